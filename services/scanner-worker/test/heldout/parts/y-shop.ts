import { doc } from './y-kit.js';

/** Shop-builder storefront chrome ("Kestrel Shops"), used by both real small shops and fake shops. */
export type Product = { name: string; price: string; was?: string; img?: string; badge?: string };

export type ShopOpts = {
  lang: string;
  title: string;
  brand: string;
  currency?: string;
  accent: string;
  banner?: string;
  nav: string[];
  products: Product[];
  intro?: string;
  footer: string;
  extraBody?: string;
  head?: string;
  add?: string;
};

export const shopPage = (o: ShopOpts): string =>
  doc({
    lang: o.lang,
    title: o.title,
    head: `<meta name="generator" content="Kestrel Shops 2.8"><meta property="og:type" content="website">${o.head ?? ''}`,
    css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#222;background:#fff}
.banner{background:${o.accent};color:#fff;text-align:center;padding:8px;font-size:14px;font-weight:600}
header{display:flex;justify-content:space-between;align-items:center;padding:16px 30px;border-bottom:1px solid #eee}
header .b{font-size:24px;font-weight:800;letter-spacing:1px}header nav a{margin-left:18px;color:#333;text-decoration:none;font-size:14px}
.intro{padding:30px;text-align:center;background:#fafafa}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(210px,1fr));gap:22px;padding:30px}
.p{border:1px solid #eee;border-radius:6px;padding:12px;position:relative}
.p .img{height:160px;background:#f1f1f1 center/cover;border-radius:4px}
.p .bd{position:absolute;top:18px;left:18px;background:${o.accent};color:#fff;font-size:12px;padding:3px 8px;border-radius:3px}
.p h4{font-size:15px;margin:10px 0 6px}.p .pr{font-weight:700;color:${o.accent}}.p s{color:#999;font-size:13px;margin-left:6px}
.p button{width:100%;margin-top:8px;background:#222;color:#fff;border:0;padding:9px;border-radius:4px;cursor:pointer}
footer{background:#111;color:#aaa;padding:30px;font-size:13px;line-height:1.7}footer a{color:#ddd}`,
    body: `${o.banner ? `<div class="banner">${o.banner}</div>` : ''}
<header><div class="b">${o.brand}</div><nav>${o.nav.map((n) => `<a href="#">${n}</a>`).join('')} <a href="#" id="cart">&#128722; <span id="cc">0</span></a></nav></header>
${o.intro ? `<div class="intro">${o.intro}</div>` : ''}
<div class="grid">${o.products
      .map(
        (p) => `<div class="p"><div class="img"${p.img ? ` style="background-image:url(${p.img})"` : ''}></div>${p.badge ? `<span class="bd">${p.badge}</span>` : ''}<h4>${p.name}</h4><span class="pr">${p.price}</span>${p.was ? `<s>${p.was}</s>` : ''}<button onclick="document.getElementById('cc').textContent=+document.getElementById('cc').textContent+1">${o.add ?? 'Add to cart'}</button></div>`,
      )
      .join('')}</div>
<footer>${o.footer}<br><small>Powered by Kestrel Shops</small></footer>
${o.extraBody ?? ''}`,
  });
