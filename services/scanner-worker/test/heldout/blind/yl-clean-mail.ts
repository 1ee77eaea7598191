import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, json, js } from '../parts/yl-kit.js';

const msLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-family="Segoe UI,Arial" font-size="16" fill="#5e5e5e" font-weight="600">Microsoft</text></svg>`;

export const entries: Entry[] = [
{
  id: 'yl-clean-login-microsoftonline-authorize',
  label: 'clean',
  kind: 'm365-login-real',
  url: 'https://login.microsoftonline.com/6d1c3b1e-9a7f-4e52-8c0b-2f4a7e9d1b35/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code&scope=openid%20profile&redirect_uri=https%3A%2F%2Fwww.office.com%2Flandingv2&login_hint=ahmed.khalil%40gulfstar-contracting.ae',
  body: `<!DOCTYPE html><html dir="ltr" lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in to your account</title>
<meta name="robots" content="none"><meta name="PageID" content="ConvergedSignIn"><meta name="SiteID" content=""><meta name="ReqLC" content="1033"><link rel="shortcut icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico">
<style>*{box-sizing:border-box}body{margin:0;font-family:'Segoe UI',-apple-system,Roboto,sans-serif;background:#f2f2f2;display:flex;min-height:100vh;align-items:center;justify-content:center}.box{width:440px;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px}h1{font-size:24px;font-weight:600;margin:16px 0 12px}input{width:100%;border:0;border-bottom:1px solid #666;height:36px;font-size:15px;outline:none}.bt{display:flex;justify-content:flex-end;margin-top:24px}.bt button{min-width:108px;height:32px;background:#0067b8;color:#fff;border:0}.lk{font-size:13px;color:#0067b8;margin-top:16px;display:block}.opt{margin-top:20px;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:12px 44px;width:440px}</style>
<script>var $Config={"urlPost":"/6d1c3b1e-9a7f-4e52-8c0b-2f4a7e9d1b35/login","sFT":"AQABIQEAAADW6jl31mB3T7ugrWTT8pFe","sCtx":"rQQIARAA","iMaxStackForKnockoutAsyncComponents":10000,"fShowPersistentCookiesWarning":false,"urlMsaSignUp":"https://login.live.com/oauth20_authorize.srf","sTenantId":"6d1c3b1e-9a7f-4e52-8c0b-2f4a7e9d1b35","country":"AE"};</script></head>
<body><div><div class="box">${msLogo}<h1>Sign in</h1><form method="post" action="/6d1c3b1e-9a7f-4e52-8c0b-2f4a7e9d1b35/login" id="f"><input type="hidden" name="flowToken" value="AQABIQEAAADW6jl31mB3T7ugrWTT8pFe"><input type="hidden" name="ctx" value="rQQIARAA"><input type="email" name="loginfmt" id="i0116" placeholder="Email, phone, or Skype" autocomplete="username"></form>
<a class="lk" href="https://signup.live.com/">No account? Create one!</a><a class="lk" href="#">Can't access your account?</a><div class="bt"><button form="f">Next</button></div></div><div class="opt">🔑 Sign-in options</div></div>
<script>var h=new URLSearchParams(location.search).get('login_hint');if(h)document.getElementById('i0116').value=h;</script></body></html>`,
  routes: { 'login.microsoftonline.com/6d1c3b1e-9a7f-4e52-8c0b-2f4a7e9d1b35/login': redirectRoute(302, 'https://login.microsoftonline.com/6d1c3b1e-9a7f-4e52-8c0b-2f4a7e9d1b35/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&sso_reload=true') },
},
{
  id: 'yl-clean-company-owa-own-domain',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://mail.gulfstar-contracting.ae/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.gulfstar-contracting.ae%2fowa%2f',
  body: `<!DOCTYPE html>
<html dir="ltr" class="mouse"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=10"><meta name="robots" content="noindex, nofollow"><title>Outlook</title>
<link rel="shortcut icon" href="/owa/auth/15.2.1544/themes/resources/favicon.ico" type="image/x-icon"><link rel="stylesheet" href="/owa/auth/15.2.1544/themes/resources/logon.css">
<style>body{margin:0;background:#fff;font-family:'Segoe UI','Segoe WP',Tahoma,Arial,sans-serif}.mid{position:absolute;top:0;bottom:0;left:0;right:0;display:flex}.lgn{margin:auto;width:700px;display:flex}.side{width:300px;border-right:1px solid #ddd;padding:40px 20px}.side .n{color:#0072c6;font-size:42px;font-weight:200}
.fm{padding:40px;flex:1}.lbl{font-size:14px;color:#333;margin:14px 0 4px}input.txt{width:280px;height:30px;border:1px solid #bbb;padding:2px 8px;font-size:14px}.sb{margin-top:24px;display:flex;align-items:center;gap:8px;cursor:pointer;color:#0072c6;font-size:22px;font-weight:200;background:none;border:0}.sig{font-size:12px;color:#666;margin-top:20px;max-width:300px;line-height:1.5}</style>
<script type="text/javascript" src="/owa/auth/15.2.1544/scripts/premium/flogon.js"></script></head>
<body><div class="mid"><div class="lgn"><div class="side"><div class="n">Outlook</div><div class="sig">Gulfstar Contracting LLC<br>Authorized use only. Activity on this system is logged.</div></div>
<form class="fm" action="/owa/auth.owa" method="POST" name="logonForm" autocomplete="off"><input type="hidden" name="destination" value="https://mail.gulfstar-contracting.ae/owa/"><input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<div class="lbl">Domain\\user name:</div><input class="txt" id="username" name="username" placeholder="GULFSTAR\\username"><div class="lbl">Password:</div><input class="txt" id="password" name="password" type="password" autocomplete="off">
<button class="sb" type="submit">→ sign in</button><div class="sig">Forgot your password? Use <a href="https://passwordreset.microsoftonline.com/">self-service password reset</a> or call IT Service Desk ext. 4357.</div></form></div></div></body></html>`,
  routes: { 'mail.gulfstar-contracting.ae/owa/auth.owa': redirectRoute(302, 'https://mail.gulfstar-contracting.ae/owa/auth/logon.aspx?replaceCurrent=1&reason=2') },
},
{
  id: 'yl-clean-hosting-roundcube-own-host',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://webmail.jeeran-hosting.jo/roundcube/?_task=login',
  body: doc({
    title: 'Jeeran Hosting Webmail :: Welcome',
    css: `body{margin:0;background:#2f3a3f;font-family:'Roboto','Open Sans',Arial,sans-serif;color:#fff;display:flex;min-height:100vh;align-items:center;justify-content:center}#lb{width:340px;text-align:center}.lg{font-size:30px;font-weight:300;margin-bottom:16px}.lg b{color:#37beff;font-weight:500}
input{width:100%;box-sizing:border-box;height:40px;border:0;border-radius:4px;padding:0 12px;margin:6px 0;font-size:15px}button{width:100%;height:40px;background:#37beff;color:#fff;border:0;border-radius:4px;font-size:15px;margin-top:8px}.ft{font-size:12px;color:#9aa6ab;margin-top:20px;line-height:1.6}.ft a{color:#9aa6ab}`,
    body: `<div id="lb"><div class="lg">Jeeran <b>Webmail</b></div>
<form name="form" method="post" action="/roundcube/?_task=login"><input type="hidden" name="_token" value="q8Xb2LmT0pVz7RkYw3Nf"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="tz" value="_default_">
<input name="_user" id="rcmloginuser" placeholder="Email address" autocomplete="username" required><input name="_pass" id="rcmloginpwd" type="password" placeholder="Password" autocomplete="current-password" required><button type="submit">Login</button></form>
<div class="ft">Roundcube Webmail · <a href="https://www.jeeran-hosting.jo/support/">Support</a> · <a href="https://www.jeeran-hosting.jo/client/">Client area</a><br>We never send emails asking you to "upgrade your mailbox" or "release pending messages".</div></div>
<script>try{document.getElementById('tz').value=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}</script>`,
  }),
},
];
