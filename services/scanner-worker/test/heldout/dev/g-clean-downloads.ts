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
  // French antivirus vendor support page with phone numbers
  {
    id: 'g-clean-fr-antivirus-editeur-assistance-telephone',
    label: 'clean',
    kind: 'av-vendor',
    url: 'https://www.avantis-securite.fr/assistance/contact',
    body: doc({
      lang: 'fr',
      title: 'Contacter l’assistance | Avantis Sécurité',
      css: `${baseCss} .g{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;padding:20px 0}.c{border:1px solid #e5e7eb;border-radius:8px;padding:16px}.tel{font-size:22px;font-weight:700;color:#0e7490}.w{background:#fff7ed;border:1px solid #fed7aa;padding:14px;border-radius:8px}`,
      body: `<header class="top"><div class="wrap"><b style="color:#0e7490">Avantis Sécurité</b><nav><a href="#">Particuliers</a><a href="#">Entreprises</a><a href="#">Assistance</a><a href="/compte">Mon compte</a></nav></div></header>
<div class="wrap"><h1>Contacter l’assistance</h1><div class="g"><div class="c"><h3>Par téléphone</h3><p class="tel">01 76 44 12 90</p><p>Du lundi au vendredi, 9h–18h. Prix d’un appel local. Munissez-vous de votre numéro de licence.</p></div><div class="c"><h3>Chat en ligne</h3><p>Depuis votre espace client, 7j/7 de 8h à 22h.</p></div><div class="c"><h3>Base de connaissances</h3><p>Installation, renouvellement, désinstallation, dépannage.</p></div></div>
<div class="w"><b>Faux messages d’alerte</b><p>Avantis n’affiche jamais de message dans votre navigateur vous demandant d’appeler un numéro, ne bloque jamais votre écran et ne demande jamais de paiement en cartes cadeaux. Si une page prétend que votre ordinateur est bloqué, fermez le navigateur (Ctrl+Maj+Échap › Gestionnaire des tâches) : c’est une arnaque au faux support technique.</p></div>
<p><a class="btn" style="background:#0e7490;color:#fff" href="https://telechargement.avantis-securite.fr/avantis_install.exe">Télécharger Avantis Antivirus</a></p></div>
${footer({ Avantis: ['À propos', 'Presse', 'Recrutement'], Légal: ['Mentions légales', 'CGV', 'Confidentialité'] }, '© 2025 Avantis Sécurité SAS · RCS Lyon 8XX XXX XXX')}`,
    }),
    routes: { 'telechargement.avantis-securite.fr/avantis_install.exe': fileRoute(pe({ strings: ['Avantis Antivirus Installer', 'Avantis Securite SAS'] }), 'application/x-msdownload', 'avantis_install.exe') },
  },
  // 7-Zip download page with installer links on the same site
  {
    id: 'g-clean-en-7zip-download-page-exe',
    label: 'clean',
    kind: 'software-download',
    url: 'https://7-zip.org/download.html',
    body: doc({
      lang: 'en',
      title: '7-Zip Download',
      css: `body{font-family:Tahoma,Arial,sans-serif;font-size:13px;margin:0}.c{max-width:900px;margin:0 auto;padding:14px}table{border-collapse:collapse}td{padding:4px 10px;border:1px solid #ccc}h1{font-size:20px}`,
      body: `<div class="c"><h1>Download 7-Zip 24.08 (2024-08-11):</h1><table><tr><td><b>Link</b></td><td><b>Type</b></td><td><b>Windows</b></td><td><b>Size</b></td></tr><tr><td><a href="/a/7z2408-x64.exe">Download</a></td><td>.exe</td><td>64-bit x64</td><td>1.6 MB</td></tr><tr><td><a href="/a/7z2408.exe">Download</a></td><td>.exe</td><td>32-bit x86</td><td>1.3 MB</td></tr><tr><td><a href="/a/7z2408-arm64.exe">Download</a></td><td>.exe</td><td>64-bit ARM64</td><td>1.6 MB</td></tr></table>
<p>License: 7-Zip is free software with open source. The most of the code is under the GNU LGPL license.</p><p>Other files: <a href="/a/7z2408-extra.7z">7-Zip Extra</a>: standalone console version, 7z DLL, Plugin for Far Manager · <a href="/a/7z2408-src.7z">Source code</a></p></div>`,
    }),
    routes: {
      '7-zip.org/a/7z2408-x64.exe': fileRoute(pe({ strings: ['7-Zip', 'Igor Pavlov', '24.08'] }), 'application/octet-stream'),
      '7-zip.org/a/7z2408.exe': fileRoute(pe({ x64: false, strings: ['7-Zip', 'Igor Pavlov'] }), 'application/octet-stream'),
    },
  },
  // Telegram APK download from the vendor's own domain
  {
    id: 'g-clean-en-telegram-android-apk-own-domain',
    label: 'clean',
    kind: 'apk-vendor',
    url: 'https://telegram.org/android?setln=en',
    body: doc({
      lang: 'en',
      title: 'Telegram for Android',
      css: `body{margin:0;font-family:'Lucida Grande',Arial,sans-serif;color:#333}.c{max-width:720px;margin:0 auto;padding:30px 20px;text-align:center}.b{display:inline-block;margin:6px;padding:12px 22px;border-radius:22px;background:#2481cc;color:#fff;text-decoration:none}.n{font-size:13px;color:#777;text-align:left}`,
      body: `<div class="c"><h1>Telegram for Android</h1><p>Fast, secure, synced across all your devices.</p><a class="b" href="https://play.google.com/store/apps/details?id=org.telegram.messenger">Get Telegram on Google Play</a><a class="b" style="background:#4caf50" href="/dl/android/apk">Download APK directly</a>
<p class="n">The standalone APK is for devices without Google Play. It is signed with the same key and updates itself. Only download Telegram from telegram.org or official app stores — modified “Telegram Gold / Plus” builds from other sites may contain malware.</p></div>`,
    }),
    routes: {
      'telegram.org/dl/android/apk': redirectRoute(302, 'https://telegram.org/dl/android/Telegram-11.4.2.apk'),
      'telegram.org/dl/android/Telegram-11.4.2.apk': fileRoute(apk('org.telegram.messenger.web', 'Telegram'), 'application/vnd.android.package-archive', 'Telegram.apk'),
    },
  },
  // GitHub release page of an open-source project
  {
    id: 'g-clean-en-github-release-assets-page',
    label: 'clean',
    kind: 'oss-release',
    url: 'https://github.com/ripnote-app/ripnote/releases/tag/v0.9.3',
    body: doc({
      lang: 'en',
      title: 'Release v0.9.3 · ripnote-app/ripnote · GitHub',
      css: `body{margin:0;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;color:#1f2328;font-size:14px}.h{background:#f6f8fa;border-bottom:1px solid #d0d7de;padding:14px 24px}.c{max-width:1000px;margin:20px auto;border:1px solid #d0d7de;border-radius:6px;padding:20px}.a{border-top:1px solid #d0d7de;padding:6px 0;display:flex;justify-content:space-between}.tag{background:#1f883d;color:#fff;border-radius:12px;padding:2px 8px;font-size:12px}code{background:#f6f8fa;padding:2px 4px}`,
      body: `<div class="h"><b>lapce-editor-g / ripnote</b> &nbsp; Code · Issues 42 · Pull requests 7 · Actions · Releases</div>
<div class="c"><h1>v0.9.3 <span class="tag">Latest</span></h1><p>@kmorales released this · 3 days ago · 18 commits to main since this release</p>
<h3>What's Changed</h3><ul><li>Fix crash when a note title contains emoji by @ttanaka in #512</li><li>Add Windows ARM64 builds by @kmorales in #518</li><li>Bump tokio from 1.40 to 1.41 by @dependabot</li></ul><p><b>Full Changelog</b>: v0.9.2...v0.9.3</p>
<h3>Assets 6</h3><div class="a"><a href="/ripnote-app/ripnote/releases/download/v0.9.3/ripnote-0.9.3-x86_64-pc-windows-msvc.msi">ripnote-0.9.3-x86_64-pc-windows-msvc.msi</a><span>6.1 MB</span></div><div class="a"><a href="/ripnote-app/ripnote/releases/download/v0.9.3/ripnote-0.9.3-x86_64-pc-windows-msvc.zip">ripnote-0.9.3-x86_64-pc-windows-msvc.zip</a><span>5.8 MB</span></div><div class="a"><a href="#">ripnote-0.9.3-aarch64-apple-darwin.tar.gz</a><span>5.2 MB</span></div><div class="a"><a href="#">ripnote-0.9.3-x86_64-unknown-linux-gnu.tar.gz</a><span>5.9 MB</span></div><div class="a"><a href="#">SHA256SUMS</a><span>512 B</span></div><div class="a"><a href="#">Source code (zip)</a></div>
<p>Verify with <code>sha256sum -c SHA256SUMS</code>.</p></div>`,
    }),
    routes: {
      'github.com/ripnote-app/ripnote/releases/download/v0.9.3/ripnote-0.9.3-x86_64-pc-windows-msvc.msi': redirectRoute(302, 'https://objects.githubusercontent.com/github-production-release-asset-2e65be/771204/ripnote-0.9.3-x86_64-pc-windows-msvc.msi'),
      'objects.githubusercontent.com/github-production-release-asset-2e65be/771204/ripnote-0.9.3-x86_64-pc-windows-msvc.msi': fileRoute(cfb(['ripnote', 'WiX Toolset', 'ProductName', 'ripnote 0.9.3']), 'application/octet-stream', 'ripnote-0.9.3-x86_64-pc-windows-msvc.msi'),
    },
  },
  // Chrome Web Store listing of a PDF extension
  {
    id: 'g-clean-en-chrome-web-store-pdf-extension',
    label: 'clean',
    kind: 'extension-store',
    url: 'https://chromewebstore.google.com/detail/pdf-toolbox-merge-split/kpnhcnadfhgemmhdjmmaaaeimobffmbg',
    body: doc({
      lang: 'en',
      title: 'PDF Toolbox – merge, split, compress - Chrome Web Store',
      css: `body{margin:0;font-family:'Google Sans',Roboto,Arial,sans-serif;color:#1f1f1f}.h{padding:12px 24px;border-bottom:1px solid #e3e3e3}.c{max-width:1000px;margin:0 auto;padding:24px}.t{display:flex;gap:20px;align-items:center}.ic{width:64px;height:64px;border-radius:12px;background:#ea4335}.add{margin-left:auto;background:#0b57d0;color:#fff;border:0;padding:10px 24px;border-radius:20px}.meta{color:#444;font-size:13px}.perm{background:#f8fafd;border-radius:8px;padding:12px}`,
      body: `<div class="h"><b>chrome web store</b> &nbsp; Discover · Extensions · Themes</div>
<div class="c"><div class="t"><div class="ic"></div><div><h1 style="margin:0">PDF Toolbox – merge, split, compress</h1><p class="meta">pdftoolbox.app · ✔ Featured · 4.6 ★ (3.2K ratings) · Productivity · 700,000 users</p></div><button class="add">Add to Chrome</button></div>
<h3>Overview</h3><p>Merge, split, rotate and compress PDF files right in your browser. Files are processed locally and never uploaded.</p>
<div class="perm"><b>Privacy practices</b><p>The developer has disclosed that it will not collect or use your data. This extension can: read and change data on sites you visit only when you click the extension.</p></div>
<p class="meta">Version 3.8.0 · Updated November 18, 2025 · Size 1.1MiB · Offered by PDF Toolbox Labs · Trader</p></div>`,
    }),
  },
  // Japanese hardware vendor driver download page
  {
    id: 'g-clean-ja-hardware-driver-download',
    label: 'clean',
    kind: 'driver-download',
    url: 'https://support.kotobuki-devices.co.jp/driver/usb-lan-adapter/klan-u3gc/',
    body: doc({
      lang: 'ja',
      title: 'ドライバダウンロード KLAN-U3GC（USB3.0 ギガビットLANアダプター）| コトブキデバイス サポート',
      css: `body{margin:0;font-family:'Yu Gothic',Meiryo,sans-serif;color:#333}.h{background:#00497a;color:#fff;padding:12px 24px}.c{max-width:900px;margin:0 auto;padding:20px}table{width:100%;border-collapse:collapse;font-size:14px}td,th{border:1px solid #ccc;padding:8px}th{background:#f0f4f8}.n{font-size:13px;background:#f8f8f8;padding:10px}`,
      body: `<div class="h"><b>KOTOBUKI DEVICES</b> サポート</div><div class="c"><h1 style="font-size:22px">KLAN-U3GC ドライバダウンロード</h1>
<table><tr><th>対応OS</th><th>バージョン</th><th>公開日</th><th>ファイル</th></tr><tr><td>Windows 11 / 10 (64bit)</td><td>Ver.11.12.0</td><td>2025/10/02</td><td><a href="/files/driver/klan-u3gc_win_11120.zip">klan-u3gc_win_11120.zip (3.2MB)</a></td></tr><tr><td>macOS 12以降</td><td>Ver.2.3.1</td><td>2025/06/18</td><td><a href="#">klan-u3gc_mac_231.dmg</a></td></tr></table>
<h3>インストール手順</h3><ol><li>ダウンロードしたZIPファイルを展開します。</li><li>「Setup.exe」をダブルクリックし、画面の指示に従ってインストールします。</li><li>インストール完了後、製品をUSBポートに接続してください。</li></ol>
<p class="n">※Windows 10/11では標準ドライバでも動作しますが、ジャンボフレーム等を利用する場合は本ドライバをインストールしてください。<br>※ドライバは当社サイトからのみ提供しています。</p></div>`,
    }),
    routes: { 'support.kotobuki-devices.co.jp/files/driver/klan-u3gc_win_11120.zip': fileRoute(zip([{ name: 'klan-u3gc_win_11120/Setup.exe', data: pe({ strings: ['KOTOBUKI DEVICES USB LAN Driver Setup'] }) }, { name: 'klan-u3gc_win_11120/readme.txt', data: 'KLAN-U3GC driver 11.12.0' }]), 'application/zip', 'klan-u3gc_win_11120.zip') },
  },
  // Turkish laptop maker BIOS update page
  {
    id: 'g-clean-tr-laptop-bios-guncelleme',
    label: 'clean',
    kind: 'driver-download',
    url: 'https://destek.kartal-bilgisayar.com.tr/surucu/kartal-tulpar-t7/bios',
    body: doc({
      lang: 'tr',
      title: 'Tulpar T7 BIOS Güncellemesi | Kartal Bilgisayar Destek',
      css: `${baseCss} .w{background:#fff7ed;border:1px solid #fdba74;padding:12px;border-radius:6px}table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}`,
      body: `<header class="top"><div class="wrap"><b style="color:#b91c1c">KARTAL Destek</b><nav><a href="#">Sürücüler</a><a href="#">Garanti</a><a href="#">Servis</a></nav></div></header>
<div class="wrap"><h1>Tulpar T7 V25.1 – BIOS Güncellemesi</h1><table><tr><th>Sürüm</th><th>Tarih</th><th>Açıklama</th><th>İndir</th></tr><tr><td>1.07.09TRK1</td><td>14.11.2025</td><td>Intel mikrokod güncellemesi, fan eğrisi iyileştirmesi</td><td><a href="/files/bios/T7V251_BIOS_1.07.09TRK1.zip">ZIP (12 MB)</a></td></tr></table>
<div class="w"><b>Önemli:</b> BIOS güncellemesi sırasında adaptör takılı olmalı ve bilgisayar kapatılmamalıdır. Güncelleme arızalarında yetkili servisimize başvurun: 0850 XXX 55 66.</div></div>
${footer({ Kartal: ['Hakkımızda', 'İletişim'] }, '© 2025 Kartal Bilgisayar A.Ş.')}`,
    }),
    routes: { 'destek.kartal-bilgisayar.com.tr/files/bios/T7V251_BIOS_1.07.09TRK1.zip': fileRoute(zip([{ name: 'T7V251/AfuWin64.exe', data: pe({ strings: ['AMI Firmware Update Utility'] }) }, { name: 'T7V251/T7V251.bin', data: Buffer.alloc(1024, 0xff) }, { name: 'T7V251/flash.bat', data: 'AfuWin64.exe T7V251.bin /p /b /n /r' }]), 'application/zip', 'T7V251_BIOS_1.07.09TRK1.zip') },
  },
  // Google Chrome help page about updating Chrome
  {
    id: 'g-clean-en-google-support-update-chrome',
    label: 'clean',
    kind: 'update-help',
    url: 'https://support.google.com/chrome/answer/95414?hl=en-GB&co=GENIE.Platform%3DDesktop',
    body: doc({
      lang: 'en-GB',
      title: 'Update Google Chrome - Computer - Google Chrome Help',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;color:#202124}.h{padding:12px 24px;border-bottom:1px solid #dadce0}.c{max-width:760px;margin:0 auto;padding:24px}.tip{background:#e8f0fe;padding:12px;border-radius:8px}`,
      body: `<div class="h"><b>Google Chrome Help</b></div><div class="c"><h1>Update Google Chrome</h1><p>To make sure that you're protected by the latest security updates, Google Chrome can automatically update when a new version of the browser is available on your device.</p><h3>To update Google Chrome:</h3><ol><li>On your computer, open Chrome.</li><li>At the top right, select More › Help › About Google Chrome.</li><li>Select Update Google Chrome. Important: If you can't find this button, you're on the latest version.</li><li>Select Relaunch.</li></ol>
<div class="tip">Chrome updates are delivered by the browser itself. If a website tells you that you need to download a Chrome update or a missing font pack, don't download it.</div>
<p>Still need help? <a href="https://www.google.com/chrome/">Download Chrome</a> from the official page.</p></div>`,
    }),
  },
  // Web app exporting a calendar file through a Blob download
  {
    id: 'g-clean-en-webapp-blob-export-ics-csv',
    label: 'clean',
    kind: 'blob-export',
    url: 'https://app.shiftgrid.io/team/rota/export',
    body: doc({
      lang: 'en',
      title: 'Export rota — ShiftGrid',
      css: `${baseCss} .c{max-width:700px;margin:30px auto}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #eee;padding:6px;text-align:left}.e{background:#4f46e5;color:#fff;margin-right:8px}`,
      body: `<header class="top"><div class="wrap"><b style="color:#4f46e5">ShiftGrid</b><nav><a href="#">Rota</a><a href="#">Team</a><a href="#">Timesheets</a><a href="#">Settings</a></nav></div></header>
<div class="c"><h1>Export rota: week 49</h1><table id="t"><tr><th>Name</th><th>Day</th><th>Start</th><th>End</th></tr></table><p><button class="btn e" id="csv">Download CSV</button><button class="btn e" id="ics">Add to calendar (.ics)</button></p></div>
<script>var rows=[['Amira','Mon','07:00','15:00'],['Ben','Mon','15:00','23:00'],['Chloe','Tue','07:00','15:00'],['Dev','Wed','09:00','17:00']];var t=document.getElementById('t');rows.forEach(function(r){var tr=document.createElement('tr');tr.innerHTML=r.map(function(c){return '<td>'+c+'</td>'}).join('');t.appendChild(tr)});
function save(name,type,text){var a=document.createElement('a');a.href=URL.createObjectURL(new Blob([text],{type:type}));a.download=name;a.click();setTimeout(function(){URL.revokeObjectURL(a.href)},1000)}
document.getElementById('csv').onclick=function(){save('rota-week-49.csv','text/csv','name,day,start,end\\n'+rows.map(function(r){return r.join(',')}).join('\\n'))};
document.getElementById('ics').onclick=function(){save('rota-week-49.ics','text/calendar','BEGIN:VCALENDAR\\nVERSION:2.0\\nPRODID:-//ShiftGrid//EN\\nBEGIN:VEVENT\\nSUMMARY:Shift\\nDTSTART:20251201T070000\\nDTEND:20251201T150000\\nEND:VEVENT\\nEND:VCALENDAR')};</script>`,
    }),
  },
  // Accounting SaaS hosted invoice on the vendor's domain
  {
    id: 'g-clean-en-saas-hosted-invoice-pdf',
    label: 'clean',
    kind: 'invoice-portal',
    url: 'https://in.ledgerleaf.com/v/inv_7Qm2a9XkPq/INV-2025-0418',
    body: doc({
      lang: 'en-AU',
      title: 'Invoice INV-2025-0418 from Bluegum Plumbing Pty Ltd',
      css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f5f7f9;color:#222}.c{max-width:720px;margin:30px auto;background:#fff;padding:28px;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.08)}table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}.pay{background:#13b5ea;color:#fff;border:0;padding:12px 24px;border-radius:4px}.f{font-size:12px;color:#888;text-align:center}`,
      body: `<div class="c"><h2>Bluegum Plumbing Pty Ltd</h2><p>Invoice <b>INV-2025-0418</b> · Issued 20 Nov 2025 · Due 4 Dec 2025</p><table><tr><th>Description</th><th>Qty</th><th>Amount</th></tr><tr><td>Hot water system replacement — Rheem 315L</td><td>1</td><td>$2,140.00</td></tr><tr><td>Labour (4.5 h)</td><td>4.5</td><td>$495.00</td></tr><tr><td>GST</td><td></td><td>$263.50</td></tr><tr><td><b>Total AUD</b></td><td></td><td><b>$2,898.50</b></td></tr></table>
<p><button class="pay">Pay now by card</button> &nbsp; <a href="/v/inv_7Qm2a9XkPq/INV-2025-0418.pdf">Download PDF</a></p><p>Or pay by bank transfer to BSB 063-000 Acc 1234 5678 (Bluegum Plumbing Pty Ltd) — reference INV-2025-0418.</p></div><p class="f">Powered by LedgerLeaf · Online invoicing for small business</p>`,
    }),
    routes: { 'in.ledgerleaf.com/v/inv_7Qm2a9XkPq/INV-2025-0418.pdf': fileRoute(pdf('Bluegum Plumbing Pty Ltd - Invoice INV-2025-0418'), 'application/pdf', 'INV-2025-0418.pdf') },
  },
];

