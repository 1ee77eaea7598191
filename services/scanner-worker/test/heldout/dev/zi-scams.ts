import { htmlRoute, type Entry } from '../entry.js';
import { beepWav, doc, fbq, jsonRoute, metrika, okApi, rtlCss } from '../parts/zi-kit.js';

// Investment, lottery, job, charity, loan-fee and tech-support scams.

export const entries: Entry[] = [
  {
    id: 'zi-scam-gazprom-investicii-ru',
    label: 'scam',
    kind: 'investment-scam',
    url: 'https://gazprom-invest-platforma.com/ru/',
    body: doc({
      lang: 'ru',
      title: 'Газпром Инвестиции — пассивный доход от 150 000 ₽ в месяц',
      css: '.h{background:#0079c2;color:#fff;padding:30px;text-align:center}.c{max-width:760px;margin:0 auto;background:#fff;padding:26px}.calc{background:#eef6fc;padding:16px;border-radius:6px}input{width:100%;padding:12px;margin:5px 0;border:1px solid #aac}button{width:100%;padding:14px;background:#ff6600;color:#fff;border:0;font-size:17px}',
      body: `<div class="h"><h1>Газпром запустил инвестиционную платформу для граждан РФ</h1><p>Доход от продажи газа — теперь и для вас. Старт от 20 000 ₽.</p></div>
<div class="c">
<div class="calc"><p>Ваше вложение: <select id="s"><option>20000</option><option>50000</option><option>100000</option></select> ₽ → Доход в месяц: <b id="o"></b> ₽</p></div>
<p>Программа одобрена Правительством. Деньги работают в проектах «Сила Сибири» и «Северный поток».</p>
<form method="post" action="/ru/reg"><input name="name" placeholder="Имя"><input name="phone" placeholder="+7 (___) ___-__-__"><input name="email" placeholder="Email"><button>ПОЛУЧИТЬ ДОСТУП</button></form>
<p style="font-size:11px;color:#888">ПАО «Газпром» © 2025. Данный сайт не является публичной офертой.</p>
</div>
${metrika(98120335)}
<script>var s=document.getElementById('s'),o=document.getElementById('o');function c(){o.textContent=(s.value*7.8).toLocaleString('ru-RU')}s.onchange=c;c()</script>`,
    }),
    routes: { 'gazprom-invest-platforma.com/ru/reg': htmlRoute('<!doctype html><html lang="ru"><meta charset="utf-8"><p>Заявка принята. Ожидайте звонка персонального аналитика.</p></html>') },
  },
  {
    id: 'zi-scam-aramco-shares-ar',
    label: 'scam',
    kind: 'investment-scam',
    url: 'https://aramco-ashum.online/',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'استثمر في أرامكو السعودية وابدأ بـ 1000 ريال فقط',
      css: rtlCss + '.h{background:#00843d;color:#fff;padding:34px;text-align:center}.c{max-width:740px;margin:0 auto;background:#fff;padding:26px}input{width:100%;padding:12px;margin:5px 0;border:1px solid #aaa}button{width:100%;padding:14px;background:#00a3e0;color:#fff;border:0;font-size:18px}.t{background:#f3f3f3;padding:12px;margin:12px 0;border-radius:6px}',
      body: `<div class="h"><h1>منصة أرامكو للاستثمار — أرباح يومية مضمونة</h1><p>بإيداع 1000 ريال يمكنك تحقيق 12,000 ريال شهرياً</p></div>
<div class="c">
<p>أطلقت أرامكو بالتعاون مع صندوق الاستثمارات العامة منصة ذكية تتيح لكل مواطن ومقيم شراء حصص في أرباح النفط. النظام يعمل تلقائياً بالذكاء الاصطناعي.</p>
<div class="t">«بدأت بـ 1500 ريال والآن أسحب 700 ريال يومياً» — أبو فهد، الرياض</div>
<form method="post" action="/lead"><input name="name" placeholder="الاسم الكامل"><input name="phone" placeholder="رقم الجوال"><input name="email" placeholder="البريد الإلكتروني"><button>سجّل الآن</button></form>
<p style="font-size:11px;color:#888">الأماكن محدودة. سيتواصل معك مستشارك الشخصي عبر واتساب.</p>
</div>`,
    }),
    routes: { 'aramco-ashum.online/lead': htmlRoute('<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><p>تم التسجيل! سيتم التواصل معك قريباً. قم بإيداع 1000 ريال لتفعيل حسابك.</p></html>') },
  },
  {
    id: 'zi-scam-nyeremenyjatek-hu',
    label: 'scam',
    kind: 'prize-draw',
    url: 'https://nyeremeny-jatek2025.hu-ajandek.com/tesco/',
    body: doc({
      lang: 'hu',
      title: 'Gratulálunk! Ön a mai nap szerencsés nyertese',
      css: 'body{background:#00539f;color:#fff;text-align:center}.c{max-width:460px;margin:30px auto;background:#fff;color:#222;padding:24px;border-radius:12px}.boxes{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.b{background:#e31837;height:80px;border-radius:8px;cursor:pointer;font-size:36px;line-height:80px}.r{display:none}button{padding:13px 30px;background:#e31837;color:#fff;border:0;border-radius:24px;font-size:16px}',
      body: `<h2>TESCO 30. születésnapi nyereményjáték 🎉</h2>
<div class="c"><p>Válasszon egy ajándékdobozt! 3 próbálkozása van. Fődíj: <b>iPhone 16 Pro</b></p>
<div class="boxes" id="bx">${'<div class="b">🎁</div>'.repeat(9)}</div>
<div class="r" id="r"><h3>Nyert! iPhone 16 Pro</h3><p>Csak a szállítási díjat (990 Ft) kell kifizetnie. Ajánlat érvényes: <b id="t">04:59</b></p><a href="/tesco/szallitas"><button>Nyeremény átvétele</button></a></div>
<p style="font-size:12px;color:#666">Hozzászólások (1 244) — Kovács Éva: Tegnap megkaptam a telefonom, köszönöm!!</p></div>
<script>var n=0;document.querySelectorAll('.b').forEach(function(b){b.onclick=function(){n++;if(n<2){b.textContent='❌'}else{b.textContent='📱';document.getElementById('r').style.display='block'}}});var s=299;setInterval(function(){s--;document.getElementById('t').textContent='0'+Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000)</script>`,
    }),
    routes: { 'nyeremeny-jatek2025.hu-ajandek.com/tesco/szallitas': htmlRoute('<!doctype html><html lang="hu"><meta charset="utf-8"><h3>Szállítási adatok és díj (990 Ft)</h3><form method="post"><input name="nev"><input name="cim"><input name="kartya"><input name="lejarat"><input name="cvc"><button>Fizetés</button></form><p style="font-size:9px">A fizetéssel elfogadja a havi 11 990 Ft-os előfizetést.</p></html>') },
  },
  {
    id: 'zi-scam-job-dubai-visa-fee-sw',
    label: 'scam',
    kind: 'job-scam',
    url: 'https://dubai-jobs-recruitment.co.ke-agency.com/nafasi',
    body: doc({
      lang: 'sw',
      title: 'Nafasi za Kazi Dubai na Qatar 2025 — Mshahara KSh 120,000',
      css: '.h{background:#c5a100;color:#fff;padding:24px;text-align:center}.c{max-width:700px;margin:0 auto;background:#fff;padding:24px}table{width:100%;border-collapse:collapse}td,th{border:1px solid #ddd;padding:8px}input{width:100%;padding:10px;margin:4px 0;border:1px solid #aaa}button{width:100%;padding:13px;background:#1a7f37;color:#fff;border:0}',
      body: `<div class="h"><h1>Nafasi za Kazi Mashariki ya Kati</h1><p>Tiketi ya ndege na malazi bure</p></div>
<div class="c">
<table><tr><th>Kazi</th><th>Mshahara (KSh)</th></tr><tr><td>Dereva</td><td>120,000</td></tr><tr><td>Mlinzi</td><td>95,000</td></tr><tr><td>Msaidizi wa nyumbani</td><td>80,000</td></tr><tr><td>Mhudumu wa hoteli</td><td>110,000</td></tr></table>
<p>Ada ya usajili na usindikaji wa visa: <b>KSh 6,500</b> tu, inalipwa kupitia M-PESA Paybill 4120771, Akaunti: jina lako. Wagombea wanaolipa leo watasafiri ndani ya wiki 3.</p>
<form method="post" action="/nafasi/sajili"><input name="jina" placeholder="Jina kamili"><input name="simu" placeholder="Nambari ya simu"><input name="pasipoti" placeholder="Nambari ya pasipoti"><input name="mpesa" placeholder="Msimbo wa malipo ya M-PESA"><button>TUMA MAOMBI</button></form>
<p style="font-size:11px">Imesajiliwa na NEA (License No. RA/2019/118)</p></div>`,
    }),
    routes: { 'dubai-jobs-recruitment.co.ke-agency.com/nafasi/sajili': htmlRoute('<!doctype html><html lang="sw"><meta charset="utf-8"><p>Asante! Tutakupigia simu baada ya kuthibitisha malipo yako.</p></html>') },
  },
  {
    id: 'zi-scam-charity-zbir-zsu-ua',
    label: 'scam',
    kind: 'charity-scam',
    url: 'https://dopomoga-zsu-fond.org.ua-donate.com/',
    body: doc({
      lang: 'uk',
      title: 'Збір на FPV-дрони для 47 бригади — Благодійний фонд «Щит Нації»',
      css: '.c{max-width:620px;margin:20px auto;background:#fff;padding:24px}.bar{background:#eee;border-radius:8px;height:18px}.bar div{background:#ffd500;height:18px;border-radius:8px;width:83%}.a button{padding:10px 18px;margin:4px;border:1px solid #0057b7;background:#fff;border-radius:6px}input{width:100%;padding:11px;margin:4px 0;border:1px solid #aaa}.go{width:100%;padding:13px;background:#0057b7;color:#fff;border:0}',
      body: `<div class="c"><h2>🇺🇦 Терміновий збір: 40 FPV-дронів для хлопців на Покровському напрямку</h2>
<div class="bar"><div></div></div><p>Зібрано 1 660 400 грн з 2 000 000 грн</p>
<div class="a"><button>200 ₴</button><button>500 ₴</button><button>1000 ₴</button><button>5000 ₴</button></div>
<form method="post" action="/pay"><input name="sum" placeholder="Сума"><input name="card" placeholder="Номер картки"><input name="exp" placeholder="ММ/РР"><input name="cvv" placeholder="CVV2"><button class="go">Задонатити</button></form>
<p style="font-size:12px;color:#666">Фонд не зареєстрований у реєстрі неприбуткових організацій? Ми працюємо як волонтерська ініціатива. Звіти — в нашому Telegram-каналі.</p></div>`,
    }),
    routes: { 'dopomoga-zsu-fond.org.ua-donate.com/pay': htmlRoute('<!doctype html><html lang="uk"><meta charset="utf-8"><p>Введіть код 3-D Secure</p><input name="otp"></html>') },
  },
  {
    id: 'zi-scam-mikopo-loan-fee-sw',
    label: 'scam',
    kind: 'loan-fee',
    url: 'https://mkopo-haraka-kenya.com/omba',
    body: doc({
      lang: 'sw',
      title: 'Mkopo Haraka — Pata Mkopo hadi KSh 50,000 Bila CRB',
      css: '.h{background:#ff6f00;color:#fff;padding:22px;text-align:center}.c{max-width:480px;margin:16px auto;background:#fff;padding:22px;border-radius:10px}input,select{width:100%;padding:11px;margin:5px 0 10px;border:1px solid #bbb;border-radius:6px}button{width:100%;padding:13px;background:#2e7d32;color:#fff;border:0;border-radius:6px;font-weight:700}.fee{display:none;background:#fff8e1;padding:14px;border-radius:8px}',
      body: `<div class="h"><h2>Mkopo Haraka</h2><p>Bila dhamana · Bila CRB · Pesa kwa M-PESA ndani ya dakika 5</p></div>
<div class="c" id="s1">
<form id="f"><input name="jina" placeholder="Jina kamili"><input name="id" placeholder="Nambari ya kitambulisho"><input name="simu" placeholder="Nambari ya M-PESA">
<select name="kiasi"><option>5,000</option><option>10,000</option><option>25,000</option><option>50,000</option></select>
<button>ANGALIA KIWANGO</button></form></div>
<div class="c fee" id="s2"><h3>Hongera! Umeidhinishwa KSh <span id="k"></span></h3><p>Lipa ada ya usindikaji (<b>KSh 350</b>) kupitia Till Number 5588012 ili mkopo utumwe mara moja. Weka msimbo wa muamala hapa chini.</p><input placeholder="Msimbo wa M-PESA (mf. SKL4...)"><button>THIBITISHA</button></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('k').textContent=this.kiasi.value;document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'}</script>`,
    }),
  },
  {
    id: 'zi-scam-techsupport-defender-fr',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://securite-windows-fr.alerte-pc.online/',
    body: doc({
      lang: 'fr',
      title: 'Centre de sécurité Windows Defender',
      css: 'body{background:#1e1e1e;color:#fff}.p{position:fixed;top:15%;left:50%;transform:translateX(-50%);width:560px;background:#fff;color:#222;padding:22px;border-top:6px solid #0078d4}.t{font-size:24px;color:#c50f1f;font-weight:700}.scan{background:#111;color:#0f0;font-family:monospace;padding:10px;height:120px;overflow:hidden;margin:20px}',
      body: `<div class="scan" id="s"></div>
<div class="p"><h3>Windows Defender — Alerte de sécurité</h3>
<p>** Votre ordinateur a été bloqué ** Ne fermez pas cette fenêtre. Activité suspecte détectée : Pornographic Spyware. Vos identifiants bancaires sont en danger.</p>
<p>Appelez le support Windows immédiatement :</p><p class="t">+33 9 70 73 41 88</p>
<button onclick="alert('Appelez le +33 9 70 73 41 88')">Annuler</button> <button>OK</button></div>
<script>var f=['C:\\\\Windows\\\\System32\\\\drivers\\\\etc\\\\hosts','C:\\\\Users\\\\Public\\\\mscache.dll','C:\\\\ProgramData\\\\svch0st.exe'],s=document.getElementById('s');setInterval(function(){s.innerHTML='Analyse: '+f[Math.floor(Math.random()*3)]+' ... MENACE<br>'+s.innerHTML},300);</script>`,
    }),
  },
];
