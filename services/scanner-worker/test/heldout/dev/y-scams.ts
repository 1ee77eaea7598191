import type { Entry } from '../entry.js';
import { doc, htmlRoute, jsRoute, pngRoute, redirectRoute, wpAssets, wpPage } from '../parts/y-kit.js';
import { shopPage } from '../parts/y-shop.js';

// Fake shops on the shop builder, and SEO-spam doorway pages on hacked customer sites that send visitors to scams.

const bootsHost = 'lederstiefel-outlet-sale.kestrel.site';
const gardenHost = 'tuinmeubelen-uitverkoop.kestrel.site';
const consoleHost = 'liquidacion-consolas-es.kestrel.site';
const invHost = 'familienzahnarzt-mueller.de';
const prizeHost = 'academiafitvida.com.br';

export const entries: Entry[] = [
  {
    id: 'y-shop-boots-clearance-de',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${bootsHost}/`,
    routes: {
      [`${bootsHost}/`]: htmlRoute(shopPage({
        lang: 'de',
        title: 'Lederstiefel Outlet – Räumungsverkauf bis -80%',
        brand: 'STIEFELWERK',
        accent: '#b3261e',
        banner: '&#9889; RÄUMUNGSVERKAUF: Wir schließen unser Lager – alles muss raus! Nur noch heute bis zu 80% Rabatt &#9889;',
        nav: ['Damen', 'Herren', 'Sale', 'Kontakt'],
        intro: '<h1>Echtleder-Stiefel direkt vom Hersteller</h1><p>Kostenloser Versand ab 29 € · 30 Tage Rückgaberecht · Über 12.000 zufriedene Kunden</p>',
        add: 'In den Warenkorb',
        products: [
          { name: 'Dr. Martens 1460 Smooth Schwarz', price: '39,90 €', was: '199,00 €', badge: '-80%' },
          { name: 'Timberland Premium 6-Inch Boot', price: '44,90 €', was: '219,00 €', badge: '-79%' },
          { name: 'UGG Classic Mini II Chestnut', price: '34,90 €', was: '179,00 €', badge: '-80%' },
          { name: 'Red Wing Iron Ranger Amber', price: '59,90 €', was: '349,00 €', badge: '-83%' },
          { name: 'Blundstone #585 Rustic Brown', price: '37,90 €', was: '209,95 €', badge: '-82%' },
          { name: 'Panama Jack Igloo Trav. Damen', price: '42,90 €', was: '229,00 €', badge: '-81%' },
        ],
        footer: `<b>STIEFELWERK</b> · Kundendienst: service.stiefelwerk@gmail.com<br>Zahlungsarten: Vorkasse / Banküberweisung (3% Extra-Rabatt), SEPA-Sofortüberweisung<br>Bankverbindung: Empfänger M. Kowalczyk · IBAN LT83 3250 0247 1298 3301 · Revolut<br>Impressum: Stiefelwerk Ltd., 88 Queen Street, London · Registernummer wird nachgereicht`,
        extraBody: `<div id="pop" style="position:fixed;left:16px;bottom:16px;background:#fff;border:1px solid #ddd;box-shadow:0 2px 10px rgba(0,0,0,.15);padding:10px 14px;font-size:13px;border-radius:6px"></div>
<script>var n=['Sabine aus Köln','Thomas aus Hamburg','Julia aus München','Kevin aus Leipzig'],i=0;function s(){document.getElementById('pop').textContent=n[i++%n.length]+' hat gerade ein Paar gekauft – vor '+(2+i)+' Min.';}s();setInterval(s,6000);</script>`,
      })),
    },
  },
  {
    id: 'y-shop-garden-furniture-nl',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${gardenHost}/collectie/loungesets`,
    routes: {
      [`${gardenHost}/collectie/loungesets`]: htmlRoute(shopPage({
        lang: 'nl',
        title: 'Loungesets – Tuinmeubelen Uitverkoop | Faillissementsverkoop',
        brand: 'TuinDirect',
        accent: '#2e7d32',
        banner: 'FAILLISSEMENTSVERKOOP – Alle voorraad moet weg! Op = op',
        nav: ['Loungesets', 'Tuinsets', 'Parasols', 'Veranda', 'Klantenservice'],
        add: 'In winkelwagen',
        products: [
          { name: 'Hartman Loungeset Sophie 5-delig antraciet', price: '€ 189,00', was: '€ 1.299,00', badge: 'OP=OP' },
          { name: 'Wicker hoekbank Bali met kussens', price: '€ 149,00', was: '€ 899,00' },
          { name: 'Teak tuintafel 220cm + 8 stoelen', price: '€ 279,00', was: '€ 2.149,00', badge: '-87%' },
          { name: 'Zweefparasol 3x4m taupe', price: '€ 49,00', was: '€ 349,00' },
          { name: 'Aluminium overkapping 5x3m', price: '€ 399,00', was: '€ 3.499,00', badge: 'LAATSTE 2' },
        ],
        footer: `TuinDirect B.V. · KvK 0000000 · Betalen alleen via bankoverschrijving of Tikkie na bestelling<br>Levering binnen 10-20 werkdagen · Retour niet mogelijk bij uitverkoopartikelen<br>Contact uitsluitend via WhatsApp: +31 6 4478 0291`,
        extraBody: `<script>setTimeout(function(){var d=document.createElement('div');d.style.cssText='position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center';d.innerHTML='<div style="background:#fff;padding:24px;max-width:340px;border-radius:8px;text-align:center"><h3>Extra 10% korting!</h3><p>Betaal vandaag via bankoverschrijving en ontvang 10% extra korting. Nog maar 14 minuten geldig.</p><button onclick="this.closest(\\'div\\').parentNode.remove()" style="background:#2e7d32;color:#fff;border:0;padding:10px 20px">Verder winkelen</button></div>';document.body.appendChild(d);},4000);</script>`,
      })),
    },
  },
  {
    id: 'y-shop-console-es',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${consoleHost}/`,
    routes: {
      [`${consoleHost}/`]: htmlRoute(shopPage({
        lang: 'es',
        title: 'Liquidación de Stock - Consolas y Electrónica',
        brand: 'GAMEZONE OUTLET',
        accent: '#6a1b9a',
        banner: 'Liquidación por cierre de almacén · Envío GRATIS 24/48h a toda España · Stock limitado',
        nav: ['Consolas', 'Móviles', 'Portátiles', 'Seguimiento'],
        add: 'Añadir al carrito',
        intro: '<h2>¡Últimas unidades precintadas con garantía oficial!</h2>',
        products: [
          { name: 'PlayStation 5 Slim 1TB + 2 mandos', price: '119,99 €', was: '549,99 €', badge: 'AGOTÁNDOSE' },
          { name: 'Nintendo Switch OLED Edición Zelda', price: '89,99 €', was: '359,99 €' },
          { name: 'Xbox Series X 1TB', price: '109,99 €', was: '499,99 €' },
          { name: 'iPhone 15 Pro 256GB Titanio', price: '199,00 €', was: '1.219,00 €', badge: '-84%' },
          { name: 'Steam Deck OLED 1TB', price: '129,00 €', was: '679,00 €' },
        ],
        footer: `GameZone Outlet S.L. · CIF B00000000 · Atención al cliente: lunes a viernes<br>Métodos de pago: Bizum, transferencia bancaria, tarjeta regalo<br>© 2025 Todos los derechos reservados · Política de devoluciones · Aviso legal`,
        extraBody: `<script>document.querySelectorAll('.p').forEach(function(p,i){var s=document.createElement('div');s.style.cssText='font-size:12px;color:#c62828;margin-top:6px';s.textContent='¡Solo quedan '+(2+i%3)+' unidades! '+(14+i*3)+' personas viendo';p.appendChild(s);});</script>`,
      })),
    },
  },
  {
    id: 'y-seo-doorway-invest-en',
    label: 'scam',
    kind: 'seo-doorway',
    url: `https://${invHost}/wp-content/uploads/2025/09/bitcoin-profit-system-review.html`,
    routes: {
      [`${invHost}/wp-content/uploads/2025/09/bitcoin-profit-system-review.html`]: htmlRoute(doc({
        title: 'Bitcoin Profit System Review 2025 – Legit or Scam? Elon Musk Quantum AI Trading Platform UK',
        head: '<meta name="description" content="quantum ai review, quantum ai elon musk, bitcoin profit system uk, immediate edge login, best crypto trading bot 2025"><meta name="keywords" content="quantum ai,elon musk crypto,passive income,bitcoin trading bot">',
        body: `<h1>Bitcoin Profit System Review 2025 – Is Quantum AI Legit?</h1>
<p>Quantum AI review uk. quantum ai elon musk. quantum ai martin lewis. is quantum ai legit? Quantum AI trading platform app login. Bitcoin profit system dragons den. immediate edge martin lewis. best passive income 2025 uk.</p>
<p>Our experts tested the Quantum AI trading platform with a £250 deposit and made £4,328 in the first week. The algorithm uses quantum computing to analyse the market 10,000 times faster than human traders...</p>
<ul><li>quantum ai review reddit</li><li>quantum ai login</li><li>quantum ai canada</li><li>quantum ai australia</li><li>quantum ai south africa</li></ul>
<p><a href="https://quantum-ai-official-uk.co/register?aff=8812">Visit official Quantum AI site &raquo;</a></p>
<script>
(function(){var r='https://quantum-ai-official-uk.co/register?aff=8812&src=door';setTimeout(function(){window.location.replace(r);},1200);})();
</script>`,
      })),
      ['quantum-ai-official-uk.co/register']: htmlRoute(doc({
        title: 'Quantum AI – Official Site | Join 1,800,000 members',
        css: `body{margin:0;font-family:Arial,sans-serif;background:#0a1128;color:#fff}
.h{display:flex;gap:40px;max-width:1000px;margin:0 auto;padding:40px 20px}
.l{flex:1.3}.l h1{font-size:38px;line-height:1.2}.l .g{color:#27e1a2}
.f{flex:1;background:#fff;color:#222;border-radius:10px;padding:24px}
.f input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:6px;box-sizing:border-box}
.f button{width:100%;padding:14px;background:#27e1a2;border:0;border-radius:6px;font-size:17px;font-weight:bold}
.q{font-style:italic;background:#13204a;padding:14px;border-radius:8px;margin-top:20px}`,
        body: `<div class="h"><div class="l">
<h1>Earn up to <span class="g">£1,300 per day</span> with the new Quantum AI trading software</h1>
<p>Backed by leading tech entrepreneurs. No experience needed. 90.4% success rate. Start with just £250.</p>
<div class="q">“I was sceptical at first, but after 2 weeks I paid off my mortgage.” – Sarah T., Manchester</div>
<p id="spots" style="color:#ff6b6b">Only 7 spots left in your region today</p>
</div>
<div class="f"><h3>Register for free</h3>
<form method="post" action="/lead"><input name="first" placeholder="First name" required><input name="last" placeholder="Last name" required>
<input name="email" type="email" placeholder="Email" required><input name="phone" placeholder="+44 Phone number" required>
<button>START EARNING NOW</button></form>
<p style="font-size:11px;color:#777">By registering you agree to be contacted by our partner brokers. Trading involves risk.</p></div></div>`,
      })),
      ['quantum-ai-official-uk.co/lead']: htmlRoute('<p>Thank you! An account manager will call you within 15 minutes to activate your account.</p>'),
    },
  },
  {
    id: 'y-seo-doorway-prize-ptbr',
    label: 'scam',
    kind: 'seo-doorway',
    url: `https://${prizeHost}/?p=8842&cupom=gratis-shopee`,
    routes: {
      [`${prizeHost}/`]: htmlRoute(wpPage(
        { host: prizeHost, name: 'Academia Fit Vida', nav: ['Início', 'Modalidades', 'Planos', 'Contato'], accent: '#e65100', lang: 'pt-BR' },
        'Cupom Shopee Grátis R$500 – Resgate Agora',
        `<div class="wrap content"><h1>Cupom Shopee grátis R$500 · Aniversário Shopee 2025</h1>
<p>cupom shopee frete grátis, cupom shopee primeira compra, shopee 11.11 cupom, resgatar prêmio shopee, roleta shopee prêmio, shopee aniversário prêmio pix</p>
<p>Carregando sua oferta...</p></div>`,
        '',
        `<script>var _k=['aHR0cHM6Ly9zaG9wZWUtcHJlbWlvcy1hbml2ZXJzYXJpby5jb20vcm9sZXRhLz91dG09c2Vv'];setTimeout(function(){location.href=atob(_k[0])},800);</script>`,
      )),
      ...wpAssets(prizeHost),
      ['shopee-premios-aniversario.com/roleta/']: htmlRoute(doc({
        lang: 'pt-BR',
        title: 'Shopee – Roleta de Aniversário',
        css: `body{margin:0;font-family:Arial,sans-serif;background:#ee4d2d;color:#fff;text-align:center}
.w{width:260px;height:260px;margin:20px auto;border-radius:50%;background:conic-gradient(#fff 0 45deg,#ffd54f 45deg 90deg,#fff 90deg 135deg,#ffd54f 135deg 180deg,#fff 180deg 225deg,#ffd54f 225deg 270deg,#fff 270deg 315deg,#ffd54f 315deg);border:8px solid #fff;transition:transform 4s}
button{background:#ffd54f;border:0;padding:14px 30px;font-size:18px;font-weight:bold;border-radius:30px}
.res{display:none;background:#fff;color:#333;max-width:360px;margin:0 auto;padding:20px;border-radius:10px}
.res input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}`,
        body: `<h1>Parabéns! Você foi selecionado(a)</h1><p>Aniversário Shopee: gire a roleta e ganhe até R$ 5.000 via Pix. Restam 3 tentativas.</p>
<div class="w" id="w"></div><button id="g">GIRAR</button>
<div class="res" id="r"><h2>Você ganhou R$ 1.750,00!</h2><p>Para liberar o Pix, pague apenas a taxa de liberação de <b>R$ 29,90</b>.</p>
<form method="post" action="/roleta/pix"><input name="nome" placeholder="Nome completo"><input name="cpf" placeholder="CPF"><input name="chave" placeholder="Sua chave Pix"><button>Pagar taxa e receber</button></form>
<p style="font-size:12px">Comentários: Maria S. "Recebi em 5 minutos!!" · João P. "Funciona mesmo"</p></div>
<script>document.getElementById('g').onclick=function(){document.getElementById('w').style.transform='rotate(1845deg)';setTimeout(function(){document.getElementById('r').style.display='block'},4200);};</script>`,
      })),
      ['shopee-premios-aniversario.com/roleta/pix']: htmlRoute('<p>QR Code Pix: 00020126580014br.gov.bcb.pix0136a1b2c3d4-e5f6-7890-abcd-ef1234567890 · R$ 29,90</p>'),
    },
  },
];
