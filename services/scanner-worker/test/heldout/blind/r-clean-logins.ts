import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, imgRoute, gtag, cookieBar, baseCss } from '../parts/r-kit.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'r-clean-own-login-logistics-portal-de',
  label: 'clean',
  kind: 'own-login',
  url: 'https://kundenportal.hartmann-logistik.de/login',
  body: doc({ lang: 'de', title: 'Kundenportal – Hartmann Logistik GmbH', css: baseCss + `body{background:#eef1f4}header{background:#13335c;color:#fff;padding:14px 6%;display:flex;align-items:center;gap:16px}header img{height:30px}nav a{color:#cfe0f5;margin-left:18px;font-size:14px;text-decoration:none}
.w{display:flex;gap:30px;max-width:980px;margin:40px auto}.lg{flex:1;background:#fff;padding:28px;border-radius:4px}.in{flex:1.2}input{width:100%;padding:10px;border:1px solid #b8c2cc;border-radius:3px;margin:4px 0 14px}button{background:#e36a00;color:#fff;border:0;padding:11px 26px;border-radius:3px}
footer{background:#0d2440;color:#9fb3c8;font-size:13px;padding:24px 6%;margin-top:40px}` },
`<header><img src="/assets/logo-weiss.png" alt="Hartmann Logistik"><b>Hartmann Logistik</b><nav style="margin-left:auto"><a href="/">Startseite</a><a href="/leistungen">Leistungen</a><a href="/sendungsverfolgung">Sendungsverfolgung</a><a href="/kontakt">Kontakt</a></nav></header>
<div class="w"><div class="lg"><h2>Anmeldung Kundenportal</h2><form method="post" action="/login"><input type="hidden" name="csrf" value="c1f0a8d2e9b74e23">
<label>Kundennummer oder E-Mail</label><input name="benutzer" autocomplete="username" required><label>Passwort</label><input type="password" name="passwort" autocomplete="current-password" required>
<label style="font-size:14px"><input type="checkbox" name="merken"> Angemeldet bleiben</label><br><br><button>Anmelden</button></form>
<p style="font-size:14px"><a href="/passwort-vergessen">Passwort vergessen?</a> · <a href="/registrierung">Zugang beantragen</a></p></div>
<div class="in"><h3>Im Kundenportal können Sie</h3><ul><li>Sendungen in Echtzeit verfolgen</li><li>Abholaufträge erteilen</li><li>Rechnungen und Lieferscheine als PDF abrufen</li><li>Zollpapiere hochladen</li></ul>
<p>Fragen zum Zugang? Ihr Ansprechpartner im Kundenservice: 0421 55 78 30 (Mo–Fr 7–18 Uhr)</p><p style="font-size:13px;color:#666">Hinweis: Wir fragen Sie niemals per E-Mail oder Telefon nach Ihrem Passwort.</p></div></div>
<footer>Hartmann Logistik GmbH · Am Speicher XI 4 · 28217 Bremen · HRB 12345 HB · <a href="/impressum" style="color:#cfe0f5">Impressum</a> · <a href="/datenschutz" style="color:#cfe0f5">Datenschutz</a></footer>
${cookieBar('Wir verwenden nur technisch notwendige Cookies.', 'OK')}`),
  routes: { 'kundenportal.hartmann-logistik.de/assets/logo-weiss.png': imgRoute(255, 255, 255) },
},
{
  id: 'r-clean-own-login-saas-sso-buttons',
  label: 'clean',
  kind: 'own-login',
  url: 'https://app.ledgerly-invoicing.com/signin?next=%2Fdashboard',
  body: doc({ title: 'Sign in · Ledgerly', css: baseCss + `body{background:#fafafb}.c{max-width:400px;margin:70px auto;background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:32px}.lg{font-weight:800;font-size:22px;color:#5b3df5}
.sso{display:block;width:100%;padding:10px;border:1px solid #d4d4d8;border-radius:8px;background:#fff;margin:8px 0;font-size:15px}input{width:100%;padding:10px;border:1px solid #d4d4d8;border-radius:8px;margin:4px 0 12px}.pr{width:100%;padding:11px;background:#5b3df5;color:#fff;border:0;border-radius:8px;font-weight:600}` },
`<div class="c"><div class="lg">◆ ledgerly</div><h2>Welcome back</h2>
<a class="sso" href="/auth/google?next=%2Fdashboard">Continue with Google</a><a class="sso" href="/auth/microsoft?next=%2Fdashboard">Continue with Microsoft</a><a class="sso" href="/auth/saml">Continue with SAML SSO</a>
<p style="text-align:center;color:#71717a;font-size:13px">or</p>
<form id="f"><label>Work email</label><input type="email" name="email" required><label>Password</label><input type="password" name="password" required><button class="pr">Sign in</button><p id="e" style="color:#dc2626;font-size:14px"></p></form>
<p style="font-size:13px;text-align:center">New to Ledgerly? <a href="/signup">Start a 14-day trial</a> · <a href="/reset">Forgot password</a></p></div>
<p style="text-align:center;font-size:12px;color:#a1a1aa">© 2025 Ledgerly Inc. · <a href="https://ledgerly-invoicing.com/legal/terms">Terms</a> · <a href="https://ledgerly-invoicing.com/legal/privacy">Privacy</a> · <a href="https://status.ledgerly-invoicing.com">Status</a></p>
<script>
document.getElementById('f').addEventListener('submit',async function(ev){ev.preventDefault();var r=await fetch('/api/v1/sessions',{method:'POST',credentials:'include',headers:{'content-type':'application/json','x-requested-with':'ledgerly-web'},body:JSON.stringify({email:this.email.value,password:this.password.value})});
if(r.ok){location.assign(new URLSearchParams(location.search).get('next')||'/dashboard');}else{document.getElementById('e').textContent='Incorrect email or password.';}});
</script>`),
  routes: { 'app.ledgerly-invoicing.com/api/v1/sessions': jsonRoute({ error: 'invalid_credentials' }, 401) },
},
{
  id: 'r-clean-own-login-dental-patient-portal',
  label: 'clean',
  kind: 'own-login',
  url: 'https://portal.lakeviewfamilydental.com/patient/login',
  body: doc({ title: 'Patient Portal | Lakeview Family Dental', css: baseCss + `body{background:#f4fbfb}header{background:#fff;padding:16px 8%;border-bottom:3px solid #2aa7a0;display:flex;justify-content:space-between}main{max-width:460px;margin:40px auto;background:#fff;padding:28px;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
input{width:100%;padding:10px;border:1px solid #bcd;border-radius:4px;margin:4px 0 12px}button{background:#2aa7a0;color:#fff;border:0;padding:10px 24px;border-radius:4px}` },
`<header><b style="color:#2aa7a0">Lakeview Family Dental</b><span>📞 (608) 555-0134 · Book online</span></header>
<main><h2>Patient Portal</h2><p>Fill in new-patient forms, view upcoming appointments and pay your balance.</p>
<form method="post" action="/patient/login"><label>Email</label><input type="email" name="email"><label>Date of birth</label><input name="dob" placeholder="MM/DD/YYYY"><label>Password</label><input type="password" name="password"><button>Log in</button></form>
<p style="font-size:13px">First visit? <a href="/patient/register">Create your account</a> with the code from your appointment confirmation.</p></main>
<p style="text-align:center;font-size:12px;color:#678">Lakeview Family Dental · 410 N Lake St, Madison, WI · HIPAA Notice of Privacy Practices</p>`),
},
{
  id: 'r-clean-own-login-hosting-panel-nl',
  label: 'clean',
  kind: 'own-login',
  url: 'https://mijn.vanderkamp-hosting.nl/inloggen',
  body: doc({ lang: 'nl', title: 'Inloggen – Mijn Van der Kamp Hosting', css: baseCss + `body{background:#f6f7fb}.c{max-width:420px;margin:60px auto;background:#fff;padding:30px;border-radius:6px;border:1px solid #e3e6ef}input{width:100%;padding:10px;border:1px solid #ccd;margin:4px 0 12px;border-radius:4px}button{background:#2347d6;color:#fff;border:0;padding:11px;width:100%;border-radius:4px}` },
`<div class="c"><h2>Mijn Van der Kamp</h2><p>Beheer je domeinnamen, hostingpakketten, DNS en facturen.</p><form method="post" action="/inloggen"><label>E-mailadres of klantnummer</label><input name="login"><label>Wachtwoord</label><input type="password" name="wachtwoord"><button>Inloggen</button></form>
<p style="font-size:13px"><a href="/wachtwoord-vergeten">Wachtwoord vergeten?</a> · Tweestapsverificatie ingeschakeld? Je krijgt na het inloggen om je code gevraagd.</p>
<p style="font-size:12px;color:#888">Let op: wij vragen nooit per e-mail om je wachtwoord. Twijfel je over een e-mail van ons? Bel 053 750 12 40.</p></div>`),
},
{
  id: 'r-clean-brand-login-chase-secure',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://secure.chase.com/web/auth/?fromOrigin=https://www.chase.com&treatment=chase#/logon/logon/chaseOnline',
  body: doc({ title: 'Sign in - chase.com', css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#0f2b5b}.card{background:#fff;width:380px;margin:80px auto;padding:32px;border-radius:4px}input{width:100%;border:0;border-bottom:1px solid #959595;padding:8px 0;font-size:16px;margin-bottom:18px}.btn{width:100%;background:#117aca;color:#fff;border:0;padding:12px;border-radius:4px}` },
`<div class="card"><form method="post" action="/svc/wr/profile/secure/creds/signin"><label>Username</label><input name="userId" autocomplete="username"><label>Password</label><input type="password" name="password" autocomplete="current-password"><label style="font-size:13px"><input type="checkbox"> Remember me</label><button class="btn">Sign in</button></form>
<p style="font-size:13px;text-align:center"><a href="/web/auth/enrollment#/forgot">Forgot username/password?</a> › <a href="/web/auth/enrollment">Not Enrolled? Sign Up Now.</a></p></div>
<p style="text-align:center;color:#c5d3e8;font-size:11px">JPMorgan Chase Bank, N.A. Member FDIC · Equal Housing Opportunity · © 2025 JPMorgan Chase &amp; Co.</p>`),
},
{
  id: 'r-clean-brand-login-netflix-de',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://www.netflix.com/de/login?nextpage=https%3A%2F%2Fwww.netflix.com%2Fbrowse',
  body: doc({ lang: 'de', title: 'Netflix', css: `body{margin:0;background:#000;color:#fff;font-family:"Netflix Sans",Helvetica,Arial,sans-serif}.f{max-width:450px;margin:60px auto;background:rgba(0,0,0,.75);padding:50px 60px}input{width:100%;height:50px;background:#333;border:0;border-radius:4px;color:#fff;padding:0 16px;margin:8px 0}button{width:100%;height:48px;background:#e50914;color:#fff;border:0;border-radius:4px;font-weight:700;margin-top:20px}` },
`<div style="padding:20px 4%;color:#e50914;font:900 34px Arial">NETFLIX</div><div class="f"><h1>Anmelden</h1><form method="post" action="/de/login"><input name="userLoginId" placeholder="E-Mail-Adresse oder Handynummer"><input type="password" name="password" placeholder="Passwort"><button>Anmelden</button></form>
<p style="color:#b3b3b3;text-align:center">ODER</p><button style="background:rgba(128,128,128,.4);margin-top:0">Einen Anmeldecode verwenden</button><p style="color:#b3b3b3;font-size:15px">Neu bei Netflix? <a href="/de/" style="color:#fff">Jetzt registrieren</a>.</p><p style="color:#8c8c8c;font-size:13px">Diese Seite ist durch Google reCAPTCHA geschützt, um sicherzustellen, dass du kein Bot bist.</p></div>`),
},
{
  id: 'r-clean-brand-login-github',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://github.com/login?return_to=https%3A%2F%2Fgithub.com%2Fsettings%2Ftokens',
  body: doc({ title: 'Sign in to GitHub · GitHub', css: `body{margin:0;background:#f6f8fa;font-family:-apple-system,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;font-size:14px}.c{width:340px;margin:40px auto}.b{background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:16px}input{width:100%;padding:5px 12px;border:1px solid #d0d7de;border-radius:6px;margin:4px 0 16px;line-height:20px}button{width:100%;background:#1f883d;color:#fff;border:0;border-radius:6px;padding:6px}` },
`<div class="c"><h1 style="font-weight:300;text-align:center;font-size:24px">Sign in to GitHub</h1><div class="b"><form action="/session" method="post"><input type="hidden" name="authenticity_token" value="bV9x3Qw..."><label>Username or email address</label><input name="login" autocapitalize="off" autocomplete="username"><label>Password <a href="/password_reset" style="float:right;font-size:12px">Forgot password?</a></label><input type="password" name="password" autocomplete="current-password"><button>Sign in</button></form>
<p style="text-align:center">or</p><button type="button" style="background:#f6f8fa;color:#24292f;border:1px solid #d0d7de">Sign in with a passkey</button></div><p style="text-align:center;border:1px solid #d0d7de;border-radius:6px;padding:16px;margin-top:16px">New to GitHub? <a href="/signup">Create an account</a></p></div>`),
},
{
  id: 'r-clean-own-webmail-roundcube-lawfirm',
  label: 'clean',
  kind: 'own-webmail',
  url: 'https://webmail.kanzlei-brenner.de/?_task=login',
  body: doc({ lang: 'de', title: 'Kanzlei Brenner Webmail :: Willkommen', css: `body{margin:0;background:#f4f4f4;font-family:Roboto,Arial,sans-serif}#login{width:360px;margin:12vh auto;text-align:center}input{width:100%;padding:9px;border:1px solid #ccc;border-radius:4px;margin:5px 0}button{width:100%;background:#37beff;color:#fff;border:0;border-radius:4px;padding:10px;margin-top:8px}` },
`<div id="login"><img src="/skins/elastic/images/kanzlei-logo.png" width="180" height="60" alt="Kanzlei Brenner Rechtsanwälte"><form method="post" action="/?_task=login"><input type="hidden" name="_token" value="Lq8Zk2UvJc"><input type="hidden" name="_task" value="login"><input name="_user" placeholder="Benutzername" autocomplete="username"><input type="password" name="_pass" placeholder="Passwort"><button>Anmelden</button></form>
<p style="font-size:12px;color:#888">Kanzlei Brenner Webmail · Bei Problemen: IT-Betreuung Fa. Netzwerk Nord, Tel. 0511 123 4490</p></div>`),
  routes: { 'webmail.kanzlei-brenner.de/skins/elastic/images/kanzlei-logo.png': imgRoute(30, 60, 90) },
},
{
  id: 'r-clean-idp-okta-tenant-signin',
  label: 'clean',
  kind: 'idp-flow',
  url: 'https://brightwater-health.okta.com/oauth2/v1/authorize?client_id=0oa1x8r9wqkQ3Zt2d697&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fintranet.brightwater-health.org%2Fcallback&state=a91c',
  body: doc({ title: 'Brightwater Health - Sign In', css: `body{margin:0;background:#eaeaea;font-family:Arial,sans-serif}.c{width:400px;margin:80px auto;background:#fff;border:1px solid #ddd;border-radius:3px}.c .h{padding:20px;text-align:center;border-bottom:1px solid #ddd}.c form{padding:30px 40px}input{width:100%;padding:10px;border:1px solid #ccc;margin:4px 0 14px}button{width:100%;background:#1662dd;color:#fff;border:0;padding:11px}` },
`<div class="c"><div class="h"><img src="/bc/image/fileStoreRecord?id=fs0brightwaterlogo" width="200" height="50" alt="Brightwater Health"></div><form method="post" action="/idp/idx/identify"><h3>Sign In</h3><label>Username</label><input name="identifier"><label><input type="checkbox"> Keep me signed in</label><br><br><button>Next</button></form>
<p style="padding:0 40px 20px;font-size:13px"><a href="/signin/forgot-password">Forgot password?</a> · <a href="https://intranet.brightwater-health.org/it-help">Help</a><br><span style="color:#888">Powered by Okta · Privacy Policy</span></p></div>`),
  routes: { 'brightwater-health.okta.com/bc/image/fileStoreRecord': imgRoute(20, 90, 160) },
},
{
  id: 'r-clean-idp-auth0-universal-login',
  label: 'clean',
  kind: 'idp-flow',
  url: 'https://login.tandemride.app/u/login?state=hKFo2SBxZ3RqNnJfUm9jaW1iZ2V6',
  body: doc({ title: 'Log in | TandemRide', css: `body{margin:0;background:#f3f4f6;font-family:ulp-font,-apple-system,"Segoe UI",Roboto,sans-serif}.c{width:400px;margin:70px auto;background:#fff;border-radius:5px;box-shadow:0 12px 40px rgba(0,0,0,.12);padding:40px;text-align:center}input{width:100%;padding:14px;border:1px solid #c9cace;border-radius:3px;margin:8px 0}button{width:100%;padding:14px;background:#ff5a36;color:#fff;border:0;border-radius:3px;margin-top:12px}` },
`<div class="c"><img src="/assets/tandem-logo.png" width="52" height="52" alt="TandemRide"><h1 style="font-weight:400;font-size:24px">Welcome</h1><p>Log in to TandemRide to continue to TandemRide Dashboard.</p>
<form method="POST" action="/u/login?state=hKFo2SBxZ3RqNnJfUm9jaW1iZ2V6"><input type="hidden" name="state" value="hKFo2SBxZ3RqNnJfUm9jaW1iZ2V6"><input name="username" placeholder="Email address*"><input type="password" name="password" placeholder="Password*"><p style="text-align:left"><a href="/u/reset-password/request/Username-Password-Authentication?state=hKFo2">Forgot password?</a></p><button>Continue</button></form>
<p style="font-size:14px">Don't have an account? <a href="/u/signup?state=hKFo2">Sign up</a></p><p style="font-size:12px;color:#999">OR</p><button type="button" style="background:#fff;color:#333;border:1px solid #c9cace">Continue with Apple</button></div>`),
  routes: { 'login.tandemride.app/assets/tandem-logo.png': imgRoute(255, 90, 54) },
},
{
  id: 'r-clean-brand-login-naver-ko',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://nid.naver.com/nidlogin.login?mode=form&url=https%3A%2F%2Fmail.naver.com%2F',
  body: doc({ lang: 'ko', title: '네이버 : 로그인', css: `body{margin:0;font-family:"Apple SD Gothic Neo","Malgun Gothic",sans-serif}.lg{text-align:center;color:#03c75a;font:900 40px Arial;margin:50px 0 30px}.b{width:460px;margin:0 auto;border:1px solid #c6c6c6;border-radius:6px;padding:20px}input{width:100%;padding:14px;border:1px solid #dadada;margin:-1px 0 0}button{width:100%;background:#03c75a;color:#fff;border:0;border-radius:6px;padding:14px;font-size:18px;margin-top:20px}` },
`<div class="lg">NAVER</div><div class="b"><div style="display:flex;gap:6px;margin-bottom:12px"><b>ID 로그인</b> · 일회용 번호 · QR코드</div><form method="post" action="https://nid.naver.com/nidlogin.login"><input type="hidden" name="dynamicKey" value="f2a9..."><input name="id" placeholder="아이디 또는 전화번호"><input type="password" name="pw" placeholder="비밀번호"><label style="font-size:13px"><input type="checkbox"> 로그인 상태 유지</label><button>로그인</button></form></div>
<p style="text-align:center;font-size:13px;color:#888"><a href="https://nid.naver.com/user2/help/pwInquiry">비밀번호 찾기</a> | <a href="https://nid.naver.com/user2/help/idInquiry">아이디 찾기</a> | <a href="https://nid.naver.com/user2/V2Join">회원가입</a></p>`),
},
{
  id: 'r-clean-spa-login-react-bundle',
  label: 'clean',
  kind: 'own-login',
  url: 'https://console.parceldock.io/login',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>ParcelDock Console</title><link rel="stylesheet" href="/static/css/main.4c1e2a.css"><link rel="icon" href="/favicon.png"></head>
<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div><script src="/static/js/main.9f83b1c2.js"></script></body></html>`,
  routes: {
    'console.parceldock.io/static/css/main.4c1e2a.css': cssRoute(`body{margin:0;font-family:Inter,system-ui,sans-serif;background:#0f172a;color:#e2e8f0}.card{max-width:380px;margin:12vh auto;background:#1e293b;border-radius:12px;padding:32px}.card input{width:100%;padding:10px;border-radius:8px;border:1px solid #334155;background:#0f172a;color:#fff;margin:6px 0 14px}.card button{width:100%;padding:11px;border:0;border-radius:8px;background:#22c55e;color:#052e16;font-weight:700}`),
    'console.parceldock.io/favicon.png': imgRoute(34, 197, 94),
    'console.parceldock.io/static/js/main.9f83b1c2.js': jsRoute(`"use strict";(()=>{var e={},t=(n,r)=>{const o=document.createElement(n);return Object.assign(o,r||{}),o};const n=window.__PD_ENV__||{api:"/api",release:"2025.11.3",sentry:!1};
function r(){const a=document.getElementById("root"),c=t("div",{className:"card"});c.append(t("h2",{textContent:"Sign in to ParcelDock"}),t("p",{textContent:"Manage shipments, webhooks and API keys."}));
const f=t("form");const u=t("input",{type:"email",name:"email",placeholder:"you@company.com",autocomplete:"username"}),p=t("input",{type:"password",name:"password",placeholder:"Password",autocomplete:"current-password"}),s=t("button",{type:"submit",textContent:"Sign in"}),m=t("p",{style:"color:#f87171"});
f.append(u,p,s,m);f.addEventListener("submit",async l=>{l.preventDefault();s.disabled=!0;try{const d=await fetch(n.api+"/auth/login",{method:"POST",credentials:"same-origin",headers:{"Content-Type":"application/json"},body:JSON.stringify({email:u.value,password:p.value})});if(d.ok){location.href="/shipments";return}m.textContent=(await d.json()).message}catch(g){m.textContent="Network error"}s.disabled=!1});
c.append(f,t("p",{innerHTML:'<a href="/forgot" style="color:#94a3b8">Forgot password?</a> · <a href="https://docs.parceldock.io" style="color:#94a3b8">Docs</a>'}));a.append(c)}document.readyState==="loading"?document.addEventListener("DOMContentLoaded",r):r()})();
//# sourceMappingURL=main.9f83b1c2.js.map`),
    'console.parceldock.io/api/auth/login': jsonRoute({ message: 'Invalid email or password' }, 401),
  },
},
];
