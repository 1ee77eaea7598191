/**
 * yi- real bank sign-ins on their own hostnames, a bank's own scam-advice page, a care group's staff
 * portal, an investment platform's log-in and an energy supplier's account log-in.
 */
import { type Entry } from '../entry.js';
import { articleCss, bankCss, doc, wordmark } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-clean-aib-internet-banking-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://onlinebanking.aib.ie/inet/roi/login.htm?lang=en_IE',
  body: doc({
    title: 'AIB Internet Banking - Login',
    lang: 'en-IE',
    css: bankCss('#7f2b7b', '#7f2b7b', '"Aktiv Grotesk",Arial,sans-serif'),
    body: `<header class="top"><span>${wordmark('AIB', '#7f2b7b', '#fff', 70)}</span><span><a href="https://aib.ie/help-and-guidance">Help</a><a href="https://aib.ie/our-products/fraud-prevention">Security</a></span></header>
<div class="wrap"><div class="panel"><h1>Log in</h1>
<form method="post" action="/inet/roi/login.htm" id="loginstep1Form"><input type="hidden" name="transactionToken" value="71382946">
<label for="regNumber_id">Registration number</label><input type="text" id="regNumber_id" name="regNumber" maxlength="8" inputmode="numeric" autocomplete="off">
<button class="btn">Continue</button></form>
<p class="help">On the next screen, confirm your log in using the AIB Mobile Banking app on your phone.</p>
<p class="help"><a href="#">Forgot registration number?</a> · <a href="#">Register now</a></p></div>
<div class="panel help"><h3>Protect yourself from fraud</h3><p>AIB will never text you a link asking for your PAC or card details. We will never call you to ask you to transfer money to another account to keep it safe.</p><p>Report suspicious activity to 1800 24 22 27 (24/7).</p></div></div>
<footer class="legal">Allied Irish Banks, p.l.c. is regulated by the Central Bank of Ireland. Registered Office: 10 Molesworth Street, Dublin 2, D02 R126.</footer>`,
  }),
},
{
  id: 'yi-clean-care-group-staff-portal-sso',
  label: 'clean',
  kind: 'company-own-login',
  url: 'https://staff.brightwatercare.co.uk/login?next=%2Frota%2Fweek',
  body: doc({
    title: 'Sign in · Brightwater Care Group Staff Portal',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Nunito",Arial,sans-serif;background:#eef4f3;color:#233}
.c{max-width:420px;margin:60px auto;background:#fff;border-radius:10px;box-shadow:0 2px 8px #0001;padding:34px}
.lg{display:flex;align-items:center;gap:10px;font-weight:800;color:#1d6f66;font-size:20px;margin-bottom:18px}.lg i{width:34px;height:34px;border-radius:50%;background:#1d6f66;display:block}
.ms{display:flex;align-items:center;justify-content:center;gap:8px;border:1px solid #8c8c8c;padding:11px;border-radius:4px;text-decoration:none;color:#333;font-weight:600}
.or{text-align:center;color:#889;margin:18px 0;font-size:14px}label{display:block;font-size:14px;font-weight:700;margin:10px 0 4px}input{width:100%;padding:10px;border:1px solid #aab;border-radius:4px}
button{margin-top:16px;width:100%;background:#1d6f66;color:#fff;border:0;padding:12px;border-radius:4px;font-size:16px}.sm{font-size:13px;color:#667;margin-top:16px}`,
    body: `<div class="c"><div class="lg"><i></i>Brightwater Care Group</div><h1 style="font-size:22px">Staff portal</h1><p class="sm">Rotas, training records and payslips for Brightwater homes in Devon and Cornwall.</p>
<a class="ms" href="https://login.microsoftonline.com/brightwatercare.co.uk/oauth2/v2.0/authorize?client_id=6f1d2c9a-4e7b-4a55-9f0e-3b2c1d0e9f8a&amp;response_type=code&amp;redirect_uri=https%3A%2F%2Fstaff.brightwatercare.co.uk%2Fauth%2Fcallback&amp;scope=openid%20profile%20email">▦ Sign in with your work Microsoft account</a>
<div class="or">or, for agency and bank staff</div>
<form method="post" action="/login?next=%2Frota%2Fweek"><input type="hidden" name="csrfmiddlewaretoken" value="kq3ZpWmT8uYbF1xV0cNe5rH7sLd2Ja9G">
<label for="u">Staff ID or email</label><input id="u" name="username" autocomplete="username"><label for="p">Password</label><input id="p" type="password" name="password" autocomplete="current-password"><button>Sign in</button></form>
<p class="sm"><a href="/password-reset/">Forgotten your password?</a> · IT help: ext. 2240 or itsupport@brightwatercare.co.uk</p></div>`,
  }),
},
{
  id: 'yi-clean-vanguard-investor-log-in',
  label: 'clean',
  kind: 'investment-own-login',
  url: 'https://secure.vanguardinvestor.co.uk/Login?ReturnUrl=%2Fdashboard',
  body: doc({
    title: 'Log in | Vanguard Investor UK',
    css: bankCss('#96151d', '#96151d', '"FF Mark",Arial,sans-serif') + `.risk{background:#f7f7f7;border-top:1px solid #ddd;padding:14px 20px;font-size:13px;max-width:1040px;margin:0 auto}`,
    body: `<header class="top"><b style="font-size:22px">Vanguard</b><span><a href="https://www.vanguardinvestor.co.uk/investing-explained">Investing explained</a><a href="https://www.vanguardinvestor.co.uk/contact-us">Contact us</a></span></header>
<div class="risk">The value of investments, and the income from them, may fall or rise and investors may get back less than they invested.</div>
<div class="wrap"><div class="panel"><h1>Log in to your account</h1>
<form method="post" action="/Login?ReturnUrl=%2Fdashboard"><input type="hidden" name="__RequestVerificationToken" value="8x3K-vLmN0qRs7tYw2zA5bCd">
<label for="un">Username</label><input type="text" id="un" name="Username" autocomplete="username"><label for="pw">Password</label><input type="password" id="pw" name="Password" autocomplete="current-password">
<button class="btn">Log in</button></form><p class="help"><a href="#">Forgotten username or password?</a> · <a href="#">Open an account</a></p></div>
<div class="panel help"><h3>Pension scams</h3><p>Be wary of cold calls offering free pension reviews, guaranteed returns or early access to your pension before 55. Check the FCA Register before you transfer.</p></div></div>
<footer class="legal">Vanguard Asset Management, Limited is authorised and regulated in the UK by the Financial Conduct Authority.</footer>`,
  }),
},
{
  id: 'yi-clean-octopus-energy-account-login',
  label: 'clean',
  kind: 'utility-own-login',
  url: 'https://octopus.energy/login/?next=/dashboard/',
  body: doc({
    title: 'Log in | Octopus Energy',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Centra No2",Arial,sans-serif;background:#100030;color:#fff}
.h{padding:18px 30px;font-size:24px;font-weight:700;color:#f050f8}.c{max-width:420px;margin:30px auto;background:#180048;padding:30px;border-radius:12px}
label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;padding:12px;border:0;border-radius:6px;font-size:16px}
button{margin-top:18px;width:100%;background:#5840ff;color:#fff;border:0;padding:14px;border-radius:6px;font-size:16px;font-weight:700}a{color:#60f0f8}.sm{font-size:13px;color:#ccc}`,
    body: `<div class="h">octopus energy</div>
<div class="c"><h1 style="font-size:26px">Log in</h1>
<form method="post" action="/login/?next=/dashboard/"><input type="hidden" name="csrfmiddlewaretoken" value="q8vN2mX5pL0rT4yW7zA1bC3dE6fG9hJk">
<label for="id_username">Email address</label><input id="id_username" name="username" type="email" autocomplete="email"><label for="id_password">Password</label><input id="id_password" name="password" type="password" autocomplete="current-password"><button>Log in</button></form>
<p class="sm"><a href="/accounts/password-reset/">Forgotten your password?</a></p><p class="sm">Or get a magic link emailed to you. We’ll never text you asking for card details to pay a refund – refunds go to the account you pay your bills from.</p></div>`,
  }),
},
];
