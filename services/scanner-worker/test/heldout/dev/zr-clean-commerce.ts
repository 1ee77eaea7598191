import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-clean-coupang-cart',
  label: 'clean',
  kind: 'marketplace-own-domain',
  url: 'https://cart.coupang.com/cartView.pang',
  body: doc({
    lang: 'ko',
    title: '쿠팡! 장바구니',
    css: '.m{max-width:960px;margin:24px auto}.it{display:flex;gap:16px;padding:16px 0;border-bottom:1px solid #eee}.th{width:80px;height:80px;background:#f0f0f0}.b{background:#346aff;color:#fff;font-size:17px}',
    body: `<header class="top"><div class="wrap"><b style="font-size:24px">coupang</b><span>장바구니</span></div></header>
<div class="m card"><h2>장바구니 (2)</h2><div class="it"><div class="th"></div><div><p>[로켓배송] 곰곰 무항생제 신선한 대란 30구</p><p>9,480원 · 내일(월) 새벽 도착 보장</p></div></div>
<div class="it"><div class="th"></div><div><p>[로켓와우] 삼다수 2L × 12개</p><p>11,880원 · 내일(월) 도착 보장</p></div></div>
<p style="text-align:right">총 주문금액 <b>21,360원</b></p><p style="text-align:right"><a class="btn b" href="https://checkout.coupang.com/order">구매하기</a></p></div>`,
  }),
},
{
  id: 'zr-clean-shopee-vn-product',
  label: 'clean',
  kind: 'marketplace-own-domain',
  url: 'https://shopee.vn/Tai-nghe-Bluetooth-Soundpeats-Air4-i.28837102.19920381',
  body: doc({
    lang: 'vi',
    title: 'Tai nghe Bluetooth Soundpeats Air4 | Shopee Việt Nam',
    css: '.h{background:#ee4d2d;color:#fff;padding:12px 0}.m{max-width:1000px;margin:20px auto;display:flex;gap:20px}.img{width:420px;height:420px;background:#eee}.p{color:#ee4d2d;font-size:28px}.b{background:#ee4d2d;color:#fff}.o{border:1px solid #ee4d2d;color:#ee4d2d;background:#fff5f1}',
    body: `<div class="h"><div class="wrap"><b style="font-size:22px">Shopee</b> <input type="text" style="width:60%;margin-left:20px" placeholder="Tìm sản phẩm"></div></div>
<div class="m card"><div class="img"></div><div><h2>Tai nghe Bluetooth Soundpeats Air4 chống ồn ANC, aptX Lossless - Hàng chính hãng</h2><p>⭐ 4.9 | 2,1k Đánh giá | 8,3k Đã bán</p><p class="p">₫899.000</p><p>Vận chuyển: Miễn phí vận chuyển · Nhận hàng 2-3 ngày</p><p>Shopee Đảm Bảo · Trả hàng miễn phí 15 ngày</p><button class="btn o">Thêm vào giỏ hàng</button> <button class="btn b">Mua ngay</button></div></div>`,
  }),
},
{
  id: 'zr-clean-au-charity-donation-form',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.redcross.org.au/donate/emergency-appeal/',
  body: doc({
    lang: 'en',
    title: 'Donate to the Disaster Relief and Recovery Fund | Australian Red Cross',
    css: '.hero{background:#e30613;color:#fff;padding:40px 20px}.m{max-width:620px;margin:20px auto}.amt button{margin:4px;border:2px solid #e30613;background:#fff;color:#e30613}.r{background:#e30613;color:#fff;width:100%}',
    body: `<div class="hero"><div class="wrap"><h1>Help people affected by floods</h1><p>Your donation helps Red Cross teams support communities before, during and after disasters.</p></div></div>
<div class="m card"><div class="amt"><button class="btn">$30</button><button class="btn">$60</button><button class="btn">$120</button><button class="btn">Other</button></div>
<p><label style="display:inline"><input type="radio" name="f" checked> One-off</label> <label style="display:inline"><input type="radio" name="f"> Monthly</label></p>
<label>First name</label><input type="text"><label>Email</label><input type="email"><label>Card number</label><input type="text" autocomplete="cc-number"><div style="display:flex;gap:10px"><div style="flex:1"><label>Expiry</label><input type="text"></div><div style="flex:1"><label>CVC</label><input type="text"></div></div>
<p><button class="btn r">Donate now</button></p><p style="font-size:12px;color:#666">Donations of $2 or more are tax deductible in Australia. Australian Red Cross Society ABN 50 169 561 394. Payments processed securely; you can also donate by PayPal or by calling 1800 811 700.</p></div>`,
  }),
},
{
  id: 'zr-clean-th-lazada-flash-sale',
  label: 'clean',
  kind: 'marketplace-own-domain',
  url: 'https://www.lazada.co.th/wow/gcp/lazada/channel/th/flashsale',
  body: doc({
    lang: 'th',
    title: 'Flash Sale ลดราคาสูงสุด 90% | Lazada.co.th',
    css: '.h{background:linear-gradient(90deg,#f36d00,#ff2f8c);color:#fff;padding:16px 0}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;padding:16px}.it{background:#fff;padding:10px;border-radius:6px}.p{color:#f57224;font-weight:bold}.cd{font-family:monospace;background:#000;color:#fff;padding:2px 6px}',
    body: `<div class="h"><div class="wrap"><b>Lazada</b> Flash Sale · สิ้นสุดใน <span class="cd" id="cd">02:14:33</span></div></div>
<div class="wrap"><div class="g"><div class="it"><div style="height:120px;background:#eee"></div><p>หม้อทอดไร้น้ำมัน 5.5L</p><p class="p">฿990 <s style="color:#999">฿2,590</s></p></div><div class="it"><div style="height:120px;background:#eee"></div><p>ผงซักฟอก 3kg</p><p class="p">฿159 <s style="color:#999">฿245</s></p></div><div class="it"><div style="height:120px;background:#eee"></div><p>พาวเวอร์แบงค์ 20000mAh</p><p class="p">฿399 <s style="color:#999">฿890</s></p></div><div class="it"><div style="height:120px;background:#eee"></div><p>ครีมกันแดด SPF50</p><p class="p">฿289 <s style="color:#999">฿450</s></p></div></div>
<p style="font-size:12px;color:#666">ชำระเงินผ่าน Lazada Wallet, บัตรเครดิต, เก็บเงินปลายทาง ได้ที่หน้าชำระเงินเท่านั้น</p></div>
<script>var s=2*3600+14*60+33;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('cd').textContent=[h,m,x].map(function(n){return ('0'+n).slice(-2)}).join(':')},1000)</script>`,
  }),
},
{
  id: 'zr-clean-jp-marketing-click-redirect',
  label: 'clean',
  kind: 'benign-redirect-chain',
  url: 'https://mail.uniqlo-news.jp/c/443/aHR0cHM6Ly93d3cudW5pcWxvLmNvbS9qcC9qYS9zcGwvaGVhdHRlY2g',
  routes: {
    'mail.uniqlo-news.jp/c/443/aHR0cHM6Ly93d3cudW5pcWxvLmNvbS9qcC9qYS9zcGwvaGVhdHRlY2g': redirectRoute(302, 'https://www.uniqlo.com/jp/ja/spl/heattech?utm_source=mail&utm_medium=email&utm_campaign=1129'),
    'www.uniqlo.com/jp/ja/spl/heattech': htmlRoute(doc({
      lang: 'ja',
      title: 'ヒートテック | ユニクロ',
      css: '.hero{background:#c00;color:#fff;padding:60px 20px;text-align:center}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;padding:20px}.it{background:#fff;padding:10px}',
      body: `<header class="top"><div class="wrap"><b style="background:#c00;color:#fff;padding:4px 8px">UNIQLO</b><span>ログイン ｜ カート</span></div></header><div class="hero"><h1>HEATTECH</h1><p>あたたかさ、進化し続けて。感謝祭 期間限定価格</p></div>
<div class="wrap"><div class="g"><div class="it"><div style="height:150px;background:#ddd"></div><p>ヒートテッククルーネックT（極暖）</p><p>¥1,290</p></div><div class="it"><div style="height:150px;background:#ddd"></div><p>ヒートテックタイツ</p><p>¥990</p></div><div class="it"><div style="height:150px;background:#ddd"></div><p>ヒートテックソックス</p><p>¥590</p></div></div></div>`,
    })),
  },
},
];
