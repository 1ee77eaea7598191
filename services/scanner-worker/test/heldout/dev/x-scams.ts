import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, footer, imgRoute, js, json, qrBlock } from '../parts/x-kit.js';

// Scam pages (safe account, staff impersonation, APP fraud, purchase, investment, loan-fee, recovery, romance)
// that customers were sent before they moved money.

export const entries: Entry[] = [
  {
  id: 'x-scam-safe-account-case-portal',
  label: 'scam',
  kind: 'safe-account',
  url: 'https://fraud-case-centre.co.uk/case/FR-20931-UK',
  body: doc({
    title: 'Fraud Case FR-20931 | Customer Protection Unit',
    css: `body{background:#f4f6f8}.h{background:#102a43;color:#fff;padding:16px 26px}.w{max-width:700px;margin:24px auto;background:#fff;padding:28px;border-radius:6px}table{width:100%;border-collapse:collapse;margin:14px 0}td{padding:9px;border:1px solid #d9e2ec}td:first-child{background:#f0f4f8;font-weight:600;width:40%}.warn{background:#ffe3e3;border-left:4px solid #d64545;padding:12px}.ok{background:#e3f9e5;border-left:4px solid #3ebd93;padding:12px}`,
    body: `<div class="h"><b>Customer Protection Unit</b> &nbsp;·&nbsp; Joint Bank Fraud Response (UK Finance member banks)</div>
<div class="w"><h2>Case FR-20931-UK — Status: <span style="color:#d64545">ACTIVE</span></h2>
<div class="warn">Your current account has been accessed by an unauthorised third party. Our investigation indicates that a <b>member of staff at your branch may be involved</b>. Do not discuss this case with branch staff or anyone else, including family members, as this may compromise the investigation.</div>
<p>As agreed with your case officer on the phone, your funds must be transferred to a temporary protected account while your existing account is closed and reissued. This account is held in your name and covered by the FSCS.</p>
<table><tr><td>Protected account name</td><td id="nm">Your name (Safe Holding)</td></tr><tr><td>Sort code</td><td>04-00-75</td></tr><tr><td>Account number</td><td>19928834</td></tr><tr><td>Payment reference</td><td>FR20931 SAFE</td></tr><tr><td>Amount to transfer</td><td>Full available balance</td></tr></table>
<p>When the bank asks <b>"What is the reason for this payment?"</b> select <b>"Paying family or friends"</b>. Selecting any other option will alert the compromised staff member and the transfer will be blocked.</p>
<p>If you see a "Confirmation of Payee — name does not match" warning, this is expected because the protected account is newly created. Please continue.</p>
<div class="ok">Once the transfer is complete, call your case officer back on <b>0203 769 4410</b> quoting your case number. Your new account details will be posted within 5 working days.</div>
<p style="font-size:12px;color:#829ab1;margin-top:24px">This portal is operated on behalf of participating banks. Case data is encrypted. Ref. CPU/FR/2025/20931</p></div>`,
  }),
},
  {
  id: 'x-scam-bank-staff-callback-lure',
  label: 'scam',
  kind: 'bank-impersonation',
  url: 'https://secure-halifax-alerts.com/alert/',
  body: doc({
    title: 'Halifax - Unusual activity on your account',
    css: `.h{background:#005eb8;color:#fff;padding:16px 24px;font-size:22px;font-weight:700}.w{max-width:560px;margin:28px auto;padding:0 18px}.tx{border:1px solid #ccd;border-radius:6px;padding:14px;margin:12px 0}.call{font-size:30px;font-weight:800;color:#005eb8}.b{display:inline-block;background:#005eb8;color:#fff;padding:12px 22px;border-radius:4px;text-decoration:none}`,
    body: `<div class="h">HALIFAX <span style="font-weight:400;font-size:15px">· Fraud Prevention</span></div><div class="w">
<h2>We've blocked a payment</h2><p>We've stopped the following payment because it looked unusual:</p>
<div class="tx"><b>£2,350.00</b> to <b>A. ROMANOV</b> · Sort code 23-05-80<br><small>Attempted today at <span id="tm"></span> from a new device in Manchester</small></div>
<p>If you do not recognise this payment, please call our dedicated fraud team immediately. An advisor will help you secure your accounts.</p>
<p class="call">☎ 0330 808 2291</p><p style="font-size:13px">Lines open 24/7. Please have your debit card and mobile banking app ready. For your security the advisor may ask you to confirm a one-time passcode.</p>
<a class="b" href="tel:03308082291">Call now</a> &nbsp; <a href="#" onclick="alert('Please call us to report it was you.');return false">It was me</a>
<p style="font-size:11px;color:#777;margin-top:30px">Halifax is a division of Bank of Scotland plc. Registered in Scotland No. SC327000.</p></div>
<script>var d=new Date(Date.now()-1000*60*17);document.getElementById('tm').textContent=d.toTimeString().slice(0,5)</script>`,
  }),
},
  {
  id: 'x-scam-invoice-bank-details-change',
  label: 'scam',
  kind: 'invoice-redirection',
  url: 'https://hartwell-supplies-accounts.co.uk/notice/bank-details-2025.html',
  body: doc({
    title: 'Hartwell Building Supplies Ltd - Notice of change of bank details',
    css: `body{background:#ddd}.sheet{max-width:720px;margin:24px auto;background:#fff;padding:48px;font-family:Georgia,serif;box-shadow:0 2px 10px #0003}.lh{display:flex;justify-content:space-between;border-bottom:2px solid #333;padding-bottom:10px}table{border-collapse:collapse;margin:16px 0}td{padding:6px 14px;border:1px solid #999}`,
    body: `<div class="sheet"><div class="lh"><div><b style="font-size:22px">HARTWELL</b><br>Building Supplies Ltd</div><div style="text-align:right;font-size:13px">Unit 7, Cromwell Trading Estate<br>Leeds LS12 4RF<br>VAT Reg 284 1196 52</div></div>
<p style="text-align:right"><span id="d"></span></p><p>Dear Valued Customer,</p>
<p><b>RE: CHANGE OF BANK DETAILS – EFFECTIVE IMMEDIATELY</b></p>
<p>Please be advised that following our annual audit we have moved our business banking. All outstanding and future invoices should be paid to the account below. Payments made to our old account (Barclays) will be returned and may incur late payment charges.</p>
<table><tr><td>Bank</td><td>Starling Bank</td></tr><tr><td>Account name</td><td>Hartwell Supplies</td></tr><tr><td>Sort code</td><td>60-83-71</td></tr><tr><td>Account no.</td><td>20584417</td></tr><tr><td>IBAN</td><td>GB33SRLG60837120584417</td></tr></table>
<p>Outstanding: Invoice <b>HBS-11872</b> — £18,460.20 (due 14 days). We would appreciate settlement this week as our old account is now closed.</p>
<p>Please do not call our office regarding this change as our phone lines are being migrated; reply to this email address only (accounts@hartwell-supplies-accounts.co.uk).</p>
<p>Kind regards,<br><br><i>Sandra Whitlock</i><br>Credit Controller</p></div>
<script>document.getElementById('d').textContent=new Date().toLocaleDateString('en-GB',{day:'numeric',month:'long',year:'numeric'})</script>`,
  }),
},
  {
  id: 'x-scam-canada-credit-repair-guarantee',
  label: 'scam',
  kind: 'credit-repair',
  url: 'https://creditfixnow-canada.ca.creditrepairpros.net/',
  body: doc({
    title: 'Credit Fix Now Canada – Raise your Equifax & TransUnion score 150+ points in 30 days',
    css: `.h{background:#7f1d1d;color:#fff;padding:16px 24px}.w{max-width:820px;margin:0 auto;padding:20px}.big{font-size:34px;font-weight:800}.f{background:#fef2f2;padding:18px;border-radius:8px}.f input{width:100%;padding:10px;margin:5px 0}.f button{width:100%;padding:13px;background:#b91c1c;color:#fff;border:0;font-size:17px}`,
    body: `<div class="h"><b>Credit Fix Now 🍁</b> · Licensed credit restoration</div><div class="w">
<p class="big">Bad credit? Bankruptcy? Consumer proposal?<br>We erase it. Guaranteed.</p>
<p>Our legal team removes collections, late payments, bankruptcies and even consumer proposals from your Equifax and TransUnion file — <b>100% legally</b>. Average increase: +162 points.</p>
<ul><li>Get approved for a car loan or mortgage in 30 days</li><li>New credit identity (CPN) option available</li><li>Money-back guarantee*</li></ul>
<div class="f"><h3>Start today – $499 upfront, then $99/month</h3><form action="/enrol" method="post"><input name="name" placeholder="Full name"><input name="sin" placeholder="Social Insurance Number"><input name="dob" placeholder="Date of birth"><input name="card" placeholder="Credit/debit card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>Fix my credit now</button></form></div>
<p style="font-size:11px;color:#777">*Guarantee applies to clients completing 6 months of service. Results vary.</p></div>`,
  }),
  routes: { 'creditfixnow-canada.ca.creditrepairpros.net/enrol': htmlRoute('<!doctype html><p>Welcome aboard! Your credit specialist will contact you within 24 hours.</p>') },
},
  {
  id: 'x-scam-romance-hospital-transfer',
  label: 'scam',
  kind: 'romance',
  url: 'https://privatenote-share.com/n/9f3Kx2pLm',
  body: doc({
    title: 'Private note',
    css: `body{background:#fdf2f8;font-family:Georgia,serif}.w{max-width:600px;margin:30px auto;background:#fff;padding:32px;border-radius:10px;box-shadow:0 2px 10px #0001}.bank{background:#f1f5f9;padding:14px;font-family:monospace}`,
    body: `<div class="w"><p style="color:#999;font-size:12px;font-family:Arial">🔒 This note will self-destruct after reading.</p>
<p>My dearest Margaret,</p>
<p>I am writing from the hospital in Accra. The doctors say the surgery on my leg went well but they will not release me or give me my passport back until the bill of <b>£4,800</b> is settled. My company account is frozen until the oil contract is signed next week, and my daughter Sophie is waiting for me in Aberdeen. You are the only person in this world I can trust.</p>
<p>I know we have never met yet in person, but these four months have been the happiest of my life. As soon as I am back in the UK I will repay every penny, and then I am coming straight to Bristol to hold you.</p>
<p>The hospital administrator, Dr. Kwame Mensah, says you can pay to the account of their UK agent:</p>
<div class="bank">Name: K. Mensah Medical Services<br>Sort code: 20-32-06<br>Account: 83317729<br>Reference: PATIENT RJ WILSON</div>
<p>Please, please do not tell your bank or your son what it is for, they will not understand and it will delay everything. If they ask, say it is for a family member's holiday.</p>
<p>With all my love forever,<br>Richard ❤️</p></div>`,
  }),
},
];
