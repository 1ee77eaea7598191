import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsonRoute, jsRoute, keyOf, MS_CSS, MS_SQUARES, msCard, qrSvg, tok, tok64 } from '../parts/yo-kit.js';

// Cleared content pages: IT knowledge-base articles and security write-ups that quote attacks, checkouts,
// hosted invoices, a crypto app, secure-message portals, web apps that build files in the browser,
// Microsoft's own device-code, consent and Authenticator pages, and a parked look-alike domain.

export const entries: Entry[] = [
(() => {
  const snippet = `<script>var _0x1c=['PGh0bWw+PGhlYWQ+PG1ldGEgY2hhcnNldD0idXRmLTgiPjx0aXRsZT5TaWduIGluPC90aXRsZT4','...'];
var _0x2e='';for(var i=0;i<_0x1c.length;i++){_0x2e+=_0x1c[i];}
document['wr'+'ite'](decodeURIComponent(escape(window['a'+'t'+'o'+'b'](_0x2e))));</script>`;
  return {
    id: 'yo-ok-blog-aitm-kit-analysis',
    label: 'clean',
    kind: 'security-blog',
    url: 'https://www.tealpoint.io/blog/inside-an-aitm-phishing-kit-turnstile-gates-and-base64-loaders',
    body: doc({
      title: 'Inside an AiTM phishing kit: Turnstile gates and base64 loaders | Tealpoint Blog',
      css: `body{margin:0;font-family:Inter,Georgia,serif;color:#1c2430}header{padding:18px 40px;border-bottom:1px solid #e5e8ec;font-family:Inter,Arial;font-weight:700;color:#0fa3a3}
article{max-width:760px;margin:36px auto;padding:0 20px;line-height:1.75;font-size:17px}pre{background:#0d1117;color:#c9d1d9;padding:14px;border-radius:6px;overflow:auto;font-size:13px;line-height:1.5}
code{background:#f0f3f6;padding:1px 4px;border-radius:3px;font-size:14px}table{border-collapse:collapse;font-size:14px;width:100%}td,th{border:1px solid #dfe4ea;padding:6px}.by{color:#6a7685;font-size:14px;font-family:Inter,Arial}`,
      body: `<header>Tealpoint Threat Research</header><article><h1>Inside an AiTM phishing kit: Turnstile gates and base64 loaders</h1><p class="by">Priya Raman &middot; October 4, 2024 &middot; 9 min read</p>
<p>Over the last quarter our sandbox detonated more than 14,000 URLs that ended in adversary-in-the-middle (AiTM) sign-in pages for Microsoft 365. Most followed the same three-stage pattern: a Cloudflare Turnstile gate, a loader that fetches an encoded page, and a reverse proxy that relays credentials and the session cookie in real time.</p>
<h2>Stage 1: the gate</h2><p>The first page shows "Verify you are human" and only continues once Turnstile returns a token. This keeps most URL scanners on an innocuous challenge page. Kits also check <code>navigator.webdriver</code> and redirect to <code>office.com</code> when automation is detected.</p>
<h2>Stage 2: the loader</h2><p>The next response is a nearly empty document. The real page is split into base64 chunks and written with <code>document.write</code>:</p>
<pre>${snippet.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</pre>
<p>The victim's address usually arrives in the URL fragment (<code>#amFuZS5kb2VAZXhhbXBsZS5jb20=</code>), so it never reaches server logs.</p>
<h2>Indicators</h2><table><tr><th>Type</th><th>Value</th></tr><tr><td>Domain</td><td>mfa-review[.]corpdocs-cloud[.]com</td></tr><tr><td>Domain</td><td>auth[.]msverify-session[.]com</td></tr><tr><td>Path</td><td>/8Jq3Xv/api (POST, JSON: step, u, p, sid)</td></tr><tr><td>Telegram bot</td><td>bot7104478211 (reported)</td></tr></table>
<h2>Defending</h2><p>Phishing-resistant MFA (FIDO2, Windows Hello for Business) and token protection in Conditional Access defeat the relay. Block newly registered domains at the gateway and alert on sign-ins whose session cookie appears from a new ASN within minutes.</p></article>`,
    }),
  } satisfies Entry;
})(),
{
  id: 'yo-ok-blog-html-smuggling-explainer',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://blog.mailshield-labs.com/2024/09/html-smuggling-iso-lnk-chains-explained',
  body: doc({
    title: 'HTML smuggling, ISO and LNK chains explained | MailShield Labs',
    css: `body{margin:0;font-family:Georgia,serif;color:#222;background:#fcfcfc}header{background:#111;color:#fff;padding:16px 40px;font-family:Arial;font-weight:700}
article{max-width:740px;margin:36px auto;padding:0 20px;line-height:1.75;font-size:17px}pre{background:#f4f4f4;border:1px solid #ddd;padding:12px;border-radius:4px;overflow:auto;font-size:13px;font-family:Consolas,monospace;line-height:1.45}
.callout{background:#eef6ff;border-left:4px solid #2f6fd1;padding:10px 14px;font-size:15px}`,
    body: `<header>MailShield Labs</header><article><h1>HTML smuggling, ISO and LNK chains explained</h1><p style="color:#777;font-size:14px">September 19, 2024 &middot; Research team</p>
<p>HTML smuggling hides a payload inside an HTML attachment or web page. Because the file is assembled inside the browser, network controls that inspect downloads never see it. Here is the core of a typical sample, with the payload removed:</p>
<pre>&lt;script&gt;
function b2a(s){var b=atob(s),n=b.length,u=new Uint8Array(n);while(n--){u[n]=b.charCodeAt(n)}return u}
var d="[base64 ISO image removed]";
var blob=new Blob([b2a(d)],{type:"application/octet-stream"});
var a=document.createElement("a");a.href=URL.createObjectURL(blob);
a.download="INVOICE_0932.iso";a.click();
&lt;/script&gt;</pre>
<p>The ISO contains a shortcut (<code>INVOICE_0932.lnk</code>) whose target is <code>cmd.exe /c start rundll32 data.dat,Start</code>. Because Windows mounts ISO images without propagating Mark-of-the-Web on older builds, SmartScreen never warns.</p>
<div class="callout"><b>Mitigations:</b> block .iso, .img, .vhd and .lnk at the gateway; disable auto-mount of disk images via Group Policy; and alert on <code>rundll32.exe</code> launched by <code>explorer.exe</code> from a mounted volume.</div>
<p>The same technique is used by legitimate web apps to export reports as CSV or PDF without a round trip to the server, which is why detection has to look at what is being built and how it is presented, not just at the <code>Blob</code> API.</p></article>`,
  }),
},
{
  id: 'yo-ok-salon-countdown-inscription-fr',
  label: 'clean',
  kind: 'marketing-countdown',
  url: 'https://evenements.cybersecu-expo.fr/lyon-2024/inscription?utm_source=emailing&utm_campaign=relance_j-10',
  body: doc({
    title: 'Cybersécu Expo Lyon 2024 – Inscription gratuite',
    lang: 'fr',
    css: `body{margin:0;font-family:Montserrat,Arial,sans-serif;background:#10162f;color:#fff}.w{max-width:1000px;margin:0 auto;padding:50px 24px;display:grid;grid-template-columns:1.2fr 1fr;gap:40px}
h1{font-size:38px;margin:10px 0}.cd{display:flex;gap:12px;margin:20px 0}.cd div{background:#1d2752;border-radius:8px;padding:10px 14px;text-align:center}.cd b{display:block;font-size:26px;color:#ff5a5f}
form{background:#fff;color:#10162f;border-radius:10px;padding:24px}label{display:block;font-size:13px;font-weight:600;margin:10px 0 4px}input,select{width:100%;box-sizing:border-box;height:40px;border:1px solid #c6cbe0;border-radius:6px;padding:0 10px}
button{width:100%;height:46px;border:0;border-radius:6px;background:#ff5a5f;color:#fff;font-weight:700;margin-top:16px}`,
    body: `<div class="w"><div><div style="color:#ff5a5f;font-weight:700;font-size:13px">16 &amp; 17 OCTOBRE 2024 &middot; EUREXPO LYON</div><h1>Le salon de la cybersécurité pour les ETI et collectivités</h1>
<p>120 exposants, 40 conférences, des ateliers pratiques sur la messagerie sécurisée, la sauvegarde et la réponse à incident. Entrée gratuite sur inscription.</p>
<div class="cd"><div><b id="j">--</b>jours</div><div><b id="h">--</b>heures</div><div><b id="m">--</b>min</div><div><b id="s">--</b>sec</div></div>
<p style="font-size:14px;opacity:.8">Plus que quelques jours pour obtenir votre badge gratuit.</p></div>
<form method="post" action="/lyon-2024/api/inscription"><h3 style="margin-top:0">Obtenir mon badge</h3><label>Prénom</label><input name="prenom" required><label>Nom</label><input name="nom" required><label>E-mail professionnel</label><input type="email" name="email" required>
<label>Organisation</label><input name="organisation" required><label>Fonction</label><select name="fonction"><option>DSI / RSSI</option><option>Administrateur systèmes</option><option>Direction générale</option><option>Autre</option></select>
<button type="submit">Je m'inscris</button><p style="font-size:11px;color:#555">Vos données sont traitées par Cybersécu Expo SAS conformément au RGPD. <a href="/confidentialite">Politique de confidentialité</a></p></form></div>
<script>var fin=new Date("2024-10-16T07:00:00Z").getTime();function p(n){return("0"+Math.floor(n)).slice(-2)}
function t(){var s=Math.max(0,(fin-Date.now())/1e3);document.getElementById("j").textContent=p(s/86400);document.getElementById("h").textContent=p(s%86400/3600);document.getElementById("m").textContent=p(s%3600/60);document.getElementById("s").textContent=p(s%60)}t();setInterval(t,1000);</script>`,
  }),
},
{
  id: 'yo-ok-secure-message-reader',
  label: 'clean',
  kind: 'secure-message-portal',
  url: 'https://securemail.northwindbank.com/formpostdir/securereader?id=' + tok64('smid', 30) + '&brand=' + tok('smbrand', 8),
  body: doc({
    title: 'Northwind Bank Secure Message Center',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#eef1f4;color:#222}.h{background:#0b3d2e;color:#fff;padding:14px 30px;font-size:18px;font-weight:700}
.c{max-width:480px;margin:40px auto;background:#fff;padding:28px;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.12)}label{display:block;font-size:13px;font-weight:700;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;height:38px;border:1px solid #aab;border-radius:3px;padding:0 10px}button{background:#0b3d2e;color:#fff;border:0;border-radius:3px;padding:10px 22px;margin-top:16px}.n{font-size:12px;color:#666;margin-top:16px;line-height:1.5}`,
    body: `<div class="h">Northwind Bank &middot; Secure Message Center</div><div class="c"><h2 style="margin-top:0;font-size:20px">Open your secure message</h2>
<p style="font-size:14px">You have received an encrypted message from <b>commercial.services@northwindbank.com</b>. Enter the password you created when you registered for Secure Message Center.</p>
<form method="post" action="/formpostdir/securereader"><input type="hidden" name="id" value="${tok64('smid', 30)}"><label>Email address</label><input type="email" name="email" value="ap@kirbynetworks.com" readonly><label>Password</label><input type="password" name="password" required>
<button type="submit">Continue</button></form><p style="font-size:13px"><a href="/formpostdir/forgotpassword">Forgot password?</a> &middot; <a href="/formpostdir/register">First time? Register</a></p>
<p class="n">Secure Message Center is operated by Northwind Bank using Proofpoint Encryption. This password is not your online banking password. Northwind Bank will never ask you to provide account numbers or one-time codes by secure message. Questions: Commercial Services 1-800-555-0110.</p></div>`,
  }),
},
(() => {
  const host = 'app.timetrack.io';
  const rows = [
    ['2024-10-01', 'J. Ng', 'Kirby Networks – Columbus DC', '7.5', 'Cabling audit'],
    ['2024-10-01', 'S. Patel', 'Lakeshore MFG – ERP', '6.0', 'Vendor master cleanup'],
    ['2024-10-02', 'J. Ng', 'Kirby Networks – Columbus DC', '8.0', 'Rack elevation review'],
    ['2024-10-02', 'M. Ortiz', 'Internal', '3.5', 'Security awareness training'],
  ];
  return {
    id: 'yo-ok-timesheet-csv-blob-export',
    label: 'clean',
    kind: 'webapp-blob-export',
    url: `https://${host}/reports/timesheets?from=2024-10-01&to=2024-10-07&team=consulting`,
    routes: {
      [`${host}/reports/timesheets`]: htmlRoute(
        doc({
          title: 'Timesheets · Reports · TimeTrack',
          css: `body{margin:0;font-family:Inter,Arial,sans-serif;color:#1f2933;background:#f8fafc}.top{background:#fff;border-bottom:1px solid #e4e7eb;padding:12px 24px;display:flex;justify-content:space-between;align-items:center}
.w{max-width:1000px;margin:24px auto;padding:0 20px}table{width:100%;border-collapse:collapse;background:#fff;font-size:14px}th,td{padding:9px 10px;border-bottom:1px solid #eef0f3;text-align:left}th{background:#f1f4f8}
.b{background:#3b82f6;color:#fff;border:0;border-radius:6px;padding:8px 14px;font-weight:600;cursor:pointer;margin-left:8px}`,
          body: `<div class="top"><b>&#9201; TimeTrack</b><span style="font-size:14px">Consulting team &middot; Oct 1 &ndash; Oct 7, 2024</span></div>
<div class="w"><div style="display:flex;justify-content:space-between;align-items:center"><h2>Timesheets</h2><span><button class="b" id="csv">Export CSV</button><button class="b" id="json" style="background:#64748b">Export JSON</button></span></div>
<table id="t"><thead><tr><th>Date</th><th>Person</th><th>Project</th><th>Hours</th><th>Notes</th></tr></thead><tbody></tbody></table></div>
<script>
var rows=${JSON.stringify(rows)};
var tb=document.querySelector("#t tbody");rows.forEach(function(r){var tr=document.createElement("tr");r.forEach(function(c){var td=document.createElement("td");td.textContent=c;tr.appendChild(td)});tb.appendChild(tr)});
function save(data,type,name){var blob=new Blob([data],{type:type});var a=document.createElement("a");a.href=URL.createObjectURL(blob);a.download=name;document.body.appendChild(a);a.click();setTimeout(function(){URL.revokeObjectURL(a.href);a.remove()},0)}
function esc(v){return /[",\\n]/.test(v)?'"'+v.replace(/"/g,'""')+'"':v}
document.getElementById("csv").onclick=function(){var out="Date,Person,Project,Hours,Notes\\n"+rows.map(function(r){return r.map(esc).join(",")}).join("\\n");save(out,"text/csv;charset=utf-8","timesheets_2024-10-01_2024-10-07.csv")};
document.getElementById("json").onclick=function(){save(JSON.stringify(rows,null,2),"application/json","timesheets.json")};
</script>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const host = 'portal.crestlinepm.com';
  const bundle = `(function(){var root=document.getElementById("root");
function h(t,a,c){var e=document.createElement(t);for(var k in a||{}){if(k==="text")e.textContent=a[k];else e.setAttribute(k,a[k])}(c||[]).forEach(function(x){e.appendChild(x)});return e}
fetch("/api/v1/me",{credentials:"include"}).then(function(r){return r.json()}).then(function(me){
 fetch("/api/v1/workorders?status=open",{credentials:"include"}).then(function(r){return r.json()}).then(function(w){
  root.innerHTML="";root.appendChild(h("header",{class:"bar"},[h("b",{text:"Crestline Property Management"}),h("span",{text:"Signed in as "+me.name})]));
  var list=h("main",{class:"main"},[h("h1",{text:"Open work orders ("+w.items.length+")"})]);
  w.items.forEach(function(it){list.appendChild(h("div",{class:"wo"},[h("b",{text:it.id+" \\u2013 "+it.title}),h("div",{text:it.property+" \\u00b7 "+it.priority+" \\u00b7 assigned to "+it.vendor})]))});
  root.appendChild(list)})})
.catch(function(){root.textContent="Unable to load. Please refresh."});})();`;
  return {
    id: 'yo-ok-spa-empty-shell-portal',
    label: 'clean',
    kind: 'spa-shell',
    url: `https://${host}/workorders`,
    routes: {
      [`${host}/workorders`]: htmlRoute(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Crestline Portal</title><link rel="icon" href="/favicon.ico"><style>body{margin:0;font-family:Inter,Arial,sans-serif;background:#f5f7fa}.bar{display:flex;justify-content:space-between;background:#22313f;color:#fff;padding:14px 24px}.main{max-width:900px;margin:24px auto;padding:0 20px}.wo{background:#fff;border-radius:6px;padding:12px 16px;margin:10px 0;box-shadow:0 1px 2px rgba(0,0,0,.08);font-size:14px}</style><script defer="defer" src="/static/js/main.4b2e9c1f.js"></script></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>`,
      ),
      [`${host}/static/js/main.4b2e9c1f.js`]: jsRoute(bundle),
      [`${host}/api/v1/me`]: jsonRoute({ name: 'Sandra Kowalski', role: 'property_manager' }),
      [`${host}/api/v1/workorders`]: jsonRoute({
        items: [
          { id: 'WO-8812', title: 'HVAC not cooling – unit 4B', property: 'Maple Court', priority: 'High', vendor: 'Northside Mechanical' },
          { id: 'WO-8815', title: 'Replace lobby door closer', property: 'Riverside Lofts', priority: 'Normal', vendor: 'Crestline Maintenance' },
          { id: 'WO-8819', title: 'Parking lot light out (pole 6)', property: 'Maple Court', priority: 'Low', vendor: 'BrightSpark Electric' },
        ],
      }),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-ok-mysignins-authenticator-qr',
  label: 'clean',
  kind: 'idp-own-host',
  url: 'https://mysignins.microsoft.com/register?csrf_token=' + tok64('mscsrf', 40),
  body: doc({
    title: 'My Sign-Ins | Security Info | Microsoft.com',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#faf9f8;color:#323130}.top{height:48px;background:#fff;border-bottom:1px solid #edebe9;display:flex;align-items:center;padding:0 16px;gap:10px;font-weight:600}
.c{max-width:640px;margin:40px auto;background:#fff;padding:28px 36px;box-shadow:0 1.6px 3.6px rgba(0,0,0,.13)}.steps{display:flex;gap:8px;margin:10px 0 20px;font-size:13px}.steps span{padding:4px 10px;border-radius:12px;background:#f3f2f1}.steps span.on{background:#0078d4;color:#fff}
.qr{text-align:center;margin:16px 0}.b{background:#0078d4;color:#fff;border:0;padding:8px 20px;border-radius:2px;font-weight:600}.s{background:#fff;color:#323130;border:1px solid #8a8886;padding:8px 20px;border-radius:2px;margin-right:8px}`,
    body: `<div class="top">${MS_SQUARES} My Sign-Ins</div><div class="c"><h2 style="margin-top:0">Keep your account secure</h2><p style="font-size:14px">Your organization requires you to set up the following methods of proving who you are.</p>
<div class="steps"><span class="on">1 App</span><span>2 Phone</span></div>
<h3>Microsoft Authenticator</h3><p style="font-size:14px"><b>Scan the QR code</b><br>Use the Microsoft Authenticator app to scan the QR code. This will connect the Microsoft Authenticator app with your account. After you scan the QR code, choose "Next".</p>
<div class="qr">${qrSvg('phonefactor://activate_account?code=' + tok('msaq', 9) + '&url=https://mobileappcommunicator.auth.microsoft.com/activate/' + tok('msaq2', 9) + '/WUS', 5)}</div>
<p style="font-size:13px"><a href="#">Can't scan image?</a></p>
<div style="text-align:right"><button class="s">Back</button><button class="b">Next</button></div>
<p style="font-size:13px;margin-top:18px"><a href="#">I want to set up a different method</a></p></div>`,
  }),
},
{
  id: 'yo-ok-parked-lookalike-domain',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://docusign-envelope-review.com/',
  body: doc({
    title: 'docusign-envelope-review.com',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#333}.t{background:#f5f5f5;padding:30px;text-align:center}.t h1{font-size:30px;font-weight:400;margin:0}.t p{color:#777}
.ads{max-width:700px;margin:30px auto;padding:0 20px}.ads h3{font-size:14px;color:#999;font-weight:400}.ads a{display:block;font-size:18px;color:#1a0dab;margin:14px 0 2px;text-decoration:none}.ads span{font-size:13px;color:#006621}
.f{text-align:center;font-size:12px;color:#999;margin:40px 0}.sale{display:inline-block;margin-top:12px;background:#f0ad4e;color:#fff;padding:8px 16px;border-radius:3px;text-decoration:none}`,
    body: `<div class="t"><h1>docusign-envelope-review.com</h1><p>This domain may be for sale!</p><a class="sale" href="https://www.afternic.com/forsale/docusign-envelope-review.com?traffic_id=daslnc&amp;traffic_type=TDFS_DASLNC">Buy this domain</a></div>
<div class="ads"><h3>Related searches</h3><a href="/search?q=electronic+signature+software">Electronic Signature Software</a><span>Sponsored</span><a href="/search?q=document+management+system">Document Management System</a><span>Sponsored</span><a href="/search?q=online+contract+signing">Online Contract Signing</a><span>Sponsored</span><a href="/search?q=pdf+editor">PDF Editor</a><span>Sponsored</span></div>
<div class="f">2024 Copyright. All Rights Reserved.<br>The Sponsored Listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers. <a href="/privacy">Privacy Policy</a></div>
<script>window.park={domain:"docusign-envelope-review.com",pubId:"dp-godaddy${tok('park', 6)}",channel:"exp-0051"};</script>`,
  }),
},
];
