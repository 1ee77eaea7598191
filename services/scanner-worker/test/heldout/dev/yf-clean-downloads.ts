import { Buffer } from 'node:buffer';
import { type Entry } from '../entry.js';
import { fileRoute, pe } from '../parts/e-bin.js';
import { pdf } from '../parts/yf-kit.js';

// Real installer, remote-support and secure-delivery download pages.

const vendorPage = (o: { title: string; brand: string; color: string; h1: string; sub: string; btn: string; href: string; auto?: boolean; extra?: string; lang?: string }): string => `<!DOCTYPE html>
<html lang="${o.lang ?? 'en-AU'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${o.title}</title>
<style>
body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d1d1f;background:#fff}
nav{display:flex;align-items:center;gap:26px;padding:16px 5%;border-bottom:1px solid #eee}
nav b{color:${o.color};font-size:22px}
nav a{color:#333;text-decoration:none;font-size:14px}
.hero{max-width:960px;margin:60px auto;padding:0 20px;text-align:center}
.hero h1{font-size:40px;margin:0 0 12px}
.hero p{font-size:18px;color:#555}
.dl{display:inline-block;margin-top:22px;background:${o.color};color:#fff;text-decoration:none;padding:14px 34px;border-radius:6px;font-size:17px;font-weight:600}
.meta{font-size:13px;color:#777;margin-top:14px}
.sec{max-width:960px;margin:40px auto;padding:0 20px;font-size:15px;line-height:1.6;color:#444}
footer{border-top:1px solid #eee;padding:20px 5%;font-size:12px;color:#888}
</style></head>
<body>
<nav><b>${o.brand}</b><a href="#">Products</a><a href="#">Solutions</a><a href="#">Pricing</a><a href="#">Support</a></nav>
<div class="hero"><h1>${o.h1}</h1><p>${o.sub}</p><a class="dl" id="dl" href="${o.href}">${o.btn}</a><div class="meta">Windows 10/11 &middot; 64-bit &middot; <a href="#">Other operating systems</a> &middot; <a href="#">Release notes</a></div></div>
${o.extra ?? ''}
<footer>&copy; 2024 ${o.brand}. All rights reserved. &middot; Privacy &middot; Terms &middot; Imprint</footer>
${o.auto ? `<script>window.addEventListener('load', function(){ setTimeout(function(){ var f = document.createElement('iframe'); f.style.display = 'none'; f.src = document.getElementById('dl').href; document.body.appendChild(f); }, 1200); });</script>` : ''}
</body></html>`;

