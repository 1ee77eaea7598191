import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cardFields, cardJs, doc, mark, mobileCss, otpBoxes, siteCss } from '../parts/zu-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zu-clean-edevlet-giris',
  label: 'clean',
  kind: 'gov-own-login',
  url: 'https://giris.turkiye.gov.tr/Giris/e-Devlet-Sifresi?continue=%2Fvergi-iade-sorgulama',
  body: doc({ title: 'e-Devlet Kapısı Kimlik Doğrulama Sistemi', lang: 'tr', css: siteCss('#c8102e') + '.tabs a{margin-right:14px}',
    body: `<div class="bar"><div class="in"><span class="logo">türkiye.gov.tr</span></div></div><div class="content"><div class="panel" style="max-width:520px"><div class="tabs"><a href="/Giris/e-Devlet-Sifresi"><b>e-Devlet Şifresi</b></a><a href="/Giris/Mobil-Imza">Mobil İmza</a><a href="/Giris/Elektronik-Imza">e-İmza</a><a href="/Giris/T-C-Kimlik-Karti">T.C. Kimlik Kartı</a><a href="/Giris/Internet-Bankaciligi">İnternet Bankacılığı</a></div><form method="post" action="/Giris/gir"><label>T.C. Kimlik No</label><input name="tridField" maxlength="11"><label>e-Devlet Şifresi</label><input type="password" name="egpField"><button>Giriş Yap</button></form><p class="muted">e-Devlet Kapısı üzerinden hiçbir kurum SMS ile ödeme veya iade linki göndermez.</p></div></div>` }),
},
{
  id: 'zu-clean-lipa-na-mpesa-checkout',
  label: 'clean',
  kind: 'small-business-checkout',
  url: 'https://shop.kilimanjarocoffee.co.ke/checkout',
  body: doc({ title: 'Checkout — Kilimanjaro Coffee Roasters', css: mobileCss('#6b3e26'),
    body: `<header class="top"><span class="brand">Kilimanjaro Coffee Roasters</span></header><main class="wrap"><div class="card"><h2>Order summary</h2><table style="width:100%;font-size:14px"><tr><td>AA Kiambu 500g ×2</td><td>Ksh 2,400</td></tr><tr><td>Delivery (Westlands)</td><td>Ksh 250</td></tr><tr><td><b>Total</b></td><td><b>Ksh 2,650</b></td></tr></table></div>
<div class="card"><h2>Pay with M-PESA</h2><p>Enter your Safaricom number. You will receive a prompt on your phone to enter your M-PESA PIN. We never ask for your PIN on this site.</p><form id="stk"><label>M-PESA number</label><input name="phone" placeholder="07XX XXX XXX"><button>Pay Ksh 2,650</button></form><p id="msg" class="muted"></p><p class="muted">Or pay via Paybill 522533, Account: KCR-10482</p></div></main>
<script>document.getElementById("stk").addEventListener("submit",function(e){e.preventDefault();fetch("/api/mpesa/stkpush",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({phone:this.phone.value,order:"KCR-10482"})}).then(function(r){return r.json()}).then(function(j){document.getElementById("msg").textContent=j.CustomerMessage})});</script>` }),
  routes: { 'shop.kilimanjarocoffee.co.ke/api/mpesa/stkpush': jsonRoute({ ResponseCode: '0', CustomerMessage: 'Success. Request accepted for processing' }) },
},
{
  id: 'zu-clean-etisalat-quickpay',
  label: 'clean',
  kind: 'carrier-own-payment',
  url: 'https://www.etisalat.ae/en/quickpay.html',
  body: doc({ title: 'Quick Pay | e& UAE', css: siteCss('#e00800'),
    body: `<div class="bar"><div class="in"><span class="logo">e&amp;</span><span><a href="/en/consumer">Personal</a><a href="/en/smb">Business</a></span></div></div><div class="content"><div class="grid"><div class="panel"><h2>Quick Pay & Recharge</h2><form method="post" action="/en/quickpay/payment"><label>Service</label><select name="svc"><option>Mobile postpaid</option><option>Mobile prepaid recharge</option><option>eLife</option></select><label>Mobile / account number</label><input name="account" placeholder="05XXXXXXXX"><label>Amount (AED)</label><input name="amount" value="50"><button>Continue to payment</button></form></div><div class="panel"><h3>Beware of fraud</h3><p>e&amp; will never ask for your Emirates ID, UAE PASS code or OTP via a link in SMS. eSIM upgrades are only done in the e&amp; UAE app or in our stores.</p></div></div></div>` }),
},
{
  id: 'zu-clean-cib-online-banking',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.cibeg.com/en/personal/digital-banking/online-banking',
  body: doc({ title: 'Online Banking | CIB Egypt', css: siteCss('#003b71'),
    body: `<div class="bar"><div class="in"><span class="logo">CIB</span><span><a href="/en/personal">Personal</a><a href="/en/business">Business</a><a href="/ar">عربي</a></span></div></div><div class="content"><div class="grid"><div><h1>CIB Online Banking</h1><p>Manage your accounts, transfer via InstaPay and pay bills 24/7.</p><p><a class="btn" href="https://ebanking.cibeg.com/">Log in to Online Banking</a> <a href="/en/personal/digital-banking/online-banking/register">Register</a></p><h3>Security tips</h3><p>CIB will never ask for your password, card PIN or OTP by phone, SMS or email. Call 19666 to report suspicious messages.</p></div><div class="panel"><h3>Download CIB Mobile</h3><p><a href="https://apps.apple.com/eg/app/cib-egypt-mobile-banking/id1133565353">App Store</a> · <a href="https://play.google.com/store/apps/details?id=com.cib.mobilebanking">Google Play</a></p></div></div></div>` }),
},
{
  id: 'zu-clean-privat24-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://next.privat24.ua/auth?lang=uk',
  body: doc({ title: 'Приват24 — вхід', lang: 'uk', css: mobileCss('#6ab245'),
    body: `<header class="top"><span class="brand">Приват24</span></header><main class="wrap"><div class="card"><h1>Вхід до Приват24</h1><form method="post" action="/api/p24/login"><label>Номер телефону</label><input name="phone" value="+380"><label>Пароль</label><input type="password" name="password"><button>Увійти</button></form><p>Або відскануйте QR-код у застосунку Приват24.</p><p class="muted">ПриватБанк ніколи не просить CVV, ПІН або код з SMS для зарахування виплат. Державні виплати надходять автоматично.</p></div></main>` }),
},
{
  id: 'zu-clean-egov-kz-portal',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://egov.kz/cms/kk',
  body: doc({ title: 'Электрондық үкімет порталы — eGov.kz', lang: 'kk', css: siteCss('#0a6fb7'),
    body: `<div class="bar"><div class="in"><span class="logo">eGov.kz</span><span><a href="/cms/kk/services">Қызметтер</a><a href="https://idp.egov.kz/idp/sign-in">Кіру</a><a href="/cms/ru">Рус</a></span></div></div><div class="content"><h1>Мемлекеттік қызметтер онлайн</h1><ul><li><a href="/cms/kk/services/pass001">Жеке куәлік алу</a></li><li><a href="/cms/kk/services/social_benefits">Әлеуметтік төлемдер</a></li><li><a href="/cms/kk/services/fines">Айыппұлдарды тексеру</a></li></ul><div class="panel"><h3>Назар аударыңыз!</h3><p>eGov.kz ешқашан SMS арқылы төлем карточкасының деректерін сұрамайды. Әлеуметтік төлемдер тек ресми арналар арқылы тағайындалады.</p></div></div>` }),
},
{
  id: 'zu-clean-jumia-login-ng',
  label: 'clean',
  kind: 'marketplace-own-login',
  url: 'https://my.jumia.com.ng/customer/account/login/',
  body: doc({ title: 'Jumia Nigeria | Login', css: mobileCss('#f68b1e'),
    body: `<header class="top"><span class="brand">JUMIA</span></header><main class="wrap"><div class="card"><h1>Welcome to Jumia</h1><p>Type your e-mail or phone number to log in or create a Jumia account.</p><form method="post" action="/customer/account/loginPost/"><label>Email or Mobile Number</label><input name="login[username]"><button>Continue</button></form><p class="muted">For further support, visit the Help Center or contact our customer service team.</p></div></main>` }),
},
{
  id: 'zu-clean-web-telegram',
  label: 'clean',
  kind: 'messenger-own-login',
  url: 'https://web.telegram.org/k/?account=2',
  body: doc({ title: 'Telegram Web', css: mobileCss('#3390ec', '#fff'),
    body: `<main class="wrap" style="text-align:center"><h1>Telegram</h1><p>Please confirm your country code and enter your phone number.</p><form method="post" action="/k/auth"><select name="country"><option>Kenya +254</option><option>Nigeria +234</option><option>Türkiye +90</option></select><input name="phone" placeholder="Phone Number" style="margin-top:10px"><label><input type="checkbox" checked style="width:auto"> Keep me signed in</label><button>NEXT</button></form><p><a href="#">LOG IN BY QR CODE</a></p></main>` }),
},
{
  id: 'zu-clean-riad-staff-login-ma',
  label: 'clean',
  kind: 'small-business-login',
  url: 'https://gestion.riad-dar-zitoun.ma/login',
  body: doc({ title: 'Riad Dar Zitoun — Espace staff', lang: 'fr', css: mobileCss('#a0522d'),
    body: `<header class="top"><span class="brand">Riad Dar Zitoun · Marrakech</span></header><main class="wrap"><div class="card"><h1>Espace réservations</h1><form method="post" action="/login"><input type="hidden" name="_csrf" value="b7f1c2d9e04a"><label>Email</label><input name="email" type="email"><label>Mot de passe</label><input name="password" type="password"><button>Connexion</button></form><p class="muted">Accès réservé au personnel. Mot de passe oublié : contactez la direction.</p></div></main>` }),
},
{
  id: 'zu-clean-corp-sso-redirect-ae',
  label: 'clean',
  kind: 'sso-redirect',
  url: 'https://portal.gulfmarine-logistics.ae/',
  routes: {
    'portal.gulfmarine-logistics.ae/': redirectRoute(302, 'https://login.gulfmarine-logistics.ae/adfs/ls/?wa=wsignin1.0&wtrealm=urn%3Aportal'),
    'login.gulfmarine-logistics.ae/adfs/ls/': htmlRoute(doc({ title: 'Sign In - Gulf Marine Logistics', css: 'body{font-family:"Segoe UI",Arial;margin:0;display:flex}.l{width:60%;height:100vh;background:#06345a}.r{padding:60px 40px;width:40%}input{width:100%;padding:8px;margin:6px 0 14px}button{background:#06345a;color:#fff;border:0;padding:9px 24px}',
      body: `<div class="l"></div><div class="r"><h2>Gulf Marine Logistics LLC</h2><p>Sign in with your organizational account</p><form method="post" action="/adfs/ls/?wa=wsignin1.0&amp;wtrealm=urn%3Aportal"><input name="UserName" placeholder="someone@gulfmarine-logistics.ae"><input name="Password" type="password" placeholder="Password"><button>Sign in</button></form><p style="font-size:12px;color:#666">IT Service Desk: +971 4 881 2200</p></div>` })),
  },
},
{
  id: 'zu-clean-vfs-appointment',
  label: 'clean',
  kind: 'visa-official-login',
  url: 'https://visa.vfsglobal.com/mar/fr/fra/login',
  body: doc({ title: 'VFS Global - Connexion', lang: 'fr', css: mobileCss('#003a70'),
    body: `<header class="top"><span class="brand">VFS.Global</span></header><main class="wrap"><div class="card"><h1>Connexion</h1><p>Maroc → France. Prise de rendez-vous pour dépôt de demande de visa.</p><form method="post" action="/mar/fr/fra/login/auth"><label>Email</label><input name="email" type="email"><label>Mot de passe</label><input name="password" type="password"><button>Se connecter</button></form><div class="alert">VFS Global ne vend pas de rendez-vous via des intermédiaires. Les frais de service sont payés uniquement sur ce site ou au centre.</div></div></main>` }),
},
];
