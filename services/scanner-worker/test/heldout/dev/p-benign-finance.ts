import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, tracker, trackerRoute, cookieBanner, pngRoute, jsRoute, jsonRoute, fileRoute } from '../parts/p-kit.js';

export const entries: Entry[] = [
{
  id: 'p-clean-invest-newsletter-dividends-uk',
  label: 'clean',
  kind: 'investment-newsletter',
  url: 'https://www.thedividendletter.co.uk/subscribe',
  body: doc({
    lang: 'en-GB',
    title: 'Subscribe – The Dividend Letter | Independent UK income investing research',
    css: '.w{max-width:820px;margin:0 auto;padding:20px;font-family:Georgia,serif}.p{display:flex;gap:16px;flex-wrap:wrap}.p div{flex:1;min-width:240px;border:1px solid #ddd;padding:16px;border-radius:6px}.risk{font-family:Arial;font-size:12px;background:#f5f5f5;padding:12px;color:#444}',
    body: `${nav('The Dividend Letter', ['Latest issue', 'Portfolio', 'Archive', 'About', 'Subscribe'], '#fff', '#243447')}
<div class="w"><h1>Independent research on UK dividend shares</h1><p>Every month we analyse FTSE 350 and AIM companies for sustainable dividends: cash flow cover, balance sheets and management track record. No hype, no "secret loophole" – just patient income investing.</p>
<div class="p"><div><h3>Monthly</h3><p>£12 / month</p><p>Cancel any time.</p></div><div><h3>Annual</h3><p>£120 / year</p><p>Includes our 60-page Income Handbook.</p></div></div>
<p>Our model portfolio returned 6.1% a year including dividends since 2015 (FTSE All-Share: 5.4%). Past performance is not a reliable indicator of future results.</p>
<div class="risk">The Dividend Letter is published by Ashdown Research Ltd. We provide general information, not personal advice. The value of investments and the income from them can fall as well as rise, and you may get back less than you invest. Ashdown Research Ltd is not authorised by the FCA to give personal recommendations. Writers may hold shares discussed; holdings are disclosed in each issue.</div></div>
${footer([['The Dividend Letter', 'Contact', 'Terms', 'Privacy']], '© 2026 Ashdown Research Ltd, registered in England 09188231')}`,
  }),
},
{
  id: 'p-clean-debt-collector-portal-us',
  label: 'clean',
  kind: 'debt-collection',
  url: 'https://pay.midlakescollections.com/',
  body: doc({
    lang: 'en-US',
    title: 'Make a Payment – Midlakes Collection Services',
    css: '.c{max-width:640px;margin:24px auto;padding:0 16px}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #999;border-radius:3px}.notice{font-size:13px;background:#f3f6f9;padding:12px;border-left:4px solid #29527a}',
    body: `${nav('Midlakes Collection Services', ['Pay Online', 'Dispute a Debt', 'FAQ', 'Contact'], '#fff', '#29527a')}
<div class="c"><h1>Pay your account online</h1><p>Enter the reference number from your letter and your ZIP code to view your balance. You can pay in full, set up a payment plan, or dispute the debt.</p>
<form action="/account/lookup" method="post"><label>Reference number</label><input name="ref" placeholder="e.g. MCS-4418297"><label>ZIP code</label><input name="zip" maxlength="5"><label>Last 4 digits of SSN (optional)</label><input name="ssn4" maxlength="4"><button style="background:#29527a;color:#fff;border:0;padding:11px 26px">View my account</button></form>
<div class="notice">This is a communication from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. You have the right to dispute this debt within 30 days of receiving our validation notice (see <a href="#">Your rights under the FDCPA</a>). We never ask for payment by gift cards or cryptocurrency.</div>
<p style="font-size:13px">Phone: 1-800-555-0142 (Mon–Fri 8am–8pm CT) · Licensed collection agency, Wisconsin License No. 4471-42</p></div>
${footer([['Midlakes Collection Services, Inc.', 'Madison, WI'], ['Legal', 'Privacy notice', 'Accessibility', 'State disclosures']], '© 2026 Midlakes Collection Services, Inc.')}`,
  }),
},
{
  id: 'p-clean-loan-comparison-ie',
  label: 'clean',
  kind: 'loan-comparison',
  url: 'https://www.comparemoney.ie/personal-loans/',
  body: doc({
    lang: 'en-IE',
    title: 'Compare personal loans in Ireland – rates from 6.9% APR | CompareMoney.ie',
    css: '.w{max-width:960px;margin:0 auto;padding:20px}table{width:100%;border-collapse:collapse;font-size:14px}th,td{padding:10px;border-bottom:1px solid #e6e6e6;text-align:left}.warn{background:#ffe9e9;border:2px solid #c00;padding:10px;font-weight:700;text-align:center;margin:14px 0}',
    head: tracker('stats.comparemoney.ie', 'CM-IE-7'),
    body: `${nav('CompareMoney.ie', ['Loans', 'Mortgages', 'Credit cards', 'Car insurance', 'Guides'], '#fff', '#00695c')}
<div class="w"><h1>Compare personal loans</h1><p>Borrowing €10,000 over 5 years. Rates shown are representative; your rate depends on your circumstances.</p>
<table><tr><th>Lender</th><th>APR</th><th>Monthly</th><th>Total cost</th><th></th></tr>
<tr><td>Credit union (example)</td><td>6.9%</td><td>€196.85</td><td>€11,811</td><td><a href="#">Details</a></td></tr>
<tr><td>Bank A</td><td>8.95%</td><td>€206.21</td><td>€12,372</td><td><a href="#">Details</a></td></tr>
<tr><td>Bank B</td><td>9.8%</td><td>€210.18</td><td>€12,611</td><td><a href="#">Details</a></td></tr></table>
<div class="warn">Warning: If you do not meet the repayments on your credit agreement, your account will go into arrears. This may affect your credit rating, which may limit your ability to access credit in the future.</div>
<p style="font-size:13px">A genuine lender will never ask you to pay a fee up front before releasing a loan. CompareMoney.ie is regulated by the Central Bank of Ireland as a credit intermediary (C123456).</p></div>
${footer([['CompareMoney.ie', 'About', 'How we make money', 'Complaints']], '© 2026 CompareMoney Ltd, Dublin 2')}`,
  }),
  routes: { ...trackerRoute('stats.comparemoney.ie') },
},
{
  id: 'p-clean-bank-fraud-warning-uk',
  label: 'clean',
  kind: 'bank-fraud-advice',
  url: 'https://www.northgatebuildingsociety.co.uk/security/scams-to-watch-out-for',
  body: doc({
    lang: 'en-GB',
    title: 'Scams to watch out for | Northgate Building Society',
    css: '.w{max-width:820px;margin:0 auto;padding:20px}.ex{background:#f4f4f4;border-left:4px solid #999;padding:10px 14px;font-family:monospace;font-size:13px;margin:10px 0}',
    body: `${nav('Northgate Building Society', ['Savings', 'Mortgages', 'Branches', 'Security', 'Log in'], '#fff', '#4b286d')}
<div class="w"><h1>Scams to watch out for</h1><p>Fraudsters are constantly changing their tactics. Here are the scams our fraud team is seeing most often this month.</p>
<h2>1. "Safe account" calls</h2><p>Someone calls claiming to be from our fraud team or the police, says your account is at risk and asks you to move your money to a "safe account". <b>We will never ask you to move money to keep it safe.</b></p>
<h2>2. Text messages with links</h2><p>Examples we've seen:</p><div class="ex">NORTHGATE: A new payee was added to your account. If this was NOT you, visit northgate-secure-payee.com to cancel.</div><div class="ex">Your Northgate card has been suspended. Verify your details at ngbs-verify.co to restore access.</div>
<p>We never send links asking you to log in or confirm card details. If in doubt, call the number on the back of your card.</p>
<h2>3. Investment and crypto scams</h2><p>Adverts using celebrities to promote "AI trading platforms" are fake. Check the FCA Warning List before investing.</p>
<h2>4. Purchase scams</h2><p>Cheap goods on social media or unfamiliar websites that only accept bank transfer.</p>
<h2>Report it</h2><p>Call us on 0345 600 7711 or forward suspicious texts to 7726. You can also report to Action Fraud.</p></div>
${footer([['Northgate', 'Contact us', 'Accessibility', 'Complaints']], 'Northgate Building Society is authorised by the PRA and regulated by the FCA and the PRA. Firm Reference Number 106044.')}`,
  }),
},
{
  id: 'p-clean-bank-phishing-warning-de',
  label: 'clean',
  kind: 'bank-fraud-advice',
  url: 'https://www.volksbank-mittelweser-eg.de/service/sicherheit/aktuelle-warnungen.html',
  body: doc({
    lang: 'de',
    title: 'Aktuelle Sicherheitswarnungen – Volksbank Mittelweser eG',
    css: '.w{max-width:820px;margin:0 auto;padding:20px}.m{border:1px solid #ddd;padding:14px;border-radius:6px;margin:12px 0}.d{font-size:12px;color:#777}',
    body: `${nav('Volksbank Mittelweser eG', ['Privatkunden', 'Firmenkunden', 'Service', 'Online-Banking'], '#fff', '#0066b3')}
<div class="w"><h1>Aktuelle Warnungen</h1>
<div class="m"><div class="d">27.11.2026</div><h3>Gefälschte E-Mails zur "Aktualisierung des SecureGo plus Verfahrens"</h3><p>Derzeit erhalten Kundinnen und Kunden E-Mails, in denen behauptet wird, ihr SecureGo plus Verfahren müsse bis zu einem Stichtag aktualisiert werden, sonst werde das Online-Banking gesperrt. Der Link führt auf eine gefälschte Anmeldeseite. <b>Wir fordern Sie niemals per E-Mail oder SMS auf, Zugangsdaten einzugeben oder TANs freizugeben.</b></p></div>
<div class="m"><div class="d">12.11.2026</div><h3>Anrufe falscher Bankmitarbeiter</h3><p>Betrüger geben sich am Telefon als Mitarbeiter unserer Bank aus und bitten Sie, eine "Stornierung" in der App freizugeben. Dabei handelt es sich tatsächlich um eine Überweisung. Legen Sie auf und rufen Sie uns unter 05021 9999-0 an.</p></div>
<p>Haben Sie Ihre Daten eingegeben? Sperren Sie Ihren Zugang sofort über den Sperr-Notruf 116 116.</p></div>
${footer([['Volksbank Mittelweser eG', 'Impressum', 'Datenschutz', 'Preisaushang']], '© 2026 Volksbank Mittelweser eG')}`,
  }),
},
{
  id: 'p-clean-tax-portal-vero-fi',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://www.vero.fi/henkiloasiakkaat/verokortti-ja-veroilmoitus/veronpalautus-2026/',
  body: doc({
    lang: 'fi',
    title: 'Veronpalautukset 2026 – Vero.fi',
    css: '.w{max-width:820px;margin:0 auto;padding:20px}.b{background:#e8f1f8;padding:14px;border-radius:6px}',
    body: `${nav('Verohallinto', ['Henkilöasiakkaat', 'Yritys- ja yhteisöasiakkaat', 'OmaVero', 'Ohjeet ja päätökset'], '#fff', '#003479')}
<div class="w"><h1>Veronpalautukset maksetaan joulukuussa</h1><p>Jos saat veronpalautusta, se maksetaan tilillesi <b>9.12.2026</b>. Näet veronpalautuksen määrän verotuspäätöksestä OmaVerossa. Tarkista, että tilinumerosi on OmaVerossa oikein.</p>
<div class="b"><b>Varo huijausviestejä!</b> Verohallinto ei koskaan lähetä tekstiviestejä tai sähköposteja, joissa on linkki tunnistautumiseen tai pyydetään pankkikortin tietoja veronpalautuksen maksamiseksi. Kirjaudu OmaVeroon aina osoitteen vero.fi kautta.</div>
<p><a href="/omavero/">Kirjaudu OmaVeroon</a> pankkitunnuksilla, mobiilivarmenteella tai henkilökortilla.</p>
<h2>In English</h2><p>Tax refunds are paid on 9 December 2026. The Tax Administration never sends text messages with login links.</p></div>
${footer([['Verohallinto', 'Yhteystiedot', 'Saavutettavuusseloste', 'Tietosuoja']], 'Verohallinto – Skatteförvaltningen – Finnish Tax Administration')}`,
  }),
},
{
  id: 'p-clean-crypto-exchange-login-own',
  label: 'clean',
  kind: 'crypto-exchange',
  url: 'https://accounts.nordcoin-exchange.se/login?next=%2Fwallet',
  body: doc({
    lang: 'sv',
    title: 'Logga in – NordCoin',
    css: 'body{background:#f5f7fa}.c{max-width:420px;margin:50px auto;background:#fff;border-radius:10px;padding:28px}input{width:100%;padding:12px;margin:5px 0 12px;border:1px solid #cfd6e0;border-radius:6px}',
    body: `<div class="c"><h2 style="margin-top:0">NordCoin</h2><p>Logga in för att handla bitcoin och ether.</p>
<form action="/login" method="post"><label>E-post</label><input name="email" type="email"><label>Lösenord</label><input name="password" type="password"><button style="width:100%;background:#0b5cff;color:#fff;border:0;padding:12px;border-radius:6px">Logga in</button></form>
<p style="text-align:center">eller <a href="/login/bankid">logga in med BankID</a></p>
<p style="font-size:12px;color:#777">Kontrollera att adressen är accounts.nordcoin-exchange.se. Vi ber aldrig om din återställningsfras. NordCoin AB är registrerat hos Finansinspektionen som kryptotillgångsleverantör (MiCA).</p></div>`,
  }),
},
{
  id: 'p-clean-utility-bill-pay-au',
  label: 'clean',
  kind: 'bill-payment',
  url: 'https://myaccount.coastalwater.com.au/pay-bill',
  body: doc({
    lang: 'en-AU',
    title: 'Pay your bill – Coastal Water',
    css: '.c{max-width:560px;margin:24px auto;padding:0 16px}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #aaa;border-radius:4px}',
    body: `${nav('Coastal Water', ['Residential', 'Business', 'Faults & outages', 'My Account'], '#fff', '#006d8f')}
<div class="c"><h1>Pay your bill</h1><p>You can pay with your customer number and the amount from your bill. No login needed.</p>
<form action="/pay-bill/card" method="post"><label>Customer number</label><input name="cust" placeholder="10 digits"><label>Amount ($)</label><input name="amt"><button style="background:#006d8f;color:#fff;border:0;padding:11px 26px">Continue to payment</button></form>
<p>Other ways to pay: BPAY (Biller code 24661), Australia Post, Centrepay, direct debit.</p>
<p style="font-size:13px">Experiencing financial hardship? Our Customer Assist program can help with payment plans.</p></div>
${footer([['Coastal Water', 'Contact', 'Privacy', 'Accessibility']], '© 2026 Coastal Water Corporation ABN 71 902 118 404')}`,
  }),
},
{
  id: 'p-clean-parking-fine-council-uk',
  label: 'clean',
  kind: 'fine-payment',
  url: 'https://www.eastvale.gov.uk/parking/pay-a-penalty-charge-notice',
  body: doc({
    lang: 'en-GB',
    title: 'Pay a Penalty Charge Notice (PCN) – Eastvale District Council',
    css: '.w{max-width:760px;margin:0 auto;padding:20px}.start{display:inline-block;background:#00703c;color:#fff;padding:10px 18px;font-weight:700;text-decoration:none;box-shadow:0 2px 0 #002d18}',
    body: `${nav('Eastvale District Council', ['Bins', 'Council tax', 'Parking', 'Planning', 'Contact'], '#fff', '#0b0c0c')}
<div class="w"><h1>Pay a Penalty Charge Notice</h1><p>You'll need your PCN number (2 letters and 8 numbers) and your vehicle registration. The charge is reduced by 50% if you pay within 14 days of the date of issue.</p>
<a class="start" href="/parking/pcn/start">Start now ▸</a>
<h2>Challenge a PCN</h2><p>If you think the PCN was issued wrongly, you can make an informal challenge before paying.</p>
<h2>Scam warning</h2><p>We do not send PCNs by text message or email. If you receive a text asking you to pay a parking fine through a link, do not click it.</p></div>
${footer([['Eastvale District Council', 'Accessibility statement', 'Privacy', 'Cookies']], '© Eastvale District Council 2026')}`,
  }),
},
];
