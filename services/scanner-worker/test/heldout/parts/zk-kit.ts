import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { pngRoute, jsRoute, cssRoute, jsonRoute, fileRoute } from './e-bin.js';

/** Page furniture for the `zk-` pages (North American brand-protection month). No pages here. */

export { htmlRoute, pngRoute, jsRoute, cssRoute, jsonRoute, fileRoute };

export type PageOpts = {
  title: string;
  lang?: string;
  css?: string;
  head?: string;
  body: string;
  bodyAttrs?: string;
  scripts?: string;
};

export function doc(o: PageOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
${o.css ? `<style>${o.css}</style>` : ''}
</head>
<body ${o.bodyAttrs ?? ''}>
${o.body}
${o.scripts ?? ''}
</body>
</html>`;
}

/** An inline analytics stub of the kind most sites carry (no network). */
export const gtag = (id: string) => `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;

export const pixel = (id: string) => `<script>!function(w){w._px=w._px||[];w._px.push(['init','${id}']);w._px.push(['track','PageView']);}(window);</script>`;

export const baseCss = (accent: string, font = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif") => `
*{box-sizing:border-box}body{margin:0;font-family:${font};color:#1f2328;background:#f6f7f9;line-height:1.45}
a{color:${accent}}header.top{background:#fff;border-bottom:1px solid #e3e5e8;padding:12px 24px;display:flex;align-items:center;gap:24px}
header.top img{height:32px}header.top nav a{margin-right:18px;text-decoration:none;color:#333;font-size:14px}
main{max-width:980px;margin:0 auto;padding:28px 20px}.card{background:#fff;border:1px solid #e1e4e8;border-radius:8px;padding:28px;box-shadow:0 1px 3px rgba(0,0,0,.05)}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 4px}input,select{width:100%;padding:10px 12px;border:1px solid #b9bec5;border-radius:4px;font-size:15px}
button,.btn{display:inline-block;background:${accent};color:#fff;border:0;border-radius:4px;padding:11px 22px;font-size:15px;font-weight:600;cursor:pointer;text-decoration:none;margin-top:18px}
footer{font-size:12px;color:#5b6169;padding:24px;border-top:1px solid #e3e5e8;background:#fff;margin-top:40px}footer a{color:#5b6169;margin-right:14px}
.muted{color:#666;font-size:13px}.row{display:flex;gap:16px;flex-wrap:wrap}.row>div{flex:1;min-width:140px}.alert{background:#fff4e5;border-left:4px solid #e8a33d;padding:12px 16px;margin:12px 0}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left;font-size:14px}`;

export function header(logo: string, alt: string, links: string[] = []): string {
  return `<header class="top"><a href="/"><img src="${logo}" alt="${alt}"></a><nav>${links.map((l) => `<a href="#">${l}</a>`).join('')}</nav></header>`;
}

export function footer(org: string, links: string[] = ['Privacy', 'Terms of Use', 'Accessibility', 'Security', 'Contact Us'], extra = ''): string {
  return `<footer><div>${links.map((l) => `<a href="#">${l}</a>`).join('')}</div>${extra ? `<p>${extra}</p>` : ''}<p>&copy; 2025 ${org}. All rights reserved.</p></footer>`;
}

/** The logo route for a host. */
export function assets(host: string, rgb: [number, number, number], more: Record<string, Route> = {}): Record<string, Route> {
  return {
    [`${host}/content/dam/site/logo.png`]: pngRoute(...rgb),
    ...more,
  };
}

/** A fake-"telemetry" exfil endpoint of the kind kits post to. */
export const okJson = (extra: Record<string, unknown> = {}): Route => jsonRoute({ status: 'ok', ...extra });
