import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, fileRoute, jsRoute, jsonRoute, pe, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, emblem, FONTS } from '../parts/yn-kit.js';

// Real installers and app pages, crypto apps and news, bot checks, parked domains, short links,
// marketing redirects, and the untouched small sites the ClickFix pages imitate.

export const entries: Entry[] = [
{
  id: 'yn-clean-tallyprime-installer-download',
  label: 'clean',
  kind: 'installer-download',
  url: 'https://tallysolutions.com/download/',
  body: doc({
    title: 'Download TallyPrime | Latest Release 6.0 | Tally Solutions',
    css: `body{font-family:Arial}.hd{display:flex;justify-content:space-between;align-items:center;padding:14px 40px;border-bottom:1px solid #eee}.hero{background:#fdf5e6;padding:40px;display:flex;gap:40px;align-items:center}.dl{display:inline-block;background:#ed1c24;color:#fff;padding:14px 30px;border-radius:4px;text-decoration:none;font-weight:bold}.req{padding:20px 40px;font-size:14px}.req td{padding:4px 14px 4px 0}`,
    body: `<div class="hd">${wordmark('Tally', '#fff', '#ed1c24', 90, 36)}<span>Products · Pricing · Partners · Support · Buy</span></div>
<div class="hero"><div><h1>Download TallyPrime 6.0</h1><p>Connected banking, GST, e-invoicing and e-way bill in one business management software. Free 7-day trial for new users; existing license holders can upgrade at no cost if their TSS is active.</p><a class="dl" href="https://download.tallysolutions.com/TallyPrime/Setup/TallyPrime_6.0_Setup.exe">Download TallyPrime (Windows, 64-bit)</a><p style="font-size:12px;color:#666">Release 6.0 · 21 May 2025 · 158 MB · Digitally signed by Tally Solutions Pvt Ltd</p></div></div>
<div class="req"><h3>System requirements</h3><table><tr><td>OS</td><td>Windows 8.1 / 10 / 11 (64-bit), Windows Server 2016 and above</td></tr><tr><td>Processor</td><td>1.8 GHz or higher</td></tr><tr><td>RAM</td><td>4 GB or more</td></tr></table><p>Release notes · Installation guide · Download for older releases</p></div>`,
  }),
  routes: {
    'download.tallysolutions.com/TallyPrime/Setup/TallyPrime_6.0_Setup.exe': fileRoute(pe({ x64: true, strings: ['TallyPrime Setup', 'Tally Solutions Pvt Ltd', 'Bengaluru', 'InstallShield'] }), 'application/octet-stream', 'TallyPrime_6.0_Setup.exe'),
  },
},
{
  id: 'yn-clean-anydesk-windows-download',
  label: 'clean',
  kind: 'installer-download',
  url: 'https://anydesk.com/en/downloads/windows?os=win64',
  body: doc({
    title: 'Download AnyDesk for Windows – Free | AnyDesk',
    css: `body{font-family:Arial}.hd{padding:14px 40px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}.hero{text-align:center;padding:50px 20px}.dl{display:inline-block;background:#ef443b;color:#fff;padding:16px 40px;border-radius:4px;text-decoration:none;font-weight:bold;font-size:17px}.w{max-width:820px;margin:0 auto;font-size:14px;color:#444}.sf{background:#fff5f4;border-left:4px solid #ef443b;padding:12px 16px;margin:20px 0}`,
    body: `<div class="hd"><b style="color:#ef443b;font-size:22px">AnyDesk</b><span>Solutions · Pricing · Downloads · Support · Contact Sales</span></div>
<div class="hero"><h1>AnyDesk for Windows</h1><p>Version 9.5.3 · 7.5 MB · Windows 7 and later</p><a class="dl" href="https://download.anydesk.com/AnyDesk.exe?v=9">Download Now</a></div>
<div class="w"><div class="sf"><b>Stay safe:</b> Never grant access to your device to someone you do not know. Banks, UPI apps, electricity boards and "customer care" agents will never ask you to install AnyDesk to give you a refund or update a bill. If someone pressures you to do this, end the session immediately and report it.</div><p>AnyDesk is free for personal use. Business use requires a license. Release notes · SHA-256 checksums · MSI package for administrators.</p></div>`,
  }),
  routes: {
    'download.anydesk.com/AnyDesk.exe?v=9': fileRoute(pe({ strings: ['AnyDesk Software GmbH', 'AnyDesk', 'Stuttgart'] }), 'application/octet-stream', 'AnyDesk.exe'),
  },
},
{
  id: 'yn-clean-khalti-official-apk-page',
  label: 'clean',
  kind: 'app-page-apk',
  url: 'https://khalti.com/download/',
  body: doc({
    title: 'Download Khalti App | Khalti Digital Wallet',
    lang: 'ne',
    css: `body{font-family:Arial;background:#fff}.hd{padding:14px 40px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}.hero{display:flex;gap:40px;align-items:center;padding:40px;background:#f6f1fb}.hero h1{color:#5c2d91}.st a{display:inline-block;background:#000;color:#fff;padding:10px 18px;border-radius:8px;margin-right:8px;text-decoration:none}.apk{margin-top:20px;font-size:14px;background:#fff;border:1px solid #e3d8f0;border-radius:8px;padding:14px}code{font-size:12px;word-break:break-all}`,
    body: `<div class="hd"><b style="color:#5c2d91;font-size:22px">khalti</b><span>Personal · Merchant · Developers · Help</span></div>
<div class="hero"><div><h1>Khalti मोबाइल एप डाउनलोड गर्नुहोस्</h1><p>Pay bills, recharge, buy tickets and send money across Nepal.</p><div class="st"><a href="https://play.google.com/store/apps/details?id=com.khalti">Get it on Google Play</a><a href="https://apps.apple.com/np/app/khalti-digital-wallet/id1263400741">App Store</a><a href="https://appgallery.huawei.com/app/C104171389">Huawei AppGallery</a></div>
<div class="apk"><b>Direct APK (for devices without Google Play)</b><br>Version 7.14.2 · 42 MB · <a href="/download/khalti-7.14.2.apk">khalti-7.14.2.apk</a><br>SHA-256: <code>3c9e1f7a0b52d4e86a1f0c3b9e27d5a4f8b61c02e9d37a5b4c18f6e0d2a9b7c3</code><br><small>Verify the checksum before installing. Khalti is published by Khalti Pvt. Ltd., licensed by Nepal Rastra Bank as a Payment Service Provider. Khalti staff will never send you APK files over Viber, WhatsApp or Messenger.</small></div></div></div>`,
  }),
  routes: {
    'khalti.com/download/khalti-7.14.2.apk': fileRoute(apk('com.khalti', 'Khalti', ['android.permission.INTERNET', 'android.permission.CAMERA', 'android.permission.USE_BIOMETRIC']), 'application/vnd.android.package-archive', 'khalti-7.14.2.apk'),
  },
},
{
  id: 'yn-clean-dapp-swap-connect-wallet',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://app.uniswap.org/swap?chain=mainnet',
  body: doc({
    title: 'Uniswap Interface',
    css: `body{background:#fff;font-family:Basel,Inter,Arial}.hd{display:flex;justify-content:space-between;align-items:center;padding:14px 24px}.hd button{background:#fde5f7;color:#fc72ff;border:0;border-radius:20px;height:38px;padding:0 16px;font-weight:600}.sw{width:480px;margin:60px auto;border:1px solid #eee;border-radius:24px;padding:10px}.in{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0}.in input{border:0;background:none;font-size:34px;width:60%}.tk{float:right;background:#fff;border:1px solid #eee;border-radius:20px;padding:6px 12px}.go{width:100%;height:56px;border:0;border-radius:20px;background:#fde5f7;color:#fc72ff;font-size:18px;font-weight:600;margin-top:6px}#st{font-size:12px;color:#888;text-align:center}`,
    body: `<div class="hd"><b style="color:#fc72ff;font-size:20px">🦄 Uniswap</b><span>Trade · Explore · Pool</span><button id="cw">Connect</button></div>
<div class="sw"><div class="in"><small>Sell</small><br><input value="0" inputmode="decimal"><span class="tk">ETH ▾</span></div><div class="in"><small>Buy</small><br><input value="0" inputmode="decimal"><span class="tk">USDC ▾</span></div><button class="go" id="go">Connect wallet</button><p id="st"></p></div>
<script>
async function connect(){var st=document.getElementById('st');if(!window.ethereum){st.textContent='No wallet detected. Install a wallet extension to continue.';return}
try{var acc=await window.ethereum.request({method:'eth_requestAccounts'});var ch=await window.ethereum.request({method:'eth_chainId'});
document.getElementById('cw').textContent=acc[0].slice(0,6)+'…'+acc[0].slice(-4);document.getElementById('go').textContent='Enter an amount';st.textContent='Connected on chain '+parseInt(ch,16)}catch(e){st.textContent='Connection request rejected'}}
document.getElementById('cw').onclick=connect;document.getElementById('go').onclick=connect;
</script>`,
  }),
},
{
  id: 'yn-clean-crypto-news-wazirx-drainer-warning',
  label: 'clean',
  kind: 'crypto-news',
  url: 'https://cryptobharat.news/wazirx-recovery-scam-sites-drain-wallets/',
  body: doc({
    title: 'Fake WazirX "recovery portals" are draining wallets, users warned | CryptoBharat',
    css: `.hd{padding:14px 30px;border-bottom:1px solid #eee}.art{max-width:760px;margin:30px auto;padding:0 20px;font-size:17px;line-height:1.75}.art h1{font-size:32px;line-height:1.25}pre{background:#f4f4f6;padding:12px;border-radius:6px;font-size:13px;white-space:pre-wrap;word-break:break-all}`,
    body: `<div class="hd"><b style="font-size:22px">CryptoBharat</b> · News · Markets · Regulation · Learn</div>
<div class="art"><h1>Fake WazirX "recovery portals" are draining wallets, users warned</h1><p style="color:#777;font-size:14px">By Rohan Iyer · 14 June 2025</p>
<p>Users waiting for distributions after the 2024 WazirX hack are being targeted by look-alike "recovery claim" websites promoted through X replies and Telegram groups. The sites ask visitors to connect a wallet and "verify" it, which actually submits an unlimited token approval to an attacker-controlled address.</p>
<p>On-chain researchers shared the calldata used by one such site. The <code>0x095ea7b3</code> selector is the standard ERC-20 <code>approve(address,uint256)</code> function; the amount is the maximum possible value:</p>
<pre>0x095ea7b3
0000000000000000000000009f1c2b7a4e0d3c8b5a6f1e2d7c4b9a0e3f6d2c18
ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff</pre>
<p>Other sites ask for a Permit2 signature (<code>eth_signTypedData_v4</code>) which does not cost gas but lets the spender move tokens later. WazirX said distributions will be announced only on its official channels and that no wallet connection is needed.</p>
<p>If you have signed an approval, revoke it using a token approval checker and move remaining funds to a fresh wallet.</p></div>`,
  }),
},
{
  id: 'yn-clean-parked-domain-for-sale',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://kisanmitra.in/',
  body: doc({
    title: 'kisanmitra.in - This domain may be for sale!',
    css: `body{background:#f5f5f5;font-family:Arial;text-align:center}.b{max-width:760px;margin:40px auto;background:#fff;padding:30px;border-radius:6px}.b h1{font-size:30px;color:#333}.buy{display:inline-block;background:#2a9d8f;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none;margin:12px 0}.rs{text-align:left;margin-top:24px}.rs a{display:block;padding:12px;border-bottom:1px solid #eee;color:#1a0dab;text-decoration:none}.sm{font-size:11px;color:#999;margin-top:20px}`,
    body: `<div class="b"><h1>kisanmitra.in</h1><p>This domain may be for sale!</p><a class="buy" href="https://sedo.com/search/details/?domain=kisanmitra.in">Buy this domain</a>
<div class="rs"><b>Related Searches</b><a href="/search?q=tractor+loan">Tractor Loan</a><a href="/search?q=crop+insurance">Crop Insurance</a><a href="/search?q=organic+fertilizer">Organic Fertilizer</a><a href="/search?q=drip+irrigation">Drip Irrigation System</a><a href="/search?q=agri+equipment">Agriculture Equipment</a></div>
<p class="sm">The Sponsored Listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers. Privacy Policy</p></div>`,
  }),
},
{
  id: 'yn-clean-shortlink-to-irctc-rules',
  label: 'clean',
  kind: 'shortener-redirect',
  url: 'https://bit.ly/irctc-tatkal-rules',
  routes: {
    'bit.ly/irctc-tatkal-rules': redirectRoute(301, 'https://www.irctc.co.in/nget/enquiry/termsAndConditions'),
    'www.irctc.co.in/nget/enquiry/termsAndConditions': htmlRoute(doc({
      title: 'IRCTC Next Generation eTicketing System',
      css: `.hd{background:#213d77;color:#fff;padding:12px 30px}.w{max-width:900px;margin:20px auto;padding:0 20px;font-size:14.5px;line-height:1.7}`,
      body: `<div class="hd"><b>IRCTC</b> · Indian Railway Catering and Tourism Corporation</div><div class="w"><h2>Terms and Conditions — Tatkal booking</h2><ol><li>Tatkal booking opens at 10:00 AM for AC classes and 11:00 AM for non-AC classes one day in advance, excluding the date of journey.</li><li>Aadhaar-authenticated users can book Tatkal tickets from the opening time; agents are not permitted to book during the first 30 minutes.</li><li>No refund is granted on cancellation of confirmed Tatkal tickets.</li><li>Fares and Tatkal charges are as notified by Indian Railways.</li></ol><p>For assistance: 14646 / 0755-6610661 · care@irctc.co.in</p></div>`,
    })),
  },
},
{
  id: 'yn-clean-cloudflare-challenge-news-site',
  label: 'clean',
  kind: 'bot-check-legit',
  url: 'https://www.moneycontrol.com/news/business/markets/sensex-nifty-today-live-updates-13091234.html',
  body: doc({
    title: 'Just a moment...',
    head: '<meta http-equiv="refresh" content="390"><meta name="robots" content="noindex,nofollow">',
    css: `body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial}.main-wrapper{max-width:60rem;margin:8rem auto 0;padding:0 1.5rem}h1{font-size:2.5rem;font-weight:500}h2{font-size:1.5rem;font-weight:500;color:#313131}.spin{width:30px;height:30px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:s 1s linear infinite;margin:20px 0}@keyframes s{to{transform:rotate(360deg)}}footer{font-size:.75rem;color:#595959;text-align:center;margin-top:6rem}`,
    body: `<div class="main-wrapper" role="main"><h1 class="zone-name-title">www.moneycontrol.com</h1><h2 id="challenge-running">Verifying you are human. This may take a few seconds.</h2><div class="spin"></div><div id="challenge-body-text">www.moneycontrol.com needs to review the security of your connection before proceeding.</div>
<noscript><div>Enable JavaScript and cookies to continue</div></noscript></div>
<footer>Ray ID: <code>8f2b91c4ad7e3f10</code> · Performance &amp; security by Cloudflare</footer>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:'www.moneycontrol.com',cType:'managed',cRay:'8f2b91c4ad7e3f10',cH:'Xk1pQ.9bT2',cUPMDTk:'/news/business/markets/sensex-nifty-today-live-updates-13091234.html?__cf_chl_tk=q7Rj'};var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8f2b91c4ad7e3f10';document.getElementsByTagName('head')[0].appendChild(a);})();</script>`,
  }),
  routes: {
    'www.moneycontrol.com/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1': jsRoute(`(function(){var o=window._cf_chl_opt||{};setTimeout(function(){var e=document.getElementById('challenge-running');if(e)e.textContent='Verification successful. Waiting for www.moneycontrol.com to respond...'},2500)})();`),
  },
},
{
  id: 'yn-clean-college-admissions-site',
  label: 'clean',
  kind: 'small-site-legit',
  url: 'https://www.svcollege-pune.edu.in/admissions/',
  body: doc({
    title: 'Admissions 2025-26 | Swami Vivekanand College of Arts, Science & Commerce, Pune',
    css: `.hd{background:#1d3f72;color:#fff;padding:16px 30px;display:flex;gap:14px;align-items:center}.nav{background:#f1b434;padding:8px 30px;font-size:14px}.nav a{margin-right:18px;text-decoration:none;color:#222}.w{max-width:1000px;margin:24px auto;padding:0 16px;display:flex;gap:24px}.l{flex:2;font-size:15px;line-height:1.65}.r{flex:1}.nb{border:1px solid #ddd;border-radius:6px;padding:12px;font-size:13.5px}.nb li{margin:6px 0}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ddd;padding:6px}`,
    body: `<div class="hd">${emblem('SV', '#1d3f72', '#fff', 54)}<div><b style="font-size:20px">Swami Vivekanand College of Arts, Science &amp; Commerce</b><br><small>Affiliated to Savitribai Phule Pune University · NAAC 'A'</small></div></div>
<div class="nav"><a href="#">Home</a><a href="#">About</a><a href="#">Departments</a><a href="#">Admissions</a><a href="#">Examinations</a><a href="#">NIRF</a><a href="#">Contact</a></div>
<div class="w"><div class="l"><h1>Admissions 2025-26</h1><p>Online applications are open for FY B.Com, B.Sc (Computer Science), BBA (CA) and BA. Admission is on merit of HSC marks. Apply only through the college admission portal; the college does not accept fees in cash or through personal accounts.</p>
<table><tr><th>Programme</th><th>Intake</th><th>Last date</th></tr><tr><td>B.Com</td><td>360</td><td>30 June 2025</td></tr><tr><td>B.Sc (CS)</td><td>120</td><td>30 June 2025</td></tr><tr><td>BBA (CA)</td><td>120</td><td>5 July 2025</td></tr></table>
<p><a href="/admissions/prospectus-2025-26.pdf">Download prospectus (PDF)</a> · Office hours: 10 AM – 4 PM · 020-2567 8812</p></div>
<div class="r"><div class="nb"><b>Notice Board</b><ul><li>First merit list — B.Com: 3 July</li><li>Scholarship forms (MahaDBT) open</li><li>Anti-ragging undertaking mandatory</li></ul></div></div></div>`,
  }),
},
{
  id: 'yn-clean-ca-firm-contact-site',
  label: 'clean',
  kind: 'small-site-legit',
  url: 'https://www.mehtaandco-ca.in/services/gst/',
  body: doc({
    title: 'GST Services | Mehta & Co., Chartered Accountants, Ahmedabad',
    css: `.hd{padding:14px 30px;border-bottom:2px solid #1d3557;display:flex;justify-content:space-between}.w{max-width:960px;margin:24px auto;padding:0 16px;display:flex;gap:30px}.l{flex:1.6;font-size:15px;line-height:1.7}.r{flex:1;background:#f4f6fa;border-radius:8px;padding:18px}label{display:block;font-size:13px;margin:8px 0 4px}input,textarea{width:100%;border:1px solid #ccc;border-radius:4px;padding:8px}button{background:#1d3557;color:#fff;border:0;height:40px;padding:0 22px;margin-top:10px}`,
    body: `<div class="hd"><b style="color:#1d3557;font-size:20px">Mehta &amp; Co. · Chartered Accountants</b><span>Home · Services · Team · Insights · Contact</span></div>
<div class="w"><div class="l"><h1>GST registration, returns and advisory</h1><p>We help traders, manufacturers and service providers in Gujarat with GST registration, monthly and quarterly returns (GSTR-1, GSTR-3B, QRMP), annual returns (GSTR-9/9C), refunds of accumulated ITC, e-invoicing setup and replies to departmental notices.</p><ul><li>Registration in 3-5 working days</li><li>Dedicated executive for return filing</li><li>Representation before GST authorities</li></ul><p>Firm registration no. 118822W · ICAI</p></div>
<div class="r"><h3>Request a call back</h3><form method="post" action="/wp-admin/admin-ajax.php?action=cf7_submit"><label>Name</label><input name="your-name" required><label>Phone</label><input name="your-phone" required><label>Message</label><textarea name="your-message" rows="3"></textarea><button>Send</button></form><p style="font-size:13px">Office: 402, Shivalik Plaza, Ambawadi, Ahmedabad · 079-2630 4411</p></div></div>`,
  }),
},
];
