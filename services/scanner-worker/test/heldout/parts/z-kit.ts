import type { Route } from '../../corpus/corpus.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { cssRoute, fileRoute, jsonRoute, jsRoute, png, pngRoute } from './e-bin.js';

/**
 * Page furniture for the `z-` pages (author z): a document shell, a tiny PDF builder and re-exports of
 * the shared route helpers. No pages live here.
 */
export { cssRoute, fileRoute, htmlRoute, jsonRoute, jsRoute, png, pngRoute, redirectRoute };

export type Doc = {
  lang: string;
  title: string;
  dir?: 'rtl' | 'ltr';
  /** Extra markup for <head> (meta, link, inline scripts). */
  head?: string;
  /** Inline CSS. */
  css?: string;
  body: string;
};

/** A complete HTML document. */
export function doc(d: Doc): string {
  return `<!DOCTYPE html>
<html lang="${d.lang}"${d.dir ? ` dir="${d.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${d.title}</title>
${d.head ?? ''}
${d.css ? `<style>\n${d.css}\n</style>` : ''}
</head>
<body>
${d.body}
</body>
</html>`;
}

/** A minimal but well-formed one-page PDF showing the given lines of text. */
export function pdf(lines: string[], title = 'Document'): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = ['BT', '/F1 11 Tf', '50 780 Td', '14 TL', ...lines.map((l) => `(${esc(l)}) '`), 'ET'].join('\n');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title (${esc(title)}) /Producer (PDFlib 9.3) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export const pdfRoute = (lines: string[], filename?: string, inline = false): Route =>
  fileRoute(pdf(lines, filename ?? 'Document'), 'application/pdf', inline ? undefined : filename, inline && filename ? { 'content-disposition': `inline; filename="${filename}"` } : {});

/** A first-party analytics stub served from the site's own stats host (as self-hosted Matomo/Plausible setups do). */
export function stats(host: string, site = '1'): { tag: string; routes: Record<string, Route> } {
  return {
    tag: `<script>var _paq=window._paq=window._paq||[];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function(){var u="https://${host}/";_paq.push(['setTrackerUrl',u+'matomo.php']);_paq.push(['setSiteId','${site}']);var d=document,g=d.createElement('script'),s=d.getElementsByTagName('script')[0];g.async=true;g.src=u+'matomo.js';s.parentNode.insertBefore(g,s);})();</script>`,
    routes: {
      [`${host}/matomo.js`]: jsRoute(`(function(){var q=window._paq||[];window.Matomo={getTracker:function(){return{trackPageView:function(){}}}};try{navigator.sendBeacon&&navigator.sendBeacon("https://${host}/matomo.php?idsite=${site}&rec=1")}catch(e){}})();`),
      [`${host}/matomo.php`]: { status: 204, headers: {}, body: '' },
    },
  };
}

export const ico = (r: number, g: number, b: number): Route => pngRoute(r, g, b);
