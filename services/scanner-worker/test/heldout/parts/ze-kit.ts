import type { Route } from '../../corpus/corpus.js';
import { pngRoute } from './e-bin.js';

/**
 * Page furniture for the `ze-` pages (an APAC web-filter vendor's month of telemetry: JP, KR, TW, HK,
 * SG, MY, ID, PH, TH, IN). Document shell, headers, footers, cookie bars, analytics stubs. No pages here.
 */

export type Doc = { lang: string; title: string; head?: string; css?: string; body: string };

export function doc(d: Doc): string {
  return `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>${d.title}</title>
${d.head ?? ''}
<style>
*{box-sizing:border-box}
body{margin:0;font-family:"Hiragino Kaku Gothic ProN","Noto Sans JP","Malgun Gothic","Microsoft JhengHei","Noto Sans Thai","Segoe UI",Arial,sans-serif;color:#222;background:#fff;line-height:1.5}
a{color:#0a58ca}
.wrap{max-width:1100px;margin:0 auto;padding:0 18px}
input,select{font:inherit;padding:10px;border:1px solid #bbb;border-radius:4px;width:100%}
label{display:block;font-size:13px;margin:10px 0 4px}
button,.btn{font:inherit;display:inline-block;padding:11px 20px;border:0;border-radius:4px;cursor:pointer;text-decoration:none}
table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #e5e5e5;padding:8px;text-align:left;font-size:14px}
footer{font-size:12px;color:#666}
${d.css ?? ''}
</style>
</head>
<body>
${d.body}
</body>
</html>`;
}

/** Inline analytics stub (dataLayer only; loads nothing). */
export const gtag = (id: string): string =>
  `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}');</script>`;

/** A cookie/consent bar with a dismiss button. */
export function cookieBar(text: string, ok: string): string {
  return `<div id="ck" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:12px 18px;font-size:13px;display:flex;gap:12px;align-items:center;justify-content:space-between;z-index:50"><span>${text}</span><button onclick="document.getElementById('ck').remove();try{localStorage.setItem('ck','1')}catch(e){}" style="background:#fff;color:#222;padding:6px 14px">${ok}</button></div><script>try{if(localStorage.getItem('ck'))document.getElementById('ck').remove()}catch(e){}</script>`;
}

/** Simple top bar with a brand word mark and nav links. */
export function topbar(brand: string, color: string, links: string[], fg = '#fff'): string {
  return `<header style="background:${color};color:${fg}"><div class="wrap" style="display:flex;align-items:center;justify-content:space-between;height:60px"><strong style="font-size:22px;letter-spacing:.5px">${brand}</strong><nav style="display:flex;gap:18px;font-size:14px">${links.map((l) => `<a href="#" style="color:${fg};text-decoration:none">${l}</a>`).join('')}</nav></div></header>`;
}

export function foot(lines: string[]): string {
  return `<footer style="border-top:1px solid #ddd;margin-top:40px;padding:20px 0"><div class="wrap">${lines.map((l) => `<p style="margin:4px 0">${l}</p>`).join('')}</div></footer>`;
}

/** A favicon/logo route pair for a host. */
export function icons(host: string, r: number, g: number, b: number): Record<string, Route> {
  return { [`${host}/favicon.png`]: pngRoute(r, g, b), [`${host}/img/logo.png`]: pngRoute(r, g, b) };
}

export const iconHead = '<link rel="icon" href="/favicon.png">';
