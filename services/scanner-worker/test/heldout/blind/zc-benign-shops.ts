import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, grid, header, footer, cookieBanner, images, dataLayer, metaPixel, faviconTag, brandIcons, pngR, beacon } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// Legitimate merchants of every size that the risk team reviewed: ordinary prices, card and wallet checkouts
// through known processors, full legal information, real returns policies.

const CER = 'harbourclayceramics.co.uk';
const TGT = 'www.homegoods-depot.com';
const ELK = 'www.teknokent-magaza.com.tr';
const KOR = 'www.haneul-closet.co.kr';
const NLT = 'www.bouwmarkt-vandijk.nl';
const ITF = 'www.sartoria-fiorentina-store.it';
const PLS = 'sklep.herbaciarnia-pod-lipami.pl';
const BRS = 'www.loja-cafe-serra-mantiqueira.com.br';
const PET = 'www.tierbedarf-waldmann.de';
const BIK = 'www.pedalpower-cycles.com.au';

export const entries: Entry[] = [
  {
    id: 'zc-ok-shop-small-ceramics-product-en',
    label: 'clean',
    kind: 'shop',
    url: `https://${CER}/products/tide-pool-mug-speckled`,
    body: doc({
      lang: 'en-GB',
      title: 'Tide Pool Mug – Speckled Blue | Harbour Clay Ceramics',
      head: faviconTag(CER) + dataLayer('G-HCC2019UK'),
      css: 'body{font-family:Georgia,serif;background:#fbf8f3}.pdp{display:grid;grid-template-columns:1fr 1fr;gap:40px;margin-top:30px}',
      body: `${header({ brand: 'Harbour Clay', nav: ['Shop', 'Workshops', 'Wholesale', 'About', 'Journal'], bg: '#fbf8f3', top: 'Free UK delivery on orders over £60 · Each piece is handmade in our Falmouth studio', right: 'Basket (0)' })}
<main class="wrap">
  <div class="pdp">
    <div><img src="https://${CER}/cdn/mug-1.png" width="560" height="560" alt="Speckled blue mug" style="width:100%;background:#dde6ea"><div style="display:flex;gap:8px;margin-top:8px"><img src="https://${CER}/cdn/mug-2.png" width="90" height="90" alt=""><img src="https://${CER}/cdn/mug-3.png" width="90" height="90" alt=""></div></div>
    <div>
      <h1 style="font-weight:400">Tide Pool Mug – Speckled Blue</h1>
      <p style="font-size:22px">£32.00</p>
      <p>Wheel-thrown stoneware mug with our speckled blue glaze, inspired by the rock pools at Gyllyngvase. Holds about 350ml. Dishwasher and microwave safe, though hand washing will keep the glaze at its best.</p>
      <p style="font-size:14px">Because every mug is made by hand, size and glaze vary slightly from the photos. Please allow 3–5 working days for dispatch.</p>
      <label>Quantity</label><input type="number" value="1" min="1" style="width:80px">
      <button class="btn" style="background:#2c4a52;color:#fff;width:100%;margin-top:14px">Add to basket</button>
      <div style="margin-top:10px;font-size:13px;color:#555">Pay securely with card, Apple Pay, Google Pay, PayPal or Klarna at checkout.</div>
      <details style="margin-top:16px"><summary>Delivery &amp; returns</summary><p style="font-size:14px">Royal Mail Tracked 48: £4.50, free over £60. Returns accepted within 30 days of delivery for unused items – see our returns policy.</p></details>
      <details><summary>Care</summary><p style="font-size:14px">Avoid sudden temperature changes. Not suitable for the hob or oven.</p></details>
    </div>
  </div>
  <h2 style="font-weight:400;margin-top:40px">You may also like</h2>
  ${grid(
    [
      { name: 'Tide Pool Bowl', price: '£28.00', img: `https://${CER}/cdn/bowl.png` },
      { name: 'Harbour Jug – Sand', price: '£46.00', img: `https://${CER}/cdn/jug.png` },
      { name: 'Espresso cup set of 2', price: '£38.00', img: `https://${CER}/cdn/espresso.png` },
      { name: 'Gift card', price: 'from £20.00', img: `https://${CER}/cdn/gift.png` },
    ],
  )}
</main>
${footer({ cols: [['Shop', ['All products', 'Seconds sale', 'Gift cards']], ['Help', ['Delivery', 'Returns policy', 'Contact']], ['Studio', ['Workshops', 'Stockists', 'Instagram']]], legal: 'Harbour Clay Ceramics is a trading name of Emma Pascoe Ltd, registered in England &amp; Wales no. 11839204. Studio 3, Jacob\'s Ladder Yard, Falmouth TR11 3QS. VAT not registered.', pay: ['Visa', 'Mastercard', 'Amex', 'Apple Pay', 'Google Pay', 'PayPal', 'Klarna'] })}
${cookieBanner('We use essential cookies to run our shop, and with your permission analytics cookies to understand how it\'s used.', 'Accept all', 'Essential only')}`,
    }),
    routes: { ...brandIcons(CER, [44, 74, 82]), ...images(`${CER}/cdn`, ['mug-1.png', 'mug-2.png', 'mug-3.png', 'bowl.png', 'jug.png', 'espresso.png', 'gift.png'], 70) },
  },
  {
    id: 'zc-ok-shop-big-retailer-clearance-us',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${TGT}/c/clearance/home-decor?sort=discount&page=1`,
    body: doc({
      lang: 'en-US',
      title: 'Clearance Home Décor | Up to 70% Off | HomeGoods Depot',
      head: faviconTag(TGT) + dataLayer('G-HGD0001US') + metaPixel('120039481112'),
      body: `${header({ brand: 'HomeGoods Depot', nav: ['Furniture', 'Bedding', 'Kitchen', 'Décor', 'Outdoor', 'Clearance'], top: 'Free shipping on orders $35+ or free same-day pickup at 1,200+ stores', right: 'Sign in · Cart' })}
<main class="wrap">
  <p style="font-size:13px;color:#666">Home / Clearance / Home Décor</p>
  <h1>Clearance Home Décor</h1>
  <p style="font-size:14px">Prices as marked. Clearance items are available while supplies last and may vary by store. Online clearance prices may differ from in-store prices. <a href="#">See details</a></p>
  <div style="display:grid;grid-template-columns:220px 1fr;gap:24px">
    <aside style="font-size:14px"><b>Filter</b><p>Discount</p><label><input type="checkbox" style="width:auto"> 30% off &amp; more</label><label><input type="checkbox" style="width:auto"> 50% off &amp; more</label><label><input type="checkbox" style="width:auto"> 70% off</label><p>Price</p><label><input type="checkbox" style="width:auto"> Under $25</label><label><input type="checkbox" style="width:auto"> $25 – $50</label><p>Pickup</p><label><input type="checkbox" style="width:auto"> In stock at Columbus East</label></aside>
    ${grid(
      [
        { name: 'Threshold Woven Throw Pillow 18"x18" Rust', price: '$8.99', was: '$25.00', img: `https://${TGT}/i/p1.png`, badge: 'Clearance' },
        { name: 'Ceramic Table Lamp with Linen Shade', price: '$27.99', was: '$49.99', img: `https://${TGT}/i/p2.png`, badge: 'Clearance' },
        { name: 'Faux Olive Tree 5ft in Basket', price: '$59.99', was: '$120.00', img: `https://${TGT}/i/p3.png`, badge: 'Clearance' },
        { name: 'Round Rattan Wall Mirror 24"', price: '$34.99', was: '$60.00', img: `https://${TGT}/i/p4.png` },
        { name: 'Set of 3 Glass Hurricane Candle Holders', price: '$14.39', was: '$24.00', img: `https://${TGT}/i/p5.png` },
        { name: 'Jute Area Rug 5x7', price: '$62.99', was: '$90.00', img: `https://${TGT}/i/p6.png` },
      ],
      { cta: 'Add to cart', cols: 3 },
    )}
  </div>
