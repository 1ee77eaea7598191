import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';
import { apk, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'j-clean-outlook-safelinks-redirect',
  label: 'clean',
  kind: 'click-tracking',
  url: 'https://eur03.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.fieldstone-architects.nl%2Fnieuws%2Fopen-dag-2026&data=05%7C02%7Cjanneke%40example.nl%7C8f1e2d&sdata=Qk9v%2B2x&reserved=0',
  routes: {
    'eur03.safelinks.protection.outlook.com/': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title>Redirecting</title><script>var u=new URLSearchParams(location.search).get('url');if(u&&/^https:\\/\\//.test(u)){location.replace(u)}</script></head><body><noscript>JavaScript is required.</noscript></body></html>`),
    'www.fieldstone-architects.nl/nieuws/open-dag-2026': htmlRoute(doc({
      lang: 'nl',
      title: 'Open dag 2026 – Fieldstone Architecten',
      style: `header{padding:20px 40px;border-bottom:1px solid #ddd;letter-spacing:4px}main{max-width:760px;margin:30px auto;padding:0 16px}`,
      body: `<header>FIELDSTONE ARCHITECTEN</header><main><h1>Open dag: zaterdag 13 december</h1><p>Kom langs in onze studio aan de Oudegracht in Utrecht. We laten maquettes zien van het nieuwe wijkcentrum in Leidsche Rijn en vertellen over circulair bouwen.</p><p>10:00 – 16:00 · Gratis toegang · Aanmelden is niet nodig.</p><p>Vragen? Bel 030 555 0142.</p></main>`,
    })),
  },
},
{
  id: 'j-clean-phish-simulation-landing',
  label: 'clean',
  kind: 'phish-training',
  url: 'https://training.securepulse-awareness.com/landing/oops?cid=2211&rid=ZmlvbmE',
  routes: {
    'training.securepulse-awareness.com/landing/oops': htmlRoute(doc({
      title: 'Oops! This was a simulated phishing test',
      style: `body{background:#fff7ed}.b{max-width:720px;margin:40px auto;background:#fff;border-radius:12px;padding:30px;box-shadow:0 2px 12px rgba(0,0,0,.08)}.flag{background:#fee2e2;padding:12px;border-radius:8px}ul li{margin:6px 0}.btn{background:#ea580c;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none}`,
      body: `<div class="b"><h1>🎣 Oops! You clicked on a simulated phishing email.</h1><p>Don't worry — this was a training exercise run by your IT security team. No data was collected and nothing happened to your computer.</p>
<div class="flag"><b>The email you clicked:</b><br>From: "IT Helpdesk" &lt;helpdesk@micros0ft-support.co&gt;<br>Subject: ACTION REQUIRED: Your mailbox will be deactivated</div>
<h3>Red flags you could have spotted</h3><ul><li>The sender's domain used a zero instead of the letter "o".</li><li>Urgent, threatening language ("will be deactivated in 24 hours").</li><li>The link pointed to a different domain than the company's.</li></ul>
<p><a class="btn" href="/training/module/phish-101?rid=ZmlvbmE">Take the 5-minute refresher</a></p><p style="font-size:12px;color:#777">Report suspicious emails with the "Report Phish" button in Outlook. SecurePulse Awareness Platform.</p></div>`,
    })),
  },
},
{
  id: 'j-clean-3ds-acs-challenge',
  label: 'clean',
  kind: '3ds-challenge',
  url: 'https://3dsecure.kbc.be/acs/challenge/v2?threeDSServerTransID=0b7e5a1c-22f4-4a2e-9c3d-5e6f7a8b9c0d',
  routes: {
    '3dsecure.kbc.be/acs/challenge/v2': htmlRoute(doc({
      title: 'Purchase Authentication',
      style: `body{font-family:Arial;font-size:14px;max-width:400px;margin:0 auto;padding:16px}.hd{display:flex;justify-content:space-between;border-bottom:1px solid #ccc;padding-bottom:8px}table td{padding:3px 8px 3px 0}input{width:100%;padding:10px;font-size:18px;letter-spacing:4px;border:1px solid #888}button{background:#00524c;color:#fff;border:0;padding:10px;width:100%;margin-top:10px}`,
      body: `<div class="hd"><b>KBC</b><b>Visa Secure</b></div><h3>Confirm your purchase</h3><p>We've sent a verification code to your mobile number ending in ••• 47.</p>
<table><tr><td>Merchant:</td><td>SKYROUTE TRAVEL LTD</td></tr><tr><td>Amount:</td><td>EUR 612,40</td></tr><tr><td>Date:</td><td>28/11/2026</td></tr><tr><td>Card:</td><td>XXXX XXXX XXXX 4417</td></tr></table>
<form method="post" action="/acs/challenge/v2/submit"><label>Verification code<input name="otp" maxlength="6" inputmode="numeric" autocomplete="one-time-code"></label><button>Submit</button></form><p><a href="#">Resend code</a> · <a href="#">Cancel</a> · <a href="#">Help</a></p>`,
    })),
  },
},
{
  id: 'j-clean-signal-apk-direct',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://signal.org/android/apk/',
  body: doc({
    title: 'Signal >> Android APK',
    style: `header{padding:16px 40px;display:flex;justify-content:space-between}main{max-width:760px;margin:30px auto;padding:0 16px}.btn{background:#3a76f0;color:#fff;padding:12px 24px;border-radius:20px;text-decoration:none}code{word-break:break-all;background:#f3f3f3;padding:2px 4px}.w{background:#fff6e0;padding:12px;border-radius:8px}`,
    body: `<header><strong style="color:#3a76f0">Signal</strong><span>Get Signal · Help · Blog · Developers · Careers · Donate</span></header>
<main><h1>Danger Zone</h1><div class="w">Most users should install Signal from the Google Play Store. This page is for advanced users who want to install the APK directly. Signal will automatically check for updates.</div>
<p><a class="btn" href="https://updates.signal.org/android/Signal-Android-website-prod-universal-release-7.66.3.apk">Download Signal APK 7.66.3</a></p>
<p>Verify the signing certificate fingerprint:</p><p><code>29:F3:4E:5F:27:F2:11:B4:24:BC:5B:F9:D6:71:62:C0:EA:FB:A2:DA:35:AF:35:C1:64:16:FC:44:62:76:BA:26</code></p>
<pre style="background:#111;color:#eee;padding:10px;font-size:12px;overflow:auto">keytool -printcert -jarfile Signal-Android-website-prod-universal-release-7.66.3.apk</pre></main>`,
  }),
  routes: {
    'updates.signal.org/android/Signal-Android-website-prod-universal-release-7.66.3.apk': fileRoute(apk('org.thoughtcrime.securesms', 'Signal'), 'application/vnd.android.package-archive'),
  },
},
{
  id: 'j-clean-pagopa-checkout-it',
  label: 'clean',
  kind: 'gov-service',
  url: 'https://checkout.pagopa.it/inserisci-dati-avviso?lang=it',
  body: doc({
    lang: 'it',
    title: 'Paga un avviso - pagoPA',
    style: `header{border-bottom:1px solid #e3e7eb;padding:14px 30px;color:#0066cc;font-weight:700}main{max-width:600px;margin:30px auto;padding:0 16px}input{width:100%;padding:12px;border:1px solid #5c6f82;border-radius:4px;margin:4px 0 16px}button{background:#0066cc;color:#fff;border:0;padding:12px 22px;border-radius:4px}.i{background:#f2f7fc;padding:12px;font-size:14px}`,
    body: `<header>pagoPA</header><main><h1>Inserisci i dati dell'avviso</h1><p>Li trovi sull'avviso di pagamento ricevuto dall'Ente (multa, TARI, bollo auto, tassa universitaria...).</p>
<form onsubmit="event.preventDefault()"><label>Codice avviso (18 cifre)<input inputmode="numeric" maxlength="18"></label><label>Codice Fiscale Ente Creditore (11 cifre)<input inputmode="numeric" maxlength="11"></label><button>Continua</button></form>
<div class="i">pagoPA non invia SMS o email con link per pagare multe o tributi. In caso di messaggi sospetti, non cliccare e verifica sempre l'avviso con l'Ente. PagoPA S.p.A. – società per azioni con socio unico.</div></main>`,
  }),
},
];
