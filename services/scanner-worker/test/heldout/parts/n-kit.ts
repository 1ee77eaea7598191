import type { Route } from '../../corpus/corpus.js';
import { png } from './e-bin.js';

/**
 * Page furniture for the `n-` pages (social-media, messenger, marketplace and search-ad fraud, and the
 * legitimate pages around the same topics). Only helpers live here; the pages are in dev/ and blind/.
 */

export type PageOpts = {
  lang: string;
  title: string;
  body: string;
  dir?: 'rtl' | 'ltr';
  css?: string;
  head?: string;
  bodyAttrs?: string;
};

/** A whole HTML document. */
export function page(o: PageOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>
${o.css ?? BASE_CSS}
</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

export const BASE_CSS = `*{box-sizing:border-box}body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;background:#fff}
a{color:#0b57d0}header,footer{padding:12px 24px}header{border-bottom:1px solid #ddd;display:flex;gap:20px;align-items:center;flex-wrap:wrap}
header nav a{margin-right:14px;text-decoration:none;color:#333;font-size:14px}main{max-width:960px;margin:0 auto;padding:20px 24px}
footer{background:#f4f4f4;color:#555;font-size:12px;margin-top:40px}footer a{color:#555;margin-right:12px}
.btn{display:inline-block;background:#0b57d0;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;border:0;font-size:15px;cursor:pointer}
input,select,textarea{width:100%;padding:9px;border:1px solid #bbb;border-radius:4px;margin:4px 0 12px;font-size:15px}
label{font-size:14px;font-weight:bold}.card{border:1px solid #ddd;border-radius:8px;padding:16px;margin:12px 0}
.warn{background:#fff4e5;border-left:4px solid #f59e0b;padding:10px 14px;font-size:14px}.small{font-size:12px;color:#666}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:6px 8px;text-align:left;font-size:14px}`;

/** Google Analytics style dataLayer stub (no external load). */
export const gaStub = (id: string) => `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}');</script>`;

/** Meta pixel style queue stub (no external load). */
export const fbqStub = (id: string) => `<script>!function(w){if(w.fbq)return;var n=w.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};n.queue=[];n.loaded=!0;n.version='2.0'}(window);fbq('init','${id}');fbq('track','PageView');</script>`;

/** TikTok pixel style stub. */
export const ttqStub = (id: string) => `<script>!function(w){var t=w.ttq=w.ttq||[];t.methods=['page','track','identify'];t.load=function(){};t.page=function(){t.push(['page'])};t.load('${id}');t.page()}(window);</script>`;

/** A cookie banner that remembers dismissal in localStorage. */
export function cookieBar(text: string, ok: string): string {
  return `<div id="ckb" style="position:fixed;bottom:0;left:0;right:0;background:#1f2937;color:#fff;padding:12px 20px;font-size:13px;display:flex;gap:14px;align-items:center;z-index:50">
<span style="flex:1">${text}</span><button onclick="localStorage.setItem('ck','1');document.getElementById('ckb').remove()" style="background:#fff;color:#111;border:0;padding:6px 14px;border-radius:4px">${ok}</button></div>
<script>if(localStorage.getItem('ck'))document.getElementById('ckb').remove();</script>`;
}

/** A deterministic QR-looking SVG (finder squares plus pseudo-random modules). */
export function qrSvg(seed: string, size = 180): string {
  const n = 29;
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const rnd = () => {
    h ^= h << 13;
    h >>>= 0;
    h ^= h >>> 17;
    h ^= h << 5;
    h >>>= 0;
    return h / 4294967296;
  };
  const cells: string[] = [];
  const finder = (x: number, y: number) => {
    cells.push(`<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`);
  };
  finder(0, 0);
  finder(n - 7, 0);
  finder(0, n - 7);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const inFinder = (x < 8 && y < 8) || (x > n - 9 && y < 8) || (x < 8 && y > n - 9);
      if (!inFinder && rnd() < 0.47) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${n + 4} ${n + 4}" width="${size}" height="${size}" shape-rendering="crispEdges" style="background:#fff"><g fill="#000">${cells.join('')}</g></svg>`;
}

/** A chat widget that types out scripted messages one by one (the "assistant" of many landing pages). */
export function chatWidget(o: { name: string; avatarColor?: string; messages: string[]; delayMs?: number; placeholder?: string }): string {
  const msgs = JSON.stringify(o.messages);
  return `<div id="chw" style="position:fixed;right:18px;bottom:18px;width:300px;background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.2);font-size:14px;z-index:40;overflow:hidden">
<div style="background:${o.avatarColor ?? '#128c7e'};color:#fff;padding:10px 12px;font-weight:bold">● ${o.name}</div>
<div id="chl" style="padding:10px;max-height:260px;overflow:auto;background:#ece5dd"></div>
<div style="display:flex;border-top:1px solid #ddd"><input id="chi" placeholder="${o.placeholder ?? '...'}" style="margin:0;border:0;border-radius:0"><button onclick="var i=document.getElementById('chi');if(i.value){var d=document.createElement('div');d.style.cssText='background:#dcf8c6;margin:6px 0 6px 40px;padding:6px 8px;border-radius:8px';d.textContent=i.value;document.getElementById('chl').appendChild(d);i.value=''}" style="border:0;background:none;padding:0 12px">➤</button></div></div>
<script>(function(){var m=${msgs},i=0,l=document.getElementById('chl');function next(){if(i>=m.length)return;var d=document.createElement('div');d.style.cssText='background:#fff;margin:6px 40px 6px 0;padding:6px 8px;border-radius:8px';d.innerHTML=m[i++];l.appendChild(d);l.scrollTop=l.scrollHeight;setTimeout(next,${o.delayMs ?? 1800})}setTimeout(next,900)})();</script>`;
}

/** A countdown that writes mm:ss into the element with the given id. */
export const countdown = (elId: string, seconds: number) =>
  `<script>(function(){var s=${seconds},e=document.getElementById('${elId}');function t(){var m=Math.floor(s/60),r=s%60;if(e)e.textContent=(m<10?'0':'')+m+':'+(r<10?'0':'')+r;if(s>0){s--;setTimeout(t,1000)}}t()})();</script>`;

/** A 1x1 PNG route (logos, avatars, tracking pixels). */
export const img = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }, body: png(r, g, b) });
