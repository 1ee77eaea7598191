import type { Entry } from '../entry.js';
import { bot, cookies, doc, fbq, fileRoute, gtag, htmlRoute, jsonRoute, jsRoute, logo, pe, redirectRoute, top, zip } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-clean-bancolombia-personas-login-es',
    label: 'clean',
    kind: 'own-login',
    url: 'https://sucursalpersonas.transaccionesbancolombia.com/mua/USER?scis=zn01',
    body: doc({
      lang: 'es',
      title: 'Sucursal Virtual Personas | Bancolombia',
      c: '#2c2a29',
      head: gtag('G-BCOLSVP001'),
      css: `.yellow{background:#fdda24;height:6px}.box{max-width:420px;margin:30px auto}`,
      body: `${top('Bancolombia', ['Personas', 'Negocios', 'Corporativos', 'Tu360'], '/mua/assets/logo.png')}<div class="yellow"></div>
<main><div class="box card"><h2>Hola, te damos la bienvenida</h2>
<form method="post" action="/mua/USER/login"><label>Usuario</label><input name="username" autocomplete="username" required>
<p><button class="btn" style="background:#fdda24;color:#2c2a29;width:100%">Continuar</button></p></form>
<p class="muted"><a href="#">¿Olvidaste tu usuario?</a> · <a href="#">Inscríbete</a></p>
<div class="warn">Bancolombia nunca te pedirá tu clave o clave dinámica por llamada, mensaje de texto, WhatsApp o correo. Si recibes un mensaje sospechoso, repórtalo al #888.</div></div></main>
${bot(['Vigilado Superintendencia Financiera de Colombia. Copyright © 2025 Bancolombia S.A.', 'Línea de atención: 60 4 510 90 00 · Medellín'], ['Seguridad', 'Tarifas', 'Reglamentos', 'Protección de datos'])}`,
    }),
    routes: {
      ...logo('sucursalpersonas.transaccionesbancolombia.com', '/mua/assets/logo.png', 253, 218, 36),
      'sucursalpersonas.transaccionesbancolombia.com/mua/USER/login': htmlRoute('<!doctype html><meta charset="utf-8"><title>Clave</title><p>Ingresa tu clave</p>'),
    },
  },
  {
    id: 'zn-clean-mercadopago-ayuda-estafas-es',
    label: 'clean',
    kind: 'help-article',
    url: 'https://www.mercadopago.com.ar/ayuda/seguridad-estafas_zn4120',
    body: doc({
      lang: 'es-AR',
      title: 'Cómo evitar estafas - Ayuda Mercado Pago',
      c: '#009ee3',
      head: gtag('G-MPAYUDA771'),
      body: `${top('mercado pago', ['Cuenta', 'Tarjetas', 'Créditos', 'Ayuda'])}
<main><div class="card"><h1>Cómo reconocer y evitar estafas</h1><p>En Mercado Pago nunca te vamos a pedir tu contraseña, código de seguridad ni el código que te llega por SMS. Tampoco te vamos a contactar por WhatsApp para "desbloquear" tu cuenta.</p>
<h3>Mensajes que usan los estafadores</h3><blockquote>Mercado Pago: detectamos un ingreso desde un nuevo dispositivo. Si no fuiste vos ingresa a mercadopago.com.ar.cuenta-verificar[.]help</blockquote>
<h3>¿Qué hacer si te estafaron?</h3><ol><li>Cambiá tu contraseña desde la app.</li><li>Cerrá las sesiones abiertas en Seguridad.</li><li>Contactanos desde la sección Ayuda.</li></ol>
<p>¿Te sirvió esta información? <button class="btn alt">Sí</button> <button class="btn alt">No</button></p></div></main>
${bot(['Copyright © 2025 MercadoLibre S.R.L.'], ['Términos y condiciones', 'Privacidad', 'Accesibilidad'])}`,
    }),
  },
  {
    id: 'zn-clean-colcert-boletin-smishing-es',
    label: 'clean',
    kind: 'cert-advisory',
    url: 'https://www.colcert.gov.co/800/w3-article-zn2025-10.html',
    body: doc({
      lang: 'es-CO',
      title: 'Alerta: campaña de smishing suplantando entidades bancarias - colCERT',
      c: '#3366cc',
      body: `${top('colCERT — Grupo de Respuesta a Emergencias Cibernéticas de Colombia', ['Alertas', 'Boletines', 'Reportar incidente'])}
<main><article class="card"><h1>Alerta temprana: campaña de smishing que suplanta a entidades bancarias</h1><p class="muted">Publicado: 14 de octubre de 2025 · TLP:CLEAR</p>
<p>El colCERT ha identificado una campaña de mensajes SMS que suplanta a entidades financieras y solicita a los usuarios ingresar a sitios fraudulentos para "evitar el bloqueo" de sus productos. Los sitios recolectan usuario, clave y clave dinámica.</p>
<h3>Ejemplos de mensajes reportados</h3><blockquote>Bancolombia le informa: su cuenta presenta un ingreso inusual. Valide en svpersonas-bancolombia.com.co-validacion[.]online</blockquote><blockquote>Nequi: tienes un credito pre-aprobado por $2.500.000 sin datacredito. Solicitalo aqui creditoya-nequi[.]com[.]co</blockquote>
<h3>Indicadores de compromiso</h3><table><tr><th>Tipo</th><th>Valor</th></tr><tr><td>Dominio</td><td>svpersonas-bancolombia.com.co-validacion[.]online</td></tr><tr><td>Dominio</td><td>creditoya-nequi.com[.]co</td></tr></table>
<h3>Recomendaciones</h3><ul><li>No ingrese a enlaces recibidos por SMS.</li><li>Verifique la URL de la entidad.</li><li>Reporte a contacto@colcert.gov.co</li></ul></article></main>
${bot(['Ministerio de Tecnologías de la Información y las Comunicaciones — República de Colombia'])}`,
    }),
  },
  {
    id: 'zn-clean-noticia-golpe-pix-pt',
    label: 'clean',
    kind: 'news-article',
    url: 'https://www.jornaldoparana-online.com.br/economia/2025/10/golpe-do-falso-beneficio-cresce',
    body: doc({
      lang: 'pt-BR',
      title: 'Golpe do falso benefício social cresce 40% no Paraná | Jornal do Paraná',
      c: '#b91c1c',
      head: gtag('G-JDP0099120') + fbq('501928374650019'),
      css: `.ad{background:#f3f4f6;height:90px;display:flex;align-items:center;justify-content:center;color:#9ca3af;font-size:12px;margin:12px 0}`,
      body: `${top('Jornal do Paraná', ['Últimas', 'Política', 'Economia', 'Esportes', 'Curitiba'])}
<main><article class="card"><p class="muted">ECONOMIA · 15/10/2025 08h42 · Por Larissa Menezes</p><h1>Golpe do falso benefício social cresce 40% no Paraná</h1>
<p>Criminosos usam sites que imitam o gov.br e prometem "saldo residual" do Bolsa Família mediante pagamento de uma taxa via Pix. A Polícia Civil alerta que nenhum benefício exige pagamento antecipado.</p>
<div class="ad">Publicidade</div>
<p>"A vítima digita o CPF, o site mostra um valor alto e pede R$ 47,90 para 'emitir o comprovante'", explica o delegado Marcos Vieira, da Delegacia de Crimes Cibernéticos.</p>
<p>Segundo o CERT.br, os endereços mudam a cada poucos dias. A recomendação é consultar benefícios somente pelo aplicativo oficial ou pelo telefone 121.</p>
<p><b>Leia também:</b> <a href="#">Como pedir a devolução de um Pix pelo MED</a></p></article></main>
${bot(['© 2025 Jornal do Paraná. Todos os direitos reservados.'], ['Expediente', 'Anuncie', 'Política de privacidade'])}
${cookies('Usamos cookies para personalizar conteúdo e anúncios.', 'Entendi')}`,
    }),
  },
  {
    id: 'zn-clean-portal-empleo-lima-es',
    label: 'clean',
    kind: 'job-portal',
    url: 'https://www.bolsatrabajo-peru.pe/ofertas/asistente-administrativo-lima-zn',
    body: doc({
      lang: 'es-PE',
      title: 'Asistente Administrativo - Lima | Bolsa de Trabajo Perú',
      c: '#0e7490',
      head: gtag('G-BTP7711002'),
      body: `${top('Bolsa de Trabajo Perú', ['Empleos', 'Empresas', 'Publicar aviso', 'Mi CV'])}
<main><div class="grid"><div class="card" style="grid-column:span 2"><h1>Asistente Administrativo</h1><p><b>Distribuidora Andina S.A.C.</b> · Lima, San Isidro · Tiempo completo · S/ 1,600 – 1,900</p>
<h3>Funciones</h3><ul><li>Registro de facturas y control de caja chica</li><li>Atención a proveedores</li><li>Archivo y documentación</li></ul>
<h3>Requisitos</h3><ul><li>Técnico o universitario en Administración o Contabilidad</li><li>Excel intermedio</li><li>Disponibilidad inmediata</li></ul>
<p><a class="btn" href="/postular?id=88123">Postular</a></p><p class="muted">Recuerda: ninguna empresa seria te pedirá pagos para postular. Reporta avisos sospechosos.</p></div>
<div class="card"><h3>Empleos similares</h3><p><a href="#">Auxiliar contable — Surco</a></p><p><a href="#">Recepcionista — Miraflores</a></p><p><a href="#">Asistente de RRHH — Callao</a></p></div></div></main>
${bot(['© 2025 Bolsa de Trabajo Perú S.A.C.'], ['Términos', 'Privacidad', 'Libro de reclamaciones'])}`,
    }),
    routes: { 'www.bolsatrabajo-peru.pe/postular': htmlRoute('<!doctype html><meta charset="utf-8"><title>Ingresa</title><p>Inicia sesión para postular.</p>') },
  },
  {
    id: 'zn-clean-universidad-becas-convocatoria-es',
    label: 'clean',
    kind: 'university',
    url: 'https://bienestar.unal.edu.co/becas/convocatoria-2026-1',
    body: doc({
      lang: 'es-CO',
      title: 'Convocatoria de apoyos socioeconómicos 2026-1 | Bienestar Universitario',
      c: '#94b43b',
      body: `${top('Universidad Nacional de Colombia — Bienestar', ['Apoyos', 'Salud', 'Deporte', 'Cultura'])}
<main><div class="card"><h1>Convocatoria de apoyos socioeconómicos 2026-1</h1><p>La Dirección de Bienestar Universitario abre la convocatoria para estudiantes de pregrado de las sedes Bogotá, Medellín, Manizales y Palmira.</p>
<table><tr><th>Etapa</th><th>Fecha</th></tr><tr><td>Inscripción en el SIA</td><td>2 al 20 de febrero</td></tr><tr><td>Publicación de resultados</td><td>6 de marzo</td></tr><tr><td>Legalización</td><td>9 al 13 de marzo</td></tr></table>
<p class="warn">La inscripción es <b>gratuita</b> y se realiza únicamente a través del Sistema de Información Académica con tu usuario institucional. La Universidad no cobra por el estudio de solicitudes.</p>
<p><a class="btn" href="#">Descargar términos de referencia (PDF)</a></p></div></main>
${bot(['Universidad Nacional de Colombia — Institución de Educación Superior sujeta a inspección y vigilancia por el Ministerio de Educación Nacional.'])}`,
    }),
  },
  {
    id: 'zn-clean-panaderia-pedidos-whatsapp-mx',
    label: 'clean',
    kind: 'small-business',
    url: 'https://www.panaderiaelsol-oaxaca.mx/pedidos',
    body: doc({
      lang: 'es-MX',
      title: 'Pedidos | Panadería El Sol — Oaxaca',
      c: '#c2410c',
      css: `.item{display:flex;justify-content:space-between;border-bottom:1px dashed #ddd;padding:8px 0}`,
      body: `${top('🥖 Panadería El Sol', ['Inicio', 'Pan de muerto', 'Pasteles', 'Pedidos', 'Contacto'])}
<main><div class="grid"><div class="card"><h2>Haz tu pedido</h2><div class="item"><span>Pan de yema (pieza)</span><b>$18</b></div><div class="item"><span>Conchas (6 pzas)</span><b>$60</b></div><div class="item"><span>Pan de muerto grande</span><b>$145</b></div><div class="item"><span>Pastel tres leches (20 porciones)</span><b>$520</b></div>
<p>Pedidos con 24 horas de anticipación. Pago en tienda, transferencia o tarjeta.</p><a class="btn" href="https://wa.me/529511234567?text=Hola%2C%20quiero%20hacer%20un%20pedido">Pedir por WhatsApp</a></div>
<div class="card"><h3>Visítanos</h3><p>Calle Macedonio Alcalá 312, Centro, Oaxaca de Juárez</p><p>Lun–Sáb 7:00–21:00 · Dom 8:00–14:00</p><p>Tel. 951 123 4567</p></div></div></main>
${bot(['© 2025 Panadería El Sol. Hecho con cariño desde 1987.'], ['Aviso de privacidad', 'Facturación'])}`,
    }),
  },
  {
    id: 'zn-clean-tienda-ropa-checkout-ar',
    label: 'clean',
    kind: 'shop-product',
    url: 'https://www.lanaypunto-tienda.com.ar/productos/sweater-merino-gris',
    body: doc({
      lang: 'es-AR',
      title: 'Sweater de merino gris — Lana y Punto',
      c: '#57534e',
      head: fbq('310098877652001') + gtag('G-LYP22TND01'),
      body: `${top('Lana y Punto', ['Mujer', 'Hombre', 'Niños', 'Ovillos', 'Sale'])}
<main><div class="grid"><div class="card"><img src="/img/sweater.png" alt="Sweater gris" style="width:100%;height:260px;background:#ddd"></div>
<div class="card"><h1>Sweater de merino gris</h1><p style="font-size:26px"><b>$ 68.900</b></p><p>3 cuotas sin interés de $ 22.966 · 10% off pagando con transferencia</p>
<label>Talle</label><select><option>S</option><option>M</option><option>L</option><option>XL</option></select><p><button class="btn">Agregar al carrito</button></p>
<p class="muted">Envíos a todo el país por Correo Argentino y Andreani. Cambios gratis dentro de los 30 días.</p></div></div>
<div class="card"><h3>Descripción</h3><p>Tejido a mano en Tandil con lana merino 100% de productores patagónicos. Lavar a mano con agua fría.</p></div></main>
${bot(['Lana y Punto S.R.L. · CUIT 30-71234567-9 · Tandil, Buenos Aires', 'Defensa de las y los consumidores. Para reclamos ingrese aquí.'], ['Botón de arrepentimiento', 'Cambios y devoluciones', 'Contacto'])}`,
    }),
    routes: { ...logo('www.lanaypunto-tienda.com.ar', '/img/sweater.png', 160, 160, 160) },
  },
];
