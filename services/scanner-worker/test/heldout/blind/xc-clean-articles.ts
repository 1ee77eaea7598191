import { type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { doc, newsFrame, photo } from '../parts/xc-kit.js';

// Index.hr on fake coastal apartment ads, quoting the scammers' messages and IBAN tricks.
const indexHr = newsFrame({
  lang: 'hr',
  title: 'Lažni apartmani na Makarskoj rivijeri: turisti ostali bez akontacije – Index.hr',
  outlet: 'index.hr',
  color: '#00a0e3',
  nav: ['Vijesti', 'Sport', 'Magazin', 'Ljubimci', 'Shopping'],
  extraCss: `.msg{background:#e7fbe9;border-radius:10px;padding:10px 14px;max-width:440px;font:14px Arial;margin:8px 0}`,
  article: `<div class="meta">Vijesti · 02.08.2025.</div>
<h1>Platili akontaciju za apartman u Makarskoj, a na adresi ih dočekala zaključana kuća</h1>
<figure>${photo('Makarska', 200)}<figcaption>Oglasi koriste fotografije stvarnih apartmana preuzete s Bookinga</figcaption></figure>
<p>Policijska uprava splitsko-dalmatinska ovog je ljeta zaprimila više od 60 prijava turista iz Poljske, Češke i Slovenije koji su uplatili akontaciju za smještaj koji ne postoji. Prevaranti kopiraju fotografije i opise stvarnih apartmana i objavljuju ih na vlastitim stranicama i Facebook grupama.</p>
<p>Poruke koje su žrtve dobile na WhatsAppu gotovo su identične:</p>
<div class="msg">„Pozdrav, termin je slobodan 🙂 Zbog velikog broja upita rezervacija je potvrđena tek nakon akontacije 40 %. Molim ne preko Bookinga, tamo imamo problem s kalendarom.“</div>
<div class="msg">„Uplata na IBAN DE89 … (N26), primatelj Marija K., poziv na broj datum dolaska.“</div>
<p>„Cijene su redovito znatno niže od tržišnih, a IBAN je gotovo uvijek strani“, kaže glasnogovornica policije. Savjetuje da se smještaj rezervira preko provjerenih platformi ili da se nazove turistička zajednica i provjeri je li objekt registriran u sustavu eVisitor.</p>`,
  sidebar: `<h4>Najčitanije</h4><p>Gužve na A1 prema moru</p><p>Cijene sladoleda na Jadranu</p>`,
});

// Security blog explaining wallet drainers with annotated (inert) code samples of approve/permit calls.
const drainerBlog = doc({
  lang: 'en',
  title: 'Anatomy of a wallet drainer: approve, setApprovalForAll and permit – CyberAegis Labs',
  css: `.h{background:#0b1220;color:#fff;padding:14px 26px}.h b{color:#5eead4}.w{max-width:820px;margin:24px auto;padding:0 18px;line-height:1.7}
pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:6px;overflow:auto;font-size:13px}.note{background:#ecfeff;border-left:4px solid #0891b2;padding:10px 14px}`,
  body: `<div class="h"><b>CyberAegis Labs</b> · Threat research · Athens</div>
<article class="w"><p style="color:#666;font-size:13px">Research · 28 Oct 2025 · 9 min read</p><h1>Anatomy of a wallet drainer: what actually happens when you click “Claim”</h1>
<p>Over the last quarter we analysed 140 drainer pages targeting Greek and Cypriot users, most posing as token airdrops. They rarely need your seed phrase; instead they ask your wallet to sign one of three things.</p>
<h2>1. Unlimited ERC-20 approval</h2><p>The page asks the wallet to send a transaction to the token contract with the <code>approve(spender, amount)</code> selector <code>0x095ea7b3</code> and an amount of 2<sup>256</sup>−1:</p>
<pre>// what the drainer sends (decoded)
to:   0xA0b8…eB48   // USDC
data: 0x095ea7b3
      000000000000000000000000 &lt;attacker spender&gt;
      ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff</pre>
<h2>2. setApprovalForAll for NFT collections</h2><p>Selector <code>0xa22cb465</code> with <code>approved = true</code> lets the operator move every NFT of that collection.</p>
<h2>3. Gasless permit signatures</h2><p>EIP-2612 <code>Permit</code> or Uniswap Permit2 messages are signed with <code>eth_signTypedData_v4</code>. No transaction appears in the wallet history until the attacker submits it.</p>
<pre>{ "primaryType": "Permit",
  "message": { "owner": "0xVictim…", "spender": "0xAttacker…",
               "value": "115792089237316195423570985008687907853269984665640564039457584007913129639935",
               "deadline": 1893456000 } }</pre>
<div class="note"><b>Defence:</b> read what your wallet shows before signing, use a wallet with transaction simulation, and periodically review approvals with a reputable tool such as revoke.cash. A legitimate airdrop never requires you to approve your stablecoins.</div></article>`,
});

// A developer tool's install page with curl | sh and irm | iex one-liners and copy buttons (legitimate installer).
const cliInstall = doc({
  lang: 'en',
  title: 'Install Tessera CLI',
  css: `body{background:#fafafa;font-family:Inter,system-ui,Arial}.nav{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #eee;background:#fff}.w{max-width:760px;margin:30px auto;padding:0 18px;line-height:1.6}
.tabs button{border:1px solid #ddd;background:#fff;padding:6px 14px;border-radius:6px 6px 0 0;cursor:pointer}.tabs .on{background:#111;color:#fff}.code{display:flex;justify-content:space-between;align-items:center;background:#111;color:#e5e5e5;padding:14px;border-radius:0 6px 6px 6px;font-family:monospace;font-size:14px}
.code button{background:#333;color:#fff;border:0;padding:5px 10px;border-radius:4px;cursor:pointer}`,
  body: `<div class="nav"><b>◆ Tessera</b><span>Docs · GitHub · Releases</span></div>
<div class="w"><h1>Install the Tessera CLI</h1><p>Tessera is an open-source tool for managing infrastructure secrets. The installer downloads the signed binary for your platform from our GitHub releases and verifies its checksum.</p>
<div class="tabs"><button class="on" data-os="unix">macOS / Linux</button><button data-os="win">Windows</button></div>
<div class="code"><span id="cmd">curl -fsSL https://tessera.dev/install.sh | sh</span><button id="copy">Copy</button></div>
<p>Prefer a package manager? <code>brew install tessera</code> · <code>winget install Tessera.CLI</code> · <code>scoop install tessera</code></p>
<p>Read the script before running it: <a href="/install.sh">install.sh</a> · <a href="/install.ps1">install.ps1</a>. Checksums and signatures are published with every release.</p></div>
<script src="/assets/install-page.js"></script>`,
});
const cliJs = `var C={unix:'curl -fsSL https://tessera.dev/install.sh | sh',win:'powershell -ExecutionPolicy ByPass -c "irm https://tessera.dev/install.ps1 | iex"'};
document.querySelectorAll('.tabs button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.tabs button').forEach(function(x){x.className=''});b.className='on';document.getElementById('cmd').textContent=C[b.dataset.os]}});
document.getElementById('copy').onclick=function(){navigator.clipboard.writeText(document.getElementById('cmd').textContent);this.textContent='Copied'};`;
const installSh = `#!/bin/sh
# Tessera CLI installer – https://tessera.dev
set -eu
OS=$(uname -s | tr '[:upper:]' '[:lower:]'); ARCH=$(uname -m)
case "$ARCH" in x86_64) ARCH=amd64;; arm64|aarch64) ARCH=arm64;; esac
VER=$(curl -fsSL https://api.github.com/repos/tessera-dev/tessera/releases/latest | sed -n 's/.*"tag_name": "\\(.*\\)".*/\\1/p')
URL="https://github.com/tessera-dev/tessera/releases/download/$VER/tessera_\${OS}_\${ARCH}.tar.gz"
curl -fsSLO "$URL" && curl -fsSLO "$URL.sha256" && sha256sum -c "tessera_\${OS}_\${ARCH}.tar.gz.sha256"
tar -xzf "tessera_\${OS}_\${ARCH}.tar.gz" tessera && install -m 755 tessera "$HOME/.local/bin/tessera"
echo "Installed tessera $VER to ~/.local/bin"`;

export const entries: Entry[] = [
  { id: 'xc-clean-index-hr-rental-scam-article', label: 'clean', kind: 'news-quoting-rental-scam', url: 'https://www.index.hr/vijesti/clanak/lazni-apartmani-makarska-akontacija/2701884.aspx', body: indexHr },
  { id: 'xc-clean-drainer-explainer-blog', label: 'clean', kind: 'security-blog-quoting-drainer-code', url: 'https://labs.cyberaegis.gr/en/blog/anatomy-of-a-wallet-drainer', body: drainerBlog },
  {
    id: 'xc-clean-cli-install-page',
    label: 'clean',
    kind: 'legit-curl-pipe-installer',
    url: 'https://tessera.dev/docs/install',
    body: cliInstall,
    routes: {
      'tessera.dev/assets/install-page.js': jsRoute(cliJs),
      'tessera.dev/install.sh': { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: installSh },
    },
  },
];
