import { htmlRoute, type Entry } from '../entry.js';
import { baseCss, cfb, doc, fileRoute, jsRoute, pe } from '../parts/v-kit.js';

// Vendors' own software download pages (dev split).

// 1. WinSCP download page (plain, text-heavy, as the real one is).
const h1 = 'winscp.net';
const winscp: Entry = {
  id: 'v-clean-winscp-download-page',
  label: 'clean',
  kind: 'software-download',
  url: `https://${h1}/eng/download.php`,
  body: doc({
    title: 'WinSCP :: Official Site :: Download',
    css: baseCss + `header.site{background:#1b4e8c}header.site b,header.site nav a{color:#fff}.dl{display:inline-block;background:#2e8b2e;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:700}`,
    body: `<header class="site"><b>WinSCP</b><nav><a href="/eng/index.php">Home</a><a href="/eng/news.php">News</a><a href="/eng/download.php">Download</a><a href="/eng/docs/start">Documentation</a><a href="/forum/">Support Forum</a><a href="/eng/donate.php">Donate</a></nav></header>
<div class="wrap"><h1>WinSCP 6.3.7 Download</h1><p>WinSCP 6.3.7 is a major application update. New features and enhancements include support for OpenSSH certificates for host verification and a new version of the TortoiseSVN-like extension. <a href="/eng/docs/history">List of all changes</a>.</p>
<p><a class="dl" href="/download/WinSCP-6.3.7-Setup.exe/download">DOWNLOAD WINSCP 6.3.7 (11 MB)</a></p><p class="muted">12,345,678 downloads since 2025-02-17</p>
<h3>Other Downloads</h3><ul><li><a href="/download/WinSCP-6.3.7-Portable.zip/download">Portable executables</a> (for manual installation, or portable use)</li><li><a href="#">.NET assembly / COM library</a></li><li><a href="#">Source code</a></li><li><a href="#">Checksums</a></li></ul>
<p><b>Caution:</b> Be careful when downloading WinSCP from third-party sites. Malicious installers that bundle adware or malware have been advertised in search engines. Always download from winscp.net or from a trusted mirror.</p></div>
<footer class="site">Copyright © 2000–2026 Martin Přikryl · <a href="/eng/docs/privacy">Privacy Policy</a> · <a href="/eng/docs/license">License</a></footer>`,
  }),
  routes: {
    [`${h1}/download/WinSCP-6.3.7-Setup.exe/download`]: fileRoute(pe({ strings: ['WinSCP', 'Martin Prikryl', '6.3.7', 'Inno Setup'] }), 'application/octet-stream', 'WinSCP-6.3.7-Setup.exe'),
  },
};

// 2. AnyDesk's own download page, which starts the download automatically (as the real site does).
const h2 = 'anydesk.com';
const anydesk: Entry = {
  id: 'v-clean-anydesk-download-auto',
  label: 'clean',
  kind: 'software-download',
  url: `https://${h2}/en/downloads/thank-you?dv=win_msi`,
  routes: {
    [`${h2}/en/downloads/thank-you`]: htmlRoute(
      doc({
        title: 'Thank you for downloading AnyDesk',
        css: baseCss + `header.site{background:#ef443b}header.site nav a,header.site b{color:#fff}.steps{display:flex;gap:20px}.steps div{flex:1;background:#f6f6f6;border-radius:8px;padding:18px}`,
        body: `<header class="site"><b>AnyDesk</b><nav><a href="#">Solutions</a><a href="#">Pricing</a><a href="#">Downloads</a><a href="#">Support</a><a href="https://my.anydesk.com">Login</a></nav></header>
<div class="wrap"><h1>Thank you for downloading AnyDesk!</h1><p>Your download should start automatically. If not, <a href="https://download.anydesk.com/AnyDesk.msi">click here</a>.</p>
<div class="steps"><div><b>1.</b> Run the downloaded AnyDesk.msi to install for all users</div><div><b>2.</b> Share your AnyDesk address only with people you know and trust</div><div><b>3.</b> Accept the incoming session request</div></div>
<div class="card" style="margin-top:24px;border-color:#ef443b"><b>Beware of scammers.</b> AnyDesk will never contact you to ask for remote access. Never give remote access to someone who called you unexpectedly – for example claiming to be from your bank, Microsoft, or a tax office.</div></div>
<footer class="site">© 2026 AnyDesk Software GmbH · Imprint · Privacy · Trust Center</footer>
<script>setTimeout(function(){location.href='https://download.anydesk.com/AnyDesk.msi'},1500);</script>`,
      }),
    ),
    ['download.anydesk.com/AnyDesk.msi']: fileRoute(cfb(['AnyDesk', 'AnyDesk Software GmbH', 'ProductVersion 9.0.4']), 'application/x-msi', 'AnyDesk.msi'),
  },
};

