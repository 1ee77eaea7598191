/**
 * Shared furniture for the yk- pages (Latin American marketplace / payments fraud desk).
 * Small helpers only: document shells, encoders, Pix BR Code, wordmarks and a few common scripts.
 */

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** Percent-encodes every byte (what `unescape(...)` / `decodeURIComponent(...)` kits carry). */
export const pctAll = (s: string): string =>
  Array.from(Buffer.from(s, 'utf8'))
    .map((b) => '%' + b.toString(16).padStart(2, '0').toUpperCase())
    .join('');

export const charCodes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');

/** Reverses and base64s a string (a common cheap kit trick). */
export const revB64 = (s: string): string => b64(s).split('').reverse().join('');

/** XOR with a short key, hex encoded. */
export const xorHex = (s: string, key: string): string =>
  Array.from(Buffer.from(s, 'utf8'))
    .map((b, i) => (b ^ key.charCodeAt(i % key.length)).toString(16).padStart(2, '0'))
    .join('');

export type DocOpts = { title: string; lang?: string; head?: string; css?: string; bodyAttrs?: string; body: string; favicon?: string };

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'pt-BR'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<title>${o.title}</title>
${o.favicon ? `<link rel="icon" href="${o.favicon}">` : ''}
${o.head ?? ''}
<style>
*{box-sizing:border-box}
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** Inline SVG wordmark: a coloured mark and the name. */
export function wordmark(name: string, color: string, opts: { w?: number; h?: number; fg?: string; shape?: 'circle' | 'square' | 'pill' } = {}): string {
  const h = opts.h ?? 36;
  const w = opts.w ?? Math.max(120, name.length * 13 + h + 10);
  const shape =
    opts.shape === 'circle'
      ? `<circle cx="${h / 2}" cy="${h / 2}" r="${h / 2 - 2}" fill="${color}"/>`
      : opts.shape === 'pill'
        ? `<rect x="1" y="${h * 0.2}" rx="${h * 0.3}" width="${h - 2}" height="${h * 0.6}" fill="${color}"/>`
        : `<rect x="2" y="2" rx="6" width="${h - 4}" height="${h - 4}" fill="${color}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${name}">${shape}<text x="${h + 8}" y="${h * 0.7}" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${Math.round(h * 0.55)}" fill="${opts.fg ?? '#222'}">${name}</text></svg>`;
}

