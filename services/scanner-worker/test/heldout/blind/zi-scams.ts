import { htmlRoute, type Entry } from '../entry.js';
import { beepWav, doc, fbq, jsonRoute, metrika, okApi, rtlCss } from '../parts/zi-kit.js';

// Investment, lottery, job, charity, loan-fee and tech-support scams.

export const entries: Entry[] = [
  {
    id: 'zi-scam-orlen-akcje-inwestycja-pl',
    label: 'scam',
    kind: 'investment-scam',
    url: 'https://orlen-inwestycje-pl.net/start/',
    body: doc({
      lang: 'pl',
      title: 'Inwestuj w ORLEN od 1000 zł — zarabiaj nawet 18 000 zł miesięcznie',
      css: '.n{background:#b00;color:#fff;padding:8px;text-align:center;font-size:13px}.hero{background:#111;color:#fff;padding:40px 24px;text-align:center}.hero h1{font-size:30px}.c{max-width:760px;margin:0 auto;background:#fff;padding:28px}.q{background:#f7f7f7;border-left:4px solid #c00;padding:12px;margin:16px 0;font-style:italic}.form{background:#fff3cd;padding:18px;border-radius:6px}input{width:100%;padding:12px;margin:5px 0;border:1px solid #bbb}button{width:100%;padding:15px;background:#e30613;color:#fff;border:0;font-size:18px;font-weight:700}.cm{border-top:1px solid #eee;padding:10px 0;font-size:14px}',
      body: `<div class="n">PILNE: Rejestracja zamknięta po osiągnięciu limitu 500 uczestników. Pozostało miejsc: <b id="m">27</b></div>
<div class="hero"><h1>Nowa platforma inwestycyjna ORLEN — każdy Polak może zostać akcjonariuszem</h1><p>Prezes spółki ogłosił program, dzięki któremu obywatele zarabiają na ropie i gazie bez wiedzy o giełdzie.</p></div>
<div class="c">
<p>Minimalna wpłata to tylko <b>1000 zł</b>. Inteligentny algorytm handlowy automatycznie kupuje i sprzedaje kontrakty na ropę Brent, a zyski trafiają bezpośrednio na Twoje konto bankowe.</p>
<div class="q">„Zainwestowałam 1200 zł i po pierwszym tygodniu wypłaciłam 4 870 zł. Nie wierzyłam, dopóki nie zobaczyłam przelewu.” — Barbara, 61 lat, Łódź</div>
<div class="form"><h3>Zarejestruj się bezpłatnie</h3>
<form method="post" action="/start/lead.php"><input name="imie" placeholder="Imię"><input name="nazwisko" placeholder="Nazwisko"><input name="email" placeholder="E-mail"><input name="tel" placeholder="+48 Telefon"><button>ZACZNIJ ZARABIAĆ</button></form>
<p style="font-size:12px">Po rejestracji skontaktuje się z Tobą osobisty menedżer konta.</p></div>
<h3>Komentarze</h3>
<div class="cm"><b>Krzysztof W.</b> Już trzeci miesiąc, wypłaty co tydzień. Polecam!</div>
<div class="cm"><b>Ewa Nowak</b> Czy to na pewno legalne? <br><b>Moderator:</b> Tak, program jest nadzorowany przez KNF.</div>
<p style="font-size:10px;color:#999">Zyski osiągane przez uczestników nie są gwarantowane. Materiał promocyjny.</p>
</div>
${fbq('1184420077231')}
<script>var m=document.getElementById('m');setInterval(function(){if(+m.textContent>3)m.textContent=+m.textContent-1},7000)</script>`,
    }),
    routes: { 'orlen-inwestycje-pl.net/start/lead.php': htmlRoute('<!doctype html><html lang="pl"><meta charset="utf-8"><h2>Gratulacje! Twój menedżer zadzwoni w ciągu 15 minut.</h2></html>') },
  },
  {
    id: 'zi-scam-nnpc-oil-shares-ha',
    label: 'scam',
    kind: 'investment-scam',
    url: 'https://nnpc-jari-naira.com.ng-invest.xyz/',
    body: doc({
      lang: 'ha',
      title: 'NNPC — Saka Jari a Man Fetur, Samu Riba Kowace Rana',
      css: '.h{background:#006837;color:#fff;padding:28px;text-align:center}.c{max-width:700px;margin:0 auto;background:#fff;padding:24px}.p{display:flex;gap:10px}.p div{flex:1;border:2px solid #006837;padding:12px;text-align:center;border-radius:8px}button{width:100%;padding:14px;background:#fbb03b;border:0;font-weight:700;font-size:16px}input{width:100%;padding:11px;margin:5px 0;border:1px solid #aaa}',
      body: `<div class="h"><h1>Shirin Zuba Jari na NNPC ga 'Yan Najeriya</h1><p>Gwamnatin Tarayya ta amince da wannan shiri. Fara da ₦25,000 kawai.</p></div>
<div class="c">
<div class="p"><div><b>Azurfa</b><br>₦25,000<br>Riba: ₦9,000/rana</div><div><b>Zinari</b><br>₦100,000<br>Riba: ₦40,000/rana</div><div><b>Lu'u-lu'u</b><br>₦500,000<br>Riba: ₦220,000/rana</div></div>
<p>Ku biya ta hanyar canja wurin banki zuwa asusun wakilinmu, sannan ku aiko da hoton rasit ta WhatsApp.</p>
<form method="post" action="/rijista"><input name="suna" placeholder="Cikakken suna"><input name="waya" placeholder="Lambar WhatsApp"><input name="jiha" placeholder="Jiha"><button>YI RIJISTA YANZU</button></form>
<p style="font-size:11px">English version | © 2025 NNPC Limited Investment Desk</p></div>`,
    }),
    routes: { 'nnpc-jari-naira.com.ng-invest.xyz/rijista': htmlRoute('<!doctype html><html lang="ha"><meta charset="utf-8"><p>Na gode! Biya zuwa: Bank: Moniepoint, Account: 8034412290, Suna: Abdullahi Sani Ventures. Aiko da rasit zuwa WhatsApp +234 803 441 2290.</p></html>') },
  },
  {
    id: 'zi-scam-task-job-telegram-ro',
    label: 'scam',
    kind: 'job-scam',
    url: 'https://joburi-online-acasa.ro-munca.site/',
    body: doc({
      lang: 'ro',
      title: 'Lucreaza de acasa 1-2 ore pe zi - 300-800 lei zilnic',
      css: '.c{max-width:640px;margin:30px auto;background:#fff;padding:26px;border-radius:8px}.tag{background:#2ecc71;color:#fff;padding:3px 8px;border-radius:4px;font-size:12px}button{padding:14px 30px;background:#229ed9;color:#fff;border:0;border-radius:24px;font-size:16px}ul li{margin:6px 0}',
      body: `<div class="c"><span class="tag">ANGAJAM URGENT</span>
<h1>Asistent online pentru promovarea produselor — part-time</h1>
<p>Firma partenera <b>Amazon Marketing Services</b> recruteaza persoane pentru evaluarea produselor si aprecierea videoclipurilor. Nu este necesara experienta.</p>
<ul><li>Castig: 300–800 lei pe zi, plata zilnica</li><li>Program flexibil, doar telefonul</li><li>Bonus de bun venit: 50 lei dupa prima sarcina</li></ul>
<p>Pentru sarcinile VIP este nevoie de un depozit de activare de la 200 lei, care se returneaza integral cu comision 30%.</p>
<a href="/contact"><button>Contacteaza recrutorul pe Telegram</button></a>
<p style="font-size:12px;color:#777">Locuri ramase pentru judetul dvs.: 4</p></div>`,
    }),
    routes: { 'joburi-online-acasa.ro-munca.site/contact': htmlRoute('<!doctype html><html lang="ro"><meta charset="utf-8"><p>Scrie recrutoarei Andreea pe Telegram: @andreea_hr_amz2025 cu codul RO-7781</p></html>') },
  },
  {
    id: 'zi-scam-charity-gaza-crypto-en',
    label: 'scam',
    kind: 'charity-scam',
    url: 'https://relief-for-families-now.org/donate',
    body: doc({
      lang: 'en',
      title: 'Emergency Relief Appeal — Families Need You Now',
      css: '.c{max-width:680px;margin:20px auto;background:#fff;padding:26px}.w{font-family:monospace;background:#f4f4f4;padding:10px;word-break:break-all}.urg{color:#b00;font-weight:700}',
      body: `<div class="c"><h1>Emergency Relief Appeal</h1>
<p class="urg">Every hour counts. Families are without food, water and shelter.</p>
<p>We are a small team of volunteers on the ground. Because banks block transfers to the region, we accept donations ONLY in crypto (USDT TRC20, BTC, ETH). 100% goes directly to families.</p>
<p>USDT (TRC20):</p><div class="w">TQ7pXo3Jb8vWm4HkR2a9sYfLnE6cUd1tZg</div>
<p>BTC:</p><div class="w">bc1q9h7gk4wzj3x0mtz5r8vlsq2n6ecd4yhp0a7u3f</div>
<p>ETH:</p><div class="w">0x7a3D1c4e9B2f80E5a61cC4d7F39b2E8a0D6f41c3</div>
<p style="font-size:12px;color:#666">Not a registered charity. Contact us on Telegram @relief_families_help</p></div>`,
    }),
  },
  {
    id: 'zi-scam-techsupport-locker-cz',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://podpora-windows-cz.support-alert.live/chyba/',
    body: doc({
      lang: 'cs',
      title: 'Zabezpečení systému Windows - VAROVÁNÍ',
      css: 'body{background:#0078d7;color:#fff}.m{max-width:640px;margin:60px auto;background:#fff;color:#222;padding:26px;border:2px solid #c00}.m h2{color:#c00}.tel{font-size:28px;font-weight:700;color:#c00}',
      body: `<div class="m"><h2>⚠ Přístup k tomuto počítači byl zablokován</h2>
<p>Váš počítač je infikován trojským koněm (Trojan.Spyware.Win32). Vaše hesla, bankovní údaje a fotografie mohou být odcizeny. Kód chyby: 0x80070424.</p>
<p>Nevypínejte ani nerestartujte počítač. Okamžitě volejte technickou podporu Microsoft:</p>
<p class="tel">+420 228 884 712 (zdarma)</p>
<p>Technik vám pomůže odstranit hrozbu vzdáleně.</p></div>
<audio id="a" src="/chyba/alarm.wav" autoplay loop></audio>
<script>history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};document.addEventListener('click',function(){document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen();document.getElementById('a').play()});window.onbeforeunload=function(){return 'Varování!'}</script>`,
    }),
    routes: { 'podpora-windows-cz.support-alert.live/chyba/alarm.wav': { status: 200, headers: { 'content-type': 'audio/wav' }, body: beepWav(1, 740) } },
  },
];
