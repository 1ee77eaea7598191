/* Shared furniture for the zq- pages: the Tessellate site builder, the Staticbay host, the Formwell form backend. */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function doc(title: string, body: string, o: { lang?: string; head?: string; css?: string } = {}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
${o.head ?? ''}
<style>
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1f2328;line-height:1.5}
a{color:inherit}img{max-width:100%}
${o.css ?? ''}
</style>
</head>
<body>
${body}
</body>
</html>`;
}

/** Markup the Tessellate builder emits around every published site. */
export const TESS_CSS = `
.tb-nav{display:flex;align-items:center;justify-content:space-between;padding:18px 6vw;border-bottom:1px solid #eee}
.tb-nav a{margin-left:22px;text-decoration:none;font-size:15px}
.tb-brand{font-weight:700;font-size:20px;letter-spacing:.2px}
.tb-section{padding:56px 6vw}
.tb-hero{padding:90px 6vw;background:var(--tb-accent,#2f4858);color:#fff}
.tb-hero h1{font-size:44px;margin:0 0 12px}
.tb-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(230px,1fr));gap:24px}
.tb-card{border:1px solid #e6e6e6;border-radius:10px;padding:20px;background:#fff}
.tb-btn{display:inline-block;background:var(--tb-accent,#2f4858);color:#fff;border:0;border-radius:6px;padding:12px 22px;font-size:15px;text-decoration:none;cursor:pointer}
.tb-form label{display:block;font-size:14px;margin:12px 0 4px}
.tb-form input,.tb-form select,.tb-form textarea{width:100%;padding:11px;border:1px solid #cfd4d9;border-radius:6px;font-size:15px}
.tb-foot{padding:30px 6vw;background:#fafafa;border-top:1px solid #eee;font-size:13px;color:#666}
.tb-badge{position:fixed;right:12px;bottom:12px;background:#111;color:#fff;font-size:12px;padding:6px 10px;border-radius:14px;text-decoration:none}
`;

export function tess(o: { title: string; site: string; accent?: string; lang?: string; nav?: string[]; body: string; head?: string; css?: string; badge?: boolean; siteId?: string }): string {
  const nav = (o.nav ?? ['Home', 'About', 'Contact']).map((n) => `<a href="#${n.toLowerCase().replace(/\s+/g, '-')}">${n}</a>`).join('');
  return doc(o.title, `<header class="tb-nav"><span class="tb-brand">${o.site}</span><nav>${nav}</nav></header>
${o.body}
<footer class="tb-foot">&copy; 2026 ${o.site}</footer>
${o.badge === false ? '' : `<a class="tb-badge" href="https://tessellate.site/?ref=badge">&#9670; Made with Tessellate</a>`}
<script src="https://cdn.tessellate.site/runtime/3.14.2/site.js" defer></script>`, {
    lang: o.lang,
    head: `<meta name="generator" content="Tessellate 3.14"><meta name="tessellate:site" content="${o.siteId ?? 'st_' + o.site.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 10)}">
<link rel="icon" href="https://cdn.tessellate.site/favicon.ico">${o.head ?? ''}`,
    css: `:root{--tb-accent:${o.accent ?? '#2f4858'}}` + TESS_CSS + (o.css ?? ''),
  });
}

/** Formwell hosted-form snippet: posts to the form backend, which answers with a redirect or JSON. */
export const formwellAction = (formId: string): string => `https://submit.formwell.io/f/${formId}`;

/** A tiny script a kit uses to post every field of a form as JSON somewhere, then go on. */
export function relayScript(formSel: string, endpoint: string, next: string, extra = ''): string {
  return `<script>
(function(){
  var f=document.querySelector(${JSON.stringify(formSel)});
  if(!f)return;
  f.addEventListener('submit',function(e){
    e.preventDefault();
    var d={};new FormData(f).forEach(function(v,k){d[k]=v});
    d.ua=navigator.userAgent;d.ref=location.href;d.t=Date.now();${extra}
    fetch(${JSON.stringify(endpoint)},{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)})
      .catch(function(){})
      .then(function(){location.href=${JSON.stringify(next)}});
  });
})();
</script>`;
}

/** Generic inline-SVG wordmark: a coloured square with initials and a name. */
export function mark(name: string, color: string, initials = name.slice(0, 1)): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${60 + name.length * 11}" height="36" viewBox="0 0 ${60 + name.length * 11} 36" role="img" aria-label="${esc(name)}"><rect width="36" height="36" rx="7" fill="${color}"/><text x="18" y="24" font-size="16" font-family="Arial" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials)}</text><text x="46" y="24" font-size="18" font-family="Arial" font-weight="700" fill="#222">${esc(name)}</text></svg>`;
}

export const MS_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24"><rect x="0" y="0" width="10" height="10" fill="#f25022"/><rect x="11" y="0" width="10" height="10" fill="#7fba00"/><rect x="0" y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-family="Segoe UI,Arial" font-size="15" fill="#737373">Microsoft</text></svg>`;

/** An encoded-HTML loader, as kits ship it: the page is base64 in a string and written at load. */
export function b64Writer(html: string, varName = '_0x3f1a'): string {
  const b = Buffer.from(html, 'utf8').toString('base64');
  const parts = b.match(/.{1,76}/g) ?? [b];
  return `<script>var ${varName}=[${parts.map((p) => `'${p}'`).join(',\n')}];document.write(decodeURIComponent(escape(atob(${varName}.join('')))));</script>`;
}

/** Parked-domain page template used by a made-up registrar's parking service. */
export function parked(domain: string, registrar: string, links: string[]): string {
  return doc(domain, `<div class="pk"><h1>${domain}</h1><p class="sub">This domain may be for sale. <a href="https://${registrar}/buy?domain=${domain}">Make an offer</a></p>
<div class="rel"><h2>Related searches</h2>${links.map((l) => `<a href="/search?q=${encodeURIComponent(l)}">${esc(l)} &rsaquo;</a>`).join('')}</div>
<p class="legal">The sponsored listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers. &copy; 2026 ${registrar}</p></div>`, {
    css: `body{background:#0f1b2d;color:#dfe6ef}.pk{max-width:680px;margin:70px auto;padding:0 20px}h1{font-size:38px;margin:0}.sub{color:#9fb0c5}.rel a{display:block;padding:14px 18px;margin:8px 0;background:#1b2b44;border-radius:6px;text-decoration:none;color:#8fd3ff}.legal{font-size:11px;color:#6d7e93;margin-top:40px}`,
  });
}