</main>
${footer({ cols: [['Help', ['Order status', 'Returns', 'Recalls', 'Price match guarantee']], ['Services', ['Registry', 'Same-day delivery', 'Drive up']], ['About', ['Careers', 'Investors', 'Corporate responsibility']]], legal: '© 2025 HomeGoods Depot Brands, Inc. Terms · Privacy · CA Supply Chain · Your Privacy Choices', pay: ['Visa', 'Mastercard', 'Amex', 'Discover', 'PayPal', 'Apple Pay', 'Affirm'] })}`,
    }),
    routes: { ...brandIcons(TGT, [204, 0, 0]), ...images(`${TGT}/i`, ['p1.png', 'p2.png', 'p3.png', 'p4.png', 'p5.png', 'p6.png'], 11) },
  },
  {
    id: 'zc-ok-electronics-installments-tr',
    label: 'clean',
    kind: 'shop',
    url: `https://${ELK}/laptop/lenovo-ideapad-slim-5-16-ryzen-7`,
    body: doc({
      lang: 'tr',
      title: 'Lenovo IdeaPad Slim 5 16" Ryzen 7 16GB 512GB – Teknokent Mağaza',
      head: faviconTag(ELK) + dataLayer('G-TKM9911TR'),
      body: `${header({ brand: 'Teknokent', nav: ['Bilgisayar', 'Telefon', 'TV & Ses', 'Beyaz Eşya', 'Kampanyalar'], top: '2.000 TL ve üzeri siparişlerde kargo bedava · Tüm ürünler Türkiye garantili', right: 'Hesabım · Sepetim' })}
<main class="wrap">
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:30px;margin-top:20px">
    <img src="https://${ELK}/u/ideapad.png" width="520" height="520" alt="" style="width:100%;background:#eee">
    <div>
      <h1>Lenovo IdeaPad Slim 5 16" AMD Ryzen 7 7730U 16GB 512GB SSD Windows 11</h1>
      <p style="font-size:28px;font-weight:700">32.499 TL</p>
      <h3>Taksit seçenekleri</h3>
      <table style="font-size:13px"><tr><th>Kart</th><th>3 taksit</th><th>6 taksit</th><th>9 taksit</th></tr><tr><td>Bonus</td><td>3 × 10.833 TL</td><td>6 × 5.687 TL</td><td>9 × 3.863 TL</td></tr><tr><td>World</td><td>3 × 10.833 TL</td><td>6 × 5.687 TL</td><td>—</td></tr><tr><td>Axess</td><td>3 × 10.833 TL</td><td>6 × 5.687 TL</td><td>9 × 3.863 TL</td></tr></table>
      <button class="btn" style="background:#f27a1a;color:#fff;width:100%;margin-top:14px">Sepete Ekle</button>
      <p style="font-size:13px">Ödemeler iyzico güvencesiyle 3D Secure ile alınır. 14 gün içinde koşulsuz iade.</p>
    </div>
  </div>
</main>
${footer({ cols: [['Kurumsal', ['Hakkımızda', 'Mağazalarımız', 'Kariyer']], ['Yardım', ['Sipariş Takibi', 'İade ve Değişim', 'İletişim']], ['Yasal', ['Mesafeli Satış Sözleşmesi', 'KVKK Aydınlatma Metni', 'Çerez Politikası']]], legal: 'Teknokent Elektronik Tic. A.Ş. · Mersis No: 0840123456700019 · Atatürk Mah. Ertuğrul Gazi Sk. No:5 Ataşehir/İstanbul', pay: ['Visa', 'Mastercard', 'Troy', 'iyzico'] })}`,
    }),
    routes: { ...brandIcons(ELK, [242, 122, 26]), [`${ELK}/u/ideapad.png`]: pngR(190, 190, 195) },
  },
  {
    id: 'zc-ok-fashion-mall-kakaopay-ko',
    label: 'clean',
    kind: 'shop',
    url: `https://${KOR}/product/detail.html?product_no=2281&cate_no=42`,
    body: doc({
      lang: 'ko',
      title: '울 블렌드 핸드메이드 코트 - 하늘클로젯',
      head: faviconTag(KOR),
      css: 'body{font-family:"Apple SD Gothic Neo","Malgun Gothic",sans-serif}',
      body: `${header({ brand: '하늘클로젯', nav: ['NEW', 'BEST', '아우터', '니트', '팬츠', 'SALE'], top: '신규회원 첫 구매 10% 쿠폰 · 5만원 이상 무료배송', right: '로그인 · 장바구니' })}
<main class="wrap">
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:30px;margin-top:20px">
    <img src="https://${KOR}/web/product/coat.png" width="520" height="640" alt="" style="width:100%;background:#d8cfc4">
    <div>
      <h1 style="font-size:20px">울 블렌드 핸드메이드 롱 코트 (3color)</h1>
      <p><s>239,000원</s> <b style="font-size:22px">189,000원</b></p>
      <p style="font-size:13px">적립금 1,890원 (1%) · 배송비 3,000원 (50,000원 이상 구매 시 무료)</p>
      <label>색상</label><select><option>베이지</option><option>차콜</option><option>카멜</option></select>
      <label>사이즈</label><select><option>S</option><option>M</option></select>
      <div style="display:flex;gap:8px;margin-top:14px"><button class="btn" style="background:#111;color:#fff;flex:1">바로 구매</button><button class="btn" style="background:#fee500;flex:1">카카오페이 구매</button><button class="btn" style="background:#03c75a;color:#fff;flex:1">N pay 구매</button></div>
      <p style="font-size:12px;color:#666">무통장입금 시 입금자명과 주문자명이 같아야 합니다. 7일 이내 미입금 시 자동 취소됩니다.</p>
    </div>
  </div>
</main>
${footer({ cols: [['고객센터', ['1544-0000', '평일 10:00-17:00']], ['은행계좌', ['국민 123456-01-123456', '예금주 (주)하늘클로젯']], ['정보', ['이용약관', '개인정보처리방침', '이용안내']]], legal: '상호: (주)하늘클로젯 · 대표: 김하늘 · 사업자등록번호: 220-81-12345 · 통신판매업신고: 2021-서울강남-01234 · 주소: 서울특별시 강남구 도산대로 123 · 구매안전서비스: KG이니시스 에스크로' })}`,
    }),
    routes: { ...brandIcons(KOR, [17, 17, 17]), [`${KOR}/web/product/coat.png`]: pngR(216, 207, 196) },
  },
  {
    id: 'zc-ok-diy-store-sale-nl',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${NLT}/acties/makita-accu-weken`,
    body: doc({
      lang: 'nl',
      title: 'Makita accu weken – tot 25% korting | Bouwmarkt Van Dijk',
      head: faviconTag(NLT) + dataLayer('G-BVD2020NL'),
      body: `${header({ brand: 'Bouwmarkt Van Dijk', nav: ['Gereedschap', 'Bouwmaterialen', 'Tuin', 'Verf', 'Acties'], top: 'Vóór 22:00 besteld, morgen in huis · Gratis ophalen in 14 winkels', right: 'Inloggen · Winkelwagen' })}
<main class="wrap">
  <h1>Makita accu weken: tot 25% korting</h1>
  <p>Actie geldig van 17 t/m 30 november 2025 of zolang de voorraad strekt. Prijzen inclusief btw.</p>
  ${grid(
    [
      { name: 'Makita DHP485RTJ klopboor/schroefmachine 18V 2×5.0Ah', price: '€ 279,-', was: '€ 359,-', img: `https://${NLT}/p/dhp485.png`, badge: '-22%' },
      { name: 'Makita DGA504Z haakse slijper 18V (body)', price: '€ 139,-', was: '€ 179,-', img: `https://${NLT}/p/dga504.png`, badge: '-22%' },
      { name: 'Makita BL1850B accu 18V 5.0Ah', price: '€ 69,-', was: '€ 89,-', img: `https://${NLT}/p/bl1850.png` },
      { name: 'Makita DHS680Z cirkelzaag 18V (body)', price: '€ 169,-', was: '€ 219,-', img: `https://${NLT}/p/dhs680.png` },
    ],
    { cta: 'In winkelwagen' },
  )}
</main>
${footer({ cols: [['Klantenservice', ['Contact', 'Bezorgen', 'Retourneren (30 dagen)', 'Garantie']], ['Over ons', ['Winkels', 'Vacatures', 'Zakelijk']]], legal: 'Bouwmarkt Van Dijk B.V. · Postbus 1120, 3800 BC Amersfoort · KvK 31029384 · Thuiswinkel Waarborg', pay: ['iDEAL', 'Bancontact', 'Visa', 'Mastercard', 'PayPal', 'in3', 'Achteraf betalen'] })}
${cookieBanner('Wij gebruiken cookies om onze website te verbeteren en om advertenties af te stemmen.', 'Akkoord', 'Instellingen')}`,
    }),
    routes: { ...brandIcons(NLT, [0, 102, 178]), ...images(`${NLT}/p`, ['dhp485.png', 'dga504.png', 'bl1850.png', 'dhs680.png'], 100) },
  },
  {
    id: 'zc-ok-fashion-tailor-sale-it',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${ITF}/saldi/uomo`,
    body: doc({
      lang: 'it',
      title: 'Saldi Uomo – Sartoria Fiorentina',
      head: faviconTag(ITF),
      body: `${header({ brand: 'Sartoria Fiorentina', nav: ['Uomo', 'Donna', 'Su misura', 'Saldi', 'Boutique'], top: 'Saldi di fine stagione: -30% su una selezione di capi · Resi gratuiti entro 30 giorni' })}
<main class="wrap">
  <h1 style="font-weight:300">Saldi Uomo</h1>
  ${grid(
    [
      { name: 'Giacca in lana vergine Vitale Barberis Canonico', price: '€ 489,00', was: '€ 699,00', img: `https://${ITF}/img/giacca.png`, badge: '-30%' },
      { name: 'Camicia in cotone popeline, collo francese', price: '€ 91,00', was: '€ 130,00', img: `https://${ITF}/img/camicia.png`, badge: '-30%' },
      { name: 'Pantalone in flanella grigia', price: '€ 154,00', was: '€ 220,00', img: `https://${ITF}/img/pant.png`, badge: '-30%' },
      { name: 'Cravatta in seta di Como', price: '€ 63,00', was: '€ 90,00', img: `https://${ITF}/img/cravatta.png`, badge: '-30%' },
    ],
  )}
  <p style="font-size:13px;margin-top:20px">Ai sensi del Codice del Consumo, il prezzo barrato è il prezzo più basso applicato nei 30 giorni precedenti l'inizio dei saldi.</p>
