import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';
import { jsRoute, cssRoute, pngRoute } from './e-bin.js';

/**
 * Page furniture for the `m-` pages (malware delivery, ClickFix, crypto theft and their legitimate
 * look-alikes). Only builders live here; the pages themselves are in dev/ and blind/.
 */

export type DocOpts = {
  title: string;
  lang?: string;
  head?: string;
  css?: string;
  body: string;
  bodyClass?: string;
  description?: string;
};

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.description ? `<meta name="description" content="${o.description}">` : ''}
<link rel="icon" href="/favicon.png" type="image/png">
${o.css ? `<style>\n${o.css}\n</style>` : ''}
${o.head ?? ''}
</head>
<body${o.bodyClass ? ` class="${o.bodyClass}"` : ''}>
${o.body}
</body>
</html>`;
}

/** Google-Analytics-style inline snippet that only queues events (nothing is fetched). */
export const gtagInline = (id: string) => `<script>
window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
gtag('js', new Date());
gtag('config', '${id}', { anonymize_ip: true });
</script>`;

/** A first-party analytics beacon served from the site's own host. */
export function beacon(host: string, path = '/assets/js/stats.js'): { tag: string; routes: Record<string, Route> } {
  return {
    tag: `<script async src="${path}"></script>`,
    routes: {
      [`${host}${path}`]: jsRoute(`(function(){try{var d={p:location.pathname,r:document.referrer,t:Date.now(),w:screen.width};navigator.sendBeacon&&navigator.sendBeacon('${path.replace(/[^/]+$/, '')}collect',JSON.stringify(d));}catch(e){}})();`),
      [`${host}${path.replace(/[^/]+$/, '')}collect`]: { status: 204, headers: {}, body: '' },
    },
  };
}

/** favicon plus a logo for a host. */
export function icons(host: string, rgb: [number, number, number] = [40, 90, 200]): Record<string, Route> {
  return {
    [`${host}/favicon.png`]: pngRoute(rgb[0], rgb[1], rgb[2]),
    [`${host}/img/logo.png`]: pngRoute(rgb[0], rgb[1], rgb[2]),
  };
}

export const cookieBanner = (site: string, lang: 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl' = 'en') => {
  const t = {
    en: ['We use cookies to improve your experience and to measure traffic.', 'Accept all', 'Settings'],
    de: ['Wir verwenden Cookies, um Ihr Erlebnis zu verbessern und die Nutzung zu messen.', 'Alle akzeptieren', 'Einstellungen'],
    fr: ['Nous utilisons des cookies pour améliorer votre expérience et mesurer l’audience.', 'Tout accepter', 'Paramètres'],
    es: ['Utilizamos cookies para mejorar su experiencia y medir el tráfico.', 'Aceptar todo', 'Configuración'],
    it: ['Utilizziamo i cookie per migliorare la tua esperienza e misurare il traffico.', 'Accetta tutti', 'Impostazioni'],
    pt: ['Usamos cookies para melhorar sua experiência e medir o tráfego.', 'Aceitar todos', 'Configurações'],
    nl: ['Wij gebruiken cookies om uw ervaring te verbeteren en verkeer te meten.', 'Alles accepteren', 'Instellingen'],
  }[lang];
  return `<div id="cc-banner" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:12px 20px;font:13px/1.4 sans-serif;display:flex;gap:12px;align-items:center;z-index:50">
