import type { Entry } from '../entry.js';
import { doc, imgs, tracker } from '../parts/s-kit.js';

/** Author s: shops (dev split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'www.maisonluxe-outlet.shop';
  const t = tracker(h, 'pixel', '884120931557302');
  const items = [
    ['LV Neverfull MM Monogram', 2030, 189, 'nf-mm.png'],
    ['Chanel Classic Flap Medium Caviar', 10200, 329, 'cf-med.png'],
    ['Hermès Birkin 30 Togo Gold', 14900, 499, 'bk30.png'],
    ['Gucci Dionysus Small GG Supreme', 2950, 159, 'dio.png'],
    ['Dior Lady Dior Medium Cannage', 6300, 279, 'ld.png'],
    ['Prada Re-Edition 2005 Nylon', 1950, 129, 're05.png'],
  ] as const;
  const cards = items.map(([n, was, now, img]) => `<div class="card"><img src="/cdn/shop/files/${img}" alt="${n}" width="260" height="260"><span class="badge">-${Math.round(100 - (now / was) * 100)}%</span><h3>${n}</h3><p><s>$${was.toLocaleString('en-US')}.00</s> <b>$${now}.00</b></p><button class="add" data-name="${n}" data-price="${now}">Add to bag</button></div>`).join('\n');
  return E({
    id: 's-shop-luxury-handbags-us',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${h}/collections/designer-bags`,
    body: doc({
      title: 'Designer Bags – Maison Luxe Outlet | Authentic Luxury Up To 90% Off',
      head: `<meta name="description" content="100% authentic pre-owned & new designer handbags at warehouse prices. Free 2-day shipping in USA.">${t.snippet}`,
      css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#111}.ann{background:#000;color:#fff;text-align:center;font-size:12px;padding:8px;letter-spacing:.1em}header{display:flex;justify-content:space-between;align-items:center;padding:18px 40px;border-bottom:1px solid #eee}header nav a{margin:0 12px;color:#111;text-decoration:none;font-size:13px;text-transform:uppercase}.logo{font-family:Didot,Georgia,serif;font-size:28px;letter-spacing:.2em}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:28px;padding:30px 40px}.card{position:relative;text-align:center}.badge{position:absolute;top:8px;left:8px;background:#b00;color:#fff;font-size:12px;padding:3px 6px}.card s{color:#888}.card b{color:#b00}.add{background:#111;color:#fff;border:0;padding:10px 24px;cursor:pointer}#drawer{display:none;position:fixed;top:0;right:0;width:380px;height:100%;background:#fff;box-shadow:-4px 0 20px rgba(0,0,0,.2);padding:24px;overflow:auto}.pay{border:1px solid #ddd;padding:12px;margin:10px 0}footer{background:#f6f6f6;padding:30px 40px;font-size:12px;color:#555}`,
      body: `<div class="ann">SPRING CLEARANCE • EXTRA 10% OFF WITH ZELLE / CASH APP • FREE EXPRESS SHIPPING</div>
<header><div class="logo">MAISON LUXE</div><nav><a href="/">Home</a><a href="/collections/designer-bags">Bags</a><a href="/collections/shoes">Shoes</a><a href="/collections/watches">Watches</a><a href="/pages/authenticity">Authenticity</a><a href="/pages/contact">Contact</a></nav><div>🛍 <span id="cnt">0</span></div></header>
<h1 style="text-align:center;font-weight:300;margin-top:30px">Designer Bags</h1>
<p style="text-align:center;color:#666">Every piece is 100% authentic and comes with dust bag, box &amp; certificate. Warehouse overstock from our Milan partner boutiques — <b>once it's gone it's gone</b>.</p>
<div class="grid">${cards}</div>
<section style="padding:20px 40px"><h2>Customer Reviews ★★★★★ 4.9 (2,314)</h2><p>"Got my Birkin in 3 days, cant believe the price!!! 100% real checked at the store" – Jessica M., Dallas TX</p><p>"Second order, the Chanel is perfect, seller very helpfull on WhatsApp" – Tanya R., Miami FL</p></section>
<div id="drawer"><h2>Your Bag</h2><div id="lines"></div><p>Subtotal: <b id="sub">$0.00</b></p><h3>Payment</h3><p style="font-size:13px">Due to high chargeback fraud on luxury goods, card payments are temporarily unavailable. Pay with Zelle, Cash App or Bitcoin and get an <b>extra 10% off</b>. Send the payment and a screenshot to our WhatsApp, your order ships within 24h.</p><div class="pay"><b>Zelle</b><br>Recipient: maisonluxe.orders@gmail.com<br>Name: Kevin Tran</div><div class="pay"><b>Cash App</b><br>$MaisonLuxeNYC</div><div class="pay"><b>Bitcoin (BTC)</b><br><code>bc1q9x7wdv0ctp5sl8m2r3y6h4k0anqz6f8w2g5l7e</code></div><p>WhatsApp: <a href="https://wa.me/13475550192">+1 (347) 555-0192</a></p><button onclick="document.getElementById('drawer').style.display='none'">Continue shopping</button></div>
<footer><p>Maison Luxe Outlet LLC · 1412 Broadway Suite 2100, New York, NY 10018</p><p><a href="/pages/returns">Returns (30 days)</a> · <a href="/pages/privacy">Privacy</a> · <a href="/pages/terms">Terms of Service</a></p><p>© 2026 Maison Luxe Outlet. All trademarks belong to their respective owners. We are not affiliated with the brands listed.</p></footer>
<script>
(function(){var bag=[];function draw(){var s=0,h='';bag.forEach(function(x){s+=x.p;h+='<p>'+x.n+' — $'+x.p.toFixed(2)+'</p>'});document.getElementById('lines').innerHTML=h;document.getElementById('sub').textContent='$'+(s*0.9).toFixed(2)+' (with 10% Zelle discount)';document.getElementById('cnt').textContent=bag.length;}
document.querySelectorAll('.add').forEach(function(b){b.onclick=function(){bag.push({n:b.dataset.name,p:+b.dataset.price});draw();document.getElementById('drawer').style.display='block';if(window.fbq)fbq('track','AddToCart');}});})();
</script>`,
    }),
    routes: { ...t.routes, ...imgs(h, items.map((i) => i[3]), 'cdn/shop/files') },
  });
})(),

(() => {
  const h = 'www.trademaster-toolsclearance.co.uk';
  return E({
    id: 's-shop-tools-closing-down-uk',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${h}/closing-down-sale`,
    body: doc({
      lang: 'en-GB',
      title: 'CLOSING DOWN SALE | TradeMaster Tools Clearance – Everything Must Go',
      css: `body{font-family:Verdana,Geneva,sans-serif;margin:0;color:#222}.banner{background:#ffd400;padding:20px;text-align:center}.banner h1{margin:0;font-size:38px;color:#c00}.nav{background:#1c1c1c;padding:10px 20px}.nav a{color:#ffd400;margin-right:18px;font-size:13px}.list{max-width:980px;margin:20px auto}.row{display:flex;border-bottom:1px solid #ddd;padding:14px 0;align-items:center}.row img{width:110px;height:90px;background:#eee;margin-right:16px}.row .pr{margin-left:auto;text-align:right}.rrp{text-decoration:line-through;color:#777;font-size:12px}.now{color:#c00;font-size:22px;font-weight:bold}.stock{font-size:11px;color:#c00}.note{max-width:980px;margin:auto;background:#fff6d5;border:1px solid #e5c200;padding:14px;font-size:13px}footer{font-size:11px;color:#666;text-align:center;padding:30px}`,
      body: `<div class="banner"><h1>WE ARE CLOSING DOWN</h1><p>After 27 years of trading our Sheffield warehouse closes for good. ALL stock must be cleared by the end of the month — trade &amp; public welcome!</p></div>
<div class="nav"><a href="#">Power Tools</a><a href="#">Hand Tools</a><a href="#">Generators</a><a href="#">Pressure Washers</a><a href="#">Tool Storage</a><a href="#">Garden</a><a href="#faq">FAQ</a></div>
<div class="list">
<div class="row"><img src="/images/dcb.png" alt=""><div><b>DeWalt DCK266P2 18V XR Brushless Twin Kit</b><br>2 x 5.0Ah batteries, charger, TSTAK case</div><div class="pr"><div class="rrp">RRP £389.99</div><div class="now">£49.99</div><div class="stock">Only 6 left</div><button>Add to basket</button></div></div>
<div class="row"><img src="/images/mak.png" alt=""><div><b>Makita DLX6068PT 18V LXT 6 Piece Combo Kit</b><br>3 x 5.0Ah, twin-port charger, bag</div><div class="pr"><div class="rrp">RRP £1,049.00</div><div class="now">£119.00</div><div class="stock">Only 3 left</div><button>Add to basket</button></div></div>
<div class="row"><img src="/images/mil.png" alt=""><div><b>Milwaukee M18 FPP6F3-502B Fuel 6 Piece Kit</b></div><div class="pr"><div class="rrp">RRP £1,299.00</div><div class="now">£139.00</div><div class="stock">Only 2 left</div><button>Add to basket</button></div></div>
<div class="row"><img src="/images/stihl.png" alt=""><div><b>Stihl MS 261 C-M Professional Chainsaw 18"</b></div><div class="pr"><div class="rrp">RRP £879.00</div><div class="now">£89.00</div><div class="stock">Only 4 left</div><button>Add to basket</button></div></div>
<div class="row"><img src="/images/kar.png" alt=""><div><b>Kärcher K7 Premium Smart Control Pressure Washer</b></div><div class="pr"><div class="rrp">RRP £699.99</div><div class="now">£64.99</div><div class="stock">Only 9 left</div><button>Add to basket</button></div></div>
</div>
<div class="note" id="faq"><b>How do I pay?</b> As we are closing down our card terminal contract has ended, so all orders are now paid by <b>bank transfer</b> (Faster Payments). After you place your order you will receive our account details by email. Please use your order number as reference. Orders are dispatched by DPD next working day.<br><br><b>Can I collect?</b> Unfortunately the warehouse is now closed to visitors for health &amp; safety reasons during the clearance.<br><br><b>Is there a guarantee?</b> All tools are brand new, boxed with full manufacturer warranty.</div>
<footer>TradeMaster Tools Ltd · Unit 4 Parkway Industrial Estate, Sheffield S9 · Company No. 04417723 · VAT GB 293 4471 02<br>Prices include VAT. Limited stock, when it's gone it's gone. © 2026</footer>
<script>document.querySelectorAll('.row button').forEach(function(b){b.addEventListener('click',function(){b.textContent='Added ✓';b.disabled=true;alert('Added to basket. Checkout is by bank transfer only during our closing down sale.');});});</script>`,
    }),
    routes: imgs(h, ['dcb.png', 'mak.png', 'mil.png', 'stihl.png', 'kar.png'], 'images'),
  });
})(),

(() => {
  const h = 'mobilier-destockage-usine.fr';
  const t = tracker(h, 'gtag', 'G-LQ0P3W88TR');
  return E({
    id: 's-shop-furniture-liquidation-fr',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${h}/liquidation-totale`,
    body: doc({
      lang: 'fr',
      title: 'Liquidation totale avant fermeture – Mobilier Déstockage Usine',
      head: t.snippet,
      css: `body{font-family:Georgia,serif;margin:0;background:#f7f3ee;color:#2b2b2b}.hero{background:#2b2b2b;color:#fff;padding:40px;text-align:center}.hero h1{font-size:40px;margin:0 0 8px}.hero .r{background:#c0392b;display:inline-block;padding:6px 14px}main{max-width:1080px;margin:auto;padding:24px}.prods{display:grid;grid-template-columns:repeat(3,1fr);gap:22px}.pr{background:#fff;padding:12px}.pr img{width:100%;height:170px;background:#e8e2da}.px{color:#c0392b;font-size:22px}.ancien{text-decoration:line-through;color:#999}.cmd{background:#c0392b;color:#fff;border:0;padding:8px 16px}#paiement{display:none;background:#fff;border:1px solid #ccc;padding:18px;margin-top:24px}footer{font-size:12px;color:#777;padding:20px 24px}`,
      body: `<div class="hero"><h1>LIQUIDATION TOTALE</h1><p>Fermeture définitive de notre entrepôt de Roubaix — tout doit disparaître</p><span class="r">JUSQU'À -80% · LIVRAISON OFFERTE</span></div>
<main><div class="prods">
<div class="pr"><img src="/photos/canape.png" alt=""><h3>Canapé d'angle convertible 5 places velours</h3><span class="ancien">1 890 €</span> <span class="px">349 €</span><br><button class="cmd" data-a="Canapé d'angle velours" data-p="349">Commander</button></div>
<div class="pr"><img src="/photos/table.png" alt=""><h3>Table à manger chêne massif 8 pers. + 6 chaises</h3><span class="ancien">2 450 €</span> <span class="px">429 €</span><br><button class="cmd" data-a="Table chêne + 6 chaises" data-p="429">Commander</button></div>
<div class="pr"><img src="/photos/lit.png" alt=""><h3>Lit coffre 160x200 + matelas mémoire de forme</h3><span class="ancien">1 290 €</span> <span class="px">259 €</span><br><button class="cmd" data-a="Lit coffre 160 + matelas" data-p="259">Commander</button></div>
</div>
<div id="paiement"><h2>Finaliser ma commande</h2><p id="recap"></p><p>Suite à la procédure de liquidation, le paiement par carte bancaire est suspendu par notre banque. Le règlement s'effectue uniquement par <b>virement bancaire</b>. Votre meuble est réservé 48 h.</p><p>Titulaire : <b>MDU Distribution SAS</b><br>IBAN : <b>ES91 2100 0418 4502 0005 1332</b><br>BIC : CAIXESBBXXX<br>Motif : <span id="motif"></span></p><p>Livraison sous 5 à 7 jours ouvrés par transporteur, montage possible (+29 €).</p></div>
<h2>Avis clients</h2><p>★★★★★ « Canapé reçu en 6 jours, très bonne qualité pour le prix » — Nathalie, Lille</p><p>★★★★☆ « Livreur sympa, table magnifique » — Karim, Lyon</p>
</main>
<footer>Mobilier Déstockage Usine SAS au capital de 10 000 € · 14 rue de l'Industrie, 59100 Roubaix · SIRET 912 345 678 00019 · <a href="#">Mentions légales</a> · <a href="#">CGV</a> · <a href="#">Politique de confidentialité</a></footer>
<script>document.querySelectorAll('.cmd').forEach(function(b){b.onclick=function(){var p=document.getElementById('paiement');p.style.display='block';document.getElementById('recap').innerHTML='Article : <b>'+b.dataset.a+'</b> — '+b.dataset.p+' € TTC, livraison offerte';document.getElementById('motif').textContent='CMD'+Date.now().toString().slice(-6);p.scrollIntoView({behavior:'smooth'});}});</script>`,
    }),
    routes: { ...t.routes, ...imgs(h, ['canape.png', 'table.png', 'lit.png'], 'photos') },
  });
})(),

(() => {
  const h = 'www.kitchen-select-outlet.shop';
  return E({
    id: 's-shop-kitchen-appliances-jp',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${h}/products/balmuda-toaster-k05a`,
    body: doc({
      lang: 'ja',
      title: 'BALMUDA The Toaster K05A 正規品 70%OFF 送料無料 – キッチンセレクトアウトレット',
      css: `body{margin:0;font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif;color:#333;font-size:14px}.top{background:#c00;color:#fff;text-align:center;padding:6px}header{padding:12px 24px;border-bottom:1px solid #ddd}.w{max-width:980px;margin:auto;display:flex;gap:24px;padding:20px}.w img{width:400px;height:400px;background:#f2f2f2}.pr{font-size:30px;color:#c00;font-weight:bold}.off{background:#c00;color:#fff;padding:2px 6px}.pay{border:1px solid #ddd;padding:12px;margin-top:12px;background:#fafafa}.btn{background:#c00;color:#fff;border:0;width:100%;padding:14px;font-size:16px;margin-top:10px}`,
      body: `<div class="top">【期間限定】全品送料無料・最大80%OFF・在庫一掃セール開催中！</div>
<header><b style="font-size:20px">Kitchen Select Outlet</b> ｜ 調理家電 ｜ 鍋・フライパン ｜ 食器 ｜ お問い合わせ</header>
<div class="w"><img src="/upload/k05a.png" alt=""><div><h1 style="font-size:20px">BALMUDA The Toaster K05A-BK ブラック 正規品 新品未開封</h1><p><s>希望小売価格 ¥29,700</s></p><p class="pr">¥8,980 <span class="off">70%OFF</span></p><p>残りわずか：<b>3点</b>　｜　本日ご注文で最短翌日お届け</p><p>数量 <select><option>1</option><option>2</option></select></p>
<div class="pay"><b>お支払い方法</b><br>◎ 銀行振込（前払い）のみ対応しております。<br>ご注文確定後、振込先口座をメールにてご案内いたします。<br>※クレジットカード決済は現在システムメンテナンス中のためご利用いただけません。<br>※ご入金確認後の発送となります。振込手数料はお客様負担となります。</div>
<button class="btn" onclick="this.outerHTML='<div class=pay>ご注文ありがとうございます。<br>振込先：○○銀行 △△支店 普通 4418802<br>口座名義：グエン ヴァン タン<br>3日以内にお振込みください。</div>'">カートに入れて注文する</button></div></div>
<p style="text-align:center;font-size:12px;color:#888">特定商取引法に基づく表記 ｜ 会社名：株式会社キッチンセレクト ｜ 所在地：東京都新宿区西新宿2-8-1 ｜ 電話：お問い合わせはメールにて ｜ ©2026 Kitchen Select Outlet</p>`,
    }),
    routes: imgs(h, ['k05a.png'], 'upload'),
  });
})(),
];
