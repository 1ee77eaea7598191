import { htmlRoute, type Entry } from '../entry.js';
import { cfb, cssRoute, fileRoute, jsRoute, jsonRoute, pe, pngRoute, zip } from '../parts/e-bin.js';
import { analyticsRoute, analyticsSnippet, consentBanner } from '../parts/e-furniture.js';

// ---------- Enterprise MSI deployment page (silent install commands) ----------
const msHost = 'www.cadenzanotes.com';
const msPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Deploy Cadenza Notes with MSI, Intune or Group Policy – Cadenza Admin Docs</title>
<link rel="stylesheet" href="/docs/assets/docs.css">
${analyticsSnippet('G-CDZ55ADM1')}
</head>
<body>
<header><a class="lg" href="/">Cadenza<b>Notes</b></a><nav><a href="/product">Product</a><a href="/pricing">Pricing</a><a href="/docs" class="on">Docs</a><a href="/download">Download</a></nav><a class="si" href="https://app.cadenzanotes.com/login">Sign in</a></header>
<div class="lay">
<aside><b>Admin guide</b><a href="#">Workspace setup</a><a href="#">SSO &amp; SCIM</a><a class="on" href="#">Deploy desktop app</a><a href="#">Update policy</a><a href="#">Network requirements</a></aside>
<article>
 <h1>Deploy the desktop app with MSI</h1>
 <p>The MSI package installs Cadenza Notes per machine (in <code>C:\\Program Files\\Cadenza Notes</code>) and is intended for IT administrators. Individual users should use the regular installer from the <a href="/download">download page</a>.</p>
 <div class="dl"><div><b>CadenzaNotes-x64-5.2.0.msi</b><br><small>Version 5.2.0 &middot; 142 MB &middot; Windows 10 1809+ / Windows 11 &middot; signed by Cadenza Software Inc.</small><br><small>SHA-256: 9e1b7c44f0a2d8e3b6c1a5f7d9e2b4c6a8f0e1d3c5b7a9f2e4d6c8b0a1f3e5d7</small></div><a href="/downloads/enterprise/CadenzaNotes-x64-5.2.0.msi" class="btn">Download MSI</a></div>
 <h2>Silent install</h2>
 <p>Run from an elevated command prompt or your deployment tool:</p>
 <pre><code>msiexec /i "CadenzaNotes-x64-5.2.0.msi" /qn /norestart ALLUSERS=1 DISABLEAUTOUPDATE=1 WORKSPACE="acme" /l*v "%TEMP%\\cadenza-install.log"</code></pre>
 <h2>Uninstall</h2>
 <pre><code>msiexec /x {7C1D44F2-0B6E-4A3B-9C51-2E8F0D6A91B3} /qn</code></pre>
 <h2>Intune (Win32 app)</h2>
 <ol><li>Wrap the MSI with the Microsoft Win32 Content Prep Tool: <code>IntuneWinAppUtil.exe -c .\\src -s CadenzaNotes-x64-5.2.0.msi -o .\\out</code></li><li>Install command: <code>msiexec /i CadenzaNotes-x64-5.2.0.msi /qn ALLUSERS=1</code></li><li>Detection rule: MSI product code <code>{7C1D44F2-0B6E-4A3B-9C51-2E8F0D6A91B3}</code></li></ol>
 <h2>Verify the signature (PowerShell)</h2>
 <pre><code>Get-AuthenticodeSignature .\\CadenzaNotes-x64-5.2.0.msi | Format-List Status, SignerCertificate
Get-FileHash .\\CadenzaNotes-x64-5.2.0.msi -Algorithm SHA256</code></pre>
 <p class="note">Cadenza support will never ask end users to run commands from an email or chat message. Deployment commands are for administrators using your organisation's management tools.</p>
