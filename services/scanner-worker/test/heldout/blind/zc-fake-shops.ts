import { htmlRoute, type Entry } from '../entry.js';
import { doc, grid, header, footer, cookieBanner, images, dataLayer, metaPixel, faviconTag, brandIcons, pngR } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// Fake shops a marketplace / PSP risk team saw: too-cheap stock, prepayment by bank transfer to a private account,
// borrowed reviews and company data, countdowns.

const countdown = (id: string, mins: number) => `<script>
(function(){var end=Date.now()+${mins}*60000;function t(){var s=Math.max(0,Math.floor((end-Date.now())/1000));var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;
var el=document.getElementById('${id}');if(el)el.textContent=(h<10?'0':'')+h+':'+(m<10?'0':'')+m+':'+(x<10?'0':'')+x;}t();setInterval(t,1000);})();
</script>`;

const SNK = 'sneakerwerk-outlet.shop';
const ELX = 'techdeals-clearance.co.uk';
const FUR = 'maison-liquidation-meubles.fr';
const PUP = 'goldenmeadowpuppies.com';
const CAR = 'autoimport-hamburg24.pl';
const TIX = 'entradas-festival-verano.es';
const MON = 'piumini-outlet-milano.it';
const GER = 'gereedschap-opheffing.nl';
const BAG = 'brand-select-tokyo.top';
const EBK = 'voltride-ebikes-clearance.com.au';
const CON = 'gamerzone-ofertas.com.br';
const PAR = 'exotic-parrots-home.com';

export const fakeShopsHosts = [SNK, ELX, FUR, PUP, CAR, TIX, MON, GER, BAG, EBK, CON, PAR];

