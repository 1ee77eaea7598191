import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analyticsRoute, analyticsSnippet, consentBanner } from '../parts/e-furniture.js';

// ---------- Indonesian marketplace 12.12 flash sale ----------
const idHost = 'www.belanjaria.co.id';
const idPage = `<!DOCTYPE html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Harbolnas 12.12 – Flash Sale Diskon s/d 90% + Gratis Ongkir | Belanjaria</title>
<meta name="description" content="Puncak Harbolnas 12.12 di Belanjaria! Flash sale tiap jam, voucher cashback, gratis ongkir se-Indonesia.">
<link rel="stylesheet" href="/s/css/app.7c1e.css">
${analyticsSnippet('G-BLJ1212ID')}
</head>
<body>
<div class="topbar"><a href="/seller">Seller Centre</a><a href="/app">Download Aplikasi</a><span class="r"><a href="/bantuan">Bantuan</a><a href="/login">Masuk</a><a href="/daftar">Daftar</a></span></div>
<header><a class="lg" href="/">belanjaria</a><form action="/search"><input name="q" placeholder="Cari di Belanjaria — iPhone, skincare, sepatu…"><button>Cari</button></form><a class="cart" href="/cart">&#128722;</a></header>
<section class="banner"><h1>HARBOLNAS 12.12</h1><p>Diskon s/d 90% &middot; Gratis Ongkir Rp0 &middot; Cashback 100%</p></section>
<section class="fs"><div class="fsh"><b>&#9889; FLASH SALE</b><span>Berakhir dalam</span><span class="tm" id="tm">00:00:00</span><a href="/flash-sale">Lihat semua &rsaquo;</a></div><div class="row" id="row"></div></section>
<section class="vc"><div><b>Voucher Gratis Ongkir</b><br>Min. belanja Rp0</div><div><b>Cashback 50%</b><br>s/d Rp100RB, BelanjaPay</div><div><b>Diskon Rp120RB</b><br>Kartu kredit bank partner</div></section>
<section class="note"><b>Waspada penipuan!</b> Belanjaria tidak pernah meminta kode OTP, PIN, atau transfer ke rekening pribadi. Semua transaksi hanya melalui aplikasi/situs resmi Belanjaria.</section>
<footer>© 2025 PT Belanjaria Niaga Indonesia &middot; Terdaftar di Kementerian Komunikasi dan Digital &middot; Layanan Pengaduan Konsumen: 1500-722</footer>
${consentBanner('id', 'bar', '/kebijakan-privasi')}
<script src="/s/js/fs.js"></script>
</body>
</html>`;
const idCss = `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f5f5f5;color:#222}.topbar{background:#0c7a43;font-size:12px;padding:6px 20px}.topbar a{color:#fff;margin-right:14px;text-decoration:none}.topbar .r{float:right}
header{background:#0fa958;display:flex;align-items:center;gap:20px;padding:14px 20px}.lg{color:#fff;font-size:28px;font-weight:800;text-decoration:none}header form{flex:1;display:flex}header input{flex:1;padding:10px;border:0}header button{background:#0c7a43;color:#fff;border:0;padding:0 20px}.cart{color:#fff;font-size:24px;text-decoration:none}
.banner{background:linear-gradient(90deg,#ff4d00,#ffb700);color:#fff;text-align:center;padding:40px}.banner h1{font-size:48px;margin:0}
.fs{background:#fff;margin:16px 20px;padding:14px;border-radius:6px}.fsh{display:flex;gap:12px;align-items:center}.fsh b{color:#ee4d2d;font-size:20px}.tm{background:#222;color:#fff;padding:2px 8px;border-radius:3px;font-family:monospace}.fsh a{margin-left:auto;color:#0fa958}
.row{display:grid;grid-template-columns:repeat(6,1fr);gap:10px;margin-top:12px}.it{font-size:13px}.it .im{height:120px;background:#eee;border-radius:4px}.it .p{color:#ee4d2d;font-weight:700;font-size:16px}.it s{color:#999;font-size:12px}.it .bar{height:14px;background:#ffd6cc;border-radius:7px;overflow:hidden;font-size:10px;color:#fff;position:relative}.it .bar i{position:absolute;left:0;top:0;bottom:0;background:#ee4d2d}.it .bar span{position:relative;padding-left:6px}
.vc{display:flex;gap:14px;margin:0 20px}.vc div{flex:1;background:#fff;border:1px dashed #0fa958;border-radius:6px;padding:12px;font-size:13px}.note{margin:16px 20px;background:#fff8e1;padding:12px;font-size:13px;border-radius:6px}footer{text-align:center;font-size:12px;color:#777;padding:20px}`;
const idJs = `(function(){var it=[['Samsung Galaxy A55 5G 8/256',6499000,3899000,82],['Skintific 5X Ceramide Barrier',139000,59000,64],['Sepatu Lari Ortuseight',499000,199000,91],['Xiaomi Robot Vacuum E10',2999000,1299000,45],['Airfryer Philips 4.1L',1899000,899000,77],['Kopi Kapal Api 1kg',119000,79000,33]];
var r=document.getElementById('row');function rp(n){return 'Rp'+n.toLocaleString('id-ID')}
it.forEach(function(x){var d=document.createElement('div');d.className='it';d.innerHTML='<div class="im"></div><div>'+x[0]+'</div><div class="p">'+rp(x[2])+'</div><s>'+rp(x[1])+'</s><div class="bar"><i style="width:'+x[3]+'%"></i><span>TERJUAL '+x[3]+'%</span></div>';r.appendChild(d)});
function t(){var n=new Date(),e=new Date(n);e.setMinutes(59,59,999);var s=Math.max(0,(e-n)/1000|0);document.getElementById('tm').textContent=['00',('0'+(s/60|0)).slice(-2),('0'+s%60).slice(-2)].join(':')}t();setInterval(t,1000);})();`;

