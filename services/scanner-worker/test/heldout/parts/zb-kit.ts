import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { png } from './e-bin.js';

/**
 * Page furniture for the `zb-` pages: what a university's and a mid-size company's IT security teams
 * collected over one term (staff and student reports). Helpers only; the pages live in dev/ and blind/.
 */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type DocOpts = {
  title: string;
  lang?: string;
  css?: string;
  head?: string;
  body: string;
  bodyAttrs?: string;
};

/** A whole HTML document. */
export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** A small PNG as an image route (logos, favicons, pixel trackers). */
export const img = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }, body: png(r, g, b) });

/** Inline SVG of a QR-looking matrix, deterministic from a seed string (finder squares included). */
export function qrSvg(seed: string, size = 180): string {
  const n = 25;
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const cells: string[] = [];
  const finder = (x: number, y: number) => (x < 7 && y < 7) || (x >= n - 7 && y < 7) || (x < 7 && y >= n - 7);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      let on: boolean;
      if (finder(x, y)) {
        const fx = x >= n - 7 ? x - (n - 7) : x;
        const fy = y >= n - 7 ? y - (n - 7) : y;
        on = fx === 0 || fx === 6 || fy === 0 || fy === 6 || (fx >= 2 && fx <= 4 && fy >= 2 && fy <= 4);
      } else {
        h = Math.imul(h ^ (x * 31 + y * 17), 2246822519) >>> 0;
        on = (h & 7) < 4;
      }
      if (on) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${n + 4} ${n + 4}" width="${size}" height="${size}" shape-rendering="crispEdges" role="img" aria-label="QR code"><rect x="-2" y="-2" width="${n + 4}" height="${n + 4}" fill="#fff"/><g fill="#000">${cells.join('')}</g></svg>`;
}

