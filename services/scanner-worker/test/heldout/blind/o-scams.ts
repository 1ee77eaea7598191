import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, metaPixel, cookieBar, footer, nav, baseCss, cardFields, pngR, js, json } from '../parts/o-kit.js';
import { beepWav } from '../parts/e-bin.js';

// Reported scams: investment advertorials, benefit "release fees", fake shops with local bank-transfer payment,
// tech-support lockers, loan-fee and grant scams.

export const entries: Entry[] = [
{
  id: 'o-scam-pl-orlen-inwestycje',
  label: 'scam',
  kind: 'investment-advertorial',
  url: 'https://wiadomosci-dnia24.pl-news.online/gospodarka/orlen-platforma-dla-polakow.html',
  body: doc({
    lang: 'pl',
    title: 'Prezes Orlenu ujawnia: każdy Polak może zarabiać od 4000 zł tygodniowo',
    head: metaPixel('718293004451923'),
    css: baseCss('Georgia, serif', '#fff') + `.bar{background:#c00;color:#fff;padding:8px 6%;font:bold 14px Arial}article{max-width:720px;margin:0 auto;padding:20px}blockquote{border-left:4px solid #c00;margin:16px 0;padding:4px 14px;font-style:italic}.lead{background:#f6f6f6;border:2px solid #c00;padding:18px;border-radius:6px;font-family:Arial}.btn{background:#2e7d32;width:100%;font-size:18px}.cm{border-top:1px solid #eee;padding:10px 0;font:14px Arial}`,
    body: `<div class="bar">PILNE · WIADOMOŚCI DNIA</div>
<article><h1>Prezes Orlenu ujawnia: każdy Polak może zarabiać od 4000 zł tygodniowo dzięki nowej platformie</h1>
<p class="muted">Dodano: <span id="dt"></span> · Autor: Redakcja Gospodarka</p>
<p>Podczas wczorajszego wywiadu na żywo padły słowa, których bank centralny wolałby nie słyszeć. Nowa platforma inwestycyjna <b>Orlen Invest AI</b>, oparta na sztucznej inteligencji, pozwala zwykłym obywatelom zarabiać na obrocie ropą i gazem.</p>
<blockquote>„Chcemy, żeby zyski z polskiej energii trafiały do zwykłych ludzi. Wystarczy wpłata 1000 zł, resztą zajmuje się algorytm” – powiedział prezes.</blockquote>
<p>Sprawdziliśmy to sami. Nasza dziennikarka wpłaciła 1000 zł i po 7 dniach jej saldo wynosiło <b>5 873 zł</b>. Rejestracja jest dostępna tylko dla pierwszych 500 osób z Polski.</p>
<div class="lead"><h2 style="margin-top:0">Zarejestruj się – pozostało <span id="slots">37</span> miejsc</h2>
<form method="post" action="/api/lead.php"><input name="imie" placeholder="Imię"><input name="nazwisko" placeholder="Nazwisko"><input name="email" placeholder="E-mail"><input name="tel" placeholder="+48 Numer telefonu"><button class="btn">ROZPOCZNIJ ZARABIANIE</button></form>
<p class="muted">Po rejestracji skontaktuje się z Tobą osobisty menedżer konta.</p></div>
<h3>Komentarze (214)</h3>
<div class="cm"><b>Marek z Gdańska</b>: Wpłaciłem w poniedziałek, dziś wypłaciłem 3200 zł na konto w PKO. Działa!</div>
<div class="cm"><b>Halina</b>: Na początku nie wierzyłam, ale wnuczek pomógł mi się zarejestrować 🙂</div>
<div class="cm"><b>Tomasz K.</b>: Czy to legalne? — <i>Odp. Redakcja: Tak, platforma jest nadzorowana.</i></div>
</article>
<script>dt.textContent=new Date().toLocaleDateString('pl-PL');setInterval(function(){var s=+slots.textContent;if(s>3)slots.textContent=s-1},9000);</script>`,
  }),
},
{
  id: 'o-scam-mx-tienda-liquidacion-oxxo',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://liverpool-liquidacion-total.shop/collections/all',
  body: doc({
    lang: 'es-MX',
    title: 'LIQUIDACIÓN TOTAL – Hasta 90% de descuento | Envío gratis',
    head: metaPixel('553201998812740'),
    css: baseCss('Arial, sans-serif', '#fff') + `.top{background:#e10098;color:#fff;text-align:center;padding:8px;font-weight:700}.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(210px,1fr));gap:18px}.p{border:1px solid #eee;padding:10px;border-radius:6px}.p img{width:100%;height:160px;background:#eee}.old{text-decoration:line-through;color:#999}.new{color:#e10098;font-weight:800;font-size:20px}.btn{background:#111;width:100%}`,
    body: `<div class="top">🔥 CIERRE DE TIENDA · LIQUIDACIÓN TOTAL · Termina en <span id="cd">02:59:59</span></div>
<main><h1>Todo debe irse</h1><div class="g">
${[['Pantalla Samsung 65" 4K', '18,999', '1,899'], ['iPhone 16 Pro 256GB', '32,499', '3,249'], ['Refrigerador LG 26 pies', '24,990', '2,499'], ['Consola PlayStation 5 Slim', '11,999', '1,199'], ['Lavadora Whirlpool 20kg', '13,490', '1,349'], ['Colchón King Size Spring Air', '19,990', '1,990']].map(([n, o, p]) => `<div class="p"><img src="/cdn/p.png" alt=""><b>${n}</b><div class="old">$${o}</div><div class="new">$${p}</div><button class="btn" onclick="location='/checkout'">Comprar</button></div>`).join('')}
</div></main>
${footer([['Atención', ['Contacto WhatsApp', 'Envíos', 'Devoluciones']]], '© 2026 Liquidación Total MX')}
<script>var s=10799;setInterval(function(){s--;cd.textContent=new Date(s*1000).toISOString().substr(11,8)},1000);</script>`,
  }),
  routes: {
    'liverpool-liquidacion-total.shop/cdn/p.png': pngR(230, 230, 230),
    'liverpool-liquidacion-total.shop/checkout': htmlRoute(doc({
      lang: 'es-MX',
      title: 'Finalizar compra',
      css: baseCss() + `.m{border:2px solid #ddd;border-radius:6px;padding:12px;margin:8px 0}.m.on{border-color:#e10098}`,
      body: `<main style="max-width:520px"><h1>Finalizar compra</h1><input placeholder="Nombre completo"><input placeholder="Dirección"><input placeholder="Teléfono">
<h3>Método de pago</h3><div class="m on"><b>Depósito en OXXO</b> – 5% de descuento adicional</div><div class="m"><b>Transferencia SPEI</b><br>CLABE: 646180157034892176 · Beneficiario: COMERCIALIZADORA NAVIDAD MX</div><div class="m" style="opacity:.5">Tarjeta de crédito (no disponible temporalmente)</div>
<p>Envía tu comprobante por WhatsApp al +52 55 4418 2290 para confirmar tu pedido.</p><button class="btn">Generar ficha OXXO</button></main>`,
    })),
  },
},
{
  id: 'o-scam-id-pinjol-biaya-admin',
  label: 'scam',
  kind: 'loan-fee',
  url: 'https://danacepat-ojk-terdaftar.id-pinjaman.com/pengajuan',
  body: doc({
    lang: 'id',
    title: 'Dana Cepat - Pinjaman Online Cair 5 Menit, Terdaftar OJK',
    css: baseCss('Arial, sans-serif', '#f7fbf7') + `header{background:#0a8f3d;color:#fff;padding:14px 6%;font-weight:800;font-size:22px}.btn{background:#0a8f3d;width:100%}.badge{display:inline-block;background:#fff;color:#0a8f3d;border:1px solid #0a8f3d;padding:3px 8px;border-radius:12px;font-size:12px}`,
    body: `<header>DanaCepat <span class="badge">Terdaftar &amp; diawasi OJK</span></header>
<main style="max-width:500px"><div class="card"><h1 style="font-size:20px">Pinjaman hingga Rp 50.000.000 tanpa jaminan</h1>
<p>Bunga 0,3% per bulan · Tanpa BI Checking · Cair dalam 5 menit.</p>
<form id="f"><label>Jumlah pinjaman</label><select><option>Rp 5.000.000</option><option>Rp 10.000.000</option><option>Rp 25.000.000</option></select><label>Tenor</label><select><option>6 bulan</option><option>12 bulan</option></select><label>Nama sesuai KTP</label><input><label>NIK</label><input maxlength="16"><label>No. WhatsApp</label><input><label>Rekening bank</label><input><button class="btn">Ajukan</button></form>
<div id="ok" style="display:none"><h2 style="color:#0a8f3d">Selamat! Pinjaman Anda DISETUJUI</h2><p>Sebelum dana dicairkan, wajib membayar <b>biaya administrasi &amp; asuransi Rp 350.000</b> (akan dikembalikan bersama pencairan).</p><p>Transfer ke:<br><b>BCA 7380 214 559 a.n. PT DANA CEPAT SEJAHTERA</b></p><p>Kirim bukti transfer ke admin WhatsApp: <a href="https://wa.me/6281290017733">+62 812-9001-7733</a></p></div></div></main>
<script>f.onsubmit=function(e){e.preventDefault();f.style.display='none';ok.style.display='block'};</script>`,
  }),
},
{
  id: 'o-scam-de-fakeshop-vorkasse',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://brennholz-pellets-discount24.de/shop/holzpellets-enplus-a1-15kg.html',
  body: doc({
    lang: 'de',
    title: 'Holzpellets ENplus A1 – 66 Sack (990 kg) | Brennholz-Pellets-Discount24',
    css: baseCss('Arial, sans-serif', '#fff') + `header{background:#3c5a14;color:#fff;padding:14px 6%;font-weight:700;font-size:20px}.pr{display:flex;gap:30px}.pr img{width:340px;height:300px;background:#e8e2d0}.price{font-size:30px;color:#b00;font-weight:800}.btn{background:#e67e00}.trust{font-size:13px;color:#3c5a14}`,
    body: `<header>Brennholz-Pellets-Discount24 <span style="font-size:13px;font-weight:400">· Ihr Fachhändler seit 1998</span></header>
<main><div class="pr"><img src="/media/pellets.png" alt=""><div><h1>Holzpellets ENplus A1, 15 kg Sack – Palette 66 Sack</h1>
<div class="price">189,00 €</div><div class="muted">statt 389,00 € · inkl. MwSt., zzgl. 0,00 € Versand</div>
<p class="trust">✔ Lieferung in 2–3 Werktagen ✔ Nur noch 4 Paletten auf Lager ✔ 3% Skonto bei Vorkasse</p>
<p>Zahlungsart: <b>Vorkasse per Überweisung</b> (Kreditkarte und PayPal vorübergehend nicht verfügbar)</p>
<button class="btn">In den Warenkorb</button></div></div>
<h2>Bankverbindung</h2><p>Empfänger: H. Becker Handel · IBAN: LT81 3250 0249 1177 4120 · BIC: REVOLT21 · Verwendungszweck: Ihre Bestellnummer</p>
<h2>Kundenbewertungen ★★★★★ (1.284)</h2><p>„Super schnelle Lieferung, sehr gute Qualität!“ – Jürgen, 02.11.2026</p></main>
${footer([['Service', ['Versand', 'Widerrufsrecht', 'AGB']], ['Unternehmen', ['Impressum', 'Datenschutz']]], 'Brennholz-Pellets-Discount24 · Musterstraße 12 · 10115 Berlin · HRB 1182731')}`,
  }),
  routes: { 'brennholz-pellets-discount24.de/media/pellets.png': pngR(200, 170, 110) },
},
{
  id: 'o-scam-tr-kampanya-havale',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://beyazesya-outlet-kampanya.com/urun/dyson-v15-detect',
  body: doc({
    lang: 'tr',
    title: 'Dyson V15 Detect Absolute – %80 İndirim | Outlet Kampanya',
    css: baseCss('Arial, sans-serif', '#fff') + `.top{background:#111;color:#ffd400;padding:8px;text-align:center;font-weight:700}.price{font-size:32px;color:#d00;font-weight:800}.btn{background:#ff6000;width:100%}`,
    body: `<div class="top">Yılsonu Stok Eritme – Sadece Bugün!</div>
<main style="max-width:640px"><h1>Dyson V15 Detect Absolute Kablosuz Süpürge</h1><img src="/img/v15.png" width="300" height="300" alt="" style="background:#eee">
<div><s>₺34.999</s> <span class="price">₺6.999</span></div><p>🚚 Ücretsiz kargo · Stokta son 3 ürün</p>
<h3>Ödeme</h3><p><b>Havale / EFT ile ödemede ek %10 indirim.</b> Kredi kartı ile ödeme sistem bakımı nedeniyle geçici olarak kapalıdır.</p>
<p>Alıcı: M. Yıldız · IBAN: TR12 0006 2000 4410 0006 2981 73</p>
<p>Dekontu WhatsApp hattımıza gönderin: 0 (552) 801 44 19</p><button class="btn">Siparişi Tamamla</button></main>`,
  }),
  routes: { 'beyazesya-outlet-kampanya.com/img/v15.png': pngR(120, 60, 160) },
},
];