// ---------- Established relief NGO: earthquake appeal ----------
const ngoHost = 'www.reliefbridge.org';
const ngoPage = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Earthquake Emergency Appeal – Donate Now | ReliefBridge</title>
<meta name="description" content="Donate to ReliefBridge's earthquake emergency appeal. Our teams are delivering shelter, clean water and medical care to affected families.">
${analyticsSnippet('G-RB77EQ2025')}
<link rel="stylesheet" href="/static/rb.css">
</head>
<body>
<div class="alert">Emergency appeal &middot; UK Government will match public donations up to £5 million through the Aid Match scheme</div>
<header><a href="/" class="lg">Relief<b>Bridge</b></a><nav><a href="/our-work">Our work</a><a href="/emergencies">Emergencies</a><a href="/get-involved">Get involved</a><a href="/about/accounts">Annual reports</a></nav><a href="/donate" class="dn">Donate</a></header>
<main>
 <section class="lead"><div class="ph" role="img" aria-label="Aid workers distributing tents"></div>
  <div><h1>Earthquake Emergency Appeal</h1><p>A 7.4-magnitude earthquake has destroyed homes across the region. More than 600,000 people need shelter, clean water and medical care. Our local partners were on the ground within hours.</p>
  <ul><li>£30 provides a family hygiene kit</li><li>£75 provides a winterised tent</li><li>£150 supplies a mobile clinic for a day</li></ul></div></section>
 <form class="don" action="/donate/checkout" method="post" id="d">
  <div class="freq"><label><input type="radio" name="freq" value="once" checked> Single</label><label><input type="radio" name="freq" value="monthly"> Monthly</label></div>
  <div class="amts"><label><input type="radio" name="amount" value="30"> £30</label><label><input type="radio" name="amount" value="75" checked> £75</label><label><input type="radio" name="amount" value="150"> £150</label><label>Other £<input name="other" size="5"></label></div>
  <label class="ga"><input type="checkbox" name="giftaid"> Yes, I am a UK taxpayer – add 25% Gift Aid at no cost to me.</label>
  <button>Continue to secure payment</button>
  <p class="pm">Card, PayPal, Apple Pay, Google Pay or Direct Debit. You can also give by phone on 0300 123 4470 or by post.</p>
 </form>
 <section class="faq"><h2>How do I know my donation is safe?</h2><p>ReliefBridge is a registered charity in England and Wales (No. 1123456) and Scotland (SC041982), and a member of the Disasters Emergency Committee. We only take online donations on reliefbridge.org. We will never ask you to donate in cryptocurrency, by gift card or by transfer to an individual’s bank account – if you see an appeal using our name that does, please report it to Action Fraud.</p></section>
