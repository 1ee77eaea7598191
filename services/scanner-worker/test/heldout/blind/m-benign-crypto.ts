import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, pe } from '../parts/e-bin.js';
import { doc, icons, dappShell, vendorCss, footerLinks, cookieBanner, copyBlock } from '../parts/m-kit.js';

/** A small dapp client like the ones bundled by wagmi/viem apps: connect, read allowance, approve the exact amount, then act. */
const dappClient = (o: { router: string; token: string; action: string; btn: string; api: string }) => `
(function(){
  var ROUTER='${o.router}', TOKEN='${o.token}';
  var btn=document.getElementById('${o.btn}'), cb=document.getElementById('connectBtn'), acct=null;
  function short(a){return a.slice(0,6)+'…'+a.slice(-4)}
  function toHex(n){return '0x'+BigInt(n).toString(16)}
  function pad(h){return h.replace(/^0x/,'').padStart(64,'0')}
  async function connect(){
    if(!window.ethereum){var m=document.getElementById('wm');if(m)m.style.display='flex';return}
    var a=await window.ethereum.request({method:'eth_requestAccounts'});acct=a[0];cb.textContent=short(acct);btn.textContent='${o.action}';
    try{var chain=await window.ethereum.request({method:'eth_chainId'});if(chain!=='0x1')cb.textContent+=' (wrong network)'}catch(e){}
  }
  cb.addEventListener('click',connect);
  btn.addEventListener('click',async function(){
    if(!acct)return connect();
    var amt=document.getElementById('amt');var v=BigInt(Math.round(parseFloat((amt&&amt.value)||'0')*1e6));if(v<=0n)return;
    var q=await (await fetch('${o.api}?owner='+acct+'&amount='+v)).json();
    if(BigInt(q.allowance)<v){
      // approve(spender, amount): exact amount only, as shown in the review dialog
      btn.textContent='Approve in wallet…';
      await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:TOKEN,data:'0x095ea7b3'+pad(ROUTER)+pad(toHex(v))}]});
    }
    btn.textContent='Confirm in wallet…';
    await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:ROUTER,data:q.calldata,value:q.value||'0x0'}]});
    btn.textContent='Submitted ✓';
  });
})();`;

