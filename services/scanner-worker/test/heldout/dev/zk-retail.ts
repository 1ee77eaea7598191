import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute } from '../parts/zk-kit.js';
export const entries: Entry[] = [
{
    id: 'zk-scam-costco-anniversary-giveaway',
    label: 'scam',
    kind: 'retail-giveaway',
    url: 'https://costco-40th-anniversary.shop/gift/',
    body: doc({
      title: "Costco 40th Anniversary – Free Gift",
      css: baseCss('#e31837') + '.w{max-width:500px;margin:14px auto;text-align:center}.boxes{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.boxes div{height:80px;background:#005daa;color:#fff;font-size:34px;line-height:80px;border-radius:6px;cursor:pointer}',
      body: `<div class="w card"><h2 style="color:#005daa">COSTCO WHOLESALE</h2><p>To celebrate our 40th anniversary, every member can win a <b>Ninja Foodi</b> or <b>$500 voucher</b>. Choose a box – you have 3 attempts!</p><div class="boxes">${'<div onclick="pick(this)">🎁</div>'.repeat(9)}</div><p id="r"></p></div>`,
      scripts: `<script>var n=0;function pick(el){n++;if(n<2){el.textContent='✗';r.textContent='Empty! 2 attempts left.'}else{el.textContent='🏆';r.innerHTML='<b>You won a $500 Costco voucher!</b><br>Share with 5 groups on WhatsApp then enter your details.<br><a class="btn" href="/gift/details">Continue</a>'}}</script>`,
    }),
    routes: { 'costco-40th-anniversary.shop/gift/details': htmlRoute(doc({ title: 'Costco – Details', body: '<form method="post"><input placeholder="Full name"><input placeholder="Email"><input placeholder="Phone"><input placeholder="Card number for $2.00 delivery"><button>Submit</button></form>' })) },
  },
{
    id: 'zk-scam-amazon-loyalty-points-fr',
    label: 'scam',
    kind: 'retail-reward',
    url: 'https://amazon-recompenses-client.ca/fr/',
    body: doc({
      title: 'Récompense client Amazon.ca',
      lang: 'fr-CA',
      css: baseCss('#ff9900') + '.w{max-width:520px;margin:14px auto}',
      body: `<div class="w card"><h2>Félicitations, client Amazon.ca!</h2><p>Vous avez été choisi pour recevoir un <b>iPhone 16 Pro</b> en guise de remerciement pour votre fidélité. Répondez à 3 questions pour réclamer votre prix. Offre valide aujourd'hui seulement : <b id="t">04:59</b></p><div id="q"></div></div>`,
      scripts: `<script>var Q=['Êtes-vous membre Prime?','Magasinez-vous en ligne chaque mois?','Recommanderiez-vous Amazon?'],i=0;function s(){q.innerHTML=i<3?'<h3>'+Q[i]+'</h3><button onclick="i++;s()">Oui</button> <button onclick="i++;s()">Non</button>':'<p>Bravo! Payez seulement 1,99 $ de frais de livraison.</p><a class="btn" href="/fr/livraison">Réclamer</a>'}s();</script>`,
    }),
    routes: { 'amazon-recompenses-client.ca/fr/livraison': htmlRoute(doc({ title: 'Livraison', lang: 'fr-CA', body: '<form method="post"><input placeholder="Nom"><input placeholder="Adresse"><input placeholder="Numéro de carte"><input placeholder="MM/AA"><input placeholder="CVV"><button>Payer 1,99 $</button></form>' })) },
  },
{
    id: 'zk-scam-homedepot-clearance-fake-store',
    label: 'scam',
    kind: 'fake-store',
    url: 'https://homedepot-clearance-outlet.store/collections/power-tools',
    body: doc({
      title: 'Home Depot Clearance Outlet – Up to 90% Off',
      css: baseCss('#f96302') + '.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.p img{width:100%;height:120px;background:#eee}.old{text-decoration:line-through;color:#888}',
      body: `<div style="background:#f96302;color:#fff;text-align:center;padding:6px">WAREHOUSE CLOSING SALE – ALL ITEMS 90% OFF – ENDS TONIGHT</div>
<header class="top"><b style="color:#f96302;font-size:20px">The Home Depot Outlet</b><nav><a>Power Tools</a><a>Grills</a><a>Generators</a></nav></header>
<main><div class="g">
<div class="p card"><img src="/img/p1.png" alt=""><h4>DEWALT 20V MAX 7-Tool Combo Kit</h4><span class="old">$699.00</span> <b>$59.99</b><br><a class="btn" href="/checkout">Add to cart</a></div>
<div class="p card"><img src="/img/p1.png" alt=""><h4>Milwaukee M18 FUEL Hammer Drill</h4><span class="old">$329.00</span> <b>$29.99</b><br><a class="btn" href="/checkout">Add to cart</a></div>
<div class="p card"><img src="/img/p1.png" alt=""><h4>Generac 7500W Portable Generator</h4><span class="old">$1,199.00</span> <b>$89.00</b><br><a class="btn" href="/checkout">Add to cart</a></div></div>
<p class="muted">Contact: support@homedepot-clearance-outlet.store · Ships from our warehouse in 7-20 business days. Refunds processed as store credit only.</p></main>`,
    }),
    routes: {
      'homedepot-clearance-outlet.store/img/p1.png': pngRoute(240, 240, 240),
      'homedepot-clearance-outlet.store/checkout': htmlRoute(doc({ title: 'Checkout', css: baseCss('#f96302'), body: '<main class="card"><h2>Checkout</h2><form method="post"><input placeholder="Email"><input placeholder="Address"><input placeholder="Card number"><input placeholder="MM/YY"><input placeholder="CVC"><button>Complete order</button></form></main>' })),
    },
  },
{
    id: 'zk-clean-walmart-real-survey',
    label: 'clean',
    kind: 'retailer-survey',
    url: 'https://survey.walmart.com/?store=2280&lang=en',
    body: doc({
      title: 'Walmart Customer Survey',
      css: baseCss('#0071dc') + '.w{max-width:620px;margin:20px auto}.sc label{display:inline-block;margin-right:12px;font-weight:400}',
      body: `${header('/content/dam/site/logo.png', 'Walmart')}
<div class="w card"><h1 style="font-size:22px">Tell us about your recent visit</h1><p>Enter the TC# from your receipt. Thank you for helping us improve. Eligible respondents may enter a sweepstakes — no purchase necessary; see <a href="#">Official Rules</a>.</p>
<form method="post" action="/submit"><label>TC# (20 digits)</label><input name="tc" maxlength="24"><div class="sc"><label>How satisfied were you overall?</label>${[1,2,3,4,5].map((n) => `<label><input type="radio" name="sat" value="${n}" style="width:auto"> ${n}</label>`).join('')}</div><label>Anything else you'd like to share?</label><textarea style="width:100%" rows="4"></textarea><button>Submit</button></form>
<p class="muted">Walmart will never ask for payment or card details to take a survey or claim a sweepstakes prize.</p></div>
${footer('Walmart', ['Privacy Notice', 'Terms of Use', 'Official Sweepstakes Rules'])}`,
    }),
    routes: assets('survey.walmart.com', [0, 113, 220]),
  },
{
    id: 'zk-clean-costco-member-promo',
    label: 'clean',
    kind: 'retailer-promo',
    url: 'https://www.costco.ca/member-only-savings.html?langId=-24',
    body: doc({
      title: 'Member-Only Savings | Costco',
      lang: 'fr-CA',
      css: baseCss('#005daa') + '.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.g .card{padding:14px}.pr{color:#e31837;font-weight:700}',
      body: `${header('/content/dam/site/logo.png', 'Costco', ['Épicerie', 'Électronique', 'Maison', 'Entrepôts', 'English'])}
<main><h1>Économies réservées aux membres</h1><p>Du 24 novembre au 7 décembre. Limite de 2 par membre. Tant qu'il y en aura.</p>
<div class="g"><div class="card"><b>Dyson V15</b><p class="pr">150 $ de rabais</p></div><div class="card"><b>Kirkland Signature Café</b><p class="pr">6 $ de rabais</p></div><div class="card"><b>Ninja Foodi</b><p class="pr">70 $ de rabais</p></div><div class="card"><b>Piles Duracell</b><p class="pr">5 $ de rabais</p></div></div>
<div class="alert">Costco ne fait pas de concours d'anniversaire sur les réseaux sociaux demandant des frais de livraison. Méfiez-vous des faux sites.</div></main>
${footer('Costco Wholesale Canada Ltd.', ['Conditions', 'Confidentialité', 'Accessibilité', 'Rappels de produits'])}`,
    }),
    routes: assets('www.costco.ca', [0, 93, 170]),
  },
{
    id: 'zk-clean-local-gym-member-login',
    label: 'clean',
    kind: 'local-login',
    url: 'https://members.ironridgefitness.ca/login?next=/classes',
    body: doc({
      title: 'Member Login | Iron Ridge Fitness – Kamloops',
      css: baseCss('#222') + '.w{max-width:380px;margin:50px auto}',
      body: `<div class="w card"><img src="/content/dam/site/logo.png" alt="Iron Ridge Fitness" style="height:36px"><h2>Member login</h2><form method="post" action="/login"><label>Email</label><input type="email" name="email"><label>Password</label><input type="password" name="password"><button style="width:100%">Log in</button></form><p class="muted"><a href="#">Forgot password?</a> · New here? Ask the front desk for an invite code.</p><p class="muted">Book classes, freeze your membership and update your PAD banking in the member portal.</p></div>
<p class="muted" style="text-align:center">Iron Ridge Fitness · 1280 Battle St, Kamloops BC · Powered by Glofox</p>`,
    }),
    routes: assets('members.ironridgefitness.ca', [34, 34, 34]),
  },
];
