import { type Entry } from '../entry.js';
import { apk, fileRoute } from '../parts/e-bin.js';
import { CSS, LOGO, doc, gtag, naira } from '../parts/yv-kit.js';

// Licensed lenders' own pages: loan products, application forms that collect BVN and salary details, and
// direct APK downloads offered by the lender itself.

const APK = 'application/vnd.android.package-archive';

const fairApk = apk('ng.com.fairmoney.fairmoney', 'FairMoney', ['https://api.fairmoney.ng/v2/', 'FairMoney Microfinance Bank']);
const fairDl = doc({
  title: 'Download FairMoney | Loans, Savings and Free Transfers',
  head: gtag('G-FMNG7712'),
  css: `${CSS.reset}body{background:#fff}.hd{padding:14px 40px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}.c{max-width:900px;margin:40px auto;display:flex;gap:40px;padding:0 20px;align-items:center}.c h1{font-size:38px}.st{display:flex;gap:12px;margin:18px 0}.st a{background:#000;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none}.apk{font-size:14px;background:#f3f0ff;border-radius:8px;padding:14px}.ph{width:260px;height:520px;border-radius:30px;background:#5a2ee8}`,
  body: `<div class="hd"><b style="color:#5a2ee8;font-size:22px">FairMoney</b><span>Loans &middot; Savings &middot; Cards &middot; Business</span></div>
<div class="c"><div><h1>Get the FairMoney app</h1><p>Loans from ${naira(1500)} to ${naira(3000000)}, free transfers and up to 30% interest on savings. FairMoney Microfinance Bank is licensed by the CBN and listed on the FCCPC register of approved digital lenders.</p>
<div class="st"><a href="https://play.google.com/store/apps/details?id=ng.com.fairmoney.fairmoney">Google Play</a><a href="https://apps.apple.com/ng/app/fairmoney/id1440934004">App Store</a></div>
<div class="apk">Can't access Google Play? Download the official APK directly from us: <a href="/download/android/fairmoney-v8.61.0.apk">fairmoney-v8.61.0.apk</a> (v8.61.0, 38 MB). SHA-256: 4f1c9a…e2d07b. Only download FairMoney from fairmoney.ng or official app stores.</div></div><div class="ph"></div></div>`,
});

const carbon = doc({
  title: 'Carbon | Personal Loans',
  css: `${CSS.reset}body{background:#fff;line-height:1.6}.hd{padding:16px 40px;background:#0a0a3c;color:#fff;display:flex;justify-content:space-between}.hero{max-width:1000px;margin:0 auto;padding:50px 20px}.hero h1{font-size:42px}.calc{background:#f5f5ff;border-radius:12px;padding:22px;max-width:480px}.calc input{width:100%}.cta{display:inline-block;background:#ff5a5f;color:#fff;padding:13px 26px;border-radius:30px;text-decoration:none}table{font-size:14px}td{padding:4px 14px 4px 0}`,
  body: `<div class="hd"><b>carbon</b><span>Loans &middot; Save &middot; Pay bills &middot; Business</span></div>
<div class="hero"><h1>Loans that fit your life</h1><p>Apply for up to ${naira(1000000)} on the Carbon app. No paperwork, no collateral. Monthly interest from 4.5% to 30% depending on your credit profile and tenor.</p>
<div class="calc"><b>Loan calculator</b><p>Amount: ${naira(200000)} &middot; Tenor: 3 months</p><table><tr><td>Monthly repayment</td><td>${naira(78660)}</td></tr><tr><td>Total repayment</td><td>${naira(235980)}</td></tr><tr><td>APR</td><td>71.9%</td></tr></table><p style="font-size:12px">Representative example. Your rate is shown in the app before you accept.</p></div>
<p><a class="cta" href="https://play.google.com/store/apps/details?id=com.lenddo.mobile.paylater">Download Carbon</a></p>
<p style="font-size:13px;color:#666">Carbon will never ask you to pay a fee before you receive a loan. Carbon Microfinance Bank is licensed by the Central Bank of Nigeria.</p></div>`,
});

