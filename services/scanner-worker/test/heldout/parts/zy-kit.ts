/**
 * Shared furniture for the zy- pages: document shells, logos, the look of our own super-app ("Kilat"),
 * blog and news layouts, and small encoders the kits use. Nothing here decides a label.
 */
export { apk, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute, png, zip, pe, lnk, iso, beepWav } from './e-bin.js';

export type DocOpts = {
  title: string;
  lang?: string;
  head?: string;
  css?: string;
  body: string;
  bodyAttrs?: string;
  dir?: 'ltr' | 'rtl';
};

/** A complete HTML document. */
export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
${o.css ? `<style>${o.css}</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
export const codes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');
export const pct = (s: string): string => Array.from(Buffer.from(s, 'utf8')).map((b) => '%' + b.toString(16).padStart(2, '0')).join('');
/** XOR with a one-byte key, hex encoded, as several kits ship their markup. */
export const xorHex = (s: string, key: number): string => Array.from(Buffer.from(s, 'utf8')).map((b) => (b ^ key).toString(16).padStart(2, '0')).join('');
export const rev = (s: string): string => Array.from(s).reverse().join('');

/** A square badge logo with initials, as inline SVG. */
export function badge(text: string, bg: string, fg = '#fff', size = 40, radius = 10): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40" role="img" aria-label="${text}"><rect width="40" height="40" rx="${radius}" fill="${bg}"/><text x="20" y="26" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${text.length > 2 ? 12 : 16}" font-weight="700" fill="${fg}">${text}</text></svg>`;
}

/** A wordmark: coloured text with a small mark in front. */
export function wordmark(name: string, color: string, size = 26): string {
  return `<span class="wm" style="display:inline-flex;align-items:center;gap:8px;font:700 ${size}px/1 'Segoe UI',Roboto,Arial,sans-serif;color:${color};letter-spacing:-.5px"><svg width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="${color}"/><path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round"/></svg>${name}</span>`;
}

// ------------------------------------------------------------------ Kilat, our own super-app

export const KILAT_GREEN = '#00a86b';
export const kilatLogo = (size = 28): string =>
  `<svg class="kl-logo" width="${Math.round(size * 3.6)}" height="${size}" viewBox="0 0 108 30" role="img" aria-label="Kilat"><rect width="30" height="30" rx="8" fill="${KILAT_GREEN}"/><path d="M17 4L8 17h6l-2 9 9-13h-6z" fill="#ffd23f"/><text x="37" y="22" font-family="Poppins,Segoe UI,Arial,sans-serif" font-size="20" font-weight="700" fill="#0b3d2e">kilat</text></svg>`;

export const kilatCss = `
*{box-sizing:border-box}body{margin:0;font-family:Poppins,"Segoe UI",Roboto,Arial,sans-serif;color:#1d2b27;background:#f5f8f7}
a{color:#008856;text-decoration:none}a:hover{text-decoration:underline}
.kl-top{background:#fff;border-bottom:1px solid #e3ebe8;padding:12px 24px;display:flex;align-items:center;justify-content:space-between}
.kl-top nav a{margin-left:18px;color:#35524a;font-size:14px}
.kl-wrap{max-width:1040px;margin:0 auto;padding:28px 20px}
.kl-card{background:#fff;border:1px solid #e3ebe8;border-radius:14px;padding:26px;box-shadow:0 2px 10px rgba(0,60,40,.05)}
.kl-btn{display:inline-block;background:${KILAT_GREEN};color:#fff;border:0;border-radius:10px;padding:12px 20px;font-weight:600;font-size:15px;cursor:pointer;width:100%}
.kl-btn.sec{background:#fff;color:#008856;border:1px solid #b7d9cc}
label{display:block;font-size:13px;color:#4b615a;margin:14px 0 6px}
input,select,textarea{width:100%;padding:11px 12px;border:1px solid #cfdcd7;border-radius:9px;font-size:15px;font-family:inherit;background:#fff}
input:focus,select:focus{outline:2px solid #9de0c4;border-color:${KILAT_GREEN}}
.kl-foot{color:#6d827b;font-size:12px;text-align:center;padding:26px 10px 40px;border-top:1px solid #e3ebe8;margin-top:40px}
.kl-foot a{color:#6d827b;margin:0 8px}
.muted{color:#6d827b;font-size:13px}
`;

export function kilatTop(links: [string, string][] = [['/', 'Ride'], ['/food', 'Food'], ['/jual', 'Marketplace'], ['https://help.kilat.app/', 'Help']]): string {
  return `<header class="kl-top"><a href="https://www.kilat.app/">${kilatLogo()}</a><nav>${links.map(([h, t]) => `<a href="${h}">${t}</a>`).join('')}</nav></header>`;
}

