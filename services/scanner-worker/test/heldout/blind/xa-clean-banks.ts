import { type Entry } from '../entry.js';
import { doc, logos } from '../parts/xa-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

/**
 * Banks' and payment apps' own pages on their own domains: net-banking logins, password/IPIN reset flows
 * that really do ask for card details, KYC and UPI-PIN help, fraud-awareness pages quoting scam SMS, app
 * download pages and reward-point pages.
 */
export const entries: Entry[] = [
{
  id: 'xa-clean-hdfc-ipin-reset-debit-card',
  label: 'clean',
  kind: 'bank-own-password-reset',
  url: 'https://netbanking.hdfcbank.com/netbanking/IpinResetUsingOTP.htm?fldAppId=RS&fldTxnId=FPW&fldLangId=eng',
  body: doc({
    title: 'HDFC Bank NetBanking - Reset Password (IPIN)',
    css: `body{margin:0;font-family:Arial;background:#f2f4f8}.t{background:#004c8f;color:#fff;display:flex;align-items:center;gap:10px;padding:10px 26px}.b{max-width:640px;margin:26px auto;background:#fff;border:1px solid #d7dce5}.b h2{margin:0;padding:12px 16px;font-size:16px;border-bottom:3px solid #ed232a}.st{display:flex;font-size:12px;padding:10px 16px;gap:14px;color:#888}.st b{color:#004c8f}.f{padding:16px}.r{display:flex;align-items:center;margin:10px 0}.r label{flex:0 0 210px;font-size:13px}.r input{padding:7px;border:1px solid #aab}.n{font-size:12px;background:#f7f9fc;padding:10px;margin:14px 16px;border-left:3px solid #004c8f}.btn{background:#ed232a;color:#fff;border:0;padding:8px 22px}`,
    body: `<div class="t">${logos.hdfc(34)}<b>HDFC BANK</b><span style="margin-left:auto;font-size:12px">NetBanking</span></div>
<div class="b"><h2>Forgot Password / IPIN – Reset online</h2><div class="st"><b>1. Customer ID</b><span>2. OTP</span><span>3. Debit Card validation</span><span>4. Set new password</span></div>
<form class="f" method="post" action="/netbanking/IpinResetUsingOTP.htm?step=2" autocomplete="off">
<div class="r"><label>Customer ID / User ID</label><input name="fldLoginUserId" maxlength="20"></div>
<div class="r"><label>Registered Mobile (last 4 digits shown after continue)</label><span style="font-size:12px;color:#777">An OTP will be sent to your registered mobile number</span></div>
<div class="r"><label>Debit Card Number</label><input name="fldCardNo" maxlength="16" disabled placeholder="Enabled after OTP"></div>
<div class="r"><label>Expiry Date (MM/YY)</label><input name="fldExpDate" maxlength="5" disabled></div>
<div class="r"><label>ATM PIN</label><input name="fldPin" type="password" maxlength="4" disabled></div>
<button class="btn">Continue</button></form>
<div class="n">You can reset your NetBanking password yourself using OTP and your active HDFC Bank Debit Card. The bank will <b>never</b> call, SMS or email you asking for your ATM PIN, OTP or password. Enter these only on netbanking.hdfcbank.com. Report phishing at phishing@hdfcbank.com.</div></div>`,
  }),
},
{
  id: 'xa-clean-kotak-netbanking-crn',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://netbanking.kotak.com/knb2/?ref=kotak.com-header-login',
  body: doc({
    title: 'Kotak Mahindra Bank - Net Banking',
    css: `body{margin:0;font-family:Arial;background:#f4f6fa}.h{background:#fff;padding:12px 28px;display:flex;align-items:center;gap:10px;box-shadow:0 1px 3px #0001}.h b{color:#003874}.c{max-width:400px;margin:40px auto;background:#fff;padding:28px;border-radius:8px;box-shadow:0 2px 10px #0001}.c input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 16px;border:1px solid #cfd6e2;border-radius:6px}.c button{width:100%;background:#ed1c24;color:#fff;border:0;padding:12px;border-radius:6px}.tab{display:flex;margin-bottom:14px}.tab span{flex:1;text-align:center;padding:8px;border-bottom:2px solid #eee;font-size:14px}.tab .on{border-color:#ed1c24;color:#ed1c24}`,
    body: `<div class="h">${logos.kotak(32)}<b>Kotak Mahindra Bank</b></div>
<div class="c"><div class="tab"><span class="on">CRN / Username</span><span>Login with MPIN</span></div><form method="post" action="/knb2/login"><label>CRN, Username or Card Number</label><input name="crn" autocomplete="username"><label>Password</label><input name="pwd" type="password" autocomplete="current-password"><button>Secure Login</button></form>
<p style="font-size:12px;color:#666">Never share your CRN, password, MPIN or OTP with anyone, including Kotak employees. Kotak never sends Re-KYC links over SMS/WhatsApp – Re-KYC can be completed in the Kotak app or at a branch.</p></div>`,
  }),
},
{
  id: 'xa-clean-npci-upi-safety-tips',
  label: 'clean',
  kind: 'regulator-advisory',
  url: 'https://www.npci.org.in/what-we-do/upi/upi-safety-awareness/stay-alert-stay-safe',
  body: doc({
    title: 'UPI Safety Awareness | NPCI',
    css: `body{margin:0;font-family:Arial;color:#222}.h{display:flex;justify-content:space-between;align-items:center;padding:12px 30px;border-bottom:3px solid #f47920}.m{max-width:900px;margin:20px auto;padding:0 20px;display:grid;grid-template-columns:1fr 1fr;gap:16px}.m div{background:#f6f8fb;border-radius:8px;padding:14px;line-height:1.55}h1{max-width:900px;margin:20px auto 0;padding:0 20px;color:#1a3d7c}`,
    body: `<div class="h"><b style="color:#1a3d7c;font-size:22px">NPCI</b>${logos.upi(26)}</div><h1>UPI Safety: Stay Alert, Stay Safe</h1>
<div class="m"><div><b>UPI PIN is only for paying</b><br>You never need to enter your UPI PIN to receive money. If someone asks you to enter a PIN to receive a refund, cashback or lottery amount, it is a fraud.</div><div><b>Don't scan QR codes to receive money</b><br>Scanning a QR code always initiates a payment from your account.</div><div><b>Beware of fake customer care numbers</b><br>Search for customer care numbers only on official websites and apps. Fake numbers listed online ask you to install screen-sharing apps.</div><div><b>Never share OTP, PIN or card details</b><br>Banks, NPCI and payment apps never ask for these over phone, SMS, email or websites.</div><div><b>Check collect requests</b><br>Read the message carefully before approving a collect request. Decline if you don't recognise it.</div><div><b>Report fraud</b><br>Call 1930 or visit cybercrime.gov.in and inform your bank immediately to block the transaction.</div></div>`,
  }),
},
{
  id: 'xa-clean-sbicard-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.sbicard.com/creditcards/app/user/login?src=homepage-header',
  body: doc({
    title: 'Login | SBI Card',
    css: `body{margin:0;font-family:Arial;background:#f1f5fb}.h{background:#fff;padding:12px 28px;display:flex;align-items:center;gap:10px}.h b{color:#1c3f94}.c{max-width:420px;margin:40px auto;background:#fff;border-radius:10px;padding:28px;box-shadow:0 2px 12px #0001}.c input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #cfd8e8;border-radius:6px;margin:6px 0 14px}.c button{width:100%;padding:12px;background:#1c3f94;color:#fff;border:0;border-radius:6px}.c small{color:#777}`,
    body: `<div class="h">${logos.sbi(30)}<b>SBI Card</b></div>
<div class="c"><h2 style="margin-top:0">Login to your account</h2><form id="f" method="post" action="/creditcards/app/user/authenticate-v2"><label>User ID</label><input name="userId" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button>Login</button></form><p><a href="/creditcards/app/user/forgot-userid">Forgot User ID?</a> | <a href="/creditcards/app/user/forgot-password">Forgot Password?</a></p><small>SBI Card never asks for your card number, CVV, OTP or reward points redemption via SMS links. Beware of fraudulent "reward points expiring" messages.</small></div>`,
  }),
  routes: { 'www.sbicard.com/creditcards/app/user/authenticate-v2': jsonRoute({ status: 'OTP_REQUIRED' }) },
},
];
