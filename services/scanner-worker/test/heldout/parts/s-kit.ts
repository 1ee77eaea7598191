import type { Route } from '../../corpus/corpus.js';

/**
 * Page furniture for the `s-` pages (a fraud-intelligence vendor's quarterly scam feed: confirmed scam
 * pages and the legitimate pages customers disputed). Only small helpers: a document shell, tiny images,
 * script/JSON/CSS routes and a few tracking snippets. No pages live here.
 */

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF_1x1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const png = (): Route => ({ status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=604800' }, body: PNG_1x1 });
export const gif = (): Route => ({ status: 200, headers: { 'content-type': 'image/gif', 'cache-control': 'no-store' }, body: GIF_1x1 });
export const js = (code: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body: code });
export const css = (code: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body: code });
export const json = (obj: unknown, status = 200): Route => ({ status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body: JSON.stringify(obj) });
export const empty = (): Route => ({ status: 204, headers: { 'cache-control': 'no-store' }, body: '' });

/** A full HTML document. */
export function doc(o: { lang?: string; title: string; head?: string; css?: string; body: string; dir?: 'rtl' | 'ltr'; bodyAttrs?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
${o.css ? `<style>${o.css}</style>` : ''}
</head>
<body${o.bodyAttrs ? ` ${o.bodyAttrs}` : ''}>
${o.body}
</body>
</html>`;
}

/** `host/img/<name>` routes serving a tiny PNG for each name. */
export function imgs(host: string, names: string[], dir = 'img'): Record<string, Route> {
  const out: Record<string, Route> = {};
  for (const n of names) out[`${host}/${dir}/${n}`] = png();
  return out;
}

/** Tracking snippets as sites paste them (served from the page's own host). */
export function tracker(host: string, flavour: 'gtag' | 'pixel' | 'matomo' | 'plain', id: string): { snippet: string; routes: Record<string, Route> } {
  switch (flavour) {
    case 'gtag':
      return {
        snippet: `<script async src="/gtag/js?id=${id}"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`,
        routes: { [`${host}/gtag/js`]: js(`/* tag manager stub */(function(){var d=window.dataLayer||[];var i=new Image(1,1);i.src='/g/collect?v=2&tid=${id}&dl='+encodeURIComponent(location.href)+'&dt='+encodeURIComponent(document.title)+'&z='+Date.now();})();`), [`${host}/g/collect`]: gif() },
      };
    case 'pixel':
      return {
        snippet: `<script>!function(w,d){if(w.fbq)return;var n=w.fbq=function(){n.q.push(arguments)};n.q=[];var i=new Image();i.src='/px/tr?id=${id}&ev=PageView&dl='+encodeURIComponent(w.location.href)+'&rl='+encodeURIComponent(d.referrer);}(window,document);fbq('init','${id}');fbq('track','PageView');</script>
<noscript><img height="1" width="1" style="display:none" src="/px/tr?id=${id}&ev=PageView&noscript=1"></noscript>`,
        routes: { [`${host}/px/tr`]: gif() },
      };
    case 'matomo':
      return {
        snippet: `<script>var _paq=window._paq=window._paq||[];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function(){var u='/stats/';_paq.push(['setTrackerUrl',u+'matomo.php']);_paq.push(['setSiteId','${id}']);var d=document,g=d.createElement('script');g.async=true;g.src=u+'matomo.js';d.head.appendChild(g);})();</script>`,
        routes: { [`${host}/stats/matomo.js`]: js(`(function(){var q=window._paq||[];var i=new Image();i.src='/stats/matomo.php?idsite=${id}&rec=1&url='+encodeURIComponent(location.href)+'&r='+Math.random().toString(36).slice(2,8);})();`), [`${host}/stats/matomo.php`]: gif() },
      };
    default:
      return {
        snippet: `<script>(function(){try{navigator.sendBeacon&&navigator.sendBeacon('/api/hit',JSON.stringify({p:location.pathname,r:document.referrer,s:'${id}',t:Date.now()}));}catch(e){}})();</script>`,
        routes: { [`${host}/api/hit`]: empty() },
      };
  }
}

/** A cookie bar that remembers the choice in localStorage. */
export function cookieBar(text: string, accept: string, reject?: string): string {
  return `<div id="cc" style="position:fixed;left:0;right:0;bottom:0;background:#222;color:#eee;padding:12px 18px;font:13px/1.4 sans-serif;display:none;z-index:50">${text} <button id="cc-ok" style="margin-left:10px">${accept}</button>${reject ? ` <button id="cc-no">${reject}</button>` : ''}</div>
<script>(function(){var b=document.getElementById('cc');if(!localStorage.getItem('cc_choice')){b.style.display='block';}function c(v){localStorage.setItem('cc_choice',v);b.style.display='none';}document.getElementById('cc-ok').onclick=function(){c('all')};var n=document.getElementById('cc-no');if(n)n.onclick=function(){c('necessary')};})();</script>`;
}
