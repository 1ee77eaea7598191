import type { Route } from '../../corpus/corpus.js';
import { jsRoute, pngRoute } from './e-bin.js';

/**
 * Small furniture for the `g-` pages: a document shell, first-party analytics stubs (nothing fetched from a
 * real third-party host), cookie notes and footers. Pages still write their own body markup.
 */

export type Shell = {
  lang: string;
  title: string;
  css?: string;
  head?: string;
  body: string;
  dir?: 'rtl' | 'ltr';
  bodyAttrs?: string;
};

export function doc(s: Shell): string {
  return `<!DOCTYPE html>
<html lang="${s.lang}"${s.dir ? ` dir="${s.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${s.title}</title>
${s.head ?? ''}
${s.css ? `<style>${s.css}</style>` : ''}
</head>
<body${s.bodyAttrs ? ' ' + s.bodyAttrs : ''}>
${s.body}
</body>
</html>`;
}

/** gtag-style data layer bootstrap without the external loader (server-side tagging). */
export const dataLayer = (id: string) => `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;

/** Facebook-pixel-shaped queue stub that never loads fbevents. */
export const pixelStub = (id: string) => `<script>!function(f){if(f.fbq)return;var n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};n.queue=[];n.loaded=!0;n.version='2.0'}(window);fbq('init','${id}');fbq('track','PageView');</script>`;

/** Yandex.Metrika-shaped counter stub. */
export const metrikaStub = (id: number) => `<script>(function(m,i){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();})(window,"ym");ym(${id},"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true});</script>`;

/** A first-party analytics beacon: a script route on the site's own host plus the tag that loads it. */
export function firstPartyStats(host: string, path = '/assets/js/stats.js', site = host): { tag: string; routes: Record<string, Route> } {
  const js = `(function(){try{var d={u:location.pathname,r:document.referrer,w:screen.width,t:Date.now(),s:${JSON.stringify(site)}};navigator.sendBeacon&&navigator.sendBeacon('/collect',JSON.stringify(d));}catch(e){}})();`;
  return { tag: `<script async src="${path}"></script>`, routes: { [`${host}${path}`]: jsRoute(js), [`${host}/collect`]: { status: 204, headers: {}, body: '' } } };
}

export const logo = (host: string, path: string, r: number, g: number, b: number): Record<string, Route> => ({ [`${host}${path}`]: pngRoute(r, g, b) });

export const cookieBar = (text: string, ok: string) => `<div id="ck" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:10px 16px;font:13px sans-serif;display:flex;gap:12px;align-items:center;z-index:50"><span style="flex:1">${text}</span><button onclick="this.parentNode.remove()" style="padding:6px 14px">${ok}</button></div>`;

export const baseCss = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1d2330;background:#fff;line-height:1.5}a{color:inherit}img{max-width:100%}.wrap{max-width:1100px;margin:0 auto;padding:0 20px}header.top{border-bottom:1px solid #e5e7eb}header.top .wrap{display:flex;align-items:center;justify-content:space-between;height:64px}nav a{margin-left:18px;text-decoration:none;font-size:15px}footer{background:#f4f5f7;color:#555;font-size:13px;padding:28px 0;margin-top:40px}footer .cols{display:flex;flex-wrap:wrap;gap:40px}footer h4{margin:0 0 8px;font-size:13px;color:#222}footer ul{list-style:none;margin:0;padding:0}footer li{margin:4px 0}.btn{display:inline-block;padding:12px 22px;border-radius:6px;border:0;font-weight:600;cursor:pointer;text-decoration:none}`;

/** A generic multi-column footer. */
export function footer(cols: Record<string, string[]>, legal: string): string {
  const c = Object.entries(cols)
    .map(([h, items]) => `<div><h4>${h}</h4><ul>${items.map((i) => `<li><a href="#">${i}</a></li>`).join('')}</ul></div>`)
    .join('');
  return `<footer><div class="wrap"><div class="cols">${c}</div><p style="margin-top:20px">${legal}</p></div></footer>`;
}
