import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, doc, jsonRoute, jsRoute, pngRoute, site, siteRoutes } from '../parts/zd-kit.js';

/**
 * Banks' and wallets' own pages on their own domains: product pages, online-banking logins with their
 * security advice, wallet landing pages and the central bank's Pix page.
 */

export const entries: Entry[] = [
  {
    id: 'zd-clean-bbva-mx-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.bbva.mx/personas/banca-digital/bbva-net.html',
    body: site({
      lang: 'es',
      title: 'Banca en línea BBVA México | Ingresa a tu cuenta',
      brand: { name: 'BBVA', color: '#072146', logo: '/static/img/logo.png' },
      util: ['Personas', 'Empresas', 'Gobierno', 'Sucursales y cajeros'],
      nav: ['Cuentas', 'Tarjetas', 'Créditos', 'Inversiones', 'Seguros', 'Banca digital'],
      main: `<div style="display:flex;gap:40px;flex-wrap:wrap"><div style="flex:1;min-width:280px"><h1>Banca en línea</h1><p>Consulta tus saldos, paga tarjetas y servicios, y envía transferencias SPEI desde tu computadora.</p>
<ul><li>Transferencias a otros bancos 24/7</li><li>Pago de servicios: CFE, Telmex, Izzi, predial</li><li>Descarga de estados de cuenta y CFDI</li></ul>
<div class="card" style="background:#eef4fb"><b>Consejo de seguridad:</b> BBVA nunca te solicitará tu contraseña ni tu código de Token móvil por teléfono, correo o SMS. Antes de ingresar, verifica que la dirección sea www.bbva.mx.</div></div>
<div class="card" style="flex:0 0 360px"><h2>Ingresa</h2><form id="lg" method="post" action="/personas/banca-digital/login"><label>Número de tarjeta o usuario</label><input name="user" autocomplete="username" required><label>Contraseña</label><input name="password" type="password" autocomplete="current-password" required>
<p><label style="display:inline"><input type="checkbox" style="width:auto"> Recordar usuario</label></p><button class="btn" style="width:100%">Entrar</button></form>
<p style="font-size:13px"><a href="/personas/banca-digital/recuperar">¿Olvidaste tu contraseña?</a> · <a href="/personas/banca-digital/registro">Regístrate</a></p></div></div>`,
      footerCols: { 'BBVA México': ['Acerca de BBVA', 'Trabaja con nosotros', 'Sala de prensa'], Ayuda: ['Línea BBVA', 'Aclaraciones', 'UNE'], Legal: ['Aviso de privacidad', 'Términos de uso', 'Costos y comisiones'] },
      legal: 'BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México. Av. Paseo de la Reforma 510, Col. Juárez, C.P. 06600, Ciudad de México. Línea BBVA 55 5226 2663.',
      scripts: analytics('/collect', 'G-BBVAMX'),
    }),
    routes: siteRoutes('www.bbva.mx', [7, 33, 70], { 'www.bbva.mx/personas/banca-digital/login': htmlRoute(doc({ lang: 'es', title: 'BBVA', body: '<p>Sesión no válida. Vuelve a intentarlo.</p>' })) }),
  },
  {
    id: 'zd-clean-nubank-home',
    label: 'clean',
    kind: 'bank-site',
    url: 'https://nubank.com.br/cartao-de-credito/',
    body: site({
      lang: 'pt',
      title: 'Cartão de Crédito Nubank | Sem anuidade',
      brand: { name: 'nu', color: '#820ad1', logo: '/static/img/logo.png', font: 'Graphik,Arial,sans-serif' },
      nav: ['Conta', 'Cartão de crédito', 'Empréstimo', 'Investimentos', 'Seguros', 'Ajuda'],
      main: `<h1>O cartão que cabe na sua vida</h1><p>Sem anuidade, controle total pelo app e limite que cresce com você.</p>
<form class="card" style="max-width:420px" onsubmit="event.preventDefault();this.innerHTML='<p>Continue no app Nubank para finalizar seu pedido.</p>'"><label>Digite seu CPF</label><input name="cpf" inputmode="numeric"><button class="btn" style="margin-top:10px">Pedir meu cartão</button></form>
<div class="grid"><div class="card"><h3>Sem anuidade</h3><p>Nenhuma tarifa de manutenção.</p></div><div class="card"><h3>Cartão virtual</h3><p>Para compras online mais seguras.</p></div><div class="card"><h3>Nubank+</h3><p>Cashback e benefícios.</p></div></div>
<h2>Golpes: fique atento</h2><p>O Nubank nunca liga pedindo senha, código de segurança ou para você fazer transferências para "conta segura". Em caso de dúvida, desligue e fale com a gente pelo app.</p>`,
      footerCols: { Nubank: ['Sobre nós', 'Carreiras', 'Imprensa', 'Blog'], Ajuda: ['Me ajuda', 'Ouvidoria', 'Segurança'], Legal: ['Termos', 'Privacidade', 'Tarifas'] },
      legal: 'Nu Pagamentos S.A. – Instituição de Pagamento · CNPJ 18.236.120/0001-58 · Rua Capote Valente, 39 – São Paulo, SP · Nu Financeira S.A. CNPJ 30.680.829/0001-43.',
      scripts: analytics('/collect', 'G-NU'),
    }),
    routes: siteRoutes('nubank.com.br', [130, 10, 209]),
  },
  {
    id: 'zd-clean-galicia-home',
    label: 'clean',
    kind: 'own-login',
    url: 'https://onlinebanking.bancogalicia.com.ar/login',
    body: doc({
      lang: 'es-AR',
      title: 'Online Banking | Galicia',
      css: `body{margin:0;font-family:Roboto,Arial;background:#f4f4f4}header{background:#fff;border-bottom:4px solid #fa6400;padding:14px 32px;display:flex;justify-content:space-between}header b{color:#fa6400;font-size:24px}
.c{max-width:380px;margin:40px auto;background:#fff;padding:30px;border-radius:6px;box-shadow:0 1px 4px #0002}label{display:block;font-size:13px;margin:12px 0 4px}input,select{width:100%;padding:11px;border:1px solid #bbb;border-radius:4px}
button{width:100%;margin-top:18px;padding:13px;background:#fa6400;color:#fff;border:0;border-radius:4px;font-size:15px}footer{text-align:center;font-size:12px;color:#666;padding:20px}footer a{color:#666;margin:0 6px}.tip{font-size:12px;background:#fff7f0;padding:10px;border-radius:4px;margin-top:14px}`,
      body: `<header><b>Galicia</b><a href="https://www.galicia.ar/personas/ayuda">Ayuda</a></header>
<div class="c"><h2>Ingresá a Online Banking</h2><form method="post" action="/login/auth" autocomplete="on"><label>Tipo de documento</label><select name="docType"><option>DNI</option><option>LE</option><option>LC</option><option>Pasaporte</option></select><label>Número de documento</label><input name="docNumber" inputmode="numeric"><label>Usuario</label><input name="user" autocomplete="username"><label>Clave</label><input name="pass" type="password" autocomplete="current-password"><button>Ingresar</button></form>
<p style="font-size:13px"><a href="/login/olvide">Olvidé mi usuario o clave</a> · <a href="/registro">Crear usuario</a></p>
<div class="tip">🔒 Galicia nunca te va a pedir tus claves, Galicia Token ni códigos por teléfono, mail, SMS o redes sociales.</div></div>
<footer><a href="https://www.galicia.ar/personas/legales">Legales</a><a href="https://www.galicia.ar/personas/seguridad">Seguridad</a><a href="https://www.galicia.ar/personas/defensa-consumidor">Defensa del consumidor</a><br>Banco de Galicia y Buenos Aires S.A.U. CUIT 30-50000173-5. Tte. Gral. J. D. Perón 430, CABA.</footer>
${analytics('/collect', 'G-GAL')}`,
    }),
    routes: siteRoutes('onlinebanking.bancogalicia.com.ar', [250, 100, 0]),
  },
  {
    id: 'zd-clean-millennium-bcp',
    label: 'clean',
    kind: 'bank-site',
    url: 'https://www.millenniumbcp.pt/seguranca/alertas',
    body: site({
      lang: 'pt',
      title: 'Alertas de segurança | Millennium bcp',
      brand: { name: 'Millennium bcp', color: '#d1005d', logo: '/static/img/logo.png' },
      util: ['Particulares', 'Empresas', 'Private', 'Investidores'],
      nav: ['Contas', 'Cartões', 'Crédito', 'Poupança', 'Seguros', 'Segurança'],
      main: `<h1>Alertas de segurança</h1><p>Conheça as tentativas de fraude mais recentes que usam o nome do Millennium bcp.</p>
<div class="card"><h3>SMS falso sobre "associação do dispositivo"</h3><p><i>"Millennium: O seu acesso sera bloqueado. Associe a App em: millennium-app[.]com"</i></p><p>O Millennium bcp nunca envia links por SMS para pedir códigos, posições do cartão matriz ou o código multicanal.</p></div>
<div class="card"><h3>Chamadas a pedir códigos MB WAY</h3><p>Nunca partilhe o PIN MB WAY nem códigos recebidos por SMS com terceiros, mesmo que se identifiquem como funcionários do banco.</p></div>
<p>Se forneceu os seus dados, ligue de imediato para <b>+351 21 005 24 24</b> (24h).</p>`,
      footerCols: { 'Millennium bcp': ['Institucional', 'Sustentabilidade', 'Carreiras'], Apoio: ['Contactos', 'Sucursais', 'Reclamações'], Legal: ['Privacidade', 'Cookies', 'Preçário'] },
      legal: 'Banco Comercial Português, S.A., Sociedade Aberta. Sede: Praça D. João I, 28, Porto. Capital Social 3.000.000.000,00 euros. NIPC 501 525 882.',
      scripts: analytics('/collect', 'G-MBCP'),
    }),
    routes: siteRoutes('www.millenniumbcp.pt', [209, 0, 93]),
  },
  {
    id: 'zd-clean-yape-home',
    label: 'clean',
    kind: 'wallet-site',
    url: 'https://www.yape.com.pe/ayuda/seguridad',
    body: site({
      lang: 'es',
      title: 'Seguridad | Yape',
      brand: { name: 'yape', color: '#742284', logo: '/static/img/logo.png' },
      nav: ['¿Qué es Yape?', 'Promos', 'Negocios', 'Ayuda'],
      main: `<h1>Yapea seguro</h1><p>Consejos para cuidar tu dinero:</p><ul><li>Yape nunca te va a pedir tu clave ni el código de verificación por llamadas, SMS o redes.</li><li>No existe el "Bono Yapero" por inscripción en páginas externas. Todas nuestras promociones están en la app y en yape.com.pe/promos.</li><li>Revisa siempre el nombre del destinatario antes de yapear.</li></ul>
<h2>¿Te estafaron?</h2><p>Bloquea tu Yape desde la Banca por Internet BCP o llama al (01) 311-9898.</p>
<div class="grid"><div class="card">Descarga Yape en App Store</div><div class="card">Descarga Yape en Google Play</div><div class="card">Descarga Yape en AppGallery</div></div>`,
      footerCols: { Yape: ['Nosotros', 'Trabaja con nosotros', 'Prensa'], Ayuda: ['Centro de ayuda', 'Libro de reclamaciones'], Legal: ['Términos', 'Privacidad'] },
      legal: 'Yape es una marca del Banco de Crédito del Perú. RUC 20100047218.',
      scripts: analytics('/collect', 'G-YAPE'),
    }),
    routes: siteRoutes('www.yape.com.pe', [116, 34, 132]),
  },
  {
    id: 'zd-clean-bizum-faq',
    label: 'clean',
    kind: 'wallet-site',
    url: 'https://bizum.es/preguntas-frecuentes/',
    body: site({
      lang: 'es',
      title: 'Preguntas frecuentes | Bizum',
      brand: { name: 'bizum', color: '#05c3dd', logo: '/static/img/logo.png' },
      nav: ['Qué es Bizum', 'Dónde usar Bizum', 'Bancos', 'Comercios', 'Preguntas frecuentes'],
      main: `<h1>Preguntas frecuentes</h1>
<details open><summary><b>¿Tengo que introducir mi tarjeta para recibir un Bizum?</b></summary><p>No. Para recibir dinero no necesitas hacer nada ni introducir datos en ninguna web. Si alguien te pide aceptar un Bizum o introducir tu tarjeta para "recibir" un pago, es un intento de fraude.</p></details>
<details><summary><b>¿Cómo me doy de alta?</b></summary><p>Desde la app o banca online de tu banco, en el apartado Bizum.</p></details>
<details><summary><b>¿Cuál es el límite?</b></summary><p>Entre 0,50 € y 1.000 € por operación, según tu entidad.</p></details>
<details><summary><b>¿Puedo anular un Bizum?</b></summary><p>Las operaciones son inmediatas y no se pueden anular. Asegúrate del destinatario.</p></details>
<h2>Bancos adheridos</h2><p>Abanca, BBVA, Bankinter, CaixaBank, Cajamar, ING, Kutxabank, Sabadell, Santander, Unicaja y más de 30 entidades.</p>`,
      footerCols: { Bizum: ['Sobre nosotros', 'Prensa', 'Contacto'], Legal: ['Aviso legal', 'Privacidad', 'Cookies'] },
      legal: 'Sociedad de Procedimientos de Pago, S.L. · C/ Francisco Sancha, 12, 28034 Madrid.',
      scripts: analytics('/collect', 'G-BZM'),
    }),
    routes: siteRoutes('bizum.es', [5, 195, 221]),
  },
  {
    id: 'zd-clean-pix-bcb',
    label: 'clean',
    kind: 'gov-portal',
    url: 'https://www.bcb.gov.br/estabilidadefinanceira/pix-med',
    body: site({
      lang: 'pt',
      title: 'Mecanismo Especial de Devolução (MED) – Pix | Banco Central do Brasil',
      brand: { name: 'Banco Central do Brasil', color: '#1c4c8a', logo: '/static/img/logo.png' },
      util: ['Acesso à informação', 'Participe', 'Legislação', 'Órgãos do governo'],
      nav: ['Estabilidade financeira', 'Política monetária', 'Cidadania financeira', 'Meu BC', 'Pix'],
      main: `<h1>Mecanismo Especial de Devolução (MED)</h1><p>O MED é o conjunto de regras que permite a devolução de valores em casos de fundada suspeita de fraude ou falha operacional no Pix.</p>
<h2>Como solicitar</h2><ol><li>Registre a contestação <b>diretamente na sua instituição</b>, pelo aplicativo ou canais oficiais.</li><li>Registre boletim de ocorrência.</li><li>A instituição analisará e, se procedente, a devolução será feita na sua conta.</li></ol>
<div class="card" style="background:#fff6e0"><b>Atenção:</b> o Banco Central não envia mensagens, não cobra taxas e não tem site para "receber estorno". Qualquer página que peça senha ou pagamento de tarifa para liberar devolução é golpe.</div>
<p>Normas: Resolução BCB nº 1/2020 e alterações.</p>`,
      footerCols: { BC: ['Institucional', 'Imprensa', 'Concursos'], Serviços: ['Registrato', 'Valores a receber', 'Fale conosco'] },
      legal: 'Banco Central do Brasil · SBS Quadra 3 Bloco B – Ed. Sede · Brasília (DF) · CEP 70074-900',
      scripts: analytics('/collect', 'G-BCB'),
    }),
    routes: siteRoutes('www.bcb.gov.br', [28, 76, 138]),
  },
];
