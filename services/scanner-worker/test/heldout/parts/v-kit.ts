import type { Route } from '../../corpus/corpus.js';
import { pngRoute } from './e-bin.js';

export { zip, pe, cfb, iso, lnk, png, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from './e-bin.js';

/**
 * Page furniture for the `v-` pages (an e-mail security vendor's monthly sample of clicked URLs).
 * Only layout helpers live here; every page is written out in dev/ or blind/.
 */

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

export type DocOpts = {
  title: string;
  lang?: string;
  css?: string;
  head?: string;
  body: string;
  bodyAttrs?: string;
};

export function doc(o: DocOpts): string {
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
${o.body}
</body>
</html>`;
}

/** A site's own analytics loader (served from its own host), the way tag managers are self-hosted. */
export function analytics(host: string, id: string): { tag: string; routes: Record<string, Route> } {
  return {
    tag: `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>
<script async src="/assets/js/an.js?id=${id}"></script>`,
    routes: {
      [`${host}/assets/js/an.js`]: {
        status: 200,
        headers: { 'content-type': 'application/javascript; charset=utf-8' },
        body: `(function(){var d=window.dataLayer||[];var q={t:'pageview',dl:location.href,dr:document.referrer,sr:screen.width+'x'+screen.height,ul:navigator.language};try{navigator.sendBeacon&&navigator.sendBeacon('/collect',JSON.stringify(q));}catch(e){}d.push({event:'gtm.load'});})();`,
      },
      [`${host}/collect`]: { status: 204, headers: {}, body: '' },
    },
  };
}

export const favicon = (host: string, r = 40, g = 90, b = 200): Record<string, Route> => ({ [`${host}/favicon.ico`]: pngRoute(r, g, b) });

export const baseCss = `*{box-sizing:border-box}body{margin:0;font-family:"Segoe UI",-apple-system,BlinkMacSystemFont,Roboto,Helvetica,Arial,sans-serif;color:#1f2328;background:#fff;line-height:1.5}
a{color:#0b5cad}header.site,footer.site{padding:14px 32px}header.site{display:flex;align-items:center;justify-content:space-between;border-bottom:1px solid #e5e7eb}
header.site nav a{margin-left:18px;text-decoration:none;color:#333;font-size:14px}footer.site{border-top:1px solid #e5e7eb;color:#6b7280;font-size:12px;margin-top:48px}
footer.site a{color:#6b7280;margin-right:14px}.wrap{max-width:1040px;margin:0 auto;padding:24px 32px}.btn{display:inline-block;background:#0b5cad;color:#fff;border:0;border-radius:6px;padding:10px 18px;font-size:15px;text-decoration:none;cursor:pointer}
input[type=text],input[type=email],input[type=password],input[type=tel],select{width:100%;padding:10px;border:1px solid #c7ccd1;border-radius:4px;font-size:15px;margin:4px 0 12px}label{font-size:13px;color:#444}
.card{border:1px solid #e5e7eb;border-radius:10px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.06)}.muted{color:#6b7280;font-size:13px}table{border-collapse:collapse;width:100%}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left;font-size:14px}`;

export function cookieBanner(text = 'We use cookies to improve your experience and for analytics. You can change your choices at any time in Cookie settings.', accept = 'Accept all', reject = 'Reject non-essential'): string {
  return `<div id="cc" style="position:fixed;bottom:0;left:0;right:0;background:#111827;color:#f9fafb;padding:14px 24px;font-size:13px;display:flex;gap:12px;align-items:center;z-index:50">
<span style="flex:1">${text}</span><button onclick="document.getElementById('cc').remove();try{localStorage.setItem('cc','1')}catch(e){}" style="background:#fff;color:#111;border:0;padding:8px 14px;border-radius:4px">${accept}</button><button onclick="document.getElementById('cc').remove()" style="background:transparent;color:#fff;border:1px solid #fff;padding:8px 14px;border-radius:4px">${reject}</button></div>
<script>try{if(localStorage.getItem('cc'))document.getElementById('cc').remove()}catch(e){}</script>`;
}

/** An inline SVG wordmark, the way many sites (and kits) draw a logo without fetching an image. */
export function wordmark(text: string, color = '#111', size = 22): string {
  const w = Math.round(text.length * size * 0.62) + 8;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${size + 10}" viewBox="0 0 ${w} ${size + 10}" role="img" aria-label="${text}"><text x="0" y="${size}" font-family="Segoe UI,Arial,sans-serif" font-weight="700" font-size="${size}" fill="${color}">${text}</text></svg>`;
}

export const msSquares = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24"><rect width="10" height="10" x="0" y="2" fill="#f25022"/><rect width="10" height="10" x="11" y="2" fill="#7fba00"/><rect width="10" height="10" x="0" y="13" fill="#00a4ef"/><rect width="10" height="10" x="11" y="13" fill="#ffb900"/><text x="27" y="18" font-family="Segoe UI,Arial" font-size="16" fill="#737373">Microsoft</text></svg>`;
