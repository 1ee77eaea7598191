import { htmlRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, tile } from '../parts/yj-kit.js';

// Scams (Japan and Korea).

const tsTrap = (phone: string, say: string, lang: string, warn: string): string => `<script>
var au=new Audio('/media/alert.wav');au.loop=true;
function lock(){try{document.documentElement.requestFullscreen()}catch(e){}try{au.play()}catch(e){}try{var u=new SpeechSynthesisUtterance('${say}');u.lang='${lang}';u.rate=0.95;speechSynthesis.speak(u)}catch(e){}}
document.addEventListener('click',lock);document.addEventListener('keydown',function(e){e.preventDefault();lock()});
for(var i=0;i<20;i++)history.pushState({i:i},'',location.href);window.addEventListener('popstate',function(){history.pushState({},'',location.href);lock()});
window.onbeforeunload=function(){return '${warn}'};
document.addEventListener('contextmenu',function(e){e.preventDefault()});
setTimeout(function(){alert('** ${warn} ** ${phone}')},1500);
</script>`;

export const entries: Entry[] = [
  // yj-techsupport-kr-virus
{
  id: 'yj-techsupport-kr-virus',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://ms-security-kr.page-alert.site/kr/',
  body: doc({
    lang: 'ko',
    title: 'Microsoft 보안 경고',
    css: `body{background:#000 url(/img/bg.png);color:#fff;overflow:hidden}.pop{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);width:620px;max-width:94%;background:#fff;color:#222;border:1px solid #666}
.hd{background:#1e1e1e;color:#fff;padding:8px 12px;font-size:13px}.bd{padding:20px}.tel{font-size:26px;color:#d10000;font-weight:bold;text-align:center}.prog{height:18px;background:#ddd;margin:10px 0}.prog i{display:block;height:100%;width:0;background:#d10000;transition:width 6s linear}`,
    body: `<div class="pop"><div class="hd">Windows 보안 센터</div><div class="bd">
<h3 style="margin-top:0;color:#d10000">⛔ 액세스가 차단되었습니다 - 오류 코드 #0x268d3</h3>
<p>이 컴퓨터에서 <b>트로이 목마 스파이웨어</b>가 발견되어 보안상의 이유로 Windows 가 차단되었습니다. 다음 정보가 유출될 수 있습니다: 인터넷 뱅킹 비밀번호, 공동인증서, 카카오톡 대화 내용.</p>
<div class="prog"><i id="pg"></i></div><p id="pt" style="font-size:13px">시스템 검사 중...</p>
<p>컴퓨터를 재시작하거나 끄지 마십시오. 즉시 Microsoft 기술 지원팀에 문의하십시오.</p>
<div class="tel">☎ 070-4893-2261</div><p style="text-align:center;font-size:12px">한국어 상담 가능 · 무료 원격 지원</p></div></div>`,
    tail: `<script>setTimeout(function(){document.getElementById('pg').style.width='100%'},100);setTimeout(function(){document.getElementById('pt').textContent='감염된 파일 37개 발견 — 즉시 070-4893-2261 로 전화하십시오'},6200);</script>` + tsTrap('070-4893-2261', '경고. 컴퓨터가 바이러스에 감염되었습니다. 지금 바로 공칠공 사팔구삼 이이육일 로 전화하십시오.', 'ko-KR', '경고'),
  }),
  routes: {
    'ms-security-kr.page-alert.site/media/alert.wav': fileRoute(beepWav(2, 1000), 'audio/wav'),
    'ms-security-kr.page-alert.site/img/bg.png': pngRoute(0, 90, 170),
  },
},
  // yj-fakeshop-jp-brand-80off
{
  id: 'yj-fakeshop-jp-brand-80off',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.outdoor-select-jp.shop/products/nuptse-jacket-black',
  body: doc({
    lang: 'ja',
    title: 'ヌプシジャケット ブラック 【正規品】 80%OFF 送料無料 – アウトドアセレクト公式',
    css: `body{background:#fff}.ann{background:#d10000;color:#fff;text-align:center;padding:6px;font-size:13px}.hd{display:flex;justify-content:space-between;padding:14px 20px;border-bottom:1px solid #eee}
.p{max-width:1000px;margin:24px auto;display:grid;grid-template-columns:1.1fr 1fr;gap:30px;padding:0 16px}.im{aspect-ratio:1;background:#222;border-radius:4px}.old{text-decoration:line-through;color:#999}.new{font-size:28px;color:#d10000;font-weight:bold}
.sz button{border:1px solid #ccc;background:#fff;padding:8px 14px;margin:3px}.buy{width:100%;background:#111;color:#fff;border:0;padding:16px;font-size:17px;margin-top:14px}.tm{background:#fff3f3;color:#d10000;padding:8px;text-align:center;font-weight:bold}
.rv{font-size:13px;border-top:1px solid #eee;padding:10px 0}.ft{font-size:12px;color:#666;background:#f6f6f6;padding:20px;margin-top:40px}`,
    body: `<div class="ann">🔥 閉店セール 全品80%OFF・送料無料・本日限り 🔥</div>
<div class="hd"><b>OUTDOOR SELECT</b><span>カート(0)</span></div>
<div class="p"><div class="im"></div><div><h1 style="font-size:20px">【正規品】ヌプシジャケット メンズ レディース ダウン ブラック 2025冬新作</h1>
<p><span class="old">¥49,500</span> <span class="new">¥5,980</span> <span style="color:#d10000">88%OFF</span></p>
<p class="tm">セール終了まで <span id="t">02:14:37</span> ・ 残り在庫 3点</p>
<div class="sz">サイズ：<button>S</button><button>M</button><button>L</button><button>XL</button></div>
<button class="buy" onclick="location.href='/checkout'">今すぐ購入</button>
<p style="font-size:13px">お支払い方法：銀行振込のみ（振込確認後、翌日発送いたします）</p>
<div class="rv">★★★★★ とても暖かいです。本物でした！安くて最高です。 — 東京都 ゆ***さん</div><div class="rv">★★★★★ 商品の品質はとても良いです、また買います。 — 大阪府 K***さん</div></div></div>
<div class="ft">運営会社：合同会社フゥシン商事 ／ 代表者：王 建国 ／ 所在地：東京都千代田区丸の内1丁目99-88 ／ 連絡先：outdoorselect.jp@outlook.com ／ <a href="/pages/tokushoho">特定商取引法に基づく表記</a></div>`,
    tail: `<script>var s=2*3600+14*60+37;setInterval(function(){s--;if(s<0)s=3*3600;document.getElementById('t').textContent=[s/3600|0,(s%3600)/60|0,s%60].map(function(x){return('0'+x).slice(-2)}).join(':')},1000)</script>`,
  }),
  routes: {
    'www.outdoor-select-jp.shop/checkout': htmlRoute(doc({ lang: 'ja', title: 'ご注文手続き – OUTDOOR SELECT', css: `.w{max-width:560px;margin:20px auto;padding:16px}input{width:100%;padding:10px;margin:4px 0 10px}.bank{background:#f5f5f5;padding:14px;border:1px dashed #999}button{width:100%;background:#111;color:#fff;padding:14px;border:0}`, body: `<div class="w"><h2>ご注文手続き</h2><form method="post" action="/checkout/confirm"><input name="name" placeholder="お名前"><input name="tel" placeholder="電話番号"><input name="zip" placeholder="郵便番号"><input name="addr" placeholder="ご住所"><input name="email" placeholder="メールアドレス"><div class="bank"><b>お振込先</b><br>ゆうちょ銀行 〇一八支店（018）<br>普通 4821907<br>口座名義：チン ショウメイ<br><small>※ご注文後24時間以内にお振込みください。振込名義はご注文者様のお名前でお願いします。</small></div><br><button>注文を確定する</button></form></div>` })),
  },
},
  // yj-fakeshop-kr-outdoor
{
  id: 'yj-fakeshop-kr-outdoor',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://arcteryx-outlet-kr.store/goods/beta-ar-jacket',
  body: doc({
    lang: 'ko',
    title: '[폐업정리] 아크테릭스 베타 AR 자켓 85% 할인 | 아웃도어 아울렛',
    css: `body{background:#fff}.top{background:#111;color:#ffde00;text-align:center;padding:8px;font-weight:bold}.g{max-width:1000px;margin:20px auto;display:flex;gap:30px;padding:0 16px}.im{width:480px;height:480px;background:#2e4a3c}
.o{text-decoration:line-through;color:#aaa}.n{font-size:30px;font-weight:900;color:#e60023}.b{width:100%;background:#e60023;color:#fff;border:0;padding:16px;font-size:18px;margin-top:12px}.pay{font-size:13px;background:#fafafa;padding:12px;border:1px solid #eee}.cnt{color:#e60023}`,
    body: `<div class="top">⚡ 폐업 정리 전품목 최대 85% 할인 · 오늘 자정 종료 ⚡</div>
<div class="g"><div class="im"></div><div><p style="color:#888">ARC'TERYX</p><h1 style="font-size:22px">베타 AR 자켓 고어텍스 남성 블랙</h1>
<p><span class="o">899,000원</span><br><span class="n">129,000원</span> <span class="cnt">85%</span></p><p>현재 <b class="cnt" id="v">37</b>명이 보고 있습니다 · 남은 수량 <b class="cnt">2</b>개</p>
<p>사이즈: <select><option>M (95)</option><option>L (100)</option><option>XL (105)</option></select></p>
<button class="b" onclick="location.href='/order'">바로 구매하기</button>
<div class="pay"><b>결제 안내</b><br>현재 카드결제 시스템 점검 중으로 <b>무통장 입금</b>만 가능합니다. 입금 확인 후 당일 발송됩니다.<br>문의: 카카오톡 오픈채팅 "아웃도어아울렛고객센터"</div></div></div>
<p style="text-align:center;font-size:11px;color:#999">상호: 아웃도어아울렛 | 사업자등록번호: 123-45-67890 | 통신판매업신고: 2025-서울강남-0000</p>`,
    tail: `<script>setInterval(function(){document.getElementById('v').textContent=30+Math.floor(Math.random()*25)},2500)</script>`,
  }),
  routes: {
    'arcteryx-outlet-kr.store/order': htmlRoute(doc({ lang: 'ko', title: '주문서 작성', css: `.w{max-width:520px;margin:20px auto;padding:16px}input{width:100%;padding:10px;margin:4px 0 10px}.acc{background:#fff7e6;border:1px solid #ffd591;padding:14px}button{width:100%;background:#e60023;color:#fff;border:0;padding:14px}`, body: `<div class="w"><h2>주문서 작성</h2><form method="post" action="/order/submit"><input name="name" placeholder="받는 분"><input name="hp" placeholder="연락처"><input name="addr" placeholder="주소"><div class="acc"><b>입금 계좌</b><br>국민은행 9430-0201-338812<br>예금주: 이*진(개인)<br><small>입금자명은 주문자 성함과 동일하게 입력해주세요.</small></div><br><button>주문 완료</button></form></div>` })),
  },
},
  // yj-invest-line-group-jp
{
  id: 'yj-invest-line-group-jp',
  label: 'scam',
  kind: 'investment-group-scam',
  url: 'https://kabu-benkyoukai.online/lp/a01/?utm_source=fb&utm_campaign=murakami',
  body: doc({
    lang: 'ja',
    title: '【参加無料】経済評論家 村上大輔の株式投資勉強会｜LINEグループ',
    css: `body{background:#f4f6fb}.hd{background:#0b2447;color:#fff;text-align:center;padding:28px 16px}.hd h1{font-size:24px;margin:0}.w{max-width:620px;margin:0 auto;padding:18px}.pf{display:flex;gap:14px;background:#fff;padding:16px;border-radius:10px}
.pf .ph{width:96px;height:96px;border-radius:50%;background:#c7d0e0;flex:none}.res{background:#fff;border-radius:10px;padding:16px;margin:14px 0}.res table{width:100%;font-size:14px}.res td{padding:4px;border-bottom:1px dotted #ddd}.up{color:#d00;font-weight:bold}
.cta{display:block;text-align:center;background:#06c755;color:#fff;font-size:19px;font-weight:bold;padding:16px;border-radius:8px;text-decoration:none}.n{font-size:12px;color:#777}`,
    body: `<div class="hd"><h1>新NISA時代の資産形成<br>「3か月で資産2倍」実践勉強会</h1><p>参加無料・先着100名様限定</p></div>
<div class="w"><div class="pf"><div class="ph"></div><div><b>村上 大輔</b><br><span class="n">経済評論家／元外資系証券ファンドマネージャー。テレビ・雑誌出演多数。著書『日本株 最後の大相場』</span></div></div>
<p>こんにちは、村上です。このたび、個人投資家の皆さまの資産形成を応援するため、<b>完全無料</b>のLINE勉強会を開催します。私のアシスタントが毎日、厳選した注目銘柄を配信します。</p>
<div class="res"><b>過去の推奨銘柄の実績</b><table><tr><td>8035 東京エレクトロン</td><td class="up">+148%</td></tr><tr><td>6920 レーザーテック</td><td class="up">+212%</td></tr><tr><td>5253 カバー</td><td class="up">+305%</td></tr></table></div>
<a class="cta" href="https://line.me/R/ti/g/Qx8kPz4LmN" id="join">LINEグループに無料で参加する</a>
<p class="n">※参加後、アシスタント「佐藤 美咲」より個別にご連絡いたします。機関投資家向け専用アプリでの取引もご案内可能です。</p></div>`,
  }),
},
  // yj-points-lottery-jp
{
  id: 'yj-points-lottery-jp',
  label: 'scam',
  kind: 'lottery-prize-scam',
  url: 'https://present-campaign.jp-lucky.today/pp/?k=8843',
  body: doc({
    lang: 'ja',
    title: '🎉 おめでとうございます！ご当選のお知らせ',
    css: `body{background:#ffeef1}.w{max-width:440px;margin:0 auto;padding:18px;text-align:center}.card{background:#fff;border-radius:14px;padding:18px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
.wheel{width:240px;height:240px;border-radius:50%;margin:16px auto;background:conic-gradient(#ff0033 0 45deg,#ffd400 45deg 90deg,#ff0033 90deg 135deg,#fff 135deg 180deg,#ff0033 180deg 225deg,#ffd400 225deg 270deg,#ff0033 270deg 315deg,#fff 315deg);transition:transform 4s cubic-bezier(.2,.8,.2,1);border:6px solid #333}
.b{background:#ff0033;color:#fff;border:0;border-radius:30px;padding:14px 40px;font-size:17px;font-weight:bold}.cm{text-align:left;font-size:12px;border-top:1px solid #eee;padding:8px 0}.r{display:none}`,
    body: `<div class="w"><div class="card"><p style="font-size:13px;color:#666">2025年10月17日（金）</p><h2 style="color:#ff0033;margin:4px 0">PayPay 感謝祭<br>ポイントルーレット</h2>
<p>あなたは本日の抽選対象に選ばれました。ルーレットを回して賞品を獲得してください（残り <b id="c">3</b> 回）。</p>
<div class="wheel" id="wh"></div><button class="b" id="spin">ルーレットを回す</button>
<div class="r" id="res"><h3>🎉 100,000円相当のポイントに当選！</h3><p>受け取りには、本人確認と事務手数料（550円）のお支払いが必要です。5分以内にお手続きください。</p><a class="b" style="display:inline-block;text-decoration:none" href="/pp/claim">賞品を受け取る</a></div></div>
<div class="card" style="margin-top:12px"><b>当選者の声</b><div class="cm">佐藤 恵子：本当に届きました！ありがとうございます</div><div class="cm">田中 誠：半信半疑でしたが、昨日ポイントが入りました</div><div class="cm">中村 あゆみ：手数料だけで10万円分はすごい！</div></div></div>`,
    tail: `<script>var n=3,deg=0;document.getElementById('spin').onclick=function(){if(n<=0)return;n--;document.getElementById('c').textContent=n;deg+=1440+(n==1?22:160);document.getElementById('wh').style.transform='rotate('+deg+'deg)';
setTimeout(function(){if(n==1){document.getElementById('res').style.display='block';document.getElementById('spin').style.display='none'}else alert('残念！もう一度回してください')},4200)};</script>`,
  }),
  routes: {
    'present-campaign.jp-lucky.today/pp/claim': htmlRoute(doc({ lang: 'ja', title: '賞品の受け取り', css: `.w{max-width:440px;margin:0 auto;padding:18px}input{width:100%;padding:11px;margin:4px 0 10px;font-size:16px}button{width:100%;background:#ff0033;color:#fff;border:0;padding:14px;border-radius:30px}`, body: `<div class="w"><h2>賞品の受け取り</h2><p>事務手数料 550円 のお支払い後、ポイントが付与されます。</p><form method="post" action="/pp/pay"><input name="name" placeholder="お名前"><input name="email" placeholder="メールアドレス"><input name="tel" placeholder="電話番号"><input name="cc" placeholder="カード番号"><input name="exp" placeholder="有効期限 MM/YY"><input name="cvc" placeholder="セキュリティコード"><button>550円を支払って受け取る</button></form><p style="font-size:10px;color:#aaa">お支払いにより、月額 8,980円 の会員サービス（初回無料期間なし）へ自動登録されます。</p></div>` })),
  },
},
];
