import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, consent, analytics } from '../parts/ym-kit.js';

const timelineCss = `.tl{list-style:none;padding:0;margin:18px 0;border-left:2px solid #ddd}.tl li{position:relative;padding:0 0 16px 18px;font-size:14px}.tl li::before{content:'';position:absolute;left:-7px;top:3px;width:12px;height:12px;border-radius:50%;background:#bbb}.tl li.now::before{background:var(--a)}.tl time{display:block;color:#888;font-size:12px}`;

export const entries: Entry[] = [
{
  id: 'ym-clean-inpost-tracking',
  label: 'clean',
  kind: 'parcel-tracking-own-domain',
  url: 'https://inpost.pl/sledzenie-przesylek?number=682400117345029118',
  body: doc({
    lang: 'pl',
    title: 'Śledzenie przesyłek | InPost',
    css: cardCss('#1d1d1b', '#f4f4f4') + timelineCss + `:root{--a:#ffcd00}.card{max-width:640px}`,
    body: `<header class="top">${mark('In', '#ffcd00', 'InPost', { fg: '#1d1d1b' })}<nav><a href="/sledzenie-przesylek">Śledź</a><a href="/nadaj-przesylke">Nadaj</a><a href="https://inpost.pl/aplikacja-mobilna">Aplikacja</a><a href="/pomoc">Pomoc</a></nav></header>
<main><div class="card"><h1>Śledzenie przesyłek</h1>
<form action="/sledzenie-przesylek" method="get" class="field"><label>Numer przesyłki</label><input name="number" value="682400117345029118"></form>
<h3>Status: Gotowa do odbioru</h3>
<ul class="tl"><li class="now"><time>14.03.2024, 07:58</time>Umieszczona w Paczkomacie WAW23M. Kod odbioru wysłaliśmy SMS-em i w aplikacji InPost Mobile.</li><li><time>13.03.2024, 23:11</time>Przyjęta w oddziale</li><li><time>13.03.2024, 15:40</time>Nadana w Paczkomacie</li></ul>
<p class="muted">Ważne: InPost nie pobiera dopłat za paczki przez linki w SMS. Jeśli dostałeś wiadomość z prośbą o dopłatę, nie klikaj w link – zgłoś ją do CERT Polska przez SMS na numer 8080.</p></div></main>
<footer class="bottom">InPost S.A. · ul. Pana Tadeusza 4, 30-727 Kraków</footer>`,
  }),
},
{
  id: 'ym-clean-omniva-tracking-customs',
  label: 'clean',
  kind: 'parcel-tracking-own-domain',
  url: 'https://www.omniva.ee/era/jalgimine/?barcode=CE473820915EE',
  body: doc({
    lang: 'et',
    title: 'Saadetise jälgimine | Omniva',
    css: cardCss('#ff6600', '#f7f7f7') + timelineCss + `:root{--a:#ff6600}.card{max-width:640px}.pay{border:1px solid #ffd2b3;background:#fff6f0;border-radius:8px;padding:14px;margin-top:14px;font-size:14px}`,
    body: `<header class="top">${mark('O', '#ff6600', 'Omniva', { round: 17 })}<nav><a href="/era">Eraklient</a><a href="/ari">Äriklient</a><a href="?lang=en">EN</a><a href="?lang=ru">RU</a></nav></header>
<main><div class="card"><h1>Saadetis CE473820915EE</h1>
<ul class="tl"><li class="now"><time>14.03.2024 10:21</time>Saadetis ootab tollivormistust</li><li><time>12.03.2024 06:50</time>Saabus Eestisse (Tallinna sorteerimiskeskus)</li><li><time>08.03.2024</time>Väljastatud saatjariigis (CN)</li></ul>
<div class="pay"><b>Tollimaks ja käibemaks: 4,37 €</b><br>Maksu saad tasuda iseteeninduses pärast sisselogimist. Me ei saada kunagi makselinke SMS-iga ega e-kirjaga, mis viivad mujale kui omniva.ee.<br><br><a class="btn" style="display:inline-block;width:auto;padding:10px 18px;text-decoration:none" href="https://minu.omniva.ee/tolliteenused?barcode=CE473820915EE">Logi sisse ja tasu</a></div></div></main>
<footer class="bottom">AS Eesti Post · Mustamäe tee 3, Tallinn · 661 6616</footer>`,
  }),
},
{
  id: 'ym-clean-packeta-tracking-cz',
  label: 'clean',
  kind: 'parcel-tracking-own-domain',
  url: 'https://tracking.packeta.com/cs/?id=Z4018836247',
  body: doc({
    lang: 'cs',
    title: 'Sledování zásilky Z 401 883 6247 | Zásilkovna',
    css: cardCss('#ba1b02', '#f5f2f1') + timelineCss + `:root{--a:#ba1b02}.card{max-width:640px}`,
    body: `<header class="top">${mark('Z', '#ba1b02', 'Zásilkovna', { w: 170 })}<nav><a href="https://www.zasilkovna.cz/">zasilkovna.cz</a><a href="/en/?id=Z4018836247">EN</a></nav></header>
<main><div class="card"><h1>Zásilka Z 401 883 6247</h1>
<ul class="tl"><li class="now"><time>14. 3. 2024 08:03</time>Zásilka čeká na vyzvednutí: Z-BOX Praha 4, Budějovická (do 21. 3.)</li><li><time>13. 3. 2024 19:44</time>Zásilka je na cestě na výdejní místo</li><li><time>13. 3. 2024 11:10</time>Přijali jsme data k zásilce od e-shopu alza.cz</li></ul>
<p class="muted">Dobírka: 0 Kč · Vyzvednutí přes aplikaci Zásilkovna. Nikdy po vás nebudeme chtít doplatek přes odkaz v SMS.</p></div></main>
<footer class="bottom">Packeta Czech Republic s.r.o. · Českomoravská 2408/1a, 190 00 Praha 9</footer>
<script src="/static/tracking.js" defer></script>`,
  }),
  routes: {
    'tracking.packeta.com/static/tracking.js': jsRoute(`(function(){var id=new URLSearchParams(location.search).get('id');if(!id)return;fetch('/api/v1/packet/'+encodeURIComponent(id)).then(function(r){return r.json()}).then(function(j){if(j&&j.status)document.title='Sledování zásilky '+j.barcodeText+' | Zásilkovna'}).catch(function(){})})();`),
    'tracking.packeta.com/api/v1/packet/Z4018836247': jsonRoute({ barcodeText: 'Z 401 883 6247', status: 'ready_for_pickup', pickupPoint: 'Z-BOX Praha 4, Budějovická', storedUntil: '2024-03-21' }),
  },
},
];
