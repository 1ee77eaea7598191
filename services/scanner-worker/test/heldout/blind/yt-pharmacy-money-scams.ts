import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { css, dotIcon, shell } from '../parts/yt-kit.js';

/** Fake GLP-1 and online-pharmacy shops, a free-trial subscription trap, and money scams (job/task, investment, ACA subsidy card, romance hospital bill). */
// ---- Semaglutide without prescription, Zelle/crypto only
const semaShop = shell({
  title: 'OzemPen Rx — Semaglutide Pens, No Prescription Needed',
  css: css.shop + `.badge{background:#fde68a;border-radius:999px;padding:3px 10px;font-size:12px;font-weight:700}.pay{display:flex;gap:8px;justify-content:center;margin-top:10px;font-size:13px;color:#374151}.pay span{border:1px solid #d1d5db;border-radius:6px;padding:4px 8px}`,
  body: `<nav><b style="font-size:22px;color:#0f766e">OzemPen<span style="color:#f59e0b">Rx</span></b><span>🚚 Free discreet shipping · 🛒 Cart (0)</span></nav>
<div class="hero"><span class="badge">🔥 BLACK FRIDAY — 70% OFF ALL GLP-1</span><h1>Lose up to 20% body weight. No doctor. No prescription.</h1><p>Same active ingredient as Ozempic® &amp; Wegovy®, shipped from our licensed overseas pharmacy.</p>
<div class="pay"><span>Zelle</span><span>Cash App</span><span>Bitcoin (extra 10% off)</span><span>USDT</span></div></div>
<div class="grid">
<div class="p"><h3>Semaglutide 0.25/0.5 mg starter pen</h3><span class="price">$89</span><span class="old">$299</span><a class="buy" href="#order" onclick="pick('starter')">Order now</a></div>
<div class="p"><h3>Semaglutide 1 mg pen (4 weeks)</h3><span class="price">$129</span><span class="old">$449</span><a class="buy" href="#order" onclick="pick('1mg')">Order now</a></div>
<div class="p"><h3>Tirzepatide 5 mg vial kit</h3><span class="price">$149</span><span class="old">$599</span><a class="buy" href="#order" onclick="pick('tirz5')">Order now</a></div>
<div class="p"><h3>3-month transformation bundle</h3><span class="price">$299</span><span class="old">$1,299</span><a class="buy" href="#order" onclick="pick('bundle')">Order now</a></div></div>
<div id="order" style="max-width:520px;margin:0 auto 40px;padding:20px;border:2px dashed #0f766e;border-radius:12px">
<h2>Checkout</h2><p>Send payment by <b>Zelle</b> to <b>orders@ozempen-rx.shop</b> (name: <b>Kelvin Health Supplies</b>) or BTC to <code>bc1q9w4hd7r3c0ylzkz0ax6f28ugm53h5t8n7lqa4e</code>, then enter your shipping address and payment reference below.</p>
<form id="co"><input name="item" id="item" type="hidden"><p><input name="name" placeholder="Full name" style="width:100%;padding:8px"></p><p><input name="addr" placeholder="Shipping address" style="width:100%;padding:8px"></p><p><input name="ref" placeholder="Zelle / BTC transaction reference" style="width:100%;padding:8px"></p><button class="buy" style="border:0;width:100%">Confirm order</button></form></div>
<script>function pick(x){document.getElementById('item').value=x;}
document.getElementById('co').onsubmit=function(e){e.preventDefault();fetch('/api/order',{method:'POST',body:new FormData(this)});alert('Order received! Tracking will be emailed within 24h.');};</script>
<footer>Products are not evaluated by the FDA. Reviews ★★★★★ 12,481 verified buyers. © 2025 OzemPen Rx</footer>`,
});

