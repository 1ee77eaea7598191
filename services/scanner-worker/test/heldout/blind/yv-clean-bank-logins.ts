import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, cookieBar, cssR, doc, gtag, jsR } from '../parts/yv-kit.js';

// The banks' and fintechs' real sign-in pages and fraud-awareness pages, on their own domains.

const gtIbank = doc({
  title: 'GTBank Internet Banking',
  metaDesc: 'Guaranty Trust Bank internet banking - secure login',
  head: `<link rel="stylesheet" href="/ibank3/css/site.gtco2025.css">${gtag('G-GTB8X21QZ')}`,
  css: '',
  body: `<header class="hd"><a href="https://www.gtbank.com/">${LOGO.gtco}</a><nav><a href="https://www.gtbank.com/personal-banking">Personal</a><a href="https://www.gtbank.com/business-banking">Business</a><a href="https://www.gtbank.com/contact-us">Contact</a></nav></header>
<main class="m"><section class="lg"><h1>Internet Banking</h1>
<form method="post" action="/ibank3/Login.aspx" id="frmLogin" autocomplete="off">
<input type="hidden" name="__VIEWSTATE" value="/wEPDwUKMTY1NDU2MTA1MmRk7Zk2mQ1cN8bM3xqgY0Yp4aQ1A7E=">
<input type="hidden" name="__EVENTVALIDATION" value="/wEdAAQ8tN2f1F2Vw9ZzQdLhB0bY">
<label for="uid">User ID</label><input id="uid" name="txtUserID" maxlength="20">
<label for="pw">Password</label><input id="pw" name="txtPassword" type="password">
<button type="submit" name="btnLogin">Login</button>
<p class="sm"><a href="/ibank3/ForgotPassword.aspx">Forgot password?</a> &middot; <a href="/ibank3/Register.aspx">Register for internet banking</a></p></form></section>
<aside class="tips"><h3>Security tips</h3><ul><li>GTBank will never send you an email or SMS asking for your PIN, password, token code or BVN.</li><li>Always confirm that you are on <b>ibank.gtbank.com</b> before you sign in.</li><li>Do not click links in messages that claim your account has been restricted or that your BVN must be updated. Call 0700 GTCONNECT (0700 482 666 328) instead.</li><li>Report suspicious messages to <b>fraudalert@gtbank.com</b>.</li></ul></aside></main>
<footer class="ft">&copy; 2025 Guaranty Trust Bank Ltd. RC 152321. Licensed by the Central Bank of Nigeria. Deposits insured by NDIC.</footer>
${cookieBar('https://www.gtbank.com/cookie-policy')}`,
});
const gtCss = `${CSS.reset}body{background:#f7f7f7}.hd{display:flex;justify-content:space-between;align-items:center;background:#fff;padding:10px 40px;border-bottom:3px solid #dd4f05}.hd nav a{margin-left:22px;text-decoration:none;color:#444}.m{max-width:1000px;margin:40px auto;display:flex;gap:40px;padding:0 20px}.lg{flex:1;background:#fff;padding:30px;border-radius:4px}.lg label{display:block;margin:14px 0 6px;font-size:14px}.lg input{width:100%;padding:11px;border:1px solid #ccc;border-radius:3px}.lg button{margin-top:20px;background:#dd4f05;color:#fff;border:0;padding:12px 40px;border-radius:3px}.sm{font-size:13px;margin-top:18px}.tips{flex:1;font-size:14px;line-height:1.6}.ft{text-align:center;font-size:12px;color:#777;padding:30px}`;

