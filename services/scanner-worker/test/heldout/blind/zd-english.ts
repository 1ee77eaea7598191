import { htmlRoute, type Entry } from '../entry.js';
import { analytics, doc, exfil, okRoute, pngRoute, site, siteRoutes } from '../parts/zd-kit.js';

/**
 * The English-language share of the month: expats and tourists in Spain and Portugal targeted in English,
 * and the banks' own English pages.
 */

export const entries: Entry[] = [
  {
    id: 'zd-bank-revolut-es-english',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://revolut-es.account-review.help/verify/step1',
    body: doc({
      lang: 'en',
      title: 'Revolut – Account review',
      css: `body{margin:0;font-family:Aeonik,Inter,Arial;background:#f7f7f7}.h{padding:18px 30px;font-weight:700;font-size:22px}.c{max-width:420px;margin:30px auto;background:#fff;border-radius:16px;padding:28px}
label{display:block;font-size:13px;color:#555;margin:12px 0 4px}input{width:100%;padding:12px;border:1px solid #ddd;border-radius:10px;box-sizing:border-box}button{width:100%;margin-top:18px;padding:14px;border:0;border-radius:24px;background:#191c1f;color:#fff;font-weight:600}.n{background:#fff4e5;border-radius:10px;padding:12px;font-size:14px}`,
      body: `<div class="h">Revolut</div><div class="c"><div class="n">We've restricted some features of your account while we review a recent card transaction (€1,240.00 · APPLE.COM/BILL · Madrid). Confirm your details to restore full access.</div>
<form id="rv"><label>Phone number</label><input name="phone" value="+34 "><label>Passcode</label><input name="passcode" type="password" maxlength="6" inputmode="numeric"><label>Card number</label><input name="pan" maxlength="19"><label>Expiry</label><input name="exp" placeholder="MM/YY"><label>CVV</label><input name="cvv" maxlength="3"><button>Continue</button><p id="wait" style="display:none">Reviewing…</p></form>
<p style="font-size:11px;color:#888">Revolut Bank UAB, sucursal en España · Calle del Príncipe de Vergara 132, Madrid</p></div>
${exfil({ form: '#rv', endpoint: '/verify/api/submit', next: '/verify/step2' })}`,
    }),
    routes: {
      'revolut-es.account-review.help/verify/api/submit': okRoute(),
      'revolut-es.account-review.help/verify/step2': htmlRoute(doc({ lang: 'en', title: 'Revolut – Verify', body: `<div style="max-width:420px;margin:40px auto;font-family:Arial"><h3>Enter the 6-digit code</h3><p>We sent a code by SMS. Do not share it with anyone.</p><input maxlength="6" style="width:100%;padding:12px"><button style="width:100%;margin-top:10px;padding:12px;background:#191c1f;color:#fff;border:0;border-radius:20px">Verify</button></div>` })),
    },
  },
  {
    id: 'zd-clean-bbva-en-smishing-article',
    label: 'clean',
    kind: 'advice-article',
    url: 'https://www.bbva.com/en/innovation/what-is-smishing-and-how-to-protect-yourself/',
    body: site({
      lang: 'en',
      title: 'What is smishing and how to protect yourself | BBVA',
      brand: { name: 'BBVA', color: '#072146', logo: '/static/img/logo.png' },
      util: ['Spain', 'Mexico', 'Colombia', 'Peru', 'Argentina', 'Turkey'],
      nav: ['Economy', 'Innovation', 'Sustainability', 'Financial health', 'Shareholders'],
      main: `<p style="color:#777">Innovation · 18 Nov 2025 · 4 min read</p><h1>What is smishing and how to protect yourself</h1>
<p>Smishing is phishing by text message. Criminals send SMS messages that look like they come from your bank, a courier or the tax agency, with a link to a fake website that asks for your credentials or card details.</p>
<p>Some examples our customers in Spain and Mexico have reported:</p><ul><li><i>"BBVA: Su banca en linea fue bloqueada por un acceso no reconocido. Desbloquee en: bbvanet-mx.aclaraciones-cliente[.]mx"</i></li><li><i>"Correos: su envio esta retenido en aduanas. Pague 2,99 EUR…"</i></li></ul>
<h2>Five tips</h2><ol><li>Never access your online banking from a link in a text message.</li><li>BBVA will never ask for your password or a code by SMS.</li><li>Check the sender, but remember that it can be spoofed.</li><li>If in doubt, call your bank on the number on the back of your card.</li><li>Report the message to your bank and delete it.</li></ol>`,
      footerCols: { BBVA: ['About us', 'Press', 'Careers'], Legal: ['Legal notice', 'Privacy', 'Cookies'] },
      legal: 'Banco Bilbao Vizcaya Argentaria, S.A. – Plaza de San Nicolás 4, 48005 Bilbao.',
      scripts: analytics('/collect', 'G-BBVACOM'),
    }),
    routes: siteRoutes('www.bbva.com', [7, 33, 70]),
  },
  {
    id: 'zd-clean-activobank-en-open-account',
    label: 'clean',
    kind: 'bank-site',
    url: 'https://www.activobank.pt/en/open-account',
    body: site({
      lang: 'en',
      title: 'Open an account in minutes | ActivoBank',
      brand: { name: 'ActivoBank', color: '#00a19a', logo: '/static/img/logo.png' },
      util: ['PT', 'EN', 'Login'],
      nav: ['Accounts', 'Cards', 'Savings', 'Credit', 'Insurance', 'Help'],
      main: `<h1>Open your account from the app</h1><p>No fees for maintaining your account, a free debit card and MB WAY included. Available to residents in Portugal with a Portuguese NIF.</p>
<div class="grid"><div class="card"><h3>What you need</h3><ul><li>Citizen card or passport and residence permit</li><li>NIF (tax number)</li><li>Proof of address</li></ul></div><div class="card"><h3>Video identification</h3><p>Identify yourself by video call with one of our staff in under 10 minutes.</p></div><div class="card"><h3>Security</h3><p>We will never ask for your multichannel code or card PIN by phone, e-mail or SMS.</p></div></div>
<a class="btn" href="/en/app">Get the app</a>`,
      footerCols: { ActivoBank: ['About', 'Careers'], Help: ['Contacts', 'Complaints'], Legal: ['Privacy', 'Cookies', 'Price list'] },
      legal: 'Banco ActivoBank, S.A. · Rua Augusta, 84, 1100-053 Lisboa · Registered with Banco de Portugal under no. 0023.',
      scripts: analytics('/collect', 'G-ACTB'),
    }),
    routes: siteRoutes('www.activobank.pt', [0, 161, 154]),
  },
];
