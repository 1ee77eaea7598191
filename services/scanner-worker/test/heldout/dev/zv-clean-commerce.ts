import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footerDe, cookieDe } from '../parts/zv-kit.js';
import { jsRoute, jsonRoute, pe, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zv-ok-versandapotheke-checkout-karte', label: 'clean', kind: 'pharmacy-checkout',
  url: 'https://www.apotheke-am-markt-versand.de/checkout/zahlung',
  body: doc({ title: 'Kasse – Zahlung | Apotheke am Markt Versand', css: '.top{background:#e30613;color:#fff}.btn{background:#e30613;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>Apotheke am Markt</b> · Versandapotheke · Apothekerin Julia Kramer e.K.</div></header><div class="wrap" style="max-width:620px"><div class="box" style="margin-top:20px"><h2>Zahlung</h2><p>Ibuprofen 400 akut, 20 Stk. 4,29 € · Bepanthen Wund- und Heilsalbe 50 g 8,95 € · Versand 3,95 €</p>
<form method="post" action="/checkout/zahlung"><label>Karteninhaber</label><input name="holder" autocomplete="cc-name"><label>Kartennummer</label><input name="number" autocomplete="cc-number"><label>Gültig bis</label><input name="exp" autocomplete="cc-exp"><label>Prüfziffer</label><input name="cvc" autocomplete="cc-csc"><p><button class="btn">Zahlungspflichtig bestellen (17,19 €)</button></p></form>
<p style="font-size:12px">Versandhandelserlaubnis nach § 11a ApoG · Zuständige Aufsichtsbehörde: Regierungspräsidium Stuttgart · EU-Sicherheitslogo für den Online-Versandhandel. 3-D Secure über Ihre Bank.</p></div></div>${footerDe('Apotheke am Markt')}` }),
},
{
  id: 'zv-ok-online-arzt-rezept-bezahlen', label: 'clean', kind: 'online-doctor-checkout',
  url: 'https://www.fernarzt-sprechstunde.de/behandlung/heuschnupfen/bezahlen',
  body: doc({ title: 'Behandlung Heuschnupfen – Bezahlung', css: '.btn{background:#00857c;color:#fff}',
    body: `<div class="wrap" style="max-width:600px"><div class="box" style="margin-top:24px"><h2>Ärztliche Prüfung Ihres Fragebogens</h2><p>Ein in Deutschland approbierter Arzt prüft Ihre Angaben innerhalb von 24 Stunden. Bei Eignung erhalten Sie ein E-Rezept, das Sie in jeder Apotheke einlösen können.</p><p>Behandlungsgebühr nach GOÄ: <b>29,00 €</b></p>
<form method="post" action="/behandlung/heuschnupfen/bezahlen"><label>Kartennummer</label><input name="cc" autocomplete="cc-number"><label>MM/JJ</label><input name="exp"><label>CVC</label><input name="cvc"><p><button class="btn">Jetzt bezahlen</button></p></form><p style="font-size:12px">Alternativ: PayPal, Klarna, SEPA-Lastschrift. Zahlung über Stripe Payments Europe Ltd.</p></div></div>` }),
},
{
  id: 'zv-ok-etf-sparplan-broker', label: 'clean', kind: 'legit-investment',
  url: 'https://www.nordkapital-broker.de/etf-sparplan',
  body: doc({ title: 'ETF-Sparplan ab 1 € | Nordkapital Broker', css: '.btn{background:#0b5394;color:#fff}',
    body: `<div class="wrap"><div class="box" style="margin-top:24px"><h1>ETF-Sparplan ab 1 € – ohne Ordergebühr</h1><p>Über 2.000 ETFs von iShares, Xtrackers, Vanguard und Amundi. Depot bei der Nordkapital Bank AG, Einlagensicherung bis 100.000 €.</p><p><b>Risikohinweis:</b> Kapitalanlagen sind mit Risiken verbunden; es kann zum Verlust des eingesetzten Kapitals kommen. Die Wertentwicklung der Vergangenheit ist kein verlässlicher Indikator für künftige Ergebnisse.</p>
<p><a class="btn" href="/depot-eroeffnen">Depot eröffnen</a></p><p style="font-size:12px">Nordkapital Bank AG · Beaufsichtigt durch BaFin und Deutsche Bundesbank · Basisinformationsblätter unter /kid</p></div></div>${footerDe('Nordkapital Bank AG')}` }),
},
{
  id: 'zv-ok-shortener-krankenkasse-kampagne', label: 'clean', kind: 'benign-redirect',
  url: 'https://bit.ly/aok-vorsorge-2025',
  routes: {
    'bit.ly/aok-vorsorge-2025': redirectRoute(301, 'https://www.aok.de/pk/leistungen/vorsorge/?utm_source=instagram&utm_campaign=vorsorge25'),
    'www.aok.de/pk/leistungen/vorsorge/': htmlRoute(doc({ title: 'Vorsorgeuntersuchungen | AOK', body: `<div class="wrap"><div class="box" style="margin-top:24px"><h1>Vorsorge: Diese Untersuchungen zahlt die AOK</h1><p>Check-up ab 35 alle drei Jahre, Hautkrebs-Screening, Darmkrebsfrüherkennung ab 50, Zahnvorsorge zweimal jährlich. Termine vereinbaren Sie direkt bei Ihrer Arztpraxis.</p></div></div>${footerDe('AOK-Bundesverband GbR')}` })),
  },
},
{
  id: 'zv-ok-outlet-ochsner-checkout-ch', label: 'clean', kind: 'shop-checkout',
  url: 'https://www.sportshop-alpin.ch/checkout/payment',
  body: doc({ title: 'Zahlung – Sportshop Alpin', css: '.btn{background:#1f7a3a;color:#fff}',
    body: `<div class="wrap" style="max-width:620px"><div class="box" style="margin-top:24px"><h2>Zahlung</h2><p>Wanderschuh Lowa Renegade GTX Mid, Gr. 42 – CHF 229.00 (Sale statt CHF 269.00)</p><form method="post" action="/checkout/payment"><label>Zahlungsart</label><select name="pm"><option>TWINT</option><option>PostFinance Card</option><option>Visa / Mastercard</option><option>Rechnung</option></select><label>Kartennummer</label><input name="cc" autocomplete="cc-number"><label>Ablaufdatum</label><input name="exp"><label>CVC</label><input name="cvc"><p><button class="btn">Bestellung abschliessen</button></p></form><p style="font-size:12px">Sportshop Alpin AG · Bahnhofstrasse 14 · 7270 Davos · UID CHE-114.553.210 · Rückgabe 30 Tage</p></div></div>` }),
},
{
  id: 'zv-ok-libreoffice-download-de', label: 'clean', kind: 'software-download',
  url: 'https://de.libreoffice.org/download/download/',
  body: doc({ title: 'Download LibreOffice | LibreOffice – Deutschsprachiges Projekt', css: '.btn{background:#18a303;color:#fff}',
    body: `<div class="wrap"><div class="box" style="margin-top:24px"><h1>LibreOffice herunterladen</h1><p>Sie haben ausgewählt: Windows x86_64 (Windows 10 oder neuer erforderlich)</p><p><a class="btn" href="https://download.documentfoundation.org/libreoffice/stable/25.2.3/win/x86_64/LibreOffice_25.2.3_Win_x86-64.msi">LibreOffice 25.2.3 herunterladen</a></p><p>Torrent, Info · Hilfe zur Offline-Benutzung: <a href="#">Deutsch</a></p><p style="font-size:13px">SHA-256-Prüfsumme und Signatur finden Sie auf der Info-Seite. LibreOffice ist freie Software, veröffentlicht von The Document Foundation.</p></div></div>` }),
},
{
  id: 'zv-ok-ausweisapp-download', label: 'clean', kind: 'software-download',
  url: 'https://www.ausweisapp.bund.de/download/windows-und-macos',
  body: doc({ title: 'Download für Windows und macOS | AusweisApp', css: '.btn{background:#004b76;color:#fff}',
    body: `<div class="wrap"><div class="box" style="margin-top:24px"><h1>AusweisApp für Windows</h1><p>Mit der AusweisApp nutzen Sie die Online-Ausweisfunktion Ihres Personalausweises, z. B. für die Deutsche Rentenversicherung, ELSTER oder BundID.</p><p><a class="btn" href="/download/AusweisApp-2.3.1.msi">AusweisApp 2.3.1 herunterladen (MSI, 63 MB)</a></p><p style="font-size:13px">Prüfsumme (SHA-256) und Signatur: <a href="/download/AusweisApp-2.3.1.msi.sha256">anzeigen</a> · Herausgeber: Bundesamt für Sicherheit in der Informationstechnik · Betreuung durch Governikus GmbH & Co. KG</p></div></div>` }),
  routes: { 'www.ausweisapp.bund.de/download/AusweisApp-2.3.1.msi': fileRoute(pe({ x64: true, size: 65536, strings: ['Governikus GmbH & Co. KG', 'AusweisApp', 'Bundesamt fuer Sicherheit in der Informationstechnik'] }), 'application/x-msi', 'AusweisApp-2.3.1.msi') },
},
{
  id: 'zv-ok-teamviewer-qs-support-page', label: 'clean', kind: 'support-page',
  url: 'https://www.edv-service-hofer.at/fernwartung',
  body: doc({ title: 'Fernwartung – EDV-Service Hofer', lang: 'de-AT', css: '.btn{background:#0e8ee9;color:#fff}',
    body: `<div class="wrap"><div class="box" style="margin-top:24px"><h1>Fernwartung</h1><p>Sie haben mit uns telefonisch einen Fernwartungstermin vereinbart? Laden Sie das QuickSupport-Modul herunter und nennen Sie uns die angezeigte ID.</p><p><a class="btn" href="https://download.teamviewer.com/download/TeamViewerQS_x64.exe">TeamViewer QuickSupport herunterladen</a></p><p>Wichtig: Geben Sie Fernzugriff nur Personen, die Sie selbst angerufen haben. Wir rufen niemals unaufgefordert an.</p><p>Telefon: +43 7252 84 311 · Mo–Fr 8–17 Uhr</p></div></div>` }),
},
];
