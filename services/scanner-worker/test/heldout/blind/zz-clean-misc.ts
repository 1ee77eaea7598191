// Clean: package pages, real download pages, bot checks, shorteners, Blob exports, token pages, imprint (author zz).
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { pe, fileRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, GH_CSS, GH_MARK, GH_FOOT, NPM_LOGO, FONT, esc } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-npmjs-package-page-quellwerk-cli',
  label: 'clean',
  kind: 'package-page',
  url: 'https://www.npmjs.com/package/@quellwerk/cli',
  body: doc({
    title: '@quellwerk/cli - npm',
    head: `<style>body{margin:0;font-family:"Source Sans Pro",${FONT};color:#333}.top{height:10px;background:linear-gradient(139deg,#fb8817,#ff4b01,#c12127,#e02aff)}
.nav{display:flex;align-items:center;gap:16px;padding:10px 32px;border-bottom:1px solid #eee}.nav input{flex:1;background:#f2f2f2;border:0;padding:10px;font-size:15px}
.w{max-width:1100px;margin:24px auto;display:grid;grid-template-columns:1fr 320px;gap:30px;padding:0 24px}pre{background:#f7f7f7;padding:12px;border-radius:4px;overflow:auto}
.side h3{font-size:14px;color:#757575;margin:18px 0 4px}.inst{border:1px solid #ccc;border-radius:4px;padding:8px 10px;font-family:monospace;cursor:pointer}</style>`,
    body: `<div class="top"></div><div class="nav">${NPM_LOGO}<input placeholder="Search packages"><a href="/signup">Sign Up</a><a href="/login">Sign In</a></div>
<div class="w"><div><h1 style="margin:0">@quellwerk/cli</h1><p style="color:#757575">3.8.2 • Public • Published 6 days ago</p>
<h2>Quellwerk CLI for Node.js</h2><p>Official JavaScript wrapper around the <code>qw</code> CLI. Downloads the matching <code>qw</code> binary from <code>releases.quellwerk.io</code> on first use and verifies its checksum.</p>
<pre>${esc(`npm install -g @quellwerk/cli
qw auth login
qw pipeline watch`)}</pre>
<p>Prefer not to use npm? See <a href="https://docs.quellwerk.io/cli/install/">other install methods</a>, including <code>curl -fsSL https://get.quellwerk.io/cli | sh</code>.</p>
<h3>Provenance</h3><p>Built and signed on Quellwerk Pipelines · Source commit <code>4e1a9c2</code> · Build file <code>.quellwerk/release.yml</code></p></div>
<div class="side"><h3>Install</h3><div class="inst" onclick="navigator.clipboard.writeText('npm i @quellwerk/cli')">› npm i @quellwerk/cli</div>
<h3>Repository</h3><a href="https://quellwerk.io/quellwerk/cli">quellwerk.io/quellwerk/cli</a><h3>Weekly Downloads</h3><b>48,302</b><h3>Version</h3>3.8.2<h3>License</h3>Apache-2.0<h3>Unpacked Size</h3>41.2 kB<h3>Collaborators</h3>quellwerk-bot, lhartmann</div></div>`,
  }),
},

