import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, esc, img, orgAssets, orgPage, qrSvg, analytics } from '../parts/zb-kit.js';
import { northfield, lindenau, valmont, kitamura, dijkstad, halvorsen, brightwater, withHost } from '../parts/zb-orgs.js';

const nfIdp = withHost(northfield, 'idp.northfield-uni.ac.uk');
const capsJs = `<script>
document.addEventListener('DOMContentLoaded',function(){var p=document.getElementById('password'),w=document.getElementById('capswarn');if(!p||!w)return;
p.addEventListener('keyup',function(e){w.style.display=e.getModifierState&&e.getModifierState('CapsLock')?'block':'none';});
var t=document.getElementById('togglepw');if(t)t.addEventListener('click',function(){p.type=p.type==='password'?'text':'password';t.textContent=p.type==='password'?'Show':'Hide';});});
</script>`;

export const entries: Entry[] = [
  {
    id: 'zb-clean-sso-northfield-shibboleth',
    label: 'clean',
    kind: 'univ-sso',
    url: 'https://idp.northfield-uni.ac.uk/idp/profile/SAML2/Redirect/SSO?execution=e1s1',
    body: doc({
      title: 'University of Northfield - Web Login Service',
      head: `<link rel="icon" href="/favicon.ico">${capsJs}`,
      css: `body{margin:0;background:#e9edf2;font-family:Arial,sans-serif;color:#1b1b1b}.wrap{max-width:820px;margin:40px auto;background:#fff;border-top:6px solid #1d3f6e;display:grid;grid-template-columns:1fr 1fr}
.l,.r{padding:30px 34px}.r{background:#f6f8fa;font-size:14px}h1{font-size:20px;margin:0 0 18px}label{display:block;font-weight:bold;font-size:13px;margin-top:12px}
input[type=text],input[type=password]{width:100%;padding:9px;border:1px solid #9aa3ad;margin-top:4px;font-size:15px}button{margin-top:18px;background:#1d3f6e;color:#fff;border:0;padding:10px 28px;font-size:15px}
.sp{font-size:13px;color:#444;border:1px solid #d5dbe1;padding:10px;margin-bottom:16px;background:#fbfcfd}#capswarn{display:none;color:#a33;font-size:12px}footer{text-align:center;font-size:12px;color:#555;margin:14px}`,
      body: `<div class="wrap"><div class="l"><img src="/idp/images/northfield-logo.png" alt="University of Northfield" width="190" height="46">
<h1>Web Login Service</h1>
<div class="sp">You are logging in to: <strong>Moodle - Northfield Learning Environment</strong><br><span style="color:#666">moodle.northfield-uni.ac.uk</span></div>
<form action="/idp/profile/SAML2/Redirect/SSO?execution=e1s1" method="post" autocomplete="off">
<input type="hidden" name="csrf_token" value="_7c1e0b9a4f0a5d2e9b1c44f8a1d3e620">
<label for="username">Username</label><input id="username" name="j_username" type="text" placeholder="e.g. ab1234" autocapitalize="none">
<label for="password">Password <a href="#" id="togglepw" style="font-weight:normal;font-size:12px;float:right">Show</a></label><input id="password" name="j_password" type="password">
<div id="capswarn">Caps Lock is on.</div>
<label style="font-weight:normal"><input type="checkbox" name="donotcache" value="1"> Don't remember login</label>
<label style="font-weight:normal"><input type="checkbox" name="_shib_idp_revokeConsent" value="true"> Clear prior granting of permission for release of your information to this service.</label>
<button type="submit" name="_eventId_proceed">Login</button></form></div>
<div class="r"><p><strong>Need help?</strong></p><ul><li><a href="https://www.northfield-uni.ac.uk/it/password">Forgotten your password?</a></li><li><a href="https://www.northfield-uni.ac.uk/it/accounts">Activate your IT account</a></li><li><a href="https://www.northfield-uni.ac.uk/it/help">IT Service Desk</a> &ndash; 01632 960412</li></ul>
<p>The University will <strong>never</strong> email you a link asking for your password. If you reached this page from an email, check that the address bar shows <code>idp.northfield-uni.ac.uk</code>.</p>
<p style="color:#666">Login requires cookies. Closing your browser ends your session with all services.</p></div></div>
<footer>Shibboleth Identity Provider &middot; <a href="https://www.northfield-uni.ac.uk/privacy">Privacy</a> &middot; <a href="https://www.northfield-uni.ac.uk/accessibility">Accessibility</a></footer>`,
    }),
    routes: { ...orgAssets(nfIdp), 'idp.northfield-uni.ac.uk/idp/images/northfield-logo.png': img(29, 63, 110) },
  },
  {
    id: 'zb-clean-sso-nf-attribute-release',
    label: 'clean',
    kind: 'univ-sso',
    url: 'https://idp.northfield-uni.ac.uk/idp/profile/SAML2/POST/SSO?execution=e3s2',
    body: doc({
      title: 'Information Release',
      css: `body{font-family:Arial,sans-serif;background:#e9edf2;margin:0}.box{max-width:640px;margin:40px auto;background:#fff;padding:26px 30px;border-top:6px solid #1d3f6e}table{width:100%;border-collapse:collapse;font-size:14px}td{border:1px solid #ccd3da;padding:7px}td:first-child{background:#f2f4f7;width:40%}.opt label{display:block;margin:6px 0;font-size:14px}button{background:#1d3f6e;color:#fff;border:0;padding:9px 22px;margin-right:8px}`,
      body: `<div class="box"><img src="/idp/images/northfield-logo.png" alt="University of Northfield" width="170">
<p>You are about to access the service:<br><strong>Elsewhere Journals Online</strong> of <em>Elsewhere Publishing Ltd</em></p>
<p>Description as provided by this service: <em>Full text access to subscribed journals for members of subscribing institutions.</em></p>
<p>Information to be Provided to Service</p>
<table><tr><td>Affiliation</td><td>member@northfield-uni.ac.uk<br>student@northfield-uni.ac.uk</td></tr><tr><td>Pseudonymous ID</td><td>g8Zp0Qk3Rr1…</td></tr><tr><td>Entitlement</td><td>urn:mace:dir:entitlement:common-lib-terms</td></tr></table>
<p style="font-size:13px">The information above would be shared with the service if you proceed. Do you agree to release this information to the service every time you access it?</p>
<form method="post" action="/idp/profile/SAML2/POST/SSO?execution=e3s2"><div class="opt">
<label><input type="radio" name="_shib_idp_consentOptions" value="_shib_idp_doNotRememberConsent"> Ask me again at next login</label>
<label><input type="radio" name="_shib_idp_consentOptions" value="_shib_idp_rememberConsent" checked> Ask me again if information to be provided to this service changes</label>
<label><input type="radio" name="_shib_idp_consentOptions" value="_shib_idp_globalConsent"> Do not ask me again</label></div>
<p style="font-size:12px;color:#555">This setting can be revoked at any time with the checkbox on the login page.</p>
<button type="submit" name="_eventId_AttributeReleaseRejected" style="background:#777">Reject</button><button type="submit" name="_eventId_proceed">Accept</button></form></div>`,
    }),
    routes: { 'idp.northfield-uni.ac.uk/idp/images/northfield-logo.png?v=2': img(29, 63, 110) },
  },
  {
    id: 'zb-clean-sso-lindenau-de',
    label: 'clean',
    kind: 'univ-sso',
    url: 'https://login.uni-lindenau.de/idp/profile/SAML2/Redirect/SSO?execution=e2s1',
    body: orgPage(withHost(lindenau, 'login.uni-lindenau.de'), 'Anmeldung – Universität Lindenau', `<div class="card" style="max-width:520px;margin:auto">
<h1>Zentrale Anmeldung</h1><p class="muted">Sie melden sich an bei: <strong>ILIAS – Lernplattform der Universität Lindenau</strong></p>
<form method="post" action="/idp/profile/SAML2/Redirect/SSO?execution=e2s1">
<label for="u">Benutzerkennung (ZIH-Login)</label><input id="u" type="text" name="j_username" placeholder="z. B. s1234567">
<label for="password">Passwort</label><input id="password" type="password" name="j_password"><div id="capswarn" style="display:none;color:#b00;font-size:12px">Feststelltaste ist aktiv.</div>
<p><label style="font-weight:normal"><input type="checkbox" name="donotcache"> Anmeldung nicht speichern</label></p>
<button type="submit" name="_eventId_proceed">Anmelden</button></form>
<div class="notice">Das Rechenzentrum fragt <strong>niemals</strong> per E-Mail nach Ihrem Passwort. Prüfen Sie vor der Eingabe, dass die Adresse mit <code>https://login.uni-lindenau.de</code> beginnt.</div>
<p class="muted"><a href="https://www.uni-lindenau.de/zih/passwort">Passwort vergessen?</a> · <a href="https://www.uni-lindenau.de/zih/servicedesk">Servicedesk</a> · <a href="?lang=en">English</a></p></div>`, { lang: 'de', nav: ['Studium', 'Forschung', 'Universität', 'ZIH'], head: capsJs }),
    routes: orgAssets(withHost(lindenau, 'login.uni-lindenau.de')),
  },
  {
    id: 'zb-clean-sso-kitamura-ja',
    label: 'clean',
    kind: 'univ-sso',
    url: 'https://auth.kitamura-tech.ac.jp/login?app=lms',
    body: orgPage(withHost(kitamura, 'auth.kitamura-tech.ac.jp'), '統合認証システム | 北村工業大学', `<div class="card" style="max-width:560px;margin:auto">
<h1>統合認証システム</h1><p>ログイン先: <strong>学習管理システム (LMS)</strong></p>
<form method="post" action="/login?app=lms"><label for="uid">統合認証ID</label><input id="uid" name="uid" type="text" placeholder="例: k21a0123">
<label for="password">パスワード</label><input id="password" name="pw" type="password">
<p><button type="submit">ログイン</button></p></form>
<div class="notice">情報基盤センターがメールでパスワードを尋ねることは<strong>ありません</strong>。不審なメールを受け取った場合は、情報セキュリティ窓口（内線 4410）までご連絡ください。</div>
<p class="muted"><a href="/password/forgot">パスワードを忘れた方</a> ｜ <a href="/mfa/help">多要素認証について</a> ｜ <a href="?app=lms&amp;lang=en">English</a></p></div>`, { lang: 'ja', nav: ['学部・大学院', '研究', '情報基盤センター', '附属図書館'] }),
    routes: orgAssets(withHost(kitamura, 'auth.kitamura-tech.ac.jp')),
  },
  {
    id: 'zb-clean-sso-halvorsen-adfs',
    label: 'clean',
    kind: 'corp-sso',
    url: 'https://sts.halvorsen-logistics.com/adfs/ls/?client-request-id=7c8e1f02-3b1d-4c6a-9d9a-5a0f2e1c7b44&wa=wsignin1.0&wtrealm=urn%3afederation%3aMicrosoftOnline',
    body: doc({
      title: 'Sign In',
      css: `html,body{height:100%;margin:0;font-family:"Segoe UI",Tahoma,sans-serif}#bg{position:fixed;left:0;top:0;right:520px;bottom:0;background:#14375e url(/adfs/portal/illustration/illustration.png) center/cover}
#side{position:absolute;right:0;top:0;bottom:0;width:520px;background:#fff;padding:60px 48px}.logo{margin-bottom:36px}.t{font-size:20px;margin-bottom:16px}
input{display:block;width:100%;max-width:340px;padding:8px;margin:10px 0;border:1px solid #bbb;font-size:15px}#submitButton{background:#14375e;color:#fff;border:0;padding:8px 26px;font-size:15px}
.foot{position:absolute;bottom:24px;font-size:12px;color:#666}`,
      body: `<div id="bg"></div><div id="side"><div class="logo"><img src="/adfs/portal/logo/logo.png" alt="Halvorsen Logistics" height="44"></div>
<div class="t">Sign in</div>
<form method="post" id="loginForm" autocomplete="off" action="/adfs/ls/?client-request-id=7c8e1f02-3b1d-4c6a-9d9a-5a0f2e1c7b44&amp;wa=wsignin1.0&amp;wtrealm=urn%3afederation%3aMicrosoftOnline">
<input id="userNameInput" name="UserName" type="email" value="" placeholder="someone@halvorsen-logistics.com" autocomplete="off">
<input id="passwordInput" name="Password" type="password" placeholder="Password" autocomplete="off">
<input id="kmsiInput" type="checkbox" name="Kmsi" value="true" style="display:inline;width:auto"> <label for="kmsiInput">Keep me signed in</label>
<input type="hidden" name="AuthMethod" value="FormsAuthentication"><br><span id="submitButton" role="button" tabindex="0" onclick="document.getElementById('loginForm').submit()">Sign in</span></form>
<p style="font-size:13px;margin-top:30px">Sign in with your Halvorsen network account. Problems? Call the Global Service Desk on +47 55 50 70 99 or use <a href="https://servicedesk.halvorsen-logistics.com/">ServiceDesk</a>.</p>
<p style="font-size:12px;color:#666">Unauthorised access to this system is prohibited and may be monitored. By signing in you accept the <a href="https://intranet.halvorsen-logistics.com/policies/acceptable-use">Acceptable Use Policy</a>.</p>
<div class="foot">&copy; 2026 Microsoft</div></div>`,
    }),
    routes: { 'sts.halvorsen-logistics.com/adfs/portal/logo/logo.png': img(20, 55, 94), 'sts.halvorsen-logistics.com/adfs/portal/illustration/illustration.png': img(30, 70, 110) },
  },
  {
    id: 'zb-clean-sso-dijkstad-wayf-nl',
    label: 'clean',
    kind: 'univ-sso',
    url: 'https://wayf.federatie-onderwijs.nl/discovery?entityID=https%3A%2F%2Fbibliotheek.hs-dijkstad.nl%2Fshibboleth&return=https%3A%2F%2Fbibliotheek.hs-dijkstad.nl%2FShibboleth.sso%2FLogin',
    body: doc({
      title: 'Kies je instelling - Federatie Onderwijs',
      lang: 'nl',
      css: `body{font-family:Arial,sans-serif;margin:0;background:#f5f5f5}header{background:#fff;border-bottom:3px solid #e35205;padding:14px 24px}.c{max-width:620px;margin:30px auto;background:#fff;padding:24px;border-radius:6px}
input{width:100%;padding:12px;font-size:16px;border:1px solid #bbb;border-radius:4px}ul{list-style:none;padding:0}li{padding:12px;border-bottom:1px solid #eee;cursor:pointer;display:flex;gap:12px;align-items:center}li:hover{background:#fff3ec}li img{width:28px;height:28px}`,
      body: `<header><strong>Federatie Onderwijs</strong> &middot; Inloggen bij <em>Mediatheek Hogeschool Dijkstad</em></header>
<div class="c"><h2>Kies je instelling om in te loggen</h2><input id="q" type="search" placeholder="Zoek je school, hogeschool of universiteit…" autofocus>
<ul id="list"></ul><p style="font-size:12px;color:#666">Je instelling ontbreekt? <a href="/help/instelling">Lees hier wat je kunt doen</a>. &middot; <a href="?lang=en">English</a></p></div>
<script>
var idps=[['Hogeschool Dijkstad','https://sso.hs-dijkstad.nl/saml2/idp'],['Universiteit Veenoord','https://login.veenoord.nl/idp'],['Hogeschool Westmaas','https://idp.hs-westmaas.nl'],['Grafisch Lyceum Noordkade','https://sso.glnoordkade.nl'],['Gastaccount (eduID)','https://login.eduid.example.nl']];
function render(f){var ul=document.getElementById('list');ul.innerHTML='';idps.filter(function(i){return i[0].toLowerCase().indexOf(f)>=0;}).forEach(function(i){var li=document.createElement('li');li.innerHTML='<img src="/logos/generic.png" alt=""><span></span>';li.querySelector('span').textContent=i[0];li.onclick=function(){location.href='https://bibliotheek.hs-dijkstad.nl/Shibboleth.sso/Login?entityID='+encodeURIComponent(i[1]);};ul.appendChild(li);});}
render('');document.getElementById('q').addEventListener('input',function(e){render(e.target.value.toLowerCase());});
</script>`,
    }),
    routes: { 'wayf.federatie-onderwijs.nl/logos/generic.png': img(227, 82, 5) },
  },
  {
    id: 'zb-clean-oauth-gitlab-jupyterhub',
    label: 'clean',
    kind: 'oauth-consent',
    url: 'https://git.cs.northfield-uni.ac.uk/oauth/authorize?client_id=3f9c1a7e5d2b&redirect_uri=https%3A%2F%2Fjupyter.cs.northfield-uni.ac.uk%2Fhub%2Foauth_callback&response_type=code&scope=read_user+openid&state=eyJzdGF0ZSI6IjEifQ',
    body: doc({
      title: 'Authorize application · GitLab',
      css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,sans-serif;background:#fbfafd;color:#333238}.top{background:#1d3f6e;color:#fff;height:48px;display:flex;align-items:center;padding:0 18px;font-weight:600}
.m{max-width:560px;margin:48px auto;background:#fff;border:1px solid #dcdcde;border-radius:4px;padding:28px}ul{font-size:14px}.b{display:inline-block;padding:8px 16px;border-radius:4px;border:1px solid #bfbfc3;margin-right:8px;background:#fff}.p{background:#c91c00;color:#fff;border-color:#c91c00}`,
      body: `<div class="top">CS GitLab &middot; University of Northfield</div><div class="m"><h3>Authorize <strong>JupyterHub (CS teaching)</strong> to use your account?</h3>
<p>An application called <strong>JupyterHub (CS teaching)</strong> is requesting access to your GitLab account. This application was created by <strong>CS Technical Services</strong>, an administrator of this instance.</p>
<p>This application will be able to:</p><ul><li><strong>Read the authenticated user's personal information</strong> — Grants read-only access to your profile (name, username, email).</li><li><strong>Authenticate using OpenID Connect</strong></li></ul>
<p style="font-size:13px;color:#737278">You will be redirected to <code>https://jupyter.cs.northfield-uni.ac.uk/hub/oauth_callback</code>. Make sure you trust JupyterHub (CS teaching) before authorizing.</p>
<form method="post" action="/oauth/authorize"><input type="hidden" name="authenticity_token" value="r0xK9yR3v3tQbbzEBm0kM8X4Tn8vPzP0"><input type="hidden" name="client_id" value="3f9c1a7e5d2b"><input type="hidden" name="state" value="eyJzdGF0ZSI6IjEifQ">
<button class="b p" type="submit" name="commit" value="Authorize">Authorize</button><button class="b" type="submit" name="_method" value="delete">Deny</button></form></div>`,
    }),
  },
  {
    id: 'zb-clean-login-microsoftonline-tenant',
    label: 'clean',
    kind: 'brand-login',
    url: 'https://login.microsoftonline.com/northfield-uni.ac.uk/oauth2/v2.0/authorize?client_id=00000002-0000-0ff1-ce00-000000000000&response_type=code&scope=openid%20profile&redirect_uri=https%3A%2F%2Foutlook.office.com%2Fowa%2F&state=Q1f8',
    body: doc({
      title: 'Sign in to your account',
      css: `body{margin:0;font-family:"Segoe UI","Helvetica Neue",sans-serif;background:#f2f2f2 url(/shared/1.0/content/images/backgrounds/2_11d9e3bcdfede9ce5ce5ace2d129f1c4.svg) center/cover;min-height:100vh}
.box{width:440px;margin:120px auto 0;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.ban{height:36px}.t{font-size:24px;font-weight:600;margin:16px 0 12px}
input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:0}.row{margin-top:16px;font-size:13px}.btn{float:right;background:#0067b8;color:#fff;border:0;padding:6px 36px;font-size:15px;margin-top:24px}
.foot{position:fixed;bottom:0;right:0;font-size:12px;padding:8px}.foot a{color:#000;margin-left:10px;text-decoration:none}`,
      body: `<div class="box"><img class="ban" src="/bannerlogo?ts=638712" alt="University of Northfield"><div class="t">Sign in</div>
<form name="f1" method="post" action="/northfield-uni.ac.uk/login" autocomplete="off"><input type="email" name="loginfmt" id="i0116" placeholder="Email, phone, or Skype" aria-label="Enter your email, phone, or Skype.">
<div class="row">Use your university email address, e.g. <em>a.b.smith@northfield-uni.ac.uk</em></div><div class="row"><a href="#" id="cantAccessAccount">Can't access your account?</a></div>
<input type="hidden" name="ctx" value="rQQIARAA42Kw8sgoKSkottLXz8nPS8_JL8pOTE8tys_LS8zRS85PzcxP0UvOz9XLzy3JSM1Pz0xOzdFPLc7Mz0tOLEpN"><input type="hidden" name="flowToken" value="AQABAAEAAAAmoFfGtYxvRrNriQdPKIZ-">
<button class="btn" type="submit" id="idSIButton9">Next</button></form><div style="clear:both"></div></div>
<div class="foot"><a href="https://www.microsoft.com/en-GB/servicesagreement/">Terms of use</a><a href="https://privacy.microsoft.com/en-GB/privacystatement">Privacy &amp; cookies</a><a href="#">...</a></div>`,
    }),
    routes: { 'login.microsoftonline.com/bannerlogo': { status: 200, headers: { 'content-type': 'image/png' }, body: img(29, 63, 110).body }, 'login.microsoftonline.com/shared/1.0/content/images/backgrounds/2_11d9e3bcdfede9ce5ce5ace2d129f1c4.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"><rect width="1920" height="1080" fill="#e8eef4"/></svg>' } },
  },
];
