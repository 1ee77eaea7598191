import type { Entry } from '../entry.js';
import { cssRoute, doc, htmlRoute, ico, jsonRoute, jsRoute, pdfRoute, redirectRoute, stats } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-clean-de-dhl-sendungsverfolgung',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen/sendungsdetails.html?piececode=00340434161094042557',
  routes: {
    'www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen/sendungsdetails.html': htmlRoute(doc({
      lang: 'de',
      title: 'DHL Sendungsverfolgung',
      head: '<script src="/etc.clientlibs/dpdhl/sendungsverfolgung/main.min.js" defer></script>',
      css: 'body{margin:0;font-family:Frutiger,Arial;background:#fff}.y{background:#fc0;padding:14px 40px;display:flex;justify-content:space-between}.y b{color:#d40511;font-size:28px;font-style:italic}.w{max-width:900px;margin:24px auto;padding:0 20px}.srch input{width:60%;padding:10px;border:1px solid #999}.srch button{background:#d40511;color:#fff;border:0;padding:11px 20px}#res{margin-top:20px}.ev{border-left:3px solid #d40511;padding:6px 14px;margin:6px 0}.hint{background:#f2f2f2;padding:14px;font-size:14px}footer{background:#333;color:#ccc;padding:24px 40px;font-size:12px;margin-top:40px}',
      body: `<div class="y"><b>DHL</b><span>Privatkunden · Geschäftskunden · Hilfe &amp; Kontakt · Login</span></div>
<div class="w"><h1>Sendungsverfolgung</h1><div class="srch"><input id="pc" value="00340434161094042557"><button id="go">Suchen</button></div><div id="res">Sendungsdaten werden geladen…</div>
<div class="hint"><b>Vorsicht bei betrügerischen SMS.</b> DHL verschickt keine SMS mit Links, über die Sie Zollgebühren oder Nachporto per Kreditkarte bezahlen sollen. Einfuhrabgaben werden bei der Zustellung oder über die offizielle Zollabwicklung in der Post &amp; DHL App erhoben.</div></div>
<footer>Deutsche Post AG · Impressum · Datenschutz · AGB · Cookie-Einstellungen · Barrierefreiheit</footer>`,
    })),
    'www.dhl.de/etc.clientlibs/dpdhl/sendungsverfolgung/main.min.js': jsRoute(`document.addEventListener('DOMContentLoaded',function(){function load(){var id=document.getElementById('pc').value;fetch('/int-verfolgen/data/search/piece?piececode='+encodeURIComponent(id)+'&language=de').then(function(r){return r.json()}).then(function(d){var h='<h3>'+d.status+'</h3>';d.events.forEach(function(e){h+='<div class="ev"><b>'+e.date+'</b> '+e.text+'</div>'});document.getElementById('res').innerHTML=h})}document.getElementById('go').onclick=load;load()});`),
    'www.dhl.de/int-verfolgen/data/search/piece': jsonRoute({ status: 'Die Sendung wurde erfolgreich zugestellt.', events: [{ date: 'Fr, 27.11.2026 11:42', text: 'Die Sendung wurde erfolgreich zugestellt. Empfänger: Nachbar' }, { date: 'Fr, 27.11.2026 07:15', text: 'Die Sendung wurde in das Zustellfahrzeug geladen.' }, { date: 'Do, 26.11.2026 21:03', text: 'Die Sendung wurde im Ziel-Paketzentrum bearbeitet.' }, { date: 'Do, 26.11.2026 09:50', text: 'Die Sendung wurde vom Absender in der Filiale eingeliefert.' }] }),
  },
},
{
  id: 'z-clean-it-poste-cerca-spedizioni',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://www.poste.it/cerca/risultati-spedizioni.html#/risultati-spedizioni/RR884512370IT',
  routes: {
    'www.poste.it/cerca/risultati-spedizioni.html': htmlRoute(doc({
      lang: 'it',
      title: 'Cerca spedizioni - Poste Italiane',
      css: 'body{margin:0;font-family:Arial}.h{background:#ffe600;padding:14px 40px;color:#0047bb;font-weight:700;font-size:22px}.w{max-width:880px;margin:24px auto;padding:0 20px}.r{border:1px solid #ddd;padding:16px;border-radius:6px}.al{background:#eef4ff;padding:14px;margin:18px 0}footer{background:#0047bb;color:#fff;padding:24px 40px;font-size:12px}',
      body: `<div class="h">Poste Italiane</div><div class="w"><h1>Cerca spedizioni</h1><div class="r" id="r">Caricamento…</div>
<div class="al">Ricorda: Poste Italiane non chiede mai tramite SMS o e-mail il pagamento di spese di giacenza con carta. Verifica sempre lo stato della spedizione su poste.it o nell'app Poste Italiane.</div></div>
<footer>© Poste Italiane 2026 - Partita IVA: 01114601006 · Privacy · Accessibilità</footer>
<script>var c=(location.hash.split('/').pop()||'');fetch('/online/dovequando/DQ-REST/ricercaspedizioni',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({codiceSpedizione:c})}).then(function(r){return r.json()}).then(function(d){document.getElementById('r').innerHTML='<b>'+c+'</b><br>'+d.stato+'<br><small>'+d.data+' – '+d.luogo+'</small>'})</script>`,
    })),
    'www.poste.it/online/dovequando/DQ-REST/ricercaspedizioni': jsonRoute({ stato: 'In consegna', data: '29/11/2026 08:12', luogo: 'Centro di distribuzione Bologna' }),
  },
},
{
  id: 'z-clean-es-correos-seguimiento',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle-envio?tracking-number=PQ4B7C0512345670108001X',
  routes: {
    'www.correos.es/es/es/herramientas/localizador/envios/detalle-envio': htmlRoute(doc({
      lang: 'es',
      title: 'Localizador de envíos | Correos',
      css: 'body{margin:0;font-family:Arial}.h{background:#ffcd00;padding:12px 40px;color:#002e6d;font-weight:800;font-size:24px}.w{max-width:880px;margin:24px auto;padding:0 20px}.s{display:flex;gap:10px}.s span{flex:1;border-top:4px solid #002e6d;padding-top:6px;font-size:13px}.s .n{border-color:#ccc;color:#888}.al{background:#fff7d6;padding:14px;margin:18px 0}footer{background:#002e6d;color:#fff;padding:24px 40px;font-size:12px}',
      body: `<div class="h">Correos</div><div class="w"><h1>Envío PQ4B7C0512345670108001X</h1><div class="s"><span>Prerregistrado</span><span>En tránsito</span><span>En aduana – Admitido</span><span class="n">En reparto</span><span class="n">Entregado</span></div>
<p>Tu envío procede de un país fuera de la UE. Si corresponden impuestos de importación (IVA), te los comunicaremos y podrás pagarlos en <b>Mi Oficina</b> o en el área de clientes de correos.es. Nunca te pediremos el pago a través de un enlace enviado por SMS.</p>
<div class="al">Correos alerta de campañas de SMS fraudulentos que suplantan su identidad. Consulta la sección <a href="/es/es/seguridad">Seguridad</a> para más información.</div></div>
<footer>Sociedad Estatal Correos y Telégrafos, S.A., S.M.E. · Aviso legal · Política de privacidad · Accesibilidad</footer>`,
    })),
  },
},
{
  id: 'z-clean-uk-royalmail-fee-to-pay-genuine',
  label: 'clean',
  kind: 'parcel-fee',
  url: 'https://www.royalmail.com/receiving-mail/pay-a-fee',
  routes: {
    'www.royalmail.com/receiving-mail/pay-a-fee': htmlRoute(doc({
      lang: 'en-GB',
      title: 'Pay a fee | Royal Mail Group Ltd',
      css: 'body{margin:0;font-family:Arial}.h{background:#da202a;color:#fff;padding:14px 40px;font-weight:700;font-size:22px}.w{max-width:820px;margin:24px auto;padding:0 20px}input{padding:10px;width:300px;border:1px solid #767676}button{background:#da202a;color:#fff;border:0;padding:11px 20px}.box{background:#fdf2d0;padding:14px;margin:16px 0}footer{background:#f2f2f2;padding:24px 40px;font-size:12px}',
      body: `<div class="h">Royal Mail</div><div class="w"><h1>Pay a fee</h1><p>If you've received a grey 'Fee to Pay' card, you can pay online. You'll need the 16-digit reference number on the card.</p>
<form method="post" action="/receiving-mail/pay-a-fee/search"><label>Reference number<br><input name="ref" maxlength="16"></label><br><br><label>Postcode<br><input name="postcode"></label><br><br><button>Find my item</button></form>
<div class="box"><b>How to spot a scam.</b> We will only email or text you asking for a customs or surcharge fee if we have already left a grey 'Fee to Pay' card. We'll never ask for payment for a 'missed delivery' by text. Forward scam texts to 7726.</div></div>
<footer>© Royal Mail Group Ltd 2026 · Privacy · Cookies · Terms and conditions · Accessibility</footer>`,
    })),
  },
},
{
  id: 'z-clean-fr-edf-espace-client-facture',
  label: 'clean',
  kind: 'utility-account',
  url: 'https://particulier.edf.fr/fr/accueil/espace-client/mes-factures.html',
  routes: {
    'particulier.edf.fr/fr/accueil/espace-client/mes-factures.html': htmlRoute(doc({
      lang: 'fr',
      title: 'Mes factures - Espace client EDF',
      css: 'body{margin:0;font-family:Arial;background:#f7f9fc}.h{background:#001a70;color:#fff;padding:14px 40px;display:flex;justify-content:space-between}.w{max-width:900px;margin:24px auto;padding:0 20px}table{width:100%;border-collapse:collapse;background:#fff}td,th{padding:10px;border-bottom:1px solid #e3e7ee;text-align:left}a.pdf{color:#fe5716}.al{background:#fff;border-left:4px solid #fe5716;padding:14px;margin:18px 0}',
      body: `<div class="h"><b>EDF · Mon espace client</b><span>M. Dupont · Contrat n° 4012 887 219 · Déconnexion</span></div>
<div class="w"><h1>Mes factures</h1><table><tr><th>Date</th><th>Type</th><th>Montant</th><th>Statut</th><th></th></tr>
<tr><td>15/11/2026</td><td>Facture de régularisation</td><td>- 42,17 €</td><td>Remboursement par virement sous 15 jours</td><td><a class="pdf" href="/fr/accueil/espace-client/mes-factures/facture-2026-11.pdf">PDF</a></td></tr>
<tr><td>15/10/2026</td><td>Échéance mensuelle</td><td>78,00 €</td><td>Prélevée</td><td><a class="pdf" href="#">PDF</a></td></tr><tr><td>15/09/2026</td><td>Échéance mensuelle</td><td>78,00 €</td><td>Prélevée</td><td><a class="pdf" href="#">PDF</a></td></tr></table>
<div class="al">Les remboursements de trop-perçu sont effectués automatiquement sur le compte bancaire de prélèvement. EDF ne vous demandera jamais vos coordonnées de carte bancaire par e-mail ou SMS pour vous rembourser.</div></div>`,
    })),
    'particulier.edf.fr/fr/accueil/espace-client/mes-factures/facture-2026-11.pdf': pdfRoute(['EDF - Facture de regularisation', 'Contrat 4012 887 219', 'Periode 15/11/2025 - 14/11/2026', 'Montant en votre faveur : 42,17 EUR', 'Rembourse par virement sur votre compte FR76 **** 1234'], 'facture-2026-11.pdf', true),
  },
},
{
  id: 'z-clean-uk-octopus-energy-account-billing',
  label: 'clean',
  kind: 'utility-account',
  url: 'https://octopus.energy/dashboard/accounts/A-3F9C21B7/billing/',
  routes: {
    'octopus.energy/dashboard/accounts/A-3F9C21B7/billing/': htmlRoute(doc({
      lang: 'en-GB',
      title: 'Billing | Octopus Energy',
      css: 'body{margin:0;font-family:Arial;background:#180048;color:#fff}.n{padding:16px 40px;display:flex;justify-content:space-between}.w{max-width:860px;margin:20px auto;padding:0 20px}.c{background:#100030;border-radius:12px;padding:20px;margin-bottom:14px}.c b{font-size:28px;color:#5840ff}a{color:#f050f8}table{width:100%}td{padding:8px 0;border-bottom:1px solid #2c1a6a}',
      body: `<div class="n"><b>octopus energy</b><span>Account A-3F9C21B7 · Help · Log out</span></div>
<div class="w"><div class="c"><div>Your balance</div><b>£42.18 credit</b><p>Your Direct Debit of £96.00 will be collected on 1 December.</p><a href="/dashboard/accounts/A-3F9C21B7/direct-debit/">Manage Direct Debit</a> · <a href="/dashboard/accounts/A-3F9C21B7/refund/">Request a refund of credit</a></div>
<div class="c"><h3>Statements</h3><table><tr><td>November 2026</td><td>Electricity &amp; gas</td><td>£91.42</td><td><a href="#">Download PDF</a></td></tr><tr><td>October 2026</td><td>Electricity &amp; gas</td><td>£74.08</td><td><a href="#">Download PDF</a></td></tr></table></div>
<p style="font-size:13px;opacity:.8">We'll never ask for your bank or card details by text or email to pay you a rebate. Government energy support is applied to your account automatically.</p></div>`,
    })),
  },
},
{
  id: 'z-clean-ke-safaricom-mpesa-fraud-awareness',
  label: 'clean',
  kind: 'telecom-account',
  url: 'https://www.safaricom.co.ke/personal/m-pesa/do-more-with-m-pesa/m-pesa-fraud',
  routes: {
    'www.safaricom.co.ke/personal/m-pesa/do-more-with-m-pesa/m-pesa-fraud': htmlRoute(doc({
      lang: 'en-KE',
      title: 'M-PESA Fraud Awareness | Safaricom',
      css: 'body{margin:0;font-family:Arial;color:#222}.h{background:#43b02a;color:#fff;padding:14px 40px;font-weight:700;font-size:22px}.w{max-width:860px;margin:24px auto;padding:0 20px}.q{background:#f0f7ef;padding:14px;border-radius:8px;margin:10px 0;font-style:italic}footer{background:#222;color:#ccc;padding:24px 40px;font-size:12px}',
      body: `<div class="h">Safaricom</div><div class="w"><h1>Stay safe: M-PESA fraud awareness</h1><p>Fraudsters pretend to be Safaricom staff, KRA officers or relatives in need. Here are common messages we see:</p>
<div class="q">"Ndugu mteja, akaunti yako ya M-PESA imesimamishwa. Tuma PIN yako kwa 0722xxxxxx ili kuifungua."</div><div class="q">"Your M-PESA account will be suspended within 24 hours. Verify at safaricom-mpesa-verify.site"</div><div class="q">"Nimekutumia pesa kimakosa, tafadhali nirudishie." (I sent you money by mistake, please send it back.)</div>
<h2>Remember</h2><ul><li>Safaricom will never ask for your M-PESA PIN.</li><li>Our official SMS senders are SAFARICOM and M-PESA. Calls come from 0722 000 000 only.</li><li>Report fraud by forwarding the SMS to <b>333</b> free of charge.</li></ul>
<p>Kumbuka: Usimpe mtu yeyote PIN yako ya M-PESA.</p></div>
<footer>© 2026 Safaricom PLC · Terms &amp; Conditions · Privacy Statement · Safaricom House, Waiyaki Way, Nairobi</footer>`,
    })),
  },
},
{
  id: 'z-clean-ro-digi-plata-factura-online',
  label: 'clean',
  kind: 'telecom-account',
  url: 'https://www.digi.ro/plata-online',
  routes: {
    'www.digi.ro/plata-online': htmlRoute(doc({
      lang: 'ro',
      title: 'Plată online factură | DIGI',
      css: 'body{margin:0;font-family:Arial}.h{background:#1e4191;color:#fff;padding:14px 40px;font-weight:700;font-size:22px}.w{max-width:760px;margin:24px auto;padding:0 20px}input{padding:10px;width:300px;border:1px solid #bbb}button{background:#1e4191;color:#fff;border:0;padding:11px 20px}.n{background:#eef2f6;padding:12px;margin-top:16px;font-size:14px}',
      body: `<div class="h">DIGI</div><div class="w"><h1>Plătește factura online</h1><p>Introduceți codul de client și numărul facturii pentru a vedea suma de plată. Plata se face prin procesatorul securizat al băncii.</p>
<form method="post" action="/plata-online/cauta"><input name="cod_client" placeholder="Cod client"><br><br><input name="nr_factura" placeholder="Număr factură"><br><br><button>Caută factura</button></form>
<div class="n">Poți plăti factura și prin aplicația Digi Online, în magazinele DIGI, prin debit direct sau la ghișeele băncilor partenere. DIGI nu solicită date de card prin SMS.</div></div>`,
    })),
  },
},
{
  id: 'z-clean-pt-edp-fatura-pagamento',
  label: 'clean',
  kind: 'utility-account',
  url: 'https://www.edp.pt/particulares/apoio-cliente/pagamentos/',
  routes: {
    'www.edp.pt/particulares/apoio-cliente/pagamentos/': htmlRoute(doc({
      lang: 'pt-PT',
      title: 'Formas de pagamento da fatura | EDP',
      css: 'body{margin:0;font-family:Arial}.h{background:#fff;border-bottom:3px solid #e31937;padding:14px 40px;color:#e31937;font-weight:800;font-size:22px}.w{max-width:860px;margin:24px auto;padding:0 20px}.g{display:grid;grid-template-columns:1fr 1fr;gap:14px}.g div{border:1px solid #ddd;padding:14px;border-radius:6px}.al{background:#fdeef0;padding:14px;margin:18px 0}',
      body: `<div class="h">edp</div><div class="w"><h1>Formas de pagamento</h1><div class="g"><div><b>Débito direto</b><p>Aderir na área de cliente EDP Online.</p></div><div><b>Referência Multibanco</b><p>Entidade e referência indicadas na fatura.</p></div><div><b>MB WAY</b><p>Na app EDP Energia.</p></div><div><b>Lojas EDP e Payshop</b><p>Pagamento presencial.</p></div></div>
<div class="al"><b>Alerta de fraude:</b> a EDP não envia SMS ou emails a pedir pagamentos para números de telefone, nem solicita dados de cartão para reembolsos. Em caso de dúvida contacte a Linha EDP 808 53 53 53.</div></div>`,
    })),
  },
},
];
