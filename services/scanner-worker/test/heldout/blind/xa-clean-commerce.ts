import { type Entry } from '../entry.js';
import { doc, logos, govHeader, apkRoute } from '../parts/xa-kit.js';
import { pe, fileRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';

/**
 * Legitimate commerce, finance and software pages that share surface features with the scams: UPI merchant
 * checkout, recharge, broker logins and IPO UPI mandates, a regulated loan app, job and matrimony sites,
 * donation drives, remote-support/antivirus/government APK downloads, real wallets and dapps, big sales,
 * a paste-this-PowerShell installer page, a police intranet login, a payments status page and a broadcaster's
 * fraud alert.
 */
export const entries: Entry[] = [
{
  id: 'xa-clean-paytm-mobile-recharge-plans',
  label: 'clean',
  kind: 'recharge-site',
  url: 'https://paytm.com/recharge/mobile-prepaid?operator=jio&circle=maharashtra-goa',
  body: doc({
    title: 'Mobile Recharge Online – Prepaid Recharge Plans | Paytm',
    css: `body{margin:0;font-family:'Open Sans',Arial;background:#f5f7fa}.h{background:#fff;padding:12px 30px;box-shadow:0 1px 3px #0001}.c{max-width:900px;margin:20px auto;display:flex;gap:20px}.f{flex:0 0 340px;background:#fff;padding:20px;border-radius:10px}.f input,.f select{width:100%;box-sizing:border-box;padding:10px;margin:6px 0 12px;border:1px solid #ccd;border-radius:6px}.f button{width:100%;background:#00b9f1;color:#fff;border:0;padding:12px;border-radius:6px}.pl{flex:1;background:#fff;padding:20px;border-radius:10px}.p{display:flex;justify-content:space-between;padding:10px;border:1px solid #eef;border-radius:6px;margin:8px 0;font-size:14px}`,
    body: `<div class="h">${logos.paytm(28)}</div>
<div class="c"><div class="f"><h3>Recharge or Pay Mobile Bill</h3><form method="post" action="/recharge/mobile-prepaid/proceed"><label>Mobile Number</label><input name="mobile" maxlength="10"><label>Operator</label><select name="op"><option>Jio</option><option>Airtel</option><option>Vi</option><option>BSNL</option></select><label>Circle</label><select name="circle"><option>Maharashtra &amp; Goa</option><option>Mumbai</option><option>Kolkata</option><option>Tamil Nadu</option></select><label>Amount</label><input name="amount" placeholder="₹"><button>Proceed to Recharge</button></form></div>
<div class="pl"><h3>Popular Jio plans</h3><div class="p"><span><b>₹239</b> · 1.5GB/day · 22 days</span><span>Unlimited calls</span></div><div class="p"><span><b>₹299</b> · 1.5GB/day · 28 days</span><span>Unlimited calls</span></div><div class="p"><span><b>₹749</b> · 2GB/day · 72 days</span><span>Unlimited 5G</span></div><div class="p"><span><b>₹3,599</b> · 2.5GB/day · 365 days</span><span>Unlimited 5G</span></div><p style="font-size:12px;color:#777">Paytm does not offer "free recharge" for sharing messages on WhatsApp. Cashback offers are shown only inside the Paytm app.</p></div></div>`,
  }),
},
{
  id: 'xa-clean-zerodha-kite-login-totp',
  label: 'clean',
  kind: 'broker-login',
  url: 'https://kite.zerodha.com/connect/login?api_key=kitefront&v=3',
  body: doc({
    title: 'Kite - Zerodha\'s fast and elegant flagship trading platform',
    css: `body{margin:0;font-family:-apple-system,'Segoe UI',Arial;background:#f9f9f9}.c{width:360px;margin:80px auto;background:#fff;border:1px solid #eee;border-radius:4px;padding:30px 40px;text-align:center}.c input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ddd;border-radius:3px;margin:8px 0}.c button{width:100%;background:#ff5722;color:#fff;border:0;padding:12px;border-radius:3px;font-size:15px;margin-top:10px}.lg{font-size:22px;color:#ff5722;font-weight:bold}.s2{display:none}`,
    body: `<div class="c"><div class="lg">◢ Kite</div><h2 style="font-weight:400">Login to Kite</h2>
<form id="s1"><input name="user_id" placeholder="Phone or User ID" autocomplete="username"><input name="password" type="password" placeholder="Password" autocomplete="current-password"><button>Login</button></form>
<form id="s2" class="s2"><p>External TOTP</p><input name="twofa_value" maxlength="6" placeholder="••••••" inputmode="numeric"><button>Continue</button></form>
<p style="font-size:13px"><a href="/forgot">Forgot user ID or password?</a></p><p style="font-size:12px;color:#999">Don't have an account? <a href="https://zerodha.com/open-account">Signup now!</a></p></div>
<p style="text-align:center;font-size:11px;color:#999">Zerodha Broking Limited: Member of NSE, BSE &amp; MCX – SEBI Reg. no.: INZ000031633</p>
<script>s1.onsubmit=function(e){e.preventDefault();fetch('/connect/api/login',{method:'POST',body:new URLSearchParams(new FormData(s1))}).then(function(r){return r.json()}).then(function(){s1.style.display='none';s2.style.display='block'})};s2.onsubmit=function(e){e.preventDefault();fetch('/connect/api/twofa',{method:'POST',body:new URLSearchParams(new FormData(s2))})}</script>`,
  }),
  routes: { 'kite.zerodha.com/connect/api/login': jsonRoute({ status: 'success', data: { twofa_type: 'totp', request_id: 'r7Xq2' } }) },
},
{
  id: 'xa-clean-moneyview-personal-loan-regulated',
  label: 'clean',
  kind: 'regulated-loan-app',
  url: 'https://moneyview.in/personal-loan?utm_source=google&utm_campaign=pl-brand-mh',
  body: doc({
    title: 'Personal Loan – Apply for Instant Personal Loan Online | Moneyview',
    css: `body{margin:0;font-family:Lato,Arial;color:#222}.hero{background:#e8f6f0;padding:40px 30px}.hero h1{margin:0;color:#0a6e4f}.m{max-width:880px;margin:20px auto;padding:0 20px;line-height:1.6}.st a{display:inline-block;background:#000;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none;margin-right:8px}table{border-collapse:collapse;font-size:14px}td{border:1px solid #ddd;padding:6px 10px}`,
    body: `<div class="hero"><h1>Personal loans up to ₹10 lakh</h1><p>Interest from 14% p.a. · Tenure 6 to 60 months · Check eligibility in 2 minutes</p><div class="st"><a href="https://play.google.com/store/apps/details?id=com.whizdm.moneyview.loans">▶ Google Play</a><a href="https://apps.apple.com/in/app/moneyview-personal-loan-app/id1484287932"> App Store</a></div></div>
<div class="m"><h2>Fees and charges</h2><table><tr><td>Processing fee</td><td>2% – 8% of loan amount (deducted from disbursal, never collected in advance)</td></tr><tr><td>Late payment</td><td>As per Key Fact Statement (KFS)</td></tr></table>
<h2>Lending partners</h2><p>Loans are sanctioned and disbursed by RBI-registered NBFCs and banks listed on our <a href="/lending-partners">lending partners</a> page. The Key Fact Statement is shared before you accept the loan.</p>
<h2>Your data</h2><p>We do not access your contacts, photos or media. We never contact your friends or family for collection. Recovery agents follow RBI's Fair Practices Code.</p>
<p><b>Grievance Redressal Officer:</b> grievance@moneyview.in · RBI Sachet portal: sachet.rbi.org.in</p><p style="font-size:13px;color:#a00">Beware: Moneyview never asks for an advance fee or "file charge" over UPI before disbursal.</p></div>`,
  }),
},
{
  id: 'xa-clean-naukri-work-from-home-data-entry',
  label: 'clean',
  kind: 'job-portal-listing',
  url: 'https://www.naukri.com/job-listings-data-entry-executive-work-from-home-cognizant-pune-0-to-2-years-131025500447',
  body: doc({
    title: 'Data Entry Executive (Work From Home) - Cognizant - Pune | Naukri.com',
    css: `body{margin:0;font-family:'Inter',Arial;background:#f8f9fa;color:#121224}.h{background:#fff;padding:12px 30px;border-bottom:1px solid #eee;color:#275df5;font-weight:bold;font-size:22px}.j{max-width:800px;margin:20px auto;background:#fff;border-radius:14px;padding:24px}.t{display:inline-block;background:#f1f3f7;padding:4px 10px;border-radius:12px;font-size:12px;margin:2px}.ap{background:#275df5;color:#fff;border:0;border-radius:20px;padding:10px 26px}.w{font-size:12px;background:#fff8e1;padding:10px;border-radius:8px;margin-top:16px}`,
    body: `<div class="h">naukri</div>
<div class="j"><h2>Data Entry Executive (Work From Home)</h2><p>Cognizant · Pune (Remote) · 0–2 years · ₹2.2–3.0 Lacs P.A.</p><span class="t">Data entry</span><span class="t">MS Excel</span><span class="t">Typing 35 wpm</span><span class="t">Night shift allowance</span>
<h3>Job description</h3><p>Process insurance claim forms in the client's web application, verify data against scanned documents and maintain accuracy above 98%. Company laptop provided; candidates must have a stable internet connection.</p><h3>Selection process</h3><p>Online typing test, HR interview over Microsoft Teams, document verification. Joining after background check.</p>
<button class="ap">Apply</button>
<div class="w">Naukri.com and genuine employers never ask for money for jobs, interviews or training. Beware of "like YouTube videos", "review hotels" or "prepaid task" offers on WhatsApp/Telegram.</div></div>`,
  }),
},
{
  id: 'xa-clean-kerala-cmdrf-donation',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://donation.cmdrf.kerala.gov.in/index.php/donation',
  body: doc({
    title: "Chief Minister's Distress Relief Fund – Kerala",
    css: `body{margin:0;font-family:Arial;background:#f2f7f2}.c{max-width:640px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}.c input,.c select{width:100%;box-sizing:border-box;padding:9px;margin:5px 0 12px;border:1px solid #aab}.b{background:#2e7d32;color:#fff;border:0;padding:11px 26px}.a{font-size:13px;background:#e8f5e9;padding:10px}`,
    body: `${govHeader({ dept: "Chief Minister's Distress Relief Fund", deptLocal: 'മുഖ്യമന്ത്രിയുടെ ദുരിതാശ്വാസ നിധി', ministry: 'Government of Kerala' })}
<div class="c"><h3>Donate Online</h3><form method="post" action="/index.php/donation/pay"><label>Name of Donor</label><input name="name"><label>Mobile</label><input name="mobile"><label>Email</label><input name="email"><label>Amount (₹)</label><input name="amount"><label>Payment Mode</label><select name="mode"><option>UPI</option><option>Net Banking</option><option>Debit / Credit Card</option></select><button class="b">Proceed to Payment</button></form>
<div class="a">Official UPI ID: <b>keralacmdrf@sbi</b>. Donations are exempt from income tax under section 80G(2)(iiihf). The Government does not collect donations through private individuals or unofficial QR codes.</div></div>`,
  }),
},
{
  id: 'xa-clean-quickheal-antivirus-download',
  label: 'clean',
  kind: 'legit-software-download',
  url: 'https://www.quickheal.co.in/download-quick-heal/total-security',
  body: doc({
    title: 'Download Quick Heal Total Security | Quick Heal',
    css: `body{margin:0;font-family:Roboto,Arial}.h{background:#e31e24;color:#fff;padding:14px 30px;font-weight:bold}.m{max-width:760px;margin:30px auto;padding:0 20px}.d{display:inline-block;background:#e31e24;color:#fff;padding:13px 26px;text-decoration:none;border-radius:4px}ol li{margin:6px 0}`,
    body: `<div class="h">Quick Heal · Security Simplified</div>
<div class="m"><h1>Quick Heal Total Security – Download</h1><p>Installer for Windows 10/11 (64-bit). You will need your 20-digit product key to activate.</p><a class="d" href="https://dlupdate.quickheal.com/builds/qhts/QHTS64_Setup_2025.exe">Download Installer</a>
<ol><li>Run <b>QHTS64_Setup_2025.exe</b> and accept the User Account Control prompt (signed by Quick Heal Technologies Limited).</li><li>Enter your product key when asked.</li><li>Register with your email and mobile number.</li></ol><p style="font-size:13px">Need help? Call our support at 1800 121 7377 (toll free) or visit support.quickheal.com.</p></div>`,
  }),
  routes: {
    'dlupdate.quickheal.com/builds/qhts/QHTS64_Setup_2025.exe': fileRoute(pe({ strings: ['Quick Heal Total Security', 'Quick Heal Technologies Limited', 'Setup'], size: 6144 }), 'application/octet-stream', 'QHTS64_Setup_2025.exe'),
  },
},
{
  id: 'xa-clean-sandes-gov-apk-download',
  label: 'clean',
  kind: 'government-apk-download',
  url: 'https://www.sandes.gov.in/download?platform=android',
  body: doc({
    title: 'Download Sandes | Government Instant Messaging System',
    css: `body{margin:0;font-family:Arial;background:#f6f9fc}.c{max-width:760px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}.g{display:flex;gap:14px;flex-wrap:wrap}.g a{background:#003a70;color:#fff;padding:12px 18px;border-radius:4px;text-decoration:none}table{border-collapse:collapse;font-size:13px;margin-top:14px}td{border:1px solid #ddd;padding:6px 10px}`,
    body: `${govHeader({ dept: 'Sandes – Government Instant Messaging System', deptLocal: 'संदेस', ministry: 'National Informatics Centre, MeitY' })}
<div class="c"><h2>Download Sandes</h2><div class="g"><a href="https://play.google.com/store/apps/details?id=in.nic.gimkerala">Google Play</a><a href="https://apps.apple.com/in/app/sandes/id1517976582">App Store</a><a href="/download/apk/Sandes_v2.1.186.apk">Direct APK (for devices without Play Store)</a></div>
<table><tr><td>APK version</td><td>2.1.186</td></tr><tr><td>Size</td><td>48 MB</td></tr><tr><td>SHA-256</td><td>9c4e…e71a</td></tr><tr><td>Signed by</td><td>National Informatics Centre</td></tr></table>
<p style="font-size:13px">Verify the SHA-256 checksum before installing the APK. Download Sandes only from sandes.gov.in or the official app stores.</p></div>`,
  }),
  routes: {
    'www.sandes.gov.in/download/apk/Sandes_v2.1.186.apk': apkRoute('in.nic.gimkerala', 'Sandes', 'Sandes_v2.1.186.apk', ['Sandes', 'National Informatics Centre', 'gims.gov.in']),
  },
},
{
  id: 'xa-clean-metamask-download-page',
  label: 'clean',
  kind: 'real-wallet-site',
  url: 'https://metamask.io/en-GB/download/?browser=chrome',
  body: doc({
    title: 'Download MetaMask',
    css: `body{margin:0;font-family:Euclid,Arial;background:#fff;color:#24272a}.h{padding:16px 30px;font-weight:bold;color:#f6851b;font-size:20px;border-bottom:1px solid #eee}.m{max-width:860px;margin:30px auto;padding:0 20px}.g{display:flex;gap:14px;flex-wrap:wrap}.g a{border:1px solid #ddd;padding:14px 20px;border-radius:8px;text-decoration:none;color:#24272a}.w{background:#fff7ed;padding:14px;border-radius:8px;margin-top:24px}`,
    body: `<div class="h">🦊 MetaMask</div>
<div class="m"><h1>Install MetaMask for your browser</h1><div class="g"><a href="https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn">Install MetaMask for Chrome</a><a href="https://addons.mozilla.org/en-US/firefox/addon/ether-metamask/">Firefox</a><a href="https://microsoftedge.microsoft.com/addons/detail/metamask/ejbalbakoplchlghecdalmeeeajnimhm">Edge</a><a href="https://play.google.com/store/apps/details?id=io.metamask">Android</a><a href="https://apps.apple.com/us/app/metamask/id1438144202">iOS</a></div>
<div class="w"><b>Keep your Secret Recovery Phrase safe.</b> MetaMask will never ask for your Secret Recovery Phrase on a website, by email, or through support chat. Anyone who asks for it is trying to steal your funds. There is no "wallet validation", "rectification" or "restore" website.</div></div>`,
  }),
},
{
  id: 'xa-clean-uniswap-swap-dapp',
  label: 'clean',
  kind: 'real-dapp',
  url: 'https://app.uniswap.org/swap?chain=mainnet&inputCurrency=ETH&outputCurrency=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&exactAmount=0.25&exactField=input',
  body: doc({
    title: 'Uniswap Interface',
    css: `body{margin:0;background:#fff;font-family:Inter,Arial;color:#222}.n{display:flex;justify-content:space-between;padding:16px 24px}.n b{color:#fc72ff}.cw{background:#fff0fe;color:#fc72ff;border:0;border-radius:20px;padding:10px 16px;font-weight:600}.sw{max-width:460px;margin:40px auto;border:1px solid #eee;border-radius:20px;padding:12px}.box{background:#f9f9f9;border-radius:16px;padding:16px;margin:6px 0}.box input{border:0;background:none;font-size:34px;width:60%}.box span{float:right;background:#fff;border-radius:16px;padding:6px 12px;border:1px solid #eee}.go{width:100%;background:#fc72ff;color:#fff;border:0;border-radius:16px;padding:16px;font-size:17px}`,
    body: `<div class="n"><b>🦄 Uniswap</b><button class="cw" id="cw">Connect</button></div>
<div class="sw"><div class="box">Sell<br><input id="a" placeholder="0"><span>ETH</span></div><div class="box">Buy<br><input id="b" placeholder="0" readonly><span>USDC</span></div><button class="go" id="go">Connect wallet</button><p style="font-size:12px;color:#888;text-align:center">Review every transaction in your wallet. Uniswap Labs will never DM you or ask for your recovery phrase.</p></div>
<script src="/static/js/swap-ui.8f21c3.js"></script>`,
  }),
  routes: {
    'app.uniswap.org/static/js/swap-ui.8f21c3.js': jsRoute(
      `(function(){var acct=null,QUOTE=2381.42;
async function connect(){if(!window.ethereum){alert('Install a wallet such as MetaMask or Uniswap Wallet');return}var a=await window.ethereum.request({method:'eth_requestAccounts'});acct=a[0];document.getElementById('cw').textContent=acct.slice(0,6)+'…'+acct.slice(-4);document.getElementById('go').textContent='Swap'}
document.getElementById('cw').onclick=connect;
document.getElementById('a').oninput=function(){document.getElementById('b').value=(parseFloat(this.value||0)*QUOTE).toFixed(2)};
document.getElementById('go').onclick=async function(){if(!acct)return connect();var v=BigInt(Math.round(parseFloat(document.getElementById('a').value||0)*1e18));
/* Universal Router execute(): wrap ETH and swap exact-in on the ETH/USDC 0.05% pool */
await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:'0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af',value:'0x'+v.toString(16),data:'0x3593564c'}]})}})();`,
    ),
  },
},
{
  id: 'xa-clean-wazirx-blog-distribution-update',
  label: 'clean',
  kind: 'exchange-announcement',
  url: 'https://wazirx.com/blog/scheme-distribution-update-how-to-claim-your-tokens',
  body: doc({
    title: 'Scheme distribution update: how to receive your tokens | WazirX Blog',
    css: `body{margin:0;font-family:Arial;color:#222}.h{background:#3067f0;color:#fff;padding:14px 30px;font-weight:bold}.m{max-width:780px;margin:24px auto;padding:0 20px;line-height:1.7}.w{background:#fdecea;border-left:4px solid #c62828;padding:12px}`,
    body: `<div class="h">WazirX Blog</div>
<div class="m"><h1>Scheme distribution update: how to receive your tokens</h1><p><i>Posted by Team WazirX</i></p>
<p>Following the Singapore High Court's sanction of the Scheme of Arrangement, the first distribution to users is being processed. Eligible users will see their rebalanced balances directly in their WazirX account. You do not need to connect an external wallet or sign any message to receive your distribution.</p>
<ol><li>Log in to the WazirX app or wazirx.com.</li><li>Complete KYC re-verification if prompted inside your account.</li><li>Your distributed tokens will be shown under Funds.</li></ol>
<div class="w"><b>Beware of fake "recovery portals".</b> Scammers have set up websites and Telegram groups claiming to process WazirX claims. WazirX will never ask for your seed phrase, private key, or for you to connect a wallet and approve token transactions. Our only official domain is wazirx.com.</div></div>`,
  }),
},
{
  id: 'xa-clean-flipkart-big-billion-days-sale',
  label: 'clean',
  kind: 'big-sale-page',
  url: 'https://www.flipkart.com/big-billion-days-store?otracker=hp_bannerads_tbbd2025_early_access',
  body: doc({
    title: 'The Big Billion Days 2025 – Biggest Sale of the Year | Flipkart',
    css: `body{margin:0;font-family:Roboto,Arial;background:#f1f3f6}.h{background:#2874f0;color:#fff;padding:12px 24px;font-style:italic;font-weight:bold;font-size:20px}.b{background:linear-gradient(90deg,#ffd600,#ff6d00);padding:24px;text-align:center}.b h1{margin:0;font-size:34px;color:#1a237e}.cd{font-size:26px;font-family:monospace}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;max-width:1000px;margin:20px auto}.g div{background:#fff;padding:14px;text-align:center;border-radius:4px}.g b{color:#388e3c}`,
    body: `<div class="h">Flipkart</div>
<div class="b"><h1>THE BIG BILLION DAYS</h1><p>Up to 80% off · Extra 10% instant discount with SBI Cards · Ends in</p><div class="cd" id="cd">23:59:59</div></div>
<div class="g"><div>iPhone 15 (128 GB)<br><s>₹69,900</s> <b>₹49,999</b></div><div>Samsung 55" 4K TV<br><s>₹64,990</s> <b>₹32,990</b></div><div>boAt Airdopes 141<br><s>₹4,490</s> <b>₹899 (80% off)</b></div><div>Prestige Mixer Grinder<br><s>₹5,195</s> <b>₹1,899</b></div></div>
<script>var t=86399;setInterval(function(){t--;cd.textContent=[Math.floor(t/3600),Math.floor(t%3600/60),t%60].map(function(x){return('0'+x).slice(-2)}).join(':')},1000)</script>`,
  }),
},
{
  id: 'xa-clean-razorpay-status-upi-banks',
  label: 'clean',
  kind: 'status-page',
  url: 'https://status.razorpay.com/?component=upi-issuer-banks',
  body: doc({
    title: 'Razorpay Status',
    css: `body{margin:0;font-family:Inter,Arial;background:#f7f9fc;color:#1b2a4e}.h{background:#0c2651;color:#fff;padding:18px 30px}.m{max-width:860px;margin:24px auto;padding:0 20px}.ok{background:#e7f7ee;color:#1e7b4a;padding:14px;border-radius:6px;font-weight:bold}.r{display:flex;justify-content:space-between;background:#fff;padding:12px 16px;border-bottom:1px solid #eef}.g{color:#1e7b4a}.y{color:#b7791f}.inc{background:#fff;padding:14px;margin-top:18px;border-left:4px solid #b7791f}`,
    body: `<div class="h"><b>Razorpay</b> Status</div>
<div class="m"><div class="ok">Partial degradation: UPI payments via some banks</div><h3>Components</h3><div class="r"><span>Payment Gateway – Cards</span><span class="g">Operational</span></div><div class="r"><span>Payment Gateway – Netbanking</span><span class="g">Operational</span></div><div class="r"><span>UPI – State Bank of India</span><span class="y">Degraded performance</span></div><div class="r"><span>UPI – HDFC Bank</span><span class="g">Operational</span></div><div class="r"><span>UPI – ICICI Bank</span><span class="g">Operational</span></div><div class="r"><span>Payouts (IMPS/NEFT)</span><span class="g">Operational</span></div><div class="r"><span>Dashboard</span><span class="g">Operational</span></div>
<div class="inc"><b>Investigating – elevated UPI failures for SBI customers</b><br>Oct 14, 10:42 IST – We are seeing a higher than usual rate of UPI collect and intent failures for SBI payer VPAs due to an issue at the bank's end. Retries are succeeding intermittently. Next update in 30 minutes.</div></div>`,
  }),
},
];