export const entries: Entry[] = [
  {
    id: 'zc-shop-fashion-sneaker-outlet-de',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${SNK}/collections/sale`,
    body: doc({
      lang: 'de',
      title: 'SALE bis -80% | Sneakerwerk Outlet – Original Sneaker günstig',
      head: faviconTag(SNK) + dataLayer('G-7Q2KX81LMD') + metaPixel('1029384756610'),
      body: `${header({ brand: 'SNEAKERWERK', logo: `https://${SNK}/logo.png`, nav: ['Neuheiten', 'Herren', 'Damen', 'Kinder', 'SALE %', 'Marken'], top: '🔥 Räumungsverkauf: Nur noch heute bis zu 80% Rabatt + GRATIS Versand ab 0€ 🔥', right: '🔍 &nbsp; 👤 &nbsp; 🛒 (0)' })}
<main class="wrap">
  <div style="background:#ffe600;padding:18px;margin:20px 0;text-align:center;font-size:20px;font-weight:800">LAGERRÄUMUNG – ALLES MUSS RAUS! Angebot endet in <span id="cd">--:--:--</span></div>
  <p style="font-size:14px;color:#555">342 Produkte · Sortieren nach: <select style="width:auto"><option>Beliebtheit</option><option>Preis aufsteigend</option></select></p>
  ${grid(
    [
      { name: 'Nike Air Jordan 1 Retro High OG "Chicago"', price: '39,95 €', was: '189,99 €', img: `https://${SNK}/img/aj1.png`, badge: '-79%' },
      { name: 'Adidas Yeezy Boost 350 V2 Onyx', price: '44,95 €', was: '229,00 €', img: `https://${SNK}/img/yzy.png`, badge: '-80%' },
      { name: 'New Balance 550 White Green', price: '29,95 €', was: '129,99 €', img: `https://${SNK}/img/nb550.png`, badge: '-77%' },
      { name: 'Nike Dunk Low Panda', price: '34,95 €', was: '119,99 €', img: `https://${SNK}/img/dunk.png`, badge: '-71%' },
      { name: 'Asics Gel-Kayano 14 Silver', price: '32,95 €', was: '159,95 €', img: `https://${SNK}/img/kayano.png`, badge: '-79%' },
      { name: 'Salomon XT-6 Black', price: '37,95 €', was: '180,00 €', img: `https://${SNK}/img/xt6.png`, badge: '-79%' },
      { name: 'Nike Air Max 90 Infrared', price: '29,95 €', was: '149,99 €', img: `https://${SNK}/img/am90.png`, badge: '-80%' },
      { name: 'Adidas Samba OG Weiß', price: '27,95 €', was: '120,00 €', img: `https://${SNK}/img/samba.png`, badge: '-77%' },
    ],
    { cta: 'In den Warenkorb' },
  )}
  <section style="margin-top:36px;display:grid;grid-template-columns:repeat(3,1fr);gap:16px;font-size:14px">
    <div>✔ 100% Original-Ware mit Echtheitszertifikat</div><div>✔ Lieferung in 2-4 Werktagen aus unserem Lager in Berlin</div><div>✔ 3% Extra-Rabatt bei Zahlung per Vorkasse / Überweisung</div>
  </section>
  <section style="margin-top:28px"><h3>Das sagen unsere Kunden ★★★★★ 4,9/5 (12.847 Bewertungen)</h3>
    <p>„Super schnelle Lieferung, Schuhe sind 100% echt!" – Markus T., München</p>
    <p>„Habe zuerst nicht geglaubt das die Preise echt sind, aber alles angekommen. Top!!" – Jana K.</p>
  </section>
</main>
${footer({ cols: [['Kundenservice', ['Kontakt', 'Versand & Lieferung', 'Rückgabe', 'FAQ']], ['Rechtliches', ['Impressum', 'AGB', 'Datenschutz', 'Widerrufsrecht']], ['Über uns', ['Unsere Geschichte', 'Filialen', 'Karriere']]], legal: '© 2025 Sneakerwerk Outlet GmbH · Friedrichstraße 112, 10117 Berlin · HRB 22831 · USt-IdNr. DE318823711 · Kontakt: support@sneakerwerk-outlet.shop', pay: ['Vorkasse', 'Sofortüberweisung', 'Klarna', 'Visa', 'Mastercard'] })}
${cookieBanner('Wir verwenden Cookies, um Ihnen das beste Einkaufserlebnis zu bieten.', 'Alle akzeptieren')}
${countdown('cd', 187)}`,
    }),
    routes: {
      ...brandIcons(SNK, [20, 20, 20]),
      ...images(`${SNK}/img`, ['aj1.png', 'yzy.png', 'nb550.png', 'dunk.png', 'kayano.png', 'xt6.png', 'am90.png', 'samba.png'], 17),
    },
  },
  {
    id: 'zc-shop-furniture-liquidation-fr',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${FUR}/`,
    body: doc({
      lang: 'fr',
      title: 'Maison Liquidation – Liquidation totale avant fermeture définitive',
      head: faviconTag(FUR) + metaPixel('880127731019'),
      css: 'h1{font-family:Georgia,serif;font-weight:400}',
      body: `${header({ brand: 'Maison&nbsp;Liquidation', nav: ['Canapés', 'Tables', 'Chaises', 'Lits', 'Luminaires', 'Extérieur'], top: 'LIQUIDATION TOTALE · Fermeture définitive du magasin · Jusqu\'à -85%', right: 'Mon panier' })}
<main class="wrap">
  <section style="background:#efe9e1;padding:48px;margin:20px 0;border-radius:8px"><h1>Tout doit disparaître.</h1><p>Après 38 ans, notre magasin de Lyon ferme ses portes. Toutes nos pièces d'exposition et notre stock sont vendus à prix coûtant ou en dessous. Livraison offerte partout en France métropolitaine.</p></section>
  ${grid(
    [
      { name: 'Canapé d\'angle Chesterfield cuir pleine fleur 5 places', price: '349 €', was: '3 290 €', img: `https://${FUR}/p/chester.png`, badge: '-89%' },
      { name: 'Table à manger chêne massif 240 cm', price: '219 €', was: '1 890 €', img: `https://${FUR}/p/table.png`, badge: '-88%' },
      { name: 'Lot de 6 chaises Eames DSW', price: '89 €', was: '540 €', img: `https://${FUR}/p/eames.png`, badge: '-84%' },
      { name: 'Lit coffre 160x200 velours', price: '179 €', was: '1 290 €', img: `https://${FUR}/p/lit.png`, badge: '-86%' },
      { name: 'Salon de jardin teck 8 places', price: '259 €', was: '2 450 €', img: `https://${FUR}/p/teck.png`, badge: '-89%' },
      { name: 'Lampadaire arc marbre', price: '59 €', was: '420 €', img: `https://${FUR}/p/lampe.png`, badge: '-86%' },
    ],
    { cta: 'Ajouter au panier', cols: 3 },
  )}
  <section style="margin-top:30px;font-size:14px">
    <h3>Paiement</h3>
    <p>Pour bénéficier des prix de liquidation, le règlement s'effectue uniquement par <b>virement bancaire</b> ou <b>PCS Mastercard / Transcash</b>. Les paiements par carte ne sont pas acceptés pendant la liquidation (frais bancaires du liquidateur judiciaire).</p>
    <p>Livraison sous 5 à 8 jours ouvrés par notre transporteur partenaire.</p>
  </section>
</main>
${footer({ cols: [['Service client', ['Nous contacter', 'Livraison', 'Retours']], ['Informations', ['Mentions légales', 'CGV', 'Politique de confidentialité']]], legal: '© 2025 Maison Liquidation SAS – 14 rue de la République, 69002 Lyon – SIRET 842 119 330 00021 – Liquidation judiciaire sous mandat de Maître F. Durand', pay: ['Virement', 'PCS', 'Transcash'] })}
${cookieBanner('Ce site utilise des cookies pour améliorer votre expérience.', 'Accepter', 'Refuser')}`,
    }),
    routes: { ...brandIcons(FUR, [150, 120, 90]), ...images(`${FUR}/p`, ['chester.png', 'table.png', 'eames.png', 'lit.png', 'teck.png', 'lampe.png'], 90) },
  },
  {
    id: 'zc-shop-pets-puppies-crate-fee-us',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${PUP}/available-puppies/`,
    body: doc({
      lang: 'en-US',
      title: 'Available Golden Retriever Puppies For Sale – Golden Meadow Puppies',
      head: faviconTag(PUP),
      css: 'body{background:#fffaf0}.pup{border:1px solid #eadbb8;background:#fff;border-radius:10px;padding:14px}',
      body: `${header({ brand: '🐾 Golden Meadow Puppies', nav: ['Home', 'Available Puppies', 'Adoption Process', 'Shipping', 'Testimonials', 'Contact'], bg: '#f5e3b3' })}
<main class="wrap">
  <h1>Available Golden Retriever Puppies</h1>
  <p>All our puppies are AKC registered, vet checked, up to date on shots and dewormed. They come with a 1 year health guarantee, puppy pack, and microchip. We are a small family home in Oklahoma raising puppies with love for 15 years.</p>
  <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:18px">
    ${[['Bella', 'Female', '10 weeks'], ['Max', 'Male', '11 weeks'], ['Daisy', 'Female', '9 weeks'], ['Cooper', 'Male', '12 weeks'], ['Luna', 'Female', '10 weeks'], ['Charlie', 'Male', '10 weeks']]
      .map(([n, s, a], i) => `<div class="pup"><img src="https://${PUP}/pups/${i}.png" width="300" height="220" alt="${n}" style="width:100%;height:200px;background:#eee"><h3>${n}</h3><p>${s} · ${a} · AKC</p><p><b>Adoption fee: $450</b></p><a class="btn" style="background:#c8962e;color:#fff" href="#apply">Adopt ${n}</a></div>`)
      .join('')}
  </div>
  <section id="apply" style="margin-top:32px;background:#fff;padding:24px;border-radius:10px">
    <h2>Adoption application</h2>
    <p>Fill the form below and we will reply within 1 hour. Payment of adoption fee is accepted via <b>Zelle, Cash App, Apple Pay or Walmart-to-Walmart money transfer</b> only. After payment our pet delivery agent (Pet Express Movers) will contact you to arrange shipping. <i>Please note the climate controlled crate and insurance ($850, fully refundable on delivery) are paid directly to the shipping company.</i></p>
    <form action="/apply" method="post"><label>Full name</label><input name="name"><label>Phone</label><input name="phone"><label>Email</label><input name="email"><label>Puppy of interest</label><select name="pup"><option>Bella</option><option>Max</option><option>Daisy</option><option>Cooper</option><option>Luna</option><option>Charlie</option></select><label>Have you owned a dog before?</label><textarea name="exp"></textarea><button class="btn" style="background:#c8962e;color:#fff;margin-top:12px">Submit application</button></form>
  </section>
  <section><h2>Testimonials</h2><p>"Bella arrived healthy and happy, thanks Mrs Linda!!" – Karen, Texas</p><p>"Very honest breeder, will buy again" – Mike &amp; Jess, Ohio</p></section>
</main>
${footer({ cols: [['Golden Meadow Puppies', ['Tulsa, OK', 'Text only: (405) 555-0183', 'goldenmeadowpuppies@gmail.com']]], legal: '© 2025 Golden Meadow Puppies. All rights reserved.' })}`,
    }),
    routes: { ...brandIcons(PUP, [200, 150, 46]), ...images(`${PUP}/pups`, ['0.png', '1.png', '2.png', '3.png', '4.png', '5.png'], 200) },
  },
  {
    id: 'zc-shop-tickets-festival-resale-es',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${TIX}/entradas/mad-cool-2026-abono-3-dias`,
    body: doc({
      lang: 'es',
      title: 'Abono 3 días Mad Cool 2026 – Entradas agotadas disponibles | Entradas Festival Verano',
      head: faviconTag(TIX) + dataLayer('G-EFV2026ES'),
      css: '.t{border:2px dashed #e4007c;padding:18px;border-radius:10px;margin:12px 0}',
      body: `${header({ brand: 'EntradasFestivalVerano', nav: ['Festivales', 'Conciertos', 'Fútbol', 'Teatro', 'Vender entradas'], bg: '#1a0033', fg: '#fff', top: '⚠️ ¡AGOTADO en la web oficial! Últimas entradas garantizadas aquí' })}
<main class="wrap">
  <h1>Mad Cool Festival 2026 – Abono 3 días</h1><p>Madrid · Iberdrola Music · 9, 10 y 11 de julio de 2026</p>
  <div class="t"><b>Abono General 3 días</b> — <s>189 €</s> <b>95 €</b> · Quedan 4</div>
  <div class="t"><b>Abono VIP 3 días</b> — <s>420 €</s> <b>180 €</b> · Quedan 2</div>
  <div class="t"><b>Entrada de día (sábado)</b> — <s>99 €</s> <b>55 €</b> · Quedan 7</div>
  <h3>¿Cómo se paga?</h3>
  <p>Para evitar la reventa ilegal y los fraudes, aceptamos solo <b>Bizum</b> al número <b>+34 611 208 774</b> (concepto: tu nombre, NO escribas "entradas") o transferencia inmediata. Recibirás el PDF con el código QR en tu correo en menos de 30 minutos tras el pago.</p>
  <p>Las entradas son nominativas: te hacemos el cambio de nombre gratis.</p>
  <form action="/reserva" method="post"><label>Nombre y apellidos</label><input name="n"><label>DNI</label><input name="dni"><label>Email</label><input name="e"><label>Tipo</label><select name="t"><option>Abono General</option><option>Abono VIP</option><option>Sábado</option></select><button class="btn" style="background:#e4007c;color:#fff;margin-top:12px">Reservar entradas</button></form>
  <p style="font-size:13px">⭐⭐⭐⭐⭐ Más de 25.000 clientes satisfechos · Garantía 100% entrada válida o te devolvemos el dinero</p>
</main>
${footer({ cols: [['Ayuda', ['Preguntas frecuentes', 'Contacto']], ['Legal', ['Aviso legal', 'Privacidad', 'Cookies']]], legal: '© 2025 EFV Entradas S.L. – Todos los derechos reservados. No somos la web oficial del evento.', bg: '#1a0033', fg: '#ccc' })}
${cookieBanner('Usamos cookies propias y de terceros.', 'Aceptar todo', 'Configurar')}`,
    }),
    routes: { ...brandIcons(TIX, [228, 0, 124]) },
  },
  {
    id: 'zc-shop-tools-closing-down-nl',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${GER}/makita-sets`,
    body: doc({
      lang: 'nl',
      title: 'Makita accu sets – OPHEFFINGSUITVERKOOP – Gereedschap Opheffing',
      head: faviconTag(GER),
      body: `${header({ brand: 'Gereedschap<b style="color:#0a8">Opheffing</b>.nl', nav: ['Boormachines', 'Zagen', 'Slijpers', 'Accu sets', 'Tuin'], top: 'Wegens opheffing van onze winkel: ALLES MOET WEG! Op = op.' })}
<main class="wrap">
  <h1>Makita 18V accu sets</h1>
  ${grid(
    [
      { name: 'Makita DLX6068PT 6-delige combiset 18V 5.0Ah', price: '€ 129,-', was: '€ 1.049,-', img: `https://${GER}/i/dlx6.png`, badge: 'OP=OP' },
      { name: 'Makita DHP486Z klopboor/schroefmachine + 2 accu\'s', price: '€ 59,-', was: '€ 389,-', img: `https://${GER}/i/dhp.png` },
      { name: 'Makita DHR243 SDS-plus boorhamer set', price: '€ 69,-', was: '€ 479,-', img: `https://${GER}/i/dhr.png` },
      { name: 'Makita DUC353 kettingzaag 2x18V', price: '€ 79,-', was: '€ 529,-', img: `https://${GER}/i/duc.png` },
    ],
    { cta: 'In winkelwagen' },
  )}
  <div style="margin-top:24px;background:#f1fbf8;padding:16px;border-radius:8px;font-size:14px"><b>Betalen:</b> iDEAL is tijdelijk niet beschikbaar. Betaal via bankoverschrijving en ontvang 5% extra korting. Na ontvangst van betaling wordt uw bestelling binnen 24 uur verzonden met PostNL.<br>
  Klantenservice: info@gereedschap-opheffing.nl (reactie binnen 48 uur)</div>
