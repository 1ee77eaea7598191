import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';
import { apk, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'j-clean-news-pt-antiadblock',
  label: 'clean',
  kind: 'news-ads',
  url: 'https://www.jornal-do-tejo.pt/desporto/benfica-vence-em-braga-e-isola-se-na-lideranca',
  body: doc({
    lang: 'pt',
    title: 'Benfica vence em Braga e isola-se na liderança - Jornal do Tejo',
    head: '<script src="/static/ads/adsbygoogle.js"></script>',
    style: `header{background:#003b71;color:#fff;padding:14px 24px;font-weight:700;font-size:24px}main{max-width:740px;margin:20px auto;padding:0 16px}#abw{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7);z-index:9}#abw div{background:#fff;max-width:460px;margin:120px auto;padding:24px;border-radius:8px;text-align:center}`,
    body: `<header>Jornal do Tejo</header><main><p style="font-size:13px;color:#777">Desporto · 28 nov 2026, 22:41</p><h1>Benfica vence em Braga e isola-se na liderança</h1><p>Os encarnados venceram por 2-1 no Estádio Municipal de Braga, com golos nos últimos 15 minutos, e passam a ter três pontos de vantagem...</p><div class="adsbygoogle" style="height:250px;background:#f1f1f1"></div><p>O treinador elogiou a reação da equipa na segunda parte.</p></main>
<div id="abw"><div><h2>Parece que está a usar um bloqueador de anúncios</h2><p>O jornalismo de qualidade custa dinheiro. Desative o bloqueador para o jornaldotejo.pt ou assine a partir de 1 € por mês.</p><button onclick="document.getElementById('abw').style.display='none'">Já desativei</button> <a href="/assinaturas">Assinar</a></div></div>
<script>setTimeout(function(){var b=document.querySelector('.adsbygoogle');if(!window.__adsOk||!b||b.offsetHeight===0){document.getElementById('abw').style.display='block'}},1500);</script>`,
  }),
  routes: {
    'www.jornal-do-tejo.pt/static/ads/adsbygoogle.js': jsRoute(`eval(function(p,a,c,k,e,d){e=function(c){return c.toString(36)};if(!''.replace(/^/,String)){while(c--){d[c.toString(a)]=k[c]||c.toString(a)}k=[function(e){return d[e]}];e=function(){return'\\\\w+'};c=1};while(c--){if(k[c]){p=p.replace(new RegExp('\\\\b'+e(c)+'\\\\b','g'),k[c])}}return p}('0.1=2;',3,3,'window|__adsOk|true'.split('|'),0,{}))`),
  },
},
{
  id: 'j-clean-irs-refund-status',
  label: 'clean',
  kind: 'gov-service',
  url: 'https://sa.www4.irs.gov/wmr/?lang=en-US',
  body: doc({
    title: "Where's My Refund? | Internal Revenue Service",
    style: `.banner{background:#f0f0f0;font-size:12px;padding:4px 20px}header{background:#1b1b1b;color:#fff;padding:14px 20px}main{max-width:720px;margin:24px auto;padding:0 16px}input,select{width:100%;padding:10px;border:1px solid #565c65;margin:4px 0 14px}button{background:#00599c;color:#fff;border:0;padding:12px 24px}.w{border-left:6px solid #e5a000;background:#faf3d1;padding:12px}`,
    body: `<div class="banner">🇺🇸 An official website of the United States Government</div><header><strong>IRS</strong></header>
<main><h1>Where's My Refund?</h1><p>Enter your information exactly as it appears on your 2025 tax return.</p>
<form onsubmit="event.preventDefault()"><label>Social Security Number or ITIN<input inputmode="numeric" maxlength="11" autocomplete="off"></label><label>Tax Year<select><option>2025</option><option>2024</option><option>2023</option></select></label><label>Filing Status<select><option>Single</option><option>Married Filing Jointly</option><option>Head of Household</option></select></label><label>Refund Amount (whole dollars)<input inputmode="numeric"></label><button>Submit</button></form>
<div class="w">The IRS doesn't initiate contact with taxpayers by email, text messages or social media channels to request personal or financial information. Report phishing to phishing@irs.gov.</div></main>`,
  }),
},
];
