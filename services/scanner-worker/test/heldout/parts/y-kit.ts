import type { Route } from '../../corpus/corpus.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, cssRoute, jsonRoute, pngRoute } from './e-bin.js';

/**
 * Page furniture for the `y-` pages: what a hosting company's abuse desk sees on its customers' sites.
 * The invented host is "Kestrel Hosting": own domain kestrelhost.com, site-builder subdomains *.kestrel.site,
 * free app hosting *.kestrelapps.dev, object storage <region>.kestrelstore.net/<bucket>/...
 */

export { htmlRoute, redirectRoute, jsRoute, cssRoute, jsonRoute, pngRoute };

export type DocOpts = { lang?: string; title: string; head?: string; body: string; css?: string; bodyAttr?: string };

export const doc = (o: DocOpts): string => `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
${o.css ? `<style>${o.css}</style>` : ''}
</head>
<body${o.bodyAttr ? ' ' + o.bodyAttr : ''}>
${o.body}
</body>
</html>`;

/** Inline analytics stub as site owners paste it (no external load). */
export const tracking = (id: string) => `<script>
window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
gtag('js', new Date());
gtag('config', '${id}', { anonymize_ip: true });
</script>`;

/** Common WordPress head noise. */
export const wpHead = (host: string, theme = 'astra', ver = '6.6.2') => `<meta name="generator" content="WordPress ${ver}">
<link rel="https://api.w.org/" href="https://${host}/wp-json/">
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://${host}/xmlrpc.php?rsd">
<link rel="stylesheet" id="${theme}-theme-css-css" href="/wp-content/themes/${theme}/style.css?ver=4.8.1" media="all">
<script>window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/15.0.3\\/72x72\\/","ext":".png","svgExt":".svg","source":{"concatemoji":"https:\\/\\/${host}\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=${ver}"}};</script>`;

export const wpThemeCss = (accent = '#0b6e4f') => `body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#333;line-height:1.6;background:#fff}
.site-header{background:#fff;border-bottom:1px solid #eee;padding:14px 0}
.wrap{max-width:1080px;margin:0 auto;padding:0 20px}
.site-header .wrap{display:flex;align-items:center;justify-content:space-between}
.site-title{font-size:22px;font-weight:700;color:${accent};text-decoration:none}
.main-nav a{margin-left:18px;color:#444;text-decoration:none;font-size:15px}
.hero{background:${accent};color:#fff;padding:60px 0}
.hero h1{margin:0 0 10px;font-size:38px}
.content{padding:40px 0}
.cols{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:24px}
.card{border:1px solid #e5e5e5;border-radius:6px;padding:18px}
.btn{display:inline-block;background:${accent};color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none;border:0;font-size:15px;cursor:pointer}
form label{display:block;margin:10px 0 4px;font-weight:600;font-size:14px}
form input,form select,form textarea{width:100%;padding:9px;border:1px solid #ccc;border-radius:4px;box-sizing:border-box;font:inherit}
.site-footer{background:#222;color:#bbb;padding:30px 0;font-size:13px}
.site-footer a{color:#ddd}`;

export type Site = { host: string; name: string; nav: string[]; accent?: string; lang?: string; footer?: string; theme?: string };

/** A small business WordPress page: header with nav, content, footer. */
export const wpPage = (s: Site, title: string, content: string, extraHead = '', extraBody = ''): string =>
  doc({
    lang: s.lang ?? 'en',
    title: `${title} &#8211; ${s.name}`,
    head: wpHead(s.host, s.theme) + extraHead,
    css: wpThemeCss(s.accent),
    bodyAttr: `class="page-template-default page wp-custom-logo ${s.theme ?? 'astra'}-theme"`,
    body: `<header class="site-header"><div class="wrap"><a class="site-title" href="/">${s.name}</a>
<nav class="main-nav">${s.nav.map((n, i) => `<a href="/${i === 0 ? '' : n.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '/'}">${n}</a>`).join('')}</nav></div></header>
<main>${content}</main>
<footer class="site-footer"><div class="wrap">${s.footer ?? `&copy; 2025 ${s.name}. All rights reserved.`} &middot; Proudly powered by <a href="https://wordpress.org/">WordPress</a></div></footer>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
${extraBody}`,
  });

/** A minimal jQuery stand-in served at the WordPress path (the real file is large). */
export const jqueryStub = `/*! jQuery v3.7.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */
(function(w){function $(s){var els=typeof s==='string'?document.querySelectorAll(s):[s];var o={each:function(f){Array.prototype.forEach.call(els,function(e,i){f.call(e,i,e)});return o},on:function(t,f){o.each(function(){this.addEventListener(t,f)});return o},val:function(){return els[0]&&els[0].value},hide:function(){o.each(function(){this.style.display='none'});return o},show:function(){o.each(function(){this.style.display=''});return o}};return o}
$.fn={jquery:'3.7.1'};w.jQuery=w.$=$;})(window);`;

/** Routes every WordPress-looking site carries (theme CSS, jQuery, a logo). */
export const wpAssets = (host: string, theme = 'astra'): Record<string, Route> => ({
  [`${host}/wp-content/themes/${theme}/style.css`]: cssRoute(`/* Theme Name: ${theme} */ .screen-reader-text{position:absolute;left:-9999px}`),
  [`${host}/wp-includes/js/jquery/jquery.min.js`]: jsRoute(jqueryStub),
});

/** Site-builder page chrome (Kestrel Sites). */
export const builderBadge = `<div style="position:fixed;right:12px;bottom:12px;background:#111;color:#fff;font:12px/1 Arial,sans-serif;padding:8px 12px;border-radius:16px;opacity:.85"><a href="https://kestrel.site/?ref=badge" style="color:#fff;text-decoration:none">&#9650; Made with Kestrel Sites</a></div>`;

export const builderHead = (siteId: string) => `<meta name="generator" content="Kestrel Sites 4.12">
<meta property="og:site_name" content="Kestrel Sites">
<script>window.__KS__={siteId:"${siteId}",plan:"free",region:"eu-central",published:"2025-10-28T09:12:44Z"};</script>`;

export const cookieBar = (text: string, ok = 'OK') => `<div id="cookie-notice" style="position:fixed;left:0;right:0;bottom:0;background:#333;color:#eee;padding:10px 16px;font-size:13px;display:flex;justify-content:space-between;align-items:center;z-index:50">
<span>${text}</span><button onclick="this.parentNode.remove()" style="background:#fff;border:0;padding:6px 14px;border-radius:3px;cursor:pointer">${ok}</button></div>`;

/** Simple form handler response route. */
export const okJson = (extra: Record<string, unknown> = {}) => jsonRoute({ ok: true, ...extra });
