import type { Route } from '../../corpus/corpus.js';
export { zip, pe, lnk, cfb, iso, fileRoute, jsRoute, jsonRoute, cssRoute, pngRoute, png } from './e-bin.js';

/** Page furniture shared by the `l-` pages (author l). No pages here. */

export type PageOpts = { lang?: string; title: string; head?: string; css?: string; body: string; bodyAttrs?: string };

export function page(o: PageOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
${o.css ? `<style>${o.css}</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** The four-square Microsoft mark plus wordmark, as inline SVG (as both real and fake pages embed it). */
export const msLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24" role="img" aria-label="Microsoft"><rect x="0" y="1" width="10.5" height="10.5" fill="#f25022"/><rect x="11.5" y="1" width="10.5" height="10.5" fill="#7fba00"/><rect x="0" y="12.5" width="10.5" height="10.5" fill="#00a4ef"/><rect x="11.5" y="12.5" width="10.5" height="10.5" fill="#ffb900"/><text x="28" y="18" font-family="Segoe UI,Arial" font-size="17" fill="#737373">Microsoft</text></svg>`;

export const googleLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="75" height="24" viewBox="0 0 75 24" aria-label="Google"><text x="0" y="19" font-family="Product Sans,Arial" font-size="21"><tspan fill="#4285f4">G</tspan><tspan fill="#ea4335">o</tspan><tspan fill="#fbbc05">o</tspan><tspan fill="#4285f4">g</tspan><tspan fill="#34a853">l</tspan><tspan fill="#ea4335">e</tspan></text></svg>`;

/** The Microsoft sign-in box look, used by real login pages and copied by kits. */
export const msCss = `*{box-sizing:border-box}body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif;background:#f2f2f2 center/cover no-repeat;color:#1b1b1b}
.outer{min-height:100vh;display:flex;align-items:center;justify-content:center;flex-direction:column}
.box{width:440px;max-width:94vw;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px;min-height:338px}
.box h1{font-size:24px;font-weight:600;margin:16px 0 12px}
.box input[type=email],.box input[type=password],.box input[type=text],.box input[type=tel]{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none;margin:8px 0}
.box input:focus{border-bottom-color:#0067b8}
.btn{background:#0067b8;color:#fff;border:0;min-width:108px;padding:6px 12px;font-size:15px;cursor:pointer;float:right;margin-top:16px}
.btn2{background:#ccc;color:#000;border:0;min-width:108px;padding:6px 12px;font-size:15px;margin:16px 8px 0 0;float:right}
.small{font-size:13px}.small a{color:#0067b8;text-decoration:none}
.id{display:flex;align-items:center;gap:8px;font-size:15px;margin-top:8px}
.err{color:#e81123;font-size:15px;min-height:20px}
.foot{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 16px}.foot a{color:#000;margin-left:16px;text-decoration:none}
.banner img{max-height:36px;max-width:256px}`;

export const msFoot = `<div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">&middot;&middot;&middot;</a></div>`;

/** An inline tag-manager style snippet that only queues events (nothing is fetched). */
export const dataLayer = (id: string): string =>
  `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;

/** A cookie-consent banner in a few languages. */
export function cookieBar(lang: 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'cs' | 'ja' = 'en'): string {
  const t: Record<string, [string, string, string]> = {
    en: ['We use cookies to improve your experience and to measure site performance.', 'Accept all', 'Manage preferences'],
    de: ['Wir verwenden Cookies, um Ihnen die bestmögliche Nutzung unserer Website zu ermöglichen.', 'Alle akzeptieren', 'Einstellungen'],
    fr: ['Nous utilisons des cookies pour améliorer votre expérience et mesurer l’audience.', 'Tout accepter', 'Paramétrer'],
    es: ['Utilizamos cookies propias y de terceros para mejorar nuestros servicios.', 'Aceptar todas', 'Configurar'],
    it: ['Utilizziamo i cookie per migliorare la tua esperienza di navigazione.', 'Accetta tutti', 'Personalizza'],
    nl: ['Wij gebruiken cookies om onze website te verbeteren.', 'Alles accepteren', 'Instellingen'],
    pt: ['Utilizamos cookies para melhorar a sua experiência.', 'Aceitar todos', 'Gerir preferências'],
    pl: ['Używamy plików cookie, aby zapewnić najlepsze działanie serwisu.', 'Akceptuję', 'Ustawienia'],
    cs: ['Tento web používá soubory cookie ke zlepšení služeb.', 'Přijmout vše', 'Nastavení'],
    ja: ['当サイトでは、利便性向上のためにCookieを使用しています。', '同意する', '設定'],
  };
  const [msg, ok, more] = t[lang] ?? t.en!;
  return `<div id="cc" style="position:fixed;left:0;right:0;bottom:0;background:#222;color:#eee;padding:12px 20px;font:13px/1.4 Arial,sans-serif;display:flex;gap:12px;align-items:center;z-index:50"><span style="flex:1">${msg}</span><button onclick="document.getElementById('cc').remove()" style="background:#fff;border:0;padding:6px 14px">${ok}</button><a href="#" style="color:#ccc">${more}</a></div>`;
}

export const html = (body: string, extra: Record<string, string> = {}): Route => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...extra }, body });
