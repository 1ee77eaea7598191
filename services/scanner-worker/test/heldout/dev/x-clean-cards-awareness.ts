import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, cookieBar, css, doc, footer, imgRoute, js, json } from '../parts/x-kit.js';

// Card activation and 3-D Secure pages on issuers' own domains, and fraud-awareness pages customers reported.

export const entries: Entry[] = [
  {
  id: 'x-clean-anz-3ds-challenge-au',
  label: 'clean',
  kind: '3ds',
  url: 'https://3ds.anz.com.au/acs/challenge?txn=8d2f41c0-77b3-4c1e-9b7a-2a5c3e9d0f11',
  body: doc({
    title: 'ANZ Secure Payment',
    css: `body{background:#fff;font-size:14px}.c{max-width:400px;margin:0 auto;padding:18px}.lg{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ddd;padding-bottom:10px}.lg b{color:#004165;font-size:20px}table{width:100%;margin:12px 0}td{padding:4px 0}td:first-child{color:#666}input{width:100%;padding:10px;font-size:18px;letter-spacing:4px;text-align:center;border:1px solid #888}.b{width:100%;margin-top:12px;padding:11px;background:#007dba;color:#fff;border:0}`,
    body: `<div class="c"><div class="lg"><b>ANZ</b><span style="font-weight:700;color:#1a1f71">VISA Secure</span></div>
<h3>Verify your purchase</h3><p>We've sent a one-time code to your mobile ending in <b>•••• 382</b>.</p>
<table><tr><td>Merchant</td><td>JB HI-FI ONLINE</td></tr><tr><td>Amount</td><td>AUD 1,249.00</td></tr><tr><td>Date</td><td id="d"></td></tr><tr><td>Card</td><td>Visa •••• 4471</td></tr></table>
<form method="post" action="/acs/challenge/submit"><input name="otp" maxlength="6" inputmode="numeric" autocomplete="one-time-code"><input type="hidden" name="threeDSServerTransID" value="8d2f41c0-77b3-4c1e-9b7a-2a5c3e9d0f11"><button class="b">Submit</button></form>
<p><a href="#">Resend code</a> · <a href="#">Cancel</a></p><p style="color:#666;font-size:12px">ANZ will never call you to ask for this code. Only enter it if you are making this purchase.</p></div>
<script>document.getElementById('d').textContent=new Date().toLocaleDateString('en-AU')</script>`,
  }),
},
  {
  id: 'x-clean-monzo-3ds-approve-in-app',
  label: 'clean',
  kind: '3ds',
  url: 'https://3ds.monzo.com/challenge/acs_00009RkX2bQpNfTn',
  body: doc({
    title: 'Monzo – Approve your payment',
    css: `body{font-family:Arial;background:#fff}.c{max-width:380px;margin:0 auto;padding:24px;text-align:center}.sp{width:36px;height:36px;border:4px solid #eee;border-top-color:#ff4f40;border-radius:50%;margin:20px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}`,
    body: `<div class="c"><svg width="40" height="32" viewBox="0 0 54 44"><path d="M2 40 L10 4 L20 18 Z" fill="#ff4f40"/><path d="M52 40 L44 4 L34 18 Z" fill="#2ab4e5"/><path d="M14 40 L22 10 L27 20 L32 10 L40 40Z" fill="#14233c"/></svg>
<h2>Check your Monzo app</h2><p>To keep your account safe, approve this payment in the Monzo app.</p><p><b>£64.99</b> at <b>ASOS.COM</b></p><div class="sp"></div><p style="font-size:13px;color:#666">Didn't get a notification? Open the Monzo app on your phone. This page will update once you've approved or declined.</p><p style="font-size:12px;color:#999">If you didn't try to make this payment, decline it in the app and we'll help you freeze your card.</p></div>
<script>var n=0;var t=setInterval(function(){fetch('/challenge/acs_00009RkX2bQpNfTn/status').then(function(r){return r.json()}).then(function(j){if(j.state!=='pending'||++n>30)clearInterval(t)})},3000)</script>`,
  }),
  routes: { '3ds.monzo.com/challenge/acs_00009RkX2bQpNfTn/status': json({ state: 'pending' }) },
},
  {
  id: 'x-clean-hdfc-acs-otp-netsafe',
  label: 'clean',
  kind: '3ds',
  url: 'https://acs.hdfcbank.com/ACSWeb/EnrollWeb/HDFCBank/server/OtpServer?txnid=HD72619381',
  body: doc({
    title: 'HDFC Bank - Secure Authentication',
    css: `body{font-size:14px}.c{max-width:420px;margin:0 auto;padding:16px}.t{display:flex;justify-content:space-between;border-bottom:2px solid #004c8f;padding-bottom:8px}.t b{color:#004c8f}table td{padding:4px 8px 4px 0}input{padding:9px;width:160px;font-size:16px}.b{background:#004c8f;color:#fff;border:0;padding:9px 22px}`,
    body: `<div class="c"><div class="t"><b>HDFC BANK</b><span style="color:#eb001b;font-weight:700">Mastercard ID Check</span></div>
<p>Dear Customer, an OTP has been sent to your registered mobile number XXXXXX4812 and email.</p>
<table><tr><td>Merchant Name</td><td>: IRCTC</td></tr><tr><td>Amount</td><td>: INR 2,345.60</td></tr><tr><td>Card Number</td><td>: XXXX XXXX XXXX 7720</td></tr></table>
<form method="post" action="/ACSWeb/EnrollWeb/HDFCBank/server/OtpVerify"><p>Enter OTP: <input name="otpValue" maxlength="6" inputmode="numeric"></p><button class="b">Submit</button> <a href="#">Resend OTP</a> · <a href="#">Cancel</a></form>
<p style="font-size:12px;color:#555">Never share your OTP with anyone. HDFC Bank will never call you asking for OTP. The OTP is valid for 5 minutes.</p></div>`,
  }),
},
  {
  id: 'x-clean-scamwatch-au-bank-impersonation',
  label: 'clean',
  kind: 'fraud-awareness',
  url: 'https://www.scamwatch.gov.au/types-of-scams/impersonation-scams',
  body: doc({
    title: 'Impersonation scams | Scamwatch',
    head: analytics('G-SCAMWATCH'),
    css: `.gov{background:#1b1b1b;color:#fff;font-size:12px;padding:6px 24px}.h{background:#00264d;color:#fff;padding:18px 24px}.c{max-width:880px;margin:0 auto;padding:20px 24px}.warn{background:#fff3cd;border-left:6px solid #ffb400;padding:14px}`,
    body: `<div class="gov">An official website of the Australian Government</div><div class="h"><b style="font-size:22px">Scamwatch</b> · National Anti-Scam Centre</div>
<div class="c"><p><a href="#">Home</a> › <a href="#">Types of scams</a> › Impersonation scams</p><h1>Impersonation scams</h1>
<p>Scammers pretend to be from well-known organisations like your bank, the police, government agencies or telcos. They may call, text or email you and may know some of your personal details.</p>
<div class="warn"><b>Scammers may:</b><ul><li>say your account has been compromised and ask you to move money to a "safe" account</li><li>ask for your one-time passcode or NetCode</li><li>ask you to download remote-access software such as AnyDesk</li><li>spoof a real phone number or send texts that appear in an existing message thread</li></ul></div>
<h2>Protect yourself</h2><p>Stop – don't give money or personal information to anyone if unsure. Think – ask yourself could the message or call be fake? Protect – act quickly if something feels wrong. Contact your bank and report to Scamwatch.</p>
<h2>Report a scam</h2><p>If you've lost money, contact your bank immediately, then report it to ReportCyber and Scamwatch. Contact IDCARE on 1800 595 160 for support.</p></div>
${footer(['Accessibility', 'Copyright', 'Disclaimer', 'Privacy'], 'Scamwatch is run by the National Anti-Scam Centre at the Australian Competition and Consumer Commission (ACCC).')}`,
  }),
},
];
