import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, orgPage, orgAssets, qrSvg, analytics } from '../parts/zb-kit.js';
import { fileRoute, jsRoute, jsonRoute, zip } from '../parts/e-bin.js';
import { northfield, lindenau, valmont, sierra, dijkstad, kitamura, verano, morski, lunden, withHost } from '../parts/zb-orgs.js';

const nfMoodle = withHost(northfield, 'moodle.northfield-uni.ac.uk');
const docx = zip([
  { name: '[Content_Types].xml', data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>' },
  { name: '_rels/.rels', data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>' },
  { name: 'word/document.xml', data: '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Titolo della tesi</w:t></w:r></w:p></w:body></w:document>' },
]);

export const entries: Entry[] = [
  {
    id: 'zb-clean-lms-moodle-course-page',
    label: 'clean',
    kind: 'lms',
    url: 'https://moodle.northfield-uni.ac.uk/course/view.php?id=4411',
    body: orgPage(nfMoodle, 'Course: ECON2041 Industrial Organisation (2026/27)', `<div class="crumbs">Dashboard › My courses › ECON2041</div>
<div class="card"><h1>ECON2041 Industrial Organisation (2026/27)</h1><div class="notice"><strong>Announcement (Dr R. Okafor, 21 Nov):</strong> The Assignment 2 brief is unchanged. Ignore any email saying there is a "new brief" to download – the only copy is the PDF below. Phishing reported to IT.</div>
<h2>Week 9 – Market power and regulation</h2><ul><li>&#128196; <a href="/pluginfile.php/4411/mod_resource/content/3/Week9_Slides.pdf">Lecture slides (PDF)</a></li><li>&#127909; <a href="/mod/kalvidres/view.php?id=9921">Lecture recording</a></li><li>&#128221; <a href="/mod/quiz/view.php?id=9930">Formative quiz</a></li></ul>
<h2>Assessment</h2><ul><li>&#128196; <a href="/pluginfile.php/4411/mod_assign/intro/Assignment2_Brief.pdf">Assignment 2 brief and rubric (PDF)</a></li><li>&#128229; <a href="/mod/assign/view.php?id=88210">Submit Assignment 2 (Turnitin)</a> – due 12 Dec, 12:00</li></ul></div>`, { nav: ['Dashboard', 'My courses', 'Calendar'], v: 'c4411' }),
    routes: { ...orgAssets(nfMoodle, 'c4411'), 'moodle.northfield-uni.ac.uk/pluginfile.php/4411/mod_assign/intro/Assignment2_Brief.pdf': fileRoute('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'application/pdf') },
  },
  {
    id: 'zb-clean-lms-canvas-login-sv',
    label: 'clean',
    kind: 'lms',
    url: 'https://canvas.lundens-hogskola.se/login/canvas',
    body: doc({
      title: 'Logga in på Canvas – Lundens högskola',
      lang: 'sv',
      css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#2f5d3a}.c{width:400px;margin:80px auto;background:#fff;border-radius:6px;padding:30px}input{width:100%;padding:10px;margin:6px 0;border:1px solid #c7cdd1;border-radius:4px}button{background:#2f5d3a;color:#fff;border:0;padding:10px 20px;border-radius:4px}.sso{display:block;text-align:center;background:#e8efe9;padding:10px;border-radius:4px;margin-bottom:16px;color:#2f5d3a;text-decoration:none;font-weight:bold}`,
      body: `<div class="c"><img src="/login/logo-lh.png" height="40" alt="Lundens högskola"><h2>Canvas</h2><a class="sso" href="/login/saml">Logga in med högskolekonto (SSO)</a>
<p style="font-size:13px;color:#555">Endast för externa deltagare och gästkonton:</p><form method="post" action="/login/canvas"><input type="hidden" name="authenticity_token" value="x3h1Vt9bA0"><input name="pseudonym_session[unique_id]" placeholder="E-post"><input name="pseudonym_session[password]" type="password" placeholder="Lösenord">
<label style="font-size:13px"><input type="checkbox" name="pseudonym_session[remember_me]" style="width:auto"> Håll mig inloggad</label><br><button>Logga in</button></form>
<p style="font-size:12px"><a href="/login/canvas?forgot=1">Glömt lösenordet?</a> · <a href="https://www.lundens-hogskola.se/it-stod">IT-stöd</a> · <a href="https://www.instructure.com/policies/privacy">Integritet</a></p></div>`,
    }),
    routes: { 'canvas.lundens-hogskola.se/login/logo-lh.png': img(47, 93, 58), 'canvas.lundens-hogskola.se/login/saml': redirectRoute(302, 'https://idp.lundens-hogskola.se/idp/profile/SAML2/Redirect/SSO') },
  },
  {
    id: 'zb-clean-tuition-payment-portal',
    label: 'clean',
    kind: 'payment-portal',
    url: 'https://pay.northfield-uni.ac.uk/tuition',
    body: orgPage(withHost(northfield, 'pay.northfield-uni.ac.uk'), 'Pay your tuition fees | University of Northfield', `<div class="card"><h1>Pay your tuition fees</h1><p>Pay online by debit or credit card. For international payments we partner with <strong>Flywire</strong>, which offers competitive exchange rates – always start from this page so your payment reaches us.</p>
<div class="grid"><div class="card"><h3>Pay by card (UK cards)</h3><form method="post" action="/tuition/start"><label>Student ID</label><input type="text" name="sid" placeholder="e.g. 23045512"><label>Amount (GBP)</label><input type="text" name="amount"><p><button>Continue to secure payment</button></p></form></div>
<div class="card"><h3>International payment</h3><p>Pay in your home currency through Flywire.</p><a class="btn" href="/tuition/flywire">Pay with Flywire</a></div></div>
<div class="warn"><strong>Fee payment scams:</strong> We do not offer discounts for paying through agents, and we will never ask you to pay into a personal account or in cryptocurrency. Payments made through unofficial "discount" agents are often made with stolen cards and will be reversed.</div>
<p class="muted">Income Office · income@northfield-uni.ac.uk · 01632 960300</p></div>`, { v: 'tuition' }),
    routes: { ...orgAssets(withHost(northfield, 'pay.northfield-uni.ac.uk'), 'tuition'), 'pay.northfield-uni.ac.uk/tuition/flywire': redirectRoute(302, 'https://payment.flywire.com/pay/payment?destination=NFU') },
  },
  {
    id: 'zb-clean-thesis-template-download-it',
    label: 'clean',
    kind: 'document-download',
    url: 'https://www.poliverano.it/didattica/tesi/modelli',
    body: orgPage(verano, 'Modelli per la tesi di laurea – Politecnico di Verano', `<div class="card"><h1>Modelli per la tesi di laurea</h1><p>Il formato della tesi è libero purché rispetti le indicazioni del frontespizio. I modelli seguenti sono facoltativi.</p>
<ul><li>&#128196; <a href="/didattica/tesi/Modello_Tesi_PoliV_2026.docx">Modello Word (.docx)</a> – 38 KB</li><li>&#128196; <a href="/didattica/tesi/poliv-thesis-latex.zip">Modello LaTeX (.zip)</a></li><li>&#128196; <a href="/didattica/tesi/frontespizio.pdf">Esempio di frontespizio (PDF)</a></li></ul>
<div class="notice">I modelli ufficiali sono solo su <strong>www.poliverano.it</strong> e non contengono macro. Diffidate di file .doc che chiedono di «abilitare il contenuto».</div>
<p class="muted">Segreteria Didattica · Ultimo aggiornamento: 10 settembre 2026</p></div>`, { lang: 'it', nav: ['Didattica', 'Ricerca', 'Servizi', 'Ateneo'] }),
    routes: { ...orgAssets(verano), 'www.poliverano.it/didattica/tesi/Modello_Tesi_PoliV_2026.docx': fileRoute(docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Modello_Tesi_PoliV_2026.docx') },
  },
];
