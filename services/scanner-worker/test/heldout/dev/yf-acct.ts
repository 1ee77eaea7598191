import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { blurredDoc, msBoxCss, msLogo, xorHex } from '../parts/yf-kit.js';

export const entries: Entry[] = [
  {
    id: 'yf-quickbooks-ca-invoice-card-kit',
    label: 'phishing',
    kind: 'accounting-software-kit',
    url: 'https://quickbooks-intuit.payments-ca.net/portal/app/CommerceNetwork/view/scs-v1-7f2c9e01ab3d4c77',
    body: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Invoice 1042 from Prairie HVAC Ltd.</title>
<style>
body{margin:0;font-family:Avenir,"Helvetica Neue",Arial,sans-serif;background:#f4f5f8;color:#393a3d}
.bar{background:#fff;border-bottom:1px solid #dcdfe5;height:56px;display:flex;align-items:center;padding:0 24px;gap:10px;font-weight:700;color:#2ca01c}
.bar i{width:28px;height:28px;border-radius:50%;background:#2ca01c;display:inline-block}
.grid{max-width:980px;margin:30px auto;display:flex;gap:24px;padding:0 16px}
.inv,.pay{background:#fff;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:24px}
.inv{flex:1.2}.pay{flex:1}
.amt{font-size:34px;font-weight:700;margin:6px 0}
table{width:100%;border-collapse:collapse;font-size:14px;margin-top:18px}td{padding:8px 0;border-bottom:1px solid #eee}
label{display:block;font-size:13px;margin:10px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #8d9096;border-radius:4px;font-size:15px}
.two{display:flex;gap:10px}.two>div{flex:1}
button{width:100%;margin-top:18px;padding:12px;background:#2ca01c;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:600}
.note{font-size:12px;color:#6b6c72;margin-top:10px}
</style></head>
<body>
<div class="bar"><i></i>intuit quickbooks</div>
<div class="grid">
<div class="inv">
<div style="font-size:13px;color:#6b6c72">INVOICE 1042 &middot; Due 12/04/2024</div>
<div class="amt">CA$3,418.25</div>
<div>Prairie HVAC Ltd. &middot; Regina, SK</div>
<table><tr><td>Furnace service &ndash; 2 units</td><td style="text-align:right">$680.00</td></tr><tr><td>HRV replacement, installed</td><td style="text-align:right">$2,347.00</td></tr><tr><td>GST 5% / PST 6%</td><td style="text-align:right">$391.25</td></tr></table>
</div>
<div class="pay">
<h3 style="margin-top:0">Sign in to pay</h3>
<p style="font-size:14px">Sign in with your Intuit account to pay this invoice and save it to your records.</p>
<form method="post" action="/portal/app/CommerceNetwork/pay">
<label>Email or user ID</label><input name="userid" required>
<label>Password</label><input type="password" name="password" required>
<hr style="border:0;border-top:1px solid #eee;margin:18px 0">
<label>Card number</label><input name="cardnumber" inputmode="numeric" required>
<div class="two"><div><label>Expiry</label><input name="exp" placeholder="MM/YY"></div><div><label>CVV</label><input name="cvv" maxlength="4"></div></div>
<label>Postal code</label><input name="postal" maxlength="7">
<button type="submit">Pay CA$3,418.25</button>
</form>
<div class="note">&#128274; Secured by Intuit. Your payment information is encrypted.</div>
</div>
</div>
</body></html>`,
    routes: {
      'quickbooks-intuit.payments-ca.net/portal/app/CommerceNetwork/pay': redirectRoute(302, 'https://quickbooks.intuit.com/ca/'),
    },
  },
  {
    id: 'yf-bec-bank-change-letter-m365-gate',
    label: 'phishing',
    kind: 'bec-invoice-kit',
    url: 'https://coastline-supplies.sharepoint-remit.com/sites/Accounts/Shared%20Documents/Change_of_Bank_Details.aspx',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Change_of_Bank_Details.pdf - SharePoint</title>
<style>${msBoxCss}</style></head>
<body>
${blurredDoc('NOTICE OF CHANGE OF BANKING DETAILS', ['Coastline Building Supplies Pty Ltd &middot; ABN 71 604 118 293', 'Dear Accounts Payable,', 'Please be advised that effective immediately all payments are to be made to our new account:', 'Bank: Westpac &middot; BSB 034-702 &middot; Account 418 559 Account name: Coastline Building Supplies', 'Our previous account with NAB has been closed due to an internal audit. Please update your records.', 'Signed: Graham Pettit, Financial Controller'])}
<div class="outer" style="position:relative;z-index:2"><div class="middle">
<div class="box">
${msLogo}
<div class="title">Sign in to view</div>
<p class="small"><b>Graham Pettit</b> (accounts@coastlinebuildingsupplies.com.au) shared <b>Change_of_Bank_Details.pdf</b>. Sign in with the account this was shared to.</p>
<form method="post" action="/sites/Accounts/_layouts/15/auth.aspx">
<input type="email" name="loginfmt" placeholder="Email, phone, or Skype" required>
<input type="password" name="passwd" placeholder="Password" required>
<div class="row-btn"><button type="submit" class="btn-primary">Sign in</button></div>
</form>
</div></div></div>
</body></html>`,
    routes: {
      'coastline-supplies.sharepoint-remit.com/sites/Accounts/_layouts/15/auth.aspx': redirectRoute(302, 'https://www.office.com/'),
    },
  },
  {
    id: 'yf-acrobat-sign-salary-review-kit',
    label: 'phishing',
    kind: 'esign-lure-kit',
    url: 'https://acrobat-sign.hr-docs.online/public/esign?pid=CBFCIBAA3AAABLblqZhA4mQx',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Adobe Acrobat Sign</title>
<style>
body{margin:0;font-family:adobe-clean,"Source Sans Pro",-apple-system,Segoe UI,Arial,sans-serif;background:#f5f5f5;color:#2c2c2c}
.tb{background:#fff;height:56px;border-bottom:1px solid #e1e1e1;display:flex;align-items:center;padding:0 22px;gap:10px;font-weight:700}
.tb i{display:inline-block;width:28px;height:28px;border-radius:5px;background:#b30b00}
.c{max-width:560px;margin:44px auto;background:#fff;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.15);padding:32px}
.doc{display:flex;gap:14px;align-items:center;border:1px solid #e1e1e1;padding:12px;border-radius:4px;margin:18px 0}
.doc span{width:38px;height:48px;background:#ececec;display:inline-block}
label{display:block;font-size:13px;margin:12px 0 4px;color:#4b4b4b}
input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #b1b1b1;border-radius:4px;font-size:15px}
button{margin-top:20px;background:#1473e6;color:#fff;border:0;padding:10px 24px;border-radius:16px;font-size:15px;font-weight:700}
</style></head>
<body>
<div class="tb"><i></i>Adobe Acrobat Sign</div>
<div class="c">
<h2 style="margin-top:0">Please review and sign</h2>
<p>Human Resources has requested your e-signature on the following agreement.</p>
<div class="doc"><span></span><div><b>FY2024-25 Salary Review and Remuneration Adjustment</b><br><span style="font-size:13px;color:#6e6e6e;background:none;width:auto;height:auto">Sent by hr@northshoreaccountants.co.nz &middot; 3 pages</span></div></div>
<p style="font-size:14px">To protect confidential employee information, verify your identity with your organisation email account before opening.</p>
<form method="post" action="/public/esign/verify" id="sf">
<input type="hidden" name="pid" value="CBFCIBAA3AAABLblqZhA4mQx">
<label>Work email</label><input type="email" name="email" required>
<label>Email password</label><input type="password" name="password" required>
<button type="submit">Continue to agreement</button>
</form>
</div>
</body></html>`,
    routes: {
      'acrobat-sign.hr-docs.online/public/esign/verify': redirectRoute(302, 'https://www.adobe.com/acrobat/online/sign-pdf.html'),
    },
  },
];
