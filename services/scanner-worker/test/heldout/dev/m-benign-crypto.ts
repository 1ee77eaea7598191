import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, pe } from '../parts/e-bin.js';
import { doc, icons, dappShell, vendorCss, footerLinks, cookieBanner, copyBlock } from '../parts/m-kit.js';

/** A small dapp client like the ones bundled by wagmi/viem apps: connect, read allowance, approve the exact amount, then act. */
const dappClient = (o: { router: string; token: string; action: string; btn: string; api: string }) => `
(function(){
  var ROUTER='${o.router}', TOKEN='${o.token}';
  var btn=document.getElementById('${o.btn}'), cb=document.getElementById('connectBtn'), acct=null;
  function short(a){return a.slice(0,6)+'…'+a.slice(-4)}
  function toHex(n){return '0x'+BigInt(n).toString(16)}
  function pad(h){return h.replace(/^0x/,'').padStart(64,'0')}
  async function connect(){
    if(!window.ethereum){var m=document.getElementById('wm');if(m)m.style.display='flex';return}
    var a=await window.ethereum.request({method:'eth_requestAccounts'});acct=a[0];cb.textContent=short(acct);btn.textContent='${o.action}';
    try{var chain=await window.ethereum.request({method:'eth_chainId'});if(chain!=='0x1')cb.textContent+=' (wrong network)'}catch(e){}
  }
  cb.addEventListener('click',connect);
  btn.addEventListener('click',async function(){
    if(!acct)return connect();
    var amt=document.getElementById('amt');var v=BigInt(Math.round(parseFloat((amt&&amt.value)||'0')*1e6));if(v<=0n)return;
    var q=await (await fetch('${o.api}?owner='+acct+'&amount='+v)).json();
    if(BigInt(q.allowance)<v){
      // approve(spender, amount): exact amount only, as shown in the review dialog
      btn.textContent='Approve in wallet…';
      await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:TOKEN,data:'0x095ea7b3'+pad(ROUTER)+pad(toHex(v))}]});
    }
    btn.textContent='Confirm in wallet…';
    await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:ROUTER,data:q.calldata,value:q.value||'0x0'}]});
    btn.textContent='Submitted ✓';
  });
})();`;

