// Clean: real install docs that pipe a script into a shell or PowerShell (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { fileRoute, jsRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, FONT } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-bun-docs-installation-curl-irm',
  label: 'clean',
  kind: 'install-docs-pipe',
  url: 'https://bun.sh/docs/installation?s=2',
  body: doc({
    title: 'Installation – Bun Docs',
    head: `<style>body{margin:0;font-family:Inter,${FONT};background:#14151a;color:#e6e6e6}.side{position:fixed;top:0;bottom:0;left:0;width:240px;border-right:1px solid #2a2b33;padding:24px;box-sizing:border-box;font-size:14px}
.side a{display:block;color:#a1a1aa;padding:4px 0;text-decoration:none}.side a.on{color:#fbf0df}.main{margin-left:240px;max-width:800px;padding:32px 48px}
.tabs button{background:none;border:0;color:#a1a1aa;padding:6px 12px;cursor:pointer}.tabs button.on{color:#fbf0df;border-bottom:2px solid #f472b6}
pre{background:#0b0c10;border:1px solid #2a2b33;border-radius:8px;padding:14px;position:relative}pre button{position:absolute;right:8px;top:8px;background:#2a2b33;color:#ddd;border:0;border-radius:4px;font-size:12px;padding:3px 8px;cursor:pointer}
code{font-family:"JetBrains Mono",ui-monospace,monospace;font-size:13px}.callout{border-left:3px solid #60a5fa;background:#1b2130;padding:10px 14px;font-size:14px}</style>`,
    body: `<nav class="side"><b style="color:#fbf0df;font-size:18px">Bun</b><br><br><a href="/docs">Intro</a><a class="on" href="/docs/installation">Installation</a><a href="/docs/quickstart">Quickstart</a><a href="/docs/typescript">TypeScript</a><a href="/docs/cli/run">bun run</a><a href="/docs/cli/install">bun install</a><a href="/docs/cli/test">bun test</a></nav>
<main class="main"><h1>Installation</h1><p>Bun ships as a single executable with no dependencies that can be installed a few different ways.</p>
<div class="tabs" id="tabs"><button class="on" data-t="unix">macOS &amp; Linux</button><button data-t="win">Windows</button><button data-t="npm">npm</button><button data-t="brew">Homebrew</button><button data-t="docker">Docker</button></div>
<pre><code id="snip"></code><button id="cp">Copy</button></pre>
<div class="callout"><b>Linux users</b> — The <code>unzip</code> package is required to install Bun. Use <code>sudo apt install unzip</code>. Kernel version 5.6 or higher is strongly recommended.</div>
<h2>Windows</h2><p>To install, paste this into a terminal:</p><pre><code>powershell -c "irm bun.sh/install.ps1|iex"</code></pre>
<p>Bun requires Windows 10 version 1809 or later.</p>
<h2>Upgrading</h2><p>Once installed, the binary can upgrade itself.</p><pre><code>bun upgrade</code></pre>
<h2>Uninstall</h2><pre><code>rm -rf ~/.bun # for macOS, Linux, and WSL</code></pre></main>
<script>
var S={unix:'curl -fsSL https://bun.sh/install | bash',win:'powershell -c "irm bun.sh/install.ps1|iex"',npm:'npm install -g bun',brew:'brew install oven-sh/bun/bun',docker:'docker pull oven/bun\\ndocker run --rm --init --ulimit memlock=-1:-1 oven/bun'};
var cur='unix';function set(t){cur=t;document.getElementById('snip').textContent=S[t];document.querySelectorAll('#tabs button').forEach(function(b){b.className=b.dataset.t===t?'on':''});}
document.querySelectorAll('#tabs button').forEach(function(b){b.onclick=function(){set(b.dataset.t)}});set(/Win/.test(navigator.platform)?'win':'unix');
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(S[cur]);this.textContent='Copied';var t=this;setTimeout(function(){t.textContent='Copy'},1500);};
</script>`,
  }),
},