export function kilatFoot(extra = ''): string {
  return `<footer class="kl-foot">${extra}<div><a href="https://www.kilat.app/legal/terms">Terms</a><a href="https://www.kilat.app/legal/privacy">Privacy</a><a href="https://help.kilat.app/">Help Centre</a><a href="https://www.kilat.app/careers">Careers</a></div><p>© 2025 PT Kilat Teknologi Nusantara · Kilat Philippines Inc. · Kilat Malaysia Sdn. Bhd. · Kilat Pakistan (Pvt.) Ltd.</p></footer>`;
}

// ------------------------------------------------------------------ blogs and news

export type BlogOpts = {
  site: string;
  tagline?: string;
  lang?: string;
  title: string;
  date: string;
  author?: string;
  post: string;
  accent?: string;
  head?: string;
  extraBody?: string;
  sidebar?: string;
};

/** A small WordPress blog with the usual furniture. */
export function wpBlog(o: BlogOpts): string {
  const accent = o.accent ?? '#c0392b';
  return doc({
    title: `${o.title} &#8211; ${o.site}`,
    lang: o.lang ?? 'en',
    head: `<meta name="generator" content="WordPress 6.4.3">
<link rel="stylesheet" id="wp-block-library-css" href="/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3" media="all">
<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4" media="all">
<link rel="alternate" type="application/rss+xml" title="${o.site} &raquo; Feed" href="/feed/">
${o.head ?? ''}`,
    css: `body{margin:0;font-family:Georgia,"Times New Roman",serif;color:#222;background:#fafafa}
.site-header{background:#fff;border-bottom:3px solid ${accent};padding:18px 0}
.container{max-width:1060px;margin:0 auto;padding:0 18px;display:flex;gap:34px}
.site-title{font:700 28px/1.1 Arial,sans-serif;color:${accent};margin:0}.site-desc{color:#777;font:13px Arial,sans-serif;margin:4px 0 0}
.menu{font:14px Arial,sans-serif;margin-top:10px}.menu a{color:#333;margin-right:16px;text-decoration:none}
main{flex:1;min-width:0;padding:26px 0}aside{width:280px;padding:26px 0;font:14px Arial,sans-serif}
.entry-title{font:700 30px/1.25 Arial,sans-serif;margin:0 0 8px}.meta{color:#888;font:13px Arial,sans-serif;margin-bottom:18px}
.entry-content p{line-height:1.7;font-size:17px}.widget{background:#fff;border:1px solid #eee;padding:14px;margin-bottom:18px}
.widget h3{font-size:15px;margin:0 0 10px;border-bottom:1px solid #eee;padding-bottom:6px}.widget li{margin:6px 0}
pre,code{background:#f1f1f1;font-family:Consolas,monospace;font-size:14px}pre{padding:12px;overflow:auto;border-left:3px solid ${accent}}
footer.site-footer{text-align:center;color:#999;font:12px Arial,sans-serif;padding:30px}
@media(max-width:760px){.container{display:block}aside{width:auto}}`,
    body: `<header class="site-header"><div class="container" style="display:block"><h1 class="site-title"><a href="/" style="color:inherit;text-decoration:none">${o.site}</a></h1>${o.tagline ? `<p class="site-desc">${o.tagline}</p>` : ''}<nav class="menu"><a href="/">Home</a><a href="/category/berita/">${o.lang === 'id' ? 'Berita' : o.lang === 'ms' ? 'Berita' : 'News'}</a><a href="/category/tips/">Tips</a><a href="/about/">${o.lang === 'id' ? 'Tentang' : 'About'}</a><a href="/contact/">${o.lang === 'id' ? 'Kontak' : 'Contact'}</a></nav></div></header>
<div class="container"><main><article class="post type-post status-publish"><h2 class="entry-title">${o.title}</h2><div class="meta">${o.date}${o.author ? ' · ' + o.author : ''}</div><div class="entry-content">${o.post}</div></article></main>
<aside>${o.sidebar ?? `<div class="widget"><h3>${o.lang === 'id' ? 'Pos-pos Terbaru' : 'Recent Posts'}</h3><ul><li><a href="/2024/11/resep-sambal-matah/">Resep sambal matah rumahan</a></li><li><a href="/2024/10/tips-hemat-listrik/">Tips hemat listrik bulanan</a></li><li><a href="/2024/09/review-motor-matic/">Review motor matic 2024</a></li></ul></div><div class="widget"><h3>Arsip</h3><ul><li>November 2024</li><li>Oktober 2024</li><li>September 2024</li></ul></div>`}</aside></div>
<footer class="site-footer">© ${o.site} · Proudly powered by WordPress</footer>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
${o.extraBody ?? ''}`,
  });
}

