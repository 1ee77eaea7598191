import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { cardFields, cardFormatJs, doc, footer, formCss, gtag, luhnJs, mark, seal, usBanner, usBannerCss } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-clean-ezpassny-pay-toll-bill',
  label: 'clean',
  kind: 'toll-payment-portal',
  url: 'https://www.e-zpassny.com/vector/violations/violNoticeInquiry.do?locale=en_US&from=Home&menuId=payTollBill',
  body: doc({
    title: 'E-ZPass New York - Pay Toll Bill / Violation',
    head: `<link rel="stylesheet" href="/vector/css/ezpassny.css">${gtag('G-EZPNY01')}`,
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff;color:#222}.top{background:#5b2c83;color:#fff;padding:12px 24px;display:flex;justify-content:space-between;align-items:center}.top a{color:#fff;font-size:13px}.nav{background:#3f1d5c;padding:8px 24px;font-size:14px;color:#ddd}.c{max-width:860px;margin:24px auto;padding:0 18px}.c .alert{background:#fff4e5;border:1px solid #f5a300;padding:12px;font-size:14px}.fb{display:flex;gap:24px}.fb form{flex:1;border:1px solid #ddd;padding:18px}button{background:#5b2c83;color:#fff;border:0;padding:10px 24px}${formCss}`,
    body: `<div class="top">${mark('E-ZPass', '#5b2c83', 'E', '#f5a300')}<span><a href="/vector/account/home/accountLogin.do">Account Login</a> &middot; <a href="/vector/static/contact/index.shtml">Contact Us</a> &middot; Espa&ntilde;ol</span></div>
<div class="nav">Home &middot; Open an Account &middot; Pay Toll Bill / Violation &middot; Tolls by Mail &middot; Customer Service Centers</div>
<div class="c"><h1>Pay a Toll Bill or Violation</h1>
<p class="alert"><b>Scam alert:</b> E-ZPass NY does not send text messages about unpaid tolls with links to pay. Do not click links in texts claiming to be from E-ZPass. Pay only on this website, by phone at 1-800-333-8655, or by mail.</p>
<div class="fb"><form method="post" action="/vector/violations/violNoticeInquiry.do"><h3>Toll Bill / Violation Notice</h3>
<div class="fld"><label>Toll Bill or Violation Number</label><input name="violationNumber" maxlength="14" required></div>
<div class="fld"><label>License Plate Number</label><input name="plateNumber" maxlength="10" required></div>
<div class="fld"><label>Plate State</label><select name="plateState"><option>NY</option><option>NJ</option><option>PA</option><option>CT</option><option>MA</option></select></div>
<button type="submit">Find Bill</button></form>
<div style="flex:1;font-size:14px"><h3>Other ways to pay</h3><p><b>By phone:</b> 1-844-826-8425 (Tolls by Mail)<br><b>By mail:</b> Tolls by Mail Payment Processing Center, PO Box 15183, Albany, NY 12212-5183<br><b>In person:</b> at any E-ZPass NY Customer Service Center</p><p>Payments are accepted by Visa, MasterCard, Discover, American Express, checking account or money order.</p></div></div></div>
${footer('E-ZPass New York', ['Privacy Policy', 'Accessibility', 'Terms of Use', 'Site Map'])}`,
  }),
},

{
  id: 'ye-clean-thetollroads-pay-toll-card',
  label: 'clean',
  kind: 'toll-payment-portal',
  url: 'https://www.thetollroads.com/paytoll/pay-a-toll-or-violation',
  body: doc({
    title: 'Pay a Toll or Violation | The Toll Roads',
    head: gtag('G-TCA0TOLL'),
    css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#1a1a1a}.h{background:#002d62;color:#fff;padding:16px 28px;display:flex;justify-content:space-between}.h b{color:#7fc241}.c{max-width:760px;margin:26px auto;padding:0 18px}.step{display:flex;gap:10px;font-size:13px;color:#666;margin-bottom:14px}.step b{color:#002d62}.sum{background:#f4f7fb;padding:14px;margin:14px 0}button{background:#7fc241;border:0;padding:12px 30px;font-weight:700;font-size:16px}.warn{font-size:13px;border-top:1px solid #ddd;margin-top:24px;padding-top:12px}${formCss}`,
    body: `<div class="h"><span><b>THE TOLL ROADS</b> &middot; Orange County, CA</span><span>FasTrak&reg; &middot; Pay a Toll &middot; Help</span></div>
<div class="c"><div class="step"><span>1. Vehicle</span><b>2. Payment</b><span>3. Confirmation</span></div>
<h1>Pay a Toll</h1><div class="sum">Plate <b>8XYZ412 (CA)</b> &middot; 2 unpaid trips &middot; SR-73 on 04/02/2025 &middot; Total due <b>$11.69</b><br><small>No penalty has been assessed. Tolls may be paid within 5 days after your drive.</small></div>
<form id="pay" method="post" action="/paytoll/pay-a-toll-or-violation/submit">
${cardFields()}
<div class="fld"><label>Email for receipt</label><input name="email" type="email"></div>
<button type="submit">Pay $11.69</button></form>
<p class="warn">The Toll Roads will never text you a link to pay a toll. If you receive a suspicious text, forward it to 7726 (SPAM) and report it at ic3.gov. Payments on this page are processed by our PCI-compliant payment provider.</p></div>
<script>${luhnJs}${cardFormatJs}document.getElementById('pay').addEventListener('submit',function(e){if(!luhn(this.cardnumber.value)){e.preventDefault();alert('Please check your card number.');}});</script>`,
  }),
},