// ---- Spanish: compounded tirzepatide "sin receta", WhatsApp orders
const tirzEs = shell({
  title: 'Tirzepatida sin receta | Envío a todo EE.UU.',
  lang: 'es',
  css: css.shop + `.wa{position:fixed;right:18px;bottom:18px;background:#25d366;color:#fff;border-radius:999px;padding:14px 18px;font-weight:bold;text-decoration:none}`,
  body: `<nav><b style="font-size:22px;color:#be123c">DelgaMed Farmacia</b><span>Atención en español 24/7</span></nav>
<div class="hero"><h1>Tirzepatida y Semaglutida compuesta — ¡sin receta médica!</h1><p>Baje hasta 15 kg en 3 meses. Producto original, envío discreto en 2–4 días. Aceptamos <b>Zelle, Cash App y Venmo</b>.</p></div>
<div class="grid">
<div class="p"><h3>Tirzepatida 10 mg (vial)</h3><span class="price">$120</span><span class="old">$450</span><a class="buy" href="https://wa.me/17865550199?text=Quiero%20tirzepatida%2010mg">Pedir por WhatsApp</a></div>
<div class="p"><h3>Semaglutida 5 mg (vial)</h3><span class="price">$95</span><span class="old">$380</span><a class="buy" href="https://wa.me/17865550199?text=Quiero%20semaglutida">Pedir por WhatsApp</a></div>
<div class="p"><h3>Kit 3 meses + jeringas</h3><span class="price">$320</span><span class="old">$1,100</span><a class="buy" href="https://wa.me/17865550199?text=Kit%203%20meses">Pedir por WhatsApp</a></div></div>
<div style="max-width:640px;margin:0 auto 40px;padding:0 20px"><h2>¿Cómo pagar?</h2><ol><li>Escríbanos por WhatsApp con su pedido.</li><li>Envíe el pago por Zelle a <b>pagos.delgamed@outlook.com</b>.</li><li>Mándenos la captura de pantalla. ¡Listo! Le enviamos el número de rastreo.</li></ol>
<p><i>"Perdí 12 kilos y ya no tengo que pagar el seguro" — María G., Houston ⭐⭐⭐⭐⭐</i></p></div>
<a class="wa" href="https://wa.me/17865550199">💬 WhatsApp</a>
<footer>DelgaMed Farmacia · Productos importados · No requiere receta</footer>`,
});

// ---- Fake telehealth weight-loss clinic: 5-minute "approval", pay by Cash App/gift card
const clinic = shell({
  title: 'SlimRx Telehealth — Get Wegovy Today',
  css: `body{margin:0;font-family:Helvetica,Arial;background:#eef6ff;color:#0f172a}.h{padding:14px 24px;background:#fff;display:flex;justify-content:space-between}.w{max-width:640px;margin:30px auto;background:#fff;border-radius:14px;padding:26px}
.doc{display:flex;gap:12px;align-items:center;background:#f1f5f9;border-radius:10px;padding:12px}.av{width:54px;height:54px;border-radius:50%;background:#94a3b8}label{display:block;margin:10px 0 4px;font-weight:600}input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd5e1;border-radius:8px}
button{margin-top:16px;width:100%;padding:14px;background:#2563eb;color:#fff;border:0;border-radius:10px;font-size:17px}.ok{display:none;background:#ecfdf5;border:1px solid #10b981;border-radius:10px;padding:16px}`,
  body: `<div class="h"><b style="color:#2563eb">SlimRx Telehealth</b><span>Board-certified doctors · 50 states</span></div>
<div class="w"><div class="doc"><div class="av"></div><div><b>Dr. Alan Whitmore, MD</b><br><small>Online now · approves in under 5 minutes</small></div></div>
<form id="iq"><label>Current weight (lbs)</label><input name="w"><label>Height</label><input name="h"><label>Do you have insurance that denied GLP-1 coverage?</label><select name="ins"><option>Yes</option><option>No</option></select>
<label>Date of birth</label><input name="dob"><button>Get my prescription</button></form>
<div class="ok" id="ok"><h3>✅ Approved by Dr. Whitmore</h3><p>Your Wegovy 2.4 mg prescription is ready. Because your insurance denied coverage, pay the discounted cash price of <b>$249/month</b>:</p>
<ul><li>Cash App: <b>$SlimRxPharmacy</b></li><li>Apple Pay / Zelle: <b>(404) 555-0173</b></li><li>Or Apple / Amazon gift cards — text photo of card to (404) 555-0173</li></ul><p>Medication ships within 24 hours of payment confirmation.</p></div></div>
<script>document.getElementById('iq').onsubmit=function(e){e.preventDefault();this.style.display='none';setTimeout(function(){document.getElementById('ok').style.display='block';},1800);};</script>`,
});

