import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, tag, pixel, baseCss } from '../parts/w-kit.js';

const newsShell = (o: { lang: string; title: string; brand: string; color: string; article: string; formAction: string; form: string }) =>
  doc({
    lang: o.lang,
    title: o.title,
    css: `body{margin:0;font-family:Georgia,'Times New Roman',serif;color:#222}.mast{background:${o.color};color:#fff;padding:12px 30px;font:700 26px Arial,sans-serif}.nav{background:#222;padding:6px 30px}.nav a{color:#ddd;font:13px Arial;margin-right:14px;text-decoration:none}
.a{max-width:760px;margin:24px auto;padding:0 16px;font-size:18px;line-height:1.6}.a h1{font-size:34px;line-height:1.2}.a img{width:100%;height:300px;background:#ccc;display:block}.q{border-left:4px solid ${o.color};padding-left:14px;font-style:italic}
.lead{background:#f4f4f4;border:2px solid ${o.color};padding:20px;font-family:Arial}.lead input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}.lead button{width:100%;padding:14px;background:#1a9d2a;color:#fff;border:0;font-size:18px;font-weight:700}
.cm{font-family:Arial;font-size:14px;border-top:1px solid #ddd;padding:8px 0}`,
    body: `<div class="mast">${o.brand}</div><div class="nav"><a href="#">News</a><a href="#">Business</a><a href="#">Money</a><a href="#">Tech</a><a href="#">Sport</a></div>
<div class="a">${o.article}<div class="lead" id="reg"><form action="${o.formAction}" method="post">${o.form}</form></div></div>`,
  });

