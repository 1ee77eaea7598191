import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, emblem, qrSvg, bankCss, MOBILE_CSS, countdownScript, FONTS } from '../parts/yn-kit.js';

// Real shops, checkouts, lenders, brokers, charities, temples, matrimony, jobs, lotteries and recharges.

export const entries: Entry[] = [
{
  id: 'yn-clean-ngo-donate-80g-upi',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://goonj.org/donate/',
  body: doc({
    title: 'Donate | GOONJ',
    css: `body{font-family:Arial}.hd{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #eee}.w{max-width:980px;margin:24px auto;display:flex;gap:30px;padding:0 16px}.l{flex:1.3;font-size:15px;line-height:1.65}.r{flex:1;border:1px solid #eee;border-radius:8px;padding:20px}.am button{margin:4px;padding:10px 16px;border:1px solid #c0392b;background:#fff;border-radius:20px}label{display:block;font-size:13px;margin:10px 0 4px}input{width:100%;height:40px;border:1px solid #ccc;border-radius:4px;padding:0 10px}.go{width:100%;height:46px;background:#c0392b;color:#fff;border:0;border-radius:4px;margin-top:14px}.sm{font-size:12px;color:#666}`,
    body: `<div class="hd"><b style="font-size:24px;color:#c0392b">GOONJ</b><span>About · Our Work · Rahat (Disaster Relief) · Donate</span></div>
<div class="w"><div class="l"><h1>Support Rahat: flood relief in Assam and the North-East</h1><p>Our teams and partner organisations are distributing family kits with dry ration, tarpaulin, hygiene material and clothing in Dhemaji, Lakhimpur and Barpeta. Your contribution also supports the rebuilding work that follows.</p>
<p class="sm">GOONJ is a registered society (Registration no. S-39346 of 2001). Donations are eligible for 50% tax exemption under Section 80G of the Income Tax Act. FCRA registration no. 231660532 for foreign contributions. Annual reports and audited accounts are available on our website.</p>
<h3>Donate by bank transfer or UPI</h3><p>Account name: GOONJ · Bank: HDFC Bank, Sarita Vihar, New Delhi · UPI: <b>goonj@hdfcbank</b></p>${qrSvg('goonj@hdfcbank', 140)}</div>
<div class="r"><h3>Donate online</h3><div class="am"><button>₹1,000</button><button>₹2,500</button><button>₹5,000</button><button>Other</button></div><form method="post" action="/donate/checkout"><label>Full name</label><input name="name" required><label>Email</label><input type="email" name="email" required><label>PAN (for 80G receipt)</label><input name="pan" maxlength="10"><button class="go">Donate securely</button></form><p class="sm">Payments processed by CCAvenue. 80G receipt emailed within 7 days.</p></div></div>`,
  }),
},
{
  id: 'yn-clean-edhi-donate-bank-accounts-ur',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://edhi.org/donate/',
  body: doc({
    title: 'Donate - Edhi Foundation',
    css: `body{font-family:Arial}.hd{background:#d71920;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.w{max-width:960px;margin:24px auto;padding:0 16px}table{width:100%;border-collapse:collapse;font-size:14px}td,th{border:1px solid #ddd;padding:8px;text-align:left}.ur{direction:rtl;font-family:${FONTS.urdu};font-size:17px;line-height:2}.on{display:inline-block;background:#d71920;color:#fff;padding:12px 26px;border-radius:4px;text-decoration:none;margin:10px 0}`,
    body: `<div class="hd"><b>Edhi Foundation</b><span>Since 1951 · Karachi</span></div>
<div class="w"><h1>Donate to Edhi Foundation</h1><p class="ur">ایدھی فاؤنڈیشن کو اپنے عطیات، زکوٰۃ اور صدقات براہ راست ہمارے سرکاری بینک اکاؤنٹس یا آن لائن جمع کروائیں۔</p>
<a class="on" href="/donate/online">Donate online (card)</a>
<h3>Bank accounts (title: Edhi Foundation)</h3><table><tr><th>Bank</th><th>Account / IBAN</th><th>Purpose</th></tr><tr><td>Meezan Bank</td><td>PK92MEZN0001010100548821</td><td>Zakat</td></tr><tr><td>HBL</td><td>PK37HABB0006017900771203</td><td>Donation / Sadqa</td></tr><tr><td>UBL</td><td>PK05UNIL0109000205518834</td><td>Relief fund</td></tr></table>
<p style="font-size:13px;color:#555">Edhi Foundation only accepts donations in accounts titled "Edhi Foundation". We do not collect funds through personal JazzCash or Easypaisa numbers. Helpline 115 is for ambulance services.</p></div>`,
  }),
},
{
  id: 'yn-clean-shaadi-login-own-domain',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.shaadi.com/registration/user/login',
  body: doc({
    title: 'Login - Shaadi.com',
    css: `body{background:#f7f7f7;font-family:Arial}.hd{background:#fff;padding:12px 40px;border-bottom:1px solid #eee}.c{width:380px;margin:60px auto;background:#fff;border-radius:6px;padding:28px;box-shadow:0 1px 8px rgba(0,0,0,.08)}input{width:100%;height:44px;border:1px solid #ccc;border-radius:4px;padding:0 12px;margin:8px 0}button{width:100%;height:46px;background:#00bcd5;color:#fff;border:0;border-radius:4px;font-size:16px}.s{font-size:12.5px;color:#666;margin-top:14px}`,
    body: `<div class="hd"><b style="color:#ff5a60;font-size:22px">Shaadi.com</b></div>
<div class="c"><h3 style="margin-top:0">Welcome back! Please Login</h3><form method="post" action="/registration/user/login-submit"><input name="email" placeholder="Mobile No. / Email ID" autocomplete="username" required><input type="password" name="password" placeholder="Password" autocomplete="current-password" required><label style="font-size:13px"><input type="checkbox" checked style="width:auto;height:auto"> Stay logged in</label><button>Login</button></form><p class="s"><a href="#">Forgot Password?</a> · Login with OTP<br><br><b>Be Safe Online:</b> Never send money to anyone you meet on Shaadi.com, no matter how convincing the reason (customs clearance, medical emergency, gifts). Report suspicious profiles to our Trust &amp; Safety team.</p></div>`,
  }),
},
{
  id: 'yn-clean-job-portal-wfh-listings',
  label: 'clean',
  kind: 'job-portal',
  url: 'https://www.naukri.com/work-from-home-jobs?src=gnbjobs',
  body: doc({
    title: 'Work From Home Jobs - 12,418 Work From Home Job Vacancies - Naukri.com',
    css: `body{background:#f7f8fa;font-family:Arial}.hd{background:#fff;padding:12px 40px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}.w{max-width:900px;margin:20px auto;padding:0 16px}.j{background:#fff;border-radius:12px;padding:16px 20px;margin-bottom:12px;box-shadow:0 1px 4px rgba(0,0,0,.06)}.j h3{margin:0 0 4px;font-size:17px}.j .m{font-size:13px;color:#555}.al{background:#fff8e1;border:1px solid #ffe08a;border-radius:8px;padding:12px;font-size:13.5px;margin-bottom:14px}`,
    body: `<div class="hd"><b style="color:#4a90e2;font-size:22px">naukri</b><span>Jobs · Companies · Services &nbsp; Login · Register</span></div>
<div class="w"><h1 style="font-size:20px">12,418 Work From Home Jobs</h1>
<div class="al">⚠ Naukri.com and genuine recruiters never ask for money for jobs. Beware of "like and review" or "prepaid task" jobs on WhatsApp/Telegram asking for deposits. <a href="#">Learn more</a></div>
${[['Customer Support Associate (Hindi/English) - Remote', 'Teleperformance', '0-2 Yrs', '₹2.4-3.6 Lacs PA'], ['Content Writer - Fintech', 'Groww', '1-3 Yrs', 'Not disclosed'], ['Data Entry Operator (Work from Home)', 'Quess Corp', '0-1 Yrs', '₹1.8-2.4 Lacs PA'], ['Python Developer', 'Tata Consultancy Services', '3-6 Yrs', '₹8-14 Lacs PA'], ['Online Tutor - Mathematics (Class 9-12)', 'Vedantu', '1-5 Yrs', '₹3-6 Lacs PA']].map((j) => `<div class="j"><h3>${j[0]}</h3><div class="m">${j[1]} · ${j[2]} · ${j[3]} · Remote</div></div>`).join('')}</div>`,
  }),
},
{
  id: 'yn-clean-jio-prepaid-recharge',
  label: 'clean',
  kind: 'telecom-official',
  url: 'https://www.jio.com/selfcare/recharge/mobility/?source=home',
  body: doc({
    title: 'Jio Recharge - Prepaid Mobile Recharge Plans Online | Jio',
    css: `body{font-family:'JioType',Arial;background:#f5f5f5}.hd{background:#0f3cc9;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.w{max-width:900px;margin:24px auto;padding:0 16px}.bx{background:#fff;border-radius:16px;padding:24px}input{width:100%;height:48px;border:0;border-bottom:2px solid #0f3cc9;font-size:18px}button{background:#0f3cc9;color:#fff;border:0;border-radius:24px;height:46px;padding:0 40px;margin-top:18px}.pl{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;margin-top:18px}.pl div{background:#fff;border-radius:12px;padding:14px}.pl b{font-size:22px}`,
    body: `<div class="hd"><b>Jio</b><span>Mobile · JioFiber · AirFiber · Sign in</span></div>
<div class="w"><div class="bx"><h2>Recharge your Jio number</h2><form method="post" action="/selfcare/recharge/mobility/plans"><input type="tel" name="serviceId" placeholder="Jio number" maxlength="10" required><button>Continue</button></form></div>
<div class="pl"><div><b>₹349</b><p>2 GB/day · 28 days · Unlimited 5G</p></div><div><b>₹899</b><p>2 GB/day + 20 GB · 90 days</p></div><div><b>₹3,599</b><p>2.5 GB/day · 365 days</p></div></div>
<p style="font-size:13px;color:#555">Jio never asks customers to "upgrade" SIMs to 5G through links. 5G works on your existing Jio SIM. Never share OTPs received from Jio with anyone.</p></div>`,
  }),
},
];
