import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, header, footer, grid, images, pngR, brandIcons, faviconTag, cookieBanner, dataLayer, cardFields } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute, fileRoute, zip, pe, cfb } from '../parts/e-bin.js';

// Payment processors' logins and dashboards, onboarding, seller tools, reseller programmes, subscriptions with
// clear terms, refund policies.

const TOOL = 'www.shipdesk-labels.com';
const MEAL = 'www.gruenkiste-kochbox.de';
const BROK = 'www.finanzkontor-direktbank.de';
const NFTM = 'market.pixelgarden-art.io';

export const entries: Entry[] = [
  {
    id: 'zc-ok-stripe-dashboard-login-en',
    label: 'clean',
    kind: 'psp-login',
    url: `https://dashboard.stripe.com/login?redirect=%2Fpayouts%2Fzc`,
    body: doc({
      lang: 'en',
      title: 'Sign in | Stripe',
      css: 'body{background:#f6f9fc}.c{max-width:440px;margin:30px auto;background:#fff;padding:40px;border-radius:6px;box-shadow:0 15px 35px rgba(50,50,93,.1)}',
      body: `<div style="text-align:center;margin-top:40px"><span style="color:#635bff;font-weight:800;font-size:30px">stripe</span></div>
<div class="c"><h2 style="font-size:22px">Sign in to your account</h2>
<form action="/login" method="post"><label>Email</label><input name="email" type="email" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><label style="display:flex;gap:6px"><input type="checkbox" style="width:auto"> Remember me on this device</label><button class="btn" style="background:#635bff;color:#fff;width:100%;margin-top:16px">Continue</button></form>
<p style="text-align:center;font-size:13px"><a href="#">Sign in with passkey</a> · <a href="#">Sign in with SSO</a></p><p style="text-align:center;font-size:13px"><a href="#">Forgot your password?</a></p></div>
<p style="text-align:center;font-size:13px;color:#697386">Don't have an account? <a href="#">Sign up</a><br>© Stripe · Privacy &amp; terms</p>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-stripe-connect-onboarding-kyc-en',
    label: 'clean',
    kind: 'psp-onboarding',
    url: `https://connect.stripe.com/setup/s/acct_1QzcXk2eZvKYlo2C/Hk7dPq2mZc`,
    body: doc({
      lang: 'en',
      title: 'Set up payouts for Handmade Collective – Stripe',
      css: 'body{background:#fff}.c{max-width:520px;margin:40px auto}',
      body: `<div class="c">
  <p style="color:#666">Handmade Collective partners with Stripe for secure payments and financial services.</p>
  <h2>Verify your personal details</h2>
  <p style="font-size:14px;color:#555">Stripe collects this information to verify your identity, as required by financial regulations, and to keep your account safe. <a href="#">Learn more</a></p>
  <form action="/setup/s/acct_1QzcXk2eZvKYlo2C/Hk7dPq2mZc/submit" method="post"><label>Legal first name</label><input name="first_name"><label>Legal last name</label><input name="last_name"><label>Date of birth</label><input name="dob" placeholder="MM / DD / YYYY"><label>Home address</label><input name="address"><label>Last 4 digits of Social Security number</label><input name="ssn_last_4" maxlength="4"><button class="btn" style="background:#635bff;color:#fff;width:100%;margin-top:16px">Continue</button></form>
  <p style="font-size:12px;color:#888">Next: add a bank account for payouts. You can connect it instantly through your bank or enter the routing and account numbers manually. <br>Powered by <b>stripe</b> · Terms · Privacy</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-shopify-accounts-login-en',
    label: 'clean',
    kind: 'psp-login',
    url: `https://accounts.shopify.com/lookup?rid=zc-7b2f91c3&verify=1732893011`,
    body: doc({
      lang: 'en',
      title: 'Log in — Shopify',
      css: 'body{background:linear-gradient(160deg,#0c3b2e,#1a1a1a)}.c{max-width:420px;margin:80px auto;background:#fff;padding:36px;border-radius:16px}',
      body: `<div class="c"><b style="font-size:22px">🛍 shopify</b><h2>Log in</h2><p style="color:#666">Continue to Shopify</p>
<form action="/lookup" method="post"><label>Email</label><input name="account[email]" type="email"><button class="btn" style="background:#1a1a1a;color:#fff;width:100%;margin-top:16px">Continue with email</button></form>
<p style="text-align:center;color:#999">or</p><div style="display:flex;gap:8px"><button class="btn" style="flex:1;border:1px solid #ccc;background:#fff">Apple</button><button class="btn" style="flex:1;border:1px solid #ccc;background:#fff">Facebook</button><button class="btn" style="flex:1;border:1px solid #ccc;background:#fff">Google</button></div>
<p style="font-size:13px">New to Shopify? <a href="#">Get started →</a></p><p style="font-size:12px;color:#888">Help · Privacy · Terms</p></div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-square-dashboard-deposits-en',
    label: 'clean',
    kind: 'psp-dashboard',
    url: `https://app.squareup.com/dashboard/balance/transfers?zc=1`,
    body: doc({
      lang: 'en-US',
      title: 'Transfers – Square Dashboard',
      css: 'body{background:#fff}.sb{width:220px;background:#f7f7f7;min-height:100vh;padding:20px;font-size:14px}.m{flex:1;padding:30px}',
      body: `<div style="display:flex"><div class="sb"><b>Sunny Side Bakery</b><p>Home</p><p>Items &amp; orders</p><p>Payments &amp; invoices</p><p><b>Balance</b></p><p>Customers</p><p>Reports</p><p>Staff</p><p>Settings</p></div>
<div class="m"><h1>Balance</h1><p style="font-size:32px">$1,284.60</p><p style="color:#666">Next transfer: Tomorrow, by 9:00 AM · Bank account ••••4471 (Chase)</p>
<button class="btn" style="background:#006aff;color:#fff">Transfer instantly (1.75% fee)</button>
<h2 style="margin-top:30px">Transfers</h2><table><tr><th>Date</th><th>Status</th><th>Amount</th></tr><tr><td>Nov 28</td><td>Completed</td><td>$942.11</td></tr><tr><td>Nov 27</td><td>Completed</td><td>$1,108.40</td></tr><tr><td>Nov 26</td><td>Completed</td><td>$876.05</td></tr></table></div></div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-seller-tool-label-printing-download-en',
    label: 'clean',
    kind: 'seller-tool',
    url: `https://${TOOL}/download`,
    body: doc({
      lang: 'en',
      title: 'Download ShipDesk Print Agent – ShipDesk',
      head: faviconTag(TOOL) + dataLayer('G-SHPD2020'),
      body: `${header({ brand: 'ShipDesk', nav: ['Features', 'Integrations', 'Pricing', 'Docs', 'Status'], right: '<a href="#">Log in</a>' })}
<main class="wrap" style="max-width:860px">
  <h1>ShipDesk Print Agent</h1>
  <p>The Print Agent lets ShipDesk send labels and packing slips straight to your thermal printer (Zebra, DYMO, Rollo, Brother). It's optional — you can always download labels as PDF from the web app.</p>
  <table><tr><th>Platform</th><th>Version</th><th>Size</th><th></th></tr>
  <tr><td>Windows 10/11 (64-bit)</td><td>3.8.2</td><td>24 MB</td><td><a class="btn" style="background:#1f6feb;color:#fff;padding:6px 12px" href="https://${TOOL}/releases/3.8.2/ShipDeskPrintAgent-3.8.2-x64.msi">Download .msi</a></td></tr>
  <tr><td>macOS 12+</td><td>3.8.2</td><td>31 MB</td><td><a class="btn" style="background:#eee;padding:6px 12px" href="#">Download .dmg</a></td></tr></table>
  <p style="font-size:13px">SHA-256 (Windows): <code>4f1c…9a2e</code> · Signed by <b>ShipDesk Software Inc.</b> (DigiCert EV). <a href="#">Release notes</a> · <a href="#">Silent install for IT</a></p>
  <h2>Requirements</h2><ul><li>A ShipDesk account on any plan</li><li>Printer drivers from your printer's manufacturer</li></ul>
</main>
${footer({ cols: [['ShipDesk', ['About', 'Careers', 'Security', 'Trust center']], ['Legal', ['Terms', 'Privacy', 'DPA']]], legal: '© 2025 ShipDesk Software Inc. · 1 Congress St, Boston MA' })}`,
    }),
    routes: {
      ...brandIcons(TOOL, [31, 111, 235]),
      [`${TOOL}/releases/3.8.2/ShipDeskPrintAgent-3.8.2-x64.msi`]: fileRoute(cfb(['ShipDesk Print Agent', 'ShipDesk Software Inc.', 'ProductVersion 3.8.2', 'PrintAgentService.exe']), 'application/x-msi', 'ShipDeskPrintAgent-3.8.2-x64.msi'),
    },
  },
  {
    id: 'zc-ok-subscription-meal-kit-clear-terms-de',
    label: 'clean',
    kind: 'subscription-signup',
    url: `https://${MEAL}/abo/plan-waehlen`,
    body: doc({
      lang: 'de',
      title: 'Plan wählen – Grünkiste Kochbox',
      head: faviconTag(MEAL) + dataLayer('G-GKK2022'),
      css: '.p{border:2px solid #dfe9d8;border-radius:10px;padding:18px}.p.on{border-color:#4b8b3b}',
      body: `${header({ brand: 'Grünkiste', nav: ['So funktioniert\'s', 'Rezepte', 'Preise', 'FAQ'], right: 'Anmelden' })}
<main class="wrap" style="max-width:860px">
  <h1>Wähle deinen Plan</h1>
  <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:14px"><div class="p">2 Personen · 3 Rezepte<br><b>55,80 € / Woche</b><br>9,30 € pro Portion</div><div class="p on">2 Personen · 4 Rezepte<br><b>69,60 € / Woche</b><br>8,70 € pro Portion</div><div class="p">4 Personen · 3 Rezepte<br><b>89,40 € / Woche</b><br>7,45 € pro Portion</div></div>
  <div style="background:#f3f8f0;padding:16px;border-radius:8px;margin-top:20px;font-size:15px"><b>Das Wichtigste zu deinem Abo</b><ul><li>Deine erste Box kostet 34,80 € (50% Rabatt). Danach 69,60 € pro Woche inkl. Versand.</li><li>Du kannst jede Woche bis Mittwoch 23:59 Uhr pausieren, Rezepte wechseln oder das Abo kündigen – mit einem Klick im Kundenkonto.</li><li>Keine Mindestlaufzeit. Wir erinnern dich per E-Mail 3 Tage vor jeder Abbuchung.</li></ul></div>
  <button class="btn" style="background:#4b8b3b;color:#fff;margin-top:16px">Weiter zur Lieferadresse</button>
  <p style="font-size:12px;color:#666">Mit der Bestellung schließt du ein Abonnement ab, das wöchentlich verlängert wird, bis du es kündigst. <a href="#">AGB</a> · <a href="#">Widerrufsbelehrung</a> · <a href="#">Verträge hier kündigen</a></p>
</main>
${footer({ cols: [['Grünkiste', ['Über uns', 'Nachhaltigkeit', 'Karriere']], ['Hilfe', ['FAQ', 'Kontakt', 'Verträge hier kündigen']]], legal: 'Grünkiste GmbH · Prinzessinnenstraße 19, 10969 Berlin · HRB 201223 B' })}`,
    }),
    routes: { ...brandIcons(MEAL, [75, 139, 59]) },
  },
  {
    id: 'zc-ok-regulated-broker-etf-savings-de',
    label: 'clean',
    kind: 'investment-regulated',
    url: `https://${BROK}/etf-sparplan`,
    body: doc({
      lang: 'de',
      title: 'ETF-Sparplan ab 1 € – Finanzkontor Direktbank',
      head: faviconTag(BROK) + dataLayer('G-FKDB2019'),
      body: `${header({ brand: 'Finanzkontor', nav: ['Girokonto', 'Depot', 'ETF-Sparplan', 'Tagesgeld', 'Kredit'], right: 'Login · Konto eröffnen' })}
<main class="wrap" style="max-width:900px">
  <h1>ETF-Sparplan ab 1 € im Monat</h1>
  <p>Über 1.400 ETFs besparen, davon 600 ohne Ausführungsgebühr. Depotführung kostenlos.</p>
  <div style="background:#f4f6fa;padding:16px;border-radius:8px"><b>Beispiel:</b> Bei 100 € monatlich über 20 Jahre und einer angenommenen Wertentwicklung von 5 % p.a. ergäbe sich ein Depotwert von ca. 41.000 €. <i>Die Wertentwicklung in der Vergangenheit ist kein verlässlicher Indikator für zukünftige Ergebnisse.</i></div>
  <h2>Risikohinweis</h2><p style="font-size:14px">Der Wert von Wertpapieren kann fallen und steigen. Sie können Verluste bis zum Totalverlust des eingesetzten Kapitals erleiden. Bitte lesen Sie vor einer Anlageentscheidung das Basisinformationsblatt des jeweiligen Fonds.</p>
  <p style="font-size:13px">Die Finanzkontor Direktbank AG ist ein CRR-Kreditinstitut mit Erlaubnis der Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin) und Mitglied der Entschädigungseinrichtung deutscher Banken.</p>
</main>
${footer({ cols: [['Finanzkontor', ['Über uns', 'Presse', 'Karriere']], ['Rechtliches', ['Impressum', 'Datenschutz', 'Preis- und Leistungsverzeichnis', 'Einlagensicherung']]], legal: 'Finanzkontor Direktbank AG · Theodor-Heuss-Allee 70, 60486 Frankfurt am Main · HRB 112233' })}`,
    }),
    routes: { ...brandIcons(BROK, [0, 60, 120]) },
  },
  {
    id: 'zc-ok-nft-marketplace-connect-readonly-en',
    label: 'clean',
    kind: 'crypto-marketplace',
    url: `https://${NFTM}/collection/pixel-gardens`,
    body: doc({
      lang: 'en',
      title: 'Pixel Gardens – Collection | PixelGarden Market',
      head: faviconTag(NFTM),
      css: 'body{background:#fafafa}',
      body: `${header({ brand: '🌱 PixelGarden Market', nav: ['Explore', 'Collections', 'Artists', 'Docs'], right: '<button id="cw" class="btn" style="background:#16a34a;color:#fff;padding:8px 14px">Connect wallet</button>' })}
<main class="wrap">
  <h1>Pixel Gardens</h1><p>1,024 hand-drawn garden tiles by Mira Okafor. Floor 0.018 ETH · Creator royalty 5%.</p>
  ${grid(
    [
      { name: 'Garden #12', price: '0.021 ETH', img: `https://${NFTM}/t/12.png` },
      { name: 'Garden #88', price: '0.018 ETH', img: `https://${NFTM}/t/88.png` },
      { name: 'Garden #301', price: '0.035 ETH', img: `https://${NFTM}/t/301.png` },
      { name: 'Garden #777', price: '0.05 ETH', img: `https://${NFTM}/t/777.png` },
    ],
  )}
  <p id="acct" style="font-size:14px;margin-top:16px"></p>
  <p style="font-size:13px;color:#666">Connecting your wallet only shares your public address. Purchases show a single transaction for the listed price; we never ask for approvals of tokens you are not trading. Read our <a href="#">security guide</a>.</p>
</main>
<script>
document.getElementById('cw').onclick=async function(){if(!window.ethereum){document.getElementById('acct').textContent='No wallet detected.';return}
var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('acct').textContent='Connected: '+a.slice(0,6)+'…'+a.slice(-4);
var r=await fetch('/api/owned?address='+a).then(function(x){return x.json()});document.getElementById('acct').textContent+=' · You own '+r.count+' Pixel Gardens';};
</script>`,
    }),
    routes: { ...brandIcons(NFTM, [22, 163, 74]), ...images(`${NFTM}/t`, ['12.png', '88.png', '301.png', '777.png'], 180), [`${NFTM}/api/owned`]: jsonRoute({ count: 0 }) },
  },
  {
    id: 'zc-ok-shopify-app-store-dropship-supplier-en',
    label: 'clean',
    kind: 'seller-tool',
    url: `https://apps.shopify.com/zc-craftsupply-dropship`,
    body: doc({
      lang: 'en',
      title: 'CraftSupply – US & EU Dropshipping | Shopify App Store',
      css: '.c{max-width:1000px;margin:20px auto}',
      body: `<div style="padding:12px 24px;border-bottom:1px solid #eee"><b>🛍 Shopify App Store</b></div>
<div class="c">
  <div style="display:flex;gap:16px;align-items:center"><img src="https://apps.shopify.com/zc-assets/craftsupply.png" width="72" height="72" alt=""><div><h1 style="margin:0">CraftSupply – US &amp; EU Dropshipping</h1><p style="margin:0">★ 4.6 (1,204) · Free plan available · Built for Shopify</p></div></div>
  <p>Import products from vetted suppliers in the US and EU, sync inventory automatically and have orders fulfilled with your branding. You set your own prices; CraftSupply charges the supplier price plus shipping when an order comes in.</p>
  <h2>Pricing</h2><table><tr><th>Starter</th><th>Pro</th><th>Plus</th></tr><tr><td>Free · 25 products</td><td>$29/month · 250 products · 14-day free trial</td><td>$79/month · unlimited</td></tr></table>
  <p style="font-size:13px;color:#666">All charges are billed in USD through your Shopify invoice. Recurring and usage-based charges are billed every 30 days. Cancel anytime by uninstalling the app.</p>
  <button class="btn" style="background:#008060;color:#fff">Install</button>
</div>`,
    }),
    routes: { ['apps.shopify.com/zc-assets/craftsupply.png']: pngR(0, 128, 96) },
  },
  {
    id: 'zc-ok-paypal-business-activity-it',
    label: 'clean',
    kind: 'psp-dashboard',
    url: `https://www.paypal.com/myaccount/transactions/?zc=1&locale.x=it_IT`,
    body: doc({
      lang: 'it',
      title: 'Attività – PayPal',
      css: 'body{background:#f5f7fa}.c{max-width:900px;margin:20px auto;background:#fff;padding:24px;border-radius:12px}',
      body: `<div style="background:#fff;padding:12px 24px;box-shadow:0 1px 2px rgba(0,0,0,.08)"><b style="color:#003087;font-style:italic;font-size:22px">PayPal</b> · Home · Attività · Wallet · Fatture · Strumenti · Report</div>
<div class="c">
  <h1 style="font-size:22px">Attività</h1>
  <table><tr><th>Data</th><th>Descrizione</th><th>Stato</th><th>Importo</th></tr>
  <tr><td>28 nov</td><td>Pagamento da Giulia Moretti · Bouquet "Primavera"</td><td>Completato</td><td>+64,90 €</td></tr>
  <tr><td>27 nov</td><td>Rimborso a Luca Bianchi · Ordine 2291</td><td>Completato</td><td>-38,00 €</td></tr>
  <tr><td>27 nov</td><td>Trasferimento sul conto bancario IT•• 0912</td><td>Completato</td><td>-820,00 €</td></tr>
  <tr><td>26 nov</td><td>Pagamento da Marco Ferri · Composizione matrimonio (acconto)</td><td>In sospeso</td><td>+250,00 €</td></tr></table>
  <p style="font-size:13px;color:#666">I fondi in sospeso saranno disponibili quando l'ordine risulterà consegnato. <a href="#">Scopri di più</a></p>
</div>`,
    }),
    routes: {},
  },
];
