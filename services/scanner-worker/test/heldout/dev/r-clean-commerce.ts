import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute, gtag, cookieBar, baseCss } from '../parts/r-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

const luhnJs = `function luhn(n){n=n.replace(/\\D/g,'');var s=0,a=false;for(var i=n.length-1;i>=0;i--){var d=+n[i];if(a){d*=2;if(d>9)d-=9}s+=d;a=!a}return n.length>12&&s%10===0}`;

export const entries: Entry[] = [
{
  id: 'r-clean-shop-checkout-coffee-roaster',
  label: 'clean',
  kind: 'checkout',
  url: 'https://shop.beanandbarrow.coffee/checkout/payment',
  body: doc({ title: 'Checkout – Payment · Bean & Barrow Coffee Roasters', css: baseCss + `body{background:#fff}.w{display:flex;max-width:1000px;margin:0 auto}.l{flex:1.3;padding:30px}.r{flex:1;background:#fafafa;border-left:1px solid #e6e6e6;padding:30px}.crumb{font-size:13px;color:#777}
input{width:100%;padding:12px;border:1px solid #d9d9d9;border-radius:5px;margin:5px 0}.row{display:flex;gap:10px}.pay{width:100%;background:#6b3e26;color:#fff;border:0;border-radius:5px;padding:16px;font-size:16px;margin-top:14px}.li{display:flex;justify-content:space-between;margin:8px 0}`, head: gtag('G-BBC2020') },
`<div class="w"><div class="l"><h2>Bean &amp; Barrow</h2><p class="crumb">Cart › Information › Shipping › <b>Payment</b></p>
<p>Contact: <b>m.holloway@example.net</b> · Ship to: 14 Orchard Rd, Bristol BS6 5AQ</p><h3>Payment</h3><p style="font-size:13px;color:#777">All transactions are secure and encrypted.</p>
<form method="post" action="/checkout/payment/submit" id="pf"><input name="number" placeholder="Card number" autocomplete="cc-number" inputmode="numeric"><input name="name" placeholder="Name on card" autocomplete="cc-name">
<div class="row"><input name="expiry" placeholder="Expiration date (MM / YY)" autocomplete="cc-exp"><input name="cvc" placeholder="Security code" autocomplete="cc-csc"></div>
<label style="font-size:14px"><input type="checkbox" checked style="width:auto"> Use shipping address as billing address</label><button class="pay">Pay now · £31.40</button><p id="er" style="color:#c00"></p></form>
<p style="font-size:12px;color:#777"><a href="/policies/refund-policy">Refund policy</a> · <a href="/policies/shipping-policy">Shipping policy</a> · <a href="/policies/privacy-policy">Privacy policy</a> · <a href="/policies/terms-of-service">Terms of service</a></p></div>
<div class="r"><div class="li"><span>Ethiopia Guji Natural 250g × 2</span><span>£23.00</span></div><div class="li"><span>Paper filters #2</span><span>£3.50</span></div><div class="li"><span>Shipping (Royal Mail Tracked 48)</span><span>£4.90</span></div><hr><div class="li"><b>Total</b><b>GBP £31.40</b></div></div></div>
<script>${luhnJs}document.getElementById('pf').onsubmit=function(e){if(!luhn(this.number.value)){e.preventDefault();document.getElementById('er').textContent='Enter a valid card number';}};</script>`),
},
{
  id: 'r-clean-donation-association-fr',
  label: 'clean',
  kind: 'checkout',
  url: 'https://don.refuge-des-cabots.org/faire-un-don/',
  body: doc({ lang: 'fr', title: 'Faire un don – Refuge des Cabots', css: baseCss + `header{background:#ffb703;padding:18px 8%;font-weight:800}main{max-width:600px;margin:24px auto;padding:0 16px}.am button{padding:12px 18px;margin:4px;border:2px solid #fb8500;background:#fff;border-radius:6px}.am button.on{background:#fb8500;color:#fff}input{width:100%;padding:10px;border:1px solid #bbb;margin:4px 0 10px}.go{background:#219ebc;color:#fff;border:0;padding:12px 30px;font-size:16px}` },
`<header>🐾 Refuge des Cabots · Association loi 1901</header><main><h1>Soutenez nos 140 pensionnaires</h1><p>Votre don finance les soins vétérinaires, la nourriture et la stérilisation. 66 % de votre don est déductible de vos impôts : un don de 50 € ne vous coûte que 17 €.</p>
<div class="am"><button>20 €</button><button class="on">50 €</button><button>100 €</button><button>Autre</button></div>
<form method="post" action="/faire-un-don/paiement"><input name="prenom" placeholder="Prénom"><input name="nom" placeholder="Nom"><input name="email" placeholder="E-mail (pour votre reçu fiscal)"><input name="adresse" placeholder="Adresse postale"><h3>Paiement sécurisé</h3><input name="carte" placeholder="Numéro de carte"><input name="exp" placeholder="MM/AA"><input name="cvc" placeholder="Cryptogramme"><button class="go">Je donne 50 €</button></form>
<p style="font-size:12px;color:#666">Paiement traité par notre banque (Crédit Coopératif) via 3-D Secure. Refuge des Cabots, 12 chemin des Vignes, 33750 Saint-Germain-du-Puch. RNA W332012345.</p></main>
<script>document.querySelectorAll('.am button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.am button').forEach(function(x){x.className=''});b.className='on';document.querySelector('.go').textContent='Je donne '+b.textContent;}});</script>`),
},
{
  id: 'r-clean-shop-product-page-ja',
  label: 'clean',
  kind: 'shop',
  url: 'https://www.kaze-no-utsuwa.jp/products/mino-yaki-mug-indigo',
  body: doc({ lang: 'ja', title: '美濃焼 マグカップ 藍 | 風の器 オンラインショップ', css: baseCss + `header{padding:16px 6%;border-bottom:1px solid #eee;display:flex;justify-content:space-between}.p{display:flex;gap:30px;max-width:980px;margin:30px auto;padding:0 16px}.p img{width:420px;height:420px;background:#dde}button{background:#223a70;color:#fff;border:0;padding:14px 40px;font-size:16px}`, head: gtag('G-KNU1103') },
`<header><b>風の器</b><span>カート (0) · ログイン · お問い合わせ</span></header><div class="p"><img src="/cdn/shop/files/mug-indigo.png" alt="マグカップ 藍"><div><h1>美濃焼 マグカップ 藍</h1><p style="font-size:24px">¥3,520 <small>(税込)</small></p><p>岐阜県多治見市の窯元で一つずつ手作業で施釉した、深い藍色のマグカップです。容量 300ml、電子レンジ・食洗機対応。</p>
<p>数量: <select><option>1</option><option>2</option><option>3</option></select></p><button id="add">カートに入れる</button><p style="font-size:13px;color:#666">¥5,000以上のご注文で送料無料 · 3営業日以内に発送</p></div></div>
<p style="text-align:center;font-size:12px;color:#888">特定商取引法に基づく表記 · プライバシーポリシー · © 風の器</p>
<script>document.getElementById('add').onclick=function(){fetch('/cart/add.js',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({id:441902,quantity:1})}).then(function(){document.querySelector('header span').textContent='カート (1) · ログイン · お問い合わせ';});};</script>`),
  routes: { 'www.kaze-no-utsuwa.jp/cdn/shop/files/mug-indigo.png': imgRoute(34, 58, 112), 'www.kaze-no-utsuwa.jp/cart/add.js': jsonRoute({ item_count: 1 }) },
},
{
  id: 'r-clean-telecom-pay-bill-overdue',
  label: 'clean',
  kind: 'bill-pay',
  url: 'https://myaccount.northsound-broadband.co.uk/billing/pay?acct=NSB-00418822',
  body: doc({ title: 'Pay your bill | My Northsound', css: baseCss + `header{background:#00205b;color:#fff;padding:14px 6%;display:flex;justify-content:space-between}main{max-width:720px;margin:24px auto;padding:0 16px}.od{background:#fff4e5;border-left:4px solid #ff8c00;padding:12px}input{width:100%;padding:10px;border:1px solid #bbb;margin:4px 0 10px}button{background:#00a3e0;color:#fff;border:0;padding:12px 26px}` },
`<header><b>Northsound Broadband</b><span>Signed in as R. Patel · <a href="/logout" style="color:#9cf">Sign out</a></span></header><main><h1>Pay your bill</h1><div class="od">Your bill of <b>£42.99</b> was due on 28 October. Please pay now to avoid a £7.50 late payment fee. If you're struggling to pay, <a href="/help/payment-support">we can help</a>.</div>
<h3>Account NSB-00418822</h3><form method="post" action="/billing/pay"><label>Amount</label><input name="amount" value="42.99"><label>Card number</label><input name="card"><label>Expiry</label><input name="exp"><label>Security code</label><input name="cvv"><button>Pay £42.99</button></form>
<p style="font-size:13px">Prefer Direct Debit? <a href="/billing/direct-debit">Set it up</a> and never miss a payment.</p><p style="font-size:12px;color:#777">Northsound Broadband Ltd, registered in Scotland SC412345. <a href="/legal">Terms</a> · <a href="/privacy">Privacy</a></p></main>`),
},
];
