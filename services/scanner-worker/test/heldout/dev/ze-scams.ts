import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, gtag, foot, topbar } from '../parts/ze-kit.js';
import { jsonRoute, pngRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-scam-hk-lucky-draw-iphone',
  label: 'scam',
  kind: 'prize-scam',
  url: 'https://hk-lucky-draw.winner-prize.top/spin',
  body: doc({
    lang: 'zh-HK',
    title: '🎉 恭喜！你係今日嘅幸運用戶',
    css: 'body{background:#1a0933;color:#fff;text-align:center}.w{width:240px;height:240px;border-radius:50%;margin:20px auto;background:conic-gradient(#e91e63 0 60deg,#ffc107 0 120deg,#4caf50 0 180deg,#2196f3 0 240deg,#9c27b0 0 300deg,#ff5722 0);transition:transform 3s}.b{background:#ffc107;color:#000;font-size:20px}',
    body: `<h2>🎁 週年感謝祭 · 今日限定</h2><p>你已被隨機選中，可免費抽取 iPhone 17 Pro / Dyson / 百佳禮券</p><div class="w" id="w"></div><button class="b" id="s">立即抽獎</button><p id="r"></p>
<form id="f" style="display:none;max-width:420px;margin:auto;text-align:left" method="post" action="/claim"><p>恭喜抽中 iPhone 17 Pro！只需支付運費 HK$ 15 即可寄出</p><label>姓名</label><input name="n"><label>地址</label><input name="a"><label>卡號</label><input name="c"><label>到期日</label><input name="e"><label>CVV</label><input name="v"><button class="b">確認領獎</button></form>
<p style="font-size:11px;opacity:.6">剩餘獎品：<span id="left">3</span> 件 · 倒數 04:59</p>
<script>document.getElementById('s').onclick=function(){document.getElementById('w').style.transform='rotate(1845deg)';setTimeout(function(){document.getElementById('r').textContent='恭喜！你抽中 iPhone 17 Pro 🎉';document.getElementById('f').style.display='block'},3200)}</script>`,
  }),
},
  {
  id: 'ze-scam-sg-fake-shop-labubu',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://popmart-sg-outlet.shop/collections/labubu',
  routes: {
    'popmart-sg-outlet.shop/collections/labubu': htmlRoute(doc({
      lang: 'en-SG',
      title: 'LABUBU The Monsters – 70% OFF Clearance | POP MART SG Outlet',
      css: '.g{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.p{border:1px solid #eee;padding:10px;text-align:center}.old{text-decoration:line-through;color:#999}.pr{color:#e00;font-weight:bold}.bar{background:#000;color:#fff;text-align:center;padding:6px;font-size:13px}',
      body: `<div class="bar">🔥 Warehouse clearance – Free shipping islandwide – Only today!</div>${topbar('POP MART', '#fff', ['New', 'LABUBU', 'SKULLPANDA', 'CRYBABY', 'Sale'], '#000')}
<div class="wrap"><h2>LABUBU Collection</h2><div class="g">
<div class="p"><img src="/img/p1.png" width="120" height="120" alt=""><p>THE MONSTERS Exciting Macaron Vinyl Face Blind Box (Whole Set)</p><span class="old">S$179.00</span> <span class="pr">S$39.90</span></div>
<div class="p"><img src="/img/p2.png" width="120" height="120" alt=""><p>LABUBU Big Into Energy Series Plush Pendant</p><span class="old">S$45.00</span> <span class="pr">S$12.90</span></div>
<div class="p"><img src="/img/p3.png" width="120" height="120" alt=""><p>LABUBU 1000% Mega Collection - Limited</p><span class="old">S$1,299.00</span> <span class="pr">S$199.00</span></div></div>
<p style="font-size:12px">Payment: Bank transfer / PayNow only for clearance items (card payment temporarily unavailable). Orders ship in 15–25 working days. No returns on sale items.</p></div>
<footer><div class="wrap">© 2025 POP MART SG Outlet · Contact: popmart.outlet.sg@gmail.com</div></footer>`,
    })),
    'popmart-sg-outlet.shop/img/p1.png': pngRoute(240, 200, 180),
    'popmart-sg-outlet.shop/img/p2.png': pngRoute(200, 160, 140),
    'popmart-sg-outlet.shop/img/p3.png': pngRoute(120, 90, 70),
  },
},
  {
  id: 'ze-scam-id-pinjol-cair-cepat',
  label: 'scam',
  kind: 'loan-scam',
  url: 'https://dana-cepat-cair.pinjaman-id.com/',
  body: doc({
    lang: 'id',
    title: 'Pinjaman Online Cair 5 Menit Tanpa BI Checking',
    css: '.h{background:#0a7e3e;color:#fff;padding:26px 0;text-align:center}.b{background:#ff9800;color:#fff;width:100%;font-size:18px}',
    body: `<div class="h"><h1>Pinjaman Rp 1 - 50 Juta Cair 5 Menit!</h1><p>Tanpa jaminan · Tanpa BI Checking · Bunga 0,1% / hari · Terdaftar & diawasi OJK</p></div>
<div class="wrap" style="max-width:560px"><form method="post" action="/daftar"><label>Nama sesuai KTP</label><input name="nama"><label>NIK</label><input name="nik" maxlength="16"><label>No. WhatsApp</label><input name="wa"><label>Jumlah Pinjaman</label><select name="j"><option>Rp 5.000.000</option><option>Rp 10.000.000</option><option>Rp 25.000.000</option></select><label>Upload foto KTP + selfie</label><input type="file" name="ktp"><br><br><button class="b">AJUKAN SEKARANG</button></form>
<p style="font-size:13px">Setelah disetujui, transfer <b>biaya administrasi & asuransi 10%</b> ke rekening petugas sebelum dana dicairkan. Aplikasi akan meminta izin akses kontak dan galeri untuk verifikasi.</p>
<p style="font-size:11px;color:#777">PT Dana Cepat Cair Indonesia · OJK No. KEP-88/D.05/2023</p></div>`,
  }),
},
  {
  id: 'ze-scam-th-fake-shop-clearance',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://central-outlet-th.store/sale',
  body: doc({
    lang: 'th',
    title: 'ล้างสต็อก! ลดสูงสุด 90% ปิดกิจการ - Central Outlet',
    css: '.g{display:grid;grid-template-columns:repeat(2,1fr);gap:14px}.p{border:1px solid #eee;padding:10px}.pr{color:#d0021b;font-size:20px;font-weight:bold}.bar{background:#d0021b;color:#fff;text-align:center;padding:8px}',
    body: `<div class="bar">⏰ ปิดกิจการ ล้างสต็อกทั้งร้าน เหลือเวลา <span id="t">02:13:44</span></div><div class="wrap"><h2>สินค้าแบรนด์เนม ราคาโรงงาน</h2><div class="g">
<div class="p">Dyson V15 Detect เครื่องดูดฝุ่นไร้สาย<br><s>29,900</s> <span class="pr">฿2,490</span></div><div class="p">iPhone 16 Pro Max 256GB (ประกันศูนย์)<br><s>48,900</s> <span class="pr">฿5,990</span></div>
<div class="p">กระเป๋า Coach ของแท้ 100%<br><s>12,500</s> <span class="pr">฿890</span></div><div class="p">ทีวี Samsung 65" 4K<br><s>32,990</s> <span class="pr">฿3,290</span></div></div>
<p>ชำระเงินโดยโอนผ่านพร้อมเพย์เท่านั้น ไม่มีเก็บเงินปลายทาง แจ้งสลิปทางไลน์ @centraloutlet-th</p></div>
<footer><div class="wrap">© Central Outlet Thailand 2025</div></footer>`,
  }),
},
  {
  id: 'ze-scam-in-youtube-like-task',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://ytlike-earn.in/join',
  body: doc({
    lang: 'en-IN',
    title: 'Part Time Job – Like YouTube videos & earn ₹3000-₹8000 daily',
    css: '.c{max-width:560px;margin:auto;padding:20px}.g{background:#25d366;color:#fff;padding:14px;width:100%}.h{background:#ff0000;color:#fff;padding:20px;text-align:center}',
    body: `<div class="h"><h2>Work From Home – Part Time Job</h2><p>घर बैठे कमाएं ₹3000 – ₹8000 रोज़</p></div><div class="c">
<p>Simply like YouTube videos & follow Instagram pages and get ₹50 per task. Daily payout via UPI. Housewives, students, retired persons welcome.</p>
<p><b>Prepaid merchant tasks</b>: invest ₹1,000 and get ₹1,300 back in 10 minutes (30% profit guaranteed). Higher tasks up to ₹50,000.</p>
<p>HR: Ms. Priya (Amazon Partner Recruitment) – Telegram @priya_hr_task</p>
<button class="g" onclick="location.href='https://wa.me/919876500012?text=I%20want%20part%20time%20job'">Apply on WhatsApp</button></div>`,
  }),
},
  {
  id: 'ze-scam-jp-techsupport-virus-warning',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://win-anzen-keikoku.azure-support-jp.com/jp/?ph=0120',
  routes: {
    'win-anzen-keikoku.azure-support-jp.com/jp/': htmlRoute(doc({
      lang: 'ja',
      title: 'Windows Defender セキュリティ センター - 警告',
      css: 'body{background:#0078d7;color:#fff}.m{max-width:640px;margin:40px auto;background:#fff;color:#222;padding:24px;border:2px solid #c00}.tel{font-size:30px;color:#c00;font-weight:bold}',
      body: `<div class="m"><h2>⚠ Windows ファイアウォールの警告</h2><p>お使いのコンピュータはトロイの木馬型スパイウェアに感染しています。次のデータが危険にさらされています：<br>・クレジットカード情報　・メールアカウントのパスワード　・写真、ファイル</p>
<p>PCのロックを解除するには、直ちにMicrosoftサポートにお電話ください（通話無料）：</p><p class="tel">050-5532-8871</p>
<p style="font-size:12px">このウィンドウを閉じると個人情報が流出する可能性があります。エラーコード: #DW6VB36</p></div>
<audio id="a" src="/jp/beep.wav" autoplay loop></audio>
<script>document.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){}a.play()});window.onbeforeunload=function(){return '警告'};history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)}</script>`,
    })),
    'win-anzen-keikoku.azure-support-jp.com/jp/beep.wav': { status: 200, headers: { 'content-type': 'audio/wav' }, body: beepWav(1, 900) },
  },
},
  {
  id: 'ze-scam-my-macau-scam-police-case',
  label: 'scam',
  kind: 'gov-impersonation',
  url: 'https://pdrm-semakan-kes.my-gov.online/kes/',
  body: doc({
    lang: 'ms',
    title: 'PDRM - Semakan Kes Jenayah Komersial',
    css: '.t{background:#0b1f4b;color:#fff;padding:12px 0}.c{max-width:560px;margin:20px auto}.w{border:2px solid #c00;padding:12px;background:#fff5f5}',
    body: `<div class="t"><div class="wrap">Polis Diraja Malaysia · Jabatan Siasatan Jenayah Komersial (JSJK)</div></div><div class="c">
<div class="w"><b>NOTIS WARAN TANGKAP</b><br>No. Kes: BKT/JSJK/2025/08812. Nama anda dikaitkan dengan akaun bank yang digunakan untuk pengubahan wang haram (AMLA 2001).</div>
<p>Untuk membuktikan anda tidak terlibat, sila pindahkan semua simpanan ke akaun "Bank Negara Malaysia - Akaun Amanah Siasatan" bagi tujuan semakan. Wang akan dikembalikan dalam 7 hari bekerja selepas siasatan selesai.</p>
<p>Hubungi Inspektor Lim: <b>+60 11-5882 9031</b> (WhatsApp). Jangan maklumkan kepada sesiapa termasuk ahli keluarga — ini adalah siasatan sulit.</p>
<form method="post" action="/kes/semak"><label>No. MyKad</label><input name="ic"><label>Nama</label><input name="n"><label>Bank & No. Akaun</label><input name="acc"><button style="background:#0b1f4b;color:#fff">Semak Status Kes</button></form></div>`,
  }),
},
];
