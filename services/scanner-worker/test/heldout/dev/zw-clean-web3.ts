import { htmlRoute, type Entry } from '../entry.js';
import { doc, mark, footer, honestConnect, BIP39_SAMPLE } from '../parts/zw-kit.js';
import { jsonRoute, fileRoute, pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zw-ok-etherscan-token',
    label: 'clean',
    kind: 'block-explorer',
    url: 'https://etherscan.io/token/0xdac17f958d2ee523a2206206994597c13d831ec7',
    body: doc('Tether USD (USDT) Token Tracker | Etherscan', `
<header style="border-bottom:1px solid #e9ecef;padding:12px 24px"><b>Etherscan</b> <span style="color:#6c757d;font-size:13px">ETH Price: $2,512.40 · Gas: 3 Gwei</span></header>
<div class="wrap" style="padding:24px 20px"><h2>Token Tether USD (USDT)</h2>
<table style="font-size:14px"><tr><td>Max Total Supply</td><td>71,987,143,882.77 USDT</td></tr><tr><td>Holders</td><td>6,901,225</td></tr><tr><td>Contract</td><td><code>0xdAC17F958D2ee523a2206206994597C13D831ec7</code></td></tr></table>
<h3>Contract — Read as Proxy</h3><pre style="background:#f8f9fa;padding:12px;font-size:12px">function approve(address _spender, uint _value) public onlyPayloadSize(2 * 32) {
    require(!((_value != 0) &amp;&amp; (allowed[msg.sender][_spender] != 0)));
    allowed[msg.sender][_spender] = _value;
    Approval(msg.sender, _spender, _value);
}</pre>
<button id="cw" style="padding:8px 14px">Connect to Web3</button> <span id="o" style="font-size:13px;color:#6c757d"></span></div>
${honestConnect('cw', 'o')}`),
  },
  {
    id: 'zw-ok-revoke-cash',
    label: 'clean',
    kind: 'dapp-own-domain',
    url: 'https://revoke.cash/',
    body: doc('Revoke.cash - Revoke your token approvals on over 100 networks', `
<header class="wrap" style="display:flex;justify-content:space-between;padding:18px 20px"><b>Revoke.cash</b><span>Learn · Exploits · Extension</span><button id="c" style="padding:8px 14px;border-radius:8px;background:#000;color:#fff;border:0">Connect Wallet</button></header>
<section class="wrap" style="text-align:center;padding:50px 20px"><h1>Take back control of your wallet</h1><p>Revoke.cash helps you stay safe by listing your token approvals and letting you revoke them. You pay gas for each revoke, and a revoke transaction only ever sets an allowance to zero.</p>
<input placeholder="Search Accounts by Address or Domain" style="width:100%;max-width:520px;padding:14px;border:1px solid #ccc;border-radius:8px"><p id="o" style="color:#666"></p>
<p style="font-size:13px;color:#777">Beware of sites that claim to revoke "all approvals" with a single gasless signature — that is how drainers steal Permit2 allowances.</p></section>
${honestConnect('c', 'o')}`),
  },
  {
    id: 'zw-ok-metamask-docs-connect',
    label: 'clean',
    kind: 'developer-docs',
    url: 'https://docs.metamask.io/wallet/how-to/connect/',
    body: doc('Connect to MetaMask | MetaMask developer documentation', `
<div class="wrap" style="max-width:820px;padding:30px 20px"><h1>Connect to MetaMask</h1><p>Use <code>eth_requestAccounts</code> to request that the user provide an Ethereum address. Only call it in response to a user action such as clicking a button.</p>
<pre style="background:#24292e;color:#eee;padding:14px;border-radius:8px">const accounts = await provider
  .request({ method: "eth_requestAccounts" })
  .catch((err) =&gt; {
    if (err.code === 4001) console.log("Please connect to MetaMask.");
  });
const account = accounts[0];</pre>
<h2>Sign typed data</h2><p>For <code>eth_signTypedData_v4</code> requests, show users what they are signing. Permit-style signatures can grant token allowances.</p>
<pre style="background:#24292e;color:#eee;padding:14px;border-radius:8px">await provider.request({ method: "eth_signTypedData_v4", params: [from, JSON.stringify(msgParams)] });</pre></div>`),
  },
  {
    id: 'zw-ok-solana-cli-install-docs',
    label: 'clean',
    kind: 'developer-docs',
    url: 'https://solana.com/docs/intro/installation',
    body: doc('Installation | Solana', `
<div class="wrap" style="max-width:820px;padding:30px 20px"><h1>Install the Solana CLI and Anchor</h1><p>On Mac and Linux, run this single command to install all dependencies:</p>
<pre style="background:#111;color:#14f195;padding:14px;border-radius:8px">curl --proto '=https' --tlsv1.2 -sSfL https://solana-install.solana.workers.dev | bash</pre>
<button id="cp">Copy</button>
<p>Windows users must first install WSL. Then verify with <code>solana --version</code>.</p></div>
<script>document.getElementById("cp").onclick=function(){navigator.clipboard.writeText(document.querySelector("pre").textContent)}</script>`),
  },
  {
    id: 'zw-ok-foundry-book-install',
    label: 'clean',
    kind: 'developer-docs',
    url: 'https://book.getfoundry.sh/getting-started/installation',
    body: doc('Installation - Foundry Book', `
<div class="wrap" style="max-width:820px;padding:30px 20px"><h1>Installation</h1><p>Foundryup is the official installer for the Foundry toolchain.</p>
<pre style="background:#f6f8fa;padding:14px">curl -L https://foundry.paradigm.xyz | bash</pre><p>This installs <code>foundryup</code>; then run <code>foundryup</code> in a new terminal session.</p>
<h2>Using Foundry with Docker</h2><pre style="background:#f6f8fa;padding:14px">docker pull ghcr.io/foundry-rs/foundry:latest</pre></div>`),
  },
  {
    id: 'zw-ok-ledger-live-download',
    label: 'clean',
    kind: 'legit-wallet-download',
    url: 'https://www.ledger.com/ledger-live/download?s=2',
    body: doc('Download Ledger Live', `
<header style="background:#000;color:#fff;padding:18px 32px;letter-spacing:3px">LEDGER</header>
<section class="wrap" style="padding:50px 20px;text-align:center"><h1>Download Ledger Live</h1><p>Ledger Live is the official app for your Ledger device. Ledger will never ask for your 24-word recovery phrase. Never enter it on a computer or phone.</p>
<a href="https://download.live.ledger.com/latest/win" style="background:#bbb0ff;color:#000;padding:14px 30px;border-radius:30px;text-decoration:none">Windows</a> <a href="https://download.live.ledger.com/latest/mac" style="background:#bbb0ff;color:#000;padding:14px 30px;border-radius:30px;text-decoration:none">macOS</a>
<p style="font-size:13px">Verify the integrity of your download using the <a href="https://download.live.ledger.com/latest/sha512sum.txt">SHA-512 hashes</a> and the signature.</p></section>${footer('Ledger SAS')}`),
  },
  {
    id: 'zw-ok-seed-phrase-education',
    label: 'clean',
    kind: 'security-education',
    url: 'https://www.coinbase.com/learn/wallet/what-is-a-seed-phrase',
    body: doc('What is a seed phrase? | Coinbase Learn', `
<article class="wrap" style="max-width:760px;padding:40px 20px"><h1>What is a seed phrase?</h1><p>A seed phrase (recovery phrase) is a list of 12 or 24 words that your self-custody wallet generates. Anyone who has it controls your funds. Here is an example — never use these words for a real wallet:</p>
<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:8px;max-width:520px">${BIP39_SAMPLE.map((w, i) => `<div style="border:1px solid #ddd;border-radius:6px;padding:8px">${i + 1}. ${w}</div>`).join('')}</div>
<h2>Never type it into a website</h2><p>No legitimate exchange, wallet or support agent will ask for your seed phrase. "Validate", "sync" or "rectify" pages that ask for it are scams.</p></article>`),
  },
];
