import { type Entry } from '../entry.js';
import { doc, logos, orgFooter, cardFieldsFr, luhnJs } from '../parts/xe-kit.js';
import { jsRoute, cssRoute } from '../parts/e-bin.js';

/**
 * Banks' own pages on their own domains: the online-banking logins that kits copy (Attijarinet, CIH Online,
 * BMCE Direct, Chaabi Net, BIATNET, Ecobank Online), a password reset with SMS code, the CMI card payment
 * gateway, a mobile-app page and a bank's fraud-awareness page quoting phishing SMS.
 */

const attijarinetOfficial: Entry = (() => {
  const host = 'attijarinet.attijariwafa.com';
  return {
    id: 'xe-clean-attijarinet-connexion-officielle',
    label: 'clean',
    kind: 'bank-login-official',
    url: `https://${host}/particuliers/auth/login`,
    headers: { 'strict-transport-security': 'max-age=31536000; includeSubDomains', 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'" },
    body: doc({
      title: 'Attijarinet - Banque en ligne | Attijariwafa bank',
      head: `<link rel="stylesheet" href="/particuliers/static/css/app.3f1c2a.css"><meta name="description" content="Attijarinet, le service de banque en ligne d'Attijariwafa bank.">`,
      body: `<header class="hdr"><a href="https://www.attijariwafabank.com/fr">${logos.attijari(40)}</a><nav><a href="https://www.attijariwafabank.com/fr/particuliers">Particuliers</a><a href="https://www.attijariwafabank.com/fr/professionnels">Professionnels</a><a href="/particuliers/aide">Aide</a><a href="?lang=ar">العربية</a></nav></header>
<main class="main"><section class="login"><h1>Connexion à Attijarinet</h1>
<form method="post" action="/particuliers/auth/login" autocomplete="off"><input type="hidden" name="_csrf" value="b7c2e91d-4a0f-4d3e-9b55-0e6f1d2a8c44">
<label for="username">Identifiant</label><input id="username" name="username" maxlength="12" required>
<label for="password">Mot de passe</label><input id="password" name="password" type="password" required>
<button type="submit">Se connecter</button></form>
<p><a href="/particuliers/auth/forgot">Mot de passe oublié ?</a> · <a href="/particuliers/auth/activation">Activer mon accès</a></p></section>
<aside class="tips"><h2>Conseils de sécurité</h2><ul><li>Attijariwafa bank ne vous demandera jamais vos codes d'accès, le code reçu par SMS ou les données de votre carte par e-mail, SMS, WhatsApp ou téléphone.</li><li>Vérifiez toujours que l'adresse commence par https://attijarinet.attijariwafa.com.</li><li>Ne cliquez pas sur les liens reçus par SMS vous annonçant un blocage de carte.</li><li>En cas de doute, appelez Attijari Client au 05 22 58 88 55.</li></ul></aside></main>
${orgFooter('Attijariwafa bank', '2025', [['https://www.attijariwafabank.com/fr/mentions-legales', 'Mentions légales'], ['https://www.attijariwafabank.com/fr/securite', 'Sécurité'], ['https://www.attijariwafabank.com/fr/contact', 'Contact']])}
<script src="/particuliers/static/js/login.8a2d1e.js" defer></script>`,
    }),
    routes: {
      [`${host}/particuliers/static/css/app.3f1c2a.css`]: cssRoute(`body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5}.hdr{display:flex;justify-content:space-between;align-items:center;background:#fff;padding:10px 32px;border-bottom:4px solid #f6a800}.hdr nav a{margin-left:18px;color:#333;text-decoration:none}.main{display:flex;gap:30px;max-width:960px;margin:36px auto}.login{flex:1;background:#fff;padding:28px;border-radius:4px}.login label{display:block;margin:14px 0 4px}.login input{width:100%;padding:11px;border:1px solid #ccc;box-sizing:border-box}.login button{margin-top:18px;background:#f6a800;border:0;padding:12px 30px;font-weight:bold}.tips{flex:0 0 320px;background:#fff8e6;padding:20px;font-size:14px}`),
      [`${host}/particuliers/static/js/login.8a2d1e.js`]: jsRoute(`document.addEventListener('DOMContentLoaded',function(){var f=document.querySelector('form');f.addEventListener('submit',function(){f.querySelector('button').disabled=true})});`),
    },
  };
})();

const cihOnlineOfficial: Entry = {
  id: 'xe-clean-cih-online-connexion',
  label: 'clean',
  kind: 'bank-login-official',
  url: 'https://cihonline.cihbank.ma/cihonline/login',
  headers: { 'strict-transport-security': 'max-age=63072000', 'x-content-type-options': 'nosniff' },
  body: doc({
    title: 'CIH Online | CIH BANK',
    css: `body{margin:0;font-family:Tahoma,Arial;background:#f2f5f9}.top{background:#0a4f9e;padding:12px 30px;display:flex;justify-content:space-between;align-items:center;color:#fff;font-size:13px}.top a{color:#fff}.w{display:flex;max-width:980px;margin:36px auto;gap:30px}.f{flex:0 0 360px;background:#fff;padding:26px;border-radius:8px}.f input{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #c9d3e0;border-radius:6px;box-sizing:border-box}.f button{width:100%;background:#f28c00;color:#fff;border:0;padding:12px;border-radius:6px}.i{flex:1}.i h2{color:#0a4f9e}.ar{direction:rtl;text-align:right}`,
    body: `<div class="top">${logos.cih(34)}<span><a href="https://www.cihbank.ma/">cihbank.ma</a> · <a href="?lang=ar">العربية</a> · Centre de relation client : 0522 47 90 00</span></div>
<div class="w"><div class="f"><h3>Accès client</h3><form method="post" action="/cihonline/j_spring_security_check"><input type="hidden" name="_csrf" value="1e2f0a7b-cc41-4f1c-8f2e-61b0d3a9e7c5"><label>Identifiant</label><input name="j_username" required><label>Mot de passe</label><input name="j_password" type="password" required><button>Connexion</button></form>
<p style="font-size:12px"><a href="/cihonline/forgot">Mot de passe oublié</a> · <a href="/cihonline/enrolement">Première connexion</a></p></div>
<div class="i"><h2>CIH Online, votre banque 24h/24</h2><p>Consultez vos comptes, effectuez vos virements, rechargez votre mobile et payez vos factures en toute sécurité.</p>
<p class="ar">تنبيه: لن يطلب منكم CIH BANK أبدا رمزكم السري أو رمز التأكيد عبر الهاتف أو الرسائل القصيرة أو البريد الإلكتروني.</p>
<p><b>Attention :</b> CIH BANK ne vous demandera jamais vos identifiants, votre code OTP ou le numéro de votre carte par téléphone, SMS ou e-mail. Signalez tout message suspect à <a href="mailto:securite@cihbank.ma">securite@cihbank.ma</a>.</p></div></div>`,
  }),
};

const biatnetOfficial: Entry = {
  id: 'xe-clean-biatnet-tunisie-login',
  label: 'clean',
  kind: 'bank-login-official',
  url: 'https://www.biatnet.com.tn/biatnet/login',
  headers: { 'strict-transport-security': 'max-age=31536000' },
  body: doc({
    title: 'BIATNET – Banque Internationale Arabe de Tunisie',
    css: `body{margin:0;font-family:'Segoe UI',Arial;background:#f2f5f9}header{background:#003b71;padding:12px 30px;display:flex;justify-content:space-between;color:#fff;font-size:13px}.box{max-width:380px;margin:46px auto;background:#fff;padding:26px;box-shadow:0 1px 6px rgba(0,0,0,.1)}.box input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #bcc8d6;box-sizing:border-box}.box button{width:100%;padding:11px;background:#c8102e;color:#fff;border:0}.note{font-size:12px;color:#556;margin-top:14px}`,
    body: `<header>${logos.biat(28)}<span>Contact : 71 131 000 · <a style="color:#fff" href="?lang=ar">عربي</a></span></header>
<div class="box"><h3>Connexion à BIATNET</h3><form method="post" action="/biatnet/j_security_check"><label>Identifiant</label><input name="j_username" required><label>Mot de passe</label><input name="j_password" type="password" required><button>Accéder</button></form>
<p class="note">Votre code à usage unique (OTP) vous est demandé uniquement pour valider une opération que vous avez initiée vous-même. La BIAT ne vous contacte jamais pour obtenir ce code.<br><span dir="rtl">لا تطلب البنك منكم أبدا رمز التأكيد عبر الهاتف.</span></p></div>`,
  }),
};

const ecobankOnlineOfficial: Entry = {
  id: 'xe-clean-ecobank-online-signin',
  label: 'clean',
  kind: 'bank-login-official',
  url: 'https://ecobankonline.ecobank.com/ebanking/login',
  body: doc({
    title: 'Ecobank Online Banking',
    lang: 'en',
    css: `body{margin:0;font-family:Helvetica,Arial;background:#f5f7f8}.bar{background:#005b82;height:6px}.c{max-width:420px;margin:46px auto;background:#fff;padding:28px;border-radius:4px}select,input{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #cfd8dc;box-sizing:border-box}button{width:100%;background:#005b82;color:#fff;border:0;padding:12px}.f{font-size:12px;color:#607d8b;margin-top:16px}`,
    body: `<div class="bar"></div><div class="c">${logos.ecobank(34)}<h2>Sign in to Ecobank Online</h2>
<form method="post" action="/ebanking/login"><label>Country / Pays</label><select name="affiliate"><option value="CI">Côte d'Ivoire</option><option value="SN">Sénégal</option><option value="CM">Cameroun</option><option value="GH">Ghana</option><option value="NG">Nigeria</option></select>
<label>Username</label><input name="username" autocomplete="username" required><label>Password</label><input name="password" type="password" autocomplete="current-password" required><button>Sign in</button></form>
<p class="f">Ecobank will never ask for your PIN, password or OTP by phone, SMS, e-mail or social media. We do not run loyalty bonuses that require you to log in. Report fraud: <a href="https://ecobank.com/personal-banking/security">ecobank.com/security</a>.</p></div>`,
  }),
};

const boaPasswordReset: Entry = (() => {
  const host = 'www.bmcedirect.ma';
  return {
    id: 'xe-clean-bmce-direct-code-oublie-otp',
    label: 'clean',
    kind: 'bank-password-reset',
    url: `https://${host}/particuliers/code-oublie`,
    body: doc({
      title: 'Code d\'accès oublié - BMCE Direct',
      css: `body{margin:0;background:#eef2f6;font-family:Arial}.b{max-width:460px;margin:40px auto;background:#fff;border-top:5px solid #00539b;padding:24px}.b input{width:100%;padding:10px;margin:4px 0 12px;box-sizing:border-box}.b button{background:#00539b;color:#fff;border:0;padding:11px 24px}.st{display:flex;gap:6px;margin-bottom:16px}.st span{flex:1;height:4px;background:#dfe6ee}.st .on{background:#00539b}`,
      body: `<div class="b">${logos.boa(30)}<div class="st"><span class="on"></span><span class="on"></span><span></span></div><h3>Réinitialiser votre code d'accès (étape 2/3)</h3>
<p>Un code de vérification à 6 chiffres a été envoyé par SMS au numéro se terminant par <b>•• 27</b>, que vous avez déclaré en agence. Il est valable 5 minutes.</p>
<form method="post" action="/particuliers/code-oublie/verifier"><input type="hidden" name="flow" value="c2e7f1a9"><label>Code reçu par SMS</label><input name="otp" inputmode="numeric" maxlength="6" autocomplete="one-time-code" required><button>Vérifier</button></form>
<p style="font-size:12px;color:#666">Vous n'avez pas initié cette demande ? Ne communiquez ce code à personne et contactez le 080 100 8100.</p></div>`,
    }),
  };
})();

const cmiGateway: Entry = (() => {
  const host = 'payment.cmi.co.ma';
  return {
    id: 'xe-clean-cmi-passerelle-paiement-facture',
    label: 'clean',
    kind: 'payment-gateway-official',
    url: `https://${host}/fim/est3Dgate?oid=LYD-2025-11-0048813`,
    headers: { 'strict-transport-security': 'max-age=31536000; includeSubDomains', 'x-frame-options': 'SAMEORIGIN' },
    body: doc({
      title: 'CMI - Paiement sécurisé',
      css: `body{margin:0;font-family:Arial;background:#f3f4f6}.h{background:#fff;padding:12px 24px;border-bottom:3px solid #0d3b66;display:flex;justify-content:space-between;align-items:center}.c{max-width:520px;margin:26px auto;background:#fff;padding:24px;border:1px solid #e3e3e3}.sum td{padding:4px 10px 4px 0;font-size:14px}.cm-l{display:block;font-size:13px;margin-top:10px}.cm-i{width:100%;padding:10px;border:1px solid #bbb;box-sizing:border-box}.cm-row{display:flex;gap:10px}.cm-row>div{flex:1}button{margin-top:16px;background:#0d3b66;color:#fff;border:0;padding:12px 28px}.sec{font-size:11px;color:#777;margin-top:14px}`,
      body: `<div class="h"><b style="color:#0d3b66;font-size:20px">CMI</b><span style="font-size:12px">Centre Monétique Interbancaire · Paiement sécurisé</span></div>
<div class="c"><table class="sum"><tr><td>Commerçant</td><td><b>LYDEC – Paiement de factures</b></td></tr><tr><td>Référence commande</td><td>LYD-2025-11-0048813</td></tr><tr><td>Montant</td><td><b>412,36 MAD</b></td></tr></table>
<form method="post" action="/fim/est3Dgate">${cardFieldsFr({ cls: 'cm', idPrefix: 'cm' })}<input type="hidden" name="oid" value="LYD-2025-11-0048813"><input type="hidden" name="hash" value="f1Jb5qTbr1m0q2zK5nQ0b1Q0Zl8=">
<button>Payer 412,36 MAD</button> <a href="https://www.lydec.ma/espace-client/factures" style="font-size:13px;margin-left:10px">Annuler</a></form>
<p class="sec">Transaction sécurisée 3-D Secure (Visa Secure, Mastercard ID Check). Vous serez redirigé vers l'authentification de votre banque. Le CMI ne conserve pas les données de votre carte.</p></div>
<script>${luhnJs('luhnOk')}document.querySelector('form').addEventListener('submit',function(e){if(!luhnOk(document.getElementById('cm-num').value)){e.preventDefault();alert('Numéro de carte invalide.')}});</script>`,
    }),
  };
})();

const bpAppPage: Entry = {
  id: 'xe-clean-banque-populaire-application-mobile',
  label: 'clean',
  kind: 'bank-app-promo-official',
  url: 'https://www.gbp.ma/particuliers/banque-a-distance/pocket-bank',
  body: doc({
    title: 'Pocket Bank – l\'application mobile de la Banque Populaire',
    css: `body{margin:0;font-family:Verdana,Arial;background:#fff}.hd{background:#8b4513;padding:10px 24px}.hd svg{background:#fff;border-radius:4px}.hero{display:flex;gap:30px;max-width:960px;margin:30px auto;align-items:center}.ph{width:220px;height:420px;border-radius:30px;background:#2b1a0e;border:8px solid #111}.st a{display:inline-block;background:#000;color:#fff;padding:10px 18px;border-radius:8px;margin-right:10px;text-decoration:none}.w{background:#fff8ee;border-left:4px solid #f39200;padding:12px;font-size:14px;max-width:960px;margin:0 auto}`,
    body: `<div class="hd">${logos.bp(34)}</div><div class="hero"><div class="ph"></div><div><h1>Pocket Bank</h1><p>Gérez vos comptes, faites vos virements instantanés, payez vos factures et retirez sans carte, où que vous soyez.</p>
<div class="st"><a href="https://play.google.com/store/apps/details?id=ma.gbp.pocketbank">Disponible sur Google Play</a><a href="https://apps.apple.com/ma/app/pocket-bank/id1050483728">Télécharger dans l'App Store</a></div></div></div>
<p class="w"><b>Important :</b> téléchargez l'application uniquement depuis Google Play ou l'App Store. La Banque Populaire ne diffuse jamais de fichier APK par SMS, WhatsApp ou site web, et l'application ne vous demande jamais d'activer un service d'accessibilité.</p>`,
  }),
};

export const entries: Entry[] = [attijarinetOfficial, cihOnlineOfficial, biatnetOfficial, ecobankOnlineOfficial, boaPasswordReset, cmiGateway, bpAppPage];