</article>
</div>
<footer>&copy; 2025 Cadenza Software Inc. &middot; <a href="/legal/privacy">Privacy</a> &middot; <a href="/legal/terms">Terms</a> &middot; <a href="/security">Security &amp; trust</a></footer>
${consentBanner('en', 'bar', '/legal/cookies')}
</body>
</html>`;
const msCss = `body{margin:0;font-family:"IBM Plex Sans",Arial,sans-serif;color:#1f2328}header{display:flex;align-items:center;gap:30px;padding:14px 30px;border-bottom:1px solid #e5e7eb}.lg{font-size:20px;text-decoration:none;color:#1f2328}.lg b{color:#7c3aed}header nav a{margin-right:16px;color:#4b5563;text-decoration:none}header nav a.on{color:#7c3aed}.si{margin-left:auto}
.lay{display:flex;max-width:1200px;margin:0 auto}aside{width:230px;padding:20px;border-right:1px solid #eee}aside a{display:block;color:#4b5563;padding:5px 0;text-decoration:none}aside a.on{color:#7c3aed;font-weight:600}article{flex:1;padding:20px 40px;max-width:820px;line-height:1.6}
pre{background:#0d1117;color:#e6edf3;padding:14px;border-radius:6px;overflow:auto;font-size:13px}code{font-family:"JetBrains Mono",Consolas,monospace}.dl{display:flex;justify-content:space-between;align-items:center;gap:20px;border:1px solid #e5e7eb;border-radius:8px;padding:14px}.btn{background:#7c3aed;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;white-space:nowrap}
.note{background:#f5f3ff;border-left:4px solid #7c3aed;padding:10px 14px}footer{border-top:1px solid #eee;padding:20px 30px;font-size:13px;color:#6b7280}`;
const msMsi = cfb(['Cadenza Notes', 'Cadenza Software Inc.', 'ProductCode', '{7C1D44F2-0B6E-4A3B-9C51-2E8F0D6A91B3}', 'ProductVersion', '5.2.0', 'ALLUSERS']);

// ---------- Open-source utility: portable ZIP + installer, checksums ----------
const pzHost = 'diskpeek.org';
const pzPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Download DiskPeek 3.4.1 – free disk space analyzer for Windows</title>
<style>
body{margin:0;font-family:Verdana,Geneva,sans-serif;font-size:14px;color:#222;background:#fdfdfd}
.top{background:#2e4a62;color:#fff;padding:16px 24px}.top b{font-size:22px}.top span{opacity:.8;margin-left:10px}
nav{background:#e9eef2;padding:8px 24px}nav a{margin-right:16px;color:#2e4a62}
main{max-width:860px;margin:20px auto;padding:0 16px}
table{border-collapse:collapse;width:100%;margin:12px 0}td,th{border:1px solid #ccd5dd;padding:8px;text-align:left}th{background:#f1f5f8}
td a{font-weight:bold}
code{font-size:12px;word-break:break-all}
.chg{background:#f7f7f7;border:1px solid #e1e1e1;padding:10px 16px}
.sp{border:1px solid #e3d9a6;background:#fffbe8;padding:10px 14px;margin:16px 0}
footer{text-align:center;font-size:12px;color:#777;padding:24px}
</style>
</head>
<body>
<div class="top"><b>DiskPeek</b><span>See what's eating your disk</span></div>
<nav><a href="/">Home</a><a href="/download.html">Download</a><a href="/screenshots.html">Screenshots</a><a href="/faq.html">FAQ</a><a href="https://github.com/diskpeek/diskpeek">Source code</a><a href="/donate.html">Donate</a></nav>
<main>
 <h1>Download DiskPeek 3.4.1</h1>
 <p>Released 2025-10-30. DiskPeek is free software released under the GPL-3.0 licence. No adware, no bundled offers, no telemetry.</p>
 <table><tr><th>Package</th><th>Size</th><th>SHA-256</th></tr>
 <tr><td><a href="/files/3.4.1/DiskPeek-3.4.1-setup.exe">DiskPeek-3.4.1-setup.exe</a><br><small>Installer (x64)</small></td><td>4.8 MB</td><td><code>c81f0b9d2e4a6c8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2d4e</code></td></tr>
 <tr><td><a href="/files/3.4.1/DiskPeek-3.4.1-portable-x64.zip">DiskPeek-3.4.1-portable-x64.zip</a><br><small>Portable, no installation</small></td><td>5.1 MB</td><td><code>0a7e3c5b9d1f2e4a6c8b0d2f4e6a8c0b2d4f6e8a0c2b4d6f8e0a2c4b6d8f0e2a</code></td></tr>
 <tr><td><a href="/files/3.4.1/DiskPeek-3.4.1-portable-arm64.zip">DiskPeek-3.4.1-portable-arm64.zip</a><br><small>Portable, Windows on ARM</small></td><td>5.0 MB</td><td><code>5d2b8f1e4a7c0d3f6e9b2a5c8d1f4e7a0b3c6d9f2e5a8b1c4d7e0f3a6b9c2d5e</code></td></tr></table>
 <p>Binaries are signed with our SignPath code-signing certificate. Releases are also published on <a href="https://github.com/diskpeek/diskpeek/releases">GitHub</a> and via <code>winget install DiskPeek.DiskPeek</code>.</p>
 <div class="sp"><b>Beware of fake download sites.</b> The only official sources are diskpeek.org, our GitHub releases and winget. Sites that show "DiskPeek Pro crack" or bundle DiskPeek inside password-protected archives are distributing malware.</div>
 <h2>Changelog</h2><div class="chg"><ul><li>New: treemap export to PNG/SVG</li><li>Fixed: crash when scanning OneDrive placeholders</li><li>Fixed: incorrect sizes for hard links on NTFS</li><li>Updated translations (de, fr, pl, pt-BR, ja)</li></ul></div>
</main>
<footer>DiskPeek &copy; 2014–2025 the DiskPeek contributors &middot; Hosting sponsored by a kind donor</footer>
</body>
</html>`;
const pzExe = pe({ x64: true, size: 8192, strings: ['DiskPeek', 'DiskPeek contributors', 'FileDescription', 'Disk space analyzer', 'LegalCopyright', 'GPL-3.0'] });
const pzZip = (arch: string) => zip([{ name: 'DiskPeek/DiskPeek.exe', data: pe({ x64: true, size: 6144, strings: ['DiskPeek', arch] }) }, { name: 'DiskPeek/LICENSE.txt', data: 'GNU GENERAL PUBLIC LICENSE\nVersion 3, 29 June 2007\n' }, { name: 'DiskPeek/lang/de.ini', data: '[strings]\nscan=Scannen\n' }]);

// ---------- Japanese printer driver download with licence acceptance ----------
const jpHost = 'support.kirameki-denki.co.jp';
const jpPage = `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>PX-M7210 プリンタードライバー ダウンロード | きらめき電機 サポート</title>
${analyticsSnippet('G-KRMK0JP77')}
<style>
body{margin:0;font-family:"Hiragino Kaku Gothic ProN","Meiryo",sans-serif;color:#333;background:#fff}
header{border-bottom:3px solid #d7000f;padding:12px 24px;display:flex;align-items:center;gap:20px}header b{font-size:20px;color:#d7000f}header nav a{margin-right:14px;color:#333;text-decoration:none;font-size:13px}
.bc{font-size:12px;color:#777;padding:10px 24px}
main{max-width:900px;margin:0 auto;padding:0 20px 40px}
h1{font-size:22px;border-left:6px solid #d7000f;padding-left:10px}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{border:1px solid #ddd;padding:8px}th{background:#f5f5f5;width:200px;text-align:left}
.lic{height:160px;overflow:auto;border:1px solid #ccc;padding:10px;font-size:12px;background:#fafafa;margin:14px 0}
.btn{display:inline-block;background:#d7000f;color:#fff;padding:12px 28px;text-decoration:none;border-radius:3px}.btn.dis{background:#bbb;pointer-events:none}
.steps li{margin:6px 0}
footer{background:#333;color:#ccc;font-size:12px;padding:16px 24px}
</style>
</head>
<body>
<header><b>きらめき電機</b><nav><a href="#">製品情報</a><a href="#" style="font-weight:bold">サポート</a><a href="#">ダウンロード</a><a href="#">お問い合わせ</a></nav></header>
<div class="bc">ホーム &gt; サポート &gt; ドライバー・ソフトウェア &gt; PX-M7210</div>
<main>
 <h1>PX-M7210 プリンタードライバー Ver.3.12</h1>
 <table><tr><th>対応OS</th><td>Windows 11 / Windows 10（64bit）</td></tr><tr><th>ファイル名</th><td>PXM7210_Driver_v312.exe（自己解凍形式）</td></tr><tr><th>ファイルサイズ</th><td>48.2 MB</td></tr><tr><th>公開日</th><td>2025年10月21日</td></tr><tr><th>変更内容</th><td>Windows 11 24H2 で両面印刷が失敗する問題を修正しました。</td></tr></table>
 <h2>ソフトウェア使用許諾契約</h2>
 <div class="lic">本ソフトウェアをご使用になる前に、以下の使用許諾契約書をよくお読みください。お客様が本ソフトウェアをダウンロード、インストール、または使用した場合、本契約に同意したものとみなされます。<br>第1条（使用許諾）当社はお客様に対し、当社製品と組み合わせて使用する目的に限り、本ソフトウェアを使用する非独占的な権利を許諾します。<br>第2条（禁止事項）お客様は、本ソフトウェアを改変、逆コンパイル、逆アセンブル、またはリバースエンジニアリングしてはなりません。<br>第3条（免責）当社は、本ソフトウェアの使用により生じたいかなる損害についても責任を負いません。</div>
 <label><input type="checkbox" id="agree"> 使用許諾契約に同意する</label>
 <p><a class="btn dis" id="dl" href="/drivers/px-m7210/PXM7210_Driver_v312.exe">同意してダウンロード</a></p>
 <h2>インストール手順</h2>
 <ol class="steps"><li>ダウンロードしたファイルをダブルクリックします。</li><li>「ユーザーアカウント制御」画面が表示されたら［はい］をクリックします。発行元が「Kirameki Denki Co., Ltd.」であることを確認してください。</li><li>画面の指示に従ってインストールを完了します。</li></ol>
</main>
<footer>© Kirameki Denki Co., Ltd. 2025 &middot; 個人情報保護方針 &middot; サイトのご利用について</footer>
${consentBanner('ja', 'bar')}
<script>document.getElementById('agree').onchange=function(){document.getElementById('dl').classList.toggle('dis',!this.checked)};</script>
</body>
</html>`;
const jpExe = pe({ x64: true, size: 8192, strings: ['Kirameki Denki Co., Ltd.', 'PX-M7210 Printer Driver', '3.12.0.0', 'Self-extracting installer'] });

// ---------- Legitimate remote-support vendor: session-code entry ----------
const rsHost = 'get.assistlink.com';
const rsPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Join a support session – AssistLink</title>
<link rel="stylesheet" href="/css/join.css">
${analyticsSnippet('G-ASL8821RS')}
</head>
<body>
<header><a class="lg" href="https://www.assistlink.com/">Assist<b>Link</b></a><nav><a href="https://www.assistlink.com/products">Products</a><a href="https://www.assistlink.com/pricing">Pricing</a><a href="https://www.assistlink.com/trust">Trust Center</a></nav></header>
<main>
 <h1>Join a support session</h1>
 <p>Enter the 9-digit session code your support technician gave you.</p>
 <form id="f"><input id="code" inputmode="numeric" maxlength="11" placeholder="123 456 789" autocomplete="off"><button>Continue</button></form>
 <p class="err" id="err" hidden></p>
 <div class="next" id="next" hidden>
  <h2>You're joining a session with <span id="tech"></span> from <span id="org"></span></h2>
  <p>Your download of the AssistLink Support app should start automatically. Run the file, then accept the connection request. You can end the session at any time by closing the app.</p>
  <p><a id="dl" class="btn" href="#">Download again</a></p>
 </div>
 <section class="warn"><h3>Only continue if you contacted this company yourself</h3><p>Remote-support tools give a technician control of your computer. Scammers pretend to be from banks, Microsoft, Amazon, or your internet provider and call you or show pop-ups asking you to install remote-access software. <b>If someone contacted you unexpectedly, close this page and hang up.</b> AssistLink does not provide support for Windows or your bank, and we never call you.</p></section>
</main>
<footer>&copy; 2025 AssistLink, Inc. &middot; <a href="https://www.assistlink.com/legal/privacy">Privacy</a> &middot; <a href="https://www.assistlink.com/report-abuse">Report abuse</a></footer>
${consentBanner('en', 'box')}
<script src="/js/join.js"></script>
</body>
</html>`;
const rsCss = `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#1c2733;background:#f6f8fb}header{display:flex;align-items:center;gap:30px;background:#fff;padding:14px 30px;border-bottom:1px solid #e3e8ef}.lg{font-size:22px;text-decoration:none;color:#1c2733}.lg b{color:#0a84ff}header nav a{margin-right:16px;color:#4a5868;text-decoration:none}
main{max-width:620px;margin:40px auto;background:#fff;border-radius:10px;padding:28px 34px;box-shadow:0 2px 12px rgba(0,0,0,.05)}#f{display:flex;gap:10px}#f input{flex:1;font-size:24px;letter-spacing:4px;padding:12px;border:2px solid #c9d3df;border-radius:8px;text-align:center}#f button{background:#0a84ff;color:#fff;border:0;border-radius:8px;padding:0 22px;font-size:16px}
.err{color:#c62828}.btn{background:#0a84ff;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none}.warn{margin-top:24px;background:#fff6e5;border-left:4px solid #f59e0b;padding:12px 16px;font-size:14px;line-height:1.55}.warn h3{margin:0 0 4px}footer{text-align:center;font-size:12px;color:#6b7785;padding:20px}footer a{color:#4a5868}`;
const rsJs = `(function(){var c=document.getElementById('code');c.oninput=function(){var v=c.value.replace(/\\D/g,'').slice(0,9);c.value=v.replace(/(\\d{3})(?=\\d)/g,'$1 ')};
document.getElementById('f').onsubmit=function(e){e.preventDefault();var v=c.value.replace(/\\s/g,'');if(v.length!==9){show('Session codes have 9 digits.');return}
fetch('/api/sessions/'+v).then(function(r){if(!r.ok)throw 0;return r.json()}).then(function(j){document.getElementById('err').hidden=true;document.getElementById('tech').textContent=j.technician;document.getElementById('org').textContent=j.organization;
var u='/download/AssistLinkSupport.exe?session='+v;document.getElementById('dl').href=u;document.getElementById('next').hidden=false;location.href=u}).catch(function(){show('This code is invalid or has expired. Ask your technician for a new code.')})};
function show(m){var e=document.getElementById('err');e.textContent=m;e.hidden=false}})();`;
const rsExe = pe({ x64: true, size: 8192, strings: ['AssistLink Support', 'AssistLink, Inc.', 'Remote support client', '7.3.1.2204'] });

export const entries: Entry[] = [
  {
    id: 'e-clean-dl-vendor-msi-deploy',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${msHost}/docs/admin/deploy-msi`,
    body: msPage,
    routes: {
      [`${msHost}/docs/assets/docs.css`]: cssRoute(msCss),
      [`${msHost}/downloads/enterprise/CadenzaNotes-x64-5.2.0.msi`]: fileRoute(msMsi, 'application/x-msi', 'CadenzaNotes-x64-5.2.0.msi'),
      ...analyticsRoute(msHost),
    },
  },
  {
    id: 'e-clean-dl-portable-zip',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${pzHost}/download.html`,
    body: pzPage,
    routes: {
      [`${pzHost}/files/3.4.1/DiskPeek-3.4.1-setup.exe`]: fileRoute(pzExe, 'application/octet-stream', 'DiskPeek-3.4.1-setup.exe'),
      [`${pzHost}/files/3.4.1/DiskPeek-3.4.1-portable-x64.zip`]: fileRoute(pzZip('x64'), 'application/zip', 'DiskPeek-3.4.1-portable-x64.zip'),
      [`${pzHost}/files/3.4.1/DiskPeek-3.4.1-portable-arm64.zip`]: fileRoute(pzZip('arm64'), 'application/zip', 'DiskPeek-3.4.1-portable-arm64.zip'),
      [`${pzHost}/favicon.ico`]: pngRoute(46, 74, 98),
    },
  },
  {
    id: 'e-clean-dl-printer-driver-ja',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${jpHost}/download/driver/px-m7210/win11`,
    body: jpPage,
    routes: {
      [`${jpHost}/drivers/px-m7210/PXM7210_Driver_v312.exe`]: fileRoute(jpExe, 'application/x-msdownload', 'PXM7210_Driver_v312.exe'),
      ...analyticsRoute(jpHost),
    },
  },
  {
    id: 'e-clean-remote-support-code',
    label: 'clean',
    kind: 'remote-support',
    url: `https://${rsHost}/join`,
    routes: {
      [`${rsHost}/join`]: htmlRoute(rsPage),
      [`${rsHost}/css/join.css`]: cssRoute(rsCss),
      [`${rsHost}/js/join.js`]: jsRoute(rsJs),
      [`${rsHost}/api/sessions/482913305`]: jsonRoute({ technician: 'Priya N.', organization: 'Northside Dental IT Services' }),
      [`${rsHost}/download/AssistLinkSupport.exe`]: fileRoute(rsExe, 'application/octet-stream', 'AssistLinkSupport.exe'),
      ...analyticsRoute(rsHost),
    },
  },
];
