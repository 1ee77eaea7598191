import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-clean-debt-advice-charity-uk',
  label: 'clean',
  kind: 'debt-advice',
  url: 'https://www.clearpathdebtadvice.org.uk/bailiffs/what-bailiffs-can-do',
  body: site({
    host: 'www.clearpathdebtadvice.org.uk', brand: 'ClearPath Debt Advice', color: '#1e8449', title: 'What bailiffs (enforcement agents) can and can\'t do | ClearPath',
    nav: ['Get advice', 'Debt topics', 'Tools', 'About us', 'Donate'],
    main: `<h1>What bailiffs can and can't do</h1><p>If you owe money, a creditor may get a court order and instruct enforcement agents (bailiffs). Before they visit, you must be sent a <b>Notice of Enforcement</b> giving you at least 7 clear days to pay.</p>
<h2>Fees they can charge</h2><table><tr><td>Compliance stage</td><td>£75</td></tr><tr><td>Enforcement stage</td><td>£235 (plus 7.5% of debt over £1,500)</td></tr><tr><td>Sale stage</td><td>£110</td></tr></table>
<h2>Is it really a bailiff?</h2><p>Scammers send texts and emails saying "High Court enforcement will attend tomorrow, pay now to stop the visit" with a link to a payment page. A genuine bailiff must be able to show you their certificate, and you can check it on the Certificated Enforcement Agents register. You can't be arrested for a civil debt.</p>
<p><a class="btn" href="/get-advice">Talk to an adviser &ndash; it's free</a></p>
<p class="muted">ClearPath Debt Advice is a registered charity (1123456) and authorised by the Financial Conduct Authority for debt counselling. We'll never charge you.</p>`,
  }),
  routes: assets('www.clearpathdebtadvice.org.uk', [30, 132, 73]),
},
  {
  id: 'zg-clean-mygov-signin-au',
  label: 'clean',
  kind: 'gov-login',
  url: 'https://my.gov.au/LoginServices/main/login?execution=e2s1-zg',
  body: `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in with myGov - myGov</title>
<style>body{margin:0;font-family:"Public Sans",Arial,sans-serif;background:#f5f5f5}.h{background:#1a1a1a;color:#fff;padding:16px 30px;font-size:22px}.c{max-width:520px;margin:40px auto;background:#fff;padding:30px}input{width:100%;padding:10px;margin:6px 0 16px;border:1px solid #666}button{background:#00698f;color:#fff;border:0;padding:12px 22px;font-size:16px}a{color:#00698f}.al{background:#fff4e5;border-left:5px solid #f08c00;padding:12px;font-size:14px}</style></head><body>
<div class="h">myGov</div><div class="c"><h2>Sign in with myGov</h2>
<div class="al">Scam alert: myGov will never send you a text or email with a link to sign in. To access myGov, type my.gov.au into your browser or use the myGov app.</div>
<form method="post" action="/LoginServices/main/login"><label>Username or email</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button>Next</button></form>
<p><a href="/LoginServices/main/forgotusername">Forgot username?</a> &middot; <a href="/LoginServices/main/forgotpassword">Forgot password?</a></p>
<p>Or <a href="/LoginServices/main/digitalid">continue with Digital ID</a></p>
<p style="font-size:12px;color:#555">Terms of use &middot; Privacy &middot; Accessibility &middot; Security</p></div></body></html>`,
},
  {
  id: 'zg-clean-canada-cra-scam-page',
  label: 'clean',
  kind: 'gov-benefit',
  url: 'https://www.canada.ca/en/revenue-agency/corporate/scams-fraud/zg-examples-of-scams.html',
  body: site({
    host: 'www.canada.ca', brand: 'Government of Canada', color: '#26374a', title: 'Examples of scams - Canada Revenue Agency - Canada.ca', logo: false, cookies: false,
    nav: ['Jobs', 'Immigration', 'Travel', 'Business', 'Benefits', 'Taxes'],
    main: `<h1>Examples of scams</h1><p>Fraudsters may pretend to be from the Canada Revenue Agency (CRA). Here's what the CRA would <b>never</b> do:</p>
<ul><li>send you an email or text message with a link asking you to fill in an online form with personal or financial details</li><li>send you an Interac e-Transfer for a refund or benefit payment</li><li>ask for payment by prepaid credit cards, gift cards or cryptocurrency</li><li>threaten you with arrest or sending the police</li></ul>
<h2>Example text message</h2><div class="card">CRA: You have received an INTERAC e-Transfer of $429.60 for your GST/HST credit. Select your bank to deposit: cra-arc-deposit[.]ca-refunds[.]info</div>
<p>If you receive one of these, don't click the link. Report it to the Canadian Anti-Fraud Centre.</p><p class="muted">Date modified: 2026-02-20</p>`,
  }),
},
  {
  id: 'zg-clean-usagov-government-grant-scams',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://www.usa.gov/government-grant-scams-zg',
  body: site({
    host: 'www.usa.gov', brand: 'USAGov', color: '#162e51', title: 'Government grant scams | USAGov', logo: false, cookies: false,
    nav: ['All topics and services', 'About the U.S.', 'Español'],
    main: `<div style="background:#f0f0f0;font-size:12px;padding:4px 8px">An official website of the United States government</div>
<h1>Government grant scams</h1><p>Scammers may contact you by phone, social media or text saying you qualify for a "free government grant" to pay for education, home repairs, bills or business expenses. They ask you to pay a "processing" or "delivery" fee first, often with gift cards.</p>
<h2>How to avoid a grant scam</h2><ul><li>Don't give out your bank account or Social Security number to anyone who calls you about a grant.</li><li>The government doesn't call, text or message people on social media to offer grants.</li><li>Federal grants are not given to individuals for personal needs. Check Grants.gov and Benefits.gov for real programs.</li><li>There's no "Federal Grants Department".</li></ul>
<h2>Report a scam</h2><p>Report government grant scams to the Federal Trade Commission (FTC).</p>`,
  }),
},
  {
  id: 'zg-clean-software-proefperiode-nl',
  label: 'clean',
  kind: 'subscription',
  url: 'https://www.boekhoudmaatje.nl/prijzen',
  body: site({
    host: 'www.boekhoudmaatje.nl', brand: 'Boekhoudmaatje', color: '#2980b9', lang: 'nl', title: 'Prijzen – Boekhoudmaatje, boekhouden voor zzp',
    nav: ['Functies', 'Prijzen', 'Boekhouders', 'Kennisbank', 'Inloggen'],
    main: `<h1>Probeer 30 dagen gratis</h1><p>Geen creditcard nodig. Na de proefperiode kiest u zelf of u doorgaat; we verlengen niet automatisch.</p>
<div class="grid"><div class="card"><b>Start</b><br>€ 9 p/m excl. btw<br>Facturen, bank koppeling</div><div class="card"><b>Compleet</b><br>€ 16 p/m excl. btw<br>+ btw-aangifte, uren</div><div class="card"><b>Plus</b><br>€ 27 p/m excl. btw<br>+ meerdere gebruikers</div></div>
<p>Maandelijks opzegbaar. Facturen worden per maand via automatische incasso betaald nadat u een abonnement afsluit.</p><p><a class="btn" href="/registreren">Gratis proberen</a></p>`,
  }),
  routes: assets('www.boekhoudmaatje.nl', [41, 128, 185]),
},
];
