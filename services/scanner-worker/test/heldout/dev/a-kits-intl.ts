import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-kit-dhl-de-zollgebuehr',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://dhl-paket-zustellung.de-sendung.info/sendung/?id=JJD000390007713842',
  routes: {
    'dhl-paket-zustellung.de-sendung.info/sendung/': htmlRoute(`<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sendungsverfolgung | DHL</title>
<link rel="icon" href="/sendung/img/favicon.ico">
<style>
body{margin:0;font-family:Delivery,Verdana,sans-serif;background:#f2f2f2;color:#323232}
.hdr{background:linear-gradient(90deg,#ffcc00 0%,#ffcc00 65%,#ffe57f 100%);height:64px;display:flex;align-items:center;padding:0 24px}
.hdr img{height:26px}
.ct{max-width:620px;margin:24px auto;background:#fff;padding:24px 28px;border-radius:4px}
h1{font-size:22px;margin-top:0}
.st{background:#fff6cc;border-left:5px solid #d40511;padding:12px 14px;font-size:14px;margin-bottom:18px}
.sum{display:flex;justify-content:space-between;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:10px 0;font-weight:bold}
label{display:block;font-size:13px;margin:12px 0 4px}
input{width:100%;height:42px;border:1px solid #8c8c8c;border-radius:4px;padding:0 10px;font-size:15px;box-sizing:border-box}
.r{display:flex;gap:10px}.r>div{flex:1}
.btn{margin-top:20px;width:100%;height:46px;background:#d40511;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:bold}
.ft{max-width:620px;margin:0 auto 30px;font-size:11px;color:#666}
</style>
</head>
<body>
<div class="hdr"><img src="/sendung/img/dhl-logo.svg" alt="DHL"></div>
<div class="ct">
<h1>Ihre Sendung wartet auf Zustellung</h1>
<div class="st">Sendungsnummer <b>JJD000390007713842</b><br>Status: Zustellung ausgesetzt – ausstehende Zollgebühr.</div>
<p>Für Ihre Sendung ist eine Zollgebühr in Höhe von <b>2,99 €</b> angefallen. Bitte begleichen Sie den Betrag innerhalb von 48 Stunden, damit Ihr Paket zugestellt werden kann. Andernfalls wird die Sendung an den Absender zurückgeschickt.</p>
<div class="sum"><span>Zu zahlen</span><span>2,99 €</span></div>
<form method="post" action="/sendung/zahlung.php">
<label>Karteninhaber</label><input name="inhaber" required>
<label>Kartennummer</label><input name="kartennummer" inputmode="numeric" maxlength="19" required>
<div class="r"><div><label>Gültig bis (MM/JJ)</label><input name="ablauf" required></div><div><label>Prüfnummer (CVC)</label><input name="cvc" maxlength="4" required></div></div>
<label>Geburtsdatum</label><input name="geburtsdatum" placeholder="TT.MM.JJJJ">
<label>Telefonnummer</label><input name="telefon" type="tel">
<button class="btn" type="submit">Jetzt bezahlen</button>
</form>
</div>
<div class="ft">© 2025 DHL Paket GmbH · Impressum · Datenschutz · AGB</div>
</body>
</html>`),
  },
},
{
  id: 'a-kit-posteitaliane-verifica',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://bancoposta-verifica.it-sicurezza.net/PI/login/',
  routes: {
    'bancoposta-verifica.it-sicurezza.net/PI/login/': htmlRoute(`<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accedi - Poste Italiane</title>
<style>
body{margin:0;font-family:Titillium Web,Arial,sans-serif;background:#f5f5f5;color:#1a1a1a}
.top{background:#fff;border-bottom:4px solid #ffdc00;padding:12px 24px}.top img{height:36px}
.box{max-width:440px;margin:32px auto;background:#fff;padding:28px;border-radius:4px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:24px;color:#0047bb}
label{display:block;margin:14px 0 4px;font-size:14px}
input{width:100%;height:44px;border:1px solid #b0b0b0;padding:0 10px;font-size:16px;box-sizing:border-box}
.btn{width:100%;height:46px;background:#0047bb;border:0;color:#fff;font-size:16px;font-weight:600;margin-top:20px;border-radius:4px}
.warn{background:#fff8d6;padding:12px;font-size:14px;border-left:4px solid #ffdc00}
</style>
</head>
<body>
<div class="top"><img src="/PI/img/logo-poste.svg" alt="Poste Italiane"></div>
<div class="box">
<h1>Verifica il tuo account</h1>
<div class="warn">Gentile cliente, abbiamo rilevato un accesso anomalo alla tua area riservata. Per motivi di sicurezza la tua carta Postepay è stata temporaneamente sospesa.</div>
<form method="post" action="/PI/login/accesso.php">
<label>Nome utente</label><input name="username" autocomplete="username">
<label>Password</label><input name="password" type="password">
<button class="btn">Accedi</button>
</form>
<p style="font-size:13px"><a href="#">Hai dimenticato nome utente o password?</a></p>
</div>
</body></html>`),
    'bancoposta-verifica.it-sicurezza.net/PI/login/accesso.php': redirectRoute(302, '/PI/carta/conferma.html'),
    'bancoposta-verifica.it-sicurezza.net/PI/carta/conferma.html': htmlRoute(`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Conferma dati carta</title>
<style>body{font-family:Arial;background:#f5f5f5}.box{max-width:440px;margin:32px auto;background:#fff;padding:28px}label{display:block;margin-top:10px;font-size:14px}input{width:100%;height:40px;box-sizing:border-box}.btn{width:100%;height:44px;background:#0047bb;color:#fff;border:0;margin-top:16px}</style></head>
<body><div class="box"><h2>Conferma i dati della tua carta Postepay Evolution</h2>
<form method="post" action="/PI/carta/invia.php">
<label>Codice fiscale</label><input name="cf" maxlength="16"><label>Numero carta</label><input name="pan">
<label>Scadenza</label><input name="scad"><label>CVV2</label><input name="cvv"><label>Numero di cellulare</label><input name="cell">
<button class="btn">Conferma</button></form></div></body></html>`),
  },
},
{
  id: 'a-kit-ing-nl-nieuwe-pas',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://ing-pasvervanging.nl-service.app/aanvragen',
  body: `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nieuwe betaalpas aanvragen</title>
<link rel="icon" href="/favicon-ing.png">
<style>
body{margin:0;font-family:INGMe,Arial,sans-serif;background:#fff;color:#333}
.top{height:64px;display:flex;align-items:center;padding:0 24px;border-bottom:1px solid #eee}.top img{height:28px}
.w{max-width:520px;margin:30px auto;padding:0 20px}
h1{color:#ff6200;font-size:28px}
.step{font-size:13px;color:#696969;margin-bottom:8px}
label{display:block;margin:14px 0 4px;font-weight:bold;font-size:14px}
input,select{width:100%;height:44px;border:1px solid #a8a8a8;border-radius:4px;padding:0 10px;font-size:16px;box-sizing:border-box}
.btn{margin-top:22px;background:#ff6200;color:#fff;border:0;border-radius:4px;height:48px;padding:0 28px;font-size:16px;font-weight:bold}
.info{background:#f0f7ff;padding:14px;border-radius:4px;font-size:14px}
</style>
</head>
<body>
<div class="top"><img src="/img/logo.svg" alt="ING"></div>
<div class="w">
<div class="step">Stap 1 van 3</div>
<h1>Uw betaalpas verloopt binnenkort</h1>
<div class="info">Vanwege de invoering van de nieuwe betaalpas met contactloos betalen moet u uw huidige pas vóór 31 maart laten vervangen. Na deze datum wordt uw oude pas automatisch geblokkeerd.</div>
<form action="/verwerk.php" method="post">
<label>Gebruikersnaam</label><input name="gebruikersnaam">
<label>Wachtwoord</label><input type="password" name="wachtwoord">
<label>IBAN</label><input name="iban" placeholder="NL00 INGB 0000 0000 00">
<label>Pasnummer</label><input name="pasnummer" placeholder="3 cijfers + 1 letter">
<label>Vervaldatum pas</label><input name="vervaldatum" placeholder="MM/JJ">
<label>Mobiel nummer</label><input name="mobiel" type="tel">
<button class="btn" type="submit">Volgende</button>
</form>
</div>
</body>
</html>`,
},
{
  id: 'a-kit-inpost-pl-doplata',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://inpost-pl.doplata-paczka.xyz/p/8821734',
  body: `<!DOCTYPE html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>InPost - Śledzenie przesyłki</title>
<style>
body{margin:0;font-family:Montserrat,Arial,sans-serif;background:#f5f5f5;color:#404041}
.top{background:#ffcd00;padding:14px 20px}.top img{height:32px}
.c{max-width:480px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}
.num{font-size:20px;font-weight:700}
.tl{border-left:3px solid #ffcd00;padding-left:12px;margin:14px 0;font-size:14px}
.tl div{margin-bottom:8px}
.red{color:#d0021b;font-weight:700}
.banks{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:14px 0}
.banks a{display:block;border:1px solid #ddd;border-radius:4px;padding:12px 4px;text-align:center;font-size:12px;color:#333;text-decoration:none}
</style></head>
<body>
<div class="top"><img src="/p/img/inpost.svg" alt="InPost"></div>
<div class="c">
<div class="num">Przesyłka 6200 1729 4431 8821 734</div>
<div class="tl">
<div>12.03 08:14 — Przyjęta w oddziale</div>
<div>12.03 19:02 — W drodze</div>
<div class="red">13.03 07:40 — Wstrzymana: brak opłaty za doręczenie (1,99 zł)</div>
</div>
<p>Aby paczka została dostarczona do paczkomatu, uiść dopłatę <b>1,99 zł</b>. Wybierz swój bank:</p>
<div class="banks">
<a href="/p/bank/pko?t=8821734">PKO BP</a><a href="/p/bank/mbank?t=8821734">mBank</a><a href="/p/bank/ing?t=8821734">ING</a>
<a href="/p/bank/pekao?t=8821734">Pekao</a><a href="/p/bank/santander?t=8821734">Santander</a><a href="/p/bank/millennium?t=8821734">Millennium</a>
</div>
<form action="/p/karta.php" method="post">
<p style="font-size:13px">lub zapłać kartą:</p>
<input name="karta" placeholder="Numer karty" style="width:100%;height:40px;margin-bottom:6px;box-sizing:border-box">
<input name="data" placeholder="MM/RR" style="width:49%;height:40px;box-sizing:border-box"> <input name="cvv" placeholder="CVV" style="width:49%;height:40px;box-sizing:border-box">
<button style="width:100%;height:44px;margin-top:10px;background:#404041;color:#ffcd00;border:0;font-weight:700">Zapłać 1,99 zł</button>
</form>
</div>
</body></html>`,
  routes: {
    'inpost-pl.doplata-paczka.xyz/p/bank/pko': htmlRoute(`<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>iPKO - Logowanie</title>
<style>body{font-family:Arial;background:#fff}.w{max-width:380px;margin:50px auto;border:1px solid #ddd;padding:26px}h2{color:#003574}input{width:100%;height:40px;margin:6px 0 12px;box-sizing:border-box}button{width:100%;height:42px;background:#003574;color:#fff;border:0}</style></head>
<body><div class="w"><img src="/p/img/pko.png" alt="PKO Bank Polski" height="40"><h2>Logowanie do serwisu</h2>
<form method="post" action="/p/bank/login.php"><input type="hidden" name="bank" value="pko"><label>Numer klienta lub login</label><input name="login"><label>Hasło</label><input name="haslo" type="password"><button>Zaloguj</button></form></div></body></html>`),
  },
},
{
  id: 'a-kit-smbc-jp-card',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://smbc-card.vpass-jp.icu/vpass/login/',
  body: `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>ログイン - Vpass</title>
<style>
body{margin:0;font-family:"Hiragino Sans","Yu Gothic",Meiryo,sans-serif;background:#f6f6f6;color:#222}
.hd{background:#fff;border-bottom:3px solid #00a040;padding:12px 18px}.hd img{height:30px}
.bx{max-width:480px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}
.nt{background:#fff2f2;border:1px solid #e60012;color:#e60012;padding:10px;font-size:13px;margin-bottom:14px}
label{display:block;font-size:14px;margin:12px 0 4px;font-weight:bold}
input{width:100%;height:42px;border:1px solid #bbb;padding:0 10px;font-size:16px;box-sizing:border-box}
.bt{margin-top:18px;width:100%;height:46px;background:#00a040;color:#fff;border:0;font-size:16px;border-radius:4px}
</style>
</head>
<body>
<div class="hd"><img src="/vpass/img/smbc-card.png" alt="三井住友カード"></div>
<div class="bx">
<div class="nt">【重要】お客様のカードに不正利用の可能性があるため、ご利用を一時制限しております。本人確認を行ってください。</div>
<form method="post" action="/vpass/login/check.php">
<label>ID</label><input name="vpassid">
<label>パスワード</label><input name="vpasspw" type="password">
<label>カード番号</label><input name="cardno" maxlength="16">
<label>有効期限（月/年）</label><input name="exp" placeholder="MM/YY">
<label>セキュリティコード</label><input name="sec" maxlength="3">
<label>生年月日</label><input name="birth" placeholder="19800101">
<label>暗証番号（4桁）</label><input name="pin" type="password" maxlength="4">
<button class="bt">本人確認へ進む</button>
</form>
</div>
</body>
</html>`,
},
{
  id: 'a-kit-hmrc-tax-refund',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://hmrc-refund-claim.gov-uk-portal.com/refund/start',
  routes: {
    'hmrc-refund-claim.gov-uk-portal.com/refund/start': htmlRoute(`<!DOCTYPE html>
<html lang="en" class="govuk-template">
<head>
<meta charset="utf-8">
<title>Claim your tax refund - GOV.UK</title>
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#0b0c0c">
<link rel="icon" sizes="48x48" href="/refund/assets/images/favicon.ico">
<style>
body{margin:0;font-family:"GDS Transport",arial,sans-serif;color:#0b0c0c}
.govuk-header{background:#0b0c0c;color:#fff;padding:10px 15px;font-weight:700;font-size:30px}
.blue{height:10px;background:#1d70b8}
.main{max-width:960px;margin:0 auto;padding:30px 15px}
h1{font-size:48px;margin:0 0 20px}
.govuk-label{display:block;font-size:19px;margin:20px 0 5px;font-weight:700}
.govuk-hint{color:#505a5f;font-size:19px;margin-bottom:5px}
.govuk-input{height:40px;border:2px solid #0b0c0c;padding:5px;font-size:19px;width:100%;max-width:400px;box-sizing:border-box}
.govuk-button{background:#00703c;color:#fff;border:0;box-shadow:0 2px 0 #002d18;padding:8px 14px;font-size:19px;margin-top:30px}
.panel{background:#f3f2f1;padding:15px;border-left:10px solid #1d70b8;margin-bottom:20px;font-size:19px}
footer{border-top:1px solid #b1b4b6;background:#f3f2f1;padding:25px 15px;font-size:16px;margin-top:40px}
</style>
</head>
<body>
<div class="govuk-header">GOV.UK</div><div class="blue"></div>
<div class="main">
<span style="color:#505a5f;font-size:19px">HM Revenue &amp; Customs</span>
<h1>Claim your tax refund</h1>
<div class="panel">After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of <b>£ 418.36</b>.</div>
<form action="/refund/details.php" method="post" novalidate>
<label class="govuk-label">Full name</label><input class="govuk-input" name="fullname">
<label class="govuk-label">Date of birth</label><div class="govuk-hint">For example, 27 3 1987</div><input class="govuk-input" name="dob">
<label class="govuk-label">National Insurance number</label><div class="govuk-hint">It's on your National Insurance card, benefit letter, payslip or P60. For example, 'QQ 12 34 56 C'.</div><input class="govuk-input" name="nino">
<label class="govuk-label">Postcode</label><input class="govuk-input" name="postcode" style="max-width:160px">
<label class="govuk-label">Mobile phone number</label><input class="govuk-input" name="mobile">
<h2 style="margin-top:40px">Where should we send your refund?</h2>
<label class="govuk-label">Name on card</label><input class="govuk-input" name="cardname">
<label class="govuk-label">Card number</label><input class="govuk-input" name="cardnumber">
<label class="govuk-label">Expiry date</label><input class="govuk-input" name="expiry" style="max-width:160px">
<label class="govuk-label">Card security code</label><div class="govuk-hint">The last 3 digits on the back of the card</div><input class="govuk-input" name="csc" style="max-width:100px">
<label class="govuk-label">Sort code</label><input class="govuk-input" name="sortcode" style="max-width:160px">
<label class="govuk-label">Account number</label><input class="govuk-input" name="accnumber" style="max-width:240px">
<button class="govuk-button" type="submit">Continue</button>
</form>
</div>
<footer>All content is available under the Open Government Licence v3.0, except where otherwise stated · © Crown copyright</footer>
</body>
</html>`),
  },
},
{
  id: 'a-kit-mygov-ato-au',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://my-gov-au.signin-services.com/LoginServices/main/login',
  routes: {
    'my-gov-au.signin-services.com/LoginServices/main/login': htmlRoute(`<!DOCTYPE html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with myGov - myGov</title>
<style>
body{margin:0;font-family:"Public Sans",Arial,sans-serif;background:#f5f5f5;color:#313131}
.hd{background:#000;height:80px;display:flex;align-items:center;padding:0 30px}.hd img{height:46px}
.m{max-width:540px;margin:40px auto;background:#fff;padding:32px;border-radius:4px}
h1{font-size:32px;margin-top:0}
label{display:block;font-weight:600;margin:18px 0 6px}
input{width:100%;height:46px;border:1px solid #707070;border-radius:4px;padding:0 12px;font-size:16px;box-sizing:border-box}
.b{margin-top:24px;background:#00698f;color:#fff;border:0;height:48px;padding:0 32px;border-radius:4px;font-size:16px;font-weight:600}
.alt{border-top:1px solid #ddd;margin-top:28px;padding-top:18px;font-size:15px}
</style></head>
<body>
<div class="hd"><img src="/LoginServices/img/mygov-logo.svg" alt="myGov - Australian Government"></div>
<div class="m">
<h1>Sign in with myGov</h1>
<p>You have an outstanding tax refund of $612.09 AUD. Sign in to update your details and receive your payment within 3 business days.</p>
<form method="post" action="/LoginServices/main/auth.php">
<label>Username or email</label><input name="userId">
<label>Password</label><input name="password" type="password">
<button class="b">Sign in</button>
</form>
<div class="alt"><a href="#">Forgot username</a> · <a href="#">Forgot password</a><br><br>Other ways to sign in: <b>myID</b></div>
</div>
</body></html>`),
    'my-gov-au.signin-services.com/LoginServices/main/auth.php': redirectRoute(302, '/LoginServices/main/code'),
    'my-gov-au.signin-services.com/LoginServices/main/code': htmlRoute(`<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><title>Enter code - myGov</title>
<style>body{font-family:Arial;background:#f5f5f5}.m{max-width:540px;margin:40px auto;background:#fff;padding:32px}input{width:100%;height:46px;box-sizing:border-box;font-size:20px}.b{margin-top:20px;background:#00698f;color:#fff;border:0;height:48px;padding:0 32px}</style></head>
<body><div class="m"><h1>Enter code</h1><p>We've sent a code to your mobile number. Enter it below.</p>
<form method="post" action="/LoginServices/main/code.php"><input name="code" maxlength="6" inputmode="numeric"><button class="b">Next</button></form></div></body></html>`),
  },
},
{
  id: 'a-kit-interac-etransfer-bankpick',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://etransfer-interac.deposit-claim.ca-online.net/deposit/?id=CAqTb7WR',
  routes: {
    'etransfer-interac.deposit-claim.ca-online.net/deposit/': htmlRoute(`<!DOCTYPE html>
<html lang="en-CA">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>INTERAC e-Transfer | Select your financial institution</title>
<style>
body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#333}
.hd{background:#fdb913;padding:14px 20px;display:flex;align-items:center;gap:10px}.hd img{height:40px}
.w{max-width:760px;margin:0 auto;padding:20px}
.amt{font-size:28px;font-weight:bold;margin:10px 0}
.lang{float:right;font-size:13px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px;margin-top:18px}
.grid a{border:1px solid #ccc;border-radius:4px;height:70px;display:flex;align-items:center;justify-content:center;text-decoration:none;color:#333;font-weight:bold;font-size:14px}
.grid a:hover{border-color:#fdb913}
</style></head>
<body>
<div class="hd"><img src="/deposit/img/interac.svg" alt="Interac"><b>e-Transfer</b></div>
<div class="w">
<span class="lang"><a href="?lang=fr">Français</a></span>
<p>Hi, you've received an INTERAC e-Transfer from <b>CANADA REVENUE AGENCY</b>:</p>
<div class="amt">$ 734.50 (CAD)</div>
<p>Message: <i>GST/HST credit adjustment</i></p>
<h3>Select your financial institution to deposit your money</h3>
<div class="grid">
<a href="/deposit/bank/rbc">RBC Royal Bank</a><a href="/deposit/bank/td">TD Canada Trust</a><a href="/deposit/bank/scotia">Scotiabank</a>
<a href="/deposit/bank/bmo">BMO</a><a href="/deposit/bank/cibc">CIBC</a><a href="/deposit/bank/desjardins">Desjardins</a>
<a href="/deposit/bank/national">National Bank</a><a href="/deposit/bank/tangerine">Tangerine</a><a href="/deposit/bank/atb">ATB Financial</a>
</div>
<p style="font-size:12px;color:#666;margin-top:30px">® Trade-mark of Interac Corp. Used under license.</p>
</div></body></html>`),
    'etransfer-interac.deposit-claim.ca-online.net/deposit/bank/td': htmlRoute(`<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"><title>EasyWeb Login</title>
<style>body{margin:0;font-family:Arial;background:#f4f4f4}.g{background:#008a00;height:56px}.w{max-width:400px;margin:40px auto;background:#fff;padding:28px}input{width:100%;height:40px;margin:6px 0 14px;box-sizing:border-box}button{width:100%;height:44px;background:#008a00;color:#fff;border:0;font-weight:bold}</style></head>
<body><div class="g"></div><div class="w"><img src="/deposit/img/td.png" alt="TD" height="36"><h2>Login to EasyWeb</h2>
<form method="post" action="/deposit/bank/post.php"><input type="hidden" name="fi" value="td"><label>Username or Access Card</label><input name="user"><label>Password</label><input name="pass" type="password"><button>Login</button></form>
<p style="font-size:12px">Your deposit of $734.50 will be completed after login.</p></div></body></html>`),
  },
},
];
