import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Clean: companies' single-page apps on their own domains, and brands' own sign-in pages on their real hosts.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const css = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-clean-spa-dashboard-tallyboard',
    label: 'clean',
    kind: 'spa-own-domain',
    url: 'https://app.tallyboard.io/workspace/acme/overview',
    body: raw`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Tallyboard</title>
    <link rel="icon" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-9d1c22f0.js"></script>
    <link rel="stylesheet" href="/assets/index-0b77a1e4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
    routes: {
      'app.tallyboard.io/favicon.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="4" fill="#6d5efc"/><path d="M4 11V7m4 4V4m4 7V8" stroke="#fff" stroke-width="2"/></svg>' },
      'app.tallyboard.io/assets/index-0b77a1e4.css': css(raw`*{box-sizing:border-box}body{margin:0;font-family:Inter,system-ui,sans-serif;background:#f7f7fb;color:#1c1c28}.shell{display:grid;grid-template-columns:220px 1fr;min-height:100vh}.side{background:#15132b;color:#c9c6f5;padding:18px}.side a{display:block;color:inherit;text-decoration:none;padding:8px 10px;border-radius:6px;font-size:14px}.side a.on{background:#2a2650;color:#fff}.main{padding:24px 32px}.kpis{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}.kpi{background:#fff;border:1px solid #ececf3;border-radius:10px;padding:16px}.kpi b{display:block;font-size:26px;margin-top:6px}.up{color:#1a9e5a;font-size:12px}.down{color:#d64545;font-size:12px}.chart{background:#fff;border:1px solid #ececf3;border-radius:10px;padding:16px;margin-top:18px}table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:9px 6px;border-bottom:1px solid #f0f0f5;text-align:left}.sk{background:#ececf3;border-radius:6px;height:18px;animation:p 1.2s infinite}@keyframes p{50%{opacity:.5}}`),
      'app.tallyboard.io/assets/index-9d1c22f0.js': js(raw`const $=(t,p={},...c)=>{const e=document.createElement(t);for(const[k,v]of Object.entries(p))k.startsWith("on")?e.addEventListener(k.slice(2).toLowerCase(),v):k==="class"?e.className=v:e.setAttribute(k,v);for(const x of c.flat())e.append(x instanceof Node?x:String(x));return e};
const api=(p)=>fetch("/api/v1"+p,{credentials:"include",headers:{accept:"application/json"}}).then(r=>{if(r.status===401){location.assign("/login?next="+encodeURIComponent(location.pathname));throw 0}return r.json()});
const fmt=new Intl.NumberFormat("en-US",{style:"currency",currency:"USD",maximumFractionDigits:0});
function spark(pts){const w=600,h=140,mx=Math.max(...pts),d=pts.map((v,i)=>(i?"L":"M")+(i*w/(pts.length-1)).toFixed(1)+","+(h-v/mx*h*.9).toFixed(1)).join("");const s=document.createElementNS("http://www.w3.org/2000/svg","svg");s.setAttribute("viewBox","0 0 "+w+" "+h);s.setAttribute("width","100%");s.innerHTML='<path d="'+d+'" fill="none" stroke="#6d5efc" stroke-width="2.5"/>';return s}
async function main(){
  const root=document.getElementById("root");
  root.append($("div",{class:"main"},$("div",{class:"sk",style:"width:40%"})));
  const[me,ov]=await Promise.all([api("/me"),api("/workspaces/acme/overview?range=30d")]);
  document.title=ov.workspace+" · Overview · Tallyboard";
  root.innerHTML="";
  root.append($("div",{class:"shell"},
    $("nav",{class:"side"},$("div",{style:"font-weight:700;color:#fff;margin-bottom:18px"},"▮ Tallyboard"),...["Overview","Revenue","Customers","Invoices","Reports","Settings"].map((n,i)=>$("a",{href:"#",class:i?"":"on"},n)),$("div",{style:"position:absolute;bottom:18px;font-size:12px"},me.name+" · "+me.email)),
    $("main",{class:"main"},$("h1",{style:"margin-top:0"},"Overview"),
      $("div",{class:"kpis"},...ov.kpis.map(k=>$("div",{class:"kpi"},k.label,$("b",{},k.money?fmt.format(k.value):k.value.toLocaleString()),$("span",{class:k.delta>=0?"up":"down"},(k.delta>=0?"▲ ":"▼ ")+Math.abs(k.delta)+"% vs prev.")))),
      $("div",{class:"chart"},$("b",{},"MRR, last 30 days"),spark(ov.mrr)),
      $("div",{class:"chart"},$("b",{},"Recent invoices"),$("table",{},$("tr",{},...["Customer","Amount","Status","Due"].map(h=>$("th",{},h))),...ov.invoices.map(r=>$("tr",{},$("td",{},r.customer),$("td",{},fmt.format(r.amount)),$("td",{},r.status),$("td",{},r.due))))))));
}
main().catch(e=>e&&console.error(e));`),
      'app.tallyboard.io/api/v1/me': json({ id: 'u_01H8', name: 'Dana Whitfield', email: 'dana@acme-robotics.com', role: 'admin' }),
      'app.tallyboard.io/api/v1/workspaces/acme/overview': json({
        workspace: 'Acme Robotics',
        kpis: [{ label: 'MRR', value: 184230, money: true, delta: 4.2 }, { label: 'Active customers', value: 1294, delta: 1.8 }, { label: 'Churn', value: 37, delta: -0.6 }, { label: 'Overdue', value: 12840, money: true, delta: 9.1 }],
        mrr: [150, 152, 151, 155, 158, 160, 159, 163, 165, 164, 167, 170, 169, 172, 171, 174, 176, 175, 177, 178, 177, 179, 180, 181, 181, 182, 183, 183, 184, 184],
        invoices: [{ customer: 'Northwind Traders', amount: 4200, status: 'Paid', due: '2024-05-02' }, { customer: 'Globex GmbH', amount: 12800, status: 'Overdue', due: '2024-04-18' }, { customer: 'Initech', amount: 980, status: 'Open', due: '2024-05-15' }],
      }),
    },
  },
  {
    id: 'c-clean-spa-signin-orbitnotes',
    label: 'clean',
    kind: 'spa-own-domain',
    url: 'https://app.orbitnotes.com/login?next=%2Fnotes',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Orbit Notes</title><link rel="manifest" href="/manifest.webmanifest"></head>
<body style="margin:0"><div id="orbit"></div><script src="/static/js/runtime.6a1f.js"></script><script src="/static/js/login.d2e0.js"></script></body></html>`,
    routes: {
      'app.orbitnotes.com/static/js/runtime.6a1f.js': js(raw`window.__ORBIT__={api:"/api",oauth:{google:"https://accounts.google.com/o/oauth2/v2/auth?client_id=90412-orbit.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fapp.orbitnotes.com%2Foauth%2Fgoogle&response_type=code&scope=openid%20email",github:"https://github.com/login/oauth/authorize?client_id=Iv1.orbit77&redirect_uri=https%3A%2F%2Fapp.orbitnotes.com%2Foauth%2Fgithub"},version:"3.14.2"};`),
      'app.orbitnotes.com/static/js/login.d2e0.js': js(raw`(function(){var C=window.__ORBIT__,r=document.getElementById("orbit"),nx=new URLSearchParams(location.search).get("next")||"/notes";
if(!/^\/[^\/]/.test(nx))nx="/notes";
document.title="Log in · Orbit Notes";
r.innerHTML='<style>body{background:#0f172a;font-family:ui-sans-serif,system-ui,sans-serif}.c{max-width:380px;margin:10vh auto;background:#fff;border-radius:14px;padding:32px}.c h1{font-size:22px;margin:0 0 18px}.o{display:block;width:100%;border:1px solid #e2e8f0;background:#fff;border-radius:8px;padding:10px;margin-bottom:8px;font-size:14px;cursor:pointer}.c input{width:100%;padding:10px;border:1px solid #cbd5e1;border-radius:8px;margin:6px 0 12px;box-sizing:border-box}.c .p{width:100%;background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:11px;font-weight:600}.e{color:#dc2626;font-size:13px;min-height:18px}.s{text-align:center;color:#64748b;font-size:12px;margin:14px 0}</style><div class="c"><h1>🪐 Log in to Orbit Notes</h1><button class="o" data-p="google">Continue with Google</button><button class="o" data-p="github">Continue with GitHub</button><div class="s">or</div><form id="lf"><label>Email</label><input name="email" type="email" autocomplete="username" required><label>Password</label><input name="password" type="password" autocomplete="current-password" required><div class="e" id="e"></div><button class="p">Log in</button></form><div class="s"><a href="/forgot">Forgot password?</a> · <a href="/signup">Create account</a></div></div>';
r.querySelectorAll(".o").forEach(function(b){b.onclick=function(){sessionStorage.setItem("orbit.next",nx);location.assign(C.oauth[b.dataset.p]+"&state="+crypto.randomUUID())}});
document.getElementById("lf").onsubmit=function(e){e.preventDefault();var f=new FormData(this);
fetch(C.api+"/session",{method:"POST",credentials:"same-origin",headers:{"content-type":"application/json"},body:JSON.stringify({email:f.get("email"),password:f.get("password")})}).then(function(res){if(res.ok)location.replace(nx);else document.getElementById("e").textContent=res.status===429?"Too many attempts. Try again in a minute.":"Incorrect email or password."})};})();`),
      'app.orbitnotes.com/manifest.webmanifest': json({ name: 'Orbit Notes', short_name: 'Orbit', start_url: '/notes', display: 'standalone', background_color: '#0f172a', theme_color: '#4f46e5', icons: [] }),
    },
  },
  {
    id: 'c-clean-brand-google-signin',
    label: 'clean',
    kind: 'brand-own-spa',
    url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fmail%2F&flowName=GlifWebSignIn&flowEntry=ServiceLogin&service=mail&hl=en',
    body: raw`<!doctype html><html lang="en" dir="ltr"><head><base href="https://accounts.google.com/v3/signin/"><meta charset="utf-8"><meta name="viewport" content="initial-scale=1,minimum-scale=1,maximum-scale=5,width=device-width"><title>Gmail</title><script nonce="k9Wz1">window.WIZ_global_data={"Qzxixc":"S-172311","cfb2h":"boq_identityfrontendauthuiserver_20240512.06_p0","FdrFJe":"-6224151","eptZe":"/v3/signin/_/AccountsSignInUi/","SNlM0e":"AKlEn5h"};</script>
<link rel="stylesheet" href="https://www.gstatic.com/_/mss/boq-identity/_/ss/k=boq-identity.AccountsSignInUi.gy.css"></head>
<body><div id="yDmH0d" class="nyoS7c"><c-wiz jsrenderer="OTcFib" class="A77ntc"></c-wiz></div>
<script nonce="k9Wz1" src="https://www.gstatic.com/_/mss/boq-identity/_/js/k=boq-identity.AccountsSignInUi.en_US.js"></script></body></html>`,
    routes: {
      'www.gstatic.com/_/mss/boq-identity/_/ss/k=boq-identity.AccountsSignInUi.gy.css': css(raw`body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9}.A77ntc{display:block;max-width:1040px;margin:64px auto;background:#fff;border-radius:28px;padding:36px}.Lt{display:flex;gap:40px}.Lt>div{flex:1}h1{font-size:36px;font-weight:400;margin:16px 0}.whsOnd{width:100%;height:56px;border:1px solid #747775;border-radius:4px;padding:0 16px;font-size:16px;box-sizing:border-box}.VfPpkd{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;font-weight:500;cursor:pointer}.act{display:flex;justify-content:flex-end;gap:12px;margin-top:40px}.lk{color:#0b57d0;font-weight:500;font-size:14px;text-decoration:none}`),
      'www.gstatic.com/_/mss/boq-identity/_/js/k=boq-identity.AccountsSignInUi.en_US.js': js(raw`this._s=this._s||{};(function(_){var w=document.querySelector("c-wiz"),q=new URLSearchParams(location.search),svc={mail:"Gmail",youtube:"YouTube",drive:"Google Drive"}[q.get("service")]||"your Google Account";
var logo='<svg width="48" height="48" viewBox="0 0 48 48"><path fill="#4285F4" d="M45 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8c-.5 2.7-2 5-4.4 6.6v5.5h7.1c4.1-3.8 6.5-9.4 6.5-16.1z"/><path fill="#34A853" d="M24 46c5.9 0 10.9-2 14.5-5.3l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.6-3.9-12.3-9.1H4.4v5.7C8 41.1 15.4 46 24 46z"/><path fill="#FBBC05" d="M11.7 28.2c-.4-1.3-.7-2.7-.7-4.2s.3-2.9.7-4.2v-5.7H4.4C2.9 17.1 2 20.4 2 24s.9 6.9 2.4 9.9l7.3-5.7z"/><path fill="#EA4335" d="M24 10.7c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3C34.9 4.2 29.9 2 24 2 15.4 2 8 6.9 4.4 14.1l7.3 5.7c1.7-5.2 6.6-9.1 12.3-9.1z"/></svg>';
w.innerHTML='<div class="Lt"><div>'+logo+'<h1>Sign in</h1><div>to continue to '+svc+'</div></div><div><input type="email" class="whsOnd" id="identifierId" autocomplete="username" aria-label="Email or phone" placeholder="Email or phone"><p><a class="lk" href="/signin/v2/usernamerecovery">Forgot email?</a></p><p style="font-size:14px;color:#444">Not your computer? Use Guest mode to sign in privately. <a class="lk" href="https://support.google.com/chrome/answer/6130773">Learn more about using Guest mode</a></p><div class="act"><a class="lk" href="/lifecycle/flows/signup">Create account</a><button class="VfPpkd" id="identifierNext">Next</button></div></div></div>';
document.getElementById("identifierNext").addEventListener("click",function(){var v=document.getElementById("identifierId").value;if(!v)return;fetch("/v3/signin/_/AccountsSignInUi/data/batchexecute?rpcids=V1UmUe&source-path=%2Fv3%2Fsignin%2Fidentifier&hl=en",{method:"POST",credentials:"include",headers:{"content-type":"application/x-www-form-urlencoded;charset=UTF-8","x-same-domain":"1"},body:"f.req="+encodeURIComponent(JSON.stringify([[["V1UmUe",JSON.stringify([null,v,1]),null,"generic"]]]))+"&at="+window.WIZ_global_data.SNlM0e})})})(this._s);`),
    },
  },
  {
    id: 'c-clean-brand-paypal-signin',
    label: 'clean',
    kind: 'brand-own-spa',
    url: 'https://www.paypal.com/signin?returnUri=https%3A%2F%2Fwww.paypal.com%2Fmyaccount%2Fsummary&locale.x=en_US',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Log in to your PayPal account</title><link rel="stylesheet" href="https://www.paypalobjects.com/web/res/a3e/52bd0c5f6af1bd1a3c8f7b3d8c8b0/css/contextualLoginElementalUIv4.css"></head>
<body><div id="main"><section id="login" class="login"></section></div>
<script nonce="3kd93" src="https://www.paypalobjects.com/web/res/a3e/52bd0c5f6af1bd1a3c8f7b3d8c8b0/js/app/login.js"></script></body></html>`,
    routes: {
      'www.paypalobjects.com/web/res/a3e/52bd0c5f6af1bd1a3c8f7b3d8c8b0/css/contextualLoginElementalUIv4.css': css(raw`body{margin:0;font-family:"PayPal Sans Big",Helvetica,Arial,sans-serif}.login{max-width:460px;margin:60px auto;border:1px solid #eaeced;border-radius:12px;padding:30px 50px}.login .logo{display:block;margin:0 auto 30px;width:111px}.textInput{width:100%;height:64px;border:1px solid #929496;border-radius:4px;padding:0 12px;font-size:16px;box-sizing:border-box;margin:6px 0}.button{width:100%;height:48px;background:#003087;color:#fff;border:0;border-radius:24px;font-weight:700;font-size:16px;margin-top:16px}.secondary{background:#fff;color:#003087;border:2px solid #003087}`),
      'www.paypalobjects.com/web/res/a3e/52bd0c5f6af1bd1a3c8f7b3d8c8b0/js/app/login.js': js(raw`(function(){var s=document.getElementById('login'),q=new URLSearchParams(location.search),ret=q.get('returnUri')||'/myaccount/summary';
try{var r=new URL(ret,location.origin);if(!/(^|\.)paypal\.com$/.test(r.hostname))ret='/myaccount/summary'}catch(e){ret='/myaccount/summary'}
s.innerHTML='<img class="logo" src="https://www.paypalobjects.com/paypal-ui/logos/svg/paypal-color.svg" alt="PayPal"><form id="f" method="post" action="/signin"><input type="hidden" name="_csrf" value="'+(document.cookie.match(/(?:^|; )X-PP-SILOVER=([^;]+)/)||['',''])[1]+'"><input type="hidden" name="returnUri" value="'+encodeURIComponent(ret)+'"><input class="textInput" id="email" name="login_email" type="email" autocomplete="username" placeholder="Email or mobile number"><input class="textInput" id="password" name="login_password" type="password" autocomplete="current-password" placeholder="Password"><a href="/authflow/password-recovery/">Forgot password?</a><button class="button" id="btnLogin">Log In</button></form><p style="text-align:center">or</p><a href="/welcome/signup" class="button secondary" style="display:block;text-align:center;line-height:44px;text-decoration:none">Sign Up</a>';})();`),
    },
  },
  {
    id: 'c-clean-brand-amazon-de-signin',
    label: 'clean',
    kind: 'brand-own-spa',
    url: 'https://www.amazon.de/ap/signin?openid.return_to=https%3A%2F%2Fwww.amazon.de%2F%3Fref_%3Dnav_signin&openid.assoc_handle=deflex&openid.mode=checkid_setup&language=de_DE',
    body: raw`<!doctype html><html lang="de-de" class="a-no-js"><head><meta charset="utf-8"><title dir="ltr">Amazon Anmelden</title><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="stylesheet" href="https://m.media-amazon.com/images/I/11EIQ5IGqaL._RC|01ZTHTZObnL.css_.css?AUIClients/AmazonUI"></head>
<body class="ap-locale-de_DE a-m-de"><div id="a-page"><div class="a-section a-padding-medium auth-workflow" id="authportal-center-section"></div></div>
<script>(function(d){d.documentElement.className=d.documentElement.className.replace(/a-no-js/,'a-js')})(document);window.ue_t0=+new Date();</script>
<script src="https://m.media-amazon.com/images/I/61xJcNKKLXL.js?AUIClients/AuthenticationPortalAssets"></script></body></html>`,
    routes: {
      'm.media-amazon.com/images/I/11EIQ5IGqaL._RC|01ZTHTZObnL.css_.css': css(raw`body{margin:0;font-family:"Amazon Ember",Arial,sans-serif;color:#0f1111}.auth-workflow{width:350px;margin:14px auto}.a-box{border:1px solid #ddd;border-radius:8px;padding:20px 26px}.a-input-text{width:100%;height:31px;padding:3px 7px;border:1px solid #888c8c;border-radius:3px;box-sizing:border-box}.a-button-primary{width:100%;background:#ffd814;border:1px solid #fcd200;border-radius:8px;height:31px;margin-top:14px}.a-size-mini{font-size:12px;line-height:1.5}`),
      'm.media-amazon.com/images/I/61xJcNKKLXL.js': js(raw`(function(){var c=document.getElementById('authportal-center-section'),q=new URLSearchParams(location.search);
c.innerHTML='<div style="text-align:center;margin-bottom:18px"><a href="/ref=ap_frn_logo"><span style="font:700 30px Arial;letter-spacing:-1px">amazon<span style="color:#ff9900">.de</span></span></a></div><div class="a-box"><h1 style="font-weight:400;font-size:28px;margin:0 0 10px">Anmelden</h1><form name="signIn" method="post" action="https://www.amazon.de/ap/signin"><input type="hidden" name="appActionToken" value="pmXj2BOd2F3tJ1h0wQj3D"><input type="hidden" name="openid.return_to" value="'+(q.get('openid.return_to')||'')+'"><label for="ap_email" style="font-weight:700;font-size:13px">E-Mail-Adresse oder Mobiltelefonnummer</label><input type="email" maxlength="128" id="ap_email" name="email" class="a-input-text"><input type="submit" id="continue" class="a-button-primary" value="Weiter"></form><p class="a-size-mini">Indem Sie fortfahren, stimmen Sie den <a href="/gp/help/customer/display.html?nodeId=201909000">Allgemeinen Geschäftsbedingungen</a> und der <a href="/gp/help/customer/display.html?nodeId=201909010">Datenschutzerklärung</a> von Amazon zu.</p></div><p style="text-align:center;font-size:12px;color:#767676;margin-top:20px">Neu bei Amazon? <a href="/ap/register">Ihr Amazon-Konto erstellen</a></p>';
document.getElementById('ap_email').focus();})();`),
    },
  },
  {
    id: 'c-clean-brand-netflix-login',
    label: 'clean',
    kind: 'brand-own-spa',
    url: 'https://www.netflix.com/de-en/login',
    body: raw`<!DOCTYPE html><html lang="en-DE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Netflix</title><link rel="stylesheet" href="https://assets.nflxext.com/web/ffe/wp/login/login.e22c1f.css"></head>
<body><div id="appMountPoint"></div><script>window.netflix=window.netflix||{};netflix.reactContext={models:{geo:{data:{requestCountry:{id:"DE"}}},loginContext:{data:{flow:"websiteSignUp",mode:"login",authURL:"1715620000000.Yq7l2bM0="}}}};</script>
<script src="https://assets.nflxext.com/web/ffe/wp/login/login.bundle.3f0a1.js"></script></body></html>`,
    routes: {
      'assets.nflxext.com/web/ffe/wp/login/login.e22c1f.css': css(raw`body{margin:0;background:#000;color:#fff;font-family:"Netflix Sans",Helvetica,Arial,sans-serif}.lg{padding:24px 48px;color:#e50914;font-size:36px;font-weight:900}.lf{max-width:450px;margin:0 auto;background:rgba(0,0,0,.75);padding:48px 68px;border-radius:4px}.lf input{width:100%;height:56px;background:rgba(22,22,22,.7);border:1px solid #808080;border-radius:4px;color:#fff;padding:0 16px;margin-bottom:16px;box-sizing:border-box}.lf button{width:100%;height:40px;background:#e50914;color:#fff;border:0;border-radius:4px;font-weight:500}`),
      'assets.nflxext.com/web/ffe/wp/login/login.bundle.3f0a1.js': js(raw`!function(){var m=window.netflix.reactContext.models,ap=document.getElementById("appMountPoint");ap.innerHTML='<div class="lg">NETFLIX</div><div class="lf"><h1>Sign In</h1><form method="post" action="/de-en/login"><input type="hidden" name="authURL" value="'+m.loginContext.data.authURL+'"><input type="hidden" name="flow" value="'+m.loginContext.data.flow+'"><input type="hidden" name="countryIsoCode" value="'+m.geo.data.requestCountry.id+'"><input name="userLoginId" autocomplete="email" placeholder="Email or mobile number"><input name="password" type="password" autocomplete="password" placeholder="Password"><button>Sign In</button></form><p style="color:#b3b3b3">New to Netflix? <a style="color:#fff" href="/de-en/">Sign up now.</a></p><p style="font-size:13px;color:#8c8c8c">This page is protected by Google reCAPTCHA to ensure you\'re not a bot.</p></div>'}();`),
    },
  },
];
