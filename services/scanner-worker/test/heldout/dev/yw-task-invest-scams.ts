import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { page, peso } from '../parts/yw-kit.js';

export const entries: Entry[] = [
  {
    id: 'yw-task-app-rating-prepaid-task',
    label: 'scam',
    kind: 'task-scam-deposit',
    url: 'https://rate5star.app-reviewer.work/earn/register',
    routes: {
      'rate5star.app-reviewer.work/earn/register': htmlRoute(
        page({
          title: 'AppRater PH — Earn ₱50 per app rating',
          css: `body{font-family:"Segoe UI",Arial,sans-serif;background:#f3f7f4;color:#14301f}.h{background:#1e8e3e;color:#fff;padding:20px}.h h1{margin:0;font-size:22px}.cards{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;padding:14px}.cards div{background:#fff;border-radius:10px;padding:10px;text-align:center;font-size:12px}.cards i{display:block;width:44px;height:44px;margin:0 auto 6px;border-radius:12px;background:linear-gradient(135deg,#7cc,#37a)}.box{background:#fff;margin:14px;border-radius:12px;padding:16px}.box li{margin:6px 0}.pre{border:2px dashed #f29d38;background:#fff8ec}.in{width:100%;padding:11px;margin:5px 0;border:1px solid #cfe0d4;border-radius:8px}.b{width:100%;padding:13px;background:#1e8e3e;color:#fff;border:0;border-radius:8px;font-weight:bold}`,
          body: `<div class="h"><h1>Kumita sa pag-rate ng apps sa Play Store ⭐⭐⭐⭐⭐</h1><p>₱50 bawat 5-star rating. 20 ratings/day = ₱1,000/day. Instant GCash payout.</p></div>
<div class="cards"><div><i></i>ShopNow<br>+₱50</div><div><i></i>FoodGo<br>+₱50</div><div><i></i>PlayWin<br>+₱50</div></div>
<div class="box"><b>Mga tuntunin</b><ul><li>Mag-download, mag-rate ng 5 stars at mag-screenshot.</li><li>I-send ang screenshot sa iyong Receptionist sa WhatsApp.</li><li>Ang sahod ay ipapadala sa GCash sa loob ng 10 minuto.</li></ul></div>
<div class="box pre"><b>🔥 Prepaid Merchant Task (optional, mas malaking kita)</b><p>Mag-advance ng ₱1,500 para sa "merchant boosting" at makakatanggap ng ₱2,100 pagkatapos ng 3 tasks. Ang ₱5,000 ay magiging ₱7,500. Guaranteed by our company.</p></div>
<div class="box"><b>Register</b><form action="/earn/register/submit" method="post"><input class="in" name="name" placeholder="Full name"><input class="in" name="wa" placeholder="WhatsApp / Viber number"><input class="in" name="gcash" placeholder="GCash number"><input class="in" name="ref" placeholder="Invitation code" value="RCP-8821"><button class="b">START EARNING</button></form></div>`,
        }),
      ),
      'rate5star.app-reviewer.work/earn/register/submit': redirectRoute(302, 'https://wa.me/6281234567890?text=Hi%20Receptionist%2C%20I%20want%20to%20start%20task%20RCP-8821'),
    },
  },
  {
    id: 'yw-task-order-grabbing-mall',
    label: 'scam',
    kind: 'task-scam-order-grabbing',
    url: 'https://lzd-partnermall.vip/h5/#/grab',
    routes: {
      'lzd-partnermall.vip/h5/': htmlRoute(
        page({
          title: 'Partner Mall',
          css: `body{font-family:Arial,sans-serif;background:#f5f0ff}.hd{background:linear-gradient(90deg,#1a0dab,#f57224);color:#fff;padding:16px;text-align:center;font-weight:bold}.gr{margin:16px;background:#fff;border-radius:16px;padding:18px;text-align:center}.gr .ring{width:160px;height:160px;border-radius:50%;border:10px solid #f57224;margin:10px auto;display:flex;align-items:center;justify-content:center;font-size:22px;font-weight:bold;color:#1a0dab;cursor:pointer}.stat{display:flex;justify-content:space-around;font-size:13px}.stat b{display:block;font-size:18px}.rec{margin:16px;background:#fff;border-radius:16px;padding:12px;font-size:13px}.rec div{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:8px 0}.md{position:fixed;inset:0;background:rgba(0,0,0,.5);display:none;align-items:center;justify-content:center}.md div{background:#fff;border-radius:14px;padding:18px;width:300px;text-align:center}`,
          body: `<div class="hd">Lazada Partner Mall · Order Grabbing</div>
<div class="gr"><div class="stat"><div><b>${peso(2415.6)}</b>Balance</div><div><b>${peso(96.62)}</b>Today commission</div><div><b>12/40</b>Orders</div></div><div class="ring" id="grab">GRAB<br>ORDER</div><p style="font-size:12px;color:#666">Commission rate 4% per order · Silver member</p></div>
<div class="rec"><b>Latest grabs</b>${['Samsung Galaxy A56 — ₱21,990 — +₱879.60', 'Dyson V8 — ₱19,490 — +₱779.60', 'Nike Air Force 1 — ₱6,295 — +₱251.80'].map((x) => `<div><span>${x.split(' — ').slice(0, 2).join(' — ')}</span><b>${x.split(' — ')[2]}</b></div>`).join('')}</div>
<div class="md" id="md"><div><h3>Order matched!</h3><p>iPhone 16 Pro Max 512GB<br>Order amount: <b>${peso(91990)}</b><br>Commission: <b>${peso(3679.6)}</b></p><p style="color:#c00">Your balance is not enough. Please top up ${peso(89574.4)} to submit this order.</p><button onclick="location.href='/h5/recharge'" style="padding:10px 30px;background:#f57224;color:#fff;border:0;border-radius:20px">Top up</button></div></div>
<script>document.getElementById('grab').onclick=function(){var r=this;r.textContent='Matching...';setTimeout(function(){document.getElementById('md').style.display='flex';r.innerHTML='GRAB<br>ORDER';},2200);};</script>`,
        }),
      ),
      'lzd-partnermall.vip/h5/recharge': htmlRoute(
        page({
          title: 'Recharge',
          body: `<div style="font-family:Arial;max-width:400px;margin:20px auto;padding:16px"><h3>Recharge channel</h3><p>Channel A (GCash): 0915 663 0291 — R*****N C.</p><p>Channel B (Bank): BDO 0067 1120 8834 — JMC Trading</p><p>Channel C (USDT TRC20): TJRyWwFs9wTFGZg3JbrVriFbGBCeuRBfzK</p><p>After payment, upload the receipt and contact online CS. Recharges below ₱500 are not credited.</p><input type="file" accept="image/*"><button style="display:block;margin-top:10px;padding:10px 24px">Submit receipt</button></div>`,
        }),
      ),
    },
  },
  {
    id: 'yw-pig-bitnova-withdrawal-tax',
    label: 'scam',
    kind: 'pig-butchering-exchange',
    url: 'https://www.bitnovapro-global.com/pc/#/assets/withdraw',
    routes: {
      'www.bitnovapro-global.com/pc/': htmlRoute(
        page({
          title: 'BitNova Pro | Global Digital Asset Exchange',
          css: `body{font-family:Inter,Arial,sans-serif;background:#0b0e11;color:#eaecef}.nv{display:flex;gap:20px;align-items:center;padding:14px 24px;background:#181a20}.nv b{color:#f0b90b;font-size:18px}.nv a{color:#b7bdc6;text-decoration:none;font-size:14px}.g{display:grid;grid-template-columns:2fr 1fr;gap:16px;padding:20px 24px}.p{background:#181a20;border-radius:10px;padding:16px}.tot{font-size:30px;font-weight:700}.up{color:#0ecb81}.t td{padding:7px 10px;font-size:14px}.ch{height:150px;background:linear-gradient(180deg,rgba(14,203,129,.25),transparent);border-bottom:2px solid #0ecb81;clip-path:polygon(0 80%,10% 70%,20% 74%,30% 55%,40% 60%,50% 40%,60% 45%,70% 30%,80% 34%,90% 15%,100% 10%,100% 100%,0 100%)}.wd{background:#2b1d11;border:1px solid #f0b90b;border-radius:10px;padding:14px;margin-top:12px;font-size:14px}.btn{display:inline-block;background:#f0b90b;color:#000;padding:10px 20px;border-radius:6px;font-weight:700;border:0}.cs{position:fixed;right:20px;bottom:20px;background:#f0b90b;color:#000;border-radius:30px;padding:12px 18px;font-weight:700}`,
          body: `<div class="nv"><b>◆ BitNova Pro</b><a href="#">Markets</a><a href="#">Contract</a><a href="#">AI Quant</a><a href="#">Assets</a><span style="margin-left:auto;font-size:13px">UID 88214093 · Verified ✓</span></div>
<div class="g"><div class="p"><div>Total assets (USDT)</div><div class="tot">186,402.55 <span class="up">+412.6%</span></div><div class="ch"></div><table class="t"><tr><td>BTC/USDT 60s contract</td><td class="up">+18,240.00</td></tr><tr><td>ETH/USDT 120s contract</td><td class="up">+9,811.20</td></tr><tr><td>AI Quant Plan Gold</td><td class="up">+31,006.42</td></tr></table></div>
<div class="p"><h3>Withdraw</h3><p style="font-size:13px">Available: 186,402.55 USDT</p><div class="wd"><b>Withdrawal pending — Tax clearance required</b><p>According to the cross-border capital regulation of the platform's licensing jurisdiction (US MSB No. 31000229381147), profits above 100,000 USDT require prepayment of <b>20% personal income tax (28,412.40 USDT)</b> before the withdrawal can be released. The tax cannot be deducted from the balance.</p><p>Deadline: 72 hours. After the deadline, the account will be frozen for anti-money-laundering review.</p><button class="btn" onclick="location.href='/pc/#/assets/deposit'">Pay tax now</button></div>
<p style="font-size:12px;color:#848e9c;margin-top:12px">Deposit address (USDT-TRC20): TXk8Fw3Qp1UnzvTNJ2CgD9mYtRb5sHa7Lc</p></div></div>
<div class="cs">💬 Online Service</div>`,
        }),
      ),
    },
  },
];
