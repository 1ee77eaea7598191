import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { png } from './e-bin.js';

/**
 * Page furniture for the `zc-` pages (a marketplace / payment-processor risk team's quarter):
 * document shell, shop header/footer, product cards, checkout fields, cookie banners, tracking snippets.
 * No pages here.
 */

export type Doc = { lang: string; title: string; head?: string; css?: string; body: string; bodyClass?: string };

export function doc(d: Doc): string {
  return `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${d.title}</title>
${d.head ?? ''}
<style>
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d1d1f;background:#fff;line-height:1.45}
a{color:inherit}
img{max-width:100%}
.wrap{max-width:1180px;margin:0 auto;padding:0 20px}
.btn{display:inline-block;border:0;border-radius:6px;padding:12px 22px;font-weight:600;cursor:pointer;text-decoration:none}
input,select,textarea{font:inherit;padding:10px 12px;border:1px solid #c9c9cf;border-radius:6px;width:100%}
label{display:block;font-size:13px;margin:10px 0 4px;color:#444}
table{border-collapse:collapse;width:100%}
td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}
${d.css ?? ''}
</style>
</head>
<body${d.bodyClass ? ` class="${d.bodyClass}"` : ''}>
${d.body}
</body>
</html>`;
}

/** An inline analytics bootstrap that never loads anything remote (dataLayer only), as kits copy it. */
export const dataLayer = (id: string) => `<script>
window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}
gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});
</script>`;

export const metaPixel = (id: string) => `<script>
!function(f){if(f.fbq)return;var n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};n.queue=[];n.loaded=!0;n.version='2.0'}(window);
fbq('init','${id}');fbq('track','PageView');
</script>`;

/** A first-party analytics beacon served from the site's own routes. */
export function beacon(host: string, path = '/collect'): { tag: string; routes: Record<string, Route> } {
  return {
    tag: `<script>(function(){try{navigator.sendBeacon&&navigator.sendBeacon('https://${host}${path}',JSON.stringify({p:location.pathname,r:document.referrer,t:Date.now()}))}catch(e){}})();</script>`,
    routes: { [`${host}${path}`]: { status: 204, headers: { 'content-type': 'text/plain' }, body: '' } },
  };
}

export const pngR = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }, body: png(r, g, b) });

/** A few product images under one host. */
export function images(host: string, names: string[], seed = 40): Record<string, Route> {
  const out: Record<string, Route> = {};
  names.forEach((n, i) => {
    out[`${host}/${n}`] = pngR((seed + i * 53) % 256, (seed * 3 + i * 29) % 256, (seed * 7 + i * 71) % 256);
  });
  return out;
}

export type Product = { name: string; price: string; was?: string; img: string; badge?: string; href?: string };

export function grid(products: Product[], opts: { cta?: string; cols?: number } = {}): string {
  const cols = opts.cols ?? 4;
  return `<div class="grid" style="display:grid;grid-template-columns:repeat(${cols},1fr);gap:18px">
${products
  .map(
    (p) => `  <div class="card" style="border:1px solid #eee;border-radius:8px;overflow:hidden;position:relative">
    ${p.badge ? `<span style="position:absolute;top:8px;left:8px;background:#d0021b;color:#fff;font-size:12px;padding:2px 8px;border-radius:3px">${p.badge}</span>` : ''}
    <a href="${p.href ?? '#'}"><img src="${p.img}" alt="${p.name}" width="280" height="280" style="width:100%;height:220px;object-fit:cover;background:#f4f4f4"></a>
    <div style="padding:10px 12px">
      <div style="font-size:14px;min-height:40px">${p.name}</div>
      <div><strong>${p.price}</strong> ${p.was ? `<s style="color:#888;font-size:13px">${p.was}</s>` : ''}</div>
      ${opts.cta ? `<button class="btn" style="margin-top:8px;background:#111;color:#fff;width:100%;padding:8px">${opts.cta}</button>` : ''}
    </div>
  </div>`,
  )
  .join('\n')}
</div>`;
}

