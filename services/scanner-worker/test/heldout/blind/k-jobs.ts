import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const appCss = `body{margin:0;font-family:Roboto,Segoe UI,Arial,sans-serif;background:#f4f5f7;color:#222}header{background:#fff;display:flex;justify-content:space-between;align-items:center;padding:12px 28px;box-shadow:0 1px 3px rgba(0,0,0,.08)}header a{margin-left:16px;color:#333;text-decoration:none;font-size:14px}main{max-width:900px;margin:20px auto;padding:0 16px}.card{background:#fff;border-radius:10px;padding:18px;margin:12px 0;box-shadow:0 1px 2px rgba(0,0,0,.06)}.btn{background:#ff5a1f;color:#fff;border:0;border-radius:6px;padding:11px 20px;font-weight:600;cursor:pointer;text-decoration:none;display:inline-block}.muted{color:#777;font-size:13px}input{padding:10px;border:1px solid #ccc;border-radius:6px;width:100%;box-sizing:border-box;margin:5px 0}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-task-hotel-rating-job-tl',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://www.hotelreviewpartners-ph.com/trabaho',
  body: doc({
    title: 'Online Job – Mag-rate ng Hotel, Kumita ng ₱3,000–₱8,000 kada araw',
    lang: 'tl',
    css: appCss.replace(/#ff5a1f/g, '#0038a8'),
    body: `<header><strong>Hotel Review Partners PH</strong><a href="#">Paano</a><a href="#">Kita ng miyembro</a></header>
