import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'j-cloak-safe-page-fbclid-shop',
  label: 'scam',
  kind: 'cloaked',
  url: 'https://www.greenleaf-wellness-tips.com/blog/morning-routines?fbclid=IwAR2xQ8kLm0pZ7vN3&utm_source=fb&utm_campaign=cz_2911',
  routes: {
    'www.greenleaf-wellness-tips.com/blog/morning-routines': htmlRoute(doc({
      title: '7 Morning Routines for Better Energy – Greenleaf Wellness',
      style: `main{max-width:700px;margin:30px auto;padding:0 16px}`,
      head: `<script>(function(){var q=location.search,r=document.referrer;if((/fbclid=|gclid=|ttclid=/.test(q)||/facebook\\.com|instagram\\.com|tiktok\\.com/.test(r))&&!navigator.webdriver&&screen.width>0){document.write('<style>body{display:none}</style>');location.replace('https://offer.greenleaf-wellness-tips.com/cz/ketoslim?'+q.slice(1))}})();</script>`,
      body: `<main><h1>7 Morning Routines for Better Energy</h1><p>Start your day with a glass of water, ten minutes of stretching and a protein-rich breakfast. Here's what the research says...</p><ol><li>Get sunlight within 30 minutes of waking.</li><li>Delay caffeine by 60–90 minutes.</li><li>Move for 10 minutes.</li></ol><p style="font-size:12px">This article is for information only and is not medical advice.</p></main>`,
    })),
    'offer.greenleaf-wellness-tips.com/cz/ketoslim': htmlRoute(doc({
      lang: 'cs',
      title: 'KetoSlim – Zhubněte 12 kg za 14 dní! Oficiální stránky',
      style: `body{max-width:640px;margin:0 auto}.h{background:#16a34a;color:#fff;padding:14px;text-align:center;font-weight:700}.p{font-size:30px;color:#dc2626;font-weight:800}.o{background:#fef9c3;padding:16px;border:2px dashed #ca8a04}input{width:100%;padding:10px;margin:4px 0}button{width:100%;background:#dc2626;color:#fff;border:0;padding:14px;font-size:18px}`,
      body: `<div class="h">Doporučeno v pořadu „Máme rádi Česko" · Sleva 50 % jen dnes</div><h1>MUDr. Jana Horáková: „Tohle je průlom v hubnutí, farmaceutické firmy zuří"</h1><p>Bez diety a cvičení. KetoSlim spaluje tuk i během spánku. Už 40 000 spokojených Čechů.</p>
<div class="o"><p>Původní cena <s>1 980 Kč</s></p><p class="p">990 Kč</p><p>Zbývá 7 balení za akční cenu</p><form method="post" action="/cz/ketoslim/order"><input placeholder="Jméno a příjmení"><input placeholder="Telefon"><button>OBJEDNAT NA DOBÍRKU</button></form></div>`,
    })),
  },
},
{
  id: 'j-cloak-paypal-token-gate',
  label: 'phishing',
  kind: 'cloaked',
  url: 'https://resolution-center.paypal-case-id.com/myaccount/?token=PP-7Q2X9K',
  routes: {
    'resolution-center.paypal-case-id.com/myaccount/': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title>404 Not Found</title><script>
(function(){var t=new URLSearchParams(location.search).get("token");var ok=t&&/^PP-[A-Z0-9]{6}$/.test(t)&&!navigator.webdriver&&navigator.hardwareConcurrency>1;
if(!ok){return}document.write('<style>h1,p.e{display:none}</style>');
var x=new XMLHttpRequest();x.open("GET","/myaccount/tpl?k="+t,false);x.send();if(x.status===200){document.open();document.write(x.responseText);document.close()}})();
</script></head><body><h1>Not Found</h1><p class="e">The requested URL was not found on this server.</p><hr><address>Apache/2.4.58 (Ubuntu) Server at resolution-center.paypal-case-id.com Port 443</address></body></html>`),
    'resolution-center.paypal-case-id.com/myaccount/tpl': htmlRoute(doc({
      title: 'PayPal: Resolution Center',
      style: `body{background:#f5f7fa;font-family:"Helvetica Neue",Arial}.b{max-width:460px;margin:50px auto;background:#fff;padding:36px;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}input{width:100%;padding:14px;border:1px solid #9da3a6;border-radius:4px;margin:6px 0}button{width:100%;background:#0070ba;color:#fff;border:0;padding:14px;border-radius:25px;font-size:16px;margin-top:10px}.n{background:#fff7e6;padding:10px;font-size:14px;border-radius:6px}`,
      body: `<div class="b"><div style="text-align:center;font-weight:800;color:#003087;font-size:28px;font-style:italic">PayPal</div><div class="n">We've limited your account because we noticed a payment of <b>€749.00</b> to <b>CoinSwap Ltd</b> that you may not recognise. Log in to confirm your identity and restore full access.</div>
<form method="post" action="/myaccount/signin"><input name="login_email" placeholder="Email or mobile number"><input name="login_password" type="password" placeholder="Password"><button>Log In</button></form><p style="text-align:center;font-size:13px"><a href="#">Having trouble logging in?</a></p></div>`,
    })),
    'resolution-center.paypal-case-id.com/myaccount/signin': htmlRoute(doc({ title: 'PayPal', body: '<p style="text-align:center;margin-top:80px">Please wait while we verify your information…</p>' })),
  },
},
];
