import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, fileRoute, beepWav, pngRoute } from '../parts/e-bin.js';
import { page, msLogo, badge, baseSiteCss, siteShell } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-microsoft-support-contact-own-domain',
  label: 'clean',
  kind: 'support-page-phone-numbers',
  url: 'https://support.microsoft.com/en-gb/topic/contact-microsoft-support-for-business-f9a0e8c3-0a1c-4f8b-9c1a-2d4c5e6f7a8b',
  body: page({
    title: 'Contact Microsoft support for business - Microsoft Support',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#262626;line-height:1.6}
.hd{border-bottom:1px solid #e6e6e6;padding:12px 24px;display:flex;align-items:center;gap:18px}
main{max-width:860px;margin:24px auto;padding:0 20px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:8px;border-bottom:1px solid #e6e6e6}
.note{background:#fff4ce;border-left:4px solid #797673;padding:12px 16px;margin:18px 0}`,
    body: `<div class="hd">${msLogo}<span style="font-weight:600">Support</span></div>
<main>
<h1>Contact Microsoft support for business</h1>
<p>If you're an admin of a Microsoft 365 for business subscription, you can get help by signing in to the Microsoft 365 admin centre and selecting <b>Help &amp; support</b>. You can also call us on the numbers below.</p>
<table><tr><th>Country</th><th>Phone</th><th>Hours</th></tr><tr><td>United Kingdom</td><td>0800 032 6417</td><td>Mon–Fri 9am–5pm</td></tr><tr><td>Ireland</td><td>1800 930 966</td><td>Mon–Fri 9am–5pm</td></tr><tr><td>United States</td><td>(800) 865-9408</td><td>24 hours</td></tr><tr><td>Canada</td><td>(800) 865-9408</td><td>24 hours</td></tr><tr><td>Australia</td><td>1800 197 503</td><td>Mon–Fri 9am–5pm AEST</td></tr></table>
<div class="note"><b>Tech support scams:</b> Microsoft doesn't display error or warning messages with phone numbers in your web browser, and we never make unsolicited calls to fix your computer. If a pop-up says your computer is blocked and asks you to call a number, close the browser. <a href="https://support.microsoft.com/windows/protect-yourself-from-tech-support-scams-2ebf91bd-f94c-2a8a-e541-f5c800d18435">Protect yourself from tech support scams</a>.</div>
</main>`,
  }),
},
];
