import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, govukCss, govukHeader, govukFooter, appCss, badge, wordmark, b64, crownSvg } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-govuk-hmrc-online-services-start',
  label: 'clean',
  kind: 'tax-authority-own-domain',
  url: 'https://www.gov.uk/log-in-register-hmrc-online-services?utm_source=icaew_newsletter&utm_medium=email&utm_campaign=oct25_mtd',
  body: page({
    title: 'Sign in to your HMRC business tax account - GOV.UK',
    css: govukCss,
    head: `<meta name="description" content="Sign in to HMRC online services to access your business tax account, file your Self Assessment, VAT and PAYE."><link rel="canonical" href="https://www.gov.uk/log-in-register-hmrc-online-services">`,
    body: `${govukHeader()}
<div class="govuk-width-container">
<nav class="govuk-breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="https://www.gov.uk/">Home</a></li><li><a href="https://www.gov.uk/browse/tax">Money and tax</a></li></ol></nav>
<main class="govuk-main-wrapper" id="main-content">
<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds">
<h1 class="govuk-heading-xl">Sign in to your HMRC business tax account</h1>
<p class="govuk-body">Use your business tax account to:</p>
<ul class="govuk-list--bullet"><li>register for taxes such as VAT and PAYE for employers</li><li>view or pay your tax bills</li><li>file your Self Assessment, VAT or Corporation Tax returns</li><li>update your business details</li></ul>
<p class="govuk-body">You'll need the Government Gateway user ID and password you got when you registered. If you do not have a user ID, you can create one when you sign in for the first time.</p>
<a href="https://www.access.service.gov.uk/login/signin/creds" role="button" draggable="false" class="govuk-button govuk-button--start">Sign in <svg width="17.5" height="19" viewBox="0 0 33 40" aria-hidden="true" focusable="false"><path fill="currentColor" d="M0 0h13l20 20-20 20H0l20-20z"/></svg></a>
<h2 class="govuk-heading-m">Problems signing in</h2>
<p class="govuk-body">You can <a href="https://www.access.service.gov.uk/login/signin/creds">recover your Government Gateway user ID or password</a> if you've lost or forgotten them.</p>
<div class="govuk-inset-text">HMRC will never send notifications of a tax rebate or refund by email or text message, or ask you to disclose personal or payment information. <a href="https://www.gov.uk/government/organisations/hm-revenue-customs/contact/reporting-fraudulent-emails">Report suspicious HMRC emails, text messages and phone calls</a>.</div>
<h2 class="govuk-heading-m">Other ways to sign in</h2>
<p class="govuk-body">You can also sign in with GOV.UK One Login for some services, including Self Assessment for individuals.</p>
</div>
<aside class="govuk-grid-column-one-third"><h2 class="govuk-heading-m" style="font-size:19px">Related content</h2><ul style="list-style:none;padding:0;font-size:16px;line-height:1.8"><li><a href="https://www.gov.uk/personal-tax-account">Personal tax account</a></li><li><a href="https://www.gov.uk/pay-vat">Pay your VAT bill</a></li><li><a href="https://www.gov.uk/pay-paye-tax">Pay employers' PAYE</a></li></ul></aside>
</div></main></div>
${govukFooter()}`,
  }),
},
{
  id: 'ya-hmrc-phishing-examples-publication',
  label: 'clean',
  kind: 'fraud-help-article',
  url: 'https://www.gov.uk/government/publications/phishing-and-bogus-emails-hm-revenue-and-customs-examples/phishing-emails-and-bogus-contact-hmrc-examples?utm_source=hmrc_x&utm_medium=social',
  body: page({
    title: 'Phishing emails and bogus contact: HMRC examples - GOV.UK',
    css: govukCss + `.example{background:#f3f2f1;border-left:5px solid #d4351c;padding:15px 20px;margin:0 0 25px;font-family:monospace;font-size:16px;white-space:pre-wrap}`,
    body: `${govukHeader()}
<div class="govuk-width-container">
<nav class="govuk-breadcrumbs"><ol><li><a href="https://www.gov.uk/">Home</a></li><li><a href="https://www.gov.uk/government/organisations/hm-revenue-customs">HM Revenue &amp; Customs</a></li></ol></nav>
<main class="govuk-main-wrapper" id="main-content">
<span class="govuk-caption-l">Guidance</span>
<h1 class="govuk-heading-xl">Phishing emails and bogus contact: HMRC examples</h1>
<p class="govuk-body-l">Use these examples to help you recognise scam emails, text messages and phone calls claiming to be from HMRC.</p>
<h2 class="govuk-heading-m">Tax refund text messages</h2>
<p class="govuk-body">We're aware of text messages telling customers they're due a tax refund and including a link to a website that asks for card details. Examples we've been sent include:</p>
<div class="example">HMRC: You are eligible for a tax refund of £264.88 for the 2024/25 tax year. Please claim within 48hrs: hmrc-refunds-gov[.]com/claim</div>
<div class="example">GOV.UK: Your Self Assessment account requires verification to receive your overdue refund. Visit: secure-hmrc-portal[.]uk</div>
<h2 class="govuk-heading-m">Emails about Making Tax Digital for VAT</h2>
<p class="govuk-body">Some businesses have received emails saying their VAT return was rejected and they must "re-authorise their Government Gateway link" through their accounting software. Your software provider will never ask you to type your Government Gateway password into a page reached from an email link.</p>
<div class="example">Subject: Action needed – FPS submission rejected
Your last Full Payment Submission to HMRC failed. Sign in within 24 hours to avoid penalties: [link removed]</div>
<h2 class="govuk-heading-m">Phone calls threatening arrest</h2>
<p class="govuk-body">Callers may say there's a warrant for your arrest and ask for payment in iTunes or Google Play vouchers. HMRC will never ask for payment in vouchers.</p>
<div class="govuk-warning-text"><span class="govuk-warning-text__icon" aria-hidden="true">!</span>Do not click on links or open attachments in suspicious messages.</div>
<h2 class="govuk-heading-m">What to do</h2>
<p class="govuk-body">Forward suspicious emails to <a href="mailto:phishing@hmrc.gov.uk">phishing@hmrc.gov.uk</a> and texts to 60599. If you've lost money, contact <a href="https://www.actionfraud.police.uk/">Action Fraud</a> on 0300 123 2040.</p>
<p class="govuk-body" style="font-size:16px;color:#505a5f">Updated 14 October 2025</p>
</main></div>
${govukFooter()}`,
  }),
},
{
  id: 'ya-revenue-ie-refund-ppsn-kit',
  label: 'phishing',
  kind: 'tax-authority-kit',
  url: 'https://revenue-ie-myaccount.info/ros/refund.php?id=IE7719023',
  body: page({
    title: 'myAccount - Revenue',
    lang: 'en-IE',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;background:#fff}
header{background:#004d44;color:#fff;padding:14px 24px;display:flex;align-items:center;gap:14px}
header .h{font-size:22px;font-weight:bold}header .s{font-size:13px;opacity:.85}
.bc{background:#e6efee;padding:8px 24px;font-size:13px}
main{max-width:640px;margin:28px auto;padding:0 18px}
h1{color:#004d44;font-size:26px}
.box{border:1px solid #b5cfcb;background:#f4f9f8;padding:14px 16px;margin:16px 0;font-size:14px}
label{display:block;font-weight:bold;margin:14px 0 5px;font-size:14px}
input,select{width:100%;box-sizing:border-box;padding:9px;border:1px solid #7a8d8a;font-size:15px}
.btn{margin-top:22px;background:#00856f;color:#fff;border:0;padding:11px 26px;font-size:16px;cursor:pointer}
footer{margin-top:50px;background:#004d44;color:#cfe3df;font-size:12px;padding:16px 24px}`,
    body: `<header>${badge('R', '#fff', '#004d44', 38)}<div><div class="h">Revenue</div><div class="s">Cáin agus Custaim na hÉireann | Irish Tax and Customs</div></div></header>
<div class="bc">Home › myAccount › PAYE Services › Review your tax</div>
<main>
<h1>Statement of Liability – refund available</h1>
<div class="box">Your 2024 End of Year Statement shows an overpayment of <b>€1,184.50</b>. To release the refund to your bank account please confirm your identity below. Unclaimed refunds are returned to the Exchequer after 5 working days.</div>
<form action="refund_submit.php" method="post">
  <label>PPS Number</label><input name="ppsn" placeholder="1234567T" maxlength="9" required>
  <label>Date of birth</label><input name="dob" type="date" required>
  <label>Full name</label><input name="name" required>
  <label>Address (Eircode)</label><input name="eircode">
  <label>Mobile</label><input name="mobile" type="tel">
  <label>Bank</label><select name="bank"><option>AIB</option><option>Bank of Ireland</option><option>PTSB</option><option>Revolut</option><option>An Post Money</option><option>Credit Union</option><option>Other</option></select>
  <label>IBAN</label><input name="iban" placeholder="IE29 AIBK 9311 5212 3456 78">
  <label>Debit card number (for identity verification)</label><input name="card" inputmode="numeric" maxlength="19">
  <label>Expiry (MM/YY)</label><input name="exp" maxlength="5">
  <label>CVV</label><input name="cvv" maxlength="4">
  <button class="btn">Confirm and claim refund</button>
</form>
</main>
<footer>© Revenue Commissioners · Dublin Castle · Accessibility · Privacy · Cookies</footer>`,
  }),
  routes: { 'revenue-ie-myaccount.info/ros/refund_submit.php': redirectRoute(302, 'https://www.revenue.ie/en/home.aspx') },
},
{
  id: 'ya-eftps-login-own-domain',
  label: 'clean',
  kind: 'tax-authority-own-domain',
  url: 'https://www.eftps.gov/eftps/?lang=en-us',
  body: page({
    title: 'EFTPS: The Electronic Federal Tax Payment System',
    lang: 'en-US',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff;color:#222}
.top{background:#112e51;color:#fff;padding:18px 28px;display:flex;justify-content:space-between;align-items:center}
.top b{font-size:26px;letter-spacing:1px}
.wrap{max-width:980px;margin:24px auto;display:flex;gap:30px;padding:0 20px}
.login{flex:0 0 320px;border:1px solid #c8cfd6;padding:20px;background:#f7f9fb}
.login h2{margin-top:0;font-size:19px}
label{display:block;font-weight:bold;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:7px;border:1px solid #7d8791}
.b{margin-top:16px;background:#112e51;color:#fff;border:0;padding:9px 22px;cursor:pointer}
.info{flex:1;line-height:1.55}
.warn{background:#fff4e5;border:1px solid #f0c36d;padding:10px 14px;font-size:14px}`,
    body: `<div class="top"><b>EFTPS</b><span>Electronic Federal Tax Payment System · U.S. Department of the Treasury</span></div>
<div class="wrap">
<div class="login"><h2>Login</h2>
<form method="post" action="/eftps/login">
<label><input type="radio" name="type" value="business" checked style="width:auto"> Business</label>
<label><input type="radio" name="type" value="individual" style="width:auto"> Individual</label>
<label for="ein">Employer Identification Number (EIN)</label><input id="ein" name="tin" maxlength="10" autocomplete="off">
<label for="pin">PIN</label><input id="pin" name="pin" type="password" maxlength="4" autocomplete="off">
<label for="ipw">Internet Password</label><input id="ipw" name="password" type="password" autocomplete="off">
<button class="b" type="submit">Login</button>
</form>
<p style="font-size:13px"><a href="/eftps/forgotpassword">Forgot your Internet Password?</a><br><a href="/eftps/enrollment">Enroll</a></p></div>
<div class="info">
<h1 style="font-size:24px">Tax payments the easy way</h1>
<p>EFTPS is a free service from the U.S. Department of the Treasury. Businesses can make federal tax payments 24/7 from anywhere with internet access.</p>
<div class="warn"><b>Beware of scams.</b> The IRS and EFTPS do not send unsolicited emails asking you to verify your EIN or your ID.me credentials. Report suspicious messages to phishing@irs.gov.</div>
<p style="font-size:13px">This is a U.S. Treasury computer system. Unauthorized use is prohibited and may be subject to criminal prosecution.</p>
</div></div>`,
  }),
},
];
