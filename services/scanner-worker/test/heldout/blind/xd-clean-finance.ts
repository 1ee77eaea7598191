import type { Entry } from '../entry.js';
import { shell, baseCss } from '../parts/xd-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-kiwisaver-join-provider',
  label: 'clean',
  kind: 'licensed-fund-signup',
  url: 'https://simplicity.kiwi/join/kiwisaver?step=details&src=home-cta',
  body: shell(
    'Join Simplicity KiwiSaver',
    `<header class="top" style="background:#fff;border-bottom:1px solid #ddd"><b style="font-size:20px;color:#ff5f3a">Simplicity</b><span style="margin-left:8px;font-size:13px">Nonprofit KiwiSaver</span></header>
<main style="max-width:560px">
 <h1 style="font-size:24px">Join or switch to Simplicity KiwiSaver</h1>
 <p>It takes about 5 minutes. You'll need your IRD number and your NZ driver licence or passport.</p>
 <form method="post" action="/join/kiwisaver/details">
  <label>First name</label><input name="firstName" autocomplete="given-name">
  <label>Last name</label><input name="lastName" autocomplete="family-name">
  <label>Date of birth</label><input name="dob" placeholder="DD/MM/YYYY">
  <label>IRD number</label><input name="ird" inputmode="numeric">
  <label>Email</label><input name="email" type="email">
  <label>Fund</label><select name="fund"><option>Growth</option><option>Balanced</option><option>Conservative</option></select>
  <button style="margin-top:16px;background:#ff5f3a">Continue</button>
 </form>
 <p class="muted">Simplicity NZ Limited is the manager of the Simplicity KiwiSaver Scheme. Product Disclosure Statement available at simplicity.kiwi/pds. Past performance is not a guarantee of future returns.</p>
</main>`,
    { lang: 'en-NZ', css: baseCss('#fff', '#222', '#ff5f3a') },
  ),
},
{
  id: 'xd-clean-uniswap-swap-dapp',
  label: 'clean',
  kind: 'real-dapp',
  url: 'https://app.uniswap.org/swap?chain=base&inputCurrency=ETH&outputCurrency=0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913&ref=xd-au',
  body: shell(
    'Uniswap Interface',
    `<div style="background:#fff;min-height:100vh;font-family:Inter,Arial">
 <header style="display:flex;padding:14px 20px;align-items:center"><b style="color:#fc72ff;font-size:20px">🦄 Uniswap</b><nav style="margin-left:24px;font-size:15px;color:#555">Trade · Explore · Pool</nav><button id="cw" style="margin-left:auto;background:#fde7ff;color:#fc72ff;border:0;border-radius:20px;padding:10px 16px;font-weight:600">Connect</button></header>
 <div style="max-width:480px;margin:40px auto;border:1px solid #eee;border-radius:20px;padding:12px">
  <div class="box">Sell<br><input id="amt" placeholder="0" style="border:0;font-size:32px;width:60%;background:none"> <b>ETH</b></div>
  <div class="box">Buy<br><input id="out" placeholder="0" readonly style="border:0;font-size:32px;width:60%;background:none"> <b>USDC</b></div>
  <button id="go" style="width:100%;background:#fc72ff;color:#fff;border:0;border-radius:20px;padding:16px;font-size:18px;margin-top:6px">Connect wallet</button>
  <p style="font-size:12px;color:#888">By connecting a wallet, you agree to Uniswap Labs' Terms of Service.</p>
 </div>
</div>
<script src="/static/js/main.7c1e5d.js"></script>`,
    { css: '.box{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0;color:#777}' },
  ),
  routes: {
    'app.uniswap.org/static/js/main.7c1e5d.js': jsRoute(`(function(){var acct=null;async function connect(){if(!window.ethereum){window.open('https://metamask.io/download/');return}var a=await window.ethereum.request({method:'eth_requestAccounts'});acct=a[0];document.getElementById('cw').textContent=acct.slice(0,6)+'…'+acct.slice(-4);document.getElementById('go').textContent='Enter an amount'}document.getElementById('cw').onclick=connect;document.getElementById('go').onclick=function(){if(!acct)return connect()};document.getElementById('amt').oninput=function(){document.getElementById('out').value=(parseFloat(this.value||0)*3412.55).toFixed(2)}})();`),
  },
},
{
  id: 'xd-clean-revoke-cash-approvals',
  label: 'clean',
  kind: 'real-dapp',
  url: 'https://revoke.cash/address/0x4e1b9c0f2a77d3e5b8c6a1f0d2e3c4b5a6978d01?chainId=1',
  body: shell(
    'Revoke.cash – Revoke your token approvals',
    `<main style="max-width:860px">
 <h1 style="font-size:24px">Token approvals for 0x4e1b…8d01</h1>
 <p>Review the contracts you've allowed to spend your tokens and NFTs, and revoke the ones you no longer use. Revoking sends a transaction that sets the allowance to zero.</p>
 <table style="width:100%;font-size:14px;border-collapse:collapse">
  <tr><th>Asset</th><th>Type</th><th>Approved spender</th><th>Allowance</th><th></th></tr>
  <tr><td>USDC</td><td>ERC-20</td><td>Uniswap Permit2</td><td>Unlimited</td><td><button class="rv" data-kind="erc20" data-token="0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" data-spender="0x000000000022D473030F116dDEE9F6B43aC78BA3">Revoke</button></td></tr>
  <tr><td>Bored Ape Yacht Club</td><td>ERC-721</td><td>OpenSea Seaport 1.5</td><td>All NFTs</td><td><button class="rv" data-kind="nft" data-token="0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D" data-spender="0x1E0049783F008A0085193E00003D00cd54003c71">Revoke</button></td></tr>
 </table>
 <p class="muted">Revoke.cash never asks for your seed phrase and never sends transactions you didn't click.</p>
</main>
<script>
function pad(a) { return a.toLowerCase().replace('0x', '').padStart(64, '0'); }
document.querySelectorAll('.rv').forEach(function (b) {
  b.onclick = async function () {
    var from = (await ethereum.request({ method: 'eth_requestAccounts' }))[0];
    var data = b.dataset.kind === 'nft' ? '0xa22cb465' + pad(b.dataset.spender) + pad('0x0') : '0x095ea7b3' + pad(b.dataset.spender) + pad('0x0');
    await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: from, to: b.dataset.token, data: data }] });
    b.textContent = 'Revoked';
  };
});
</script>`,
    { css: baseCss('#111') + 'main{max-width:860px}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}.rv{background:#111;padding:6px 12px;font-size:13px}' },
  ),
},
];
