import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, orgPage, orgAssets } from '../parts/zb-kit.js';
import { fileRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';
import { northfield, valmont, halvorsen, sierra, lunden, kitamura, withHost } from '../parts/zb-orgs.js';

const minimalPdf = '%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

export const entries: Entry[] = [
  {
    id: 'zb-clean-journal-publisher-institution-login',
    label: 'clean',
    kind: 'journal-login',
    url: 'https://www.elsewhere-journals.com/action/ssostart?redirectUri=%2Fdoi%2F10.1016%2Fj.ejes.2026.04.012',
    body: doc({
      title: 'Access through your institution | Elsewhere Journals Online',
      css: `body{margin:0;font-family:Georgia,serif;background:#fff;color:#222}.h{border-bottom:1px solid #ddd;padding:14px 30px;font-family:Arial}.c{max-width:640px;margin:30px auto;font-family:Arial}input{width:100%;padding:11px;border:1px solid #999;font-size:15px}li{padding:10px;border-bottom:1px solid #eee;list-style:none}li a{text-decoration:none;color:#0c5a8a}`,
      body: `<div class="h"><b>Elsewhere Journals Online</b> · <a href="/journals">Journals</a> · <a href="/books">Books</a> · <a href="/action/showLogin">Sign in</a></div>
<div class="c"><h2>Find your institution</h2><p>Sign in through your university or organisation to get access to subscribed content.</p><input id="s" placeholder="Type the name of your institution"><ul id="l" style="padding:0"></ul>
<p style="font-size:13px">Using a shared or library computer? Remember to sign out. <a href="/help/access">Access help</a></p></div>
<script>var I=[['University of Northfield','https://idp.northfield-uni.ac.uk/idp/shibboleth'],['Universität Lindenau','https://login.uni-lindenau.de/idp/shibboleth'],['Université de Valmont','https://cas.univ-valmont.fr/idp'],['Lundens högskola','https://idp.lundens-hogskola.se/idp/shibboleth']];
document.getElementById('s').oninput=function(e){var v=e.target.value.toLowerCase();document.getElementById('l').innerHTML=v.length<2?'':I.filter(function(i){return i[0].toLowerCase().indexOf(v)>=0;}).map(function(i){return '<li><a href="/Shibboleth.sso/Login?entityID='+encodeURIComponent(i[1])+'">'+i[0]+'</a></li>';}).join('');};</script>`,
    }),
  },
  {
    id: 'zb-clean-conference-submission-login',
    label: 'clean',
    kind: 'conference',
    url: 'https://submit.ecmlss2027.org/login?conf=ECMLSS27',
    body: doc({
      title: 'ECMLSS 2027 – Submission system – Log in',
      css: `body{margin:0;font-family:Verdana,Arial,sans-serif;font-size:14px;background:#fff}.h{background:#3c5a78;color:#fff;padding:10px 20px}.c{max-width:520px;margin:40px auto;border:1px solid #ccc;padding:24px}input{width:100%;padding:7px;margin:4px 0 10px;border:1px solid #999}button{background:#3c5a78;color:#fff;border:0;padding:8px 18px}`,
      body: `<div class="h">ECMLSS 2027 · European Conference on Machine Learning for Social Science · Valmont, 7–9 July 2027</div>
<div class="c"><h3>Log in to the submission system</h3><form method="post" action="/login"><input type="hidden" name="conf" value="ECMLSS27"><label>Email</label><input name="email" type="email"><label>Password</label><input name="password" type="password"><button>Log in</button></form>
<p><a href="/register">Create an account</a> · <a href="/reset">Forgot your password?</a></p><p style="font-size:12px;color:#666">This account is for the submission system only. Do not use your university email password here. Submission deadline: 16 January 2027 (AoE). Registration fees are paid after acceptance via the conference website at ecmlss2027.org/registration.</p></div>`,
    }),
  },
  {
    id: 'zb-clean-conference-cfp-page-fr',
    label: 'clean',
    kind: 'conference',
    url: 'https://ecmlss2027.org/fr/appel-a-communications',
    body: doc({
      title: 'ECMLSS 2027 – Appel à communications',
      lang: 'fr',
      css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;color:#222}.hero{background:#3c5a78;color:#fff;padding:40px}.n{background:#2c4560;padding:10px 40px}.n a{color:#fff;margin-right:18px;text-decoration:none}.c{max-width:860px;margin:24px auto;padding:0 20px}table td{padding:6px 14px;border-bottom:1px solid #eee}`,
      body: `<div class="n"><a href="/fr/">Accueil</a><a href="/fr/appel-a-communications">Appel</a><a href="/fr/inscription">Inscription</a><a href="/fr/lieu">Lieu</a><a href="/en/call-for-papers">English</a></div>
<div class="hero"><h1>ECMLSS 2027</h1><p>Conférence européenne sur l'apprentissage automatique pour les sciences sociales · Université de Valmont · 7–9 juillet 2027</p></div>
<div class="c"><h2>Appel à communications</h2><p>Nous invitons les contributions portant sur les méthodes d'apprentissage automatique appliquées aux données sociales, à l'analyse de texte, à l'équité algorithmique et à la reproductibilité.</p>
<table><tr><td>Soumission des résumés</td><td>9 janvier 2027</td></tr><tr><td>Articles complets</td><td>16 janvier 2027</td></tr><tr><td>Notification</td><td>20 mars 2027</td></tr><tr><td>Inscription anticipée</td><td>30 avril 2027</td></tr></table>
<p>Les soumissions se font sur <a href="https://submit.ecmlss2027.org/login?conf=ECMLSS27">submit.ecmlss2027.org</a>. <strong>Attention :</strong> des courriels frauduleux proposant l'hébergement ou l'inscription au nom de la conférence circulent ; nous ne collaborons avec aucune agence de voyage.</p>
<p style="font-size:13px;color:#666">Contact : chairs@ecmlss2027.org · Comité d'organisation, Université de Valmont</p></div>`,
    }),
  },
  {
    id: 'zb-clean-sharepoint-public-pdf-download',
    label: 'clean',
    kind: 'document-share',
    url: 'https://files.lundens-hogskola.se/public/studiehandbok-2026-27',
    body: orgPage(withHost(lunden, 'files.lundens-hogskola.se'), 'Studiehandbok 2026/27 – Lundens högskola', `<div class="card"><h1>Studiehandbok 2026/27</h1><p>Här hittar du kursplaner, regler för examination och viktiga datum för läsåret.</p>
<p>&#128196; <a href="/public/studiehandbok-2026-27/Studiehandbok_2026-27.pdf" download>Studiehandbok_2026-27.pdf</a> (2,4 MB)</p><p>&#128196; <a href="/public/studiehandbok-2026-27/Study_Handbook_2026-27_EN.pdf" download>English version</a></p>
<p class="muted">Publicerad av Utbildningsavdelningen, 15 augusti 2026.</p></div>`, { lang: 'sv', nav: ['Utbildning', 'Forskning', 'IT-stöd', 'Bibliotek'] }),
    routes: { ...orgAssets(withHost(lunden, 'files.lundens-hogskola.se')), 'files.lundens-hogskola.se/public/studiehandbok-2026-27/Studiehandbok_2026-27.pdf': fileRoute(minimalPdf, 'application/pdf', 'Studiehandbok_2026-27.pdf') },
  },
  {
    id: 'zb-clean-secure-message-portal-corp',
    label: 'clean',
    kind: 'secure-mail',
    url: 'https://securemail.halvorsen-logistics.com/s/readmsg?id=7e1b2a9c44d0',
    body: doc({
      title: 'Halvorsen Logistics Secure Message Center',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f2f4f7}.h{background:#14375e;color:#fff;padding:14px 26px}.c{max-width:460px;margin:60px auto;background:#fff;padding:28px;border:1px solid #d8dde3}input{width:100%;padding:9px;margin:6px 0 12px;border:1px solid #aab}button{background:#f2a900;color:#14375e;border:0;padding:10px 20px;font-weight:bold}`,
      body: `<div class="h">Secure Message Center</div><div class="c"><h3>You have received a secure message</h3><p style="font-size:14px">From: <b>customs-clearance@halvorsen-logistics.com</b><br>Subject: Import documentation for shipment HLX-NL-77120</p>
<p style="font-size:13px">To read it, sign in to the Secure Message Center. If this is your first message, register with your email address and choose a password for this service.</p>
<form method="post" action="/s/login"><label>Email address</label><input type="email" name="email"><label>Secure Message Center password</label><input type="password" name="pw"><button>Continue</button></form>
<p style="font-size:12px;color:#666"><a href="/s/register">Register</a> · <a href="/s/forgot">Forgot password</a> · Messages are kept for 30 days. Questions: +47 55 50 70 99.</p></div>`,
    }),
  },
  {
    id: 'zb-clean-supplier-invoice-portal',
    label: 'clean',
    kind: 'supplier-portal',
    url: 'https://suppliers.halvorsen-logistics.com/invoices/login',
    body: orgPage(withHost(halvorsen, 'suppliers.halvorsen-logistics.com'), 'Supplier Portal – Invoices & Payments', `<div class="grid"><div class="card" style="grid-column:span 2"><h1>Supplier Portal</h1><p>Submit invoices against purchase orders, check payment status and download remittance advice.</p>
<form method="post" action="/invoices/login"><label>Supplier number</label><input type="text" name="vendor" placeholder="e.g. 100482"><label>Email</label><input type="email" name="email"><label>Password</label><input type="password" name="pw"><p><button>Sign in</button></p></form></div>
<div class="card"><h3>Changing bank details?</h3><p style="font-size:14px">Bank detail changes can only be requested in the portal with a signed letter on company letterhead. We will call you back on the phone number we already hold before any change takes effect.</p><p class="muted">Accounts Payable, Bergen · ap@halvorsen-logistics.com</p></div></div>`, { nav: ['Invoices', 'Purchase orders', 'Payments', 'Help'] }),
    routes: orgAssets(withHost(halvorsen, 'suppliers.halvorsen-logistics.com')),
  },
  {
    id: 'zb-clean-shipment-tracking-page',
    label: 'clean',
    kind: 'tracking',
    url: 'https://track.halvorsen-logistics.com/shipment/HLX-NL-77120',
    body: doc({
      title: 'Track shipment HLX-NL-77120 – Halvorsen Logistics',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f6f9}.h{background:#14375e;color:#fff;padding:14px 26px}.c{max-width:720px;margin:24px auto;background:#fff;padding:24px}.ev{border-left:3px solid #f2a900;padding:6px 14px;margin:8px 0}.ev small{color:#666}`,
      body: `<div class="h"><b>Halvorsen Logistics</b> · Track &amp; Trace</div><div class="c"><h2>Shipment HLX-NL-77120</h2><p id="st">Loading…</p><div id="ev"></div><p style="font-size:12px;color:#666">We never request payment of customs duties by text message. Duties for import shipments are invoiced to the consignee by our customs department.</p></div>
<script>fetch('/api/shipments/HLX-NL-77120').then(function(r){return r.json();}).then(function(j){document.getElementById('st').textContent=j.status+' · ETA '+j.eta;document.getElementById('ev').innerHTML=j.events.map(function(e){return '<div class="ev">'+e.text+'<br><small>'+e.at+' · '+e.place+'</small></div>';}).join('');});</script>`,
    }),
    routes: { 'track.halvorsen-logistics.com/api/shipments/HLX-NL-77120': jsonRoute({ status: 'In transit', eta: '02 Dec 2026', events: [{ text: 'Departed terminal', at: '27 Nov 2026 18:20', place: 'Rotterdam, NL' }, { text: 'Customs cleared', at: '27 Nov 2026 11:05', place: 'Rotterdam, NL' }, { text: 'Arrived at terminal', at: '25 Nov 2026 07:42', place: 'Rotterdam, NL' }] }) },
  },
];
