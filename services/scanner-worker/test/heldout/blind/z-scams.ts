import type { Entry } from '../entry.js';
import { beepWav } from '../parts/e-bin.js';
import { doc, fileRoute, htmlRoute, ico, jsonRoute, jsRoute } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-scam-de-fakeshop-gartengrill-vorkasse',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.grillwelt-outlet24.de/products/gasgrill-pro-4-brenner',
  routes: {
    'www.grillwelt-outlet24.de/products/gasgrill-pro-4-brenner': htmlRoute(doc({
      lang: 'de',
      title: 'Gasgrill PRO 4 Brenner Edelstahl – RÄUMUNGSVERKAUF -70% | GrillWelt Outlet',
      css: `body{margin:0;font-family:Helvetica,Arial;color:#222}.bar{background:#111;color:#fff;text-align:center;font-size:13px;padding:6px}
nav{display:flex;justify-content:space-between;padding:16px 40px;border-bottom:1px solid #eee}nav b{font-size:22px}
.p{display:flex;gap:40px;max-width:1000px;margin:30px auto}.img{flex:1;height:360px;background:linear-gradient(#555,#222);border-radius:6px}
.info{flex:1}.old{text-decoration:line-through;color:#888}.new{color:#d00;font-size:30px;font-weight:700}.cd{background:#fff3cd;padding:8px;margin:10px 0}
.buy{background:#d00;color:#fff;border:0;padding:14px;width:100%;font-size:18px}.tr{font-size:13px;color:#555}.rev{max-width:1000px;margin:20px auto}
footer{background:#f5f5f5;padding:20px 40px;font-size:12px;color:#666}`,
      body: `<div class="bar">🔥 Nur noch heute: Kostenloser Versand + 70% Rabatt auf alles wegen Geschäftsaufgabe 🔥</div>
<nav><b>GrillWelt Outlet</b><span>Gasgrills · Holzkohle · Zubehör · 🛒 (0)</span></nav>
<div class="p"><div class="img"></div><div class="info"><h1>Gasgrill PRO 4+1 Brenner Edelstahl mit Seitenkocher</h1>
<div>★★★★★ (1.284 Bewertungen)</div><p><span class="old">899,00 €</span> <span class="new">249,00 €</span></p>
<div class="cd">⏰ Angebot endet in <b id="t">00:14:59</b> – nur noch <b>3</b> Stück auf Lager!</div>
<p class="tr">✔ Lieferung in 2-4 Werktagen ✔ 5 Jahre Garantie ✔ 30 Tage Rückgaberecht</p>
<button class="buy" onclick="location.href='/checkout'">JETZT KAUFEN</button>
<p class="tr">Zahlungsarten: <b>Vorkasse (Überweisung) – 5% Extra-Rabatt</b>. PayPal und Kreditkarte sind vorübergehend nicht verfügbar.</p></div></div>
<div class="rev"><h3>Kundenbewertungen</h3><p>★★★★★ <b>Thomas K.</b> – Super Grill, schnelle Lieferung, gerne wieder!</p><p>★★★★★ <b>Sabine M.</b> – Top Qualität zum kleinen Preis.</p><p>★★★★★ <b>Jürgen</b> – Alles bestens.</p></div>
<footer>Impressum: GrillWelt Outlet GmbH, Hauptstraße 1, 10115 Berlin · Geschäftsführer: Li Wei · E-Mail: service@grillwelt-outlet24.de · Handelsregister: in Bearbeitung · USt-IdNr.: folgt</footer>
<script>var s=899;setInterval(function(){s--;var m=Math.floor(s/60),x=s%60;document.getElementById('t').textContent='00:'+(m<10?'0':'')+m+':'+(x<10?'0':'')+x;if(s<=0)s=899},1000)</script>`,
    })),
    'www.grillwelt-outlet24.de/checkout': htmlRoute(doc({ lang: 'de', title: 'Kasse – GrillWelt Outlet', body: '<h2>Bestellung abschließen</h2><p>Bitte überweisen Sie <b>236,55 €</b> innerhalb von 24 Stunden auf folgendes Konto:</p><p>Empfänger: Mueller Handel<br>IBAN: LT71 3250 0236 1784 4471<br>BIC: REVOLT21<br>Verwendungszweck: Bestellnummer 100482</p><p>Nach Zahlungseingang versenden wir sofort.</p>' })),
  },
},
{
  id: 'z-scam-fr-jeu-concours-iphone-abonnement',
  label: 'scam',
  kind: 'subscription-trap',
  url: 'https://gagnant-du-jour.fr-promo.net/iphone17/?src=sms',
  routes: {
    'gagnant-du-jour.fr-promo.net/iphone17/': htmlRoute(doc({
      lang: 'fr',
      title: 'Félicitations ! Vous avez été sélectionné',
      css: 'body{margin:0;font-family:Arial;background:#f1f1f1;text-align:center}.c{max-width:480px;margin:20px auto;background:#fff;padding:20px;border-radius:12px}.boxes{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.boxes div{height:80px;background:#e33;border-radius:6px;color:#fff;font-size:40px;line-height:80px;cursor:pointer}button{background:#2b2;color:#fff;border:0;padding:14px;width:100%;font-size:18px;border-radius:8px}.sm{font-size:10px;color:#888;text-align:left}',
      body: `<div class="c"><p><b>Chers utilisateurs de Orange</b></p><h2>🎉 Félicitations ! Vous êtes le visiteur n° 1 000 000</h2><p>Ouvrez une boîte pour gagner un <b>iPhone 17 Pro</b>. Vous avez 3 essais.</p>
<div class="boxes" id="b"></div><p id="m"></p>
<div id="win" style="display:none"><p>Il ne vous reste qu'à payer les frais de livraison de <b>1,00 €</b>.</p><button onclick="location.href='/iphone17/checkout'">Recevoir mon cadeau</button></div>
<p class="sm">En validant, vous souscrivez à un abonnement au club de jeux Primo-Gagnants au prix de 49,90 € tous les 14 jours, sans engagement. Résiliation possible par courrier recommandé.</p></div>
<script>var n=0,b=document.getElementById('b');for(var i=0;i<9;i++){var d=document.createElement('div');d.textContent='🎁';d.onclick=function(){n++;if(n<2){this.textContent='❌';document.getElementById('m').textContent='Dommage ! Encore 2 essais.'}else{this.textContent='📱';document.getElementById('win').style.display='block'}};b.appendChild(d)}</script>`,
    })),
    'gagnant-du-jour.fr-promo.net/iphone17/checkout': htmlRoute('<!doctype html><meta charset=utf-8><title>Livraison</title><h2>Frais de livraison 1,00 €</h2><input placeholder="Numéro de carte"><input placeholder="MM/AA"><input placeholder="CVV"><button>Payer</button>'),
  },
},
{
  id: 'z-scam-es-entradas-concierto-reventa',
  label: 'scam',
  kind: 'ticket-resale',
  url: 'https://entradas-agotadas.es-ticket.shop/concierto/estadio-metropolitano',
  routes: {
    'entradas-agotadas.es-ticket.shop/concierto/estadio-metropolitano': htmlRoute(doc({
      lang: 'es',
      title: 'Entradas Gira Mundial 2027 – Estadio Metropolitano Madrid – Últimas entradas',
      css: 'body{margin:0;font-family:Arial;background:#111;color:#eee}.h{padding:16px 30px;background:#000;font-weight:800;font-size:22px;color:#f0c}.w{max-width:760px;margin:20px auto;padding:0 20px}.t{background:#222;padding:14px;margin:8px 0;display:flex;justify-content:space-between;align-items:center;border-radius:6px}.t button{background:#f0c;border:0;padding:10px 18px;color:#000;font-weight:700}.note{font-size:12px;color:#aaa}',
      body: `<div class="h">ES-TICKET · Reventa oficial</div>
<div class="w"><h1>GIRA MUNDIAL 2027 · Madrid · 18 y 19 de junio</h1><p>⚠ ¡SOLD OUT en la venta oficial! Últimas entradas verificadas disponibles aquí.</p>
<div class="t"><span>Pista General – 18/06</span><b>189 €</b><button onclick="buy(189)">Comprar</button></div>
<div class="t"><span>Front Stage – 18/06</span><b>345 €</b><button onclick="buy(345)">Comprar</button></div>
<div class="t"><span>Grada Lateral – 19/06</span><b>139 €</b><button onclick="buy(139)">Comprar</button></div>
<div id="pay" style="display:none;background:#222;padding:16px;border-radius:6px"><p>Pago únicamente mediante <b>Bizum</b> al número +34 611 22 93 04 o transferencia. Las entradas se envían en PDF por WhatsApp en 2 horas. Sin devoluciones.</p></div>
<p class="note">Somos vendedores particulares verificados. No afiliado a Ticketmaster. Las entradas nominativas se cambian de nombre gratis.</p></div>
<script>function buy(p){document.getElementById('pay').style.display='block';document.getElementById('pay').scrollIntoView()}</script>`,
    })),
  },
},
{
  id: 'z-scam-nl-taken-app-likes-verdienen',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://app.optimaal-taken.com/#/werk',
  routes: {
    'app.optimaal-taken.com/': htmlRoute(doc({
      lang: 'nl',
      title: 'OptiMaal – Verdien thuis met simpele taken',
      css: 'body{margin:0;font-family:Arial;background:#0f1c3f;color:#fff}.w{max-width:420px;margin:0 auto;padding:20px}.bal{background:linear-gradient(135deg,#3b82f6,#9333ea);padding:18px;border-radius:14px}.task{background:#1c2b55;padding:14px;border-radius:10px;margin:10px 0;display:flex;justify-content:space-between}.task button{background:#22c55e;border:0;color:#fff;padding:8px 14px;border-radius:8px}.vip{background:#fbbf24;color:#000;padding:12px;border-radius:10px;margin-top:14px}',
      body: `<div class="w" id="app">Laden…</div>
<script src="/static/js/app.3f9a1.js"></script>`,
    })),
    'app.optimaal-taken.com/static/js/app.3f9a1.js': jsRoute(`(function(){fetch('/api/v1/user/info').then(function(r){return r.json()}).then(function(u){
var h='<div class="bal"><div>Saldo</div><h1>€ '+u.balance.toFixed(2)+'</h1><div>Vandaag verdiend: € '+u.today.toFixed(2)+' · Level: '+u.level+'</div></div>';
h+='<h3>Taken van vandaag ('+u.done+'/40)</h3>';u.tasks.forEach(function(t){h+='<div class="task"><span>'+t.title+'<br><small>Commissie € '+t.fee+'</small></span><button>Start</button></div>'});
h+='<div class="vip"><b>⚠ Combinatie-order!</b> Je saldo is negatief (€ -'+u.negative+'). Stort het verschil via USDT (TRC20) om je commissie van 5x vrij te geven en uit te betalen. Adres: <code>'+u.wallet+'</code></div>';
h+='<p style="font-size:12px;color:#9aa">Neem contact op met je mentor via WhatsApp/Telegram voor hulp. Opname mogelijk na voltooien van 3 sets.</p>';
document.getElementById('app').innerHTML=h;});})();`),
    'app.optimaal-taken.com/api/v1/user/info': jsonRoute({ balance: 2841.3, today: 96.4, level: 'VIP 2', done: 38, negative: 1450, wallet: 'TQ7mX3kPz9Lq2HfVb8cW4nRzYu1oEdJtAs', tasks: [{ title: 'Hotel beoordelen – Amsterdam Canal Suites', fee: 2.4 }, { title: 'Product optimaliseren – Bluetooth speaker', fee: 3.1 }, { title: 'App-ranking verhogen – FitTrack', fee: 1.9 }] }),
  },
},
{
  id: 'z-scam-tr-deprem-bagis-kripto',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://depremzedelere-acil-destek.org/bagis-yap',
  routes: {
    'depremzedelere-acil-destek.org/bagis-yap': htmlRoute(doc({
      lang: 'tr',
      title: 'Deprem Bölgesine Acil Yardım – Bağış Yap | Earthquake Emergency Relief',
      css: 'body{margin:0;font-family:Arial;background:#fafafa}.hero{background:#3a3a3a;color:#fff;padding:40px 30px;text-align:center}.w{max-width:680px;margin:20px auto;padding:0 20px}.a{background:#fff;border:1px solid #ddd;padding:14px;margin:10px 0;border-radius:6px;word-break:break-all}.p{height:14px;background:#eee;border-radius:7px}.p div{height:14px;width:34%;background:#e53935;border-radius:7px}',
      body: `<div class="hero"><h1>Depremzedeler için her saniye önemli</h1><p>Çadır, battaniye, gıda ve ilaç ihtiyacı için acil bağış toplanıyor. / Every second counts for the earthquake victims.</p></div>
<div class="w"><p>Toplanan: <b>$ 412,880</b> / $ 1,200,000</p><div class="p"><div></div></div>
<p>Bankacılık sistemindeki gecikmeler nedeniyle bağışlarınızı <b>kripto para</b> ile yapmanızı rica ediyoruz. Tüm bağışlar doğrudan sahadaki ekiplere ulaşır.</p>
<div class="a"><b>Bitcoin (BTC):</b> bc1qz8y7m3n2k0w9t6f4r5e2d8c1x7v6b3n0m4q2a9</div>
<div class="a"><b>Ethereum / USDT (ERC-20):</b> 0x9b3F0a1C2d4E5f6A7b8C9d0E1f2A3b4C5d6E7f81</div>
<div class="a"><b>USDT (TRC-20):</b> TLyq8mC6vZ4k2PjX9aR3nB7wE1sD5fG0hQ</div>
<p>Bağışınız için teşekkür ederiz. Bizi sosyal medyada paylaşın. #deprem #yardım #prayfortürkiye</p>
<p style="font-size:12px;color:#888">Deprem Yardım Gönüllüleri Platformu · Resmî kurum değildir · iletişim: yardim.deprem2026@proton.me</p></div>`,
    })),
  },
},
];
