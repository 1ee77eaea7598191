/**
 * yi- real government, pension and benefit services the volunteers cleared: GOV.UK guidance and
 * calculators, SSA, Medicare, myGov, myIR, CRA, ROS, NHS login, TV Licensing.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cookieBanner, doc, govUkCss, govUkFooter, govUkHeader, nhsCss, nhsLogo } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-clean-govuk-winter-fuel-how-it-is-paid',
  label: 'clean',
  kind: 'gov-guidance',
  url: 'https://www.gov.uk/winter-fuel-payment/how-its-paid?utm_source=helpline-factsheet',
  body: doc({
    title: 'Winter Fuel Payment: How it’s paid - GOV.UK',
    css: govUkCss,
    body: `${cookieBanner('GOV.UK')}
${govUkHeader()}
<div class="govuk-width-container">
<div class="govuk-breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/browse/benefits">Benefits</a></li><li><a href="/browse/benefits/heating">Help with heating costs</a></li></ol></div>
<main class="govuk-main-wrapper" id="main-content">
<span class="govuk-caption-l">Winter Fuel Payment</span><h1 class="govuk-heading-l">4. How it’s paid</h1>
<p>Most payments are made automatically in November or December. You should get a letter in October or November saying how much you’ll get.</p>
<p>If you get State Pension or another social security benefit (apart from Housing Benefit, Council Tax Reduction, Child Benefit or Universal Credit), your Winter Fuel Payment will be paid into the same account.</p>
<div class="govuk-warning-text"><span class="govuk-warning-text__icon" aria-hidden="true">!</span><strong>The Department for Work and Pensions (DWP) will never text or email you asking for your bank details to pay Winter Fuel Payment. If you get a message like this, do not reply or click any links.</strong></div>
<h2 class="govuk-heading-m">If you have not been paid</h2>
<p>Contact the Winter Fuel Payment Centre if your payment has not arrived by 29 January.</p>
<div class="govuk-inset-text">Winter Fuel Payment Centre<br>Telephone: 0800 731 0160<br>Textphone: 0800 731 0464<br>Monday to Friday, 8am to 6pm</div>
<p>Find out about <a href="/call-charges">call charges</a>.</p>
<h2 class="govuk-heading-m">Report a scam</h2>
<p>You can forward suspicious texts to 7726 for free, and report scam emails to <a href="mailto:report@phishing.gov.uk">report@phishing.gov.uk</a>.</p>
<nav style="margin-top:40px"><a href="/winter-fuel-payment/how-to-claim">← Previous: How to claim</a> &nbsp; <a href="/winter-fuel-payment/further-information">Next: Further information →</a></nav>
</main></div>
${govUkFooter}`,
  }),
},
{
  id: 'yi-clean-ssa-my-social-security-signin',
  label: 'clean',
  kind: 'gov-own-login',
  url: 'https://secure.ssa.gov/RIL/SiView.action?source=cola-notice',
  body: doc({
    title: 'Sign In | my Social Security | SSA',
    lang: 'en-US',
    css: `body{margin:0;font-family:"Source Sans Pro",Helvetica,Arial,sans-serif;background:#fff;color:#1b1b1b}
.usa-banner{background:#f0f0f0;font-size:13px;padding:4px 20px}header{padding:14px 30px;border-bottom:1px solid #dfe1e2;display:flex;align-items:center;gap:12px}
header b{font-size:24px;color:#162e51}main{max-width:980px;margin:0 auto;padding:30px 20px;display:flex;gap:40px;flex-wrap:wrap}
.c{flex:1 1 420px}.opt{border:1px solid #dfe1e2;border-radius:4px;padding:18px;margin-bottom:16px}
.btn{display:block;text-align:center;background:#005ea2;color:#fff;text-decoration:none;padding:12px;border-radius:4px;font-weight:700;margin-top:10px}
.btn.alt{background:#fff;color:#005ea2;border:2px solid #005ea2}label{display:block;font-weight:700;margin:12px 0 4px}
input{width:100%;padding:9px;border:1px solid #565c65;box-sizing:border-box;font-size:16px}footer{background:#162e51;color:#fff;padding:24px 30px;font-size:14px}footer a{color:#fff}`,
    body: `<div class="usa-banner">🇺🇸 An official website of the United States government · <a href="#">Here’s how you know</a></div>
<header><b>SSA</b><span>Social Security · my Social Security</span></header>
<main><div class="c"><h1>Sign In</h1>
<div class="opt"><h2 style="font-size:20px;margin:0">Sign in with Login.gov</h2><p>Use your Login.gov account. Login.gov is a secure sign-in service used by the public to sign in to participating government agencies.</p><a class="btn" href="https://secure.login.gov/openid_connect/authorize?client_id=urn:gov:gsa:openidconnect.profiles:sp:sso:ssa:myssa&amp;response_type=code&amp;acr_values=http://idmanagement.gov/ns/assurance/ial/2">Sign in with LOGIN.GOV</a></div>
<div class="opt"><h2 style="font-size:20px;margin:0">Sign in with ID.me</h2><a class="btn alt" href="https://api.id.me/oauth/authorize?client_id=ssa_myssa&amp;response_type=code&amp;scope=http://idmanagement.gov/ns/assurance/ial/2/aal/2">Sign in with ID.me</a></div>
<details class="opt"><summary>Sign in with your existing my Social Security username (account created before September 18, 2021)</summary>
<form method="post" action="/RIL/Login.action" autocomplete="on"><input type="hidden" name="struts.token.name" value="token"><input type="hidden" name="token" value="9QZ7K1JXW5C2B0M4">
<label for="username">Username</label><input id="username" name="username" autocomplete="username"><label for="password">Password</label><input id="password" type="password" name="password" autocomplete="current-password">
<button class="btn" style="width:100%;border:0">Sign In</button></form><p><a href="#">Forgot username?</a> · <a href="#">Forgot password?</a></p></details></div>
<div class="c"><h2>What you can do with my Social Security</h2><ul><li>Get your benefit verification letter</li><li>Check your COLA notice and payment history</li><li>Change your address and direct deposit</li><li>Request a replacement Medicare card</li></ul>
<p><b>Protect yourself from scams.</b> SSA will never threaten you, demand immediate payment, or ask for gift cards, wire transfers or cryptocurrency. Report scams at <a href="https://oig.ssa.gov">oig.ssa.gov</a>.</p></div></main>
<footer>Social Security Administration · 6401 Security Blvd, Baltimore, MD 21235 · <a href="#">Privacy</a> · <a href="#">Accessibility</a></footer>`,
  }),
},
{
  id: 'yi-clean-myir-nz-logon',
  label: 'clean',
  kind: 'gov-own-login',
  url: 'https://myir.ird.govt.nz/eservices/home/?_lang=en',
  body: doc({
    title: 'myIR Log in - Inland Revenue',
    lang: 'en-NZ',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#fff;color:#222}.top{background:#00324b;color:#fff;padding:14px 28px}
main{max-width:960px;margin:0 auto;padding:30px 20px;display:flex;gap:40px;flex-wrap:wrap}.l{flex:1 1 360px;border:1px solid #ccd6dd;padding:24px}
label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;padding:9px;border:1px solid #6b7c88;box-sizing:border-box}
button{margin-top:16px;background:#006272;color:#fff;border:0;padding:10px 26px;font-size:16px}.r{flex:1 1 360px}footer{background:#f1f1f1;padding:20px 28px;font-size:13px}`,
    body: `<div class="top"><b>Inland Revenue</b> Te Tari Taake</div>
<main><div class="l"><h1 style="margin-top:0">Log in to myIR</h1>
<form method="post" action="/eservices/home/_/Login"><input type="hidden" name="FAST_VERLAST__" value="4.RbzF9Lr3h3d2qQ">
<label for="u">User ID</label><input id="u" name="Username" autocomplete="username"><label for="p">Password</label><input id="p" type="password" name="Password" autocomplete="current-password">
<button>Log in</button></form><p><a href="#">Forgotten your user ID or password?</a></p><p>Or log in with <a href="#">RealMe</a></p></div>
<div class="r"><h2>Scams</h2><p>We'll never ask for your myIR password or bank card details by email or text, and we don't send links to refunds. If you've received a suspicious message claiming to be from Inland Revenue, forward it to <b>phishing@ird.govt.nz</b> and delete it.</p>
<h2>Income tax assessments</h2><p>If you're due a refund, it will be paid into the bank account held in myIR. You don't need to do anything.</p></div></main>
<footer>© Inland Revenue Te Tari Taake · New Zealand Government</footer>`,
  }),
},
{
  id: 'yi-clean-cra-sign-in-services-page',
  label: 'clean',
  kind: 'gov-guidance',
  url: 'https://www.canada.ca/en/revenue-agency/services/e-services/cra-login-services.html?utm_campaign=seniors',
  body: doc({
    title: 'CRA sign in services - Canada.ca',
    lang: 'en-CA',
    css: `body{margin:0;font-family:"Noto Sans",Arial,sans-serif;color:#333}header{padding:14px 30px;border-bottom:4px solid #26374a;display:flex;justify-content:space-between}
.fip{font-weight:700}.fip span{color:#af3c43}main{max-width:900px;margin:0 auto;padding:24px 20px}h1{border-bottom:2px solid #af3c43;padding-bottom:8px}
.btn{display:inline-block;background:#26374a;color:#fff;text-decoration:none;padding:10px 18px;margin:6px 10px 6px 0;border-radius:4px}
.alert{border-left:6px solid #ee7100;background:#fef5e6;padding:14px;margin:20px 0}footer{background:#26374a;color:#fff;padding:20px 30px;font-size:14px}`,
    body: `<header><span class="fip">Government of Canada <span>🍁</span> Gouvernement du Canada</span><a href="/fr/agence-revenu/services/services-electroniques/services-ouverture-session-arc.html">Français</a></header>
<main><h1>CRA sign in services</h1><p>Sign in to My Account (individuals), My Business Account or Represent a Client.</p>
<h2>My Account</h2><a class="btn" href="https://apps.cra-arc.gc.ca/ebci/hacc/srv/gcc?lang=eng">CRA sign in</a><a class="btn" href="https://apps.cra-arc.gc.ca/ebci/hacc/srv/sip?lang=eng">Sign in with a Sign-In Partner (bank)</a><a class="btn" href="https://apps.cra-arc.gc.ca/ebci/hacc/srv/ab?lang=eng">Alberta.ca Account</a>
<div class="alert"><b>Beware of scams.</b> The CRA will never send you an Interac e-Transfer for a refund or ask you to select your bank from a link in a text message. Refunds are paid by direct deposit or cheque. Report scams to the Canadian Anti-Fraud Centre at 1-888-495-8501.</div>
<h2>Sign-In Partners</h2><p>A Sign-In Partner is a trusted organization that has partnered with the Government of Canada to provide secure access to online services. Your banking information is never shared with the CRA.</p>
<p>Date modified: 2025-01-14</p></main><footer>Canada.ca · Terms and conditions · Privacy</footer>`,
  }),
},
{
  id: 'yi-clean-revenue-ie-myaccount-signin',
  label: 'clean',
  kind: 'gov-own-login',
  url: 'https://www.ros.ie/myaccount-web/sign_in.html?execution=e1s1&lang=en',
  body: doc({
    title: 'myAccount - Sign in - Revenue',
    lang: 'en-IE',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5;color:#222}.h{background:#005a4e;color:#fff;padding:16px 28px;font-size:20px}
.c{max-width:480px;margin:30px auto;background:#fff;padding:28px;border:1px solid #ddd}label{display:block;font-weight:700;margin:12px 0 4px}
input{width:100%;padding:9px;border:1px solid #777;box-sizing:border-box}.r{display:flex;gap:8px}button{margin-top:18px;background:#005a4e;color:#fff;border:0;padding:10px 24px;font-size:16px}
.n{font-size:14px;background:#eef6f4;padding:10px;margin-top:18px}`,
    body: `<div class="h">Revenue <small>Cáin agus Custaim na hÉireann · Irish Tax and Customs</small></div>
<div class="c"><h1>myAccount</h1><form method="post" action="/myaccount-web/sign_in.html?execution=e1s1"><input type="hidden" name="_csrf" value="b6d0c1c2-5f8e-4f6a-9e2d-7a1c3b4d5e6f">
<label for="pps">PPSN</label><input id="pps" name="ppsn" maxlength="9"><label>Date of birth</label><div class="r"><input name="dobDay" placeholder="DD" maxlength="2"><input name="dobMonth" placeholder="MM" maxlength="2"><input name="dobYear" placeholder="YYYY" maxlength="4"></div>
<label for="pw">Password</label><input id="pw" type="password" name="password"><button>Sign in</button></form>
<p><a href="#">Forgotten password?</a> · <a href="#">Register for myAccount</a></p>
<p class="n">Revenue will never send you a text message with a link asking for your bank or card details. Genuine refunds are paid to the bank account you have given us.</p></div>`,
  }),
},
{
  id: 'yi-clean-nhs-login-enter-email',
  label: 'clean',
  kind: 'gov-own-login',
  url: 'https://access.login.nhs.uk/enter-email?from=nhsapp-web',
  body: doc({
    title: 'Enter your email address - NHS login',
    css: nhsCss,
    body: `<header class="nhsuk-header"><div class="nhsuk-width-container" style="display:flex;align-items:center;gap:16px">${nhsLogo}<span style="font-size:20px;font-weight:600">NHS login</span></div></header>
<div class="nhsuk-width-container"><div class="nhsuk-card"><h1>Continue with NHS login</h1>
<p>You can use NHS login to access the NHS App, order repeat prescriptions and view your GP health record.</p>
<form method="post" action="/enter-email"><input type="hidden" name="csrf_token" value="IjU3YTk1ZDEyNDk0ZGY0YTA3YjJhOGRmYjNmYmQ1Nzg1In0">
<label for="email">Email address</label><span class="nhsuk-hint">You’ll use this to log in</span><input class="nhsuk-input" id="email" name="email" type="email" autocomplete="email" spellcheck="false">
<p><button class="nhsuk-button" type="submit">Continue</button></p></form>
<p><a href="/help">I have forgotten which email address I used</a></p></div>
<h2>Stay safe online</h2><p>The NHS will never ask you for your bank details or PIN, or to pay for the NHS App or a COVID-19 vaccine.</p></div>
<footer class="nhsuk-footer"><div class="nhsuk-width-container"><a href="#">Privacy notice</a> · <a href="#">Terms of use</a> · <a href="#">Accessibility statement</a> · © NHS England</div></footer>`,
  }),
},
];
