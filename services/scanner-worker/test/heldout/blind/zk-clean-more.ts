import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute, fileRoute } from '../parts/zk-kit.js';
import { pe } from '../parts/e-bin.js';
export const entries: Entry[] = [
{
    id: 'zk-clean-wellsfargo-signon',
    label: 'clean',
    kind: 'own-login',
    url: 'https://connect.secure.wellsfargo.com/auth/login/present?origin=cob&LOB=CONS',
    body: doc({
      title: 'Wells Fargo Sign On to View Your Accounts',
      css: baseCss('#d71e28', 'Verdana,Arial,sans-serif') + 'header.top{background:#d71e28;border:0}header.top nav a{color:#fff}.gold{height:4px;background:#ffcd41}.w{max-width:420px;margin:30px auto}',
      body: `${header('/content/dam/site/logo.png', 'Wells Fargo', ['ATMs/Locations', 'Help', 'Español'])}<div class="gold"></div>
<div class="w card"><h1 style="font-size:22px">Good evening</h1><p>Sign on to manage your accounts.</p><form method="post" action="/auth/login/do"><label>Username</label><input name="j_username" autocomplete="username"><label>Password</label><input type="password" name="j_password" autocomplete="current-password"><label><input type="checkbox" style="width:auto"> Save username</label><button style="width:100%">Sign on</button></form><p><a href="#">Forgot username or password?</a><br><a href="#">Enroll now</a><br><a href="#">Security Center</a></p></div>
<main><p class="muted">We'll never call, text or email to ask you for your Advanced Access code. If someone asks for it, hang up and call us at 1-800-869-3557.</p></main>
${footer('Wells Fargo', ['Privacy, Cookies, Security &amp; Legal', 'Do Not Sell or Share My Personal Information', 'Notice of Data Collection', 'Report Fraud', 'Accessibility'], 'Wells Fargo Bank, N.A. Member FDIC.')}`,
    }),
    routes: assets('connect.secure.wellsfargo.com', [215, 30, 40]),
  },
{
    id: 'zk-clean-cu-blog-otp-scam-warning',
    label: 'clean',
    kind: 'bank-warning',
    url: 'https://www.pinecountrycu.org/blog/never-share-your-one-time-passcode',
    body: doc({
      title: 'Never Share Your One-Time Passcode | Pine Country Credit Union',
      css: baseCss('#2f5d3a', 'Georgia,serif') + 'blockquote{background:#f4f4ef;padding:10px 16px;font-family:Arial}',
      head: gtag('G-PCCU11120'),
      body: `${header('/content/dam/site/logo.png', 'Pine Country Credit Union', ['Personal', 'Business', 'Loans', 'Blog', 'Online Banking'])}
<main><h1>Never share your one-time passcode</h1><p class="muted">Posted by Member Services · November 18, 2025</p><p>Several members have received calls from someone claiming to be our fraud department. The caller ID shows our number. Then a text arrives:</p>
<blockquote>Pine Country CU: Your verification code is 482913. Do not share this code with anyone.</blockquote><p>The caller asks you to read it back "to stop a fraudulent charge." If you do, they log into your account.</p><h2>Remember</h2><ul><li>We will never ask for a code we send you.</li><li>We will never ask you to move money to a "safe account".</li><li>Hang up and call us at the number on the back of your card.</li></ul></main>
${footer('Pine Country Credit Union', ['Privacy', 'Disclosures', 'Rates', 'Routing #321076479'], 'Federally insured by NCUA.')}`,
    }),
    routes: assets('www.pinecountrycu.org', [47, 93, 58]),
  },
{
    id: 'zk-clean-thetollroads-pay-violation-es',
    label: 'clean',
    kind: 'gov-payment',
    url: 'https://www.thetollroads.com/es/pagar-peaje/violaciones',
    body: doc({
      title: 'Pagar una violación | The Toll Roads',
      lang: 'es',
      css: baseCss('#00558c'),
      body: `${header('/content/dam/site/logo.png', 'The Toll Roads', ['Cuentas', 'Pagar peaje', 'Tarifas', 'Ayuda', 'English'])}
<main><div class="card"><h1 style="font-size:22px">Pagar un aviso de violación</h1><p>Ingrese el número de aviso y la placa que aparecen en su aviso por correo. Tiene 5 días después de usar la autopista para pagar sin multa en "Pagar peaje".</p><form method="post" action="/es/pagar-peaje/buscar"><label>Número de aviso</label><input><label>Placa</label><input><button>Buscar</button></form></div>
<div class="alert">The Toll Roads no envía mensajes de texto para cobrar peajes. Si recibe uno, no haga clic en el enlace y repórtelo al 7726.</div></main>
${footer('Transportation Corridor Agencies', ['Privacidad', 'Términos', 'Accesibilidad'])}`,
    }),
    routes: assets('www.thetollroads.com', [0, 85, 140]),
  },
];
