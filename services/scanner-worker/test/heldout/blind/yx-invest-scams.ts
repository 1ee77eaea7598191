import { type Entry } from '../entry.js';
import { doc, qrSvg } from '../parts/yx-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const h = 'dagens-nyheter-norge.news';
  return {
    id: 'yx-fake-news-crypto-no-leadform',
    label: 'scam',
    kind: 'celebrity-crypto-fake-news',
    url: `https://${h}/artikkel/2025/10/kjendis-avslorer-inntekt/?fbclid=IwAR2x7kPq`,
    body: doc({
      lang: 'no',
      title: 'Kjent programleder avslører hvordan hun tjener 87 000 kr i uken',
      css: `body{margin:0;font-family:Arial,sans-serif}.top{background:#d8002b;color:#fff;padding:12px 22px;font:900 30px Arial}.a{max-width:720px;margin:20px auto;padding:0 16px}h1{font-size:34px;line-height:1.1}.f{background:#f5f7fa;border:2px solid #d8002b;padding:18px;border-radius:6px}.f input{width:100%;box-sizing:border-box;padding:11px;margin:4px 0 10px;border:1px solid #bbb}.f button{width:100%;padding:14px;background:#d8002b;color:#fff;border:0;font-weight:bold;font-size:17px}.chat{background:#f0f0f0;border-radius:8px;padding:10px;margin:8px 0}`,
      body: `<div class="top">DAGENS NYHETER NORGE</div><div class="a"><p style="color:#777;font-size:13px">Økonomi · Oppdatert i dag</p>
<h1>Kjent programleder avslører hvordan hun tjener 87 000 kr i uken – DNB prøvde å stoppe intervjuet</h1>
<p><b>Programleder Ingrid Solberg har lenge holdt det hemmelig. Nå forteller hun om «krypto-roboten» som gjorde henne økonomisk uavhengig.</b></p>
<p>– Jeg oppdaget Norsk Krypto Robot gjennom en venn i finansbransjen. Etter å ha satt inn 2 500 kroner første dag hadde jeg 11 000 kroner på kontoen etter fire dager, forteller Solberg.</p>
<div class="chat"><b>Ingrid:</b> Det fine er at du ikke trenger å kunne noe om investering. Roboten gjør alt, du tar bare ut pengene.</div>
<p>Etter at intervjuet ble publisert, kontaktet DNB redaksjonen og krevde artikkelen fjernet. – Bankene taper penger på dette, sier Solberg.</p>
<div class="f"><h3 style="margin-top:0">Registrer deg gratis – kun 23 plasser igjen i Norge i dag</h3>
<form id="lf"><input name="firstname" placeholder="Fornavn" required><input name="lastname" placeholder="Etternavn" required><input name="email" type="email" placeholder="E-post" required><input name="phone" placeholder="+47 Telefonnummer" required><button>START NÅ</button></form></div>
<p style="font-size:12px;color:#999">Annonse · Resultatene kan variere.</p></div>
<script>
(function(){if(!/fbclid|gclid/.test(location.search)){location.replace('https://${h}/oppskrift/fiskesuppe');return;}
document.getElementById('lf').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d.country='NO';d.funnel='nkr-v3';d.aff_sub='meta_ing_sol';
fetch('https://api.leadpush-crm.io/v2/leads?api_key=8e1b4c77d0a2',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(r){return r.json()}).then(function(j){location.href=j.autologin||'https://trade.norskkryptorobot.app/welcome'}).catch(function(){alert('En rådgiver vil ringe deg innen 15 minutter.')});};})();
</script>`,
    }),
  } satisfies Entry;
})(),
{
  id: 'yx-fake-broker-withdrawal-tax-fi',
  label: 'scam',
  kind: 'fake-broker-withdrawal-fee',
  url: 'https://app.nordic-capitalfx.com/fi/dashboard/nosto',
  body: doc({
    lang: 'fi',
    title: 'Nordic CapitalFX – Kojelauta',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#0f172a;color:#e2e8f0;display:grid;grid-template-columns:220px 1fr;min-height:100vh}nav{background:#111827;padding:20px}nav a{display:block;color:#94a3b8;padding:8px 0;text-decoration:none}nav a.on{color:#fff}main{padding:28px}
.cards{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.card{background:#1e293b;border-radius:10px;padding:18px}.big{font-size:30px;font-weight:700}.up{color:#22c55e}.warn{background:#451a03;border:1px solid #f59e0b;border-radius:10px;padding:18px;margin-top:22px}code{background:#0b1220;padding:6px 8px;border-radius:4px;display:inline-block;word-break:break-all}table{width:100%;border-collapse:collapse;margin-top:20px}td,th{padding:8px;border-bottom:1px solid #334155;text-align:left;font-size:14px}`,
    body: `<nav><b style="font-size:18px">Nordic CapitalFX</b><br><br><a href="#">Kojelauta</a><a href="#">Kaupankäynti</a><a class="on" href="#">Nosto</a><a href="#">Oma tilinhoitaja</a><a href="#">Tuki</a></nav>
<main><h1>Tervetuloa takaisin, Pertti</h1>
<div class="cards"><div class="card">Saldo<div class="big">48 211,40 €</div><span class="up">▲ +1 828,6 % alkuperäisestä talletuksesta</span></div><div class="card">Avoimet positiot<div class="big">7</div>BTC/EUR, XAU/USD, TSLA</div><div class="card">Tilinhoitaja<div class="big" style="font-size:20px">Mark Eriksson</div>+44 20 3807 1194</div></div>
<div class="warn"><h2 style="margin-top:0">⚠ Nostopyyntösi #NC-55712 odottaa</h2><p>Ennen varojen vapauttamista pankkitilillesi sinun on maksettava Suomen lain mukainen <b>pääomatulovero 15 % (7 231,71 €)</b> sekä kansainvälinen AML-vakuus. Veroa ei voi vähentää saldosta sääntelysyistä.</p>
<p>Maksa USDT (TRC-20) osoitteeseen:<br><code>TQ7mX2c9kVbN4wZrHs8pLdE1yF6uJa3tRk</code></p><p>tai pankkisiirrolla: <b>IBAN LT41 3250 0719 4421 8802</b>, saaja Capital Clearing UAB, viite 55712.</p>
<p>Maksamattomat nostot perutaan 72 tunnin kuluttua ja tili jäädytetään.</p><button style="padding:12px 22px;background:#f59e0b;border:0;border-radius:6px;font-weight:bold">Olen maksanut – lähetä kuitti</button></div>
<table><tr><th>Päivä</th><th>Tapahtuma</th><th>Summa</th></tr><tr><td>02.09.</td><td>Talletus (kortti)</td><td>250,00 €</td></tr><tr><td>11.09.</td><td>Talletus (AnyDesk-avusteinen)</td><td>5 000,00 €</td></tr><tr><td>30.09.</td><td>Bonus «VIP Gold»</td><td>2 500,00 €</td></tr><tr><td>14.10.</td><td>Nosto (odottaa veroa)</td><td>-48 000,00 €</td></tr></table></main>`,
  }),
} satisfies Entry,
(() => {
  const h = 'pensionsmyndigheten-premiepension.se-fondtorg.com';
  return {
    id: 'yx-premiepension-transfer-bankid-scam',
    label: 'scam',
    kind: 'pension-transfer-fraud',
    url: `https://${h}/flytta/nordic-alpha`,
    body: doc({
      lang: 'sv',
      title: 'Pensionsmyndigheten – Byt fond för din premiepension',
      css: `body{margin:0;font-family:Arial;background:#f6f4f1;color:#222}.h{background:#fff;padding:14px 30px;border-bottom:4px solid #ef7d00;font-size:20px;font-weight:bold}.w{max-width:720px;margin:30px auto;background:#fff;padding:30px}.chart{display:flex;align-items:flex-end;gap:8px;height:140px;margin:18px 0}.chart i{flex:1;background:#ef7d00}.kv{display:grid;grid-template-columns:1fr 1fr;gap:8px;background:#fdf1e3;padding:14px}input{padding:11px;width:100%;box-sizing:border-box;border:1px solid #888}button{margin-top:14px;background:#193e4f;color:#fff;border:0;padding:13px 24px}#q{display:none;text-align:center}`,
      body: `<div class="h">Pensionsmyndigheten · Fondtorget</div><div class="w"><h1>Flytta din premiepension till Nordic Alpha Fond</h1>
<p>Inflationen äter upp din pension. Pensionsmyndighetens nya upphandlade fond <b>Nordic Alpha</b> har gett <b>14,2 % årlig avkastning</b> sedan start och har en garanterad lägstanivå. Erbjudandet gäller t.o.m. 31 oktober.</p>
<div class="chart">${[22, 30, 35, 41, 50, 62, 70, 84, 95, 120].map((v) => `<i style="height:${v}px"></i>`).join('')}</div>
<div class="kv"><span>Årlig avgift</span><b>0,09 %</b><span>Garanterad avkastning</span><b>8 % / år</b><span>Risknivå</span><b>1 av 7</b><span>Förvaltare</span><b>Nordic Alpha Capital Ltd (Cypern)</b></div>
<h3>Logga in med BankID för att genomföra fondbytet</h3><form id="p"><label>Personnummer<br><input name="pnr" placeholder="ÅÅÅÅMMDD-NNNN"></label><br><label>Telefonnummer (en pensionsrådgivare ringer för att bekräfta)<br><input name="tel"></label><button>Byt fond med BankID</button></form>
<div id="q">${qrSvg(777031, 170)}<p>Öppna BankID-appen och skanna QR-koden. Signera <b>“Fullmakt för pensionsförvaltning”</b>.</p></div></div>
<script>document.getElementById('p').onsubmit=function(e){e.preventDefault();fetch('/flytta/api/start',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('q').style.display='block'};</script>`,
    }),
    routes: { [`${h}/flytta/api/start`]: jsonRoute({ ok: true }) },
  } satisfies Entry;
})(),
];
