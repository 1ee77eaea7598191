import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { analytics, cookieBar, cssBase, doc, mark } from '../parts/yr-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-adp-online-signin-own-host',
    label: 'clean',
    kind: 'payroll-login-own-domain',
    url: 'https://online.adp.com/signin/v1/?APPID=WFNPortal&productId=80e309c3-7085-bae1-e053-3505430b5495&returnURL=https://workforcenow.adp.com/',
    body: doc({
      title: 'ADP | Sign in',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#fff;color:#3b3b3b}.l{display:grid;grid-template-columns:1fr 1fr;min-height:100vh}.pic{background:linear-gradient(140deg,#d0271d,#8a1a13)}
.f{padding:80px 70px}.f h1{font-size:28px;font-weight:400}.f label{font-size:14px;font-weight:600;display:block;margin-bottom:6px}.f input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #8c8c8c;border-radius:4px;margin-bottom:14px}
.f button{width:100%;padding:12px;border:0;border-radius:20px;background:#d0271d;color:#fff;font-weight:700}.f a{color:#1a73e8;font-size:14px}`,
      body: `<div class="l"><div class="pic"></div><div class="f">${mark.adp}<h1>Sign in</h1>
<form id="signin" method="post" action="/api/sign-in-service/v1/sign-in.start"><label for="login-form_username">User ID</label><input id="login-form_username" name="user" autocomplete="username"><label style="font-weight:400"><input type="checkbox" style="width:auto"> Remember user ID</label><button type="submit">Next</button></form>
<p><a href="/signin/v1/?APPID=WFNPortal#/forgot">Forgot your user ID/password?</a></p><p style="font-size:14px">Don't have an account? <a href="/signin/v1/?APPID=WFNPortal#/register">Create account</a></p>
<p style="font-size:12px;color:#6b6b6b;margin-top:40px">ADP will never ask you for your password by email or phone. <a href="https://www.adp.com/about-adp/data-security/alerts.aspx">Security alerts</a></p></div></div>
<script src="/signin/v1/static/js/main.6f1b2c3d.js" defer></script>`,
    }),
  },
  {
    id: 'yr-gusto-app-login-own-host',
    label: 'clean',
    kind: 'payroll-login-own-domain',
    url: 'https://app.gusto.com/login',
    body: doc({
      title: 'Sign in | Gusto',
      css: `body{margin:0;font-family:"Centra No2",Helvetica,Arial,sans-serif;background:#f8f5f2;color:#1c1c1c}.c{max-width:420px;margin:70px auto;background:#fff;border-radius:12px;padding:36px}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #c7c7c7;border-radius:8px;margin:6px 0 16px;font-size:16px}button{width:100%;padding:13px;background:#0a8080;color:#fff;border:0;border-radius:8px;font-size:16px;font-weight:600}
.or{text-align:center;color:#777;margin:16px 0;font-size:14px}.g{display:block;text-align:center;border:1px solid #c7c7c7;border-radius:8px;padding:11px;color:#1c1c1c;text-decoration:none}`,
      body: `<div class="c">${mark.gusto}<h1 style="font-size:26px">Sign in</h1>
<form method="post" action="/login" id="new_user"><input type="hidden" name="authenticity_token" value="m1R9xKq2w0bL4pZtX8dF7sH3vY6cN5eJ0aQ1uT2iO9rE4wS"><label for="user_email">Email</label><input id="user_email" name="user[email]" type="email" autocomplete="email"><label for="user_password">Password</label><input id="user_password" name="user[password]" type="password" autocomplete="current-password"><button>Sign in</button></form>
<div class="or">or</div><a class="g" href="/users/auth/google_oauth2">Sign in with Google</a>
<p style="font-size:14px;margin-top:18px"><a href="/users/password/new" style="color:#0a8080">Forgot password?</a></p></div>`,
    }),
  },
  {
    id: 'yr-deel-app-login-own-host',
    label: 'clean',
    kind: 'payroll-login-own-domain',
    url: 'https://app.deel.com/login',
    body: doc({
      title: 'Log in | Deel',
      css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f5f6fb;color:#101828}.c{max-width:430px;margin:60px auto;background:#fff;border-radius:16px;padding:34px;box-shadow:0 8px 30px rgba(21,53,122,.08)}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #d0d5dd;border-radius:10px;margin:6px 0 14px;font-size:15px}button{width:100%;padding:13px;border:0;border-radius:10px;background:#15357a;color:#fff;font-weight:600}
.alt a{display:block;border:1px solid #d0d5dd;border-radius:10px;padding:10px;text-align:center;margin-top:10px;color:#101828;text-decoration:none}`,
      body: `<div id="root"><div class="c">${mark.deel}<h2>Welcome back</h2><form method="post" action="/api/auth/login"><label>Email</label><input name="email" type="email" autocomplete="email"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button>Log in</button></form>
<div class="alt"><a href="/auth/google">Continue with Google</a><a href="/auth/sso">Log in with SSO</a></div><p style="font-size:13px;text-align:center"><a href="/forgot-password" style="color:#15357a">Forgot password?</a> · <a href="/signup" style="color:#15357a">Create account</a></p></div></div>
<script src="https://app.deel.com/static/js/runtime.4b2e9c.js" defer></script>`,
    }),
  },
  {
    id: 'yr-joblane-app-login-own-host',
    label: 'clean',
    kind: 'hr-login-own-domain',
    url: 'https://app.joblane.com/login?next=%2Fpayslips',
    body: doc({
      title: 'Sign in – Joblane',
      css: cssBase + `body{background:#f4f2fb}.w{max-width:420px;margin:60px auto;background:#fff;border-radius:14px;padding:32px;box-shadow:0 6px 24px rgba(35,25,77,.1)}button{background:#5b3cc4;width:100%;margin-top:16px}
.sso a{display:block;text-align:center;border:1px solid #d9d4ef;border-radius:8px;padding:10px;margin-top:10px;color:#23194d}`,
      body: `<div class="w">${mark.joblane}<h2>Sign in to Joblane</h2><p class="muted">Jobs, onboarding and payslips in one place.</p>
<form method="post" action="/session"><input type="hidden" name="csrf" value="b3f9e1c2a7d84f0e9b6c5a2d1e0f7c3b"><label>Email</label><input type="email" name="email" autocomplete="email"><label>Password</label><input type="password" name="password" autocomplete="current-password"><button>Sign in</button></form>
<div class="sso"><a href="/auth/saml?next=%2Fpayslips">Sign in with your company SSO</a><a href="/auth/google">Continue with Google</a></div>
<p class="muted" style="margin-top:16px"><a href="/password/forgot">Forgot password?</a> · <a href="https://joblane.com/trust">Safety center</a></p></div>`,
    }),
  },
  {
    id: 'yr-hinglish-greythr-ess-login-own-host',
    label: 'clean',
    kind: 'payroll-login-own-domain',
    url: 'https://kestrel-india.greythr.com/uas/portal/auth/login',
    body: doc({
      title: 'greytHR | Login',
      lang: 'en-IN',
      css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#eef3f8}.c{max-width:420px;margin:60px auto;background:#fff;padding:34px;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #c7d1dc;border-radius:4px;margin:6px 0 14px}button{width:100%;padding:12px;background:#2f80ed;color:#fff;border:0;border-radius:4px;font-weight:600}
.tip{font-size:12px;color:#5b6b7c;background:#f4f7fb;border-radius:4px;padding:10px;margin-top:14px}`,
      body: `<div class="c"><div style="font-size:13px;color:#5b6b7c">Kestrel Energy India Pvt Ltd</div><h2>Log in to greytHR</h2>
<form method="post" action="/uas/portal/auth/login"><label>Login ID</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button>Log in</button></form>
<p style="font-size:13px"><a href="/uas/portal/auth/forgot-password" style="color:#2f80ed">Forgot password?</a></p>
<div class="tip">Payslips aur Form 16 login ke baad <b>Payslips</b> section mein milenge. HR kabhi bhi aapka password, OTP ya bank PIN nahi maangega.</div></div>`,
    }),
  },
];
