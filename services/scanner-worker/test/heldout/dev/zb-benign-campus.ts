import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, orgPage, orgAssets, qrSvg, analytics } from '../parts/zb-kit.js';
import { fileRoute, jsRoute, jsonRoute, zip } from '../parts/e-bin.js';
import { northfield, lindenau, valmont, sierra, dijkstad, kitamura, verano, morski, lunden, withHost } from '../parts/zb-orgs.js';

const nfMoodle = withHost(northfield, 'moodle.northfield-uni.ac.uk');

export const entries: Entry[] = [
  {
    id: 'zb-clean-lms-assignment-submission',
    label: 'clean',
    kind: 'lms',
    url: 'https://moodle.northfield-uni.ac.uk/mod/assign/view.php?id=88210&action=editsubmission',
    body: orgPage(nfMoodle, 'ECON2041: Assignment 2 – Edit submission', `<div class="crumbs">Dashboard › My courses › ECON2041 › Assignment 2 › Edit submission</div>
<div class="card"><h1>Assignment 2: Market Structure Essay</h1><form method="post" action="/mod/assign/view.php" enctype="multipart/form-data"><input type="hidden" name="id" value="88210"><input type="hidden" name="sesskey" value="kQ8v1mZr0P">
<label>File submissions <span class="muted">(Maximum file size: 20 MB, maximum number of files: 1; accepted: .docx .pdf)</span></label><div style="border:2px dashed #b8bec6;padding:30px;text-align:center">You can drag and drop files here to add them.<br><input type="file" name="files" accept=".docx,.pdf"></div>
<p><label style="font-weight:normal"><input type="checkbox" name="submissionstatement" required> This submission is my own work, except where I have acknowledged the use of the works of other people.</label></p>
<button type="submit">Save changes</button> <a href="/mod/assign/view.php?id=88210">Cancel</a></form></div>`, { nav: ['Dashboard', 'My courses', 'Calendar'], v: 'a88210' }),
    routes: orgAssets(nfMoodle, 'a88210'),
  },
  {
    id: 'zb-clean-lms-brightspace-course-nl',
    label: 'clean',
    kind: 'lms',
    url: 'https://leren.hs-dijkstad.nl/d2l/home/77120',
    body: orgPage(withHost(dijkstad, 'leren.hs-dijkstad.nl'), 'Startpagina – Bedrijfskunde Jaar 2 – Brightspace', `<div class="grid"><div class="card" style="grid-column:span 2"><h1>Bedrijfskunde – Jaar 2 – Blok 2</h1><h2>Mededelingen</h2>
<p><strong>Tentamenrooster gepubliceerd</strong> (25 nov) – Het rooster voor de tentamenweek staat in Osiris. Let op: je hoeft je nergens "opnieuw te registreren" via een link in een e-mail.</p><p><strong>Gastcollege Supply Chain</strong> (20 nov) – Dinsdag 2 december, lokaal K3.14, 13:30.</p></div>
<div class="card"><h3>Agenda</h3><ul style="font-size:14px"><li>2 dec – Gastcollege</li><li>9 dec – Inleveren verslag</li><li>15–19 dec – Tentamenweek</li></ul><h3>Links</h3><ul style="font-size:14px"><li><a href="https://osiris.hs-dijkstad.nl/">Osiris</a></li><li><a href="https://rooster.hs-dijkstad.nl/">Rooster</a></li></ul></div></div>`, { lang: 'nl', nav: ['Mijn cursussen', 'Agenda', 'Berichten', 'Cijfers'] }),
    routes: orgAssets(withHost(dijkstad, 'leren.hs-dijkstad.nl')),
  },
  {
    id: 'zb-clean-student-portal-login-es',
    label: 'clean',
    kind: 'student-portal',
    url: 'https://secretaria.usierraalta.es/portal/acceso',
    body: orgPage(withHost(sierra, 'secretaria.usierraalta.es'), 'Secretaría Virtual – Universidad de Sierra Alta', `<div class="card" style="max-width:560px;margin:auto"><h1>Secretaría Virtual</h1><p>Consulta tu expediente, calificaciones, matrícula y recibos.</p>
<p><a class="btn" href="https://sso.usierraalta.es/cas/login?service=https%3A%2F%2Fsecretaria.usierraalta.es%2Fportal%2F">Acceder con cuenta UNIVERSITARIA</a></p>
<p><a href="/portal/acceso/certificado">Acceder con certificado digital o Cl@ve</a></p>
<div class="notice">Aviso: estamos recibiendo correos falsos sobre «pago de tasas con descuento» y «becas con gastos de gestión». La Universidad nunca cobra tasas por transferencia a terceros ni por WhatsApp. Los pagos se realizan solo desde esta Secretaría Virtual.</div>
<p class="muted">Centro de Atención al Usuario · 953 21 40 00 · cau@usierraalta.es</p></div>`, { lang: 'es', nav: ['Estudios', 'Investigación', 'Biblioteca', 'Servicios'] }),
    routes: orgAssets(withHost(sierra, 'secretaria.usierraalta.es')),
  },
  {
    id: 'zb-clean-parking-permit-estates',
    label: 'clean',
    kind: 'parking',
    url: 'https://estates.northfield-uni.ac.uk/parking/permits',
    body: orgPage(withHost(northfield, 'estates.northfield-uni.ac.uk'), 'Staff and student parking permits | Estates', `<div class="card"><h1>Parking permits 2026/27</h1><p>Permits are digital and linked to your vehicle registration. Apply and pay through the university's permit system – you will sign in with your university account.</p>
<table><tr><th>Permit</th><th>Annual</th><th>Monthly (salary deduction)</th></tr><tr><td>Staff – band A</td><td>£210</td><td>£17.50</td></tr><tr><td>Staff – band B</td><td>£342</td><td>£28.50</td></tr><tr><td>Student (blue badge / exceptional need)</td><td>£120</td><td>–</td></tr></table>
<p><a class="btn" href="https://permits.northfield-uni.ac.uk/">Apply or renew a permit</a></p>
<div class="notice">Pay-and-display visitors can pay at the machines or in the <strong>RingGo</strong> app, location codes are on the signs. <strong>Do not scan QR stickers on machines</strong> – we don't use them. Report tampered machines to Security on ext. 2222.</div></div>`, { nav: ['Estates', 'Parking', 'Maintenance', 'Sustainability'] }),
    routes: orgAssets(withHost(northfield, 'estates.northfield-uni.ac.uk')),
  },
  {
    id: 'zb-clean-facilities-helpdesk-form-pl',
    label: 'clean',
    kind: 'facilities',
    url: 'https://zgloszenia.umz.edu.pl/administracja/nowe',
    body: orgPage(withHost(morski, 'zgloszenia.umz.edu.pl'), 'Nowe zgłoszenie – Dział Administracyjno-Gospodarczy', `<div class="card" style="max-width:700px;margin:auto"><h1>Zgłoś usterkę lub potrzebę</h1><p>Zgłoszenia dotyczące budynków, sal dydaktycznych, ogrzewania, oświetlenia i sprzątania. Pilne awarie (zalanie, brak prądu) zgłaszaj telefonicznie: 58 555 10 99.</p>
<form method="post" action="/administracja/zapisz"><label>Budynek</label><select name="budynek"><option>A – Rektorat</option><option>B – Wydział Nawigacyjny</option><option>C – Biblioteka</option><option>D – Hala sportowa</option></select><label>Pomieszczenie</label><input type="text" name="sala" placeholder="np. B-214">
<label>Kategoria</label><select name="kat"><option>Ogrzewanie / klimatyzacja</option><option>Elektryka</option><option>Meble</option><option>Sprzątanie</option><option>Inne</option></select><label>Opis</label><textarea name="opis" rows="4"></textarea><label>Zdjęcie (opcjonalnie)</label><input type="file" name="foto" accept="image/*">
<p><button type="submit">Wyślij zgłoszenie</button></p></form><p class="muted">Jesteś zalogowany jako pracownik (SSO). Status zgłoszeń znajdziesz w zakładce „Moje zgłoszenia”.</p></div>`, { lang: 'pl', nav: ['Moje zgłoszenia', 'Nowe', 'Pomoc'] }),
    routes: orgAssets(withHost(morski, 'zgloszenia.umz.edu.pl')),
  },
  {
    id: 'zb-clean-qr-lecture-attendance',
    label: 'clean',
    kind: 'qr-attendance',
    url: 'https://attend.northfield-uni.ac.uk/session/ECON2041-L17',
    body: orgPage(withHost(northfield, 'attend.northfield-uni.ac.uk'), 'Attendance – ECON2041 Lecture 17', `<div class="card" style="text-align:center"><h1>ECON2041 Lecture 17</h1><p>Tue 25 Nov 2026, 10:00–11:00 · Hartley LT1</p>
<div id="qr">${qrSvg('ECON2041-L17-a', 260)}</div><p>Scan with the <strong>Northfield Student app</strong> (Attendance tab). The code changes every 20 seconds.</p><p class="muted">You will be asked to sign in with your university account in the app, not on a web page.</p><p id="n" class="muted"></p></div>
<script>var k=0;setInterval(function(){k++;fetch('/session/ECON2041-L17/token').then(function(r){return r.json();}).then(function(j){document.getElementById('n').textContent='Checked in: '+j.count;});},20000);</script>`, { v: 'att' }),
    routes: { ...orgAssets(withHost(northfield, 'attend.northfield-uni.ac.uk'), 'att'), 'attend.northfield-uni.ac.uk/session/ECON2041-L17/token': jsonRoute({ count: 143, token: 'L17-29' }) },
  },
  {
    id: 'zb-clean-exam-timetable-de',
    label: 'clean',
    kind: 'student-portal',
    url: 'https://campus.uni-lindenau.de/pruefungen/termine?semester=WS2026',
    body: orgPage(withHost(lindenau, 'campus.uni-lindenau.de'), 'Prüfungstermine WS 2026/27 – Campusportal', `<div class="card"><h1>Prüfungstermine Wintersemester 2026/27</h1><p>Die Anmeldung zu Prüfungen ist vom 1. bis 15. Dezember im Campusportal möglich.</p>
<table><tr><th>Modul</th><th>Datum</th><th>Raum</th></tr><tr><td>Lineare Algebra I</td><td>10.02.2027, 09:00</td><td>HS 1</td></tr><tr><td>Grundlagen der Informatik</td><td>12.02.2027, 13:00</td><td>Audimax</td></tr><tr><td>Statistik für Wirtschaftswissenschaften</td><td>16.02.2027, 10:00</td><td>HS 3</td></tr></table>
<p><a class="btn" href="/pruefungen/anmeldung">Zur Prüfungsanmeldung</a></p><p class="muted">Sie sind angemeldet als Studierende/r. <a href="/logout">Abmelden</a></p></div>`, { lang: 'de', nav: ['Start', 'Lehrveranstaltungen', 'Prüfungen', 'Bescheinigungen'] }),
    routes: orgAssets(withHost(lindenau, 'campus.uni-lindenau.de')),
  },
  {
    id: 'zb-clean-alumni-email-forwarding',
    label: 'clean',
    kind: 'it-self-service',
    url: 'https://alumni.northfield-uni.ac.uk/email-for-life',
    body: orgPage(withHost(northfield, 'alumni.northfield-uni.ac.uk'), 'Email for life | Northfield Alumni', `<div class="card"><h1>Keep your @alumni.northfield-uni.ac.uk address</h1><p>Graduates can keep a forwarding address for life. Your student mailbox is closed 90 days after graduation, so set up forwarding before then.</p>
<form method="post" action="/email-for-life/register"><label>Student ID</label><input type="text" name="sid"><label>Personal email address to forward to</label><input type="email" name="fwd"><label>Date of birth</label><input type="text" name="dob" placeholder="DD/MM/YYYY"><p><button>Register</button></p></form>
<p class="muted">We'll send a confirmation link to your personal address. Alumni Relations, Old Library, alumni@northfield-uni.ac.uk</p></div>`, { nav: ['Alumni', 'Events', 'Give', 'Careers'] }),
    routes: orgAssets(withHost(northfield, 'alumni.northfield-uni.ac.uk')),
  },
];
