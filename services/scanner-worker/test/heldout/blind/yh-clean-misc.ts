import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-clean-zabursaries-engineering-list',
  label: 'clean',
  kind: 'bursary-listings',
  url: 'https://www.zabursaries.co.za/engineering-bursaries-south-africa/',
  body: doc('Engineering Bursaries in South Africa 2026 | ZA Bursaries', `
<header><b>ZA Bursaries</b><nav><a>By field</a><a>Closing soon</a><a>Learnerships</a></nav></header>
<article>
 <h1>Engineering Bursaries in South Africa for 2026</h1>
 <p>The following companies and government departments offer bursaries for Civil, Electrical, Mechanical, Chemical, Mining and Industrial Engineering studies. Click on a bursary to view requirements and the official application link.</p>
 <ul class="l"><li><a href="/anglo-american-bursary/">Anglo American Bursary</a> – closing 31 October</li><li><a href="/eskom-bursary/">Eskom Bursary</a> – closing 30 September</li><li><a href="/sasol-bursary/">Sasol Bursary</a> – closing 30 June</li><li><a href="/transnet-bursary/">Transnet Bursary</a> – closing 31 August</li><li><a href="/nsfas/">NSFAS (all fields)</a> – closing date announced annually</li></ul>
 <div class="n"><b>Note:</b> ZA Bursaries is an information website and does not award bursaries. Legitimate bursary providers do not charge application fees. Never pay anyone who promises to "secure" a bursary for you.</div>
</article>`, {
    css: 'body{margin:0;font-family:Arial,sans-serif;color:#222}header{display:flex;justify-content:space-between;padding:14px 24px;background:#2e7d32;color:#fff}header nav a{color:#fff;margin-left:14px}article{max-width:760px;margin:24px auto;padding:0 16px;line-height:1.6}.l li{margin:6px 0}.n{background:#fffde7;padding:10px;font-size:13px}',
  }),
},
{
  id: 'yh-clean-bank-careers-graduate-programme',
  label: 'clean',
  kind: 'employer-careers-page',
  url: 'https://careers.kalaharimutual.co.bw/graduate-programme-2026',
  body: doc('Graduate Programme 2026 | Kalahari Mutual Bank Careers', `
<div class="hero"><h1>Graduate Programme 2026</h1><p>An 18-month rotation across Retail, Corporate and Investment Banking, Risk and Technology in Botswana, Namibia, Zambia and South Africa.</p><a class="b" href="https://kalaharimutual.wd3.myworkdayjobs.com/Graduates/job/Gaborone/Graduate-Programme-2026_R-10422">Apply on Workday</a></div>
<div class="c">
 <h2>Who can apply</h2><ul><li>Citizens of Botswana, Namibia, Zambia or South Africa</li><li>Degree in Commerce, Economics, Engineering, Data Science or IT completed by December</li><li>Strong academic record</li></ul>
 <h2>Selection process</h2><ol><li>Online application</li><li>Psychometric assessments</li><li>Video interview</li><li>Assessment centre in Gaborone or Johannesburg</li></ol>
 <div class="fr"><b>Recruitment fraud notice:</b> Kalahari Mutual Bank never charges candidates for applications, assessments, medicals or travel, and never recruits through WhatsApp groups or personal email addresses. All vacancies are listed on this site and our Workday portal.</div>
</div>`, {
    css: 'body{margin:0;font-family:"Segoe UI",Arial,sans-serif}.hero{background:#1d3f7a;color:#fff;padding:40px 24px}.b{display:inline-block;background:#f2a900;color:#000;padding:12px 24px;text-decoration:none;border-radius:4px}.c{max-width:760px;margin:24px auto;padding:0 16px}.fr{background:#fdecea;padding:12px;font-size:13px}',
  }),
},
{
  id: 'yh-clean-brightermonday-kenya-jobs',
  label: 'clean',
  kind: 'job-board',
  url: 'https://www.brightermonday.co.ke/jobs/banking-finance-insurance',
  body: doc('Banking, Finance & Insurance Jobs in Kenya | BrighterMonday', `
<header><b>BrighterMonday</b><nav><a>Jobs</a><a>CV services</a><a>Employers</a></nav></header>
<main>
 <h1>Banking, Finance &amp; Insurance jobs in Kenya</h1>
 <div class="j"><h3>Relationship Officer – SME Banking</h3><p>Equity Bank Kenya · Nairobi · Full time · KSh 90,000 – 150,000</p></div>
 <div class="j"><h3>Credit Analyst</h3><p>Family Bank · Nairobi · Full time</p></div>
 <div class="j"><h3>Agency Banking Supervisor</h3><p>KCB Group · Kisumu · Full time</p></div>
 <div class="j"><h3>Claims Assessor</h3><p>Britam · Mombasa · Contract</p></div>
 <p class="n">BrighterMonday will never ask you to pay money to get a job. Report any employer asking for payment.</p>
</main>`, {
    css: 'body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}header{display:flex;justify-content:space-between;padding:14px 24px;background:#fff;border-bottom:3px solid #6e2a8d}header nav a{margin-left:14px;color:#6e2a8d}main{max-width:760px;margin:20px auto}.j{background:#fff;padding:12px;margin:10px 0}.j h3{margin:0;color:#6e2a8d}.n{font-size:12px;color:#666}',
  }),
},
{
  id: 'yh-clean-fsca-licensed-cfd-broker',
  label: 'clean',
  kind: 'licensed-broker',
  url: 'https://www.capetrade-markets.co.za/trading/forex',
  body: doc('Forex & CFD Trading | CapeTrade Markets', `
<header><b>CapeTrade Markets</b><nav><a>Markets</a><a>Platforms</a><a>Education</a><a>Open account</a></nav></header>
<div class="risk">CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 74% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you can afford to take the high risk of losing your money.</div>
<main>
 <h1>Trade forex with tight spreads</h1>
 <p>Trade 60+ currency pairs including USD/ZAR, EUR/USD and GBP/ZAR on MetaTrader 5. Negative balance protection. Client funds held in segregated accounts at a South African bank.</p>
 <table><tr><th>Pair</th><th>Typical spread</th><th>Max leverage (retail)</th></tr><tr><td>EUR/USD</td><td>0.8 pips</td><td>1:30</td></tr><tr><td>USD/ZAR</td><td>45 pips</td><td>1:20</td></tr><tr><td>GBP/USD</td><td>1.1 pips</td><td>1:30</td></tr></table>
 <p>We do not offer managed accounts, guaranteed returns or "signal groups". No one from CapeTrade will contact you on WhatsApp to manage your trades.</p>
 <a class="b" href="/open-account/">Open a live account</a> <a class="b2" href="/demo/">Try a free demo</a>
</main>
<footer>CapeTrade Markets (Pty) Ltd is an authorised Financial Services Provider, FSP No. 49821, regulated by the Financial Sector Conduct Authority (FSCA). Verify our licence on the FSCA website.</footer>
${cookieBar('/legal/cookies/')}`, {
    css: 'body{margin:0;font-family:Arial,sans-serif}header{display:flex;justify-content:space-between;padding:14px 24px;background:#0a2540;color:#fff}header nav a{color:#fff;margin-left:14px}.risk{background:#fff3cd;font-size:12px;padding:8px 24px}main{max-width:820px;margin:22px auto;padding:0 16px}table{width:100%;border-collapse:collapse}td,th{border:1px solid #ddd;padding:7px}.b,.b2{display:inline-block;padding:11px 22px;text-decoration:none;margin-top:12px}.b{background:#00b67a;color:#fff}.b2{border:1px solid #0a2540;color:#0a2540}footer{font-size:11px;color:#777;padding:20px;text-align:center}',
  }),
},
{
  id: 'yh-clean-celo-savings-dapp-connect',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://app.kitonga-savings.xyz/circles',
  body: doc('Kitonga Savings Circles – Celo', `
<nav><b>Kitonga</b> Savings Circles <button id="c">Connect wallet</button></nav>
<main>
 <h1>Rotating savings circles (chama) on Celo</h1>
 <p>Create a circle with friends, contribute cUSD every month, and each member receives the pot in turn. Funds are held by an open-source, audited smart contract. No returns are promised – you get back what the group saves.</p>
 <div class="card"><h3>Your circles</h3><p id="st">Connect a wallet such as MiniPay or Valora to see your circles.</p></div>
 <p class="f"><a href="https://github.com/kitonga-savings/contracts">Contracts on GitHub</a> · <a href="/audit.pdf">Audit report</a> · <a href="/terms">Terms</a></p>
</main>
<script>
var acct=null;
document.getElementById('c').onclick=async function(){
 if(!window.ethereum){document.getElementById('st').textContent='No wallet detected. Open this page in MiniPay or Valora.';return}
 var a=await window.ethereum.request({method:'eth_requestAccounts'});acct=a[0];
 var cid=await window.ethereum.request({method:'eth_chainId'});
 if(cid!=='0xa4ec'){try{await window.ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:'0xa4ec'}]})}catch(e){}}
 this.textContent=acct.slice(0,6)+'…'+acct.slice(-4);
 var r=await fetch('/api/circles?member='+acct);var j=await r.json();
 document.getElementById('st').textContent=j.circles.length?j.circles.map(function(c){return c.name+' – next payout '+c.next}).join('; '):'You are not in any circles yet.';
};
</script>`, {
    css: 'body{margin:0;font-family:Inter,Arial,sans-serif;background:#fcfbf5}nav{display:flex;align-items:center;gap:8px;padding:14px 24px;border-bottom:1px solid #eee}nav button{margin-left:auto;background:#35d07f;border:0;padding:8px 14px;border-radius:8px}main{max-width:720px;margin:24px auto;padding:0 16px}.card{background:#fff;border:1px solid #eee;padding:14px;border-radius:10px}.f{font-size:13px}',
  }),
  routes: {
    'app.kitonga-savings.xyz/api/circles': jsonRoute({ circles: [] }),
  },
},
{
  id: 'yh-clean-bank-app-download-page-stores',
  label: 'clean',
  kind: 'app-download-page',
  url: 'https://www.standardbank.co.za/southafrica/personal/ways-to-bank/banking-app',
  body: doc('Banking App | Standard Bank', `
<div class="nav">${wordmark('Standard Bank', '#0033a1', { shape: 'shield', h: 30, w: 200 })}</div>
<div class="hero"><h1>The Standard Bank App</h1><p>Pay, buy prepaid, manage cards and approve payments securely.</p>
 <div class="st"><a href="https://apps.apple.com/za/app/standard-bank-za/id1139316543">Download on the App Store</a><a href="https://play.google.com/store/apps/details?id=com.sbg.mobile.phone">Get it on Google Play</a><a href="https://appgallery.huawei.com/app/C102234587">Explore it on AppGallery</a></div></div>
<div class="c">
 <h2>Install safely</h2>
 <p>Only download our app from the official Apple, Google or Huawei stores. We will never send you an APK file or a link to install an app "update" outside the stores, and we will never ask you to enable accessibility permissions for our app.</p>
 <h2>Minimum requirements</h2><ul><li>iOS 15 or later</li><li>Android 8.0 or later</li></ul>
</div>`, {
    css: 'body{margin:0;font-family:Arial,sans-serif}.nav{padding:12px 24px;border-bottom:4px solid #0033a1}.hero{background:#0033a1;color:#fff;padding:30px 24px}.st a{display:inline-block;background:#000;color:#fff;padding:10px 16px;margin:8px 8px 0 0;border-radius:6px;text-decoration:none}.c{max-width:760px;margin:22px auto;padding:0 16px}',
  }),
},
{
  id: 'yh-clean-anydesk-official-download',
  label: 'clean',
  kind: 'software-download',
  url: 'https://anydesk.com/en/downloads/thank-you?dv=win_exe&src=za',
  body: doc('Download AnyDesk for Windows', `
<header><b style="color:#ef443b">AnyDesk</b><nav><a>Solutions</a><a>Pricing</a><a>Downloads</a><a>Support</a></nav></header>
<main>
 <h1>AnyDesk for Windows</h1>
 <p>Version 9.0.5 · 5.3 MB · Windows 7 and later</p>
 <a class="b" id="dl" href="https://download.anydesk.com/AnyDesk.exe?dv=win_exe&src=za">Download now</a>
 <p class="s">Your download will start automatically. If not, <a href="https://download.anydesk.com/AnyDesk.exe?dv=win_exe&src=za">click here</a>.</p>
 <div class="warn"><h3>Protect yourself from scammers</h3><p>Never give remote access to anyone you do not know, especially callers who claim to be from your bank, Microsoft or your internet provider. Banks will never ask you to install AnyDesk.</p></div>
</main>
<script>setTimeout(function(){var a=document.createElement('a');a.href='https://download.anydesk.com/AnyDesk.exe?dv=win_exe&src=za';a.download='AnyDesk.exe';document.body.appendChild(a);a.click()},1500)</script>`, {
    css: 'body{margin:0;font-family:Arial,sans-serif}header{display:flex;justify-content:space-between;padding:14px 24px;border-bottom:1px solid #eee}header nav a{margin-left:14px}main{max-width:640px;margin:40px auto;text-align:center}.b{display:inline-block;background:#ef443b;color:#fff;padding:14px 34px;text-decoration:none;border-radius:4px}.s{font-size:13px;color:#777}.warn{background:#fff3f2;padding:14px;text-align:left;margin-top:24px}',
  }),
  routes: {
    'download.anydesk.com/AnyDesk.exe?dv=win_exe&src=za': fileRoute(pe({ strings: ['AnyDesk', 'philandro Software GmbH', 'AnyDesk Software GmbH', 'anydesk.com'], size: 120000 }), 'application/octet-stream', 'AnyDesk.exe'),
  },
},
{
  id: 'yh-clean-sars-easyfile-employer-installer',
  label: 'clean',
  kind: 'software-download',
  url: 'https://www.sars.gov.za/businesses-and-employers/government-e-filing/easyfile-employer/download/',
  body: doc('e@syFile Employer – Download | South African Revenue Service', `
<div class="b">SARS<small>South African Revenue Service</small></div><div class="y"></div>
<div class="c">
 <h1>e@syFile™ Employer – Download</h1>
 <p>e@syFile Employer is used by employers to submit EMP501 reconciliations and IRP5/IT3(a) certificates. Download the latest version and run the installer on a Windows PC.</p>
 <table><tr><td>Version</td><td>7.3.2</td></tr><tr><td>File</td><td>EasyFileEmployer_Setup.exe</td></tr><tr><td>Size</td><td>62 MB</td></tr></table>
 <p><a class="btn" href="/media/downloads/easyfile/EasyFileEmployer_Setup.exe">Download e@syFile Employer</a></p>
 <p class="n">SARS will never email you an attachment or link claiming to be an e@syFile update. Download only from www.sars.gov.za.</p>
</div>`, {
    css: 'body{margin:0;font-family:Arial,sans-serif}.b{background:#003b71;color:#fff;padding:14px 24px;font-size:20px}.b small{display:block;font-size:12px}.y{height:5px;background:#f3b815}.c{max-width:720px;margin:22px auto;padding:0 16px}td{border:1px solid #dde;padding:6px}.btn{display:inline-block;background:#003b71;color:#fff;padding:10px 22px;text-decoration:none}.n{font-size:12px;color:#555}',
  }),
  routes: {
    'www.sars.gov.za/media/downloads/easyfile/EasyFileEmployer_Setup.exe': fileRoute(pe({ strings: ['e@syFile Employer', 'South African Revenue Service', 'InstallShield', 'EMP501'], size: 200000 }), 'application/x-msdownload', 'EasyFileEmployer_Setup.exe'),
  },
},
{
  id: 'yh-clean-cloudflare-challenge-news-site',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://www.news24.com/fin24/economy/reserve-bank-holds-repo-rate-20250130',
  body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;color:#313131;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem;padding-right:1.5rem;width:100%}.h1{font-size:2.5rem;font-weight:500;line-height:3.75rem}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin-top:1rem}.core-msg{font-size:1rem;line-height:1.5rem;margin:2rem 0}.footer{font-size:.75rem;line-height:1.125rem;margin:0 auto;max-width:60rem;padding:1.5rem;width:100%;border-top:1px solid #d9d9d9}.spacer{margin:2rem 0}#turnstile-wrapper{width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;padding:0 12px;gap:10px}.spin{width:24px;height:24px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:s 1s linear infinite}@keyframes s{to{transform:rotate(360deg)}}</style></head>
<body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">www.news24.com</h1><h2 class="h2" id="challenge-running">Verifying you are human. This may take a few seconds.</h2>
<div class="spacer"><div id="turnstile-wrapper"><div class="spin"></div><span>Verifying...</span></div></div>
<div class="core-msg spacer">www.news24.com needs to review the security of your connection before proceeding.</div></div></div>
<div class="footer" role="contentinfo"><div>Ray ID: <code>8f1c2ab39d7e4c21</code></div><div>Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com?utm_source=challenge&amp;utm_campaign=m" target="_blank">Cloudflare</a></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:'www.news24.com',cType:'managed',cRay:'8f1c2ab39d7e4c21',cH:'Xq3.vD1nZ0cW8tR',cUPMDTk:"/fin24/economy/reserve-bank-holds-repo-rate-20250130?__cf_chl_tk=Yk2p8",cFPWv:'b',cITimeS:'1738231172',cTplV:5,cTplB:'cf'};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8f1c2ab39d7e4c21';document.getElementsByTagName('head')[0].appendChild(cpo);}());</script></body></html>`,
  headers: { 'cf-ray': '8f1c2ab39d7e4c21-JNB', server: 'cloudflare', 'cf-mitigated': 'challenge' },
},
{
  id: 'yh-clean-parked-domain-for-sale',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://www.mzansi-deals.co.za/',
  body: doc('mzansi-deals.co.za', `
<div class="top">mzansi-deals.co.za</div>
<div class="c">
 <p class="sale">This domain may be for sale. <a href="https://www.domains.co.za/domain-broker?d=mzansi-deals.co.za">Make an offer</a></p>
 <h3>Related searches</h3>
 <ul class="rs"><li><a href="/search?q=online+shopping+south+africa">Online Shopping South Africa</a></li><li><a href="/search?q=cheap+flights+johannesburg">Cheap Flights Johannesburg</a></li><li><a href="/search?q=car+insurance+quotes">Car Insurance Quotes</a></li><li><a href="/search?q=black+friday+deals">Black Friday Deals</a></li><li><a href="/search?q=cellphone+contracts">Cellphone Contracts</a></li></ul>
</div>
<div class="ft">© 2025 domains.co.za · <a href="/privacy">Privacy Policy</a></div>`, {
    css: 'body{margin:0;font-family:Arial,sans-serif;background:#fafafa}.top{text-align:center;font-size:28px;padding:40px;color:#444}.c{max-width:520px;margin:0 auto}.sale{text-align:center;background:#fff;padding:12px;border:1px solid #eee}.rs{list-style:none;padding:0}.rs li{margin:8px 0;background:#fff;padding:12px;border:1px solid #eee}.rs a{color:#1a0dab;font-size:18px}.ft{text-align:center;font-size:11px;color:#999;padding:30px}',
  }),
},
{
  id: 'yh-clean-bank-shortlink-to-promo',
  label: 'clean',
  kind: 'brand-shortener',
  url: 'https://fnb.co.za/ebucks-summer',
  routes: {
    'fnb.co.za/ebucks-summer': redirectRoute(301, 'https://www.fnb.co.za/rewards/ebucks/summer-campaign.html?utm_source=sms&utm_medium=link&utm_campaign=ebucks_summer'),
    'www.fnb.co.za/rewards/ebucks/summer-campaign.html': htmlRoute(doc('eBucks Summer | FNB', `
<div style="background:#00a3ad;padding:12px 24px">${wordmark('eBucks', '#ffffff', { shape: 'none', h: 28 })}</div>
<div style="max-width:720px;margin:24px auto;font-family:Arial;padding:0 16px">
<h1>Earn double eBucks this summer</h1>
<p>From 1 December to 31 January, earn double eBucks on fuel at Engen, groceries at Checkers and flights booked through eBucks Travel. Log in to the FNB App to track your reward level.</p>
<p>No registration link is needed: if you qualify, the rewards are added automatically. eBucks never expire while you remain an active member.</p>
<p style="font-size:12px;color:#777">Terms and conditions apply. eBucks is a rewards programme of FirstRand Bank Limited.</p></div>`)),
  },
},
{
  id: 'yh-clean-bitly-to-municipal-notice',
  label: 'clean',
  kind: 'shortener-redirect',
  url: 'https://bit.ly/CoCT-water-restrictions',
  routes: {
    'bit.ly/CoCT-water-restrictions': redirectRoute(301, 'https://www.capetown.gov.za/family-and-home/residential-utility-services/water-restrictions'),
    'www.capetown.gov.za/family-and-home/residential-utility-services/water-restrictions': htmlRoute(doc('Water restrictions | City of Cape Town', `
<div style="padding:10px 22px;border-bottom:3px solid #00529b">${wordmark('City of Cape Town', '#00529b', { shape: 'shield', h: 30, w: 220 })}</div>
<div style="max-width:720px;margin:22px auto;font-family:Arial;padding:0 16px;line-height:1.6">
<h1>Water restrictions</h1><p>Level 1 water restrictions apply. Water gardens only before 09:00 or after 18:00, for no longer than one hour per day per property. Hosepipes must have a controlling nozzle.</p>
<p>Report leaks and burst pipes on 0860 103 089 or via the e-Services app. The City will not send disconnection warnings with payment links by SMS.</p></div>`)),
  },
},
{
  id: 'yh-clean-local-online-shop-sale',
  label: 'clean',
  kind: 'online-shop',
  url: 'https://www.sportscene-outlet.co.za/sale/sneakers',
  body: doc('Sneaker Sale | Sportscene', `
<div class="ann">Free delivery on orders over R450 · 30-day returns · Pay with card, Instant EFT, Payflex or Mobicred</div>
<header><b>SPORTSCENE</b><nav><a>Men</a><a>Women</a><a>Kids</a><a>Sale</a></nav><span>🛒 0</span></header>
<div class="grid">
 <div class="it"><div class="im">👟</div><h4>Nike Air Max 90</h4><s>R2 699</s> <b>R1 999</b></div>
 <div class="it"><div class="im">👟</div><h4>adidas Forum Low</h4><s>R1 899</s> <b>R1 399</b></div>
 <div class="it"><div class="im">👟</div><h4>Puma RS-X</h4><s>R1 999</s> <b>R1 499</b></div>
 <div class="it"><div class="im">👟</div><h4>New Balance 574</h4><s>R1 799</s> <b>R1 349</b></div>
</div>
<footer>Sportscene is part of TFG (The Foschini Group) · <a>Returns policy</a> · <a>Contact us: 0860 102 151</a> · Company reg. 1937/009504/06</footer>
${gtag('G-TFG88SPX21')}${cookieBar('/cookie-policy')}`, {
    css: 'body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif}.ann{background:#111;color:#fff;font-size:12px;text-align:center;padding:6px}header{display:flex;justify-content:space-between;padding:16px 24px;border-bottom:1px solid #eee}header nav a{margin-left:14px}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;max-width:960px;margin:24px auto}.it{text-align:center}.im{height:140px;background:#f2f2f2;font-size:56px;display:flex;align-items:center;justify-content:center}.it b{color:#d0021b}footer{text-align:center;font-size:12px;color:#777;padding:24px}',
  }),
},
];
