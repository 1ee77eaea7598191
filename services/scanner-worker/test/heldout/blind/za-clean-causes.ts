import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { cookieBar, doc, gtag, gtagRoute, imgRoute } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-clean-concert-tickets-it',
  label: 'clean',
  kind: 'event-tickets',
  url: 'https://www.ticketlive.it/evento/marta-sui-tubi-torino-2025',
  body: doc({
    title: 'Marta sui Tubi — Torino, Hiroshima Mon Amour | TicketLive',
    lang: 'it',
    head: gtag('www.ticketlive.it', 'G-TKTLIVEIT0'),
    css: `body{margin:0;font-family:Arial;color:#222}header{background:#14213d;color:#fff;padding:14px 28px;display:flex;justify-content:space-between}.w{max-width:960px;margin:auto;padding:24px;display:flex;gap:24px}.w img{width:300px;height:300px;background:#556}table{width:100%;border-collapse:collapse}td{border-bottom:1px solid #eee;padding:10px}.b{background:#fca311;border:0;padding:8px 16px;font-weight:bold}.info{font-size:13px;color:#555}`,
    body: `<header><b>TicketLive</b><span>Concerti · Teatro · Sport · Il mio account</span></header>
<div class="w"><img src="/img/evento.png" alt=""><div><h1>Marta sui Tubi — Tour 2025</h1><p>📍 Hiroshima Mon Amour, Via Carlo Bossoli 83, Torino<br>📅 Sabato 13 dicembre 2025 · Apertura porte 20:30</p>
<table><tr><td>Posto unico in piedi</td><td>€ 25,00 + € 3,50 prev.</td><td><button class="b">Acquista</button></td></tr><tr><td>Posto unico — Under 25</td><td>€ 20,00 + € 3,00 prev.</td><td><button class="b">Acquista</button></td></tr></table>
<p class="info">Biglietti nominativi: max 4 per ordine. Rivenditore autorizzato. Il cambio nominativo è gratuito fino a 48 ore prima dell'evento tramite la funzione "Cambio utilizzatore". Diffida dei biglietti venduti sui social da privati.</p></div></div>${cookieBar('it')}`,
  }),
  routes: { ...gtagRoute('www.ticketlive.it'), ...imgRoute('www.ticketlive.it', '/img/evento.png', 80, 80, 110) },
},
  {
  id: 'za-clean-community-run-nl',
  label: 'clean',
  kind: 'event-registration',
  url: 'https://www.grachtenloop-leiden.nl/inschrijven',
  body: doc({
    title: 'Inschrijven — Grachtenloop Leiden 2026',
    lang: 'nl',
    css: `body{margin:0;font-family:Arial;color:#222}header{background:#0057b8;color:#fff;padding:18px 28px}.w{max-width:680px;margin:24px auto;padding:0 16px}label{display:block;margin-top:10px}input,select{width:100%;padding:9px;box-sizing:border-box}button{margin-top:14px;background:#ff6b00;color:#fff;border:0;padding:12px 24px;font-weight:bold}.s{font-size:13px;color:#666}`,
    body: `<header><h2 style="margin:0">Grachtenloop Leiden · zondag 19 april 2026</h2></header><div class="w"><h1>Inschrijven</h1><p>Kies uit 5 km, 10 km of de Kidsrun (1 km). Inschrijfgeld: 5 km € 14,50 · 10 km € 19,50 · Kidsrun € 5. Een deel van de opbrengst gaat naar Stichting Vrienden van het LUMC.</p>
<form method="post" action="/inschrijven/stap2"><label>Afstand</label><select name="afstand"><option>5 km</option><option>10 km</option><option>Kidsrun 1 km</option></select><label>Voornaam</label><input name="voornaam"><label>Achternaam</label><input name="achternaam"><label>Geboortedatum</label><input name="geb" type="date"><label>E-mail</label><input name="email" type="email"><label>Noodcontact (naam + telefoon)</label><input name="nood"><button>Verder naar betalen (iDEAL)</button></form>
<p class="s">Deelname op eigen risico. Restitutie tot 1 maart 2026 mogelijk (minus € 2,50 administratiekosten). Organisatie: Atletiekvereniging Holland Leiden, KvK 40445566.</p></div>${cookieBar('nl')}`,
  }),
},
  {
  id: 'za-clean-conference-tickets-stripe',
  label: 'clean',
  kind: 'event-tickets',
  url: 'https://2026.creatorcraftconf.com/tickets',
  body: doc({
    title: 'Tickets — CreatorCraft Conf 2026, Austin TX',
    css: `body{margin:0;font-family:Inter,Arial;background:#0e0e14;color:#eee}nav{padding:18px 40px;display:flex;justify-content:space-between}nav a{color:#aaa;margin-left:16px;text-decoration:none}.g{display:flex;gap:20px;max-width:1000px;margin:30px auto;padding:0 16px}.t{flex:1;background:#1a1a24;border-radius:12px;padding:22px}.t .p{font-size:32px;font-weight:800}.t a{display:block;background:#7c5cff;color:#fff;text-align:center;padding:12px;border-radius:8px;text-decoration:none;margin-top:14px}.fine{max-width:1000px;margin:auto;padding:0 16px;font-size:13px;color:#999}`,
    body: `<nav><b>CreatorCraft Conf '26</b><span><a href="/">Home</a><a href="/speakers">Speakers</a><a href="/schedule">Schedule</a><a href="/venue">Venue</a><a href="/tickets">Tickets</a></span></nav><h1 style="text-align:center">March 24–26, 2026 · Austin Convention Center</h1>
<div class="g"><div class="t"><h3>Early bird</h3><div class="p">$349</div><p>All 3 days, workshops, lunch. Until Dec 31.</p><a href="https://checkout.creatorcraftconf.com/c/early">Buy ticket</a></div><div class="t"><h3>Creator Pro</h3><div class="p">$649</div><p>Plus VIP lounge, 1:1 brand-deal clinic, recordings.</p><a href="https://checkout.creatorcraftconf.com/c/pro">Buy ticket</a></div><div class="t"><h3>Student</h3><div class="p">$149</div><p>Valid student ID required at check-in.</p><a href="https://checkout.creatorcraftconf.com/c/student">Buy ticket</a></div></div>
<div class="fine"><p>Tickets are transferable until March 10 via your order page. Full refunds until Feb 1, 2026; 50% until March 1. Group discounts for 5+ — email tickets@creatorcraftconf.com. We only sell tickets on this site; we never sell tickets via DMs.</p><p>Code of conduct applies to all attendees.</p></div>`,
  }),
},
  {
  id: 'za-clean-disaster-relief-red-crescent-ar',
  label: 'clean',
  kind: 'charity',
  url: 'https://www.alhilal-relief.org/ar/donate/flood-appeal',
  body: doc({
    title: 'نداء الفيضانات — تبرّع الآن | جمعية الهلال للإغاثة',
    lang: 'ar',
    dir: 'rtl',
    css: `body{margin:0;font-family:Tahoma,Arial;color:#222}header{background:#b91c1c;color:#fff;padding:16px 28px}.w{max-width:720px;margin:24px auto;padding:0 16px}.amt button{padding:10px 16px;margin:4px;border:1px solid #b91c1c;background:#fff;color:#b91c1c}.n{background:#fef2f2;padding:12px;border-radius:6px;font-size:14px}footer{background:#f3f3f3;padding:18px 28px;font-size:12px}`,
    body: `<header><b>جمعية الهلال للإغاثة والتنمية</b> — جمعية خيرية مرخّصة</header><div class="w"><h1>نداء عاجل: الفيضانات</h1><p>تضررت أكثر من 12,000 أسرة من الفيضانات الأخيرة. فرقنا الميدانية توزّع سلال غذائية، مياه شرب نظيفة، وأغطية. تبرعك يصل مباشرة إلى المتضررين.</p>
<div class="amt"><button>50 ر.س</button><button>100 ر.س</button><button>250 ر.س</button><button>مبلغ آخر</button></div><p><a href="https://pay.alhilal-relief.org/ar/checkout?c=flood25">متابعة إلى صفحة الدفع الآمنة</a> — مدى، فيزا، ماستركارد، Apple Pay</p>
<p class="n">رقم الترخيص: 1147 · تخضع الجمعية لرقابة الجهات المختصة · تُنشر التقارير المالية سنوياً على موقعنا. لا نطلب التبرعات عبر الحسابات الشخصية أو الرسائل الخاصة.</p>
<p><a href="/en/donate/flood-appeal">English</a></p></div><footer>© 2025 جمعية الهلال للإغاثة والتنمية · سياسة الخصوصية · اتصل بنا</footer>`,
  }),
},
];
