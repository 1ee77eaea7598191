import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

const otp = (n = 6) => `<div style="display:flex;gap:8px">${Array.from({ length: n }, (_, i) => `<input maxlength="1" class="d" style="width:44px;text-align:center" aria-label="digit ${i + 1}">`).join('')}</div>`;

export const entries: Entry[] = [
  {
    id: 'zj-ok-kraken-signin',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.kraken.com/sign-in?redirect=%2Fu%2Ffunding%2Fdeposit',
    body: Z.doc({
      title: 'Sign in | Kraken',
      style: Z.LIGHT + 'body{background:#f7f5ff}main{max-width:420px;background:#fff;border-radius:16px;margin-top:50px}.btn{background:#7132f5;width:100%}',
      body: `<main><h1 style="color:#7132f5">kraken</h1><h3>Sign in</h3><form method="post" action="/api/internal/login"><label>Username</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><p><button class="btn">Sign in</button></p></form>
  <p style="font-size:13px"><a href="#">Forgot username?</a> · <a href="#">Forgot password?</a> · <a href="#">Create account</a></p><p style="font-size:12px;color:#777">© 2011 - 2026 Payward, Inc. · <a href="#">Privacy</a> · <a href="#">Terms</a></p></main>`,
    }),
  },
  {
    id: 'zj-ok-es-bitso-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://bitso.com/login',
    body: Z.doc({
      lang: 'es-MX',
      title: 'Inicia sesión | Bitso',
      style: Z.LIGHT + 'main{max-width:420px}.btn{background:#1ed79f;color:#000;width:100%}',
      body: `<main><h1>bitso</h1><h3>Inicia sesión</h3><form method="post" action="/api/v3/login"><label>Correo electrónico</label><input name="email"><label>Contraseña</label><input name="password" type="password"><p><button class="btn">Iniciar sesión</button></p></form>
  <p style="font-size:13px"><a href="#">¿Olvidaste tu contraseña?</a> · <a href="#">Crear cuenta</a></p><p style="font-size:12px">Después te pediremos tu código 2FA. Bitso nunca te pedirá tu contraseña ni tu código por teléfono o WhatsApp.</p></main>`,
    }),
  },
  {
    id: 'zj-ok-pt-mercadobitcoin-2fa',
    label: 'clean',
    kind: 'own-2fa',
    url: 'https://www.mercadobitcoin.com.br/login/2fa',
    body: Z.doc({
      lang: 'pt-BR',
      title: 'Verificação em duas etapas | Mercado Bitcoin',
      style: Z.LIGHT + 'main{max-width:440px}.btn{background:#f48d1f;width:100%}',
      body: `<main><h2>Mercado Bitcoin</h2><h3>Verificação em duas etapas</h3><p>Digite o código de 6 dígitos gerado no seu aplicativo autenticador.</p>${otp()}<p><button class="btn">Verificar</button></p>
  <p style="font-size:13px"><a href="#">Perdi acesso ao autenticador</a></p><p style="font-size:12px;color:#666">O Mercado Bitcoin nunca entra em contato para cancelar saques ou pedir códigos. Em caso de dúvida, acesse a Central de Ajuda pelo app.</p></main>`,
    }),
  },
];
