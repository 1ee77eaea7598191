import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';
import { jsonRoute, beepWav, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'j-fakeshop-sneakers-outlet-de',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.nike-outlet-deutschland.shop/damen/air-max-90',
  body: doc({
    lang: 'de',
    title: 'Nike Air Max 90 Damen – bis zu 80% Rabatt | Nike Outlet Deutschland',
    style: `.top{background:#111;color:#fff;text-align:center;padding:8px;font-size:13px}header{padding:14px 30px;font-weight:900;font-size:22px;border-bottom:1px solid #eee}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:20px 30px}.p div{height:180px;background:#f5f5f5}.n{color:#d00;font-weight:700;font-size:18px}.o{text-decoration:line-through;color:#888}`,
    body: `<div class="top">🔥 WINTER SALE – BIS ZU 80% RABATT – NUR HEUTE! Kostenloser Versand ab 49€ 🔥</div><header>NIKE OUTLET</header>
<div class="g"><div class="p"><div></div><p>Nike Air Max 90 – Weiß/Rosa</p><p><span class="n">29,99 €</span> <span class="o">149,99 €</span></p></div><div class="p"><div></div><p>Nike Air Max 90 Futura</p><p><span class="n">32,99 €</span> <span class="o">159,99 €</span></p></div><div class="p"><div></div><p>Nike Dunk Low Panda</p><p><span class="n">34,99 €</span> <span class="o">119,99 €</span></p></div><div class="p"><div></div><p>Nike Air Force 1 '07</p><p><span class="n">27,99 €</span> <span class="o">119,99 €</span></p></div></div>
<div style="padding:20px 30px;font-size:13px"><h3>Zahlungsarten</h3><p>Wir akzeptieren Vorkasse per Banküberweisung (<b>zusätzliche 10% Rabatt!</b>), Visa, Mastercard. Nach der Bestellung erhalten Sie unsere Bankverbindung per E-Mail.</p><p>Impressum: Nike Outlet Store Ltd., Room 1203, 12/F, Wing Hing Building, Kowloon, Hong Kong. E-Mail: service@nike-outlet-deutschland.shop</p></div>
<script>setInterval(function(){var n=['Anna aus Berlin','Lukas aus München','Sarah aus Köln'];var d=document.createElement('div');d.style.cssText='position:fixed;left:16px;bottom:16px;background:#fff;box-shadow:0 2px 10px rgba(0,0,0,.2);padding:10px;font-size:13px';d.textContent=n[Math.floor(Math.random()*3)]+' hat gerade Nike Air Max 90 gekauft';document.body.appendChild(d);setTimeout(function(){d.remove()},3500)},6000)</script>`,
  }),
},
{
  id: 'j-invest-crypto-celebrity-en',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://quantum-ai-trading.platform-invest-uk.com/lp/bbc-news-martin-lewis',
  body: doc({
    title: 'BBC News | Martin Lewis reveals how ordinary Britons are earning £1,300 a day',
    style: `header{background:#b80000;color:#fff;padding:10px 24px;font-weight:700}main{max-width:760px;margin:20px auto;padding:0 16px;font-family:Georgia}.f{border:3px solid #0a7d32;padding:18px;border-radius:6px;font-family:Arial;background:#f6fff8}.f input{width:100%;padding:10px;margin:4px 0;border:1px solid #aaa}.f button{width:100%;background:#0a7d32;color:#fff;border:0;padding:14px;font-size:18px}.cm{border-top:1px solid #ddd;padding:8px 0;font-size:14px;font-family:Arial}`,
    body: `<header>BBC NEWS</header><main><h1>Martin Lewis reveals how ordinary Britons are earning £1,300 a day — and the banks are furious</h1><p><i>In a live interview, the money expert accidentally revealed his "wealth loophole" before the presenter cut him off.</i></p>
<p>"This is the best opportunity I've seen in 20 years," Lewis said. "Quantum AI uses artificial intelligence to trade Bitcoin automatically. You deposit £250 and the software does the rest. My own return was 847% in three weeks."</p><p>The Bank of England reportedly tried to stop the broadcast...</p>
<div class="f"><h2>Register now — places are limited</h2><p>Only <b>17</b> places left for UK residents today</p><form method="post" action="/lp/register"><input name="first" placeholder="First name"><input name="last" placeholder="Last name"><input name="email" placeholder="Email"><input name="phone" placeholder="+44 Phone"><button>START EARNING NOW</button></form><p style="font-size:11px">After registration, a personal account manager will call you to activate your account with a minimum deposit of £250.</p></div>
<div class="cm"><b>Karen W.</b> I was sceptical but made £4,200 in my first week! Thank you Martin!!</div><div class="cm"><b>David P.</b> Paid off my mortgage. This is real.</div></main>`,
  }),
  routes: {
    'quantum-ai-trading.platform-invest-uk.com/lp/register': redirectRoute(302, 'https://quantum-ai-trading.platform-invest-uk.com/lp/thanks'),
    'quantum-ai-trading.platform-invest-uk.com/lp/thanks': htmlRoute(doc({ title: 'Thank you', body: '<h2 style="text-align:center;margin-top:60px">Congratulations! Your account manager will call you within 15 minutes. Please keep your phone and bank card ready.</h2>' })),
  },
},
{
  id: 'j-invest-trading-platform-es',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://app.inversiones-globalfx.com/es/dashboard',
  routes: {
    'app.inversiones-globalfx.com/es/dashboard': htmlRoute(doc({
      lang: 'es',
      title: 'GlobalFX Inversiones – Panel de cliente',
      style: `body{background:#0f172a;color:#e2e8f0}.top{display:flex;justify-content:space-between;padding:14px 24px;background:#111827}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:24px}.c{background:#1e293b;border-radius:10px;padding:18px}.big{font-size:30px;font-weight:800;color:#22c55e}.w{background:#7f1d1d;padding:14px;margin:0 24px;border-radius:8px}button{background:#f59e0b;border:0;padding:10px 18px;border-radius:6px;font-weight:700}`,
      body: `<div class="top"><strong>GlobalFX</strong><span>Gestor: Carlos M. (WhatsApp +34 612 000 418)</span></div>
<div class="g"><div class="c">Saldo<p class="big">48.912,40 €</p></div><div class="c">Beneficio total<p class="big">+37.912,40 €</p></div><div class="c">Rentabilidad<p class="big">+344,6 %</p></div></div>
<div class="w"><b>Retiro bloqueado.</b> Para retirar sus fondos debe abonar el <b>impuesto de plusvalías (19 %)</b> y la comisión de liquidez: <b>9.293,36 €</b>. Este pago no puede descontarse del saldo por normativa anti-blanqueo. Realice una transferencia o envíe USDT (TRC20) a la dirección indicada por su gestor.</div>
<div style="padding:24px"><button>Pagar impuesto y retirar</button> <button style="background:#334155;color:#fff">Depositar más (bono +50%)</button></div>
<p style="padding:0 24px;font-size:11px;color:#64748b">GlobalFX Ltd. Regulada por la Autoridad de Servicios Financieros de Saint Vincent y las Granadinas. Licencia 28114 IBC 2025.</p>`,
    })),
  },
},
{
  id: 'j-advfee-prize-winner-en',
  label: 'scam',
  kind: 'advance-fee',
  url: 'https://rewards.amazon-customer-survey2026.com/winner/?id=AMZ-77310',
  routes: {
    'rewards.amazon-customer-survey2026.com/winner/': htmlRoute(doc({
      title: 'Congratulations! You have been selected',
      style: `body{background:#f3f3f3;max-width:520px;margin:0 auto}.c{background:#fff;padding:20px;margin:12px;border-radius:8px;text-align:center}.p{width:180px;height:180px;background:#e6e6e6;margin:0 auto;border-radius:10px}button{background:#ffd814;border:0;padding:14px;width:100%;border-radius:20px;font-size:16px}.t{color:#c00;font-weight:700}`,
      body: `<div class="c"><h2>🎉 Congratulations, Amazon Shopper!</h2><p>You've been randomly selected to receive a <b>Apple iPhone 17 Pro</b> as part of our Black Friday Loyalty Program.</p><div class="p"></div><p>Retail value: $1,199.00 · Your cost: <b>$0.00</b></p><p>Just pay shipping &amp; handling: <b>$1.95</b></p><p class="t">Offer reserved for <span id="t">4:59</span></p><button onclick="location.href='/winner/claim'">CLAIM NOW</button></div>
<div class="c" style="text-align:left;font-size:13px"><b>Comments (312)</b><p>Jenny R.: Got mine yesterday!! 😍</p><p>Mark T.: Didn't believe it but it's legit lol</p></div>
<script>var s=299;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+String(s%60).padStart(2,'0')},1000)</script>`,
    })),
    'rewards.amazon-customer-survey2026.com/winner/claim': htmlRoute(doc({
      title: 'Shipping details',
      body: `<div style="max-width:480px;margin:20px auto"><h2>Where should we send your prize?</h2><form method="post" action="/winner/pay"><input placeholder="Full name"><input placeholder="Address"><input placeholder="Card number"><input placeholder="MM/YY"><input placeholder="CVV"><p style="font-size:10px;color:#999">By submitting you agree to join VIP Club trial: after 14 days you will be charged $89.95 every 14 days until cancelled.</p><button>Pay $1.95 shipping</button></form></div>`,
    })),
  },
},
];
