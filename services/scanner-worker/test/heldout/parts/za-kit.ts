import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { png } from './e-bin.js';

/**
 * Page furniture for the `za-` pages (links reported to a social network's trust-and-safety team).
 * Only shells, trackers and small assets; every page writes its own content.
 */

export type DocOpts = { title: string; lang?: string; dir?: 'ltr' | 'rtl'; head?: string; css?: string; body: string; bodyClass?: string };

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
${o.css ? `<style>${o.css}</style>` : ''}
</head>
<body${o.bodyClass ? ` class="${o.bodyClass}"` : ''}>
${o.body}
</body>
</html>`;
}

/** A Google-tag style analytics snippet served from the page's own host. */
export const gtag = (host: string, id: string) => `<script async src="https://${host}/gtag/js?id=${id}"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;

export const gtagRoute = (host: string): Record<string, Route> => ({
  [`${host}/gtag/js`]: { status: 200, headers: { 'content-type': 'application/javascript' }, body: `/* gtag shim */(function(){var q=window.dataLayer||[];window.__gtagLoaded=Date.now();})();` },
});

/** A Meta-pixel style snippet whose script is served locally. */
export const pixel = (host: string, id: string) => `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://${host}/px/fbevents.js');fbq('init','${id}');fbq('track','PageView');</script>`;

export const pixelRoute = (host: string): Record<string, Route> => ({
  [`${host}/px/fbevents.js`]: { status: 200, headers: { 'content-type': 'application/javascript' }, body: `/* px */window.fbq&&window.fbq.queue&&(window.fbq.queue.length=0);` },
});

export const imgRoute = (host: string, path: string, r: number, g: number, b: number): Record<string, Route> => ({
  [`${host}${path}`]: { status: 200, headers: { 'content-type': 'image/png' }, body: png(r, g, b) },
});

export const page = (host: string, path: string, body: string, extra: Record<string, Route> = {}): Record<string, Route> => ({ [`${host}${path}`]: htmlRoute(body), ...extra });

/** A cookie banner in a few languages. */
export function cookieBar(lang: 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'nl' | 'pl' = 'en'): string {
  const t = {
    en: ['We use cookies to improve your experience and for analytics.', 'Accept all', 'Settings'],
    de: ['Wir verwenden Cookies, um Ihr Erlebnis zu verbessern und für Statistiken.', 'Alle akzeptieren', 'Einstellungen'],
    fr: ['Nous utilisons des cookies pour améliorer votre expérience et mesurer l’audience.', 'Tout accepter', 'Paramètres'],
    es: ['Utilizamos cookies para mejorar tu experiencia y con fines analíticos.', 'Aceptar todas', 'Configurar'],
    pt: ['Usamos cookies para melhorar sua experiência e para análises.', 'Aceitar todos', 'Configurações'],
    it: ['Utilizziamo i cookie per migliorare la tua esperienza e per statistiche.', 'Accetta tutti', 'Impostazioni'],
    nl: ['Wij gebruiken cookies om uw ervaring te verbeteren en voor statistieken.', 'Alles accepteren', 'Instellingen'],
    pl: ['Używamy plików cookie, aby poprawić działanie strony i do analiz.', 'Akceptuję wszystkie', 'Ustawienia'],
  }[lang];
  return `<div id="cc" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:12px 16px;font:13px/1.4 sans-serif;display:flex;gap:12px;align-items:center;z-index:50"><span style="flex:1">${t[0]}</span><button onclick="document.getElementById('cc').remove()" style="background:#fff;border:0;padding:6px 12px">${t[1]}</button><a href="#cookies" style="color:#ccc">${t[2]}</a></div>`;
}
