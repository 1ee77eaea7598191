/**
 * Shared pieces for the `yt-` held-out pages (health-insurance fraud team persona): page shells,
 * brand marks as inline SVG, encoders the kits use, and a few small file builders (PDF, text).
 * Parts hold no pages.
 */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
export const codes = (s: string): string => [...s].map((c) => c.charCodeAt(0)).join(',');
/** XOR with a repeating key, base64 of the result (what "encrypted blob" kits ship). */
export const xorB64 = (s: string, key: string): string => {
  const src = Buffer.from(s, 'utf8');
  const out = Buffer.alloc(src.length);
  for (let i = 0; i < src.length; i++) out[i] = (src[i] ?? 0) ^ key.charCodeAt(i % key.length);
  return out.toString('base64');
};
/** The JS needed to undo xorB64 in the browser, as a function named `name`. */
export const xorDecoderJs = (name: string): string =>
  `function ${name}(d,k){var s=atob(d),o='';for(var i=0;i<s.length;i++){o+=String.fromCharCode(s.charCodeAt(i)^k.charCodeAt(i%k.length));}return decodeURIComponent(escape(o));}`;
/** Reverse then base64: a cheap trick kits use to dodge string matching. */
export const revB64 = (s: string): string => b64([...s].reverse().join(''));
/** Split a string into n-char chunks as a JS array literal. */
export const chunks = (s: string, n = 6): string => JSON.stringify(s.match(new RegExp(`.{1,${n}}`, 'g')) ?? []);

export type ShellOpts = { title: string; lang?: string; head?: string; css?: string; body: string; bodyAttrs?: string; favicon?: string };

