import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-cloak-webdriver-wellsfargo',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://wellsfargo-review.case-id-20931.com/',
  routes: {
    'wellsfargo-review.case-id-20931.com/': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Welcome</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif}
#blank{padding:60px;text-align:center;color:#777}
#k{display:none}
.top{background:#d71e28;height:64px;display:flex;align-items:center;padding:0 20px}.top img{height:22px}
.strip{height:6px;background:#ffcd41}
.f{max-width:380px;margin:40px auto;border:1px solid #ddd;border-radius:6px;padding:26px}
.f input{width:100%;height:42px;margin:6px 0 14px;border:1px solid #949494;border-radius:4px;padding:0 10px;box-sizing:border-box}
.f button{width:100%;height:44px;border-radius:22px;border:0;background:#d71e28;color:#fff;font-weight:bold}
</style>
</head>
<body>
<div id="blank"><h2>Site under construction</h2><p>Please check back soon.</p></div>
<div id="k">
 <div class="top"><img src="/static/wf-white.svg" alt="Wells Fargo"></div><div class="strip"></div>
 <div class="f">
  <h2 style="margin-top:0">Good afternoon</h2>
  <p style="font-size:14px">We detected suspicious activity on your account. Sign on to review recent transactions.</p>
  <form method="post" action="/signon/check.php">
   <label>Username</label><input name="j_username" autocomplete="username">
   <label>Password</label><input name="j_password" type="password" autocomplete="current-password">
   <button type="submit">Sign on</button>
  </form>
 </div>
</div>
<script>
(function () {
  var bad = navigator.webdriver === true
    || /HeadlessChrome|PhantomJS|bot|crawler|spider|Lighthouse/i.test(navigator.userAgent)
    || !navigator.languages || navigator.languages.length === 0
    || (window.outerWidth === 0 && window.outerHeight === 0);
  if (!bad) { document.getElementById('blank').style.display = 'none'; document.getElementById('k').style.display = 'block'; document.title = 'Wells Fargo – Sign On'; }
})();
</script>
</body>
</html>`),
  },
},
{
  id: 'a-cloak-settimeout-dhl-en',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://dhl-express-parcel.delivery-reschedule.online/tracking/',
  routes: {
    'dhl-express-parcel.delivery-reschedule.online/tracking/': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tracking</title>
<style>
body{margin:0;font-family:Frutiger,Arial,sans-serif;background:#f2f2f2}
.ld{display:flex;flex-direction:column;align-items:center;justify-content:center;height:100vh;color:#666}
.sp{width:40px;height:40px;border:4px solid #ddd;border-top-color:#d40511;border-radius:50%;animation:r 1s linear infinite}
@keyframes r{to{transform:rotate(360deg)}}
#main{display:none}
.y{background:#ffcc00;height:60px;display:flex;align-items:center;padding:0 20px}.y img{height:24px}
.c{max-width:520px;margin:24px auto;background:#fff;padding:24px}
input{width:100%;height:42px;border:1px solid #999;margin:5px 0 12px;padding:0 10px;box-sizing:border-box}
button{width:100%;height:46px;background:#d40511;color:#fff;border:0;font-weight:bold}
</style>
</head>
<body>
<div class="ld" id="ld"><div class="sp"></div><p>Loading shipment details…</p></div>
<div id="main">
<div class="y"><img src="/tracking/dhl.svg" alt="DHL Express"></div>
<div class="c">
<h2>Your shipment is waiting for delivery instructions</h2>
<p>Waybill: <b>4019 8822 61</b>. We were unable to deliver your parcel because the delivery fee of <b>USD 1.45</b> is unpaid.</p>
<form method="post" action="/tracking/submit.php">
<input name="fullname" placeholder="Full name"><input name="address" placeholder="Address"><input name="phone" placeholder="Mobile number">
<input name="card" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV">
<button>Pay and reschedule</button>
</form>
</div>
</div>
<script>
setTimeout(function () {
  document.getElementById('ld').style.display = 'none';
  document.getElementById('main').style.display = 'block';
  document.title = 'DHL Express - Delivery';
}, 4500);
</script>
</body>
</html>`),
  },
},
{
  id: 'a-cloak-checking-browser-m365',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://secure-doc-view.onrender-app.com/s/3b1f09',
  routes: {
    'secure-doc-view.onrender-app.com/s/3b1f09': htmlRoute(`<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Just a moment...</title>
<style>
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#313131}
.main-wrapper{display:flex;flex-direction:column;align-items:center;padding-top:10vh}
.main-content{max-width:60rem;width:100%;padding:0 1.5rem}
h1{font-size:2.5rem;font-weight:500;margin:0 0 .5rem}
h2{font-size:1.5rem;font-weight:500;color:#595959}
.cb{display:flex;align-items:center;gap:12px;border:1px solid #e0e0e0;background:#fafafa;width:300px;height:65px;padding:0 16px;margin:24px 0;cursor:pointer}
.cb span.box{width:24px;height:24px;border:2px solid #666;border-radius:3px;background:#fff}
.cb.ok span.box{background:#1a8a37;border-color:#1a8a37}
.footer{font-size:.75rem;color:#777;margin-top:60px;border-top:1px solid #e0e0e0;padding-top:10px}
</style>
</head>
<body>
<div class="main-wrapper" id="gate">
<div class="main-content">
<h1 id="host"></h1>
<h2>Verify you are human by completing the action below.</h2>
<div class="cb" id="cb"><span class="box"></span><span>Verify you are human</span></div>
<p>secure-doc-view needs to review the security of your connection before proceeding.</p>
<div class="footer">Ray ID: <code>8a3f2c19de7b4e21</code> · Performance &amp; security by Cloudflare</div>
</div>
</div>
<script>
document.getElementById('host').textContent = location.hostname;
document.getElementById('cb').addEventListener('click', function () {
  this.className = 'cb ok';
  setTimeout(function () {
    fetch('/s/3b1f09/render', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      .then(function (r) { return r.text(); })
      .then(function (h) { document.open(); document.write(h); document.close(); });
  }, 1200);
});
</script>
</body>
</html>`),
    'secure-doc-view.onrender-app.com/s/3b1f09/render': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in to your account</title>
<link rel="icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico">
<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f2f2f2}.b{width:440px;max-width:94%;margin:12vh auto;background:#fff;padding:44px;box-sizing:border-box;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;height:36px;border:0;border-bottom:1px solid #666;font-size:15px;margin:8px 0 16px}button{float:right;background:#0067b8;color:#fff;border:0;height:32px;min-width:108px}</style></head>
<body><div class="b"><img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" alt="Microsoft" height="24"><h2 style="font-weight:600">Sign in</h2>
<form method="post" action="/s/3b1f09/auth"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype"><input type="password" name="passwd" placeholder="Password"><button>Sign in</button><div style="clear:both"></div></form></div></body></html>`),
  },
},
{
  id: 'a-cloak-iframe-after-captcha-steam',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://cs2-skins-giveaway.gg/event/',
  routes: {
    'cs2-skins-giveaway.gg/event/': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>CS2 Major Drop — claim your free case</title>
<style>
body{margin:0;background:#0e141b;color:#c7d5e0;font-family:"Motiva Sans",Arial,sans-serif}
.hero{text-align:center;padding:50px 20px}
.hero h1{font-size:40px;color:#fff}
.claim{background:linear-gradient(90deg,#47bfff,#1a44c2);border:0;color:#fff;padding:16px 40px;font-size:18px;border-radius:3px;cursor:pointer}
.grid{display:flex;gap:14px;justify-content:center;flex-wrap:wrap;margin-top:30px}
.grid div{width:160px;height:120px;background:#1b2838;border-radius:4px;display:flex;align-items:flex-end;justify-content:center;padding-bottom:8px;font-size:13px}
#pop{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7)}
#pop iframe{width:100%;max-width:460px;height:560px;border:0;display:block;margin:5vh auto;background:#171a21;border-radius:4px}
</style>
</head>
<body>
<div class="hero">
<h1>CS2 Major Drop Event</h1>
<p>Sign in to link your inventory and receive a free Kilowatt Case. 1,982 cases left.</p>
<button class="claim" id="c">Sign in through Steam</button>
<div class="grid"><div>AK-47 | Inheritance</div><div>AWP | Chrome Cannon</div><div>M4A1-S | Black Lotus</div><div>USP-S | Jawbreaker</div></div>
</div>
<div id="pop"><iframe id="fr" title="Steam Community"></iframe></div>
<script>
document.getElementById('c').onclick = function () {
  document.getElementById('fr').src = 'https://steamcommunity.com-openid-login.net/openid/login?openid.mode=checkid_setup&openid.return_to=https%3A%2F%2Fcs2-skins-giveaway.gg%2Fauth';
  document.getElementById('pop').style.display = 'block';
};
</script>
</body>
</html>`),
    'steamcommunity.com-openid-login.net/openid/login': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Steam Community</title>
<link rel="shortcut icon" href="https://steamcommunity.com/favicon.ico">
<style>body{margin:0;background:#171a21;color:#c7d5e0;font-family:"Motiva Sans",Arial,sans-serif}.w{padding:30px}.w h2{color:#fff;font-weight:300}label{display:block;font-size:12px;color:#1999ff;text-transform:uppercase;margin:14px 0 6px;font-weight:bold}input{width:100%;height:40px;background:#32353c;border:0;border-radius:2px;color:#fff;padding:0 10px;box-sizing:border-box}button{margin-top:24px;width:100%;height:48px;background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;border-radius:2px;color:#fff;font-size:16px}</style></head>
<body><div class="w"><img src="/openid/steam-logo.svg" alt="Steam" height="40"><h2>Sign in</h2>
<form method="post" action="/openid/dologin.php"><label>Sign in with account name</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password"><label>Steam Guard code</label><input name="twofactorcode" maxlength="5"><button>Sign in</button></form></div></body></html>`),
  },
},
];
