import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { jsRoute, pngRoute } from './e-bin.js';

export { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, fileRoute, jsRoute, jsonRoute, cssRoute, pngRoute, beepWav } from './e-bin.js';
export { htmlRoute, redirectRoute } from '../entry.js';

/** Page furniture for the `zm-` pages: a full HTML document with the usual head clutter. */
export function doc(o: { lang?: string; title: string; head?: string; css?: string; body: string; bodyAttrs?: string; favicon?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.favicon ? `<link rel="icon" href="${o.favicon}">` : ''}
${o.head ?? ''}
<style>
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d1d1f;line-height:1.45}
a{color:inherit}
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** An analytics snippet posting a page view to the site's own collector (served by `beacon`). */
export const analytics = (siteId: string) => `<script>
(function(w,d){w._q=w._q||[];var s={sid:'${siteId}',p:location.pathname,r:d.referrer,t:Date.now(),sw:screen.width,lang:navigator.language};
try{navigator.sendBeacon('/_px/collect',JSON.stringify(s))}catch(e){}
w._q.push(['pageview',s]);})(window,document);
</script>`;

export const beacon = (host: string): Record<string, Route> => ({ [`${host}/_px/collect`]: { status: 204, headers: {}, body: '' } });

export const logo = (host: string, path: string, r: number, g: number, b: number): Record<string, Route> => ({ [`${host}${path}`]: pngRoute(r, g, b) });

export const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/** XOR with a repeating key, then base64: what "encrypted" kits ship alongside a tiny decoder. */
export function xorB64(s: string, key: string): string {
  const src = Buffer.from(s, 'utf8');
  const out = Buffer.alloc(src.length);
  for (let i = 0; i < src.length; i++) out[i] = src[i]! ^ key.charCodeAt(i % key.length);
  return out.toString('base64');
}

/** Hex-escaped string literal body ("\\x3c\\x64..."). */
export const hexEsc = (s: string) => Array.from(Buffer.from(s, 'utf8')).map((c) => '\\x' + c.toString(16).padStart(2, '0')).join('');

export const js = (body: string): Route => jsRoute(body);
export const html = (body: string, headers: Record<string, string> = {}): Route => htmlRoute(body, headers);

/** A generic site footer. */
export const footer = (company: string, links: string[], year = 2026, extra = '') =>
  `<footer style="margin-top:48px;padding:24px 32px;background:#f4f5f7;color:#555;font-size:13px"><nav>${links.map((l) => `<a href="#" style="margin-right:16px">${l}</a>`).join('')}</nav><p>&copy; ${year} ${company}. ${extra}</p></footer>`;