{
  id: 'zz-pypi-project-page-quellwerk-sdk',
  label: 'clean',
  kind: 'package-page',
  url: 'https://pypi.org/project/quellwerk-sdk/',
  body: doc({
    title: 'quellwerk-sdk · PyPI',
    head: `<style>body{margin:0;font-family:"Source Sans 3",Helvetica,Arial,sans-serif;color:#464646}.hdr{background:#006dad;color:#fff;padding:14px 40px;font-weight:700;font-size:20px}
.banner{background:#f3f3f3;padding:30px 40px;border-bottom:1px solid #ddd}.pip{display:inline-block;background:#fff;border:1px solid #ccc;padding:8px 12px;font-family:monospace}
.w{max-width:1100px;margin:24px auto;display:grid;grid-template-columns:260px 1fr;gap:30px;padding:0 24px}.side h6{font-size:13px;margin:16px 0 4px;text-transform:uppercase;color:#777}pre{background:#f5f5f5;padding:12px}</style>`,
    body: `<div class="hdr">PyPI</div><div class="banner"><h1 style="margin:0">quellwerk-sdk 2.11.0</h1><p class="pip">pip install quellwerk-sdk <button onclick="navigator.clipboard.writeText('pip install quellwerk-sdk')">📋</button></p><p>Released: Oct 17, 2025</p><p>Python client for the Quellwerk REST and GraphQL APIs</p></div>
<div class="w"><div class="side"><h6>Navigation</h6><a href="#description">Project description</a><br><a href="/project/quellwerk-sdk/#history">Release history</a><br><a href="/project/quellwerk-sdk/#files">Download files</a>
<h6>Verified details</h6><p>✔ Repository: quellwerk.io/quellwerk/python-sdk<br>✔ Published via Trusted Publishing</p><h6>Meta</h6><p>License: MIT<br>Requires: Python &gt;=3.9<br>Maintainers: quellwerk</p></div>
<div id="description"><h2>Project description</h2><pre>${esc(`from quellwerk import Client

qw = Client(token=os.environ["QW_TOKEN"])
for job in qw.pipelines.jobs("nordlicht/payments-api", status="failed"):
    print(job.id, job.name, job.web_url)`)}</pre>
<p>Authenticate with a personal access token or a CI job token. Tokens are never logged.</p>
<h3>Installation</h3><pre>python -m pip install --upgrade quellwerk-sdk</pre></div></div>`,
  }),
},

{
  id: 'zz-vscode-download-page',
  label: 'clean',
  kind: 'installer-download-page',
  url: 'https://code.visualstudio.com/download',
  body: doc({
    title: 'Download Visual Studio Code - Mac, Linux, Windows',
    head: `<style>body{margin:0;font-family:"Segoe UI",${FONT};color:#1e1e1e}.nav{background:#2c2c32;color:#fff;padding:14px 40px;font-weight:600}.c{max-width:1100px;margin:40px auto;text-align:center}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:30px;margin-top:40px}.g div{padding:10px}.b{display:block;background:#0066b8;color:#fff;padding:12px;text-decoration:none;margin:14px 0 8px}.s a{margin:0 6px;font-size:13px}</style>`,
    body: `<div class="nav">Visual Studio Code</div><div class="c"><h1>Download Visual Studio Code</h1><p>Free and built on open source. Integrated Git, debugging and extensions.</p>
<div class="g"><div><div style="font-size:60px">⊞</div><a class="b" href="https://code.visualstudio.com/sha/download?build=stable&amp;os=win32-x64-user">Windows<br><small>Windows 10, 11</small></a><p class="s"><a href="https://code.visualstudio.com/sha/download?build=stable&amp;os=win32-x64-user">User Installer</a><a href="https://code.visualstudio.com/sha/download?build=stable&amp;os=win32-x64">System Installer</a><a href="https://code.visualstudio.com/sha/download?build=stable&amp;os=win32-x64-archive">.zip</a></p></div>
<div><div style="font-size:60px">🐧</div><a class="b" href="https://code.visualstudio.com/sha/download?build=stable&amp;os=linux-deb-x64">.deb<br><small>Debian, Ubuntu</small></a><a class="b" href="https://code.visualstudio.com/sha/download?build=stable&amp;os=linux-rpm-x64">.rpm<br><small>Red Hat, Fedora, SUSE</small></a></div>
<div><div style="font-size:60px"></div><a class="b" href="https://code.visualstudio.com/sha/download?build=stable&amp;os=darwin-universal">Mac<br><small>macOS 10.15+</small></a><p class="s"><a href="https://code.visualstudio.com/sha/download?build=stable&amp;os=darwin-universal">Universal</a><a href="https://code.visualstudio.com/sha/download?build=stable&amp;os=darwin">Intel chip</a><a href="https://code.visualstudio.com/sha/download?build=stable&amp;os=darwin-arm64">Apple silicon</a></p></div></div>
<p style="font-size:13px;color:#666">By downloading and using Visual Studio Code, you agree to the <a href="https://code.visualstudio.com/license">license terms</a> and <a href="https://go.microsoft.com/fwlink/?LinkID=521839">privacy statement</a>.</p></div>`,
  }),
},

