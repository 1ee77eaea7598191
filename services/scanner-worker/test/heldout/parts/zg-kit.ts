import type { Route } from '../../corpus/corpus.js';
import { png } from './e-bin.js';

/**
 * Page furniture for the `zg-` pages (pages reported to a consumer scam-reporting service).
 * Only layout helpers live here; every page's content is written in its own entry.
 */

export const imgRoute = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }, body: png(r, g, b) });

const COOKIE: Record<string, [string, string, string]> = {
  en: ['We use cookies to make this site work and to understand how you use it.', 'Accept all', 'Manage preferences'],
  fr: ['Nous utilisons des cookies pour faire fonctionner ce site et mesurer son audience.', 'Tout accepter', 'Paramétrer'],
  nl: ['Wij gebruiken cookies om deze website goed te laten werken en om het gebruik te analyseren.', 'Alles accepteren', 'Instellingen'],
  pl: ['Używamy plików cookie, aby strona działała poprawnie i aby analizować ruch.', 'Akceptuję wszystkie', 'Ustawienia'],
  pt: ['Utilizamos cookies para o funcionamento do site e para fins estatísticos.', 'Aceitar todos', 'Preferências'],
};

export function cookieBar(lang = 'en'): string {
  const c = COOKIE[lang.slice(0, 2)] ?? COOKIE.en!;
  return `<div id="cc" style="position:fixed;bottom:0;left:0;right:0;background:#1d1d1f;color:#eee;padding:12px 20px;font-size:13px;display:flex;gap:12px;align-items:center;z-index:50">
<span style="flex:1">${c[0]}</span><button onclick="document.getElementById('cc').remove();try{localStorage.setItem('cc','1')}catch(e){}" style="background:#fff;border:0;padding:6px 14px;border-radius:3px">${c[1]}</button><a href="#" style="color:#bbb">${c[2]}</a></div>
<script>try{if(localStorage.getItem('cc'))document.getElementById('cc').remove()}catch(e){}</script>`;
}

/** An inline analytics stub of the kind sites paste in (queues events; nothing is fetched off-site). */
export function tracker(id: string, host: string): string {
  return `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});
(function(){var q=[];window._px=function(e,d){q.push([e,d,Date.now()]);if(q.length>4){try{navigator.sendBeacon('https://${host}/collect',JSON.stringify(q))}catch(x){}q=[]}};_px('pageview',{p:location.pathname,r:document.referrer})})();</script>`;
}

export type SiteOpts = {
  host: string;
  brand: string;
  title: string;
  lang?: string;
  color?: string;
  nav?: string[];
  main: string;
  footer?: string;
  head?: string;
  css?: string;
  scripts?: string;
  cookies?: boolean;
  logo?: boolean;
  trackId?: string;
};

/** A full document with a header, navigation, main content and footer in the usual shape. */
export function site(o: SiteOpts): string {
  const lang = o.lang ?? 'en';
  const color = o.color ?? '#1a4d8f';
  const nav = (o.nav ?? []).map((n) => `<a href="/${n.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-')}">${n}</a>`).join('');
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.logo === false ? '' : `<link rel="icon" href="https://${o.host}/favicon.png">`}
<style>
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#222;line-height:1.5;background:#fafafa}
header.top{background:${color};color:#fff;padding:14px 28px;display:flex;align-items:center;gap:24px}
header.top .brand{font-weight:700;font-size:20px;display:flex;align-items:center;gap:8px}
header.top nav a{color:#fff;opacity:.9;margin-right:18px;text-decoration:none;font-size:14px}
main{max-width:1040px;margin:0 auto;padding:28px 22px;background:#fff}
h1{font-size:28px;margin:.2em 0 .5em}h2{font-size:21px;margin-top:1.4em}
.btn{display:inline-block;background:${color};color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none;border:0;font-size:15px;cursor:pointer}
input,select,textarea{font:inherit;padding:8px;border:1px solid #bbb;border-radius:3px;width:100%;max-width:420px;margin:4px 0 12px}
label{font-size:14px;font-weight:600;display:block}
.card{border:1px solid #e3e3e3;border-radius:6px;padding:16px;margin:12px 0;background:#fff}
.muted{color:#666;font-size:13px}.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left;font-size:14px}
footer.bottom{background:#222;color:#aaa;font-size:12px;padding:24px 28px;margin-top:30px}footer.bottom a{color:#ccc;margin-right:14px}
${o.css ?? ''}
</style>
${o.head ?? ''}
${o.trackId ? tracker(o.trackId, o.host) : ''}
</head>
<body>
<header class="top"><div class="brand">${o.logo === false ? '' : `<img src="/logo.png" width="28" height="28" alt="">`}${o.brand}</div><nav>${nav}</nav></header>
<main>
${o.main}
</main>
<footer class="bottom">${o.footer ?? `&copy; ${new Date(Date.UTC(2026, 0, 1)).getUTCFullYear()} ${o.brand}`}</footer>
${o.cookies === false ? '' : cookieBar(lang)}
${o.scripts ?? ''}
</body>
</html>`;
}

/** Logo and favicon routes for a host (tiny PNGs in the brand colour). */
export function assets(host: string, rgb: [number, number, number] = [26, 77, 143]): Record<string, Route> {
  return { [`${host}/logo.png`]: imgRoute(...rgb), [`${host}/favicon.png`]: imgRoute(...rgb) };
}
