import type { Entry } from '../entry.js';
import { doc, analytics, beacon, logo, html, js, jsonRoute, redirectRoute, fileRoute, pe, cfb, zip, apk, footer, b64 } from '../parts/zm-kit.js';

// Benign: crypto dapps, vendor downloads, redirects of real sites, heavy analytics and anti-bot scripts, parcel tracking.

export const entries: Entry[] = [
  {
  id: 'zm-clean-dapp-dex-swap',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://app.meridianswap.finance/#/swap?chain=arbitrum',
  body: doc({
    title: 'Meridian Swap | Trade tokens on Arbitrum',
    css: `body{background:#10131c;color:#e6e8ee}nav{display:flex;justify-content:space-between;padding:16px 30px}.s{max-width:440px;margin:60px auto;background:#191d29;border-radius:20px;padding:16px}.i{background:#222839;border-radius:14px;padding:14px;margin:6px 0;font-size:24px}button{width:100%;padding:14px;border:0;border-radius:14px;background:#4c6fff;color:#fff;font-size:16px}`,
    body: `<nav><b>Meridian</b><span>Swap · Pools · Bridge · Docs</span><button id="cw" style="width:auto;padding:8px 16px">Connect</button></nav>
<div class="s"><b>Swap</b><div class="i"><input placeholder="0.0" style="background:none;border:0;color:#fff;font-size:24px;width:60%"> ETH</div><div class="i">0.0 USDC</div><p style="font-size:12px;color:#8a91a5">Slippage 0.5% · Route: ETH → USDC (Meridian v2) · Fee 0.05%</p><button id="sw">Connect wallet</button><p id="a" style="font-size:12px"></p></div>
<p style="text-align:center;font-size:12px;color:#666">Audited by two independent firms · Contracts verified on Arbiscan · Meridian Labs never asks for your seed phrase.</p>
<script>
async function c(){if(!window.ethereum){document.getElementById('a').textContent='Install a browser wallet to continue.';return}
var acc=await ethereum.request({method:'eth_requestAccounts'});document.getElementById('a').textContent='Connected: '+acc[0].slice(0,6)+'…'+acc[0].slice(-4);
var q=await (await fetch('/api/quote?from=ETH&to=USDC&amount=1')).json();document.getElementById('sw').textContent='Swap (1 ETH ≈ '+q.out+' USDC)'}
document.getElementById('cw').onclick=c;document.getElementById('sw').onclick=c;
</script>`,
  }),
  routes: { 'app.meridianswap.finance/api/quote': jsonRoute({ out: '3412.55', route: ['ETH', 'USDC'], priceImpact: 0.01 }) },
},
  {
  id: 'zm-clean-download-archiver-exe',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.packzip.org/download.html',
  body: doc({
    title: 'PackZip – Download',
    css: `body{font-family:Verdana,sans-serif;font-size:14px}.c{max-width:800px;margin:20px auto}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px 10px}`,
    body: `<div class="c"><h1>Download PackZip</h1><p>PackZip 25.02 (2026-10-30) for Windows:</p><table><tr><th>Link</th><th>Type</th><th>Windows</th><th>Size</th></tr><tr><td><a href="/a/packzip2502-x64.exe">Download</a></td><td>.exe</td><td>64-bit x64</td><td>1.6 MB</td></tr><tr><td><a href="/a/packzip2502.exe">Download</a></td><td>.exe</td><td>32-bit x86</td><td>1.3 MB</td></tr><tr><td><a href="/a/packzip2502-x64.msi">Download</a></td><td>.msi</td><td>64-bit x64</td><td>1.9 MB</td></tr></table>
<p>SHA-256 of packzip2502-x64.exe: 7c0e…a1f3. PackZip is free software with open source, licensed under GNU LGPL.</p></div>`,
  }),
  routes: {
    'www.packzip.org/a/packzip2502-x64.exe': fileRoute(pe({ strings: ['PackZip', 'Igor Archiver Project', '25.02', 'LGPL'] }), 'application/octet-stream', 'packzip2502-x64.exe'),
    'www.packzip.org/a/packzip2502-x64.msi': fileRoute(cfb(['PackZip 25.02 (x64 edition)', 'ProductCode', 'INSTALLDIR']), 'application/x-msi', 'packzip2502-x64.msi'),
  },
},
  {
  id: 'zm-clean-download-remote-support-vendor',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://get.remotelink-desk.com/download/windows',
  body: doc({
    title: 'Download RemoteLink for Windows – free for personal use',
    css: `.c{max-width:760px;margin:50px auto;text-align:center}.btn{background:#ef443b;color:#fff;padding:14px 32px;border-radius:6px;text-decoration:none}`,
    body: `<div class="c"><h1>Thanks for downloading RemoteLink</h1><p>Your download of <b>RemoteLink.exe</b> (5.1 MB, v9.4.2) starts automatically.</p><a class="btn" href="/download/RemoteLink.exe" id="d">Download again</a>
<p style="font-size:13px;margin-top:30px;background:#fff2f2;padding:12px;text-align:left"><b>Beware of scammers.</b> Only give your RemoteLink address to people you know and trust. RemoteLink staff will never call you unsolicited or ask you to install the app to "receive a refund".</p></div>
<script>setTimeout(function(){document.getElementById('d').click()},1000)</script>`,
  }),
  routes: { 'get.remotelink-desk.com/download/RemoteLink.exe': fileRoute(pe({ strings: ['RemoteLink', 'RemoteLink Software GmbH', '9.4.2'] }), 'application/octet-stream', 'RemoteLink.exe') },
},
  {
  id: 'zm-clean-redirect-newsletter-click-tracker',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://click.mail.brightnest-home.com/ls/click?upn=u001.Qm9va2luZ0NvbmZpcm0-2FdXRtX3NvdXJjZQ&utm_campaign=bf26',
  routes: {
    'click.mail.brightnest-home.com/ls/click': redirectRoute(302, 'https://trk.esp-delivery.net/r/bn/88412?url=https%3A%2F%2Fwww.brightnest-home.com%2Fcollections%2Fbedding%3Futm_source%3Demail'),
    'trk.esp-delivery.net/r/bn/88412': redirectRoute(302, 'https://www.brightnest-home.com/collections/bedding?utm_source=email&utm_campaign=bf26'),
    'www.brightnest-home.com/collections/bedding': html(doc({ title: 'Bedding | BrightNest Home', body: `<h1 style="text-align:center">Bedding</h1><p style="text-align:center">Linen, percale and sateen sets. Free returns.</p>${footer('BrightNest Home LLC', ['Help', 'Returns'])}` })),
  },
},
  {
  id: 'zm-clean-redirect-oauth-sso-chain',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://app.invoicely-hq.com/auth/sso/start?org=fernway',
  routes: {
    'app.invoicely-hq.com/auth/sso/start': redirectRoute(302, 'https://sso.fernway-systems.com/oauth2/authorize?client_id=invoicely&response_type=code&redirect_uri=https%3A%2F%2Fapp.invoicely-hq.com%2Fauth%2Fsso%2Fcallback&state=Zk81a'),
    'sso.fernway-systems.com/oauth2/authorize': html(doc({
      title: 'Fernway Systems – Single Sign-On',
      body: `<div style="max-width:400px;margin:80px auto;border:1px solid #ddd;padding:28px;border-radius:8px"><h2>Fernway Systems</h2><p>Sign in to continue to <b>Invoicely</b></p><form method="post" action="/oauth2/login"><input name="username" placeholder="username@fernway-systems.com" style="width:100%;padding:9px;margin:5px 0"><input name="password" type="password" placeholder="Password" style="width:100%;padding:9px;margin:5px 0"><button style="width:100%;padding:10px;background:#222;color:#fff;border:0">Sign in</button></form><p style="font-size:12px">Protected by Fernway IT · Okta-compatible SSO</p></div>`,
    })),
  },
},
  {
  id: 'zm-clean-redirect-js-locale-router',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://www.fahrradwerk-shop.com/',
  body: `<!doctype html><html><head><meta charset="utf-8"><title>Fahrradwerk</title><link rel="alternate" hreflang="de" href="https://www.fahrradwerk-shop.de/"><link rel="alternate" hreflang="en" href="https://www.fahrradwerk-shop.com/en/"></head><body><p>Redirecting to your local store…</p><script>var l=(navigator.language||'en').slice(0,2);location.replace(l==='de'?'https://www.fahrradwerk-shop.de/':'/en/')</script><noscript><a href="/en/">Continue to the international store</a></noscript></body></html>`,
  routes: {
    'www.fahrradwerk-shop.com/en/': html(doc({ title: 'Fahrradwerk – Bike parts shipped across Europe', body: `<h1 style="text-align:center">Bike parts shipped across Europe</h1><p style="text-align:center">Drivetrain · Brakes · Wheels · Tools</p>${footer('Fahrradwerk GmbH', ['Imprint', 'Privacy', 'Terms'])}` })),
    'www.fahrradwerk-shop.de/': html(doc({ lang: 'de', title: 'Fahrradwerk – Fahrradteile online kaufen', body: `<h1 style="text-align:center">Fahrradteile online kaufen</h1>${footer('Fahrradwerk GmbH', ['Impressum', 'Datenschutz', 'AGB'])}` })),
  },
},
  {
  id: 'zm-clean-antibot-interstitial-then-shop',
  label: 'clean',
  kind: 'heavy-scripts',
  url: 'https://www.sneakerdrop-hub.com/releases/air-runner-og',
  body: `<!doctype html><html><head><meta charset="utf-8"><title>Please wait…</title><style>body{font-family:sans-serif;text-align:center;padding-top:120px;color:#333}.s{width:36px;height:36px;border:4px solid #ddd;border-top-color:#111;border-radius:50%;margin:20px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}</style></head><body><h2>Checking your browser before accessing sneakerdrop-hub.com</h2><div class="s"></div><p style="font-size:12px;color:#888">This process is automatic. Bot protection by ShieldWall · Incident ID 7f2a91</p>
<script src="/__sw/challenge.js"></script></body></html>`,
  routes: {
    'www.sneakerdrop-hub.com/__sw/challenge.js': js(`(function(){var _=[${Array.from(b64('sw-pow')).map((c) => c.charCodeAt(0)).join(',')}].map(function(c){return String.fromCharCode(c)}).join('');function h(s){var x=2166136261;for(var i=0;i<s.length;i++){x^=s.charCodeAt(i);x=Math.imul(x,16777619)}return x>>>0}var n=0,seed=_+navigator.userAgent.length;while((h(seed+n)&0xfff)!==0)n++;var sig={n:n,wd:!!navigator.webdriver,pl:navigator.plugins.length,tz:new Date().getTimezoneOffset(),sc:[screen.width,screen.height]};fetch('/__sw/verify',{method:'POST',body:JSON.stringify(sig)}).then(function(r){return r.json()}).then(function(j){document.cookie='__sw_clr='+j.token+';path=/';location.replace(j.next)})})();`),
    'www.sneakerdrop-hub.com/__sw/verify': jsonRoute({ token: 'c1r.88af02', next: '/releases/air-runner-og/product' }),
    'www.sneakerdrop-hub.com/releases/air-runner-og/product': html(doc({ title: 'Air Runner OG "Bred" – Release Dec 5 | SneakerDrop', body: `<div style="max-width:900px;margin:30px auto"><h1>Air Runner OG "Bred"</h1><p>Release: December 5, 2026 · 10:00 CET · $180</p><p>Enter the raffle: one entry per account. Accounts with multiple entries from the same card will be disqualified.</p><button>Enter raffle</button></div>${footer('SneakerDrop Hub', ['FAQ', 'Raffle rules', 'Privacy'])}` })),
  },
},
];
