import { htmlRoute, type Entry } from '../entry.js';
import { cfb, doc, fileRoute, keyOf, MS_SQUARES, pe, TEAMS_LOGO, tok, tok64, ZOOM_LOGO } from '../parts/yo-kit.js';

// Real software download and meeting-launcher pages, and payroll / HR portals on the companies' or
// vendors' own domains, cleared by the analysts.

export const entries: Entry[] = [
(() => {
  const url = 'https://www.microsoft.com/en-gb/microsoft-teams/download-app?market=gb&ocid=oo_support_mix_marvel_ups_inproduct';
  const cdn = 'statics.teams.cdn.office.net/production-windows-x64/24243.1309.3132.617/MSTeams-x64.msix';
  return {
    id: 'yo-ok-teams-download-page',
    label: 'clean',
    kind: 'software-download-own-host',
    url,
    routes: {
      [keyOf(url)]: htmlRoute(
        doc({
          title: 'Download Microsoft Teams Desktop and Mobile Apps | Microsoft Teams',
          lang: 'en-gb',
          css: `body{margin:0;font-family:"Segoe UI",SegoeUI,Arial,sans-serif;color:#171717}.uhf{height:54px;display:flex;align-items:center;gap:24px;padding:0 30px;border-bottom:1px solid #e6e6e6;font-size:14px}
.hero{background:#f0f0fa;padding:50px 60px;display:grid;grid-template-columns:1fr 1fr;gap:40px}.hero h1{font-size:40px;font-weight:600;margin:0 0 12px}
.btn{display:inline-block;background:#464775;color:#fff;text-decoration:none;padding:12px 26px;border-radius:4px;font-weight:600;margin-right:12px}.btn.s{background:#fff;color:#464775;border:1px solid #464775}
.plats{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;max-width:1000px;margin:40px auto;padding:0 20px}.plats div{border:1px solid #e6e6e6;border-radius:8px;padding:20px}`,
          body: `<div class="uhf">${MS_SQUARES}<b>Microsoft</b><span>Teams</span><span>Products</span><span>Solutions</span><span>Resources</span><span style="margin-left:auto">Sign in</span></div>
<div class="hero"><div>${TEAMS_LOGO}<h1>Download Microsoft Teams for desktop</h1><p>Connect and collaborate with anyone from anywhere on Teams.</p>
<a class="btn" id="dl-win" href="https://${cdn}" data-bi-name="Download for Windows">Download for Windows 10/11</a><a class="btn s" href="https://go.microsoft.com/fwlink/?linkid=2249065">Download for Mac</a>
<p style="font-size:13px;color:#505050;margin-top:16px">Looking for the Teams app for work or school administrators? <a href="https://learn.microsoft.com/en-us/microsoftteams/new-teams-bulk-install-client">Bulk deploy the new Teams client</a>.</p></div>
<div style="background:#fff;border-radius:12px;min-height:260px;box-shadow:0 8px 30px rgba(70,71,117,.15)"></div></div>
<div class="plats"><div><b>Teams on mobile</b><p>Get Teams on iOS and Android to stay connected on the go.</p></div><div><b>Teams on the web</b><p>Use Teams in your browser at teams.microsoft.com.</p></div><div><b>Teams Rooms</b><p>Bring the meeting room experience to every space.</p></div></div>`,
        }),
      ),
      [cdn]: fileRoute(pe({ x64: true, size: 52000, strings: ['Microsoft Teams', 'Microsoft Corporation', 'MSTeams_8wekyb3d8bbwe', 'CN=Microsoft Corporation, O=Microsoft Corporation, L=Redmond, S=Washington, C=US'] }), 'application/msix', 'MSTeams-x64.msix'),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-ok-zoom-join-launcher',
  label: 'clean',
  kind: 'meeting-launcher',
  url: 'https://us06web.zoom.us/j/85510273364?pwd=' + tok64('zmpwd', 32) + '.1',
  body: doc({
    title: 'Launch Meeting - Zoom',
    css: `body{margin:0;font-family:Lato,"Helvetica Neue",Arial,sans-serif;color:#232333;background:#fff}.hd{height:60px;display:flex;align-items:center;justify-content:space-between;padding:0 30px;border-bottom:1px solid #eee;font-size:14px}
.c{max-width:620px;margin:80px auto;text-align:center}.c h2{font-weight:400;font-size:22px}.b{display:inline-block;background:#0b5cff;color:#fff;text-decoration:none;border-radius:8px;padding:12px 28px;font-weight:700;margin:20px 0}
.s{font-size:14px;color:#6e7680}.s a{color:#0b5cff}.f{position:fixed;bottom:0;left:0;right:0;text-align:center;font-size:12px;color:#888;padding:14px;border-top:1px solid #eee}`,
    body: `<div class="hd">${ZOOM_LOGO}<span><a href="https://support.zoom.com/hc/en" style="color:#232333">Support</a> &nbsp; English &#9662;</span></div>
<div class="c"><h2>Click <b>Open Zoom Workplace</b> on the dialog shown by your browser</h2><p class="s">If you don't see a dialog, click <b>Launch Meeting</b> below</p>
<a class="b" id="launch" href="#">Launch Meeting</a>
<p class="s">Don't have Zoom Workplace app installed? <a href="https://zoom.us/client/latest/ZoomInstaller.exe?archType=x64">Download Now</a></p>
<p class="s">Having issues with Zoom Workplace app? <a href="/wc/join/85510273364">Join from your browser</a></p></div>
<div class="f">&copy;2024 Zoom Video Communications, Inc. All rights reserved. <a href="https://explore.zoom.us/en/trust/privacy/" style="color:#888">Privacy &amp; Legal Policies</a></div>
<script>
var confno="85510273364",pwd=new URLSearchParams(location.search).get("pwd")||"";
var url="zoommtg://us06web.zoom.us/join?action=join&confno="+confno+"&pwd="+encodeURIComponent(pwd)+"&confid=${tok64('zmconf', 40)}&browser=chrome";
document.getElementById("launch").href=url;
setTimeout(function(){var f=document.createElement("iframe");f.style.display="none";f.src=url;document.body.appendChild(f)},500);
</script>`,
  }),
},
];
