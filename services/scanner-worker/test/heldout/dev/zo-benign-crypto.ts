import { type Entry } from '../entry.js';
import { doc, js, json, html } from '../parts/zo-kit.js';
import { pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-clean-revoke-cash-real',
    label: 'clean',
    kind: 'crypto-dapp',
    url: 'https://revoke.cash/address/0x8f2e4a1b9c3d5e7f6a0b1c2d3e4f5a6b7c8d9e0f?chainId=1',
    body: doc('Revoke.cash – Token approvals of 0x8f2e…9e0f on Ethereum', `
<header style="display:flex;justify-content:space-between;border-bottom:1px solid #eee"><b>Revoke.cash</b> <span>Learn · Exploits · Extension</span><button class="btn" id="cn">Connect Wallet</button></header>
<main>
 <h1 style="font-size:22px">0x8f2e…9e0f</h1>
 <table style="width:100%;font-size:14px"><tr><th align=left>Asset</th><th align=left>Approved spender</th><th align=left>Allowance</th><th></th></tr>
 <tr><td>USDC</td><td>Uniswap: Permit2</td><td>Unlimited</td><td><button class="btn rv" data-t="0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" data-s="0x000000000022D473030F116dDEE9F6B43aC78BA3">Revoke</button></td></tr>
 <tr><td>WETH</td><td>1inch: Aggregation Router v6</td><td>Unlimited</td><td><button class="btn rv" data-t="0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2" data-s="0x111111125421cA6dc452d289314280a0f8842A65">Revoke</button></td></tr></table>
 <p style="font-size:13px">Revoking sets the allowance to 0. You pay only gas. Revoke.cash never asks for your seed phrase.</p>
</main>
<script>var acct;document.getElementById('cn').onclick=async function(){acct=(await ethereum.request({method:'eth_requestAccounts'}))[0];};
document.querySelectorAll('.rv').forEach(function(b){b.onclick=async function(){if(!acct)acct=(await ethereum.request({method:'eth_requestAccounts'}))[0];
await ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:b.dataset.t,data:'0x095ea7b3'+b.dataset.s.slice(2).toLowerCase().padStart(64,'0')+'0'.repeat(64)}]});};});</script>`),
  },
  {
    id: 'zo-clean-coinbase-commerce-checkout',
    label: 'clean',
    kind: 'crypto-payment',
    url: 'https://commerce.coinbase.com/pay/4f1c9a2e-7b3d-4e8f-a0c1-2d3e4f5a6b7c',
    body: doc('Coinbase Commerce – Pay Nordic Pixel Studio', `
<main style="max-width:420px;border:1px solid #eee;border-radius:10px;margin-top:40px">
 <p style="font-size:13px;color:#666">Nordic Pixel Studio</p>
 <h2>Lifetime license – IconForge Pro</h2>
 <p style="font-size:28px">$49.00 <span style="font-size:14px;color:#666">USD</span></p>
 <p><button class="btn" id="w" style="width:100%;background:#0052ff">Pay with wallet</button></p>
 <p><button class="btn" style="width:100%;background:#fff;color:#0052ff;border:1px solid #0052ff">Pay with Coinbase</button></p>
 <p style="font-size:12px;color:#666">Payment expires in 59:21 · Supported: USDC, ETH on Base, Ethereum, Polygon</p>
 <p style="font-size:11px;color:#999">Powered by Coinbase Commerce · Terms · Privacy</p>
</main>
<script>document.getElementById('w').onclick=async function(){if(!window.ethereum)return alert('No wallet detected');var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',data:'0xa9059cbb000000000000000000000000c1e2d3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d00000000000000000000000000000000000000000000000000000000002ebae40'}]});};</script>`),
  },
];
