import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, baseCss, cookieBanner, doc, jsRoute, jsonRoute, pngRoute, wordmark } from '../parts/v-kit.js';

// Marketing click trackers and reward redemption (blind split).

// 1. SendGrid branded click-tracking link -> retailer sale page.
const h1a = 'url4471.mountainwarehouse.com';
const h1 = 'www.mountainwarehouse.com';
const a1 = analytics(h1, 'G-MW-UK-01');
const sendgrid: Entry = {
  id: 'v-clean-sendgrid-click-retailer',
  label: 'clean',
  kind: 'marketing-click-tracker',
  url: `https://${h1a}/ls/click?upn=u001.Kx8vQ2-2BzR7nLk1pWqY5eT3mH-2FjDs9cA0bVfG4uI6oP8rE1tYw-3D-3DaB2c_9xZ`,
  routes: {
    [`${h1a}/ls/click`]: redirectRoute(302, `https://${h1}/uk/sale/womens/?utm_source=sendgrid&utm_medium=email&utm_campaign=spring_sale_wk10&utm_content=hero`),
    [`${h1}/uk/sale/womens/`]: htmlRoute(
      doc({
        title: "Women's Sale | Up to 60% off | Mountain Warehouse GB",
        head: a1.tag,
        css: baseCss + `.bn{background:#e4002b;color:#fff;text-align:center;padding:8px;font-size:14px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}.g div{font-size:14px}.g img{width:100%;height:170px;background:#dfe6ea}.was{text-decoration:line-through;color:#888}.now{color:#e4002b;font-weight:700}`,
        body: `<div class="bn">Free UK delivery on orders over £50 · Members get an extra 10% off</div><header class="site"><b style="color:#00263e">MOUNTAIN WAREHOUSE</b><nav><a href="#">Women</a><a href="#">Men</a><a href="#">Kids</a><a href="#">Footwear</a><a href="#">Sale</a><a href="#">My Account</a><a href="#">Basket (0)</a></nav></header>
<div class="wrap"><h1>Women's Sale</h1><p>Up to 60% off jackets, fleeces and walking boots. While stocks last.</p>
<div class="g"><div><img src="/img/p/1.png" alt="Extreme Waterproof Jacket"><p>Extreme Womens Waterproof Jacket</p><span class="was">£149.99</span> <span class="now">£59.99</span></div><div><img src="/img/p/2.png" alt="Fleece"><p>Camber Womens Fleece</p><span class="was">£24.99</span> <span class="now">£9.99</span></div><div><img src="/img/p/3.png" alt="Boots"><p>Adventurer Womens Waterproof Boots</p><span class="was">£79.99</span> <span class="now">£34.99</span></div><div><img src="/img/p/4.png" alt="Leggings"><p>Stretch Womens Hiking Leggings</p><span class="was">£34.99</span> <span class="now">£17.99</span></div></div></div>
<footer class="site">Mountain Warehouse Ltd · Registered in England No. 04287374 · <a href="#">Delivery</a><a href="#">Returns</a><a href="#">Privacy</a><a href="#">Unsubscribe</a></footer>
${cookieBanner()}`,
      }),
    ),
    ...a1.routes,
    [`${h1}/img/p/1.png`]: pngRoute(30, 60, 90),
    [`${h1}/img/p/2.png`]: pngRoute(140, 60, 90),
    [`${h1}/img/p/3.png`]: pngRoute(90, 70, 50),
    [`${h1}/img/p/4.png`]: pngRoute(20, 20, 20),
  },
};