{
  id: 'ye-clean-ca-dmv-registration-renewal',
  label: 'clean',
  kind: 'dmv-portal',
  url: 'https://www.dmv.ca.gov/wasapp/vrir/start.do?localeName=en',
  body: doc({
    title: 'Vehicle Registration Renewal - California DMV',
    css: `${usBannerCss}body{margin:0;font-family:"Noto Sans",Arial,sans-serif;color:#1b1b1b}.hdr{background:#fff;border-bottom:4px solid #005b9a;padding:14px 26px;display:flex;align-items:center;gap:12px}.hdr b{font-size:18px;color:#005b9a}.c{max-width:720px;margin:26px auto;padding:0 18px}.info{background:#e7f2fa;padding:14px;font-size:14px}button{background:#005b9a;color:#fff;border:0;padding:11px 26px;border-radius:3px}${formCss}`,
    body: `<div class="hdr">${seal('CA', '#005b9a', 42)}<b>California DMV</b></div>
<div class="c"><h1>Vehicle Registration Renewal</h1>
<p class="info">Have your renewal notice handy. You'll need your license plate number and the last 5 digits of your Vehicle Identification Number (VIN). Fees can be paid by credit/debit card (convenience fee applies) or electronic check.</p>
<form method="post" action="/wasapp/vrir/start.do">
<div class="fld"><label for="plate">License Plate Number</label><input id="plate" name="plateNumber" maxlength="7" required></div>
<div class="fld"><label for="vin">Last 5 digits of VIN</label><input id="vin" name="vinLast5" maxlength="5" required></div>
<button type="submit">Continue</button></form>
<h2>Text message scams</h2><p>The DMV does not send texts about unpaid traffic tickets, toll violations or license suspensions with payment links. Texts that say <em>"Final Notice: California DMV ... enforcement penalties begin"</em> are scams. Report them to the FBI's Internet Crime Complaint Center (ic3.gov).</p></div>
<footer style="background:#1b3e6f;color:#fff;padding:16px 26px;font-size:13px">Copyright &copy; 2025 State of California &middot; Conditions of Use &middot; Privacy Policy &middot; Accessibility</footer>`,
  }),
},

{
  id: 'ye-clean-irs-wheres-my-refund-form',
  label: 'clean',
  kind: 'tax-agency-portal',
  url: 'https://sa.www4.irs.gov/wmr/',
  body: doc({
    title: "Where's My Refund? | Internal Revenue Service",
    css: `${usBannerCss}body{margin:0;font-family:"Source Sans Pro",Helvetica,Arial,sans-serif;color:#1b1b1b}.irs{background:#00599c;color:#fff;padding:14px 26px;font-size:26px;font-weight:700}.c{max-width:720px;margin:24px auto;padding:0 18px}.fs label{display:inline-block;margin-right:14px;font-weight:400}button{background:#00599c;color:#fff;border:0;padding:12px 28px;font-size:16px;border-radius:4px}${formCss}`,
    body: `${usBanner()}
<div class="irs">IRS</div>
<div class="c"><h1>Where's My Refund?</h1>
<p>Enter your information to see your refund status. You'll need your Social Security number or ITIN, your filing status and your exact refund amount from your return.</p>
<form method="post" action="/wmr/refund-status">
<div class="fld"><label>Social Security Number or ITIN</label><input name="ssn" inputmode="numeric" maxlength="11" autocomplete="off" required></div>
<div class="fld"><label>Tax year</label><select name="taxYear"><option>2024</option><option>2023</option><option>2022</option></select></div>
<div class="fld fs"><label style="display:block;font-weight:600">Filing status</label><label><input type="radio" name="fs" value="1"> Single</label><label><input type="radio" name="fs" value="2"> Married filing jointly</label><label><input type="radio" name="fs" value="3"> Married filing separately</label><label><input type="radio" name="fs" value="4"> Head of household</label><label><input type="radio" name="fs" value="5"> Qualifying surviving spouse</label></div>
<div class="fld"><label>Refund amount (whole dollars)</label><input name="refund" inputmode="numeric" required></div>
<button type="submit">Submit</button></form>
<p style="font-size:14px">The IRS doesn't initiate contact with taxpayers by email, text messages or social media to request personal or financial information. <a href="https://www.irs.gov/newsroom/tax-scams-consumer-alerts">Tax scams/consumer alerts</a></p></div>`,
  }),
},

