import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, pngRoute } from '../parts/e-bin.js';

// Fake shops on expired or hijacked customer domains.
const products = (items: [string, string, string][], cur = '€') => items.map(([n, o, p]) => `<div class="p"><div class="im"></div><h4>${n}</h4><s>${o} ${cur}</s> <b>${p} ${cur}</b><button class="add">In den Warenkorb</button></div>`).join('');
const shopCss = `body{margin:0;font-family:Arial,sans-serif}.top{background:#111;color:#fff;text-align:center;padding:7px;font-size:13px}.hd{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #eee}
.hd b{font-size:24px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:18px;padding:24px 30px}.p{border:1px solid #eee;padding:12px;text-align:center}.im{height:150px;background:#f1f1f1}
.p s{color:#999}.p b{color:#d00;font-size:18px}.add{width:100%;background:#222;color:#fff;border:0;padding:8px;margin-top:8px}.ft{background:#f5f5f5;padding:24px 30px;font-size:12px;color:#666}`;

export const entries: Entry[] = [
{
  id: 'zl-scam-fakeshop-expired-baeckerei-stihl',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://baeckerei-huber-giesing.de/',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Garten-Profi Outlet | STIHL Motorsägen bis zu -70%</title><style>${shopCss}</style></head>
<body><div class="top">🔥 RÄUMUNGSVERKAUF – Nur noch heute! Kostenloser Versand ab 29 € 🔥</div>
<div class="hd"><b>Garten-Profi Outlet</b><span>🛒 Warenkorb (0)</span></div>
<div style="background:#f37021;color:#fff;padding:30px;text-align:center"><h1 style="margin:0">Lagerauflösung: Markengeräte bis zu 70% reduziert</h1><p>Angebot endet in <span id="cd">03:59:12</span></p></div>
<div class="g">${products([['STIHL MS 261 C-M Motorsäge', '1.049,00', '289,00'], ['STIHL FS 131 Freischneider', '899,00', '219,00'], ['Husqvarna Automower 430X', '2.999,00', '649,00'], ['STIHL BGA 86 Akku-Blasgerät', '559,00', '139,00']])}</div>
<div style="padding:0 30px"><h3>Warum so günstig?</h3><p>Wir lösen unser Lager in Augsburg auf. Alle Geräte sind neu und originalverpackt. Zahlung per Vorkasse (Banküberweisung) erhält zusätzlich 5% Rabatt.</p></div>
<div class="ft">Garten-Profi Outlet GmbH · Hauptstraße 1 · 10115 Berlin · HRB 000000 · info@garten-profi-outlet.shop · AGB · Widerruf · Impressum</div>
<script>var t=14352;setInterval(function(){t--;var h=Math.floor(t/3600),m=Math.floor(t%3600/60),s=t%60;document.getElementById('cd').textContent=[h,m,s].map(function(x){return('0'+x).slice(-2)}).join(':')},1000)</script></body></html>`,
},
{
  id: 'zl-scam-fakeshop-hijacked-asso-sneakers',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://as-villeurbanne-handball.fr/boutique/nike-air-max-soldes',
  body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Nike Air Max Soldes France -80% | Livraison Gratuite</title><style>${shopCss}</style></head>
<body><div class="top">LIVRAISON GRATUITE · RETOURS 30 JOURS · PAIEMENT 100% SÉCURISÉ</div><div class="hd"><b>SNEAKERS OUTLET FR</b><span>Panier (0)</span></div>
<h1 style="padding:0 30px">Nike Air Max Pas Cher – Soldes d'hiver</h1>
<div class="g">${products([['Nike Air Max 90 Homme Blanc', '149,99', '39,99'], ['Nike Air Max 270 Femme', '159,99', '42,99'], ['Nike Air Force 1 07', '119,99', '34,99'], ['Nike Air Max Plus TN', '189,99', '45,99']])}</div>
<p style="padding:0 30px;font-size:13px;color:#777">nike air max pas cher, basket nike femme soldes, air max 90 destockage, tn requin pas cher livraison gratuite, nike outlet france en ligne</p>
<div class="ft">© 2026 Sneakers Outlet FR · Service client : support@sneakersoutlet-fr.shop · Nous acceptons Visa, Mastercard</div></body></html>`,
},
{
  id: 'zl-scam-fakeshop-tuinmeubelen-opheffing',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://tuincentrum-dewilg.nl/opheffingsuitverkoop/',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Tuincentrum De Wilg – Opheffingsuitverkoop! Alles moet weg</title><style>${shopCss}</style></head>
<body><div class="top">Wij stoppen na 38 jaar – ALLES MOET WEG – tot 75% korting</div><div class="hd"><b>Tuincentrum De Wilg</b><span>Winkelwagen</span></div>
<div class="g">${products([['Loungeset Bali 5-delig antraciet', '1.899,00', '399,00'], ['Weber Genesis II E-315 BBQ', '1.199,00', '279,00'], ['Overkapping aluminium 4x3m', '3.450,00', '790,00'], ['Teak tuintafel 240cm', '1.299,00', '299,00']])}</div>
<div style="padding:0 30px"><h3>Betalen</h3><p>Vanwege de opheffing kunnen wij alleen betalingen per bankoverschrijving accepteren. Na uw bestelling ontvangt u ons rekeningnummer (IBAN LT.. ) per e-mail. Levering binnen 5-7 werkdagen.</p></div>
<div class="ft">Tuincentrum De Wilg · KvK 00000000 · klantenservice@dewilg-tuin.com</div></body></html>`,
},
{
  id: 'zl-scam-fakeshop-moncler-outlet-it',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://cantina-sociale-valdobbiadene.it/outlet/moncler-piumini/',
  body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Moncler Outlet Italia | Piumini Moncler Saldi -75%</title><style>${shopCss}</style></head>
<body><div class="top">SPEDIZIONE GRATUITA IN 3-5 GIORNI · SALDI FINO AL 75%</div><div class="hd"><b>MONCLER OUTLET ITALIA</b><span>Carrello (0)</span></div>
<div class="g">${products([['Piumino Moncler Maya Uomo', '1.450,00', '189,00'], ['Moncler Grenoble Donna', '1.890,00', '219,00'], ['Moncler Hermine Lungo', '1.690,00', '199,00'], ['Moncler Bambino Giubbotto', '690,00', '109,00']])}</div>
<div class="ft">Moncler Outlet Italia © 2026 · Pagamento sicuro · Politica di reso · Contatti: servizio@moncleritalia-outlet.com</div>
<script>setTimeout(function(){var d=document.createElement('div');d.style.cssText='position:fixed;left:14px;bottom:14px;background:#fff;border:1px solid #ccc;padding:10px;font-size:13px';d.textContent='Giulia da Milano ha appena acquistato Moncler Maya - 2 minuti fa';document.body.appendChild(d)},2500)</script></body></html>`,
},
{
  id: 'zl-scam-fakeshop-dyson-es-checkout',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://clinica-veterinaria-albaicin.es/tienda/dyson/',
  body: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Dyson Outlet España - Liquidación Aspiradoras V15 desde 99€</title><style>${shopCss}.ck{max-width:560px;margin:20px auto;border:1px solid #ddd;padding:20px}input{width:100%;padding:9px;margin:4px 0 10px}</style></head>
<body><div class="top">Liquidación de stock por cierre de almacén · Envío gratis 24/48h</div><div class="hd"><b>dyson outlet</b><span>Carrito (1)</span></div>
<div class="ck"><h2>Finalizar compra</h2><p>Dyson V15 Detect Absolute — <s>749,00 €</s> <b style="color:#d00">99,00 €</b></p>
<form action="pago.php" method="post"><input placeholder="Nombre completo"><input placeholder="Dirección"><input placeholder="Código postal"><input placeholder="Teléfono">
<h4>Pago con tarjeta</h4><input name="card" placeholder="Número de tarjeta"><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="CVV"><button class="add" style="padding:12px">Pagar 99,00 €</button></form>
<p style="font-size:12px;color:#777">Sólo quedan 3 unidades. Su pedido se reserva durante 10:00 minutos.</p></div>
<div class="ft">© Dyson Outlet ES · Aviso legal · Política de privacidad</div></body></html>`,
},
{
  id: 'zl-scam-fakeshop-ekola-cz',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://truhlarstvi-novak-zlin.cz/elektrokola-vyprodej',
  body: `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>Elektrokola výprodej skladu -65% | Doprava zdarma</title><style>${shopCss}</style></head>
<body><div class="top">VÝPRODEJ SKLADU – pouze do vyprodání zásob</div><div class="hd"><b>E-KOLA SKLAD CZ</b><span>Košík (0)</span></div>
<div class="g">${products([['Specialized Turbo Vado 4.0', '129 990', '34 990'], ['Cube Stereo Hybrid 140', '119 990', '29 990'], ['Trek Allant+ 7', '89 990', '24 990'], ['KTM Macina Cross', '79 990', '19 990']], 'Kč')}</div>
<div style="padding:0 30px"><p>Platba předem převodem na účet. Při platbě převodem sleva navíc 10 %. Sklad: Wrocław, Polsko.</p></div>
<div class="ft">E-kola sklad CZ s.r.o. · IČO 00000000 · info@ekola-sklad.cz · Obchodní podmínky</div></body></html>`,
},
];
