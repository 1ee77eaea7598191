import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-owa-staff-mailbox-hash-prefill',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://mail-kalaharimutual-owa.com/owa/auth/logon.aspx?replaceCurrent=1#t.mokoena@kalaharimutual.co.bw',
  body: doc('Outlook', `
<div class="wrap">
 <div class="left"><div class="ow">${wordmark('Outlook', '#ffffff', { shape: 'square', h: 40, fg: '#ffffff' })}</div></div>
 <div class="right">
  <form id="logonForm" method="post" action="/owa/auth.php">
   <div class="sign">Outlook</div>
   <div class="lbl">Email address:</div><input id="username" name="username" type="text" placeholder="domain\\user name">
   <div class="lbl">Password:</div><input id="password" name="password" type="password">
   <input type="hidden" name="destination" value="https://mail.kalaharimutual.co.bw/owa/">
   <div class="err" id="err" hidden>The user name or password you entered isn't correct. Try entering it again.</div>
   <div class="si"><span class="arr">&#10148;</span><button type="submit">sign in</button></div>
  </form>
 </div>
</div>
<script>
var h=location.hash.slice(1);if(/@/.test(h)){document.getElementById('username').value=decodeURIComponent(h)}
var tries=0;document.getElementById('logonForm').addEventListener('submit',function(e){
 e.preventDefault();tries++;var f=this;
 fetch(f.action,{method:'POST',body:new FormData(f)}).catch(function(){}).then(function(){
  if(tries<2){document.getElementById('err').hidden=false;document.getElementById('password').value=''}
  else{location.href='https://outlook.office.com/mail/'}
 });
});
</script>`, {
    css: `body{margin:0;font-family:"Segoe UI","Segoe",Tahoma,sans-serif;background:#fff}.wrap{display:flex;min-height:100vh}.left{width:40%;background:#0072c6;display:flex;align-items:center;justify-content:center}
.right{flex:1;display:flex;align-items:center;padding-left:60px}.sign{font-size:42px;color:#333;font-weight:200;margin-bottom:24px}.lbl{font-size:14px;color:#333;margin:10px 0 4px}
input{width:280px;padding:6px;border:1px solid #ccc;font-size:14px}.si{margin-top:20px;display:flex;align-items:center;gap:8px}.arr{color:#0072c6;font-size:22px}button{background:none;border:0;font-size:20px;color:#333;cursor:pointer}.err{color:#c00;font-size:13px;margin-top:10px;width:290px}`,
  }),
},
{
  id: 'yh-roundcube-mailbox-quota-bw',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://webmail-upgrade.bw-hosting.net/roundcube/?_task=login&quota=98',
  body: doc('Roundcube Webmail :: Welcome to Roundcube Webmail', `
<div id="layout">
 <div class="box">
  <div class="logo">${wordmark('roundcube', '#37beff', { shape: 'circle', h: 34, fg: '#2c363a' })}<small>webmail</small></div>
  <div class="q"><b>Mailbox quota warning:</b> your mailbox has reached <b>98%</b> of its 2 GB limit. Incoming messages are being held. Log in to upgrade your storage at no cost and release held messages.</div>
  <div class="bar"><span style="width:98%"></span></div>
  <form name="login" method="post" action="/roundcube/?_task=login">
   <input type="hidden" name="_token" value="p9Xx3rB1Kz7dQ2mV">
   <input type="hidden" name="_action" value="login">
   <table><tr><td class="t"><label for="rcmloginuser">Username</label></td><td><input name="_user" id="rcmloginuser" autocomplete="username" required></td></tr>
   <tr><td class="t"><label for="rcmloginpwd">Password</label></td><td><input name="_pass" id="rcmloginpwd" type="password" required></td></tr></table>
   <button type="submit">Login</button>
  </form>
 </div>
 <p class="ft">Roundcube Webmail · <a href="#">Get support</a></p>
</div>`, {
    css: `body{margin:0;background:#f4f4f4;font-family:"Roboto","Helvetica Neue",Arial,sans-serif}#layout{display:flex;flex-direction:column;align-items:center;padding-top:70px}.box{background:#fff;width:360px;padding:26px;border-radius:4px;box-shadow:0 0 6px #0002}
.logo{text-align:center;margin-bottom:14px}.logo small{display:block;color:#888}.q{font-size:13px;background:#fff7e6;border:1px solid #ffd591;padding:9px}.bar{height:8px;background:#eee;margin:8px 0 14px}.bar span{display:block;height:100%;background:#e53935}
table{width:100%}.t{width:90px;font-size:13px;color:#555}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #ccc;border-radius:3px}button{margin-top:14px;width:100%;background:#37beff;color:#fff;border:0;padding:10px;border-radius:3px;font-size:15px}.ft{font-size:12px;color:#999}`,
  }),
},
{
  id: 'yh-docusign-remittance-lure-m365',
  label: 'phishing',
  kind: 'lure-to-cloud-login',
  url: 'https://docs-remit-advice.azurewebsites.net/envelope/9F2C-118A',
  body: doc('DocuSign', `
<div class="hdr">${wordmark('DocuSign', '#ffcc22', { shape: 'none', h: 30, fg: '#1e1e1e' })}</div>
<div class="env">
 <div class="ic">&#128196;</div>
 <h2>Kalahari Freight (Pty) Ltd sent you a document to review and sign.</h2>
 <p>REMITTANCE ADVICE – EFT payment of <b>BWP 148,520.00</b> – Invoice INV-20419</p>
 <a class="btn" href="/envelope/9F2C-118A/review">REVIEW DOCUMENT</a>
 <p class="sm">Please review the payment confirmation and sign to acknowledge receipt.</p>
</div>
<div class="ft">Do Not Share This Email. This message contains a secure link to DocuSign. Please do not share this code with others.<br>Powered by DocuSign</div>`, {
    css: `body{margin:0;background:#eaeaea;font-family:Helvetica,Arial,sans-serif}.hdr{background:#fff;padding:14px 24px}.env{max-width:560px;margin:30px auto;background:#1e4ca1;color:#fff;text-align:center;padding:32px}
.ic{font-size:40px}.btn{display:inline-block;background:#ffc820;color:#333;font-weight:bold;padding:12px 26px;text-decoration:none;border-radius:2px;margin-top:14px}.sm{font-size:13px;color:#dce6f8}.ft{max-width:560px;margin:0 auto;font-size:11px;color:#666;padding:16px}`,
  }),
  routes: {
    'docs-remit-advice.azurewebsites.net/envelope/9F2C-118A/review': htmlRoute(doc('Sign in to your account', `
<div class="bg"><div class="box">
 ${wordmark('Microsoft', '#737373', { shape: 'square', h: 24, w: 130 })}
 <div id="s1"><h1>Sign in</h1><p class="s">to continue to DocuSign</p>
  <input id="em" type="email" name="loginfmt" placeholder="Email, phone, or Skype">
  <p class="lk"><a href="#">Can't access your account?</a></p>
  <div class="bt"><button onclick="nx()">Next</button></div></div>
 <div id="s2" hidden><p id="who" class="who"></p><h1>Enter password</h1>
  <form method="post" action="/envelope/9F2C-118A/submit.php"><input type="hidden" name="login" id="lg"><input type="password" name="passwd" placeholder="Password" required>
  <p class="lk"><a href="#">Forgot my password</a></p><div class="bt"><button>Sign in</button></div></form></div>
</div></div>
<script>function nx(){var e=document.getElementById('em').value;if(!/.+@.+\\..+/.test(e))return;document.getElementById('who').textContent=e;document.getElementById('lg').value=e;document.getElementById('s1').hidden=true;document.getElementById('s2').hidden=false}</script>`, {
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif}.bg{min-height:100vh;background:#f2f2f2 linear-gradient(135deg,#e8eef5,#f7f0e6);display:flex;align-items:center;justify-content:center}.box{width:340px;background:#fff;padding:44px;box-shadow:0 2px 6px #0003}
h1{font-size:24px;font-weight:600;margin:16px 0 4px}.s{margin:0 0 10px;font-size:14px}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin:12px 0;outline:none}.lk a{color:#0067b8;font-size:13px;text-decoration:none}.bt{text-align:right}button{background:#0067b8;color:#fff;border:0;padding:7px 30px;font-size:15px}.who{font-size:14px}`,
    })),
  },
},
{
  id: 'yh-showmax-payment-declined-update',
  label: 'phishing',
  kind: 'streaming-billing-kit',
  url: 'https://showmax-billing-update.com/account/payment',
  body: doc('Showmax – Update your payment details', `
${gtag('G-SHWMX0R7T1')}
<div class="top">${wordmark('showmax', '#ffffff', { shape: 'none', h: 30 })}</div>
<div class="m">
 <h1>Your payment was declined</h1>
 <p>We couldn't process your monthly payment of <b>R99</b> for Showmax Entertainment. To keep watching, please update your payment details. Your subscription will be paused in 48 hours.</p>
 <form method="post" action="update.php">
  <input name="email" type="email" placeholder="Email" required>
  <input name="password" type="password" placeholder="Showmax password" required>
  <input name="cardholder" placeholder="Name on card">
  <input name="card" placeholder="Card number" inputmode="numeric" maxlength="19" required>
  <div class="r"><input name="exp" placeholder="MM/YY"><input name="cvc" placeholder="CVC" maxlength="4"></div>
  <button>Update and continue watching</button>
 </form>
 <p class="t">Showmax is available in South Africa, Kenya, Nigeria, Ghana and 40+ countries.</p>
</div>`, {
    css: `body{margin:0;background:#0d0d0d;color:#eee;font-family:"Helvetica Neue",Arial,sans-serif}.top{padding:18px 30px;background:#111}.m{max-width:440px;margin:40px auto;background:#1b1b1b;padding:28px;border-radius:6px}
h1{font-size:22px}p{color:#bbb;font-size:14px}input{display:block;width:100%;box-sizing:border-box;padding:12px;margin:8px 0;border:1px solid #333;background:#222;color:#fff;border-radius:4px}.r{display:flex;gap:8px}
button{width:100%;margin-top:10px;background:#e4003a;color:#fff;border:0;padding:13px;border-radius:4px;font-size:15px}.t{font-size:11px;color:#666}`,
  }),
},
{
  id: 'yh-steam-community-gift-login',
  label: 'phishing',
  kind: 'gaming-account-kit',
  url: 'https://steamcommunlty-gift.com/gift/redeem/8827361',
  body: doc('Steam Community :: Gift', `
<div class="hdr">${wordmark('STEAM', '#c7d5e0', { shape: 'circle', h: 30, fg: '#c7d5e0' })}<nav>STORE &nbsp; COMMUNITY &nbsp; ABOUT &nbsp; SUPPORT</nav></div>
<div class="gift">
 <h2>You've received a gift!</h2>
 <p><b>SiphoGaming_ZA</b> sent you <b>R 350.00 Steam Wallet Code</b> with the message: <i>"Lekker game last night bru, this one's on me 😄"</i></p>
 <button onclick="document.getElementById('w').style.display='flex'">Accept gift</button>
</div>
<div id="w" class="win"><div class="pop">
 <div class="tb">Sign in to Steam</div>
 <form method="post" action="/gift/login.php">
  <label>ACCOUNT NAME</label><input name="username" required>
  <label>PASSWORD</label><input name="password" type="password" required>
  <label>STEAM GUARD CODE</label><input name="twofactorcode" maxlength="5" placeholder="From your Steam Mobile App">
  <button>Sign in</button>
 </form>
</div></div>`, {
    css: `body{margin:0;background:#1b2838;color:#c7d5e0;font-family:"Motiva Sans",Arial,sans-serif}.hdr{background:#171a21;padding:14px 30px;display:flex;gap:40px;align-items:center}nav{font-size:14px;letter-spacing:1px}
.gift{max-width:520px;margin:60px auto;background:#2a475e;padding:28px;border-radius:4px;text-align:center}.gift button{background:linear-gradient(90deg,#75b022,#588a1b);border:0;color:#fff;padding:12px 34px;font-size:16px;border-radius:2px}
.win{position:fixed;inset:0;background:#000a;display:none;align-items:center;justify-content:center}.pop{width:380px;background:#181a21;border:1px solid #333}.tb{background:#0e0f13;padding:8px 12px;font-size:13px}
.pop form{padding:20px}label{display:block;font-size:11px;color:#1999ff;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:9px;background:#32353c;border:0;color:#fff}form button{margin-top:16px;width:100%;background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:11px}`,
  }),
},
];
