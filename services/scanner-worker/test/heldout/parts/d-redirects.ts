import { baseCss, doc } from './d-parts.js';

/** Helpers shared by dev/d-redirects.ts and blind/d-redirects.ts (the same family's pages in both splits). */
/** Redirect chains (HTTP 30x, meta refresh, JS location, open-redirect style hops) ending in kits. Written for corpus/d. */

export const kit = (title: string, brand: string, color: string, fields: string): string =>
  doc({
    title,
    css: baseCss(color) + `.k{max-width:420px;margin:60px auto}`,
    body: `<div class="k card"><p style="font-weight:700;color:${color};font-size:22px">${brand}</p><h1 style="font-size:20px">${title}</h1><form method="post" action="auth.php">${fields}<button class="btn btn-block">Continue</button></form></div>`,
  });
