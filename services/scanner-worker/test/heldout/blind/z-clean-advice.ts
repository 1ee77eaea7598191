import type { Entry } from '../entry.js';
import { cssRoute, doc, htmlRoute, ico, jsonRoute, jsRoute, pdfRoute, redirectRoute, stats } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-clean-fr-cybermalveillance-faux-sms-vitale',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://www.cybermalveillance.gouv.fr/tous-nos-contenus/actualites/alerte-faux-sms-renouvellement-carte-vitale',
  routes: {
    'www.cybermalveillance.gouv.fr/tous-nos-contenus/actualites/alerte-faux-sms-renouvellement-carte-vitale': htmlRoute(doc({
      lang: 'fr',
      title: 'Alerte : faux SMS de renouvellement de carte Vitale | Cybermalveillance.gouv.fr',
      css: 'body{margin:0;font-family:Marianne,Arial;color:#161616}.hd{padding:16px 40px;border-bottom:1px solid #ddd}.w{max-width:760px;margin:24px auto;padding:0 20px;line-height:1.6}.sms{background:#e9e9ef;border-radius:14px;padding:12px 16px;max-width:420px;margin:12px 0}.enc{border-left:4px solid #000091;background:#f5f5fe;padding:12px}',
      body: `<div class="hd"><b>RÉPUBLIQUE FRANÇAISE</b> · Cybermalveillance.gouv.fr – Assistance et prévention du risque numérique</div>
<div class="w"><h1>Alerte : faux SMS de renouvellement de carte Vitale</h1><p>Publié le 24 novembre 2026</p><p>De nombreux signalements concernent un SMS invitant à renouveler sa carte Vitale moyennant des « frais d'envoi ».</p>
<div class="sms">Assurance Maladie : votre carte Vitale arrive à expiration. Renouvelez-la avant le 15/12 (frais d'envoi 1,49 €) : ameli-renouvellement-carte[.]com</div>
<p>Le site frauduleux reprend l'apparence d'ameli.fr, demande le numéro de sécurité sociale puis les coordonnées bancaires.</p>
<div class="enc"><b>Les bons réflexes</b><ul><li>La carte Vitale n'expire pas et son renouvellement est gratuit.</li><li>Ne cliquez pas sur le lien, signalez le SMS au 33700.</li><li>Si vous avez saisi vos coordonnées bancaires, faites opposition auprès de votre banque et déposez plainte.</li></ul></div></div>`,
    })),
  },
},
{
  id: 'z-clean-cz-policie-varovani-podvodne-sms',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://policie.gov.cz/clanek/pozor-na-podvodne-sms-o-doplatku-za-dalnicni-znamku.aspx',
  routes: {
    'policie.gov.cz/clanek/pozor-na-podvodne-sms-o-doplatku-za-dalnicni-znamku.aspx': htmlRoute(doc({
      lang: 'cs',
      title: 'Pozor na podvodné SMS o doplatku za dálniční známku - Policie České republiky',
      css: 'body{margin:0;font-family:Arial;color:#222}.h{background:#1e3a6e;color:#fff;padding:14px 40px}.w{max-width:760px;margin:24px auto;padding:0 20px;line-height:1.6}.q{background:#f2f4f8;border-left:4px solid #1e3a6e;padding:10px 14px}',
      body: `<div class="h"><b>POLICIE ČESKÉ REPUBLIKY</b></div><div class="w"><h1>Pozor na podvodné SMS o doplatku za dálniční známku</h1><p>Praha, 25. listopadu 2026</p><p>Policisté upozorňují na vlnu SMS zpráv, ve kterých podvodníci vyzývají řidiče k úhradě „doplatku“ za elektronickou dálniční známku:</p>
<p class="q">„Platnost Vaší elektronické dálniční známky vypršela. Uhraďte doplatek 2 440 Kč do 24 hodin, jinak hrozí pokuta.“</p>
<p>Odkaz vede na podvodnou stránku napodobující oficiální portál. Po zadání údajů platební karty pachatelé z účtu odčerpají peníze.</p><p><b>Oficiální známku koupíte pouze na edalnice.cz.</b> Pokud jste údaje zadali, okamžitě kontaktujte banku a oznamte věc na lince 158.</p></div>`,
    })),
  },
},
{
  id: 'z-clean-de-amtsgericht-mahnbescheid-info',
  label: 'clean',
  kind: 'court-notice',
  url: 'https://www.online-mahnantrag.de/hinweise/mahnbescheid-erhalten.html',
  routes: {
    'www.online-mahnantrag.de/hinweise/mahnbescheid-erhalten.html': htmlRoute(doc({
      lang: 'de',
      title: 'Sie haben einen Mahnbescheid erhalten? | Online-Mahnantrag – Die Mahngerichte der Länder',
      css: 'body{margin:0;font-family:Arial;color:#222}.h{background:#003064;color:#fff;padding:14px 40px}.w{max-width:760px;margin:24px auto;padding:0 20px;line-height:1.6}.k{background:#eef3f9;padding:14px}',
      body: `<div class="h"><b>Online-Mahnantrag</b> · Ein Portal der Mahngerichte der Länder</div><div class="w"><h1>Sie haben einen Mahnbescheid erhalten?</h1><p>Ein gerichtlicher Mahnbescheid wird Ihnen <b>immer per Post in einem gelben Umschlag</b> förmlich zugestellt – niemals per E-Mail, SMS oder als Download-Link.</p>
<p>Sie haben ab Zustellung zwei Wochen Zeit, Widerspruch einzulegen. Verwenden Sie dazu den beigefügten Vordruck oder legen Sie den Widerspruch online mit Ihrem Personalausweis (eID) ein.</p>
<div class="k"><b>Achtung Betrug:</b> Derzeit kursieren E-Mails mit angeblichen „Mahnungen“ oder „Gerichtsunterlagen“ als ZIP-, ISO- oder EXE-Datei. Öffnen Sie solche Anhänge nicht. Echte Gerichtspost enthält ein Aktenzeichen, das Sie beim zuständigen Mahngericht telefonisch überprüfen können.</div>
<p><a href="/hinweise/widerspruch-muster.pdf">Merkblatt zum Widerspruch (PDF, 84 KB)</a></p></div>`,
    })),
    'www.online-mahnantrag.de/hinweise/widerspruch-muster.pdf': pdfRoute(['Merkblatt: Widerspruch gegen den Mahnbescheid', 'Der Widerspruch muss innerhalb von zwei Wochen nach Zustellung eingelegt werden.', 'Verwenden Sie den beigefuegten Vordruck.', 'Die Mahngerichte der Laender'], 'widerspruch-muster.pdf', true),
  },
},
{
  id: 'z-clean-uk-hmrc-genuine-contact-examples',
  label: 'clean',
  kind: 'tax-notice',
  url: 'https://www.gov.uk/government/publications/genuine-hmrc-contact-that-uses-emails/genuine-hmrc-contact-that-uses-emails',
  routes: {
    'www.gov.uk/government/publications/genuine-hmrc-contact-that-uses-emails/genuine-hmrc-contact-that-uses-emails': htmlRoute(doc({
      lang: 'en-GB',
      title: 'Genuine HMRC contact that uses emails - GOV.UK',
      css: 'body{margin:0;font-family:Arial;color:#0b0c0c}.hd{background:#0b0c0c;color:#fff;padding:10px 30px;border-bottom:10px solid #1d70b8;font-weight:700;font-size:28px}.w{max-width:760px;margin:24px auto;padding:0 20px;line-height:1.6}.in{border-left:10px solid #b1b4b6;padding:10px 15px}footer{background:#f3f2f1;padding:24px 30px;font-size:13px;border-top:1px solid #b1b4b6}',
      body: `<div class="hd">GOV.UK</div><div class="w"><p>Guidance · HM Revenue &amp; Customs</p><h1>Genuine HMRC contact that uses emails</h1><p>Updated 20 November 2026</p>
<p>This list contains examples of HMRC emails that are genuine. Use it to help you decide if an email you've received is genuine or a scam.</p>
<h2>Self Assessment</h2><p>We email customers to remind them of Self Assessment deadlines. These emails never include links to claim a refund.</p>
<h2>Tax refunds</h2><div class="in">HMRC will never notify you about a tax rebate or ask you to disclose personal or payment information by email or text message.</div>
<p>Scam emails often say things like "You are eligible to receive a tax refund of £348.50. Please submit the tax refund request and allow us 3-5 working days". Forward these to phishing@hmrc.gov.uk.</p></div>
<footer>All content is available under the Open Government Licence v3.0 · © Crown copyright</footer>`,
    })),
  },
},
{
  id: 'z-clean-es-aeat-notificacion-devolucion-renta',
  label: 'clean',
  kind: 'tax-notice',
  url: 'https://sede.agenciatributaria.gob.es/Sede/ayuda/consultas-informaticas/renta-ayuda-tecnica/estado-devolucion.html',
  routes: {
    'sede.agenciatributaria.gob.es/Sede/ayuda/consultas-informaticas/renta-ayuda-tecnica/estado-devolucion.html': htmlRoute(doc({
      lang: 'es',
      title: 'Consultar el estado de la devolución de la declaración de Renta - Agencia Tributaria',
      css: 'body{margin:0;font-family:Arial;color:#222}.h{background:#fff;border-bottom:3px solid #ad1519;padding:12px 40px}.h b{color:#ad1519}.w{max-width:800px;margin:24px auto;padding:0 20px;line-height:1.6}.a{background:#fdecea;padding:12px;border-left:4px solid #ad1519}a.b{display:inline-block;background:#0d4a8a;color:#fff;padding:10px 16px;text-decoration:none}',
      body: `<div class="h"><b>GOBIERNO DE ESPAÑA</b> · MINISTERIO DE HACIENDA · Agencia Tributaria · Sede electrónica</div>
<div class="w"><h1>Consultar el estado de la devolución</h1><p>Puede consultar el estado de tramitación de su declaración de Renta y la fecha del pago de la devolución identificándose con Cl@ve, certificado o DNI electrónico, o con número de referencia.</p><p><a class="b" href="/Sede/procedimientoini/G229.shtml">Acceder al servicio</a></p>
<p>La devolución se abona por transferencia a la cuenta bancaria indicada en la declaración.</p>
<div class="a"><b>Aviso:</b> la Agencia Tributaria nunca solicita por correo electrónico o SMS información confidencial, económica o personal, ni números de tarjeta de crédito o cuenta bancaria para realizar devoluciones.</div></div>`,
    })),
  },
},
];
