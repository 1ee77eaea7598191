import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, orgPage, orgAssets, qrSvg, analytics } from '../parts/zb-kit.js';
import { fileRoute, jsRoute, jsonRoute, pe, cfb, zip } from '../parts/e-bin.js';
import { northfield, lindenau, valmont, kitamura, lunden, halvorsen, brightwater, dijkstad, morski, withHost } from '../parts/zb-orgs.js';

const nfIt = withHost(northfield, 'it.northfield-uni.ac.uk');
const nfItStats = analytics('it.northfield-uni.ac.uk', 'nf-it');

export const entries: Entry[] = [
  {
    id: 'zb-clean-it-password-self-service',
    label: 'clean',
    kind: 'it-self-service',
    url: 'https://password.northfield-uni.ac.uk/reset',
    body: orgPage(withHost(northfield, 'password.northfield-uni.ac.uk'), 'Reset your password | University of Northfield', `<div class="card" style="max-width:620px;margin:auto">
<h1>Reset your password</h1><p>Use this service if you have forgotten your password or it has expired. You will need the recovery phone number or personal email you registered when you activated your account.</p>
<form method="post" action="/reset/start" id="f"><label for="u">University username</label><input id="u" name="username" type="text" placeholder="e.g. ab1234" required>
<label for="m">Send a verification code to</label><select id="m" name="method"><option value="sms">Text message to registered mobile (ending ••• 41)</option><option value="email">Personal email address</option></select>
<p><button type="submit">Send code</button></p></form>
<h2>Password rules</h2><ul><li>At least 14 characters; passphrases of three or four words work well.</li><li>Must not contain your username or name.</li><li>Must not be one of your last 5 passwords or appear in known breach lists.</li></ul>
<div class="notice">We will never ask for your current password by email, phone or Teams. After resetting, you may need to update the password on your phone's mail app and on eduroam.</div>
<p class="muted">Can't use this service? Visit the IT Service Desk (Library ground floor) with photo ID, or call 01632 960412.</p></div>`, { head: nfItStats.tag }),
    routes: { ...orgAssets(withHost(northfield, 'password.northfield-uni.ac.uk')), 'password.northfield-uni.ac.uk/reset/start': htmlRoute('<!doctype html><title>Enter code</title><p>We sent a 6-digit code. Enter it below.</p><form method=post action=/reset/verify><input name=code><button>Verify</button></form>'), 'password.northfield-uni.ac.uk/assets/px.gif': img(255, 255, 255) },
  },
  {
    id: 'zb-clean-it-mfa-enrolment-guide',
    label: 'clean',
    kind: 'it-guide',
    url: 'https://it.northfield-uni.ac.uk/guides/mfa/set-up-authenticator',
    body: orgPage(nfIt, 'Set up multi-factor authentication | IT Services', `<div class="crumbs"><a href="/">IT Services</a> › <a href="/guides">Guides</a> › MFA</div>
<div class="card"><h1>Set up multi-factor authentication (MFA)</h1><p>All staff and students must use MFA to sign in to university email, Moodle and the student record system from off campus. Setup takes about five minutes.</p>
<h2>1. Install the app</h2><p>Install <strong>Microsoft Authenticator</strong> from the App Store or Google Play on your phone. Other TOTP apps also work.</p>
<h2>2. Add your account</h2><p>On a computer, go to <strong>mysignins.microsoft.com/security-info</strong> and sign in. Choose <em>Add sign-in method › Authenticator app</em>. A QR code appears on <em>that</em> page – scan it with the app. The code below is only an illustration:</p>
<figure style="text-align:center">${qrSvg('example-only-not-a-real-enrolment', 140)}<figcaption class="muted">Example image – scanning it does nothing.</figcaption></figure>
<h2>3. Test it</h2><p>Approve the test notification. Then add a second method (phone number) in case you lose your phone.</p>
<div class="warn"><strong>Never</strong> approve a sign-in request you did not start, and never scan a QR code that arrives by email claiming to be an MFA reset. IT Services does not send QR codes by email. Forward suspicious messages with the <em>Report</em> button in Outlook.</div>
<p class="muted">Page owner: Identity &amp; Access Team · Updated 18 September 2026</p></div>`, { head: nfItStats.tag, v: 'mfa' }),
    routes: { ...orgAssets(nfIt, 'mfa'), ...nfItStats.route },
  },
  {
    id: 'zb-clean-it-phishing-notice-fr',
    label: 'clean',
    kind: 'phishing-notice',
    url: 'https://dsi.univ-valmont.fr/actualites/vigilance-hameconnage-mfa',
    body: orgPage(withHost(valmont, 'dsi.univ-valmont.fr'), 'Vigilance : campagne d\'hameçonnage « réinscription MFA » – DSI', `<div class="card"><h1>Vigilance : campagne d'hameçonnage « réinscription à l'authentification multifacteur »</h1><p class="muted">Publié le 21 novembre 2026 – RSSI</p>
<p>Depuis lundi, de nombreux personnels et étudiants reçoivent un courriel leur demandant de « réinscrire leur appareil MFA avant le 5 décembre ». <strong>Ce message est frauduleux.</strong> La DSI n'a lancé aucune migration.</p>
<p>Le lien mène vers un faux site qui reproduit la page de connexion Sésame et demande ensuite votre numéro de mobile et le code reçu par SMS.</p>
<h2>Que faire ?</h2><ul><li>Ne cliquez pas sur le lien ; signalez le message avec le bouton « Signaler » de Zimbra ou transférez-le à <a href="mailto:abuse@univ-valmont.fr">abuse@univ-valmont.fr</a>.</li><li>Si vous avez saisi votre mot de passe, changez-le immédiatement sur <a href="https://sesame.univ-valmont.fr/">sesame.univ-valmont.fr</a> et contactez l'assistance au 04 78 55 20 99.</li></ul>
<div class="notice">Rappel : la seule page de connexion de l'université est <code>https://cas.univ-valmont.fr</code>.</div></div>`, { lang: 'fr', nav: ['Services', 'Assistance', 'Sécurité', 'Actualités'] }),
    routes: orgAssets(withHost(valmont, 'dsi.univ-valmont.fr')),
  },
  {
    id: 'zb-clean-it-report-phishing-howto-corp',
    label: 'clean',
    kind: 'phishing-notice',
    url: 'https://intranet.halvorsen-logistics.com/security/report-a-suspicious-email',
    body: orgPage(withHost(halvorsen, 'intranet.halvorsen-logistics.com'), 'Report a suspicious email – HLX Intranet', `<div class="grid"><div class="card" style="grid-column:span 2"><h1>Report a suspicious email</h1>
<p>Every report helps. Our Security Operations Centre reviews reported messages within 30 minutes during office hours and removes confirmed phishing from all mailboxes.</p>
<h2>Outlook (desktop and web)</h2><ol><li>Select the message.</li><li>Click <strong>Report</strong> on the ribbon, then <strong>Report phishing</strong>.</li></ol><h2>Mobile</h2><p>Open the message, tap <strong>…</strong> › <strong>Report junk</strong> › <strong>Phishing</strong>.</p>
<h2>Invoice and bank-detail changes</h2><p>Finance will never change supplier bank details based on an email alone. Always call the supplier on the number held in SAP before paying to a new account, and tell <a href="mailto:ap-controls@halvorsen-logistics.com">AP Controls</a>.</p></div>
<div class="card"><h3>Recent examples</h3><ul style="font-size:14px"><li>"Remittance advice" HTML attachments asking for your password</li><li>Fake GlobalProtect "update required" pages</li><li>Teams messages with a "device code" for a board meeting</li></ul><p><a class="btn" href="/security/examples">See all examples</a></p></div></div>`, { nav: ['News', 'People', 'Policies', 'IT', 'Security'] }),
    routes: orgAssets(withHost(halvorsen, 'intranet.halvorsen-logistics.com')),
  },
  {
    id: 'zb-clean-it-print-release-login',
    label: 'clean',
    kind: 'printing',
    url: 'https://print.northfield-uni.ac.uk/user',
    body: doc({
      title: 'PaperCut MF : Login',
      css: `body{font-family:Arial,sans-serif;background:#f1f1f1;margin:0}.h{background:#1d3f6e;color:#fff;padding:12px 20px}.l{width:380px;margin:60px auto;background:#fff;padding:26px;border:1px solid #ddd}input,select{width:100%;padding:8px;margin:4px 0 10px;border:1px solid #aaa}button{background:#5c9a1b;color:#fff;border:0;padding:9px 22px}`,
      body: `<div class="h">University of Northfield &middot; Print Services</div><div class="l"><h2>Log in</h2><form method="post" action="/app"><input type="hidden" name="service" value="direct/1/Home/$Form"><input type="hidden" name="sp" value="S0">
<label>Username</label><input name="inputUsername" type="text"><label>Password</label><input name="inputPassword" type="password"><label>Language</label><select name="$PropertySelection"><option>English</option><option>Deutsch</option><option>Español</option><option>中文(简体)</option></select>
<button type="submit" name="$Submit$0">Log in</button></form><p style="font-size:12px;color:#666">Top up print credit, release jobs and view your print history. Mono A4 4p, colour A4 15p.</p><p style="font-size:12px"><a href="https://it.northfield-uni.ac.uk/guides/printing">Printing from your own device</a></p></div>`,
    }),
  },
  {
    id: 'zb-clean-wifi-eduroam-onboarding-installer',
    label: 'clean',
    kind: 'wifi-onboarding',
    url: 'https://it.northfield-uni.ac.uk/wifi/eduroam',
    body: orgPage(nfIt, 'Connect to eduroam | IT Services', `<div class="card"><h1>Connect to eduroam</h1><p>eduroam gives you secure Wi-Fi on campus and at thousands of universities worldwide. Use the installer so your device checks the server certificate – this protects your password from fake hotspots.</p>
<div class="grid"><div><h3>Windows 10/11</h3><p><a class="btn" href="/wifi/downloads/eduroam-W10-NF.exe">Download installer</a></p><p class="muted">eduroam CAT, signed by GÉANT. 1.2 MB</p></div>
<div><h3>macOS / iOS</h3><p><a class="btn" href="/wifi/downloads/eduroam-OS_X-NF.mobileconfig">Download profile</a></p></div><div><h3>Android</h3><p>Install the <strong>geteduroam</strong> app from Google Play and choose "University of Northfield".</p></div><div><h3>Linux</h3><p><a href="/wifi/downloads/eduroam-linux-NF.py">Python script</a></p></div></div>
<h2>Your details</h2><ul><li>Username: <code>yourusername@northfield-uni.ac.uk</code></li><li>Password: your university password</li></ul><p class="muted">Visitors should use <strong>NF-Guest</strong>; see <a href="/wifi/guest">guest Wi-Fi</a>.</p></div>`, { v: 'wifi' }),
    routes: {
      ...orgAssets(nfIt, 'wifi'),
      'it.northfield-uni.ac.uk/wifi/downloads/eduroam-W10-NF.exe': fileRoute(pe({ strings: ['eduroam CAT', 'GEANT Association', 'University of Northfield', 'eduroam installer'], x64: false }), 'application/x-msdownload', 'eduroam-W10-NF.exe'),
      'it.northfield-uni.ac.uk/wifi/downloads/eduroam-OS_X-NF.mobileconfig': fileRoute('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>PayloadDisplayName</key><string>eduroam - University of Northfield</string></dict></plist>\n', 'application/x-apple-aspen-config', 'eduroam-OS_X-NF.mobileconfig'),
    },
  },
  {
    id: 'zb-clean-wifi-guest-captive-portal-nl',
    label: 'clean',
    kind: 'wifi-onboarding',
    url: 'https://gastwifi.hs-dijkstad.nl/portal/login?mac=3c%3A22%3Afb%3A1a%3A90%3A4e&ap=KOEPEL-3-AP12',
    body: doc({
      title: 'Gastnetwerk Hogeschool Dijkstad',
      lang: 'nl',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#e35205;color:#222}.c{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;padding:26px}input{width:100%;padding:10px;margin:6px 0;border:1px solid #bbb;border-radius:4px}button{width:100%;background:#e35205;color:#fff;border:0;padding:11px;border-radius:4px}.s{font-size:12px;color:#666}`,
      body: `<div class="c"><img src="/portal/logo.png" alt="Hogeschool Dijkstad" height="36"><h2>Welkom op DIJKSTAD-GAST</h2><p>Gratis internet voor bezoekers. Vul je gegevens in, dan ontvang je per sms een toegangscode die 24 uur geldig is.</p>
<form method="post" action="/portal/register"><input name="naam" placeholder="Naam"><input name="mobiel" placeholder="Mobiel nummer" type="tel"><label class="s"><input type="checkbox" name="akkoord" style="width:auto"> Ik ga akkoord met de <a href="/portal/voorwaarden">gebruiksvoorwaarden</a></label><button>Code aanvragen</button></form>
<p class="s">Studenten en medewerkers: gebruik <b>eduroam</b>. Hulp nodig? ICT-servicedesk, 088 525 7000.</p><p class="s"><a href="?lang=en">English</a></p></div>`,
    }),
    routes: { 'gastwifi.hs-dijkstad.nl/portal/logo.png': img(227, 82, 5) },
  },
  {
    id: 'zb-clean-software-centre-staff-de',
    label: 'clean',
    kind: 'software-download',
    url: 'https://software.uni-lindenau.de/katalog',
    body: orgPage(withHost(lindenau, 'software.uni-lindenau.de'), 'Softwarekatalog – ZIH Universität Lindenau', `<div class="card"><h1>Softwarekatalog für Beschäftigte und Studierende</h1><p>Campuslizenzen des ZIH. Anmeldung mit ZIH-Login erforderlich für lizenzpflichtige Downloads.</p>
<input type="text" id="q" placeholder="Software suchen …"><table id="t"><tr><th>Software</th><th>Lizenz</th><th>Plattform</th><th></th></tr></table></div>
<script>
var sw=[['Microsoft 365 Apps','Campusvertrag','Win/Mac','/katalog/m365'],['MATLAB R2026b','Campuslizenz (TAH)','Win/Mac/Linux','/katalog/matlab'],['SPSS Statistics 30','Lizenzserver','Win/Mac','/katalog/spss'],['Citavi 7','Campuslizenz','Win','/katalog/citavi'],['7-Zip 24.08','Open Source','Win','/katalog/7zip'],['Cisco Secure Client (VPN)','Campus','Win/Mac/Linux','/katalog/vpn'],['LaTeX (MiKTeX)','Open Source','Win','/katalog/miktex']];
function r(f){var t=document.getElementById('t');while(t.rows.length>1)t.deleteRow(1);sw.filter(function(s){return s[0].toLowerCase().indexOf(f)>=0;}).forEach(function(s){var tr=t.insertRow();tr.innerHTML='<td></td><td></td><td></td><td><a>Details</a></td>';tr.cells[0].textContent=s[0];tr.cells[1].textContent=s[1];tr.cells[2].textContent=s[2];tr.cells[3].firstChild.href=s[3];});}
r('');document.getElementById('q').oninput=function(e){r(e.target.value.toLowerCase());};
</script>`, { lang: 'de', nav: ['Dienste', 'Software', 'Hilfe', 'Status'] }),
    routes: orgAssets(withHost(lindenau, 'software.uni-lindenau.de')),
  },
  {
    id: 'zb-clean-it-service-status-page',
    label: 'clean',
    kind: 'it-status',
    url: 'https://status.northfield-uni.ac.uk/',
    body: doc({
      title: 'University of Northfield IT Service Status',
      css: `body{margin:0;font-family:-apple-system,Segoe UI,sans-serif;background:#f7f8fa;color:#222}.h{background:#1d3f6e;color:#fff;padding:20px 30px}.c{max-width:820px;margin:20px auto}.s{background:#fff;border:1px solid #e2e5e9;padding:12px 16px;display:flex;justify-content:space-between}
.ok{color:#2e7d32}.deg{color:#e65100}.inc{background:#fff8e1;border:1px solid #ffe082;padding:14px;margin:14px 0}`,
      body: `<div class="h"><h2 style="margin:0">IT Service Status</h2><small>Updated automatically every 60 seconds</small></div><div class="c"><div class="inc"><b>Investigating – Email delivery delays (external)</b><br>Some messages from outside the university are delayed by up to 40 minutes while additional phishing filtering is applied. Posted 10:42.</div><div id="list"></div>
<p style="font-size:13px;color:#666">Subscribe to updates by email or RSS. Report a problem to the IT Service Desk: 01632 960412.</p></div>
<script>fetch('/api/v2/components.json').then(function(r){return r.json();}).then(function(j){document.getElementById('list').innerHTML=j.components.map(function(c){return '<div class="s"><span>'+c.name+'</span><span class="'+(c.status==='operational'?'ok':'deg')+'">'+c.status.replace('_',' ')+'</span></div>';}).join('');});</script>`,
    }),
    routes: { 'status.northfield-uni.ac.uk/api/v2/components.json': jsonRoute({ components: [{ name: 'Email (Outlook)', status: 'degraded_performance' }, { name: 'Moodle', status: 'operational' }, { name: 'Single sign-on', status: 'operational' }, { name: 'eduroam Wi-Fi', status: 'operational' }, { name: 'Printing', status: 'operational' }, { name: 'Student Records', status: 'operational' }, { name: 'VPN', status: 'operational' }] }) },
  },
  {
    id: 'zb-clean-security-awareness-training',
    label: 'clean',
    kind: 'it-training',
    url: 'https://learn.brightwater-components.de/security-awareness/2026',
    body: orgPage(withHost(brightwater, 'learn.brightwater-components.de'), 'Security Awareness Training 2026 – Brightwater Academy', `<div class="card"><h1>Pflichtschulung Informationssicherheit 2026</h1><p>Die jährliche Schulung ist für alle Beschäftigten bis zum <strong>15. Dezember 2026</strong> verpflichtend (ca. 25 Minuten).</p>
<div class="grid"><div class="card"><h3>Modul 1</h3><p>Phishing erkennen: Rechnungen, Paketbenachrichtigungen, QR-Codes</p><a class="btn" href="/security-awareness/2026/m1">Starten</a></div><div class="card"><h3>Modul 2</h3><p>Sichere Passwörter und MFA</p><a class="btn" href="/security-awareness/2026/m2">Starten</a></div><div class="card"><h3>Modul 3</h3><p>Betrugsmaschen: CEO-Fraud, geänderte Bankverbindungen</p><a class="btn" href="/security-awareness/2026/m3">Starten</a></div></div>
<p class="muted">Sie sind angemeldet über Single Sign-On. Fragen: informationssicherheit@brightwater-components.de</p></div>`, { lang: 'de', nav: ['Meine Kurse', 'Katalog', 'Zertifikate'] }),
    routes: orgAssets(withHost(brightwater, 'learn.brightwater-components.de')),
  },
];
