import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, tag, cookieBar, baseCss } from '../parts/w-kit.js';
import { apk, fileRoute, pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'w-clean-vendor-install-winget-copy-button',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://www.notepadnext-editor.org/install/windows',
    body: doc({
      title: 'Install NotepadNext on Windows – NotepadNext',
      css: baseCss('#16a34a', 'Inter,Segoe UI,sans-serif') + `pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:8px;position:relative}pre button{position:absolute;right:8px;top:8px;background:#334155;color:#fff;border:0;border-radius:4px;padding:4px 10px;font-size:12px}`,
      body: `<header class="top"><b>NotepadNext</b><nav><a href="/">Home</a><a href="/install/windows">Install</a><a href="/docs">Docs</a><a href="https://github.com/">GitHub</a></nav></header>
<div class="wrap" style="max-width:760px"><h1>Install on Windows</h1><p>NotepadNext is a free, open-source cross-platform reimplementation of Notepad++. Pick whichever method you prefer.</p>
<h2>Option 1: winget (recommended)</h2><p>Open <b>Terminal</b> or <b>PowerShell</b> and run:</p><pre><code id="c1">winget install --id dail8859.NotepadNext -e</code><button data-copy="c1">Copy</button></pre>
<h2>Option 2: Scoop</h2><pre><code id="c2">scoop bucket add extras
scoop install notepadnext</code><button data-copy="c2">Copy</button></pre>
<h2>Option 3: Installer</h2><p><a class="btn" href="/releases/v0.12/NotepadNext-v0.12-Installer.exe">Download NotepadNext-v0.12-Installer.exe</a> <span class="muted">SHA-256 published on the releases page · signed by SignPath Foundation</span></p></div>
<footer>NotepadNext is licensed under GPL-3.0 · <a href="#">Changelog</a><a href="#">Report a bug</a></footer>`,
      scripts: `<script>document.querySelectorAll('[data-copy]').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.copy).textContent).then(function(){b.textContent='Copied!';setTimeout(function(){b.textContent='Copy'},1500)})}})</script>`,
    }),
    routes: { 'www.notepadnext-editor.org/releases/v0.12/NotepadNext-v0.12-Installer.exe': fileRoute(pe({ strings: ['NotepadNext', 'SignPath Foundation', 'NSIS'] }), 'application/octet-stream', 'NotepadNext-v0.12-Installer.exe') },
  },
  {
    id: 'w-clean-creator-giveaway-gleam-style',
    label: 'clean',
    kind: 'real-sweepstakes',
    url: 'https://www.pixelpaladin.tv/giveaway/rtx-5070-december',
    body: doc({
      title: 'December RTX 5070 Giveaway – PixelPaladin',
      css: baseCss('#9333ea', 'Inter,Arial,sans-serif', '#0f0f17', '#eee') + `.card{background:#1a1a28;border-color:#2a2a3f}.e{display:flex;justify-content:space-between;align-items:center;padding:10px;border-bottom:1px solid #2a2a3f}`,
      body: `<header class="top" style="border-color:#222"><b>PixelPaladin</b><nav><a href="#">Videos</a><a href="#">Builds</a><a href="#">Merch</a><a href="#">Giveaways</a></nav></header>
<div class="wrap" style="max-width:640px"><h1>🎁 December RTX 5070 Giveaway</h1><p>Thanks for 500K subs! One winner gets an ASUS RTX 5070 Prime, sponsored by our friends at a PC parts retailer. Worldwide where shipping is possible.</p>
<div class="card"><p><b>Ways to enter</b> — ends 24 Dec 2025, 23:59 GMT</p><div class="e">Subscribe on YouTube <button class="btn">+1</button></div><div class="e">Join the Discord <button class="btn">+1</button></div><div class="e">Enter with email <button class="btn">+1</button></div></div>
<p class="muted">Free to enter, no purchase necessary. Winner drawn at random and announced on stream; we’ll only contact you from @PixelPaladin on YouTube or via the email you enter. We will never ask for a shipping fee, card details or your password. Full rules below.</p>
<details><summary>Official rules</summary><p>Entrants must be 18+ or have parental consent. One entry per method per person. The prize cannot be exchanged for cash. Sponsor ships the prize directly to the winner.</p></details></div>`,
    }),
  },
  {
    id: 'w-clean-local-pc-repair-remote-support',
    label: 'clean',
    kind: 'local-business',
    url: 'https://www.bytefixcomputers.com.au/remote-support',
    body: doc({
      lang: 'en-AU',
      title: 'Remote Support – ByteFix Computer Repairs, Geelong',
      css: baseCss('#0369a1', 'Arial,sans-serif'),
      body: `<header class="top"><b style="color:#0369a1">ByteFix Computer Repairs</b><nav><a href="#">Services</a><a href="#">Pricing</a><a href="/remote-support">Remote Support</a><a href="#">Contact</a></nav></header>
<div class="wrap" style="max-width:760px"><h1>Remote Support</h1><p>Already booked a session with one of our technicians? Download our remote support tool and read the 9-digit ID to your technician when they call you at the booked time.</p>
<p><a class="btn" href="https://get.teamviewer.com/bytefix">Download ByteFix QuickSupport</a></p>
<p><b>Please note:</b> we will only ever connect to your PC during a session you booked yourself. We never cold-call, and we never ask you to buy gift cards. If someone claiming to be from “Microsoft” or your bank asks you to install remote software, hang up.</p>
<h2>Pricing</h2><p>$65 for the first 30 minutes, then $25 per 15 minutes. Invoices are emailed after the session; pay by card or bank transfer.</p>
<p>Call us: (03) 5221 8890 · Mon–Fri 9am–5pm · 112 Moorabool St, Geelong VIC 3220</p></div>
<footer>ByteFix Pty Ltd · ABN 41 623 118 904 · <a href="#">Privacy</a><a href="#">Google reviews ★4.8</a></footer>`,
    }),
    routes: { 'get.teamviewer.com/bytefix': fileRoute(pe({ strings: ['TeamViewer Germany GmbH', 'TeamViewer QuickSupport', 'ByteFix'] }), 'application/octet-stream', 'TeamViewerQS_bytefix.exe') },
  },
  {
    id: 'w-clean-own-toll-agency-pay-invoice',
    label: 'clean',
    kind: 'own-payment',
    url: 'https://www.e-zpassny.com/vector/violations/violNoticeInquiry.do?locale=en_US&from=Home',
    body: doc({
      title: 'E-ZPass New York Service Center - Pay a Toll Bill',
      css: baseCss('#4b2e83', 'Arial,sans-serif'),
      body: `<header class="top"><b style="color:#4b2e83">E-ZPass New York</b><nav><a href="#">Sign Up</a><a href="#">Pay a Toll Bill</a><a href="#">My Account</a><a href="#">Help</a></nav></header>
<div class="wrap" style="max-width:700px"><h1>Pay a Toll Bill / Notice</h1><p>Enter the Notice or Violation number and the license plate exactly as shown on your paper Toll Bill.</p>
<form method="post" action="/vector/violations/violNoticeInquiry.do"><label>Toll Bill / Notice Number</label><input name="noticeNumber"><label>License Plate Number</label><input name="plateNumber"><label>Plate State</label><select name="state"><option>NY</option><option>NJ</option><option>PA</option><option>CT</option></select><button class="btn" style="margin-top:12px">Search</button></form>
<p class="muted">E-ZPass NY never sends text messages requesting payment for unpaid tolls. If you received a text with a link, do not click it. Report it to reportfraud.ftc.gov.</p></div>
<footer>© 2025 E-ZPass New York Service Center · <a href="#">Privacy Policy</a><a href="#">Accessibility</a></footer>`,
    }),
  },
];
