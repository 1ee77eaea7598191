import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, grid, header, footer, cookieBanner, images, dataLayer, metaPixel, faviconTag, brandIcons, pngR, beacon } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
const MBL = 'www.atelier-chene-clair.fr';
const BRD = 'www.fernhill-goldens.co.uk';
const AUT = 'www.autohaus-brenner-kassel.de';
const TIK = 'reventa.entradas-oficiales-festival.es';
const IDS = 'www.batik-sekar-arum.co.id';
const JPS = 'shop.kyoto-chaho-ichijo.jp';

export const entries: Entry[] = [
  {
    id: 'zc-ok-shop-furniture-financing-fr',
    label: 'clean',
    kind: 'shop',
    url: `https://${MBL}/canapes/canape-3-places-lin-lave-ecru`,
    body: doc({
      lang: 'fr',
      title: 'Canapé 3 places en lin lavé écru – Atelier Chêne Clair',
      head: faviconTag(MBL),
      css: 'body{background:#faf8f5}.pdp{display:grid;grid-template-columns:3fr 2fr;gap:36px;margin-top:20px}',
      body: `${header({ brand: 'Atelier Chêne Clair', nav: ['Canapés', 'Tables', 'Rangements', 'Literie', 'Showrooms'], top: 'Fabrication française · Livraison en pièce de votre choix', right: 'Panier' })}
<main class="wrap">
  <div class="pdp">
    <img src="https://${MBL}/media/canape.png" width="700" height="460" alt="" style="width:100%;background:#e8e2d8">
    <div>
      <h1 style="font-weight:400">Canapé 3 places Lison – lin lavé écru</h1>
      <p style="font-size:24px">1 490,00 €</p>
      <p style="font-size:14px">ou 4 × 372,50 € sans frais avec Alma · ou financement en 10 à 36 mois avec Cofidis (TAEG fixe 5,90 %). <i>Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.</i></p>
      <p>Structure en hêtre massif, assise en mousse haute résilience 35 kg/m³, housse déhoussable en lin lavé. Fabriqué dans notre atelier de Cholet (49).</p>
      <p>Délai de fabrication : 6 à 8 semaines. Livraison 2 hommes avec installation : 89 €.</p>
      <button class="btn" style="background:#3b3a36;color:#fff;width:100%">Ajouter au panier</button>
      <p style="font-size:13px">Paiement par carte bancaire (3-D Secure), virement, chèque ou en showroom. Droit de rétractation de 14 jours.</p>
    </div>
  </div>
</main>
${footer({ cols: [['Atelier Chêne Clair', ['Notre atelier', 'Showrooms Paris & Nantes', 'Entretien du lin']], ['Aide', ['Livraison', 'Retours et rétractation', 'Garantie 5 ans', 'Contact']], ['Légal', ['Mentions légales', 'CGV', 'Cookies']]], legal: 'Atelier Chêne Clair SAS au capital de 120 000 € · RCS Angers 812 339 104 · ZI du Cormier, 49300 Cholet · Médiateur de la consommation : CM2C', pay: ['CB', 'Visa', 'Mastercard', 'Alma', 'Virement'] })}
${cookieBanner('Nous utilisons des cookies pour mesurer l\'audience et personnaliser le contenu. Vous pouvez changer d\'avis à tout moment.', 'Tout accepter', 'Continuer sans accepter')}`,
    }),
    routes: { ...brandIcons(MBL, [59, 58, 54]), [`${MBL}/media/canape.png`]: pngR(232, 226, 216) },
  },
  {
    id: 'zc-ok-breeder-kc-assured-waiting-list-uk',
    label: 'clean',
    kind: 'breeder',
    url: `https://${BRD}/puppies-and-waiting-list`,
    body: doc({
      lang: 'en-GB',
      title: 'Puppies & Waiting List – Fernhill Golden Retrievers',
      head: faviconTag(BRD),
      body: `${header({ brand: 'Fernhill Goldens', nav: ['Our Dogs', 'Health Testing', 'Puppies', 'Puppy Care', 'Contact'], bg: '#f7f1e3' })}
<main class="wrap" style="max-width:860px">
  <h1>Puppies &amp; waiting list</h1>
  <p>We are a small hobby breeder in Herefordshire and have one or two litters a year. <b>We do not currently have puppies available.</b> Our next planned litter is Fernhill Bramble × Sh Ch Oakvale Harvest Moon, expected spring 2026.</p>
  <h2>How we place puppies</h2>
  <ul><li>Please complete our enquiry form and we'll arrange a phone call. Visiting our home and meeting the mother is required before any puppy is reserved.</li><li>We never ship puppies or use couriers. Puppies go home at 8–9 weeks and must be collected in person.</li><li>A deposit of £300 is taken only once puppies are born and you have visited; the balance is paid on collection by bank transfer to our account or in cash. You will receive a written puppy contract.</li></ul>
  <h2>Health testing</h2><p>Both parents are hip and elbow scored (BVA), have current eye certificates and DNA tests for PRA1, PRA2, prcd-PRA, GR-ICH1 and NCL. Results can be checked on the Kennel Club Health Test Results Finder. We are members of the Kennel Club Assured Breeder Scheme.</p>
  <h2>Price</h2><p>Our puppies are £2,200. This includes KC registration, 4 weeks' insurance, microchip, first vaccination and a puppy pack.</p>
  <form action="/enquiry" method="post" style="max-width:520px"><label>Your name</label><input name="name"><label>Email</label><input name="email"><label>Tell us about your home and experience with dogs</label><textarea name="about" rows="5"></textarea><button class="btn" style="background:#8b6b2e;color:#fff;margin-top:12px">Send enquiry</button></form>
</main>
${footer({ cols: [['Fernhill Goldens', ['Herefordshire', 'Licensed by Herefordshire Council, licence no. AB/0219', 'fernhillgoldens@btinternet.com']]], legal: '© 2025 Fernhill Goldens. Please read the Kennel Club and RSPCA puppy-buying advice before buying any puppy.' })}`,
    }),
    routes: { ...brandIcons(BRD, [139, 107, 46]) },
  },
  {
    id: 'zc-ok-car-dealer-used-listing-de',
    label: 'clean',
    kind: 'car-dealer',
    url: `https://${AUT}/gebrauchtwagen/vw-golf-8-variant-1-5-etsi-2022-44917`,
    body: doc({
      lang: 'de',
      title: 'VW Golf 8 Variant 1.5 eTSI Life DSG 2022 – Autohaus Brenner Kassel',
      head: faviconTag(AUT) + dataLayer('G-ABK12345'),
      css: '.spec td{font-size:14px}',
      body: `${header({ brand: 'Autohaus Brenner', nav: ['Neuwagen', 'Gebrauchtwagen', 'Werkstatt', 'Finanzierung', 'Über uns', 'Kontakt'], bg: '#001e50', fg: '#fff' })}
<main class="wrap">
  <h1>Volkswagen Golf 8 Variant 1.5 eTSI Life DSG</h1>
  <div style="display:grid;grid-template-columns:3fr 2fr;gap:28px">
    <img src="https://${AUT}/fz/44917-1.png" width="640" height="420" alt="" style="width:100%;background:#bbb">
    <div>
      <p style="font-size:30px;font-weight:700">23.890 €</p><p>inkl. 19% MwSt., MwSt. ausweisbar</p>
      <p>Finanzierung ab 289 €/Monat (Beispiel: Anzahlung 4.000 €, 48 Monate, eff. Jahreszins 5,99 %, Gesamtbetrag 17.872 €; Darlehensgeber: Volkswagen Bank GmbH).</p>
      <p>✔ Junge Sterne? Nein – <b>Das WeltAuto.</b> Garantie 24 Monate ✔ HU/AU neu ✔ Inzahlungnahme möglich</p>
      <a class="btn" style="background:#001e50;color:#fff" href="#kontakt">Probefahrt vereinbaren</a>
    </div>
  </div>
  <table class="spec" style="margin-top:20px"><tr><td>Erstzulassung</td><td>05/2022</td></tr><tr><td>Kilometerstand</td><td>31.420 km</td></tr><tr><td>Leistung</td><td>110 kW (150 PS)</td></tr><tr><td>Kraftstoffverbrauch komb.</td><td>5,3 l/100 km (WLTP)</td></tr><tr><td>CO₂-Emissionen komb.</td><td>121 g/km, CO₂-Klasse D</td></tr><tr><td>Fahrzeugnummer</td><td>44917</td></tr></table>
  <section id="kontakt"><h2>Kontakt</h2><p>Ihr Ansprechpartner: Jonas Weber, Verkauf Gebrauchtwagen, Tel. 0561 9400 2231. Besichtigung auf unserem Gelände, Leipziger Str. 180, 34123 Kassel, Mo–Fr 8–18 Uhr, Sa 9–13 Uhr.</p></section>
</main>
${footer({ cols: [['Autohaus Brenner GmbH & Co. KG', ['Leipziger Str. 180', '34123 Kassel']], ['Rechtliches', ['Impressum', 'Datenschutz', 'Streitschlichtung']]], legal: 'Amtsgericht Kassel HRA 18223 · Volkswagen Partner · Angaben gem. Pkw-EnVKV', bg: '#001e50', fg: '#cdd5e0' })}`,
    }),
    routes: { ...brandIcons(AUT, [0, 30, 80]), [`${AUT}/fz/44917-1.png`]: pngR(120, 130, 140) },
  },
  {
    id: 'zc-ok-ticket-official-resale-es',
    label: 'clean',
    kind: 'ticket-resale',
    url: `https://${TIK}/evento/festival-2026/reventa`,
    body: doc({
      lang: 'es',
      title: 'Reventa oficial – Festival 2026 | Entradas Oficiales',
      head: faviconTag(TIK),
      body: `${header({ brand: 'Entradas Oficiales', nav: ['Eventos', 'Reventa oficial', 'Mis entradas', 'Ayuda'], right: 'Iniciar sesión' })}
<main class="wrap" style="max-width:860px">
  <h1>Reventa oficial · Festival 2026</h1>
  <p>Compra entradas revendidas por otros asistentes de forma segura. Todas las entradas se reemiten a tu nombre con un código QR nuevo y el vendedor no recibe su dinero hasta que la entrada original se anula. <b>El precio nunca supera el precio original más los gastos de gestión.</b></p>
  <table><tr><th>Tipo</th><th>Precio</th><th>Disponibles</th><th></th></tr>
  <tr><td>Abono general 3 días</td><td>189,00 € + 9,45 € gestión</td><td>12</td><td><button class="btn" style="background:#5b2a86;color:#fff;padding:6px 12px">Comprar</button></td></tr>
  <tr><td>Entrada de día · viernes</td><td>85,00 € + 4,25 € gestión</td><td>3</td><td><button class="btn" style="background:#5b2a86;color:#fff;padding:6px 12px">Comprar</button></td></tr>
  <tr><td>Abono VIP</td><td>—</td><td>0</td><td>Agotado</td></tr></table>
  <p style="font-size:14px">Pago con tarjeta (con autenticación 3-D Secure), Bizum o Apple Pay/Google Pay en nuestra pasarela. No compres entradas por redes sociales ni transferencias a particulares: solo garantizamos la validez de las entradas compradas aquí.</p>
</main>
${footer({ cols: [['Ayuda', ['Preguntas frecuentes', 'Condiciones de reventa', 'Contacto']], ['Legal', ['Aviso legal', 'Privacidad', 'Cookies']]], legal: '© 2025 Entradas Oficiales S.L. · CIF B-87229101 · Ticketera oficial del evento' })}`,
    }),
    routes: { ...brandIcons(TIK, [91, 42, 134]) },
  },
  {
    id: 'zc-ok-batik-shop-id',
    label: 'clean',
    kind: 'shop',
    url: `https://${IDS}/produk/kemeja-batik-tulis-parang-lereng`,
    body: doc({
      lang: 'id',
      title: 'Kemeja Batik Tulis Parang Lereng – Batik Sekar Arum Solo',
      head: faviconTag(IDS),
      body: `${header({ brand: 'Batik Sekar Arum', nav: ['Kemeja Pria', 'Dress', 'Kain Batik', 'Seragam Kantor', 'Tentang Kami'], top: 'Gratis ongkir se-Jawa untuk pembelian di atas Rp 500.000', right: 'Keranjang' })}
<main class="wrap">
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:30px;margin-top:20px">
    <img src="https://${IDS}/img/kemeja.png" width="520" height="520" alt="" style="width:100%;background:#6b3e26">
    <div>
      <h1>Kemeja Batik Tulis Parang Lereng – Lengan Panjang</h1>
      <p style="font-size:24px;font-weight:700">Rp 685.000</p>
      <p>Batik tulis asli Solo, dikerjakan oleh pembatik di Laweyan selama ±3 minggu. Bahan katun primisima, furing dalam. Warna sogan klasik.</p>
      <label>Ukuran</label><select><option>M</option><option>L</option><option>XL</option><option>XXL</option></select>
      <button class="btn" style="background:#6b3e26;color:#fff;width:100%;margin-top:14px">Tambah ke Keranjang</button>
      <p style="font-size:13px">Pembayaran: transfer Virtual Account (BCA, Mandiri, BNI, BRI), QRIS, GoPay, OVO, kartu kredit via Midtrans. Juga tersedia di toko resmi kami di Tokopedia dan Shopee.</p>
    </div>
  </div>
</main>
${footer({ cols: [['Batik Sekar Arum', ['Jl. Dr. Rajiman No. 512, Laweyan, Surakarta', 'WA: 0812-2611-0833']], ['Bantuan', ['Cara Belanja', 'Pengiriman', 'Pengembalian', 'Perawatan Batik']]], legal: '© 2025 CV Sekar Arum Batik · NIB 9120001234567' })}`,
    }),
    routes: { ...brandIcons(IDS, [107, 62, 38]), [`${IDS}/img/kemeja.png`]: pngR(107, 62, 38) },
  },
  {
    id: 'zc-ok-tea-shop-tokushoho-ja',
    label: 'clean',
    kind: 'shop',
    url: `https://${JPS}/items/uji-matcha-40g`,
    body: doc({
      lang: 'ja',
      title: '宇治抹茶「一条の昔」40g缶 | 京都茶舗 一条 オンラインショップ',
      head: faviconTag(JPS),
      css: 'body{font-family:"Hiragino Mincho ProN","Yu Mincho",serif;background:#fbfaf6}',
      body: `${header({ brand: '京都茶舗 一条', nav: ['抹茶', '玉露', '煎茶', 'ほうじ茶', '茶道具', 'ギフト'], top: '税込5,400円以上で送料無料', right: 'カート' })}
<main class="wrap">
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:30px;margin-top:20px">
    <img src="https://${JPS}/img/matcha.png" width="500" height="500" alt="" style="width:100%;background:#7a8f3a">
    <div>
      <h1 style="font-size:22px;font-weight:400">宇治抹茶「一条の昔」40g缶</h1>
      <p style="font-size:22px">2,916円（税込）</p>
      <p>京都府宇治市の契約茶園で栽培した碾茶を石臼で挽いた濃茶・薄茶兼用の抹茶です。まろやかな旨みと上品な香り。</p>
      <button class="btn" style="background:#4a5d23;color:#fff;width:100%">カートに入れる</button>
      <p style="font-size:13px">お支払い方法：クレジットカード、Amazon Pay、PayPay、コンビニ後払い、銀行振込（前払い・振込先は株式会社京都茶舗一条名義の口座です）</p>
    </div>
  </div>
  <section style="margin-top:30px;font-size:13px"><h3>特定商取引法に基づく表記</h3><table><tr><td>販売業者</td><td>株式会社京都茶舗一条</td></tr><tr><td>代表者</td><td>一条 宗一郎</td></tr><tr><td>所在地</td><td>京都府京都市上京区一条通烏丸西入ル広橋殿町412</td></tr><tr><td>電話番号</td><td>075-431-0000（受付 10:00〜17:00 水曜定休）</td></tr><tr><td>返品</td><td>未開封に限り商品到着後8日以内</td></tr></table></section>
</main>
${footer({ cols: [['ご利用案内', ['送料・お支払い', 'ギフト包装', 'よくあるご質問']], ['店舗', ['本店のご案内', '茶室のご予約']]], legal: '© 2025 Kyoto Chaho Ichijo Co., Ltd.' })}`,
    }),
    routes: { ...brandIcons(JPS, [74, 93, 35]), [`${JPS}/img/matcha.png`]: pngR(122, 143, 58) },
  },
];
