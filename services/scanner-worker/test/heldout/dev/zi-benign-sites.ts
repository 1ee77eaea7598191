import { htmlRoute, type Entry } from '../entry.js';
import { apk, cookieBar, doc, fileRoute, gtag, jsRoute, jsonRoute, metrika, pe, rtlCss, zip } from '../parts/zi-kit.js';

// Shops and checkouts, software download sites, crypto exchanges and wallets, charities, job boards,
// universities' sign-in pages, messaging apps' own pages and other legitimate services.

export const entries: Entry[] = [
  {
    id: 'zi-clean-shop-checkout-card-cz',
    label: 'clean',
    kind: 'shop-checkout',
    url: 'https://www.kolo-sport-eshop.cz/pokladna/platba',
    body: doc({
      lang: 'cs',
      title: 'Pokladna – Platba | Kolo Sport e-shop',
      css: 'header{background:#fff;border-bottom:1px solid #ddd;padding:14px 30px;display:flex;justify-content:space-between}.steps{max-width:1000px;margin:16px auto;display:flex;gap:10px;font-size:13px}.w{max-width:1000px;margin:0 auto;display:flex;gap:20px}.f{flex:2;background:#fff;padding:22px}.s{flex:1;background:#fff;padding:18px}input{width:100%;padding:10px;margin:4px 0 10px;border:1px solid #bbb}button{width:100%;padding:14px;background:#2e7d32;color:#fff;border:0}footer{text-align:center;font-size:12px;color:#777;padding:24px}',
      body: `<header><b>Kolo Sport</b><span>Košík (1) · Můj účet</span></header>
<div class="steps"><span>1. Košík ✓</span><span>2. Doprava ✓</span><span><b>3. Platba</b></span><span>4. Shrnutí</span></div>
<div class="w"><div class="f"><h2>Platba kartou</h2><p style="font-size:13px">Platbu zpracovává ComGate Payments, a.s. Údaje o kartě neukládáme.</p><form method="post" action="/pokladna/zaplatit"><label>Číslo karty</label><input name="cardnumber" autocomplete="cc-number" inputmode="numeric"><label>Platnost</label><input name="exp" autocomplete="cc-exp" placeholder="MM/RR"><label>CVC</label><input name="cvc" autocomplete="cc-csc"><label>Jméno na kartě</label><input name="ccname" autocomplete="cc-name"><button>Zaplatit 18 990 Kč</button></form></div>
<div class="s"><h3>Shrnutí objednávky</h3><p>Horské kolo Author Solution 29" — 18 990 Kč</p><p>Doprava: PPL — zdarma</p><p><b>Celkem: 18 990 Kč</b></p></div></div>
<footer>Kolo Sport s.r.o., IČO 04881239, Brno · Obchodní podmínky · Reklamace · GDPR</footer>
${gtag('G-KSE2025CZ')}`,
    }),
  },
  {
    id: 'zi-clean-shop-webaruhaz-hu',
    label: 'clean',
    kind: 'shop',
    url: 'https://www.konyvesbolt-online.hu/termek/szabo-magda-az-ajto',
    body: doc({
      lang: 'hu',
      title: 'Szabó Magda: Az ajtó - Könyvesbolt Online',
      css: 'header{background:#5d4037;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.w{max-width:1000px;margin:20px auto;background:#fff;padding:22px;display:flex;gap:24px}.cov{width:220px;height:320px;background:#a1887f}.p{font-size:26px;color:#c62828;font-weight:700}button{padding:12px 30px;background:#ff8f00;color:#fff;border:0}.rev{max-width:1000px;margin:0 auto;background:#fff;padding:20px;font-size:14px}',
      body: `<header><b>Könyvesbolt Online</b><span>Kosár · Belépés · Kívánságlista</span></header>
<div class="w"><div class="cov"></div><div><h1>Szabó Magda: Az ajtó</h1><p>Európa Könyvkiadó, 2023 · 312 oldal · keménytáblás</p><p class="p">4 299 Ft <s style="font-size:16px;color:#777">4 990 Ft</s></p><p>Raktáron — szállítás 1-2 munkanap. Ingyenes szállítás 15 000 Ft felett.</p><button>Kosárba</button></div></div>
<div class="rev"><h3>Vásárlói vélemények (38)</h3><p>★★★★★ „Újraolvastam, ugyanúgy megrendített.” — Judit</p><p>★★★★☆ „Gyors szállítás, szép kiadás.” — Gábor</p></div>
${cookieBar('Sütiket használunk a vásárlási élmény javításához.', 'Elfogadom')}`,
    }),
  },
  {
    id: 'zi-clean-shop-laptop-page-ua',
    label: 'clean',
    kind: 'shop',
    url: 'https://tehnomarket-ua.com.ua/ua/notebooks/lenovo-ideapad-slim-5-16/p448120/',
    body: doc({
      lang: 'uk',
      title: 'Ноутбук Lenovo IdeaPad Slim 5 16 — купити в Техномаркет',
      css: 'header{background:#221f1f;color:#fff;padding:12px 30px}.w{max-width:1100px;margin:16px auto;background:#fff;padding:22px;display:flex;gap:22px}.img{width:380px;height:300px;background:#ddd}.p{font-size:30px;color:#f84147;font-weight:700}button{padding:13px 30px;background:#00a046;color:#fff;border:0;border-radius:6px}table td{padding:4px 10px;border-bottom:1px solid #eee;font-size:14px}',
      body: `<header><b>Техномаркет</b> · Каталог · Доставка · Оплата частинами · Кошик</header>
<div class="w"><div class="img"></div><div><h1>Ноутбук Lenovo IdeaPad Slim 5 16IRL8 (82XF004LRA) Cloud Grey</h1><p class="p">32 999 ₴</p><p>Є в наявності · Доставка Новою поштою завтра</p><button>Купити</button> <button style="background:#fff;color:#00a046;border:1px solid #00a046">Оплата частинами від 1 375 ₴/міс</button>
<table><tr><td>Процесор</td><td>Intel Core i5-13420H</td></tr><tr><td>Пам'ять</td><td>16 ГБ</td></tr><tr><td>SSD</td><td>512 ГБ</td></tr><tr><td>Екран</td><td>16" 1920x1200 IPS</td></tr></table></div></div>`,
    }),
  },
  {
    id: 'zi-clean-download-7zip-portal-pl',
    label: 'clean',
    kind: 'software-download',
    url: 'https://www.programy-do-pobrania.pl/program/7-zip,pobierz,12/',
    body: doc({
      lang: 'pl',
      title: '7-Zip 24.08 - Pobierz za darmo | Programy do pobrania',
      css: 'header{background:#0d47a1;color:#fff;padding:14px 30px}.w{max-width:1000px;margin:20px auto;background:#fff;padding:24px}.dl{display:inline-block;background:#2e7d32;color:#fff;padding:14px 30px;text-decoration:none;border-radius:4px;font-size:18px}table td{padding:5px 12px;border-bottom:1px solid #eee;font-size:14px}',
      body: `<header><b>Programy do pobrania</b> · Windows · Mac · Android · Gry · Poradniki</header>
<div class="w"><h1>7-Zip 24.08</h1><p>Darmowy archiwizer obsługujący formaty 7z, ZIP, RAR, TAR, ISO i wiele innych. Licencja: GNU LGPL (Open Source).</p>
<table><tr><td>Wersja</td><td>24.08</td></tr><tr><td>System</td><td>Windows 10/11 (64-bit)</td></tr><tr><td>Rozmiar</td><td>1,6 MB</td></tr><tr><td>Producent</td><td>Igor Pavlov</td></tr><tr><td>Sprawdzone antywirusem</td><td>Tak — 0/70 (VirusTotal)</td></tr></table>
<p><a class="dl" href="/pobierz/7z2408-x64.exe">Pobierz 7-Zip (64-bit)</a></p><p style="font-size:13px">Plik pobierany jest z serwera producenta. Możesz też pobrać ze strony www.7-zip.org.</p>
<h3>Opinie użytkowników</h3><p>★★★★★ Najlepszy darmowy archiwizer — Paweł</p></div>
${gtag('G-PDP2025PL')}`,
    }),
    routes: { 'www.programy-do-pobrania.pl/pobierz/7z2408-x64.exe': fileRoute(pe({ strings: ['7-Zip Setup', 'Igor Pavlov', '24.08'], size: 4096 }), 'application/x-msdownload', '7z2408-x64.exe') },
  },
  {
    id: 'zi-clean-wallet-own-site-en',
    label: 'clean',
    kind: 'crypto-wallet',
    url: 'https://kilima-wallet.app/',
    body: doc({
      lang: 'en',
      title: 'Kilima Wallet — self-custodial wallet for TON and Ethereum',
      css: 'body{background:#10161f;color:#e6edf3}nav{padding:16px 30px;display:flex;gap:18px}.hero{padding:60px 30px;text-align:center}.b{display:inline-block;margin:6px;padding:12px 22px;background:#45aef5;color:#fff;border-radius:10px;text-decoration:none}.f{max-width:900px;margin:20px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.f div{background:#1b2430;padding:16px;border-radius:12px}.s{max-width:900px;margin:20px auto;background:#2b1d1d;padding:16px;border-radius:12px}',
      body: `<nav><b>Kilima Wallet</b><a>Features</a><a>Security</a><a>Support</a><a>Blog</a></nav>
<div class="hero"><h1>Your keys. Your coins.</h1><p>Available on iOS, Android, Chrome and desktop. Swahili, English, French, Amharic.</p><a class="b" href="https://apps.apple.com/app/id0000000000">App Store</a><a class="b" href="https://play.google.com/store/apps/details?id=app.kilima.wallet">Google Play</a><a class="b" href="https://chromewebstore.google.com/">Chrome Extension</a></div>
<div class="f"><div><h3>Self-custody</h3><p>Your recovery phrase is generated and stored on your device only.</p></div><div><h3>Swaps</h3><p>Swap tokens with transparent fees.</p></div><div><h3>Staking</h3><p>Stake TON with audited pools.</p></div></div>
<div class="s"><b>Security reminder:</b> Kilima support will never ask for your 24-word recovery phrase. There is no "wallet validation" or "sync" website. Any airdrop requiring you to sign an unlimited approval is a scam.</div>`,
    }),
  },
  {
    id: 'zi-clean-charity-fundacja-pl',
    label: 'clean',
    kind: 'charity',
    url: 'https://www.fundacja-pomocy-dzieciom-slask.org.pl/wesprzyj',
    body: doc({
      lang: 'pl',
      title: 'Wesprzyj nas - Fundacja Pomocy Dzieciom Śląsk',
      css: 'header{background:#e91e63;color:#fff;padding:14px 30px}.w{max-width:860px;margin:20px auto;background:#fff;padding:26px}.am button{padding:10px 18px;margin:4px;border:1px solid #e91e63;background:#fff;border-radius:20px}.go{display:inline-block;background:#e91e63;color:#fff;padding:12px 26px;text-decoration:none;border-radius:20px}.k{font-size:13px;color:#555;background:#fafafa;padding:12px}',
      body: `<header><b>Fundacja Pomocy Dzieciom Śląsk</b> · O nas · Podopieczni · Sprawozdania · Kontakt</header>
<div class="w"><h1>Wesprzyj leczenie i rehabilitację naszych podopiecznych</h1><div class="am"><button>20 zł</button><button>50 zł</button><button>100 zł</button><button>Inna kwota</button></div>
<p><a class="go" href="https://secure.przelewy24.pl/">Wpłać przez Przelewy24 / BLIK</a></p>
<p>Możesz też przekazać 1,5% podatku: KRS 0000412877.</p>
<p class="k">Fundacja wpisana do KRS pod nr 0000412877, NIP 6342811902, status OPP od 2013 r. Sprawozdania finansowe za lata 2019–2024 są dostępne w zakładce Sprawozdania. Konto: PKO BP 12 1020 2498 0000 1102 0421 7788.</p></div>`,
    }),
  },
  {
    id: 'zi-clean-charity-ke-donate',
    label: 'clean',
    kind: 'charity',
    url: 'https://www.maji-safi-foundation.or.ke/donate',
    body: doc({
      lang: 'en',
      title: 'Donate | Maji Safi Foundation Kenya',
      css: 'header{background:#0277bd;color:#fff;padding:14px 30px}.w{max-width:860px;margin:20px auto;background:#fff;padding:26px}.pb{background:#e1f5fe;padding:14px;border-radius:8px}.r{font-size:13px;color:#555}',
      body: `<header><b>Maji Safi Foundation</b> · Our work · Projects · Reports · Donate</header>
<div class="w"><h1>Bring clean water to Turkana and Marsabit</h1><p>KSh 2,500 provides a household with a water filter for a year. Last year we completed 41 boreholes serving 58,000 people.</p>
<div class="pb"><h3>Donate via M-PESA</h3><p>Paybill: <b>891300</b> · Account: <b>MAJI</b></p><p>You will receive an SMS receipt from the Foundation within minutes.</p></div>
<p>International donors can give by card through our partner <a href="https://www.globalgiving.org/">GlobalGiving</a>.</p>
<p class="r">Registered NGO under the NGO Coordination Act, Reg. OP.218/051/14-0291/9122. Audited accounts 2024 (PDF). We will never ask for donations in cryptocurrency via Telegram.</p></div>`,
    }),
  },
  {
    id: 'zi-clean-jobboard-pl',
    label: 'clean',
    kind: 'job-board',
    url: 'https://www.praca-portal.pl/oferty/magazynier-wroclaw-334901',
    body: doc({
      lang: 'pl',
      title: 'Magazynier / Magazynierka - Wrocław | Praca Portal',
      css: 'header{background:#1e88e5;color:#fff;padding:14px 30px}.w{max-width:1000px;margin:20px auto;display:flex;gap:20px}.m{flex:2;background:#fff;padding:22px}.s{flex:1;background:#fff;padding:18px;height:fit-content}button{width:100%;padding:13px;background:#1e88e5;color:#fff;border:0}ul li{margin:4px 0}',
      body: `<header><b>Praca Portal</b> · Oferty pracy · Dla pracodawców · Kreator CV</header>
<div class="w"><div class="m"><h1>Magazynier / Magazynierka</h1><p>LogiPol Sp. z o.o. · Wrocław, Bielany Wrocławskie · umowa o pracę · pełny etat</p><p><b>5 200 – 6 100 zł brutto / mies.</b></p><h3>Twój zakres obowiązków</h3><ul><li>kompletacja zamówień przy użyciu skanera</li><li>obsługa wózka widłowego (mile widziane UDT)</li></ul><h3>Oferujemy</h3><ul><li>pakiet medyczny, karta sportowa</li><li>dowóz z Wrocławia</li></ul></div>
<div class="s"><button>Aplikuj</button><p style="font-size:13px">Pamiętaj: pracodawca nie może żądać opłat za rekrutację ani danych karty płatniczej. Zgłoś podejrzaną ofertę.</p></div></div>`,
    }),
  },
  {
    id: 'zi-clean-jobboard-gulf-ar',
    label: 'clean',
    kind: 'job-board',
    url: 'https://www.wazaif-alkhaleej.com/ar/jobs/accountant-riyadh-88120',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'محاسب - الرياض | وظائف الخليج',
      css: rtlCss + 'header{background:#004d40;color:#fff;padding:14px 30px}.w{max-width:900px;margin:20px auto;background:#fff;padding:24px}button{padding:12px 30px;background:#00897b;color:#fff;border:0}.n{font-size:13px;background:#fff8e1;padding:10px}',
      body: `<header><b>وظائف الخليج</b> · ابحث عن وظيفة · الشركات · السيرة الذاتية · English</header>
<div class="w"><h1>محاسب عام</h1><p>شركة البناء المتقدم — الرياض، المملكة العربية السعودية · دوام كامل · خبرة 3-5 سنوات</p><p>الراتب: 9,000 – 12,000 ريال + بدل سكن وتأمين طبي</p><h3>المتطلبات</h3><ul><li>بكالوريوس محاسبة</li><li>إجادة أنظمة SAP و Excel</li><li>شهادة SOCPA ميزة إضافية</li></ul><button>قدّم الآن</button>
<p class="n">تذكير: لا تدفع أي رسوم مقابل التوظيف أو التأشيرة. أصحاب العمل الموثوقون لا يطلبون المال من المتقدمين.</p></div>`,
    }),
  },
  {
    id: 'zi-clean-uni-login-za',
    label: 'clean',
    kind: 'university-login',
    url: 'https://login.univ-gauteng.ac.za/cas/login?service=https%3A%2F%2Fulwazi.univ-gauteng.ac.za%2F',
    body: doc({
      lang: 'en',
      title: 'Central Authentication Service | Student Portal',
      css: '.h{background:#003b5c;color:#fff;padding:14px 30px}.c{max-width:420px;margin:50px auto;background:#fff;padding:26px}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #aaa}button{padding:11px 30px;background:#003b5c;color:#fff;border:0}',
      body: `<div class="h">University Student Portal — Sign in</div>
<div class="c"><h3>Enter your student or staff number and password</h3><form method="post" action="/cas/login?service=https%3A%2F%2Fulwazi.univ-gauteng.ac.za%2F"><input name="username" placeholder="Student number"><input name="password" type="password" placeholder="Password"><input type="hidden" name="execution" value="e1s1"><button>LOGIN</button></form>
<p style="font-size:12px">For security reasons, please log out and exit your web browser when you are done. ICT Service Desk: 011 717 1717. Afrikaans · isiZulu · English</p></div>`,
    }),
  },
  {
    id: 'zi-clean-telegram-web-own',
    label: 'clean',
    kind: 'messaging-own',
    url: 'https://web.telegram.org/k/',
    body: doc({
      lang: 'en',
      title: 'Telegram Web',
      css: 'body{background:#fff;text-align:center}.lg{width:140px;height:140px;border-radius:70px;background:#3390ec;margin:60px auto 20px}.qr{width:200px;height:200px;margin:10px auto;background:repeating-conic-gradient(#000 0 25%,#fff 0 50%) 0 0/20px 20px}a{color:#3390ec}',
      body: `<div class="lg"></div><h2>Log in to Telegram by QR Code</h2><div class="qr"></div>
<ol style="display:inline-block;text-align:left;color:#707579"><li>Open Telegram on your phone</li><li>Go to Settings &gt; Devices &gt; Link Desktop Device</li><li>Point your phone at this screen to confirm login</li></ol>
<p><a href="#">LOG IN BY PHONE NUMBER</a></p>`,
    }),
  },
  {
    id: 'zi-clean-licensed-lender-ke',
    label: 'clean',
    kind: 'lender',
    url: 'https://www.kopacredit.co.ke/loans',
    body: doc({
      lang: 'en',
      title: 'Mobile Loans | Kopa Credit Kenya — CBK licensed DCP',
      css: 'header{background:#00695c;color:#fff;padding:14px 30px}.w{max-width:900px;margin:20px auto;background:#fff;padding:26px}table{width:100%;border-collapse:collapse}td,th{border:1px solid #ddd;padding:8px;font-size:14px}',
      body: `<header><b>Kopa Credit</b> · Loans · How it works · FAQs · Kiswahili</header>
<div class="w"><h1>Loans from KSh 500 to KSh 50,000</h1><p>Apply in the Kopa app. Approved loans are sent straight to your M-PESA. <b>We never charge upfront fees</b> — any request to pay a "processing fee" before disbursement is fraud.</p>
<table><tr><th>Term</th><th>Interest</th><th>Example</th></tr><tr><td>30 days</td><td>8.5%</td><td>Borrow 5,000 → repay 5,425</td></tr><tr><td>61 days</td><td>14%</td><td>Borrow 10,000 → repay 11,400</td></tr></table>
<p style="font-size:12px">Kopa Credit Ltd is licensed by the Central Bank of Kenya as a Digital Credit Provider (DCP/2023/041). Late payment may be reported to CRBs.</p></div>`,
    }),
  },
  {
    id: 'zi-clean-szerencsejatek-results-hu',
    label: 'clean',
    kind: 'lottery-own',
    url: 'https://bet.szerencsejatek.hu/jatekok/otoslotto/sorsolasok',
    body: doc({
      lang: 'hu',
      title: 'Ötöslottó sorsolások - Szerencsejáték Zrt.',
      css: 'header{background:#006437;color:#fff;padding:14px 30px}.w{max-width:860px;margin:20px auto;background:#fff;padding:24px}.b span{display:inline-block;width:44px;height:44px;border-radius:22px;background:#ffd400;text-align:center;line-height:44px;font-weight:700;margin:4px}table{width:100%;border-collapse:collapse}td{border-bottom:1px solid #eee;padding:6px}',
      body: `<header><b>Szerencsejáték Zrt.</b> · Játékok · Nyerőszámok · Felelős játék</header>
<div class="w"><h2>Ötöslottó — 42. hét, 2025.10.18.</h2><div class="b"><span>7</span><span>19</span><span>33</span><span>61</span><span>84</span></div>
<table><tr><td>5 találat</td><td>0 db</td><td>—</td></tr><tr><td>4 találat</td><td>21 db</td><td>2 184 330 Ft</td></tr><tr><td>3 találat</td><td>2 018 db</td><td>24 410 Ft</td></tr></table>
<p>Várható főnyeremény a következő héten: 3,1 milliárd Ft.</p><p style="font-size:12px">A Szerencsejáték Zrt. soha nem kér nyereménykifizetéshez előre fizetendő díjat. 18 éven aluliak számára a részvétel tilos.</p></div>`,
    }),
  },
  {
    id: 'zi-clean-real-captcha-page-en',
    label: 'clean',
    kind: 'bot-check',
    url: 'https://tickets.afro-fest-events.com/queue/afronation-2026',
    body: doc({
      lang: 'en',
      title: 'You are in the queue — AfroFest Tickets',
      css: '.c{max-width:520px;margin:70px auto;background:#fff;padding:28px;border-radius:10px;text-align:center}.bar{background:#eee;height:12px;border-radius:6px;overflow:hidden}.bar div{background:#6a1b9a;height:12px;width:0;transition:width 1s}.cb{display:inline-flex;gap:10px;align-items:center;border:1px solid #ccc;padding:12px 18px;margin:16px 0;cursor:pointer}',
      body: `<div class="c"><h2>You're in line for AfroFest 2026 tickets</h2><p>Please confirm you are human to keep your place.</p><label class="cb"><input type="checkbox" id="h"> I'm human</label>
<div class="bar"><div id="p"></div></div><p id="s" style="font-size:14px;color:#555">Estimated wait: 6 minutes · 4,812 people ahead of you</p><p style="font-size:12px;color:#888">Do not refresh this page. Tickets are only sold on this site.</p></div>
<script>document.getElementById('h').onchange=function(){var w=0,p=document.getElementById('p');var t=setInterval(function(){w+=10;p.style.width=w+'%';if(w>=100){clearInterval(t);document.getElementById('s').textContent='Verified. Waiting for your turn…'}},300)}</script>`,
    }),
  },
];
