import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, matomo, cookieBar, footer, nav, baseCss, cardFields, pngR, js, json } from '../parts/o-kit.js';

// Real government, tax, police and court portals on their own domains: citizens report them because they ask
// for national ID numbers, passwords, fines or tax data.

export const entries: Entry[] = [
{
  id: 'o-gov-pl-mobywatel-info',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://www.gov.pl/web/mobywatel/aplikacja-mobywatel',
  body: doc({
    lang: 'pl',
    title: 'Aplikacja mObywatel - mObywatel - Portal Gov.pl',
    head: matomo(41, '/web/stats/'),
    css: baseCss('"Source Sans Pro", Arial, sans-serif') + `.gh{background:#fff;border-bottom:1px solid #ddd;padding:10px 5%;display:flex;gap:16px;align-items:center}.gh b{color:#dc143c}.bc{font-size:13px;color:#666;margin-bottom:12px}.tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:14px}.tile{border:1px solid #ddd;padding:14px;border-radius:4px}.stores a{display:inline-block;background:#000;color:#fff;padding:10px 16px;border-radius:6px;margin-right:10px;text-decoration:none}`,
    body: `<div class="gh"><b>gov.pl</b><span>Serwis Rzeczypospolitej Polskiej</span><span style="margin-left:auto;font-size:14px"><a href="#">Zaloguj się</a> · <a href="#">EN</a> · <a href="#">Wersja kontrastowa</a></span></div>
<main><div class="bc">Strona główna › mObywatel › Aplikacja mObywatel</div>
<h1>Aplikacja mObywatel</h1>
<p>mObywatel to bezpłatna aplikacja, w której masz dokumenty zawsze przy sobie: mDowód, mPrawo jazdy, legitymację szkolną, studencką i emeryta-rencisty. Możesz też sprawdzić punkty karne, opłacić mandat i zastrzec numer PESEL.</p>
<h2>Jak zainstalować</h2><ol><li>Pobierz aplikację <b>wyłącznie</b> z Google Play lub App Store.</li><li>Potwierdź tożsamość profilem zaufanym, bankowością elektroniczną lub e-dowodem.</li><li>Ustal hasło do aplikacji.</li></ol>
<div class="stores"><a href="https://play.google.com/store/apps/details?id=pl.nask.mobywatel">Pobierz z Google Play</a><a href="https://apps.apple.com/pl/app/mobywatel/id1339415184">Pobierz z App Store</a></div>
<h2>Usługi</h2><div class="tiles"><div class="tile"><b>Zastrzeż PESEL</b><p>Chroń się przed wyłudzeniem kredytu na Twoje dane.</p></div><div class="tile"><b>Punkty karne</b><p>Sprawdź, ile masz punktów karnych.</p></div><div class="tile"><b>Mandaty</b><p>Zapłać mandat karny online.</p></div><div class="tile"><b>Pojazdy</b><p>Historia pojazdu, OC i badania techniczne.</p></div></div>
<h2>Uwaga na oszustów</h2><p>Nie instaluj aplikacji z linków w SMS-ach ani e-mailach. Ministerstwo Cyfryzacji nie wysyła wiadomości z prośbą o aktualizację danych mObywatela przez stronę internetową.</p></main>
${footer([['Informacje', ['Deklaracja dostępności', 'Polityka prywatności', 'Mapa serwisu']], ['Kontakt', ['Centrum Pomocy mObywatel', '+48 42 253 54 74']]], 'Ministerstwo Cyfryzacji · ul. Królewska 27, 00-060 Warszawa', '#2e2e2e', '#ddd')}
${cookieBar('pl')}`,
  }),
},
{
  id: 'o-gov-pl-eus-dane-podatnika',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://www.podatki.gov.pl/e-urzad-skarbowy/logowanie/',
  body: doc({
    lang: 'pl',
    title: 'e-Urząd Skarbowy – logowanie | Podatki.gov.pl',
    css: baseCss('Arial, sans-serif', '#f5f5f5') + `.top{background:#fff;padding:12px 5%;border-bottom:3px solid #d0021b;display:flex;gap:14px}.opts{display:grid;grid-template-columns:1fr 1fr;gap:20px}.btn{background:#1f4e8c}`,
    body: `<div class="top"><b>podatki.gov.pl</b><span>Krajowa Administracja Skarbowa</span></div>
<main><h1>Zaloguj się do e-Urzędu Skarbowego</h1>
<div class="opts"><div class="card"><h2 style="font-size:18px">Login.gov.pl</h2><p>Zaloguj się profilem zaufanym, e-dowodem lub bankowością elektroniczną.</p><a class="btn" href="https://login.gov.pl/login/login?SAMLRequest=..." style="display:inline-block;text-decoration:none">Login.gov.pl</a></div>
<div class="card"><h2 style="font-size:18px">Dane podatnika</h2><p class="muted">Logowanie danymi podstawowymi daje dostęp do ograniczonego zakresu usług.</p>
<form method="post" action="/e-urzad-skarbowy/logowanie/dane"><label>PESEL lub NIP</label><input name="identyfikator"><label>Imię</label><input name="imie"><label>Data urodzenia</label><input name="dataUrodzenia" type="date"><label>Kwota przychodu z zeznania za 2025 r.</label><input name="kwota" placeholder="0,00"><button class="btn">Zaloguj</button></form></div></div>
<p class="muted">Pamiętaj: Krajowa Administracja Skarbowa nie wysyła SMS-ów z linkami do zwrotu podatku ani nie prosi o dane karty płatniczej.</p></main>
${footer([['Podatki.gov.pl', ['Deklaracja dostępności', 'Kontakt z KIS: 22 330 03 30', 'Twój e-PIT']]], '© Ministerstwo Finansów 2026')}`,
  }),
},
{
  id: 'o-gov-mx-sat-login-rfc',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://login.siat.sat.gob.mx/nidp/wsfed/ep?id=SATUPCFDiCon&sid=0&option=credential&sid=0',
  body: doc({
    lang: 'es-MX',
    title: 'SAT Autenticación',
    css: baseCss('"Montserrat", Arial, sans-serif', '#fff') + `.h{background:#611232;color:#fff;padding:12px 6%;display:flex;gap:14px}.w{max-width:480px;margin:30px auto}.btn{background:#235b4e}`,
    body: `<div class="h"><b>Gobierno de México</b><span style="margin-left:auto;font-size:13px">Trámites · Gobierno · Búsqueda</span></div>
<div class="w"><h1 style="font-size:22px">Acceso por contraseña</h1>
<form method="post" action="/nidp/wsfed/ep?sid=0"><label>RFC</label><input name="Ecom_User_ID" maxlength="13"><label>Contraseña</label><input type="password" name="Ecom_Password"><label>Captcha*</label><div style="display:flex;gap:10px"><img src="/nidp/jcaptcha.png" width="140" height="44" alt="Captcha" style="background:#ddd"><input name="userCaptcha"></div>
<button class="btn">Enviar</button> <a href="#">e.firma</a></form>
<p class="muted">Si no recuerdas tu contraseña, puedes generarla o actualizarla con tu e.firma. El SAT nunca solicita datos por correo ni envía archivos adjuntos ejecutables.</p></div>
${footer([['Enlaces', ['Participa', 'Datos', 'Publicaciones Oficiales', 'Marco Jurídico']], ['¿Qué es gob.mx?', ['Portal de Obligaciones de Transparencia', 'Denuncia contra servidores públicos']]], '', '#0c231e', '#fff')}`,
  }),
  routes: { 'login.siat.sat.gob.mx/nidp/jcaptcha.png': pngR(210, 210, 210) },
},
{
  id: 'o-gov-fr-antai-payer-amende',
  label: 'clean',
  kind: 'gov-fine',
  url: 'https://www.amendes.gouv.fr/tai/paiement',
  body: doc({
    lang: 'fr',
    title: 'Payer une amende – amendes.gouv.fr',
    css: baseCss('Marianne, Arial, sans-serif') + `.h{padding:14px 6%;border-bottom:1px solid #ddd;display:flex;gap:20px;align-items:center}.rf{font-weight:800;font-size:14px;line-height:1.1}.btn{background:#000091}.box{border:1px solid #ddd;padding:20px;max-width:560px}`,
    body: `<div class="h"><div class="rf">RÉPUBLIQUE<br>FRANÇAISE</div><div><b>amendes.gouv.fr</b><br><span class="muted">Agence nationale de traitement automatisé des infractions</span></div></div>
<main><h1>Payer une amende</h1><p>Munissez-vous de votre avis de contravention. Le numéro de télépaiement et la clé figurent sur la carte de paiement jointe.</p>
<form class="box" method="post" action="/tai/paiement/recherche"><label>Numéro de télépaiement (ou numéro de l'avis)</label><input name="numero" maxlength="24"><label>Clé</label><input name="cle" maxlength="2" style="width:80px"><label>Date de l'infraction</label><input type="date" name="date"><button class="btn">Rechercher mon amende</button></form>
<h2>Attention aux faux sites et SMS</h2><p>L'ANTAI n'envoie jamais de SMS ni de courriel vous demandant de payer une amende. Un avis de contravention est toujours envoyé par courrier ou dans votre espace ANTS. Signalez les messages frauduleux au 33700.</p></main>
${footer([['Informations', ['Accessibilité : partiellement conforme', 'Mentions légales', 'Données personnelles']]], 'legifrance.gouv.fr · gouvernement.fr · service-public.fr · data.gouv.fr')}`,
  }),
},
{
  id: 'o-gov-it-ade-area-riservata',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://iampe.agenziaentrate.gov.it/sam/UI/Login?realm=/agenziaentrate',
  body: doc({
    lang: 'it',
    title: 'Agenzia delle Entrate - Area riservata',
    css: baseCss('"Titillium Web", Arial, sans-serif', '#fff') + `.h{background:#00336b;color:#fff;padding:16px 6%}.tabs{display:flex;gap:4px;margin:20px 0}.tabs a{padding:10px 16px;border:1px solid #0066cc;color:#0066cc;text-decoration:none}.tabs a.on{background:#0066cc;color:#fff}.btn{background:#0066cc}`,
    body: `<div class="h"><span style="font-size:13px">Agenzia delle Entrate</span><h1 style="margin:4px 0;font-size:24px">Area riservata</h1></div>
<main><div class="tabs"><a class="on" href="#">SPID</a><a href="#">CIE</a><a href="#">CNS</a><a href="#">Entratel/Fisconline</a></div>
<p>Accedi con la tua identità digitale SPID. Seleziona il tuo gestore.</p><button class="btn">Entra con SPID</button>
<ul class="muted"><li>Aruba ID</li><li>InfoCert ID</li><li>Lepida ID</li><li>Namirial ID</li><li>Poste ID</li><li>Sielte ID</li><li>TIM ID</li></ul>
<p><b>Attenzione:</b> l'Agenzia non invia email con allegati o link per rimborsi. Consulta la pagina <a href="#">Focus sul phishing</a>.</p></main>
${footer([['Contatti', ['Assistenza 800.90.96.96', 'Note legali', 'Privacy']]], 'Agenzia delle Entrate - Via Giorgione n. 106 - 00147 Roma - Codice Fiscale e Partita Iva: 06363391001', '#00264d', '#fff')}`,
  }),
},
{
  id: 'o-gov-tr-edevlet-giris',
  label: 'clean',
  kind: 'gov-login',
  url: 'https://giris.turkiye.gov.tr/Giris/gir?oauthClientId=ee3f9e0a-2b1c-4b3c-8d5e-7a9f1c2b3d4e&continue=https%3A%2F%2Fwww.turkiye.gov.tr%2F',
  body: doc({
    lang: 'tr',
    title: 'e-Devlet Kapısı Kimlik Doğrulama Sistemi',
    css: baseCss('Arial, sans-serif', '#f4f4f4') + `.h{background:#c8102e;color:#fff;padding:14px 6%}.w{max-width:760px;margin:30px auto;display:flex;gap:20px}.side{width:220px}.side a{display:block;padding:10px;border-bottom:1px solid #ddd;color:#333;text-decoration:none;font-size:14px}.side a.on{background:#fff;border-left:4px solid #c8102e;font-weight:700}.btn{background:#c8102e}`,
    body: `<div class="h"><b>türkiye.gov.tr</b> · Kimlik Doğrulama Sistemi</div>
<div class="w"><div class="side"><a class="on" href="#">e-Devlet Şifresi</a><a href="#">Mobil İmza</a><a href="#">Elektronik İmza</a><a href="#">T.C. Kimlik Kartı</a><a href="#">İnternet Bankacılığı</a></div>
<div class="card" style="flex:1"><form method="post" action="/Giris/e-Devlet-Sifresi"><label>T.C. Kimlik No</label><input name="tridField" maxlength="11"><label>e-Devlet Şifresi</label><input type="password" name="egpField"><div style="display:flex;gap:8px"><button class="btn">Giriş Yap</button><button type="button" style="background:#eee;border:0;padding:10px 16px">İptal</button></div></form>
<p class="muted">e-Devlet şifrenizi PTT Merkez Müdürlüklerinden temin edebilirsiniz. Şifrenizi unuttuysanız, internet bankacılığı ile yenileyebilirsiniz.</p>
<p style="font-size:13px;background:#fff3cd;padding:8px">Aidat iadesi, vergi iadesi vb. vaatlerle gönderilen SMS ve e-postalardaki bağlantılara itibar etmeyiniz.</p></div></div>`,
  }),
},
{
  id: 'o-gov-ke-itax-login',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://itax.kra.go.ke/KRA-Portal/',
  body: doc({
    lang: 'en-KE',
    title: 'iTax - Kenya Revenue Authority',
    css: baseCss('Arial, sans-serif', '#f2f2f2') + `.h{background:#fff;border-bottom:4px solid #ed1c24;padding:12px 6%;display:flex;gap:14px}.w{display:grid;grid-template-columns:1fr 2fr;gap:20px}.btn{background:#ed1c24}.q a{display:block;padding:6px 0}`,
    body: `<div class="h"><b>Kenya Revenue Authority</b><span class="muted">Tulipe Ushuru, Tujitegemee!</span></div>
<main class="w"><div class="card"><h2 style="font-size:18px">Login</h2><form method="post" action="/KRA-Portal/login.htm"><label>PIN/User ID</label><input name="logid"><button class="btn">Continue</button></form><p class="muted"><a href="#">Forgot Password / Unlock Account</a></p></div>
<div class="card q"><h2 style="font-size:18px">Quick links</h2><a href="#">New PIN Registration</a><a href="#">e-Return Filing – Individuals</a><a href="#">Payment Registration</a><a href="#">Check Tax Compliance Certificate</a><a href="#">PIN Checker</a>
<p style="background:#fff3cd;padding:8px;font-size:13px">KRA does not send refund notifications requesting card details. Report fraud to <b>corruptionreport@kra.go.ke</b> or call 0711 099 999.</p></div></main>`,
  }),
},
{
  id: 'o-gov-jp-etax-top',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://www.e-tax.nta.go.jp/',
  body: doc({
    lang: 'ja',
    title: 'e-Tax（国税電子申告・納税システム）',
    css: baseCss('"Hiragino Kaku Gothic ProN", Meiryo, sans-serif') + `.h{border-bottom:3px solid #004b9b;padding:12px 6%;display:flex;gap:14px;align-items:center}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.g div{border:1px solid #cdd;padding:14px;border-radius:4px}.n li{margin:6px 0;font-size:14px}.w{background:#fdeeee;border:1px solid #e4a0a0;padding:10px;font-size:14px}`,
    body: `<div class="h"><b style="color:#004b9b;font-size:22px">e-Tax</b><span class="muted">国税電子申告・納税システム（イータックス）</span><span style="margin-left:auto;font-size:13px">国税庁 · English</span></div>
<main><div class="w">【注意】国税庁を装った不審なメールやSMSが確認されています。国税庁がSMSで納税を催促したり、ウェブサイトへ誘導しクレジットカード情報を入力させることはありません。</div>
<div class="g" style="margin-top:16px"><div><b>マイナンバーカードでログイン</b><p>マイナポータルアプリでICカードを読み取ります。</p></div><div><b>利用者識別番号でログイン</b><p>16桁の番号と暗証番号を入力します。</p></div><div><b>ソフトのダウンロード</b><p>e-Taxソフト、JPKI利用者ソフト</p></div></div>
<h2>お知らせ</h2><ul class="n"><li>2026年11月20日 令和8年分確定申告に関するお知らせ</li><li>2026年11月10日 メンテナンスによる利用停止について</li><li>2026年10月28日 e-Taxの受付時間の拡大について</li></ul></main>
${footer([['', ['サイトマップ', 'サイトポリシー', 'アクセシビリティ', '個人情報保護方針']]], 'Copyright © National Tax Agency. All Rights Reserved.')}`,
  }),
},
{
  id: 'o-gov-pl-portal-informacyjny-sadow',
  label: 'clean',
  kind: 'court-portal',
  url: 'https://portal.wroclaw.sa.gov.pl/#/logowanie',
  body: doc({
    lang: 'pl',
    title: 'Portal Informacyjny Sądów Powszechnych',
    css: baseCss('Arial, sans-serif', '#eef1f4') + `.h{background:#16325c;color:#fff;padding:14px 6%}.w{max-width:440px;margin:40px auto}.btn{background:#16325c;width:100%}`,
    body: `<div class="h"><b>Portal Informacyjny Sądów Powszechnych</b><br><span style="font-size:13px">Ministerstwo Sprawiedliwości</span></div>
<div class="w card" id="app"><noscript>Ta strona wymaga JavaScript.</noscript></div>
<script>
document.getElementById('app').innerHTML='<h1 style="font-size:20px">Logowanie</h1><form method="post" action="/api/auth"><label>Login (adres e-mail)</label><input name="login"><label>Hasło</label><input type="password" name="password"><button class="btn">Zaloguj</button></form><p class="muted">Dostęp dla profesjonalnych pełnomocników, komorników i biegłych. Doręczenia elektroniczne przez Portal są dostępne wyłącznie po zalogowaniu.</p><p class="muted">Sądy nie wysyłają wezwań z plikami .zip lub .exe. Pisma z Portalu pobierasz wyłącznie po zalogowaniu.</p>';
</script>`,
  }),
},
{
  id: 'o-gov-id-djponline-login',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://djponline.pajak.go.id/account/login',
  body: doc({
    lang: 'id',
    title: 'DJP Online - Login',
    css: baseCss('Arial, sans-serif', '#eef3f8') + `.h{background:#002d5b;color:#ffc20e;padding:14px 6%;font-weight:800}.w{max-width:420px;margin:40px auto}.btn{background:#002d5b;width:100%}`,
    body: `<div class="h">DJP ONLINE <span style="color:#fff;font-weight:400;font-size:13px">Direktorat Jenderal Pajak</span></div>
<div class="w card"><h1 style="font-size:20px">Login</h1><form method="post" action="/account/login"><label>NIK/NPWP</label><input name="NPWP" maxlength="16"><label>Kata Sandi</label><input type="password" name="Password"><label>Kode Keamanan</label><div style="display:flex;gap:8px"><img src="/captcha/image.png" width="110" height="40" alt="" style="background:#ccc"><input name="CaptchaInputText"></div><button class="btn">Login</button></form>
<p class="muted"><a href="#">Lupa EFIN?</a> · <a href="#">Lupa Kata Sandi?</a> · <a href="#">Daftar</a></p>
<p style="font-size:13px;background:#fff7d6;padding:8px">Waspada penipuan mengatasnamakan DJP. DJP tidak pernah meminta pembayaran melalui rekening pribadi atau mengirim file APK.</p></div>
<p class="muted" style="text-align:center">Kring Pajak 1500200 · © 2026 Direktorat Jenderal Pajak</p>`,
  }),
  routes: { 'djponline.pajak.go.id/captcha/image.png': pngR(180, 180, 190) },
},
];
