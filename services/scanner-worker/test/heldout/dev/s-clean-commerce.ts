import type { Entry } from '../entry.js';
import { doc, imgs, tracker, cookieBar } from '../parts/s-kit.js';

/** Author s: clean-commerce (dev split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'www.harperandlane.com';
  const t = tracker(h, 'gtag', 'G-HL88Q2WZ10');
  const prods = [
    ['Merino Crew Neck Sweater', 128, 64, 'merino.png'],
    ['Relaxed Wool-Blend Coat', 348, 174, 'coat.png'],
    ['High-Rise Straight Jean', 98, 49, 'jean.png'],
    ['Leather Crossbody Bag', 198, 119, 'bag.png'],
    ['Cashmere Beanie', 78, 39, 'beanie.png'],
    ['Suede Chelsea Boot', 248, 149, 'boot.png'],
  ] as const;
  return E({
    id: 's-clean-shop-black-friday-fashion',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${h}/sale/black-friday`,
    body: doc({
      title: 'Black Friday Sale: Up to 50% Off Everything | Harper & Lane',
      head: `<link rel="canonical" href="https://${h}/sale/black-friday"><meta name="description" content="Black Friday at Harper & Lane: up to 50% off sweaters, coats, denim and accessories. Free shipping over $75 and free returns.">${t.snippet}`,
      css: `body{margin:0;font-family:"Helvetica Neue",Arial;color:#1a1a1a}.promo{background:#1a1a1a;color:#fff;text-align:center;padding:9px;font-size:13px}header{display:flex;justify-content:space-between;align-items:center;padding:18px 40px;border-bottom:1px solid #eee}header a{margin:0 10px;color:#1a1a1a;text-decoration:none;font-size:14px}.hero{background:#f3ede6;padding:40px;text-align:center}.hero h1{font-size:46px;margin:0}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:24px;padding:30px 40px}.p img{width:100%;height:280px;background:#eee}.p s{color:#999}.p .n{color:#b3261e;font-weight:600}.legal{font-size:12px;color:#666;padding:0 40px}footer{background:#f7f7f7;padding:30px 40px;font-size:13px;display:grid;grid-template-columns:repeat(4,1fr);gap:20px}footer a{display:block;color:#444;margin:4px 0;text-decoration:none}`,
      body: `<div class="promo">BLACK FRIDAY: UP TO 50% OFF · FREE SHIPPING ON ORDERS $75+ · FREE RETURNS WITHIN 60 DAYS</div>
<header><b style="font-size:22px;letter-spacing:.08em">HARPER &amp; LANE</b><nav><a href="/women">Women</a><a href="/men">Men</a><a href="/home">Home</a><a href="/sale/black-friday" style="color:#b3261e">Sale</a><a href="/stores">Stores</a></nav><div><a href="/account">Sign in</a> <a href="/cart">Bag (0)</a></div></header>
<div class="hero"><h1>Black Friday Starts Now</h1><p>Up to 50% off sitewide through Cyber Monday. Prices as marked — no code needed.</p></div>
<div class="grid">${prods.map(([n, a, b, img]) => `<div class="p"><img src="/images/products/${img}" alt="${n}"><p>${n}</p><p><s>$${a}</s> <span class="n">$${b}</span></p></div>`).join('')}</div>
<p class="legal">Offer valid 11/27/2026 12:00 AM ET through 12/1/2026 11:59 PM ET at harperandlane.com and Harper &amp; Lane stores in the US. Discount applied to original prices; excludes gift cards and select collaborations. Cannot be combined with other offers. Pay with credit/debit card, PayPal, Apple Pay, Shop Pay or Klarna. See <a href="/help/promotions">promotion terms</a>.</p>
<footer><div><b>Help</b><a href="/help/shipping">Shipping</a><a href="/help/returns">Returns &amp; exchanges</a><a href="/help/order-status">Order status</a><a href="/help/contact">Contact us</a></div><div><b>About</b><a href="/about">Our story</a><a href="/sustainability">Sustainability</a><a href="/careers">Careers</a></div><div><b>Legal</b><a href="/privacy">Privacy policy</a><a href="/terms">Terms of use</a><a href="/privacy/do-not-sell">Your privacy choices</a></div><div><b>Harper &amp; Lane, Inc.</b><br>225 Bush Street, San Francisco, CA 94104<br>© 2026</div></footer>
${cookieBar('We use cookies to improve your experience and for marketing. See our <a href="/privacy" style="color:#9cf">privacy policy</a>.', 'Accept all', 'Necessary only')}`,
    }),
    routes: { ...t.routes, ...imgs(h, prods.map((p) => p[3]), 'images/products') },
  });
})(),

(() => {
  const h = 'www.greenwatt-solar.co.za';
  const t = tracker(h, 'gtag', 'G-GWZA20244');
  return E({
    id: 's-clean-shop-solar-za',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${h}/shop/backup-kits/5kw-hybrid-backup-kit`,
    body: doc({
      lang: 'en-ZA',
      title: '5kW Hybrid Backup Kit with 5.1kWh Battery – GreenWatt Solar',
      head: t.snippet,
      css: `body{margin:0;font-family:Roboto,Arial;color:#263238}.h{background:#2e7d32;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.w{max-width:1100px;margin:auto;padding:20px;display:flex;gap:30px}.w img{width:420px;height:320px;background:#e8f5e9}.pr{font-size:30px;color:#2e7d32}.sale{background:#c62828;color:#fff;padding:2px 6px;font-size:12px}table td{padding:4px 10px;border-bottom:1px solid #eee;font-size:14px}.note{background:#f1f8e9;padding:10px;font-size:13px}footer{background:#263238;color:#b0bec5;padding:20px 30px;font-size:12px}`,
      body: `<div class="h"><b>GreenWatt Solar</b><span>Installers accredited by SAPVIA PV GreenCard · Cape Town &amp; Stellenbosch</span></div>
<div class="w"><img src="/wp-content/uploads/kit5.png" alt=""><div><span class="sale">WINTER SPECIAL -18%</span><h1>5kW Hybrid Backup Kit with 5.1kWh Lithium Battery</h1><p class="pr">R 54 990,00 <small style="color:#888;text-decoration:line-through">R 66 990,00</small></p><p>Incl. VAT. Installation quoted separately after a free site assessment.</p>
<table><tr><td>Inverter</td><td>Sunsynk 5kW Hybrid</td></tr><tr><td>Battery</td><td>Dyness 5.12kWh LiFePO4</td></tr><tr><td>Panels</td><td>Optional add-on</td></tr><tr><td>Warranty</td><td>Inverter 5 yrs · Battery 10 yrs</td></tr></table>
<p class="note">Pay online by card or Instant EFT (Ozow), or apply for solar finance through our bank partners. A Certificate of Compliance (CoC) and municipal registration are included with every installation. Check our banking details by phone before any manual EFT — we will never change them by email.</p><button>Add to cart</button> <button>Book a site assessment</button></div></div>
<footer>GreenWatt Solar (Pty) Ltd · Reg. 2014/118442/07 · Unit 3, Montague Park, Montague Gardens, Cape Town · 021 555 0188 · <a href="/terms" style="color:#cfd8dc">Terms</a> · <a href="/privacy" style="color:#cfd8dc">POPIA</a></footer>`,
    }),
    routes: { ...t.routes, ...imgs(h, ['kit5.png'], 'wp-content/uploads') },
  });
})(),

(() => {
  const h = 'www.swiftparcel-express.com';
  return E({
    id: 's-clean-courier-duty-payment',
    label: 'clean',
    kind: 'courier-duty',
    url: `https://${h}/en-gb/duties-taxes/pay?awb=7731449021`,
    body: doc({
      lang: 'en-GB',
      title: 'Pay duties and taxes – SwiftParcel Express',
      css: `body{margin:0;font-family:Arial;color:#222;background:#f6f6f6}.h{background:#ffcc00;padding:12px 30px;display:flex;justify-content:space-between}.h a{color:#222;margin-left:14px}.w{max-width:820px;margin:24px auto;background:#fff;padding:24px}table{width:100%;border-collapse:collapse}td{padding:8px;border-bottom:1px solid #eee}.t td{font-weight:bold}.info{background:#eef5ff;padding:12px;font-size:13px;margin-top:16px}footer{max-width:820px;margin:auto;font-size:12px;color:#666;padding:12px}`,
      body: `<div class="h"><b>SwiftParcel Express</b><nav><a href="/en-gb/track">Track</a><a href="/en-gb/ship">Ship</a><a href="/en-gb/help">Help</a><a href="/en-gb/login">Log in</a></nav></div>
<div class="w"><h1>Pay import duties and taxes</h1><p>Waybill <b>7731449021</b> · From: United States · Declared value: USD 240.00 · Status: Awaiting payment of import charges</p>
<table><tr><td>Import VAT (20%)</td><td>£40.16</td></tr><tr><td>Customs duty</td><td>£7.70</td></tr><tr><td>Disbursement / duty handling fee</td><td>£11.00</td></tr><tr class="t"><td>Total</td><td>£58.86</td></tr></table>
<p><a href="/en-gb/duties-taxes/checkout?awb=7731449021">Pay £58.86 now</a> · <a href="/en-gb/duties-taxes/dispute?awb=7731449021">Dispute these charges</a> · <a href="/en-gb/duties-taxes/breakdown?awb=7731449021">View customs entry</a></p>
<div class="info"><b>Why am I being charged?</b> Goods sent to the UK from outside the UK may be subject to import VAT and customs duty, collected by us on behalf of HMRC before delivery. Charges are calculated on the value declared by the sender. Check your waybill number on this page — we only request payment on swiftparcel-express.com or in our app, and we never ask for payment by gift card or bank transfer. If you receive a text about a parcel you're not expecting, report it to 7726.</div></div>
<footer>SwiftParcel Express (UK) Ltd, Heathrow Cargo Centre, Hounslow TW6 3XA · Registered in England 02841195 · <a href="/en-gb/privacy">Privacy</a> · <a href="/en-gb/terms">Terms of carriage</a></footer>`,
    }),
  });
})(),

(() => {
  const h = 'www.kurashi-dougu.jp';
  const t = tracker(h, 'gtag', 'G-KRSH20261');
  return E({
    id: 's-clean-shop-sale-jp',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${h}/sale/spring/`,
    body: doc({
      lang: 'ja',
      title: '春の家電セール 最大40%OFF｜くらしの道具店',
      head: t.snippet,
      css: `body{margin:0;font-family:"Hiragino Sans",Meiryo,sans-serif;color:#333;font-size:14px}header{padding:14px 30px;border-bottom:1px solid #e5e5e5;display:flex;justify-content:space-between}.bn{background:#f6efe6;padding:24px 30px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:24px 30px}.i img{width:100%;height:200px;background:#eee}.i .p{color:#b3261e;font-weight:bold}.note{font-size:12px;color:#666;padding:0 30px}footer{background:#f5f5f5;padding:20px 30px;font-size:12px}`,
      body: `<header><b style="font-size:20px">くらしの道具店</b><nav>キッチン ｜ 家電 ｜ インテリア ｜ セール ｜ ログイン ｜ カート</nav></header>
<div class="bn"><h1>春の家電セール 最大40%OFF</h1><p>3月31日（火）23:59まで。人気のトースター・ケトル・電気圧力鍋がお買い得。</p></div>
<div class="g"><div class="i"><img src="/img/toaster.png" alt=""><p>スチームトースター（ホワイト）</p><p><s>¥27,500</s> <span class="p">¥19,800（税込）</span></p></div><div class="i"><img src="/img/kettle.png" alt=""><p>電気ケトル 0.6L 温度調節付き</p><p><s>¥14,300</s> <span class="p">¥9,980（税込）</span></p></div><div class="i"><img src="/img/pot.png" alt=""><p>電気圧力鍋 3L</p><p><s>¥32,780</s> <span class="p">¥21,780（税込）</span></p></div></div>
<p class="note">お支払い：クレジットカード、Amazon Pay、PayPay、コンビニ払い、代金引換、後払い。5,500円（税込）以上で送料無料。メーカー保証1年。当店を装った偽サイトにご注意ください。当店が個人名義の口座への振込をお願いすることはありません。</p>
<footer>株式会社くらしの道具店　〒150-0001 東京都渋谷区神宮前5-12-3　TEL 03-5555-0142（平日10:00〜17:00）｜ <a href="/law/">特定商取引法に基づく表記</a> ｜ <a href="/privacy/">プライバシーポリシー</a></footer>`,
    }),
    routes: { ...t.routes, ...imgs(h, ['toaster.png', 'kettle.png', 'pot.png']) },
  });
})(),
];
