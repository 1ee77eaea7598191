import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, logo, cookieBanner } from '../parts/j-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'j-clean-dex-swap-dapp',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://app.marlinswap.finance/#/swap?chain=arbitrum',
  routes: {
    'app.marlinswap.finance/': htmlRoute(doc({
      title: 'MarlinSwap | Swap',
      head: '<script type="module" src="/assets/index-4d1f9a.js"></script>',
      style: `body{background:#0d111c;color:#fff}#app{min-height:100vh}.nav{display:flex;justify-content:space-between;padding:16px 24px}.card{max-width:460px;margin:60px auto;background:#131a2a;border-radius:20px;padding:16px}.in{background:#1b2236;border-radius:14px;padding:16px;margin:6px 0;font-size:28px}.cw{width:100%;background:#4c82fb;border:0;color:#fff;padding:16px;border-radius:16px;font-size:18px}`,
      body: `<div id="app"></div>`,
    })),
    'app.marlinswap.finance/assets/index-4d1f9a.js': jsRoute(`const a=document.getElementById("app");
a.innerHTML='<div class="nav"><strong>🐟 MarlinSwap</strong><span>Swap · Pools · Bridge · Docs</span><button class="cw" style="width:auto;padding:8px 16px" id="c1">Connect</button></div><div class="card"><p>Swap</p><div class="in">0 <small>ETH</small></div><div class="in">0 <small>USDC</small></div><p style="font-size:13px;color:#98a1c0">1 ETH = 3,412.18 USDC · Fee 0.05% · Route: ETH → USDC (Uniswap v3 pool)</p><button class="cw" id="c2">Connect wallet</button></div><p style="text-align:center;font-size:12px;color:#5d6785">Audited by Trail of Bits and Spearbit · <a href="https://docs.marlinswap.finance">Docs</a> · <a href="https://github.com/marlinswap">GitHub</a> · Terms</p>';
function c(){if(!window.ethereum){alert("No wallet found. Install a browser wallet such as MetaMask or Rabby.");return}window.ethereum.request({method:"eth_requestAccounts"}).then(x=>{document.getElementById("c2").textContent=x[0].slice(0,6)+"…"+x[0].slice(-4)})}
document.getElementById("c1").onclick=c;document.getElementById("c2").onclick=c;
fetch("/api/v1/price?pair=ETH-USDC").then(r=>r.json()).then(j=>{}).catch(()=>{});`),
    'app.marlinswap.finance/api/v1/price': jsonRoute({ pair: 'ETH-USDC', price: 3412.18, ts: 1795900000 }),
  },
},
{
  id: 'j-clean-donation-page',
  label: 'clean',
  kind: 'donation',
  url: 'https://donate.harborlight-foodbank.org/give/winter-appeal',
  body: doc({
    title: 'Give a warm meal this winter — Harborlight Food Bank',
    style: `header{background:#c2410c;color:#fff;padding:20px 40px}main{max-width:900px;margin:30px auto;display:grid;grid-template-columns:1fr 360px;gap:30px}.amt button{width:30%;margin:4px 1%;padding:14px;border:2px solid #c2410c;background:#fff;font-size:18px;border-radius:6px}.amt .sel{background:#c2410c;color:#fff}.prog{background:#fde7d9;border-radius:10px;height:14px}.prog div{background:#c2410c;height:14px;border-radius:10px;width:72%}input{width:100%;padding:10px;margin:4px 0 10px;border:1px solid #ccc;border-radius:4px}.go{width:100%;padding:14px;background:#16a34a;color:#fff;border:0;font-size:17px;border-radius:6px}`,
    body: `<header><strong>Harborlight Food Bank</strong> · Get help · Volunteer · About</header>
<main><div><h1>Give a warm meal this winter</h1><p>Every $1 helps us provide 3 meals to families in Portside County. Demand at our pantries is up 38% since last year.</p><div class="prog"><div></div></div><p><b>$216,430</b> raised of $300,000 goal · 2,184 donors</p><p><i>"When my hours were cut, Harborlight kept my kids fed." — Dana, Eastfield</i></p></div>
<form onsubmit="event.preventDefault();alert('Thank you!')"><div class="amt"><button type="button">$25</button><button type="button" class="sel">$50</button><button type="button">$100</button><button type="button">$250</button><button type="button">$500</button><button type="button">Other</button></div>
<label><input type="checkbox" checked style="width:auto"> Make it monthly</label>
<input placeholder="First name"><input placeholder="Last name"><input placeholder="Email"><input placeholder="Card number" autocomplete="cc-number"><div style="display:flex;gap:8px"><input placeholder="MM / YY"><input placeholder="CVC"></div>
<button class="go">Donate $50 monthly</button><p style="font-size:12px;color:#555">Harborlight Food Bank is a registered 501(c)(3) nonprofit, EIN 91-1234567. Gifts are tax-deductible. Payments processed securely by Stripe.</p></form></main>`,
  }),
},
{
  id: 'j-clean-travel-checkout',
  label: 'clean',
  kind: 'travel-checkout',
  url: 'https://www.skyroute-travel.com/booking/checkout?session=BK-7Q2M-4481&step=payment',
  routes: {
    'www.skyroute-travel.com/booking/checkout': htmlRoute(doc({
      title: 'Secure checkout – SkyRoute Travel',
      style: `header{background:#003580;color:#fff;padding:14px 30px}main{max-width:1000px;margin:24px auto;display:grid;grid-template-columns:1fr 320px;gap:24px}.box{border:1px solid #ddd;border-radius:8px;padding:18px;margin-bottom:16px}input,select{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px;margin:4px 0 12px}.pay{background:#008009;color:#fff;border:0;padding:14px;width:100%;font-size:17px;border-radius:4px}.timer{background:#fff4e5;padding:8px;border-radius:4px}`,
      body: `<header><strong>SkyRoute</strong> Travel · Step 3 of 3: Payment</header>
<main><div><div class="timer">⏱ We're holding your price for <b>14:32</b></div>
<div class="box"><h2>Traveller</h2><p>Ms Priya Raman · priya.raman@example.com · +44 7700 900123</p></div>
<div class="box"><h2>Payment details</h2><label>Name on card<input autocomplete="cc-name"></label><label>Card number<input autocomplete="cc-number" inputmode="numeric" placeholder="1234 5678 9012 3456"></label><div style="display:flex;gap:10px"><label>Expiry<input placeholder="MM/YY" autocomplete="cc-exp"></label><label>CVC<input autocomplete="cc-csc"></label></div><label>Billing country<select><option>United Kingdom</option><option>Ireland</option></select></label>
<p style="font-size:12px">Your bank may ask you to verify this payment (3-D Secure). By clicking Pay you agree to the fare rules and SkyRoute's booking conditions. ATOL protected: 11234.</p><button class="pay">Pay £612.40</button></div></div>
<div><div class="box"><h3>Your trip</h3><p><b>London (LHR) → Lisbon (LIS)</b><br>Fri 19 Dec · 07:25–10:05 · TAP Air Portugal TP1351</p><p><b>Lisbon (LIS) → London (LHR)</b><br>Mon 29 Dec · 18:40–21:25</p><p>Hotel Baixa Boutique · 10 nights · Breakfast included</p><hr><p>Total <b>£612.40</b> incl. taxes &amp; fees</p></div></div></main>`,
    })),
  },
},
{
  id: 'j-clean-gov-uk-self-assessment',
  label: 'clean',
  kind: 'gov-service',
  url: 'https://www.gov.uk/pay-self-assessment-tax-bill/pay-online',
  body: doc({
    title: 'Pay your Self Assessment tax bill: Pay online with a debit or corporate credit card - GOV.UK',
    style: `body{font-family:Arial,sans-serif}header{background:#0b0c0c;color:#fff;padding:10px 30px;border-bottom:10px solid #1d70b8}main{max-width:960px;margin:30px auto;padding:0 15px}.btn{background:#00703c;color:#fff;padding:10px 16px;text-decoration:none;display:inline-block;box-shadow:0 2px 0 #002d18;font-weight:700}.inset{border-left:10px solid #b1b4b6;padding:10px 15px}`,
    body: `<header><strong>GOV.UK</strong></header><main><p><a href="/">Home</a> › <a href="/browse/tax">Money and tax</a> › Self Assessment</p>
<h1>Pay your Self Assessment tax bill</h1><h2>4. Pay online with a debit or corporate credit card</h2>
<p>You can pay online. There's a non-refundable fee if you pay by corporate credit card or corporate debit card. You cannot pay with a personal credit card.</p>
<p><a class="btn" href="https://www.tax.service.gov.uk/pay/self-assessment/start">Start now</a></p>
<p>You'll need your 11-character payment reference. This is your 10-digit Unique Taxpayer Reference (UTR) followed by the letter 'K'.</p>
<div class="inset">HMRC will never text or email you about tax refunds or penalties, or ask for personal or payment information. <a href="/guidance/avoid-and-report-internet-scams-and-phishing">Find out how to recognise scams</a>.</div>
<p>The deadline for paying your 2025 to 2026 tax bill is midnight on 31 January 2027.</p></main>
<footer style="background:#f3f2f1;padding:30px;font-size:14px;border-top:1px solid #b1b4b6">All content is available under the Open Government Licence v3.0, except where otherwise stated · © Crown copyright</footer>`,
  }),
},
{
  id: 'j-clean-dhl-tracking-real',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://www.dhl.com/de-de/home/tracking/tracking-parcel.html?submit=1&tracking-id=00340434512345678901',
  routes: {
    'www.dhl.com/de-de/home/tracking/tracking-parcel.html': htmlRoute(doc({
      lang: 'de',
      title: 'DHL Sendungsverfolgung',
      style: `header{background:#ffcc00;padding:14px 30px;font-weight:900;color:#d40511;font-size:24px}main{max-width:860px;margin:24px auto;padding:0 16px}.st{border-left:3px solid #d40511;padding-left:14px;margin:12px 0}.done{color:#4c9e2d;font-weight:700}`,
      body: `<header>DHL</header><main><h1>Sendungsverfolgung</h1><p>Sendungsnummer: <b>00340434512345678901</b></p>
<p class="done">✔ Die Sendung wurde zugestellt.</p>
<div class="st"><b>Fr, 28.11.2026 11:42</b><br>Die Sendung wurde erfolgreich zugestellt. Empfänger: Nachbar/in</div>
<div class="st"><b>Fr, 28.11.2026 07:10</b><br>Die Sendung wurde in das Zustellfahrzeug geladen.</div>
<div class="st"><b>Do, 27.11.2026 21:33</b><br>Die Sendung wurde im Start-Paketzentrum bearbeitet.</div>
<p style="background:#fff6cc;padding:10px;font-size:14px">Hinweis: DHL fordert Sie niemals per SMS oder E-Mail auf, Zollgebühren oder Nachporto über einen Link zu bezahlen.</p></main>`,
    })),
  },
},
{
  id: 'j-clean-staking-dapp-lido',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://stake.lido.fi/?ref=0x0000000000000000000000000000000000000000',
  routes: {
    'stake.lido.fi/': htmlRoute(doc({
      title: 'Lido | Ethereum Staking',
      style: `body{background:#f2f5f8}.w{max-width:560px;margin:40px auto;background:#fff;border-radius:20px;padding:28px}.in{border:1px solid #dde3ea;border-radius:10px;padding:14px;font-size:20px;margin:10px 0}button{width:100%;padding:16px;border:0;border-radius:10px;background:#00a3ff;color:#fff;font-size:16px}table{width:100%;font-size:14px;color:#7a8aa0}`,
      body: `<div class="w"><h1 style="text-align:center">Stake Ether</h1><p style="text-align:center;color:#7a8aa0">Stake ETH and receive stETH while staking</p>
<div class="in">Ξ ETH amount <span style="float:right;color:#00a3ff">MAX</span></div><button id="cw">Connect wallet</button>
<table><tr><td>You will receive</td><td style="text-align:right">0.0 stETH</td></tr><tr><td>Exchange rate</td><td style="text-align:right">1 ETH = 1 stETH</td></tr><tr><td>Max transaction cost</td><td style="text-align:right">$3.41</td></tr><tr><td>Reward fee</td><td style="text-align:right">10%</td></tr></table>
<p style="font-size:12px;color:#7a8aa0">APR 2.9% · Lido is a non-custodial liquid staking protocol. Staking involves risks, including smart contract risk. <a href="https://docs.lido.fi">Docs</a></p></div>
<script>document.getElementById('cw').onclick=function(){if(window.ethereum){window.ethereum.request({method:'eth_requestAccounts'})}else{alert('No wallet detected')}}</script>`,
    })),
  },
},
{
  id: 'j-clean-broker-investment-page',
  label: 'clean',
  kind: 'investment',
  url: 'https://www.fernleaf-invest.co.uk/stocks-and-shares-isa',
  body: doc({
    title: 'Stocks & Shares ISA | Invest from £1 | Fernleaf Invest',
    style: `header{padding:16px 40px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}.hero{background:#0f3d2e;color:#fff;padding:50px 40px}.hero a{background:#9be564;color:#0f3d2e;padding:14px 26px;border-radius:30px;text-decoration:none;font-weight:700}.risk{background:#fff3cd;padding:10px 40px;font-size:14px}main{padding:30px 40px;max-width:1000px}`,
    body: `<div class="risk"><b>Capital at risk.</b> The value of your investments can go down as well as up, and you may get back less than you put in. Tax treatment depends on your individual circumstances and may change.</div>
<header><strong>Fernleaf</strong><span>ISA · SIPP · GIA · Pricing · <a href="/login">Log in</a></span></header>
<div class="hero"><h1>Invest up to £20,000 a year tax-free</h1><p>Ready-made portfolios or pick from 4,000+ shares, funds and ETFs. Platform fee 0.25%.</p><a href="/signup">Open an ISA</a></div>
<main><h2>Past performance</h2><p>Our Balanced portfolio returned 7.4% in 2025, −4.1% in 2022 and 11.2% in 2021. Past performance is not a reliable indicator of future results.</p><p>Fernleaf Invest Ltd is authorised and regulated by the Financial Conduct Authority (FRN 812345). Eligible deposits are protected by the FSCS up to £85,000.</p></main>`,
  }),
},
];
