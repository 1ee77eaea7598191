import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, cookieBar, footer, nav, baseCss, cardFields, pngR, js, json } from '../parts/o-kit.js';

// Reported phishing from Poland, Germany, Italy, France, Spain and Turkey (bank, post, toll, tax, ID, telco, webmail).

export const entries: Entry[] = [
{
  id: 'o-phish-pl-inpost-doplata',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://inpost-paczkomat.info-doplata.com/p/8843192?ref=sms',
  body: doc({
    lang: 'pl',
    title: 'InPost | Dopłata do przesyłki',
    css: baseCss('Montserrat, Arial, sans-serif', '#fafafa') + `header{background:#ffcd00;padding:14px 6%;font-weight:800;font-size:22px;color:#1d1d1b}.btn{background:#1d1d1b;width:100%}.sum{display:flex;justify-content:space-between;border-bottom:1px dashed #ccc;padding:6px 0}`,
    body: `<header>InPost <span style="font-weight:400;font-size:14px">Paczkomaty 24/7</span></header>
<main style="max-width:520px">
<div class="card">
<h1 style="font-size:21px">Twoja paczka czeka w sortowni</h1>
<p>Przesyłka nr <b>6209 4471 1180 3344 5521 08</b> nie mogła zostać dostarczona do Paczkomatu z powodu <b>niepełnej opłaty za gabaryt</b>. Aby paczka została wydana, ureguluj dopłatę w ciągu 48 godzin. Po tym czasie przesyłka wróci do nadawcy.</p>
<div class="sum"><span>Dopłata gabarytowa (C)</span><b>1,99 zł</b></div><div class="sum"><span>Termin</span><b id="dl"></b></div>
<form id="pay" action="/p/8843192/karta" method="post" style="margin-top:18px">
<label>Imię i nazwisko</label><input name="name" required>
<label>Numer telefonu</label><input name="tel" value="+48 " required>
${cardFields({ num: 'Numer karty', exp: 'Data ważności', cvv: 'Kod CVV2/CVC2' })}
<button class="btn">Zapłać 1,99 zł</button>
</form>
<p class="muted">Płatność obsługuje PayU S.A. Transakcja jest zabezpieczona protokołem 3-D Secure.</p>
</div></main>
<footer style="text-align:center;font-size:12px;color:#888;padding:20px">© InPost S.A. 2026 | Regulamin | Polityka prywatności</footer>
<script>var t=new Date(Date.now()+172800000);dl.textContent=t.toLocaleDateString('pl-PL');</script>`,
  }),
  routes: {
    'inpost-paczkomat.info-doplata.com/p/8843192/karta': htmlRoute(doc({ lang: 'pl', title: 'Weryfikacja 3-D Secure', body: `<div style="max-width:380px;margin:60px auto;font-family:Arial"><h2>Weryfikacja 3-D Secure</h2><p>Wpisz kod z SMS od Twojego banku, aby zatwierdzić płatność 1,99 zł na rzecz INPOST*DOPLATA.</p><form method="post" action="/p/8843192/ok"><input name="otp" maxlength="8" style="width:100%;padding:10px"><button style="margin-top:10px;padding:10px 20px">Zatwierdź</button></form></div>` })),
  },
},
{
  id: 'o-phish-de-sparkasse-pushtan',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://sparkasse-pushtan-registrierung.de.com/de/home/onlinebanking.html',
  body: doc({
    lang: 'de',
    title: 'Sparkasse – S-pushTAN Neuregistrierung',
    css: baseCss('Sparkasse Rg, Arial, sans-serif', '#fff') + `header{border-bottom:4px solid #ff0000;padding:14px 6%;display:flex;align-items:center;gap:12px}.s{background:#ff0000;color:#fff;width:38px;height:38px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-weight:900;font-size:24px}.btn{background:#ff0000}`,
    body: `<header><div class="s">S</div><b>Sparkasse</b><span class="muted" style="margin-left:auto">Online-Banking</span></header>
<main style="max-width:560px">
<h1>Ihr S-pushTAN-Verfahren läuft ab</h1>
<p>Aufgrund der neuen EU-Zahlungsdiensterichtlinie (PSD3) muss Ihre S-pushTAN-Verbindung bis zum <b id="d"></b> erneuert werden. Andernfalls wird Ihr Online-Banking vorübergehend gesperrt.</p>
<form class="card" method="post" action="/de/home/onlinebanking/verify.php">
<label>Bankleitzahl oder Name Ihrer Sparkasse</label><input name="blz" placeholder="z. B. 37050198">
<label>Anmeldename oder Legitimations-ID</label><input name="user">
<label>PIN</label><input type="password" name="pin">
<label>Mobilnummer (für Rückruf)</label><input name="mobil">
<button class="btn">Jetzt erneuern</button></form>
<p class="muted">Nach der Anmeldung meldet sich ggf. ein Mitarbeiter unserer Sicherheitsabteilung telefonisch, um die Freigabe mit Ihnen abzuschließen.</p>
</main>
${footer([['Service', ['Filialen', 'Sperr-Notruf 116 116', 'Kontakt']], ['Rechtliches', ['Impressum', 'Datenschutz', 'Preise und Hinweise']]], '© Sparkasse 2026')}
<script>d.textContent=new Date(Date.now()+3*864e5).toLocaleDateString('de-DE');</script>`,
  }),
},
{
  id: 'o-phish-it-spid-posteid',
  label: 'phishing',
  kind: 'national-id',
  url: 'https://posteid-rinnovo-spid.it-servizi.net/jod-login-schema/login',
  body: doc({
    lang: 'it',
    title: 'PosteID abilitato a SPID – Accedi',
    css: baseCss('"Titillium Web", Arial, sans-serif', '#f5f7fa') + `header{background:#fff;border-bottom:1px solid #ddd;padding:14px 6%;display:flex;gap:14px;align-items:center}.py{background:#ffe000;color:#003c8f;font-weight:800;padding:4px 10px;border-radius:4px}.btn{background:#0066cc;width:100%}.alert{background:#fdecea;border:1px solid #f5c2c7;padding:10px;border-radius:4px;font-size:14px}`,
    body: `<header><span class="py">Poste</span><b style="color:#003c8f">italiane</b><span style="margin-left:auto;font-size:13px">spid <b>●</b> Sistema Pubblico di Identità Digitale</span></header>
<main style="max-width:460px">
<div class="alert">La tua identità digitale SPID risulta <b>in scadenza</b>. Per evitare la sospensione e continuare ad accedere ai servizi INPS, Agenzia delle Entrate e Fascicolo Sanitario è necessario confermare i dati entro 24 ore.</div>
<div class="card" style="margin-top:16px">
<h1 style="font-size:22px">Accedi con le credenziali PosteID</h1>
<form method="post" action="/jod-login-schema/secondstep">
<label>Nome utente (indirizzo email)</label><input name="username" type="email">
<label>Password</label><input name="password" type="password">
<label>Codice PosteID</label><input name="codice" type="password" inputmode="numeric" maxlength="6">
<label>Numero di cellulare certificato</label><input name="cell">
<button class="btn">Entra con SPID</button></form>
<p class="muted">Non hai SPID? <a href="#">Registrati</a> · <a href="#">Hai dimenticato la password?</a></p></div></main>
${footer([['Poste Italiane', ['Chi siamo', 'Uffici postali', 'Assistenza']]], 'Poste Italiane S.p.A. – Partita IVA 01114601006 © 2026', '#003c8f', '#fff')}`,
  }),
},
{
  id: 'o-phish-it-telepass-pedaggio',
  label: 'phishing',
  kind: 'toll-fee',
  url: 'https://autostrade-pagamenti.info/rmpp/?c=IT8812',
  routes: {
    'autostrade-pagamenti.info/rmpp/': redirectRoute(302, 'https://pedaggio-insoluto.autostrade-pagamenti.info/pagamento/index.php'),
    'pedaggio-insoluto.autostrade-pagamenti.info/pagamento/index.php': htmlRoute(doc({
      lang: 'it',
      title: 'Autostrade per l’Italia – Pagamento pedaggio',
      css: baseCss('Arial, sans-serif', '#eef1f5') + `header{background:#005aa0;color:#fff;padding:16px 6%;font-weight:700}.btn{background:#e30613;width:100%}table{width:100%;border-collapse:collapse;font-size:14px}td{padding:6px;border-bottom:1px solid #eee}`,
      body: `<header>Autostrade per l'Italia · Rapporto di Mancato Pagamento Pedaggio</header>
<main style="max-width:540px"><div class="card">
<h1 style="font-size:20px">Pedaggio non pagato – RMPP n. 2026/IT8812</h1>
<p>Risulta un transito non pagato presso la stazione di <b>Milano Sud</b> del ${'17/11/2026'}. Effettua il pagamento entro 15 giorni per evitare la maggiorazione e l’iscrizione a ruolo.</p>
<table><tr><td>Importo pedaggio</td><td>€ 4,60</td></tr><tr><td>Spese di accertamento</td><td>€ 1,80</td></tr><tr><td><b>Totale</b></td><td><b>€ 6,40</b></td></tr></table>
<form method="post" action="/pagamento/conferma.php" style="margin-top:16px"><label>Targa veicolo</label><input name="targa" placeholder="AB123CD">
<label>Codice fiscale</label><input name="cf">
${cardFields({ num: 'Numero carta', exp: 'Scadenza', cvv: 'CVV', name: 'Intestatario' })}
<button class="btn">Paga € 6,40</button></form></div></main>
<p class="muted" style="text-align:center">© Autostrade per l'Italia S.p.A. – P.IVA 07516911000</p>`,
    })),
  },
},
{
  id: 'o-phish-fr-ameli-carte-vitale',
  label: 'phishing',
  kind: 'health-insurance',
  url: 'https://ameli-renouvellement-cartevitale.fr.am/assure/',
  body: doc({
    lang: 'fr',
    title: 'ameli, le site de l\'Assurance Maladie – Renouvellement de votre carte Vitale',
    css: baseCss('Arial, sans-serif', '#f4f6f9') + `header{background:#fff;border-bottom:3px solid #0c419a;padding:14px 6%;color:#0c419a;font-weight:800;font-size:24px}.btn{background:#0c419a;width:100%}.steps{display:flex;gap:6px;margin-bottom:14px}.steps span{flex:1;height:5px;background:#cfd8e8;border-radius:3px}.steps span.on{background:#0c419a}`,
    body: `<header>ameli <span style="font-size:13px;font-weight:400;color:#333">l'Assurance Maladie</span></header>
<main style="max-width:560px"><div class="card">
<div class="steps"><span class="on"></span><span class="on"></span><span></span></div>
<h1 style="font-size:21px">Commande de votre nouvelle carte Vitale</h1>
<p>Votre carte Vitale arrive à expiration. Afin de recevoir gratuitement votre nouvelle carte, merci de compléter le formulaire. Des frais d'envoi de <b>0,99 €</b> s'appliquent.</p>
<form method="post" action="/assure/valider.php">
<label>Numéro de sécurité sociale</label><input name="nir" maxlength="15" placeholder="1 85 05 78 006 084">
<div style="display:flex;gap:10px"><div style="flex:1"><label>Nom</label><input name="nom"></div><div style="flex:1"><label>Prénom</label><input name="prenom"></div></div>
<label>Date de naissance</label><input name="dob" placeholder="JJ/MM/AAAA">
<label>Adresse postale</label><input name="adresse">
${cardFields({ num: 'Numéro de carte bancaire', exp: 'Date d\'expiration', cvv: 'Cryptogramme' })}
<button class="btn">Valider ma commande</button></form></div></main>
${footer([['ameli', ['Assuré', 'Professionnel de santé', 'Entreprise']]], '© Assurance Maladie 2026 – Mentions légales')}`,
  }),
},
{
  id: 'o-phish-es-dgt-multa',
  label: 'phishing',
  kind: 'gov-fine',
  url: 'https://sede-dgt-gob.es-multas.live/notificacion/expediente.php?id=DGT-49281',
  body: doc({
    lang: 'es',
    title: 'Sede Electrónica DGT – Pago de sanciones',
    css: baseCss('Arial, sans-serif', '#f1f1f1') + `header{background:#fff;border-top:6px solid #c60b1e;padding:14px 6%;display:flex;gap:16px;align-items:center}.gob{font-weight:700}.btn{background:#0b4a7c;width:100%}.red{color:#c60b1e;font-weight:700}`,
    body: `<header><span class="gob">GOBIERNO DE ESPAÑA</span><span>MINISTERIO DEL INTERIOR</span><b style="margin-left:auto;color:#0b4a7c">DGT Sede Electrónica</b></header>
<main style="max-width:600px"><div class="card">
<h1 style="font-size:21px">Notificación de sanción – Expediente DGT-49281</h1>
<p>Se le notifica la infracción por <b>exceso de velocidad</b> (radar fijo A-2 km 28). Importe: <span class="red">100,00 €</span>. Si abona la multa en los próximos <b>3 días</b> se aplicará una reducción del 50% (<b>50,00 €</b>).</p>
<p class="red">Transcurrido el plazo, se iniciará el procedimiento de apremio y la retirada de 2 puntos del permiso.</p>
<form method="post" action="/notificacion/pago.php"><label>DNI / NIE</label><input name="dni">
<label>Matrícula</label><input name="matricula">
${cardFields({ num: 'Número de tarjeta', exp: 'Caducidad', cvv: 'CVV', name: 'Titular' })}
<button class="btn">Pagar 50,00 €</button></form>
<p class="muted">Pago seguro mediante pasarela Redsys. © Dirección General de Tráfico</p></div></main>`,
  }),
},
{
  id: 'o-phish-pl-wp-poczta',
  label: 'phishing',
  kind: 'webmail',
  url: 'https://poczta-wp-pl.weryfikacja-skrzynki.site/zaloguj?email=anna.kowalska%40wp.pl',
  body: doc({
    lang: 'pl',
    title: 'Poczta WP - Zaloguj się',
    css: baseCss('Arial, sans-serif', '#f7f7f7') + `.w{max-width:380px;margin:60px auto}.logo{font-size:34px;font-weight:900;color:#1a1a1a;text-align:center}.logo span{color:#e30613}.btn{background:#00a0e1;width:100%}.q{background:#e8f4fb;padding:10px;border-radius:4px;font-size:13px}`,
    body: `<div class="w"><div class="logo">Poczta <span>WP</span></div>
<div class="card">
<div class="q">Twoja skrzynka osiągnęła 98% pojemności. Zaloguj się ponownie, aby odblokować odbieranie nowych wiadomości.</div>
<form id="f" method="post" action="/zaloguj/post.php"><label>E-mail</label><input name="email" id="em"><label>Hasło</label><input type="password" name="pass"><button class="btn">Zaloguj się</button></form>
<p class="muted" style="text-align:center">Nie masz konta? <a href="#">Załóż konto</a></p></div>
<p class="muted" style="text-align:center">© 1995-2026 Wirtualna Polska Media S.A.</p></div>
<script>var m=new URLSearchParams(location.search).get('email');if(m){em.value=m;em.readOnly=true}</script>`,
  }),
},
{
  id: 'o-phish-it-enel-bolletta',
  label: 'phishing',
  kind: 'utility-bill',
  url: 'https://enel-energia-rimborso.com/area-clienti/rimborso.html',
  body: doc({
    lang: 'it',
    title: 'Enel Energia – Rimborso bolletta',
    css: baseCss('Arial, sans-serif', '#fff') + `header{padding:14px 6%;border-bottom:1px solid #eee;display:flex;align-items:center;gap:10px}.e{color:#e1127e;font-weight:900;font-size:28px}.btn{background:#e1127e;width:100%;border-radius:30px}`,
    body: `<header><span class="e">enel</span><span class="muted">Area Clienti</span></header>
<main style="max-width:520px"><h1>Hai diritto a un rimborso</h1>
<p>A seguito del ricalcolo dei consumi del 3° trimestre 2026, risulta un credito a tuo favore di <b>€ 87,34</b>. Inserisci i dati della carta su cui ricevere l'accredito.</p>
<form class="card" method="post" action="/area-clienti/accredito.php"><label>Codice cliente / POD</label><input name="pod" placeholder="IT001E...">
<label>Email</label><input name="email">
${cardFields({ num: 'Numero carta', exp: 'Scadenza', cvv: 'CVV', name: 'Intestatario' })}
<button class="btn">Ricevi rimborso</button></form></main>
<p class="muted" style="text-align:center">Enel Energia S.p.A. – Società con unico socio – P.IVA 15844561009</p>`,
  }),
},
];
