/**
 * Shared furniture for the yq- pages: document shell, CSS snippets, simple SVG marks, card and
 * address fieldsets, footers. Used by clean and malicious pages alike (real kits copy real markup).
 */

export type DocOpts = {
  title: string;
  lang?: string;
  head?: string;
  css?: string;
  body: string;
  bodyAttrs?: string;
};

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export { esc };

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'zh-Hant'}">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>${esc(o.title)}</title>
${o.head ?? ''}
<style>
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

export const fontTC = `"PingFang TC","Microsoft JhengHei","Noto Sans TC","Helvetica Neue",Arial,sans-serif`;
export const fontSC = `"PingFang SC","Microsoft YaHei","Noto Sans SC","Hiragino Sans GB",Arial,sans-serif`;

export const baseCss = (font: string, bg = '#f5f6f8', fg = '#222'): string => `*,*:before,*:after{box-sizing:border-box}
html,body{margin:0;padding:0}
body{font-family:${font};font-size:14px;line-height:1.6;background:${bg};color:${fg};-webkit-font-smoothing:antialiased}
a{color:inherit;text-decoration:none}
a:hover{text-decoration:underline}
img{max-width:100%;border:0}
input,select,button,textarea{font-family:inherit;font-size:15px}
.container{max-width:1120px;margin:0 auto;padding:0 20px}
.btn{display:inline-block;border:0;border-radius:4px;padding:10px 22px;cursor:pointer;font-weight:600}
.field{margin-bottom:14px}
.field label{display:block;font-size:13px;color:#555;margin-bottom:4px}
.field input,.field select{width:100%;height:42px;border:1px solid #cfd3d9;border-radius:4px;padding:0 12px;background:#fff}
.field input:focus,.field select:focus{outline:0;border-color:#3a7bd5;box-shadow:0 0 0 2px rgba(58,123,213,.15)}
.err{color:#d93025;font-size:12px;display:none}
.hint{font-size:12px;color:#888}
.row{display:flex;gap:12px}
.row>*{flex:1}
`;

/** A plain rectangle-and-wordmark logo, the way many pages (real and copied) inline their mark. */
export function mark(text: string, color: string, opts: { w?: number; h?: number; sub?: string; fg?: string; shape?: 'hex' | 'square' | 'circle' | 'diamond' } = {}): string {
  const w = opts.w ?? 150;
  const h = opts.h ?? 36;
  const s = h - 6;
  let icon: string;
  switch (opts.shape ?? 'square') {
    case 'hex':
      icon = `<polygon points="${s / 2},3 ${s},${s / 4 + 3} ${s},${(3 * s) / 4 + 3} ${s / 2},${s + 3} 0,${(3 * s) / 4 + 3} 0,${s / 4 + 3}" fill="${color}"/>`;
      break;
    case 'circle':
      icon = `<circle cx="${s / 2}" cy="${h / 2}" r="${s / 2}" fill="${color}"/>`;
      break;
    case 'diamond':
      icon = `<polygon points="${s / 2},3 ${s},${h / 2} ${s / 2},${h - 3} 0,${h / 2}" fill="${color}"/>`;
      break;
    default:
      icon = `<rect x="0" y="3" width="${s}" height="${s}" rx="4" fill="${color}"/>`;
  }
  const sub = opts.sub ? `<text x="${s + 8}" y="${h - 2}" font-size="9" fill="#888">${esc(opts.sub)}</text>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(text)}">${icon}<text x="${s + 8}" y="${opts.sub ? h / 2 + 2 : h / 2 + 6}" font-size="${opts.sub ? 15 : 17}" font-weight="700" fill="${opts.fg ?? color}" font-family="Arial,sans-serif">${esc(text)}</text>${sub}</svg>`;
}

/** Card fieldset in Traditional or Simplified Chinese (or English). */
export function cardFields(lang: 'tc' | 'sc' | 'en', prefix = ''): string {
  const t = {
    tc: ['持卡人姓名', '信用卡/扣帳卡號碼', '有效期 (MM/YY)', '安全碼 (CVV)', '請輸入卡背後三位數字'],
    sc: ['持卡人姓名', '银行卡号', '有效期 (MM/YY)', '安全码 (CVV2)', '卡背面签名栏末三位'],
    en: ['Name on card', 'Card number', 'Expiry (MM/YY)', 'Security code', '3 digits on the back of your card'],
  }[lang];
  return `<div class="field"><label for="${prefix}holder">${t[0]}</label><input id="${prefix}holder" name="holder" autocomplete="cc-name" required></div>
<div class="field"><label for="${prefix}cardno">${t[1]}</label><input id="${prefix}cardno" name="cardno" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="0000 0000 0000 0000" required></div>
<div class="row"><div class="field"><label for="${prefix}exp">${t[2]}</label><input id="${prefix}exp" name="exp" autocomplete="cc-exp" maxlength="5" placeholder="MM/YY" required></div>
<div class="field"><label for="${prefix}cvv">${t[3]}</label><input id="${prefix}cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="${t[4]}" required></div></div>`;
}

/** Card-number formatter used on both checkout pages and copied kits. */
export const cardFormatJs = `(function(){var c=document.querySelector('input[name=cardno]');if(c){c.addEventListener('input',function(){var v=c.value.replace(/\\D/g,'').slice(0,19);c.value=v.replace(/(.{4})/g,'$1 ').trim();});}
var e=document.querySelector('input[name=exp]');if(e){e.addEventListener('input',function(){var v=e.value.replace(/\\D/g,'').slice(0,4);e.value=v.length>2?v.slice(0,2)+'/'+v.slice(2):v;});}})();`;

/** Luhn check, again common to both sides. */
export const luhnJs = `function luhn(n){n=(n||'').replace(/\\D/g,'');var s=0,d=false;for(var i=n.length-1;i>=0;i--){var x=+n[i];if(d){x*=2;if(x>9)x-=9;}s+=x;d=!d;}return n.length>=13&&s%10===0;}`;

export function footer(lines: string[], bg = '#2b2b2b', fg = '#bbb'): string {
  return `<footer style="background:${bg};color:${fg};font-size:12px;padding:26px 0;margin-top:40px"><div class="container">${lines.map((l) => `<p style="margin:4px 0">${l}</p>`).join('')}</div></footer>`;
}

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** Hex-escape every character of a string for use inside a JS string literal (as obfuscators do). */
export const hexEsc = (s: string): string =>
  Array.from(s)
    .map((c) => {
      const n = c.codePointAt(0) ?? 0;
      return n < 256 ? '\\x' + n.toString(16).padStart(2, '0') : '\\u' + n.toString(16).padStart(4, '0');
    })
    .join('');

/** XOR with a one-byte key then base64, decoded in the page by a small loop. */
export const xorB64 = (s: string, key: number): string => Buffer.from(Buffer.from(s, 'utf8').map((b) => b ^ key)).toString('base64');

/** A cookie/consent bar of the sort on many real HK/TW sites. */
export function cookieBar(text: string, ok: string): string {
  return `<div id="ck" style="position:fixed;left:0;right:0;bottom:0;background:#1f2933;color:#eee;font-size:13px;padding:12px 20px;display:flex;gap:16px;align-items:center;justify-content:center;z-index:50"><span>${text}</span><button class="btn" style="background:#fff;color:#1f2933;padding:6px 16px" onclick="document.getElementById('ck').remove();try{localStorage.setItem('ck','1')}catch(e){}">${ok}</button></div><script>try{if(localStorage.getItem('ck'))document.getElementById('ck').remove()}catch(e){}</script>`;
}
