import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { pngRoute, jsRoute, cssRoute, jsonRoute, fileRoute } from './e-bin.js';

/**
 * Page furniture for the `p-` pages (author p): a document shell, cookie banners, footers and the
 * small tracking snippets that real sites and real kits both carry. No pages live here.
 */

export { htmlRoute, pngRoute, jsRoute, cssRoute, jsonRoute, fileRoute };

export type Doc = {
  lang: string;
  title: string;
  body: string;
  css?: string;
  head?: string;
  bodyAttrs?: string;
};

/** A full HTML document. */
export function doc(d: Doc): string {
  return `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${d.title}</title>
${d.head ?? ''}
<style>
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#222;line-height:1.5}
a{color:inherit}img{max-width:100%}
${d.css ?? ''}
</style>
</head>
<body ${d.bodyAttrs ?? ''}>
${d.body}
</body>
</html>`;
}

/** A dataLayer/pixel style snippet that only talks to the page's own collector host. */
export function tracker(collectorHost: string, siteId: string): string {
  return `<script>
window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${siteId}');
(function(){try{var i=new Image();i.src='https://${collectorHost}/px.gif?sid=${siteId}&p='+encodeURIComponent(location.pathname)+'&r='+encodeURIComponent(document.referrer)+'&t='+Date.now();}catch(e){}})();
</script>`;
}

/** Route for the collector pixel used by `tracker`. */
export function trackerRoute(collectorHost: string): Record<string, Route> {
  return { [`${collectorHost}/px.gif`]: pngRoute(255, 255, 255) };
}

export function cookieBanner(text: string, accept: string, reject?: string, more?: string): string {
  return `<div id="cc" style="position:fixed;left:0;right:0;bottom:0;background:#1f2328;color:#fff;padding:14px 20px;font-size:14px;display:flex;gap:12px;align-items:center;flex-wrap:wrap;z-index:50">
<span style="flex:1;min-width:240px">${text}${more ? ` <a href="#" style="color:#9cf">${more}</a>` : ''}</span>
${reject ? `<button onclick="document.getElementById('cc').remove()" style="background:transparent;border:1px solid #888;color:#fff;padding:6px 12px;border-radius:4px">${reject}</button>` : ''}
<button onclick="document.getElementById('cc').remove()" style="background:#fff;color:#111;border:0;padding:7px 14px;border-radius:4px;font-weight:600">${accept}</button>
</div>`;
}

export function footer(cols: string[][], legal: string, bg = '#f4f5f7'): string {
  return `<footer style="background:${bg};padding:32px 24px 20px;margin-top:40px;font-size:13px;color:#555">
<div style="display:flex;flex-wrap:wrap;gap:40px;max-width:1100px;margin:0 auto">
${cols.map((c) => `<ul style="list-style:none;padding:0;margin:0"><li style="font-weight:600;color:#333;margin-bottom:6px">${c[0]}</li>${c.slice(1).map((x) => `<li><a href="#" style="text-decoration:none">${x}</a></li>`).join('')}</ul>`).join('\n')}
</div>
<p style="max-width:1100px;margin:24px auto 0;border-top:1px solid #ddd;padding-top:14px">${legal}</p>
</footer>`;
}

export function nav(brand: string, links: string[], color = '#fff', bg = '#0b3d91', logo?: string): string {
  return `<header style="background:${bg};color:${color};padding:12px 24px;display:flex;align-items:center;gap:24px;flex-wrap:wrap">
${logo ? `<img src="${logo}" alt="" width="28" height="28" style="border-radius:4px">` : ''}<strong style="font-size:20px;letter-spacing:.2px">${brand}</strong>
<nav style="display:flex;gap:18px;font-size:14px;flex-wrap:wrap">${links.map((l) => `<a href="#" style="text-decoration:none">${l}</a>`).join('')}</nav>
</header>`;
}

/** A product card for shop pages. */
export function product(name: string, was: string, now: string, img: string, badge?: string): string {
  return `<div class="card" style="border:1px solid #e3e3e3;border-radius:8px;padding:12px;background:#fff">
<div style="position:relative"><img src="${img}" alt="${name}" style="width:100%;height:150px;object-fit:cover;background:#eee;border-radius:6px">${badge ? `<span style="position:absolute;top:8px;left:8px;background:#d0021b;color:#fff;font-size:12px;padding:2px 6px;border-radius:3px">${badge}</span>` : ''}</div>
<div style="font-size:14px;margin:8px 0 4px;min-height:40px">${name}</div>
<div>${was ? `<s style="color:#999;font-size:13px">${was}</s> ` : ''}<b style="color:#d0021b">${now}</b></div>
</div>`;
}
