import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { shell, baseCss, cardFields } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-cavoodle-puppies-deposit',
  label: 'scam',
  kind: 'pet-seller-scam',
  url: 'https://sunshinecoast-cavoodles.com/available-puppies',
  body: shell(
    'Sunshine Coast Cavoodles | Family-raised Cavoodle puppies for sale QLD',
    `<header style="background:#f6efe6;padding:20px;text-align:center;font-family:Georgia"><h1 style="margin:0;color:#7a4b2a">Sunshine Coast Cavoodles</h1><p style="margin:4px 0">Family-raised, vet-checked, delivered Australia-wide 🐾</p></header>
<main style="max-width:900px">
 <h2>Available puppies</h2>
 <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:16px">
  <div class="pup"><div class="ph" style="background:#d7b48f"></div><b>Biscuit</b> · Male · 10 weeks<br>Red, F1b, microchipped<br><span class="price">$1,200</span> <s>$4,500</s></div>
  <div class="pup"><div class="ph" style="background:#e8d7c2"></div><b>Willow</b> · Female · 9 weeks<br>Apricot, toy size<br><span class="price">$1,350</span> <s>$4,900</s></div>
  <div class="pup"><div class="ph" style="background:#3b2a20"></div><b>Archie</b> · Male · 11 weeks<br>Chocolate merle<br><span class="price">SOLD</span></div>
 </div>
 <h2>How to adopt</h2>
 <p>Because of high demand we are not doing visits at the moment. Reserve your puppy with a <b>$400 deposit</b> by bank transfer, PayID or Apple gift cards. We deliver to all capital cities with our partner <b>PetExpress Air Logistics</b>; a refundable pet travel insurance and air-conditioned crate fee of $980 applies and is returned on delivery.</p>
 <form id="res">
  <label>Puppy</label><select name="pup"><option>Biscuit</option><option>Willow</option></select>
  <label>Your name</label><input name="name" required><label>Phone</label><input name="phone" type="tel" required><label>Suburb &amp; state</label><input name="sub" required>
  <button style="margin-top:12px;background:#7a4b2a">Reserve now</button>
 </form>
 <p><b>Deposit account:</b> Sarah Mitchell · BSB 484-799 · Acc 387 114 652 · Ref: puppy name</p>
 <p class="muted">⭐⭐⭐⭐⭐ “Willow's sister arrived healthy and happy in Adelaide!” — Tanya</p>
</main>
<script>document.getElementById('res').onsubmit = function (e) { e.preventDefault(); fetch('/api/reserve', { method: 'POST', body: new FormData(this) }); alert('Thank you! Please pay the $400 deposit within 2 hours and text the receipt to 0480 223 917 to secure your puppy.'); };</script>`,
    { css: baseCss('#7a4b2a') + '.pup{background:#fff;padding:12px;border-radius:8px}.ph{height:140px;border-radius:6px;margin-bottom:8px}.price{color:#2e7d32;font-weight:700}' },
  ),
},
{
  id: 'xd-caravan-ebay-vpp-escrow',
  label: 'scam',
  kind: 'vehicle-escrow-scam',
  url: 'https://jayco-journey-2019.listing-au.com/',
  routes: {
    'jayco-journey-2019.listing-au.com/': htmlRoute(
      shell(
        '2019 Jayco Journey 21.66-3 Outback – $18,900 – private sale',
        `<main style="max-width:760px">
 <h1 style="font-size:26px">2019 Jayco Journey Outback 21ft — $18,900</h1>
 <p>Full ensuite, solar, 2 x 95L water, annex, one owner, always garaged. Sadly selling as my husband passed away last year and I've moved to Perth for work with the mining company. I'm on FIFO roster so can't do inspections.</p>
 <p>The caravan is stored at an <b>eBay Vehicle Logistics</b> depot in Brisbane and the sale is handled through the <b>eBay Vehicle Purchase Protection</b> program: you pay eBay, they hold the money, ship the caravan to you free of charge and you have a 5-day inspection period. If you don't like it, eBay refunds you in full.</p>
 <p>To start, email <b>linda.carter.sales@outlook.com</b> with your name, address and phone; eBay will send you the invoice.</p>
 <a class="btn" style="background:#0654ba" href="https://ebay-vpp.escrow-payments.net/case/88317-JYC">View eBay protection case</a>
</main>`,
        { css: baseCss('#0654ba') },
      ),
    ),
    'ebay-vpp.escrow-payments.net/case/88317-JYC': htmlRoute(
      shell(
        'eBay Vehicle Purchase Protection – Case 88317-JYC',
        `<header class="top" style="background:#fff;border-bottom:1px solid #ddd"><b style="font:700 28px Arial"><span style="color:#e53238">e</span><span style="color:#0064d2">b</span><span style="color:#f5af02">a</span><span style="color:#86b817">y</span></b><span style="margin-left:10px">Vehicle Purchase Protection</span></header>
<main style="max-width:680px">
 <h1 style="font-size:22px">Buyer invoice — Case 88317-JYC</h1>
 <p>Item: 2019 Jayco Journey Outback 21.66-3 · Seller: Linda Carter · Amount: <b>AU$18,900.00</b></p>
 <p>Your funds will be held by eBay until you confirm the delivery. Shipping is free. Payment must be made by <b>bank transfer</b> to our secured agent account within 24 hours:</p>
 <table><tr><td>Account name</td><td><b>Vehicle Purchase Protection Agent</b></td></tr><tr><td>BSB</td><td><b>013-442</b></td></tr><tr><td>Account</td><td><b>2295 61780</b></td></tr><tr><td>Reference</td><td><b>VPP88317</b></td></tr></table>
 <p>After payment, reply to the email with a photo of the receipt. <b>Do not</b> mention eBay in the transfer description as this delays processing.</p>
 <p class="muted">Copyright © 1995–2025 eBay Inc. All rights reserved.</p>
</main>`,
        { css: baseCss('#fff') + 'td{padding:6px 12px 6px 0}' },
      ),
    ),
  },
},
{
  id: 'xd-chinese-police-embassy-warrant',
  label: 'scam',
  kind: 'impersonation-authority-scam',
  url: 'https://cn-embassy-au.gov-cn.xyz/case/query',
  body: shell(
    '中华人民共和国驻澳大利亚大使馆 - 案件查询',
    `<header style="background:#c8102e;color:#fff;padding:14px 24px;font-family:'SimSun',serif;font-size:20px">★ 中华人民共和国驻澳大利亚联邦大使馆<br><span style="font-size:13px">Embassy of the People's Republic of China in the Commonwealth of Australia</span></header>
<main style="max-width:640px;font-family:'Microsoft YaHei',Arial">
 <h1 style="font-size:20px">涉案人员信息查询</h1>
 <p>根据上海市公安局经济犯罪侦查总队通报，部分在澳中国公民护照信息涉嫌跨境洗钱案件。请输入您的信息进行核查。</p>
 <form id="q">
  <label>姓名</label><input name="name" required>
  <label>护照号码</label><input name="passport" required>
  <label>身份证号码</label><input name="idcard" required>
  <label>联系电话</label><input name="tel" required>
  <button style="margin-top:12px;background:#c8102e">查询</button>
 </form>
 <div id="r" style="display:none;border:2px solid #c8102e;padding:14px;margin-top:16px">
  <h2 style="color:#c8102e;margin-top:0">通缉令 (案件编号 SH-2025-0417-338)</h2>
  <p>经查，您名下的中国银行账户被用于洗钱，涉案金额人民币 <b>286万元</b>。您已被列为<b>A级通缉</b>对象。</p>
  <p>本案涉及国家机密，<b>不得告知任何人</b>（包括家人、学校和澳洲警方），否则将以泄密罪论处。</p>
  <p>如需证明清白，请立即联系办案民警 <b>王警官 (微信 wangjg_sh110)</b> 办理资金核查。您需将名下资金转入国家安全账户接受审查，审查结束后全额退还。</p>
 </div>
</main>
<script>
document.getElementById('q').onsubmit = function (e) {
  e.preventDefault();
  fetch('/case/api.php', { method: 'POST', body: new FormData(this) });
  document.getElementById('r').style.display = 'block';
};
</script>`,
    { lang: 'zh-CN', css: baseCss('#c8102e') },
  ),
},
{
  id: 'xd-woolies-anniversary-survey-trap',
  label: 'scam',
  kind: 'giveaway-subscription-scam',
  url: 'https://rewards-au-survey.live/woolworths/100th/?sub1=sms',
  routes: {
    'rewards-au-survey.live/woolworths/100th/': htmlRoute(
      shell(
        'Woolworths 100th Anniversary – Congratulations!',
        `<div style="max-width:460px;margin:0 auto;font-family:Arial;padding:16px">
 <div style="background:#178841;color:#fff;padding:12px;border-radius:6px;text-align:center"><b>Woolworths</b> · 100 years of fresh food</div>
 <h1 style="font-size:22px">🎉 Congratulations! You have been selected</h1>
 <p>To celebrate our 100th anniversary, 100 lucky customers will receive a <b>$500 Woolworths gift card</b>. Answer 4 quick questions to claim. <b>Offer expires in <span id="t">4:59</span></b></p>
 <div id="q"></div>
 <div id="claim" style="display:none">
  <h2>You won! Only <b>3</b> gift cards left.</h2>
  <p>Enter your details for delivery. Pay only <b>$2.95</b> shipping.</p>
  <form id="cf" action="/woolworths/100th/checkout.php" method="post">
   <label>Name</label><input name="name" required><label>Address</label><input name="addr" required><label>Email</label><input name="email" type="email" required><label>Mobile</label><input name="mobile" type="tel" required>
   ${cardFields({ holder: 'ccname', number: 'ccnum', exp: 'ccexp', cvv: 'cccvv' })}
   <p style="font-size:10px;color:#999">By submitting you agree to the terms: you will be enrolled in a 14-day trial of VIP Rewards Club, after which a membership fee of $89.95 will be charged every 14 days until cancelled.</p>
   <button style="width:100%;margin-top:10px;background:#178841">Pay $2.95 and claim</button>
  </form>
 </div>
 <div class="fb"><b>Kylie Brown</b> · I didn't believe it but my card came today!! 😍<br><b>Tom Nguyen</b> · Legit, got mine in 3 days</div>
</div>
<script>
var qs = ['Are you over 18?', 'How often do you shop at Woolworths?', 'Do you use Everyday Rewards?', 'Would you recommend Woolworths to a friend?'];
var i = 0;
function ask() { if (i >= qs.length) { document.getElementById('q').style.display = 'none'; document.getElementById('claim').style.display = 'block'; return; } document.getElementById('q').innerHTML = '<p><b>Question ' + (i + 1) + ' of 4:</b> ' + qs[i] + '</p><button class="a">Yes</button> <button class="a">No</button>'; document.querySelectorAll('.a').forEach(function (b) { b.onclick = function () { i++; ask(); }; }); }
ask();
var s = 299; setInterval(function () { s = Math.max(0, s - 1); document.getElementById('t').textContent = Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0'); }, 1000);
</script>`,
        { css: baseCss('#178841', '#222', '#178841') + '.a{margin:4px}.fb{font-size:13px;margin-top:22px;border-top:1px solid #ddd;padding-top:10px}' },
      ),
    ),
  },
},
{
  id: 'xd-outdoor-brand-closing-down-fakeshop',
  label: 'scam',
  kind: 'fake-shop-scam',
  url: 'https://kathmandu-outlet-au.shop/collections/closing-down-sale',
  body: shell(
    'Kathmandu Australia | Closing Down Sale – Up to 80% Off',
    `<div style="background:#d32f2f;color:#fff;text-align:center;padding:8px;font-weight:700">STORE CLOSING — EVERYTHING MUST GO — UP TO 80% OFF · FREE SHIPPING AU &amp; NZ</div>
<header style="padding:16px 24px;border-bottom:1px solid #eee;font:700 24px Arial">KATHMANDU <span style="font-size:13px;font-weight:400">Outlet</span><span style="float:right;font-size:15px">🛒 <span id="cnt">0</span></span></header>
<main style="max-width:1000px;background:none;box-shadow:none">
 <div style="display:grid;grid-template-columns:repeat(4,1fr);gap:16px" id="grid"></div>
 <div id="co" style="display:none;background:#fff;padding:20px;margin-top:20px">
  <h2>Checkout</h2>
  <form id="pay">
   <label>Email</label><input name="email" type="email" required><label>Full name</label><input name="name" required><label>Address</label><input name="addr" required>
   ${cardFields({ holder: 'cardName', number: 'cardNumber', exp: 'cardExp', cvv: 'cardCvc' })}
   <button style="margin-top:12px;background:#000">Pay now</button>
  </form>
 </div>
</main>
<footer>© 2025 Kathmandu Outlet. All rights reserved. Contact: support@kathmandu-outlet-au.shop</footer>
<script>
var items = [['Epiq Women\\'s 600 Down Jacket', 399.98, 79.99], ['Heli Men\\'s Down Jacket', 329.98, 65.99], ['Litehaul 38L Pack', 249.99, 49.99], ['Trailhead Tent 3P', 899.98, 129.99], ['XT Series Hiking Boots', 349.99, 59.99], ['Andulo Rain Jacket', 279.98, 55.99], ['Merino Thermal Top', 119.99, 23.99], ['Sleeping bag -5°C', 499.98, 89.99]];
var cart = 0;
document.getElementById('grid').innerHTML = items.map(function (it, i) { return '<div style="background:#fff;padding:10px"><div style="height:150px;background:#e0e6ea"></div><p>' + it[0] + '</p><s>$' + it[1] + '</s> <b style="color:#d32f2f">$' + it[2] + '</b><br><button data-i="' + i + '" style="margin-top:6px;background:#000;padding:8px 12px">Add to cart</button></div>'; }).join('');
document.getElementById('grid').addEventListener('click', function (e) { if (e.target.dataset.i) { cart++; document.getElementById('cnt').textContent = cart; document.getElementById('co').style.display = 'block'; } });
document.getElementById('pay').onsubmit = function (e) { e.preventDefault(); fetch('/checkout/api/order', { method: 'POST', body: new FormData(this) }).finally(function () { document.getElementById('co').innerHTML = '<h2>Payment failed</h2><p>Your bank declined the transaction. Please try another card.</p>'; }); };
</script>`,
    { css: baseCss('#000') },
  ),
},
];
