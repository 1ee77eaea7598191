import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

const otp = (n = 6) => `<div style="display:flex;gap:8px">${Array.from({ length: n }, (_, i) => `<input maxlength="1" class="d" style="width:44px;text-align:center" aria-label="digit ${i + 1}">`).join('')}</div>`;

export const entries: Entry[] = [
  {
    id: 'zj-ok-binance-accounts-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://accounts.binance.com/en/login?loginChannel=&return_to=aHR0cHM6Ly93d3cuYmluYW5jZS5jb20vZW4%3D',
    body: Z.doc({
      title: 'Log In | Binance',
      style: Z.LIGHT + 'main{max-width:420px;border:1px solid #eaecef;border-radius:24px;margin-top:40px}.btn{background:#fcd535;color:#202630;width:100%}',
      head: Z.gtag('G-3WP50LGEEC'),
      body: `<main><p><img src="/static/images/common/logo.png" width="120" height="24" alt="Binance"></p><h2>Log in</h2><form id="f" action="/bapi/accounts/v1/public/login" method="post"><label>Email/Phone number</label><input name="email" autocomplete="username"><p><button class="btn">Next</button></p></form>
  <p style="text-align:center;color:#707a8a">or</p><p><button class="btn alt" style="width:100%">Continue with Passkey</button></p><p><button class="btn alt" style="width:100%">Continue with Google</button></p><p><button class="btn alt" style="width:100%">Continue with Apple</button></p>
  <p style="font-size:13px"><a href="#">Create a Binance Account</a></p><p style="font-size:12px;color:#707a8a">Anti-phishing tip: make sure you're visiting <b>https://accounts.binance.com</b>.</p></main>
  <footer style="text-align:center">English · Cookies · Privacy · © 2026 Binance</footer>`,
    }),
    routes: { 'accounts.binance.com/static/images/common/logo.png': Z.img(240, 185, 11) },
  },
  {
    id: 'zj-ok-coinbase-2fa-prompt',
    label: 'clean',
    kind: 'own-2fa',
    url: 'https://login.coinbase.com/signin/step-up/totp',
    body: Z.doc({
      title: 'Coinbase',
      style: Z.LIGHT + 'main{max-width:440px;border:1px solid #dee1e6;border-radius:12px;margin-top:50px}.btn{background:#0052ff;width:100%}',
      body: `<main><p style="color:#0052ff;font-weight:800;font-size:24px">coinbase</p><h2>Enter the code from your authenticator app</h2><p>Open your authentication app (e.g. Google Authenticator, Authy) and enter the 6-digit code for your Coinbase account.</p>
  ${otp()}<p><button class="btn">Continue</button></p><p style="font-size:13px"><a href="#">Use a security key</a> · <a href="#">I can't access my authenticator app</a></p>
  <p style="font-size:12px;color:#5b616e">Coinbase will never call you or ask you to move funds to a "safe" or "vault" address. Never share your 2-step verification codes.</p></main>`,
    }),
  },
  {
    id: 'zj-ok-ko-upbit-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://upbit.com/signin',
    body: Z.doc({
      lang: 'ko',
      title: '로그인 | 업비트',
      style: Z.LIGHT + 'main{max-width:420px;text-align:center}.btn{background:#093687;width:100%}',
      body: `<main><h1 style="color:#093687">UPbit</h1><p>업비트 로그인은 카카오 계정 또는 네이버 계정으로 진행됩니다.</p><p><button class="btn" style="background:#fee500;color:#000">카카오로 로그인</button></p><p><button class="btn" style="background:#03c75a">네이버로 로그인</button></p>
  <p style="font-size:13px">업비트는 전화, 문자로 비밀번호나 OTP 번호를 절대 요구하지 않습니다. 고객센터: 1588-5682</p><p style="font-size:12px;color:#888">두나무 주식회사 · 서울특별시 강남구 테헤란로 4길 14</p></main>`,
    }),
  },
  {
    id: 'zj-ok-tr-btcturk-giris',
    label: 'clean',
    kind: 'own-login',
    url: 'https://kripto.btcturk.com/giris',
    body: Z.doc({
      lang: 'tr',
      title: 'Giriş Yap | BtcTurk | Kripto',
      style: Z.LIGHT + 'main{max-width:420px}.btn{background:#1a73e8;width:100%}',
      body: `<main><h2>BtcTurk | Kripto</h2><h3>Giriş Yap</h3><form method="post" action="/api/v2/giris"><label>E-posta</label><input name="email" autocomplete="username"><label>Şifre</label><input name="sifre" type="password"><p><button class="btn">Giriş Yap</button></p></form>
  <p style="font-size:13px"><a href="#">Şifremi unuttum</a> · <a href="#">Hesap oluştur</a></p><p style="font-size:12px;color:#666">BtcTurk çalışanları sizden hiçbir zaman şifre, SMS kodu veya Google Authenticator kodu istemez. Adres çubuğunda <b>kripto.btcturk.com</b> olduğundan emin olun.</p>
  <p style="font-size:12px;color:#777">© 2026 BtcTurk Bilişim Hizmetleri A.Ş. · KVKK</p></main>`,
    }),
  },
];