</main>
<footer>ReliefBridge, 14 Canal Street, London N1 7BE &middot; Registered charity 1123456 &middot; Company limited by guarantee 06459812 &middot; <a href="/privacy">Privacy</a> &middot; <a href="/cookies">Cookies</a></footer>
${consentBanner('en', 'modal', '/cookies')}
</body>
</html>`;
const ngoCss = `body{margin:0;font-family:"Source Sans 3",Arial,sans-serif;color:#222}.alert{background:#ffd400;text-align:center;padding:8px;font-weight:600;font-size:14px}
header{display:flex;align-items:center;gap:28px;padding:16px 30px;border-bottom:1px solid #eee}.lg{font-size:24px;color:#222;text-decoration:none}.lg b{color:#d3122e}header nav a{margin-right:16px;color:#333;text-decoration:none}.dn{margin-left:auto;background:#d3122e;color:#fff;padding:10px 20px;text-decoration:none;font-weight:700;border-radius:3px}
main{max-width:1000px;margin:0 auto;padding:20px}.lead{display:grid;grid-template-columns:1fr 1fr;gap:24px}.ph{background:linear-gradient(135deg,#6b7b8c,#2f3b47);min-height:260px;border-radius:6px}
.don{background:#f7f7f7;border-radius:8px;padding:20px;margin:24px 0}.freq,.amts{display:flex;gap:10px;margin:8px 0}.freq label,.amts label{border:1px solid #ccc;background:#fff;padding:10px 16px;border-radius:4px}.ga{display:block;margin:10px 0}.don button{background:#d3122e;color:#fff;border:0;padding:14px 26px;font-size:16px;border-radius:3px}.pm{font-size:13px;color:#555}
.faq{font-size:15px;line-height:1.6}footer{background:#222;color:#bbb;font-size:12px;padding:20px 30px}footer a{color:#fff}`;

// ---------- Dutch charity lottery: draw results (official) ----------
const nlHost = 'www.groenegoededoelenloterij.nl';
const nlPage = `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Uitslag trekking november – Controleer je lotnummer | Groene Goede Doelen Loterij</title>
${analyticsSnippet('G-GGDL55NL')}
<style>
body{margin:0;font-family:"Nunito",Arial,sans-serif;color:#1d3b2a;background:#f4faf5}
header{background:#1f8a4c;color:#fff;display:flex;align-items:center;padding:14px 28px;gap:24px}header b{font-size:20px}header nav a{color:#e7f6ec;margin-right:16px;text-decoration:none}header .mijn{margin-left:auto;background:#fff;color:#1f8a4c;padding:8px 14px;border-radius:20px;text-decoration:none;font-weight:700}
main{max-width:960px;margin:0 auto;padding:24px}
.uit{background:#fff;border-radius:14px;padding:22px;box-shadow:0 2px 10px rgba(0,0,0,.05)}
.prijs{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;margin-top:14px}.prijs div{background:#eaf6ee;border-radius:10px;padding:14px;text-align:center}.prijs b{display:block;font-size:22px;color:#1f8a4c}
.chk{margin-top:20px;display:flex;gap:10px}.chk input{flex:1;padding:12px;border:2px solid #1f8a4c;border-radius:8px;font-size:16px}.chk button{background:#ff7a00;color:#fff;border:0;border-radius:8px;padding:0 22px;font-weight:700}
.res{margin-top:10px;font-weight:700}
.info{margin-top:24px;background:#fff;border-left:5px solid #ff7a00;padding:14px 18px;border-radius:6px;font-size:14px;line-height:1.6}
.doel{margin-top:24px;font-size:14px}
footer{font-size:12px;color:#557;padding:20px 28px;border-top:1px solid #dde}
</style>
</head>
<body>
<header><b>Groene Goede Doelen Loterij</b><nav><a href="/meespelen">Meespelen</a><a href="/uitslagen">Uitslagen</a><a href="/goede-doelen">Goede doelen</a></nav><a class="mijn" href="/mijn-loterij/inloggen">Mijn Loterij</a></header>
<main>
 <section class="uit"><h1>Uitslag trekking november 2025</h1><p>Op 30 november zijn onder notarieel toezicht de prijzen getrokken. Alle prijzen worden <b>automatisch uitgekeerd</b> op het rekeningnummer waarmee je meespeelt – je hoeft niets te doen.</p>
 <div class="prijs"><div><b>€ 1.000.000</b>Hoofdprijs<br>lotnummer 0418822</div><div><b>€ 100.000</b>Straatprijs<br>postcode 3571 ZK</div><div><b>€ 25.000</b>10× prijs<br>zie volledige lijst</div></div>
 <form class="chk" id="c"><input name="lot" placeholder="Vul je lotnummer of postcode in" required><button>Controleer</button></form><p class="res" id="r"></p></section>
 <section class="info"><b>Let op: nep-winnaarsberichten.</b> Wij bellen, mailen of appen nooit om te melden dat je gewonnen hebt en vragen je <b>nooit</b> om eerst kosten, belasting of administratiekosten te betalen. Kansspelbelasting houden wij zelf in. Ontvang je zo’n bericht? Meld het bij de Fraudehelpdesk (088 786 73 72).</section>
 <section class="doel"><p>Van elk lot van € 15,50 gaat 40% naar goede doelen voor natuur en klimaat. In 2024 droegen we € 41,2 miljoen af aan 96 organisaties.</p></section>
</main>
<footer>Groene Goede Doelen Loterij B.V. heeft een vergunning van de Kansspelautoriteit. Speel bewust: 18+. Kans op de hoofdprijs 1 op 2.500.000. KvK 34221907 · <a href="/privacy">Privacy</a> · <a href="/spelvoorwaarden">Spelvoorwaarden</a></footer>
${consentBanner('nl', 'bar', '/privacy')}
<script>document.getElementById('c').onsubmit=function(e){e.preventDefault();fetch('/api/uitslag?lot='+encodeURIComponent(this.lot.value)).then(function(r){return r.json()}).then(function(j){document.getElementById('r').textContent=j.tekst})};</script>
</body>
</html>`;

export const entries: Entry[] = [
  {
    id: 'e-clean-shop-harbolnas-id',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${idHost}/promo/harbolnas-1212?src=push`,
    routes: {
      [`${idHost}/promo/harbolnas-1212`]: htmlRoute(idPage),
      [`${idHost}/s/css/app.7c1e.css`]: cssRoute(idCss),
      [`${idHost}/s/js/fs.js`]: jsRoute(idJs),
      ...analyticsRoute(idHost),
    },
  },
  {
    id: 'e-clean-charity-earthquake-appeal',
    label: 'clean',
    kind: 'charity',
    url: 'https://rb.org.uk/quake',
    routes: {
      'rb.org.uk/quake': redirectRoute(301, `https://${ngoHost}/emergencies/earthquake-appeal?utm_source=short&utm_medium=sms`),
      [`${ngoHost}/emergencies/earthquake-appeal`]: htmlRoute(ngoPage),
      [`${ngoHost}/static/rb.css`]: cssRoute(ngoCss),
      ...analyticsRoute(ngoHost),
    },
  },
  {
    id: 'e-clean-loterij-trekking-nl',
    label: 'clean',
    kind: 'lottery-official',
    url: `https://${nlHost}/uitslagen/november-2025`,
    body: nlPage,
    routes: {
      [`${nlHost}/api/uitslag`]: jsonRoute({ tekst: 'Helaas, er is op dit lotnummer deze maand geen prijs gevallen.' }),
      [`${nlHost}/favicon.ico`]: pngRoute(31, 138, 76),
      ...analyticsRoute(nlHost),
    },
  },
];
