/**
 * Shared furniture for the ya- pages: document shells, brand-ish wordmarks, GOV.UK-like chrome,
 * cookie banners and small encoders that kits and real sites both use.
 */

export type PageOpts = {
  title: string;
  lang?: string;
  head?: string;
  body: string;
  bodyAttrs?: string;
  css?: string;
};

export function page(o: PageOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en-GB'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
${o.css ? `<style>\n${o.css}\n</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
export const charCodes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');
/** Reverses a string (kits store their markup reversed and flip it back at runtime). */
export const rev = (s: string): string => Array.from(s).reverse().join('');
/** XOR with a one-byte key, then base64 (the usual "packer" of cheap kits). */
export const xorB64 = (s: string, key: number): string => Buffer.from(Array.from(Buffer.from(s, 'utf8')).map((b) => b ^ key)).toString('base64');

/** A plain wordmark logo as inline SVG. */
export function wordmark(text: string, color: string, opts: { size?: number; weight?: number; font?: string; width?: number } = {}): string {
  const size = opts.size ?? 26;
  const w = opts.width ?? Math.round(text.length * size * 0.62 + 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${Math.round(size * 1.4)}" viewBox="0 0 ${w} ${Math.round(size * 1.4)}" role="img" aria-label="${text}"><text x="0" y="${size}" font-family="${opts.font ?? 'Helvetica, Arial, sans-serif'}" font-size="${size}" font-weight="${opts.weight ?? 700}" fill="${color}">${text}</text></svg>`;
}

/** A round badge logo (initials in a circle), as accounting apps and small firms use. */
export function badge(initials: string, bg: string, fg = '#fff', size = 44): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 44 44" aria-hidden="true"><circle cx="22" cy="22" r="22" fill="${bg}"/><text x="22" y="28" text-anchor="middle" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="${fg}">${initials}</text></svg>`;
}

export const msLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24"><path fill="#f25022" d="M0 0h11.5v11.5H0z"/><path fill="#7fba00" d="M12.5 0H24v11.5H12.5z"/><path fill="#00a4ef" d="M0 12.5h11.5V24H0z"/><path fill="#ffb900" d="M12.5 12.5H24V24H12.5z"/><text x="30" y="18" font-family="Segoe UI, Arial, sans-serif" font-size="17" font-weight="600" fill="#737373">Microsoft</text></svg>`;