</main>
${footer({ cols: [['Info', ['Over ons', 'Verzending', 'Retourneren', 'Contact']], ['Juridisch', ['Algemene voorwaarden', 'Privacy']]], legal: 'Gereedschap Opheffing B.V. · Industrieweg 12, 3542 AD Utrecht · KvK 76119283 · BTW NL861928374B01', pay: ['iDEAL', 'Bankoverschrijving', 'Bancontact'] })}`,
    }),
    routes: { ...brandIcons(GER, [0, 170, 136]), ...images(`${GER}/i`, ['dlx6.png', 'dhp.png', 'dhr.png', 'duc.png'], 120) },
  },
  {
    id: 'zc-shop-brand-bags-personal-account-ja',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${BAG}/goods/detail/lv-neverfull-mm`,
    body: doc({
      lang: 'ja',
      title: '【正規品】ルイヴィトン ネヴァーフルMM モノグラム 激安通販 | ブランドセレクト東京',
      head: faviconTag(BAG),
      css: 'body{font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif}.red{color:#e60012;font-weight:bold}',
      body: `${header({ brand: 'ブランドセレクト東京', nav: ['新着商品', 'バッグ', '財布', '時計', 'アクセサリー', 'セール'], top: '全品送料無料・代引き不可・銀行振込限定で更に10%OFF！' })}
<main class="wrap">
  <p style="font-size:12px">ホーム ＞ バッグ ＞ ルイヴィトン</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:30px">
    <img src="https://${BAG}/img/nf.png" width="500" height="500" alt="" style="width:100%;background:#e9dfc9">
    <div>
      <h1 style="font-size:22px">ルイヴィトン ネヴァーフルMM モノグラム トートバッグ M40995 【新品未使用】</h1>
      <p>通常価格：<s>286,000円</s></p>
      <p class="red" style="font-size:28px">販売価格：19,800円（税込）</p>
      <p class="red">残り１点！！ 大人気商品につき早い者勝ち</p>
      <p>当店の商品は全て正規品です。安心してご購入下さいませ。商品到着後７日以内の返品可能です。</p>
      <button class="btn" style="background:#e60012;color:#fff;width:100%">カートに入れる</button>
      <h3>お支払い方法</h3>
      <p>銀行振込のみとなります。ご注文後、振込先を記載したメールをお送りします。<br>振込先：楽天銀行 第一営業支店 普通 7791023 グエン バン ナム<br>※振込手数料はお客様負担でお願い致します。</p>
    </div>
  </div>
</main>
${footer({ cols: [['ショッピングガイド', ['ご利用ガイド', 'お支払い', '配送について', '返品・交換']], ['会社情報', ['特定商取引法に基づく表記', 'プライバシーポリシー', 'お問い合わせ']]], legal: '販売業者：株式会社ブランドセレクト 運営責任者：田中 一郎 所在地：東京都港区南青山3-12-8 電話：03-5555-0192 メール：info@brand-select-tokyo.top' })}`,
    }),
    routes: { ...brandIcons(BAG, [120, 90, 50]), [`${BAG}/img/nf.png`]: pngR(140, 100, 60) },
  },
  {
    id: 'zc-shop-console-pix-discount-br',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${CON}/produto/playstation-5-pro-2tb`,
    body: doc({
      lang: 'pt-BR',
      title: 'Console PlayStation 5 Pro 2TB + 2 Controles | GamerZone Ofertas',
      head: faviconTag(CON) + metaPixel('307718822901'),
      css: '.pix{background:#e9fbf6;border:1px solid #32bcad;padding:14px;border-radius:8px}',
      body: `${header({ brand: 'GamerZone<span style="color:#32bcad">Ofertas</span>', nav: ['Consoles', 'Jogos', 'PC Gamer', 'Acessórios', 'Ofertas do Dia'], top: 'QUEIMA DE ESTOQUE 🔥 Frete GRÁTIS para todo o Brasil', right: 'Minha conta | Carrinho' })}
<main class="wrap">
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:30px;margin-top:20px">
    <img src="https://${CON}/img/ps5pro.png" width="500" height="500" alt="PS5 Pro" style="width:100%;background:#eee">
    <div>
      <h1>Console Sony PlayStation 5 Pro 2TB + 2 Controles DualSense – Lacrado, Nota Fiscal</h1>
      <p>⭐⭐⭐⭐⭐ (4.812 avaliações)</p>
      <p>De <s>R$ 6.999,00</s></p>
      <p style="font-size:30px;font-weight:800">R$ 1.299,90 <span style="font-size:16px">no Pix</span></p>
      <p>ou R$ 1.499,90 em até 12x no cartão <i>(temporariamente indisponível)</i></p>
      <div class="pix">💠 <b>Pague com Pix e ganhe 15% OFF</b> – aprovação imediata, envio em 24h.</div>
      <label>CEP</label><input placeholder="00000-000" style="width:200px"> <button class="btn" style="background:#333;color:#fff;padding:10px">Calcular</button>
      <button class="btn" style="background:#32bcad;color:#fff;width:100%;margin-top:16px;font-size:18px" onclick="location.href='/checkout?pix=1'">COMPRAR AGORA</button>
      <p style="font-size:12px;color:#c00">⚠️ Apenas 6 unidades restantes no estoque!</p>
    </div>
  </div>
  <section><h3>Avaliações</h3><p><b>Ana P.</b> – Chegou certinho, produto original, recomendo!</p><p><b>Lucas M.</b> – Desconfiei do preço mas veio tudo ok, loja top.</p></section>
</main>
${footer({ cols: [['Institucional', ['Quem somos', 'Política de troca', 'Política de privacidade']], ['Atendimento', ['SAC: sac@gamerzone-ofertas.com.br', 'WhatsApp (11) 9 4412-8830']]], legal: 'GamerZone Comércio de Eletrônicos LTDA – CNPJ 41.882.910/0001-22 – Av. Paulista, 1578 – São Paulo/SP', pay: ['Pix', 'Boleto', 'Visa', 'Mastercard', 'Elo'] })}`,
    }),
    routes: { ...brandIcons(CON, [50, 188, 173]), [`${CON}/img/ps5pro.png`]: pngR(240, 240, 245) },
  },
];
