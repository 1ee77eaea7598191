import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsonRoute, walletCss } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clean-maya-business-manager-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://manager.maya.ph/login',
  body: doc({
    title: 'Maya Business Manager',
    head: '<link rel="icon" href="/favicon.ico"><meta name="description" content="Maya Business Manager: view transactions, manage payment links and settlements.">',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Cerebri Sans",Inter,Arial;background:#f5f7f6;color:#111}.w{display:flex;min-height:100vh}.l{flex:1;background:#0b0b0b;color:#fff;padding:60px}.l .m{color:#00d563;font:800 36px Arial}
.r{width:480px;background:#fff;padding:70px 50px}label{display:block;font-size:13px;color:#555;margin:16px 0 6px}input{width:100%;padding:12px;border:1px solid #ccd3cf;border-radius:8px;font-size:15px}
button{width:100%;margin-top:22px;background:#00d563;color:#0b0b0b;border:0;border-radius:8px;padding:13px;font-size:15px;font-weight:700}.f{font-size:13px;margin-top:16px}@media(max-width:820px){.l{display:none}.r{width:100%}}`,
    body: `<div class="w"><div class="l"><div class="m">maya</div><h1>Business Manager</h1><p>Accept payments online and in-store, track transactions and settlements, and manage your team's access.</p></div>
<div class="r"><h2>Log in</h2><form id="lg" method="post" action="/api/auth/login"><label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="username" required><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required><button>Log in</button></form>
<p class="f"><a href="/forgot-password">Forgot password?</a></p><p class="f">Not yet a Maya Business merchant? <a href="https://www.maya.ph/business/sign-up">Sign up</a></p>
<p class="f" style="color:#777">Maya Philippines, Inc. is regulated by the Bangko Sentral ng Pilipinas. <a href="https://www.maya.ph/privacy">Privacy</a></p></div></div>`,
  }),
},
{
  id: 'zy-clean-dana-blog-waspada-dana-kaget',
  label: 'clean',
  kind: 'brand-help-article',
  url: 'https://www.dana.id/blog/waspada-penipuan-dana-kaget-palsu',
  body: doc({
    title: 'Waspada Penipuan DANA Kaget Palsu, Kenali Ciri-cirinya | DANA',
    lang: 'id',
    css: `body{margin:0;font-family:"Nunito Sans",Arial;color:#222}.hd{background:#118ee9;color:#fff;padding:14px 30px;font-weight:800;font-size:22px}.w{max-width:760px;margin:28px auto;padding:0 20px}.w p,.w li{line-height:1.75;font-size:17px}
.q{background:#f3f8fd;border-left:4px solid #118ee9;padding:12px 16px;font-style:italic}.tag{display:inline-block;background:#e6f3fd;color:#118ee9;border-radius:12px;padding:2px 10px;font-size:13px}`,
    body: `<div class="hd">DANA</div><div class="w"><span class="tag">Edukasi Keamanan</span><h1>Waspada Penipuan DANA Kaget Palsu, Kenali Ciri-cirinya</h1><p style="color:#777">Tim DANA · 3 Juni 2025</p>
<p>DANA Kaget adalah fitur untuk berbagi saldo dalam bentuk amplop digital kepada teman dan keluarga. Sayangnya, fitur ini sering dicatut oleh penipu. Mereka menyebarkan tautan yang mengaku sebagai DANA Kaget, lalu meminta korban memasukkan nomor HP dan PIN DANA di sebuah situs.</p>
<p>Contoh pesan yang beredar di grup WhatsApp:</p><p class="q">"Selamat! Kamu dapat DANA Kaget Rp 350.000, sisa 3 amplop lagi. Klik link berikut untuk klaim sebelum kehabisan…"</p>
<h3>Ciri-ciri DANA Kaget palsu</h3><ul><li>DANA Kaget asli selalu dibuka di aplikasi DANA melalui tautan <b>link.dana.id</b>, bukan situs lain.</li><li>DANA Kaget asli <b>tidak pernah</b> meminta kamu memasukkan PIN atau kode OTP di halaman web.</li><li>Nominal yang terlalu besar dan hitungan mundur yang mendesak adalah tanda bahaya.</li></ul>
<p>Jika kamu terlanjur memasukkan PIN, segera ubah PIN di aplikasi (Saya › Pengaturan Keamanan › Ubah PIN) dan hubungi Customer Service DANA di 1500 445 atau melalui fitur Bantuan di aplikasi.</p></div>`,
  }),
},
{
  id: 'zy-clean-bkash-pin-safety-bengali',
  label: 'clean',
  kind: 'brand-help-article',
  url: 'https://www.bkash.com/bn/help/security/pin-and-otp-safety',
  body: doc({
    title: 'পিন ও ভেরিফিকেশন কোড নিরাপদ রাখুন | বিকাশ',
    lang: 'bn',
    css: `body{margin:0;font-family:"Hind Siliguri",Arial;color:#222;background:#fff}.hd{background:#e2136e;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.w{max-width:800px;margin:26px auto;padding:0 20px}.w p,.w li{line-height:1.9;font-size:17px}
.card{border:1px solid #f3c1d7;border-radius:12px;padding:16px;margin:14px 0}.apps a{display:inline-block;background:#111;color:#fff;padding:10px 16px;border-radius:8px;margin-right:8px;text-decoration:none}`,
    body: `<div class="hd"><b>bKash</b><span>হেল্পলাইন ১৬২৪৭</span></div><div class="w"><h1>আপনার পিন ও ভেরিফিকেশন কোড নিরাপদ রাখুন</h1>
<p>বিকাশ কখনোই ফোন, এসএমএস, ফেসবুক বা কোনো ওয়েবসাইটের মাধ্যমে আপনার পিন বা ভেরিফিকেশন কোড জানতে চায় না। "ক্যাশব্যাক", "উপবৃত্তি" বা "অ্যাকাউন্ট বন্ধ হয়ে যাবে" বলে কেউ পিন চাইলে সেটি প্রতারণা।</p>
<div class="card"><b>মনে রাখুন</b><ul><li>পিন শুধু বিকাশ অ্যাপ বা *247# ডায়াল করে নিজে ব্যবহার করুন।</li><li>অপরিচিত লিংকে ক্লিক করে কোনো তথ্য দেবেন না।</li><li>ভুল করে টাকা এসেছে বলে কেউ ফেরত চাইলে আগে নিজের স্টেটমেন্ট দেখুন, প্রয়োজনে ১৬২৪৭-এ কল করুন।</li></ul></div>
<p>প্রতারণার শিকার হলে সাথে সাথে ১৬২৪৭ নম্বরে কল করুন অথবা নিকটস্থ বিকাশ কাস্টমার কেয়ারে যোগাযোগ করুন।</p>
<p>বিকাশ অ্যাপ ডাউনলোড করুন শুধুমাত্র অফিসিয়াল স্টোর থেকে:</p><div class="apps"><a href="https://play.google.com/store/apps/details?id=com.bKash.customerapp">Google Play</a><a href="https://apps.apple.com/app/bkash/id1351183172">App Store</a></div></div>`,
  }),
},
{
  id: 'zy-clean-klikbca-individual-login-pin',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://ibank.klikbca.com/login.jsp?locale=id_ID&from=home',
  body: doc({
    title: 'KlikBCA Individual',
    lang: 'id',
    css: `body{margin:0;font-family:Verdana,Arial;font-size:12px;background:#fff}.hd{background:#0060af;height:70px;display:flex;align-items:center;padding:0 20px;color:#fff}.hd b{font:italic 900 28px Arial}
.t{width:760px;max-width:96vw;margin:20px auto;display:flex;gap:20px}.lg{width:300px;border:1px solid #9cb8d6;padding:14px;background:#f2f7fc}.lg input{width:160px;padding:3px;border:1px solid #7a9cc6}.lg td{padding:4px}
.info{flex:1;line-height:1.6}.info h4{color:#0060af;margin:0 0 6px}.warn{color:#b00;font-weight:bold}`,
    body: `<div class="hd"><b>BCA</b>&nbsp;&nbsp;KlikBCA Individual</div>
<div class="t"><div class="lg"><form name="iBankForm" method="post" action="/authentication.do" onsubmit="return doLogin()"><input type="hidden" name="value(actions)" value="login">
<table><tr><td colspan="2"><b>Silakan memasukkan USER ID Anda</b></td></tr><tr><td>User ID</td><td><input name="value(user_id)" id="user_id" maxlength="12" autocomplete="off"></td></tr>
<tr><td colspan="2"><b>Silakan memasukkan PIN Internet Banking Anda</b></td></tr><tr><td>PIN</td><td><input name="value(pswd)" id="pswd" type="password" maxlength="6" autocomplete="off"></td></tr>
<tr><td></td><td><input type="submit" value="LOGIN" style="width:auto;background:#0060af;color:#fff;border:0;padding:4px 16px"></td></tr></table></form></div>
<div class="info"><h4>Hati-hati terhadap modus penipuan</h4><p class="warn">BCA tidak pernah meminta nasabah memilih "tarif transaksi" melalui link, WhatsApp atau media sosial.</p><p>Pastikan alamat situs yang Anda akses adalah <b>https://ibank.klikbca.com</b>. Jangan memberikan User ID, PIN, kode KeyBCA (APPLI 1/2) atau OTP kepada siapa pun, termasuk yang mengaku sebagai petugas BCA.</p><p>Halo BCA 1500888 · PT Bank Central Asia Tbk terdaftar dan diawasi oleh OJK serta merupakan peserta penjaminan LPS.</p></div></div>
<script>function doLogin(){var u=document.getElementById("user_id").value,p=document.getElementById("pswd").value;if(!u||p.length<6){alert("Silakan masukkan User ID dan PIN Anda");return false}return true}</script>`,
  }),
},
{
  id: 'zy-clean-tng-budi95-faq',
  label: 'clean',
  kind: 'brand-help-article',
  url: 'https://www.touchngo.com.my/faq/budi95-fuel-subsidy/',
  body: doc({
    title: 'BUDI95 RON95 Subsidy FAQ | Touch \'n Go',
    lang: 'ms',
    css: `body{margin:0;font-family:"Nunito",Arial;color:#1f2a44}.hd{background:#0060ae;color:#fff;padding:14px 30px;font-weight:800;font-size:20px}.w{max-width:820px;margin:26px auto;padding:0 20px}
details{border:1px solid #d8e3f0;border-radius:10px;margin:10px 0;padding:12px 16px}summary{font-weight:700;cursor:pointer}details p{line-height:1.7}.note{background:#fff7d6;border-radius:10px;padding:14px}`,
    body: `<div class="hd">Touch 'n Go</div><div class="w"><h1>Soalan Lazim: Subsidi Petrol RON95 (BUDI95)</h1>
<p class="note"><b>Penting:</b> Subsidi BUDI95 diberikan secara automatik semasa anda membayar di stesen minyak menggunakan MyKad. Anda <b>tidak perlu</b> mendaftar atau "menuntut" melalui mana-mana pautan. Touch 'n Go tidak akan meminta PIN eWallet, kata laluan atau TAC anda melalui SMS, WhatsApp atau laman web.</p>
<details open><summary>Siapa yang layak?</summary><p>Warganegara Malaysia yang memiliki lesen memandu yang sah. Semakan kelayakan boleh dibuat di portal rasmi kerajaan.</p></details>
<details><summary>Bolehkah saya bayar menggunakan TNG eWallet?</summary><p>Ya. Imbas MyKad di pam, kemudian bayar menggunakan TNG eWallet seperti biasa. Harga bersubsidi akan dikenakan secara automatik.</p></details>
<details><summary>Saya menerima mesej "tuntut RM200 subsidi" dengan pautan. Apa perlu saya buat?</summary><p>Jangan klik pautan tersebut. Laporkan kepada kami melalui Help Centre dalam aplikasi atau hubungi Pusat Respons Scam Kebangsaan (NSRC) di 997.</p></details></div>`,
  }),
},
{
  id: 'zy-clean-lhdn-mytax-login',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://mytax.hasil.gov.my/auth/login?lang=ms',
  body: doc({
    title: 'MyTax - Lembaga Hasil Dalam Negeri Malaysia',
    lang: 'ms',
    css: `body{margin:0;font-family:Arial;background:#eef1f7}.hd{background:#1b2f6b;color:#fff;padding:14px 24px}.m{max-width:960px;margin:30px auto;display:flex;gap:24px;padding:0 20px}.lg{flex:0 0 360px;background:#fff;border-radius:8px;padding:24px}
.lg select,.lg input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #c5cde0;border-radius:5px;margin:6px 0 14px}.lg button{width:100%;background:#1b2f6b;color:#fff;border:0;padding:12px;border-radius:5px}
.ann{flex:1;background:#fff;border-radius:8px;padding:24px;font-size:14px;line-height:1.6}@media(max-width:760px){.m{display:block}}`,
    body: `<div class="hd"><b>MyTax</b> · Lembaga Hasil Dalam Negeri Malaysia</div>
<div class="m"><div class="lg"><h3 style="margin-top:0">Log Masuk</h3><form method="post" action="/auth/login"><label>Jenis pengenalan</label><select name="idtype"><option value="1">MyKad / MyKAS</option><option value="2">Pasport</option><option value="3">Polis / Tentera</option></select>
<label>No. pengenalan</label><input name="idno" inputmode="numeric" required><button>Hantar</button></form><p style="font-size:12px"><a href="/auth/forgot">Lupa kata laluan?</a> · <a href="/auth/register">Daftar (e-Daftar)</a></p></div>
<div class="ann"><h3 style="margin-top:0">Pengumuman</h3><p><b>Amaran penipuan:</b> LHDNM tidak menghantar SMS atau e-mel yang mengandungi pautan untuk menuntut bayaran balik cukai. Bayaran balik dikreditkan terus ke akaun bank yang didaftarkan dalam e-Filing. LHDNM tidak akan meminta anda log masuk ke perbankan internet melalui pautan.</p><p>Tarikh akhir pengemukaan BE 2024: 30 April 2025 (e-Filing: 15 Mei 2025).</p><p>Hasil Care Line: 03-8911 1000</p></div></div>`,
  }),
},
];
