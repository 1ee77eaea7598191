import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';

/** Page furniture for the `zo-` pages (ticket queue of a secure-web-gateway vendor). No pages here. */

export const doc = (title: string, body: string, opts: { lang?: string; head?: string; style?: string } = {}): string =>
  `<!DOCTYPE html>
<html lang="${opts.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${opts.head ?? ''}
<style>
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d2330;background:#fff;line-height:1.5}
a{color:#1559c7}header,footer{padding:14px 28px}footer{font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb;margin-top:40px}
main{max-width:980px;margin:0 auto;padding:24px}
.btn{display:inline-block;background:#1559c7;color:#fff;border:0;border-radius:6px;padding:10px 18px;font-size:15px;cursor:pointer;text-decoration:none}
input,select{font:inherit;padding:9px 10px;border:1px solid #c7ccd6;border-radius:5px;width:100%}
label{font-size:13px;color:#374151;display:block;margin:10px 0 4px}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}
pre{background:#0f172a;color:#e2e8f0;padding:12px 14px;border-radius:6px;overflow:auto}
${opts.style ?? ''}
</style>
</head>
<body>
${body}
</body>
</html>`;

/** A generic analytics snippet as found on most pages, served from the page's own tag host. */
export const gtag = (host: string, id: string): string =>
  `<script async src="https://${host}/gtag/js?id=${id}"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;

export const gtagRoute = (): Route => ({ status: 200, headers: { 'content-type': 'application/javascript' }, body: '/* tag */ (function(){var d=window.dataLayer||[];d.push({event:"gtm.js"});})();' });

export const cookieBar = (lang: 'en' | 'de' | 'fr' | 'pt' | 'ja' = 'en'): string => {
  const t = {
    en: ['We use cookies to improve your experience and for analytics.', 'Accept all', 'Settings'],
    de: ['Wir verwenden Cookies, um Ihr Erlebnis zu verbessern.', 'Alle akzeptieren', 'Einstellungen'],
    fr: ['Nous utilisons des cookies pour améliorer votre expérience.', 'Tout accepter', 'Paramètres'],
    pt: ['Usamos cookies para melhorar sua experiência.', 'Aceitar todos', 'Configurações'],
    ja: ['当サイトではCookieを使用しています。', 'すべて同意', '設定'],
  }[lang];
  return `<div id="cc" style="position:fixed;bottom:0;left:0;right:0;background:#111827;color:#f9fafb;padding:12px 24px;font-size:13px;display:flex;gap:12px;align-items:center;justify-content:space-between">${t[0]} <span><button onclick="document.getElementById('cc').remove()" style="background:#fff;border:0;padding:6px 12px;border-radius:4px">${t[1]}</button> <a href="#" style="color:#9ca3af">${t[2]}</a></span></div>`;
};

export const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
export const json = (body: unknown, status = 200): Route => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
export const html = htmlRoute;
export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
