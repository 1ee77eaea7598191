import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { png } from './e-bin.js';

/**
 * Page furniture for the `zh-` pages (links clicked from business email, checked at click time).
 * No pages here: only small helpers the page files share.
 */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function doc(title: string, body: string, o: { lang?: string; head?: string; css?: string; bodyAttr?: string } = {}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="icon" href="/favicon.ico">
${o.head ?? ''}
<style>
*{box-sizing:border-box}
body{margin:0;font-family:"Segoe UI",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",Arial,sans-serif;color:#1b1b1b;background:#fff}
a{color:#0067b8}
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttr ? ' ' + o.bodyAttr : ''}>
${body}
</body>
</html>`;
}

/** Microsoft's four-square mark as inline SVG. */
export const msLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24" role="img" aria-label="Microsoft"><rect width="10.5" height="10.5" fill="#f25022"/><rect x="11.5" width="10.5" height="10.5" fill="#7fba00"/><rect y="11.5" width="10.5" height="10.5" fill="#00a4ef"/><rect x="11.5" y="11.5" width="10.5" height="10.5" fill="#ffb900"/><text x="28" y="17" font-family="Segoe UI,Arial" font-size="15" fill="#737373">Microsoft</text></svg>`;

export const googleLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="75" height="24" viewBox="0 0 75 24" role="img" aria-label="Google"><text x="0" y="19" font-family="Product Sans,Arial" font-size="21"><tspan fill="#4285f4">G</tspan><tspan fill="#ea4335">o</tspan><tspan fill="#fbbc05">o</tspan><tspan fill="#4285f4">g</tspan><tspan fill="#34a853">l</tspan><tspan fill="#ea4335">e</tspan></text></svg>`;

export const wordmark = (name: string, color: string, size = 24): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${size + 8}" width="${name.length * size * 0.62 + 10}" role="img" aria-label="${esc(name)}"><text x="0" y="${size}" font-family="Helvetica,Arial" font-weight="700" font-size="${size}" fill="${color}">${esc(name)}</text></svg>`;

/** Analytics snippets of the kind both real sites and kits carry. */
export const gtag = (idv: string, host: string): string =>
  `<script async src="https://${host}/gtag/js?id=${idv}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${idv}');</script>`;

export const jsRoute = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
export const jsonRoute = (body: unknown, status = 200): Route => ({ status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });
export const imgRoute = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }, body: png(r, g, b) });
export const favicon = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/x-icon' }, body: png(r, g, b) });
export const cssRoute = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body });
export { htmlRoute };

/** A stub analytics script served from a host the page owns (the tag loader above points at it). */
export const gtagStub = (host: string, idv: string): Record<string, Route> => ({
  [`${host}/gtag/js?id=${idv}`]: jsRoute(`/* gtag stub */(function(){window.__gtagLoaded=true;})();`),
  [`${host}/gtag/js`]: jsRoute(`/* gtag stub */(function(){window.__gtagLoaded=true;})();`),
});

/** A fake QR code drawn as a grid of SVG squares (deterministic pattern from a seed string). */
export function qrSvg(seed: string, size = 29, px = 6): string {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const cells: string[] = [];
  const finder = (x: number, y: number) => {
    cells.push(`<rect x="${x * px}" y="${y * px}" width="${7 * px}" height="${7 * px}" fill="#000"/><rect x="${(x + 1) * px}" y="${(y + 1) * px}" width="${5 * px}" height="${5 * px}" fill="#fff"/><rect x="${(x + 2) * px}" y="${(y + 2) * px}" width="${3 * px}" height="${3 * px}" fill="#000"/>`);
  };
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      if ((x < 8 && y < 8) || (x > size - 9 && y < 8) || (x < 8 && y > size - 9)) continue;
      h = Math.imul(h ^ (x * 31 + y), 2654435761) >>> 0;
      if (h & 1) cells.push(`<rect x="${x * px}" y="${y * px}" width="${px}" height="${px}"/>`);
    }
  finder(0, 0);
  finder(size - 7, 0);
  finder(0, size - 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size * px}" height="${size * px}" viewBox="0 0 ${size * px} ${size * px}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/>${cells.join('')}</svg>`;
}

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