export const googleLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="75" height="24" viewBox="0 0 75 24"><text x="0" y="19" font-family="Product Sans, Arial, sans-serif" font-size="22"><tspan fill="#4285F4">G</tspan><tspan fill="#EA4335">o</tspan><tspan fill="#FBBC05">o</tspan><tspan fill="#4285F4">g</tspan><tspan fill="#34A853">l</tspan><tspan fill="#EA4335">e</tspan></text></svg>`;

export const crownSvg = `<svg aria-hidden="true" focusable="false" class="govuk-header__logotype-crown" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 30" height="30" width="32"><path fill="currentColor" fill-rule="evenodd" d="M22.6 10.4c-1 .4-2-.1-2.4-1-.4-.9.1-2 1-2.4.9-.4 2 .1 2.4 1s-.1 2-1 2.4m-5.9 6.7c-.9.4-2-.1-2.4-1-.4-.9.1-2 1-2.4.9-.4 2 .1 2.4 1s-.1 2-1 2.4m10.8-3.7c-1 .4-2-.1-2.4-1-.4-.9.1-2 1-2.4.9-.4 2 .1 2.4 1s0 2-1 2.4m3.3 4.8c-1 .4-2-.1-2.4-1-.4-.9.1-2 1-2.4.9-.4 2 .1 2.4 1s-.1 2-1 2.4M17 4.7l2.3 1.2V2.5l-2.3.7-.2-.2.9-3h-3.4l.9 3-.2.2c-.1.1-2.3-.7-2.3-.7v3.4L15 4.7c.1.1.1.2.2.2l-1.3 4c-.1.2-.1.4-.1.6 0 1.1.8 2 1.9 2.2h.7c1-.2 1.9-1.1 1.9-2.1 0-.2 0-.4-.1-.6l-1.3-4c-.1-.2 0-.2.1-.3m-7.6 5.7c.9.4 2-.1 2.4-1 .4-.9-.1-2-1-2.4-.9-.4-2 .1-2.4 1s0 2 1 2.4m-5 3c.9.4 2-.1 2.4-1 .4-.9-.1-2-1-2.4-.9-.4-2 .1-2.4 1s.1 2 1 2.4m-3.2 4.8c.9.4 2-.1 2.4-1 .4-.9-.1-2-1-2.4-.9-.4-2 .1-2.4 1s0 2 1 2.4m14.8 11c4.4 0 8.6.3 12.3.8 1.1-4.5 2.4-7 3.7-8.8l-2.5-.9c.2 1.3.3 1.9 0 2.7-.4-.4-.8-1.1-1.1-2.3l-1.2 4c.7-.5 1.3-.8 2-.9-1.1 2.5-2.6 3.1-3.5 3-1.1-.2-1.7-1.2-1.5-2.1.3-1.2 1.5-1.5 2.1-.1 1.1-2.3-.8-3-2-2.3 1.9-1.9 2.1-3.5.6-5.6-2.1 1.6-2.1 3.2-1.2 5.5-1.2-1.4-3.2-.6-2.5 1.6.9-1.4 2.1-.5 1.9.8-.2 1.1-1.7 2.1-3.5 1.9-2.7-.2-2.9-2.1-2.9-3.6.7-.1 1.9.5 2.9 1.9l.4-4.3c-1.1 1.1-2.1 1.4-3.2 1.4.4-1.2 2.1-3 2.1-3h-5.4s1.7 1.9 2.1 3c-1.1 0-2.1-.2-3.2-1.4l.4 4.3c1-1.4 2.2-2 2.9-1.9-.1 1.5-.2 3.4-2.9 3.6-1.9.2-3.4-.8-3.5-1.9-.2-1.3 1-2.2 1.9-.8.7-2.3-1.2-3-2.5-1.6.9-2.2.9-3.9-1.2-5.5-1.5 2-1.3 3.7.6 5.6-1.2-.7-3.1 0-2 2.3.6-1.4 1.8-1.1 2.1.1.2.9-.3 1.9-1.5 2.1-.9.2-2.4-.5-3.5-3 .6 0 1.2.3 2 .9l-1.2-4c-.3 1.1-.7 1.9-1.1 2.3-.3-.8-.2-1.4 0-2.7l-2.9.9C1.3 23 2.6 25.5 3.7 30c3.7-.5 7.9-.8 12.3-.8"></path></svg>`;

