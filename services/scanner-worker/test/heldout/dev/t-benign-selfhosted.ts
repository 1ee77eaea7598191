import type { Entry } from '../entry.js';
import { doc, jsRoute, cssRoute, pngRoute, jsonRoute } from '../parts/t-kit.js';

// Reported by mistake: companies' self-hosted webmail, remote access and developer tools on their own domains — dev split.

export const entries: Entry[] = [
  {
    id: 't-ok-owa-selfhosted',
    label: 'clean',
    kind: 'own-login',
    url: 'https://mail.hartwell-eng.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.hartwell-eng.com%2fowa%2f',
    body: `<!DOCTYPE html>
<html dir="ltr" class="mouse"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta http-equiv="X-UA-Compatible" content="IE=10"><meta name="robots" content="noindex, nofollow">
<title>Outlook</title><link rel="shortcut icon" href="/owa/auth/15.2.1544/themes/resources/favicon.ico" type="image/x-icon">
<link rel="stylesheet" href="/owa/auth/15.2.1544/themes/resources/logon.css">
<script src="/owa/auth/15.2.1544/scripts/premium/flogon.js"></script>
</head><body class="signInBg" style="background:#fff">
<noscript><div id="dvErr"><table cellpadding="0" cellspacing="0"><tr><td>To use Outlook, browser settings must allow scripts to run.</td></tr></table></div></noscript>
<form action="/owa/auth.owa" method="POST" name="logonForm" ENCTYPE="application/x-www-form-urlencoded" autocomplete="off">
<input type="hidden" name="destination" value="https://mail.hartwell-eng.com/owa/"><input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<div id="mainLogonDiv" class="mouse"><div class="sidebar"><div class="owaLogoContainer"><img src="/owa/auth/15.2.1544/themes/resources/owa_text_blue.png" class="owaLogo" alt=""></div></div>
<div class="logonContainer"><div class="logonDiv"><div class="signInImageHeader">Outlook</div>
<div class="signInInputLabel">Domain\\user name:</div><div><input id="username" name="username" type="text" class="signInInputText" placeholder="Domain\\user name"></div>
<div class="signInInputLabel">Password:</div><div><input id="password" name="password" type="password" class="signInInputText" onfocus="g_fFcs=0"></div>
<div class="signInCheckBoxText"><input id="chkPrvt" name="trusted" type="checkbox" value="4" class="chk"> This is a private computer</div>
<div onclick="clkLgn()" class="signinbutton" role="button" tabindex="0"><span class="signinTxt">sign in</span></div>
<div style="font-size:12px;color:#666;margin-top:30px">Hartwell Engineering corporate mail. Use <b>HARTWELL\\username</b>. Password issues: https://passwordreset.hartwell-eng.com</div></div></div></div></form>
</body></html>`,
    routes: {
      'mail.hartwell-eng.com/owa/auth/15.2.1544/themes/resources/favicon.ico': pngRoute(0, 114, 198),
      'mail.hartwell-eng.com/owa/auth/15.2.1544/themes/resources/owa_text_blue.png': pngRoute(0, 114, 198),
      'mail.hartwell-eng.com/owa/auth/15.2.1544/themes/resources/logon.css': cssRoute(`body{font-family:"Segoe UI","Segoe WP",Tahoma,Arial,sans-serif;margin:0}.sidebar{position:fixed;left:0;top:0;bottom:0;width:332px;background:#0072c6}.logonContainer{margin-left:400px;padding-top:120px}.signInImageHeader{font-size:60px;font-weight:200;color:#0072c6;margin-bottom:30px}.signInInputLabel{font-size:14px;color:#666;margin:8px 0 4px}.signInInputText{width:270px;height:28px;border:1px solid #c6c6c6;padding:0 6px}.signInCheckBoxText{font-size:13px;margin:14px 0}.signinbutton{display:inline-block;cursor:pointer;font-size:22px;color:#0072c6}.signinbutton:hover{color:#005a9e}`),
      'mail.hartwell-eng.com/owa/auth/15.2.1544/scripts/premium/flogon.js': jsRoute(`var g_fFcs=1;function clkLgn(){var u=document.getElementById('username'),p=document.getElementById('password');if(!u.value||!p.value){alert('The user name or password you entered isn\\'t correct. Try entering it again.');return}document.logonForm.submit()}
window.onload=function(){try{document.getElementById('username').focus()}catch(e){}};document.addEventListener('keydown',function(e){if(e.key==='Enter')clkLgn()});`),
    },
  },
  {
    id: 't-ok-citrix-storefront',
    label: 'clean',
    kind: 'own-login',
    url: 'https://apps.brennanlogistics.com/Citrix/StoreWeb/',
    body: doc(
      'Citrix Receiver',
      `<meta name="robots" content="noindex"><link rel="stylesheet" href="/Citrix/StoreWeb/receiver/css/ctxs.large-ui.min.css"><link rel="icon" href="/Citrix/StoreWeb/receiver/images/favicon.png">
<script>var CTXS={ExtensionAPI:{},Environment:{storeName:"Store",productVersion:"2402.0.0.81"}};</script>`,
      `<div id="explicit-auth-screen"><div class="logo">Brennan Logistics &middot; Virtual Apps</div><div class="box">
<h2>Log on</h2><form method="post" action="/Citrix/StoreWeb/ExplicitAuth/LoginAttempt"><label>Domain\\user:</label><input id="username" name="username" type="text"><label>Password:</label><input id="password" name="password" type="password">
<button class="b">Log On</button><input type="hidden" name="loginBtn" value="Log On"><input type="hidden" name="StateContext" value=""></form>
<p class="note">Need access? Request the "Virtual Apps - Standard" entitlement in the IT portal (it.brennanlogistics.com). Install Citrix Workspace app from the IT Software Center.</p></div></div>
<script src="/Citrix/StoreWeb/receiver/js/ctxs.core.min.js"></script>`,
    ),
    routes: {
      'apps.brennanlogistics.com/Citrix/StoreWeb/receiver/css/ctxs.large-ui.min.css': cssRoute(`body{margin:0;background:#2a2f35 linear-gradient(160deg,#34495e,#1b2631);color:#fff;font-family:"Source Sans Pro",Arial,sans-serif;min-height:100vh}.logo{padding:30px 40px;font-size:20px;letter-spacing:.5px}.box{width:380px;margin:8vh auto;background:rgba(255,255,255,.06);padding:30px;border-radius:4px}.box label{display:block;font-size:14px;margin:12px 0 4px}.box input{width:100%;height:38px;border:0;padding:0 10px;box-sizing:border-box}.b{margin-top:18px;width:100%;height:40px;background:#02a1c1;border:0;color:#fff;font-size:15px}.note{font-size:12px;opacity:.7;margin-top:18px}`),
      'apps.brennanlogistics.com/Citrix/StoreWeb/receiver/images/favicon.png': pngRoute(2, 161, 193),
      'apps.brennanlogistics.com/Citrix/StoreWeb/receiver/js/ctxs.core.min.js': jsRoute(`(function(){CTXS.Device={isMobile:/Mobi/.test(navigator.userAgent)};document.getElementById('username').focus();})();`),
    },
  },
  {
    id: 't-ok-globalprotect-portal',
    label: 'clean',
    kind: 'own-login',
    url: 'https://vpn.hartwell-eng.com/global-protect/login.esp',
    body: `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>GlobalProtect Portal</title><meta name="robots" content="noindex">
<link rel="stylesheet" type="text/css" href="/global-protect/portal/css/login.css">
<script src="/global-protect/portal/js/jquery.min.js"></script>
</head><body class="login-body">
<div class="login-main"><div class="login-title">GlobalProtect Portal</div>
<form name="login" method="POST" action="/global-protect/login.esp">
<input type="hidden" name="prot" value="https:"><input type="hidden" name="server" value="vpn.hartwell-eng.com"><input type="hidden" name="inputStr" value=""><input type="hidden" name="action" value="getsoftware"><input type="hidden" name="ok" value="Log In">
<div class="form-row"><label for="user">Username</label><input type="text" name="user" id="user"></div>
<div class="form-row"><label for="passwd">Password</label><input type="password" name="passwd" id="passwd"></div>
<div class="form-row"><input type="submit" value="Log In" class="login-btn"></div></form>
<div class="msg">Authorised use only. This portal lets Hartwell Engineering staff download the GlobalProtect agent. For help, visit the IT Service Portal.</div></div>
</body></html>`,
    routes: {
      'vpn.hartwell-eng.com/global-protect/portal/css/login.css': cssRoute(`.login-body{margin:0;background:#f2f2f2;font-family:Arial,Helvetica,sans-serif}.login-main{width:340px;margin:110px auto;background:#fff;padding:28px;border:1px solid #ddd}.login-title{font-size:20px;margin-bottom:18px;color:#333}.form-row{margin:10px 0}.form-row label{display:block;font-size:13px;margin-bottom:3px}.form-row input[type=text],.form-row input[type=password]{width:100%;padding:7px;border:1px solid #aaa;box-sizing:border-box}.login-btn{padding:8px 22px;background:#fa582d;border:0;color:#fff;cursor:pointer}.msg{font-size:12px;color:#666;margin-top:14px}`),
      'vpn.hartwell-eng.com/global-protect/portal/js/jquery.min.js': jsRoute(`/*! jQuery v3.7.1 (stub) */window.jQuery=window.$=function(s){return document.querySelectorAll(s)};`),
    },
  },
  {
    id: 't-ok-fortinet-sslvpn',
    label: 'clean',
    kind: 'own-login',
    url: 'https://remote.vesta-biolabs.com/remote/login?lang=en',
    body: doc(
      'Vesta Biolabs SSL-VPN',
      `<meta name="robots" content="noindex"><link rel="stylesheet" href="/sslvpn/css/legacy_theme_setup.css">`,
      `<div class="wrap"><div class="hdr">FortiGate &middot; SSL-VPN Portal</div><div class="box"><h3>Please Login</h3>
<form method="post" action="/remote/logincheck" id="lf"><input type="hidden" name="ajax" value="1"><input type="hidden" name="just_logged_in" value="1">
<input type="text" name="username" id="username" placeholder="Username" autocomplete="username"><input type="password" name="credential" placeholder="Password">
<button type="submit" class="primary">Login</button></form>
<p class="sm">Launch FortiClient instead? <a href="fortinet://remote.vesta-biolabs.com">Launch FortiClient</a> &middot; <a href="/remote/fortisslvpn_download">Download FortiClient</a></p></div>
<p class="sm c">Vesta Biolabs, Inc. &mdash; Authorised users only. Connections are logged. Internal gateway 10.40.0.1 / VLAN 240.</p></div>`,
    ),
    routes: {
      'remote.vesta-biolabs.com/sslvpn/css/legacy_theme_setup.css': cssRoute(`body{margin:0;background:#eaeef1;font-family:Lato,Arial,sans-serif}.hdr{background:#263b4d;color:#fff;padding:12px 24px;font-size:15px}.box{width:320px;margin:100px auto 20px;background:#fff;padding:26px;border-radius:3px;box-shadow:0 1px 3px rgba(0,0,0,.2)}.box input{width:100%;padding:9px;border:1px solid #c2c8cf;margin:6px 0;box-sizing:border-box}.primary{width:100%;padding:9px;background:#2a9d4f;color:#fff;border:0;margin-top:8px}.sm{font-size:12px;color:#666}.c{text-align:center}`),
    },
  },
  {
    id: 't-ok-confluence-selfhosted',
    label: 'clean',
    kind: 'own-login',
    url: 'https://wiki.brennanlogistics.com/login.action?os_destination=%2Fdisplay%2FOPS%2FCarrier%2BOnboarding&permissionViolation=true',
    body: doc(
      'Log In - Brennan Wiki',
      `<meta name="ajs-context-path" content=""><meta name="ajs-version-number" content="8.5.14"><meta name="ajs-build-number" content="9012"><meta name="confluence-request-time" content="1764252000000">
<link rel="stylesheet" href="/s/d41d8cd98f00b204e9800998ecf8427e-CDN/-1x5s2/9012/_/download/batch/com.atlassian.auiplugin:aui-reset/aui-reset.css">`,
      `<div id="header" class="aui-header"><a class="aui-header-logo" href="/">Brennan Wiki</a></div>
<section id="content"><div class="aui-page-panel"><div class="aui-message aui-message-warning">You are not logged in. Any changes you make will be marked as anonymous. You may want to Log In if you already have an account.</div>
<h1>Log in</h1><form name="loginform" method="POST" action="/dologin.action" class="aui login-form-container"><div class="field-group"><label for="os_username">Username</label><input type="text" name="os_username" id="os_username" class="text"></div>
<div class="field-group"><label for="os_password">Password</label><input type="password" name="os_password" id="os_password" class="password"></div>
<div class="field-group"><input type="checkbox" name="os_cookie" id="os_cookie" value="true"> <label for="os_cookie">Remember me</label></div>
<div class="buttons-container"><input id="loginButton" class="aui-button aui-button-primary" name="login" type="submit" value="Log in"> <a href="/forgotuserpassword.action">Forgot your password?</a></div>
<input type="hidden" name="os_destination" value="/display/OPS/Carrier+Onboarding"><input type="hidden" name="atl_token" value="f0a9c8b7d6e5"></form></div></section>
<footer style="font-size:11px;color:#6b778c;text-align:center;padding:20px">Powered by Atlassian Confluence 8.5.14 &middot; Report a bug &middot; Atlassian News</footer>`,
    ),
    routes: {
      'wiki.brennanlogistics.com/s/d41d8cd98f00b204e9800998ecf8427e-CDN/-1x5s2/9012/_/download/batch/com.atlassian.auiplugin:aui-reset/aui-reset.css': cssRoute(`body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#172b4d}.aui-header{background:#0747a6;padding:10px 20px}.aui-header-logo{color:#fff;text-decoration:none;font-weight:600}.aui-page-panel{max-width:520px;margin:40px auto;background:#fff;padding:30px;border-radius:3px}.aui-message-warning{background:#fffae6;padding:10px;font-size:13px;margin-bottom:16px}.field-group{margin:10px 0}.field-group input.text,.field-group input.password{width:100%;padding:7px;border:2px solid #dfe1e6;border-radius:3px;box-sizing:border-box}.aui-button-primary{background:#0052cc;color:#fff;border:0;padding:7px 14px;border-radius:3px}`),
    },
  },
  {
    id: 't-ok-gitlab-selfhosted',
    label: 'clean',
    kind: 'own-login',
    url: 'https://gitlab.vesta-biolabs.com/users/sign_in',
    body: doc(
      'Sign in · GitLab',
      `<meta name="csrf-param" content="authenticity_token"><meta name="csrf-token" content="Xk2Pq9v7Lm3N8rT1sW4yZ6aB0cD2eF5gH7"><meta name="description" content="Vesta Biolabs GitLab">
<link rel="stylesheet" href="/assets/application-6f2b1c3d.css"><link rel="icon" href="/assets/favicon-72a2cad5025aa931d6ea56c3201d1f18e68a8cd39788c7c80d5b2b82aa5143ef.png">`,
      `<div class="page"><div class="brand"><svg width="40" height="40" viewBox="0 0 25 24"><path fill="#E24329" d="m24.507 9.5-.034-.09L21.082.562a.896.896 0 0 0-1.694.091l-2.29 7.01H7.825L5.535.653a.898.898 0 0 0-1.694-.09L.451 9.411.416 9.5a6.297 6.297 0 0 0 2.09 7.278l.012.01.03.022 5.16 3.867 2.56 1.935 1.554 1.176a1.051 1.051 0 0 0 1.268 0l1.555-1.176 2.56-1.935 5.197-3.89.014-.01A6.297 6.297 0 0 0 24.507 9.5Z"/></svg><h1>Vesta Biolabs GitLab</h1><p>Internal source code and CI. Access requires an LDAP account.</p></div>
<div class="panel"><div class="tabs"><b>LDAP</b><span>Standard</span></div><form action="/users/auth/ldapmain/callback" method="post"><input type="hidden" name="authenticity_token" value="Xk2Pq9v7Lm3N8rT1sW4yZ6aB0cD2eF5gH7">
<label>LDAP Username</label><input type="text" name="username" autocomplete="username"><label>Password</label><input type="password" name="password"><label><input type="checkbox" name="remember_me"> Remember me</label><button>Sign in</button></form></div>
<p class="ft">GitLab Community Edition 17.5.2 &middot; <a href="/help">Help</a> &middot; <a href="https://about.gitlab.com">About GitLab</a></p></div>`,
    ),
    routes: {
      'gitlab.vesta-biolabs.com/assets/application-6f2b1c3d.css': cssRoute(`body{margin:0;font-family:"GitLab Sans",-apple-system,"Segoe UI",Roboto,sans-serif;background:#fbfafd;color:#333238}.page{max-width:960px;margin:60px auto;display:grid;grid-template-columns:1fr 360px;gap:40px}.panel{background:#fff;border:1px solid #dcdcde;border-radius:4px;padding:20px}.tabs{display:flex;gap:20px;border-bottom:1px solid #dcdcde;padding-bottom:10px;margin-bottom:12px}.panel label{display:block;font-size:14px;font-weight:600;margin:10px 0 4px}.panel input[type=text],.panel input[type=password]{width:100%;padding:8px;border:1px solid #89888d;border-radius:4px;box-sizing:border-box}.panel button{width:100%;margin-top:14px;padding:9px;background:#1f75cb;color:#fff;border:0;border-radius:4px}.ft{grid-column:1/3;text-align:center;font-size:12px;color:#737278}`),
      'gitlab.vesta-biolabs.com/assets/favicon-72a2cad5025aa931d6ea56c3201d1f18e68a8cd39788c7c80d5b2b82aa5143ef.png': pngRoute(226, 67, 41),
    },
  },
  {
    id: 't-ok-roundcube-university',
    label: 'clean',
    kind: 'own-login',
    url: 'https://webmail.westbrook.edu/?_task=login',
    body: doc(
      'Westbrook University Webmail :: Welcome to Westbrook University Webmail',
      `<meta name="robots" content="noindex,nofollow"><link rel="shortcut icon" href="/skins/elastic/images/favicon.ico"><link rel="stylesheet" href="/skins/elastic/styles/styles.min.css?s=1717000000">
<script>var rcmail={env:{task:"login",x_frame_options:"sameorigin",standard_windows:false,locale:"en_US",request_token:"9f8e7d6c5b4a"}};</script>`,
      `<div id="layout"><h1 class="voice">Westbrook University Webmail Login</h1><div id="logo">WESTBROOK UNIVERSITY</div>
<form id="login-form" name="login-form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="9f8e7d6c5b4a"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_">
<table><tbody><tr><td class="title"><label for="rcmloginuser">Username</label></td><td class="input"><input name="_user" id="rcmloginuser" required size="40" autocapitalize="off" autocomplete="off" type="text"></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Password</label></td><td class="input"><input name="_pass" id="rcmloginpwd" required size="40" autocomplete="off" type="password"></td></tr></tbody></table>
<p class="formbuttons"><button type="submit" id="rcmloginsubmit" class="button mainaction submit">Login</button></p></form>
<div id="login-footer">Roundcube Webmail &middot; Information Technology Services &middot; <a href="https://its.westbrook.edu/email">Email help</a> &middot; ITS will never ask for your password by email.</div></div>`,
    ),
    routes: {
      'webmail.westbrook.edu/skins/elastic/styles/styles.min.css': cssRoute(`body{margin:0;font-family:Roboto,"Helvetica Neue",sans-serif;background:#f4f4f4}#layout{max-width:420px;margin:80px auto;background:#fff;padding:30px;text-align:center}#logo{font-weight:700;color:#7a1f2b;font-size:22px;margin-bottom:20px}.voice{position:absolute;left:-9999px}table{width:100%}td.title{display:none}input{width:100%;padding:10px;border:1px solid #d4dbde;margin:5px 0;box-sizing:border-box}.mainaction{width:100%;padding:10px;background:#37beff;color:#fff;border:0}#login-footer{font-size:12px;color:#8a8a8a;margin-top:20px}`),
      'webmail.westbrook.edu/skins/elastic/images/favicon.ico': pngRoute(122, 31, 43),
    },
  },
  {
    id: 't-ok-citrix-adc-gateway-selfhosted',
    label: 'clean',
    kind: 'own-login',
    url: 'https://remote.stlukes-regional.org/logon/LogonPoint/tmindex.html',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1"><title>NetScaler AAA</title>
<link rel="stylesheet" href="/logon/themes/Default/css/base.css"><link rel="icon" href="/vpn/images/AccessGateway.ico">
<script src="/logon/LogonPoint/plugins/ns-gateway/ns-nfactor.js"></script>
</head><body>
<div id="logonbelt-topshadow"></div><div id="logonbox-container"><div id="logonbox-logoarea">St. Luke's Regional Health &middot; Remote Access</div>
<div id="logonbox-innerbox"><form id="loginForm" action="/cgi/login" method="post"><div class="field"><label for="login">User name</label><input id="login" name="login" type="text" autocomplete="username"></div>
<div class="field"><label for="passwd">Password</label><input id="passwd" name="passwd" type="password"></div><div class="field"><label for="passwd1">Duo passcode or "push"</label><input id="passwd1" name="passwd1" type="text" value="push"></div>
<input type="submit" class="button" value="Log On"></form>
<p class="note">Remote access to clinical applications for St. Luke's workforce. Use of this system constitutes consent to monitoring. Trouble? IS Service Desk (208) 555-0190.</p></div></div>
</body></html>`,
    routes: {
      'remote.stlukes-regional.org/logon/themes/Default/css/base.css': cssRoute(`body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#0e3d54 linear-gradient(180deg,#0e3d54,#071e2a);color:#fff;min-height:100vh}#logonbox-container{width:420px;margin:12vh auto}#logonbox-logoarea{font-size:20px;margin-bottom:24px;text-align:center}#logonbox-innerbox{background:rgba(255,255,255,.08);padding:28px;border-radius:4px}.field{margin:10px 0}.field label{display:block;font-size:13px;margin-bottom:4px}.field input{width:100%;height:36px;border:0;padding:0 10px;box-sizing:border-box}.button{width:100%;height:38px;background:#00a0c6;border:0;color:#fff;margin-top:12px}.note{font-size:12px;opacity:.75;margin-top:16px}`),
      'remote.stlukes-regional.org/vpn/images/AccessGateway.ico': pngRoute(0, 160, 198),
      'remote.stlukes-regional.org/logon/LogonPoint/plugins/ns-gateway/ns-nfactor.js': jsRoute(`/* NetScaler nFactor */window.ctxsNfactor={version:"14.1-25.53",schema:"DualAuth"};document.addEventListener('DOMContentLoaded',function(){document.getElementById('login').focus()});`),
    },
  },
];
