import type { Route } from '../../corpus/corpus.js';
import { jsRoute } from './e-bin.js';

/**
 * Page furniture shared by several `e-` files: consent banners and first-party analytics loaders (the
 * server-side-tagging style, so nothing is fetched from a third-party CDN). Pages pick a style; most pages
 * still write their own chrome.
 */

const consentText: Record<string, { msg: string; ok: string; no: string; more: string }> = {
  en: { msg: 'We use cookies to improve your experience, analyse traffic and personalise content.', ok: 'Accept all', no: 'Reject non-essential', more: 'Cookie settings' },
  de: { msg: 'Wir verwenden Cookies, um Ihnen das beste Nutzererlebnis zu bieten und unsere Website zu analysieren.', ok: 'Alle akzeptieren', no: 'Nur notwendige', more: 'Einstellungen' },
  fr: { msg: 'Nous utilisons des cookies pour améliorer votre expérience et mesurer l’audience.', ok: 'Tout accepter', no: 'Continuer sans accepter', more: 'Personnaliser' },
  es: { msg: 'Utilizamos cookies propias y de terceros para mejorar nuestros servicios.', ok: 'Aceptar todas', no: 'Rechazar', more: 'Configurar' },
  it: { msg: 'Questo sito utilizza cookie tecnici e, previo consenso, cookie di profilazione.', ok: 'Accetta tutti', no: 'Rifiuta', more: 'Personalizza' },
  pt: { msg: 'Utilizamos cookies para melhorar a sua experiência de navegação.', ok: 'Aceitar', no: 'Recusar', more: 'Preferências' },
  nl: { msg: 'Wij gebruiken cookies om onze website te verbeteren en voor statistieken.', ok: 'Alles accepteren', no: 'Weigeren', more: 'Instellingen' },
  pl: { msg: 'Używamy plików cookie, aby zapewnić prawidłowe działanie serwisu.', ok: 'Akceptuję', no: 'Odrzuć', more: 'Ustawienia' },
  id: { msg: 'Kami menggunakan cookie untuk meningkatkan pengalaman belanja Anda.', ok: 'Terima', no: 'Tolak', more: 'Pengaturan' },
  ja: { msg: '当サイトでは、利便性向上のためにCookieを使用しています。', ok: '同意する', no: '拒否する', more: '詳細設定' },
  ko: { msg: '서비스 개선을 위해 쿠키를 사용합니다.', ok: '모두 동의', no: '거부', more: '설정' },
};

/** A consent banner; `style` changes markup and placement so pages do not all carry the same block. */
export function consentBanner(lang: keyof typeof consentText | string, style: 'bar' | 'box' | 'modal' = 'bar', policyHref = '/privacy'): string {
  const t = consentText[lang] ?? consentText.en!;
  if (style === 'box') {
    return `<div id="cc-box" role="dialog" aria-live="polite" style="position:fixed;left:16px;bottom:16px;max-width:360px;background:#fff;border:1px solid #d0d4da;border-radius:8px;box-shadow:0 6px 24px rgba(0,0,0,.15);padding:16px;font:14px/1.4 system-ui,sans-serif;z-index:9999">
<p style="margin:0 0 12px">${t.msg} <a href="${policyHref}">${t.more}</a></p>
<button onclick="document.cookie='cc_ok=1;path=/;max-age=31536000';this.parentNode.remove()" style="background:#111;color:#fff;border:0;padding:8px 14px;border-radius:4px">${t.ok}</button>
<button onclick="document.cookie='cc_ok=0;path=/';this.parentNode.remove()" style="background:none;border:1px solid #999;padding:8px 14px;border-radius:4px;margin-left:6px">${t.no}</button>
</div>`;
  }
  if (style === 'modal') {
    return `<div class="consent-overlay" id="consent" style="position:fixed;inset:0;background:rgba(0,0,0,.35);display:flex;align-items:flex-end;justify-content:center;z-index:10000">
<div style="background:#fff;width:min(640px,96vw);margin-bottom:24px;padding:20px 24px;border-radius:10px;font-family:Arial,sans-serif;font-size:14px">
<strong>Cookies</strong><p>${t.msg}</p>
<div style="display:flex;gap:8px;justify-content:flex-end"><button data-c="settings">${t.more}</button><button data-c="no">${t.no}</button><button data-c="ok" style="background:#0a5;color:#fff;border:0;padding:8px 16px">${t.ok}</button></div>
</div></div>
<script>document.querySelectorAll('#consent [data-c]').forEach(function(b){b.addEventListener('click',function(){try{localStorage.setItem('consent',b.dataset.c)}catch(e){}document.getElementById('consent').remove()})});try{if(localStorage.getItem('consent'))document.getElementById('consent').remove()}catch(e){}</script>`;
  }
  return `<div class="cookie-bar" id="cookieBar" style="position:fixed;bottom:0;left:0;right:0;background:#1f2329;color:#eee;padding:12px 20px;display:flex;gap:16px;align-items:center;justify-content:space-between;font:13px sans-serif;z-index:9000">
<span>${t.msg} <a href="${policyHref}" style="color:#9cf">${t.more}</a></span>
<span><button id="cbNo" style="background:transparent;color:#eee;border:1px solid #777;padding:6px 12px">${t.no}</button> <button id="cbOk" style="background:#4c8bf5;color:#fff;border:0;padding:6px 12px">${t.ok}</button></span>
</div>
<script>(function(){var b=document.getElementById('cookieBar');if(/(^|; )ck=/.test(document.cookie))b.style.display='none';function s(v){document.cookie='ck='+v+';path=/;max-age=15552000';b.style.display='none'}document.getElementById('cbOk').onclick=function(){s(1)};document.getElementById('cbNo').onclick=function(){s(0)}})();</script>`;
}

/** Inline dataLayer bootstrap plus a first-party tag loader path (server-side tagging proxy). */
export function analyticsSnippet(measurementId: string, loaderPath = '/metrics/gtag.js'): string {
  return `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${measurementId}',{anonymize_ip:true,transport_url:location.origin+'/metrics'});</script>
<script async src="${loaderPath}?id=${measurementId}"></script>`;
}

/** The first-party tag loader that analyticsSnippet points at: batches page events to /metrics/collect. */
export function analyticsRoute(host: string, loaderPath = '/metrics/gtag.js'): Record<string, Route> {
  return {
    [`${host}${loaderPath}`]: jsRoute(`/* sst loader 2.14.1 */(function(w,d){var q=[];function send(){if(!q.length)return;var b=JSON.stringify({events:q.splice(0),page:d.location.pathname,ref:d.referrer||null,sr:w.screen.width+'x'+w.screen.height});try{navigator.sendBeacon&&navigator.sendBeacon('/metrics/collect',b)}catch(e){}}
(w.dataLayer||[]).forEach(function(a){q.push({t:Date.now(),a:[].slice.call(a).map(String).slice(0,3)})});
w.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')send()});setTimeout(send,4000);})(window,document);`),
    [`${host}/metrics/collect`]: { status: 204, headers: {}, body: '' },
  };
}
