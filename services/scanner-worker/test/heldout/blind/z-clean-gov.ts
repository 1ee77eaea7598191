import type { Entry } from '../entry.js';
import { cssRoute, doc, htmlRoute, ico, jsonRoute, jsRoute, pdfRoute, redirectRoute, stats } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-clean-de-elster-login-zertifikat',
  label: 'clean',
  kind: 'gov-eid-login',
  url: 'https://www.elster.de/eportal/login/softpse',
  routes: {
    'www.elster.de/eportal/login/softpse': htmlRoute(doc({
      lang: 'de',
      title: 'Login mit Zertifikatsdatei | Mein ELSTER',
      css: 'body{margin:0;font-family:Arial,sans-serif;background:#f4f6f8;color:#222}.top{background:#fff;padding:12px 30px;display:flex;justify-content:space-between;border-bottom:1px solid #ddd}.logo{font-weight:800;color:#00305e;font-size:24px}.tabs{display:flex;gap:0;max-width:760px;margin:30px auto 0}.tabs a{flex:1;text-align:center;padding:12px;background:#e3e8ee;color:#00305e;text-decoration:none}.tabs a.on{background:#fff;font-weight:700}.box{max-width:760px;margin:0 auto;background:#fff;padding:28px}label{display:block;margin-top:14px}input{padding:8px;width:360px;border:1px solid #888}button{margin-top:20px;background:#00305e;color:#fff;border:0;padding:10px 24px}.note{background:#eaf2fb;padding:12px;font-size:14px;margin-top:20px}footer{text-align:center;font-size:12px;color:#666;padding:30px}',
      body: `<div class="top"><div class="logo">Mein ELSTER</div><div>Hilfe · Kontakt · Barrierefreiheit · English</div></div>
<div class="tabs"><a class="on" href="/eportal/login/softpse">Zertifikatsdatei</a><a href="/eportal/login/ausweis">Personalausweis</a><a href="/eportal/login/sicherheitsstick">Sicherheitsstick</a><a href="/eportal/login/signaturkarte">Signaturkarte</a></div>
<div class="box"><h2>Login mit Zertifikatsdatei</h2><p>Wählen Sie Ihre Zertifikatsdatei (.pfx) aus und geben Sie das dazugehörige Passwort ein.</p>
<form method="post" action="/eportal/login/softpse" enctype="multipart/form-data"><label>Zertifikatsdatei</label><input type="file" name="datei" accept=".pfx"><label>Passwort</label><input type="password" name="passwort" autocomplete="off"><br><button>Login</button></form>
<p><a href="/eportal/registrierung">Noch kein Benutzerkonto? Jetzt registrieren</a> · <a href="/eportal/passwortvergessen">Passwort vergessen?</a></p>
<div class="note"><b>Sicherheitshinweis:</b> Derzeit sind gefälschte E-Mails im Umlauf, die angeblich von ELSTER stammen und zur Eingabe von Bank- oder Kreditkartendaten für eine Steuererstattung auffordern. ELSTER fordert Sie niemals per E-Mail zur Eingabe solcher Daten auf. Erstattungen werden ausschließlich auf das in Ihrer Steuererklärung angegebene Konto überwiesen.</div></div>
<footer>Impressum · Datenschutz · Nutzungsbedingungen · Barrierefreiheitserklärung<br>Ein Service der Steuerverwaltungen der Länder und des Bundes</footer>`,
    })),
  },
},
{
  id: 'z-clean-fr-antai-paiement-amende-officiel',
  label: 'clean',
  kind: 'gov-fine',
  url: 'https://www.amendes.gouv.fr/tai',
  routes: {
    'www.amendes.gouv.fr/tai': htmlRoute(doc({
      lang: 'fr',
      title: 'Payer une amende - amendes.gouv.fr',
      css: 'body{margin:0;font-family:Marianne,Arial,sans-serif;color:#161616}.hd{display:flex;gap:30px;align-items:center;padding:16px 40px;border-bottom:1px solid #ddd}.rf{font-weight:700;font-size:13px;line-height:1.1}.w{max-width:900px;margin:0 auto;padding:30px 20px}.cards{display:grid;grid-template-columns:1fr 1fr;gap:18px}.card{border:1px solid #ddd;padding:18px}.card b{display:block;font-size:18px;margin-bottom:8px}input{padding:10px;background:#eee;border:0;border-bottom:2px solid #3a3a3a;width:260px;margin:4px 8px 10px 0}.btn{background:#000091;color:#fff;border:0;padding:10px 20px}.alert{border-left:4px solid #0063cb;background:#e8edff;padding:14px;margin:20px 0}footer{border-top:3px solid #000091;padding:24px 40px;font-size:13px}',
      body: `<div class="hd"><div class="rf">RÉPUBLIQUE<br>FRANÇAISE<br><i style="font-weight:400">Liberté Égalité Fraternité</i></div><div><b>amendes.gouv.fr</b><br><small>Le site officiel du paiement des amendes</small></div></div>
<div class="w"><h1>Payer une amende</h1><p>Munissez-vous de votre avis de contravention. Le numéro de télépaiement et la clé figurent sur la carte de paiement jointe à l'avis.</p>
<form action="/tai/saisie" method="post"><input name="numero" placeholder="Numéro de télépaiement"><input name="cle" placeholder="Clé" style="width:80px"><br><input name="montant" placeholder="Montant (€)"><br><button class="btn">Rechercher mon avis</button></form>
<div class="alert"><b>Attention aux sites frauduleux et aux SMS d'arnaque.</b> L'ANTAI n'envoie jamais de SMS ou de courriel vous demandant de payer une amende. Seuls les sites en <b>.gouv.fr</b> permettent le paiement officiel. Signalez les SMS suspects au 33700.</div>
<div class="cards"><div class="card"><b>Contester une amende</b>Vous disposez de 45 jours pour contester l'avis de contravention auprès de l'officier du ministère public.</div><div class="card"><b>Désigner un conducteur</b>Vous êtes représentant d'une personne morale ou n'étiez pas le conducteur.</div><div class="card"><b>Consulter mon solde de points</b>Via le téléservice Mes points permis sur FranceConnect.</div><div class="card"><b>Payer une amende forfaitaire délictuelle</b>Avec le numéro d'avis figurant sur l'avis d'AFD.</div></div></div>
<footer>ANTAI · Agence Nationale de Traitement Automatisé des Infractions · <a href="/mentions-legales">Mentions légales</a> · <a href="/accessibilite">Accessibilité : partiellement conforme</a> · legifrance.gouv.fr · service-public.fr</footer>`,
    })),
  },
},
{
  id: 'z-clean-es-dgt-sede-consulta-multas',
  label: 'clean',
  kind: 'gov-fine',
  url: 'https://sede.dgt.gob.es/es/multas/consulta-y-pago-de-multas/',
  routes: {
    'sede.dgt.gob.es/es/multas/consulta-y-pago-de-multas/': htmlRoute(doc({
      lang: 'es',
      title: 'Consulta y pago de multas - Sede Electrónica de la DGT',
      css: 'body{margin:0;font-family:Arial;color:#222}.g{display:flex;justify-content:space-between;padding:12px 30px;border-bottom:1px solid #ddd}.g b{color:#ad1519}.nav{background:#0d4a8a;color:#fff;padding:10px 30px;font-size:14px}.w{max-width:960px;margin:0 auto;padding:24px}.col{display:flex;gap:24px}.col div{flex:1;border:1px solid #ddd;padding:16px}.b{background:#0d4a8a;color:#fff;padding:10px 16px;text-decoration:none;display:inline-block}.aviso{background:#fdecea;border-left:4px solid #ad1519;padding:12px;margin:20px 0}footer{background:#f3f3f3;padding:24px 30px;font-size:12px}',
      body: `<div class="g"><span><b>GOBIERNO DE ESPAÑA</b> · MINISTERIO DEL INTERIOR</span><span>Sede Electrónica · <b style="color:#0d4a8a">DGT</b></span></div>
<div class="nav">Inicio › Multas › Consulta y pago de multas</div>
<div class="w"><h1>Consulta y pago de multas</h1><p>Puede consultar las multas de tráfico que le han sido notificadas y pagarlas con la reducción del 50 % si lo hace en los 20 días naturales siguientes a la notificación.</p>
<div class="col"><div><h3>Con certificado digital, DNIe o Cl@ve</h3><p>Consulte todas sus multas y su estado de tramitación.</p><a class="b" href="/es/multas/consulta-y-pago-de-multas/acceso">Acceder</a></div><div><h3>Sin certificado</h3><p>Con el número de expediente que figura en la notificación y la matrícula.</p><a class="b" href="/es/multas/consulta-y-pago-de-multas/sin-certificado">Consultar</a></div></div>
<div class="aviso"><b>Aviso de seguridad:</b> la DGT no envía notificaciones de multas por SMS ni por correo electrónico con enlaces de pago. Las notificaciones se realizan en la Dirección Electrónica Vial (DEV), por correo postal o en el Tablón Edictal de Sanciones de Tráfico (TESTRA).</div>
<p>Otras formas de pago: en cualquier oficina de Correos, Caixabank, por teléfono en el 060 o en las Jefaturas de Tráfico.</p></div>
<footer>© Dirección General de Tráfico – C/ Josefa Valcárcel, 44 – 28027 Madrid · Accesibilidad · Aviso legal · Protección de datos · Mapa web</footer>`,
    })),
  },
},
{
  id: 'z-clean-pl-login-gov-wezel-krajowy',
  label: 'clean',
  kind: 'gov-eid-login',
  url: 'https://login.gov.pl/login/login?ROLLBACK_URL=https://www.gov.pl/web/gov/zaloguj',
  routes: {
    'login.gov.pl/login/login': htmlRoute(doc({
      lang: 'pl',
      title: 'Login.gov.pl - Węzeł Krajowy Identyfikacji Elektronicznej',
      css: 'body{margin:0;font-family:"Source Sans Pro",Arial;background:#f5f5f5}.top{background:#fff;padding:14px 30px;border-bottom:1px solid #ddd}.top b{color:#d4213d}.w{max-width:900px;margin:30px auto}.grid{display:grid;grid-template-columns:1fr 1fr;gap:16px}.t{background:#fff;border:1px solid #ddd;padding:20px}.t h3{margin-top:0;color:#0052a5}.banks{display:flex;flex-wrap:wrap;gap:6px}.banks a{border:1px solid #ccc;padding:6px 10px;font-size:13px;color:#222;text-decoration:none}footer{text-align:center;font-size:12px;color:#666;padding:20px}',
      body: `<div class="top"><b>gov.pl</b> login.gov.pl · Węzeł Krajowy</div>
<div class="w"><h1>Wybierz sposób logowania</h1><div class="grid">
<div class="t"><h3>Profil zaufany</h3><p>Bezpłatne narzędzie, dzięki któremu załatwisz sprawy urzędowe online.</p><a href="https://pz.gov.pl/dt/login/login">Zaloguj się</a></div>
<div class="t"><h3>Aplikacja mObywatel</h3><p>Zaloguj się, skanując kod QR w aplikacji.</p></div>
<div class="t"><h3>e-dowód</h3><p>Potrzebujesz czytnika NFC lub telefonu z aplikacją eDO App.</p></div>
<div class="t"><h3>Bankowość elektroniczna</h3><div class="banks"><a href="#">PKO BP</a><a href="#">Pekao</a><a href="#">mBank</a><a href="#">ING</a><a href="#">Santander</a><a href="#">Millennium</a><a href="#">Alior</a><a href="#">Credit Agricole</a><a href="#">BNP Paribas</a><a href="#">Envelo</a></div></div></div>
<p style="background:#fff4e5;padding:12px;margin-top:16px">Uważaj na fałszywe SMS-y o „nieopłaconych mandatach” lub „dopłacie do przesyłki”. Zawsze sprawdzaj, czy adres strony to <b>login.gov.pl</b>. Podejrzane wiadomości zgłaszaj do CERT Polska na incydent.cert.pl lub SMS-em na numer 8080.</p></div>
<footer>Ministerstwo Cyfryzacji · Deklaracja dostępności · Polityka prywatności · Pomoc</footer>`,
    })),
  },
},
{
  id: 'z-clean-il-btl-personal-area',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://www.btl.gov.il/Pages/default.aspx',
  routes: {
    'www.btl.gov.il/Pages/default.aspx': htmlRoute(doc({
      lang: 'he',
      dir: 'rtl',
      title: 'המוסד לביטוח לאומי - דף הבית',
      css: 'body{margin:0;font-family:Arial;color:#222}.t{background:#0a3c78;color:#fff;padding:16px 30px;display:flex;justify-content:space-between}.n{background:#e6eef7;padding:10px 30px}.n a{margin-left:18px;color:#0a3c78}.w{max-width:960px;margin:24px auto;padding:0 20px}.tiles{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.tiles a{background:#f4f7fb;border:1px solid #d3dde8;padding:18px;text-align:center;color:#0a3c78;text-decoration:none}.al{background:#fff4e5;padding:12px;margin:18px 0;border-right:4px solid #e08a00}footer{background:#0a3c78;color:#fff;padding:20px 30px;font-size:12px}',
      body: `<div class="t"><b>המוסד לביטוח לאומי</b><span>English · العربية · русский · አማርኛ</span></div>
<div class="n"><a href="#">קצבאות והטבות</a><a href="#">דמי ביטוח</a><a href="#">טפסים</a><a href="#">סניפים</a><a href="#">האזור האישי</a></div>
<div class="w"><h1>שירותים נפוצים</h1><div class="tiles"><a href="#">בדיקת זכאות</a><a href="#">אישורים ותשלומים</a><a href="#">הגשת תביעה מקוונת</a><a href="#">עדכון פרטי חשבון בנק</a><a href="#">דמי אבטלה</a><a href="#">קצבת ילדים</a><a href="#">קצבת זקנה</a><a href="#">מילואים</a></div>
<div class="al"><b>זהירות מהודעות מתחזות:</b> הביטוח הלאומי אינו שולח הודעות SMS עם קישורים לתשלום מענקים ואינו מבקש פרטי כרטיס אשראי. פניות לגבי זכאות נעשות רק דרך האזור האישי באתר.</div></div>
<footer>כל הזכויות שמורות © המוסד לביטוח לאומי · הצהרת נגישות · תנאי שימוש · מדיניות פרטיות · *6050</footer>`,
    })),
  },
},
];
