import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { fileRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analytics, cssApp, cssPlain, doc, icon, pdfRoute } from '../parts/q-kit.js';

// Benign: small companies' invoice portals, HR / payroll portals on the vendor's own domain, IT helpdesk pages.

export const entries: Entry[] = [
{
  id: 'q-clean-invoice-portal-wholesale-es',
  label: 'clean',
  kind: 'own-invoice-portal',
  url: 'https://clientes.distribuciones-olmedo.es/facturas',
  body: doc({
    lang: 'es',
    title: 'Mis facturas – Distribuciones Olmedo',
    css: cssPlain('#b45309'),
    body: `<header class="top"><span class="name">Distribuciones Olmedo</span><nav><a href="#">Pedidos</a><a href="#">Facturas</a><a href="#">Mi cuenta</a><a href="#">Salir</a></nav></header>
<main><div class="card"><h2 style="margin-top:0">Facturas</h2><p class="muted">Cliente 004127 · Bar Restaurante El Puerto</p><div id="t">Cargando…</div></div></main>
<footer>Distribuciones Olmedo S.L. · CIF B-12345678 · Polígono Industrial Los Llanos, Albacete</footer>
<script>fetch('/facturas/api/list').then(function(r){return r.json()}).then(function(d){document.getElementById('t').innerHTML='<table><tr><th>Nº</th><th>Fecha</th><th>Importe</th><th>Estado</th><th></th></tr>'+d.map(function(f){return '<tr><td>'+f.n+'</td><td>'+f.f+'</td><td>'+f.i+'</td><td>'+f.e+'</td><td><a href="/facturas/'+f.n+'.pdf">PDF</a></td></tr>'}).join('')+'</table>'});</script>`,
  }),
  routes: { 'clientes.distribuciones-olmedo.es/facturas/api/list': jsonRoute([{ n: 'F25-3310', f: '12/11/2025', i: '842,16 €', e: 'Pendiente' }, { n: 'F25-3187', f: '29/10/2025', i: '1.105,40 €', e: 'Pagada' }, { n: 'F25-2954', f: '15/10/2025', i: '977,02 €', e: 'Pagada' }]) },
},
{
  id: 'q-clean-hr-payslip-viewer-after-login',
  label: 'clean',
  kind: 'vendor-hr-portal',
  url: 'https://app.lohnwerk.de/mitarbeiter/abrechnungen',
  body: doc({
    lang: 'de',
    title: 'Meine Abrechnungen – Lohnwerk',
    css: cssPlain('#4338ca'),
    body: `<header class="top"><span class="name">Lohnwerk</span><nav><a href="#">Abrechnungen</a><a href="#">Urlaub</a><a href="#">Dokumente</a><a href="#">Profil</a></nav></header>
<main><div class="card"><h2 style="margin-top:0">Hallo Jana, hier sind deine Abrechnungen</h2><p class="muted">Arbeitgeber: Café Morgenrot GmbH</p>
<table><tr><th>Monat</th><th>Netto</th><th></th></tr><tr><td>Oktober 2025</td><td>1.874,22 €</td><td><a href="/mitarbeiter/abrechnungen/2025-10.pdf">PDF ansehen</a></td></tr><tr><td>September 2025</td><td>1.861,09 €</td><td><a href="#">PDF ansehen</a></td></tr><tr><td>August 2025</td><td>1.902,50 €</td><td><a href="#">PDF ansehen</a></td></tr></table>
<p class="muted">Fragen zur Abrechnung? Wende dich an dein Lohnbüro oder an deinen Arbeitgeber.</p></div></main>
<footer>Lohnwerk GmbH · Leipzig · <a href="#">Impressum</a> · <a href="#">Datenschutz</a></footer>`,
  }),
  routes: { 'app.lohnwerk.de/mitarbeiter/abrechnungen/2025-10.pdf': pdfRoute(['Entgeltabrechnung Oktober 2025', 'Café Morgenrot GmbH', 'Netto: 1.874,22 EUR']) },
},
{
  id: 'q-clean-osticket-helpdesk-open-ticket',
  label: 'clean',
  kind: 'it-helpdesk',
  url: 'https://support.marlin-print.co.uk/open.php',
  body: doc({
    title: 'Marlin Print Support :: Open a New Ticket',
    css: cssPlain('#1e40af'),
    body: `<header class="top"><span class="name">Marlin Print Support</span><nav><a href="/">Support Center Home</a><a href="/kb/index.php">Knowledgebase</a><a href="/open.php">Open a New Ticket</a><a href="/view.php">Check Ticket Status</a></nav></header>
<main><div class="card"><h2 style="margin-top:0">Open a New Ticket</h2><p>Please fill in the form below to open a new ticket.</p>
<form method="post" action="/open.php" enctype="multipart/form-data"><input type="hidden" name="__CSRFToken__" value="a17c9e0d1b"><div class="row"><div><label>Email Address *</label><input name="email" type="email"></div><div><label>Full Name *</label><input name="name"></div></div>
<label>Help Topic</label><select name="topicId"><option>— Select a Help Topic —</option><option>Order status</option><option>Artwork / proof question</option><option>Billing</option><option>Website problem</option></select>
<label>Issue Summary</label><input name="subject"><label>Details</label><textarea rows="6" name="message"></textarea><label>Attachments</label><input type="file" name="attachments[]"><p></p><button>Create Ticket</button></form></div></main>
<footer>Copyright © 2026 Marlin Print Ltd - All rights reserved. · Helpdesk software - powered by osTicket</footer>`,
  }),
},
{
  id: 'q-clean-freshdesk-style-portal-sv',
  label: 'clean',
  kind: 'it-helpdesk',
  url: 'https://support.nordkyl-service.se/support/home',
  body: doc({
    lang: 'sv',
    title: 'Nordkyl Service – Support',
    css: cssPlain('#0e7490'),
    body: `<header class="top"><span class="name">Nordkyl Service</span><nav><a href="#">Hem</a><a href="#">Lösningar</a><a href="#">Skapa ärende</a><a href="#">Logga in</a></nav></header>
<main><div class="card"><h2 style="margin-top:0">Hur kan vi hjälpa dig?</h2><input id="q" placeholder="Sök i kunskapsbasen, t.ex. 'larm hög temperatur'"><div id="r"></div></div>
<div class="card"><h3 style="margin-top:0">Populära artiklar</h3><ul><li><a href="#">Kylrummet larmar – vad gör jag?</a></li><li><a href="#">Boka årlig service av kylanläggning</a></li><li><a href="#">Felkoder för styrenhet EKC 202</a></li></ul></div></main>
<footer>Nordkyl Service AB · Org.nr 556123-4567 · Jour dygnet runt: 010-555 12 00</footer>
<script>var t;document.getElementById('q').oninput=function(){clearTimeout(t);var v=this.value;t=setTimeout(function(){fetch('/support/search/solutions.json?term='+encodeURIComponent(v)).then(function(r){return r.json()}).then(function(d){document.getElementById('r').innerHTML=d.map(function(a){return '<p><a href="'+a.url+'">'+a.title+'</a></p>'}).join('')})},300)};</script>`,
  }),
  routes: { 'support.nordkyl-service.se/support/search/solutions.json': jsonRoute([{ title: 'Kylrummet larmar – vad gör jag?', url: '/support/solutions/articles/101' }, { title: 'Temperaturlarm efter strömavbrott', url: '/support/solutions/articles/117' }]) },
},
];
