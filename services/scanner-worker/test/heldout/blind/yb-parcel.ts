import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, govCss, baseCss, spinnerCss, cardFormatJs, cookieBanner, gtm, b64 } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

// Post and parcel services, public transport and road-toll operators: SMS-lure kits, and the real
// tracking, ticket and toll pages.

const trackSteps = (steps: [string, string, boolean][]): string =>
  `<ol class="trk">${steps.map(([t, d, on]) => `<li class="${on ? 'on' : ''}"><b>${t}</b><span>${d}</span></li>`).join('')}</ol>`;
const trkCss = `.trk{list-style:none;padding:0;margin:18px 0;border-left:3px solid #d0d5da}.trk li{padding:0 0 16px 18px;position:relative;color:#666}.trk li:before{content:"";position:absolute;left:-9px;top:4px;width:14px;height:14px;border-radius:50%;background:#d0d5da}.trk li.on{color:#111}.trk li.on:before{background:var(--c,#00a0d6)}.trk b{display:block}.trk span{font-size:13px}`;

export const entries: Entry[] = [
  {
  id: 'yb-ee-omniva-pakiautomaat-kood',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://omniva-ee.pakiautomaat-kood.com/ee/jalgimine',
  body: doc({
    lang: 'et',
    title: 'Omniva – Saadetise jälgimine',
    css: `${cardCss}
body{background:#f6f4f2}
.om{font:800 30px Arial;color:#ff6319}
.btn{background:#ff6319}`,
    body: `<div class="wrap"><div class="card">
<div class="om">omniva</div>
<h1>Teie pakk ootab pakiautomaadis</h1>
<p>Saadetise <b>CE473920188EE</b> avamiskood on aegunud. Uue koodi saamiseks tasuge hoiustamistasu <b>1,99 €</b>.</p>
<form method="post" action="/ee/maksa.php">
<label>Nimi</label><input type="text" name="nimi" required>
<label>Telefon</label><input type="tel" name="tel" required>
<label>Kaardi number</label><input type="text" name="kaart" required>
<div class="row"><div><label>Kehtiv</label><input type="text" name="kehtiv"></div><div><label>CVC</label><input type="text" name="cvc"></div></div>
<button class="btn">Maksa 1,99 €</button>
</form>
</div></div>`,
  }),
},
  {
  id: 'yb-no-autopass-bompenger-ubetalt',
  label: 'phishing',
  kind: 'toll-kit',
  url: 'https://autopass-betaling.no-faktura.com/ubetalt',
  body: doc({
    lang: 'no',
    title: 'AutoPASS – Ubetalt bompengefaktura',
    css: `${baseCss}
body{background:#eef2f5}
.h{background:#003b5c;color:#fff;padding:16px 28px;font:700 22px Arial}
.c{max-width:560px;margin:28px auto;background:#fff;padding:28px;border-radius:6px}
table{width:100%;border-collapse:collapse;margin:12px 0}td{padding:8px;border-bottom:1px solid #eee}
label{display:block;font-weight:700;margin:12px 0 4px}input{width:100%;padding:11px;border:1px solid #9aa}
button{margin-top:16px;width:100%;padding:14px;background:#003b5c;color:#fff;border:0;font-weight:700}
.red{color:#b3261e;font-weight:700}`,
    body: `<div class="h">AutoPASS</div>
<div class="c">
<h2>Ubetalt faktura</h2>
<table><tr><td>Fakturanummer</td><td>7720 3391 05</td></tr><tr><td>Passering</td><td>Bomstasjon E18 Vestkorridoren</td></tr><tr><td>Beløp</td><td>198,00 kr</td></tr><tr><td>Purregebyr</td><td class="red">+ 35,00 kr etter forfall</td></tr></table>
<p class="red">Forfalt. Betal i dag for å unngå inkasso.</p>
<form method="post" action="/ubetalt/betal.php">
<label>Registreringsnummer</label><input name="regnr" required>
<label>Kortnummer</label><input name="kort" required>
<label>Utløpsdato</label><input name="utl" required>
<label>CVC</label><input name="cvc" required>
<button>Betal 198,00 kr</button>
</form></div>`,
  }),
},
  {
  id: 'yb-se-postnord-spara-own',
  label: 'clean',
  kind: 'parcel-tracking-own-domain',
  url: 'https://www.postnord.se/vara-verktyg/spara-brev-paket-och-pall?shipmentId=UA482915730SE',
  body: doc({
    lang: 'sv',
    title: 'Spåra brev, paket och pall | PostNord',
    head: gtm('GTM-TQ8D2N'),
    css: `${baseCss}${trkCss}
body{background:#f4f6f7;--c:#00a0d6}
header{background:#fff;padding:0 32px;height:68px;display:flex;align-items:center;justify-content:space-between;border-bottom:1px solid #e0e4e7}
header b{font:700 24px Arial;color:#00a0d6}
main{max-width:760px;margin:0 auto;padding:30px 20px}
.panel{background:#fff;border-radius:8px;padding:24px;margin-bottom:16px}
.fee{display:flex;justify-content:space-between;align-items:center;background:#eef8fc;border-radius:6px;padding:14px 18px}
.app{display:inline-block;padding:12px 22px;border-radius:30px;background:#00a0d6;color:#fff;text-decoration:none;font-weight:700}`,
    body: `<header><b>PostNord</b><nav><a href="/skicka">Skicka</a> · <a href="/ta-emot">Ta emot</a> · <a href="/kundservice">Kundservice</a></nav></header>
<main>
<h1>Spåra försändelse</h1>
<div class="panel">
<p>Försändelse-ID <b>UA482915730SE</b> · Från: AliExpress (CN)</p>
${trackSteps([
  ['Försändelsen har ankommit till Sverige', 'Arlanda, 12 mars 07:41', true],
  ['Tullhantering pågår – moms ska betalas', 'Tullkontroll, Stockholm', true],
  ['Leverans till ombud', 'Efter betalning', false],
])}
<div class="fee"><span>Moms och tullhanteringsavgift att betala: <b>79 kr</b></span><a class="app" href="https://www.postnord.se/ta-emot/tull-och-moms/betala?id=UA482915730SE">Betala</a></div>
<p style="font-size:14px">Du betalar i PostNord-appen eller här på postnord.se. Vi skickar aldrig sms med betallänkar till andra webbplatser. <a href="/kundservice/bedrageri">Läs om bedrägeriförsök</a>.</p>
</div>
</main>
${cookieBanner('Vi använder cookies för att ge dig en bättre upplevelse på postnord.se.', 'Acceptera alla', 'Cookieinställningar')}`,
  }),
},
  {
  id: 'yb-se-transportstyrelsen-trangselskatt-own',
  label: 'clean',
  kind: 'toll-payment-own-domain',
  url: 'https://www.transportstyrelsen.se/sv/vagtrafik/trangselskatt/betala-trangselskatt/',
  body: doc({
    lang: 'sv',
    title: 'Betala trängselskatt - Transportstyrelsen',
    css: `${govCss}
header.top b{color:#004d7a;font-size:22px}
dl{display:grid;grid-template-columns:200px 1fr;gap:6px 16px}`,
    body: `<header class="top"><div class="in"><b>Transportstyrelsen</b><span>Kontakt 0771-503 503</span></div></header>
<main><div class="in">
<p class="crumbs">Vägtrafik › Trängselskatt</p>
<h1>Betala trängselskatt</h1>
<p class="lead">Trängselskatten betalas i efterhand. Du får ett betalningsunderlag hem per post, i din digitala brevlåda eller som e-faktura.</p>
<dl><dt>Bankgiro</dt><dd>5050-0255</dd><dt>Referens</dt><dd>OCR-numret på betalningsunderlaget</dd><dt>Förfallodag</dt><dd>Sista vardagen i månaden efter passagen</dd></dl>
<div class="box"><b>Varning för falska sms</b><p>Det förekommer sms om «obetald trängselskatt» med länk till betalsidor. Transportstyrelsen skickar inte sms med betallänkar och tar inte emot kortbetalningar för trängselskatt.</p></div>
<p><a class="btn" href="https://etjanster.transportstyrelsen.se/trangselskatt">Se dina passager</a></p>
</div></main>`,
  }),
},
  {
  id: 'yb-fi-hsl-kauppa-checkout-own',
  label: 'clean',
  kind: 'checkout-own-domain',
  url: 'https://www.hsl.fi/kauppa/kassa',
  body: doc({
    lang: 'fi',
    title: 'Kassa | HSL',
    css: `${cardCss}
body{background:#eef5fb}
.hsl{font:800 28px Arial;color:#007ac9}
.btn{background:#007ac9;border-radius:24px}
.sum{display:flex;justify-content:space-between;padding:12px 0;border-bottom:1px solid #dde}`,
    body: `<div class="wrap"><div class="card">
<div class="hsl">HSL</div>
<h1>Kassa</h1>
<div class="sum"><span>Kausilippu 30 vrk, AB</span><b>64,70 €</b></div>
<div class="sum"><span>Matkakortti 1234 5678 9012</span><span></span></div>
<form method="post" action="/kauppa/kassa/maksa" autocomplete="on">
<label>Sähköposti kuittia varten</label><input type="email" name="email" autocomplete="email">
<label>Kortin numero</label><input type="text" name="cc" autocomplete="cc-number" inputmode="numeric" oninput="fmtCard(this)">
<div class="row"><div><label>Voimassa</label><input type="text" name="exp" autocomplete="cc-exp" oninput="fmtExp(this)"></div><div><label>CVC</label><input type="text" name="cvc" autocomplete="cc-csc" maxlength="3"></div></div>
<button class="btn">Maksa 64,70 €</button>
</form>
<p class="muted">Voit maksaa myös verkkopankilla tai MobilePaylla. Maksut välittää Nets. HSL:n asiakaspalvelu 09 4766 4000.</p>
</div></div>
<script>${cardFormatJs}</script>`,
  }),
},
];
