import type { Route } from '../../corpus/corpus.js';
import { pngRoute, jsRoute, jsonRoute, cssRoute } from './e-bin.js';

/**
 * Page furniture for the `k-` pages (scams and the legitimate pages that resemble them).
 * Only helpers live here; the pages themselves are in dev/k-*.ts and blind/k-*.ts.
 */

export { pngRoute, jsRoute, jsonRoute, cssRoute };

export type DocOpts = { title: string; lang?: string; dir?: 'rtl' | 'ltr'; css?: string; head?: string; body: string; bodyAttr?: string };

/** A full HTML document. */
export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
${o.css ? `<style>${o.css}</style>` : ''}
</head>
<body${o.bodyAttr ? ' ' + o.bodyAttr : ''}>
${o.body}
</body>
</html>`;
}

/** A gtag-style analytics stub that queues events locally (nothing is fetched). */
export const gtagStub = (id: string): string =>
  `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;

/** A Meta-pixel-style stub (queue only). */
export const pixelStub = (id: string): string =>
  `<script>!function(f){if(f.fbq)return;var n=f.fbq=function(){n.queue.push(arguments)};n.queue=[];n.loaded=!0;n.version='2.0'}(window);fbq('init','${id}');fbq('track','PageView');</script>`;

/** A logo/favicon pair of routes for a host. */
export function logoRoutes(host: string, rgb: [number, number, number], paths: string[] = ['/favicon.ico', '/img/logo.png']): Record<string, Route> {
  const out: Record<string, Route> = {};
  for (const p of paths) out[`${host}${p}`] = pngRoute(rgb[0], rgb[1], rgb[2]);
  return out;
}

/** A small cookie banner, as legitimate and scam sites alike carry. */
export const cookieBar = (text = 'We use cookies to improve your experience and for analytics.', ok = 'Accept', more = 'Cookie settings'): string =>
  `<div id="ck" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:12px 18px;font:14px/1.4 sans-serif;display:flex;gap:12px;align-items:center;z-index:50"><span style="flex:1">${text}</span><a href="#" style="color:#9cf">${more}</a><button onclick="document.getElementById('ck').remove()" style="padding:6px 14px">${ok}</button></div>`;

/** A countdown bound to an element id, counting down from `seconds` and restarting (as "sale ends" timers do). */
export const countdown = (elId: string, seconds: number): string =>
  `<script>(function(){var t=${seconds},el=document.getElementById('${elId}');function p(n){return n<10?'0'+n:n}function tick(){var h=Math.floor(t/3600),m=Math.floor(t%3600/60),s=t%60;if(el)el.textContent=p(h)+':'+p(m)+':'+p(s);t=t>0?t-1:${seconds};}tick();setInterval(tick,1000);})();</script>`;

/** "Someone in X just bought Y" toasts, from a fixed list. */
export const purchaseToasts = (items: string[], style = 'position:fixed;left:16px;bottom:16px;background:#fff;border:1px solid #ddd;box-shadow:0 2px 8px rgba(0,0,0,.2);padding:10px 14px;font:13px sans-serif;border-radius:6px;display:none;max-width:300px'): string =>
  `<div id="toast" style="${style}"></div><script>(function(){var L=${JSON.stringify(items)},i=0,el=document.getElementById('toast');function show(){el.textContent=L[i%L.length];el.style.display='block';i++;setTimeout(function(){el.style.display='none'},4000)}setTimeout(show,2500);setInterval(show,9000);})();</script>`;

/** A simple footer with columns of links. */
export function footer(cols: Record<string, string[]>, legal: string, style = 'background:#1d1f24;color:#aab;padding:28px 24px;font:13px/1.6 sans-serif'): string {
  const c = Object.entries(cols)
    .map(([h, links]) => `<div><h4 style="margin:0 0 8px;color:#fff">${h}</h4>${links.map((l) => `<a href="#" style="display:block;color:inherit;text-decoration:none">${l}</a>`).join('')}</div>`)
    .join('');
  return `<footer style="${style}"><div style="display:flex;gap:48px;flex-wrap:wrap">${c}</div><p style="margin-top:20px;font-size:12px;opacity:.8">${legal}</p></footer>`;
}

/** A floating WhatsApp / Telegram contact button. */
export const floatChat = (href: string, label: string, bg = '#25d366'): string =>
  `<a href="${href}" target="_blank" rel="noopener" style="position:fixed;right:18px;bottom:18px;background:${bg};color:#fff;border-radius:28px;padding:12px 18px;font:600 14px sans-serif;text-decoration:none;box-shadow:0 3px 10px rgba(0,0,0,.3)">${label}</a>`;

/** Testimonials block. */
export const reviews = (items: [string, string, string?][], heading = 'What our customers say'): string =>
  `<section class="reviews"><h2>${heading}</h2>${items.map(([who, text, stars]) => `<blockquote><p>${text}</p><cite>— ${who}${stars ? ` <span class="stars">${stars}</span>` : ''}</cite></blockquote>`).join('')}</section>`;
