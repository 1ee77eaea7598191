import type { Entry } from '../entry.js';
import { doc, msCss, msLogo, jsRoute, jsonRoute, cssRoute, pngRoute, svgRoute, qrSvg, gtagStub, cookieBanner } from '../parts/t-kit.js';

// Reported by mistake: vendors' real sign-in, consent, meeting and QR pages on their own hostnames — blind split.

const oktaCss = `body{margin:0;font:14px/1.4 Arial,sans-serif;background:#f4f5f7;color:#1d1d21}.bg{height:320px;background:#2b4c7e}.ow{width:400px;margin:-240px auto 0;background:#fff;border:1px solid #ddd;border-radius:3px}
.hd{padding:30px;text-align:center;border-bottom:1px solid #ddd;color:#2b4c7e;font-weight:700;font-size:22px}.bd{padding:22px 42px 30px}.bd label{display:block;margin:10px 0 4px;font-size:13px}
.bd input[type=text],.bd input[type=password]{width:100%;height:38px;border:1px solid #8c8c96;border-radius:3px;padding:0 8px;box-sizing:border-box}.btn{width:100%;height:40px;margin-top:16px;background:#1662dd;border:0;border-radius:3px;color:#fff;cursor:pointer}
.pw{text-align:center;padding:10px;font-size:11px;color:#888;border-top:1px solid #eee}`;

