/**
 * Shared furniture for the ym- pages (author ym): document shell, small CSS blocks, inline SVG marks,
 * encoders used by obfuscated pages, and a few scripts that many real sites carry (consent banners,
 * analytics stubs). Nothing here decides a page's label; each page is written in dev/ or blind/.
 */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** Percent-encodes every byte (what `unescape`/`decodeURIComponent` kits feed to document.write). */
export const pct = (s: string): string => Array.from(Buffer.from(s, 'utf8')).map((c) => '%' + c.toString(16).padStart(2, '0')).join('');

/** Single-byte XOR then hex, as some kits ship their markup. */
export const xorHex = (s: string, key: number): string => Array.from(Buffer.from(s, 'utf8')).map((c) => (c ^ key).toString(16).padStart(2, '0')).join('');

/** Reversed base64, another common wrapper. */
export const revB64 = (s: string): string => b64(s).split('').reverse().join('');

export type DocOpts = { lang: string; title: string; head?: string; css?: string; body: string; bodyAttrs?: string; htmlAttrs?: string };

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"${o.htmlAttrs ? ' ' + o.htmlAttrs : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
${o.css ? `<style>\n${o.css}\n</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

export const reset = `*,*::before,*::after{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;line-height:1.45}img,svg{vertical-align:middle}button,input,select,textarea{font:inherit}a{color:inherit}`;

/** A plain centred card layout that bank and state-service pages (real and copied) both use. */
export const cardCss = (accent: string, bg = '#f4f5f7', font = `'Inter',system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif`): string => `${reset}
body{font-family:${font};background:${bg};color:#1d1f23;min-height:100vh;display:flex;flex-direction:column}
header.top{background:#fff;border-bottom:1px solid #e3e5e8;padding:14px 28px;display:flex;align-items:center;justify-content:space-between}
header.top nav a{margin-left:18px;text-decoration:none;color:#555;font-size:14px}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:48px 16px}
.card{background:#fff;border-radius:14px;box-shadow:0 6px 24px rgba(20,30,50,.08);padding:32px 36px;width:100%;max-width:420px}
.card h1{font-size:22px;margin:0 0 6px}
.card p.sub{color:#6b7078;margin:0 0 22px;font-size:14px}
.field{margin-bottom:16px}
.field label{display:block;font-size:13px;color:#4a4f57;margin-bottom:6px}
.field input,.field select{width:100%;padding:12px 14px;border:1px solid #cfd3d9;border-radius:8px;background:#fff;font-size:15px}
.field input:focus{outline:none;border-color:${accent};box-shadow:0 0 0 3px ${accent}22}
.row{display:flex;gap:12px}.row .field{flex:1}
.btn{display:block;width:100%;padding:13px;border:0;border-radius:8px;background:${accent};color:#fff;font-weight:600;font-size:15px;cursor:pointer}
.btn:disabled{opacity:.6}
.muted{color:#7a7f87;font-size:13px}
.links{display:flex;justify-content:space-between;margin-top:16px;font-size:13px}
.links a{color:${accent};text-decoration:none}
.err{display:none;background:#fdecea;color:#a4261b;border-radius:8px;padding:10px 12px;font-size:13px;margin-bottom:14px}
footer.bottom{padding:18px 28px;font-size:12px;color:#8a8f97;text-align:center}
.spin{width:22px;height:22px;border:3px solid #ddd;border-top-color:${accent};border-radius:50%;animation:sp 0.9s linear infinite;margin:0 auto}
@keyframes sp{to{transform:rotate(360deg)}}
`;

/** Inline SVG mark: a rounded square with letters, followed by a word mark. */
export function mark(letters: string, color: string, word: string, opts: { fg?: string; round?: number; w?: number } = {}): string {
  const w = opts.w ?? 150;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="34" viewBox="0 0 ${w} 34" role="img" aria-label="${esc(word)}"><rect width="34" height="34" rx="${opts.round ?? 8}" fill="${color}"/><text x="17" y="23" font-family="Arial,sans-serif" font-size="${letters.length > 2 ? 11 : 15}" font-weight="700" fill="${opts.fg ?? '#fff'}" text-anchor="middle">${esc(letters)}</text><text x="44" y="23" font-family="Arial,sans-serif" font-size="17" font-weight="700" fill="#1d1f23">${esc(word)}</text></svg>`;
}

/** Trident-and-flag style mark used on Ukrainian state pages (drawn simply). */
export const uaFlag = `<svg width="28" height="20" viewBox="0 0 3 2" aria-hidden="true"><rect width="3" height="1" fill="#0057b7"/><rect y="1" width="3" height="1" fill="#ffd700"/></svg>`;

export const cardIcons = `<span class="cards" aria-hidden="true"><svg width="38" height="24" viewBox="0 0 38 24"><rect width="38" height="24" rx="4" fill="#1a1f71"/><text x="19" y="16" font-size="9" font-family="Arial" font-weight="700" fill="#fff" text-anchor="middle">VISA</text></svg> <svg width="38" height="24" viewBox="0 0 38 24"><rect width="38" height="24" rx="4" fill="#f4f4f4"/><circle cx="15" cy="12" r="7" fill="#eb001b"/><circle cx="23" cy="12" r="7" fill="#f79e1b" fill-opacity=".85"/></svg></span>`;

/** Consent banner script much like the ones on real sites (stores the choice, nothing more). */
export function consent(text: string, accept: string, more: string, moreHref = '/privacy'): string {
  return `<div id="cc" style="position:fixed;left:16px;right:16px;bottom:16px;max-width:720px;margin:auto;background:#fff;border-radius:10px;box-shadow:0 4px 20px rgba(0,0,0,.18);padding:16px 18px;font-size:13px;display:none;z-index:50">
<span>${text}</span> <a href="${moreHref}">${more}</a>
<button id="cc-ok" style="float:right;margin-top:6px;padding:8px 16px;border:0;border-radius:6px;background:#222;color:#fff;cursor:pointer">${accept}</button></div>
<script>
(function(){try{if(localStorage.getItem('cc_ok'))return}catch(e){}var b=document.getElementById('cc');b.style.display='block';document.getElementById('cc-ok').onclick=function(){try{localStorage.setItem('cc_ok','1')}catch(e){}b.style.display='none'}})();
</script>`;
}

/** Analytics stub that queues events like gtag does; the library itself is loaded from a CDN path. */
export function analytics(id: string): string {
  return `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;
}

/** Simple Luhn check used by card forms (both real checkouts and copied ones carry one). */
export const luhnJs = `function luhn(n){n=String(n).replace(/\\D/g,'');var s=0,a=false;for(var i=n.length-1;i>=0;i--){var d=+n[i];if(a){d*=2;if(d>9)d-=9}s+=d;a=!a}return n.length>=13&&s%10===0}`;

/** Card number and expiry formatting as you type. */
export const cardFormatJs = `function fmtCard(el){el.addEventListener('input',function(){var v=el.value.replace(/\\D/g,'').slice(0,16);el.value=v.replace(/(\\d{4})(?=\\d)/g,'$1 ')})}
function fmtExp(el){el.addEventListener('input',function(){var v=el.value.replace(/\\D/g,'').slice(0,4);el.value=v.length>2?v.slice(0,2)+'/'+v.slice(2):v})}`;

/** A decent-looking footer block for news and municipal sites. */
export function siteFooter(lines: string[]): string {
  return `<footer style="background:#1f2328;color:#b9bec5;padding:28px 24px;font-size:13px;margin-top:40px"><div style="max-width:1100px;margin:auto">${lines.map((l) => `<p style="margin:4px 0">${l}</p>`).join('')}</div></footer>`;
}
