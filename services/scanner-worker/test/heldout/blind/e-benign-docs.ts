import { htmlRoute, type Entry } from '../entry.js';
import { cssRoute, fileRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analyticsRoute, analyticsSnippet, consentBanner } from '../parts/e-furniture.js';

// ---------- Company IT helpdesk: "press Win+R" and a PowerShell one-liner with a copy button ----------
const itHost = 'helpdesk.marlowe-logistics.com';
const itPage = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>KB0012877 – Reset the GlobalConnect VPN client and clear cached credentials | Marlowe IT Service Desk</title>
<link rel="stylesheet" href="/kb/css/kb.css">
</head>
<body>
<header><a class="lg" href="/">Marlowe Logistics <b>IT Service Desk</b></a><nav><a href="/kb">Knowledge base</a><a href="/catalog">Request something</a><a href="/incident/new">Report an issue</a><a href="/status">Service status</a></nav><span class="user">Signed in via SSO</span></header>
<main>
<article>
 <p class="kb">KB0012877 &middot; Category: Network &amp; VPN &middot; Last reviewed 04/11/2025 by IT Infrastructure</p>
 <h1>Reset the GlobalConnect VPN client and clear cached credentials</h1>
 <p><b>Applies to:</b> Marlowe-managed Windows 11 laptops. Use this if the VPN shows <i>"Authentication failed (0x8007052e)"</i> after your password change, or keeps reconnecting.</p>
 <h2>Option A – run the self-service fix (recommended)</h2>
 <ol>
  <li>Save your work and close Outlook and Teams.</li>
  <li>Press <kbd>Windows</kbd> + <kbd>R</kbd>, type <code>powershell</code> and press <kbd>Enter</kbd>.</li>
  <li>Copy the command below, paste it into the PowerShell window (right-click or <kbd>Ctrl</kbd>+<kbd>V</kbd>) and press <kbd>Enter</kbd>:</li>
 </ol>
 <div class="cmd"><code id="c1">powershell -ExecutionPolicy Bypass -NoProfile -Command "iwr -UseBasicParsing https://helpdesk.marlowe-logistics.com/scripts/Reset-GlobalConnect.ps1 | iex"</code><button data-c="c1">Copy</button></div>
 <p>The script is signed by <i>Marlowe Logistics Ltd – IT Code Signing</i>. It stops the VPN service, removes the cached credential entry <code>GlobalConnect/*</code> from Windows Credential Manager, and restarts the service. It does not need admin rights. You can <a href="/scripts/Reset-GlobalConnect.ps1">view the script source</a> before running it.</p>
 <h2>Option B – manual steps</h2>
 <ol><li>Open <b>Credential Manager</b> &rarr; Windows Credentials and remove entries starting with <code>GlobalConnect</code>.</li><li>Right-click the VPN tray icon &rarr; <b>Quit</b>, then start it again from the Start menu.</li><li>Sign in with your new password and approve the MFA prompt.</li></ol>
 <div class="warn"><b>Security reminder:</b> the Service Desk publishes commands only in this knowledge base on helpdesk.marlowe-logistics.com. Never run commands sent in an email, Teams chat from an unknown person, or shown on a "verify you are human" web page. If in doubt, call the Service Desk on ext. 4357.</div>
 <p class="fb">Did this solve your problem? <a href="/kb/KB0012877/feedback?v=yes">Yes</a> &middot; <a href="/incident/new?kb=KB0012877">No, raise a ticket</a></p>
</article>
</main>
<footer>Marlowe Logistics Ltd &middot; Internal use &middot; IT Acceptable Use Policy</footer>
<script src="/kb/js/kb.js"></script>
</body>
</html>`;
const itCss = `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#1f2937;background:#f3f4f6}header{display:flex;align-items:center;gap:26px;padding:12px 28px;background:#1e3a5f;color:#fff}.lg{color:#fff;text-decoration:none}.lg b{color:#93c5fd}header nav a{color:#dbeafe;margin-right:14px;text-decoration:none;font-size:14px}.user{margin-left:auto;font-size:13px;opacity:.8}
main{max-width:880px;margin:24px auto}article{background:#fff;border-radius:8px;padding:24px 32px;line-height:1.65}.kb{color:#6b7280;font-size:13px}kbd{border:1px solid #bbb;border-bottom-width:2px;border-radius:3px;padding:0 5px;background:#f9fafb}
.cmd{display:flex;gap:10px;align-items:flex-start;background:#111827;color:#e5e7eb;border-radius:6px;padding:12px}.cmd code{flex:1;word-break:break-all;font-size:13px}.cmd button{background:#374151;color:#fff;border:0;border-radius:4px;padding:4px 10px}.warn{background:#fef3c7;border-left:4px solid #d97706;padding:10px 14px;margin:16px 0}.fb{font-size:14px}footer{text-align:center;font-size:12px;color:#6b7280;padding:20px}`;
const itJs = `document.querySelectorAll('.cmd button').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent).then(function(){b.textContent='Copied';setTimeout(function(){b.textContent='Copy'},2000)})}});`;
const itPs = `# Reset-GlobalConnect.ps1 – Marlowe IT, signed
# Clears cached GlobalConnect VPN credentials for the current user and restarts the client.
$ErrorActionPreference = 'Stop'
Write-Host 'Stopping GlobalConnect client...'
Get-Process -Name 'GlobalConnect' -ErrorAction SilentlyContinue | Stop-Process -Force
cmdkey /list | Select-String 'GlobalConnect' | ForEach-Object {
  $t = ($_ -split 'target=')[1].Trim()
  cmdkey /delete:$t | Out-Null
  Write-Host "Removed cached credential $t"
}
Start-Process "$env:ProgramFiles\\GlobalConnect\\GlobalConnect.exe"
Write-Host 'Done. Sign in with your new password.'
# SIG # Begin signature block
# MIIoKwYJKoZIhvcNAQcCoIIoHDCCKBgCAQExDzANBglghkgBZQMEAgEFADB5Bgor
# SIG # End signature block
`;

// ---------- University IT: Mac printer setup via Terminal (curl | sudo bash) ----------
const unHost = 'it.northfield.ac.uk';
const unPage = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Install campus printers on a personal Mac | IT Services | Northfield University</title>
${analyticsSnippet('G-NFU1TSVC0')}
<style>
body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#222}
.uni{background:#4b0f3b;color:#fff;padding:10px 6vw;font-size:14px}.uni b{font-size:18px;margin-right:14px}
header{padding:14px 6vw;border-bottom:1px solid #ddd;display:flex;gap:20px;align-items:center}header a{color:#4b0f3b;text-decoration:none}
main{max-width:820px;margin:20px auto;padding:0 20px;line-height:1.65}
.t{background:#1e1e1e;color:#f0f0f0;border-radius:8px;padding:12px 14px;font-family:Menlo,monospace;font-size:13px;display:flex;justify-content:space-between;gap:10px}.t button{background:#444;color:#fff;border:0;border-radius:4px;padding:2px 8px}
kbd{border:1px solid #bbb;border-radius:3px;padding:0 5px;background:#f6f6f6}
.note{background:#f5eef3;border-left:4px solid #4b0f3b;padding:10px 14px}
footer{background:#f4f4f4;font-size:12px;padding:20px 6vw;color:#555}
</style>
</head>
<body>
<div class="uni"><b>Northfield University</b> IT Services</div>
<header><a href="/">Home</a><a href="/printing">Printing</a><a href="/wifi">Wi-Fi (eduroam)</a><a href="/accounts">Accounts &amp; passwords</a><a href="/help">Get help</a></header>
<main>
 <h1>Install campus printers on a personal Mac</h1>
 <p>Follow-me printing lets you send a job from your own Mac and release it at any campus printer with your ID card. Our setup script adds the <b>NU-FollowMe</b> queue and the correct driver.</p>
 <h2>Step 1 – open Terminal</h2>
 <p>Press <kbd>⌘ Command</kbd> + <kbd>Space</kbd>, type <b>Terminal</b> and press <kbd>Return</kbd>.</p>
 <h2>Step 2 – run the setup script</h2>
 <p>Paste this command and press <kbd>Return</kbd>. You'll be asked for <b>your Mac's</b> login password (not your university password) because adding a printer needs administrator rights.</p>
 <div class="t"><span id="cmd">curl -fsSL https://it.northfield.ac.uk/printing/mac/nu-followme.sh | sudo bash</span><button id="cp">Copy</button></div>
 <p>Prefer to check first? <a href="/printing/mac/nu-followme.sh">View the script</a>. It only runs <code>lpadmin</code> to create the queue and downloads the driver package from this site.</p>
 <h2>Step 3 – print</h2>
 <p>Choose <b>NU-FollowMe</b> when printing. The first time, enter your university username and password when prompted.</p>
 <div class="note">IT Services will never ask you to paste commands from an email or a pop-up. If you receive a message asking you to "verify your account" by running a command, report it to phishing@northfield.ac.uk.</div>
</main>
<footer>© Northfield University &middot; IT Service Desk: 01632 960 400 &middot; Accessibility statement &middot; Privacy</footer>
${consentBanner('en', 'bar')}
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('cmd').textContent);this.textContent='Copied'};</script>
</body>
</html>`;
const unSh = `#!/bin/bash
# Northfield University – NU-FollowMe printer setup for macOS
set -e
if [ "$EUID" -ne 0 ]; then echo "Please run with sudo"; exit 1; fi
PKG=/tmp/nu-driver.pkg
curl -fsSL https://it.northfield.ac.uk/printing/mac/NU-PrintDriver-2.4.pkg -o "$PKG"
installer -pkg "$PKG" -target /
lpadmin -p NU-FollowMe -E -v smb://print.northfield.ac.uk/FollowMe -P /Library/Printers/PPDs/Contents/Resources/NU-FollowMe.ppd -o auth-info-required=username,password
echo "NU-FollowMe printer installed."
`;

// ---------- Database dev docs: curl | sh and irm | iex installers ----------
const ddHost = 'driftdb.dev';
const ddPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Installation – DriftDB Docs</title>
<link rel="stylesheet" href="/docs/_app/immutable/assets/0.css">
${analyticsSnippet('G-DRIFT8DOCS', '/docs/_plausible/script.js')}
</head>
<body>
<header><a class="lg" href="/">DriftDB</a><nav><a href="/docs">Docs</a><a href="/blog">Blog</a><a href="/pricing">Cloud</a><a href="https://github.com/driftdb/driftdb">GitHub ★ 18.4k</a></nav></header>
<div class="lay">
<aside><a href="/docs">Introduction</a><a class="on" href="/docs/install">Installation</a><a href="/docs/quickstart">Quickstart</a><a href="/docs/sql">SQL reference</a><a href="/docs/replication">Replication</a></aside>
<article>
 <h1>Installation</h1>
 <p>DriftDB ships as a single static binary for Linux, macOS and Windows.</p>
 <div class="tabs" id="tabs"><button data-t="unix" class="on">macOS / Linux</button><button data-t="win">Windows</button><button data-t="docker">Docker</button></div>
 <div class="pane" data-p="unix"><pre><code>curl --proto '=https' --tlsv1.2 -sSf https://get.driftdb.dev | sh</code></pre></div>
 <div class="pane" data-p="win" hidden><pre><code>powershell -c "irm https://get.driftdb.dev/install.ps1 | iex"</code></pre></div>
 <div class="pane" data-p="docker" hidden><pre><code>docker run -p 5433:5433 -v driftdata:/var/lib/driftdb ghcr.io/driftdb/driftdb:0.31</code></pre></div>
 <p>The installer detects your platform, downloads the matching release from GitHub, verifies its SHA-256 checksum and installs to <code>~/.driftdb/bin</code>. Set <code>DRIFTDB_INSTALL_DIR</code> to change the location.</p>
 <h2>Package managers</h2>
 <pre><code>brew install driftdb
cargo install driftdb-cli
winget install DriftDB.DriftDB</code></pre>
 <h2>Verify</h2>
 <pre><code>driftdb --version
driftdb start --data ./data</code></pre>
 <p class="tip">Running <code>curl | sh</code> executes a script from the internet. You can inspect <a href="https://get.driftdb.dev">the installer</a> first, or download a release archive manually from <a href="https://github.com/driftdb/driftdb/releases">GitHub Releases</a>.</p>
</article>
</div>
<footer>© 2025 DriftDB Labs, Inc. &middot; Apache-2.0</footer>
${consentBanner('en', 'box')}
<script src="/docs/_app/immutable/entry/start.js"></script>
</body>
</html>`;
const ddCss = `body{margin:0;font-family:"Inter",system-ui,sans-serif;color:#101828;background:#fff}header{display:flex;align-items:center;gap:30px;padding:14px 28px;border-bottom:1px solid #eaecf0}.lg{font-weight:800;font-size:20px;color:#6941c6;text-decoration:none}header nav a{margin-right:18px;color:#475467;text-decoration:none}
.lay{display:flex;max-width:1180px;margin:0 auto}aside{width:210px;padding:20px;border-right:1px solid #f2f4f7}aside a{display:block;color:#475467;padding:5px 0;text-decoration:none}aside a.on{color:#6941c6;font-weight:600}article{flex:1;padding:20px 40px;max-width:820px;line-height:1.7}
.tabs button{background:#f2f4f7;border:0;padding:6px 12px;border-radius:6px 6px 0 0}.tabs button.on{background:#101828;color:#fff}pre{background:#101828;color:#f2f4f7;padding:14px;border-radius:0 8px 8px 8px;overflow:auto;font-size:13px}.tip{background:#f9f5ff;padding:10px 14px;border-radius:6px;font-size:14px}footer{text-align:center;font-size:12px;color:#98a2b3;padding:24px}`;
const ddJs = `document.querySelectorAll('#tabs button').forEach(function(b){b.onclick=function(){document.querySelectorAll('#tabs button').forEach(function(x){x.classList.toggle('on',x===b)});document.querySelectorAll('.pane').forEach(function(p){p.hidden=p.dataset.p!==b.dataset.t})}});
if(/Win/.test(navigator.platform))document.querySelector('[data-t=win]').click();
document.querySelectorAll('pre').forEach(function(p){p.addEventListener('dblclick',function(){navigator.clipboard.writeText(p.textContent)})});`;
const ddSh = `#!/bin/sh
# DriftDB installer
set -eu
main() {
  os=$(uname -s); arch=$(uname -m)
  case "$os-$arch" in
    Linux-x86_64) target=x86_64-unknown-linux-musl ;;
    Linux-aarch64) target=aarch64-unknown-linux-musl ;;
    Darwin-arm64) target=aarch64-apple-darwin ;;
    Darwin-x86_64) target=x86_64-apple-darwin ;;
    *) echo "unsupported platform: $os-$arch" >&2; exit 1 ;;
  esac
  dir="\${DRIFTDB_INSTALL_DIR:-$HOME/.driftdb}/bin"; mkdir -p "$dir"
  url="https://github.com/driftdb/driftdb/releases/latest/download/driftdb-$target.tar.gz"
  curl --proto '=https' --tlsv1.2 -sSfL "$url" | tar -xz -C "$dir"
  echo "driftdb installed to $dir/driftdb"
}
main "$@"
`;

// ---------- Browser add-on store listing for a password manager ----------
const stHost = 'addons.corvidbrowser.org';
const stPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Keyward Password Manager – Get this Extension for Corvid Browser</title>
<link rel="stylesheet" href="/static-frontend/addons.css">
</head>
<body>
<header><a class="lg" href="/en-US/">Corvid <b>Add-ons</b></a><nav><a href="/en-US/extensions/">Extensions</a><a href="/en-US/themes/">Themes</a><a href="/en-US/collections/">Collections</a></nav><input placeholder="Find add-ons"><a href="/en-US/login">Log in</a></header>
<main>
 <section class="top"><div class="ic"></div><div><h1>Keyward Password Manager</h1><p>by <a href="/en-US/user/keyward-inc/">Keyward Inc.</a> &middot; <span class="badge">Recommended</span></p><p>Securely store passwords, passkeys and cards. Autofill on every site, end-to-end encrypted, open-source clients.</p></div>
  <div class="add"><button id="add">+ Add to Corvid</button><small>1,284,330 users &middot; ★ 4.7 (21,902 reviews)</small></div></section>
 <section class="perm"><h2>Permissions</h2><p>This add-on needs to:</p><ul><li>Access your data for all websites</li><li>Input data to the clipboard</li><li>Display notifications to you</li><li>Access browser tabs</li><li>Store unlimited amount of client-side data</li></ul><p class="sm">Password managers need access to all websites to detect login forms and autofill. <a href="/en-US/kb/permissions">Learn more about permissions</a>.</p></section>
 <section class="rev"><h2>Reviews</h2><div><b>★★★★★</b> “Switched from my old manager, passkeys work great.” – mira_k</div><div><b>★★★★☆</b> “Autofill sometimes misses iframes on bank sites.” – tgarner</div></section>
 <section class="more"><h2>More information</h2><dl><dt>Version</dt><dd>2025.11.1</dd><dt>Size</dt><dd>4.2 MB</dd><dt>Last updated</dt><dd>5 days ago</dd><dt>License</dt><dd>GPL-3.0</dd><dt>Privacy policy</dt><dd><a href="/en-US/addon/keyward/privacy/">Read the privacy policy</a></dd><dt>Homepage</dt><dd>keyward.com</dd></dl></section>
</main>
<div class="dlg" id="dlg" hidden><div><b>Add Keyward Password Manager?</b><p>It requires your permission to: access your data for all websites; input data to the clipboard; display notifications.</p><button id="ok">Add</button> <button id="no">Cancel</button></div></div>
<footer>Corvid Add-ons is operated by the Corvid Foundation &middot; <a href="/en-US/about">About</a> &middot; <a href="/en-US/review-policy">Add-on policies</a> &middot; <a href="/en-US/report">Report abuse</a></footer>
<script src="/static-frontend/addons.js"></script>
</body>
</html>`;
const stCss = `body{margin:0;font-family:"Inter",Arial,sans-serif;color:#15141a;background:#f9f9fb}header{display:flex;align-items:center;gap:24px;padding:12px 5vw;background:#20123a}.lg{color:#fff;text-decoration:none;font-size:20px}.lg b{color:#ff9400}header nav a{color:#fff;margin-right:14px;text-decoration:none}header input{margin-left:auto;padding:8px;border-radius:4px;border:0;width:240px}header a{color:#fff}
main{max-width:980px;margin:24px auto;padding:0 16px}.top{display:flex;gap:18px;background:#fff;padding:20px;border-radius:8px;align-items:center}.ic{width:80px;height:80px;border-radius:16px;background:linear-gradient(135deg,#175cd3,#53b1fd)}.badge{background:#e0f2fe;color:#075985;padding:2px 8px;border-radius:10px;font-size:12px}
.add{margin-left:auto;text-align:center}.add button{background:#0060df;color:#fff;border:0;border-radius:4px;padding:12px 22px;font-size:16px}.add small{display:block;color:#5b5b66;margin-top:6px}.perm,.rev,.more{background:#fff;border-radius:8px;padding:18px 22px;margin-top:16px}.sm{font-size:13px;color:#5b5b66}
dl{display:grid;grid-template-columns:160px 1fr;gap:6px}.dlg{position:fixed;inset:0;background:rgba(0,0,0,.4);display:flex;align-items:flex-start;justify-content:center;padding-top:60px}.dlg[hidden]{display:none}.dlg>div{background:#fff;border-radius:8px;padding:18px;width:380px}footer{text-align:center;font-size:12px;color:#5b5b66;padding:24px}`;
const stJs = `(function(){var d=document.getElementById('dlg');document.getElementById('add').onclick=function(){d.hidden=false};document.getElementById('no').onclick=function(){d.hidden=true};
document.getElementById('ok').onclick=function(){d.hidden=true;fetch('/api/v5/addons/addon/keyward/install-event',{method:'POST'});document.getElementById('add').textContent='Installing…';setTimeout(function(){document.getElementById('add').textContent='Remove'},1500)};})();`;

// ---------- Anti-bot interstitial of a bot-management vendor, then the shop page ----------
const abHost = 'www.gearloft-outdoor.com';
const abPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex,nofollow">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Checking your browser – GearLoft</title>
<style>
html,body{height:100%;margin:0}body{display:flex;align-items:center;justify-content:center;font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f7f7f7;color:#333}
.w{text-align:center;max-width:460px;padding:20px}
.ring{width:44px;height:44px;border:4px solid #e3e3e3;border-top-color:#2a7de1;border-radius:50%;margin:0 auto 18px;animation:r .9s linear infinite}@keyframes r{to{transform:rotate(360deg)}}
h1{font-size:20px;font-weight:600;margin:0 0 8px}p{font-size:14px;color:#666}
.ft{position:fixed;bottom:14px;left:0;right:0;text-align:center;font-size:11px;color:#999}
noscript div{background:#fff3cd;padding:10px;border-radius:4px;margin-top:14px}
</style>
</head>
<body>
<div class="w">
 <div class="ring"></div>
 <h1>Checking your browser before accessing www.gearloft-outdoor.com</h1>
 <p>This process is automatic. Your browser will redirect to your requested content shortly.</p>
 <p id="m">Please allow up to 5 seconds&hellip;</p>
 <noscript><div>Please enable JavaScript and cookies to continue.</div></noscript>
</div>
<div class="ft">Protected by Bastion Shield &middot; Request ID <span id="rid"></span> &middot; <a href="https://bastionshield.net/why-am-i-seeing-this">Why am I seeing this page?</a></div>
<script src="/__bs/challenge/v2/c.js" data-key="pk_live_7d1a2f"></script>
</body>
</html>`;
const abJs = `(function(){var rid=Math.random().toString(16).slice(2,14);document.getElementById('rid').textContent=rid;
function h(s){var x=2166136261;for(var i=0;i<s.length;i++){x^=s.charCodeAt(i);x=Math.imul(x,16777619)>>>0}return x}
fetch('/__bs/challenge/v2/params?rid='+rid).then(function(r){return r.json()}).then(function(p){var n=0,t0=Date.now();while((h(p.seed+':'+n)&p.mask)!==0)n++;
var fp={w:screen.width,h:screen.height,tz:Intl.DateTimeFormat().resolvedOptions().timeZone,l:navigator.language,wd:!!navigator.webdriver,p:navigator.plugins.length,t:Date.now()-t0};
return fetch('/__bs/challenge/v2/verify',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({rid:rid,seed:p.seed,nonce:n,fp:fp})})}).then(function(r){return r.json()}).then(function(v){
document.cookie='__bs_clr='+v.token+';path=/;max-age=1800;SameSite=Lax;Secure';document.getElementById('m').textContent='Redirecting…';setTimeout(function(){location.replace(v.next)},600)}).catch(function(){document.getElementById('m').textContent='Verification failed. Please reload the page.'})})();`;
const abShop = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Tents &amp; Shelters | GearLoft Outdoor</title>
<style>body{margin:0;font-family:Arial,sans-serif;color:#222}header{background:#24422f;color:#fff;padding:14px 28px;display:flex;gap:20px;align-items:center}header b{font-size:22px}header a{color:#d9ead3;text-decoration:none}main{max-width:1100px;margin:20px auto;padding:0 16px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}.g div{border:1px solid #e5e5e5;border-radius:6px;padding:12px}.g .im{height:140px;background:#eef3ee}footer{text-align:center;font-size:12px;color:#777;padding:20px}</style>
</head><body><header><b>GearLoft</b><a href="/c/tents">Tents</a><a href="/c/packs">Packs</a><a href="/c/sleep">Sleeping</a><a href="/account/login" style="margin-left:auto">Sign in</a></header>
<main><h1>Tents &amp; Shelters</h1><div class="g"><div><div class="im"></div><p>Ridgeline 2P Ultralight Tent</p><b>$389.00</b></div><div><div class="im"></div><p>Basecamp 4 Dome</p><b>$249.00</b></div><div><div class="im"></div><p>Trekker Tarp 3x3</p><b>$119.00</b></div><div><div class="im"></div><p>Summit 1P Bivy</p><b>$199.00</b></div></div></main>
<footer>© 2025 GearLoft Outdoor Co. &middot; Free returns within 60 days</footer></body></html>`;

// ---------- Chinese slider CAPTCHA before a travel site search ----------
const zhHost = 'verify.lvtu-travel.cn';
const zhPage = `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>安全验证 - 旅途网</title>
<style>
body{margin:0;background:#f2f4f7;font-family:"PingFang SC","Microsoft YaHei",sans-serif;color:#333}
.top{background:#fff;border-bottom:1px solid #e6e8eb;padding:12px 24px;font-size:20px;color:#ff6a00;font-weight:bold}
.box{width:360px;margin:80px auto;background:#fff;border-radius:8px;box-shadow:0 2px 14px rgba(0,0,0,.08);padding:22px}
.box h2{font-size:16px;margin:0 0 6px}.box p{font-size:13px;color:#888;margin:0 0 14px}
.img{position:relative;height:160px;background:linear-gradient(135deg,#79a6d2,#b8d4a8 60%,#e8c99b);border-radius:4px;overflow:hidden}
.hole{position:absolute;left:220px;top:54px;width:44px;height:44px;background:rgba(0,0,0,.35);border-radius:6px;box-shadow:inset 0 0 6px rgba(0,0,0,.5)}
.piece{position:absolute;left:0;top:54px;width:44px;height:44px;background:linear-gradient(135deg,#9fc0a0,#d9c08e);border-radius:6px;box-shadow:0 0 6px rgba(0,0,0,.5)}
.track{position:relative;height:40px;background:#f5f7fa;border:1px solid #e4e7ed;border-radius:20px;margin-top:14px;text-align:center;line-height:40px;font-size:13px;color:#999;user-select:none}
.knob{position:absolute;left:0;top:-1px;width:52px;height:40px;background:#fff;border:1px solid #dcdfe6;border-radius:20px;box-shadow:0 1px 4px rgba(0,0,0,.1);cursor:grab;line-height:40px;color:#ff6a00}
.ok{color:#52c41a}.bad{color:#f5222d}
.ft{text-align:center;font-size:12px;color:#aaa}
</style>
</head>
<body>
<div class="top">旅途网</div>
<div class="box">
 <h2>请完成安全验证</h2>
 <p>检测到您的访问频率较高，为保障账户安全，请拖动下方滑块完成拼图。</p>
 <div class="img"><div class="hole"></div><div class="piece" id="pc"></div></div>
 <div class="track" id="tr">向右拖动滑块填充拼图<div class="knob" id="kb">&rarr;</div></div>
 <p id="msg" style="margin-top:10px"></p>
</div>
<div class="ft">© 2025 旅途网 沪ICP备20012345号 · 客服热线 400-820-0000</div>
<script src="/static/captcha/slider.min.js"></script>
</body>
</html>`;
const zhJs = `(function(){var kb=document.getElementById('kb'),pc=document.getElementById('pc'),tr=document.getElementById('tr'),msg=document.getElementById('msg'),down=false,sx=0,x=0,track=[];
var max=tr.clientWidth-kb.offsetWidth;
function mv(cx){x=Math.max(0,Math.min(max,cx-sx));kb.style.left=x+'px';pc.style.left=(x*(296/ max||1))+'px';track.push([Math.round(x),Date.now()%100000])}
kb.addEventListener('mousedown',function(e){down=true;sx=e.clientX;track=[]});kb.addEventListener('touchstart',function(e){down=true;sx=e.touches[0].clientX;track=[]});
document.addEventListener('mousemove',function(e){if(down)mv(e.clientX)});document.addEventListener('touchmove',function(e){if(down)mv(e.touches[0].clientX)});
function up(){if(!down)return;down=false;fetch('/captcha/check',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({x:Math.round(parseFloat(pc.style.left)||0),t:track.slice(-40)})}).then(function(r){return r.json()}).then(function(j){
if(j.ok){msg.className='ok';msg.textContent='验证通过，正在跳转…';setTimeout(function(){location.href=j.redirect},800)}else{msg.className='bad';msg.textContent='验证失败，请重试';kb.style.left='0px';pc.style.left='0px'}})}
document.addEventListener('mouseup',up);document.addEventListener('touchend',up);})();`;

export const entries: Entry[] = [
  {
    id: 'e-clean-it-helpdesk-powershell',
    label: 'clean',
    kind: 'it-helpdesk',
    url: `https://${itHost}/kb/KB0012877`,
    body: itPage,
    routes: {
      [`${itHost}/kb/css/kb.css`]: cssRoute(itCss),
      [`${itHost}/kb/js/kb.js`]: jsRoute(itJs),
      [`${itHost}/scripts/Reset-GlobalConnect.ps1`]: fileRoute(itPs, 'text/plain; charset=utf-8'),
    },
  },
  {
    id: 'e-clean-it-mac-printer-curl',
    label: 'clean',
    kind: 'it-helpdesk',
    url: `https://${unHost}/printing/personal-mac`,
    body: unPage,
    routes: {
      [`${unHost}/printing/mac/nu-followme.sh`]: fileRoute(unSh, 'text/plain; charset=utf-8'),
      ...analyticsRoute(unHost),
    },
  },
  {
    id: 'e-clean-devdocs-curl-install',
    label: 'clean',
    kind: 'dev-docs',
    url: `https://${ddHost}/docs/install`,
    body: ddPage,
    routes: {
      [`${ddHost}/docs/_app/immutable/assets/0.css`]: cssRoute(ddCss),
      [`${ddHost}/docs/_app/immutable/entry/start.js`]: jsRoute(ddJs),
      'get.driftdb.dev/': fileRoute(ddSh, 'text/x-shellscript'),
      ...analyticsRoute(ddHost, '/docs/_plausible/script.js'),
    },
  },
  {
    id: 'e-clean-extension-store-page',
    label: 'clean',
    kind: 'extension-store',
    url: `https://${stHost}/en-US/addon/keyward-password-manager/`,
    body: stPage,
    routes: {
      [`${stHost}/static-frontend/addons.css`]: cssRoute(stCss),
      [`${stHost}/static-frontend/addons.js`]: jsRoute(stJs),
      [`${stHost}/api/v5/addons/addon/keyward/install-event`]: { status: 204, headers: {}, body: '' },
    },
  },
  {
    id: 'e-clean-antibot-interstitial',
    label: 'clean',
    kind: 'captcha-vendor',
    url: `https://${abHost}/c/tents?sort=popular`,
    routes: {
      [`${abHost}/c/tents`]: htmlRoute(abPage, { 'cache-control': 'no-store', 'x-bs-challenge': '1' }),
      [`${abHost}/__bs/challenge/v2/c.js`]: jsRoute(abJs),
      [`${abHost}/__bs/challenge/v2/params`]: jsonRoute({ seed: 'a91f03c7', mask: 255 }),
      [`${abHost}/__bs/challenge/v2/verify`]: jsonRoute({ ok: true, token: 'v2.a91f03c7.ok', next: `https://${abHost}/c/tents/all?sort=popular` }),
      [`${abHost}/c/tents/all`]: htmlRoute(abShop),
    },
  },
  {
    id: 'e-clean-slider-captcha-zh',
    label: 'clean',
    kind: 'captcha-vendor',
    url: `https://${zhHost}/captcha?from=https%3A%2F%2Fwww.lvtu-travel.cn%2Fhotels%2Fshanghai`,
    body: zhPage,
    routes: {
      [`${zhHost}/static/captcha/slider.min.js`]: jsRoute(zhJs),
      [`${zhHost}/captcha/check`]: jsonRoute({ ok: false }),
      [`${zhHost}/favicon.ico`]: pngRoute(255, 106, 0),
    },
  },
];
