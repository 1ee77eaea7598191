import { type Entry } from '../entry.js';
import { doc, favicon, siteCss } from '../parts/yy-kit.js';

export const entries: Entry[] = [
{
  id: 'yy-clean-colcert-boletin-dian-malware',
  label: 'clean',
  kind: 'cert-advisory-iocs',
  url: 'https://www.colcert.gov.co/800/w3-article-412877.html',
  body: doc({
    lang: 'es-CO',
    title: 'ColCERT: campaña de correos suplantando a la DIAN distribuye troyano bancario',
    css: `${siteCss('#3366cc', '"Work Sans", Arial, sans-serif')}article{background:#fff;padding:30px;margin-top:20px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #dde;padding:6px;font-size:13px;text-align:left}code{font-size:12px}`,
    body: `<div style="background:#3366cc;color:#fff;font-size:12px;padding:5px 24px">GOV.CO</div>
<div class="wrap"><article><h1>Boletín de seguridad: correos que suplantan a la DIAN distribuyen troyano bancario</h1><p>El Grupo de Respuesta a Emergencias Cibernéticas de Colombia (ColCERT) informa sobre una campaña activa de correos con asuntos como:</p>
<ul><li>“NOTIFICACIÓN POR CORREO – Mandamiento de pago No. 2025-118473”</li><li>“Proceso de embargo de cuentas bancarias – DIAN”</li><li>“Devolución automática de saldo a favor – Renta 2024”</li></ul>
<p>El mensaje enlaza a una página que genera en el navegador un archivo ZIP protegido con contraseña (técnica de HTML smuggling). El ZIP contiene un archivo <code>.pdf.js</code> que descarga y ejecuta el troyano.</p>
<h2>Indicadores de compromiso</h2><table><tr><th>Tipo</th><th>Valor</th></tr><tr><td>Dominio</td><td>notificaciones-dian-embargos[.]com</td></tr><tr><td>Dominio</td><td>dian-notificaciones.duckdns[.]org</td></tr><tr><td>Nombre de archivo</td><td>Expediente_Cobro_Coactivo_2025-118473.pdf.js</td></tr><tr><td>Contraseña del ZIP</td><td>DIAN2025</td></tr><tr><td>SHA-256</td><td>4c1e0a9b7f2d8e31a6b5c94f0e7d2a18b3c6f9e0d1a2b4c5e6f708192a3b4c5d</td></tr></table>
<h2>Recomendaciones</h2><p>La DIAN notifica a través del buzón electrónico registrado en el RUT y nunca envía archivos comprimidos. Bloquee los indicadores en su perímetro y configure la apertura de archivos .js y .vbs con el Bloc de notas.</p></article></div>`,
  }),
},
{
  id: 'yy-clean-noticia-estafa-tareas-likes',
  label: 'clean',
  kind: 'news-quoting-scam',
  url: 'https://www.eleconomista.com.mx/finanzaspersonales/estafas-de-trabajo-desde-casa-por-dar-likes-20251108-0042.html',
  body: doc({
    lang: 'es-MX',
    title: '“Gana $800 al día dando likes”: así operan las estafas de trabajo desde casa | El Economista',
    css: `body{margin:0;font-family:Georgia,serif;color:#222}.mast{border-bottom:1px solid #ddd;padding:14px 30px;font:800 28px Arial;color:#c8102e}article{max-width:720px;margin:24px auto;padding:0 20px;font-size:18px;line-height:1.65}
.q{background:#f4f4f4;border-left:4px solid #c8102e;padding:10px 16px;font-family:Arial;font-size:15px}`,
    body: `<div class="mast">El Economista</div><article><h1>“Gana $800 al día dando likes”: así operan las estafas de trabajo desde casa</h1><p style="font:13px Arial;color:#777">Finanzas Personales · 8 de noviembre de 2025</p>
<p>Los mensajes llegan por WhatsApp o Telegram desde números desconocidos, muchas veces con prefijos extranjeros:</p>
<p class="q">“Hola, soy Daniela de recursos humanos de TrendBoost. Buscamos personas para trabajo desde casa, solo das like a productos y ganas de $500 a $3,000 al día. ¿Te interesa?”</p>
<p>Las primeras tareas se pagan con montos pequeños para generar confianza. Después, la víctima es agregada a un grupo donde un “mentor” le pide recargar saldo para subir a “VIP 1” ($500) o completar un “pedido combinado”. Las recargas se hacen por depósito en OXXO o transferencia SPEI a cuentas de terceros.</p>
<p class="q">“Para liberar tu retiro debes completar la tarea premium. Recarga $5,000 y recibirás $6,500 en 30 minutos.”</p>
<p>La CONDUSEF y la Policía Cibernética recomiendan desconfiar de cualquier empleo que pida depósitos para empezar a trabajar o para retirar ganancias. Las empresas legítimas no cobran por contratarte.</p></article>`,
  }),
},
{
  id: 'yy-clean-nubank-blog-golpes',
  label: 'clean',
  kind: 'bank-blog-quoting-scam',
  url: 'https://blog.nubank.com.br/golpe-do-pix-bloqueado-como-identificar/',
  body: doc({
    lang: 'pt-BR',
    title: 'Golpe do Pix bloqueado: como identificar e se proteger – Blog Nubank',
    head: favicon('#820ad1', 'n'),
    css: `body{margin:0;font-family:Graphik,Arial;color:#111}.top{padding:16px 30px;border-bottom:1px solid #eee;color:#820ad1;font-weight:800;font-size:22px}article{max-width:720px;margin:26px auto;padding:0 20px;line-height:1.7;font-size:17px}
.sms{background:#f4f4f4;border-radius:14px;padding:12px 16px;font-size:15px;max-width:420px}`,
    body: `<div class="top">nu · blog</div><article><h1>Golpe do Pix bloqueado: como identificar e se proteger</h1>
<p>Golpistas enviam SMS e mensagens de WhatsApp como esta:</p><p class="sms">Nubank informa: seu Pix foi BLOQUEADO por suspeita de fraude. Para desbloquear, acesse o link e confirme seu CPF, senha e dados do cartão.</p>
<p>O link leva a uma página com a nossa cor roxa e o nosso logo, mas em um endereço que <b>não</b> é do Nubank. Lá, pedem CPF, a senha de 4 dígitos do app e os dados do cartão — e às vezes dizem que “a central vai ligar para concluir o cancelamento”.</p>
<h2>O que o Nubank nunca faz</h2><ul><li>Não pede sua senha por link, SMS, e-mail ou telefone.</li><li>Não liga para pedir que você faça Pix de “teste” ou para “conta segura”.</li><li>Não pede instalação de aplicativos fora da loja oficial.</li></ul><p>Se você recebeu uma mensagem suspeita, acesse o app, vá em “Me ajuda” e fale com a gente.</p></article>`,
  }),
},
{
  id: 'yy-clean-sat-aviso-correos-apocrifos',
  label: 'clean',
  kind: 'tax-authority-advisory',
  url: 'https://www.sat.gob.mx/portal/public/seguridad/correos-apocrifos',
  body: doc({
    lang: 'es-MX',
    title: 'Correos apócrifos | SAT',
    head: favicon('#611232', 'S'),
    css: `${siteCss('#611232', 'Montserrat, Arial, sans-serif')}.ex{background:#fff;border:1px solid #ddd;padding:14px;font-family:monospace;font-size:13px;white-space:pre-wrap;margin:12px 0}`,
    body: `<div style="background:#611232;color:#fff;padding:10px 30px">gob.mx · SAT</div>
<div class="wrap"><h1>Identifica correos apócrifos</h1><p>El SAT ha detectado correos que simulan ser enviados por la institución o por proveedores para que descargues archivos maliciosos. Algunos ejemplos:</p>
<div class="ex">Asunto: Factura Electrónica CFDI 4.0 - Folio A-18842
Estimado cliente, se ha generado su comprobante fiscal. Descargue su factura en el siguiente enlace:
hxxps://www.ferreteria-elpino.com[.]mx/wp-content/uploads/2025/11/cfdi/index.php</div>
<div class="ex">Asunto: Buzón Tributario: tienes una notificación pendiente
Si no atiendes el requerimiento en 3 días hábiles se restringirá tu Certificado de Sello Digital. Ingresa con tu e.firma:
hxxps://sat-buzontributario-notificacion[.]com</div>
<p>Los archivos descargados suelen ser .zip, .msi, .hta o accesos directos (.lnk) con nombres como <i>CFDI_Factura_Electronica.msi</i>. Una factura real es un archivo XML con su representación en PDF.</p>
<h2>Recuerda</h2><ul><li>El SAT no envía facturas ni solicita tu e.firma, contraseña o archivos .key por correo.</li><li>Consulta tus notificaciones solo en el Buzón Tributario desde sat.gob.mx.</li><li>Verifica cualquier CFDI en el verificador oficial con su folio fiscal.</li></ul><p>Reenvía correos sospechosos a <b>denuncias@sat.gob.mx</b>.</p></div>`,
  }),
},
{
  id: 'yy-clean-policia-cibernetica-sextorsion',
  label: 'clean',
  kind: 'police-advisory-quoting-extortion',
  url: 'https://www.ssc.cdmx.gob.mx/comunicacion/nota/policia-cibernetica-alerta-correos-extorsion-bitcoin',
  body: doc({
    lang: 'es-MX',
    title: 'Policía Cibernética alerta sobre correos de extorsión que exigen pagos en bitcoin',
    css: `${siteCss('#9f2241', 'Arial, sans-serif')}article{background:#fff;padding:30px;margin-top:20px}.mail{background:#fafafa;border:1px dashed #999;padding:14px;font-size:14px;white-space:pre-wrap}`,
    body: `<div style="background:#9f2241;color:#fff;padding:12px 30px;font-weight:700">Secretaría de Seguridad Ciudadana · Ciudad de México</div>
<div class="wrap"><article><h1>La Policía Cibernética alerta sobre correos de extorsión que exigen pagos en bitcoin o en OXXO</h1>
<p>La Unidad de Policía Cibernética de la SSC ha recibido reportes de correos y páginas que aseguran haber grabado a la víctima con su cámara o haber detectado “contenido ilegal” en su equipo. Un fragmento de uno de los mensajes:</p>
<div class="mail">Hola. Tengo acceso a tu dispositivo desde hace meses. Grabé videos tuyos con tu cámara mientras visitabas sitios para adultos.
Si no quieres que envíe el video a todos tus contactos, transfiere el equivalente a $1,500 USD en Bitcoin a esta dirección:
bc1q9x8f...[omitida]
Tienes 48 horas.</div>
<p>Otra variante muestra una página que simula ser de la Policía Cibernética, bloquea el navegador y exige una “multa” de $3,500 pesos pagada en OXXO. <b>Ninguna autoridad cobra multas por internet ni bloquea equipos.</b></p>
<p>Recomendaciones: no pagues, no respondas, cierra el navegador con el Administrador de tareas, cambia tus contraseñas y reporta al 55 5242 5100 ext. 5086 o en policia.cibernetica@ssc.cdmx.gob.mx.</p></article></div>`,
  }),
},
{
  id: 'yy-clean-guia-homebrew-mac-es',
  label: 'clean',
  kind: 'dev-tutorial-curl-bash',
  url: 'https://www.programadoresmx.dev/guias/instalar-homebrew-en-macos',
  body: doc({
    lang: 'es-MX',
    title: 'Cómo instalar Homebrew en macOS (guía 2025) – ProgramadoresMX',
    css: `body{margin:0;font-family:-apple-system,Inter,Arial;color:#111827}.h{padding:16px 30px;border-bottom:1px solid #e5e7eb;font-weight:700}main{max-width:760px;margin:26px auto;padding:0 20px;line-height:1.7}
.code{background:#0b1020;color:#e5e7eb;font-family:Menlo,monospace;font-size:13px;padding:14px;border-radius:8px;display:flex;justify-content:space-between;gap:10px;align-items:flex-start}.code button{background:#334155;color:#fff;border:0;border-radius:4px;padding:4px 10px}`,
    body: `<div class="h">ProgramadoresMX</div><main><h1>Cómo instalar Homebrew en macOS</h1><p>Homebrew es el gestor de paquetes más usado en Mac. La forma oficial de instalarlo (documentada en <a href="https://brew.sh/es/">brew.sh</a>) es ejecutar su script de instalación desde la Terminal.</p>
<h2>1. Abre la Terminal</h2><p>Presiona Cmd + Espacio, escribe “Terminal” y presiona Enter.</p>
<h2>2. Ejecuta el instalador oficial</h2><div class="code"><code id="b">/bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"</code><button onclick="navigator.clipboard.writeText(document.getElementById('b').textContent)">Copiar</button></div>
<p>El script te explicará qué va a hacer y pedirá tu contraseña para crear <code>/opt/homebrew</code>. Antes de ejecutarlo puedes leerlo en GitHub: es una buena práctica revisar cualquier script que pegues en la Terminal.</p>
<h2>3. Agrega brew al PATH</h2><div class="code"><code id="p">echo 'eval "$(/opt/homebrew/bin/brew shellenv)"' &gt;&gt; ~/.zprofile</code><button onclick="navigator.clipboard.writeText(document.getElementById('p').textContent)">Copiar</button></div>
<p>Verifica con <code>brew doctor</code>. ¡Listo!</p></main>`,
  }),
},
];
