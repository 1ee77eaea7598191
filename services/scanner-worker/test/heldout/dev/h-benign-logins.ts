import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, cookieBar, css, doc, img, js, json, text } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-ok-own-sso-okta-style
{
  id: 'h-ok-own-sso-okta-style',
  label: 'clean',
  kind: 'own-login',
  url: 'https://sso.tidewater-logistics.com/app/tidewater_portal/exk1a9fz2/sso/saml?RelayState=%2Fdashboard',
  body: doc({
    title: 'Tidewater Logistics - Sign In',
    head: '<link rel="icon" href="/assets/tw.png"><meta name="robots" content="noindex">',
    css: `body{margin:0;background:#f4f5f7 url() no-repeat;font-family:"Proxima Nova",Arial,sans-serif}.auth{width:400px;margin:60px auto;background:#fff;border:1px solid #ddd;border-radius:4px;box-shadow:0 2px 0 #0000000d}.auth .hd{padding:30px;text-align:center;border-bottom:1px solid #ddd}.auth .hd img{width:48px;height:48px}.auth .hd h1{font-size:18px;color:#123d5e;margin:10px 0 0}.bd{padding:30px 42px}label{display:block;font-size:14px;margin:14px 0 6px;color:#5e5e5e}input[type=text],input[type=password]{width:100%;padding:9px;border:1px solid #8c8c96;border-radius:3px;box-sizing:border-box}.rm{font-size:13px;margin-top:12px}.btn{margin-top:20px;width:100%;background:#1662dd;color:#fff;border:0;border-radius:3px;padding:11px;font-size:14px}.lk{padding:0 42px 24px;font-size:13px}.lk a{color:#1662dd;display:block;margin:6px 0}.ft{text-align:center;font-size:12px;color:#888;margin-top:16px}`,
    body: `<main class="auth"><div class="hd"><img src="/assets/tw.png" alt="Tidewater Logistics"><h1>Sign In</h1></div>
<form class="bd" method="post" action="/api/v1/authn" id="okta-sign-in"><label for="u">Username</label><input type="text" id="u" name="username" autocomplete="username" placeholder="first.last@tidewater-logistics.com"><label for="p">Password</label><input type="password" id="p" name="password" autocomplete="current-password"><div class="rm"><label style="display:inline"><input type="checkbox" name="remember"> Remember me</label></div><button class="btn" type="submit">Sign In</button></form>
<div class="lk"><a href="/signin/forgot-password">Forgot password?</a><a href="/signin/unlock">Unlock account?</a><a href="https://help.tidewater-logistics.com/it/sso">Help</a></div></main>
<p class="ft">Use of this system is restricted to authorised Tidewater Logistics employees and contractors. Activity may be monitored.<br>Powered by Okta · <a href="https://www.tidewater-logistics.com/privacy">Privacy Policy</a></p>`,
  }),
  routes: { 'sso.tidewater-logistics.com/assets/tw.png': img(18, 61, 94), 'sso.tidewater-logistics.com/api/v1/authn': json({ status: 'MFA_REQUIRED', stateToken: '00xyz' }) },
},
  // h-ok-tplink-wifi-admin
{
  id: 'h-ok-tplink-wifi-admin',
  label: 'clean',
  kind: 'router-admin',
  url: 'https://tplinkwifi.net/webpages/login.html',
  body: doc({
    title: 'Opening...',
    css: `body{margin:0;background:#f2f2f2;font-family:Arial,sans-serif}.hd{background:#4acbd6;height:60px;display:flex;align-items:center;padding:0 30px;color:#fff;font-size:22px;font-weight:bold}.pn{width:360px;margin:80px auto;background:#fff;padding:34px;border-radius:2px;box-shadow:0 0 4px #0002;text-align:center}.pn input{width:100%;padding:10px;border:1px solid #ccc;margin:8px 0;box-sizing:border-box}.pn button{width:100%;background:#4acbd6;color:#fff;border:0;padding:11px;font-size:15px}.ft{text-align:center;font-size:12px;color:#777}`,
    body: `<div class="hd">tp-link &nbsp;<span style="font-weight:normal;font-size:14px">Archer AX55</span></div>
<div class="pn"><p id="t">Log in with local password</p><form id="lf" onsubmit="return login()"><input type="password" id="pc" placeholder="Local Password" autocomplete="off"><button>LOG IN</button></form><p style="font-size:12px"><a href="#" onclick="alert('Reset the router to factory defaults by pressing the RESET button for about 6 seconds.');return false">Forgot password?</a></p><p style="font-size:12px">Use TP-Link ID to log in</p></div>
<p class="ft">Firmware Version: 1.1.3 Build 20240523 rel.41817(5553) · Hardware Version: Archer AX55 v1.0 · Support · App</p>
<script src="/webpages/js/su/su.min.js"></script>
<script>function login(){var p=document.getElementById('pc').value;if(!p){document.getElementById('t').textContent='Please enter the password.';return false}
$.su.encrypt(p,function(e){fetch('/cgi-bin/luci/;stok=/login?form=login',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'data='+encodeURIComponent(JSON.stringify({method:'login',password:e}))}).then(function(r){return r.json()}).then(function(j){if(j.success)location.href='/webpages/index.html';else document.getElementById('t').textContent='Incorrect password.'})});return false}</script>`,
  }),
  routes: {
    'tplinkwifi.net/webpages/js/su/su.min.js': js('window.$=window.$||{};$.su={encrypt:function(p,cb){var h=0;for(var i=0;i<p.length;i++)h=(h*31+p.charCodeAt(i))>>>0;cb(h.toString(16))}};'),
    'tplinkwifi.net/cgi-bin/luci/;stok=/login': json({ success: false, errorcode: 'login failed' }),
  },
},
  // h-ok-atlassian-real-login
{
  id: 'h-ok-atlassian-real-login',
  label: 'clean',
  kind: 'brand-login-real',
  url: 'https://id.atlassian.com/login?continue=https%3A%2F%2Fstart.atlassian.com%2F&application=jira',
  body: doc({
    title: 'Log in with Atlassian account',
    css: `body{margin:0;background:#fafbfc;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#172b4d}.c{width:400px;margin:48px auto;background:#fff;box-shadow:rgba(0,0,0,.1) 0 0 10px;padding:32px 40px;border-radius:3px}.lg{text-align:center;font-weight:700;color:#0052cc;font-size:24px}h5{text-align:center;font-size:16px;margin:24px 0 16px}input{width:100%;padding:8px;border:2px solid #dfe1e6;border-radius:3px;box-sizing:border-box;background:#fafbfc}button{width:100%;background:#0052cc;color:#fff;border:0;border-radius:3px;padding:10px;margin-top:16px;font-weight:600}.o{text-align:center;font-size:12px;color:#5e6c84;margin:16px 0}.s{display:block;border:0;box-shadow:rgba(0,0,0,.2) 1px 1px 5px;padding:10px;text-align:center;margin:8px 0;color:#42526e;text-decoration:none;border-radius:3px;font-weight:600}.ft{text-align:center;font-size:14px;color:#5e6c84}`,
    body: `<div class="c"><div class="lg">▲ ATLASSIAN</div><h5>Log in to continue</h5>
<form id="form-login" method="post" action="/login"><input id="username" name="username" type="email" placeholder="Enter your email" autocomplete="username"><div id="pw" style="display:none"><input id="password" name="password" type="password" placeholder="Enter password" style="margin-top:8px"></div><label style="font-size:14px;display:block;margin-top:10px"><input type="checkbox" style="width:auto"> Remember me</label><button id="login-submit" type="submit">Continue</button></form>
<div class="o">Or continue with:</div><a class="s" href="/login/google">Google</a><a class="s" href="/login/microsoft">Microsoft</a><a class="s" href="/login/apple">Apple</a><a class="s" href="/login/slack">Slack</a>
<p class="ft"><a href="/login/resetpassword">Can't log in?</a> • <a href="/signup">Create an account</a></p><hr><p class="ft" style="font-size:11px">One account for Jira, Confluence, Trello and more.<br>This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.</p></div>
<script>document.getElementById('form-login').addEventListener('submit',function(e){var pw=document.getElementById('pw');if(pw.style.display==='none'){e.preventDefault();pw.style.display='block';document.getElementById('login-submit').textContent='Log in';document.getElementById('password').focus()}});</script>`,
  }),
},
  // h-ok-steam-real-login
{
  id: 'h-ok-steam-real-login',
  label: 'clean',
  kind: 'brand-login-real',
  url: 'https://store.steampowered.com/login/?redir=app%2F730%2F&redir_ssl=1',
  body: doc({
    title: 'Sign In',
    css: `body{margin:0;background:#181a21;color:#b8b6b4;font-family:"Motiva Sans",Arial,sans-serif}.gh{background:#171a21;height:104px;display:flex;align-items:center;gap:40px;padding:0 10%;color:#dcdedf;font-size:15px;text-transform:uppercase}.gh b{font-size:30px;letter-spacing:2px;color:#fff}.w{max-width:740px;margin:40px auto}.w h1{color:#fff;font-weight:400;font-size:32px}.pn{display:flex;gap:40px;background:#181a21;padding:30px;border-radius:4px;box-shadow:0 0 20px #0006}.f{flex:1}.f label{display:block;color:#1999ff;font-size:12px;font-weight:700;text-transform:uppercase;margin:16px 0 6px}.f input{width:100%;background:#32353c;border:0;padding:10px;color:#fff;box-sizing:border-box;border-radius:2px}.f button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:2px;color:#fff;background:linear-gradient(90deg,#06bfff,#2d73ff);font-size:16px}.qr{width:200px;text-align:center}.qr div{width:200px;height:200px;background:#fff;border-radius:8px}`,
    body: `<div class="gh"><b>STEAM</b><span>Store</span><span>Community</span><span>About</span><span>Support</span></div>
<div class="w"><h1>Sign in</h1><div class="pn"><form class="f" method="post" action="/login/dologin/"><label>Sign in with account name</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><label style="text-transform:none;color:#b8b6b4;font-weight:400"><input type="checkbox" checked style="width:auto"> Remember me</label><button>Sign in</button><p style="font-size:12px;text-align:center"><a href="https://help.steampowered.com/en/wizard/HelpWithLogin" style="color:#b8b6b4">Help, I can't sign in</a></p></form>
<div class="qr"><label style="color:#1999ff;font-size:12px;font-weight:700">OR SIGN IN WITH QR</label><div></div><p style="font-size:12px">Use the <a href="#" style="color:#1999ff">Steam Mobile App</a> to sign in via QR code</p></div></div>
<p>New to Steam? <a href="/join/" style="color:#fff">Create an account</a> — It's free and easy. Discover thousands of games to play with millions of new friends.</p></div>
<p style="text-align:center;font-size:12px;color:#8f98a0">© 2026 Valve Corporation. All rights reserved. All trademarks are property of their respective owners in the US and other countries.</p>`,
  }),
},
  // h-ok-password-reset-credit-union
{
  id: 'h-ok-password-reset-credit-union',
  label: 'clean',
  kind: 'password-reset',
  url: 'https://online.aldercreekcu.org/digital/forgot-password?step=verify',
  body: doc({
    title: 'Reset your password | Alder Creek Credit Union',
    css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f6f8f7}.hd{background:#fff;border-bottom:3px solid #2e7d4f;padding:14px 30px;display:flex;align-items:center}.hd b{color:#2e7d4f;font-size:20px}.hd a{margin-left:auto;color:#2e7d4f}.c{max-width:460px;margin:40px auto;background:#fff;padding:30px;border-radius:6px}.st{display:flex;gap:6px;font-size:12px;color:#888;margin-bottom:20px}.st span.on{color:#2e7d4f;font-weight:700}label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;padding:10px;border:1px solid #999;border-radius:4px;box-sizing:border-box}button{margin-top:18px;background:#2e7d4f;color:#fff;border:0;border-radius:4px;padding:11px 24px}.tip{background:#eef6f1;padding:10px;font-size:13px;border-radius:4px}`,
    body: `<div class="hd"><b>Alder Creek Credit Union</b><a href="https://www.aldercreekcu.org/contact">Need help? (541) 555-0142</a></div>
<div class="c"><div class="st"><span>1. Identify</span> › <span class="on">2. Verify</span> › <span>3. New password</span></div>
<h2>Verify it's you</h2><p>We sent a 6-digit code to the phone number ending in <b>••• 0187</b>. The code expires in 10 minutes.</p>
<form method="post" action="/digital/forgot-password/verify"><input type="hidden" name="flow" value="fp_9f1b2c"><label>Verification code</label><input name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6"><label style="font-weight:400"><input type="checkbox" name="trust" style="width:auto"> Remember this device for 30 days</label><button>Verify</button></form>
<p style="font-size:13px"><a href="/digital/forgot-password?step=resend">Send a new code</a> · <a href="/digital/forgot-password?step=voice">Call me instead</a></p>
<p class="tip">Alder Creek CU will never call, text or email you asking for this code. If someone asks you for it, hang up and call us at the number on the back of your card.</p></div>
<p style="text-align:center;font-size:12px;color:#777">Federally insured by NCUA · Equal Housing Opportunity · Routing # 323274270 · <a href="https://www.aldercreekcu.org/privacy">Privacy</a></p>`,
  }),
},
  // h-ok-university-portal-student
{
  id: 'h-ok-university-portal-student',
  label: 'clean',
  kind: 'university-portal',
  url: 'https://my.lakemont.ac.uk/portal/',
  body: doc({
    lang: 'en-GB',
    title: 'MyLakemont — Student and Staff Portal',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#222}.top{background:#002147;color:#fff;padding:14px 40px;display:flex;align-items:center}.top b{font-family:Georgia,serif;font-size:22px}.top nav{margin-left:auto}.top a{color:#fff;margin-left:18px;font-size:14px}.hero{background:#e8eef6;padding:30px 40px;display:flex;gap:40px}.hero .lg{flex:1}.hero .in{width:340px;background:#fff;padding:22px;border-radius:4px}.in a.b{display:block;background:#002147;color:#fff;text-align:center;padding:11px;text-decoration:none;border-radius:3px}.tiles{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:30px 40px}.tiles div{border:1px solid #dde;padding:16px;border-radius:4px}.alert{background:#fff7d6;padding:10px 40px;font-size:14px}`,
    body: `<div class="top"><b>Lakemont University</b><nav><a href="https://www.lakemont.ac.uk">Main website</a><a href="https://library.lakemont.ac.uk">Library</a><a href="https://it.lakemont.ac.uk">IT Services</a></nav></div>
<div class="alert">⚠ Phishing warning: IT Services will never ask you to confirm your password by email. Report suspicious messages with the "Report" button in Outlook.</div>
<div class="hero"><div class="lg"><h1>MyLakemont</h1><p>Your timetable, Moodle modules, assessment results, library loans, payslips and leave requests in one place.</p></div>
<div class="in"><h3>Sign in</h3><p style="font-size:14px">Use your university account (e.g. <i>ab123@lakemont.ac.uk</i>). You'll be taken to the university's Microsoft sign-in page.</p><a class="b" href="https://login.lakemont.ac.uk/adfs/ls/?wa=wsignin1.0&wtrealm=urn:portal">Sign in with university account</a><p style="font-size:13px"><a href="https://password.lakemont.ac.uk">Reset or change your password</a><br><a href="https://it.lakemont.ac.uk/mfa">Set up multi-factor authentication</a></p></div></div>
<div class="tiles"><div><b>Timetable</b><p>Weekly lectures and seminars</p></div><div><b>Moodle</b><p>Module materials</p></div><div><b>e:Vision</b><p>Registration &amp; results</p></div><div><b>Email</b><p>Outlook on the web</p></div></div>
<p style="padding:0 40px;font-size:12px;color:#666">© Lakemont University · Freedom of information · Accessibility · Privacy and cookies</p>`,
  }),
},
];