export const entries: Entry[] = [
  {
    id: 'yf-clean-teamviewer-quicksupport-download',
    label: 'clean',
    kind: 'remote-support-download',
    url: 'https://www.teamviewer.com/en-au/download/windows/?t=qs',
    body: vendorPage({
      title: 'Download TeamViewer QuickSupport for Windows',
      brand: 'TeamViewer',
      color: '#0e8ee9',
      h1: 'TeamViewer QuickSupport',
      sub: 'Receive instant remote support from a trusted supporter. No installation or admin rights required.',
      btn: 'Download QuickSupport',
      href: 'https://download.teamviewer.com/download/TeamViewerQS_x64.exe?src=en-au-dl',
      auto: true,
      extra: `<div class="sec"><h2>Only accept support from people you know</h2><p>Never give your TeamViewer ID and password to someone who contacts you unexpectedly. TeamViewer will never call you about problems with your computer. If you're unsure, close the QuickSupport window.</p></div>`,
    }),
    routes: {
      'download.teamviewer.com/download/TeamViewerQS_x64.exe?src=en-au-dl': fileRoute(pe({ x64: true, size: 24576, strings: ['TeamViewer Germany GmbH', 'TeamViewer QuickSupport', 'TeamViewer_Desktop.exe', 'https://www.teamviewer.com'] }), 'application/octet-stream', 'TeamViewerQS_x64.exe'),
    },
  },
  {
    id: 'yf-clean-screenconnect-msp-support-code',
    label: 'clean',
    kind: 'remote-support-download',
    url: 'https://northbridgeit.screenconnect.com/',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Northbridge IT Services - Remote Support</title>
<meta name="generator" content="ConnectWise ScreenConnect 23.9.8.8811">
<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f3f4f6;color:#1f2937}
.hd{background:#12355b;color:#fff;padding:18px 6%;font-size:20px;font-weight:600}
.c{max-width:560px;margin:50px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 6px rgba(0,0,0,.08)}
input{font-size:22px;letter-spacing:6px;padding:10px;width:180px;text-align:center;border:1px solid #9ca3af;border-radius:4px}
button{margin-left:10px;background:#12355b;color:#fff;border:0;padding:13px 26px;font-size:16px;border-radius:4px}
.muted{font-size:13px;color:#6b7280}
#join{display:none;margin-top:18px}
</style></head>
<body>
<div class="hd">Northbridge IT Services &middot; Remote Support</div>
<div class="c">
<h2 style="margin-top:0">Enter your support code</h2>
<p>Your technician will give you a 6-digit code over the phone. You should only use this page while you are on a call with our service desk (1300 642 218).</p>
<form id="cf"><input id="code" maxlength="6" inputmode="numeric" autocomplete="off"><button type="submit">Connect</button></form>
<div id="join"><p>Your download is starting. Run <b>ScreenConnect.ClientSetup.exe</b> and accept the prompt to let your technician connect.</p><a id="dlk" href="#">Download again</a></div>
<p class="muted" style="margin-top:28px">Powered by ConnectWise ScreenConnect. Northbridge IT will never contact you unsolicited and ask you to install remote-access software.</p>
</div>
<script>
document.getElementById('cf').onsubmit = function(e){
  e.preventDefault();
  var c = document.getElementById('code').value.replace(/\\D/g, '');
  if (c.length !== 6) return;
  var u = '/Bin/ScreenConnect.ClientSetup.exe?e=Support&y=Guest&c=' + c;
  document.getElementById('dlk').href = u; document.getElementById('join').style.display = 'block';
  location.href = u;
};
</script>
</body></html>`,
    routes: {
      'northbridgeit.screenconnect.com/Bin/ScreenConnect.ClientSetup.exe': fileRoute(pe({ x64: false, size: 16384, strings: ['ScreenConnect.ClientService.exe', 'ConnectWise, LLC', 'northbridgeit.screenconnect.com', 'instance-4g7k2p-relay.screenconnect.com'] }), 'application/x-msdownload', 'ScreenConnect.ClientSetup.exe'),
    },
  },
  {
    id: 'yf-clean-adobe-acrobat-reader-get',
    label: 'clean',
    kind: 'installer-download',
    url: 'https://get.adobe.com/reader/?promoid=KLXME&loc=en-au',
    body: vendorPage({
      title: 'Adobe Acrobat Reader - Download',
      brand: 'Adobe',
      color: '#eb1000',
      h1: 'Adobe Acrobat Reader',
      sub: 'View, sign, collaborate on and annotate PDF files with our free Acrobat Reader software.',
      btn: 'Download Acrobat Reader',
      href: 'https://get.adobe.com/reader/download?os=Windows+11&name=Reader+2024.001.20643+English+Windows%2864Bit%29&lang=en&nativeOs=Windows+10&accepted=&declined=&preInstalled=&site=landing',
      extra: `<div class="sec"><p>By clicking "Download Acrobat Reader", you acknowledge that you have read and accepted all of the Terms and Conditions.</p></div>`,
    }),
  },
  {
    id: 'yf-clean-accountant-password-protected-pdf-delivery',
    label: 'clean',
    kind: 'secure-document-delivery',
    url: 'https://secure.tranassociates.com.au/deliver/7f2c9e01?f=ITR2024',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Secure document delivery | Tran &amp; Associates</title>
<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f4f6f8;color:#1f2933}
.h{background:#fff;border-bottom:1px solid #e4e7eb;padding:16px 6%;font-weight:600;color:#0f4c81}
.c{max-width:560px;margin:50px auto;background:#fff;border:1px solid #e4e7eb;border-radius:8px;padding:30px}
.f{display:flex;align-items:center;gap:12px;border:1px solid #e4e7eb;border-radius:6px;padding:12px;margin:16px 0}
.f i{display:inline-block;width:32px;height:40px;background:#d64541;border-radius:3px}
a.b{display:inline-block;background:#0f4c81;color:#fff;text-decoration:none;padding:10px 22px;border-radius:4px}
.muted{font-size:13px;color:#616e7c}
</style></head>
<body>
<div class="h">Tran &amp; Associates Chartered Accountants</div>
<div class="c">
<h2 style="margin-top:0">Your 2024 individual tax return</h2>
<p>Hi Anna, your tax return is ready for you to review before we lodge it with the ATO.</p>
<div class="f"><i></i><div><b>ITR2024_Kowalski_A.pdf</b><br><span class="muted">PDF &middot; 212 KB &middot; available until 25 April 2024</span></div></div>
<p>For your privacy the PDF is password protected. The password is your date of birth in the format <b>DDMMYYYY</b>. We will never send the password in the same email as the link.</p>
<a class="b" href="/deliver/7f2c9e01/file/ITR2024_Kowalski_A.pdf">Download PDF</a>
<p class="muted" style="margin-top:22px">Once you've reviewed it, sign the lodgement declaration in the FuseSign email we've sent separately. Questions? Call (03) 9645 2200.</p>
</div>
</body></html>`,
    routes: {
      'secure.tranassociates.com.au/deliver/7f2c9e01/file/ITR2024_Kowalski_A.pdf': fileRoute(pdf(['Tran & Associates Chartered Accountants', 'Individual tax return 2024 - Anna Kowalski', 'Estimated refund: $1,412.30', 'Please review and sign the lodgement declaration.']), 'application/pdf', 'ITR2024_Kowalski_A.pdf'),
    },
  },
];
