import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footerDe, b64 } from '../parts/zv-kit.js';
import { jsRoute, jsonRoute, beepWav, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zv-advertorial-dhdl-bitcoin-jauch', label: 'scam', kind: 'investment-advertorial',
  url: 'https://nachrichten-heute24.com/wirtschaft/jauch-enthuellt-nebeneinkommen',
  body: doc({ title: 'Günther Jauch enthüllt live im TV, wie er mit 250 € ein Vermögen macht', css: '.top{background:#b00;color:#fff}.art{max-width:720px;margin:0 auto;background:#fff;padding:24px}.cta{background:#2a9d2a;color:#fff;font-size:20px;display:block;text-align:center;padding:16px}.cmt{border-top:1px solid #ddd;padding:8px 0;font-size:14px}',
    body: `<header class="top"><div class="wrap"><b>NACHRICHTEN HEUTE</b> · Politik · Wirtschaft · Promis</div></header>
<div class="art"><h1>Günther Jauch verplappert sich bei „Wer wird Millionär?“ – Banken wollen, dass dieses Video gelöscht wird</h1><p><small>Von Redaktion · aktualisiert vor 2 Stunden</small></p>
<div style="height:300px;background:#ccc;display:flex;align-items:center;justify-content:center">[Foto: Günther Jauch im Studio]</div>
<p>In der gestrigen Sendung erzählte Jauch, wie er seit Monaten mit der Plattform <b>Quantum AI</b> nebenbei verdient: „Jeder, der 250 Euro hat, kann das. Die Software handelt automatisch mit Bitcoin.“ Der Sender hat den Ausschnitt inzwischen entfernt.</p>
<p>Unsere Redakteurin hat es selbst getestet: Nach 7 Tagen hatte sie aus 250 € bereits <b>3.417,22 €</b> gemacht. Auch Carsten Maschmeyer und Frank Thelen aus „Die Höhle der Löwen“ sollen investiert sein.</p>
<a class="cta" href="https://quantum-ai-de.trade-reg.com/?sub=jauch&amp;c=de">Jetzt kostenlos registrieren – nur noch 14 Plätze frei »</a>
<h3>Kommentare (1.284)</h3><div class="cmt"><b>Sabine K.</b>: Habe gestern angefangen, schon 612 € Gewinn!!</div><div class="cmt"><b>Thomas R.</b>: Hat mich ein Berater angerufen, sehr nett, läuft super.</div>
<script>var d=new Date();document.querySelectorAll('small')[0].textContent='Von Redaktion · '+d.toLocaleDateString('de-DE');</script></div>` }),
  routes: {
    'quantum-ai-de.trade-reg.com/': htmlRoute(doc({ title: 'Quantum AI – Offizielle Seite', css: '.btn{background:#f90;color:#000;width:100%}', body: `<div class="wrap" style="max-width:480px"><div class="box" style="margin-top:30px"><h2>Verdienen Sie bis zu 1.300 € täglich</h2><form method="post" action="/lead.php"><label>Vorname</label><input name="fn"><label>Nachname</label><input name="ln"><label>E-Mail</label><input name="em"><label>Telefon</label><input name="ph" value="+49 "><p><button class="btn">JETZT STARTEN</button></p></form><p style="font-size:11px">Ein persönlicher Kontomanager wird Sie in Kürze anrufen.</p></div></div>` })),
  },
},
{
  id: 'zv-bka-vorladung-fake-police', label: 'scam', kind: 'fake-police',
  url: 'https://bka-vorladung.de-justiz.org/akte/2025-CY-88214',
  body: doc({ title: 'Bundeskriminalamt – Vorladung', css: '.top{background:#1e2a4a;color:#fff}.box{border-top:6px solid #1e2a4a}.btn{background:#1e2a4a;color:#fff}',
    body: `<header class="top"><div class="wrap">BUNDESKRIMINALAMT · Cybercrime-Zentrum · in Zusammenarbeit mit EUROPOL</div></header><div class="wrap"><div class="box" style="margin-top:20px">
<h2>VORLADUNG – Aktenzeichen 2025-CY-88214</h2><p>Gegen Sie wird gemäß §§ 184b, 184c StGB wegen des Besitzes und der Verbreitung kinderpornografischer Inhalte, Exhibitionismus und Cyber-Pornografie ermittelt. Ihre IP-Adresse wurde im Rahmen einer internationalen Operation festgestellt.</p>
<p>Sie haben die Möglichkeit, binnen 72 Stunden eine schriftliche Stellungnahme abzugeben und das Verfahren durch Zahlung einer Ordnungsstrafe von <b>4.800 €</b> einzustellen. Andernfalls wird ein Haftbefehl erlassen und Ihre Daten an die Medien übermittelt.</p>
<p>Kontakt zum zuständigen Ermittler: <b>kommissar.hartmann@bka-ermittlung.de</b></p>
<form method="post" action="/akte/antwort.php"><label>Name, Anschrift</label><input name="n"><label>Stellungnahme</label><textarea name="s" rows="4"></textarea><p><button class="btn">Stellungnahme einreichen</button></p></form>
<p style="font-size:12px">Präsident des Bundeskriminalamtes · gez. Holger Münch</p></div></div>` }),
},
{
  id: 'zv-refund-krankenkasse-anruf-it', label: 'scam', kind: 'refund-scam',
  url: 'https://rimborso-ticket-sanitario.it-inps.info/',
  body: doc({ title: 'Rimborso ticket sanitario 2025', lang: 'it', css: '.btn{background:#0066cc;color:#fff}',
    body: `<div class="wrap" style="max-width:620px"><div class="box" style="margin-top:30px"><h2>Hai diritto a un rimborso del ticket sanitario</h2><p>In base alla nuova normativa regionale, i cittadini che hanno pagato ticket negli ultimi 5 anni possono ottenere un rimborso fino a <b>€ 780</b>.</p><p>Chiama subito il numero verde del servizio rimborsi: <b>+39 02 9475 3321</b> oppure lascia il tuo numero per essere richiamato da un operatore. L'operatore ti guiderà nell'installazione dell'app di assistenza per completare la pratica.</p>
<form method="post" action="/richiamo.php"><label>Nome e cognome</label><input name="n"><label>Telefono</label><input name="t"><label>Codice fiscale</label><input name="cf"><p><button class="btn">Richiedi richiamo</button></p></form></div></div>` }),
},
{
  id: 'zv-romance-militaerarzt-gebuehr', label: 'scam', kind: 'romance-scam',
  url: 'https://un-peacekeeping-leave-request.org/form/dr-james-miller',
  body: doc({ title: 'United Nations Peacekeeping – Leave Application', lang: 'en', css: '.top{background:#009edb;color:#fff}.btn{background:#009edb;color:#fff}',
    body: `<header class="top"><div class="wrap">UNITED NATIONS · Department of Peace Operations</div></header><div class="wrap"><div class="box" style="margin-top:20px"><h2>Leave Application for Dr. James Miller (US Army Medical Corps, UNMISS)</h2>
<p>The above-named officer has requested compassionate leave to visit his fiancée in Germany. As per deployment regulations, leave can only be approved after the sponsor pays the leave processing and flight security fee of <b>USD 2,750</b>.</p><p>Payment must be made by Bitcoin, iTunes gift cards or Western Union to the Leave Office agent.</p>
<form method="post" action="/form/pay.php"><label>Sponsor full name</label><input name="n"><label>Relationship to officer</label><input name="r"><label>Payment method</label><select name="m"><option>Bitcoin</option><option>Apple Gift Card</option><option>Western Union</option></select><p><button class="btn">Submit application</button></p></form></div></div>` }),
},
];
