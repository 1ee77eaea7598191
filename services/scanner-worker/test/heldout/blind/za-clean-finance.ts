import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { cookieBar, doc, gtag, gtagRoute } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-clean-broker-cfd-risk-warning-uk',
  label: 'clean',
  kind: 'broker',
  url: 'https://www.northbridgemarkets.co.uk/open-account',
  body: doc({
    title: 'Open an account — Northbridge Markets',
    lang: 'en-GB',
    head: gtag('www.northbridgemarkets.co.uk', 'G-NBMKTS0099'),
    css: `body{margin:0;font-family:Arial;color:#1b2733}.risk{background:#fff4cc;border-bottom:1px solid #e6c200;padding:10px 28px;font-size:13px}header{padding:16px 28px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}.w{max-width:900px;margin:24px auto;padding:0 16px;display:flex;gap:30px}.w>div{flex:1}.b{display:inline-block;background:#0b5cab;color:#fff;padding:12px 24px;text-decoration:none;border-radius:4px}footer{background:#f4f6f8;padding:20px 28px;font-size:12px;color:#555}`,
    body: `<div class="risk"><b>CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 71% of retail investor accounts lose money when trading CFDs with this provider.</b> You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.</div>
<header><b>Northbridge Markets</b><span>Markets · Platforms · Pricing · Education · Log in</span></header>
<div class="w"><div><h1>Open a trading account</h1><p>Share dealing, Stocks & Shares ISA, SIPP and CFD accounts. Applications take about 10 minutes; we'll ask about your trading experience and finances to check the account is appropriate for you.</p><a class="b" href="https://apply.northbridgemarkets.co.uk/start">Start application</a></div>
<div><h3>What you'll need</h3><ul><li>National Insurance number</li><li>Proof of address</li><li>UK bank account in your name</li></ul><p>We will never contact you via WhatsApp or social media offering "account managers" or guaranteed returns.</p></div></div>
<footer>Northbridge Markets Ltd is authorised and regulated by the Financial Conduct Authority (FRN 612345). Registered in England and Wales, company no. 08123456. The value of investments can fall as well as rise and you may get back less than you invest. Past performance is not a guide to future performance.</footer>${cookieBar('en')}`,
  }),
  routes: gtagRoute('www.northbridgemarkets.co.uk'),
},
  {
  id: 'za-clean-exchange-promo-terms',
  label: 'clean',
  kind: 'broker',
  url: 'https://www.kestrelexchange.com/en/promotions/new-user-bonus',
  body: doc({
    title: 'New user bonus: get $10 in BTC — Terms | Kestrel Exchange',
    css: `body{margin:0;font-family:Inter,Arial;color:#111}header{padding:16px 28px;border-bottom:1px solid #eee}.hero{background:#0b1b34;color:#fff;padding:36px 28px}.w{max-width:820px;margin:24px auto;padding:0 16px;font-size:14px;line-height:1.55}.warn{background:#fff6e5;padding:12px;border-radius:6px}`,
    body: `<header><b>Kestrel</b> · Buy crypto · Markets · Earn · Learn · Sign in</header><div class="hero"><h1>Get $10 in Bitcoin when you buy $100 of crypto</h1><p>Offer for new verified customers in eligible regions.</p></div>
<div class="w"><h3>Terms</h3><ol><li>Offer available 1–30 November 2025 to new users who complete identity verification.</li><li>You must buy at least $100 of any crypto in a single trade within 30 days of sign-up.</li><li>Reward is paid in BTC within 7 days and valued at the time of payout.</li><li>One reward per person. Kestrel may withdraw the offer where abuse is suspected.</li></ol>
<p class="warn">Kestrel will never ask you to send crypto to "unlock" a reward, "verify" a wallet, or pay "tax" before a withdrawal. Our staff will never ask for your recovery phrase. Report impersonators at kestrelexchange.com/report.</p>
<p>Crypto assets are highly volatile and unregulated in some jurisdictions. No consumer protection. Tax on profits may apply.</p></div>`,
  }),
},
  {
  id: 'za-clean-webinar-registration-stocks',
  label: 'clean',
  kind: 'invest-education',
  url: 'https://events.cityinvestorclub.sg/webinar/dividend-investing-basics',
  body: doc({
    title: 'Free webinar: Dividend investing basics for Singapore investors',
    lang: 'en-SG',
    css: `body{margin:0;font-family:Arial;color:#222}.hero{background:#123c69;color:#fff;padding:34px 24px}.w{max-width:680px;margin:24px auto;padding:0 16px}input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}button{background:#ac3b61;color:#fff;border:0;padding:12px 22px}small{color:#666}`,
    body: `<div class="hero"><h1>Dividend investing basics</h1><p>Free 60-minute webinar · Wednesday 26 Nov, 8pm SGT · Hosted by City Investor Club (volunteer-run, non-profit)</p></div>
<div class="w"><p>We'll cover how REITs and blue-chip dividends work, how SGX and CDP accounts differ from custodian accounts, and how to check a financial adviser on the MAS Financial Institutions Directory. No products will be sold.</p>
<form method="post" action="/webinar/dividend-investing-basics/register"><input name="name" placeholder="Name"><input name="email" placeholder="Email"><button>Register</button></form>
<small>We'll email the Zoom link the day before. Recordings are posted on our YouTube channel. Nothing in this session is financial advice. City Investor Club is not licensed by MAS and does not manage money.</small></div>`,
  }),
},
  {
  id: 'za-clean-robo-advisor-de',
  label: 'clean',
  kind: 'broker',
  url: 'https://www.sparkompass.de/etf-sparplan',
  body: doc({
    title: 'ETF-Sparplan ab 25 € | Sparkompass',
    lang: 'de',
    css: `body{margin:0;font-family:Arial;color:#1a1a1a}header{padding:16px 28px;border-bottom:1px solid #eee}.hero{background:#e8f0ee;padding:36px 28px}.w{max-width:860px;padding:24px 28px}.calc{background:#fff;border:1px solid #ddd;padding:16px;border-radius:8px;max-width:420px}input[type=range]{width:100%}.risk{font-size:12px;color:#555}`,
    body: `<header><b>Sparkompass</b> · So funktioniert's · Kosten · FAQ · Login</header><div class="hero"><h1>Automatisch investieren mit ETF-Sparplänen</h1><p>Ab 25 € im Monat · 0,45 % Pauschalgebühr p. a. · Jederzeit kündbar</p></div>
<div class="w"><div class="calc"><label>Monatliche Sparrate: <b id="v">100</b> €</label><input id="r" type="range" min="25" max="1000" step="25" value="100"><p>Beispielhafte Entwicklung nach 20 Jahren bei 5 % p. a. (nicht garantiert): <b id="e"></b></p></div>
<p class="risk">Kapitalanlagen sind mit Risiken verbunden, bis hin zum Totalverlust. Die Beispielrechnung dient nur zur Veranschaulichung. Sparkompass GmbH ist ein von der BaFin beaufsichtigtes Wertpapierinstitut. Depotführung bei einer Partnerbank, Einlagen gesichert.</p></div>
<script>function c(){var m=+document.getElementById('r').value,s=0;for(var i=0;i<240;i++)s=(s+m)*(1+0.05/12);document.getElementById('v').textContent=m;document.getElementById('e').textContent=Math.round(s).toLocaleString('de-DE')+' €';}document.getElementById('r').oninput=c;c();</script>`,
  }),
},
];