// 3. Notepad++ release page with GitHub-hosted installer links.
const h3 = 'notepad-plus-plus.org';
const npp: Entry = {
  id: 'v-clean-notepadpp-download',
  label: 'clean',
  kind: 'software-download',
  url: `https://${h3}/downloads/v8.7.8/`,
  body: doc({
    title: 'Notepad++ v8.7.8 release | Notepad++',
    css: baseCss + `body{background:#fafafa}.wrap{background:#fff}h1{color:#90e59a;background:#1f2328;padding:12px}code{background:#f0f0f0;padding:2px 4px}`,
    body: `<header class="site"><b>Notepad++</b><nav><a href="/">Home</a><a href="/downloads/">Downloads</a><a href="/news/">News</a><a href="https://community.notepad-plus-plus.org">Community</a><a href="/donate/">Donate</a></nav></header>
<div class="wrap"><h1>Notepad++ 8.7.8 release</h1><p>Release Date: 2026-02-18</p>
<h3>Download 64-bit x64</h3><ul><li><a href="https://github.com/notepad-plus-plus/notepad-plus-plus/releases/download/v8.7.8/npp.8.7.8.Installer.x64.exe"><b>Installer</b></a> | <a href="#">GPG Signature</a></li><li><a href="#">Portable (zip)</a></li><li><a href="#">Portable (7z)</a></li></ul>
<h3>Notepad++ v8.7.8 bug-fixes &amp; enhancements</h3><ol><li>Fix regression of search result not being highlighted.</li><li>Fix crash when closing a document in cloned view.</li><li>Update to Scintilla 5.5.5 and Lexilla 5.4.3.</li></ol>
<p>SHA-256 of <code>npp.8.7.8.Installer.x64.exe</code>: <code>3f5b1e0c9a4d…72a1</code>. Binaries are signed with the Notepad++ certificate.</p></div>
<footer class="site">Notepad++ is free software, released under the GPL. Copyright © Don Ho.</footer>`,
  }),
};




// 4. A company's Zendesk help-centre article telling staff to paste commands into PowerShell, with copy buttons.
const h4 = 'meridianfreight.zendesk.com';
const kb: Entry = {
  id: 'v-clean-helpdesk-kb-vpn-command',
  label: 'clean',
  kind: 'it-knowledge-base',
  url: `https://${h4}/hc/en-us/articles/4412009871-Install-the-GlobalProtect-VPN-client-on-Windows`,
  routes: {
    [`${h4}/hc/en-us/articles/4412009871-Install-the-GlobalProtect-VPN-client-on-Windows`]: htmlRoute(
      doc({
        title: 'Install the GlobalProtect VPN client on Windows – Meridian Freight IT Help Centre',
        css: baseCss + `header.site{background:#0a3c78}header.site b,header.site nav a{color:#fff}pre{background:#1e293b;color:#e2e8f0;padding:12px;border-radius:6px;font-size:13px}.cp{font-size:12px;float:right;margin-top:-4px}.note{background:#fef9c3;padding:12px;border-radius:6px}`,
        body: `<header class="site"><b>Meridian Freight · IT Help Centre</b><nav><a href="/hc/en-us">Home</a><a href="/hc/en-us/requests/new">Submit a request</a><a href="/access/sso">Sign in</a></nav></header>
<div class="wrap"><p class="muted">IT Help Centre › Remote access › VPN</p><h1>Install the GlobalProtect VPN client on Windows</h1><p class="muted">Updated 2 months ago · Service Desk</p>
<p>If Company Portal didn't install GlobalProtect automatically, you can install it yourself. You don't need admin rights.</p>
<ol><li>Click <b>Start</b>, type <b>PowerShell</b> and open <b>Windows PowerShell</b> (not as administrator).</li><li>Copy and paste this command, then press Enter:</li></ol>
<button class="cp">Copy</button><pre>winget install --id PaloAltoNetworks.GlobalProtect -e --source winget --scope user</pre>
<ol start="3"><li>When it finishes, open GlobalProtect from the system tray and enter the portal address <code>vpn.meridianfreight.com</code>.</li><li>Sign in with your usual Meridian account and approve the Authenticator prompt.</li></ol>
<h3>Map the Finance printer (optional)</h3><button class="cp">Copy</button><pre>Add-Printer -ConnectionName "\\\\mf-print01\\Finance-MFP"</pre>
<div class="note"><b>Security reminder:</b> IT will never ask you to run commands from a pop-up, a CAPTCHA or an email link. Only follow instructions from this Help Centre or a Service Desk ticket. Report anything suspicious with the Report Phish button.</div>
<p class="muted">Was this article helpful? <button>Yes</button> <button>No</button> · 14 out of 15 found this helpful</p></div>
<footer class="site">Meridian Freight Pty Ltd · Powered by Zendesk</footer>
<script src="/hc/theming_assets/01HQ/script.js"></script>`,
      }),
    ),
    [`${h4}/hc/theming_assets/01HQ/script.js`]: jsRoute(`document.querySelectorAll('.cp').forEach(function(b){b.onclick=function(){var p=b.nextElementSibling;navigator.clipboard.writeText(p.textContent).then(function(){b.textContent='Copied'})}});`),
  },
};

export const entries: Entry[] = [winscp, anydesk, npp, kb];
