import { type Entry } from '../entry.js';
import { fileRoute, jsonRoute } from '../parts/e-bin.js';
import { msLogo, pdf } from '../parts/yf-kit.js';

export const entries: Entry[] = [
  {
    id: 'yf-clean-docusign-email-start-access-code',
    label: 'clean',
    kind: 'esign-own-domain',
    url: 'https://na3.docusign.net/Signing/EmailStart.aspx?a=3f9b2c1d-7e4a-4b8f-9a0c-1d2e3f4a5b6c&acct=8d7c6b5a-4e3f-2a1b-0c9d-8e7f6a5b4c3d&er=1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>DocuSign</title>
<link rel="stylesheet" href="/Signing/css/olive-3.2.min.css">
<style>
body{margin:0;font-family:"DS Indigo","Helvetica Neue",Helvetica,Arial,sans-serif;background:#f4f4f4;color:#1e1e1e}
.hd{background:#fff;height:60px;display:flex;align-items:center;padding:0 30px;border-bottom:1px solid #ddd;font-weight:700;font-size:22px}
.hd span{color:#4c00ff}
.c{max-width:540px;margin:50px auto;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15);padding:34px}
label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;font-size:15px}
button{margin-top:22px;background:#4c00ff;color:#fff;border:0;padding:11px 28px;font-size:15px;font-weight:600;border-radius:2px}
.muted{font-size:13px;color:#666}
</style></head>
<body>
<div class="hd">docu<span>sign</span></div>
<div class="c">
<h2 style="margin-top:0">Please enter the access code to view the documents</h2>
<p>Daniel Okafor (Okafor Conveyancing) sent you documents to review and sign: <b>Contract of Sale &ndash; 22 Wattle Grove</b>.</p>
<p class="muted">The sender provided the access code separately, for example by phone or text message.</p>
<form method="post" action="/Signing/EmailStart.aspx?a=3f9b2c1d-7e4a-4b8f-9a0c-1d2e3f4a5b6c&amp;acct=8d7c6b5a-4e3f-2a1b-0c9d-8e7f6a5b4c3d&amp;er=1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d">
<label for="accessCode">Access code</label><input id="accessCode" name="AccessCode" autocomplete="off" maxlength="50">
<button type="submit">VALIDATE</button>
</form>
<p class="muted" style="margin-top:24px">Alternate signing method: <a href="https://support.docusign.com/s/articles/How-do-I-sign-a-DocuSign-document-Basic-Signing">Help</a> &middot; Powered by DocuSign &middot; <a href="https://www.docusign.com/company/terms-and-conditions/web">Terms of use</a></p>
</div>
</body></html>`,
  },
  {
    id: 'yf-clean-adobe-acrobat-sign-agreement',
    label: 'clean',
    kind: 'esign-own-domain',
    url: 'https://secure.au1.adobesign.com/public/apiesign?pid=CBFCIBAA3AAABLblqZhB8tR2xW7pN0mK9cYbT3sH6dF1aG4e5',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Adobe Acrobat Sign</title>
<style>
body{margin:0;font-family:adobe-clean,"Source Sans Pro",-apple-system,Segoe UI,Arial,sans-serif;background:#e8e8e8;color:#2c2c2c}
.tb{background:#fff;height:56px;border-bottom:1px solid #d1d1d1;display:flex;align-items:center;justify-content:space-between;padding:0 22px}
.tb b{display:flex;align-items:center;gap:10px}.tb i{display:inline-block;width:26px;height:26px;border-radius:5px;background:#b30b00}
.tb button{background:#1473e6;color:#fff;border:0;padding:8px 22px;border-radius:16px;font-weight:700}
.msg{max-width:760px;margin:16px auto 0;background:#fff;padding:12px 18px;font-size:14px;border-left:4px solid #1473e6}
.doc{max-width:760px;margin:16px auto;background:#fff;min-height:900px;padding:60px;box-sizing:border-box;line-height:1.6}
.sig{display:inline-block;border:2px dashed #f5b400;background:#fffbe6;padding:10px 30px;margin-top:20px;cursor:pointer}
</style></head>
<body>
<div class="tb"><b><i></i>Adobe Acrobat Sign</b><button id="start">Start</button></div>
<div class="msg">North Shore Accountants Ltd has sent you <b>Engagement Letter 2024-25 &ndash; Kowalski Nominees</b> to sign. Click the yellow tag to sign.</div>
<div class="doc">
<h2>ENGAGEMENT LETTER</h2>
<p>Dear Anna,</p>
<p>Thank you for choosing North Shore Accountants Ltd to provide accounting and taxation services for the 2024&ndash;25 year. This letter sets out the scope of our engagement and our respective responsibilities.</p>
<p>Scope: preparation of annual financial statements and income tax return for Kowalski Nominees Limited; GST returns (two-monthly); FBT return.</p>
<p>Fees: $4,200 + GST, invoiced quarterly.</p>
<p>Signed for and on behalf of Kowalski Nominees Limited:</p>
<div class="sig" id="sig">Click here to sign</div>
</div>
<script>
document.getElementById('start').onclick = function(){ document.getElementById('sig').scrollIntoView({behavior:'smooth'}); };
document.getElementById('sig').onclick = function(){ this.textContent = 'Anna Kowalski'; this.style.fontFamily = 'cursive'; this.style.fontSize = '24px'; };
</script>
</body></html>`,
  },
  {
    id: 'yf-clean-fusesign-packet-signing',
    label: 'clean',
    kind: 'esign-own-domain',
    url: 'https://app.fusesign.com/sign/packet/7c1e0a5b9f2d4d77?token=a3c120b5e1d6f443c8e9',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>FuseSign - Documents to sign</title>
<style>
body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f2f5f8;color:#263238}
.top{background:#102a43;color:#fff;padding:14px 24px;display:flex;justify-content:space-between;align-items:center}
.c{max-width:720px;margin:30px auto;background:#fff;border-radius:6px;padding:28px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
.doc{display:flex;justify-content:space-between;align-items:center;border:1px solid #e1e7ec;border-radius:4px;padding:12px 16px;margin:10px 0}
.doc a{color:#0b69a3;font-size:14px}
.verify{background:#f7fafc;border:1px solid #e1e7ec;border-radius:4px;padding:16px;margin-top:18px}
input{padding:9px;border:1px solid #aab7c4;border-radius:4px;font-size:15px;width:160px}
button{background:#0b69a3;color:#fff;border:0;padding:10px 22px;border-radius:4px;font-size:15px;margin-left:8px}
.muted{font-size:13px;color:#627d98}
</style></head>
<body>
<div class="top"><b>Tran &amp; Associates Chartered Accountants</b><span class="muted" style="color:#bcccdc">via FuseSign</span></div>
<div class="c">
<h2 style="margin-top:0">Hi Anna, you have 3 documents to sign</h2>
<div class="doc"><span>2023 Company Tax Return &ndash; Kowalski Nominees Pty Ltd</span><a href="/sign/packet/7c1e0a5b9f2d4d77/doc/1/preview?token=a3c120b5e1d6f443c8e9">Preview</a></div>
<div class="doc"><span>Financial Statements FY2023</span><a href="/sign/packet/7c1e0a5b9f2d4d77/doc/2/preview?token=a3c120b5e1d6f443c8e9">Preview</a></div>
<div class="doc"><span>Electronic Lodgment Declaration</span><a href="/sign/packet/7c1e0a5b9f2d4d77/doc/3/preview?token=a3c120b5e1d6f443c8e9">Preview</a></div>
<div class="verify">
<b>Verify your identity</b>
<p class="muted">We've sent a 6-digit code by SMS to your mobile ending in 418. Enter it to start signing.</p>
<form method="post" action="/sign/packet/7c1e0a5b9f2d4d77/verify?token=a3c120b5e1d6f443c8e9"><input name="code" inputmode="numeric" maxlength="6" autocomplete="one-time-code"><button type="submit">Verify</button></form>
</div>
<p class="muted" style="margin-top:20px">FuseSign is used by your accountant to collect signatures securely. Questions about these documents? Call Tran &amp; Associates on (03) 9645 2200.</p>
</div>
</body></html>`,
    routes: {
      'app.fusesign.com/sign/packet/7c1e0a5b9f2d4d77/doc/1/preview': fileRoute(pdf(['Kowalski Nominees Pty Ltd', 'Company Tax Return 2023', 'Taxable income: $184,220', 'Prepared by Tran & Associates']), 'application/pdf'),
    },
  },
];