{
  id: 'zz-astral-uv-install-docs',
  label: 'clean',
  kind: 'install-docs-pipe',
  url: 'https://docs.astral.sh/uv/getting-started/installation/?s=2',
  body: doc({
    title: 'Installation | uv',
    head: `<style>body{margin:0;font-family:Roboto,${FONT};color:#1d1d1f}.hd{background:#261230;color:#fff;padding:14px 32px;font-weight:700}.c{max-width:820px;margin:24px auto;padding:0 24px}
.tabbed-labels label{display:inline-block;padding:6px 12px;border-bottom:2px solid transparent;cursor:pointer;font-size:14px}.tabbed-labels label.on{border-color:#8b5cf6;color:#6d28d9}
pre{background:#f5f5f7;border-radius:4px;padding:12px;font-size:13.5px;overflow:auto}.admonition{border-left:4px solid #448aff;background:#ecf3ff;padding:8px 14px;font-size:14px;margin:12px 0}</style>`,
    body: `<div class="hd">uv</div><div class="c"><h1>Installing uv</h1><h2>Installation methods</h2><p>Install uv with our standalone installers or your package manager of choice.</p>
<h3>Standalone installer</h3><p>uv provides a standalone installer to download and install uv:</p>
<div class="tabbed-labels"><label class="on">macOS and Linux</label><label>Windows</label></div>
<p>Use <code>curl</code> to download the script and execute it with <code>sh</code>:</p><pre><code>$ curl -LsSf https://astral.sh/uv/install.sh | sh</code></pre>
<p>If your system doesn't have <code>curl</code>, you can use <code>wget</code>:</p><pre><code>$ wget -qO- https://astral.sh/uv/install.sh | sh</code></pre>
<p>Request a specific version by including it in the URL:</p><pre><code>$ curl -LsSf https://astral.sh/uv/0.9.5/install.sh | sh</code></pre>
<p>On Windows, use <code>irm</code> to download the script and execute it with <code>iex</code>:</p><pre><code>PS&gt; powershell -ExecutionPolicy ByPass -c "irm https://astral.sh/uv/install.ps1 | iex"</code></pre>
<p>Changing the execution policy allows running a script from the internet.</p>
<div class="admonition"><b>Tip</b><br>The installation script may be inspected before use:<pre><code>$ curl -LsSf https://astral.sh/uv/install.sh | less</code></pre>Alternatively, the installer or binaries can be downloaded directly from GitHub.</div>
<h3>PyPI</h3><pre><code>$ pipx install uv</code></pre><h3>Homebrew</h3><pre><code>$ brew install uv</code></pre><h3>WinGet</h3><pre><code>$ winget install --id=astral-sh.uv  -e</code></pre></div>`,
  }),
},

{
  id: 'zz-quellwerk-cli-install-docs',
  label: 'clean',
  kind: 'install-docs-pipe',
  url: 'https://docs.quellwerk.io/cli/install/',
  body: qwDoc({
    title: 'Install the qw CLI · Quellwerk Docs',
    main: `<div class="content"><article>
<p style="margin-top:24px;color:#5b6675;font-size:13px">Docs › CLI › Install</p>
<h1>Install the <code>qw</code> CLI</h1>
<p><code>qw</code> is Quellwerk's command-line tool for repositories, pipelines and packages. It's open source (<a href="https://quellwerk.io/quellwerk/cli">quellwerk/cli</a>, Apache-2.0).</p>
<h2>Install script (macOS, Linux)</h2><pre><code>curl -fsSL https://get.quellwerk.io/cli | sh</code></pre>
<p>The script downloads the latest release for your platform from <code>releases.quellwerk.io</code>, verifies its SHA-256 checksum and Sigstore signature, and installs it to <code>~/.local/bin</code>. It doesn't need root. Read it first if you like: <a href="https://get.quellwerk.io/cli">get.quellwerk.io/cli</a>.</p>
<h2>Windows (PowerShell)</h2><pre><code>irm https://get.quellwerk.io/cli.ps1 | iex</code></pre>
<h2>Package managers</h2><pre><code>brew install quellwerk/tap/qw
winget install Quellwerk.CLI
scoop bucket add quellwerk https://quellwerk.io/quellwerk/scoop-bucket.git; scoop install qw
docker run --rm -it registry.quellwerk.io/quellwerk/cli:latest qw --help</code></pre>
<h2>Verify the binary manually</h2><pre><code>cosign verify-blob --certificate-identity-regexp 'https://quellwerk.io/quellwerk/cli/' \\
  --certificate-oidc-issuer https://auth.quellwerk.io --bundle qw_linux_amd64.tar.gz.sigstore.json qw_linux_amd64.tar.gz</code></pre>
<h2>Next steps</h2><pre><code>qw auth login
qw repo clone nordlicht/payments-api
qw pipeline watch</code></pre>
<p style="font-size:13px;color:#5b6675">Only ever run install commands copied from <b>docs.quellwerk.io</b>. Quellwerk staff will never ask you to paste commands into a terminal to "fix" your account or a pipeline.</p>
</article></div>`,
  }),
  routes: {
    'get.quellwerk.io/cli': fileRoute(`#!/bin/sh
# Quellwerk CLI installer — https://docs.quellwerk.io/cli/install/
set -eu
REPO_URL="https://releases.quellwerk.io/cli"
INSTALL_DIR="\${QW_INSTALL_DIR:-$HOME/.local/bin}"
os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m)
case "$arch" in x86_64|amd64) arch=amd64 ;; arm64|aarch64) arch=arm64 ;; *) echo "unsupported architecture: $arch" >&2; exit 1 ;; esac
version=$(curl -fsSL "$REPO_URL/latest.txt")
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
file="qw_\${version}_\${os}_\${arch}.tar.gz"
echo "Downloading qw $version for $os/$arch"
curl -fsSL "$REPO_URL/$version/$file" -o "$tmp/$file"
curl -fsSL "$REPO_URL/$version/checksums.txt" -o "$tmp/checksums.txt"
(cd "$tmp" && grep " $file\\$" checksums.txt | sha256sum -c - >/dev/null) || { echo "checksum mismatch" >&2; exit 1; }
tar -xzf "$tmp/$file" -C "$tmp" qw
mkdir -p "$INSTALL_DIR" && install -m 0755 "$tmp/qw" "$INSTALL_DIR/qw"
echo "qw $version installed to $INSTALL_DIR/qw"
case ":$PATH:" in *":$INSTALL_DIR:"*) ;; *) echo "Add $INSTALL_DIR to your PATH." ;; esac
`, 'text/x-shellscript; charset=utf-8'),
  },
},

