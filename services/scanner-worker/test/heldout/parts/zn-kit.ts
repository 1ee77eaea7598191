import type { Route } from '../../corpus/corpus.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { apk, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, rar5, zip } from './e-bin.js';

/**
 * Page furniture for the `zn-` pages (joint monthly report of three national CERTs: Latin America,
 * Africa, South Asia). Only layout helpers live here; every page is written in dev/ or blind/.
 */
export { apk, cssRoute, fileRoute, htmlRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, rar5, redirectRoute, zip };
export type { Route };

export type Doc = {
  lang: string;
  title: string;
  body: string;
  head?: string;
  css?: string;
  /** primary colour */
  c?: string;
  dir?: 'rtl' | 'ltr';
  font?: string;
};

const base = (c: string, font: string) => `
*{box-sizing:border-box}body{margin:0;font-family:${font};color:#1d1d1f;background:#f4f5f7;line-height:1.45}
a{color:${c}}header.top{background:${c};color:#fff;padding:10px 24px;display:flex;align-items:center;gap:18px;flex-wrap:wrap}
header.top .logo{font-weight:800;font-size:20px;letter-spacing:.3px;display:flex;align-items:center;gap:8px}
header.top .logo img{width:28px;height:28px;border-radius:6px;background:#fff}
header.top nav a{color:#fff;text-decoration:none;margin-right:14px;font-size:14px;opacity:.92}
main{max-width:1040px;margin:0 auto;padding:24px 18px}
.card{background:#fff;border-radius:10px;box-shadow:0 1px 4px rgba(0,0,0,.08);padding:22px;margin-bottom:18px}
.btn{display:inline-block;background:${c};color:#fff;border:0;border-radius:6px;padding:11px 20px;font-size:15px;cursor:pointer;text-decoration:none}
.btn.alt{background:#fff;color:${c};border:1px solid ${c}}
label{display:block;font-size:13px;margin:12px 0 4px;color:#444}
input,select,textarea{width:100%;padding:10px;border:1px solid #c9ccd1;border-radius:6px;font-size:15px}
.muted{color:#6b7280;font-size:13px}.warn{background:#fff4e5;border-left:4px solid #f59e0b;padding:10px 14px;font-size:14px}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px}
footer.bot{background:#1f2937;color:#cbd5e1;font-size:12px;padding:22px;margin-top:30px}
footer.bot a{color:#e5e7eb;margin-right:12px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:8px;text-align:left;font-size:14px}
blockquote{margin:10px 0;padding:10px 14px;background:#f3f4f6;border-left:4px solid #9ca3af;font-family:monospace;font-size:13px;white-space:pre-wrap}
`;

export function doc(d: Doc): string {
  const c = d.c ?? '#0b5394';
  const font = d.font ?? `'Segoe UI',Roboto,Arial,sans-serif`;
  return `<!DOCTYPE html>
<html lang="${d.lang}"${d.dir === 'rtl' ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${d.title}</title>
<link rel="icon" href="data:,">
<style>${base(c, font)}${d.css ?? ''}</style>
${d.head ?? ''}
</head>
<body>
${d.body}
</body>
</html>`;
}

export const top = (brand: string, links: string[], logo = '') =>
  `<header class="top"><div class="logo">${logo ? `<img src="${logo}" alt="">` : ''}${brand}</div><nav>${links.map((l) => `<a href="#">${l}</a>`).join('')}</nav></header>`;

export const bot = (lines: string[], links: string[] = []) =>
  `<footer class="bot"><div>${links.map((l) => `<a href="#">${l}</a>`).join('')}</div>${lines.map((l) => `<p>${l}</p>`).join('')}</footer>`;

/** The analytics boilerplate most sites (and many kits copied from them) carry. */
export const gtag = (id: string) => `<script>
window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}
gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});
</script>`;

export const fbq = (id: string) => `<script>
!function(f){if(f.fbq)return;var n=f.fbq=function(){n.q.push(arguments)};n.q=[];n.loaded=!0;n.version='2.0'}(window);
fbq('init','${id}');fbq('track','PageView');
</script>`;

/** Cookie banner, as on most legitimate sites. */
export const cookies = (text: string, ok: string) => `<div id="ck" style="position:fixed;bottom:0;left:0;right:0;background:#111827;color:#fff;padding:12px 20px;font-size:13px;display:flex;gap:12px;align-items:center;z-index:50">
<span style="flex:1">${text}</span><button onclick="document.getElementById('ck').remove();try{localStorage.setItem('ck','1')}catch(e){}" style="background:#fff;color:#111;border:0;padding:7px 14px;border-radius:4px">${ok}</button></div>
<script>try{if(localStorage.getItem('ck'))document.getElementById('ck').remove()}catch(e){}</script>`;

/** A logo/favicon image route. */
export const logo = (host: string, path: string, r: number, g: number, b: number): Record<string, Route> => ({ [`${host}${path}`]: pngRoute(r, g, b) });