<span>${t[0]} <a href="/privacy" style="color:#9cf">${site} Privacy</a></span>
<button onclick="document.getElementById('cc-banner').remove();try{localStorage.setItem('cc','1')}catch(e){}" style="margin-left:auto">${t[1]}</button><button onclick="document.getElementById('cc-banner').remove()">${t[2]}</button></div>
<script>try{if(localStorage.getItem('cc'))document.getElementById('cc-banner').remove()}catch(e){}</script>`;
};

/** CSS shared by "vendor download" style sites. */
export const vendorCss = (accent: string) => `
*{box-sizing:border-box}body{margin:0;font-family:"Segoe UI",system-ui,-apple-system,Roboto,Arial,sans-serif;color:#1d2330;background:#fff;line-height:1.55}
a{color:${accent}}header.top{display:flex;align-items:center;gap:28px;padding:14px 40px;border-bottom:1px solid #e6e8ee}
header.top nav a{color:#333;text-decoration:none;margin-right:18px;font-size:15px}.brand{font-weight:700;font-size:20px;display:flex;align-items:center;gap:8px;color:#111;text-decoration:none}
.brand img{width:28px;height:28px;border-radius:6px}main{max-width:1040px;margin:0 auto;padding:36px 24px}
.hero{display:grid;grid-template-columns:1.3fr 1fr;gap:40px;align-items:center}.btn{display:inline-block;background:${accent};color:#fff;padding:13px 26px;border-radius:8px;text-decoration:none;font-weight:600;border:0;font-size:16px;cursor:pointer}
.btn.alt{background:#eef1f6;color:#1d2330}.muted{color:#667085;font-size:14px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:9px 8px;text-align:left;font-size:14px}
pre{background:#0f172a;color:#e2e8f0;padding:14px 16px;border-radius:8px;overflow:auto;font-size:13.5px}code{font-family:ui-monospace,Consolas,monospace}
footer{border-top:1px solid #e6e8ee;padding:28px 40px;color:#667085;font-size:13px;display:flex;flex-wrap:wrap;gap:24px}footer a{color:#667085}
.card{border:1px solid #e6e8ee;border-radius:12px;padding:20px}.grid3{display:grid;grid-template-columns:repeat(3,1fr);gap:18px}
.badge{display:inline-block;background:#eef6ee;color:#1a7f37;border-radius:20px;padding:2px 10px;font-size:12px;font-weight:600}
`;

export const footerLinks = (company: string, year = 2025, extra: string[] = []) =>
  `<footer><span>© ${year} ${company}. All rights reserved.</span>${['Privacy', 'Terms', 'Cookies', 'Contact', ...extra].map((x) => `<a href="/${x.toLowerCase().replace(/\s+/g, '-')}">${x}</a>`).join('')}</footer>`;

/** A copy-to-clipboard button block as documentation sites render it. */
export const copyBlock = (cmd: string, idSuffix: string) =>
  `<div class="codeblock" style="position:relative"><pre><code id="cmd-${idSuffix}">${cmd.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code></pre><button class="copy" style="position:absolute;top:8px;right:8px;font-size:12px" onclick="navigator.clipboard.writeText(document.getElementById('cmd-${idSuffix}').textContent).then(()=>{this.textContent='Copied!';setTimeout(()=>this.textContent='Copy',1500)})">Copy</button></div>`;

/** A small WordPress-ish blog: the kind of site that gets compromised and serves injected overlays. */
export function wpBlog(o: { siteName: string; tagline: string; lang?: string; posts: { title: string; date: string; excerpt: string }[]; injected?: string; accent?: string; extraHead?: string }): string {
  const accent = o.accent ?? '#b5533c';
  return doc({
    title: `${o.siteName} – ${o.tagline}`,
    lang: o.lang ?? 'en',
    head: `<meta name="generator" content="WordPress 6.4.3">
<link rel="alternate" type="application/rss+xml" title="${o.siteName} » Feed" href="/feed/">
<link rel="stylesheet" id="wp-block-library-css" href="/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3" media="all">
${o.extraHead ?? ''}`,
    css: `body{margin:0;font-family:Georgia,"Times New Roman",serif;background:#faf7f2;color:#2b2b2b}
.site-header{background:${accent};color:#fff;padding:26px 6vw}.site-title{font-size:30px;margin:0}.site-description{margin:4px 0 0;opacity:.85;font-style:italic}
.menu{background:#fff;border-bottom:1px solid #e8e1d6;padding:10px 6vw}.menu a{margin-right:18px;color:#333;text-decoration:none;font-family:Arial,sans-serif;font-size:14px}
.wrap{display:grid;grid-template-columns:1fr 280px;gap:40px;padding:30px 6vw}.entry{background:#fff;padding:22px 26px;margin-bottom:22px;border:1px solid #eee}
.entry h2{margin-top:0}.entry .meta{color:#888;font-size:13px;font-family:Arial,sans-serif}aside .widget{background:#fff;padding:16px;border:1px solid #eee;margin-bottom:18px;font-size:14px}
.site-footer{text-align:center;padding:26px;color:#777;font-size:13px;font-family:Arial,sans-serif}`,
    body: `<header class="site-header"><h1 class="site-title"><a href="/" style="color:#fff;text-decoration:none">${o.siteName}</a></h1><p class="site-description">${o.tagline}</p></header>
<nav class="menu"><a href="/">Home</a><a href="/about/">About</a><a href="/category/news/">News</a><a href="/events/">Events</a><a href="/contact/">Contact</a></nav>
<div class="wrap"><main>
${o.posts.map((p) => `<article class="entry"><h2><a href="/${p.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/">${p.title}</a></h2><div class="meta">Posted on ${p.date} by admin</div><p>${p.excerpt}</p><a href="/${p.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/">Continue reading →</a></article>`).join('\n')}
</main><aside><div class="widget"><h3>Search</h3><form role="search" action="/"><input name="s" placeholder="Search …"></form></div><div class="widget"><h3>Archives</h3><ul><li><a href="/2025/10/">October 2025</a></li><li><a href="/2025/09/">September 2025</a></li><li><a href="/2025/08/">August 2025</a></li></ul></div></aside></div>
<footer class="site-footer">© 2025 ${o.siteName} · Proudly powered by WordPress</footer>
${o.injected ?? ''}`,
  });
}

/** The stylesheet route the wpBlog head references. */
export const wpCssRoute = (host: string): Record<string, Route> => ({
  [`${host}/wp-includes/css/dist/block-library/style.min.css`]: cssRoute('.wp-block-image img{max-width:100%}.wp-block-quote{border-left:4px solid #000;padding-left:1em}'),
});

/** A dapp shell: header with logo, network pill and a connect button; `main` is the app body. */
export function dappShell(o: { name: string; title: string; main: string; accent: string; dark?: boolean; lang?: string; scripts?: string; nav?: string[] }): string {
  const bg = o.dark === false ? '#f5f6fa' : '#0d111c';
  const fg = o.dark === false ? '#0d111c' : '#e8ecfb';
  const card = o.dark === false ? '#fff' : '#131a2a';
  return doc({
    title: o.title,
    lang: o.lang ?? 'en',
    css: `*{box-sizing:border-box}body{margin:0;background:${bg};color:${fg};font-family:Inter,system-ui,-apple-system,"Segoe UI",sans-serif}
.bar{display:flex;align-items:center;gap:22px;padding:14px 24px}.logo{font-weight:800;font-size:20px;display:flex;gap:8px;align-items:center}.logo i{display:inline-block;width:26px;height:26px;border-radius:50%;background:${o.accent}}
.bar nav a{color:${fg};opacity:.75;text-decoration:none;margin-right:14px;font-size:15px}.sp{flex:1}.pill{border:1px solid #2a3350;border-radius:14px;padding:7px 12px;font-size:14px}
.connect{background:${o.accent};color:#fff;border:0;border-radius:14px;padding:10px 18px;font-weight:700;cursor:pointer;font-size:15px}
.panel{max-width:480px;margin:40px auto;background:${card};border-radius:22px;padding:18px;border:1px solid #222c44}.row{background:${o.dark === false ? '#f1f3f8' : '#1b2236'};border-radius:16px;padding:16px;margin:6px 0;display:flex;justify-content:space-between;align-items:center}
.row input{background:transparent;border:0;color:inherit;font-size:30px;width:60%;outline:none}.tok{background:${o.dark === false ? '#fff' : '#293249'};border-radius:16px;padding:6px 12px;font-weight:600}
.big{width:100%;padding:16px;border-radius:18px;border:0;background:${o.accent};color:#fff;font-size:18px;font-weight:700;margin-top:8px;cursor:pointer}
.modal{position:fixed;inset:0;background:rgba(0,0,0,.6);display:none;align-items:center;justify-content:center}.modal .box{background:${card};border-radius:18px;padding:22px;width:360px}
.wl button{display:flex;width:100%;align-items:center;gap:10px;margin:6px 0;padding:12px;border-radius:12px;border:1px solid #2a3350;background:transparent;color:inherit;font-size:15px;cursor:pointer}
small,.dim{opacity:.65}footer{text-align:center;opacity:.5;font-size:12px;padding:30px}`,
    body: `<div class="bar"><div class="logo"><i></i>${o.name}</div><nav>${(o.nav ?? ['Swap', 'Pool', 'Bridge', 'Stake']).map((n) => `<a href="#/${n.toLowerCase()}">${n}</a>`).join('')}</nav><div class="sp"></div><span class="pill">● Ethereum</span><button class="connect" id="connectBtn">Connect Wallet</button></div>
${o.main}
${o.scripts ?? ''}`,
  });
}

export const html = htmlRoute;