{
  id: 'ye-clean-ny-inflation-refund-info',
  label: 'clean',
  kind: 'tax-agency-info',
  url: 'https://www.tax.ny.gov/pit/inflation-refund-checks.htm',
  body: doc({
    title: 'Inflation refund checks',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.nys{background:#154973;color:#fff;padding:8px 20px;font-size:13px}.nys b{font-size:20px;letter-spacing:2px;margin-right:10px}.hd{border-bottom:3px solid #f7a800;padding:14px 20px;font-size:20px;color:#154973}.c{max-width:780px;margin:22px auto;padding:0 18px;line-height:1.6}.box{background:#f3f6f9;border-left:5px solid #154973;padding:12px 16px}`,
    body: `<div class="nys"><b>NY</b>New York State Services &middot; News &middot; Government &middot; Local</div>
<div class="hd">Department of Taxation and Finance</div>
<div class="c"><h1>Inflation refund checks</h1>
<p>New York State is sending one-time inflation refund checks to approximately 8.2 million New Yorkers. <b>You don't need to apply, sign up or do anything else to receive a check.</b></p>
<h2>Who qualifies</h2><ul><li>filed a 2023 Form IT-201 resident return;</li><li>reported income within the eligible ranges; and</li><li>were not claimed as a dependent on another taxpayer's return.</li></ul>
<div class="box"><b>Beware of scams.</b> We will not call, text or email you asking for your bank account information or online banking password to deliver your check. Checks are mailed to the address on your 2023 return. If you receive a message claiming your refund "could not be mailed", do not respond.</div>
<p>Questions: call 518-457-5181.</p></div>`,
  }),
},

{
  id: 'ye-clean-ssa-my-account-signin',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://secure.ssa.gov/RIL/SiView.action?URL=%2FmySSA%2Fstatement',
  body: doc({
    title: 'Sign In | my Social Security | SSA',
    css: `${usBannerCss}body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;color:#1b1b1b}.top{background:#112e51;color:#fff;padding:14px 26px;display:flex;align-items:center;gap:12px}.top b{font-size:22px}.c{max-width:520px;margin:30px auto;padding:0 18px}.p{border:1px solid #dfe1e2;border-radius:4px;padding:22px;margin-bottom:16px}.btn{display:block;text-align:center;border-radius:4px;padding:12px;text-decoration:none;font-weight:700;margin:8px 0}.lg{background:#005ea2;color:#fff}.id{background:#fff;color:#005ea2;border:2px solid #005ea2}.fine{font-size:13px;color:#565c65}`,
    body: `${usBanner()}
<div class="top">${seal('SSA', '#112e51', 40)}<b>my Social Security</b></div>
<div class="c"><h1>Sign in to my Social Security</h1>
<div class="p"><p>Sign in with one of our credential partners.</p>
<a class="btn lg" href="https://secure.login.gov/openid_connect/authorize?client_id=urn:gov:gsa:openidconnect.profiles:sp:sso:ssa:mySSA&response_type=code">Sign in with LOGIN.GOV</a>
<a class="btn id" href="https://api.id.me/oauth/authorize?client_id=ssa_mySSA&response_type=code&scope=login">Sign in with ID.me</a></div>
<div class="p"><h3 style="margin-top:0">Username and password accounts</h3><p class="fine">If you created your account before September 18, 2021, you may still sign in with your username and password until you transition to Login.gov.</p>
<form method="post" action="/RIL/Login.action"><label>Username</label><br><input name="username" style="width:100%;padding:9px"><br><br><label>Password</label><br><input name="password" type="password" style="width:100%;padding:9px"><br><br><button style="background:#005ea2;color:#fff;border:0;padding:10px 24px">Sign In</button></form></div>
<p class="fine">SSA will never text or email you a link to download your Statement. Your Statement is available only after you sign in here.</p></div>`,
  }),
},

{
  id: 'ye-clean-medicare-gov-account-login',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://www.medicare.gov/account/login?lang=en-us',
  body: doc({
    title: 'Log in | Medicare.gov',
    css: `${usBannerCss}body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#212121}.m{padding:14px 26px;border-bottom:1px solid #ddd}.m b{color:#0071bc;font-size:24px}.c{max-width:480px;margin:36px auto;padding:0 18px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #5b616b;margin:4px 0 14px;font-size:16px}button{background:#0071bc;color:#fff;border:0;padding:12px 28px;font-size:16px;border-radius:4px}.tip{background:#e1f3f8;padding:12px;font-size:14px;margin-top:22px}`,
    body: `${usBanner()}
<div class="m"><b>Medicare</b>.gov</div>
<div class="c"><h1>Log in</h1>
<form method="post" action="/account/login/authenticate"><label>Username</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button type="submit">Log in</button></form>
<p><a href="/account/forgot-username">Forgot username?</a> &middot; <a href="/account/forgot-password">Forgot password?</a> &middot; <a href="/account/create-account">Create an account</a></p>
<div class="tip"><b>Guard your card.</b> Medicare will never call or text you to ask for your Medicare Number, sell you a new card or charge a fee for a replacement card. You can print an official card for free after you log in.</div></div>`,
  }),
},

{
  id: 'ye-clean-usps-schedule-redelivery',
  label: 'clean',
  kind: 'parcel-carrier-own-domain',
  url: 'https://tools.usps.com/redelivery.htm',
  body: doc({
    title: 'USPS.com® - Schedule a Redelivery',
    head: `<link rel="stylesheet" href="https://tools.usps.com/go/css/redelivery.min.css"><script src="https://tools.usps.com/global-elements/header/js/megamenu.js" defer></script>`,
    css: `body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;color:#333}.nav{background:#333366;color:#fff;padding:12px 24px;font-weight:700;font-size:20px}.nav i{color:#e71921;font-style:normal}.c{max-width:760px;margin:24px auto;padding:0 18px}.note{background:#f7f7f7;padding:12px;font-size:14px}button{background:#333366;color:#fff;border:0;padding:11px 28px;font-size:16px}${formCss}`,
    body: `<div class="nav">USPS<i>.</i>COM</div>
<div class="c"><h1>Schedule a Redelivery</h1><p>Tell us where and when to redeliver your package. <b>Redelivery is free.</b></p>
<form method="post" action="/redelivery/submit"><div class="fld"><label>Street address</label><input name="address1" required></div><div class="fld"><label>Apt/Suite/Other</label><input name="address2"></div><div class="row2"><div class="fld"><label>City</label><input name="city"></div><div class="fld"><label>State</label><select name="state"><option>Select</option><option>AL</option><option>AZ</option><option>CA</option><option>TX</option><option>NY</option></select></div><div class="fld"><label>ZIP Code&trade;</label><input name="zip" maxlength="5"></div></div>
<div class="fld"><label>Tracking number or notice (PS Form 3849) number</label><input name="tracking"></div>
<button type="submit">Check Availability</button></form>
<p class="note">USPS will not send texts or emails without a customer first requesting the service with a tracking number, and they will never contain a link. Never pay a "redelivery fee" through a text message link. Forward suspicious texts to spam@uspis.gov.</p></div>`,
  }),
},

{
  id: 'ye-clean-ftc-unpaid-toll-text-alert',
  label: 'clean',
  kind: 'consumer-alert-quoting-scam',
  url: 'https://consumer.ftc.gov/consumer-alerts/2025/01/got-text-about-unpaid-tolls-its-probably-scam?utm_source=govdelivery&utm_medium=email',
  body: doc({
    title: "Got a text about unpaid tolls? It's probably a scam | Consumer Advice",
    css: `${usBannerCss}body{margin:0;font-family:"Public Sans",Arial,sans-serif;color:#1b1b1b}.h{background:#1b3c6b;color:#fff;padding:16px 26px}.c{max-width:760px;margin:26px auto;padding:0 18px;line-height:1.7}.sms{background:#e9e9eb;border-radius:16px;padding:12px;max-width:440px}.meta{color:#5c5c5c;font-size:14px}`,
    body: `${usBanner()}
<div class="h"><b>FEDERAL TRADE COMMISSION</b> &middot; Consumer Advice</div>
<div class="c"><h1>Got a text about unpaid tolls? It's probably a scam</h1><p class="meta">January 9, 2025 &middot; by Alvaro Puig, Consumer Education Specialist</p>
<p>Scammers are sending texts that look like they're from a state tolling agency. The text says you owe money for unpaid tolls and gives a link to pay. Here's one reported to us:</p>
<p class="sms">E-ZPass: We've noticed an outstanding toll amount of $6.99 on your record. To avoid a late fee of $50.00, visit e-zpassny.com-tollbilling[.]top to pay.</p>
<p>Tolling agencies generally won't text you about unpaid tolls with a link. If you get a text like this:</p>
<ul><li><b>Don't click any links or respond.</b></li><li>Check your account using the toll agency's legitimate website or phone number.</li><li>Report and delete unwanted texts. Use your phone's "report junk" option or forward to 7726.</li></ul>
<p>Report scams at <a href="https://reportfraud.ftc.gov">ReportFraud.ftc.gov</a>.</p></div>`,
  }),
},

{
  id: 'ye-clean-state-ag-jury-duty-scam-release',
  label: 'clean',
  kind: 'consumer-alert-quoting-scam',
  url: 'https://oag.ca.gov/news/press-releases/attorney-general-warns-californians-jury-duty-and-warrant-scams',
  body: doc({
    title: 'Attorney General Warns Californians of Jury Duty and Warrant Scams | State of California - Department of Justice - Office of the Attorney General',
    css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;color:#222}.h{background:#13294b;color:#fff;padding:14px 26px;display:flex;gap:12px;align-items:center}.c{max-width:780px;margin:26px auto;padding:0 18px;line-height:1.7}.q{background:#f3f4f6;padding:12px 16px;border-left:4px solid #fdb81e}`,
    body: `<div class="h">${seal('DOJ', '#13294b', 44)}<div><b>State of California Department of Justice</b><br><small>Office of the Attorney General</small></div></div>
<div class="c"><p style="color:#666">Press Release &middot; Thursday, April 10, 2025</p><h1>Attorney General Warns Californians of Jury Duty and Warrant Scams</h1>
<p>SACRAMENTO &mdash; The Attorney General today warned residents about callers and websites impersonating courts and sheriff's offices. Scammers tell victims they missed jury duty and must pay a fine immediately to avoid arrest, often by gift card, wire transfer or a Bitcoin ATM.</p>
<p class="q">"You failed to appear for jury service. A bench warrant has been issued. To resolve this matter without arrest, pay the civil penalty of $498 now and stay on the line with the deputy."</p>
<p>"No court or law enforcement agency will ever demand payment over the phone or tell you to pay with gift cards or cryptocurrency," said the Attorney General. "If someone does, hang up."</p>
<p>Californians who believe they have been targeted can file a complaint online or call the Public Inquiry Unit at (800) 952-5225.</p></div>`,
  }),
},

{
  id: 'ye-clean-ny-ag-consulate-scam-alert-zh',
  label: 'clean',
  kind: 'consumer-alert-quoting-scam',
  url: 'https://ag.ny.gov/zh/consumer-alert-chinese-consulate-impersonation',
  body: doc({
    lang: 'zh-CN',
    title: '消费者警示：冒充中国领事馆的诈骗电话 | 纽约州总检察长办公室',
    css: `body{margin:0;font-family:"Microsoft YaHei","PingFang SC",Arial,sans-serif;color:#222}.h{background:#154973;color:#fff;padding:14px 26px}.c{max-width:780px;margin:24px auto;padding:0 18px;line-height:1.8}.q{background:#f3f6f9;border-left:4px solid #154973;padding:10px 14px}`,
    body: `<div class="h"><b>纽约州总检察长办公室</b> &middot; Office of the New York State Attorney General</div>
<div class="c"><h1>消费者警示：冒充中国领事馆和警方的诈骗</h1>
<p>总检察长提醒华人社区：近期有诈骗者冒充"中国驻纽约总领事馆"或"上海公安局"，声称您的护照涉嫌洗钱案件，要求您将资金转入"国家安全账户"进行核查。典型说法如下：</p>
<p class="q">"您名下的护照及银行账户涉嫌一宗跨境洗钱案件。此案件属于国家机密，请勿向家人、朋友或银行透露。"</p>
<p><b>真正的领事馆和警方绝不会通过电话要求您转账，也不会要求您保密。</b>如接到此类电话，请立即挂断，并与家人商量。</p>
<p>举报热线：1-800-771-7755（提供中文服务）。</p></div>`,
  }),
},
];
