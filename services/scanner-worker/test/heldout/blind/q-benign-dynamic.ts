import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analytics, b64, cssApp, cssPlain, doc, pdfRoute } from '../parts/q-kit.js';

// Benign: forms built by script, content shown after a delay or a click, PDF viewers.

export const entries: Entry[] = [
{
  id: 'q-clean-spa-dashboard-skeleton-load',
  label: 'clean',
  kind: 'delayed-content',
  url: 'https://app.cropwise-farmlog.com/fields',
  body: doc({
    title: 'Fields · Farmlog',
    css: cssPlain('#15803d') + '.sk{height:16px;background:#eee;margin:10px 0;border-radius:3px}',
    body: `<header class="top"><span class="name">Farmlog</span><nav><a href="#">Fields</a><a href="#">Spray records</a><a href="#">Weather</a><a href="#">Account</a></nav></header>
<main><div class="card" id="c"><div class="sk"></div><div class="sk"></div><div class="sk"></div></div></main>
<script>setTimeout(function(){fetch('/api/v2/fields').then(function(r){return r.json()}).then(function(d){document.getElementById('c').innerHTML='<h2 style="margin-top:0">Your fields</h2><table><tr><th>Field</th><th>Crop</th><th>Area</th><th>Last activity</th></tr>'+d.fields.map(function(f){return '<tr><td>'+f.name+'</td><td>'+f.crop+'</td><td>'+f.ha+' ha</td><td>'+f.last+'</td></tr>'}).join('')+'</table>'})},1200);</script>`,
  }),
  routes: { 'app.cropwise-farmlog.com/api/v2/fields': jsonRoute({ fields: [{ name: 'Long Acre', crop: 'Winter wheat', ha: 14.2, last: 'Drilled 12 Oct' }, { name: 'Top Meadow', crop: 'Grass ley', ha: 6.8, last: 'Topped 2 Sep' }, { name: 'Church Piece', crop: 'Oilseed rape', ha: 9.1, last: 'Herbicide 28 Sep' }] }) },
},
{
  id: 'q-clean-pdfjs-council-minutes',
  label: 'clean',
  kind: 'pdf-viewer',
  url: 'https://www.ashcombe-parishcouncil.gov.uk/viewer.html?file=/docs/minutes-2025-10.pdf',
  body: doc({
    title: 'minutes-2025-10.pdf',
    css: 'body{margin:0;background:#404040;font:13px Arial}.bar{background:#2a2a2e;color:#ddd;height:36px;display:flex;align-items:center;padding:0 12px;gap:14px}.bar a{color:#ddd}iframe{border:0;width:100%;height:calc(100vh - 36px);background:#fff}',
    body: `<div class="bar"><span>Ashcombe Parish Council</span><span>minutes-2025-10.pdf</span><a href="/docs/minutes-2025-10.pdf" download style="margin-left:auto">Download</a><a href="/meetings">Back to meetings</a></div>
<iframe src="/docs/minutes-2025-10.pdf" title="Minutes October 2025"></iframe>`,
  }),
  routes: { 'www.ashcombe-parishcouncil.gov.uk/docs/minutes-2025-10.pdf': pdfRoute(['ASHCOMBE PARISH COUNCIL', 'Minutes of the meeting held 14 October 2025 at the Village Hall', '1. Apologies: Cllr Deane', '2. Planning: 25/01442/FUL - no objection', '3. Footpath 12 stile repair - quote accepted (GBP 380)'], 'minutes-2025-10.pdf') },
},
{
  id: 'q-clean-pdf-viewer-signed-contract-download',
  label: 'clean',
  kind: 'pdf-viewer',
  url: 'https://docs.kellerman-property.com/tenancy/view/TA-2291',
  body: doc({
    title: 'Tenancy agreement TA-2291 – Kellerman Property Management',
    css: cssPlain('#0f172a') + 'object{width:100%;height:640px;border:1px solid #ccc}',
    body: `<header class="top"><span class="name">Kellerman Property Management</span><span class="muted">Tenant portal · Signed in as R. Adeyemi · <a href="/logout">Sign out</a></span></header>
<main><div class="card"><h2 style="margin-top:0">Tenancy agreement TA-2291</h2><p class="muted">Flat 3, 27 Clarendon Road · Signed by both parties on 2 September 2025</p>
<object data="/tenancy/files/TA-2291-signed.pdf" type="application/pdf"><p>Your browser can't show PDFs. <a href="/tenancy/files/TA-2291-signed.pdf">Download the agreement</a>.</p></object></div></main>
<footer>Kellerman Property Management Ltd · ARLA Propertymark member · Client money protected by Propertymark CMP</footer>`,
  }),
  routes: { 'docs.kellerman-property.com/tenancy/files/TA-2291-signed.pdf': pdfRoute(['ASSURED SHORTHOLD TENANCY AGREEMENT', 'Property: Flat 3, 27 Clarendon Road', 'Term: 12 months from 15 September 2025', 'Rent: GBP 1,150 per calendar month'], 'TA-2291-signed.pdf') },
},
{
  id: 'q-clean-pdf-datasheet-product-page-de',
  label: 'clean',
  kind: 'pdf-viewer',
  url: 'https://www.heizwerk-pumpen.de/produkte/hw-25-6/datenblatt',
  body: doc({
    lang: 'de',
    title: 'Datenblatt HW 25-6 – Heizwerk Pumpen',
    css: 'body{margin:0;font-family:Arial}.t{padding:10px 16px;background:#e5e7eb;display:flex;gap:16px}iframe{width:100%;height:90vh;border:0}',
    body: `<div class="t"><b>Heizwerk Pumpen</b><span>Hocheffizienz-Umwälzpumpe HW 25-6 · Technisches Datenblatt</span><a href="/produkte/hw-25-6" style="margin-left:auto">Zurück zum Produkt</a></div>
<iframe src="/media/pdf/HW25-6_Datenblatt_DE.pdf#toolbar=1&view=FitH"></iframe>`,
  }),
  routes: { 'www.heizwerk-pumpen.de/media/pdf/HW25-6_Datenblatt_DE.pdf': pdfRoute(['HW 25-6 Hocheffizienz-Umwaelzpumpe', 'Foerderhoehe max. 6 m', 'Leistungsaufnahme 4-45 W', 'EEI <= 0,20'], 'HW25-6_Datenblatt_DE.pdf') },
},
];