{
  id: 'zz-aliyun-docker-ce-mirror-cn',
  label: 'clean',
  kind: 'install-docs-pipe',
  url: 'https://developer.aliyun.com/mirror/docker-ce',
  body: doc({
    lang: 'zh-CN',
    title: 'docker-ce镜像_docker-ce下载地址_docker-ce安装教程-阿里巴巴开源镜像站',
    head: `<style>body{margin:0;font-family:"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f6;color:#333}.h{background:#fff;padding:14px 40px;border-bottom:1px solid #e5e5e5;font-weight:700;color:#ff6a00}
.c{max-width:980px;margin:24px auto;background:#fff;padding:28px 36px}pre{background:#f7f8fa;border:1px solid #ebedf0;padding:12px;font-size:13px;overflow:auto}h2{border-left:4px solid #ff6a00;padding-left:10px;font-size:18px}</style>`,
    body: `<div class="h">阿里巴巴开源镜像站</div><div class="c"><h1>Docker CE 镜像</h1>
<h2>简介</h2><p>Docker CE 是免费的 Docker 产品的新名称,Docker CE 包含了完整的 Docker 平台,非常适合开发人员和运维团队构建容器 APP。</p>
<h2>下载地址</h2><p><a href="https://mirrors.aliyun.com/docker-ce/">https://mirrors.aliyun.com/docker-ce/</a></p>
<h2>配置方法</h2><h3>Ubuntu 14.04/16.04/18.04/20.04(使用 apt-get 进行安装)</h3>
<pre># step 1: 安装必要的一些系统工具
sudo apt-get update
sudo apt-get install ca-certificates curl gnupg
# step 2: 信任 Docker 的 GPG 公钥
sudo install -m 0755 -d /etc/apt/keyrings
curl -fsSL https://mirrors.aliyun.com/docker-ce/linux/ubuntu/gpg | sudo gpg --dearmor -o /etc/apt/keyrings/docker.gpg
sudo chmod a+r /etc/apt/keyrings/docker.gpg
# Step 3: 写入软件源信息
echo \\
  "deb [arch=$(dpkg --print-architecture) signed-by=/etc/apt/keyrings/docker.gpg] https://mirrors.aliyun.com/docker-ce/linux/ubuntu \\
  "$(. /etc/os-release && echo "$VERSION_CODENAME")" stable" | \\
  sudo tee /etc/apt/sources.list.d/docker.list > /dev/null
# Step 4: 安装Docker
sudo apt-get update
sudo apt-get install docker-ce docker-ce-cli containerd.io docker-buildx-plugin docker-compose-plugin</pre>
<h3>安装脚本(一键安装)</h3><p>也可以使用官方安装脚本,并通过 <code>--mirror</code> 参数指定使用阿里云镜像:</p>
<pre>curl -fsSL https://get.docker.com | bash -s docker --mirror Aliyun</pre>
<h3>CentOS 7(使用 yum 进行安装)</h3><pre># step 1: 安装必要的一些系统工具
sudo yum install -y yum-utils device-mapper-persistent-data lvm2
# Step 2: 添加软件源信息
sudo yum-config-manager --add-repo https://mirrors.aliyun.com/docker-ce/linux/centos/docker-ce.repo
# Step 3: 安装并启动 Docker-CE 服务
sudo yum makecache fast && sudo yum -y install docker-ce && sudo service docker start</pre>
<h2>相关链接</h2><p>官方主页:<a href="https://www.docker.com">https://www.docker.com</a></p></div>`,
  }),
},

