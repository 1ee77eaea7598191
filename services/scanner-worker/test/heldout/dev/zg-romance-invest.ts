import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site, imgRoute } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-scam-romance-oilrig-customs-au',
  label: 'scam',
  kind: 'romance',
  url: 'https://atlantic-offshore-crewwelfare.com/crew/request',
  body: site({
    host: 'atlantic-offshore-crewwelfare.com', brand: 'Atlantic Offshore Drilling &ndash; Crew Welfare', color: '#003b46', title: 'Crew Family Request Portal',
    nav: ['Crew Portal', 'Family Requests', 'Payroll', 'Safety'],
    main: `<h1>Crew Family Request Portal</h1>
<p>Welcome. You have been registered by a crew member as an <b>authorised family contact</b>. Crew on the platform cannot access their salary accounts until the end of the contract.</p>
<div class="card"><b>Crew member:</b> Engr. Steven Clarke &mdash; Chief Drilling Engineer, Rig AOD-9 (North Sea)<br><b>Contract end:</b> 14 weeks<br><b>Pending request:</b> Replacement of failed drilling pump part (AUD 9,800) &mdash; crew member to reimburse on return with bonus.</div>
<p>Crew members' salaries (AUD 1.2M) are held in the company payroll vault. Family contacts can fund urgent operational requests on their behalf.</p>
<form method="post" action="/crew/fund">
<label>Your full name</label><input name="n"><label>Email</label><input name="e" type="email">
<label>Amount you can send today (AUD)</label><input name="amt" value="9800">
<label>Payment</label><select name="m"><option>Bitcoin ATM (we will guide you)</option><option>Bank transfer (PayID)</option><option>Gift cards</option></select>
<button class="btn">Continue</button></form>
<p class="muted">For your security do not tell your bank what the transfer is for. Banks often block offshore payroll transfers.</p>`,
  }),
  routes: assets('atlantic-offshore-crewwelfare.com', [0, 59, 70]),
},
  {
  id: 'zg-phish-dating-safety-verification-card',
  label: 'phishing',
  kind: 'dating-verify',
  url: 'https://datesafe-verified-id.net/verify?u=jessica.k92',
  body: site({
    host: 'datesafe-verified-id.net', brand: 'DateSafe&trade; Verified', color: '#d6336c', title: 'DateSafe ID - Verify you are not a predator',
    nav: ['How it works', 'FAQ', 'Support'],
    main: `<div style="display:flex;gap:28px;flex-wrap:wrap"><div style="flex:1;min-width:280px">
<h1>Jessica wants to meet you! &#10084;</h1>
<p>Before Jessica can share her number and meet in person, she has asked you to complete a quick <b>DateSafe background verification</b>. This keeps our members safe from sex offenders and catfish.</p>
<ul><li>&#10004; 100% free &ndash; your card is only used to confirm you are over 18</li><li>&#10004; Free 3-day premium membership included</li><li>&#10004; Verification badge shown on Tinder, Bumble, Hinge</li></ul>
<p class="muted">By verifying you accept a membership of $49.95/month after the free period and our partner offers. Cancel anytime by contacting support.</p></div>
<div style="flex:1;min-width:280px" class="card"><h2 style="margin-top:0">Age &amp; identity check</h2>
<form id="f" action="/api/verify" method="post"><label>Full name</label><input name="name" required>
<label>Email</label><input name="email" type="email" required>
<label>Card number</label><input name="cc" inputmode="numeric" maxlength="19" placeholder="1234 5678 9012 3456" required>
<div style="display:flex;gap:8px"><div><label>Expiry</label><input name="exp" placeholder="MM/YY"></div><div><label>CVV</label><input name="cvv" maxlength="4"></div></div>
<label>ZIP</label><input name="zip"><button class="btn" style="width:100%">Verify me &amp; view Jessica's number</button></form></div></div>
<script>document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();fetch('/api/verify',{method:'POST',body:new FormData(this)}).then(function(){location.href='/verify/pending'})})</script>`,
  }),
  routes: { ...assets('datesafe-verified-id.net', [214, 51, 108]), 'datesafe-verified-id.net/api/verify': jsonRoute({ ok: true }), 'datesafe-verified-id.net/verify/pending': htmlRoute('<!doctype html><title>Pending</title><h1>Verification pending</h1><p>Your bank may send an SMS code. Enter it below.</p><form><input name="otp"><button>Confirm</button></form>') },
},
  {
  id: 'zg-scam-pigbutcher-dashboard-withdrawal-tax',
  label: 'scam',
  kind: 'pig-butchering',
  url: 'https://app.coinvexa-pro.com/#/assets',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Coinvexa Pro</title>
<style>body{margin:0;background:#0e1217;color:#e8eaed;font-family:Inter,Arial,sans-serif}#app{max-width:480px;margin:0 auto;padding:16px}.tot{font-size:32px;font-weight:700}.g{color:#21c57a}.pill{background:#1b222b;border-radius:10px;padding:14px;margin:10px 0}.btn{display:block;width:100%;padding:13px;border:0;border-radius:8px;font-size:16px;margin-top:8px}.y{background:#f0b90b;color:#000}.modal{position:fixed;inset:0;background:rgba(0,0,0,.7);display:none;align-items:center;justify-content:center}.modal>div{background:#1b222b;padding:22px;border-radius:12px;max-width:380px}</style></head>
<body><div id="app">Loading...</div>
<div class="modal" id="m"><div><h3>Withdrawal review</h3><p id="mt"></p><button class="btn y" onclick="location.href='/#/deposit'">Pay tax via USDT deposit</button><button class="btn" onclick="document.getElementById('m').style.display='none'">Later</button></div></div>
<script src="/static/js/app.8f21c.js"></script></body></html>`,
  routes: {
    'app.coinvexa-pro.com/static/js/app.8f21c.js': jsRoute(`(function(){
fetch('/api/v2/user/assets?uid=88302714').then(function(r){return r.json()}).then(function(d){
var a=document.getElementById('app');
a.innerHTML='<div style="display:flex;justify-content:space-between"><b>Coinvexa Pro</b><span>UID '+d.uid+' &middot; VIP'+d.vip+'</span></div>'+
'<div class="pill"><div>Total assets (USDT)</div><div class="tot">'+d.total.toLocaleString()+'</div><div class="g">+'+d.profit.toLocaleString()+' USDT (+'+d.pct+'%) today</div></div>'+
'<div class="pill">AI Quant contract &middot; '+d.contract+'<br><span class="g">Running &middot; next settlement 02:14:33</span></div>'+
'<div class="pill">Customer service: your mentor <b>'+d.mentor+'</b> &middot; <a style="color:#f0b90b" href="https://wa.me/'+d.wa+'">WhatsApp</a></div>'+
'<button class="btn y" id="w">Withdraw</button><button class="btn" onclick="location.href=\\'/#/deposit\\'">Deposit</button>';
document.getElementById('w').onclick=function(){document.getElementById('mt').innerHTML='Your withdrawal of <b>'+d.total.toLocaleString()+' USDT</b> has been approved by risk control. Per the international tax regulation you must first pay the <b>capital gains tax of '+d.taxPct+'% ('+d.tax.toLocaleString()+' USDT)</b>. Tax cannot be deducted from the balance. Funds will be frozen after 72 hours if unpaid.';document.getElementById('m').style.display='flex'};
});})();`),
    'app.coinvexa-pro.com/api/v2/user/assets': jsonRoute({ uid: 88302714, vip: 3, total: 186420.55, profit: 4312.2, pct: 2.37, contract: 'BTC/USDT 30-day', mentor: 'Ms. Lina Chen', wa: '85262810473', taxPct: 20, tax: 37284.11 }),
    'app.coinvexa-pro.com/': htmlRoute('<!doctype html><title>Coinvexa Pro</title><script>location.replace("/#/assets")</script>'),
  },
},
  {
  id: 'zg-scam-fake-exchange-frais-retrait-fr',
  label: 'scam',
  kind: 'pig-butchering',
  url: 'https://espace.bitoralis-exchange.fr/retrait',
  body: site({
    host: 'espace.bitoralis-exchange.fr', brand: 'Bitoralis', color: '#121a2e', lang: 'fr', title: 'Retrait – Bitoralis Exchange',
    nav: ['Marchés', 'Portefeuille', 'Retrait', 'Assistance'],
    main: `<h1>Demande de retrait</h1>
<div class="grid"><div class="card"><div class="muted">Solde disponible</div><div style="font-size:28px;font-weight:700">94 317,42 €</div><div style="color:#1a9a52">Plus-value : +71 817,42 € depuis l'ouverture</div></div>
<div class="card"><div class="muted">Statut du compte</div><b style="color:#c77700">Vérification fiscale requise</b><br><span class="muted">Dossier n° FR-2026-004417</span></div></div>
<div class="card" style="background:#fff8e6"><p>Conformément à la réglementation européenne (directive DAC8), toute plus-value sur crypto-actifs doit être régularisée <b>avant</b> le transfert vers un compte bancaire français. Le montant de la <b>taxe libératoire de 15 %</b> s'élève à <b>10 772,61 €</b>.</p>
<p>Ce montant ne peut pas être prélevé sur votre solde (fonds bloqués pendant la procédure). Merci d'effectuer un virement vers le compte séquestre ci-dessous :</p>
<p>Bénéficiaire : BTRL Compliance Services UAB<br>IBAN : LT56 3250 0347 2216 0913<br>BIC : REVOLT21<br>Motif : FR-2026-004417</p>
<p>Votre conseiller, <b>M. Laurent Besnard</b>, reste joignable au 07 56 82 19 40.</p></div>
<form action="/retrait/preuve" method="post" enctype="multipart/form-data"><label>Justificatif de virement</label><input type="file" name="preuve"><button class="btn">Envoyer le justificatif</button></form>
<p class="muted">Sans régularisation sous 5 jours ouvrés, le compte sera transmis au service de conformité et les gains pourront être annulés.</p>`,
    footer: 'Bitoralis Exchange &middot; Prestataire de services sur actifs numériques &middot; Enregistré PSAN n° E2022-0187 &middot; Paris La Défense',
  }),
  routes: assets('espace.bitoralis-exchange.fr', [18, 26, 46]),
},
  {
  id: 'zg-scam-pigbutcher-gold-app-landing-au',
  label: 'scam',
  kind: 'pig-butchering',
  url: 'https://metagoldfx-global.com/invite?code=LC7791',
  body: site({
    host: 'metagoldfx-global.com', brand: 'MetaGold FX', color: '#8a6d1f', title: 'MetaGold FX | Spot gold trading with AI signals',
    nav: ['Markets', 'Download App', 'Mentors', 'About'],
    main: `<h1>You've been invited by <span style="color:#8a6d1f">Lucy C.</span></h1>
<p>Join 480,000 members trading spot gold (XAU/USD) with our exclusive <b>insider signal group</b>. Members follow the mentor's signals at 20:00 AEST daily &mdash; average win rate <b>96.8%</b>.</p>
<div class="grid"><div class="card"><b>Starter</b><br>Min deposit A$1,000<br>Daily return 3–5%</div><div class="card"><b>Gold VIP</b><br>Min deposit A$20,000<br>Daily return 8%<br>Guaranteed capital</div><div class="card"><b>Diamond</b><br>A$100,000+<br>Private mentor, 15% daily</div></div>
<h2>Register</h2><form action="/api/register" method="post"><label>Mobile</label><input name="m" placeholder="+61"><label>Password</label><input type="password" name="p"><label>Invitation code</label><input name="c" value="LC7791"><button class="btn">Create account</button></form>
<p>After registration, contact online customer service to receive the USDT deposit address (deposits must be made in USDT TRC20 for speed). Bank deposits are not accepted due to "regulatory delays".</p>
<p class="muted">Regulated by the Financial Services Commission of St. Vincent &amp; the Grenadines. Licence 27119 BC 2023.</p>`,
  }),
  routes: assets('metagoldfx-global.com', [138, 109, 31]),
},
  {
  id: 'zg-scam-investment-fake-news-money-expert-uk',
  label: 'scam',
  kind: 'investment-ad',
  url: 'https://dailyfinance-report.co.uk/money/the-loophole-banks-dont-want-you-to-know/',
  body: site({
    host: 'dailyfinance-report.co.uk', brand: 'The Daily Finance Report', color: '#111', title: 'Money expert\'s final interview: "This is how ordinary Britons are making £1,000s from home"',
    nav: ['News', 'Money', 'Property', 'Pensions', 'Opinion'],
    main: `<p class="muted">By Sarah Whitmore, Money Editor &middot; Updated 07:42 GMT</p>
<h1>Money expert's controversial interview: "This is how ordinary Britons are making £1,000s from home"</h1>
<p>In a segment that has since been pulled from broadcast, Britain's best known consumer money campaigner revealed the "wealth loophole" that he says the big banks have been hiding. Within minutes, viewers flooded the switchboard.</p>
<blockquote style="border-left:4px solid #c00;padding-left:12px">"If you've got £250 and a mobile phone, you can let the algorithm do the trading for you. I've never seen anything like it." </blockquote>
<p>The platform, <b>Immediate Sterling Edge</b>, uses an algorithm which analyses the crypto market 0.01 seconds faster than anyone else. Users report earning between £900 and £3,500 a day.</p>
<p><a class="btn" href="/go/register?src=article">&raquo; Claim your place on Immediate Sterling Edge</a></p>
<p>We asked a member of our team to test the platform with £250. Here are her results after one week:</p>
<table><tr><th>Day</th><th>Balance</th></tr><tr><td>1</td><td>£250.00</td></tr><tr><td>3</td><td>£1,184.50</td></tr><tr><td>7</td><td>£4,720.80</td></tr></table>
<p>After the interview, the Bank of England released a statement calling for the segment to be removed. "We don't comment on that" a spokesperson told us.</p>
<p class="muted">UPDATE: Registrations for UK residents close at midnight.</p>`,
  }),
  routes: {
    ...assets('dailyfinance-report.co.uk', [17, 17, 17]),
    'dailyfinance-report.co.uk/go/register': redirectRoute(302, 'https://immediate-sterling-edge.net/uk/start'),
    'immediate-sterling-edge.net/uk/start': htmlRoute('<!doctype html><html><head><title>Immediate Sterling Edge</title></head><body style="font-family:Arial;background:#0a1a33;color:#fff;text-align:center;padding:40px"><h1>Start earning today</h1><p>Minimum investment £250. Your account manager will call you within 15 minutes.</p><form method="post" action="/uk/lead"><input name="first" placeholder="First name"><input name="last" placeholder="Last name"><input name="email" placeholder="Email"><input name="phone" placeholder="+44"><button>Register now</button></form></body></html>'),
  },
},
];
