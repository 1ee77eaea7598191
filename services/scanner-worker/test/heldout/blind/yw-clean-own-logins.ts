import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { page, PH, mark, wordmark, seal, svgData, digitBoxes } from '../parts/yw-kit.js';
import { jsonRoute, jsRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yw-clean-gcash-business-portal-login',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://business.gcash.com/portal/login?redirect=%2Fportal%2Fdashboard&lang=en',
    routes: {
      'business.gcash.com/portal/login': htmlRoute(
        page({
          title: 'GCash for Business | Merchant Portal',
          head: `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'"><link rel="icon" href="${svgData(mark(PH.gcash, 'G', 32, 16))}"><link rel="stylesheet" href="/portal/static/css/main.8d1e2a.css">`,
          body: `<div id="root"><main class="lg"><section class="art"><h1>Grow your business with GCash</h1><p>Accept payments from 90M+ GCash users, track settlements and download reports in one place.</p></section>
<section class="fm"><div class="brand">${wordmark(PH.gcash, 'GCash for Business', 28)}</div><h2>Log in to your merchant account</h2>
<form method="post" action="/portal/api/v2/auth/login" id="login" novalidate><label for="email">Business email</label><input id="email" name="email" type="email" autocomplete="username" required><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required><a class="fg" href="/portal/forgot-password">Forgot password?</a><button type="submit">Log in</button></form>
<p class="sm">Don't have an account? <a href="/portal/signup">Sign up as a merchant</a></p><p class="sm">GCash will never ask for your password, MPIN or OTP through calls, texts, emails or social media.</p></section></main>
<footer>© 2025 G-Xchange, Inc. · GXI is regulated by the Bangko Sentral ng Pilipinas · <a href="https://www.gcash.com/privacy">Privacy</a> · <a href="https://help.gcash.com">Help Center</a></footer></div>
<script src="/portal/static/js/main.4f7b09.js"></script>`,
        }),
      ),
      'business.gcash.com/portal/static/css/main.8d1e2a.css': cssRoute(
        `body{font-family:"Proxima Nova",Arial,sans-serif;margin:0;background:#f5f8fd;color:#0b1f44}.lg{display:flex;min-height:calc(100vh - 48px)}.art{flex:1;background:linear-gradient(135deg,${PH.gcash.main},${PH.gcash.accent});color:#fff;padding:80px 60px}.art h1{font-size:38px}.fm{width:460px;background:#fff;padding:60px 48px}.fm label{display:block;font-size:13px;margin:14px 0 6px;color:#50607a}.fm input{width:100%;padding:12px;border:1px solid #cfdcf2;border-radius:8px;box-sizing:border-box}.fm button{width:100%;margin-top:20px;padding:13px;border:0;border-radius:24px;background:${PH.gcash.main};color:#fff;font-weight:700}.fg{display:block;text-align:right;font-size:13px;margin-top:8px;color:${PH.gcash.main}}.sm{font-size:12px;color:#6b7a93}footer{font-size:12px;color:#6b7a93;padding:16px;text-align:center}`,
      ),
      'business.gcash.com/portal/static/js/main.4f7b09.js': jsRoute(
        `(function(){var f=document.getElementById('login');f.addEventListener('submit',function(e){e.preventDefault();var b=f.querySelector('button');b.disabled=true;fetch(f.action,{method:'POST',credentials:'same-origin',headers:{'Content-Type':'application/json','X-Requested-With':'XMLHttpRequest'},body:JSON.stringify({email:f.email.value,password:f.password.value})}).then(function(r){return r.json()}).then(function(j){if(j.mfa){location.assign('/portal/login/verify?t='+encodeURIComponent(j.mfa))}else if(j.ok){location.assign(new URLSearchParams(location.search).get('redirect')||'/portal/dashboard')}else{alert(j.message||'Invalid email or password')}}).finally(function(){b.disabled=false})})})();`,
      ),
      'business.gcash.com/portal/api/v2/auth/login': jsonRoute({ ok: false, message: 'Invalid email or password' }, 401),
    },
  },
  {
    id: 'yw-clean-maya-business-manager-login',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://manager.maya.ph/login?next=%2Fsettlements&src=mbm-web',
    body: page({
      title: 'Maya Business Manager',
      css: `body{font-family:Inter,Arial,sans-serif;background:#0d0d0d;color:#fff}.w{max-width:420px;margin:0 auto;padding:60px 24px}.w h1{font-size:28px}.in{width:100%;padding:14px;background:#1b1b1b;border:1px solid #333;border-radius:12px;color:#fff;margin:6px 0 14px;font-size:15px}.b{width:100%;padding:15px;border:0;border-radius:14px;background:${PH.maya.main};color:#000;font-weight:800;font-size:16px}.l{color:${PH.maya.main};font-size:14px}.ft{font-size:12px;color:#8a8a8a;margin-top:30px}`,
      body: `<div class="w">${wordmark({ ...PH.maya, ink: '#fff' }, 'maya business', 28)}<h1>Log in to Business Manager</h1><p style="color:#aaa">Manage your Maya Checkout, Terminal and QR Ph payments.</p>
<form method="post" action="/api/auth/v1/login"><label>Email</label><input class="in" name="email" type="email" autocomplete="username"><label>Password</label><input class="in" name="password" type="password" autocomplete="current-password"><button class="b">Log in</button></form>
<p><a class="l" href="/forgot-password">Forgot password?</a></p><p style="font-size:14px">New to Maya Business? <a class="l" href="https://www.maya.ph/business">Get started</a></p>
<p class="ft">Maya Philippines, Inc. is regulated by the Bangko Sentral ng Pilipinas. For concerns, contact support@maya.ph. Maya will never ask for your OTP or password.</p></div>`,
    }),
    routes: { 'manager.maya.ph/api/auth/v1/login': redirectRoute(303, 'https://manager.maya.ph/login/otp?next=%2Fsettlements') },
  },
  {
    id: 'yw-clean-bdo-online-josso-login',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://online.bdo.com.ph/sso/login?josso_back_to=https://online.bdo.com.ph/sso/josso_security_check&ref=ph-home-2511',
    body: page({
      title: 'BDO Online Banking',
      head: `<link rel="icon" href="${svgData(mark(PH.bdo, 'B', 32, 4))}">`,
      css: `body{font-family:Arial,Helvetica,sans-serif;background:#fff;color:#222}.hd{height:70px;border-bottom:4px solid ${PH.bdo.accent};background:${PH.bdo.main};display:flex;align-items:center;padding:0 30px}.ct{display:flex;max-width:980px;margin:30px auto;gap:30px}.lf{flex:1}.lf h2{color:${PH.bdo.main}}.bx{width:360px;border:1px solid #d7dde8;border-radius:4px;padding:24px}.bx label{display:block;font-size:13px;margin:10px 0 4px}.bx input{width:100%;padding:10px;border:1px solid #b9c3d3;border-radius:3px}.bx button{width:100%;margin-top:16px;padding:11px;background:${PH.bdo.main};color:#fff;border:0;border-radius:3px;font-weight:bold}.sec{font-size:12px;background:#f5f7fb;padding:10px;border-radius:4px;margin-top:14px}.ft{font-size:11px;color:#777;text-align:center;border-top:1px solid #eee;padding:14px}`,
      body: `<div class="hd">${mark(PH.bdo, 'BDO', 42, 4)}</div>
<div class="ct"><div class="lf"><h2>Welcome to BDO Online Banking</h2><p>Bank anytime, anywhere. Pay bills, transfer funds via InstaPay and PESONet, and manage your accounts securely.</p>
<div class="sec"><b>Security reminders</b><ul><li>BDO will never send you links via SMS or email asking you to log in.</li><li>Never share your User ID, password or OTP with anyone, including BDO employees.</li><li>Always check that the address bar shows <b>online.bdo.com.ph</b>.</li></ul></div></div>
<div class="bx"><form method="post" action="/sso/josso_login/" autocomplete="off"><input type="hidden" name="josso_cmd" value="login"><input type="hidden" name="josso_back_to" value="https://online.bdo.com.ph/sso/josso_security_check"><label>User ID</label><input name="josso_username" maxlength="20"><label>Password</label><input name="josso_password" type="password" maxlength="30"><button>Log In</button></form><p style="font-size:12px"><a href="/sso/forgot-userid">Forgot User ID?</a> · <a href="/sso/forgot-password">Forgot Password?</a> · <a href="/sso/enroll">Enroll now</a></p></div></div>
<div class="ft">BDO Unibank, Inc. is regulated by the Bangko Sentral ng Pilipinas · https://www.bsp.gov.ph · Deposits are insured by PDIC up to ₱1 Million per depositor.</div>`,
    }),
    routes: { 'online.bdo.com.ph/sso/josso_login/': redirectRoute(302, 'https://online.bdo.com.ph/sso/otp?method=sms') },
  },
  {
    id: 'yw-clean-metrobank-online-omnichannel',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://online.metrobank.com.ph/omnichannel/login?locale=en_PH&cid=mb-2511',
    body: page({
      title: 'Metrobank Online',
      css: `body{font-family:Roboto,Arial,sans-serif;margin:0}.l{display:flex;min-height:100vh}.art{flex:1;background:linear-gradient(160deg,${PH.metrobank.main},${PH.metrobank.accent});color:#fff;padding:60px}.frm{width:420px;padding:60px 40px}.frm input{width:100%;padding:12px;margin:6px 0 14px;border:1px solid #bbb;border-radius:4px}.frm button{width:100%;background:${PH.metrobank.main};color:#fff;border:0;padding:13px;border-radius:4px;font-weight:bold}.n{font-size:12px;color:#555;border-top:1px solid #eee;padding-top:12px;margin-top:20px}`,
      body: `<div class="l"><div class="art">${wordmark({ ...PH.metrobank, ink: '#fff' }, 'Metrobank', 34)}<h1>You're in good hands.</h1><p>Send money, pay bills and open a time deposit with Metrobank Online and the Metrobank App.</p></div>
<div class="frm"><h2>Sign in</h2><form method="post" action="/omnichannel/api/session"><label>Username</label><input name="username"><label>Password</label><input name="password" type="password"><button>Sign In</button></form><p><a href="/omnichannel/forgot">Forgot username or password?</a></p><p>Don't have an account yet? <a href="/omnichannel/enroll">Enroll now</a></p>
<div class="n">Metrobank will never ask for your Passcode or OTP via email, SMS, social media or phone call. Report suspicious messages to customercare@metrobank.com.ph or call (02) 88-700-700.</div></div></div>`,
    }),
  },
  {
    id: 'yw-clean-unionbank-online-login',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://online.unionbankph.com/online-banking/login?utm_source=website&utm_medium=nav',
    body: page({
      title: 'UnionBank Online',
      css: `body{font-family:Inter,Arial,sans-serif;background:#fafafa}.top{background:#fff;padding:16px 24px;border-bottom:1px solid #eee}.box{max-width:420px;margin:50px auto;background:#fff;border-radius:14px;box-shadow:0 6px 24px rgba(0,0,0,.08);padding:28px}.in{width:100%;padding:13px;border:1px solid #ddd;border-radius:8px;margin:6px 0 12px}.b{width:100%;background:${PH.unionbank.main};border:0;color:#fff;padding:14px;border-radius:8px;font-weight:700}.m{font-size:12px;color:#777;margin-top:14px}`,
      body: `<div class="top">${wordmark(PH.unionbank, 'UnionBank', 28)}</div><div class="box"><h1 style="font-size:22px">Log in to UnionBank Online</h1><form method="post" action="/online-banking/api/login"><input class="in" name="username" placeholder="Username" autocomplete="username"><input class="in" name="password" type="password" placeholder="Password" autocomplete="current-password"><button class="b">Log in</button></form><p class="m"><a href="/online-banking/forgot">Forgot username or password?</a> · <a href="/online-banking/signup">Sign up</a></p><p class="m">UnionBank will never ask you to update your account through a link sent via SMS or email. Union Bank of the Philippines is regulated by the Bangko Sentral ng Pilipinas.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-landbank-iaccess-real',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.lbp-iaccess.com.ph/LBP.iAccess.Web/Login.aspx?ReturnUrl=%2fLBP.iAccess.Web%2fHome.aspx',
    body: page({
      title: 'LANDBANK iAccess',
      css: `body{font-family:Tahoma,Verdana,sans-serif;font-size:13px;background:#eef3ee}#hd{background:${PH.landbank.main};color:#fff;padding:10px 20px;display:flex;align-items:center;gap:12px}.pnl{width:380px;margin:40px auto;background:#fff;border:1px solid #b5c9b9}.pnl .t{background:#f3f7f3;border-bottom:1px solid #b5c9b9;padding:8px 12px;font-weight:bold;color:${PH.landbank.main}}.pnl .c{padding:16px}.row{margin-bottom:10px}.row input{width:100%;padding:7px;border:1px solid #999}.btn{background:${PH.landbank.main};color:#fff;border:1px solid #05602c;padding:7px 20px}.adv{width:620px;margin:0 auto;font-size:12px;background:#fffbe6;border:1px solid #e8d58b;padding:10px}`,
      body: `<div id="hd">${mark(PH.landbank, 'LBP', 40, 20)}<div><b style="font-size:18px">LANDBANK iAccess</b><br><small>Internet Banking for Individuals</small></div></div>
<div class="pnl"><div class="t">Account Login</div><div class="c"><form method="post" action="Login.aspx?ReturnUrl=%2fLBP.iAccess.Web%2fHome.aspx"><input type="hidden" name="__VIEWSTATE" value="/wEPDwUKMTY1NDU2MTA1MmRkZ0w3yXfA8c2d1"><input type="hidden" name="__EVENTVALIDATION" value="/wEdAAQ2q0Ue1rJ1t"><div class="row">Access ID<br><input name="txtAccessID" maxlength="20"></div><div class="row">Password<br><input name="txtPassword" type="password"></div><input type="submit" class="btn" value="Login" name="btnLogin"> <a href="ForgotPassword.aspx">Forgot Password?</a></form></div></div>
<div class="adv"><b>ADVISORY:</b> LANDBANK will never ask for your Access ID, password, OTP or card details through SMS, email, calls or social media. Always type <b>www.lbp-iaccess.com.ph</b> directly in your browser. Report suspicious messages to customercare@mail.landbank.com.</div>`,
    }),
  },
  {
    id: 'yw-clean-securitybank-digital-banking',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://digitalbanking.securitybank.com/login?channel=web&v=2511',
    body: page({
      title: 'Security Bank Online',
      css: `body{font-family:"Helvetica Neue",Arial,sans-serif;background:${PH.securitybank.soft}}.c{max-width:400px;margin:50px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 10px rgba(0,0,0,.06)}.c input{width:100%;padding:12px;border:1px solid #cbd5e1;border-radius:8px;margin:6px 0 12px}.c button{width:100%;padding:13px;background:${PH.securitybank.main};color:#fff;border:0;border-radius:8px;font-weight:700}.otp{display:none}.dg-row{display:flex;gap:8px;margin:12px 0}.dg{width:44px;height:48px;text-align:center;font-size:20px;border:1px solid #cbd5e1;border-radius:8px}`,
      body: `<div class="c">${mark(PH.securitybank, 'SB', 44, 8)}<h2>Log in to Security Bank Online</h2><form id="lf" method="post" action="/api/v1/session"><input name="username" placeholder="Username"><input name="password" type="password" placeholder="Password"><button>Log in</button></form>
<div class="otp" id="ot"><p>Enter the 6-digit OTP sent to your registered mobile number. Never share this code.</p>${digitBoxes(6, 'sbotp')}<button type="button">Verify</button></div>
<p style="font-size:12px;color:#667">Security Bank Corporation is regulated by the Bangko Sentral ng Pilipinas. Deposits insured by PDIC up to ₱1,000,000 per depositor.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-my-sss-member-portal',
    label: 'clean',
    kind: 'government-own-login',
    url: 'https://member.sss.gov.ph/members/?sso=1&lang=en',
    body: page({
      title: 'My.SSS Member Portal',
      css: `body{font-family:Arial,Helvetica,sans-serif;background:#eef1f7;font-size:13px}.bar{background:${PH.sss.main};color:#fff;padding:8px 16px;display:flex;align-items:center;gap:12px}.box{max-width:380px;margin:30px auto;background:#fff;border:1px solid #cdd5e4;padding:18px}.box input{width:100%;padding:8px;border:1px solid #9fb0cc;margin:4px 0 10px}.b{background:${PH.sss.main};color:#fff;border:0;padding:8px 22px}.ann{max-width:700px;margin:14px auto;background:#fff;border:1px solid #cdd5e4;padding:12px}`,
      body: `<div class="bar">${seal(PH.sss, 'SSS', 48)}<div><b style="font-size:17px">Social Security System</b><br><small>My.SSS</small></div></div>
<div class="box"><b>Member Login</b><form method="post" action="/members/j_security_check"><label>User ID</label><input name="j_username"><label>Password</label><input name="j_password" type="password"><button class="b">SUBMIT</button></form><p><a href="/members/forgot">Forgot User ID or Password?</a> · <a href="/members/registration">Not yet registered?</a></p></div>
<div class="ann"><b>PAALALA:</b> Ang SSS ay hindi nagpapadala ng text o email na may link para mag-apply ng loan o mag-update ng disbursement account. Gamitin lamang ang <b>member.sss.gov.ph</b> o ang opisyal na SSS Mobile App mula sa Google Play o App Store. Calamity loans are applied for through My.SSS only and disbursed to accounts enrolled in DAEM.</div>`,
    }),
  },
  {
    id: 'yw-clean-virtual-pagibig-login',
    label: 'clean',
    kind: 'government-own-login',
    url: 'https://www.pagibigfundservices.com/virtualpagibig/Login.aspx?m=mp2',
    body: page({
      title: 'Virtual Pag-IBIG',
      css: `body{font-family:"Segoe UI",Arial,sans-serif;background:#f4f6fb}.hd{background:#fff;border-bottom:4px solid ${PH.pagibig.accent};padding:12px 20px;display:flex;gap:12px;align-items:center}.c{max-width:420px;margin:30px auto;background:#fff;border-radius:10px;padding:22px;box-shadow:0 1px 6px rgba(0,0,0,.08)}.c input{width:100%;padding:10px;border:1px solid #cfd6e6;border-radius:6px;margin:4px 0 12px}.c button{width:100%;padding:12px;background:${PH.pagibig.main};color:#fff;border:0;border-radius:6px;font-weight:600}`,
      body: `<div class="hd">${seal(PH.pagibig, 'HDMF', 46)}<b style="color:${PH.pagibig.main}">Virtual Pag-IBIG</b></div>
<div class="c"><h3>Sign in</h3><form method="post" action="Login.aspx?m=mp2"><label>Pag-IBIG MID No. / Email</label><input name="txtUser"><label>Password</label><input name="txtPass" type="password"><button>Sign in</button></form><p style="font-size:13px">Enroll in MP2, check your contributions, apply for a Multi-Purpose Loan and view MP2 dividends online. <a href="Register.aspx">Create an account</a></p><p style="font-size:12px;color:#667">Pag-IBIG Fund does not use third-party sites or e-wallet MPINs to release dividends. MP2 dividends are credited to your MP2 account or your enrolled bank account.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-philhealth-member-inquiry',
    label: 'clean',
    kind: 'government-own-login',
    url: 'https://memberinquiry.philhealth.gov.ph/member/login.xhtml?src=portal',
    body: page({
      title: 'PhilHealth Member Portal',
      css: `body{font-family:Arial,sans-serif;background:#eef9f2}.h{background:${PH.philhealth.main};color:#fff;padding:10px 16px;display:flex;align-items:center;gap:10px}.c{max-width:420px;margin:30px auto;background:#fff;border-radius:8px;padding:20px;border:1px solid #cfe6d8}.c input{width:100%;padding:10px;border:1px solid #a9cdb7;border-radius:4px;margin:4px 0 10px}.c button{padding:10px 26px;background:${PH.philhealth.main};color:#fff;border:0;border-radius:4px}.cap{display:flex;gap:8px;align-items:center}.cap span{font-family:monospace;font-size:20px;letter-spacing:4px;background:#e0f0e6;padding:4px 10px;text-decoration:line-through}`,
      body: `<div class="h">${seal(PH.philhealth, 'PHIC', 44)}<b>PhilHealth Member Portal</b></div>
<div class="c"><form method="post" action="/member/login.xhtml"><label>PhilHealth Identification Number (PIN)</label><input name="pin" maxlength="14"><label>Password</label><input name="password" type="password"><label>Enter the code</label><div class="cap"><span>7K2Q9</span><input name="captcha" style="width:120px"></div><button>Log in</button></form><p style="font-size:12px">Check your contributions, dependents and Konsulta provider. PhilHealth does not release refunds through links sent by SMS.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-lto-ltms-portal-login',
    label: 'clean',
    kind: 'government-own-login',
    url: 'https://portal.lto.gov.ph/ords/f?p=PORTAL_LOGIN:101:::NO:::&yw=ltms',
    body: page({
      title: 'LTMS Portal — Login',
      css: `body{font-family:Roboto,Arial,sans-serif;background:#eef1f6}.h{background:${PH.lto.main};color:#fff;padding:10px 16px;display:flex;align-items:center;gap:10px}.c{max-width:420px;margin:30px auto;background:#fff;border-radius:6px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}.c input{width:100%;padding:10px;border:1px solid #c3cad6;border-radius:4px;margin:4px 0 10px}.c button{width:100%;padding:11px;background:${PH.lto.main};color:#fff;border:0;border-radius:4px;font-weight:bold}.n{font-size:12px;color:#555;margin-top:12px}`,
      body: `<div class="h">${seal(PH.lto, 'LTO', 44)}<div><b>Land Transportation Management System</b><br><small>Online Portal</small></div></div>
<div class="c"><form method="post" action="/ords/wwv_flow.accept"><input type="hidden" name="p_flow_id" value="101"><label>Email or LTO Client ID</label><input name="P101_USERNAME"><label>Password</label><input name="P101_PASSWORD" type="password"><button>Log In</button></form><p class="n">Pay fines and penalties, renew your license and register vehicles online. LTO does not send payment links through SMS; check violations only at portal.lto.gov.ph under <b>My Violations</b>.</p></div>`,
    }),
  },
];
