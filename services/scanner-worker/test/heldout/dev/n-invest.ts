import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { page, gaStub, fbqStub, ttqStub, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Social-ad investment fraud: celebrity "interviews", "government-approved" platforms, messenger stock clubs,
// fake exchange dashboards, fund-recovery follow-ups.

const leadJs = (api: string, next: string) => `document.querySelectorAll('form.lead').forEach(function(f){f.addEventListener('submit',function(e){e.preventDefault();var d={};new FormData(f).forEach(function(v,k){d[k]=v});d.src=location.hostname;d.sub=new URLSearchParams(location.search).get('sub1')||'';fetch('${api}',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(r){return r.json()}).then(function(j){location.href=j.redirect||'${next}'}).catch(function(){location.href='${next}'})})});`;

export const entries: Entry[] = [
  {
    id: 'n-scam-celeb-invest-uk-tabloid',
    label: 'scam',
    kind: 'celeb-invest-ad',
    url: 'https://news.dailybritainreport.co.uk/money/martin-lewis-backlash/?sub1=fb_2291&utm_source=facebook',
    body: page({
      lang: 'en-GB',
      title: 'Martin Lewis Faces Backlash After Revealing How Ordinary Brits Earn £1,000s From Home',
      head: gaStub('G-8ZT21KQ0PL') + fbqStub('1029384756102938'),
      css: `body{margin:0;font-family:Georgia,serif;background:#f2f2f2;color:#111}.top{background:#c00;color:#fff;padding:8px 18px;font:bold 28px Arial}.top small{font-size:12px;font-weight:normal;margin-left:12px}
nav{background:#222;padding:6px 18px}nav a{color:#ddd;font:13px Arial;margin-right:14px;text-decoration:none}.wrap{max-width:760px;margin:0 auto;background:#fff;padding:18px 26px}
h1{font-size:32px;line-height:1.15}.by{font:12px Arial;color:#777}.pic{background:#ccc;height:300px;display:flex;align-items:flex-end}.pic span{background:rgba(0,0,0,.6);color:#fff;font:12px Arial;padding:4px 8px}
blockquote{border-left:4px solid #c00;margin:16px 0;padding:4px 16px;font-style:italic;font-size:19px}.reg{background:#fffbe6;border:2px solid #e0b000;padding:18px;border-radius:6px}
.reg input{width:100%;padding:10px;margin:5px 0;border:1px solid #aaa;font-size:16px}.reg button{width:100%;padding:14px;background:#1a9c3e;color:#fff;border:0;font:bold 18px Arial;cursor:pointer}
.cm{border-top:1px solid #ddd;padding:10px 0;font:14px Arial}.cm b{color:#385898}.cm small{color:#888}`,
      body: `<div class="top">THE BRITAIN REPORT <small>Saturday, 28 November 2026</small></div>
<nav><a href="#">News</a><a href="#">Politics</a><a href="#">Money</a><a href="#">Showbiz</a><a href="#">Sport</a><a href="#">Weather</a></nav>
<div class="wrap">
<p class="by">MONEY · By Rachel Hendry, Personal Finance Editor · Updated 09:14 GMT</p>
<h1>Martin Lewis Faces Backlash After Revealing How Ordinary Brits Earn £1,000s From Home — Banks Furious</h1>
<div class="pic"><span>Lewis speaking on ITV's This Morning earlier this week</span></div>
<p>During Tuesday's episode of <i>This Morning</i>, the Money Saving Expert founder left presenters speechless when he revealed the "loophole" that he says is letting ordinary families clear their mortgages in months. The segment was cut short after a call from the Bank of England, but we obtained the full recording.</p>
<blockquote>"I've tested it myself with £250. Within 7 days it had turned into £3,940. This is the best opportunity I've seen for working people in 20 years, and the banks hate it."</blockquote>
<p>The platform, called <b>Immediate Vortex</b>, uses an artificial intelligence that trades Bitcoin and FTSE shares automatically. Users deposit a minimum of £250 and the software does the rest. "You don't need any experience. My mum uses it," Lewis laughed.</p>
<p>We decided to test the claims. Our reporter Sophie registered, deposited £250, and was contacted within 10 minutes by a personal account manager. After 5 days her balance was <b>£2,817.40</b>. She withdrew the money to her Barclays account with no problems.</p>
<p><b>UPDATE:</b> Due to huge demand, Immediate Vortex is limiting registrations for UK residents. Places left today: <b id="pl">37</b>. Offer ends in <b id="cd">14:59</b></p>
<div class="reg" id="register"><h3 style="margin-top:0;font-family:Arial">Register for free — limited places</h3>
<form class="lead"><input name="first_name" placeholder="First name" required><input name="last_name" placeholder="Last name" required><input name="email" type="email" placeholder="Email address" required><input name="phone" placeholder="+44 7700 900000" required><button type="submit">START EARNING NOW →</button></form>
<p style="font:11px Arial;color:#666">By registering you agree to receive calls from our partner brokers. Capital at risk.</p></div>
<h3 style="font-family:Arial">Comments</h3>
<div class="cm"><b>Janet Morris</b> I was skeptical but got £1,200 in my first week!! Thank you Martin x <small>· 12 min</small></div>
<div class="cm"><b>Dave Wilkinson</b> Is this legit? My neighbour paid his car off with it <small>· 34 min</small></div>
<div class="cm"><b>Sandra Okafor</b> Just registered, the manager called me straight away, very professional <small>· 1 h</small></div>
<div class="cm"><b>Gary Price</b> Withdrew £4,300 today. Wife thinks I won the lottery lol <small>· 2 h</small></div>
<p style="font:11px Arial;color:#999;margin-top:30px">This page is an advertorial. Results are not typical. © 2026 The Britain Report. <a href="#">Privacy</a> · <a href="#">Terms</a></p>
</div>
<script>${leadJs('/api/v2/lead', '/thank-you/')}</script>${countdown('cd', 899)}
<script>setInterval(function(){var e=document.getElementById('pl');var n=+e.textContent;if(n>4)e.textContent=n-1},21000)</script>`,
    }),
    routes: {
      'news.dailybritainreport.co.uk/api/v2/lead': jsonRoute({ ok: true, redirect: '/thank-you/' }),
      'news.dailybritainreport.co.uk/thank-you/': htmlRoute(page({ lang: 'en-GB', title: 'Thank you', body: '<main><h2>Congratulations!</h2><p>Your personal account manager will call you within 15 minutes from a +44 20 number. Please have your debit card ready to activate your trading account with the minimum deposit of £250.</p></main>' })),
    },
  },
  {
    id: 'n-scam-gov-platform-pl-orlen',
    label: 'scam',
    kind: 'gov-approved-invest',
    url: 'https://inwestycje-panstwowe-pl.online/orlen/?fbclid=IwAR3xk2',
    body: page({
      lang: 'pl',
      title: 'Rządowy program inwestycyjny – zarabiaj od 12 000 zł miesięcznie',
      head: fbqStub('730018446621190'),
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f6f7fb}.hd{background:#fff;border-bottom:4px solid #dc143c;padding:12px 20px;display:flex;align-items:center;gap:12px}.flag{width:34px;height:22px;background:linear-gradient(#fff 50%,#dc143c 50%);border:1px solid #ccc}
.hero{background:#0b2e59;color:#fff;padding:40px 20px;text-align:center}.hero h1{font-size:34px;margin:0 0 10px}.box{max-width:440px;margin:-30px auto 20px;background:#fff;border-radius:10px;padding:20px;box-shadow:0 4px 18px rgba(0,0,0,.15)}
.box input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:6px}.box button{width:100%;padding:14px;border:0;border-radius:6px;background:#dc143c;color:#fff;font-size:17px;font-weight:bold}
.s{max-width:900px;margin:0 auto;padding:10px 20px}.g{display:flex;gap:14px;flex-wrap:wrap}.g div{flex:1;min-width:200px;background:#fff;padding:14px;border-radius:8px}`,
      body: `<div class="hd"><div class="flag"></div><b>Ministerstwo Aktywów Państwowych</b> <span style="color:#777;font-size:13px">| Program „Inwestuj w Polskę 2026"</span></div>
<div class="hero"><h1>Każdy obywatel Polski może teraz zarabiać na akcjach ORLEN i PZU</h1><p>Platforma zatwierdzona przez rząd. Zainwestuj 1 000 zł i otrzymuj od 12 000 zł miesięcznie.</p></div>
<div class="box"><b>Formularz zgłoszeniowy</b><p style="font-size:13px;color:#555">Pozostało miejsc w Twoim województwie: <b style="color:#dc143c">14</b></p>
<form class="lead"><input name="imie" placeholder="Imię" required><input name="nazwisko" placeholder="Nazwisko" required><input name="email" type="email" placeholder="E-mail" required><input name="tel" placeholder="+48 ___ ___ ___" required><button>Zarejestruj się bezpłatnie</button></form>
<p style="font-size:11px;color:#888">Po rejestracji skontaktuje się z Tobą konsultant programu w celu aktywacji konta.</p></div>
<div class="s"><h2>Jak to działa?</h2><div class="g"><div><b>1. Rejestracja</b><p>Wypełnij formularz. To zajmie 30 sekund.</p></div><div><b>2. Wpłata 1 000 zł</b><p>Minimalna kwota do aktywacji konta inwestycyjnego (BLIK lub przelew).</p></div><div><b>3. Zysk</b><p>Algorytm ORLEN Invest AI handluje za Ciebie 24/7.</p></div></div>
<h2>Opinie uczestników</h2><p>„Po 3 tygodniach spłaciłam kredyt hipoteczny" – <i>Barbara, 61 lat, Radom</i></p><p>„Nie wierzyłem, ale wypłata przyszła na konto w PKO w 2 dni" – <i>Tomasz, Gdańsk</i></p>
<p style="font-size:11px;color:#999">Program realizowany we współpracy z PKN ORLEN S.A. i Narodowym Bankiem Polskim. © 2026</p></div>
<script>${leadJs('/api/register', '/dziekujemy')}</script>`,
    }),
    routes: {
      'inwestycje-panstwowe-pl.online/api/register': jsonRoute({ success: 1, redirect: '/dziekujemy' }),
      'inwestycje-panstwowe-pl.online/dziekujemy': htmlRoute(page({ lang: 'pl', title: 'Dziękujemy', body: '<main><h2>Dziękujemy za zgłoszenie!</h2><p>Nasz konsultant zadzwoni w ciągu 30 minut. Przygotuj dowód osobisty i kartę płatniczą do wpłaty aktywacyjnej 1 000 zł.</p></main>' })),
    },
  },
  {
    id: 'n-scam-ai-trading-in-sudha',
    label: 'scam',
    kind: 'celeb-invest-ad',
    url: 'https://bharat-ai-trade.co.in/sudha-murty-interview/',
    body: page({
      lang: 'hi',
      title: 'सुधा मूर्ति ने बताया: सरकार द्वारा स्वीकृत AI ट्रेडिंग से रोज़ ₹25,000 कमाएँ',
      head: fbqStub('551020776312890') + gaStub('G-IN44SXA1'),
      css: `body{margin:0;font-family:"Noto Sans Devanagari",Arial,sans-serif;background:#fff}.nb{background:#b30000;color:#fff;padding:10px 16px;font-weight:bold;font-size:22px}.w{max-width:740px;margin:auto;padding:14px}
h1{font-size:26px}.q{background:#fff7e6;border-left:4px solid #ff9933;padding:10px}.f{background:#f0f7ff;border:2px solid #1a73e8;padding:16px;border-radius:8px}.f input{width:100%;padding:11px;margin:6px 0;font-size:16px}
.f button{width:100%;background:#138808;color:#fff;border:0;padding:14px;font-size:18px}`,
      body: `<div class="nb">आज की ख़बर | Aaj Ki Khabar</div><div class="w">
<h1>सुधा मूर्ति ने लाइव इंटरव्यू में बताया: "यह प्लेटफ़ॉर्म RBI और SEBI द्वारा स्वीकृत है, हर भारतीय को इसका लाभ उठाना चाहिए"</h1>
<p style="color:#777;font-size:13px">नई दिल्ली · 26 नवंबर 2026</p>
<p>इन्फोसिस फाउंडेशन की पूर्व अध्यक्ष सुधा मूर्ति ने एक टीवी शो में खुलासा किया कि उन्होंने और नारायण मूर्ति ने मिलकर <b>"Infinity AI Trade"</b> नाम का एक प्लेटफ़ॉर्म लॉन्च किया है, जो आम लोगों को शेयर बाज़ार और क्रिप्टो से कमाई करने में मदद करता है।</p>
<div class="q">"मैं चाहती हूँ कि गाँव की हर महिला भी ₹21,000 लगाकर महीने में ₹5 लाख तक कमा सके। यह सरकार द्वारा मान्यता प्राप्त है, बिल्कुल सुरक्षित है।"</div>
<p>Interview ke baad RBI ne channel ko call karke segment hatane ko kaha, lekin humne poori recording save kar li. Platform par registration abhi free hai, sirf pehle 500 logon ke liye.</p>
<p><b>Kaise shuru karein:</b> 1) Neeche form bharein 2) Manager aapko WhatsApp par call karega 3) UPI se ₹21,000 jama karein 4) AI robot aapke liye trade karega.</p>
<div class="f"><b>अभी रजिस्टर करें — Free Registration</b><form class="lead"><input name="name" placeholder="पूरा नाम / Full name" required><input name="email" type="email" placeholder="Email" required><input name="mobile" placeholder="+91 98XXXXXXXX" required><button>रजिस्टर करें ➜</button></form></div>
<p><b>Rakesh Verma, Indore:</b> pehle hafte me ₹68,000 mila, sach me kaam karta hai 🙏<br><b>Priya S., Chennai:</b> Withdrawal straight to my SBI account in 1 day!</p>
<p style="font-size:11px;color:#999">Disclaimer: Advertorial. © 2026 Aaj Ki Khabar</p></div>
<script>${leadJs('/reg.php', '/success/')}</script>`,
    }),
    routes: {
      'bharat-ai-trade.co.in/reg.php': jsonRoute({ ok: 1, redirect: '/success/' }),
      'bharat-ai-trade.co.in/success/': htmlRoute(page({ lang: 'hi', title: 'Success', body: '<main><h2>धन्यवाद!</h2><p>हमारा मैनेजर 10 मिनट में आपको WhatsApp पर संपर्क करेगा। कृपया ₹21,000 का UPI भुगतान तैयार रखें।</p></main>' })),
    },
  },
  {
    id: 'n-scam-whatsapp-stock-club-us',
    label: 'scam',
    kind: 'messenger-invest-club',
    url: 'https://harbor-wealth-academy.com/free-stock-picks',
    body: page({
      lang: 'en-US',
      title: 'Harbor Wealth Academy | Free Daily AI Stock Picks by Prof. Richard Hale',
      head: gaStub('G-HWA0021') + ttqStub('CKQ82J3C77U'),
      css: `body{margin:0;font-family:Inter,Arial,sans-serif;color:#1b2430}.hero{background:linear-gradient(135deg,#0f2a4a,#1f5f8b);color:#fff;padding:50px 24px;text-align:center}.hero h1{font-size:36px;max-width:760px;margin:0 auto 14px}
.cta{display:inline-block;background:#25d366;color:#fff;font-weight:bold;padding:16px 28px;border-radius:40px;text-decoration:none;font-size:18px;margin-top:16px}.sec{max-width:900px;margin:0 auto;padding:30px 24px}
.row{display:flex;gap:18px;flex-wrap:wrap}.row div{flex:1;min-width:220px;border:1px solid #e3e8ef;border-radius:10px;padding:16px}.perf td{text-align:right}.perf td:first-child{text-align:left}`,
      body: `<div class="hero"><p style="letter-spacing:2px;font-size:13px">HARBOR WEALTH ACADEMY · EST. 2011</p><h1>Join 38,000+ investors receiving free daily AI stock picks from Professor Richard Hale</h1>
<p>Last month our members' average gain: <b>+247%</b>. Our AI flagged NVDA, SMCI and PLTR before their breakouts.</p>
<a class="cta" id="wa" href="#">💬 Join our free WhatsApp group</a><p style="font-size:12px;opacity:.8">Only 17 spots left in Group #41 · Free for a limited time</p></div>
<div class="sec"><h2>Why join?</h2><div class="row"><div><b>📈 3 picks daily</b><p>Entry, target and stop-loss sent before market open.</p></div><div><b>🤖 AI "Alpha Engine"</b><p>Scans 8,000 tickers and insider filings in real time.</p></div><div><b>👨‍🏫 Live classes</b><p>Prof. Hale teaches every Tuesday and Thursday at 8pm ET.</p></div></div>
<h2>Recent results</h2><table class="perf"><tr><th>Ticker</th><th>Entry</th><th>Exit</th><th>Gain</th></tr><tr><td>SOUN</td><td>$4.12</td><td>$11.80</td><td>+186%</td></tr><tr><td>RGTI</td><td>$1.90</td><td>$9.44</td><td>+397%</td></tr><tr><td>HOLO</td><td>$0.88</td><td>$3.10</td><td>+252%</td></tr></table>
<p>After the group, our assistant <b>Emily</b> will add you to our VIP institutional account on <b>HWA Pro</b>, where members get IPO allocations at discount price.</p>
<h2>Members say</h2><p>"Turned $5k into $41k in six weeks. Emily is so patient with me." — Linda, Scottsdale AZ</p><p>"Best decision of my retirement." — Robert K., Tampa FL</p>
<p style="font-size:11px;color:#777;margin-top:30px">Harbor Wealth Academy is an educational community. © 2026 Harbor Wealth Academy LLC, 1201 Orange St, Wilmington DE.</p></div>
<script>document.getElementById('wa').addEventListener('click',function(e){e.preventDefault();try{ttq.push(['track','Contact'])}catch(x){}location.href='https://chat.whatsapp.com/Ft8mQ2xLr0aK9bZpWcE3yH';});</script>`,
    }),
  },
  {
    id: 'n-scam-fund-recovery-he',
    label: 'scam',
    kind: 'fund-recovery',
    url: 'https://hashava-kaspit.co.il.recover-legal.net/he/',
    body: page({
      lang: 'he',
      dir: 'rtl',
      title: 'השבת כספים – נפלתם להונאת השקעות? אנחנו נחזיר לכם את הכסף',
      head: gaStub('G-RCVR0IL'),
      css: `body{margin:0;font-family:Arial,"Segoe UI",sans-serif;background:#f5f7fa;color:#1d2b3a}.h{background:#10263f;color:#fff;padding:30px 20px;text-align:center}.w{max-width:760px;margin:0 auto;padding:18px}
.c{background:#fff;border-radius:8px;padding:18px;margin:12px 0}.f input,.f select{width:100%;padding:10px;margin:5px 0}.f button{width:100%;padding:13px;background:#d4a017;border:0;font-size:17px;font-weight:bold}`,
      body: `<div class="h"><h1>נפלתם קורבן להונאת קריפטו, פורקס או אופציות בינאריות?</h1><p>צוות עורכי הדין והחוקרים שלנו החזיר מעל ₪48 מיליון ללקוחות בישראל</p></div>
<div class="w"><div class="c"><p>החברה שלנו עובדת בשיתוף פעולה עם רשות ניירות ערך, האינטרפול ובנקים בינלאומיים. בעזרת טכנולוגיית מעקב בלוקצ'יין אנחנו מאתרים את הארנקים של הנוכלים ומקפיאים את הכספים.</p>
<ul><li>✔ הצלחה של 94% בתיקים</li><li>✔ ייעוץ ראשוני חינם</li><li>✔ תשלום רק אחרי שהכסף חוזר*</li></ul>
<p style="font-size:12px;color:#777">*נדרשת עמלת פתיחת תיק ואימות בלוקצ'יין בסך 2,900 ₪ (מוחזרת במלואה בסיום התיק).</p></div>
<div class="c f"><h3>בדיקת זכאות חינם</h3><form id="fr"><input name="name" placeholder="שם מלא" required><input name="phone" placeholder="טלפון נייד" required><input name="email" placeholder="אימייל"><select name="type"><option>סוג ההונאה</option><option>קריפטו</option><option>פורקס</option><option>רומנטית</option><option>השקעה דרך וואטסאפ</option></select><input name="amount" placeholder="סכום שהופסד (₪)"><button>בדקו אם אני זכאי/ת</button></form><div id="res"></div></div>
<div class="c"><b>"החזירו לי 180,000 ₪ שהפסדתי בפלטפורמה מזויפת. אין מילים"</b> – מיכל, חולון</div>
<p style="font-size:11px;color:#888">Recover Legal Group Ltd · Tel Aviv · London · Limassol</p></div>
<script>document.getElementById('fr').onsubmit=function(e){e.preventDefault();document.getElementById('res').innerHTML='<p style="background:#e8f5e9;padding:12px">✅ התיק שלך זכאי לטיפול! נציג יחזור אליך תוך שעה. להקדמת הטיפול ניתן לשלם את עמלת פתיחת התיק (2,900 ₪) בהעברה בנקאית או ב-USDT לכתובת: <b>TM3vQh8yZ1Kc5XwR2nLpD7fG4aEsJ9uB6t</b></p>'}</script>`,
    }),
  },
  {
    id: 'n-scam-ai-bot-es-hormiguero',
    label: 'scam',
    kind: 'deepfake-interview',
    url: 'https://elpais-noticias-hoy.es.articulos-top.com/economia/broncano-revela.html',
    body: page({
      lang: 'es',
      title: 'David Broncano revela en directo su nueva fuente de ingresos y el Banco de España reacciona',
      head: fbqStub('618200931144502'),
      css: `body{margin:0;font-family:Georgia,serif}.l{border-bottom:1px solid #ddd;padding:12px 18px;font:bold 30px Georgia;text-align:center}.w{max-width:700px;margin:auto;padding:14px}
.vid{background:#111;color:#fff;height:320px;display:flex;align-items:center;justify-content:center}.f{border:2px solid #222;padding:16px;margin:16px 0}.f input{width:100%;padding:10px;margin:5px 0;font-size:16px}.f button{width:100%;background:#e02020;color:#fff;border:0;padding:14px;font:bold 17px Arial}`,
      body: `<div class="l">EL DIARIO DE HOY</div><div class="w"><p style="font:12px Arial;color:#06c">ECONOMÍA</p>
<h1>David Broncano revela en directo su nueva fuente de ingresos y el Banco de España exige retirar la entrevista</h1>
<div class="vid">▶ Ver la entrevista completa (La Revuelta, TVE)</div>
<p>Durante la emisión de anoche, el presentador confesó que gana más con una plataforma de inversión automática que con su programa. "Invertí 250 euros por curiosidad y en un mes tenía más de 9.000", dijo ante un público asombrado.</p>
<p>La plataforma, <b>Bitcoin Trader AI</b>, ha sido desarrollada por ingenieros españoles y está respaldada, según el cómico, por la CNMV. Tras el programa, varios bancos llamaron a TVE para pedir que se eliminara el fragmento.</p>
<p>¿Funciona de verdad? Nuestra periodista lo probó: con 250 € obtuvo <b>2.894 €</b> en 8 días y retiró el dinero a su cuenta de CaixaBank sin problemas.</p>
<div class="f"><b style="font-family:Arial">Regístrate gratis — plazas limitadas para España</b><form class="lead"><input name="nombre" placeholder="Nombre" required><input name="apellido" placeholder="Apellidos" required><input name="email" placeholder="Correo electrónico" required><input name="telefono" placeholder="+34 6__ ___ ___" required><button>EMPEZAR AHORA</button></form></div>
<p style="font:11px Arial;color:#999">Contenido patrocinado. © 2026</p></div>
<script>${leadJs('/send.php', '/gracias.html')}</script>`,
    }),
    routes: {
      'elpais-noticias-hoy.es.articulos-top.com/send.php': jsonRoute({ ok: true, redirect: '/gracias.html' }),
      'elpais-noticias-hoy.es.articulos-top.com/gracias.html': htmlRoute(page({ lang: 'es', title: 'Gracias', body: '<main><h2>¡Gracias!</h2><p>Un asesor le llamará en los próximos minutos para activar su cuenta con el depósito mínimo de 250 €.</p></main>' })),
    },
  },
];
