import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { wpSite } from '../parts/yf-kit.js';

// Bot checks, parked domains, short links, support pages, investing, donations and crypto apps.

export const entries: Entry[] = [
  {
    id: 'yf-clean-cloudflare-challenge-forum-thread',
    label: 'clean',
    kind: 'bot-check',
    url: 'https://forums.whirlpool.net.au/thread/9k2v03p1?p=4',
    headers: { 'cf-mitigated': 'challenge', 'cache-control': 'private, max-age=0, no-store, no-cache, must-revalidate' },
    body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem;padding-right:1.5rem;width:100%}.h1{font-size:2.5rem;font-weight:500;line-height:3.75rem}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem}.core-msg{font-size:1rem;line-height:1.5rem;margin:2rem 0}.footer{font-size:.75rem;line-height:1.125rem;margin:0 auto;max-width:60rem;padding:0 1.5rem;width:100%}.footer-inner{border-top:1px solid #d9d9d9;padding-bottom:1rem;padding-top:1rem;text-align:center}</style>
<meta http-equiv="refresh" content="390"></head>
<body class="no-js"><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">forums.whirlpool.net.au</h1><h2 id="challenge-running" class="h2">Verifying you are human. This may take a few seconds.</h2><noscript><div id="challenge-error-title"><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></div></noscript><div id="challenge-body-text" class="core-msg spacer">forums.whirlpool.net.au needs to review the security of your connection before proceeding.</div><form id="challenge-form" action="/thread/9k2v03p1?p=4&amp;__cf_chl_f_tk=Xz1pQ7mN2vL0wK9cYbT3sHd6gF4aJ8eR" method="POST" enctype="application/x-www-form-urlencoded"><input type="hidden" name="md" value="kX2pQ9mN7vL0wK3cYbT1sHd6gF4aJ8eR5tU0iO2lZ7xC9nV3bK6jM1tR4yP8q"></form></div></div>
<script>(function(){window._cf_chl_opt={cvId: '3',cZone: "forums.whirlpool.net.au",cType: 'managed',cNounce: '41827',cRay: '872f1a9c3e0d5b21',cHash: '9a7c0e4b1f2d8a3',cUPMDTk: "\\/thread\\/9k2v03p1?p=4&__cf_chl_tk=Qm9Zk1xR7vN2pL0wK9cYbT3sHd-1712820931-0.0.1.1-1552",cFPWv: 'b',cTTimeMs: '1000',cMTimeMs: '390000',cTplV: 5,cTplB: 'cf',cK: "",fa: "\\/thread\\/9k2v03p1?p=4&__cf_chl_f_tk=Xz1pQ7mN2vL0wK9cYbT3sHd6gF4aJ8eR",md: "kX2pQ9mN7vL0wK3cYbT1sHd6gF4aJ8eR5tU0iO2lZ7xC9nV3bK6jM1tR4yP8q",cRq: {ru: 'aHR0cHM6Ly9mb3J1bXMud2hpcmxwb29sLm5ldC5hdS90aHJlYWQvOWsydjAzcDE/cD00',ra: 'TW96aWxsYS81LjAgKFdpbmRvd3MgTlQgMTAuMCk=',rm: 'R0VU',d: 'Zk2LqW0x7mV3R9cYtN1bA4hG6sDfE8uJpKo2iQzXwCyTvLmB5nR0aS',t: 'MTcxMjgyMDkzMS4wMDAwMDA=',cT: Math.floor(Date.now() / 1000),m: 'bV3R9cYtN1bA4hG6sDfE8uJpKo2iQzXw',i1: 'q2/9Vx0kTgY4mN7w1bHc8A==',i2: 'Lp0sZ3xQ7vN2mK9cYbT1sw==',zh: 'Wm9Yc2T3bF6dS4aG1hE8uO5iQ2lZ7xC0nV9bK3jM6tR=',uh: 'a9Jm4Y2c8Nb1Xw7Qz0Vt5Lp3Rk6Hs9Df2Gg4Ee8Uu1=',hh: 'yT3sHd6gF4aJ8eR5tU0iO2lZ7xC9nV3bK6jM1tR4yP='}};var cpo = document.createElement('script');cpo.src = '/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=872f1a9c3e0d5b21';window._cf_chl_opt.cOgUHash = location.hash === '' && location.href.indexOf('#') !== -1 ? '#' : location.hash;window._cf_chl_opt.cOgUQuery = location.search === '' && location.href.slice(0, location.href.length - window._cf_chl_opt.cOgUHash.length).indexOf('?') !== -1 ? '?' : location.search;if (window.history && window.history.replaceState) {var ogU = location.pathname + window._cf_chl_opt.cOgUQuery + window._cf_chl_opt.cOgUHash;history.replaceState(null, null, "\\/thread\\/9k2v03p1?p=4&__cf_chl_rt_tk=Ab3cD5eF7gH9iJ1kL3mN5oP7qR9sT1uV-1712820931-0.0.1.1-1552" + window._cf_chl_opt.cOgUHash);cpo.onload = function() {history.replaceState(null, null, ogU);}}document.getElementsByTagName('head')[0].appendChild(cpo);}());</script>
<div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>872f1a9c3e0d5b21</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com?utm_source=challenge&amp;utm_campaign=m" target="_blank">Cloudflare</a></div></div></div>
</body></html>`,
    routes: {
      'forums.whirlpool.net.au/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1': jsRoute(`window._cf_chl_done=function(){};(function(){var t=document.getElementById('challenge-running');if(t)t.textContent='Verifying you are human. This may take a few seconds.';})();`),
    },
  },
  {
    id: 'yf-clean-parked-domain-for-sale',
    label: 'clean',
    kind: 'parked-domain',
    url: 'https://harbourlegal.net/',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>harbourlegal.net</title>
<meta name="robots" content="noindex, nofollow">
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#1c2733;color:#e6edf3}
.top{text-align:center;padding:50px 20px 20px}
.top h1{font-size:34px;font-weight:400;margin:0}
.sale{display:inline-block;margin-top:14px;background:#f5a623;color:#1c2733;padding:8px 18px;border-radius:20px;font-weight:bold;text-decoration:none}
.links{max-width:560px;margin:40px auto;padding:0 20px}
.links h2{font-size:14px;color:#8fa3b8;font-weight:normal;text-transform:uppercase;letter-spacing:1px}
.links a{display:block;padding:14px 16px;margin:8px 0;background:#263545;color:#7fc4ff;text-decoration:none;border-radius:4px;font-size:17px}
.foot{text-align:center;font-size:11px;color:#6b7d90;padding:30px}
</style></head>
<body>
<div class="top"><h1>harbourlegal.net</h1><a class="sale" href="https://www.afternic.com/forsale/harbourlegal.net?utm_source=TDFS&amp;utm_medium=sn_affiliate_click&amp;utm_campaign=TDFS_GoDaddy_DLS">This domain may be for sale!</a></div>
<div class="links"><h2>Related searches</h2>
<a href="/lander?q=Conveyancing+Lawyers&amp;s=1">Conveyancing Lawyers</a>
<a href="/lander?q=Family+Law+Solicitors&amp;s=2">Family Law Solicitors</a>
<a href="/lander?q=Wills+and+Estates&amp;s=3">Wills and Estates</a>
<a href="/lander?q=Legal+Practice+Software&amp;s=4">Legal Practice Software</a>
</div>
<div class="foot">Copyright &copy; 2024. All rights reserved. | <a href="/privacy" style="color:#6b7d90">Privacy Policy</a><br>The Sponsored Listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers.</div>
<script>window.park = "eyJ1dWlkIjoiOGYxYzJhOTAtN2UxNC00YjZkLTlhMmMtMDVlOGYzZDFiMjc0IiwicGFnZV90aW1lIjoxNzEyODIwOTMxLCJwYWdlX3VybCI6Imh0dHBzOi8vaGFyYm91cmxlZ2FsLm5ldC8ifQ==";</script>
</body></html>`,
  },
  {
    id: 'yf-clean-shortlink-to-services-australia',
    label: 'clean',
    kind: 'shortener-benign',
    url: 'https://bit.ly/SA-update-bank-details-24',
    routes: {
      'bit.ly/SA-update-bank-details-24': redirectRoute(301, 'https://www.servicesaustralia.gov.au/how-to-update-your-bank-details-for-centrelink?context=21'),
      'www.servicesaustralia.gov.au/how-to-update-your-bank-details-for-centrelink': htmlRoute(`<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>How to update your bank details for Centrelink - Services Australia</title>
<style>body{margin:0;font-family:"Public Sans",Arial,sans-serif;color:#1a1a1a;line-height:1.65}.gov{background:#f5f5f5;font-size:13px;padding:6px 6%}header{background:#00205b;color:#fff;padding:18px 6%;font-weight:700;font-size:20px}main{max-width:820px;margin:30px auto;padding:0 20px}.callout{background:#fff4e5;border-left:6px solid #f08c00;padding:12px 18px}</style></head>
<body><div class="gov">An official Australian Government website</div><header>Services Australia</header>
<main><h1>How to update your bank details for Centrelink</h1>
<p>You can update your bank details using your Centrelink online account through myGov or the Express Plus Centrelink mobile app.</p>
<ol><li>Sign in to myGov at <b>my.gov.au</b> (type the address into your browser) and select Centrelink.</li><li>Select <b>My profile</b> from the menu, then <b>Personal details</b>.</li><li>Select <b>Bank details</b> and follow the prompts.</li></ol>
<div class="callout"><b>Protect yourself from scams.</b> We'll never send you a link in a text message or email asking you to update your bank details. If you get a message like this, don't click the link.</div>
<p>Need help? Call the Centrelink line on 132 490.</p></main></body></html>`),
    },
  },
  {
    id: 'yf-clean-spark-nz-contact-us',
    label: 'clean',
    kind: 'support-page-phone-numbers',
    url: 'https://www.spark.co.nz/help/other/contact-us/',
    body: `<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Contact us | Spark NZ</title>
<style>
body{margin:0;font-family:"Spark Sans",Arial,sans-serif;color:#14112c;background:#fff}
.h{background:#fff;border-bottom:1px solid #eee;padding:16px 6%;font-weight:800;font-size:22px;color:#5a3cc6}
main{max-width:960px;margin:30px auto;padding:0 20px;line-height:1.6}
.grid{display:flex;flex-wrap:wrap;gap:18px}
.card{flex:1;min-width:260px;border:1px solid #e6e3f2;border-radius:10px;padding:18px}
.num{font-size:24px;font-weight:800;color:#5a3cc6}
.warn{background:#fff3f3;border-left:4px solid #d00;padding:12px 16px;margin-top:24px}
</style></head>
<body>
<div class="h">Spark</div>
<main>
<h1>Contact us</h1>
<div class="grid">
<div class="card"><b>Personal customers</b><div class="num">123</div><p>From a Spark mobile or landline. From another network call 0800 800 123. Mon&ndash;Fri 8am&ndash;8pm, Sat&ndash;Sun 9am&ndash;6pm.</p></div>
<div class="card"><b>Business customers</b><div class="num">0800 800 108</div><p>Available 24/7 for faults. Sales and billing Mon&ndash;Fri 8am&ndash;6pm.</p></div>
<div class="card"><b>Calling from overseas</b><div class="num">+64 9 356 6111</div><p>Standard international rates apply.</p></div>
</div>
<div class="warn"><b>Scam calls:</b> We will never call you out of the blue to say your computer or modem has a virus, or ask you to install remote-access software like AnyDesk or TeamViewer. If in doubt, hang up and call us on 123.</div>
<p>You can also chat with us in the Spark app or at <a href="https://www.spark.co.nz/help/">spark.co.nz/help</a>.</p>
</main>
</body></html>`,
  },
  {
    id: 'yf-clean-sharesies-nz-landing',
    label: 'clean',
    kind: 'legitimate-investing',
    url: 'https://www.sharesies.nz/?utm_source=google&utm_medium=cpc&utm_campaign=brand-nz',
    body: `<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sharesies | Investing for everyone</title>
<meta name="description" content="Start investing with Sharesies. Invest in NZ, Australian and US shares, ETFs and managed funds.">
<style>
body{margin:0;font-family:"Centra No2",Arial,sans-serif;background:#fff;color:#0f0f0f}
nav{display:flex;justify-content:space-between;align-items:center;padding:18px 6%}
nav b{font-size:22px;color:#5271ff}
nav a{margin-left:16px;color:#0f0f0f;text-decoration:none;font-size:15px}
.hero{background:linear-gradient(135deg,#c9f0ff,#f1e6ff);padding:70px 6%}
.hero h1{font-size:48px;margin:0 0 14px;max-width:620px}
.hero a{display:inline-block;background:#0f0f0f;color:#fff;padding:14px 28px;border-radius:30px;text-decoration:none;margin-top:10px}
.sec{max-width:960px;margin:40px auto;padding:0 20px;line-height:1.6}
.disc{font-size:12px;color:#555;border-top:1px solid #eee;padding:20px 6%}
</style></head>
<body>
<nav><b>Sharesies</b><span><a href="https://app.sharesies.com/login">Log in</a><a href="https://app.sharesies.com/sign-up">Sign up</a></span></nav>
<div class="hero"><h1>Investing for everyone, starting with as little as 1 cent</h1><p>Invest in over 6,000 companies and funds across the NZX, ASX and US markets.</p><a href="https://app.sharesies.com/sign-up">Sign up</a></div>
<div class="sec"><h2>Pricing</h2><p>Transaction fees of 1.9% on orders up to $3,000, capped at $25 for NZ and Australian markets. Optional monthly plans from $3. Exchange rate fee of 0.5% when converting currencies.</p>
<h2>Your investments are held in custody</h2><p>Shares are held on your behalf by Sharesies Nominee Limited, separate from Sharesies' own assets.</p></div>
<div class="disc">Investing involves risk. You might lose the money you start with. Sharesies Limited (FSP number FSP629739) is a registered financial service provider. Past performance is not a reliable indicator of future returns. See the Sharesies Terms and Conditions and Product Disclosure Statements.</div>
</body></html>`,
  },
  {
    id: 'yf-clean-red-cross-au-donate',
    label: 'clean',
    kind: 'charity-donation',
    url: 'https://www.redcross.org.au/donate/?campaign=disaster-relief-recovery&amount=50',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Donate to Disaster Relief and Recovery | Australian Red Cross</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#222}
.h{background:#fff;border-bottom:1px solid #ddd;padding:14px 5%;display:flex;align-items:center;gap:10px;font-weight:bold}
.h i{display:inline-block;width:28px;height:28px;background:linear-gradient(#fff 35%,transparent 35%,transparent 65%,#fff 65%),linear-gradient(90deg,#fff 35%,#e30613 35%,#e30613 65%,#fff 65%)}
.c{max-width:620px;margin:24px auto;background:#fff;padding:28px;border-radius:6px}
.amts{display:flex;gap:8px;margin:10px 0}.amts label{flex:1;text-align:center;border:2px solid #e30613;border-radius:4px;padding:10px;cursor:pointer;font-weight:bold;color:#e30613}
label.f{display:block;font-size:14px;font-weight:bold;margin:12px 0 4px}
input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;border-radius:4px;font-size:16px}
.r{display:flex;gap:10px}.r>div{flex:1}
button{margin-top:20px;width:100%;padding:13px;background:#e30613;color:#fff;border:0;border-radius:4px;font-size:17px;font-weight:bold}
.muted{font-size:13px;color:#555}
</style></head>
<body>
<div class="h"><i></i>Australian Red Cross</div>
<div class="c">
<h1 style="margin-top:0;font-size:26px">Help people affected by disasters</h1>
<p>Your donation helps Red Cross prepare for, respond to and help communities recover from disasters in Australia.</p>
<form method="post" action="/donate/process">
<div class="amts"><label><input type="radio" name="amount" value="25" hidden>$25</label><label><input type="radio" name="amount" value="50" checked hidden>$50</label><label><input type="radio" name="amount" value="100" hidden>$100</label><label><input type="radio" name="amount" value="other" hidden>Other</label></div>
<label><input type="checkbox" name="monthly"> Make this a monthly gift</label>
<div class="r"><div><label class="f">First name</label><input type="text" name="first"></div><div><label class="f">Last name</label><input type="text" name="last"></div></div>
<label class="f">Email</label><input type="email" name="email">
<label class="f">Card number</label><input type="text" name="card" autocomplete="cc-number" inputmode="numeric">
<div class="r"><div><label class="f">Expiry</label><input type="text" name="exp" placeholder="MM/YY"></div><div><label class="f">CVV</label><input type="text" name="cvv" maxlength="4"></div></div>
<button type="submit">Donate $50</button>
</form>
<p class="muted">Donations of $2 or more are tax deductible in Australia. Australian Red Cross Society ABN 50 169 561 394. Registered with the ACNC.</p>
</div>
</body></html>`,
  },
  {
    id: 'yf-clean-uniswap-app-swap',
    label: 'clean',
    kind: 'crypto-app',
    url: 'https://app.uniswap.org/swap?chain=arbitrum&inputCurrency=ETH&outputCurrency=0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Uniswap Interface</title>
<meta name="description" content="Swap or provide liquidity on the Uniswap Protocol">
<style>
body{margin:0;background:#fff;font-family:Basel,Inter,Arial,sans-serif;color:#222}
nav{display:flex;justify-content:space-between;align-items:center;padding:14px 20px}
nav b{color:#fc72ff;font-size:20px}
nav button{background:#ffefff;color:#fc72ff;border:0;border-radius:20px;padding:10px 16px;font-weight:600}
.swap{max-width:460px;margin:60px auto;border:1px solid #eee;border-radius:24px;padding:10px}
.box{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0}
.box input{border:0;background:transparent;font-size:34px;width:60%}
.tok{float:right;background:#fff;border:1px solid #eee;border-radius:16px;padding:6px 12px;font-weight:600}
.go{width:100%;margin-top:6px;padding:16px;border:0;border-radius:20px;background:#ffefff;color:#fc72ff;font-size:18px;font-weight:600}
#acct{font-size:13px;color:#777;text-align:center;margin-top:6px}
</style></head>
<body>
<nav><b>&#129412; Uniswap</b><button id="connect">Connect</button></nav>
<div class="swap">
<div class="box"><div style="font-size:13px;color:#777">You pay</div><input placeholder="0"><span class="tok">ETH</span></div>
<div class="box"><div style="font-size:13px;color:#777">You receive</div><input placeholder="0"><span class="tok">USDC</span></div>
<button class="go" id="go">Connect wallet</button>
<div id="acct"></div>
</div>
<script>
async function connect(){
  if (!window.ethereum) { document.getElementById('acct').textContent = 'No browser wallet found. Install a wallet or use WalletConnect.'; return; }
  var a = await window.ethereum.request({method: 'eth_requestAccounts'});
  var c = await window.ethereum.request({method: 'eth_chainId'});
  document.getElementById('connect').textContent = a[0].slice(0, 6) + '...' + a[0].slice(-4);
  document.getElementById('go').textContent = 'Enter an amount';
  document.getElementById('acct').textContent = 'Connected on chain ' + parseInt(c, 16);
}
document.getElementById('connect').onclick = function(){ connect().catch(function(){}); };
document.getElementById('go').onclick = function(){ connect().catch(function(){}); };
</script>
</body></html>`,
  },
  {
    id: 'yf-clean-wp-physio-recaptcha-contact',
    label: 'clean',
    kind: 'small-business-wp-site',
    url: 'https://www.harbourcityphysio.co.nz/contact/',
    body: wpSite({
      name: 'Harbour City Physio',
      tagline: 'Physiotherapy and sports injury clinic, Wellington CBD',
      host: 'www.harbourcityphysio.co.nz',
      menu: ['Home', 'Treatments', 'Our Team', 'ACC', 'Contact'],
      accent: '#0f766e',
      lang: 'en-NZ',
      headExtra: `<script src="https://www.google.com/recaptcha/api.js?render=explicit&amp;onload=hcpCaptcha" async defer></script>`,
      main: `<section class="hero"><h1>Contact us</h1><p>Level 2, 145 Willis Street, Wellington 6011 &middot; (04) 384 2290</p></section>
<section class="content"><p>No referral needed for ACC injuries. Send us a message and our reception team will get back to you within one working day.</p>
<form method="post" action="https://www.harbourcityphysio.co.nz/wp-admin/admin-post.php" class="wpcf7-form">
<input type="hidden" name="action" value="hcp_contact"><input type="hidden" name="_wpnonce" value="8c1f2a90d3">
<p><label>Your name<br><input name="your-name" size="40"></label></p>
<p><label>Email<br><input type="email" name="your-email" size="40"></label></p>
<p><label>Message<br><textarea name="your-message" rows="5" cols="40"></textarea></label></p>
<div id="hcp-recaptcha" class="g-recaptcha" data-sitekey="6LcQ2x8pAAAAAB7mN0wL4cT9yR3sH6gF1aD5eK2v"></div>
<p><button type="submit">Send</button></p>
</form></section>`,
      bodyEnd: `<script>function hcpCaptcha(){ if (window.grecaptcha) grecaptcha.render('hcp-recaptcha', {sitekey: '6LcQ2x8pAAAAAB7mN0wL4cT9yR3sH6gF1aD5eK2v'}); }</script>`,
    }),
  },
  {
    id: 'yf-clean-msp-shortlink-to-mysignins',
    label: 'clean',
    kind: 'shortener-benign',
    url: 'https://go.northbridgeit.com.au/mfa',
    routes: {
      'go.northbridgeit.com.au/mfa': redirectRoute(302, 'https://mysignins.microsoft.com/security-info?tenant=tranassociates.com.au'),
      'mysignins.microsoft.com/security-info?tenant=tranassociates.com.au': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>My Sign-Ins | Security Info | Microsoft.com</title>
<link rel="stylesheet" href="https://mysignins.microsoft.com/static/css/main.5c1f2a90.css">
<style>body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#faf9f8;color:#323130}.top{height:48px;background:#0078d4;color:#fff;display:flex;align-items:center;padding:0 18px;font-weight:600}.c{max-width:760px;margin:40px auto;background:#fff;padding:28px;box-shadow:0 1px 3px rgba(0,0,0,.12)}</style></head>
<body><div class="top">My Sign-Ins</div>
<div class="c" id="root"><h2 style="margin-top:0">Security info</h2><p>These are the methods you use to sign into your account or reset your password.</p><p>Loading&hellip;</p></div>
<script>window.__MYSIGNINS_CONFIG__ = {"tenantHint":"tranassociates.com.au","authority":"https://login.microsoftonline.com/organizations","clientId":"19db86c3-b2b9-44cc-b339-36da233a3be2"};
</script>
</body></html>`),
    },
  },
];
