import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute, fileRoute } from '../parts/zk-kit.js';
import { pe, zip, cfb, lnk } from '../parts/e-bin.js';

const streamCss = (accent: string) => `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#141414;color:#fff}.w{max-width:440px;margin:40px auto;background:rgba(0,0,0,.75);padding:40px;border-radius:4px}input{width:100%;padding:14px;margin:6px 0;background:#333;border:0;border-radius:4px;color:#fff}button{width:100%;padding:14px;background:${accent};color:#fff;border:0;border-radius:4px;font-weight:700;margin-top:14px}.muted{color:#999;font-size:13px}h1{color:${accent}}`;
export const entries: Entry[] = [
{
    id: 'zk-phish-disneyplus-renewal-expired',
    label: 'phishing',
    kind: 'streaming-renewal',
    url: 'https://disneyplus-renew-subscription.com/account/renew',
    body: doc({
      title: 'Disney+ | Renew your subscription',
      css: streamCss('#0063e5') + 'body{background:#1a1d29}',
      body: `<div class="w"><h1>Disney+</h1><p>Your subscription has expired. Renew now for just <b>$1.00</b> for your first month and keep watching Marvel, Star Wars, Pixar and more.</p><form action="/account/renew/pay" method="post"><input name="email" placeholder="Email"><input name="password" type="password" placeholder="Password"><input name="cc" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>RENEW</button></form></div>`,
    }),
    routes: { 'disneyplus-renew-subscription.com/account/renew/pay': okJson() },
  },
{
    id: 'zk-phish-crave-abonnement-fr',
    label: 'phishing',
    kind: 'streaming-renewal',
    url: 'https://crave-abonnement-paiement.com/fr/compte',
    body: doc({
      title: 'Crave - Mettre à jour le paiement',
      lang: 'fr-CA',
      css: streamCss('#1d6ff2'),
      body: `<div class="w"><h1>crave</h1><h2>Votre paiement a été refusé</h2><p>Mettez à jour votre mode de paiement pour continuer à regarder HBO Max et Showtime sur Crave.</p><form action="/fr/compte/ok" method="post"><input placeholder="Courriel"><input placeholder="Nom sur la carte"><input placeholder="Numéro de carte"><input placeholder="MM/AA"><input placeholder="CVV"><input placeholder="Code postal"><button>Confirmer</button></form></div>`,
    }),
    routes: { 'crave-abonnement-paiement.com/fr/compte/ok': okJson() },
  },
{
    id: 'zk-clean-netflix-your-account-billing',
    label: 'clean',
    kind: 'streaming-billing',
    url: 'https://www.netflix.com/simplemember/changeplan?locale=en-CA',
    body: doc({
      title: 'Change plan | Netflix',
      css: 'body{margin:0;font-family:Helvetica,Arial;background:#f3f3f3}.w{max-width:760px;margin:30px auto;background:#fff;padding:30px}table{width:100%;border-collapse:collapse}td{padding:10px;border-bottom:1px solid #eee}button{background:#0071eb;color:#fff;border:0;padding:12px 28px;font-size:16px}',
      body: `<div style="padding:16px 40px;background:#fff;border-bottom:1px solid #ddd"><img src="/content/dam/site/logo.png" alt="Netflix" height="30"></div>
<div class="w"><h1>Change Streaming Plan</h1><table><tr><td><input type="radio" name="p"> Standard with ads</td><td>$7.99/mo</td></tr><tr><td><input type="radio" name="p" checked> Standard</td><td>$18.99/mo</td></tr><tr><td><input type="radio" name="p"> Premium</td><td>$23.99/mo</td></tr></table><p>Your new plan starts on your next billing date: December 14, 2025. Prices in CAD; taxes may apply.</p><button>Continue</button> <a href="/account">Cancel</a>
<h3>Payment</h3><p>Visa •••• 4821 · <a href="/simplemember/managepaymentinfo">Manage payment info</a></p></div>
<p style="text-align:center;color:#777;font-size:13px">Questions? Call 1-844-505-2993 · <a href="#">Help Centre</a> · <a href="#">Terms of Use</a> · <a href="#">Privacy</a> · <a href="#">Cookie Preferences</a></p>`,
    }),
    routes: assets('www.netflix.com', [229, 9, 20]),
  },
{
    id: 'zk-scam-mystery-shopper-walmart-check',
    label: 'scam',
    kind: 'job-check',
    url: 'https://secretshopper-evaluations.org/assignment/',
    body: doc({
      title: 'Mystery Shopper Assignment #44102',
      css: baseCss('#0a7d3e', 'Georgia,serif'),
      body: `<main><div class="card"><h1 style="font-size:22px">Your Mystery Shopper Assignment</h1><p>Dear Shopper, enclosed in your mail is a cashier's check for <b>$1,950.00</b>. Deposit it today. Your assignment:</p><ol><li>Keep $350 as your payment.</li><li>Go to Walmart or CVS and purchase six (6) $250 Apple or Steam gift cards.</li><li>Evaluate the cashier's customer service.</li><li>Scratch the back of the cards and send photos of the codes to your coordinator at evaluations.dept@gmail.com.</li></ol><p>Complete within 24 hours of deposit. Do NOT discuss this assignment with store staff or bank employees as this affects the evaluation.</p><form method="post" action="/assignment/report"><label>Upload card photos</label><input type="file" multiple><button>Submit report</button></form></div></main>`,
    }),
    routes: { 'secretshopper-evaluations.org/assignment/report': okJson() },
  },
{
    id: 'zk-malware-anydesk-ad-lookalike',
    label: 'malware',
    kind: 'fake-software-download',
    url: 'https://anydesk-remotedesk-setup.com/en/downloads/windows',
    body: doc({
      title: 'Download AnyDesk for Windows – Free Remote Desktop',
      css: baseCss('#ef443b') + '.hero{text-align:center;padding:40px}',
      body: `${header('/content/dam/site/logo.png', 'AnyDesk', ['Solutions', 'Pricing', 'Downloads', 'Support'])}<div class="hero"><h1>AnyDesk for Windows</h1><p>Version 9.0.4 · 5.1 MB · Free for private use</p><a class="btn" id="dl" href="/files/AnyDesk_Setup.zip">Download Now</a><p class="muted">Your download will start automatically.</p></div>${footer('AnyDesk Software GmbH', ['Imprint', 'Privacy', 'Terms'])}`,
      scripts: `<script>setTimeout(function(){location.href=document.getElementById('dl').href},1500)</script>`,
    }),
    routes: {
      ...assets('anydesk-remotedesk-setup.com', [239, 68, 59]),
      'anydesk-remotedesk-setup.com/files/AnyDesk_Setup.zip': fileRoute(zip([{ name: 'AnyDesk_Setup/AnyDesk.exe', data: pe({ x64: true, size: 8192, strings: ['AnyDesk', 'LummaC2 build', 'Chrome\\User Data\\Default\\Login Data'] }) }, { name: 'AnyDesk_Setup/libcef.dll', data: pe({ dll: true, size: 4096 }) }]), 'application/zip', 'AnyDesk_Setup.zip'),
    },
  },
{
    id: 'zk-malware-notepadpp-sponsored-exe',
    label: 'malware',
    kind: 'fake-software-download',
    url: 'https://notepad-plusplus-org.net/downloads/v8.8/',
    body: doc({
      title: 'Notepad++ v8.8 Download | Notepad++',
      css: baseCss('#90e59a') + 'a{color:#2d7d32}',
      body: `${header('/content/dam/site/logo.png', 'Notepad++', ['Home', 'Download', 'News', 'Online Help'])}<main><h1>Download Notepad++ v8.8</h1><ul><li><a href="/dl/npp.8.8.Installer.x64.exe"><b>Installer</b> 64-bit x64</a></li><li><a href="/dl/npp.8.8.Installer.x64.exe">Portable (zip)</a></li></ul><p>SHA-256: see release notes.</p></main>`,
    }),
    routes: { ...assets('notepad-plusplus-org.net', [144, 229, 154]), 'notepad-plusplus-org.net/dl/npp.8.8.Installer.x64.exe': fileRoute(pe({ x64: true, size: 12288, strings: ['Notepad++ Installer', 'NSIS', 'rundll32.exe %TEMP%\\upd.dll,Start'] }), 'application/octet-stream', 'npp.8.8.Installer.x64.exe') },
  },
{
    id: 'zk-clean-zoom-download-center',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://zoom.us/download?os=win&lang=en-US',
    body: doc({
      title: 'Download Center - Zoom',
      css: baseCss('#0b5cff') + '.g{display:grid;grid-template-columns:1fr 1fr;gap:16px}',
      body: `${header('/content/dam/site/logo.png', 'zoom', ['Products', 'Solutions', 'Resources', 'Plans &amp; Pricing', 'Sign In'])}
<main><h1>Download Center</h1><div class="g"><div class="card"><h3>Zoom Workplace desktop app</h3><p>Version 6.6.9 (64-bit)</p><a class="btn" href="/client/6.6.9.62021/ZoomInstallerFull.exe?archType=x64">Download</a></div><div class="card"><h3>Zoom Workplace for Microsoft Outlook</h3><p>Add-in</p><a class="btn" href="#">Download</a></div></div><p class="muted">Download for IT admins: <a href="#">MSI installer</a>.</p></main>
${footer('Zoom Communications, Inc.', ['Terms', 'Privacy', 'Trust Center', 'Acceptable Use Guidelines', 'Legal &amp; Compliance'])}`,
    }),
    routes: { ...assets('zoom.us', [11, 92, 255]), 'zoom.us/client/6.6.9.62021/ZoomInstallerFull.exe': fileRoute(pe({ x64: true, size: 8192, strings: ['Zoom Video Communications, Inc.', 'Zoom Installer'] }), 'application/x-msdownload', 'ZoomInstallerFull.exe') },
  },
{
    id: 'zk-clean-jobbank-canada-posting',
    label: 'clean',
    kind: 'job-board',
    url: 'https://www.jobbank.gc.ca/jobsearch/jobposting/44102871',
    body: doc({
      title: 'Shipper/Receiver - Job Bank',
      css: baseCss('#26374a'),
      body: `${header('/content/dam/site/logo.png', 'Government of Canada', ['Jobs', 'Job Bank', 'Français'])}
<main><h1>Shipper/Receiver</h1><p><b>Kootenay Building Supply Ltd.</b> · Nelson, BC · $23.50 hourly · 40 hours per week · Permanent employment</p><h2>Job requirements</h2><ul><li>Secondary (high) school graduation certificate</li><li>Forklift certificate an asset</li></ul><h2>How to apply</h2><p>By email: careers@kootenaybuildingsupply.ca. Include this reference number: JB-44102.</p><div class="alert">Job Bank tip: legitimate employers never ask you to deposit a cheque and send money back, or to pay for equipment or training.</div></main>
${footer('Government of Canada', ['Terms and conditions', 'Privacy', 'Contact Job Bank'])}`,
    }),
    routes: assets('www.jobbank.gc.ca', [38, 55, 74]),
  },
];
