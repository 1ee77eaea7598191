import { type Entry } from '../entry.js';
import { doc, logo, cardFields, siteHeader, siteCss, siteFooter } from '../parts/yx-kit.js';

export const entries: Entry[] = [
{
  id: 'yx-clean-tori-toridiili-buyer-checkout',
  label: 'clean',
  kind: 'marketplace-checkout',
  url: 'https://www.tori.fi/toridiili/maksu/55201935',
  body: doc({
    lang: 'fi',
    title: 'ToriDiili – Maksu | Tori.fi',
    css: `body{margin:0;font-family:Arial;background:#f6f6f6}.h{background:#fff;padding:12px 24px;border-bottom:2px solid #f5a623}.c{max-width:540px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}.r{display:flex;justify-content:space-between;padding:6px 0}.banks{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:12px 0}.banks button{padding:10px;border:1px solid #ccc;background:#fff;border-radius:4px}`,
    body: `<div class="h">${logo.word('tori', '#f5a623', 28)}</div><div class="c"><h2>Maksa ToriDiili</h2><div class="r"><span>Lastenrattaat Emmaljunga NXT90</span><b>420,00 €</b></div><div class="r"><span>Toimitus Matkahuolto</span><b>7,90 €</b></div><div class="r"><span>Turvamaksu</span><b>3,90 €</b></div><div class="r"><b>Yhteensä</b><b>431,80 €</b></div>
<p>Valitse maksutapa:</p><form method="post" action="/toridiili/maksu/55201935/aloita"><div class="banks">${['Nordea', 'OP', 'Danske Bank', 'S-Pankki', 'Aktia', 'MobilePay', 'Visa/Mastercard', 'Apple Pay', 'Google Pay'].map((b) => `<button name="method" value="${b}">${b}</button>`).join('')}</div></form>
<p style="font-size:12px;color:#666">Maksu välitetään myyjälle vasta, kun olet vastaanottanut tuotteen. Tori ei koskaan pyydä myyjää syöttämään korttitietoja rahojen vastaanottamiseksi.</p></div>`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-dba-koeb-og-send-checkout',
  label: 'clean',
  kind: 'marketplace-checkout',
  url: 'https://www.dba.dk/koeb-og-send/checkout/7730012',
  body: doc({
    lang: 'da',
    title: 'Køb og send – Betaling | DBA',
    css: `body{margin:0;font-family:Arial;background:#f4f4f4}.h{background:#fff;padding:12px 24px;border-bottom:1px solid #ddd}.c{max-width:560px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}.r{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #f0f0f0}.fld label{display:block;font-size:13px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aaa}.half{display:inline-block;width:48%;margin-right:2%}button{margin-top:14px;width:100%;padding:13px;background:#00416a;color:#fff;border:0;font-size:16px}`,
    body: `<div class="h">${logo.word('dba', '#00416a', 30)}</div><div class="c"><h2>Betal for din vare</h2><div class="r"><span>Børneseng Flexa hvid inkl. madras</span><b>1.850 kr</b></div><div class="r"><span>Fragt GLS pakkeshop</span><b>45 kr</b></div><div class="r"><span>Køberbeskyttelse</span><b>29 kr</b></div><div class="r"><b>I alt</b><b>1.924 kr</b></div>
<p>${logo.mobilepay(24)} eller betalingskort</p><form method="post" action="/koeb-og-send/checkout/7730012/betal">${cardFields('da', ['cardnumber', 'expiry', 'cvc', 'name'])}<button>Betal 1.924 kr</button></form>
<p style="font-size:12px;color:#666">Sælger modtager pengene, når du har bekræftet modtagelsen. Betaling via Nets Easy.</p></div>`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-kirkens-bymisjon-gi-gave',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.kirkensbymisjon.no/stott-oss/gi-en-gave/julehjelp-yx/',
  body: doc({
    lang: 'no',
    title: 'Gi en gave | Kirkens Bymisjon',
    css: siteCss('#00508c', '#f7f7f5') + `.box{background:#fff;padding:24px;max-width:560px}.v{display:flex;gap:10px;align-items:center;background:#fff4ef;padding:14px;margin-top:16px}`,
    body: `${siteHeader('<b style="font-size:20px;color:#00508c">Kirkens Bymisjon</b>', [['Dette gjør vi', '/dette-gjor-vi/'], ['Støtt oss', '/stott-oss/'], ['Jobb hos oss', '/jobb/']])}
<main><h1>Gi en gave til julehjelpen</h1><div class="box"><p>Med 350 kroner gir du en familie mat til julemiddagen. Gaver over 500 kr gir skattefradrag.</p>
<form method="post" action="/stott-oss/gi-en-gave/betal"><p><label><input type="radio" name="b" value="350" checked> 350 kr</label> <label><input type="radio" name="b" value="700"> 700 kr</label> <label><input type="radio" name="b" value="1500"> 1 500 kr</label></p><p><label>Fødselsnummer (for skattefradrag, valgfritt)<br><input name="fnr" maxlength="11" style="padding:8px"></label></p><button class="btn">Gi gave med kort</button></form>
<div class="v">${logo.vipps(28)}<span>Vipps til <b>#2425</b> eller <a href="https://qr.vipps.no/28/2/01/031/4747?v=1">åpne Vipps</a></span></div></div>
<p style="font-size:13px">Kirkens Bymisjon er medlem av Innsamlingsrådet og godkjent av Skatteetaten for skattefradrag.</p></main>
${siteFooter(['Kirkens Bymisjon · Org.nr. 971 425 652'], ['Personvern', 'Innsynsrett'])}`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-elgiganten-black-friday-dk',
  label: 'clean',
  kind: 'retail-clearance-sale',
  url: 'https://www.elgiganten.dk/kampagne/black-friday?yx=uge47',
  body: doc({
    lang: 'da',
    title: 'Black Friday 2025 – op til 70 % rabat | Elgiganten',
    css: `body{margin:0;font-family:Arial;color:#1d1d1d}.top{background:#000;color:#fff;text-align:center;padding:8px;font-weight:bold}.h{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;background:#041752;color:#fff}.hero{background:#000;color:#ffd200;text-align:center;padding:40px}.hero h1{font-size:52px;margin:0}.g{max-width:1040px;margin:24px auto;display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:0 16px}.p{border:1px solid #e5e5e5;padding:12px}.p s{color:#888}.p b{font-size:22px;color:#d40000}.p button{width:100%;margin-top:8px;background:#00a651;color:#fff;border:0;padding:10px}.tag{background:#ffd200;font-weight:bold;padding:2px 6px;font-size:12px}`,
    body: `<div class="top">Gratis levering på ordrer over 499 kr · 60 dages åbent køb</div><div class="h"><b style="font-size:24px">Elgiganten</b><span>Kundeservice · Butikker · 🛒</span></div>
<div class="hero"><h1>BLACK FRIDAY</h1><p style="color:#fff">Slutter om <b id="cd">3 d 14 t 22 m</b> · Så længe lager haves</p></div>
<div class="g">${[['Samsung 65" QLED Q70D', '9.999', '5.999', '-40 %'], ['Apple AirPods Pro (2. gen)', '1.999', '1.499', '-25 %'], ['Philips Airfryer XXL', '2.499', '999', '-60 %'], ['Lenovo IdeaPad Slim 5', '6.999', '4.499', '-36 %'], ['Sony WH-1000XM5', '2.999', '1.899', '-37 %'], ['Dyson V12 Detect', '5.299', '3.499', '-34 %'], ['Nintendo Switch OLED', '2.699', '2.199', '-19 %'], ['iRobot Roomba Combo', '4.999', '1.499', '-70 %']].map(([n, o, p, t]) => `<div class="p"><span class="tag">${t}</span><svg width="100%" height="120"><rect width="100%" height="120" fill="#eef0f5"/></svg><p>${n}</p><s>${o} kr</s><br><b>${p} kr</b><button>Læg i kurv</button></div>`).join('')}</div>
<p style="text-align:center;font-size:12px;color:#666">Elgiganten A/S · CVR 20748593 · Arne Jacobsens Allé 16, 2300 København S · Førpriser er laveste pris de seneste 30 dage.</p>`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-vy-billett-betaling',
  label: 'clean',
  kind: 'merchant-checkout',
  url: 'https://www.vy.no/kjop/betaling?ordre=VY8812K-yx',
  body: doc({
    lang: 'no',
    title: 'Betaling | Vy',
    css: `body{margin:0;font-family:"Vy Sans",Arial;background:#f5f5f5;color:#1a1a1a}.h{background:#00453e;color:#fff;padding:14px 28px;font-weight:bold;font-size:22px}.c{max-width:560px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}.pm{border:1px solid #ccc;border-radius:6px;padding:14px;margin:8px 0;display:flex;align-items:center;gap:12px}.fld label{display:block;font-size:13px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;border-radius:4px}.half{display:inline-block;width:48%;margin-right:2%}button{margin-top:14px;width:100%;padding:13px;background:#00866e;color:#fff;border:0;border-radius:6px;font-size:16px}`,
    body: `<div class="h">vy</div><div class="c"><h2>Oslo S → Bergen st.</h2><p>Lørdag 25. oktober · 08:25–15:18 · 1 voksen · Vy Premium</p><p><b>Totalt: 1 249 kr</b></p>
<form method="post" action="/kjop/betaling/fullfor"><div class="pm"><input type="radio" name="pm" value="vipps" checked>${logo.vipps(24)}</div><div class="pm"><input type="radio" name="pm" value="card"> Bankkort</div>${cardFields('no', ['cardNumber', 'expiry', 'cvc', 'cardHolder'])}<button>Betal 1 249 kr</button></form>
<p style="font-size:12px;color:#666">Vy-gruppen AS · Kortbetaling via Nets. Billetten sendes til appen og e-post.</p></div>`,
  }),
} satisfies Entry,
];
