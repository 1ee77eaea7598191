import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { pe, zip, fileRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, baseSiteCss, siteShell, cookieBanner, gtag } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-sage50-accounts-installer-own-domain',
  label: 'clean',
  kind: 'real-installer',
  url: 'https://www.sage.com/en-gb/support/sage-50-accounts/download-sage-50-accounts/',
  body: page({
    title: 'Download Sage 50 Accounts | Sage UK',
    css: baseSiteCss + `.v{border:1px solid #e5e7eb;border-radius:8px;padding:18px;margin:14px 0}.dl{background:#00815d;color:#fff}`,
    head: gtag('G-SAGEUK0921'),
    body: siteShell({
      brand: 'Sage',
      logo: wordmark('Sage', '#00d639', { size: 30, weight: 900 }),
      nav: [['Products', '/en-gb/products/'], ['Support', '/en-gb/support/'], ['Partners', '/en-gb/partners/'], ['Sign in', 'https://id.sage.com/']],
      accent: '#00815d',
      main: `<section class="container" style="padding:30px 20px;max-width:860px">
<h1>Download Sage 50 Accounts</h1>
<p>Download the latest version of Sage 50 Accounts for Windows. You'll need your serial number and activation key, which you'll find in your Sage account or welcome email.</p>
<div class="v"><h3 style="margin-top:0">Sage 50 Accounts v32.1</h3><p class="small muted">Released 9 September 2025 · Windows 10/11 (64-bit) · 612 MB</p>
<a class="btn dl" href="https://downloads.sage.co.uk/sage50accounts/v32/Sage50AccountsV32.1.0.216.exe">Download</a>
<p class="small">SHA-256: 4b7e1c09f2a3d56e8b9c0a1f2e3d4c5b6a7980f1e2d3c4b5a69788f0e1d2c3b4</p></div>
<p>Before installing, make sure everyone has exited Sage 50 and you've <a href="/en-gb/support/sage-50-accounts/backup/">taken a backup</a>.</p>
<p class="small muted">Sage will never email you an installer as an attachment or ask you to install software from a link in a payment reminder.</p></section>`,
      footer: `<p>© The Sage Group plc or its licensors 2025. Sage (UK) Limited, C23 - 5 & 6 Cobalt Park Way, Cobalt Park, Newcastle upon Tyne, NE28 9EJ.</p>`,
    }),
  }),
  routes: {
    'downloads.sage.co.uk/sage50accounts/v32/Sage50AccountsV32.1.0.216.exe': fileRoute(pe({ strings: ['Sage 50 Accounts', 'The Sage Group plc', 'InstallShield', 'Sage50Accounts.msi', 'CompanyName: Sage (UK) Limited'], size: 32768 }), 'application/x-msdownload', 'Sage50AccountsV32.1.0.216.exe'),
  },
},
{
  id: 'ya-adobe-reader-get-own-domain',
  label: 'clean',
  kind: 'real-installer',
  url: 'https://get.adobe.com/reader/enterprise/?loc=en_gb',
  body: page({
    title: 'Adobe Acrobat Reader – Distribution for enterprise',
    lang: 'en-US',
    css: baseSiteCss + `label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}select{width:100%;padding:9px;border:1px solid #d1d5db;border-radius:6px}.dl{background:#1473e6;color:#fff;border-radius:18px}`,
    body: `<header style="padding:14px 24px;border-bottom:1px solid #eee;display:flex;gap:10px;align-items:center"><span style="display:inline-block;width:28px;height:28px;background:#eb1000;border-radius:4px;color:#fff;text-align:center;font:bold 16px/28px Arial">A</span><b>Adobe</b></header>
<section class="container" style="padding:30px 20px;max-width:720px">
<h1>Adobe Acrobat Reader for IT administrators</h1>
<p class="muted">Download the full Acrobat Reader installer for deployment across your organisation.</p>
<label>Operating system</label><select id="os"><option value="win64">Windows (64-bit)</option><option value="mac">macOS</option></select>
<label>Language</label><select id="lang"><option value="en_GB">English (UK)</option><option value="en_US">English (US)</option><option value="fr_FR">Français</option></select>
<label>Version</label><select><option>Reader DC 2025.001.20813 (MUI)</option></select>
<p><a class="btn dl" id="dl" href="https://ardownload2.adobe.com/pub/adobe/acrobat/win/AcrobatDC/2500120813/AcroRdrDCx642500120813_MUI.exe">Download Acrobat Reader</a></p>
<p class="small muted">By clicking Download, you agree to the <a href="https://www.adobe.com/legal/terms.html">Adobe General Terms of Use</a>. Distribution requires a <a href="https://www.adobe.com/products/reader/rdr-distribution1.html">Reader distribution agreement</a>.</p></section>`,
  }),
  routes: {
    'ardownload2.adobe.com/pub/adobe/acrobat/win/AcrobatDC/2500120813/AcroRdrDCx642500120813_MUI.exe': fileRoute(pe({ x64: true, strings: ['Adobe Acrobat Reader', 'Adobe Inc.', 'AcroRdrDCx64', 'Setup.exe'], size: 32768 }), 'application/x-msdownload', 'AcroRdrDCx642500120813_MUI.exe'),
  },
},
{
  id: 'ya-smallpdf-pdf-to-word-own-domain',
  label: 'clean',
  kind: 'pdf-tool-own-domain',
  url: 'https://smallpdf.com/pdf-to-word?utm_source=google&utm_medium=cpc&utm_campaign=uk_pdf2word',
  body: page({
    title: 'PDF to Word Converter – 100% Free | Smallpdf',
    css: baseSiteCss + `.drop{max-width:720px;margin:30px auto;background:#2e6bf4;border-radius:12px;padding:14px}.drop .in{border:2px dashed rgba(255,255,255,.6);border-radius:10px;padding:60px 20px;text-align:center;color:#fff}.drop button{background:#fff;color:#2e6bf4;border:0;border-radius:6px;padding:12px 24px;font-weight:700;cursor:pointer}`,
    body: `<header style="padding:14px 24px;border-bottom:1px solid #eee;display:flex;justify-content:space-between"><b style="font-size:20px;color:#e5322d">Smallpdf</b><nav class="small"><a href="/pricing">Pricing</a> · <a href="https://smallpdf.com/signin">Log in</a></nav></header>
<section class="container" style="text-align:center;padding-top:30px"><h1>PDF to Word Converter</h1><p class="muted">Convert PDFs to editable Word documents. Files are deleted from our servers after one hour.</p></section>
<div class="drop"><div class="in" id="zone"><button id="pick">Choose Files</button><p>or drop PDFs here</p><input type="file" id="f" accept="application/pdf" hidden multiple></div></div>
<p class="small muted" style="text-align:center">Secure, TLS-encrypted uploads · GDPR compliant · Works in your browser — nothing to install</p>
<script>
var f=document.getElementById('f');document.getElementById('pick').onclick=function(){f.click()};
function up(files){var fd=new FormData();for(var i=0;i<files.length;i++)fd.append('file',files[i]);fetch('/api/v1/upload?tool=pdf-to-word',{method:'POST',body:fd}).then(function(r){return r.json()}).then(function(j){if(j&&j.taskId)location.href='/pdf-to-word/result#'+j.taskId;}).catch(function(){});}
f.onchange=function(){up(f.files)};var z=document.getElementById('zone');z.ondragover=function(e){e.preventDefault()};z.ondrop=function(e){e.preventDefault();up(e.dataTransfer.files)};
</script>`,
  }),
},
];
