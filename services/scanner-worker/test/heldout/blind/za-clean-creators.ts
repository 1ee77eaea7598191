import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { cookieBar, doc, gtag, gtagRoute, imgRoute, pixel, pixelRoute } from '../parts/za-kit.js';

const bioCss = (bg: string, fg: string, btn: string) => `body{margin:0;font-family:-apple-system,Segoe UI,Arial;background:${bg};color:${fg};text-align:center}.w{max-width:560px;margin:auto;padding:40px 16px}.av{width:96px;height:96px;border-radius:50%;background:#ccc}.l{display:block;background:${btn};color:${fg};padding:15px;border-radius:12px;margin:12px 0;text-decoration:none;font-weight:600}.s a{margin:0 8px;color:${fg};font-size:14px}footer{font-size:12px;opacity:.6;margin-top:30px}`;

export const entries: Entry[] = [
  {
  id: 'za-clean-small-shop-soap-de',
  label: 'clean',
  kind: 'small-shop',
  url: 'https://www.seifenwerk-allgaeu.de/shop/naturseife-lavendel',
  body: doc({
    title: 'Naturseife Lavendel 100 g – Seifenwerk Allgäu',
    lang: 'de',
    css: `body{margin:0;font-family:Georgia,serif;color:#3d3a35}header{padding:16px 28px;background:#eae4da;display:flex;justify-content:space-between}.w{max-width:960px;margin:auto;display:flex;gap:32px;padding:28px}.w img{width:400px;height:400px;background:#c9b8d8}.price{font-size:26px}.small{font-size:13px;color:#777}button{background:#5b6b4a;color:#fff;border:0;padding:12px 26px;font-size:16px}footer{background:#eae4da;padding:20px 28px;font-size:13px}`,
    body: `<header><b>Seifenwerk Allgäu</b><span>Shop · Über uns · Märkte · Warenkorb</span></header>
<div class="w"><img src="/img/lavendel.png" alt="Lavendelseife"><div><h1>Naturseife Lavendel</h1><p class="price">6,90 €</p><p class="small">inkl. MwSt., zzgl. <a href="/versand">Versand</a> · 69,00 € / 1 kg</p><p>Handgesiedet im Kaltverfahren mit Olivenöl, Kokosöl und ätherischem Lavendelöl aus der Provence. Vegan, palmölfrei, ohne Verpackungsmüll.</p><p><b>Inhaltsstoffe (INCI):</b> Sodium Olivate, Sodium Cocoate, Aqua, Lavandula Angustifolia Oil, Linalool*</p><form method="post" action="/warenkorb/hinzufuegen"><input type="hidden" name="sku" value="NS-LAV-100"><input type="number" name="qty" value="1" min="1" style="width:60px"> <button>In den Warenkorb</button></form><p class="small">Lieferzeit 2–4 Werktage · Zahlung per PayPal, Klarna, Rechnung</p></div></div>
<footer>Seifenwerk Allgäu · Inh. Miriam Kögel · Hauptstr. 12 · 87509 Immenstadt · <a href="/impressum">Impressum</a> · <a href="/agb">AGB</a> · <a href="/widerruf">Widerrufsbelehrung</a> · <a href="/datenschutz">Datenschutz</a></footer>${cookieBar('de')}`,
  }),
  routes: imgRoute('www.seifenwerk-allgaeu.de', '/img/lavendel.png', 200, 184, 216),
},
  {
  id: 'za-clean-linkinbio-illustrator-ja',
  label: 'clean',
  kind: 'link-in-bio',
  url: 'https://mochiko-illust.jp/links',
  body: doc({
    title: 'もちこ｜イラストレーター リンクまとめ',
    lang: 'ja',
    css: bioCss('#fff6f8', '#5a3340', '#ffe0e8'),
    body: `<div class="w"><img class="av" src="/icon.png" alt=""><h1>もちこ</h1><p>イラストレーター／ゆるいどうぶつを描いています🐰<br>お仕事のご依頼はメールにて受付中</p>
<a class="l" href="https://mochiko.booth.pm/">🛍 BOOTH（グッズ・ステッカー）</a><a class="l" href="https://www.pixiv.net/users/1234567">🎨 pixiv</a><a class="l" href="https://skeb.jp/@mochiko_illust">✏️ Skeb（リクエスト受付中）</a><a class="l" href="/works">📚 お仕事実績</a><a class="l" href="mailto:work@mochiko-illust.jp">✉️ お仕事のご依頼</a>
<footer>※無断転載・AI学習への利用はご遠慮ください<br>© 2025 mochiko</footer></div>`,
  }),
  routes: imgRoute('mochiko-illust.jp', '/icon.png', 255, 210, 220),
},
  {
  id: 'za-clean-podcast-page-nl',
  label: 'clean',
  kind: 'creator-site',
  url: 'https://www.deondernemerspodcast.nl/afleveringen/142-boekhouding-zonder-stress',
  body: doc({
    title: '#142 Boekhouding zonder stress — De Ondernemerspodcast',
    lang: 'nl',
    css: `body{margin:0;font-family:Arial;color:#222}header{background:#ffcf33;padding:16px 30px;font-weight:bold}.w{max-width:760px;margin:24px auto;padding:0 16px}.pl{background:#222;color:#fff;padding:14px;border-radius:8px;display:flex;gap:12px;align-items:center}.pl span{flex:1;height:4px;background:#555}ul li{margin:4px 0}footer{font-size:12px;color:#777;padding:20px 30px}`,
    body: `<header>De Ondernemerspodcast</header><div class="w"><p>Aflevering 142 · 48 min · 4 november 2025</p><h1>Boekhouding zonder stress (met Sanne de Wit)</h1><div class="pl">▶ <span></span> 00:00 / 48:12</div>
<p>In deze aflevering spreken we met boekhouder Sanne de Wit over de btw-aangifte, kilometeradministratie en waarom je nooit je privé- en zakelijke rekening moet mixen.</p><h3>Shownotes</h3><ul><li>03:10 — Kleineondernemersregeling (KOR): wanneer wel en niet?</li><li>17:45 — Facturen digitaal bewaren: hoe lang?</li><li>31:20 — Voorlopige aanslag aanpassen</li></ul><p>Luister ook via <a href="https://open.spotify.com/show/abc">Spotify</a>, <a href="https://podcasts.apple.com/nl/podcast/id1">Apple Podcasts</a> of je favoriete app.</p><p>Deze aflevering wordt mogelijk gemaakt door onze partner Moneybird. Gebruik code PODCAST voor 3 maanden gratis.</p></div>
<footer>© 2025 De Ondernemerspodcast · Privacy · Adverteren</footer>${cookieBar('nl')}`,
  }),
},
  {
  id: 'za-clean-fitness-coach-program',
  label: 'clean',
  kind: 'creator-site',
  url: 'https://www.coachpriya.in/programs/strong-at-home',
  body: doc({
    title: 'Strong at Home — 12-week program | Coach Priya',
    lang: 'en-IN',
    head: pixel('www.coachpriya.in', '990211334455667'),
    css: `body{margin:0;font-family:Poppins,Arial;color:#222}.hero{background:#ffe4d6;padding:50px 24px;text-align:center}.w{max-width:820px;margin:auto;padding:24px}.price{font-size:28px}.b{display:inline-block;background:#e4572e;color:#fff;padding:14px 28px;border-radius:30px;text-decoration:none}.faq p{margin:6px 0}footer{font-size:12px;color:#777;padding:20px;text-align:center}`,
    body: `<div class="hero"><h1>Strong at Home</h1><p>A 12-week beginner strength program you can do with two dumbbells. Built by Priya Menon, NSCA-certified coach.</p></div>
<div class="w"><h3>What's inside</h3><ul><li>3 workouts per week (35–45 min) with video demos</li><li>Vegetarian-friendly meal guide</li><li>Progress tracker & weekly check-in on the app</li></ul><p class="price">₹2,499 <small>one-time · GST included</small></p><a class="b" href="https://checkout.coachpriya.in/strong-at-home">Start the program</a>
<div class="faq"><h3>FAQ</h3><p><b>Refunds?</b> Full refund within 7 days if you haven't started week 2.</p><p><b>Medical conditions?</b> Please consult your doctor first. This program is not medical advice.</p><p><b>Results?</b> Results vary by person; consistency matters more than anything.</p></div></div><footer>© 2025 Coach Priya Fitness LLP · Terms · Privacy · Refund policy</footer>`,
  }),
  routes: pixelRoute('www.coachpriya.in'),
},
  {
  id: 'za-clean-small-shop-knit-ko',
  label: 'clean',
  kind: 'small-shop',
  url: 'https://smartstore.dalbit-knit.co.kr/products/8812034471',
  body: doc({
    title: '달빛니트 — 핸드메이드 울 목도리 (5컬러)',
    lang: 'ko',
    css: `body{margin:0;font-family:'Apple SD Gothic Neo','Malgun Gothic',Arial;color:#222}header{padding:14px 24px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}.w{max-width:960px;margin:auto;display:flex;gap:28px;padding:24px}.w img{width:400px;height:400px;background:#d8cfc4}.p{font-size:26px;font-weight:bold}.s{color:#03c75a}button{width:100%;padding:14px;border:0;background:#03c75a;color:#fff;font-size:16px;margin-top:10px}.info{font-size:12px;color:#777;padding:0 24px 24px}`,
    body: `<header><b>달빛니트</b><span>전체상품 · 공지사항 · 리뷰 · 장바구니</span></header><div class="w"><img src="/img/scarf.png" alt=""><div><h1>핸드메이드 울 목도리 (5컬러)</h1><p class="p">39,000원</p><p class="s">무료배송 · 주문 후 3~5일 이내 제작 발송</p><p>메리노울 100%로 한 코 한 코 직접 뜬 목도리입니다. 색상: 오트밀, 차콜, 버건디, 네이비, 세이지</p><select><option>색상 선택</option><option>오트밀</option><option>차콜</option><option>버건디</option></select><button>구매하기</button><button style="background:#fff;color:#03c75a;border:1px solid #03c75a">장바구니</button></div></div>
<p class="info">상호: 달빛니트 · 대표: 김하늘 · 사업자등록번호: 214-18-55201 · 통신판매업신고: 제2023-서울마포-1187호 · 주소: 서울특별시 마포구 성미산로 12 · 고객센터: help@dalbit-knit.co.kr · 교환/반품은 수령 후 7일 이내 가능합니다.</p>`,
  }),
  routes: imgRoute('smartstore.dalbit-knit.co.kr', '/img/scarf.png', 216, 207, 196),
},
];
