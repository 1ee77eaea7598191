import { type Entry } from '../entry.js';
import { doc, cardCss, site } from '../parts/yz-kit.js';

export const entries: Entry[] = [
{
  id: 'yz-clean-olx-oferta-kup-z-przesylka',
  label: 'clean',
  kind: 'classifieds-listing',
  url: 'https://www.olx.pl/d/oferta/rower-gorski-kross-level-2-0-rama-l-CID767-ID12xKp9.html',
  body: site({
    lang: 'pl',
    title: 'Rower górski Kross Level 2.0 rama L - Kraków • OLX.pl',
    brand: 'OLX',
    color: '#002f34',
    nav: ['Wiadomości', 'Obserwowane', 'Twoje konto', 'Dodaj ogłoszenie'],
    main: `<p style="font-size:13px"><a href="/sport-hobby/">Sport i Hobby</a> › <a href="/sport-hobby/rowery/">Rowery</a> › Kraków</p>
<h1>Rower górski Kross Level 2.0 rama L</h1><p style="font-size:26px;font-weight:700">1 150 zł <span style="font-size:14px;font-weight:400">do negocjacji</span></p>
<p><a class="btn" href="/d/oferta/rower-gorski-kross-level-2-0-rama-l-CID767-ID12xKp9.html?buy=1">Kup z Przesyłką OLX</a> &nbsp; <a class="btn" style="background:#fff;color:#002f34;border:1px solid #002f34" href="#wiadomosc">Napisz wiadomość</a></p>
<h3>Opis</h3><p>Sprzedam rower w bardzo dobrym stanie, przejechane ok. 800 km. Hamulce tarczowe hydrauliczne, koła 29". Odbiór osobisty lub Przesyłka OLX.</p>
<div style="background:#e6f9f5;padding:12px;margin-top:16px"><b>Bezpieczne zakupy z OLX:</b> płać tylko na OLX. Nie klikaj w linki przesyłane przez WhatsApp lub SMS i nigdy nie podawaj danych karty, żeby „odebrać pieniądze” – sprzedający otrzymuje środki automatycznie na konto podane w ustawieniach OLX.</div>`,
    footer: 'OLX sp. z o.o. · Regulamin · Polityka prywatności · Centrum bezpieczeństwa',
  }),
},
{
  id: 'yz-clean-vinted-checkout-own',
  label: 'clean',
  kind: 'marketplace-checkout',
  url: 'https://www.vinted.pl/checkout?transaction_id=8831902214&source=item',
  body: doc({
    lang: 'pl',
    title: 'Zamówienie | Vinted',
    css: cardCss('#007782', { font: 'Inter,Arial,sans-serif', width: 520, radius: 6 }),
    body: `<div class="top"><b style="color:#007782;font-size:22px">Vinted</b></div>
<div class="card"><h1>Zamówienie</h1><p>Sukienka Zara midi, rozm. S · 89,00 zł</p><p>Ochrona Kupującego: 5,15 zł · Dostawa (Orlen Paczka): 9,49 zł</p><p><b>Razem: 103,64 zł</b></p>
<form method="post" action="/api/v2/transactions/8831902214/checkout/pay" id="vf"><label>Karta</label><input type="tel" name="card" autocomplete="cc-number" placeholder="1234 5678 9012 3456"><label>Ważna do</label><input type="text" name="exp" autocomplete="cc-exp"><label>CVC</label><input type="password" name="cvc" autocomplete="cc-csc"><button class="btn">Zapłać</button></form>
<p class="muted">Vinted nigdy nie prosi sprzedających o dane karty, aby wypłacić środki. Zarobione pieniądze trafiają do Twojego Portfela Vinted.</p></div>`,
    tail: `<script>document.getElementById('vf').addEventListener('submit',function(e){e.preventDefault();fetch(this.action,{method:'POST',credentials:'include',headers:{'Content-Type':'application/json','X-CSRF-Token':document.cookie.replace(/.*csrf=([^;]*).*/,'$1')},body:JSON.stringify({payment_method:'card'})}).then(function(r){return r.json()}).then(function(j){if(j.redirect_url)location.href=j.redirect_url})});</script>`,
  }),
},
{
  id: 'yz-clean-bazos-inzerat-iphone',
  label: 'clean',
  kind: 'classifieds-listing',
  url: 'https://mobil.bazos.cz/inzerat/157738212/iphone-13-128gb-modry.php',
  body: site({
    lang: 'cs',
    title: 'iPhone 13 128GB modrý - Bazoš.cz',
    brand: 'BAZOŠ.cz',
    color: '#ff7f00',
    nav: ['Přidat inzerát', 'Moje inzeráty', 'Oblíbené'],
    main: `<h1>iPhone 13 128GB modrý</h1><p><b>Cena: 9 500 Kč</b> · Lokalita: Brno · Vloženo: 12.10.2025 · Vidělo: 412 lidí</p>
<p>Prodám iPhone 13, baterie 89 %, bez škrábanců, originální krabice. Osobní předání v Brně, případně pošlu Zásilkovnou na dobírku.</p>
<form method="post" action="/inzerat/157738212/odpovedet.php"><p>Odpovědět na inzerát</p><input name="jmeno" placeholder="Jméno"><input name="email" placeholder="E-mail"><textarea name="text" rows="4" style="width:100%"></textarea><button class="btn">Odeslat</button></form>
<p style="font-size:12px;color:#777">Upozornění: Bazoš.cz nenabízí žádnou službu „Bezpečná platba“ ani „Bazoš Doprava“. Pokud vám kupující pošle odkaz na přijetí platby, jde o podvod.</p>`,
    footer: 'Bazoš.cz · Kontakt · Podmínky',
  }),
},
{
  id: 'yz-clean-jofogas-hirdetes-babakocsi',
  label: 'clean',
  kind: 'classifieds-listing',
  url: 'https://www.jofogas.hu/budapest/bugaboo-fox-babakocsi-kituno-allapot_128846201.htm',
  body: site({
    lang: 'hu',
    title: 'Bugaboo Fox babakocsi kitűnő állapot - Jófogás',
    brand: 'jófogás',
    color: '#1b75bb',
    nav: ['Hirdetésfeladás', 'Üzenetek', 'Fiókom'],
    main: `<h1>Bugaboo Fox babakocsi, kitűnő állapot</h1><p style="font-size:24px;font-weight:700">89 000 Ft</p>
<p><a class="btn" href="/budapest/bugaboo-fox-babakocsi-kituno-allapot_128846201.htm#szallitas">Megveszem Jófogás Szállítással</a></p>
<p>2 éves Bugaboo Fox mózessel és sportrésszel, esővédővel. Személyes átvétel Budapest XI. kerület, vagy Foxpost.</p>
<p style="background:#eaf3fb;padding:10px;font-size:14px">Biztonsági tipp: a Jófogás soha nem kér bankkártyaadatokat az eladótól a vételár jóváírásához.</p>`,
    footer: 'Adevinta Hungary Kft. · Felhasználási feltételek',
  }),
},
{
  id: 'yz-clean-dpd-cz-tracking-own',
  label: 'clean',
  kind: 'courier-tracking',
  url: 'https://tracking.dpd.de/status/cs_CZ/parcel/15505049211874',
  body: site({
    lang: 'cs',
    title: 'DPD – sledování zásilky 15505049211874',
    brand: 'dpd',
    color: '#dc0032',
    nav: ['Přijmout zásilku', 'Odeslat', 'Pickup místa'],
    main: `<h1>Zásilka 15505049211874</h1><p>Doručení: <b>dnes 10:15–11:15</b></p>
<p><a class="btn" href="https://www.dpd.com/cz/cs/prijem-zasilek/predict/">Změnit doručení (DPD Predict)</a></p>
<table><tr><td>15.10. 06:02</td><td>Zásilka je na cestě k doručení</td></tr><tr><td>14.10. 22:40</td><td>Depo Praha-Chrášťany</td></tr></table>
<p style="font-size:13px">DPD nežádá doplatky za doručení prostřednictvím SMS s odkazem ani instalaci aplikací mimo Google Play/App Store.</p>`,
    footer: 'DPD CZ s.r.o. · Zásady ochrany osobních údajů',
  }),
},
{
  id: 'yz-clean-packeta-tracking-dobirka',
  label: 'clean',
  kind: 'courier-tracking',
  url: 'https://tracking.packeta.com/cs/?id=Z4417093652',
  body: site({
    lang: 'cs',
    title: 'Sledování zásilky Z 441 7093 652 | Zásilkovna',
    brand: 'Zásilkovna',
    color: '#ba1b02',
    nav: ['Sledování', 'Výdejní místa', 'Poslat zásilku'],
    main: `<h1>Z 441 7093 652</h1><p>Stav: <b>Připravena k vyzvednutí</b> · Z-BOX Brno, Cejl 42</p><p>Dobírka: <b>649 Kč</b> (lze zaplatit kartou v aplikaci nebo na výdejním místě)</p>
<p><a class="btn" href="https://www.zasilkovna.cz/aplikace">Otevřít v aplikaci Zásilkovna</a></p>
<table><tr><td>14.10. 12:04</td><td>Zásilka přijata na výdejním místě</td></tr><tr><td>14.10. 09:50</td><td>Zásilka na cestě</td></tr></table>`,
    footer: 'Zásilkovna s.r.o. · Českomoravská 2408/1a, Praha 9',
  }),
},
{
  id: 'yz-clean-posta-romana-track-trace',
  label: 'clean',
  kind: 'courier-tracking',
  url: 'https://www.posta-romana.ro/track-trace.html?awb=RO771023459',
  body: site({
    lang: 'ro',
    title: 'Track & Trace – Poșta Română',
    brand: 'POȘTA ROMÂNĂ',
    color: '#003a7d',
    nav: ['Persoane fizice', 'Companii', 'Track & Trace', 'Contact'],
    css: 'header{border-bottom:4px solid #ffd100}',
    main: `<h1>Urmărire trimitere RO771023459</h1>
<table><tr><td>13.10.2025</td><td>Sosit în țară – Oficiul vamal București</td></tr><tr><td>14.10.2025</td><td>Vămuit – predat pentru livrare</td></tr><tr><td>15.10.2025</td><td>În curs de livrare – OP Cluj-Napoca 1</td></tr></table>
<p>Taxele vamale pentru coletele din afara UE se achită la livrare, curierului sau la ghișeul oficiului poștal. Poșta Română nu solicită plăți prin linkuri trimise prin SMS.</p>`,
    footer: 'Compania Națională Poșta Română S.A.',
  }),
},
];