{
  id: 'zz-quellwerk-desktop-installer-autostart',
  label: 'clean',
  kind: 'installer-download-page',
  url: 'https://quellwerk.io/download/desktop/thanks?os=windows',
  body: qwDoc({
    title: 'Thanks for downloading Quellwerk Desktop',
    head: `<meta http-equiv="refresh" content="2;url=https://releases.quellwerk.io/desktop/2.6.1/QuellwerkDesktopSetup-2.6.1-x64.exe">`,
    main: `<div class="content"><article>
<h1 style="margin-top:28px">Thanks for downloading Quellwerk Desktop!</h1>
<p>Your download should start automatically. If it doesn't, <a href="https://releases.quellwerk.io/desktop/2.6.1/QuellwerkDesktopSetup-2.6.1-x64.exe">download Quellwerk Desktop 2.6.1 for Windows (x64)</a>.</p>
<ol><li>Open <code>QuellwerkDesktopSetup-2.6.1-x64.exe</code> from your Downloads folder.</li><li>The installer is signed by <b>Quellwerk GmbH</b> (Authenticode, DigiCert). Windows shows this name in the prompt.</li><li>Sign in with your Quellwerk account in the browser window that opens.</li></ol>
<p>SHA-256: <code>b1f7c0e94a52d6e3a8f9c1b07d2e5a4f3c68e91d0a7b2c5f4e3d1a0b9c8e7f6d</code> · <a href="https://releases.quellwerk.io/desktop/2.6.1/SHA256SUMS">SHA256SUMS</a> · <a href="/download/desktop/release-notes">Release notes</a></p>
<p>Other platforms: <a href="https://releases.quellwerk.io/desktop/2.6.1/QuellwerkDesktop-2.6.1-universal.dmg">macOS (universal)</a> · <a href="https://releases.quellwerk.io/desktop/2.6.1/quellwerk-desktop_2.6.1_amd64.deb">Linux .deb</a> · <code>winget install Quellwerk.Desktop</code></p>
</article></div>`,
  }),
  routes: { 'releases.quellwerk.io/desktop/2.6.1/QuellwerkDesktopSetup-2.6.1-x64.exe': fileRoute(pe({ x64: true, strings: ['Quellwerk Desktop Setup', 'Quellwerk GmbH', 'Nullsoft Install System v3.10', 'https://quellwerk.io/desktop', 'Software\\Quellwerk\\Desktop'], size: 40960 }), 'application/x-msdownload', 'QuellwerkDesktopSetup-2.6.1-x64.exe') },
},

{
  id: 'zz-vscode-marketplace-quellwerk-extension',
  label: 'clean',
  kind: 'extension-store-page',
  url: 'https://marketplace.visualstudio.com/items?itemName=quellwerk.quellwerk-workflow',
  body: doc({
    title: 'Quellwerk Workflow - Visual Studio Marketplace',
    head: `<style>body{margin:0;font-family:"Segoe UI",${FONT};color:#1e1e1e;background:#fff}.hd{background:#f3f3f3;padding:30px 60px;display:flex;gap:24px}.ic{width:128px;height:128px;border-radius:8px;background:#0f5c4d;display:flex;align-items:center;justify-content:center}
.b{background:#107c10;color:#fff;border:0;padding:8px 18px;font-size:14px;cursor:pointer}.c{max-width:1000px;margin:24px 60px}pre{background:#f5f5f5;padding:10px}</style>`,
    body: `<div style="background:#2c2c32;color:#fff;padding:12px 40px">Visual Studio | Marketplace</div>
<div class="hd"><div class="ic">${QW_MARK.replace(/32/g, '96')}</div><div><h1 style="margin:0">Quellwerk Workflow</h1><p><a href="/publishers/quellwerk">Quellwerk</a> ✔ quellwerk.io | 212,408 installs | ★★★★☆ (96) | Free</p>
<p>Merge requests, pipelines and issues from Quellwerk inside VS Code.</p><button class="b" onclick="location.href='vscode:extension/quellwerk.quellwerk-workflow'">Install</button> <a href="https://quellwerk.io/quellwerk/vscode-extension">Repository</a></div></div>
<div class="c"><h2>Features</h2><ul><li>Review merge requests with inline comments</li><li>Watch pipeline status in the status bar, retry failed jobs</li><li>Browse issues and create branches from them</li></ul>
<h2>Setup</h2><p>Run <b>Quellwerk: Sign in</b> from the command palette. The extension uses OAuth on quellwerk.io; it never asks for your password.</p>
<p>Or install from the command line:</p><pre>code --install-extension quellwerk.quellwerk-workflow</pre>
<p style="font-size:13px;color:#666">Version 4.2.0 · Last updated 10/14/2025 · Identifier quellwerk.quellwerk-workflow</p></div>`,
  }),
},

