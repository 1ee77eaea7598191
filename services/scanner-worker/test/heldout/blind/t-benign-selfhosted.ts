import type { Entry } from '../entry.js';
import { doc, jsRoute, cssRoute, pngRoute, jsonRoute } from '../parts/t-kit.js';

// Reported by mistake: self-hosted Jira and Grafana on the companies' own domains — blind split.

export const entries: Entry[] = [
  {
    id: 't-ok-jira-selfhosted',
    label: 'clean',
    kind: 'own-login',
    url: 'https://jira.hartwell-eng.com/login.jsp?os_destination=%2Fbrowse%2FENG-4471',
    body: doc(
      'Log in - Hartwell Engineering JIRA',
      `<meta name="application-name" content="JIRA" data-name="jira" data-version="9.12.15"><meta name="ajs-server-scheme" content="https"><meta name="ajs-atlassian-token" content="BXKQ-7T2Y-9P1L-M4ZX|a1b2c3d4|lin">
<link rel="stylesheet" href="/s/9c1a8f-CDN/-f9bgig/9120015/_/download/superbatch/css/batch.css"><link rel="shortcut icon" href="/s/-f9bgig/9120015/_/images/fav-jsw.png">`,
      `<header class="aui-header"><a href="/secure/Dashboard.jspa" class="logo">Jira &middot; Hartwell Engineering</a></header>
<div class="aui-page-panel"><h1>Welcome to Hartwell Engineering JIRA</h1>
<form action="/login.jsp" method="post" id="login-form" class="aui"><div class="field-group"><label for="login-form-username">Username</label><input class="text" id="login-form-username" name="os_username" type="text"></div>
<div class="field-group"><label for="login-form-password">Password</label><input class="text" id="login-form-password" name="os_password" type="password"></div>
<div class="checkbox"><input type="checkbox" id="login-form-remember-me" name="os_cookie" value="true"> <label for="login-form-remember-me">Remember my login on this computer</label></div>
<div class="buttons"><input class="aui-button aui-button-primary" id="login-form-submit" name="login" type="submit" value="Log In"> <a href="/secure/ForgotLoginDetails.jspa">Can't access your account?</a></div>
<input type="hidden" name="os_destination" value="/browse/ENG-4471"><input type="hidden" name="atl_token" value="BXKQ-7T2Y-9P1L-M4ZX|a1b2c3d4|lin"></form>
<p class="hint">Not a member? To request an account, please contact your <a href="/secure/ContactAdministrators!default.jspa">Jira administrators</a>.</p></div>
<footer>Atlassian Jira Project Management Software (v9.12.15#9120015-sha1:4c5d6e7) &middot; About Jira &middot; Report a problem</footer>
<script src="/s/9c1a8f-CDN/-f9bgig/9120015/_/download/superbatch/js/batch.js"></script>`,
    ),
    routes: {
      'jira.hartwell-eng.com/s/9c1a8f-CDN/-f9bgig/9120015/_/download/superbatch/css/batch.css': cssRoute(`body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#172b4d}.aui-header{background:#0747a6;padding:10px 20px}.logo{color:#fff;text-decoration:none;font-weight:600}.aui-page-panel{max-width:520px;margin:50px auto;background:#fff;padding:30px;border-radius:3px;box-shadow:0 1px 2px rgba(9,30,66,.25)}.field-group{margin:12px 0}.field-group label{display:block;font-size:13px;font-weight:600;margin-bottom:4px}.text{width:100%;padding:7px;border:2px solid #dfe1e6;border-radius:3px;box-sizing:border-box}.aui-button-primary{background:#0052cc;color:#fff;border:0;padding:7px 14px;border-radius:3px}.hint{font-size:13px;color:#6b778c}footer{text-align:center;font-size:11px;color:#6b778c;padding:20px}`),
      'jira.hartwell-eng.com/s/9c1a8f-CDN/-f9bgig/9120015/_/download/superbatch/js/batch.js': jsRoute(`window.AJS=window.AJS||{};AJS.params={baseURL:location.origin,loggedInUser:null};document.getElementById('login-form-username').focus();`),
      'jira.hartwell-eng.com/s/-f9bgig/9120015/_/images/fav-jsw.png': pngRoute(38, 132, 255),
    },
  },
  {
    id: 't-ok-grafana-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://grafana.ops.brennanlogistics.com/login',
    body: doc(
      'Grafana',
      `<meta name="theme-color" content="#000"><link rel="icon" type="image/png" href="public/img/fav32.png"><base href="/">
<script>window.grafanaBootData={settings:{appSubUrl:"",buildInfo:{version:"11.3.0",edition:"Open Source"},oauth:{azuread:{name:"Brennan SSO"}},disableLoginForm:false},user:{isSignedIn:false,login:""}};</script>
<style>body{margin:0;background:#111217;color:#ccccdc;font-family:Inter,Helvetica,Arial,sans-serif}.w{max-width:478px;margin:12vh auto;text-align:center}.w input{width:100%;height:32px;background:#111217;border:1px solid #2d2e34;color:#ccccdc;padding:0 8px;box-sizing:border-box;margin:4px 0 14px;border-radius:2px}
label{display:block;text-align:left;font-size:12px;font-weight:500}.b{width:100%;height:32px;background:#3d71d9;border:0;color:#fff;border-radius:2px}.s{width:100%;height:32px;background:#22252b;border:1px solid #2d2e34;color:#ccccdc;margin-top:16px;border-radius:2px}</style>`,
      `<div class="w"><img src="public/img/grafana_icon.png" width="60" height="60" alt="Grafana"><h2 style="font-weight:400">Welcome to Grafana</h2>
<form method="post" action="/login"><label>Email or username</label><input name="user" autocomplete="username"><label>Password</label><input name="password" type="password"><button class="b">Log in</button></form>
<button class="s" onclick="location.href='/login/azuread'">Sign in with Brennan SSO</button><p style="font-size:12px;color:#8e8e8e;margin-top:30px">Documentation | Support | Community | Open Source | v11.3.0 (d9455ff7db)</p></div>`,
    ),
    routes: {
      'grafana.ops.brennanlogistics.com/public/img/fav32.png': pngRoute(245, 95, 0),
      'grafana.ops.brennanlogistics.com/public/img/grafana_icon.png': pngRoute(245, 95, 0),
    },
  },
];
