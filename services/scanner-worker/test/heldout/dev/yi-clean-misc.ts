/**
 * yi- other pages the volunteers cleared: a newspaper behind a bot check, a parked domain, community
 * sites with clipboard buttons and CAPTCHA widgets, a staking app, support pages with phone numbers,
 * an antivirus vendor's own subscription page.
 */
import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { articleCss, doc } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-clean-regional-paper-bot-check-then-article',
  label: 'clean',
  kind: 'bot-check-interstitial',
  url: 'https://www.westmorlandgazette-news.co.uk/news/24190331.pensioner-loses-40k-military-romance-scam/',
  body: `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Just a moment...</title><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#313131}.m{max-width:60rem;margin:8rem auto 0;padding:0 1.5rem}h1{font-size:2.2rem;font-weight:500}.s{display:flex;align-items:center;gap:12px;margin:2rem 0}.sp{width:28px;height:28px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}.f{font-size:.75rem;color:#777;border-top:1px solid #ddd;margin-top:4rem;padding-top:1rem}</style></head>
<body><div class="m"><h1>www.westmorlandgazette-news.co.uk</h1><h2 style="font-weight:400">Verifying you are human. This may take a few seconds.</h2><div class="s"><div class="sp"></div><span>Checking your browser…</span></div>
<p>www.westmorlandgazette-news.co.uk needs to review the security of your connection before proceeding.</p>
<div class="f">Ray ID: <code>8f1a2b3c4d5e6f70</code> · Performance &amp; security by Cloudflare</div></div>
<script>(function(){var t=Date.now();setTimeout(function(){document.cookie='cf_clearance=x9Q2kLm'+t.toString(36)+'; path=/; max-age=1800; SameSite=None; Secure';location.replace('/news/24190331.pensioner-loses-40k-military-romance-scam/full/')},1500)})();</script></body></html>`,
  routes: {
    'www.westmorlandgazette-news.co.uk/news/24190331.pensioner-loses-40k-military-romance-scam/full/': htmlRoute(doc({
      title: 'Kendal pensioner loses £40,000 to “US Army sergeant” romance scam | Westmorland Gazette',
      css: articleCss('#003366', true),
      body: `<header class="site-header"><a class="brand" href="/">The Westmorland Gazette</a><nav><a href="/news/">News</a><a href="/sport/">Sport</a><a href="/announcements/">Announcements</a></nav></header>
<main><h1>Kendal pensioner loses £40,000 to “US Army sergeant” romance scam</h1><p class="meta">By Helen Armstrong · Crime reporter</p>
<p>A 74-year-old widow from Kendal has lost her life savings after a man she met on a Facebook group for bird-watchers persuaded her he was a US Army sergeant serving in Somalia.</p>
<p>Over eight months, “Daniel” sent her daily messages. He then asked her to pay a “leave application fee” so he could visit, followed by “flight clearance” and “customs” fees.</p>
<blockquote>“He said soldiers on peacekeeping missions can’t access their own bank accounts. Every time I paid, there was another fee,” she told the Gazette.</blockquote>
<p>Cumbria Police said romance fraud reports rose by a third last year. Detective Sergeant Paul Hindle said: “Nobody in the armed forces needs to pay to take leave. If someone you haven’t met asks for money, please talk to family, or call Action Fraud on 0300 123 2040.”</p></main>
<footer class="site-footer">© Newsquest Media Group Ltd</footer>`,
    })),
  },
},
{
  id: 'yi-clean-parked-pension-domain-for-sale',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://pensioncredit-help.com/',
  body: doc({
    title: 'pensioncredit-help.com',
    lang: 'en',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f9f9f9;color:#333;text-align:center}.d{font-size:32px;margin:60px 0 10px;color:#222}
.ads{max-width:560px;margin:20px auto;text-align:left}.ads a{display:block;background:#fff;border:1px solid #e3e3e3;padding:14px;margin:8px 0;color:#1a0dab;text-decoration:none;font-size:18px}
.sale{margin:30px auto;max-width:560px;background:#fff;border:1px solid #ddd;padding:18px}.sm{font-size:12px;color:#999}`,
    body: `<div class="d">pensioncredit-help.com</div><p>This domain may be for sale!</p>
<div class="ads"><p class="sm">Related Links</p><a href="/listing?q=Pension+Advice">Pension Advice ›</a><a href="/listing?q=Retirement+Planning">Retirement Planning ›</a><a href="/listing?q=Equity+Release+Calculator">Equity Release Calculator ›</a><a href="/listing?q=Over+50s+Life+Insurance">Over 50s Life Insurance ›</a></div>
<div class="sale"><b>Buy this domain</b><p>The owner of pensioncredit-help.com is offering it for sale for an asking price of 1,295 USD.</p><a href="https://www.sedo.com/search/details/?domain=pensioncredit-help.com&amp;partnerid=324561">Buy now</a></div>
<p class="sm">Copyright © pensioncredit-help.com. All rights reserved. | <a href="/privacy">Privacy Policy</a></p>
<script>window.park={domain:'pensioncredit-help.com',pid:'324561',lander:'v3'};</script>`,
  }),
},
{
  id: 'yi-clean-u3a-zoom-link-copy-button',
  label: 'clean',
  kind: 'community-site-clipboard',
  url: 'https://www.waikanae-u3a.org.nz/groups/family-history/online-meeting/',
  body: doc({
    title: 'Online meeting – Family History Group – Waikanae U3A',
    lang: 'en-NZ',
    css: articleCss('#00695c') + `.zm{background:#f1f7f6;border:1px solid #b7d8d3;padding:16px;border-radius:6px}.zm code{font-size:15px;word-break:break-all}.zm button{background:#00695c;color:#fff;border:0;padding:8px 16px;border-radius:4px;margin-top:8px}`,
    body: `<header class="site-header"><a class="brand" href="/">Waikanae U3A</a><nav><a href="/groups/">Interest groups</a><a href="/calendar/">Calendar</a><a href="/join/">Join</a></nav></header>
<main><h1>Family History Group – online meeting</h1><p class="meta">Third Thursday of the month, 10am · Convenor: Lorraine Hemi</p>
<p>We meet on Zoom in winter. This month: “Finding your ancestors in Papers Past” with a short demonstration of the new search tools.</p>
<div class="zm"><p><b>Zoom link</b></p><code id="z">https://us02web.zoom.us/j/83311902745?pwd=bXlGa1h2cTd3ZkRhT2Y5Rk1jWnN3dz09</code><br><button id="cp">Copy link</button> <span id="ok"></span><p>Meeting ID: 833 1190 2745 · Passcode: 614209<br>Dial by phone: +64 9 884 6780 (Auckland) or +64 4 886 0026 (Wellington)</p></div>
<p>New to Zoom? Our tech buddies run a drop-in at the library on Tuesdays – no need to book. They will never ask for your passwords or bank details.</p></main>
<footer class="site-footer">Waikanae U3A Inc. · Registered charity CC51833</footer>
<script>document.getElementById('cp').addEventListener('click',function(){navigator.clipboard.writeText(document.getElementById('z').textContent).then(function(){document.getElementById('ok').textContent='Copied – paste it into your browser or the Zoom app.'})});</script>`,
  }),
},
{
  id: 'yi-clean-lido-staking-app-connect-wallet',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://stake.lido.fi/?ref=0x0000000000000000000000000000000000000000',
  body: doc({
    title: 'Ethereum Liquid Staking | Lido',
    lang: 'en',
    css: `body{margin:0;font-family:Manrope,Arial,sans-serif;background:#f2f5f8;color:#273852}.h{display:flex;justify-content:space-between;align-items:center;padding:16px 30px}.h b{color:#00a3ff;font-size:22px}
.h button,.st button{background:#00a3ff;color:#fff;border:0;border-radius:10px;padding:11px 20px;font-weight:700}.c{max-width:460px;margin:30px auto;background:#fff;border-radius:20px;padding:30px;box-shadow:0 2px 10px #0001}
input{width:100%;padding:14px;border:1px solid #d1d8df;border-radius:10px;font-size:18px;box-sizing:border-box}.row{display:flex;justify-content:space-between;font-size:14px;margin:8px 0;color:#7a8aa0}.st button{width:100%;margin-top:16px;padding:14px}`,
    body: `<div class="h"><b>LIDO</b><button id="cw">Connect wallet</button></div>
<div class="c"><h1 style="font-size:24px;text-align:center">Stake Ether</h1><p style="text-align:center;color:#7a8aa0">Stake ETH and receive stETH while staking</p>
<input id="amt" placeholder="ETH amount" inputmode="decimal"><div class="row"><span>You will receive</span><span id="rcv">0.0 stETH</span></div><div class="row"><span>Exchange rate</span><span>1 ETH = 1 stETH</span></div><div class="row"><span>Reward fee</span><span>10%</span></div><div class="row"><span>APR</span><span id="apr">–</span></div>
<div class="st"><button id="go" disabled>Connect wallet</button></div></div>
<script>
var acct=null;
async function connect(){if(!window.ethereum){alert('Please install a wallet such as MetaMask.');return}var a=await window.ethereum.request({method:'eth_requestAccounts'});acct=a[0];document.getElementById('cw').textContent=acct.slice(0,6)+'…'+acct.slice(-4);var g=document.getElementById('go');g.disabled=false;g.textContent='Stake'}
document.getElementById('cw').onclick=function(){connect().catch(function(){})};
document.getElementById('amt').oninput=function(){document.getElementById('rcv').textContent=(parseFloat(this.value)||0).toFixed(4)+' stETH'};
document.getElementById('go').onclick=async function(){if(!acct)return;var v=parseFloat(document.getElementById('amt').value);if(!(v>0))return;
var wei=BigInt(Math.round(v*1e6))*BigInt(1e12);
await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:'0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84',value:'0x'+wei.toString(16),data:'0xa1903eab0000000000000000000000000000000000000000000000000000000000000000'}]})};
fetch('https://eth-api.lido.fi/v1/protocol/steth/apr/sma').then(function(r){return r.json()}).then(function(j){document.getElementById('apr').textContent=(j.data&&j.data.smaApr||3.1).toFixed(1)+'%'}).catch(function(){});
</script>`,
  }),
  routes: { 'eth-api.lido.fi/v1/protocol/steth/apr/sma': jsonRoute({ data: { smaApr: 2.94 } }) },
},
{
  id: 'yi-clean-bt-contact-us-phone-numbers',
  label: 'clean',
  kind: 'support-phone-page',
  url: 'https://www.bt.com/help/contact-us/phone-numbers?s_cid=helpline',
  body: doc({
    title: 'Contact BT: phone numbers | BT Help',
    css: articleCss('#5514b4') + `table{width:100%;border-collapse:collapse;font-size:16px}td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left}`,
    body: `<header class="site-header"><a class="brand" href="https://www.bt.com/">BT</a><nav><a href="/broadband">Broadband</a><a href="/help">Help</a><a href="https://my.bt.com/">My BT</a></nav></header>
<main><h1>Contact BT by phone</h1>
<table><tr><th>What you need help with</th><th>Number</th><th>Hours</th></tr><tr><td>Broadband, TV and landline faults</td><td>0800 800 151</td><td>24/7</td></tr><tr><td>Bills and payments</td><td>0800 800 150</td><td>Mon–Sat 8am–8pm</td></tr><tr><td>BT Home Essentials (social tariff)</td><td>0800 800 150</td><td>Mon–Fri 8am–6pm</td></tr><tr><td>Nuisance and scam calls advice</td><td>0800 661 441</td><td>Mon–Fri 8am–8pm</td></tr><tr><td>Textphone</td><td>18001 0800 800 150</td><td></td></tr></table>
<div class="callout"><b>Is it really BT?</b> We will never call you out of the blue to say your broadband will be cut off, ask you to install software such as AnyDesk or TeamViewer, or offer a refund you need to “verify” with your card. If you’re unsure, hang up and call us on one of the numbers above.</div>
<p>Automatic compensation for loss of service is credited to your bill – you don’t need to claim it.</p></main>
<footer class="site-footer">British Telecommunications plc, 1 Braham Street, London E1 8EE. Registered in England No. 1800000.</footer>`,
  }),
},
{
  id: 'yi-clean-norton-account-subscription-renewal',
  label: 'clean',
  kind: 'vendor-own-account',
  url: 'https://my.norton.com/extspa/subscriptions?inid=nortoncom_nav_mynorton',
  body: doc({
    title: 'My Subscriptions | My Norton',
    lang: 'en-GB',
    css: `body{margin:0;font-family:"Gibson",Arial,sans-serif;background:#f7f7f7;color:#222}.h{background:#fff;border-bottom:1px solid #e4e4e4;padding:14px 30px;display:flex;justify-content:space-between}.h b{font-size:22px}.h b span{color:#ffc700}
main{max-width:820px;margin:26px auto;padding:0 20px}.c{background:#fff;border:1px solid #e4e4e4;border-radius:8px;padding:22px;margin-bottom:16px}
.tg{display:inline-block;width:44px;height:24px;border-radius:12px;background:#1a7f37;position:relative;vertical-align:middle}.tg:after{content:'';position:absolute;right:3px;top:3px;width:18px;height:18px;border-radius:50%;background:#fff}
.sm{font-size:14px;color:#555}a.btn{display:inline-block;border:1px solid #222;padding:8px 16px;border-radius:4px;color:#222;text-decoration:none;margin-right:8px}`,
    body: `<div class="h"><b>Norton <span>✔</span></b><span>Signed in as m.hughes@btinternet.com · <a href="/extspa/signout">Sign out</a></span></div>
<main><h1>My Subscriptions</h1><div class="c"><h2 style="margin-top:0">Norton 360 Standard</h2><p class="sm">1 device · Subscription ends 2 March 2026</p>
<p>Automatic Renewal <span class="tg" aria-label="on"></span> On</p><p class="sm">Your subscription will renew on 2 March 2026 for £79.99 using Visa ending 2291. We’ll email you 30 days and 7 days before we charge you. You can turn off Automatic Renewal at any time and request a refund within 60 days of an annual renewal.</p>
<a class="btn" href="/extspa/subscriptions/ar-off">Turn off Automatic Renewal</a><a class="btn" href="/extspa/billing">Billing history</a></div>
<div class="c sm"><b>Scam warning:</b> Norton renewal invoices never ask you to call a phone number to cancel, and Norton will never ask to connect to your computer to process a refund. Check your real subscriptions here, at my.norton.com.</div></main>`,
  }),
},
];
