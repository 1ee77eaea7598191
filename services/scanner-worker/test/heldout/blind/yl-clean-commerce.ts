import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, json, js, gtag, cookieBar, footerLinks } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-clean-noon-checkout-card',
  label: 'clean',
  kind: 'shop-checkout-real',
  url: 'https://www.noon.com/uae-en/checkout/payment/',
  body: doc({
    title: 'Checkout | noon',
    head: gtag('G-NOON72C0T'),
    css: cardCss({ bg: '#f7f7fa', primary: '#3866df', radius: 6, width: 1000 }) + `.hd{background:#feee00;padding:12px 26px;display:flex;justify-content:space-between;align-items:center}.g{display:grid;grid-template-columns:1.6fr 1fr;gap:20px}@media(max-width:860px){.g{grid-template-columns:1fr}}
.opt{display:flex;gap:10px;align-items:center;border:1px solid #e2e5f1;border-radius:6px;padding:12px;margin-bottom:10px;font-size:14px}.li{display:flex;justify-content:space-between;font-size:14px;padding:6px 0}.tot{font-weight:700;font-size:17px;border-top:1px solid #eee;padding-top:10px}`,
    body: `<div class="hd">${wordmark('noon', '#000', { size: 30 })}<span style="font-size:13px">🔒 Secure checkout</span></div>
<div class="wrap"><div class="g"><div class="card"><h1>Payment</h1>
<label class="opt"><input type="radio" name="pm" checked> Credit / debit card</label><label class="opt"><input type="radio" name="pm"> Cash on delivery (+AED 10)</label><label class="opt"><input type="radio" name="pm"> Tabby – split in 4</label>
<form id="cf">${cardFields({ name: 'Name on card', number: 'Card number', exp: 'Expiry (MM/YY)', cvv: 'CVV' })}<label class="muted"><input type="checkbox" checked> Save this card for faster checkout</label><br><br><button class="btn">Place order</button></form></div>
<div class="card"><h3 style="margin-top:0">Order summary</h3><div class="li"><span>Philips Air Fryer XXL HD9650</span><span>AED 649.00</span></div><div class="li"><span>Shipping</span><span>FREE</span></div><div class="li"><span>VAT included</span><span>AED 30.90</span></div><div class="li tot"><span>Total</span><span>AED 649.00</span></div>
<p class="muted">Delivering to: Al Nahda 2, Dubai · Arriving tomorrow</p></div></div>
<footer>© 2025 noon. All rights reserved.</footer></div>
<script>${cardMaskJs}document.getElementById('cf').onsubmit=function(e){e.preventDefault();fetch('/_svc/checkout/api/v1/order/place',{method:'POST',credentials:'include',headers:{'Content-Type':'application/json'},body:JSON.stringify({pm:'card'})}).then(function(r){return r.json()}).then(function(j){if(j.redirect_3ds)location.href=j.redirect_3ds})};</script>`,
  }),
  routes: { 'www.noon.com/_svc/checkout/api/v1/order/place': json({ redirect_3ds: 'https://acs2.network.ae/acs/challenge?transId=0d2b7' }) },
},
{
  id: 'yl-clean-trendyol-sepet-odeme',
  label: 'clean',
  kind: 'shop-checkout-real',
  url: 'https://www.trendyol.com/sepet/odeme?src=sepet-ozeti',
  body: doc({
    title: 'Ödeme Seçenekleri | Trendyol',
    lang: 'tr',
    css: cardCss({ bg: '#fafafa', primary: '#f27a1a', radius: 6, width: 980 }) + `.hd{background:#fff;border-bottom:1px solid #e6e6e6;padding:14px 26px}.g{display:grid;grid-template-columns:1.6fr 1fr;gap:20px}@media(max-width:860px){.g{grid-template-columns:1fr}}.li{display:flex;justify-content:space-between;font-size:14px;padding:6px 0}.ins{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;font-size:13px}.ins label{border:1px solid #eee;padding:8px;border-radius:4px}`,
    body: `<div class="hd">${wordmark('trendyol', '#f27a1a', { size: 28 })}</div><div class="wrap"><div class="g"><div class="card"><h1>Kart ile Öde</h1>
<form id="of">${cardFields({ name: 'Kart üzerindeki isim', number: 'Kart numarası', exp: 'Son kullanma tarihi', cvv: 'CVV' })}
<p style="font-size:14px"><b>Taksit seçenekleri</b></p><div class="ins"><label><input type="radio" name="t" checked> Tek çekim</label><label><input type="radio" name="t"> 3 taksit</label><label><input type="radio" name="t"> 6 taksit</label></div><br>
<label class="muted"><input type="checkbox" checked> 3D Secure ile ödemek istiyorum</label><br><br><button class="btn">Siparişi Onayla</button></form></div>
<div class="card"><h3 style="margin-top:0">Sipariş Özeti</h3><div class="li"><span>Ürünün Toplamı</span><span>1.249,90 TL</span></div><div class="li"><span>Kargo</span><span>Bedava</span></div><div class="li"><b>Toplam</b><b>1.249,90 TL</b></div></div></div>
<footer>©2025 DSM Grup Danışmanlık İletişim ve Satış Ticaret A.Ş.</footer></div>
<script>${cardMaskJs}document.getElementById('of').onsubmit=function(e){e.preventDefault();fetch('/sepet/api/odeme/baslat',{method:'POST',credentials:'include'}).then(function(r){return r.json()}).then(function(j){location.href=j.url})};</script>`,
  }),
  routes: { 'www.trendyol.com/sepet/api/odeme/baslat': json({ url: 'https://www.trendyol.com/sepet/odeme?3d=1' }) },
},
{
  id: 'yl-clean-jumia-ma-flash-sale',
  label: 'clean',
  kind: 'shop-deep-discount-real',
  url: 'https://www.jumia.ma/xiaomi-redmi-note-13-8go-256go-noir-208571643.html',
  body: doc({
    title: 'Xiaomi Redmi Note 13 - 8Go/256Go - Noir | Jumia Maroc',
    lang: 'fr',
    head: gtag('G-JUMIAMA21'),
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f1f1f2;color:#282828}.hd{background:#fff;padding:12px 26px;display:flex;gap:20px;align-items:center;box-shadow:0 1px 2px rgba(0,0,0,.1)}.hd input{flex:1;height:38px;border:1px solid #ccc;border-radius:4px;padding:0 10px}
.fl{background:#e61601;color:#fff;padding:8px 14px;display:flex;justify-content:space-between;font-weight:700}.w{max-width:1000px;margin:16px auto;background:#fff;border-radius:4px;display:grid;grid-template-columns:340px 1fr;gap:20px;padding:16px}.im{aspect-ratio:1;background:#eee}.pr{font-size:28px;font-weight:700}.old{text-decoration:line-through;color:#75757a;margin-right:8px}.pc{background:#fef3e9;color:#f68b1e;padding:2px 6px;border-radius:2px;font-weight:700}
.bt{display:block;width:100%;height:48px;background:#f68b1e;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:700;margin-top:16px;box-shadow:0 4px 8px rgba(0,0,0,.2)}.st{font-size:13px;color:#555}.bar{height:8px;background:#ddd;border-radius:4px;overflow:hidden;width:260px}.bar i{display:block;height:100%;width:72%;background:#f68b1e}`,
    body: `<div class="hd">${wordmark('JUMIA', '#f68b1e', { size: 26 })}<input placeholder="Cherchez un produit, une marque ou une catégorie"><span>Compte · Aide · Panier</span></div>
<div class="w"><div class="im"></div><div><div class="fl"><span>⚡ Ventes Flash</span><span>Se termine dans 05h : 12m : 40s</span></div>
<h1 style="font-size:20px">Xiaomi Redmi Note 13 - 6.67" - 8Go/256Go - Noir - Garantie 12 mois</h1><p class="st">Marque: Xiaomi | Produits similaires par Xiaomi</p>
<div class="pr">1,699.00 Dhs <span class="old" style="font-size:16px;font-weight:400">2,999.00 Dhs</span><span class="pc">-43%</span></div>
<p class="st">18 articles restants</p><div class="bar"><i></i></div><p class="st">+ livraison à partir de 20 Dhs (livraison gratuite si &gt; 150 Dhs) vers Casablanca · Paiement à la livraison disponible</p>
<button class="bt">🛒 J'achète</button><p class="st" style="margin-top:14px">Vendu par <b>Jumia Mall</b> · Score vendeur 92% · Retour gratuit sous 15 jours</p></div></div>
${cookieBar('Jumia utilise des cookies pour améliorer votre expérience.', "J'accepte")}`,
  }),
},
{
  id: 'yl-clean-dyson-ae-official-offer',
  label: 'clean',
  kind: 'shop-brand-own-domain',
  url: 'https://www.dyson.ae/en-AE/hair-care/dyson-airwrap/airwrap-multi-styler-complete-long-nickel-copper',
  body: doc({
    title: 'Dyson Airwrap™ multi-styler Complete Long (Nickel/Copper) | Dyson UAE',
    head: gtag('G-DYSONAE01'),
    css: `body{margin:0;font-family:Futura,'Helvetica Neue',Arial,sans-serif;color:#333;background:#fff}.nav{display:flex;justify-content:space-between;align-items:center;padding:18px 40px;border-bottom:1px solid #eee}.nav a{margin-left:20px;color:#333;text-decoration:none;font-size:14px}
.g{display:grid;grid-template-columns:1.2fr 1fr;gap:40px;max-width:1200px;margin:30px auto;padding:0 30px}.im{aspect-ratio:1;background:#f4f4f4}.pr{font-size:26px}.pr s{color:#999;font-size:18px;margin-left:8px}.sv{color:#0a7b34;font-size:14px}
.b{display:block;width:100%;height:52px;background:#333;color:#fff;border:0;font-size:16px;margin:18px 0}.li{font-size:14px;line-height:1.9}.pay{font-size:13px;color:#666}`,
    body: `<div class="nav">${wordmark('dyson', '#333', { size: 30 })}<div><a href="#">Vacuums</a><a href="#">Hair care</a><a href="#">Air treatment</a><a href="#">Lighting</a><a href="#">Support</a><a href="/ar-AE/">العربية</a></div></div>
<div class="g"><div class="im"></div><div><h1 style="font-weight:400">Dyson Airwrap™ multi-styler Complete Long</h1><p>Nickel/Copper · Curl. Shape. Smooth. Dry. With no extreme heat.</p>
<div class="pr">AED 2,099 <s>AED 2,299</s></div><div class="sv">Save AED 200 · Limited-time offer ends 30 Sep</div>
<button class="b">Add to basket</button><div class="li">✔ Free express delivery across the UAE<br>✔ 2-year warranty when bought direct from Dyson<br>✔ 30-day money-back guarantee<br>✔ Free engraving</div>
<p class="pay">Pay in 4 interest-free instalments with Tabby or Tamara. Buying from third-party sellers? Check our <a href="/en-AE/support/authorised-retailers">authorised retailers</a> – we don't sell through social media ads or "clearance outlets".</p></div></div>`,
  }),
},
];