export const govukCss = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:"GDS Transport",arial,sans-serif;color:#0b0c0c;background:#fff;-webkit-font-smoothing:antialiased;font-size:19px;line-height:1.32}
a{color:#1d70b8}a:visited{color:#4c2c92}a:focus{outline:3px solid transparent;background-color:#fd0;box-shadow:0 -2px #fd0,0 4px #0b0c0c;text-decoration:none}
.govuk-skip-link{position:absolute;left:-9999px}
.govuk-header{background:#0b0c0c;border-bottom:10px solid #fff;color:#fff}
.govuk-header__container{max-width:960px;margin:0 auto;padding:10px 15px 0;border-bottom:10px solid #1d70b8;display:flex;align-items:center;justify-content:space-between}
.govuk-header__link{color:#fff;text-decoration:none;font-weight:700;font-size:30px;display:inline-flex;align-items:center;gap:6px;padding-bottom:8px}
.govuk-header__service-name{color:#fff;font-weight:700;font-size:20px;text-decoration:none}
.govuk-width-container{max-width:960px;margin:0 auto;padding:0 15px}
.govuk-phase-banner{padding:10px 0;border-bottom:1px solid #b1b4b6;font-size:16px}
.govuk-tag{display:inline-block;background:#1d70b8;color:#fff;padding:2px 8px;font-weight:700;font-size:14px;text-transform:uppercase;margin-right:8px}
.govuk-main-wrapper{padding:40px 0}
.govuk-heading-xl{font-size:48px;line-height:1.04;margin:0 0 50px}
.govuk-heading-l{font-size:36px;line-height:1.1;margin:0 0 30px}
.govuk-heading-m{font-size:24px;margin:0 0 20px}
.govuk-body{margin:0 0 20px}
.govuk-body-l{font-size:24px;margin:0 0 30px}
.govuk-caption-l{color:#505a5f;font-size:24px;display:block;margin-bottom:5px}
.govuk-form-group{margin-bottom:30px}
.govuk-label{display:block;margin-bottom:5px;font-weight:400}
.govuk-label--s{font-weight:700}
.govuk-hint{color:#505a5f;margin-bottom:15px;display:block}
.govuk-input{font:inherit;width:100%;max-width:20em;height:40px;padding:5px;border:2px solid #0b0c0c;border-radius:0}
.govuk-input--width-10{max-width:23ex}.govuk-input--width-5{max-width:10.8ex}.govuk-input--width-4{max-width:9ex}.govuk-input--width-2{max-width:5.4ex}
.govuk-input:focus{outline:3px solid #fd0;box-shadow:inset 0 0 0 2px}
.govuk-date-input{display:flex;gap:20px}
.govuk-button{font:inherit;font-weight:400;background:#00703c;color:#fff;border:2px solid transparent;box-shadow:0 2px 0 #002d18;padding:8px 10px 7px;cursor:pointer;font-size:19px;display:inline-block;text-decoration:none}
.govuk-button--start{font-weight:700;font-size:24px;display:inline-flex;align-items:center;gap:8px;padding:8px 15px}
.govuk-button--secondary{background:#f3f2f1;color:#0b0c0c;box-shadow:0 2px 0 #929191}
.govuk-inset-text{padding:15px;margin:30px 0;border-left:10px solid #b1b4b6}
.govuk-warning-text{position:relative;padding:10px 0 10px 50px;font-weight:700}
.govuk-warning-text__icon{position:absolute;left:0;top:5px;width:35px;height:35px;border-radius:50%;background:#0b0c0c;color:#fff;font-size:30px;line-height:35px;text-align:center}
.govuk-list--bullet{padding-left:20px}
.govuk-details summary{color:#1d70b8;cursor:pointer;text-decoration:underline}
.govuk-error-summary{border:5px solid #d4351c;padding:20px;margin-bottom:30px;display:none}
.govuk-footer{background:#f3f2f1;border-top:1px solid #b1b4b6;padding:25px 0;font-size:16px;color:#0b0c0c;margin-top:40px}
.govuk-footer__list{list-style:none;padding:0;margin:0 0 20px;display:flex;flex-wrap:wrap;gap:15px}
.govuk-footer__link{color:#0b0c0c}
.govuk-breadcrumbs{font-size:16px;margin:15px 0}
.govuk-breadcrumbs ol{list-style:none;padding:0;margin:0;display:flex;gap:10px}
.govuk-breadcrumbs li+li::before{content:"\\203A";margin-right:10px;color:#505a5f}
.govuk-grid-row{display:flex;gap:30px}.govuk-grid-column-two-thirds{flex:2}.govuk-grid-column-one-third{flex:1}
.govuk-summary-list{margin:0 0 30px}
.govuk-summary-list__row{display:flex;border-bottom:1px solid #b1b4b6;padding:10px 0}
.govuk-summary-list__key{flex:1;font-weight:700}.govuk-summary-list__value{flex:2}
@media(max-width:640px){.govuk-grid-row{display:block}.govuk-heading-xl{font-size:32px}}
`;

export function govukHeader(service?: string, serviceHref = '#', homeHref = 'https://www.gov.uk/'): string {
  return `<a href="#main-content" class="govuk-skip-link">Skip to main content</a>
<header class="govuk-header" role="banner" data-module="govuk-header">
  <div class="govuk-header__container">
    <div class="govuk-header__logo"><a href="${homeHref}" class="govuk-header__link govuk-header__link--homepage">${crownSvg}<span class="govuk-header__logotype-text">GOV.UK</span></a></div>
    ${service ? `<div class="govuk-header__content"><a href="${serviceHref}" class="govuk-header__service-name">${service}</a></div>` : ''}
  </div>
</header>`;
}

export function govukFooter(extraLinks: Array<[string, string]> = []): string {
  const links: Array<[string, string]> = [
    ['Help', 'https://www.gov.uk/help'],
    ['Privacy', 'https://www.gov.uk/help/privacy-notice'],
    ['Cookies', 'https://www.gov.uk/help/cookies'],
    ['Accessibility statement', 'https://www.gov.uk/help/accessibility-statement'],
    ['Contact', 'https://www.gov.uk/contact'],
    ['Terms and conditions', 'https://www.gov.uk/help/terms-conditions'],
    ['Rhestr o Wasanaethau Cymraeg', 'https://www.gov.uk/cymraeg'],
    ...extraLinks,
  ];
  return `<footer class="govuk-footer" role="contentinfo"><div class="govuk-width-container">
  <h2 class="govuk-visually-hidden" style="position:absolute;left:-9999px">Support links</h2>
  <ul class="govuk-footer__list">${links.map(([t, h]) => `<li><a class="govuk-footer__link" href="${h}">${t}</a></li>`).join('')}</ul>
  <p>All content is available under the <a class="govuk-footer__link" href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/">Open Government Licence v3.0</a>, except where otherwise stated</p>
  <p><a class="govuk-footer__link" href="https://www.nationalarchives.gov.uk/information-management/re-using-public-sector-information/uk-government-licensing-framework/crown-copyright/">© Crown copyright</a></p>
</div></footer>`;
}

export function cookieBanner(company: string, policyHref = '/cookie-policy', accent = '#1f6feb'): string {
  return `<div id="cookie-consent" class="cc-banner" role="dialog" aria-label="Cookie consent" style="position:fixed;left:0;right:0;bottom:0;background:#fff;border-top:1px solid #ddd;box-shadow:0 -2px 12px rgba(0,0,0,.08);padding:16px 24px;display:none;z-index:1000;font-size:14px">
  <div style="max-width:1100px;margin:0 auto;display:flex;gap:16px;align-items:center;flex-wrap:wrap;justify-content:space-between">
    <p style="margin:0;flex:1;min-width:260px">${company} uses essential cookies to make this site work, and optional analytics cookies to understand how it is used. <a href="${policyHref}">Read our cookie policy</a>.</p>
    <div><button type="button" data-cc="reject" style="padding:8px 14px;border:1px solid ${accent};background:#fff;color:${accent};border-radius:4px;cursor:pointer">Reject optional</button>
    <button type="button" data-cc="accept" style="padding:8px 14px;border:0;background:${accent};color:#fff;border-radius:4px;cursor:pointer;margin-left:8px">Accept all</button></div>
  </div>
</div>
<script>
(function(){try{var k='cc_consent_v2';var el=document.getElementById('cookie-consent');if(!localStorage.getItem(k)){el.style.display='block';}
el.addEventListener('click',function(e){var t=e.target;if(t&&t.getAttribute&&t.getAttribute('data-cc')){localStorage.setItem(k,t.getAttribute('data-cc')+':'+Date.now());el.style.display='none';}});}catch(_){}})();
</script>`;
}

/** A Google-Analytics-style loader as real sites paste it (the script 404s on the loopback server). */
export function gtag(id: string): string {
  return `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;
}

/** The usual Microsoft sign-in look that kits copy (and that Microsoft itself uses). */
export const msCss = `
body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif;background:#f2f2f2 url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1920' height='1080'%3E%3Cdefs%3E%3ClinearGradient id='g' x1='0' y1='0' x2='1' y2='1'%3E%3Cstop offset='0' stop-color='%23e8eef7'/%3E%3Cstop offset='1' stop-color='%23f6efe6'/%3E%3C/linearGradient%3E%3C/defs%3E%3Crect fill='url(%23g)' width='1920' height='1080'/%3E%3C/svg%3E") center/cover no-repeat;color:#1b1b1b;min-height:100vh}
.outer{display:flex;flex-direction:column;min-height:100vh;align-items:center;justify-content:center}
.card{width:440px;max-width:calc(100% - 40px);background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px;box-sizing:border-box;min-height:338px}
.title{font-size:24px;font-weight:600;margin:16px 0 12px;line-height:28px}
.ident{display:inline-flex;align-items:center;gap:8px;font-size:15px;margin:10px 0 4px;padding:2px 0}
.input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none;margin:16px 0 8px;background:transparent;box-sizing:border-box}
.input:focus{border-bottom-color:#0067b8}
.links{font-size:13px;margin:16px 0}.links a{color:#0067b8;text-decoration:none;display:block;margin:6px 0}
.btnrow{display:flex;justify-content:flex-end;gap:8px;margin-top:24px}
.btn{min-width:108px;min-height:32px;border:0;font-size:15px;cursor:pointer;padding:4px 12px}
.btn-primary{background:#0067b8;color:#fff}.btn-secondary{background:#ccc;color:#000}
.err{color:#e81123;font-size:15px;margin:8px 0;display:none}
.opts{width:440px;max-width:calc(100% - 40px);background:#fff;margin-top:28px;padding:12px 44px;box-sizing:border-box;font-size:15px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
.footer{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 16px}.footer a{color:#000;text-decoration:none;margin-left:12px}
`;

/** Generic SaaS/app login styling used by several real and imitation pages. */
export function appCss(accent: string, bg = '#f5f7fa'): string {
  return `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:${bg};color:#1f2933;font-size:15px}
a{color:${accent}}
.wrap{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:32px 16px}
.panel{background:#fff;width:100%;max-width:420px;border-radius:8px;box-shadow:0 1px 3px rgba(16,24,40,.1),0 1px 2px rgba(16,24,40,.06);padding:36px 32px}
.panel h1{font-size:22px;margin:18px 0 6px;font-weight:600}
.panel p.sub{margin:0 0 22px;color:#52606d}
label{display:block;font-weight:600;font-size:13px;margin:14px 0 6px}
input[type=text],input[type=email],input[type=password],input[type=tel],input[type=number],select{width:100%;padding:11px 12px;border:1px solid #cbd2d9;border-radius:6px;font-size:15px;background:#fff}
input:focus,select:focus{outline:none;border-color:${accent};box-shadow:0 0 0 3px ${accent}33}
.btn{display:block;width:100%;margin-top:22px;padding:12px;border:0;border-radius:6px;background:${accent};color:#fff;font-weight:600;font-size:15px;cursor:pointer}
.btn:disabled{opacity:.6;cursor:wait}
.row{display:flex;justify-content:space-between;align-items:center;font-size:13px;margin-top:12px}
.alt{margin-top:18px;text-align:center;font-size:13px;color:#616e7c}
.foot{margin-top:24px;font-size:12px;color:#7b8794;text-align:center}
.foot a{color:#7b8794;margin:0 6px}
.error{display:none;background:#fdecea;color:#a61b1b;border:1px solid #f5c2c0;border-radius:6px;padding:10px 12px;margin-top:14px;font-size:13px}
.divider{display:flex;align-items:center;gap:10px;color:#9aa5b1;font-size:12px;margin:20px 0}
.divider::before,.divider::after{content:"";flex:1;height:1px;background:#e4e7eb}
.sso{display:flex;gap:10px}.sso button{flex:1;padding:10px;border:1px solid #cbd2d9;background:#fff;border-radius:6px;cursor:pointer;font-size:13px}
`;
}

/** Marketing-site shell: top nav, content, footer; used by shops, firms and associations alike. */
export function siteShell(o: { brand: string; logo: string; nav: Array<[string, string]>; accent: string; main: string; footer: string; topbar?: string }): string {
  return `${o.topbar ? `<div class="topbar" style="background:${o.accent};color:#fff;font-size:13px;text-align:center;padding:7px 10px">${o.topbar}</div>` : ''}
<header class="site-header" style="border-bottom:1px solid #e5e7eb;background:#fff">
  <div style="max-width:1140px;margin:0 auto;padding:14px 20px;display:flex;align-items:center;justify-content:space-between;gap:20px;flex-wrap:wrap">
    <a href="/" class="brand" style="display:flex;align-items:center;gap:10px;text-decoration:none;color:#111">${o.logo}</a>
    <nav aria-label="Main"><ul style="list-style:none;display:flex;gap:22px;margin:0;padding:0;font-size:15px;flex-wrap:wrap">${o.nav.map(([t, h]) => `<li><a href="${h}" style="color:#1f2937;text-decoration:none">${t}</a></li>`).join('')}</ul></nav>
  </div>
</header>
<main id="main">${o.main}</main>
<footer style="background:#111827;color:#d1d5db;font-size:14px;margin-top:60px">
  <div style="max-width:1140px;margin:0 auto;padding:36px 20px">${o.footer}</div>
</footer>`;
}

export const baseSiteCss = `
*{box-sizing:border-box}
body{margin:0;font-family:Inter,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;line-height:1.55;background:#fff}
h1,h2,h3{line-height:1.2;color:#111827}
.container{max-width:1140px;margin:0 auto;padding:0 20px}
.hero{padding:56px 0;background:#f8fafc;border-bottom:1px solid #eef2f7}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:22px}
.card{border:1px solid #e5e7eb;border-radius:10px;padding:18px;background:#fff}
.btn{display:inline-block;padding:11px 20px;border-radius:6px;text-decoration:none;font-weight:600;border:0;cursor:pointer;font-size:15px}
.muted{color:#6b7280}
.small{font-size:13px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:10px;border-bottom:1px solid #e5e7eb}
pre,code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13.5px}
pre{background:#0f172a;color:#e2e8f0;padding:14px 16px;border-radius:8px;overflow:auto;white-space:pre-wrap;word-break:break-all}
input,select,textarea{font:inherit}
`;
