import { type Entry } from '../entry.js';
import { css, doc, js, text } from '../parts/h-parts.js';

const copyJs = `document.querySelectorAll('[data-copy]').forEach(function(b){b.addEventListener('click',function(){var t=document.getElementById(b.getAttribute('data-copy')).innerText;navigator.clipboard.writeText(t).then(function(){var o=b.textContent;b.textContent='Copied!';setTimeout(function(){b.textContent=o},1500)})})});`;

export const entries: Entry[] = [
  // h-ok-bun-install-powershell
{
  id: 'h-ok-bun-install-powershell',
  label: 'clean',
  kind: 'dev-install-docs',
  url: 'https://bun.com/docs/installation',
  body: doc({
    title: 'Installation – Bun Docs',
    css: `body{margin:0;background:#14151a;color:#e6e6e6;font-family:Inter,system-ui,sans-serif;display:flex}aside{width:250px;padding:24px;border-right:1px solid #2a2b33;font-size:14px}aside a{display:block;color:#aaa;margin:6px 0;text-decoration:none}main{max-width:800px;padding:30px 50px;line-height:1.6}.tabs{display:flex;gap:4px}.tabs span{padding:6px 12px;background:#22232b;border-radius:6px 6px 0 0;font-size:13px;cursor:pointer}.tabs span.on{background:#2e2f38;color:#fff}.cb{position:relative;background:#2e2f38;border-radius:0 6px 6px 6px;padding:14px 16px;font-family:"JetBrains Mono",monospace;font-size:14px}.cb button{position:absolute;right:8px;top:8px;background:#44454f;color:#ddd;border:0;border-radius:4px;padding:4px 8px;font-size:12px}code{background:#2e2f38;padding:1px 5px;border-radius:4px}`,
    body: `<aside><b>🥟 Bun</b><a href="#">Intro</a><a href="#"><b>Installation</b></a><a href="#">Quickstart</a><a href="#">TypeScript</a><a href="#">Runtime</a><a href="#">Package manager</a><a href="#">Bundler</a><a href="#">Test runner</a></aside>
<main><h1>Installation</h1><p>Bun ships as a single, dependency-free executable. You can install it via script, package manager, or Docker across macOS, Linux, and Windows.</p>
<div class="tabs"><span class="on" onclick="tab(0)">macOS &amp; Linux</span><span onclick="tab(1)">Windows</span><span onclick="tab(2)">npm</span><span onclick="tab(3)">Homebrew</span><span onclick="tab(4)">Docker</span></div>
<div class="cb"><pre id="c0" style="margin:0">curl -fsSL https://bun.com/install | bash</pre><pre id="c1" style="margin:0;display:none">powershell -c "irm bun.com/install.ps1 | iex"</pre><pre id="c2" style="margin:0;display:none">npm install -g bun</pre><pre id="c3" style="margin:0;display:none">brew install oven-sh/bun/bun</pre><pre id="c4" style="margin:0;display:none">docker pull oven/bun</pre><button id="cp">Copy</button></div>
<p>Linux users — the <code>unzip</code> package is required to install Bun. Use <code>sudo apt install unzip</code>. Kernel version 5.6 or higher is strongly recommended.</p>
<p>Windows users — Bun requires a minimum of Windows 10 version 1809. To install a specific version, pass it to the script: <code>iex "&amp; {$(irm https://bun.com/install.ps1)} -Version 1.3.2"</code></p>
<h2>Verify installation</h2><p>Run <code>bun --version</code>; if you see <i>command not found</i>, restart your terminal or add <code>~/.bun/bin</code> to your PATH.</p>
<h2>Upgrading</h2><div class="cb"><pre style="margin:0">bun upgrade</pre></div><h2>Uninstall</h2><p>Windows: <code>powershell -c ~\\.bun\\uninstall.ps1</code></p></main>
<script>var cur=0;function tab(i){document.getElementById('c'+cur).style.display='none';document.getElementById('c'+i).style.display='block';document.querySelectorAll('.tabs span').forEach(function(s,j){s.className=j==i?'on':''});cur=i}
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('c'+cur).innerText);this.textContent='Copied';var b=this;setTimeout(function(){b.textContent='Copy'},1200)};</script>`,
  }),
},
  // h-ok-rustup-curl-sh
{
  id: 'h-ok-rustup-curl-sh',
  label: 'clean',
  kind: 'dev-install-docs',
  url: 'https://rustup.rs/',
  body: doc({
    title: 'rustup.rs - The Rust toolchain installer',
    css: `body{margin:0;background:#fff;font-family:"Fira Sans",Helvetica,Arial,sans-serif;color:#222;text-align:center}main{max-width:720px;margin:60px auto}.ins{font-size:18px}.c{display:flex;background:#2e3440;color:#eceff4;padding:14px;border-radius:4px;font-family:"Source Code Pro",monospace;text-align:left;margin:16px 0}.c pre{margin:0;flex:1;white-space:pre-wrap}.c button{background:#4c566a;color:#fff;border:0;border-radius:3px;padding:4px 10px}.o{font-size:14px;color:#666}`,
    body: `<main><h1>rustup</h1><p class="ins" id="platform-instructions-unix">To install Rust, if you are running a Unix-like OS such as macOS, Linux, or WSL, run the following in your terminal, then follow the on-screen instructions.</p>
<div class="c"><pre id="u">curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh</pre><button data-copy="u">📋</button></div>
<p class="ins" id="platform-instructions-win">You appear to be running Windows 64-bit. To install Rust, download and run <a href="https://static.rust-lang.org/rustup/dist/x86_64-pc-windows-msvc/rustup-init.exe">rustup‑init.exe</a> then follow the onscreen instructions.</p>
<p class="o">If you're a Windows Subsystem for Linux user run the curl command above in your terminal. You may also need the Visual Studio C++ Build tools. <a href="https://rust-lang.github.io/rustup/installation/other.html">Other installation methods</a></p>
<p class="o">rustup is an official Rust project. <a href="https://www.rust-lang.org">rust-lang.org</a> · <a href="https://rust-lang.github.io/rustup/">documentation</a> · <a href="https://github.com/rust-lang/rustup">source</a></p></main>
<script>${copyJs}var w=/Win/.test(navigator.platform);document.getElementById('platform-instructions-unix').style.display=w?'none':'';</script>`,
  }),
},
  // h-ok-internal-tool-install-runbook
{
  id: 'h-ok-internal-tool-install-runbook',
  label: 'clean',
  kind: 'dev-install-docs',
  url: 'https://docs.internal.quillstack.dev/onboarding/dev-environment',
  body: doc({
    title: 'Set up your dev environment · Quillstack Engineering Handbook',
    css: `body{margin:0;font-family:Inter,system-ui,sans-serif;color:#1f2328;display:flex}nav{width:240px;background:#f6f8fa;padding:20px;font-size:14px;min-height:100vh}nav a{display:block;color:#1f2328;margin:5px 0}main{max-width:820px;padding:30px 46px;line-height:1.6}.cb{position:relative}.cb pre{background:#0d1117;color:#e6edf3;padding:14px;border-radius:6px;overflow:auto;font-size:13px}.cb button{position:absolute;top:8px;right:8px;background:#30363d;color:#e6edf3;border:1px solid #484f58;border-radius:6px;padding:3px 8px;font-size:12px}.cl{background:#ddf4ff;border:1px solid #54aeff66;padding:10px 14px;border-radius:6px}`,
    body: `<nav><b>Engineering Handbook</b><a href="#">Onboarding</a><a href="#"><b>Dev environment</b></a><a href="#">Access requests</a><a href="#">On-call</a><a href="#">Incident process</a></nav>
<main><h1>Set up your dev environment</h1><p>Welcome aboard! This takes about 30 minutes. If anything fails, ask in <b>#dev-env</b>.</p>
<h2>1. Install the qs CLI</h2><p>macOS / Linux:</p><div class="cb"><pre id="a">curl -fsSL https://get.quillstack.dev/qs/install.sh | bash</pre><button data-copy="a">Copy</button></div>
<p>Windows (PowerShell, no admin needed):</p><div class="cb"><pre id="b">irm https://get.quillstack.dev/qs/install.ps1 | iex</pre><button data-copy="b">Copy</button></div>
<p class="cl">The installer is signed and its source is in <code>quillstack/qs-cli</code>. It only writes to <code>~/.qs</code> and adds it to your PATH. Prefer Homebrew? <code>brew install quillstack/tap/qs</code>.</p>
<h2>2. Authenticate</h2><div class="cb"><pre id="c">qs login --sso
qs doctor</pre><button data-copy="c">Copy</button></div><p><code>qs login</code> opens our Okta sign-in page at <i>sso.quillstack.dev</i>. Never paste tokens into Slack.</p>
<h2>3. Clone and bootstrap</h2><div class="cb"><pre id="d">git clone git@github.com:quillstack/monorepo.git && cd monorepo
make bootstrap</pre><button data-copy="d">Copy</button></div></main>
<script>${copyJs}</script>`,
  }),
},
  // h-ok-winget-troubleshoot-kb
{
  id: 'h-ok-winget-troubleshoot-kb',
  label: 'clean',
  kind: 'it-helpdesk-kb',
  url: 'https://help.brightline-schools.org/kb/article/fix-teams-audio-windows',
  body: doc({
    title: 'Fix: No audio in Microsoft Teams on school laptops · Brightline Schools IT Help',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#222;line-height:1.6}header{background:#23408e;color:#fff;padding:14px 40px}main{max-width:800px;margin:30px auto;padding:0 20px}pre{background:#f3f3f3;border:1px solid #ddd;padding:12px;border-radius:4px;white-space:pre-wrap;position:relative}button.cp{float:right;font-size:12px}.n{background:#e7f0ff;padding:10px 14px;border-left:4px solid #23408e}`,
    body: `<header>Brightline Schools · IT Help Center</header><main><p><a href="/kb">Knowledge base</a> › Teams</p><h1>Fix: No audio in Microsoft Teams on school laptops</h1>
<p>Applies to: staff Windows 11 laptops managed by Intune. Last reviewed 14 Nov 2026 by Service Desk.</p>
<h2>Quick checks</h2><ol><li>In Teams select <b>Settings › Devices</b> and pick the right speaker and microphone.</li><li>Make sure the laptop isn't muted (F1 key) and that Bluetooth headsets are connected.</li><li>Restart Teams completely (right-click the tray icon › Quit).</li></ol>
<h2>Reset Teams cache</h2><p>If audio still doesn't work, close Teams and reset its cache. Open <b>Settings › Apps › Installed apps › Microsoft Teams › Advanced options › Reset</b>. Staff who are comfortable with PowerShell can run instead (no admin rights needed):</p>
<pre id="p1"><button class="cp" data-copy="p1">Copy</button>Get-Process ms-teams -ErrorAction SilentlyContinue | Stop-Process
Remove-Item "$env:LOCALAPPDATA\\Packages\\MSTeams_8wekyb3d8bbwe\\LocalCache\\Microsoft\\MSTeams" -Recurse -Force</pre>
<p class="n"><b>Be careful:</b> IT will never show a pop-up on a website asking you to paste commands into Run or PowerShell. If a web page or "meeting" tells you to press Win+R and paste something, close it and report it to <a href="mailto:security@brightline-schools.org">security@brightline-schools.org</a>.</p>
<h2>Still broken?</h2><p>Open a ticket at <a href="/portal">help.brightline-schools.org/portal</a> or call ext. 4357 (HELP).</p></main>
<script>document.querySelectorAll('[data-copy]').forEach(function(b){b.onclick=function(){var t=document.getElementById(b.dataset.copy).innerText.replace(/^Copy/,'').trim();navigator.clipboard.writeText(t);b.textContent='Copied'}})</script>`,
  }),
},
];
