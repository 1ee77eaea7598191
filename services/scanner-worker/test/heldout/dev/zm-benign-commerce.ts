import type { Entry } from '../entry.js';
import { doc, analytics, beacon, logo, html, js, jsonRoute, redirectRoute, footer } from '../parts/zm-kit.js';

// Benign: shops and checkouts, charities, investment platforms, job boards.

const cardFrame = (host: string, path: string) => ({
  [`${host}${path}`]: html(`<!doctype html><html><body style="margin:0;font-family:sans-serif"><input placeholder="1234 1234 1234 1234" autocomplete="cc-number" style="width:60%;padding:10px;border:1px solid #ccc"><input placeholder="MM / YY" style="width:20%;padding:10px;border:1px solid #ccc"><input placeholder="CVC" style="width:18%;padding:10px;border:1px solid #ccc"></body></html>`),
});

export const entries: Entry[] = [
  {
  id: 'zm-clean-checkout-card-iframe',
  label: 'clean',
  kind: 'checkout',
  url: 'https://checkout.nordic-trail-outfitters.com/checkouts/cn/Z2NwLXVzLWVhc3Q/information',
  body: doc({
    title: 'Checkout - Nordic Trail Outfitters',
    css: `.w{display:flex;max-width:1100px;margin:0 auto}.l{flex:1;padding:40px}.r{width:420px;background:#fafafa;padding:40px;border-left:1px solid #eee}input{width:100%;padding:12px;border:1px solid #d9d9d9;border-radius:5px;margin:5px 0}button{background:#1f3b2d;color:#fff;border:0;padding:16px;width:100%;border-radius:5px}iframe{width:100%;height:50px;border:0}`,
    body: `<div class="w"><div class="l"><h2>Nordic Trail</h2><p>Cart › Information › Shipping › <b>Payment</b></p><h3>Contact</h3><input placeholder="Email" type="email" autocomplete="email"><h3>Delivery</h3><input placeholder="First name"><input placeholder="Last name"><input placeholder="Address"><input placeholder="City"><input placeholder="ZIP code"><h3>Payment</h3><p style="font-size:13px">All transactions are secure and encrypted.</p><iframe src="https://pay.checkout-vault.com/elements/card?shop=nto&amp;locale=en"></iframe><button>Pay now</button></div>
<div class="r"><p>Alpine Shell Jacket — M <span style="float:right">$289.00</span></p><p>Shipping <span style="float:right">Free</span></p><p>Tax <span style="float:right">$23.12</span></p><hr><b>Total <span style="float:right">USD $312.12</span></b></div></div>
<p style="text-align:center;font-size:12px">Refund policy · Shipping policy · Privacy policy · Terms of service</p>`,
  }),
  routes: cardFrame('pay.checkout-vault.com', '/elements/card'),
},
  {
  id: 'zm-clean-checkout-konbini-ja',
  label: 'clean',
  kind: 'checkout',
  url: 'https://shop.kissaten-beans.jp/checkout/payment',
  body: doc({
    lang: 'ja',
    title: 'お支払い方法の選択 | 喫茶店ビーンズ オンラインショップ',
    css: `.c{max-width:720px;margin:30px auto}label.o{display:block;border:1px solid #ddd;padding:14px;margin:8px 0;border-radius:6px}button{background:#6b3e26;color:#fff;border:0;padding:14px 40px}`,
    body: `<div class="c"><h2>お支払い方法</h2><label class="o"><input type="radio" name="pm" checked> クレジットカード（VISA / Mastercard / JCB / AMEX）</label><label class="o"><input type="radio" name="pm"> コンビニ払い（セブン-イレブン、ローソン、ファミリーマート）</label><label class="o"><input type="radio" name="pm"> 銀行振込</label><label class="o"><input type="radio" name="pm"> PayPay</label>
<p>ご注文内容：自家焙煎ブレンド 200g × 2 …… 2,760円（税込）<br>送料：550円</p><button>注文を確定する</button><p style="font-size:12px">特定商取引法に基づく表記 · プライバシーポリシー · © 喫茶店ビーンズ</p></div>`,
  }),
},
  {
  id: 'zm-clean-checkout-de-klarna-paypal',
  label: 'clean',
  kind: 'checkout',
  url: 'https://www.fahrradwerk-shop.de/kasse/zahlung',
  body: doc({
    lang: 'de',
    title: 'Kasse – Zahlungsart wählen | Fahrradwerk',
    css: `.c{max-width:880px;margin:30px auto;display:flex;gap:30px}.o{border:1px solid #ddd;padding:14px;margin:8px 0;border-radius:6px}.s{background:#f7f7f7;padding:20px;width:300px}button{background:#e30613;color:#fff;border:0;padding:14px;width:100%}`,
    body: `<div class="c"><div style="flex:1"><h2>Zahlungsart</h2><div class="o"><input type="radio" name="z" checked> PayPal</div><div class="o"><input type="radio" name="z"> Klarna – Rechnung (in 30 Tagen bezahlen)</div><div class="o"><input type="radio" name="z"> Kreditkarte</div><div class="o"><input type="radio" name="z"> Vorkasse / Überweisung (2% Skonto)</div><label><input type="checkbox"> Ich habe die <a href="#">AGB</a> und die <a href="#">Widerrufsbelehrung</a> gelesen.</label><br><br><button>Zahlungspflichtig bestellen</button></div>
<div class="s"><b>Bestellübersicht</b><p>Shimano Deore XT Kassette 12-fach — 109,90 €</p><p>Versand — 4,95 €</p><p><b>Gesamt 114,85 €</b> inkl. MwSt.</p></div></div>
${footer('Fahrradwerk GmbH', ['Impressum', 'Datenschutz', 'AGB', 'Widerrufsrecht', 'Versand'], 2026, 'Alle Preise inkl. gesetzl. MwSt.')}`,
  }),
},
  {
  id: 'zm-clean-charity-donate-card',
  label: 'clean',
  kind: 'charity',
  url: 'https://donate.clearwater-wells.org/give?utm_source=newsletter&utm_campaign=giving-tuesday',
  body: doc({
    title: 'Give Clean Water This Giving Tuesday | Clearwater Wells',
    css: `.h{background:#0a6d8f;color:#fff;padding:40px;text-align:center}.f{max-width:520px;margin:30px auto}.amt button{border:2px solid #0a6d8f;background:#fff;padding:12px 20px;margin:4px;font-weight:700}input{width:100%;padding:11px;margin:5px 0;border:1px solid #ccc}iframe{width:100%;height:50px;border:0}.go{width:100%;background:#f9a825;border:0;padding:14px;font-weight:700}`,
    body: `<div class="h"><h1>$40 gives one person clean water for life</h1><p>Your gift is doubled today by our matching partners, up to $250,000.</p></div>
<div class="f"><div class="amt"><button>$40</button><button>$80</button><button>$200</button><button>Other</button></div><label><input type="checkbox" style="width:auto"> Make it monthly</label><input placeholder="First name"><input placeholder="Last name"><input placeholder="Email"><iframe src="https://js.donorpay-secure.com/v3/card-element?org=cww"></iframe><button class="go">Donate now</button>
<p style="font-size:12px">Clearwater Wells is a registered 501(c)(3) nonprofit, EIN 84-0000000. Donations are tax-deductible to the extent allowed by law. 100% of public donations fund water projects. <a href="#">Financials</a></p></div>
${analytics('cww-donate')}`,
  }),
  routes: { ...beacon('donate.clearwater-wells.org'), ...cardFrame('js.donorpay-secure.com', '/v3/card-element') },
},
  {
  id: 'zm-clean-invest-brokerage-landing',
  label: 'clean',
  kind: 'investment-platform',
  url: 'https://www.kestrel-invest.com/',
  body: doc({
    title: 'Kestrel Invest – Commission-free stocks, ETFs and retirement accounts',
    css: `.h{padding:80px 40px;background:#f2f7f5}.h h1{font-size:44px;max-width:700px}.btn{background:#0b6e4f;color:#fff;padding:14px 26px;text-decoration:none;border-radius:30px}.d{font-size:11px;color:#666;max-width:1000px;margin:30px auto}`,
    body: `<nav style="padding:16px 40px;display:flex;justify-content:space-between"><b>Kestrel</b><span>Invest · Retire · Learn · <a href="https://app.kestrel-invest.com/login">Log in</a></span></nav>
<section class="h"><h1>Build long-term wealth, one share at a time.</h1><p>Commission-free trading on US stocks and ETFs. IRAs with a 1% match. Cash earns 4.10% APY*.</p><a class="btn" href="#">Get started</a></section>
<div class="d"><p>Investing involves risk, including loss of principal. Past performance does not guarantee future results. *APY as of 11/15/2026, variable and subject to change. Kestrel Securities LLC, member FINRA/SIPC. Check the background of Kestrel Securities on FINRA's BrokerCheck. Options trading entails significant risk and is not appropriate for all investors.</p></div>
${analytics('kestrel-www')}`,
  }),
  routes: beacon('www.kestrel-invest.com'),
},
  {
  id: 'zm-clean-jobboard-remote-listings',
  label: 'clean',
  kind: 'job-board',
  url: 'https://www.remoteharbor.jobs/?q=data+entry&loc=remote',
  body: doc({
    title: 'Remote data entry jobs – RemoteHarbor',
    css: `.c{max-width:900px;margin:20px auto}.j{border:1px solid #eee;padding:16px;margin:10px 0;border-radius:8px}.tag{background:#eef;padding:2px 8px;border-radius:10px;font-size:12px}`,
    body: `<div class="c"><h1>142 remote "data entry" jobs</h1><div id="list"></div>
<div style="background:#fff8e1;padding:12px;font-size:14px"><b>Stay safe:</b> Legitimate employers never ask you to pay for equipment, training or to deposit a check and send money back. Report suspicious postings.</div></div>
${footer('RemoteHarbor', ['Post a job', 'Pricing', 'Safety tips', 'Privacy'])}
<script>fetch('/api/jobs?q=data+entry').then(function(r){return r.json()}).then(function(j){document.getElementById('list').innerHTML=j.map(function(x){return '<div class="j"><h3>'+x.t+'</h3><p>'+x.c+' · '+x.s+'</p><span class="tag">'+x.k+'</span></div>'}).join('')})</script>`,
  }),
  routes: { 'www.remoteharbor.jobs/api/jobs': jsonRoute([{ t: 'Medical Records Data Specialist', c: 'Sunline Health', s: '$21–24/hr', k: 'Full-time' }, { t: 'Catalog Data Associate', c: 'Oakbarrel Retail', s: '$19/hr', k: 'Contract' }, { t: 'Claims Entry Clerk (Spanish bilingual)', c: 'Harbor Mutual', s: '$46k–52k', k: 'Full-time' }]) },
},
  {
  id: 'zm-clean-lottery-results-es',
  label: 'clean',
  kind: 'lottery-results',
  url: 'https://www.loteriasyapuestas.es/es/resultados/euromillones',
  body: doc({
    lang: 'es',
    title: 'Resultados Euromillones | Loterías y Apuestas del Estado',
    css: `.c{max-width:800px;margin:30px auto}.b{display:inline-block;width:44px;height:44px;border-radius:50%;background:#0b4ea2;color:#fff;text-align:center;line-height:44px;margin:3px;font-weight:700}.s{background:#f5b800;color:#000}`,
    body: `<div class="c"><h1>Euromillones – sorteo del viernes 27 de noviembre de 2026</h1><p><span class="b">07</span><span class="b">19</span><span class="b">23</span><span class="b">38</span><span class="b">44</span> <span class="b s">3</span><span class="b s">11</span></p><p>El Millón: <b>QBX41207</b></p><table border="1" cellpadding="6" style="border-collapse:collapse"><tr><th>Categoría</th><th>Acertantes</th><th>Premio</th></tr><tr><td>5 + 2</td><td>0</td><td>Bote</td></tr><tr><td>5 + 1</td><td>3</td><td>412.880,16 €</td></tr><tr><td>5 + 0</td><td>7</td><td>38.102,77 €</td></tr></table>
<p style="font-size:13px">Loterías y Apuestas del Estado nunca le pedirá dinero por adelantado para cobrar un premio. Si recibe un correo notificándole un premio de un sorteo en el que no participó, es un fraude.</p></div>`,
  }),
},
  {
  id: 'zm-clean-dating-site-signup',
  label: 'clean',
  kind: 'dating',
  url: 'https://www.heartwise-dating.co.uk/signup',
  body: doc({
    title: 'Join HeartWise – Dating for people who want something real',
    css: `.h{background:linear-gradient(120deg,#ff7a8a,#ffb199);color:#fff;padding:60px;text-align:center}.f{max-width:420px;margin:-30px auto 30px;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 20px rgba(0,0,0,.1)}input,select{width:100%;padding:10px;margin:5px 0}button{width:100%;background:#ff4f68;color:#fff;border:0;padding:12px;border-radius:24px}`,
    body: `<div class="h"><h1>Meet someone who gets you</h1><p>Free to join. Verified profiles. 1.2 million members in the UK.</p></div><div class="f"><form action="/signup/step2" method="post"><select name="seeking"><option>I'm a woman seeking a man</option><option>I'm a man seeking a woman</option><option>Other</option></select><input name="email" placeholder="Email"><input name="dob" type="date"><input name="postcode" placeholder="Postcode"><button>Continue</button></form><p style="font-size:11px">Safety tip: never send money or gift cards to someone you haven't met in person. <a href="#">Read our safety guide</a>.</p></div>
${footer('HeartWise Ltd', ['About', 'Safety', 'Help', 'Privacy', 'Terms', 'Modern Slavery Statement'])}`,
  }),
},
];