export function header(o: { brand: string; logo?: string; nav: string[]; bg?: string; fg?: string; top?: string; right?: string }): string {
  return `${o.top ? `<div style="background:#111;color:#fff;text-align:center;font-size:13px;padding:6px">${o.top}</div>` : ''}
<header style="background:${o.bg ?? '#fff'};color:${o.fg ?? '#111'};border-bottom:1px solid #e5e5e5">
  <div class="wrap" style="display:flex;align-items:center;gap:28px;height:64px">
    <a href="/" style="display:flex;align-items:center;gap:8px;text-decoration:none;font-weight:800;font-size:22px">${o.logo ? `<img src="${o.logo}" alt="" width="28" height="28">` : ''}${o.brand}</a>
    <nav style="display:flex;gap:18px;font-size:14px">${o.nav.map((n) => `<a href="#" style="text-decoration:none">${n}</a>`).join('')}</nav>
    <div style="margin-left:auto;font-size:14px">${o.right ?? ''}</div>
  </div>
</header>`;
}

export function footer(o: { cols: Array<[string, string[]]>; legal: string; bg?: string; fg?: string; pay?: string[] }): string {
  return `<footer style="background:${o.bg ?? '#f5f5f7'};color:${o.fg ?? '#444'};margin-top:48px;padding:36px 0 20px;font-size:13px">
  <div class="wrap">
    <div style="display:grid;grid-template-columns:repeat(${o.cols.length},1fr);gap:24px">
${o.cols.map(([h, ls]) => `      <div><div style="font-weight:700;margin-bottom:8px">${h}</div>${ls.map((l) => `<div><a href="#" style="text-decoration:none">${l}</a></div>`).join('')}</div>`).join('\n')}
    </div>
    ${o.pay ? `<div style="margin-top:18px;display:flex;gap:8px;flex-wrap:wrap">${o.pay.map((p) => `<span style="border:1px solid #ccc;border-radius:4px;padding:2px 8px;font-size:11px;background:#fff;color:#333">${p}</span>`).join('')}</div>` : ''}
    <p style="margin-top:18px;color:#777">${o.legal}</p>
  </div>
</footer>`;
}

export function cookieBanner(text: string, accept: string, reject?: string): string {
  return `<div id="cc" style="position:fixed;bottom:0;left:0;right:0;background:#fff;box-shadow:0 -2px 12px rgba(0,0,0,.15);padding:16px 20px;display:flex;gap:16px;align-items:center;font-size:13px;z-index:50">
  <div style="flex:1">${text}</div>
  ${reject ? `<button class="btn" style="background:#eee" onclick="document.getElementById('cc').remove()">${reject}</button>` : ''}
  <button class="btn" style="background:#111;color:#fff" onclick="document.getElementById('cc').remove()">${accept}</button>
</div>`;
}

/** Card fields as shops and kits lay them out. `names` lets a page use its own field names. */
export function cardFields(l: { holder: string; number: string; exp: string; cvc: string }, names = { holder: 'cardholder', number: 'cardnumber', exp: 'exp', cvc: 'cvc' }): string {
  return `<label>${l.holder}</label><input name="${names.holder}" autocomplete="cc-name" required>
<label>${l.number}</label><input name="${names.number}" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="19" required>
<div style="display:flex;gap:12px"><div style="flex:1"><label>${l.exp}</label><input name="${names.exp}" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5" required></div>
<div style="flex:1"><label>${l.cvc}</label><input name="${names.cvc}" autocomplete="cc-csc" inputmode="numeric" maxlength="4" placeholder="CVC" required></div></div>`;
}

export const html = htmlRoute;

/** Routes for a site's logo/favicon. */
export const brandIcons = (host: string, rgb: [number, number, number]): Record<string, Route> => ({
  [`${host}/favicon.png`]: pngR(...rgb),
  [`${host}/logo.png`]: pngR(...rgb),
});

export const faviconTag = (host: string) => `<link rel="icon" href="https://${host}/favicon.png">`;