// ---- Investment: "crypto retirement income" for seniors, deposit via Bitcoin ATM
const invest = shell({
  title: 'Crypto Retirement Income Plan — Guaranteed 2.1% Daily',
  css: `body{margin:0;font-family:Georgia,serif;background:#0f1f3d;color:#fff}.w{max-width:860px;margin:0 auto;padding:30px}.g{color:#fbbf24}.c{background:#fff;color:#111;border-radius:12px;padding:22px;margin:20px 0;font-family:Arial}
.plans{display:flex;gap:16px;flex-wrap:wrap}.pl{flex:1;min-width:220px;border:2px solid #fbbf24;border-radius:10px;padding:16px;text-align:center}.pl b{font-size:28px;display:block}
input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}button{background:#fbbf24;border:0;padding:14px;width:100%;font-size:17px;font-weight:bold}`,
  body: `<div class="w"><h1>Retire on <span class="g">Crypto Income</span> — Protected, Guaranteed, FDIC-style Insured</h1>
<p>Over 41,000 American retirees earn passive income from our AI arbitrage engine. As featured on Fox Business and AARP. Your principal is 100% guaranteed.</p>
<div class="plans"><div class="pl">Silver<b>1.4%/day</b>min $1,000</div><div class="pl">Gold IRA<b>2.1%/day</b>min $10,000</div><div class="pl">Platinum Legacy<b>3.0%/day</b>min $50,000</div></div>
<div class="c"><h2>Open your retirement account</h2><p>Your personal account manager will call you and help you fund your account at any Bitcoin ATM (Walgreens, CVS, gas stations). You can also move funds from your IRA or 401(k) — we handle the paperwork.</p>
<form id="f"><input name="n" placeholder="Full name"><input name="p" placeholder="Phone"><input name="e" placeholder="Email"><input name="a" placeholder="Retirement savings amount"><button>Get My Account Manager</button></form></div>
<p style="font-size:12px;color:#9ca3af">Withdrawals processed after 90-day lock period. A 12% release tax applies to withdrawals and must be paid in advance.</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/crm/lead',{method:'POST',body:new FormData(this)});alert('Thank you! Your account manager James will call you today.');};</script>`,
});

// ---- ACA "$0 plan + $6,400 subsidy card" enrollment-fraud lead page
const aca = shell({
  title: 'Get Your $6,400 Health Subsidy Card',
  css: `body{margin:0;font-family:Arial,sans-serif;background:#fff}.h{background:#1d4ed8;color:#fff;padding:22px;text-align:center}.card{width:300px;height:180px;margin:20px auto;border-radius:14px;background:linear-gradient(135deg,#22c55e,#15803d);color:#fff;padding:18px;box-sizing:border-box;font-weight:bold}
.w{max-width:520px;margin:0 auto;padding:0 16px 30px}input,select{width:100%;box-sizing:border-box;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:8px;font-size:16px}button{width:100%;padding:16px;background:#f59e0b;border:0;border-radius:8px;font-size:18px;font-weight:bold}`,
  body: `<div class="h"><h1>Americans earning under $50K: claim your $6,400 Health Subsidy Card</h1><p>Use it for groceries, rent, gas and bills. $0 health plan included.</p></div>
<div class="card">HEALTH SUBSIDY<br><br><span style="font-size:28px">$6,400.00</span><br><small>VALID THRU 12/26</small></div>
<div class="w"><form id="a"><select name="st"><option>Select your state</option><option>Florida</option><option>Texas</option><option>Georgia</option></select>
<input name="name" placeholder="Full name"><input name="dob" placeholder="Date of birth"><input name="ssn" placeholder="SSN (required by Marketplace)"><input name="inc" placeholder="Household income"><input name="phone" placeholder="Mobile phone">
<button>Activate My Card</button></form><p style="font-size:11px;color:#666">By clicking you authorize a licensed agent to enroll you or update your Marketplace application on your behalf.</p></div>
<script>document.getElementById('a').onsubmit=function(e){e.preventDefault();fetch('https://subsidy-leads-api.xyz/v1/lead',{method:'POST',mode:'no-cors',body:new FormData(this)});location.href='tel:+18885550142';};</script>`,
});