export type NewsOpts = {
  outlet: string;
  color: string;
  lang?: string;
  section: string;
  headline: string;
  dek?: string;
  byline: string;
  date: string;
  paragraphs: string[];
  related?: string[];
};

/** A news article page in a typical regional outlet layout. */
export function newsArticle(o: NewsOpts): string {
  return doc({
    title: `${o.headline} | ${o.outlet}`,
    lang: o.lang ?? 'en',
    head: `<meta property="og:type" content="article"><meta property="og:title" content="${o.headline.replace(/"/g, '&quot;')}"><meta name="author" content="${o.byline}"><link rel="canonical" href="#"><script async src="/static/js/ads-slot.js"></script>`,
    css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#1b1b1b;background:#fff}
.masthead{background:${o.color};color:#fff;padding:10px 22px;display:flex;align-items:center;gap:24px}.masthead b{font-size:26px;letter-spacing:-.5px}
.masthead nav a{color:#fff;opacity:.9;margin-right:14px;font-size:14px;text-decoration:none}
.art{max-width:740px;margin:26px auto;padding:0 18px}.sec{color:${o.color};text-transform:uppercase;font-size:12px;font-weight:700;letter-spacing:1px}
h1{font:700 34px/1.2 Georgia,serif;margin:8px 0}.dek{font-size:19px;color:#444;line-height:1.45}.by{color:#777;font-size:13px;margin:14px 0 20px;border-bottom:1px solid #eee;padding-bottom:14px}
.art p{font:18px/1.7 Georgia,serif}.art blockquote{border-left:4px solid ${o.color};margin:18px 0;padding:4px 16px;color:#333;background:#f8f8f8;font-style:italic}
.ad{background:#f2f2f2;color:#aaa;text-align:center;font-size:11px;padding:40px 0;margin:22px 0}.rel{border-top:2px solid #111;margin-top:30px;padding-top:10px}.rel li{margin:8px 0}
footer{background:#111;color:#aaa;font-size:12px;padding:24px;text-align:center}`,
    body: `<div class="masthead"><b>${o.outlet}</b><nav><a href="/news">News</a><a href="/business">Business</a><a href="/technology">Tech</a><a href="/lifestyle">Lifestyle</a><a href="/opinion">Opinion</a></nav></div>
<article class="art"><div class="sec">${o.section}</div><h1>${o.headline}</h1>${o.dek ? `<p class="dek">${o.dek}</p>` : ''}<div class="by">${o.byline} · ${o.date}</div>
${o.paragraphs.map((p, i) => (i === 3 ? `<div class="ad">ADVERTISEMENT</div>` : '') + (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n')}
${o.related ? `<div class="rel"><b>Related</b><ul>${o.related.map((r) => `<li><a href="#">${r}</a></li>`).join('')}</ul></div>` : ''}</article>
<footer>© 2025 ${o.outlet}. All rights reserved. · <a href="/privacy" style="color:#aaa">Privacy</a> · <a href="/terms" style="color:#aaa">Terms</a></footer>`,
  });
}

/** Mobile-first wallet app look, shared by wallet brands and their clones. */
export function walletCss(primary: string, bg = '#f4f6fb'): string {
  return `*{box-sizing:border-box}body{margin:0;background:${bg};font-family:Roboto,"Segoe UI",Arial,sans-serif;color:#1f2430}
.app{max-width:420px;margin:0 auto;min-height:100vh;background:#fff;box-shadow:0 0 20px rgba(0,0,0,.06)}
.bar{background:${primary};color:#fff;padding:22px 20px 30px;border-radius:0 0 22px 22px}
.bar h1{margin:12px 0 4px;font-size:22px}.bar p{margin:0;opacity:.9;font-size:14px}
.pane{padding:22px 20px}label{display:block;font-size:13px;color:#5b6475;margin:14px 0 6px}
input,select{width:100%;padding:13px 14px;border:1px solid #d5dbe6;border-radius:10px;font-size:16px;background:#fff}
input:focus{outline:none;border-color:${primary};box-shadow:0 0 0 3px ${primary}22}
.btn{display:block;width:100%;background:${primary};color:#fff;border:0;border-radius:24px;padding:14px;font-size:16px;font-weight:700;margin-top:22px;cursor:pointer}
.note{font-size:12px;color:#7b8494;text-align:center;margin-top:16px;line-height:1.5}
.pin{display:flex;gap:10px;justify-content:center}.pin input{width:46px;text-align:center;font-size:22px;padding:10px 0}
.hide{display:none}.err{color:#d8262c;font-size:13px;margin-top:8px}`;
}
