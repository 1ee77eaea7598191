import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';
import { css, dotIcon, govBanner, logos, planFooter, shell } from '../parts/yt-kit.js';

/** The real sign-in pages of health plans, PBMs, HSA administrators, provider portals and federal identity services, on their own domains. */
// ---- myuhc.com: the member page hands off to One Healthcare ID (a different registrable domain, legitimately)
const myuhc = shell({
  title: 'myuhc - Member Sign In | UnitedHealthcare',
  favicon: '/member/assets/favicon.ico',
  css: css.portal + `.btn{background:#002677}.split{display:flex;gap:24px;max-width:920px;margin:40px auto}.split .card{margin:0;flex:1}.promo{flex:1;padding:20px}.promo h2{color:#002677}`,
  body: `<div class="top">${logos.uhc}<nav><a href="https://www.uhc.com/">uhc.com</a> · <a href="/member/es/prewelcome.do">Español</a></nav></div>
<div class="split"><div class="card"><h1>Sign in or register</h1><p class="sub">Members of employer, individual, Medicare and Medicaid plans.</p>
<form method="get" action="https://identity.onehealthcareid.com/oneapp/index.html">
<input type="hidden" name="HTTP_TARGETPORTAL" value="MYUHC"><input type="hidden" name="HTTP_ERRORURL" value="https://www.myuhc.com/member/prewelcome.do">
<button class="btn">Sign In</button></form>
<div class="links"><a href="https://identity.onehealthcareid.com/oneapp/index.html#/registration">Register now</a><a href="/member/help.do">Need help signing in?</a></div></div>
<div class="promo"><h2>Your health plan, all in one place</h2><ul><li>View and print your health plan ID card</li><li>Find in-network doctors and estimate costs</li><li>Track claims and your deductible</li><li>Refill prescriptions through Optum Rx</li></ul>
<p style="font-size:13px;color:#555">UnitedHealthcare will never call, text or email you to ask for your password or one-time code.</p></div></div>
<div class="foot">${planFooter('United HealthCare Services, Inc.')}</div>`,
});

// ---- myCigna
const cigna = shell({
  title: 'myCigna - Log in',
  favicon: dotIcon('#f58025'),
  css: css.portal + `.btn{background:#0a4a78}.two{display:flex;gap:8px}`,
  body: `<div class="top">${logos.cigna}<a href="https://www.cigna.com/">Cigna.com</a></div>
<div class="card"><h1>Log in to myCigna</h1>
<form method="post" action="/web/public/guest/login" id="lf">
<label>Username</label><input type="text" name="username" autocomplete="username">
<label>Password</label><input type="password" name="password" autocomplete="current-password">
<label style="font-weight:400"><input type="checkbox" name="remember"> Remember my username</label>
<button class="btn">Log In</button></form>
<div class="links"><a href="/web/public/guest/forgot-username">Forgot username</a><a href="/web/public/guest/forgot-password">Forgot password</a><a href="/web/public/guest/registration">Register</a></div></div>
<div class="foot">${planFooter('Cigna')}</div>`,
});

// ---- Kaiser Permanente sign-on
const kp = shell({
  title: 'Sign on | Kaiser Permanente',
  favicon: dotIcon('#0078b3'),
  css: css.portal + `.btn{background:#0078b3;border-radius:4px}`,
  body: `<div class="top">${logos.kp}<a href="/northern-california/">Northern California ▾</a></div>
<div class="card"><h1>Sign on</h1><p class="sub">Message your doctor, view test results and manage appointments.</p>
<form method="post" action="/northern-california/sign-on/authenticate">
<label>User ID</label><input type="text" name="user">
<label>Password</label><input type="password" name="password">
<button class="btn">Sign on</button></form>
<div class="links"><a href="/northern-california/sign-on/forgot-user-id">Forgot user ID?</a><a href="/northern-california/sign-on/forgot-password">Forgot password?</a><a href="/northern-california/register">Register</a></div></div>
<div class="foot"><p>Kaiser Permanente will never ask for your password by phone, text or email.</p></div>`,
});

// ---- Blue Access for Members, served from HCSC's own domain
const bam = shell({
  title: 'Blue Access for Members℠ | BCBSIL',
  favicon: dotIcon('#0060a9'),
  css: css.portal + `.btn{background:#0060a9;border-radius:3px}`,
  body: `<div class="top">${logos.bcbs}<a href="https://www.bcbsil.com/">bcbsil.com</a></div>
<div class="card"><h1>Blue Access for Members<sup>SM</sup></h1>
<form method="post" action="/wps/portal/bam/login/submit">
<label>Username</label><input type="text" name="j_username">
<label>Password</label><input type="password" name="j_password">
<input type="hidden" name="corpEntCode" value="IL1">
<button class="btn">Log In</button></form>
<div class="links"><a href="/wps/portal/bam/forgot">Forgot username or password?</a><a href="/wps/portal/bam/register">Register now</a></div></div>
<div class="foot"><p>Blue Cross and Blue Shield of Illinois, a Division of Health Care Service Corporation, a Mutual Legal Reserve Company.</p></div>`,
});

