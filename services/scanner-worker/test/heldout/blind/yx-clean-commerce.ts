import { type Entry } from '../entry.js';
import { doc, logo, cardFields, qrSvg, siteHeader, siteCss, siteFooter } from '../parts/yx-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yx-clean-blocket-kopskydd-buyer-checkout',
  label: 'clean',
  kind: 'marketplace-checkout',
  url: 'https://www.blocket.se/kopskydd/checkout/11842908',
  body: doc({
    lang: 'sv',
    title: 'Köp med Köpskydd | Blocket',
    css: `body{margin:0;font-family:"Blocket Sans",Arial;background:#f5f5f5}.h{background:#fff;padding:12px 24px;border-bottom:1px solid #e5e5e5}.g{max-width:900px;margin:24px auto;display:grid;grid-template-columns:1.3fr 1fr;gap:20px;padding:0 16px}.c{background:#fff;border-radius:8px;padding:22px}
.fld label{display:block;font-size:13px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;border-radius:6px}.half{display:inline-block;width:48%;margin-right:2%}button{margin-top:16px;width:100%;padding:14px;background:#e30613;color:#fff;border:0;border-radius:6px;font-size:16px}.r{display:flex;justify-content:space-between;padding:6px 0;font-size:14px}.opt{border:1px solid #ddd;border-radius:6px;padding:10px;margin:6px 0}`,
    body: `<div class="h">${logo.word('blocket', '#e30613', 28)}</div><div class="g"><div class="c"><h2>Betalning</h2>
<div class="opt"><label><input type="radio" name="pm" checked> Kort (Visa, Mastercard)</label></div><div class="opt"><label><input type="radio" name="pm"> Swish</label></div>
<form method="post" action="/kopskydd/checkout/11842908/pay">${cardFields('sv', ['encryptedCardNumber', 'encryptedExpiryDate', 'encryptedSecurityCode', 'holderName'])}<button>Betala 2 849 kr</button></form>
<p style="font-size:12px;color:#666">Pengarna betalas ut till säljaren först när du har hämtat och godkänt varan. Betalningen hanteras av Adyen.</p></div>
<div class="c"><b>Cykel Crescent Elis 7-vxl</b><div class="r"><span>Vara</span><span>2 750 kr</span></div><div class="r"><span>Frakt PostNord (ombud)</span><span>79 kr</span></div><div class="r"><span>Köpskydd</span><span>20 kr</span></div><div class="r"><b>Totalt</b><b>2 849 kr</b></div><p style="font-size:13px"><a href="https://www.blocket.se/kopskydd">Så fungerar Köpskydd</a> · Blocket ber aldrig säljare att ange kortuppgifter för att ta emot pengar.</p></div></div>`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-finn-fiks-ferdig-buyer-checkout',
  label: 'clean',
  kind: 'marketplace-checkout',
  url: 'https://www.finn.no/fiksferdig/checkout/298441772',
  body: doc({
    lang: 'no',
    title: 'Fiks ferdig – Betaling | FINN.no',
    css: `body{margin:0;font-family:"Finntype",Arial;background:#f1f4f9}.t{background:#fff;padding:12px 24px}.c{max-width:560px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}.r{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:8px 0}.pm{display:flex;gap:10px;margin:14px 0}.pm label{flex:1;border:1px solid #ccd;border-radius:6px;padding:12px}button{width:100%;margin-top:14px;padding:14px;border:0;border-radius:8px;background:#0063fb;color:#fff;font-size:16px}`,
    body: `<div class="t">${logo.word('FINN', '#0063fb', 28)}</div><div class="c"><h2>Fiks ferdig – oppsummering</h2><div class="r"><span>Stokke Tripp Trapp, eik</span><b>1 600 kr</b></div><div class="r"><span>Frakt med Posten (Pakke i postkassen)</span><b>99 kr</b></div><div class="r"><span>Fiks ferdig-gebyr</span><b>49 kr</b></div><div class="r"><b>Totalt</b><b>1 748 kr</b></div>
<div class="pm"><label><input type="radio" name="pm" value="vipps" checked> ${logo.vipps(22)}</label><label><input type="radio" name="pm" value="card"> Kort</label></div>
<form method="post" action="/fiksferdig/checkout/298441772/pay"><input type="hidden" name="adId" value="298441772"><button>Betal 1 748 kr</button></form>
<p style="font-size:12px;color:#666">Pengene holdes av FINN til du har mottatt varen. Selgeren får pengene utbetalt til sin registrerte konto i FINN – vi ber aldri selgere om kortopplysninger via lenker.</p></div>`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-rodakorset-ge-gava',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.rodakorset.se/stod-oss/ge-en-gava/katastrof-yx/',
  body: doc({
    lang: 'sv',
    title: 'Ge en gåva | Svenska Röda Korset',
    css: siteCss('#d52b1e') + `.amts{display:flex;gap:10px;flex-wrap:wrap}.amts button{padding:14px 22px;border:2px solid #d52b1e;background:#fff;color:#d52b1e;border-radius:4px;font-size:17px}.amts button.on{background:#d52b1e;color:#fff}.sw{display:flex;gap:20px;align-items:center;background:#fdf1f0;padding:16px;margin-top:20px}`,
    body: `${siteHeader('<svg width="36" height="36"><rect x="13" width="10" height="36" fill="#d52b1e"/><rect y="13" width="36" height="10" fill="#d52b1e"/></svg> <b>Röda Korset</b>', [['Vad vi gör', '/vad-vi-gor/'], ['Stöd oss', '/stod-oss/'], ['Bli volontär', '/engagera-dig/']])}
<main><h1>Ge en gåva – hjälp människor i kris</h1><p>Din gåva går till katastrofinsatser i Sverige och i världen. Röda Korset har 90-konto och granskas av Svensk Insamlingskontroll.</p>
<div class="amts"><button>200 kr</button><button class="on">500 kr</button><button>1 000 kr</button><button>Valfritt belopp</button></div>
<form method="post" action="/stod-oss/ge-en-gava/betala"><p><label><input type="radio" name="m" value="kort" checked> Kort</label> <label><input type="radio" name="m" value="swish"> Swish</label> <label><input type="radio" name="m" value="autogiro"> Månadsgåva via autogiro (BankID)</label></p><button class="btn">Ge 500 kr</button></form>
<div class="sw">${qrSvg(9008004, 120)}<div>${logo.swish(26)}<p>Swisha valfritt belopp till <b>900 8004</b>.<br>Plusgiro 90 0800-4 · Bankgiro 900-8004</p></div></div></main>
${siteFooter(['Svenska Röda Korset · Org.nr 802002-8711 · Box 17563, 118 91 Stockholm'], ['Integritetspolicy', 'Cookies', 'Insamlingskontroll'])}`,
  }),
} satisfies Entry,
(() => {
  const h = 'www.verkkokauppa.com';
  const banks = ['Nordea', 'OP', 'Danske Bank', 'S-Pankki', 'Aktia', 'POP Pankki', 'Säästöpankki', 'Oma Säästöpankki', 'Ålandsbanken', 'Handelsbanken', 'MobilePay', 'Visa / Mastercard'];
  return {
    id: 'yx-clean-verkkokauppa-paytrail-checkout',
    label: 'clean',
    kind: 'merchant-checkout',
    url: `https://${h}/fi/checkout/payment?order=VK-yx-8812450`,
    body: doc({
      lang: 'fi',
      title: 'Kassa – Maksutapa | Verkkokauppa.com',
      css: `body{margin:0;font-family:Arial;background:#f4f4f4}.h{background:#fff;padding:14px 28px;border-bottom:3px solid #e30613;font-weight:bold;font-size:22px}.w{max-width:980px;margin:24px auto;display:grid;grid-template-columns:1.6fr 1fr;gap:20px;padding:0 16px}.c{background:#fff;padding:22px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:10px}.g button{height:60px;border:1px solid #ccc;background:#fff;border-radius:4px;font-size:13px}.r{display:flex;justify-content:space-between;padding:6px 0}`,
      body: `<div class="h">Verkkokauppa.com</div><div class="w"><div class="c"><h2>3. Valitse maksutapa</h2><p>Verkkopankki ja mobiilimaksut (Paytrail)</p><form method="post" action="/fi/checkout/payment/paytrail"><div class="g">${banks.map((b) => `<button name="provider" value="${b.toLowerCase().replace(/[^a-z]/g, '')}">${b}</button>`).join('')}</div></form>
<p style="font-size:13px;color:#666">Sinut ohjataan pankkisi palveluun tunnistautumaan ja hyväksymään maksun. Maksunvälityspalvelun toteuttajana toimii Paytrail Oyj.</p></div>
<div class="c"><b>Tilauksesi</b><div class="r"><span>Logitech MX Master 3S</span><span>99,90 €</span></div><div class="r"><span>Nouto myymälästä (Helsinki Jätkäsaari)</span><span>0,00 €</span></div><div class="r"><b>Yhteensä</b><b>99,90 €</b></div></div></div>`,
    }),
    routes: { [`${h}/fi/checkout/api/cart`]: jsonRoute({ items: 1, total: 99.9 }) },
  } satisfies Entry;
})(),
];
