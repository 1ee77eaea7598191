import { htmlRoute, type Entry } from '../entry.js';
import { apk, cookieBar, doc, fileRoute, gtag, jsRoute, jsonRoute, metrika, pe, rtlCss, zip } from '../parts/zi-kit.js';

// Shops and checkouts, software download sites, crypto exchanges and wallets, charities, job boards,
// universities' sign-in pages, messaging apps' own pages and other legitimate services.

export const entries: Entry[] = [
  {
    id: 'zi-clean-shop-kasuwa-checkout-ng',
    label: 'clean',
    kind: 'shop-checkout',
    url: 'https://www.kasuwa-mall.com.ng/checkout/payment',
    body: doc({
      lang: 'en',
      title: 'Checkout - Payment | Kasuwa Mall',
      css: 'header{background:#f68b1e;color:#fff;padding:14px 30px}.w{max-width:1000px;margin:20px auto;display:flex;gap:20px}.l{flex:2;background:#fff;padding:20px}.r{flex:1;background:#fff;padding:18px}label{display:block;border:1px solid #ddd;padding:12px;margin:8px 0}button{width:100%;padding:14px;background:#f68b1e;color:#fff;border:0;font-weight:700}',
      body: `<header><b>Kasuwa Mall</b> · Nigeria's trusted marketplace</header>
<div class="w"><div class="l"><h3>Payment method</h3><label><input type="radio" name="pm" checked> Pay on Delivery (cash or transfer)</label><label><input type="radio" name="pm"> Pay with Card (Paystack)</label><label><input type="radio" name="pm"> Bank Transfer</label><label><input type="radio" name="pm"> USSD</label>
<p style="font-size:13px">Delivery to: 14 Ahmadu Bello Way, Kano · Estimated 3–5 days</p></div>
<div class="r"><h3>Order summary</h3><p>Tecno Spark 20 Pro (256GB) × 1 — ₦219,500</p><p>Delivery — ₦2,800</p><p><b>Total ₦222,300</b></p><button>Confirm order</button><p style="font-size:11px">By confirming you agree to our Terms. Hausa · Yoruba · Igbo support available.</p></div></div>`,
    }),
  },
  {
    id: 'zi-clean-download-maps-apk-mirror-en',
    label: 'clean',
    kind: 'app-download',
    url: 'https://organicmaps-mirror.app/download/android',
    body: doc({
      lang: 'en',
      title: 'Download Organic Maps for Android — offline maps',
      css: 'header{background:#006c35;color:#fff;padding:14px 30px}.w{max-width:860px;margin:24px auto;background:#fff;padding:26px}.b{display:inline-block;padding:12px 22px;margin:4px;border-radius:6px;text-decoration:none;background:#006c35;color:#fff}code{background:#eee;padding:2px 6px;font-size:12px;word-break:break-all}',
      body: `<header><b>Organic Maps</b> · Features · Download · Donate · GitHub</header>
<div class="w"><h1>Download for Android</h1><p>Free, open-source, privacy-focused offline maps based on OpenStreetMap. No ads, no tracking.</p>
<a class="b" href="https://play.google.com/store/apps/details?id=app.organicmaps">Google Play</a><a class="b" href="https://f-droid.org/packages/app.organicmaps/">F-Droid</a><a class="b" href="/files/OrganicMaps-25101403-web-release.apk">Direct APK (124 MB)</a>
<p>SHA-256 of the APK: <code>3f1c7a9e0b2d4e66a1b5c8d07f2e91a4c6b3d5e8f0a1b2c3d4e5f60718293a4b</code></p><p>The APK is signed with the same key as F-Droid and Google Play releases. Supported languages include Polish, Czech, Turkish, Arabic, Hebrew, Persian, Swahili and 40 more.</p></div>`,
    }),
    routes: { 'organicmaps-mirror.app/files/OrganicMaps-25101403-web-release.apk': fileRoute(apk('app.organicmaps', 'Organic Maps', ['osm', 'mwm']), 'application/vnd.android.package-archive', 'OrganicMaps-25101403-web-release.apk') },
  },
  {
    id: 'zi-clean-download-soft-portal-ru',
    label: 'clean',
    kind: 'software-download',
    url: 'https://www.soft-katalog.ru/windows/internet/telegram-desktop',
    body: doc({
      lang: 'ru',
      title: 'Telegram Desktop 5.6 — скачать бесплатно для Windows | Софт-Каталог',
      css: 'header{background:#37474f;color:#fff;padding:12px 30px}.w{max-width:980px;margin:20px auto;background:#fff;padding:24px}.dl{display:inline-block;background:#2aabee;color:#fff;padding:13px 28px;text-decoration:none;border-radius:6px}.i td{padding:4px 10px;font-size:14px}',
      body: `<header><b>Софт-Каталог</b> · Windows · macOS · Android · Новости</header>
<div class="w"><h1>Telegram Desktop 5.6.3</h1><p>Официальный клиент мессенджера Telegram для Windows. Программа бесплатная, открытый исходный код.</p>
<table class="i"><tr><td>Разработчик:</td><td>Telegram FZ-LLC</td></tr><tr><td>Лицензия:</td><td>Бесплатно (GPLv3)</td></tr><tr><td>ОС:</td><td>Windows 10, 11</td></tr><tr><td>Размер:</td><td>45 МБ</td></tr></table>
<p><a class="dl" href="https://desktop.telegram.org/">Скачать с официального сайта</a></p>
<p style="font-size:13px;color:#666">Мы не размещаем взломанные программы и «активаторы». Все ссылки ведут на сайты разработчиков.</p></div>
${metrika(55102841)}`,
    }),
  },
  {
    id: 'zi-clean-exchange-own-home-tr',
    label: 'clean',
    kind: 'crypto-exchange',
    url: 'https://www.kriptopazar-borsa.com.tr/',
    body: doc({
      lang: 'tr',
      title: 'KriptoPazar — Türkiye\'nin Güvenilir Kripto Para Borsası',
      css: 'body{background:#0b0e11;color:#eaecef}nav{padding:14px 30px;display:flex;gap:20px;border-bottom:1px solid #222}.hero{padding:50px 30px;text-align:center}table{max-width:800px;margin:0 auto;width:100%;border-collapse:collapse}td,th{padding:10px;border-bottom:1px solid #2b3139}.up{color:#0ecb81}.dn{color:#f6465d}.btn{background:#fcd535;color:#111;padding:12px 26px;border-radius:6px;text-decoration:none}footer{padding:30px;font-size:12px;color:#848e9c}',
      body: `<nav><b>KriptoPazar</b><a>Piyasalar</a><a>Al-Sat</a><a>Kolay Al</a><a>Duyurular</a><a href="/giris">Giriş Yap</a><a href="/kayit">Üye Ol</a></nav>
<div class="hero"><h1>Kripto paraya güvenle başlayın</h1><p>SPK lisans başvurusu yapılmış, MASAK uyumlu. TL yatırma/çekme 7/24.</p><a class="btn" href="/kayit">Hemen Üye Ol</a></div>
<table id="t"><tr><th>Varlık</th><th>Fiyat (TL)</th><th>24s</th></tr></table>
<footer>KriptoPazar asla sizden cüzdan kurtarma kelimelerinizi istemez ve "token dağıtımı" için cüzdan bağlamanızı talep etmez. Resmi duyurular yalnızca bu sitede yayınlanır. Kripto varlıklar yüksek risk içerir.</footer>
<script>fetch('/api/v1/ticker').then(function(r){return r.json()}).then(function(j){var t=document.getElementById('t');j.forEach(function(x){var r=t.insertRow();r.innerHTML='<td>'+x.s+'</td><td>'+x.p+'</td><td class="'+(x.c>=0?'up':'dn')+'">'+x.c+'%</td>'})})</script>`,
    }),
    routes: { 'www.kriptopazar-borsa.com.tr/api/v1/ticker': jsonRoute([{ s: 'BTC', p: '3.921.440', c: 1.8 }, { s: 'ETH', p: '142.118', c: -0.6 }, { s: 'USDT', p: '41,92', c: 0.01 }, { s: 'AVAX', p: '1.204', c: 3.2 }]) },
  },
  {
    id: 'zi-clean-dex-connect-wallet-en',
    label: 'clean',
    kind: 'crypto-dapp',
    url: 'https://app.savanna-swap.finance/#/swap',
    body: doc({
      lang: 'en',
      title: 'Savanna Swap | Trade tokens',
      css: 'body{background:#191b1f;color:#fff}nav{display:flex;justify-content:space-between;padding:16px 30px}.card{max-width:440px;margin:60px auto;background:#212429;padding:20px;border-radius:20px}.in{background:#2c2f36;padding:16px;border-radius:14px;margin:8px 0;display:flex;justify-content:space-between}button{width:100%;padding:16px;border:0;border-radius:14px;background:#2172e5;color:#fff;font-size:16px}.n{font-size:12px;color:#8f96ac;text-align:center}',
      body: `<nav><b>🦒 Savanna Swap</b><span>Swap · Pool · Docs · <button id="c" style="width:auto;padding:8px 16px">Connect Wallet</button></span></nav>
<div class="card"><h3>Swap</h3><div class="in"><input placeholder="0.0" style="background:none;border:0;color:#fff;font-size:22px;width:60%"><b>ETH ▾</b></div><div class="in"><input placeholder="0.0" style="background:none;border:0;color:#fff;font-size:22px;width:60%"><b>USDC ▾</b></div><button id="sw">Connect wallet to swap</button><p class="n">Audited by two independent firms. Approvals are limited to the exact swap amount by default.</p></div>
<script>async function conn(){if(!window.ethereum){alert('No wallet detected. Install a browser wallet to continue.');return}var a=await ethereum.request({method:'eth_requestAccounts'});document.getElementById('c').textContent=a[0].slice(0,6)+'…'+a[0].slice(-4);document.getElementById('sw').textContent='Enter an amount'}document.getElementById('c').onclick=conn;document.getElementById('sw').onclick=conn;</script>`,
    }),
  },
  {
    id: 'zi-clean-uni-sso-cz',
    label: 'clean',
    kind: 'university-login',
    url: 'https://idp.cuni.cz/idp/profile/SAML2/Redirect/SSO?execution=e1s1',
    body: doc({
      lang: 'cs',
      title: 'Přihlášení | Univerzita Karlova',
      css: 'body{background:#f0f0f0}.h{background:#231f20;color:#fff;padding:14px 30px}.c{max-width:420px;margin:50px auto;background:#fff;padding:28px}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #aaa}button{padding:11px 30px;background:#ab2b3d;color:#fff;border:0}.n{font-size:12px;color:#555}',
      body: `<div class="h">Univerzita Karlova — Centrální autentizační služba</div>
<div class="c"><h2>Přihlášení</h2><p class="n">Přihlašujete se ke službě: <b>Moodle UK (dl1.cuni.cz)</b></p><form method="post" action="/idp/profile/SAML2/Redirect/SSO?execution=e1s1"><label>Osobní číslo nebo login</label><input name="j_username" autocomplete="username"><label>Heslo</label><input name="j_password" type="password"><label><input type="checkbox" name="donotcache"> Nepamatovat si přihlášení</label><br><button name="_eventId_proceed">Přihlásit</button></form>
<p class="n">Zapomenuté heslo? Změňte jej v CAS. Podpora: helpdesk@cuni.cz · English</p></div>`,
    }),
  },
  {
    id: 'zi-clean-uni-login-tr',
    label: 'clean',
    kind: 'university-login',
    url: 'https://obs.ogrenci-ankara-univ.edu.tr/giris',
    body: doc({
      lang: 'tr',
      title: 'Öğrenci Bilgi Sistemi - Giriş',
      css: '.h{background:#0d2c54;color:#fff;padding:14px 30px}.c{max-width:420px;margin:50px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #aaa}button{width:100%;padding:11px;background:#0d2c54;color:#fff;border:0}',
      body: `<div class="h">Öğrenci Bilgi Sistemi</div>
<div class="c"><h3>Giriş</h3><form method="post" action="/giris/dogrula"><label>Öğrenci Numarası</label><input name="ogrno"><label>Şifre</label><input name="sifre" type="password"><label>Güvenlik Kodu: <b>4 K 9 T</b></label><input name="captcha"><button>Giriş</button></form>
<p style="font-size:12px">Şifrenizi mi unuttunuz? e-Devlet ile giriş · Bilgi İşlem Daire Başkanlığı dahili 1212</p></div>`,
    }),
  },
  {
    id: 'zi-clean-whatsapp-faq-code-ar',
    label: 'clean',
    kind: 'messaging-own',
    url: 'https://faq.whatsapp.com/1095301557782068/?locale=ar_AR',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'حول رموز التحقق | مركز مساعدة واتساب',
      css: rtlCss + 'header{background:#008069;color:#fff;padding:14px 30px}.w{max-width:760px;margin:20px auto;background:#fff;padding:26px}',
      body: `<header>مركز مساعدة واتساب</header>
<div class="w"><h1>حول رموز التحقق</h1><p>لن يطلب منك واتساب أبداً مشاركة رمز التحقق المكوّن من 6 أرقام أو رقم التعريف الشخصي للتحقق بخطوتين. إذا تلقيت رمزاً لم تطلبه، فقد يكون شخص ما يحاول تسجيل رقمك.</p>
<h3>ما الذي يجب فعله</h3><ul><li>لا تشارك الرمز مع أي شخص، حتى لو ادعى أنه من فريق واتساب.</li><li>فعّل ميزة التحقق بخطوتين من الإعدادات &gt; الحساب.</li><li>لا تُدخل الرمز في أي موقع إلكتروني.</li></ul><p>هل كان هذا مفيداً؟ نعم · لا</p></div>`,
    }),
  },
  {
    id: 'zi-clean-it-helpdesk-powershell-fr',
    label: 'clean',
    kind: 'docs',
    url: 'https://dsi.univ-cheikh-ahmadou.sn/kb/vpn-powershell',
    body: doc({
      lang: 'fr',
      title: 'Configurer le VPN de l’université avec PowerShell — Base de connaissances DSI',
      css: 'header{background:#3e2723;color:#fff;padding:14px 30px}.w{max-width:820px;margin:20px auto;background:#fff;padding:26px}pre{background:#f5f5f5;border:1px solid #ddd;padding:12px;overflow:auto;font-size:13px}',
      body: `<header><b>DSI — Base de connaissances</b> · Messagerie · Wi-Fi · VPN · Comptes</header>
<div class="w"><h1>Configurer le VPN de l’université avec PowerShell</h1><p>Cette procédure s’adresse aux personnels disposant de droits administrateur sur leur poste Windows. Ouvrez PowerShell (Démarrer → Windows PowerShell) et saisissez :</p>
<pre>Add-VpnConnection -Name "VPN-Universite" -ServerAddress "vpn.univ-cheikh-ahmadou.sn" -TunnelType Ikev2 -AuthenticationMethod Eap -RememberCredential
Get-VpnConnection -Name "VPN-Universite"</pre>
<p>Vérifiez ensuite la connexion dans Paramètres → Réseau et Internet → VPN.</p><p><b>Rappel :</b> la DSI ne vous demandera jamais de coller une commande depuis une fenêtre « vérification CAPTCHA ». En cas de doute, contactez le 33 824 00 00.</p></div>`,
    }),
  },
];