<main>
<div class="card"><h1>Work from home: i-rate lang ang mga hotel, may sahod ka na!</h1>
<p>Hello po! Naghahanap kami ng 30 part-time na staff. Simple lang po ang trabaho: mag-bigay ng 5-star rating sa mga hotel sa app namin para tumaas ang ranking nila. Walang experience kailangan, kahit estudyante, OFW, o nanay sa bahay.</p>
<ul><li>₱150 kada rating, 30 ratings bawat set</li><li>Sahod araw-araw via GCash o Maya</li><li>1–2 oras lang kada araw gamit ang cellphone</li></ul>
<p><b>Paalala:</b> Para ma-activate ang account, kailangan mag-top up ng ₱1,000 na "security deposit" na babalik sa iyo kasama ng kita pagkatapos ng unang set. Kapag lumabas ang "combination order", kailangang mag-recharge para makumpleto at ma-withdraw ang lahat ng kita.</p>
<form id="f"><input placeholder="Pangalan" required><input placeholder="GCash number" required><input placeholder="Edad"><button class="btn">Mag-apply ngayon</button></form>
<div id="ok"></div></div>
${reviews([['Joy, Cebu', 'Nakuha ko na po ang ₱4,500 kahapon, legit po ito! Salamat ma\'am Anne', '★★★★★'], ['Mark, Davao', 'Madali lang talaga, pang-dagdag sa gastos', '★★★★★']], 'Mga patunay ng aming miyembro')}
</main>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('ok').innerHTML='<p style="background:#e7f5e7;padding:12px;border-radius:6px">Salamat! I-message si HR Ma\\'am Anne sa Telegram <a href="https://t.me/hrp_anne_recruit">@hrp_anne_recruit</a> para sa training at deposit instructions.</p>'};</script>`,
  }),
},
  {
  id: 'k-scam-package-reshipping-job-us',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://careers.swiftlink-logistics-hub.com/quality-control-inspector',
  body: doc({
    title: 'Quality Control Inspector (Remote, Home-Based) – SwiftLink Logistics Careers',
    css: appCss.replace(/#ff5a1f/g, '#0f766e'),
    head: gtagStub('G-SLL2211'),
    body: `<header><strong>SwiftLink Logistics</strong><a href="#">Careers</a><a href="#">About</a><a href="#">Employee login</a></header>
<main>
<div class="card"><h1>Quality Control Inspector – Home Based</h1><p class="muted">Full time · Remote (must live in the US) · $3,200/month + $30 per package bonus</p>
<h3>About the role</h3><p>SwiftLink is a growing international freight forwarder serving overseas clients who buy from US retailers that do not ship internationally. As a Quality Control Inspector, you will receive packages at your home address, inspect the contents against the invoice, photograph them, and repackage them with the new prepaid shipping labels we email you.</p>
<h3>Requirements</h3><ul><li>18+ with a residential address</li><li>Someone at home to sign for deliveries</li><li>Access to a printer and email</li><li>No experience needed – paid training</li></ul>
<h3>Onboarding</h3><p>Submit your application below. Due to our fast growth we hire without an interview. You will need to provide your SSN and bank account for direct deposit of your salary on day one.</p>
<form id="f"><input placeholder="Full legal name" required><input placeholder="Home address" required><input placeholder="Date of birth"><input placeholder="SSN (for payroll)"><input placeholder="Bank routing / account number (direct deposit)"><button class="btn">Apply now</button></form>
<div id="ok"></div></div>
</main>
${footer({ SwiftLink: ['Company', 'Careers', 'Contact'] }, '© 2026 SwiftLink Logistics Hub LLC. Equal opportunity employer.')}
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('ok').innerHTML='<p class="card">Congratulations, you are hired! Your supervisor, Kevin Moore, will email your first labels tomorrow. Please keep all packages unopened until instructed.</p>'};</script>`,
  }),
},
  {
  id: 'k-scam-data-entry-registration-fee-ng',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://www.globaldataworks-ng.com/apply-now.html',
  body: doc({
    title: 'GlobalDataWorks – Earn $50 Daily Typing From Home in Nigeria, Ghana & Kenya',
    css: appCss.replace(/#ff5a1f/g, '#008751'),
    body: `<header><strong>GlobalDataWorks</strong><a href="#">Jobs</a><a href="#">Payment Proof</a><a href="#">FAQ</a></header>
<main>
<div class="card"><h1>Stop Begging for Money! Earn in Dollars From the Comfort of Your Home 💵</h1>
<p>Are you a student, NYSC corp member, jobless graduate or even a civil servant looking for extra income? GlobalDataWorks is contracted by companies in the USA and UK to type scanned documents. You will be paid <b>$50 – $120 daily</b> straight into your Naira account or Opay.</p>
<h3>What you need</h3><ul><li>Android phone or laptop</li><li>Basic typing skill</li><li>One time <b>registration and software activation fee of ₦7,500</b> (this is to remove unserious people)</li></ul>
<p>Slots remaining for this week: <b>12</b>. Registration closes at midnight!!</p>
<h3>Payment details</h3><p>Bank: Opay<br>Acct No: 8140295517<br>Acct Name: Chukwuemeka D. Nwosu (Coordinator)<br>After payment send your name, phone and receipt to our WhatsApp. You will be added to the training group immediately.</p>
<a class="btn" href="https://wa.me/2348140295517">Send proof of payment on WhatsApp</a></div>
${reviews([['Blessing O., Enugu', 'I was paid $340 in my first week. God bless GlobalDataWorks!!', '★★★★★'], ['Tunde, Lagos', 'Na real thing o, I don collect my money', '★★★★★']], 'Testimonies')}
</main>`,
  }),
},
  {
  id: 'k-clean-courier-driver-recruitment-au',
  label: 'clean',
  kind: 'job-board',
  url: 'https://drive.parcelroo.com.au/become-a-driver',
  body: doc({
    title: 'Become a Parcelroo delivery partner | Flexible hours, weekly pay',
    css: appCss.replace(/#ff5a1f/g, '#e11d48'),
    head: gtagStub('G-PRO1183') + pixelStub('60018823471'),
    body: `<header><strong>Parcelroo</strong><a href="#">Send</a><a href="#">Track</a><a href="#">Drive with us</a><a href="#">Help</a></header>
<main>
<div class="card"><h1>Deliver with Parcelroo</h1><p>Be your own boss. Pick delivery blocks that suit you in Sydney, Melbourne, Brisbane, Perth and Adelaide. Average partners earn $32–$41 per hour before vehicle costs (based on Q3 2025 data; earnings vary with location, demand and time).</p>
<h3>What you need</h3><ul><li>Full Australian driver licence, ABN, and the right to work in Australia</li><li>Car, van or ute with comprehensive insurance</li><li>Smartphone with the Parcelroo Driver app</li><li>A national police check — we arrange and pay for it</li></ul>
<h3>Getting paid</h3><p>Weekly payments to your Australian bank account every Tuesday. No sign-up fees, ever. You never receive packages at home or handle customer payments.</p>
<a class="btn" href="#">Apply in the app</a></div>
</main>
${footer({ Parcelroo: ['About', 'Careers', 'Newsroom'], Support: ['Help centre', 'Contact', 'Privacy'] }, '© 2026 Parcelroo Pty Ltd ABN 51 622 009 118')}`,
  }),
},
];