const gtFraud = doc({
  title: 'Fraud Awareness | GTCO',
  head: gtag('G-GTB8X21QZ'),
  css: `${CSS.reset}body{background:#fff;line-height:1.65}.hd{padding:12px 40px;border-bottom:3px solid #dd4f05}.c{max-width:800px;margin:0 auto;padding:30px 20px}blockquote{background:#fff6ef;border-left:4px solid #dd4f05;margin:14px 0;padding:12px 16px;font-family:monospace;font-size:14px}h2{color:#dd4f05}`,
  body: `<div class="hd"><a href="/">${LOGO.gtco}</a></div>
<article class="c"><h1>Don't fall for it: common scams targeting our customers</h1>
<p>Fraudsters impersonate GTBank by SMS, WhatsApp, phone calls and fake websites. Below are real examples reported by customers this year. <b>If you receive any of these, do not click the link and do not share any code.</b></p>
<h2>1. "Account restricted / BVN update" SMS</h2>
<blockquote>GTBank: Your account has been restricted due to incomplete BVN linkage. Kindly update now to avoid permanent blockage: gtworld-profile-reactivation[.]online</blockquote>
<p>GTBank will never ask you to update your BVN through a link. BVN issues are handled only at a branch.</p>
<h2>2. Fake customer-care accounts on social media</h2>
<blockquote>Hello, this is GTBank Customer Care. To reverse your failed transfer, please send your card number, expiry date and the OTP you will receive now.</blockquote>
<p>Our verified handles have a blue tick. We never ask for your card details or OTP in a chat.</p>
<h2>3. "Wrong transfer" calls</h2>
<p>A caller says money was sent to your account by mistake and asks you to "approve" a reversal by dialling a USSD string that starts with *737*. Dialling it sends money from your account.</p>
<h2>What to do</h2><ul><li>Call 0700 GTCONNECT or send an email to fraudalert@gtbank.com.</li><li>If you already shared your details, dial <b>*737*51*74#</b> to block your account immediately.</li><li>Change your internet banking password and PIN at <a href="https://ibank.gtbank.com/">ibank.gtbank.com</a>.</li></ul></article>`,
});

const accessLogin = doc({
  title: 'Access Bank | Online Banking Login',
  head: `<script src="/RetailBank/js/vendor.bundle.4.12.0.js" defer></script>`,
  css: `${CSS.reset}body{background:linear-gradient(120deg,#003b65 0 45%,#f4f6f9 45%);min-height:100vh}.w{display:flex;max-width:1080px;margin:0 auto;padding:60px 20px;gap:40px;align-items:center}.promo{flex:1;color:#fff}.promo h1{font-size:36px}.f{width:400px;background:#fff;border-radius:8px;padding:30px;box-shadow:0 10px 30px rgba(0,0,0,.1)}${CSS.field}.b{width:100%;background:#f47b20;color:#fff;border:0;padding:13px;border-radius:6px;margin-top:20px;font-size:15px}.links{display:flex;justify-content:space-between;font-size:13px;margin-top:14px}`,
  body: `<div class="w"><div class="promo">${LOGO.access.replace('#003b65', '#fff')}<h1>More than banking.</h1><p>Transfer, pay bills, buy airtime and manage your cards on Access Online.</p><p style="font-size:13px;opacity:.85">Access Bank will never ask for your password, PIN or OTP by phone, SMS or email.</p></div>
<form class="f" method="post" action="/RetailBank/Account/Login"><h2>Sign in</h2>
<input type="hidden" name="__RequestVerificationToken" value="CfDJ8N9p3kq2rR0sXyZ1vW4tLm7a_bQeHc5dFgJ6iK8oP9uY">
<label>Username</label><input name="Username" autocomplete="username"><label>Password</label><input name="Password" type="password" autocomplete="current-password">
<button class="b">Sign in</button><div class="links"><a href="/RetailBank/Account/ForgotPassword">Forgot password?</a><a href="/RetailBank/Onboarding">Register</a></div></form></div>`,
});

const fbOnline = doc({
  title: 'FirstOnline | FirstBank',
  css: `${CSS.reset}body{background:#003b71}.w{max-width:900px;margin:0 auto;padding:50px 20px;display:flex;gap:30px;align-items:flex-start;color:#fff}.f{background:#fff;color:#222;width:380px;padding:28px;border-radius:6px}${CSS.field}.b{width:100%;background:#f2b632;border:0;padding:13px;font-weight:700;margin-top:18px;border-radius:4px}.i{flex:1;line-height:1.6}`,
  body: `<div class="w"><div class="i">${LOGO.firstbank.replace('#003b71">FirstBank', '#fff">FirstBank')}<h1>Welcome to FirstOnline</h1><p>Corporate and retail internet banking from First Bank of Nigeria Limited.</p><p style="font-size:13px">Your safety: FirstBank staff will never ask for your PIN, password or token. If in doubt, call FirstContact on 0700 FIRSTCONTACT or dial *894*0# to block your account.</p></div>
<form class="f" method="post" action="/firstonline/login"><h2>Sign in</h2><label>Username</label><input name="username"><label>Password</label><input name="password" type="password"><button class="b">Sign in</button>
<p style="font-size:13px"><a href="/firstonline/forgot">Forgot password</a> &middot; <a href="/firstonline/activate">Activate profile</a></p></form></div>`,
});

