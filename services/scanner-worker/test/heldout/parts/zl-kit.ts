import type { Route } from '../../corpus/corpus.js';
import { pngRoute } from './e-bin.js';

/**
 * Page furniture for the `zl-` pages: what a European shared host's customers run (WordPress, Joomla,
 * PrestaShop, small static sites), in several languages. Builders only; the pages live in dev/ and blind/.
 */

export type Shell = {
  lang: string;
  title: string;
  brand: string;
  nav?: string[];
  body: string;
  footer?: string;
  head?: string;
  css?: string;
  bodyClass?: string;
  generator?: string;
  scripts?: string;
};

const baseCss = `*{box-sizing:border-box}body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#222;background:#fafafa;line-height:1.5}
a{color:#1a5fb4}header.site{background:#fff;border-bottom:1px solid #e3e3e3;padding:14px 28px;display:flex;align-items:center;gap:28px}
header.site .logo{font-weight:700;font-size:20px;color:#333;text-decoration:none}nav.main a{margin-right:18px;text-decoration:none;color:#444;font-size:15px}
main{max-width:1080px;margin:0 auto;padding:28px}footer.site{background:#2b2b2b;color:#bbb;padding:26px 28px;font-size:13px;margin-top:40px}
footer.site a{color:#ddd}.btn{display:inline-block;background:#1a5fb4;color:#fff;border:0;padding:10px 20px;border-radius:4px;font-size:15px;cursor:pointer;text-decoration:none}
input,select,textarea{font:inherit;padding:9px 10px;border:1px solid #bbb;border-radius:4px;width:100%;margin:4px 0 12px}label{font-size:14px;color:#444}
.card{background:#fff;border:1px solid #e5e5e5;border-radius:6px;padding:22px}.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:18px}
.muted{color:#777;font-size:13px}`;

export function shell(s: Shell): string {
  const nav = (s.nav ?? []).map((n) => `<a href="#">${n}</a>`).join('');
  return `<!DOCTYPE html>
<html lang="${s.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${s.title}</title>
${s.generator ? `<meta name="generator" content="${s.generator}">` : ''}
<style>${baseCss}${s.css ?? ''}</style>
${s.head ?? ''}
</head>
<body class="${s.bodyClass ?? ''}">
<header class="site"><a class="logo" href="/">${s.brand}</a><nav class="main">${nav}</nav></header>
<main>
${s.body}
</main>
<footer class="site">${s.footer ?? `&copy; 2026 ${s.brand}`}</footer>
${s.scripts ?? ''}
</body>
</html>`;
}

