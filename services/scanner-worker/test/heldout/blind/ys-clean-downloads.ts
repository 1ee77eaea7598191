import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, jsRoute, jsonRoute, pe, zip } from '../parts/e-bin.js';
import { CSS, analytics, b64, doc, esc } from '../parts/ys-kit.js';

// Real design and video software downloads from the vendors' own sites and CDNs.

export const entries: Entry[] = [
{
  id: 'ys-clean-capcut-desktop-download',
  label: 'clean',
  kind: 'software-download',
  url: 'https://www.capcut.com/tools/desktop-video-editor?enter_from=page_header&from_page=landing_page',
  body: doc({
    title: 'Free Desktop Video Editor for Windows & Mac | CapCut',
    head: analytics('G-CAPCUT01'),
    css: CSS.reset + `body{font-family:"ProximaNova",Arial,sans-serif;background:#fff;color:#111}.hd{padding:16px 40px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}.h{max-width:1000px;margin:60px auto;text-align:center;padding:0 24px}.h h1{font-size:48px}.b{display:inline-block;background:#111;color:#fff;padding:14px 28px;border-radius:8px;text-decoration:none;font-weight:600;margin:6px}.r{font-size:13px;color:#666}`,
    body: `<div class="hd"><b style="font-size:22px">CapCut</b><span>Features · Templates · Resources · <a href="https://www.capcut.com/login">Log in</a></span></div>
<div class="h"><h1>Free all-in-one video editor for everyone to create anything anywhere</h1><p>Auto captions, background removal, templates and 4K export on Windows and macOS.</p>
<a class="b" href="/download/capcut-desktop?platform=windows" id="win">Download for Windows</a><a class="b" href="https://apps.apple.com/app/capcut-video-editor/id1500855883" style="background:#fff;color:#111;border:1px solid #111">Download for Mac</a>
<p class="r">Version 6.8.0 · Windows 10 or later (64-bit) · 1.1 GB after install · By downloading you agree to the CapCut Terms of Service</p></div>`,
  }),
  routes: {
    'www.capcut.com/download/capcut-desktop': redirectRoute(302, 'https://lf16-capcut.faceulv.com/obj/capcutpc-packages-us/packages/CapCut_6_8_0_2626_capcutpc_0_creatortool.exe'),
    'lf16-capcut.faceulv.com/obj/capcutpc-packages-us/packages/CapCut_6_8_0_2626_capcutpc_0_creatortool.exe': fileRoute(
      pe({ x64: true, strings: ['CapCut Installer', 'Bytedance Pte. Ltd.', 'https://www.capcut.com/', 'Software\\Bytedance\\CapCut', 'DigiCert Trusted G4 Code Signing RSA4096 SHA384 2021 CA1'], size: 40 * 1024 }),
      'application/octet-stream',
      'CapCut_6_8_0_2626_capcutpc_0_creatortool.exe',
    ),
  },
},

{
  id: 'ys-clean-adobe-creative-cloud-installer',
  label: 'clean',
  kind: 'software-download',
  url: 'https://creativecloud.adobe.com/apps/download/creative-cloud?locale=en',
  body: doc({
    title: 'Download Creative Cloud desktop app | Adobe Creative Cloud',
    head: `<script src="https://www.adobe.com/marketingtech/main.min.js" async></script>`,
    css: CSS.reset + `body{font-family:"Adobe Clean",Arial,sans-serif;background:#f5f5f5;color:#2c2c2c}.hd{background:#fff;padding:14px 32px;border-bottom:1px solid #e1e1e1;color:#eb1000;font-weight:800}.c{max-width:640px;margin:60px auto;background:#fff;border-radius:8px;padding:36px;text-align:center}.c a{display:inline-block;background:#1473e6;color:#fff;padding:10px 22px;border-radius:20px;text-decoration:none;font-weight:700}`,
    body: `<div class="hd">Adobe <span style="color:#2c2c2c;font-weight:400">Creative Cloud</span></div>
<div class="c"><h2>Your download is starting</h2><p>Once the download is complete, double-click <b>Creative_Cloud_Set-Up.exe</b> to install the Creative Cloud desktop app. You'll use it to install Photoshop, Premiere Pro, Illustrator and your other apps.</p>
<p><a href="https://ccmdls.adobe.com/AdobeProducts/StandaloneBuilds/ACCC/ESD/6.4.0/343/win64/Creative_Cloud_Set-Up.exe">Download again</a></p>
<p style="font-size:13px;color:#6e6e6e">Having trouble? <a href="https://helpx.adobe.com/download-install.html" style="background:none;color:#1473e6;padding:0">Download and installation help</a></p></div>
<script>setTimeout(function(){location.href='https://ccmdls.adobe.com/AdobeProducts/StandaloneBuilds/ACCC/ESD/6.4.0/343/win64/Creative_Cloud_Set-Up.exe'},1500)</script>`,
  }),
  routes: {
    'ccmdls.adobe.com/AdobeProducts/StandaloneBuilds/ACCC/ESD/6.4.0/343/win64/Creative_Cloud_Set-Up.exe': fileRoute(
      pe({ x64: true, strings: ['Creative Cloud Installer', 'Adobe Inc.', 'https://www.adobe.com/', 'Adobe Systems Incorporated', 'DigiCert SHA2 Assured ID Code Signing CA'], size: 36 * 1024 }),
      'application/octet-stream',
      'Creative_Cloud_Set-Up.exe',
    ),
  },
},
];