const branch = doc({
  title: 'Branch Kenya | Get a loan on your phone',
  css: `${CSS.reset}body{background:#fff;line-height:1.6}.hero{background:#003d2b;color:#fff;padding:60px 40px}.hero h1{font-size:40px}.c{max-width:900px;margin:0 auto;padding:30px 20px}.q{border-bottom:1px solid #eee;padding:12px 0}`,
  body: `<div class="hero"><h1>Loans up to KSh 70,000, straight to M-PESA</h1><p>Download the Branch app from Google Play, sign up with your Safaricom number and apply in minutes.</p><a style="background:#fff;color:#003d2b;padding:12px 22px;border-radius:6px;text-decoration:none" href="https://play.google.com/store/apps/details?id=com.branch_international.branch.branch_demo_android">Get it on Google Play</a></div>
<div class="c"><h2>FAQ</h2><div class="q"><b>Do I pay anything before getting a loan?</b><br>No. Branch never charges a fee before disbursement. Anyone asking you to pay to "unlock" or "increase" your limit is a fraudster.</div>
<div class="q"><b>How do I repay?</b><br>M-PESA Paybill 998608, account number = your registered phone number.</div>
<div class="q"><b>Is Branch licensed?</b><br>Yes. Branch Microfinance Bank Limited is licensed and regulated by the Central Bank of Kenya.</div></div>`,
});

const carbonApk = apk('com.lenddo.mobile.paylater', 'Carbon', ['https://api.getcarbon.co/', 'Carbon Microfinance Bank']);
const carbonDl = doc({
  title: 'Carbon for Android - direct download',
  css: `${CSS.reset}body{background:#f5f5ff;line-height:1.6}.c{max-width:620px;margin:40px auto;background:#fff;padding:30px;border-radius:10px}code{background:#eee;padding:2px 5px;font-size:13px}.b{display:inline-block;background:#0a0a3c;color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none}`,
  body: `<div class="c"><h1>Carbon for Android</h1><p>Our app is available on Google Play. If your device does not have Google Play (for example some Huawei and Tecno models), you can install the signed APK below.</p>
<p><a class="b" href="/downloads/android/carbon-6.4.2.apk">Download carbon-6.4.2.apk</a></p>
<p>Version 6.4.2 &middot; 31.8 MB &middot; signed by Carbon Finance Ltd.<br>SHA-256 <code>9b3f…a71c</code> &middot; <a href="/downloads/android/checksums.txt">checksums</a></p>
<p style="font-size:13px;color:#666">Only download Carbon from getcarbon.co or Google Play. Carbon will never send you an APK on WhatsApp.</p></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-fairmoney-download-official-apk', label: 'clean', kind: 'legit-loan-app-download', url: 'https://fairmoney.ng/download?platform=android', body: fairDl, routes: { 'fairmoney.ng/download/android/fairmoney-v8.61.0.apk': fileRoute(fairApk, APK, 'fairmoney-v8.61.0.apk') } },
  { id: 'yv-clean-carbon-personal-loans', label: 'clean', kind: 'legit-loan-product', url: 'https://getcarbon.co/personal/loans-calculator', body: carbon },
  { id: 'yv-clean-branch-kenya-loans-faq', label: 'clean', kind: 'legit-loan-product', url: 'https://branch.co.ke/?utm_source=google&utm_campaign=ke-loans-brand', body: branch },
  {
  id: 'yv-clean-carbon-android-apk-page',
  label: 'clean',
  kind: 'legit-loan-app-download',
  url: 'https://getcarbon.co/downloads/android',
  body: carbonDl,
  routes: {
    'getcarbon.co/downloads/android/carbon-6.4.2.apk': fileRoute(carbonApk, APK, 'carbon-6.4.2.apk'),
    'getcarbon.co/downloads/android/checksums.txt': fileRoute('9b3f2d1c0e8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a71c  carbon-6.4.2.apk\n', 'text/plain; charset=utf-8'),
  },
},
];
