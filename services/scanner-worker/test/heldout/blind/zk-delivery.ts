import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute } from '../parts/zk-kit.js';

const payForm = (action: string, amt: string, lang: 'en' | 'fr' | 'es' = 'en') => {
  const L = { en: ['Cardholder name', 'Card number', 'Expiry', 'CVV', 'Pay'], fr: ['Nom du titulaire', 'Numéro de carte', 'Expiration', 'CVV', 'Payer'], es: ['Nombre del titular', 'Número de tarjeta', 'Vencimiento', 'CVV', 'Pagar'] }[lang];
  return `<form id="pf" action="${action}" method="post"><label>${L[0]}</label><input name="name"><label>${L[1]}</label><input name="cc" inputmode="numeric" maxlength="19"><div class="row"><div><label>${L[2]}</label><input name="exp" placeholder="MM/YY"></div><div><label>${L[3]}</label><input name="cvv" maxlength="4"></div></div><button>${L[4]} ${amt}</button></form>`;
};
export const entries: Entry[] = [
{
    id: 'zk-phish-usps-redelivery-fee',
    label: 'phishing',
    kind: 'package-redelivery',
    url: 'https://usps.redelivery-ustrack.top/us',
    body: doc({
      title: 'USPS - Redelivery',
      css: baseCss('#333366') + 'header.top{background:#333366;color:#fff}.w{max-width:560px;margin:20px auto}.prog{height:8px;background:#ddd;border-radius:4px}.prog i{display:block;width:66%;height:8px;background:#e71921;border-radius:4px}',
      body: `<header class="top"><b>USPS.COM</b></header>
<div class="w card"><h2>Your package could not be delivered</h2><p>Tracking number: <b>US9514901185421</b></p><div class="prog"><i></i></div>
<p>The package arrived at the warehouse but could not be delivered due to incomplete address information. Please confirm your address and pay the redelivery fee of <b>$0.30</b> within 12 hours, otherwise the package will be returned.</p>
<form id="a"><label>Full name</label><input name="n"><label>Address</label><input name="a"><div class="row"><div><label>City</label><input name="c"></div><div><label>State</label><input name="s"></div><div><label>ZIP</label><input name="z"></div></div><label>Phone</label><input name="p"><label>Email</label><input name="e"><button>Continue</button></form>
<div id="b" hidden>${payForm('/us/pay', '$0.30')}</div></div>
${footer('USPS', ['Privacy Policy', 'Terms of Use', 'FOIA', 'No FEAR Act EEO Data'])}`,
      scripts: `<script>a.onsubmit=function(e){e.preventDefault();fetch('/us/api/addr',{method:'POST',body:new FormData(a)});a.hidden=true;b.hidden=false}</script>`,
    }),
    routes: { 'usps.redelivery-ustrack.top/us/api/addr': okJson(), 'usps.redelivery-ustrack.top/us/pay': htmlRoute(doc({ title: 'USPS', body: '<h3>Verification</h3><p>Enter the code sent by your bank.</p><form><input name="otp"><button>Submit</button></form>' })) },
  },
{
    id: 'zk-phish-canadapost-frais-douane-fr',
    label: 'phishing',
    kind: 'package-redelivery',
    url: 'https://postescanada-livraison.info/suivi/?id=CA7731029',
    body: doc({
      title: 'Postes Canada - Frais de livraison',
      lang: 'fr-CA',
      css: baseCss('#d52b1e') + '.w{max-width:520px;margin:20px auto}',
      body: `<header class="top"><img src="/content/dam/site/logo.png" alt="Postes Canada"><b>Postes Canada / Canada Post</b></header>
<div class="w card"><h2>Votre colis est en attente</h2><p>Numéro de suivi : 7731 0293 8812 4401</p><p>Des frais de douane de <b>2,99 $</b> n'ont pas été payés. Votre colis sera retourné à l'expéditeur si le paiement n'est pas effectué sous 48 heures.</p>
${payForm('/suivi/paiement.php', '2,99 $', 'fr')}<p class="muted">Paiement sécurisé 🔒 Visa · Mastercard · Amex</p></div>
${footer('Postes Canada', ['Confidentialité', 'Conditions', 'Accessibilité', 'English'])}`,
    }),
    routes: { ...assets('postescanada-livraison.info', [213, 43, 30]), 'postescanada-livraison.info/suivi/paiement.php': htmlRoute('<script>location="/suivi/sms.html"</script>') },
  },
{
    id: 'zk-phish-fedex-held-customs-redirect',
    label: 'phishing',
    kind: 'package-redelivery',
    url: 'https://fdx-shipment.link/t/94812',
    routes: {
      'fdx-shipment.link/t/94812': { status: 302, headers: { location: 'https://fedex-clearance-pay.com/track/?awb=781244908811' }, body: '' },
      'fedex-clearance-pay.com/track/': htmlRoute(doc({
        title: 'FedEx® Tracking',
        css: baseCss('#4d148c') + 'header.top b{color:#4d148c;font-size:24px}header.top b i{color:#ff6200;font-style:normal}.w{max-width:560px;margin:20px auto}',
        body: `<header class="top"><b>Fed<i>Ex</i></b></header><div class="w card"><h2>Shipment on hold – duties and taxes due</h2><table><tr><th>Tracking ID</th><td>781244908811</td></tr><tr><th>Status</th><td style="color:#d00">Clearance delay</td></tr><tr><th>Amount due</th><td>$3.47 USD</td></tr></table>${payForm('/track/charge', '$3.47')}</div>${footer('FedEx', ['Privacy', 'Terms of Use', 'Security'])}`,
      })),
      'fedex-clearance-pay.com/track/charge': okJson(),
    },
  },
{
    id: 'zk-clean-usps-tracking-results',
    label: 'clean',
    kind: 'carrier-tracking',
    url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
    body: doc({
      title: 'USPS.com® - USPS Tracking® Results',
      css: baseCss('#333366') + '.ev{border-left:3px solid #333366;padding-left:14px;margin:10px 0}',
      head: gtag('G-USPS33012'),
      body: `${header('/content/dam/site/logo.png', 'USPS', ['Quick Tools', 'Send', 'Receive', 'Shop', 'Business', 'International', 'Help'])}
<main><h1>USPS Tracking&reg;</h1><div class="card"><p>Tracking Number: <b>9400111899223344556677</b></p><h2>Delivered, In/At Mailbox</h2><p>November 26, 2025 at 1:14 pm · SPRINGFIELD, IL 62704</p>
<div class="ev"><b>Out for Delivery</b><br>Nov 26, 2025, 7:10 am · SPRINGFIELD, IL 62704</div><div class="ev"><b>Arrived at Post Office</b><br>Nov 26, 2025, 5:52 am</div><div class="ev"><b>In Transit to Next Facility</b><br>Nov 24, 2025</div>
<a class="btn" href="#">Text &amp; Email Updates</a> <a class="btn" href="#">Schedule a Redelivery</a></div>
<div class="alert">USPS does not send texts or emails asking for payment to redeliver a package unless you requested them with a tracking number. <a href="#">Learn about smishing</a>.</div></main>
${footer('USPS', ['Privacy Policy', 'Terms of Use', 'FOIA', 'No FEAR Act EEO Data', 'USPS Jobs'])}`,
    }),
    routes: assets('tools.usps.com', [51, 51, 102]),
  },
{
    id: 'zk-clean-canadapost-pay-duties',
    label: 'clean',
    kind: 'carrier-payment',
    url: 'https://www.canadapost-postescanada.ca/track-reperage/en#/details/LX129938451CN',
    body: doc({
      title: 'Track a package | Canada Post',
      css: baseCss('#d52b1e'),
      head: gtag('G-CPC40122'),
      body: `${header('/content/dam/site/logo.png', 'Canada Post', ['Personal', 'Business', 'Track', 'Find a post office', 'Français'])}
<main><h1>Track</h1><div class="card"><p>Tracking number <b>LX129938451CN</b></p><h2>Item held – duties and taxes owing</h2><p>Canada Border Services Agency assessed $14.62 in duties, taxes and a $9.95 handling fee. Pay online to have the item delivered, or pay at the post office when you pick it up.</p>
<table><tr><th>Duties</th><td>$0.00</td></tr><tr><th>GST/HST</th><td>$4.67</td></tr><tr><th>Handling fee</th><td>$9.95</td></tr><tr><th>Total</th><td><b>$14.62</b></td></tr></table><a class="btn" href="#">Pay now</a></div>
<p class="muted">Fraud alert: we only ask for duty payments for items you can see in our tracking tool. We never ask for payment by text to an unknown link.</p></main>
${footer('Canada Post', ['Privacy', 'Legal', 'Accessibility', 'Report fraud'])}`,
    }),
    routes: assets('www.canadapost-postescanada.ca', [213, 43, 30]),
  },
{
    id: 'zk-clean-purolator-reschedule',
    label: 'clean',
    kind: 'carrier-tracking',
    url: 'https://www.purolator.com/en/shipping/tracker?pin=335901288741',
    body: doc({
      title: 'Track Shipments | Purolator',
      css: baseCss('#c8102e'),
      body: `${header('/content/dam/site/logo.png', 'Purolator', ['Ship', 'Track', 'Pickup', 'Support', 'Français'])}
<main><div class="card"><h1 style="font-size:22px">PIN 335901288741</h1><p>Status: <b>Attempted delivery – Notice card left</b></p><p>Your package is available for pickup at Purolator Shipping Centre, 1151 Martin Grove Rd, Etobicoke ON, after 4 p.m. on the next business day.</p>
<h3>Change delivery</h3><p>Choose a new delivery date at no charge, or redirect to a Purolator location.</p><label>New date</label><select><option>Mon Dec 1</option><option>Tue Dec 2</option></select><button>Save</button></div>
<p class="muted">Purolator will never ask for payment to reschedule a domestic delivery.</p></main>${footer('Purolator Inc.', ['Privacy', 'Terms', 'Accessibility', 'Fraud Awareness'])}`,
    }),
    routes: assets('www.purolator.com', [200, 16, 46]),
  },
];
