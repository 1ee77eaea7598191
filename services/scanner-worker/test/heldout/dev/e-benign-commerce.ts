import { type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analyticsRoute, analyticsSnippet, consentBanner } from '../parts/e-furniture.js';

// ---------- Electronics retailer Black Friday with countdown ----------
const bfHost = 'www.voltmart.com';
const bfPage = `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Black Friday Deals 2025 – Up to 70% Off TVs, Laptops &amp; Headphones | VoltMart</title>
<meta name="description" content="Shop VoltMart Black Friday doorbusters: OLED TVs, laptops, headphones and smart home at our lowest prices of the year. Free shipping on orders over $35.">
<link rel="canonical" href="https://www.voltmart.com/deals/black-friday">
<link rel="stylesheet" href="/static/css/vm-2025.11.css">
${analyticsSnippet('G-VM82KQ1XRT', '/t/gtag.js')}
</head>
<body>
<div class="promo">BLACK FRIDAY DOORBUSTERS end in <b id="cd">--:--:--</b> &middot; Free shipping over $35 &middot; Price match guarantee</div>
<header class="hdr"><a href="/" class="logo">Volt<span>Mart</span></a><form class="srch" action="/search"><input name="q" placeholder="Search VoltMart"><button>Search</button></form><nav><a href="/account/signin">Sign in</a><a href="/orders">Orders</a><a href="/cart" class="cart">Cart (0)</a></nav></header>
<nav class="cats"><a href="/c/tv">TV &amp; Home Theater</a><a href="/c/computers">Computers</a><a href="/c/phones">Cell Phones</a><a href="/c/audio">Headphones</a><a href="/c/gaming">Video Games</a><a href="/c/smart-home">Smart Home</a><a href="/deals" class="hot">Deals</a></nav>
<main>
 <section class="hero"><h1>Black Friday is here.</h1><p>Our biggest savings of the year on thousands of items. Limited quantities – while supplies last. My VoltMart members get early access.</p></section>
 <section class="grid" id="grid"></section>
 <section class="fine"><p>Prices and offers valid 11/21/2025 12:00 a.m. CT through 12/1/2025 11:59 p.m. CT unless noted. Limited quantities; no rain checks. Doorbuster items limited to 2 per customer. Savings compared with VoltMart's regular price. See store for details. Open-box and clearance items excluded from price match.</p></section>
</main>
<footer class="ft"><div><b>Support</b><a href="/help">Help Center</a><a href="/returns">Returns &amp; Exchanges</a><a href="/track">Track an order</a></div><div><b>VoltMart</b><a href="/about">About us</a><a href="/careers">Careers</a><a href="/stores">Store locator</a></div><div><b>Legal</b><a href="/privacy">Privacy Policy</a><a href="/terms">Terms of Use</a><a href="/privacy/do-not-sell">Do Not Sell or Share My Info</a></div><p>&copy; 2025 VoltMart Stores, Inc. All rights reserved.</p></footer>
${consentBanner('en', 'bar', '/privacy')}
<script src="/static/js/deals.js" defer></script>
</body>
</html>`;
const bfCss = `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#1d252c}.promo{background:#000;color:#ffe000;text-align:center;padding:8px;font-size:14px}
.hdr{display:flex;align-items:center;gap:20px;background:#0046be;padding:12px 24px}.logo{font-size:26px;font-weight:800;color:#fff;text-decoration:none}.logo span{color:#ffe000}.srch{flex:1;display:flex}.srch input{flex:1;padding:9px;border:0;border-radius:4px 0 0 4px}.srch button{border:0;background:#ffe000;padding:0 16px;border-radius:0 4px 4px 0}.hdr nav a{color:#fff;margin-left:16px;text-decoration:none;font-size:14px}
.cats{background:#003b9f;padding:8px 24px}.cats a{color:#fff;margin-right:20px;font-size:14px;text-decoration:none}.cats .hot{color:#ffe000;font-weight:700}
main{max-width:1200px;margin:0 auto;padding:20px}.hero{background:linear-gradient(90deg,#000,#1b1b1b);color:#fff;padding:34px;border-radius:8px}.hero h1{font-size:40px;margin:0}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:16px;margin:20px 0}.item{border:1px solid #e0e6ef;border-radius:8px;padding:14px}.item .im{height:150px;background:#f0f2f4;border-radius:4px}.was{color:#666;text-decoration:line-through;font-size:13px}.now{font-size:22px;font-weight:700}.save{background:#bb0628;color:#fff;font-size:12px;font-weight:700;padding:2px 6px;border-radius:3px}.item button{width:100%;margin-top:8px;background:#ffe000;border:0;padding:10px;font-weight:700;border-radius:4px}
.fine{font-size:11px;color:#666}.ft{background:#f0f2f4;padding:24px;display:flex;gap:40px;flex-wrap:wrap;font-size:13px}.ft div a{display:block;color:#1d252c;margin:4px 0}.ft p{width:100%;color:#777}`;
const bfJs = `(function(){var items=[['Sony 65" BRAVIA 8 OLED 4K TV',1999.99,1199.99],['Apple MacBook Air 13" M3 16GB',1099,799],['Bose QuietComfort Ultra Headphones',429,279],['Samsung Galaxy Tab S9 FE',449.99,309.99],['Dyson V12 Detect Slim',649.99,449.99],['Nintendo Switch OLED Mario Kart Bundle',349.99,299.99],['LG 27" UltraGear OLED Gaming Monitor',899.99,599.99],['Ring Video Doorbell Pro 2',249.99,149.99]];
var g=document.getElementById('grid');items.forEach(function(it){var d=document.createElement('div');d.className='item';d.innerHTML='<div class="im"></div><h3>'+it[0]+'</h3><span class="save">Save $'+(it[1]-it[2]).toFixed(2)+'</span><div class="now">$'+it[2].toFixed(2)+'</div><div class="was">Was $'+it[1].toFixed(2)+'</div><button>Add to cart</button>';g.appendChild(d)});
var end=new Date('2025-12-02T05:59:00Z').getTime();function t(){var s=Math.max(0,(end-Date.now())/1000|0),d=s/86400|0;document.getElementById('cd').textContent=(d?d+'d ':'')+[(s/3600|0)%24,(s/60|0)%60,s%60].map(function(n){return('0'+n).slice(-2)}).join(':')}t();setInterval(t,1000);
g.addEventListener('click',function(e){if(e.target.tagName==='BUTTON'){fetch('/api/cart/add',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({sku:e.target.parentNode.querySelector('h3').textContent})});e.target.textContent='Added ✓'}})})();`;

