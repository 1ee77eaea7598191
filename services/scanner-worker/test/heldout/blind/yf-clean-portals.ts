import { htmlRoute, type Entry } from '../entry.js';
import { cssRoute, jsonRoute, jsRoute } from '../parts/e-bin.js';
import { msSquares } from '../parts/yf-kit.js';

// Client portals and sign-ins that practices run on their own domains.

export const entries: Entry[] = [
  {
    id: 'yf-clean-accountant-docs-portal-magic-link',
    label: 'clean',
    kind: 'practice-portal-own-domain',
    url: 'https://clients.northshoreaccountants.co.nz/portal/documents?ref=email&doc=FS2024',
    body: `<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>North Shore Accountants - Client Portal</title>
<style>
body{margin:0;font-family:Inter,"Segoe UI",Arial,sans-serif;background:#f7f8fa;color:#1f2933}
.top{background:#fff;border-bottom:1px solid #e4e7eb;padding:14px 6%;display:flex;justify-content:space-between;align-items:center}
.top b{color:#0b6e4f;font-size:18px}
.c{max-width:440px;margin:60px auto;background:#fff;border:1px solid #e4e7eb;border-radius:10px;padding:32px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #cbd2d9;border-radius:6px;font-size:15px}
button{margin-top:18px;width:100%;padding:12px;background:#0b6e4f;color:#fff;border:0;border-radius:6px;font-size:15px;font-weight:600}
.muted{font-size:13px;color:#616e7c}
#sent{display:none;background:#e3f9e5;border:1px solid #a3d9a5;border-radius:6px;padding:12px;font-size:14px;margin-top:16px}
</style></head>
<body>
<div class="top"><b>North Shore Accountants</b><span class="muted">Takapuna &middot; 09 486 2210</span></div>
<div class="c">
<h2 style="margin-top:0">Sign in to your client portal</h2>
<p class="muted">Your 2024 financial statements are ready to review and approve. Enter your email and we'll send you a one-time sign-in link. No password needed.</p>
<form id="ml">
<label for="em">Email address</label><input id="em" type="email" autocomplete="email" required>
<button type="submit">Email me a sign-in link</button>
</form>
<div id="sent">Check your inbox. If your address is registered with us, a sign-in link will arrive within a minute. It expires in 15 minutes.</div>
<p class="muted" style="margin-top:22px">We never ask for your email password or bank login. Questions? Call your accountant on 09 486 2210.</p>
</div>
<script>
document.getElementById('ml').addEventListener('submit', function(e){
  e.preventDefault();
  fetch('/portal/api/magic-link', {method:'POST', headers:{'Content-Type':'application/json','X-Requested-With':'fetch'}, body: JSON.stringify({email: document.getElementById('em').value, next: '/portal/documents?doc=FS2024'})})
    .finally(function(){ document.getElementById('ml').style.display = 'none'; document.getElementById('sent').style.display = 'block'; });
});
</script>
</body></html>`,
    routes: {
      'clients.northshoreaccountants.co.nz/portal/api/magic-link': jsonRoute({ sent: true }),
    },
  },
  {
    id: 'yf-clean-dental-online-booking-ca',
    label: 'clean',
    kind: 'practice-booking-form',
    url: 'https://book.smileworksdental.ca/appointments/new?location=kelowna-downtown&type=new-patient-exam',
    body: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Book an appointment | SmileWorks Dental Kelowna</title>
<style>
body{margin:0;font-family:"Nunito",Arial,sans-serif;background:#f3f8fb;color:#233}
.h{background:#fff;padding:16px 6%;display:flex;justify-content:space-between;border-bottom:1px solid #e2ebf0}
.h b{color:#1a8fb5;font-size:20px}
.steps{display:flex;gap:8px;max-width:680px;margin:24px auto 0;padding:0 16px}.steps span{flex:1;height:5px;border-radius:3px;background:#cfe3ec}.steps span.on{background:#1a8fb5}
.c{max-width:680px;margin:18px auto;background:#fff;border-radius:10px;padding:28px;box-shadow:0 2px 10px rgba(0,0,0,.05)}
.r{display:flex;gap:14px}.r>div{flex:1}
label{display:block;font-size:14px;font-weight:700;margin:12px 0 4px}
input,select,textarea{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b9ccd6;border-radius:6px;font-size:15px}
.slots{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}.slots label{display:inline-block;margin:0;border:1px solid #b9ccd6;border-radius:18px;padding:6px 14px;font-weight:400;cursor:pointer}
button{margin-top:20px;background:#1a8fb5;color:#fff;border:0;border-radius:24px;padding:12px 30px;font-size:16px;font-weight:700}
.muted{font-size:13px;color:#5b7380}
</style></head>
<body>
<div class="h"><b>SmileWorks Dental</b><span class="muted">Downtown Kelowna &middot; 250-555-0193</span></div>
<div class="steps"><span class="on"></span><span class="on"></span><span></span></div>
<div class="c">
<h2 style="margin-top:0">New patient exam &amp; cleaning</h2>
<p class="muted">Thursday, 18 April &middot; Dr. Priya Nair</p>
<div class="slots"><label><input type="radio" name="slot" style="width:auto"> 9:00 AM</label><label><input type="radio" name="slot" style="width:auto"> 10:30 AM</label><label><input type="radio" name="slot" style="width:auto" checked> 2:15 PM</label><label><input type="radio" name="slot" style="width:auto"> 3:45 PM</label></div>
<form method="post" action="/appointments">
<input type="hidden" name="location" value="kelowna-downtown"><input type="hidden" name="type" value="new-patient-exam">
<div class="r"><div><label>First name</label><input name="first_name" required></div><div><label>Last name</label><input name="last_name" required></div></div>
<div class="r"><div><label>Date of birth</label><input name="dob" type="date" required></div><div><label>Mobile phone</label><input name="phone" type="tel" required></div></div>
<label>Email</label><input name="email" type="email" required>
<div class="r"><div><label>Dental insurance provider</label><select name="insurer"><option value="">No insurance / self-pay</option><option>Pacific Blue Cross</option><option>Sun Life</option><option>Manulife</option><option>Canada Life</option><option>Canadian Dental Care Plan (CDCP)</option></select></div><div><label>Policy / certificate number (optional)</label><input name="policy"></div></div>
<label>Anything we should know? (optional)</label><textarea name="notes" rows="3"></textarea>
<label style="font-weight:400"><input type="checkbox" name="consent" style="width:auto" required> I agree to receive appointment reminders by text and email.</label>
<button type="submit">Request appointment</button>
</form>
<p class="muted">No payment is taken online. We'll confirm your appointment by text within one business day. Cancellation policy: 48 hours' notice please.</p>
</div>
</body></html>`,
  },
  {
    id: 'yf-clean-lawfirm-adfs-sts-signin',
    label: 'clean',
    kind: 'practice-sso-own-domain',
    url: 'https://sts.baxterlawyers.ca/adfs/ls/?client-request-id=5c2f0a11-8e7d-4b6a-0300-0080000000e1&wa=wsignin1.0&wtrealm=urn%3afederation%3aMicrosoftOnline&wctx=estsredirect%3d2%26estsrequest%3drQQIARAA42Kw0swoKSkottLXz8nPS8_MS9dLzs_Vyy9KzEsBkflFJalpQEuFkgtfAJUBAA2&username=reception%40baxterlawyers.ca&wauth=urn%3aoasis%3anames%3atc%3aSAML%3a1.0%3aam%3apassword',
    body: `<!DOCTYPE html>
<html lang="en-US"><head>
<meta http-equiv="X-UA-Compatible" content="IE=edge"/><meta name="viewport" content="width=device-width, initial-scale=1.0"/>
<meta http-equiv="content-type" content="text/html;charset=UTF-8" /><meta http-equiv="cache-control" content="no-cache,no-store"/>
<meta http-equiv="pragma" content="no-cache"/><meta http-equiv="expires" content="-1"/><meta name="mswebdialog-title" content="Connecting to Baxter Lawyers LLP"/>
<title>Sign In</title>
<script type="text/javascript">//<![CDATA[
function LoginErrors(){this.userNameFormatError = 'Enter your user ID in the format \\u0026quot;domain\\\\user\\u0026quot; or \\u0026quot;user@domain\\u0026quot;.'; this.passwordEmpty = 'Enter your password.'; this.passwordTooLong = 'Password must be shorter than 128 characters.';}; var maxPasswordLength = 128;
//]]></script>
<link rel="stylesheet" type="text/css" href="/adfs/portal/css/style.css?id=D74D4D6C1B8F9A3E2A4B6F8E9D7C5B3A1F2E4D6C8B0A9F7E5D3C1B2A4F6E8D0C" />
<style>
body{margin:0;font-family:"Segoe UI","Segoe",Tahoma,Helvetica,Arial,sans-serif;font-size:15px}
#fullPage{display:flex;min-height:100vh}
#brandingWrapper{flex:1;background:#1f3a5f url("/adfs/portal/illustration/illustration.png?id=183128A3C5F") center/cover}
#contentWrapper{width:500px;padding:40px 60px;box-sizing:border-box;background:#fff}
#header img{max-height:60px}
#workArea{margin-top:60px}
.groupMargin{margin-bottom:18px}
.text{width:100%;box-sizing:border-box;height:32px;border:1px solid #b2b2b2;padding:4px 8px;font-size:15px}
.submit{background:#005596;color:#fff;border:0;padding:8px 22px;font-size:15px;cursor:pointer}
#footer{margin-top:60px;font-size:12px;color:#666}
</style>
</head>
<body dir="ltr" class="body">
<div id="noScript" style="position:static; width:100%; height:100%; z-index:100"><h1>JavaScript required</h1><p>JavaScript is required. This web browser does not support JavaScript or JavaScript in this web browser is not enabled.</p></div>
<div id="fullPage">
<div id="brandingWrapper" class="float"></div>
<div id="contentWrapper" class="float">
<div id="content">
<div id="header"><div style="font-family:Georgia,serif;font-size:26px;color:#1f3a5f">Baxter Lawyers <span style="font-size:14px">LLP</span></div></div>
<div id="workArea">
<div id="authArea" class="groupMargin">
<div id="loginArea">
<div id="loginMessage" class="groupMargin">Sign in with your organizational account</div>
<form method="post" id="loginForm" autocomplete="off" novalidate="novalidate" onKeyPress="if (event && event.keyCode == 13) Login.submitLoginRequest();" action="/adfs/ls/?client-request-id=5c2f0a11-8e7d-4b6a-0300-0080000000e1&amp;wa=wsignin1.0&amp;wtrealm=urn%3afederation%3aMicrosoftOnline&amp;wctx=estsredirect%3d2&amp;username=reception%40baxterlawyers.ca&amp;wauth=urn%3aoasis%3anames%3atc%3aSAML%3a1.0%3aam%3apassword">
<div id="error" class="fieldMargin error smallText"><span id="errorText" for=""></span></div>
<div id="formsAuthenticationArea">
<div id="userNameArea" class="groupMargin"><input id="userNameInput" name="UserName" type="email" value="reception@baxterlawyers.ca" tabindex="1" class="text fullWidth" spellcheck="false" placeholder="someone@example.com" autocomplete="off"/></div>
<div id="passwordArea" class="groupMargin"><input id="passwordInput" name="Password" type="password" tabindex="2" class="text fullWidth" placeholder="Password" autocomplete="off"/></div>
<div id="kmsiArea" style="display:none"><input type="checkbox" name="Kmsi" id="kmsiInput" value="true" tabindex="3" /><label for="kmsiInput">Keep me signed in</label></div>
<div id="submissionArea" class="submitMargin"><span id="submitButton" class="submit" tabindex="4" role="button" onKeyPress="if (event && event.keyCode == 32) Login.submitLoginRequest();" onclick="return Login.submitLoginRequest();">Sign in</span></div>
</div>
<input id="optionForms" type="hidden" name="AuthMethod" value="FormsAuthentication"/>
</form>
<div id="authOptions"><p style="font-size:13px">Need help? Contact Baxter Lawyers IT: 604-555-0160 or itsupport@baxterlawyers.ca</p></div>
</div></div></div>
<div id="footer"><span>&copy; 2024 Microsoft</span></div>
</div></div></div>
<script type="text/javascript">//<![CDATA[
document.getElementById('noScript').style.display = 'none';
var Login = { userNameInput: 'userNameInput', passwordInput: 'passwordInput', submitLoginRequest: function(){ var u = document.getElementById(Login.userNameInput), p = document.getElementById(Login.passwordInput), e = new LoginErrors(); if (!u.value || (u.value.indexOf('@') < 0 && u.value.indexOf('\\\\') < 0)) { document.getElementById('errorText').innerHTML = e.userNameFormatError; return false; } if (!p.value) { document.getElementById('errorText').innerHTML = e.passwordEmpty; return false; } document.forms['loginForm'].submit(); return false; } };
//]]></script>
</body></html>`,
  },
];
