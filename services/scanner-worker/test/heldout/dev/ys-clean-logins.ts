import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { CSS, MARK, analytics, b64, doc, esc, metaFooter } from '../parts/ys-kit.js';

// Logins the agency's staff and clients really use, on the brands' own hostnames (and our own portal).

export const entries: Entry[] = [
{
  id: 'ys-clean-meta-business-suite-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://business.facebook.com/business/loginpage/?next=https%3A%2F%2Fbusiness.facebook.com%2Flatest%2Fhome&login_options%5B0%5D=FB&login_options%5B1%5D=IG',
  body: doc({
    title: 'Meta Business Suite',
    head: `<link rel="preconnect" href="https://static.xx.fbcdn.net"><script src="https://static.xx.fbcdn.net/rsrc.php/v3/yZ/r/bizsuite-login.js" async></script>`,
    css: CSS.reset + CSS.meta + `.w{max-width:420px;margin:10vh auto;text-align:center}.opt{display:flex;align-items:center;gap:12px;justify-content:center;border:1px solid #ccd0d5;border-radius:8px;padding:12px;margin:10px 0;text-decoration:none;font-weight:600;background:#fff}.sep{color:#65676b;font-size:13px;margin:16px 0}`,
    body: `<div class="w">${MARK.meta}<h1 style="font-size:24px;margin:26px 0 6px">Log in to Meta Business Suite</h1><p class="muted">Manage all your business tools in one place.</p>
<a class="opt" href="https://www.facebook.com/login/?next=https%3A%2F%2Fbusiness.facebook.com%2Flatest%2Fhome">${MARK.facebook.replace('width="40" height="40"', 'width="24" height="24"')} Log in with Facebook</a>
<a class="opt" href="https://www.instagram.com/accounts/login/?next=https%3A%2F%2Fbusiness.facebook.com%2Flatest%2Fhome&source=business">${MARK.instagram.replace('width="40" height="40"', 'width="24" height="24"')} Log in with Instagram</a>
<div class="sep">or</div>
<form method="post" action="https://www.facebook.com/login/device-based/regular/login/?login_attempt=1&next=https%3A%2F%2Fbusiness.facebook.com%2Flatest%2Fhome" id="login_form">
<input type="hidden" name="lsd" value="AVqMb7k3xTc"><input type="hidden" name="jazoest" value="21047">
<input class="inp" name="email" placeholder="Email or mobile number" autocomplete="username"><input class="inp" type="password" name="pass" placeholder="Password" autocomplete="current-password">
<button class="btn" name="login" type="submit">Log in</button></form>
<p class="muted" style="margin-top:16px"><a href="https://www.facebook.com/recover/initiate/" style="color:#0866FF;text-decoration:none">Forgotten password?</a> · <a href="https://www.facebook.com/business/help" style="color:#0866FF;text-decoration:none">Help Centre</a></p></div>
${metaFooter()}`,
  }),
},

{
  id: 'ys-clean-facebook-checkpoint-2fa',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.facebook.com/checkpoint/?next=https%3A%2F%2Fwww.facebook.com%2Fadsmanager%2F',
  body: doc({
    title: 'Two-factor authentication required',
    css: CSS.reset + CSS.meta + `.bar{background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.1);padding:8px 16px}.card{max-width:600px}.ft{display:flex;justify-content:space-between;align-items:center;border-top:1px solid #dddfe2;margin-top:14px;padding-top:14px}.btn{width:auto;padding:8px 20px;font-size:15px}`,
    body: `<div class="bar">${MARK.facebook.replace('width="40" height="40"', 'width="40" height="40"')}</div>
<div class="card"><h2 style="margin:0 0 10px;font-size:20px">Two-factor authentication required</h2><hr style="border:0;border-top:1px solid #dddfe2">
<p>You've asked us to require a 6-digit login code when anyone tries to access your account from a new device or browser.</p>
<p>Enter the 6-digit code from your <b>code generator</b> or third-party app below.</p>
<form method="post" action="/checkpoint/?next=https%3A%2F%2Fwww.facebook.com%2Fadsmanager%2F" id="cp">
<input type="hidden" name="jazoest" value="2917"><input type="hidden" name="fb_dtsg" value="NAcOq3vKpYh2mL9:31:1728901442"><input type="hidden" name="nh" value="4f2b1ea0c7d93d8a1b7f">
<input class="inp" name="approvals_code" id="approvals_code" placeholder="Login code" autocomplete="one-time-code" inputmode="numeric" style="width:180px">
<div class="ft"><a href="/checkpoint/?next&amp;help=1" style="color:#0866FF;text-decoration:none;font-size:14px">Need another way to authenticate?</a><button class="btn" name="submit[Continue]" type="submit">Continue</button></div></form></div>
${metaFooter()}`,
  }),
},

{
  id: 'ys-clean-tiktok-ads-login-th',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://ads.tiktok.com/i18n/login/?lang=th-TH&redirect=https%3A%2F%2Fads.tiktok.com%2Fi18n%2Fhome',
  body: doc({
    lang: 'th',
    title: 'TikTok For Business - เข้าสู่ระบบ',
    head: `<script src="https://sf16-website-login.neutral.ttwstatic.com/obj/tiktok_web_login_static/tiktok_business/login/main.8d1f2c.js" defer></script>`,
    css: CSS.reset + `body{font-family:"TikTok Sans",Tahoma,Arial,sans-serif;background:#fff;color:#161823}.hd{padding:16px 30px;border-bottom:1px solid #eee}.r{width:420px;margin:50px auto;border:1px solid #e3e3e4;border-radius:8px;padding:32px}input{width:100%;border:1px solid #d0d0d3;border-radius:4px;padding:12px;margin:6px 0 12px;font-size:15px}button{width:100%;background:#FE2C55;color:#fff;border:0;border-radius:4px;padding:12px;font-weight:600;font-size:16px}.tab{display:flex;gap:20px;margin-bottom:16px}.tab b{border-bottom:2px solid #161823;padding-bottom:6px}.alt{display:flex;gap:8px;margin-top:14px}.alt a{flex:1;text-align:center;border:1px solid #d0d0d3;border-radius:4px;padding:9px;text-decoration:none;font-size:14px;color:#161823}`,
    body: `<div class="hd">${MARK.tiktok} <span style="font-weight:600">For Business</span></div>
<div class="r"><h2 style="margin-top:0">เข้าสู่ระบบ</h2><div class="tab"><b>อีเมล</b><span>โทรศัพท์</span></div>
<form method="post" action="/passport/web/email/login/?aid=1583&lang=th-TH" id="lf"><input name="email" type="email" placeholder="ป้อนที่อยู่อีเมล" autocomplete="username"><input name="password" type="password" placeholder="ป้อนรหัสผ่าน" autocomplete="current-password">
<a href="/i18n/forget-password/?lang=th-TH" style="font-size:13px;color:#8a8b91">ลืมรหัสผ่าน?</a><button style="margin-top:14px">เข้าสู่ระบบ</button></form>
<div class="alt"><a href="https://www.tiktok.com/passport/web/auth/?aid=1583&next=https%3A%2F%2Fads.tiktok.com%2Fi18n%2Fhome">ดำเนินการต่อด้วย TikTok</a><a href="https://accounts.google.com/o/oauth2/v2/auth?client_id=1096011445005-sdea0nf5jvj14eia93icpttv27cidkvk.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fads.tiktok.com%2Fpassport%2Fweb%2Fauth%2Fcallback&response_type=code&scope=openid%20email">Google</a></div>
<p style="font-size:13px;color:#8a8b91">ยังไม่มีบัญชี? <a href="/i18n/signup/?lang=th-TH" style="color:#FE2C55">สมัครใช้งาน</a></p></div>`,
  }),
},

{
  id: 'ys-clean-amazon-seller-central-signin',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://sellercentral.amazon.com/ap/signin?openid.return_to=https%3A%2F%2Fsellercentral.amazon.com%2Fhome&openid.assoc_handle=sc_na_amazon_v2&openid.mode=checkid_setup&openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&pageId=sc_na_amazon_v2&mons_redirect=sign_in',
  body: doc({
    title: 'Amazon Sign-In',
    css: CSS.reset + `body{font-family:"Amazon Ember",Arial,sans-serif;background:#fff;color:#111}.w{width:350px;margin:14px auto}.b{border:1px solid #ddd;border-radius:8px;padding:20px 26px}h1{font-weight:400;font-size:28px;margin:0 0 10px}label{font-weight:700;font-size:13px}input{width:100%;height:31px;border:1px solid #888c8c;border-radius:3px;padding:3px 7px;margin:4px 0 12px}button{width:100%;background:#FFD814;border:1px solid #FCD200;border-radius:8px;padding:7px;font-size:13px}.sm{font-size:12px}`,
    body: `<div class="w"><div style="text-align:center;margin:10px 0 14px">${MARK.amazon}<div style="font-size:13px;margin-top:-6px">seller central</div></div>
<div class="b"><h1>Sign in</h1><form name="signIn" method="post" novalidate action="https://sellercentral.amazon.com/ap/signin" id="ap_login_form">
<input type="hidden" name="appActionToken" value="pj2Fj2FnHk8sKq5xj3D8t0b1j3D"><input type="hidden" name="appAction" value="SIGNIN_PWD_COLLECT"><input type="hidden" name="workflowState" value="eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiQTI1NktXIn0">
<label for="ap_email">Email or mobile phone number</label><input type="email" name="email" id="ap_email" autocomplete="username"><label for="ap_password">Password</label><input type="password" name="password" id="ap_password" autocomplete="current-password">
<button type="submit" id="signInSubmit">Sign in</button></form>
<p class="sm">By continuing, you agree to Amazon's <a href="/gp/help/customer/display.html?nodeId=508088">Conditions of Use</a> and <a href="/gp/help/customer/display.html?nodeId=468496">Privacy Notice</a>.</p>
<p class="sm"><a href="/ap/forgotpassword?openid.assoc_handle=sc_na_amazon_v2">Forgot your password?</a></p></div>
<p class="sm" style="text-align:center;margin-top:18px">New to Amazon? <a href="https://sell.amazon.com/">Register as a seller</a></p></div>
<p style="text-align:center" class="sm">© 1996-2025, Amazon.com, Inc. or its affiliates</p>`,
  }),
},

{
  id: 'ys-clean-etsy-signin',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.etsy.com/signin?from_page=https%3A%2F%2Fwww.etsy.com%2Fyour%2Fshops%2Fme%2Fdashboard',
  body: doc({
    title: 'Etsy - Sign in',
    css: CSS.reset + `body{font-family:"Graphik Webfont",-apple-system,Helvetica,Arial,sans-serif;background:rgba(34,34,34,.4);color:#222}.m{width:480px;margin:8vh auto;background:#fff;border-radius:12px;padding:30px}h1{font-weight:400;font-size:22px}input{width:100%;border:1px solid rgba(34,34,34,.35);border-radius:6px;padding:10px 12px;margin:6px 0 12px;font-size:16px}button{width:100%;background:#222;color:#fff;border:0;border-radius:24px;padding:12px;font-weight:700}.o a{display:block;text-align:center;border:2px solid #222;border-radius:24px;padding:9px;margin:8px 0;text-decoration:none;font-weight:700;color:#222}`,
    body: `<div class="m"><div style="display:flex;justify-content:space-between;align-items:center"><h1>Sign in</h1><a href="/join" style="border:2px solid #222;border-radius:24px;padding:6px 14px;text-decoration:none;color:#222;font-weight:700;font-size:14px">Register</a></div>
<form method="post" action="/signin?from_page=https%3A%2F%2Fwww.etsy.com%2Fyour%2Fshops%2Fme%2Fdashboard"><input type="hidden" name="_nnc" value="3:1728901442:mO1xN5c2Ve7tYrKq0pZ8aB3g"><label for="join_neu_email_field">Email address</label><input type="email" id="join_neu_email_field" name="email" autocomplete="username"><label for="join_neu_password_field">Password</label><input type="password" id="join_neu_password_field" name="password" autocomplete="current-password">
<label style="font-size:14px"><input type="checkbox" name="persistent" checked style="width:auto"> Stay signed in</label><button type="submit" style="margin-top:10px">Sign in</button></form>
<p style="font-size:13px"><a href="/forgot_password">Forgot your password?</a></p><p style="text-align:center;color:#595959">OR</p>
<div class="o"><a href="/signin/google">Continue with Google</a><a href="/signin/facebook">Continue with Facebook</a><a href="/signin/apple">Continue with Apple</a></div>
<p style="font-size:12px;color:#595959">By clicking Sign in, you agree to Etsy's Terms of Use and Privacy Policy.</p></div>`,
  }),
},

{
  id: 'ys-clean-microsoft-login-agency-tenant',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=00000002-0000-0ff1-ce00-000000000000&redirect_uri=https%3A%2F%2Foutlook.office365.com%2Fowa%2F&response_type=code%20id_token&scope=openid%20profile&response_mode=form_post&nonce=638645091215539417.ZTI2',
  body: doc({
    title: 'Sign in to your account',
    head: `<script src="https://aadcdn.msftauth.net/shared/1.0/content/js/ConvergedLogin_PCore_Wk0L9xQ2ZpJbLq8C1nYdGA2.js" crossorigin="anonymous"></script>`,
    css: CSS.reset + `body{font-family:"Segoe UI",Arial,sans-serif;background:#f2f2f2}.b{width:440px;background:#fff;margin:12vh auto 0;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}h2{font-size:24px;font-weight:600;margin:16px 0 12px}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin-bottom:16px}.bt{text-align:right}.bt button{background:#0067b8;color:#fff;border:0;padding:6px 30px;min-width:108px;font-size:15px}.opt{width:440px;margin:14px auto;background:#fff;padding:12px 44px;font-size:15px}`,
    body: `<div class="b">${MARK.microsoft}<h2>Sign in</h2>
<form name="f1" id="i0281" novalidate method="post" action="https://login.microsoftonline.com/common/login"><input type="hidden" name="ctx" value="rQQIARAAhZI9aNNAGMaTpE0_FKyCsyBCFZGk99G7Swq1tbUWCaLg4iRJ0zQX8tEml9bu4uDi3MHB0VFEpIu4OIibOLqIgzjoIjhIxdnlh8efvfd7eHuCB7IRz1sCtuBbpLCfRiSaCGHCUsKfW_RXlS5R9OoxEr"><input type="hidden" name="flowToken" value="AQABIQEAAABVrSpeuWamRam2jAF1XRQEDBlb-3WhWJa">
<input type="email" name="loginfmt" id="i0116" placeholder="Email, phone, or Skype" autocomplete="username" aria-required="true">
<p style="font-size:13px">No account? <a href="https://signup.live.com/signup" style="color:#0067b8">Create one!</a></p><p style="font-size:13px"><a href="https://login.microsoftonline.com/common/reprocess?ctx=rQQIARAAh" style="color:#0067b8">Can't access your account?</a></p>
<div class="bt"><button type="submit" id="idSIButton9">Next</button></div></form></div>
<div class="opt">🔑 Sign-in options</div>
<p style="text-align:right;font-size:12px;margin-right:20px;color:#333">Terms of use · Privacy & cookies · ...</p>`,
  }),
},

{
  id: 'ys-clean-vietcombank-digibiz-login-vi',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://vcbdigibiz.vietcombank.com.vn/login',
  body: doc({
    lang: 'vi',
    title: 'VCB DigiBiz - Ngân hàng số dành cho doanh nghiệp',
    head: `<script src="/static/js/main.a91c3f2e.js" defer></script>`,
    css: CSS.reset + `body{font-family:Roboto,Arial,sans-serif;background:#f2f7f4;color:#1b1b1b}.hd{background:#006b3f;color:#fff;padding:14px 28px;display:flex;justify-content:space-between}.c{max-width:420px;margin:50px auto;background:#fff;border-radius:10px;padding:30px;box-shadow:0 4px 20px rgba(0,0,0,.06)}input{width:100%;border:1px solid #c7d3cc;border-radius:6px;padding:12px;margin:6px 0 14px}button{width:100%;background:#006b3f;color:#fff;border:0;border-radius:6px;padding:12px;font-weight:700}.n{font-size:13px;background:#fff8e1;padding:10px;border-radius:6px;margin-top:16px}`,
    body: `<div class="hd"><b>VIETCOMBANK · VCB DigiBiz</b><span>Tiếng Việt | English · Hotline 1900 54 54 13</span></div>
<div class="c"><h2 style="margin-top:0">Đăng nhập</h2>
<form method="post" action="/api/auth/login" autocomplete="off"><label>Mã doanh nghiệp / Tên đăng nhập</label><input name="username" required><label>Mật khẩu</label><input name="password" type="password" required><label>Mã kiểm tra</label><div style="display:flex;gap:10px"><input name="captcha" style="flex:1"><img src="/api/captcha?t=1728901442" alt="captcha" width="110" height="44"></div><button>Đăng nhập</button></form>
<div class="n">Vietcombank <b>không bao giờ</b> yêu cầu Quý khách cung cấp mật khẩu, mã OTP qua điện thoại, email hoặc tin nhắn. Chỉ truy cập VCB DigiBiz tại địa chỉ <b>vcbdigibiz.vietcombank.com.vn</b>.</div></div>`,
  }),
},
];
