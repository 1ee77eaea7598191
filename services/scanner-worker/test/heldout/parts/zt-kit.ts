/** Shared furniture for the zt- pages (campus / hospital term). */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const codes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');

export type DocOpts = { lang?: string; head?: string; css?: string; bodyAttrs?: string };

export function doc(title: string, body: string, o: DocOpts = {}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
${o.head ?? ''}
<style>
*{box-sizing:border-box}
body{margin:0;font-family:"Segoe UI",-apple-system,Roboto,Helvetica,Arial,sans-serif;color:#1b1b1b;background:#fff;line-height:1.45}
a{color:#0a5fb4}
${o.css ?? ''}
</style>
</head>
<body ${o.bodyAttrs ?? ''}>
${body}
</body>
</html>`;
}

/** Microsoft's four-square mark as inline SVG (both real pages and copies embed it). */
export const msLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24" role="img" aria-label="Microsoft"><rect width="10.8" height="10.8" fill="#f25022"/><rect x="12" width="10.8" height="10.8" fill="#7fba00"/><rect y="12" width="10.8" height="10.8" fill="#00a4ef"/><rect x="12" y="12" width="10.8" height="10.8" fill="#ffb900"/><text x="29" y="17" font-family="Segoe UI,Arial" font-size="15" fill="#737373">Microsoft</text></svg>`;

export const googleLogo = `<svg width="75" height="24" viewBox="0 0 75 24" role="img" aria-label="Google"><text x="0" y="19" font-family="Product Sans,Arial" font-size="22"><tspan fill="#4285f4">G</tspan><tspan fill="#ea4335">o</tspan><tspan fill="#fbbc05">o</tspan><tspan fill="#4285f4">g</tspan><tspan fill="#34a853">l</tspan><tspan fill="#ea4335">e</tspan></text></svg>`;

export const msCss = `body{background:#f2f2f2 url() center/cover}
.ms-box{width:440px;max-width:92vw;margin:9vh auto 0;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
.ms-box h1{font-size:24px;font-weight:600;margin:16px 0 12px}
.ms-box input[type=email],.ms-box input[type=text],.ms-box input[type=password]{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin:8px 0 16px;outline:0}
.ms-btn{background:#0067b8;color:#fff;border:0;min-width:108px;padding:8px 12px;font-size:15px;float:right;cursor:pointer}
.ms-small{font-size:13px}
.ms-foot{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 16px;color:#555}
.ms-foot a{color:#555;margin-left:12px;text-decoration:none}`;

export const msFooter = `<div class="ms-foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>`;

/** Campus identities used across the pages. */
export const U = {
  name: 'Northgate University',
  short: 'Northgate',
  med: 'Northgate University Health',
  dom: 'northgate.edu',
  hdom: 'northgatehealth.org',
  found: 'Northgate Health Foundation',
} as const;

export const campusCss = `header.nu{background:#5b1f2e;color:#fff;padding:14px 24px;display:flex;align-items:center;gap:14px}
header.nu .seal{width:40px;height:40px;border-radius:50%;background:#c9a227;color:#5b1f2e;font:700 18px Georgia,serif;display:flex;align-items:center;justify-content:center}
header.nu .nm{font:600 19px Georgia,serif}
header.nu nav{margin-left:auto}header.nu nav a{color:#f3e3c0;margin-left:18px;text-decoration:none;font-size:14px}
main.nu{max-width:1000px;margin:0 auto;padding:28px 24px}
footer.nu{background:#2b2b2b;color:#bbb;font-size:13px;padding:22px 24px;margin-top:40px}
footer.nu a{color:#ddd}
.btn{display:inline-block;background:#5b1f2e;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none;border:0;font-size:15px;cursor:pointer}
pre,code{font-family:Consolas,Menlo,monospace;background:#f4f4f4}
pre{padding:12px;overflow:auto;border:1px solid #ddd;border-radius:4px}
.note{background:#fff8e1;border-left:4px solid #e0a800;padding:10px 14px}
label{display:block;font-size:14px;margin-top:12px}
input,select,textarea{font-size:15px;padding:8px;border:1px solid #aaa;border-radius:3px;width:100%;max-width:420px}`;

export function campusHeader(unit = 'Northgate University', nav: [string, string][] = [['Students', '/students'], ['Faculty & Staff', '/staff'], ['Research', '/research'], ['Health', `https://www.northgatehealth.org/`]]): string {
  return `<header class="nu"><div class="seal">N</div><div class="nm">${esc(unit)}</div><nav>${nav.map(([t, h]) => `<a href="${h}">${esc(t)}</a>`).join('')}</nav></header>`;
}

export function campusFooter(extra = ''): string {
  return `<footer class="nu">${extra}<p>&copy; 2025 Northgate University &middot; 1200 College Avenue, Lakeport, MI 49012 &middot; <a href="https://www.northgate.edu/privacy">Privacy</a> &middot; <a href="https://www.northgate.edu/accessibility">Accessibility</a> &middot; <a href="https://www.northgate.edu/non-discrimination">Non-discrimination</a></p></footer>`;
}

export const campusPage = (title: string, main: string, o: DocOpts & { unit?: string } = {}): string =>
  doc(title, `${campusHeader(o.unit)}<main class="nu">${main}</main>${campusFooter()}`, { ...o, css: campusCss + (o.css ?? '') });

/** A card-payment block as hosted checkouts render it. */
export function cardFields(prefix = ''): string {
  return `<label for="${prefix}cn">Card number</label><input id="${prefix}cn" name="${prefix}cardnumber" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234">
<div style="display:flex;gap:10px;max-width:420px"><div style="flex:1"><label for="${prefix}ce">Expiry</label><input id="${prefix}ce" name="${prefix}exp" autocomplete="cc-exp" placeholder="MM / YY"></div><div style="flex:1"><label for="${prefix}cv">CVC</label><input id="${prefix}cv" name="${prefix}cvc" autocomplete="cc-csc" placeholder="CVC"></div></div>
<label for="${prefix}cz">ZIP / Postal code</label><input id="${prefix}cz" name="${prefix}zip" autocomplete="postal-code">`;
}
