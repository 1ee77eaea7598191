import type { Route } from '../../corpus/corpus.js';
import { png } from './e-bin.js';

/**
 * Page furniture for the `x-` pages (a retail bank fraud-ops team's quarterly collection): document shell,
 * cookie bars, analytics snippets, footers and tiny logo images. No pages here.
 */

export type Shell = { title: string; lang?: string; css?: string; head?: string; body: string; bodyAttrs?: string };

export function doc(o: Shell): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d1d1f;line-height:1.45}
a{color:inherit}
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** An inline analytics bootstrap that only queues events (nothing is fetched). */
export function analytics(tag: string): string {
  return `<script>
window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}
gtag('js',new Date());gtag('config','${tag}',{anonymize_ip:true});
(function(w){w._paq=w._paq||[];w._paq.push(['trackPageView']);w._paq.push(['enableLinkTracking']);})(window);
</script>`;
}

export function cookieBar(text: string, accept = 'Accept all', reject = 'Reject non-essential'): string {
  return `<div id="cc" style="position:fixed;left:0;right:0;bottom:0;background:#222;color:#fff;padding:14px 20px;font-size:13px;display:flex;gap:12px;align-items:center;z-index:50">
<span style="flex:1">${text}</span><button onclick="document.getElementById('cc').remove();try{localStorage.setItem('cc','1')}catch(e){}" style="padding:7px 14px">${accept}</button><button onclick="document.getElementById('cc').remove()" style="padding:7px 14px;background:none;color:#fff;border:1px solid #888">${reject}</button></div>
<script>try{if(localStorage.getItem('cc'))document.getElementById('cc').remove()}catch(e){}</script>`;
}

export function footer(links: string[], legal: string, style = 'background:#f4f4f4;color:#555'): string {
  return `<footer style="${style};padding:28px 24px;font-size:12.5px;margin-top:40px">
<nav style="display:flex;flex-wrap:wrap;gap:16px;margin-bottom:12px">${links.map((l) => `<a href="#">${l}</a>`).join('')}</nav>
<p style="margin:0;max-width:900px">${legal}</p></footer>`;
}

export const imgRoute = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }, body: png(r, g, b) });

export const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });

export const json = (body: unknown, status = 200): Route => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export const css = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body });

/** A QR-like grid drawn with divs, seeded so each page differs; purely visual. */
export function qrBlock(seed: number, size = 168): string {
  const n = 25;
  const cells: string[] = [];
  let s = seed >>> 0 || 1;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      s = (s * 1103515245 + 12345) >>> 0;
      const finder = (x < 7 && y < 7) || (x > 17 && y < 7) || (x < 7 && y > 17);
      const on = finder ? x % 6 === 0 || y % 6 === 0 || (x % 6 > 1 && x % 6 < 5 && y % 6 > 1 && y % 6 < 5) || (x > 17 && (x - 18) % 6 === 0) || (y > 17 && (y - 18) % 6 === 0) : (s >>> 16) % 2 === 0;
      if (on) cells.push(`<i style="left:${x * 4}%;top:${y * 4}%"></i>`);
    }
  }
  return `<div class="qr" style="position:relative;width:${size}px;height:${size}px;background:#fff;border:8px solid #fff;outline:1px solid #ddd">${cells.join('')}</div>
<style>.qr i{position:absolute;width:4%;height:4%;background:#111;display:block}</style>`;
}