/** A WordPress theme's markup around a body: wp-content asset paths, emoji settings, generator tag. */
export function wpPage(o: { host: string; lang: string; title: string; brand: string; tagline: string; nav: string[]; body: string; footer: string; theme?: string }): string {
  const theme = o.theme ?? 'astra';
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title} &#8211; ${o.brand}</title>
<meta name='robots' content='index, follow, max-image-preview:large' />
<link rel="alternate" type="application/rss+xml" title="${o.brand} &raquo; Feed" href="https://${o.host}/feed/" />
<link rel='stylesheet' id='${theme}-theme-css-css' href='https://${o.host}/wp-content/themes/${theme}/style.min.css?ver=4.6.4' media='all' />
<style id='global-styles-inline-css'>body{--wp--preset--color--black:#000;--wp--preset--font-size--small:13px}</style>
<meta name="generator" content="WordPress 6.5.3" />
<link rel="https://api.w.org/" href="https://${o.host}/wp-json/" />
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://${o.host}/xmlrpc.php?rsd" />
<style>body{font-family:Georgia,serif;margin:0;color:#333;background:#fff}.site-header{padding:18px 32px;border-bottom:1px solid #eee;display:flex;justify-content:space-between;align-items:center}
.site-title{font-size:24px;margin:0}.site-description{margin:0;color:#888;font-size:13px}.main-navigation a{margin-left:16px;color:#333;text-decoration:none;font-family:Arial,sans-serif;font-size:14px}
.site-content{max-width:980px;margin:0 auto;padding:30px}.site-footer{background:#f4f4f4;padding:24px 32px;font-size:13px;color:#666;font-family:Arial,sans-serif}</style>
</head>
<body class="home page-template-default page wp-custom-logo ${theme}-theme">
<div id="page" class="hfeed site">
<header id="masthead" class="site-header"><div class="site-branding"><p class="site-title"><a href="https://${o.host}/" rel="home">${o.brand}</a></p><p class="site-description">${o.tagline}</p></div>
<nav id="site-navigation" class="main-navigation">${o.nav.map((n) => `<a href="#">${n}</a>`).join('')}</nav></header>
<div id="content" class="site-content">
${o.body}
</div>
<footer id="colophon" class="site-footer">${o.footer}</footer>
</div>
<script src='https://${o.host}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>
</body>
</html>`;
}

/** Routes a WordPress page references so the page loads without 404 noise. */
export function wpAssets(host: string, theme = 'astra'): Record<string, Route> {
  return {
    [`${host}/wp-content/themes/${theme}/style.min.css`]: { status: 200, headers: { 'content-type': 'text/css' }, body: '.entry-content p{margin:0 0 1em}' },
    [`${host}/wp-includes/js/jquery/jquery.min.js`]: { status: 200, headers: { 'content-type': 'application/javascript' }, body: '/*! jQuery v3.7.1 stub */window.jQuery=window.$=function(s){return document.querySelectorAll(s)};' },
  };
}

/** A bare-bones matomo-like tracker served from the site itself. */
export function matomo(host: string, siteId: number): { tag: string; routes: Record<string, Route> } {
  return {
    tag: `<script>var _paq=window._paq=window._paq||[];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function(){var u="https://${host}/stats/";_paq.push(['setTrackerUrl',u+'matomo.php']);_paq.push(['setSiteId','${siteId}']);var d=document,g=d.createElement('script');g.async=true;g.src=u+'matomo.js';d.head.appendChild(g);})();</script>`,
    routes: { [`${host}/stats/matomo.js`]: { status: 200, headers: { 'content-type': 'application/javascript' }, body: 'window.Matomo={getTracker:function(){return{trackPageView:function(){}}}};' } },
  };
}

export const logo = (host: string, path: string, r: number, g: number, b: number): Record<string, Route> => ({ [`${host}${path}`]: pngRoute(r, g, b) });

/** A generic cookie banner as small sites embed (no external CMP). */
export function cookieBar(lang: 'de' | 'fr' | 'nl' | 'it' | 'es' | 'cs' | 'en'): string {
  const t = {
    de: ['Wir verwenden Cookies, um unsere Website zu verbessern.', 'Akzeptieren', 'Nur notwendige'],
    fr: ['Nous utilisons des cookies pour améliorer votre expérience.', 'Accepter', 'Refuser'],
    nl: ['Wij gebruiken cookies om onze website te verbeteren.', 'Accepteren', 'Weigeren'],
    it: ['Questo sito utilizza cookie tecnici e di terze parti.', 'Accetta', 'Rifiuta'],
    es: ['Utilizamos cookies propias y de terceros.', 'Aceptar', 'Rechazar'],
    cs: ['Tento web používá soubory cookie.', 'Přijmout vše', 'Odmítnout'],
    en: ['We use cookies to improve your experience.', 'Accept', 'Decline'],
  }[lang];
  return `<div id="cookie-notice" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:12px 20px;font:14px Arial;display:flex;gap:12px;align-items:center;z-index:50"><span style="flex:1">${t[0]}</span><button onclick="this.parentNode.remove()" style="background:#4caf50;color:#fff;border:0;padding:7px 14px">${t[1]}</button><button onclick="this.parentNode.remove()" style="background:#555;color:#fff;border:0;padding:7px 14px">${t[2]}</button></div>`;
}
