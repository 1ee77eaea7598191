import { createHash } from 'node:crypto';
import type { Route } from '../../corpus/corpus.js';

/**
 * Shared furniture for the yo- pages (email-gateway sandbox detonations): page shells, brand marks,
 * sign-in card styles, a QR-like pattern, small encoders. Pages themselves live in dev/ and blind/.
 */

export { zip, iso, lnk, pe, cfb, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute, beepWav } from './e-bin.js';

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
export const chunks = (s: string, n: number): string[] => s.match(new RegExp(`[\\s\\S]{1,${n}}`, 'g')) ?? [];
/** XOR each char code with a repeating key; returns a comma list of numbers for a JS array literal. */
export const xorList = (s: string, key: string): string =>
  Array.from(Buffer.from(s, 'utf8'))
    .map((c, i) => c ^ key.charCodeAt(i % key.length))
    .join(',');
export const rev = (s: string): string => s.split('').reverse().join('');
/** A stable hex-ish token that looks like a session or envelope id. */
export const tok = (seed: string, len = 32): string => createHash('sha256').update(seed).digest('hex').slice(0, len);
export const tok64 = (seed: string, len = 43): string =>
  createHash('sha512').update(seed).digest('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, len);

export type DocOpts = { title: string; lang?: string; head?: string; css?: string; body: string; bodyAttrs?: string; htmlAttrs?: string };

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"${o.htmlAttrs ? ' ' + o.htmlAttrs : ''}>
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${o.title}</title>
${o.head ?? ''}${o.css ? `<style>\n${o.css}\n</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

export type Routes = Record<string, Route>;

// ------------------------------------------------------------------ brand marks

export const MS_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24" role="img" aria-label="Microsoft"><path fill="#f25022" d="M0 0h11v11H0z"/><path fill="#7fba00" d="M12 0h11v11H12z"/><path fill="#00a4ef" d="M0 12h11v11H0z"/><path fill="#ffb900" d="M12 12h11v11H12z"/><text x="30" y="18" font-family="Segoe UI,Arial" font-size="17" font-weight="600" fill="#737373">Microsoft</text></svg>`;
export const MS_SQUARES = `<svg xmlns="http://www.w3.org/2000/svg" width="21" height="21" viewBox="0 0 23 23"><path fill="#f25022" d="M0 0h11v11H0z"/><path fill="#7fba00" d="M12 0h11v11H12z"/><path fill="#00a4ef" d="M0 12h11v11H0z"/><path fill="#ffb900" d="M12 12h11v11H12z"/></svg>`;
export const GOOGLE_WORDMARK = `<span class="gw" aria-label="Google"><span style="color:#4285f4">G</span><span style="color:#ea4335">o</span><span style="color:#fbbc05">o</span><span style="color:#4285f4">g</span><span style="color:#34a853">l</span><span style="color:#ea4335">e</span></span>`;
export const GOOGLE_G = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 48 48"><path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"/><path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"/><path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"/><path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"/></svg>`;
export const OKTA_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="90" height="30" viewBox="0 0 90 30" aria-label="Okta"><circle cx="14" cy="15" r="11" fill="none" stroke="#00297a" stroke-width="6"/><text x="32" y="23" font-family="Arial" font-weight="700" font-size="22" fill="#00297a">okta</text></svg>`;
export const DOCUSIGN_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="132" height="28" viewBox="0 0 132 28" aria-label="DocuSign"><rect x="0" y="4" width="20" height="20" rx="3" fill="#4c00ff"/><path d="M6 14l4 4 6-8" stroke="#fff" stroke-width="2.5" fill="none"/><text x="26" y="20" font-family="Arial" font-weight="700" font-size="18" fill="#130032">DocuSign</text></svg>`;
export const ADOBE_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="28" viewBox="0 0 150 28" aria-label="Adobe Acrobat Sign"><path d="M0 26L9 2h5l9 24h-5l-2.3-6.5H7.4L5 26z M8.8 15.5h6.6L12 6z" fill="#eb1000"/><text x="30" y="20" font-family="Arial" font-size="15" fill="#2c2c2c">Adobe Acrobat Sign</text></svg>`;
export const DROPBOX_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="28" viewBox="0 0 120 28" aria-label="Dropbox"><path fill="#0061fe" d="M7 2L0 6.5l7 4.5 7-4.5zm14 0l-7 4.5 7 4.5 7-4.5zM0 15.5L7 20l7-4.5L7 11zm21-4.5l-7 4.5 7 4.5 7-4.5zM7 21.5l7 4.5 7-4.5-7-4.5z"/><text x="34" y="20" font-family="Arial" font-weight="700" font-size="17" fill="#1e1919">Dropbox</text></svg>`;
export const BOX_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="52" height="28" viewBox="0 0 52 28" aria-label="Box"><text x="0" y="22" font-family="Arial Black,Arial" font-weight="900" font-size="24" fill="#0061d5">box</text></svg>`;
export const WETRANSFER_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="44" height="24" viewBox="0 0 44 24" aria-label="WeTransfer"><text x="0" y="19" font-family="Arial Black,Arial" font-weight="900" font-size="20" fill="#17181a">we</text></svg>`;
export const ZOOM_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="90" height="24" viewBox="0 0 90 24" aria-label="Zoom"><text x="0" y="20" font-family="Arial" font-weight="700" font-size="22" fill="#0b5cff">zoom</text></svg>`;
export const TEAMS_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" aria-label="Microsoft Teams"><circle cx="24" cy="9" r="4" fill="#7b83eb"/><rect x="18" y="14" width="12" height="12" rx="3" fill="#7b83eb"/><rect x="2" y="7" width="18" height="18" rx="2" fill="#4b53bc"/><path d="M6 11h10v2.4h-3.8V22h-2.4v-8.6H6z" fill="#fff"/></svg>`;
export const SP_ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" aria-label="SharePoint"><circle cx="15" cy="11" r="9" fill="#036c70"/><circle cx="22" cy="19" r="7" fill="#1a9ba1"/><circle cx="14" cy="25" r="5" fill="#37c6d0"/><rect x="2" y="9" width="14" height="14" rx="2" fill="#03787c"/><text x="5" y="20" font-family="Arial" font-weight="700" font-size="10" fill="#fff">S</text></svg>`;
export const XLSX_ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect x="8" y="4" width="28" height="32" rx="2" fill="#21a366"/><rect x="2" y="10" width="18" height="18" rx="2" fill="#107c41"/><path d="M6 14l3.2 5L6 24h2.6l2-3.4 2 3.4h2.6l-3.2-5 3.2-5h-2.6l-2 3.4-2-3.4z" fill="#fff"/></svg>`;
export const PDF_ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><path d="M8 2h17l9 9v27H8z" fill="#e5252a"/><path d="M25 2v9h9z" fill="#ff8a8d"/><text x="11" y="30" font-family="Arial" font-weight="700" font-size="9" fill="#fff">PDF</text></svg>`;

// ------------------------------------------------------------------ Microsoft-style sign-in card

export const MS_CSS = `html,body{height:100%}
body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif;color:#1b1b1b;background:#f2f2f2;font-size:15px}
.bg{position:fixed;inset:0;background:linear-gradient(135deg,#e8eef6 0%,#f3f0ec 50%,#eef3ea 100%)}
.outer{position:relative;display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:100%}
.card{width:440px;max-width:calc(100vw - 40px);background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px;box-sizing:border-box;margin-bottom:28px}
.card .ident{display:inline-flex;align-items:center;gap:6px;margin:14px 0 0;font-size:15px;color:#1b1b1b;background:none;border:0;padding:0;cursor:pointer}
.card h1,.card .title{font-size:24px;line-height:28px;font-weight:600;margin:16px 0 12px;padding:0}
.card input[type=email],.card input[type=text],.card input[type=password],.card input[type=tel]{display:block;width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;height:36px;outline:none;background:transparent;margin-bottom:16px;box-sizing:border-box}
.card input:focus{border-bottom-color:#0067b8}
.card a{color:#0067b8;text-decoration:none;font-size:13px}
.card a:hover{text-decoration:underline;color:#666}
.card .row{display:flex;justify-content:flex-end;gap:4px;margin-top:24px}
.btn{min-width:108px;min-height:32px;border:0;padding:4px 12px;font-size:15px;cursor:pointer}
.btn-primary{background:#0067b8;color:#fff}
.btn-primary:hover{background:#005da6}
.btn-secondary{background:#cccccc;color:#000}
.err{color:#e81123;font-size:15px;margin:0 0 10px;display:none}
.opts{width:440px;max-width:calc(100vw - 40px);background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:12px 44px;box-sizing:border-box;display:flex;align-items:center;gap:12px;font-size:15px}
.foot{position:fixed;bottom:0;right:0;left:0;display:flex;justify-content:flex-end;gap:16px;padding:6px 12px;font-size:12px;background:rgba(0,0,0,.0)}
.foot a{color:#000;text-decoration:none}
.small{font-size:13px;color:#1b1b1b}`;

export function msCard(inner: string, opts: { footer?: boolean; options?: string; logo?: string } = {}): string {
  return `<div class="bg"></div>
<div class="outer">
  <div class="card">
    <div class="logo">${opts.logo ?? MS_LOGO}</div>
${inner}
  </div>
${opts.options ?? ''}
</div>
${opts.footer === false ? '' : `<div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>`}`;
}

// ------------------------------------------------------------------ Google-style card

export const GOOGLE_CSS = `body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9;color:#1f1f1f}
.wrap{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center}
.gcard{background:#fff;border-radius:28px;padding:36px 40px;width:min(1040px,calc(100vw - 48px));box-sizing:border-box;display:grid;grid-template-columns:1fr 1fr;gap:24px}
.gcard h1{font-size:36px;font-weight:400;margin:16px 0 12px}
.gcard p.sub{font-size:16px;margin:0}
.gw{font-size:26px;font-weight:500;letter-spacing:-1px}
.field{position:relative;margin:24px 0 8px}
.field input{width:100%;box-sizing:border-box;height:56px;border:1px solid #747775;border-radius:4px;padding:13px 15px;font-size:16px}
.field input:focus{outline:none;border:2px solid #0b57d0}
.link{color:#0b57d0;font-weight:500;font-size:14px;text-decoration:none}
.actions{display:flex;justify-content:flex-end;align-items:center;gap:16px;margin-top:40px}
.gbtn{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;font-size:14px;font-weight:500;cursor:pointer}
.gbtn.text{background:none;color:#0b57d0}
.gfoot{width:min(1040px,calc(100vw - 48px));display:flex;justify-content:space-between;font-size:12px;color:#444;padding:16px 0}
.gfoot a{color:#444;text-decoration:none;margin-left:24px}
.chip{display:inline-flex;align-items:center;gap:8px;border:1px solid #747775;border-radius:16px;padding:4px 12px 4px 6px;font-size:14px;margin-top:12px}
.chip i{display:inline-block;width:20px;height:20px;border-radius:50%;background:#7cacf8;color:#fff;font-style:normal;font-size:12px;text-align:center;line-height:20px}
@media(max-width:800px){.gcard{grid-template-columns:1fr}}`;

// ------------------------------------------------------------------ Okta-style widget

export const OKTA_CSS = `body{margin:0;background:#f9f9f9 linear-gradient(#f4f6f8,#eef1f4);font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d1d21}
#okta-sign-in{width:400px;max-width:calc(100vw - 32px);margin:80px auto 8px;background:#fff;border:1px solid #d7d9dc;border-radius:6px;box-shadow:0 2px 0 rgba(175,175,175,.12)}
.okta-sign-in-header{padding:30px 90px 24px;border-bottom:1px solid #ddd;text-align:center}
.okta-sign-in-header img,.okta-sign-in-header svg{max-height:40px;max-width:200px}
.auth-content{padding:20px 42px 42px}
.auth-content h2{font-size:20px;font-weight:600;text-align:center;margin:10px 0 24px}
.o-form-label{display:block;font-size:14px;font-weight:600;margin:0 0 6px}
.o-form-input input{width:100%;box-sizing:border-box;height:40px;border:1px solid #8c8c96;border-radius:4px;padding:6px 8px;font-size:14px;margin-bottom:18px}
.o-form-input input:focus{outline:none;border-color:#1662dd;box-shadow:0 0 0 2px #a7c1f2}
.button-primary{display:block;width:100%;height:48px;background:#1662dd;border:0;border-radius:4px;color:#fff;font-size:14px;font-weight:600;cursor:pointer}
.auth-footer{margin-top:18px;font-size:13px}
.auth-footer a{color:#1662dd;text-decoration:none;display:block;margin-top:8px}
.powered{text-align:center;font-size:12px;color:#6e6e78;margin-top:16px}
.chk{font-size:14px;margin-bottom:18px}`;

// ------------------------------------------------------------------ QR-like pattern

/** A 29x29 grid with the three finder squares and a seeded module pattern; looks like a QR code at a glance. */
export function qrSvg(seed: string, px = 6): string {
  const n = 29;
  const bits = createHash('sha512').update(seed).digest();
  const more = createHash('sha512').update(seed + '#').digest();
  const all = Buffer.concat([bits, more, createHash('sha512').update(seed + '##').digest()]);
  const cells: string[] = [];
  const finder = (x: number, y: number): boolean => x >= 0 && x < 7 && y >= 0 && y < 7 && (x === 0 || y === 0 || x === 6 || y === 6 || (x >= 2 && x <= 4 && y >= 2 && y <= 4));
  const inFinderZone = (x: number, y: number): boolean => (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      let on: boolean;
      if (inFinderZone(x, y)) {
        on = finder(x, y) || finder(x - (n - 7), y) || finder(x, y - (n - 7));
      } else if (y === 6 || x === 6) on = (x + y) % 2 === 0;
      else {
        const i = y * n + x;
        on = (((all[i >> 3] ?? 0) >> (i & 7)) & 1) === 1;
      }
      if (on) cells.push(`M${x * px} ${y * px}h${px}v${px}h-${px}z`);
    }
  }
  const size = n * px;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size + 2 * px * 2}" height="${size + 2 * px * 2}" viewBox="-${px * 2} -${px * 2} ${size + px * 4} ${size + px * 4}" shape-rendering="crispEdges"><rect x="-${px * 2}" y="-${px * 2}" width="${size + px * 4}" height="${size + px * 4}" fill="#fff"/><path d="${cells.join('')}" fill="#000"/></svg>`;
}

/** A blurred document backdrop (spreadsheet or letter) made of grey bars, for "sign in to view" lures and real previews. */
export function blurredSheet(rows = 18, blur = 4): string {
  const r: string[] = [];
  for (let i = 0; i < rows; i++) {
    const w1 = 20 + ((i * 37) % 50);
    const w2 = 30 + ((i * 53) % 40);
    r.push(`<div style="display:flex;gap:12px;margin:10px 0"><span style="height:10px;width:${w1}%;background:#c8c8c8;border-radius:2px"></span><span style="height:10px;width:${w2}%;background:#d8d8d8;border-radius:2px"></span><span style="height:10px;width:12%;background:#bdbdbd;border-radius:2px"></span></div>`);
  }
  return `<div style="filter:blur(${blur}px);padding:40px 60px;background:#fff;max-width:900px;margin:30px auto;box-shadow:0 0 12px rgba(0,0,0,.15)">${r.join('')}</div>`;
}

/** The route key ("host/path?query") the corpus server looks up first for a URL. */
export const keyOf = (url: string): string => {
  const u = new URL(url);
  return `${u.hostname}${u.pathname}${u.search}`;
};
