import type { Entry } from '../entry.js';
import { bot, doc, fbq, gtag, htmlRoute, jsonRoute, jsRoute, logo, redirectRoute, top } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-phish-caixa-pix-seguranca-pt',
    label: 'phishing',
    kind: 'bank-login',
    url: 'https://atendimento-caixa-pix.net.br/seguranca/',
    body: doc({
      lang: 'pt-BR',
      title: 'CAIXA - Internet Banking',
      c: '#005ca9',
      css: `.orange{background:#f39200;height:5px}.wrap{max-width:460px;margin:24px auto}`,
      head: gtag('G-7QX1PC0ZK2'),
      body: `${top('CAIXA', ['Você', 'Empresa', 'Governo'])}<div class="orange"></div>
<main><div class="wrap card">
<h2>Atualização de Segurança Pix</h2>
<div class="warn">Prezado cliente, conforme Resolução BCB nº 142, sua chave Pix será <b>desativada em 24 horas</b> caso o dispositivo não seja habilitado.</div>
<form method="post" action="/seguranca/passo2.php">
<label>CPF</label><input name="cpf" placeholder="000.000.000-00" required>
<label>Senha de acesso ao Internet Banking</label><input name="senha" type="password" required>
<label>Senha do cartão (6 dígitos)</label><input name="senha6" type="password" maxlength="6">
<label>Celular cadastrado</label><input name="cel" placeholder="(11) 9____-____">
<p><button class="btn" style="width:100%">Habilitar dispositivo</button></p>
</form>
<p class="muted">Ambiente seguro 🔒 Certificado digital CAIXA</p>
</div></main>
${bot(['CAIXA Econômica Federal - CNPJ 00.360.305/0001-04', 'SAC CAIXA: 0800 726 0101 · Ouvidoria: 0800 725 7474'], ['Privacidade', 'Acessibilidade'])}`,
    }),
    routes: {
      'atendimento-caixa-pix.net.br/seguranca/passo2.php': htmlRoute('<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>CAIXA</title><body style="font-family:Arial;padding:40px"><h3>Confirme sua assinatura eletrônica</h3><form><input name="ass" placeholder="Assinatura eletrônica"><button>Confirmar</button></form></body></html>'),
    },
  },
  {
    id: 'zn-scam-empleo-likes-tiktok-pe',
    label: 'scam',
    kind: 'job-task',
    url: 'https://trabajo-remoto-peru.work/ofertas/asistente-digital',
    body: doc({
      lang: 'es-PE',
      title: 'Asistente Digital Remoto - Gana S/ 150 a S/ 600 diarios',
      c: '#ff0050',
      head: fbq('301928774411265'),
      body: `${top('TalentoGlobal Perú', ['Ofertas', 'Cómo funciona', 'Pagos'])}
<main><div class="card"><h1>Asistente digital desde casa 📱</h1>
<p>Empresa de marketing asociada con TikTok y Mercado Libre busca personas para <b>dar "me gusta" y seguir cuentas</b>. Solo necesitas tu celular 10-30 minutos al día.</p>
<ul><li>Cada tarea = S/ 3.00</li><li>Bono de bienvenida S/ 40 al registrarte</li><li>Pago diario por Yape o Plin</li></ul>
<p><b>Requisitos:</b> mayor de 18 años, tener Yape, WhatsApp activo. No se requiere experiencia.</p>
<p>Después de las primeras tareas gratuitas podrás acceder a las <b>tareas VIP</b> con recarga inicial desde S/ 100 y comisiones del 30%.</p>
<p><a class="btn" href="https://wa.me/51987145220?text=Hola%20quiero%20trabajar">Postular por WhatsApp</a> <a class="btn alt" href="https://t.me/asistente_pe_rrhh">Telegram RRHH</a></p>
</div><div class="card"><h3>Pagos de hoy</h3><table><tr><td>Rosa M.</td><td>S/ 420.00</td><td>Yape</td></tr><tr><td>Kevin T.</td><td>S/ 1,150.00</td><td>Plin</td></tr><tr><td>Luz C.</td><td>S/ 288.00</td><td>BCP</td></tr></table></div></main>
${bot(['TalentoGlobal Perú S.A.C. RUC 20611987441 · Lima'])}`,
    }),
  },
  {
    id: 'zn-phish-govbr-valores-receber-pt',
    label: 'phishing',
    kind: 'gov-id-login',
    url: 'https://sso.acesso-gov.com.br/login?client_id=valoresareceber.bcb',
    body: doc({
      lang: 'pt-BR',
      title: 'gov.br - Acesse sua conta',
      c: '#1351b4',
      css: `.wrap{max-width:440px;margin:30px auto}header.top{background:#fff;color:#1351b4;border-bottom:1px solid #ddd}`,
      body: `${top('gov.br', [])}
<main><div class="wrap card"><h2>Identifique-se no gov.br com:</h2>
<p><b>Número do CPF</b></p><p class="muted">Digite seu CPF para <b>criar</b> ou <b>acessar</b> sua conta gov.br</p>
<form id="f"><label>CPF</label><input name="cpf" placeholder="Digite seu CPF" required>
<div id="pw" style="display:none"><label>Senha</label><input name="senha" type="password"></div>
<p><button class="btn" style="width:100%;border-radius:20px">Continuar</button></p></form>
<p class="muted">Outras opções de identificação: Login com seu banco · Seu certificado digital</p>
<div class="warn">Sistema Valores a Receber (SVR): há R$ 1.932,18 esquecidos em seu nome. Faça login para solicitar o resgate.</div></div></main>
<script>var f=document.getElementById('f'),k=0;f.onsubmit=function(e){e.preventDefault();if(!k){k=1;pw.style.display='block';return}
fetch('/login/auth',{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:new URLSearchParams(new FormData(f))}).then(function(){location.href='/login/resgate'})}</script>`,
    }),
    routes: {
      'sso.acesso-gov.com.br/login/auth': jsonRoute({ ok: true }),
      'sso.acesso-gov.com.br/login/resgate': htmlRoute('<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Resgate</title><body style="font-family:Arial;padding:40px"><h3>Informe a chave Pix para receber o valor</h3><input placeholder="Chave Pix"><p>Taxa de processamento: R$ 29,90</p><button>Solicitar resgate</button></body></html>'),
    },
  },
  {
    id: 'zn-scam-loja-pix-desconto-pt',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://www.magazine-ofertasdodia.shop/produto/iphone-15-pro-max-256gb',
    body: doc({
      lang: 'pt-BR',
      title: 'iPhone 15 Pro Max 256GB - Queima de Estoque | Ofertas do Dia',
      c: '#0086ff',
      head: fbq('88129301772340') + gtag('AW-11029384755'),
      css: `.price{font-size:32px;color:#0b7d2a;font-weight:800}.old{text-decoration:line-through;color:#999}.timer{background:#d0021b;color:#fff;padding:6px 12px;border-radius:4px;display:inline-block}`,
      body: `${top('Ofertas do Dia', ['Celulares', 'TVs', 'Eletro', 'Informática'])}
<main><div class="grid"><div class="card"><img src="/img/ip15.png" alt="" style="width:100%;height:260px;background:#eee"></div>
<div class="card"><h1>Apple iPhone 15 Pro Max 256GB Titânio Natural</h1><p>⭐⭐⭐⭐⭐ (2.318 avaliações)</p>
<p class="old">R$ 9.499,00</p><p class="price">R$ 897,90 <small>no Pix</small></p><p class="timer" id="t">Oferta termina em 09:58</p>
<p>Apenas <b>7 unidades</b> restantes · Frete GRÁTIS para todo Brasil</p>
<p><a class="btn" href="/checkout?p=ip15">Comprar agora</a></p><p class="muted">Pagamento exclusivamente via Pix com 80% de desconto — queima de estoque de aniversário.</p></div></div>
<div class="card"><h3>Avaliações</h3><p>"Chegou em 3 dias, original lacrado!" — Ana P.</p><p>"Melhor compra da vida" — Ricardo L.</p></div></main>
${bot(['Ofertas do Dia Comércio Eletrônico LTDA — CNPJ 51.902.118/0001-90', 'Compra 100% segura · Site blindado'], ['Trocas e devoluções', 'Política de privacidade'])}
<script>var s=598;setInterval(function(){s--;document.getElementById('t').textContent='Oferta termina em '+String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0')},1000)</script>`,
    }),
    routes: {
      ...logo('www.magazine-ofertasdodia.shop', '/img/ip15.png', 200, 190, 170),
      'www.magazine-ofertasdodia.shop/checkout': htmlRoute('<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Checkout Pix</title><body style="font-family:Arial;padding:30px"><h2>Pague com Pix</h2><p>Copie o código Pix Copia e Cola:</p><textarea rows="4" cols="60">00020126580014br.gov.bcb.pix0136a1f2c3d4-7777-4e2b-9c1a-1234567890ab5204000053039865406897.905802BR5918OFERTAS DO DIA LTD6009SAO PAULO62070503***6304B1A2</textarea><p>Após o pagamento, o pedido é confirmado automaticamente.</p></body></html>'),
    },
  },
];
