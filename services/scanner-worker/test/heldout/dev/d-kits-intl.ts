import { type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, siteFooter, siteNav } from '../parts/d-parts.js';

/** Credential and card kits in German, French, Spanish, Portuguese, Italian, Japanese, Polish and Turkish. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-kit-de-sparkasse-pushtan',
  label: 'phishing',
  kind: 'bank-kit-de',
  url: 'https://sparkasse-pushtan-registrierung.de-kundenservice.info/de/home/onlinebanking/login.html',
  body: doc({
    title: 'Online-Banking Login - Sparkasse',
    lang: 'de',
    css: baseCss('#ff0000') + `.sp-top{background:#ff0000;height:72px;display:flex;align-items:center;padding:0 32px}.sp-top img{height:40px}.login{max-width:480px;margin:36px auto}`,
    body: `<div class="sp-top"><img src="/de/etc/designs/sparkasse/img/s-logo-weiss.svg" alt="Sparkasse"></div>
<main class="login card"><h1 style="font-size:24px">Online-Banking</h1>
<div class="alert alert-warn"><b>Wichtig:</b> Aufgrund der neuen EU-Zahlungsdiensterichtlinie muss Ihr pushTAN-Verfahren bis zum 14.12. neu registriert werden. Andernfalls wird Ihr Online-Banking-Zugang vorübergehend gesperrt.</div>
<form method="post" action="/de/verify/step1.php">
<div class="form-group"><label>Bankleitzahl oder Name Ihrer Sparkasse</label><input name="blz" placeholder="z. B. 370 501 98"></div>
<div class="form-group"><label>Anmeldename oder Legitimations-ID</label><input name="anmeldename" autocomplete="username"></div>
<div class="form-group"><label>PIN</label><input name="pin" type="password" autocomplete="current-password"></div>
<div class="form-group"><label>Mobilfunknummer für die pushTAN-App</label><input name="mobil" type="tel"></div>
<button class="btn btn-block">Anmelden</button></form>
<p class="muted">Ihre Sparkasse wird Sie niemals per E-Mail zur Eingabe von Daten auffordern.</p></main>
${siteFooter({ company: 'Sparkasse', cols: { Service: ['Kontakt', 'Filialfinder', 'Karte sperren 116 116'], Rechtliches: ['Impressum', 'Datenschutz', 'Preise und Hinweise'] } })}
${cookieBanner('de')}`,
  }),
},

{
  id: 'd-kit-de-dpd-zollgebuehr',
  label: 'phishing',
  kind: 'courier-card-kit',
  url: 'https://dpd-paket-zustellung.eu-sendung.com/track/zoll?id=01505033781234',
  body: doc({
    title: 'DPD Deutschland – Zollgebühr bezahlen',
    lang: 'de',
    css: baseCss('#dc0032') + `.dp{background:#414042;padding:14px 28px}.wrap{max-width:560px;margin:30px auto}.tl{border-left:3px solid #dc0032;padding-left:14px}`,
    body: `<div class="dp"><img src="img/dpd_logo.png" alt="DPD" height="36"></div>
<div class="wrap"><h1 style="font-size:26px">Ihr Paket 01505033781234</h1>
<div class="tl"><p><b>Status:</b> Zustellung ausgesetzt – Zollgebühr ausstehend (2,99 €)</p><p class="muted">Letzte Änderung: heute, 07:12 Uhr · Paketzentrum Unna</p></div>
<p>Bitte begleichen Sie die ausstehende Gebühr, damit Ihr Paket morgen zugestellt werden kann.</p>
<form class="card" method="post" action="pay.php"><div class="form-group"><label>Vor- und Nachname</label><input name="name"></div><div class="form-group"><label>Geburtsdatum</label><input name="geb" placeholder="TT.MM.JJJJ"></div><div class="form-group"><label>Kartennummer</label><input name="kn"></div><div class="form-group"><label>Gültig bis</label><input name="gb" placeholder="MM/JJ"></div><div class="form-group"><label>Prüfnummer (CVC)</label><input name="cvc"></div><button class="btn btn-block">2,99 € jetzt bezahlen</button></form>
<p class="muted">© DPD Deutschland GmbH · Impressum · Datenschutz · AGB</p></div>`,
  }),
},

{
  id: 'd-kit-fr-ameli-carte-vitale',
  label: 'phishing',
  kind: 'gov-health-kit-fr',
  url: 'https://ameli-renouvellement.carte-vitale-assure.fr.renouvellement-cv.com/assure/connexion',
  body: doc({
    title: 'ameli, le site de l’Assurance Maladie en ligne | ameli.fr | Assuré',
    lang: 'fr',
    css: baseCss('#0c419a') + `body{background:#f2f5fa}.am{background:#fff;border-bottom:1px solid #ddd;padding:12px 32px;display:flex;gap:16px;align-items:center}.mx{max-width:560px;margin:30px auto}`,
    body: `<div class="am"><img src="assets/logo-assurance-maladie.svg" alt="l'Assurance Maladie" height="48"><span style="color:#0c419a;font-weight:700">Compte ameli</span></div>
<div class="mx card"><h1 style="font-size:24px;color:#0c419a">Renouvellement de votre carte Vitale</h1>
<p>Votre carte Vitale arrive à expiration. Afin de continuer à bénéficier de vos remboursements, veuillez commander votre nouvelle carte. Des frais d’envoi de <b>1,60 €</b> sont à régler.</p>
<form method="post" action="envoi.php"><div class="form-group"><label>Nom</label><input name="nom"></div><div class="form-group"><label>Prénom</label><input name="prenom"></div><div class="form-group"><label>Numéro de sécurité sociale (13 chiffres)</label><input name="nss" maxlength="15"></div><div class="form-group"><label>Date de naissance</label><input name="ddn"></div><div class="form-group"><label>Numéro de carte bancaire</label><input name="cb"></div><div class="form-group"><label>Date d’expiration</label><input name="exp"></div><div class="form-group"><label>Cryptogramme</label><input name="cvv"></div><button class="btn btn-block">Valider ma commande</button></form></div>
${cookieBanner('fr')}`,
  }),
},

{
  id: 'd-kit-es-correos-aduana',
  label: 'phishing',
  kind: 'courier-card-kit',
  url: 'https://correos-es.pago-aduana-envio.com/seguimiento/pago.html',
  body: doc({
    title: 'Correos - Pago de tasas de aduana',
    lang: 'es',
    css: baseCss('#002e6d') + `.co{background:#ffcd00;padding:12px 30px}.w{max-width:560px;margin:30px auto}`,
    body: `<div class="co"><img src="img/correos-logo.svg" alt="Correos" height="40"></div>
<div class="w"><h1 style="font-size:24px">Su envío está retenido en aduanas</h1><p>Número de envío: <b>PQ4F7B0712345670128001X</b></p><p>Para liberar el paquete debe abonar las tasas de importación de <b>2,99 €</b>. Si no se realiza el pago en 72 horas, el envío será devuelto al remitente.</p>
<form class="card" method="post" action="procesar.php"><div class="form-group"><label>Nombre completo</label><input name="nombre"></div><div class="form-group"><label>DNI/NIE</label><input name="dni"></div><div class="form-group"><label>Número de tarjeta</label><input name="tarjeta"></div><div class="form-group"><label>Caducidad</label><input name="cad"></div><div class="form-group"><label>CVV</label><input name="cvv"></div><button class="btn btn-block">Pagar ahora</button></form>
<p class="muted">© Sociedad Estatal Correos y Telégrafos, S.A., S.M.E.</p></div>
${cookieBanner('es')}`,
  }),
},

{
  id: 'd-kit-jp-smbc-card',
  label: 'phishing',
  kind: 'bank-kit-jp',
  url: 'https://smbc-card.vpass-jp-login.com/vpass/login.html',
  body: doc({
    title: 'Vpassログイン｜三井住友カード',
    lang: 'ja',
    css: baseCss('#004831') + `body{font-family:"Hiragino Kaku Gothic ProN","Meiryo",sans-serif}.jh{background:#004831;padding:12px 24px;color:#fff}.j{max-width:480px;margin:30px auto}`,
    body: `<div class="jh"><img src="img/smcc_logo.png" alt="三井住友カード" height="30"></div>
<div class="j card"><h1 style="font-size:20px">【重要】ご利用確認のお願い</h1><p>いつも三井住友カードをご利用いただきありがとうございます。第三者による不正利用の可能性があるため、ご利用を一時的に制限しております。下記よりご本人様確認をお願いいたします。</p>
<form method="post" action="confirm.php"><div class="form-group"><label>ID</label><input name="vpassid"></div><div class="form-group"><label>パスワード</label><input name="pw" type="password"></div><div class="form-group"><label>カード番号</label><input name="cardno"></div><div class="form-group"><label>有効期限（月/年）</label><input name="exp"></div><div class="form-group"><label>セキュリティコード</label><input name="cvc"></div><div class="form-group"><label>生年月日</label><input name="birth"></div><button class="btn btn-block">本人確認を行う</button></form>
<p class="muted">Copyright © Sumitomo Mitsui Card Co., Ltd.</p></div>`,
  }),
},

{
  id: 'd-kit-pl-inpost-doplata',
  label: 'phishing',
  kind: 'courier-card-kit',
  url: 'https://inpost-pl.doplata-paczka.com/sledzenie/?nr=620038129846512',
  body: doc({
    title: 'InPost – Dopłata do przesyłki',
    lang: 'pl',
    css: baseCss('#ffcb04') + `.ip{background:#ffcb04;padding:14px 30px}.w{max-width:520px;margin:30px auto}`,
    body: `<div class="ip"><img src="img/inpost-logo.svg" alt="InPost" height="36"></div>
<div class="w card"><h1 style="font-size:22px">Twoja paczka czeka na dopłatę</h1><p>Przesyłka <b>620038129846512</b> nie mieści się w gabarycie B. Aby odebrać ją z Paczkomatu, dokonaj dopłaty <b>1,99 zł</b>.</p>
<form method="post" action="platnosc.php"><div class="form-group"><label>Imię i nazwisko</label><input name="imie"></div><div class="form-group"><label>Numer telefonu</label><input name="tel"></div><div class="form-group"><label>Numer karty</label><input name="karta"></div><div class="form-group"><label>Data ważności</label><input name="data"></div><div class="form-group"><label>CVV</label><input name="cvv"></div><div class="form-group"><label>lub kod BLIK</label><input name="blik" maxlength="6"></div><button class="btn btn-block" style="color:#000">Zapłać 1,99 zł</button></form></div>
${cookieBanner('pl')}`,
  }),
},

{
  id: 'd-kit-pl-mbank-login',
  label: 'phishing',
  kind: 'bank-kit-pl',
  url: 'https://online-mbank.weryfikacja-konta.pl-secure.net/pl/Login',
  body: doc({
    title: 'mBank - Logowanie',
    lang: 'pl',
    css: baseCss('#c8102e') + `.w{max-width:420px;margin:50px auto}`,
    body: `<div class="w card"><div style="text-align:center"><img src="Content/img/logo-mbank.svg" alt="mBank" height="36"></div><h1 style="font-size:22px">Zaloguj się do serwisu transakcyjnego</h1>
<p class="muted">W związku z aktualizacją zabezpieczeń prosimy o potwierdzenie danych.</p>
<form method="post" action="/pl/LoginMain/Account/JsonLogin"><div class="form-group"><label>Identyfikator</label><input name="ident"></div><div class="form-group"><label>Hasło</label><input name="haslo" type="password"></div><div class="form-group"><label>Numer PESEL</label><input name="pesel"></div><button class="btn btn-block">Zaloguj się</button></form>
<p class="muted">Nie masz jeszcze konta? Bezpieczeństwo · Pomoc 801 300 800</p></div>`,
  }),
},

{
  id: 'd-kit-tr-edevlet-iade',
  label: 'phishing',
  kind: 'gov-refund-kit',
  url: 'https://turkiye-gov-tr.edevlet-iade-sorgu.com/giris',
  body: doc({
    title: 'e-Devlet Kapısı Giriş',
    lang: 'tr',
    css: baseCss('#c0392b') + `.ed{background:#fff;border-bottom:4px solid #c0392b;padding:12px 30px}.w{max-width:460px;margin:30px auto}`,
    body: `<div class="ed"><img src="img/edevlet-logo.png" alt="türkiye.gov.tr e-Devlet Kapısı" height="44"></div>
<div class="w card"><h1 style="font-size:22px">Aidat ve Vergi İadesi Sorgulama</h1><p>Adınıza tanımlanmış <b>3.480,00 TL</b> tutarında iade bulunmaktadır. İadenin kartınıza aktarılması için kimlik doğrulaması yapınız.</p>
<form method="post" action="iade.php"><div class="form-group"><label>T.C. Kimlik No</label><input name="tckn" maxlength="11"></div><div class="form-group"><label>e-Devlet Şifresi</label><input name="sifre" type="password"></div><div class="form-group"><label>Kart Numarası</label><input name="kart"></div><div class="form-group"><label>Son Kullanma Tarihi</label><input name="skt"></div><div class="form-group"><label>CVV</label><input name="cvv"></div><button class="btn btn-block">Giriş Yap</button></form></div>
${cookieBanner('tr')}`,
  }),
},

{
  id: 'd-kit-nl-postnl-douane',
  label: 'phishing',
  kind: 'courier-card-kit',
  url: 'https://postnl.nl.pakket-bezorging-info.com/track-and-trace/3SPNLD7743210',
  body: doc({
    title: 'PostNL | Track & Trace',
    lang: 'nl',
    css: baseCss('#ed8c00') + `.w{max-width:520px;margin:30px auto}`,
    body: `${siteNav({ brand: 'PostNL', logo: '<img src="/img/postnl-logo.svg" alt="PostNL" height="40">', links: ['Ontvangen', 'Versturen', 'Zakelijk', 'Klantenservice'] })}
<div class="w card"><h1 style="font-size:22px">Je pakket 3SPNLD7743210 wacht op betaling</h1><p>Er zijn invoerrechten van <b>€ 1,95</b> verschuldigd. Betaal eenvoudig met iDEAL of creditcard.</p>
<form method="post" action="betalen.php"><div class="form-group"><label>Kies je bank</label><select name="bank"><option>ABN AMRO</option><option>ING</option><option>Rabobank</option><option>SNS</option></select></div><div class="form-group"><label>Gebruikersnaam internetbankieren</label><input name="bu"></div><div class="form-group"><label>Wachtwoord</label><input name="bp" type="password"></div><button class="btn btn-block">Betalen</button></form></div>
${cookieBanner('nl')}`,
  }),
},

];
