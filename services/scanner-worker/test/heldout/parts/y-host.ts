import { doc } from './y-kit.js';

/** Chrome of Kestrel Hosting's own pages (my.kestrelhost.com and friends). */
export const hostCss = `body{margin:0;font-family:Inter,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f6f7fb;color:#1c2333}
.kh-top{background:#0f1b3d;color:#fff;display:flex;align-items:center;justify-content:space-between;padding:0 28px;height:58px}
.kh-top .lg{font-weight:800;font-size:19px}.kh-top .lg b{color:#ff7a1a}
.kh-top nav a{color:#c9d2ea;text-decoration:none;margin-left:22px;font-size:14px}
.kh-side{position:fixed;top:58px;left:0;bottom:0;width:220px;background:#fff;border-right:1px solid #e4e8f1;padding-top:16px}
.kh-side a{display:block;padding:10px 24px;color:#40506e;text-decoration:none;font-size:14px}.kh-side a.on{background:#fff3ea;color:#d35f00;border-left:3px solid #ff7a1a}
.kh-main{margin-left:220px;padding:30px 40px;max-width:980px}
.card{background:#fff;border:1px solid #e4e8f1;border-radius:10px;padding:22px;margin-bottom:20px}
.btn{display:inline-block;background:#ff7a1a;color:#fff;border:0;padding:10px 20px;border-radius:8px;font-weight:600;text-decoration:none;cursor:pointer}
.btn.sec{background:#fff;color:#1c2333;border:1px solid #cfd6e4}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{padding:10px;border-bottom:1px solid #eef1f6;text-align:left}th{color:#6b7385;font-weight:600}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}input,select{width:100%;padding:10px;border:1px solid #cfd6e4;border-radius:8px;box-sizing:border-box}
.foot{margin-left:220px;padding:20px 40px;font-size:12px;color:#8a93a6}`;

export const hostShell = (o: { title: string; active: string; main: string; lang?: string; head?: string; user?: string }) =>
  doc({
    lang: o.lang ?? 'en',
    title: `${o.title} · Kestrel Hosting`,
    head: o.head ?? '',
    css: hostCss,
    body: `<div class="kh-top"><span class="lg">&#9650; Kestrel<b>Hosting</b></span><nav><a href="/support">Help</a><a href="/account">${o.user ?? 'Account'}</a><a href="/logout">Sign out</a></nav></div>
<div class="kh-side">${['Dashboard', 'Hosting', 'Domains', 'Email', 'Sites', 'Billing', 'Support'].map((s) => `<a href="/${s.toLowerCase()}" class="${s === o.active ? 'on' : ''}">${s}</a>`).join('')}</div>
<div class="kh-main">${o.main}</div>
<div class="foot">© 2025 Kestrel Hosting Ltd. · Terms · Privacy · Acceptable Use Policy · Report abuse: abuse@kestrelhost.com</div>`,
  });
