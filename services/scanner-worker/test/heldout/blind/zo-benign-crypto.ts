import { type Entry } from '../entry.js';
import { doc, js, json, html } from '../parts/zo-kit.js';
import { pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-clean-uniswap-swap-connect',
    label: 'clean',
    kind: 'crypto-dapp',
    url: 'https://app.uniswap.org/swap?chain=base&inputCurrency=ETH&outputCurrency=0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    body: doc('Uniswap Interface', `
<div style="background:#fff;min-height:100vh">
<header style="display:flex;justify-content:space-between"><b style="color:#fc72ff">&#129412; Uniswap</b> <span>Trade · Explore · Pool</span><button class="btn" id="c" style="background:#fef4ff;color:#fc72ff">Connect</button></header>
<main style="max-width:480px">
 <div style="border:1px solid #eee;border-radius:20px;padding:16px"><p style="color:#888;font-size:13px">Sell</p><input value="0" style="font-size:30px;border:0"> <b>ETH</b></div>
 <div style="border:1px solid #eee;border-radius:20px;padding:16px;margin-top:6px"><p style="color:#888;font-size:13px">Buy</p><input value="0" style="font-size:30px;border:0"> <b>USDC</b></div>
 <p><button class="btn" id="c2" style="width:100%;background:#fc72ff;border-radius:20px">Connect wallet</button></p>
 <p id="a" style="font-size:13px"></p>
</main>
<footer>Uniswap Labs · Terms of Service · Privacy Policy · Trademark Policy</footer></div>
<script>async function con(){if(!window.ethereum){document.getElementById('a').textContent='No wallet found. Install a browser wallet or use WalletConnect.';return;}
var acc=await window.ethereum.request({method:'eth_requestAccounts'});var ch=await window.ethereum.request({method:'eth_chainId'});document.getElementById('a').textContent='Connected: '+acc[0].slice(0,6)+'…'+acc[0].slice(-4)+' (chain '+parseInt(ch,16)+')';}
document.getElementById('c').onclick=con;document.getElementById('c2').onclick=con;</script>`),
  },
  {
    id: 'zo-clean-aave-dashboard-connect',
    label: 'clean',
    kind: 'crypto-dapp',
    url: 'https://app.aave.com/?marketName=proto_mainnet_v3',
    body: doc('Aave - Open Source Liquidity Protocol', `
<div style="background:#1b2030;color:#f1f1f3;min-height:100vh">
<header style="display:flex;justify-content:space-between"><b>Aave</b> <span>Dashboard · Markets · Governance · Safety Module</span><button class="btn" id="c" style="background:#383d51">Connect wallet</button></header>
<main>
 <h2>Ethereum Market</h2><p>Net worth — · Net APY — · Health factor —</p>
 <div style="background:#292e41;border-radius:8px;padding:30px;text-align:center"><h3>Please, connect your wallet</h3><p>Please connect your wallet to see your supplies, borrowings, and open positions.</p></div>
 <table style="width:100%;margin-top:20px;font-size:14px"><tr><th align=left>Asset</th><th align=left>Total supplied</th><th align=left>Supply APY</th></tr><tr><td>WETH</td><td>2.14M</td><td>1.92%</td></tr><tr><td>USDC</td><td>3.41B</td><td>4.87%</td></tr><tr><td>wstETH</td><td>1.07M</td><td>0.03%</td></tr></table>
</main></div>
<script>document.getElementById('c').onclick=async function(){if(window.ethereum){var a=await ethereum.request({method:'eth_requestAccounts'});this.textContent=a[0].slice(0,6)+'…';var sig=await ethereum.request({method:'personal_sign',params:['0x'+Array.from(new TextEncoder().encode('Welcome to Aave! Sign to accept the Terms of Service. This request will not trigger a blockchain transaction or cost any gas fees.')).map(function(b){return b.toString(16).padStart(2,'0')}).join(''),a[0]]});}};</script>`),
  },
];
