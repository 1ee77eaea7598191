import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, json, js, gtag, cookieBar, footerLinks } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-clean-aramex-track-duties-due',
  label: 'clean',
  kind: 'delivery-tracking-real',
  url: 'https://www.aramex.com/ae/en/track/results?ShipmentNumber=44509812761',
  body: doc({
    title: 'Track Shipments | Aramex',
    head: gtag('G-ARMX1120T'),
    css: cardCss({ bg: '#f4f4f4', primary: '#e3262b', radius: 6, width: 760 }) + `.nav{background:#fff;padding:14px 26px;display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #e6e6e6}.nav a{color:#333;text-decoration:none;margin-left:16px;font-size:14px}
.tl{list-style:none;padding:0;margin:14px 0}.tl li{padding:10px 0 10px 18px;border-left:2px solid #e3262b;position:relative;font-size:14px}.tl li:before{content:'';position:absolute;left:-6px;top:14px;width:10px;height:10px;border-radius:50%;background:#e3262b}.tl small{color:#888;display:block}.duty{background:#fff7e6;border-radius:6px;padding:12px;font-size:14px;margin-top:10px;line-height:1.6}`,
    body: `<div class="nav">${wordmark('aramex', '#e3262b', { size: 28 })}<div><a href="/ae/en/ship">Ship</a><a href="/ae/en/track">Track</a><a href="/ae/en/shop-ship">Shop &amp; Ship</a><a href="/ae/en/support">Support</a><a href="/ae/ar/track">العربية</a></div></div>
<div class="wrap"><div class="card"><h1>Shipment 44509812761</h1><p class="sub">From: Shenzhen, CN · To: Dubai, AE · 1 piece · 0.6 kg</p>
<ul class="tl"><li><b>Customs clearance pending – duties and taxes due</b><small>Today 09:12 · Dubai</small></li><li><b>Arrived at Aramex facility</b><small>Yesterday 21:40 · Dubai Logistics City</small></li><li><b>Departed origin facility</b><small>3 days ago · Hong Kong</small></li><li><b>Shipment picked up</b><small>4 days ago · Shenzhen</small></li></ul>
<div class="duty">Customs duty and VAT of <b>AED 38.75</b> apply to this shipment. You can pay through your Aramex account, the Aramex app, or on delivery by card. Aramex will only request payment on aramex.com or in the official app – never through SMS links from unknown numbers.</div><br>
<a class="btn" style="text-align:center;line-height:46px;text-decoration:none" href="https://www.aramex.com/ae/en/account/login?returnUrl=%2Fae%2Fen%2Fduties%2F44509812761">Log in to pay duties</a></div>
<footer>${footerLinks(['Terms', 'Privacy', 'Fraud awareness', 'Careers'])}<br>© Aramex International 2025</footer></div>
${cookieBar('We use cookies to give you the best experience on our website.', 'Accept')}`,
  }),
},
{
  id: 'yl-clean-emirates-booking-payment',
  label: 'clean',
  kind: 'airline-booking-real',
  url: 'https://www.emirates.com/english/book/payment/?pnr=K7Q2LX',
  body: doc({
    title: 'Payment | Book a flight | Emirates',
    head: gtag('G-EK0912BKG'),
    css: cardCss({ bg: '#f7f5f2', primary: '#d71921', radius: 2, width: 980, font: 'Helvetica,Arial,sans-serif' }) + `.hd{background:#fff;border-bottom:1px solid #e5e0d7;padding:14px 28px;display:flex;justify-content:space-between;align-items:center}.steps{font-size:13px;color:#777}.steps b{color:#d71921}
.g{display:grid;grid-template-columns:1.5fr 1fr;gap:22px}@media(max-width:860px){.g{grid-template-columns:1fr}}.it{font-size:14px;line-height:1.8}.it b{font-size:16px}.tot{font-size:22px;font-weight:700;border-top:1px solid #eee;padding-top:10px;margin-top:10px}`,
    body: `<div class="hd">${wordmark('Emirates', '#d71921', { size: 28, font: 'Georgia, serif' })}<div class="steps">Flights › Options › Passengers › <b>Payment</b> › Confirmation</div></div>
<div class="wrap"><div class="g"><div class="card"><h1>Pay with card</h1><p class="sub">Your booking reference will be issued once payment is confirmed. You may be asked to verify with your bank (3-D Secure).</p>
<form id="pf">${cardFields({ name: 'Name on card', number: 'Card number', exp: 'Expiry date', cvv: 'Security code' })}<div class="f"><label>Billing country</label><select name="country"><option>United Arab Emirates</option><option>Saudi Arabia</option><option>Egypt</option><option>Jordan</option><option>Türkiye</option><option>Morocco</option></select></div>
<button class="btn">Pay AED 3,845</button></form><p class="muted">By paying you accept the fare rules and Emirates conditions of carriage.</p></div>
<div class="card it"><b>Dubai (DXB) → Cairo (CAI)</b><br>EK 927 · Thu 14 Aug · 07:40 – 10:05<br>Economy Flex · 1 Adult<br><br><b>Cairo (CAI) → Dubai (DXB)</b><br>EK 928 · Thu 28 Aug · 14:55 – 20:35<br><div class="tot">AED 3,845</div><span class="muted">Includes taxes, fees and charges of AED 612</span></div></div>
<footer>${footerLinks(['Contact us', 'Privacy policy', 'Cookie policy', 'Terms and conditions'])}<br>© 2025 The Emirates Group</footer></div>
<script>${cardMaskJs}document.getElementById('pf').onsubmit=function(e){e.preventDefault();fetch('/service/payment/authorise',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({pnr:new URLSearchParams(location.search).get('pnr')})}).then(function(r){return r.json()}).then(function(j){location.href=j.redirect})};</script>`,
  }),
  routes: { 'www.emirates.com/service/payment/authorise': json({ redirect: 'https://www.emirates.com/english/book/payment/?pnr=K7Q2LX&status=3ds' }) },
},
{
  id: 'yl-clean-qatar-privilege-club-login',
  label: 'clean',
  kind: 'airline-loyalty-own-domain',
  url: 'https://www.qatarairways.com/en/Privilege-Club/loginpage.html',
  body: doc({
    title: 'Log in | Privilege Club | Qatar Airways',
    css: cardCss({ bg: '#f5f3f4', primary: '#5c0632', radius: 8 }) + `.hd{background:#5c0632;color:#fff;padding:14px 24px}`,
    body: `<div class="hd">${wordmark('QATAR AIRWAYS', '#fff', { size: 20 })}</div><div class="wrap"><div class="card"><h1>Privilege Club login</h1><p class="sub">Log in with your membership number or email address.</p>
<form method="post" action="/qr/auth/login" id="lf"><div class="f"><label>Membership number or email</label><input name="user" required></div><div class="f"><label>Password</label><input name="password" type="password" required></div><button class="btn">Log in</button></form>
<p class="muted" style="margin-top:12px"><a href="#">Forgot password?</a> · <a href="#">Join Privilege Club</a></p><p class="muted">Qatar Airways will never ask you to pay a fee to extend your Avios, or to complete a survey to win free tickets.</p></div>
<footer>© Qatar Airways Group Q.C.S.C. 2025</footer></div>`,
  }),
  routes: { 'www.qatarairways.com/qr/auth/login': redirectRoute(302, 'https://www.qatarairways.com/en/Privilege-Club/loginpage.html?error=true') },
},
{
  id: 'yl-clean-ptt-gonderi-takip',
  label: 'clean',
  kind: 'delivery-tracking-real',
  url: 'https://gonderitakip.ptt.gov.tr/Track/Verify?q=RB204113998TR',
  body: doc({
    title: 'PTT Gönderi Takip',
    lang: 'tr',
    css: cardCss({ bg: '#f7f7f7', primary: '#ffcc00', text: '#222', radius: 4, width: 700 }) + `.btn{color:#222}.hd{background:#ffcc00;padding:12px 22px}table{width:100%;border-collapse:collapse;font-size:13px}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}th{background:#fafafa}`,
    body: `<div class="hd">${wordmark('PTT', '#1a3b8a', { size: 28 })}</div><div class="wrap"><div class="card"><h1>Gönderi Takip: RB204113998TR</h1>
<table><tr><th>Tarih</th><th>İşlem</th><th>Yer</th></tr><tr><td>Bugün 08:41</td><td>Gümrük işlemleri için bekliyor</td><td>İstanbul Uluslararası Posta İşleme Merkezi</td></tr><tr><td>Dün 22:10</td><td>Kabul ülkesinden giriş</td><td>İstanbul</td></tr><tr><td>3 gün önce</td><td>Kabul edildi</td><td>Almanya</td></tr></table>
<p class="muted" style="margin-top:14px">Gümrük vergisi gerektiren gönderiler için tahakkuk eden tutar, teslimat sırasında veya e-Devlet / PTT şubeleri üzerinden ödenir. PTT, SMS ile ödeme bağlantısı göndermez.</p></div>
<footer>© PTT A.Ş. · 444 1 788</footer></div>`,
  }),
},
{
  id: 'yl-clean-emiratespost-track-arabic',
  label: 'clean',
  kind: 'delivery-tracking-real',
  url: 'https://www.emiratespost.ae/ar/track-and-trace?id=RR418820963AE',
  body: doc({
    title: 'تتبع الشحنات | بريد الإمارات',
    lang: 'ar',
    css: cardCss({ bg: '#f6f6f6', primary: '#d7261e', radius: 8, width: 640 }) + `.hd{background:#fff;padding:12px 22px;border-bottom:3px solid #d7261e;display:flex;justify-content:space-between}.ev{border-right:3px solid #d7261e;padding:6px 12px;margin:10px 0;font-size:14px}.ev small{display:block;color:#888}`,
    body: `<div class="hd">${wordmark('بريد الإمارات', '#d7261e', { size: 22, width: 140 })}<a href="/en/track-and-trace" style="font-size:13px">English</a></div>
<div class="wrap"><div class="card"><h1>تتبع الشحنة</h1><form><div class="f"><label>رقم التتبع</label><input name="id" value="RR418820963AE" dir="ltr"></div><button class="btn" type="button">تتبع</button></form>
<div class="ev"><b>تم التسليم</b><small>اليوم 13:20 – دبي</small></div><div class="ev"><b>خرجت للتوصيل</b><small>اليوم 08:05 – دبي</small></div><div class="ev"><b>تم التخليص الجمركي</b><small>أمس – مركز البريد الدولي، دبي</small></div>
<p class="muted">بريد الإمارات لا يطلب دفع رسوم جمركية عبر روابط في رسائل نصية. ادفع فقط عبر الموقع الرسمي أو تطبيق بريد الإمارات.</p></div>
<footer>© مجموعة بريد الإمارات 2025</footer></div>`,
  }),
},
];