// ---- Availity Essentials login
const availity = shell({
  title: 'Availity Essentials | Log In',
  favicon: dotIcon('#e0662c'),
  css: css.portal + `.btn{background:#e0662c;border-radius:4px}body{background:#1c3f6e}.card{margin-top:70px}`,
  body: `<div class="card">${logos.availity}<h1 style="margin-top:16px">Log in</h1>
<form method="post" action="/availity/web/public/login/auth">
<label>User ID</label><input type="text" name="userId" autocomplete="username">
<label>Password</label><input type="password" name="password" autocomplete="current-password">
<button class="btn">Log in</button></form>
<div class="links"><a href="/availity/web/public/forgot-user-id">Forgot your user ID?</a><a href="/availity/web/public/forgot-password">Forgot your password?</a><a href="https://www.availity.com/Essentials-Portal-Registration">New to Availity? Register</a></div>
<p style="font-size:12px;color:#666">Availity will never ask you to install software to view remittances, or ask for your password by phone.</p></div>`,
});

// ---- Login.gov sign in (real), with the HHS/CMS partner banner
const loginGov = shell({
  title: 'Sign in | Login.gov',
  favicon: dotIcon('#1b1b1b'),
  css: css.gov + `.card{max-width:480px;margin:40px auto;border:1px solid #dfe1e2;border-radius:4px;padding:40px 48px}`,
  body: `${govBanner()}
<div class="card"><div style="text-align:center">${logos.logingov}</div>
<p style="text-align:center"><b>Medicare.gov</b> is using Login.gov to allow you to sign in to your account safely and securely.</p>
<form method="post" action="/">
<input type="hidden" name="authenticity_token" value="q8P2vX3wq7c9-hL0mTi6b1uV0rYs0zkO">
<label class="usa-label" for="user_email">Email address</label><input class="usa-input" id="user_email" name="user[email]" type="email" autocomplete="username">
<label class="usa-label" for="user_password">Password</label><input class="usa-input" id="user_password" name="user[password]" type="password" autocomplete="current-password">
<button class="usa-button" style="width:100%">Submit</button></form>
<p><a href="/users/password/new">Forgot your password?</a></p><p><a href="/sign_up/enter_email">Create an account</a></p>
<p><a href="https://www.medicare.gov/">‹ Cancel and return to Medicare.gov</a></p></div>
<footer>Login.gov is a service of the U.S. General Services Administration · <a href="/security-practices">Security Practices and Privacy Act Statement</a></footer>`,
});

// ---- my Social Security (real): choose a sign-in method
const ssa = shell({
  title: 'my Social Security | SSA',
  favicon: dotIcon('#1d3b6b'),
  css: css.gov + `.opt{border:1px solid #dfe1e2;border-radius:6px;padding:18px;margin:12px 0;display:flex;justify-content:space-between;align-items:center}`,
  body: `${govBanner()}
<header class="site">${logos.ssa}<span style="font-size:20px;color:#1d3b6b">my Social Security</span></header>
<main><h1>Sign In</h1><p>Choose a sign-in method. Social Security will never ask you to pay to access your account, and our employees will never threaten you or ask for gift cards.</p>
<div class="opt"><div>${logos.logingov}<br><small>Use your Login.gov account</small></div><a class="usa-button" href="https://secure.login.gov/openid_connect/authorize?client_id=urn:gov:gsa:openidconnect.profiles:sp:sso:ssa:mySSA">Sign in with Login.gov</a></div>
<div class="opt"><div><b>ID.me</b><br><small>Use your ID.me account</small></div><a class="usa-button" href="https://api.id.me/oauth/authorize?client_id=ssa">Sign in with ID.me</a></div>
<div class="usa-alert"><b>Username and password accounts</b> created before September 18, 2021 are being transitioned to Login.gov.</div></main>
<footer>Social Security Administration · <a href="/privacy">Privacy Program</a> · <a href="/accessibility">Accessibility</a></footer>`,
});

