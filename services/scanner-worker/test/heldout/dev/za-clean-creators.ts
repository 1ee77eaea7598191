import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { cookieBar, doc, gtag, gtagRoute, imgRoute, pixel, pixelRoute } from '../parts/za-kit.js';

const bioCss = (bg: string, fg: string, btn: string) => `body{margin:0;font-family:-apple-system,Segoe UI,Arial;background:${bg};color:${fg};text-align:center}.w{max-width:560px;margin:auto;padding:40px 16px}.av{width:96px;height:96px;border-radius:50%;background:#ccc}.l{display:block;background:${btn};color:${fg};padding:15px;border-radius:12px;margin:12px 0;text-decoration:none;font-weight:600}.s a{margin:0 8px;color:${fg};font-size:14px}footer{font-size:12px;opacity:.6;margin-top:30px}`;

export const entries: Entry[] = [
  {
  id: 'za-clean-linkinbio-baker-us',
  label: 'clean',
  kind: 'link-in-bio',
  url: 'https://links.crumbandcradle.com/',
  body: doc({
    title: 'Crumb & Cradle Bakery | Links',
    head: gtag('links.crumbandcradle.com', 'G-CRUMB2024X'),
    css: bioCss('#fdf3e7', '#4a2c17', '#f6d9b8'),
    body: `<div class="w"><img class="av" src="/avatar.png" alt="Crumb & Cradle"><h1>Crumb & Cradle</h1><p>Small-batch sourdough & pastries 🥐 Asheville, NC · Wed–Sun 7am–2pm</p>
<a class="l" href="https://crumbandcradle.com/preorder">🥖 Pre-order for Saturday pickup</a><a class="l" href="https://crumbandcradle.com/menu">📋 This week's menu</a><a class="l" href="https://crumbandcradle.com/classes">👩‍🍳 Sourdough 101 class — Nov 16 (4 spots left)</a><a class="l" href="https://crumbandcradle.com/wholesale">🏪 Wholesale & cafés</a><a class="l" href="https://maps.google.com/?q=Crumb+and+Cradle+Asheville">📍 Find us: 212 Haywood Rd</a>
<div class="s"><a href="https://instagram.com/crumbandcradle">Instagram</a><a href="https://tiktok.com/@crumbandcradle">TikTok</a><a href="mailto:hello@crumbandcradle.com">Email</a></div><footer>© 2025 Crumb & Cradle LLC · Privacy</footer></div>`,
  }),
  routes: { ...gtagRoute('links.crumbandcradle.com'), ...imgRoute('links.crumbandcradle.com', '/avatar.png', 230, 190, 150) },
},
  {
  id: 'za-clean-linkinbio-musician-es',
  label: 'clean',
  kind: 'link-in-bio',
  url: 'https://lunavargas.musica.mx/links',
  body: doc({
    title: 'Luna Vargas — Nuevo sencillo "Marea Alta"',
    lang: 'es-MX',
    css: bioCss('#1d1135', '#fff', '#3b2466'),
    body: `<div class="w"><img class="av" src="/img/luna.png" alt=""><h1>Luna Vargas</h1><p>Cantautora · Guadalajara 🇲🇽 · Nuevo sencillo <b>"Marea Alta"</b> ya disponible</p>
<a class="l" href="https://open.spotify.com/artist/4uLU6hMCjMI75M1A2tKUQC">🎧 Escuchar en Spotify</a><a class="l" href="https://music.apple.com/mx/artist/luna-vargas">🍎 Apple Music</a><a class="l" href="https://www.youtube.com/@lunavargasmusica">▶️ Videoclip oficial</a><a class="l" href="/gira">🎫 Gira 2025 — boletos</a><a class="l" href="/merch">👕 Merch oficial</a>
<div id="ev" style="text-align:left;background:#2a1a4a;border-radius:12px;padding:12px;margin-top:16px"></div><footer>Booking: booking@lunavargas.mx · Management: Sonora Norte Music</footer></div>
<script>fetch('/api/fechas.json').then(function(r){return r.json()}).then(function(d){document.getElementById('ev').innerHTML='<b>Próximas fechas</b>'+d.map(function(e){return '<div>'+e.f+' — '+e.c+' · '+e.v+'</div>'}).join('')});</script>`,
  }),
  routes: {
    ...imgRoute('lunavargas.musica.mx', '/img/luna.png', 120, 80, 160),
    'lunavargas.musica.mx/api/fechas.json': jsonRoute([{ f: '22 nov', c: 'CDMX', v: 'Foro Indie Rocks!' }, { f: '29 nov', c: 'Guadalajara', v: 'C3 Stage' }, { f: '6 dic', c: 'Monterrey', v: 'Café Iguana' }]),
  },
},
  {
  id: 'za-clean-small-shop-ceramics-uk',
  label: 'clean',
  kind: 'small-shop',
  url: 'https://shop.saltmarshpottery.co.uk/collections/mugs',
  body: doc({
    title: 'Mugs — Saltmarsh Pottery',
    lang: 'en-GB',
    head: pixel('shop.saltmarshpottery.co.uk', '558120443312009'),
    css: `body{margin:0;font-family:'Helvetica Neue',Arial;color:#2e3b36;background:#fbfaf7}header{display:flex;justify-content:space-between;align-items:center;padding:18px 32px;border-bottom:1px solid #e6e2d8}nav a{margin-left:18px;color:#2e3b36;text-decoration:none}.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:24px;padding:32px}.p img{width:100%;aspect-ratio:1;background:#d9e2dc}.p h3{font-weight:400;margin:8px 0 2px}.sold{color:#a33}.note{background:#eef2ee;padding:14px 32px;font-size:14px}footer{padding:30px 32px;font-size:13px;color:#667;border-top:1px solid #e6e2d8}`,
    body: `<header><b>SALTMARSH POTTERY</b><nav><a href="/">Home</a><a href="/collections/all">Shop</a><a href="/pages/about">About</a><a href="/pages/stockists">Stockists</a><a href="/cart">Basket (0)</a></nav></header>
<div class="note">Shop update: new batch of speckled mugs live Sunday 7pm. Orders ship from Norfolk within 3–5 working days. Free UK delivery over £60.</div>
<div class="g"><div class="p"><img src="/cdn/mug1.png" alt=""><h3>Speckled Tide Mug</h3>£32.00</div><div class="p"><img src="/cdn/mug2.png" alt=""><h3>Samphire Green Mug</h3>£32.00</div><div class="p"><img src="/cdn/mug3.png" alt=""><h3>Oyster Espresso Cup</h3>£22.00</div><div class="p"><img src="/cdn/mug4.png" alt=""><h3>Large Flint Mug</h3><span class="sold">Sold out</span></div></div>
<footer>Each piece is handmade and will vary slightly. Returns accepted within 14 days — see our <a href="/policies/refund-policy">refund policy</a>. Saltmarsh Pottery, Unit 4, Burnham Market, PE31 · VAT no. GB 318 4471 22</footer>${cookieBar('en')}`,
  }),
  routes: { ...pixelRoute('shop.saltmarshpottery.co.uk'), ...imgRoute('shop.saltmarshpottery.co.uk', '/cdn/mug1.png', 200, 190, 180), ...imgRoute('shop.saltmarshpottery.co.uk', '/cdn/mug2.png', 150, 180, 150), ...imgRoute('shop.saltmarshpottery.co.uk', '/cdn/mug3.png', 220, 215, 205), ...imgRoute('shop.saltmarshpottery.co.uk', '/cdn/mug4.png', 120, 120, 125) },
},
  {
  id: 'za-clean-boutique-pix-br',
  label: 'clean',
  kind: 'small-shop',
  url: 'https://www.lojaflordecaju.com.br/produtos/vestido-midi-linho',
  body: doc({
    title: 'Vestido Midi Linho Areia | Flor de Caju',
    lang: 'pt-BR',
    head: gtag('www.lojaflordecaju.com.br', 'G-FLORCAJU01'),
    css: `body{margin:0;font-family:Montserrat,Arial;color:#333}header{text-align:center;padding:18px;border-bottom:1px solid #eee;letter-spacing:3px}.w{max-width:1000px;margin:auto;display:flex;gap:30px;padding:24px}.w img{width:440px;height:560px;background:#e7dccb}.sz button{border:1px solid #333;background:#fff;padding:8px 12px;margin:2px}.buy{background:#333;color:#fff;border:0;width:100%;padding:14px;margin-top:14px}.pay{font-size:13px;color:#555}footer{background:#f7f3ee;padding:20px;font-size:12px;text-align:center}`,
    body: `<header>FLOR DE CAJU</header><div class="w"><img src="/img/vestido.png" alt=""><div><h1>Vestido Midi Linho Areia</h1><p><b>R$ 289,90</b> ou 3x de R$ 96,63 sem juros</p><p class="pay">5% de desconto no PIX: <b>R$ 275,40</b></p><div class="sz">Tamanho: <button>P</button><button>M</button><button>G</button><button>GG</button></div><button class="buy">ADICIONAR À SACOLA</button><p class="pay">Frete grátis acima de R$ 399 · Troca grátis em até 30 dias · Produção própria em Fortaleza/CE</p><details><summary>Composição e cuidados</summary>55% linho, 45% viscose. Lavar à mão, não usar alvejante.</details></div></div>
<footer>Flor de Caju Moda Ltda · CNPJ 28.441.902/0001-63 · Av. Dom Luís, 500 — Fortaleza/CE · atendimento@lojaflordecaju.com.br · Pagamento seguro: cartão, PIX e boleto</footer>`,
  }),
  routes: { ...gtagRoute('www.lojaflordecaju.com.br'), ...imgRoute('www.lojaflordecaju.com.br', '/img/vestido.png', 231, 220, 203) },
},
  {
  id: 'za-clean-creator-membership-page',
  label: 'clean',
  kind: 'creator-membership',
  url: 'https://support.thequietcartographer.com/join',
  body: doc({
    title: 'Support The Quiet Cartographer — memberships',
    css: `body{margin:0;font-family:Inter,Arial;background:#f6f7f9;color:#222}.hero{background:#22313f;color:#fff;padding:50px 20px;text-align:center}.tiers{display:flex;gap:18px;max-width:1000px;margin:-30px auto 0;padding:0 16px}.t{flex:1;background:#fff;border-radius:10px;padding:20px;box-shadow:0 2px 10px #0001}.t h3{margin-top:0}.t a{display:block;text-align:center;background:#ff5900;color:#fff;padding:10px;border-radius:6px;text-decoration:none}.faq{max-width:760px;margin:30px auto;padding:0 16px}`,
    body: `<div class="hero"><h1>The Quiet Cartographer</h1><p>Hand-drawn maps of places that don't exist (yet). 212k followers · 1,140 members</p></div>
<div class="tiers"><div class="t"><h3>Sketchbook</h3><p><b>$3</b>/month</p><p>Monthly process video, member-only posts.</p><a href="https://checkout.thequietcartographer.com/t/sketch">Join</a></div><div class="t"><h3>Atlas</h3><p><b>$8</b>/month</p><p>Everything above + high-res printable maps every month.</p><a href="https://checkout.thequietcartographer.com/t/atlas">Join</a></div><div class="t"><h3>Patron of the Realm</h3><p><b>$25</b>/month</p><p>Your name on a map, plus a signed print each quarter.</p><a href="https://checkout.thequietcartographer.com/t/realm">Join</a></div></div>
<div class="faq"><h3>FAQ</h3><p><b>Can I cancel anytime?</b> Yes — cancel from your account page; you keep access until the end of the billing period.</p><p><b>Where are payments processed?</b> Through Stripe. I never see your card details.</p><p><b>Is there a free way to support?</b> Sharing my work means the world. Thank you! — Maren</p></div>`,
  }),
},
  {
  id: 'za-clean-photographer-booking-au',
  label: 'clean',
  kind: 'small-business',
  url: 'https://www.saltandsilverphoto.com.au/book',
  body: doc({
    title: 'Book a session — Salt & Silver Photography, Byron Bay',
    lang: 'en-AU',
    css: `body{margin:0;font-family:'Lato',Arial;color:#333}header{padding:20px 40px;display:flex;justify-content:space-between}nav a{margin-left:20px;color:#333;text-decoration:none}.hero{height:260px;background:#b5c7cf}.w{max-width:700px;margin:30px auto;padding:0 16px}label{display:block;margin-top:12px;font-size:14px}input,select,textarea{width:100%;padding:10px;border:1px solid #ccc;box-sizing:border-box}button{margin-top:16px;background:#1f3b4d;color:#fff;border:0;padding:12px 26px}`,
    body: `<header><b>SALT & SILVER</b><nav><a href="/">Home</a><a href="/portfolio">Portfolio</a><a href="/pricing">Pricing</a><a href="/book">Book</a></nav></header><div class="hero"></div>
<div class="w"><h1>Book a session</h1><p>Family, couples and elopement photography across the Northern Rivers. Sessions from $450 including 40+ edited images. A 30% deposit secures your date; the rest is due a week before the shoot.</p>
<form method="post" action="/book/enquiry"><label>Your name</label><input name="name"><label>Email</label><input name="email" type="email"><label>Session type</label><select name="type"><option>Family (1 hr)</option><option>Couples (1 hr)</option><option>Elopement (3 hrs)</option></select><label>Preferred date</label><input name="date" type="date"><label>Tell me a bit about you</label><textarea name="msg" rows="4"></textarea><button>Send enquiry</button></form><p style="font-size:13px;color:#777">I'll reply within 2 business days with availability and an invoice. ABN 62 118 442 901.</p></div>`,
  }),
},
];
