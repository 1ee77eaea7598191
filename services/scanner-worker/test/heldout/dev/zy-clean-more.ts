import { htmlRoute, type Entry } from '../entry.js';
import { doc, jsonRoute } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clean-roundcube-company-own-domain',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://webmail.sinarabadi-group.co.id/?_task=login',
  body: doc({
    title: 'Sinar Abadi Group :: Webmail',
    head: '<link rel="shortcut icon" href="/skins/elastic/images/favicon.ico"><meta name="robots" content="noindex,nofollow">',
    css: `body{margin:0;background:#f4f4f4;font-family:"Roboto","Helvetica Neue",Arial,sans-serif;display:flex;align-items:center;justify-content:center;min-height:100vh}
#layout-content{background:#fff;width:340px;padding:30px 36px;box-shadow:0 0 10px rgba(0,0,0,.1);border-radius:4px;text-align:center}input{width:100%;box-sizing:border-box;padding:9px 10px;margin:6px 0;border:1px solid #d4dbde;border-radius:4px;font-size:14px}
.button{width:100%;background:#37beff;border:0;color:#fff;padding:10px;border-radius:4px;margin-top:10px;font-size:15px}#bottomline{font-size:12px;color:#999;margin-top:20px}`,
    body: `<div id="layout-content"><div style="font:700 20px Arial;color:#1f4e79;margin-bottom:16px">PT Sinar Abadi Group<br><span style="font-weight:400;font-size:13px;color:#888">Email Perusahaan</span></div>
<form name="login-form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="Qm7Tz94KfLw2b8Xc"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_"><input type="hidden" name="_url" value="_task=login">
<input name="_user" id="rcmloginuser" placeholder="Username" autocomplete="username" required><input name="_pass" id="rcmloginpwd" type="password" placeholder="Password" autocomplete="current-password" required>
<button type="submit" class="button mainaction">Login</button></form>
<div id="bottomline">Roundcube Webmail · Bantuan TI: ext. 2100 / it-helpdesk@sinarabadi-group.co.id</div></div>
<script>try{document.getElementById("rcmlogintz").value=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}</script>`,
  }),
},
{
  id: 'zy-clean-garena-shop-login-topup',
  label: 'clean',
  kind: 'legit-topup-shop',
  url: 'https://shop.garena.my/app/100067/idlogin',
  body: doc({
    title: 'Garena Top Up Center - Free Fire',
    lang: 'en',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Roboto,Arial;background:#f3f3f3;color:#333}.h{background:#d9261c;color:#fff;padding:12px 24px;font-weight:700;font-size:18px}.w{max-width:520px;margin:24px auto;background:#fff;border-radius:6px;padding:24px}
.g{display:flex;gap:12px;align-items:center;margin-bottom:16px}.g div{width:56px;height:56px;border-radius:12px;background:linear-gradient(135deg,#ff9800,#e65100)}label{display:block;font-size:13px;margin:10px 0 5px}input{width:100%;padding:11px;border:1px solid #ccc;border-radius:4px}
button{width:100%;background:#d9261c;color:#fff;border:0;padding:12px;border-radius:4px;margin-top:14px;font-weight:700}.or{text-align:center;color:#999;font-size:13px;margin:14px 0}.sso{display:block;text-align:center;border:1px solid #ccc;border-radius:4px;padding:10px;color:#333;text-decoration:none;margin-top:8px}`,
    body: `<div class="h">GARENA · Top Up Center</div><div class="w"><div class="g"><div></div><div><b>Free Fire</b><br><span style="font-size:13px;color:#777">Malaysia</span></div></div>
<form method="post" action="/api/auth/player_id_login"><label>Player ID</label><input name="player_id" inputmode="numeric" placeholder="Enter player ID" required><button>Login</button></form>
<div class="or">or</div><a class="sso" href="https://sso.garena.com/universal/login?app_id=10100&amp;redirect_uri=https%3A%2F%2Fshop.garena.my%2Fapp%2F100067%2Fidlogin">Log in with Garena account</a><a class="sso" href="https://www.facebook.com/v18.0/dialog/oauth?client_id=1786531348333418&amp;redirect_uri=https%3A%2F%2Fshop.garena.my%2Fapi%2Fauth%2Ffb_callback">Log in with Facebook</a>
<p style="font-size:12px;color:#888;margin-top:16px">Top up with Touch 'n Go eWallet, Boost, GrabPay, FPX online banking, or Garena Shells. Garena will never ask for your password to send you free diamonds.</p></div>`,
  }),
},
];