// ---- Medicare.gov account login landing
const medicare = shell({
  title: 'Log in or create an account | Medicare',
  favicon: dotIcon('#0071bc'),
  css: css.gov,
  body: `${govBanner()}
<header class="site">${logos.medicare}<a href="/es/account/login">Español</a></header>
<main><h1>Log in to your Medicare account</h1>
<p>Your account lets you see your Original Medicare claims, print your Medicare card, track preventive services and manage your drug plans.</p>
<p><a class="usa-button" href="https://secure.login.gov/?request_id=medicare">Log in with Login.gov</a></p>
<p><a href="/account/create-account">Create an account</a></p>
<div class="usa-alert warn"><b>Protect yourself:</b> Medicare will never call you to sell anything, ask for your Medicare Number to send you a new card, or ask for payment by gift card. Report suspected fraud at 1-800-MEDICARE (1-800-633-4227).</div></main>
<footer>A federal government website managed and paid for by the U.S. Centers for Medicare &amp; Medicaid Services. 7500 Security Boulevard, Baltimore, MD 21244</footer>`,
});

// ---- HealthEquity member login
const he = shell({
  title: 'Member Login | HealthEquity',
  favicon: dotIcon('#6fb043'),
  css: css.portal + `.btn{background:#173f5f;border-radius:4px}`,
  body: `<div class="top">${logos.healthequity}<a href="https://www.healthequity.com/">HealthEquity.com</a></div>
<div class="card"><h1>Member login</h1>
<form method="post" action="/auth/login" id="lg">
<label>Username</label><input type="text" name="username" autocomplete="username">
<label>Password</label><input type="password" name="password" autocomplete="current-password">
<button class="btn">Log in</button></form>
<div class="links"><a href="/auth/forgot">Forgot username or password?</a><a href="/auth/create">Create login</a></div>
<p style="font-size:13px;color:#555">Lost or stolen HealthEquity Visa® card? Call member services 24/7 at the number on the back of your card.</p></div>
<div class="foot">© 2025 HealthEquity, Inc. All rights reserved.</div>
<script src="/static/js/login.b7e1.js" defer></script>`,
});
const heJs = `document.getElementById('lg').addEventListener('submit',function(){var b=this.querySelector('button');b.disabled=true;b.textContent='Logging in…';});`;

export const entries: Entry[] = [
{
  id: 'yt-clean-myuhc-prewelcome',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.myuhc.com/member/prewelcome.do?currentLanguageFromPreCheck=en',
  body: myuhc,
  routes: { 'www.myuhc.com/member/assets/favicon.ico': { status: 200, headers: { 'content-type': 'image/x-icon' }, body: Buffer.alloc(64) } },
},
{
  id: 'yt-clean-mycigna-guest-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://my.cigna.com/web/public/guest?returnUrl=%2Fweb%2Fsecure%2Fconsumer%2Fclaims',
  body: cigna,
},
{
  id: 'yt-clean-kp-ncal-signon',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://healthy.kaiserpermanente.org/northern-california/sign-on?rdr=%2Fnorthern-california%2Fsecure%2Fmessage-center',
  body: kp,
},
{
  id: 'yt-clean-bcbsil-bam-hcsc',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://members.hcsc.net/wps/portal/bam?corpEntCode=IL1',
  body: bam,
},
{
  id: 'yt-clean-availity-essentials-login',
  label: 'clean',
  kind: 'provider-portal-login',
  url: 'https://apps.availity.com/availity/web/public.elegant.login?goto=%2Favaility%2Fweb%2Fremittance-viewer',
  body: availity,
},
{
  id: 'yt-clean-logingov-medicare-sp',
  label: 'clean',
  kind: 'gov-identity-login',
  url: 'https://secure.login.gov/?request_id=2b7c4e10-medicare-gov',
  body: loginGov,
},
{
  id: 'yt-clean-ssa-my-account-signin',
  label: 'clean',
  kind: 'gov-identity-login',
  url: 'https://secure.ssa.gov/RIL/SiView.action?URL=%2Fmyssa%2Fbec-plan-prep-ui%2F',
  body: ssa,
},
{
  id: 'yt-clean-medicare-account-login',
  label: 'clean',
  kind: 'gov-identity-login',
  url: 'https://www.medicare.gov/account/login?lang=en&redirect=%2Fmy%2Fclaims',
  body: medicare,
},
{
  id: 'yt-clean-healthequity-member-login',
  label: 'clean',
  kind: 'hsa-admin-login',
  url: 'https://member.my.healthequity.com/hsa/21895-HealthEquity/login',
  body: he,
  routes: { 'member.my.healthequity.com/static/js/login.b7e1.js': jsRoute(heJs) },
},
];
