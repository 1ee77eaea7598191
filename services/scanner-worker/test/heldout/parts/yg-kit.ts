import { createHash } from 'node:crypto';

/**
 * Shared furniture for the yg- pages: document shell, a few stylesheets, deterministic ids and
 * small encoders. Pages themselves live in dev/yg-*.ts and blind/yg-*.ts.
 */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** Deterministic hex string of length n from a seed. */
export const hex = (seed: string, n = 32): string => {
  let out = '';
  let i = 0;
  while (out.length < n) out += createHash('sha256').update(`${seed}:${i++}`).digest('hex');
  return out.slice(0, n);
};

/** Deterministic digits. */
export const digits = (seed: string, n: number): string =>
  hex(seed, n * 2)
    .split('')
    .map((c) => String(parseInt(c, 16) % 10))
    .join('')
    .slice(0, n);

export type DocOpts = {
  lang: string;
  title: string;
  body: string;
  css?: string;
  head?: string;
  bodyAttrs?: string;
  /** Extra <meta> for a robots tag etc. */
  robots?: string;
};

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
${o.robots ? `<meta name="robots" content="${o.robots}">\n` : ''}<title>${o.title}</title>
${o.head ?? ''}${o.css ? `<style>\n${o.css}\n</style>\n` : ''}</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** A centred-card sign-in look many kits and many real portals share. */
export const cardCss = (accent: string, bg = '#f4f5f7', font = "'Segoe UI', Roboto, Helvetica, Arial, sans-serif"): string => `
*{box-sizing:border-box}
html,body{margin:0;padding:0}
body{background:${bg};font-family:${font};color:#1d1d1f;font-size:15px;line-height:1.45}
a{color:${accent}}
.top{background:#fff;border-bottom:1px solid #e3e3e3;padding:14px 24px;display:flex;align-items:center;justify-content:space-between}
.top nav a{margin-left:18px;text-decoration:none;color:#444;font-size:14px}
.wrap{max-width:440px;margin:48px auto;padding:0 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px 30px}
.card h1{font-size:22px;margin:0 0 8px}
.card p.sub{color:#666;margin:0 0 22px}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px;color:#333}
input[type=text],input[type=email],input[type=password],input[type=tel],input[type=number],select{width:100%;padding:11px 12px;border:1px solid #c9ccd1;border-radius:4px;font-size:15px;background:#fff}
input:focus,select:focus{outline:none;border-color:${accent};box-shadow:0 0 0 3px ${accent}22}
.row{display:flex;gap:12px}.row>div{flex:1}
.btn{display:block;width:100%;margin-top:22px;padding:12px;border:0;border-radius:4px;background:${accent};color:#fff;font-size:16px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.btn.sec{background:#fff;color:${accent};border:1px solid ${accent}}
.muted{color:#777;font-size:13px}
.err{display:none;background:#fdecea;color:#a3231a;border:1px solid #f5c2bd;padding:10px 12px;border-radius:4px;margin-top:14px;font-size:14px}
.foot{text-align:center;color:#888;font-size:12px;margin:32px 0}
.foot a{color:#888;margin:0 6px}
.spin{display:none;width:28px;height:28px;border:3px solid #ddd;border-top-color:${accent};border-radius:50%;animation:r 0.8s linear infinite;margin:18px auto}
@keyframes r{to{transform:rotate(360deg)}}
`;

/** An article/news look. */
export const articleCss = (accent: string, font = "Georgia, 'Times New Roman', serif"): string => `
body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#222;background:#fff}
header.site{border-bottom:3px solid ${accent};padding:12px 20px;display:flex;align-items:center;gap:24px}
header.site .brand{font-weight:800;font-size:26px;color:${accent};text-decoration:none;letter-spacing:-.5px}
header.site nav a{color:#333;text-decoration:none;margin-right:16px;font-size:14px;text-transform:uppercase}
main{max-width:760px;margin:24px auto;padding:0 18px}
main h1{font-family:${font};font-size:34px;line-height:1.15;margin:6px 0 12px}
.kicker{color:${accent};font-weight:700;text-transform:uppercase;font-size:13px}
.meta{color:#777;font-size:13px;margin-bottom:18px}
article p{font-family:${font};font-size:18px;line-height:1.6}
blockquote{border-left:4px solid ${accent};margin:18px 0;padding:8px 16px;background:#f7f7f7;font-family:monospace;font-size:14px;white-space:pre-wrap}
aside.related{border-top:1px solid #ddd;margin-top:30px;padding-top:12px}
aside.related a{display:block;color:#222;margin:6px 0}
footer{background:#222;color:#aaa;padding:24px;font-size:13px;margin-top:40px}
footer a{color:#ccc}
`;

/** Dutch banks offered by iDEAL-style issuer pickers (real and kit pages both show such a list). */
export const NL_BANKS: [string, string][] = [
  ['ABNANL2A', 'ABN AMRO'],
  ['ASNBNL21', 'ASN Bank'],
  ['BUNQNL2A', 'bunq'],
  ['INGBNL2A', 'ING'],
  ['KNABNL2H', 'Knab'],
  ['RABONL2U', 'Rabobank'],
  ['RBRBNL21', 'RegioBank'],
  ['REVOLT21', 'Revolut'],
  ['SNSBNL2A', 'SNS'],
  ['TRIONL2U', 'Triodos Bank'],
  ['FVLBNL22', 'Van Lanschot Kempen'],
];

export const bankOptions = (): string => NL_BANKS.map(([bic, n]) => `<option value="${bic}">${n}</option>`).join('');

/** A tiny SVG mark: coloured rounded square with initials. */
export const mark = (initials: string, fill: string, size = 36, fg = '#fff'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 36 36" aria-hidden="true"><rect width="36" height="36" rx="7" fill="${fill}"/><text x="18" y="23.5" font-family="Arial" font-weight="700" font-size="${initials.length > 2 ? 11 : 14}" fill="${fg}" text-anchor="middle">${initials}</text></svg>`;

/** Common cookie banner markup (many real sites and many kits copy one). */
export const cookieBar = (text: string, ok: string): string =>
  `<div id="cc" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:12px 18px;font-size:13px;display:flex;gap:12px;align-items:center;justify-content:center;z-index:50">${text} <button onclick="document.getElementById('cc').remove();try{localStorage.setItem('cc','1')}catch(e){}" style="background:#fff;border:0;padding:6px 14px;border-radius:3px;cursor:pointer">${ok}</button></div><script>try{if(localStorage.getItem('cc'))document.getElementById('cc').remove()}catch(e){}</script>`;

/** Card-number formatting and Luhn check, as kits and real checkouts both carry. */
export const cardJs = `
function luhn(n){n=n.replace(/\\D/g,'');var s=0,d=false;for(var i=n.length-1;i>=0;i--){var c=+n[i];if(d){c*=2;if(c>9)c-=9}s+=c;d=!d}return n.length>=13&&s%10===0}
function fmtCard(el){el.addEventListener('input',function(){var v=el.value.replace(/\\D/g,'').slice(0,19);el.value=v.replace(/(.{4})/g,'$1 ').trim()})}
function fmtExp(el){el.addEventListener('input',function(){var v=el.value.replace(/\\D/g,'').slice(0,4);el.value=v.length>2?v.slice(0,2)+'/'+v.slice(2):v})}
`;
