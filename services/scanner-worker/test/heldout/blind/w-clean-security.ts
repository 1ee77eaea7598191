import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, tag, cookieBar, baseCss } from '../parts/w-kit.js';
import { fileRoute, pe } from '../parts/e-bin.js';

const article = (o: { lang?: string; title: string; site: string; accent: string; byline: string; body: string; extraHead?: string }) =>
  doc({
    lang: o.lang ?? 'en',
    title: o.title,
    head: o.extraHead ?? '',
    css: baseCss(o.accent, 'Charter,Georgia,serif') + `article{max-width:740px;margin:0 auto;font-size:18px}article h1{font-size:36px;line-height:1.2}pre,code{font-family:Consolas,monospace;font-size:14px;background:#f3f3f3}pre{padding:12px;overflow:auto}blockquote{border-left:4px solid ${o.accent};margin:0;padding:4px 16px;color:#555}.fig{background:#eee;border:1px solid #ccc;padding:14px;font:14px Arial;color:#333}`,
    body: `<header class="top"><b style="color:${o.accent}">${o.site}</b><nav><a href="#">News</a><a href="#">Guides</a><a href="#">Reviews</a><a href="#">Newsletter</a></nav></header>
<div class="wrap"><article><h1>${o.title.split(' | ')[0]}</h1><p class="muted">${o.byline}</p>${o.body}</article></div>
<footer>© 2025 ${o.site}. <a href="#">About</a><a href="#">Privacy</a><a href="#">Contact</a></footer>`,
  });

