// Clean: real install docs that pipe a script into a shell or PowerShell (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { fileRoute, jsRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, FONT } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-rustup-rs-install-page',
  label: 'clean',
  kind: 'install-docs-pipe',
  url: 'https://rustup.rs/?s=2',
  body: doc({
    title: 'rustup.rs - The Rust toolchain installer',
    head: `<style>body{margin:0;font-family:"Fira Sans",Helvetica,Arial,sans-serif;background:#fdfaf6;color:#222;text-align:center}
#platform-instructions-unix{max-width:720px;margin:0 auto}pre{background:#f0ebe3;border-radius:4px;padding:14px;font-size:15px;text-align:left;overflow:auto;position:relative}
.copy-button{position:absolute;right:8px;top:8px;border:1px solid #ccc;background:#fff;border-radius:3px;cursor:pointer;font-size:12px}
h1{margin-top:60px}a{color:#2a5fb2}.other{color:#555;font-size:14px;margin-top:30px}</style>`,
    body: `<img src="/rustup.svg" width="160" alt="rustup"><h1>rustup</h1><p>An installer for the systems programming language <a href="https://www.rust-lang.org">Rust</a></p>
<div id="platform-instructions-unix">
<p>Run the following in your terminal, then follow the on-screen instructions.</p>
<pre><code id="cmd">curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh</code><button class="copy-button" onclick="navigator.clipboard.writeText(document.getElementById('cmd').textContent);this.textContent='Copied!'">Copy</button></pre>
<p class="other">You appear to be running Unix. If not, <a href="#" onclick="document.getElementById('win').style.display='block';return false">display all supported installers</a>.</p>
<div id="win" style="display:none"><p>To install Rust on Windows, download and run <a href="https://static.rust-lang.org/rustup/dist/x86_64-pc-windows-msvc/rustup-init.exe">rustup-init.exe</a> then follow the onscreen instructions.</p>
<p>If you're a Windows Subsystem for Linux user run the following in your terminal:</p><pre><code>curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh</code></pre></div>
<hr><p class="other">Need help? Ask on <a href="https://users.rust-lang.org">users.rust-lang.org</a> or in one of the other <a href="https://www.rust-lang.org/community">Rust communities</a>.</p>
<p class="other">rustup is an official Rust project. <a href="https://rust-lang.github.io/rustup/">other installation options</a> · <a href="https://github.com/rust-lang/rustup">about rustup</a></p></div>`,
  }),
  routes: { 'rustup.rs/rustup.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><circle cx="80" cy="80" r="70" fill="none" stroke="#000" stroke-width="12"/><text x="80" y="96" font-size="48" text-anchor="middle" font-family="Arial" font-weight="700">R</text></svg>' } },
},

{
  id: 'zz-chocolatey-install-powershell-iex',
  label: 'clean',
  kind: 'install-docs-pipe',
  url: 'https://chocolatey.org/install?s=2',
  body: doc({
    title: 'Chocolatey Software | Installing Chocolatey',
    head: `<style>body{margin:0;font-family:"Open Sans",${FONT};background:#f8f9fa;color:#212529}.top{background:#fff;border-bottom:1px solid #dee2e6;padding:12px 36px;font-weight:700;color:#1c2c4c}
.c{max-width:900px;margin:30px auto;padding:0 20px}.step{background:#fff;border:1px solid #dee2e6;border-radius:6px;padding:18px 22px;margin-bottom:16px}
pre{background:#212529;color:#f8f9fa;padding:12px;border-radius:4px;white-space:pre-wrap;word-break:break-all;position:relative}.cp{position:absolute;right:6px;top:6px;font-size:12px}
.warn{background:#fff3cd;border:1px solid #ffe69c;padding:10px 14px;border-radius:4px;font-size:14px}</style>`,
    body: `<div class="top">🍫 Chocolatey</div><div class="c"><h1>Installing Chocolatey</h1>
<p>Chocolatey installs in seconds. You are just a few steps from running choco right now!</p>
<div class="step"><h3>1. Choose How to Install Chocolatey</h3><label><input type="radio" checked> Individual</label> &nbsp; <label><input type="radio"> Organization</label></div>
<div class="step"><h3>2. Install Chocolatey for Individual Use</h3>
<p>First, ensure that you are using an <b>administrative shell</b>. Install with powershell.exe.</p>
<div class="warn">With PowerShell, you must ensure <code>Get-ExecutionPolicy</code> is not Restricted. We suggest using Bypass to bypass the policy to get things installed or AllSigned for quite a bit more security.</div>
<p>Run <code>Get-ExecutionPolicy</code>. If it returns Restricted, then run <code>Set-ExecutionPolicy AllSigned</code> or <code>Set-ExecutionPolicy Bypass -Scope Process</code>.</p>
<p>Now run the following command:</p>
<pre id="cmd">Set-ExecutionPolicy Bypass -Scope Process -Force; [System.Net.ServicePointManager]::SecurityProtocol = [System.Net.ServicePointManager]::SecurityProtocol -bor 3072; iex ((New-Object System.Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))<button class="cp" onclick="navigator.clipboard.writeText(document.getElementById('cmd').firstChild.textContent)">Copy</button></pre>
<p>Paste the copied text into your shell and press Enter. Wait a few seconds for the command to complete. If you don't see any errors, you are ready to use Chocolatey! Type <code>choco</code> or <code>choco -?</code> now.</p>
<p>Please inspect <a href="https://community.chocolatey.org/install.ps1">https://community.chocolatey.org/install.ps1</a> prior to running any of these scripts to ensure safety. We already know it's safe, but you should verify the security and contents of any script from the internet you are not familiar with.</p></div></div>`,
  }),
},
];
