import { type Entry } from '../entry.js';
import { apk, fileRoute } from '../parts/e-bin.js';
import { CSS, LOGO, doc, gtag, naira } from '../parts/yv-kit.js';

const renmoney = doc({
  title: 'Apply for a Personal Loan | Renmoney',
  css: `${CSS.reset}body{background:#f7f9fc}.hd{background:#fff;padding:14px 40px;border-bottom:1px solid #eee}.f{max-width:640px;margin:30px auto;background:#fff;padding:30px;border-radius:10px}${CSS.field}.g{display:grid;grid-template-columns:1fr 1fr;gap:0 16px}.b{background:#1f8a70;color:#fff;border:0;padding:14px 30px;border-radius:6px;margin-top:20px}.n{font-size:13px;color:#666}`,
  body: `<div class="hd"><b style="color:#1f8a70;font-size:22px">renmoney</b></div>
<form class="f" method="post" action="/loans/apply/step-1"><h1>Personal loan application</h1><p class="n">Borrow up to ${naira(6000000)} for 3&ndash;24 months. Takes about 5 minutes. We will check your credit report with licensed credit bureaus.</p>
<div class="g"><div><label>First name</label><input name="firstName"></div><div><label>Last name</label><input name="lastName"></div>
<div><label>Phone</label><input name="phone"></div><div><label>Email</label><input name="email" type="email"></div>
<div><label>BVN</label><input name="bvn" maxlength="11"></div><div><label>Monthly net salary</label><input name="salary"></div>
<div><label>Employer</label><input name="employer"></div><div><label>Salary bank</label><select name="bank"><option>Access Bank</option><option>GTBank</option><option>Zenith Bank</option><option>UBA</option><option>First Bank</option></select></div>
<div><label>Salary account number</label><input name="acct" maxlength="10"></div><div><label>Amount needed</label><input name="amount"></div></div>
<p class="n">Your BVN is used only to verify your identity and is never stored in full. Renmoney will never ask for your card PIN, internet banking password or any upfront fee. Renmoney MFB is licensed by the CBN.</p>
<button class="b">Continue</button></form>`,
});

const specta = doc({
  title: 'Specta by Sterling | Loans in 5 minutes',
  css: `${CSS.reset}body{background:#fdf5f5}.w{max-width:460px;margin:40px auto;background:#fff;border-radius:12px;padding:28px}${CSS.field}.b{width:100%;background:#db353a;color:#fff;border:0;padding:13px;border-radius:8px;margin-top:18px}`,
  body: `<form class="w" method="post" action="/app/signin"><b style="color:#db353a;font-size:26px">specta</b><p style="color:#777">by Sterling Bank</p><h2>Sign in</h2>
<label>Email address</label><input name="email" type="email"><label>Password</label><input name="password" type="password"><button class="b">Sign in</button>
<p style="font-size:13px">New here? <a href="/app/register">Create a Specta account</a> and get up to ${naira(5000000)} in 5 minutes, no collateral, no visit to a bank.</p></form>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-renmoney-application-bvn', label: 'clean', kind: 'legit-loan-application', url: 'https://renmoney.com/loans/apply?product=personal-loan&ref=website', body: renmoney },
  { id: 'yv-clean-specta-sterling-signin', label: 'clean', kind: 'legit-loan-login', url: 'https://myspecta.com/app/signin?returnUrl=%2Fapp%2Floans', body: specta },
];
