import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, doc, jsonRoute, jsRoute, pngRoute, site, siteRoutes } from '../parts/zd-kit.js';

/**
 * Banks' and wallets' own pages on their own domains: product pages, online-banking logins with their
 * security advice, wallet landing pages and the central bank's Pix page.
 */

export const entries: Entry[] = [
  {
    id: 'zd-clean-bancolombia-personas',
    label: 'clean',
    kind: 'bank-site',
    url: 'https://www.bancolombia.com/personas/cuentas/ahorros/cuenta-ahorros',
    body: site({
      lang: 'es',
      title: 'Cuenta de Ahorros Bancolombia | Abre tu cuenta en línea',
      brand: { name: 'Bancolombia', color: '#2c2a29', logo: '/static/img/logo.png' },
      util: ['Personas', 'Negocios', 'Empresas', 'Corporativos', 'Sucursal Virtual Personas'],
      nav: ['Productos y servicios', 'Educación financiera', 'Beneficios', 'Ayuda', 'Transacciones'],
      main: `<nav style="font-size:13px;color:#777">Inicio / Personas / Cuentas / Cuenta de Ahorros</nav>
<h1>Cuenta de Ahorros</h1><p>Ahorra, recibe tu salario y haz tus pagos desde la App Bancolombia. Abre tu cuenta en minutos, sin ir a una sucursal.</p>
<a class="btn" href="/personas/cuentas/ahorros/abrir-cuenta">Abrir cuenta</a> <a class="btn sec" href="/personas/tarifas">Ver tarifas</a>
<div class="grid" style="margin-top:28px"><div class="card"><h3>Cuota de manejo</h3><p>$14.950 mensuales (IVA incluido), o $0 si es tu Cuenta de Ahorros para Nómina.</p></div><div class="card"><h3>Tarjeta débito</h3><p>Retira en Cajeros Bancolombia y paga en comercios nacionales e internacionales.</p></div><div class="card"><h3>Transferencias</h3><p>Envía dinero a otras cuentas y a Nequi sin costo desde la App.</p></div></div>
<h2>Requisitos</h2><ul><li>Ser mayor de edad con cédula de ciudadanía.</li><li>Tener un celular y un correo electrónico.</li><li>Para extranjeros: cédula de extranjería vigente.</li></ul>
<div class="card" style="background:#fffbe6"><b>Recuerda:</b> Bancolombia nunca te pedirá tu clave, clave dinámica ni códigos por mensajes de texto, correo o llamadas. Si recibes un mensaje sospechoso, repórtalo a la línea de atención.</div>
<h2>Preguntas frecuentes</h2><details><summary>¿Cuánto tarda la apertura?</summary><p>La apertura en línea toma entre 5 y 10 minutos.</p></details><details><summary>¿Puedo tener más de una cuenta?</summary><p>Sí, puedes tener varias cuentas de ahorros a tu nombre.</p></details>`,
      footerCols: { 'Sobre nosotros': ['Información corporativa', 'Relación con inversionistas', 'Sostenibilidad'], 'Atención': ['Línea de atención', 'Puntos de atención', 'Defensor del consumidor financiero'], Legal: ['Términos y condiciones', 'Política de privacidad', 'Tarifas'] },
      legal: 'Bancolombia S.A. Establecimiento bancario. Vigilado por la Superintendencia Financiera de Colombia. Sucursal Telefónica: Bogotá (601) 343 0000, Medellín (604) 510 9000.',
      scripts: analytics('/collect', 'G-BCOL21'),
    }),
    routes: siteRoutes('www.bancolombia.com', [253, 218, 36]),
  },
  {
    id: 'zd-clean-santander-es-particulares',
    label: 'clean',
    kind: 'bank-site',
    url: 'https://www.bancosantander.es/particulares/cuentas-tarjetas/cuenta-online',
    body: site({
      lang: 'es',
      title: 'Cuenta Online Santander sin comisiones | Banco Santander',
      brand: { name: 'Santander', color: '#ec0000', logo: '/static/img/logo.png' },
      util: ['Particulares', 'Empresas', 'Private Banking', 'Acceso clientes'],
      nav: ['Cuentas y tarjetas', 'Hipotecas', 'Préstamos', 'Ahorro e inversión', 'Seguros'],
      main: `<h1>Cuenta Online Santander</h1><p>Sin comisiones de administración ni mantenimiento, con tarjeta de débito gratuita y Bizum incluido.</p>
<div class="grid"><div class="card"><h3>0 € comisiones</h3><p>Sin condiciones de nómina ni recibos.</p></div><div class="card"><h3>Bizum</h3><p>Envía y recibe dinero al instante con tu móvil.</p></div><div class="card"><h3>App Santander</h3><p>Opera con tu huella o Face ID y recibe alertas de movimientos.</p></div></div>
<p style="font-size:12px;color:#555">Indicador de riesgo: 1/6. Este número es indicativo del riesgo del producto, siendo 1/6 indicativo de menor riesgo. Banco Santander está adherido al Fondo de Garantía de Depósitos de Entidades de Crédito. La cantidad máxima garantizada es de 100.000 euros por depositante.</p>
<a class="btn" href="/particulares/cuentas-tarjetas/cuenta-online/contratar">Hazte cliente</a>
<h2>Tu seguridad</h2><p>Nunca te pediremos tus claves ni códigos de firma por SMS, correo o teléfono. Si recibes un SMS que te dirige a una web para "desbloquear" tu cuenta, no accedas y reenvíalo a nuestro servicio de fraude.</p>`,
      footerCols: { Santander: ['Accionistas e inversores', 'Sostenibilidad', 'Trabaja con nosotros'], Ayuda: ['Contacto', 'Oficinas y cajeros', 'Seguridad'], Legal: ['Aviso legal', 'Privacidad', 'Cookies', 'Tablón de anuncios'] },
      legal: 'Banco Santander, S.A. Paseo de Pereda 9-12, 39004 Santander. Inscrito en el Registro Mercantil de Cantabria. NIF A-39000013. Entidad supervisada por el Banco Central Europeo y el Banco de España.',
      scripts: analytics('/collect', 'G-SANES'),
    }),
    routes: siteRoutes('www.bancosantander.es', [236, 0, 0]),
  },
  {
    id: 'zd-clean-itau-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.itau.com.br/conta-corrente/',
    body: site({
      lang: 'pt',
      title: 'Itaú | Banco, cartão de crédito, empréstimo e investimentos',
      brand: { name: 'itaú', color: '#ec7000', logo: '/static/img/logo.png' },
      util: ['Para você', 'Personnalité', 'Empresas', 'Itaú BBA'],
      nav: ['Conta corrente', 'Cartões', 'Empréstimos', 'Investimentos', 'Seguros', 'Pix'],
      main: `<div style="display:flex;gap:30px;flex-wrap:wrap"><div style="flex:1;min-width:300px"><h1>Abra sua conta Itaú</h1><p>Conta digital com Pix ilimitado, cartão de crédito e app com iToken integrado.</p><a class="btn" href="/conta-corrente/abrir-conta">Abrir conta</a>
<div class="card"><b>Segurança:</b> o Itaú não envia links por SMS ou WhatsApp pedindo atualização cadastral, senha ou iToken. Em caso de dúvida, ligue 4004 4828.</div></div>
<div class="card" style="flex:0 0 320px"><h3>Acesse sua conta</h3><form id="ac" action="/acesso" method="post"><label>Agência</label><input name="agencia" maxlength="4" inputmode="numeric"><label>Conta</label><input name="conta" maxlength="6" inputmode="numeric"><button class="btn" style="width:100%;margin-top:10px">Acessar</button></form>
<p style="font-size:13px"><a href="/acesso/cpf">Acessar com CPF</a> · <a href="/acesso/outros">Outros acessos</a></p></div></div>
<h2>Destaques</h2><div class="grid"><div class="card">Empréstimo pessoal com taxas a partir de 1,99% a.m.</div><div class="card">Cartão Itaú Uniclass com anuidade grátis</div><div class="card">Investimentos a partir de R$ 1</div></div>`,
      footerCols: { 'Sobre o Itaú': ['Relações com investidores', 'Carreiras', 'Sustentabilidade'], Atendimento: ['Central de atendimento', 'SAC', 'Ouvidoria'], Legal: ['Termos de uso', 'Política de privacidade', 'Cookies'] },
      legal: 'Itaú Unibanco S.A. – CNPJ 60.701.190/0001-04 · Praça Alfredo Egydio de Souza Aranha, 100 – São Paulo/SP. SAC 0800 728 0728 · Ouvidoria 0800 570 0011.',
      scripts: analytics('/collect', 'G-ITAU'),
    }),
    routes: siteRoutes('www.itau.com.br', [236, 112, 0], { 'www.itau.com.br/acesso': redirectRoute(302, 'https://www.itau.com.br/') }),
  },
  {
    id: 'zd-clean-bancoestado-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.bancoestado.cl/content/bancoestado-public/cl/es/home/home/todo-sobre-cuentarut.html',
    body: site({
      lang: 'es',
      title: 'Todo sobre CuentaRUT | BancoEstado',
      brand: { name: 'BancoEstado', color: '#1f3f6f', logo: '/static/img/logo.png' },
      util: ['Personas', 'Microempresas', 'Empresas', 'Banca en Línea'],
      nav: ['Cuentas', 'Tarjetas', 'Créditos', 'Ahorro e inversiones', 'Seguros', 'Ayuda'],
      main: `<h1>CuentaRUT</h1><p>La cuenta vista de todos los chilenos. Ábrela gratis con tu RUT y Clave Única desde la App BancoEstado.</p>
<div class="card" style="max-width:380px;float:right;margin-left:20px"><h3>Banca en Línea</h3><form action="/imp/login" method="post"><label>RUT</label><input name="rut" placeholder="12.345.678-9"><label>Clave de Internet</label><input name="pass" type="password"><button class="btn" style="width:100%;margin-top:10px">Ingresar</button></form><p style="font-size:12px"><a href="/recuperar-clave">Recuperar clave</a></p></div>
<h2>Costos</h2><table><tr><th>Servicio</th><th>Costo</th></tr><tr><td>Transferencias por App</td><td>$0</td></tr><tr><td>Giro en CajaVecina</td><td>$300</td></tr><tr><td>Giro en cajero BancoEstado</td><td>$300</td></tr><tr><td>Compras con tarjeta</td><td>$0</td></tr></table>
<h2>Seguridad</h2><p>BancoEstado nunca te pedirá claves, BEpass ni coordenadas por correo, SMS o teléfono. No ingreses a links recibidos por mensajes: escribe siempre www.bancoestado.cl.</p>`,
      footerCols: { BancoEstado: ['Quiénes somos', 'Memoria', 'Transparencia'], Ayuda: ['Contacto', 'Sucursales', 'Reclamos'], Legal: ['Términos y condiciones', 'Política de privacidad'] },
      legal: 'Infórmese sobre la garantía estatal de los depósitos en su banco o en www.cmfchile.cl. Banco del Estado de Chile · Av. Libertador Bernardo O\'Higgins 1111, Santiago.',
      scripts: analytics('/collect', 'G-BECL'),
    }),
    routes: siteRoutes('www.bancoestado.cl', [245, 168, 0]),
  },
  {
    id: 'zd-clean-bcp-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.viabcp.com/canales-digitales/banca-por-internet',
    body: site({
      lang: 'es',
      title: 'Banca por Internet | BCP',
      brand: { name: '>BCP>', color: '#002a8d', logo: '/static/img/logo.png' },
      util: ['Personas', 'Pyme', 'Empresas', 'Yape'],
      nav: ['Cuentas', 'Tarjetas', 'Préstamos', 'Seguros', 'Canales digitales', 'Ayuda'],
      main: `<h1>Banca por Internet</h1><p>Haz tus operaciones desde cualquier lugar: transferencias, pagos de servicios, CTS y más.</p>
<a class="btn" href="https://bcpzonasegurabeta.viabcp.com/#/iniciar-sesion">Ingresar a Banca por Internet</a>
<h2>¿Cómo afiliarme?</h2><ol><li>Ten a la mano tu tarjeta de débito BCP.</li><li>Ingresa a la Banca por Internet y selecciona "Crea tu clave".</li><li>Activa tu Token Digital desde la App Banca Móvil.</li></ol>
<div class="card" style="background:#fff4e5"><b>Alerta de fraude:</b> El BCP no te enviará links por SMS para "anular consumos" ni te pedirá tu clave de internet o tu Token Digital por teléfono o WhatsApp.</div>`,
      footerCols: { BCP: ['Nosotros', 'Trabaja con nosotros', 'Sostenibilidad'], Ayuda: ['Centro de ayuda', 'Libro de reclamaciones', 'Tasas y tarifas'], Legal: ['Términos', 'Privacidad'] },
      legal: 'Banco de Crédito del Perú – RUC 20100047218. Calle Centenario 156, La Molina, Lima. Empresa supervisada por la Superintendencia de Banca, Seguros y AFP.',
      scripts: analytics('/collect', 'G-BCP'),
    }),
    routes: siteRoutes('www.viabcp.com', [0, 42, 141]),
  },
  {
    id: 'zd-clean-caixabank-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.caixabank.es/particular/home/particulares_es.html',
    body: site({
      lang: 'es',
      title: 'Particulares | CaixaBank',
      brand: { name: 'CaixaBank', color: '#007eae', logo: '/static/img/logo.png' },
      util: ['Particulares', 'Banca Premier', 'Banca Privada', 'Empresas', 'Accionistas'],
      nav: ['Cuentas', 'Tarjetas', 'Hipotecas', 'Préstamos', 'Ahorro', 'Seguros'],
      main: `<div style="display:flex;gap:30px;flex-wrap:wrap"><div style="flex:1;min-width:300px"><h1>Hazte cliente de CaixaBank</h1><p>Cuenta sin comisiones con tu nómina, tarjeta gratis y acceso a CaixaBankNow.</p><a class="btn" href="/particular/cuentas/hazte-cliente_es.html">Empezar</a>
<h3>Seguridad</h3><p>Recuerda: CaixaBank nunca te solicitará por SMS, correo o teléfono tus claves o el código de firma. Si recibes un mensaje sospechoso, llama al 900 40 40 90.</p></div>
<div class="card" style="flex:0 0 320px"><h3>CaixaBankNow</h3><form method="post" action="/particular/login"><label>Identificación</label><input name="u" autocomplete="username"><label>Contraseña</label><input name="p" type="password" autocomplete="current-password"><button class="btn" style="width:100%;margin-top:10px">Entrar</button></form><p style="font-size:12px"><a href="/particular/ayuda/recordar-clave_es.html">¿Has olvidado tus claves?</a></p></div></div>`,
      footerCols: { CaixaBank: ['Información corporativa', 'Sostenibilidad', 'Trabaja con nosotros'], Ayuda: ['Contacto', 'Oficinas', 'Reclamaciones'], Legal: ['Aviso legal', 'Privacidad', 'Cookies', 'Tablón de anuncios'] },
      legal: 'CaixaBank, S.A. C/ Pintor Sorolla, 2-4, 46002 Valencia. Inscrita en el Registro Mercantil de Valencia, NIF A08663619. Entidad adherida al Fondo de Garantía de Depósitos.',
      scripts: analytics('/collect', 'G-CXB'),
    }),
    routes: siteRoutes('www.caixabank.es', [0, 126, 174]),
  },
  {
    id: 'zd-clean-nequi-home',
    label: 'clean',
    kind: 'wallet-site',
    url: 'https://www.nequi.com.co/personas/prestamos/propulsor',
    body: site({
      lang: 'es',
      title: 'Préstamo Propulsor | Nequi',
      brand: { name: 'Nequi', color: '#da0081', logo: '/static/img/logo.png' },
      nav: ['Personas', 'Negocios', 'Préstamos', 'Ayuda', 'Seguridad'],
      main: `<h1>Préstamo Propulsor</h1><p>Pide desde $150.000 hasta $8.000.000 directamente en tu app Nequi. Sin papeleo y con cuotas fijas.</p>
<div class="grid"><div class="card"><h3>Solo desde la app</h3><p>Encuéntralo en la sección "Préstamos" de tu app Nequi.</p></div><div class="card"><h3>Tasa</h3><p>Tasa efectiva anual de referencia publicada en la app antes de aceptar.</p></div><div class="card"><h3>Sin cobros anticipados</h3><p>Nequi nunca te cobrará dinero para desembolsarte un préstamo.</p></div></div>
<div class="card" style="background:#fde7f3"><b>Ojo:</b> si alguien te ofrece un préstamo Nequi por WhatsApp o redes sociales y te pide tu clave o un pago anticipado, es una estafa.</div>`,
      footerCols: { Nequi: ['Nosotros', 'Blog', 'Trabaja con nosotros'], Ayuda: ['Centro de ayuda', 'Reglamentos', 'Tarifas'], Legal: ['Términos y condiciones', 'Privacidad'] },
      legal: 'Nequi es una compañía de financiamiento vigilada por la Superintendencia Financiera de Colombia. Los depósitos están asegurados por Fogafín.',
      scripts: analytics('/collect', 'G-NEQ'),
    }),
    routes: siteRoutes('www.nequi.com.co', [218, 0, 129]),
  },
  {
    id: 'zd-clean-mbway-home',
    label: 'clean',
    kind: 'wallet-site',
    url: 'https://www.mbway.pt/perguntas-frequentes/',
    body: site({
      lang: 'pt',
      title: 'Perguntas Frequentes – MB WAY',
      brand: { name: 'MB WAY', color: '#d60510', logo: '/static/img/logo.png' },
      nav: ['O que é', 'Funcionalidades', 'Aderir', 'Segurança', 'FAQ'],
      main: `<h1>Perguntas Frequentes</h1><h3>Preciso de dar os dados do meu cartão para receber dinheiro?</h3><p>Não. Para receber dinheiro através do MB WAY basta ter o número de telemóvel associado. Nunca partilhe o PIN MB WAY nem os dados do cartão com compradores de sites de anúncios.</p>
<h3>Como associo o meu cartão?</h3><p>Através da app MB WAY, da app do seu banco ou numa caixa Multibanco, em "MB WAY".</p><h3>Quais os limites?</h3><p>Os limites são definidos pelo seu banco. Consulte-os na app.</p>`,
      footerCols: { 'MB WAY': ['Sobre a SIBS', 'Notícias', 'Contactos'], Legal: ['Termos e condições', 'Privacidade'] },
      legal: 'SIBS Forward Payment Solutions, S.A. · Rua Soeiro Pereira Gomes, Lote 1, 1649-031 Lisboa.',
      scripts: analytics('/collect', 'G-MBW'),
    }),
    routes: siteRoutes('www.mbway.pt', [214, 5, 16]),
  },
  {
    id: 'zd-clean-mercadopago-checkout',
    label: 'clean',
    kind: 'payment-page',
    url: 'https://www.mercadopago.com.ar/checkout/v1/payment/redirect/?preference-id=184772634-7f8c2a1e-9d3b-4c55-8a21-0e6f4b2d9c11',
    body: doc({
      lang: 'es-AR',
      title: 'Mercado Pago | Pagá tu compra',
      css: `body{margin:0;font-family:'Proxima Nova',Arial;background:#ededed}.h{background:#fff;padding:14px 30px;box-shadow:0 1px 2px #0002}.h b{color:#009ee3}.w{display:flex;gap:24px;max-width:980px;margin:30px auto;flex-wrap:wrap}
.m{flex:2;min-width:320px}.s{flex:1;min-width:240px;background:#fff;padding:20px;border-radius:6px;height:fit-content}.o{background:#fff;padding:18px;border-radius:6px;margin-bottom:10px;display:flex;justify-content:space-between;cursor:pointer}
.o:hover{outline:2px solid #009ee3}small{color:#777}footer{text-align:center;font-size:12px;color:#888;padding:20px}`,
      body: `<div class="h"><b>mercado pago</b></div><div class="w"><div class="m"><h2 style="font-weight:400">¿Cómo querés pagar?</h2>
<div class="o"><span>💳 Tarjeta de crédito<br><small>Hasta 6 cuotas sin interés</small></span><span>›</span></div><div class="o"><span>💳 Tarjeta de débito</span><span>›</span></div><div class="o"><span>💰 Dinero disponible en Mercado Pago</span><span>›</span></div><div class="o"><span>🏪 Efectivo en Pago Fácil o Rapipago</span><span>›</span></div></div>
<div class="s"><h3 style="margin-top:0">Resumen de compra</h3><p>Librería El Ateneo<br><small>3 productos</small></p><p>Subtotal $ 48.600</p><p>Envío $ 0</p><hr><p><b>Total $ 48.600</b></p></div></div>
<footer>Procesado por Mercado Pago · <a href="https://www.mercadopago.com.ar/ayuda/terminos-y-politicas_194">Términos y condiciones</a> · <a href="https://www.mercadopago.com.ar/privacidad">Privacidad</a><br>MercadoLibre S.R.L. – Arias 3751, CABA</footer>
${analytics('/collect', 'G-MPAR')}`,
    }),
    routes: siteRoutes('www.mercadopago.com.ar', [0, 158, 227]),
  },
];