{
  id: 'zz-registry-signup-hcaptcha',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://quellwerk.io/users/sign_up?plan=free',
  body: qwDoc({
    title: 'Create your account · Quellwerk',
    head: `<script src="https://js.hcaptcha.com/1/api.js?hl=en" async defer></script>`,
    top: QW_TOP(`<a class="btn" href="/users/sign_in">Sign in</a>`),
    main: `<div class="auth-wrap"><div class="auth-card"><div style="text-align:center">${QW_MARK}</div><h1 style="text-align:center">Create your free account</h1>
<form action="/users" method="post"><input type="hidden" name="authenticity_token" value="s1Fq8mZ3xT0rW6yV2bK9nP4c">
<label>Username</label><input type="text" name="new_user[username]" autocomplete="username"><label>Email</label><input type="email" name="new_user[email]" autocomplete="email"><label>Password</label><input type="password" name="new_user[password]" autocomplete="new-password" minlength="12">
<p style="font-size:12px;color:#5b6675">At least 12 characters. We check new passwords against known breaches.</p>
<div class="h-captcha" data-sitekey="3f5c1a9e-8b2d-4c7e-a0f6-91d2e8b4c3a7" style="margin:12px 0"></div>
<button class="btn btn-primary" type="submit">Create account</button></form>
<div class="sep">or</div><div class="sso"><a class="btn" href="/users/auth/github">Sign up with GitHub</a><a class="btn" href="/users/auth/google_oauth2">Sign up with Google</a></div></div></div>`,
  }),
  routes: { 'js.hcaptcha.com/1/api.js?hl=en': jsRoute(`/* hCaptcha api.js stub build */(function(){var els=document.querySelectorAll('.h-captcha');els.forEach(function(e){e.innerHTML='<div style="width:303px;height:78px;border:1px solid #d5d5d5;border-radius:4px;background:#fafafa;display:flex;align-items:center;gap:10px;padding:0 12px;font:14px Arial"><span style="width:26px;height:26px;border:2px solid #aaa;border-radius:4px;display:inline-block"></span>I am human<span style="margin-left:auto;font-size:10px;color:#555">hCaptcha<br>Privacy - Terms</span></div>';});window.hcaptcha={render:function(){return 0},getResponse:function(){return ''},reset:function(){}};})();`) },
},

