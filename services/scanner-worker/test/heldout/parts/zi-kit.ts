import type { Route } from '../../corpus/corpus.js';
import { jsonRoute, pngRoute } from './e-bin.js';

export { apk, beepWav, cfb, crx, fileRoute, iso, jsRoute, jsonRoute, cssRoute, lnk, pe, png, pngRoute, rar5, sevenZip, zip } from './e-bin.js';

/** Page furniture for the `zi-` pages (CEE / Middle East / Africa triage month). */

export type DocOpts = { lang: string; title: string; body: string; dir?: 'rtl' | 'ltr'; head?: string; css?: string; bodyClass?: string };

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>
*{box-sizing:border-box}body{margin:0;font-family:${o.dir === 'rtl' ? 'Tahoma,"Segoe UI",Arial' : '"Segoe UI",Roboto,Helvetica,Arial'},sans-serif;color:#222;background:#f5f6f8;line-height:1.45}
a{color:inherit}img{max-width:100%}
${o.css ?? ''}
</style>
</head>
<body${o.bodyClass ? ` class="${o.bodyClass}"` : ''}>
${o.body}
</body>
</html>`;
}

/** A Google-Analytics-style snippet that only fills dataLayer (nothing fetched). */
export const gtag = (id: string): string =>
  `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;

/** Yandex.Metrika-style counter stub (no network). */
export const metrika = (n: number): string =>
  `<script>(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();})(window,document,"script","","ym");ym(${n},"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true});</script>`;

/** Facebook-pixel-style stub (no network). */
export const fbq = (n: string): string =>
  `<script>!function(f){if(f.fbq)return;var n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};n.queue=[];n.loaded=!0;n.version='2.0'}(window);fbq('init','${n}');fbq('track','PageView');</script>`;

export const cookieBar = (text: string, ok: string): string =>
  `<div id="cc" style="position:fixed;left:0;right:0;bottom:0;background:#1f2329;color:#eee;padding:12px 18px;font-size:13px;display:flex;gap:12px;align-items:center;justify-content:space-between;z-index:50"><span>${text}</span><button onclick="document.getElementById('cc').remove()" style="background:#fff;border:0;padding:6px 14px;border-radius:3px;cursor:pointer">${ok}</button></div>`;

/** Favicon + logo routes on a host. */
export const assets = (host: string, rgb: [number, number, number]): Record<string, Route> => ({
  [`${host}/favicon.ico`]: pngRoute(...rgb),
  [`${host}/img/logo.png`]: pngRoute(...rgb),
});

/** A JSON "ok" endpoint a form posts to. */
export const okApi = (host: string, path: string, body: unknown = { status: 'ok' }): Record<string, Route> => ({ [`${host}${path}`]: jsonRoute(body) });

export const rtlCss = 'body{direction:rtl;text-align:right}';
