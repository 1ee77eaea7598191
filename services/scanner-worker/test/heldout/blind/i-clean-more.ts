import { type Entry } from '../entry.js';
import { doc, cookieBar } from '../parts/i-parts.js';

// More legitimate login pages: Korean portal, Turkish e-government, gaming, a company's own on-prem OWA.

export const entries: Entry[] = [
  {
  id: 'i-clean-gov-tr-edevlet-giris',
  label: 'clean',
  kind: 'gov-login',
  url: 'https://giris.turkiye.gov.tr/Giris/gir?i=1',
  body: doc({
    title: 'e-Devlet Kapısı Kimlik Doğrulama Sistemi',
    lang: 'tr',
    head: `<style>body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f5f5f5;color:#333}.h{background:#fff;border-bottom:4px solid #e30a17;padding:14px 30px;display:flex;justify-content:space-between}.h b{color:#e30a17}.w{max-width:860px;margin:30px auto;display:flex;gap:24px}.tabs{width:220px}.tabs a{display:block;padding:12px;background:#fff;border:1px solid #ddd;margin-bottom:-1px;color:#333;text-decoration:none;font-size:14px}.tabs a.on{border-left:4px solid #e30a17;font-weight:bold}.f{flex:1;background:#fff;border:1px solid #ddd;padding:24px}.f input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aaa;margin:4px 0 14px}.f button{background:#e30a17;color:#fff;border:0;padding:10px 24px}.v{font-size:13px;background:#eef6ff;padding:10px;margin-top:14px}footer{text-align:center;font-size:12px;color:#777;padding:20px}</style>`,
    body: `<div class="h"><b>türkiye.gov.tr</b><span style="font-size:13px">Kimlik Doğrulama Sistemi</span></div>
<div class="w"><div class="tabs"><a class="on" href="#">e-Devlet Şifresi</a><a href="#">Mobil İmza</a><a href="#">Elektronik İmza</a><a href="#">T.C. Kimlik Kartı</a><a href="#">İnternet Bankacılığı</a></div>
<div class="f"><form onsubmit="return false"><label>T.C. Kimlik No</label><input maxlength="11" inputmode="numeric" autocomplete="username"><label>e-Devlet Şifresi</label><input type="password" autocomplete="current-password"><button>Giriş Yap</button> <a href="#" style="font-size:13px;margin-left:12px">Şifremi Unuttum</a></form>
<p class="v"><b>Dikkat:</b> e-Devlet Kapısı, vergi iadesi, ceza ödemesi veya benzeri gerekçelerle SMS ya da e-posta yoluyla bağlantı göndermez ve kart bilgisi talep etmez. Adres çubuğunda <b>turkiye.gov.tr</b> yazdığından emin olun.</p></div></div>
<footer>© 2025 Cumhurbaşkanlığı Dijital Dönüşüm Ofisi · Gizlilik ve Güvenlik · Hızlı Çözüm Merkezi</footer>`,
  }),
},
  {
  id: 'i-clean-brand-roblox-login-page',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://www.roblox.com/login?returnUrl=https%3A%2F%2Fwww.roblox.com%2Fhome&i=1',
  body: doc({
    title: 'Log in to Roblox',
    head: `<style>body{margin:0;font-family:'Builder Sans',Arial,sans-serif;background:#232527;color:#fff}.n{background:#191b1d;padding:10px 20px;display:flex;gap:20px;align-items:center;font-size:14px}.n b{font-size:20px}.c{max-width:380px;margin:50px auto;text-align:center}input{width:100%;box-sizing:border-box;background:#191b1d;border:1px solid #4d4f51;border-radius:8px;padding:12px;color:#fff;margin-bottom:10px;font-size:15px}.b{width:100%;background:#fff;color:#191b1d;border:0;border-radius:8px;padding:12px;font-size:16px;font-weight:600}.alt{width:100%;background:transparent;color:#fff;border:1px solid #4d4f51;border-radius:8px;padding:12px;margin-top:10px}footer{text-align:center;font-size:12px;color:#999;margin:60px 0 20px}</style>`,
    body: `<div class="n"><b>ROBLOX</b><span>Charts</span><span>Marketplace</span><span>Create</span><span>Robux</span></div>
<div class="c"><h2>Login to Roblox</h2>
<form onsubmit="return false"><input placeholder="Username/Email/Phone" autocomplete="username"><input type="password" placeholder="Password" autocomplete="current-password"><button class="b">Log In</button></form>
<p style="font-size:13px"><a href="/login/forgot-password-or-username" style="color:#fff">Forgot Password or Username?</a></p>
<button class="alt">Email Me a One-Time Code</button><button class="alt">Quick Login</button><button class="alt">Use Another Device</button>
<p style="font-size:13px">Don't have an account? <a href="/" style="color:#fff">Sign Up</a></p>
<p style="font-size:12px;color:#bbb">Roblox will never give away free Robux. Only buy Robux on roblox.com or in the official app.</p></div>
<footer>About Us · Jobs · Blog · Parents · Gift Cards · Help · Terms · Accessibility · Privacy · Your Privacy Choices<br>©2025 Roblox Corporation</footer>`,
  }),
},
];
