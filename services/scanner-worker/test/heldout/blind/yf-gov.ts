import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { charCodes } from '../parts/yf-kit.js';

const craBank = `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in - RBC Online Banking</title>
<style>
body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f3f5f8}
.h{background:#005daa;height:64px;display:flex;align-items:center;padding:0 24px}
.h i{display:inline-block;width:42px;height:50px;background:#ffd200;border-radius:3px}
.b{max-width:400px;margin:50px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
label{display:block;font-size:14px;margin:14px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #8a8a8a;border-radius:2px;font-size:15px}
button{width:100%;margin-top:20px;padding:12px;background:#005daa;color:#fff;border:0;font-size:16px}
.s{font-size:13px;background:#eef5fb;padding:10px;margin-bottom:10px}
</style></head><body><div class="h"><i></i></div>
<div class="b"><div class="s">You are signing in to CRA My Account through your Sign-In Partner.</div>
<h2 style="margin:0">Sign In</h2>
<form method="post" action="/partner/rbc/verify">
<label>Client Card or Username</label><input name="K1" required>
<label>Password</label><input type="password" name="Q1" required>
<button>Sign In</button></form></div></body></html>`;

export const entries: Entry[] = [
  {
    id: 'yf-ird-myir-refund-nz-kit',
    label: 'phishing',
    kind: 'tax-office-kit',
    url: 'https://myir-ird-govt.nz-refunds.com/eservices/refund/?id=NZ-77341',
    body: `<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>myIR - Inland Revenue Te Tari Taake</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f0f0f0;color:#222}
.t{background:#00395d;color:#fff;padding:16px 6%;display:flex;justify-content:space-between;align-items:center}
.t b{font-size:20px}.t small{display:block;font-weight:normal;font-size:12px;opacity:.8}
.w{max-width:880px;margin:24px auto;display:flex;gap:24px;padding:0 16px}
.l,.r{background:#fff;padding:26px;border:1px solid #d7d7d7}.l{flex:1.1}.r{flex:1}
h1{font-size:24px;color:#00395d;margin-top:0}
.amt{font-size:32px;color:#007a4d;font-weight:bold}
label{display:block;font-size:14px;font-weight:bold;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #999;font-size:15px}
button{margin-top:18px;width:100%;background:#007a4d;color:#fff;border:0;padding:12px;font-size:16px;font-weight:bold}
</style></head>
<body>
<div class="t"><b>Inland Revenue<small>Te Tari Taake</small></b><span>myIR</span></div>
<div class="w">
<div class="l">
<h1>Your income tax assessment is ready</h1>
<p>We have completed your automatic assessment for the year ended 31 March 2024. You are due a refund of:</p>
<div class="amt">$1,124.58</div>
<p>To have your refund paid, confirm your identity and the bank account you want it paid into. Unclaimed refunds are held for 30 days.</p>
<p style="font-size:13px;color:#555">IRD number: ***-***-${'${'}ird}</p>
</div>
<div class="r">
<form method="post" action="/eservices/refund/claim">
<label>myIR user ID</label><input name="uid" required>
<label>Password</label><input name="pwd" type="password" required>
<label>IRD number</label><input name="ird" placeholder="000-000-000" required>
<label>Bank account for refund</label><input name="acct" placeholder="00-0000-0000000-00" required>
<label>Card number (for identity check)</label><input name="card" inputmode="numeric">
<label>Expiry / CVC</label><input name="expcvc" placeholder="MM/YY  123">
<button type="submit">Claim refund</button>
</form>
</div>
</div>
<script>document.body.innerHTML = document.body.innerHTML.replace('${'${'}ird}', String(Math.floor(100 + Math.random() * 899)));</script>
</body></html>`,
    routes: {
      'myir-ird-govt.nz-refunds.com/eservices/refund/claim': redirectRoute(302, 'https://www.ird.govt.nz/'),
    },
  },
  {
    id: 'yf-cra-my-account-signin-partner-kit',
    label: 'phishing',
    kind: 'tax-office-kit',
    url: 'https://cra-arc-gc.ca-refund.online/en/my-account/login?lang=en&notice=INT-6612',
    body: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>CRA login services - Canada.ca</title>
<style>
body{margin:0;font-family:"Noto Sans",Helvetica,Arial,sans-serif;color:#333;background:#fff}
.gc{display:flex;justify-content:space-between;align-items:center;padding:14px 6%;border-bottom:1px solid #ddd}
.gc .sig{font-weight:700;font-size:16px}.gc .sig i{color:#af3c43;font-style:normal}
.gc a{color:#284162;font-size:14px}
.bar{background:#26374a;height:44px}
main{max-width:980px;margin:30px auto;padding:0 20px}
h1{font-family:Lato,Arial,sans-serif;border-bottom:1px solid #af3c43;padding-bottom:8px}
.alert{border-left:6px solid #ff9900;padding:10px 16px;background:#fcf8e3;margin:14px 0}
.cols{display:flex;gap:28px}.cols>div{flex:1;border:1px solid #ddd;padding:20px}
.banks a{display:block;padding:10px;border:1px solid #ccc;margin:6px 0;color:#284162;text-decoration:none}
.banks a:hover{background:#f5f5f5}
label{display:block;font-weight:bold;margin:10px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #555;font-size:15px}
button{margin-top:16px;background:#26374a;color:#fff;border:0;padding:10px 22px;font-size:16px}
</style></head>
<body>
<div class="gc"><span class="sig">Government <i>&#127809;</i> of Canada</span><a href="?lang=fr">Français</a></div>
<div class="bar"></div>
<main>
<h1>CRA login services</h1>
<div class="alert"><b>Notice INT-6612:</b> A payment of <b>$913.00</b> (Canada Carbon Rebate / GST/HST credit adjustment) could not be deposited. Sign in and confirm your direct deposit to receive it.</div>
<div class="cols">
<div><h2>CRA user ID and password</h2>
<form method="post" action="/en/my-account/verify">
<label>CRA user ID</label><input name="uid" required>
<label>Password</label><input type="password" name="pwd" required>
<label>Social Insurance Number</label><input name="sin" placeholder="000 000 000" required>
<label>Date of birth</label><input name="dob" placeholder="YYYY-MM-DD" required>
<button>Continue</button></form></div>
<div><h2>Sign-In Partner</h2><p>Use the sign-in information you use for online banking.</p>
<div class="banks"><a href="/partner/rbc/">RBC Royal Bank</a><a href="/partner/td/">TD Canada Trust</a><a href="/partner/scotia/">Scotiabank</a><a href="/partner/bmo/">BMO Bank of Montreal</a><a href="/partner/cibc/">CIBC</a><a href="/partner/desjardins/">Desjardins</a></div></div>
</div>
</main>
</body></html>`,
    routes: {
      'cra-arc-gc.ca-refund.online/partner/rbc/': htmlRoute(craBank),
      'cra-arc-gc.ca-refund.online/partner/rbc/verify': redirectRoute(302, 'https://www.canada.ca/en/revenue-agency.html'),
      'cra-arc-gc.ca-refund.online/en/my-account/verify': redirectRoute(302, '/partner/rbc/'),
    },
  },
  {
    id: 'yf-service-canada-depot-direct-fr',
    label: 'phishing',
    kind: 'government-login-kit',
    url: 'https://servicecanada-gc.info/fr/prestations/depot-direct/mise-a-jour',
    body: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mise à jour du dépôt direct - Service Canada</title>
<style>
body{margin:0;font-family:"Noto Sans",Arial,sans-serif;color:#333}
.gc{padding:14px 6%;border-bottom:1px solid #ddd;display:flex;justify-content:space-between}.gc b i{color:#af3c43;font-style:normal}
.bar{background:#26374a;color:#fff;padding:12px 6%;font-size:15px}
main{max-width:760px;margin:26px auto;padding:0 20px}
h1{border-bottom:1px solid #af3c43;padding-bottom:8px;font-size:30px}
.pan{border:1px solid #ddd;padding:22px;margin-top:16px}
label{display:block;font-weight:bold;margin:12px 0 4px}input,select{width:100%;box-sizing:border-box;padding:9px;border:1px solid #666;font-size:15px}
.r{display:flex;gap:12px}.r>div{flex:1}
button{margin-top:18px;background:#26374a;color:#fff;border:0;padding:11px 24px;font-size:16px}
.warn{background:#f9f4d4;border-left:6px solid #ee7100;padding:10px 14px}
</style></head>
<body>
<div class="gc"><b>Gouvernement <i>&#127809;</i> du Canada</b><a href="#">English</a></div>
<div class="bar">Service Canada &gt; Prestations &gt; Dépôt direct</div>
<main>
<h1>Mise à jour de vos renseignements bancaires</h1>
<p class="warn">Votre prochain versement de <b>l'Allocation canadienne pour enfants</b> a été suspendu : les renseignements de dépôt direct dans notre dossier sont incomplets. Veuillez les confirmer d'ici 48 heures.</p>
<div class="pan">
<form method="post" action="/fr/prestations/depot-direct/envoyer">
<div class="r"><div><label>Prénom</label><input name="prenom" required></div><div><label>Nom</label><input name="nom" required></div></div>
<label>Numéro d'assurance sociale (NAS)</label><input name="nas" placeholder="000 000 000" required>
<label>Date de naissance</label><input name="ddn" placeholder="AAAA-MM-JJ" required>
<label>Institution financière</label><select name="inst"><option>Desjardins</option><option>Banque Nationale</option><option>RBC Banque Royale</option><option>TD</option><option>BMO</option><option>Banque Scotia</option><option>CIBC</option></select>
<div class="r"><div><label>N° de transit</label><input name="transit" maxlength="5"></div><div><label>N° d'institution</label><input name="inst_no" maxlength="3"></div><div><label>N° de compte</label><input name="compte" maxlength="12"></div></div>
<label>Identifiant de connexion bancaire</label><input name="banque_id">
<label>Mot de passe bancaire</label><input type="password" name="banque_mdp">
<button type="submit">Confirmer</button>
</form>
</div>
</main>
</body></html>`,
    routes: {
      'servicecanada-gc.info/fr/prestations/depot-direct/envoyer': redirectRoute(302, 'https://www.canada.ca/fr/emploi-developpement-social.html'),
    },
  },
];
