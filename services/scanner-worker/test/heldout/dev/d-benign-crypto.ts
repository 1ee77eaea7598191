import { type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, siteFooter } from '../parts/d-parts.js';

/** Benign: dApps that connect a wallet and ask for exact-amount approvals, NFT marketplaces, staking, wallet vendors' download and support pages. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-ok-dex-swap-exact-approve',
  label: 'clean',
  kind: 'dapp-swap',
  url: 'https://app.kelpswap.fi/swap?inputCurrency=ETH&outputCurrency=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  body: doc({
    title: 'KelpSwap | Swap',
    css: `body{background:#0d111c;color:#fff;font-family:Inter,sans-serif;margin:0}.nav{display:flex;justify-content:space-between;padding:16px 24px;align-items:center}.nav a{color:#98a1c0;margin-right:18px}.sw{max-width:460px;margin:40px auto;background:#131a2a;border-radius:20px;padding:16px}.in{background:#0d111c;border-radius:14px;padding:16px;margin:6px 0;display:flex;justify-content:space-between}.in input{background:transparent;border:0;color:#fff;font-size:28px;width:60%}.go{width:100%;background:#4c82fb;border:0;border-radius:16px;padding:16px;color:#fff;font-size:18px;font-weight:600}.note{color:#98a1c0;font-size:13px}`,
    body: `<div class="nav"><b>🌿 KelpSwap</b><div><a href="/swap">Swap</a><a href="/pools">Pools</a><a href="https://docs.kelpswap.fi">Docs</a></div><button class="go" style="width:auto;padding:8px 16px" id="cw">Connect wallet</button></div>
<div class="sw"><div class="in"><input id="amt" value="250" inputmode="decimal"><span>USDC ▾</span></div><div class="in"><input id="out" value="0.0712" readonly><span>ETH ▾</span></div>
<p class="note">1 ETH = 3,511.20 USDC · Fee 0.30% · Max slippage 0.5% · Router <code>0x6b1d…c3a9</code> (verified, <a href="https://docs.kelpswap.fi/contracts">audited</a>)</p><button class="go" id="sw">Approve USDC</button><p class="note" id="st"></p></div>
<script src="https://cdn.jsdelivr.net/npm/ethers@6.13.4/dist/ethers.umd.min.js"></script>
<script>
const ROUTER='0x6b1dA2e1f7c0b3A5e9D84f2C10a7eB6d3F5cc3a9',USDC='0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const erc20=['function approve(address spender,uint256 amount) returns (bool)','function allowance(address,address) view returns (uint256)'];
let signer;document.getElementById('cw').onclick=async()=>{const p=new ethers.BrowserProvider(window.ethereum);signer=await p.getSigner();document.getElementById('cw').textContent=(await signer.getAddress()).slice(0,6)+'…'};
document.getElementById('sw').onclick=async()=>{if(!signer)return document.getElementById('cw').click();const amount=ethers.parseUnits(document.getElementById('amt').value,6);
const t=new ethers.Contract(USDC,erc20,signer);if((await t.allowance(await signer.getAddress(),ROUTER))<amount){document.getElementById('st').textContent='Approving exactly '+document.getElementById('amt').value+' USDC (not unlimited)…';await (await t.approve(ROUTER,amount)).wait()}
document.getElementById('sw').textContent='Swap';document.getElementById('st').textContent='Review the swap in your wallet.'};
</script>`,
  }),
},

{
  id: 'd-ok-staking-dapp',
  label: 'clean',
  kind: 'dapp-staking',
  url: 'https://stake.orbitalnode.network/',
  body: doc({
    title: 'Orbital — Liquid staking',
    css: `body{background:#f7f8fc;font-family:Inter,sans-serif;margin:0;color:#111}.c{max-width:480px;margin:60px auto;background:#fff;border-radius:20px;padding:24px;box-shadow:0 4px 20px rgba(0,0,0,.05)}.c input{width:100%;font-size:26px;border:1px solid #e5e7eb;border-radius:12px;padding:14px}.c button{width:100%;background:#111;color:#fff;border:0;border-radius:12px;padding:14px;margin-top:12px;font-size:16px}.r{display:flex;justify-content:space-between;font-size:14px;color:#555;margin:6px 0}`,
    body: `<div class="c"><h2>Stake ETH</h2><p style="color:#555">Stake any amount of ETH and receive orETH. Rewards accrue daily. Withdrawals take 1–5 days.</p><input id="a" placeholder="0.0"><div class="r"><span>You will receive</span><span id="rv">0 orETH</span></div><div class="r"><span>APR</span><span>3.1%</span></div><div class="r"><span>Fee</span><span>10% of rewards</span></div><button id="s">Connect wallet</button><p style="font-size:12px;color:#888">Contracts audited by two firms. Source verified on Etherscan. Orbital will never DM you or ask for your recovery phrase.</p></div>
<script>
var acct;document.getElementById('a').oninput=function(){document.getElementById('rv').textContent=(+this.value*0.9987||0).toFixed(4)+' orETH'};
document.getElementById('s').onclick=async function(){if(!acct){acct=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent='Stake';return}
var wei=BigInt(Math.round(parseFloat(document.getElementById('a').value)*1e18));await ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:'0x2a4c7E81d9fB6053eC9bD8a1C5a7F03E4b2d9c61',value:'0x'+wei.toString(16),data:'0x3a4b66f1'}]})};
</script>`,
  }),
},

{
  id: 'd-ok-exchange-own-login-bitpanda-like',
  label: 'clean',
  kind: 'exchange-login-own',
  url: 'https://web.alpentrade.at/de/login',
  body: doc({
    title: 'Anmelden | Alpentrade',
    lang: 'de',
    css: baseCss('#16a34a'),
    body: `<header class="site-header"><div class="container"><span class="brand">Alpentrade</span><nav><ul><li><a href="/de/preise">Preise</a></li><li><a href="/de/academy">Academy</a></li></ul></nav></div></header>
<div class="card" style="max-width:420px;margin:50px auto"><h1 style="font-size:24px">Anmelden</h1><form method="post" action="/api/auth/login"><div class="form-group"><label>E-Mail</label><input name="email" type="email"></div><div class="form-group"><label>Passwort</label><input name="password" type="password"></div><button class="btn btn-block">Anmelden</button></form><p class="muted">Oder mit Passkey anmelden. Alpentrade ist von der österreichischen Finanzmarktaufsicht (FMA) als Kryptowerte-Dienstleister gemäß MiCAR zugelassen.</p></div>
${siteFooter({ company: 'Alpentrade GmbH', cols: { Rechtliches: ['Impressum', 'AGB', 'Datenschutz'], Hilfe: ['Helpcenter', 'Status'] } })}${cookieBanner('de')}`,
  }),
},

{
  id: 'd-ok-crypto-airdrop-official-claim',
  label: 'clean',
  kind: 'dapp-claim',
  url: 'https://claim.orbitalnode.network/',
  body: doc({
    title: 'Orbital — Claim ORB',
    css: `body{background:#f7f8fc;font-family:Inter,sans-serif;margin:0}.c{max-width:520px;margin:60px auto;background:#fff;border-radius:20px;padding:28px}.c button{background:#111;color:#fff;border:0;border-radius:12px;padding:14px 24px;font-size:16px}`,
    body: `<div class="c"><h2>ORB community distribution</h2><p>Eligibility was snapshotted on 1 Oct 2026 and is published as a Merkle tree on <a href="https://github.com/orbitalnode/distribution">GitHub</a>. Claiming costs only gas; it calls <code>claim(index, account, amount, proof)</code> on the distributor contract and never asks for approvals or signatures.</p><button id="c">Connect wallet to check</button><p id="m" style="color:#555"></p>
<p style="font-size:12px;color:#888">The only official claim site is claim.orbitalnode.network. Beware of look-alike sites promoted in replies.</p></div>
<script>document.getElementById('c').onclick=async function(){const [a]=await ethereum.request({method:'eth_requestAccounts'});const r=await fetch('/proofs/'+a.toLowerCase()+'.json').then(x=>x.ok?x.json():null).catch(()=>null);document.getElementById('m').textContent=r?('Eligible: '+r.amount+' ORB'):'This address is not eligible.'};</script>`,
  }),
},

];
