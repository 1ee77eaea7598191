import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { RAVEN_CSS, STEAM_CSS, b64, discordMark, doc, esc, ravenFooter, ravenLogo, steamMark } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-gamewiki-browser-check-interstitial',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://ironveil.wiki.gg/wiki/Ashcaller',
  body: doc({
    title: 'Just a moment...',
    head: `<meta name="robots" content="noindex,nofollow"><meta http-equiv="refresh" content="8;url=/wiki/Ashcaller?__cf_chl_rt_tk=Qm4xV9tR2yZ8">`,
    css: `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;color:#313131}
.main-wrapper{display:flex;flex-direction:column;align-items:center;padding-top:12vh}.h1{font-size:2.5rem;font-weight:500}.h2{font-size:1.5rem;font-weight:500;margin-top:8px}
.spin{width:30px;height:30px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:s 1s linear infinite;margin:30px}@keyframes s{to{transform:rotate(360deg)}}
.footer{font-size:.75rem;color:#6b6b6b;margin-top:80px;text-align:center}`,
    body: `<div class="main-wrapper" role="main"><h1 class="h1">ironveil.wiki.gg</h1><h2 class="h2">Verifying you are human. This may take a few seconds.</h2><div class="spin"></div>
<p>ironveil.wiki.gg needs to review the security of your connection before proceeding.</p>
<div class="footer">Ray ID: <code>8f3b1c77ae0d5e21</code><br>Performance &amp; security by <a href="https://www.cloudflare.com/?utm_source=challenge">Cloudflare</a></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:'ironveil.wiki.gg',cType:'managed',cRay:'8f3b1c77ae0d5e21',cH:'Qm4xV9tR2yZ8',cUPMDTk:'/wiki/Ashcaller?__cf_chl_tk=Qm4xV9tR2yZ8',cFPWv:'b',cITimeS:'1720690000'};var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8f3b1c77ae0d5e21';document.getElementsByTagName('head')[0].appendChild(a)})();</script>`,
  }),
  routes: {
    'ironveil.wiki.gg/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1': jsRoute(`(function(){var t=Date.now(),n=0;for(var i=0;i<200000;i++){n=(n*31+i)%1000003}setTimeout(function(){fetch('/cdn-cgi/challenge-platform/h/g/flow/ov1/8f3b1c77ae0d5e21',{method:'POST',body:JSON.stringify({n:n,t:Date.now()-t,w:screen.width,h:screen.height,tz:Intl.DateTimeFormat().resolvedOptions().timeZone})}).finally(function(){location.replace('/wiki/Ashcaller?__cf_chl_rt_tk=Qm4xV9tR2yZ8')})},1500)})();`),
    'ironveil.wiki.gg/cdn-cgi/challenge-platform/h/g/flow/ov1/8f3b1c77ae0d5e21': jsonRoute({ ok: true }),
  },
},
{
  id: 'yc-shortlink-patch-notes-console-commands',
  label: 'clean',
  kind: 'shortener-redirect',
  url: 'https://rvn.gg/iv32',
  routes: {
    'rvn.gg/iv32': redirectRoute(301, 'https://ravenhold.com/news/ironveil-3-2-emberfall-patch-notes?utm_source=x&utm_medium=social&utm_campaign=iv32'),
    'ravenhold.com/news/ironveil-3-2-emberfall-patch-notes': htmlRoute(doc({
      title: 'Ironveil 3.2 "Emberfall" patch notes | Ravenhold',
      css: RAVEN_CSS + `article{max-width:780px;margin:34px auto;padding:0 18px;line-height:1.7;color:#d6d8dd}article h1{color:#fff}pre{background:#0b0c0f;border:1px solid #2a2e37;border-radius:8px;padding:14px;color:#c9d1d9;font-size:13px;overflow:auto}`,
      body: `<div class="rh-top"><a href="https://ravenhold.com/">${ravenLogo(28)}</a><nav><a href="https://ravenhold.com/news">News</a></nav><span class="sp"></span></div>
<article><p style="color:#8a8f98">Patch notes · July 8, 2025</p><h1>Ironveil 3.2 "Emberfall" patch notes</h1>
<p>Emberfall brings a new map, a rework of the Warden and the long-requested custom-lobby console. The update downloads automatically in the Ravenhold Launcher and on Steam.</p>
<h2>Custom lobby console</h2><p>Lobby hosts can now open the in-game console with <b>F10</b> and use these commands in private matches:</p>
<pre>lobby.gravity 0.6
lobby.respawn_time 3
lobby.give_all ember_blade
lobby.bots add 4 hard
r_showfps 1
net_stats 2</pre>
<p>Console commands only affect custom lobbies and are disabled in ranked and quick play. They are not exploits and will not get you banned.</p>
<h2>Warden rework</h2><ul><li>Bulwark now absorbs 400 damage (was 320) with a 16s cooldown</li><li>New passive: Ironward — allies behind Bulwark gain 10% damage reduction</li></ul>
<h2>Anti-cheat</h2><p>Ravenhold Guard received detection updates. Reminder: Ravenhold will never ask you to run commands in Windows to "verify" your PC. Verification pop-ups asking for Win + R are scams.</p></article>
${ravenFooter()}`,
    })),
  },
},
{
  id: 'yc-ravenhold-activate-device-code',
  label: 'clean',
  kind: 'device-code-login',
  url: 'https://ravenhold.com/activate?platform=ps5',
  body: doc({
    title: 'Activate your device | Ravenhold',
    css: RAVEN_CSS + `.card{max-width:480px;margin:60px auto;background:#181a20;border:1px solid #262a33;border-radius:12px;padding:32px;text-align:center}
.code{display:flex;gap:8px;justify-content:center;margin:20px 0}.code input{width:46px;height:56px;border-radius:8px;border:1px solid #333844;background:#0f1115;color:#fff;font-size:24px;text-align:center;text-transform:uppercase}`,
    body: `<div class="rh-top"><a href="https://ravenhold.com/">${ravenLogo(28)}</a><span class="sp"></span><span style="font-size:13px">Signed in as corvid_main</span></div>
<div class="card"><h1 style="font-size:24px">Link your PlayStation&reg;5</h1><p style="color:#b7bcc6">Enter the 8-character code shown on your console or TV. The code expires after 10 minutes.</p>
<form id="af" method="post" action="/activate/confirm"><input type="hidden" name="platform" value="ps5"><div class="code">${Array.from({ length: 8 }, (_, i) => `<input name="c${i}" maxlength="1" autocomplete="off">`).join('')}</div><button class="rh-btn" style="width:100%;height:46px">Continue</button></form>
<p style="font-size:13px;color:#8a8f98;margin-top:18px">Only enter a code that appears on a device you own. If someone sent you a code and asked you to enter it here, don't — it would give them access to your account.</p></div>
${ravenFooter()}
<script>var ins=document.querySelectorAll('.code input');ins.forEach(function(x,i){x.addEventListener('input',function(){if(x.value&&ins[i+1])ins[i+1].focus()})});</script>`,
  }),
},
{
  id: 'yc-discord-real-gift-link-page',
  label: 'clean',
  kind: 'brand-own-page',
  url: 'https://discord.com/gifts/Xm3kQp7RzV2bT9wL',
  body: doc({
    title: 'Discord | Accept Gift',
    css: `*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#404eed;font-family:"gg sans",Helvetica,Arial,sans-serif;color:#dbdee1;display:flex;align-items:center;justify-content:center}
.b{width:480px;background:#313338;border-radius:5px;padding:32px;text-align:center}.g{width:80px;height:80px;border-radius:20px;margin:10px auto;background:linear-gradient(135deg,#ff73fa,#5865f2)}
h1{color:#f2f3f5;font-size:24px}a.btn{display:block;background:#5865f2;color:#fff;text-decoration:none;padding:12px;border-radius:3px;margin-top:16px}`,
    body: `<div class="b">${discordMark(28)}<div class="g"></div><p>mossy_raven sent you a gift</p><h1>Nitro Basic · 1 Month</h1><p style="color:#b5bac1">Log in or create an account to accept this gift.</p>
<a class="btn" href="/login?redirect_to=%2Fgifts%2FXm3kQp7RzV2bT9wL">Log In</a><a class="btn" style="background:transparent;border:1px solid #4e5058" href="/register?redirect_to=%2Fgifts%2FXm3kQp7RzV2bT9wL">Register</a></div>
<script>fetch('/api/v9/entitlements/gift-codes/Xm3kQp7RzV2bT9wL?with_application=false&with_subscription_plan=true').then(function(r){return r.json()}).catch(function(){})</script>`,
  }),
  routes: { 'discord.com/api/v9/entitlements/gift-codes/Xm3kQp7RzV2bT9wL': jsonRoute({ code: 'Xm3kQp7RzV2bT9wL', sku_id: '978380684370378762', uses: 0, max_uses: 1, redeemed: false, expires_at: '2025-08-10T12:00:00+00:00', subscription_plan: { name: 'Nitro Basic Monthly', interval: 1 } }) },
},
{
  id: 'yc-ravenhold-newsletter-click-tracking',
  label: 'clean',
  kind: 'tracking-redirect',
  url: 'https://click.e.ravenhold.com/?qs=8a1f2e3d4c5b6a79e0f1d2c3b4a5968778695a4b3c2d1e0f',
  routes: {
    'click.e.ravenhold.com/': redirectRoute(302, 'https://store.ravenhold.com/sale/summer-2025?utm_source=sfmc&utm_medium=email&utm_campaign=summer_sale_w2&utm_content=hero_cta'),
    'store.ravenhold.com/sale/summer-2025': htmlRoute(doc({
      title: 'Summer Sale 2025 | Ravenhold Store',
      css: RAVEN_CSS + `.hero{padding:60px 40px;background:linear-gradient(120deg,#3a0a12,#0f1115)}.hero h1{font-size:46px;margin:0}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;max-width:1100px;margin:30px auto;padding:0 18px}
.g{background:#181a20;border:1px solid #262a33;border-radius:10px;padding:16px}.g i{display:block;height:120px;border-radius:8px;background:#262a33;margin-bottom:10px}.pr s{color:#8a8f98}.pr b{color:#4ade80;margin-left:6px}`,
      body: `<div class="rh-top"><a href="https://ravenhold.com/">${ravenLogo(28)}</a><nav><a href="https://store.ravenhold.com/">Store</a></nav><span class="sp"></span></div>
<div class="hero"><h1>Summer Sale — up to 60% off</h1><p>Ends July 21 at 17:00 UTC.</p></div>
<div class="grid"><div class="g"><i></i><b>Ironveil — Deluxe Edition</b><div class="pr"><s>£49.99</s><b>£29.99</b></div></div><div class="g"><i></i><b>Emberfall Season Pass</b><div class="pr"><s>£14.99</s><b>£9.99</b></div></div><div class="g"><i></i><b>Hollow Tide</b><div class="pr"><s>£24.99</s><b>£9.99</b></div></div></div>
${ravenFooter()}
<script async src="https://www.googletagmanager.com/gtag/js?id=G-RH7X2Q9LMN"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-RH7X2Q9LMN');</script>`,
    })),
  },
},
{
  id: 'yc-ravenhold-open-tournament-signup',
  label: 'clean',
  kind: 'tournament-registration',
  url: 'https://www.start.gg/tournament/ravenhold-open-2025/register',
  body: doc({
    title: 'Ravenhold Open 2025 | start.gg',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f4f5f7;color:#1b1d21}
header{background:#1b1d21;color:#fff;padding:14px 30px;font-weight:700}.ban{background:linear-gradient(120deg,#c8102e,#1b1d21);color:#fff;padding:40px 30px}.ban h1{margin:0;font-size:34px}
.w{max-width:980px;margin:24px auto;display:grid;grid-template-columns:2fr 1fr;gap:20px;padding:0 16px}.c{background:#fff;border-radius:8px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.b{display:block;text-align:center;background:#3f80ff;color:#fff;text-decoration:none;padding:12px;border-radius:6px;font-weight:700}`,
    body: `<header>start.gg</header><div class="ban"><h1>Ravenhold Open 2025 — Ironveil</h1><p>Online · EU &amp; NA · July 26–27 · Hosted by Ravenhold Esports</p></div>
<div class="w"><div class="c"><h2 style="margin-top:0">Details</h2><p>Free to enter. 3v3 double elimination. $15,000 prize pool paid by Ravenhold Interactive via start.gg payouts. All players must link their Ravenhold account to their start.gg profile before check-in.</p>
<h3>Rules highlights</h3><ul><li>Ravenhold Guard must be enabled</li><li>Check-in opens 60 minutes before the first match</li><li>Organisers will only contact you through start.gg and the official Ravenhold Esports Discord server — never ask you to log in elsewhere or to pay anything</li></ul></div>
<div class="c"><p><b>1,412</b> attendees · Registration closes July 24</p><a class="b" href="https://www.start.gg/login?returnTo=%2Ftournament%2Fravenhold-open-2025%2Fregister">Log in to register</a><p style="font-size:13px;color:#666">Link your game account at <a href="https://www.start.gg/admin/profile/connections">Profile &rarr; Connections</a>.</p></div></div>`,
  }),
},
];
