import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footerDe, b64 } from '../parts/zv-kit.js';
import { jsRoute, jsonRoute, beepWav, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zv-advertorial-roger-federer-ch-fr', label: 'scam', kind: 'investment-advertorial',
  url: 'https://le-matin-finance.ch-actu.news/federer-revele/',
  body: doc({ title: 'Roger Federer révèle son secret à la RTS', lang: 'fr-CH', css: '.art{max-width:720px;margin:0 auto;background:#fff;padding:24px}.cta{background:#c00;color:#fff;display:block;text-align:center;padding:14px;font-size:19px}',
    body: `<div class="art"><h1>Interview choc: Roger Federer révèle comment il a gagné des millions grâce à une nouvelle plateforme</h1><p>La Banque nationale suisse a tenté de bloquer l'interview. Federer explique: « Avec un dépôt de 250 CHF, l'algorithme fait tout le travail. »</p><p>Nous avons testé: 250 CHF sont devenus 2'940 CHF en une semaine.</p><a class="cta" href="/go/register">Ouvrir mon compte maintenant »</a><p style="font-size:12px">Places limitées en Suisse romande.</p></div>` }),
},
{
  id: 'zv-fakeshop-gartenmoebel-outlet', label: 'scam', kind: 'fake-shop',
  url: 'https://gartenmoebel-lagerverkauf-outlet.de/kasse',
  body: doc({ title: 'Gartenmöbel Lagerverkauf – Kasse', css: '.top{background:#2f5d2f;color:#fff}.btn{background:#e67e22;color:#fff}.ok{border:1px solid #ccc;padding:10px;margin:6px 0;border-radius:4px}',
    body: `<header class="top"><div class="wrap"><b>Gartenmöbel Outlet</b> · Räumungsverkauf – bis zu 70 % reduziert</div></header>
<div class="wrap"><div class="box" style="margin-top:20px"><h2>Bestellübersicht</h2><p>Lounge-Set „Marbella“ Polyrattan 6-tlg. <s>1.899,00 €</s> <b>389,00 €</b></p>
<h3>Zahlungsart</h3><div class="ok"><input type="radio" name="z" checked style="width:auto"> Vorkasse per Überweisung – <b>zusätzlich 10 % Rabatt</b></div><div class="ok" style="color:#999"><input type="radio" disabled style="width:auto"> PayPal (vorübergehend nicht verfügbar)</div><div class="ok" style="color:#999"><input type="radio" disabled style="width:auto"> Kreditkarte (vorübergehend nicht verfügbar)</div>
<p>Bitte überweisen Sie den Betrag an:<br>Empfänger: GM Handel UG<br>IBAN: LT47 3250 0247 1038 5521<br>Verwendungszweck: Bestellung 88412</p>
<form method="post" action="/kasse/bestellen"><label>Name</label><input name="name"><label>Lieferadresse</label><input name="adr"><label>E-Mail</label><input name="mail"><p><button class="btn">Zahlungspflichtig bestellen</button></p></form>
<p style="font-size:12px">Impressum: GM Handel UG, Hauptstr. 1, 10115 Berlin · Trusted Shops ★★★★★ 4,92/5</p></div></div>` }),
},
{
  id: 'zv-fakeshop-sneaker-ch-tiefpreis', label: 'scam', kind: 'fake-shop',
  url: 'https://sneakers-schweiz-sale.shop/products/nike-dunk-low-panda',
  body: doc({ title: 'Nike Dunk Low „Panda“ – CHF 59.90 | Sneakers Schweiz Sale', css: '.price{color:#d00;font-size:28px}.btn{background:#000;color:#fff}.timer{background:#ffe9e9;padding:8px}',
    body: `<div class="wrap" style="margin-top:20px"><div class="box"><h1>Nike Dunk Low Retro „Panda“</h1><p class="price">CHF 59.90 <s style="color:#999;font-size:18px">CHF 139.00</s></p><p class="timer">⏰ Angebot endet in <b id="t">09:59</b> – nur noch 3 Stück an Lager!</p>
<label>Grösse</label><select><option>40</option><option>41</option><option>42</option><option>43</option><option>44</option></select><p><a class="btn" href="/checkout">In den Warenkorb</a></p>
<p style="font-size:12px">Geschäftsaufgabe – alles muss raus! Versand aus unserem Lager in Zürich.</p></div></div>
<script>var s=599;setInterval(function(){s=s>0?s-1:599;document.getElementById('t').textContent=String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0')},1000)</script>` }),
},
{
  id: 'zv-job-paketagent-homeoffice', label: 'scam', kind: 'money-mule-job',
  url: 'https://logistik-partner-deutschland.com/karriere/paketagent',
  body: doc({ title: 'Paketagent/in im Homeoffice (m/w/d) – 2.400 € netto', css: '.top{background:#123;color:#fff}.btn{background:#2b7de9;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>LPD Logistik Partner Deutschland GmbH</b></div></header><div class="wrap"><div class="box" style="margin-top:20px">
<h1>Paketagent/in (m/w/d) – Heimarbeit, Minijob oder Vollzeit</h1><p>Sie nehmen Pakete unserer Kunden an Ihrer Wohnadresse entgegen, prüfen den Inhalt, kleben die von uns per E-Mail gesendeten neuen Versandetiketten auf und geben die Pakete beim nächsten Paketshop ab. <b>Pro Paket 25 € + Fixum.</b></p>
<ul><li>Keine Erfahrung notwendig</li><li>Vertrag sofort, Start morgen</li><li>Auszahlung wöchentlich</li></ul>
<h3>Jetzt bewerben</h3><form method="post" action="/karriere/bewerbung.php"><label>Vorname, Nachname</label><input name="n"><label>Anschrift</label><input name="a"><label>Geburtsdatum</label><input name="g"><label>Personalausweis Vorder- und Rückseite</label><input type="file" name="ausweis"><label>IBAN für die Gehaltszahlung</label><input name="iban"><p><button class="btn">Bewerbung absenden</button></p></form></div></div>` }),
},
{
  id: 'zv-job-finanzagent-testueberweisung', label: 'scam', kind: 'money-mule-job',
  url: 'https://careers-novafin-solutions.eu/de/stellen/finanzagent',
  body: doc({ title: 'Finanzagent (m/w/d) – Teilzeit remote', css: '.btn{background:#6a1b9a;color:#fff}',
    body: `<div class="wrap"><div class="box" style="margin-top:20px"><h1>Finanzagent / Zahlungsabwickler (m/w/d)</h1><p>Die NovaFin Solutions Ltd. (Sitz Limassol) sucht für den deutschsprachigen Raum Mitarbeiter, die Kundenzahlungen auf ihrem Privatkonto empfangen und nach Abzug von 8 % Provision via Western Union oder Krypto-ATM weiterleiten.</p>
<p>Ihre erste Aufgabe ist ein bezahlter „Testauftrag“: die Einrichtung eines neuen Kontos bei einer Online-Bank per Video-Ident – die Zugangsdaten senden Sie anschließend an Ihren Betreuer.</p>
<form method="post" action="/de/apply"><label>Name</label><input name="n"><label>WhatsApp-Nummer</label><input name="w"><label>Bank</label><input name="b"><p><button class="btn">Jetzt starten</button></p></form></div></div>` }),
},
{
  id: 'zv-sextortion-bitcoin-brief', label: 'scam', kind: 'sextortion',
  url: 'https://secure-message-viewer.net/m/0d7ae1f2',
  body: doc({ title: 'Nachricht', css: 'body{background:#fff}.m{max-width:680px;margin:30px auto;font-family:Courier New,monospace;font-size:15px}',
    body: `<div class="m"><p>Hallo!</p><p>Ich bin ein Hacker, der vor ein paar Monaten Zugriff auf Ihr Gerät erhalten hat. Ich habe über einen Trojaner Ihre Kamera aktiviert, während Sie Seiten für Erwachsene besucht haben, und habe ein Video aufgenommen. Außerdem habe ich alle Ihre Kontakte kopiert.</p>
<p>Wenn Sie nicht möchten, dass ich dieses Video an alle Ihre Kontakte, Ihren Arbeitgeber und Ihre Familie sende, überweisen Sie <b>1.350 EUR in Bitcoin</b> an folgende Adresse:</p><p><b>bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</b></p><p>Sie haben 48 Stunden. Ich sehe, wenn Sie diese Nachricht geöffnet haben. Kontaktieren Sie nicht die Polizei – das Video wird sofort veröffentlicht.</p>
<p><a href="https://www.bitcoin.de/de/kaufen">So kaufen Sie Bitcoin</a></p></div>
<script>new Image().src='/m/0d7ae1f2/open.gif?t='+Date.now()</script>` }),
},
{
  id: 'zv-techsupport-popup-windows-de', label: 'scam', kind: 'tech-support-popup',
  url: 'https://win-sicherheitswarnung.azurewebsites.net/de/Fehlercode-0x80073afc/',
  body: doc({ title: 'Windows-Sicherheit – Warnung', css: 'body{background:#0078d7;color:#fff}.pop{max-width:560px;margin:60px auto;background:#fff;color:#222;padding:24px;border:2px solid #c00}.ph{font-size:26px;color:#c00;font-weight:bold}',
    bodyAttr: 'onbeforeunload="return \'Schließen Sie diese Seite nicht!\'"',
    body: `<div class="pop"><h2>⚠ Zugriff auf diesen PC wurde aus Sicherheitsgründen gesperrt</h2><p>Ihr Computer hat uns mitgeteilt, dass er mit einem Trojaner-Spyware infiziert ist. Folgende Daten sind gefährdet:</p><ul><li>Facebook-Anmeldedaten</li><li>Kreditkartendaten</li><li>E-Mail-Konten</li><li>Fotos auf diesem Computer</li></ul>
<p>Rufen Sie sofort den Microsoft-Support an:</p><p class="ph">+49 800 181 3245 (gebührenfrei)</p><p>Das Schließen dieser Seite führt zur Deaktivierung Ihres Zugangs, um weitere Schäden zu verhindern.</p></div>
<audio id="a" src="/de/alarm.wav" autoplay loop></audio>
<script>document.addEventListener('click',function(){try{document.documentElement.requestFullscreen();document.getElementById('a').play()}catch(e){}});
history.pushState({},'',location.href);window.onpopstate=function(){history.pushState({},'',location.href)};
setInterval(function(){alert('Windows Defender – Sicherheitswarnung\\n\\nRufen Sie den Support an: +49 800 181 3245')},7000);</script>` }),
  routes: { 'win-sicherheitswarnung.azurewebsites.net/de/alarm.wav': fileRoute(beepWav(2, 900), 'audio/wav') },
},
{
  id: 'zv-lottery-eurojackpot-gewinn', label: 'scam', kind: 'lottery-scam',
  url: 'https://eurojackpot-gewinnbenachrichtigung.com/gewinner/DE-4471',
  body: doc({ title: 'Gewinnbenachrichtigung – Sonderauslosung', css: '.btn{background:#f5a623;color:#000}.gold{color:#b8860b;font-size:30px;font-weight:bold}',
    body: `<div class="wrap" style="max-width:620px"><div class="box" style="margin-top:30px"><h1>Herzlichen Glückwunsch!</h1><p>Ihre E-Mail-Adresse wurde in der internationalen Sonderauslosung der Europäischen Lotteriegesellschaft gezogen.</p><p class="gold">Gewinnsumme: 850.000,00 €</p>
<p>Zur Auszahlung ist eine notariell beglaubigte Gewinnsicherung erforderlich. Die Notargebühr von <b>349 €</b> wird per Google-Play- oder Paysafecard-Gutschein beglichen. Der Gewinn wird innerhalb von 3 Werktagen ausgezahlt.</p>
<form method="post" action="/gewinner/claim.php"><label>Name</label><input name="n"><label>Telefon</label><input name="t"><label>Paysafecard-PIN(s)</label><textarea name="psc"></textarea><p><button class="btn">Gewinn anfordern</button></p></form><p style="font-size:11px">Notariat Dr. Reinhardt & Partner, Madrid · Gewinn-ID 2025-DE-4471</p></div></div>` }),
},
{
  id: 'zv-charity-erdbeben-spenden-fake', label: 'scam', kind: 'charity-scam',
  url: 'https://hilfe-erdbebenopfer-jetzt.org/spenden',
  body: doc({ title: 'Nothilfe für Erdbebenopfer – Jetzt spenden', css: '.btn{background:#c62828;color:#fff}.amt button{background:#eee;margin:4px}',
    body: `<div class="wrap" style="max-width:620px"><div class="box" style="margin-top:30px"><h1>Jede Minute zählt – Kinder brauchen Ihre Hilfe</h1><p>Tausende Familien haben alles verloren. Ihre Spende kommt zu 100 % direkt an.</p>
<p><b>Spenden Sie in Krypto – schnell, steuerfrei und ohne Bankgebühren:</b></p><p>BTC: bc1q9h6yzs4fk2nq5e8t0r3w7d8p4xj6v2m0c5l8aa<br>USDT (TRC20): TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE</p>
<p>Oder per Gutschein: senden Sie den Code Ihrer Steam- oder Apple-Geschenkkarte an <b>spenden@hilfe-erdbebenopfer-jetzt.org</b>.</p>
<p style="font-size:12px">Hilfe Jetzt e.V. (in Gründung) · Spendenquittung auf Anfrage</p></div></div>` }),
},
];
