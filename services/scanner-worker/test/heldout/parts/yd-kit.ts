/**
 * Shared furniture for the yd- pages: document shell, small CSS bases, SVG wordmarks, card-field
 * helpers and a few encoders. Nothing here is specific to one page.
 */

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** Splits a string into chunks of n characters (for pages that glue encoded strings together). */
export const chunks = (s: string, n: number): string[] => {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += n) out.push(s.slice(i, i + n));
  return out;
};

/** XOR each UTF-16 code unit with a repeating key, returned as a comma-separated list of numbers. */
export const xorList = (s: string, key: string): string =>
  Array.from(s, (ch, i) => ch.charCodeAt(0) ^ key.charCodeAt(i % key.length)).join(',');

/** Percent-encodes every byte of the UTF-8 string (as `unescape`-style packers emit). */
export const pctAll = (s: string): string =>
  Array.from(Buffer.from(s, 'utf8'), (b) => '%' + b.toString(16).padStart(2, '0')).join('');

/** Reverses a string (used by packers that store text backwards). */
export const rev = (s: string): string => Array.from(s).reverse().join('');

export type Doc = {
  lang: string;
  title: string;
  css?: string;
  head?: string;
  body: string;
  bodyAttrs?: string;
  scripts?: string;
  dir?: string;
};

export function page(o: Doc): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}${o.css ? `<style>\n${o.css}\n</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
${o.scripts ?? ''}
</body>
</html>
`;
}

/** Favicon as an inline SVG: a rounded square with one letter. */
export const favicon = (bg: string, letter: string, fg = '#fff'): string =>
  `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${bg}"/><text x="16" y="22" font-family="Arial" font-size="18" font-weight="700" text-anchor="middle" fill="${fg}">${letter}</text></svg>`)}">`;

/** A brand wordmark drawn as inline SVG (a mark plus the name). */
export function wordmark(name: string, color: string, opts: { mark?: 'circle' | 'square' | 'diamond' | 'none'; width?: number; height?: number; text?: string; sub?: string } = {}): string {
  const h = opts.height ?? 36;
  const w = opts.width ?? Math.max(120, 22 + name.length * 11);
  const mark = opts.mark ?? 'circle';
  const m =
    mark === 'circle' ? `<circle cx="16" cy="${h / 2}" r="13" fill="${color}"/>`
    : mark === 'square' ? `<rect x="3" y="${h / 2 - 13}" width="26" height="26" rx="4" fill="${color}"/>`
    : mark === 'diamond' ? `<path d="M16 ${h / 2 - 14} L30 ${h / 2} L16 ${h / 2 + 14} L2 ${h / 2} Z" fill="${color}"/>`
    : '';
  const x = mark === 'none' ? 0 : 38;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${name}">${m}<text x="${x}" y="${opts.sub ? h / 2 : h / 2 + 7}" font-family="Arial,Helvetica,sans-serif" font-size="${opts.sub ? 17 : 20}" font-weight="700" fill="${opts.text ?? color}">${name}</text>${opts.sub ? `<text x="${x}" y="${h / 2 + 14}" font-family="Arial,Helvetica,sans-serif" font-size="11" fill="#666">${opts.sub}</text>` : ''}</svg>`;
}

/** Same wordmark as a data: URI for <img src>. */
export const wordmarkUri = (name: string, color: string, opts: Parameters<typeof wordmark>[2] = {}): string =>
  `data:image/svg+xml;base64,${b64(wordmark(name, color, opts))}`;

/** A neutral base stylesheet most sites start from. */
export const baseCss = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5;color:#1d1d1f;background:#fff}
a{color:inherit}
img,svg{vertical-align:middle}
button,input,select,textarea{font:inherit}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

