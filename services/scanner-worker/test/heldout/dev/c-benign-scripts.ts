import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Clean: script habits that kits share — bot checks, fingerprinting, script redirects, beforeunload,
// content from JSON, minified bundles, fullscreen, giveaways with rules.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-clean-fraud-fingerprint-checkout',
    label: 'clean',
    kind: 'benign-fingerprint',
    url: 'https://www.voltaire-electronics.fr/panier/paiement',
    body: raw`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Paiement – Voltaire Électronique</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f5f6f8;color:#1b1f24}.c{max-width:560px;margin:30px auto;background:#fff;border-radius:8px;padding:26px}input{width:100%;padding:11px;border:1px solid #c8ccd2;border-radius:6px;margin:5px 0 12px;box-sizing:border-box}.row{display:flex;gap:10px}.bt{width:100%;background:#ff5a00;color:#fff;border:0;border-radius:6px;padding:13px;font-size:16px;font-weight:700}.tot{display:flex;justify-content:space-between;font-weight:700;margin-bottom:14px}</style></head>
<body><div class="c"><h2>Paiement sécurisé</h2><div class="tot"><span>Total TTC</span><span>1 249,00 €</span></div><form id="f"><label>Titulaire de la carte</label><input name="holder" autocomplete="cc-name"><label>Numéro de carte</label><input name="pan" autocomplete="cc-number" inputmode="numeric"><div class="row"><div style="flex:1"><label>Expiration</label><input name="exp" autocomplete="cc-exp" placeholder="MM/AA"></div><div style="flex:1"><label>CVV</label><input name="cvv" autocomplete="cc-csc"></div></div><input type="hidden" name="device_session" id="ds"><button class="bt">Payer 1 249,00 €</button></form><p style="font-size:12px;color:#666">Paiement authentifié 3-D Secure. Les informations de votre appareil sont utilisées pour la prévention de la fraude, conformément à notre politique de confidentialité.</p></div>
<script src="/js/risk-sdk.min.js"></script>
<script>
VoltaireRisk.collect().then(function (id) { document.getElementById('ds').value = id; });
document.getElementById('f').addEventListener('submit', function (e) {
  e.preventDefault();
  fetch('/api/paiement', { method: 'POST', credentials: 'same-origin', body: new FormData(this) }).then(function (r) { return r.json(); }).then(function (j) { if (j.acsUrl) location.assign(j.acsUrl); else location.assign('/commande/confirmation'); });
});
</script></body></html>`,
    routes: {
      'www.voltaire-electronics.fr/js/risk-sdk.min.js': js(raw`!function(w,d,n){"use strict";function h(s){for(var i=0,x=2166136261;i<s.length;i++){x^=s.charCodeAt(i);x=Math.imul(x,16777619)}return(x>>>0).toString(16)}
function canvasFp(){try{var c=d.createElement("canvas"),g=c.getContext("2d");c.width=220;c.height=30;g.textBaseline="top";g.font="14px Arial";g.fillStyle="#f60";g.fillRect(100,1,62,20);g.fillStyle="#069";g.fillText("Voltaire,risk <canvas> 1.0",2,15);return h(c.toDataURL())}catch(e){return""}}
function glFp(){try{var g=d.createElement("canvas").getContext("webgl"),e=g.getExtension("WEBGL_debug_renderer_info");return e?g.getParameter(e.UNMASKED_VENDOR_WEBGL)+"|"+g.getParameter(e.UNMASKED_RENDERER_WEBGL):""}catch(x){return""}}
w.VoltaireRisk={collect:function(){var s={ua:n.userAgent,lang:n.languages&&n.languages.join(","),tz:Intl.DateTimeFormat().resolvedOptions().timeZone,scr:[screen.width,screen.height,screen.colorDepth,w.devicePixelRatio].join("x"),hc:n.hardwareConcurrency,mem:n.deviceMemory,touch:n.maxTouchPoints,wd:!!n.webdriver,pl:n.plugins.length,cv:canvasFp(),gl:glFp(),ck:n.cookieEnabled};
var id=h(JSON.stringify(s))+"-"+Date.now().toString(36);return fetch("/api/risk/device",{method:"POST",credentials:"same-origin",headers:{"content-type":"application/json"},body:JSON.stringify({id:id,signals:s})}).then(function(){return id},function(){return id})}}}(window,document,navigator);`),
      'www.voltaire-electronics.fr/api/risk/device': json({ ok: true }),
    },
  },
  {
    id: 'c-clean-own-bot-interstitial',
    label: 'clean',
    kind: 'benign-bot-check',
    url: 'https://tickets.harborlightsfest.com/queue?event=hlf-2024-sat',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Harbor Lights Festival — Waiting room</title>
<style>body{margin:0;font-family:"Nunito",Arial,sans-serif;background:#0b2545;color:#fff;text-align:center}.w{max-width:520px;margin:14vh auto;padding:0 20px}.bar{height:10px;background:#ffffff22;border-radius:5px;overflow:hidden;margin:20px 0}.bar i{display:block;height:100%;width:0;background:#f4d35e;transition:width .5s}.small{font-size:13px;opacity:.7}</style></head>
<body><div class="w" id="w"><h1>You're in the queue</h1><p>High demand for Saturday tickets. Please keep this tab open — we'll move you along automatically.</p><div class="bar"><i id="bar"></i></div><p id="st">Checking your browser…</p><p class="small">To keep things fair, automated purchasing tools are not allowed.</p></div>
<script>
(async function () {
  const ev = new URLSearchParams(location.search).get('event');
  const automated = navigator.webdriver === true;
  const r = await fetch('/queue/api/join', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ event: ev, automated, tz: Intl.DateTimeFormat().resolvedOptions().timeZone }) }).then((x) => x.json());
  if (automated) { document.getElementById('st').textContent = 'Automated browsers cannot join the queue. If you think this is a mistake, contact support@harborlightsfest.com.'; return; }
  let pos = r.position;
  const tick = setInterval(() => {
    pos = Math.max(0, pos - Math.ceil(Math.random() * 40));
    document.getElementById('bar').style.width = (100 - pos / r.position * 100) + '%';
    document.getElementById('st').textContent = pos ? 'Your position: ' + pos : 'It\'s your turn!';
    if (!pos) { clearInterval(tick); location.replace('/event/' + ev + '/seats?ticket=' + r.token); }
  }, 600);
})();
</script></body></html>`,
    routes: {
      'tickets.harborlightsfest.com/queue/api/join': json({ position: 180, token: 'q_4b8e1' }),
      'tickets.harborlightsfest.com/event/hlf-2024-sat/seats': htmlRoute(raw`<!doctype html><html><head><meta charset="utf-8"><title>Choose tickets — Harbor Lights Festival</title></head><body style="font-family:Nunito,Arial,sans-serif;margin:40px"><h1>Saturday, August 17</h1><p>General admission · $45 &nbsp; <button>Add</button></p><p>Family pass (2+2) · $120 &nbsp; <button>Add</button></p></body></html>`),
    },
  },
  {
    id: 'c-clean-redirect-language',
    label: 'clean',
    kind: 'benign-redirect',
    url: 'https://www.fjordline-ferries.com/',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><title>Fjord Line Ferries</title>
<script>
(function () {
  var supported = ['en', 'no', 'de', 'da', 'nl'];
  var saved = document.cookie.match(/(?:^|; )lang=([a-z]{2})/);
  var pick = saved ? saved[1] : (navigator.languages || [navigator.language || 'en']).map(function (l) { return l.slice(0, 2).toLowerCase(); }).filter(function (l) { return supported.indexOf(l) > -1; })[0] || 'en';
  location.replace('/' + pick + '/' + location.search);
})();
</script></head>
<body><noscript><ul><li><a href="/en/">English</a></li><li><a href="/no/">Norsk</a></li><li><a href="/de/">Deutsch</a></li><li><a href="/da/">Dansk</a></li><li><a href="/nl/">Nederlands</a></li></ul></noscript></body></html>`,
    routes: {
      'www.fjordline-ferries.com/en/': htmlRoute(raw`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ferries between Norway, Denmark and Germany | Fjord Line Ferries</title></head><body style="font-family:Arial,sans-serif;margin:0"><header style="background:#003b5c;color:#fff;padding:16px 24px">Fjord Line Ferries</header><main style="padding:24px"><h1>Book your crossing</h1><form><select><option>Bergen – Hirtshals</option><option>Kristiansand – Hirtshals</option></select> <input type="date"> <button>Search</button></form></main></body></html>`),
      'www.fjordline-ferries.com/de/': htmlRoute(raw`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Fähren zwischen Norwegen, Dänemark und Deutschland | Fjord Line Ferries</title></head><body style="font-family:Arial,sans-serif;margin:0"><header style="background:#003b5c;color:#fff;padding:16px 24px">Fjord Line Ferries</header><main style="padding:24px"><h1>Überfahrt buchen</h1></main></body></html>`),
    },
  },
  {
    id: 'c-clean-redirect-region-store',
    label: 'clean',
    kind: 'benign-redirect',
    url: 'https://store.aerovelo-bikes.com/',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Aerovelo Store</title>
<style>body{font-family:system-ui,sans-serif;text-align:center;padding-top:20vh;color:#333}.r a{display:inline-block;margin:6px;padding:8px 14px;border:1px solid #ccc;border-radius:6px;color:#333;text-decoration:none}</style></head>
<body><p id="m">Taking you to your regional store…</p><div class="r"><a href="/us/">United States</a><a href="/ca/">Canada</a><a href="/eu/">Europe</a><a href="/uk/">United Kingdom</a><a href="/au/">Australia</a></div>
<script>
var tz = Intl.DateTimeFormat().resolvedOptions().timeZone || '';
var region = /^America\/(Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns)/.test(tz) ? 'ca' : /^America\//.test(tz) ? 'us' : /^Europe\/London/.test(tz) ? 'uk' : /^Europe\//.test(tz) ? 'eu' : /^Australia\//.test(tz) ? 'au' : null;
var chosen = localStorage.getItem('aerovelo.region');
if (chosen || region) setTimeout(function () { location.href = '/' + (chosen || region) + '/'; }, 400);
else document.getElementById('m').textContent = 'Choose your region';
document.querySelectorAll('.r a').forEach(function (a) { a.addEventListener('click', function () { localStorage.setItem('aerovelo.region', a.getAttribute('href').replace(/\//g, '')); }); });
</script></body></html>`,
    routes: {
      'store.aerovelo-bikes.com/eu/': htmlRoute(raw`<!doctype html><html><head><meta charset="utf-8"><title>Aerovelo EU Store</title></head><body style="font-family:system-ui;margin:30px"><h1>Aerovelo — EU</h1><p>Prices include VAT. Free shipping over €150.</p><p>Aero Gravel 2 — €2 890</p><p>Aero Road SL — €3 450</p></body></html>`),
      'store.aerovelo-bikes.com/us/': htmlRoute(raw`<!doctype html><html><head><meta charset="utf-8"><title>Aerovelo US Store</title></head><body style="font-family:system-ui;margin:30px"><h1>Aerovelo — US</h1><p>Aero Gravel 2 — $2,999</p></body></html>`),
    },
  },
  {
    id: 'c-clean-redirect-login-to-app',
    label: 'clean',
    kind: 'benign-redirect',
    url: 'https://portal.greenmeadowclinic.org/login',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Patient Portal · Green Meadow Family Clinic</title>
<style>body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f1f7f4}.c{max-width:400px;margin:10vh auto;background:#fff;border-radius:10px;padding:28px}.c input{width:100%;padding:10px;border:1px solid #bcd;border-radius:6px;margin:6px 0 12px;box-sizing:border-box}.c button{width:100%;background:#2e7d5b;color:#fff;border:0;border-radius:6px;padding:11px}</style></head>
<body><div class="c" id="c">Loading…</div>
<script>
(async () => {
  const r = await fetch('/api/auth/session', { credentials: 'include' });
  const s = r.ok ? await r.json() : null;
  if (s && s.user) { setTimeout(() => location.replace('/app/'), 250); document.getElementById('c').textContent = 'Welcome back, ' + s.user.first + '. Opening your portal…'; return; }
  document.getElementById('c').innerHTML = '<h2>Patient Portal</h2><form id="f"><label>Email</label><input name="email" type="email"><label>Password</label><input name="password" type="password"><button>Sign in</button></form><p style="font-size:13px">New patient? <a href="/register">Create an account</a></p>';
  document.getElementById('f').onsubmit = async (e) => { e.preventDefault(); const x = await fetch('/api/auth/login', { method: 'POST', credentials: 'include', body: new FormData(e.target) }); if (x.ok) location.replace('/app/'); };
})();
</script></body></html>`,
    routes: {
      'portal.greenmeadowclinic.org/api/auth/session': json({ user: { first: 'Maria', id: 'p_99812' } }),
      'portal.greenmeadowclinic.org/app/': htmlRoute(raw`<!doctype html><html><head><meta charset="utf-8"><title>My Health · Green Meadow</title></head><body style="font-family:'Open Sans',Arial,sans-serif;margin:0"><div id="a"></div><script>fetch('/api/me/summary').then(function(r){return r.json()}).then(function(d){document.getElementById('a').innerHTML='<header style="background:#2e7d5b;color:#fff;padding:14px 24px">Green Meadow Family Clinic</header><main style="padding:24px"><h1>Hello, '+d.first+'</h1><p>Next appointment: '+d.next+'</p><p>'+d.messages+' new messages from your care team.</p></main>'})</script></body></html>`),
      'portal.greenmeadowclinic.org/api/me/summary': json({ first: 'Maria', next: 'Tue 21 May, 9:40 with Dr. Okafor', messages: 2 }),
    },
  },
  {
    id: 'c-clean-beforeunload-application',
    label: 'clean',
    kind: 'benign-beforeunload',
    url: 'https://careers.hallstromlogistics.se/jobs/1182/apply',
    body: raw`<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Ansök: Lagerchef Göteborg – Hallström Logistics</title>
<style>body{margin:0;font-family:"Inter",Arial,sans-serif;background:#f7f7f5}.f{max-width:640px;margin:30px auto;background:#fff;padding:28px;border-radius:8px}label{display:block;font-size:14px;font-weight:600;margin-top:14px}input,textarea{width:100%;padding:10px;border:1px solid #ccc;border-radius:6px;box-sizing:border-box}.bt{margin-top:20px;background:#004e89;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:15px}.saved{font-size:12px;color:#5a8}</style></head>
<body><form class="f" id="f"><h1>Lagerchef, Göteborg</h1><p>Heltid · Tillsvidare · Sista ansökningsdag 30 juni</p><label>Förnamn</label><input name="fn"><label>Efternamn</label><input name="ln"><label>E-post</label><input name="email" type="email"><label>Telefon</label><input name="tel"><label>Personligt brev</label><textarea name="letter" rows="8"></textarea><label>CV (PDF)</label><input type="file" name="cv" accept="application/pdf"><button class="bt">Skicka ansökan</button> <span class="saved" id="sv"></span></form>
<script>
const f = document.getElementById('f');
const KEY = 'draft-job-1182';
let dirty = false;
try { const d = JSON.parse(localStorage.getItem(KEY) || '{}'); for (const [k, v] of Object.entries(d)) if (f.elements[k] && f.elements[k].type !== 'file') f.elements[k].value = v; } catch (e) {}
f.addEventListener('input', () => {
  dirty = true;
  const d = {}; for (const el of f.elements) if (el.name && el.type !== 'file') d[el.name] = el.value;
  localStorage.setItem(KEY, JSON.stringify(d));
  document.getElementById('sv').textContent = 'Utkast sparat ' + new Date().toLocaleTimeString('sv-SE');
});
window.addEventListener('beforeunload', (e) => { if (!dirty) return; e.preventDefault(); e.returnValue = ''; });
f.addEventListener('submit', async (e) => {
  e.preventDefault();
  const r = await fetch('/api/jobs/1182/applications', { method: 'POST', body: new FormData(f) });
  if (r.ok) { dirty = false; localStorage.removeItem(KEY); location.assign('/jobs/1182/thanks'); }
});
</script></body></html>`,
  },
  {
    id: 'c-clean-json-news',
    label: 'clean',
    kind: 'benign-json-content',
    url: 'https://www.valleycourier.news/',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>The Valley Courier — Local news</title>
<style>body{margin:0;font-family:Georgia,serif;color:#111}.mast{text-align:center;border-bottom:3px double #111;padding:20px}.mast h1{font-size:46px;margin:0;font-family:"Times New Roman",serif}.lay{max-width:1080px;margin:20px auto;display:grid;grid-template-columns:2fr 1fr;gap:30px;padding:0 16px}.lead h2{font-size:32px}.card{border-bottom:1px solid #ddd;padding:10px 0}.card h3{margin:0 0 4px;font-size:18px}.meta{font:12px Arial,sans-serif;color:#666}.wx{background:#f3f6f9;padding:12px;font-family:Arial,sans-serif}</style></head>
<body><div class="mast"><h1>The Valley Courier</h1><div class="meta" id="date"></div></div><div class="lay"><main id="main"></main><aside><div class="wx" id="wx"></div><h3>Most read</h3><ol id="mr"></ol></aside></div>
<script>
document.getElementById('date').textContent = new Date().toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
Promise.all([fetch('/wp-json/wp/v2/posts?per_page=6&_embed=author').then(r => r.json()), fetch('/api/weather?zip=95076').then(r => r.json())]).then(([posts, wx]) => {
  const [lead, ...rest] = posts;
  document.getElementById('main').innerHTML = '<article class="lead"><h2>' + lead.title.rendered + '</h2><div class="meta">By ' + lead.author_name + ' · ' + new Date(lead.date).toLocaleDateString() + '</div>' + lead.excerpt.rendered + '</article>' + rest.map(p => '<div class="card"><h3><a href="' + p.link + '">' + p.title.rendered + '</a></h3><div class="meta">' + p.author_name + '</div></div>').join('');
  document.getElementById('mr').innerHTML = rest.slice(0, 3).map(p => '<li>' + p.title.rendered + '</li>').join('');
  document.getElementById('wx').innerHTML = '<b>Watsonville</b><br>' + wx.temp + '°F, ' + wx.summary;
});
</script></body></html>`,
    routes: {
      'www.valleycourier.news/wp-json/wp/v2/posts': json([
        { title: { rendered: 'County approves new bridge over the Pajaro River' }, author_name: 'Elena Marquez', date: '2024-05-14T08:00:00', link: '/2024/05/14/pajaro-bridge/', excerpt: { rendered: '<p>Construction is expected to start next spring after a unanimous vote by supervisors on Tuesday.</p>' } },
        { title: { rendered: 'Strawberry harvest running two weeks early' }, author_name: 'Tom Becker', date: '2024-05-13T08:00:00', link: '/2024/05/13/strawberries/', excerpt: { rendered: '' } },
        { title: { rendered: 'High school robotics team heads to nationals' }, author_name: 'Grace Lin', date: '2024-05-12T08:00:00', link: '/2024/05/12/robotics/', excerpt: { rendered: '' } },
        { title: { rendered: 'Library extends weekend hours this summer' }, author_name: 'Staff', date: '2024-05-12T08:00:00', link: '/2024/05/12/library-hours/', excerpt: { rendered: '' } },
      ]),
      'www.valleycourier.news/api/weather': json({ temp: 64, summary: 'morning fog, sunny afternoon' }),
    },
  },
  {
    id: 'c-clean-minified-bundle',
    label: 'clean',
    kind: 'benign-obfuscated-bundle',
    url: 'https://www.kinetiq-fitness.com/classes',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Class timetable | Kinetiq Fitness</title><link rel="preload" as="script" href="/_app/immutable/entry/app.4f1c9e.js"></head>
<body><div id="svelte"></div><script type="module">import{start as e}from"/_app/immutable/entry/app.4f1c9e.js";e({target:document.querySelector("#svelte"),base:""});</script></body></html>`,
    routes: {
      'www.kinetiq-fitness.com/_app/immutable/entry/app.4f1c9e.js': js(raw`var _0x3c1e=["\x63\x6c\x61\x73\x73\x65\x73","\x2f\x61\x70\x69\x2f\x74\x69\x6d\x65\x74\x61\x62\x6c\x65\x3f\x77\x65\x65\x6b\x3d","\x69\x6e\x6e\x65\x72\x48\x54\x4d\x4c","\x6a\x73\x6f\x6e","\x74\x6f\x49\x53\x4f\x53\x74\x72\x69\x6e\x67"];(function(a,b){var c=function(d){while(--d){a.push(a.shift())}};c(++b)})(_0x3c1e,0x0);var _0x5a=function(a){return _0x3c1e[a]};
const t=(n,...r)=>{const o=document.createElement(n);return r.forEach(s=>o.append(s)),o},l=["Mon","Tue","Wed","Thu","Fri","Sat","Sun"],c={hiit:"#ef476f",yoga:"#06d6a0",spin:"#118ab2",strength:"#ffd166"};
function a(n){const r=new Date;r.setDate(r.getDate()-(r.getDay()+6)%7+n*7);return r[_0x5a(4)]().slice(0,10)}
export async function start({target:n}){const r=document.createElement("style");r.textContent="body{margin:0;font-family:Poppins,Arial,sans-serif;background:#0f0f12;color:#fff}.w{max-width:1100px;margin:0 auto;padding:24px}.g{display:grid;grid-template-columns:repeat(7,1fr);gap:8px}.d b{display:block;margin-bottom:6px}.k{border-radius:8px;padding:8px;margin-bottom:6px;font-size:13px;color:#111}.k small{display:block;opacity:.8}.nav button{background:#222;color:#fff;border:0;border-radius:6px;padding:6px 12px;margin-right:6px;cursor:pointer}",document.head.append(r);let o=0;
async function s(){const i=await fetch(_0x5a(1)+a(o)).then(e=>e[_0x5a(3)]());n[_0x5a(2)]="";const e=t("div");e.className="w";const f=t("div");f.className="nav";const p=t("button","‹ Prev"),u=t("button","Next ›");p.onclick=()=>{o--,s()},u.onclick=()=>{o++,s()},f.append(p,u," Week of "+a(o));const g=t("div");g.className="g";l.forEach((h,m)=>{const d=t("div",t("b",h));d.className="d";(i[_0x5a(0)]||[]).filter(x=>x.day===m).forEach(x=>{const k=t("div",x.name,t("small",x.time+" · "+x.coach+" · "+x.spots+" spots"));k.className="k",k.style.background=c[x.type]||"#ccc",d.append(k)}),g.append(d)}),e.append(t("h1","Class timetable"),f,g),n.append(e)}s()}`),
      'www.kinetiq-fitness.com/api/timetable': json({ classes: [{ day: 0, name: 'Sunrise HIIT', type: 'hiit', time: '06:30', coach: 'Ade', spots: 4 }, { day: 0, name: 'Vinyasa', type: 'yoga', time: '18:00', coach: 'Mei', spots: 10 }, { day: 1, name: 'Spin 45', type: 'spin', time: '07:00', coach: 'Luca', spots: 2 }, { day: 2, name: 'Strength Lab', type: 'strength', time: '19:00', coach: 'Ade', spots: 6 }, { day: 5, name: 'Weekend Flow', type: 'yoga', time: '10:00', coach: 'Mei', spots: 12 }] }),
    },
  },
  {
    id: 'c-clean-pwa-notes',
    label: 'clean',
    kind: 'benign-pwa',
    url: 'https://pocketlist.app/',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><meta name="theme-color" content="#ff7a59"><title>Pocketlist</title>
<link rel="manifest" href="/manifest.json"><link rel="apple-touch-icon" href="/icons/192.png"><meta name="apple-mobile-web-app-capable" content="yes">
<style>body{margin:0;font-family:-apple-system,system-ui,sans-serif;background:#fff8f5}.h{background:#ff7a59;color:#fff;padding:16px;font-weight:700;font-size:20px}.add{display:flex;gap:8px;padding:12px}.add input{flex:1;padding:10px;border:1px solid #f0c8bb;border-radius:8px}.add button{background:#ff7a59;color:#fff;border:0;border-radius:8px;padding:0 16px}ul{list-style:none;margin:0;padding:0 12px}li{display:flex;align-items:center;gap:10px;padding:12px 4px;border-bottom:1px solid #f3e3dd}li.done span{text-decoration:line-through;color:#aaa}#inst{display:none;margin:12px;background:#fff;border:1px solid #f0c8bb;border-radius:8px;padding:10px;font-size:14px}</style></head>
<body><div class="h">Pocketlist</div><div id="inst">Install Pocketlist on your home screen for quick access. <button id="ib">Install</button></div><form class="add" id="f"><input id="t" placeholder="Add an item…" autocomplete="off"><button>Add</button></form><ul id="l"></ul>
<script>
const KEY = 'pocketlist.items';
let items = JSON.parse(localStorage.getItem(KEY) || '[{"t":"Oat milk","d":false},{"t":"Batteries (AA)","d":true}]');
const save = () => localStorage.setItem(KEY, JSON.stringify(items));
function draw() {
  const l = document.getElementById('l'); l.innerHTML = '';
  items.forEach((it, i) => { const li = document.createElement('li'); li.className = it.d ? 'done' : ''; const c = document.createElement('input'); c.type = 'checkbox'; c.checked = it.d; c.onchange = () => { it.d = c.checked; save(); draw(); }; const s = document.createElement('span'); s.textContent = it.t; li.append(c, s); l.append(li); });
}
document.getElementById('f').onsubmit = (e) => { e.preventDefault(); const v = document.getElementById('t').value.trim(); if (v) { items.unshift({ t: v, d: false }); save(); draw(); } e.target.reset(); };
let deferred;
addEventListener('beforeinstallprompt', (e) => { e.preventDefault(); deferred = e; document.getElementById('inst').style.display = 'block'; });
document.getElementById('ib').onclick = () => deferred && deferred.prompt();
draw();
</script></body></html>`,
    routes: {
      'pocketlist.app/manifest.json': json({ name: 'Pocketlist', short_name: 'Pocketlist', start_url: '/', scope: '/', display: 'standalone', theme_color: '#ff7a59', background_color: '#fff8f5', icons: [{ src: '/icons/192.png', sizes: '192x192', type: 'image/png' }, { src: '/icons/512.png', sizes: '512x512', type: 'image/png' }] }),
    },
  },
  {
    id: 'c-clean-status-page',
    label: 'clean',
    kind: 'benign-json-content',
    url: 'https://status.parcelpoint-api.com/',
    body: raw`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>ParcelPoint API Status</title>
<style>body{margin:0;font-family:-apple-system,system-ui,sans-serif;background:#fafafa;color:#222}.w{max-width:760px;margin:30px auto;padding:0 16px}.ban{border-radius:8px;padding:16px;color:#fff;font-weight:600}.c{display:flex;justify-content:space-between;background:#fff;border:1px solid #eee;padding:12px 16px;margin-top:-1px}.ok{color:#2f9e44}.deg{color:#e67700}.bars{display:flex;gap:2px;margin-top:6px}.bars i{width:6px;height:28px;border-radius:2px}.inc{background:#fff;border:1px solid #eee;border-radius:8px;padding:14px;margin-top:20px}</style></head>
<body><div class="w"><h1>ParcelPoint API</h1><div id="app">Loading status…</div></div>
<script>
const col = { operational: '#2f9e44', degraded: '#e67700', outage: '#e03131' };
async function load() {
  const s = await fetch('/api/v2/summary.json', { cache: 'no-store' }).then((r) => r.json());
  const worst = s.components.some((c) => c.status === 'outage') ? 'outage' : s.components.some((c) => c.status === 'degraded') ? 'degraded' : 'operational';
  document.getElementById('app').innerHTML = '<div class="ban" style="background:' + col[worst] + '">' + (worst === 'operational' ? 'All systems operational' : 'Some systems are experiencing issues') + '</div>'
    + s.components.map((c) => '<div class="c"><div><b>' + c.name + '</b><div class="bars">' + c.uptime.map((u) => '<i style="background:' + (u > 99.9 ? '#2f9e44' : u > 99 ? '#e67700' : '#e03131') + '" title="' + u + '%"></i>').join('') + '</div></div><div class="' + (c.status === 'operational' ? 'ok' : 'deg') + '">' + c.status + '</div></div>').join('')
    + s.incidents.map((i) => '<div class="inc"><b>' + i.title + '</b><p>' + i.updates[0].body + '</p><small>' + new Date(i.updates[0].at).toLocaleString() + '</small></div>').join('');
}
load(); setInterval(load, 60000);
</script></body></html>`,
    routes: {
      'status.parcelpoint-api.com/api/v2/summary.json': json({
        components: [{ name: 'Shipments API', status: 'operational', uptime: Array.from({ length: 30 }, (_, i) => (i === 11 ? 99.4 : 100)) }, { name: 'Label rendering', status: 'degraded', uptime: Array.from({ length: 30 }, (_, i) => (i > 27 ? 98.7 : 100)) }, { name: 'Webhooks', status: 'operational', uptime: Array.from({ length: 30 }, () => 100) }],
        incidents: [{ title: 'Slow label generation for DHL Parcel UK', updates: [{ body: 'We have identified a slowdown in a carrier dependency and are monitoring.', at: '2024-05-14T09:12:00Z' }] }],
      }),
    },
  },
  {
    id: 'c-clean-shortlink-own',
    label: 'clean',
    kind: 'benign-redirect',
    url: 'https://go.meridianbank.co.uk/app',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Meridian Bank app</title></head>
<body style="font-family:Arial,sans-serif;text-align:center;padding-top:20vh">
<p>Opening the Meridian Bank app…</p>
<script>
var ua = navigator.userAgent;
var dest = /iPhone|iPad|iPod/.test(ua) ? 'https://apps.apple.com/gb/app/meridian-bank/id1439021121'
  : /Android/.test(ua) ? 'https://play.google.com/store/apps/details?id=uk.co.meridianbank.mobile'
  : 'https://www.meridianbank.co.uk/ways-to-bank/mobile-app';
setTimeout(function () { location.replace(dest); }, 300);
</script>
<noscript><a href="https://www.meridianbank.co.uk/ways-to-bank/mobile-app">Get the Meridian Bank app</a></noscript></body></html>`,
    routes: {
      'www.meridianbank.co.uk/ways-to-bank/mobile-app': htmlRoute(raw`<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Mobile banking app | Meridian Bank</title></head><body style="font-family:Arial,sans-serif;margin:0"><header style="background:#3d1c6e;color:#fff;padding:16px 24px">Meridian Bank</header><main style="padding:24px"><h1>Bank on the go with our app</h1><p>Check balances, pay friends and freeze your card in seconds. Download from the App Store or Google Play.</p><p><b>We will never text you a link to download our app from anywhere else.</b></p></main></body></html>`),
    },
  },
  {
    id: 'c-clean-fullscreen-slides',
    label: 'clean',
    kind: 'benign-fullscreen',
    url: 'https://slides.quarry.dev/talks/rust-async-pitfalls/',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Async Rust pitfalls — Quarry Talks</title>
<style>html,body{margin:0;height:100%;background:#1e1e2e;color:#cdd6f4;font-family:"Inter",sans-serif}.s{display:none;height:100%;align-items:center;justify-content:center;flex-direction:column;text-align:center;padding:0 10vw}.s.on{display:flex}.s h1{font-size:64px;margin:0}.s h2{font-size:44px}.s pre{text-align:left;background:#11111b;padding:20px;border-radius:10px;font-size:22px}.ui{position:fixed;bottom:14px;right:18px;font-size:13px;opacity:.6}.ui button{background:#313244;color:#cdd6f4;border:0;border-radius:6px;padding:6px 10px;cursor:pointer}</style></head>
<body><div id="deck"></div><div class="ui"><span id="n"></span> <button id="fs">⛶ Present</button></div>
<script>
const slides = [
  '<h1>Async Rust pitfalls</h1><p>RustConf Lightning · @marta</p>',
  '<h2>1. Holding a MutexGuard across .await</h2><pre>let g = state.lock().unwrap();\nclient.send(&amp;g.msg).await; // ✗ blocks other tasks</pre>',
  '<h2>2. Blocking in async code</h2><pre>tokio::task::spawn_blocking(|| heavy_cpu_work())</pre>',
  '<h2>3. Forgetting cancellation safety</h2><p>select! drops the losing future — make sure that is OK.</p>',
  '<h1>Thanks!</h1><p>slides.quarry.dev/talks/rust-async-pitfalls</p>',
];
const deck = document.getElementById('deck');
deck.innerHTML = slides.map((h) => '<section class="s">' + h + '</section>').join('');
let i = Math.max(0, Math.min(slides.length - 1, (parseInt(location.hash.slice(1)) || 1) - 1));
function go(k) { i = Math.max(0, Math.min(slides.length - 1, k)); deck.querySelectorAll('.s').forEach((s, j) => s.classList.toggle('on', j === i)); history.replaceState(null, '', '#' + (i + 1)); document.getElementById('n').textContent = (i + 1) + ' / ' + slides.length; }
addEventListener('keydown', (e) => { if (['ArrowRight', ' ', 'PageDown'].includes(e.key)) go(i + 1); if (['ArrowLeft', 'PageUp'].includes(e.key)) go(i - 1); if (e.key === 'f') toggle(); });
function toggle() { if (document.fullscreenElement) document.exitFullscreen(); else document.documentElement.requestFullscreen().catch(() => {}); }
document.getElementById('fs').onclick = toggle;
go(i);
</script></body></html>`,
  },
];
