import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { analytics, cookieBar, cssArticle, cssBase, doc, mark } from '../parts/yr-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-parked-careershub-domain-for-sale',
    label: 'clean',
    kind: 'parked-domain',
    url: 'https://careershubjobs.com/',
    body: doc({
      title: 'careershubjobs.com',
      css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f4;color:#333}.t{text-align:center;padding:40px 20px 10px}.t h1{font-size:32px;color:#333;font-weight:400}
.sale{background:#fffbe6;border:1px solid #f0d77c;max-width:620px;margin:10px auto;padding:14px;text-align:center}.rs{max-width:620px;margin:20px auto}.rs a{display:block;background:#fff;border:1px solid #ddd;padding:14px 18px;margin:8px 0;color:#1a0dab;font-size:18px;text-decoration:none}
.f{font-size:11px;color:#999;text-align:center;margin:40px 0}`,
      body: `<div class="t"><h1>careershubjobs.com</h1><p>This domain may be for sale!</p></div>
<div class="sale">Interested in this domain? <a href="https://www.dan.com/buy-domain/careershubjobs.com?redirected=true">Buy now for $2,495</a> or make an offer.</div>
<div class="rs"><p style="color:#777;font-size:13px">Related searches</p><a href="/?q=Remote+Jobs+Hiring+Now">Remote Jobs Hiring Now</a><a href="/?q=Online+Job+Applications">Online Job Applications</a><a href="/?q=HR+Payroll+Software">HR Payroll Software</a><a href="/?q=Work+From+Home+Customer+Service">Work From Home Customer Service</a></div>
<div class="f">2025 Copyright. All Rights Reserved. The Sponsored Listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers. <a href="/privacy">Privacy Policy</a></div>
<script src="https://www.google.com/adsense/domains/caf.js" async></script>
<script>var pageOptions={pubId:'dp-parkingcrew32_3ph',domainRegistrant:'as-drid-2391833711',resultsPageBaseUrl:'/',terms:'Remote Jobs,HR Software,Payroll'};</script>`,
    }),
  },
  {
    id: 'yr-remote-jobboard-browser-check-then-listing',
    label: 'clean',
    kind: 'bot-check-interstitial',
    url: 'https://www.remotejobsdaily.com/jobs/customer-support',
    body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="4;url=/jobs/customer-support/list">
<style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial}body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem;padding-right:1.5rem;width:100%}h1{font-size:2.5rem;font-weight:500;line-height:3.75rem}h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin:1rem 0}.spinner{width:30px;height:30px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:s 1s linear infinite;margin:1rem 0}@keyframes s{to{transform:rotate(360deg)}}.footer{font-size:.75rem;text-align:center;margin-top:auto;padding:1rem}</style></head>
<body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title">www.remotejobsdaily.com</h1><h2>Checking if the site connection is secure</h2><div class="spinner"></div><p>www.remotejobsdaily.com needs to review the security of your connection before proceeding.</p><noscript><p>Enable JavaScript and cookies to continue</p></noscript></div></div>
<div class="footer">Ray ID: <code>8c31d0f7ab2e4f19</code> · Performance &amp; security by Cloudflare</div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:'www.remotejobsdaily.com',cType:'managed',cRay:'8c31d0f7ab2e4f19',cH:'yQ9m2.Kx0aLpE7'};setTimeout(function(){document.cookie='cf_clearance=Qm9vdC5jaGVjay5vaw; path=/; max-age=1800';location.replace('/jobs/customer-support/list')},2500)})();</script></body></html>`,
    routes: {
      'www.remotejobsdaily.com/jobs/customer-support/list': htmlRoute(
        doc({
          title: 'Remote Customer Support Jobs – Remote Jobs Daily',
          css: cssBase + `.w{max-width:820px;margin:24px auto;padding:0 16px}.j{background:#fff;border:1px solid #e3e8ee;border-radius:8px;padding:16px;margin:10px 0}.j b{font-size:17px}`,
          body: `<div class="w"><h1>Remote customer support jobs</h1><p class="muted">128 jobs · updated hourly</p>
<div class="j"><b>Customer Support Specialist (Spanish &amp; English)</b><br>Quillpay · Remote – LATAM · $1,400–$1,900/mo · <a href="https://jobs.lever.co/quillpay">Apply on company site</a></div>
<div class="j"><b>Technical Support Engineer</b><br>Harborline Robotics · Remote – US · $70k–$85k · <a href="https://job-boards.greenhouse.io/harborlinerobotics">Apply on company site</a></div>
<div class="j"><b>Customer Service Representative</b><br>Starbridge Contact Solutions · Remote – PH · ₱22k–₱28k · <a href="https://ph.jobstreet.com/job/78123456">Apply on Jobstreet</a></div>
<p class="muted">We only list jobs that link to the employer's own careers site or a major job board. Never pay to apply.</p></div>`,
        }),
      ),
    },
  },
  {
    id: 'yr-career-bridge-foundation-donation-card',
    label: 'clean',
    kind: 'charity-donation',
    url: 'https://donate.careerbridgefoundation.org/give?campaign=interview-suits-2025',
    body: doc({
      title: 'Donate – Career Bridge Foundation',
      css: cssBase + `.h{background:#7c2d12;color:#fff;padding:30px 24px;text-align:center}.w{max-width:620px;margin:22px auto;background:#fff;border-radius:10px;padding:26px;border:1px solid #eee}
.amts{display:flex;gap:8px}.amts label{flex:1;border:2px solid #fed7aa;border-radius:8px;text-align:center;padding:10px;margin:0;cursor:pointer}.row{display:flex;gap:10px}.row>div{flex:1}button{background:#c2410c;width:100%;margin-top:16px}`,
      body: `<div class="h"><h1 style="margin:0">Suit up someone's next interview</h1><p>Career Bridge Foundation provides interview clothing, résumé coaching and transit passes to job seekers re-entering the workforce.</p></div>
<div class="w"><form method="post" action="/give/charge" id="donation"><div class="amts"><label><input type="radio" name="amount" value="25"> $25</label><label><input type="radio" name="amount" value="50" checked> $50</label><label><input type="radio" name="amount" value="100"> $100</label><label><input type="radio" name="amount" value="other"> Other</label></div>
<label><input type="checkbox" name="monthly"> Make this a monthly gift</label><label>Employer (we'll check if they match gifts)</label><input type="text" name="employer">
<label>Full name</label><input type="text" name="name" autocomplete="name"><label>Email for your receipt</label><input type="email" name="email" autocomplete="email">
<label>Card number</label><input type="text" name="cardnumber" autocomplete="cc-number" inputmode="numeric"><div class="row"><div><label>Expiry</label><input type="text" name="exp" autocomplete="cc-exp" placeholder="MM / YY"></div><div><label>CVC</label><input type="text" name="cvc" autocomplete="cc-csc"></div><div><label>ZIP</label><input type="text" name="zip" autocomplete="postal-code"></div></div>
<button>Donate $50</button></form>
<p class="muted">Career Bridge Foundation is a 501(c)(3) nonprofit, EIN 84-3317720. Your gift is tax-deductible to the extent allowed by law. Payments are processed securely by Stripe. <a href="/financials">Annual report &amp; Form 990</a></p></div>
<script src="https://js.stripe.com/v3/"></script>`,
    }),
  },
  {
    id: 'yr-resumecraft-pro-review-checkout',
    label: 'clean',
    kind: 'checkout',
    url: 'https://www.resumecraftpro.com/checkout?plan=professional',
    body: doc({
      title: 'Checkout – ResumeCraft Pro',
      css: cssBase + `.top{background:#fff;border-bottom:1px solid #e5e7eb;padding:14px 30px;font-weight:800;color:#0f766e}.w{max-width:960px;margin:26px auto;display:grid;grid-template-columns:1.4fr 1fr;gap:24px;padding:0 16px}
.p{background:#fff;border-radius:10px;border:1px solid #e5e7eb;padding:22px}.row{display:flex;gap:10px}.row>div{flex:1}button{background:#0f766e;width:100%;margin-top:16px}.li{display:flex;justify-content:space-between;padding:6px 0}`,
      body: `<div class="top">ResumeCraft Pro</div><div class="w"><form class="p" method="post" action="/checkout/pay"><h2 style="margin-top:0">Payment details</h2>
<label>Email</label><input type="email" name="email" autocomplete="email"><label>Name on card</label><input type="text" name="cc-name" autocomplete="cc-name"><label>Card number</label><input type="text" name="cc-number" autocomplete="cc-number" inputmode="numeric">
<div class="row"><div><label>Expiration</label><input type="text" name="cc-exp" autocomplete="cc-exp" placeholder="MM/YY"></div><div><label>Security code</label><input type="text" name="cc-csc" autocomplete="cc-csc"></div></div><label>Country</label><select name="country"><option>United States</option><option>United Kingdom</option><option>Germany</option><option>Spain</option><option>Mexico</option><option>India</option><option>Philippines</option></select>
<button>Pay $149.00</button><p class="muted">60-day interview guarantee. Cancel anytime before your writer starts for a full refund.</p></form>
<div class="p"><h3 style="margin-top:0">Order summary</h3><div class="li"><span>Professional résumé rewrite</span><b>$119.00</b></div><div class="li"><span>Cover letter</span><b>$30.00</b></div><div class="li"><span>LinkedIn profile update</span><b>Included</b></div><hr><div class="li"><span>Total</span><b>$149.00</b></div><p class="muted">Delivered in 5 business days by a certified professional résumé writer.</p></div></div>
<script src="https://js.braintreegateway.com/web/3.103.0/js/client.min.js"></script>${analytics('G-RCP8812XYZ')}`,
    }),
  },
  {
    id: 'yr-adp-customer-service-phone-numbers',
    label: 'clean',
    kind: 'support-page-phones',
    url: 'https://www.adp.com/contact-us/customer-service.aspx',
    body: doc({
      title: 'Customer Service & Support | ADP',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;color:#3b3b3b}.h{display:flex;align-items:center;padding:14px 40px;border-bottom:1px solid #e5e5e5;gap:22px}.h a{color:#3b3b3b;font-size:14px}
.hero{background:#f6f6f6;padding:40px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;padding:30px 40px}.c{border:1px solid #e5e5e5;border-radius:6px;padding:20px}.c .ph{font-size:20px;font-weight:700;color:#d0271d}.n{background:#fff4e5;padding:14px 40px;font-size:14px}`,
      body: `<div class="h">${mark.adp}<a href="/what-we-offer.aspx">What we offer</a><a href="/resources.aspx">Resources</a><a href="/contact-us.aspx">Contact</a><a href="https://online.adp.com/signin/v1/?APPID=WFNPortal" style="margin-left:auto">Sign in</a></div>
<div class="hero"><h1>Customer service &amp; support</h1><p>Find the right contact for your ADP product. Employees: for questions about your pay, W-2 or direct deposit, please contact your employer's HR or payroll department first — ADP cannot change your pay information.</p></div>
<div class="g"><div class="c"><h3>RUN Powered by ADP (small business)</h3><p>Payroll and HR for 1–49 employees</p><p class="ph">1-844-227-5237</p><p>Mon–Fri 8 a.m.–8 p.m. ET</p></div>
<div class="c"><h3>ADP Workforce Now</h3><p>Mid-sized and large businesses</p><p class="ph">1-800-225-5237</p><p>24/7 for payroll processing emergencies</p></div>
<div class="c"><h3>Employee login help</h3><p>Trouble signing in to MyADP or the ADP mobile app?</p><p><a href="https://my.adp.com/static/redbox/login.html#/help">Get login help</a></p></div></div>
<div class="n"><b>Report suspicious activity:</b> ADP will never call you to ask for your password or ask you to install remote-access software. Forward suspicious emails to <a href="mailto:abuse@adp.com">abuse@adp.com</a>.</div>
${cookieBar()}`,
    }),
  },
  {
    id: 'yr-bitwage-payout-settings-wallet-address',
    label: 'clean',
    kind: 'crypto-payroll-app',
    url: 'https://app.bitwage.com/settings/payout-methods',
    body: doc({
      title: 'Payout methods – Bitwage',
      css: cssBase + `body{background:#f6f8fb}.side{position:fixed;left:0;top:0;bottom:0;width:220px;background:#0b1f3a;color:#cbd5e1;padding:20px}.side a{display:block;color:#cbd5e1;padding:8px 0;font-size:14px}
.main{margin-left:240px;padding:30px;max-width:760px}.c{background:#fff;border-radius:10px;border:1px solid #e2e8f0;padding:22px;margin-bottom:18px}.pill{font-size:12px;background:#e0f2fe;color:#075985;border-radius:10px;padding:2px 8px}`,
      body: `<div class="side"><b style="color:#fff;font-size:20px">bitwage</b><a href="/dashboard">Dashboard</a><a href="/invoices">Invoices</a><a href="/settings/payout-methods">Payout methods</a><a href="/settings/security">Security</a></div>
<div class="main"><h1 style="font-size:24px">Payout methods</h1><p class="muted">Choose how you receive your salary from Harborline Robotics. Changes to payout methods require 2FA and take effect from the next payroll run.</p>
<div class="c"><h3>USDC on Base <span class="pill">Default · 70%</span></h3><p class="muted">0x4e5A…91c2 · added 12 Mar 2025</p></div>
<div class="c"><h3>Bank account (ACH) <span class="pill">30%</span></h3><p class="muted">Chase ••••8812</p></div>
<form class="c" method="post" action="/api/payout-methods"><h3 style="margin-top:0">Add a crypto wallet</h3><label>Network</label><select name="network"><option>Base</option><option>Ethereum</option><option>Polygon</option><option>Bitcoin</option></select>
<label>Wallet address (public address only)</label><input type="text" name="address" id="addr" placeholder="0x…"><p class="muted">Never share your seed phrase or private key — Bitwage only needs your public address. <a href="#" id="fill">Fill from browser wallet</a></p>
<label>2FA code</label><input type="text" name="otp" inputmode="numeric" maxlength="6" autocomplete="one-time-code"><button style="margin-top:14px">Add wallet</button></form></div>
<script>
document.getElementById('fill').addEventListener('click',function(e){e.preventDefault();if(!window.ethereum){alert('No browser wallet found. Paste your public address instead.');return}
window.ethereum.request({method:'eth_requestAccounts'}).then(function(a){document.getElementById('addr').value=a[0]||''})});
</script>`,
    }),
  },
  {
    id: 'yr-gov-uk-skilled-worker-your-job-cos',
    label: 'clean',
    kind: 'government-guidance',
    url: 'https://www.gov.uk/skilled-worker-visa/your-job',
    body: doc({
      title: 'Skilled Worker visa: Your job - GOV.UK',
      lang: 'en-GB',
      css: `body{margin:0;font-family:"GDS Transport",Arial,sans-serif;color:#0b0c0c}.g{background:#0b0c0c;color:#fff;padding:10px 30px;font-weight:700;font-size:22px;border-bottom:10px solid #1d70b8}
.w{max-width:760px;margin:30px auto;padding:0 20px;font-size:19px;line-height:1.5}h1{font-size:40px;line-height:1.1}.inset{border-left:10px solid #b1b4b6;padding:12px 16px;margin:20px 0}.warn{font-weight:700}`,
      body: `<div class="g">GOV.UK</div><div class="w"><p style="font-size:16px"><a href="/browse/visas-immigration">Visas and immigration</a> › <a href="/browse/visas-immigration/work-visas">Work visas</a></p>
<span style="color:#505a5f">Skilled Worker visa</span><h1>Your job</h1>
<p>You must have a confirmed job offer before you apply for your visa.</p><h2>Certificate of sponsorship</h2>
<p>Your employer - also known as your sponsor - will give you a 'certificate of sponsorship' with information about the role you've been offered in the UK. It's an electronic record, not a physical document. It will have a reference number, which you'll need for your visa application.</p>
<p>You must apply for your visa within 3 months of getting your certificate of sponsorship.</p>
<div class="inset">Your employer must be approved by the Home Office. <a href="https://www.gov.uk/government/publications/register-of-licensed-sponsors-workers">Check the register of licensed sponsors</a>.</div>
<p class="warn">⚠ Your employer cannot charge you for your certificate of sponsorship. It's illegal for a sponsor or recruitment agency to make you pay for it, or to pass on the Immigration Skills Charge to you.</p>
<p>If someone asks you to pay for a job offer or a certificate of sponsorship, <a href="https://www.gov.uk/report-immigration-crime">report it</a>.</p></div>`,
    }),
  },
];
