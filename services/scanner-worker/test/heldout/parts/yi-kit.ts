/**
 * Shared furniture for the yi- pages (a helpline casework desk's quarter of submitted links):
 * document shells, a few regional style sheets, cookie banners, logos drawn in SVG, footers.
 * Nothing here decides a page's label; every page carries its own copy and scripts.
 */

export type DocOpts = {
  title: string;
  lang?: string;
  head?: string;
  css?: string;
  body: string;
  bodyAttrs?: string;
};

/** A plain HTML5 document. */
export function doc(o: DocOpts): string {
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

/** GOV.UK-ish frame used by the real service pages and imitated by the lures. */
export const govUkCss = `
*{box-sizing:border-box}
body{margin:0;font-family:"GDS Transport",arial,sans-serif;color:#0b0c0c;background:#fff;font-size:19px;line-height:1.32}
a{color:#1d70b8}a:visited{color:#4c2c92}a:focus{background:#fd0;outline:3px solid #fd0;color:#0b0c0c}
.govuk-header{background:#0b0c0c;border-bottom:10px solid #1d70b8;color:#fff}
.govuk-header__container{max-width:960px;margin:0 auto;padding:10px 15px;display:flex;align-items:center;gap:30px}
.govuk-header__logotype{color:#fff;text-decoration:none;font-weight:700;font-size:30px;display:flex;align-items:center;gap:6px}
.govuk-header__service{color:#fff;font-weight:700;font-size:18px;text-decoration:none}
.govuk-width-container{max-width:960px;margin:0 auto;padding:0 15px}
.govuk-phase-banner{padding:10px 0;border-bottom:1px solid #b1b4b6;font-size:16px}
.govuk-tag{background:#1d70b8;color:#fff;padding:2px 8px;font-weight:700;font-size:14px;letter-spacing:1px;text-transform:uppercase;margin-right:8px}
.govuk-main-wrapper{padding:40px 0 60px}
h1.govuk-heading-xl{font-size:48px;margin:0 0 30px}
h1.govuk-heading-l,h2.govuk-heading-l{font-size:36px;margin:0 0 20px}
h2.govuk-heading-m{font-size:24px;margin:30px 0 15px}
.govuk-caption-l{color:#505a5f;font-size:24px;display:block;margin-bottom:5px}
.govuk-body-l{font-size:24px}
.govuk-inset-text{border-left:10px solid #b1b4b6;padding:15px;margin:30px 0}
.govuk-warning-text{font-weight:700;display:flex;gap:12px;align-items:flex-start;margin:20px 0}
.govuk-warning-text__icon{background:#0b0c0c;color:#fff;border-radius:50%;min-width:35px;height:35px;text-align:center;line-height:35px;font-size:28px}
.govuk-form-group{margin-bottom:30px}
.govuk-label{display:block;font-weight:400;margin-bottom:5px}
.govuk-label--s{font-weight:700}
.govuk-hint{color:#505a5f;margin-bottom:15px;display:block}
.govuk-input{font:inherit;border:2px solid #0b0c0c;padding:5px;height:40px;width:100%;max-width:480px}
.govuk-input--width-10{max-width:23ex}.govuk-input--width-4{max-width:9ex}.govuk-input--width-2{max-width:5.4ex}
.govuk-date-input{display:flex;gap:20px}
.govuk-button{background:#00703c;color:#fff;border:0;box-shadow:0 2px 0 #002d18;font:inherit;padding:8px 14px;cursor:pointer;font-size:19px}
.govuk-button--start{font-weight:700;font-size:24px;display:inline-flex;align-items:center;gap:8px;text-decoration:none;color:#fff}
.govuk-button--secondary{background:#f3f2f1;color:#0b0c0c;box-shadow:0 2px 0 #929191}
.govuk-error-summary{border:5px solid #d4351c;padding:20px;margin-bottom:30px}
.govuk-footer{background:#f3f2f1;border-top:1px solid #b1b4b6;padding:25px 0;font-size:16px;color:#0b0c0c}
.govuk-footer a{color:#0b0c0c}
.govuk-footer__inline-list{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:15px}
.govuk-summary-list{display:table;width:100%;border-collapse:collapse}
.govuk-summary-list__row{display:table-row;border-bottom:1px solid #b1b4b6}
.govuk-summary-list__key,.govuk-summary-list__value{display:table-cell;padding:10px 20px 10px 0;border-bottom:1px solid #b1b4b6}
.govuk-summary-list__key{font-weight:700;width:40%}
.govuk-breadcrumbs{font-size:16px;padding:15px 0 0}
.govuk-breadcrumbs ol{list-style:none;padding:0;margin:0;display:flex;gap:10px}
.govuk-table{width:100%;border-collapse:collapse}.govuk-table th,.govuk-table td{text-align:left;border-bottom:1px solid #b1b4b6;padding:10px 20px 10px 0}
`;

export const crownSvg = `<svg aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 30" height="30" width="32"><path fill="currentColor" d="M22.6 10.4c-1 .4-2-.1-2.4-1-.4-.9.1-2 1-2.4.9-.4 2 .1 2.4 1s-.1 2-1 2.4m-5.9 6.7c-.9.4-2-.1-2.4-1-.4-.9.1-2 1-2.4.9-.4 2 .1 2.4 1s-.1 2-1 2.4m10.8-3.7c-1 .4-2-.1-2.4-1-.4-.9.1-2 1-2.4.9-.4 2 .1 2.4 1s0 2-1 2.4m3.3 4.8c-1 .4-2-.1-2.4-1-.4-.9.1-2 1-2.4.9-.4 2 .1 2.4 1s-.1 2-1 2.4M17 4.7l2.3 1.2V2.5l-2.3.7-.2-.2.9-3h-3.4l.9 3-.2.2c-.1.1-2.3-.7-2.3-.7v3.4L15 4.7c.1.1.1.2.2.2l-1.3 4c-.1.2-.1.4-.1.6 0 1.1.8 2 1.9 2.2h.7c1-.2 1.9-1.1 1.9-2.1 0-.2 0-.4-.1-.6l-1.3-4c-.1-.2 0-.2.1-.3m-7.6 5.7c.9.4 2-.1 2.4-1 .4-.9-.1-2-1-2.4-.9-.4-2 .1-2.4 1s0 2 1 2.4m-5 3c.9.4 2-.1 2.4-1 .4-.9-.1-2-1-2.4-.9-.4-2 .1-2.4 1s.1 2 1 2.4m-3.2 4.8c.9.4 2-.1 2.4-1 .4-.9-.1-2-1-2.4-.9-.4-2 .1-2.4 1s0 2 1 2.4m14.8 11c4.4 0 8.6.3 12.3.8 1.1-4.5 2.4-7 3.7-8.8l-2.5-.9c.2 1.3.3 1.9 0 2.7-.4-.4-.8-1.1-1.1-2.3l-1.2 4c.7-.5 1.3-.8 2-.9-1.1 2.5-2.6 3.1-3.5 3-1.1-.2-1.7-1.2-1.5-2.1.3-1.2 1.5-1.5 2.1-.1 1.1-2.3-.8-3-2-2.3 1.9-1.9 2.1-3.5.6-5.6-2.1 1.6-2.1 3.2-1.2 5.5-1.2-1.4-3.2-.6-2.5 1.6.9-1.4 2.1-.5 1.9.8-.2 1.1-1.7 2.1-3.5 1.9-2.7-.2-2.9-2.1-2.9-3.6.7-.1 1.9.5 2.9 1.9l.4-4.3c-1.1 1.1-2.1 1.4-3.2 1.4.4-1.2 2.1-3 2.1-3h-5.4s1.7 1.9 2.1 3c-1.1 0-2.1-.2-3.2-1.4l.4 4.3c1-1.4 2.2-2 2.9-1.9-.1 1.5-.2 3.4-2.9 3.6-1.9.2-3.4-.8-3.5-1.9-.2-1.3 1-2.2 1.9-.8.7-2.3-1.2-3-2.5-1.6.9-2.2.9-3.9-1.2-5.5-1.5 2-1.3 3.7.6 5.6-1.2-.7-3.1 0-2 2.3.6-1.4 1.8-1.1 2.1.1.2.9-.3 1.9-1.5 2.1-.9.2-2.4-.5-3.5-3 .6 0 1.2.3 2 .9l-1.2-4c-.3 1.1-.7 1.9-1.1 2.3-.3-.8-.2-1.4 0-2.7l-2.9.9C1.3 23 2.6 25.5 3.7 30c3.7-.5 7.9-.8 12.3-.8"></path></svg>`;

export function govUkHeader(service = '', serviceHref = '#'): string {
  return `<a href="#main-content" class="govuk-skip-link" style="position:absolute;left:-9999px">Skip to main content</a>
<header class="govuk-header" role="banner" data-module="govuk-header">
  <div class="govuk-header__container">
    <a href="https://www.gov.uk/" class="govuk-header__logotype">${crownSvg}<span>GOV.UK</span></a>
    ${service ? `<a href="${serviceHref}" class="govuk-header__service">${service}</a>` : ''}
  </div>
</header>`;
}

export const govUkFooter = `<footer class="govuk-footer" role="contentinfo">
  <div class="govuk-width-container">
    <h2 style="position:absolute;left:-9999px">Support links</h2>
    <ul class="govuk-footer__inline-list">
      <li><a href="/help">Help</a></li><li><a href="/help/privacy-notice">Privacy</a></li><li><a href="/help/cookies">Cookies</a></li>
      <li><a href="/help/accessibility-statement">Accessibility statement</a></li><li><a href="/contact">Contact</a></li>
      <li><a href="/help/terms-conditions">Terms and conditions</a></li><li><a href="/cymraeg">Rhestr o Wasanaethau Cymraeg</a></li>
    </ul>
    <p>All content is available under the <a href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/">Open Government Licence v3.0</a>, except where otherwise stated</p>
    <p>&copy; Crown copyright</p>
  </div>
</footer>`;

export function cookieBanner(site: string, accent = '#1d70b8'): string {
  return `<div id="cookie-banner" role="region" aria-label="Cookies on ${site}" style="background:#f3f2f1;padding:18px 0;border-bottom:1px solid #ccc;font-size:16px">
  <div style="max-width:960px;margin:0 auto;padding:0 15px">
    <h2 style="font-size:20px;margin:0 0 8px">Cookies on ${site}</h2>
    <p style="margin:0 0 12px">We use some essential cookies to make this website work. We'd like to set additional cookies to understand how you use ${site}, remember your settings and improve our services.</p>
    <button type="button" onclick="document.getElementById('cookie-banner').remove();try{localStorage.setItem('cookies_policy','{&quot;essential&quot;:true,&quot;usage&quot;:true}')}catch(e){}" style="background:${accent};color:#fff;border:0;padding:8px 14px;font:inherit;margin-right:10px">Accept additional cookies</button>
    <button type="button" onclick="document.getElementById('cookie-banner').remove()" style="background:${accent};color:#fff;border:0;padding:8px 14px;font:inherit;margin-right:10px">Reject additional cookies</button>
    <a href="/help/cookies">View cookies</a>
  </div>
</div>`;
}

/** NHS-style blue header and footer. */
export const nhsCss = `
body{margin:0;font-family:"Frutiger W01",Arial,sans-serif;background:#f0f4f5;color:#212b32;font-size:19px;line-height:1.47}
.nhsuk-header{background:#005eb8;color:#fff;padding:20px 0}
.nhsuk-width-container{max-width:960px;margin:0 auto;padding:0 16px}
.nhsuk-logo{background:#fff;color:#005eb8;font-weight:700;font-style:italic;font-size:28px;padding:2px 10px;display:inline-block;letter-spacing:-1px}
.nhsuk-card{background:#fff;border:1px solid #d8dde0;padding:32px;margin:32px 0}
.nhsuk-button{background:#007f3b;color:#fff;border:0;border-radius:4px;box-shadow:0 4px 0 #00401e;font:inherit;font-weight:600;padding:12px 16px;cursor:pointer}
.nhsuk-input{font:inherit;border:2px solid #4c6272;padding:6px;width:100%;max-width:420px;height:44px}
label{display:block;font-weight:600;margin:18px 0 6px}
.nhsuk-hint{color:#4c6272;font-size:16px;display:block;margin-bottom:6px}
.nhsuk-footer{background:#e8edee;border-top:4px solid #005eb8;padding:24px 0;font-size:16px;margin-top:40px}
.nhsuk-footer a{color:#330072}
`;

export const nhsLogo = `<svg class="nhsuk-logo__svg" xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="nhs-logo-title" width="80" height="32" viewBox="0 0 40 16"><title id="nhs-logo-title">NHS</title><path fill="#fff" d="M0 0h40v16H0z"></path><path fill="#005eb8" d="M3.9 1.5h4.4l2.6 9h.1l1.8-9h3.3l-2.8 13H9l-2.7-9h-.1l-1.8 9H1.1M17.3 1.5h3.6l-1 4.9h4L25 1.5h3.5l-2.7 13h-3.5l1.1-5.6h-4.1l-1.2 5.6h-3.4M37.7 4.4c-.7-.3-1.6-.6-2.9-.6-1.4 0-2.5.2-2.5 1.3 0 1.8 5.1 1.2 5.1 5.1 0 3.6-3.3 4.5-6.4 4.5-1.3 0-2.9-.3-4-.7l.8-2.7c.7.4 2.1.7 3.2.7s2.8-.2 2.8-1.5c0-2.1-5.1-1.3-5.1-5 0-3.4 2.9-4.4 5.8-4.4 1.6 0 3.1.2 4 .6"></path></svg>`;

/** Generic bank / fintech card layout. */
export function bankCss(primary: string, accent: string, font = 'Arial,Helvetica,sans-serif'): string {
  return `
*{box-sizing:border-box}
body{margin:0;font-family:${font};background:#f4f4f4;color:#1f1f1f}
header.top{background:${primary};color:#fff;padding:14px 24px;display:flex;align-items:center;justify-content:space-between}
header.top a{color:#fff;text-decoration:none;font-size:14px;margin-left:18px}
.wrap{max-width:1040px;margin:0 auto;padding:32px 20px;display:flex;gap:32px;flex-wrap:wrap}
.panel{background:#fff;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:28px 32px;flex:1 1 380px}
.panel h1{font-size:26px;margin:0 0 6px;color:${primary}}
.panel p.sub{color:#555;margin:0 0 22px}
label{display:block;font-size:14px;font-weight:700;margin:16px 0 6px}
input[type=text],input[type=password],input[type=tel],input[type=email],input[type=number],select{width:100%;padding:11px 12px;border:1px solid #888;border-radius:4px;font-size:16px}
.btn{display:inline-block;background:${accent};color:#fff;border:0;border-radius:4px;padding:13px 28px;font-size:16px;font-weight:700;margin-top:22px;cursor:pointer;text-decoration:none}
.btn.secondary{background:#fff;color:${primary};border:2px solid ${primary}}
.help{font-size:14px;color:#444;line-height:1.55}
.help h3{color:${primary};font-size:16px}
.notice{background:#fff8e1;border-left:4px solid #f0a500;padding:12px 14px;font-size:14px;margin:0 0 18px}
.alert{background:#fdecea;border-left:4px solid #c62828;padding:12px 14px;font-size:14px;margin:0 0 18px}
footer.legal{font-size:12px;color:#666;max-width:1040px;margin:0 auto;padding:10px 20px 40px;line-height:1.6}
footer.legal a{color:#666;margin-right:14px}
.row{display:flex;gap:12px}.row>*{flex:1}
.digits{display:flex;gap:8px}.digits input{width:46px;text-align:center}
`;
}

/** Plain editorial layout for articles, blogs and community sites. */
export function articleCss(accent = '#2a5d84', serif = false): string {
  return `
*{box-sizing:border-box}
body{margin:0;font-family:${serif ? 'Georgia,"Times New Roman",serif' : '"Helvetica Neue",Arial,sans-serif'};color:#222;background:#fff;line-height:1.6;font-size:18px}
.site-header{border-bottom:3px solid ${accent};padding:16px 24px;display:flex;justify-content:space-between;align-items:center;flex-wrap:wrap}
.site-header .brand{font-weight:700;font-size:24px;color:${accent};text-decoration:none}
.site-header nav a{margin-left:18px;color:#333;text-decoration:none;font-size:16px}
main{max-width:760px;margin:0 auto;padding:28px 20px 60px}
main h1{font-size:36px;line-height:1.2;margin:10px 0 14px}
.meta{color:#666;font-size:15px;margin-bottom:24px}
blockquote{border-left:4px solid ${accent};margin:20px 0;padding:8px 18px;background:#f6f8fa;font-style:italic}
pre,code{font-family:Consolas,Menlo,monospace;font-size:15px}
pre{background:#1e1e1e;color:#eee;padding:14px;overflow-x:auto;border-radius:4px;white-space:pre-wrap;word-break:break-all}
.callout{background:#eef6ff;border:1px solid #b6d4f2;padding:14px 18px;border-radius:4px;margin:22px 0}
.sms{background:#e9e9eb;border-radius:18px;padding:10px 14px;max-width:420px;margin:10px 0;font-family:-apple-system,Helvetica,Arial,sans-serif;font-size:16px;font-style:normal}
aside.sidebar{font-size:15px;background:#fafafa;border:1px solid #eee;padding:14px}
.site-footer{background:#222;color:#ccc;padding:30px 24px;font-size:14px}
.site-footer a{color:#ddd}
`;
}

/** A shop layout for both honest and dishonest storefronts. */
export function shopCss(accent: string): string {
  return `
*{box-sizing:border-box}
body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#222;background:#fff}
.bar{background:${accent};color:#fff;text-align:center;font-size:14px;padding:8px}
.shop-head{display:flex;align-items:center;justify-content:space-between;padding:16px 32px;border-bottom:1px solid #e5e5e5}
.shop-head .logo{font-size:26px;font-weight:800;color:${accent};text-decoration:none}
.shop-head nav a{margin-left:22px;color:#333;text-decoration:none}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:24px;padding:28px 32px}
.card{border:1px solid #eee;border-radius:6px;padding:16px;text-align:center}
.card .ph{height:150px;background:#f2f2f2;border-radius:4px;margin-bottom:10px;display:flex;align-items:center;justify-content:center;color:#999}
.price{font-size:20px;font-weight:700;color:${accent}}
.was{text-decoration:line-through;color:#999;margin-left:6px;font-size:15px}
.btn{background:${accent};color:#fff;border:0;padding:12px 22px;border-radius:4px;font-size:16px;cursor:pointer}
.checkout{max-width:980px;margin:0 auto;padding:28px 20px;display:flex;gap:32px;flex-wrap:wrap}
.checkout section{flex:1 1 420px}
.checkout label{display:block;font-size:14px;margin:12px 0 4px;font-weight:600}
.checkout input,.checkout select{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px;font-size:15px}
.summary{background:#f7f7f7;padding:18px;border-radius:6px}
.summary td{padding:6px 0}
.shop-foot{background:#f5f5f5;padding:26px 32px;font-size:13px;color:#555;line-height:1.7;margin-top:30px}
`;
}

/** Simple SVG wordmark in a coloured box. */
export function wordmark(text: string, bg: string, fg = '#fff', w = 160): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="40" viewBox="0 0 ${w} 40" role="img" aria-label="${text}"><rect width="${w}" height="40" rx="4" fill="${bg}"/><text x="${w / 2}" y="26" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="17" fill="${fg}">${text}</text></svg>`;
}

/** Base64 of a UTF-8 string (for pages that decode their own markup). */
export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** Reverses a string (some kits store their markup backwards). */
export const rev = (s: string): string => s.split('').reverse().join('');

/** Comma-separated char codes. */
export const codes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');

/** XOR with a one-byte key, as hex. */
export const xorHex = (s: string, key: number): string =>
  Array.from(Buffer.from(s, 'utf8'))
    .map((b) => (b ^ key).toString(16).padStart(2, '0'))
    .join('');
