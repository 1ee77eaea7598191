import { type Entry } from '../entry.js';
import { doc, cardCss, site } from '../parts/yz-kit.js';

export const entries: Entry[] = [
{
  id: 'yz-clean-olx-przesylka-checkout-card',
  label: 'clean',
  kind: 'marketplace-checkout',
  url: 'https://www.olx.pl/platnosci/checkout/ID12xKp9?delivery=inpost-locker',
  body: doc({
    lang: 'pl',
    title: 'Podsumowanie zamówienia – Przesyłka OLX',
    css: cardCss('#002f34', { width: 560, radius: 4 }) + '\n.row{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #eee}',
    body: `<div class="top"><b style="color:#002f34">OLX</b><span class="muted">Bezpieczna płatność</span></div>
<div class="card"><h1>Podsumowanie</h1>
<div class="row"><span>Rower górski Kross Level 2.0</span><b>1 150,00 zł</b></div><div class="row"><span>Dostawa: Paczkomat InPost KRA01M</span><b>13,99 zł</b></div><div class="row"><span>Ochrona kupującego</span><b>1,99 zł</b></div><div class="row"><span>Razem</span><b>1 165,98 zł</b></div>
<h3>Metoda płatności</h3>
<form method="post" action="/platnosci/api/v1/orders/ID12xKp9/pay"><label><input type="radio" name="method" value="blik" checked> BLIK</label><label><input type="radio" name="method" value="card"> Karta płatnicza</label><label><input type="radio" name="method" value="pbl"> Szybki przelew</label>
<label>Numer karty</label><input type="tel" name="card_number" autocomplete="cc-number"><label>Data ważności</label><input type="text" name="card_exp" autocomplete="cc-exp"><label>CVC</label><input type="password" name="card_cvc" autocomplete="cc-csc">
<button class="btn">Kupuję i płacę</button></form>
<p class="muted">Płatność obsługuje PayU S.A. Pieniądze trafią do sprzedającego dopiero po odbiorze paczki.</p></div>`,
  }),
},
{
  id: 'yz-clean-allegro-lokalnie-oferta',
  label: 'clean',
  kind: 'classifieds-listing',
  url: 'https://allegrolokalnie.pl/oferta/konsola-playstation-5-2-pady-stan-idealny-a8f3k2',
  body: site({
    lang: 'pl',
    title: 'Konsola PlayStation 5 + 2 pady – Allegro Lokalnie',
    brand: 'allegro lokalnie',
    color: '#ff5a00',
    nav: ['Kategorie', 'Wystaw ogłoszenie', 'Moje konto'],
    main: `<h1>Konsola PlayStation 5 + 2 pady, stan idealny</h1><p style="font-size:24px;font-weight:700">1 900 zł</p>
<p><a class="btn" href="/oferta/konsola-playstation-5-2-pady-stan-idealny-a8f3k2/kup">Kup z Allegro Smart! Lokalnie</a></p>
<p>Sprzedaję konsolę PS5 z napędem, 2 pady DualSense, gwarancja do marca. Wysyłka One Box lub odbiór w Poznaniu.</p>
<p style="background:#fff3e6;padding:10px">Pamiętaj: rozmawiaj i płać tylko na Allegro Lokalnie. Allegro nigdy nie wysyła linków do „odbioru płatności” przez WhatsApp.</p>`,
    footer: 'Allegro.pl sp. z o.o. · Regulamin Allegro Lokalnie',
  }),
},
{
  id: 'yz-clean-inpost-sledzenie-przesylki',
  label: 'clean',
  kind: 'courier-tracking',
  url: 'https://inpost.pl/sledzenie-przesylek?number=520113049228471226731284',
  body: site({
    lang: 'pl',
    title: 'Śledzenie przesyłek – InPost',
    brand: 'InPost',
    color: '#1d1d1b',
    nav: ['Nadaj paczkę', 'Śledź', 'Paczkomaty', 'Pomoc'],
    css: 'header{border-bottom:6px solid #ffcb04}',
    main: `<h1>Śledzenie przesyłki</h1><p>Numer: <b>520113049228471226731284</b></p>
<table><tr><td>14.10.2025 09:12</td><td>Gotowa do odbioru w Paczkomacie KRA12M</td></tr><tr><td>14.10.2025 05:40</td><td>Przesyłka jest w drodze do Paczkomatu</td></tr><tr><td>13.10.2025 18:02</td><td>Przyjęta w oddziale</td></tr><tr><td>13.10.2025 14:55</td><td>Nadana w Paczkomacie WAW22A</td></tr></table>
<p>Kod odbioru znajdziesz w aplikacji InPost Mobile (Google Play, App Store) i w SMS-ie. <b>InPost nie pobiera dopłat za zmianę gabarytu przez link w SMS.</b></p>`,
    footer: 'InPost S.A. · ul. Pana Tadeusza 4, Kraków',
  }),
},
{
  id: 'yz-clean-magyar-posta-vamkezeles-fizetes',
  label: 'clean',
  kind: 'courier-fee-payment-legit',
  url: 'https://www.posta.hu/vamkezeles/fizetes?kuldemeny=RB384920117HU',
  body: doc({
    lang: 'hu',
    title: 'Vámkezelési díj és vám online fizetése | Magyar Posta',
    css: cardCss('#e3001b', { radius: 4, width: 540 }) + '\n.row{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #eee;font-size:14px}',
    body: `<div class="top"><b style="color:#e3001b">MAGYAR POSTA</b><span class="muted">Vámkezelés</span></div>
<div class="card"><h1>RB384920117HU – fizetendő</h1>
<div class="row"><span>Feladó ország</span><b>Kína</b></div><div class="row"><span>Áru értéke</span><b>38,40 EUR</b></div><div class="row"><span>Importáfa (27%)</span><b>4 190 Ft</b></div><div class="row"><span>Postai vámkezelési díj</span><b>1 250 Ft</b></div><div class="row"><span>Összesen</span><b>5 440 Ft</b></div>
<p class="muted">A fizetést a NAV határozata alapján a Magyar Posta szedi be. A bankkártyás fizetés a bank biztonságos oldalán (SimplePay) történik.</p>
<form method="post" action="https://www.posta.hu/vamkezeles/fizetes/inditas"><input type="hidden" name="kuldemeny" value="RB384920117HU"><label>E-mail cím a számlához</label><input type="email" name="email"><button class="btn">Tovább a SimplePay fizetéshez</button></form>
<p class="muted">Figyelem: a Magyar Posta SMS-ben csak a posta.hu oldalra mutató linket küld.</p></div>`,
  }),
},
];
