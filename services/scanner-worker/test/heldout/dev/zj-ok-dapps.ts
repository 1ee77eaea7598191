import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

export const entries: Entry[] = [
  {
    id: 'zj-ok-uniswap-swap-approve',
    label: 'clean',
    kind: 'dapp-swap',
    url: 'https://app.uniswap.org/swap?chain=mainnet&inputCurrency=ETH&outputCurrency=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    body: Z.doc({
      title: 'Uniswap Interface',
      style: Z.DARK + 'body{background:#131313}.btn{background:#fc72ff22;color:#fc72ff}',
      body: `${Z.top('🦄', ['Trade', 'Explore', 'Pool'], '<button class="btn" id="cw">Connect</button>')}
  <div class="card"><div class="row muted"><span>Sell</span><span>Balance: —</span></div><input id="in" value="0.5" placeholder="0"><div class="row"><span class="pill">ETH</span></div>
  <div class="row muted"><span>Buy</span></div><input id="out" value="1,742.18" readonly><div class="row"><span class="pill">USDC</span></div>
  <button class="btn" style="width:100%" id="sw">Connect wallet</button><p class="muted">1 ETH = 3,484.36 USDC · Fee 0.25% · Max slippage Auto (0.5%) · Network cost ~$1.12</p>
  <p class="muted">When selling a token for the first time you'll be asked to approve it with Permit2. You can set an exact amount in your wallet.</p></div>
  <footer>Uniswap Labs · Terms · Privacy policy · Trading API</footer>
  ${Z.connectGlue('cw', "document.getElementById('sw').textContent='Review swap';")}
  <script>document.getElementById('sw').onclick=function(){document.getElementById('cw').click()}</script>`,
    }),
  },
  {
    id: 'zj-ok-across-bridge',
    label: 'clean',
    kind: 'dapp-bridge',
    url: 'https://app.across.to/bridge?from=1&to=42161',
    body: Z.doc({
      title: 'Across Protocol | Bridge',
      style: Z.DARK + 'body{background:#2d2e33}.btn{background:#6cf9d8;color:#2d2e33}',
      body: `${Z.top('Across', ['Bridge', 'Pool', 'Rewards', 'Transactions'], '<button class="btn" id="cw">Connect</button>')}
  <div class="card"><label class="muted">From</label><select><option>Ethereum</option></select><label class="muted">To</label><select><option>Arbitrum</option><option>Base</option><option>Optimism</option></select><label class="muted">Send</label><input placeholder="0.0 USDC">
  <div class="row muted"><span>Time to Arbitrum</span><span>~2 secs</span></div><div class="row muted"><span>Net fee</span><span>$0.41</span></div><button class="btn" style="width:100%" id="b">Confirm transaction</button></div>
  <footer>Across is secured by UMA's optimistic oracle · Docs · Discord</footer>${Z.connectGlue('cw')}`,
    }),
  },
  {
    id: 'zj-ok-jupiter-swap-solana',
    label: 'clean',
    kind: 'dapp-swap',
    url: 'https://jup.ag/swap/BONK-WIF',
    body: Z.doc({
      title: 'Swap BONK to WIF | Jupiter',
      style: Z.DARK + 'body{background:#0f1a20}.btn{background:#c7f284;color:#111}',
      body: `${Z.top('Jupiter', ['Spot', 'Perps', 'Lend', 'Portfolio'], '<button class="btn" id="c">Connect</button>')}
  <div class="card"><p class="muted">You're selling</p><input value="1000000"><p class="muted">You're buying</p><input value="0.7412 WIF" readonly><button class="btn" style="width:100%" id="sw">Swap</button><p class="muted">Route: BONK → SOL → WIF via Meteora, Orca · Price impact &lt;0.01% · Platform fee 0%</p></div>
  <footer>Jupiter · Docs · Terms</footer>
  <script>document.getElementById('c').onclick=async function(){var p=window.phantom&&window.phantom.solana||window.solana;if(!p){this.textContent='No wallet';return}var r=await p.connect();this.textContent=r.publicKey.toString().slice(0,4)+'…'}</script>`,
    }),
  },
  {
    id: 'zj-ok-chainlist-add-network',
    label: 'clean',
    kind: 'dapp-tool',
    url: 'https://chainlist.org/chain/8453',
    body: Z.doc({
      title: 'Base Mainnet RPC and Chain settings | Chainlist',
      body: `${Z.top('Chainlist', ['Chains', 'Testnets', 'Docs'])}
  <main><h1>Base</h1><p>ChainID 8453 · Currency ETH</p><p><button class="btn" id="add">Add to Wallet</button></p>
  <table><tr><th>RPC Server Address</th><th>Height</th><th>Latency</th><th>Privacy</th></tr><tr><td>https://mainnet.base.org</td><td>38,201,554</td><td>0.112s</td><td>—</td></tr><tr><td>https://base.llamarpc.com</td><td>38,201,554</td><td>0.087s</td><td>🔒</td></tr></table></main>
  <script>document.getElementById('add').onclick=function(){if(!window.ethereum)return alert('No wallet');ethereum.request({method:'wallet_addEthereumChain',params:[{chainId:'0x2105',chainName:'Base',nativeCurrency:{name:'Ether',symbol:'ETH',decimals:18},rpcUrls:['https://mainnet.base.org'],blockExplorerUrls:['https://basescan.org']}]})}</script>`,
    }),
  },
  {
    id: 'zj-ok-ens-register-name',
    label: 'clean',
    kind: 'dapp-nft',
    url: 'https://app.ens.domains/satoshinakamoto-fan.eth/register',
    body: Z.doc({
      title: 'Register satoshinakamoto-fan.eth | ENS',
      style: Z.LIGHT + 'body{background:#f6f6f6}main{background:#fff;border-radius:16px;margin-top:30px;max-width:560px}',
      body: `<main><h2>satoshinakamoto-fan.eth</h2><p>Available ✔</p><label>Registration period</label><select><option>1 year</option><option>2 years</option><option>5 years</option></select>
  <table><tr><td>1 year registration</td><td>0.0015 ETH</td></tr><tr><td>Est. network fee</td><td>0.0009 ETH</td></tr><tr><td>Total</td><td>0.0024 ETH</td></tr></table>
  <p>Registration happens in two steps: a commit transaction, a 60-second wait, then the register transaction. This prevents others from front-running your registration.</p><p><button class="btn" id="cw">Connect wallet</button></p></main>
  ${Z.connectGlue('cw')}`,
    }),
  },
  {
    id: 'zj-ok-eigenlayer-restake',
    label: 'clean',
    kind: 'dapp-staking',
    url: 'https://app.eigenlayer.xyz/restake/stETH',
    body: Z.doc({
      title: 'Restake stETH | EigenLayer',
      style: Z.DARK + 'body{background:#0e0f2b}',
      body: `${Z.top('EigenLayer', ['Restake', 'Operator', 'AVS', 'Points'], '<button class="btn" id="cw">Connect Wallet</button>')}
  <div class="card"><h3>Restake stETH</h3><p class="muted">Deposit stETH into the EigenLayer stETH strategy (StrategyManager 0x858646372CC42E1A627fcE94aa7A7033e7CF075A). You'll approve stETH for the exact amount, then deposit.</p><input placeholder="0.0 stETH">
  <div class="row muted"><span>Withdrawal delay</span><span>14 days</span></div><button class="btn" style="width:100%">Approve stETH</button></div>
  <footer>Eigen Labs · Terms · Privacy · Docs</footer>${Z.connectGlue('cw')}`,
    }),
  },
  {
    id: 'zj-ok-uniswap-blog-airdrop-warning',
    label: 'clean',
    kind: 'airdrop-official',
    url: 'https://blog.arbitrum.io/arbitrum-dao-incentive-program-update/',
    body: Z.doc({
      title: 'Arbitrum DAO: incentive program update and safety reminder | Arbitrum Blog',
      body: `${Z.top('Arbitrum', ['Build', 'Ecosystem', 'Governance', 'Blog'])}
  <main><h1>Incentive program update and a safety reminder</h1><p style="color:#777">Offchain Labs · Nov 18, 2026 · 4 min read</p>
  <p>The DAO's latest incentive program distributes ARB to protocols, not to individual wallets. There is <b>no second airdrop</b> of ARB to users, and no "Season 2" claim page.</p>
  <div class="warn">We are seeing sites such as <code>arbitrum-claims[.]network</code> and <code>arb-season2[.]app</code> that ask you to "check eligibility", then request a token approval or a Permit2 signature. These are wallet drainers. Never sign a message you don't understand.</div>
  <p>Official resources: <a href="https://arbitrum.io">arbitrum.io</a>, <a href="https://forum.arbitrum.foundation">forum.arbitrum.foundation</a>, <a href="https://www.tally.xyz/gov/arbitrum">Tally</a>.</p>
  <h2>What changed</h2><p>Following AIP-vote results, the STIP Bridge funds 26 protocols for 12 weeks. Protocols distribute incentives to users on their own front ends; always navigate to those from their official links.</p></main>
  ${Z.foot('Offchain Labs', { Developers: ['Docs', 'Nitro'], Community: ['Discord', 'Forum'] }, '')}`,
    }),
  },
];
