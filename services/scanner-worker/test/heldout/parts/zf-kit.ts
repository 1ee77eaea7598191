import type { Route } from '../../corpus/corpus.js';
import { png } from './e-bin.js';

/**
 * Page furniture for the `zf-` pages: a document shell, a couple of reusable style sheets, and small
 * snippets real sites and kits both carry (cookie bars, tag-manager stubs). No detection knowledge here.
 */

export type DocOpts = {
  title: string;
  body: string;
  lang?: string;
  css?: string;
  head?: string;
  bodyAttrs?: string;
  favicon?: string;
};

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.favicon ? `<link rel="icon" href="${o.favicon}">` : ''}
${o.head ?? ''}
<style>${o.css ?? baseCss}</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

export const baseCss = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1f2328;background:#fff;line-height:1.5}
a{color:#0b5cad}header,footer{padding:14px 28px}header{border-bottom:1px solid #e5e7eb;display:flex;align-items:center;gap:24px}
header nav a{margin-right:16px;text-decoration:none;color:#333;font-size:14px}main{max-width:960px;margin:0 auto;padding:24px}
footer{border-top:1px solid #e5e7eb;color:#666;font-size:12px;margin-top:48px}footer a{color:#666;margin-right:12px}
pre{background:#f6f8fa;border:1px solid #e1e4e8;border-radius:6px;padding:12px;overflow:auto;font-size:13px}code{font-family:Consolas,Menlo,monospace}
.btn{display:inline-block;background:#0b5cad;color:#fff;border:0;border-radius:4px;padding:10px 18px;font-size:15px;cursor:pointer;text-decoration:none}
input[type=text],input[type=email],input[type=password],input[type=tel],input[type=number],select,textarea{width:100%;padding:10px;border:1px solid #c9ccd1;border-radius:4px;font-size:15px;margin:4px 0 12px}
label{font-size:13px;font-weight:600}.card{max-width:400px;margin:40px auto;padding:32px;border:1px solid #ddd;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
.muted{color:#6b7280;font-size:13px}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:18px}`;

export const loginCss = (accent: string, bg = '#f3f4f6'): string => `*{box-sizing:border-box}body{margin:0;background:${bg};font-family:"Segoe UI",Helvetica,Arial,sans-serif;color:#222}
.wrap{max-width:420px;margin:7vh auto;background:#fff;padding:36px 40px;border-radius:6px;box-shadow:0 2px 14px rgba(0,0,0,.12)}
.logo{height:34px;margin-bottom:18px;display:flex;align-items:center;gap:10px;font-weight:700;font-size:20px;color:${accent}}
.logo img{height:28px;width:28px}h1{font-size:22px;margin:0 0 14px;font-weight:600}
input{width:100%;padding:11px 10px;margin:6px 0 14px;border:1px solid #b9bec5;border-radius:4px;font-size:15px}
button,.btn{width:100%;padding:11px;background:${accent};color:#fff;border:0;border-radius:4px;font-size:16px;cursor:pointer}
.small{font-size:12px;color:#666}.err{color:#b00020;font-size:13px;display:none}a{color:${accent}}
.foot{text-align:center;font-size:11px;color:#888;margin-top:26px}.foot a{color:#888;margin:0 6px}`;

/** A tag-manager style stub: queues events locally, loads nothing. */
export const tagStub = (id: string): string => `<script>
window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});
</script>`;

export const cookieBar = (text: string, ok: string): string => `<div id="cc" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:12px 20px;font-size:13px;display:flex;justify-content:space-between;align-items:center;z-index:50">
<span>${text}</span><button onclick="document.getElementById('cc').remove()" style="background:#fff;color:#222;border:0;padding:6px 14px;border-radius:3px;cursor:pointer">${ok}</button></div>`;

export const imgRoute = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }, body: png(r, g, b) });

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** Repeating-key XOR then base64, as several kits "encrypt" their markup. */
export const xorB64 = (s: string, key: string): string => {
  const src = Buffer.from(s, 'utf8');
  const out = Buffer.alloc(src.length);
  for (let i = 0; i < src.length; i++) out[i] = src[i]! ^ key.charCodeAt(i % key.length);
  return out.toString('base64');
};

/** JS string of \\xNN escapes. */
export const hexEsc = (s: string): string => Array.from(Buffer.from(s, 'utf8')).map((c) => '\\x' + c.toString(16).padStart(2, '0')).join('');

/** Dean Edwards "p,a,c,k,e,d" packing of a script, as many analytics vendors and kits ship it. */
export function pack(code: string): string {
  const enc = (c: number): string => (c < 62 ? '' : enc(Math.floor(c / 62))) + ((c % 62) > 35 ? String.fromCharCode((c % 62) + 29) : (c % 62).toString(36));
  const freq = new Map<string, number>();
  for (const w of code.match(/\b\w+\b/g) ?? []) freq.set(w, (freq.get(w) ?? 0) + 1);
  const words = [...freq.keys()].sort((x, y) => freq.get(y)! - freq.get(x)!);
  const index = new Map(words.map((w, i) => [w, enc(i)]));
  const p = code.replace(/\b\w+\b/g, (w) => index.get(w)!).replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n');
  return `eval(function(p,a,c,k,e,d){e=function(c){return(c<a?'':e(parseInt(c/a)))+((c=c%a)>35?String.fromCharCode(c+29):c.toString(36))};if(!''.replace(/^/,String)){while(c--){d[e(c)]=k[c]||e(c)}k=[function(e){return d[e]}];e=function(){return'\\\\w+'};c=1};while(c--){if(k[c]){p=p.replace(new RegExp('\\\\b'+e(c)+'\\\\b','g'),k[c])}}return p}('${p}',62,${words.length},'${words.join('|')}'.split('|'),0,{}))`;
}
