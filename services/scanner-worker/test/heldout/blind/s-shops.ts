import type { Entry } from '../entry.js';
import { doc, imgs, tracker } from '../parts/s-kit.js';

/** Author s: shops (blind split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'kicks-restock24.de';
  const t = tracker(h, 'gtag', 'G-7KQ2M1ZB9X');
  const shoes = [
    ['Air Jordan 4 Retro "Military Black"', 229.99, 59.99],
    ['Nike Dunk Low "Panda"', 119.99, 39.99],
    ['Yeezy Boost 350 V2 "Bone"', 289.0, 69.0],
    ['New Balance 550 White Green', 139.99, 44.99],
    ['Air Jordan 1 High OG "Chicago Lost & Found"', 349.0, 79.0],
    ['adidas Samba OG Cloud White', 119.99, 34.99],
  ] as const;
  const grid = shoes.map(([n, a, b], i) => `<article class="p"><img src="/media/p${i}.png" alt=""><h4>${n}</h4><div><del>${a.toFixed(2).replace('.', ',')} €</del> <strong>${b.toFixed(2).replace('.', ',')} €</strong></div><select><option>EU 40</option><option>EU 41</option><option>EU 42</option><option>EU 43</option><option>EU 44</option></select><button onclick="kaufen('${n.replace(/"/g, '&quot;')}',${b})">In den Warenkorb</button></article>`).join('');
  return E({
    id: 's-shop-sneakers-drop-de',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${h}/`,
    body: doc({
      lang: 'de',
      title: 'KICKS RESTOCK24 – Original Sneaker zum Bestpreis | Lagerräumung',
      head: t.snippet,
      css: `body{font-family:Arial,Helvetica,sans-serif;margin:0;background:#fafafa}.top{background:#ff3c00;color:#fff;text-align:center;padding:7px;font-weight:bold}header{background:#111;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}header a{color:#fff;margin-left:16px;text-decoration:none}.wrap{max-width:1100px;margin:auto;padding:20px}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:18px}.p{background:#fff;padding:14px;border-radius:6px}.p img{width:100%;height:180px;background:#eee}del{color:#999}strong{color:#ff3c00;font-size:20px}.p button{width:100%;margin-top:8px;background:#111;color:#fff;border:0;padding:10px}#kasse{display:none;background:#fff;border:2px solid #111;padding:20px;margin-top:20px}.trust span{display:inline-block;margin-right:20px;font-size:13px}footer{background:#111;color:#aaa;padding:24px 30px;font-size:12px}`,
      body: `<div class="top">🔥 LAGERRÄUMUNG – bis zu 80% RABATT – nur noch <span id="cd">04:59:59</span> 🔥</div>
<header><b>KICKS RESTOCK24</b><nav><a href="#">Neuheiten</a><a href="#">Jordan</a><a href="#">Nike</a><a href="#">adidas</a><a href="#">Sale</a><a href="#impressum">Impressum</a></nav></header>
<div class="wrap">
<div class="trust"><span>✔ 100% Original</span><span>✔ Versand aus Deutschland (DHL 1–2 Tage)</span><span>✔ 14 Tage Rückgaberecht</span><span>✔ Über 12.000 zufriedene Kunden</span></div>
<h1>Restock Sale – alle Modelle streng limitiert</h1>
<div class="grid">${grid}</div>
<div id="kasse"><h2>Kasse</h2><p id="artikel"></p><p>Vorname / Nachname<br><input size="40"></p><p>Straße, PLZ, Ort<br><input size="40"></p><p>E-Mail<br><input size="40" type="email"></p>
<h3>Zahlungsart</h3><label><input type="radio" name="z" checked> Vorkasse / Überweisung (<b>-5% Extra-Rabatt</b>)</label><br><label style="color:#aaa"><input type="radio" disabled> PayPal (derzeit nicht verfügbar)</label><br><label style="color:#aaa"><input type="radio" disabled> Kreditkarte (Wartungsarbeiten)</label>
<div style="background:#f3f3f3;padding:12px;margin-top:10px;font-size:14px">Bitte überweisen Sie den Betrag innerhalb von 24 Stunden an:<br>Empfänger: <b>Marius Kowalczyk</b><br>IBAN: <b>LT62 3250 0219 4471 8830</b><br>BIC: REVOLT21<br>Verwendungszweck: Ihre Bestellnummer <b id="bnr"></b><br>Nach Zahlungseingang erfolgt der Versand sofort.</div>
<button style="margin-top:12px;background:#ff3c00;color:#fff;border:0;padding:12px 30px">Zahlungspflichtig bestellen</button></div>
<h2>Das sagen unsere Kunden</h2><p>⭐⭐⭐⭐⭐ „Super schnell da, Schuhe sind original, gerne wieder" – Leon K.</p><p>⭐⭐⭐⭐⭐ „Hab erst gezweifelt wegen Preis aber alles top!!" – Sarah</p>
</div>
<footer id="impressum"><p><b>Impressum</b>: KR24 Handels GmbH, Friedrichstraße 123, 10117 Berlin · Geschäftsführer: M. Kowal · HRB 000000 · USt-IdNr. DE123456789 · E-Mail: service@kicks-restock24.de</p><p>AGB · Widerrufsbelehrung · Datenschutz · Versand &amp; Zahlung</p></footer>
<script>
var end=Date.now()+5*3600*1000-1000;setInterval(function(){var s=Math.max(0,Math.floor((end-Date.now())/1000));var p=function(n){return (n<10?'0':'')+n};document.getElementById('cd').textContent=p(Math.floor(s/3600))+':'+p(Math.floor(s%3600/60))+':'+p(s%60)},1000);
function kaufen(n,p){document.getElementById('kasse').style.display='block';document.getElementById('artikel').innerHTML='<b>'+n+'</b> – '+(p*0.95).toFixed(2).replace('.',',')+' € inkl. 5% Vorkasse-Rabatt, versandkostenfrei';document.getElementById('bnr').textContent='KR'+Math.floor(100000+Math.random()*899999);document.getElementById('kasse').scrollIntoView();}
</script>`,
    }),
    routes: { ...t.routes, ...imgs(h, shoes.map((_, i) => `p${i}.png`), 'media') },
  });
})(),

(() => {
  const h = 'fietsmagazijn-outlet.nl';
  const t = tracker(h, 'pixel', '1029384756102938');
  return E({
    id: 's-shop-ebike-warehouse-nl',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${h}/e-bikes/`,
    body: doc({
      lang: 'nl',
      title: 'E-bikes Magazijnverkoop | Fietsmagazijn Outlet – tot 75% korting',
      head: t.snippet,
      css: `body{font-family:"Trebuchet MS",sans-serif;margin:0;background:#f4f7f4}.hdr{background:#0b6e4f;color:#fff;padding:16px 28px}.hdr small{opacity:.8}.usp{background:#e9f5ee;padding:8px 28px;font-size:13px}.c{max-width:1080px;margin:auto;padding:20px}.bikes{display:grid;grid-template-columns:1fr 1fr;gap:20px}.b{background:#fff;border-radius:8px;padding:16px;display:flex;gap:14px}.b img{width:160px;height:120px;background:#dde}.old{text-decoration:line-through;color:#888}.new{font-size:24px;color:#d9480f;font-weight:700}.btn{background:#d9480f;color:#fff;border:0;padding:9px 18px;border-radius:4px}#modal{display:none;position:fixed;inset:0;background:rgba(0,0,0,.6)}#modal>div{background:#fff;max-width:460px;margin:8% auto;padding:22px;border-radius:8px}footer{padding:24px;font-size:12px;color:#567}`,
      body: `<div class="hdr"><h2 style="margin:0">Fietsmagazijn Outlet</h2><small>Magazijnverkoop showroommodellen &amp; retouren 2025</small></div>
<div class="usp">✓ Gratis bezorging in NL &amp; BE &nbsp; ✓ 2 jaar garantie &nbsp; ✓ Klanten geven ons een 9,4 &nbsp; ✓ Op werkdagen voor 16:00 besteld, morgen in huis</div>
<div class="c"><h1>Magazijn moet leeg! Elektrische fietsen vanaf €399</h1><p>Door de overname van onze groothandel moeten alle e-bikes deze maand de deur uit. Alle fietsen zijn nieuw of showroommodel, volledig gecontroleerd door onze monteurs.</p>
<div class="bikes">
<div class="b"><img src="/img/gazelle.png" alt=""><div><b>Gazelle Ultimate C380 HMB 500Wh</b><br><span class="old">€ 3.499</span> <span class="new">€ 749</span><br><button class="btn" data-n="Gazelle Ultimate C380" data-p="749">Bestellen</button></div></div>
<div class="b"><img src="/img/vanmoof.png" alt=""><div><b>VanMoof S5 Dark Grey</b><br><span class="old">€ 2.998</span> <span class="new">€ 599</span><br><button class="btn" data-n="VanMoof S5" data-p="599">Bestellen</button></div></div>
<div class="b"><img src="/img/stromer.png" alt=""><div><b>Stromer ST3 Sport 45 km/u</b><br><span class="old">€ 6.990</span> <span class="new">€ 1.199</span><br><button class="btn" data-n="Stromer ST3" data-p="1199">Bestellen</button></div></div>
<div class="b"><img src="/img/batavus.png" alt=""><div><b>Batavus Finez E-go Power Exclusive</b><br><span class="old">€ 3.199</span> <span class="new">€ 649</span><br><button class="btn" data-n="Batavus Finez" data-p="649">Bestellen</button></div></div>
</div></div>
<div id="modal"><div><h3>Bestelling afronden</h3><p id="sel"></p><p>Let op: door een storing bij onze betaalprovider is iDEAL op dit moment niet beschikbaar. U kunt betalen via een <b>handmatige overboeking</b>. Na ontvangst van de betaling plannen wij de levering binnen 2 werkdagen.</p><p>Rekeninghouder: <b>FM Trading Ltd</b><br>IBAN: <b>IE29 MODR 9903 3312 4456 19</b><br>Omschrijving: <span id="ref"></span></p><p style="font-size:12px;color:#666">Stuur uw betaalbewijs naar bestellingen@fietsmagazijn-outlet.nl</p><button class="btn" onclick="document.getElementById('modal').style.display='none'">Sluiten</button></div></div>
<footer>Fietsmagazijn Outlet · Industrieweg 42, 3542 AD Utrecht · KvK 81234567 · BTW NL862211003B01 · <a href="#">Algemene voorwaarden</a> · <a href="#">Privacy</a></footer>
<script>document.querySelectorAll('.btn[data-n]').forEach(function(b){b.onclick=function(){document.getElementById('sel').innerHTML='<b>'+b.dataset.n+'</b> – € '+b.dataset.p+',- (incl. bezorging)';document.getElementById('ref').textContent='FM-'+Math.floor(Math.random()*90000+10000);document.getElementById('modal').style.display='block';}});</script>`,
    }),
    routes: { ...t.routes, ...imgs(h, ['gazelle.png', 'vanmoof.png', 'stromer.png', 'batavus.png']) },
  });
})(),

(() => {
  const h = 'sunvolt-direct.co.za';
  return E({
    id: 's-shop-solar-loadshedding-za',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${h}/products/5kva-hybrid-kit`,
    body: doc({
      lang: 'en-ZA',
      title: '5kVA Hybrid Inverter + Lithium Battery + 6 Panels Kit – SunVolt Direct | Beat Load-shedding',
      css: `body{font-family:Roboto,Arial,sans-serif;margin:0;background:#fff}.bar{background:#f39c12;color:#000;padding:6px;text-align:center;font-weight:bold}header{padding:14px 30px;display:flex;justify-content:space-between;border-bottom:3px solid #f39c12}.pd{display:flex;gap:30px;max-width:1100px;margin:24px auto}.pd img{width:420px;height:340px;background:#eef}.price{font-size:34px;color:#e67e22;font-weight:700}.was{color:#999;text-decoration:line-through}.box{border:1px dashed #e67e22;padding:12px;margin:12px 0;background:#fffaf2}.wa{display:inline-block;background:#25d366;color:#fff;padding:12px 20px;border-radius:30px;text-decoration:none;font-weight:bold}table{border-collapse:collapse}td{border:1px solid #ddd;padding:5px 10px;font-size:13px}footer{background:#222;color:#bbb;padding:20px 30px;font-size:12px}`,
      body: `<div class="bar">⚡ STAGE 6 SPECIAL – ONLY 14 KITS LEFT AT THIS PRICE ⚡</div>
<header><b style="font-size:22px">☀ SunVolt Direct</b><span>Midrand • Cape Town • Durban &nbsp;|&nbsp; 📞 011 555 0143</span></header>
<div class="pd"><img src="/img/kit5kva.png" alt="5kVA hybrid kit"><div>
<h1>Complete 5kVA Hybrid Solar Kit – Inverter, 5.12kWh Lithium, 6 x 550W Panels</h1>
<p class="was">Was R 89 999,00</p><p class="price">R 18 499,00</p><p>Incl. VAT · Free delivery nationwide · Installation available in Gauteng</p>
<table><tr><td>Inverter</td><td>Deye SUN-5K-SG03LP1 Hybrid</td></tr><tr><td>Battery</td><td>Hubble AM-2 5.12kWh LiFePO4</td></tr><tr><td>Panels</td><td>6 × JA Solar 550W Mono</td></tr><tr><td>Warranty</td><td>10 years</td></tr></table>
<div class="box"><b>How to order:</b> Because of the huge demand we process orders by <b>EFT only</b>. Pay the full amount to the account below and WhatsApp your proof of payment. Your kit is dispatched from our Midrand warehouse the same day.<br><br><b>Bank:</b> FNB &nbsp; <b>Account name:</b> SV Energy Solutions &nbsp; <b>Acc no:</b> 62841093377 &nbsp; <b>Branch:</b> 250655 &nbsp; <b>Reference:</b> your cell number</div>
<a class="wa" href="https://wa.me/27635550198?text=Hi%2C%20I%20want%20the%205kVA%20kit">💬 Order on WhatsApp</a>
<p style="font-size:12px;color:#666">Eskom load-shedding schedules mean stock is moving fast — prices go up on Monday.</p></div></div>
<section style="max-width:1100px;margin:auto"><h2>What our customers say</h2><p>"Eish, was skeptical but the guys delivered in Pretoria in 2 days. No more loadshedding 🙌" — Thabo M.</p><p>"Lekker service, the kit is working 100%" — Annelie v.d. Merwe</p></section>
<footer>SunVolt Direct (Pty) Ltd · Reg 2021/447812/07 · 88 New Road, Midrand, 1685 · <a href="#" style="color:#bbb">Terms</a> · <a href="#" style="color:#bbb">POPIA Privacy</a></footer>`,
    }),
    routes: imgs(h, ['kit5kva.png']),
  });
})(),
];
