import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { cookieBar, doc, foot, gtag, topbar } from '../parts/ze-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-clean-jp-rakuten-super-sale',
  label: 'clean',
  kind: 'marketplace-sale',
  url: 'https://event.rakuten.co.jp/campaign/supersale/',
  body: doc({
    lang: 'ja',
    title: '楽天スーパーSALE｜最大半額以下の商品多数！',
    head: gtag('G-RKT1CHIBA'),
    css: '.hero{background:#bf0000;color:#fff;padding:30px 0;text-align:center}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.p{border:1px solid #eee;padding:10px;font-size:13px}.pr{color:#bf0000;font-weight:bold}',
    body: `${topbar('Rakuten 楽天市場', '#bf0000', ['ジャンル', 'ランキング', 'クーポン', '買い物かご'])}
<div class="hero"><h1>楽天スーパーSALE</h1><p>12月4日(木) 20:00 〜 12月11日(木) 01:59　ショップ買いまわりでポイント最大10倍</p></div>
<div class="wrap"><h2>半額以下アイテム</h2><div class="g">
<div class="p">【訳あり】北海道産 ほたて貝柱 1kg<br><span class="pr">4,980円</span> <s>9,980円</s></div><div class="p">アイリスオーヤマ 布団乾燥機<br><span class="pr">5,480円</span></div><div class="p">ふるさと納税 宮崎牛 切り落とし<br><span class="pr">寄付額 10,000円</span></div><div class="p">タオル 今治 バスタオル 4枚組<br><span class="pr">3,990円</span> 送料無料</div></div>
<p style="font-size:12px">※エントリーが必要です。ポイント付与は後日となります。楽天を装った不審なメールにご注意ください。</p></div>
${foot(['会社概要 · 個人情報保護方針 · 楽天グループ', '© Rakuten Group, Inc.'])}${cookieBar('当サイトはCookieを使用しています。', '同意する')}`,
  }),
},
  {
  id: 'ze-clean-my-lazada-1111',
  label: 'clean',
  kind: 'marketplace-sale',
  url: 'https://www.lazada.com.my/wow/gcp/route/lazada/my/upr_1000345_lazada/channel/my/upr-router/my',
  body: doc({
    lang: 'en-MY',
    title: 'Lazada 11.11 Biggest Sale | Up to 90% Off',
    css: '.hero{background:#0f146d;color:#fff;padding:28px 0;text-align:center}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.p{border:1px solid #eee;padding:10px;font-size:13px}.pr{color:#f57224;font-weight:bold}',
    body: `${topbar('Lazada', '#0f146d', ['LazMall', 'Vouchers', 'LazFlash', 'Download App', 'Login'])}<div class="hero"><h1>11.11 Biggest Sale</h1><p>Free shipping min. spend RM15 · Collect vouchers up to RM1,111</p></div>
<div class="wrap"><div class="g"><div class="p">Milo Activ-Go 2kg<br><span class="pr">RM 42.90</span></div><div class="p">Philips Air Fryer XL<br><span class="pr">RM 399.00</span></div><div class="p">Samsung Galaxy A56 5G<br><span class="pr">RM 1,499.00</span></div><div class="p">Dettol Body Wash 950ml x2<br><span class="pr">RM 25.90</span></div></div>
<p style="font-size:12px">Lazada will never ask you to pay outside the app or to perform "tasks" for commission. Learn how to <a href="#">stay safe from scams</a>.</p></div>${foot(['© Lazada 2025 · Lazada E-Services Malaysia Sdn. Bhd.'])}`,
  }),
},
  {
  id: 'ze-clean-id-tokopedia-product',
  label: 'clean',
  kind: 'marketplace-product',
  url: 'https://www.tokopedia.com/tokoelektronikjaya/xiaomi-redmi-note-14-8-256gb-garansi-resmi',
  routes: {
    'www.tokopedia.com/tokoelektronikjaya/xiaomi-redmi-note-14-8-256gb-garansi-resmi': htmlRoute(doc({
      lang: 'id',
      title: 'Jual Xiaomi Redmi Note 14 8/256GB Garansi Resmi | Tokopedia',
      css: '.m{display:flex;gap:24px}.pr{font-size:28px;font-weight:bold}.g{background:#03ac0e;color:#fff;width:100%;margin-top:10px}.o{background:#fff;border:1px solid #03ac0e;color:#03ac0e;width:100%;margin-top:8px}',
      body: `${topbar('tokopedia', '#fff', ['Kategori', 'Keranjang', 'Masuk', 'Daftar'], '#03ac0e')}<div class="wrap m"><img src="/img/p.png" width="300" height="300" alt=""><div style="flex:1"><h1 style="font-size:20px">Xiaomi Redmi Note 14 8/256GB Garansi Resmi</h1><p>Terjual 2 rb+ · ⭐ 4.9 (812 rating)</p><p class="pr">Rp2.799.000</p><p>Pilih warna: Midnight Black · Mist Purple · Ocean Blue</p><p>Toko Elektronik Jaya · Jakarta Barat · Power Merchant</p><p style="font-size:13px">Deskripsi: Garansi resmi Xiaomi Indonesia 15 bulan. Barang baru segel. Pengiriman same day untuk area Jabodetabek.</p></div>
<div style="width:240px;border:1px solid #ddd;padding:14px;border-radius:8px"><b>Atur jumlah</b><br><input type="number" value="1"><button class="g">+ Keranjang</button><button class="o">Beli Langsung</button></div></div>
${foot(['© 2009-2025, PT Tokopedia · Bagian dari GoTo'])}`,
    })),
    'www.tokopedia.com/img/p.png': pngRoute(40, 40, 48),
  },
},
  {
  id: 'ze-clean-th-central-online-sale',
  label: 'clean',
  kind: 'shop-sale',
  url: 'https://www.central.co.th/th/campaign/midyear-sale',
  body: doc({
    lang: 'th',
    title: 'Central Online Mid Year Sale ลดสูงสุด 80%',
    css: '.hero{background:#d0021b;color:#fff;padding:26px 0;text-align:center}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.p{border:1px solid #eee;padding:10px;font-size:13px}',
    body: `${topbar('CENTRAL', '#000', ['ผู้หญิง', 'ผู้ชาย', 'บิวตี้', 'ของใช้ในบ้าน', 'เข้าสู่ระบบ'])}<div class="hero"><h1>MID YEAR SALE</h1><p>ลดสูงสุด 80% · ผ่อน 0% นานสูงสุด 10 เดือน · รับ The 1 Point x5</p></div>
<div class="wrap"><div class="g"><div class="p">Estée Lauder Advanced Night Repair 50ml<br>฿3,990</div><div class="p">Tefal กระทะ 28 ซม.<br>฿1,290</div><div class="p">Levi's 501 Original<br>฿2,495</div><div class="p">Samsonite กระเป๋าเดินทาง 25"<br>฿6,993</div></div>
<p style="font-size:12px">ชำระเงินผ่านบัตรเครดิต, พร้อมเพย์, เก็บเงินปลายทาง · คืนสินค้าได้ภายใน 30 วัน</p></div>${foot(['บริษัท เซ็นทรัล ดีพาทเม้นท์ สโตร์ จำกัด · © 2025 Central Group'])}`,
  }),
},
  {
  id: 'ze-clean-sg-popmart-official',
  label: 'clean',
  kind: 'shop',
  url: 'https://www.popmart.com/sg/collection/11',
  routes: {
    'www.popmart.com/sg/collection/11': htmlRoute(doc({
      lang: 'en-SG',
      title: 'THE MONSTERS | POP MART Singapore',
      css: '.g{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.p{text-align:center;font-size:14px}.so{color:#999}',
      body: `${topbar('POP MART', '#fff', ['New & Featured', 'IP', 'Blind Boxes', 'MEGA', 'Stores'], '#000')}<div class="wrap"><h2>THE MONSTERS</h2><p style="font-size:13px">Purchase limit: 2 per customer. Official POP MART stores and popmart.com are the only authorised sellers in Singapore.</p><div class="g" id="g"></div></div>
${foot(['© 2025 POP MART · Privacy Policy · Terms of Service'])}
<script src="/sg/_nuxt/collection.js"></script>`,
    })),
    'www.popmart.com/sg/_nuxt/collection.js': jsRoute(`fetch('/sg/api/collection/11').then(function(r){return r.json()}).then(function(j){document.getElementById('g').innerHTML=j.map(function(p){return '<div class="p"><div style="height:140px;background:#f3f3f3"></div>'+p.t+'<br>S$'+p.price+(p.soldOut?' <span class="so">Sold out</span>':'')+'</div>'}).join('')})`),
    'www.popmart.com/sg/api/collection/11': jsonRoute([{ t: 'THE MONSTERS Big Into Energy Series-Vinyl Plush Pendant Blind Box', price: '22.90', soldOut: true }, { t: 'THE MONSTERS - Have a Seat Vinyl Plush Blind Box', price: '19.90', soldOut: false }, { t: 'LABUBU Time to chill Vinyl Plush Doll', price: '59.90', soldOut: true }]),
  },
},
  {
  id: 'ze-clean-ph-shopee-ph-flash-sale',
  label: 'clean',
  kind: 'marketplace-sale',
  url: 'https://shopee.ph/flash_sale',
  body: doc({
    lang: 'en-PH',
    title: 'Flash Deals | Shopee Philippines',
    css: '.g{display:grid;grid-template-columns:repeat(5,1fr);gap:10px}.p{border:1px solid #eee;padding:8px;font-size:13px}.pr{color:#ee4d2d}',
    body: `${topbar('Shopee', '#ee4d2d', ['Seller Centre', 'Download', 'Follow us', 'Notifications', 'Help', 'Login'])}<div class="wrap"><h2>⚡ FLASH DEALS <small>Ends in 01:22:09</small></h2><div class="g"><div class="p">Lucky Me! Pancit Canton 12s<br><span class="pr">₱149</span></div><div class="p">Realme Note 60<br><span class="pr">₱4,799</span></div><div class="p">Baseus 20W Charger<br><span class="pr">₱299</span></div><div class="p">Safeguard Soap 6x<br><span class="pr">₱189</span></div><div class="p">Electric Fan 16"<br><span class="pr">₱899</span></div></div>
<p style="font-size:12px">Pay with ShopeePay, SPayLater, GCash, Maya or Cash on Delivery. Shopee will never ask you to transact outside the platform.</p></div>${foot(['© 2025 Shopee. All Rights Reserved. · Shopee Philippines, Inc.'])}`,
  }),
},
];
