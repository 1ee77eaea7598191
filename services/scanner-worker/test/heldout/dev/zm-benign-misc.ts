import type { Entry } from '../entry.js';
import { doc, analytics, beacon, logo, html, js, jsonRoute, redirectRoute, fileRoute, pe, cfb, zip, apk, footer, b64 } from '../parts/zm-kit.js';

// Benign: crypto dapps, vendor downloads, redirects of real sites, heavy analytics and anti-bot scripts, parcel tracking.

export const entries: Entry[] = [
  {
  id: 'zm-clean-dapp-nft-marketplace',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://www.tessera-nft.market/collection/lumen-keys',
  body: doc({
    title: 'Lumen Keys – Collection | Tessera',
    css: `.g{display:grid;grid-template-columns:repeat(5,1fr);gap:14px;max-width:1200px;margin:20px auto}.g div{border:1px solid #eee;border-radius:12px;padding:10px}.g i{display:block;height:150px;border-radius:8px;background:linear-gradient(135deg,#b3e5fc,#f8bbd0)}`,
    body: `<nav style="display:flex;justify-content:space-between;padding:16px 30px"><b>Tessera</b><input placeholder="Search collections" style="width:40%"><button onclick="ethereum&&ethereum.request({method:'eth_requestAccounts'})">Connect wallet</button></nav>
<div style="padding:0 30px"><h1>Lumen Keys</h1><p>Floor 0.042 ETH · Volume 318 ETH · 4,096 items · Royalty 5%</p></div><div class="g" id="g"></div>
<script>var g=document.getElementById('g');for(var i=1;i<=10;i++){var d=document.createElement('div');d.innerHTML='<i></i><b>Lumen Key #'+(i*37)+'</b><br>'+(0.04+i/1000).toFixed(3)+' ETH <button>Buy</button>';g.appendChild(d)}</script>
${footer('Tessera Labs', ['Terms', 'Privacy', 'Creator fees', 'Help center'])}`,
  }),
},
  {
  id: 'zm-clean-dapp-staking-dashboard',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://stake.polaris-liquid.fi/ethereum',
  body: doc({
    title: 'Polaris Liquid Staking – Stake ETH, receive plETH',
    css: `body{background:#f5f7ff}.c{max-width:480px;margin:50px auto;background:#fff;border-radius:20px;padding:24px;box-shadow:0 6px 30px rgba(40,60,140,.08)}button{width:100%;background:#3a5bd9;color:#fff;border:0;padding:14px;border-radius:12px}`,
    body: `<div class="c"><h2>Stake Ether</h2><p>APR <b>3.1%</b> · Total staked 412,880 ETH · Stakers 88,214</p><input placeholder="ETH amount" style="width:100%;padding:12px;border:1px solid #dde;border-radius:10px"><p style="font-size:13px">You will receive: 0 plETH · Exchange rate 1 ETH = 1 plETH · Reward fee 10%</p><button id="b">Connect wallet</button><p style="font-size:12px;color:#777">Withdrawals take 1–5 days depending on the validator exit queue.</p></div>
<script>document.getElementById('b').onclick=async function(){if(!window.ethereum)return alert('No wallet found');var a=await ethereum.request({method:'eth_requestAccounts'});var b=await ethereum.request({method:'eth_getBalance',params:[a[0],'latest']});this.textContent='Balance: '+(parseInt(b,16)/1e18).toFixed(4)+' ETH — Stake'}</script>`,
  }),
},
  {
  id: 'zm-clean-metamask-download-own',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://metamask.io/en-GB/download',
  body: doc({
    title: 'Download MetaMask – the crypto wallet for DeFi, Web3 dapps and NFTs',
    css: `.c{max-width:900px;margin:40px auto;text-align:center}.btn{display:inline-block;background:#f6851b;color:#fff;padding:14px 30px;border-radius:30px;text-decoration:none;margin:6px}`,
    body: `<div class="c"><h1>Install MetaMask for Chrome</h1><p>Available as a browser extension and as a mobile app on iOS and Android.</p><a class="btn" href="https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn">Install MetaMask for Chrome</a><a class="btn" href="https://apps.apple.com/app/metamask/id1438144202">iOS</a><a class="btn" href="https://play.google.com/store/apps/details?id=io.metamask">Android</a>
<p style="background:#fff4e5;padding:12px;margin-top:30px">MetaMask will never ask for your Secret Recovery Phrase. Never share it with anyone, including "support" staff.</p></div>`,
  }),
},
  {
  id: 'zm-clean-download-printer-driver-autostart',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://support.printek.com/en-us/drivers/laserjet-m420dn/windows-11',
  body: doc({
    title: 'Printek LaserPro M420dn – Full Driver & Software Package | Printek Support',
    css: `.c{max-width:860px;margin:20px auto}.d{border:1px solid #ddd;padding:16px;border-radius:6px}.btn{background:#0073b7;color:#fff;padding:10px 22px;text-decoration:none}`,
    body: `<div class="c"><h1>LaserPro M420dn drivers for Windows 11 (64-bit)</h1><div class="d"><h3>Full Driver &amp; Software Package</h3><p>Version 3.14.2 · Released 09/18/2026 · 142 MB · WHQL signed</p><a class="btn" id="dl" href="/files/Printek_M420_Full_3.14.2.exe">Download</a><p style="font-size:13px">Your download will begin automatically. If it doesn't, click Download.</p></div>
<h3>Other software</h3><ul><li>Universal Print Driver (PCL6) – 21 MB</li><li>Firmware update 2026.09 – 48 MB</li></ul></div>
<script>setTimeout(function(){location.href=document.getElementById('dl').href},1500)</script>`,
  }),
  routes: { 'support.printek.com/files/Printek_M420_Full_3.14.2.exe': fileRoute(pe({ strings: ['Printek Inc.', 'M420dn Driver Setup', 'InstallShield'] }), 'application/x-msdownload', 'Printek_M420_Full_3.14.2.exe') },
},
  {
  id: 'zm-clean-download-open-source-apk',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://trailnotes.app/android',
  body: doc({
    title: 'TrailNotes for Android – direct APK download',
    css: `.c{max-width:700px;margin:40px auto}.btn{background:#2e7d32;color:#fff;padding:12px 24px;text-decoration:none;border-radius:6px}`,
    body: `<div class="c"><h1>TrailNotes for Android</h1><p>Offline hiking maps and GPX tracking. Get it on Google Play or F-Droid, or download the signed APK directly:</p><a class="btn" href="/releases/trailnotes-4.8.1.apk">trailnotes-4.8.1.apk (14 MB)</a><p style="font-size:13px">Signing certificate SHA-256: 4A:9C:…:E0. The app requests location and storage permissions only. Source code: GPL-3.0 on our Git forge.</p></div>`,
  }),
  routes: { 'trailnotes.app/releases/trailnotes-4.8.1.apk': fileRoute(apk('app.trailnotes', 'TrailNotes', ['gpx', 'osm']), 'application/vnd.android.package-archive', 'trailnotes-4.8.1.apk') },
},
  {
  id: 'zm-clean-redirect-shortener-to-vendor',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://lnk.fernway.co/q4-webinar',
  routes: {
    'lnk.fernway.co/q4-webinar': redirectRoute(301, 'https://events.fernway-systems.com/webinars/q4-platform-update?utm_source=linkedin&utm_medium=social'),
    'events.fernway-systems.com/webinars/q4-platform-update': html(doc({
      title: 'Q4 Platform Update Webinar | Fernway Systems',
      body: `<div style="max-width:700px;margin:40px auto"><h1>Q4 Platform Update – live webinar</h1><p>December 10, 2026 · 17:00 CET · 45 minutes</p><form action="/webinars/register" method="post"><input name="name" placeholder="Name" style="width:100%;padding:9px;margin:4px 0"><input name="email" placeholder="Work email" style="width:100%;padding:9px;margin:4px 0"><input name="company" placeholder="Company" style="width:100%;padding:9px;margin:4px 0"><button>Register</button></form></div>`,
    })),
  },
},
  {
  id: 'zm-clean-news-heavy-trackers-it',
  label: 'clean',
  kind: 'heavy-scripts',
  url: 'https://www.corriere-della-valle.it/cronaca/2026/11/29/maltempo-allerta-arancione',
  body: doc({
    lang: 'it',
    title: 'Maltempo, allerta arancione in tre regioni | Corriere della Valle',
    css: `.cmp{position:fixed;bottom:0;left:0;right:0;background:#fff;box-shadow:0 -2px 12px rgba(0,0,0,.2);padding:20px;z-index:5}.ad{background:#eee;height:250px;width:300px;float:right;margin:10px}article{max-width:800px;margin:20px auto}`,
    head: `<script src="/static/js/prebid.min.js" async></script><script src="/static/js/tagmanager.js" async></script><script src="/static/js/fingerprint-lite.js"></script>`,
    body: `<header style="text-align:center;padding:12px;border-bottom:3px double #000"><h2>CORRIERE DELLA VALLE</h2></header><article><div class="ad" id="ad-mpu"></div><h1>Maltempo, allerta arancione in tre regioni</h1><p>La Protezione civile ha diramato un'allerta arancione per rischio idrogeologico in Liguria, Toscana ed Emilia-Romagna...</p><p>I sindaci hanno disposto la chiusura delle scuole...</p></article>
<div class="cmp" id="cmp"><b>Questo sito utilizza cookie</b><p style="font-size:13px">Noi e i nostri 842 partner utilizziamo cookie e tecnologie simili per archiviare e/o accedere a informazioni su un dispositivo, annunci e contenuti personalizzati, misurazione...</p><button onclick="document.getElementById('cmp').remove();localStorage.setItem('tcf','1')">Accetta</button> <button>Rifiuta</button> <button>Personalizza</button></div>
${analytics('cdv-news')}`,
  }),
  routes: {
    ...beacon('www.corriere-della-valle.it'),
    'www.corriere-della-valle.it/static/js/prebid.min.js': js(`/* prebid.js v9.12.0 */!function(){var p=window.pbjs=window.pbjs||{que:[]};p.que.push(function(){p.adUnits=[{code:"ad-mpu",mediaTypes:{banner:{sizes:[[300,250]]}},bids:[{bidder:"appnexus",params:{placementId:1}}]}]});setTimeout(function(){var a=document.getElementById("ad-mpu");if(a)a.textContent="Pubblicità"},500)}();`),
    'www.corriere-della-valle.it/static/js/tagmanager.js': js(`(function(w,d){w.dataLayer=w.dataLayer||[];w.dataLayer.push({event:"gtm.js",section:"cronaca",paywall:"metered",user:"anon"});var m=d.cookie.match(/art=(\\d+)/),n=m?+m[1]+1:1;d.cookie="art="+n+";path=/;max-age=2592000";if(n>5){w.dataLayer.push({event:"paywall_show"})}})(window,document);`),
    'www.corriere-della-valle.it/static/js/fingerprint-lite.js': js(`(function(){var c=document.createElement("canvas"),x=c.getContext("2d");x.textBaseline="top";x.font="14px Arial";x.fillText("cdv-fp",2,2);var h=0,s=c.toDataURL()+navigator.userAgent+screen.width+"x"+screen.height+Intl.DateTimeFormat().resolvedOptions().timeZone+navigator.hardwareConcurrency;for(var i=0;i<s.length;i++){h=(h<<5)-h+s.charCodeAt(i)|0}window.__vid=(h>>>0).toString(36)})();`),
  },
},
  {
  id: 'zm-clean-spa-minified-bundle-dashboard',
  label: 'clean',
  kind: 'heavy-scripts',
  url: 'https://status.cloudkite-hosting.com/',
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CloudKite Status</title><link rel="stylesheet" href="/assets/index-4f1c2a.css"></head><body><div id="root"></div><script type="module" src="/assets/index-9b2e7d.js"></script></body></html>`,
  routes: {
    'status.cloudkite-hosting.com/assets/index-4f1c2a.css': { status: 200, headers: { 'content-type': 'text/css' }, body: 'body{font-family:system-ui;margin:0;background:#f8fafc}.c{max-width:800px;margin:40px auto}.r{display:flex;justify-content:space-between;padding:12px;border-bottom:1px solid #e2e8f0}.ok{color:#16a34a}.deg{color:#d97706}' },
    'status.cloudkite-hosting.com/assets/index-9b2e7d.js': js(`const e=(t,n={},...r)=>{const o=document.createElement(t);Object.assign(o,n);r.forEach(i=>o.append(i));return o};(async()=>{const t=await(await fetch("/api/v2/summary.json")).json(),n=document.getElementById("root"),r=e("div",{className:"c"},e("h1",{},"CloudKite Status"),e("p",{},t.status.description));t.components.forEach(o=>r.append(e("div",{className:"r"},e("span",{},o.name),e("span",{className:o.status==="operational"?"ok":"deg"},o.status.replace("_"," ")))));n.append(r)})();`),
    'status.cloudkite-hosting.com/api/v2/summary.json': jsonRoute({ status: { description: 'Partial degradation: elevated API latency in eu-west' }, components: [{ name: 'Dashboard', status: 'operational' }, { name: 'API (eu-west)', status: 'degraded_performance' }, { name: 'Object storage', status: 'operational' }, { name: 'DNS', status: 'operational' }] }),
  },
},
  {
  id: 'zm-clean-parcel-tracking-dhl-own',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434182201933100',
  body: doc({
    lang: 'de',
    title: 'Sendungsverfolgung | DHL',
    css: `header{background:#ffcc00;padding:14px 32px;font-weight:900;color:#d40511;font-style:italic;font-size:24px}main{max-width:760px;margin:30px auto}.e{border-left:3px solid #d40511;padding:6px 14px;margin:10px 0}`,
    body: `<header>DHL</header><main><h1>Sendungsverfolgung</h1><p>Sendungsnummer: <b>00340434182201933100</b></p><div id="ev">Lade Sendungsdaten…</div>
<p style="font-size:13px;background:#f5f5f5;padding:10px">Hinweis: DHL fordert Sie niemals per SMS auf, Zollgebühren über einen Link zu bezahlen. Betrugsversuche melden Sie unter dhl.de/betrug.</p></main>
<script>fetch('/int-verfolgen/data/search?piececode=00340434182201933100&language=de').then(function(r){return r.json()}).then(function(j){document.getElementById('ev').innerHTML=j.events.map(function(e){return '<div class="e"><b>'+e.d+'</b><br>'+e.t+'</div>'}).join('')})</script>`,
  }),
  routes: { 'www.dhl.de/int-verfolgen/data/search?piececode=00340434182201933100&language=de': jsonRoute({ events: [{ d: '29.11.2026 08:12', t: 'Die Sendung wurde in das Zustellfahrzeug geladen.' }, { d: '28.11.2026 21:40', t: 'Die Sendung wurde im Start-Paketzentrum bearbeitet.' }, { d: '28.11.2026 14:03', t: 'Die Sendung wurde elektronisch angekündigt.' }] }) },
},
];
