import { htmlRoute, type Entry } from '../entry.js';
import { page, peso, PH, mark, maskedNames, svgData } from '../parts/yw-kit.js';

export const entries: Entry[] = [
  {
    id: 'yw-refund-hotline-wrong-send',
    label: 'scam',
    kind: 'fake-support-refund-scam',
    url: 'https://gcash-refund-center.help-ph.net/wrong-transfer',
    routes: {
      'gcash-refund-center.help-ph.net/wrong-transfer': htmlRoute(
        page({
          title: 'GCash Refund Center | Wrong Send / Maling Padala',
          lang: 'fil',
          css: `body{font-family:Arial,sans-serif;background:#f4f8ff;color:#1b2b48}.h{background:${PH.gcash.main};color:#fff;padding:16px 20px;display:flex;align-items:center;gap:10px}.w{max-width:640px;margin:0 auto;padding:18px}.hot{background:#fff;border-radius:14px;padding:18px;text-align:center;box-shadow:0 2px 10px rgba(0,80,200,.12)}.hot b{display:block;font-size:30px;color:${PH.gcash.main};margin:8px 0}.st{background:#fff;border-radius:12px;padding:14px;margin-top:12px}.st li{margin:8px 0}.ch{position:fixed;bottom:16px;right:16px;background:${PH.gcash.main};color:#fff;border-radius:30px;padding:12px 18px;font-weight:bold;text-decoration:none}`,
          body: `<div class="h">${mark({ ...PH.gcash, main: '#fff' }, 'G', 36, 18).replace('fill="#fff">G', `fill="${PH.gcash.main}">G`)}<b>GCash Refund Center</b></div>
<div class="w"><div class="hot">Nagkamali ng send? Na-scam? Double deduction?<br>Tumawag sa aming 24/7 Refund Hotline:<b>0917-851-2274</b><small>or Viber/WhatsApp +63 917 851 2274 · Avg. refund time: 30 minutes</small></div>
<div class="st"><h3>Paano ma-refund ang maling padala</h3><ol><li>Tumawag o mag-message sa Refund Hotline at ibigay ang reference number ng transaction.</li><li>Ang aming Refund Officer ay magpapadala ng <b>verification link</b> sa iyong number.</li><li>Para ma-confirm na ikaw ang may-ari, magpadala ng <b>₱500 verification deposit</b> sa refund clearing account (ibabalik kasama ng refund).</li><li>Ibigay ang authentication code na matatanggap mo para ma-reverse ang transaction.</li></ol></div>
<div class="st"><h3>Mga na-refund ngayong araw</h3>${maskedNames(6, 4)
            .map((n, i) => `<p>✅ ${n} — ${peso([3500, 12000, 800, 25000][i] ?? 100)} refunded</p>`)
            .join('')}</div></div>
<a class="ch" href="https://wa.me/639178512274">💬 Chat with Refund Officer</a>`,
        }),
      ),
    },
  },
  {
    id: 'yw-fake-shop-iphone-warehouse-clearance',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://apple-warehouse-ph.shop/collections/clearance',
    routes: {
      'apple-warehouse-ph.shop/collections/clearance': htmlRoute(
        page({
          title: 'iStore Warehouse PH — 90% OFF Clearance Sale!',
          head: `<link rel="icon" href="${svgData('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="18" r="12" fill="#222"/></svg>')}">`,
          css: `body{font-family:-apple-system,Helvetica,Arial,sans-serif;background:#fff;color:#1d1d1f}.bar{background:#d70015;color:#fff;text-align:center;padding:8px;font-weight:600}.h{text-align:center;padding:18px;font-size:22px;font-weight:700}.grid{display:grid;grid-template-columns:repeat(2,1fr);gap:14px;padding:14px;max-width:760px;margin:0 auto}.p{border:1px solid #eee;border-radius:14px;padding:12px;text-align:center}.p i{display:block;height:140px;border-radius:10px;background:linear-gradient(160deg,#e8e8ed,#c7c7cc);margin-bottom:8px}.was{text-decoration:line-through;color:#888;font-size:13px}.now{color:#d70015;font-size:20px;font-weight:700}.st{font-size:12px;color:#d70015}.add{width:100%;padding:10px;border:0;border-radius:20px;background:#0071e3;color:#fff;font-weight:600;margin-top:6px}.pay{max-width:760px;margin:10px auto;padding:14px;background:#f5f5f7;border-radius:14px;font-size:14px}`,
          body: `<div class="bar">⏰ WAREHOUSE CLEARANCE — ends in <span id="cd">00:14:59</span> · Nationwide free shipping</div>
<div class="h">Brand-new, sealed, 1-year warranty. Overstock from our Cebu warehouse.</div>
<div class="grid">${[
            ['iPhone 16 Pro Max 256GB', 84990, 6999, 3],
            ['iPhone 16 128GB', 56990, 4999, 5],
            ['MacBook Air M3 13"', 69990, 8999, 2],
            ['iPad Air 11" M2', 39990, 3499, 4],
          ]
            .map(([n, was, now, left]) => `<div class="p"><i></i><b>${n}</b><div class="was">${peso(was as number)}</div><div class="now">${peso(now as number)}</div><div class="st">Only ${left} left!</div><button class="add" onclick="location.href='/checkout?item=${encodeURIComponent(String(n))}'">Buy now</button></div>`)
            .join('')}</div>
<div class="pay"><b>Payment:</b> GCash / Maya / bank transfer only. <b>No COD</b> for clearance items due to high demand. Orders not paid within 15 minutes are cancelled.</div>
<script>var s=899;setInterval(function(){s=s>0?s-1:899;document.getElementById('cd').textContent='00:'+('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2);},1000);</script>`,
        }),
      ),
      'apple-warehouse-ph.shop/checkout': htmlRoute(
        page({
          title: 'Checkout — iStore Warehouse PH',
          body: `<div style="font-family:Arial;max-width:420px;margin:20px auto;padding:16px"><h3>Checkout</h3><form method="post" action="/checkout/confirm"><input name="name" placeholder="Full name" style="width:100%;padding:10px;margin:4px 0"><input name="address" placeholder="Complete address" style="width:100%;padding:10px;margin:4px 0"><input name="phone" placeholder="Mobile number" style="width:100%;padding:10px;margin:4px 0"><p>Send payment to GCash <b>0977 320 5518 — iStore Warehouse (K. T.)</b> and enter the reference number:</p><input name="ref" placeholder="GCash Ref. No." style="width:100%;padding:10px"><button style="width:100%;margin-top:10px;padding:12px;background:#0071e3;color:#fff;border:0;border-radius:20px">Place order</button></form></div>`,
        }),
      ),
    },
  },
];
