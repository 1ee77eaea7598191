import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute } from '../parts/e-bin.js';
import { doc, icons, vendorCss, footerLinks, copyBlock, cookieBanner, gtagInline, wpBlog, wpCssRoute } from '../parts/m-kit.js';

const docsCss = (accent: string) => vendorCss(accent) + `
.layout{display:grid;grid-template-columns:230px 1fr;gap:36px;max-width:1180px;margin:0 auto;padding:24px}.side a{display:block;color:#444;text-decoration:none;padding:4px 0;font-size:14px}
.side b{display:block;margin-top:14px;font-size:12px;text-transform:uppercase;color:#888}article h2{margin-top:32px}.tip{background:#eef6ff;border-left:4px solid ${accent};padding:10px 14px;border-radius:4px}.warn{background:#fff7e6;border-left:4px solid #f0a500;padding:10px 14px;border-radius:4px}`;

export const entries: Entry[] = [
(() => {
  const host = 'brew.sh';
  return {
    id: 'm-clean-homebrew-install-de',
    label: 'clean',
    kind: 'install-docs',
    url: `https://${host}/de/`,
    body: doc({
      title: 'Homebrew — Der fehlende Paketmanager für macOS (oder Linux)',
      lang: 'de',
      css: `body{font-family:"Helvetica Neue",Helvetica,sans-serif;background:#fff;color:#2e2a24;max-width:720px;margin:0 auto;padding:40px 20px;text-align:center}pre{background:#2e2a24;color:#fbb040;padding:14px;text-align:left;border-radius:4px;white-space:pre-wrap}.codeblock{text-align:left}`,
      body: `<img src="/img/logo.png" width="80" height="80" alt=""><h1>Homebrew</h1><h2 style="font-weight:300">Der fehlende Paketmanager für macOS (oder Linux)</h2>
<h3>Installation</h3>${copyBlock('/bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"', 'brew')}
<p>Füge die obige Zeile in ein macOS-Terminal oder in einen Linux-Shell-Prompt ein.</p><p>Das Skript erklärt, was es tun wird, und wartet dann auf deine Bestätigung, bevor es etwas ausführt. Weitere Installationsoptionen findest du <a href="https://docs.brew.sh/Installation">hier</a>.</p>
<p>Homebrew installiert <a href="#">Dinge, die du brauchst</a>, die Apple (oder dein Linux-System) nicht mitliefert.</p><pre>$ brew install wget</pre>
<p style="font-size:12px;color:#888">Homebrew wird von Freiwilligen gepflegt. Spenden: Open Collective · GitHub Sponsors</p>`,
    }),
    routes: { ...icons(host, [251, 176, 64]) },
  };
})(),

(() => {
  const host = 'scoop.sh';
  return {
    id: 'm-clean-scoop-quickstart',
    label: 'clean',
    kind: 'install-docs',
    url: `https://${host}/#/`.replace('#/', '?s=0&d=1&o=true'),
    body: doc({
      title: 'Scoop',
      css: `body{margin:0;font-family:system-ui,"Segoe UI",sans-serif;color:#222}.h{background:#f2f7fb;padding:60px 20px;text-align:center}.w{max-width:760px;margin:30px auto;padding:0 20px}pre{background:#1e1e1e;color:#dcdcdc;padding:14px;border-radius:6px;white-space:pre-wrap}
.s{display:flex;gap:10px;justify-content:center}.s input{padding:10px;width:360px;font-size:16px}`,
      body: `<div class="h"><h1>Scoop</h1><p>A command-line installer for Windows</p><div class="s"><input placeholder="Search apps (e.g. git, python, 7zip)"><button>Search</button></div></div>
<div class="w"><h2>Quickstart</h2><p>Open a PowerShell terminal (version 5.1 or later) and from the PS C:\\&gt; prompt, run:</p>
${copyBlock('Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser\nInvoke-RestMethod -Uri https://get.scoop.sh | Invoke-Expression', 'scoop')}
<p>Or the short form: <code>irm get.scoop.sh | iex</code>. For advanced installation options, check out the <a href="https://github.com/ScoopInstaller/Install#readme">Installer's Readme</a>.</p>
<h2>Install apps</h2><pre>scoop install git
scoop bucket add extras
scoop install vscode</pre><p>Scoop installs programs to your home directory by default and does not need admin rights. <a href="https://github.com/ScoopInstaller/Scoop">GitHub</a> · <a href="#">Docs</a></p></div>`,
    }),
    routes: { ...icons(host, [40, 110, 180]) },
  };
})(),

(() => {
  const host = 'docs.deno.com';
  return {
    id: 'm-clean-deno-installation-docs',
    label: 'clean',
    kind: 'install-docs',
    url: `https://${host}/runtime/getting_started/installation/`,
    body: doc({
      title: 'Installation | Deno Docs',
      css: docsCss('#70ffaf') + 'body{background:#0d1117;color:#e4e4e7}.brand{color:#fff}header.top{border-color:#27272a}header.top nav a,.side a{color:#a1a1aa}footer{border-color:#27272a}a{color:#70ffaf}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">Deno Docs</a><nav><a href="/runtime/">Runtime</a><a href="/deploy/">Deploy</a><a href="/examples/">Examples</a><a href="https://jsr.io/@std">Standard Library</a></nav></header>
<div class="layout"><nav class="side"><b>Getting started</b><a href="#">Welcome to Deno</a><a href="#">Installation</a><a href="#">Set up your environment</a><b>Fundamentals</b><a href="#">TypeScript</a><a href="#">Node and npm</a></nav><article><h1>Installation</h1><p>Deno works on macOS, Linux, and Windows. Deno is a single binary executable. It has no external dependencies.</p>
<h2>macOS / Linux</h2>${copyBlock('curl -fsSL https://deno.land/install.sh | sh', 'dsh')}<p>Using Homebrew: <code>brew install deno</code></p>
<h2>Windows</h2><p>Using PowerShell:</p>${copyBlock('irm https://deno.land/install.ps1 | iex', 'dps')}<p>Using Scoop: <code>scoop install deno</code> · Using Chocolatey: <code>choco install deno</code> · Using WinGet: <code>winget install --id=DenoLand.Deno</code></p>
<div class="tip">You can also download a prebuilt binary from the <a href="https://github.com/denoland/deno/releases">GitHub releases page</a> and add it to your PATH.</div>
<h2>Testing your installation</h2>${copyBlock('deno --version', 'dv')}</article></div>${footerLinks('the Deno authors')}`,
    }),
    routes: { ...icons(host, [112, 255, 175]) },
  };
})(),

(() => {
  const host = 'docs.docker.com';
  return {
    id: 'm-clean-docker-convenience-script',
    label: 'clean',
    kind: 'install-docs',
    url: `https://${host}/engine/install/debian/`,
    body: doc({
      title: 'Install Docker Engine on Debian | Docker Docs',
      css: docsCss('#1d63ed'),
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">docker docs</a><nav><a href="/get-started/">Get started</a><a href="/guides/">Guides</a><a href="/manuals/">Manuals</a><a href="/reference/">Reference</a></nav></header>
<div class="layout"><nav class="side"><b>Docker Engine</b><a href="#">Install</a><a href="#">Ubuntu</a><a href="#">Debian</a><a href="#">Fedora</a><a href="#">Post-installation steps</a></nav><article>
<h1>Install Docker Engine on Debian</h1><h2>Install using the apt repository</h2>${copyBlock(`# Add Docker's official GPG key:
sudo apt-get update
sudo apt-get install ca-certificates curl
sudo install -m 0755 -d /etc/apt/keyrings
sudo curl -fsSL https://download.docker.com/linux/debian/gpg -o /etc/apt/keyrings/docker.asc
sudo chmod a+r /etc/apt/keyrings/docker.asc`, 'apt')}
<h2>Install using the convenience script</h2><p>Docker provides a convenience script at <a href="https://get.docker.com/">https://get.docker.com/</a> to install Docker into development environments non-interactively. The convenience script isn't recommended for production environments.</p>
<div class="tip"><b>Tip: preview script steps before running.</b> You can run the script with the <code>--dry-run</code> option to learn what steps the script will run when invoked.</div>
${copyBlock('curl -fsSL https://get.docker.com -o get-docker.sh\nsudo sh ./get-docker.sh --dry-run', 'gd')}
<p>This example downloads the script from https://get.docker.com/ and runs it to install the latest stable release of Docker on Linux.</p></article></div>${footerLinks('Docker Inc.')}${cookieBanner('Docker')}`,
    }),
    routes: { ...icons(host, [29, 99, 237]) },
  };
})(),

(() => {
  const host = 'tailscale.com';
  return {
    id: 'm-clean-tailscale-linux-install',
    label: 'clean',
    kind: 'install-docs',
    url: `https://${host}/download/linux`,
    body: doc({
      title: 'Download Tailscale for Linux',
      css: vendorCss('#242424') + 'main{max-width:760px}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">tailscale</a><nav><a href="#">Product</a><a href="#">Solutions</a><a href="#">Docs</a><a href="#">Pricing</a></nav></header>
<main><h1>Download Tailscale for Linux</h1><p>Install Tailscale on Linux with a single command:</p>${copyBlock('curl -fsSL https://tailscale.com/install.sh | sh', 'ts')}
<p class="muted">Or, install manually for your distribution: Ubuntu, Debian, Fedora, Arch, Alpine, NixOS, Raspberry Pi OS. Static binaries are available for other platforms.</p>
<p>After installation, start Tailscale and authenticate:</p><pre><code>sudo tailscale up</code></pre>
<p>Other platforms: <a href="/download/windows">Windows</a> · <a href="/download/mac">macOS</a> · <a href="/download/ios">iOS</a> · <a href="/download/android">Android</a></p></main>${footerLinks('Tailscale Inc.')}`,
    }),
    routes: { ...icons(host, [36, 36, 36]) },
  };
})(),

(() => {
  const host = 'learn.microsoft.com';
  return {
    id: 'm-clean-install-powershell-windows-docs',
    label: 'clean',
    kind: 'install-docs',
    url: `https://${host}/en-us/powershell/scripting/install/installing-powershell-on-windows?view=powershell-7.4`,
    body: doc({
      title: 'Installing PowerShell on Windows - PowerShell | Microsoft Learn',
      css: docsCss('#0065b3'),
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">Microsoft Learn</a><nav><a href="#">Documentation</a><a href="#">Training</a><a href="#">Q&amp;A</a><a href="#">Code Samples</a></nav></header>
<div class="layout"><nav class="side"><b>PowerShell</b><a href="#">Overview</a><a href="#">Install</a><a href="#">Windows</a><a href="#">macOS</a><a href="#">Linux</a></nav><article>
<h1>Installing PowerShell on Windows</h1><p class="muted">Article · 11/18/2024 · 14 contributors</p><p>There are multiple ways to install PowerShell in Windows. Each install method is designed to support different scenarios and workflows.</p>
<h2>Install PowerShell using WinGet (recommended)</h2>${copyBlock('winget search Microsoft.PowerShell\nwinget install --id Microsoft.PowerShell --source winget', 'wg')}
<h2>Installing the MSI package</h2><p>To install PowerShell on Windows, use the following links to download the install package from GitHub.</p><ul><li><a href="https://github.com/PowerShell/PowerShell/releases/download/v7.4.6/PowerShell-7.4.6-win-x64.msi">PowerShell-7.4.6-win-x64.msi</a></li><li><a href="https://github.com/PowerShell/PowerShell/releases/download/v7.4.6/PowerShell-7.4.6-win-arm64.msi">PowerShell-7.4.6-win-arm64.msi</a></li></ul>
<p>You can also install from the command line:</p>${copyBlock('msiexec.exe /package PowerShell-7.4.6-win-x64.msi /quiet ADD_EXPLORER_CONTEXT_MENU_OPENPOWERSHELL=1 ENABLE_PSREMOTING=1 REGISTER_MANIFEST=1', 'msi')}
<div class="tip"><b>Note:</b> The <code>install-powershell.ps1</code> script can also be used: <code>iex "&amp; { $(irm https://aka.ms/install-powershell.ps1) } -UseMSI"</code></div></article></div>${footerLinks('Microsoft', 2025, ['Trademarks', 'Previous Versions'])}`,
    }),
    routes: { ...icons(host, [0, 101, 179]) },
  };
})(),

(() => {
  const host = 'github.com';
  return {
    id: 'm-clean-nvm-readme-install-script',
    label: 'clean',
    kind: 'oss-readme',
    url: `https://${host}/nvm-sh/nvm/blob/master/README.md`,
    body: doc({
      title: 'nvm/README.md at master · nvm-sh/nvm · GitHub',
      css: `body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;font-size:14px;color:#1f2328}.hd{background:#f6f8fa;border-bottom:1px solid #d1d9e0;padding:14px 32px}.md{max-width:900px;margin:24px auto;border:1px solid #d1d9e0;border-radius:6px;padding:32px}
pre{background:#f6f8fa;padding:16px;border-radius:6px;overflow:auto}code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}`,
      body: `<div class="hd"><b>nvm-sh</b> / <b>nvm</b> · Code · Issues 312 · Pull requests 89 · Actions</div><div class="md"><h1>Node Version Manager</h1><p>nvm allows you to quickly install and use different versions of node via the command line.</p>
<h2>Install &amp; Update Script</h2><p>To <b>install</b> or <b>update</b> nvm, you should run the install script. To do that, you may either download and run the script manually, or use the following cURL or Wget command:</p>
${copyBlock('curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.1/install.sh | bash', 'nvm1')}${copyBlock('wget -qO- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.1/install.sh | bash', 'nvm2')}
<p>Running either of the above commands downloads a script and runs it. The script clones the nvm repository to <code>~/.nvm</code>, and attempts to add the source lines from the snippet below to the correct profile file.</p>
<pre><code>export NVM_DIR="$([ -z "\${XDG_CONFIG_HOME-}" ] &amp;&amp; printf %s "\${HOME}/.nvm" || printf %s "\${XDG_CONFIG_HOME}/nvm")"
[ -s "$NVM_DIR/nvm.sh" ] &amp;&amp; \\. "$NVM_DIR/nvm.sh" # This loads nvm</code></pre>
<h3>Important Notes</h3><p>nvm does not support Windows (see #284), but may work in WSL. For Windows, two alternatives exist: nvm-windows and nodist.</p></div>`,
    }),
  };
})(),

(() => {
  const host = 'www.pc-ratgeber-praxis.de';
  return {
    id: 'm-clean-sfc-dism-article-de',
    label: 'clean',
    kind: 'support-article',
    url: `https://${host}/windows-11/systemdateien-reparieren-sfc-dism`,
    body: wpBlog({
      siteName: 'PC-Ratgeber Praxis',
      tagline: 'Windows, Hardware & Netzwerk verständlich erklärt',
      lang: 'de',
      accent: '#1c5d99',
      posts: [
        { title: 'Windows 11: Beschädigte Systemdateien mit SFC und DISM reparieren', date: '12. November 2025', excerpt: `Drücken Sie <b>Windows + X</b> und wählen Sie <b>Terminal (Administrator)</b>. Geben Sie zuerst <code>DISM /Online /Cleanup-Image /RestoreHealth</code> ein und warten Sie, bis der Vorgang 100 % erreicht. Anschließend führen Sie <code>sfc /scannow</code> aus. Starten Sie den PC danach neu. Wichtig: Fügen Sie niemals Befehle ein, die Ihnen eine Webseite „zur Verifizierung“ in die Zwischenablage kopiert – das ist eine bekannte Betrugsmasche (ClickFix).` },
        { title: 'Autostart aufräumen: msconfig und Task-Manager', date: '2. November 2025', excerpt: 'Mit <b>Win + R</b> und <code>msconfig</code> öffnen Sie die Systemkonfiguration. Seit Windows 10 verwalten Sie den Autostart jedoch im Task-Manager (Strg + Umschalt + Esc).' },
        { title: 'WLAN-Passwort unter Windows anzeigen', date: '25. Oktober 2025', excerpt: '<code>netsh wlan show profile name="MeinWLAN" key=clear</code> zeigt den Schlüssel im Klartext an – nur für Netzwerke, mit denen Sie bereits verbunden waren.' },
      ],
      extraHead: gtagInline('G-PX71ZQ3KD2'),
    }),
    routes: { ...wpCssRoute(host), ...icons(host, [28, 93, 153]) },
  };
})(),

(() => {
  const host = 'www.devcasts.tv';
  return {
    id: 'm-clean-video-tutorial-node-ubuntu',
    label: 'clean',
    kind: 'video-tutorial',
    url: `https://${host}/watch/install-nodejs-ubuntu-24-04`,
    body: doc({
      title: 'How to Install Node.js 22 on Ubuntu 24.04 (3 ways) — DevCasts',
      css: `body{margin:0;background:#0f0f0f;color:#f1f1f1;font-family:Roboto,Arial,sans-serif}.w{display:grid;grid-template-columns:1fr 360px;gap:24px;max-width:1280px;margin:20px auto;padding:0 20px}
video{width:100%;aspect-ratio:16/9;background:#000;border-radius:12px}.ch{background:#272727;border-radius:12px;padding:12px;font-size:14px}.ch a{color:#3ea6ff}pre{background:#1e1e1e;padding:12px;border-radius:8px;white-space:pre-wrap}.rel div{display:flex;gap:8px;margin-bottom:10px}.rel i{width:160px;height:90px;background:#333;border-radius:8px;flex:none}`,
      body: `<div class="w"><div><video controls poster="/img/poster.png"><source src="/media/node-ubuntu-1080p.mp4" type="video/mp4"></video><h1 style="font-size:20px">How to Install Node.js 22 on Ubuntu 24.04 (3 ways)</h1><p style="color:#aaa">48,213 views · 3 weeks ago · DevCasts · 212K subscribers</p>
<div class="ch"><p>In this video we install Node.js using apt, NodeSource and nvm. Commands used:</p><pre>0:45  sudo apt update &amp;&amp; sudo apt install nodejs npm
2:10  curl -fsSL https://deb.nodesource.com/setup_22.x -o nodesource_setup.sh
      sudo -E bash nodesource_setup.sh
      sudo apt install -y nodejs
4:30  curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.1/install.sh | bash
      nvm install 22</pre><p>Chapters: 0:00 Intro · 0:45 apt · 2:10 NodeSource · 4:30 nvm · 6:12 Checking versions</p><p>Official docs: <a href="https://nodejs.org/en/download">nodejs.org/en/download</a></p></div>
<h3>312 Comments</h3><p><b>@ktran</b> the nvm method worked perfectly, thanks!</p><p><b>@linuxluke</b> Tip: read the NodeSource script before piping to bash.</p></div>
<div class="rel"><div><i></i><span>Install Docker on Ubuntu 24.04</span></div><div><i></i><span>Python venv explained in 8 minutes</span></div><div><i></i><span>Git for beginners – full course</span></div></div></div>`,
    }),
    routes: {
      ...icons(host, [255, 0, 0]),
      [`${host}/img/poster.png`]: pngRoute(30, 30, 30),
      [`${host}/media/node-ubuntu-1080p.mp4`]: fileRoute(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42', 'latin1'), Buffer.alloc(16)]), 'video/mp4'),
    },
  };
})(),
];
