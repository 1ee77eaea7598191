import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, dashCss, monogram } from '../parts/yp-kit.js';
import { apk, fileRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-invest-recuperation-fonds-quebec',
  label: 'scam',
  kind: 'recovery-room',
  url: 'https://www.recuperation-actifs-canada.ca/victimes-fraude',
  body: doc({
    title: 'Récupération d’actifs Canada – Victimes de fraude en placement',
    lang: 'fr-CA',
    css: baseCss + formCss + `header{background:#00325b;color:#fff;padding:18px 0}main{max-width:820px;margin:30px auto;padding:0 20px}.box{background:#eef5fb;border-left:5px solid #00325b;padding:18px;margin:20px 0}.fees td{padding:6px 10px;border-bottom:1px solid #ddd}`,
    body: `<header><div class="wrap"><b style="font-size:20px">Récupération d’actifs Canada</b> · Cabinet de recouvrement international</div></header>
<main><h1>Vous avez été victime d’une fraude en cryptomonnaie ou en placement?</h1>
<p>Notre équipe d’avocats et d’enquêteurs numériques, mandatée par des victimes partout au Québec et au Canada, récupère les fonds détournés par les fausses plateformes de placement, les sites de rencontre et les faux courtiers en devises.</p>
<div class="box"><b>Bonne nouvelle :</b> votre dossier figure peut-être déjà dans notre liste de victimes indemnisables. Un fonds de compensation de 38 millions $ a été saisi en septembre auprès d’un réseau international. Les victimes inscrites avant le 30 du mois seront remboursées en priorité.</div>
<p>Notre cabinet collabore avec l’Autorité des marchés financiers (AMF), la Gendarmerie royale du Canada et le Centre antifraude du Canada.</p>
<h2>Frais d’ouverture de dossier</h2><table class="fees"><tr><td>Vérification de l’admissibilité</td><td>Gratuit</td></tr><tr><td>Frais d’enregistrement au fonds de compensation</td><td>850 $</td></tr><tr><td>Frais de libération des fonds (payables avant le versement)</td><td>12 % du montant récupéré</td></tr></table>
<p>Les frais d’enregistrement sont payables par virement Interac à <b>dossiers@recuperation-actifs-canada.ca</b> ou en bitcoins. Ils sont entièrement remboursés lors du versement.</p>
<h2>Vérifier mon admissibilité</h2><form method="post" action="/dossier/nouveau.php"><label>Nom complet</label><input name="nom"><label>Téléphone</label><input name="tel" type="tel"><label>Courriel</label><input name="courriel" type="email"><label>Nom de la plateforme frauduleuse</label><input name="plateforme"><label>Montant perdu</label><input name="montant"><label>Numéro d’assurance sociale (pour vérifier votre identité auprès du fonds)</label><input name="nas" placeholder="000 000 000"><p><button class="btn" style="background:#00325b">Vérifier mon admissibilité</button></p></form>
<p class="hint">Un agent vous rappellera dans les 24 heures. Ne communiquez pas avec votre institution financière avant notre appel : cela pourrait retarder le remboursement.</p></main>`,
  }),
},
{
  id: 'yp-clean-invest-robo-adviser-managed',
  label: 'clean',
  kind: 'clean-robo-adviser',
  url: 'https://www.wealthsimple.com/en-ca/managed-investing',
  body: doc({
    title: 'Managed investing: automated portfolios | Wealthsimple',
    lang: 'en-CA',
    css: baseCss + `body{font-family:"Helvetica Neue",Arial,sans-serif;background:#fbf9f6}nav{display:flex;justify-content:space-between;align-items:center;padding:18px 40px}nav a{color:#32302f;text-decoration:none;margin-left:24px;font-size:15px}.hero{padding:70px 40px;max-width:900px}.hero h1{font-size:52px;line-height:1.05;font-weight:500}.pill{display:inline-block;background:#32302f;color:#fff;border-radius:30px;padding:14px 28px;text-decoration:none}.ports{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:0 40px}.ports div{background:#fff;border-radius:14px;padding:24px}.fees{padding:40px}.disc{font-size:12px;color:#6c6965;padding:30px 40px;border-top:1px solid #e6e1da}`,
    body: `<nav><b style="font-size:20px">Wealthsimple</b><div><a href="/en-ca/invest">Invest</a><a href="/en-ca/managed-investing">Managed</a><a href="/en-ca/tax">Tax</a><a href="/en-ca/crypto">Crypto</a><a href="https://my.wealthsimple.com/app/login">Log in</a><a class="pill" style="padding:10px 18px;color:#fff" href="https://my.wealthsimple.com/app/public/signup">Get started</a></div></nav>
<section class="hero"><h1>Investing that works while you don't.</h1><p style="font-size:20px">Tell us your goals and we'll build a diversified portfolio of low-cost ETFs, rebalance it automatically and reinvest your dividends.</p><a class="pill" href="https://my.wealthsimple.com/app/public/signup?product=managed">Start investing</a></section>
<section class="ports"><div><h3>Conservative</h3><p>Mostly bonds. Lower expected returns, smaller swings. Suited to short time horizons.</p></div><div><h3>Balanced</h3><p>A mix of stocks and bonds for investors who can tolerate moderate ups and downs.</p></div><div><h3>Growth</h3><p>Mostly stocks. Higher expected returns over the long term, with larger drops along the way.</p></div></section>
<section class="fees"><h2>Simple fees</h2><p>0.5% management fee on balances up to $100,000, 0.4% above. ETF fund fees (MER) average 0.12% to 0.20% and are paid to the fund providers. No fees to deposit, withdraw or transfer your account out.</p><p>Withdrawals go back to your linked bank account and usually arrive in 2–3 business days. We will never ask you to pay a fee or tax to release a withdrawal.</p></section>
<section class="disc"><p>Investing involves risk, including the possible loss of principal. Past performance does not guarantee future results. Portfolio returns shown are historical, net of fees, and not indicative of future returns.</p><p>Managed investing accounts are offered by Wealthsimple Inc., a registered portfolio manager and investment fund manager in Canada. Wealthsimple Investments Inc. is a member of the Canadian Investor Protection Fund (CIPF) and regulated by the Canadian Investment Regulatory Organization (CIRO). Client accounts are protected by CIPF within specified limits; a brochure describing the nature and limits of coverage is available on request.</p></section>`,
  }),
},
{
  id: 'yp-clean-invest-exchange-withdrawal-fees-help',
  label: 'clean',
  kind: 'clean-exchange-help',
  url: 'https://support.kraken.com/hc/en-us/articles/360000767986-Cryptocurrency-withdrawal-fees-and-minimums',
  body: doc({
    title: 'Cryptocurrency withdrawal fees and minimums – Kraken',
    css: baseCss + `header{background:#5741d9;color:#fff;padding:16px 0}article{max-width:820px;margin:30px auto;padding:0 20px}table{border-collapse:collapse;width:100%;font-size:15px}th,td{border-bottom:1px solid #e3e3e8;padding:8px;text-align:left}.note{background:#f4f2ff;border-radius:8px;padding:14px 18px}`,
    body: `<header><div class="wrap"><b>Kraken</b> Support Center</div></header>
<article><p style="font-size:14px"><a href="/hc/en-us">Support</a> › <a href="/hc/en-us/categories/funding">Funding</a></p>
<h1>Cryptocurrency withdrawal fees and minimums</h1>
<p>When you withdraw cryptocurrency to an external wallet, a withdrawal fee is deducted from the amount you withdraw to cover the network (miner) cost of the transaction. The fee is shown on the withdrawal screen before you confirm.</p>
<div class="note"><b>Important:</b> Kraken never asks you to send an additional deposit, "tax" or "unlock fee" before a withdrawal can be processed. If a website or an "account manager" tells you to pay to release your funds, it is a scam. Fees are always deducted from the withdrawal itself.</div>
<h2>Selected assets</h2><table><tr><th>Asset</th><th>Network</th><th>Minimum</th><th>Fee</th></tr><tr><td>Bitcoin (BTC)</td><td>Bitcoin</td><td>0.0005</td><td>0.00015</td></tr><tr><td>Ethereum (ETH)</td><td>Ethereum</td><td>0.004</td><td>0.0012</td></tr><tr><td>Tether (USDT)</td><td>Tron (TRC20)</td><td>5</td><td>2.5</td></tr><tr><td>Tether (USDT)</td><td>Ethereum (ERC20)</td><td>10</td><td>4</td></tr><tr><td>USD Coin (USDC)</td><td>Solana</td><td>2</td><td>1</td></tr></table>
<p>Fees are reviewed regularly and may change with network conditions. Withdrawals may also be subject to a temporary hold after a new funding method is added.</p>
<h2>Related articles</h2><ul><li><a href="/hc/en-us/articles/withdrawal-holds">Why is my withdrawal on hold?</a></li><li><a href="/hc/en-us/articles/scams">Common scams and how to avoid them</a></li></ul></article>`,
  }),
},
{
  id: 'yp-clean-invest-class-action-claim',
  label: 'clean',
  kind: 'clean-class-action',
  url: 'https://www.harrowgate-llp.ca/class-actions/northern-mining-securities-settlement',
  body: doc({
    title: 'Northern Mining Securities Class Action – Settlement Approved | Harrowgate LLP',
    css: baseCss + formCss + `header{background:#1c2b39;color:#fff;padding:20px 0}main{max-width:860px;margin:30px auto;padding:0 20px}.dates td{padding:6px 10px;border-bottom:1px solid #e2e2e2}.call{background:#f4f7f9;border:1px solid #d4dde5;padding:18px;border-radius:6px}`,
    body: `<header><div class="wrap"><b style="font-size:22px">HARROWGATE LLP</b> · Barristers &amp; Solicitors · Toronto · Vancouver</div></header>
<main><h1>Northern Mining Corp. securities class action – $18.5 million settlement approved</h1>
<p>On June 14 the Ontario Superior Court of Justice approved a settlement of the class action brought on behalf of persons who acquired Northern Mining Corp. shares between March 3, 2021 and August 9, 2022. Eligible class members may file a claim to receive compensation from the settlement fund.</p>
<table class="dates"><tr><td>Claims deadline</td><td><b>December 12</b></td></tr><tr><td>Claims administrator</td><td>Ricepoint Administration Inc.</td></tr><tr><td>Cost to file</td><td>None – class members never pay to file a claim</td></tr></table>
<div class="call"><p><b>Beware of recovery scams.</b> Neither class counsel nor the administrator will contact you to request fees, banking passwords or cryptocurrency payments. Compensation is paid only from the court-approved settlement fund, after deduction of counsel fees approved by the Court.</p></div>
<h2>How to file a claim</h2><p>File online through the administrator's secure portal at <a href="https://www.ricepoint.com/northernmining">ricepoint.com/northernmining</a>, or download a <a href="/files/northern-mining-claim-form.pdf">paper claim form (PDF)</a>. You will need your brokerage statements showing purchases and sales during the class period.</p>
<h2>Questions?</h2><p>Contact class counsel at <a href="mailto:northernmining@harrowgate-llp.ca">northernmining@harrowgate-llp.ca</a> or 1-866-555-0142 (toll-free, Monday to Friday 9 a.m. – 5 p.m. ET).</p>
<h3>Sign up for case updates</h3><form method="post" action="/class-actions/subscribe"><label>Email</label><input type="email" name="email"><input type="hidden" name="case" value="northern-mining"><p><button class="btn" style="background:#1c2b39">Subscribe</button></p></form>
<p class="hint">This notice has been approved by the Ontario Superior Court of Justice. Harrowgate LLP is class counsel. This page is not legal advice.</p></main>`,
  }),
},
{
  id: 'yp-clean-invest-exchange-price-page',
  label: 'clean',
  kind: 'clean-exchange-price',
  url: 'https://www.coinbase.com/en-ca/price/bitcoin',
  routes: {
    'www.coinbase.com/api/v2/prices/BTC-CAD/spot': jsonRoute({ data: { amount: '91234.18', base: 'BTC', currency: 'CAD' } }),
  },
  body: doc({
    title: 'Bitcoin Price, BTC Price, Live Charts, and Marketcap | Coinbase',
    lang: 'en-CA',
    css: baseCss + `nav{display:flex;justify-content:space-between;align-items:center;padding:14px 32px;border-bottom:1px solid #eee}.main{max-width:1000px;margin:30px auto;padding:0 20px;display:grid;grid-template-columns:2fr 1fr;gap:30px}.px{font-size:40px;font-weight:700}.buy{border:1px solid #eee;border-radius:12px;padding:20px}.btn{display:block;background:#0052ff;color:#fff;border-radius:30px;padding:14px;text-align:center;text-decoration:none;font-weight:600}.disc{font-size:12px;color:#5b616e;max-width:1000px;margin:20px auto;padding:0 20px}`,
    body: `<nav><b style="color:#0052ff;font-size:22px">coinbase</b><div><a href="/en-ca/explore">Explore</a> · <a href="/en-ca/learn">Learn</a> · <a href="https://login.coinbase.com/signin">Sign in</a></div></nav>
<div class="main"><div><p>Bitcoin <b>BTC</b></p><div class="px" id="px">CA$—</div><p class="up" style="color:#098551">+1.84% today</p><svg viewBox="0 0 600 160" width="100%" height="160"><polyline fill="none" stroke="#0052ff" stroke-width="2" points="0,110 50,104 100,120 150,96 200,88 250,99 300,70 350,76 400,60 450,66 500,48 550,52 600,40"/></svg>
<h2>About Bitcoin</h2><p>Bitcoin is the world's first decentralized cryptocurrency. It was created in 2009 and operates on a peer-to-peer network with a fixed supply of 21 million coins.</p>
<h3>Stay safe</h3><p>Coinbase will never call you to ask you to move funds, install remote-access software or share your sign-in code. Scammers often pose as Coinbase support or as investment coaches on dating and messaging apps.</p></div>
<div class="buy"><h3>Buy Bitcoin</h3><p>Create an account to buy, sell and send crypto.</p><a class="btn" href="https://www.coinbase.com/signup">Get started</a></div></div>
<p class="disc">Crypto assets are highly volatile and risky. You could lose all the money you invest. Coinbase Canada is a restricted dealer registered with the securities regulators of each province and territory. Prices are indicative and do not constitute an offer.</p>
<script>fetch('/api/v2/prices/BTC-CAD/spot').then(function(r){return r.json()}).then(function(j){document.getElementById('px').textContent='CA$'+Number(j.data.amount).toLocaleString('en-CA',{minimumFractionDigits:2})});</script>`,
  }),
},
];
