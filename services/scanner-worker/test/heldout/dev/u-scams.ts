import type { Entry } from '../entry.js';
import { doc, mobileCss, corpCss, shell, cardFields, stepScript, okJson, img, htmlRoute, jsRoute, jsonRoute, fbq, gtag } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-scam-kedai-dyson-clearance-ms',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://dysonmy-clearance.shop/',
  body: doc({
    lang: 'ms',
    title: 'Dyson Malaysia | Jualan Penutupan Gudang - Diskaun 85%',
    head: fbq('884412907731220'),
    css: corpCss('#111', '#c8102e') + '.p{background:#fff;border-radius:8px;padding:14px;text-align:center}.p .img{height:150px;background:#e9e9e9;border-radius:6px;margin-bottom:8px}.old{text-decoration:line-through;color:#999;font-size:13px}.new{color:#c8102e;font-size:20px;font-weight:bold}.strip{background:#c8102e;color:#fff;text-align:center;padding:8px;font-weight:bold}',
    body: `<div class="strip">🔥 JUALAN PENUTUPAN GUDANG — STOK TERHAD — TAMAT DALAM <span id="cd">02:59:41</span></div>` + shell({ brand: 'dyson', logo: 'dyson', nav: ['Pembersih Vakum', 'Penjagaan Rambut', 'Penulen Udara', 'Promosi'], footer: 'Dyson Malaysia Official Outlet © 2026 · Penghantaran percuma ke seluruh Semenanjung, Sabah & Sarawak', links: ['Hubungi Kami', 'Polisi Pemulangan', 'Penghantaran'] })(`<h1>Gudang kami akan ditutup — semua stok mesti dijual!</h1>
<p>Disebabkan pengubahsuaian gudang di Shah Alam, semua produk dijual pada harga kos. Bayaran melalui pindahan bank sahaja untuk mendapatkan harga istimewa.</p>
<div class="grid">
<div class="p"><div class="img"></div><b>Dyson V15 Detect Absolute</b><div class="old">RM3,499.00</div><div class="new">RM459.00</div><a class="btn" href="#order">Beli Sekarang</a></div>
<div class="p"><div class="img"></div><b>Dyson Airwrap Multi-styler Complete Long</b><div class="old">RM2,599.00</div><div class="new">RM389.00</div><a class="btn" href="#order">Beli Sekarang</a></div>
<div class="p"><div class="img"></div><b>Dyson Supersonic HD15</b><div class="old">RM1,899.00</div><div class="new">RM279.00</div><a class="btn" href="#order">Beli Sekarang</a></div>
<div class="p"><div class="img"></div><b>Dyson Purifier Hot+Cool HP10</b><div class="old">RM2,799.00</div><div class="new">RM399.00</div><a class="btn" href="#order">Beli Sekarang</a></div>
</div>
<div class="card" id="order" style="margin-top:24px"><h2>Cara Membuat Pesanan</h2>
<ol><li>Isi borang di bawah.</li><li>Buat pindahan ke akaun: <b>Maybank 1640 2288 1937 — NURUL AINA BT ISMAIL</b> (wakil jualan gudang).</li><li>Hantar resit ke WhatsApp <b>+60 11-2739 0045</b>. Barang dihantar dalam 2-3 hari bekerja.</li></ol>
<form method="post" action="/order.php"><label>Nama</label><input name="n"><label>No. Telefon</label><input name="t"><label>Alamat</label><input name="a"><label>Produk</label><select name="p"><option>Dyson V15 Detect Absolute — RM459</option><option>Dyson Airwrap — RM389</option><option>Dyson Supersonic — RM279</option></select><br><br><button>Hantar Pesanan</button></form>
<p class="muted">⭐⭐⭐⭐⭐ "Barang original, sampai dalam 2 hari!" — Siti, Johor Bahru &nbsp; ⭐⭐⭐⭐⭐ "Terbaik, murah gila" — Ah Keong, Penang</p></div>
<script>var s=10781;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('cd').textContent=[h,m,x].map(function(v){return('0'+v).slice(-2)}).join(':')},1000)</script>`),
  }),
  routes: { 'dysonmy-clearance.shop/order.php': htmlRoute(doc({ lang: 'ms', title: 'Terima kasih', body: '<h2>Pesanan diterima!</h2><p>Sila buat bayaran dalam masa 30 minit dan hantar resit ke WhatsApp kami.</p>' })) },
},
{
  id: 'u-scam-loja-black-friday-pix-only',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://magazineofertas-blackfriday.store/produto/iphone-15-pro-max-256gb',
  body: doc({
    lang: 'pt-BR',
    title: 'iPhone 15 Pro Max 256GB - Titânio Natural | Black Friday',
    head: gtag('AW-10982277311') + fbq('1209938471002'),
    css: corpCss('#0086ff', '#00a650') + '.price{font-size:34px;color:#00a650;font-weight:800}.de{text-decoration:line-through;color:#888}.tag{background:#ffe600;padding:4px 8px;border-radius:4px;font-weight:bold;font-size:13px}',
    body: shell({ brand: 'Magazine Ofertas', logo: 'magazine<b>ofertas</b>', nav: ['Celulares', 'TVs', 'Eletrodomésticos', 'Black Friday'], footer: 'Magazine Ofertas Comércio Eletrônico © 2026 · Atendimento: sac@magazineofertas-blackfriday.store', links: ['Trocas e devoluções', 'Política de privacidade'] })(`<div class="card"><div class="grid"><div style="height:320px;background:#eee;border-radius:8px"></div><div>
<span class="tag">BLACK FRIDAY · -78%</span><h1>Apple iPhone 15 Pro Max 256GB Titânio Natural</h1><p>⭐⭐⭐⭐⭐ (2.318 avaliações)</p>
<p class="de">R$ 9.299,00</p><p class="price">R$ 1.997,00 <small style="font-size:14px">no Pix</small></p>
<p>🚚 Frete GRÁTIS para todo o Brasil · Restam apenas <b style="color:red">4 unidades</b></p>
<p><b>Pagamento somente via Pix</b> (cartão indisponível durante a Black Friday devido à alta demanda).</p>
<a class="btn" href="/checkout?sku=IP15PM256" style="background:#00a650">Comprar agora</a></div></div></div>
<div class="card"><h3>Quem comprou, aprovou</h3><p>"Chegou em 5 dias, lacrado e com nota!" — Juliana R., Campinas</p><p>"Achei que era golpe mas é real kkkk" — Marcos T., Recife</p></div>`),
  }),
  routes: {
    'magazineofertas-blackfriday.store/checkout': htmlRoute(doc({ lang: 'pt-BR', title: 'Finalizar compra', css: mobileCss('#00a650') + '.pix{font-family:monospace;font-size:11px;word-break:break-all;background:#f3f3f3;padding:10px}', body: `<div class="bar">Finalizar pedido</div><div class="wrap"><div class="box"><h2>Pague com Pix: R$ 1.997,00</h2><p>O pedido é reservado por 15 minutos.</p><div class="pix">00020126360014br.gov.bcb.pix0114+5511987650000520400005303986540519975802BR5914LOJA ONLINE ME6009SAO PAULO62070503***6304F0D3</div><button onclick="navigator.clipboard.writeText(document.querySelector('.pix').textContent)">Copiar Pix</button></div><form class="box" method="post" action="/pedido"><label>Nome</label><input name="n"><label>CPF</label><input name="cpf"><label>CEP</label><input name="cep"><label>WhatsApp</label><input name="w"><button>Já paguei</button></form></div>` })),
    'magazineofertas-blackfriday.store/pedido': okJson(),
  },
},
{
  id: 'u-scam-tugas-like-komisi-usdt-id',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://tiktokshop-mitra.id-kerja.com/app/#/tugas',
  body: doc({
    lang: 'id',
    title: 'TikTok Shop Mitra - Kerja Paruh Waktu',
    css: mobileCss('#111') + 'body{background:#0f0f14;color:#eee}.box{background:#1c1c24;color:#eee}.lv{display:flex;gap:8px}.lv div{flex:1;background:#2a2a36;border-radius:8px;padding:10px;font-size:12px;text-align:center}.lv b{display:block;color:#25f4ee;font-size:16px}.task{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #333;padding:10px 0;font-size:14px}.task a{background:#fe2c55;color:#fff;border-radius:16px;padding:6px 14px;text-decoration:none;font-size:13px}',
    body: `<div class="bar">TikTok Shop · Program Mitra</div>
<div class="wrap" id="app">
<div class="box"><h2>Saldo Anda: <span style="color:#25f4ee">Rp 214.000</span></h2><p style="font-size:13px">Selesaikan 30 tugas/hari dan dapatkan komisi Rp 8.000 – Rp 15.000 per tugas. Penarikan langsung ke DANA / OVO / GoPay.</p></div>
<div class="box"><h2>Level VIP</h2><div class="lv"><div>VIP1<b>Rp 100rb</b>komisi 3%</div><div>VIP2<b>Rp 1jt</b>komisi 8%</div><div>VIP3<b>Rp 5jt</b>komisi 15%</div></div>
<p style="font-size:13px">Untuk membuka tugas berikutnya, lakukan isi ulang (top up) sesuai level. Dana + komisi akan dikembalikan setelah 30 tugas selesai.</p>
<p style="font-size:13px">Top up via USDT (TRC20): <b style="word-break:break-all">TQ7mX3zK9uPeV1a8sY2bN4dR6fH5jL0cWq</b> atau transfer BCA 0842 117 392 a.n. CV Mitra Digital Sejahtera</p>
<button onclick="location.href='https://t.me/mentor_rina_tts'">Hubungi Mentor untuk Top Up</button></div>
<div class="box"><h2>Tugas Hari Ini (12/30)</h2>
<div class="task"><span>Like & follow toko "Glowy Beauty Official"</span><a href="#">Kerjakan</a></div>
<div class="task"><span>Beri ulasan bintang 5 untuk produk #A2281</span><a href="#">Kerjakan</a></div>
<div class="task"><span>Pesanan gabungan (komisi 3x) 🔒 VIP2</span><a href="#">Terkunci</a></div></div>
<div class="box" style="font-size:12px"><b>Penarikan terbaru:</b><br>08xx-xxxx-1209 menarik Rp 1.250.000 ✅<br>08xx-xxxx-7731 menarik Rp 3.400.000 ✅<br>08xx-xxxx-5520 menarik Rp 780.000 ✅</div>
</div>`,
  }),
},
{
  id: 'u-scam-hun-guaranteed-return-line-th',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://settrade-vip-group.com/th/',
  body: doc({
    lang: 'th',
    title: 'กลุ่มลงทุนหุ้น VIP - กำไรแน่นอน 30% ต่อเดือน',
    css: corpCss('#0b3b60', '#06c755') + 'body{font-family:Tahoma,sans-serif}.hero{background:#0b3b60;color:#fff;padding:40px 20px;text-align:center}.hero h1{font-size:30px}',
    body: `<div class="hero"><h1>ลงทุนหุ้นกับนักวิเคราะห์มืออาชีพ รับปันผลแน่นอน 30% ต่อเดือน</h1><p>ไม่ต้องมีประสบการณ์ ทีมงานเทรดให้ทั้งหมด ถอนได้ทุกวัน ไม่มีความเสี่ยง</p><a class="btn" href="https://line.me/ti/g2/vipstock_th_888" style="background:#06c755">เข้ากลุ่ม LINE ฟรี</a></div>
<main><div class="grid">
<div class="card"><h3>แพ็กเกจ Silver</h3><p>ลงทุนขั้นต่ำ 10,000 บาท<br>ผลตอบแทน 3,000 บาท/เดือน</p></div>
<div class="card"><h3>แพ็กเกจ Gold</h3><p>ลงทุนขั้นต่ำ 50,000 บาท<br>ผลตอบแทน 17,500 บาท/เดือน</p></div>
<div class="card"><h3>แพ็กเกจ Platinum</h3><p>ลงทุนขั้นต่ำ 200,000 บาท<br>ผลตอบแทน 80,000 บาท/เดือน + โบนัส</p></div></div>
<div class="card"><h3>รีวิวจากสมาชิก</h3><p>"ลงไป 50,000 ได้คืนมา 120,000 ใน 3 เดือน ขอบคุณอาจารย์มากค่ะ" — คุณน้ำฝน, เชียงใหม่</p><p>"ตอนแรกไม่เชื่อ ตอนนี้ลาออกจากงานประจำแล้ว" — คุณต้น, ขอนแก่น</p>
<p class="muted">ได้รับอนุญาตจาก ก.ล.ต. เลขที่ 0105/2567 · ฝากเงินเข้าบัญชีกสิกรไทย 123-4-56789-0 ชื่อบัญชี นาย ธนพล ศรีสุข (ผู้จัดการกองทุน)</p></div></main>`,
  }),
},
{
  id: 'u-scam-pinjol-biaya-pencairan-id',
  label: 'scam',
  kind: 'loan-fee-scam',
  url: 'https://danacepat-ojk.com/pengajuan/status',
  body: doc({
    lang: 'id',
    title: 'Dana Cepat - Status Pengajuan Pinjaman',
    css: mobileCss('#00a39e'),
    body: `<div class="bar">Dana Cepat · Pinjaman Online Terpercaya</div>
<div class="wrap">
<div class="box"><h2>✅ Pengajuan Anda DISETUJUI</h2>
<div class="row"><span>Nama</span><b id="nm">—</b></div><div class="row"><span>Plafon disetujui</span><b>Rp 15.000.000</b></div><div class="row"><span>Tenor</span><b>12 bulan</b></div><div class="row"><span>Bunga</span><b>0,5% / bulan</b></div><div class="row"><span>Status</span><b class="red">Menunggu biaya asuransi</b></div></div>
<div class="box"><h2>Langkah terakhir sebelum pencairan</h2><p style="font-size:14px">Sesuai ketentuan OJK, nasabah baru wajib membayar <b>biaya asuransi pinjaman 5% (Rp 750.000)</b> untuk verifikasi rekening. Biaya akan dikembalikan bersama dana pinjaman dalam 1x24 jam.</p>
<p style="font-size:14px">Transfer ke:<br><b>BRI 0327 0100 4412 508 a.n. RUDI HARTONO</b><br>(staf keuangan Dana Cepat)</p>
<p class="tip">Jika biaya tidak dibayar dalam 2 jam, pengajuan dibatalkan dan data Anda diblokir di seluruh platform pinjaman. Terdaftar dan diawasi OJK No. KEP-218/NB.213/2026.</p>
<button onclick="location.href='https://wa.me/6281299004411?text=Saya%20sudah%20transfer%20biaya%20asuransi'">Konfirmasi Transfer via WhatsApp</button></div>
</div>
<script>try{document.getElementById('nm').textContent=(new URLSearchParams(location.search).get('n')||'Bapak/Ibu Nasabah')}catch(e){}</script>`,
  }),
},
];
