import type { Entry } from '../entry.js';
import { bot, cookies, doc, fbq, fileRoute, gtag, htmlRoute, jsonRoute, jsRoute, logo, pe, redirectRoute, top, zip } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-clean-caixa-alerta-golpes-pix-pt',
    label: 'clean',
    kind: 'bank-advisory',
    url: 'https://www.caixa.gov.br/seguranca/golpes-pix/Paginas/default.aspx',
    body: doc({
      lang: 'pt-BR',
      title: 'Segurança - Golpes com Pix | CAIXA',
      c: '#005ca9',
      head: gtag('G-CX00SEG210'),
      body: `${top('CAIXA', ['Você', 'Empresa', 'Governo', 'Segurança'])}
<main><div class="card"><h1>Fique atento aos golpes com Pix</h1><p>A CAIXA não envia links por SMS, WhatsApp ou e-mail solicitando atualização de cadastro, senha ou habilitação de dispositivo. Veja exemplos de mensagens falsas que circulam:</p>
<blockquote>CAIXA: Sua chave Pix sera desativada em 24h. Regularize em atendimento-caixa-pix[.]net[.]br</blockquote>
<blockquote>Prezado cliente, identificamos um acesso suspeito. Confirme sua senha de 6 digitos no link.</blockquote>
<h3>Como se proteger</h3><ul><li>Nunca informe sua senha, assinatura eletrônica ou código recebido por SMS.</li><li>Acesse o Internet Banking apenas digitando <b>caixa.gov.br</b> ou pelo aplicativo oficial.</li><li>Em caso de golpe, registre Boletim de Ocorrência e contate o SAC 0800 726 0101.</li></ul>
<p>O Mecanismo Especial de Devolução (MED) do Banco Central permite solicitar a devolução de valores em até 80 dias.</p></div></main>
${bot(['CAIXA Econômica Federal — CNPJ 00.360.305/0001-04'], ['Privacidade', 'Acessibilidade', 'Ouvidoria'])}
${cookies('Utilizamos cookies para melhorar sua experiência. Ao continuar, você concorda com a Política de Privacidade.', 'Aceitar')}`,
    }),
  },
  {
    id: 'zn-clean-govbr-sso-login-pt',
    label: 'clean',
    kind: 'own-login',
    url: 'https://sso.acesso.gov.br/login?client_id=contas.acesso.gov.br&authorization_id=zn19a8',
    body: doc({
      lang: 'pt-BR',
      title: 'Acesso gov.br',
      c: '#1351b4',
      css: `.wrap{max-width:440px;margin:30px auto}header.top{background:#fff;color:#1351b4;border-bottom:1px solid #ddd}`,
      body: `${top('gov.br', [])}
<main><div class="wrap card"><h2>Identifique-se no gov.br com:</h2><p><b>Número do CPF</b></p><p class="muted">Digite seu CPF para <b>criar</b> ou <b>acessar</b> sua conta gov.br</p>
<form method="post" action="/login/cpf"><label>CPF</label><input name="accountId" placeholder="Digite seu CPF" inputmode="numeric"><p><button class="btn" style="width:100%;border-radius:20px">Continuar</button></p></form>
<p><b>Outras opções de identificação:</b></p><p>🏦 Login com seu banco<br>📱 Seu aplicativo gov.br<br>🔐 Seu certificado digital<br>☁️ Seu certificado digital em nuvem</p>
<p class="muted"><a href="#">Está com dúvidas e precisa de ajuda?</a> · <a href="#">Termo de Uso e Aviso de Privacidade</a></p></div></main>`,
    }),
    routes: { 'sso.acesso.gov.br/login/cpf': htmlRoute('<!doctype html><meta charset="utf-8"><title>gov.br</title><p>Digite sua senha</p>') },
  },
  {
    id: 'zn-clean-sat-factura-electronica-info-es',
    label: 'clean',
    kind: 'gov-portal',
    url: 'https://www.sat.gob.mx/portal/public/tramites/factura-electronica-zn',
    body: doc({
      lang: 'es-MX',
      title: 'Factura electrónica | Servicio de Administración Tributaria | Gobierno | gob.mx',
      c: '#611232',
      body: `${top('SAT', ['Trámites', 'Personas', 'Empresas', 'Contribuyentes'])}
<main><div class="card"><h1>Factura electrónica</h1><p>Genera, consulta, cancela y valida tus facturas (CFDI versión 4.0) desde el portal del SAT con tu contraseña o e.firma.</p>
<div class="grid"><div class="card"><h3>Genera tu factura</h3><p>Servicio gratuito de generación de factura electrónica.</p><a class="btn" href="#">Ingresar</a></div><div class="card"><h3>Consulta y cancela</h3><p>Recupera facturas emitidas y recibidas.</p><a class="btn" href="#">Ingresar</a></div><div class="card"><h3>Verifica tus facturas</h3><p>Consulta si una factura fue certificada por el SAT.</p><a class="btn" href="#">Verificar</a></div></div>
<div class="warn">El SAT no envía facturas ni archivos comprimidos (.zip) por correo electrónico. Si recibes un correo con "Factura electrónica" y un enlace de descarga, no lo abras y repórtalo a denuncias@sat.gob.mx.</div></div></main>
${bot(['Servicio de Administración Tributaria. Av. Hidalgo 77, Col. Guerrero, CDMX.', 'MarcaSAT: 55 627 22 728'])}`,
    }),
  },
  {
    id: 'zn-clean-correios-rastreamento-pt',
    label: 'clean',
    kind: 'carrier-tracking',
    url: 'https://rastreamento.correios.com.br/app/index.php?objeto=NB774512390BR',
    body: doc({
      lang: 'pt-BR',
      title: 'Rastreamento - Correios',
      c: '#00416b',
      css: `.yel{background:#ffd400;height:6px}`,
      body: `${top('Correios', ['Rastreamento', 'Minhas Importações', 'Fale Conosco'])}<div class="yel"></div>
<main><div class="card"><h2>Objeto: NB774512390BR</h2><p>Pacote · Previsão de entrega: 18/10/2025</p>
<table><tr><td>16/10 09:12</td><td>Objeto saiu para entrega ao destinatário — Campinas/SP</td></tr><tr><td>15/10 21:40</td><td>Objeto em trânsito — de Unidade de Tratamento, Cajamar/SP para Unidade de Distribuição, Campinas/SP</td></tr><tr><td>14/10 11:03</td><td>Objeto postado — São Paulo/SP</td></tr></table>
<p class="warn">Atenção: os Correios não enviam SMS ou e-mail com link para pagamento de taxas. A cobrança de tributos de importação é feita apenas pelo site oficial, em "Minhas Importações".</p></div></main>
${bot(['© Copyright 2025 Correios'], ['Política de privacidade', 'Acessibilidade'])}
<script>fetch('/app/dados.php?objeto=NB774512390BR').then(function(r){return r.json()}).then(function(d){console.log('eventos',d.eventos&&d.eventos.length)})</script>`,
    }),
    routes: { 'rastreamento.correios.com.br/app/dados.php': jsonRoute({ eventos: [{ status: 'OEC' }, { status: 'RO' }, { status: 'PO' }] }) },
  },
  {
    id: 'zn-clean-mercadobitcoin-login-pt',
    label: 'clean',
    kind: 'crypto-exchange',
    url: 'https://www.mercadobitcoin.com.br/conta/entrar?ref=zn',
    body: doc({
      lang: 'pt-BR',
      title: 'Entrar | Mercado Bitcoin',
      c: '#ff6f00',
      css: `.wrap{max-width:420px;margin:30px auto}body{background:#fafafa}`,
      head: gtag('G-MB00LOGIN7'),
      body: `${top('Mercado Bitcoin', ['Negociar', 'Renda Fixa Digital', 'Cripto', 'Ajuda'])}
<main><div class="wrap card"><h2>Acesse sua conta</h2><form method="post" action="/conta/entrar"><label>E-mail ou CPF</label><input name="login" autocomplete="username"><label>Senha</label><input name="password" type="password" autocomplete="current-password">
<p><button class="btn" style="width:100%">Entrar</button></p></form><p class="muted"><a href="#">Esqueci minha senha</a> · <a href="#">Abrir conta</a></p>
<p class="muted">🔒 Confira se você está em <b>www.mercadobitcoin.com.br</b>. O MB nunca pede sua senha ou código 2FA por telefone.</p></div></main>
${bot(['Mercado Bitcoin Serviços Digitais Ltda. CNPJ 18.213.434/0001-35'], ['Termos de uso', 'Privacidade', 'Ouvidoria'])}`,
    }),
  },
  {
    id: 'zn-clean-doacao-enchentes-pix-pt',
    label: 'clean',
    kind: 'charity',
    url: 'https://www.acaodacidadania.org.br/doe/enchentes-rs',
    body: doc({
      lang: 'pt-BR',
      title: 'Doe para as vítimas das enchentes no RS | Ação da Cidadania',
      c: '#e11d48',
      head: gtag('G-ADC2025RS1'),
      body: `${top('Ação da Cidadania', ['Quem somos', 'Campanhas', 'Transparência', 'Doe'])}
<main><div class="card"><h1>Emergência no Rio Grande do Sul</h1><p>Estamos distribuindo cestas básicas, água potável e kits de higiene para famílias desabrigadas. Toda doação é registrada no nosso relatório de transparência auditado.</p>
<div class="grid"><div class="card"><h3>Doe via Pix</h3><p>Chave Pix (CNPJ): <b>02.123.456/0001-99</b><br>Favorecido: Ação da Cidadania contra a Fome</p></div><div class="card"><h3>Cartão de crédito</h3><p>Doação única ou mensal.</p><a class="btn" href="#">Doar com cartão</a></div></div>
<p class="muted">Desconfie de perfis em redes sociais pedindo doações em nosso nome para chaves Pix de pessoas físicas.</p></div></main>
${bot(['Ação da Cidadania — fundada por Herbert de Souza, o Betinho, em 1993.'], ['Relatórios', 'Política de privacidade'])}`,
    }),
  },
  {
    id: 'zn-clean-nubank-app-download-pt',
    label: 'clean',
    kind: 'app-download',
    url: 'https://nubank.com.br/app-do-nubank/?zn=1',
    body: doc({
      lang: 'pt-BR',
      title: 'Baixe o app do Nubank',
      c: '#820ad1',
      head: gtag('G-NU0APPDL22'),
      body: `${top('Nu', ['Conta', 'Cartão', 'Empréstimo', 'Investimentos'])}
<main><div class="card" style="text-align:center"><h1>Tudo em um app</h1><p>Conta, cartão, Pix, investimentos e seguros. Baixe o app do Nubank nas lojas oficiais:</p>
<p><a class="btn" href="https://play.google.com/store/apps/details?id=com.nu.production">Google Play</a> <a class="btn" href="https://apps.apple.com/br/app/nubank/id814456780">App Store</a></p>
<p class="muted">O Nubank não distribui o aplicativo por links enviados por SMS, WhatsApp ou arquivos .apk. Baixe somente pelas lojas oficiais.</p></div></main>
${bot(['Nu Pagamentos S.A. — Instituição de Pagamento. CNPJ 18.236.120/0001-58', 'Av. Capitão Mor Roberto Paula, São Paulo - SP'], ['Termos', 'Privacidade', 'Ouvidoria'])}
${cookies('Usamos cookies para oferecer uma experiência melhor.', 'Aceitar cookies')}`,
    }),
  },
  {
    id: 'zn-clean-loteria-medellin-resultados-es',
    label: 'clean',
    kind: 'lottery-official',
    url: 'https://www.loteriademedellin.com.co/resultados/sorteo-4712',
    body: doc({
      lang: 'es-CO',
      title: 'Resultados Sorteo 4712 | Lotería de Medellín',
      c: '#00693e',
      body: `${top('Lotería de Medellín', ['Resultados', 'Plan de premios', 'Puntos de venta', 'Transparencia'])}
<main><div class="card"><h1>Resultados sorteo 4712 — viernes 10 de octubre de 2025</h1><table><tr><th>Premio</th><th>Número</th><th>Serie</th></tr><tr><td>Premio mayor $16.000 millones</td><td>3 8 1 4</td><td>072</td></tr><tr><td>Seco de $500 millones</td><td>1 9 0 6</td><td>211</td></tr><tr><td>Seco de $100 millones</td><td>5 5 2 7</td><td>008</td></tr></table>
<p class="warn">La Lotería de Medellín no contacta ganadores por WhatsApp ni solicita pagos para entregar premios. El cobro se realiza presentando el billete físico en nuestras oficinas o entidades autorizadas.</p></div></main>
${bot(['Lotería de Medellín — Empresa Industrial y Comercial del Estado. Vigilada Supersalud.'])}`,
    }),
  },
];