// ---- Romance scam: "hospital bill" for a deployed doctor, payable in gift cards / bitcoin
const romance = shell({
  title: 'St. Raphael International Hospital — Patient Billing',
  css: `body{margin:0;font-family:Arial,sans-serif;background:#eef2f5}.h{background:#0e4d64;color:#fff;padding:16px 24px}.w{max-width:700px;margin:24px auto;background:#fff;padding:26px;border:1px solid #cfd8dc}
table{width:100%;border-collapse:collapse;margin:12px 0}td{border:1px solid #cfd8dc;padding:8px;font-size:14px}.tot{font-size:22px;font-weight:bold;color:#b71c1c}`,
  body: `<div class="h"><b>✚ St. Raphael International Hospital</b> · Accra · Lagos · Istanbul</div>
<div class="w"><h2>Outstanding Patient Invoice</h2>
<table><tr><td>Patient</td><td>Dr. Richard A. Coleman (US Army Medical Corps, UN Peacekeeping Mission)</td></tr><tr><td>Admission</td><td>10/29/2025 — Emergency surgery (gunshot wound, left thigh)</td></tr>
<tr><td>Status</td><td>Stable — discharge and travel permit withheld pending payment</td></tr><tr><td>Surgery &amp; ICU</td><td>$6,800.00</td></tr><tr><td>Medication</td><td>$1,150.00</td></tr><tr><td class="tot">Balance due</td><td class="tot">$7,950.00</td></tr></table>
<p>The patient's military insurance cannot be accessed from this location. The patient has listed you as his next of kin and sponsor. Kindly settle the balance so that he can be discharged and return home to you.</p>
<p><b>Accepted payment:</b> Steam or Apple gift cards (send clear photos of the front and back to billing.straphael@protonmail.com) or Bitcoin to <code>bc1qm3x8d5c2k7t0z9r4w6p1n0a5s8e2f4g7h3j6kq</code>.</p>
<p>Billing Officer: Mrs. Grace Mensah · +233 55 019 4471 (WhatsApp)</p></div>`,
});

export const entries: Entry[] = [
{
  id: 'yt-semaglutide-no-rx-zelle-shop',
  label: 'scam',
  kind: 'fake-glp1-pharmacy',
  url: 'https://ozempen-rx.shop/',
  body: semaShop,
  routes: { 'ozempen-rx.shop/api/order': jsonRoute({ ok: true }) },
},
{
  id: 'yt-tirzepatida-sin-receta-whatsapp-es',
  label: 'scam',
  kind: 'fake-glp1-pharmacy',
  url: 'https://delgamed-farmacia.store/tirzepatida-sin-receta',
  body: tirzEs,
},
{
  id: 'yt-slimrx-fake-telehealth-cashapp',
  label: 'scam',
  kind: 'fake-glp1-pharmacy',
  url: 'https://slimrx-telehealth.online/start',
  body: clinic,
},
{
  id: 'yt-crypto-retirement-income-guaranteed',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://retireoncryptoincome.com/seniors/plan',
  body: invest,
},
{
  id: 'yt-aca-subsidy-card-leadgen',
  label: 'scam',
  kind: 'aca-subsidy-card-scam',
  url: 'https://healthsubsidycard-2026.com/claim?src=tiktok',
  body: aca,
},
{
  id: 'yt-romance-hospital-bill-giftcards',
  label: 'scam',
  kind: 'romance-scam',
  url: 'https://straphael-intl-hospital.org/billing/invoice/RC-20251029',
  body: romance,
},
];
