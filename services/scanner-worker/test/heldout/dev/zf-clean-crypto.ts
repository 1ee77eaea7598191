import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-dapp-dex-swap',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://app.tidepool.finance/#/swap?inputCurrency=ETH&outputCurrency=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  body: doc({
    title: 'Tidepool | Swap',
    css: `body{margin:0;background:radial-gradient(circle at top,#1b2a4a,#0b1020);color:#e6edf7;font-family:Inter,system-ui,sans-serif}.n{display:flex;justify-content:space-between;padding:16px 28px}.s{width:440px;margin:8vh auto;background:#131a2e;border-radius:20px;padding:16px}
.t{background:#1b2440;border-radius:14px;padding:16px;margin:6px 0;display:flex;justify-content:space-between}.t input{background:none;border:0;color:#fff;font-size:28px;width:60%}button{width:100%;background:#3b82f6;color:#fff;border:0;border-radius:14px;padding:16px;font-size:17px}`,
    body: `<div class="n"><b>🌊 Tidepool</b><span>Swap · Pools · Bridge · <a href="https://docs.tidepool.finance" style="color:#93c5fd">Docs</a></span><button id="cw" style="width:auto;padding:8px 16px">Connect wallet</button></div>
<div class="s"><b>Swap</b><div class="t"><input id="a" placeholder="0" inputmode="decimal"><span>ETH ▾</span></div><div class="t"><input id="b" placeholder="0" readonly><span>USDC ▾</span></div><p id="q" style="font-size:13px;color:#94a3b8"></p><button id="sw">Connect wallet</button></div>
<p style="text-align:center;font-size:12px;color:#64748b">Tidepool is non-custodial. Audited by Trail of Bits and OpenZeppelin. Never share your recovery phrase.</p>
<script src="/assets/app.js"></script>`,
  }),
  routes: {
    'app.tidepool.finance/assets/app.js': jsRoute(`(function(){var acct=null;var ROUTER='0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD';
async function connect(){if(!window.ethereum){window.open('https://metamask.io/download/','_blank');return}var a=await ethereum.request({method:'eth_requestAccounts'});acct=a[0];
document.getElementById('cw').textContent=acct.slice(0,6)+'…'+acct.slice(-4);document.getElementById('sw').textContent='Swap'}
document.getElementById('cw').onclick=connect;
document.getElementById('a').oninput=function(){var v=parseFloat(this.value)||0;fetch('/api/quote?amount='+v).then(function(r){return r.json()}).then(function(j){document.getElementById('b').value=j.out;document.getElementById('q').textContent='1 ETH = '+j.price+' USDC · Fee 0.3% · Slippage 0.5%'})};
document.getElementById('sw').onclick=async function(){if(!acct)return connect();var v=parseFloat(document.getElementById('a').value)||0;if(!v)return;
await ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:ROUTER,value:'0x'+BigInt(Math.round(v*1e18)).toString(16),data:'0x3593564c'}]})};})();`),
    'app.tidepool.finance/api/quote': jsonRoute({ out: '0', price: '3412.55' }),
  },
},
{
  id: 'zf-clean-crypto-news-airdrop-article',
  label: 'clean',
  kind: 'crypto-news',
  url: 'https://www.coindispatch.news/markets/2025/11/27/layer-2-airdrop-season-what-to-know',
  body: doc({
    title: 'Layer-2 airdrop season: what to know before you claim | CoinDispatch',
    head: tagStub('G-CDN55120'),
    body: `<header><b>CoinDispatch</b><nav><a href="#">Markets</a><a href="#">Policy</a><a href="#">Tech</a><a href="#">Prices</a></nav><span class="muted">BTC $91,220 ▲1.2% · ETH $3,412 ▼0.4%</span></header><main>
<p class="muted">Markets · Nov 27, 2025 at 9:14 a.m. UTC · By Dana Whitfield</p><h1>Layer-2 airdrop season: what to know before you claim</h1>
<p>Several Ethereum layer-2 networks are expected to distribute governance tokens before year-end. The claims have also attracted a wave of fake "claim" sites: security firms counted more than 4,000 lookalike domains in November alone.</p>
<p>"If a site asks you to sign a Permit or approve unlimited spending to claim free tokens, walk away," said a researcher at ChainWatch Labs. Legitimate claims only require a single contract call from the official domain, which projects announce on their verified accounts.</p>
<h2>Checklist</h2><ul><li>Bookmark the official claim URL from the project's docs.</li><li>Use a fresh wallet for claims.</li><li>Never type your seed phrase into a website.</li></ul>
<p>Disclosure: CoinDispatch is owned by an independent media group and follows a strict editorial policy.</p></main>
<footer>© 2025 CoinDispatch · <a href="#">Ethics policy</a><a href="#">Privacy</a><a href="#">Do not sell my info</a></footer>`,
  }),
},
{
  id: 'zf-clean-nft-marketplace-listing',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://mintvault.art/collection/harbor-lights/312',
  body: doc({
    title: 'Harbor Lights #312 – MintVault',
    css: baseCss + `body{background:#fafafa}.art{width:100%;aspect-ratio:1;background:linear-gradient(135deg,#f59e0b,#1e3a8a);border-radius:12px}.cols{display:grid;grid-template-columns:1fr 1fr;gap:32px}`,
    body: `<header><b>MintVault</b><nav><a href="#">Explore</a><a href="#">Create</a><a href="#">Stats</a></nav><button class="btn" id="cw">Connect</button></header><main><div class="cols"><div class="art"></div><div>
<p class="muted">Harbor Lights · by <a href="#">@mareike.paints</a></p><h1>Harbor Lights #312</h1><p>Owned by 0x71C7…976F</p><div class="card" style="margin:0"><p class="muted">Current price</p><h2>0.18 ETH <span class="muted">$614.26</span></h2><button class="btn" id="buy" style="width:100%">Buy now</button></div>
<h3>Details</h3><p class="muted">Contract 0x5E3a…c91B · Token ID 312 · ERC-721 · Ethereum · Creator earnings 5%</p></div></div></main>
<footer>© MintVault · <a href="#">Terms</a><a href="#">Privacy</a></footer>
<script>
var acc;document.getElementById('cw').onclick=async function(){if(!window.ethereum)return alert('Install a wallet to continue');acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=acc.slice(0,6)+'…'};
document.getElementById('buy').onclick=async function(){if(!acc)return document.getElementById('cw').click();var r=await fetch('/api/listings/harbor-lights/312/fulfill?taker='+acc);var tx=await r.json();await ethereum.request({method:'eth_sendTransaction',params:[tx]})};
</script>`,
  }),
  routes: { 'mintvault.art/api/listings/harbor-lights/312/fulfill': jsonRoute({ to: '0x0000000000000068F116a894984e2DB1123eB395', value: '0x27f7d0bdb920000', data: '0xfb0f3ee1' }) },
},
{
  id: 'zf-clean-docs-metamask-sign-typed-data',
  label: 'clean',
  kind: 'docs-scary-code',
  url: 'https://docs.metamask.io/wallet/how-to/sign-data/',
  body: doc({
    title: 'Sign data | MetaMask developer documentation',
    body: `<header><b>🦊 MetaMask Developer</b><nav><a href="#">Wallet</a><a href="#">Snaps</a><a href="#">Services</a><a href="#">SDK</a></nav></header><main>
<h1>Sign data</h1><p>You can use the following RPC methods to request cryptographic signatures from users:</p><ul><li><code>eth_signTypedData_v4</code> — use for the most human-readable signatures that are efficient to process on-chain.</li><li><code>personal_sign</code> — use for simple signatures that aren't processed on-chain.</li></ul>
<h2>Use eth_signTypedData_v4</h2><pre><code>const msgParams = JSON.stringify({
  domain: { chainId: 1, name: 'Ether Mail', verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC', version: '1' },
  message: { contents: 'Hello, Bob!', from: { name: 'Cow', wallets: ['0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826'] } },
  primaryType: 'Mail',
  types: { EIP712Domain: [ { name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' } ] }
});
const accounts = await provider.request({ method: 'eth_requestAccounts' });
const sign = await provider.request({ method: 'eth_signTypedData_v4', params: [accounts[0], msgParams] });</code></pre>
<p>MetaMask displays the typed data to the user. Warn your users that signing Permit or Seaport orders from unknown sites can transfer their tokens.</p></main>
<footer>© 2025 Consensys · <a href="#">Edit this page</a></footer>`,
  }),
},
{
  id: 'zf-clean-staking-dashboard',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://stake.harborvalidators.com/dashboard',
  body: doc({
    title: 'Harbor Validators — ETH Staking Dashboard',
    css: baseCss + `body{background:#0f172a;color:#e2e8f0}header{border-color:#1e293b}.k{background:#1e293b;border-radius:10px;padding:18px}a{color:#93c5fd}`,
    body: `<header><b>⚓ Harbor Validators</b><nav><a href="#">Stake</a><a href="#">Validators</a><a href="#">Rewards</a><a href="#">Docs</a></nav><button class="btn" id="cw">Connect wallet</button></header><main>
<div class="grid"><div class="k"><p class="muted">Total staked</p><h2>184,229 ETH</h2></div><div class="k"><p class="muted">APR (7d)</p><h2>3.21%</h2></div><div class="k"><p class="muted">Validators</p><h2>5,757</h2></div></div>
<h3>Stake ETH</h3><div class="k"><input type="number" id="amt" placeholder="Amount (min 0.01 ETH)"><button class="btn" id="st">Stake</button><p class="muted">You receive hvETH 1:1. Withdrawals take 1–5 days depending on the exit queue. Smart contracts audited by Sigma Prime (report).</p></div></main>
<footer>Harbor Validators AG · Zug, Switzerland · <a href="#">Terms</a><a href="#">Risk disclosure</a></footer>
<script>
var acc;document.getElementById('cw').onclick=async function(){acc=(await window.ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=acc.slice(0,8)+'…'};
document.getElementById('st').onclick=async function(){var v=parseFloat(document.getElementById('amt').value);if(!acc||!(v>=0.01))return;await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:'0x9e1a5B3b0Fc2D8e0b4A7F1c6E5d3C2b1A0f9E8D7',value:'0x'+BigInt(Math.round(v*1e18)).toString(16),data:'0xd0e30db0'}]})};
</script>`,
  }),
},
];
