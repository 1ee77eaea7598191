import { type Entry } from '../entry.js';

/** Benign: pages with minified / obfuscated-looking analytics and anti-bot scripts, SPAs that render their login with JS, legacy ad tags using document.write, bot-check interstitials on a site's own domain. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-ok-spa-login-react',
  label: 'clean',
  kind: 'spa-login-own',
  url: 'https://app.ledgerly-accounting.com/login',
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Ledgerly</title><link rel="icon" href="/favicon.ico"><script type="module" crossorigin src="/assets/index-Bq8xK2mZ.js"></script><link rel="stylesheet" href="/assets/index-C1r9t7Lw.css"></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>`,
  routes: {
    'app.ledgerly-accounting.com/assets/index-Bq8xK2mZ.js': {
      status: 200,
      headers: { 'content-type': 'application/javascript' },
      body: `const e=document.getElementById("root");function t(n,o={},...r){const c=document.createElement(n);for(const[a,s]of Object.entries(o))a.startsWith("on")?c.addEventListener(a.slice(2).toLowerCase(),s):c.setAttribute(a,s);for(const a of r)c.append(a);return c}
const l=t("form",{class:"auth",onSubmit:async n=>{n.preventDefault();const o=new FormData(n.target),r=await fetch("/api/v1/session",{method:"POST",headers:{"content-type":"application/json"},credentials:"include",body:JSON.stringify({email:o.get("email"),password:o.get("password")})});r.ok?location.assign("/dashboard"):document.getElementById("err").textContent="Incorrect email or password."}},t("h1",{},"Sign in to Ledgerly"),t("label",{for:"email"},"Work email"),t("input",{id:"email",name:"email",type:"email",autocomplete:"username"}),t("label",{for:"pw"},"Password"),t("input",{id:"pw",name:"password",type:"password",autocomplete:"current-password"}),t("p",{id:"err",role:"alert"}),t("button",{type:"submit"},"Sign in"),t("a",{href:"/sso"},"Sign in with SSO"),t("a",{href:"/forgot"},"Forgot password?"));e.append(l);`,
    },
    'app.ledgerly-accounting.com/assets/index-C1r9t7Lw.css': { status: 200, headers: { 'content-type': 'text/css' }, body: `.auth{max-width:380px;margin:80px auto;display:flex;flex-direction:column;gap:8px;font-family:Inter,sans-serif}.auth input{padding:10px;border:1px solid #ccc;border-radius:6px}.auth button{background:#0f766e;color:#fff;border:0;padding:12px;border-radius:6px}` },
  },
},

{
  id: 'd-ok-spa-dashboard-vue',
  label: 'clean',
  kind: 'spa-app',
  url: 'https://dash.greenmetric-energy.com/',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>GreenMetric Dashboard</title><meta name="viewport" content="width=device-width,initial-scale=1"><script>window.__CONFIG__=JSON.parse(atob("eyJhcGkiOiJodHRwczovL2FwaS5ncmVlbm1ldHJpYy1lbmVyZ3kuY29tL3YzIiwiYXV0aCI6Imh0dHBzOi8vbG9naW4uZ3JlZW5tZXRyaWMtZW5lcmd5LmNvbSIsInNlbnRyeSI6Imh0dHBzOi8vZjFhMkBvMTIzNC5pbmdlc3Quc2VudHJ5LmlvLzQ1NiIsInJlbGVhc2UiOiIyMDI2LjExLjQifQ=="));</script><script defer src="/js/chunk-vendors.7c2e91a4.js"></script><script defer src="/js/app.3f8d02bb.js"></script><link href="/css/app.91c0e7d1.css" rel="stylesheet"></head><body><div id="app"><div class="boot-spinner" aria-label="Loading"></div></div></body></html>`,
  routes: {
    'dash.greenmetric-energy.com/js/app.3f8d02bb.js': { status: 200, headers: { 'content-type': 'application/javascript' }, body: `(function(){var c=window.__CONFIG__;fetch(c.api+"/me",{credentials:"include"}).then(function(r){if(r.status===401){location.href=c.auth+"/authorize?client_id=dash&redirect_uri="+encodeURIComponent(location.origin+"/callback")+"&response_type=code&scope=openid%20profile";return}return r.json()}).then(function(u){if(!u)return;document.getElementById("app").innerHTML="<header><b>GreenMetric</b> · "+u.org+"</header><main><h1>Energy overview</h1><p>Consumption this month: "+u.kwh+" kWh</p></main>"}).catch(function(){document.getElementById("app").textContent="Could not reach the API."})})();` },
    'dash.greenmetric-energy.com/js/chunk-vendors.7c2e91a4.js': { status: 200, headers: { 'content-type': 'application/javascript' }, body: `/*! vendors: vue@3.5.12 (MIT), pinia@2.2.6 (MIT) — stub */window.__vendors_loaded=1;` },
  },
},

];
