import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, countdownJs, stepFlow, sendFetchForm, sendJson, sendXhr, sendTelegram, json, js } from '../parts/yl-kit.js';

const timeline = (rows: [string, string][], dir = 'ltr'): string => `<ul style="list-style:none;padding:0;margin:0 0 18px;font-size:13px;direction:${dir}">${rows.map(([t, s], i) => `<li style="display:flex;gap:10px;padding:7px 0;border-bottom:1px solid #f0f0f0"><span style="width:10px;height:10px;border-radius:50%;margin-top:4px;flex:none;background:${i === 0 ? '#e8710a' : '#c9ced6'}"></span><span><b>${s}</b><br><span style="color:#888">${t}</span></span></li>`).join('')}</ul>`;

export const entries: Entry[] = [
{
  id: 'yl-aramex-hold-human-gate',
  label: 'phishing',
  kind: 'delivery-fee-kit',
  url: 'https://aramex-ae-track.com/',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Just a moment...</title>
<style>body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#fff;color:#313131;margin:0}.m{max-width:600px;margin:12vh auto 0;padding:0 20px}h1{font-size:30px;font-weight:500;margin:0 0 10px}p{font-size:15px;color:#595959}
.cb{margin-top:26px;border:1px solid #e0e0e0;border-radius:4px;background:#fafafa;padding:16px 18px;display:flex;align-items:center;gap:14px;width:300px;cursor:pointer}.bx{width:26px;height:26px;border:2px solid #8b8b8b;border-radius:3px;background:#fff;display:flex;align-items:center;justify-content:center}.bx.s{border-color:#1a73e8;border-top-color:transparent;border-radius:50%;animation:r .8s linear infinite}@keyframes r{to{transform:rotate(360deg)}}
.f{margin-top:60px;font-size:12px;color:#9a9a9a;border-top:1px solid #eee;padding-top:10px}</style></head>
<body><div class="m"><h1>aramex.com</h1><p>Verify you are human by completing the action below.</p>
<div class="cb" id="cb"><div class="bx" id="bx"></div><span>Verify you are human</span></div>
<p style="margin-top:22px">aramex.com needs to review the security of your connection before proceeding.</p>
<div class="f">Ray ID: <span id="ray"></span> · Performance &amp; security</div></div>
<script>
document.getElementById('ray').textContent=Math.random().toString(16).slice(2,18);
document.getElementById('cb').onclick=function(){var b=document.getElementById('bx');b.className='bx s';setTimeout(function(){location.href='/track/shipment.php?awb=4450981276'},1800)};
</script></body></html>`,
  routes: {
    'aramex-ae-track.com/track/shipment.php': htmlRoute(doc({
      title: 'Aramex | Track your shipment',
      css: cardCss({ bg: '#f4f4f4', primary: '#e3262b', radius: 6, width: 480 }) + `.hd{background:#fff;padding:14px 24px;border-bottom:1px solid #e6e6e6}.st{background:#fff4e5;color:#8a4b00;border-radius:6px;padding:10px 12px;font-size:14px;margin-bottom:16px}`,
      body: `<div class="hd">${wordmark('aramex', '#e3262b', { size: 28 })}</div><div class="wrap"><div class="card">
<div class="step on"><h1>Shipment <span id="awb"></span></h1><div class="st">Delivery attempt failed: incomplete address. Your shipment is on hold at our Dubai facility.</div>
${timeline([['Today 09:12', 'On hold – address verification required'], ['Yesterday 17:40', 'Out for delivery – Dubai'], ['2 days ago', 'Arrived at destination facility – Dubai Logistics City'], ['4 days ago', 'Shipment picked up – Shenzhen, CN']])}
<form><div class="f"><label>Full name</label><input name="name" required></div><div class="f"><label>Address (area, building, flat)</label><input name="addr" required></div><div class="row"><div class="f"><label>Emirate</label><select name="emirate"><option>Dubai</option><option>Abu Dhabi</option><option>Sharjah</option><option>Ajman</option><option>RAK</option></select></div><div class="f"><label>Mobile</label><input name="mob" required></div></div><button class="btn">Schedule redelivery</button></form></div>
<div class="step"><h1>Redelivery fee: AED 7.50</h1><p class="sub">Pay the redelivery fee to receive your shipment within 24 hours.</p><form>${cardFields({ name: 'Name on card', number: 'Card number', exp: 'Expiry', cvv: 'CVV' })}<button class="btn">Pay AED 7.50</button></form></div>
<div class="step"><h1>Verification</h1><p class="sub">Enter the code sent to your mobile by your bank.</p><form>${otpBoxes()}<button class="btn">Confirm</button></form></div>
</div><footer>© Aramex International 2025</footer></div>
<script>${cardMaskJs}${otpJs}document.getElementById('awb').textContent='#'+(new URLSearchParams(location.search).get('awb')||'');</script>
${stepFlow({ send: sendFetchForm('/track/post.php'), finalUrl: 'https://www.aramex.com/ae/en' })}`,
    })),
    'aramex-ae-track.com/track/post.php': json({ ok: 1 }),
  },
},
{
  id: 'yl-emiratespost-customs-hacked-wp',
  label: 'phishing',
  kind: 'delivery-fee-kit',
  url: 'https://www.alnoor-furniture-sharjah.com/wp-content/uploads/2024/epost/index.php',
  body: doc({
    title: 'Emirates Post | بريد الإمارات',
    css: cardCss({ bg: '#f6f6f6', primary: '#d7261e', radius: 8 }) + `.hd{background:#fff;padding:12px 22px;display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #d7261e}.pk{display:flex;gap:14px;background:#fafafa;border-radius:8px;padding:12px;margin-bottom:16px;font-size:13px}.pk b{display:block;font-size:15px}`,
    body: `<div class="hd">${wordmark('Emirates Post', '#d7261e', { size: 22 })}<span style="font-size:13px">العربية</span></div>
<div class="wrap"><div class="card">
<div class="step on"><h1>Customs duty payment required</h1><p class="sub">Your parcel <b>RR418820963AE</b> has arrived in the UAE. A customs clearance fee must be paid before delivery. Parcels not cleared within 48 hours are returned to sender.</p>
<div class="pk"><div>📦</div><div><b>Customs fee: AED 12.50</b>Origin: United Kingdom · Weight 0.8 kg</div></div>
<form><div class="f"><label>Full name</label><input name="fullname" required></div><div class="f"><label>Mobile</label><input name="phone" required></div><div class="f"><label>Delivery address</label><input name="address" required></div>${cardFields({ name: 'Cardholder name', number: 'Card number', exp: 'Expiry date', cvv: 'CVV' })}<button class="btn">Pay AED 12.50</button></form></div>
<div class="step"><h1>Confirm with OTP</h1><p class="sub">We sent a one-time code to your phone. Time remaining <b id="cd">0:59</b></p><form>${otpBoxes()}<button class="btn">Confirm</button></form></div>
<div class="step"><h1>Thank you</h1><p class="sub">Your payment has been received. Your parcel will be delivered within 2 working days.</p><form></form></div>
</div><footer>© Emirates Post Group 2025 · 600 599 999</footer></div>
<script>${cardMaskJs}${otpJs}${countdownJs('#cd')}</script>
${stepFlow({ send: sendXhr('./send.php'), finalUrl: 'https://www.emiratespost.ae/', delayMs: 3000 })}`,
  }),
  routes: { 'www.alnoor-furniture-sharjah.com/wp-content/uploads/2024/epost/send.php': json({ ok: 'sent' }) },
},
];
