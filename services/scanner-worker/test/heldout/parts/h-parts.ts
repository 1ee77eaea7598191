import type { Route } from '../../corpus/corpus.js';
import { png } from './e-bin.js';

/**
 * Small helpers shared by the `h-` pages: a document shell, a favicon/logo PNG route, an analytics
 * snippet served from the page's own host, and a cookie bar. No pages live here.
 */

export const doc = (o: { title: string; body: string; head?: string; lang?: string; css?: string; bodyAttrs?: string }): string =>
  `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
${o.css ? `<style>${o.css}</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;

export const img = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }, body: png(r, g, b) });

export const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });

export const css = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body });

export const json = (body: unknown, status = 200): Route => ({ status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });

export const text = (body: string, type = 'text/plain; charset=utf-8'): Route => ({ status: 200, headers: { 'content-type': type }, body });

/** A first-party analytics loader (served from the page's host) plus the route serving it. */
export function analytics(host: string, siteId: string): { tag: string; routes: Record<string, Route> } {
  return {
    tag: `<script async src="/js/stats.js" data-site="${siteId}"></script>`,
    routes: {
      [`${host}/js/stats.js`]: js(
        `(function(){var s=document.currentScript&&document.currentScript.getAttribute('data-site');var q=window._sq=window._sq||[];q.push(['pageview',location.pathname,document.referrer]);try{navigator.sendBeacon&&navigator.sendBeacon('/collect?site='+encodeURIComponent(s||'')+'&p='+encodeURIComponent(location.pathname))}catch(e){}})();`,
      ),
      [`${host}/collect`]: { status: 204, headers: { 'content-type': 'text/plain' }, body: '' },
    },
  };
}

export const cookieBar = (text: string, accept = 'Accept', reject = 'Reject'): string =>
  `<div id="cc" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:12px 18px;font:13px/1.4 sans-serif;display:flex;gap:12px;align-items:center;z-index:50"><span style="flex:1">${text}</span><button onclick="document.getElementById('cc').remove();try{localStorage.setItem('cc','1')}catch(e){}">${accept}</button><button onclick="document.getElementById('cc').remove()">${reject}</button></div>`;

/** Base64 of a UTF-8 string (for pages that decode their markup at run time). */
export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** A QR-looking SVG (a deterministic module pattern with three finder squares; not a decodable code). */
export function qrSvg(seed: string, size = 180): string {
  const n = 29;
  const cell = size / n;
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const rects: string[] = [];
  const finder = (x: number, y: number) =>
    `<rect x="${x * cell}" y="${y * cell}" width="${7 * cell}" height="${7 * cell}" fill="#000"/><rect x="${(x + 1) * cell}" y="${(y + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/><rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${3 * cell}" height="${3 * cell}" fill="#000"/>`;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      if ((x < 8 && y < 8) || (x > n - 9 && y < 8) || (x < 8 && y > n - 9)) continue;
      h = Math.imul(h ^ (x * 31 + y), 16777619) >>> 0;
      if (h & 1) rects.push(`<rect x="${(x * cell).toFixed(2)}" y="${(y * cell).toFixed(2)}" width="${cell.toFixed(2)}" height="${cell.toFixed(2)}"/>`);
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="100%" height="100%" fill="#fff"/>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}<g fill="#000">${rects.join('')}</g></svg>`;
}
