import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { jsRoute, pngRoute } from './e-bin.js';

/**
 * Page furniture for author q's held-out pages: a document shell, plain CSS in a few house styles, a small
 * self-hosted analytics snippet, favicons. Nothing here decides what a page is; each page writes its own content.
 */

export type Shell = {
  lang?: string;
  title: string;
  head?: string;
  css?: string;
  body: string;
  bodyAttrs?: string;
};

export function doc(s: Shell): string {
  return `<!DOCTYPE html>
<html lang="${s.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${s.title}</title>
${s.head ?? ''}
${s.css ? `<style>\n${s.css}\n</style>` : ''}
</head>
<body${s.bodyAttrs ? ' ' + s.bodyAttrs : ''}>
${s.body}
</body>
</html>`;
}

/** A plain, slightly dated small-business stylesheet. */
export const cssPlain = (accent = '#2a5d8f', font = 'Helvetica, Arial, sans-serif') => `
*{box-sizing:border-box}body{margin:0;font-family:${font};color:#222;background:#f5f6f7;line-height:1.5}
a{color:${accent}}header.top{background:#fff;border-bottom:1px solid #ddd;padding:14px 24px;display:flex;align-items:center;justify-content:space-between}
header.top .name{font-weight:700;font-size:19px;color:${accent};text-decoration:none}
nav a{margin-left:18px;text-decoration:none;color:#444;font-size:14px}
main{max-width:960px;margin:28px auto;padding:0 18px}
.card{background:#fff;border:1px solid #e1e1e1;border-radius:6px;padding:24px;margin-bottom:18px}
.narrow{max-width:420px;margin:60px auto}
label{display:block;font-size:13px;margin:12px 0 4px;color:#444}
input,select,textarea{width:100%;padding:9px 10px;border:1px solid #bbb;border-radius:4px;font-size:15px;font-family:inherit}
button,.btn{background:${accent};color:#fff;border:0;border-radius:4px;padding:10px 18px;font-size:15px;cursor:pointer;text-decoration:none;display:inline-block}
.muted{color:#777;font-size:13px}.row{display:flex;gap:12px}.row>*{flex:1}
footer{font-size:12px;color:#888;text-align:center;padding:28px 12px;border-top:1px solid #e4e4e4;margin-top:40px}
footer a{color:#888;margin:0 6px}table{border-collapse:collapse;width:100%}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left;font-size:14px}
.hidden{display:none}.err{color:#b00020;font-size:13px}.ok{color:#1b7f3b}
`;

/** A flatter "app" stylesheet as SaaS portals use. */
export const cssApp = (accent = '#5b5bd6') => `
:root{--a:${accent}}*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1d21;background:#fafafa}
.wrap{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px}
.box{width:100%;max-width:380px;background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.05);padding:32px}
h1{font-size:20px;margin:0 0 6px}p{margin:0 0 14px;color:#555}label{display:block;font-size:13px;font-weight:500;margin:14px 0 6px}
input,select{width:100%;padding:10px 12px;border:1px solid #d4d4d8;border-radius:6px;font-size:15px}input:focus{outline:2px solid var(--a);border-color:transparent}
button{width:100%;margin-top:18px;padding:11px;border:0;border-radius:6px;background:var(--a);color:#fff;font-weight:600;font-size:15px;cursor:pointer}
.sub{font-size:12px;color:#888;text-align:center;margin-top:18px}.sub a{color:#888}.hidden{display:none}.err{color:#c0262d;font-size:13px;margin-top:8px}
`;

/** A self-hosted analytics snippet (Matomo/Plausible-style) and the route serving its script. */
export function analytics(host: string, siteId = 1): { tag: string; routes: Record<string, Route> } {
  return {
    tag: `<script>
var _paq = window._paq = window._paq || [];
_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);
(function(){var u="https://${host}/stats/";_paq.push(['setTrackerUrl',u+'matomo.php']);_paq.push(['setSiteId','${siteId}']);
var d=document,g=d.createElement('script'),s=d.getElementsByTagName('script')[0];g.async=true;g.src=u+'matomo.js';s.parentNode.insertBefore(g,s);})();
</script>`,
    routes: {
      [`${host}/stats/matomo.js`]: jsRoute(`/*! tracker */(function(){var q=window._paq||[];window.Matomo={ping:function(){}};var img=new Image();img.src="https://${host}/stats/matomo.php?idsite=${siteId}&rec=1&r="+Math.random();})();`),
      [`${host}/stats/matomo.php`]: pngRoute(255, 255, 255),
    },
  };
}

/** Favicon + a 1x1 logo image route. */
export const icon = (host: string, r = 40, g = 90, b = 140): Record<string, Route> => ({
  [`${host}/favicon.ico`]: pngRoute(r, g, b),
  [`${host}/img/logo.png`]: pngRoute(r, g, b),
});

export const html = htmlRoute;

/** Base64 of a UTF-8 string (for pages that decode their own content at runtime). */
export const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/** A minimal one-page PDF whose text is the given lines (for PDF-viewer pages). */
export function pdf(lines: string[]): Buffer {
  const esc = (t: string) => t.replace(/[\\()]/g, (c) => '\\' + c);
  const content = `BT /F1 12 Tf 60 760 Td 16 TL ${lines.map((l) => `(${esc(l)}) Tj T*`).join(' ')} ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offs: number[] = [];
  objs.forEach((o, i) => {
    offs.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offs.map((o) => String(o).padStart(10, '0') + ' 00000 n \n').join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export const pdfRoute = (lines: string[], filename?: string): Route => ({
  status: 200,
  headers: { 'content-type': 'application/pdf', ...(filename ? { 'content-disposition': `inline; filename="${filename}"` } : {}) },
  body: pdf(lines),
});
