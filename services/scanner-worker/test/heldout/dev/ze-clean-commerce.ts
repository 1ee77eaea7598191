import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { cookieBar, doc, foot, gtag, topbar } from '../parts/ze-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-clean-kr-coupang-rocket-deal',
  label: 'clean',
  kind: 'marketplace-sale',
  url: 'https://www.coupang.com/np/goldbox',
  routes: {
    'www.coupang.com/np/goldbox': htmlRoute(doc({
      lang: 'ko',
      title: '골드박스 | 쿠팡!',
      css: '.g{display:grid;grid-template-columns:repeat(4,1fr);gap:14px}.p{border:1px solid #eee;padding:10px;font-size:13px}.pr{color:#ae0000;font-weight:bold;font-size:16px}.rk{color:#0073e9;font-size:12px}',
      body: `${topbar('coupang', '#fff', ['카테고리', '로켓배송', '로켓프레시', '골드박스', '마이쿠팡', '장바구니'], '#111')}<div class="wrap"><h2>오늘의 골드박스 <small id="tm" style="color:#ae0000"></small></h2><div class="g" id="g"></div></div>
${foot(['쿠팡(주) 대표이사: 강한승, 박대준 | 사업자등록번호: 120-88-00767 | 서울시 송파구 송파대로 570', '사이버몰 내 판매되는 상품 중에는 쿠팡에 등록한 개별 판매자가 판매하는 마켓플레이스 상품이 포함되어 있습니다.'])}
<script>fetch('/np/goldbox/api/items').then(function(r){return r.json()}).then(function(j){document.getElementById('g').innerHTML=j.items.map(function(i){return '<div class="p">'+i.n+'<br><span class="pr">'+i.p+'원</span> <s>'+i.o+'</s><br><span class="rk">로켓배송 내일(수) 도착 보장</span></div>'}).join('')});var e=Date.now()+5*3600e3;setInterval(function(){var s=Math.max(0,e-Date.now())/1e3|0;document.getElementById('tm').textContent=(s/3600|0)+':'+('0'+(s/60%60|0)).slice(-2)+':'+('0'+s%60).slice(-2)+' 남음'},1000)</script>`,
    })),
    'www.coupang.com/np/goldbox/api/items': jsonRoute({ items: [{ n: '곰곰 무항생제 1등급 특란 30구', p: '7,290', o: '9,980' }, { n: '삼다수 2L x 12병', p: '10,950', o: '12,960' }, { n: '로지텍 MX Master 3S', p: '119,000', o: '139,000' }, { n: '다우니 섬유유연제 리필 2.6L x 4', p: '29,900', o: '41,600' }] }),
  },
},
  {
  id: 'ze-clean-tw-shopee-double12',
  label: 'clean',
  kind: 'marketplace-sale',
  url: 'https://shopee.tw/m/12-12',
  body: doc({
    lang: 'zh-TW',
    title: '12.12 生日慶 | 蝦皮購物',
    css: '.hero{background:linear-gradient(#ee4d2d,#ff7337);color:#fff;padding:28px 0;text-align:center}.g{display:grid;grid-template-columns:repeat(5,1fr);gap:10px}.p{background:#fff;border:1px solid #eee;padding:8px;font-size:13px}.pr{color:#ee4d2d}',
    body: `${topbar('Shopee 蝦皮購物', '#ee4d2d', ['賣家中心', '下載', '通知', '幫助中心', '註冊', '登入'])}<div class="hero"><h1>12.12 生日慶</h1><p>全站免運 · 限時秒殺 1元起 · 蝦幣最高 25% 回饋</p></div>
<div class="wrap"><div class="g"><div class="p">義美小泡芙 量販包<br><span class="pr">$129</span></div><div class="p">小米行動電源 10000mAh<br><span class="pr">$399</span></div><div class="p">Levi's 牛仔褲<br><span class="pr">$1,290</span></div><div class="p">舒潔衛生紙 24包<br><span class="pr">$459</span></div><div class="p">Switch 2 瑪利歐賽車<br><span class="pr">$1,690</span></div></div>
<p style="font-size:12px;background:#fff5f2;padding:10px">【防詐提醒】蝦皮不會要求您透過 LINE 或電話進行「金流認證」、「簽署三大保障」或操作 ATM。請勿點擊來路不明的連結，可撥打 165 查詢。</p></div>
${foot(['新加坡商蝦皮娛樂電商有限公司台灣分公司 統一編號 53017797', '© 2025 Shopee. 版權所有。'])}`,
  }),
},
  {
  id: 'ze-clean-in-flipkart-big-billion',
  label: 'clean',
  kind: 'marketplace-sale',
  url: 'https://www.flipkart.com/big-billion-days-store',
  body: doc({
    lang: 'en-IN',
    title: 'The Big Billion Days | Flipkart.com',
    css: '.hero{background:#2874f0;color:#fff;padding:26px 0;text-align:center}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.p{border:1px solid #eee;padding:10px;font-size:13px}.pr{font-weight:bold}',
    body: `${topbar('Flipkart', '#2874f0', ['Grocery', 'Mobiles', 'Fashion', 'Electronics', 'Cart', 'Login'])}<div class="hero"><h1>The Big Billion Days</h1><p>10% instant discount with SBI Credit Cards · No cost EMI · Exchange offers</p></div>
<div class="wrap"><div class="g"><div class="p">Apple iPhone 16 (128 GB)<br><span class="pr">₹63,999</span> <s>₹79,900</s></div><div class="p">boAt Airdopes 141<br><span class="pr">₹899</span></div><div class="p">Samsung 7 kg Washing Machine<br><span class="pr">₹14,490</span></div><div class="p">Puma Men's Sneakers<br><span class="pr">Min. 60% off</span></div></div>
<p style="font-size:12px">Beware of fraudsters! Flipkart never asks for your OTP, PIN or money for lucky draws or jobs. Report at <a href="#">flipkart.com/fraud</a>.</p></div>${foot(['© 2007-2025 Flipkart.com · Flipkart Internet Private Limited, Bengaluru'])}`,
  }),
},
  {
  id: 'ze-clean-jp-mercari-item',
  label: 'clean',
  kind: 'marketplace-product',
  url: 'https://jp.mercari.com/item/m84627190331',
  body: doc({
    lang: 'ja',
    title: 'Nintendo Switch 有機ELモデル ホワイト 美品 - メルカリ',
    css: '.m{display:flex;gap:24px;margin-top:20px}.pr{font-size:28px}.r{background:#ff333f;color:#fff;width:100%;border-radius:4px}',
    body: `${topbar('mercari', '#fff', ['カテゴリー', 'ブランド', 'お知らせ', 'ログイン', '出品'], '#ff333f')}<div class="wrap m"><div style="width:360px;height:360px;background:#eee"></div><div style="flex:1"><h1 style="font-size:22px">Nintendo Switch 有機ELモデル ホワイト 美品</h1><p class="pr">¥29,800 <small>(税込) 送料込み</small></p><button class="r">購入手続きへ</button>
<h3>商品の説明</h3><p style="font-size:14px">2023年購入。使用頻度少なめです。箱・付属品すべてあります。液晶に保護フィルム貼り付け済み。ノークレーム・ノーリターンでお願いします。</p>
<p style="font-size:12px;background:#f5f5f5;padding:8px">メルカリ便で発送 · 発送までの日数 1~2日 · 発送元 東京都</p><p style="font-size:12px">アプリ外でのお取引（直接振込など）はメルカリの補償対象外です。</p></div></div>${foot(['© Mercari, Inc.'])}`,
  }),
},
];