export const entries: Entry[] = [
  {
    id: 't-ok-okta-tenant-signin',
    label: 'clean',
    kind: 'vendor-login',
    url: 'https://meridianhealth.okta.com/login/login.htm?fromURI=%2Fapp%2FUserHome',
    body: doc(
      'Meridian Health - Sign In',
      `<meta name="robots" content="noindex,nofollow"><style>${oktaCss}</style>
<script>var okta={locale:"en",deployEnv:"PROD"};var OktaUtil={getSignInWidgetConfig:function(){return{baseUrl:"https://meridianhealth.okta.com",features:{rememberMe:true,selfServiceUnlock:true},i18n:{en:{"primaryauth.title":"Sign In"}}}}};</script>`,
      `<div class="bg"></div><div class="ow"><div class="hd">MERIDIAN HEALTH</div>
<form class="bd" method="post" action="/idp/idx/identify" id="form19"><h2 style="text-align:center;font-size:15px">Sign In</h2>
<label for="idp-discovery-username">Username</label><input type="text" id="idp-discovery-username" name="identifier" autocomplete="username">
<label><input type="checkbox" name="rememberMe"> Keep me signed in</label><input type="submit" class="btn" value="Next">
<p style="font-size:13px"><a href="/signin/unlock">Unlock account?</a> &nbsp; <a href="/help/login">Help</a></p></form>
<div class="pw">Powered by Okta &middot; <a href="https://www.okta.com/privacy-policy/">Privacy Policy</a></div></div>
<p style="text-align:center;font-size:11px;color:#777;margin-top:30px">This system is for the use of authorised Meridian Health workforce members only.</p>`,
    ),
  },
  {
    id: 't-ok-okta-verify-push-wait',
    label: 'clean',
    kind: 'vendor-mfa',
    url: 'https://hartwell-eng.okta.com/signin/verify/okta/push',
    body: doc(
      'Hartwell Engineering - Sign In',
      `<style>${oktaCss}.spin{width:36px;height:36px;border:4px solid #e0e0e0;border-top-color:#1662dd;border-radius:50%;margin:14px auto;animation:s 1s linear infinite}@keyframes s{to{transform:rotate(360deg)}}</style>`,
      `<div class="bg"></div><div class="ow"><div class="hd">HARTWELL</div><div class="bd" style="text-align:center">
<h2 style="font-size:15px">Get a push notification</h2><p style="color:#555">j.morales@hartwell-eng.com</p><div class="spin"></div>
<p>Push sent! Respond on your mobile device.</p><p style="font-size:12px;color:#6e6e78">If you did not just try to sign in, deny the request in Okta Verify and report it to security@hartwell-eng.com.</p>
<p style="font-size:13px"><a href="/signin/verify/okta/token%3Asoftware%3Atotp">Verify with something else</a> &middot; <a href="/login/signout">Back to sign in</a></p></div>
<div class="pw">Powered by Okta &middot; Privacy Policy</div></div>`,
    ),
  },
  {
    id: 't-ok-adobe-sign-agreement',
    label: 'clean',
    kind: 'esign-vendor',
    url: 'https://secure.na2.adobesign.com/public/apiesign?pid=CBFCIBAA3AAABLblqZhB7vN0k&client_id=CBJCHBCAABAA',
    body: doc(
      'Adobe Acrobat Sign',
      `<style>body{margin:0;font-family:"Adobe Clean",Arial,sans-serif;background:#f5f5f5}.h{background:#fff;padding:12px 24px;border-bottom:1px solid #ddd;display:flex;align-items:center;gap:12px}
.a{background:#eb1000;color:#fff;font-weight:700;padding:2px 7px;border-radius:3px}.p{max-width:760px;margin:20px auto;background:#fff;padding:50px;box-shadow:0 1px 6px rgba(0,0,0,.15);font-size:14px;line-height:1.7}
.f{background:#fffbe6;border:1px dashed #e6b800;padding:4px 14px;display:inline-block}.btn{background:#1473e6;color:#fff;border:0;border-radius:16px;padding:8px 20px;font-weight:700}</style>`,
      `<div class="h"><span class="a">A</span><b>Adobe Acrobat Sign</b><span style="font-size:13px;color:#555">Pinecrest Landscaping - Service Agreement 2027</span><button class="btn" style="margin-left:auto">Start</button></div>
<div class="p"><h2>Commercial Grounds Maintenance Agreement</h2><p>This Agreement is made between <b>Pinecrest Landscaping LLC</b> ("Contractor") and <b>Hartwell Engineering, Inc.</b> ("Client") for the property at 1200 Innovation Way, Littleton, CO.</p>
<p>1. Services. Contractor will provide weekly mowing, seasonal planting, snow removal and irrigation maintenance as described in Schedule A.</p><p>2. Term. January 1, 2027 through December 31, 2027, renewing annually unless terminated with 30 days' written notice.</p>
<p>3. Fees. $2,450 per month, invoiced monthly, net 30.</p><p>Client signature: <span class="f">Click here to sign</span> &nbsp; Title: <span class="f">Title</span></p></div>
<p style="text-align:center;font-size:11px;color:#777">Terms of Use &middot; Consumer Disclosure &middot; &copy; 2026 Adobe. All rights reserved.</p>`,
    ),
  },
  {
    id: 't-ok-box-login',
    label: 'clean',
    kind: 'vendor-login',
    url: 'https://account.box.com/login?redirect_url=%2Fs%2F9x2kq7v1m0cascadebids',
    body: doc(
      'Box | Login',
      `${gtagStub('G-BOX4PROD01')}<style>body{margin:0;font-family:Lato,Helvetica,sans-serif;background:#fbfbfb}.w{max-width:360px;margin:80px auto;text-align:center}.lg{display:inline-block;background:#0061d5;color:#fff;font-weight:700;font-size:26px;padding:4px 12px;border-radius:6px}
input{width:100%;height:40px;border:1px solid #bcbcbc;border-radius:6px;padding:0 10px;box-sizing:border-box;margin:8px 0}.n{width:100%;height:40px;border:0;border-radius:6px;background:#0061d5;color:#fff;font-weight:700}</style>`,
      `<div class="w"><div class="lg">box</div><h2 style="font-weight:400">Log in to Box</h2>
<form method="post" action="/login"><input type="email" name="login" placeholder="Email Address"><button class="n">Next</button><input type="hidden" name="request_token" value="7b2e91f0c4"></form>
<p style="font-size:13px"><a href="/login?sso=1">Use Single Sign On (SSO)</a></p><p style="font-size:13px">Don't have an account? <a href="https://www.box.com/pricing">Sign up</a></p>
<p style="font-size:11px;color:#999;margin-top:50px">&copy;2026 Box &middot; <a href="https://www.box.com/legal/privacypolicy">Privacy Policy</a></p></div>${cookieBanner('Box', 'https://www.box.com/legal/cookiepolicy')}`,
    ),
  },
  {
    id: 't-ok-slack-workspace-signin',
    label: 'clean',
    kind: 'vendor-login',
    url: 'https://cascade-electric.slack.com/sign_in_with_password?redir=%2Farchives%2FC02SALES',
    body: doc(
      'Sign in | Slack',
      `<style>body{margin:0;font-family:Lato,Helvetica,sans-serif;text-align:center;color:#1d1c1d}.s{max-width:400px;margin:0 auto}.s input{width:100%;height:44px;border:1px solid #868686;border-radius:4px;padding:0 12px;box-sizing:border-box;margin:6px 0;font-size:17px}
.s button{width:100%;height:44px;background:#4a154b;color:#fff;border:0;border-radius:4px;font-size:17px;font-weight:700}.ft{font-size:13px;color:#616061;margin-top:60px}.ft a{color:#616061;margin:0 8px}</style>`,
      `<div style="margin:40px 0 16px;font-weight:900;font-size:30px">slack</div><h1 style="font-size:40px;margin:0">Sign in to Cascade Electric Supply</h1><p>cascade-electric.slack.com</p>
<div class="s"><form method="post" action="/sign_in_with_password"><input type="email" name="email" placeholder="name@work-email.com"><input type="password" name="password" placeholder="Your password"><button>Sign In With Password</button><input type="hidden" name="crumb" value="s-1764252-9f3c2b1a"></form>
<p style="font-size:14px"><a href="/forgot">Forgot password?</a> &middot; <a href="/get-started">Sign in manually instead</a></p></div>
<div class="ft"><a href="https://slack.com/privacy-policy">Privacy &amp; Terms</a><a href="https://slack.com/help">Contact Us</a><a href="#">Change region</a></div>`,
    ),
  },
  {
    id: 't-ok-salesforce-login',
    label: 'clean',
    kind: 'vendor-login',
    url: 'https://hartwell.my.salesforce.com/?ec=302&startURL=%2Flightning%2Fo%2FOpportunity%2Flist',
    body: doc(
      'Login | Salesforce',
      `<style>body{margin:0;background:#f3f2f2;font-family:"Salesforce Sans",Arial,sans-serif}.w{width:380px;margin:60px auto}.lg{text-align:center;color:#00a1e0;font-size:38px;font-weight:700;margin-bottom:24px}
.c{background:#fff;border:1px solid #d8dde6;border-radius:4px;padding:20px 24px}.sso{display:block;text-align:center;padding:10px;border:1px solid #d8dde6;border-radius:4px;text-decoration:none;color:#0070d2;margin:8px 0}
label{font-size:13px;color:#54698d;display:block;margin:10px 0 4px}input[type=email],input[type=password]{width:100%;height:40px;border:1px solid #d8dde6;border-radius:4px;padding:0 10px;box-sizing:border-box}
.b{width:100%;height:44px;background:#0070d2;color:#fff;border:0;border-radius:4px;font-size:15px;margin-top:16px}</style>`,
      `<div class="w"><div class="lg">&#9729; salesforce</div><div class="c"><a class="sso" href="https://hartwell-eng.okta.com/app/salesforce/exk9s8r7/sso/saml">Log in with Hartwell Okta</a><p style="text-align:center;font-size:12px;color:#54698d">or log in with username</p>
<form method="post" action="https://hartwell.my.salesforce.com/"><label>Username</label><input type="email" name="username"><label>Password</label><input type="password" name="pw"><button class="b">Log In</button></form>
<p style="font-size:13px"><a href="/secur/forgotpassword.jsp">Forgot Your Password?</a></p></div>
<p style="text-align:center;font-size:12px;color:#54698d">&copy; 2026 Salesforce, Inc. All rights reserved. | <a href="https://www.salesforce.com/company/privacy/">Privacy</a></p></div>`,
    ),
  },
  {
    id: 't-ok-paychex-flex-login',
    label: 'clean',
    kind: 'hr-vendor',
    url: 'https://myapps.paychex.com/landing_remote/login.do?TYPE=33554433&REALMOID=06-fd3ba6b8-7a2f-1014-&GUID=&SMAUTHREASON=0',
    body: doc(
      'Paychex Flex',
      `<style>body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#eef3f7}.w{max-width:420px;margin:70px auto;background:#fff;padding:36px;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.lg{color:#004b8d;font-weight:800;font-size:28px}.lg span{color:#00a3e0}input{width:100%;height:42px;border:1px solid #9aa7b4;border-radius:4px;padding:0 10px;box-sizing:border-box;margin:6px 0 12px}
.b{width:100%;height:42px;background:#004b8d;color:#fff;border:0;border-radius:4px;font-weight:700}</style>`,
      `<div class="w"><div class="lg">PAYCHEX <span>FLEX</span></div><h2 style="font-weight:500">Log in</h2>
<form method="post" action="/landing_remote/login.do"><label style="font-size:13px">Username</label><input name="USER" autocomplete="username"><button class="b">Continue</button></form>
<p style="font-size:13px"><a href="#">Forgot username?</a> &middot; <a href="#">Sign up</a></p><p style="font-size:12px;color:#6b7785">Paychex will never ask for your password or security code by phone, text or email.</p>
<p style="font-size:11px;color:#999">&copy; 2026 Paychex, Inc. &middot; Security &middot; Privacy &middot; Terms of Use</p></div>`,
    ),
  },
  {
    id: 't-ok-oauth-consent-real',
    label: 'clean',
    kind: 'oauth-consent',
    url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=d3590ed6-52b3-4102-aeff-aad2292ab01c&scope=Calendars.Read%20User.Read&response_type=code&redirect_uri=https%3A%2F%2Fapp.calendly.com%2Fauth%2Fmicrosoft%2Fcallback&prompt=consent',
    body: doc(
      'Permissions requested',
      `<style>${msCss}.perm li{margin:8px 0;font-size:14px}</style>`,
      `<div class="card"><div>${msLogo}</div><div class="idchip">a.lima@hartwell-eng.com</div><h1>Permissions requested</h1>
<div style="display:flex;gap:10px;align-items:center"><div style="width:40px;height:40px;background:#006bff;border-radius:6px"></div><div><b>Calendly</b> <span class="small" style="color:#107c10">&#10004; verified</span><br><span class="small">Calendly LLC</span></div></div>
<p class="small">This app would like to:</p><ul class="perm"><li>Read your calendars</li><li>Sign you in and read your profile</li><li>Maintain access to data you have given it access to</li></ul>
<p class="small">Accepting these permissions means that you allow this app to use your data as specified in their terms of service and privacy statement. You can change these permissions at <a href="https://myapps.microsoft.com">https://myapps.microsoft.com</a>. <a href="#">Show details</a></p>
<p class="small">Does this app look suspicious? <a href="#">Report it here</a></p>
<form method="post" action="/common/Consent/Set"><div class="row" style="gap:8px"><button class="btn" style="background:#ccc;color:#000" name="accept" value="false">Cancel</button><button class="btn" name="accept" value="true">Accept</button></div></form></div>
<div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a></div>`,
    ),
  },
  {
    id: 't-ok-zoom-join-launcher',
    label: 'clean',
    kind: 'meeting-join',
    url: 'https://us06web.zoom.us/j/84512093377?pwd=bXJzZkh2Q3hhV0pXTk9sYjF0QT09',
    body: doc(
      'Launch Meeting - Zoom',
      `<style>body{margin:0;font-family:Lato,Arial,sans-serif;color:#232333;text-align:center}.t{display:flex;justify-content:space-between;padding:14px 30px;border-bottom:1px solid #eee}.t b{color:#0b5cff;font-size:24px}
.w{max-width:620px;margin:70px auto}.b{display:inline-block;background:#0b5cff;color:#fff;padding:12px 26px;border-radius:10px;text-decoration:none;font-weight:700}</style>`,
      `<div class="t"><b>zoom</b><span style="font-size:14px">Support &nbsp; English &#9662;</span></div>
<div class="w"><p style="font-size:18px">Click <b>Open zoom.us</b> on the dialog shown by your browser</p><p>If you don't see a dialog, click <b>Launch Meeting</b> below</p>
<p>By clicking "Launch Meeting", you agree to our <a href="https://explore.zoom.us/terms/">Terms of Service</a> and <a href="https://explore.zoom.us/privacy/">Privacy Statement</a></p>
<p><a class="b" href="zoommtg://us06web.zoom.us/join?action=join&amp;confno=84512093377&amp;pwd=bXJzZkh2Q3hhV0pXTk9sYjF0QT09">Launch Meeting</a></p>
<p style="font-size:14px">Don't have Zoom Client installed? <a href="https://zoom.us/download">Download Now</a></p><p style="font-size:14px">Having issues with Zoom Client? <a href="/wc/join/84512093377">Join from Your Browser</a></p>
<p style="font-size:12px;color:#999;margin-top:60px">&copy;2026 Zoom Communications, Inc. All rights reserved. Privacy &amp; Legal Policies | Do Not Sell My Personal Information | Cookie Preferences</p></div>
<script>setTimeout(function(){try{location.href='zoommtg://us06web.zoom.us/join?action=join&confno=84512093377'}catch(e){}},800);</script>`,
    ),
  },
  {
    id: 't-ok-coupa-supplier-login',
    label: 'clean',
    kind: 'invoice-vendor',
    url: 'https://supplier.coupahost.com/sessions/new',
    body: doc(
      'Coupa Supplier Portal',
      `<style>body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f3f5f8}.h{background:#fff;padding:14px 30px;border-bottom:1px solid #dfe3e8;color:#0a4b8f;font-weight:700;font-size:20px}
.w{max-width:400px;margin:60px auto;background:#fff;padding:32px;border:1px solid #dfe3e8}input{width:100%;height:40px;border:1px solid #b0bac5;padding:0 10px;box-sizing:border-box;margin:6px 0 12px}
.b{width:100%;height:40px;background:#0a4b8f;color:#fff;border:0}</style>`,
      `<div class="h">coupa supplier portal</div><div class="w"><h2 style="margin-top:0;font-weight:500">Login</h2>
<form method="post" action="/sessions"><label style="font-size:13px">Email</label><input type="email" name="user[login]"><label style="font-size:13px">Password</label><input type="password" name="user[password]"><button class="b">Login</button><input type="hidden" name="authenticity_token" value="kq9Xy3P2m7NvT1"></form>
<p style="font-size:13px"><a href="/password_resets/new">Forgot your password?</a> &middot; <a href="/registrations/new">Create an account</a></p>
<p style="font-size:11px;color:#8a96a3">Coupa never asks suppliers to change remittance details by email. Update bank details only inside the portal.</p></div>`,
    ),
  },
  {
    id: 't-ok-ringcentral-voicemail',
    label: 'clean',
    kind: 'voicemail-vendor',
    url: 'https://app.ringcentral.com/messages/voicemail?filter=unread',
    body: doc(
      'RingCentral',
      `<style>body{margin:0;font-family:Lato,Arial,sans-serif;background:#fff}.l{display:flex;height:100vh}.nav{width:64px;background:#066fac}.list{width:360px;border-right:1px solid #e6e6e6}
.it{padding:14px 18px;border-bottom:1px solid #f0f0f0;font-size:14px}.it small{color:#777}.main{flex:1;display:flex;align-items:center;justify-content:center;color:#777}</style>`,
      `<div class="l"><div class="nav"></div><div class="list"><div style="padding:16px 18px;font-weight:700;font-size:18px">Voicemail</div>
<div class="it"><b>+1 (312) 555-0148</b><br><small>Thu 9:32 AM &middot; 0:47 &middot; "Hi, this is Tom from Cascade about the Q4 order&hellip;"</small></div>
<div class="it">Ana Lima (ext. 2214)<br><small>Wed 4:10 PM &middot; 0:21</small></div><div class="it">Unknown caller<br><small>Tue 11:02 AM &middot; 0:05</small></div></div>
<div class="main">Select a voicemail to play it here, or open it from the RingCentral app.</div></div>
<script>window.__RC_CONFIG__={brandId:"1210",appVersion:"24.4.10",env:"production"};</script>`,
    ),
  },
  {
    id: 't-ok-whatsapp-web-qr',
    label: 'clean',
    kind: 'qr-login',
    url: 'https://web.whatsapp.com/?lang=en_GB',
    body: doc(
      'WhatsApp',
      `<meta name="description" content="Quickly send and receive WhatsApp messages right from your computer."><link rel="icon" href="/favicon-64x64.ico">
<style>body{margin:0;font-family:"Segoe UI",Helvetica,sans-serif;background:#fcf5eb}.top{height:220px;background:#00a884}.c{width:860px;max-width:94%;margin:-160px auto 0;background:#fff;padding:50px 60px;display:flex;justify-content:space-between;gap:40px;box-shadow:0 17px 50px rgba(11,20,26,.19)}
ol{font-size:17px;line-height:2.2;color:#3b4a54}.qr{position:relative}</style>`,
      `<div class="top"></div><div class="c"><div><h1 style="font-weight:300;color:#41525d">Use WhatsApp on your computer</h1><ol><li>Open WhatsApp on your phone</li><li>Tap <b>Menu</b> or <b>Settings</b> and select <b>Linked devices</b></li><li>Tap on <b>Link a device</b></li><li>Point your phone to this screen to capture the QR code</li></ol>
<p><a href="#" style="color:#008069">Link with phone number</a></p></div><div class="qr"><img src="/img/qr-session.svg" width="264" height="264" alt="Scan me!"><p style="font-size:14px"><input type="checkbox" checked> Stay logged in on this browser</p></div></div>
<p style="text-align:center;color:#8696a0;font-size:14px;margin-top:30px">&#128274; Your personal messages are end-to-end encrypted</p>
<script>setInterval(function(){var i=document.querySelector('.qr img');i.src='/img/qr-session.svg?r='+Date.now()},20000);</script>`,
    ),
    routes: {
      'web.whatsapp.com/img/qr-session.svg': svgRoute(qrSvg('2@Kq8Zx7Rj3tPpLm2,whatsapp-web-ref')),
      'web.whatsapp.com/favicon-64x64.ico': pngRoute(0, 168, 132),
    },
  },
  {
    id: 't-ok-mysignins-authenticator-qr',
    label: 'clean',
    kind: 'qr-login',
    url: 'https://mysignins.microsoft.com/security-info?tenant=8f2b3c4d-hartwell',
    body: doc(
      'My Sign-Ins | Security Info',
      `<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#faf9f8;color:#323130}.h{height:48px;background:#0078d4;color:#fff;display:flex;align-items:center;padding:0 20px;gap:12px}
.l{display:flex}.nav{width:220px;padding:20px;font-size:14px;line-height:2.4}.m{flex:1;padding:24px 40px}
.dlg{background:#fff;border:1px solid #edebe9;box-shadow:0 6px 20px rgba(0,0,0,.12);max-width:520px;padding:26px}.b{background:#0078d4;color:#fff;border:0;padding:7px 18px}</style>`,
      `<div class="h"><b>Hartwell Engineering</b><span>|</span><span>My Sign-Ins</span></div>
<div class="l"><div class="nav">Overview<br><b>Security info</b><br>Devices<br>Password<br>Organizations<br>Settings &amp; Privacy<br>Recent activity</div>
<div class="m"><h2>Security info</h2><p style="font-size:14px">These are the methods you use to sign into your account or reset your password.</p>
<div class="dlg"><h3 style="margin-top:0">Microsoft Authenticator</h3><p style="font-size:14px"><b>Scan the QR code</b></p><p style="font-size:13px">Use the Microsoft Authenticator app to scan the QR code. This will connect the Microsoft Authenticator app with your account. After you scan the QR code, choose "Next".</p>
<img src="/api/authenticator/qr.svg" width="170" height="170" alt="QR code"><p style="font-size:13px"><a href="#">Can't scan image?</a></p><div style="text-align:right"><button style="border:1px solid #8a8886;background:#fff;padding:7px 18px">Back</button> <button class="b">Next</button></div></div></div></div>`,
    ),
    routes: { 'mysignins.microsoft.com/api/authenticator/qr.svg': svgRoute(qrSvg('phonefactor://activate_account?code=482193017&url=https://mobileappcommunicator.auth.microsoft.net/activate/')) },
  },
  {
    id: 't-ok-duo-universal-prompt',
    label: 'clean',
    kind: 'vendor-mfa',
    url: 'https://api-7f3a91c2.duosecurity.com/frame/v4/auth/prompt?sid=frameless-3b2c1d0e-9f8a-4b7c-a6d5-e4f3a2b1c0d9',
    body: doc(
      'Duo Security',
      `<meta name="robots" content="noindex"><style>body{margin:0;font-family:"Inter",-apple-system,"Segoe UI",sans-serif;background:#f7f8fa;color:#1a1a1a}.w{max-width:420px;margin:8vh auto;background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:34px;text-align:center}
.lg{height:36px;color:#7a1f2b;font-weight:800;letter-spacing:1px}.ph{font-size:48px;margin:18px 0}.k{font-size:12px;color:#63636e}.o{display:block;margin:8px auto;color:#0b6fd2;font-size:14px;text-decoration:none}.ft{font-size:12px;color:#63636e;margin-top:24px}</style>`,
      `<div class="w"><div class="lg">WESTBROOK UNIVERSITY</div><h2>Check for a Duo Push</h2><p class="k">Verify it's you by approving the notification&hellip;</p><div class="ph">&#128241;</div>
<p>Sent to "iPhone" (&bull;&bull;&bull;-&bull;&bull;&bull;-4417)</p><a class="o" href="#">Other options</a><a class="o" href="#">Need help?</a>
<p class="k">If you didn't just try to log in, <b>deny</b> the push and report it.</p><div class="ft">Secured by Duo &middot; <a href="https://duo.com/legal/privacy" style="color:#63636e">Privacy</a></div></div>
<script>window.__DUO__={txid:"3b2c1d0e-9f8a",akey:"DAK7Q2N9ZP1F",host:location.host,version:"2.7.4"};setTimeout(function(){document.querySelector('.k').textContent='Still waiting\u2026 approve on your device.'},5000);</script>`,
    ),
  },
  {
    id: 't-ok-box-sign-request',
    label: 'clean',
    kind: 'esign-vendor',
    url: 'https://app.box.com/sign/document/8f0e1d2c-3b4a-5968-7a6b-5c4d3e2f1a0b/93a8b7c6d5e4/sign',
    body: doc(
      'Box Sign',
      `<style>body{margin:0;font-family:Lato,Helvetica,sans-serif;background:#f4f4f4}.h{background:#fff;border-bottom:1px solid #e8e8e8;padding:10px 20px;display:flex;align-items:center;gap:12px}.lg{background:#0061d5;color:#fff;font-weight:700;padding:2px 8px;border-radius:4px}
.d{max-width:760px;margin:20px auto;background:#fff;padding:56px;box-shadow:0 1px 4px rgba(0,0,0,.15);font-size:14px;line-height:1.7}.s{display:inline-block;border:2px dashed #0061d5;background:#eef5ff;color:#0061d5;padding:6px 18px;border-radius:4px;font-weight:700}
.b{margin-left:auto;background:#0061d5;color:#fff;border:0;padding:8px 18px;border-radius:4px}</style>`,
      `<div class="h"><span class="lg">box</span><b>Box Sign</b><span style="font-size:13px;color:#555">Request from Vesta Biolabs Procurement</span><button class="b">Sign &amp; Complete</button></div>
<div class="d"><h2>Supplier Code of Conduct Acknowledgement</h2><p>Vesta Biolabs, Inc. requires all suppliers to acknowledge the Supplier Code of Conduct annually. By signing below, Supplier confirms that it complies with applicable anti-bribery, labour, environmental and data-protection laws.</p>
<p>Supplier: <b>Hartwell Engineering, Inc.</b></p><p>Authorised signatory: <span class="s">Sign here</span> &nbsp; Date: <span class="s">Date</span></p></div>
<p style="text-align:center;font-size:11px;color:#888">Box Sign &middot; Legally binding e-signatures &middot; <a href="https://www.box.com/legal">Legal</a> &middot; <a href="https://www.box.com/legal/privacypolicy">Privacy</a></p>`,
    ),
  },
];
