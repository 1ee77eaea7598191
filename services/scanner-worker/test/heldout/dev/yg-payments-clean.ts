import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-tikkie-echt-betaalverzoek-etentje',
  label: 'clean',
  kind: 'payment-request-provider',
  url: 'https://tikkie.me/pay/Tikkie/' + hex('tk-real', 22),
  body: doc({
    lang: 'nl',
    title: 'Tikkie',
    css: `body{margin:0;font-family:'Source Sans Pro',Arial,sans-serif;background:#5f3dc4;color:#222;display:flex;min-height:100vh;align-items:center;justify-content:center}
.c{background:#fff;border-radius:20px;max-width:360px;width:100%;padding:26px;text-align:center}
.av{width:64px;height:64px;border-radius:50%;background:#ffd43b;margin:0 auto;display:flex;align-items:center;justify-content:center;font-size:26px;font-weight:800}
.am{font-size:40px;font-weight:800;margin:8px 0}select{width:100%;padding:12px;border-radius:10px;border:1px solid #ccc;font-size:15px;margin-top:12px}
button{width:100%;margin-top:14px;padding:14px;border-radius:30px;border:0;background:#5f3dc4;color:#fff;font-weight:800;font-size:16px}
.sm{font-size:12px;color:#888;margin-top:16px}`,
    body: `<div class="c"><div class="av">J</div><p>Joost vraagt</p><div class="am">€ 23,75</div><p>voor <b>"Etentje Pizzeria Da Mario vrijdag 🍕"</b></p>
<form action="https://tikkie.me/pay/Tikkie/${hex('tk-real', 22)}/ideal" method="post"><select name="issuer" required><option value="">Kies je bank</option>${bankOptions()}</select><button>Betalen met iDEAL</button></form>
<p class="sm">Je betaalt via iDEAL in je eigen bankomgeving. Tikkie vraagt nooit om je inloggegevens.</p><p class="sm">Tikkie is een dienst van ABN AMRO Bank N.V.</p></div>`,
  }),
},
{
  id: 'yg-pagopa-checkout-avviso-tari',
  label: 'clean',
  kind: 'government-payment',
  url: 'https://checkout.pagopa.it/inserisci-carta',
  body: doc({
    lang: 'it',
    title: 'Paga con carta - pagoPA',
    css: `body{margin:0;font-family:'Titillium Web',Arial,sans-serif;background:#fff;color:#17324d}
.h{border-bottom:1px solid #e3e7eb;padding:12px 24px;display:flex;justify-content:space-between;align-items:center}.h b{color:#0073e6;font-size:22px}
.c{max-width:480px;margin:26px auto;padding:0 16px}
.s{background:#f2f7fc;border-radius:6px;padding:12px;font-size:14px;display:flex;justify-content:space-between}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 4px}input{width:100%;padding:11px;border:1px solid #99a3ad;border-radius:4px;box-sizing:border-box;font-size:16px}
.r{display:flex;gap:10px}.r>div{flex:1}button{width:100%;margin-top:20px;padding:13px;background:#0073e6;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:600}
.n{font-size:12px;color:#5c6f82;margin-top:14px}`,
    body: `<div class="h"><b>pagoPA</b><span style="font-size:13px">Annulla</span></div>
<div class="c"><div class="s"><span>Comune di Bologna · TARI 2025 rata 2</span><b>€ 118,00</b></div>
<h2>Inserisci i dati della carta</h2>
<form id="pf" method="post" action="/ecommerce/checkout/v1/transactions"><label>Numero carta</label><input id="cn" name="pan" inputmode="numeric" autocomplete="cc-number" required>
<div class="r"><div><label>Scadenza</label><input id="ex" name="exp" placeholder="MM/AA" autocomplete="cc-exp" required></div><div><label>Codice di sicurezza</label><input name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div></div>
<label>Titolare della carta</label><input name="holder" autocomplete="cc-name" required>
<button>Continua</button></form>
<p class="n">Il pagamento è gestito da un Prestatore di Servizi di Pagamento aderente a pagoPA. Commissione massima indicata nel passaggio successivo. <a href="https://www.pagopa.gov.it/it/privacy-policy/">Privacy</a></p></div>
<script>${cardJs}fmtCard(document.getElementById('cn'));fmtExp(document.getElementById('ex'));</script>`,
  }),
},
{
  id: 'yg-cjib-echt-betalen-beschikking',
  label: 'clean',
  kind: 'government-payment',
  url: 'https://www.cjib.nl/betalen',
  body: doc({
    lang: 'nl',
    title: 'Betalen | CJIB',
    css: `body{margin:0;font-family:RijksoverheidSans,Verdana,sans-serif;background:#fff;color:#000}.lg{display:flex;justify-content:center}.lg div{background:#154273;width:44px;height:80px}.lg span{padding:20px 10px;font-size:14px}.bl{background:#154273;color:#fff;padding:12px 24px}main{max-width:720px;margin:24px auto;padding:0 18px}
label{display:block;font-weight:bold;margin:12px 0 4px}input{padding:9px;border:1px solid #888;width:320px}button{background:#01689b;color:#fff;border:0;padding:10px 22px;margin-top:14px}.w{background:#fff4dc;border-left:4px solid #e17000;padding:10px 14px;margin:16px 0}`,
    body: `<div class="lg"><div></div><span>Centraal Justitieel<br>Incassobureau<br>Ministerie van Justitie en Veiligheid</span></div><div class="bl">CJIB</div>
<main><h1>Betalen</h1><p>U kunt uw boete of vordering betalen met iDEAL. Vul het betalingskenmerk en het bedrag in zoals vermeld op de brief die u van het CJIB heeft ontvangen.</p>
<form method="post" action="/betalen/ideal"><label>Betalingskenmerk (16 cijfers)</label><input name="kenmerk" inputmode="numeric" maxlength="19"><label>Bedrag</label><input name="bedrag"><button>Betalen met iDEAL</button></form>
<div class="w"><b>Let op nepberichten.</b> Het CJIB stuurt geen betaalverzoeken via sms, WhatsApp of e-mail met een betaallink. Twijfelt u? Controleer uw openstaande zaken via Mijn CJIB, inloggen met DigiD.</div>
<p>Liever overmaken? Rekeningnummer NL52 INGB 0705 0005 40 t.n.v. CJIB Leeuwarden, altijd met betalingskenmerk.</p></main>`,
  }),
},
{
  id: 'yg-comune-verbali-pagamento-online',
  label: 'clean',
  kind: 'municipal-fine-portal',
  url: 'https://www.comune.bologna.it/servizi-informazioni/pagamento-verbali-polizia-locale',
  body: doc({
    lang: 'it',
    title: 'Pagamento verbali della Polizia Locale | Comune di Bologna',
    css: `body{margin:0;font-family:'Titillium Web',Arial,sans-serif;color:#1a1a1a}.it{background:#a4000f;color:#fff;padding:6px 24px;font-size:13px}.h{background:#c00018;color:#fff;padding:20px 24px;font-size:26px;font-weight:700}
main{max-width:820px;margin:24px auto;padding:0 16px}.card{border:1px solid #e5e5e5;border-radius:6px;padding:18px;margin:14px 0}
label{display:block;font-weight:600;margin:10px 0 4px}input{padding:9px;border:1px solid #999;width:100%;max-width:360px;box-sizing:border-box}
.btn{display:inline-block;background:#c00018;color:#fff;padding:10px 22px;border:0;border-radius:4px;margin-top:12px;text-decoration:none}`,
    body: `<div class="it">Regione Emilia-Romagna</div><div class="h">Comune di Bologna</div>
<main><h1>Pagamento verbali della Polizia Locale</h1>
<p>I verbali per violazioni al Codice della Strada notificati dalla Polizia Locale possono essere pagati online tramite <b>pagoPA</b>. Il pagamento entro 5 giorni dalla notifica dà diritto alla riduzione del 30%.</p>
<div class="card"><h2>Cerca il tuo verbale</h2><form method="get" action="https://pagamenti.comune.bologna.it/verbali/ricerca"><label>Numero verbale</label><input name="numero"><label>Targa</label><input name="targa"><label>Data di notifica</label><input name="data" type="date"><br><button class="btn">Cerca</button></form></div>
<div class="card"><h2>Altri canali</h2><p>Sportello Polizia Locale, via Ferruccio Parri 2 (lun-ven 8.30-13.00). Pagamento presso uffici postali, tabaccherie e home banking con il codice avviso.</p>
<p><b>Attenzione:</b> il Comune non invia SMS o email con link per il pagamento dei verbali. Il verbale viene notificato tramite raccomandata o PEC/SEND.</p></div></main>`,
  }),
},
{
  id: 'yg-marktplaats-checkout-verzenden',
  label: 'clean',
  kind: 'marketplace-checkout',
  url: 'https://www.marktplaats.nl/checkout/m2174' + digits('mp-real', 6) + '/betalen',
  body: doc({
    lang: 'nl',
    title: 'Betalen - Marktplaats',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f0efed;color:#2d3c4d}.hd{background:#fff;padding:10px 20px;border-bottom:1px solid #ddd;font-weight:800;font-size:22px}.hd i{color:#eda566;font-style:normal}
.g{max-width:880px;margin:24px auto;display:grid;grid-template-columns:3fr 2fr;gap:20px;padding:0 16px}.b{background:#fff;border-radius:4px;padding:20px}
.pm label{display:flex;gap:10px;align-items:center;border:1px solid #ddd;border-radius:4px;padding:12px;margin:8px 0}
select{width:100%;padding:10px}button{width:100%;margin-top:16px;padding:13px;background:#eda566;color:#fff;border:0;border-radius:3px;font-size:16px;font-weight:700}
.s{display:flex;justify-content:space-between;font-size:14px;margin:6px 0}.t{font-weight:700;border-top:1px solid #eee;padding-top:8px}`,
    body: `<div class="hd">Markt<i>plaats</i></div>
<div class="g"><div class="b"><h2>Betaalmethode</h2><form method="post" action="/checkout/api/pay"><div class="pm"><label><input type="radio" name="m" value="ideal" checked> iDEAL</label><label><input type="radio" name="m" value="card"> Creditcard</label><label><input type="radio" name="m" value="bancontact"> Bancontact</label></div>
<select name="issuer">${bankOptions()}</select><button>Betalen € 47,45</button></form>
<p style="font-size:12px;color:#777">Je betaalt aan Marktplaats. De verkoper ontvangt het geld pas nadat je het pakket hebt ontvangen. Marktplaats vraagt verkopers nooit om kaartgegevens in te vullen om geld te "ontvangen".</p></div>
<div class="b"><h3>Overzicht</h3><div class="s"><span>LEGO Technic 42115 Lamborghini</span><span>€ 40,00</span></div><div class="s"><span>Verzending PostNL</span><span>€ 6,95</span></div><div class="s"><span>Kopersbescherming</span><span>€ 0,50</span></div><div class="s t"><span>Totaal</span><span>€ 47,45</span></div></div></div>
${cookieBar('Marktplaats gebruikt cookies om de site te verbeteren.', 'Akkoord')}`,
  }),
},
{
  id: 'yg-negozio-checkout-nexi-xpay',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet?alias=payment_' + digits('nexi-al', 7),
  body: doc({
    lang: 'it',
    title: 'XPay - Pagamento sicuro',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f5fb;color:#222}.h{background:#2d32aa;color:#fff;padding:14px 22px;font-weight:700;font-size:20px;display:flex;justify-content:space-between}
.c{max-width:520px;margin:26px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 10px rgba(0,0,0,.06)}.m{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding-bottom:10px;margin-bottom:10px;font-size:14px}
label{display:block;font-size:13px;margin:10px 0 4px}input{width:100%;padding:11px;border:1px solid #bbb;border-radius:6px;box-sizing:border-box;font-size:15px}.r{display:flex;gap:10px}.r>div{flex:1}
button{width:100%;margin-top:18px;padding:13px;background:#2d32aa;color:#fff;border:0;border-radius:6px;font-weight:700;font-size:15px}.s{font-size:11px;color:#888;margin-top:12px;text-align:center}`,
    body: `<div class="h"><span>nexi XPay</span><span style="font-size:13px;font-weight:400">🔒 Pagamento sicuro</span></div>
<div class="c"><div class="m"><span>Esercente: <b>Libreria Trame S.r.l. - Bologna</b></span><span>Ordine 2025-${digits('lib-ord', 5)}</span></div><div class="m"><span>Importo</span><b>€ 42,80</b></div>
<form method="post" action="/ecomm/ecomm/XPayServlet"><input type="hidden" name="codTrans" value="2025-${digits('lib-ord', 5)}"><label>Numero carta</label><input id="cn" name="pan" autocomplete="cc-number">
<div class="r"><div><label>Scadenza</label><input id="ex" name="scadenza" placeholder="MM/AA" autocomplete="cc-exp"></div><div><label>CVV2</label><input name="cvv" maxlength="4" autocomplete="cc-csc"></div></div>
<label>Email per ricevuta</label><input name="mail" type="email"><button>Paga € 42,80</button></form>
<p class="s">Autenticazione 3D Secure 2 · Visa · Mastercard · Maestro · PagoBANCOMAT · <a href="https://ecommerce.nexi.it/annulla?alias=payment_${digits('nexi-al', 7)}">Annulla e torna al negozio</a></p></div>
<script>${cardJs}fmtCard(document.getElementById('cn'));fmtExp(document.getElementById('ex'));</script>`,
  }),
},
{
  id: 'yg-hotel-boekingsmodule-kaartgarantie',
  label: 'clean',
  kind: 'hotel-booking-engine',
  url: 'https://boeken.hotelaandewaal-nijmegen.nl/reserveren/stap-3?arr=2025-11-14&dep=2025-11-16&room=DBL',
  body: doc({
    lang: 'nl',
    title: 'Reserveren - Stap 3 van 3 | Hotel aan de Waal',
    css: `body{margin:0;font-family:'Nunito',Arial,sans-serif;background:#f6f4ef;color:#222}.h{background:#1f3d36;color:#fff;padding:14px 24px;font-size:20px}
.g{max-width:920px;margin:22px auto;display:grid;grid-template-columns:3fr 2fr;gap:20px;padding:0 16px}.b{background:#fff;border-radius:8px;padding:20px}
label{display:block;font-size:13px;margin:10px 0 4px}input{width:100%;padding:10px;border:1px solid #c8c8c8;border-radius:6px;box-sizing:border-box}.r{display:flex;gap:10px}.r>div{flex:1}
button{width:100%;margin-top:16px;padding:13px;background:#c98b2b;color:#fff;border:0;border-radius:6px;font-size:16px}.n{font-size:12px;color:#666}`,
    body: `<div class="h">Hotel aan de Waal · Nijmegen</div>
<div class="g"><form class="b" method="post" action="/reserveren/bevestigen"><h2>Garantie van uw reservering</h2><p class="n">Uw kaart wordt niet belast. Wij gebruiken de gegevens alleen als garantie voor uw reservering; u betaalt bij vertrek in het hotel. Kosteloos annuleren tot 48 uur voor aankomst.</p>
<label>Naam op kaart</label><input name="cc-name" autocomplete="cc-name"><label>Kaartnummer</label><input id="cn" name="cc-number" autocomplete="cc-number">
<div class="r"><div><label>Geldig t/m</label><input id="ex" name="cc-exp" autocomplete="cc-exp"></div><div><label>CVC</label><input name="cc-csc" autocomplete="cc-csc"></div></div>
<button>Reservering bevestigen</button><p class="n">Beveiligd met 3-D Secure. Boekingssoftware door Mews.</p></form>
<div class="b"><h3>Uw verblijf</h3><p>Vr 14 nov - zo 16 nov 2025 · 2 nachten<br>Tweepersoonskamer Rivierzicht<br>Inclusief ontbijt</p><p><b>€ 289,00</b> incl. btw, excl. toeristenbelasting € 5,10 p.p.p.n.</p><p class="n">Waalkade 81, 6511 XR Nijmegen · 024 - 360 ${digits('haw-tel', 4)}</p></div></div>
<script>${cardJs}fmtCard(document.getElementById('cn'));fmtExp(document.getElementById('ex'));</script>`,
  }),
},
{
  id: 'yg-croce-rossa-dona-carta',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://dona.cri.it/emergenze/?utm_source=newsletter',
  body: doc({
    lang: 'it',
    title: 'Dona ora - Croce Rossa Italiana',
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;color:#222;background:#fff}.h{border-bottom:4px solid #cc0000;padding:14px 26px;display:flex;gap:12px;align-items:center;font-weight:700;color:#cc0000;font-size:20px}
.g{max-width:900px;margin:24px auto;display:grid;grid-template-columns:1fr 1fr;gap:26px;padding:0 16px}.amt{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.amt button{padding:14px;border:2px solid #cc0000;background:#fff;color:#cc0000;font-weight:700;border-radius:6px}.amt button.on{background:#cc0000;color:#fff}
label{display:block;font-size:13px;margin:10px 0 4px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}.d{background:#fbeaea;padding:12px;border-radius:6px;font-size:14px}
.go{width:100%;margin-top:16px;padding:14px;background:#cc0000;color:#fff;border:0;border-radius:6px;font-size:16px;font-weight:700}`,
    body: `<div class="h">${mark('+', '#cc0000')} Croce Rossa Italiana</div>
<div class="g"><div><h1>Emergenze: aiutaci ad aiutare</h1><p>Con il tuo contributo la Croce Rossa Italiana interviene nelle emergenze in Italia e nel mondo: alluvioni, terremoti, crisi umanitarie.</p><div class="d">Le donazioni alla CRI, ente del Terzo Settore, sono deducibili/detraibili ai sensi dell'art. 83 del D.Lgs. 117/2017. Riceverai la ricevuta fiscale via email.</div><p style="font-size:13px">Puoi anche donare con bonifico su IBAN intestato a "Associazione della Croce Rossa Italiana - ODV" indicato sul sito istituzionale cri.it.</p></div>
<form method="post" action="/api/donation/intent"><div class="amt"><button type="button">€ 20</button><button type="button" class="on">€ 50</button><button type="button">€ 100</button></div>
<label>Nome e cognome</label><input name="name" autocomplete="name"><label>Codice fiscale (per la ricevuta)</label><input name="cf"><label>Email</label><input name="email" type="email">
<div id="card-element" style="border:1px solid #bbb;border-radius:4px;padding:12px;margin-top:12px;color:#777;font-size:14px">Numero carta · MM/AA · CVC</div>
<button class="go">Dona € 50</button><p style="font-size:11px;color:#777">Pagamenti elaborati da Stripe. Accettiamo anche PayPal e Satispay.</p></form></div>
<script src="https://js.stripe.com/v3/" async></script>
<script>document.querySelectorAll('.amt button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.amt button').forEach(function(x){x.classList.remove('on')});b.classList.add('on');document.querySelector('.go').textContent='Dona '+b.textContent}})</script>`,
  }),
},
{
  id: 'yg-giro555-doneren-ideal',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://giro555.nl/doneer',
  body: doc({
    lang: 'nl',
    title: 'Doneer | Giro555',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#111}.h{background:#ffd200;padding:18px 26px;font-weight:900;font-size:28px}.c{max-width:560px;margin:24px auto;padding:0 16px}.amt{display:flex;gap:8px}.amt label{flex:1;border:2px solid #111;padding:12px;text-align:center;font-weight:700;border-radius:4px}select,input{width:100%;padding:10px;margin-top:8px;box-sizing:border-box}button{width:100%;margin-top:16px;padding:14px;background:#111;color:#ffd200;border:0;font-weight:800;font-size:17px}`,
    body: `<div class="h">Giro555</div><div class="c"><h1>Help de slachtoffers</h1><p>Samenwerkende Hulporganisaties (SHO) - elf hulporganisaties bundelen hun krachten. Uw gift komt direct ten goede aan noodhulp.</p>
<form method="post" action="/doneer/ideal"><div class="amt"><label><input type="radio" name="a" value="10"> € 10</label><label><input type="radio" name="a" value="25" checked> € 25</label><label><input type="radio" name="a" value="50"> € 50</label></div>
<input name="anders" placeholder="Ander bedrag"><select name="issuer">${bankOptions()}</select><button>Doneer met iDEAL</button></form>
<p style="font-size:13px">Overmaken kan ook naar NL49 INGB 0000 0005 55 t.n.v. Giro555, Den Haag. Giro555 belt of appt nooit om een donatie te vragen.</p><p style="font-size:12px;color:#666">CBF-erkend goed doel · ANBI</p></div>`,
  }),
},
{
  id: 'yg-postnl-eigen-invoerkosten-betalen',
  label: 'clean',
  kind: 'parcel-own-domain',
  url: 'https://www.postnl.nl/ontvangen/invoerkosten-betalen/?barcode=RR' + digits('pnl-own', 9) + 'CN',
  body: doc({
    lang: 'nl',
    title: 'Invoerkosten betalen | PostNL',
    css: `body{margin:0;font-family:'Nunito Sans',Arial,sans-serif;background:#f3f3f5;color:#222}.h{background:#ed7000;color:#fff;padding:14px 24px;font-weight:800;font-size:22px}.c{max-width:620px;margin:24px auto;background:#fff;border-radius:10px;padding:24px}table{width:100%;border-collapse:collapse}td{padding:8px 0;border-bottom:1px solid #eee}td:last-child{text-align:right}select{width:100%;padding:12px;border:1px solid #ccc;border-radius:8px;margin-top:12px}button{width:100%;margin-top:14px;padding:14px;background:#ed7000;border:0;border-radius:8px;color:#fff;font-weight:800;font-size:16px}.i{font-size:13px;color:#555;background:#f7f7f7;padding:10px;border-radius:6px;margin-top:14px}`,
    body: `<div class="h">PostNL</div><div class="c"><h1>Invoerkosten betalen</h1><p>Voor je zending uit China (barcode RR${digits('pnl-own', 9)}CN) moeten invoerkosten worden betaald voordat we hem kunnen bezorgen.</p>
<table><tr><td>Btw (21% over € 38,20)</td><td>€ 8,02</td></tr><tr><td>Inklaringskosten PostNL</td><td>€ 3,00</td></tr><tr><td><b>Totaal</b></td><td><b>€ 11,02</b></td></tr></table>
<form method="post" action="/ontvangen/invoerkosten-betalen/ideal"><select name="issuer">${bankOptions()}</select><button>Betalen met iDEAL</button></form>
<div class="i">Je hebt een brief of e-mail van PostNL met deze barcode ontvangen. PostNL stuurt nooit sms'jes met een betaallink. Twijfel je? Vul je barcode zelf in via postnl.nl/ontvangen.</div></div>`,
  }),
},
{
  id: 'yg-subito-tuttosubito-acquisto',
  label: 'clean',
  kind: 'marketplace-checkout',
  url: 'https://www.subito.it/checkout/' + digits('sub-real', 9),
  body: doc({
    lang: 'it',
    title: 'Acquista con TuttoSubito | Subito',
    css: cardCss('#f9423a', '#f6f6f6', "'Lato', Arial, sans-serif") + `.top b{color:#f9423a;font-size:26px}.wrap{max-width:560px}.s{display:flex;justify-content:space-between;font-size:14px;margin:6px 0}.t{font-weight:700;border-top:1px solid #eee;padding-top:8px}`,
    body: `<div class="top"><b>subito</b><nav><a href="https://www.subito.it/">Home</a><a href="https://areariservata.subito.it/">Il mio Subito</a></nav></div>
<div class="wrap"><div class="card"><h1>Riepilogo acquisto</h1>
<div class="s"><span>Bici da corsa Bianchi Via Nirone 7, taglia 55</span><span>€ 520,00</span></div><div class="s"><span>Spedizione con Poste Delivery</span><span>€ 14,90</span></div><div class="s"><span>Protezione acquisti</span><span>€ 26,70</span></div><div class="s t"><span>Totale</span><span>€ 561,60</span></div>
<form method="post" action="/checkout/${digits('sub-real', 9)}/pay"><label>Numero carta</label><input type="text" id="cn" name="cc" autocomplete="cc-number"><div class="row"><div><label>Scadenza</label><input type="text" id="ex" name="exp" autocomplete="cc-exp"></div><div><label>CVV</label><input type="text" name="cvv" autocomplete="cc-csc"></div></div><button class="btn">Paga € 561,60</button></form>
<p class="muted" style="margin-top:14px">Il venditore riceve il pagamento solo dopo la conferma di ricezione. Per ricevere un pagamento su Subito non devi mai inserire i dati della tua carta.</p></div></div>
<script>${cardJs}fmtCard(document.getElementById('cn'));fmtExp(document.getElementById('ex'));</script>`,
  }),
},
];
