import type { Entry } from '../entry.js';
import { doc, htmlRoute, ico, jsonRoute, jsRoute, redirectRoute } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-phish-uk-hmrc-tax-refund-card',
  label: 'phishing',
  kind: 'gov-tax-refund',
  url: 'https://hmrc-refund.secure-claim-gov.uk.com/claim/index.php?ref=TR-2291-88',
  routes: {
    'hmrc-refund.secure-claim-gov.uk.com/claim/index.php': htmlRoute(doc({
      lang: 'en-GB',
      title: 'Claim your tax refund - GOV.UK',
      head: '<link rel="icon" href="/claim/assets/favicon.png">',
      css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#0b0c0c}
header{background:#0b0c0c;color:#fff;padding:10px 0;border-bottom:10px solid #1d70b8}
header .w,main,footer .w{max-width:960px;margin:0 auto;padding:0 15px}
header b{font-size:28px;letter-spacing:-1px}.banner{background:#f3f2f1;padding:8px 15px;font-size:14px}
h1{font-size:36px;margin:30px 0 15px}label{display:block;font-weight:700;margin:18px 0 5px}
input,select{border:2px solid #0b0c0c;padding:6px;font-size:18px;width:100%;max-width:420px;box-sizing:border-box}
.btn{background:#00703c;color:#fff;border:0;padding:10px 16px;font-size:19px;margin-top:25px;box-shadow:0 2px 0 #002d18}
.inset{border-left:10px solid #b1b4b6;padding:10px 15px;margin:20px 0}
footer{border-top:1px solid #b1b4b6;background:#f3f2f1;margin-top:50px;padding:25px 0;font-size:14px}`,
      body: `<header><div class="w"><b>&#x1F451; GOV.UK</b></div></header>
<div class="banner">BETA This is a new service – your <a href="#">feedback</a> will help us to improve it.</div>
<main>
<h1>Claim your tax refund</h1>
<div class="inset">After the last annual calculations of your fiscal activity we have determined that you are eligible to receive a tax refund of <b>£ 348.50</b>. Reference: TR-2291-88.<br>Please submit the tax refund request and allow us 3-5 working days in order to process it.</div>
<p>A refund can be delayed for a variety of reasons, for example submitting invalid records or applying after the deadline.</p>
<form id="f" method="post" action="step2.php" autocomplete="off">
<h2>Personal details</h2>
<label for="fn">Full name</label><input id="fn" name="fullname" required>
<label for="dob">Date of birth</label><input id="dob" name="dob" placeholder="DD/MM/YYYY" required>
<label for="ni">National Insurance number</label><input id="ni" name="nino" placeholder="QQ 12 34 56 C">
<label for="pc">Postcode</label><input id="pc" name="postcode">
<label for="mob">Mobile number</label><input id="mob" name="phone">
<h2>Where should we send your refund?</h2>
<p>Refunds are credited to a debit card in your name. Credit cards are not accepted.</p>
<label for="cn">Card number</label><input id="cn" name="ccnum" inputmode="numeric" maxlength="19">
<label for="ex">Expiry date</label><input id="ex" name="exp" placeholder="MM/YY" style="max-width:120px">
<label for="cv">Security code (CVV)</label><input id="cv" name="cvv" maxlength="4" style="max-width:120px">
<label for="mmn">Mother's maiden name</label><input id="mmn" name="mmn">
<br><button class="btn" type="submit">Submit refund request</button>
</form>
</main>
<footer><div class="w"><a href="#">Help</a> · <a href="#">Cookies</a> · <a href="#">Contact</a> · <a href="#">Terms and conditions</a><br><br>All content is available under the Open Government Licence v3.0, except where otherwise stated · © Crown copyright</div></footer>
<script>
document.getElementById('cn').addEventListener('input',function(e){var v=e.target.value.replace(/\\D/g,'').slice(0,16);e.target.value=v.replace(/(.{4})/g,'$1 ').trim();});
</script>`,
    })),
    'hmrc-refund.secure-claim-gov.uk.com/claim/assets/favicon.png': ico(11, 12, 12),
    'hmrc-refund.secure-claim-gov.uk.com/claim/step2.php': htmlRoute(doc({ lang: 'en-GB', title: 'Verifying - GOV.UK', body: '<p>Please wait while we verify your details with your bank. Do not close this window.</p><form action="otp.php" method="post"><label>Enter the code sent to your phone</label><input name="otp"><button>Continue</button></form>' })),
  },
},
{
  id: 'z-phish-fr-antai-amende-impayee',
  label: 'phishing',
  kind: 'gov-fine',
  url: 'https://antai-gouv.amendes-paiement.fr/avis/contravention',
  routes: {
    'antai-gouv.amendes-paiement.fr/avis/contravention': htmlRoute(doc({
      lang: 'fr',
      title: 'ANTAI - Paiement de votre amende',
      css: `body{margin:0;font-family:Marianne,Arial,sans-serif;background:#f6f6f6}
.hd{background:#fff;padding:16px 40px;border-bottom:1px solid #ddd;display:flex;gap:30px;align-items:center}
.rf{font-weight:700;line-height:1.05;font-size:13px;border-left:0}.rf:before{content:"";display:block;width:40px;height:14px;background:linear-gradient(90deg,#000091 33%,#fff 33% 66%,#e1000f 66%);margin-bottom:4px}
.box{max-width:700px;margin:30px auto;background:#fff;padding:30px;border:1px solid #ddd}
.alert{background:#ffe9e6;border-left:4px solid #ce0500;padding:12px}
input{width:100%;padding:10px;margin:6px 0 14px;border:0;border-bottom:2px solid #3a3a3a;background:#eee;box-sizing:border-box}
.b{background:#000091;color:#fff;border:0;padding:12px 24px;font-size:16px}table td{padding:4px 10px 4px 0}`,
      body: `<div class="hd"><div class="rf">RÉPUBLIQUE<br>FRANÇAISE</div><div><b>ANTAI</b><br><small>Agence Nationale de Traitement Automatisé des Infractions</small></div></div>
<div class="box">
<div class="alert"><b>Avis de contravention impayée</b> – Dernier rappel avant majoration.</div>
<p>Suite à une infraction relevée par un dispositif de contrôle automatique, vous êtes redevable d'une amende forfaitaire.</p>
<table><tr><td>N° d'avis :</td><td><b>2026 0473 1188 5</b></td></tr><tr><td>Montant :</td><td><b>35,00 €</b></td></tr><tr><td>Montant majoré après le 04/12 :</td><td style="color:#ce0500"><b>375,00 €</b></td></tr></table>
<p>Réglez dès aujourd'hui afin d'éviter la majoration et le retrait de points.</p>
<form id="pay" action="/avis/traitement.php" method="post">
<input name="nom" placeholder="Nom et prénom"><input name="adresse" placeholder="Adresse postale"><input name="cp" placeholder="Code postal">
<input name="tel" placeholder="Téléphone portable">
<input name="cb" placeholder="Numéro de carte bancaire"><input name="exp" placeholder="Date d'expiration (MM/AA)"><input name="cvv" placeholder="Cryptogramme visuel">
<button class="b">Payer 35,00 €</button>
</form>
<p style="font-size:12px;color:#666">Paiement sécurisé 3D Secure · Les informations recueillies font l'objet d'un traitement informatique conformément au RGPD.</p>
</div>
<script src="/avis/js/antibot.js"></script>`,
    })),
    'antai-gouv.amendes-paiement.fr/avis/js/antibot.js': jsRoute(`(function(){var ua=navigator.userAgent;if(/bot|crawl|spider|headless/i.test(ua)){document.body.innerHTML='<h1>404 Not Found</h1>';}
document.getElementById('pay').addEventListener('submit',function(e){e.preventDefault();var d=new FormData(this);fetch('/avis/traitement.php',{method:'POST',body:d}).then(function(){location.href='/avis/3ds.html'});});})();`),
    'antai-gouv.amendes-paiement.fr/avis/traitement.php': jsonRoute({ ok: true }),
    'antai-gouv.amendes-paiement.fr/avis/3ds.html': htmlRoute('<!doctype html><meta charset=utf-8><title>3D Secure</title><h3>Vérification de votre banque</h3><p>Saisissez le code reçu par SMS.</p><input name="sms"><button>Valider</button>'),
  },
},
{
  id: 'z-phish-es-dgt-multa-pendiente',
  label: 'phishing',
  kind: 'gov-fine',
  url: 'https://dgt.gob-es.multas-pago.com/sede/',
  routes: {
    'dgt.gob-es.multas-pago.com/sede/': htmlRoute(doc({
      lang: 'es',
      title: 'Sede Electrónica DGT - Notificación de multa',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f4f4}.g{background:#fff;border-bottom:3px solid #ad1519;padding:12px 30px}
.g b{color:#ad1519}.w{max-width:720px;margin:25px auto;background:#fff;padding:25px}.r{color:#ad1519;font-weight:700}
input{width:100%;padding:9px;margin:5px 0 12px;border:1px solid #bbb;box-sizing:border-box}.btn{background:#0d4a8a;color:#fff;border:0;padding:12px 22px}`,
      body: `<div class="g"><b>GOBIERNO DE ESPAÑA</b> | MINISTERIO DEL INTERIOR | <b style="color:#0d4a8a">DGT</b> Dirección General de Tráfico</div>
<div class="w"><h2>Notificación de sanción pendiente de pago</h2>
<p>Expediente: <b>ES-2026-0911-55M</b><br>Infracción: exceso de velocidad (radar fijo A-7, km 1021)<br>Importe: <span class="r">50,00 € (reducción del 50% si paga hoy)</span></p>
<p>Si no se abona en el plazo de 20 días naturales, se iniciará el procedimiento de apremio con un recargo del 20% y la retirada de puntos.</p>
<form method="post" action="/sede/pago.php">
<input name="dni" placeholder="DNI / NIE"><input name="matricula" placeholder="Matrícula del vehículo"><input name="nombre" placeholder="Nombre completo">
<input name="tarjeta" placeholder="Número de tarjeta"><input name="cad" placeholder="Caducidad MM/AA"><input name="cvv" placeholder="CVV">
<button class="btn">Pagar ahora</button></form>
<p style="font-size:11px;color:#777">© Dirección General de Tráfico – C/ Josefa Valcárcel, 44 – 28027 Madrid. Aviso legal · Accesibilidad · Mapa web</p></div>`,
    })),
  },
},
{
  id: 'z-phish-pl-profil-zaufany-mandat',
  label: 'phishing',
  kind: 'gov-eid',
  url: 'https://pz-gov.mandaty-online.pl/logowanie',
  routes: {
    'pz-gov.mandaty-online.pl/logowanie': htmlRoute(doc({
      lang: 'pl',
      title: 'Profil Zaufany - Logowanie | gov.pl',
      css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f5f5f5}.top{background:#fff;padding:14px 30px;border-bottom:1px solid #ddd}
.top b{color:#d4213d}.box{max-width:480px;margin:40px auto;background:#fff;padding:30px;border-top:4px solid #0052a5}
input{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #999;box-sizing:border-box}.btn{width:100%;padding:12px;background:#0052a5;color:#fff;border:0;font-size:16px}
.banks{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px;margin-top:16px}.banks span{border:1px solid #ddd;padding:8px;text-align:center;font-size:13px}`,
      body: `<div class="top"><b>gov.pl</b> Serwis Rzeczypospolitej Polskiej</div>
<div class="box"><h2>Zaloguj się do Profilu Zaufanego</h2>
<p style="background:#fff4e5;padding:10px;font-size:14px">Masz nieopłacony mandat karny (sygn. MK/2026/44817). Zaloguj się, aby zapoznać się z dokumentem i uniknąć egzekucji komorniczej.</p>
<form method="post" action="/logowanie/auth.php"><label>Nazwa użytkownika lub adres e-mail</label><input name="login"><label>Hasło</label><input name="haslo" type="password"><button class="btn">Zaloguj się</button></form>
<p>lub przez bankowość elektroniczną:</p><div class="banks"><span>PKO BP</span><span>Pekao</span><span>mBank</span><span>Santander</span><span>ING</span><span>Millennium</span><span>Alior</span><span>BNP Paribas</span><span>Credit Agricole</span></div>
<p style="font-size:12px;color:#666">Ministerstwo Cyfryzacji · Deklaracja dostępności · Polityka prywatności</p></div>`,
    })),
  },
},
{
  id: 'z-phish-cz-dalnicni-znamka-doplatek',
  label: 'phishing',
  kind: 'gov-vehicle-toll',
  url: 'https://edalnice-cz.platba-znamka.eu/prodlouzeni',
  routes: {
    'edalnice-cz.platba-znamka.eu/prodlouzeni': htmlRoute(doc({
      lang: 'cs',
      title: 'Elektronická dálniční známka | eDálnice',
      css: `body{font-family:Arial,sans-serif;margin:0;background:#f2f6fa}.h{background:#003d7c;color:#fff;padding:16px 30px;font-size:22px}
.m{max-width:600px;margin:24px auto;background:#fff;padding:26px;border-radius:6px}.warn{background:#fdecea;color:#8a1c1c;padding:12px;border-radius:4px}
input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #b8c4d0;border-radius:4px;box-sizing:border-box}button{background:#f59c00;border:0;padding:12px 26px;font-weight:700;border-radius:4px}`,
      body: `<div class="h">eDálnice · Státní fond dopravní infrastruktury</div>
<div class="m"><div class="warn">Platnost Vaší elektronické dálniční známky pro vozidlo registrované na Vaše jméno vypršela. Byl zaznamenán průjezd zpoplatněným úsekem D1.</div>
<p>Abyste se vyhnuli pokutě až do výše <b>100 000 Kč</b>, uhraďte prosím doplatek <b>2 440 Kč</b> do 24 hodin.</p>
<form method="post" action="/prodlouzeni/platba.php"><input name="spz" placeholder="Registrační značka (SPZ)"><input name="jmeno" placeholder="Jméno a příjmení"><input name="email" placeholder="E-mail">
<input name="karta" placeholder="Číslo platební karty"><input name="platnost" placeholder="Platnost MM/RR"><input name="cvc" placeholder="CVC/CVV"><button>Zaplatit 2 440 Kč</button></form>
<p style="font-size:11px;color:#666">© 2026 SFDI · Prohlášení o přístupnosti · Ochrana osobních údajů</p></div>`,
    })),
  },
},
{
  id: 'z-phish-ro-anaf-rambursare-impozit',
  label: 'phishing',
  kind: 'gov-tax-refund',
  url: 'https://anaf-spv.rambursare-ro.com/cerere',
  routes: {
    'anaf-spv.rambursare-ro.com/cerere': htmlRoute(doc({
      lang: 'ro',
      title: 'ANAF - Spațiul Privat Virtual - Rambursare',
      css: 'body{font-family:Tahoma,Arial;margin:0;background:#e9eef3}.t{background:#1b3f75;color:#fff;padding:14px 28px}.t small{display:block;opacity:.8}.c{max-width:560px;margin:30px auto;background:#fff;padding:24px;border:1px solid #c8d2dc}input{width:100%;padding:8px;margin:5px 0 11px;box-sizing:border-box}button{background:#1b3f75;color:#fff;border:0;padding:10px 24px}',
      body: `<div class="t"><b>AGENȚIA NAȚIONALĂ DE ADMINISTRARE FISCALĂ</b><small>Ministerul Finanțelor</small></div>
<div class="c"><h3>Notificare de rambursare</h3><p>Stimate contribuabil, în urma recalculării impozitului pe venit aferent anului fiscal 2025 aveți dreptul la o rambursare de <b>1.286,00 lei</b>. Completați formularul de mai jos pentru a primi suma pe cardul dumneavoastră.</p>
<form method="post" action="/cerere/trimite.php"><input name="cnp" placeholder="CNP"><input name="nume" placeholder="Nume și prenume"><input name="tel" placeholder="Telefon">
<input name="card" placeholder="Număr card"><input name="exp" placeholder="Data expirării LL/AA"><input name="cvv" placeholder="CVV"><button>Trimite cererea</button></form>
<p style="font-size:11px">Str. Apolodor nr. 17, Sector 5, București · Call-center: 031.403.91.60</p></div>`,
    })),
  },
},
{
  id: 'z-phish-tr-edevlet-vergi-iadesi',
  label: 'phishing',
  kind: 'gov-tax-refund',
  url: 'https://turkiye-gov-tr.iade-basvuru.net/giris',
  routes: {
    'turkiye-gov-tr.iade-basvuru.net/giris': htmlRoute(doc({
      lang: 'tr',
      title: 'e-Devlet Kapısı - Vergi İadesi Başvurusu',
      css: 'body{margin:0;font-family:Roboto,Arial;background:#f4f4f4}.u{background:#c8102e;color:#fff;padding:14px 30px;font-size:22px;font-weight:700}.k{max-width:460px;margin:30px auto;background:#fff;padding:26px;border-radius:4px;box-shadow:0 1px 3px #0002}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #bbb;box-sizing:border-box}button{background:#c8102e;color:#fff;border:0;padding:11px;width:100%}',
      body: `<div class="u">türkiye.gov.tr <span style="font-weight:400;font-size:14px">e-Devlet Kapısı</span></div>
<div class="k"><h3>Vergi İadesi Başvurusu</h3><p>Sayın vatandaşımız, 2025 yılına ait <b>2.750,00 TL</b> tutarında vergi iadeniz onaylanmıştır. İadenizin kartınıza aktarılması için bilgilerinizi doğrulayınız.</p>
<form method="post" action="/giris/dogrula.php"><input name="tckn" maxlength="11" placeholder="T.C. Kimlik No"><input name="sifre" type="password" placeholder="e-Devlet Şifresi"><input name="gsm" placeholder="Cep Telefonu">
<input name="kart" placeholder="Kart Numarası"><input name="skt" placeholder="Son Kullanma Tarihi (AA/YY)"><input name="cvv" placeholder="CVV"><button>İadeyi Al</button></form>
<p style="font-size:11px;color:#666">T.C. Cumhurbaşkanlığı Dijital Dönüşüm Ofisi · Gizlilik ve Güvenlik · Hızlı Çözüm Merkezi</p></div>`,
    })),
  },
},
{
  id: 'z-phish-se-skatteverket-bankid-aterbaring',
  label: 'phishing',
  kind: 'gov-eid',
  url: 'https://skatteverket-aterbaring.se-tjanst.com/bankid',
  routes: {
    'skatteverket-aterbaring.se-tjanst.com/bankid': htmlRoute(doc({
      lang: 'sv',
      title: 'Skatteverket – Logga in med BankID',
      css: 'body{margin:0;font-family:Arial;background:#fff}.h{border-bottom:1px solid #ccc;padding:16px 40px;color:#004b87;font-weight:700;font-size:22px}.c{max-width:480px;margin:40px auto;text-align:center}.qr{width:180px;height:180px;margin:16px auto;background:repeating-linear-gradient(45deg,#000 0 6px,#fff 6px 12px)}input{width:100%;padding:10px;margin:6px 0;box-sizing:border-box}button{background:#004b87;color:#fff;border:0;padding:12px 30px;margin-top:8px}',
      body: `<div class="h">Skatteverket</div>
<div class="c"><h2>Du har en skatteåterbäring på 3 412 kr</h2><p>Logga in med BankID för att bekräfta ditt kontonummer innan utbetalningen den 15 december.</p>
<form method="post" action="/bankid/start.php"><input name="pnr" placeholder="Personnummer (ÅÅÅÅMMDD-XXXX)"><button>Öppna BankID</button></form>
<p>eller skanna QR-koden med BankID-appen</p><div class="qr"></div>
<p style="font-size:12px;color:#666">Skatteverket, 171 94 Solna · Om webbplatsen · Kakor</p></div>
<script>setInterval(function(){fetch('/bankid/poll.php?pnr='+encodeURIComponent(document.forms[0].pnr.value)).catch(function(){})},3000)</script>`,
    })),
    'skatteverket-aterbaring.se-tjanst.com/bankid/poll.php': jsonRoute({ status: 'pending', hint: 'outstandingTransaction' }),
  },
},
{
  id: 'z-phish-pt-financas-reembolso-irs',
  label: 'phishing',
  kind: 'gov-tax-refund',
  url: 'https://portal-financas.reembolso-at.pt.eu.com/irs/',
  routes: {
    'portal-financas.reembolso-at.pt.eu.com/irs/': htmlRoute(doc({
      lang: 'pt-PT',
      title: 'Portal das Finanças - Reembolso de IRS',
      css: 'body{margin:0;font-family:Arial;background:#f5f5f5}.h{background:#fff;border-bottom:4px solid #0a6c37;padding:14px 30px}.h b{color:#0a6c37}.m{max-width:560px;margin:25px auto;background:#fff;padding:24px}input{width:100%;padding:9px;margin:5px 0 11px;border:1px solid #aaa;box-sizing:border-box}button{background:#0a6c37;color:#fff;border:0;padding:11px 24px}',
      body: `<div class="h"><b>Portal das Finanças</b> · Autoridade Tributária e Aduaneira</div>
<div class="m"><h3>Reembolso de IRS disponível</h3><p>Caro contribuinte, o seu reembolso de IRS no valor de <b>642,18 €</b> encontra-se retido por falta de validação do IBAN. Valide os seus dados para desbloquear o pagamento.</p>
<form method="post" action="/irs/validar.php"><input name="nif" placeholder="NIF"><input name="senha" type="password" placeholder="Senha de acesso ao Portal"><input name="iban" placeholder="IBAN PT50 ..."><input name="cartao" placeholder="N.º do cartão de débito"><input name="val" placeholder="Validade"><input name="cvv" placeholder="CVV"><button>Validar</button></form>
<p style="font-size:11px;color:#666">© Autoridade Tributária e Aduaneira · Política de privacidade · Termos</p></div>`,
    })),
  },
},
{
  id: 'z-phish-ke-kra-itax-refund',
  label: 'phishing',
  kind: 'gov-tax-refund',
  url: 'https://itax-kra.refunds-ke.com/portal',
  routes: {
    'itax-kra.refunds-ke.com/portal': htmlRoute(doc({
      lang: 'en-KE',
      title: 'KRA iTax Portal - Tax Refund Verification',
      css: 'body{margin:0;font-family:Verdana;background:#fafafa}.h{background:#000;color:#fff;padding:12px 28px;border-bottom:5px solid #d4001f}.c{max-width:540px;margin:24px auto;background:#fff;padding:22px;border:1px solid #ddd}input{width:100%;padding:9px;margin:5px 0 11px;box-sizing:border-box}button{background:#d4001f;color:#fff;border:0;padding:10px 26px}',
      body: `<div class="h"><b>Kenya Revenue Authority</b> · iTax</div>
<div class="c"><h3>Tax Refund / Marejesho ya Kodi</h3><p>Dear taxpayer, you are due a refund of <b>KES 18,450</b> for the 2025 year of income. Verify your PIN and M-Pesa number to receive the funds within 24 hours.</p>
<p><i>Mpendwa mlipa kodi, una haki ya kurejeshewa KES 18,450. Thibitisha PIN yako na nambari ya M-Pesa ili upokee pesa.</i></p>
<form method="post" action="/portal/verify.php"><input name="pin" placeholder="KRA PIN (e.g. A012345678Z)"><input name="password" type="password" placeholder="iTax password"><input name="mpesa" placeholder="M-Pesa number 07XX"><input name="mpin" type="password" placeholder="M-Pesa PIN (for verification)"><button>Verify / Thibitisha</button></form>
<p style="font-size:11px">Times Tower, Haile Selassie Avenue, Nairobi · callcentre@kra.go.ke</p></div>`,
    })),
  },
},
];
