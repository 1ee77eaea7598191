import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, json, js, gtag, cookieBar, footerLinks } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-clean-uaepass-idhub-login',
  label: 'clean',
  kind: 'gov-identity-own-domain',
  url: 'https://id.uaepass.ae/idshub/login?spEntityID=https%3A%2F%2Fwww.icp.gov.ae',
  body: doc({
    title: 'UAE PASS – Login',
    css: cardCss({ bg: '#fff', primary: '#1e3a5f', radius: 10 }) + `.card{box-shadow:none;border:1px solid #e4e7ec}.sp{font-size:13px;color:#555;background:#f6f8fb;border-radius:8px;padding:10px;margin-bottom:14px}.qr{width:150px;height:150px;margin:10px auto;background:repeating-linear-gradient(45deg,#1e3a5f 0 6px,#fff 6px 12px);opacity:.85}`,
    body: `<div class="wrap"><div class="logo">${wordmark('UAE PASS', '#1e3a5f', { size: 28 })}</div><div class="card">
<div class="sp">You are logging in to <b>Federal Authority for Identity, Citizenship, Customs &amp; Port Security</b></div>
<h1>Login to UAE PASS</h1><form id="lf"><div class="f"><label>Emirates ID, email, or phone (e.g. 971500000000)</label><input name="id" required></div><div class="f"><label><input type="checkbox" name="remember" style="width:auto;height:auto"> Remember me</label></div><button class="btn">Login</button></form>
<p class="muted" style="text-align:center">A notification will be sent to the UAE PASS app on your phone. Approve it to continue.</p><div class="qr" aria-label="QR code"></div>
<p class="muted" style="text-align:center">Don't have an account? <a href="/idshub/register">Create new account</a></p></div>
<footer>${footerLinks(['Terms', 'Privacy', 'Accessibility', 'FAQ'])}<br>UAE PASS – The national digital identity</footer></div>
<script>document.getElementById('lf').onsubmit=function(e){e.preventDefault();fetch('/idshub/api/push',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({id:this.id.value})}).then(function(r){return r.json()}).then(function(j){document.querySelector('.card h1').textContent=j.msg})};</script>`,
  }),
  routes: { 'id.uaepass.ae/idshub/api/push': json({ msg: 'Open UAE PASS app on your phone to confirm' }) },
},
{
  id: 'yl-clean-edevlet-giris-own-host',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://giris.turkiye.gov.tr/Giris/e-Devlet-Sifresi?sonrakiSayfa=%2Fbelediye-ebelediye-borc-sorgulama',
  body: doc({
    title: 'e-Devlet Kapısı Kimlik Doğrulama Sistemi',
    lang: 'tr',
    css: cardCss({ bg: '#eef0f3', primary: '#c8102e', radius: 3, width: 520 }) + `.hd{background:#c8102e;color:#fff;padding:10px 22px}.tabs{display:flex;border-bottom:1px solid #ddd;margin-bottom:16px;font-size:13px}.tabs a{padding:9px 10px;color:#666;text-decoration:none}.tabs a.on{border-bottom:3px solid #c8102e;color:#222;font-weight:600}`,
    body: `<div class="hd">${wordmark('e-Devlet', '#fff', { size: 22 })}</div>
<div class="wrap"><div class="card"><div class="tabs"><a class="on" href="/Giris/e-Devlet-Sifresi">e-Devlet Şifresi</a><a href="/Giris/Mobil-Imza">Mobil İmza</a><a href="/Giris/Elektronik-Imza">Elektronik İmza</a><a href="/Giris/T-C-Kimlik-Karti">T.C. Kimlik Kartı</a><a href="/Giris/Internet-Bankaciligi">İnternet Bankacılığı</a></div>
<form method="post" action="/Giris/e-Devlet-Sifresi/Dogrula" id="lf"><input type="hidden" name="token" value="{8F2A0E7B-4C1D-4B62-A5E3-12CE90F4AB77}"><div class="f"><label>T.C. Kimlik No</label><input name="tridField" maxlength="11" inputmode="numeric" required></div><div class="f"><label>e-Devlet Şifresi</label><input name="egpField" type="password" required></div>
<button class="btn">Giriş Yap</button></form><p class="muted">Şifremi Unuttum · e-Devlet Şifresi Nedir, Nasıl Alınır?</p>
<p class="muted">e-Devlet Kapısı hiçbir şekilde SMS veya e-posta ile "iade", "ödül" veya "borç" bildirimi gönderip bağlantı üzerinden şifre veya kart bilgisi istemez.</p></div>
<footer>T.C. Cumhurbaşkanlığı Dijital Dönüşüm Ofisi</footer></div>`,
  }),
  routes: { 'giris.turkiye.gov.tr/Giris/e-Devlet-Sifresi/Dogrula': redirectRoute(302, 'https://giris.turkiye.gov.tr/Giris/e-Devlet-Sifresi?hata=1') },
},
{
  id: 'yl-clean-dewa-easy-pay-card',
  label: 'clean',
  kind: 'utility-bill-pay-real',
  url: 'https://www.dewa.gov.ae/en/consumer/billing/easy-pay',
  body: doc({
    title: 'Easy Pay | Dubai Electricity & Water Authority',
    head: gtag('G-DEWA55P1Y'),
    css: cardCss({ bg: '#f3f7f5', primary: '#007a3d', radius: 6, width: 560 }) + `.hd{background:#fff;padding:12px 24px;border-bottom:3px solid #007a3d;display:flex;justify-content:space-between;align-items:center}.hd span{font-size:13px}.bill{display:none;background:#f6faf8;border:1px solid #d5e7dd;padding:12px;border-radius:6px;margin:14px 0;font-size:14px}.bill div{display:flex;justify-content:space-between;padding:3px 0}`,
    body: `<div class="hd">${wordmark('DEWA', '#007a3d', { size: 30 })}<span>Consumer · Builder · Supplier · عربي</span></div>
<div class="wrap"><div class="card"><h1>Easy Pay</h1><p class="sub">Pay your DEWA bill quickly without logging in. Enter your contract account number (12 digits, starting with 2).</p>
<form id="lk"><div class="f"><label>Contract account number</label><input name="ca" inputmode="numeric" maxlength="12" required></div><button class="btn">Get bill</button></form>
<div class="bill" id="bill"><div><span>Account</span><b id="ca"></b></div><div><span>Premise</span><span>Apartment · Al Barsha 1</span></div><div><span>Outstanding</span><b>AED 612.40</b></div></div>
<form id="pay" style="display:none">${cardFields({ name: 'Name on card', number: 'Card number', exp: 'Expiry', cvv: 'CVV' })}<button class="btn">Pay AED 612.40</button></form>
<p class="muted">You can also pay through the DEWA app, Dubai Now, or your bank. DEWA will never ask you to pay by clicking a link in an SMS or WhatsApp message.</p></div>
<footer>© 2025 Dubai Electricity &amp; Water Authority (PJSC) · Call 04 601 9999</footer></div>
<script>${cardMaskJs}
document.getElementById('lk').onsubmit=function(e){e.preventDefault();document.getElementById('ca').textContent=this.ca.value;document.getElementById('bill').style.display='block';document.getElementById('pay').style.display='block'};
document.getElementById('pay').onsubmit=function(e){e.preventDefault();fetch('/api/easypay/checkout',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({ca:document.getElementById('ca').textContent})}).then(function(r){return r.json()}).then(function(j){if(j.url)location.href=j.url})};</script>`,
  }),
  routes: { 'www.dewa.gov.ae/api/easypay/checkout': json({ url: 'https://www.dewa.gov.ae/en/consumer/billing/easy-pay?status=pending' }) },
},
];
