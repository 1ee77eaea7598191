import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { cookieBar, doc, gtag, gtagRoute, imgRoute } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-clean-fundraiser-medical-platform',
  label: 'clean',
  kind: 'fundraiser',
  url: 'https://www.givealong.org/campaigns/tomas-recovery-fund',
  body: doc({
    title: "Tomás's recovery fund | GiveAlong",
    head: gtag('www.givealong.org', 'G-GIVEALNG11'),
    css: `body{margin:0;font-family:Helvetica,Arial;color:#333}header{padding:14px 30px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}header b{color:#00875a}.w{max-width:1000px;margin:auto;display:flex;gap:30px;padding:24px}.m{flex:2}.s{flex:1;border:1px solid #eee;border-radius:10px;padding:18px;height:fit-content}.m img{width:100%;height:320px;background:#cdd;border-radius:8px}.pr{height:8px;background:#eee;border-radius:4px}.pr i{display:block;height:100%;width:64%;background:#00875a;border-radius:4px}.b{display:block;background:#00875a;color:#fff;text-align:center;padding:13px;border-radius:8px;text-decoration:none;margin:10px 0}.u{border-top:1px solid #eee;padding:10px 0;font-size:14px}`,
    body: `<header><b>GiveAlong</b><span>How it works · Start a fundraiser · Sign in</span></header>
<div class="w"><div class="m"><img src="/media/tomas.png" alt=""><h1>Tomás's recovery fund</h1><p>Ana Ruiz is organising this fundraiser on behalf of Tomás Ruiz. · Portland, OR · <a href="#">Verified organiser</a></p>
<p>On September 3rd my brother Tomás was hit by a car while cycling to work. He's home now after three surgeries, but he can't work for at least four months and his insurance doesn't cover physical therapy beyond 20 sessions. Funds go to Tomás's PT, rent, and the new bike he insists on getting. Thank you for every share. — Ana</p>
<h3>Updates (3)</h3><div class="u"><b>Oct 28</b> — Tomás walked without crutches today! Thank you all.</div><div class="u"><b>Oct 2</b> — We reached $10k. PT covered through December.</div>
<p style="font-size:13px;color:#666">Donations are not tax-deductible. GiveAlong charges no platform fee; card processing fee 2.9% + $0.30. <a href="/guarantee">GiveAlong Giving Guarantee</a></p></div>
<div class="s"><p><b>$16,120</b> raised of $25,000 goal</p><div class="pr"><i></i></div><p>312 donations</p><a class="b" href="/campaigns/tomas-recovery-fund/donate">Donate now</a><a class="b" style="background:#fff;color:#00875a;border:1px solid #00875a" href="#share">Share</a><p style="font-size:13px">Lisa M. · $50<br>Anonymous · $25<br>Portland Bike Collective · $500</p></div></div>`,
  }),
  routes: { ...gtagRoute('www.givealong.org'), ...imgRoute('www.givealong.org', '/media/tomas.png', 180, 200, 210) },
},
  {
  id: 'za-clean-charity-donate-giftaid-uk',
  label: 'clean',
  kind: 'charity',
  url: 'https://www.coastalhedgehogrescue.org.uk/donate',
  body: doc({
    title: 'Donate — Coastal Hedgehog Rescue (Registered Charity 1184402)',
    lang: 'en-GB',
    css: `body{margin:0;font-family:Arial;color:#2d2d2d}header{background:#5a3e2b;color:#fff;padding:16px 30px}.w{max-width:700px;margin:24px auto;padding:0 16px}.amt label{display:inline-block;border:1px solid #5a3e2b;padding:10px 16px;margin:4px;border-radius:4px}input[type=text],input[type=email]{width:100%;padding:10px;margin:4px 0;box-sizing:border-box}.ga{background:#f3efe9;padding:14px;border-radius:6px;font-size:14px}button{background:#5a3e2b;color:#fff;border:0;padding:12px 26px;margin-top:10px}footer{background:#f3efe9;padding:20px 30px;font-size:12px}`,
    body: `<header><b>Coastal Hedgehog Rescue</b> · Caring for sick and injured hedgehogs in Devon since 2009</header>
<div class="w"><h1>Make a donation</h1><p>This autumn we have 86 underweight hoglets in care. £15 feeds one hoglet for a month. Every penny goes to food, vet bills and heating.</p>
<form method="post" action="https://checkout.coastalhedgehogrescue.org.uk/session"><div class="amt"><label><input type="radio" name="amt" value="5"> £5</label><label><input type="radio" name="amt" value="15" checked> £15</label><label><input type="radio" name="amt" value="30"> £30</label><label><input type="radio" name="amt" value="other"> Other</label></div><p><label><input type="checkbox" name="monthly"> Make this a monthly gift</label></p><input type="text" name="name" placeholder="Full name"><input type="email" name="email" placeholder="Email">
<div class="ga"><label><input type="checkbox" name="giftaid"> <b>Yes, I want to Gift Aid my donation</b></label><br>Boost your donation by 25p of Gift Aid for every £1 you donate. I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed on all my donations in that tax year it is my responsibility to pay any difference.</div><button>Continue to secure payment</button></form>
<p>Prefer to give another way? Bank transfer details are in our <a href="/annual-report-2024.pdf">annual report</a>, or drop food donations at the hospital (by appointment).</p></div>
<footer>Registered charity no. 1184402 (England & Wales) · Fundraising Regulator registered · <a href="/privacy">Privacy</a></footer>${cookieBar('en')}`,
  }),
},
  {
  id: 'za-clean-animal-shelter-iban-tr',
  label: 'clean',
  kind: 'charity',
  url: 'https://www.kadikoyhayvandostlari.org.tr/bagis',
  body: doc({
    title: 'Bağış Yap — Kadıköy Hayvan Dostları Derneği',
    lang: 'tr',
    css: `body{margin:0;font-family:Arial;color:#333}header{background:#2f6f4f;color:#fff;padding:16px 28px;display:flex;justify-content:space-between}header a{color:#dfe;margin-left:14px;text-decoration:none}.w{max-width:760px;margin:24px auto;padding:0 16px}table{border-collapse:collapse;width:100%}td{border:1px solid #ddd;padding:8px}.n{background:#f2f7f4;padding:12px;border-radius:6px;font-size:14px}footer{background:#eee;padding:18px 28px;font-size:12px}`,
    body: `<header><b>Kadıköy Hayvan Dostları Derneği</b><span><a href="/">Ana Sayfa</a><a href="/sahiplen">Sahiplen</a><a href="/gonullu">Gönüllü Ol</a><a href="/faaliyet-raporlari">Faaliyet Raporları</a></span></header>
<div class="w"><h1>Bağış Yap</h1><p>Derneğimiz 2012'den bu yana sokak hayvanlarının kısırlaştırma, aşı ve tedavi masraflarını bağışlarla karşılıyor. 2024 yılında 1.840 hayvanın kısırlaştırmasını ve 3.200 aşısını gerçekleştirdik.</p>
<h3>Banka hesaplarımız (dernek tüzel kişiliği adına)</h3><table><tr><td>Banka</td><td>Türkiye İş Bankası — Kadıköy Şubesi</td></tr><tr><td>Hesap adı</td><td>KADIKÖY HAYVAN DOSTLARI DERNEĞİ</td></tr><tr><td>IBAN (TL)</td><td>TR12 0006 4000 0011 2340 0567 89</td></tr></table>
<p class="n">Bağışlarınız için makbuz düzenlenir. Dernek kütük no: 34-201-114. Kişisel hesaplara bağış istemiyoruz; derneğimiz adına şahıs IBAN'ı paylaşanlara itibar etmeyiniz. Denetim raporlarımız <a href="/faaliyet-raporlari">burada</a>.</p>
<p>Kredi kartı ile bağış: <a href="https://odeme.kadikoyhayvandostlari.org.tr/">güvenli ödeme sayfası</a> (3D Secure)</p></div>
<footer>Caferağa Mah. Moda Cad. No:41 Kadıköy/İstanbul · info@kadikoyhayvandostlari.org.tr · KVKK Aydınlatma Metni</footer>`,
  }),
},
  {
  id: 'za-clean-school-pta-raffle',
  label: 'clean',
  kind: 'fundraiser',
  url: 'https://www.maplecreekpta.org/fall-raffle',
  body: doc({
    title: 'Fall Raffle 2025 — Maple Creek Elementary PTA',
    css: `body{margin:0;font-family:Verdana,Arial;color:#333;background:#fffdf6}header{background:#c2410c;color:#fff;padding:16px 24px}.w{max-width:720px;margin:24px auto;padding:0 16px}.prize{border:1px dashed #c2410c;padding:10px;margin:8px 0;border-radius:6px}small{color:#666}`,
    body: `<header><b>Maple Creek Elementary PTA</b> 🍁</header><div class="w"><h1>Fall Raffle 2025</h1><p>All proceeds support field trips, the library refresh and the new buddy bench. Tickets are $5 each or 5 for $20. Drawing on Friday, November 21 at the Fall Family Night (gym, 6:30pm). You don't need to be present to win.</p>
<h3>Prizes (all donated by local businesses)</h3><div class="prize">🎟 Family 4-pack to the Children's Museum — donated by the museum</div><div class="prize">🍕 $100 gift card — Tony's Pizzeria</div><div class="prize">🚲 Kids' bike — Riverside Cycles</div><div class="prize">📚 Book bundle — Maple Leaf Books</div>
<p><a href="https://www.maplecreekpta.org/store/raffle-tickets">Buy tickets online</a> or send cash/check (payable to Maple Creek PTA) in an envelope with your child's name and teacher.</p><small>Maple Creek Elementary PTA is a 501(c)(3) nonprofit, EIN 84-1122334. Raffle conducted under state charitable gaming license #R-2025-0417. Questions: treasurer@maplecreekpta.org</small></div>`,
  }),
},
  {
  id: 'za-clean-meetup-rsvp-za',
  label: 'clean',
  kind: 'event-registration',
  url: 'https://events.capetownmakers.co.za/e/robotics-night-nov',
  body: doc({
    title: 'Robotics Night @ Woodstock Exchange | Cape Town Makers',
    lang: 'en-ZA',
    css: `body{margin:0;font-family:Arial;color:#222;background:#f7f7f2}.w{max-width:680px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}.tag{display:inline-block;background:#e0f2e9;padding:3px 8px;border-radius:4px;font-size:12px;margin-right:4px}button{background:#0f766e;color:#fff;border:0;padding:11px 22px;border-radius:6px}`,
    body: `<div class="w"><span class="tag">Free</span><span class="tag">In person</span><h1>Robotics Night: build a line-follower</h1><p>📅 Thursday 27 November, 18:00–21:00 SAST<br>📍 Woodstock Exchange, 66 Albert Rd, Woodstock</p><p>Bring a laptop. We provide kits (Arduino Nano, motors, sensors) — you keep the kit for R150 or return it at the end. Pizza sponsored by our friends at Rondebosch Robotics.</p>
<form method="post" action="/e/robotics-night-nov/rsvp"><input name="name" placeholder="Your name"> <input name="email" placeholder="Email"> <button>RSVP</button></form><p style="font-size:13px;color:#666">42 going · 18 spots left · Hosted by Cape Town Makers NPC (2019/114455/08)</p></div>`,
  }),
},
];
