import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardFields, pngR, header, footer, grid, images, brandIcons, faviconTag, cookieBanner, dataLayer, metaPixel } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
const TRH = 'treuhand-sicherkauf24.de';
const GLD = 'goldkontor-anlage.de';
const MIN = 'hashnova-cloudmining.io';
const KET = 'slimketo-trial-offer.com';
const IQT = 'test-ci-oficial.es';
const WIN = 'premio-fedelta-clienti.it';
const AIS = 'ai-arbitrage-shop.com';

export const entries: Entry[] = [
  {
    id: 'zc-escrow-treuhand-sicherkauf-de',
    label: 'scam',
    kind: 'fake-escrow',
    url: `https://${TRH}/treuhand/auftrag?id=TS-44019`,
    body: doc({
      lang: 'de',
      title: 'Treuhand SicherKauf24 – Ihr Treuhandauftrag TS-44019',
      css: 'body{background:#f5f6f7}.c{max-width:720px;margin:24px auto;background:#fff;padding:28px;border-radius:8px}',
      body: `${header({ brand: 'Treuhand<b style="color:#2a7">SicherKauf24</b>', nav: ['So funktioniert\'s', 'Gebühren', 'FAQ', 'Kontakt'] })}
<div class="c">
  <h2>Treuhandauftrag TS-44019</h2>
  <p>Verkäufer <b>Stefan Lorenz</b> hat einen Treuhandauftrag für <b>Rolex Submariner Date 126610LN (2022, Box &amp; Papiere)</b> zum Preis von <b>6.900,00 €</b> angelegt.</p>
  <p>Überweisen Sie den Betrag auf unser Treuhandkonto. Der Verkäufer versendet die Ware versichert, nachdem wir den Eingang bestätigt haben. Sie haben 3 Tage Prüfzeit.</p>
  <table><tr><td>Empfänger</td><td>SK24 Payment Services OÜ</td></tr><tr><td>IBAN</td><td>EE48 7700 7710 0312 8829</td></tr><tr><td>BIC</td><td>LHVBEE22</td></tr><tr><td>Verwendungszweck</td><td>TS-44019</td></tr></table>
  <p style="font-size:13px">Unsere Treuhandgebühr (1,5%) trägt der Verkäufer. SicherKauf24 ist Mitglied im Bundesverband Treuhand e.V. und zertifiziert nach TÜV Safer Shopping.</p>
</div>
${footer({ cols: [['SicherKauf24', ['Impressum', 'AGB', 'Datenschutz']]], legal: 'SicherKauf24 Treuhand GmbH · Königsallee 60, 40212 Düsseldorf · Amtsgericht Düsseldorf HRB 99120' })}`,
    }),
    routes: {},
  },
  {
    id: 'zc-invest-gold-savings-plan-de',
    label: 'scam',
    kind: 'investment-shop',
    url: `https://${GLD}/goldsparplan`,
    body: doc({
      lang: 'de',
      title: 'Goldkontor – Physisches Gold mit garantiert 4% pro Monat Wertzuwachs',
      head: faviconTag(GLD),
      css: '.hero{background:#1c1a14;color:#e9c46a;padding:56px 0}.tbl td{font-size:15px}',
      body: `${header({ brand: 'GOLDKONTOR', nav: ['Goldbarren', 'Goldmünzen', 'Sparplan', 'Lagerung', 'Über uns'], bg: '#1c1a14', fg: '#e9c46a' })}
<section class="hero"><div class="wrap"><h1>Ihr Gold arbeitet für Sie.</h1><p style="color:#fff">Kaufen Sie physische Goldbarren unter Spotpreis und lassen Sie sie in unserem Zollfreilager in Zürich arbeiten: <b>garantierte 4% Wertzuwachs pro Monat</b> durch unseren Gold-Leasing-Pool. Jederzeit auszahlbar.</p></div></section>
<main class="wrap">
  <table class="tbl"><tr><th>Anlage</th><th>nach 12 Monaten</th><th>nach 24 Monaten</th></tr><tr><td>5.000 €</td><td>8.005 €</td><td>12.816 €</td></tr><tr><td>25.000 €</td><td>40.025 €</td><td>64.082 €</td></tr><tr><td>100.000 €</td><td>160.103 €</td><td>256.330 €</td></tr></table>
  <p>Mindestanlage 2.500 €. Zahlung per SEPA-Überweisung oder USDT (TRC-20). Nach Eingang erhalten Sie Ihr Eigentumszertifikat per E-Mail und Zugang zum Kundenportal.</p>
  <form action="/konto-eroeffnen" method="post" style="max-width:480px"><h3>Jetzt Depot eröffnen</h3><label>Name</label><input name="n"><label>E-Mail</label><input name="e"><label>Telefon</label><input name="t"><label>Anlagebetrag</label><select name="a"><option>2.500 €</option><option>10.000 €</option><option>25.000 €</option><option>100.000 €+</option></select><button class="btn" style="background:#e9c46a;margin-top:14px">Rückruf vom Anlageberater</button></form>
  <p style="font-size:12px;color:#666">Bekannt aus: Handelsblatt, FOCUS Money, Die Welt. BaFin-Registrierungsnummer 128 771.</p>
</main>
${footer({ cols: [['Goldkontor', ['Impressum', 'AGB', 'Datenschutz', 'Risikohinweise']]], legal: 'Goldkontor Edelmetallhandel AG · Bahnhofstrasse 45, 8001 Zürich · CHE-291.118.730' })}`,
    }),
    routes: { ...brandIcons(GLD, [233, 196, 106]) },
  },
  {
    id: 'zc-invest-cloud-mining-contracts-en',
    label: 'scam',
    kind: 'investment-shop',
    url: `https://${MIN}/plans`,
    body: doc({
      lang: 'en',
      title: 'HashNova – Cloud Mining Contracts | Earn BTC daily',
      head: faviconTag(MIN),
      css: 'body{background:#0a0f1f;color:#e6e9f2}.plan{background:#121a33;border:1px solid #24305c;border-radius:10px;padding:22px}.g{color:#34d399;font-weight:700}',
      body: `${header({ brand: '⛏ HashNova', nav: ['Plans', 'Referral', 'Mining farms', 'FAQ', 'Login'], bg: '#0a0f1f', fg: '#fff', right: '<a class="btn" style="background:#34d399;color:#000;padding:8px 14px">Sign up – get $10 bonus</a>' })}
<main class="wrap">
  <h1>Choose your mining contract</h1><p>Powered by 48,000 Antminer S21 units in Iceland &amp; Kazakhstan. Daily payouts, no hardware, no electricity bills.</p>
  <div style="display:grid;grid-template-columns:repeat(4,1fr);gap:16px">
    ${[['Starter', '$100', '2 days', '$106'], ['Silver', '$1,000', '10 days', '$1,350'], ['Gold', '$5,000', '20 days', '$8,900'], ['Whale', '$20,000', '30 days', '$44,000']].map(([n, p, d, r]) => `<div class="plan"><h3>${n}</h3><p style="font-size:26px">${p}</p><p>Duration: ${d}</p><p class="g">Total return: ${r}</p><button class="btn" style="background:#34d399;color:#000;width:100%">Buy contract</button></div>`).join('')}
  </div>
  <h3 style="margin-top:30px">Live payouts</h3><div id="feed" style="font-family:monospace;font-size:13px"></div>
  <p>We accept BTC, ETH, USDT (TRC20/ERC20), LTC, DOGE. Withdraw min $100. Referral bonus 8% + 3% + 1%.</p>
</main>
${footer({ cols: [['HashNova', ['About', 'Certificate of incorporation (UK)', 'Terms', 'AML policy']]], legal: 'HashNova Mining Ltd, Company No. 14882301, 71-75 Shelton Street, London WC2H 9JQ', bg: '#0a0f1f', fg: '#778' })}
<script>
var u=['jam***@gmail.com','ali***@yahoo.com','wei***@qq.com','mar***@outlook.com','kem***@hotmail.com'];setInterval(function(){var f=document.getElementById('feed');var l=document.createElement('div');l.textContent=new Date().toLocaleTimeString()+'  '+u[Math.floor(Math.random()*u.length)]+'  withdrew  $'+(Math.random()*4000+120).toFixed(2);f.prepend(l);if(f.children.length>8)f.lastChild.remove();},1800);
</script>`,
    }),
    routes: { ...brandIcons(MIN, [52, 211, 153]) },
  },
  {
    id: 'zc-sub-trap-keto-free-trial-en',
    label: 'scam',
    kind: 'subscription-trap',
    url: `https://${KET}/checkout?aff=1192&sub1=fbads&cid=77a1`,
    body: doc({
      lang: 'en-US',
      title: 'Claim Your FREE Bottle of SlimKeto Advanced – Just Pay Shipping',
      head: metaPixel('443019281177'),
      css: 'body{background:#fdf7ec}.c{max-width:900px;margin:20px auto;display:grid;grid-template-columns:1fr 1fr;gap:26px}.fine{font-size:9px;color:#999;line-height:1.2}',
      body: `<div style="background:#c0392b;color:#fff;text-align:center;padding:8px;font-weight:700">⚠ Due to high demand from our TV feature, supply is limited as of <script>document.write(new Date().toLocaleDateString())</script></div>
<div class="c">
  <div><img src="https://${KET}/bottle.png" width="400" height="400" alt="" style="width:100%;background:#eee"><h2>As seen on Shark Tank</h2><p>✔ Burns fat for energy ✔ Boosts metabolism ✔ No diet needed</p><p>“I lost 28 lbs in 5 weeks” – Jennifer, 42</p></div>
  <div style="background:#fff;padding:22px;border-radius:8px">
    <h2>Step 2: Where should we send your FREE bottle?</h2>
    <p>Retail $89.95 – <b>today only: $0.00</b>. You just pay <b>$4.95 shipping</b>.</p>
    <form action="/order" method="post"><label>Name</label><input name="n"><label>Address</label><input name="a"><label>Email</label><input name="e">${cardFields({ holder: 'Name on card', number: 'Card number', exp: 'Exp', cvc: 'CVV' })}
    <label style="display:flex;gap:6px;font-size:12px"><input type="checkbox" checked style="width:auto"> Yes, rush my order</label>
    <button class="btn" style="background:#27ae60;color:#fff;width:100%;margin-top:12px;font-size:18px">RUSH MY FREE BOTTLE »</button></form>
    <p class="fine">By placing your order you agree to our Terms. You will be enrolled in our 14-day trial. If you do not cancel within 14 days of your order date, you will be charged $89.95 and enrolled in our VIP auto-ship program, receiving a new bottle every 30 days at $89.95 plus $7.95 shipping, billed to the card provided. You will also be enrolled in a 7-day trial of SlimClub membership ($29.97/month thereafter). To cancel call 1-888-555-0127 (Mon–Fri 9am–11am EST). Charges will appear as "SK NUTRA 8885550127".</p>
  </div>
</div>`,
    }),
    routes: { [`${KET}/bottle.png`]: pngR(220, 180, 40) },
  },
  {
    id: 'zc-sub-trap-iq-test-result-es',
    label: 'scam',
    kind: 'subscription-trap',
    url: `https://${IQT}/resultado`,
    body: doc({
      lang: 'es',
      title: 'Tu resultado de CI está listo – Test CI Oficial',
      css: 'body{background:#eef2ff}.c{max-width:520px;margin:40px auto;background:#fff;padding:30px;border-radius:14px;text-align:center}.blur{filter:blur(6px);font-size:60px;font-weight:800}.fine{font-size:10px;color:#888;text-align:left}',
      body: `<div class="c">
  <h2>¡Felicidades! Has completado el test 🎉</h2>
  <p>Tu cociente intelectual es:</p><div class="blur">128</div>
  <p>Has superado al <b>94%</b> de la población. Desbloquea tu resultado completo, tu certificado oficial y el análisis de tus 5 tipos de inteligencia.</p>
  <p style="font-size:28px;font-weight:800">0,50 €</p>
  <form action="/pago" method="post" style="text-align:left">${cardFields({ holder: 'Titular', number: 'Número de tarjeta', exp: 'MM/AA', cvc: 'CVC' })}<button class="btn" style="background:#4f46e5;color:#fff;width:100%;margin-top:14px">Ver mi resultado</button></form>
  <p class="fine">Al continuar, aceptas los Términos. Tu pago de 0,50 € da acceso a una prueba de 48 horas a la suscripción Premium de test-ci-oficial.es. Después de la prueba, la suscripción se renovará automáticamente por 29,99 € cada 2 semanas hasta que la canceles desde tu área de cliente.</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-sub-trap-loyalty-prize-shipping-it',
    label: 'scam',
    kind: 'subscription-trap',
    url: `https://${WIN}/it/sondaggio/premio?cl=esselunga`,
    body: doc({
      lang: 'it',
      title: 'Congratulazioni! Premio fedeltà clienti 2025',
      css: 'body{background:#f2f2f2}.c{max-width:480px;margin:20px auto;background:#fff;padding:22px;border-radius:8px;text-align:center}',
      body: `<div class="c">
  <p style="color:#c00;font-weight:700">Congratulazioni! Sei stato selezionato 🎁</p>
  <p>Hai completato il sondaggio clienti. Come ringraziamento puoi ricevere un <b>iPhone 16 Pro</b> pagando solo le spese di spedizione di <b>€ 1,95</b>.</p>
  <img src="https://${WIN}/prize.png" width="200" height="200" alt="" style="background:#ddd">
  <p>Rimangono <b>3</b> premi. L'offerta scade tra <b id="t">4:59</b>.</p>
  <div style="text-align:left;font-size:13px;border-top:1px solid #eee;padding-top:12px"><b>Commenti</b><p>Martina R.: Non ci credevo, ma è arrivato davvero!! 😍</p><p>Luca B.: ricevuto ieri, grazie mille</p></div>
  <form action="/it/checkout" method="get"><button class="btn" style="background:#e30613;color:#fff;width:100%">RICHIEDI IL PREMIO</button></form>
</div>
<script>var s=299;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);</script>`,
    }),
    routes: {
      [`${WIN}/prize.png`]: pngR(60, 60, 60),
      [`${WIN}/it/checkout`]: htmlRoute(
        doc({
          lang: 'it',
          title: 'Spedizione premio',
          css: '.c{max-width:480px;margin:20px auto}.fine{font-size:9px;color:#999}',
          body: `<div class="c"><h2>Spedizione € 1,95</h2><form action="/it/pay" method="post"><label>Nome</label><input name="n"><label>Indirizzo</label><input name="a">${cardFields({ holder: 'Titolare', number: 'Numero carta', exp: 'Scadenza', cvc: 'CVV' })}<button class="btn" style="background:#e30613;color:#fff;width:100%;margin-top:12px">Paga € 1,95</button></form><p class="fine">Ordinando accetti l'iscrizione al club Mega-Sconti con periodo di prova di 5 giorni, poi addebito di € 69,00 ogni mese.</p></div>`,
        }),
      ),
    },
  },
  {
    id: 'zc-invest-ai-arbitrage-shop-deposit-en',
    label: 'scam',
    kind: 'investment-shop',
    url: `https://${AIS}/app/#/deposit`,
    body: doc({
      lang: 'en',
      title: 'AI Arbitrage Shop – Deposit',
      css: 'body{background:#0e1117;color:#e6edf3}.c{max-width:460px;margin:0 auto;padding:20px}.card{background:#161b22;border-radius:12px;padding:18px;margin:12px 0}.addr{font-family:monospace;word-break:break-all;background:#0d1117;padding:10px;border-radius:6px}',
      body: `<div class="c" id="app">Loading…</div>
<script src="https://${AIS}/app/static/js/main.8f2c1a.js"></script>`,
    }),
    routes: {
      [`${AIS}/app/static/js/main.8f2c1a.js`]: jsRoute(
        `(function(){fetch('/api/v1/user/info').then(function(r){return r.json()}).then(function(u){var a=document.getElementById('app');
a.innerHTML='<div class="card"><div style="opacity:.7">Total assets (USDT)</div><div style="font-size:32px;font-weight:800">'+u.balance+'</div><div style="color:#3fb950">Today\\'s AI arbitrage income: +'+u.today+'</div></div>'+
'<div class="card"><b>Deposit USDT (TRC20)</b><p>Minimum deposit 50 USDT. Your VIP level: '+u.vip+'. Upgrade to VIP '+(u.vip+1)+' by depositing '+u.next+' USDT to unlock 3.8% daily income.</p><div class="addr">'+u.addr+'</div><button class="btn" style="background:#238636;color:#fff;width:100%;margin-top:10px" onclick="navigator.clipboard.writeText(\\''+u.addr+'\\')">Copy address</button></div>'+
'<div class="card" style="font-size:13px">Withdrawals are processed within 24h. A 15% personal income tax must be paid before withdrawal of profits above 1,000 USDT.</div>';});})();`,
      ),
      [`${AIS}/api/v1/user/info`]: jsonRoute({ balance: '2,418.77', today: '61.30', vip: 2, next: 3000, addr: 'TQ7n3XJb9vR2yPk1mW8ZsL4aFh6cDe5gUt' }),
    },
  },
];
