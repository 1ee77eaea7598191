import type { Entry } from '../entry.js';
import { zip, pe, cfb, fileRoute } from '../parts/e-bin.js';
import { doc, esc, msLogo, googleLogo, wordmark, jsRoute, jsonRoute, imgRoute, favicon, htmlRoute, gtag, gtagStub } from '../parts/zh-kit.js';

export const entries: Entry[] = [
  {
  id: 'zh-clean-teams-meetup-join-launcher',
  label: 'clean',
  kind: 'saas-notification',
  url: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_ZjQxN2Y0ZDgtYjVkMi00%40thread.v2/0?context=%7b%22Tid%22%3a%2272f988bf-86f1-41af-91ab-2d7cd011db47%22%2c%22Oid%22%3a%22c3a1%22%7d',
  body: doc('Join conversation', `<div style="font-family:'Segoe UI';text-align:center;padding-top:60px;background:#f5f5f5;min-height:100vh">
<div style="font-weight:600;color:#464775;font-size:22px">Microsoft Teams</div>
<h1 style="font-weight:600;font-size:26px">How do you want to join your Teams meeting?</h1>
<div style="display:flex;justify-content:center;gap:20px;margin-top:30px">
<a href="msteams:/l/meetup-join/19:meeting_ZjQxN2Y0ZDgtYjVkMi00@thread.v2/0" style="background:#fff;padding:24px;width:220px;text-decoration:none;color:#242424;border-radius:6px">💻<br><b>Continue on this browser</b><br><small>No download or installation required.</small></a>
<a href="https://www.microsoft.com/en-us/microsoft-teams/download-app" style="background:#fff;padding:24px;width:220px;text-decoration:none;color:#242424;border-radius:6px">⬇️<br><b>Download the Teams app</b><br><small>Get the desktop app.</small></a>
<a href="msteams:/l/meetup-join/19:meeting_ZjQxN2Y0ZDgtYjVkMi00@thread.v2/0" style="background:#fff;padding:24px;width:220px;text-decoration:none;color:#242424;border-radius:6px">🟣<br><b>Open your Teams app</b><br><small>Already have it? Go right to your meeting.</small></a></div>
<p style="font-size:12px;color:#616161;margin-top:40px">Third-party disclosures · Privacy and Cookies · © 2026 Microsoft</p></div>`),
},
  {
  id: 'zh-clean-google-docs-share-view',
  label: 'clean',
  kind: 'doc-share',
  url: 'https://docs.google.com/document/d/1Bq7xW4t9Lk2mPzC8sV0nYh3JrE5uFaG6dTiO1lKqNwX/edit?usp=sharing&zh=notes',
  body: doc('Offsite planning notes - Google Docs', `<div style="font-family:Roboto,Arial"><div style="padding:8px 16px;display:flex;align-items:center;gap:12px;border-bottom:1px solid #ddd"><span style="background:#4285f4;color:#fff;padding:4px 8px;border-radius:3px">≡</span><b>Offsite planning notes</b><span style="margin-left:auto;background:#c2e7ff;padding:8px 18px;border-radius:18px">Share</span></div>
<div style="background:#f8f9fa;padding:30px"><div style="max-width:720px;margin:auto;background:#fff;padding:70px;min-height:600px;box-shadow:0 1px 3px rgba(0,0,0,.2)"><h1>Q1 Offsite – Lisbon</h1><p>Dates: Feb 10–12 · Hotel block at the Memmo Alfama (code HWG27)</p><ul><li>Day 1: strategy review</li><li>Day 2: customer panel</li><li>Day 3: team building – tile workshop</li></ul></div></div></div>`),
},
  {
  id: 'zh-clean-mailchimp-newsletter-webview',
  label: 'clean',
  kind: 'newsletter',
  url: 'https://mailchi.mp/ledgerlane/the-close-december-2026?e=8f1c2a7b90',
  body: doc('The Close – December 2026', `<div style="background:#f4f1ec;padding:20px;font-family:Georgia,serif"><table style="max-width:600px;margin:auto;background:#fff;width:100%" cellpadding="24"><tr><td>
<p style="font-family:Arial;font-size:12px;color:#888">View this email in your browser</p><h1 style="font-size:30px">The Close</h1><p style="font-family:Arial;color:#555">Monthly notes for finance teams from LedgerLane</p>
<h2>1. Year-end accruals without the panic</h2><p>Start with recurring vendor bills and reconcile against PO receipts…</p>
<h2>2. Stop payment-change fraud</h2><p>A vendor emails new bank details? Call them back using the number you already have on file. Never the one in the email.</p>
<p><a href="https://www.ledgerlane.com/blog/year-end-checklist?utm_source=newsletter" style="background:#2f5d50;color:#fff;padding:10px 20px;text-decoration:none;font-family:Arial">Read the full checklist</a></p>
<hr><p style="font-family:Arial;font-size:11px;color:#888">Copyright © 2026 LedgerLane Inc., All rights reserved.<br>You are receiving this email because you signed up at ledgerlane.com.<br>Our mailing address is: 500 Howard St, San Francisco, CA 94105<br><a href="https://ledgerlane.us5.list-manage.com/unsubscribe?u=a9f1&id=4c2e">unsubscribe from this list</a> · <a href="https://ledgerlane.us5.list-manage.com/profile?u=a9f1">update subscription preferences</a></p></td></tr></table></div>
<img src="https://mailchi.mp/ledgerlane/open.gif?e=8f1c2a7b90" width="1" height="1" alt="">`),
  routes: { 'mailchi.mp/ledgerlane/open.gif': imgRoute(255, 255, 255) },
},
  {
  id: 'zh-clean-hubspot-unsubscribe',
  label: 'clean',
  kind: 'unsubscribe',
  url: 'https://info.clearpathhr.com/hs/manage-preferences/unsubscribe?languagePreference=en&d=VnJ4Xw7Gqz3&v=3&utm_campaign=webinar',
  body: doc('Email Preferences – ClearPath HR', `<div style="max-width:560px;margin:60px auto;font-family:Arial"><img src="/hubfs/clearpath-logo.png" alt="ClearPath HR" width="160" height="40">
<h2>Manage your email preferences</h2><p>Email address: <b>r•••••@orbitdental.com</b></p>
<form method="post" action="/hs/manage-preferences/unsubscribe/submit"><label><input type="checkbox" name="sub" value="webinars" checked> Webinars &amp; events</label><br><label><input type="checkbox" name="sub" value="product" checked> Product updates</label><br><label><input type="checkbox" name="sub" value="blog"> Weekly blog digest</label><br><br>
<label><input type="checkbox" name="unsub_all"> Unsubscribe from all marketing emails</label><br><br><button style="background:#ff7a59;color:#fff;border:0;padding:10px 20px;border-radius:3px">Update email preferences</button></form>
<p style="font-size:12px;color:#888">You will still receive transactional emails about your account. ClearPath HR, 1 Beacon St, Boston MA.</p></div>`),
  routes: {
    'info.clearpathhr.com/hubfs/clearpath-logo.png': imgRoute(0, 91, 130),
    'info.clearpathhr.com/hs/manage-preferences/unsubscribe/submit': htmlRoute(doc('Preferences updated', '<p style="margin:60px;font-family:Arial">Your email preferences have been updated.</p>')),
  },
},
  {
  id: 'zh-clean-newsletter-abmelden-de',
  label: 'clean',
  kind: 'unsubscribe',
  url: 'https://newsletter.brenner-logistik.de/abmelden?uid=48812&h=3f9a1c',
  body: doc('Newsletter abbestellen – Brenner Logistik', `<div style="max-width:560px;margin:60px auto;font-family:Arial;line-height:1.6"><h2 style="color:#003d7a">Brenner Logistik</h2>
<h3>Newsletter abbestellen</h3><p>Schade, dass Sie gehen. Möchten Sie den „Brenner Logistik Monatsbrief“ wirklich abbestellen?</p>
<form method="post" action="/abmelden/bestaetigen"><input type="hidden" name="uid" value="48812"><p><label>Grund (optional):</label><br><select name="grund"><option>Zu viele E-Mails</option><option>Inhalte nicht relevant</option><option>Sonstiges</option></select></p><button style="background:#003d7a;color:#fff;border:0;padding:10px 20px">Abmeldung bestätigen</button></form>
<p style="font-size:12px;color:#777">Brenner Logistik GmbH · Hafenstraße 12 · 20457 Hamburg · <a href="https://www.brenner-logistik.de/impressum">Impressum</a> · <a href="https://www.brenner-logistik.de/datenschutz">Datenschutz</a></p></div>`, { lang: 'de' }),
  routes: { 'newsletter.brenner-logistik.de/abmelden/bestaetigen': htmlRoute(doc('Abgemeldet', '<p style="margin:60px;font-family:Arial">Sie wurden erfolgreich abgemeldet.</p>', { lang: 'de' })) },
},
  {
  id: 'zh-clean-preferencias-correo-es',
  label: 'clean',
  kind: 'unsubscribe',
  url: 'https://comunicaciones.grupoalcantara.mx/preferencias?token=eyJlIjoibGdhcmNpYSJ9',
  body: doc('Preferencias de correo – Grupo Alcántara', `<div style="max-width:560px;margin:50px auto;font-family:Arial;line-height:1.6"><h2 style="color:#8a1538">Grupo Alcántara</h2><h3>Centro de preferencias</h3>
<p>Elija qué comunicaciones desea recibir:</p>
<form method="post" action="/preferencias/guardar"><label><input type="checkbox" checked> Boletín mensual</label><br><label><input type="checkbox" checked> Invitaciones a eventos</label><br><label><input type="checkbox"> Ofertas para proveedores</label><br><br><button style="background:#8a1538;color:#fff;border:0;padding:10px 20px">Guardar preferencias</button> <button name="baja" value="1" style="padding:10px 20px">Darme de baja de todo</button></form>
<p style="font-size:12px;color:#777">Aviso de privacidad · Grupo Alcántara S.A.B. de C.V., Monterrey, N.L.</p></div>`, { lang: 'es' }),
  routes: { 'comunicaciones.grupoalcantara.mx/preferencias/guardar': htmlRoute(doc('Guardado', '<p style="margin:60px">Sus preferencias se guardaron.</p>', { lang: 'es' })) },
},
  {
  id: 'zh-clean-stripe-hosted-invoice',
  label: 'clean',
  kind: 'invoicing-saas',
  url: 'https://invoice.stripe.com/i/acct_1NqB8cF2eZvKYlo2/live_YWNjdF8xTnFCOGNGMmVadktZbG8yLF9SMmRhZlFhZ2ZhRkJ3c3lVa2ZxWXY?s=em',
  body: doc('Invoice from Ledgerlane, Inc.', `<div style="background:#f6f9fc;min-height:100vh;font-family:-apple-system,'Segoe UI',Roboto,Arial;padding-top:40px"><div style="max-width:440px;margin:auto;background:#fff;border-radius:8px;box-shadow:0 2px 5px rgba(50,50,93,.1);padding:30px">
<p style="color:#697386">Ledgerlane, Inc.</p><h1 style="font-size:32px;margin:4px 0">$1,188.00</h1><p style="color:#697386">Due December 15, 2026</p>
<table style="width:100%;font-size:14px"><tr><td style="color:#697386">To</td><td>Orbit Dental Partners</td></tr><tr><td style="color:#697386">From</td><td>Ledgerlane, Inc.</td></tr><tr><td style="color:#697386">Invoice</td><td>A1F8C2D3-0007</td></tr></table>
<p><a href="/i/acct_1NqB8cF2eZvKYlo2/pdf" style="font-size:14px">Download invoice</a> · <a href="/i/acct_1NqB8cF2eZvKYlo2/receipt" style="font-size:14px">Download receipt</a></p>
<button style="width:100%;background:#635bff;color:#fff;border:0;border-radius:6px;padding:12px;font-size:15px">Pay this invoice</button>
<p style="font-size:12px;color:#697386;text-align:center;margin-top:24px">Powered by <b>stripe</b> · Terms · Privacy</p></div></div>`),
  routes: { 'invoice.stripe.com/i/acct_1NqB8cF2eZvKYlo2/pdf': fileRoute('%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'application/pdf', 'Invoice-A1F8C2D3-0007.pdf') },
},
  {
  id: 'zh-clean-xero-online-invoice',
  label: 'clean',
  kind: 'invoicing-saas',
  url: 'https://in.xero.com/Kx9pQ2mZr4VbT7nLw1cY3sHd8fGj0aEu',
  body: doc('Invoice INV-3391 from Harbourline Studio', `<div style="font-family:'Helvetica Neue',Arial;background:#f1f3f5;min-height:100vh;padding:30px"><div style="max-width:760px;margin:auto;background:#fff;padding:36px;border-radius:4px">
<div style="display:flex;justify-content:space-between"><div><h2 style="margin:0">Harbourline Studio Ltd</h2><p style="color:#666">Level 2, 14 Customs St, Auckland</p></div><div style="text-align:right"><h1 style="margin:0;font-weight:300">TAX INVOICE</h1><p>INV-3391<br>Due 20 Dec 2026</p></div></div>
<table style="width:100%;border-collapse:collapse;margin-top:20px;font-size:14px"><tr style="border-bottom:2px solid #333"><th align="left">Description</th><th>Qty</th><th align="right">Amount NZD</th></tr><tr style="border-bottom:1px solid #eee"><td>Brand refresh – phase 2</td><td align="center">1</td><td align="right">6,400.00</td></tr><tr><td colspan="2" align="right"><b>Total NZD</b></td><td align="right"><b>7,360.00</b></td></tr></table>
<p style="margin-top:24px"><a href="/Kx9pQ2mZr4VbT7nLw1cY3sHd8fGj0aEu/pdf" style="border:1px solid #13b5ea;color:#13b5ea;padding:8px 16px;text-decoration:none">Download PDF</a> <a href="#" style="background:#13b5ea;color:#fff;padding:9px 16px;text-decoration:none">Pay now</a></p>
<p style="font-size:12px;color:#777">Payment details: ANZ 01-0102-0345678-00 (as on our original contract). Online invoice powered by <b>xero</b>.</p></div></div>`),
},
  {
  id: 'zh-clean-billcom-vendor-payment-notice',
  label: 'clean',
  kind: 'invoicing-saas',
  url: 'https://app02.us.bill.com/p/vendor/payment?pid=0pa02QWXYZ1m8f&src=email',
  body: doc('Payment from Kestrel Group | BILL', `<div style="font-family:Arial;background:#f7f7f9;min-height:100vh;padding:40px 20px"><div style="max-width:560px;margin:auto;background:#fff;padding:30px;border-radius:6px">
${wordmark('BILL', '#ff5a00', 24)}<h2>Kestrel Group sent you a payment</h2><p style="font-size:28px;margin:6px 0">$12,450.00</p><p style="color:#666">Invoice #NW-1182 · Sent Nov 28, 2026 · Estimated arrival Dec 2, 2026</p>
<p>Get paid faster: <a href="https://app02.us.bill.com/p/vendor/enroll?pid=0pa02QWXYZ1m8f">accept ePayments</a> to receive future payments by ACH instead of check.</p>
<p style="font-size:12px;color:#777;border-top:1px solid #eee;padding-top:12px">BILL will never ask you to change bank details by email. Questions about this payment? Contact Kestrel Group Accounts Payable directly. © 2026 BILL Operations, LLC.</p></div></div>`),
},
];
