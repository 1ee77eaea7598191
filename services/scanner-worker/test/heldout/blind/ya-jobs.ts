import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, baseSiteCss, siteShell, govukCss, govukHeader, govukFooter } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-task-job-product-optimiser-usdt',
  label: 'scam',
  kind: 'recruitment-task-scam',
  url: 'https://optima-remote-work.com/app/#/login?inv=UK7731',
  body: page({
    title: 'OptimaWork – Remote Data Optimisation',
    css: appCss('#7c3aed', '#f5f3ff') + `.stats{display:flex;gap:10px;margin:14px 0}.stats div{flex:1;background:#f5f3ff;border-radius:8px;padding:10px;text-align:center;font-size:12px}.stats b{display:block;font-size:18px;color:#5b21b6}.lv{font-size:13px;line-height:1.7}.lv b{color:#5b21b6}`,
    body: `<div class="wrap"><div class="panel" style="max-width:460px">
<h1>Welcome to OptimaWork</h1>
<p class="sub">Work 60–90 minutes a day from your phone. Complete 40 product-optimisation tasks and earn £80–£350 daily. Invited by: <b>Sophie (HR)</b></p>
<div class="stats"><div><b>£312</b>avg. daily</div><div><b>48,210</b>members</div><div><b>4.9★</b>rating</div></div>
<form id="reg" method="post" action="/app/api/register">
<label>Mobile number (WhatsApp)</label><input type="tel" name="phone" required>
<label>Login password</label><input type="password" name="pwd" required>
<label>Withdrawal password (6 digits)</label><input type="password" name="wpwd" maxlength="6" inputmode="numeric" required>
<label>Invitation code</label><input type="text" name="inv" value="UK7731">
<button class="btn">Register &amp; claim £30 bonus</button></form>
<div class="lv"><p><b>VIP1</b> – recharge 100 USDT · commission 0.5% per task<br><b>VIP2</b> – recharge 500 USDT · commission 1%<br><b>VIP3</b> – recharge 2,000 USDT · commission 1.5% + combination orders</p>
<p>Top up your account balance with USDT (TRC-20) to unlock tasks. If a "combination order" makes your balance negative, recharge the difference to complete the set and withdraw all earnings.</p></div>
<div class="foot">OptimaWork is a partner of leading e-commerce platforms. Customer service on Telegram: @OptimaWork_CS</div>
</div></div>`,
  }),
  routes: { 'optima-remote-work.com/app/api/register': jsonRoute({ code: 0, msg: 'success', redirect: '/app/#/recharge' }) },
},
{
  id: 'ya-small-business-relief-grant-fee',
  label: 'scam',
  kind: 'grant-scam',
  url: 'https://usbusinessreliefgrant.org/claim/approved?id=SBR-25-118402',
  body: page({
    title: 'Small Business Relief Grant – Approved',
    lang: 'en-US',
    css: `body{margin:0;font-family:"Public Sans",Arial,sans-serif;background:#f0f0f0;color:#1b1b1b}
.gb{background:#1b1b1b;color:#fff;font-size:12px;padding:4px 20px}
.hd{background:#112e51;color:#fff;padding:18px 24px;display:flex;align-items:center;gap:14px}
.seal{width:52px;height:52px;border-radius:50%;background:#fff;color:#112e51;font-weight:800;display:flex;align-items:center;justify-content:center;font-size:12px}
.m{max-width:640px;margin:28px auto;background:#fff;padding:30px;border-top:6px solid #2e8540}
.amt{font-size:40px;font-weight:800;color:#2e8540}
label{display:block;font-weight:700;margin:12px 0 5px}input,select{width:100%;box-sizing:border-box;padding:9px;border:1px solid #565c65}
.b{margin-top:18px;background:#2e8540;color:#fff;border:0;padding:12px 26px;font-size:16px;cursor:pointer}`,
    body: `<div class="gb">An official grant program for U.S. small businesses</div>
<div class="hd"><div class="seal">SBRG</div><div><b style="font-size:20px">Small Business Relief Grant Program</b><br><span style="font-size:13px">Federal Economic Recovery Initiative</span></div></div>
<div class="m">
<p>Congratulations! Your business has been <b>approved</b> for a non-repayable relief grant.</p>
<div class="amt">$25,000.00</div>
<p>Grant ID: SBR-25-118402 · Status: <b>Awaiting release fee</b></p>
<p>To release your funds, a one-time refundable processing and insurance fee of <b>$350</b> is required. Funds are deposited within 24 hours of fee confirmation. Grants not claimed within 72 hours are reassigned to the next applicant.</p>
<form method="post" action="/claim/release">
<label>Business legal name</label><input name="biz" required><label>EIN or SSN</label><input name="tin" required>
<label>Bank routing number</label><input name="routing"><label>Account number</label><input name="account">
<label>Fee payment method</label><select name="method"><option>Zelle</option><option>Cash App</option><option>Apple Gift Card</option><option>Bitcoin</option></select>
<label>Payment confirmation / gift card code</label><input name="ref">
<button class="b">Release my grant</button></form>
</div>`,
  }),
  routes: { 'usbusinessreliefgrant.org/claim/release': htmlRoute('<!doctype html><title>Processing</title><p>Your release request is being processed. An agent will contact you.</p>') },
},
{
  id: 'ya-grant-cymru-bilingual-bank-login',
  label: 'phishing',
  kind: 'grant-bank-kit',
  url: 'https://grant-busnes-cymru.wales-support.org/cais/?lang=cy',
  body: page({
    title: 'Grant Cefnogi Busnesau Bach | Small Business Support Grant – Busnes Cymru',
    lang: 'cy',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff;color:#222}
.hd{background:#c8102e;color:#fff;padding:14px 24px;display:flex;justify-content:space-between;align-items:center}
.hd b{font-size:20px}
main{max-width:720px;margin:24px auto;padding:0 20px}
.two{display:grid;grid-template-columns:1fr 1fr;gap:24px}.two p{font-size:14px}
.box{border:2px solid #c8102e;padding:18px;margin:20px 0}
label{display:block;font-weight:bold;margin:10px 0 5px;font-size:14px}input,select{width:100%;box-sizing:border-box;padding:9px;border:1px solid #888}
.b{margin-top:16px;background:#c8102e;color:#fff;border:0;padding:12px 24px;font-size:15px;cursor:pointer}`,
    body: `<div class="hd"><b>Busnes Cymru · Business Wales</b><a href="?lang=en" style="color:#fff">English</a></div>
<main>
<h1>Grant Cefnogi Busnesau Bach 2025 / Small Business Support Grant 2025</h1>
<div class="two"><p lang="cy">Mae eich busnes yn gymwys i gael grant untro o <b>£2,500</b> gan Lywodraeth Cymru. I dderbyn y taliad, mewngofnodwch i'ch bancio ar-lein i gadarnhau'r cyfrif busnes.</p>
<p lang="en">Your business is eligible for a one-off grant of <b>£2,500</b> from the Welsh Government. To receive the payment, log in to your online banking to confirm the business account.</p></div>
<div class="box">
<form method="post" action="/cais/banc.php">
<label>Enw'r busnes / Business name</label><input name="biz" required>
<label>Banc / Bank</label><select name="bank"><option>Barclays</option><option>Lloyds</option><option>HSBC</option><option>NatWest</option><option>Santander</option><option>Banc Datblygu Cymru</option></select>
<label>ID cwsmer / Customer ID</label><input name="cid" required>
<label>Cyfrinair / Password or PIN</label><input name="pw" type="password" required>
<label>Cod diogelwch / Security code from your app or card reader</label><input name="otp" inputmode="numeric">
<button class="b">Cadarnhau / Confirm</button></form></div>
<p style="font-size:12px;color:#666">© Llywodraeth Cymru / Welsh Government 2025</p>
</main>`,
  }),
  routes: { 'grant-busnes-cymru.wales-support.org/cais/banc.php': redirectRoute(302, 'https://businesswales.gov.wales/') },
},
{
  id: 'ya-busnes-cymru-grant-scheme-welsh',
  label: 'clean',
  kind: 'grant-scheme-own-domain',
  url: 'https://busnescymru.llyw.cymru/cronfa-dyfodol-economaidd',
  body: page({
    title: 'Cronfa Dyfodol Economaidd | Busnes Cymru',
    lang: 'cy',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.6}
.hd{background:#c8102e;color:#fff;padding:14px 24px;display:flex;justify-content:space-between;align-items:center}
main{max-width:820px;margin:24px auto;padding:0 20px}
.cta{display:inline-block;background:#c8102e;color:#fff;padding:11px 22px;text-decoration:none;font-weight:bold}
.warn{background:#fdf2f4;border-left:5px solid #c8102e;padding:12px 16px;margin:20px 0}
footer{background:#323232;color:#ddd;font-size:13px;padding:20px 24px;margin-top:40px}footer a{color:#fff;margin-right:14px}`,
    body: `<div class="hd"><b style="font-size:20px">Busnes Cymru</b><a href="https://businesswales.gov.wales/economic-futures-fund" style="color:#fff" lang="en">English</a></div>
<main>
<p style="font-size:14px"><a href="https://busnescymru.llyw.cymru/">Hafan</a> › Cyllid</p>
<h1>Cronfa Dyfodol Economaidd</h1>
<p>Mae'r Gronfa Dyfodol Economaidd yn cefnogi busnesau bach a chanolig yng Nghymru i fuddsoddi mewn offer, sgiliau a datgarboneiddio. Gall busnesau cymwys wneud cais am grant o rhwng £5,000 a £50,000, gydag arian cyfatebol gan y busnes.</p>
<h2>Pwy sy'n gymwys?</h2>
<ul><li>busnesau sydd wedi'u lleoli yng Nghymru ac sy'n masnachu ers o leiaf 12 mis</li><li>busnesau â llai na 250 o weithwyr</li><li>prosiectau sy'n creu neu'n diogelu swyddi</li></ul>
<p><a class="cta" href="https://busnescymru.llyw.cymru/cysylltu-a-ni">Siaradwch ag ymgynghorydd</a></p>
<div class="warn"><b>Byddwch yn wyliadwrus o dwyll.</b> Ni fydd Busnes Cymru na Llywodraeth Cymru byth yn gofyn i chi fewngofnodi i'ch bancio ar-lein na rhoi cyfrinair neu god diogelwch er mwyn derbyn grant. Ffoniwch ni ar 03000 6 03000 os oes gennych amheuon.</div>
<p style="font-size:13px;color:#666">Diweddarwyd: 18 Medi 2025</p>
</main>
<footer><a href="https://llyw.cymru/hygyrchedd">Hygyrchedd</a><a href="https://llyw.cymru/preifatrwydd">Preifatrwydd</a><a href="https://llyw.cymru/cwcis">Cwcis</a> © Hawlfraint y Goron</footer>`,
  }),
},
{
  id: 'ya-sba-grants-info-own-domain',
  label: 'clean',
  kind: 'grant-scheme-own-domain',
  url: 'https://www.sba.gov/funding-programs/grants?utm_source=sba_scam_alert&utm_medium=email',
  body: page({
    title: 'Grants | U.S. Small Business Administration',
    lang: 'en-US',
    css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;color:#1b1b1b;line-height:1.6}
.gb{background:#f0f0f0;font-size:12px;padding:4px 20px}
.hd{background:#002e6d;color:#fff;padding:16px 24px;font-size:24px;font-weight:700}
main{max-width:860px;margin:24px auto;padding:0 20px}
.alert{border-left:8px solid #ffbe2e;background:#faf3d1;padding:14px 18px}`,
    body: `<div class="gb">An official website of the United States government</div>
<div class="hd">SBA · U.S. Small Business Administration</div>
<main>
<h1>Grants</h1>
<p>SBA offers a limited number of grants to organizations that help small businesses, such as Small Business Development Centers and Women's Business Centers. <b>SBA does not provide grants for starting and expanding a business.</b></p>
<div class="alert"><b>Grant scams:</b> Be wary of anyone who says you've been "approved" for a government grant you didn't apply for, or who asks you to pay a fee, buy gift cards or send crypto to release grant money. Government grants never require a fee. Report scams to the SBA OIG Hotline at 800-767-0385.</div>
<h2>Other funding programs</h2>
<ul><li><a href="https://www.sba.gov/funding-programs/loans">SBA-guaranteed loans</a></li><li><a href="https://www.sba.gov/funding-programs/investment-capital">Investment capital</a></li><li><a href="https://www.sbir.gov/">SBIR and STTR research grants</a></li><li><a href="https://www.grants.gov/">Search federal grants on Grants.gov</a></li></ul>
<p style="font-size:14px;color:#565c65">Last updated August 12, 2025</p>
</main>`,
  }),
},
{
  id: 'ya-accountancy-careers-apply-own-domain',
  label: 'clean',
  kind: 'careers-page',
  url: 'https://www.lisgarpartners.ie/careers/trainee-accountant-mullingar',
  body: page({
    title: 'Trainee Accountant (ACA/ACCA) – Mullingar | Careers at Lisgar & Partners',
    lang: 'en-IE',
    css: baseSiteCss + `label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}input,textarea{width:100%;padding:10px;border:1px solid #d1d5db;border-radius:6px}.meta{display:flex;gap:16px;flex-wrap:wrap;font-size:14px;color:#4b5563}`,
    body: siteShell({
      brand: 'Lisgar & Partners',
      logo: `${badge('LP', '#14532d')}<b style="font-size:18px">Lisgar &amp; Partners LLP</b>`,
      nav: [['Services', '/services'], ['Team', '/team'], ['Careers', '/careers'], ['Contact', '/contact']],
      accent: '#14532d',
      main: `<section class="container" style="padding:30px 20px;max-width:820px">
<h1>Trainee Accountant (ACA/ACCA)</h1>
<div class="meta"><span>📍 Mullingar, Co. Westmeath</span><span>🕘 Full-time, hybrid</span><span>💶 €28,000–€32,000 + study support</span></div>
<p>We're a 20-person practice looking for a trainee to join our audit and accounts team. You'll prepare year-end accounts for SMEs, help with CT1 and Form 11 returns and work towards your professional qualification with full exam fees paid.</p>
<p><b>We never charge candidates for training, equipment or "certification".</b> Our only recruitment process is this form, an interview at our office and references.</p>
<h2>Apply</h2>
<form method="post" action="/careers/apply" enctype="multipart/form-data">
<input type="hidden" name="job" value="trainee-accountant-mullingar">
<label>Full name</label><input name="name" required><label>Email</label><input name="email" type="email" required><label>Phone</label><input name="phone">
<label>CV (PDF or Word)</label><input type="file" name="cv" accept=".pdf,.doc,.docx" required>
<label>Cover note</label><textarea name="note" rows="4"></textarea>
<p><button class="btn" style="background:#14532d;color:#fff">Submit application</button></p></form></section>`,
      footer: `<p>Lisgar &amp; Partners LLP, 22 Pearse Street, Mullingar N91 K2X7 · Chartered Accountants Ireland registered firm.</p>`,
    }),
  }),
},
];
