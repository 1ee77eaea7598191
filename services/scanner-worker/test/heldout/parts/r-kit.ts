import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { png } from './e-bin.js';

/** Page furniture for the `r-` pages (author r). Helpers only: no pages live here. */

export type PageOpts = { lang?: string; head?: string; css?: string; bodyAttrs?: string; title: string };

/** A full HTML document with a viewport meta, optional inline CSS and extra head markup. */
export function doc(o: PageOpts, body: string): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
${o.css ? `<style>${o.css}</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${body}
</body>
</html>`;
}

export const b64 = (s: string | Buffer): string => (typeof s === 'string' ? Buffer.from(s, 'utf8') : s).toString('base64');

/** "72,101,108,..." — the char-code list obfuscated kits feed to String.fromCharCode. */
export const charCodes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');

/** XOR every UTF-16 unit with a one-byte key and hex-encode it (a toy cipher kits use to hide markup). */
export const xorHex = (s: string, key: number): string =>
  Array.from(s)
    .map((c) => (c.charCodeAt(0) ^ key).toString(16).padStart(4, '0'))
    .join('');

export const imgRoute = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }, body: png(r, g, b) });

export const textRoute = (body: string, type = 'text/plain; charset=utf-8', status = 200): Route => ({ status, headers: { 'content-type': type }, body });

/** A meta-refresh hop, as compromised sites and cheap redirectors serve. */
export const metaHop = (to: string, delay = 0, title = ''): Route =>
  htmlRoute(`<!DOCTYPE html><html><head><meta http-equiv="refresh" content="${delay};url=${to}"><title>${title}</title></head><body></body></html>`);

/** A script hop: window.location after a short delay. */
export const scriptHop = (to: string, title = 'Loading…'): Route =>
  htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:sans-serif;color:#777;text-align:center;padding-top:80px">
<p>${title}</p>
<script>setTimeout(function(){window.location.replace(${JSON.stringify(to)});},400);</script>
</body></html>`);

/** Google-Analytics-like tag that every site (legit or not) pastes in. */
export const gtag = (id: string, host = 'www.googletagmanager.com'): string => `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');/* ${host} */</script>`;

export const cookieBar = (text = 'We use cookies to improve your experience.', ok = 'Accept'): string =>
  `<div id="cc" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:10px 16px;font-size:13px;display:flex;justify-content:space-between;align-items:center;z-index:50"><span>${text} <a href="/privacy" style="color:#9cf">Privacy</a></span><button onclick="document.getElementById('cc').remove()" style="background:#4a8;border:0;color:#fff;padding:6px 14px;border-radius:3px">${ok}</button></div>`;

export const baseCss = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#222;line-height:1.5}a{color:#0a58ca}`;
