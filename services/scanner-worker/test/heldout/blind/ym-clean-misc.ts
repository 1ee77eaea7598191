import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, uaFlag, consent, analytics, siteFooter } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-clean-shortener-to-gov-pl',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://surl.li/ihnvab',
  routes: {
    'surl.li/ihnvab': redirectRoute(301, 'https://www.gov.pl/web/uw-mazowiecki/pomoc-dla-obywateli-ukrainy?utm_source=fb&utm_medium=post'),
    'www.gov.pl/web/uw-mazowiecki/pomoc-dla-obywateli-ukrainy': htmlRoute(doc({
      lang: 'pl',
      title: 'Pomoc dla obywateli Ukrainy - Mazowiecki Urząd Wojewódzki w Warszawie - Portal Gov.pl',
      css: `body{margin:0;font-family:'Source Sans Pro',Arial,sans-serif;color:#1b1b1b}.g{border-bottom:1px solid #ddd;padding:14px 40px;display:flex;gap:14px;align-items:center}.g .f{width:40px;height:26px;background:linear-gradient(#fff 50%,#dc143c 50%);border:1px solid #ccc}
main{max-width:860px;margin:26px auto;padding:0 18px;line-height:1.65}`,
      body: `<div class="g"><span class="f"></span><b>Gov.pl</b><span>Mazowiecki Urząd Wojewódzki w Warszawie</span></div>
<main><h1>Pomoc dla obywateli Ukrainy / Допомога громадянам України</h1><p>Obywatele Ukrainy, którzy przybyli do Polski w związku z wojną, mogą uzyskać numer PESEL ze statusem UKR, świadczenia rodzinne i dostęp do opieki zdrowotnej. Wnioski składa się w urzędzie gminy lub przez aplikację mObywatel.</p>
<h2>Ważne</h2><ul><li>Wszystkie świadczenia są bezpłatne. Urząd nie pobiera opłat za rejestrację ani „aktywację” świadczeń.</li><li>Urzędnicy nie proszą o dane karty płatniczej przez telefon ani e-mail.</li></ul>
<p>Infolinia: <b>+48 47 721 75 75</b> (pon.–pt. 8:00–16:00)</p></main>`,
    })),
  },
},
{
  id: 'ym-clean-bot-check-then-shop',
  label: 'clean',
  kind: 'bot-check-benign',
  url: 'https://epicentrk.ua/',
  body: `<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8"><title>Just a moment...</title><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#313131}.m{max-width:60rem;margin:8rem auto;padding:0 1.5rem}h1{font-size:2.5rem;font-weight:500}h2{font-size:1.5rem;font-weight:400}.sp{width:30px;height:30px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}.ft{font-size:.75rem;color:#777;margin-top:6rem;border-top:1px solid #ddd;padding-top:1rem}</style></head>
<body><div class="m"><h1>epicentrk.ua</h1><h2>Перевіряємо, чи ви людина. Це може зайняти кілька секунд.</h2><div class="sp"></div>
<noscript><p>Увімкніть JavaScript і файли cookie, щоб продовжити</p></noscript>
<p>epicentrk.ua має перевірити безпеку вашого з'єднання, перш ніж продовжити.</p>
<div class="ft">Ray ID: <code>86b2d41f8c3e5a07</code> · Продуктивність і безпека забезпечує <a href="https://www.cloudflare.com/5xx-error-landing">Cloudflare</a></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:'epicentrk.ua',cType:'managed',cRay:'86b2d41f8c3e5a07',cH:'pVf3e1.qz0',cUPMDTk:'/?__cf_chl_tk=Yq7o2',md:'k0Wb1'};
var s=document.createElement('script');s.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=86b2d41f8c3e5a07';document.head.appendChild(s)})();</script></body></html>`,
  routes: {
    'epicentrk.ua/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1': jsRoute(`(function(){var t=Date.now(),n=0,h=0;while(Date.now()-t<250){h=(h*31+n++)|0}
document.cookie='cf_clearance='+(h>>>0).toString(36)+'-'+t+'-0-1;path=/;max-age=1800;SameSite=None;Secure';setTimeout(function(){location.replace('/ua/')},1200)})();`),
    'epicentrk.ua/ua/': htmlRoute(doc({
      lang: 'uk',
      title: 'Епіцентр — інтернет-магазин товарів для дому, ремонту та саду',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}.h{background:#ffd600;padding:14px 30px;display:flex;gap:20px;align-items:center}.h b{font-size:24px;color:#1a1a1a}.h input{flex:1;padding:10px;border:0;border-radius:4px}
.g{max-width:1100px;margin:24px auto;display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:0 16px}.p{background:#fff;border-radius:6px;padding:14px}.p .i{height:150px;background:#eee;border-radius:4px}.pr{font-weight:700;font-size:18px}`,
      body: `<div class="h"><b>ЕПІЦЕНТР</b><input placeholder="Пошук товарів"><span>Кошик</span></div>
<div class="g"><div class="p"><div class="i"></div><p>Генератор інверторний Könner &amp; Söhnen KS 3000iG S</p><p class="pr">24 999 ₴</p></div><div class="p"><div class="i"></div><p>Зарядна станція EcoFlow RIVER 2 Pro</p><p class="pr">21 499 ₴</p></div>
<div class="p"><div class="i"></div><p>Фарба інтер'єрна Sniezka Eko 10 л</p><p class="pr">1 289 ₴</p></div><div class="p"><div class="i"></div><p>Ламінат Kronopol Platinium 32 кл.</p><p class="pr">389 ₴/м²</p></div></div>`,
    })),
  },
},
{
  id: 'ym-clean-pracuj-pl-job-for-ukrainians',
  label: 'clean',
  kind: 'job-offer-legit',
  url: 'https://www.pracuj.pl/praca/magazynier-ka-z-jezykiem-ukrainskim-strykow,oferta,1003182457',
  body: doc({
    lang: 'pl',
    title: 'Oferta pracy Magazynier/ka z językiem ukraińskim, Stryków | Pracuj.pl',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f7fa;color:#222}.h{background:#fff;padding:14px 30px;border-bottom:1px solid #e3e7ee;font-weight:700;font-size:22px;color:#0a66c2}
.w{max-width:960px;margin:24px auto;background:#fff;padding:28px;border-radius:8px}.tags span{display:inline-block;background:#eef4fb;border-radius:4px;padding:4px 8px;font-size:13px;margin:0 6px 6px 0}.ap{padding:14px 30px;background:#0a66c2;color:#fff;border:0;border-radius:6px;font-size:16px}`,
    body: `<div class="h">pracuj.pl</div>
<div class="w"><h1>Magazynier/ka z językiem ukraińskim</h1><p><b>GEODIS Polska Sp. z o.o.</b> · Stryków, łódzkie</p>
<div class="tags"><span>umowa o pracę</span><span>pełny etat</span><span>praca zmianowa</span><span>4 800–5 600 zł brutto / mies.</span><span>Praca dla Ukraińców</span></div>
<h3>Twój zakres obowiązków</h3><ul><li>kompletacja zamówień z użyciem skanera</li><li>przyjęcia i wydania towaru</li></ul><h3>Oferujemy</h3><ul><li>umowę o pracę bezpośrednio z pracodawcą</li><li>darmowy dojazd z Łodzi i Zgierza</li><li>pomoc w legalizacji pobytu (bezpłatnie)</li></ul>
<p style="font-size:13px;color:#555">Pracodawca nie pobiera żadnych opłat od kandydatów za rekrutację, zatrudnienie, wizę czy zakwaterowanie. Zgodnie z art. 19d ustawy o promocji zatrudnienia agencje zatrudnienia nie mogą pobierać opłat od osób kierowanych do pracy.</p>
<form method="post" action="/aplikuj/1003182457"><button class="ap">Aplikuj szybko</button></form></div>`,
  }),
},
{
  id: 'ym-clean-privatbank-war-bonds',
  label: 'clean',
  kind: 'investment-legit',
  url: 'https://privatbank.ua/ovdp',
  body: doc({
    lang: 'uk',
    title: 'Військові облігації (ОВДП) — купити онлайн у Приват24 | ПриватБанк',
    head: analytics('G-PB0000OVDP'),
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;color:#222;background:#fff}.h{padding:16px 40px;display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee}.h a{margin-left:16px;color:#333;text-decoration:none;font-size:14px}
.hero{background:#f1f7ec;padding:50px 40px}.hero h1{font-size:36px;margin:0 0 10px}table{border-collapse:collapse;margin:20px 0}td,th{border:1px solid #ddd;padding:8px 12px;font-size:14px}.b{display:inline-block;background:#4c9a2a;color:#fff;padding:14px 26px;border-radius:8px;text-decoration:none}
main{max-width:940px;margin:0 auto;padding:20px 40px 40px}.risk{font-size:12px;color:#666}`,
    body: `<div class="h">${mark('П', '#4c9a2a', 'ПриватБанк', { w: 160 })}<span><a href="/">Приватним особам</a><a href="/business">Бізнесу</a><a href="https://next.privat24.ua/">Приват24</a></span></div>
<div class="hero"><h1>Військові облігації</h1><p>Державні облігації внутрішньої позики — інструмент, що фінансує оборону і приносить дохід без податків на прибуток.</p><a class="b" href="https://next.privat24.ua/bonds">Купити у Приват24</a></div>
<main><table><tr><th>Випуск</th><th>Валюта</th><th>Дохідність</th><th>Погашення</th></tr><tr><td>UA4000227490</td><td>UAH</td><td>16,00%</td><td>10.09.2025</td></tr><tr><td>UA4000229983</td><td>USD</td><td>4,70%</td><td>26.02.2026</td></tr><tr><td>UA4000230155</td><td>EUR</td><td>3,90%</td><td>18.12.2025</td></tr></table>
<p>Облігації емітує Міністерство фінансів України; права власності обліковуються на рахунку в цінних паперах у ПриватБанку. Мінімальна сума покупки — одна облігація (близько 1 000 грн).</p>
<p class="risk">Дохідність вказано до погашення без урахування комісій. Не є інвестиційною порадою. АТ КБ «ПриватБанк», ліцензія НКЦПФР на професійну діяльність на фондовому ринку.</p></main>`,
  }),
},
{
  id: 'ym-clean-metahistory-nft-museum',
  label: 'clean',
  kind: 'crypto-app-legit',
  url: 'https://metahistory.gallery/warline',
  body: doc({
    lang: 'en',
    title: 'Meta History: Museum of War — Warline',
    css: `body{margin:0;font-family:'IBM Plex Sans',Arial,sans-serif;background:#0e0e0e;color:#eee}.h{display:flex;justify-content:space-between;align-items:center;padding:18px 36px;border-bottom:1px solid #222}.h a{color:#bbb;margin-left:16px;text-decoration:none;font-size:14px}
.cw{background:#ffd700;color:#111;border:0;border-radius:6px;padding:9px 18px;font-weight:600;cursor:pointer}.g{max-width:1100px;margin:30px auto;display:grid;grid-template-columns:repeat(4,1fr);gap:18px;padding:0 18px}.n{background:#171717;border-radius:8px;padding:12px;font-size:13px}.n .i{aspect-ratio:1;background:#262626;border-radius:4px;margin-bottom:8px}
.n button{width:100%;margin-top:8px;padding:8px;background:#222;color:#eee;border:1px solid #444;border-radius:4px}.intro{max-width:820px;margin:30px auto 0;padding:0 18px;line-height:1.6;color:#bbb}`,
    body: `<div class="h"><b>META HISTORY · MUSEUM OF WAR</b><span><a href="/about">About</a><a href="/reports">Reports</a><button class="cw" id="cw">Connect wallet</button></span></div>
<p class="intro">Warline is a chronology of the full-scale war in Ukraine told through works by Ukrainian artists. Each NFT records a day of the war. 100% of proceeds go to humanitarian needs via the Ministry of Digital Transformation's official funds; transactions are public on Etherscan.</p>
<div class="g"><div class="n"><div class="i"></div>#001 · 24.02.2022<br>0.15 ETH<button data-id="1">Buy</button></div><div class="n"><div class="i"></div>#002 · 25.02.2022<br>0.15 ETH<button data-id="2">Buy</button></div><div class="n"><div class="i"></div>#014 · 09.03.2022<br>Sold</div><div class="n"><div class="i"></div>#037 · 01.04.2022<br>0.15 ETH<button data-id="37">Buy</button></div></div>
<script>
var CONTRACT='0x1ac3a8a8c6E4d2b1F5A97E83cD9fB2a0e6C4B513',acc=null;
document.getElementById('cw').onclick=async function(){if(!window.ethereum){alert('Please install a Web3 wallet such as MetaMask.');return}acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=acc.slice(0,6)+'…'+acc.slice(-4)};
document.querySelectorAll('.n button').forEach(function(b){b.onclick=async function(){if(!acc){document.getElementById('cw').click();return}
var id=(+b.dataset.id).toString(16).padStart(64,'0');
await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:CONTRACT,value:'0x214e8348c4f0000',data:'0xa0712d68'+id}]})}});
</script>`,
  }),
},
];
