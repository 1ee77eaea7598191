import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { apk, cfb, crx, fileRoute, jsonRoute, jsRoute, pe, pngRoute, zip } from '../parts/e-bin.js';
import { baseCss, cookieBar, dataLayer, doc, footer } from '../parts/g-kit.js';

const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 60>>stream\nBT /F1 14 Tf 60 780 Td (${title}) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
export const entries: Entry[] = [
  // Antivirus vendor: threat alert article + download of its own free scanner
  {
    id: 'g-clean-en-av-vendor-threat-alert-free-scanner',
    label: 'clean',
    kind: 'av-vendor',
    url: 'https://www.kestrelsecurity.com/threat-center/alerts/fake-browser-update-campaign',
    body: doc({
      lang: 'en',
      title: 'Threat alert: fake browser update campaign delivers info-stealers | Kestrel Security',
      css: `${baseCss} .alert{background:#fef2f2;border:1px solid #fecaca;padding:14px;border-radius:8px}.dl{background:#dc2626;color:#fff}.side{background:#f8fafc;border:1px solid #e2e8f0;padding:16px;border-radius:8px}.g{display:grid;grid-template-columns:2fr 1fr;gap:30px;padding:20px 0}code{background:#f1f5f9;padding:1px 4px}`,
      head: dataLayer('G-KSTRL01'),
      body: `<header class="top"><div class="wrap"><b style="color:#dc2626;font-size:20px">🦅 Kestrel Security</b><nav><a href="#">Home</a><a href="#">Business</a><a href="#">Threat Center</a><a href="#">Support</a><a href="/download">Free download</a></nav></div></header>
<div class="wrap g"><div><p class="alert"><b>⚠ Severity: High</b> — Active since October 2025. Detected by Kestrel as <code>JS/FakeUpdate.Gen</code> and <code>Win64/Stealer.Lumma</code>.</p>
<h1>Fake browser update campaign delivers info-stealers via hacked WordPress sites</h1><p>Attackers inject a script into legitimate blogs that overlays a page saying “Your version of Chrome is out of date” with an <b>Update Chrome</b> button. The download is a ZIP file containing a JavaScript file, which, when opened, downloads a password stealer.</p>
<h3>How to protect yourself</h3><ul><li>Browsers update themselves — never install an “update” offered by a website.</li><li>Check Chrome’s version under Settings › About Chrome.</li><li>If you ran the file, disconnect from the internet, run a full scan and change your passwords from a clean device.</li></ul></div>
<div class="side"><h3>Scan your PC for free</h3><p>Kestrel Free Scanner finds and removes this threat. Works alongside your existing antivirus.</p><a class="btn dl" href="https://downloads.kestrelsecurity.com/free/KestrelFreeScanner_Setup.exe">Download free scanner</a><p style="font-size:12px;color:#64748b">Version 6.2.1 · 4.8 MB · Windows 10/11 · Digitally signed by Kestrel Security Ltd.</p><p style="font-size:13px">Need help? Call our support team: <b>+44 20 3880 4410</b> (Mon–Fri 8am–6pm, UK). We will never cold-call you or show pop-ups asking you to call.</p></div></div>
${footer({ Products: ['Kestrel Free', 'Kestrel Premium', 'VPN'], Company: ['About', 'Careers', 'Press'], Support: ['Help center', 'Contact'] }, '© 2025 Kestrel Security Ltd. Registered in England No. 08XXXXXX.')}`,
    }),
    routes: {
      'downloads.kestrelsecurity.com/free/KestrelFreeScanner_Setup.exe': fileRoute(pe({ strings: ['Kestrel Free Scanner', 'Kestrel Security Ltd', 'Copyright (C) 2025'] }), 'application/x-msdownload', 'KestrelFreeScanner_Setup.exe'),
    },
  },
  // Portable app directory with ZIP/paf.exe downloads
  {
    id: 'g-clean-en-portable-apps-directory-zip',
    label: 'clean',
    kind: 'software-download',
    url: 'https://www.portabletoolbox.org/apps/keepassxc-portable',
    body: doc({
      lang: 'en',
      title: 'KeePassXC Portable 2.7.9 | PortableToolbox.org',
      css: `${baseCss} .dl{background:#15803d;color:#fff}.meta td{padding:4px 12px 4px 0}.hash{font-family:monospace;font-size:12px;word-break:break-all;background:#f3f4f6;padding:8px}`,
      body: `<header class="top"><div class="wrap"><b>PortableToolbox.org</b><nav><a href="#">Apps</a><a href="#">Platform</a><a href="#">Forums</a><a href="#">Donate</a></nav></div></header>
<div class="wrap"><h1>KeePassXC Portable</h1><p>Cross-platform password manager, packaged as a portable app so you can carry your password database on a USB drive without leaving personal information behind.</p>
<table class="meta"><tr><td>Version</td><td>2.7.9</td></tr><tr><td>Publisher</td><td>KeePassXC Team &amp; PortableToolbox.org</td></tr><tr><td>License</td><td>Open source (GPL)</td></tr><tr><td>Size</td><td>12 MB download / 48 MB installed</td></tr></table>
<p><a class="btn dl" href="/downloads/KeePassXCPortable_2.7.9.zip">Download from PortableToolbox.org</a></p><p class="hash">SHA-256: 3b7e0c52a9b1f5d4e2c0a7f98d6e31c45b2f0e9a8c7d6b5a4f3e2d1c0b9a8f7e</p>
<p>Also available: <a href="/downloads/KeePassXCPortable_2.7.9_English.paf.exe">PortableToolbox.org installer (.paf.exe)</a></p></div>
${footer({ Project: ['About', 'Development', 'Support'] }, '© 2025 PortableToolbox.org · Apps are distributed under their respective licenses.')}`,
    }),
    routes: {
      'www.portabletoolbox.org/downloads/KeePassXCPortable_2.7.9.zip': fileRoute(zip([{ name: 'KeePassXCPortable/KeePassXCPortable.exe', data: pe({ strings: ['KeePassXC Portable', 'PortableToolbox.org'] }) }, { name: 'KeePassXCPortable/help.html', data: '<html><body>KeePassXC Portable help</body></html>' }]), 'application/zip', 'KeePassXCPortable_2.7.9.zip'),
    },
  },
  // University IT helpdesk remote support page (German) with QuickSupport download
  {
    id: 'g-clean-de-uni-it-servicedesk-fernwartung',
    label: 'clean',
    kind: 'helpdesk-remote',
    url: 'https://www.rz.uni-hohenfeld.de/servicedesk/fernwartung',
    body: doc({
      lang: 'de',
      title: 'Fernwartung – IT-Servicedesk – Rechenzentrum Universität Hohenfeld',
      css: `${baseCss} .c{max-width:860px;margin:0 auto;padding:20px}.box{background:#eef6ff;border-left:4px solid #1d4ed8;padding:12px}.dl{background:#1d4ed8;color:#fff;margin-right:10px}`,
      body: `<header class="top" style="background:#003366;color:#fff"><div class="wrap"><b>Universität Hohenfeld · Rechenzentrum</b><nav><a href="#">Dienste</a><a href="#">Anleitungen</a><a href="#">Servicedesk</a></nav></div></header>
<div class="c"><h1>Fernwartung durch den IT-Servicedesk</h1><p>Für die Unterstützung an Ihrem Dienstrechner kann sich der Servicedesk nach telefonischer Absprache auf Ihren Bildschirm aufschalten. Dafür benötigen Sie das Programm <b>TeamViewer QuickSupport</b> (keine Installation, keine Administratorrechte erforderlich).</p>
<p><a class="btn dl" href="/servicedesk/downloads/TeamViewerQS_de-idc7xq4p.exe">QuickSupport für Windows</a><a class="btn" style="border:1px solid #1d4ed8" href="/servicedesk/downloads/TeamViewerQS.dmg">für macOS</a></p>
<ol><li>Rufen Sie den Servicedesk unter <b>0561 804-5555</b> an (Mo–Fr 8–17 Uhr).</li><li>Starten Sie QuickSupport und nennen Sie Ihre ID und das Kennwort.</li><li>Sie sehen jederzeit, was der Mitarbeiter tut, und können die Sitzung beenden.</li></ol>
<div class="box">Wir rufen Sie niemals unaufgefordert an, um eine Fernwartung zu starten. Mitarbeitende des Rechenzentrums fragen nie nach Ihrem Passwort.</div></div>
${footer({ Rechenzentrum: ['Öffnungszeiten', 'Team', 'Status'], Rechtliches: ['Impressum', 'Datenschutz', 'Barrierefreiheit'] }, '© 2025 Universität Hohenfeld')}`,
    }),
    routes: { 'www.rz.uni-hohenfeld.de/servicedesk/downloads/TeamViewerQS_de-idc7xq4p.exe': fileRoute(pe({ strings: ['TeamViewer QuickSupport', 'TeamViewer Germany GmbH', 'Custom module Universitaet Hohenfeld'] }), 'application/x-msdownload', 'TeamViewerQS_de-idc7xq4p.exe') },
  },
  // Firefox add-ons listing
  {
    id: 'g-clean-de-firefox-addons-werbeblocker',
    label: 'clean',
    kind: 'extension-store',
    url: 'https://addons.mozilla.org/de/firefox/addon/ublock-origin/?utm_source=addons.mozilla.org&utm_medium=referral&utm_content=search',
    body: doc({
      lang: 'de',
      title: 'uBlock Origin – Holen Sie sich diese Erweiterung für 🦊 Firefox (de)',
      css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f9f9fa;color:#15141a}.h{background:#20123a;color:#fff;padding:12px 24px}.c{max-width:960px;margin:20px auto;background:#fff;padding:24px;border-radius:8px}.b{background:#0060df;color:#fff;border:0;padding:12px 24px;border-radius:4px;font-size:16px}.badge{background:#e7f5ff;color:#0060df;padding:2px 8px;border-radius:4px;font-size:12px}`,
      body: `<div class="h"><b>Firefox Browser ADD-ONS</b> &nbsp; Erweiterungen · Themes · Mehr…</div>
<div class="c"><span class="badge">★ Empfohlen</span><h1>uBlock Origin</h1><p>von Raymond Hill</p><p>Endlich ein effizienter Blocker. Geringer CPU- und Speicherverbrauch.</p><a class="b" href="https://addons.mozilla.org/firefox/downloads/file/4391011/ublock_origin-1.61.0.xpi">Zu Firefox hinzufügen</a>
<p>4,8 von 5 Sternen · 18.432 Bewertungen · 9.402.117 Nutzer</p><h3>Berechtigungen</h3><ul><li>Auf Ihre Daten für alle Websites zugreifen</li><li>Browser-Tabs lesen</li><li>Browserverlauf lesen</li></ul><p style="font-size:13px">Lizenz: GNU General Public License v3.0 · Version 1.61.0</p></div>`,
    }),
    routes: {
      'addons.mozilla.org/firefox/downloads/file/4391011/ublock_origin-1.61.0.xpi': fileRoute(zip([{ name: 'manifest.json', data: JSON.stringify({ manifest_version: 2, name: 'uBlock Origin', version: '1.61.0', browser_specific_settings: { gecko: { id: 'uBlock0@raymondhill.net' } } }) }, { name: 'META-INF/mozilla.rsa', data: Buffer.from('3082', 'hex') }]), 'application/x-xpinstall'),
    },
  },
  // Open-source font foundry download
  {
    id: 'g-clean-en-font-foundry-open-license-zip',
    label: 'clean',
    kind: 'software-download',
    url: 'https://fonts.lettermill.studio/families/hoefler-serif-libre',
    body: doc({
      lang: 'en',
      title: 'Hoefler Serif Libre — free for commercial use (OFL) | Lettermill',
      css: `body{margin:0;font-family:Georgia,serif;color:#111}.c{max-width:900px;margin:0 auto;padding:30px}.spec{font-size:56px;line-height:1.1}.b{display:inline-block;background:#111;color:#fff;padding:12px 24px;text-decoration:none;font-family:Arial}.w td{padding:4px 12px 4px 0;font-family:Arial;font-size:14px}`,
      body: `<div class="c"><p style="font-family:Arial;font-size:13px">LETTERMILL · Open fonts</p><h1>Hoefler Serif Libre</h1><p class="spec">Sphinx of black quartz, judge my vow</p><table class="w"><tr><td>Styles</td><td>Regular, Italic, Bold, Bold Italic</td></tr><tr><td>License</td><td>SIL Open Font License 1.1</td></tr><tr><td>Formats</td><td>OTF, TTF, WOFF2, variable</td></tr></table><p><a class="b" href="/dl/HoeflerSerifLibre-1.200.zip">Download family (ZIP, 2.4 MB)</a></p><p style="font-family:Arial;font-size:13px">Install by unzipping and double-clicking the .ttf files, or use the WOFF2 files on the web.</p></div>`,
    }),
    routes: { 'fonts.lettermill.studio/dl/HoeflerSerifLibre-1.200.zip': fileRoute(zip([{ name: 'HoeflerSerifLibre/OFL.txt', data: 'SIL OPEN FONT LICENSE Version 1.1' }, { name: 'HoeflerSerifLibre/ttf/HoeflerSerifLibre-Regular.ttf', data: Buffer.from([0, 1, 0, 0, 0, 12, 0, 128, 0, 3, 0, 64]) }]), 'application/zip', 'HoeflerSerifLibre-1.200.zip') },
  },
  // Codec pack download page with mirrors
  {
    id: 'g-clean-en-codec-pack-mirrors',
    label: 'clean',
    kind: 'software-download',
    url: 'https://www.codecguide.com/download_k-lite_codec_pack_standard.htm',
    body: doc({
      lang: 'en',
      title: 'K-Lite Codec Pack - Download Standard',
      css: `body{font-family:Verdana,Arial,sans-serif;font-size:13px;margin:0;background:#f3f3f3}.c{max-width:900px;margin:0 auto;background:#fff;padding:18px}h1{font-size:20px}td{padding:4px 10px}`,
      body: `<div class="c"><h1>K-Lite Codec Pack 18.8.5 Standard</h1><p>Date: November 2025 · Size: 51.2 MB · Windows 7/8.1/10/11</p><p>The Standard variant contains everything you need to play all common audio and video file formats. Includes MPC-HC player, LAV Filters, MadVR.</p><h3>Download</h3><table><tr><td>Mirror 1</td><td><a href="https://files2.codecguide.com/K-Lite_Codec_Pack_1885_Standard.exe">Download</a></td></tr><tr><td>Mirror 2</td><td><a href="https://www.majorgeeks.com/files/details/k_lite_codec_pack_standard.html">Download</a></td></tr></table><p>Note: the installer offers no adware or toolbars. Always download from codecguide.com or its listed mirrors.</p><p>SHA256: 91a4…e3c2 · <a href="/changelog.htm">Changelog</a></p></div>`,
    }),
    routes: { 'files2.codecguide.com/K-Lite_Codec_Pack_1885_Standard.exe': fileRoute(pe({ x64: false, strings: ['K-Lite Codec Pack', 'KLCP', 'Inno Setup'] }), 'application/octet-stream', 'K-Lite_Codec_Pack_1885_Standard.exe') },
  },
  // SourceForge-style "your download will start shortly" page, file from a mirror host
  {
    id: 'g-clean-en-sourceforge-countdown-mirror',
    label: 'clean',
    kind: 'software-download',
    url: 'https://sourceforge.net/projects/shutter-capture/files/latest/download',
    body: doc({
      lang: 'en',
      title: 'Download Shutter Capture from SourceForge.net',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#333}.h{background:#ff6600;color:#fff;padding:12px 24px;font-weight:bold}.c{max-width:860px;margin:30px auto;text-align:center}.ad{height:90px;background:#eee;margin:20px auto;width:728px;line-height:90px;color:#999}`,
      body: `<div class="h">SourceForge</div><div class="c"><h2>Your download will start shortly…</h2><p id="m">Your download will start in <b id="s">5</b> seconds…</p><p>Problems downloading? <a id="direct" href="https://downloads.sourceforge.net/project/shutter-capture/1.4.2/ShutterCapture-1.4.2-win64.zip">Please use this direct link</a>, or try another <a href="#">mirror</a>.</p><div class="ad">Advertisement</div><p style="font-size:12px">Shutter Capture 1.4.2 · ShutterCapture-1.4.2-win64.zip · 9.8 MB · Scanned for malware ✔</p></div>
<script>var n=5,t=setInterval(function(){n--;document.getElementById('s').textContent=n;if(n<=0){clearInterval(t);location.href=document.getElementById('direct').href;document.getElementById('m').textContent='Your download has started.'}},1000)</script>`,
    }),
    routes: {
      'downloads.sourceforge.net/project/shutter-capture/1.4.2/ShutterCapture-1.4.2-win64.zip': redirectRoute(302, 'https://netcologne.dl.sourceforge.net/project/shutter-capture/1.4.2/ShutterCapture-1.4.2-win64.zip?viasf=1'),
      'netcologne.dl.sourceforge.net/project/shutter-capture/1.4.2/ShutterCapture-1.4.2-win64.zip': fileRoute(zip([{ name: 'ShutterCapture/ShutterCapture.exe', data: pe({ strings: ['Shutter Capture', 'GPLv2'] }) }, { name: 'ShutterCapture/LICENSE.txt', data: 'GNU GENERAL PUBLIC LICENSE Version 2' }]), 'application/zip', 'ShutterCapture-1.4.2-win64.zip'),
    },
  },
  // Indian bank e-statement page with the PDF password rule stated
  {
    id: 'g-clean-in-bank-estatement-pdf-password-rule',
    label: 'clean',
    kind: 'statement-download',
    url: 'https://netbanking.kaveribank.co.in/estatement/download?month=2025-10',
    body: doc({
      lang: 'en-IN',
      title: 'e-Statement | Kaveri Bank NetBanking',
      css: `${baseCss} body{background:#f4f6f9}.c{max-width:720px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}.pw{background:#f0f9ff;border:1px solid #bae6fd;padding:12px;border-radius:6px}.d{background:#0f4c81;color:#fff}`,
      body: `<header class="top" style="background:#0f4c81;color:#fff"><div class="wrap"><b>Kaveri Bank NetBanking</b><nav><a href="#">Accounts</a><a href="#">Payments</a><a href="#">Cards</a><a href="/logout">Logout</a></nav></div></header>
<div class="c"><h2>Account statement — October 2025</h2><p>Savings A/c XXXXXXXX4471 · Period 01/10/2025 – 31/10/2025</p><a class="btn d" href="/estatement/file/STMT_4471_202510.pdf">Download PDF</a>
<div class="pw" style="margin-top:16px"><b>Your statement is password protected.</b><br>Password: first four letters of your name in CAPITALS followed by your date of birth in DDMM format. Example: for RAHUL born on 09 March, the password is RAHU0903.</div>
<p style="font-size:12px;color:#666">Kaveri Bank never asks for your password, OTP or card PIN over phone, SMS or email.</p></div>`,
    }),
    routes: { 'netbanking.kaveribank.co.in/estatement/file/STMT_4471_202510.pdf': fileRoute(pdf('Kaveri Bank Statement Oct 2025 (encrypted)'), 'application/pdf', 'STMT_4471_202510.pdf') },
  },
];

