import type { Entry } from '../entry.js';
import { doc, analytics, beacon, html, js, jsonRoute, footer } from '../parts/zm-kit.js';

// Benign: docs and blogs with scary code, help articles, security write-ups quoting attack strings.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const blogCss = `header{padding:16px 40px;border-bottom:1px solid #eee}article{max-width:760px;margin:30px auto;padding:0 20px;font-size:17px}pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:6px;overflow:auto;font-size:13px}code{font-family:Menlo,Consolas,monospace}.copy{float:right;font-size:12px}`;

export const entries: Entry[] = [
  {
  id: 'zm-clean-docs-installer-irm-iex',
  label: 'clean',
  kind: 'dev-docs',
  url: 'https://fastpkg.dev/docs/install',
  body: doc({
    title: 'Installation – fastpkg, a package manager for Windows',
    css: blogCss,
    body: `<header><b>fastpkg</b> · Docs · Packages · GitHub</header><article><h1>Installing fastpkg</h1><p>Open a <b>non-admin</b> PowerShell terminal and run:</p>
<pre><button class="copy" data-c="Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser; irm https://get.fastpkg.dev | iex">Copy</button><code>Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser
irm https://get.fastpkg.dev | iex</code></pre>
<p>Prefer to inspect the script first? Download it, read it, then run it:</p><pre><code>irm https://get.fastpkg.dev -OutFile install.ps1
notepad .\\install.ps1
.\\install.ps1 -InstallDir 'D:\\Tools\\fastpkg'</code></pre>
<h2>Uninstall</h2><pre><code>fastpkg uninstall fastpkg -p</code></pre><p>See <a href="/docs/faq">FAQ</a> if your antivirus quarantines shims.</p></article>
<script>document.querySelectorAll('.copy').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(b.dataset.c);b.textContent='Copied!'}})</script>`,
  }),
},
  {
  id: 'zm-clean-help-bank-phishing-es',
  label: 'clean',
  kind: 'help-article',
  url: 'https://www.bbva.es/general/seguridad/fraude/sms-y-correos-fraudulentos.html',
  body: doc({
    lang: 'es',
    title: 'Cómo detectar el phishing y el smishing | BBVA',
    css: `header{background:#072146;color:#fff;padding:20px 32px}article{max-width:760px;margin:30px auto;padding:0 20px}.ex{border:1px dashed #999;padding:12px;background:#f8f8f8;font-family:monospace}`,
    body: `<header>BBVA · Seguridad</header><article><h1>Cómo detectar el phishing y el smishing</h1><p>Los ciberdelincuentes se hacen pasar por BBVA para robar tus claves. Un ejemplo real de SMS fraudulento:</p>
<div class="ex">BBVA: Hemos bloqueado tu tarjeta por un intento de compra no reconocido. Verifica tu identidad: bbva-clientes-verificacion[.]com</div>
<h2>Recuerda</h2><ul><li>BBVA nunca te pedirá por SMS, email o teléfono tus claves, el código de firma ni los datos completos de tu tarjeta.</li><li>Accede siempre escribiendo bbva.es o desde la app oficial.</li><li>Si has facilitado tus datos, llama al 91 224 94 26 y bloquea tu tarjeta desde la app.</li></ul>
<p><a href="https://www.bbva.es/personas.html">Acceso clientes</a></p></article>`,
  }),
},
  {
  id: 'zm-clean-help-it-password-reset-university',
  label: 'clean',
  kind: 'help-article',
  url: 'https://it.westbrook-college.edu/kb/reset-your-password',
  body: doc({
    title: 'How to reset your Westbrook password | IT Service Desk',
    css: `header{background:#4b2e83;color:#fff;padding:16px 32px}article{max-width:760px;margin:30px auto;padding:0 20px}.n{background:#fff6d6;padding:12px}`,
    body: `<header>Westbrook College · IT Service Desk · Knowledge Base</header><article><h1>How to reset your Westbrook password</h1><ol><li>Go to <a href="https://login.westbrook-college.edu/reset">login.westbrook-college.edu/reset</a>.</li><li>Enter your NetID and the verification code sent to your registered phone.</li><li>Choose a new password: at least 14 characters; a passphrase such as <code>purple-kettle-river-2026</code> works well (don't use this one!).</li><li>Update the password on your phone's email app and on eduroam Wi-Fi.</li></ol>
<p class="n"><b>Phishing warning:</b> IT will never email you a link saying your mailbox is full or your password expires today. If you get one, forward it to phish@westbrook-college.edu and delete it.</p><p>Still stuck? Call x5000 or chat with us 8am–8pm.</p></article>`,
  }),
},
  {
  id: 'zm-clean-qa-clipboard-api-question',
  label: 'clean',
  kind: 'dev-qa',
  url: 'https://devanswers.community/questions/88412/copy-text-to-clipboard-without-user-click',
  body: doc({
    title: 'javascript - Copy text to clipboard on button click - DevAnswers',
    css: blogCss + `.a{border-top:1px solid #ddd;padding-top:14px}.v{float:left;width:50px;text-align:center;font-size:20px;color:#666}`,
    body: `<header>DevAnswers · Questions · Tags · Users</header><article><h1>Copy text to clipboard on button click</h1><p>I want a "Copy" button next to code samples in my docs. <code>document.execCommand('copy')</code> is deprecated — what should I use?</p>
<div class="a"><div class="v">▲<br>412<br>▼</div><p>Use the async Clipboard API. It needs a secure context and a user gesture:</p><pre><code>${esc(`button.addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(code.textContent);
    button.textContent = 'Copied!';
  } catch (e) {
    // fallback for old browsers
    const ta = document.createElement('textarea');
    ta.value = code.textContent; document.body.appendChild(ta);
    ta.select(); document.execCommand('copy'); ta.remove();
  }
});`)}</code></pre><p>Note: browsers block clipboard writes that aren't triggered by the user, which also limits abuse by malicious pages.</p></div></article>`,
  }),
},
];
