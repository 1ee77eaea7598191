import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, baseSiteCss, siteShell, govukCss, govukHeader, govukFooter } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-payroll-admin-offer-training-fee',
  label: 'scam',
  kind: 'recruitment-fee-scam',
  url: 'https://careers.pennine-payroll-solutions.com/offer/PA-2291',
  body: page({
    title: 'Offer of Employment – Junior Payroll Administrator (Remote)',
    css: `body{margin:0;font-family:Georgia,serif;background:#eceff1;color:#222}
.l{max-width:760px;margin:28px auto;background:#fff;padding:44px 54px;box-shadow:0 2px 8px rgba(0,0,0,.12);line-height:1.6}
.hd{border-bottom:2px solid #2e4057;padding-bottom:10px;display:flex;justify-content:space-between;align-items:center}
.pay{font-family:Arial,sans-serif;background:#f5f7fa;border:1px solid #d3dae3;padding:16px 20px;margin:18px 0}
label{display:block;font-family:Arial,sans-serif;font-size:13px;font-weight:bold;margin:10px 0 4px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #9aa4b1;font-family:Arial}
.b{margin-top:14px;background:#2e4057;color:#fff;border:0;padding:11px 24px;font-family:Arial;cursor:pointer}`,
    body: `<div class="l">
<div class="hd"><b style="font-size:20px;color:#2e4057">Pennine Payroll Solutions Ltd</b><span style="font-size:12px;font-family:Arial">HR Department · Ref PA-2291</span></div>
<p>Dear Candidate,</p>
<p>Further to your online interview with our hiring manager, we are delighted to offer you the position of <b>Junior Payroll Administrator (Fully Remote)</b> at a starting salary of <b>£31,500 per annum</b>, plus equipment allowance.</p>
<p>All new payroll staff must hold our accredited Sage Payroll &amp; RTI certification before their start date. The certification is delivered by our approved training partner, and the cost will be <b>fully reimbursed in your first salary payment</b>.</p>
<div class="pay"><b>Certification and onboarding pack</b> – £249.00<br>Includes e-learning, exam voucher and company laptop setup.<br><br>Pay by card below, or by bank transfer to: PPS Training Services, sort code 04-00-75, account 29417735.</div>
<form method="post" action="/offer/PA-2291/accept">
<label>Full name</label><input name="name" required><label>National Insurance number (for payroll setup)</label><input name="ni"><label>Date of birth</label><input name="dob" type="date">
<label>Bank sort code and account number (for salary)</label><input name="bank">
<label>Card number for certification fee</label><input name="card" inputmode="numeric"><label>Expiry / CVV</label><input name="exp">
<button class="b">Accept offer and pay £249.00</button></form>
<p>We look forward to welcoming you to the team.</p><p>Yours sincerely,<br><b>Rachel Whitfield</b><br>Talent Acquisition Manager</p>
</div>`,
  }),
  routes: { 'careers.pennine-payroll-solutions.com/offer/PA-2291/accept': htmlRoute('<!doctype html><title>Welcome</title><p>Thank you. Your onboarding pack will be emailed within 24 hours.</p>') },
},
];
