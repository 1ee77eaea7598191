/**
 * Shared furniture for the yh- pages: a document shell, small encoders that real kits use, and inline
 * SVG marks so pages do not need image routes.
 */

export type DocOpts = { lang?: string; head?: string; css?: string; bodyAttrs?: string; dir?: string };

/** A full HTML document. */
export function doc(title: string, body: string, o: DocOpts = {}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${o.head ?? ''}${o.css ? `<style>\n${o.css}\n</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${body}
</body>
</html>`;
}

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hexOf = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
export const rev = (s: string): string => Array.from(s).reverse().join('');
export const codes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');
/** XOR each UTF-16 unit with a repeating key, then base64 the latin-1 bytes (what many kits do). */
export function xorB64(s: string, key: string): string {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) out.push((s.charCodeAt(i) ^ key.charCodeAt(i % key.length)) & 0xff);
  return Buffer.from(out).toString('base64');
}
/** %XX-escape every byte (for unescape()/decodeURIComponent pages). */
export const pct = (s: string): string => Array.from(Buffer.from(s, 'utf8')).map((b) => '%' + b.toString(16).padStart(2, '0')).join('');

/** A simple wordmark as inline SVG. */
export function wordmark(text: string, color: string, o: { w?: number; h?: number; shape?: 'circle' | 'square' | 'shield' | 'none'; fg?: string; font?: string } = {}): string {
  const h = o.h ?? 36;
  const w = o.w ?? Math.max(120, 20 + text.length * (h * 0.42));
  const shape = o.shape ?? 'square';
  const s = h;
  const mark =
    shape === 'circle'
      ? `<circle cx="${s / 2}" cy="${s / 2}" r="${s / 2 - 1}" fill="${color}"/>`
      : shape === 'shield'
        ? `<path d="M${s / 2} 1 L${s - 2} ${s * 0.22} L${s - 3} ${s * 0.62} Q${s / 2} ${s} ${s / 2} ${s} Q${s / 2} ${s} 3 ${s * 0.62} L2 ${s * 0.22} Z" fill="${color}"/>`
        : shape === 'square'
          ? `<rect x="1" y="1" width="${s - 2}" height="${s - 2}" rx="${s * 0.18}" fill="${color}"/>`
          : '';
  const x = shape === 'none' ? 0 : s + 8;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${text}">${mark}<text x="${x}" y="${h * 0.7}" font-family="${o.font ?? 'Arial, Helvetica, sans-serif'}" font-weight="700" font-size="${h * 0.52}" fill="${o.fg ?? color}">${text}</text></svg>`;
}

/** A data: URI favicon of one colour. */
export const favicon = (color: string): string =>
  `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><rect width='16' height='16' rx='3' fill='${color}'/></svg>`)}">`;

/** A plain cookie banner many real sites carry. */
export const cookieBar = (policyHref: string, lang: 'en' | 'af' | 'fr' | 'sw' = 'en'): string => {
  const t = {
    en: ['We use cookies to improve your experience. By continuing you accept our', 'cookie policy', 'Accept'],
    af: ['Ons gebruik koekies om jou ervaring te verbeter. Deur voort te gaan aanvaar jy ons', 'koekiebeleid', 'Aanvaar'],
    fr: ['Nous utilisons des cookies pour améliorer votre expérience. En continuant, vous acceptez notre', 'politique de cookies', 'Accepter'],
    sw: ['Tunatumia vidakuzi kuboresha huduma. Kwa kuendelea unakubali', 'sera ya vidakuzi', 'Kubali'],
  }[lang];
  return `<div id="cookie-bar" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:10px 16px;font:13px Arial,sans-serif;display:flex;gap:12px;align-items:center;justify-content:center;z-index:50">${t[0]} <a style="color:#9cf" href="${policyHref}">${t[1]}</a>. <button onclick="document.getElementById('cookie-bar').remove();try{localStorage.setItem('ck','1')}catch(e){}" style="background:#fff;border:0;padding:5px 12px;border-radius:3px;cursor:pointer">${t[2]}</button></div><script>try{if(localStorage.getItem('ck'))document.getElementById('cookie-bar').remove()}catch(e){}</script>`;
};

/** A typical analytics/tag-manager stub (no network unless a route exists). */
export const gtag = (id: string): string =>
  `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}');</script>`;
