import { type Entry } from '../entry.js';
import { wpSite } from '../parts/yf-kit.js';

// Knowledge-base articles, advisories and blog posts (several quote commands or scam text).

const learnShell = (title: string, crumbs: string, body: string): string => `<!DOCTYPE html>
<html class="layout layout-holy-grail show-table-of-contents conceptual has-default-focus theme-light" lang="en-us" dir="ltr" data-css-variable-support="true" data-authenticated="false" data-auth-status-determined="false" data-target="docs" x-ms-format-detection="none">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta property="og:site_name" content="Microsoft Learn" />
<meta name="ms.service" content="exchange-online" />
<meta name="ms.topic" content="article" />
<meta name="author" content="chrisda" />
<title>${title} | Microsoft Learn</title>
<link rel="stylesheet" href="/static/third-party/font-awesome/css/font-awesome.min.css">
<style>
body{margin:0;font-family:"Segoe UI",SegoeUI,"Helvetica Neue",Helvetica,Arial,sans-serif;color:#161616;line-height:1.6}
header{border-bottom:1px solid #e6e6e6;padding:12px 4%;display:flex;align-items:center;gap:14px}
header b{font-size:16px}
.crumb{font-size:13px;color:#505050;padding:10px 4%}
main{max-width:860px;margin:0 auto;padding:10px 24px 60px}
h1{font-size:2.2rem;font-weight:600;line-height:1.25}
pre{position:relative;background:#f2f2f2;border:1px solid #e3e3e3;padding:16px;overflow:auto;font-family:SFMono-Regular,Consolas,"Liberation Mono",Menlo,Courier,monospace;font-size:14px}
.copy{position:absolute;top:6px;right:6px;background:#fff;border:1px solid #ccc;font-size:12px;padding:3px 8px;cursor:pointer}
.NOTE{border-left:4px solid #0078d4;background:#ebf3fc;padding:10px 16px;margin:16px 0}
.WARNING{border-left:4px solid #d83b01;background:#fff4ce;padding:10px 16px;margin:16px 0}
</style>
</head>
<body>
<header><span style="font-weight:700;color:#737373">Microsoft</span><b>Learn</b><span style="color:#505050">Documentation &middot; Training &middot; Q&amp;A</span></header>
<div class="crumb">${crumbs}</div>
<main id="main" role="main">${body}</main>
<script>
document.querySelectorAll('pre').forEach(function(p){
  var b = document.createElement('button'); b.className = 'copy'; b.textContent = 'Copy'; b.setAttribute('aria-label', 'Copy code');
  b.onclick = function(){ navigator.clipboard.writeText(p.querySelector('code').innerText).then(function(){ b.textContent = 'Copied'; setTimeout(function(){ b.textContent = 'Copy'; }, 1500); }); };
  p.appendChild(b);
});
</script>
</body></html>`;

