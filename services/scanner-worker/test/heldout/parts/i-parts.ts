import type { Route } from '../../corpus/corpus.js';

/**
 * Page furniture for the `i-` pages (credential phishing and the legitimate login pages that look most
 * like it). No pages here: only small builders for markup that real sites and kits both carry.
 */

export { jsRoute, cssRoute, jsonRoute, pngRoute, png } from './e-bin.js';

/** A document shell: doctype, head with charset/viewport/title, optional extra head markup, body. */
export function doc(o: { title: string; lang?: string; head?: string; body: string; bodyAttrs?: string; dir?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** Inline analytics bootstrap (no external fetch): the dataLayer stub sites keep even when the tag is self-hosted. */
export const gtagStub = (id: string): string => `<script>
window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
gtag('js', new Date());
gtag('config', '${id}', { anonymize_ip: true });
</script>`;

/** A small inline SVG word-mark. */
export const wordmark = (text: string, color: string, size = 22): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(text.length * size * 0.62)}" height="${size + 8}" role="img" aria-label="${text}"><text x="0" y="${size}" font-family="Segoe UI,Helvetica,Arial,sans-serif" font-weight="700" font-size="${size}" fill="${color}">${text}</text></svg>`;

/** The four-square mark every Microsoft-themed page carries. */
export const msSquares = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24"><rect width="10.5" height="10.5" fill="#f25022"/><rect x="11.5" width="10.5" height="10.5" fill="#7fba00"/><rect y="11.5" width="10.5" height="10.5" fill="#00a4ef"/><rect x="11.5" y="11.5" width="10.5" height="10.5" fill="#ffb900"/><text x="28" y="17" font-family="Segoe UI,Arial" font-size="15" font-weight="600" fill="#737373">Microsoft</text></svg>`;

/** A cookie-consent bar with a dismiss button, in a few languages. */
export function cookieBar(lang: 'en' | 'de' | 'fr' | 'es' | 'pt' | 'nl' | 'it' | 'ja' = 'en'): string {
  const t: Record<string, [string, string]> = {
    en: ['We use cookies to keep you signed in and to understand how our site is used.', 'Accept'],
    de: ['Wir verwenden Cookies, um Ihnen die bestmögliche Nutzung unserer Website zu ermöglichen.', 'Akzeptieren'],
    fr: ['Nous utilisons des cookies pour améliorer votre expérience et mesurer l’audience.', 'Accepter'],
    es: ['Utilizamos cookies propias y de terceros para mejorar nuestros servicios.', 'Aceptar'],
    pt: ['Usamos cookies para melhorar sua experiência. Ao continuar, você concorda com a nossa política.', 'Aceitar'],
    nl: ['Wij gebruiken cookies om onze website goed te laten werken en om statistieken bij te houden.', 'Akkoord'],
    it: ['Utilizziamo cookie tecnici e di profilazione per migliorare la tua esperienza.', 'Accetta'],
    ja: ['当サイトでは、利便性向上のためにクッキーを使用しています。', '同意する'],
  };
  const [msg, ok] = t[lang]!;
  return `<div id="cookie-bar" style="position:fixed;left:0;right:0;bottom:0;background:#222;color:#eee;font:13px/1.4 Arial,sans-serif;padding:12px 18px;display:flex;gap:16px;align-items:center;justify-content:center;z-index:50">
<span>${msg}</span><button type="button" onclick="document.getElementById('cookie-bar').remove()" style="background:#fff;color:#222;border:0;padding:6px 14px;border-radius:3px;cursor:pointer">${ok}</button></div>`;
}

/** A favicon route (tiny PNG) for host. */
export const icoPair = (host: string, r: number, g: number, b: number): Record<string, Route> => ({
  [`${host}/favicon.ico`]: { status: 200, headers: { 'content-type': 'image/png' }, body: pngBytes(r, g, b) },
});

import { png as pngBytes } from './e-bin.js';

/** Text route helper for CSS/JS/plain with an explicit content type. */
export const textRoute = (body: string, contentType: string, status = 200): Route => ({ status, headers: { 'content-type': contentType }, body });
