/**
 * Shared furniture for the yb- pages (Nordic/Baltic CERT reports): document shell, wordmark logos,
 * stylesheets that several sites (real and copied) have in common, cookie banners, news-site shells.
 */

export type Doc = { lang: string; title: string; head?: string; css?: string; body: string; bodyAttrs?: string };

export function doc(d: Doc): string {
  return `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${d.title}</title>
${d.head ?? ''}${d.css ? `<style>\n${d.css}\n</style>\n` : ''}</head>
<body${d.bodyAttrs ? ' ' + d.bodyAttrs : ''}>
${d.body}
</body>
</html>
`;
}

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const pct = (s: string): string =>
  Array.from(Buffer.from(s, 'utf8'))
    .map((c) => '%' + c.toString(16).padStart(2, '0'))
    .join('');
export const hexEsc = (s: string): string =>
  Array.from(s)
    .map((c) => '\\x' + c.charCodeAt(0).toString(16).padStart(2, '0'))
    .join('');
export const xorHex = (s: string, key: number): string =>
  Array.from(Buffer.from(s, 'utf8'))
    .map((c) => (c ^ key).toString(16).padStart(2, '0'))
    .join('');

/** A flat wordmark: coloured tile with initials, then the name. */
export function wordmark(name: string, color: string, opts: { initials?: string; fg?: string; h?: number } = {}): string {
  const h = opts.h ?? 32;
  const ini = opts.initials ?? name.slice(0, 1);
  const w = Math.round(h * 0.9 + name.length * h * 0.42);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${name}"><rect width="${h}" height="${h}" rx="${Math.round(h / 5)}" fill="${color}"/><text x="${h / 2}" y="${h * 0.68}" font-family="Arial,Helvetica,sans-serif" font-size="${Math.round(h * 0.5)}" font-weight="700" fill="${opts.fg ?? '#fff'}" text-anchor="middle">${ini}</text><text x="${h + 8}" y="${h * 0.7}" font-family="Arial,Helvetica,sans-serif" font-size="${Math.round(h * 0.56)}" font-weight="700" fill="${color}">${name}</text></svg>`;
}

