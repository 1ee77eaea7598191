import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute } from '../parts/zk-kit.js';

const payForm = (action: string, amt: string, lang: 'en' | 'fr' | 'es' = 'en') => {
  const L = { en: ['Cardholder name', 'Card number', 'Expiry', 'CVV', 'Pay'], fr: ['Nom du titulaire', 'Numéro de carte', 'Expiration', 'CVV', 'Payer'], es: ['Nombre del titular', 'Número de tarjeta', 'Vencimiento', 'CVV', 'Pagar'] }[lang];
  return `<form id="pf" action="${action}" method="post"><label>${L[0]}</label><input name="name"><label>${L[1]}</label><input name="cc" inputmode="numeric" maxlength="19"><div class="row"><div><label>${L[2]}</label><input name="exp" placeholder="MM/YY"></div><div><label>${L[3]}</label><input name="cvv" maxlength="4"></div></div><button>${L[4]} ${amt}</button></form>`;
};
export const entries: Entry[] = [
{
    id: 'zk-phish-ups-address-spanish',
    label: 'phishing',
    kind: 'package-redelivery',
    url: 'https://ups-entregas-us.com/seguimiento?n=1Z999AA10123456784',
    body: doc({
      title: 'UPS: Actualizar dirección de entrega',
      lang: 'es',
      css: baseCss('#351c15') + 'header.top{background:#351c15;color:#ffb500}.w{max-width:520px;margin:20px auto}button{background:#ffb500;color:#222}',
      body: `<header class="top"><b>UPS</b></header>
<div class="w card"><h2>Entrega fallida</h2><p>Número de rastreo: 1Z999AA10123456784</p><p>No pudimos entregar su paquete porque la dirección está incompleta. Actualice su dirección y pague la tarifa de reenvío de <b>$1.99</b>.</p>
<form action="/seguimiento/pago" method="post"><label>Nombre completo</label><input name="n"><label>Dirección</label><input name="d"><label>Código postal</label><input name="z"><label>Teléfono</label><input name="t"><button>Continuar</button></form></div>
${footer('United Parcel Service of America, Inc.', ['Privacidad', 'Términos', 'Fraude'])}`,
    }),
    routes: { 'ups-entregas-us.com/seguimiento/pago': htmlRoute(doc({ title: 'UPS Pago', lang: 'es', css: baseCss('#351c15'), body: `<main class="card">${payForm('/seguimiento/fin', '$1.99', 'es')}</main>` })) },
  },
{
    id: 'zk-phish-purolator-sms-kit-mobileonly',
    label: 'phishing',
    kind: 'package-redelivery',
    url: 'https://purolator-ca-reschedule.com/m/',
    body: doc({
      title: 'Purolator - Reschedule Delivery',
      css: baseCss('#c8102e') + '.w{max-width:420px;margin:10px auto}',
      body: `<div class="w card"><img src="/content/dam/site/logo.png" alt="Purolator" style="height:30px"><h2>Reschedule your delivery</h2><p>Your package (PIN 335901288741) missed delivery on Nov 27. Choose a new date and pay a $1.25 rescheduling fee.</p>
<label>Delivery date</label><select><option>Mon Dec 1</option><option>Tue Dec 2</option><option>Wed Dec 3</option></select>
<form action="/m/p" method="post"><label>Name</label><input name="n"><label>Postal code</label><input name="pc"><label>Card number</label><input name="c"><div class="row"><div><label>MM/YY</label><input name="e"></div><div><label>CVV</label><input name="v"></div></div><button>Confirm – $1.25</button></form></div>`,
      scripts: `<script>if(!/Android|iPhone|iPad/i.test(navigator.userAgent)){document.title='Purolator';}</script>`,
    }),
    routes: { ...assets('purolator-ca-reschedule.com', [200, 16, 46]), 'purolator-ca-reschedule.com/m/p': okJson() },
  },
{
    id: 'zk-clean-fedex-tracking',
    label: 'clean',
    kind: 'carrier-tracking',
    url: 'https://www.fedex.com/fedextrack/?trknbr=781244908811',
    body: doc({
      title: 'FedEx Tracking',
      css: baseCss('#4d148c') + '#app .row div{background:#f3f0f7;padding:10px;border-radius:4px}',
      head: gtag('G-FDX99120'),
      body: `${header('/content/dam/site/logo.png', 'FedEx', ['Shipping', 'Tracking', 'Design &amp; Print', 'Locations', 'Support'])}<main><div id="app" class="card"><p>Loading tracking details…</p></div><p class="muted">FedEx does not request payments or personal information in unsolicited mail, phone calls or email. Forward suspicious messages to abuse@fedex.com.</p></main>${footer('FedEx', ['Our Company', 'Privacy', 'Terms of Use', 'Security &amp; Fraud Awareness', 'Site Map'])}`,
      scripts: `<script>fetch('/trackingCal/track?nbr=781244908811').then(function(r){return r.json()}).then(function(j){var h='<h1 style="font-size:22px">'+j.status+'</h1><p>Tracking ID '+j.id+'</p><div class="row">';j.events.forEach(function(e){h+='<div><b>'+e.d+'</b><br>'+e.t+'<br>'+e.l+'</div>'});document.getElementById('app').innerHTML=h+'</div>'})</script>`,
    }),
    routes: { ...assets('www.fedex.com', [77, 20, 140]), 'www.fedex.com/trackingCal/track': jsonRoute({ id: '781244908811', status: 'On FedEx vehicle for delivery', events: [{ d: 'Today 7:42 AM', t: 'On FedEx vehicle for delivery', l: 'MEMPHIS, TN' }, { d: 'Yesterday 9:15 PM', t: 'At local FedEx facility', l: 'MEMPHIS, TN' }, { d: 'Nov 24', t: 'Picked up', l: 'LOUISVILLE, KY' }] }) },
  },
];
