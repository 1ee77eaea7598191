import { type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { css, dotIcon, logos, shell } from '../parts/yt-kit.js';

/** Legitimate pharmacy, manufacturer self-pay and HSA/FSA-store pages: checkouts with card forms, GLP-1 prices, refills. */


const lilly = shell({
  title: 'Zepbound® (tirzepatide) Single-Dose Vials | LillyDirect®',
  favicon: dotIcon('#d52b1e'),
  css: css.shop + `.t{max-width:820px;margin:0 auto;padding:0 32px 30px}table{width:100%;border-collapse:collapse}td,th{padding:10px;border-bottom:1px solid #e5e7eb;text-align:left}.isi{font-size:13px;background:#f9fafb;padding:14px;border-radius:8px}`,
  body: `<nav><b style="color:#d52b1e;font-size:22px">Lilly<span style="color:#111">Direct</span>®</b><span><a href="/account/sign-in">Sign in</a></span></nav>
<div class="hero"><h1>Zepbound® single-dose vials — self-pay pricing</h1><p>Available with a valid prescription from your healthcare provider, fulfilled by LillyDirect's pharmacy partner.</p></div>
<div class="t"><table><tr><th>Dose</th><th>Self-pay price (4 vials)</th></tr><tr><td>2.5 mg</td><td>$349</td></tr><tr><td>5 mg</td><td>$499</td></tr><tr><td>7.5 mg – 15 mg</td><td>$499 with timely refills</td></tr></table>
<p><a class="buy" style="display:inline-block;padding:12px 26px" href="/pharmacy/get-started">Get started with a prescription</a></p>
<p>Prescriptions can be sent by your own doctor or through an independent telehealth provider. LillyDirect does not sell Zepbound without a prescription, and Lilly does not sell through social media, WhatsApp or Telegram.</p>
<div class="isi"><b>Important Safety Information:</b> Zepbound may cause tumors in the thyroid, including thyroid cancer. Do not use Zepbound if you or any of your family have ever had medullary thyroid carcinoma… See full Prescribing Information and Medication Guide.</div></div>
<footer>© 2025 Eli Lilly and Company. All rights reserved. LillyDirect® is a registered trademark of Eli Lilly and Company.</footer>`,
});

const novocare = shell({
  title: 'Wegovy® Self-Pay Options | NovoCare® Pharmacy',
  favicon: dotIcon('#001965'),
  css: css.shop + `.b{max-width:760px;margin:0 auto;padding:0 32px 30px}.price{font-size:40px}`,
  body: `<nav><b style="color:#001965;font-size:20px">NovoCare® Pharmacy</b><span>1-888-809-3942</span></nav>
<div class="hero"><h1>Wegovy® for $499 per month</h1><p>For eligible patients paying without insurance, with a valid prescription.</p><div class="price">$499<span style="font-size:16px">/month</span></div></div>
<div class="b"><h2>How it works</h2><ol><li>Your healthcare provider sends your prescription to NovoCare Pharmacy.</li><li>We contact you to confirm your order and collect payment by credit, debit, HSA or FSA card.</li><li>Wegovy is shipped cold to your home at no extra cost.</li></ol>
<p><b>Beware of counterfeits.</b> Novo Nordisk does not sell semaglutide through online ads offering it "without a prescription." Buy only from state-licensed pharmacies.</p>
<p><a class="buy" style="display:inline-block;padding:12px 26px" href="/patient/start">Check eligibility</a></p></div>
<footer>Wegovy® is a registered trademark of Novo Nordisk A/S. © 2025 Novo Nordisk. US25WEG01234</footer>`,
});

const caremarkPay = shell({
  title: 'Payment Methods | Caremark.com',
  favicon: dotIcon('#cc0000'),
  css: css.portal + `.card{max-width:560px}.btn{background:#cc0000;border-radius:4px}.saved{border:1px solid #ddd;border-radius:6px;padding:12px;display:flex;justify-content:space-between;margin-bottom:14px}`,
  body: `<div class="top">${logos.caremark}<span style="font-size:14px">Welcome, Dorothy · <a href="/logout">Sign out</a></span></div>
<div class="card"><h1>Payment methods</h1><p class="sub">Used for mail-order prescriptions and copays.</p>
<div class="saved"><span>Visa ending 0412 · exp 03/27 (default)</span><a href="#">Remove</a></div>
<h2 style="font-size:18px">Add a card</h2>
<form method="post" action="/wps/myportal/PAYMENT_METHODS/add" id="pm">
<input type="hidden" name="csrf" value="a7c1f09e5b">
<label>Name on card</label><input type="text" name="name" autocomplete="cc-name">
<label>Card number</label><input type="tel" name="number" autocomplete="cc-number">
<div style="display:flex;gap:10px"><div style="flex:1"><label>Expiration</label><input type="text" name="exp" autocomplete="cc-exp"></div><div style="flex:1"><label>Security code</label><input type="tel" name="cvv" autocomplete="cc-csc"></div></div>
<button class="btn">Save card</button></form>
<p style="font-size:12px;color:#666">CVS Caremark will never text you a link to pay for a held order. Check order status only at Caremark.com or in the CVS Caremark app.</p></div>
<div class="foot">© 2025 CVS Caremark.</div>`,
});

const goodrx = shell({
  title: 'Semaglutide Prices, Coupons & Savings Tips - GoodRx',
  favicon: dotIcon('#fcd434'),
  css: css.shop + `.w{max-width:820px;margin:0 auto;padding:20px}.ph{display:flex;justify-content:space-between;border:1px solid #e5e7eb;border-radius:10px;padding:14px;margin:10px 0}`,
  body: `<nav><b style="font-size:22px">GoodRx</b><span>Sign in</span></nav>
<div class="w"><h1>Semaglutide (Wegovy) prices</h1><p>Wegovy 2.4 mg/0.75 mL pen, 4 pens — prices near 60601</p>
<div class="ph"><span>Walgreens</span><b>$1,349.02</b></div><div class="ph"><span>CVS Pharmacy</span><b>$1,362.48</b></div><div class="ph"><span>NovoCare Pharmacy (self-pay program)</span><b>$499.00</b></div>
<p>Prices are for cash-paying customers and require a valid prescription. GoodRx is not a pharmacy and does not sell medication.</p>
<h2>Is it safe to buy semaglutide online?</h2><p>Only from state-licensed pharmacies that require a prescription. Sites offering "Ozempic without a prescription" or accepting only Zelle or crypto are red flags.</p></div>
<footer>GoodRx Holdings, Inc.</footer>`,
});

export const entries: Entry[] = [
{
  id: 'yt-clean-lillydirect-zepbound-selfpay',
  label: 'clean',
  kind: 'manufacturer-self-pay-page',
  url: 'https://lillydirect.lilly.com/pharmacy/zepbound-vials',
  body: lilly,
},
{
  id: 'yt-clean-novocare-wegovy-499',
  label: 'clean',
  kind: 'manufacturer-self-pay-page',
  url: 'https://www.novocare.com/pharmacy/wegovy.html',
  body: novocare,
},
{
  id: 'yt-clean-caremark-payment-methods',
  label: 'clean',
  kind: 'pbm-account-payment',
  url: 'https://www.caremark.com/wps/myportal/PAYMENT_METHODS',
  body: caremarkPay,
},
{
  id: 'yt-clean-goodrx-semaglutide-prices',
  label: 'clean',
  kind: 'drug-price-comparison',
  url: 'https://www.goodrx.com/wegovy?dosage=2.4mg-0.75ml&quantity=4&form=carton',
  body: goodrx,
},
];
