import { type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { css, dotIcon, logos, shell } from '../parts/yt-kit.js';

/** Legitimate pharmacy, manufacturer self-pay and HSA/FSA-store pages: checkouts with card forms, GLP-1 prices, refills. */
const cvsCheckout = shell({
  title: 'Checkout | CVS Pharmacy',
  favicon: dotIcon('#cc0000'),
  css: `body{margin:0;font-family:Helvetica,Arial;background:#f6f6f6;color:#222}.h{background:#cc0000;color:#fff;padding:14px 26px;font-weight:bold;font-size:20px}.w{max-width:980px;margin:24px auto;display:flex;gap:22px;padding:0 16px}
.m{flex:2;background:#fff;border-radius:8px;padding:22px}.s{flex:1;background:#fff;border-radius:8px;padding:22px;height:max-content}label{display:block;font-size:13px;margin:10px 0 4px}input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;border-radius:4px}
.r{display:flex;gap:10px}.r>*{flex:1}.pl{background:#cc0000;color:#fff;border:0;border-radius:24px;width:100%;padding:13px;font-size:16px;margin-top:16px}.li{display:flex;justify-content:space-between;font-size:14px;margin:8px 0}`,
  body: `<div class="h">♥ CVS Pharmacy</div>
<div class="w"><div class="m"><h2>Pickup at CVS Pharmacy, 1200 Main St</h2><p>Ready in 1 hour after payment. Pharmacy items require the patient's date of birth at pickup.</p>
<h3>Payment</h3><label><input type="radio" name="pm" checked style="width:auto"> Credit, debit or FSA/HSA card</label>
<label>Card number</label><input autocomplete="cc-number" inputmode="numeric" name="cardNumber"><div class="r"><div><label>Expiration</label><input autocomplete="cc-exp" name="exp"></div><div><label>Security code</label><input autocomplete="cc-csc" name="cvv"></div></div>
<label>Billing ZIP code</label><input autocomplete="postal-code" name="zip"><label><input type="checkbox" style="width:auto"> Save this card to my CVS account</label>
<button class="pl" id="place">Place order</button><p style="font-size:12px;color:#666">By placing your order you agree to CVS Pharmacy's Terms of Use and Privacy Policy. Your payment is processed securely.</p></div>
<div class="s"><h3>Order summary</h3><div class="li"><span>Rx #6051882 Metformin ER 500 mg (90)</span><span>$10.00</span></div><div class="li"><span>CVS Health Blood Glucose Test Strips 50ct</span><span>$24.99</span></div>
<div class="li"><span>ExtraCare savings</span><span>−$5.00</span></div><hr><div class="li"><b>Total</b><b>$29.99</b></div></div></div>
<script src="/shop/assets/checkout.6ab2.js"></script>`,
});
const cvsJs = `document.getElementById('place').addEventListener('click',function(){var b=document.querySelector('[name=cardNumber]').value.replace(/\\s/g,'');
fetch('/shop/api/checkout/payment',{method:'POST',credentials:'include',headers:{'Content-Type':'application/json'},body:JSON.stringify({last4:b.slice(-4),token:window.__tokenize?window.__tokenize(b):null})}).then(function(r){return r.json();}).then(function(j){if(j.orderId)location.assign('/shop/order-confirmation?o='+j.orderId);});});`;

const costplus = shell({
  title: 'Your Cart | Mark Cuban Cost Plus Drug Company',
  favicon: dotIcon('#0b3b5c'),
  css: css.shop + `.c{max-width:760px;margin:30px auto;padding:0 20px}.row{display:flex;justify-content:space-between;border-bottom:1px solid #e5e7eb;padding:12px 0}`,
  body: `<nav><b style="font-size:20px">Cost Plus Drugs</b><span><a href="/account">Account</a> · Cart (2)</span></nav>
<div class="c"><h1>Your cart</h1>
<div class="row"><span>Atorvastatin 40 mg · 90 tablets</span><span>$7.80</span></div><div class="row"><span>Lisinopril 20 mg · 90 tablets</span><span>$5.70</span></div><div class="row"><span>Pharmacy fee + shipping</span><span>$10.00</span></div><div class="row"><b>Total</b><b>$23.50</b></div>
<p>Prescription required: we'll contact your doctor or you can have them e-prescribe to <b>Cost Plus Drugs, NCPDP 5755167</b>.</p>
<p>Pay with a credit, debit, HSA or FSA card at the next step.</p><a class="buy" href="/checkout/payment">Continue to checkout</a></div>
<footer>Mark Cuban Cost Plus Drug Company, PBC</footer>`,
});

const walgreensEs = shell({
  title: 'Resurtir recetas | Walgreens',
  lang: 'es',
  favicon: dotIcon('#e31837'),
  css: css.portal + `.btn{background:#e31837;border-radius:4px}`,
  body: `<div class="top"><b style="color:#e31837;font-size:22px;font-family:Georgia">Walgreens</b><a href="/pharmacy/refills">English</a></div>
<div class="card"><h1>Resurtir por número de receta</h1><p class="sub">No necesita iniciar sesión. Encuentre el número en la etiqueta de su frasco.</p>
<form method="post" action="/pharmacy/es/refills/submit"><label>Número de receta</label><input type="text" name="rx"><label>Fecha de nacimiento</label><input type="text" name="dob" placeholder="MM/DD/AAAA"><label>Tienda de recogida</label><input type="text" name="store" placeholder="Código postal o ciudad"><button class="btn">Continuar</button></form>
<div class="links"><a href="/login.jsp">Iniciar sesión para ver todas sus recetas</a></div></div>
<div class="foot">© 2025 Walgreen Co. Todos los derechos reservados.</div>`,
});

const hsaStore = shell({
  title: 'FSA Deadline Sale — Up to 40% Off | HSA Store',
  favicon: dotIcon('#0a6e5c'),
  css: css.shop + `.ban{background:#fef3c7;text-align:center;padding:10px;font-weight:600}.ck{max-width:520px;margin:0 auto 40px;border:1px solid #e5e7eb;border-radius:12px;padding:20px}.ck input{width:100%;box-sizing:border-box;padding:10px;margin:5px 0;border:1px solid #ccc;border-radius:6px}`,
  body: `<div class="ban">⏰ Use it or lose it: spend your FSA balance before December 31. Clearance prices on eligible items.</div>
<nav><b style="color:#0a6e5c;font-size:22px">HSA Store</b><span>Cart (3)</span></nav>
<div class="grid"><div class="p"><h3>Omron Platinum Blood Pressure Monitor</h3><span class="price">$59.99</span><span class="old">$99.99</span></div><div class="p"><h3>Thermacare Heat Wraps 8ct</h3><span class="price">$14.99</span><span class="old">$24.99</span></div><div class="p"><h3>First Aid Kit 300pc</h3><span class="price">$19.99</span><span class="old">$34.99</span></div></div>
<div class="ck"><h2>Checkout</h2><p>Pay with your HSA or FSA debit card (Visa/Mastercard). Every item in our store is FSA/HSA eligible, so your card won't be declined.</p>
<input placeholder="Card number" autocomplete="cc-number"><input placeholder="MM/YY" autocomplete="cc-exp"><input placeholder="CVC" autocomplete="cc-csc"><input placeholder="ZIP" autocomplete="postal-code">
<a class="buy" href="#" id="pay">Pay $94.97</a></div>
<footer>HSA Store is operated by Health-E Commerce. Eligibility is determined by IRS rules.</footer>
<script>document.getElementById('pay').onclick=function(e){e.preventDefault();fetch('/api/checkout/intent',{method:'POST'}).then(function(r){return r.json();}).then(function(j){location.href='/checkout/confirm?pi='+j.id;});};</script>`,
});

export const entries: Entry[] = [
{
  id: 'yt-clean-cvs-rx-pickup-checkout',
  label: 'clean',
  kind: 'legit-pharmacy-checkout',
  url: 'https://www.cvs.com/shop/checkout/payment?fulfillment=pickup',
  body: cvsCheckout,
  routes: { 'www.cvs.com/shop/assets/checkout.6ab2.js': jsRoute(cvsJs) },
},
{
  id: 'yt-clean-costplus-cart',
  label: 'clean',
  kind: 'legit-pharmacy-checkout',
  url: 'https://costplusdrugs.com/cart/?rx=atorvastatin-40mg,lisinopril-20mg',
  body: costplus,
},
{
  id: 'yt-clean-walgreens-resurtir-es',
  label: 'clean',
  kind: 'legit-pharmacy-refill',
  url: 'https://www.walgreens.com/pharmacy/es/refills/by-rx-number',
  body: walgreensEs,
},
{
  id: 'yt-clean-hsastore-fsa-deadline-sale',
  label: 'clean',
  kind: 'clearance-sale-checkout',
  url: 'https://hsastore.com/fsa-deadline-sale',
  body: hsaStore,
  routes: { 'hsastore.com/api/checkout/intent': jsonRoute({ id: 'pi_3QfZk2' }) },
},
];
