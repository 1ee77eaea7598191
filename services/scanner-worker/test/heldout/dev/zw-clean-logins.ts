import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zw-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zw-ok-coinbase-own-signin',
    label: 'clean',
    kind: 'exchange-login-own-domain',
    url: 'https://login.coinbase.com/signin?s=2',
    body: doc('Coinbase - Sign In', `
<div style="display:flex;justify-content:center;padding-top:60px"><div style="width:440px;border:1px solid #dee1e6;border-radius:16px;padding:36px">
<div style="color:#0052ff;font-weight:700;font-size:22px">coinbase</div><h2>Sign in to Coinbase</h2>
<form id="f" method="post" action="/api/v1/signin"><label style="font-weight:600">Email</label><input name="email" type="email" autocomplete="username" style="width:100%;padding:14px;border:1px solid #ccc;border-radius:8px;margin:6px 0 16px">
<button style="width:100%;background:#0052ff;color:#fff;border:0;padding:16px;border-radius:30px">Continue</button></form>
<p style="text-align:center;color:#5b616e">OR</p><button style="width:100%;padding:14px;border:1px solid #ccc;border-radius:30px;background:#fff">Sign in with Passkey</button><button style="width:100%;margin-top:8px;padding:14px;border:1px solid #ccc;border-radius:30px;background:#fff">Sign in with Google</button>
<p style="font-size:13px;color:#5b616e">Not your device? Use a private window. See our <a href="https://www.coinbase.com/legal/privacy">Privacy Policy</a>.</p></div></div>`),
  },
  {
    id: 'zw-ok-binance-accounts-login',
    label: 'clean',
    kind: 'exchange-login-own-domain',
    url: 'https://accounts.binance.com/en/login',
    body: doc('Log In | Binance', `
<div style="max-width:425px;margin:48px auto;border:1px solid #eaecef;border-radius:24px;padding:40px">
<b style="color:#f0b90b;font-size:22px">BINANCE</b><h1 style="font-size:32px">Log in</h1>
<form method="post" action="/bapi/accounts/v2/public/authcenter/login"><label>Email/Phone number</label><input name="email" style="width:100%;padding:12px;border:1px solid #eaecef;border-radius:8px;margin:6px 0 14px"><button style="width:100%;padding:12px;background:#fcd535;border:0;border-radius:8px">Next</button></form>
<p style="text-align:center;color:#707a8a">or</p><button style="width:100%;padding:12px;border:1px solid #eaecef;background:#fff;border-radius:8px">Continue with Passkey</button>
<p style="margin-top:18px"><a href="/en/register" style="color:#c99400">Create a Binance Account</a></p>
<p style="font-size:12px;color:#707a8a">Anti-phishing: always check that the address bar shows accounts.binance.com.</p></div>`),
  },
  {
    id: 'zw-ok-kraken-own-login',
    label: 'clean',
    kind: 'exchange-login-own-domain',
    url: 'https://www.kraken.com/sign-in?s=7',
    body: doc('Sign in | Kraken', `
<div style="max-width:420px;margin:60px auto;padding:0 16px"><div style="color:#7132f5;font-size:28px;font-weight:700">kraken</div>
<h2>Sign in</h2><form method="post" action="/api/internal/login"><input name="username" placeholder="Username" style="width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:8px"><input name="password" type="password" placeholder="Password" style="width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:8px"><button style="width:100%;padding:14px;background:#7132f5;color:#fff;border:0;border-radius:30px">Sign in</button></form>
<p><a href="/sign-in/forgot-password">Forgot password?</a> · <a href="/sign-up">Create account</a></p></div>${footer('Payward, Inc.')}`),
  },
  {
    id: 'zw-ok-upbit-ko-login',
    label: 'clean',
    kind: 'exchange-login-own-domain',
    url: 'https://upbit.com/signin?s=7',
    body: doc('업비트 - 로그인', `
<header style="background:#093687;color:#fff;padding:16px 30px;font-size:22px;font-weight:700">UPbit <span style="font-size:14px;font-weight:400;margin-left:20px">거래소 · 입출금 · 투자내역 · 코인동향 · 고객센터</span></header>
<div style="max-width:420px;margin:50px auto;text-align:center"><h2>로그인</h2><p style="color:#666">카카오톡 또는 네이버 인증으로 안전하게 로그인하세요.</p>
<a href="https://kauth.kakao.com/oauth/authorize?client_id=upbit&redirect_uri=https%3A%2F%2Fupbit.com%2Fsignin%2Fcallback&response_type=code" style="display:block;padding:14px;background:#fee500;color:#000;text-decoration:none;border-radius:6px;margin:8px 0">카카오 로그인</a>
<a href="https://nid.naver.com/oauth2.0/authorize?client_id=upbit&response_type=code" style="display:block;padding:14px;background:#03c75a;color:#fff;text-decoration:none;border-radius:6px">네이버 로그인</a>
<p style="font-size:12px;color:#999">업비트는 절대로 전화·문자로 비밀번호나 인증번호를 요구하지 않습니다.</p></div>`, { lang: 'ko' }),
  },
  {
    id: 'zw-ok-bit2me-es-login',
    label: 'clean',
    kind: 'exchange-login-own-domain',
    url: 'https://app.bit2me.com/login?s=2',
    body: doc('Bit2Me - Iniciar sesión', `
<div style="max-width:420px;margin:60px auto"><b style="color:#0079ff;font-size:26px">Bit2Me</b><h2>Iniciar sesión</h2>
<form method="post" action="/api/auth/login"><input name="email" placeholder="Correo electrónico" style="width:100%;padding:12px;margin:6px 0"><input name="password" type="password" placeholder="Contraseña" style="width:100%;padding:12px;margin:6px 0"><button style="width:100%;padding:13px;background:#0079ff;color:#fff;border:0;border-radius:8px">Entrar</button></form>
<p style="font-size:13px">¿No tienes cuenta? <a href="/register">Regístrate</a>. Bit2Me está registrada en el Banco de España como proveedor de servicios de cambio de moneda virtual.</p></div>`, { lang: 'es' }),
  },
  {
    id: 'zw-ok-mercadobitcoin-pt-login',
    label: 'clean',
    kind: 'exchange-login-own-domain',
    url: 'https://www.mercadobitcoin.com.br/entrar',
    body: doc('Entrar | Mercado Bitcoin', `
<div style="max-width:420px;margin:60px auto"><b style="color:#ff8c00;font-size:24px">Mercado Bitcoin</b><h2>Acesse sua conta</h2>
<form method="post" action="/api/auth"><input name="cpf" placeholder="CPF ou e-mail" style="width:100%;padding:12px;margin:6px 0"><input name="senha" type="password" placeholder="Senha" style="width:100%;padding:12px;margin:6px 0"><button style="width:100%;padding:13px;background:#ff8c00;color:#fff;border:0">Entrar</button></form>
<p style="font-size:13px"><a href="/recuperar-senha">Esqueci minha senha</a></p><p style="font-size:12px;color:#888">O Mercado Bitcoin nunca pede sua senha ou código 2FA por telefone, WhatsApp ou e-mail.</p></div>`, { lang: 'pt-BR' }),
  },
  {
    id: 'zw-ok-parked-crypto-domain',
    label: 'clean',
    kind: 'parked-domain',
    url: 'https://cryptowalletpro.net/',
    body: doc('cryptowalletpro.net is for sale', `
<div style="text-align:center;padding:80px 20px;background:#f4f6f8;min-height:100vh"><h1 style="font-weight:400">cryptowalletpro.net</h1><p>This domain may be for sale. Buy now for <b>$2,450</b> or make an offer.</p>
<a href="https://www.sedo.com/search/details/?domain=cryptowalletpro.net&origin=parking" style="background:#0077cc;color:#fff;padding:12px 26px;border-radius:4px;text-decoration:none">Inquire now</a>
<h3 style="margin-top:40px;font-weight:400">Related searches</h3><p><a href="#">Bitcoin Wallet</a> · <a href="#">Crypto Exchange</a> · <a href="#">Hardware Wallet</a> · <a href="#">Buy Ethereum</a></p>
<p style="font-size:11px;color:#999">The Sponsored Listings displayed above are served automatically by a third party. Neither Sedo nor the domain owner maintain any relationship with the advertisers.</p></div>`),
  },
  {
    id: 'zw-ok-coinbase-help-phone',
    label: 'clean',
    kind: 'support-page-phone',
    url: 'https://help.coinbase.com/en/contact-us',
    body: doc('Contact us | Coinbase Help', `
<header style="border-bottom:1px solid #eee;padding:16px 24px"><b style="color:#0052ff">coinbase</b> Help</header>
<div class="wrap" style="max-width:760px;padding:30px 20px"><h1>Contact Coinbase Support</h1>
<p>The fastest way to get help is to sign in and start a chat with our virtual assistant, which can hand you over to a support agent.</p>
<h3>Phone support</h3><p>Our phone line in the US is <b>1-888-908-7930</b>. It can lock your account if you believe it has been compromised; our agents cannot reset 2-step verification over the phone.</p>
<div style="background:#fff4e5;padding:16px;border-radius:8px"><b>Stay safe:</b> Coinbase support will never ask for your password, 2-step verification codes or your wallet's recovery phrase, will never ask you to move funds to a "safe" wallet, and will never ask you to install remote-access software such as AnyDesk or TeamViewer.</div></div>`),
  },
];