export const entries: Entry[] = [
  {
    id: 'yf-clean-ms-learn-exchange-online-powershell',
    label: 'clean',
    kind: 'vendor-kb-powershell',
    url: 'https://learn.microsoft.com/en-us/powershell/exchange/connect-to-exchange-online-powershell?view=exchange-ps',
    body: learnShell('Connect to Exchange Online PowerShell', 'Learn / PowerShell / Exchange PowerShell', `
<h1>Connect to Exchange Online PowerShell</h1>
<p>This article contains instructions for connecting to Exchange Online PowerShell with or without using multifactor authentication (MFA).</p>
<h2 id="what-do-you-need-to-know-before-you-begin">What do you need to know before you begin?</h2>
<ul><li>Estimated time to complete: 5 minutes</li><li>After you connect, the cmdlets and parameters that you have or don't have access to is controlled by role-based access control (RBAC).</li><li>The requirements for installing and using the module are described in <a href="/en-us/powershell/exchange/exchange-online-powershell-v2">About the Exchange Online PowerShell module</a>.</li></ul>
<h2>Step 1: Load the Exchange Online PowerShell module</h2>
<div class="NOTE"><p>If the module is already installed, you can usually skip this step.</p></div>
<pre><code class="lang-powershell">Install-Module -Name ExchangeOnlineManagement -Scope CurrentUser
Import-Module ExchangeOnlineManagement</code></pre>
<h2>Step 2: Connect and authenticate</h2>
<p>The command that you need to run uses the following syntax:</p>
<pre><code class="lang-powershell">Connect-ExchangeOnline -UserPrincipalName &lt;UPN&gt; [-ExchangeEnvironmentName &lt;Value&gt;] [-ShowBanner:$false] [-DelegatedOrganization &lt;String&gt;] [-SkipLoadingFormatData]</code></pre>
<p>This example connects to Exchange Online PowerShell in a Microsoft 365 or Microsoft 365 GCC organization:</p>
<pre><code class="lang-powershell">Connect-ExchangeOnline -UserPrincipalName admin@contoso.onmicrosoft.com</code></pre>
<p>To review inbox rules that forward mail externally (a common sign of a compromised mailbox):</p>
<pre><code class="lang-powershell">Get-InboxRule -Mailbox accounts@contoso.com | Where-Object { $_.ForwardTo -or $_.RedirectTo -or $_.ForwardAsAttachmentTo } | Format-List Name,Enabled,ForwardTo,RedirectTo</code></pre>
<div class="WARNING"><p>Don't run scripts from untrusted sources. Only install modules from the PowerShell Gallery.</p></div>
<h2>Step 3: Disconnect when you're finished</h2>
<pre><code class="lang-powershell">Disconnect-ExchangeOnline</code></pre>
<p>Feedback &middot; Submit and view feedback for this product.</p>`),
  },
  {
    id: 'yf-clean-chocolatey-install-page',
    label: 'clean',
    kind: 'vendor-kb-powershell',
    url: 'https://community.chocolatey.org/install#individual',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Chocolatey Software | Installing Chocolatey</title>
<meta name="description" content="Chocolatey is software management automation for Windows that wraps installers, executables, zips, and scripts into compiled packages.">
<style>
body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#333;background:#fff}
nav{background:#2c3e50;color:#fff;padding:14px 5%;display:flex;gap:24px;align-items:center}
nav b{font-size:20px}nav a{color:#dce3ea;text-decoration:none;font-size:14px}
main{max-width:960px;margin:30px auto;padding:0 20px;line-height:1.65}
.step{border-left:4px solid #80b5e3;padding:4px 16px;margin:18px 0}
.cmd{display:flex;gap:8px;align-items:stretch;margin:10px 0}
.cmd textarea{flex:1;font-family:Consolas,monospace;font-size:13px;border:1px solid #ccc;padding:10px;height:86px;resize:none}
.cmd button{background:#1b7bd3;color:#fff;border:0;padding:0 16px;cursor:pointer}
.alert{background:#fcf8e3;border:1px solid #faebcc;padding:12px 16px}
</style></head>
<body>
<nav><b>Chocolatey</b><a href="/packages">Packages</a><a href="https://docs.chocolatey.org/en-us/">Docs</a><a href="/install">Install</a><a href="https://chocolatey.org/pricing">Pricing</a></nav>
<main>
<h1>Installing Chocolatey</h1>
<p>Chocolatey installs in seconds. You are just a few steps from running choco right now!</p>
<div class="alert"><b>Before you run anything:</b> always inspect a script before you run it. You can view the install script at <a href="https://community.chocolatey.org/install.ps1">https://community.chocolatey.org/install.ps1</a>. Our install is not affiliated with any "fix" or "verification" page &ndash; if a website told you to paste a command into Run, close it.</div>
<h2 id="individual">Install Chocolatey for Individual Use</h2>
<div class="step"><p><b>1.</b> First, ensure that you are using an <b>administrative shell</b>.</p></div>
<div class="step"><p><b>2.</b> With PowerShell, you must ensure <code>Get-ExecutionPolicy</code> is not Restricted. We suggest using <code>Bypass</code> to bypass the policy to get things installed or <code>AllSigned</code> for quite a bit more security.</p></div>
<div class="step"><p><b>3.</b> Now run the following command:</p>
<div class="cmd"><textarea id="installCommand" readonly>Set-ExecutionPolicy Bypass -Scope Process -Force; [System.Net.ServicePointManager]::SecurityProtocol = [System.Net.ServicePointManager]::SecurityProtocol -bor 3072; iex ((New-Object System.Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))</textarea><button id="copyCommand" title="Copy command to clipboard">Copy</button></div></div>
<div class="step"><p><b>4.</b> Paste the copied text into your shell and press Enter.</p></div>
<div class="step"><p><b>5.</b> Wait a few seconds for the command to complete.</p></div>
<div class="step"><p><b>6.</b> If you don't see any errors, you are ready to use Chocolatey! Type <code>choco</code> or <code>choco -?</code> now.</p></div>
<h2>More options</h2>
<p>Organisations should use the <a href="https://docs.chocolatey.org/en-us/guides/organizations/organizational-deployment-guide">Organizational Deployment Guide</a> and an internal repository rather than the community repository.</p>
</main>
<script>
document.getElementById('copyCommand').addEventListener('click', function(){
  var t = document.getElementById('installCommand'); t.select();
  if (navigator.clipboard) navigator.clipboard.writeText(t.value); else document.execCommand('copy');
  this.textContent = 'Copied!';
});
</script>
</body></html>`,
  },
  {
    id: 'yf-clean-ncsc-nz-tech-support-scam-guide',
    label: 'clean',
    kind: 'government-advisory',
    url: 'https://www.ncsc.govt.nz/protect-yourself/scams/tech-support-scams/',
    body: `<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tech support scams | National Cyber Security Centre</title>
<style>
body{margin:0;font-family:"Inter",Arial,sans-serif;color:#1c2b36;line-height:1.65}
.top{background:#002b49;color:#fff;padding:18px 6%;font-weight:700}
main{max-width:820px;margin:30px auto;padding:0 20px}
.card{background:#f1f6f9;border-radius:8px;padding:16px 20px;margin:16px 0}
.popup{border:2px solid #c00;background:#fff;padding:12px;font-family:Segoe UI,Arial;font-size:14px}
</style></head>
<body>
<div class="top">NCSC &middot; Te Pokapū Cyber Motuhake o Aotearoa</div>
<main>
<h1>Tech support scams</h1>
<p>Scammers pretend to be from well-known companies like Microsoft, Apple, Spark or One NZ. They call you, or show a pop-up in your browser, saying your computer has a virus and you need to call a number or let them connect remotely.</p>
<div class="card"><b>What a scam pop-up can look like</b><div class="popup">&#9888; Windows Defender Security Center: Access to this PC has been blocked for security reasons. Call Microsoft Support: 0800 XXX XXX</div><p style="font-size:14px">These pages often go full screen, play a loud alarm and stop you from closing the tab. Your computer is not actually infected.</p></div>
<h2>What to do</h2>
<ul><li>Don't call the number. Close the browser using Task Manager (Ctrl + Shift + Esc) or restart your device.</li><li>Never let someone you don't know connect to your computer with AnyDesk, TeamViewer or similar tools.</li><li>If you've given a scammer access or paid them, contact your bank and report it to us at <a href="https://www.ncsc.govt.nz/report">ncsc.govt.nz/report</a> or call 0800 CYBERSEC (0800 292 377).</li></ul>
</main>
</body></html>`,
  },
  {
    id: 'yf-clean-msp-blog-intune-agent-script',
    label: 'clean',
    kind: 'vendor-kb-powershell',
    url: 'https://www.northbridgeit.com.au/blog/deploying-the-rmm-agent-with-intune-win32-and-powershell/',
    body: wpSite({
      name: 'Northbridge IT Services',
      tagline: 'Managed IT and cyber security for professional practices',
      host: 'www.northbridgeit.com.au',
      menu: ['Services', 'Industries', 'Blog', 'Support', 'Contact'],
      accent: '#12355b',
      main: `<section class="content">
<p style="color:#777;font-size:14px">Technical Notes &middot; 22 March 2024 &middot; by Sam Whitford</p>
<h1>Deploying our RMM agent with Intune and PowerShell</h1>
<p>For clients on Microsoft 365 Business Premium we deploy the monitoring agent through Intune. If a device isn't enrolled, the same script can be run by an administrator. Below is the script we use &ndash; it downloads the signed MSI from our portal, checks the Authenticode signature, and installs silently.</p>
<pre style="background:#1e1e1e;color:#d4d4d4;padding:16px;overflow:auto;font-size:13px;border-radius:4px"><code>#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'
$msi = Join-Path $env:TEMP 'NorthbridgeAgent.msi'
Invoke-WebRequest -Uri 'https://rmm.northbridgeit.com.au/agent/NorthbridgeAgent-x64.msi' -OutFile $msi -UseBasicParsing
$sig = Get-AuthenticodeSignature -FilePath $msi
if ($sig.Status -ne 'Valid' -or $sig.SignerCertificate.Subject -notmatch 'Northbridge IT Services Pty Ltd') {
    throw "Signature check failed: $($sig.Status)"
}
Start-Process msiexec.exe -ArgumentList "/i \`"$msi\`" /qn SITE_KEY=$env:NB_SITE_KEY /l*v \`"$env:TEMP\\nb-agent.log\`"" -Wait
Remove-Item $msi -Force</code></pre>
<p><b>Intune settings:</b> package as Win32 with IntuneWinAppUtil, install command <code>powershell.exe -ExecutionPolicy Bypass -File .\\Install-Agent.ps1</code>, detection rule on <code>HKLM\\SOFTWARE\\Northbridge\\Agent\\Version</code>.</p>
<p>Note: we will never ask a client's staff to run this script themselves. If someone claiming to be from Northbridge asks you to paste a command, hang up and call 1300 642 218.</p>
</section>`,
    }),
  },
];
