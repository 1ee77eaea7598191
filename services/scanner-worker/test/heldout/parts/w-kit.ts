import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { png } from './e-bin.js';

/**
 * Page furniture for the `w-` pages (a week of home users' browsing): document shells, small served
 * assets, analytics stubs and cookie banners. No pages here.
 */

export type DocOpts = {
  lang?: string;
  title: string;
  head?: string;
  css?: string;
  body: string;
  bodyAttrs?: string;
  scripts?: string;
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
${o.scripts ?? ''}
</body>
</html>`;
}

/** A served PNG at host/path. */
export const pic = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }, body: png(r, g, b) });

export const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
export const css = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body });
export const json = (body: unknown, status = 200): Route => ({ status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });
export const html = htmlRoute;

/** An inline analytics stub of the kind every site carries (dataLayer push, no external load). */
export function tag(id: string): string {
  return `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;
}

/** A Meta-pixel-like inline stub (queue only). */
export function pixel(id: string): string {
  return `<script>!function(f){if(f.fbq)return;var n=f.fbq=function(){n.q.push(arguments)};n.q=[];n.loaded=!0;n.version='2.0'}(window);fbq('init','${id}');fbq('track','PageView');</script>`;
}

/** A cookie banner that remembers dismissal. */
export function cookieBar(text: string, ok = 'Accept', more = 'Settings'): string {
  return `<div id="ckb" style="position:fixed;left:0;right:0;bottom:0;background:#1f2430;color:#eee;padding:12px 18px;font:13px/1.4 system-ui,sans-serif;display:flex;gap:12px;align-items:center;z-index:50">
<span style="flex:1">${text}</span><button onclick="document.getElementById('ckb').remove();try{localStorage.setItem('ck','1')}catch(e){}" style="background:#4b7bec;color:#fff;border:0;padding:7px 14px;border-radius:4px">${ok}</button><a href="#" style="color:#aab">${more}</a></div>
<script>try{if(localStorage.getItem('ck'))document.getElementById('ckb').remove()}catch(e){}</script>`;
}

/** Generic site CSS so pages don't all look alike: a few palettes. */
export function baseCss(accent: string, font = 'system-ui,-apple-system,Segoe UI,Roboto,sans-serif', bg = '#fff', fg = '#1d1d1f'): string {
  return `*{box-sizing:border-box}body{margin:0;font-family:${font};background:${bg};color:${fg};line-height:1.5}
a{color:${accent}}header.top{display:flex;align-items:center;gap:20px;padding:12px 28px;border-bottom:1px solid #e5e5e5;background:${bg}}
header.top nav a{margin-right:16px;text-decoration:none;color:inherit;font-size:14px}.wrap{max-width:1080px;margin:0 auto;padding:24px}
.btn{display:inline-block;background:${accent};color:#fff;border:0;border-radius:6px;padding:10px 18px;font-weight:600;text-decoration:none;cursor:pointer}
footer{border-top:1px solid #ddd;margin-top:40px;padding:24px 28px;font-size:12px;color:#666}footer a{color:#666;margin-right:12px}
.card{border:1px solid #e3e3e3;border-radius:10px;padding:16px;background:#fff}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px}
input,select{font:inherit;padding:10px;border:1px solid #bbb;border-radius:6px;width:100%}label{font-size:13px;display:block;margin:10px 0 4px}
.muted{color:#777;font-size:13px}`;
}
