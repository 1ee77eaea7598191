/**
 * Shared furniture for the yp- pages (consumer-advocacy casebook): a document shell, a few style
 * sheets, monogram logos and encoders that page scripts use. No page content lives here.
 */

export type DocOpts = {
  title: string;
  lang?: string;
  head?: string;
  css?: string;
  body: string;
  bodyAttrs?: string;
  dir?: string;
};

/** A complete HTML document. */
export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
${o.css ? `<style>\n${o.css}\n</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
export const codes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');
/** Reverse a string (kits store their markup backwards and flip it at runtime). */
export const rev = (s: string): string => Array.from(s).reverse().join('');
/** XOR every char code with a one-byte key and return the numbers. */
export const xorCodes = (s: string, key: number): string => Array.from(Buffer.from(s, 'utf8')).map((b) => b ^ key).join(',');

/** A square monogram logo as inline SVG. */
export function monogram(text: string, bg: string, fg = '#fff', size = 40, radius = 6): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40" aria-hidden="true"><rect width="40" height="40" rx="${radius}" fill="${bg}"/><text x="20" y="26" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${text.length > 2 ? 11 : 16}" font-weight="700" fill="${fg}">${text}</text></svg>`;
}

/** The same logo as a data: URI for <img src>. */
export function monogramUri(text: string, bg: string, fg = '#fff'): string {
  return `data:image/svg+xml;base64,${b64(monogram(text, bg, fg))}`;
}

/** Canada-wordmark-like flag block (used by both real and imitated federal pages). */
export const mapleLeaf = `<svg width="30" height="15" viewBox="0 0 60 30" aria-hidden="true"><rect width="15" height="30" fill="#d52b1e"/><rect x="45" width="15" height="30" fill="#d52b1e"/><path d="M30 4l2 5 3-1-1 7 4-4 1 2 4-1-2 5 2 1-6 4 1 2-6-1v5h-2v-5l-6 1 1-2-6-4 2-1-2-5 4 1 1-2 4 4-1-7 3 1z" fill="#d52b1e"/></svg>`;

export const baseCss = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2328;background:#fff}a{color:#0b5cad}img{max-width:100%}button{font:inherit;cursor:pointer}input,select,textarea{font:inherit}.wrap{max-width:1120px;margin:0 auto;padding:0 20px}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}`;

export const formCss = `label{display:block;font-weight:600;font-size:14px;margin:14px 0 4px}input[type=text],input[type=email],input[type=password],input[type=tel],input[type=number],input:not([type]),select,textarea{width:100%;padding:10px 12px;border:1px solid #8a8f98;border-radius:4px;background:#fff}input:focus,select:focus{outline:2px solid #2563eb;outline-offset:1px}.row{display:flex;gap:12px}.row>div{flex:1}.btn{display:inline-block;padding:11px 22px;border:0;border-radius:4px;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none}.btn.secondary{background:#e5e7eb;color:#111}.hint{font-size:13px;color:#5b616b}.err{color:#b91c1c;font-size:13px;display:none}`;

/** Canada.ca-style federal page chrome (fonts and colours of the public design system). */
export const gcCss = `body{font-family:"Noto Sans",Helvetica,Arial,sans-serif;color:#333;font-size:18px}header.gc{border-bottom:1px solid #ccc;padding:14px 0}header.gc .wrap{display:flex;justify-content:space-between;align-items:center}.fip{display:flex;align-items:center;gap:10px;font-weight:700;font-size:15px;color:#000;text-decoration:none}.lang{font-size:15px}nav.bc{background:#f8f8f8;font-size:15px;padding:10px 0}h1{font-family:Lato,Helvetica,sans-serif;font-size:36px;border-bottom:4px solid #af3c43;padding-bottom:6px;display:inline-block}main{padding:10px 0 40px}footer.gc{background:#26374a;color:#fff;padding:30px 0;font-size:15px}footer.gc a{color:#fff}.alert-info{border-left:6px solid #269abc;background:#f1fafd;padding:12px 18px;margin:18px 0}.alert-warning{border-left:6px solid #ee7100;background:#fff8f0;padding:12px 18px;margin:18px 0}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ddd;padding:8px;text-align:left}`;

/** A plain shop style sheet. */
export const shopCss = `.top{background:#111;color:#fff;font-size:13px;text-align:center;padding:6px}.nav{display:flex;justify-content:space-between;align-items:center;padding:16px 0;border-bottom:1px solid #eee}.logo{font-weight:800;font-size:24px;letter-spacing:-.5px;text-decoration:none;color:#111}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:22px;margin:26px 0}.card{border:1px solid #eee;border-radius:8px;overflow:hidden}.card .ph{height:170px;background:#f4f4f4;display:flex;align-items:center;justify-content:center;color:#999;font-size:13px}.card .in{padding:12px}.was{text-decoration:line-through;color:#999;margin-right:6px}.now{color:#c0262d;font-weight:700}.badge{background:#c0262d;color:#fff;font-size:12px;font-weight:700;padding:2px 8px;border-radius:3px}footer{border-top:1px solid #eee;margin-top:40px;padding:26px 0;font-size:14px;color:#666}`;

/** The small scam-dashboard style shared by trading platforms (dark panel UI). */
export const dashCss = `body{background:#0e1320;color:#d7dce6;font-family:Inter,"Segoe UI",Arial,sans-serif}a{color:#4ea1ff}.side{position:fixed;left:0;top:0;bottom:0;width:220px;background:#131a2b;padding:20px}.side a{display:block;padding:9px 10px;border-radius:6px;color:#aab3c5;text-decoration:none;font-size:14px}.side a.on{background:#1d2740;color:#fff}.main{margin-left:220px;padding:24px 32px}.cards{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.kpi{background:#161e31;border:1px solid #233052;border-radius:10px;padding:18px}.kpi b{display:block;font-size:26px;color:#fff}.up{color:#21c77a}.down{color:#f0506e}table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:9px;border-bottom:1px solid #233052;text-align:left}.panel{background:#161e31;border:1px solid #233052;border-radius:10px;padding:18px;margin-top:18px}.btn{background:#2f6bff;color:#fff;border:0;border-radius:6px;padding:10px 18px;font-weight:600}.modal{position:fixed;inset:0;background:rgba(0,0,0,.65);display:none;align-items:center;justify-content:center}.modal .box{background:#161e31;border:1px solid #2b3a63;border-radius:12px;padding:26px;width:460px}`;
