import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Clean: script habits that kits share — bot checks, fingerprinting, script redirects, beforeunload,
// content from JSON, minified bundles, fullscreen, giveaways with rules.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-clean-botmgmt-analytics',
    label: 'clean',
    kind: 'benign-bot-check',
    url: 'https://www.tidewaterbooks.com/',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Tidewater Books — Independent bookshop in Annapolis</title>
<script async src="/assets/t.js"></script>
<style>body{margin:0;font-family:"Libre Baskerville",Georgia,serif;color:#2d2a26;background:#fbf8f3}.h{padding:30px;text-align:center;border-bottom:1px solid #e7dfd2}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:20px;max-width:1000px;margin:30px auto;padding:0 16px}.b{background:#fff;border:1px solid #eee;padding:12px}.b i{display:block;aspect-ratio:2/3;background:#d9cbb5;margin-bottom:8px}</style></head>
<body><div class="h"><h1>Tidewater Books</h1><p>Staff picks, signed editions and the best kids' corner on the Bay.</p></div><div class="g" id="g"></div>
<script>
fetch('/api/staff-picks').then(r => r.json()).then(list => { document.getElementById('g').innerHTML = list.map(b => '<div class="b"><i></i><b>' + b.title + '</b><br><small>' + b.author + '</small><p style="font-size:13px">“' + b.blurb + '” — ' + b.staff + '</p></div>').join(''); });
</script></body></html>`,
    routes: {
      'www.tidewaterbooks.com/assets/t.js': js(raw`/* tw-analytics 1.4: first-party pageview counter; automated traffic is tagged, not blocked */
(function(w,d,n){
  var isBot = !!n.webdriver || /bot|crawl|spider|slurp|headless|lighthouse|pingdom|uptime/i.test(n.userAgent);
  var sid = sessionStorage.getItem('tw_sid') || (function(){var s=Math.random().toString(36).slice(2);sessionStorage.setItem('tw_sid',s);return s})();
  var ev = { t: 'pageview', p: location.pathname, r: d.referrer ? new URL(d.referrer).hostname : '', sid: sid, bot: isBot, vw: w.innerWidth, lang: n.language, tz: Intl.DateTimeFormat().resolvedOptions().timeZone };
  function send(e){ var b = JSON.stringify(e); if (n.sendBeacon) n.sendBeacon('/collect', b); else fetch('/collect', { method: 'POST', body: b, keepalive: true }); }
  send(ev);
  var start = Date.now();
  d.addEventListener('visibilitychange', function(){ if (d.visibilityState === 'hidden') send({ t: 'engagement', sid: sid, ms: Date.now() - start, bot: isBot }); });
})(window, document, navigator);`),
      'www.tidewaterbooks.com/api/staff-picks': json([{ title: 'The Bay at Night', author: 'Helen Moritz', blurb: 'Quiet, salty and beautiful.', staff: 'Jo' }, { title: 'Oyster Wars', author: 'D. K. Pratt', blurb: 'History that reads like a thriller.', staff: 'Sam' }, { title: 'Small Boats', author: 'Ana Ruiz', blurb: 'My favourite debut this year.', staff: 'Priya' }, { title: 'Crab Feast!', author: 'Lou Bennett', blurb: 'Read-aloud gold for ages 4–7.', staff: 'Ms. Lee' }]),
      'www.tidewaterbooks.com/collect': { status: 204, headers: {}, body: '' },
    },
  },
  {
    id: 'c-clean-brand-giveaway-rules',
    label: 'clean',
    kind: 'benign-giveaway',
    url: 'https://www.lumacoffee.com/win',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Win a year of coffee | Luma Coffee</title>
<style>body{margin:0;font-family:"Poppins",Arial,sans-serif;background:#fdf6ec;color:#3b2a1a}.h{text-align:center;padding:50px 20px}.h h1{font-size:42px;margin:0}.f{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}.f input{width:100%;padding:11px;border:1px solid #e2d3bf;border-radius:8px;margin:6px 0 12px;box-sizing:border-box}.f button{width:100%;background:#3b2a1a;color:#fff;border:0;border-radius:8px;padding:12px;font-size:16px}.rules{max-width:720px;margin:30px auto;font-size:13px;line-height:1.6;padding:0 20px;color:#6b5a48}</style></head>
<body><div class="h"><h1>Win a year of coffee ☕</h1><p id="sub"></p></div><div class="f" id="f"></div><div class="rules" id="rules"></div>
<script>
fetch('/api/promotions/year-of-coffee').then(function (r) { return r.json(); }).then(function (p) {
  document.getElementById('sub').textContent = p.prizes + ' winners · Entries close ' + new Date(p.closes).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  document.getElementById('f').innerHTML = '<form id="e"><input name="name" placeholder="Your name" required><input name="email" type="email" placeholder="Email" required><label style="font-size:13px"><input type="checkbox" name="age" required style="width:auto"> I am 18 or older and a resident of the US</label><label style="font-size:13px"><input type="checkbox" name="news" style="width:auto"> Send me Luma news (optional)</label><button>Enter — it\'s free</button></form>';
  document.getElementById('rules').innerHTML = '<h3>Official rules (summary)</h3><ul>' + p.rules.map(function (r) { return '<li>' + r + '</li>'; }).join('') + '</ul>';
  document.getElementById('e').onsubmit = function (ev) { ev.preventDefault(); fetch('/api/promotions/year-of-coffee/entries', { method: 'POST', body: new FormData(this) }).then(function () { document.getElementById('f').innerHTML = '<h3>You\'re in! 🎉</h3><p>Winners will be drawn at random and contacted by email within 7 days of the close date.</p>'; }); };
});
</script></body></html>`,
    routes: {
      'www.lumacoffee.com/api/promotions/year-of-coffee': json({ prizes: 12, closes: '2024-07-31T23:59:00-07:00', rules: ['NO PURCHASE NECESSARY. A purchase will not increase your chances of winning.', 'Open to legal residents of the 50 US states and DC, 18+.', 'One entry per person. Twelve winners drawn at random on August 5, 2024.', 'Prize: 52 bags of coffee (ARV $988). No payment, shipping fee or card details are ever required to claim a prize.', 'Sponsor: Luma Coffee Roasters LLC, 410 Alder St, Portland OR.'] }),
    },
  },
];
