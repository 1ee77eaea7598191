import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Clean: dapps with bounded approvals, sign-in-with-Ethereum, price dashboards, wallets' own help pages on recovery phrases.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-clean-dapp-uniswap-bounded',
    label: 'clean',
    kind: 'dapp',
    url: 'https://app.uniswap.org/swap?chain=mainnet&inputCurrency=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&outputCurrency=ETH',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Uniswap Interface</title></head>
<body style="margin:0;background:#fff;font-family:'Basel',Inter,Arial,sans-serif"><div id="root"></div><script src="/static/js/swap.7c2a1d.js"></script></body></html>`,
    routes: {
      'app.uniswap.org/static/js/swap.7c2a1d.js': js(raw`(function(){
var PERMIT2='0x000000000022D473030F116dDEE9F6B43aC78BA3',ROUTER='0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD',USDC='0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
var r=document.getElementById('root'),acct=null;
r.innerHTML='<style>.nav{display:flex;justify-content:space-between;padding:16px 20px}.pink{color:#fc72ff;font-weight:700}.cw{background:#fef4ff;color:#fc72ff;border:0;border-radius:20px;padding:10px 16px;font-weight:600;cursor:pointer}.sw{max-width:460px;margin:60px auto;border:1px solid #eee;border-radius:24px;padding:8px}.bx{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0}.bx input{border:0;background:none;font-size:34px;width:70%;outline:0}.go{width:100%;background:#fc72ff;color:#fff;border:0;border-radius:20px;padding:16px;font-size:18px;font-weight:600;cursor:pointer}.st{font-size:13px;color:#7d7d7d;padding:8px}</style><div class="nav"><span class="pink">🦄 Uniswap</span><button class="cw" id="cw">Connect</button></div><div class="sw"><div class="bx">Sell<br><input id="amt" value="250" inputmode="decimal"> USDC</div><div class="bx">Buy<br><span style="font-size:34px" id="out">0.0803</span> ETH</div><button class="go" id="go">Swap</button><div class="st" id="st"></div></div>';
var st=function(t){document.getElementById('st').textContent=t};
var pad=function(h){return h.replace(/^0x/,'').toLowerCase().padStart(64,'0')};
async function connect(){var a=await window.ethereum.request({method:'eth_requestAccounts'});acct=a[0];document.getElementById('cw').textContent=acct.slice(0,6)+'…'+acct.slice(-4);return acct}
document.getElementById('cw').onclick=connect;
document.getElementById('amt').oninput=function(){document.getElementById('out').textContent=(this.value/3112.4).toFixed(4)};
document.getElementById('go').onclick=async function(){
  if(!acct)await connect();
  var units=BigInt(Math.round(parseFloat(document.getElementById('amt').value)*1e6));
  var allowance=BigInt(await window.ethereum.request({method:'eth_call',params:[{to:USDC,data:'0xdd62ed3e'+pad(acct)+pad(PERMIT2)},'latest']}));
  if(allowance<units){st('Approve USDC for this swap amount');await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:USDC,data:'0x095ea7b3'+pad(PERMIT2)+units.toString(16).padStart(64,'0')}]})}
  var now=Math.floor(Date.now()/1000);
  var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitSingle:[{name:'details',type:'PermitDetails'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},domain:{name:'Permit2',chainId:1,verifyingContract:PERMIT2},primaryType:'PermitSingle',message:{details:{token:USDC,amount:units.toString(),expiration:String(now+1800),nonce:'0'},spender:ROUTER,sigDeadline:String(now+1800)}};
  st('Sign to allow the swap of '+document.getElementById('amt').value+' USDC (valid 30 minutes)');
  try{await window.ethereum.request({method:'eth_signTypedData_v4',params:[acct,JSON.stringify(typed)]});st('Confirm the swap in your wallet')}catch(e){st('Signature rejected')}
};
})();`),
    },
  },
  {
    id: 'c-clean-dapp-lido-stake',
    label: 'clean',
    kind: 'dapp',
    url: 'https://stake.lido.fi/?ref=wallet',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Lido | Ethereum Liquid Staking</title>
<style>body{margin:0;background:#f2f5f8;font-family:Manrope,Arial,sans-serif;color:#273852}.c{max-width:432px;margin:60px auto;background:#fff;border-radius:20px;padding:28px}.in{display:flex;align-items:center;border:1px solid #d1d8df;border-radius:10px;padding:12px}.in input{border:0;flex:1;font-size:18px;outline:0}.b{width:100%;background:#00a3ff;color:#fff;border:0;border-radius:10px;padding:15px;font-size:16px;font-weight:700;margin-top:16px;cursor:pointer}.row{display:flex;justify-content:space-between;font-size:14px;margin-top:10px;color:#7a8aa0}</style></head>
<body><div class="c"><h2>Stake Ether</h2><p>Stake ETH and receive stETH while staking</p><div class="in"><input id="a" placeholder="ETH amount" inputmode="decimal"><button id="max" style="border:0;background:#eef3f8;border-radius:6px;padding:4px 8px">MAX</button></div><button class="b" id="s">Connect wallet</button><div class="row"><span>You will receive</span><span id="rcv">0 stETH</span></div><div class="row"><span>Annual percentage rate</span><span id="apr">…</span></div><div class="row"><span>Reward fee</span><span>10%</span></div></div>
<script>
(async () => {
  const STETH = '0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84';
  const REF = new URLSearchParams(location.search).get('ref') === 'wallet' ? '0x0000000000000000000000000000000000000000' : '0x0000000000000000000000000000000000000000';
  let acct = null, bal = 0n;
  fetch('/api/sma-steth-apr').then((r) => r.json()).then((d) => (document.getElementById('apr').textContent = d.smaApr.toFixed(1) + '%'));
  const a = document.getElementById('a'), s = document.getElementById('s');
  a.oninput = () => (document.getElementById('rcv').textContent = (parseFloat(a.value) || 0) + ' stETH');
  s.onclick = async () => {
    if (!acct) {
      [acct] = await ethereum.request({ method: 'eth_requestAccounts' });
      bal = BigInt(await ethereum.request({ method: 'eth_getBalance', params: [acct, 'latest'] }));
      s.textContent = 'Stake'; return;
    }
    const wei = BigInt(Math.floor((parseFloat(a.value) || 0) * 1e6)) * 10n ** 12n;
    if (wei <= 0n || wei > bal) { alert('Enter an amount up to your balance.'); return; }
    await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: acct, to: STETH, value: '0x' + wei.toString(16), data: '0xa1903eab' + REF.slice(2).padStart(64, '0') }] });
  };
  document.getElementById('max').onclick = () => { if (bal) a.value = (Number(bal - 10n ** 16n) / 1e18).toFixed(4); a.oninput(); };
})();
</script></body></html>`,
    routes: {
      'stake.lido.fi/api/sma-steth-apr': json({ smaApr: 3.1 }),
    },
  },
  {
    id: 'c-clean-dapp-nft-siwe',
    label: 'clean',
    kind: 'dapp',
    url: 'https://market.tidepool.art/profile',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Profile · Tidepool</title>
<style>body{margin:0;font-family:"Space Grotesk",Arial,sans-serif;background:#06141b;color:#e6f1f5}.n{display:flex;justify-content:space-between;padding:16px 24px;border-bottom:1px solid #12303b}.b{background:#2ec4b6;color:#06141b;border:0;border-radius:10px;padding:10px 16px;font-weight:700;cursor:pointer}.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:14px;padding:24px}.g div{background:#0c222c;border-radius:12px;padding:10px}.g i{display:block;aspect-ratio:1;border-radius:8px;margin-bottom:8px}</style></head>
<body><div class="n"><b>tidepool</b><button class="b" id="si">Sign in with Ethereum</button></div><div id="p" style="padding:24px">Sign in to see your collection and listings.</div><div class="g" id="g"></div>
<script>
document.getElementById('si').onclick = async function () {
  const [addr] = await ethereum.request({ method: 'eth_requestAccounts' });
  const chainId = parseInt(await ethereum.request({ method: 'eth_chainId' }), 16);
  const { nonce } = await fetch('/api/auth/nonce').then(r => r.json());
  const msg = 'market.tidepool.art wants you to sign in with your Ethereum account:\n' + addr + '\n\nSign in to Tidepool. This request will not trigger a blockchain transaction or cost any gas fees.\n\nURI: https://market.tidepool.art\nVersion: 1\nChain ID: ' + chainId + '\nNonce: ' + nonce + '\nIssued At: ' + new Date().toISOString();
  const hex = '0x' + Array.from(new TextEncoder().encode(msg)).map(b => b.toString(16).padStart(2, '0')).join('');
  const signature = await ethereum.request({ method: 'personal_sign', params: [hex, addr] });
  const ok = await fetch('/api/auth/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: msg, signature }) }).then(r => r.ok);
  if (!ok) return;
  this.textContent = addr.slice(0, 6) + '…' + addr.slice(-4);
  const items = await fetch('/api/users/' + addr + '/items').then(r => r.json());
  document.getElementById('p').textContent = items.length + ' items';
  document.getElementById('g').innerHTML = items.map(i => '<div><i style="background:' + i.color + '"></i>' + i.name + '<br><small>' + (i.listed ? 'Listed · ' + i.price + ' ETH' : 'Not listed') + '</small></div>').join('');
};
</script></body></html>`,
    routes: {
      'market.tidepool.art/api/auth/nonce': json({ nonce: 'k3J9qPz1' }),
      'market.tidepool.art/api/auth/verify': json({ ok: true }),
      'market.tidepool.art/api/users/0x1111111111111111111111111111111111111111/items': json([{ name: 'Kelp Forest #12', color: '#2a9d8f', listed: true, price: 0.08 }, { name: 'Anemone #3', color: '#e76f51', listed: false }]),
    },
  },
  {
    id: 'c-clean-crypto-price-dashboard',
    label: 'clean',
    kind: 'crypto-dashboard',
    url: 'https://www.coinledger-watch.com/markets',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Crypto prices today · Coinledger Watch</title>
<style>body{margin:0;font-family:Inter,Arial,sans-serif;background:#0d1117;color:#e6edf3}.w{max-width:980px;margin:0 auto;padding:24px}table{width:100%;border-collapse:collapse}th,td{padding:10px;border-bottom:1px solid #21262d;text-align:right}th:nth-child(2),td:nth-child(2){text-align:left}.up{color:#3fb950}.dn{color:#f85149}svg{vertical-align:middle}.tab button{background:#21262d;color:#e6edf3;border:0;border-radius:6px;padding:6px 12px;margin-right:6px;cursor:pointer}</style></head>
<body><div class="w"><h1>Today's cryptocurrency prices</h1><p id="cap"></p><div class="tab"><button data-c="usd">USD</button><button data-c="eur">EUR</button></div><table id="t"></table><p style="font-size:12px;color:#8b949e">Prices refresh every 30 seconds. Data for information only — not investment advice.</p></div>
<script>
let cur = localStorage.getItem('cur') || 'usd';
const fmt = (n) => new Intl.NumberFormat('en-US', { style: 'currency', currency: cur.toUpperCase(), maximumFractionDigits: n < 1 ? 4 : 2 }).format(n);
function spark(p) { const mx = Math.max(...p), mn = Math.min(...p); const d = p.map((v, i) => (i ? 'L' : 'M') + (i * 100 / (p.length - 1)).toFixed(1) + ',' + (28 - (v - mn) / (mx - mn || 1) * 26).toFixed(1)).join(''); return '<svg width="100" height="30"><path d="' + d + '" fill="none" stroke="' + (p[p.length - 1] >= p[0] ? '#3fb950' : '#f85149') + '" stroke-width="1.5"/></svg>'; }
async function load() {
  const d = await fetch('/api/v3/coins/markets?vs_currency=' + cur + '&per_page=10&sparkline=true').then((r) => r.json());
  document.getElementById('cap').textContent = 'Global market cap: ' + fmt(d.total_market_cap);
  document.getElementById('t').innerHTML = '<tr><th>#</th><th>Coin</th><th>Price</th><th>24h</th><th>Market cap</th><th>7d</th></tr>' + d.coins.map((c, i) => '<tr><td>' + (i + 1) + '</td><td><b>' + c.name + '</b> <small>' + c.symbol.toUpperCase() + '</small></td><td>' + fmt(c.price) + '</td><td class="' + (c.change24h >= 0 ? 'up' : 'dn') + '">' + c.change24h.toFixed(2) + '%</td><td>' + fmt(c.market_cap) + '</td><td>' + spark(c.sparkline) + '</td></tr>').join('');
}
document.querySelectorAll('.tab button').forEach((b) => (b.onclick = () => { cur = b.dataset.c; localStorage.setItem('cur', cur); load(); }));
load(); setInterval(load, 30000);
</script></body></html>`,
    routes: {
      'www.coinledger-watch.com/api/v3/coins/markets': json({
        total_market_cap: 2412000000000,
        coins: [
          { name: 'Bitcoin', symbol: 'btc', price: 61840.12, change24h: 1.42, market_cap: 1218000000000, sparkline: [60100, 60900, 61200, 60800, 61500, 62100, 61840] },
          { name: 'Ethereum', symbol: 'eth', price: 2934.5, change24h: -0.61, market_cap: 352000000000, sparkline: [3010, 2990, 2960, 2975, 2940, 2950, 2934] },
          { name: 'Solana', symbol: 'sol', price: 146.22, change24h: 3.8, market_cap: 65900000000, sparkline: [138, 140, 141, 143, 142, 145, 146] },
          { name: 'USDC', symbol: 'usdc', price: 1, change24h: 0.01, market_cap: 33100000000, sparkline: [1, 1, 1, 1, 1, 1, 1] },
        ],
      }),
    },
  },
  {
    id: 'c-clean-metamask-help-srp',
    label: 'clean',
    kind: 'wallet-help',
    url: 'https://support.metamask.io/start/what-is-a-secret-recovery-phrase-and-how-to-keep-your-crypto-wallet-secure/',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>What is a Secret Recovery Phrase and how to keep your crypto wallet secure | MetaMask Help Center</title>
<style>body{margin:0;font-family:"Euclid Circular B",Arial,sans-serif;color:#24272a}.hd{background:#fff;border-bottom:1px solid #eee;padding:14px 28px;font-weight:700}.a{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.7}.callout{border-left:4px solid #d73847;background:#fdf4f4;padding:12px 16px;margin:16px 0}.faq button{display:block;width:100%;text-align:left;background:#f2f4f6;border:0;padding:12px;margin-top:8px;font-size:15px;cursor:pointer}.faq div{display:none;padding:8px 12px}</style></head>
<body><div class="hd">🦊 MetaMask Help Center</div><article class="a" id="a"></article>
<script>
fetch('/api/articles/srp.json').then(r => r.json()).then(a => {
  const el = document.getElementById('a');
  el.innerHTML = '<h1>' + a.title + '</h1>' + a.body.map(b => b.type === 'callout' ? '<div class="callout"><b>' + b.title + '</b><br>' + b.text + '</div>' : '<p>' + b.text + '</p>').join('') + '<h2>Frequently asked</h2><div class="faq">' + a.faq.map(q => '<button>' + q.q + '</button><div>' + q.a + '</div>').join('') + '</div>';
  el.querySelectorAll('.faq button').forEach(b => b.onclick = () => { const d = b.nextElementSibling; d.style.display = d.style.display === 'block' ? 'none' : 'block'; });
});
</script></body></html>`,
    routes: {
      'support.metamask.io/api/articles/srp.json': json({
        title: 'What is a Secret Recovery Phrase and how to keep your crypto wallet secure',
        body: [
          { type: 'p', text: 'Your Secret Recovery Phrase (SRP) is a unique 12-word phrase that is generated when you first set up MetaMask. Your funds are connected to that phrase. If you ever lose your password, your Secret Recovery Phrase allows you to recover your wallet and your funds.' },
          { type: 'callout', title: 'Never share your Secret Recovery Phrase', text: 'MetaMask will never ask for your Secret Recovery Phrase. No legitimate support agent, website, "wallet validation", "sync" or "rectification" service needs it. Anyone who asks for it is trying to steal your funds.' },
          { type: 'p', text: 'Write it down on paper and store it somewhere safe and offline. Do not type it into websites, do not store it in screenshots, cloud notes or email.' },
          { type: 'p', text: 'If you think someone else has seen your Secret Recovery Phrase, create a new wallet immediately and move your funds to it.' },
        ],
        faq: [
          { q: 'A website asks me to enter my 12 words to claim an airdrop. Is that safe?', a: 'No. Entering your Secret Recovery Phrase anywhere except the MetaMask app itself, during a restore you started, gives full control of your wallet to whoever runs that site.' },
          { q: 'Can MetaMask recover my phrase if I lose it?', a: 'No. MetaMask is self-custodial and does not store your phrase.' },
        ],
      }),
    },
  },
  {
    id: 'c-clean-ledger-help-recovery',
    label: 'clean',
    kind: 'wallet-help',
    url: 'https://support.ledger.com/article/360005434914-zd',
    body: raw`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>How to check your Secret Recovery Phrase | Ledger Support</title>
<style>body{margin:0;font-family:Inter,Arial,sans-serif;background:#fff;color:#131214}.hd{background:#131214;color:#fff;padding:16px 28px;letter-spacing:.2em;font-weight:700}.a{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.7}.steps li{margin:8px 0}.w{background:#fff4e5;border:1px solid #f5c26b;padding:12px;border-radius:6px}.dev{display:flex;gap:8px;margin:12px 0}.dev button{border:1px solid #ccc;background:#fff;border-radius:20px;padding:6px 14px;cursor:pointer}.dev button.on{background:#131214;color:#fff}</style></head>
<body><div class="hd">LEDGER</div><article class="a"><h1>How to check your Secret Recovery Phrase</h1><div class="w">⚠️ Ledger will never ask you to type your 24 words on a computer, phone or website. Check them <b>on your Ledger device only</b>.</div><p>Select your device:</p><div class="dev" id="dev"></div><ol class="steps" id="steps"></ol><p>If you received an email or letter asking you to "validate", "update" or "synchronise" your recovery phrase online, it is a scam. Report it to phishing@ledger.com.</p></article>
<script>
const guides = {
  'Nano X': ['Connect and unlock your Nano X.', 'Open the Recovery Check app (install it from My Ledger in Ledger Live if needed).', 'Choose the length of your phrase (12, 18 or 24 words).', 'Enter each word on the device using the buttons — never on the computer.', 'The device tells you if the phrase matches.'],
  'Nano S Plus': ['Connect and unlock your Nano S Plus.', 'Open the Recovery Check app.', 'Select the number of words and enter them on the device.', 'Read the result on the device screen.'],
  'Stax': ['Unlock Stax.', 'Open Settings › Security › Recovery Check.', 'Type your words on the Stax touchscreen.', 'Stax shows whether the phrase is correct.'],
};
const dev = document.getElementById('dev');
Object.keys(guides).forEach((k, i) => { const b = document.createElement('button'); b.textContent = k; b.onclick = () => show(k); dev.appendChild(b); if (!i) setTimeout(() => show(k)); });
function show(k) { [...dev.children].forEach((b) => b.classList.toggle('on', b.textContent === k)); document.getElementById('steps').innerHTML = guides[k].map((s) => '<li>' + s + '</li>').join(''); }
</script></body></html>`,
  },
];
