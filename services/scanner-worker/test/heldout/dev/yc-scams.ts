import { htmlRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsonRoute } from '../parts/e-bin.js';
import { RAVEN_CSS, STEAM_CSS, doc, qrSvg, ravenLogo, steamMark } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-techsupport-ravenhold-guard-locked',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://ravenhold-guard-alert.com/?err=RHG-0x8E2&cid=991203',
  body: doc({
    title: 'Ravenhold Guard — Security Alert',
    css: `*{box-sizing:border-box}html,body{margin:0;height:100%;background:#0a3d91;color:#fff;font-family:"Segoe UI",Arial,sans-serif;overflow:hidden;cursor:none}
.top{background:#c8102e;padding:10px 20px;font-size:15px;display:flex;align-items:center;gap:14px}
.m{max-width:780px;margin:40px auto;background:#fff;color:#222;border-radius:6px;box-shadow:0 20px 60px rgba(0,0,0,.5)}
.m .h{background:#c8102e;color:#fff;padding:14px 20px;font-size:18px;border-radius:6px 6px 0 0}.m .b{padding:22px}
.ph{font-size:30px;color:#c8102e;font-weight:700;margin:10px 0}.scan{height:10px;background:#eee;border-radius:5px;overflow:hidden}.scan i{display:block;height:100%;width:73%;background:#c8102e}
li{margin:4px 0}`,
    body: `<div class="top">${ravenLogo(22, '#fff', '#fff')}<b>Ravenhold Guard Anti-Cheat</b> — Threat detected — Your PC has been locked</div>
<div class="m"><div class="h">&#9888; Trojan:Win32/Lumma.RGX!ml detected during game session</div><div class="b">
<p>Ravenhold Guard stopped a malicious program that was trying to steal your game account, saved passwords and banking information. Your computer and Ravenhold account have been <b>locked for your protection</b>.</p>
<ul><li>Threat: Trojan:Win32/Lumma.RGX!ml</li><li>Affected: Chrome passwords, Steam session, Ravenhold Launcher, Discord</li><li>Error code: RHG-0x8E2</li></ul>
<div class="scan"><i></i></div><p style="font-size:13px">Scan 73% complete — 4 threats found</p>
<p><b>Do not restart or turn off your computer.</b> Doing so may lead to permanent loss of your account and data. Call Ravenhold Security Support immediately:</p>
<div class="ph">&#128222; +1 (888) 614-2097</div><p style="font-size:13px">Toll free · 24/7 · Ravenhold Certified Technicians · Case ID 991203</p></div></div>
<audio id="a" src="/alert.wav" autoplay loop></audio>
<script>
document.addEventListener('click',function(){var d=document.documentElement;(d.requestFullscreen||d.webkitRequestFullscreen).call(d);document.getElementById('a').play();if(navigator.keyboard&&navigator.keyboard.lock)navigator.keyboard.lock()});
window.onbeforeunload=function(){return 'Your computer is locked. Call support at +1 (888) 614-2097'};
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
document.onkeydown=function(e){if(e.key==='Escape'||e.key==='F11'||e.ctrlKey||e.altKey){e.preventDefault();return false}};
setTimeout(function(){alert('RAVENHOLD GUARD: Your PC is locked. Call +1 (888) 614-2097 immediately.')},2500);
</script>`,
  }),
  routes: { 'ravenhold-guard-alert.com/alert.wav': fileRoute(beepWav(2, 880), 'audio/wav') },
},
{
  id: 'yc-p2e-guild-daily-yield-investment',
  label: 'scam',
  kind: 'investment',
  url: 'https://metaguild-yield.io/invest',
  body: doc({
    title: 'MetaGuild — Earn 2.8% daily from play-to-earn scholarships',
    css: `*{box-sizing:border-box}body{margin:0;background:#050816;color:#e2e8f0;font-family:Poppins,Arial,sans-serif}
.h{text-align:center;padding:60px 20px}.h h1{font-size:44px;margin:0;background:linear-gradient(90deg,#22d3ee,#a855f7);-webkit-background-clip:text;color:transparent}
.plans{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;max-width:960px;margin:0 auto;padding:0 16px}.p{background:#0f172a;border:1px solid #1e293b;border-radius:16px;padding:22px;text-align:center}
.p b{font-size:34px;color:#22d3ee;display:block}.btn{background:linear-gradient(90deg,#22d3ee,#a855f7);border:0;border-radius:10px;color:#000;font-weight:700;padding:12px 20px;cursor:pointer}
.dep{max-width:620px;margin:40px auto;background:#0f172a;border-radius:16px;padding:24px}.addr{background:#020617;border-radius:8px;padding:12px;font-family:monospace;word-break:break-all}
.ref{max-width:960px;margin:30px auto;padding:0 16px;color:#94a3b8;font-size:14px}`,
    body: `<div class="h"><h1>Earn while others play</h1><p>MetaGuild funds 14,000 scholars in Axie, Pixels and Parallel. Our profits are shared with investors every 24 hours. <b>Guaranteed</b> returns, withdraw anytime.</p><p style="color:#22c55e">Total paid to investors: $18,402,771 · Active investors: 41,209</p></div>
<div class="plans"><div class="p">Scholar<b>1.8% daily</b>min 50 USDT · 60 days</div><div class="p" style="border-color:#a855f7">Guild Master<b>2.8% daily</b>min 1,000 USDT · 90 days</div><div class="p">Whale<b>4.2% daily</b>min 10,000 USDT · 120 days</div></div>
<div class="dep"><h3>Deposit USDT (TRC20)</h3><p>Send your deposit to the guild treasury. Your plan activates after 1 network confirmation.</p><div class="addr">TJ8wZc4nK2mR9xQ5vB7yH3sD1fL6pG0aTu</div><br>${qrSvg('TJ8wZc4nK2mR9xQ5vB7yH3sD1fL6pG0aTu', 4)}
<form method="post" action="/api/deposit/confirm"><input name="txid" placeholder="Transaction hash" style="width:100%;height:42px;border-radius:8px;border:0;margin:12px 0;padding:0 10px"><input name="telegram" placeholder="Telegram @username" style="width:100%;height:42px;border-radius:8px;border:0;margin-bottom:12px;padding:0 10px"><button class="btn">Confirm deposit</button></form></div>
<div class="ref"><h3>Referral program</h3><p>Earn 12% of your referrals' deposits on level 1, 5% on level 2 and 3% on level 3. Top recruiters join the Diamond Council with a monthly bonus of 5,000 USDT.</p></div>`,
  }),
},
{
  id: 'yc-ps5-pro-outlet-fake-shop',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://ps5-outlet-store.shop/products/playstation-5-pro-2tb',
  body: doc({
    title: 'PlayStation 5 Pro 2TB — 79% OFF Clearance | PS5 Outlet Store',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#111;background:#fff}
.bar{background:#111;color:#fff;text-align:center;padding:8px;font-size:13px}.hd{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #eee}
.p{max-width:1040px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:40px;padding:0 16px}.img{aspect-ratio:1;background:linear-gradient(160deg,#f5f5f5,#ddd);border-radius:8px}
.old{text-decoration:line-through;color:#999}.new{color:#d0021b;font-size:32px;font-weight:700}.st{color:#d0021b;font-weight:700}
.b{width:100%;background:#000;color:#fff;border:0;padding:16px;font-size:16px;margin-top:12px;cursor:pointer}.tr{font-size:12px;color:#777;display:flex;gap:14px;margin-top:14px}
.rv{border-top:1px solid #eee;padding-top:14px;margin-top:20px;font-size:14px}`,
    body: `<div class="bar">&#128666; FREE SHIPPING TODAY ONLY · Warehouse clearance — everything must go</div><div class="hd"><b>PS5 OUTLET STORE</b><span>Cart (0)</span></div>
<div class="p"><div class="img"></div><div><h1>Sony PlayStation 5 Pro Console 2TB + 2 DualSense Controllers</h1><p><span class="old">$749.99</span> <span class="new">$157.49</span> <span style="background:#d0021b;color:#fff;padding:2px 6px;font-size:12px">-79%</span></p>
<p class="st">&#9888; Only 3 left in stock — 27 people are viewing this product</p><p>Sale ends in <b id="t">09:47</b></p>
<form method="post" action="/checkout/express"><input type="hidden" name="sku" value="PS5PRO-2TB-BNDL"><button class="b">BUY NOW</button></form>
<div class="tr"><span>&#128274; Secure checkout</span><span>&#8617; 30-day returns</span><span>&#10004; Official warranty</span></div>
<div class="rv">&#11088;&#11088;&#11088;&#11088;&#11088; "Arrived in 3 days, can't believe the price!!" — Mark T.<br>&#11088;&#11088;&#11088;&#11088;&#11088; "Bought two, one for my son" — Jennifer R.</div></div></div>
<script>var s=587;setInterval(function(){if(s>0)s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);</script>`,
  }),
  routes: {
    'ps5-outlet-store.shop/checkout/express': htmlRoute(doc({
      title: 'Checkout — PS5 Outlet Store',
      css: 'body{font-family:Arial,sans-serif;max-width:520px;margin:30px auto}input{width:100%;height:42px;margin:5px 0 10px;padding:0 10px;border:1px solid #ccc}button{width:100%;height:48px;background:#000;color:#fff;border:0}',
      body: `<h2>Checkout</h2><p>PlayStation 5 Pro 2TB Bundle — <b>$157.49</b></p><form method="post" action="/checkout/pay"><input name="email" placeholder="Email"><input name="name" placeholder="Full name"><input name="address" placeholder="Shipping address"><input name="card" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>Pay now</button></form><p style="font-size:12px;color:#777">Payments processed by a third party. Bank transfer or Zelle gets an extra 10% off.</p>`,
    })),
  },
},
];