export function shell(o: ShellOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.favicon ? `<link rel="icon" href="${o.favicon}">` : ''}
${o.head ?? ''}
<style>${o.css ?? ''}</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** A data: URI favicon of one colour. */
export const dotIcon = (color: string): string =>
  'data:image/svg+xml;base64,' + b64(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="${color}"/></svg>`);

// ---------------------------------------------------------------- brand marks (approximate, drawn by hand)

const mark = (w: number, h: number, inner: string, label: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">${inner}</svg>`;

export const logos = {
  uhc: mark(220, 40, `<rect x="0" y="4" width="32" height="32" rx="4" fill="#002677"/><path d="M8 12v10a8 8 0 0016 0V12" stroke="#fff" stroke-width="4" fill="none"/><text x="40" y="27" font-family="Arial" font-size="17" font-weight="700" fill="#002677">UnitedHealthcare</text>`, 'UnitedHealthcare'),
  humana: mark(150, 40, `<text x="0" y="30" font-family="Arial" font-size="30" font-weight="700" fill="#78be20">Humana</text><circle cx="140" cy="10" r="4" fill="#78be20"/>`, 'Humana'),
  aetna: mark(120, 40, `<text x="0" y="30" font-family="Arial" font-size="32" font-weight="700" fill="#7d3f98">aetna</text><text x="96" y="14" font-size="8" fill="#7d3f98">®</text>`, 'Aetna'),
  cigna: mark(150, 44, `<path d="M20 4c-6 8-6 14 0 20 6-6 6-12 0-20z" fill="#f58025"/><path d="M6 14c2 8 6 12 14 12-2-7-6-11-14-12zM34 14c-2 8-6 12-14 12 2-7 6-11 14-12z" fill="#f58025"/><text x="44" y="30" font-family="Arial" font-size="26" font-weight="700" fill="#0a4a78">Cigna</text>`, 'Cigna Healthcare'),
  anthem: mark(170, 40, `<text x="0" y="28" font-family="Georgia" font-size="28" font-weight="700" fill="#0079c2">Anthem</text><path d="M118 8h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="#0079c2"/><text x="140" y="26" font-size="9" fill="#0079c2">BCBS</text>`, 'Anthem Blue Cross Blue Shield'),
  kp: mark(190, 44, `<g fill="#0078b3"><path d="M22 6l3 9h-6zM10 12l7 7-5 3zM34 12l-7 7 5 3z"/><rect x="4" y="26" width="36" height="4"/></g><text x="48" y="20" font-family="Arial" font-size="14" font-weight="700" fill="#0078b3">KAISER</text><text x="48" y="36" font-family="Arial" font-size="14" font-weight="700" fill="#0078b3">PERMANENTE</text>`, 'Kaiser Permanente'),
  bcbs: mark(200, 44, `<path d="M4 6h16v12h12v16H4z" fill="#0060a9"/><path d="M24 6h16v16H24z" fill="#0060a9"/><text x="48" y="20" font-family="Arial" font-size="13" font-weight="700" fill="#0060a9">BlueCross BlueShield</text><text x="48" y="36" font-family="Arial" font-size="11" fill="#444">of Illinois</text>`, 'Blue Cross and Blue Shield of Illinois'),
  availity: mark(140, 40, `<circle cx="16" cy="20" r="14" fill="#e0662c"/><path d="M9 26l7-14 7 14z" fill="#fff"/><text x="36" y="27" font-family="Arial" font-size="20" font-weight="700" fill="#1c3f6e">Availity</text>`, 'Availity'),
  optum: mark(130, 40, `<text x="0" y="30" font-family="Arial" font-size="30" font-weight="700" fill="#ff612b">Optum</text>`, 'Optum'),
  optumrx: mark(150, 40, `<text x="0" y="30" font-family="Arial" font-size="28" font-weight="700" fill="#ff612b">Optum</text><text x="96" y="30" font-family="Arial" font-size="28" font-weight="700" fill="#002677">Rx</text>`, 'Optum Rx'),
  medicare: mark(210, 44, `<rect x="0" y="6" width="32" height="32" rx="16" fill="#0071bc"/><path d="M9 22h14M16 15v14" stroke="#fff" stroke-width="4"/><text x="40" y="30" font-family="Arial" font-size="24" font-weight="700" fill="#0071bc">Medicare.gov</text>`, 'Medicare.gov'),
  ssa: mark(230, 48, `<circle cx="24" cy="24" r="22" fill="#1d3b6b"/><circle cx="24" cy="24" r="15" fill="none" stroke="#f5d77a" stroke-width="2"/><path d="M16 26h16l-8-12z" fill="#f5d77a"/><text x="54" y="22" font-family="Georgia" font-size="14" fill="#1d3b6b">Social Security</text><text x="54" y="38" font-family="Arial" font-size="10" fill="#555">ADMINISTRATION</text>`, 'Social Security Administration'),
  logingov: mark(140, 36, `<text x="0" y="26" font-family="Arial" font-size="24" font-weight="700" fill="#1b1b1b">LOGIN</text><circle cx="86" cy="20" r="3" fill="#e21c3d"/><text x="92" y="26" font-family="Arial" font-size="24" fill="#1b1b1b">gov</text>`, 'Login.gov'),
  healthequity: mark(190, 40, `<circle cx="18" cy="20" r="14" fill="#6fb043"/><path d="M11 20h14M18 13v14" stroke="#fff" stroke-width="3"/><text x="40" y="27" font-family="Arial" font-size="19" fill="#173f5f"><tspan font-weight="700">Health</tspan>Equity</text>`, 'HealthEquity'),
  hsabank: mark(130, 40, `<rect width="40" height="40" rx="6" fill="#0a6e5c"/><text x="5" y="26" font-family="Arial" font-size="14" font-weight="700" fill="#fff">HSA</text><text x="48" y="27" font-family="Arial" font-size="20" font-weight="700" fill="#0a6e5c">Bank</text>`, 'HSA Bank'),
  caremark: mark(160, 40, `<path d="M4 14l10-8 10 8-10 20z" fill="#cc0000"/><text x="30" y="27" font-family="Arial" font-size="19" fill="#333"><tspan font-weight="700" fill="#cc0000">CVS</tspan> Caremark</text>`, 'CVS Caremark'),
  esi: mark(200, 40, `<text x="0" y="27" font-family="Arial" font-size="20" font-weight="700" fill="#00467f">EXPRESS SCRIPTS</text><text x="178" y="14" font-size="8" fill="#00467f">®</text>`, 'Express Scripts'),
  teladoc: mark(160, 40, `<circle cx="16" cy="20" r="14" fill="#5b2c86"/><path d="M10 20a6 6 0 0112 0" stroke="#fff" stroke-width="3" fill="none"/><text x="36" y="27" font-family="Arial" font-size="20" font-weight="700" fill="#5b2c86">Teladoc</text>`, 'Teladoc Health'),
  m365: mark(120, 28, `<rect x="0" y="2" width="11" height="11" fill="#f25022"/><rect x="12" y="2" width="11" height="11" fill="#7fba00"/><rect x="0" y="14" width="11" height="11" fill="#00a4ef"/><rect x="12" y="14" width="11" height="11" fill="#ffb900"/><text x="30" y="20" font-family="Segoe UI,Arial" font-size="16" fill="#5e5e5e">Microsoft</text>`, 'Microsoft'),
  wex: mark(90, 36, `<text x="0" y="28" font-family="Arial Black,Arial" font-size="28" font-weight="900" fill="#d3122a">WEX</text>`, 'WEX'),
  caqh: mark(120, 36, `<text x="0" y="27" font-family="Arial" font-size="24" font-weight="700" fill="#00558c">CAQH</text><rect x="80" y="8" width="20" height="20" rx="10" fill="#8dc63f"/>`, 'CAQH'),
};

/** The "official website of the United States government" strip that real .gov pages (and their clones) carry. */
export function govBanner(lang: 'en' | 'es' = 'en'): string {
  const flag = `<svg width="16" height="11" viewBox="0 0 16 11" aria-hidden="true"><rect width="16" height="11" fill="#b22234"/><g fill="#fff"><rect y="1.7" width="16" height="0.85"/><rect y="3.4" width="16" height="0.85"/><rect y="5.1" width="16" height="0.85"/><rect y="6.8" width="16" height="0.85"/><rect y="8.5" width="16" height="0.85"/></g><rect width="7" height="6" fill="#3c3b6e"/></svg>`;
  const text = lang === 'es' ? 'Un sitio oficial del Gobierno de Estados Unidos' : 'An official website of the United States government';
  const how = lang === 'es' ? 'Así es como usted puede verificarlo' : 'Here’s how you know';
  return `<section class="usa-banner" aria-label="${text}" style="background:#f0f0f0;font:12px/1.6 'Source Sans Pro',Arial,sans-serif;padding:4px 16px">${flag} <span>${text}</span> <button type="button" style="background:none;border:0;color:#005ea2;text-decoration:underline;font-size:12px;cursor:pointer">${how}</button></section>`;
}

export const css = {
  portal: `*{box-sizing:border-box}body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#f4f6f9;color:#222}
.top{background:#fff;border-bottom:1px solid #dde2ea;padding:14px 28px;display:flex;align-items:center;justify-content:space-between}
.top a{color:#196ecf;font-size:14px;text-decoration:none}
.card{max-width:420px;margin:48px auto;background:#fff;border-radius:8px;box-shadow:0 2px 14px rgba(0,0,0,.08);padding:32px}
.card h1{font-size:24px;margin:0 0 6px}.card p.sub{color:#555;margin:0 0 22px;font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input[type=text],input[type=password],input[type=email],input[type=tel],select{width:100%;padding:11px 12px;border:1px solid #9aa5b5;border-radius:4px;font-size:16px}
.btn{display:block;width:100%;margin-top:22px;padding:12px;border:0;border-radius:24px;font-size:16px;font-weight:700;color:#fff;cursor:pointer}
.links{margin-top:18px;font-size:14px}.links a{color:#196ecf;display:block;margin:6px 0}
.foot{text-align:center;font-size:12px;color:#667;padding:28px}
.err{display:none;background:#fdecea;color:#a61b1b;border-left:4px solid #d93025;padding:10px;font-size:14px;margin-bottom:12px}`,
  gov: `body{margin:0;font-family:"Source Sans Pro","Helvetica Neue",Arial,sans-serif;color:#1b1b1b;background:#fff}
header.site{border-bottom:4px solid #005ea2;padding:16px 24px;display:flex;align-items:center;gap:24px}
main{max-width:880px;margin:0 auto;padding:24px}
h1{font-family:Merriweather,Georgia,serif;font-size:32px;margin:8px 0 16px}
h2{font-family:Merriweather,Georgia,serif;font-size:22px;margin-top:32px}
a{color:#005ea2}
.usa-alert{border-left:8px solid #00bde3;background:#e7f6f8;padding:12px 16px;margin:16px 0}
.usa-alert.warn{border-color:#ffbe2e;background:#faf3d1}
.usa-button{background:#005ea2;color:#fff;border:0;border-radius:4px;padding:12px 20px;font-size:16px;font-weight:700;cursor:pointer;text-decoration:none;display:inline-block}
input.usa-input,select.usa-select{display:block;width:100%;max-width:30rem;border:1px solid #565c65;padding:8px;font-size:17px;margin:6px 0 16px;height:2.5rem}
label.usa-label{font-weight:700;display:block;margin-top:16px}
footer{background:#f0f0f0;padding:24px;font-size:14px;margin-top:40px}`,
  shop: `body{margin:0;font-family:Inter,Arial,sans-serif;color:#1f2937;background:#fff}
nav{display:flex;justify-content:space-between;align-items:center;padding:14px 32px;border-bottom:1px solid #e5e7eb}
.hero{padding:48px 32px;text-align:center}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:20px;padding:0 32px 40px}
.p{border:1px solid #e5e7eb;border-radius:12px;padding:18px}.p h3{margin:8px 0}.price{font-size:22px;font-weight:800}
.old{text-decoration:line-through;color:#9ca3af;margin-left:8px;font-size:15px}
.buy{display:block;text-align:center;background:#111827;color:#fff;border-radius:8px;padding:10px;margin-top:10px;text-decoration:none}
footer{font-size:12px;color:#6b7280;padding:24px 32px;border-top:1px solid #e5e7eb}`,
  article: `body{margin:0;font-family:Georgia,"Times New Roman",serif;color:#222;background:#fff;line-height:1.65}
header{padding:14px 28px;border-bottom:1px solid #ddd;font-family:Arial,sans-serif;display:flex;justify-content:space-between;align-items:center}
article{max-width:740px;margin:32px auto;padding:0 20px}
article h1{font-size:34px;line-height:1.2}
.byline{font-family:Arial,sans-serif;color:#666;font-size:14px}
blockquote{border-left:4px solid #c00;margin:16px 0;padding:8px 16px;background:#fafafa;font-style:italic}
pre,code{font-family:Consolas,Menlo,monospace;font-size:14px;background:#f4f4f4}
pre{padding:12px;overflow:auto;white-space:pre-wrap}
aside{font-family:Arial,sans-serif;background:#eef5fb;padding:14px 18px;border-radius:6px;font-size:15px}
footer{font-family:Arial,sans-serif;font-size:12px;color:#777;padding:24px 28px;border-top:1px solid #ddd}`,
};

// ---------------------------------------------------------------- small documents

/** A minimal, valid one-page PDF with the given lines of text (Helvetica). */
export function pdf(lines: string[], title = 'Document'): Buffer {
  const escPdf = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  const content = ['BT', '/F1 11 Tf', '14 TL', '50 760 Td', ...lines.map((l) => `(${escPdf(l)}) '`), 'ET'].join('\n');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title (${escPdf(title)}) /Producer (Documaker 12.7) >>`,
  ];
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n` + offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Common legal footer text of a US health plan site. */
export const planFooter = (company: string, year = 2025): string =>
  `<p>© ${year} ${company}. All Rights Reserved.</p><p><a href="#">Privacy</a> · <a href="#">Terms of Use</a> · <a href="#">Nondiscrimination Notice</a> · <a href="#">Language Assistance</a> · <a href="#">Accessibility</a></p>`;
