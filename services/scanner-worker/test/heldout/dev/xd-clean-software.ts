import type { Entry } from '../entry.js';
import { shell, baseCss, mark, json } from '../parts/xd-kit.js';
import { pe, fileRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-microsoft-teams-download',
  label: 'clean',
  kind: 'legit-software-download',
  url: 'https://www.microsoft.com/en-au/microsoft-teams/download-app?market=au&ref=xd-teams-desktop',
  body: shell(
    'Download Microsoft Teams Desktop and Mobile Apps | Microsoft Teams',
    `<header class="top" style="background:#fff;border-bottom:1px solid #eee"><svg width="108" height="24" viewBox="0 0 108 24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-family="Segoe UI,Arial" font-size="15" fill="#5e5e5e">Microsoft</text></svg><span style="margin-left:12px">Teams</span></header>
<main style="max-width:760px;text-align:center">
 <h1 style="font-size:30px">Download Microsoft Teams for desktop</h1>
 <p>Get Teams for work on Windows and macOS.</p>
 <a class="btn" style="background:#5b5fc7" href="https://go.microsoft.com/fwlink/?linkid=2187327&amp;clcid=0xc09&amp;culture=en-au&amp;country=au">Download Teams for work on Windows</a>
 <p class="muted" style="margin-top:14px">Also available on <a href="https://apps.apple.com/au/app/microsoft-teams/id1113153706">iOS</a> and <a href="https://play.google.com/store/apps/details?id=com.microsoft.teams">Android</a>. <a href="https://www.microsoft.com/en-au/servicesagreement">Microsoft Services Agreement</a></p>
</main>`,
    { css: baseCss('#fff', '#242424', '#5b5fc7') },
  ),
  routes: {
    'go.microsoft.com/fwlink/?linkid=2187327&clcid=0xc09&culture=en-au&country=au': { status: 302, headers: { location: 'https://statics.teams.cdn.office.net/production-windows-x64/25275.2601.3698.3051/MSTeamsSetup.exe', 'content-type': 'text/html' }, body: '' },
    'statics.teams.cdn.office.net/production-windows-x64/25275.2601.3698.3051/MSTeamsSetup.exe': fileRoute(pe({ strings: ['Microsoft Teams', 'Microsoft Corporation', 'MSTeamsSetup', 'https://teams.microsoft.com'] }), 'application/octet-stream', 'MSTeamsSetup.exe'),
  },
},
{
  id: 'xd-clean-zoom-download-center',
  label: 'clean',
  kind: 'legit-software-download',
  url: 'https://zoom.us/download?os=win&ref=au-support-kb-xd',
  body: shell(
    'Download Center - Zoom',
    `<header class="top" style="background:#fff;border-bottom:1px solid #eee"><b style="color:#0b5cff;font-size:26px">zoom</b><nav style="margin-left:auto;font-size:14px">Products · Solutions · Resources · Plans &amp; Pricing · <a href="https://zoom.us/signin">Sign in</a></nav></header>
<main style="max-width:760px">
 <h1 style="font-size:26px">Download Center</h1>
 <h2 style="font-size:18px">Zoom Workplace app</h2>
 <p>The Zoom Workplace app for Windows automatically downloads when you start or join your first Zoom meeting, and is also available for manual download here.</p>
 <a class="btn" style="background:#0b5cff" href="https://zoom.us/client/6.3.1.53193/ZoomInstallerFull.exe?archType=x64">Download (64-bit)</a>
 <p class="muted">Version 6.3.1 (53193) · <a href="https://support.zoom.com/hc/en/article?id=zm_kb&amp;sysparm_article=KB0061222">Release notes</a></p>
</main>`,
    { css: baseCss('#fff', '#232333', '#0b5cff') },
  ),
  routes: {
    'zoom.us/client/6.3.1.53193/ZoomInstallerFull.exe': fileRoute(pe({ strings: ['Zoom Workplace', 'Zoom Video Communications, Inc.', 'ZoomInstallerFull', '6.3.1.53193'] }), 'application/x-msdownload', 'ZoomInstallerFull.exe'),
  },
},
{
  id: 'xd-clean-intranet-vpn-powershell-howto',
  label: 'clean',
  kind: 'intranet-it-help',
  url: 'https://intranet.wyndhamcouncil-it.vic.gov.au/it/howto/install-globalprotect-vpn',
  body: shell(
    'How to install the GlobalProtect VPN client – IT Service Desk',
    `<header class="top" style="background:#243b53;color:#fff"><b>Wyndham City · IT Service Desk</b><span style="margin-left:auto;font-size:13px">Staff intranet</span></header>
<main style="max-width:860px">
 <h1 style="font-size:24px">How to install the GlobalProtect VPN client (Windows)</h1>
 <p>Council laptops normally get GlobalProtect automatically from Intune. If it's missing, you can install it yourself from Company Portal, or run our signed install script.</p>
 <h2 style="font-size:18px">Option 1 — Company Portal (recommended)</h2>
 <p>Open <b>Company Portal</b> from the Start menu, search <b>GlobalProtect</b> and select <b>Install</b>.</p>
 <h2 style="font-size:18px">Option 2 — PowerShell</h2>
 <ol><li>Open <b>Windows PowerShell</b> from the Start menu (not as administrator).</li><li>Copy the command below, paste it into PowerShell and press <b>Enter</b>.</li></ol>
 <pre style="background:#f4f4f4;padding:12px;overflow:auto" id="cmd">& "\\\\wcc-fs01.corp.wyndham.local\\deploy$\\vpn\\Install-GlobalProtect.ps1" -Portal vpn.wyndham.vic.gov.au</pre>
 <button id="cp" style="background:#243b53">Copy command</button>
 <p class="muted">The script is signed by Wyndham City Council IT. IT will never ask you to run commands from a website outside the intranet, from an email, or from a “verification” prompt. If in doubt, call the Service Desk on x4400.</p>
</main>
<script>document.getElementById('cp').onclick = function () { navigator.clipboard.writeText(document.getElementById('cmd').textContent); this.textContent = 'Copied'; };</script>`,
    { css: baseCss('#243b53') + 'main{max-width:860px}' },
  ),
},
{
  id: 'xd-clean-kiwibank-status-page',
  label: 'clean',
  kind: 'status-page',
  url: 'https://status.kiwibank.co.nz/incidents/kb-2025-10-14-app-login',
  body: shell(
    'Kiwibank Status – App login delays',
    `<header class="top" style="background:#fff;border-bottom:1px solid #e2e2e2">${mark.kiwibank(30)}<span style="margin-left:auto;font-size:14px">System status</span></header>
<main style="max-width:760px">
 <h1 style="font-size:22px">App login delays</h1>
 <p><b>Resolved</b> · This incident has been resolved.</p>
 <ul style="font-size:14px;list-style:none;padding:0">
  <li><b>Resolved</b> — 11:42 NZDT. Logins to the Kiwibank app are working normally. Thanks for your patience.</li>
  <li><b>Monitoring</b> — 11:05 NZDT. A fix has been applied and we're monitoring.</li>
  <li><b>Investigating</b> — 10:18 NZDT. Some customers are seeing delays logging in to the app. Internet banking is unaffected.</li>
 </ul>
 <p class="muted">During outages scammers sometimes send texts with “login” links. We'll never send you a link to log in.</p>
 <form method="post" action="/subscriptions"><label>Get updates by email</label><input name="email" type="email"><button style="margin-top:10px;background:#00953a">Subscribe</button></form>
</main>
<script src="/assets/statuspage-embed.kb1014.js"></script>`,
    { lang: 'en-NZ', css: baseCss('#fff', '#1b1b1b', '#00953a') },
  ),
  routes: {
    'status.kiwibank.co.nz/assets/statuspage-embed.kb1014.js': jsRoute(`setInterval(function(){fetch('/api/v2/summary.json?incident=kb-2025-10-14').then(function(r){return r.json()}).then(function(d){document.title='Kiwibank Status – '+d.status.description}).catch(function(){})},60000);`),
    'status.kiwibank.co.nz/api/v2/summary.json?incident=kb-2025-10-14': json({ status: { indicator: 'none', description: 'All Systems Operational' } }),
  },
},
{
  id: 'xd-clean-mygov-app-download-info',
  label: 'clean',
  kind: 'gov-app-download',
  url: 'https://my.gov.au/en/about/help/mygov-app?ref=xd-app-page',
  body: shell(
    'myGov app - myGov',
    `<header style="background:#000;padding:14px 24px">${mark.mygov(32)}</header>
<main style="max-width:760px">
 <h1>myGov app</h1>
 <p>The myGov app lets you access your linked services, get your messages and sign in to myGov with a passkey or code.</p>
 <p><a class="btn" style="background:#000" href="https://apps.apple.com/au/app/mygov/id1579227913">Download on the App Store</a> <a class="btn" style="background:#000" href="https://play.google.com/store/apps/details?id=au.gov.my.medicare">Get it on Google Play</a></p>
 <h2>Stay safe</h2>
 <p>Only download the myGov app from the official App Store or Google Play. We'll never ask you to download a file, install software, or run a command on your computer to “verify your device”.</p>
</main>
<footer><a href="/en/about/privacy-and-security">Privacy and security</a></footer>`,
    { css: baseCss('#000', '#1a1a1a', '#000') + 'main{max-width:760px}' },
  ),
},
];
