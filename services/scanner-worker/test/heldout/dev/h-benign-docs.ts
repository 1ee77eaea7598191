import { type Entry } from '../entry.js';
import { css, doc, js, text } from '../parts/h-parts.js';

const copyJs = `document.querySelectorAll('[data-copy]').forEach(function(b){b.addEventListener('click',function(){var t=document.getElementById(b.getAttribute('data-copy')).innerText;navigator.clipboard.writeText(t).then(function(){var o=b.textContent;b.textContent='Copied!';setTimeout(function(){b.textContent=o},1500)})})});`;

export const entries: Entry[] = [
  // h-ok-scoop-installer
{
  id: 'h-ok-scoop-installer',
  label: 'clean',
  kind: 'dev-install-docs',
  url: 'https://scoop.sh/?ref=getting-started',
  body: doc({
    title: 'Scoop',
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",sans-serif;color:#222}nav{display:flex;gap:20px;padding:14px 40px;background:#f7f7f7}.hero{max-width:900px;margin:40px auto;text-align:center}.hero h1{font-size:44px}.cmd{display:flex;align-items:center;gap:10px;background:#012456;color:#eee;padding:14px 18px;border-radius:6px;text-align:left;font-family:Consolas,monospace;margin:14px 0}.cmd pre{margin:0;flex:1;white-space:pre-wrap}.cmd button{background:#fff2;border:0;color:#fff;padding:6px 10px;border-radius:4px}.s{font-size:14px;color:#555}`,
    body: `<nav><b>Scoop</b><a href="/#/apps">Apps</a><a href="/#/buckets">Buckets</a><a href="https://github.com/ScoopInstaller/Scoop/wiki">Docs</a><a href="https://github.com/ScoopInstaller/Scoop">GitHub</a></nav>
<div class="hero"><h1>A command-line installer for Windows</h1><p>Open a PowerShell terminal (version 5.1 or later) and from the PS C:\\&gt; prompt, run:</p>
<div class="cmd"><pre id="a">Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser</pre><button data-copy="a">Copy</button></div>
<div class="cmd"><pre id="b">Invoke-RestMethod -Uri https://get.scoop.sh | Invoke-Expression</pre><button data-copy="b">Copy</button></div>
<p class="s">The first command lets PowerShell run the local installer script. The second downloads and runs the installer, which puts Scoop in <code>~\\scoop</code> without needing admin rights. Read the <a href="https://github.com/ScoopInstaller/Install#readme">installer source</a> first if you prefer, or use the advanced installation options.</p>
<h2>Then install apps</h2><div class="cmd"><pre id="c">scoop install git 7zip nodejs-lts</pre><button data-copy="c">Copy</button></div></div>
<script>${copyJs}</script>`,
  }),
},
  // h-ok-chocolatey-install-admin
{
  id: 'h-ok-chocolatey-install-admin',
  label: 'clean',
  kind: 'dev-install-docs',
  url: 'https://docs.chocolatey.org/en-us/choco/setup/',
  body: doc({
    title: 'Setup / Install | Chocolatey Software Docs',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;line-height:1.6;color:#333}header{background:#1e3a5f;color:#fff;padding:14px 40px}main{max-width:880px;margin:30px auto;padding:0 20px}.c{position:relative;background:#f5f5f5;border:1px solid #ddd;border-radius:4px;padding:14px;font-family:Consolas,monospace;font-size:13px;white-space:pre-wrap;word-break:break-all}.c button{position:absolute;top:6px;right:6px;background:#80b5e3;border:0;color:#fff;padding:4px 8px;border-radius:3px}.w{background:#fff8e1;border-left:4px solid #f0ad4e;padding:10px 14px}`,
    body: `<header><b>Chocolatey</b> Docs</header><main><h1>Installing Chocolatey</h1>
<p>Chocolatey installs in seconds. You are just a few steps from running choco right now!</p>
<ol><li>First, ensure that you are using an <b>administrative shell</b> — you can also install as a non-admin, check out Non-Administrative Installation.</li><li>Install with powershell.exe. With PowerShell, you must ensure Get-ExecutionPolicy is not Restricted. We suggest using <code>Bypass</code> to bypass the policy to get things installed or <code>AllSigned</code> for quite a bit more security.</li><li>Now run the following command:</li></ol>
<div class="c" id="cmd">Set-ExecutionPolicy Bypass -Scope Process -Force; [System.Net.ServicePointManager]::SecurityProtocol = [System.Net.ServicePointManager]::SecurityProtocol -bor 3072; iex ((New-Object System.Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))<button data-copy="cmd">Copy</button></div>
<ol start="4"><li>Paste the copied text into your shell and press Enter.</li><li>Wait a few seconds for the command to complete.</li><li>If you don't see any errors, you are ready to use Chocolatey! Type <code>choco</code> or <code>choco -?</code> now.</li></ol>
<p class="w">Please inspect <a href="https://community.chocolatey.org/install.ps1">https://community.chocolatey.org/install.ps1</a> prior to running any of these scripts to ensure safety. We already know it's safe, but you should verify the security and contents of any script from the internet you are not familiar with.</p></main>
<script>document.querySelectorAll('[data-copy]').forEach(function(b){b.onclick=function(){var t=document.getElementById('cmd').firstChild.textContent;navigator.clipboard.writeText(t);b.textContent='Copied'}})</script>`,
  }),
},
  // h-ok-ohmyzsh-homepage
{
  id: 'h-ok-ohmyzsh-homepage',
  label: 'clean',
  kind: 'dev-install-docs',
  url: 'https://ohmyz.sh/#install',
  body: doc({
    title: 'Oh My Zsh - a delightful & open source framework for Zsh',
    css: `body{margin:0;background:#fff;font-family:"Work Sans",Arial,sans-serif;color:#222}.h{background:#0f2235;color:#fff;padding:60px 20px;text-align:center}.h h1{font-size:48px;margin:0}.in{max-width:760px;margin:40px auto;text-align:center}.m{display:flex;gap:10px;justify-content:center;margin:8px 0}.m code{background:#0f2235;color:#f7e26b;padding:12px 16px;border-radius:4px;font-size:15px}.m button{background:#f7e26b;border:0;border-radius:4px;padding:0 14px}`,
    body: `<div class="h"><h1>Oh My Zsh</h1><p>Unleash your terminal like never before.</p></div><div class="in" id="install"><h2>Install oh-my-zsh now</h2><p>Oh My Zsh is installed by running one of the following commands in your terminal. You can install this via the command-line with either curl, wget or another similar tool.</p>
<p>via curl</p><div class="m"><code id="c1">sh -c "$(curl -fsSL https://raw.githubusercontent.com/ohmyzsh/ohmyzsh/master/tools/install.sh)"</code><button data-copy="c1">Copy</button></div>
<p>via wget</p><div class="m"><code id="c2">sh -c "$(wget https://raw.githubusercontent.com/ohmyzsh/ohmyzsh/master/tools/install.sh -O -)"</code><button data-copy="c2">Copy</button></div>
<p style="font-size:14px;color:#666">It's a good idea to inspect the install script from projects you don't yet know. You can do that by downloading the install script first, looking through it so everything looks normal, then running it.</p>
<p>300+ optional plugins (rails, git, macOS, hub, docker, homebrew, node, php, python, etc), 140+ themes to spice up your morning, and an auto-update tool.</p></div>
<script>${copyJs}</script>`,
  }),
},
];
