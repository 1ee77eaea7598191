import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analytics, b64, cssApp, cssPlain, doc, pdfRoute } from '../parts/q-kit.js';

// Benign: forms built by script, content shown after a delay or a click, PDF viewers.

export const entries: Entry[] = [
{
  id: 'q-clean-quote-wizard-roofing',
  label: 'clean',
  kind: 'script-form',
  url: 'https://www.haldane-roofing.co.uk/quote',
  body: doc({
    title: 'Free roofing quote – Haldane Roofing',
    css: cssPlain('#7f1d1d') + '.opt{display:block;border:1px solid #ddd;padding:12px;margin:6px 0;border-radius:6px;cursor:pointer}',
    body: `<header class="top"><span class="name">Haldane Roofing</span><nav><a href="#">Services</a><a href="#">Gallery</a><a href="#">Reviews</a></nav></header>
<main><div class="card narrow" id="w"></div></main>
<footer>Haldane Roofing Ltd · NFRC member · Company no. 10293847</footer>
<script>
var steps=[{q:'What do you need?',o:['Repair a leak','Replace tiles/slates','Flat roof','Guttering','Full new roof']},{q:'What type of property?',o:['Terraced','Semi-detached','Detached','Bungalow','Commercial']},{q:'When do you need the work?',o:['As soon as possible','Within a month','Just planning']}],i=0,a=[];
function draw(){var w=document.getElementById('w');if(i<steps.length){w.innerHTML='<p class="muted">Step '+(i+1)+' of 4</p><h2>'+steps[i].q+'</h2>'+steps[i].o.map(function(o){return '<span class="opt">'+o+'</span>'}).join('');[].forEach.call(w.querySelectorAll('.opt'),function(e){e.onclick=function(){a.push(e.textContent);i++;draw()}});}
else{w.innerHTML='<p class="muted">Step 4 of 4</p><h2>Where should we send your quote?</h2><label>Name</label><input id="n"><label>Phone</label><input id="p"><label>Postcode</label><input id="pc"><p></p><button id="s">Get my free quote</button>';document.getElementById('s').onclick=function(){fetch('/quote/submit',{method:'POST',body:JSON.stringify({a:a,n:n.value,p:p.value,pc:pc.value})}).then(function(){w.innerHTML='<h2>Thanks!</h2><p>Gareth will call you within one working day to arrange a visit.</p>'})};}}
draw();
</script>`,
  }),
  routes: { 'www.haldane-roofing.co.uk/quote/submit': jsonRoute({ ok: true }) },
},
{
  id: 'q-clean-library-card-signup-script',
  label: 'clean',
  kind: 'script-form',
  url: 'https://bibliotheek-ijsselstad.nl/lid-worden',
  body: doc({
    lang: 'nl',
    title: 'Lid worden – Bibliotheek IJsselstad',
    css: cssPlain('#c2410c'),
    body: `<header class="top"><span class="name">Bibliotheek IJsselstad</span><nav><a href="#">Zoeken</a><a href="#">Activiteiten</a><a href="#">Lid worden</a></nav></header>
<main><div class="card narrow"><h2 style="margin-top:0">Lid worden</h2><div id="abo"></div><form id="f" class="hidden"></form></div></main>
<footer>Bibliotheek IJsselstad · Kerkstraat 1 · <a href="#">Privacyverklaring</a></footer>
<script>
fetch('/lid-worden/abonnementen.json').then(function(r){return r.json()}).then(function(l){var a=document.getElementById('abo');a.innerHTML=l.map(function(x,i){return '<label><input type="radio" name="abo" value="'+i+'" style="width:auto"> '+x.naam+' – '+x.prijs+'</label>'}).join('');
a.onchange=function(){var f=document.getElementById('f');f.className='';f.innerHTML='<label>Voornaam</label><input name="vn"><label>Achternaam</label><input name="an"><label>Geboortedatum</label><input type="date" name="gd"><label>Postcode + huisnummer</label><input name="pc"><label>E-mail</label><input type="email" name="em"><label>IBAN (voor automatische incasso)</label><input name="iban"><p></p><button>Aanmelden</button>';};});
</script>`,
  }),
  routes: { 'bibliotheek-ijsselstad.nl/lid-worden/abonnementen.json': jsonRoute([{ naam: 'Jeugd (tot 18)', prijs: 'gratis' }, { naam: 'Basis', prijs: '€ 3,75 per maand' }, { naam: 'Volledig', prijs: '€ 5,25 per maand' }]) },
},
{
  id: 'q-clean-newsletter-modal-after-delay',
  label: 'clean',
  kind: 'delayed-content',
  url: 'https://www.fieldandfern-ceramics.com/journal/glazing-notes',
  body: doc({
    title: 'Glazing notes from the studio – Field & Fern Ceramics',
    css: cssPlain('#57534e', 'Georgia, serif') + '#nl{position:fixed;inset:0;background:rgba(0,0,0,.4);display:none;align-items:center;justify-content:center}#nl .card{max-width:380px}',
    body: `<header class="top"><span class="name">Field &amp; Fern</span><nav><a href="#">Shop</a><a href="#">Journal</a><a href="#">Workshops</a></nav></header>
<main><div class="card"><h1 style="margin-top:0">Glazing notes from the studio</h1><p>This autumn I finally tamed the celadon that had been crawling off every third mug. The fix turned out to be boring: thinner application and a slower cool between 1000°C and 800°C.</p><p>I've also been testing a local iron-rich clay dug near the river. It fires to a warm toast colour and plays nicely with the shino, although it bloats above cone 10.</p><p>Next workshop dates are up — the December throwing weekend has four spaces left.</p></div></main>
<div id="nl"><div class="card"><h3 style="margin-top:0">Studio letters</h3><p>One email a month: new pieces, kiln openings and workshop dates. No spam.</p><input type="email" placeholder="you@example.com"><p></p><button>Subscribe</button> <a href="#" id="x" style="margin-left:10px">No thanks</a></div></div>
<footer>© Field &amp; Fern Ceramics · Hebden Bridge</footer>
<script>setTimeout(function(){if(!localStorage.getItem('nl'))document.getElementById('nl').style.display='flex'},8000);document.getElementById('x').onclick=function(e){e.preventDefault();localStorage.setItem('nl','1');document.getElementById('nl').style.display='none'};</script>`,
  }),
},
{
  id: 'q-clean-click-reveal-faq-it',
  label: 'clean',
  kind: 'delayed-content',
  url: 'https://www.agriturismo-poggiolungo.it/domande-frequenti',
  body: doc({
    lang: 'it',
    title: 'Domande frequenti – Agriturismo Poggiolungo',
    css: cssPlain('#4d7c0f') + 'details{border-bottom:1px solid #eee;padding:10px 0}summary{cursor:pointer;font-weight:600}',
    body: `<header class="top"><span class="name">Agriturismo Poggiolungo</span><nav><a href="#">Camere</a><a href="#">Cucina</a><a href="#">Prenota</a></nav></header>
<main><div class="card"><h1 style="margin-top:0">Domande frequenti</h1>
<details><summary>Serve un anticipo per prenotare?</summary><p>Sì, chiediamo il 30% alla conferma, tramite bonifico o carta sul nostro sito. Non chiediamo mai pagamenti via WhatsApp o link esterni.</p></details>
<details><summary>Gli animali sono ammessi?</summary><p>Cani di piccola taglia sì, con un supplemento di 10 € a notte.</p></details>
<details><summary>Si può cenare senza soggiornare?</summary><p>Sì, su prenotazione, dal giovedì alla domenica.</p></details>
<details><summary>Come si arriva?</summary><p>Da Montepulciano prendere la SP 146 verso Pienza; dopo 4 km girare a destra al cartello.</p></details>
<div id="more"></div><button id="m">Mostra altre domande</button></div></main>
<footer>Agriturismo Poggiolungo · Montepulciano (SI) · P.IVA 01234560523</footer>
<script>document.getElementById('m').onclick=function(){this.remove();document.getElementById('more').innerHTML='<details><summary>C\\'è la piscina?</summary><p>Sì, aperta da maggio a settembre.</p></details><details><summary>Orari check-in</summary><p>Dalle 15 alle 19.</p></details>'};</script>`,
  }),
},
{
  id: 'q-clean-pdf-menu-embed-restaurant',
  label: 'clean',
  kind: 'pdf-viewer',
  url: 'https://www.brasserie-lamouette.be/carte',
  body: doc({
    lang: 'fr',
    title: 'La carte – Brasserie La Mouette',
    css: cssPlain('#1e3a8a', 'Georgia, serif') + 'embed{width:100%;height:700px;border:1px solid #ddd}',
    body: `<header class="top"><span class="name">Brasserie La Mouette</span><nav><a href="#">La carte</a><a href="#">Réserver</a><a href="#">Accès</a></nav></header>
<main><div class="card"><h2 style="margin-top:0">Notre carte d'automne</h2><p>Moules-frites, croquettes aux crevettes grises, carbonnade à la Westmalle… La carte change avec les saisons.</p>
<embed src="/pdf/carte-automne.pdf" type="application/pdf"><p><a href="/pdf/carte-automne.pdf">Ouvrir la carte (PDF)</a></p></div></main>
<footer>Brasserie La Mouette · Digue de mer 88, Ostende · Fermé le mercredi</footer>`,
  }),
  routes: { 'www.brasserie-lamouette.be/pdf/carte-automne.pdf': pdfRoute(['BRASSERIE LA MOUETTE - CARTE D AUTOMNE', 'Croquettes aux crevettes grises 16,50', 'Moules marinieres, frites 27,00', 'Carbonnade a la Westmalle 23,50'], 'carte-automne.pdf') },
},
];