export const entries: Entry[] = [
  {
    id: 'w-clean-av-norton-renewal-offer',
    label: 'clean',
    kind: 'av-vendor',
    url: 'https://us.norton.com/products/norton-360-deluxe',
    body: doc({
      title: 'Norton 360 Deluxe | Antivirus, VPN, Dark Web Monitoring | Norton',
      head: tag('G-NORTON360'),
      css: baseCss('#242424', 'Arial,sans-serif') + `.hero{background:#ffe01b;padding:50px 40px}.price{font-size:40px;font-weight:700}.strike{text-decoration:line-through;color:#555}`,
      body: `<header class="top"><b>norton</b><nav><a href="#">Products</a><a href="#">Features</a><a href="#">Renew</a><a href="#">Support</a><a href="https://my.norton.com/">Sign In</a></nav></header>
<section class="hero"><h1>Norton 360 Deluxe</h1><p>Comprehensive protection for up to 5 PCs, Macs, smartphones or tablets.</p><p><span class="strike">$119.99</span> <span class="price">$49.99</span> first year*</p><a class="btn" href="https://buy.norton.com/estore/checkOut?selSKU=21436890">Buy Now</a> <a href="#">See plans</a></section>
<div class="wrap"><div class="grid"><div class="card"><b>Real-time threat protection</b><p>Defends against ransomware, viruses, spyware and other online threats.</p></div><div class="card"><b>Secure VPN</b><p>Browse anonymously and securely with a no-log VPN.</p></div><div class="card"><b>Dark Web Monitoring</b><p>We monitor and notify you if we find your personal info on the dark web.</p></div><div class="card"><b>Cloud backup</b><p>50 GB secure cloud backup for PC.</p></div></div>
<h3>Renewing your subscription?</h3><p>Sign in to your Norton account to check your renewal date, turn automatic renewal on or off, or request a refund within 60 days. <b>Norton will never call you unexpectedly or ask you to install remote-access software to process a refund.</b> Learn how to <a href="#">spot fake Norton invoices</a>.</p>
<p class="muted">*Introductory price for the first year. Subscription renews automatically at $119.99/yr unless cancelled. See <a href="#">Subscription terms</a>.</p></div>
<footer>© 2025 Gen Digital Inc. All rights reserved. <a href="#">Privacy</a><a href="#">Cookies</a><a href="#">Legal</a></footer>`,
    }),
  },
  {
    id: 'w-clean-av-eset-home-security-de',
    label: 'clean',
    kind: 'av-vendor',
    url: 'https://www.eset.com/de/home/security-premium/',
    body: doc({
      lang: 'de',
      title: 'ESET HOME Security Premium – Virenschutz, Passwortmanager & mehr | ESET',
      css: baseCss('#0096a1', 'Fira Sans,Arial,sans-serif') + `.hero{background:#0b2a36;color:#fff;padding:50px 40px}.p{font-size:34px;font-weight:700}`,
      body: `<header class="top"><b style="color:#0096a1">eset</b><nav><a href="#">Privatanwender</a><a href="#">Unternehmen</a><a href="#">Support</a><a href="#">Verlängern</a></nav></header>
<section class="hero"><h1>ESET HOME Security Premium</h1><p>Mehrschichtiger Schutz für Windows, macOS, Android und iOS – inklusive Passwortmanager, Verschlüsselung sensibler Daten und Diebstahlschutz.</p><p class="p">ab 64,99 € / Jahr</p><a class="btn" href="#">Jetzt kaufen</a> <a style="color:#9de" href="/de/home/security-premium/download/">Kostenlos 30 Tage testen</a></section>
<div class="wrap"><h2>Lizenz verlängern</h2><p>Ihre Lizenz läuft bald ab? Melden Sie sich bei <b>ESET HOME</b> an, um sie mit Treuerabatt zu verlängern. Wir rufen Sie niemals unaufgefordert an.</p>
<h3>Häufige Fragen</h3><p><b>Kann ich ESET neben Microsoft Defender verwenden?</b> ESET deaktiviert Defender automatisch, um Konflikte zu vermeiden.</p></div>
<footer>© 1992–2025 ESET, spol. s r.o. · <a href="#">Impressum</a><a href="#">Datenschutz</a><a href="#">AGB</a></footer>${cookieBar('Wir verwenden Cookies, um unsere Website zu verbessern.', 'Alle akzeptieren', 'Einstellungen')}`,
    }),
  },
  {
    id: 'w-clean-av-malwarebytes-free-download',
    label: 'clean',
    kind: 'av-vendor',
    url: 'https://www.malwarebytes.com/mwb-download',
    body: doc({
      title: 'Free Virus Scan & Malware Removal | Download Malwarebytes',
      css: baseCss('#0d3ecc', 'Inter,Arial,sans-serif') + `.hero{text-align:center;padding:50px}`,
      body: `<header class="top"><b style="color:#0d3ecc">Malwarebytes</b><nav><a href="#">Personal</a><a href="#">Business</a><a href="#">Pricing</a><a href="#">Support</a></nav></header>
<div class="hero"><h1>Thank you for downloading Malwarebytes</h1><p>Your download should begin automatically. If it doesn't, <a id="m" href="https://downloads.malwarebytes.com/file/mb-windows">restart the download</a>.</p>
<ol style="display:inline-block;text-align:left"><li>Open <b>MBSetup.exe</b> from your downloads</li><li>Click <b>Yes</b> to allow the installer</li><li>Follow the on-screen instructions</li></ol></div>
<footer>© 2025 Malwarebytes · <a href="#">Privacy</a><a href="#">Terms</a></footer>`,
      scripts: `<script>setTimeout(function(){location.href=document.getElementById('m').href},1200)</script>`,
    }),
    routes: { 'downloads.malwarebytes.com/file/mb-windows': fileRoute(pe({ size: 8192, strings: ['Malwarebytes Inc.', 'MBSetup'] }), 'application/octet-stream', 'MBSetup.exe') },
  },
  {
    id: 'w-clean-av-bitdefender-black-friday',
    label: 'clean',
    kind: 'av-vendor',
    url: 'https://www.bitdefender.co.uk/media/html/consumer/new/black-friday-2025/',
    body: doc({
      lang: 'en-GB',
      title: 'Black Friday 2025 – Up to 60% off Bitdefender Total Security',
      css: baseCss('#ed1c24', 'Arial,sans-serif', '#0c0c0c', '#fff') + `.card{background:#161616;border-color:#333}.p{font-size:32px;font-weight:700}`,
      body: `<header class="top" style="border-color:#222"><b style="color:#ed1c24">Bitdefender</b><nav><a href="#">Home</a><a href="#">Business</a><a href="#">Support</a></nav></header>
<div class="wrap"><h1>Black Friday: Up to 60% off</h1><p>Offer valid until 2 December 2025. Prices include VAT.</p><div class="grid">
<div class="card"><h3>Total Security</h3><p>5 devices · 1 year</p><p><s>£74.99</s> <span class="p">£29.99</span></p><a class="btn" href="#">Buy now</a></div>
<div class="card"><h3>Premium Security</h3><p>10 devices · unlimited VPN</p><p><s>£119.99</s> <span class="p">£47.99</span></p><a class="btn" href="#">Buy now</a></div>
<div class="card"><h3>Ultimate Security</h3><p>Identity theft protection</p><p><s>£149.99</s> <span class="p">£69.99</span></p><a class="btn" href="#">Buy now</a></div></div>
<p class="muted">Subscriptions renew automatically at the standard price. You can switch off auto-renewal at any time in Bitdefender Central.</p></div>`,
    }),
  },
  {
    id: 'w-clean-news-ponzi-collapse-ng',
    label: 'clean',
    kind: 'scam-explainer',
    url: 'https://www.lagosledger.ng/business/2025/04/17/cbex-collapse-what-investors-should-know/',
    body: article({
      lang: 'en-NG',
      title: 'CBEX collapse: What investors should know before the next “AI trading” scheme | Lagos Ledger',
      site: 'Lagos Ledger',
      accent: '#15803d',
      byline: 'By Chinedu Okafor · Business · April 17, 2025',
      body: `<p>Thousands of Nigerians are counting losses after the crypto trading platform CBEX froze withdrawals, with investors told to deposit additional funds to “unlock” their balances. The platform had promised returns of up to 100 per cent within a month through so-called AI arbitrage.</p>
<p>The Securities and Exchange Commission (SEC) had earlier warned that the platform was not registered to operate in Nigeria. Economists say the pattern — unrealistic returns, referral bonuses and pressure to recruit friends — mirrors MMM Nigeria, which collapsed in 2016.</p>
<h2>Red flags</h2><ul><li>Guaranteed daily or monthly returns</li><li>Bonuses for bringing in new members</li><li>Withdrawals that require an extra “tax” or “verification” payment</li><li>Celebrity endorsements you cannot verify</li></ul>
<p>The SEC urged the public to verify the registration status of investment operators on its website before investing.</p>`,
    }),
  },
];
