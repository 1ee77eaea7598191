import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute, fileRoute } from '../parts/zk-kit.js';
import { pe } from '../parts/e-bin.js';
export const entries: Entry[] = [
{
    id: 'zk-clean-407etr-account-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.407etr.com/en/myaccount/login.html',
    body: doc({
      title: 'Log In to My Account | 407 ETR',
      css: baseCss('#003a70') + '.w{max-width:440px;margin:30px auto}',
      head: gtag('G-407ETR221'),
      body: `${header('/content/dam/site/logo.png', '407 ETR', ['Transponders', 'Pay a Bill', 'Rates', 'Help'])}
<div class="w card"><h1 style="font-size:22px">My Account</h1><form method="post" action="/en/myaccount/login"><label>Account number or email</label><input name="user"><label>Password</label><input type="password" name="pwd"><button style="width:100%">Log in</button></form><p><a href="#">Forgot password?</a> · <a href="#">Pay a bill without logging in</a></p>
<p class="muted">407 ETR will never text you a link asking for payment. Invoices are mailed or emailed to the address on your account.</p></div>
${footer('407 ETR Concession Company Limited', ['Privacy', 'Terms of Use', 'Accessibility', 'Français'])}`,
    }),
    routes: assets('www.407etr.com', [0, 58, 112]),
  },
{
    id: 'zk-clean-uscis-account-signin',
    label: 'clean',
    kind: 'gov-login',
    url: 'https://myaccount.uscis.gov/sign-in',
    body: doc({
      title: 'Sign In | USCIS Online Account',
      css: baseCss('#003366') + '.w{max-width:460px;margin:30px auto}',
      body: `<div style="background:#f0f0f0;font-size:12px;padding:4px 24px">An official website of the United States government</div>${header('/content/dam/site/logo.png', 'USCIS')}
<div class="w card"><h1 style="font-size:22px">Sign In</h1><form method="post" action="/sign-in"><label>Email</label><input type="email" name="email"><label>Password</label><input type="password" name="password"><button style="width:100%">Sign In</button></form><p><a href="#">Forgot your password?</a> · <a href="#">Create an account</a></p>
<p class="muted">Pay USCIS fees only at uscis.gov or pay.gov. USCIS does not accept fees by gift card, Western Union, MoneyGram or WhatsApp. The Diversity Visa lottery is run by the State Department at dvprogram.state.gov and is free to enter.</p></div>
${footer('U.S. Citizenship and Immigration Services', ['Privacy and Legal Disclaimers', 'Accessibility', 'FOIA', 'No FEAR Act'])}`,
    }),
    routes: assets('myaccount.uscis.gov', [0, 51, 102]),
  },
{
    id: 'zk-clean-service-canada-mon-dossier-fr',
    label: 'clean',
    kind: 'gov-login',
    url: 'https://srv136.services.gc.ca/sc/msca-mdsc/portal-portail/pro/home-accueil?Lang=fra',
    body: doc({
      title: 'Mon dossier Service Canada',
      lang: 'fr',
      css: baseCss('#26374a') + '.w{max-width:640px;margin:20px auto}',
      body: `${header('/content/dam/site/logo.png', 'Gouvernement du Canada', ['English'])}
<div class="w card"><h1 style="font-size:22px">Ouvrir une session dans Mon dossier Service Canada</h1><p>Choisissez une option de connexion :</p><a class="btn" href="#">Partenaire de connexion (votre banque)</a><br><a class="btn" href="#">CléGC</a><br><a class="btn" href="#">Connexion de l'Alberta / BC Services Card</a>
<p class="muted">Vous serez redirigé vers le site de votre institution financière. Le gouvernement n'a pas accès à vos renseignements bancaires. Les prestations ne sont jamais versées à la suite d'un texto.</p></div>
${footer('Gouvernement du Canada', ['Avis', 'Confidentialité', 'Accessibilité'])}`,
    }),
    routes: assets('srv136.services.gc.ca', [38, 55, 74]),
  },
{
    id: 'zk-clean-dental-patient-portal-login',
    label: 'clean',
    kind: 'local-login',
    url: 'https://portal.brightsmilefamilydental.com/patient/login',
    body: doc({
      title: 'Patient Portal | Bright Smile Family Dental – Boise, ID',
      css: baseCss('#1c9ad6', 'Nunito,Arial,sans-serif') + '.w{max-width:400px;margin:40px auto}',
      head: gtag('G-BSFD00312'),
      body: `${header('/content/dam/site/logo.png', 'Bright Smile Family Dental', ['Services', 'New Patients', 'Insurance', 'Contact'])}
<div class="w card"><h2>Patient Portal</h2><p class="muted">View appointments, complete intake forms and pay your balance.</p><form method="post" action="/patient/login"><label>Email</label><input type="email"><label>Password</label><input type="password"><button style="width:100%">Sign in</button></form><p class="muted"><a href="#">Forgot password?</a> · First visit? <a href="#">Create account</a></p></div>
${footer('Bright Smile Family Dental, PLLC', ['HIPAA Notice of Privacy Practices', 'Non-Discrimination', 'Contact (208) 555-0139'], '2215 W Main St, Boise, ID 83702')}`,
    }),
    routes: assets('portal.brightsmilefamilydental.com', [28, 154, 214]),
  },
{
    id: 'zk-clean-taqueria-online-order-es',
    label: 'clean',
    kind: 'local-checkout',
    url: 'https://order.taquerialaestrella-sa.com/checkout?lang=es',
    body: doc({
      title: 'Pagar pedido – Taquería La Estrella',
      lang: 'es',
      css: baseCss('#c2410c') + '.two{display:grid;grid-template-columns:2fr 1fr;gap:18px}',
      body: `${header('/content/dam/site/logo.png', 'Taquería La Estrella', ['Menú', 'Ubicaciones', 'Catering', 'English'])}
<main class="two"><div class="card"><h2>Pago</h2><p class="muted">Para recoger · 1420 S Zarzamora St, San Antonio TX · listo en 20 min</p><form method="post" action="/checkout/pay"><label>Nombre</label><input><label>Teléfono (te enviamos un SMS cuando esté listo)</label><input><label>Número de tarjeta</label><input autocomplete="cc-number"><div class="row"><div><label>Vencimiento</label><input autocomplete="cc-exp"></div><div><label>CVC</label><input autocomplete="cc-csc"></div></div><label>Propina</label><select><option>15%</option><option>18%</option><option>20%</option><option>Otra</option></select><button>Pagar $31.62</button></form><p class="muted">Pagos procesados por Square.</p></div>
<div class="card"><h3>Tu pedido</h3><table><tr><td>4 Tacos al pastor</td><td>$11.00</td></tr><tr><td>Orden de elote</td><td>$4.50</td></tr><tr><td>2 Aguas frescas (horchata)</td><td>$7.00</td></tr><tr><td>Quesadilla de flor de calabaza</td><td>$6.75</td></tr><tr><td>Impuesto</td><td>$2.37</td></tr><tr><th>Total</th><th>$31.62</th></tr></table></div></main>
${footer('Taquería La Estrella', ['Privacidad', 'Términos', 'Alergias'])}`,
    }),
    routes: assets('order.taquerialaestrella-sa.com', [194, 65, 12]),
  },
{
    id: 'zk-clean-hoa-dues-payment-portal',
    label: 'clean',
    kind: 'local-checkout',
    url: 'https://pay.willowcreekhoa-co.org/dues',
    body: doc({
      title: 'Pay HOA Dues | Willow Creek Homeowners Association',
      css: baseCss('#4a7c59'),
      body: `${header('/content/dam/site/logo.png', 'Willow Creek HOA', ['Documents', 'Architectural Requests', 'Pool', 'Board', 'Resident Login'])}
<main><div class="card"><h1 style="font-size:22px">Pay quarterly assessment</h1><p>Q1 2026 assessment: <b>$285.00</b>, due January 1. A $25 late fee applies after January 15.</p><form method="post" action="/dues/pay"><label>Property address</label><input placeholder="e.g. 1042 Aspen Leaf Dr"><label>Account # (from your statement)</label><input><label>Payment method</label><select><option>eCheck (ACH) – free</option><option>Credit/debit card – 2.95% fee</option></select><label>Routing number</label><input><label>Account number</label><input><button>Submit payment</button></form></div>
<p class="muted">Managed by Front Range Community Management, Littleton CO · (303) 555-0192</p></main>
${footer('Willow Creek Homeowners Association', ['Privacy', 'Contact management'])}`,
    }),
    routes: assets('pay.willowcreekhoa-co.org', [74, 124, 89]),
  },
{
    id: 'zk-clean-att-bill-pay-guest',
    label: 'clean',
    kind: 'own-payment',
    url: 'https://www.att.com/acctmgmt/fastpay/wireless?lang=es',
    body: doc({
      title: 'Pago rápido | AT&amp;T',
      lang: 'es',
      css: baseCss('#009fdb') + '.w{max-width:520px;margin:20px auto}',
      head: gtag('G-ATTUS0020'),
      body: `${header('/content/dam/site/logo.png', 'AT&amp;T', ['Celulares', 'Internet', 'Ofertas', 'Soporte'])}
<div class="w card"><h1 style="font-size:22px">Pagar sin iniciar sesión</h1><form method="post" action="/acctmgmt/fastpay/wireless"><label>Número de cuenta o número inalámbrico</label><input><label>Código postal de facturación</label><input><button>Continuar</button></form><p class="muted">AT&amp;T nunca le pedirá su contraseña ni un código por mensaje de texto para canjear puntos o recompensas.</p></div>
${footer('AT&amp;T Intellectual Property', ['Privacidad', 'Términos', 'Accesibilidad', 'English'])}`,
    }),
    routes: assets('www.att.com', [0, 159, 219]),
  },
{
    id: 'zk-clean-notepadpp-official-download',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://notepad-plus-plus.org/downloads/v8.8.7/',
    body: doc({
      title: 'Notepad++ v8.8.7 release | Notepad++',
      css: 'body{font-family:Georgia,serif;max-width:900px;margin:0 auto;padding:20px;color:#222}nav a{margin-right:14px}pre{background:#f4f4f4;padding:10px;font-size:12px}',
      body: `<nav><a href="/">Home</a><a href="/downloads/">Download</a><a href="/news/">News</a><a href="/online-help/">Online Help</a><a href="/resources/">Resources</a><a href="/donate/">Donate</a></nav>
<h1>Notepad++ 8.8.7 release</h1><p>Release Date: 2025-10-30</p><h2>Download 64-bit x64</h2><ul><li><a href="https://github.com/notepad-plus-plus/notepad-plus-plus/releases/download/v8.8.7/npp.8.8.7.Installer.x64.exe">Installer</a> | <a href="#">GPG Signature</a></li><li><a href="#">Portable (zip)</a></li></ul><h2>Notepad++ 8.8.7 bug-fixes</h2><ol><li>Fix regression of Find in Files with filters.</li><li>Fix crash when closing a cloned document.</li><li>Update Scintilla to 5.5.7.</li></ol><pre>SHA-256 hash of npp.8.8.7.Installer.x64.exe: 3b6e…c01f</pre><p>Auto-updater (WinGUp) is signed with the Notepad++ certificate.</p>`,
    }),
  },
{
    id: 'zk-clean-usps-redelivery-request',
    label: 'clean',
    kind: 'carrier-tracking',
    url: 'https://tools.usps.com/redelivery.htm?lang=es',
    body: doc({
      title: 'USPS.com® - Programar una nueva entrega',
      lang: 'es',
      css: baseCss('#333366'),
      body: `${header('/content/dam/site/logo.png', 'USPS', ['Herramientas', 'Enviar', 'Recibir', 'Ayuda'])}
<main><h1>Programar una nueva entrega</h1><div class="card"><p>Ingrese el número de rastreo o el número de aviso (PS Form 3849) que le dejó su cartero. La nueva entrega es gratuita.</p><form method="post" action="/redelivery/submit"><label>Número de rastreo o aviso</label><input><label>Código postal</label><input><button>Continuar</button></form></div><p class="muted">USPS nunca cobra por una nueva entrega ni envía textos sin que usted lo solicite. Reporte mensajes sospechosos a spam@uspis.gov.</p></main>
${footer('USPS', ['Política de privacidad', 'Términos de uso', 'FOIA'])}`,
    }),
  },
];
