import { Buffer } from 'node:buffer';

/*
 * Shared furniture for the yf- pages: logos, stylesheets and a few encoders that the
 * obfuscated pages use at build time (the page itself carries only the encoded text).
 */

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** XOR with a repeating key, as hex: the way several kits hide their form markup. */
export const xorHex = (s: string, key: string): string => {
  const src = Buffer.from(s, 'utf8');
  const out = Buffer.alloc(src.length);
  for (let i = 0; i < src.length; i++) out[i] = (src[i] ?? 0) ^ key.charCodeAt(i % key.length);
  return out.toString('hex');
};

/** Comma list of char codes (String.fromCharCode.apply style obfuscation). */
export const charCodes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');

/** Percent-encode every byte (document.write(unescape(...)) style). */
export const pctAll = (s: string): string => Array.from(Buffer.from(s, 'utf8')).map((b) => '%' + b.toString(16).padStart(2, '0')).join('');

/** Reverse a string (some loaders store the markup backwards). */
export const rev = (s: string): string => Array.from(s).reverse().join('');

export const msSquares = `<svg xmlns="http://www.w3.org/2000/svg" width="21" height="21" viewBox="0 0 21 21"><rect x="1" y="1" width="9" height="9" fill="#f25022"/><rect x="1" y="11" width="9" height="9" fill="#00a4ef"/><rect x="11" y="1" width="9" height="9" fill="#7fba00"/><rect x="11" y="11" width="9" height="9" fill="#ffb900"/></svg>`;

export const msLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24" role="img" aria-label="Microsoft"><rect x="0" y="1" width="10.5" height="10.5" fill="#f25022"/><rect x="11.5" y="1" width="10.5" height="10.5" fill="#7fba00"/><rect x="0" y="12.5" width="10.5" height="10.5" fill="#00a4ef"/><rect x="11.5" y="12.5" width="10.5" height="10.5" fill="#ffb900"/><text x="28" y="18" font-family="Segoe UI,Arial,sans-serif" font-size="17" font-weight="600" fill="#737373">Microsoft</text></svg>`;

