import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

// ---------- Electronics fake shop: gift-card or crypto payment only ----------
const gcHost = 'shop.techdeals-warehouse-clearance.com';
const gcPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>TechDeals Warehouse – Liquidation Sale | iPhone 16 Pro $229, PS5 Pro $149</title>
<meta property="og:title" content="Warehouse liquidation – everything must go">
<link rel="stylesheet" href="/cdn/shop/t/4/assets/theme.css">
<script>var Shopify=Shopify||{};Shopify.shop="techdeals-warehouse.myshopify.com";Shopify.currency={"active":"USD","rate":"1.0"};</script>
</head>
<body>
<div class="ann">&#9889; LIQUIDATION EVENT: up to 85% OFF &middot; Limited stock &middot; Ships in 24h from our Texas warehouse</div>
<header><a href="/" class="brand">TechDeals<span>Warehouse</span></a><nav><a href="/collections/phones">Phones</a><a href="/collections/gaming">Gaming</a><a href="/collections/laptops">Laptops</a><a href="/collections/audio">Audio</a></nav></header>
<main class="grid" id="grid"></main>
<div class="checkout" id="ck" hidden>
 <h2>Secure checkout</h2>
 <p id="ckitem"></p>
 <p class="note">Due to high chargeback fraud during the liquidation, <b>card and PayPal payments are temporarily disabled</b>. We accept the following methods only:</p>
 <div class="pm"><label><input type="radio" name="pm" value="gc" checked> Gift cards (Apple, Target, Walmart, Steam) – send the card codes below</label><label><input type="radio" name="pm" value="usdt"> USDT / Bitcoin – extra 10% off</label><label><input type="radio" name="pm" value="zelle"> Zelle / Cash App (friends &amp; family)</label></div>
 <div id="gcbox"><input id="gc1" placeholder="Gift card code #1"><input id="gc2" placeholder="Gift card code #2 (optional)"><input id="gcpin" placeholder="PIN / security code"></div>
 <div id="cbox" hidden><p>Send exactly <b id="camt"></b> to:</p><code>USDT (TRC20): TJx3kQvB7mPn9FsR4hWd2YcE8oLa1zGu6t</code><br><code>BTC: bc1q8w9h2d4rkzx7c3fy5m0lq6sn0tjvpg4hu2e9a</code></div>
 <input id="em" type="email" placeholder="Email for tracking number">
 <input id="adr" placeholder="Shipping address">
 <button id="place">Place order</button>
 <p id="msg"></p>