// 2. Employee reward redemption (corporate recognition programme sends gift-card rewards).
const h2 = 'rewards.tangocard.com';
const tango: Entry = {
  id: 'v-clean-tango-reward-redeem',
  label: 'clean',
  kind: 'reward-redemption',
  url: `https://${h2}/redeem/RL-8f21c0a9e7-4b3d?utm_source=email`,
  routes: {
    [`${h2}/redeem/RL-8f21c0a9e7-4b3d`]: htmlRoute(
      doc({
        title: 'Your reward from Northwind Health',
        css: baseCss + `body{background:#f4f5f7}.c{max-width:640px;margin:30px auto;background:#fff;border-radius:10px;padding:30px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.g button{padding:16px;border:1px solid #ddd;border-radius:8px;background:#fff;cursor:pointer}`,
        body: `<div class="c">${wordmark('Tango', '#ff5f00', 22)}<h2>You've received a $50 reward!</h2><p><b>From:</b> Northwind Health – People &amp; Culture<br><b>Message:</b> "Thank you for completing the 2026 employee engagement survey!"</p>
<p>Choose how you'd like to receive your reward:</p><div class="g" id="g"></div><p id="sel" class="muted"></p>
<p class="muted" style="font-size:12px">Reward link expires 3 June 2026. Tango will never ask you for payment or bank details to claim a reward. Questions? Contact your programme administrator or <a href="https://help.tangocard.com">help.tangocard.com</a>.</p></div>
<footer class="site" style="text-align:center">© 2026 Tango Card, Inc. · <a href="#">Terms</a><a href="#">Privacy</a></footer>
<script src="/redeem/static/catalog.js"></script>`,
      }),
    ),
    [`${h2}/redeem/static/catalog.js`]: jsRoute(`fetch('/api/redeem/catalog?link='+location.pathname.split('/').pop()).then(function(r){return r.json()}).then(function(c){document.getElementById('g').innerHTML=c.items.map(function(i){return '<button data-u="'+i.utid+'">'+i.name+'</button>'}).join('');
document.querySelectorAll('#g button').forEach(function(b){b.onclick=function(){document.getElementById('sel').textContent='You selected '+b.textContent+'. Your code will be shown on the next screen and emailed to you.'}})});`),
    [`${h2}/api/redeem/catalog`]: jsonRoute({ items: [{ utid: 'U561593', name: 'Amazon.com Gift Card' }, { utid: 'U104729', name: 'Target GiftCard' }, { utid: 'U337014', name: 'Starbucks Card eGift' }, { utid: 'U883202', name: 'Visa Prepaid Card' }, { utid: 'U090011', name: 'Donate to American Red Cross' }, { utid: 'U410557', name: 'Apple Gift Card' }] }),
  },
};


// 3. A ticketing site behind a Cloudflare managed challenge: interstitial first, then the event page.
const h3 = 'www.ticketek.com.au';
const cfPath = '/shows/show.aspx?sh=MIDNIGHT26';
const cfChallenge: Entry = {
  id: 'v-clean-cloudflare-challenge-retailer',
  label: 'clean',
  kind: 'bot-challenge',
  url: `https://${h3}${cfPath}`,
  routes: {
    [`${h3}/shows/show.aspx?sh=MIDNIGHT26`]: htmlRoute(
      doc({
        title: 'Just a moment...',
        css: `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial;color:#313131}.m{max-width:60rem;margin:8rem auto;padding:0 1.5rem}h1{font-size:2.5rem;font-weight:500}.sp{width:30px;height:30px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}.f{font-size:.75rem;color:#666;margin-top:4rem;border-top:1px solid #d9d9d9;padding-top:1rem}`,
        body: `<div class="m"><h1>www.ticketek.com.au</h1><h2 style="font-weight:400;font-size:1.5rem">Verifying you are human. This may take a few seconds.</h2><div class="sp"></div><p>www.ticketek.com.au needs to review the security of your connection before proceeding.</p>
<div class="f">Ray ID: <code>8f31a2c9dd7e1b04</code><br>Performance &amp; security by <a href="https://www.cloudflare.com?utm_source=challenge">Cloudflare</a></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:'www.ticketek.com.au',cType:'managed',cRay:'8f31a2c9dd7e1b04',cH:'Kx9.q2'};setTimeout(function(){document.cookie='cf_clearance=Zx1.demo; path=/; secure';location.replace(location.pathname+location.search+'&__cf_chl_tk=Kx9q2Lm1')},2000)})();</script>`,
      }),
    ),
    [`${h3}/shows/show.aspx?sh=MIDNIGHT26&__cf_chl_tk=Kx9q2Lm1`]: htmlRoute(
      doc({
        title: 'Midnight Oil – The Final Night | Ticketek Australia',
        css: baseCss + `header.site{background:#1c1c1c}header.site b,header.site nav a{color:#fff}.ev{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:14px 0}`,
        body: `<header class="site"><b>ticketek</b><nav><a href="#">Music</a><a href="#">Sport</a><a href="#">Arts</a><a href="#">Family</a><a href="#">My Account</a></nav></header>
<div class="wrap"><h1>Midnight Oil – The Final Night</h1><p>Special guests announced soon. All ages. Tickets are limited to 8 per customer. Beware of scalpers: only buy from Ticketek or Ticketek Marketplace.</p>
<div class="ev"><span><b>Sat 18 Apr 2026</b> · Qudos Bank Arena, Sydney</span><a class="btn" href="#">Find tickets</a></div><div class="ev"><span><b>Sat 25 Apr 2026</b> · Rod Laver Arena, Melbourne</span><a class="btn" href="#">Find tickets</a></div></div>
<footer class="site">© 2026 Ticketek Pty Ltd · <a href="#">Purchase Policy</a><a href="#">Privacy</a></footer>`,
      }),
    ),
  },
};

export const entries: Entry[] = [sendgrid, tango, cfChallenge];
