import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

export const entries: Entry[] = [
  {
    id: 'zj-ok-aave-supply-approve',
    label: 'clean',
    kind: 'dapp-lending',
    url: 'https://app.aave.com/reserve-overview/?underlyingAsset=0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48&marketName=proto_mainnet_v3',
    body: Z.doc({
      title: 'Reserve overview | Aave',
      style: Z.DARK + 'body{background:#1b2030}',
      body: `${Z.top('👻 Aave', ['Dashboard', 'Markets', 'Governance', 'Stake', 'Safety'], '<button class="btn" id="cw">Connect wallet</button>')}
  <main><h2>USD Coin (USDC) — Ethereum market</h2><table><tr><td>Reserve size</td><td>$4.21B</td></tr><tr><td>Available liquidity</td><td>$612.4M</td></tr><tr><td>Supply APY</td><td>4.02%</td></tr><tr><td>Borrow APY, variable</td><td>5.61%</td></tr><tr><td>Max LTV</td><td>75.00%</td></tr><tr><td>Liquidation threshold</td><td>78.00%</td></tr></table>
  <div class="card"><h3>Supply USDC</h3><input id="amt" placeholder="0.00"><p class="muted">Approve USDC to continue. Approval lets the Aave Pool (0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2) move exactly the amount you supply.</p>
  <button class="btn" id="ap" style="width:100%">Approve USDC to continue</button></div></main>
  ${Z.connectGlue('cw', `document.getElementById('ap').onclick=async function(){var v=document.getElementById('amt').value||'0';var n=BigInt(Math.round(parseFloat(v)*1e6));await ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',data:'0x095ea7b3'+'87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2'.toLowerCase().padStart(64,'0')+n.toString(16).padStart(64,'0')}]})};`)}`,
    }),
  },
  {
    id: 'zj-ok-opensea-list-approve-collection',
    label: 'clean',
    kind: 'dapp-nft',
    url: 'https://opensea.io/collection/pudgypenguins',
    body: Z.doc({
      title: 'Pudgy Penguins - Collection | OpenSea',
      style: Z.LIGHT + '.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:14px}.nft{border:1px solid #eee;border-radius:12px;overflow:hidden}.nft img{width:100%;height:150px;object-fit:cover;background:#cde}',
      body: `${Z.top('⛵ OpenSea', ['Drops', 'Stats', 'Create'], '<button class="btn" id="cw">Login</button>')}
  <main><h1>Pudgy Penguins</h1><p>By <b>thepudgypenguins</b> ✔ · Items 8,888 · Floor 11.42 ETH · Total volume 512K ETH</p>
  <div class="grid">${[6331, 1022, 4410, 7777, 19, 5502, 3145, 8412].map((n) => `<div class="nft"><img src="/i/pp${n % 4}.png" alt=""><div style="padding:8px">Pudgy Penguin #${n}<br><b>${(11 + (n % 7) / 10).toFixed(2)} ETH</b></div></div>`).join('')}</div>
  <h3>Listing for the first time?</h3><p>To list an item, you'll sign a one-time approval (<code>setApprovalForAll</code>) so the OpenSea conduit can transfer items when they sell, then sign a Seaport listing message. <a href="#">Learn more about approvals</a>.</p></main>
  ${Z.foot('Ozone Networks, Inc', { Marketplace: ['All NFTs', 'Art', 'Gaming'], Resources: ['Help center', 'Blog', 'Docs'] }, 'Privacy · Terms of Service')}
  ${Z.connectGlue('cw')}`,
    }),
    routes: Object.fromEntries([0, 1, 2, 3].map((i) => [`opensea.io/i/pp${i}.png`, Z.img(150 + i * 20, 200, 230)])),
  },
  {
    id: 'zj-ok-lido-stake',
    label: 'clean',
    kind: 'dapp-staking',
    url: 'https://stake.lido.fi/?ref=0x11D00000000000000000000000000000000001',
    body: Z.doc({
      title: 'Lido | Ethereum Liquid Staking',
      style: Z.LIGHT + 'body{background:#f2f5f8}.card{background:#fff;border-radius:20px;max-width:460px;margin:30px auto;padding:24px}.btn{background:#00a3ff;width:100%}',
      body: `${Z.top('LIDO', ['Stake', 'Wrap', 'Withdrawals', 'Rewards'], '<button class="btn" style="width:auto" id="cw">Connect wallet</button>')}
  <h1 style="text-align:center">Stake Ether</h1><p style="text-align:center">Stake ETH and receive stETH while staking</p>
  <div class="card"><input placeholder="ETH amount"><p><button class="btn" id="s">Connect wallet</button></p><table><tr><td>You will receive</td><td>0.0 stETH</td></tr><tr><td>Exchange rate</td><td>1 ETH = 1 stETH</td></tr><tr><td>Max transaction cost</td><td>$2.71</td></tr><tr><td>Reward fee</td><td>10%</td></tr></table></div>
  <h2 style="text-align:center">Lido statistics</h2><p style="text-align:center">Annual percentage rate 2.9% · stETH staked 9,412,830 · Stakers 512,019</p>
  ${Z.foot('Lido', { Resources: ['Docs', 'Help center', 'Bug bounty'], Community: ['Blog', 'Forum'] }, 'Lido is a community-governed liquid staking protocol.')}${Z.connectGlue('cw')}`,
    }),
  },
  {
    id: 'zj-ok-revoke-cash-dashboard',
    label: 'clean',
    kind: 'revoke-tool',
    url: 'https://revoke.cash/address/0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045?chainId=1',
    body: Z.doc({
      title: 'vitalik.eth - Token Approvals | Revoke.cash',
      body: `${Z.top('Revoke.cash', ['Learn', 'Exploits', 'Extension', 'About'], '<button class="btn" id="cw">Connect Wallet</button>')}
  <main><h2>vitalik.eth <small style="color:#777">0xd8dA…6045</small></h2><p>Ethereum · 147 approvals · Total value at risk: $1,204,118</p>
  <table><tr><th>Asset</th><th>Type</th><th>Allowance</th><th>Value at risk</th><th>Approved spender</th><th>Last updated</th><th></th></tr>
  <tr><td>USDC</td><td>Token</td><td>Unlimited</td><td>$18,400</td><td>Uniswap: Permit2</td><td>2025-03-02</td><td><button class="btn alt">Revoke</button></td></tr>
  <tr><td>WETH</td><td>Token</td><td>2.5 WETH</td><td>$8,710</td><td>1inch: Aggregation Router V6</td><td>2024-11-19</td><td><button class="btn alt">Revoke</button></td></tr>
  <tr><td>ENS Names</td><td>NFT</td><td>All</td><td>—</td><td>OpenSea: Seaport Conduit</td><td>2022-08-14</td><td><button class="btn alt">Revoke</button></td></tr></table>
  <div class="note">Revoking sets the allowance to 0 with an <code>approve(spender, 0)</code> or <code>setApprovalForAll(operator, false)</code> transaction. Revoke.cash will never ask for your seed phrase and never asks you to sign messages to "revoke all".</div></main>
  ${Z.foot('Revoke.cash', { Learn: ['What are token approvals?', 'Wallet health'], Company: ['About', 'Privacy', 'Terms'] }, 'Revoke.cash is open source.')}
  ${Z.connectGlue('cw')}`,
    }),
  },
  {
    id: 'zj-ok-safe-multisig-sign',
    label: 'clean',
    kind: 'dapp-wallet',
    url: 'https://app.safe.global/transactions/queue?safe=eth:0x8C1a4f1B5e2d0E6D3c7F9a0B2d4E6f8A1c3B5d7E',
    body: Z.doc({
      title: 'Transactions queue | Safe{Wallet}',
      body: `${Z.top('Safe{Wallet}', ['Home', 'Assets', 'Transactions', 'Address book', 'Apps', 'Settings'], '<button class="btn" id="cw">Connect</button>')}
  <main><h2>Queue</h2><table><tr><th>#</th><th>Type</th><th>Details</th><th>Confirmations</th></tr>
  <tr><td>42</td><td>Contract interaction</td><td>approve(spender: 0x1111111254EEB25477B68fb85Ed929f73A960582, amount: 250000.000000 USDC)</td><td>1 of 3</td></tr>
  <tr><td>43</td><td>Send</td><td>-12.5 ETH to treasury.eth</td><td>2 of 3</td></tr></table>
  <div class="note">Before signing, check the transaction hash on your hardware wallet screen matches the hash shown here: <code>0x4b7c…e19a</code>. Safe{Wallet} shows decoded data for every call.</div>
  <p><button class="btn" id="cf">Confirm</button> <button class="btn alt">Reject</button></p></main>
  ${Z.connectGlue('cw')}`,
    }),
  },
  {
    id: 'zj-ok-project-airdrop-own-domain',
    label: 'clean',
    kind: 'airdrop-official',
    url: 'https://claim.hyperlane.xyz/',
    body: Z.doc({
      title: 'Hyperlane Airdrop — Check eligibility',
      style: Z.DARK + 'body{background:#0a0a2e}.btn{background:#2764c1}',
      body: `${Z.top('Hyperlane', ['Docs', 'Explorer', 'Blog', 'Airdrop'], '<button class="btn" id="cw">Connect</button>')}
  <div class="card"><h2>HYPER token distribution</h2><p>Eligibility for the first HYPER distribution is based on a snapshot of Hyperlane message senders, Warp Route users and stakers up to March 21. Registration closed on April 13; claims are open until July 22.</p>
  <p><button class="btn" id="ck">Check eligibility</button></p><p class="muted" id="r"></p>
  <p class="muted"><b>Stay safe:</b> the only claim site is claim.hyperlane.xyz, linked from our X account and docs. Claiming never requires sending tokens or approving a contract. We'll never DM you.</p></div>
  <footer>Abacus Works · Terms · Privacy</footer>
  ${Z.connectGlue('cw')}
  <script>document.getElementById('ck').onclick=async function(){var r=document.getElementById('r');if(!window.ethereum){r.textContent='Connect a wallet to check.';return}var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];var j=await (await fetch('/api/eligibility/'+a)).json();r.textContent=j.eligible?('Eligible: '+j.amount+' HYPER'):'This address is not eligible.'}</script>`,
    }),
    routes: { 'claim.hyperlane.xyz/api/eligibility': Z.json({ eligible: false }) },
  },
];
