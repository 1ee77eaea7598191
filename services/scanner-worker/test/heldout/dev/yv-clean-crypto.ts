import { type Entry } from '../entry.js';
import { CSS, LOGO, doc, jsR } from '../parts/yv-kit.js';

// Real exchanges and P2P markets used in Nigeria, Ghana and Kenya, a real DEX that asks for token approvals,
// and a wallet vendor's article on recovery-phrase scams.

const yellowcard = doc({
  title: 'Buy USDT with Naira | Yellow Card',
  css: `${CSS.reset}body{background:#fffbea}.hd{padding:14px 40px;display:flex;justify-content:space-between;background:#fff}.hd b{font-size:22px}.c{max-width:1000px;margin:30px auto;display:flex;gap:40px;padding:0 20px;align-items:center}.w{width:400px;background:#fff;border-radius:16px;padding:24px;box-shadow:0 6px 24px rgba(0,0,0,.06)}${CSS.field}.b{width:100%;background:#ffd100;border:0;padding:14px;border-radius:10px;font-weight:700;margin-top:18px}`,
  body: `<div class="hd"><b>&#9679; Yellow Card</b><span><a href="/login">Log in</a> &middot; <a href="/signup">Sign up</a></span></div>
<div class="c"><div style="flex:1"><h1>The easiest way to buy and sell stablecoins in Africa</h1><p>Buy USDT and USDC with bank transfer or mobile money in 20 countries. Licensed and regulated where we operate.</p></div>
<form class="w" action="/signup" method="get"><label>You pay</label><input value="150,000" name="fiat"><select name="cur"><option>NGN</option><option>GHS</option><option>KES</option><option>XOF</option></select><label>You receive</label><input value="≈ 96.81 USDT" readonly><button class="b">Buy USDT</button><p style="font-size:12px;color:#888">Rates refresh every 30 seconds. Yellow Card staff will never ask for your password or 2FA code, and we never contact you on WhatsApp to "release" funds.</p></form></div>`,
});

const quidax = doc({
  title: 'Log in | Quidax',
  css: `${CSS.reset}body{background:#0d0d2b;color:#fff}.f{max-width:420px;margin:70px auto;background:#15153d;border-radius:12px;padding:30px}${CSS.field}label{color:#b0b0d0}input{background:#0d0d2b;color:#fff;border-color:#2c2c60}.b{width:100%;background:#fcaf17;color:#000;border:0;padding:13px;border-radius:8px;margin-top:18px;font-weight:700}`,
  body: `<form class="f" method="post" action="/api/v1/sessions"><h1 style="color:#fcaf17">Quidax</h1><h2>Welcome back</h2><label>Email</label><input name="email" type="email"><label>Password</label><input name="password" type="password"><button class="b">Log in</button>
<p style="font-size:13px"><a href="/forgot-password" style="color:#fcaf17">Forgot password?</a> &middot; Don't have an account? <a href="/signup" style="color:#fcaf17">Sign up</a></p>
<p style="font-size:12px;color:#8888aa">Make sure the address bar shows https://app.quidax.io. Quidax will never ask for your 2FA code over phone or chat.</p></form>`,
});

const binanceP2P = doc({
  title: 'Buy USDT with M-PESA Kenya | P2P Trading | Binance',
  css: `${CSS.reset}body{background:#fff;color:#1e2329}.hd{background:#181a20;color:#fff;padding:12px 30px;display:flex;gap:10px;align-items:center}.c{max-width:1100px;margin:0 auto;padding:24px 20px}table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:12px 8px;border-bottom:1px solid #eaecef;text-align:left}th{color:#707a8a;font-weight:400}.buy{background:#0ecb81;color:#fff;border:0;padding:8px 18px;border-radius:4px}.tip{background:#fef6d8;padding:12px;border-radius:6px;font-size:13px;margin:14px 0}`,
  body: `<div class="hd">${LOGO.binanceish}<b>BINANCE</b> &nbsp; P2P</div>
<div class="c"><h1>Buy USDT with KES</h1><div class="tip">All trades are protected by Binance escrow. The seller's crypto is locked until you confirm payment. <b>Never</b> release payment outside the platform, and never connect your wallet to a website claiming to "release escrow" &mdash; escrow is released only inside the Binance app.</div>
<table><tr><th>Advertiser</th><th>Price</th><th>Available / Limit</th><th>Payment</th><th></th></tr>
<tr><td>KipchogeTrades &#10004;<br><small>2,114 orders | 99.2%</small></td><td><b>129.40</b> KES</td><td>8,420 USDT<br>KES 2,000 &ndash; 500,000</td><td>M-PESA Safaricom</td><td><button class="buy">Buy USDT</button></td></tr>
<tr><td>NairobiOTC &#10004;<br><small>5,902 orders | 98.7%</small></td><td><b>129.55</b> KES</td><td>21,300 USDT<br>KES 5,000 &ndash; 1,200,000</td><td>M-PESA Paybill, Bank Transfer</td><td><button class="buy">Buy USDT</button></td></tr>
<tr><td>Wanjiku_P2P<br><small>744 orders | 100%</small></td><td><b>129.60</b> KES</td><td>1,150 USDT<br>KES 1,000 &ndash; 140,000</td><td>M-PESA Safaricom, Airtel Money</td><td><button class="buy">Buy USDT</button></td></tr></table></div>`,
});

