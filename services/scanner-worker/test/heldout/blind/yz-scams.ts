import { type Entry, htmlRoute } from '../entry.js';
import { doc } from '../parts/yz-kit.js';
import { fileRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yz-invest-platform-callback-form-pl',
  label: 'scam',
  kind: 'investment-platform-callback',
  url: 'https://lucrum-edge-ai.com/pl/rejestracja?aff=fd241&sub=wierzbicki',
  routes: {
    'lucrum-edge-ai.com/pl/rejestracja': htmlRoute(doc({
      lang: 'pl',
      title: 'Lucrum Edge AI – Oficjalna strona | Zarabiaj z AI',
      css: `body{margin:0;font-family:Poppins,Arial,sans-serif;background:#0b1530;color:#fff}.hero{display:flex;gap:40px;max-width:1100px;margin:0 auto;padding:40px 20px;align-items:center}
.hero h1{font-size:40px}.f{background:#fff;color:#222;border-radius:12px;padding:26px;min-width:340px}.f input,.f select{width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:6px;box-sizing:border-box}
.f button{width:100%;background:#f7b500;border:0;padding:14px;font-weight:700;border-radius:6px;font-size:16px}.stats{display:flex;gap:20px;justify-content:center;padding:20px}.stats div{background:#13224a;padding:18px 26px;border-radius:10px;text-align:center}`,
      body: `<div class="hero"><div><h1>Zarabiaj nawet <span style="color:#f7b500">3 200 zł dziennie</span> dzięki sztucznej inteligencji</h1>
<p>Lucrum Edge AI analizuje rynki 24/7 i zawiera transakcje z 99,4% skutecznością. Zatwierdzony przez KNF*. Minimalny depozyt: 1 000 zł. Osobisty opiekun konta zadzwoni do Ciebie w ciągu 15 minut.</p></div>
<form class="f" id="reg"><h3>Zarejestruj się za darmo</h3>
<input name="first_name" placeholder="Imię" required><input name="last_name" placeholder="Nazwisko" required><input name="email" type="email" placeholder="E-mail" required>
<div style="display:flex;gap:6px"><select name="prefix" style="width:90px"><option>+48</option></select><input name="phone" type="tel" placeholder="Numer telefonu" required></div>
<input type="hidden" name="aff" value="fd241"><input type="hidden" name="country" value="PL">
<button>ZACZNIJ ZARABIAĆ TERAZ</button><p style="font-size:11px;color:#777">Rejestrując się, zgadzasz się na kontakt telefoniczny z naszym partnerem brokerskim.</p></form></div>
<div class="stats"><div><b>1 248 903</b><br>użytkowników</div><div><b>99,4%</b><br>skuteczności</div><div><b>24 h</b><br>wypłaty</div></div>`,
      tail: `<script>
document.getElementById('reg').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d.ip_country='PL';d.funnel='lucrum-news-pl';
fetch('https://api.leadtrack-crm.io/v3/leads?token=lt_9f21ab77',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(){location.href='/pl/dziekujemy?ph='+encodeURIComponent(d.phone)})};
</script>`,
    })),
  },
},
{
  id: 'yz-safe-account-pko-departament-bezpieczenstwa',
  label: 'scam',
  kind: 'safe-account-scam',
  url: 'https://pkobp-departament-bezpieczenstwa.com/weryfikacja/sprawa/PL-2025-88317',
  body: doc({
    lang: 'pl',
    title: 'Departament Bezpieczeństwa – procedura ochrony środków',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f1f3f6;color:#1a1a1a}.h{background:#003574;color:#fff;padding:14px 26px}.c{max-width:680px;margin:24px auto;background:#fff;padding:28px;border-radius:6px}
.acc{font:bold 22px monospace;background:#eef4ff;padding:14px;border:1px dashed #003574;text-align:center;letter-spacing:1px}.steps li{margin:8px 0}.emp{display:flex;gap:14px;align-items:center;background:#f7f7f7;padding:12px;border-radius:6px}.ph{width:56px;height:56px;border-radius:50%;background:#bcc8d8}`,
    body: `<div class="h"><b>PKO Bank Polski</b> · Departament Bezpieczeństwa Transakcji</div>
<div class="c">
<h2>Procedura ochrony środków – sprawa nr PL-2025-88317</h2>
<div class="emp"><div class="ph"></div><div>Opiekun sprawy: <b>Krzysztof Malinowski</b><br>Starszy specjalista ds. bezpieczeństwa · ID pracownika: 40-2291<br><span style="color:#0a7d3e">✔ tożsamość pracownika zweryfikowana</span></div></div>
<p>Wykryliśmy próbę zaciągnięcia kredytu na Pana/Pani dane oraz nieautoryzowane logowanie do bankowości elektronicznej. Do czasu zakończenia postępowania (we współpracy z Policją i KNF) środki należy przenieść na <b>rachunek techniczny</b>, który nie jest widoczny dla przestępców.</p>
<p>Rachunek techniczny przypisany do sprawy:</p>
<div class="acc">PL 27 1020 1026 0000 1802 0488 3471</div>
<p style="text-align:center;font-size:13px">Odbiorca: <b>Depozyt zabezpieczający PL-2025-88317</b></p>
<ol class="steps">
<li>Proszę nie rozłączać rozmowy z opiekunem i nie informować pracowników oddziału – mogą być zamieszani w proceder.</li>
<li>Wszystkie środki (również z lokat i kont oszczędnościowych) należy przelać na powyższy rachunek przelewem natychmiastowym.</li>
<li>Jeżeli bank odmówi przelewu, należy wypłacić gotówkę i wpłacić ją we wpłatomacie kryptowalut lub przez kod BLIK przekazany przez opiekuna.</li>
<li>Środki zostaną zwrócone na nowy rachunek w ciągu 24 godzin od zamknięcia sprawy.</li>
</ol>
<p style="font-size:12px;color:#777">Ta strona jest poufna. Udostępnienie jej osobom trzecim może utrudnić postępowanie.</p>
</div>`,
  }),
},
{
  id: 'yz-fakeshop-cz-likvidace-skladu-zahrada',
  label: 'scam',
  kind: 'fake-shop-bank-transfer',
  url: 'https://zahradni-technika-likvidace.cz.shop-outlet.top/kosik/pokladna',
  body: doc({
    lang: 'cs',
    title: 'Pokladna – Zahradní technika Likvidace skladu',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f3f3}.h{background:#2e7d32;color:#fff;padding:12px 22px}.w{max-width:760px;margin:20px auto;background:#fff;padding:22px}
table{width:100%;border-collapse:collapse}td{padding:8px;border-bottom:1px solid #eee}.sum{font-size:22px;font-weight:700;text-align:right}.radio{border:1px solid #ccc;padding:10px;margin:6px 0}.dis{opacity:.45}`,
    body: `<div class="h"><b>Zahradní technika</b> · LIKVIDACE SKLADU −80 %</div>
<div class="w"><h2>Pokladna</h2>
<table><tr><td>Benzínová sekačka Husqvarna LC 247 (rozbalené)</td><td>1 × 2 490 Kč</td></tr><tr><td>Robotická sekačka Gardena SILENO city 500</td><td>1 × 3 190 Kč</td></tr><tr><td>Doprava PPL</td><td>0 Kč</td></tr></table>
<p class="sum">Celkem: 5 680 Kč</p>
<h3>Způsob platby</h3>
<div class="radio dis"><input type="radio" disabled> Platba kartou – <i>dočasně nedostupné</i></div>
<div class="radio dis"><input type="radio" disabled> Dobírka – <i>nelze u zboží z likvidace</i></div>
<div class="radio"><input type="radio" checked> Bankovní převod (sleva navíc 5 %)</div>
<p>Po odeslání objednávky zaplaťte na účet <b>2402771845/2010</b> (Fio banka), variabilní symbol = číslo objednávky. Zboží expedujeme po připsání platby.</p>
<form method="post" action="/kosik/odeslat"><input name="jmeno" placeholder="Jméno a příjmení" style="width:100%;padding:9px;margin:4px 0"><input name="adresa" placeholder="Adresa" style="width:100%;padding:9px;margin:4px 0"><input name="email" placeholder="E-mail" style="width:100%;padding:9px;margin:4px 0"><button style="background:#2e7d32;color:#fff;border:0;padding:12px 26px;margin-top:10px">Odeslat objednávku</button></form></div>`,
  }),
},
{
  id: 'yz-techsupport-cz-windows-zablokovan-beep',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://windows-podpora-cz.azurewebsites.net/chyba/0x80070643/',
  body: doc({
    lang: 'cs',
    title: 'Zabezpečení systému Windows – Upozornění',
    css: `body{margin:0;background:#0078d7;font-family:Segoe UI,Arial,sans-serif;color:#fff}.b{max-width:640px;margin:60px auto;background:#fff;color:#222;padding:24px;border:1px solid #777;box-shadow:0 8px 30px rgba(0,0,0,.4)}
.ph{font:bold 28px Segoe UI;color:#c00}`,
    body: `<div class="b"><h2>⚠ Windows Defender – Bezpečnostní upozornění</h2>
<p><b>Přístup k tomuto počítači byl zablokován z bezpečnostních důvodů.</b></p>
<p>Váš počítač nás upozornil, že byl infikován trojským koněm spyware (Trojan:Win32/Emotet). Následující data byla ohrožena: přihlašovací údaje k bankovnictví, hesla prohlížeče, fotografie.</p>
<p>Nevypínejte ani nerestartujte počítač. Volejte ihned technickou podporu Microsoft:</p>
<p class="ph">+420 228 883 714</p>
<p>(Bezplatná linka, k dispozici 24/7 v češtině)</p>
<audio id="a" src="/chyba/alarm.wav" autoplay loop></audio></div>`,
    tail: `<script>document.addEventListener('click',function(){document.getElementById('a').play();document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen().catch(function(){})});
setInterval(function(){try{alert('VAROVÁNÍ! Počítač je zablokován. Volejte +420 228 883 714')}catch(e){}},15000);</script>`,
  }),
  routes: {
    'windows-podpora-cz.azurewebsites.net/chyba/alarm.wav': fileRoute(beepWav(1, 660), 'audio/wav'),
  },
},
{
  id: 'yz-romance-diplomatic-parcel-customs-pl',
  label: 'scam',
  kind: 'romance-parcel-advance-fee',
  url: 'https://global-diplomatic-courier.net/track/DPL-US-90041823',
  body: doc({
    lang: 'pl',
    title: 'Global Diplomatic Courier Services – Śledzenie przesyłki',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f0f0f0}.h{background:#1c2b4a;color:#d4af37;padding:14px 24px;font:bold 20px Georgia}.w{max-width:760px;margin:20px auto;background:#fff;padding:24px}
.st{display:flex;justify-content:space-between;font-size:13px}.st div{flex:1;text-align:center;padding:8px;border-bottom:4px solid #0a7d3e}.st .x{border-color:#c00;color:#c00;font-weight:700}`,
    body: `<div class="h">GLOBAL DIPLOMATIC COURIER SERVICES</div>
<div class="w"><h2>Przesyłka dyplomatyczna DPL-US-90041823</h2>
<div class="st"><div>Nadano<br>Kabul, AF</div><div>Tranzyt<br>Dubaj, AE</div><div>Przybycie<br>Warszawa, PL</div><div class="x">Wstrzymana<br>Urząd celny</div></div>
<p><b>Nadawca:</b> Sgt. James Walker (US Army)<br><b>Odbiorca:</b> Pani Bożena K.<br><b>Zawartość:</b> Skrzynka dyplomatyczna – rzeczy osobiste, dokumenty, 1 250 000 USD (zabezpieczone)</p>
<p style="background:#fff3cd;padding:12px">Przesyłka została zatrzymana przez urząd celny na Lotnisku Chopina. Przed doręczeniem należy uiścić <b>opłatę celną i certyfikat antyterrorystyczny (AML) w wysokości 4 800 zł</b>. Opłata jest zwracana po doręczeniu.</p>
<p>Wpłaty należy dokonać na rachunek agenta celnego: <b>PL 12 1240 1037 0000 2284 9911 0023</b> (Western Customs Clearing) lub w Bitcoin: <b>bc1q9x7r4a2m8k5t0h3n6w1d4e8f2g7j5c0l9p3q6s</b>.</p>
<p>Kontakt z agentem: diplomatic.agent.warsaw@protonmail.com</p></div>`,
  }),
},
];
