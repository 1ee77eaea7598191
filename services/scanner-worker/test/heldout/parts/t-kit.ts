import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { png, pngRoute, jsRoute, cssRoute, jsonRoute, fileRoute } from './e-bin.js';

/**
 * Shared furniture for the `t-` pages (a security team's quarter of reported pages). Helpers only: no pages here.
 */

export { htmlRoute, png, pngRoute, jsRoute, cssRoute, jsonRoute, fileRoute };

/** A whole HTML document. */
export function doc(title: string, head: string, body: string, lang = 'en', bodyAttrs = ''): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${head}
</head>
<body${bodyAttrs ? ' ' + bodyAttrs : ''}>
${body}
</body>
</html>`;
}

/** The inline half of a Google Tag Manager / gtag snippet, as most sites paste it (the loader script itself is not fetched). */
export const gtagStub = (id: string): string => `<script>
window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
gtag('js', new Date());
gtag('config', '${id}', { anonymize_ip: true });
</script>`;

/** A cookie banner as consent-manager snippets render it. */
export const cookieBanner = (company: string, policyHref: string): string => `<div id="cc-banner" style="position:fixed;bottom:0;left:0;right:0;background:#1f2328;color:#eee;padding:14px 24px;font:13px/1.5 system-ui,sans-serif;display:flex;gap:16px;align-items:center;z-index:50">
<span style="flex:1">${company} uses cookies and similar technologies to operate this site, to remember your preferences and to measure how the site is used. See our <a href="${policyHref}" style="color:#9cf">Cookie Notice</a>.</span>
<button onclick="document.getElementById('cc-banner').remove();try{localStorage.setItem('cc','1')}catch(e){}" style="background:#fff;color:#111;border:0;padding:7px 14px;border-radius:3px;cursor:pointer">Accept all</button>
<button onclick="document.getElementById('cc-banner').remove()" style="background:transparent;color:#fff;border:1px solid #888;padding:7px 14px;border-radius:3px;cursor:pointer">Necessary only</button>
</div>
<script>try{if(localStorage.getItem('cc'))document.getElementById('cc-banner').remove()}catch(e){}</script>`;

/** A deterministic QR-looking SVG (finder patterns plus a seeded module pattern). Decorative; not a decodable code. */
export function qrSvg(seed: string, size = 180): string {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const n = 29;
  const cell = size / n;
  const rects: string[] = [];
  const finder = (x: number, y: number) => {
    rects.push(`<rect x="${x * cell}" y="${y * cell}" width="${7 * cell}" height="${7 * cell}" fill="#000"/>`);
    rects.push(`<rect x="${(x + 1) * cell}" y="${(y + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/>`);
    rects.push(`<rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${3 * cell}" height="${3 * cell}" fill="#000"/>`);
  };
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const inFinder = (x < 8 && y < 8) || (x > n - 9 && y < 8) || (x < 8 && y > n - 9);
      if (inFinder) continue;
      h = (Math.imul(h, 1103515245) + 12345) >>> 0;
      if ((h >>> 16) & 1) rects.push(`<rect x="${(x * cell).toFixed(2)}" y="${(y * cell).toFixed(2)}" width="${cell.toFixed(2)}" height="${cell.toFixed(2)}" fill="#000"/>`);
    }
  }
  finder(0, 0);
  finder(n - 7, 0);
  finder(0, n - 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/>${rects.join('')}</svg>`;
}

export const svgRoute = (svg: string): Route => ({ status: 200, headers: { 'content-type': 'image/svg+xml' }, body: svg });

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** Reverse-and-hex, the way a few kits hide their strings. */
export const hexRev = (s: string): string => Buffer.from([...s].reverse().join(''), 'utf8').toString('hex');

/** The Microsoft four-square logo as inline SVG, as both Microsoft's own pages and kits embed it. */
export const msLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24"><path fill="#f25022" d="M0 0h11v11H0z"/><path fill="#7fba00" d="M12 0h11v11H12z"/><path fill="#00a4ef" d="M0 12h11v11H0z"/><path fill="#ffb900" d="M12 12h11v11H12z"/><text x="29" y="17" font-family="Segoe UI,Arial" font-size="15" fill="#5e5e5e">Microsoft</text></svg>`;

/** Converged sign-in card styling (Microsoft-like), shared by Microsoft's own pages and by kits copying them. */
export const msCss = `body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif;background:#f2f2f2 linear-gradient(135deg,#e8eef5,#f7f3ee);min-height:100vh}
.card{width:440px;max-width:calc(100% - 40px);margin:9vh auto 0;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px;box-sizing:border-box}
.card h1{font-size:24px;font-weight:600;color:#1b1b1b;margin:16px 0 12px}
.card input[type=email],.card input[type=password],.card input[type=text],.card input[type=tel]{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none;margin:8px 0 4px}
.card input:focus{border-bottom-color:#0067b8}
.btn{background:#0067b8;color:#fff;border:0;min-width:108px;padding:7px 12px;font-size:15px;cursor:pointer}
.row{display:flex;justify-content:flex-end;margin-top:24px}
.small{font-size:13px;color:#1b1b1b}.small a{color:#0067b8;text-decoration:none}
.err{color:#e81123;font-size:14px;min-height:18px}
.foot{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 12px;color:#444}.foot a{color:#444;margin-left:12px;text-decoration:none}
.idchip{display:flex;align-items:center;gap:8px;font-size:15px;color:#1b1b1b;margin-top:14px}`;

/** A generic corporate intranet header and footer for benign pages of the invented companies. */
export function corpChrome(company: string, color: string, nav: string[], inner: string, footer = ''): string {
  return `<header style="background:${color};color:#fff;font:14px system-ui,Segoe UI,sans-serif">
<div style="max-width:1140px;margin:0 auto;display:flex;align-items:center;gap:28px;padding:12px 20px">
<strong style="font-size:18px;letter-spacing:.3px">${company}</strong>
<nav style="display:flex;gap:18px">${nav.map((n) => `<a href="#" style="color:#fff;opacity:.9;text-decoration:none">${n}</a>`).join('')}</nav>
<input type="search" placeholder="Search ${company}" style="margin-left:auto;padding:6px 10px;border-radius:3px;border:0;width:220px">
</div></header>
<main style="max-width:1140px;margin:0 auto;padding:24px 20px;font:15px/1.6 system-ui,Segoe UI,sans-serif;color:#222">
${inner}
</main>
<footer style="border-top:1px solid #ddd;margin-top:40px;padding:18px 20px;font:12px system-ui,sans-serif;color:#666;max-width:1140px;margin-left:auto;margin-right:auto">
${footer || `&copy; 2026 ${company}. Internal use only. Questions about this page? Contact the IT Service Desk, ext. 4357.`}
</footer>`;
}

/** A small business's WordPress page (theme markup, emoji and block-library leftovers), with optional injected code before </body>. */
export function wpPage(o: { host: string; biz: string; tagline: string; title: string; content: string; injected?: string; color?: string; phone?: string; address?: string }): string {
  const c = o.color ?? '#2c5d63';
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title} &#8211; ${o.biz}</title>
<meta name='robots' content='max-image-preview:large' />
<link rel="alternate" type="application/rss+xml" title="${o.biz} &raquo; Feed" href="https://${o.host}/feed/" />
<script>window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/15.0.3\\/72x72\\/","ext":".png","svgExt":".svg","source":{"concatemoji":"https:\\/\\/${o.host}\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=6.6.2"}};</script>
<style id='wp-block-library-inline-css'>
.wp-block-button__link{color:#fff;background-color:#32373c;border-radius:9999px;box-shadow:none;text-decoration:none;padding:calc(.667em + 2px) calc(1.333em + 2px);font-size:1.125em}
body{margin:0;font-family:"Open Sans",Helvetica,Arial,sans-serif;color:#333;line-height:1.65}
.site-header{background:${c};color:#fff}.site-header .in{max-width:1100px;margin:0 auto;display:flex;align-items:center;justify-content:space-between;padding:18px 20px}
.site-title{font-size:24px;font-weight:700;color:#fff;text-decoration:none}.site-description{font-size:13px;opacity:.85;margin:0}
.main-navigation a{color:#fff;text-decoration:none;margin-left:22px;font-size:15px}
.site-content{max-width:1100px;margin:0 auto;padding:30px 20px;display:grid;grid-template-columns:1fr 280px;gap:40px}
.widget{background:#f6f6f6;padding:16px;margin-bottom:20px;font-size:14px}.widget h2{font-size:16px;margin-top:0}
.site-footer{background:#222;color:#bbb;font-size:13px;padding:24px 20px;text-align:center}
</style>
<link rel="https://api.w.org/" href="https://${o.host}/wp-json/" />
<meta name="generator" content="WordPress 6.6.2" />
</head>
<body class="home page-template-default page page-id-7 wp-custom-logo">
<div id="page" class="site">
<header id="masthead" class="site-header"><div class="in"><div class="site-branding"><a class="site-title" href="https://${o.host}/" rel="home">${o.biz}</a><p class="site-description">${o.tagline}</p></div>
<nav id="site-navigation" class="main-navigation"><a href="/">Home</a><a href="/about/">About Us</a><a href="/services/">Services</a><a href="/gallery/">Gallery</a><a href="/contact/">Contact</a></nav></div></header>
<div id="content" class="site-content"><main id="primary" class="site-main"><article class="page type-page status-publish hentry"><div class="entry-content">
${o.content}
</div></article></main>
<aside id="secondary" class="widget-area"><section class="widget"><h2>Opening Hours</h2>Mon&ndash;Fri 8:00&ndash;17:30<br>Sat 9:00&ndash;13:00<br>Sun closed</section>
<section class="widget"><h2>Contact</h2>${o.phone ?? '(503) 555-0172'}<br>${o.address ?? '1180 SE Water Ave, Portland, OR'}</section>
<section class="widget"><h2>Recent Posts</h2><ul><li><a href="#">Holiday opening times</a></li><li><a href="#">We&#8217;re hiring!</a></li><li><a href="#">Customer spotlight: autumn projects</a></li></ul></section></aside></div>
<footer id="colophon" class="site-footer">&copy; 2026 ${o.biz} &middot; Proudly powered by WordPress &middot; Theme: Astra</footer>
</div>
${o.injected ?? ''}
</body>
</html>`;
}