</main>
${footer({ cols: [['Assistenza', ['Spedizioni', 'Resi e rimborsi', 'Guida taglie', 'Contatti']], ['Azienda', ['La nostra storia', 'Boutique di Firenze', 'Lavora con noi']]], legal: 'Sartoria Fiorentina S.r.l. · Via de\' Tornabuoni 7, 50123 Firenze · P.IVA 05521090481 · REA FI-552109', pay: ['Visa', 'Mastercard', 'Amex', 'PayPal', 'Satispay', 'Scalapay'] })}`,
    }),
    routes: { ...brandIcons(ITF, [40, 40, 60]), ...images(`${ITF}/img`, ['giacca.png', 'camicia.png', 'pant.png', 'cravatta.png'], 60) },
  },
  {
    id: 'zc-ok-tea-shop-przelewy24-pl',
    label: 'clean',
    kind: 'shop',
    url: `https://${PLS}/herbata/sencha-fukamushi-100g`,
    body: doc({
      lang: 'pl',
      title: 'Sencha Fukamushi 100 g – Herbaciarnia pod Lipami',
      head: faviconTag(PLS),
      body: `${header({ brand: 'Herbaciarnia pod Lipami', nav: ['Herbaty zielone', 'Czarne', 'Oolong', 'Akcesoria', 'Blog'], top: 'Darmowa dostawa od 150 zł · Wysyłka w 24h', right: 'Koszyk' })}
<main class="wrap">
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:30px;margin-top:20px">
    <img src="https://${PLS}/img/sencha.png" width="500" height="500" alt="" style="width:100%;background:#9bb060">
    <div><h1>Sencha Fukamushi, Shizuoka – 100 g</h1><p style="font-size:24px">42,00 zł</p><p>Najniższa cena z 30 dni przed obniżką: 42,00 zł</p><p>Głęboko parowana sencha z prefektury Shizuoka. Zaparzać 70–75°C, 1–2 minuty.</p><button class="btn" style="background:#5a7d2a;color:#fff;width:100%">Dodaj do koszyka</button>
    <p style="font-size:13px">Płatności obsługuje Przelewy24: BLIK, szybkie przelewy, karty, Google Pay, Apple Pay. Dostawa: InPost Paczkomat 13,99 zł, kurier DPD 16,99 zł.</p></div>
  </div>
</main>
${footer({ cols: [['Informacje', ['Regulamin sklepu', 'Polityka prywatności', 'Zwroty i reklamacje']], ['Kontakt', ['ul. Lipowa 14, 20-020 Lublin', 'sklep@herbaciarnia-pod-lipami.pl', 'tel. 81 532 11 09']]], legal: 'Herbaciarnia pod Lipami Anna Zielińska · NIP 946-221-38-10 · REGON 060123987', pay: ['BLIK', 'Przelewy24', 'Visa', 'Mastercard'] })}`,
    }),
    routes: { ...brandIcons(PLS, [90, 125, 42]), [`${PLS}/img/sencha.png`]: pngR(155, 176, 96) },
  },
  {
    id: 'zc-ok-coffee-roaster-pix-br',
    label: 'clean',
    kind: 'shop',
    url: `https://${BRS}/cafes/cafe-especial-bourbon-amarelo-250g`,
    body: doc({
      lang: 'pt-BR',
      title: 'Café Especial Bourbon Amarelo 250g – Café Serra da Mantiqueira',
      head: faviconTag(BRS) + metaPixel('208812340011'),
      body: `${header({ brand: 'Café Serra da Mantiqueira', nav: ['Cafés', 'Assinatura', 'Métodos', 'Nossa fazenda'], top: 'Frete grátis acima de R$ 199 · 5% de desconto no Pix', right: 'Entrar · Carrinho' })}
<main class="wrap">
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:30px;margin-top:20px">
    <img src="https://${BRS}/img/bourbon.png" width="500" height="500" alt="" style="width:100%;background:#6f4e37">
    <div><h1>Café Especial Bourbon Amarelo – 250g (grãos)</h1><p>Nota SCA 86 · Torra média · Notas de caramelo, laranja e chocolate ao leite</p>
    <p style="font-size:26px;font-weight:700">R$ 54,90</p><p>R$ 52,15 no Pix (5% off) ou 3x de R$ 18,30 sem juros</p>
    <button class="btn" style="background:#6f4e37;color:#fff;width:100%">Adicionar ao carrinho</button>
    <p style="font-size:13px">Pagamento processado pelo Mercado Pago: Pix, cartão de crédito e boleto. Torramos às segundas e quintas; envio pelos Correios ou Jadlog.</p></div>
  </div>
</main>
${footer({ cols: [['Institucional', ['Sobre a fazenda', 'Política de trocas e devoluções', 'Privacidade']], ['Atendimento', ['contato@cafeserramantiqueira.com.br', 'WhatsApp (35) 99812-0011']]], legal: 'Fazenda Serra da Mantiqueira Cafés Especiais LTDA · CNPJ 21.334.556/0001-90 · Carmo de Minas – MG', pay: ['Pix', 'Visa', 'Mastercard', 'Elo', 'Boleto'] })}`,
    }),
    routes: { ...brandIcons(BRS, [111, 78, 55]), [`${BRS}/img/bourbon.png`]: pngR(111, 78, 55) },
  },
  {
    id: 'zc-ok-pet-supplies-shop-de',
    label: 'clean',
    kind: 'shop',
    url: `https://${PET}/hund/futter/trockenfutter`,
    body: doc({
      lang: 'de',
      title: 'Hunde-Trockenfutter online kaufen | Tierbedarf Waldmann',
      head: faviconTag(PET),
      body: `${header({ brand: 'Tierbedarf Waldmann', nav: ['Hund', 'Katze', 'Kleintier', 'Vogel', 'Aquaristik', 'Angebote'], top: 'Kostenloser Versand ab 39 € · Lieferung in 1–3 Werktagen · Fachhändler seit 1987', right: 'Anmelden · Warenkorb' })}
<main class="wrap">
  <h1>Trockenfutter für Hunde</h1>
  ${grid(
    [
      { name: 'Wolfsblut Wild Duck Adult 12,5 kg', price: '64,99 €', img: `https://${PET}/p/wb.png` },
      { name: 'Josera Naturelle Adult 12,5 kg', price: '54,49 €', img: `https://${PET}/p/jo.png` },
      { name: 'Royal Canin Medium Adult 15 kg', price: '79,99 €', img: `https://${PET}/p/rc.png` },
      { name: 'Bosch HPC Adult Lamm & Reis 15 kg', price: '56,90 €', was: '61,90 €', img: `https://${PET}/p/bo.png`, badge: 'Angebot' },
    ],
    { cta: 'In den Warenkorb' },
  )}
  <p style="font-size:12px;color:#666;margin-top:16px">Alle Preise inkl. gesetzl. MwSt., zzgl. Versandkosten. Grundpreise: siehe Produktseite.</p>
