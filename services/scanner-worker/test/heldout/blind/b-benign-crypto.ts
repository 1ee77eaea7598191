import type { Entry } from '../entry.js';

// Clean look-alikes of drainers and seed-phrase kits: dapps on their own domains with exact approvals,
// wallet vendors' sites and docs, crypto news and price pages, a charity accepting crypto.
const html = String.raw;

export const entries: Entry[] = [
{
  id: 'b-ok-dapp-revoke-tool',
  label: 'clean',
  kind: 'dapp',
  url: 'https://allowance-check.xyz/address',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Allowance Check — review and revoke token approvals</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#111}.h{display:flex;justify-content:space-between;padding:14px 28px;border-bottom:1px solid #ddd}.w{max-width:980px;margin:30px auto}table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:10px;border-bottom:1px solid #eee;text-align:left}
.b{background:#111;color:#fff;border:0;border-radius:6px;padding:8px 14px;cursor:pointer}.muted{color:#666;font-size:13px}</style></head>
<body><div class="h"><b>Allowance Check</b><button class="b" id="c">Connect wallet</button></div><div class="w"><h2>Token approvals</h2><p class="muted">Approvals let contracts spend your tokens. Revoking sets the allowance back to zero. This tool never asks for your recovery phrase and cannot move your funds.</p>
<table id="t"><tr><th>Token</th><th>Spender</th><th>Allowance</th><th></th></tr></table></div>
<script>
let me;
const pad = v => BigInt(v).toString(16).padStart(64, '0');
async function load(){
  [me] = await ethereum.request({ method: 'eth_requestAccounts' });
  document.getElementById('c').textContent = me.slice(0, 6) + '…' + me.slice(-4);
  const list = await fetch('/api/approvals?owner=' + me).then(r => r.json());
  const t = document.getElementById('t');
  list.forEach(a => { const r = t.insertRow(); r.innerHTML = '<td>' + a.symbol + '</td><td>' + a.spenderName + '<br><span class="muted">' + a.spender + '</span></td><td>' + a.allowance + '</td><td><button class="b">Revoke</button></td>';
    r.querySelector('button').onclick = () => ethereum.request({ method: 'eth_sendTransaction', params: [{ from: me, to: a.token, data: '0x095ea7b3' + pad(a.spender) + pad(0) }] }).then(() => r.cells[2].textContent = '0'); });
}
document.getElementById('c').onclick = load;
</script></body></html>`,
  routes: {
    'allowance-check.xyz/api/approvals': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ symbol: 'USDC', token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', spender: '0x000000000022D473030F116dDEE9F6B43aC78BA3', spenderName: 'Permit2', allowance: 'Unlimited' }, { symbol: 'WETH', token: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', spender: '0x1111111254EEB25477B68fb85Ed929f73A960582', spenderName: 'Aggregation Router v5', allowance: '2.5' }]) },
  },
},
{
  id: 'b-ok-wallet-site',
  label: 'clean',
  kind: 'dapp',
  url: 'https://foxhollow.io/download',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Download Foxhollow Wallet | Browser extension &amp; mobile</title>
<style>body{margin:0;font-family:"Euclid Circular",Inter,Arial;color:#1c1c1c;background:#fffaf3}.n{display:flex;gap:24px;padding:18px 40px;align-items:center}.n b{margin-right:auto;font-size:20px;color:#e2761b}
.w{max-width:1000px;margin:40px auto;padding:0 20px}.cards{display:flex;gap:20px}.c{flex:1;background:#fff;border-radius:16px;padding:24px;border:1px solid #f0e4d4}.btn{display:inline-block;background:#e2761b;color:#fff;padding:12px 22px;border-radius:24px;text-decoration:none;margin-top:10px}
.warn{background:#fff;border-left:5px solid #d73847;padding:16px 20px;margin-top:30px;border-radius:8px}</style></head>
<body><div class="n"><b>Foxhollow</b><a href="/features">Features</a><a href="/developers">Developers</a><a href="https://support.foxhollow.io">Support</a><a class="btn" href="/download" style="margin:0">Download</a></div>
<div class="w"><h1>Install Foxhollow</h1><p>Available as a browser extension and as an app for iOS and Android. Only download Foxhollow from this page or your browser's official extension store.</p>
<div class="cards"><div class="c"><h3>Chrome / Brave / Edge</h3><p>Install from the Chrome Web Store.</p><a class="btn" href="https://chromewebstore.google.com/detail/foxhollow/nkbihfbeogaeaoehlefnkodbefgpgknn">Install for Chrome</a></div>
<div class="c"><h3>Firefox</h3><p>Install from Firefox Add-ons.</p><a class="btn" href="https://addons.mozilla.org/firefox/addon/foxhollow/">Install for Firefox</a></div>
<div class="c"><h3>Mobile</h3><p>iOS 15+ and Android 9+.</p><a class="btn" href="https://apps.apple.com/app/foxhollow/id1438144202">App Store</a> <a class="btn" href="https://play.google.com/store/apps/details?id=io.foxhollow">Google Play</a></div></div>
<div class="warn"><b>Keep your Secret Recovery Phrase safe.</b> Foxhollow support will never ask for your 12-word Secret Recovery Phrase or private keys. There is no "wallet validation", "sync" or "rectification" process. Anyone who asks you to type your phrase into a website is trying to steal your funds.</div></div>
<footer style="text-align:center;font-size:12px;color:#888;padding:30px">© 2024 Foxhollow Labs · Terms · Privacy · Bug bounty</footer></body></html>`,
},
{
  id: 'b-ok-dapp-names',
  label: 'clean',
  kind: 'dapp',
  url: 'https://app.ethnames.domains/register/lindqvist.eth',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Register lindqvist.eth · EthNames</title>
<style>body{margin:0;font-family:Satoshi,Inter,sans-serif;background:#f6f6f6;color:#1e2122}.c{max-width:520px;margin:60px auto;background:#fff;border-radius:16px;padding:28px}.s{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #eee}
.b{background:#3889ff;color:#fff;border:0;border-radius:10px;padding:14px;width:100%;font-weight:600;margin-top:14px;cursor:pointer}#log{font-size:13px;color:#666;min-height:18px}</style></head>
<body><div class="c"><h2>lindqvist.eth</h2><div class="s"><span>Registration</span><span>1 year</span></div><div class="s"><span>Price</span><span id="p">0.0031 ETH</span></div><div class="s"><span>Est. network fee</span><span>~0.0012 ETH</span></div>
<p style="font-size:13px">Registering takes two transactions. The first commits to the name; after a 60-second wait you complete the registration and pay the yearly fee.</p>
<button class="b" id="go">Begin</button><p id="log"></p></div>
<script>
var CTRL = '0x253553366Da8546fC250F225fe3d25d0C782303b';
function h(n){ return BigInt(n).toString(16).padStart(64, '0'); }
document.getElementById('go').onclick = async function(){
  var log = document.getElementById('log');
  var me = (await ethereum.request({ method: 'eth_requestAccounts' }))[0];
  var secret = Array.from(crypto.getRandomValues(new Uint8Array(32))).map(function(b){ return b.toString(16).padStart(2,'0'); }).join('');
  var c = await fetch('/api/commitment?name=lindqvist&owner=' + me + '&secret=0x' + secret).then(function(r){ return r.json(); });
  log.textContent = 'Step 1/2: confirm the commitment';
  await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: me, to: CTRL, data: '0xf14fcbc8' + c.commitment.slice(2) }] });
  var t = 60; var iv = setInterval(function(){ log.textContent = 'Waiting ' + (t--) + 's…'; if (t < 0) { clearInterval(iv); step2(); } }, 1000);
  async function step2(){
    log.textContent = 'Step 2/2: register (0.0031 ETH + 5% buffer, unused part is refunded)';
    var value = BigInt(Math.round(0.0031 * 1.05 * 1e18));
    await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: me, to: CTRL, value: '0x' + value.toString(16), data: c.registerCalldata }] });
    log.textContent = 'lindqvist.eth is yours!';
  }
};
</script></body></html>`,
},
{
  id: 'b-ok-crypto-price',
  label: 'clean',
  kind: 'article',
  url: 'https://www.coinledgerstats.com/en/currencies/chainlink/',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Chainlink price today, LINK to USD live price, marketcap and chart | CoinLedgerStats</title>
<style>body{margin:0;font-family:Inter,Arial;color:#0d1421}.w{max-width:1100px;margin:20px auto;display:flex;gap:30px;padding:0 20px}.l{width:320px}.p{font-size:34px;font-weight:700}.up{color:#16c784}
.addr{display:flex;align-items:center;gap:8px;background:#eff2f5;border-radius:8px;padding:6px 10px;font-size:13px;font-family:monospace}.addr button{border:0;background:#fff;border-radius:4px;cursor:pointer}canvas{width:100%;height:320px}</style></head>
<body><div class="w"><div class="l"><h1>Chainlink <small style="color:#888">LINK</small></h1><div class="p">$14.82 <span class="up" style="font-size:16px">▲ 3.41%</span></div>
<p>Market cap $9.29B · Volume (24h) $612.4M · Circulating supply 626.8M LINK</p>
<h4>Contracts</h4><div class="addr">Ethereum: <span id="ca">0x514910771AF9Ca656af840dff83E8264EcF986CA</span><button onclick="navigator.clipboard.writeText(document.getElementById('ca').textContent)">⧉</button></div>
<h4>Official links</h4><p><a href="#">Website</a> · <a href="#">Whitepaper</a> · <a href="#">GitHub</a></p></div>
<div style="flex:1"><canvas id="ch" width="700" height="320"></canvas><p style="font-size:14px;color:#58667e">The live Chainlink price today is $14.82 USD with a 24-hour trading volume of $612,418,220 USD. We update our LINK to USD price in real time.</p></div></div>
<script>
var c = document.getElementById('ch').getContext('2d'), y = 200; c.strokeStyle = '#16c784'; c.lineWidth = 2; c.beginPath(); c.moveTo(0, y);
for (var x = 0; x < 700; x += 7) { y += (Math.sin(x / 40) * 6) + (Math.random() - .55) * 8; c.lineTo(x, Math.max(20, Math.min(300, y))); } c.stroke();
</script></body></html>`,
},
{
  id: 'b-ok-hw-wallet-setup',
  label: 'clean',
  kind: 'article',
  url: 'https://vaultkey.com/start/setup/model-t2',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Set up your Vaultkey Model T2 | Vaultkey</title>
<style>body{margin:0;font-family:"TT Hoves",Inter,Arial;color:#0d0d0d;background:#f5f5f0}.w{max-width:860px;margin:40px auto;padding:0 20px}.step{background:#fff;border-radius:14px;padding:22px 26px;margin:16px 0;display:flex;gap:20px}.num{font-size:28px;font-weight:700;color:#00854d;width:40px}
.dl{display:inline-block;background:#00854d;color:#fff;padding:11px 22px;border-radius:8px;text-decoration:none}.alert{background:#fff3cd;border-radius:10px;padding:14px 18px}</style></head>
<body><div class="w"><h1>Set up your Vaultkey Model T2</h1><p>Follow these steps to create a new wallet on your device. It takes about 10 minutes.</p>
<div class="step"><div class="num">1</div><div><h3>Install Vaultkey Suite</h3><p>Download the desktop app for Windows, macOS or Linux, or use the web version in Chrome.</p><a class="dl" href="https://vaultkey.com/suite/download">Download Vaultkey Suite</a></div></div>
<div class="step"><div class="num">2</div><div><h3>Connect and install firmware</h3><p>Connect the device with the USB-C cable. New devices ship without firmware; Suite installs it and checks the device's authenticity.</p></div></div>
<div class="step"><div class="num">3</div><div><h3>Create a wallet and back it up</h3><p>Your device shows 24 words, one at a time. Write them in order on the included recovery card. Then confirm a few words <b>on the device</b> when asked.</p>
<p class="alert"><b>Important:</b> The recovery words are only ever shown and entered on your Vaultkey device. Never type them into a computer, phone, website, or "support" form. Vaultkey will never ask for them. Anyone who asks for your recovery phrase is trying to steal your funds.</p></div></div>
<div class="step"><div class="num">4</div><div><h3>Set a PIN</h3><p>Choose a PIN of up to 50 digits on the touchscreen. After 16 wrong attempts the device wipes itself; you can restore it with your recovery card.</p></div></div></div></body></html>`,
},
];
