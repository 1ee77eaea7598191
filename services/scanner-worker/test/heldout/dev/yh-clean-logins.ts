import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-clean-absa-ib-logon-own-domain',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://ib.absa.co.za/absa-online/login.jsp',
  body: doc('Absa Online | Log on', `
<div class="top"><a href="https://www.absa.co.za/personal/">${wordmark('absa', '#dc0032', { shape: 'none', h: 34 })}</a><span>Absa Online</span></div>
<div class="w">
 <form id="logon" method="post" action="/absa-online/login.jsp">
  <h1>Log on</h1>
  <label>Access account number</label><input name="AccessAccount" inputmode="numeric" maxlength="10" autocomplete="username">
  <label>PIN</label><input name="PIN" type="password" maxlength="5" inputmode="numeric" autocomplete="current-password">
  <label>User number</label><input name="UserNumber" value="1" maxlength="2" inputmode="numeric">
  <input type="hidden" name="nonce" value="8b1f0c2a4e9d47">
  <button>Next</button>
  <p class="s">After this step we will ask for selected characters of your password.</p>
  <p><a href="https://www.absa.co.za/personal/bank/absa-online/reset/">Forgot your PIN or password?</a></p>
 </form>
 <div class="adv"><h3>Stay safe</h3><p>Absa will never ask you to re-register your app via a link, or for your PIN, password or OTP over the phone. If you receive such a message, forward it to <b>phishing@absa.co.za</b> and delete it.</p><p>Report fraud: 0860 557 557</p></div>
</div>
<footer>Absa Bank Limited, Reg No 1986/004794/06. Authorised Financial Services Provider. Registered Credit Provider Reg No NCRCP7. <a href="https://www.absa.co.za/legal/">Legal</a></footer>`, {
    head: favicon('#dc0032'),
    css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f7f5f5}.top{background:#fff;border-bottom:3px solid #dc0032;padding:14px 24px;display:flex;align-items:center;gap:14px}.top span{color:#870a3c;font-weight:600}
.w{display:flex;gap:24px;max-width:900px;margin:30px auto;padding:0 16px}form{flex:1;background:#fff;padding:26px;border-radius:4px}.adv{flex:1;background:#fff3f6;padding:22px;border-radius:4px;font-size:14px}
label{display:block;margin:12px 0 4px;font-size:13px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;border-radius:4px}button{margin-top:16px;background:#dc0032;color:#fff;border:0;padding:12px 32px;border-radius:22px}.s{font-size:12px;color:#777}footer{text-align:center;font-size:11px;color:#888;padding:20px}`,
  }),
},
{
  id: 'yh-clean-standardbank-business-online-own',
  label: 'clean',
  kind: 'business-banking-own-domain',
  url: 'https://businessonline.standardbank.co.za/bol/login',
  body: doc('Business Online | Standard Bank', `
<div class="nav">${wordmark('Standard Bank', '#0033a1', { shape: 'shield', h: 32, w: 210 })}<span>Business Online</span><a href="https://www.standardbank.co.za/southafrica/business/contact-us">Contact us</a></div>
<main>
 <form method="post" action="/bol/j_security_check" id="bol">
  <h2>Sign in</h2>
  <label>Company ID</label><input name="companyId" autocomplete="organization">
  <label>User ID</label><input name="userId" autocomplete="username">
  <label>Password</label><input name="password" type="password" autocomplete="current-password">
  <input type="hidden" name="_csrf" value="f4d2c1a9-7b3e-4c1d-9a8e-2f5b6c7d8e90">
  <button>Sign in</button>
  <p class="h">You will be asked to approve this sign-in with your token or the Standard Bank /ID app.</p>
 </form>
 <div class="n">
  <h3>Service notices</h3>
  <ul><li>Business Online will be unavailable on Sunday 02:00–05:00 for scheduled maintenance.</li><li>Beware of emails asking you to "authorise with your token" via a link. We will never send you a link to Business Online.</li></ul>
  <p>Business Online Service Centre: <b>0860 123 000</b></p>
 </div>
</main>`, {
    head: favicon('#0033a1'),
    css: `body{margin:0;background:#eef2fa;font-family:Arial,sans-serif}.nav{background:#fff;padding:12px 26px;display:flex;align-items:center;gap:16px;border-bottom:4px solid #0033a1}.nav span{flex:1;color:#0033a1;font-size:18px}.nav a{color:#0033a1;font-size:13px}
main{display:flex;gap:22px;max-width:900px;margin:30px auto}form{flex:1;background:#fff;padding:26px}.n{flex:1;background:#fff;padding:20px;font-size:14px}label{display:block;margin:12px 0 4px;font-size:13px;color:#555}input{width:100%;box-sizing:border-box;border:0;border-bottom:2px solid #9fb0d3;padding:8px 2px;font-size:15px}
button{margin-top:20px;background:#0033a1;color:#fff;border:0;padding:12px 26px}.h{font-size:12px;color:#777}`,
  }),
},
{
  id: 'yh-clean-sars-efiling-login-own',
  label: 'clean',
  kind: 'revenue-login-own-domain',
  url: 'https://secure.sarsefiling.co.za/app/login/individual',
  body: doc('SARS eFiling - Login', `
<div class="b">SARS eFiling<small>South African Revenue Service</small></div><div class="y"></div>
<div class="w">
 <div class="lg">
  <h2>Login</h2>
  <form method="post" action="/app/login" id="lf">
   <label>Username</label><input name="username" autocomplete="username">
   <label>Password</label><input name="password" type="password" autocomplete="current-password">
   <button>Login</button>
  </form>
  <p><a href="/app/forgot-username">Forgot username?</a> · <a href="/app/forgot-password">Forgot password?</a> · <a href="/app/register">Register</a></p>
 </div>
 <div class="nt">
  <h3>Important notices</h3>
  <p><b>Scam alert:</b> SARS does not send emails or SMSes with hyperlinks asking you to claim a refund or to confirm banking details. Refunds are only paid into the bank account verified on your eFiling profile. Report phishing to <b>phishing@sars.gov.za</b>.</p>
  <p>Auto-assessment notices for the 2025 filing season are available under <i>Returns Issued</i>.</p>
 </div>
</div>
<footer>© South African Revenue Service · <a href="https://www.sars.gov.za/legal-counsel/">Legal</a> · <a href="https://www.sars.gov.za/contact-us/">Contact SARS</a> 0800 00 7277</footer>`, {
    head: favicon('#003b71'),
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f7fa}.b{background:#003b71;color:#fff;padding:14px 24px;font-size:20px}.b small{display:block;font-size:12px;color:#c9d7e6}.y{height:5px;background:#f3b815}
.w{display:flex;gap:20px;max-width:900px;margin:30px auto}.lg{flex:1;background:#fff;padding:24px}.nt{flex:1;background:#fff;padding:20px;font-size:14px}label{display:block;margin:10px 0 3px;font-size:13px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #aab}button{margin-top:14px;background:#003b71;color:#fff;border:0;padding:10px 28px}
footer{text-align:center;font-size:11px;color:#777;padding:20px}a{color:#003b71}`,
  }),
},
{
  id: 'yh-clean-mpesa-org-portal-own',
  label: 'clean',
  kind: 'mobile-money-own-domain',
  url: 'https://org.ke.m-pesa.com/orglogin.action',
  body: doc('M-PESA Org Portal', `
<div class="bar">${wordmark('M-PESA', '#43b02a', { shape: 'none', h: 30 })}<span>Organisation Portal</span></div>
<div class="box">
 <form method="post" action="/orglogin.action" id="lf">
  <h3>Log in</h3>
  <label>Organisation short code</label><input name="organisationName" placeholder="e.g. 600000">
  <label>Operator user name</label><input name="username">
  <label>Password</label><input name="password" type="password">
  <label>Verification code</label><div class="cap"><input name="checkCode" size="6"><img alt="verification code" width="90" height="32" src="/verifyCode.action?t=1"></div>
  <input type="hidden" name="language" value="en">
  <button>Log in</button>
 </form>
 <p class="s">This portal requires a Safaricom-issued operator certificate. For support, contact M-PESA Business on 0722 002 222 or email M-PESABusiness@safaricom.co.ke.</p>
</div>`, {
    css: `body{margin:0;background:#eef5ec;font-family:Tahoma,Arial,sans-serif}.bar{background:#fff;border-bottom:4px solid #43b02a;padding:10px 20px;display:flex;align-items:center;gap:12px}.bar span{color:#2e7d1f}.box{width:360px;margin:50px auto;background:#fff;padding:22px;border:1px solid #cfe3c9}
label{display:block;font-size:12px;margin:8px 0 3px}input{width:100%;box-sizing:border-box;padding:7px;border:1px solid #bbb}.cap{display:flex;gap:8px}.cap input{width:100px}button{margin-top:14px;width:100%;background:#43b02a;color:#fff;border:0;padding:10px}.s{font-size:11px;color:#666}`,
  }),
  routes: {
    'org.ke.m-pesa.com/verifyCode.action': pngRoute(210, 230, 205),
  },
},
{
  id: 'yh-clean-company-owa-own-mail-domain',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://mail.kalaharimutual.co.bw/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.kalaharimutual.co.bw%2fowa%2f',
  body: doc('Outlook', `
<div class="wrap">
 <div class="left"><div>${wordmark('Outlook', '#ffffff', { shape: 'square', h: 40, fg: '#ffffff' })}</div></div>
 <div class="right">
  <form action="/owa/auth.owa" method="POST" name="logonForm" autocomplete="off">
   <input type="hidden" name="destination" value="https://mail.kalaharimutual.co.bw/owa/">
   <input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
   <div class="sign">Outlook</div>
   <div class="lbl">Domain\\user name:</div><input id="username" name="username" placeholder="KMB\\user or user@kalaharimutual.co.bw">
   <div class="lbl">Password:</div><input id="password" name="password" type="password">
   <div class="pub"><label><input type="radio" name="trusted" value="0" checked> This is a public or shared computer</label><br><label><input type="radio" name="trusted" value="4"> This is a private computer</label></div>
   <div class="si"><button type="submit">→ sign in</button></div>
   <p class="n">Kalahari Mutual Bank staff: for access problems call the IT Service Desk on ext. 4400.</p>
  </form>
 </div>
</div>`, {
    css: `body{margin:0;font-family:"Segoe UI",Tahoma,sans-serif}.wrap{display:flex;min-height:100vh}.left{width:40%;background:#0072c6;display:flex;align-items:center;justify-content:center}.right{flex:1;display:flex;align-items:center;padding-left:60px}
.sign{font-size:42px;font-weight:200;margin-bottom:24px}.lbl{font-size:14px;margin:10px 0 4px}input[type=password],#username{width:280px;padding:6px;border:1px solid #ccc}.pub{font-size:13px;margin-top:12px}.si button{margin-top:16px;background:none;border:0;font-size:20px;cursor:pointer}.n{font-size:12px;color:#777;width:300px}`,
  }),
},
{
  id: 'yh-clean-ub-roundcube-webmail-own',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://webmail.ub.ac.bw/roundcube/?_task=login',
  body: doc('University of Botswana Webmail :: Welcome', `
<div id="layout">
 <div class="box">
  <div class="logo">${wordmark('UB Webmail', '#1d3f7a', { shape: 'shield', h: 32, w: 180 })}</div>
  <form name="login" method="post" action="/roundcube/?_task=login">
   <input type="hidden" name="_token" value="Qm7Fd0ZsX1">
   <input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="tz" value="_default_">
   <table><tr><td class="t"><label for="u">Username</label></td><td><input name="_user" id="u" autocomplete="username"></td></tr>
   <tr><td class="t"><label for="p">Password</label></td><td><input name="_pass" id="p" type="password" autocomplete="current-password"></td></tr></table>
   <button type="submit">Login</button>
  </form>
  <p class="n">Staff and students: use your UB username (without @ub.ac.bw). The ICT Service Desk will never email you asking to "upgrade your mailbox" – report such mails to servicedesk@ub.ac.bw.</p>
 </div>
 <p class="ft">University of Botswana · ICT Services · Roundcube Webmail</p>
</div>
<script>try{document.getElementById('tz').value=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}</script>`, {
    css: `body{margin:0;background:#f4f4f4;font-family:Roboto,Arial,sans-serif}#layout{display:flex;flex-direction:column;align-items:center;padding-top:70px}.box{background:#fff;width:380px;padding:26px;border-radius:4px;box-shadow:0 0 6px #0002}.logo{text-align:center;margin-bottom:14px}
table{width:100%}.t{width:90px;font-size:13px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #ccc}button{margin-top:14px;width:100%;background:#1d3f7a;color:#fff;border:0;padding:10px}.n{font-size:12px;color:#666}.ft{font-size:12px;color:#999}`,
  }),
},
{
  id: 'yh-clean-ecitizen-kenya-login-own',
  label: 'clean',
  kind: 'government-login-own-domain',
  url: 'https://accounts.ecitizen.go.ke/en/login',
  body: doc('eCitizen – Sign in', `
<div class="top"><b>eCitizen</b><span>Gateway to all Government services</span><a href="/sw/login">Kiswahili</a></div>
<div class="c">
 <h2>Sign in</h2>
 <form method="post" action="/en/login"><input type="hidden" name="_csrf_token" value="KDwqEBh5Cg4gLR0"><label>ID number or email</label><input name="username"><label>Password</label><input name="password" type="password"><button>Sign in</button></form>
 <p><a href="/en/register">Create account</a> · <a href="/en/password/reset">Forgot password</a></p>
 <p class="n">Pay for government services through the eCitizen checkout only. Paybill <b>222222</b> is the official eCitizen paybill; confirm the bill reference before paying.</p>
</div>`, {
    css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f3f6f4}.top{background:#006b3f;color:#fff;padding:12px 22px;display:flex;gap:14px;align-items:center}.top span{flex:1;font-size:13px}.top a{color:#fff}.c{max-width:400px;margin:40px auto;background:#fff;padding:24px}
label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #ccc}button{margin-top:14px;width:100%;background:#006b3f;color:#fff;border:0;padding:11px}.n{font-size:12px;color:#555}`,
  }),
},
];
