import { type Entry } from '../entry.js';
import { doc, logo, cardFields, qrSvg } from '../parts/yx-kit.js';

export const entries: Entry[] = [
{
  id: 'yx-safe-account-swedbank-skyddskonto',
  label: 'scam',
  kind: 'safe-account-scam',
  url: 'https://swedbank-sakerhetsavdelning.se-skydd.com/arende/44812',
  body: doc({
    lang: 'sv',
    title: 'Swedbank Säkerhetsavdelning – Ärende 44812',
    css: `body{margin:0;font-family:Arial;background:#fdf6ee;color:#512b2b}.h{background:#ee7023;padding:14px 26px;color:#fff;display:flex;justify-content:space-between;align-items:center}.w{max-width:680px;margin:28px auto;background:#fff;padding:30px;border-radius:6px}.red{background:#fde2e2;border:1px solid #e57373;padding:14px;border-radius:4px}.acct{font-family:monospace;font-size:20px;background:#fff3e6;padding:14px;border-radius:4px}ol li{margin:8px 0}`,
    body: `<div class="h">${logo.word('Swedbank', '#fff', 28)}<span>Säkerhetsavdelningen · Ärende <b>44812</b></span></div>
<div class="w"><div class="red"><b>Ditt konto har utsatts för ett pågående intrång.</b> Obehöriga har lagt till en ny BankID-enhet och försöker föra över pengar. Vi har öppnat ett skyddskonto i ditt namn.</div>
<h2>Gör så här nu – tillsammans med din handläggare</h2>
<ol><li>Behåll samtalet med din handläggare <b>Johan Lindqvist</b> (tfn 08-585 911 40). Lägg inte på.</li>
<li>Logga in i din vanliga internetbank och för över <b>hela ditt saldo</b>, inklusive sparkonton, till skyddskontot nedan.</li>
<li>Om banken frågar vad överföringen gäller, ange “egen överföring” – bedragarna kan ha tillgång till bankens chatt.</li>
<li>Signera överföringen med BankID. Pengarna återförs till ditt nya konto inom 24 timmar.</li></ol>
<p>Ditt personliga skyddskonto:</p><div class="acct">Clearingnr 8327-9<br>Kontonr 994 412 881-2<br>Mottagare: Skyddskonto Swedbank / L. Andersson</div>
<p>Om du inte kan göra överföringen själv kan handläggaren hjälpa dig via fjärrstöd. <a href="/arende/44812/fjarrstod.exe">Starta säker fjärrsupport</a>.</p>
<p style="font-size:12px;color:#8a6b5a">Swedbank AB (publ) · Säkerhetsavdelningen · Denna sida gäller endast ärende 44812.</p></div>`,
  }),
} satisfies Entry,
(() => {
  const h = 'elpriskompensation-2025.se-stod.org';
  return {
    id: 'yx-elstod-2025-fee-scam-se',
    label: 'scam',
    kind: 'fake-energy-rebate',
    url: `https://${h}/ansok/`,
    body: doc({
      lang: 'sv',
      title: 'Elpriskompensation 2025 – Ansök om elstöd',
      css: `body{margin:0;font-family:Arial;background:#f3f6f4}.h{background:#1d5b3b;color:#fff;padding:16px 30px;display:flex;gap:12px;align-items:center;font-weight:bold;font-size:19px}.w{max-width:640px;margin:26px auto;background:#fff;padding:30px}.calc{background:#e8f3ec;padding:16px;border-radius:6px}.fld label{display:block;font-size:14px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999}.half{display:inline-block;width:48%;margin-right:2%}button{margin-top:16px;background:#1d5b3b;color:#fff;border:0;padding:13px 28px;font-size:16px}`,
      body: `<div class="h">${logo.crown(30)} Elpriskompensation 2025 · Statligt elstöd för hushåll</div>
<div class="w"><h1>Ansök om elstöd – upp till 4 800 kr</h1><p>Regeringen har beslutat om ett nytt elstöd för hushåll i elområde 3 och 4. Stödet betalas ut direkt till ditt bankkonto inom 5 bankdagar efter godkänd ansökan.</p>
<div class="calc">Din beräknade kompensation: <b id="amt">–</b><br><label>Årlig förbrukning (kWh): <input id="kwh" value="12000" style="width:100px"></label></div>
<form method="post" action="/ansok/betala.php"><div class="fld"><label>Personnummer</label><input name="pnr"></div><div class="fld"><label>Anläggnings-ID (finns på elfakturan)</label><input name="anl"></div><div class="fld"><label>Adress</label><input name="adr"></div>
<h3>Administrativ avgift 49 kr</h3><p style="font-size:14px">För att förhindra fusk tas en administrativ avgift ut. Avgiften återbetalas tillsammans med stödet.</p>${cardFields('sv', ['kn', 'ut', 'cv', 'nm'])}<button>Skicka ansökan</button></form>
<p style="font-size:12px;color:#666">Handläggs av Elstödskansliet i samarbete med Energimarknadsinspektionen.</p></div>
<script>function r(){document.getElementById('amt').textContent=Math.min(4800,Math.round(document.getElementById('kwh').value*0.38))+' kr'}document.getElementById('kwh').oninput=r;r();</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const h = 'produktgranskare-jobb.se-workhub.com';
  return {
    id: 'yx-task-scam-produktgranskare-se',
    label: 'scam',
    kind: 'job-task-scam',
    url: `https://${h}/m/uppgifter?inv=HX7Q21`,
    body: doc({
      lang: 'sv',
      title: 'NordReview – Uppgiftscenter',
      css: `body{margin:0;font-family:Arial;background:#f4f2fb;color:#222}.h{background:#5b3cc4;color:#fff;padding:14px 20px}.c{max-width:480px;margin:0 auto;padding:16px}.bal{background:#fff;border-radius:12px;padding:16px;display:flex;justify-content:space-between}.lv{background:#fff;border-radius:12px;padding:14px;margin:10px 0;display:flex;justify-content:space-between;align-items:center}.lv.lock{opacity:.6}.btn{background:#5b3cc4;color:#fff;border:0;padding:10px 16px;border-radius:20px}.task{display:flex;gap:10px;background:#fff;border-radius:12px;padding:12px;margin:8px 0}.task i{display:block;width:54px;height:54px;background:#ddd;border-radius:8px}`,
      body: `<div class="h"><b>NordReview</b> · Produktgranskare · Inbjudningskod HX7Q21</div><div class="c">
<div class="bal"><span>Saldo<br><b style="font-size:24px">1 287,40 kr</b></span><span>Dagens provision<br><b style="color:#16a34a">+312,00 kr</b></span></div>
<h3>Dagens uppgifter (22/40)</h3><div class="task"><i></i><div>Betygsätt: <b>Philips Airfryer XXL</b><br>Provision 14,20 kr · <button class="btn">Skicka betyg</button></div></div>
<div class="task"><i></i><div><b>⭐ Kombinationsuppgift</b> (premie ×6)<br>Kräver att saldot täcker produktvärdet 3 480 kr. Fyll på för att fortsätta – beloppet återbetalas med provision.</div></div>
<h3>Nivåer</h3><div class="lv"><span><b>VIP 1</b> · 40 uppgifter/dag · 0,4 %</span><span>Aktiv</span></div><div class="lv lock"><span><b>VIP 2</b> · insättning 5 000 kr · 0,8 %</span><button class="btn">Uppgradera</button></div><div class="lv lock"><span><b>VIP 3</b> · insättning 15 000 kr · 1,2 %</span><button class="btn">Uppgradera</button></div>
<div class="lv"><span>Insättning endast via USDT (TRC20):<br><code style="font-size:12px">TVq1kPz8aH3mWc7YxR2bN6dJ4eLsG9uTfQ</code></span></div>
<p>Frågor? Kontakta din handledare <b>Sara</b> på WhatsApp <a href="https://wa.me/46765541209">+46 76 554 12 09</a> eller Telegram <a href="https://t.me/nordreview_sara">@nordreview_sara</a>.</p>
<p style="font-size:12px;color:#666">Uttag möjliga efter 3 fullständiga uppgiftsomgångar. Uttagsavgift 10 %.</p></div>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const h = 'fjallraven-utsalg.shop';
  const items: [string, number, number, string][] = [
    ['Kånken Classic', 1199, 239, '#c0392b'], ['Kånken No. 2 Laptop', 1899, 379, '#1f4e79'], ['Expedition Pack Down Jacket', 6499, 1299, '#2d3436'], ['Keb Trousers M', 2999, 599, '#556b2f'], ['Greenland Winter Jacket', 3899, 779, '#7f8c8d'], ['Abisko Friluft 35', 2299, 459, '#d35400'],
  ];
  return {
    id: 'yx-fake-shop-fjallraven-outlet-no',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${h}/no/utsalg`,
    body: doc({
      lang: 'no',
      title: 'Fjällräven Outlet Norge – Stengesalg opptil 80 %',
      css: `body{margin:0;font-family:Arial;color:#222}.bn{background:#c0392b;color:#fff;text-align:center;padding:8px;font-weight:bold}.h{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #eee}.g{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:20px}.p{border:1px solid #eee;padding:12px;text-align:center}.p s{color:#999}.p b{color:#c0392b;font-size:20px}.p button{width:100%;margin-top:8px;padding:10px;background:#222;color:#fff;border:0}.co{max-width:480px;margin:30px auto;border:1px solid #ddd;padding:20px}.fld label{display:block;font-size:13px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #aaa}.half{display:inline-block;width:48%;margin-right:2%}`,
      body: `<div class="bn">🔥 STENGESALG – Butikken legges ned! Alt må ut. Gratis frakt over 500 kr. Kun i dag: ekstra 10 % med kode NORGE10</div>
<div class="h"><b style="font-size:22px">Fjällräven ▲ Outlet</b><span>🛒 Handlekurv (<span id="n">0</span>)</span></div>
<div class="g">${items.map(([n, o, p, c]) => `<div class="p"><svg width="100%" height="160"><rect width="100%" height="160" fill="${c}"/></svg><p>${n}</p><s>${o} kr</s> <b>${p} kr</b><button onclick="add(${p})">Legg i handlekurv</button></div>`).join('')}</div>
<div class="co" id="co"><h3>Kasse</h3><form method="post" action="/no/checkout/pay.php"><div class="fld"><label>Navn</label><input name="navn"></div><div class="fld"><label>Adresse</label><input name="adresse"></div><div class="fld"><label>E-post</label><input name="epost"></div>${cardFields('no', ['card_no', 'card_exp', 'card_cvc', 'card_name'])}<p>Totalt: <b id="t">0</b> kr</p><button style="width:100%;padding:12px;background:#c0392b;color:#fff;border:0">Fullfør kjøp</button></form>
<p style="font-size:11px;color:#888">© 2025 Fjällräven Outlet Norge · Kundeservice: support@fjallraven-utsalg.shop · Leveringstid 7–21 virkedager</p></div>
<script>var t=0;function add(p){t+=p;document.getElementById('n').textContent=+document.getElementById('n').textContent+1;document.getElementById('t').textContent=t}</script>`,
    }),
  } satisfies Entry;
})(),
{
  id: 'yx-inheritance-advance-fee-fi',
  label: 'scam',
  kind: 'advance-fee-scam',
  url: 'https://meyer-partners-legal.com/fi/perinto/tapaus-FI-2291',
  body: doc({
    lang: 'fi',
    title: 'Meyer & Partners Rechtsanwälte – Perintöasia FI-2291',
    css: `body{margin:0;font-family:Georgia,serif;background:#f7f5ef;color:#222}.h{background:#1c2a39;color:#d4af37;padding:20px 34px;font-size:22px;letter-spacing:1px}.w{max-width:720px;margin:30px auto;background:#fff;padding:36px;border:1px solid #e0dccd}.seal{float:right;width:90px;height:90px;border-radius:50%;border:3px double #d4af37;text-align:center;font-size:11px;padding-top:30px;box-sizing:border-box;color:#1c2a39}table{width:100%;border-collapse:collapse}td{padding:6px;border-bottom:1px solid #eee}`,
    body: `<div class="h">MEYER &amp; PARTNERS · RECHTSANWÄLTE · ZÜRICH</div><div class="w"><div class="seal">NOTARIELL<br>BEGLAUBIGT</div>
<h2>Perintöilmoitus – tapaus FI-2291</h2><p>Hyvä vastaanottaja,</p><p>Edustamme edesmenneen asiakkaamme <b>Harald K. Virtanen</b> (k. 14.3.2024, Lausanne) kuolinpesää. Hän ei jättänyt testamenttia eikä tunnettuja perillisiä. Sukututkimuksemme perusteella olette hänen kaukainen sukulaisensa ja oikeutettu perimään:</p>
<table><tr><td>Pankkitalletus (UBS, Zürich)</td><td><b>2 430 000,00 €</b></td></tr><tr><td>Arvopaperisalkku</td><td><b>618 400,00 €</b></td></tr><tr><td>Perintöosuutenne (60 %)</td><td><b>1 829 040,00 €</b></td></tr></table>
<p>Varojen vapauttamiseksi Sveitsin lain mukaan on maksettava <b>notaari- ja leimavero 3 850 €</b> ennen 14 päivän määräajan päättymistä, jonka jälkeen varat siirtyvät valtiolle.</p>
<form method="post" action="/fi/perinto/vastaus"><p>Nimi <input name="nimi"> Puhelin <input name="puh"></p><p>Sähköposti <input name="email"> Passin/henkilökortin kopio <input type="file" name="id"></p><button>Vahvistan perintöoikeuteni</button></form>
<p>Kunnioittavasti,<br><i>Dr. iur. Thomas Meyer</i><br>Senior Partner · +41 44 586 72 10 · t.meyer@meyer-partners-legal.com</p></div>`,
  }),
} satisfies Entry,
{
  id: 'yx-romance-soldier-leave-payment',
  label: 'scam',
  kind: 'romance-scam',
  url: 'https://us-army-leave-approval.org/portal/request/SGT-48812',
  body: doc({
    lang: 'en',
    title: 'U.S. Army Leave Request & Family Payment Portal',
    css: `body{margin:0;font-family:Arial;background:#e9e6da}.h{background:#221f20;color:#ffcc01;padding:14px 26px;display:flex;gap:14px;align-items:center}.h b{font-size:20px}.w{max-width:700px;margin:26px auto;background:#fff;padding:28px;border-top:6px solid #ffcc01}table{width:100%;border-collapse:collapse}td{border:1px solid #ddd;padding:8px}.pay{background:#fff8d6;padding:14px;margin-top:16px}`,
    body: `<div class="h"><svg width="40" height="40"><polygon points="20,2 25,15 39,15 28,24 32,38 20,29 8,38 12,24 1,15 15,15" fill="#ffcc01"/></svg><b>U.S. ARMY · Leave Request Processing Center</b></div>
<div class="w"><h2>Emergency Leave Request – Pending Family Sponsor Payment</h2>
<table><tr><td>Service member</td><td>SGT Michael R. Anderson</td></tr><tr><td>Deployment</td><td>Camp Lemonnier, Djibouti (UN peacekeeping)</td></tr><tr><td>Requested leave</td><td>30 days – travel to Stockholm, Sweden</td></tr><tr><td>Sponsor</td><td>Ms. Eva L. (Sweden)</td></tr><tr><td>Status</td><td><b style="color:#b00">Awaiting leave fee</b></td></tr></table>
<div class="pay"><p>According to AR 600-8-10, leave for personnel in classified operations must be sponsored by a family member or partner. The refundable leave and flight security fee is <b>USD 2,850</b>.</p><p>Accepted payment: Apple / Steam gift cards (send photo of codes to the officer), Bitcoin to <code>bc1q8y4x0c7kplvw2zq3m9fne6h5rtd0xj2wa7sk4e</code>, or Western Union to Capt. James Walker, Lagos.</p>
<form method="post" action="/portal/request/SGT-48812/confirm"><p>Sponsor name <input name="name"> Email <input name="email"></p><p>Gift card codes / transaction ID<br><textarea name="codes" rows="3" cols="50"></textarea></p><button>Submit payment confirmation</button></form></div>
<p style="font-size:12px">Do not discuss this request with bank staff; military leave is classified information.</p></div>`,
  }),
} satisfies Entry,
(() => {
  const addr = 'bc1qm4r7z2x9w0kq8t6yd3v5lh2pn7cf4ga0suj9e8';
  return {
    id: 'yx-sextortion-btc-countdown-se',
    label: 'scam',
    kind: 'extortion-scam',
    url: 'https://vattenfall-kundportal.se-sakerhet.eu/p/2d71ac/',
    body: doc({
      lang: 'sv',
      title: 'Viktigt meddelande',
      css: `body{margin:0;background:#111;color:#eee;font-family:"Courier New",monospace}.w{max-width:720px;margin:40px auto;padding:20px;border:1px solid #333}.t{color:#ff4d4d;font-size:34px;text-align:center}code{display:block;background:#222;padding:12px;word-break:break-all;color:#ffcc00}`,
      body: `<div class="w"><p>Hej,</p><p>Jag är en hackare och har haft tillgång till din enhet i flera månader. Din router hade en sårbarhet och jag installerade en trojan som spelat in dig via webbkameran medan du besökte vuxensidor.</p>
<p>Jag har ett videoklipp där du syns på ena halvan av skärmen och det du tittade på på den andra. Jag har också kopierat alla dina kontakter – familj, kollegor, vänner på Facebook.</p>
<p>Om du vill att jag raderar allt, skicka <b>1 450 USD</b> i Bitcoin till adressen nedan. Om jag inte får betalningen skickar jag videon till alla dina kontakter.</p>
<code>${addr}</code>${qrSvg(0x2d71ac, 150)}
<p class="t" id="cd">47:59:59</p><p>Du har 48 timmar. Timern startade när du öppnade den här sidan. Försök inte kontakta polisen – jag ser allt du gör.</p></div>
<script>var e=Date.now()+48*3600e3;setInterval(function(){var s=Math.max(0,Math.floor((e-Date.now())/1000));document.getElementById('cd').textContent=Math.floor(s/3600)+':'+('0'+Math.floor(s%3600/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000);</script>`,
    }),
  } satisfies Entry;
})(),
];
