import type { Entry } from '../entry.js';
import { beepWav, fileRoute } from '../parts/e-bin.js';
import { builderBadge, builderHead, doc, htmlRoute, jsRoute, redirectRoute, wpAssets, wpPage } from '../parts/y-kit.js';
import { shopPage } from '../parts/y-shop.js';

// Fake shops and SEO doorways that redirect to scams.

const tumHost = 'stanley-cup-closing-sale.kestrel.site';
const pupHost = 'goldenmeadowpuppies.kestrel.site';
const slotHost = 'smpn4-cibinong.sch.id';
const rxHost = 'lakesidequilters.org';
const tsHost = 'hvac-comfortpros.com';

export const entries: Entry[] = [
  {
    id: 'y-shop-tumbler-closing-en',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${tumHost}/products/quencher-h2-0-flowstate-40oz`,
    routes: {
      [`${tumHost}/products/quencher-h2-0-flowstate-40oz`]: htmlRoute(shopPage({
        lang: 'en',
        title: 'Stanley Quencher H2.0 FlowState 40oz – Official Closing Sale',
        brand: 'STANLEY OUTLET',
        accent: '#00695c',
        banner: 'WAREHOUSE CLOSING – ALL ITEMS 70% OFF – TODAY ONLY – FREE SHIPPING',
        nav: ['Tumblers', 'Bottles', 'Coolers', 'Track Order'],
        intro: '<h2>Quencher H2.0 FlowState™ Tumbler 40 OZ</h2><p>⭐⭐⭐⭐⭐ 12,481 reviews · <b style="color:#c62828">Sale ends in <span id="t">09:59</span></b></p>',
        products: [
          { name: 'Quencher 40oz – Rose Quartz', price: '$14.99', was: '$45.00', badge: 'BEST SELLER' },
          { name: 'Quencher 40oz – Cream', price: '$14.99', was: '$45.00' },
          { name: 'Quencher 30oz – Black Glow', price: '$12.99', was: '$35.00' },
          { name: 'Bundle: 3 Tumblers + Straws', price: '$29.99', was: '$135.00', badge: 'BUNDLE' },
        ],
        footer: `Stanley Outlet · help@stanleyoutlet-support.shop · Orders processed in 7–15 business days<br>We accept Visa, MasterCard, PayPal (Friends &amp; Family only)<br>© 2025 Stanley Outlet. Not affiliated with PMI Worldwide.`,
        extraBody: `${builderBadge}<script>var s=599;setInterval(function(){s=s>0?s-1:599;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);</script>`,
      })),
    },
  },
  {
    id: 'y-shop-puppies-en',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${pupHost}/available-puppies`,
    routes: {
      [`${pupHost}/available-puppies`]: htmlRoute(doc({
        title: 'Golden Meadow Puppies – Available Golden Retriever Puppies',
        head: builderHead('ks_1e4490d7'),
        css: `body{margin:0;font-family:Georgia,serif;background:#fffaf2;color:#4a3b2a}
header{background:#f3e3c3;padding:20px;text-align:center}header h1{margin:0}
.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:20px;max-width:1000px;margin:20px auto;padding:0 20px}
.c{background:#fff;border:1px solid #ead8b5;border-radius:8px;padding:14px}.c .i{height:160px;background:#f6ecd9;border-radius:6px}
.c b{color:#b45309}
.adopt{max-width:600px;margin:30px auto;background:#fff;padding:24px;border:1px solid #ead8b5;border-radius:8px}
input,textarea{width:100%;padding:9px;margin:5px 0;border:1px solid #d8c7a5;box-sizing:border-box}
button{background:#b45309;color:#fff;border:0;padding:11px 22px;border-radius:4px}`,
        body: `<header><h1>Golden Meadow Puppies</h1><p>AKC registered · Family raised in Ohio · Health guaranteed · Delivery to all 50 states</p></header>
<div class="g">${[['Bella', 'Female', '10 weeks'], ['Max', 'Male', '9 weeks'], ['Daisy', 'Female', '12 weeks'], ['Cooper', 'Male', '11 weeks']].map(([n, s, a]) => `<div class="c"><div class="i"></div><h3>${n}</h3><p>${s} · ${a} · Vaccinated, dewormed, microchipped</p><p>Rehoming fee: <b>$450</b> <s>$2,200</s></p></div>`).join('')}</div>
<div class="adopt"><h2>Adoption Application</h2>
<p>Because of high demand, a <b>$150 refundable deposit</b> is required to hold your puppy. We accept Zelle, Cash App, Apple Pay and Walmart-to-Walmart transfer only. Pet-friendly air delivery with a flight nanny is $350 (crate, insurance and vet certificate included).</p>
<form method="post" action="/apply"><input name="name" placeholder="Full name"><input name="phone" placeholder="Phone / text"><input name="email" placeholder="Email"><input name="state" placeholder="State"><textarea name="about" placeholder="Tell us about your home"></textarea><button>Submit application</button></form>
<p style="font-size:13px">Text us fast at (614) 555-0148 — we only reply by text or email.</p></div>
${builderBadge}`,
      })),
      [`${pupHost}/apply`]: htmlRoute('<p>Thank you! Please send your $150 deposit via Zelle to goldenmeadowpups@outlook.com and text us the screenshot.</p>'),
    },
  },
  {
    id: 'y-seo-doorway-slot-id',
    label: 'scam',
    kind: 'seo-doorway',
    url: `https://${slotHost}/wp-content/plugins/akismet/views/slot-gacor/`,
    routes: {
      [`${slotHost}/wp-content/plugins/akismet/views/slot-gacor/`]: htmlRoute(doc({
        lang: 'id',
        title: 'SLOT GACOR ⚡ Situs Slot Gacor Hari Ini Gampang Maxwin Terpercaya 2025',
        head: `<meta name="description" content="Slot gacor hari ini link slot gacor maxwin terbaru 2025, daftar slot online deposit dana 5000 tanpa potongan, RTP live tertinggi">
<link rel="canonical" href="https://${slotHost}/wp-content/plugins/akismet/views/slot-gacor/">
<meta name="robots" content="index, follow">`,
        css: `body{margin:0;background:#111;color:#ffd700;font-family:Arial,sans-serif;text-align:center}
.b{display:inline-block;margin:8px;padding:14px 30px;background:linear-gradient(#ffd700,#d4a017);color:#111;font-weight:bold;border-radius:30px;text-decoration:none}
.t{max-width:800px;margin:20px auto;color:#ccc;text-align:left;font-size:14px}`,
        body: `<h1>SLOT GACOR HARI INI</h1><p>Situs slot gacor gampang menang maxwin x5000 · RTP 98.7%</p>
<a class="b" href="https://gacor88-login.vip/daftar?ref=smpn4">DAFTAR</a><a class="b" href="https://gacor88-login.vip/login?ref=smpn4">LOGIN</a>
<div class="t"><h2>Slot Gacor: Link Situs Slot Online Gacor Terbaru</h2>
<p>Slot gacor adalah situs slot online terpercaya dengan deposit via dana, ovo, gopay, dan pulsa tanpa potongan. Bermain slot gacor hari ini dijamin maxwin dengan pola gacor dan bocoran RTP live terupdate. Pragmatic Play, PG Soft, Habanero...</p>
<p>Keyword: slot gacor, slot88, slot dana, slot online, link slot gacor, situs slot gacor, slot gacor maxwin, rtp slot, bocoran slot gacor hari ini, akun pro thailand</p></div>
<script>if(/Mobi|Android|iPhone/i.test(navigator.userAgent)||document.referrer.indexOf('google')>-1||true){setTimeout(function(){top.location.href='https://gacor88-login.vip/daftar?ref=smpn4'},1500);}</script>`,
      })),
      ['gacor88-login.vip/daftar']: htmlRoute(doc({
        lang: 'id',
        title: 'GACOR88 – Daftar Akun',
        css: 'body{background:#0d0d0d;color:#fff;font-family:Arial;text-align:center}input{display:block;margin:8px auto;padding:10px;width:280px}button{background:gold;border:0;padding:12px 40px;font-weight:bold}',
        body: `<h2>GACOR88 · Bonus New Member 100%</h2><p>Deposit min 10rb via DANA / OVO / QRIS. Withdraw berapapun dibayar!</p>
<form method="post" action="/daftar"><input name="user" placeholder="Username"><input name="pass" type="password" placeholder="Password"><input name="hp" placeholder="No. WhatsApp"><input name="bank" placeholder="Nama Bank / E-wallet"><input name="rek" placeholder="Nomor Rekening"><button>DAFTAR SEKARANG</button></form>`,
      })),
    },
  },
  {
    id: 'y-seo-doorway-pharmacy',
    label: 'scam',
    kind: 'seo-doorway',
    url: `https://${rxHost}/blog/2025/11/buy-ozempic-online-without-prescription/`,
    routes: {
      [`${rxHost}/blog/2025/11/buy-ozempic-online-without-prescription/`]: htmlRoute(wpPage(
        { host: rxHost, name: 'Lakeside Quilters Guild', nav: ['Home', 'Meetings', 'Gallery', 'Blog', 'Join'], accent: '#7b1fa2' },
        'Buy Ozempic Online Without Prescription – Cheap Semaglutide Next Day Delivery',
        `<div class="wrap content"><article><h1>Buy Ozempic Online Without Prescription – Cheapest Price USA</h1>
<p>Looking to buy ozempic online no prescription? Order semaglutide pens, wegovy, mounjaro tirzepatide, phentermine 37.5mg and more from our trusted online pharmacy. Discreet packaging, overnight shipping, no doctor visit required. Pay with Bitcoin or Zelle for an extra 15% off.</p>
<p>ozempic without prescription usa · buy wegovy online cheap · mounjaro online no rx · semaglutide compounded price · buy adderall online · tramadol overnight</p>
<p><a href="https://rx-meds-express.shop/ozempic?aff=lq">&rarr; ORDER OZEMPIC NOW FROM $89</a></p>
</article></div>`,
        '',
        `<script>(function(){var u=navigator.userAgent;if(!/Googlebot|bingbot|AhrefsBot|Semrush/i.test(u)){var s=document.createElement('meta');s.httpEquiv='refresh';s.content='0;url=https://rx-meds-express.shop/ozempic?aff=lq';document.head.appendChild(s);}})();</script>`,
      )),
      ...wpAssets(rxHost),
      ['rx-meds-express.shop/ozempic']: htmlRoute(doc({
        title: 'Ozempic (Semaglutide) – Buy Online – RX Meds Express',
        css: 'body{font-family:Arial;margin:0;background:#f5fbff}header{background:#0277bd;color:#fff;padding:16px 30px}.c{max-width:800px;margin:20px auto;background:#fff;padding:24px}table{width:100%;border-collapse:collapse}td{border-bottom:1px solid #eee;padding:8px}button{background:#2e7d32;color:#fff;border:0;padding:8px 16px}',
        body: `<header><b>RX Meds Express</b> · No Prescription Needed · Worldwide Shipping</header><div class="c"><h1>Ozempic 1mg Pen</h1><p>✔ FDA approved quality ✔ No prescription ✔ 100% money-back guarantee</p>
<table><tr><td>1 pen (4 weeks)</td><td>$89</td><td><button>Add</button></td></tr><tr><td>3 pens</td><td>$229</td><td><button>Add</button></td></tr><tr><td>6 pens + free phentermine</td><td>$399</td><td><button>Add</button></td></tr></table>
<p>Payment: Bitcoin (15% off), Zelle, Western Union. Card payments temporarily unavailable.</p></div>`,
      })),
    },
  },
  {
    id: 'y-seo-doorway-techsupport',
    label: 'scam',
    kind: 'seo-doorway',
    url: `https://${tsHost}/wp-content/cache/supercache/hp-printer-offline-fix.html`,
    routes: {
      [`${tsHost}/wp-content/cache/supercache/hp-printer-offline-fix.html`]: htmlRoute(doc({
        title: 'HP Printer Offline Fix – Call 1-888-555-0199 – 123.hp.com/setup Support',
        body: `<h1>HP Printer Offline? 123.hp.com/setup Help</h1><p>hp printer offline fix windows 11, hp printer not printing, hp support number, 123 hp com setup, hp printer driver download, call hp printer support 24/7</p><p>Redirecting to support...</p>
<script>window.location.href='https://win-defender-alert-center.live/err/?code=0x80070643&ph=18885550199';</script>`,
      })),
      ['win-defender-alert-center.live/err/']: htmlRoute(doc({
        title: 'Windows Defender Security Center – Threat Detected',
        css: `body{margin:0;background:#0078d7;color:#fff;font-family:"Segoe UI",Arial,sans-serif}
.p{max-width:700px;margin:6vh auto;background:#fff;color:#222;padding:26px;box-shadow:0 0 30px rgba(0,0,0,.5)}
.p h2{color:#c50f1f}.ph{font-size:26px;font-weight:bold;color:#0078d7}
button{background:#0078d7;color:#fff;border:0;padding:10px 24px;margin-right:8px}`,
        body: `<div class="p"><h2>&#9888; Windows Defender – Security Warning</h2>
<p><b>Access to this PC has been blocked for security reasons.</b></p>
<p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised: Email credentials, Banking passwords, Facebook login, Pictures &amp; documents.</p>
<p>Windows Defender scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
<p>Call Microsoft Support: <span class="ph" id="ph">+1-888-555-0199</span> (Toll Free)</p>
<p>Error code: <span id="ec">0x80070643</span></p>
<button onclick="document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen()">Call Support</button><button>Cancel</button></div>
<audio id="a" src="/err/alert.wav" autoplay loop></audio>
<script>history.pushState(null,'',location.href);onpopstate=function(){history.pushState(null,'',location.href)};
onbeforeunload=function(){return 'Are you sure?'};document.addEventListener('click',function(){document.getElementById('a').play();try{document.documentElement.requestFullscreen()}catch(e){}});
var q=new URLSearchParams(location.search);if(q.get('code'))ec.textContent=q.get('code');</script>`,
      })),
      ['win-defender-alert-center.live/err/alert.wav']: fileRoute(beepWav(1, 880), 'audio/wav'),
      ['win-defender-alert-center.live/err/x.js']: jsRoute(''),
    },
  },
];

