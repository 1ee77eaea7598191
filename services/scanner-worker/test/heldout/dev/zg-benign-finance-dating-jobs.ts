import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-clean-crypto-exchange-fee-schedule',
  label: 'clean',
  kind: 'crypto-exchange',
  url: 'https://help.northvault-exchange.com/en-us/articles/withdrawal-fees',
  body: site({
    host: 'help.northvault-exchange.com', brand: 'NorthVault Help Center', color: '#1b2631', title: 'Withdrawal fees and limits – NorthVault Help Center',
    nav: ['Getting started', 'Account & security', 'Deposits & withdrawals', 'Trading', 'Taxes'],
    main: `<p class="muted">Deposits &amp; withdrawals &rsaquo; Fees</p><h1>Withdrawal fees and limits</h1>
<p>Withdrawal fees on NorthVault cover the network fee paid to miners or validators. The fee is shown before you confirm and is always <b>deducted from the amount you withdraw</b>. You never need to make a separate deposit to withdraw your funds.</p>
<table><tr><th>Asset</th><th>Network</th><th>Fee</th><th>Minimum</th></tr><tr><td>BTC</td><td>Bitcoin</td><td>0.00012 BTC</td><td>0.0005 BTC</td></tr><tr><td>ETH</td><td>Ethereum</td><td>0.0016 ETH</td><td>0.01 ETH</td></tr><tr><td>USDC</td><td>Ethereum</td><td>4 USDC</td><td>10 USDC</td></tr><tr><td>USDC</td><td>Solana</td><td>1 USDC</td><td>5 USDC</td></tr><tr><td>USD</td><td>ACH</td><td>Free</td><td>$10</td></tr><tr><td>USD</td><td>Wire</td><td>$25</td><td>$100</td></tr></table>
<h2>Daily limits</h2><p>Verified (Level 2) accounts can withdraw up to $100,000 per day. You can view your current limits under <i>Settings &rsaquo; Limits</i>.</p>
<h2>Scam warning</h2><div class="card" style="border-left:4px solid #e67e22"><p>If a website, "account manager" or "mentor" tells you that you must pay a tax, fee, deposit or "unlock code" before you can withdraw profits, <b>you are being scammed</b>. Fake trading platforms often show large fake profits to convince you to send more money. NorthVault staff will never message you on WhatsApp or Telegram and will never ask for your password, 2FA codes or seed phrase.</p></div>
<p>Was this article helpful? <button class="btn">Yes</button> <button class="btn">No</button></p>`,
  }),
  routes: assets('help.northvault-exchange.com', [27, 38, 49]),
},
  {
  id: 'zg-clean-robo-advisor-tfsa-ca',
  label: 'clean',
  kind: 'investment-platform',
  url: 'https://www.mapleleaf-robo.ca/en/accounts/tfsa',
  body: site({
    host: 'www.mapleleaf-robo.ca', brand: 'Mapleleaf Robo', color: '#b03a2e', title: 'TFSA — Tax-Free Savings Account | Mapleleaf Robo', trackId: 'G-MLR88',
    nav: ['Accounts', 'Portfolios', 'Pricing', 'Learn', 'Français'],
    main: `<h1>Grow your savings tax-free with a TFSA</h1><p>Contributions aren't tax-deductible, but all investment growth and withdrawals are tax-free. The 2026 annual contribution room is $7,000, and unused room carries forward.</p>
<h2>Pricing</h2><table><tr><th>Balance</th><th>Management fee</th></tr><tr><td>$0 – $99,999</td><td>0.50%</td></tr><tr><td>$100,000+</td><td>0.40%</td></tr></table><p>Plus ETF fees (MER) averaging 0.18%.</p>
<h2>Protection</h2><p>Mapleleaf Robo is a member of the Canadian Investor Protection Fund (CIPF) and regulated by the Canadian Investment Regulatory Organization (CIRO). Accounts are protected within specified limits.</p>
<h2>Is a "guaranteed return" too good to be true?</h2><p>No legitimate investment in Canada can guarantee high returns. Check registration at aretheyregistered.ca before investing with anyone.</p>
<p><a class="btn" href="/en/signup">Get started</a></p>`,
  }),
  routes: assets('www.mapleleaf-robo.ca', [176, 58, 46]),
},
  {
  id: 'zg-clean-dom-maklerski-konto-pl',
  label: 'clean',
  kind: 'investment-platform',
  url: 'https://www.wislainwest-dm.pl/rachunek-maklerski',
  body: site({
    host: 'www.wislainwest-dm.pl', brand: 'Wisła Inwest Dom Maklerski', color: '#1f618d', lang: 'pl', title: 'Rachunek maklerski – Wisła Inwest DM',
    nav: ['Rachunki', 'IKE/IKZE', 'Cennik', 'Edukacja', 'Kontakt'],
    main: `<h1>Rachunek maklerski i IKE</h1><p>Inwestuj w akcje GPW i na rynkach zagranicznych, ETF-y oraz obligacje skarbowe. Prowizja od 0,29% (min. 3 zł) na GPW.</p>
<h2>Bezpieczeństwo środków</h2><p>Aktywa klientów są przechowywane na rachunkach zbiorczych w KDPW i objęte systemem rekompensat do równowartości 22 tys. euro. Dom maklerski działa pod nadzorem Komisji Nadzoru Finansowego.</p>
<div class="card" style="border-left:4px solid #c0392b"><b>Uwaga na oszustów!</b> Nie prosimy o instalowanie aplikacji do zdalnego pulpitu (AnyDesk, TeamViewer), nie oferujemy „gwarantowanych zysków" i nie kontaktujemy się przez WhatsApp. Sprawdź listę ostrzeżeń publicznych KNF przed inwestowaniem.</div>
<p><a class="btn" href="/otworz-rachunek">Otwórz rachunek online</a></p>
<p class="muted">Inwestowanie wiąże się z ryzykiem utraty części lub całości zainwestowanych środków.</p>`,
  }),
  routes: assets('www.wislainwest-dm.pl', [31, 97, 141]),
},
  {
  id: 'zg-clean-jobboard-remote-listing-us',
  label: 'clean',
  kind: 'job-board',
  url: 'https://www.openroles.com/jobs/remote-data-entry-specialist-4481290',
  body: site({
    host: 'www.openroles.com', brand: 'OpenRoles', color: '#2874a6', title: 'Remote Data Entry Specialist – Cedarbrook Health – OpenRoles', trackId: 'G-OR5510',
    nav: ['Find jobs', 'Company reviews', 'Salaries', 'Post a job'],
    main: `<h1>Remote Data Entry Specialist</h1><p><b>Cedarbrook Health System</b> &middot; Remote (US) &middot; $19 – $23 an hour &middot; Full-time</p>
<h2>About the role</h2><p>Enter and verify patient registration and insurance information in our Epic EHR system. You'll work with the revenue cycle team Monday to Friday, 8am – 4:30pm Central.</p>
<h2>Requirements</h2><ul><li>High school diploma or GED</li><li>Typing speed of 45+ WPM</li><li>1 year of healthcare admin experience preferred</li></ul>
<h2>Benefits</h2><p>Medical, dental and vision; 401(k) with 4% match; PTO. Company-issued laptop shipped to you after your start date.</p>
<p><a class="btn" href="/apply/4481290">Apply now</a></p>
<div class="card"><b>Job seeker safety tip:</b> Legitimate employers will never send you a check to buy equipment, ask you to pay for training, or conduct interviews only via text or Telegram. <a href="/safety">Learn more</a></div>`,
  }),
  routes: assets('www.openroles.com', [40, 116, 166]),
},
  {
  id: 'zg-clean-emprego-portal-pt',
  label: 'clean',
  kind: 'job-board',
  url: 'https://www.empregoagora.pt/ofertas/assistente-administrativo-porto-22871',
  body: site({
    host: 'www.empregoagora.pt', brand: 'EmpregoAgora', color: '#148f77', lang: 'pt', title: 'Assistente Administrativo (m/f) – Porto | EmpregoAgora',
    nav: ['Ofertas', 'Empresas', 'Carreira', 'Publicar anúncio'],
    main: `<h1>Assistente Administrativo (m/f)</h1><p><b>Grupo Ribeira Distribuição, S.A.</b> &middot; Porto &middot; Contrato sem termo &middot; 1.050€ – 1.200€</p>
<h2>Funções</h2><ul><li>Gestão de faturação e arquivo</li><li>Atendimento telefónico a fornecedores</li><li>Apoio ao departamento financeiro</li></ul>
<h2>Requisitos</h2><ul><li>12.º ano, preferencialmente curso de contabilidade</li><li>Domínio de Excel e PHC</li></ul>
<p><a class="btn" href="/candidatar/22871">Candidatar-me</a></p>
<div class="card"><b>Dica de segurança:</b> Nenhuma empresa séria pede pagamentos para contratar, nem propõe "tarefas" pagas por WhatsApp ou Telegram. Denuncie anúncios suspeitos.</div>`,
  }),
  routes: assets('www.empregoagora.pt', [20, 143, 119]),
},
];