</div>
<section class="rev"><h3>Customer reviews ★★★★★ 4.9 (3,218)</h3><p>“Got my MacBook in 3 days, legit!!” – Kevin</p><p>“Paid with Steam cards, super easy.” – Ashley</p></section>
<footer>© 2025 TechDeals Warehouse LLC · 1200 Commerce St, Dallas TX · support@techdeals-warehouse-clearance.com</footer>
<script src="/cdn/shop/t/4/assets/app.js" defer></script>
</body>
</html>`;
const gcCss = `body{margin:0;font-family:system-ui,Arial,sans-serif;background:#fafafa;color:#111}.ann{background:#000;color:#ffde59;text-align:center;padding:8px;font-weight:600}
header{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;background:#fff;border-bottom:1px solid #eee}.brand{font-size:22px;font-weight:800;color:#111;text-decoration:none}.brand span{color:#0071e3}nav a{margin-left:16px;color:#333;text-decoration:none}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:16px;padding:24px 30px}.card{background:#fff;border-radius:10px;padding:14px;box-shadow:0 1px 4px rgba(0,0,0,.06)}.card .im{height:150px;background:#eef}.card s{color:#999}.card b{color:#d70015;font-size:20px;margin-left:6px}.card button{width:100%;background:#0071e3;color:#fff;border:0;border-radius:8px;padding:10px;margin-top:8px}
.checkout{max-width:560px;margin:20px auto;background:#fff;padding:20px;border-radius:10px;border:2px solid #0071e3}.checkout input{display:block;width:100%;box-sizing:border-box;padding:10px;margin:6px 0;border:1px solid #ccc;border-radius:6px}.pm label{display:block;margin:6px 0}.note{background:#fff6e0;padding:8px;border-radius:6px;font-size:14px}
.checkout button{width:100%;padding:12px;background:#111;color:#fff;border:0;border-radius:8px;font-size:16px}code{font-size:12px}.rev{padding:20px 30px}footer{text-align:center;color:#777;font-size:12px;padding:20px}`;
const gcJs = `(function(){var items=[['Apple iPhone 16 Pro Max 256GB',1199,229],['Sony PlayStation 5 Pro',699,149],['MacBook Air M3 13"',1099,249],['Samsung Galaxy S25 Ultra',1299,259],['AirPods Pro 2',249,39],['Dyson V15 Detect',749,119],['Nintendo Switch OLED',349,79],['DJI Mini 4 Pro',959,169]];
var g=document.getElementById('grid'),sel=null;items.forEach(function(it,i){var d=document.createElement('div');d.className='card';d.innerHTML='<div class="im"></div><h4>'+it[0]+'</h4><s>$'+it[1]+'</s><b>$'+it[2]+'</b><div style="font-size:12px;color:#d70015">Only '+(i%4+1)+' left</div><button data-i="'+i+'">Buy now</button>';g.appendChild(d)});
g.onclick=function(e){if(!e.target.dataset.i)return;sel=items[e.target.dataset.i];document.getElementById('ck').hidden=false;document.getElementById('ckitem').textContent=sel[0]+' – $'+sel[2];document.getElementById('camt').textContent=(sel[2]*0.9).toFixed(2)+' USD';scrollTo(0,document.body.scrollHeight)};
document.querySelectorAll('[name=pm]').forEach(function(r){r.onchange=function(){document.getElementById('gcbox').hidden=r.value!=='gc';document.getElementById('cbox').hidden=r.value!=='usdt'}});
document.getElementById('place').onclick=function(){var pm=document.querySelector('[name=pm]:checked').value,o={item:sel&&sel[0],pm:pm,gc1:gc1.value,gc2:gc2.value,pin:gcpin.value,em:em.value,adr:adr.value};
fetch('/apps/order/create',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)}).then(function(){document.getElementById('msg').textContent='Order received! We are verifying your payment. Tracking will be emailed within 24h.'})};})();`;

// ---------- Fake disaster charity, crypto & wire only ----------
const chHost = 'donate.turkiye-syria-earthquake-relief.org';
const chPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Emergency Earthquake Relief Fund – Help Families Now</title>
<style>
body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;color:#222;background:#fff}
.top{background:#b71c1c;color:#fff;padding:10px 20px;font-weight:600;text-align:center}
header{padding:16px 24px;display:flex;align-items:center;gap:10px;border-bottom:1px solid #eee}header b{font-size:20px}
.hero{display:grid;grid-template-columns:1.2fr 1fr;gap:30px;max-width:1100px;margin:30px auto;padding:0 20px}
.ph{height:320px;background:linear-gradient(#555,#222);color:#ddd;display:flex;align-items:flex-end;padding:10px;font-size:12px}
h1{font-size:34px;margin:0 0 10px}.raised{font-size:14px;color:#555}.prog{height:10px;background:#eee;border-radius:5px;margin:8px 0}.prog i{display:block;height:100%;width:64%;background:#2e7d32;border-radius:5px}
.box{border:1px solid #ddd;border-radius:8px;padding:18px}.amts{display:flex;gap:8px;flex-wrap:wrap}.amts button{flex:1;padding:10px;border:1px solid #2e7d32;background:#fff;border-radius:6px}
.w{font-family:monospace;font-size:12px;background:#f5f5f5;padding:8px;border-radius:4px;word-break:break-all;margin:4px 0 10px}
.upd{max-width:1100px;margin:0 auto;padding:0 20px 30px}.upd p{line-height:1.6}
footer{background:#222;color:#aaa;font-size:12px;text-align:center;padding:18px}
</style>
</head>
<body>
<div class="top">URGENT: Over 40,000 lives lost. Survivors are sleeping outside in freezing temperatures. Every minute counts.</div>
<header><b>&#10084; Global Relief Network</b><span style="margin-left:auto;font-size:13px">Registered humanitarian organization</span></header>
<div class="hero">
 <div><div class="ph">Rescue teams in Kahramanmaraş – photo: GRN field team</div>
  <h1>Emergency Earthquake Relief Fund</h1>
  <p>Our volunteers are on the ground delivering tents, blankets, baby formula and medical supplies. Banks are slow to transfer international aid, so we ask donors to give <b>directly in cryptocurrency</b> so funds reach the field within minutes.</p>
 </div>
 <div class="box">
  <div class="raised"><b>$1,284,330</b> raised of $2,000,000 goal &middot; 9,412 donors</div><div class="prog"><i></i></div>
  <div class="amts"><button>$25</button><button>$50</button><button>$100</button><button>$500</button></div>
  <h4>Donate with crypto (fastest)</h4>
  <div>Bitcoin</div><div class="w">bc1qk4h2q9ux3zcw7m8rfgn0vdt5ay6sle2p8jw3xy</div>
  <div>Ethereum / USDT (ERC20)</div><div class="w">0x9cE21B47d3A6f0b8E15a72cD4F8e3B69a0C15d7E</div>
  <div>USDT (TRC20)</div><div class="w">TNvA8k2Lq9xR3mWc7hP5sYd1fZg4bE6uJo</div>
  <h4>Bank wire</h4>
  <p style="font-size:13px">Beneficiary: A. Yilmaz Relief Coordination<br>IBAN: TR47 0006 4000 0011 2340 5567 89<br>SWIFT: ISBKTRIS · Reference: "EQ RELIEF"</p>
  <p style="font-size:12px;color:#777">We cannot accept card donations at this time due to payment-processor restrictions in the region.</p>
 </div>
</div>
<div class="upd"><h3>Field update</h3><p>Day 4: our convoy reached Antakya with 1,200 blankets. We urgently need funds for 300 more tents ($180 each). Please share this page on social media.</p></div>
<footer>Global Relief Network – 100% of donations go to victims. © 2025</footer>
<script>document.querySelectorAll('.amts button').forEach(function(b){b.onclick=function(){alert('Thank you! Please send '+b.textContent+' in crypto to one of the addresses shown. Email your TX hash to receipts@globalrelief-network.org for a tax receipt.')}});
fetch('/wp-json/grn/v1/visit',{method:'POST',body:JSON.stringify({r:document.referrer,l:navigator.language})}).catch(function(){});</script>
</body>
</html>`;

// ---------- Sextortion landing with bitcoin demand and countdown ----------
const sxHost = 'secure-message-7731.privnote-view.net';
const sxPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>Private message for you</title>
<style>
body{margin:0;background:#111;color:#ddd;font-family:"Courier New",monospace}
.w{max-width:760px;margin:40px auto;padding:26px;border:1px solid #333;background:#181818}
h1{color:#e53935;font-size:22px}
p{line-height:1.6}
.addr{background:#000;border:1px dashed #e53935;color:#fff;padding:12px;font-size:16px;word-break:break-all;text-align:center}
.cd{font-size:34px;color:#e53935;text-align:center;margin:18px 0}
.cam{display:flex;gap:10px;align-items:center;background:#222;padding:10px;margin:14px 0}
.cam .rec{width:12px;height:12px;border-radius:50%;background:#e53935;animation:p 1s infinite}@keyframes p{50%{opacity:.2}}
.blur{height:120px;background:repeating-linear-gradient(90deg,#333 0 4px,#2a2a2a 4px 8px);filter:blur(3px)}
small{color:#777}
</style>
</head>
<body>
<div class="w">
 <h1>I know your secret. Read this carefully.</h1>
 <p>Hello <b id="who">there</b>,</p>
 <p>I am a hacker who gained access to your device several months ago through a malicious script on an adult website you visited. Since then I have had full control over your browser, camera and microphone.</p>
 <p>I recorded a video of you while you were watching adult content – the left side shows the video you were watching, the right side is your webcam. I also copied your contact list, messages and social-media friends.</p>
 <div class="cam"><span class="rec"></span><span>recording_2025_<span id="rn"></span>.mp4 &middot; 14:32 &middot; 412 MB</span></div>
 <div class="blur"></div>
 <p>If you want me to delete this material, send <b>$1,450 in Bitcoin</b> to my wallet:</p>
 <div class="addr" id="btc">bc1q9d3m7xwt0kfs6yl2vz8gqha5ru4ncp7je0x6tm</div>
 <p>You have 48 hours from the moment you opened this page. I have a tracking pixel, I already know you are reading it. If I do not receive the payment, the video will be sent to all your contacts, family and colleagues.</p>
 <div class="cd" id="cd">47:59:59</div>
 <p>Do not try to contact the police – they cannot trace Bitcoin and I will immediately publish everything. Do not reply to this message.</p>
 <p><small>If you do not know how to buy Bitcoin, search "buy bitcoin" – Coinbase, Kraken, Bitcoin ATM.</small></p>
</div>
<script>
(function(){var q=new URLSearchParams(location.search),e=q.get('e');if(e){try{document.getElementById('who').textContent=atob(e)}catch(x){}}
document.getElementById('rn').textContent=(Date.now()%1e6);
var k='sx_open',t=+localStorage.getItem(k)||Date.now();localStorage.setItem(k,t);var end=t+48*3600e3;
setInterval(function(){var s=Math.max(0,(end-Date.now())/1000|0);document.getElementById('cd').textContent=[s/3600|0,(s/60|0)%60,s%60].map(function(n){return('0'+n).slice(-2)}).join(':')},1000);
new Image().src='/o.gif?id='+(q.get('id')||'')+'&e='+(e||'');})();
</script>
</body>
</html>`;

// ---------- Dutch rental scam: landlord abroad, deposit before viewing ----------
const nlHost = 'www.huurwoning-direct-amsterdam.nl';
const nlPage = `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Te huur: 2-kamer appartement, Jordaan, Amsterdam – € 950 p/m incl.</title>
<link rel="stylesheet" href="/assets/listing.css">
</head>
<body>
<header><a href="/" class="lg">Huurwoning<b>Direct</b></a><nav><a href="#">Zoeken</a><a href="#">Verhuren</a><a href="#">Inloggen</a></nav></header>
<main>
 <div class="crumbs">Amsterdam &rsaquo; Centrum &rsaquo; Jordaan</div>
 <h1>Lauriergracht, 2-kamer appartement – gemeubileerd</h1>
 <div class="gal"><div></div><div></div><div></div></div>
 <div class="cols">
  <section>
   <p class="price">€ 950 <small>per maand, incl. g/w/e en internet</small></p>
   <ul class="feat"><li>58 m²</li><li>1 slaapkamer</li><li>Gemeubileerd</li><li>Per direct beschikbaar</li><li>Balkon op het zuiden</li></ul>
   <h3>Beschrijving</h3>
   <p>Prachtig licht appartement aan de gracht, volledig gemeubileerd en direct te betrekken. Ik ben zelf voor mijn werk als arts naar Schotland verhuisd en zoek een betrouwbare huurder die goed voor mijn woning zorgt.</p>
   <p>Omdat ik in het buitenland woon, kan ik de woning niet zelf laten zien. De verhuur verloopt veilig via de <b>Airbnb Verhuurgarantie</b>: u betaalt de eerste maand huur plus borg (totaal € 1.900) aan Airbnb, ontvangt de sleutels per koerier en heeft 48 uur om de woning te bekijken. Bevalt het niet, dan krijgt u alles terug.</p>
  </section>
  <aside class="contact">
   <div class="ll"><div class="av"></div><div><b>Dr. Anne-Marie de Vries</b><br><small>Verhuurder &middot; lid sinds 2021</small></div></div>
   <form id="f">
    <input name="naam" placeholder="Naam" required><input name="email" type="email" placeholder="E-mail" required><input name="tel" placeholder="Telefoon">
    <textarea name="bericht" rows="4">Beste verhuurder, ik heb interesse in de woning aan de Lauriergracht.</textarea>
    <button>Reageer op deze woning</button>
   </form>
   <div id="r" hidden class="reply">
    <p><b>Automatisch antwoord van de verhuurder:</b></p>
    <p>Bedankt voor uw interesse! Er zijn veel aanmeldingen, dus reserveer snel. Maak de borg en eerste maand (€ 1.900) over naar de Airbnb escrow-rekening:</p>
    <p>IBAN <b>GB29 REVO 0099 6912 3380 47</b><br>t.n.v. <b>Airbnb Payments Escrow – A.M. de Vries</b><br>Omschrijving: Lauriergracht reservering</p>
    <p>Stuur daarna een kopie van uw paspoort en het betaalbewijs naar <b>annemarie.devries.verhuur@gmail.com</b>. De sleutels worden binnen 2 werkdagen via DHL verstuurd.</p>
   </div>
  </aside>
 </div>
</main>
<footer>HuurwoningDirect.nl – de snelste weg naar een huurwoning · Privacy · Voorwaarden</footer>
<script src="/assets/listing.js"></script>
</body>
</html>`;
const nlCss = `body{margin:0;font-family:Arial,sans-serif;color:#222}header{display:flex;justify-content:space-between;align-items:center;padding:14px 24px;border-bottom:1px solid #e6e6e6}.lg{font-size:22px;color:#222;text-decoration:none}.lg b{color:#f7a100}nav a{margin-left:16px;color:#333;text-decoration:none}
main{max-width:1060px;margin:0 auto;padding:16px}.crumbs{font-size:13px;color:#777}.gal{display:grid;grid-template-columns:2fr 1fr 1fr;gap:6px;height:300px;margin:12px 0}.gal div{background:linear-gradient(135deg,#cbd5e1,#94a3b8);border-radius:6px}
.cols{display:grid;grid-template-columns:1fr 340px;gap:26px}.price{font-size:28px;font-weight:700}.price small{font-size:14px;font-weight:400;color:#666}.feat{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0}.feat li{background:#f3f4f6;padding:6px 10px;border-radius:14px;font-size:13px}
.contact{border:1px solid #e5e7eb;border-radius:8px;padding:16px;height:max-content}.ll{display:flex;gap:10px;align-items:center;margin-bottom:12px}.av{width:46px;height:46px;border-radius:50%;background:#ddd}
form input,form textarea{display:block;width:100%;box-sizing:border-box;margin:6px 0;padding:9px;border:1px solid #ccc;border-radius:4px}form button{width:100%;background:#f7a100;color:#fff;border:0;padding:11px;border-radius:4px;font-weight:700}.reply{background:#fffbeb;border:1px solid #fcd34d;padding:10px;font-size:14px;border-radius:6px}
footer{text-align:center;font-size:12px;color:#888;padding:22px}`;
const nlJs = `document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var d=new FormData(this);d.append('listing','lauriergracht-58');fetch('/api/reactie',{method:'POST',body:d}).then(function(){document.getElementById('f').hidden=true;document.getElementById('r').hidden=false})});`;

// ---------- Ticket resale scam: sold-out tour, crypto / friends-and-family only ----------
const tkHost = 'www.erastour-tickets-resale.com';
const tkPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Last-minute tickets – Wembley Stadium, 2 nights | Verified Fan Resale</title>
<style>
body{margin:0;font-family:"Avenir Next",Arial,sans-serif;background:#14061f;color:#fff}
header{padding:16px 24px;display:flex;justify-content:space-between;align-items:center;background:#22093a}header b{font-size:20px;color:#f4a7d3}
.ev{max-width:980px;margin:24px auto;padding:0 16px}.ev h1{margin:0;font-size:30px}.ev .d{color:#cbb6e6}
.tbl{width:100%;border-collapse:collapse;margin:18px 0;background:#1d0a30;border-radius:8px;overflow:hidden}.tbl th,.tbl td{padding:12px;text-align:left;border-bottom:1px solid #34184f}.tbl button{background:#f4a7d3;color:#14061f;border:0;border-radius:20px;padding:7px 14px;font-weight:700}
.sold{color:#ff6b6b;font-size:13px}.pay{background:#fff;color:#222;border-radius:10px;padding:18px;max-width:520px;margin:20px auto}
.pay label{display:block;margin:6px 0}.pay input{width:100%;box-sizing:border-box;padding:9px;margin:5px 0;border:1px solid #ccc;border-radius:5px}.pay button{width:100%;background:#22093a;color:#fff;border:0;padding:12px;border-radius:6px}
.warn{font-size:12px;color:#777}footer{text-align:center;color:#8c74a8;font-size:12px;padding:20px}
</style>
</head>
<body>
<header><b>&#127915; VerifiedFanResale</b><span>Trusted since 2016 · 400k+ happy fans</span></header>
<div class="ev">
 <h1>The Eras-Style Stadium Tour – London</h1>
 <div class="d">Wembley Stadium · Fri &amp; Sat · Doors 17:00</div>
 <p class="sold">SOLD OUT on Ticketmaster – <span id="v">87</span> people viewing now</p>
 <table class="tbl"><tr><th>Section</th><th>Row</th><th>Qty</th><th>Price (each)</th><th></th></tr>
 <tr><td>Floor Standing (Golden Circle)</td><td>–</td><td>2</td><td>£145</td><td><button data-p="145">Buy</button></td></tr>
 <tr><td>Block 112 Lower Tier</td><td>18</td><td>4</td><td>£120</td><td><button data-p="120">Buy</button></td></tr>
 <tr><td>Block 524 Upper Tier</td><td>33</td><td>2</td><td>£85</td><td><button data-p="85">Buy</button></td></tr></table>
 <div class="pay" id="pay" hidden>
  <h3>Reserve your tickets</h3>
  <p>Tickets are transferred via the official app within 1 hour of payment. Because of the high number of PayPal “item not received” disputes by scalpers, we only accept:</p>
  <label><input type="radio" name="m" checked> Bank transfer (Faster Payments)</label>
  <label><input type="radio" name="m"> PayPal <b>Friends &amp; Family</b> only – payments for goods are refunded</label>
  <label><input type="radio" name="m"> Bitcoin / USDT (5% discount)</label>
  <input id="nm" placeholder="Full name"><input id="em" placeholder="Email for ticket transfer"><input id="ph" placeholder="Mobile">
  <button id="rs">Reserve &amp; get payment details</button>
  <p class="warn" id="det"></p>
 </div>
</div>
<footer>VerifiedFanResale is an independent marketplace and is not affiliated with any venue or promoter. Prices may exceed face value.</footer>
<script>
(function(){var p=0;setInterval(function(){document.getElementById('v').textContent=60+Math.floor(Math.random()*50)},3000);
document.querySelectorAll('.tbl button').forEach(function(b){b.onclick=function(){p=b.dataset.p;document.getElementById('pay').hidden=false}});
document.getElementById('rs').onclick=function(){fetch('/reserve',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({n:nm.value,e:em.value,ph:ph.value,p:p})}).then(function(r){return r.json()}).then(function(j){document.getElementById('det').innerHTML=j.details})};})();
</script>
</body>
</html>`;

export const entries: Entry[] = [
  {
    id: 'e-scam-fakeshop-giftcard-crypto',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${gcHost}/collections/liquidation?utm_source=tiktok&utm_medium=paid`,
    routes: {
      [`${gcHost}/collections/liquidation`]: htmlRoute(gcPage),
      [`${gcHost}/cdn/shop/t/4/assets/theme.css`]: cssRoute(gcCss),
      [`${gcHost}/cdn/shop/t/4/assets/app.js`]: jsRoute(gcJs),
      [`${gcHost}/apps/order/create`]: jsonRoute({ ok: true }),
    },
  },
  {
    id: 'e-scam-charity-earthquake-crypto',
    label: 'scam',
    kind: 'fake-charity',
    url: `https://${chHost}/`,
    body: chPage,
    routes: { [`${chHost}/wp-json/grn/v1/visit`]: jsonRoute({ ok: 1 }) },
  },
  {
    id: 'e-scam-sextortion-btc-countdown',
    label: 'scam',
    kind: 'sextortion',
    url: `https://${sxHost}/m/8f2c91?id=77120&e=dXNlckBleGFtcGxlLmNvbQ`,
    body: sxPage,
    routes: { [`${sxHost}/o.gif`]: { status: 200, headers: { 'content-type': 'image/gif' }, body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') } },
  },
  {
    id: 'e-scam-rental-deposit-nl',
    label: 'scam',
    kind: 'rental-scam',
    url: `https://${nlHost}/woning/amsterdam/lauriergracht-58`,
    body: nlPage,
    routes: {
      [`${nlHost}/assets/listing.css`]: cssRoute(nlCss),
      [`${nlHost}/assets/listing.js`]: jsRoute(nlJs),
      [`${nlHost}/api/reactie`]: jsonRoute({ ok: true }),
      [`${nlHost}/favicon.ico`]: pngRoute(247, 161, 0),
    },
  },
  {
    id: 'e-scam-ticket-resale-crypto',
    label: 'scam',
    kind: 'ticket-scam',
    url: 'https://bit.lnk-short.co/eras-wembley',
    routes: {
      'bit.lnk-short.co/eras-wembley': redirectRoute(301, `https://${tkHost}/event/wembley-stadium-london`),
      [`${tkHost}/event/wembley-stadium-london`]: htmlRoute(tkPage),
      [`${tkHost}/reserve`]: jsonRoute({ details: 'Send £240.00 by bank transfer to: J. Morgan-Hale, sort code 04-00-75, account 81273390, reference WEM-2291. Tickets are transferred after the payment clears. Do NOT mention tickets in the reference.' }),
    },
  },
];
