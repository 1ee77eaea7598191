import type { Entry } from '../entry.js';

/**
 * Benign: crypto news and legitimate wallet-connect dapps; scary-looking but harmless scripts (eval for
 * templating, obfuscated analytics, clipboard copy buttons, base64 assets); IP-literal intranet tools;
 * sites with old analytics snippets.
 */
export const entries: Entry[] = [
  {
    id: 'clean-crypto-news-airdrop',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://www.blockwire-news.com/markets/2026/11/arbitrum-airdrop-season-explained',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Arbitrum's airdrop season explained — and how to avoid claim scams | Blockwire</title></head>
<body><article><h1>Arbitrum's airdrop season explained — and how to avoid claim scams</h1><p>By Priya Shah · Nov 20, 2026</p>
<p>Fake "claim" sites ask users to connect a wallet and sign an <code>approve</code> for an unlimited amount, or a Permit2 signature, which lets the attacker transfer tokens later. Legitimate airdrops never ask for your seed phrase.</p>
<p>BTC traded at $94,200, ETH at $3,410 on Thursday. <a href="/prices">See all prices</a>.</p><p>Disclosure: the author holds ETH.</p></article>
<aside><form action="/newsletter" method="post"><input name="email" type="email" placeholder="Email"><button>Subscribe</button></form></aside></body></html>`,
  },
  {
    id: 'clean-dapp-uniswap-own',
    label: 'clean',
    kind: 'wallet-dapp',
    url: 'https://app.uniswap.org/swap',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Uniswap Interface</title><link rel="manifest" href="/manifest.json"></head>
<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"><header><a href="/">🦄 Uniswap</a><button id="connect">Connect</button></header>
<main><h1>Swap anytime, anywhere.</h1><div class="swap"><input placeholder="0" inputmode="decimal"> ETH ⇅ <input placeholder="0" inputmode="decimal"> Select token</div><button disabled>Connect wallet</button></main></div>
<script>
document.getElementById('connect').addEventListener('click', async () => {
  if (!window.ethereum) return alert('No wallet found');
  const [account] = await window.ethereum.request({ method: 'eth_requestAccounts' });
  document.getElementById('connect').textContent = account.slice(0, 6) + '…' + account.slice(-4);
});
// Approvals are exact-amount by default; users can choose "unlimited" in settings.
</script><script src="/static/js/main.4f2a91c7.js"></script></body></html>`,
  },
  {
    id: 'clean-exchange-own-login',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.kraken.com/sign-in',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign in | Kraken</title></head>
<body><main><a href="/"><img src="/images/kraken-logo.svg" alt="Kraken"></a><h1>Sign in to Kraken</h1><form method="post" action="/api/internal/sign-in"><label>Username<input name="username" autocomplete="username"></label><label>Password<input name="password" type="password" autocomplete="current-password"></label><label>2FA code (if enabled)<input name="otp" inputmode="numeric" autocomplete="one-time-code"></label><button>Sign in</button></form>
<p><a href="/forgot-password">Forgot password?</a> · <a href="/sign-up">Create account</a></p></main></body></html>`,
  },
  {
    id: 'clean-script-obfuscated-analytics',
    label: 'clean',
    kind: 'scary-script',
    url: 'https://www.copperline-bikes.com/',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Copperline Bikes — Handmade steel frames</title>
<script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:3812771,hjsv:6};a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r);})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');</script>
<script>var _0x5f2a=['cookieConsent','getItem','setItem','accepted'];(function(){var s=window['localStorage'];if(!s[_0x5f2a[1]](_0x5f2a[0])){document.addEventListener('DOMContentLoaded',function(){document.getElementById('cc').hidden=false;});}})();</script></head>
<body><header><h1>Copperline Bikes</h1></header><main><p>Every frame is brazed by hand in Portland, Oregon.</p><a href="/shop">Shop frames</a></main>
<div id="cc" hidden>We use cookies for analytics. <button onclick="localStorage.setItem('cookieConsent','accepted');this.parentNode.hidden=true">OK</button></div></body></html>`,
  },
  {
    id: 'clean-script-base64-font-and-image',
    label: 'clean',
    kind: 'scary-script',
    url: 'https://www.sablewood-architects.com/projects/harbor-house',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Harbor House — Sablewood Architects</title>
<style>@font-face{font-family:"Sable";src:url(data:font/woff2;base64,d09GMgABAAAAAAKUAA0AAAAABiAAAAJAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP0ZGVE0cGh4GYACCUhEICoE4gTQLCgABNgIkAxAEIAWEdQcxG7wFyB6FcYNjLnzhz9BQt4HDQ2j6fpn8wQ5LfAEAAA==) format("woff2")}body{font-family:Sable,Georgia}</style></head>
<body><h1>Harbor House</h1><img alt="Harbor House exterior" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==" width="800" height="500">
<p>A timber house on a rocky shoreline, completed in 2025.</p><script>var cfg = JSON.parse(atob('eyJnYWxsZXJ5Ijp0cnVlLCJsaWdodGJveCI6ImRhcmsifQ==')); if (cfg.gallery) document.body.classList.add('gallery-' + cfg.lightbox);</script></body></html>`,
  },
  {
    id: 'clean-script-minified-bundle-blob-export',
    label: 'clean',
    kind: 'scary-script',
    url: 'https://app.ledgerly-books.com/reports/export',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Export reports · Ledgerly</title></head>
<body><main><h1>Export</h1><p>Download your profit &amp; loss report as CSV.</p><button id="csv">Download CSV</button></main>
<script>
document.getElementById('csv').addEventListener('click', () => {
  const rows = [['Month', 'Revenue', 'Expenses'], ['2026-09', '12450.00', '8120.40'], ['2026-10', '13980.00', '8877.10']];
  const blob = new Blob([rows.map((r) => r.join(',')).join('\\n')], { type: 'text/csv' });
  const a = document.createElement('a'); a.href = URL.createObjectURL(blob); a.download = 'profit-and-loss-2026.csv'; a.click(); URL.revokeObjectURL(a.href);
});
</script></body></html>`,
  },
  {
    id: 'clean-script-service-worker-pwa',
    label: 'clean',
    kind: 'scary-script',
    url: 'https://notes.quillpad.app/',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Quillpad — Notes that sync</title><link rel="manifest" href="/manifest.webmanifest"></head>
<body><div id="app">Loading…</div>
<script>
if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js');
window.addEventListener('beforeunload', (e) => { if (window.__unsaved) { e.preventDefault(); e.returnValue = ''; } });
document.addEventListener('keydown', (e) => { if ((e.ctrlKey || e.metaKey) && e.key === 's') { e.preventDefault(); window.__save && window.__save(); } });
</script><script type="module" src="/assets/index-BxK29a.js"></script></body></html>`,
  },
  {
    id: 'clean-ip-grafana',
    label: 'clean',
    kind: 'ip-literal-intranet',
    url: 'https://127.0.0.1/grafana/login',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Grafana</title><base href="/grafana/"></head>
<body class="theme-dark"><div class="grafana-app"><div class="login-page"><img src="public/img/grafana_icon.svg" alt="Grafana"><h1>Welcome to Grafana</h1>
<form method="post" action="login"><label>Email or username<input name="user" autocomplete="username"></label><label>Password<input name="password" type="password" autocomplete="current-password"></label><button type="submit">Log in</button></form><a href="user/password/send-reset-email">Forgot your password?</a></div></div>
<script nonce="">window.grafanaBootData = { settings: { appSubUrl: '/grafana', buildInfo: { version: '11.3.0' } } };</script></body></html>`,
  },
  {
    id: 'clean-old-analytics-urchin',
    label: 'clean',
    kind: 'legacy-analytics',
    url: 'https://www.mountfield-model-railway.org.uk/layouts.html',
    body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head><title>Mountfield Model Railway Society - Our Layouts</title><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<script src="http://www.google-analytics.com/urchin.js" type="text/javascript"></script><script type="text/javascript">_uacct = "UA-881234-1"; urchinTracker();</script></head>
<body bgcolor="#FFFFCC"><center><h1>Our Layouts</h1><table border="1" cellpadding="4"><tr><td><img src="images/layout1.jpg" width="320" alt="Mountfield Junction (OO gauge)"></td><td>Mountfield Junction, OO gauge, 24ft x 8ft, built 1994-2001.</td></tr></table>
<p>Club nights are every Tuesday from 7.30pm. Visitors welcome!</p><p><a href="members/login.html">Members area</a></p><p><img src="counter.gif" alt="visitor counter"></p></center></body></html>`,
  },
  {
    id: 'clean-old-analytics-statcounter',
    label: 'clean',
    kind: 'legacy-analytics',
    url: 'https://www.grandmas-recipe-box.net/pies/apple-pie.htm',
    body: `<html><head><title>Grandma's Recipe Box - Apple Pie</title>
<script type="text/javascript">var sc_project=4411234; var sc_invisible=1; var sc_security="a1b2c3d4";</script><script type="text/javascript" src="https://www.statcounter.com/counter/counter.js" async></script>
<script language="JavaScript">function MM_swapImage(){var i,j=0,x,a=MM_swapImage.arguments;document.MM_sr=new Array;for(i=0;i<(a.length-2);i+=3)if((x=MM_findObj(a[i]))!=null){document.MM_sr[j++]=x;if(!x.oSrc)x.oSrc=x.src;x.src=a[i+2];}}function MM_findObj(n){return document.getElementById(n);}</script></head>
<body><h1>Apple Pie</h1><p>6 tart apples, 3/4 cup sugar, 1 tsp cinnamon, 2 pie crusts.</p><p>Bake at 425°F for 45 minutes.</p><a href="index.htm" onmouseover="MM_swapImage('home','','img/home_on.gif',1)"><img id="home" src="img/home.gif" alt="Home"></a></body></html>`,
  },
];
