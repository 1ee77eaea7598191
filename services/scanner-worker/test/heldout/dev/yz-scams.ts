import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc, cardCss } from '../parts/yz-kit.js';
import { pe, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yz-invest-fake-news-dziennikarz-pl',
  label: 'scam',
  kind: 'investment-fake-news',
  url: 'https://fakty-dnia.wiadomosci-24h.site/biznes/dziennikarz-ujawnia-sposob-na-pasywny-dochod',
  body: doc({
    lang: 'pl',
    title: 'Znany dziennikarz ujawnia na antenie, jak zarabia 48 000 zł miesięcznie. Bank próbował go powstrzymać',
    css: `body{margin:0;font-family:Georgia,serif;background:#fff;color:#222}.nav{background:#b00;color:#fff;padding:10px 24px;font:bold 22px Arial}.nav span{font:13px Arial;margin-left:18px;opacity:.85}
article{max-width:720px;margin:24px auto;padding:0 16px;font-size:18px;line-height:1.65}h1{font:bold 32px Arial;line-height:1.2}.meta{color:#888;font:13px Arial}
.q{border-left:4px solid #b00;padding-left:14px;font-style:italic}.cta{display:block;background:#2e9e3e;color:#fff;text-align:center;padding:16px;font:bold 20px Arial;text-decoration:none;border-radius:6px;margin:22px 0}
.cm{border-top:1px solid #eee;padding:10px 0;font:14px Arial}.cm b{color:#365899}`,
    body: `<div class="nav">Fakty Dnia<span>Kraj</span><span>Świat</span><span>Biznes</span><span>Sport</span></div>
<article>
<h1>Znany dziennikarz ujawnia na antenie, jak zarabia 48 000 zł miesięcznie. Bank próbował go powstrzymać</h1>
<p class="meta">Redakcja · ${'aktualizacja: dziś, 08:14'} · 14 min czytania</p>
<p>Podczas wczorajszego wywiadu w porannym programie <b>Tomasz Wierzbicki</b> niechcący zdradził, skąd pochodzą jego dodatkowe dochody. Prowadząca próbowała przerwać rozmowę, ale było już za późno.</p>
<p class="q">„To nie jest żadna tajemnica. Wystarczy wpłacić 1 000 zł na platformę, a algorytm sztucznej inteligencji sam handluje kryptowalutami. Ja po tygodniu miałem na koncie ponad 11 000 zł” – powiedział.</p>
<p>Już godzinę po emisji Narodowy Bank Polski wystąpił do stacji o usunięcie nagrania. Przedstawiciele banków twierdzą, że platforma „zagraża ich zyskom”.</p>
<p>Postanowiliśmy sprawdzić platformę sami. Nasz redaktor wpłacił minimalną kwotę 1 000 zł i po 7 dniach na jego koncie było <b>9 834 zł</b>.</p>
<a class="cta" href="https://lucrum-edge-ai.com/pl/rejestracja?aff=fd241&sub=wierzbicki">ZAREJESTRUJ SIĘ BEZPŁATNIE NA PLATFORMIE »</a>
<p>Liczba miejsc dla nowych użytkowników z Polski jest ograniczona. Pozostało: <b id="m">27</b>.</p>
<h3>Komentarze (318)</h3>
<div class="cm"><b>Krystyna Nowak</b> Zaczęłam w zeszłym miesiącu, spłaciłam już kredyt za samochód!</div>
<div class="cm"><b>Marek Zieliński</b> Myślałem, że to oszustwo, ale wypłata przyszła po 2 dniach na moje konto w PKO.</div>
<div class="cm"><b>Anna W.</b> Zadzwonił do mnie opiekun konta, bardzo miły pan, wszystko wytłumaczył.</div>
</article>`,
    tail: `<script>var m=27;setInterval(function(){if(m>3)document.getElementById('m').textContent=--m},9000);history.pushState(null,'',location.href);window.onpopstate=function(){location.href='https://lucrum-edge-ai.com/pl/rejestracja?aff=fd241&sub=back'};</script>`,
  }),
},
{
  id: 'yz-invest-cz-news-redirect-chain',
  label: 'scam',
  kind: 'investment-fake-news',
  url: 'https://trk.adsgo-cz.click/c/7712?src=fb',
  routes: {
    'trk.adsgo-cz.click/c/7712': redirectRoute(302, 'https://denik-zpravy.cz-aktualne.info/ekonomika/moderator-prozradil-tajemstvi?c=7712'),
    'denik-zpravy.cz-aktualne.info/ekonomika/moderator-prozradil-tajemstvi': htmlRoute(doc({
      lang: 'cs',
      title: 'Moderátor prozradil v živém vysílání své tajemství. Česká národní banka zuří',
      css: `body{font-family:Arial,sans-serif;margin:0}.h{background:#123f6d;color:#fff;padding:12px 20px;font-weight:700;font-size:22px}article{max-width:700px;margin:20px auto;padding:0 14px;font-size:17px;line-height:1.6}
.cta{background:#e0201c;color:#fff;display:block;text-align:center;padding:14px;font-weight:700;text-decoration:none;border-radius:4px}.box{background:#f5f5f5;padding:14px;border-radius:6px}`,
      body: `<div class="h">Deník Zprávy · Ekonomika</div>
<article><h1>Moderátor prozradil v živém vysílání své tajemství. Česká národní banka zuří</h1>
<p>Oblíbený moderátor <b>Jiří Kolář</b> v pořadu přiznal, že mu nový investiční program přináší přes <b>190 000 Kč měsíčně</b>. Banky se nyní snaží program zakázat.</p>
<div class="box"><b>Jak to funguje?</b><ol><li>Zaregistrujte se zdarma na oficiálních stránkách.</li><li>Vložte minimální vklad 6 000 Kč.</li><li>Robot obchoduje za vás. Výběr zisku kdykoli.</li></ol></div>
<p>„Zpočátku jsem nevěřil, ale po prvním týdnu jsem vybral 47 000 Kč,“ říká Kolář.</p>
<a class="cta" href="https://crypto-invest-cz.pro/registrace?cid=7712">Vyzkoušet platformu ještě dnes »</a>
<p style="font-size:12px;color:#999">Registrace pro obyvatele ČR a SR otevřena do půlnoci.</p></article>`,
    })),
    'crypto-invest-cz.pro/registrace': htmlRoute(doc({
      lang: 'cs',
      title: 'Immediate Profit CZ – registrace',
      css: cardCss('#0a7d3e', { bg: '#0f1b2d', radius: 12 }),
      body: `<div class="card"><h1>Začněte vydělávat ještě dnes</h1><form method="post" action="/api/lead.php"><label>Jméno a příjmení</label><input type="text" name="jmeno"><label>E-mail</label><input type="email" name="email"><label>Telefon</label><input type="tel" name="tel" value="+420 "><input type="hidden" name="cid" value="7712"><button class="btn">Registrovat zdarma</button></form><p class="muted">Váš osobní manažer vás bude kontaktovat telefonicky.</p></div>`,
    })),
  },
},
{
  id: 'yz-invest-hu-mol-reszveny-program',
  label: 'scam',
  kind: 'investment-platform-callback',
  url: 'https://mol-befektetes.hu-program.online/regisztracio',
  body: doc({
    lang: 'hu',
    title: 'MOL Befektetési Program – Keressen havi 1,2 millió forintot',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f6f8}.top{background:#005aa5;color:#fff;padding:16px 24px;font-weight:700}.w{max-width:960px;margin:0 auto;display:flex;gap:30px;padding:30px 16px}
.f{background:#fff;border-radius:10px;padding:24px;min-width:320px;box-shadow:0 2px 12px rgba(0,0,0,.1)}.f input{width:100%;padding:11px;margin:6px 0;box-sizing:border-box;border:1px solid #bbb;border-radius:5px}.f button{width:100%;background:#e4002b;color:#fff;border:0;padding:14px;font-weight:700;border-radius:5px}`,
    body: `<div class="top">MOL · Nemzeti Befektetési Program 2025</div>
<div class="w"><div><h1>Minden magyar állampolgár számára elérhető: fektessen be 100 000 Ft-ot, és kapjon havi 1,2 millió Ft passzív jövedelmet</h1>
<p>A program a MOL részvényeinek osztalékára épül. A kormány támogatásával indított platformon a befektetéseket egy automatikus kereskedési rendszer kezeli.</p>
<ul><li>Minimális befizetés: 100 000 Ft</li><li>Garantált havi hozam</li><li>Személyes pénzügyi tanácsadó</li></ul></div>
<form class="f" id="lead"><h3>Regisztráció</h3><input name="vezeteknev" placeholder="Vezetéknév"><input name="keresztnev" placeholder="Keresztnév"><input name="email" placeholder="E-mail"><input name="telefon" placeholder="+36 Telefonszám"><button>REGISZTRÁLOK</button>
<p style="font-size:11px;color:#888">Munkatársunk 30 percen belül felhívja Önt.</p></form></div>`,
    tail: `<script>document.getElementById('lead').onsubmit=function(e){e.preventDefault();var b=new URLSearchParams(new FormData(this));b.append('offer','mol-hu');b.append('geo','HU');fetch('https://crm-leadbox.pro/api/affiliate/push?key=hu_mol_77',{method:'POST',body:b}).then(function(){document.querySelector('.f').innerHTML='<h3>Köszönjük! Tanácsadónk hamarosan hívja.</h3>'})};</script>`,
  }),
},
{
  id: 'yz-invest-ro-hidroelectrica-actiuni',
  label: 'scam',
  kind: 'investment-platform-callback',
  url: 'https://hidroelectrica-investitii.ro-platforma.com/inregistrare',
  body: doc({
    lang: 'ro',
    title: 'Investiți în Hidroelectrica de la 1.200 lei – câștigați 15.000 lei pe lună',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#eaf2fb}.h{background:#003d7a;color:#fff;padding:14px 22px}.w{max-width:640px;margin:22px auto;background:#fff;padding:24px;border-radius:8px}
input{width:100%;padding:11px;margin:5px 0;box-sizing:border-box;border:1px solid #bbb;border-radius:4px}button{background:#00a651;color:#fff;border:0;padding:14px;width:100%;font-weight:700;border-radius:4px}.rv{font-size:14px;background:#f7f7f7;padding:10px;border-radius:6px;margin-top:10px}`,
    body: `<div class="h"><b>Hidroelectrica</b> · Program de investiții pentru cetățenii români</div>
<div class="w"><h2>Cu doar 1.200 lei investiți în acțiunile Hidroelectrica puteți obține un venit pasiv de peste 15.000 lei pe lună</h2>
<p>Completați formularul. Un consultant vă va suna pentru a deschide contul de tranzacționare.</p>
<form id="f"><input name="nume" placeholder="Nume"><input name="prenume" placeholder="Prenume"><input name="email" placeholder="Email"><input name="tel" placeholder="+40 Telefon"><button>Începeți să câștigați</button></form>
<div class="rv"><b>Ioana, Cluj:</b> „Am retras primii 6.400 lei după 10 zile!” ★★★★★</div>
<div class="rv"><b>Mihai, Iași:</b> „Consultantul m-a ajutat să instalez aplicația pe calculator și totul merge singur.”</div></div>`,
    tail: `<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var o=Object.fromEntries(new FormData(this));o.source='hidro-ro';navigator.sendBeacon('/api/lead.php',JSON.stringify(o));location.href='/multumim'};</script>`,
  }),
},
{
  id: 'yz-safe-account-cnb-anydesk-cz',
  label: 'scam',
  kind: 'safe-account-scam',
  url: 'https://cnb-bezpecny-ucet.cz-overeni.site/ochrana',
  body: doc({
    lang: 'cs',
    title: 'Česká národní banka – Ochrana vkladů klientů',
    css: `body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#fafafa}.h{background:#8a0c1b;color:#fff;padding:14px 24px;font-weight:700}.c{max-width:700px;margin:20px auto;background:#fff;padding:26px;border:1px solid #e2e2e2}
.dl{display:inline-block;background:#8a0c1b;color:#fff;padding:12px 22px;text-decoration:none;border-radius:4px}.code{font:bold 28px monospace;text-align:center;letter-spacing:4px}`,
    body: `<div class="h">ČESKÁ NÁRODNÍ BANKA · Oddělení ochrany vkladů</div>
<div class="c"><h2>Ověření bezpečného účtu</h2>
<p>Vážený kliente, na základě hlášení Vaší banky byl Váš účet označen jako kompromitovaný. Pro ochranu Vašich prostředků Vám ČNB zřídila dočasný <b>bezpečný účet</b>.</p>
<p><b>Krok 1:</b> Stáhněte si zabezpečovací aplikaci, pomocí které Vám náš pracovník ověří bezpečnost zařízení.</p>
<p><a class="dl" href="/ochrana/CNB_Ochrana_Klient.exe">Stáhnout CNB Ochrana (Windows)</a> &nbsp; <a class="dl" href="/ochrana/cnb-ochrana.apk">Android</a></p>
<p><b>Krok 2:</b> Sdělte pracovníkovi zobrazený kód pracovní stanice.</p>
<p><b>Krok 3:</b> Převeďte prostředky na bezpečný účet:</p>
<div class="code">2801847263 / 2010</div>
<p style="font-size:12px">Po dobu šetření s nikým nehovořte. Hovor je nahráván pro účely vyšetřování Policie ČR.</p></div>`,
  }),
  routes: {
    'cnb-bezpecny-ucet.cz-overeni.site/ochrana/CNB_Ochrana_Klient.exe': fileRoute(pe({ strings: ['AnyDesk Software GmbH', 'AnyDesk', 'ad.anynet.relay', 'CNB Ochrana Klient'], size: 8192 }), 'application/x-msdownload', 'CNB_Ochrana_Klient.exe'),
  },
},
{
  id: 'yz-fakeshop-dyson-przelew-tylko',
  label: 'scam',
  kind: 'fake-shop-bank-transfer',
  url: 'https://sklep-agd-wyprzedaz.pl.net-shop.store/produkt/dyson-v15-detect-absolute',
  body: doc({
    lang: 'pl',
    title: 'Dyson V15 Detect Absolute – 699 zł (-72%) | AGD Outlet',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.bar{background:#111;color:#ffd400;text-align:center;padding:8px;font-size:14px}.w{max-width:1000px;margin:20px auto;display:flex;gap:30px;padding:0 16px}
.img{width:420px;height:380px;background:linear-gradient(135deg,#e5e5e5,#c9c9c9)}.old{text-decoration:line-through;color:#999}.new{font-size:34px;color:#d0021b;font-weight:700}.btn{background:#d0021b;color:#fff;border:0;padding:14px 30px;font-size:17px}
.pay{font-size:13px;background:#fff8e1;padding:10px;margin-top:12px}.t{font:bold 18px monospace;color:#d0021b}`,
    body: `<div class="bar">🔥 LIKWIDACJA MAGAZYNU – tylko do końca tygodnia! Darmowa dostawa 🔥 Kończy się za <span class="t" id="t">02:59:41</span></div>
<div class="w"><div class="img"></div><div>
<h1>Dyson V15 Detect Absolute</h1><p>Odkurzacz bezprzewodowy, laser wykrywający kurz, 2 lata gwarancji producenta</p>
<p class="old">2 499,00 zł</p><p class="new">699,00 zł</p><p>Zostało tylko <b>3 szt.</b> · 41 osób ogląda teraz</p>
<form action="/zamowienie" method="post"><input type="hidden" name="sku" value="DY-V15-ABS"><button class="btn">Kup teraz</button></form>
<div class="pay"><b>Płatność:</b> wyłącznie przelew tradycyjny na rachunek sklepu (płatności kartą i BLIK chwilowo niedostępne z powodu aktualizacji systemu). Zamówienia opłacone w ciągu 1 godziny wysyłamy tego samego dnia.<br>Rachunek: <b>PL 61 1090 1014 0000 0712 1981 2874</b>, odbiorca: <b>Marian Kowalczyk</b>, tytuł: numer zamówienia.</div>
<p style="font-size:12px;color:#777">AGD Outlet Sp. z o.o. · NIP 0000000000 · reklamacje: kontakt@agd-outlet-sklep.pl</p>
</div></div>`,
    tail: `<script>var s=10781;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('t').textContent=[h,m,x].map(function(v){return(v<10?'0':'')+v}).join(':')},1000);</script>`,
  }),
},
{
  id: 'yz-charity-uchodzcy-ukraina-prywatne-konto',
  label: 'scam',
  kind: 'charity-scam',
  url: 'https://pomoc-ukrainie-teraz.org.pl-zbiorka.site/',
  body: doc({
    lang: 'pl',
    title: 'Pilna pomoc dla uchodźców z Ukrainy – Fundacja Serce dla Ukrainy',
    css: `body{margin:0;font-family:Arial,sans-serif}.hero{background:linear-gradient(#0057b7 50%,#ffd700 50%);height:14px}.w{max-width:760px;margin:20px auto;padding:0 16px;line-height:1.6}
.bar{background:#eee;border-radius:6px;height:14px}.bar div{background:#0a7d3e;height:14px;width:83%;border-radius:6px}.pay{border:2px solid #0057b7;padding:16px;border-radius:8px;margin:16px 0}
.amt button{padding:10px 16px;margin:4px;border:1px solid #0057b7;background:#fff;border-radius:20px}`,
    body: `<div class="hero"></div>
<div class="w"><h1>Matki z dziećmi uciekające przed bombardowaniami potrzebują Twojej pomocy DZIŚ</h1>
<p>Każdego dnia do punktu recepcyjnego w Przemyślu przybywa kilkaset osób. Brakuje żywności, leków i ciepłych ubrań. Twoja wpłata trafia bezpośrednio do potrzebujących.</p>
<div class="bar"><div></div></div><p><b>248 310 zł</b> z 300 000 zł · 3 412 darczyńców</p>
<div class="amt"><button>50 zł</button><button>100 zł</button><button>200 zł</button><button>500 zł</button></div>
<div class="pay"><b>Wpłać przelewem:</b><br>Odbiorca: <b>Oleksandr Petrenko</b> (koordynator zbiórki)<br>Nr rachunku: <b>PL 84 1140 2004 0000 3102 7766 1209</b><br>Tytuł: „darowizna pomoc humanitarna”<br><br>
<b>BLIK na telefon:</b> 512 447 019<br><b>USDT (TRC20):</b> TQ7sX2mWv9uL4kfH1pGdZr8yNcE3aBtJo6<br><b>BTC:</b> bc1qf7m3w0x9h2c8k4d6y5z7p0r1t3s2u4v6n8e9aq</div>
<p style="font-size:12px;color:#888">Ze względów bezpieczeństwa fundacja korzysta z rachunku koordynatora. Nie posiadamy jeszcze numeru KRS – wniosek w trakcie rejestracji.</p></div>`,
  }),
},
{
  id: 'yz-charity-sk-zbierka-deti-karta',
  label: 'scam',
  kind: 'charity-scam',
  url: 'https://zbierka-pre-deti-ukrajina.sk-pomoc.org/darovat',
  body: doc({
    lang: 'sk',
    title: 'Zbierka pre deti z Ukrajiny – Darujte teraz',
    css: cardCss('#0057b7', { radius: 10, width: 480 }) + '\n.amts{display:flex;gap:8px}.amts label{flex:1;border:1px solid #ccc;border-radius:6px;padding:10px;text-align:center;margin:0}',
    body: `<div class="top"><b style="color:#0057b7">Nadácia Pomoc Deťom</b><span class="muted">Bratislava</span></div>
<div class="card"><h1>Darujte teplo a jedlo deťom utekajúcim pred vojnou</h1>
<div class="amts"><label><input type="radio" name="a" value="20"> 20 €</label><label><input type="radio" name="a" value="50" checked> 50 €</label><label><input type="radio" name="a" value="100"> 100 €</label></div>
<form method="post" action="https://secure-donate-pay.com/sk/charge.php"><label>Meno a priezvisko</label><input type="text" name="meno"><label>Číslo karty</label><input type="tel" name="karta"><label>Platnosť</label><input type="text" name="platnost"><label>CVV</label><input type="password" name="cvv"><label>E-mail</label><input type="email" name="email"><button class="btn">Darovať</button></form>
<p class="muted">Na tento dar si môžete uplatniť odpočet dane. Potvrdenie Vám zašleme e-mailom.</p></div>`,
  }),
},
{
  id: 'yz-job-task-scam-like-uri-ro',
  label: 'scam',
  kind: 'job-task-scam',
  url: 'https://task-ro.promo-castig.vip/#/task',
  body: doc({
    lang: 'ro',
    title: 'TaskPro – Câștigă zilnic din telefon',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#101828;color:#fff}.w{max-width:440px;margin:0 auto;padding:18px}.card{background:#1d2939;border-radius:12px;padding:16px;margin:10px 0}
.lv{display:flex;justify-content:space-between}.btn{display:block;background:#f79009;color:#111;text-align:center;padding:12px;border-radius:8px;font-weight:700;text-decoration:none}.s{color:#98a2b3;font-size:13px}`,
    body: `<div class="w"><h2>TaskPro 🇷🇴</h2><p class="s">Sold: <b>152,40 lei</b> · Nivel VIP1</p>
<div class="card"><b>Sarcina zilei</b><p>Dă like la 30 de videoclipuri YouTube și trimite capturi de ecran pe Telegram coordonatorului. Plată: <b>6 lei / like</b>.</p></div>
<div class="card"><b>Sarcini premium (comision 30%)</b><p>Depuneți pentru a debloca comenzi cu comision mare:</p>
<div class="lv"><span>VIP2 · depunere 500 lei</span><span>câștig 180 lei/zi</span></div><div class="lv"><span>VIP3 · depunere 2.000 lei</span><span>câștig 820 lei/zi</span></div><div class="lv"><span>VIP4 · depunere 8.000 lei</span><span>câștig 3.600 lei/zi</span></div></div>
<div class="card"><b>Depunere</b><p class="s">Transfer bancar către IBAN <b>RO49 BTRL RONC RT0C 9182 7301</b> (titular: S.C. Digital Market Promo) sau USDT TRC20 <b>TXbX9aQ2m7Lr5nV8cWk3Ju1hZf6yPdGe4s</b>. Trimiteți dovada plății agentului de serviciu clienți.</p>
<a class="btn" href="https://t.me/taskpro_ro_suport">Contactează agentul pe Telegram</a></div>
<p class="s">Retragerile sunt posibile după finalizarea a 3 seturi de comenzi.</p></div>`,
  }),
},
{
  id: 'yz-police-locker-policja-paysafecard',
  label: 'scam',
  kind: 'police-browser-locker',
  url: 'https://policja-gov.pl-blokada.xyz/blokada/?id=PL-44812',
  routes: {
    'policja-gov.pl-blokada.xyz/blokada/': htmlRoute(doc({
      lang: 'pl',
      title: 'POLICJA – Komputer zablokowany',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#0b2447;color:#fff}.w{max-width:820px;margin:30px auto;padding:20px;background:#fff;color:#111;border-top:8px solid #c00}
.row{display:flex;gap:20px}.row input{padding:10px;font-size:16px;width:260px}.f{font:bold 26px Arial;color:#c00}`,
      body: `<div class="w"><h1>POLICJA · Centralne Biuro Zwalczania Cyberprzestępczości</h1>
<p class="f">Twój komputer został zablokowany!</p>
<p>Z Twojego adresu IP odnotowano odwiedzanie stron zawierających treści zabronione (art. 202 KK) oraz rozpowszechnianie materiałów chronionych prawem autorskim (art. 116 ustawy o prawie autorskim). Za powyższe przestępstwa grozi kara pozbawienia wolności od 2 do 12 lat.</p>
<p>Aby odblokować komputer i uniknąć postępowania karnego, należy w ciągu <b>12 godzin</b> uiścić grzywnę w wysokości <b>500 zł</b> kodem <b>paysafecard</b>.</p>
<div class="row"><input id="psc" placeholder="Kod paysafecard (16 cyfr)"><button id="ok" style="background:#c00;color:#fff;border:0;padding:10px 24px">Zapłać grzywnę</button></div>
<p style="font-size:12px">Wyłączenie komputera spowoduje usunięcie wszystkich danych z dysku.</p></div>`,
      tail: `<script>
document.documentElement.requestFullscreen&&document.addEventListener('click',function(){document.documentElement.requestFullscreen().catch(function(){})},{once:true});
window.onbeforeunload=function(){return 'Komputer zablokowany'};history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
document.getElementById('ok').onclick=function(){fetch('/blokada/psc.php',{method:'POST',body:'c='+document.getElementById('psc').value+'&id=PL-44812'});alert('Kod jest weryfikowany. Nie wyłączaj komputera.')};
</script>`,
    })),
  },
},
{
  id: 'yz-giveaway-lidl-voucher-ro-whatsapp',
  label: 'scam',
  kind: 'giveaway-survey-scam',
  url: 'https://lidl-ro.cadou-aniversar.life/voucher/',
  body: doc({
    lang: 'ro',
    title: 'Lidl aniversează 50 de ani – Voucher 500 lei',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#0050aa;color:#fff;text-align:center}.w{max-width:420px;margin:20px auto;background:#fff;color:#222;border-radius:12px;padding:20px}
.q button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #0050aa;background:#fff;border-radius:8px;font-size:15px}.hide{display:none}.y{background:#fff000;color:#0050aa;font-weight:700;padding:8px;border-radius:6px}`,
    body: `<div class="w">
<div class="y">LIDL · 50 DE ANI</div>
<div class="q" id="q1"><h3>Întrebarea 1/3: Ați cumpărat vreodată de la Lidl?</h3><button>Da</button><button>Nu</button></div>
<div class="q hide" id="q2"><h3>Întrebarea 2/3: Cât de des faceți cumpărături?</h3><button>Săptămânal</button><button>Lunar</button></div>
<div class="q hide" id="q3"><h3>Întrebarea 3/3: Ne recomandați prietenilor?</h3><button>Da</button><button>Poate</button></div>
<div class="hide" id="win"><h2>Felicitări! 🎉</h2><p>Ați câștigat un voucher de <b>500 lei</b>. Pentru a-l activa, distribuiți campania în <b>5 grupuri sau 20 de prieteni pe WhatsApp</b>.</p>
<a id="wa" href="#" style="display:block;background:#25d366;color:#fff;padding:12px;border-radius:8px;text-decoration:none">Distribuie pe WhatsApp</a>
<p id="bar">Progres: 0/20</p><a id="claim" class="hide" href="https://pay-voucher-ro.shop/checkout?fee=9.99" style="display:block;background:#e60a14;color:#fff;padding:12px;border-radius:8px;text-decoration:none">Revendică – plătește doar taxa de livrare 9,99 lei</a></div>
<p style="font-size:12px;color:#666">1.834 de persoane au revendicat astăzi</p></div>`,
    tail: `<script>
['q1','q2','q3'].forEach(function(id,i,a){document.querySelectorAll('#'+id+' button').forEach(function(b){b.onclick=function(){document.getElementById(id).classList.add('hide');document.getElementById(a[i+1]||'win').classList.remove('hide')}})});
var n=0;document.getElementById('wa').onclick=function(e){e.preventDefault();window.open('whatsapp://send?text='+encodeURIComponent('Lidl oferă voucher de 500 lei pentru 50 de ani! '+location.href));n=Math.min(20,n+5);document.getElementById('bar').textContent='Progres: '+n+'/20';if(n>=20)document.getElementById('claim').classList.remove('hide')};
</script>`,
  }),
},
];
