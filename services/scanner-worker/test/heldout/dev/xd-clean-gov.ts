import type { Entry } from '../entry.js';
import { shell, baseCss, mark, dataLayer, acknowledgement, cardFields } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-ato-scam-alerts-quoting-sms',
  label: 'clean',
  kind: 'gov-scam-alert',
  url: 'https://www.ato.gov.au/online-services/scams-cyber-safety-and-identity-theft/scam-alerts?tab=current-2025',
  body: shell(
    'Scam alerts | Australian Taxation Office',
    `<header class="top" style="background:#fff;border-bottom:4px solid #2a6f97">${mark.coatOfArms(44)}<div><b>Australian Government</b><br><span style="font-size:20px">Australian Taxation Office</span></div></header>
<main style="max-width:860px">
 <h1>Scam alerts</h1>
 <p>Keep up to date with the latest ATO impersonation scams. We're seeing an increase in SMS and email scams asking you to log in to myGov through a link.</p>
 <h2>myGov refund SMS</h2>
 <p>Scammers are sending text messages like this:</p>
 <blockquote style="background:#f6f6f6;border-left:4px solid #c00;padding:10px">ATO: You are eligible for a tax refund of $738.14. To receive your refund please verify your details at https://ato-gov.refund-au.click/claim within 48 hours.</blockquote>
 <p>The ATO will never send an SMS or email with a link asking you to log on to our online services. Don't click the link. If you've provided your details, call us on <b>1800 008 540</b>.</p>
 <h2>Notice of assessment download email</h2>
 <p>Emails claiming your notice of assessment is attached as a ZIP file or can be downloaded from a link are scams. Your notice of assessment is only available in your myGov inbox.</p>
 <h2>How to report</h2>
 <ul><li>Forward scam emails to <b>ReportScams@ato.gov.au</b></li><li>Report to <a href="https://www.scamwatch.gov.au/report-a-scam">Scamwatch</a></li></ul>
</main>
<footer>${acknowledgement('The ATO')}</footer>
${dataLayer('G-ATO4Z1K9XQ')}`,
    { css: baseCss('#fff', '#222', '#2a6f97') + 'main{max-width:860px}' },
  ),
},
{
  id: 'xd-clean-ird-myir-login',
  label: 'clean',
  kind: 'gov-own-login',
  url: 'https://myir.ird.govt.nz/eservices/home/?ref=ird-home-login',
  body: shell(
    'myIR - Log in',
    `<header class="top" style="background:#fff;border-bottom:3px solid #006272">${mark.ird(34)}</header>
<main>
 <h1 style="font-size:24px;color:#006272">Log in to myIR</h1>
 <form method="post" action="/eservices/home/_/logon">
  <label>User ID</label><input type="text" name="username" autocomplete="username">
  <label>Password</label><input type="password" name="password" autocomplete="current-password">
  <button style="margin-top:16px;background:#006272">Log in</button>
 </form>
 <p class="muted"><a href="https://www.ird.govt.nz/managing-my-tax/myir/forgotten-user-id-or-password">Forgotten your user ID or password?</a> · <a href="https://www.ird.govt.nz/managing-my-tax/myir/register">Register for myIR</a></p>
 <p class="muted">Inland Revenue will never send you a link asking you to log in to receive a refund. Refunds are paid to the bank account held in myIR.</p>
</main>
<footer>Te Tari Taake · Inland Revenue · New Zealand Government</footer>`,
    { lang: 'en-NZ', css: baseCss('#fff', '#1e1e1e', '#006272') },
  ),
},
{
  id: 'xd-clean-energy-bill-relief-info',
  label: 'clean',
  kind: 'gov-info-page',
  url: 'https://www.energy.gov.au/energy-bill-relief-fund?ref=households-2025',
  body: shell(
    'Energy Bill Relief Fund | energy.gov.au',
    `<header class="top" style="background:#fff;border-bottom:1px solid #ddd">${mark.coatOfArms(40)}<div style="font-size:13px">Australian Government<br><b>energy.gov.au</b></div></header>
<main style="max-width:820px">
 <h1>Energy Bill Relief Fund</h1>
 <p>Every Australian household receives energy bill rebates of $300 over 2024–25, applied automatically by electricity retailers as quarterly credits of $75. Eligible small businesses receive a $325 rebate.</p>
 <h2>Do I need to apply?</h2>
 <p><b>No.</b> You don't need to do anything. Your retailer applies the rebate to your bill. Nobody from the government or your retailer will contact you asking for your bank or card details to receive it.</p>
 <h2>Beware of scams</h2>
 <p>Scammers are sending messages about “claiming” the $300 rebate. If you get a message asking you to click a link or provide payment details, it's a scam — report it to <a href="https://www.scamwatch.gov.au">Scamwatch</a>.</p>
</main>
<footer>${acknowledgement('The Department of Climate Change, Energy, the Environment and Water')}</footer>`,
    { css: baseCss('#fff', '#222', '#1b5e20') },
  ),
},
{
  id: 'xd-clean-service-nsw-pay-fine',
  label: 'clean',
  kind: 'gov-payment-page',
  url: 'https://www.service.nsw.gov.au/transaction/pay-fine-or-penalty-notice?ref=revnsw-pn',
  body: shell(
    'Pay a fine | Service NSW',
    `<header class="top" style="background:#002664;color:#fff"><b style="font-size:18px">Service NSW</b><nav style="margin-left:auto;font-size:13px"><a style="color:#fff" href="https://www.service.nsw.gov.au/myservicensw">MyServiceNSW Account</a></nav></header>
<main style="max-width:560px">
 <h1 style="font-size:24px;color:#002664">Pay a fine</h1>
 <p>Enter the details from your penalty notice. You can also pay in your MyServiceNSW Account or the Service NSW app.</p>
 <form id="pf" method="post" action="/transaction/pay-fine-or-penalty-notice/lookup">
  <label>Penalty notice number</label><input type="text" name="penaltyNumber" required>
  <label>Date of birth or ABN</label><input type="text" name="dobOrAbn" required>
  <button style="margin-top:16px;background:#d7153a">Find my fine</button>
 </form>
 <h2 style="font-size:18px;margin-top:24px">Payment</h2>
 <form method="post" action="/transaction/pay-fine-or-penalty-notice/pay">
  ${cardFields({ holder: 'nameOnCard', number: 'cardNumber', exp: 'expiry', cvv: 'cvc' })}
  <button style="margin-top:16px;background:#d7153a">Pay</button>
 </form>
 <p class="muted">Revenue NSW will never send you a text message with a link to pay a fine. Fines are paid at service.nsw.gov.au or revenue.nsw.gov.au.</p>
</main>
<footer>© State of New South Wales</footer>`,
    { css: baseCss('#002664', '#222', '#002664') },
  ),
},
];
