import type { Entry } from '../entry.js';
import { builderBadge, builderHead, cookieBar, doc, htmlRoute, jsonRoute, jsRoute, tracking, wpAssets, wpPage } from '../parts/y-kit.js';
import { shopPage } from '../parts/y-shop.js';

// Customers' small-business sites: clinics, churches, studios, shops, offices.

const esHost = 'clinicadentalruizdeaza.es';
const chHost = 'firstbaptistmaplewood.org';
const ybHost = 'espacoyogaluz.com.br';
const koHost = 'dawon-tea.co.kr';
const plHost = 'sklep-zelazny-kowalski.pl';
const lawHost = 'brennanokaforlaw.com';
const phHost = 'annikalindphotography.kestrel.site';
const idHost = 'ruangkerja-coworking.id';
const viHost = 'suaxedaphuonganh.vn';

export const entries: Entry[] = [
  {
    id: 'y-ok-dental-clinic-es',
    label: 'clean',
    kind: 'smallbiz-site',
    url: `https://${esHost}/pedir-cita/`,
    routes: {
      [`${esHost}/pedir-cita/`]: htmlRoute(wpPage(
        { host: esHost, name: 'Clínica Dental Ruiz de Aza', nav: ['Inicio', 'Tratamientos', 'Equipo', 'Pedir cita', 'Blog'], accent: '#0277bd', lang: 'es', footer: 'Clínica Dental Ruiz de Aza S.L.P. · C/ Gran Vía 18, 2º, 48001 Bilbao · Nº registro sanitario CS-48-0712 · <a href="/aviso-legal/">Aviso legal</a> · <a href="/politica-de-privacidad/">Privacidad</a>' },
        'Pedir cita',
        `<section class="hero"><div class="wrap"><h1>Pide tu cita online</h1><p>Primera visita gratuita · Aceptamos Adeslas, Sanitas y DKV</p></div></section>
<div class="wrap content"><div class="cols"><div><form method="post" action="/wp-admin/admin-ajax.php" class="elementor-form">
<input type="hidden" name="action" value="elementor_pro_forms_send_form"><input type="hidden" name="form_id" value="5a2c1e9">
<label>Nombre</label><input name="form_fields[name]" required>
<label>Teléfono</label><input name="form_fields[tel]" type="tel" required>
<label>Correo electrónico</label><input name="form_fields[email]" type="email">
<label>Motivo</label><select name="form_fields[motivo]"><option>Revisión y limpieza</option><option>Ortodoncia invisible</option><option>Implantes</option><option>Urgencia / dolor</option><option>Odontopediatría</option></select>
<label>Preferencia horaria</label><select name="form_fields[hora]"><option>Mañana</option><option>Tarde</option></select>
<p><label style="font-weight:400"><input type="checkbox" required style="width:auto"> Acepto la política de privacidad</label></p>
<button class="btn">Solicitar cita</button></form></div>
<div class="card"><h3>Horario</h3><p>Lunes a jueves 9:00–20:00<br>Viernes 9:00–15:00</p><h3>Teléfono</h3><p>944 55 01 23 · WhatsApp 644 55 01 23</p></div></div></div>`,
        tracking('G-RDA48001BI'),
        cookieBar('Utilizamos cookies propias y de terceros para analizar el uso de la web.', 'Aceptar'),
      )),
      ...wpAssets(esHost),
      [`${esHost}/wp-admin/admin-ajax.php`]: jsonRoute({ success: true, data: { message: 'Gracias, te llamaremos pronto.' } }),
    },
  },
  {
    id: 'y-ok-church-donate-en',
    label: 'clean',
    kind: 'smallbiz-site',
    url: `https://${chHost}/give/`,
    routes: {
      [`${chHost}/give/`]: htmlRoute(wpPage(
        { host: chHost, name: 'First Baptist Church of Maplewood', nav: ['Home', 'Sundays', 'Kids &amp; Youth', 'Give', 'Contact'], accent: '#37474f' },
        'Give',
        `<section class="hero"><div class="wrap"><h1>Give Online</h1><p>“Each of you should give what you have decided in your heart to give.” — 2 Corinthians 9:7</p></div></section>
<div class="wrap content"><div class="cols">
<div><p>Thank you for supporting the ministries of First Baptist Maplewood. You can give securely below through our giving partner. Recurring gifts can be managed from the receipt email.</p>
<iframe src="https://givebright-payments.com/embed/fbc-maplewood?fund=general" title="Giving form" style="width:100%;height:520px;border:1px solid #ddd;border-radius:6px"></iframe></div>
<div class="card"><h3>Other ways to give</h3><p><b>By check:</b> payable to First Baptist Church, 220 Ridgewood Rd, Maplewood, NJ 07040<br><b>Text to give:</b> text FBCM to 73256<br><b>In person:</b> offering boxes at the sanctuary doors</p>
<p style="font-size:13px">First Baptist Church of Maplewood is a 501(c)(3) organisation. Annual giving statements are mailed in January.</p></div></div></div>`,
      )),
      ...wpAssets(chHost),
      ['givebright-payments.com/embed/fbc-maplewood']: htmlRoute(doc({
        title: 'Give to First Baptist Church of Maplewood',
        css: `body{margin:0;font-family:system-ui,Arial,sans-serif;padding:16px;color:#222}.amts{display:flex;gap:8px;flex-wrap:wrap}.amts button{padding:10px 16px;border:1px solid #ccc;background:#fff;border-radius:6px}
label{display:block;font-size:13px;margin:10px 0 4px}input,select{width:100%;padding:9px;border:1px solid #ccc;border-radius:6px;box-sizing:border-box}.go{margin-top:14px;width:100%;background:#2e7d32;color:#fff;border:0;padding:12px;border-radius:6px}`,
        body: `<b>First Baptist Church of Maplewood</b><div class="amts" style="margin-top:10px"><button>$25</button><button>$50</button><button>$100</button><button>$250</button><button>Other</button></div>
<label>Fund</label><select><option>General Fund</option><option>Missions</option><option>Building Fund</option><option>Benevolence</option></select>
<label>Frequency</label><select><option>One time</option><option>Weekly</option><option>Monthly</option></select>
<label>Email for receipt</label><input type="email"><label>Card</label><input placeholder="Card number" inputmode="numeric" autocomplete="cc-number">
<div style="display:flex;gap:8px"><input placeholder="MM / YY" autocomplete="cc-exp"><input placeholder="CVC" autocomplete="cc-csc"><input placeholder="ZIP"></div>
<button class="go">Give</button><p style="font-size:11px;color:#777">Secured by GiveBright · PCI DSS Level 1 · Cover the 2.9% fee ☐</p>`,
      })),
    },
  },
  {
    id: 'y-ok-yoga-booking-ptbr',
    label: 'clean',
    kind: 'smallbiz-site',
    url: `https://${ybHost}/agenda`,
    routes: {
      [`${ybHost}/agenda`]: htmlRoute(doc({
        lang: 'pt-BR',
        title: 'Agenda de Aulas | Espaço Yoga Luz – Pinheiros, São Paulo',
        head: builderHead('ks_yogaluz01'),
        css: `body{margin:0;font-family:"Nunito",Arial,sans-serif;background:#fffaf5;color:#4b3b33}
header{padding:18px 30px;display:flex;justify-content:space-between}header b{font-size:22px;color:#c2185b}
.g{max-width:900px;margin:0 auto;padding:0 20px}
table{width:100%;border-collapse:collapse}td,th{padding:10px;border-bottom:1px solid #f0e2d6;text-align:left;font-size:14px}
.bk{background:#c2185b;color:#fff;border:0;padding:6px 14px;border-radius:14px;cursor:pointer}
.m{display:none;position:fixed;inset:0;background:rgba(0,0,0,.4);align-items:center;justify-content:center}
.m div{background:#fff;padding:24px;border-radius:10px;width:340px}.m input{width:100%;padding:9px;margin:5px 0;box-sizing:border-box}`,
        body: `<header><b>Espaço Yoga Luz</b><span>Rua dos Pinheiros, 812 · (11) 95555-0132</span></header>
<div class="g"><h1>Agenda da semana</h1><p>Primeira aula experimental gratuita! Traga seu tapete ou use um dos nossos.</p>
<table><tr><th>Dia</th><th>Horário</th><th>Aula</th><th>Professora</th><th></th></tr>
${[['Seg', '07:00', 'Hatha Yoga', 'Carla'], ['Seg', '19:30', 'Vinyasa Flow', 'Bianca'], ['Ter', '12:15', 'Yoga no almoço (45 min)', 'Carla'], ['Qua', '18:00', 'Yin Yoga', 'Renata'], ['Qui', '07:00', 'Ashtanga Led', 'Bianca'], ['Sáb', '09:30', 'Yoga para gestantes', 'Renata']].map(([d, h, a, p]) => `<tr><td>${d}</td><td>${h}</td><td>${a}</td><td>${p}</td><td><button class="bk" data-a="${a}">Reservar</button></td></tr>`).join('')}</table>
<h2>Planos</h2><p>Avulsa R$ 60 · Mensal 2x/semana R$ 290 · Mensal livre R$ 390 · Pagamento por Pix ou cartão na recepção.</p></div>
<div class="m" id="m"><div><h3 id="ma">Reservar</h3><form method="post" action="/api/reservas"><input name="nome" placeholder="Seu nome" required><input name="whats" placeholder="WhatsApp" required><input name="email" placeholder="E-mail"><button class="bk">Confirmar</button></form></div></div>
${builderBadge}
<script>document.querySelectorAll('.bk[data-a]').forEach(function(b){b.onclick=function(){document.getElementById('ma').textContent='Reservar: '+b.dataset.a;document.getElementById('m').style.display='flex';}});</script>`,
      })),
      [`${ybHost}/api/reservas`]: jsonRoute({ ok: true }),
    },
  },
  {
    id: 'y-ok-tea-shop-ko',
    label: 'clean',
    kind: 'smallbiz-shop',
    url: `https://${koHost}/shop`,
    routes: {
      [`${koHost}/shop`]: htmlRoute(shopPage({
        lang: 'ko',
        title: '다원 찻집 | 하동 녹차 · 발효차 온라인 스토어',
        brand: '다원 茶園',
        accent: '#558b2f',
        banner: '5만원 이상 구매 시 무료배송 · 평일 오후 2시 이전 주문 당일 발송',
        nav: ['녹차', '발효차', '다구', '선물세트', '고객센터'],
        add: '장바구니 담기',
        products: [
          { name: '하동 우전 녹차 50g', price: '38,000원' },
          { name: '세작 녹차 80g', price: '24,000원' },
          { name: '황차 (발효차) 60g', price: '22,000원' },
          { name: '유기농 현미녹차 티백 40T', price: '12,500원' },
          { name: '백자 다기 세트 (2인)', price: '65,000원' },
          { name: '설 선물세트 A', price: '49,000원', badge: '설 특가' },
        ],
        footer: `상호: 다원 | 대표: 김다은 | 사업자등록번호: 123-45-67890 | 통신판매업신고: 2021-경남하동-0042<br>주소: 경상남도 하동군 화개면 쌍계로 123 | 고객센터 055-555-0188 | <a href="#">이용약관</a> · <a href="#">개인정보처리방침</a>`,
      })),
    },
  },
  {
    id: 'y-ok-hardware-store-pl',
    label: 'clean',
    kind: 'smallbiz-shop',
    url: `https://${plHost}/kategoria/elektronarzedzia`,
    routes: {
      [`${plHost}/kategoria/elektronarzedzia`]: htmlRoute(shopPage({
        lang: 'pl',
        title: 'Elektronarzędzia – Sklep Żelazny Kowalski, Rzeszów',
        brand: 'Żelazny Kowalski',
        accent: '#ef6c00',
        banner: 'Odbiór osobisty w sklepie przy ul. Lwowskiej 41 · Dostawa InPost od 12,99 zł',
        nav: ['Narzędzia', 'Elektronarzędzia', 'Ogród', 'Farby', 'Kontakt'],
        add: 'Do koszyka',
        products: [
          { name: 'Wkrętarka Makita DDF485Z 18V (body)', price: '489,00 zł' },
          { name: 'Szlifierka kątowa Bosch GWS 750-125', price: '269,00 zł' },
          { name: 'Młotowiertarka DeWalt D25133K', price: '649,00 zł', was: '699,00 zł', badge: 'Promocja' },
          { name: 'Wiertła do betonu – zestaw 8 szt.', price: '34,90 zł' },
          { name: 'Poziomica aluminiowa 60 cm', price: '29,99 zł' },
        ],
        footer: `P.H.U. Żelazny Kowalski Jan Kowalski · NIP 813-000-00-00 · ul. Lwowska 41, 35-301 Rzeszów · tel. 17 555 01 44<br>Płatności: Przelewy24, BLIK, karta, przy odbiorze · <a href="#">Regulamin</a> · <a href="#">Zwroty</a> · <a href="#">RODO</a>`,
        extraBody: tracking('G-ZKRZESZOW1'),
      })),
    },
  },
  {
    id: 'y-ok-law-firm-contact-en',
    label: 'clean',
    kind: 'smallbiz-site',
    url: `https://${lawHost}/contact/`,
    routes: {
      [`${lawHost}/contact/`]: htmlRoute(wpPage(
        { host: lawHost, name: 'Brennan Okafor LLP', nav: ['Home', 'Practice Areas', 'Attorneys', 'Client Portal', 'Contact'], accent: '#263238', theme: 'divi', footer: 'Brennan Okafor LLP · 1500 Market St, Suite 1200, Philadelphia, PA 19102 · Attorney Advertising. Prior results do not guarantee a similar outcome.' },
        'Contact',
        `<div class="wrap content"><div class="cols"><div><h1>Schedule a consultation</h1>
<p>Estate planning, real estate closings and small-business matters. Please do not send confidential information through this form; submitting it does not create an attorney–client relationship.</p>
<form method="post" action="/wp-json/gf/v2/forms/3/submissions"><label>Name</label><input name="input_1" required><label>Email</label><input name="input_2" type="email" required><label>Phone</label><input name="input_3"><label>Area</label><select name="input_4"><option>Wills &amp; Trusts</option><option>Real Estate</option><option>Business Formation</option><option>Other</option></select><label>Brief description</label><textarea name="input_5" rows="4"></textarea>
<button class="btn">Send</button></form></div>
<div class="card"><h3>Existing clients</h3><p>Documents are shared through our secure client portal. <a href="https://portal.${lawHost}/login">Client Portal login</a></p><h3>Office hours</h3><p>Mon–Fri 8:30–5:30 · (215) 555-0176</p></div></div></div>`,
        tracking('G-BOLLP19102'),
      )),
      ...wpAssets(lawHost, 'divi'),
      [`${lawHost}/wp-json/gf/v2/forms/3/submissions`]: jsonRoute({ is_valid: true, confirmation_message: 'Thank you.' }),
    },
  },
  {
    id: 'y-ok-photographer-client-login',
    label: 'clean',
    kind: 'smallbiz-login',
    url: `https://${phHost}/client-galleries`,
    routes: {
      [`${phHost}/client-galleries`]: htmlRoute(doc({
        lang: 'sv',
        title: 'Kundgallerier – Annika Lind Photography',
        head: builderHead('ks_alphoto'),
        css: `body{margin:0;font-family:"Cormorant Garamond",Georgia,serif;background:#faf8f6;color:#3a3330}
nav{text-align:center;padding:26px;letter-spacing:3px;font-size:14px}nav a{margin:0 12px;color:#3a3330;text-decoration:none}
h1{text-align:center;font-weight:400;font-size:40px}
.b{max-width:380px;margin:20px auto 60px;text-align:center}
input{width:100%;padding:12px;border:0;border-bottom:1px solid #a89c94;background:transparent;margin:10px 0;font-size:16px;box-sizing:border-box}
button{background:#3a3330;color:#fff;border:0;padding:12px 36px;letter-spacing:2px}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;max-width:900px;margin:0 auto}.g div{height:180px;background:#e9e2dc}`,
        body: `<nav><a href="/">HEM</a><a href="/brollop">BRÖLLOP</a><a href="/portratt">PORTRÄTT</a><a href="/client-galleries">KUNDGALLERI</a><a href="/kontakt">KONTAKT</a></nav>
<h1>Kundgalleri</h1>
<div class="b"><p>Ange galleriets kod och lösenordet du fått i mejlet efter fotograferingen.</p>
<form method="post" action="/_ks/gallery/unlock"><input name="gallery" placeholder="Gallerikod (t.ex. BROLLOP-ERIKSSON)" required><input name="password" type="password" placeholder="Lösenord" required><button>ÖPPNA GALLERI</button></form>
<p style="font-size:13px">Problem? Mejla hej@annikalind.se</p></div>
<div class="g"><div></div><div></div><div></div></div>
<p style="text-align:center;font-size:13px;margin:30px">© Annika Lind Photography · Göteborg · Org.nr 850101-XXXX</p>
${builderBadge}`,
      })),
      [`${phHost}/_ks/gallery/unlock`]: jsonRoute({ ok: false, error: 'Fel lösenord' }, 401),
    },
  },
  {
    id: 'y-ok-coworking-members-id',
    label: 'clean',
    kind: 'smallbiz-login',
    url: `https://${idHost}/member/login`,
    routes: {
      [`${idHost}/member/login`]: htmlRoute(doc({
        lang: 'id',
        title: 'Masuk Member – Ruang Kerja Coworking Bandung',
        css: `body{margin:0;font-family:"Poppins",Arial,sans-serif;background:#fff7e6;color:#2b2b2b}
.w{display:flex;min-height:100vh}.l{flex:1;background:#ffb300;padding:60px;color:#2b2b2b}.r{flex:1;padding:80px 60px}
input{width:100%;padding:12px;border:1px solid #ddd;border-radius:10px;margin:8px 0;box-sizing:border-box}
button{width:100%;padding:13px;border:0;border-radius:10px;background:#2b2b2b;color:#fff;font-weight:600}`,
        body: `<div class="w"><div class="l"><h1>Ruang Kerja</h1><p>Coworking &amp; meeting room di Dago, Bandung. Wi-Fi 300 Mbps, kopi gratis, locker pribadi.</p>
<ul><li>Hot desk harian Rp 75.000</li><li>Dedicated desk bulanan Rp 1.450.000</li><li>Ruang meeting 8 orang Rp 150.000/jam</li></ul></div>
<div class="r"><h2>Masuk ke akun member</h2><p>Booking ruang meeting, cek kuota print, dan unduh invoice.</p>
<form method="post" action="/member/login"><input name="email" type="email" placeholder="Email" required><input name="password" type="password" placeholder="Kata sandi" required><button>Masuk</button></form>
<p style="font-size:13px"><a href="/member/lupa-sandi">Lupa kata sandi?</a> · Belum jadi member? <a href="/paket">Lihat paket</a></p>
<p style="font-size:12px;color:#888">Jl. Ir. H. Juanda No. 210, Dago, Bandung 40135 · WA 0812-5555-0190</p></div></div>`,
      })),
    },
  },
  {
    id: 'y-ok-bike-repair-vi',
    label: 'clean',
    kind: 'smallbiz-site',
    url: `https://${viHost}/dat-lich`,
    routes: {
      [`${viHost}/dat-lich`]: htmlRoute(doc({
        lang: 'vi',
        title: 'Đặt lịch sửa xe – Sửa Xe Đạp Phương Anh, Quận 3',
        css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f4f6f8;color:#263238}
header{background:#00897b;color:#fff;padding:16px 24px}header small{display:block;opacity:.85}
.c{max-width:640px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}
label{display:block;margin:10px 0 4px;font-size:14px}input,select,textarea{width:100%;padding:10px;border:1px solid #cfd8dc;border-radius:6px;box-sizing:border-box}
button{margin-top:14px;background:#00897b;color:#fff;border:0;padding:12px 24px;border-radius:6px}
.p{font-size:14px;background:#e0f2f1;padding:10px;border-radius:6px}`,
        body: `<header><b>Sửa Xe Đạp Phương Anh</b><small>Chuyên xe đạp thể thao, xe road, MTB · 123 Võ Văn Tần, Phường 6, Quận 3, TP.HCM</small></header>
<div class="c"><h2>Đặt lịch bảo dưỡng</h2>
<div class="p">Bảng giá: Bảo dưỡng cơ bản 150.000đ · Bảo dưỡng toàn bộ 450.000đ · Thay săm 60.000đ · Căn chỉnh đề 80.000đ</div>
<form method="post" action="/api/dat-lich">
<label>Họ tên</label><input name="ten" required><label>Số điện thoại / Zalo</label><input name="sdt" required>
<label>Loại xe</label><select name="xe"><option>Xe road</option><option>Xe MTB</option><option>Xe touring</option><option>Xe gấp</option><option>Khác</option></select>
<label>Ngày mang xe đến</label><input name="ngay" type="date"><label>Mô tả tình trạng</label><textarea name="mota" rows="3"></textarea>
<button>Gửi đặt lịch</button></form>
<p style="font-size:13px;color:#607d8b">Giờ mở cửa: 8:00–20:00 tất cả các ngày trong tuần. Hotline 0909 555 014.</p></div>`,
      })),
      [`${viHost}/api/dat-lich`]: jsonRoute({ ok: true }),
      [`${viHost}/js/app.js`]: jsRoute(''),
    },
  },
];