// ---------- German fashion retailer: end-of-season sale ----------
const deHost = 'www.hanseatic-mode.de';
const dePage = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>SALE bis zu -70 % | Hanseatic Mode – Damen, Herren, Kinder</title>
<meta name="description" content="Jetzt im Hanseatic Mode Sale: Jacken, Strick, Schuhe bis zu 70 % reduziert. Kostenlose Rücksendung, Kauf auf Rechnung.">
${analyticsSnippet('G-HM44D0Z1PL')}
<style>
body{margin:0;font-family:"Nunito Sans",Arial,sans-serif;color:#222}
.usp{background:#f2efe9;font-size:12px;text-align:center;padding:6px;display:flex;gap:30px;justify-content:center}
header{display:flex;align-items:center;padding:16px 30px;border-bottom:1px solid #eee}header .lg{font-family:Georgia,serif;font-size:28px;letter-spacing:1px}header nav{margin-left:40px}header nav a{margin-right:18px;color:#222;text-decoration:none;text-transform:uppercase;font-size:13px;letter-spacing:1px}header nav a.s{color:#c8102e;font-weight:700}
.ico{margin-left:auto;font-size:13px}.ico a{margin-left:14px;color:#222}
.banner{background:#c8102e;color:#fff;text-align:center;padding:40px 20px}.banner h1{font-size:46px;margin:0;letter-spacing:2px}.banner p{margin:8px 0 0}
.banner .code{display:inline-block;margin-top:14px;border:2px dashed #fff;padding:6px 14px;font-weight:700}
.cnt{font-size:14px;margin-top:12px}
.pl{max-width:1200px;margin:26px auto;display:grid;grid-template-columns:repeat(4,1fr);gap:18px;padding:0 20px}
.pl div{font-size:14px}.pl .im{height:260px;background:#eee}.pl s{color:#888}.pl b{color:#c8102e;margin-left:6px}
.pay{text-align:center;padding:20px;font-size:13px;color:#555;border-top:1px solid #eee}
footer{background:#222;color:#bbb;font-size:12px;padding:24px 30px;line-height:1.7}footer a{color:#ddd}
</style>
</head>
<body>
<div class="usp"><span>✓ Kostenloser Versand ab 49 €</span><span>✓ 30 Tage Rückgaberecht</span><span>✓ Kauf auf Rechnung</span></div>
<header><span class="lg">HANSEATIC</span><nav><a href="#">Damen</a><a href="#">Herren</a><a href="#">Kinder</a><a href="#">Marken</a><a href="#" class="s">Sale %</a></nav><div class="ico"><a href="/login">Anmelden</a><a href="/merkzettel">Merkzettel</a><a href="/warenkorb">Warenkorb</a></div></header>
<section class="banner"><h1>END OF SEASON SALE</h1><p>Bis zu <b>-70 %</b> auf ausgewählte Herbst- und Wintermode</p><div class="code">+10 % EXTRA mit Code: WINTER10</div><div class="cnt">Nur noch <span id="t"></span></div></section>
<section class="pl" id="pl"></section>
<div class="pay">Bezahlen Sie bequem mit PayPal, Klarna (Rechnung &amp; Ratenkauf), Kreditkarte, Apple Pay oder Vorkasse.</div>
<footer>Hanseatic Mode GmbH &middot; Ballindamm 17 &middot; 20095 Hamburg &middot; Registergericht Hamburg HRB 118224 &middot; <a href="/impressum">Impressum</a> &middot; <a href="/datenschutz">Datenschutz</a> &middot; <a href="/agb">AGB</a> &middot; <a href="/widerruf">Widerrufsbelehrung</a><br>* Streichpreise entsprechen dem niedrigsten Preis der letzten 30 Tage vor der Reduzierung (§ 11 PAngV). Aktionscode gültig bis 31.01.2026, nicht kombinierbar.</footer>
${consentBanner('de', 'modal', '/datenschutz')}
<script>
(function(){var P=[['Wollmantel „Elbe“',279.95,139.95],['Strickpullover Kaschmir-Mix',119.95,59.95],['Steppjacke wasserabweisend',189.95,79.95],['Chelsea Boots Leder',149.95,89.95],['Jeans Straight Fit',89.95,44.95],['Daunenweste',129.95,64.95],['Schal Merino',49.95,19.95],['Flanellhemd',59.95,29.95]];
var pl=document.getElementById('pl');P.forEach(function(p){var d=document.createElement('div');d.innerHTML='<div class="im"></div><div>'+p[0]+'</div><s>'+p[1].toFixed(2).replace('.',',')+' €</s><b>'+p[2].toFixed(2).replace('.',',')+' €</b>';pl.appendChild(d)});
var end=new Date('2026-01-31T23:59:59+01:00').getTime();function u(){var s=Math.max(0,(end-Date.now())/1000|0);document.getElementById('t').textContent=(s/86400|0)+' Tage '+((s/3600|0)%24)+' Std. '+((s/60|0)%60)+' Min.'}u();setInterval(u,30000);})();
</script>
</body>
</html>`;

// ---------- Official fan-to-fan ticket resale at face value ----------
const tkHost = 'www.stagepass.com';
const tkPage = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Fan-to-Fan Resale – Northern Lights Festival 2026 | StagePass</title>
<link rel="stylesheet" href="/assets/sp.css">
</head>
<body>
<header><a class="lg" href="/">stage<b>pass</b></a><nav><a href="/music">Music</a><a href="/sport">Sport</a><a href="/theatre">Arts &amp; Theatre</a><a href="/resale">Fan Resale</a></nav><a class="acct" href="/account/login">Sign in</a></header>
<main>
 <div class="ev"><div class="img"></div><div><h1>Northern Lights Festival 2026</h1><p>Heaton Park, Manchester &middot; 3-Day Weekend &middot; 10–12 July 2026</p><p class="so">General sale: SOLD OUT</p></div></div>
 <div class="info"><b>Fan-to-Fan Resale is the only official way to buy and sell tickets for this event.</b> Tickets are listed by fans at face value (plus a 10% booking fee) and are reissued in your name with a new barcode, so they're guaranteed genuine. Never pay for tickets by bank transfer or on social media – tickets bought that way are often fake and will be refused at the gate.</div>
 <h2>Available resale tickets</h2>
 <table class="tk"><thead><tr><th>Ticket type</th><th>Qty</th><th>Face value</th><th>Fee</th><th></th></tr></thead><tbody id="tb"></tbody></table>
 <p class="none" id="none" hidden>No tickets available right now. New tickets are added throughout the day – join the waiting list to be notified.</p>
 <button class="wl" id="wl">Join the waiting list</button>
</main>
<footer><p>StagePass Ltd is a member of the STAR code of practice. Registered in England No. 03318472. <a href="/legal/purchase-policy">Purchase Policy</a> &middot; <a href="/privacy">Privacy</a> &middot; <a href="/help/spot-ticket-scams">How to spot ticket scams</a></p></footer>
<script src="/assets/resale.js"></script>
</body>
</html>`;
const tkCss = `body{margin:0;font-family:Averta,Arial,sans-serif;color:#1f262d}header{display:flex;align-items:center;gap:30px;background:#024ddf;padding:14px 30px}.lg{font-size:26px;color:#fff;text-decoration:none}header nav a{color:#fff;margin-right:18px;text-decoration:none}.acct{margin-left:auto;color:#fff}
main{max-width:960px;margin:24px auto;padding:0 16px}.ev{display:flex;gap:20px;align-items:center}.ev .img{width:220px;height:130px;background:linear-gradient(135deg,#4b0082,#00bcd4);border-radius:6px}.so{color:#d6001c;font-weight:700}
.info{background:#eef4ff;border-left:4px solid #024ddf;padding:14px;margin:20px 0;font-size:14px;line-height:1.5}.tk{width:100%;border-collapse:collapse}.tk th,.tk td{padding:10px;border-bottom:1px solid #e3e6ea;text-align:left}.tk button,.wl{background:#024ddf;color:#fff;border:0;border-radius:4px;padding:8px 14px}
footer{background:#1f262d;color:#aab;font-size:12px;padding:20px 30px;margin-top:30px}footer a{color:#fff}`;
const tkJs = `fetch('/api/resale/listings?event=nlf-2026').then(function(r){return r.json()}).then(function(j){var tb=document.getElementById('tb');if(!j.listings.length){document.getElementById('none').hidden=false;return}
j.listings.forEach(function(l){var tr=document.createElement('tr');tr.innerHTML='<td>'+l.type+'</td><td>'+l.qty+'</td><td>£'+l.face.toFixed(2)+'</td><td>£'+(l.face*0.1).toFixed(2)+'</td><td><button>Buy</button></td>';tb.appendChild(tr)})});
document.getElementById('wl').onclick=function(){location.href='/account/login?next=/resale/waitlist/nlf-2026'};`;

// ---------- Spanish food bank donation page ----------
const baHost = 'www.bancoalimentosvalles.org';
const baPage = `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dona ahora – Banco de Alimentos del Vallès | Gran Recogida 2025</title>
${analyticsSnippet('G-BAV2025X9')}
<style>
body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#2b2b2b;background:#fff}
header{display:flex;align-items:center;justify-content:space-between;padding:14px 28px;border-bottom:4px solid #e30613}header b{font-size:20px;color:#e30613}header nav a{margin-left:18px;color:#333;text-decoration:none;font-size:14px}
.hero{background:#fff4e5;padding:40px 28px;display:grid;grid-template-columns:1.2fr 1fr;gap:30px;max-width:1100px;margin:0 auto}
.hero h1{font-size:34px;margin:0 0 10px}.meter{height:12px;background:#eee;border-radius:6px;overflow:hidden}.meter i{display:block;height:100%;width:58%;background:#e30613}
.don{background:#fff;border-radius:10px;box-shadow:0 4px 18px rgba(0,0,0,.08);padding:22px}
.amts{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.amts button{padding:12px;border:2px solid #e30613;background:#fff;border-radius:6px;font-weight:700;color:#e30613}.amts button.on{background:#e30613;color:#fff}
.don input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:6px;margin:6px 0}
.don .pm{display:flex;gap:8px;margin:8px 0}.don .pm label{flex:1;border:1px solid #ddd;border-radius:6px;padding:8px;text-align:center;font-size:13px}
.don .go{width:100%;background:#e30613;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px;font-weight:700}
.fis{font-size:12px;color:#666;margin-top:8px}
.trans{max-width:1100px;margin:30px auto;padding:0 28px;display:grid;grid-template-columns:repeat(3,1fr);gap:20px}.trans div{background:#fafafa;border-radius:8px;padding:16px;font-size:14px}
footer{background:#2b2b2b;color:#bbb;font-size:12px;padding:20px 28px}
</style>
</head>
<body>
<header><b>Banc dels Aliments del Vallès</b><nav><a href="#">Quiénes somos</a><a href="#">Entidades</a><a href="#">Voluntariado</a><a href="#">Transparencia</a></nav></header>
<section class="hero">
 <div><h1>Gran Recogida 2025: ninguna familia sin alimentos</h1><p>Este año atendemos a más de <b>23.000 personas</b> a través de 118 entidades sociales de la comarca. Cada euro que donas se convierte en alimentos frescos y de primera necesidad.</p>
 <div class="meter"><i></i></div><p style="font-size:14px">Hemos recaudado <b>174.300 €</b> de nuestro objetivo de 300.000 €</p></div>
 <form class="don" id="f" action="/donar/checkout" method="post">
  <b>Elige tu donativo</b>
  <div class="amts"><button type="button" data-v="10">10 €</button><button type="button" data-v="25" class="on">25 €</button><button type="button" data-v="50">50 €</button><button type="button" data-v="100">100 €</button></div>
  <input name="importe" id="imp" value="25" inputmode="numeric" aria-label="Otro importe">
  <label><input type="checkbox" name="mensual"> Quiero que sea mensual</label>
  <div class="pm"><label><input type="radio" name="pago" value="tarjeta" checked> Tarjeta</label><label><input type="radio" name="pago" value="bizum"> Bizum</label><label><input type="radio" name="pago" value="domiciliacion"> Domiciliación</label></div>
  <input name="nombre" placeholder="Nombre y apellidos"><input name="nif" placeholder="DNI/NIF (para el certificado fiscal)"><input name="email" type="email" placeholder="Correo electrónico">
  <button class="go">Donar ahora</button>
  <p class="fis">Desgrava: el 80 % de los primeros 250 € se deduce en tu IRPF (Ley 49/2002). El pago se procesa en la pasarela segura de nuestro banco.</p>
 </form>
</section>
<section class="trans"><div><b>Auditados</b><br>Cuentas auditadas y publicadas en nuestro portal de transparencia.</div><div><b>Entidad de utilidad pública</b><br>Inscrita en el Registro de Fundaciones de Catalunya n.º 2231.</div><div><b>0 % en intermediarios</b><br>No pedimos donaciones por teléfono ni por transferencia a cuentas personales.</div></section>
<footer>Fundació Banc dels Aliments del Vallès &middot; CIF G-65123478 &middot; Pol. Ind. Can Roqueta, Sabadell &middot; Aviso legal &middot; Política de privacidad</footer>
${consentBanner('es', 'box', '/privacidad')}
<script>document.querySelectorAll('.amts button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.amts button').forEach(function(x){x.classList.remove('on')});b.classList.add('on');document.getElementById('imp').value=b.dataset.v}});</script>
</body>
</html>`;

// ---------- State lottery: official results + check your ticket + scam warning ----------
const loHost = 'www.lakestatelottery.com';
const loPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Winning Numbers &amp; Results | Lake State Lottery</title>
<link rel="stylesheet" href="/content/css/site.min.css">
${analyticsSnippet('G-LSL0R3S7', '/content/js/gtag.js')}
</head>
<body>
<header><a href="/" class="lg">Lake State <b>Lottery</b></a><nav><a href="/games">Games</a><a href="/winning-numbers" class="on">Winning Numbers</a><a href="/claim">Claim a Prize</a><a href="/where-the-money-goes">Where the Money Goes</a><a href="/responsible-gaming">Play Responsibly</a></nav><a class="acct" href="/player/login">VIP Club Login</a></header>
<main>
 <h1>Winning Numbers</h1>
 <div class="games">
  <div class="g"><h2>Powerball</h2><p>Drawing: <span class="d" data-o="1"></span></p><div class="balls"><i>07</i><i>19</i><i>33</i><i>48</i><i>61</i><i class="pb">24</i></div><p>Power Play: 3X &middot; Estimated jackpot: <b>$512 Million</b></p></div>
  <div class="g"><h2>Mega Millions</h2><p>Drawing: <span class="d" data-o="2"></span></p><div class="balls"><i>02</i><i>11</i><i>29</i><i>40</i><i>66</i><i class="mb">09</i></div><p>Estimated jackpot: <b>$287 Million</b></p></div>
  <div class="g"><h2>Lake 5</h2><p>Drawing: <span class="d" data-o="0"></span></p><div class="balls"><i>04</i><i>15</i><i>21</i><i>30</i><i>38</i></div><p>Jackpot: <b>$146,000</b></p></div>
 </div>
 <section class="chk"><h2>Check your ticket</h2><form id="ck"><select name="game"><option>Powerball</option><option>Mega Millions</option><option>Lake 5</option></select><input name="nums" placeholder="Enter your numbers, e.g. 7 19 33 48 61 24"><button>Check</button></form><p id="res"></p></section>
 <section class="claim"><h2>Won a prize?</h2><p>Prizes up to $600 can be claimed at any Lake State Lottery retailer. Prizes over $600 must be claimed by mail or in person at a Lottery Claim Center with a signed ticket and photo ID. You have 180 days from the draw date to claim.</p></section>
 <section class="scam"><h2>&#9888; Lottery scam alert</h2><p>The Lake State Lottery will <b>never</b> call, text, email or message you on social media to say you have won. You cannot win a game you did not enter, and legitimate lotteries <b>never ask you to pay a fee, taxes or shipping charges</b> to receive a prize. If someone asks you to send money, gift cards or cryptocurrency to "release" your winnings, it is a scam – hang up and report it to the Attorney General’s Consumer Protection hotline.</p></section>
</main>
<footer><p>Must be 18 or older to play. Gambling problem? Call 1-800-GAMBLER. &copy; 2025 Lake State Lottery Commission, an agency of the State. Odds of winning the Powerball grand prize: 1 in 292,201,338.</p></footer>
${consentBanner('en', 'box')}
<script src="/content/js/results.js"></script>
</body>
</html>`;
const loCss = `body{margin:0;font-family:Roboto,Arial,sans-serif;color:#14213d;background:#f7f9fc}header{display:flex;align-items:center;gap:26px;background:#14213d;padding:14px 28px}.lg{color:#fff;font-size:22px;text-decoration:none}.lg b{color:#fca311}header nav a{color:#dfe6f0;margin-right:14px;text-decoration:none;font-size:14px}header nav a.on{color:#fca311}.acct{margin-left:auto;color:#fff;font-size:14px}
main{max-width:1080px;margin:0 auto;padding:20px}.games{display:grid;grid-template-columns:repeat(3,1fr);gap:18px}.g{background:#fff;border-radius:10px;padding:16px;box-shadow:0 1px 6px rgba(0,0,0,.06)}
.balls i{display:inline-flex;width:38px;height:38px;border-radius:50%;background:#fff;border:2px solid #14213d;align-items:center;justify-content:center;font-style:normal;font-weight:700;margin:2px}.balls i.pb{background:#d90429;color:#fff;border-color:#d90429}.balls i.mb{background:#fca311;border-color:#fca311}
.chk,.claim,.scam{background:#fff;border-radius:10px;padding:16px;margin-top:20px}.chk input{padding:9px;width:320px}.chk button{background:#fca311;border:0;padding:10px 16px}.scam{border-left:5px solid #d90429}footer{font-size:12px;color:#5c677d;padding:20px;text-align:center}`;
const loJs = `document.querySelectorAll('.d').forEach(function(s){var d=new Date(Date.now()-(+s.dataset.o)*864e5);s.textContent=d.toLocaleDateString('en-US',{weekday:'short',month:'short',day:'numeric',year:'numeric'})});
document.getElementById('ck').onsubmit=function(e){e.preventDefault();var f=new FormData(this);fetch('/api/check-ticket',{method:'POST',body:f}).then(function(r){return r.json()}).then(function(j){document.getElementById('res').textContent=j.message})};`;

// ---------- Brand sweepstakes: official rules page ----------
const swHost = 'www.crunchtime-snacks.com';
const swPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Win a Trip for 4 to the Big Game! – CrunchTime Kickoff Sweepstakes</title>
${analyticsSnippet('G-CTS8821KQ')}
<style>
body{margin:0;font-family:"Montserrat",Arial,sans-serif;color:#1b1b1b;background:#fffaf0}
.hd{background:#ff6b00;color:#fff;padding:14px 30px;display:flex;justify-content:space-between;align-items:center}.hd b{font-size:24px}.hd a{color:#fff;margin-left:16px;text-decoration:none}
.hero{text-align:center;padding:50px 20px;background:radial-gradient(circle,#ffd23f,#ff6b00)}.hero h1{font-size:44px;margin:0;color:#1b1b1b}.hero p{font-size:18px}
.entry{max-width:560px;margin:-30px auto 30px;background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.12);padding:24px}
.entry input{width:100%;box-sizing:border-box;padding:11px;margin:5px 0;border:1px solid #ccc;border-radius:6px}
.entry button{width:100%;background:#1b1b1b;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px;font-weight:700}
.entry small{display:block;margin-top:8px;color:#555}
.rules{max-width:860px;margin:0 auto 40px;background:#fff;border-radius:8px;padding:24px 30px;font-size:13px;line-height:1.6}
.rules h2{font-size:18px}.rules h3{font-size:14px;margin-bottom:4px}
</style>
</head>
<body>
<div class="hd"><b>CrunchTime</b><div><a href="/products">Products</a><a href="/where-to-buy">Where to Buy</a><a href="/kickoff">Sweepstakes</a></div></div>
<section class="hero"><h1>WIN A TRIP FOR 4 TO THE BIG GAME!</h1><p>Plus 500 instant-win prizes: team jerseys, $50 gift cards and a year of snacks.</p><p><b>No purchase necessary.</b> Enter with the code under any specially marked bag – or request a free code by mail.</p></section>
<form class="entry" id="en">
 <input name="code" placeholder="12-character code from your bag (or free AMOE code)" required><input name="first" placeholder="First name" required><input name="last" placeholder="Last name" required><input name="email" type="email" placeholder="Email" required><input name="zip" placeholder="ZIP code" required><input name="dob" placeholder="Date of birth (MM/DD/YYYY)" required>
 <label><input type="checkbox" required> I have read and agree to the <a href="#rules">Official Rules</a>.</label>
 <button>Enter now</button>
 <small>We will never ask winners to pay a fee or provide bank or card details to claim a prize.</small>
 <p id="msg"></p>
</form>
<section class="rules" id="rules">
 <h2>OFFICIAL RULES – CRUNCHTIME KICKOFF SWEEPSTAKES</h2>
 <p><b>NO PURCHASE NECESSARY TO ENTER OR WIN. A PURCHASE OR PAYMENT OF ANY KIND WILL NOT INCREASE YOUR CHANCES OF WINNING. VOID WHERE PROHIBITED.</b></p>
 <h3>1. Eligibility</h3><p>Open to legal residents of the 50 United States and D.C., 18 years of age or older at the time of entry. Employees of CrunchTime Foods, Inc. ("Sponsor") and their immediate family members are not eligible.</p>
 <h3>2. Sweepstakes Period</h3><p>Begins 12:00:01 a.m. ET on 11/01/2025 and ends 11:59:59 p.m. ET on 01/15/2026.</p>
 <h3>3. How to Enter</h3><p>Enter the unique code found inside specially marked packages. Alternate Method of Entry (AMOE): hand-print your name, address and date of birth on a 3"x5" card and mail it to CrunchTime Kickoff AMOE, P.O. Box 4410, Dept. K, Minneapolis, MN 55440 to receive a free code. Limit one code request per outer envelope.</p>
 <h3>4. Prizes and Odds</h3><p>One (1) Grand Prize: trip for four (4) including airfare, 3 nights’ hotel and game tickets (ARV $18,000). Odds depend on the number of eligible entries received. Winners are responsible for all applicable taxes; an IRS Form 1099 will be issued. Sponsor will never ask a winner to pay money to receive a prize.</p>
 <h3>5. Winner Notification</h3><p>The potential Grand Prize winner will be notified by email from @crunchtime-snacks.com and by FedEx and must sign an Affidavit of Eligibility within 7 days.</p>
</section>
${consentBanner('en', 'bar')}
<script>document.getElementById('en').onsubmit=function(e){e.preventDefault();fetch('/api/sweeps/enter',{method:'POST',body:new FormData(this)}).then(function(r){return r.json()}).then(function(j){document.getElementById('msg').textContent=j.message})};</script>
</body>
</html>`;

export const entries: Entry[] = [
  {
    id: 'e-clean-shop-blackfriday-electronics',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${bfHost}/deals/black-friday?ref=hp_hero`,
    body: bfPage,
    routes: {
      [`${bfHost}/static/css/vm-2025.11.css`]: cssRoute(bfCss),
      [`${bfHost}/static/js/deals.js`]: jsRoute(bfJs),
      [`${bfHost}/api/cart/add`]: jsonRoute({ ok: true, count: 1 }),
      ...analyticsRoute(bfHost, '/t/gtag.js'),
    },
  },
  {
    id: 'e-clean-shop-sale-mode-de',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${deHost}/sale/?utm_source=newsletter&utm_campaign=eos-winter`,
    body: dePage,
    routes: { ...analyticsRoute(deHost), [`${deHost}/favicon.ico`]: pngRoute(200, 16, 46) },
  },
  {
    id: 'e-clean-ticket-fan-resale',
    label: 'clean',
    kind: 'ticket-resale',
    url: `https://${tkHost}/event/northern-lights-festival-2026/resale`,
    body: tkPage,
    routes: {
      [`${tkHost}/assets/sp.css`]: cssRoute(tkCss),
      [`${tkHost}/assets/resale.js`]: jsRoute(tkJs),
      [`${tkHost}/api/resale/listings`]: jsonRoute({ listings: [{ type: '3-Day Weekend GA', qty: 2, face: 289.5 }, { type: 'Saturday Day Ticket', qty: 1, face: 119 }] }),
    },
  },
  {
    id: 'e-clean-charity-banco-alimentos-es',
    label: 'clean',
    kind: 'charity',
    url: `https://${baHost}/dona/`,
    body: baPage,
    routes: { ...analyticsRoute(baHost) },
  },
  {
    id: 'e-clean-lottery-official-results',
    label: 'clean',
    kind: 'lottery-official',
    url: `https://${loHost}/winning-numbers`,
    body: loPage,
    routes: {
      [`${loHost}/content/css/site.min.css`]: cssRoute(loCss),
      [`${loHost}/content/js/results.js`]: jsRoute(loJs),
      [`${loHost}/api/check-ticket`]: jsonRoute({ message: 'Sorry, this ticket is not a winner for the selected drawing.' }),
      ...analyticsRoute(loHost, '/content/js/gtag.js'),
    },
  },
  {
    id: 'e-clean-sweepstakes-official-rules',
    label: 'clean',
    kind: 'sweepstakes-official',
    url: `https://${swHost}/kickoff`,
    body: swPage,
    routes: { ...analyticsRoute(swHost), [`${swHost}/api/sweeps/enter`]: jsonRoute({ message: 'Thanks! Your entry has been received. Good luck!' }) },
  },
];

