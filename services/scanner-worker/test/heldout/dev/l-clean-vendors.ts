import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, msLogo, dataLayer, cookieBar, jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/l-kit.js';

// Vendors' invoices and payment portals on their own domains, status pages, SaaS onboarding, banks' own notices.

export const entries: Entry[] = [
{
  id: 'l-clean-stripe-hosted-invoice',
  label: 'clean',
  kind: 'vendor-invoice-real',
  url: 'https://invoice.stripe.com/i/acct_1Nk3sTrElFleet42/live_YWNjdF8xTmszc1RyRWxGbGVldDQyLF9SazJ4Rm9sZWV0MjAyNjExMjk0MjAw0200kEsTrEl',
  routes: {
    'invoice.stripe.com/i/acct_1Nk3sTrElFleet42/live_YWNjdF8xTmszc1RyRWxGbGVldDQyLF9SazJ4Rm9sZWV0MjAyNjExMjk0MjAw0200kEsTrEl': htmlRoute(page({
      title: 'Invoice from FleetPulse GmbH',
      css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial;background:#f6f9fc;color:#30313d}.c{max-width:440px;margin:50px auto;background:#fff;border-radius:8px;box-shadow:0 2px 5px rgba(50,50,93,.1);padding:28px}.amt{font-size:36px;font-weight:600}.row{display:flex;justify-content:space-between;font-size:14px;padding:6px 0;border-bottom:1px solid #eee}.b{display:block;width:100%;background:#635bff;color:#fff;border:0;padding:12px;border-radius:6px;font-size:15px;margin-top:18px}.ft{text-align:center;font-size:12px;color:#8792a2;margin-top:20px}`,
      body: `<div class="c"><p style="color:#6a7383">FleetPulse GmbH</p><div class="amt">€2,380.00</div><p style="color:#6a7383">Due December 13, 2026</p><div class="row"><span>Invoice number</span><span>FP-2026-1184</span></div><div class="row"><span>Telematics licence × 85 vehicles (Dec)</span><span>€2,000.00</span></div><div class="row"><span>VAT (19%)</span><span>€380.00</span></div><button class="b">Pay this invoice</button><p style="font-size:13px"><a href="#">Download invoice</a> · <a href="#">Download receipt</a></p></div><div class="ft">Powered by <b>stripe</b> · <a href="https://stripe.com/legal/consumer">Terms</a> · <a href="https://stripe.com/privacy">Privacy</a></div>`,
    })),
  },
},
{
  id: 'l-clean-vendor-customer-portal-rechnung-de',
  label: 'clean',
  kind: 'vendor-portal',
  url: 'https://kundenportal.nordkabel.de/rechnungen/RE-2026-004471?kd=100238',
  routes: {
    'kundenportal.nordkabel.de/rechnungen/RE-2026-004471': htmlRoute(page({
      lang: 'de',
      title: 'Rechnung RE-2026-004471 – Nordkabel Kundenportal',
      head: dataLayer('G-NRDKBL2026'),
      css: `body{margin:0;font-family:"Source Sans Pro",Arial;background:#f2f4f6;color:#1a1a1a}header{background:#0b3d2e;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.c{max-width:900px;margin:24px auto;background:#fff;padding:28px}table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:8px;border-bottom:1px solid #e5e5e5;text-align:left}.b{background:#0b3d2e;color:#fff;padding:9px 18px;text-decoration:none;border-radius:3px}`,
      body: `<header><b>NORDKABEL</b><span>Angemeldet als Kestrel Freight Group GmbH (Kd.-Nr. 100238) · Abmelden</span></header><div class="c"><h2>Rechnung RE-2026-004471</h2><p>Rechnungsdatum 20.11.2026 · Fällig 20.12.2026 · Zahlungsziel 30 Tage netto</p><table><tr><th>Pos.</th><th>Artikel</th><th>Menge</th><th>Betrag</th></tr><tr><td>1</td><td>NYY-J 5x16 mm², Trommel 500 m</td><td>2</td><td>8.940,00 €</td></tr><tr><td>2</td><td>Frachtkosten</td><td>1</td><td>180,00 €</td></tr><tr><td></td><td>zzgl. 19 % USt.</td><td></td><td>1.732,80 €</td></tr><tr><th></th><th>Gesamt</th><th></th><th>10.852,80 €</th></tr></table><p>Bankverbindung: Hamburger Sparkasse · IBAN DE89 2005 0550 1234 5678 90 · Bitte geben Sie die Rechnungsnummer als Verwendungszweck an.</p><p style="background:#fff7e0;padding:10px;font-size:14px">Wichtig: Unsere Bankverbindung ändert sich nicht. Sollten Sie eine E-Mail mit geänderten Kontodaten erhalten, rufen Sie uns bitte unter 040 6688 120 an.</p><a class="b" href="/rechnungen/RE-2026-004471.pdf">PDF herunterladen</a></div><p style="text-align:center;font-size:12px;color:#666">Nordkabel GmbH · Billbrookdeich 12 · 22113 Hamburg · Impressum · Datenschutz</p>`,
    })),
  },
},
{
  id: 'l-clean-bill-com-vendor-payment-portal',
  label: 'clean',
  kind: 'vendor-portal-real',
  url: 'https://app02.us.bill.com/p/kestrelfreightusa/invoice/00e02kEsTrEl8uQ1',
  routes: {
    'app02.us.bill.com/p/kestrelfreightusa/invoice/00e02kEsTrEl8uQ1': htmlRoute(page({
      title: 'Invoice 10472 from Kestrel Freight USA Inc. | BILL',
      css: `body{margin:0;font-family:Inter,Arial;background:#f7f7f9}.c{max-width:620px;margin:40px auto;background:#fff;border-radius:8px;padding:30px;box-shadow:0 1px 3px rgba(0,0,0,.1)}.amt{font-size:30px;font-weight:700}.b{background:#ff5b00;color:#fff;border:0;padding:12px 22px;border-radius:6px;font-weight:600}`,
      body: `<div class="c"><p style="color:#666">Kestrel Freight USA Inc. sent you an invoice</p><div class="amt">$6,214.50</div><p>Invoice #10472 · Due 12/15/2026</p><p style="font-size:14px">Drayage and warehousing, Port of Savannah, November 2026.</p><button class="b">Pay now with ACH (free)</button> &nbsp; <a href="#">View invoice PDF</a><p style="font-size:12px;color:#888;margin-top:30px">Payments processed by BILL. Bill.com, LLC · <a href="https://www.bill.com/privacy">Privacy</a> · <a href="https://www.bill.com/legal/terms-of-service">Terms</a></p></div>`,
    })),
  },
},
{
  id: 'l-clean-status-page-saas-incident',
  label: 'clean',
  kind: 'status-page',
  url: 'https://status.fleetpulse.de/incidents/y3kq8kestrel2',
  routes: {
    'status.fleetpulse.de/incidents/y3kq8kestrel2': htmlRoute(page({
      title: 'FleetPulse Status - Delayed tachograph downloads',
      css: `body{margin:0;font-family:-apple-system,Helvetica,Arial;background:#fff;color:#333}.c{max-width:780px;margin:40px auto;padding:0 20px}.up{background:#2fcc66;color:#fff;padding:14px;border-radius:4px}.u{border-left:3px solid #e67e22;padding-left:14px;margin:18px 0}.u b{color:#e67e22}`,
      body: `<div class="c"><h2>FleetPulse</h2><div class="up">All Systems Operational</div><h1>Delayed tachograph downloads</h1><p style="color:#888">Incident Report for FleetPulse</p><div class="u"><b>Resolved</b> – Downloads have caught up and all files are available. <br><small>Nov 28, 2026 - 16:42 CET</small></div><div class="u"><b>Monitoring</b> – The queue backlog is being processed. <br><small>Nov 28, 2026 - 14:10 CET</small></div><div class="u"><b>Investigating</b> – Some remote tachograph downloads are delayed by up to 3 hours. <br><small>Nov 28, 2026 - 11:05 CET</small></div><p style="font-size:13px">This incident affected: Remote Download API.</p><p style="font-size:12px;color:#aaa">Powered by Atlassian Statuspage · <a href="#">Subscribe to updates</a></p></div>`,
    })),
  },
},
{
  id: 'l-clean-wetransfer-download-page',
  label: 'clean',
  kind: 'file-share-real',
  url: 'https://wetransfer.com/downloads/7c2a9kestrel4f81b3e0d6a5c2b1e9f7d20261128110422/a1b2c3',
  routes: {
    'wetransfer.com/downloads/7c2a9kestrel4f81b3e0d6a5c2b1e9f7d20261128110422/a1b2c3': htmlRoute(page({
      title: 'WeTransfer',
      css: `body{margin:0;font-family:"GT Super",Arial;background:#9ad0ec linear-gradient(135deg,#9ad0ec,#f2c1d1);min-height:100vh}.p{position:absolute;left:60px;top:120px;width:300px;background:#fff;border-radius:10px;padding:26px;box-shadow:0 0 12px rgba(0,0,0,.1)}.b{display:block;width:100%;background:#3767ea;color:#fff;border:0;padding:12px;border-radius:24px;font-weight:bold}`,
      body: `<div style="padding:20px 60px;font-weight:bold;font-size:22px">we</div><div class="p"><div style="font-size:40px">&#8595;</div><h2>Ready when you are</h2><p style="font-size:14px">Studio Vermeer sent you 3 files · 412 MB in total · Expires in 6 days</p><p style="font-size:13px;color:#555">Depot_Rotterdam_Fotos_final/<br>brochure_NL_2027_druk.pdf<br>brochure_NL_2027_web.pdf</p><button class="b">Download</button></div><p style="position:fixed;bottom:10px;left:60px;font-size:12px">© WeTransfer · <a href="https://wetransfer.com/legal/terms">Terms</a> · <a href="https://wetransfer.com/legal/privacy">Privacy</a></p>`,
    })),
  },
},
{
  id: 'l-clean-ing-nl-veilig-bankieren-article',
  label: 'clean',
  kind: 'bank-notice-real',
  url: 'https://www.ing.nl/particulier/veilig-bankieren/herken-fraude/phishing',
  routes: {
    'www.ing.nl/particulier/veilig-bankieren/herken-fraude/phishing': htmlRoute(page({
      lang: 'nl',
      title: 'Phishing herkennen | ING',
      css: `body{margin:0;font-family:INGMe,Arial;color:#333}nav{padding:14px 30px;border-bottom:1px solid #eee;color:#ff6200;font-weight:bold;font-size:22px}.c{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.6}.tip{background:#fff3e8;padding:14px;border-radius:6px}`,
      body: `<nav>ING &#129409; <span style="color:#333;font-size:14px;font-weight:normal;margin-left:20px">Particulier · Zakelijk · Inloggen Mijn ING</span></nav><div class="c"><h1>Phishing herkennen</h1><p>Criminelen sturen e-mails, sms'jes en WhatsApp-berichten die lijken alsof ze van ING komen. Ze vragen je bijvoorbeeld om je betaalpas te vernieuwen of een verdachte transactie te annuleren.</p><div class="tip"><b>ING vraagt je nooit om:</b><ul><li>via een link in een e-mail of sms in te loggen</li><li>je pas op te sturen of je pincode te geven</li><li>geld over te maken naar een 'veilige rekening'</li></ul></div><p>Twijfel je? Bel ons op 020 22 888 00 of stuur een screenshot naar valse-email@ing.nl.</p></div>${cookieBar('nl')}`,
    })),
  },
},
{
  id: 'l-clean-santander-es-aviso-seguridad',
  label: 'clean',
  kind: 'bank-notice-real',
  url: 'https://www.bancosantander.es/particulares/seguridad/consejos-seguridad',
  routes: {
    'www.bancosantander.es/particulares/seguridad/consejos-seguridad': htmlRoute(page({
      lang: 'es',
      title: 'Consejos de seguridad | Banco Santander',
      css: `body{margin:0;font-family:Santander Text,Arial;color:#222}nav{background:#ec0000;color:#fff;padding:14px 30px;font-size:22px;font-weight:bold}.c{max-width:800px;margin:30px auto;padding:0 20px;line-height:1.6}.card{border:1px solid #eee;border-radius:8px;padding:16px;margin:12px 0}`,
      body: `<nav>Santander</nav><div class="c"><h1>Consejos de seguridad</h1><p>Santander nunca te pedirá por SMS, correo o teléfono tus claves completas, códigos de firma o datos de tarjeta.</p><div class="card"><b>Smishing</b><p>Si recibes un SMS que te alerta de un acceso no autorizado y te pide entrar en un enlace, no lo abras. Accede siempre desde la app o escribiendo bancosantander.es.</p></div><div class="card"><b>Vishing</b><p>Si alguien te llama haciéndose pasar por el banco y te pide un código, cuelga y llama al 915 123 123.</p></div></div>${cookieBar('es')}`,
    })),
  },
},
{
  id: 'l-clean-coinbase-help-account-security',
  label: 'clean',
  kind: 'crypto-real',
  url: 'https://help.coinbase.com/en/coinbase/privacy-and-security/avoiding-phishing-and-scams/how-to-avoid-phishing',
  routes: {
    'help.coinbase.com/en/coinbase/privacy-and-security/avoiding-phishing-and-scams/how-to-avoid-phishing': htmlRoute(page({
      title: 'How to avoid phishing | Coinbase Help',
      css: `body{margin:0;font-family:CoinbaseSans,-apple-system,Arial;color:#0a0b0d}nav{padding:16px 30px;border-bottom:1px solid #eee;color:#0052ff;font-weight:700;font-size:22px}.c{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.6}`,
      body: `<nav>coinbase <span style="color:#5b616e;font-size:14px;font-weight:400">Help</span></nav><div class="c"><h1>How to avoid phishing</h1><p>Phishing sites imitate the Coinbase sign-in page to steal your email, password and 2-step verification code. Coinbase will never ask you for your 2-step verification code over the phone or by email, and will never ask you to move funds to a "safe" wallet.</p><ul><li>Always type coinbase.com into your browser or use the app.</li><li>Use a security key or passkey instead of SMS codes.</li><li>Be wary of "support agents" who contact you first.</li></ul><p>Was this article helpful? &#128077; &#128078;</p></div>`,
    })),
  },
},
{
  id: 'l-clean-uniswap-app-swap',
  label: 'clean',
  kind: 'crypto-real',
  url: 'https://app.uniswap.org/explore/pools/ethereum/0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640',
  routes: {
    'app.uniswap.org/explore/pools/ethereum/0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640': htmlRoute(page({
      title: 'USDC/ETH on Ethereum | Uniswap',
      css: `body{margin:0;font-family:Basel,Inter,Arial;background:#fff;color:#222}.hd{display:flex;justify-content:space-between;padding:16px 24px}.hd button{background:#fef4ff;color:#fc72ff;border:0;padding:10px 16px;border-radius:20px;font-weight:600}.sw{width:460px;margin:60px auto;border:1px solid #eee;border-radius:24px;padding:10px}.bx{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0;font-size:34px;color:#888}.go{width:100%;background:#fc72ff;color:#fff;border:0;padding:16px;border-radius:20px;font-size:18px;font-weight:600}`,
      body: `<div class="hd"><b style="color:#fc72ff">&#129412; Uniswap</b><span>Trade · Explore · Pool</span><button id="cn">Connect</button></div><div class="sw"><div class="bx"><div style="font-size:14px">Sell</div>0 <span style="float:right;font-size:18px;color:#222">ETH</span></div><div class="bx"><div style="font-size:14px">Buy</div>0 <span style="float:right;font-size:18px;color:#222">USDC</span></div><button class="go" id="go">Connect wallet</button></div>
<p style="text-align:center;font-size:12px;color:#999">Uniswap available in: English · Deutsch · Español · 日本語</p>
<script>function c(){if(!window.ethereum){alert('No wallet detected. Install a browser wallet to continue.');return}window.ethereum.request({method:'eth_requestAccounts'}).then(function(a){document.getElementById('cn').textContent=a[0].slice(0,6)+'…'+a[0].slice(-4);document.getElementById('go').textContent='Enter an amount'}).catch(function(){})}document.getElementById('cn').onclick=c;document.getElementById('go').onclick=c</script>`,
    })),
  },
},
];
