import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, cookieBar, css, doc, img, js, json, text } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-ok-intranet-de-own-domain
{
  id: 'h-ok-intranet-de-own-domain',
  label: 'clean',
  kind: 'own-login',
  url: 'https://intranet.hofmann-bau.de/login?ziel=%2Fportal%2Fnews',
  body: doc({
    lang: 'de',
    title: 'Hofmann Bau Intranet – Anmeldung',
    css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#e9ecef}header{background:#c8102e;color:#fff;padding:12px 30px;display:flex;align-items:center;gap:14px}header b{font-size:20px}.w{display:flex;max-width:900px;margin:40px auto;gap:30px}.l{flex:1;background:#fff;padding:26px}.r{flex:1.2;padding:10px}.r h3{color:#c8102e}label{display:block;margin-top:12px;font-size:14px}input{width:100%;padding:8px;border:1px solid #aaa;box-sizing:border-box}button{margin-top:16px;background:#c8102e;color:#fff;border:0;padding:9px 22px}.n{border-bottom:1px solid #ccc;padding:8px 0;font-size:14px}`,
    body: `<header><b>HOFMANN BAU</b><span>Mitarbeiterportal</span></header>
<div class="w"><div class="l"><h2>Anmeldung</h2><p style="font-size:14px">Bitte melden Sie sich mit Ihrer Windows-Kennung (z. B. <i>mmuster</i>) an.</p>
<form method="post" action="/login"><input type="hidden" name="ziel" value="/portal/news"><input type="hidden" name="csrf" value="b6c1f0a2d9e84c55"><label>Benutzername</label><input name="benutzer" autocomplete="username"><label>Passwort</label><input name="passwort" type="password" autocomplete="current-password"><button>Anmelden</button></form>
<p style="font-size:13px">Passwort vergessen? IT-Hotline Durchwahl <b>-444</b> oder <a href="mailto:it-service@hofmann-bau.de">it-service@hofmann-bau.de</a></p></div>
<div class="r"><h3>Aktuelles</h3><div class="n"><b>24.11.</b> Weihnachtsfeier am 12.12. im Bauhof Heilbronn – Anmeldung bis 5.12.</div><div class="n"><b>18.11.</b> Neue Arbeitsschutzunterweisung Winterbaustellen online</div><div class="n"><b>03.11.</b> Wartung SAP am Samstag 8–14 Uhr</div><p style="font-size:12px;color:#666">Außerhalb des Firmennetzes ist eine Anmeldung nur per VPN (FortiClient) möglich.</p></div></div>
<p style="text-align:center;font-size:12px;color:#777">Hofmann Bau GmbH &amp; Co. KG · Interne Nutzung · <a href="https://www.hofmann-bau.de/impressum">Impressum</a></p>`,
  }),
},
  // h-ok-small-saas-google-sso
{
  id: 'h-ok-small-saas-google-sso',
  label: 'clean',
  kind: 'own-login',
  url: 'https://app.ledgerleaf.io/login',
  body: doc({
    title: 'Log in · LedgerLeaf',
    head: '<link rel="stylesheet" href="/build/app-7f1c2e.css"><script defer src="/build/runtime-7f1c2e.js"></script>',
    body: `<div class="split"><aside><div class="brand">🍃 LedgerLeaf</div><blockquote>“We closed our books 4 days faster the first month.”<cite>— Priya N., Controller at Fernway Studio</cite></blockquote></aside>
<section><h1>Welcome back</h1><a class="g" href="/auth/google/start?next=%2Finvoices">Continue with Google</a><a class="g" href="/auth/microsoft/start?next=%2Finvoices">Continue with Microsoft</a><div class="or">or</div>
<form method="post" action="/session"><input type="hidden" name="authenticity_token" value="Qm9vayBrZWVwaW5nIGlzIGZ1bg"><label>Work email</label><input type="email" name="user[email]" required><label>Password</label><input type="password" name="user[password]" required><button>Log in</button></form>
<p class="s"><a href="/password/new">Forgot your password?</a> · New here? <a href="/signup">Start a 14-day trial</a></p><p class="s">Protected by reCAPTCHA Enterprise. <a href="/legal/privacy">Privacy</a> · <a href="/legal/terms">Terms</a></p></section></div>`,
  }),
  routes: {
    'app.ledgerleaf.io/build/app-7f1c2e.css': css('body{margin:0;font-family:Inter,system-ui,sans-serif}.split{display:flex;min-height:100vh}aside{flex:1;background:#0f3d2e;color:#e5f4ec;padding:60px}aside .brand{font-size:24px;font-weight:700}blockquote{margin-top:120px;font-size:22px}cite{display:block;font-size:14px;margin-top:12px;opacity:.8}section{flex:1;padding:80px;max-width:420px}.g{display:block;border:1px solid #ccc;border-radius:6px;padding:10px;margin:8px 0;text-align:center;color:#222;text-decoration:none}.or{text-align:center;color:#888;margin:12px}label{display:block;margin-top:12px;font-size:14px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:6px;box-sizing:border-box}button{width:100%;margin-top:18px;background:#11845b;color:#fff;border:0;padding:11px;border-radius:6px}.s{font-size:13px;color:#666}'),
    'app.ledgerleaf.io/build/runtime-7f1c2e.js': js('window.__LL={env:"production",release:"2026.11.3"};document.addEventListener("submit",function(e){var b=e.target.querySelector("button");if(b){b.disabled=true;b.textContent="Logging in…"}});'),
  },
},
  // h-ok-selfhosted-gitlab
{
  id: 'h-ok-selfhosted-gitlab',
  label: 'clean',
  kind: 'selfhosted-login',
  url: 'https://git.kestrel-robotics.io/users/sign_in',
  body: doc({
    title: 'Sign in · GitLab',
    head: '<meta name="csrf-param" content="authenticity_token"><meta name="csrf-token" content="k7Jd9QfVb2xA1mP4sT0rZ8hW">',
    css: `body{margin:0;font-family:"GitLab Sans",-apple-system,"Segoe UI",Roboto,sans-serif;background:#fbfafd;color:#333238}.c{max-width:380px;margin:50px auto;text-align:center}.lg{width:48px;height:48px;margin:0 auto}.c h1{font-size:20px}.b{background:#fff;border:1px solid #dcdcde;border-radius:4px;padding:24px;text-align:left}.b label{display:block;font-weight:600;font-size:14px;margin:10px 0 4px}.b input[type=text],.b input[type=password]{width:100%;padding:8px;border:1px solid #89888d;border-radius:4px;box-sizing:border-box}.b button{width:100%;margin-top:16px;background:#1f75cb;color:#fff;border:0;border-radius:4px;padding:9px}.tabs{display:flex;border-bottom:1px solid #dcdcde;margin-bottom:10px}.tabs a{padding:8px 14px;font-size:14px;color:#333;text-decoration:none}.tabs a.active{border-bottom:2px solid #1f75cb}.ft{font-size:13px;margin-top:18px}`,
    body: `<div class="c"><svg class="lg" viewBox="0 0 25 24"><path fill="#E24329" d="m24.507 9.5-.034-.09L21.082.562a.896.896 0 0 0-1.694.091l-2.29 7.01H7.825L5.535.653a.898.898 0 0 0-1.694-.09L.451 9.411.416 9.5a6.297 6.297 0 0 0 2.09 7.278l.012.01.03.022 5.16 3.867 2.56 1.935 1.554 1.176a1.051 1.051 0 0 0 1.268 0l1.555-1.176 2.56-1.935 5.197-3.89.014-.01A6.297 6.297 0 0 0 24.507 9.5Z"/></svg><h1>Kestrel Robotics GitLab</h1>
<div class="b"><div class="tabs"><a class="active" href="#ldap">Kestrel LDAP</a><a href="#login-pane">Standard</a></div>
<form method="post" action="/users/auth/ldapmain/callback"><input type="hidden" name="authenticity_token" value="k7Jd9QfVb2xA1mP4sT0rZ8hW"><label>LDAP Username</label><input type="text" name="username" autocomplete="username"><label>Password</label><input type="password" name="password" autocomplete="current-password"><label style="font-weight:400"><input type="checkbox" name="remember_me"> Remember me</label><button>Sign in</button></form></div>
<p class="ft">Don't have an account yet? Ask #it-helpdesk in Mattermost.<br><a href="/help">Help</a> · <a href="https://about.gitlab.com">About GitLab</a> · GitLab Community Edition 17.5.2</p></div>`,
  }),
},
  // h-ok-nextcloud-family
{
  id: 'h-ok-nextcloud-family',
  label: 'clean',
  kind: 'selfhosted-login',
  url: 'https://cloud.familie-brandt.de/login?redirect_url=/apps/files/',
  body: doc({
    lang: 'de',
    title: 'Nextcloud',
    head: '<meta name="apple-itunes-app" content="app-id=1125420102"><meta name="theme-color" content="#0082c9"><link rel="icon" href="/core/img/favicon.png">',
    css: `body{margin:0;min-height:100vh;background:linear-gradient(40deg,#0082c9 0%,#30b6ff 100%);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:flex;align-items:center;justify-content:center;flex-direction:column}.lo{color:#fff;font-size:40px;font-weight:300;margin-bottom:20px}.gd{background:#fffd;border-radius:16px;padding:28px;width:320px;backdrop-filter:blur(8px)}.gd h2{margin-top:0;font-size:20px;text-align:center}input{width:100%;padding:10px;margin:6px 0;border:2px solid #949494;border-radius:8px;box-sizing:border-box}button{width:100%;margin-top:10px;background:#0082c9;color:#fff;border:0;border-radius:20px;padding:11px;font-weight:600}a{color:#fff}.ft{color:#fff;font-size:13px;margin-top:24px;text-align:center}`,
    body: `<div class="lo">☁ Nextcloud</div><div class="gd"><h2>Anmelden bei Familie Brandt Cloud</h2><form method="post" name="login"><input name="user" placeholder="Konto-Name oder E-Mail" autocomplete="username" autocapitalize="none"><input name="password" type="password" placeholder="Passwort" autocomplete="current-password"><input type="hidden" name="timezone" id="tz"><input type="hidden" name="requesttoken" value="Y2xvdWQtZmFtaWxpZS1icmFuZHQ="><button type="submit">Anmelden</button></form><p style="text-align:center;font-size:13px"><a href="/lostpassword" style="color:#0082c9">Passwort vergessen?</a></p></div>
<p class="ft">Familie Brandt Cloud – ein sicherer Ort für all Ihre Daten<br><a href="https://nextcloud.com">Nextcloud</a> · Impressum</p>
<script nonce="cb4e1">document.getElementById('tz').value=Intl.DateTimeFormat().resolvedOptions().timeZone</script>`,
  }),
  routes: { 'cloud.familie-brandt.de/core/img/favicon.png': img(0, 130, 201) },
},
  // h-ok-grafana-ops
{
  id: 'h-ok-grafana-ops',
  label: 'clean',
  kind: 'selfhosted-login',
  url: 'https://grafana.ops.meridian-energy-co.com/login',
  body: doc({
    title: 'Grafana',
    css: `body{margin:0;background:#111217;color:#ccccdc;font-family:Inter,Helvetica,Arial,sans-serif;display:flex;align-items:center;justify-content:center;min-height:100vh}.b{width:380px;text-align:center}.lg{font-size:44px}.b h1{font-weight:400;font-size:28px;color:#fff}form{text-align:left}label{display:block;font-size:12px;font-weight:500;margin:14px 0 6px}input{width:100%;background:#111217;border:1px solid #ccccdc26;color:#ccccdc;padding:8px;border-radius:2px;box-sizing:border-box}button{width:100%;margin-top:20px;background:#3d71d9;color:#fff;border:0;padding:9px;border-radius:2px}.or{margin:20px 0;font-size:13px;color:#ccccdca6}.oa{display:block;background:#22252b;border:1px solid #ccccdc26;color:#ccccdc;text-decoration:none;padding:9px;border-radius:2px}.ft{position:fixed;bottom:10px;left:0;right:0;text-align:center;font-size:12px;color:#ccccdc80}`,
    body: `<div class="b"><div class="lg">🌀</div><h1>Welcome to Grafana</h1>
<form method="post" action="/login"><label>Email or username</label><input name="user" placeholder="email or username"><label>Password</label><input name="password" type="password" placeholder="password"><button>Log in</button></form>
<div class="or">or</div><a class="oa" href="/login/generic_oauth">Sign in with Meridian Keycloak</a></div>
<div class="ft">Documentation | Support | Community | Open Source | v11.3.0 (d9455ff7db)</div>
<script>window.grafanaBootData={settings:{appSubUrl:"",buildInfo:{version:"11.3.0",edition:"Open Source"},disableLoginForm:false,oauth:{generic_oauth:{name:"Meridian Keycloak"}}}};</script>`,
  }),
},
  // h-ok-netgear-routerlogin
{
  id: 'h-ok-netgear-routerlogin',
  label: 'clean',
  kind: 'router-admin',
  url: 'https://www.routerlogin.net/start.htm',
  body: `<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>NETGEAR Router RAX50</title>
<link rel="stylesheet" href="/style/form.css"><script src="/funcs.js"></script>
</head><body bgcolor="#ffffff" onload="loadvalue()">
<table width="100%" border="0" cellpadding="0" cellspacing="0"><tr><td class="top_bar"><img src="/image/netgear.png" width="120" height="30" alt="NETGEAR"> <span class="model">Nighthawk AX6 RAX50</span></td><td align="right" class="fw">Firmware Version V1.0.16.110</td></tr></table>
<div class="login_box"><h3>Router Admin Login</h3><p>Enter the router admin user name and password. The default user name is <b>admin</b>. The password is the one you specified the first time you logged in.</p>
<form name="formname" method="POST" action="/login.cgi"><input type="hidden" name="submit_flag" value="login"><table><tr><td>User Name</td><td><input type="text" name="username" value="admin" size="20"></td></tr><tr><td>Password</td><td><input type="password" name="password" size="20" maxlength="64"></td></tr></table>
<input type="submit" class="apply_bt" value="Log In"> <a href="/passwordrecovered.htm">Cancel / Password Recovery</a></form></div>
<p class="note">Note: routerlogin.net and routerlogin.com only work when your device is connected to your NETGEAR router's network.</p>
</body></html>`,
  routes: {
    'www.routerlogin.net/style/form.css': css('body{font-family:Arial;font-size:12px}.top_bar{background:#5a2d82;color:#fff;padding:6px}.model{margin-left:20px;font-size:14px}.fw{background:#5a2d82;color:#ddd;padding:6px}.login_box{width:460px;margin:60px auto;border:1px solid #999;padding:20px}.apply_bt{background:#5a2d82;color:#fff;border:0;padding:5px 18px}.note{text-align:center;color:#666}'),
    'www.routerlogin.net/funcs.js': js('function loadvalue(){var f=document.forms[0];if(f&&f.password)f.password.focus()}\nfunction checkBlank(o){return o.value.replace(/\\s/g,"")==""}\nvar gui_region="English",ts="1732871234";'),
    'www.routerlogin.net/image/netgear.png': img(90, 45, 130),
  },
},
  // h-ok-mfa-duo-university
{
  id: 'h-ok-mfa-duo-university',
  label: 'clean',
  kind: 'mfa-page',
  url: 'https://login.westbrook.edu/idp/profile/SAML2/Redirect/SSO?execution=e2s2',
  body: doc({
    title: 'Westbrook University Login - Duo Two-Factor',
    css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#f2f2f2}.bn{background:#6b0f24;color:#fff;padding:16px 30px;font-family:Georgia,serif;font-size:22px}.c{max-width:540px;margin:40px auto;background:#fff;padding:30px;border-top:4px solid #c8a24b}.duo{display:flex;gap:20px;align-items:center;border:1px solid #ddd;padding:18px;border-radius:6px}.duo .ph{font-size:40px}.b{display:inline-block;background:#2b7bb9;color:#fff;padding:9px 18px;border-radius:4px;margin:6px 6px 0 0;text-decoration:none;font-size:14px}.sm{font-size:13px;color:#555}`,
    body: `<div class="bn">Westbrook University · Central Authentication Service</div>
<div class="c"><h2>Check for a Duo Push</h2><div class="duo"><div class="ph">📱</div><div><p>Sent to <b>iOS (•••-•••-4419)</b></p><p class="sm">Verify it's you by approving the notification. The request was started from <b>Westbrook, PA, US</b>.</p></div></div>
<p><a class="b" href="?execution=e2s2&_eventId=other">Other options</a><a class="b" href="?execution=e2s2&_eventId=passcode" style="background:#666">Enter a passcode</a></p>
<p class="sm">Didn't start this request? Deny it in the Duo app and report it to the ITS Service Desk at <a href="mailto:servicedesk@westbrook.edu">servicedesk@westbrook.edu</a>.</p>
<p class="sm">Logging in to: <b>Canvas LMS</b> (canvas.westbrook.edu)</p></div>
<script>var n=0,t=setInterval(function(){if(++n>30){clearInterval(t);document.querySelector('h2').textContent='Duo Push timed out'}},1000)</script>`,
  }),
},
  // h-ok-webmail-hoster-roundcube
{
  id: 'h-ok-webmail-hoster-roundcube',
  label: 'clean',
  kind: 'webmail-own',
  url: 'https://webmail.kaltnet-hosting.ch/?_task=login',
  body: doc({
    lang: 'de',
    title: 'Kaltnet Webmail :: Willkommen bei Kaltnet Webmail',
    head: '<link rel="shortcut icon" href="/skins/elastic/images/favicon.ico"><meta name="referrer" content="same-origin">',
    css: `body{margin:0;background:#f4f4f4;font-family:Roboto,"Helvetica Neue",Arial,sans-serif}#layout{display:flex;align-items:center;justify-content:center;min-height:100vh}.box{width:340px;background:#fff;border-radius:4px;padding:28px;box-shadow:0 2px 6px #0002}.lg{text-align:center;font-size:24px;color:#0b5394;margin-bottom:16px}input{width:100%;padding:9px;margin:6px 0;border:1px solid #d4dbde;border-radius:3px;box-sizing:border-box}button{width:100%;background:#37beff;color:#fff;border:0;padding:10px;border-radius:3px;margin-top:8px}.ft{text-align:center;font-size:12px;color:#8a959b;margin-top:14px}`,
    body: `<div id="layout"><div class="box"><div class="lg">❄ Kaltnet Webmail</div><form name="login-form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="ZKx3v2pQ8mN1bR7tY0cW"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_"><input name="_user" id="rcmloginuser" placeholder="E-Mail-Adresse" autocapitalize="off" autocomplete="username"><input name="_pass" id="rcmloginpwd" type="password" placeholder="Passwort" autocomplete="current-password"><button type="submit">Anmelden</button></form>
<div class="ft">Kaltnet Hosting AG · <a href="https://www.kaltnet-hosting.ch/support/webmail">Hilfe</a> · <a href="https://www.kaltnet-hosting.ch/status">Status</a><br>Roundcube Webmail 1.6.9</div></div></div>
<script>document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone;</script>`,
  }),
},
];