/** A typical analytics snippet served from the page's own host (no network). */
export function analytics(host: string, id: string): { tag: string; route: Record<string, Route> } {
  const path = `${host}/assets/js/stats.js`;
  return {
    tag: `<script async src="https://${path}" data-site="${id}"></script>`,
    route: {
      [path]: {
        status: 200,
        headers: { 'content-type': 'application/javascript; charset=utf-8' },
        body: `(function(){var d=document,s=d.currentScript,id=s&&s.getAttribute('data-site');window._stq=window._stq||[];_stq.push(['pageview',location.pathname,id,Date.now()]);try{var i=new Image(1,1);i.src='/assets/px.gif?s='+encodeURIComponent(id)+'&p='+encodeURIComponent(location.pathname);}catch(e){}})();`,
      },
      [`${host}/assets/px.gif`]: { status: 200, headers: { 'content-type': 'image/gif', 'cache-control': 'no-store' }, body: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64') },
    },
  };
}

/** A university-style header/footer wrapper. */
export type Org = { name: string; short: string; color: string; accent?: string; host: string; city?: string; phone?: string };

export function uniCss(o: Org): string {
  return `*{box-sizing:border-box}body{margin:0;font-family:"Segoe UI",Helvetica,Arial,sans-serif;color:#222;background:#f4f5f7;line-height:1.5}
a{color:${o.color}}header.top{background:${o.color};color:#fff;padding:0 24px;display:flex;align-items:center;justify-content:space-between;height:64px}
header.top .brand{font-weight:600;font-size:20px;letter-spacing:.2px;display:flex;align-items:center;gap:10px}header.top .brand img{width:34px;height:34px;border-radius:4px;background:#fff}
header.top nav a{color:#fff;text-decoration:none;margin-left:18px;font-size:14px;opacity:.92}
main{max-width:1040px;margin:28px auto;padding:0 20px}.card{background:#fff;border:1px solid #dde1e6;border-radius:6px;padding:26px 30px;margin-bottom:20px}
h1{font-size:26px;margin:0 0 12px}h2{font-size:19px;margin:22px 0 8px}label{display:block;font-size:14px;font-weight:600;margin:14px 0 4px}
input[type=text],input[type=email],input[type=password],input[type=tel],select,textarea{width:100%;padding:10px 12px;border:1px solid #b8bec6;border-radius:4px;font-size:15px}
button,.btn{background:${o.accent ?? o.color};color:#fff;border:0;border-radius:4px;padding:10px 22px;font-size:15px;cursor:pointer;text-decoration:none;display:inline-block}
.muted{color:#667;font-size:13px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e3e6ea;padding:8px 10px;text-align:left;font-size:14px}
footer.site{background:#23272e;color:#c9ced6;font-size:13px;padding:28px 24px;margin-top:40px}footer.site a{color:#e6e9ee;margin-right:14px}
.notice{border-left:4px solid ${o.color};background:#eef3fa;padding:12px 16px;margin:14px 0}.warn{border-left:4px solid #c0392b;background:#fbeeee;padding:12px 16px;margin:14px 0}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:16px}.crumbs{font-size:13px;color:#667;margin-bottom:10px}`;
}

export function uniHeader(o: Org, nav: string[] = ['Study', 'Research', 'Library', 'IT Services', 'Staff'], v?: string): string {
  return `<header class="top"><div class="brand"><img src="/static/img/crest.png${v ? '?v=' + v : ''}" alt="">${o.name}</div><nav>${nav.map((n) => `<a href="/${n.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">${n}</a>`).join('')}</nav></header>`;
}

export function uniFooter(o: Org, extra = ''): string {
  return `<footer class="site"><div>&copy; 2026 ${o.name}${o.city ? ' &middot; ' + o.city : ''}${o.phone ? ' &middot; Service desk ' + o.phone : ''}</div>
<div style="margin-top:8px"><a href="/privacy">Privacy notice</a><a href="/accessibility">Accessibility</a><a href="/cookies">Cookies</a><a href="/freedom-of-information">Freedom of information</a><a href="/it/status">Service status</a></div>${extra}</footer>`;
}

/** Routes for the crest/logo and favicon of an org host. */
export function orgAssets(o: Org, v?: string): Record<string, Route> {
  const q = v ? '?v=' + v : '';
  const hex = o.color.replace('#', '');
  const r = parseInt(hex.slice(0, 2), 16) || 0;
  const g = parseInt(hex.slice(2, 4), 16) || 0;
  const b = parseInt(hex.slice(4, 6), 16) || 0;
  return { [`${o.host}/static/img/crest.png${q}`]: img(r, g, b), [`${o.host}/favicon.ico${q}`]: img(r, g, b) };
}

/** A page on an org site: header, main, footer, assets. */
export function orgPage(o: Org, title: string, main: string, opts: { lang?: string; nav?: string[]; head?: string; css?: string; footer?: string; v?: string } = {}): string {
  return doc({
    title,
    lang: opts.lang ?? 'en',
    head: `<link rel="icon" href="/favicon.ico${opts.v ? '?v=' + opts.v : ''}">${opts.head ?? ''}`,
    css: uniCss(o) + (opts.css ?? ''),
    body: `${uniHeader(o, opts.nav, opts.v)}\n<main>\n${main}\n</main>\n${uniFooter(o, opts.footer)}`,
  });
}

export const page = (body: string, headers: Record<string, string> = {}): Route => htmlRoute(body, headers);

/** Minimal-phishing-kit card layout: centred box, logo, form. */
export function kitCss(color = '#0b5cab', bg = '#eef1f5'): string {
  return `*{box-sizing:border-box}body{margin:0;min-height:100vh;background:${bg};font-family:Arial,Helvetica,sans-serif;display:flex;align-items:center;justify-content:center}
.box{background:#fff;width:380px;max-width:94vw;padding:34px 36px;border-radius:6px;box-shadow:0 2px 14px rgba(0,0,0,.12)}
.box h2{margin:8px 0 6px;font-size:21px;font-weight:600}.box p{font-size:14px;color:#444}.logo{height:36px}
input{width:100%;padding:11px;margin:8px 0;border:1px solid #c5c9cf;border-radius:3px;font-size:15px}
button{width:100%;padding:12px;background:${color};color:#fff;border:0;border-radius:3px;font-size:15px;margin-top:10px;cursor:pointer}
.err{color:#c0392b;font-size:13px;display:none}.small{font-size:12px;color:#777;margin-top:18px;text-align:center}`;
}
