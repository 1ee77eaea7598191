import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Clean: companies' single-page apps on their own domains, and brands' own sign-in pages on their real hosts.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const css = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-clean-spa-shop-checkout',
    label: 'clean',
    kind: 'spa-own-domain',
    url: 'https://shop.fernwoodcoffee.com/checkout',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Checkout – Fernwood Coffee Roasters</title>
<link rel="stylesheet" href="/assets/shop.css"></head><body><div id="app"><p class="loading">Loading your cart…</p></div><script src="/assets/checkout.js" defer></script></body></html>`,
    routes: {
      'shop.fernwoodcoffee.com/assets/shop.css': css(raw`body{margin:0;font-family:"Work Sans",Arial,sans-serif;background:#faf7f2;color:#2b2119}.wrap{max-width:980px;margin:0 auto;padding:30px 20px;display:grid;grid-template-columns:1.3fr 1fr;gap:36px}h1{font-family:Georgia,serif}label{display:block;font-size:13px;margin:12px 0 4px}input,select{width:100%;padding:11px;border:1px solid #d7cfc4;border-radius:6px;font-size:15px;box-sizing:border-box;background:#fff}.row{display:flex;gap:10px}.pay{width:100%;margin-top:20px;background:#2b2119;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px;cursor:pointer}.sum{background:#fff;border:1px solid #ece5da;border-radius:8px;padding:18px;align-self:start}.li{display:flex;justify-content:space-between;margin:8px 0;font-size:14px}.err{color:#b42318;font-size:13px}`),
      'shop.fernwoodcoffee.com/assets/checkout.js': js(raw`(async function(){
  const app=document.getElementById('app');
  const cart=await fetch('/api/cart',{credentials:'same-origin'}).then(r=>r.json());
  const money=n=>'$'+n.toFixed(2);
  const sub=cart.items.reduce((s,i)=>s+i.price*i.qty,0), ship=sub>=40?0:6.5, tax=+(sub*0.0725).toFixed(2);
  app.innerHTML='<div class="wrap"><form id="f" novalidate><h1>Checkout</h1><h3>Contact</h3><label>Email</label><input name="email" type="email" autocomplete="email" required><h3>Shipping</h3><label>Full name</label><input name="name" autocomplete="name" required><label>Address</label><input name="address1" autocomplete="address-line1" required><div class="row"><div style="flex:2"><label>City</label><input name="city" autocomplete="address-level2"></div><div style="flex:1"><label>State</label><select name="state"><option>CA</option><option>OR</option><option>WA</option></select></div><div style="flex:1"><label>ZIP</label><input name="zip" autocomplete="postal-code"></div></div><h3>Payment</h3><label>Card number</label><input name="cc" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"><div class="row"><div style="flex:1"><label>Expiry</label><input name="exp" autocomplete="cc-exp" placeholder="MM / YY"></div><div style="flex:1"><label>CVC</label><input name="cvc" autocomplete="cc-csc" inputmode="numeric"></div></div><div class="err" id="err"></div><button class="pay">Pay '+money(sub+ship+tax)+'</button><p style="font-size:12px;color:#7a6d60">Payments are processed securely. We never store your full card number.</p></form><aside class="sum"><h3 style="margin-top:0">Order summary</h3>'+cart.items.map(i=>'<div class="li"><span>'+i.qty+' × '+i.name+'</span><span>'+money(i.price*i.qty)+'</span></div>').join('')+'<hr><div class="li"><span>Subtotal</span><span>'+money(sub)+'</span></div><div class="li"><span>Shipping</span><span>'+(ship?money(ship):'Free')+'</span></div><div class="li"><span>Tax</span><span>'+money(tax)+'</span></div><div class="li"><b>Total</b><b>'+money(sub+ship+tax)+'</b></div></aside></div>';
  const luhn=s=>{s=s.replace(/\D/g,'');let t=0;for(let i=0;i<s.length;i++){let d=+s[s.length-1-i];if(i%2){d*=2;if(d>9)d-=9}t+=d}return s.length>=13&&t%10===0};
  const f=document.getElementById('f');
  f.cc.addEventListener('input',e=>{e.target.value=e.target.value.replace(/\D/g,'').slice(0,16).replace(/(\d{4})(?=\d)/g,'$1 ')});
  f.addEventListener('submit',async e=>{e.preventDefault();const err=document.getElementById('err');if(!luhn(f.cc.value)){err.textContent='Your card number is invalid.';return}
    const r=await fetch('/api/checkout',{method:'POST',headers:{'content-type':'application/json','x-csrf-token':cart.csrf},body:JSON.stringify(Object.fromEntries(new FormData(f)))});
    if(r.ok){location.assign('/order/confirmation')}else{err.textContent='Payment was declined. Please try another card.'}});
})();`),
      'shop.fernwoodcoffee.com/api/cart': json({ csrf: 'b1e0c4f2a9', items: [{ name: 'Ethiopia Guji (12 oz)', price: 19.5, qty: 1 }, { name: 'House Espresso (2 lb)', price: 34, qty: 1 }, { name: 'Ceramic pour-over', price: 28, qty: 1 }] }),
    },
  },
  {
    id: 'c-clean-sso-brightlane',
    label: 'clean',
    kind: 'spa-own-domain',
    url: 'https://www.brightlane.co/signin',
    routes: {
      'www.brightlane.co/signin': htmlRoute(raw`<!doctype html><html><head><meta charset="utf-8"><title>Brightlane</title></head><body>
<script>
// marketing site: hand the visitor to the identity service, keeping the return path
var ret = encodeURIComponent('https://app.brightlane.co/home');
location.replace('https://login.brightlane.co/authorize?client_id=web&redirect_uri=' + ret + '&state=' + Math.random().toString(36).slice(2));
</script><noscript><a href="https://login.brightlane.co/authorize?client_id=web">Sign in</a></noscript></body></html>`),
      'login.brightlane.co/authorize': htmlRoute(raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in – Brightlane</title>
<style>body{margin:0;background:#fff7ed;font-family:"DM Sans",Arial,sans-serif}.b{max-width:400px;margin:12vh auto;background:#fff;border-radius:16px;padding:30px;box-shadow:0 10px 30px #0001}.b input{width:100%;padding:11px;border:1px solid #e5e7eb;border-radius:10px;margin:6px 0 12px;box-sizing:border-box}.b button{width:100%;background:#f97316;color:#fff;border:0;border-radius:10px;padding:12px;font-weight:700}</style></head>
<body><div class="b" id="b">Checking your session…</div>
<script>
(async function () {
  const q = new URLSearchParams(location.search);
  const redirect = q.get('redirect_uri') || 'https://app.brightlane.co/home';
  const allowed = ['app.brightlane.co', 'admin.brightlane.co'];
  const target = new URL(redirect);
  if (!allowed.includes(target.hostname)) { document.getElementById('b').textContent = 'Invalid redirect.'; return; }
  const s = await fetch('/api/session', { credentials: 'include' }).then((r) => r.json());
  if (s.authenticated) { location.replace(target.href + '?code=' + s.code); return; }
  const b = document.getElementById('b');
  b.innerHTML = '<h2>Sign in to Brightlane</h2><form id="f"><input name="email" type="email" placeholder="Work email"><input name="password" type="password" placeholder="Password"><button>Continue</button></form>';
  document.getElementById('f').onsubmit = async (e) => { e.preventDefault(); const r = await fetch('/api/login', { method: 'POST', body: new FormData(e.target), credentials: 'include' }); if (r.ok) location.replace(target.href + '?code=' + (await r.json()).code); };
})();
</script></body></html>`),
      'login.brightlane.co/api/session': json({ authenticated: true, code: 'c_7f21a9' }),
      'app.brightlane.co/home': htmlRoute(raw`<!doctype html><html><head><meta charset="utf-8"><title>Home · Brightlane</title></head><body style="font-family:'DM Sans',Arial,sans-serif;margin:0"><div id="r"></div><script>
var code = new URLSearchParams(location.search).get('code');
history.replaceState(null, '', '/home');
document.getElementById('r').innerHTML = '<header style="background:#f97316;color:#fff;padding:14px 24px;font-weight:700">Brightlane</header><main style="padding:24px"><h1>Good afternoon 👋</h1><p>You have 3 shipments arriving today and 1 pending approval.</p></main>';
</script></body></html>`),
    },
  },
  {
    id: 'c-clean-spa-creditunion-login',
    label: 'clean',
    kind: 'spa-own-domain',
    url: 'https://online.cascadiafcu.org/login',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Online Banking | Cascadia Federal Credit Union</title>
<link rel="stylesheet" href="/ob/css/app.css"></head><body><div id="ob-root" aria-live="polite"></div>
<script src="/ob/js/vendor.bundle.js"></script><script src="/ob/js/login.bundle.js"></script></body></html>`,
    routes: {
      'online.cascadiafcu.org/ob/css/app.css': css(raw`body{margin:0;font-family:"Source Sans 3",Arial,sans-serif;background:#eef3f1;color:#12322b}.hd{background:#0f5a47;color:#fff;padding:14px 28px;font-size:20px;font-weight:600}.lg{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 1px 4px #0002}.lg input{width:100%;padding:11px;border:1px solid #9fb5ae;border-radius:4px;margin:6px 0 14px;box-sizing:border-box;font-size:16px}.lg button{width:100%;background:#0f5a47;color:#fff;border:0;border-radius:4px;padding:12px;font-size:16px}.ft{text-align:center;font-size:12px;color:#4a6a62;margin-top:20px}.mfa{font-size:14px;background:#f3f8f6;padding:10px;border-radius:4px}`),
      'online.cascadiafcu.org/ob/js/vendor.bundle.js': js(raw`/*! ob-vendor 5.2.0 */!function(e){var t={};function n(r){if(t[r])return t[r].exports;var o=t[r]={i:r,l:!1,exports:{}};return e[r].call(o.exports,o,o.exports,n),o.l=!0,o.exports}n.m=e,n.c=t,n.d=function(e,t,r){n.o(e,t)||Object.defineProperty(e,t,{enumerable:!0,get:r})},n.o=function(e,t){return Object.prototype.hasOwnProperty.call(e,t)},window.__obreq=n}({0:function(e,t){e.exports={post:function(u,b,h){return fetch(u,{method:"POST",credentials:"same-origin",headers:Object.assign({"content-type":"application/json"},h||{}),body:JSON.stringify(b)}).then(function(r){return r.json().then(function(j){return{ok:r.ok,body:j}})})}}}});`),
      'online.cascadiafcu.org/ob/js/login.bundle.js': js(raw`(function(){var http=window.__obreq(0),r=document.getElementById("ob-root"),dev=localStorage.getItem("ob.device")||(function(){var d=crypto.randomUUID();localStorage.setItem("ob.device",d);return d})();
function view1(msg){r.innerHTML='<div class="hd">Cascadia FCU</div><div class="lg"><h2>Sign in to Online Banking</h2>'+(msg?'<p style="color:#b42318">'+msg+'</p>':'')+'<form id="f"><label>Username</label><input name="u" autocomplete="username"><label>Password</label><input name="p" type="password" autocomplete="current-password"><button>Sign in</button></form><div class="ft"><a href="/enroll">Enroll</a> · <a href="/forgot">Forgot username or password?</a><br>Federally insured by NCUA · Equal Housing Opportunity</div></div>';
document.getElementById("f").onsubmit=function(e){e.preventDefault();http.post("/ob/api/auth/login",{u:this.u.value,p:this.p.value,device:dev}).then(function(x){if(!x.ok)return view1("The username or password is incorrect.");x.body.mfa?view2(x.body):location.assign("/ob/accounts")})}}
function view2(s){r.querySelector(".lg").innerHTML='<h2>Verify it\'s you</h2><p class="mfa">We sent a 6-digit code to the phone number ending in '+s.last4+'. Cascadia FCU will never call you to ask for this code.</p><form id="g"><label>Code</label><input name="c" inputmode="numeric" maxlength="6" autocomplete="one-time-code"><label><input type="checkbox" name="r" style="width:auto"> Remember this device</label><button>Verify</button></form>';
document.getElementById("g").onsubmit=function(e){e.preventDefault();http.post("/ob/api/auth/mfa",{c:this.c.value,t:s.ticket,remember:this.r.checked}).then(function(x){x.ok?location.assign("/ob/accounts"):alert("That code did not match.")})}}
view1();})();`),
    },
  },
  {
    id: 'c-clean-spa-webmail-kestrel',
    label: 'clean',
    kind: 'spa-own-domain',
    url: 'https://webmail.kestrelhosting.net/?_task=login',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Kestrel Hosting Webmail :: Welcome to Kestrel Hosting Webmail</title>
<link rel="stylesheet" href="/skins/elastic/styles/styles.min.css?s=1700000000"></head>
<body class="task-login action-none"><div id="layout"><h1 class="voice">Kestrel Hosting Webmail Login</h1><div id="login-form"></div></div>
<script src="/program/js/app.min.js?s=1700000000"></script>
<script>rcmail.set_env({"task":"login","x_frame_options":"sameorigin","request_token":"nQ5x1Fh0bqT8c2uKVnJ0mS2d","session_lifetime":600,"product_name":"Kestrel Hosting Webmail","default_host":"mail.kestrelhosting.net"});rcmail.gui_init && rcmail.gui_init();</script></body></html>`,
    routes: {
      'webmail.kestrelhosting.net/skins/elastic/styles/styles.min.css': css(raw`body{margin:0;background:#f4f4f4;font-family:Roboto,"Segoe UI",sans-serif}#layout{display:flex;align-items:center;justify-content:center;min-height:100vh}.voice{position:absolute;left:-9999px}#login-form{background:#fff;width:340px;padding:30px;border-radius:4px;box-shadow:0 0 10px #0002}#login-form img{display:block;margin:0 auto 20px}#login-form input{width:100%;padding:9px;margin-bottom:10px;border:1px solid #ccc;border-radius:3px;box-sizing:border-box}#login-form button{width:100%;padding:10px;background:#37beff;border:0;color:#fff;border-radius:3px}#login-footer{text-align:center;color:#999;font-size:11px;margin-top:14px}`),
      'webmail.kestrelhosting.net/program/js/app.min.js': js(raw`var rcmail=(function(){var env={};return{set_env:function(o){for(var k in o)env[k]=o[k]},env:env,gui_init:function(){var f=document.getElementById('login-form');f.innerHTML='<form name="login-form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="'+env.request_token+'"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz"><div style="text-align:center;font-size:22px;color:#2a5d84;margin-bottom:16px">&#129413; '+env.product_name+'</div><input name="_user" id="rcmloginuser" placeholder="Username" autocomplete="username" required><input name="_pass" id="rcmloginpwd" type="password" placeholder="Password" autocomplete="current-password" required><button type="submit" id="rcmloginsubmit">Login</button></form><div id="login-footer">'+env.product_name+' · Roundcube Webmail</div>';try{document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}document.getElementById('rcmloginuser').focus()}}})();`),
    },
  },
  {
    id: 'c-clean-brand-ms-login',
    label: 'clean',
    kind: 'brand-own-spa',
    url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&redirect_uri=https%3A%2F%2Fwww.office.com%2Flandingv2&response_type=code%20id_token&scope=openid%20profile&response_mode=form_post&nonce=638512&ui_locales=en-US&state=Q2xvc2Vk',
    body: raw`<!-- Copyright (C) Microsoft Corporation. All rights reserved. --><!DOCTYPE html><html dir="ltr" lang="en"><head><title>Sign in to your account</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=2.0, user-scalable=yes"><meta name="robots" content="none"><meta name="PageID" content="ConvergedSignIn"><meta name="SiteID" content=""><meta name="ReqLC" content="1033"><meta name="LocLC" content="en-US"><link rel="shortcut icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico"><script type="text/javascript">//<![CDATA[
$Config={"fShowPersistentCookiesWarning":false,"urlMsaSignUp":"https://login.live.com/oauth20_authorize.srf?client_id=4765445b-32c6-49b0-83e6-1d93765276ca","urlPost":"/common/login","urlResetPassword":"https://passwordreset.microsoftonline.com/?ru=https%3a%2f%2flogin.microsoftonline.com%2fcommon%2freprocess","sCtx":"rQQIARAAhZE9aNNQFIXz2h","sFT":"AQABIQEAAAApTwJmzXqdR4BN2miheQMYRk","canary":"PAQABDgEAAAApTwJmzXqdR4BN2miheQMY","correlationId":"0c5d7a2e-3a81-4b4b-9d3c-54c1f4b2e6a1","sessionId":"7f2c","iPawnIcon":0,"sPOST_Username":"","fEnableShowPassword":true,"strings":{"signin":"Sign in","next":"Next","pwd":"Enter password"}};
//]]></script><script type="text/javascript">//<![CDATA[
!function(){var e=window,r=e.$Debug=e.$Debug||{},t=e.$Config||{};if(!r.appendLog){var n=[],o=0;r.appendLog=function(e){var r=t.maxDebugLog||25,i=(new Date).toUTCString()+":"+e;n.push(o+":"+i),n.length>r&&n.shift(),o++},r.getLogs=function(){return n}}}();
//]]></script><link rel="stylesheet" href="https://aadcdn.msftauth.net/shared/1.0/content/css/converged.v2.login.min_ziytf9fvvcyysn_wzlsbtw2.css"></head>
<body data-bind="defineGlobals: ServerData, bodyCssClass" class="cb" style="display:block"><div id="lightbox-root"></div>
<script crossorigin="anonymous" src="https://aadcdn.msftauth.net/shared/1.0/content/js/ConvergedLogin_PCore_aBTfKw8sHC-uGYHTX2GJ8g2.js"></script></body></html>`,
    routes: {
      'aadcdn.msftauth.net/shared/1.0/content/css/converged.v2.login.min_ziytf9fvvcyysn_wzlsbtw2.css': css(raw`body.cb{margin:0;font-family:"Segoe UI","Helvetica Neue",sans-serif;background:#f2f2f2}.outer{display:table;position:absolute;height:100%;width:100%}.middle{display:table-cell;vertical-align:middle}.inner{max-width:440px;width:calc(100% - 40px);margin:0 auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2);box-sizing:border-box}.title{font-size:1.5rem;font-weight:600;margin:16px 0 12px}.form-control{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:0}.win-button{background:#0067b8;color:#fff;border:0;min-width:108px;padding:4px 12px;min-height:32px;float:right;margin-top:24px}.alert-error{color:#e81123}.footer{position:absolute;bottom:0;right:0;font-size:12px;padding:8px 16px}`),
      'aadcdn.msftauth.net/shared/1.0/content/js/ConvergedLogin_PCore_aBTfKw8sHC-uGYHTX2GJ8g2.js': js(raw`!function(){"use strict";var C=window.$Config,S=C.strings,R=document.getElementById("lightbox-root"),st={u:C.sPOST_Username||""};
function logo(){return'<img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_564db913a7fa0ca42727161c6d031bef.svg" alt="Microsoft" width="108" height="24">'}
function frame(h){R.innerHTML='<div class="outer"><div class="middle"><div class="inner">'+logo()+h+'</div></div></div><div class="footer"><a href="https://www.microsoft.com/en-US/servicesagreement/">Terms of use</a> &nbsp; <a href="https://privacy.microsoft.com/en-US/privacystatement">Privacy &amp; cookies</a></div>'}
function u(){frame('<div class="title" role="heading">'+S.signin+'</div><div class="alert-error" id="usernameError"></div><input type="email" name="loginfmt" id="i0116" class="form-control" placeholder="Email, phone, or Skype" value="'+st.u+'" aria-required="true"><p><a href="'+C.urlMsaSignUp+'">No account? Create one!</a></p><input type="submit" id="idSIButton9" class="win-button" value="'+S.next+'"><div style="clear:both"></div>');
document.getElementById("idSIButton9").onclick=function(){var v=document.getElementById("i0116").value.trim();if(!v){document.getElementById("usernameError").textContent="Enter a valid email address, phone number, or Skype name.";return}
fetch("/common/GetCredentialType?mkt=en-US",{method:"POST",headers:{"content-type":"application/json; charset=UTF-8",canary:C.canary,"client-request-id":C.correlationId},body:JSON.stringify({username:v,flowToken:C.sFT})}).then(function(r){return r.json()}).then(function(j){if(j.IfExistsResult===1){document.getElementById("usernameError").textContent="We couldn't find an account with that username.";return}st.u=v;p()})}}
function p(){frame('<div>'+st.u+'</div><div class="title">'+S.pwd+'</div><form method="post" action="'+C.urlPost+'"><input type="hidden" name="login" value="'+st.u+'"><input type="hidden" name="flowToken" value="'+C.sFT+'"><input type="hidden" name="ctx" value="'+C.sCtx+'"><input type="hidden" name="canary" value="'+C.canary+'"><input name="passwd" type="password" id="i0118" class="form-control" placeholder="Password"><p><a href="'+C.urlResetPassword+'">Forgot my password</a></p><input type="submit" class="win-button" value="'+S.signin+'"></form>')}
u()}();`),
      'login.microsoftonline.com/common/GetCredentialType': json({ Username: '', Display: '', IfExistsResult: 0, IsUnmanaged: false, ThrottleStatus: 0, Credentials: { PrefCredential: 1, HasPassword: true } }),
      'aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_564db913a7fa0ca42727161c6d031bef.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24"><path fill="#f25022" d="M0 2h10v10H0z"/><path fill="#7fba00" d="M11 2h10v10H11z"/><path fill="#00a4ef" d="M0 13h10v10H0z"/><path fill="#ffb900" d="M11 13h10v10H11z"/><text x="26" y="18" font-family="Segoe UI" font-size="16" fill="#737373">Microsoft</text></svg>' },
    },
  },
  {
    id: 'c-clean-brand-apple-signin',
    label: 'clean',
    kind: 'brand-own-spa',
    url: 'https://account.apple.com/sign-in',
    body: raw`<!DOCTYPE html><html lang="en-US" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><title>Sign In - Apple Account</title>
<link rel="stylesheet" href="https://appleid.cdn-apple.com/static/bin/cb2613252489/dist/assets/application.css"></head>
<body><div id="content" class="flow-section"></div><div id="ac-globalfooter" style="font-size:12px;color:#6e6e73;text-align:center;padding:20px">Copyright © 2024 Apple Inc. All rights reserved.</div>
<script src="https://appleid.cdn-apple.com/static/bin/cb2613252489/dist/assets/vendor.js"></script><script src="https://appleid.cdn-apple.com/static/bin/cb2613252489/dist/assets/application.js"></script></body></html>`,
    routes: {
      'appleid.cdn-apple.com/static/bin/cb2613252489/dist/assets/application.css': css(raw`body{margin:0;font-family:"SF Pro Text","Helvetica Neue",Helvetica,Arial,sans-serif;color:#1d1d1f}.flow-section{max-width:480px;margin:80px auto;text-align:center;padding:0 20px}iframe{border:0;width:100%;height:420px}`),
      'appleid.cdn-apple.com/static/bin/cb2613252489/dist/assets/vendor.js': js(raw`window.AppleID=window.AppleID||{};AppleID.widgetKey='af1139274f266b22b68c2a3e7ad932cb3c0bbe854e13a79af78dcc73136882c3';AppleID.locale=(document.documentElement.lang||'en-US').replace('-','_');`),
      'appleid.cdn-apple.com/static/bin/cb2613252489/dist/assets/application.js': js(raw`(function(){var c=document.getElementById('content');c.innerHTML='<h1 style="font-size:40px;font-weight:600">Apple Account</h1><p>Manage your Apple Account</p>';var f=document.createElement('iframe');f.title='Sign In with your Apple Account';f.src='https://idmsa.apple.com/appleauth/auth/authorize/signin?frame_id=auth-'+Math.random().toString(36).slice(2)+'&language='+AppleID.locale+'&iframeId=auth&client_id='+AppleID.widgetKey+'&redirect_uri=https://account.apple.com&response_type=code&response_mode=web_message';c.appendChild(f);window.addEventListener('message',function(e){if(e.origin!=='https://idmsa.apple.com')return;var d=typeof e.data==='string'?JSON.parse(e.data):e.data;if(d&&d.authorizationCode)location.assign('/account/manage')})})();`),
      'idmsa.apple.com/appleauth/auth/authorize/signin': htmlRoute(raw`<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{margin:0;font-family:-apple-system,Helvetica,sans-serif;text-align:center}input{width:320px;height:44px;border:1px solid #d2d2d7;border-radius:12px;padding:0 14px;font-size:17px;margin:6px}</style></head><body><h2 style="font-weight:500">Sign in with Apple Account</h2><form id="sf"><input id="account_name_text_field" type="text" autocomplete="username" placeholder="Email or Phone Number"><br><label><input type="checkbox" style="width:auto;height:auto"> Remember me</label><br><button style="margin-top:10px;border:0;background:#0071e3;color:#fff;border-radius:20px;padding:10px 26px">Continue</button></form><p><a href="https://iforgot.apple.com/password/verify/appleid">Forgot password?</a></p>
<script>document.getElementById('sf').onsubmit=function(e){e.preventDefault();fetch('/appleauth/auth/federate?isRememberMeEnabled=true',{method:'POST',headers:{'content-type':'application/json','X-Apple-Widget-Key':new URLSearchParams(location.search).get('client_id')},body:JSON.stringify({accountName:document.getElementById('account_name_text_field').value,rememberMe:false})})};</script></body></html>`),
    },
  },
  {
    id: 'c-clean-brand-coinbase-login',
    label: 'clean',
    kind: 'brand-own-spa',
    url: 'https://login.coinbase.com/signin?client_id=258660e1-9cfe-4202-9eda-d3beedb3e118&oauth_challenge=5b0d1e7c-8a8e-4c2f-9f44-3b1a2c6e9d10',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Coinbase - Sign In</title><link rel="icon" href="https://static-assets.coinbase.com/ui-infra/illustration/v1/pictogram/svg/light/coinbaseLogo-0.svg"></head>
<body style="margin:0"><div id="root"></div><script src="https://static-assets.coinbase.com/login/_next/static/chunks/pages/signin-8b1f32c04a.js"></script></body></html>`,
    routes: {
      'static-assets.coinbase.com/login/_next/static/chunks/pages/signin-8b1f32c04a.js': js(raw`(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[8812],{}]);!function(){var r=document.getElementById("root"),st=document.createElement("style");st.textContent='body{font-family:CoinbaseSans,-apple-system,Arial,sans-serif;background:#fff}.c{max-width:448px;margin:80px auto;border:1px solid #dee1e7;border-radius:16px;padding:40px}.c h1{font-size:28px;margin:0 0 24px}.c input{width:100%;height:56px;border:1px solid #cdd0d5;border-radius:8px;padding:0 16px;font-size:16px;box-sizing:border-box}.c button{width:100%;height:56px;border:0;border-radius:28px;font-size:16px;font-weight:600;margin-top:16px;cursor:pointer}.p{background:#0052ff;color:#fff}.s{background:#eef0f3;color:#0a0b0d}';document.head.appendChild(st);
r.innerHTML='<div class="c"><h1>Sign in to Coinbase</h1><label style="font-weight:600;font-size:14px">Email</label><input id="email" type="email" autocomplete="username webauthn" placeholder="Your email address"><button class="p" id="cont">Continue</button><p style="text-align:center;color:#5b616e">OR</p><button class="s" id="pk">Sign in with Passkey</button><button class="s" onclick="location.href=\'/oauth/google\'">Sign in with Google</button><button class="s" onclick="location.href=\'/oauth/apple\'">Sign in with Apple</button><p style="font-size:14px">Don\'t have an account? <a href="https://www.coinbase.com/signup">Sign up</a></p></div>';
document.getElementById("cont").onclick=function(){var e=document.getElementById("email").value;if(e)fetch("/api/v1/signin/identify",{method:"POST",credentials:"include",headers:{"content-type":"application/json","x-cb-platform":"web"},body:JSON.stringify({email:e})}).then(function(){location.assign("/signin/password")})};
document.getElementById("pk").onclick=function(){if(window.PublicKeyCredential)navigator.credentials.get({publicKey:{challenge:crypto.getRandomValues(new Uint8Array(32)),rpId:"coinbase.com",userVerification:"preferred"}}).catch(function(){})}}();`),
    },
  },
  {
    id: 'c-clean-brand-dhl-tracking',
    label: 'clean',
    kind: 'brand-own-spa',
    url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434299127581936',
    body: raw`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>DHL Sendungsverfolgung</title>
<style>body{margin:0;font-family:Delivery,Frutiger,Arial,sans-serif;background:#f2f2f2}.hd{background:#fc0;padding:14px 28px}.hd b{font:italic 900 28px Arial;color:#d40511}.c{max-width:760px;margin:24px auto;background:#fff;padding:24px}.ev{border-left:3px solid #d40511;padding-left:14px;margin:12px 0}.ev small{color:#666}.hint{background:#fff8d6;padding:12px;margin-top:16px;font-size:14px}</style></head>
<body><div class="hd"><b>DHL</b></div><div class="c" id="c">Sendungsdaten werden geladen…</div>
<script>
(async () => {
  const code = new URLSearchParams(location.search).get('piececode');
  const r = await fetch('/int-verfolgen/data/v2/search?piececode=' + encodeURIComponent(code) + '&language=de', { headers: { accept: 'application/json' } });
  const d = await r.json();
  const s = d.sendungen[0];
  document.getElementById('c').innerHTML = '<h2>Sendung ' + s.id + '</h2><p><b>' + s.status + '</b></p>' + s.events.map((e) => '<div class="ev">' + e.text + '<br><small>' + new Date(e.ts).toLocaleString('de-DE') + ' · ' + e.ort + '</small></div>').join('')
    + (s.zoll ? '<div class="hint">Für diese Sendung fallen Einfuhrabgaben in Höhe von ' + s.zoll.betrag + ' an. Sie zahlen diese bequem bei Zustellung oder vorab im <a href="/de/privatkunden/hilfe-kundenservice/zoll.html">Zoll-Bereich von dhl.de</a>. DHL fordert Sie niemals per SMS zur Zahlung über Links auf.</div>' : '');
})();
</script></body></html>`,
    routes: {
      'www.dhl.de/int-verfolgen/data/v2/search': json({ sendungen: [{ id: '00340434299127581936', status: 'Die Sendung wurde im Zustellbezirk eingetroffen.', zoll: { betrag: '6,28 EUR' }, events: [{ text: 'Die Sendung wurde elektronisch angekündigt.', ts: '2024-05-13T08:12:00Z', ort: 'Deutschland' }, { text: 'Die Sendung wurde im Start-Paketzentrum bearbeitet.', ts: '2024-05-13T19:40:00Z', ort: 'Aschheim' }, { text: 'Die Sendung wurde im Ziel-Paketzentrum bearbeitet.', ts: '2024-05-14T04:05:00Z', ort: 'Bremen' }] }] }),
    },
  },
];
