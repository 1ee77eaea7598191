import { htmlRoute, type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, gtm, siteFooter, siteNav } from '../parts/d-parts.js';

/** Benign: pages with minified / obfuscated-looking analytics and anti-bot scripts, SPAs that render their login with JS, legacy ad tags using document.write, bot-check interstitials on a site's own domain. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-ok-obfuscated-antibot-sensor',
  label: 'clean',
  kind: 'antibot-script',
  url: 'https://www.velora-airlines.com/en/book/flights?from=LIS&to=CPH&date=2026-12-19',
  body: doc({
    title: 'Book flights Lisbon – Copenhagen | Velora Airlines',
    head: gtm('GTM-VLR8Q2K'),
    css: baseCss('#0c4a6e'),
    body: `${siteNav({ brand: 'Velora Airlines', links: ['Book', 'Manage booking', 'Check-in', 'Flight status', 'Velora Club'], cta: 'Log in' })}
<main class="container" style="padding:30px 24px"><h1>Lisbon → Copenhagen</h1><p>Fri 19 Dec 2026 · 1 adult</p><div class="card"><b>VL 1842</b> 07:10 → 11:55 · Direct · from €89</div><div class="card" style="margin-top:12px"><b>VL 1846</b> 14:35 → 19:20 · Direct · from €124</div></main>
${siteFooter({ company: 'Velora Airlines S.A.' })}${cookieBanner('en')}
<script>var _0x5b21=["\\x75\\x73\\x65\\x72\\x41\\x67\\x65\\x6e\\x74","\\x77\\x65\\x62\\x64\\x72\\x69\\x76\\x65\\x72","\\x68\\x61\\x72\\x64\\x77\\x61\\x72\\x65\\x43\\x6f\\x6e\\x63\\x75\\x72\\x72\\x65\\x6e\\x63\\x79","\\x2f\\x5f\\x73\\x65\\x63\\x2f\\x63\\x70\\x5f\\x63\\x68\\x61\\x6c\\x6c\\x65\\x6e\\x67\\x65\\x2f\\x73\\x65\\x6e\\x73\\x6f\\x72"];(function(){var n=navigator,d={a:n[_0x5b21[0]],w:!!n[_0x5b21[1]],h:n[_0x5b21[2]],s:screen.width+"x"+screen.height,t:Date.now(),m:0};document.addEventListener("mousemove",function(){d.m++},{passive:true});setTimeout(function(){navigator.sendBeacon&&navigator.sendBeacon(_0x5b21[3],btoa(JSON.stringify(d)))},2000)})();</script>`,
  }),
},

{
  id: 'd-ok-own-domain-bot-check',
  label: 'clean',
  kind: 'antibot-interstitial',
  url: 'https://tickets.arenaplex-live.com/event/2026-12-31-nye',
  body: doc({
    title: 'Checking your browser… | Arenaplex Tickets',
    css: `body{font-family:system-ui,sans-serif;background:#fff;margin:0}.w{max-width:560px;margin:15vh auto;text-align:center}.sp{width:40px;height:40px;border:4px solid #eee;border-top-color:#7c3aed;border-radius:50%;margin:20px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}`,
    body: `<div class="w"><h1>One moment…</h1><p>Because tickets for this event are in high demand, we're checking that you're a real fan before letting you into the queue. This takes a few seconds.</p><div class="sp"></div><noscript>Please enable JavaScript and cookies to continue.</noscript><p style="font-size:12px;color:#888">Queue protection by Arenaplex · Ref 7b1f-22a9</p></div>
<script>(function(){var n=0,t=Date.now();function h(s){for(var i=0,x=0;i<s.length;i++){x=(x<<5)-x+s.charCodeAt(i)|0}return x}while(Date.now()-t<300){n++;if((h('7b1f-22a9'+n)&0xfff)===0)break}
document.cookie='ap_q='+n+'.'+t+'; path=/; Secure; SameSite=Lax';setTimeout(function(){location.replace('/event/2026-12-31-nye/queue')},1200)})();</script>`,
  }),
  routes: {
    'tickets.arenaplex-live.com/event/2026-12-31-nye/queue': htmlRoute(doc({ title: "New Year's Eve at Arenaplex — Queue", css: baseCss('#7c3aed'), body: `<main class="container" style="padding:40px 24px"><h1>You're in the queue</h1><p>Estimated wait: 6 minutes. Don't refresh this page. Tickets from €45. Limit 4 per customer.</p></main>` })),
  },
},

{
  id: 'd-ok-legacy-ad-docwrite',
  label: 'clean',
  kind: 'legacy-ad-tag',
  url: 'https://www.valleyherald-news.com/local/2026/11/28/library-reopens',
  body: doc({
    title: 'Downtown library reopens after renovation | Valley Herald',
    css: baseCss('#991b1b') + `article{max-width:720px;margin:30px auto;padding:0 24px;font-family:Georgia,serif;font-size:18px}.ad{background:#f3f4f6;text-align:center;padding:10px;font-size:11px;color:#888}`,
    body: `${siteNav({ brand: 'Valley Herald', links: ['Local', 'Sports', 'Business', 'Opinion', 'Obituaries'], cta: 'Subscribe' })}
<div class="ad">Advertisement<br><script>var ord=Math.random()*1e16;document.write('<scr'+'ipt src="https://ads.regionaladnet.com/adj/valleyherald/local;sz=728x90;ord='+ord+'?"></scr'+'ipt>');</script></div>
<article><h1>Downtown library reopens after 14-month renovation</h1><p class="muted">By Carla Mendes · Nov 28, 2026</p><p>The Valley Public Library reopened Saturday with a new children's wing, a maker space and extended weekend hours…</p><p>Library cards can now be renewed online at the county's website; staff reminded patrons that the library will never call asking for payment details.</p></article>
<div class="ad"><script>document.write(unescape('%3Cdiv%20id%3D%22ad-300x250%22%3E%3C%2Fdiv%3E'));</script></div>
${siteFooter({ company: 'Valley Herald Media' })}${cookieBanner('en')}`,
  }),
},

{
  id: 'd-ok-minified-analytics-heavy',
  label: 'clean',
  kind: 'analytics-heavy',
  url: 'https://www.brightcart-grocery.com/',
  body: doc({
    title: 'BrightCart — Groceries delivered in 30 minutes',
    head: gtm('GTM-BRC22XQ'),
    css: baseCss('#16a34a') + `.hero{padding:70px 24px;background:#f0fdf4}`,
    body: `${siteNav({ brand: 'BrightCart', links: ['Fruit & veg', 'Bakery', 'Dairy', 'Offers'], cta: 'Log in' })}
<section class="hero"><div class="container"><h1>Groceries in 30 minutes</h1><p>Enter your postcode to see delivery slots.</p><form action="/slots"><input name="postcode" placeholder="Postcode" style="max-width:240px"> <button class="btn">Check</button></form></div></section>
${siteFooter({ company: 'BrightCart Ltd' })}${cookieBanner('en')}
<script>!function(e,t){var n="__bc_rum",r=e[n]=e[n]||{q:[],t:+new Date};function o(e){return function(){r.q.push([e].concat([].slice.call(arguments)))}}["init","track","identify","page"].forEach(function(e){r[e]=o(e)});var i=t.createElement("script");i.async=1,i.src="https://rum.brightcart-grocery.com/v2/rum.min.js",t.head.appendChild(i),r.init("bc-web-prod",{sample:.2,mask:["input[type=password]","[data-private]"]}),r.page()}(window,document);</script>
<script>(function(w){var s=String.fromCharCode,k=[104,116,116,112,115,58,47,47,99,100,110,46,98,114,105,103,104,116,99,97,114,116,45,103,114,111,99,101,114,121,46,99,111,109,47,101,120,112,47,102,108,97,103,115,46,106,115,111,110];fetch(k.map(function(c){return s(c)}).join("")).then(function(r){return r.json()}).then(function(f){w.__flags=f}).catch(function(){w.__flags={}})})(window);</script>`,
  }),
},

{
  id: 'd-ok-clipboard-copy-coupon',
  label: 'clean',
  kind: 'clipboard-benign',
  url: 'https://www.peakroast-coffee.com/pages/newsletter-welcome',
  body: doc({
    title: 'Welcome! Here is your 15% code | Peak Roast Coffee',
    css: baseCss('#78350f') + `.code{font-family:monospace;font-size:28px;border:2px dashed #78350f;padding:12px 20px;display:inline-block}`,
    body: `${siteNav({ brand: 'Peak Roast', links: ['Coffee', 'Subscriptions', 'Brewing gear', 'Wholesale'] })}
<main class="container" style="text-align:center;padding:60px 24px"><h1>Thanks for subscribing ☕</h1><p>Here's 15% off your first order. Code valid for 7 days.</p><div class="code" id="c">WELCOME15</div><br><br><button class="btn" id="b">Copy code</button><p class="muted">Paste it at checkout with Ctrl+V (or ⌘+V).</p></main>
${siteFooter({ company: 'Peak Roast Coffee Co.' })}
<script>document.getElementById('b').onclick=function(){navigator.clipboard.writeText(document.getElementById('c').textContent).then(()=>{this.textContent='Copied!'})};</script>`,
  }),
},

];