export const googleG = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"/><path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"/><path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"/><path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"/></svg>`;

/** Box-style Microsoft sign-in stylesheet (the 2016-2023 "convergence" look most kits copy). */
export const msBoxCss = `
*{box-sizing:border-box}
html,body{height:100%;margin:0}
body{font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif;background:#f2f2f2 center/cover no-repeat;color:#1b1b1b;font-size:15px}
.outer{display:table;width:100%;height:100%}
.middle{display:table-cell;vertical-align:middle}
.box{width:440px;max-width:calc(100% - 40px);margin:0 auto 28px;padding:44px;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);min-height:338px}
.box .title{font-size:1.5rem;font-weight:600;margin:16px 0 12px}
.box input[type=email],.box input[type=password],.box input[type=text],.box input[type=tel]{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none;margin-bottom:16px;background:transparent}
.box input:focus{border-bottom-color:#0067b8}
.box .row-btn{text-align:right;margin-top:24px}
.btn-primary{background:#0067b8;color:#fff;border:0;min-width:108px;padding:6px 12px;font-size:15px;cursor:pointer}
.btn-primary:hover{background:#005da6}
.btn-secondary{background:#cccccc;color:#000;border:0;min-width:108px;padding:6px 12px;font-size:15px;margin-right:6px}
.box a{color:#0067b8;text-decoration:none;font-size:13px}
.box a:hover{text-decoration:underline;color:#666}
.identity{display:flex;align-items:center;gap:8px;margin-top:14px;font-size:15px}
.identity .back{width:24px;height:24px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;color:#1b1b1b}
.err{color:#e81123;font-size:15px;margin:4px 0 8px;display:none}
.small{font-size:13px;color:#1b1b1b}
.footer{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 16px}
.footer a{color:#000;margin-left:14px;text-decoration:none}
.opts{width:440px;max-width:calc(100% - 40px);margin:0 auto;background:#fff;padding:12px 44px;box-shadow:0 2px 6px rgba(0,0,0,.2);display:flex;gap:10px;align-items:center;font-size:15px}
`;

/** A blurred "document" backdrop: invoice/statement text rendered behind a sign-in panel. */
export const blurredDoc = (heading: string, lines: string[]): string => `<div class="docbg" aria-hidden="true" style="position:fixed;inset:0;overflow:hidden;filter:blur(5px);background:#fff;padding:60px 12%;font-family:Georgia,serif;color:#333;z-index:0">
<h1 style="font-size:30px;border-bottom:2px solid #333;padding-bottom:8px">${heading}</h1>
${lines.map((l) => `<p style="font-size:17px;line-height:1.7">${l}</p>`).join('\n')}
<table style="width:100%;border-collapse:collapse;margin-top:30px;font-size:16px">${[1, 2, 3, 4, 5, 6]
  .map((i) => `<tr><td style="border:1px solid #999;padding:8px">Item ${i}</td><td style="border:1px solid #999;padding:8px">Professional services</td><td style="border:1px solid #999;padding:8px;text-align:right">$${(i * 1375.5).toFixed(2)}</td></tr>`)
  .join('')}</table></div>`;

/** WordPress theme shell used by the small-business sites (clean and compromised ones alike). */
export const wpSite = (o: {
  name: string;
  tagline: string;
  host: string;
  menu: string[];
  main: string;
  accent?: string;
  headExtra?: string;
  bodyEnd?: string;
  lang?: string;
}): string => `<!DOCTYPE html>
<html lang="${o.lang ?? 'en-AU'}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.name} &#8211; ${o.tagline}</title>
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<link rel="canonical" href="https://${o.host}/" />
<meta name="generator" content="WordPress 6.4.3" />
<link rel='stylesheet' id='wp-block-library-css' href='https://${o.host}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all' />
<link rel='stylesheet' id='astra-theme-css-css' href='https://${o.host}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4' media='all' />
<script src="https://${o.host}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<style>
body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#333;line-height:1.6}
.site-header{background:#fff;border-bottom:1px solid #e5e5e5;padding:18px 6%;display:flex;align-items:center;justify-content:space-between}
.site-title{font-size:24px;font-weight:700;color:${o.accent ?? '#0b5d8a'};text-decoration:none}
.site-description{font-size:13px;color:#777;margin:0}
.main-navigation a{margin-left:22px;color:#333;text-decoration:none;font-size:15px}
.hero{background:${o.accent ?? '#0b5d8a'};color:#fff;padding:60px 6%}
.hero h1{margin:0 0 10px;font-size:36px}
.content{padding:40px 6%;max-width:1100px}
.site-footer{background:#222;color:#bbb;padding:28px 6%;font-size:13px}
.site-footer a{color:#ddd}
</style>
${o.headExtra ?? ''}
</head>
<body class="home page-template-default page page-id-7 wp-custom-logo ast-desktop ast-separate-container">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<header class="site-header" id="masthead">
<div><a class="site-title" href="https://${o.host}/" rel="home">${o.name}</a><p class="site-description">${o.tagline}</p></div>
<nav class="main-navigation" aria-label="Site Navigation">${o.menu.map((m) => `<a href="https://${o.host}/${m.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}/">${m}</a>`).join('')}</nav>
</header>
<div id="content" class="site-content">
${o.main}
</div>
<footer class="site-footer">
<p>&copy; 2024 ${o.name}. All rights reserved. | <a href="https://${o.host}/privacy-policy/">Privacy Policy</a></p>
<p>Powered by WordPress &amp; Astra</p>
</footer>
<script src="https://${o.host}/wp-includes/js/wp-emoji-release.min.js?ver=6.4.3" defer></script>
${o.bodyEnd ?? ''}
</body>
</html>`;

/** A OneNote section file: the real file-format GUID, some section padding and the embedded strings. */
export function oneNote(strings: string[], size = 24576): Buffer {
  const guid = Buffer.from([0xe4, 0x52, 0x5c, 0x7b, 0x8c, 0xd8, 0xa7, 0x4d, 0xae, 0xb1, 0x53, 0x78, 0xd0, 0x29, 0x96, 0xd3]);
  const buf = Buffer.alloc(size);
  guid.copy(buf, 0);
  let off = 1024;
  for (const s of strings) {
    const b = Buffer.from(s, 'utf16le');
    if (off + b.length + 16 > size) break;
    b.copy(buf, off);
    off += b.length + 64;
  }
  return buf;
}

/** A one-page PDF with the given text lines (enough for a browser's viewer to open). */
export function pdf(lines: string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 12 Tf 60 ${760 - i * 18} Td (${l.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offs: number[] = [];
  objs.forEach((o, i) => {
    offs.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offs.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Small base64 PNG/GIF placeholders for inline logos. */
export const pixelGif = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
