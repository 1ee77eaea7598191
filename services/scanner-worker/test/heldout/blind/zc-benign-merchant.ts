import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, header, footer, grid, images, pngR, brandIcons, faviconTag, cookieBanner, dataLayer, cardFields } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute, fileRoute, zip, pe, cfb } from '../parts/e-bin.js';
const PART = 'www.ledgerly-accounting.com';
const STRM = 'www.cinemalibre-streaming.fr';
const RFEN = 'www.northloom-outfitters.com';
const RFES = 'www.calzados-ribera.es';

export const entries: Entry[] = [
  {
    id: 'zc-ok-psp-disputes-dashboard-en',
    label: 'clean',
    kind: 'psp-dashboard',
    url: `https://dashboard.stripe.com/disputes/du_1Qzc8X2eZvKYlo2C0a1b2c3d`,
    body: doc({
      lang: 'en',
      title: 'Dispute du_1Qzc8X2eZvKYlo2C0a1b2c3d – Stripe',
      css: 'body{background:#f6f8fa}.c{max-width:900px;margin:20px auto;background:#fff;padding:26px;border-radius:8px}',
      body: `<div class="c">
  <p style="color:#635bff;font-weight:700">stripe · Sunny Side Bakery</p>
  <h2>$84.00 USD — Disputed: Product not received</h2>
  <p>The cardholder's bank has disputed this payment. Respond by <b>Dec 12, 2025</b>. You can accept the dispute or submit evidence, such as tracking information showing delivery.</p>
  <table><tr><td>Payment</td><td>py_3Qzc… · Nov 2, 2025</td></tr><tr><td>Customer</td><td>m.garcia@example.com</td></tr><tr><td>Card</td><td>Visa •••• 0341</td></tr><tr><td>Reason</td><td>Product not received</td></tr><tr><td>Dispute fee</td><td>$15.00 (returned if you win)</td></tr></table>
  <div style="display:flex;gap:10px;margin-top:16px"><button class="btn" style="background:#635bff;color:#fff">Counter dispute</button><button class="btn" style="background:#eee">Accept dispute</button></div>
  <p style="font-size:13px;color:#666;margin-top:16px">Tip: Include the shipping carrier, tracking number and proof of delivery. <a href="#">Best practices for responding to disputes</a></p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-reseller-partner-program-en',
    label: 'clean',
    kind: 'reseller-program',
    url: `https://${PART}/partners/reseller-program`,
    body: doc({
      lang: 'en',
      title: 'Reseller Partner Program – Ledgerly',
      head: faviconTag(PART),
      body: `${header({ brand: 'Ledgerly', nav: ['Product', 'Pricing', 'Partners', 'Resources'], right: '<a href="#">Sign in</a>' })}
<main class="wrap" style="max-width:900px">
  <h1>Become a Ledgerly reseller partner</h1>
  <p>Accountants, bookkeepers and IT consultants can resell Ledgerly subscriptions to their clients. Partners get wholesale pricing, a partner dashboard and co-marketing support.</p>
  <h2>What partners receive</h2><ul><li>20% wholesale discount on all plans, billed monthly to the partner</li><li>Free partner training and certification</li><li>Listing in our partner directory after certification</li></ul>
  <h2>What it costs</h2><p>There is no fee to join. Partners only pay for subscriptions they resell, at the discounted price. There are no minimum volumes and no upfront purchases.</p>
  <h2>Requirements</h2><p>A registered business, an existing client base in bookkeeping or finance, and completion of the Ledgerly Essentials course. Applications are reviewed within 10 business days.</p>
  <a class="btn" style="background:#0f766e;color:#fff" href="#apply">Apply to the program</a>
  <p style="font-size:13px;color:#666">Full terms: <a href="#">Partner Program Agreement (PDF)</a></p>
</main>
${footer({ cols: [['Ledgerly', ['About', 'Careers', 'Press']], ['Legal', ['Terms', 'Privacy', 'Partner agreement']]], legal: '© 2025 Ledgerly Ltd · Registered in Ireland, no. 612993' })}`,
    }),
    routes: { ...brandIcons(PART, [15, 118, 110]) },
  },
  {
    id: 'zc-ok-subscription-cancel-easy-fr',
    label: 'clean',
    kind: 'subscription-manage',
    url: `https://${STRM}/compte/abonnement/resilier`,
    body: doc({
      lang: 'fr',
      title: 'Résilier mon abonnement – CinémaLibre',
      head: faviconTag(STRM),
      css: 'body{background:#141414;color:#eee}.c{max-width:600px;margin:40px auto;background:#1f1f1f;padding:28px;border-radius:8px}',
      body: `${header({ brand: 'CinémaLibre', nav: ['Accueil', 'Films', 'Séries', 'Ma liste'], bg: '#141414', fg: '#fff', right: 'Mon compte' })}
<div class="c">
  <h1>Résilier votre abonnement</h1>
  <p>Votre abonnement <b>Standard (8,99 €/mois)</b> sera résilié à la fin de la période en cours, le <b>14 décembre 2025</b>. Vous pourrez continuer à regarder jusqu'à cette date. Aucun frais de résiliation.</p>
  <button class="btn" style="background:#e50914;color:#fff">Confirmer la résiliation</button> <a class="btn" style="background:#333;color:#fff" href="/compte">Garder mon abonnement</a>
  <p style="font-size:13px;color:#aaa;margin-top:18px">Conformément à la loi, vous pouvez aussi résilier via le bouton « Résilier mon contrat » en bas de chaque page. Un e-mail de confirmation vous sera envoyé.</p>
</div>
${footer({ cols: [['CinémaLibre', ['Aide', 'Conditions d\'utilisation', 'Confidentialité', 'Résilier mon contrat']]], legal: 'CinémaLibre SAS · 22 rue du Faubourg Saint-Antoine, 75012 Paris · RCS Paris 901 223 118', bg: '#141414', fg: '#888' })}`,
    }),
    routes: { ...brandIcons(STRM, [229, 9, 20]) },
  },
  {
    id: 'zc-ok-refund-policy-outfitters-en',
    label: 'clean',
    kind: 'refund-policy',
    url: `https://${RFEN}/pages/returns-and-refunds`,
    body: doc({
      lang: 'en-US',
      title: 'Returns & Refunds – Northloom Outfitters',
      head: faviconTag(RFEN),
      body: `${header({ brand: 'Northloom', nav: ['Men', 'Women', 'Packs', 'Camp', 'Sale'], top: 'Free returns within 60 days', right: 'Cart' })}
<main class="wrap" style="max-width:800px">
  <h1>Returns &amp; refunds</h1>
  <p>We want you to love your gear. If something isn't right, you can return unworn, unwashed items with tags within <b>60 days</b> of delivery for a full refund to your original payment method.</p>
  <h2>How to return</h2><ol><li>Start a return in our <a href="#">Returns Center</a> with your order number and email.</li><li>Print the prepaid UPS label (free for US orders) or drop off QR-code returns at any UPS Store.</li><li>Refunds are issued within 5 business days of the return reaching our warehouse in Portland, OR. Your bank may take 3–10 days to post it.</li></ol>
  <h2>Exceptions</h2><p>Final sale items, gift cards and personalized products can't be returned. Items damaged through normal wear are covered by our <a href="#">repair program</a> instead.</p>
  <h2>Refunds and chargebacks</h2><p>If you haven't received a refund you're expecting, contact us first at help@northloom-outfitters.com — we usually sort it out within a day. We'll never ask you for your card number or banking login to process a refund.</p>
</main>
${footer({ cols: [['Help', ['Order status', 'Returns center', 'Shipping', 'Size guides', 'Contact']], ['Company', ['About', 'Repair program', 'Careers']]], legal: '© 2025 Northloom Outfitters, Inc. · 820 NW 14th Ave, Portland, OR 97209', pay: ['Visa', 'Mastercard', 'Amex', 'PayPal', 'Shop Pay', 'Afterpay'] })}`,
    }),
    routes: { ...brandIcons(RFEN, [40, 70, 50]) },
  },
  {
    id: 'zc-ok-refund-policy-shoes-es',
    label: 'clean',
    kind: 'refund-policy',
    url: `https://${RFES}/politica-de-devoluciones`,
    body: doc({
      lang: 'es',
      title: 'Política de devoluciones y reembolsos – Calzados Ribera',
      head: faviconTag(RFES),
      body: `${header({ brand: 'Calzados Ribera', nav: ['Mujer', 'Hombre', 'Niños', 'Outlet'], top: 'Envío gratis a partir de 50 € · Devoluciones gratuitas en 30 días' })}
<main class="wrap" style="max-width:800px">
  <h1>Política de devoluciones y reembolsos</h1>
  <p>Dispones de <b>30 días naturales</b> desde la recepción del pedido para devolver cualquier artículo sin necesidad de justificar tu decisión (derecho de desistimiento ampliado; el legal es de 14 días).</p>
  <h2>¿Cómo devolver?</h2><ol><li>Accede a "Mis pedidos" y selecciona los artículos.</li><li>Elige devolución en oficina de Correos (gratis) o recogida a domicilio (3,95 €).</li><li>Empaqueta el calzado en su caja original.</li></ol>
  <h2>Reembolso</h2><p>Te reembolsaremos el importe, incluidos los gastos de envío estándar, en un plazo máximo de 14 días desde que recibamos la devolución, usando el mismo medio de pago (tarjeta, PayPal o Bizum).</p>
  <h2>Productos defectuosos</h2><p>Todos nuestros productos tienen una garantía legal de 3 años. Escríbenos a atencion@calzados-ribera.es con fotos del defecto.</p>
</main>
${footer({ cols: [['Atención al cliente', ['Contacto', 'Envíos', 'Devoluciones', 'Guía de tallas']], ['Legal', ['Aviso legal', 'Condiciones de compra', 'Privacidad', 'Cookies']]], legal: 'Calzados Ribera S.L. · CIF B-03112290 · Avda. de la Libertad 41, 03201 Elche (Alicante)', pay: ['Visa', 'Mastercard', 'PayPal', 'Bizum'] })}`,
    }),
    routes: { ...brandIcons(RFES, [120, 60, 30]) },
  },
  {
    id: 'zc-ok-amazon-seller-central-login-jp',
    label: 'clean',
    kind: 'psp-login',
    url: `https://sellercentral-japan.amazon.com/ap/signin?openid.return_to=https%3A%2F%2Fsellercentral-japan.amazon.com%2Fhome&zc=1`,
    body: doc({
      lang: 'ja',
      title: 'Amazon サインイン',
      css: '.c{max-width:350px;margin:30px auto;border:1px solid #ddd;border-radius:8px;padding:24px}',
      body: `<div style="text-align:center;margin-top:20px;font-weight:800;font-size:26px">amazon <span style="font-size:14px;font-weight:400">seller central</span></div>
<div class="c"><h1 style="font-size:26px;font-weight:400">ログイン</h1><form action="/ap/signin" method="post"><label>Eメールまたは携帯電話番号</label><input name="email"><button class="btn" style="background:#ffd814;width:100%;margin-top:12px">次へ進む</button></form>
<p style="font-size:12px">続行することで、Amazonの利用規約およびプライバシー規約に同意するものとみなされます。</p></div>
<p style="text-align:center;font-size:12px;color:#555">利用規約 · プライバシー規約 · ヘルプ<br>© 1996-2025, Amazon.com, Inc. or its affiliates</p>`,
    }),
    routes: {},
  },
];
