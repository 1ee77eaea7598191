// Shared furniture for the zx- pages: page skeletons, small logos, footers.
export type DocOpts = { lang?: string; title: string; css?: string; head?: string; body: string; bodyAttr?: string };

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'fr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>
*{box-sizing:border-box}
body{margin:0;font-family:"Segoe UI",Roboto,Arial,sans-serif;color:#1e1e1e;background:#f6f6f6;line-height:1.45}
a{color:#000091}
.wrap{max-width:1040px;margin:0 auto;padding:0 18px}
.btn{display:inline-block;border:0;border-radius:4px;padding:11px 20px;font-size:15px;cursor:pointer;background:#000091;color:#fff;text-decoration:none}
input,select{font:inherit;padding:10px;border:1px solid #999;border-radius:3px;width:100%;margin:4px 0 12px}
label{font-size:14px;font-weight:600}
footer{font-size:12px;color:#555;padding:24px 0;border-top:1px solid #ddd;margin-top:40px}
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttr ? ' ' + o.bodyAttr : ''}>
${o.body}
</body>
</html>`;
}

/** A flat rectangular wordmark as inline SVG. */
export function wordmark(text: string, fg = '#fff', bg = '#000091', w = 170): string {
  return `<svg width="${w}" height="42" viewBox="0 0 ${w} 42" role="img" aria-label="${text}"><rect width="${w}" height="42" rx="4" fill="${bg}"/><text x="12" y="27" font-family="Arial" font-weight="700" font-size="16" fill="${fg}">${text}</text></svg>`;
}

/** The tricolour block of French public-service headers. */
export function republique(service: string, sub = ''): string {
  return `<header style="background:#fff;border-bottom:1px solid #ddd"><div class="wrap" style="display:flex;align-items:center;gap:24px;padding:14px 18px">
<div style="font-weight:700;font-size:13px;line-height:1.1;text-transform:uppercase"><span style="display:block;width:38px;height:14px;background:linear-gradient(90deg,#000091 33%,#fff 33% 66%,#e1000f 66%);margin-bottom:4px"></span>République<br>Française</div>
<div><div style="font-size:20px;font-weight:700">${service}</div>${sub ? `<div style="font-size:13px;color:#555">${sub}</div>` : ''}</div></div></header>`;
}

export function legalFooter(lines: string[]): string {
  return `<footer><div class="wrap">${lines.map((l) => `<p>${l}</p>`).join('')}</div></footer>`;
}

export const cookieBanner = (site: string) => `<div id="cc" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:12px 18px;font-size:13px">${site} utilise des cookies de mesure d'audience. <button onclick="document.getElementById('cc').remove()" style="margin-left:12px">Accepter</button> <button onclick="document.getElementById('cc').remove()">Refuser</button></div>`;