export const entries: Entry[] = [
(() => {
  const host = 'swap.cow.fi';
  return {
    id: 'm-clean-cow-swap-dex',
    label: 'clean',
    kind: 'dapp',
    url: `https://${host}/`,
    body: dappShell({
      name: 'CoW Swap',
      title: 'CoW Swap | The smartest way to trade cryptocurrencies',
      accent: '#052b65',
      dark: false,
      nav: ['Swap', 'Limit', 'TWAP', 'Account'],
      main: `<div class="panel"><div style="display:flex;justify-content:space-between"><b>Swap</b><span class="dim">Slippage 0.5% ⚙</span></div>
<div class="row"><div><small>Sell</small><br><input id="amt" value="250"></div><span class="tok">USDC ▾</span></div><div class="row"><div><small>Receive (est.)</small><br><input value="0.0719" readonly></div><span class="tok">ETH ▾</span></div>
<button class="big" id="go">Connect Wallet</button><p class="dim" style="font-size:12px">MEV protected · Gas-free order signing · Surplus returned to you</p>
<p class="dim" style="font-size:12px">First trade of a token requires a one-time approval of the CoW Protocol Vault Relayer. You can choose to approve the exact amount in your wallet.</p></div>
<div class="modal" id="wm"><div class="box wl"><h3>Connect a wallet</h3><button>MetaMask</button><button>WalletConnect</button><button>Coinbase Wallet</button><button>Safe</button><small>By connecting a wallet, you agree to CoW DAO's Terms and Conditions.</small></div></div>
<footer>CoW DAO · Docs · Stats · Discord · v1.94.0</footer>`,
      scripts: `<script src="/static/js/app.0c1b3a.js"></script>`,
    }),
    routes: {
      ...icons(host, [5, 43, 101]),
      [`${host}/static/js/app.0c1b3a.js`]: jsRoute(dappClient({ router: '0xC92E8bdf79f0507f65a392b0ab4667716BFE0110', token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', action: 'Swap', btn: 'go', api: '/api/v1/quote' })),
      [`${host}/api/v1/quote`]: jsonRoute({ allowance: '0', calldata: '0x', value: '0x0' }),
    },
  };
})(),

(() => {
  const host = 'stake.rocketpool.net';
  return {
    id: 'm-clean-rocketpool-staking',
    label: 'clean',
    kind: 'dapp',
    url: `https://${host}/`,
    body: dappShell({
      name: 'Rocket Pool',
      title: 'Rocket Pool – Decentralised Ethereum Liquid Staking',
      accent: '#ff6e30',
      dark: false,
      nav: ['Stake', 'Node Operators', 'rETH', 'Governance'],
      main: `<div class="panel" style="text-align:center"><h2>Stake Ether</h2><p class="dim">Stake ETH and receive rETH, a liquid staking token that grows in value</p><div class="row"><input id="amt" placeholder="ETH amount"><span class="tok">MAX</span></div>
<button class="big" id="st">Connect wallet</button><div style="text-align:left;font-size:14px"><p>You will receive <b>0.0 rETH</b></p><p>Exchange rate: 1 ETH = 0.8853 rETH</p><p>Max transaction cost: $2.41</p><p>Node operator commission: 14%</p></div></div>
<div class="panel"><h3>Protocol statistics</h3><p class="dim">rETH APR 2.8% · Total staked 598,231 ETH · 3,612 node operators</p></div><footer>Rocket Pool · Docs · Discord · Terms</footer>`,
      scripts: `<script>
document.getElementById('st').onclick=async function(){
  if(!window.ethereum){alert('Please install a wallet such as MetaMask.');return}
  var [a]=await ethereum.request({method:'eth_requestAccounts'});
  var v=document.getElementById('amt').value;if(!v){this.textContent='Enter amount';return}
  // RocketDepositPool.deposit(): payable; sends exactly the ETH typed by the user
  await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0xDD3f50F8A6CafbE9b31a427582963f465E745AF8',value:'0x'+(BigInt(Math.round(parseFloat(v)*1e9))*1000000000n).toString(16),data:'0xd0e30db0'}]});
};
</script>`,
    }),
    routes: { ...icons(host, [255, 110, 48]) },
  };
})(),

(() => {
  const host = 'www.ledger.com';
  return {
    id: 'm-clean-ledger-recovery-phrase-academy-fr',
    label: 'clean',
    kind: 'wallet-docs',
    url: `https://${host}/fr/academy/phrase-de-recuperation-comment-la-proteger`,
    body: doc({
      title: 'Phrase de récupération : comment la protéger | Ledger Academy',
      lang: 'fr',
      css: vendorCss('#000') + 'main{max-width:760px}.box{background:#f2f0ff;border-radius:8px;padding:14px 18px}',
      body: `<header class="top"><a class="brand" href="/fr"><img src="/img/logo.png" alt="">LEDGER</a><nav><a href="#">Produits</a><a href="#">Ledger Live</a><a href="#">Academy</a><a href="#">Support</a></nav></header>
<main><p class="muted">Academy · Sécurité · 8 min de lecture</p><h1>Votre phrase de récupération : comment la protéger</h1><p>Votre phrase de récupération de 24 mots est la sauvegarde de toutes vos clés privées. Si vous la perdez ou si quelqu'un d'autre y accède, vos actifs sont perdus.</p>
<div class="box"><b>Règle d'or :</b> Ledger ne vous demandera <b>jamais</b> votre phrase de récupération – ni par e-mail, ni par téléphone, ni sur un site web, ni pour une « mise à jour du firmware » ou une « synchronisation ». Ne la saisissez que sur votre appareil Ledger lui-même.</div>
<h2>Les arnaques les plus courantes</h2><ul><li>Faux sites « Ledger Live » demandant les 24 mots pour « restaurer » l'appareil.</li><li>Courriers postaux avec une fausse clé USB ou un QR code.</li><li>Faux supports sur Discord ou Telegram.</li></ul><h2>Bonnes pratiques</h2><ul><li>Notez-la sur la Recovery Sheet fournie, jamais en photo.</li><li>Téléchargez Ledger Live uniquement depuis ledger.com.</li></ul></main>${footerLinks('Ledger SAS')}${cookieBanner('Ledger', 'fr')}`,
    }),
    routes: { ...icons(host, [0, 0, 0]) },
  };
})(),

(() => {
  const host = 'phantom.com';
  return {
    id: 'm-clean-phantom-download-page',
    label: 'clean',
    kind: 'wallet-download',
    url: `https://${host}/download`,
    body: doc({
      title: 'Download Phantom | Phantom',
      css: `body{margin:0;background:#ab9ff2;font-family:Inter,Arial,sans-serif;color:#1c1c1c}.n{display:flex;gap:22px;padding:18px 40px;align-items:center}.c{max-width:900px;margin:40px auto;text-align:center}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;margin-top:30px}.g a{background:#fff;border-radius:16px;padding:22px;text-decoration:none;color:#1c1c1c;font-weight:600}`,
      body: `<div class="n"><b style="font-size:22px">phantom</b><span>Learn</span><span>Blog</span><span>Careers</span><span style="margin-left:auto">Support</span></div>
<div class="c"><h1 style="font-size:48px">Download Phantom</h1><p>Available on Chrome, Brave, Firefox, Edge, iOS and Android.</p><div class="g">
<a href="https://chromewebstore.google.com/detail/phantom/bfnaelmomeimhlpmgjnjophhpkkoljpa">Chrome Web Store</a><a href="https://addons.mozilla.org/en-US/firefox/addon/phantom-app/">Firefox Add-ons</a><a href="https://microsoftedge.microsoft.com/addons/detail/phantom/">Edge Add-ons</a><a href="https://apps.apple.com/app/phantom-solana-wallet/id1598432977">App Store</a><a href="https://play.google.com/store/apps/details?id=app.phantom">Google Play</a><a href="https://chromewebstore.google.com/detail/phantom/bfnaelmomeimhlpmgjnjophhpkkoljpa">Brave</a></div>
<p style="margin-top:30px;font-size:14px">Phantom is only distributed through these official stores. We never send download links by DM and never ask for your recovery phrase.</p></div>`,
    }),
    routes: { ...icons(host, [171, 159, 242]) },
  };
})(),

(() => {
  const host = 'jup.ag';
  return {
    id: 'm-clean-jupiter-solana-swap',
    label: 'clean',
    kind: 'dapp',
    url: `https://${host}/swap/SOL-JUP`,
    body: dappShell({
      name: 'Jupiter',
      title: 'Swap SOL to JUP | Jupiter',
      accent: '#c7f284',
      nav: ['Spot', 'Perps', 'Lend', 'Portfolio'],
      main: `<div class="panel"><div class="row"><div><small>Selling</small><br><input id="amt" value="1.5"></div><span class="tok">SOL</span></div><div class="row"><div><small>Buying</small><br><input value="287.14" readonly></div><span class="tok">USDC</span></div>
<button class="big" id="sw" style="color:#000">Connect</button><p class="dim" style="font-size:12px">Ultra mode · Price impact &lt;0.01% · Route: SOL → USDC via Meteora DLMM</p></div><footer>Jupiter · Docs · Terms</footer>`,
      scripts: `<script>
document.getElementById('connectBtn').textContent='Connect';
async function go(){var p=window.phantom&&window.phantom.solana||window.solana||window.solflare;if(!p){document.getElementById('sw').textContent='No Solana wallet detected';return}
var r=await p.connect();var pk=r.publicKey.toString();var amt=Math.round(parseFloat(document.getElementById('amt').value)*1e9);
var q=await (await fetch('/api/ultra/v1/order?inputMint=So11111111111111111111111111111111111111112&outputMint=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&amount='+amt+'&taker='+pk)).json();
if(q.transaction){var signed=await p.signTransaction(q.transaction);await fetch('/api/ultra/v1/execute',{method:'POST',body:JSON.stringify({signedTransaction:signed,requestId:q.requestId})});}}
document.getElementById('sw').onclick=go;document.getElementById('connectBtn').onclick=go;
</script>`,
    }),
    routes: { ...icons(host, [199, 242, 132]), [`${host}/api/ultra/v1/order`]: jsonRoute({ requestId: 'b1c2', transaction: null, outAmount: '287140000' }) },
  };
})(),

(() => {
  const host = 'app.ston.fi';
  return {
    id: 'm-clean-stonfi-ton-dex',
    label: 'clean',
    kind: 'dapp',
    url: `https://${host}/swap?chartVisible=false&ft=TON&tt=USD%E2%82%AE`,
    body: dappShell({
      name: 'STON.fi',
      title: 'STON.fi – Swap',
      accent: '#0098ea',
      nav: ['Swap', 'Pools', 'Farms', 'Stats'],
      main: `<div class="panel"><div class="row"><div><small>You send</small><br><input id="amt" value="10"></div><span class="tok">TON</span></div><div class="row"><div><small>You receive</small><br><input value="31.62" readonly></div><span class="tok">USD₮</span></div>
<button class="big" id="sw">Connect wallet</button><p class="dim" style="font-size:12px">Blockchain fee ≈ 0.06–0.3 TON · Slippage 1%</p></div><footer>STON.fi DEX · Docs · Terms of use</footer>`,
      scripts: `<script src="/tonconnect-ui-2.0.9.min.js"></script><script>
var tc=new TON_CONNECT_UI.TonConnectUI({manifestUrl:'https://app.ston.fi/tonconnect-manifest.json'});
document.getElementById('sw').onclick=document.getElementById('connectBtn').onclick=async function(){
  if(!tc.connected){await tc.openModal();return}
  var amt=BigInt(Math.round(parseFloat(document.getElementById('amt').value)*1e9));
  var q=await (await fetch('/rpc/simulate_swap?offer=TON&ask=USDT&units='+amt)).json();
  await tc.sendTransaction({validUntil:Math.floor(Date.now()/1000)+300,messages:[{address:q.router,amount:(amt+300000000n).toString(),payload:q.payload}]});
};
</script>`,
    }),
    routes: {
      ...icons(host, [0, 152, 234]),
      [`${host}/tonconnect-ui-2.0.9.min.js`]: jsRoute(`/* @tonconnect/ui v2.0.9 (MIT) */window.TON_CONNECT_UI={TonConnectUI:function(o){this.connected=false;this.openModal=function(){return Promise.resolve()};this.sendTransaction=function(){return Promise.reject(new Error('UserRejectsError'))}}};`),
      [`${host}/tonconnect-manifest.json`]: jsonRoute({ url: 'https://app.ston.fi', name: 'STON.fi', iconUrl: 'https://static.ston.fi/logo/ston_symbol_dark.png' }),
    },
  };
})(),

(() => {
  const host = 'trezor.io';
  return {
    id: 'm-clean-trezor-suite-download',
    label: 'clean',
    kind: 'wallet-download',
    url: `https://${host}/trezor-suite`,
    body: doc({
      title: 'Trezor Suite | Desktop & web app for your Trezor',
      css: vendorCss('#00854d'),
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">TREZOR</a><nav><a href="#">Hardware wallets</a><a href="#">Trezor Suite</a><a href="#">Learn</a><a href="#">Support</a></nav></header>
<main><div class="hero"><div><h1>Trezor Suite</h1><p>One app to manage your Trezor: send, receive, buy and swap crypto with privacy and security.</p><a class="btn" href="https://data.trezor.io/suite/releases/desktop/latest/Trezor-Suite-25.11.2-win-x64.exe">Download for Windows</a>
<p class="muted">Also for <a href="https://data.trezor.io/suite/releases/desktop/latest/Trezor-Suite-25.11.2-mac-arm64.dmg">macOS (.dmg)</a> and <a href="https://data.trezor.io/suite/releases/desktop/latest/Trezor-Suite-25.11.2-linux-x86_64.AppImage">Linux (AppImage)</a> · <a href="#">Signature &amp; checksums</a></p></div>
<div class="card"><b>Stay safe</b><p>Your recovery seed is entered only on your Trezor device during recovery, never in Suite on your computer, and never on a website. Trezor will never contact you asking for it.</p></div></div></main>${footerLinks('SatoshiLabs')}`,
    }),
    routes: {
      ...icons(host, [0, 133, 77]),
      'data.trezor.io/suite/releases/desktop/latest/Trezor-Suite-25.11.2-win-x64.exe': fileRoute(pe({ strings: ['Trezor Suite', 'SatoshiLabs s.r.o.'] }), 'application/x-msdownload', 'Trezor-Suite-25.11.2-win-x64.exe'),
    },
  };
})(),
];
