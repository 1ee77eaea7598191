import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const plainCss = `body{margin:0;font-family:system-ui,Segoe UI,Arial,sans-serif;color:#1f2937}header{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #e5e7eb}header a{margin-left:16px;color:#374151;text-decoration:none;font-size:14px}main{max-width:920px;margin:0 auto;padding:24px}.box{border:1px solid #e5e7eb;border-radius:8px;padding:18px;margin:14px 0}.btn{background:#2563eb;color:#fff;border-radius:6px;padding:11px 20px;text-decoration:none;display:inline-block;border:0;cursor:pointer}table{border-collapse:collapse;width:100%}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}.muted{color:#6b7280;font-size:13px}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px}.card{border:1px solid #e5e7eb;border-radius:8px;padding:12px}.card .ph{height:130px;background:#f3f4f6;border-radius:6px}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-recovery-abogados-es',
  label: 'scam',
  kind: 'recovery-scam',
  url: 'https://www.recuperafondos-abogados.com/estafas-criptomonedas',
  body: doc({
    title: 'Recupera tu dinero de estafas de criptomonedas y brokers falsos | RecuperaFondos Abogados',
    lang: 'es',
    css: plainCss.replace(/#2563eb/g, '#0f3d73') + `.hero{background:#0f3d73;color:#fff;padding:40px 30px}`,
    body: `<header><strong>⚖ RecuperaFondos Abogados</strong><nav><a href="#">Servicios</a><a href="#">Casos de éxito</a><a href="#">Contacto</a></nav></header>
<div class="hero"><h1>¿Has sido víctima de una estafa online? Recuperamos tu dinero</h1><p>Despacho especializado en fraudes de inversión, criptomonedas y brokers no regulados. Colaboramos con Europol y la CNMV. <b>Tasa de éxito del 96%.</b></p></div>
<main>
<form class="box" id="f"><h3>Evaluación gratuita de tu caso</h3><p><input placeholder="Nombre" style="width:100%;padding:8px"></p><p><input placeholder="Teléfono / WhatsApp" style="width:100%;padding:8px"></p><p><input placeholder="Plataforma que te estafó" style="width:100%;padding:8px"></p><p><input id="m" placeholder="Importe perdido (€)" style="width:100%;padding:8px"></p><button class="btn">Evaluar mi caso</button></form>
<div id="r"></div>
${reviews([['Rosa, Zaragoza', 'Perdí 42.000 € con un broker falso y me devolvieron todo en 3 semanas.', '★★★★★'], ['Andrés, Málaga', 'Muy profesionales, me mantuvieron informado por WhatsApp.', '★★★★★']], 'Clientes satisfechos')}
</main>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var m=parseFloat((document.getElementById('m').value||'0').replace(/\\./g,'').replace(',','.'))||15000;var h=Math.max(990,Math.round(m*0.08));document.getElementById('r').innerHTML='<div class="box" style="background:#ecfdf5"><h3>Tu caso es viable ✔</h3><p>Hemos localizado la cartera donde están tus fondos. Para iniciar el procedimiento de congelación debes abonar los <b>honorarios de apertura y rastreo blockchain: '+h.toLocaleString('es-ES')+' €</b> (pago único, en USDT o transferencia). Un abogado te contactará por WhatsApp en 10 minutos.</p></div>';};</script>`,
  }),
},
  {
  id: 'k-clean-holiday-agency-deposit-es',
  label: 'clean',
  kind: 'holiday-rental',
  url: 'https://www.costablanca-alquileres.es/reservas/condiciones',
  body: doc({
    title: 'Condiciones de reserva – Costa Blanca Alquileres Vacacionales',
    lang: 'es',
    css: plainCss.replace(/#2563eb/g, '#0369a1'),
    head: gtagStub('G-CBA5520'),
    body: `<header><strong>Costa Blanca Alquileres</strong><nav><a href="#">Apartamentos</a><a href="#">Villas</a><a href="#">Ofertas</a><a href="#">Contacto</a></nav></header>
<main>
<h1>Condiciones de reserva</h1>
<div class="box"><h3>Pago</h3><p>Para confirmar la reserva se abona el <b>30 % del importe total</b> con tarjeta a través de nuestra pasarela segura (Redsys) o por transferencia a la cuenta de la empresa <b>Costa Blanca Alquileres S.L.</b> que figura en su contrato de reserva y en esta web. El resto se abona 30 días antes de la llegada.</p><p>Fianza: 200 € – 500 € según la propiedad, mediante preautorización en tarjeta, liberada en los 7 días siguientes a la salida.</p></div>
<div class="box"><h3>Cancelación</h3><p>Más de 60 días antes de la llegada: reembolso íntegro del depósito. Entre 60 y 30 días: se retiene el 50 %. Menos de 30 días: no reembolsable, salvo seguro de cancelación contratado.</p></div>
<div class="box"><h3>Aviso de seguridad</h3><p>Nunca le pediremos que pague a una cuenta a nombre de un particular ni en otro país, ni por WhatsApp. Si recibe un correo indicando un cambio en nuestros datos bancarios, llámenos al +34 965 55 02 10 antes de pagar.</p></div>
<p class="muted">Costa Blanca Alquileres S.L. · CIF B-54128873 · Licencias turísticas VT-412881-A y siguientes · Av. del Mediterráneo 45, Benidorm.</p>
</main>
${cookieBar('Usamos cookies propias y de terceros.', 'Aceptar', 'Configurar')}`,
  }),
},
  {
  id: 'k-clean-gold-dealer-shop-ch',
  label: 'clean',
  kind: 'precious-metals',
  url: 'https://www.edelmetall-zentrum.ch/shop/goldbarren',
  body: doc({
    title: 'Goldbarren kaufen – tagesaktuelle Preise | Edelmetall-Zentrum Zürich',
    lang: 'de-CH',
    css: plainCss.replace(/#2563eb/g, '#a16207'),
    head: gtagStub('G-EMZ0032'),
    body: `<header><strong>Edelmetall-Zentrum Zürich</strong><nav><a href="#">Gold</a><a href="#">Silber</a><a href="#">Lagerung</a><a href="#">Ankauf</a><a href="#">Kontakt</a></nav></header>
<main>
<h1>Goldbarren</h1>
<p class="muted">Preise aktualisiert: <span id="ts"></span> · Kurse ändern sich laufend mit dem Marktpreis.</p>
<table id="px"><tr><th>Produkt</th><th>Verkauf (CHF)</th><th>Ankauf (CHF)</th></tr></table>
<div class="box"><p>Alle Barren LBMA-zertifiziert (Argor-Heraeus, PAMP, Valcambi) mit Echtheitszertifikat. Abholung in unserem Geschäft an der Bahnhofstrasse oder versicherter Versand. Zahlung per Banküberweisung auf unser Geschäftskonto bei der Zürcher Kantonalbank, per Twint (bis CHF 5'000) oder bar am Schalter (Identifikation ab CHF 15'000 gemäss GwG).</p>
<p>Wichtig: Edelmetalle bieten keine garantierte Rendite; der Wert kann fallen.</p></div>
</main>
${footer({ Unternehmen: ['Über uns', 'Öffnungszeiten', 'Impressum'], Service: ['Lagerung im Zollfreilager', 'Ankauf', 'FAQ'] }, '© 2026 Edelmetall-Zentrum Zürich AG · UID CHE-112.418.930 · Mitglied der SRO')}
<script src="/js/prices.js"></script>`,
  }),
  routes: {
    'www.edelmetall-zentrum.ch/js/prices.js': jsRoute(`fetch('/api/prices.json').then(function(r){return r.json()}).then(function(d){document.getElementById('ts').textContent=d.updated;var t=document.getElementById('px');d.items.forEach(function(i){var r=t.insertRow();r.innerHTML='<td>'+i.name+'</td><td>'+i.sell+'</td><td>'+i.buy+'</td>'})});`),
    'www.edelmetall-zentrum.ch/api/prices.json': jsonRoute({ updated: '03.02.2026 10:14', items: [{ name: 'Goldbarren 1 g', sell: '98.40', buy: '78.10' }, { name: 'Goldbarren 10 g', sell: '842.00', buy: '781.50' }, { name: 'Goldbarren 100 g', sell: '8’214.00', buy: '7’990.00' }, { name: 'Goldbarren 1 kg', sell: '81’290.00', buy: '79’980.00' }] }),
  },
},
  {
  id: 'k-clean-consumer-article-puppy-scams-uk',
  label: 'clean',
  kind: 'news-scam-quote',
  url: 'https://www.whichconsumer-guide.co.uk/news/puppy-scams-deposit-courier-2026',
  body: doc({
    title: 'Puppy scams: the deposit and "pet courier" tricks to watch for – Consumer Guide',
    css: `body{font-family:Arial,sans-serif;margin:0;color:#222}header{background:#e4002b;color:#fff;padding:14px 24px;font-weight:bold;font-size:22px}article{max-width:720px;margin:20px auto;line-height:1.6;font-size:17px}blockquote{background:#fafafa;border-left:4px solid #e4002b;padding:8px 16px;margin:12px 0;font-style:italic}.meta{color:#777;font-size:13px}`,
    head: gtagStub('G-WCG9911'),
    body: `<header>Consumer Guide</header>
<article><h1>Puppy scams: the deposit and "pet courier" tricks to watch for</h1><p class="meta">By Harriet Cole · 9 January 2026</p>
<p>Fraudsters are advertising puppies and kittens that don't exist, taking deposits and then inventing delivery charges. We found adverts using stolen photos with text such as:</p>
<blockquote>"Due to high demand and time wasters we now only take deposits online, no visits at the moment sorry as mum has a new litter."</blockquote>
<p>Once a deposit is paid, a fake courier asks for "refundable crate insurance" or "pet travel insurance" of several hundred pounds. One reader was asked for $650 on top of a $350 delivery fee.</p>
<h2>How to buy a puppy safely</h2><ul><li>Always see the puppy with its mother at the breeder's home.</li><li>Never pay by bank transfer to someone you haven't met; don't pay couriers for "insurance".</li><li>Use the Puppy Contract and check breeder licences with the local council.</li></ul>
<p>If you think you've been scammed, contact your bank straight away and report it to Action Fraud on 0300 123 2040.</p></article>
${footer({ 'Consumer Guide': ['About', 'Contact', 'Privacy'] }, '© 2026 Consumer Guide Ltd')}
${cookieBar()}`,
  }),
},
];
