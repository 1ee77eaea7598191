import type { Route } from '../../corpus/corpus.js';
import { png } from './e-bin.js';

/**
 * Page furniture for the `o-` pages (a regional CERT's queue of reported URLs): document shells,
 * analytics snippets, consent banners, footers in several languages. No pages live here.
 */

export type DocOpts = {
  lang: string;
  title: string;
  body: string;
  css?: string;
  head?: string;
  dir?: 'rtl' | 'ltr';
  bodyAttrs?: string;
};

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>
*{box-sizing:border-box}
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** Google tag snippet as real sites paste it (the gtag.js loader is served locally by the page's routes or left out). */
export const gtag = (id: string, src?: string) => `<script async src="${src ?? '/gtag/js?id=' + id}"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', '${id}', { anonymize_ip: true });
</script>`;

export const matomo = (siteId: number, base = '/stats/') => `<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="${base}";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '${siteId}']);
  })();
</script>`;

export const metaPixel = (id: string) => `<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};
if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];}(window,document,'script');
fbq('init', '${id}');fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none" alt="" src="/tr?id=${id}&ev=PageView&noscript=1"></noscript>`;

const cookieText: Record<string, [string, string, string]> = {
  pl: ['Ta strona korzysta z plików cookie w celach statystycznych i aby ułatwić korzystanie z serwisu. Możesz zmienić ustawienia w przeglądarce.', 'Akceptuję', 'Ustawienia'],
  pt: ['Usamos cookies para melhorar sua experiência. Ao continuar navegando, você concorda com a nossa Política de Privacidade.', 'Aceitar', 'Configurar'],
  es: ['Utilizamos cookies propias y de terceros para fines analíticos. Puedes aceptar todas o configurarlas.', 'Aceptar', 'Configurar'],
  fr: ['Ce site utilise des cookies pour mesurer l’audience et améliorer votre navigation.', 'Tout accepter', 'Personnaliser'],
  it: ['Questo sito utilizza cookie tecnici e, previo consenso, cookie di profilazione di terze parti.', 'Accetta', 'Rifiuta'],
  de: ['Wir verwenden Cookies, um Ihnen die bestmögliche Nutzung unserer Website zu ermöglichen.', 'Alle akzeptieren', 'Einstellungen'],
  tr: ['Sitemizde deneyiminizi geliştirmek için çerezler kullanılmaktadır. Detaylı bilgi için Çerez Politikamızı inceleyebilirsiniz.', 'Kabul Et', 'Ayarlar'],
  id: ['Situs ini menggunakan cookie untuk meningkatkan pengalaman Anda.', 'Setuju', 'Pengaturan'],
  ja: ['当サイトではサービス向上のためにCookieを使用しています。', '同意する', '設定'],
  vi: ['Trang web sử dụng cookie để cải thiện trải nghiệm của bạn.', 'Đồng ý', 'Tùy chỉnh'],
  ar: ['يستخدم هذا الموقع ملفات تعريف الارتباط لتحسين تجربتك.', 'موافق', 'الإعدادات'],
  en: ['We use cookies to improve your experience on our site. By continuing you agree to our Cookie Policy.', 'Accept', 'Manage'],
};

/** A bottom cookie bar with its own tiny script. */
export function cookieBar(lang: keyof typeof cookieText | string): string {
  const t = cookieText[lang] ?? cookieText.en!;
  return `<div id="cc-bar" style="position:fixed;left:0;right:0;bottom:0;background:#222;color:#eee;padding:12px 18px;font:13px/1.4 sans-serif;display:flex;gap:12px;align-items:center;z-index:50">
<span style="flex:1">${t[0]}</span><button onclick="document.getElementById('cc-bar').remove();try{localStorage.setItem('cc','1')}catch(e){}" style="background:#4caf50;color:#fff;border:0;padding:7px 14px;border-radius:3px">${t[1]}</button><a href="#cookies" style="color:#bbb">${t[2]}</a></div>
<script>try{if(localStorage.getItem('cc'))document.getElementById('cc-bar').remove()}catch(e){}</script>`;
}

export function footer(cols: Array<[string, string[]]>, legal: string, bg = '#f3f3f3', fg = '#444'): string {
  return `<footer style="background:${bg};color:${fg};padding:28px 5% 18px;font-size:13px;margin-top:40px">
<div style="display:flex;flex-wrap:wrap;gap:40px">${cols
    .map(([h, items]) => `<div><strong>${h}</strong><ul style="list-style:none;padding:0;margin:8px 0">${items.map((i) => `<li style="margin:4px 0"><a href="#" style="color:inherit;text-decoration:none">${i}</a></li>`).join('')}</ul></div>`)
    .join('')}</div>
<p style="border-top:1px solid rgba(0,0,0,.1);padding-top:12px;margin-top:18px">${legal}</p></footer>`;
}

export function nav(brand: string, items: string[], color: string, logo?: string): string {
  return `<header style="background:${color};color:#fff;padding:0 5%;display:flex;align-items:center;gap:24px;height:60px">
${logo ? `<img src="${logo}" alt="" width="28" height="28" style="border-radius:4px">` : ''}<strong style="font-size:19px;letter-spacing:.3px">${brand}</strong>
<nav style="display:flex;gap:18px;font-size:14px;margin-left:auto">${items.map((i) => `<a href="#" style="color:#fff;text-decoration:none">${i}</a>`).join('')}</nav></header>`;
}

/** A row of ad slots as news sites render them (served from the page's own host). */
export function adSlots(n: number, prefix = 'div-gpt-ad'): string {
  return Array.from({ length: n }, (_, i) => `<div id="${prefix}-${1700000000 + i * 13}-${i}" class="ad-slot" style="min-height:90px;background:#f5f5f5;margin:14px 0;text-align:center;font-size:11px;color:#999">Reklama / Advertisement<script>(window.googletag=window.googletag||{cmd:[]}).cmd.push(function(){});</script></div>`).join('\n');
}

export const pngR = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/png' }, body: png(r, g, b) });

export const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });

export const json = (body: unknown, status = 200): Route => ({ status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });

export const baseCss = (font = 'Arial, Helvetica, sans-serif', bg = '#fff', fg = '#222') =>
  `body{margin:0;font-family:${font};background:${bg};color:${fg}}a{color:inherit}main{max-width:1080px;margin:0 auto;padding:24px 5%}h1{font-size:26px}input,select{font:inherit;padding:10px;border:1px solid #bbb;border-radius:4px;width:100%;margin:4px 0 12px}button{font:inherit;cursor:pointer}.btn{background:#0a58ca;color:#fff;border:0;border-radius:4px;padding:11px 22px}.card{background:#fff;border:1px solid #e3e3e3;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.06)}label{font-size:14px;font-weight:600}.muted{color:#777;font-size:13px}`;

/** A payment-card block of inputs as kits and legit checkouts both render them. */
export function cardFields(l: { num: string; exp: string; cvv: string; name?: string }): string {
  return `${l.name ? `<label>${l.name}</label><input name="holder" autocomplete="cc-name">` : ''}
<label>${l.num}</label><input name="cardnumber" inputmode="numeric" autocomplete="cc-number" maxlength="19" placeholder="0000 0000 0000 0000">
<div style="display:flex;gap:12px"><div style="flex:1"><label>${l.exp}</label><input name="exp" placeholder="MM/AA" maxlength="5" autocomplete="cc-exp"></div><div style="flex:1"><label>${l.cvv}</label><input name="cvv" inputmode="numeric" maxlength="4" autocomplete="cc-csc"></div></div>`;
}
