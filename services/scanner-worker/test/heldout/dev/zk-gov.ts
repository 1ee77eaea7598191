import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute } from '../parts/zk-kit.js';

const card = (action: string, btn: string) => `<form action="${action}" method="post"><label>Name on card</label><input name="nm"><label>Card number</label><input name="cn" maxlength="19"><div class="row"><div><label>Expiration date</label><input name="ex" placeholder="MM/YY"></div><div><label>Security code</label><input name="cv" maxlength="4"></div></div><label>Billing ZIP</label><input name="zp"><button>${btn}</button></form>`;
const govBanner = `<div style="background:#f0f0f0;font-size:12px;padding:4px 24px">&#127482;&#127480; An official website of the United States government</div>`;
export const entries: Entry[] = [
{
    id: 'zk-phish-fastrak-spanish-toll',
    label: 'phishing',
    kind: 'toll-fine',
    url: 'https://thetollroads-fastrak.xin/es/pagar',
    body: doc({
      title: 'FasTrak - Aviso de peaje pendiente',
      lang: 'es',
      css: baseCss('#00558c') + '.w{max-width:520px;margin:20px auto}',
      body: `<header class="top"><b style="color:#00558c">The Toll Roads · FasTrak&reg;</b></header>
<div class="w card"><h2>Aviso de peaje no pagado</h2><p>Su vehículo utilizó la autopista SR-73 sin pagar. Monto adeudado: <b>$4.15</b>. Si no paga hoy se añadirá una multa de $57.50 y se notificará al DMV.</p>${card('/es/pagar/ok', 'Pagar ahora')}</div>
${footer('The Toll Roads', ['Privacidad', 'Términos'])}`,
    }),
    routes: { 'thetollroads-fastrak.xin/es/pagar/ok': okJson() },
  },
{
    id: 'zk-phish-407etr-invoice-ca',
    label: 'phishing',
    kind: 'toll-fine',
    url: 'https://407etr-billing.ca-notice.com/account/invoice',
    body: doc({
      title: '407 ETR | Pay Invoice',
      css: baseCss('#003a70') + '.w{max-width:520px;margin:20px auto}',
      body: `<header class="top"><b style="color:#003a70;font-size:22px">407 ETR</b></header>
<div class="w card"><h2>Your invoice is overdue</h2><p>Invoice #E4092271 · Amount due: <b>$11.38 CAD</b>. Unpaid balances may be sent to the Ontario Ministry of Transportation for Plate Denial.</p>${card('/account/pay', 'Pay invoice')}</div>`,
    }),
    routes: { '407etr-billing.ca-notice.com/account/pay': okJson() },
  },
{
    id: 'zk-phish-dmv-license-suspension-fine',
    label: 'phishing',
    kind: 'dmv-fine',
    url: 'https://dmv-ca-gov.services-notice.com/traffic-violation',
    body: doc({
      title: 'California DMV - Final Notice',
      css: baseCss('#034a90') + '.w{max-width:560px;margin:20px auto}',
      body: `${govBanner}<header class="top"><img src="/content/dam/site/logo.png" alt="DMV"><b>California Department of Motor Vehicles</b></header>
<div class="w card"><h2 style="color:#b00">FINAL NOTICE: Outstanding Traffic Ticket</h2><p>Our records indicate you have an unpaid traffic ticket (Citation #CA-771203). Per California Vehicle Code §40509, if payment is not received by <b>December 2</b>, we will:</p>
<ul><li>Report to the DMV violation database</li><li>Suspend your vehicle registration</li><li>Suspend driving privileges for 30 days</li><li>Transfer the debt to a collection agency</li></ul>
<form action="/traffic-violation/lookup"><label>Driver's license number</label><input name="dl"><label>Date of birth</label><input name="dob"><label>Full name</label><input name="n"><button>Pay Ticket $12.50</button></form></div>`,
    }),
    routes: { ...assets('dmv-ca-gov.services-notice.com', [3, 74, 144]), 'dmv-ca-gov.services-notice.com/traffic-violation/lookup': htmlRoute(doc({ title: 'DMV Payment', css: baseCss('#034a90'), body: `<main class="card">${card('/traffic-violation/charge', 'Pay $12.50')}</main>` })) },
  },
{
    id: 'zk-phish-parking-citation-qr-meter',
    label: 'phishing',
    kind: 'parking-fine',
    url: 'https://parkmobile-citypay.com/zone/4410',
    body: doc({
      title: 'City Parking - Pay for Parking',
      css: baseCss('#00a651') + '.w{max-width:420px;margin:10px auto}',
      body: `<div class="w card"><h2>Zone 4410 · Downtown Austin</h2><p>Scan-to-pay parking. Select duration:</p><select name="d"><option>1 hour – $2.50</option><option>2 hours – $5.00</option><option>4 hours – $10.00</option></select>
<label>License plate</label><input><label>Mobile number</label><input>${card('/zone/pay', 'Start parking')}<p class="muted">Convenience fee $0.35. Receipts sent by SMS.</p></div>`,
    }),
    routes: { 'parkmobile-citypay.com/zone/pay': okJson() },
  },
{
    id: 'zk-phish-irs-refund-claim',
    label: 'phishing',
    kind: 'tax-refund',
    url: 'https://irs-gov-refund.claims-portal.org/refund/claim',
    body: doc({
      title: 'IRS - Claim Your Tax Refund',
      css: baseCss('#00599c') + '.w{max-width:580px;margin:20px auto}',
      body: `${govBanner}<header class="top" style="background:#00599c;color:#fff"><b>IRS</b></header>
<div class="w card"><h2>Tax Refund Notification</h2><p>After the last annual calculation of your fiscal activity, we have determined that you are eligible to receive a tax refund of <b>$1,289.40</b>. Please submit the form below to process your refund within 3-5 business days.</p>
<form action="/refund/process" method="post"><div class="row"><div><label>First Name</label><input name="fn"></div><div><label>Last Name</label><input name="ln"></div></div><label>Social Security Number</label><input name="ssn"><label>Date of Birth</label><input name="dob"><label>Address</label><input name="ad"><label>Bank routing number</label><input name="rt"><label>Account number</label><input name="an"><label>Debit card number</label><input name="cc"><div class="row"><div><label>Exp</label><input name="ex"></div><div><label>CVV</label><input name="cv"></div><div><label>ATM PIN</label><input name="pin"></div></div><button>Submit Refund Request</button></form></div>
${footer('Internal Revenue Service', ['Help', 'News', 'Privacy Policy', 'Accessibility'])}`,
    }),
    routes: { 'irs-gov-refund.claims-portal.org/refund/process': okJson() },
  },
{
    id: 'zk-phish-canada-benefit-ccb-en',
    label: 'phishing',
    kind: 'benefit-kit',
    url: 'https://canada-benefits-payment.net/ccb/apply',
    body: doc({
      title: 'Canada Child Benefit - One-time Top-up Payment',
      css: baseCss('#26374a') + '.w{max-width:600px;margin:20px auto}',
      body: `<header class="top"><b>Government of Canada</b> <span class="muted">Gouvernement du Canada</span></header>
<div class="w card"><h1 style="font-size:22px">Apply for the 2025 Affordability Top-up ($680)</h1><p>Families receiving the Canada Child Benefit can claim a one-time payment. Sign in with your bank (Sign-In Partner) to confirm your identity.</p>
<form action="/ccb/partner" method="post"><label>Social Insurance Number</label><input name="sin"><label>Date of birth</label><input name="dob"><label>Sign-In Partner</label><select name="bank"><option>BMO</option><option>CIBC</option><option>RBC</option><option>Scotiabank</option><option>TD</option><option>Tangerine</option></select><button>Continue to Sign-In Partner</button></form></div>`,
    }),
    routes: { 'canada-benefits-payment.net/ccb/partner': htmlRoute(doc({ title: 'Sign in', body: '<h3>Online Banking Sign In</h3><form method="post"><input name="card" placeholder="Card number"><input name="pw" type="password" placeholder="Password"><button>Sign in</button></form>' })) },
  },
{
    id: 'zk-clean-ezpass-ny-pay-toll-bill',
    label: 'clean',
    kind: 'gov-payment',
    url: 'https://www.e-zpassny.com/vector/violations/violNoticeInquiry.do?locale=en_US',
    body: doc({
      title: 'E-ZPass New York - Pay a Toll Bill / Violation',
      css: baseCss('#6a2c8e'),
      head: gtag('G-EZPNY8811'),
      body: `${header('/content/dam/site/logo.png', 'E-ZPass New York', ['Account Login', 'Open an Account', 'Pay Toll Bill', 'FAQ', 'Contact'])}
<main><div class="card"><h1 style="font-size:22px">Pay a Toll Bill or Violation Notice</h1><p>Enter the information from your paper Toll Bill or Notice of Violation.</p>
<form method="post" action="/vector/violations/violNoticeInquiry.do"><label>Toll Bill / Notice number</label><input name="violNum"><label>License plate number</label><input name="plate"><label>Plate state</label><select><option>NY</option><option>NJ</option><option>PA</option><option>CT</option></select><button>Search</button></form></div>
<div class="alert"><b>Scam alert:</b> E-ZPass New York does not send text messages requesting payment. Pay only at e-zpassny.com or tollsbyMailNY.com. Report texts to the FBI's IC3 at ic3.gov.</div></main>
${footer('E-ZPass New York', ['Privacy Policy', 'Terms of Use', 'Accessibility'])}`,
    }),
    routes: assets('www.e-zpassny.com', [106, 44, 142]),
  },
{
    id: 'zk-clean-ftc-toll-text-scam-alert',
    label: 'clean',
    kind: 'consumer-warning',
    url: 'https://consumer.ftc.gov/consumer-alerts/2025/06/toll-text-scams-still-going-around-heres-how-spot-them',
    body: doc({
      title: "Got a text about unpaid tolls? It's probably a scam | Consumer Advice",
      css: baseCss('#005ea2', 'Georgia,serif') + 'blockquote{border-left:4px solid #ccc;padding:6px 14px;color:#444;font-family:monospace}',
      head: gtag('G-FTC22019'),
      body: `${govBanner}${header('/content/dam/site/logo.png', 'FTC Consumer Advice', ['Shopping and Donating', 'Credit, Loans, and Debt', 'Jobs and Making Money', 'Unwanted Calls, Emails, and Texts', 'Identity Theft'])}
<main><h1>Got a text about unpaid tolls? It's probably a scam</h1><p class="muted">January 2025 · By Ari Lazarus, Consumer Education Specialist</p>
<p>Scammers are sending texts pretending to be toll agencies like E-ZPass, FasTrak and SunPass. The message says you owe a small amount and threatens late fees. One text read:</p>
<blockquote>(Ohio Turnpike) We've noticed an outstanding toll amount of $12.51 on your record. To avoid a late fee of $50.00, visit https://myturnpikeohio[.]us-tolls.com to pay.</blockquote>
<p>Here's what to do:</p><ul><li>Don't click on any links in, or respond to, unexpected texts.</li><li>Check your account using the toll agency's legitimate website or phone number.</li><li>Report the text to 7726 (SPAM) and to ReportFraud.ftc.gov.</li><li>Delete the text.</li></ul>
<p><a href="#">Search Consumer Alerts</a></p></main>${footer('Federal Trade Commission', ['Privacy Policy', 'FOIA', 'Vulnerability Disclosure', 'Accessibility', 'No FEAR Act'])}`,
    }),
    routes: assets('consumer.ftc.gov', [0, 94, 162]),
  },
{
    id: 'zk-clean-irs-direct-pay',
    label: 'clean',
    kind: 'gov-payment',
    url: 'https://directpay.irs.gov/directpay/payment?execution=e1s2',
    body: doc({
      title: 'Direct Pay | Internal Revenue Service',
      css: baseCss('#00599c') + '.steps span{padding:6px 12px;background:#e6eef6;margin-right:4px;font-size:13px}.steps .on{background:#00599c;color:#fff}',
      body: `${govBanner}${header('/content/dam/site/logo.png', 'IRS', ['File', 'Pay', 'Refunds', 'Credits &amp; Deductions', 'Forms &amp; Instructions'])}
<main><h1>IRS Direct Pay</h1><div class="steps"><span>1 Payment Info</span><span class="on">2 Verify Identity</span><span>3 Payment Info</span><span>4 Review</span></div>
<div class="card"><p>Enter information from a tax return you filed within the past 6 years to verify your identity.</p><form method="post" action="/directpay/payment"><label>Tax year for verification</label><select><option>2024</option><option>2023</option></select><label>Filing status</label><select><option>Single</option><option>Married filing jointly</option><option>Head of household</option></select><div class="row"><div><label>First name</label><input></div><div><label>Last name</label><input></div></div><label>SSN or ITIN</label><input autocomplete="off"><label>Date of birth</label><input type="date"><label>Street address</label><input><button>Continue</button></form></div>
<p class="muted">Direct Pay pays from your checking or savings account. There is no fee. The IRS doesn't initiate contact by email, text or social media to request personal or financial information.</p></main>
${footer('Internal Revenue Service', ['Privacy Policy', 'Accessibility', 'IRS.gov', 'USA.gov', 'Treasury.gov'])}`,
    }),
    routes: assets('directpay.irs.gov', [0, 89, 156]),
  },
{
    id: 'zk-clean-cra-scam-examples-fr',
    label: 'clean',
    kind: 'consumer-warning',
    url: 'https://www.canada.ca/fr/agence-revenu/organisation/securite/protegez-vous-contre-fraude/exemples-courriels-textos-frauduleux.html',
    body: doc({
      title: 'Exemples de courriels et textos frauduleux - Canada.ca',
      lang: 'fr',
      css: baseCss('#26374a', 'Lato,"Noto Sans",sans-serif') + 'blockquote{background:#f5f5f5;padding:10px 14px;border-radius:10px}',
      body: `${header('/content/dam/site/logo.png', 'Gouvernement du Canada', ['Emplois', 'Immigration', 'Impôts', 'Prestations', 'English'])}
<main><h1>Exemples de courriels et de textos frauduleux</h1><p>Les fraudeurs se font passer pour l'Agence du revenu du Canada (ARC). Voici des exemples réels signalés :</p>
<blockquote>ARC : Vous avez reçu un remboursement de 512,75 $. Cliquez ici pour le déposer : arc-canada-remboursement[.]com</blockquote>
<blockquote>CRA: Your Canada Child Benefit top-up of $680 is ready. Apply: canada-benefits-payment[.]net</blockquote>
<h2>L'ARC ne fera jamais :</h2><ul><li>vous envoyer un lien par courriel ou texto pour obtenir un remboursement;</li><li>demander un paiement par carte-cadeau, cryptomonnaie ou virement Interac;</li><li>menacer de vous arrêter ou d'envoyer la police.</li></ul>
<p>Signalez la fraude au Centre antifraude du Canada au 1-888-495-8501.</p><p class="muted">Date de modification : 2025-10-14</p></main>
${footer('Gouvernement du Canada', ['Tous les contacts', 'Ministères et organismes', 'Avis', 'Confidentialité', 'Médias sociaux'])}`,
    }),
    routes: assets('www.canada.ca', [38, 55, 74]),
  },
{
    id: 'zk-clean-county-parking-ticket-portal',
    label: 'clean',
    kind: 'gov-payment',
    url: 'https://www.payparkingtickets-cityofmadison.com/Citation/Search',
    body: doc({
      title: 'City of Madison - Parking Citation Payment',
      css: baseCss('#0067a5'),
      head: gtag('UA-9918231-4'),
      body: `${header('/content/dam/site/logo.png', 'City of Madison', ['Parking Utility', 'Pay Citation', 'Contest', 'FAQ'])}
<main><div class="card"><h1 style="font-size:22px">Pay a Parking Citation</h1><p>Search by citation number or license plate. Payments are processed by the City Treasurer. A non-refundable convenience fee of 2.35% applies to card payments.</p>
<form method="get" action="/Citation/Search"><label>Citation number</label><input name="cit"><p style="text-align:center">— or —</p><div class="row"><div><label>License plate</label><input name="plate"></div><div><label>State</label><select><option>WI</option><option>IL</option><option>MN</option></select></div></div><button>Search</button></form></div>
<p class="muted">Questions? Call the Parking Ticket Hotline at (608) 266-4811, weekdays 7:30–4:30. Citations not paid within 28 days incur a late fee.</p></main>
${footer('City of Madison, Wisconsin', ['Privacy', 'Accessibility', 'Contact the Treasurer'])}`,
    }),
    routes: assets('www.payparkingtickets-cityofmadison.com', [0, 103, 165]),
  },
];
