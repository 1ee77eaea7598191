import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute, gtag, cookieBar, baseCss } from '../parts/r-kit.js';
import { jsRoute, cssRoute } from '../parts/e-bin.js';

const copyJs = `document.querySelectorAll('pre').forEach(function(p){var b=document.createElement('button');b.className='cp';b.textContent='Copy';b.onclick=function(){navigator.clipboard.writeText(p.querySelector('code').innerText).then(function(){b.textContent='Copied!';setTimeout(function(){b.textContent='Copy'},1500)})};p.appendChild(b);});`;
const docsCss = baseCss + `body{display:flex;min-height:100vh}aside{width:250px;background:#f7f7f9;border-right:1px solid #e5e5ea;padding:20px;font-size:14px}aside a{display:block;color:#333;text-decoration:none;padding:4px 0}main{flex:1;max-width:820px;padding:30px 50px}
pre{position:relative;background:#1e1e2e;color:#cdd6f4;padding:14px;border-radius:6px;overflow:auto;font-size:13px}.cp{position:absolute;top:6px;right:6px;background:#444;color:#fff;border:0;border-radius:4px;padding:3px 8px;font-size:12px}.note{background:#eef6ff;border-left:4px solid #3b82f6;padding:10px 14px}`;

export const entries: Entry[] = [
{
  id: 'r-clean-docs-cli-install-curl-irm',
  label: 'clean',
  kind: 'docs',
  url: 'https://docs.fluxctl.dev/getting-started/installation/',
  body: doc({ title: 'Installation — fluxctl documentation', css: docsCss },
`<aside><b>fluxctl</b> <small>v0.18</small><hr><a href="/getting-started/">Getting started</a><a href="/getting-started/installation/"><b>Installation</b></a><a href="/getting-started/quickstart/">Quickstart</a><a href="/reference/cli/">CLI reference</a><a href="/reference/config/">Configuration</a><a href="/faq/">FAQ</a></aside>
<main><h1>Installation</h1><p>fluxctl ships as a single static binary. Pick the method that suits your platform.</p>
<h2>macOS and Linux</h2><p>The install script detects your OS and architecture, downloads the release from GitHub, verifies its SHA-256 checksum and places it in <code>~/.fluxctl/bin</code>.</p>
<pre><code>curl -fsSL https://get.fluxctl.dev/install.sh | sh</code></pre>
<h2>Windows</h2><p>Open <b>PowerShell</b> (no administrator rights needed) and run:</p>
<pre><code>irm https://get.fluxctl.dev/install.ps1 | iex</code></pre>
<p>Alternatively use a package manager:</p><pre><code>winget install Fluxctl.Fluxctl
scoop bucket add fluxctl https://github.com/fluxctl/scoop-bucket
scoop install fluxctl</code></pre>
<div class="note"><b>Security note:</b> piping a script into a shell runs it with your privileges. If you prefer, download <a href="https://github.com/fluxctl/fluxctl/releases">the release archive</a>, check the signature with <code>cosign verify-blob</code>, and install manually. Never run commands that a random website asks you to paste into the Run dialog.</div>
<h2>Verify the install</h2><pre><code>fluxctl version
# fluxctl 0.18.2 (commit 7a1c9e0, built 2025-10-28)</code></pre>
<p><a href="/getting-started/quickstart/">Next: Quickstart →</a></p>
<footer style="font-size:12px;color:#888;margin-top:40px">Edit this page on GitHub · Apache-2.0 · Built with MkDocs Material</footer></main>
<script>${copyJs}</script>`),
},
{
  id: 'r-clean-blog-sysadmin-winupdate-powershell',
  label: 'clean',
  kind: 'blog',
  url: 'https://www.techpatch-notes.com/2025/10/fix-windows-update-error-0x80070002/',
  body: doc({ title: 'How to fix Windows Update error 0x80070002 (2025 guide) – TechPatch Notes', css: baseCss + `header{background:#111;color:#fff;padding:14px 8%}article{max-width:760px;margin:30px auto;padding:0 16px}pre{position:relative;background:#012456;color:#eee;padding:14px;border-radius:4px;overflow:auto}.cp{position:absolute;top:6px;right:6px;background:#345;color:#fff;border:0;padding:3px 8px}
.ad{background:#f4f4f4;border:1px dashed #ccc;text-align:center;padding:30px;color:#999;margin:20px 0}aside.box{background:#fff8e1;border:1px solid #f0d58a;padding:12px}`, head: gtag('G-TPN4412') },
`<header><b>TechPatch Notes</b> · Windows · Linux · Networking</header>
<article><h1>How to fix Windows Update error 0x80070002</h1><p><small>By Daniel Okafor · Updated 14 October 2025 · 6 min read</small></p>
<p>Error 0x80070002 ("The system cannot find the file specified") usually means the Windows Update cache is corrupt. The fix below resets the update components. It takes about five minutes.</p>
<aside class="box">Before you start: create a restore point. These commands need an <b>elevated</b> PowerShell: right-click Start → <b>Terminal (Admin)</b>.</aside>
<h2>Step 1 – Stop the services</h2><pre><code>Stop-Service -Name wuauserv, bits, cryptsvc -Force</code></pre>
<h2>Step 2 – Rename the cache folders</h2><pre><code>Rename-Item C:\\Windows\\SoftwareDistribution SoftwareDistribution.old
Rename-Item C:\\Windows\\System32\\catroot2 catroot2.old</code></pre>
<h2>Step 3 – Repair system files</h2><pre><code>DISM /Online /Cleanup-Image /RestoreHealth
sfc /scannow</code></pre>
<h2>Step 4 – Start the services again</h2><pre><code>Start-Service -Name wuauserv, bits, cryptsvc</code></pre>
<div class="ad">Advertisement</div>
<p>You can also open the Run dialog (<b>Win + R</b>), type <code>ms-settings:windowsupdate</code> and press Enter to go straight to Windows Update and click <i>Check for updates</i>.</p>
<p><b>A word of warning:</b> we've seen fake "fix" pages and fake CAPTCHAs telling people to paste commands into Win+R. Only run commands you understand, from a source you trust — and never ones a website put on your clipboard without asking.</p>
<h3>Comments (23)</h3><p><b>Marta</b>: Step 2 did it for me, thanks!</p></article>
<script>${copyJs}</script>`),
},
{
  id: 'r-clean-blog-travel-it',
  label: 'clean',
  kind: 'blog',
  url: 'https://www.zainoeborraccia.it/2025/09/sentiero-degli-dei-guida/',
  body: doc({ lang: 'it', title: 'Sentiero degli Dei: guida completa, consigli e mappa | Zaino e Borraccia', css: baseCss + `body{background:#fffdf8}header{text-align:center;padding:26px;border-bottom:1px solid #eee}article{max-width:720px;margin:auto;padding:20px}img{max-width:100%;border-radius:6px}.meta{color:#888;font-size:14px}`, head: gtag('G-ZB77120') },
`<header><h2 style="margin:0">Zaino e Borraccia</h2><small>Trekking, viaggi lenti e cucina di montagna</small></header>
<article><h1>Sentiero degli Dei: la guida completa</h1><p class="meta">di Giulia Ferraro · 12 settembre 2025 · 9 commenti</p><img src="/wp-content/uploads/2025/09/positano.png" width="720" height="360" alt="Vista su Positano">
<p>Il Sentiero degli Dei collega Bomerano (Agerola) a Nocelle, sopra Positano. Sono circa 7,8 km con 500 metri di dislivello in discesa: adatto a tutti con un minimo di allenamento.</p>
<h2>Come arrivare</h2><p>Da Amalfi prendete il bus SITA per Agerola (circa 40 minuti). Il biglietto si compra in tabaccheria o sull'app.</p><h2>Quando andare</h2><p>Primavera e inizio autunno sono perfetti. D'estate partite all'alba e portate almeno due litri d'acqua.</p>
<h2>Cosa portare</h2><ul><li>Scarpe da trekking</li><li>Cappello e crema solare</li><li>Contanti per il limoncello a Nocelle 🍋</li></ul>
<p>Iscriviti alla newsletter per ricevere la mappa GPX gratuita!</p><form action="/newsletter" method="post"><input type="email" name="email" placeholder="La tua email"> <button>Iscriviti</button></form></article>
${cookieBar('Questo sito utilizza cookie tecnici e di terze parti.', 'Accetta')}`),
  routes: { 'www.zainoeborraccia.it/wp-content/uploads/2025/09/positano.png': imgRoute(90, 150, 200) },
},
{
  id: 'r-clean-help-google-change-password',
  label: 'clean',
  kind: 'help-article',
  url: 'https://support.google.com/accounts/answer/41078?hl=en&co=GENIE.Platform%3DDesktop&r=1',
  body: doc({ title: 'Change or reset your password - Computer - Google Account Help', css: baseCss + `body{font-family:Roboto,Arial,sans-serif}.h{border-bottom:1px solid #ddd;padding:14px 8%}main{max-width:760px;margin:20px auto;padding:0 16px}` },
`<div class="h"><b>Google Account Help</b></div><main><h1>Change or reset your password</h1><p>You can change your password for security reasons or reset it if you forget it. Your Google Account password is used to access many Google products, like Gmail and YouTube.</p>
<h2>Change your password</h2><ol><li>Open your <a href="https://myaccount.google.com/">Google Account</a>. You might need to sign in.</li><li>Under "Security," select <b>Signing in to Google</b>.</li><li>Choose <b>Password</b>. You might need to sign in again.</li><li>Enter your new password, then select <b>Change Password</b>.</li></ol>
<h2>Reset your password</h2><p>Follow the steps to <a href="https://accounts.google.com/signin/recovery">recover your account</a>. You'll be asked some questions to confirm it's your account.</p>
<p><b>Tip:</b> Google will never ask for your password in an email, text, or phone call. Learn how to <a href="/mail/answer/8253">avoid and report phishing</a>.</p>
<p>Was this helpful? <button>Yes</button> <button>No</button></p></main>`),
},
{
  id: 'r-clean-help-microsoft-tech-support-scams',
  label: 'clean',
  kind: 'help-article',
  url: 'https://support.microsoft.com/en-us/windows/protect-yourself-from-tech-support-scams-2ebf91bd-f94c-2a8a-e541-f5c800d18435?r=1',
  body: doc({ title: 'Protect yourself from tech support scams - Microsoft Support', css: baseCss + `body{font-family:"Segoe UI",sans-serif}.h{background:#f2f2f2;padding:12px 8%}main{max-width:780px;margin:20px auto;padding:0 16px}.ex{border:2px solid #c00;padding:10px;background:#fff5f5}` },
`<div class="h"><b>Microsoft</b> | Support</div><main><h1>Protect yourself from tech support scams</h1>
<p>Tech support scams are an industry-wide issue where scammers use scare tactics to trick you into paying for unnecessary technical support services.</p>
<div class="ex"><b>Example of a scam message:</b> "WARNING! Your computer has been infected with a virus. Call Microsoft Support at 1-8XX-XXX-XXXX immediately." Pages like this may go full-screen, play audio and try to stop you from closing the browser.</div>
<h2>What to know</h2><ul><li>Microsoft does not send unsolicited email messages or make unsolicited phone calls to request personal or financial information, or to provide technical support to fix your computer.</li><li>Error and warning messages from Microsoft never include a phone number.</li><li>Never give control of your computer to a third party unless you can confirm it's a legitimate representative.</li></ul>
<h2>If you see a pop-up</h2><p>Press <b>Ctrl + Shift + Esc</b> to open Task Manager and end the browser task, or restart your PC. Then run a scan with Microsoft Defender.</p>
<p><a href="https://www.microsoft.com/reportascam">Report a tech support scam</a></p></main>`),
},
{
  id: 'r-clean-help-metamask-srp-safety',
  label: 'clean',
  kind: 'help-article',
  url: 'https://support.metamask.io/privacy-and-security/basic-safety-and-security-tips-for-metamask/?r=1',
  body: doc({ title: 'Basic safety and security tips for MetaMask | MetaMask Help Center', css: baseCss + `header{background:#fff;border-bottom:1px solid #eee;padding:14px 8%;color:#f6851b;font-weight:700}main{max-width:780px;margin:20px auto;padding:0 16px}.w{background:#fff4e5;border-left:4px solid #f6851b;padding:12px}` },
`<header>🦊 MetaMask Help Center</header><main><h1>Basic safety and security tips for MetaMask</h1>
<div class="w"><b>Never share your Secret Recovery Phrase.</b> Not with anyone, for any reason. MetaMask Support will never ask for it. Anyone who has your SRP can take all of your funds.</div>
<h2>Common scams</h2><ul><li><b>"Wallet validation" or "synchronisation" sites</b> asking you to type your 12 or 24 words. There is no such thing as wallet validation.</li><li><b>Fake airdrops and free mints</b> that ask you to sign permits or <code>setApprovalForAll</code> transactions. Read what you sign.</li><li><b>Impersonators in Discord/Telegram DMs</b> offering "support".</li></ul>
<h2>Review token approvals</h2><p>Periodically check which contracts can spend your tokens and revoke the ones you no longer use.</p>
<p>Still need help? <a href="/contact">Start a conversation</a> from this site only.</p></main>`),
},
];
