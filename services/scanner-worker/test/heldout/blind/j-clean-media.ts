import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, tagManager, cookieBanner, adStack, jsRoute, logo } from '../parts/j-kit.js';

export const entries: Entry[] = [
{
  id: 'j-clean-bot-interstitial',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://shop.hartwell-outdoor-gear.com/products/alpine-60l-pack',
  body: doc({
    title: 'Just a moment...',
    style: `body{background:#fafafa;display:flex;min-height:100vh;align-items:center;justify-content:center}.c{max-width:520px;text-align:left}.spin{width:32px;height:32px;border:3px solid #ddd;border-top-color:#f48120;border-radius:50%;animation:r 1s linear infinite;display:inline-block;vertical-align:middle;margin-right:10px}@keyframes r{to{transform:rotate(360deg)}}.f{font-size:12px;color:#777;margin-top:40px}`,
    body: `<div class="c"><h1 style="font-weight:500">shop.hartwell-outdoor-gear.com</h1>
<h2 style="font-weight:400;font-size:20px"><span class="spin"></span>Verifying you are human. This may take a few seconds.</h2>
<p>shop.hartwell-outdoor-gear.com needs to review the security of your connection before proceeding.</p>
<noscript><p><strong>Enable JavaScript and cookies to continue</strong></p></noscript>
<div class="f">Ray ID: <code>8e1f0c3b2a9d41f7</code> · Performance &amp; security by Edge Shield</div></div>
<script>(function(){var t=Date.now(),n=0;for(var i=0;i<200000;i++){n=(n*31+i)%1000003}
var s=btoa(JSON.stringify({t:t,n:n,w:screen.width,h:screen.height,tz:Intl.DateTimeFormat().resolvedOptions().timeZone}));
document.cookie='__edge_clearance='+s.slice(0,40)+'; path=/; secure; samesite=lax';
setTimeout(function(){location.replace('/products/alpine-60l-pack/view?__ec='+n)},1800)})();</script>`,
  }),
  routes: {
    'shop.hartwell-outdoor-gear.com/products/alpine-60l-pack/view': htmlRoute(doc({
      title: 'Alpine 60L Trekking Pack – Hartwell Outdoor Gear',
      style: `header{padding:16px 32px;border-bottom:1px solid #ddd;display:flex;justify-content:space-between}main{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:40px}.price{font-size:26px;font-weight:700}button{background:#2d5016;color:#fff;border:0;padding:14px 30px;font-size:16px}`,
      body: `<header><strong>HARTWELL</strong><nav>Packs · Tents · Footwear · Sale · Cart (0)</nav></header>
<main><div><img src="/img/alpine60.png" alt="Alpine 60L" style="width:100%;height:380px;background:#e7ecdf"></div><div><h1>Alpine 60L Trekking Pack</h1><p class="price">$219.00</p><p>Adjustable torso, 1.9 kg, 420D recycled ripstop, integrated rain cover.</p><label>Size <select><option>S/M</option><option>M/L</option></select></label><p><button>Add to cart</button></p><p style="font-size:13px">Free shipping over $99 · 60-day returns</p></div></main>`,
    })),
    'shop.hartwell-outdoor-gear.com/img/alpine60.png': logo(70, 90, 40),
  },
},
{
  id: 'j-clean-shortener-chain',
  label: 'clean',
  kind: 'shortener',
  url: 'https://lnkd-short.io/3xRq9Tz',
  routes: {
    'lnkd-short.io/3xRq9Tz': redirectRoute(301, 'https://go.riverbend-library.org/r/winter-reading?utm_source=social&utm_medium=short'),
    'go.riverbend-library.org/r/winter-reading': redirectRoute(302, 'https://www.riverbend-library.org/events/winter-reading-challenge-2026'),
    'www.riverbend-library.org/events/winter-reading-challenge-2026': htmlRoute(doc({
      title: 'Winter Reading Challenge 2026 | Riverbend Public Library',
      style: `header{background:#234f1e;color:#fff;padding:18px 30px}main{max-width:800px;margin:30px auto;padding:0 20px}.cta{background:#e8a317;padding:12px 22px;color:#000;text-decoration:none;font-weight:700;border-radius:4px}`,
      body: `<header><strong>Riverbend Public Library</strong> · Catalog · Events · My Account · Donate</header>
<main><h1>Winter Reading Challenge 2026</h1><p>Dec 1, 2026 – Feb 28, 2027 · All ages</p><p>Read 10 books this winter and earn a free tote bag, entry into our grand-prize drawing, and a badge in the library app. Kids under 12 can log minutes instead of books.</p>
<p><a class="cta" href="/events/winter-reading-challenge-2026/register">Register with your library card</a></p>
<h2>How it works</h2><ol><li>Sign up at any branch or online.</li><li>Log books in the Beanstack app.</li><li>Pick up prizes at the circulation desk.</li></ol>
<p>Questions? Call (555) 018-4400 or email programs@riverbend-library.org.</p></main>
<footer style="padding:20px;background:#eee;font-size:13px">Riverbend Public Library is a 501(c)(3) organization. © 2026</footer>`,
    })),
  },
},
{
  id: 'j-clean-esp-click-tracking',
  label: 'clean',
  kind: 'click-tracking',
  url: 'https://click.em.larkspur-home.com/ls/click?upn=u001.bX9kLq2Zc3RfV0pHdWxZT1hZbTd4-2BRk8sQm4vN-2FjG7Kp1aWx0Yw-3D-3D&_src=nl_blackfriday',
  routes: {
    'click.em.larkspur-home.com/ls/click': htmlRoute(`<!doctype html><html><head><meta http-equiv="refresh" content="0;url=https://www.larkspur-home.com/collections/black-friday?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=bf26_early&amp;_kx=Qx91aP2"><script>window.location.replace("https://www.larkspur-home.com/collections/black-friday?utm_source=newsletter&utm_medium=email&utm_campaign=bf26_early&_kx=Qx91aP2")</script></head><body></body></html>`),
    'www.larkspur-home.com/collections/black-friday': htmlRoute(doc({
      title: 'Black Friday — Up to 50% off | Larkspur Home',
      style: `.bar{background:#000;color:#fff;text-align:center;padding:8px;font-size:13px}header{padding:20px 40px;font-size:24px;letter-spacing:3px}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:20px;padding:20px 40px}.card img{width:100%;height:200px;background:#efe9e1}.was{text-decoration:line-through;color:#888}.now{color:#b00020;font-weight:700}`,
      body: `<div class="bar">BLACK FRIDAY: up to 50% off sitewide · Free delivery over £60 · Ends Monday midnight</div>
<header>LARKSPUR HOME</header>
<div class="grid">
<div class="card"><img src="/cdn/p1.png" alt=""><p>Linen duvet set, double</p><p><span class="was">£140</span> <span class="now">£84</span></p></div>
<div class="card"><img src="/cdn/p2.png" alt=""><p>Stoneware dinner set, 12pc</p><p><span class="was">£96</span> <span class="now">£57</span></p></div>
<div class="card"><img src="/cdn/p1.png" alt=""><p>Wool throw, oat</p><p><span class="was">£75</span> <span class="now">£45</span></p></div>
<div class="card"><img src="/cdn/p2.png" alt=""><p>Rattan pendant light</p><p><span class="was">£120</span> <span class="now">£60</span></p></div></div>
<footer style="padding:30px 40px;font-size:12px;color:#555">Larkspur Home Ltd, registered in England &amp; Wales no. 09218734. <a href="/pages/returns">Returns</a> · <a href="/pages/privacy">Privacy</a> · <a href="/account/unsubscribe">Unsubscribe</a></footer>`,
    })),
    'www.larkspur-home.com/cdn/p1.png': logo(239, 233, 225),
    'www.larkspur-home.com/cdn/p2.png': logo(220, 215, 205),
  },
},
{
  id: 'j-clean-parked-domain-forsale',
  label: 'clean',
  kind: 'parked',
  url: 'https://www.quillmarrow.com/',
  body: doc({
    title: 'quillmarrow.com - This domain may be for sale!',
    style: `body{background:#f1f3f6;text-align:center}h1{font-weight:300;margin-top:60px}.rs a{display:block;max-width:480px;margin:10px auto;background:#fff;padding:14px;border-radius:6px;color:#1a0dab;text-decoration:none;text-align:left;box-shadow:0 1px 3px rgba(0,0,0,.1)}.sale{background:#0a7d32;color:#fff;padding:10px 20px;display:inline-block;border-radius:4px;text-decoration:none;margin-top:30px}`,
    body: `<h1>quillmarrow.com</h1><p>This domain may be for sale. <a class="sale" href="https://www.parkhaven-domains.com/buy/quillmarrow.com">Buy this domain</a></p>
<h3>Related searches</h3><div class="rs" id="rs">Loading…</div>
<p style="font-size:11px;color:#888;margin-top:60px">This webpage was generated by the domain owner using ParkHaven. Copyright © 2026. All rights reserved. <a href="https://www.parkhaven-domains.com/privacy">Privacy Policy</a></p>
<script src="https://static.parkhaven-domains.com/js/lander.min.js"></script>`,
  }),
  routes: {
    'static.parkhaven-domains.com/js/lander.min.js': jsRoute(`(function(){var q=["Quill Pens","Calligraphy Supplies","Online Writing Courses","Fountain Pen Ink","Stationery Store"];var c=document.getElementById("rs");c.innerHTML="";q.forEach(function(t,i){var a=document.createElement("a");a.href="https://www.parkhaven-domains.com/search?q="+encodeURIComponent(t)+"&dom=quillmarrow.com&pos="+i;a.textContent=t+"  ›";c.appendChild(a)});var p=new Image();p.src="https://static.parkhaven-domains.com/px?d=quillmarrow.com&t="+Date.now()})();`),
    'static.parkhaven-domains.com/px': { status: 204, headers: { 'content-type': 'text/plain' }, body: '' },
  },
},
{
  id: 'j-clean-forum-ru-tech',
  label: 'clean',
  kind: 'forum-intl',
  url: 'https://forum.zhelezo-club.ru/t/ne-zapuskaetsya-videodraiver-posle-obnovleniya/48213',
  body: doc({
    lang: 'ru',
    title: 'Не запускается видеодрайвер после обновления Windows — Железо-клуб',
    style: `header{background:#2b3a4a;color:#fff;padding:12px 24px}.post{max-width:860px;margin:16px auto;border:1px solid #ddd;border-radius:6px;padding:14px}.u{font-weight:700;color:#2b5a8a}pre{background:#f4f4f4;padding:10px;font-size:13px}`,
    body: `<header><strong>Железо-клуб</strong> · Форум · Статьи · Правила · Войти</header>
<div class="post"><p class="u">maks_petrov <small style="color:#888">· 26 ноя</small></p><p>После вчерашнего обновления Windows 11 24H2 чёрный экран, в диспетчере устройств «Базовый видеоадаптер (Майкрософт)». Переустановка драйвера с сайта производителя не помогает, ошибка 43. Что делать?</p></div>
<div class="post"><p class="u">Grom_88 <small style="color:#888">· 26 ноя · Модератор</small></p><p>Снесите драйвер начисто через DDU в безопасном режиме, потом ставьте с официального сайта. Никаких «сборок драйверов» с торрентов — там половина с майнерами.</p><pre>pnputil /enum-drivers | findstr /i display
pnputil /delete-driver oem42.inf /uninstall /force</pre><p>Перед этим сделайте точку восстановления.</p></div>
<div class="post"><p class="u">maks_petrov <small style="color:#888">· 27 ноя</small></p><p>Помогло, спасибо! Отмечаю как решение ✅</p></div>
<footer style="text-align:center;font-size:12px;color:#777;padding:20px">© 2008–2026 Железо-клуб · Работает на Discourse</footer>`,
  }),
},
];
