import { type Entry } from '../entry.js';
import { cssRoute, fileRoute, jsRoute } from '../parts/e-bin.js';
import { analyticsRoute, analyticsSnippet, consentBanner } from '../parts/e-furniture.js';

// Japanese developer docs for a CLI: curl | sh, irm | iex and copy buttons.
const host = 'docs.kumocli.dev';
const page = `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>インストール | kumo CLI ドキュメント</title>
<link rel="stylesheet" href="/_static/docs.css">
${analyticsSnippet('G-KUMO2025DOC')}
</head>
<body>
<header><a class="lg" href="/">kumo <small>docs</small></a><nav><a href="/ja/">ガイド</a><a href="/ja/reference/">リファレンス</a><a href="https://github.com/kumo-cli/kumo">GitHub</a><a href="/en/install">English</a></nav></header>
<div class="lay">
<aside><b>はじめに</b><a class="on" href="#">インストール</a><a href="#">クイックスタート</a><a href="#">設定ファイル</a><b>コマンド</b><a href="#">kumo deploy</a><a href="#">kumo logs</a><a href="#">kumo secrets</a></aside>
<article>
 <h1>インストール</h1>
 <p>kumo はシングルバイナリの CLI です。以下のいずれかの方法でインストールしてください。インストールスクリプトは <a href="https://github.com/kumo-cli/kumo/blob/main/install.sh">GitHub で公開</a>しており、実行前に内容を確認できます。</p>
 <h2>macOS / Linux</h2>
 <div class="code"><pre><code>curl -fsSL https://kumocli.dev/install.sh | sh</code></pre><button class="cp">コピー</button></div>
 <p>特定のバージョンを入れる場合:</p>
 <div class="code"><pre><code>curl -fsSL https://kumocli.dev/install.sh | sh -s -- --version 1.9.2</code></pre><button class="cp">コピー</button></div>
 <h2>Homebrew</h2>
 <div class="code"><pre><code>brew install kumo-cli/tap/kumo</code></pre><button class="cp">コピー</button></div>
 <h2>Windows（PowerShell）</h2>
 <div class="code"><pre><code>powershell -ExecutionPolicy ByPass -c "irm https://kumocli.dev/install.ps1 | iex"</code></pre><button class="cp">コピー</button></div>
 <p>または <code>winget install KumoCLI.kumo</code> / <code>scoop install kumo</code> でもインストールできます。</p>
 <h2>インストールの確認</h2>
 <div class="code"><pre><code>kumo --version
# kumo 1.9.2 (2025-10-28)</code></pre><button class="cp">コピー</button></div>
 <div class="note"><b>セキュリティについて：</b> パイプでシェルに渡す前にスクリプトを確認したい場合は、<code>curl -fsSL https://kumocli.dev/install.sh -o install.sh</code> で保存してから <code>less install.sh</code> で内容を確認してください。リリースバイナリのチェックサムと署名（cosign）は GitHub Releases に掲載しています。</div>
</article>
</div>
<footer>© 2025 Kumo Labs 株式会社 &middot; <a href="/ja/privacy">プライバシー</a></footer>
${consentBanner('ja', 'box')}
<script src="/_static/copy.js"></script>
</body>
</html>`;
const css = `body{margin:0;font-family:"Noto Sans JP",system-ui,sans-serif;color:#1f2328}header{display:flex;align-items:center;gap:30px;padding:14px 28px;border-bottom:1px solid #e5e7eb}.lg{font-weight:800;font-size:20px;color:#0ea5e9;text-decoration:none}.lg small{color:#6b7280;font-weight:400}header nav a{margin-right:16px;color:#374151;text-decoration:none}
.lay{display:flex;max-width:1160px;margin:0 auto}aside{width:220px;padding:20px;border-right:1px solid #eee}aside b{display:block;margin-top:12px;font-size:13px;color:#6b7280}aside a{display:block;color:#374151;padding:4px 0;text-decoration:none}aside a.on{color:#0ea5e9;font-weight:700}
article{flex:1;padding:20px 40px;line-height:1.8;max-width:800px}.code{position:relative}pre{background:#0b1021;color:#e5e7eb;padding:14px;border-radius:8px;overflow:auto}.cp{position:absolute;right:8px;top:8px;background:#1f2937;color:#fff;border:0;border-radius:4px;padding:4px 10px;font-size:12px}.note{background:#f0f9ff;border-left:4px solid #0ea5e9;padding:10px 14px;font-size:14px}footer{text-align:center;font-size:12px;color:#9ca3af;padding:24px}`;
const js = `document.querySelectorAll('.code').forEach(function(c){c.querySelector('.cp').addEventListener('click',function(){var t=c.querySelector('code').textContent;navigator.clipboard.writeText(t).then(function(){var b=c.querySelector('.cp'),o=b.textContent;b.textContent='コピーしました';setTimeout(function(){b.textContent=o},1500)})})});`;
const installSh = `#!/bin/sh
# kumo installer – https://github.com/kumo-cli/kumo/blob/main/install.sh
set -eu
VERSION="\${KUMO_VERSION:-1.9.2}"
OS=$(uname -s | tr '[:upper:]' '[:lower:]')
ARCH=$(uname -m); case "$ARCH" in x86_64) ARCH=amd64;; aarch64|arm64) ARCH=arm64;; esac
URL="https://github.com/kumo-cli/kumo/releases/download/v\${VERSION}/kumo_\${OS}_\${ARCH}.tar.gz"
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
echo "Downloading kumo \${VERSION} for \${OS}/\${ARCH}..."
curl -fsSL "$URL" -o "$TMP/kumo.tgz"
curl -fsSL "$URL.sha256" -o "$TMP/kumo.tgz.sha256"
(cd "$TMP" && sha256sum -c kumo.tgz.sha256 2>/dev/null || shasum -a 256 -c kumo.tgz.sha256)
tar -xzf "$TMP/kumo.tgz" -C "$TMP"
mkdir -p "$HOME/.kumo/bin" && mv "$TMP/kumo" "$HOME/.kumo/bin/kumo"
echo "Installed to $HOME/.kumo/bin/kumo – add it to your PATH."
`;

export const entries: Entry[] = [
  {
    id: 'e-clean-devdocs-cli-ja',
    label: 'clean',
    kind: 'dev-docs',
    url: `https://${host}/ja/install`,
    body: page,
    routes: {
      [`${host}/_static/docs.css`]: cssRoute(css),
      [`${host}/_static/copy.js`]: jsRoute(js),
      'kumocli.dev/install.sh': fileRoute(installSh, 'text/plain; charset=utf-8'),
      ...analyticsRoute(host),
    },
  },
];
