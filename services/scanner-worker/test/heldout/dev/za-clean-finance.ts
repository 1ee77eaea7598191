import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { cookieBar, doc, gtag, gtagRoute } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-clean-investing-education-etf-article',
  label: 'clean',
  kind: 'invest-education',
  url: 'https://learn.plainmoneyguide.com/investing/what-is-an-index-fund',
  body: doc({
    title: 'What is an index fund? A plain-English guide | Plain Money Guide',
    css: `body{margin:0;font-family:Georgia,serif;color:#222}header{padding:14px 28px;border-bottom:1px solid #eee;font-family:Arial}article{max-width:700px;margin:24px auto;padding:0 16px;line-height:1.65;font-size:18px}.callout{background:#eef6ff;border-left:4px solid #3b82f6;padding:12px;font-size:16px;font-family:Arial}.disc{font-size:13px;color:#666;font-family:Arial}`,
    body: `<header><b>Plain Money Guide</b> · Budgeting · Investing · Retirement · Newsletter</header><article><h1>What is an index fund?</h1><p class="disc">By Daniel Okafor · Reviewed by Maria Chen, CFP® · Updated October 2025 · 8 min read</p>
<p>An index fund is a fund that tries to match the performance of a market index — like the S&P 500 — rather than beat it. Because it simply holds what's in the index, it usually costs much less than an actively managed fund.</p>
<h2>Why fees matter</h2><p>A 1% annual fee sounds small. Over 30 years on a $10,000 investment growing 6% a year, the difference between a 0.05% and a 1% fee is roughly $13,000.</p>
<div class="callout"><b>Red flag check:</b> No legitimate investment can guarantee returns like "2% a day". If someone you met online — especially a new romantic interest — is coaching you to trade on a platform you've never heard of, stop and read our guide to <a href="/safety/pig-butchering">relationship investment scams</a>.</div>
<h2>How to buy one</h2><p>You can buy index funds or ETFs through a regulated brokerage account or your workplace retirement plan. Check your broker on FINRA BrokerCheck or your country's regulator register.</p>
<p class="disc">This article is for education only and is not investment advice. We may earn a commission from partner links; this doesn't affect our editorial independence.</p></article>`,
  }),
},
  {
  id: 'za-clean-regulator-scam-warning-page',
  label: 'clean',
  kind: 'invest-education',
  url: 'https://moneysmart.gov.au/scams/relationship-investment-scams',
  body: doc({
    title: 'Relationship investment scams ("pig butchering") | Moneysmart.gov.au',
    lang: 'en-AU',
    css: `body{margin:0;font-family:Arial;color:#222}header{background:#00305e;color:#fff;padding:14px 28px}.w{max-width:780px;margin:24px auto;padding:0 16px;line-height:1.55}.flag{background:#fdecea;padding:12px;border-radius:6px}`,
    body: `<header><b>Moneysmart.gov.au</b> · Australian Securities &amp; Investments Commission</header><div class="w"><h1>Relationship investment scams</h1><p>Scammers build a friendship or romance online — often after a "wrong number" message or on a dating app — then introduce you to a crypto or forex trading platform. The platform shows big profits, but when you try to withdraw you're asked to pay "taxes", "fees" or "deposits".</p>
<div class="flag"><b>Warning signs</b><ul><li>Someone you've never met in person gives you investment tips</li><li>You're told to download an app or use a website you can't find in official stores</li><li>You must pay before you can withdraw</li><li>"Recovery" firms contact you offering to get your money back for a fee</li></ul></div>
<h2>What to do</h2><p>Stop sending money. Contact your bank immediately. Report to Scamwatch and ReportCyber. Check a company on ASIC Connect's Professional Register.</p></div>`,
  }),
},
  {
  id: 'za-clean-broker-cvm-pt',
  label: 'clean',
  kind: 'broker',
  url: 'https://www.corretoraaurora.com.br/investimentos/tesouro-direto',
  body: doc({
    title: 'Tesouro Direto sem taxa de custódia da corretora | Aurora Investimentos',
    lang: 'pt-BR',
    css: `body{margin:0;font-family:Arial;color:#222}header{background:#1d1d3b;color:#fff;padding:14px 28px}.w{max-width:860px;margin:24px auto;padding:0 16px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}.legal{font-size:11px;color:#666;background:#f5f5f5;padding:14px}`,
    body: `<header><b>Aurora Investimentos</b> · Renda fixa · Ações · Fundos · Abra sua conta</header><div class="w"><h1>Tesouro Direto</h1><p>Invista em títulos públicos a partir de R$ 30. A Aurora não cobra taxa de corretagem; a B3 cobra 0,20% a.a. de custódia sobre valores acima de R$ 10 mil no Tesouro Selic.</p>
<table id="t"><tr><th>Título</th><th>Rentabilidade anual</th><th>Vencimento</th></tr></table>
<p class="legal">Aurora Investimentos DTVM S.A. — instituição autorizada a funcionar pelo Banco Central do Brasil e participante da B3. Rentabilidade passada não é garantia de rentabilidade futura. Ouvidoria: 0800 000 1234. Não solicitamos depósitos via PIX para pessoas físicas nem oferecemos "gerentes" por WhatsApp com lucro garantido.</p></div>
<script>fetch('/api/tesouro/taxas').then(function(r){return r.json()}).then(function(d){document.getElementById('t').innerHTML+=d.map(function(x){return '<tr><td>'+x.n+'</td><td>'+x.r+'</td><td>'+x.v+'</td></tr>'}).join('')});</script>`,
  }),
  routes: { 'www.corretoraaurora.com.br/api/tesouro/taxas': jsonRoute([{ n: 'Tesouro Selic 2029', r: 'SELIC + 0,09%', v: '01/03/2029' }, { n: 'Tesouro IPCA+ 2035', r: 'IPCA + 7,42%', v: '15/05/2035' }, { n: 'Tesouro Prefixado 2031', r: '13,61%', v: '01/01/2031' }]) },
},
];