function crc16(s: string): string {
  let crc = 0xffff;
  for (const b of Buffer.from(s, 'utf8')) {
    crc ^= b << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const tlv = (id: string, v: string): string => id + String(Buffer.byteLength(v, 'utf8')).padStart(2, '0') + v;

/** A static Pix "copia e cola" (EMV BR Code) payload with its CRC. */
export function pixCode(key: string, name: string, city: string, amount?: string, txid = '***'): string {
  const mai = tlv('00', 'br.gov.bcb.pix') + tlv('01', key);
  let p = tlv('00', '01') + tlv('26', mai) + tlv('52', '0000') + tlv('53', '986');
  if (amount) p += tlv('54', amount);
  p += tlv('58', 'BR') + tlv('59', name.slice(0, 25)) + tlv('60', city.slice(0, 15)) + tlv('62', tlv('05', txid));
  p += '6304';
  return p + crc16(p);
}

/** A fake-looking-but-plausible QR: an SVG grid derived from a string (not a decodable QR). */
export function qrSvg(seed: string, size = 168): string {
  const n = 25;
  const cell = size / n;
  let h = 2166136261;
  const bits: string[] = [];
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      h ^= (seed.charCodeAt((x + y * n) % seed.length) + x * 31 + y * 17) & 0xff;
      h = Math.imul(h, 16777619) >>> 0;
      const finder = (x < 7 && y < 7) || (x > n - 8 && y < 7) || (x < 7 && y > n - 8);
      const on = finder ? (x % 6 === 0 || y % 6 === 0 || (x % 6 > 1 && x % 6 < 5 && y % 6 > 1 && y % 6 < 5)) && !(x === 7 || y === 7) : (h & 3) === 0 || (h & 5) === 1;
      if (on) bits.push(`<rect x="${(x * cell).toFixed(1)}" y="${(y * cell).toFixed(1)}" width="${cell.toFixed(1)}" height="${cell.toFixed(1)}"/>`);
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/><g fill="#111">${bits.join('')}</g></svg>`;
}

/** Input masks used by Brazilian pages (CPF, phone, card). */
export const maskJsBR = `<script>
(function(){
  function only(v){return v.replace(/\\D/g,'')}
  var masks={
    cpf:function(v){v=only(v).slice(0,11);return v.replace(/(\\d{3})(\\d)/,'$1.$2').replace(/(\\d{3})(\\d)/,'$1.$2').replace(/(\\d{3})(\\d{1,2})$/,'$1-$2')},
    tel:function(v){v=only(v).slice(0,11);return v.replace(/^(\\d{2})(\\d)/,'($1) $2').replace(/(\\d{5})(\\d{1,4})$/,'$1-$2')},
    card:function(v){return only(v).slice(0,16).replace(/(\\d{4})(?=\\d)/g,'$1 ')},
    val:function(v){v=only(v).slice(0,4);return v.replace(/(\\d{2})(\\d)/,'$1/$2')}
  };
  document.querySelectorAll('[data-mask]').forEach(function(el){
    el.addEventListener('input',function(){var m=masks[el.getAttribute('data-mask')];if(m){el.value=m(el.value)}});
  });
})();
</script>`;

/** Chilean RUT formatter. */
export const rutJs = `<script>
function fmtRut(v){v=v.replace(/[^0-9kK]/g,'').toUpperCase();if(v.length<2)return v;var dv=v.slice(-1),b=v.slice(0,-1);return b.replace(/\\B(?=(\\d{3})+(?!\\d))/g,'.')+'-'+dv}
document.querySelectorAll('input[data-rut]').forEach(function(i){i.addEventListener('input',function(){i.value=fmtRut(i.value)})});
</script>`;

/** Common analytics snippet of the kind real sites carry (never called out to anything here). */
export const gtag = (id: string): string => `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;

export const cookieBar = (text: string, btn: string): string => `<div id="cc" style="position:fixed;left:0;right:0;bottom:0;background:#222;color:#eee;padding:12px 20px;font:13px Arial,sans-serif;display:flex;gap:16px;align-items:center;justify-content:center;z-index:50">${text}<button onclick="document.getElementById('cc').remove();try{localStorage.setItem('cc','1')}catch(e){}" style="background:#fff;border:0;padding:6px 14px;border-radius:4px;cursor:pointer">${btn}</button></div><script>try{if(localStorage.getItem('cc'))document.getElementById('cc').remove()}catch(e){}</script>`;

/** Generic "news site" chrome used by hacked-site pages and real article pages. */
export function newsShell(o: { site: string; color: string; lang: string; title: string; section: string; article: string; extraHead?: string; tail?: string }): string {
  return doc({
    title: `${o.title} | ${o.site}`,
    lang: o.lang,
    head: `<meta property="og:site_name" content="${o.site}"><meta property="og:type" content="article">${o.extraHead ?? ''}`,
    css: `body{margin:0;font-family:Georgia,'Times New Roman',serif;color:#1b1b1b;background:#fff}
.nav{background:${o.color};color:#fff;padding:10px 24px;display:flex;gap:22px;align-items:center;font-family:Arial,sans-serif;font-size:14px}
.nav b{font-size:22px;letter-spacing:-.5px;margin-right:20px}.nav a{color:#fff;text-decoration:none;opacity:.9}
.wrap{max-width:760px;margin:28px auto;padding:0 18px}.kicker{color:${o.color};font:700 12px Arial,sans-serif;text-transform:uppercase;letter-spacing:1px}
h1{font-size:34px;line-height:1.15;margin:8px 0 14px}.meta{color:#777;font:13px Arial,sans-serif;margin-bottom:22px}
p{font-size:18px;line-height:1.65}.ad{background:#f2f2f2;color:#999;text-align:center;font:11px Arial;padding:40px 0;margin:24px 0}
pre{background:#f6f8fa;border:1px solid #e1e4e8;padding:12px;overflow:auto;font-size:13px;border-radius:4px}
footer{border-top:1px solid #ddd;margin-top:40px;padding:20px 24px;color:#777;font:12px Arial,sans-serif}`,
    body: `<div class="nav"><b>${o.site}</b><a href="/">Home</a><a href="/${o.section.toLowerCase()}">${o.section}</a><a href="/economia">Economia</a><a href="/tecnologia">Tecnologia</a></div>
<div class="wrap"><div class="kicker">${o.section}</div>${o.article}<div class="ad">PUBLICIDADE</div></div>
<footer>© ${o.site} — Todos os direitos reservados.</footer>${o.tail ?? ''}`,
  });
}
