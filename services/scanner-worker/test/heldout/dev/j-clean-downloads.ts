import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, logo, jsRoute } from '../parts/j-kit.js';
import { zip, pe, cfb, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'j-clean-fileshare-dropbox-zip',
  label: 'clean',
  kind: 'file-sharing',
  url: 'https://www.dropbox.com/scl/fi/q8v2k1m0zt7hjr3x/Wedding-photos-selects.zip?rlkey=j4kx9p2c7m1w0t5r&dl=0',
  routes: {
    'www.dropbox.com/scl/fi/q8v2k1m0zt7hjr3x/Wedding-photos-selects.zip': htmlRoute(doc({
      title: 'Wedding-photos-selects.zip | Dropbox',
      style: `header{display:flex;justify-content:space-between;padding:12px 24px;border-bottom:1px solid #e6e6e6}.b{background:#0061fe;color:#fff;border:0;padding:10px 18px;border-radius:6px;font-weight:600}main{max-width:900px;margin:40px auto;text-align:center}.ic{width:96px;height:110px;background:#f7f5f2;border-radius:8px;margin:0 auto 16px;display:flex;align-items:center;justify-content:center;font-size:13px;color:#736c64}.list{text-align:left;max-width:560px;margin:20px auto;border:1px solid #eee}.list div{padding:8px 14px;border-bottom:1px solid #f2f2f2;font-size:14px}`,
      body: `<header><strong style="color:#0061fe">Dropbox</strong><div><a href="/login">Log in</a> &nbsp; <a href="/register">Sign up</a></div></header>
<main><div class="ic">ZIP</div><h2>Wedding-photos-selects.zip</h2><p style="color:#736c64">1.2 MB · Shared by Anika Brandt</p>
<p><a class="b" id="dl" href="/scl/fi/q8v2k1m0zt7hjr3x/Wedding-photos-selects.zip?rlkey=j4kx9p2c7m1w0t5r&amp;dl=1">Download</a> <button class="b" style="background:#fff;color:#1e1919;border:1px solid #ccc">Open in Dropbox</button></p>
<div class="list"><div>📷 DSC_0412.jpg</div><div>📷 DSC_0433.jpg</div><div>📷 DSC_0501.jpg</div><div>📄 README.txt</div></div>
<p style="font-size:12px;color:#888">By using Dropbox you agree to our <a href="/terms">Terms</a> and <a href="/privacy">Privacy Policy</a>. <a href="/report">Report this file</a></p></main>`,
    })),
    'www.dropbox.com/scl/fi/q8v2k1m0zt7hjr3x/Wedding-photos-selects.zip?rlkey=j4kx9p2c7m1w0t5r&dl=1': fileRoute(zip([
      { name: 'DSC_0412.jpg', data: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex') },
      { name: 'DSC_0433.jpg', data: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex') },
      { name: 'DSC_0501.jpg', data: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex') },
      { name: 'README.txt', data: 'Selects from the ceremony and reception. Full gallery to follow. - Anika' },
    ]), 'application/zip', 'Wedding-photos-selects.zip'),
  },
},
{
  id: 'j-clean-fileshare-host-installer',
  label: 'clean',
  kind: 'file-sharing',
  url: 'https://www.sendvault-files.com/f/7Hq2LpXz/OpenShot-3.3.0-x86_64.exe',
  body: doc({
    title: 'Download OpenShot-3.3.0-x86_64.exe - SendVault',
    style: `header{background:#1b2838;color:#fff;padding:12px 30px}main{max-width:980px;margin:24px auto;display:grid;grid-template-columns:1fr 300px;gap:24px}.box{border:1px solid #ddd;border-radius:6px;padding:20px}.dl{display:block;text-align:center;background:#2ea44f;color:#fff;padding:16px;font-size:18px;border-radius:6px;text-decoration:none}.ad{background:#f3f3f3;height:250px;display:flex;align-items:center;justify-content:center;color:#aaa;font-size:11px}.meta td{padding:4px 10px 4px 0;font-size:14px}`,
    body: `<header><strong>SendVault</strong> · Upload · Pricing · Login</header>
<main><div class="box"><h1 style="font-size:22px;word-break:break-all">OpenShot-3.3.0-x86_64.exe</h1>
<table class="meta"><tr><td>Size</td><td>4 KB (mirror stub)</td></tr><tr><td>Uploaded</td><td>2026-11-02</td></tr><tr><td>SHA-256</td><td><code>9b1c…e04f</code></td></tr><tr><td>Scan</td><td>✔ No threats detected (scanned by 3 engines)</td></tr></table>
<p><a class="dl" href="/f/7Hq2LpXz/download">⬇ Download (Free)</a></p>
<p style="font-size:12px;color:#666">Free users: download speed limited to 1 MB/s. <a href="/premium">Go Premium</a> for unlimited speed. Files are deleted after 60 days of inactivity. This file was uploaded by a user; report abuse at abuse@sendvault-files.com.</p></div>
<div><div class="ad">Advertisement</div><div class="box" style="margin-top:16px;font-size:13px">Uploader note: official OpenShot release mirror for our school lab. Checksum matches openshot.org.</div></div></main>`,
  }),
  routes: {
    'www.sendvault-files.com/f/7Hq2LpXz/download': fileRoute(pe({ strings: ['OpenShot Video Editor', 'OpenShot Studios, LLC', '3.3.0.0', 'Inno Setup'] }), 'application/x-msdownload', 'OpenShot-3.3.0-x86_64.exe'),
  },
},
{
  id: 'j-clean-vendor-mac-dmg',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.pinecone-notes.app/download',
  body: doc({
    title: 'Download Pinecone Notes for Mac, Windows, iOS and Android',
    style: `body{background:linear-gradient(#f4fbf6,#fff)}nav{display:flex;justify-content:space-between;padding:18px 40px}main{text-align:center;padding:40px}.big{display:inline-block;background:#1f7a4d;color:#fff;padding:16px 36px;border-radius:30px;font-size:18px;text-decoration:none}.os{display:flex;justify-content:center;gap:30px;margin-top:40px}.os div{border:1px solid #d8e9de;border-radius:10px;padding:18px;width:200px;background:#fff}`,
    body: `<nav><strong>🌲 Pinecone</strong><span>Features · Pricing · Blog · <a href="/login">Log in</a></span></nav>
<main><h1>Your notes, everywhere.</h1><p>Detected: <span id="os">macOS</span></p><a class="big" id="main" href="/releases/Pinecone-4.2.0-universal.dmg">Download for macOS</a><p style="font-size:13px;color:#555">Version 4.2.0 · Universal (Apple silicon + Intel) · 96 MB</p>
<div class="os"><div><b>Windows</b><br><a href="/releases/Pinecone-Setup-4.2.0.exe">.exe installer</a><br><a href="ms-windows-store://pdp/?productid=9NBLGGH4R315">Microsoft Store</a></div><div><b>Linux</b><br><a href="/releases/Pinecone-4.2.0.AppImage">AppImage</a> · <a href="/releases/pinecone_4.2.0_amd64.deb">.deb</a></div><div><b>Mobile</b><br>App Store · Google Play</div></div></main>
<script>var p=navigator.userAgent;if(/Windows/.test(p)){document.getElementById('os').textContent='Windows';var a=document.getElementById('main');a.textContent='Download for Windows';a.href='/releases/Pinecone-Setup-4.2.0.exe'}</script>`,
  }),
  routes: {
    'www.pinecone-notes.app/releases/Pinecone-Setup-4.2.0.exe': fileRoute(pe({ strings: ['Pinecone Notes', 'Pinecone Labs Inc.', '4.2.0', 'Squirrel.Windows'] }), 'application/octet-stream', 'Pinecone-Setup-4.2.0.exe'),
    'www.pinecone-notes.app/releases/Pinecone-4.2.0-universal.dmg': fileRoute(Buffer.concat([Buffer.alloc(1024, 0), Buffer.from('koly', 'latin1'), Buffer.alloc(508, 0)]), 'application/x-apple-diskimage', 'Pinecone-4.2.0-universal.dmg'),
  },
},
{
  id: 'j-clean-chrome-webstore-listing',
  label: 'clean',
  kind: 'browser-extension',
  url: 'https://chromewebstore.google.com/detail/tabwarden-tab-suspender/kpmhjcbkdfhoagnmnbhjemlfgloecnpe',
  body: doc({
    title: 'TabWarden – Tab Suspender - Chrome Web Store',
    style: `header{padding:12px 24px;border-bottom:1px solid #e0e0e0}main{max-width:1000px;margin:30px auto}.top{display:flex;gap:20px;align-items:center}.icon{width:64px;height:64px;background:#4f46e5;border-radius:14px}.add{margin-left:auto;background:#0b57d0;color:#fff;border:0;padding:10px 24px;border-radius:20px;font-weight:600}.perm{background:#f8f9fa;padding:12px;border-radius:8px;font-size:14px}`,
    body: `<header>chrome web store · Discover · Extensions · Themes</header>
<main><div class="top"><div class="icon"></div><div><h1 style="margin:0">TabWarden – Tab Suspender</h1><p style="margin:4px 0">tabwarden.dev · ✓ Featured · 4.7 ★ (3.2K ratings) · 400,000 users</p></div><button class="add" onclick="alert('Add “TabWarden – Tab Suspender”?')">Add to Chrome</button></div>
<h2>Overview</h2><p>Automatically suspends tabs you haven't used in a while to free memory and battery. Whitelist sites, keep pinned tabs alive, restore with one click.</p>
<div class="perm"><strong>Privacy practices</strong><p>The developer has disclosed that it will not collect or use your data. This developer declares that your data is not being sold to third parties, not being used or transferred for purposes that are unrelated to the item's core functionality.</p><p>Permissions: Read your browsing history; Manage your tabs.</p></div>
<h2>Details</h2><p>Version 5.3.1 · Updated November 12, 2026 · Size 412KiB · Languages: 31 languages</p><p>Developer: TabWarden OÜ, Tallinn, Estonia · Trader</p></main>`,
  }),
},
{
  id: 'j-clean-nvidia-style-driver-page',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.nvidia.com/en-us/drivers/details/241877/',
  body: doc({
    title: 'GeForce Game Ready Driver | 566.36 | Windows 11 | NVIDIA',
    style: `header{background:#000;color:#fff;padding:14px 30px}main{max-width:960px;margin:30px auto}.btn{background:#76b900;color:#000;font-weight:700;padding:12px 26px;text-decoration:none;display:inline-block}table td{padding:6px 14px 6px 0}`,
    body: `<header><strong style="color:#76b900">NVIDIA</strong> · Drivers · Support</header>
<main><h1>GeForce Game Ready Driver</h1><table><tr><td>Version:</td><td>566.36 WHQL</td></tr><tr><td>Release Date:</td><td>Thu Nov 20, 2026</td></tr><tr><td>Operating System:</td><td>Windows 10 64-bit, Windows 11</td></tr><tr><td>Language:</td><td>English (US)</td></tr><tr><td>File Size:</td><td>680.44 MB</td></tr></table>
<p><a class="btn" href="https://us.download.nvidia.com/Windows/566.36/566.36-desktop-win10-win11-64bit-international-dch-whql.exe">Download Now</a></p>
<h3>Release Highlights</h3><p>Game Ready for the latest titles, plus support for DLSS 4 in 12 new games. Fixes: flicker in some DirectX 12 titles with G-SYNC enabled.</p><p>By clicking the "Download Now" button, you are confirming that you have read and agree to be bound by the License For Customer Use of NVIDIA Software.</p></main>`,
  }),
  routes: {
    'us.download.nvidia.com/Windows/566.36/566.36-desktop-win10-win11-64bit-international-dch-whql.exe': fileRoute(pe({ strings: ['NVIDIA Package Launcher', 'NVIDIA Corporation', '566.36'] }), 'application/octet-stream'),
  },
},
{
  id: 'j-clean-chrome-update-help',
  label: 'clean',
  kind: 'vendor-support',
  url: 'https://support.google.com/chrome/answer/95414?hl=en&co=GENIE.Platform%3DDesktop',
  body: doc({
    title: 'Update Google Chrome - Computer - Google Chrome Help',
    style: `header{padding:14px 24px;border-bottom:1px solid #dadce0}main{max-width:760px;margin:24px auto;padding:0 16px}.note{background:#e8f0fe;padding:12px;border-radius:8px}`,
    body: `<header>Google Chrome Help</header><main><h1>Update Google Chrome</h1>
<p>To make sure you're protected by the latest security updates, Google Chrome can automatically update when a new version of the browser is available on your device.</p>
<h2>Get a Chrome update when available</h2><ol><li>On your computer, open Chrome.</li><li>At the top right, select More ⋮.</li><li>Select <strong>Help › About Google Chrome</strong>.</li><li>Select <strong>Relaunch</strong>.</li></ol>
<div class="note"><strong>Tip:</strong> Chrome never asks you to download an update from a website pop-up or to paste commands into your computer. If a page says your browser is out of date and offers a file, close it.</div>
<h2>Check your current browser version</h2><p>Go to <code>chrome://settings/help</code>.</p>
<p>Was this helpful? Yes · No</p></main>`,
  }),
},
{
  id: 'j-clean-webapp-blob-export',
  label: 'clean',
  kind: 'spa-export',
  url: 'https://app.tallyledger.io/reports/expenses?period=2026-10',
  routes: {
    'app.tallyledger.io/reports/expenses': htmlRoute(doc({
      title: 'Expenses · October 2026 — TallyLedger',
      head: '<script defer src="/static/js/main.8c1f2e.js"></script>',
      style: `#root{font-size:14px}.bar{background:#312e81;color:#fff;padding:10px 20px;display:flex;justify-content:space-between}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}.wrap{padding:20px 30px}button{background:#4338ca;color:#fff;border:0;padding:8px 14px;border-radius:4px}`,
      body: `<div id="root"><div class="wrap">Loading…</div></div><noscript>You need to enable JavaScript to run this app.</noscript>`,
    })),
    'app.tallyledger.io/static/js/main.8c1f2e.js': jsRoute(`(()=>{"use strict";const e=[["2026-10-02","Figma","Software",45.0],["2026-10-04","AWS","Hosting",812.31],["2026-10-09","Lufthansa","Travel",386.2],["2026-10-15","WeWork","Office",1200],["2026-10-21","Pret A Manger","Meals",23.4]];
const t=document.getElementById("root");const n=e.reduce((a,r)=>a+r[3],0);
t.innerHTML='<div class="bar"><strong>TallyLedger</strong><span>Acme Robotics Ltd · Owen</span></div><div class="wrap"><h1>Expenses — October 2026</h1><p>Total: €'+n.toFixed(2)+'</p><p><button id="csv">Export CSV</button> <button id="pdf">Print</button></p><table><tr><th>Date</th><th>Vendor</th><th>Category</th><th>Amount</th></tr>'+e.map(r=>"<tr><td>"+r[0]+"</td><td>"+r[1]+"</td><td>"+r[2]+"</td><td>€"+r[3].toFixed(2)+"</td></tr>").join("")+"</table></div>";
document.getElementById("csv").onclick=()=>{const r="date,vendor,category,amount\\n"+e.map(r=>r.join(",")).join("\\n"),o=new Blob([r],{type:"text/csv"}),a=document.createElement("a");a.href=URL.createObjectURL(o);a.download="expenses-2026-10.csv";document.body.appendChild(a);a.click();a.remove()};
document.getElementById("pdf").onclick=()=>window.print();})();`),
  },
},
{
  id: 'j-clean-remote-support-download',
  label: 'clean',
  kind: 'remote-support',
  url: 'https://www.teamviewer.com/en/download/windows/',
  body: doc({
    title: 'Download TeamViewer for Windows',
    style: `header{padding:14px 30px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}main{max-width:1000px;margin:30px auto}.b{background:#0e8ee9;color:#fff;padding:14px 28px;border-radius:4px;text-decoration:none;display:inline-block}.grid{display:grid;grid-template-columns:1fr 1fr;gap:20px;margin-top:30px}.grid div{border:1px solid #e6e6e6;padding:18px;border-radius:6px}`,
    body: `<header><strong style="color:#0e8ee9">TeamViewer</strong><span>Products · Solutions · Pricing · Support · <a href="/en/login">Sign in</a></span></header>
<main><h1>Download TeamViewer for Windows</h1><p>Establish incoming and outgoing connections between devices. Real-time remote access and support.</p>
<a class="b" href="https://download.teamviewer.com/download/TeamViewer_Setup_x64.exe">Download TeamViewer 64-bit</a>
<p style="font-size:13px">Version 15.60.3 · Free for private use</p>
<div class="grid"><div><h3>TeamViewer QuickSupport</h3><p>Small customer module; does not require installation or administrator rights. Ideal for receiving instant support.</p><a href="https://download.teamviewer.com/download/TeamViewerQS_x64.exe">Download QuickSupport</a></div>
<div><h3>Host</h3><p>For 24/7 access to remote computers. Ideal for servers and unattended machines.</p><a href="https://download.teamviewer.com/download/TeamViewer_Host_x64.exe">Download Host</a></div></div>
<p style="margin-top:30px;background:#fff8e1;padding:12px;border-radius:6px"><strong>Stay safe:</strong> Never give remote access to someone who contacted you unexpectedly claiming to be from your bank, Microsoft or a tech support company. <a href="/en/trust-center/">Learn about scams</a>.</p></main>`,
  }),
  routes: {
    'download.teamviewer.com/download/TeamViewer_Setup_x64.exe': fileRoute(pe({ strings: ['TeamViewer', 'TeamViewer Germany GmbH', '15.60.3'] }), 'application/octet-stream', 'TeamViewer_Setup_x64.exe'),
    'download.teamviewer.com/download/TeamViewerQS_x64.exe': fileRoute(pe({ strings: ['TeamViewer QuickSupport', 'TeamViewer Germany GmbH', '15.60.3'] }), 'application/octet-stream', 'TeamViewerQS_x64.exe'),
  },
},
];
