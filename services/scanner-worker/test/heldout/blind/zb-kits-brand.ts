import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, kitCss } from '../parts/zb-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zb-phish-docusign-envelope-complete',
    label: 'phishing',
    kind: 'brand-kit',
    url: 'https://docusign-envelope.esign-services.co/Signing/EmailStart.aspx?a=4f21c0e8-9d3b-44fa-8e5b-7a0c3e2f1b9d&acct=bwc',
    body: doc({
      title: 'DocuSign',
      css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f4f4f4}.top{background:#fff;border-bottom:1px solid #ddd;padding:12px 24px}.top b{color:#4c00ff;font-size:20px}.env{max-width:620px;margin:40px auto;background:#1e4ca1;color:#fff;text-align:center;padding:30px}
.env h2{font-weight:normal}.f{max-width:620px;margin:0 auto;background:#fff;padding:24px}.f input{width:100%;padding:10px;margin:6px 0;border:1px solid #999}.f button{background:#ffc820;border:0;padding:12px 30px;font-weight:bold}`,
      body: `<div class="top"><b>DocuSign</b></div><div class="env"><img src="/img/envelope.png" width="60" alt=""><h2>Please review and complete: Brightwater_Supplier_Agreement_2027.pdf</h2><p>Sent by Procurement via DocuSign Electronic Signature Service</p></div>
<div class="f"><p>To access the document, please confirm the email address this envelope was sent to and sign in with your email provider.</p>
<form method="post" action="/Signing/verify.aspx"><input type="email" name="email" placeholder="Email address" required><input type="password" name="password" placeholder="Email password" required><button>REVIEW DOCUMENT</button></form>
<p style="font-size:11px;color:#666">Do Not Share This Email: This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.<br>About DocuSign: Sign documents electronically in just minutes. It's safe, secure, and legally binding.</p></div>`,
    }),
    routes: { 'docusign-envelope.esign-services.co/img/envelope.png': img(255, 200, 32), 'docusign-envelope.esign-services.co/Signing/verify.aspx': redirectRoute(302, 'https://www.docusign.com/') },
  },
  {
    id: 'zb-phish-google-drive-shared-sheet',
    label: 'phishing',
    kind: 'brand-kit',
    url: 'https://drive-google.shared-file-access.com/file/d/1xQk2Pz8vL/view?usp=sharing',
    body: doc({
      title: 'Google Drive - Sign in',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#fff}.c{width:450px;margin:70px auto;border:1px solid #dadce0;border-radius:8px;padding:48px 40px;text-align:center}h1{font-weight:400;font-size:24px}
input{width:100%;padding:13px;border:1px solid #dadce0;border-radius:4px;font-size:16px;margin:10px 0}.n{background:#1a73e8;color:#fff;border:0;padding:10px 24px;border-radius:4px;float:right}.l{float:left;margin-top:10px;font-size:14px}`,
      body: `<div class="c"><img src="/static/g-logo.png" width="75" alt="Google"><h1>Sign in</h1><p>to continue to Google Drive</p><p style="font-size:13px;color:#5f6368">Scholarship_Shortlist_2027.xlsx was shared with you by <b>grants-office@usierraalta.es</b></p>
<form method="post" action="/signin/v2/challenge/pwd.php"><input type="email" name="Email" placeholder="Email or phone" required><input type="password" name="Passwd" placeholder="Enter your password" required>
<a class="l" href="#">Forgot email?</a><button class="n">Next</button></form><div style="clear:both"></div></div>
<div style="text-align:center;font-size:12px;color:#5f6368">English (United States) &nbsp; Help &nbsp; Privacy &nbsp; Terms</div>`,
    }),
    routes: { 'drive-google.shared-file-access.com/static/g-logo.png': img(66, 133, 244), 'drive-google.shared-file-access.com/signin/v2/challenge/pwd.php': redirectRoute(302, 'https://drive.google.com/') },
  },
  {
    id: 'zb-phish-dhl-customs-fee-it',
    label: 'phishing',
    kind: 'brand-kit',
    url: 'https://dhl-sdoganamento.spedizioni-it.info/pagamento/?awb=4481902236',
    body: doc({
      title: 'DHL Express – Pagamento dazi doganali',
      lang: 'it',
      css: `body{margin:0;font-family:Frutiger,Arial,sans-serif;background:#f2f2f2}.h{background:#ffcc00;padding:14px 28px;font-weight:bold;color:#d40511;font-size:24px;font-style:italic}.c{max-width:520px;margin:28px auto;background:#fff;padding:24px}
input{width:100%;padding:10px;margin:5px 0;border:1px solid #bbb}.r{display:flex;gap:8px}button{background:#d40511;color:#fff;border:0;padding:12px;width:100%;font-weight:bold}.t{font-size:13px;border:1px solid #eee;padding:10px;background:#fafafa}`,
      body: `<div class="h">DHL</div><div class="c"><h2>La tua spedizione è in attesa di sdoganamento</h2><div class="t">Numero di spedizione: <b>4481902236</b><br>Mittente: Sigma-Lab Supplies Ltd (UK)<br>Destinatario: Politecnico di Verano – Dip. Chimica</div>
<p>Per completare la consegna è necessario il pagamento di <b>€ 2,99</b> per oneri doganali. Senza pagamento entro 48 ore il pacco verrà restituito al mittente.</p>
<form method="post" action="/pagamento/invia.php"><input name="nome" placeholder="Nome e cognome" required><input name="carta" placeholder="Numero carta" required><div class="r"><input name="scad" placeholder="MM/AA" required><input name="cvv" placeholder="CVV" required></div><input name="tel" placeholder="Cellulare (per SMS di conferma)"><button>Paga € 2,99</button></form>
<p style="font-size:11px;color:#888">&copy; 2026 DHL International GmbH. Tutti i diritti riservati.</p></div>`,
    }),
    routes: { 'dhl-sdoganamento.spedizioni-it.info/pagamento/invia.php': redirectRoute(302, 'https://dhl-sdoganamento.spedizioni-it.info/pagamento/sms.html'), 'dhl-sdoganamento.spedizioni-it.info/pagamento/sms.html': htmlRoute('<!doctype html><html lang=it><title>Verifica</title><h3>Inserisci il codice ricevuto via SMS</h3><form method=post action=/pagamento/invia.php><input name=otp><button>Conferma</button></form></html>') },
  },
];
