import type { Entry } from '../entry.js';
import { doc, analytics, beacon, logo, html, js, jsonRoute, redirectRoute, footer } from '../parts/zm-kit.js';

export const entries: Entry[] = [
  {
  id: 'zm-clean-shop-outdoor-product',
  label: 'clean',
  kind: 'shop',
  url: 'https://www.nordic-trail-outfitters.com/products/alpine-shell-jacket-mens',
  body: doc({
    title: 'Alpine Shell Jacket – Men\'s | Nordic Trail Outfitters',
    css: `header{display:flex;justify-content:space-between;padding:16px 40px;border-bottom:1px solid #eee}.p{display:flex;gap:40px;max-width:1100px;margin:30px auto}.img{width:520px;height:520px;background:#dfe7ea}.price{font-size:24px}.btn{background:#1f3b2d;color:#fff;border:0;padding:14px 40px}.sizes button{border:1px solid #999;background:#fff;padding:8px 14px;margin-right:4px}`,
    body: `<header><b>NORDIC TRAIL</b><nav>Men · Women · Packs · Sale · Journal</nav><span>Search · Account · Cart (0)</span></header>
<div class="p"><div class="img"></div><div><h1>Alpine Shell Jacket</h1><p class="price">$289.00</p><p>★★★★☆ 214 reviews</p><p>3-layer waterproof breathable shell for fast alpine days. 20k/20k membrane, helmet-compatible hood, pit zips.</p><div class="sizes"><button>S</button><button>M</button><button>L</button><button>XL</button></div><br><button class="btn" id="add">Add to cart</button><p style="font-size:13px">Free shipping over $75 · 60-day returns · Pay in 4 interest-free installments with Klarna</p></div></div>
${footer('Nordic Trail Outfitters Inc.', ['Shipping', 'Returns', 'Warranty', 'Privacy', 'Do Not Sell My Info'])}
${analytics('nto-web')}
<script>document.getElementById('add').onclick=function(){fetch('/cart/add.js',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({id:40112233,quantity:1})}).then(function(){location.href='/cart'})}</script>`,
  }),
  routes: { ...beacon('www.nordic-trail-outfitters.com'), 'www.nordic-trail-outfitters.com/cart/add.js': jsonRoute({ item_count: 1 }) },
},
  {
  id: 'zm-clean-shop-black-friday-countdown',
  label: 'clean',
  kind: 'shop',
  url: 'https://www.brightnest-home.com/black-friday',
  body: doc({
    title: 'Black Friday Sale – Up to 50% Off | BrightNest Home',
    css: `.b{background:#000;color:#fff;text-align:center;padding:50px}.cd{font-size:40px;font-family:monospace}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;max-width:1100px;margin:30px auto}.g div{border:1px solid #eee;padding:12px}.g i{display:block;height:160px;background:#f0ebe3}`,
    body: `<div class="b"><h1>BLACK FRIDAY: UP TO 50% OFF</h1><p>Ends in</p><div class="cd" id="cd">--:--:--</div><p>Use code <b>NEST50</b> at checkout. Limited quantities.</p></div>
<div class="g"><div><i></i>Linen Duvet Set <s>$249</s> <b>$149</b></div><div><i></i>Oak Side Table <s>$180</s> <b>$119</b></div><div><i></i>Ceramic Lamp <s>$95</s> <b>$59</b></div><div><i></i>Wool Throw <s>$120</s> <b>$72</b></div></div>
${footer('BrightNest Home LLC', ['Help', 'Returns', 'Track order', 'Privacy', 'Accessibility'], 2026, '*Discount excludes gift cards. See terms.')}
${analytics('bn-bf')}
<script>var end=new Date('2026-12-01T07:59:59Z').getTime();setInterval(function(){var s=Math.max(0,(end-Date.now())/1000|0);document.getElementById('cd').textContent=[s/3600|0,(s%3600)/60|0,s%60].map(function(x){return String(x).padStart(2,'0')}).join(':')},1000)</script>`,
  }),
  routes: beacon('www.brightnest-home.com'),
},
  {
  id: 'zm-clean-charity-urgence-fr',
  label: 'clean',
  kind: 'charity',
  url: 'https://www.secours-solidaire.fr/don/urgence-seisme',
  body: doc({
    lang: 'fr',
    title: 'Urgence séisme : faites un don | Secours Solidaire',
    css: `.h{background:#c62828;color:#fff;padding:36px}.c{max-width:640px;margin:20px auto}.m button{padding:12px 18px;margin:4px;border:2px solid #c62828;background:#fff}.go{background:#c62828;color:#fff;border:0;padding:14px 40px}`,
    body: `<div class="h"><h1>Urgence séisme : nos équipes sont sur place</h1><p>Abris, eau potable, soins : chaque don compte.</p></div><div class="c"><div class="m"><button>30 €</button><button>50 €</button><button>100 €</button><button>Autre montant</button></div>
<p>Un don de 50 € ne vous coûte que 12,50 € après réduction d'impôt de 75 %.</p><form action="/don/paiement" method="post"><input name="prenom" placeholder="Prénom" style="width:100%;padding:10px;margin:4px 0"><input name="nom" placeholder="Nom" style="width:100%;padding:10px;margin:4px 0"><input name="email" placeholder="E-mail" style="width:100%;padding:10px;margin:4px 0"><button class="go">Je donne</button></form>
<p style="font-size:12px">Association reconnue d'utilité publique. Label « Don en confiance ». Paiement sécurisé par notre banque partenaire.</p></div>`,
  }),
},
  {
  id: 'zm-clean-invest-robo-advisor-de',
  label: 'clean',
  kind: 'investment-platform',
  url: 'https://www.zinsfuchs-vermoegen.de/geldanlage/etf-sparplan',
  body: doc({
    lang: 'de',
    title: 'ETF-Sparplan ab 25 € – Zinsfuchs Vermögensverwaltung',
    css: `.c{max-width:960px;margin:30px auto;padding:0 20px}.calc{background:#f4f7fb;padding:20px;border-radius:10px}input[type=range]{width:100%}`,
    body: `<div class="c"><h1>Ihr ETF-Sparplan – digital verwaltet</h1><p>Breit gestreut, kostengünstig (0,75 % p.a. all-in), von der BaFin beaufsichtigt.</p>
<div class="calc"><label>Monatliche Sparrate: <b id="v">100</b> €</label><input type="range" min="25" max="2000" value="100" id="r"><p>Mögliches Vermögen nach 20 Jahren (Annahme 5 % p.a., nicht garantiert): <b id="e"></b></p></div>
<p style="font-size:12px;color:#666">Risikohinweis: Der Wert einer Kapitalanlage kann schwanken. Vergangene Wertentwicklungen sind kein verlässlicher Indikator für künftige Ergebnisse. Es besteht das Risiko eines Totalverlustes. Zinsfuchs Vermögensverwaltung GmbH, BaFin-ID 12345.</p></div>
<script>var r=document.getElementById('r');function u(){var m=+r.value,i=0.05/12,n=240;document.getElementById('v').textContent=m;document.getElementById('e').textContent=Math.round(m*((Math.pow(1+i,n)-1)/i)).toLocaleString('de-DE')+' €'}r.oninput=u;u();</script>`,
  }),
},
  {
  id: 'zm-clean-job-application-ats',
  label: 'clean',
  kind: 'job-board',
  url: 'https://jobs.fernway-systems.com/postings/senior-backend-engineer-4411/apply',
  body: doc({
    title: 'Apply – Senior Backend Engineer at Fernway Systems',
    css: `.c{max-width:680px;margin:30px auto}input,textarea,select{width:100%;padding:10px;margin:4px 0 14px;border:1px solid #ccc;border-radius:4px}button{background:#222;color:#fff;border:0;padding:12px 28px;border-radius:4px}`,
    body: `<div class="c"><h1>Senior Backend Engineer</h1><p>Berlin or Remote (EU) · Engineering · Full-time</p><form action="/postings/senior-backend-engineer-4411/submit" method="post" enctype="multipart/form-data"><label>Resume/CV *</label><input type="file" name="resume"><label>Full name *</label><input name="name"><label>Email *</label><input name="email"><label>Phone</label><input name="phone"><label>LinkedIn profile</label><input name="urls[LinkedIn]"><label>Are you authorized to work in the EU? *</label><select><option>Yes</option><option>No, I will need sponsorship</option></select><label>Additional information</label><textarea rows="4"></textarea><button>Submit application</button></form>
<p style="font-size:12px">We use our applicant tracking system to process your data according to our <a href="#">candidate privacy notice</a>. Powered by Lever-style ATS.</p></div>`,
  }),
},
];
