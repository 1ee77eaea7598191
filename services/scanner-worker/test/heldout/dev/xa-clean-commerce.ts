import { type Entry } from '../entry.js';
import { doc, logos, govHeader } from '../parts/xa-kit.js';
import { pe, fileRoute } from '../parts/e-bin.js';

/**
 * Legitimate commerce, finance and software pages that share surface features with the scams: UPI merchant
 * checkout, recharge, broker logins and IPO UPI mandates, a regulated loan app, job and matrimony sites,
 * donation drives, remote-support/antivirus/government APK downloads, real wallets and dapps, big sales,
 * a paste-this-PowerShell installer page, a police intranet login, a payments status page and a broadcaster's
 * fraud alert.
 */
export const entries: Entry[] = [
{
  id: 'xa-clean-merchant-checkout-payu-sweets',
  label: 'clean',
  kind: 'merchant-checkout',
  url: 'https://www.kolkatamishtihouse.in/checkout/payment',
  body: doc({
    title: 'Checkout – Kolkata Mishti House',
    css: `body{margin:0;font-family:'Nunito',Arial;background:#fffaf2;color:#333}.h{background:#8d1c1c;color:#fff;padding:14px 26px;font-size:20px}.w{max-width:920px;margin:24px auto;display:flex;gap:24px}.o{flex:1;background:#fff;padding:18px;border-radius:8px}.o .r{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px dashed #eee}.p{flex:0 0 380px;background:#fff;padding:18px;border-radius:8px}.tab{display:flex;gap:6px}.tab label{flex:1;border:1px solid #ddd;padding:8px;border-radius:6px;text-align:center;font-size:13px}.p input{width:100%;box-sizing:border-box;padding:9px;margin:5px 0 10px;border:1px solid #ccc;border-radius:4px}.pay{width:100%;background:#2e7d32;color:#fff;border:0;padding:12px;border-radius:6px;font-size:16px}.q{text-align:center;margin:10px 0}`,
    body: `<div class="h">🍬 Kolkata Mishti House · Since 1962</div>
<div class="w"><div class="o"><h3>Order summary (#KMH-25-10418)</h3><div class="r"><span>Nolen Gur Sandesh × 1 kg</span><span>₹780</span></div><div class="r"><span>Rasgulla tin (1 kg)</span><span>₹360</span></div><div class="r"><span>Mishti Doi × 2</span><span>₹240</span></div><div class="r"><span>Delivery (Salt Lake)</span><span>₹60</span></div><div class="r"><b>Total</b><b>₹1,440</b></div><p style="font-size:13px">Deliver to: 14B, Sector III, Salt Lake, Kolkata 700106</p></div>
<div class="p"><h3>Pay securely</h3><div class="tab"><label><input type="radio" name="m" checked> UPI</label><label><input type="radio" name="m"> Card</label><label><input type="radio" name="m"> Net Banking</label></div>
<div class="q">${logos.upi(22)}<p>Scan with any UPI app or tap to pay</p><a href="upi://pay?pa=kolkatamishtihouse@hdfcbank&pn=Kolkata%20Mishti%20House&am=1440.00&cu=INR&tr=KMH2510418">Pay ₹1,440 with UPI app</a></div>
<form method="post" action="https://secure.payu.in/_payment"><input type="hidden" name="key" value="gtKFFx"><input type="hidden" name="txnid" value="KMH2510418"><input type="hidden" name="amount" value="1440.00"><input type="hidden" name="productinfo" value="Sweets order"><input type="hidden" name="firstname" value="Customer"><input type="hidden" name="surl" value="https://www.kolkatamishtihouse.in/checkout/success"><input type="hidden" name="furl" value="https://www.kolkatamishtihouse.in/checkout/failure"><input type="hidden" name="hash" value="c1b6a0e4f3d2…"><button class="pay">Pay with Card / Net Banking (PayU)</button></form>
<p style="font-size:11px;color:#777">You will be redirected to PayU's secure payment page. We do not store card details.</p></div></div>`,
  }),
},
{
  id: 'xa-clean-groww-ipo-apply-upi-mandate',
  label: 'clean',
  kind: 'broker-ipo-application',
  url: 'https://groww.in/ipo/orbit-precision-components-ipo/apply',
  body: doc({
    title: 'Apply for Orbit Precision Components IPO | Groww',
    css: `body{margin:0;font-family:Inter,Arial;background:#fff;color:#44475b}.h{padding:14px 30px;border-bottom:1px solid #eee;font-weight:bold;color:#00d09c;font-size:20px}.c{max-width:520px;margin:26px auto;border:1px solid #eee;border-radius:10px;padding:24px}.r{display:flex;justify-content:space-between;font-size:14px;padding:6px 0}.c input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ddd;border-radius:6px;margin:6px 0 12px}.c button{width:100%;background:#00d09c;color:#fff;border:0;padding:12px;border-radius:6px;font-size:15px}`,
    body: `<div class="h">Groww</div>
<div class="c"><h3>Orbit Precision Components Ltd IPO</h3><div class="r"><span>Price band</span><span>₹412 – ₹433</span></div><div class="r"><span>Lot size</span><span>34 shares</span></div><div class="r"><span>Bidding closes</span><span>16 Oct 2025, 5:00 PM</span></div>
<form method="post" action="/ipo/orbit-precision-components-ipo/apply/submit"><label>Lots</label><input name="lots" value="1"><label>Bid price (₹)</label><input name="price" value="433"><label><input type="checkbox" name="cutoff" checked> Bid at cut-off price</label><br><br><label>UPI ID (for mandate)</label><input name="upi" placeholder="yourname@okhdfcbank"><button>Apply</button></form>
<p style="font-size:12px">After you apply, you will receive a mandate request in your UPI app to block ₹14,722. The amount stays in your own bank account and is debited only if shares are allotted. Allotment is by lottery as per SEBI rules; no one can guarantee allotment.</p></div>`,
  }),
},
{
  id: 'xa-clean-shaadi-login-gift-scam-tips',
  label: 'clean',
  kind: 'matrimony-login',
  url: 'https://www.shaadi.com/registration/user/login?go=%2Fmy-shaadi%2Finbox&src=header',
  body: doc({
    title: 'Login - Shaadi.com',
    css: `body{margin:0;font-family:Arial;background:#fdf1f3}.c{width:380px;margin:60px auto;background:#fff;padding:30px;border-radius:8px;box-shadow:0 2px 12px #0001}.c h2{color:#ff5a60;margin-top:0}.c input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ddd;border-radius:4px;margin:6px 0 14px}.c button{width:100%;background:#00bcd5;color:#fff;border:0;padding:12px;border-radius:4px}.tips{max-width:380px;margin:0 auto;font-size:12px;color:#555}`,
    body: `<div class="c"><h2>Welcome back! Please Login</h2><form method="post" action="/registration/user/login-submit"><input name="email" placeholder="Mobile No. / Email ID" autocomplete="username"><input name="password" type="password" placeholder="Password" autocomplete="current-password"><label style="font-size:13px"><input type="checkbox" name="remember" checked> Stay Logged in</label><br><br><button>Login</button></form><p style="font-size:13px">New to Shaadi? <a href="/registration/user">Sign Up Free</a> · <a href="/registration/user/login-with-otp">Login with OTP</a></p></div>
<div class="tips"><b>Be Safe Online:</b> Never send money to someone you have not met in person. Be wary of members who claim to live abroad and say they have sent you a gift or cash that is held at customs. Report such profiles to us.</div>`,
  }),
},
{
  id: 'xa-clean-giveindia-assam-flood-donation',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.giveindia.org/fundraiser/assam-flood-relief-2025',
  body: doc({
    title: 'Assam Flood Relief 2025 | GiveIndia',
    css: `body{margin:0;font-family:Lato,Arial;background:#f7f8fa}.c{max-width:960px;margin:20px auto;display:flex;gap:24px}.s{flex:1;background:#fff;padding:20px;border-radius:8px;line-height:1.6}.d{flex:0 0 320px;background:#fff;padding:20px;border-radius:8px}.bar{height:10px;background:#eee;border-radius:5px}.bar div{height:100%;width:64%;background:#f37121;border-radius:5px}.amts button{margin:4px;border:1px solid #f37121;background:#fff;padding:8px 12px;border-radius:4px}.d input{width:100%;box-sizing:border-box;padding:9px;margin:5px 0 10px;border:1px solid #ccc}.go{width:100%;background:#f37121;color:#fff;border:0;padding:12px;border-radius:4px}`,
    body: `<div class="c"><div class="s"><h1>Assam Flood Relief 2025</h1><p>Over 2.4 lakh people across 19 districts have been affected by floods. Your donation provides dry ration kits, hygiene kits and safe drinking water through our verified NGO partners on the ground.</p><p>₹1,500 feeds a family of five for two weeks. All donations are eligible for 50% tax exemption under Section 80G.</p></div>
<div class="d"><b>₹64,12,300 raised</b> of ₹1 crore<div class="bar"><div></div></div><p style="font-size:13px">8,914 donors</p><div class="amts"><button>₹500</button><button>₹1,500</button><button>₹5,000</button></div><form method="post" action="/fundraiser/assam-flood-relief-2025/donate"><input name="amount" placeholder="Other amount (₹)"><input name="name" placeholder="Full name"><input name="email" placeholder="Email"><input name="pan" placeholder="PAN (for 80G receipt)"><button class="go">Donate now</button></form><p style="font-size:11px;color:#777">Payments processed by Razorpay. GiveIndia Foundation is registered u/s 12A and 80G.</p></div></div>`,
  }),
},
{
  id: 'xa-clean-anydesk-windows-download',
  label: 'clean',
  kind: 'legit-software-download',
  url: 'https://anydesk.com/en-gb/downloads/windows?dv=win_exe&utm_source=in-support',
  body: doc({
    title: 'Download AnyDesk for Windows – Free Remote Desktop',
    css: `body{margin:0;font-family:'Source Sans Pro',Arial;color:#333}.h{background:#ef443b;color:#fff;padding:14px 30px;font-weight:bold;font-size:20px}.m{max-width:820px;margin:30px auto;padding:0 20px;text-align:center}.d{display:inline-block;background:#ef443b;color:#fff;padding:14px 30px;border-radius:4px;text-decoration:none;font-size:17px}.w{text-align:left;background:#fff4f3;border:1px solid #f7c6c2;padding:14px;border-radius:6px;margin-top:30px}`,
    body: `<div class="h">AnyDesk</div>
<div class="m"><h1>AnyDesk for Windows</h1><p>Version 9.0.6 · 5.2 MB · Windows 7 and newer</p><a class="d" href="https://download.anydesk.com/win/9.0.6/AnyDesk.exe">Download Now</a><p style="font-size:13px">SHA-256 is listed in our <a href="/en/changelog-windows">changelog</a>.</p>
<div class="w"><b>Protect yourself from scammers</b><br>AnyDesk is used by scammers posing as bank, tech-support or refund agents. Never install AnyDesk because someone called you, and never share your AnyDesk ID with anyone you do not know and trust. Your bank will never ask you to install remote-access software. Report abuse at anydesk.com/en/abuse.</div></div>`,
  }),
  routes: {
    'download.anydesk.com/win/9.0.6/AnyDesk.exe': fileRoute(pe({ strings: ['AnyDesk', 'AnyDesk Software GmbH', 'philandro Software GmbH', '9.0.6'], size: 8192 }), 'application/x-msdownload', 'AnyDesk.exe'),
  },
},
{
  id: 'xa-clean-scoop-powershell-install-docs',
  label: 'clean',
  kind: 'paste-command-install-doc',
  url: 'https://scoop.sh/?ref=quickstart-windows',
  body: doc({
    title: 'Scoop – A command-line installer for Windows',
    css: `body{margin:0;font-family:-apple-system,'Segoe UI',Arial;background:#fff;color:#222}.m{max-width:760px;margin:50px auto;padding:0 20px;line-height:1.6}pre{background:#012456;color:#eee;padding:14px;border-radius:6px;font-size:14px;position:relative}.cp{position:absolute;right:8px;top:8px;background:#fff2;color:#fff;border:0;padding:4px 10px;border-radius:3px}`,
    body: `<div class="m"><h1>Scoop</h1><p>A command-line installer for Windows. Scoop installs the tools you know and love, without UAC popups, into your user profile.</p>
<h3>Quickstart</h3><p>Open a PowerShell terminal (version 5.1 or later) and from the PS C:\\&gt; prompt, run:</p>
<pre id="c1">Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser
Invoke-RestMethod -Uri https://get.scoop.sh | Invoke-Expression<button class="cp" data-for="c1">Copy</button></pre>
<p>Then install an app, for example:</p><pre id="c2">scoop install git<button class="cp" data-for="c2">Copy</button></pre>
<p>The installer script is open source; review it at <a href="https://github.com/ScoopInstaller/Install">github.com/ScoopInstaller/Install</a> before running.</p></div>
<script>document.querySelectorAll('.cp').forEach(function(b){b.onclick=function(){var t=document.getElementById(b.dataset.for).firstChild.textContent;navigator.clipboard.writeText(t.trim());b.textContent='Copied'}})</script>`,
  }),
},
{
  id: 'xa-clean-cctns-police-intranet-login',
  label: 'clean',
  kind: 'intranet-login',
  url: 'https://cctns.mahapolice.gov.in/cctns/login.htm?unit=pune-city',
  body: doc({
    title: 'CCTNS Maharashtra – Crime and Criminal Tracking Network & Systems',
    css: `body{margin:0;font-family:Arial;background:#e9edf3}.c{width:400px;margin:40px auto;background:#fff;padding:26px;border-top:4px solid #0d2a5c}.c input,.c select{width:100%;box-sizing:border-box;padding:9px;margin:5px 0 12px;border:1px solid #aab}.c button{width:100%;background:#0d2a5c;color:#fff;border:0;padding:10px}.ft{text-align:center;font-size:11px;color:#666;margin-top:20px}`,
    body: `${govHeader({ dept: 'Maharashtra Police – CCTNS', deptLocal: 'महाराष्ट्र पोलीस', ministry: 'Crime and Criminal Tracking Network & Systems (Authorised users only)' })}
<div class="c"><h3 style="margin-top:0">Sign in</h3><form method="post" action="/cctns/j_security_check"><label>Unit</label><select name="unit"><option>Pune City Commissionerate</option><option>Mumbai Commissionerate</option><option>Cyber Police Station, BKC</option><option>Nagpur Rural</option></select><label>User ID</label><input name="j_username"><label>Password</label><input name="j_password" type="password"><label><input type="checkbox" name="dsc" style="width:auto"> Sign with DSC token</label><button>Login</button></form></div>
<div class="ft">This system is for the use of authorised Maharashtra Police personnel only. All activity is logged and monitored. Designed by NCRB / MSPHC.</div>`,
  }),
},
{
  id: 'xa-clean-sonyliv-kbc-fraud-alert',
  label: 'clean',
  kind: 'brand-fraud-alert',
  url: 'https://www.sonyliv.com/custompage/kbc-fraud-alert',
  body: doc({
    title: 'Beware of fake KBC lottery calls and messages | Sony LIV',
    css: `body{margin:0;font-family:Arial;background:#0e0e14;color:#eee}.m{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.7}.q{background:#1d1d29;border-left:4px solid #f5b400;padding:10px 14px}`,
    body: `<div class="m"><h1>Fraud Alert: Fake KBC Lottery</h1><p>Sony Pictures Networks India and the producers of Kaun Banega Crorepati do not run any lottery or lucky draw, and never ask participants to pay any registration, GST or processing fee.</p>
<p>Fraudsters send WhatsApp messages and voice notes such as:</p><div class="q">"Congratulations! Your number has won ₹25 lakh in the KBC Jio lucky draw. Lottery No. 8824. Contact KBC manager Rana Pratap Singh on WhatsApp to claim your prize."</div>
<p>These are fake. Participation in KBC is only through registration questions announced on the show and in the Sony LIV app. If you receive such messages, do not call back or pay any money; report them at cybercrime.gov.in or 1930 and on Sanchar Saathi's Chakshu portal.</p></div>`,
  }),
},
];
