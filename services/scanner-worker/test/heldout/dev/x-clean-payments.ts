import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, cookieBar, css, doc, footer, imgRoute, js, json, qrBlock } from '../parts/x-kit.js';

// Payment-request pages of real payment providers, and invoice / conveyancing client portals.

export const entries: Entry[] = [
  {
  id: 'x-clean-paypal-me-request',
  label: 'clean',
  kind: 'payment-request',
  url: 'https://www.paypal.com/paypalme/sarahbrennan84/25',
  body: doc({
    title: 'Pay Sarah Brennan using PayPal.Me',
    head: analytics('G-PPME'),
    css: `body{background:#f5f7fa}.c{max-width:440px;margin:40px auto;background:#fff;border-radius:12px;padding:30px;text-align:center}.av{width:72px;height:72px;border-radius:50%;background:#b3d4fc;margin:0 auto;display:grid;place-items:center;font-size:28px;color:#003087}.amt{font-size:40px;font-weight:300;margin:16px 0}.b{display:block;background:#0070ba;color:#fff;padding:14px;border-radius:24px;text-decoration:none;font-weight:700}`,
    body: `<div style="text-align:center;padding:20px;font-weight:800;color:#003087;font-style:italic;font-size:24px">PayPal</div><div class="c"><div class="av">SB</div><h2>Sarah Brennan</h2><p style="color:#666">@sarahbrennan84</p>
<div class="amt">£25.00</div><p style="color:#555">Note: "Hen do deposit – Galway 🍾"</p>
<a class="b" href="https://www.paypal.com/signin?returnUri=%2Fpaypalme%2Fsarahbrennan84%2F25">Next</a>
<p style="font-size:12px;color:#777;margin-top:16px">Sending to friends and family? Only send money to people you know and trust. Purchase Protection doesn't apply to payments to friends and family.</p></div>
${footer(['Help', 'Contact', 'Fees', 'Security', 'Privacy', 'Legal'], '© 1999–2025 PayPal. All rights reserved. PayPal (Europe) S.à r.l. et Cie, S.C.A.', 'color:#666')}`,
  }),
},
  {
  id: 'x-clean-paystack-payment-page-ng',
  label: 'clean',
  kind: 'payment-request',
  url: 'https://paystack.com/pay/lagos-coding-bootcamp-dec',
  body: doc({
    title: 'Lagos Coding Bootcamp – December Cohort | Paystack',
    css: `body{background:#f2f4f7}.c{max-width:460px;margin:40px auto;background:#fff;border-radius:10px;padding:28px}input{width:100%;padding:12px;border:1px solid #d0d5dd;border-radius:6px;margin:5px 0 12px}.b{width:100%;padding:13px;background:#0ba4db;color:#fff;border:0;border-radius:6px;font-weight:700}`,
    body: `<div class="c"><h2>Lagos Coding Bootcamp – December Cohort</h2><p>Registration fee for the 6-week frontend bootcamp (Yaba hub). Includes laptop loan and lunch.</p><h1>₦85,000.00</h1>
<form method="post" action="/pay/lagos-coding-bootcamp-dec/init"><label>First name</label><input name="first"><label>Last name</label><input name="last"><label>Email</label><input name="email" type="email"><label>Phone</label><input name="phone"><button class="b">Pay ₦85,000.00</button></form>
<p style="font-size:12px;color:#667085;text-align:center">🔒 Secured by Paystack · Card · Bank Transfer · USSD</p></div>`,
  }),
},
  {
  id: 'x-clean-razorpay-payment-page-in',
  label: 'clean',
  kind: 'payment-request',
  url: 'https://pages.razorpay.com/pl_Nq8vX2kLmT4aYb/view',
  body: doc({
    title: 'Pay for Annual Maintenance Charges - Green Meadows Residents Welfare Association',
    css: `body{background:#f4f6fb}.w{max-width:900px;margin:30px auto;display:grid;grid-template-columns:1.2fr 1fr;gap:20px}.p{background:#fff;border-radius:8px;padding:24px}input,select{width:100%;padding:10px;border:1px solid #ccd;border-radius:4px;margin:5px 0 12px}.b{width:100%;padding:12px;background:#3395ff;color:#fff;border:0;border-radius:4px;font-weight:700}`,
    body: `<div class="w"><div class="p"><h2>Green Meadows Residents Welfare Association</h2><h3>Annual Maintenance Charges FY 2025-26</h3><p>Dear residents, please pay the annual maintenance for your flat. GST invoice will be emailed. For queries contact the RWA office (Block C, ground floor), 10am–1pm.</p><p><b>Contact:</b> rwa.greenmeadows@gmail.com</p></div>
<div class="p"><h3>Payment Details</h3><label>Flat number</label><input name="flat" placeholder="e.g. B-204"><label>Amount</label><select><option>₹ 18,000 (2BHK)</option><option>₹ 24,000 (3BHK)</option></select><label>Email</label><input><label>Phone</label><input><button class="b">Pay ₹ 18,000</button><p style="font-size:11px;color:#888;text-align:center">Powered by Razorpay · UPI · Cards · Netbanking</p></div></div>`,
  }),
},
];