const uniswap = doc({
  title: 'Uniswap Interface',
  css: `${CSS.reset}body{background:#fff;color:#222}.nav{display:flex;justify-content:space-between;padding:14px 24px}.cn{background:#fef4ff;color:#fc72ff;border:0;padding:10px 16px;border-radius:20px;font-weight:600}.sw{max-width:460px;margin:50px auto;border:1px solid #eee;border-radius:24px;padding:12px}.in{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0}.in input{border:0;background:none;font-size:32px;width:60%}.tok{float:right;background:#fff;border:1px solid #eee;border-radius:16px;padding:6px 12px}.go{width:100%;background:#fc72ff;color:#fff;border:0;padding:16px;border-radius:20px;font-size:18px;margin-top:6px}`,
  body: `<div class="nav"><b style="color:#fc72ff">&#129412; Uniswap</b><span>Swap &middot; Explore &middot; Pool</span><button class="cn" id="cn">Connect</button></div>
<div class="sw"><div class="in"><small>Sell</small><br><input id="amt" placeholder="0"><span class="tok">USDC &#9662;</span></div><div class="in"><small>Buy</small><br><input placeholder="0" readonly><span class="tok">ETH &#9662;</span></div><button class="go" id="go">Connect wallet</button><p id="s" style="font-size:13px;color:#888;text-align:center"></p></div>
<script src="/static/js/swap.4c1e2a.chunk.js"></script>`,
});
const uniJs = `(function(){var acct=null,USDC='0xaf88d065e77c8cC2239327C5EDb3A432268e5831',PERMIT2='0x000000000022D473030F116dDEE9F6B43aC78BA3';
function pad(a){return a.replace(/^0x/,'').toLowerCase().padStart(64,'0');}
async function connect(){if(!window.ethereum){document.getElementById('s').textContent='No wallet detected. Install a wallet or use WalletConnect.';return;}
acct=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('cn').textContent=acct.slice(0,6)+'…'+acct.slice(-4);document.getElementById('go').textContent='Review swap';}
document.getElementById('cn').onclick=connect;
document.getElementById('go').onclick=async function(){if(!acct)return connect();var amt=parseFloat(document.getElementById('amt').value||'0');if(!(amt>0))return;
var units=BigInt(Math.round(amt*1e6));
var allowance=BigInt(await ethereum.request({method:'eth_call',params:[{to:USDC,data:'0xdd62ed3e'+pad(acct)+pad(PERMIT2)},'latest']}));
if(allowance<units){document.getElementById('s').textContent='Approve USDC for use with Permit2 (one-time, exact amount)';
await ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:USDC,data:'0x095ea7b3'+pad(PERMIT2)+units.toString(16).padStart(64,'0')}]});}
document.getElementById('s').textContent='Sign the swap in your wallet';};})();`;

export const entries: Entry[] = [
  { id: 'yv-clean-yellowcard-buy-usdt-ngn', label: 'clean', kind: 'legit-crypto-exchange', url: 'https://yellowcard.io/buy-usdt-nigeria/', body: yellowcard },
  { id: 'yv-clean-quidax-login', label: 'clean', kind: 'legit-crypto-exchange', url: 'https://app.quidax.io/login?redirect=%2Fwallets%2Fusdt', body: quidax },
  { id: 'yv-clean-binance-p2p-mpesa-kes', label: 'clean', kind: 'legit-p2p-exchange', url: 'https://p2p.binance.com/en/trade/MPesaKenya/USDT?fiat=KES', body: binanceP2P },
  { id: 'yv-clean-uniswap-swap-permit2-approve', label: 'clean', kind: 'legit-dapp', url: 'https://app.uniswap.org/swap?chain=arbitrum&inputCurrency=0xaf88d065e77c8cC2239327C5EDb3A432268e5831&outputCurrency=NATIVE', body: uniswap, routes: { 'app.uniswap.org/static/js/swap.4c1e2a.chunk.js': jsR(uniJs) } },
];
