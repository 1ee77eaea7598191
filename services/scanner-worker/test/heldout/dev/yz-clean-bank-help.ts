import { type Entry } from '../entry.js';
import { site } from '../parts/yz-kit.js';

export const entries: Entry[] = [
{
  id: 'yz-clean-pko-blik-zwrot-help',
  label: 'clean',
  kind: 'bank-help-page',
  url: 'https://www.pkobp.pl/klient-indywidualny/platnosci/blik/zwroty-blik/',
  body: site({
    lang: 'pl',
    title: 'Zwroty BLIK – jak działają? | PKO Bank Polski',
    brand: 'PKO Bank Polski',
    color: '#003574',
    nav: ['Konta', 'Karty', 'Kredyty', 'Oszczędności', 'Pomoc'],
    main: `<h1>Zwroty BLIK</h1>
<p>Jeżeli sklep internetowy zwraca Ci pieniądze za zakupy opłacone BLIKIEM, środki wrócą automatycznie na rachunek, z którego płaciłeś. <b>Nie musisz generować żadnego kodu BLIK, aby otrzymać zwrot.</b></p>
<h2>Uwaga na oszustów</h2>
<p>Przestępcy wysyłają linki do stron „odbioru zwrotu” lub „odbioru płatności za sprzedany przedmiot”, na których proszą o wpisanie 6-cyfrowego kodu BLIK. Wpisanie kodu i zatwierdzenie operacji w IKO oznacza <b>wypłatę</b> Twoich pieniędzy, a nie ich przyjęcie.</p>
<ul><li>Kod BLIK służy tylko do płacenia i wypłat z bankomatu.</li><li>Zawsze czytaj w IKO, jaką operację zatwierdzasz i na jaką kwotę.</li><li>Podejrzane strony zgłoś na <a href="https://incydent.cert.pl/">incydent.cert.pl</a> albo SMS-em na numer 8080.</li></ul>
<h2>Jak przyjąć pieniądze od znajomego?</h2><p>Użyj przelewu na telefon BLIK – wystarczy, że Twój numer jest zarejestrowany w IKO. Nadawca nie potrzebuje żadnych Twoich kodów.</p>`,
    footer: 'PKO Bank Polski S.A. · Infolinia 800 302 302 · <a href="/bezpieczenstwo/">Bezpieczeństwo</a>',
  }),
},
{
  id: 'yz-clean-mbank-bezpieczenstwo-sms-examples',
  label: 'clean',
  kind: 'bank-security-page',
  url: 'https://www.mbank.pl/pomoc/bezpieczenstwo/aktualne-zagrozenia/?art=sms-doplata',
  body: site({
    lang: 'pl',
    title: 'Aktualne zagrożenia – fałszywe SMS-y | mBank',
    brand: 'mBank',
    color: '#d10018',
    nav: ['Indywidualny', 'Firmy', 'Pomoc', 'Bezpieczeństwo'],
    main: `<h1>Aktualne zagrożenia: fałszywe SMS-y o dopłacie do przesyłki i blokadzie konta</h1>
<p><i>Aktualizacja: 14.10.2025</i></p>
<p>Otrzymujemy zgłoszenia o wiadomościach podszywających się pod firmy kurierskie i nasz bank. Przykłady treści, które krążą w tym tygodniu:</p>
<pre>InPost: Twoja paczka oczekuje na doplate 1,99 zl. Oplac teraz: hxxps://inpost-pl[.]paczkomat-doplata[.]info/p/...
mBank: Wykrylismy nieautoryzowane logowanie. Zweryfikuj konto: hxxps://online-mbank-weryfikacja[.]top</pre>
<p>Strony z linków wyglądają jak strona logowania mBanku lub bramka płatności i proszą o identyfikator, hasło, dane karty (numer, data, CVC) oraz kod SMS. Następnie przestępcy dodają swoje urządzenie do Twojej bankowości.</p>
<h2>Co robić?</h2><ol><li>Logując się, wpisuj adres <b>online.mbank.pl</b> ręcznie lub korzystaj z aplikacji.</li><li>Nie podawaj danych karty, aby „odebrać” pieniądze.</li><li>Jeśli podałeś dane – zastrzeż kartę i zadzwoń: 801 300 800.</li></ol>`,
    footer: 'mBank S.A. · ul. Prosta 18, 00-850 Warszawa',
  }),
},
{
  id: 'yz-clean-ing-bezpieczne-konto-nie-istnieje',
  label: 'clean',
  kind: 'bank-security-page',
  url: 'https://www.ing.pl/indywidualni/bezpieczenstwo/oszustwa/na-pracownika-banku',
  body: site({
    lang: 'pl',
    title: 'Oszustwo „na pracownika banku” – bezpieczne konto nie istnieje | ING',
    brand: 'ING',
    color: '#ff6200',
    nav: ['Konta', 'Karty', 'Kredyty', 'Bezpieczeństwo'],
    main: `<h1>„Bezpieczne konto” nie istnieje</h1>
<p>Oszuści dzwonią, podając się za pracownika działu bezpieczeństwa banku, KNF lub Policji. Na ekranie telefonu może wyświetlać się nasz prawdziwy numer infolinii (tzw. spoofing). Rozmówca mówi zwykle:</p>
<blockquote>„Dzień dobry, dzwonię z Departamentu Bezpieczeństwa. Ktoś próbuje wziąć kredyt na Pana dane. Musimy przenieść Pana środki na rachunek techniczny, który nie jest widoczny dla przestępców. Proszę nie rozłączać się i nie informować pracowników oddziału.”</blockquote>
<p>Czasem przysyła link do strony z „numerem sprawy”, zdjęciem „pracownika” i numerem rachunku technicznego, albo prosi o instalację aplikacji AnyDesk, RustDesk lub „modułu ochrony”.</p>
<h2>Zapamiętaj</h2><ul><li>Nigdy nie prosimy o przelew na inny rachunek w celu „ochrony środków”.</li><li>Nie prosimy o instalację aplikacji do zdalnego pulpitu.</li><li>Rozłącz się i oddzwoń na numer z karty lub strony ing.pl.</li></ul>`,
    footer: 'ING Bank Śląski S.A. · ul. Sokolska 34, 40-086 Katowice',
  }),
},
{
  id: 'yz-clean-csas-bezpecnost-podvodne-sms',
  label: 'clean',
  kind: 'bank-security-page',
  url: 'https://www.csas.cz/cs/bezpecnost/podvodne-zpravy-a-hovory',
  body: site({
    lang: 'cs',
    title: 'Podvodné zprávy a hovory | Česká spořitelna',
    brand: 'Česká spořitelna',
    color: '#2870ed',
    nav: ['Účty', 'Karty', 'Hypotéky', 'Bezpečnost'],
    main: `<h1>Podvodné zprávy a hovory</h1>
<p>Podvodníci rozesílají SMS a e-maily, které vypadají, jako by je poslal George nebo jiná instituce. Příklady:</p>
<pre>Ceska sporitelna: Vas ucet byl docasne zablokovan. Pro obnoveni pristupu se prihlaste: hxxps://george-csas[.]cz-overeni[.]info
Zasilkovna: Vase zasilka ceka na doplatek 49 Kc: hxxps://zasilkovna-doruceni[.]cz/...</pre>
<p>Na podvodné stránce po vás chtějí uživatelské jméno, heslo a potvrzení v George klíči. Tím jim ve skutečnosti schválíte přidání nového zařízení.</p>
<h2>Bezpečný účet neexistuje</h2><p>Pokud vám někdo volá jménem banky, ČNB nebo policie a chce, abyste převedli peníze na „bezpečný účet“ nebo si nainstalovali aplikaci, zavěste. Volejte nám na 956 777 956.</p>`,
    footer: 'Česká spořitelna, a.s. · Olbrachtova 1929/62, 140 00 Praha 4',
  }),
},
];
