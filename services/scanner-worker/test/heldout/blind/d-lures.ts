import { htmlRoute, type Entry } from '../entry.js';
import { baseCss, doc } from '../parts/d-parts.js';
import { msLogin } from '../parts/d-lures.js';

export const entries: Entry[] = [

{
  id: 'd-lure-voicemail-wav',
  label: 'phishing',
  kind: 'lure-voicemail',
  url: 'https://vm-notify.cloudvoice-messages.com/play/VM-58120.html',
  body: doc({
    title: 'New Voice Message (0:47)',
    css: baseCss('#2563eb') + `.v{max-width:480px;margin:70px auto;text-align:center}.wave{height:60px;background:repeating-linear-gradient(90deg,#2563eb 0 3px,transparent 3px 7px);opacity:.5;border-radius:6px;margin:18px 0}`,
    body: `<div class="v card"><h1 style="font-size:20px">🔊 You have a new voice message</h1><p class="muted">From: +44 20 7946 0321 · Duration 0:47 · Received 08:42</p><div class="wave"></div><a class="btn btn-block" href="https://auth-portal.msvoice-verify.net/common/oauth2/authorize?client=vm&r=VM-58120">▶ Play message</a><p class="muted">Voice messages are available for 7 days. Sign-in with your company account is required to play secure messages.</p></div>`,
  }),
  routes: {
    'auth-portal.msvoice-verify.net/common/oauth2/authorize': htmlRoute(msLogin('/common/login.srf', 'Sign in to listen to your voicemail.')),
  },
},

{
  id: 'd-lure-invoice-quickbooks',
  label: 'phishing',
  kind: 'lure-invoice',
  url: 'https://invoices.qb-billing-online.com/pay/inv/104477',
  body: doc({
    title: 'Invoice 104477 from Ridgeway Supply Co.',
    css: baseCss('#2ca01c') + `.inv{max-width:620px;margin:40px auto}.row{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #eee}`,
    body: `<div class="inv card"><p class="muted">intuit quickbooks</p><h1 style="font-size:22px">Ridgeway Supply Co.</h1><p>Invoice #104477 · Due: today</p><div class="row"><span>Industrial shelving (12)</span><span>$4,380.00</span></div><div class="row"><span>Freight</span><span>$215.00</span></div><div class="row"><b>Balance due</b><b>$4,595.00</b></div><br>
<a class="btn btn-block" href="https://secure.intuit-account-verify.com/app/signin?redirect_uri=invoice104477">Review and pay</a><p class="muted">Powered by QuickBooks. Ridgeway Supply Co. uses QuickBooks to send invoices and accept payments.</p></div>`,
  }),
  routes: {
    'secure.intuit-account-verify.com/app/signin': htmlRoute(
      doc({
        title: 'Sign in to QuickBooks - Intuit',
        css: baseCss('#236cff') + `.s{max-width:400px;margin:60px auto}`,
        body: `<div class="s card"><img src="img/intuit-logo.svg" alt="Intuit" height="28"><h1 style="font-size:22px">Sign in</h1><p class="muted">One account for everything Intuit, including QuickBooks.</p><form method="post" action="/app/signin/post"><div class="form-group"><label>Email or user ID</label><input name="email"></div><div class="form-group"><label>Password</label><input name="pw" type="password"></div><button class="btn btn-block">Sign in</button></form></div>`,
      }),
    ),
  },
},

{
  id: 'd-lure-qr-parking-fine',
  label: 'phishing',
  kind: 'lure-fine',
  url: 'https://parkeerboete-betalen.nl-cjib.info/boete/CJIB-7731',
  body: doc({
    title: 'CJIB – Openstaande boete',
    lang: 'nl',
    css: baseCss('#154273') + `.w{max-width:560px;margin:40px auto}`,
    body: `<div class="w card"><p style="font-weight:700;color:#154273">Centraal Justitieel Incassobureau</p><h1 style="font-size:22px">U heeft een openstaande verkeersboete</h1><p>Beschikkingsnummer 7731 8820 1190 · Bedrag € 112,00. Betaal binnen 3 dagen om verhoging en een dwangbevel te voorkomen.</p><a class="btn" href="https://ideal-betalen.bank-keuze.com/checkout?ref=CJIB-7731">Betaal met iDEAL</a></div>`,
  }),
  routes: {
    'ideal-betalen.bank-keuze.com/checkout': htmlRoute(
      doc({ title: 'iDEAL – Kies uw bank', lang: 'nl', css: baseCss('#cc0066'), body: `<div class="card" style="max-width:420px;margin:50px auto"><h1 style="font-size:20px">Kies uw bank</h1><form method="post" action="/login"><select name="bank"><option>ING</option><option>Rabobank</option><option>ABN AMRO</option></select><div class="form-group"><label>Gebruikersnaam</label><input name="u"></div><div class="form-group"><label>Wachtwoord</label><input name="p" type="password"></div><div class="form-group"><label>Pasnummer</label><input name="pas"></div><button class="btn btn-block">Inloggen</button></form></div>` }),
    ),
  },
},

];