{
  id: 'zz-scoop-sh-homepage-irm-iex',
  label: 'clean',
  kind: 'install-docs-pipe',
  url: 'https://scoop.sh/?s=2',
  body: doc({
    title: 'Scoop',
    head: `<style>body{margin:0;font-family:${FONT};background:#fff;color:#1f2937}.hero{max-width:760px;margin:60px auto;padding:0 24px}
pre{background:#1e293b;color:#e2e8f0;border-radius:8px;padding:14px;font-size:14px;position:relative}pre button{position:absolute;right:8px;top:8px;background:#334155;color:#fff;border:0;border-radius:4px;padding:3px 8px;cursor:pointer}
.srch{display:flex;gap:8px;margin:24px 0}.srch input{flex:1;border:1px solid #cbd5e1;border-radius:6px;padding:10px}</style>`,
    body: `<div class="hero"><h1 style="font-size:42px;margin-bottom:4px">Scoop</h1><p style="font-size:20px;color:#475569">A command-line installer for Windows</p>
<form class="srch" action="/#/apps"><input name="q" placeholder="Search apps"><button>Search</button></form>
<h2>Quickstart</h2><p>Open a PowerShell terminal (version 5.1 or later) and from the PS C:\\&gt; prompt, run:</p>
<pre><code id="a">Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser
Invoke-RestMethod -Uri https://get.scoop.sh | Invoke-Expression</code><button onclick="navigator.clipboard.writeText(document.getElementById('a').textContent)">Copy</button></pre>
<p>For advanced installation options, check out the <a href="https://github.com/ScoopInstaller/Install#readme">Installer's Readme</a>.</p>
<h2>Why use Scoop?</h2><p>Scoop installs programs from the command line with a minimal amount of friction. It eliminates permission popup windows, hides GUI wizard-style installers, prevents PATH pollution, and avoids unexpected side-effects.</p>
<pre><code>scoop install git nodejs python go</code></pre></div>`,
  }),
},

{
  id: 'zz-homebrew-install-ja',
  label: 'clean',
  kind: 'install-docs-pipe',
  url: 'https://brew.sh/ja/',
  body: doc({
    lang: 'ja',
    title: 'Homebrew — macOS(またはLinux)用パッケージマネージャー',
    head: `<style>body{margin:0;font-family:"Hiragino Sans","Noto Sans JP",${FONT};background:#faf6f0;color:#2e2a24;text-align:center}
.c{max-width:760px;margin:40px auto;padding:0 20px}pre{background:#2e2a24;color:#fbd38d;border-radius:8px;padding:14px;text-align:left;font-size:14px;white-space:pre-wrap;word-break:break-all}
h2{margin-top:40px}.s{color:#7a6f62}</style>`,
    body: `<div class="c"><div style="font-size:64px">🍺</div><h1>Homebrew</h1><p class="s">macOS(または Linux)用パッケージマネージャー</p>
<h2>インストール</h2><pre>/bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"</pre>
<p class="s">このスクリプトは、何をするのかを説明し、実行する前に一時停止します。<a href="https://docs.brew.sh/Installation">その他のインストールオプション</a>についてはこちらをご覧ください。<br>macOS の .pkg インストーラーは <a href="https://github.com/Homebrew/brew/releases/latest">GitHub のリリース</a>から入手できます。</p>
<h2>Homebrew でできること</h2><p>Apple(または Linux システム)が提供していない必要なものをインストールします。</p><pre>$ brew install wget</pre>
<p>Homebrew はパッケージを独自のディレクトリにインストールし、そのファイルを /opt/homebrew にシンボリックリンクします(Apple Silicon の場合)。</p>
<p class="s">Homebrew は Software Freedom Conservancy のメンバープロジェクトです。</p></div>`,
  }),
},
];