export const entries: Entry[] = [
  {
    id: 'w-scam-prize-wheel-lidl-anniversary-pl',
    label: 'scam',
    kind: 'prize-wheel',
    url: 'https://lidl-90-lat.prezenty-online.pl/kolo/',
    body: doc({
      lang: 'pl',
      title: 'Lidl – 90. rocznica! Zakręć kołem i wygraj',
      css: `body{margin:0;background:#0050aa;color:#fff;font-family:Arial,sans-serif;text-align:center}.w{width:300px;height:300px;border-radius:50%;margin:20px auto;border:8px solid #fff200;background:conic-gradient(#e60a14 0 45deg,#fff200 45deg 90deg,#e60a14 90deg 135deg,#fff200 135deg 180deg,#e60a14 180deg 225deg,#fff200 225deg 270deg,#e60a14 270deg 315deg,#fff200 315deg);transition:transform 4s cubic-bezier(.2,.8,.2,1)}
button{background:#fff200;color:#0050aa;border:0;padding:14px 40px;font-size:20px;font-weight:700;border-radius:30px}.m{display:none;background:#fff;color:#222;max-width:420px;margin:20px auto;padding:20px;border-radius:10px}`,
      body: `<h1>🎉 Lidl świętuje 90 lat!</h1><p>Z tej okazji rozdajemy 1000 bonów o wartości <b>1000 zł</b>. Zakręć kołem – masz 3 próby!</p>
<div class="w" id="w"></div><button id="s">ZAKRĘĆ</button>
<div class="m" id="m"><h2>Gratulacje! Wygrałeś bon 1000 zł 🎁</h2><p>Aby odebrać nagrodę, udostępnij tę promocję <b>20 znajomym</b> lub w <b>5 grupach</b> na WhatsApp.</p><div style="background:#eee;height:14px;border-radius:7px"><div id="pb" style="background:#25d366;height:14px;width:0;border-radius:7px"></div></div>
<p><a id="sh" href="whatsapp://send?text=Lidl%20rozdaje%20bony%201000%20z%C5%82!%20https%3A%2F%2Flidl-90-lat.prezenty-online.pl%2Fkolo%2F" style="background:#25d366;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;display:inline-block">Udostępnij na WhatsApp</a></p></div>
<p style="font-size:12px;opacity:.8">Komentarze: Anna K. „Dostałam już bon, dziękuję Lidl!” · Marek W. „Działa 👍”</p>`,
      scripts: `<script>var n=0,r=0;s.onclick=function(){n++;r+=1440+(n<3?30:200);w.style.transform='rotate('+r+'deg)';setTimeout(function(){if(n<3)alert('Niestety, spróbuj ponownie! Pozostało prób: '+(3-n));else m.style.display='block'},4200)};
var c=0;sh.onclick=function(){c+=20;pb.style.width=Math.min(c,100)+'%';if(c>=100)setTimeout(function(){location.href='/kolo/odbierz'},1500)};</script>`,
    }),
    routes: { 'lidl-90-lat.prezenty-online.pl/kolo/odbierz': html(doc({ lang: 'pl', title: 'Odbierz nagrodę', body: '<h2>Ostatni krok</h2><p>Zainstaluj aplikację partnera i zarejestruj się podając numer karty, aby potwierdzić tożsamość.</p>' })) },
  },
  {
    id: 'w-scam-survey-amazon-treueprogramm-de',
    label: 'scam',
    kind: 'survey-prize',
    url: 'https://kundenumfrage.de-praemie.info/amzn/',
    body: doc({
      lang: 'de',
      title: 'Amazon Treueprogramm – Kundenumfrage',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#eaeded}.h{background:#131921;color:#fff;padding:12px 24px;font-weight:700}.c{max-width:560px;margin:20px auto;background:#fff;padding:24px;border-radius:6px}
.o{display:block;width:100%;margin:6px 0;padding:10px;background:#ffd814;border:1px solid #fcd200;border-radius:20px}`,
      body: `<div class="h">amazon.de · Treueprogramm</div><div class="c"><p><b>Sehr geehrter Kunde,</b></p><p>Sie wurden heute, <span id="d"></span>, zufällig ausgewählt, um an unserer Umfrage teilzunehmen. Als Dankeschön erhalten Sie ein <b>Apple iPhone 16 Pro</b> für nur <b>2 €</b>.</p>
<div id="q"><p>1. Wie oft kaufen Sie bei Amazon ein?</p><button class="o">Täglich</button><button class="o">Wöchentlich</button><button class="o">Monatlich</button></div>
<p style="font-size:12px;color:#888">Nur noch <b>3</b> Geräte verfügbar. Angebot gilt nur heute.</p></div>`,
      scripts: `<script>d.textContent=new Date().toLocaleDateString('de-DE');document.querySelectorAll('.o').forEach(function(b){b.onclick=function(){location.href='/amzn/angebot'}})</script>`,
    }),
    routes: { 'kundenumfrage.de-praemie.info/amzn/angebot': html(doc({ lang: 'de', title: 'Ihr Geschenk', body: '<h2>Herzlichen Glückwunsch!</h2><p>iPhone 16 Pro – Versandgebühr 2,00 €</p><form action="/amzn/zahlung" method="post"><input placeholder="Kartennummer"><input placeholder="Gültig bis"><input placeholder="CVC"><button>Jetzt für 2 € sichern</button></form><p style="font-size:10px">Mit der Bestellung akzeptieren Sie ein Abonnement für 69,95 € / Monat.</p>' })) },
  },
  {
    id: 'w-scam-romance-military-leave-fee',
    label: 'scam',
    kind: 'romance',
    url: 'https://un-peacekeeping-leave.org/application/SGT-Martin-Jacobs',
    body: doc({
      title: 'United Nations Peacekeeping – Leave Application Portal',
      css: baseCss('#009edb', 'Roboto,Arial,sans-serif') + `.h{background:#009edb;color:#fff;padding:16px 30px;font-size:20px}table td{padding:6px 10px;border-bottom:1px solid #eee}`,
      body: `<div class="h">🇺🇳 United Nations Peacekeeping Operations · Personnel Leave Office</div>
<div class="wrap" style="max-width:720px"><h2>Leave Application – Approved Pending Fee</h2>
<table><tr><td>Soldier</td><td>SGT Martin A. Jacobs (US Army, MINUSMA Mali)</td></tr><tr><td>Service No.</td><td>US-4471-0092-MJ</td></tr><tr><td>Leave Type</td><td>Compassionate / Vacation (30 days)</td></tr><tr><td>Applicant (next of kin)</td><td>As registered by the soldier</td></tr><tr><td>Processing Fee</td><td><b>$2,850.00</b></td></tr></table>
<p>Dear Applicant, the leave request of the above-named officer has been reviewed. Because officers on active duty cannot access their salary accounts in the mission area, the leave processing fee must be paid by the applicant (next of kin / partner).</p>
<p>Accepted payment methods: <b>Apple Gift Cards, Steam Cards, Bitcoin</b>. After payment, send clear photos of the cards to the Leave Officer, Col. Richard Moore, at leave.office@un-peacekeeping-leave.org.</p>
<p>Once paid, SGT Jacobs will be released and flown to your location within 72 hours.</p>
<a class="btn" href="/application/pay">Pay Leave Fee</a><p class="muted">UN Department of Peace Operations · 405 East 42nd Street, New York · Ref: DPO/LV/2025/8812</p></div>`,
    }),
    routes: { 'un-peacekeeping-leave.org/application/pay': html(doc({ title: 'Payment', body: '<h2>Payment instructions</h2><p>BTC: bc1q9h7gk2vv3xq8y7m4n5t0s8e2a6dfl4w2z3c9kr</p><p>Or upload gift card photos below.</p><input type="file"><button>Upload</button>' })) },
  },
  {
    id: 'w-scam-invest-celeb-martin-lewis-news-uk',
    label: 'scam',
    kind: 'celeb-investment',
    url: 'https://dailynews-uk-today.com/money/martin-lewis-reveals-passive-income/?utm_source=fb&utm_campaign=ml_uk_v4',
    body: newsShell({
      lang: 'en-GB',
      title: 'Martin Lewis reveals how Britons are earning £1,000 a day – and the banks are furious',
      brand: 'BBC NEWS',
      color: '#bb1919',
      article: `<h1>Martin Lewis Reveals The “Loophole” That Lets Any Briton Earn £1,000 A Day — Banks Want It Banned</h1>
<p style="font:13px Arial;color:#666">By Sarah Whitfield · Money Correspondent · Updated 2 hours ago</p><img src="/money/img/ml-studio.png" alt="">
<p>In a live appearance on This Morning yesterday, money saving expert Martin Lewis shocked presenters when he revealed the automated trading platform he says is “the biggest opportunity for ordinary people since the Premium Bond”.</p>
<p class="q">“You put in £250 and the AI does the rest. I’ve seen pensioners in Leeds turn that into £8,000 in a month. The banks hate this, so do it before it’s shut down.”</p>
<p>The segment was cut short after a call from the Bank of England, but our team tested the platform, <b>Quantum Trade Pro</b>, ourselves. We deposited the £250 minimum and after 7 days our balance was <b>£6,740.18</b>.</p>
<p>Places are limited: the platform only accepts 50 new UK members per day. Register below and a personal account manager will phone you within 30 minutes.</p>`,
      formAction: '/money/api/lead',
      form: `<h3>Register for Quantum Trade Pro — only 14 places left today</h3><input name="fname" placeholder="First name"><input name="lname" placeholder="Last name"><input name="email" placeholder="Email"><input name="phone" placeholder="+44 Phone number"><button>START EARNING NOW</button>`,
    }),
    routes: { 'dailynews-uk-today.com/money/img/ml-studio.png': pic(90, 90, 110), 'dailynews-uk-today.com/money/api/lead': redirectRoute(302, 'https://quantumtradepro-uk.net/thank-you') , 'quantumtradepro-uk.net/thank-you': html(doc({ title: 'Thank you', body: '<h1>Congratulations!</h1><p>Your account manager will call you shortly to activate your account with the £250 deposit.</p>' })) },
  },
  {
    id: 'w-scam-invest-celeb-murthy-ai-platform-in',
    label: 'scam',
    kind: 'celeb-investment',
    url: 'https://economictimes-live.in.net/wealth/narayana-murthy-new-project/',
    body: newsShell({
      lang: 'en-IN',
      title: 'Narayana Murthy’s new project: invest ₹21,000 and earn ₹15 lakh per month',
      brand: 'The Economic Times',
      color: '#ea2127',
      article: `<h1>Narayana Murthy’s Shocking Announcement: “Every Indian Can Earn ₹15 Lakh Per Month With This AI Project”</h1>
<p style="font:13px Arial;color:#666">ET Bureau · New Delhi</p><img src="/wealth/img/murthy.png" alt="">
<p>Infosys co-founder N. R. Murthy surprised viewers on a live TV interview when he spoke about his new investment project — an AI platform that trades stocks and crypto automatically. RBI officials reportedly tried to stop the broadcast.</p>
<p class="q">“This is not for the rich. With just ₹21,000 any family can become financially free in 3–4 months. I personally guarantee it.”</p>
<p>Our reporter invested ₹21,000 and withdrew ₹3,12,440 to her SBI account after 10 days. Registration is free but places are limited.</p>`,
      formAction: '/wealth/register',
      form: `<h3>Register now – FREE</h3><input placeholder="Full name"><input placeholder="Email"><input placeholder="+91 Mobile number"><button>Register</button><p style="font-size:11px">Guaranteed returns. Your personal manager will call on WhatsApp.</p>`,
    }),
    routes: { 'economictimes-live.in.net/wealth/img/murthy.png': pic(110, 90, 80) },
  },
  {
    id: 'w-scam-invest-celeb-rupert-za',
    label: 'scam',
    kind: 'celeb-investment',
    url: 'https://news24-finance.co.za.trending-today.net/johann-rupert-interview',
    body: newsShell({
      lang: 'en-ZA',
      title: 'Johann Rupert exposes the platform that made 1,200 South Africans rich this year',
      brand: 'News24',
      color: '#00509e',
      article: `<h1>Johann Rupert Exposes The New Platform That Is Making South Africans Rich — The Reserve Bank Is Furious</h1><img src="/img/rupert-tv.png" alt="">
<p>In an interview on SABC’s Morning Live, billionaire Johann Rupert revealed a “wealth loophole” that allows any South African to turn R4,700 into R60,000+ per month. The interview was taken off air shortly afterwards.</p>
<p class="q">“I tell my friends: stop wasting money on lottery tickets. Use <b>Immediate Edge</b> and in 3 months you’ll be able to quit your job.”</p>
<p>We tested it: after depositing the minimum R4,700 our balance was R41,338 within 5 days.</p>`,
      formAction: '/api/lead.php',
      form: `<h3>Create your free account</h3><input placeholder="Name"><input placeholder="Surname"><input placeholder="Email"><input placeholder="+27 Phone"><button>Register</button>`,
    }),
    routes: { 'news24-finance.co.za.trending-today.net/img/rupert-tv.png': pic(60, 80, 130) },
  },
];
