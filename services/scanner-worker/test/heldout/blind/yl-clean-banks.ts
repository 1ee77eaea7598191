import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, countdownJs, json, js, css, gtag, cookieBar, footerLinks } from '../parts/yl-kit.js';

const csrf = (seed: string): string => Buffer.from('csrf:' + seed).toString('base64').replace(/=+$/, '');

export const entries: Entry[] = [
{
  id: 'yl-clean-ziraat-esube-own-host',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://esube1.ziraatbank.com.tr/ziraat/internetbranch/',
  body: doc({
    title: 'Ziraat Bankası İnternet Şubesi',
    lang: 'tr',
    css: cardCss({ bg: '#f5f5f5', primary: '#e30a17', radius: 4, width: 900 }) + `.hdr{background:#e30a17;padding:10px 26px;color:#fff;display:flex;justify-content:space-between;align-items:center;font-size:13px}.cols{display:grid;grid-template-columns:1fr 1fr;gap:24px}@media(max-width:760px){.cols{grid-template-columns:1fr}}
.kb{display:grid;grid-template-columns:repeat(5,1fr);gap:5px;margin:8px 0 14px}.kb button{height:36px;border:1px solid #ddd;background:#fafafa;cursor:pointer}.ann{font-size:13px;line-height:1.7}.ann li{margin-bottom:8px}`,
    body: `<div class="hdr">${wordmark('ZİRAAT BANKASI', '#fff', { size: 20 })}<span>Bireysel İnternet Şubesi · 0850 220 00 00</span></div>
<div class="wrap"><div class="cols"><div class="card"><h1>Giriş</h1>
<form id="lf" method="post" action="/ziraat/internetbranch/Login.aspx"><input type="hidden" name="__RequestVerificationToken" value="${csrf('ziraat')}">
<div class="f"><label>T.C. Kimlik / Müşteri Numarası</label><input name="CustomerNumber" inputmode="numeric" maxlength="11" required></div>
<div class="f"><label>Şifre</label><input id="pw" name="Password" type="password" maxlength="6" inputmode="numeric" required></div>
<div class="kb" id="kb"></div><button class="btn">Devam</button></form>
<p class="muted">Şifrenizi mi unuttunuz? <a href="#">Şifre Al</a></p></div>
<div class="card ann"><h3>Güvenliğiniz için</h3><ul><li>Bankamız SMS, e-posta veya telefonla şifre, doğrulama kodu veya kart bilgisi istemez.</li><li>"Bonus puanınız silinecek", "iade alacağınız var" gibi mesajlardaki bağlantılara tıklamayınız.</li><li>İnternet Şubesine her zaman adres çubuğuna <b>www.ziraatbank.com.tr</b> yazarak ulaşınız.</li><li>Şüpheli bir işlem fark ederseniz 0850 220 00 00 numaralı müşteri iletişim merkezimizi arayınız.</li></ul></div></div>
<footer>© 2025 T.C. Ziraat Bankası A.Ş. · Gizlilik · KVKK Aydınlatma Metni</footer></div>
<script>(function(){var k=document.getElementById('kb'),p=document.getElementById('pw'),d='0123456789'.split('').sort(function(){return Math.random()-.5});d.push('Sil');d.forEach(function(x){var b=document.createElement('button');b.type='button';b.textContent=x;b.onclick=function(){p.value=x==='Sil'?p.value.slice(0,-1):(p.value+x).slice(0,6)};k.appendChild(b)})})();</script>`,
  }),
  routes: { 'esube1.ziraatbank.com.tr/ziraat/internetbranch/Login.aspx': redirectRoute(302, 'https://esube1.ziraatbank.com.tr/ziraat/internetbranch/?hata=1') },
},
{
  id: 'yl-clean-qnb-ibank-own-host',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://ibank.qnb.com/qa/en/login',
  body: doc({
    title: 'QNB Internet Banking',
    css: cardCss({ bg: '#f1f0f5', primary: '#5c2d91', radius: 6 }) + `.hd{background:#5c2d91;color:#fff;padding:14px 24px;display:flex;justify-content:space-between;align-items:center}.hd a{color:#fff;font-size:13px}`,
    body: `<div class="hd">${wordmark('QNB', '#fff', { size: 28 })}<a href="/qa/ar/login">العربية</a></div>
<div class="wrap"><div class="card"><h1>Internet Banking</h1><p class="sub">Welcome back. Log in to continue.</p>
<form id="lf" action="/qa/en/api/session" method="post"><div class="f"><label>User ID</label><input name="userId" autocomplete="username" required></div><div class="f"><label>Password</label><input name="password" type="password" autocomplete="current-password" required></div><button class="btn">Log in</button></form>
<p class="muted" style="margin-top:12px"><a href="/qa/en/forgot">Forgot User ID / Password</a> · <a href="/qa/en/register">Register</a></p>
<p class="muted">QNB will never ask you to share your OTP, password or card details. Call 4440 7777 to report fraud.</p></div>
<footer>© QNB Group 2025 · Privacy · Terms</footer></div>
<script>document.getElementById('lf').onsubmit=function(e){e.preventDefault();fetch(this.action,{method:'POST',credentials:'include',headers:{'Content-Type':'application/json'},body:JSON.stringify({userId:this.userId.value,password:this.password.value})}).then(function(r){return r.json()}).then(function(j){if(j.redirect)location.href=j.redirect;else alert(j.error)})};</script>`,
  }),
  routes: { 'ibank.qnb.com/qa/en/api/session': json({ error: 'Invalid credentials. 2 attempts remaining.' }, 401) },
},
];