const palmBiz = doc({
  title: 'PalmPay Business - Sign in',
  css: `${CSS.reset}body{background:#f6f3ff}.f{max-width:400px;margin:60px auto;background:#fff;border-radius:14px;padding:30px;box-shadow:0 6px 24px rgba(106,53,255,.1)}${CSS.field}.b{width:100%;background:#6a35ff;color:#fff;border:0;padding:13px;border-radius:10px;margin-top:18px}`,
  body: `<form class="f" method="post" action="/merchant/auth/login">${LOGO.palmpay}<h2>Merchant sign in</h2><label>Email address</label><input name="email" type="email"><label>Password</label><input name="password" type="password"><button class="b">Sign in</button>
<p style="font-size:13px">New to PalmPay Business? <a href="/merchant/register">Create an account</a></p><p style="font-size:12px;color:#888">PalmPay Limited is licensed by the CBN as a Mobile Money Operator. Deposits are insured by NDIC.</p></form>`,
});

const monieBiz = doc({
  title: 'Moniepoint | Sign in',
  head: gtag('G-MNP44ZK1'),
  css: `${CSS.reset}body{background:#f3f6fc}.f{max-width:420px;margin:70px auto;background:#fff;border-radius:12px;padding:32px}${CSS.field}.b{width:100%;background:#0357ee;color:#fff;border:0;padding:14px;border-radius:8px;margin-top:18px}.o{text-align:center;font-size:13px;color:#777;margin-top:16px}`,
  body: `<form class="f" method="post" action="/auth/login">${LOGO.moniepoint}<h2>Welcome back</h2><p style="color:#667">Sign in to your Moniepoint business account</p>
<label>Business email or phone</label><input name="identifier"><label>Password</label><input name="password" type="password"><button class="b">Sign in</button>
<p class="o"><a href="/auth/forgot">Forgot password?</a></p><p class="o">Moniepoint will never call or message you to re-activate a POS terminal. Terminal issues are handled only through the Moniepoint app or your relationship manager.</p></form>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-gtbank-ibank-login', label: 'clean', kind: 'bank-login-own-domain', url: 'https://ibank.gtbank.com/ibank3/login.aspx?ReturnUrl=%2fibank3%2fDefault.aspx', body: gtIbank, routes: { 'ibank.gtbank.com/ibank3/css/site.gtco2025.css': cssR(gtCss) } },
  { id: 'yv-clean-gtco-fraud-awareness-examples', label: 'clean', kind: 'bank-fraud-awareness', url: 'https://www.gtbank.com/fraud-awareness/common-scams', body: gtFraud },
  { id: 'yv-clean-access-online-banking-login', label: 'clean', kind: 'bank-login-own-domain', url: 'https://ibank.accessbankplc.com/RetailBank/?lang=en&channel=web', body: accessLogin, routes: { 'ibank.accessbankplc.com/RetailBank/js/vendor.bundle.4.12.0.js': jsR('/*! vendor bundle */window.__AB={v:"4.12.0"};') } },
  {
  id: 'yv-clean-firstbank-firstonline-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://firstonline.firstbanknigeria.com/firstonline/?src=fbn-website',
  routes: {
    'firstonline.firstbanknigeria.com/firstonline/': redirectRoute(302, 'https://firstonline.firstbanknigeria.com/firstonline/login.aspx?src=fbn-website'),
    'firstonline.firstbanknigeria.com/firstonline/login.aspx': htmlRoute(fbOnline),
  },
},
  { id: 'yv-clean-palmpay-merchant-signin', label: 'clean', kind: 'fintech-login-own-domain', url: 'https://business.palmpay.com/merchant/login?lang=en-NG', body: palmBiz },
  { id: 'yv-clean-moniepoint-business-signin', label: 'clean', kind: 'fintech-login-own-domain', url: 'https://app.moniepoint.com/auth/login?returnTo=%2Fbusiness%2Foverview', body: monieBiz },
];
