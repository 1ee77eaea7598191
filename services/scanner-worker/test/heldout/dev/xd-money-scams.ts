import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { shell, baseCss } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-term-deposit-big-four-broker',
  label: 'scam',
  kind: 'investment-term-deposit-scam',
  url: 'https://bestrates-termdeposit.au-invest.co/compare/12-month',
  body: shell(
    'Compare Term Deposits from Australia’s Big Four Banks | Up to 7.15% p.a.',
    `<header style="background:#0d2b45;color:#fff;padding:16px 28px;display:flex;align-items:center"><b style="font-size:20px">BestRates</b><span style="opacity:.7;margin-left:8px">Term Deposits</span><span style="margin-left:auto">☎ 1800 413 962</span></header>
<section style="background:linear-gradient(#0d2b45,#174a73);color:#fff;padding:40px 28px">
 <h1 style="margin:0;font-size:34px">Government-guaranteed term deposits up to <span style="color:#ffd54f">7.15% p.a.</span></h1>
 <p style="font-size:18px">Lock in a fixed rate with Commonwealth Bank, Westpac, ANZ or NAB. Your deposit is protected by the Australian Government's Financial Claims Scheme up to $250,000 per bank.</p>
</section>
<div style="max-width:980px;margin:24px auto;display:flex;gap:24px;flex-wrap:wrap">
 <table style="flex:2;background:#fff;border-collapse:collapse;font-size:15px">
  <tr style="background:#eef3f8"><th style="padding:12px;text-align:left">Bank</th><th>6 months</th><th>12 months</th><th>24 months</th><th>Min.</th></tr>
  <tr><td style="padding:12px">Commonwealth Bank</td><td>6.40%</td><td><b>7.05%</b></td><td>7.15%</td><td>$50,000</td></tr>
  <tr><td style="padding:12px">Westpac</td><td>6.35%</td><td><b>7.00%</b></td><td>7.10%</td><td>$50,000</td></tr>
  <tr><td style="padding:12px">ANZ</td><td>6.30%</td><td><b>6.95%</b></td><td>7.10%</td><td>$50,000</td></tr>
  <tr><td style="padding:12px">NAB</td><td>6.38%</td><td><b>7.02%</b></td><td>7.12%</td><td>$50,000</td></tr>
 </table>
 <form id="lead" style="flex:1;background:#fff;padding:20px;border-radius:6px;min-width:260px">
  <h3 style="margin-top:0">Request the Product Disclosure Statement</h3>
  <label>Full name</label><input name="name" required>
  <label>Email</label><input name="email" type="email" required>
  <label>Mobile</label><input name="phone" type="tel" required>
  <label>Amount to invest</label><select name="amount"><option>$50,000 – $100,000</option><option>$100,000 – $250,000</option><option>$250,000 – $500,000</option><option>$500,000+</option></select>
  <label>Preferred bank</label><select name="bank"><option>Commonwealth Bank</option><option>Westpac</option><option>ANZ</option><option>NAB</option></select>
  <button style="margin-top:14px;background:#2e7d32;width:100%">Get my rate</button>
  <p class="muted">A senior relationship manager will call you within 1 business day to complete your application. Funds are transferred directly to the bank's term deposit settlement account.</p>
 </form>
</div>
<footer style="max-width:980px;margin:auto">BestRates Pty Ltd is a Corporate Authorised Representative (CAR 001294731) of Horizon Wealth Partners Pty Ltd AFSL 458120. Rates current as of today. Past performance is not indicative of future performance.</footer>
<script>
document.getElementById('lead').onsubmit = function (e) {
  e.preventDefault();
  fetch('/api/lead.php?src=gads-termdeposit-au', { method: 'POST', body: new FormData(this) })
    .finally(function () { document.getElementById('lead').innerHTML = '<h3>Thank you!</h3><p>Your PDS is on its way. Your relationship manager will call you shortly from a private number.</p>'; });
};
</script>`,
    { css: baseCss('#0d2b45') + 'td,th{border-bottom:1px solid #e5e8ec;text-align:center}' },
  ),
},
{
  id: 'xd-fixed-bonds-clone-firm',
  label: 'scam',
  kind: 'investment-bond-scam',
  url: 'https://macquarie-fixedincome.bonds-au.org/retail/fixed-rate-bonds',
  body: shell(
    'Fixed Rate Bonds 8.2% p.a. | Macquarie Fixed Income',
    `<header class="top" style="background:#000;color:#fff"><b style="letter-spacing:.12em">MACQUARIE</b><span style="margin-left:auto;font-size:13px">Fixed Income · Retail Investors</span></header>
<main style="max-width:760px">
 <h1 style="font-size:30px">Secure fixed-rate corporate bonds paying 8.2% p.a.</h1>
 <ul>
  <li>Capital guaranteed, paid quarterly</li>
  <li>Terms from 1 to 5 years, minimum investment $20,000</li>
  <li>Held in your name with an independent custodian</li>
  <li>Regulated by ASIC — AFSL 237492</li>
 </ul>
 <div style="display:flex;gap:16px;margin:16px 0"><div class="box"><b>1 year</b><br>7.1% p.a.</div><div class="box"><b>3 years</b><br>7.8% p.a.</div><div class="box"><b>5 years</b><br>8.2% p.a.</div></div>
 <h2>Request the Information Memorandum</h2>
 <form method="post" action="/retail/fixed-rate-bonds/im-request">
  <label>Name</label><input name="n" required><label>Email</label><input name="e" type="email" required><label>Phone</label><input name="p" type="tel" required>
  <label>Investment amount</label><input name="amt" placeholder="$">
  <button style="margin-top:12px;background:#000">Request IM</button>
 </form>
 <p class="muted">Applications are completed over the phone with your account manager. Settlement via bank transfer to the custodian's trust account: Macquarie Bonds Custody — BSB 182-512.</p>
</main>`,
    { css: baseCss('#000') + '.box{flex:1;border:1px solid #ccc;padding:14px;text-align:center;border-radius:4px}' },
  ),
},
{
  id: 'xd-celebrity-crypto-advertorial-cloaked',
  label: 'scam',
  kind: 'investment-crypto-celebrity-scam',
  url: 'https://news-abc-au.today-report.site/economy/forrest-interview-8723?fbclid=IwAR2xd9',
  routes: {
    'news-abc-au.today-report.site/economy/forrest-interview-8723': htmlRoute(
      shell(
        'Andrew Forrest’s new investment platform has Australia’s banks worried',
        `<div id="white" style="display:none;max-width:640px;margin:40px auto;font-family:Georgia">
 <h1>Easy banana bread</h1><p>This moist banana bread is the perfect way to use up overripe bananas. Preheat the oven to 180°C…</p>
</div>
<div id="black" style="display:none">
 <header style="background:#000;color:#fff;padding:10px 20px;font:700 22px Arial">ABC <span style="font-weight:400">NEWS</span> <span style="font-size:13px;float:right;margin-top:6px">Just In · Australia · World · Business</span></header>
 <article style="max-width:720px;margin:20px auto;font:18px/1.6 Georgia,serif">
  <p style="font:13px Arial;color:#888">Business · Posted <span id="today"></span></p>
  <h1 style="font:700 34px/1.2 Arial">Andrew Forrest’s controversial interview: “This platform turned $350 into $18,000 in a month”</h1>
  <p>In a live interview that was pulled from air minutes later, the mining billionaire revealed an automated trading platform he says “any Australian can use from their phone”. The Reserve Bank reportedly called the network to stop the broadcast.</p>
  <blockquote style="border-left:4px solid #f5a623;padding-left:14px">“I’m tired of watching ordinary Aussies struggle while the banks profit. This is my gift to the country.”</blockquote>
  <p>We tested the platform ourselves with a $250 deposit. After 7 days our balance had grown to <b>$4,112.60</b>.</p>
  <p style="text-align:center"><a href="https://quantum-ai-au.trade/register?aff=1082&amp;sub=fb_au" style="background:#2e7d32;color:#fff;padding:16px 28px;font:700 20px Arial;text-decoration:none;border-radius:4px">Register free while spots remain →</a></p>
  <h3 style="font-family:Arial">Comments</h3>
  <p><b>Sharon K., Bendigo</b> — I started last Tuesday, already withdrew $2,300 to my CommBank account!</p>
  <p><b>Greg T., Perth</b> — Was sceptical but the account manager was very helpful.</p>
 </article>
</div>
<script>
var q = location.search + document.referrer;
var mobile = /Android|iPhone/i.test(navigator.userAgent);
var ok = /fbclid|facebook|instagram/.test(q) && !navigator.webdriver;
document.getElementById(ok ? 'black' : 'white').style.display = 'block';
document.getElementById('today').textContent = new Date().toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
if (!mobile && ok) document.title = 'ABC News';
</script>`,
      ),
    ),
  },
},
{
  id: 'xd-task-job-usdt-dashboard',
  label: 'scam',
  kind: 'job-task-scam',
  url: 'https://app-boost-work.vip/h5/#/task',
  body: shell(
    'AppBoost | Work Centre',
    `<div id="app" style="max-width:420px;margin:0 auto;font-family:Arial;background:#fff;min-height:100vh">
 <div style="background:linear-gradient(90deg,#7b2ff7,#f107a3);color:#fff;padding:18px">
  <div style="font-size:13px">VIP 2 · ID 880317</div>
  <div style="font-size:28px;font-weight:700">$<span id="bal">-228.40</span> <span style="font-size:14px">USDT</span></div>
  <div style="font-size:13px">Today's commission: $<span id="comm">86.20</span> · Tasks <span id="done">27</span>/40</div>
 </div>
 <div style="padding:16px">
  <div style="border:2px solid #f107a3;border-radius:8px;padding:14px">
   <b>🎉 Lucky combination order!</b>
   <p>You've received a combination task worth <b>5x commission</b>. Your balance is negative; recharge <b>228.40 USDT</b> to continue and unlock <b>$412.90</b> in commission. Funds and commission are withdrawable after completing all 40 tasks.</p>
   <p style="font-size:13px">Recharge address (TRC20):<br><code id="addr">TXk4mH2pZc9sQvB7Lr1eWn8Ju3Da6FyGoT</code> <button id="cp" style="padding:4px 8px;font-size:12px;background:#7b2ff7">Copy</button></p>
   <p style="font-size:13px">Upload payment screenshot and contact your mentor <b>Jessica (HR)</b> on WhatsApp to confirm.</p>
   <a class="btn" style="background:#25d366;display:block;text-align:center" href="https://wa.me/61485112037?text=ID880317%20recharge">Contact mentor</a>
  </div>
  <h3>Task records</h3>
  <div class="rec">Optimise app rating · Temu · +$3.10</div><div class="rec">Optimise app rating · Booking.com · +$2.80</div><div class="rec">Optimise app rating · Airbnb · +$3.40</div>
  <p class="muted">Working hours 10:00–22:00 AEST. Withdrawals processed within 24 hours of completing a set.</p>
 </div>
</div>
<script>document.getElementById('cp').onclick = function () { navigator.clipboard.writeText(document.getElementById('addr').textContent); this.textContent = 'Copied'; };</script>`,
    { css: baseCss('#7b2ff7') + '.rec{border-bottom:1px solid #eee;padding:8px 0;font-size:14px}' },
  ),
},
];