{
  id: 'zz-audit-log-csv-blob-export',
  label: 'clean',
  kind: 'blob-export-app',
  url: 'https://quellwerk.io/nordlicht/-/settings/audit_events?from=2025-10-01&to=2025-10-21',
  body: qwDoc({
    title: 'Audit events · nordlicht · Quellwerk',
    top: QW_TOP(`<span style="font-size:13px;color:#5b6675">nordlicht</span>`),
    main: `<div class="content"><article>
<h1 style="margin-top:26px">Audit events</h1><p style="color:#5b6675">1 Oct 2025 – 21 Oct 2025 · 6 events shown</p>
<p><button class="btn" id="csv">Export as CSV</button> <button class="btn" id="json">Export as JSON</button></p>
<table id="t"><thead><tr><th>Time (UTC)</th><th>Actor</th><th>Action</th><th>Target</th><th>IP</th></tr></thead><tbody></tbody></table>
</article></div>
<script>
var ev=[["2025-10-21T09:12:44Z","lena.hartmann","member_role_changed","tomasz.w → Maintainer","91.64.20.11"],["2025-10-20T16:03:10Z","quellwerk-bot","deploy_token_rotated","payments-api / prod-deploy","10.0.4.7"],["2025-10-18T11:47:02Z","marek.nowak","protected_branch_updated","payments-api / main","185.23.7.40"],["2025-10-14T08:30:55Z","lena.hartmann","sso_enforced","nordlicht","91.64.20.11"],["2025-10-09T13:22:19Z","ana.costa","personal_access_token_created","ci-metrics (read_api)","177.92.3.18"],["2025-10-02T07:05:31Z","lena.hartmann","audit_stream_added","siem.nordlicht-software.de","91.64.20.11"]];
var tb=document.querySelector('#t tbody');ev.forEach(function(r){var tr=document.createElement('tr');r.forEach(function(c){var td=document.createElement('td');td.textContent=c;tr.appendChild(td)});tb.appendChild(tr);});
function dl(name,type,text){var b=new Blob([text],{type:type});var u=URL.createObjectURL(b);var a=document.createElement('a');a.href=u;a.download=name;document.body.appendChild(a);a.click();a.remove();setTimeout(function(){URL.revokeObjectURL(u)},1000);}
document.getElementById('csv').onclick=function(){var q=function(s){return '"'+String(s).replace(/"/g,'""')+'"'};dl('audit_events_nordlicht_2025-10-01_2025-10-21.csv','text/csv',['time,actor,action,target,ip'].concat(ev.map(function(r){return r.map(q).join(',')})).join('\\n'));};
document.getElementById('json').onclick=function(){dl('audit_events_nordlicht.json','application/json',JSON.stringify(ev.map(function(r){return {time:r[0],actor:r[1],action:r[2],target:r[3],ip:r[4]}}),null,2));};
</script>`,
  }),
},

{
  id: 'zz-quellwerk-impressum-jquery-fallback-de',
  label: 'clean',
  kind: 'support-page-with-phone',
  url: 'https://quellwerk.io/de/legal/imprint',
  body: qwDoc({
    lang: 'de',
    title: 'Impressum · Quellwerk',
    head: `<script src="https://code.jquery.com/jquery-3.7.1.min.js" integrity="sha256-/JqT3SQfawRcv/BIHPThkBvs0OEvtFFmqPF/lYI/Cxo=" crossorigin="anonymous"></script>
<script>window.jQuery || document.write('<script src="/assets/vendor/jquery-3.7.1.min.js"><\\/script>')</script>`,
    main: `<div class="content"><article>
<h1 style="margin-top:28px">Impressum</h1>
<p><b>Quellwerk GmbH</b><br>Torstraße 109<br>10119 Berlin<br>Deutschland</p>
<p>Telefon: +49 30 5683 7700<br>E-Mail: kontakt@quellwerk.io</p>
<p>Vertreten durch die Geschäftsführer: Dr. Katrin Albers, Jonas Reuter</p>
<p>Registergericht: Amtsgericht Charlottenburg<br>Registernummer: HRB 218844 B</p>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE 327 118 540</p>
<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2><p>Dr. Katrin Albers, Anschrift wie oben</p>
<h2>Streitschlichtung</h2><p>Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS) bereit. Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
<p class="js-only" style="display:none;font-size:13px;color:#5b6675">Support-Anfragen bitte über <a href="https://support.quellwerk.io">support.quellwerk.io</a>.</p>
</article></div>
<script>jQuery(function($){$('.js-only').show();});</script>`,
  }),
  routes: { 'quellwerk.io/assets/vendor/jquery-3.7.1.min.js': jsRoute(`/*! jQuery v3.7.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */(function(w){function J(s){var els=typeof s==='string'?document.querySelectorAll(s):[s];var o={show:function(){els.forEach(function(e){e.style.display=''});return o}};if(typeof s==='function'){document.readyState!=='loading'?s(J):document.addEventListener('DOMContentLoaded',function(){s(J)});}return o;}w.jQuery=w.$=J;})(window);`) },
},
];
