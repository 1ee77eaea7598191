import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

export const entries: Entry[] = [
  {
    id: 'zj-ok-etherscan-address-page',
    label: 'clean',
    kind: 'explorer',
    url: 'https://etherscan.io/address/0x000000000022D473030F116dDEE9F6B43aC78BA3',
    body: Z.doc({
      title: 'Uniswap Protocol: Permit2 | Address 0x000000000022D473030F116dDEE9F6B43aC78BA3 | Etherscan',
      head: Z.gtag('G-TWEL8GRQ12'),
      body: `${Z.top('Etherscan', ['Home', 'Blockchain', 'Tokens', 'NFTs', 'Resources', 'Developers'], '<a href="#">Sign In</a>')}
  <main><h2>Contract <code>0x000000000022D473030F116dDEE9F6B43aC78BA3</code></h2><p><span class="pill" style="background:#eef">Uniswap Protocol: Permit2</span> ✔ Source code verified</p>
  <table><tr><td>ETH Balance</td><td>0.000071 ETH</td></tr><tr><td>Contract Creator</td><td>0x4e59b448…B4956C at txn 0xf5b0e5a9…</td></tr><tr><td>Transactions</td><td>4,812,331</td></tr></table>
  <h3>Latest transactions</h3><table><tr><th>Txn Hash</th><th>Method</th><th>Block</th><th>From</th><th>To</th></tr>
  <tr><td>0x9a41…c2e1</td><td>Approve</td><td>23812004</td><td>0x71C7…976F</td><td>Permit2</td></tr><tr><td>0x3bd0…07aa</td><td>Lockdown</td><td>23811990</td><td>0x2f1a…9b02</td><td>Permit2</td></tr><tr><td>0x77e2…41fd</td><td>Invalidate Nonces</td><td>23811951</td><td>0xa93c…18e0</td><td>Permit2</td></tr></table>
  <h3>Contract ABI (excerpt)</h3><pre>function approve(address token, address spender, uint160 amount, uint48 expiration)
  function permit(address owner, PermitSingle permitSingle, bytes signature)
  function permitTransferFrom(PermitTransferFrom permit, SignatureTransferDetails transferDetails, address owner, bytes signature)
  function lockdown(TokenSpenderPair[] approvals)</pre></main>
  ${Z.foot('Etherscan', { Company: ['About Us', 'Brand Assets', 'Careers'], Community: ['API Documentation', 'Knowledge Base'] }, 'Etherscan is a Block Explorer and Analytics Platform for Ethereum.')}`,
    }),
  },
  {
    id: 'zj-ok-etherscan-token-approval-checker',
    label: 'clean',
    kind: 'revoke-tool',
    url: 'https://etherscan.io/tokenapprovalchecker',
    body: Z.doc({
      title: 'Token Approval Checker | Etherscan',
      body: `${Z.top('Etherscan', ['Home', 'Blockchain', 'Tokens', 'NFTs', 'Resources', 'Developers'])}
  <main><h1>Token Approvals</h1><p>Review and revoke your token approvals for any dApp. You'll need to connect your Web3 wallet; each revoke is a transaction that sets the allowance to zero.</p><p><button class="btn" id="cw">Connect to Web3</button></p>
  <input placeholder="Search by address / ENS"><table style="margin-top:16px"><tr><th>Txn Hash</th><th>Token</th><th>Approved Spender</th><th>Approved Amount</th><th>Action</th></tr><tr><td colspan="5" style="color:#888">Enter an address to view approvals.</td></tr></table></main>
  ${Z.connectGlue('cw')}`,
    }),
  },
  {
    id: 'zj-ok-mempool-space-address',
    label: 'clean',
    kind: 'explorer',
    url: 'https://mempool.space/address/bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    body: Z.doc({
      title: 'Address: bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh - mempool - Bitcoin Explorer',
      style: Z.DARK + 'body{background:#11131f}',
      body: `${Z.top('mempool', ['Dashboard', 'Blocks', 'Mining', 'Lightning', 'Docs'])}
  <main><h2>Address</h2><pre>bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</pre><table><tr><td>Confirmed balance</td><td>0.01938 BTC</td></tr><tr><td>Transactions</td><td>1,204</td></tr><tr><td>Total received</td><td>14.8412 BTC</td></tr></table>
  <h3>Transactions</h3><p class="muted">e3b0c442…b855 · 3 inputs → 2 outputs · 0.0021 BTC · 12 sat/vB · Confirmed</p><p class="muted">9a1f0c77…04d2 · 1 input → 2 outputs · 0.0500 BTC · 8 sat/vB · Confirmed</p></main>
  <footer>mempool.space · Open source · Self-host it</footer>`,
    }),
  },
  {
    id: 'zj-ok-solscan-token-account',
    label: 'clean',
    kind: 'explorer',
    url: 'https://solscan.io/account/9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    body: Z.doc({
      title: 'Account | Solscan',
      body: `${Z.top('Solscan', ['Blockchain', 'Tokens', 'NFTs', 'DeFi', 'Analytics'])}
  <main><h2>Account 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin</h2><p>Owner: Serum DEX v3 program · Executable: No</p><table><tr><td>SOL Balance</td><td>0.00203928 SOL</td></tr><tr><td>Token holdings</td><td>3 tokens</td></tr></table>
  <h3>Transfers</h3><table><tr><th>Signature</th><th>Time</th><th>Action</th><th>Amount</th></tr><tr><td>4gB7…Zq2</td><td>2 mins ago</td><td>TRANSFER</td><td>12.3 USDC</td></tr><tr><td>2Pxk…8Lm</td><td>6 mins ago</td><td>CLOSE ACCOUNT</td><td>0.002 SOL</td></tr></table></main>`,
    }),
  },
  {
    id: 'zj-ok-bip39-offline-tool',
    label: 'clean',
    kind: 'dev-tool',
    url: 'https://iancoleman.io/bip39/',
    body: Z.doc({
      title: 'BIP39 - Mnemonic Code',
      body: `<main><h1>Mnemonic Code Converter</h1><div class="warn">For safety, save this page and run it offline. Any mnemonic you enter on a website that's online could be stolen. Only use this tool with test phrases or on an air-gapped machine.</div>
  <h2>Mnemonic</h2><label>Generate a random mnemonic</label><select id="n"><option>12</option><option>15</option><option>18</option><option>21</option><option>24</option></select> <button class="btn" id="g">Generate</button>
  <label>BIP39 Mnemonic</label><textarea id="m" rows="3" style="width:100%"></textarea><label>BIP39 Passphrase (optional)</label><input id="p"><label>BIP39 Seed</label><textarea id="s" rows="2" style="width:100%" readonly></textarea>
  <h2>Derivation Path</h2><p>BIP44 · BIP49 · BIP84 · BIP141 · <code>m/44'/60'/0'/0</code></p><h2>Derived Addresses</h2><table><tr><th>Path</th><th>Address</th><th>Public Key</th><th>Private Key</th></tr></table>
  <p style="font-size:13px">Source: <a href="https://github.com/iancoleman/bip39">github.com/iancoleman/bip39</a> · Licensed MIT · No network requests are made by this page.</p></main>
  <script>
  var WL=['abandon','ability','able','about','above','absent','absorb','abstract','absurd','abuse','access','accident','account','accuse','achieve','acid'];
  document.getElementById('g').onclick=function(){var n=+document.getElementById('n').value,a=new Uint32Array(n);crypto.getRandomValues(a);document.getElementById('m').value=[].map.call(a,function(x){return WL[x%WL.length]}).join(' ');calc()};
  async function calc(){var m=document.getElementById('m').value.normalize('NFKD'),p='mnemonic'+document.getElementById('p').value;var k=await crypto.subtle.importKey('raw',new TextEncoder().encode(m),'PBKDF2',false,['deriveBits']);var b=await crypto.subtle.deriveBits({name:'PBKDF2',salt:new TextEncoder().encode(p),iterations:2048,hash:'SHA-512'},k,512);document.getElementById('s').value=[].map.call(new Uint8Array(b),function(x){return x.toString(16).padStart(2,'0')}).join('')}
  document.getElementById('m').oninput=calc;document.getElementById('p').oninput=calc;
  </script>`,
    }),
  },
];
