import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { jsRoute, pngRoute, cssRoute } from './e-bin.js';

/** Page furniture for the `j-` pages: document shells, tag-manager/analytics stubs, cookie banners. */

export type Routes = Record<string, Route>;

export function doc(o: { title: string; lang?: string; head?: string; style?: string; body: string; bodyAttr?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d1d1f;line-height:1.5}
a{color:inherit}img{max-width:100%}
${o.style ?? ''}
</style>
</head>
<body${o.bodyAttr ? ' ' + o.bodyAttr : ''}>
${o.body}
</body>
</html>`;
}

/** A minified-looking analytics / tag-manager loader served from the page's own CDN host. */
export function tagManager(host: string, containerId: string): { snippet: string; routes: Routes } {
  const snippet = `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://${host}/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${containerId}');</script>`;
  const js = `/* Copyright The Closure Library Authors. SPDX-License-Identifier: Apache-2.0 */
var _0x4f21=['push','dataLayer','event','gtm.dom','gtm.load','readyState','complete','addEventListener','DOMContentLoaded','load','sendBeacon','/collect?v=2&tid=${containerId}&en='];
(function(a,b){var c=function(d){while(--d){a['push'](a['shift']());}};c(++b);}(_0x4f21,0x1b3));
var _0x1c=function(a){a=a-0x0;return _0x4f21[a];};
(function(w,d){var dl=w[_0x1c('0x1')]=w[_0x1c('0x1')]||[];function e(n){dl[_0x1c('0x0')]({event:n,'gtm.uniqueEventId':dl.length});try{navigator[_0x1c('0xa')]&&navigator[_0x1c('0xa')]('https://${host}'+_0x1c('0xb')+encodeURIComponent(n));}catch(x){}}
if(d[_0x1c('0x5')]===_0x1c('0x6')){e(_0x1c('0x3'));e(_0x1c('0x4'));}else{d[_0x1c('0x7')](_0x1c('0x8'),function(){e(_0x1c('0x3'))});w[_0x1c('0x7')](_0x1c('0x9'),function(){e(_0x1c('0x4'))});}})(window,document);`;
  return {
    snippet,
    routes: {
      [`${host}/gtm.js`]: jsRoute(js),
      [`${host}/collect`]: { status: 204, headers: { 'content-type': 'text/plain' }, body: '' },
    },
  };
}

