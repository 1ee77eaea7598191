/**
 * yi- real installers and remote-support tools, a family's own photo share and a pension scheme's
 * statement download, all on their own hostnames.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cfb, fileRoute, png, pe, zip } from '../parts/e-bin.js';
import { articleCss, doc } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-clean-teamviewer-quicksupport-download',
  label: 'clean',
  kind: 'remote-support-download',
  url: 'https://www.teamviewer.com/en/download/windows/?utm_source=digital-buddies',
  body: doc({
    title: 'Download TeamViewer for Windows | TeamViewer',
    lang: 'en',
    css: `body{margin:0;font-family:"Inter",Arial,sans-serif;color:#1d2939}.h{padding:16px 32px;border-bottom:1px solid #e4e7ec;display:flex;justify-content:space-between}.h b{color:#0e8ee9;font-size:22px}
main{max-width:960px;margin:0 auto;padding:30px 20px}.cards{display:flex;gap:20px;flex-wrap:wrap}.card{flex:1 1 280px;border:1px solid #e4e7ec;border-radius:10px;padding:22px}
.dl{display:inline-block;background:#0e8ee9;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:600}.sm{font-size:13px;color:#667085}
.w{background:#fff6ed;border:1px solid #fdb022;border-radius:8px;padding:14px;margin-top:24px}`,
    body: `<div class="h"><b>TeamViewer</b><nav><a href="/en/products/">Products</a> · <a href="/en/pricing/">Pricing</a> · <a href="https://login.teamviewer.com/">Sign in</a></nav></div>
<main><h1>Download TeamViewer for Windows</h1><p>Establish incoming and outgoing connections between devices. Real-time remote access and support.</p>
<div class="cards"><div class="card"><h2>TeamViewer Full Client</h2><p>For remote control, file transfer and meetings.</p><a class="dl" href="https://download.teamviewer.com/download/version_15x/TeamViewer_Setup_x64.exe">Download x64 bit</a><p class="sm">Version 15.61.3 · Windows 10/11 · Digitally signed by TeamViewer Germany GmbH</p></div>
<div class="card"><h2>TeamViewer QuickSupport</h2><p>Small app to receive support from someone you know. No installation or admin rights required.</p><a class="dl" href="https://download.teamviewer.com/download/version_15x/TeamViewerQS_x64.exe">Download QuickSupport</a><p class="sm">Version 15.61.3</p></div></div>
<div class="w"><b>Only connect with people you know and trust.</b> Scammers pretending to be from your bank, broadband provider or Microsoft may ask you to install remote access software. Never give your TeamViewer ID and password to someone who contacted you unexpectedly.</div></main>`,
  }),
  routes: {
    'download.teamviewer.com/download/version_15x/TeamViewerQS_x64.exe': fileRoute(pe({ x64: true, strings: ['TeamViewer QuickSupport', 'TeamViewer Germany GmbH', 'Copyright (C) 2024 TeamViewer Germany GmbH', 'https://www.teamviewer.com'] }), 'application/octet-stream', 'TeamViewerQS_x64.exe'),
    'download.teamviewer.com/download/version_15x/TeamViewer_Setup_x64.exe': fileRoute(pe({ x64: true, strings: ['TeamViewer', 'TeamViewer Germany GmbH', 'NSIS Installer'] }), 'application/octet-stream', 'TeamViewer_Setup_x64.exe'),
  },
},
{
  id: 'yi-clean-chrome-remote-desktop-support-code',
  label: 'clean',
  kind: 'remote-support-tool',
  url: 'https://remotedesktop.google.com/support/?hl=en-GB',
  body: doc({
    title: 'Chrome Remote Desktop',
    css: `body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;color:#202124}.h{padding:14px 24px;border-bottom:1px solid #dadce0;display:flex;gap:24px}.h a{color:#5f6368;text-decoration:none}.h a.on{color:#1a73e8;border-bottom:3px solid #1a73e8}
main{max-width:900px;margin:0 auto;padding:24px}.sec{border:1px solid #dadce0;border-radius:8px;padding:22px;margin-bottom:20px}
.code{font-size:34px;letter-spacing:6px;font-family:"Roboto Mono",monospace;margin:12px 0}button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 22px;font-size:14px}
input{font-size:20px;padding:10px;letter-spacing:4px;border:1px solid #dadce0;border-radius:4px;width:260px}.sm{font-size:13px;color:#5f6368}`,
    body: `<div class="h"><b>Chrome Remote Desktop</b><a href="/access/">Remote Access</a><a class="on" href="/support/">Remote Support</a></div>
<main><div class="sec"><h2>Get Support</h2><p>To get support, generate a code and share it with someone you trust.</p><button id="gen">+ Generate Code</button><div class="code" id="code"></div><p class="sm" id="exp"></p>
<p class="sm">Only share this code with people you know. Anyone with the code will be able to see your screen and control your computer after you approve.</p></div>
<div class="sec"><h2>Give Support</h2><p>To help someone, enter the access code they gave you.</p><input id="ac" maxlength="12" placeholder="Access code"> <button>Connect</button></div></main>
<script>document.getElementById('gen').onclick=function(){var c='';var a=new Uint32Array(12);crypto.getRandomValues(a);for(var i=0;i<12;i++)c+=a[i]%10;document.getElementById('code').textContent=c.replace(/(\\d{4})(?=\\d)/g,'$1 ');document.getElementById('exp').textContent='This code will expire in 5 minutes.'};</script>`,
  }),
},
];
