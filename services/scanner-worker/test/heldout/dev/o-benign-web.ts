import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, matomo, metaPixel, cookieBar, footer, nav, adSlots, baseCss, pngR, js, json } from '../parts/o-kit.js';

// Marketplaces' payment-protection pages, local news sites heavy with ads and scripts, consent walls,
// bot-check interstitials and parked domains.

export const entries: Entry[] = [
{
  id: 'o-market-pl-olx-przesylka-pomoc',
  label: 'clean',
  kind: 'marketplace-protection',
  url: 'https://pomoc.olx.pl/olxplhelp/s/article/przesylka-olx-jak-to-dziala',
  body: doc({
    lang: 'pl',
    title: 'Przesyłka OLX – jak to działa? | Centrum Pomocy OLX',
    head: gtag('G-OLXPL9911', '/olxplhelp/gtag.js') + metaPixel('229110044471002'),
    css: baseCss('Geomanist, Arial, sans-serif', '#f2f4f5') + `.h{background:#002f34;color:#fff;padding:14px 6%;font-size:24px;font-weight:900}.warn{background:#fff3cd;border-left:4px solid #ffce32;padding:12px}`,
    body: `<div class="h">OLX <span style="font-size:14px;font-weight:400">Centrum Pomocy</span></div>
<main><h1>Przesyłka OLX – jak to działa?</h1>
<div class="card"><h2 style="font-size:18px">Dla sprzedających</h2><ol><li>Kupujący płaci za przedmiot przez OLX.</li><li>Otrzymujesz powiadomienie w aplikacji i kod nadania.</li><li>Po odebraniu paczki przez kupującego pieniądze trafiają na Twoje konto bankowe podane w ustawieniach OLX – <b>bez podawania danych karty</b>.</li></ol></div>
<div class="warn" style="margin-top:16px"><b>Uważaj na oszustów.</b> Jeśli ktoś przesyła Ci link do „odbioru płatności” przez WhatsApp lub e-mail i prosi o numer karty, CVV lub saldo – to oszustwo. OLX nigdy nie prosi o te dane.</div>
<p>Powiązane: <a href="#">Program Ochrony Kupujących</a> · <a href="#">Jak rozpoznać fałszywą stronę?</a></p></main>
${footer([['OLX', ['Regulamin', 'Polityka prywatności', 'Blog']]], '© 2006-2026 OLX')}
${cookieBar('pl')}`,
  }),
  routes: { 'pomoc.olx.pl/olxplhelp/gtag.js': js('window.dataLayer=window.dataLayer||[];') },
},
{
  id: 'o-market-ng-jiji-safety',
  label: 'clean',
  kind: 'marketplace-protection',
  url: 'https://jiji.ng/safety',
  body: doc({
    lang: 'en-NG',
    title: 'Safety tips | Jiji.ng',
    css: baseCss('Arial, sans-serif', '#f5f7f5') + `.h{background:#3db83a;color:#fff;padding:12px 6%;font-weight:800;font-size:22px}li{margin:8px 0}`,
    body: `<div class="h">Jiji</div>
<main><h1>Stay safe on Jiji</h1><div class="card"><ul><li>Meet the seller in a public place. Inspect the item before paying.</li><li>Never pay in advance, and never send money for "delivery" or "waybill" before you see the item.</li><li>Jiji will never ask you to enter your card details to <b>receive</b> a payment.</li><li>Be careful with links that look like Jiji but are on other domains.</li><li>Report suspicious users with the "Report abuse" button.</li></ul></div>
<p>Popular: <a href="#">Cars in Lagos</a> · <a href="#">Phones in Abuja</a> · <a href="#">Houses for rent in Port Harcourt</a></p></main>
${footer([['Jiji', ['About us', 'Terms & Conditions', 'Privacy Policy', 'Billing Policy']]], '© 2014–2026 Jiji.ng')}`,
  }),
},
{
  id: 'o-cookie-de-pur-abo-wall',
  label: 'clean',
  kind: 'cookie-wall',
  url: 'https://www.rheinische-abendpost.de/region/koeln/weihnachtsmarkt-2026-oeffnungszeiten-a-48812',
  body: doc({
    lang: 'de',
    title: 'Weihnachtsmarkt 2026: Öffnungszeiten und Neuerungen | Rheinische Abendpost',
    css: baseCss('Georgia, serif') + `article{max-width:720px;margin:0 auto;padding:20px;filter:blur(3px)}#cmp{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;font-family:Arial}#cmp .b{background:#fff;max-width:560px;padding:26px;border-radius:6px;font-size:14px}#cmp .o{display:flex;gap:12px;margin-top:16px}#cmp .o div{flex:1;border:1px solid #ddd;padding:14px;border-radius:6px;text-align:center}#cmp button{width:100%;padding:10px;border:0;margin-top:8px}`,
    body: `<article><h1>Weihnachtsmarkt 2026: Öffnungszeiten und Neuerungen</h1><p>Der Kölner Weihnachtsmarkt am Dom öffnet am Montag. In diesem Jahr gibt es erstmals…</p></article>
<div id="cmp"><div class="b"><h2 style="margin-top:0">Werbefrei lesen oder mit Werbung und Tracking?</h2><p>Wir und unsere 163 Partner verwenden Cookies und ähnliche Technologien, um Inhalte und Anzeigen zu personalisieren und Zugriffe zu analysieren. Sie können unsere Inhalte mit Werbung nutzen oder ein Pur-Abo abschließen.</p>
<div class="o"><div><b>Mit Werbung</b><p>Kostenlos, mit personalisierter Werbung und Tracking</p><button style="background:#0a7d32;color:#fff" onclick="document.getElementById('cmp').remove();document.querySelector('article').style.filter='none'">Akzeptieren und weiter</button></div><div><b>Pur-Abo</b><p>Ohne Werbetracking für 2,99 € / Monat</p><button style="background:#222;color:#fff">Jetzt abonnieren</button></div></div>
<p class="muted"><a href="#">Einstellungen</a> · <a href="#">Datenschutz</a> · <a href="#">Impressum</a> · Bereits Pur-Abonnent? <a href="#">Anmelden</a></p></div></div>
<script>window.__tcfapi=function(c,v,cb){cb&&cb({gdprApplies:true,tcString:'',eventStatus:'cmpuishown'},true)};</script>`,
  }),
},
];