/** A consent banner (CMP) stub: inline markup plus a script that hides it on accept. */
export function cookieBanner(lang: 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pl' | 'pt' = 'en', brand = 'We'): string {
  const t = {
    en: [`${brand} value your privacy`, 'We and our 847 partners store and/or access information on a device, such as cookies, and process personal data such as unique identifiers and standard information sent by a device for personalised advertising and content, ad and content measurement, audience research and services development.', 'Accept all', 'Reject all', 'Manage options'],
    de: ['Wir respektieren Ihre Privatsphäre', 'Wir und unsere 612 Partner speichern und/oder greifen auf Informationen auf einem Gerät zu, z. B. Cookies, und verarbeiten personenbezogene Daten für personalisierte Anzeigen und Inhalte, Anzeigen- und Inhaltsmessung sowie Produktentwicklung.', 'Alle akzeptieren', 'Ablehnen', 'Einstellungen'],
    fr: ['Nous respectons votre vie privée', 'Nos 512 partenaires et nous-mêmes stockons et/ou accédons à des informations sur un appareil, telles que les cookies, et traitons des données personnelles pour la publicité et le contenu personnalisés.', 'Tout accepter', 'Continuer sans accepter', 'Paramétrer'],
    es: ['Tu privacidad es importante', 'Nosotros y nuestros 390 socios almacenamos o accedemos a información en un dispositivo, como cookies, y procesamos datos personales para anuncios y contenido personalizados.', 'Aceptar', 'Rechazar', 'Configurar'],
    it: ['La tua privacy è importante', 'Noi e i nostri 701 fornitori archiviamo e/o accediamo a informazioni su un dispositivo, come i cookie, e trattiamo dati personali per annunci e contenuti personalizzati.', 'Accetta', 'Rifiuta', 'Personalizza'],
    nl: ['Wij waarderen je privacy', 'Wij en onze 233 partners slaan informatie op een apparaat op en/of openen deze, zoals cookies, en verwerken persoonsgegevens voor gepersonaliseerde advertenties en content.', 'Accepteren', 'Weigeren', 'Instellingen'],
    pl: ['Cenimy Twoją prywatność', 'My i nasi partnerzy (412) przechowujemy informacje na urządzeniu i/lub uzyskujemy do nich dostęp, np. pliki cookie, oraz przetwarzamy dane osobowe.', 'Akceptuję', 'Odrzuć', 'Ustawienia'],
    pt: ['Valorizamos a sua privacidade', 'Nós e os nossos 301 parceiros armazenamos e/ou acedemos a informações num dispositivo, como cookies, e tratamos dados pessoais para anúncios e conteúdos personalizados.', 'Aceitar tudo', 'Rejeitar', 'Opções'],
  }[lang];
  return `<div id="cmp-root" role="dialog" aria-modal="true" style="position:fixed;left:0;right:0;bottom:0;background:#fff;box-shadow:0 -4px 24px rgba(0,0,0,.18);padding:20px 28px;z-index:99999;font-size:14px">
<strong style="font-size:16px">${t[0]}</strong><p style="margin:8px 0 14px;max-width:980px">${t[1]}</p>
<button onclick="document.getElementById('cmp-root').remove();try{localStorage.setItem('cmp','1')}catch(e){}" style="background:#1a56db;color:#fff;border:0;padding:10px 18px;border-radius:4px;margin-right:8px">${t[2]}</button>
<button onclick="document.getElementById('cmp-root').remove()" style="background:#fff;border:1px solid #999;padding:10px 18px;border-radius:4px;margin-right:8px">${t[3]}</button>
<a href="#cmp-options" style="font-size:13px">${t[4]}</a></div>`;
}

/** Ad slot divs plus a served ad loader that fills them with house creatives (typical header bidding noise). */
export function adStack(host: string): { head: string; routes: Routes } {
  const js = `!function(){"use strict";var e=window.pbjs=window.pbjs||{que:[]};e.que=e.que||[];var t=["div-gpt-ad-top","div-gpt-ad-mpu","div-gpt-ad-bottom"],n={bidderTimeout:1200,priceGranularity:"dense",userSync:{iframeEnabled:!0,filterSettings:{iframe:{bidders:"*",filter:"include"}}}};
function r(e){var t=document.getElementById(e);if(!t)return;var n=document.createElement("a");n.href="https://${host}/click?slot="+e;n.rel="sponsored noopener";n.target="_blank";var r=document.createElement("img");r.src="https://${host}/creative/"+e+".png";r.alt="Advertisement";r.style.cssText="width:100%;height:100%;object-fit:cover;background:#eee";n.appendChild(r);t.appendChild(n)}
function o(){t.forEach(r);try{(new Image).src="https://${host}/imp?c="+t.length+"&r="+Math.random().toString(36).slice(2)}catch(e){}}
"loading"===document.readyState?document.addEventListener("DOMContentLoaded",function(){setTimeout(o,150)}):setTimeout(o,150);e.setConfig=function(e){Object.assign(n,e)};}();`;
  const routes: Routes = {
    [`${host}/prebid/9.21.0/prebid.js`]: jsRoute(js),
    [`${host}/imp`]: { status: 204, headers: { 'content-type': 'text/plain' }, body: '' },
    [`${host}/creative/div-gpt-ad-top.png`]: pngRoute(230, 230, 230),
    [`${host}/creative/div-gpt-ad-mpu.png`]: pngRoute(210, 220, 235),
    [`${host}/creative/div-gpt-ad-bottom.png`]: pngRoute(240, 236, 220),
  };
  return { head: `<script async src="https://${host}/prebid/9.21.0/prebid.js"></script>`, routes };
}

export const logo = pngRoute;
export { htmlRoute, jsRoute, cssRoute };
