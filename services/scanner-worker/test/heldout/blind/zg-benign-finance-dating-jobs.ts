import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-clean-invest-platform-isa-uk',
  label: 'clean',
  kind: 'investment-platform',
  url: 'https://www.harbourline-invest.co.uk/stocks-and-shares-isa',
  body: site({
    host: 'www.harbourline-invest.co.uk', brand: 'Harbourline Invest', color: '#0d3b66', title: 'Stocks and Shares ISA | Harbourline Invest', trackId: 'G-HL2291QX',
    nav: ['ISA', 'SIPP', 'General Investment Account', 'Funds', 'Help'],
    main: `<h1>Stocks and Shares ISA</h1><p>Invest up to £20,000 this tax year with no UK income tax or capital gains tax on your returns. Choose from over 3,000 funds, shares, investment trusts and ETFs, or pick one of our ready-made portfolios.</p>
<div class="grid"><div class="card"><b>Platform fee</b><br>0.25% a year on the first £250,000, capped at £45 a year for shares and ETFs.</div><div class="card"><b>Dealing</b><br>£5.95 per online share deal. Regular investing is free.</div><div class="card"><b>No exit fees</b><br>Transfer out or withdraw at any time. Withdrawals reach your nominated bank account in 2–4 working days.</div></div>
<h2>Capital at risk</h2><p>The value of investments can fall as well as rise and you could get back less than you invest. Tax rules can change and benefits depend on your circumstances. If you're unsure, seek financial advice.</p>
<h2>How we keep you safe</h2><p>Your investments are held in a separate nominee company and ring-fenced from our own assets. Eligible cash and investments are protected by the Financial Services Compensation Scheme (FSCS) up to £85,000. We will never call you to ask you to move money, and we will never ask you to pay a fee or tax in order to withdraw your own money. If someone contacts you claiming to be from Harbourline, hang up and call us on the number on this website.</p>
<p><a class="btn" href="/open-account">Open an ISA</a> <a href="/compare">Compare accounts</a></p>`,
    footer: 'Harbourline Invest Ltd is authorised and regulated by the Financial Conduct Authority (FRN 612204). Registered in England and Wales No. 08812345. Registered office: 4 Canal Street, Bristol BS1 6AH. <br><a href="/privacy">Privacy</a><a href="/cookies">Cookies</a><a href="/complaints">Complaints</a><a href="/accessibility">Accessibility</a>',
  }),
  routes: assets('www.harbourline-invest.co.uk', [13, 59, 102]),
},
  {
  id: 'zg-clean-cfd-broker-risk-warning-au',
  label: 'clean',
  kind: 'trading-platform',
  url: 'https://www.pacificedge-markets.com.au/trading/gold',
  body: site({
    host: 'www.pacificedge-markets.com.au', brand: 'Pacific Edge Markets', color: '#0b5345', title: 'Trade Gold CFDs | XAU/USD | Pacific Edge Markets',
    nav: ['Markets', 'Platforms', 'Pricing', 'Education', 'About'],
    main: `<div style="background:#fdebd0;padding:10px;font-size:13px"><b>Risk warning:</b> CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 71% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.</div>
<h1>Trade gold CFDs</h1><p>Go long or short on spot gold (XAU/USD) from 0.2 point spreads with leverage up to 20:1 for retail clients. Trade on MetaTrader 5, TradingView or our web platform.</p>
<div class="grid"><div class="card"><b>Min spread</b><br>0.20</div><div class="card"><b>Margin</b><br>5%</div><div class="card"><b>Overnight funding</b><br>See swap rates</div><div class="card"><b>Trading hours</b><br>Mon 9:00 – Sat 8:00 AEST</div></div>
<h2>Withdrawals</h2><p>Withdraw to the same bank account or card you deposited from. We don't charge withdrawal fees for domestic bank transfers.</p>
<p class="muted">Pacific Edge Markets Pty Ltd (ABN 44 612 000 001) holds Australian Financial Services Licence 481234. Read our Product Disclosure Statement and Target Market Determination before trading. Any advice is general and does not take into account your objectives, financial situation or needs.</p>
<p><a class="btn" href="/open-live-account">Open live account</a> <a href="/demo">Try a free demo</a></p>`,
  }),
  routes: assets('www.pacificedge-markets.com.au', [11, 83, 69]),
},
  {
  id: 'zg-clean-broker-beleggen-nl',
  label: 'clean',
  kind: 'investment-platform',
  url: 'https://www.duinbeleggen.nl/beleggen/etfs',
  body: site({
    host: 'www.duinbeleggen.nl', brand: 'Duin Beleggen', color: '#2e4053', lang: 'nl', title: 'Beleggen in ETF\'s | Duin Beleggen',
    nav: ['Beleggen', 'Pensioen', 'Tarieven', 'Kennisbank', 'Inloggen'],
    main: `<h1>Beleggen in ETF's vanaf € 1</h1><p>Spreid uw vermogen over duizenden bedrijven wereldwijd met indexfondsen. Periodiek beleggen in onze kernselectie is kosteloos.</p>
<table><tr><th>Tarief</th><th>Kosten</th></tr><tr><td>Servicekosten</td><td>0,12% per jaar</td></tr><tr><td>Transactie kernselectie</td><td>€ 0</td></tr><tr><td>Overige ETF's</td><td>€ 1 + 0,03%</td></tr><tr><td>Opnemen naar tegenrekening</td><td>Gratis</td></tr></table>
<h2>Veiligheid</h2><p>Uw effecten worden bewaard door een aparte bewaarentiteit en vallen onder het beleggerscompensatiestelsel tot € 20.000. Duin Beleggen heeft een vergunning van de AFM.</p>
<p class="muted">Let op! Beleggen brengt risico's met zich mee. U kunt (een deel van) uw inleg verliezen.</p>
<div class="card"><b>Pas op voor nepbeleggingsplatforms.</b> Wij vragen u nooit om geld over te maken naar een andere rekening dan uw eigen Duin-rekening en wij bellen nooit met de vraag om software als AnyDesk te installeren.</div>`,
  }),
  routes: assets('www.duinbeleggen.nl', [46, 64, 83]),
},
  {
  id: 'zg-clean-dating-signup-uk',
  label: 'clean',
  kind: 'dating',
  url: 'https://www.kindredhearts.co.uk/join',
  body: site({
    host: 'www.kindredhearts.co.uk', brand: 'Kindred Hearts', color: '#c0392b', title: 'Join Kindred Hearts – Dating for people who want something real', trackId: 'G-KH0019',
    nav: ['How it works', 'Success stories', 'Safety', 'Pricing'],
    main: `<div style="display:flex;gap:30px;flex-wrap:wrap"><div style="flex:1;min-width:280px"><h1>Meet someone worth meeting</h1><p>Kindred Hearts matches you on values, not just photos. 1.2 million UK members, every profile photo-verified by a real person.</p><ul><li>Free to join, browse and receive messages</li><li>Premium from £14.99/month to send unlimited messages</li><li>Cancel anytime in Settings</li></ul></div>
<div class="card" style="flex:1;min-width:280px"><h2 style="margin-top:0">Create your free profile</h2><form action="/join/step1" method="post"><label>I am a</label><select name="g"><option>Woman</option><option>Man</option><option>Non-binary person</option></select><label>Looking for</label><select name="s"><option>Men</option><option>Women</option><option>Everyone</option></select><label>Email</label><input type="email" name="e"><label>Password</label><input type="password" name="p"><label>Date of birth</label><input type="date" name="dob"><button class="btn">Continue</button></form><p class="muted">By joining you agree to our Terms and Privacy Policy. You must be 18 or over.</p></div></div>
<h2>Dating safely</h2><p>Never send money or gift cards to someone you haven't met, however convincing their story. Be wary of members who quickly move the chat to WhatsApp, say they're working overseas (oil rigs, military, medical missions) or talk about investment opportunities. Report a profile with one tap.</p>`,
    footer: 'Kindred Hearts Ltd, 21 Wharf Road, London N1 7GS. Company No. 10220345. <a href="/terms">Terms</a><a href="/privacy">Privacy</a><a href="/safety">Safety Centre</a>',
  }),
  routes: assets('www.kindredhearts.co.uk', [192, 57, 43]),
},
  {
  id: 'zg-clean-dating-safety-romance-scam-us',
  label: 'clean',
  kind: 'dating',
  url: 'https://www.matchwell.com/safety/romance-scams',
  body: site({
    host: 'www.matchwell.com', brand: 'Matchwell', color: '#8e44ad', title: 'Romance Scams: Warning Signs | Matchwell Safety Center',
    nav: ['Safety Center', 'Community Guidelines', 'Report', 'Help'],
    main: `<h1>How to spot a romance scam</h1><p>Romance scammers create fake profiles to build trust, then invent reasons to ask for money. Americans reported losing over $1 billion to romance scams last year. Here are the messages our Trust &amp; Safety team sees most often:</p>
<div class="card"><i>"I'm a US Army doctor serving with the UN in Syria. I can't access my bank account here. Could you help me pay for my leave application? I'll pay you back as soon as I'm home, my love."</i></div>
<div class="card"><i>"My uncle taught me to trade crypto on a platform, I make 30% a week. Let me show you, just download the app and start with $1,000."</i></div>
<div class="card"><i>"I'm on an offshore oil rig and a part broke. The company will reimburse me but I need $9,800 today or I'll lose my contract."</i></div>
<h2>Warning signs</h2><ul><li>They profess love very quickly and want to move off the app.</li><li>They can never video chat or meet in person.</li><li>They ask for gift cards, crypto, wire transfers or for you to receive and forward money.</li><li>They send you to a website for a "leave fee", "customs clearance" or "withdrawal tax".</li></ul>
<p>If you're worried, <a href="/report">report the profile</a> and contact the FTC at ReportFraud.ftc.gov. Never send money to someone you've only met online.</p>`,
  }),
  routes: assets('www.matchwell.com', [142, 68, 173]),
},
  {
  id: 'zg-clean-rencontres-inscription-fr',
  label: 'clean',
  kind: 'dating',
  url: 'https://www.coeurs-serieux.fr/inscription',
  body: site({
    host: 'www.coeurs-serieux.fr', brand: 'Cœurs Sérieux', color: '#e74c3c', lang: 'fr', title: 'Inscription gratuite – Cœurs Sérieux, rencontres sérieuses',
    nav: ['Comment ça marche', 'Témoignages', 'Sécurité', 'Tarifs'],
    main: `<h1>Trouvez une relation sérieuse près de chez vous</h1><p>Plus de 900 000 célibataires en France, en Belgique et en Suisse. Profils vérifiés par notre équipe de modération basée à Lyon.</p>
<form action="/inscription/etape-2" method="post"><label>Je suis</label><select name="s"><option>Une femme</option><option>Un homme</option></select><label>Code postal</label><input name="cp"><label>Adresse e-mail</label><input name="e" type="email"><label>Mot de passe</label><input name="p" type="password"><button class="btn">Je m'inscris gratuitement</button></form>
<p class="muted">Abonnement Premium : 29,90 € pour 1 mois, 59,90 € pour 3 mois. Renouvellement automatique désactivable à tout moment depuis votre espace. Droit de rétractation de 14 jours.</p>
<h2>Sécurité</h2><p>Ne transférez jamais d'argent, de coupons PCS ou de cartes cadeaux à une personne rencontrée en ligne. Méfiez-vous des profils qui prétendent être militaires, médecins humanitaires ou ingénieurs à l'étranger. Signalez tout comportement suspect : nous intervenons sous 24 h.</p>`,
  }),
  routes: assets('www.coeurs-serieux.fr', [231, 76, 60]),
},
  {
  id: 'zg-clean-staffing-agency-warehouse-uk',
  label: 'clean',
  kind: 'staffing-agency',
  url: 'https://www.brightshift-recruitment.co.uk/jobs/warehouse-operative-daventry',
  body: site({
    host: 'www.brightshift-recruitment.co.uk', brand: 'BrightShift Recruitment', color: '#f39c12', title: 'Warehouse Operative – Daventry – £12.60/hr | BrightShift',
    nav: ['Find a job', 'Employers', 'Timesheets', 'About', 'Contact'],
    main: `<h1>Warehouse Operative &ndash; Daventry (DIRFT)</h1><p>£12.60 per hour (£13.85 nights) &middot; Temp to perm &middot; 4 on 4 off</p>
<p>We're recruiting pickers and packers for a major retail distribution centre. Weekly pay, free parking, on-site canteen. Safety boots provided.</p>
<h2>Apply</h2><form action="/apply" method="post"><label>Full name</label><input name="n"><label>Mobile</label><input name="m"><label>Postcode</label><input name="pc"><label>CV (optional)</label><input type="file" name="cv"><button class="btn">Apply</button></form>
<p class="muted">You'll need to show right-to-work documents at registration. BrightShift never charges candidates a fee to find work, as required by the Conduct of Employment Agencies and Employment Businesses Regulations 2003. If anyone asks you for money on our behalf, please report it.</p>`,
    footer: 'BrightShift Recruitment Ltd &middot; REC Member &middot; Company No. 07712345 &middot; <a href="/privacy">Privacy</a><a href="/modern-slavery">Modern Slavery Statement</a>',
  }),
  routes: assets('www.brightshift-recruitment.co.uk', [243, 156, 18]),
},
  {
  id: 'zg-clean-careers-recruitment-fraud-notice',
  label: 'clean',
  kind: 'careers',
  url: 'https://careers.veltrongroup.com/recruitment-fraud',
  body: site({
    host: 'careers.veltrongroup.com', brand: 'Veltron Group Careers', color: '#34495e', title: 'Recruitment Fraud Warning | Veltron Group Careers',
    nav: ['Search jobs', 'Students', 'Life at Veltron', 'Recruitment fraud'],
    main: `<h1>Recruitment fraud warning</h1><p>We are aware that individuals are falsely claiming to represent Veltron Group and making fake job offers, usually by text message, WhatsApp, Telegram or via messaging apps after a "chat interview".</p>
<h2>Signs of a fake offer</h2><ul><li>You're offered a job without a proper interview.</li><li>You receive a check and are asked to pay a "vendor" for equipment.</li><li>You're asked for bank login details, your SSN before an offer, or for payment of any kind.</li><li>Emails come from free addresses (Gmail, Outlook) or domains like <i>veltron-careers-hr.com</i>.</li></ul>
<p>Genuine Veltron jobs are all listed on <b>careers.veltrongroup.com</b>, and all emails come from <b>@veltrongroup.com</b>. We never charge candidates fees.</p>
<p>If you think you've been targeted, report it to <a href="mailto:recruitment.security@veltrongroup.com">recruitment.security@veltrongroup.com</a> and to your local police or the FTC.</p>`,
  }),
  routes: assets('careers.veltrongroup.com', [52, 73, 94]),
},
];