export const entries: Entry[] = [
(() => {
  const host = 'app.across.to';
  return {
    id: 'm-clean-across-bridge',
    label: 'clean',
    kind: 'dapp',
    url: `https://${host}/bridge?from=1&to=42161&inputToken=USDC`,
    body: dappShell({
      name: 'Across',
      title: 'Across Protocol | Bridge',
      accent: '#6cf9d8',
      nav: ['Bridge', 'Pool', 'Rewards', 'Transactions'],
      main: `<div class="panel"><b>Bridge</b><div class="row"><div><small>From</small><br><b>Ethereum</b></div><span class="tok">USDC</span></div><div class="row"><div><small>To</small><br><b>Arbitrum</b></div><span class="tok">USDC</span></div>
<div class="row"><input id="amt" placeholder="0.00"><span class="dim">Balance: —</span></div><button class="big" id="br" style="color:#000">Connect Wallet</button>
<p class="dim" style="font-size:12px">Est. time ~2 min · Bridge fee 0.02% · Across is secured by UMA's optimistic oracle</p></div><footer>Across · Docs · Discord · Terms of Service</footer>`,
      scripts: `<script src="/assets/bridge-6f1a.js" defer></script>`,
    }),
    routes: {
      ...icons(host, [108, 249, 216]),
      [`${host}/assets/bridge-6f1a.js`]: jsRoute(dappClient({ router: '0x5c7BCd6E7De5423a257D81B442095A1a6ced35C5', token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', action: 'Bridge', btn: 'br', api: '/api/suggested-fees' })),
      [`${host}/api/suggested-fees`]: jsonRoute({ allowance: '0', calldata: '0x', relayFeePct: '200000000000000' }),
    },
  };
})(),

(() => {
  const host = 'revoke.cash';
  return {
    id: 'm-clean-revoke-cash-allowances',
    label: 'clean',
    kind: 'dapp',
    url: `https://${host}/address/0x4c6b2F2a1d1b4E0c3A7e5d6C9b8F0a1E2d3C4b5A?chainId=1`,
    body: doc({
      title: 'Revoke.cash - Token approvals for 0x4c6b…4b5A on Ethereum',
      css: `body{margin:0;font-family:Inter,system-ui,sans-serif;background:#fff;color:#111}.bar{display:flex;padding:14px 30px;border-bottom:1px solid #e5e5e5;gap:20px;align-items:center}.w{max-width:1100px;margin:24px auto}
table{width:100%;border-collapse:collapse}td,th{padding:10px;border-bottom:1px solid #eee;text-align:left;font-size:14px}.rv{border:1px solid #111;background:#fff;border-radius:8px;padding:5px 12px;cursor:pointer}.risk{color:#b91c1c;font-weight:600}`,
      body: `<div class="bar"><b>Revoke.cash</b><a href="/learn">Learn</a><a href="/exploits">Exploits</a><a href="/extension">Extension</a><button id="connectBtn" style="margin-left:auto" class="rv">Connect Wallet</button></div>
<div class="w"><h2>0x4c6b…4b5A</h2><p>Ethereum · 5 approvals · Total value at risk: $3,912.44</p><table><tr><th>Asset</th><th>Type</th><th>Approved amount</th><th>Approved spender</th><th>Last updated</th><th></th></tr>
<tr><td>USDC</td><td>Token</td><td>Unlimited</td><td>Uniswap: Permit2</td><td>2025-03-02</td><td><button class="rv">Revoke</button></td></tr>
<tr><td>USDT</td><td>Token</td><td>Unlimited</td><td class="risk">0x51a4…a6F5 (reported as phishing)</td><td>2025-11-10</td><td><button class="rv">Revoke</button></td></tr>
<tr><td>Pudgy Penguins</td><td>NFT collection</td><td>All NFTs</td><td>OpenSea: Seaport 1.6</td><td>2024-08-19</td><td><button class="rv">Revoke</button></td></tr></table>
<p style="font-size:13px;color:#555">Revoking sets the allowance to 0 with <code>approve(spender, 0)</code> or <code>setApprovalForAll(operator, false)</code>. Revoke.cash never asks for your seed phrase.</p></div>
<script>
document.querySelectorAll('.rv').forEach(function(b){if(b.id)return;b.onclick=async function(){if(!window.ethereum){alert('Connect a wallet first');return}var [a]=await ethereum.request({method:'eth_requestAccounts'});
await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0xdAC17F958D2ee523a2206206994597C13D831ec7',data:'0x095ea7b3'+'00000000000000000000000051a4c9e2d8b3f0e7a6c5d4b3a2f1e0d9c8b7a6f5'+'0'.repeat(64)}]});};});
</script>`,
    }),
    routes: { ...icons(host, [17, 17, 17]) },
  };
})(),

(() => {
  const host = 'tessera.market';
  return {
    id: 'm-clean-nft-marketplace-listing',
    label: 'clean',
    kind: 'dapp',
    url: `https://${host}/collection/driftwood-genesis/1742`,
    body: dappShell({
      name: 'Tessera',
      title: 'Driftwood Genesis #1742 | Tessera NFT Marketplace',
      accent: '#2081e2',
      nav: ['Explore', 'Collections', 'Activity', 'Create'],
      main: `<div style="display:grid;grid-template-columns:420px 1fr;gap:30px;max-width:1000px;margin:30px auto"><div style="aspect-ratio:1;background:linear-gradient(135deg,#c49a6c,#5a3e2b);border-radius:14px"></div>
<div><small class="dim">Driftwood Genesis ✔</small><h1>Driftwood Genesis #1742</h1><p class="dim">Owned by you · 3 views · Traits: Oak, Low tide, Barnacles</p>
<div class="panel" style="margin:0;max-width:none"><b>List for sale</b><div class="row"><input id="price" value="0.42"><span class="tok">ETH</span></div><p class="dim" style="font-size:13px">Listing requires a one-time approval so the marketplace contract can transfer this collection when it sells. You can cancel the listing and revoke the approval at any time.</p><button class="big" id="list">Connect wallet</button></div></div></div>
<footer>Tessera Labs · Terms · Privacy · Creator fees enforced</footer>`,
      scripts: `<script>
(function(){var coll='0x7d3E1a2B5c8F9e0D4a6B7c8D9e0F1a2B3c4D5e6F',seaport='0x0000000000000068F116a894984e2DB1123eB395',conduit='0x1E0049783F008A0085193E00003D00cd54003c71',me;
document.getElementById('list').onclick=async function(){
  if(!window.ethereum){document.getElementById('list').textContent='No wallet found';return}
  if(!me){me=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent='List item';return}
  var approved=await (await fetch('/api/approval?owner='+me+'&c='+coll)).json();
  if(!approved.ok){await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:coll,data:'0xa22cb465'+conduit.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0')}]});}
  var order={offerer:me,offer:[{itemType:2,token:coll,identifierOrCriteria:'1742',startAmount:'1',endAmount:'1'}],consideration:[{itemType:0,startAmount:'399000000000000000',recipient:me}],startTime:Math.floor(Date.now()/1000),endTime:Math.floor(Date.now()/1000)+2592000};
  await ethereum.request({method:'eth_signTypedData_v4',params:[me,JSON.stringify({domain:{name:'Seaport',version:'1.6',chainId:1,verifyingContract:seaport},primaryType:'OrderComponents',types:{},message:order})]});
  this.textContent='Listed ✓';
};})();
</script>`,
    }),
    routes: { ...icons(host, [32, 129, 226]), [`${host}/api/approval`]: jsonRoute({ ok: false }) },
  };
})(),

(() => {
  const host = 'support.metamask.io';
  return {
    id: 'm-clean-metamask-srp-safety',
    label: 'clean',
    kind: 'wallet-docs',
    url: `https://${host}/privacy-and-security/staying-safe-in-web3/`,
    body: doc({
      title: 'Basic safety and security tips for MetaMask | MetaMask Help Center',
      css: vendorCss('#f6851b') + 'main{max-width:780px}.warn{background:#fff4e5;border-left:4px solid #f6851b;padding:12px 16px}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">MetaMask Help Center</a><nav><a href="#">Getting started</a><a href="#">Privacy &amp; security</a><a href="#">Troubleshooting</a></nav></header>
<main><h1>Basic safety and security tips for MetaMask</h1><div class="warn"><b>Never share your Secret Recovery Phrase.</b> Not with anyone, not with MetaMask Support, and never enter it on any website. Anyone who asks for it is trying to steal your funds. MetaMask will never ask you to “validate”, “sync” or “rectify” your wallet.</div>
<h2>Keep your Secret Recovery Phrase safe</h2><p>Your Secret Recovery Phrase (SRP) is the master key to your wallet. Write it down on paper and store it somewhere safe offline. Don't store it in a screenshot, email, or cloud notes.</p>
<h2>Be careful what you sign</h2><ul><li>Check the spender and amount of every token approval. Prefer a custom spending cap over an unlimited allowance.</li><li>A signature request for <code>Permit</code> or <code>PermitBatch</code> can give someone the right to move your tokens.</li><li>Review and revoke old approvals with the Portfolio app or Revoke.cash.</li></ul>
<h2>Only download MetaMask from official sources</h2><p>Download the extension only from <a href="https://metamask.io/download/">metamask.io/download</a>, which links to the official browser stores. Fake “MetaMask” apps and extensions are common.</p>
<p class="muted">Updated 3 weeks ago · Was this article helpful?</p></main>${footerLinks('Consensys')}`,
    }),
    routes: { ...icons(host, [246, 133, 27]) },
  };
})(),

(() => {
  const host = 'mint.lumenfield.art';
  return {
    id: 'm-clean-artist-nft-allowlist-mint',
    label: 'clean',
    kind: 'dapp',
    url: `https://${host}/`,
    body: doc({
      title: 'Lumenfield — generative light studies by Ana Kovač',
      css: `body{margin:0;background:#f6f4ef;font-family:"IBM Plex Sans",Arial,sans-serif;color:#222}.w{max-width:820px;margin:0 auto;padding:50px 20px}.art{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.art div{aspect-ratio:1;background:linear-gradient(160deg,#ffe9a8,#7aa7c7)}
.b{background:#222;color:#fff;border:0;padding:14px 30px;font-size:16px;cursor:pointer}dl{display:grid;grid-template-columns:160px 1fr}`,
      body: `<div class="w"><h1>Lumenfield</h1><p>512 long-form generative works exploring morning light on water. Code stored on-chain. Primary sale: 0.05 ETH, allowlist first (24h), then public.</p><div class="art"><div></div><div></div><div></div></div>
<dl><dt>Contract</dt><dd><code>0x2F6b…91aE</code> (verified on Etherscan)</dd><dt>Minted</dt><dd id="minted">—</dd><dt>Royalties</dt><dd>5%</dd></dl>
<p><input id="q" type="number" value="1" min="1" max="3" style="width:60px;padding:10px"> <button class="b" id="m">Connect &amp; mint</button></p><p id="s" style="font-size:14px"></p>
<p style="font-size:12px;color:#777">Minting only calls <code>mint(quantity, proof)</code> and sends 0.05 ETH per piece. We will never ask you to approve tokens or sign messages to mint.</p></div>
<script>
fetch('/api/stats').then(function(r){return r.json()}).then(function(j){document.getElementById('minted').textContent=j.minted+' / 512'});
document.getElementById('m').onclick=async function(){
  if(!window.ethereum){document.getElementById('s').textContent='No wallet found. Install MetaMask or use WalletConnect.';return}
  var [a]=await ethereum.request({method:'eth_requestAccounts'});var q=parseInt(document.getElementById('q').value,10);
  var p=await (await fetch('/api/proof?address='+a)).json();if(!p.eligible){document.getElementById('s').textContent='This wallet is not on the allowlist. Public mint opens Dec 2, 17:00 UTC.';return}
  var value='0x'+(BigInt(q)*50000000000000000n).toString(16);
  await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0x2F6b3c1E8a7D4f5B9e0C2a1D3b4E5f6A7c8D91aE',value:value,data:p.calldata}]});
};
</script>`,
    }),
    routes: { ...icons(host, [122, 167, 199]), [`${host}/api/stats`]: jsonRoute({ minted: 311 }), [`${host}/api/proof`]: jsonRoute({ eligible: false }) },
  };
})(),
];