</main>
${footer({ cols: [['Service', ['Kontakt', 'Versand', 'Zahlungsarten', 'Widerruf']], ['Rechtliches', ['Impressum', 'AGB', 'Datenschutz', 'Barrierefreiheit']]], legal: 'Waldmann Zoofachhandel GmbH · Hauptstraße 41, 79104 Freiburg · HRB 701122 Freiburg · USt-IdNr. DE142233118', pay: ['PayPal', 'Klarna', 'Visa', 'Mastercard', 'Rechnung', 'Vorkasse'] })}`,
    }),
    routes: { ...brandIcons(PET, [30, 110, 60]), ...images(`${PET}/p`, ['wb.png', 'jo.png', 'rc.png', 'bo.png'], 150) },
  },
  {
    id: 'zc-ok-bike-shop-eofy-sale-au',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${BIK}/collections/eofy-sale-e-bikes`,
    body: doc({
      lang: 'en-AU',
      title: 'EOFY Sale – E-Bikes | PedalPower Cycles',
      head: faviconTag(BIK) + dataLayer('G-PPC7771AU'),
      body: `${header({ brand: 'PedalPower Cycles', nav: ['Bikes', 'E-Bikes', 'Parts', 'Workshop', 'Sale'], top: 'EOFY Sale – save up to 20% on 2025 models · Free assembly &amp; first service', right: 'Cart' })}
<main class="wrap">
  <h1>EOFY Sale – E-Bikes</h1>
  ${grid(
    [
      { name: 'Giant Explore E+ 2 (2025)', price: 'A$4,299', was: 'A$4,999', img: `https://${BIK}/img/explore.png`, badge: 'Save $700' },
      { name: 'Specialized Turbo Vado SL 4.0', price: 'A$5,400', was: 'A$6,000', img: `https://${BIK}/img/vado.png`, badge: 'Save $600' },
      { name: 'Trek FX+ 2', price: 'A$3,199', was: 'A$3,699', img: `https://${BIK}/img/fx.png` },
      { name: 'Merida eSpresso 400 EQ', price: 'A$3,850', was: 'A$4,299', img: `https://${BIK}/img/esp.png` },
    ],
    { cta: 'View bike' },
  )}
  <p style="font-size:13px;margin-top:20px">E-bikes are assembled and safety-checked in our Brunswick workshop and available for click &amp; collect or local delivery. Pay by card, Apple Pay, PayPal, or with Afterpay / zip. Sale ends 30 June or while stocks last.</p>
</main>
${footer({ cols: [['Store', ['412 Sydney Rd, Brunswick VIC 3056', '(03) 9380 1122']], ['Help', ['Shipping', 'Returns', 'Warranty', 'Contact']]], legal: '© 2025 PedalPower Cycles Pty Ltd · ABN 23 611 298 004', pay: ['Visa', 'Mastercard', 'Amex', 'PayPal', 'Afterpay', 'zip'] })}`,
    }),
    routes: { ...brandIcons(BIK, [0, 120, 200]), ...images(`${BIK}/img`, ['explore.png', 'vado.png', 'fx.png', 'esp.png'], 210) },
  },
];
