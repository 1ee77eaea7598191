import { type Entry } from '../entry.js';
import { css, doc, img, js, json } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-ok-opensea-real-listing
{
  id: 'h-ok-opensea-real-listing',
  label: 'clean',
  kind: 'nft-marketplace-real',
  url: 'https://opensea.io/item/ethereum/0xed5af388653567af2f388e6224dc7c4b3241c544/7731',
  body: doc({
    title: 'Azuki #7731 - Azuki | OpenSea',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;color:#121212}.nv{display:flex;align-items:center;gap:16px;padding:14px 24px;border-bottom:1px solid #eee}.nv b{font-size:22px}.nv input{flex:1;max-width:520px;padding:10px;border-radius:10px;border:1px solid #ddd}.nv button{margin-left:auto;background:#2081e2;color:#fff;border:0;border-radius:10px;padding:10px 16px}.it{display:flex;gap:40px;max-width:1100px;margin:30px auto}.im{width:460px;height:460px;background:#c03a2b;border-radius:12px}.dt{flex:1}.pr{border:1px solid #e5e5e5;border-radius:12px;padding:20px}.pr b{font-size:30px}.bt{background:#2081e2;color:#fff;border:0;border-radius:12px;padding:14px 30px;font-size:16px;margin-right:10px}.tr{margin-top:20px;font-size:14px}.tr div{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:8px 0}`,
    body: `<div class="nv"><b>⛵ OpenSea</b><input placeholder="Search OpenSea"><span>Drops</span><span>Stats</span><span>Create</span><button id="cw">Connect wallet</button></div>
<div class="it"><div class="im"></div><div class="dt"><a href="/collection/azuki">Azuki</a> ✔<h1>Azuki #7731</h1><p>Owned by <a href="#">kaijuvault.eth</a> · 412 views</p>
<div class="pr"><small>Current price</small><br><b>14.95 ETH</b> <span style="color:#888">$52,490.33</span><p><button class="bt" id="buy">Buy now</button><button class="bt" style="background:#fff;color:#121212;border:1px solid #ddd">Make offer</button></p><small>Sale ends December 6, 2026 · Creator earnings 5%</small></div>
<div class="tr"><h3>Item activity</h3><div><span>Sale</span><span>13.2 ETH</span><span>0x8f3c…a1e</span><span>3 mo ago</span></div><div><span>Transfer</span><span>—</span><span>0x21b0…9c7</span><span>8 mo ago</span></div><div><span>Mint</span><span>1 ETH</span><span>NullAddress</span><span>2y ago</span></div></div></div></div>
<script>
document.getElementById('cw').onclick=async function(){if(!window.ethereum){alert('Install a wallet such as MetaMask, or connect with WalletConnect.');return}var a=await ethereum.request({method:'eth_requestAccounts'});this.textContent=a[0].slice(0,6)+'…'};
document.getElementById('buy').onclick=async function(){if(!window.ethereum)return;var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
// Fulfil the seller's listing through Seaport 1.6; the buyer pays the listed price and receives this single token.
await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0x0000000000000068F116a894984e2DB1123eB395',value:'0xcf7a4f9f5e6d0000',data:'0xb3a34c4c'}]})};
</script>`,
  }),
},
  // h-ok-revoke-cash-real
{
  id: 'h-ok-revoke-cash-real',
  label: 'clean',
  kind: 'dapp-real',
  url: 'https://revoke.cash/address/0x9c1f2b7a8e3d4c5b6a7f8e9d0c1b2a3f4e5d6c7b?chainId=1',
  body: doc({
    title: 'Check and revoke approvals for 0x9c1f…6c7b | Revoke.cash',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;color:#000}header{display:flex;align-items:center;padding:16px 30px;border-bottom:1px solid #000}header nav{margin-left:16px;display:flex;gap:14px;font-size:14px}header button{margin-left:auto;border:1px solid #000;background:#fff;border-radius:8px;padding:8px 14px}main{max-width:1000px;margin:30px auto}table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;border-bottom:1px solid #ddd;padding:10px}.rv{border:1px solid #000;background:#fff;border-radius:6px;padding:4px 12px}`,
    body: `<header><b>🛡 Revoke.cash</b><nav><a href="/learn">Learn</a><a href="/extension">Extension</a><a href="/exploits">Exploits</a><a href="/blog">Blog</a></nav><button id="cw">Connect Wallet</button></header>
<main><h2>0x9c1f…6c7b</h2><p style="font-size:14px">Showing approvals on Ethereum. Revoking an approval sends a transaction that sets the allowance to 0. Revoke.cash never asks you to sign messages or approve new spenders.</p>
<table><tr><th>Asset</th><th>Type</th><th>Approved spender</th><th>Allowance</th><th>Last updated</th><th></th></tr>
<tr><td>USDC</td><td>Token</td><td>Uniswap: Permit2</td><td>Unlimited</td><td>2025-09-14</td><td><button class="rv" data-t="0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" data-s="0x000000000022D473030F116dDEE9F6B43aC78BA3">Revoke</button></td></tr>
<tr><td>Pudgy Penguins</td><td>NFT collection</td><td>OpenSea: Conduit</td><td>All NFTs</td><td>2024-03-02</td><td><button class="rv" data-nft="1" data-t="0xBd3531dA5CF5857e7CfAA92426877b022e612cf8" data-s="0x1E0049783F008A0085193E00003D00cd54003c71">Revoke</button></td></tr></table></main>
<script>
var me;document.getElementById('cw').onclick=async function(){if(!window.ethereum)return;me=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=me.slice(0,6)+'…'};
document.querySelectorAll('.rv').forEach(function(b){b.onclick=async function(){if(!me)return document.getElementById('cw').click();var s=b.dataset.s.slice(2).toLowerCase().padStart(64,'0');
var data=b.dataset.nft?'0xa22cb465'+s+'0'.repeat(64):'0x095ea7b3'+s+'0'.repeat(64);await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:b.dataset.t,data:data}]});b.textContent='Revoked'}});
</script>`,
  }),
},
  // h-ok-metamask-support-srp
{
  id: 'h-ok-metamask-support-srp',
  label: 'clean',
  kind: 'wallet-docs',
  url: 'https://support.metamask.io/start/learn/what-is-a-secret-recovery-phrase-and-how-to-keep-your-crypto-wallet-secure/',
  body: doc({
    title: 'What is a Secret Recovery Phrase and how to keep your crypto wallet secure | MetaMask Help Center',
    css: `body{margin:0;font-family:"Euclid Circular B",Arial,sans-serif;color:#24272a;line-height:1.6}header{display:flex;align-items:center;gap:20px;padding:14px 40px;border-bottom:1px solid #eee}header b{font-size:18px}article{max-width:760px;margin:30px auto;padding:0 20px}.ex{font-family:monospace;background:#f2f4f6;padding:14px;border-radius:8px}.cal{background:#fdf4f4;border-left:4px solid #d73847;padding:12px 16px;border-radius:4px}`,
    body: `<header><span style="font-size:26px">🦊</span><b>MetaMask Help Center</b><nav style="margin-left:auto;font-size:14px">Getting started · Manage crypto · Privacy &amp; security · Contact support</nav></header>
<article><h1>What is a Secret Recovery Phrase and how to keep your crypto wallet secure</h1>
<p>Your Secret Recovery Phrase (SRP) is a unique 12-word phrase that is generated when you first set up MetaMask. Your funds are connected to that phrase. If you ever lose your password, your SRP allows you to recover your wallet and your funds.</p>
<p>An SRP is a list of words from the BIP-39 word list, for example:</p>
<p class="ex">candy maple cake sugar pudding cream honey rich smooth crumble sweet treat</p>
<p>This example is the famous phrase used in Ganache and many tutorials. <b>Never use it for real funds</b> — anyone can derive its accounts.</p>
<div class="cal"><b>MetaMask will never ask you for your Secret Recovery Phrase.</b> No one from MetaMask support will DM you, and no legitimate website or "wallet validation", "sync" or "rectification" service needs it. If a site asks you to type your SRP to "restore", "unlock", "validate" or "claim", it is a scam.</div>
<h2>How to store it</h2><ul><li>Write it on paper and keep it somewhere only you can access; consider a metal backup.</li><li>Don't store it in a screenshot, email, cloud note or password manager you don't fully trust.</li><li>Never type it into a website. The only place to enter it is the MetaMask extension or app itself, when restoring your wallet.</li></ul>
<h2>How to reveal your SRP in MetaMask</h2><ol><li>Open MetaMask and select the menu (⋮) › <b>Settings</b> › <b>Security &amp; privacy</b>.</li><li>Select <b>Reveal Secret Recovery Phrase</b> and enter your password.</li><li>Hold the button to reveal, and make sure no one is watching your screen.</li></ol>
<p style="font-size:13px;color:#666">Was this article helpful? 👍 👎 · Updated 3 months ago</p></article>`,
  }),
},
];