/** Card-number formatting and Luhn check, as used by shop checkouts and gateways alike. */
export const cardFieldScript = `<script>
(function(){
  function luhn(n){var s=0,d=false;for(var i=n.length-1;i>=0;i--){var c=+n[i];if(d){c*=2;if(c>9)c-=9}s+=c;d=!d}return n.length>=13&&s%10===0}
  function brand(n){if(/^4/.test(n))return'visa';if(/^(5[1-5]|2[2-7])/.test(n))return'mastercard';if(/^3[47]/.test(n))return'amex';if(/^(6011|65)/.test(n))return'discover';return''}
  document.querySelectorAll('[data-card=number]').forEach(function(el){
    el.addEventListener('input',function(){var v=el.value.replace(/\\D/g,'').slice(0,19);el.value=v.replace(/(.{4})/g,'$1 ').trim();var b=brand(v);el.setAttribute('data-brand',b);el.classList.toggle('invalid',v.length>=13&&!luhn(v));});
  });
  document.querySelectorAll('[data-card=expiry]').forEach(function(el){
    el.addEventListener('input',function(){var v=el.value.replace(/\\D/g,'').slice(0,4);el.value=v.length>2?v.slice(0,2)+'/'+v.slice(2):v;});
  });
  document.querySelectorAll('[data-card=cvc]').forEach(function(el){
    el.addEventListener('input',function(){el.value=el.value.replace(/\\D/g,'').slice(0,4);});
  });
  window.__luhn=luhn;
})();
</script>`;

/** A generic consent banner in the given language. */
export function cookieBar(text: string, accept: string, reject: string, color = '#0a5'): string {
  return `<div id="cc" style="position:fixed;left:0;right:0;bottom:0;background:#fff;box-shadow:0 -2px 12px rgba(0,0,0,.15);padding:16px 24px;display:flex;gap:16px;align-items:center;flex-wrap:wrap;z-index:50;font-size:14px">
<p style="flex:1 1 420px;margin:0">${text}</p>
<button onclick="document.getElementById('cc').remove();try{localStorage.setItem('cc','0')}catch(e){}" style="border:1px solid #999;background:#fff;padding:8px 14px;border-radius:4px;cursor:pointer">${reject}</button>
<button onclick="document.getElementById('cc').remove();try{localStorage.setItem('cc','1')}catch(e){}" style="border:0;background:${color};color:#fff;padding:8px 14px;border-radius:4px;cursor:pointer">${accept}</button>
</div>
<script>try{if(localStorage.getItem('cc'))document.getElementById('cc').remove()}catch(e){}</script>`;
}

/** The usual tag-manager bootstrap (the container script itself is not served here). */
export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

/** Plain country flags as tiny inline SVG (three horizontal or vertical bands). */
export function flag(colors: [string, string, string], vertical = false): string {
  const [a, b, c] = colors;
  return vertical
    ? `<svg width="21" height="14" viewBox="0 0 3 2"><rect width="1" height="2" fill="${a}"/><rect x="1" width="1" height="2" fill="${b}"/><rect x="2" width="1" height="2" fill="${c}"/></svg>`
    : `<svg width="21" height="14" viewBox="0 0 3 3"><rect width="3" height="1" fill="${a}"/><rect y="1" width="3" height="1" fill="${b}"/><rect y="2" width="3" height="1" fill="${c}"/></svg>`;
}

/** A QR-like block pattern (not a decodable code), as inline SVG. */
export function qrish(seed: number, size = 132): string {
  let x = seed >>> 0;
  const cells: string[] = [];
  const n = 25;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      x = (x * 1103515245 + 12345) >>> 0;
      const finder = (r < 7 && c < 7) || (r < 7 && c >= n - 7) || (r >= n - 7 && c < 7);
      const on = finder ? (r % 6 === 0 || c % 6 === 0 || (r % 6 >= 2 && r % 6 <= 4 && c % 6 >= 2 && c % 6 <= 4) || (c >= n - 7 && ((c - (n - 7)) % 6 === 0 || ((c - (n - 7)) % 6 >= 2 && (c - (n - 7)) % 6 <= 4 && r % 6 >= 2 && r % 6 <= 4))) || (r >= n - 7 && ((r - (n - 7)) % 6 === 0 || ((r - (n - 7)) % 6 >= 2 && (r - (n - 7)) % 6 <= 4 && c % 6 >= 2 && c % 6 <= 4)))) : (x >>> 16) % 2 === 0;
      if (on) cells.push(`<rect x="${c}" y="${r}" width="1" height="1"/>`);
    }
  }
  return `<svg width="${size}" height="${size}" viewBox="-1 -1 ${n + 2} ${n + 2}" shape-rendering="crispEdges"><rect x="-1" y="-1" width="${n + 2}" height="${n + 2}" fill="#fff"/><g fill="#000">${cells.join('')}</g></svg>`;
}
