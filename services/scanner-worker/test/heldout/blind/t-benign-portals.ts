import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, corpChrome, cssRoute, pngRoute, fileRoute, jsRoute, jsonRoute, gtagStub, wpPage, cookieBanner } from '../parts/t-kit.js';
import { cfb } from '../parts/e-bin.js';

// Reported by mistake: helpdesk portals, IT notices, university SSO, VPN download, CDN challenge pages, a small business site — blind split.

const hwNav = ['Home', 'News', 'People', 'Departments', 'IT Service Desk', 'HR'];

export const entries: Entry[] = [
  {
    id: 't-ok-servicenow-portal',
    label: 'clean',
    kind: 'helpdesk-portal',
    url: 'https://hartwelleng.service-now.com/sp?id=sc_cat_item&sys_id=3f1dd0320a0a0b99000a53f7604a2ef9',
    body: doc(
      'Request VPN access - IT Service Portal',
      `<meta name="robots" content="noindex"><script>window.NOW={user_id:"6816f79cc0a8016401c5a33be04be441",language:"en",portal_id:"81b75d3147032100ba13a5554ee4902b"};var g_ck="a3e1f7c9b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f1";</script>
<style>body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f5f6f8;color:#2e2e2e}.h{background:#293e40;color:#fff;padding:12px 30px;display:flex;gap:22px;align-items:center}
.w{max-width:1000px;margin:24px auto;display:grid;grid-template-columns:1fr 280px;gap:24px}.c{background:#fff;border:1px solid #ddd;padding:24px}
label{display:block;font-weight:600;margin:14px 0 4px;font-size:14px}select,textarea,input{width:100%;padding:8px;border:1px solid #bbb;box-sizing:border-box}.b{background:#278efc;color:#fff;border:0;padding:10px 22px;margin-top:16px}</style>`,
      `<div class="h"><b>Hartwell IT Service Portal</b><span>Home</span><span>Catalog</span><span>Knowledge</span><span>My Requests</span><span style="margin-left:auto">Jorge Morales &#9662;</span></div>
<div class="w"><div class="c"><div style="font-size:13px;color:#666">Service Catalog &rsaquo; Access &rsaquo; Remote Access</div><h2>Request VPN access</h2><p style="font-size:14px">Request GlobalProtect VPN access for remote work. Approval by your manager is required.</p>
<form><label>Requested for</label><input value="Jorge Morales" readonly><label>Business justification</label><textarea rows="4"></textarea><label>Access profile</label><select><option>Standard remote worker</option><option>Engineering (CAD license servers)</option><option>Contractor (time-limited)</option></select><label>End date (contractors)</label><input type="date"><button class="b" type="button">Submit</button></form></div>
<div class="c"><b>Related articles</b><ul style="font-size:14px"><li>KB0012210: Installing GlobalProtect</li><li>KB0010034: Reporting a phishing email</li><li>KB0011876: MFA: new phone</li></ul></div></div>`,
    ),
  },
  {
    id: 't-ok-helpdesk-zammad',
    label: 'clean',
    kind: 'helpdesk-portal',
    url: 'https://support.vesta-biolabs.com/#login',
    body: doc(
      'Vesta Biolabs IT Support',
      `<meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/assets/application-1d7f3c.css"><script>var Config={product_name:"Vesta Biolabs IT Support",fqdn:"support.vesta-biolabs.com",ui_user_organization_selector_with_email:true};</script>`,
      `<div class="login"><div class="hero"><img src="/api/v1/system_assets/product_logo/1732800000" width="64" height="64" alt=""><h1>Vesta Biolabs IT Support</h1></div>
<div class="box"><p>Log in with your Vesta account to view and update your tickets.</p><a class="sso" href="/auth/microsoft_office365">Sign in with Microsoft</a><div class="or">or</div>
<form method="post" action="/api/v1/signin"><input name="username" placeholder="Username / email"><input name="password" type="password" placeholder="Password"><label><input type="checkbox" name="remember_me"> Remember me</label><button>Sign in</button></form>
<p class="sm"><a href="#password_reset">Forgot password?</a></p></div>
<p class="sm c">Lab instrument down? Call the 24h line (617) 555-0133. &middot; Powered by Zammad</p></div>`,
    ),
    routes: {
      'support.vesta-biolabs.com/assets/application-1d7f3c.css': cssRoute(`body{margin:0;background:#f9fafa;font-family:"Fira Sans","Helvetica Neue",sans-serif;color:#585856}.login{max-width:420px;margin:60px auto;text-align:center}.box{background:#fff;border:1px solid #e4e4e4;border-radius:6px;padding:24px;text-align:left}.box input:not([type=checkbox]){width:100%;padding:9px;border:1px solid #ccc;border-radius:4px;margin:5px 0;box-sizing:border-box}.box button{width:100%;padding:10px;background:#38ad69;color:#fff;border:0;border-radius:4px;margin-top:8px}.sso{display:block;text-align:center;border:1px solid #ccc;border-radius:4px;padding:9px;color:#333;text-decoration:none}.or{text-align:center;margin:10px;color:#aaa}.sm{font-size:12px}.c{text-align:center}`),
      'support.vesta-biolabs.com/api/v1/system_assets/product_logo/1732800000': pngRoute(56, 173, 105),
    },
  },
  {
    id: 't-ok-password-expiry-intranet',
    label: 'clean',
    kind: 'password-expiry',
    url: 'https://intranet.hartwell-eng.com/it/notices/password-expiry?days=5',
    body: doc(
      'Your password expires in 5 days – IT Service Desk',
      gtagStub('G-HWINTRA001'),
      corpChrome(
        'Hartwell Engineering',
        '#1d4e89',
        hwNav,
        `<div style="background:#fff4ce;border:1px solid #f0c000;padding:14px;border-radius:4px"><b>Your network password expires in <span id="d">5</span> days.</b> Change it before it expires to avoid being locked out of email, VPN and Teams.</div>
<h2>How to change your password</h2><h3>On a company laptop (in the office or on VPN)</h3><ol><li>Press <b>Ctrl + Alt + Del</b>.</li><li>Choose <b>Change a password</b>.</li><li>Enter your old password and a new one, then press Enter.</li></ol>
<h3>From anywhere</h3><p>Go to <b>https://passwordreset.microsoftonline.com</b> (Microsoft's self-service password reset) and follow the steps. You will be asked for your Authenticator approval.</p>
<h3>Password rules</h3><ul><li>At least 14 characters; a passphrase is best.</li><li>Must not contain your name or "Hartwell".</li><li>Cannot reuse any of your last 10 passwords.</li></ul>
<p><b>Reminder:</b> IT will never ask you to type your current password into a web page to "keep" it, and we never send password-expiry links by email. This notice only appears on the intranet and in the Windows notification area.</p>
<script>var n=new URLSearchParams(location.search).get('days');if(n&&/^\\d+$/.test(n))document.getElementById('d').textContent=n;</script>`,
      ),
    ),
  },
  {
    id: 't-ok-university-shibboleth',
    label: 'clean',
    kind: 'institution-sso',
    url: 'https://idp.northfield.ac.uk/idp/profile/SAML2/Redirect/SSO?execution=e1s1',
    body: doc(
      'Northfield University – Log in',
      `<link rel="stylesheet" href="/idp/css/main.css"><meta name="robots" content="noindex">`,
      `<div class="wrapper"><div class="container"><header><img src="/idp/images/northfield-logo.png" alt="Northfield University" width="200" height="50"><h1>Log in to Blackboard Learn</h1></header>
<div class="content"><div class="column one"><form action="/idp/profile/SAML2/Redirect/SSO?execution=e1s1" method="post"><input type="hidden" name="csrf_token" value="_b6f7c8d9e0a1b2c3">
<div class="form-element-wrapper"><label for="username">Username</label><input class="form-element form-field" id="username" name="j_username" type="text" placeholder="e.g. ab1234"></div>
<div class="form-element-wrapper"><label for="password">Password</label><input class="form-element form-field" id="password" name="j_password" type="password"></div>
<div class="form-element-wrapper"><input type="checkbox" name="donotcache" value="1" id="donotcache"> <label for="donotcache">Don't remember login</label></div>
<div class="form-element-wrapper"><input id="_shib_idp_revokeConsent" type="checkbox" name="_shib_idp_revokeConsent" value="true"> <label for="_shib_idp_revokeConsent">Clear prior granting of permission for release of your information to this service.</label></div>
<div class="form-element-wrapper"><button class="form-element form-button" type="submit" name="_eventId_proceed">Login</button></div></form></div>
<div class="column two"><ul class="list list-help"><li class="list-help-item"><a href="https://www.northfield.ac.uk/it/password">Forgot your password?</a></li><li class="list-help-item"><a href="https://www.northfield.ac.uk/it/help">Need Help?</a></li></ul>
<p class="note">Log in through this page only when the address bar shows idp.northfield.ac.uk. The IT Service Desk will never email you a login link.</p></div></div></div>
<footer><div class="container container-footer"><p class="footer-text">Northfield University IT Services &middot; Shibboleth Identity Provider 5</p></div></footer></div>`,
    ),
    routes: {
      'idp.northfield.ac.uk/idp/css/main.css': cssRoute(`body{margin:0;font-family:Arial,sans-serif;background:#eef0f2}.container{max-width:860px;margin:0 auto;background:#fff;padding:30px}header h1{font-size:22px;color:#003b5c}.content{display:flex;gap:40px}.column.one{flex:1}.column.two{width:260px;font-size:14px}.form-element-wrapper{margin:12px 0}.form-field{width:100%;padding:8px;border:1px solid #999;box-sizing:border-box}.form-button{background:#003b5c;color:#fff;border:0;padding:10px 26px}.note{font-size:12px;color:#666}.footer-text{font-size:12px;color:#777}`),
      'idp.northfield.ac.uk/idp/images/northfield-logo.png': pngRoute(0, 59, 92),
    },
  },
  {
    id: 't-ok-it-downloads-vpn-client',
    label: 'clean',
    kind: 'it-downloads',
    url: 'https://vpn.hartwell-eng.com/global-protect/portal/portal.esp',
    body: doc(
      'GlobalProtect Portal',
      `<style>body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f2f2f2}.h{background:#333;color:#fff;padding:12px 24px;display:flex;justify-content:space-between}.w{max-width:620px;margin:50px auto;background:#fff;border:1px solid #ddd;padding:28px}
.w a.d{display:block;padding:10px;border:1px solid #ddd;margin:8px 0;text-decoration:none;color:#0066b3}</style>`,
      `<div class="h"><b>GlobalProtect Portal</b><span>j.morales &middot; <a href="/global-protect/logout.esp" style="color:#fff">Log Out</a></span></div>
<div class="w"><h3>GlobalProtect Agent</h3><p style="font-size:14px">Download and install the software below. After installation, connect to portal <b>vpn.hartwell-eng.com</b>.</p>
<a class="d" href="/global-protect/getmsi.esp?version=64&amp;platform=windows">Download Windows 64 bit GlobalProtect agent</a>
<a class="d" href="/global-protect/getmsi.esp?version=32&amp;platform=windows">Download Windows 32 bit GlobalProtect agent</a>
<a class="d" href="/global-protect/getsoftwarepage.esp?platform=mac">Download Mac 32/64 bit GlobalProtect agent</a>
<p style="font-size:12px;color:#777">Linux and mobile: install GlobalProtect from your platform's app store. Version 6.2.5-c788 &middot; Hartwell Engineering IT</p></div>`,
    ),
    routes: {
      'vpn.hartwell-eng.com/global-protect/getmsi.esp': fileRoute(cfb(['GlobalProtect', 'Palo Alto Networks', 'PanGPA.exe', 'PanGPS.exe', 'InstallExecuteSequence', '6.2.5-c788'], 16384), 'application/x-msi', 'GlobalProtect64.msi'),
    },
  },
  {
    id: 't-ok-cloudflare-challenge',
    label: 'clean',
    kind: 'cdn-challenge',
    url: 'https://portal.northgatepartners.com/client/login',
    body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial}body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem;padding-right:1.5rem;width:100%}.h1{font-size:2.5rem;font-weight:500;line-height:3.75rem}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin-top:1rem}.footer{font-size:.75rem;line-height:1.125rem;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;width:100%;border-top:1px solid #d9d9d9;text-align:center}#challenge-stage{margin:2rem 0;min-height:65px}</style>
<meta http-equiv="refresh" content="390"></head><body class="no-js"><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">portal.northgatepartners.com</h1><h2 id="challenge-running" class="h2">Verifying you are human. This may take a few seconds.</h2><noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript><div id="challenge-stage"></div><div id="challenge-body-text" class="core-msg spacer">portal.northgatepartners.com needs to review the security of your connection before proceeding.</div></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:"portal.northgatepartners.com",cType:'managed',cRay:'8e9f1a2b3c4d5e6f',cH:'Kq8Zx7Rj3tPpLm2.Xy',cUPMDTk:"\\/client\\/login?__cf_chl_tk=Vw3n9",cFPWv:'g',cITimeS:'1764252000',cTplC:0,cTplV:5,cTplB:'cf',cK:"",fa:"\\/client\\/login?__cf_chl_f_tk=Vw3n9",md:"ab12cd34",mdrd:"ef56gh78"};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8e9f1a2b3c4d5e6f';window._cf_chl_opt.cOgUHash=location.hash===''&&location.href.indexOf('#')!==-1?'#':location.hash;window._cf_chl_opt.cOgUQuery=location.search===''&&location.href.slice(0,location.href.length-window._cf_chl_opt.cOgUHash.length).indexOf('?')!==-1?'?':location.search;if(window.history&&window.history.replaceState){var ogU=location.pathname+window._cf_chl_opt.cOgUQuery+window._cf_chl_opt.cOgUHash;history.replaceState(null,null,"\\/client\\/login?__cf_chl_rt_tk=Vw3n9"+window._cf_chl_opt.cOgUHash);cpo.onload=function(){history.replaceState(null,null,ogU);};}document.getElementsByTagName('head')[0].appendChild(cpo);}());</script>
<div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>8e9f1a2b3c4d5e6f</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com?utm_source=challenge&amp;utm_campaign=m" target="_blank">Cloudflare</a></div></div></div></body></html>`,
    routes: {
      'portal.northgatepartners.com/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1': jsRoute(`(function(){var s=document.getElementById('challenge-stage');s.innerHTML='<div style="width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;gap:10px;padding:0 12px;font-size:14px"><span style="width:22px;height:22px;border:2px solid #f38020;border-radius:50%"></span>Verifying...<span style="margin-left:auto;font-size:10px;color:#888">CLOUDFLARE</span></div>';
setTimeout(function(){document.getElementById('challenge-running').textContent='Verification successful. Waiting for portal.northgatepartners.com to respond...';},2500);})();`),
    },
  },
  {
    id: 't-ok-hcaptcha-challenge',
    label: 'clean',
    kind: 'cdn-challenge',
    url: 'https://www.cascadeelectric-supply.com/contact/request-quote',
    body: doc(
      'Request a Quote | Cascade Electric Supply',
      `${gtagStub('G-CESQUOTE22')}<script src="https://js.hcaptcha.com/1/api.js?hl=en&recaptchacompat=off" async defer></script>
<style>body{margin:0;font-family:"Work Sans",Arial,sans-serif;color:#222}.h{background:#0a7d3b;color:#fff;padding:16px 30px;display:flex;justify-content:space-between;align-items:center}.h a{color:#fff;margin-left:18px;text-decoration:none}
.w{max-width:720px;margin:30px auto;padding:0 20px}label{display:block;font-weight:600;margin:12px 0 4px}input,textarea,select{width:100%;padding:9px;border:1px solid #bbb;box-sizing:border-box}
.b{background:#0a7d3b;color:#fff;border:0;padding:11px 26px;margin-top:14px}footer{background:#222;color:#bbb;padding:20px 30px;font-size:13px;margin-top:40px}</style>`,
      `<div class="h"><b>Cascade Electric Supply</b><nav><a href="/">Products</a><a href="/">Brands</a><a href="/">Branches</a><a href="/contact/">Contact</a></nav></div>
<div class="w"><h1>Request a quote</h1><p>Contractors and facilities teams: send us your material list and a branch specialist will reply within one business day.</p>
<form method="post" action="/contact/request-quote"><label>Company</label><input name="company"><label>Your name</label><input name="name"><label>Email</label><input name="email" type="email"><label>Branch</label><select name="branch"><option>Portland</option><option>Salem</option><option>Eugene</option><option>Vancouver WA</option></select>
<label>Material list / project details</label><textarea name="details" rows="6"></textarea><div style="margin-top:14px" class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div><button class="b">Send request</button></form>
<p style="font-size:13px;color:#666">Note: we have changed banks in the past 12 months only once, and we will never ask you to update our remittance details by email. Always call your branch to confirm.</p></div>
<footer>&copy; 2026 Cascade Electric Supply LLC &middot; 1-800-555-0177 &middot; Privacy Policy &middot; Terms of Sale</footer>${cookieBanner('Cascade Electric Supply', '/privacy')}`,
    ),
    routes: {
      'js.hcaptcha.com/1/api.js?hl=en&recaptchacompat=off': jsRoute(`/* hCaptcha api.js (loader) */!function(){function r(){document.querySelectorAll('.h-captcha').forEach(function(e){if(e.dataset.r)return;e.dataset.r=1;e.innerHTML='<div style="width:302px;height:76px;border:1px solid #d5d5d5;border-radius:4px;background:#fafafa;display:flex;align-items:center;gap:12px;padding:0 14px;font:14px Arial"><span style="width:26px;height:26px;border:2px solid #999;border-radius:4px;background:#fff;display:inline-block"></span>I am human<span style="margin-left:auto;font-size:9px;color:#555;text-align:center">hCaptcha<br>Privacy - Terms</span></div>'})}window.hcaptcha={render:r,getResponse:function(){return''},reset:function(){}};document.readyState!=='loading'?r():document.addEventListener('DOMContentLoaded',r)}();`),
    },
  },
  {
    id: 't-ok-wp-smallbiz-site',
    label: 'clean',
    kind: 'smallbiz-site',
    url: 'https://www.meadowbrookvet.com/services/',
    body: wpPage({
      host: 'www.meadowbrookvet.com',
      biz: 'Meadowbrook Veterinary Clinic',
      tagline: 'Compassionate care for dogs, cats &amp; small pets',
      title: 'Services',
      color: '#4a7c59',
      content: `<h1>Our Services</h1><p>From routine wellness visits to surgery and dentistry, our AAHA-accredited team treats every patient like family.</p>
<h3>Wellness &amp; Prevention</h3><p>Annual exams, vaccinations, parasite prevention and nutrition counselling.</p><h3>Surgery</h3><p>Spay/neuter, soft-tissue surgery and mass removals with full anaesthetic monitoring.</p>
<h3>Dentistry</h3><p>Digital dental X-rays, cleanings and extractions. February is Pet Dental Month &mdash; 15% off cleanings.</p>
<h3>Client portal</h3><p>View vaccine records and request refills in our client portal, powered by PetDesk. <a href="https://app.petdesk.com/">Log in to the client portal</a>.</p>
<p><a class="wp-block-button__link" href="/appointments/">Request an appointment</a></p>`,
      phone: '(919) 555-0127',
      address: '3310 Meadowbrook Dr, Raleigh, NC 27612',
      injected: cookieBanner('Meadowbrook Veterinary Clinic', '/privacy-policy/'),
    }),
  },
];