/** The e-ID app mark used by the Swedish and Norwegian BankID sign-in screens. */
export const bankIdMark = (color = '#193e4f'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="60" viewBox="0 0 64 60" role="img" aria-label="BankID"><path fill="${color}" d="M20.2 31.1l2.7-17.1h-2.9c-1.3 0-3.1-.8-3.6-2.1-.2-.5-.5-2 1.5-3.4.7-.5 1.2-1 1.3-1.4.1-.4-.1-.8-.3-1-.5-.5-1.5-.8-2.8-.8-2.2 0-3.7 1.2-3.9 2.1-.1.6.2 1.1.6 1.4 1.2.9 1.5 2.2.7 3.4-.8 1.3-2.6 2-4.4 2H4.5C4.3 15.5 1 36.1.8 37.3h18.4c.2-.7.8-4.9 1-6.2z"/><path fill="${color}" d="M45 .5H26.3L23.8 16.3h3.2c1.7 0 3.4-.8 4.1-1.9.2-.4.3-.7.3-1 0-.6-.4-1.1-.8-1.4-1.2-.9-1.4-2.1-1.4-2.9 0-.2 0-.4.1-.5.3-2 3-4.2 6.6-4.2 2.2 0 3.8.5 4.8 1.4.9.8 1.2 2 .9 3.2-.3 1.5-1.8 2.7-2.6 3.3-2.2 1.5-1.9 2.9-1.8 3.3.5 1.2 2.2 2 3.5 2h5c6.9.1 10.6 3.2 9.4 10.4-1.1 6.7-6.2 9.6-12.3 9.7h-2.4l-1 6.2h3.6c15.9 0 28.5-6.5 29.1-23 .4-7.9-5.6-19.4-19.4-19.5z"/><text x="0" y="58" font-family="Arial" font-size="11" font-weight="700" fill="${color}">BankID</text></svg>`;

export const spinnerCss = `.spin{width:42px;height:42px;border:4px solid #d9dee3;border-top-color:#193e4f;border-radius:50%;animation:r 1s linear infinite;margin:24px auto}@keyframes r{to{transform:rotate(360deg)}}`;

export const baseCss = `*{box-sizing:border-box}body{margin:0;font-family:"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d2329;background:#fff;line-height:1.5}a{color:inherit}img,svg{max-width:100%}button{font:inherit;cursor:pointer}input,select,textarea{font:inherit}`;

export const cardCss = `${baseCss}
body{background:#f2f4f6}
.wrap{max-width:440px;margin:48px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:32px}
.card h1{font-size:24px;margin:16px 0 8px}
.card p{color:#505a64;margin:0 0 18px}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input[type=text],input[type=tel],input[type=email],input[type=password],input[type=number],select{width:100%;padding:12px;border:1px solid #aeb6be;border-radius:6px;font-size:16px}
input:focus{outline:2px solid #0a66c2;border-color:#0a66c2}
.btn{display:block;width:100%;margin-top:22px;padding:13px;border:0;border-radius:6px;background:#0a66c2;color:#fff;font-size:16px;font-weight:600}
.muted{font-size:13px;color:#6b7580}
.row{display:flex;gap:12px}.row>div{flex:1}
.err{background:#fdecea;color:#8a1c12;padding:10px 12px;border-radius:6px;font-size:14px;display:none}
footer.small{text-align:center;font-size:12px;color:#7b858f;margin:28px 0}`;

export const govCss = `${baseCss}
header.top{background:#fff;border-bottom:1px solid #dde1e5}
header.top .in,main .in,footer .in{max-width:1080px;margin:0 auto;padding:0 20px}
header.top .in{display:flex;align-items:center;justify-content:space-between;height:76px}
nav.main{background:#f5f6f7;border-bottom:1px solid #e3e6e9}
nav.main ul{max-width:1080px;margin:0 auto;padding:0 20px;display:flex;gap:28px;list-style:none}
nav.main a{display:block;padding:14px 0;text-decoration:none;font-weight:600;color:#23303c}
main{padding:32px 0 64px}
main h1{font-size:34px;line-height:1.2;margin:8px 0 16px}
.lead{font-size:19px;color:#39444f}
.crumbs{font-size:14px;color:#56626d}
.box{border:1px solid #d4dadf;border-radius:6px;padding:20px 24px;margin:24px 0;background:#fafbfc}
.btn{display:inline-block;padding:12px 22px;border-radius:4px;background:#1c5b8c;color:#fff;text-decoration:none;font-weight:600;border:0}
footer{background:#1f2d3a;color:#d6dde3;padding:40px 0;font-size:14px}
footer a{color:#fff}
.cols{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:24px}`;

export const newsCss = `${baseCss}
body{background:#fff;color:#111}
.bar{background:var(--brand,#c00);color:#fff}
.bar .in{max-width:1100px;margin:0 auto;padding:10px 20px;display:flex;align-items:center;gap:26px}
.bar .logo{font:900 30px/1 Georgia,serif;letter-spacing:-1px;color:#fff;text-decoration:none}
.bar nav a{color:#fff;text-decoration:none;font-weight:600;margin-right:18px;font-size:15px}
.page{max-width:1100px;margin:0 auto;padding:24px 20px;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:40px}
article h1{font:800 40px/1.12 Georgia,"Times New Roman",serif;margin:6px 0 14px}
article .ingress{font-size:20px;font-weight:600;line-height:1.45}
article .meta{font-size:13px;color:#666;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:8px 0;margin:16px 0}
article p{font:18px/1.65 Georgia,serif}
article blockquote{margin:20px 0;padding:14px 18px;background:#f4f4f4;border-left:4px solid var(--brand,#c00);font:16px/1.5 Menlo,Consolas,monospace;white-space:pre-wrap}
aside .teaser{border-top:3px solid #111;padding:10px 0 18px}
aside .teaser b{display:block;font:700 17px/1.3 Georgia,serif}
figure{margin:18px 0}figure .ph{height:360px;background:linear-gradient(135deg,#7c8d99,#c9d3d9)}figcaption{font-size:13px;color:#555;padding-top:6px}
.kicker{color:var(--brand,#c00);font-weight:800;text-transform:uppercase;font-size:13px;letter-spacing:.04em}
@media(max-width:800px){.page{grid-template-columns:1fr}}`;

export function newsShell(o: { brand: string; color: string; nav: string[]; article: string; aside?: string; footer?: string }): string {
  return `<div class="bar" style="--brand:${o.color}"><div class="in"><a class="logo" href="/">${o.brand}</a><nav>${o.nav.map((n) => `<a href="/${n.toLowerCase().replace(/[^a-zåäöæøõüšžė]+/gi, '-')}/">${n}</a>`).join('')}</nav></div></div>
<div class="page" style="--brand:${o.color}"><article>${o.article}</article><aside>${o.aside ?? ''}</aside></div>
<footer style="background:#111;color:#bbb;padding:30px 20px;font-size:13px;text-align:center">${o.footer ?? `© ${o.brand}`}</footer>`;
}

export const cookieBanner = (text: string, accept: string, more: string): string =>
  `<div id="cc" style="position:fixed;left:0;right:0;bottom:0;background:#fff;border-top:1px solid #ccd;box-shadow:0 -2px 12px rgba(0,0,0,.1);padding:16px 24px;display:flex;gap:16px;align-items:center;justify-content:center;font-size:14px;z-index:50"><span style="max-width:700px">${text}</span><button onclick="document.getElementById('cc').remove();try{localStorage.setItem('cc','1')}catch(e){}" style="padding:9px 18px;border:0;border-radius:4px;background:#222;color:#fff">${accept}</button><a href="/cookies">${more}</a></div><script>try{if(localStorage.getItem('cc'))document.getElementById('cc').remove()}catch(e){}</script>`;

/** The tag-manager snippet many Nordic sites carry (the container id is made up). */
export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

/** Card-number formatting many checkout forms (and copies of them) share. */
export const cardFormatJs = `function fmtCard(el){var v=el.value.replace(/\\D/g,'').slice(0,16);el.value=v.replace(/(\\d{4})(?=\\d)/g,'$1 ');}
function fmtExp(el){var v=el.value.replace(/\\D/g,'').slice(0,4);el.value=v.length>2?v.slice(0,2)+'/'+v.slice(2):v;}
function luhn(n){n=n.replace(/\\D/g,'');var s=0,a=false;for(var i=n.length-1;i>=0;i--){var d=+n[i];if(a){d*=2;if(d>9)d-=9}s+=d;a=!a}return n.length>=13&&s%10===0}`;

/** A minimal but well-formed one-page PDF (for clean document downloads). */
export function pdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, ' ');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 12 Tf 60 780 Td (${safe}) Tj ET`;
  objs[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let out = '%PDF-1.4\n';
  const offs: number[] = [];
  objs.forEach((o, i) => {
    offs.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offs.map((o) => String(o).padStart(10, '0') + ' 00000 n \n').join('')}trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
