import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, jsRoute, jsonRoute, pe, zip } from '../parts/e-bin.js';
import { CSS, analytics, b64, doc, esc } from '../parts/ys-kit.js';

// Real design and video software downloads from the vendors' own sites and CDNs.

export const entries: Entry[] = [
{
  id: 'ys-clean-davinci-resolve-registration-download',
  label: 'clean',
  kind: 'software-download',
  url: 'https://www.blackmagicdesign.com/products/davinciresolve/?utm_source=lumenco&utm_medium=helpdesk',
  body: doc({
    title: 'DaVinci Resolve | Blackmagic Design',
    css: CSS.reset + `body{font-family:Helvetica,Arial,sans-serif;background:#000;color:#eee}.h{max-width:1000px;margin:60px auto;text-align:center;padding:0 24px}.h h1{font-size:56px;font-weight:300}.b{display:inline-block;border:1px solid #fff;color:#fff;padding:12px 26px;border-radius:24px;text-decoration:none;cursor:pointer;background:none;font-size:15px}.m{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7);align-items:center;justify-content:center}.m form{background:#fff;color:#111;width:460px;padding:24px;border-radius:6px}.m input,.m select{width:100%;padding:9px;margin:4px 0 10px;border:1px solid #bbb}.m button{background:#111;color:#fff;border:0;padding:12px 20px;width:100%}`,
    body: `<div class="h"><h1>DaVinci Resolve 20</h1><p>Professional editing, color correction, visual effects and audio post production all in one software tool. Free download for Mac, Windows and Linux.</p><button class="b" id="dl">Free Download Now</button> &nbsp; <a class="b" href="/store/davinci-resolve">Buy Studio — US$295</a></div>
<div class="m" id="m"><form method="post" action="/api/register/us/downloadmac" id="rf"><h3 style="margin-top:0">Register for DaVinci Resolve 20</h3><input name="firstname" placeholder="First name" required><input name="lastname" placeholder="Last name" required><input name="email" type="email" placeholder="Email" required><input name="phone" placeholder="Phone"><select name="country"><option>United States</option><option>Italia</option><option>Brasil</option><option>Việt Nam</option><option>ประเทศไทย</option><option>Portugal</option></select><button>Register &amp; Download</button></form></div>
<script>
document.getElementById('dl').onclick=function(){document.getElementById('m').style.display='flex'};
document.getElementById('rf').onsubmit=function(e){e.preventDefault();fetch('/api/register/us/download/b3b2f1c9e8',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(Object.fromEntries(new FormData(this)))}).then(function(r){return r.json()}).then(function(j){location.href=j.url}).catch(function(){})};
</script>`,
  }),
  routes: {
    'www.blackmagicdesign.com/api/register/us/download/b3b2f1c9e8': jsonRoute({ url: 'https://swr.cloud.blackmagicdesign.com/DaVinciResolve/v20.2/DaVinci_Resolve_20.2_Windows.zip?verify=1728901442-4fKq9' }),
    'swr.cloud.blackmagicdesign.com/DaVinciResolve/v20.2/DaVinci_Resolve_20.2_Windows.zip': fileRoute(
      zip([
        { name: 'DaVinci_Resolve_20.2_Windows.exe', data: pe({ x64: true, strings: ['DaVinci Resolve Installer', 'Blackmagic Design Pty. Ltd.', 'https://www.blackmagicdesign.com', 'Fairlight'], size: 32 * 1024 }) },
        { name: 'Read Me.txt', data: 'DaVinci Resolve 20.2\r\nPlease see https://www.blackmagicdesign.com/support for release notes.\r\n' },
      ]),
      'application/zip',
      'DaVinci_Resolve_20.2_Windows.zip',
    ),
  },
},

{
  id: 'ys-clean-acrobat-reader-get-adobe',
  label: 'clean',
  kind: 'software-download',
  url: 'https://get.adobe.com/reader/?promoid=TTGWL47M',
  body: doc({
    title: 'Adobe Acrobat Reader download | Free PDF viewer for Windows, Mac, and Android',
    css: CSS.reset + `body{font-family:"Adobe Clean",Arial,sans-serif;background:#fff;color:#2c2c2c}.hd{padding:14px 32px;border-bottom:1px solid #e1e1e1;color:#eb1000;font-weight:800}.w{max-width:1000px;margin:40px auto;display:flex;gap:40px;padding:0 24px;flex-wrap:wrap}.l{flex:1 1 500px}.r{flex:1 1 300px;background:#f5f5f5;border-radius:8px;padding:22px}.b{display:inline-block;background:#eb1000;color:#fff;padding:12px 26px;border-radius:20px;text-decoration:none;font-weight:700}`,
    body: `<div class="hd">Adobe</div>
<div class="w"><div class="l"><h1>Adobe Acrobat Reader</h1><p>The leading PDF viewer to print, sign, and annotate PDFs.</p><p><b>System requirements:</b> Windows 11/10 (64-bit), 4.5 GB of available hard-disk space.</p><p><a class="b" href="https://ardownload2.adobe.com/pub/adobe/acrobat/win/AcrobatDC/2500120643/AcroRdrDCx642500120643_en_US.exe">Download Acrobat Reader</a></p><p style="font-size:12px;color:#6e6e6e">By clicking the "Download Acrobat Reader" button, you acknowledge that you have read and accepted all of the Terms and Conditions.</p></div>
<div class="r"><b>Optional offer</b><p><label><input type="checkbox"> Yes, install the Acrobat Reader Chrome Extension</label></p></div></div>`,
  }),
  routes: {
    'ardownload2.adobe.com/pub/adobe/acrobat/win/AcrobatDC/2500120643/AcroRdrDCx642500120643_en_US.exe': fileRoute(
      pe({ x64: true, strings: ['Adobe Acrobat Reader Installer', 'Adobe Inc.', 'AcroRd32', 'https://www.adobe.com/acrobat'], size: 36 * 1024 }),
      'application/octet-stream',
      'AcroRdrDCx642500120643_en_US.exe',
    ),
  },
},

{
  id: 'ys-clean-obs-studio-download',
  label: 'clean',
  kind: 'software-download',
  url: 'https://obsproject.com/download?utm_source=lumenco-helpdesk',
  body: doc({
    title: 'Download | OBS',
    css: CSS.reset + `body{font-family:Inter,Arial,sans-serif;background:#1a1b26;color:#e6e6f0}.hd{padding:16px 40px;display:flex;gap:24px;background:#13141c}.w{max-width:900px;margin:40px auto;padding:0 24px}.tabs{display:flex;gap:10px}.tabs span{padding:8px 16px;border-radius:6px;background:#2a2c3a}.tabs .on{background:#3c71f7}.b{display:inline-block;background:#3c71f7;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none;margin:14px 8px 0 0}pre{background:#0f1017;padding:12px;border-radius:6px}`,
    body: `<div class="hd"><b>OBS</b><span>Home · Download · Forums · Blog · Help</span></div>
<div class="w"><h1>Download OBS Studio</h1><div class="tabs"><span class="on">Windows</span><span>macOS</span><span>Linux</span></div>
<p>Latest release: 31.1.2 — October 2, 2025. Supports Windows 10 and 11.</p>
<a class="b" href="https://cdn-fastly.obsproject.com/downloads/OBS-Studio-31.1.2-Windows-x64-Installer.exe?dl=1">Download Installer</a><a class="b" href="https://github.com/obsproject/obs-studio/releases/tag/31.1.2" style="background:#2a2c3a">Download via GitHub</a>
<p>Or install with the Windows Package Manager:</p><pre>winget install OBSProject.OBSStudio</pre>
<p style="font-size:13px;color:#9a9ab0">SHA-256 checksums are published on the GitHub release page.</p></div>`,
  }),
  routes: {
    'cdn-fastly.obsproject.com/downloads/OBS-Studio-31.1.2-Windows-x64-Installer.exe?dl=1': fileRoute(
      pe({ x64: true, strings: ['OBS Studio Installer', 'OBS Project', 'Nullsoft Install System v3.10', 'https://obsproject.com'], size: 36 * 1024 }),
      'application/octet-stream',
      'OBS-Studio-31.1.2-Windows-x64-Installer.exe',
    ),
  },
},
];
