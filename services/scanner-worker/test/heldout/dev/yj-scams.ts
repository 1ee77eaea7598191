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
  // yj-techsupport-jp-defender
{
  id: 'yj-techsupport-jp-defender',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://warning-pc-jp.top/win/index.html?ph=05058304127',
  body: doc({
    lang: 'ja',
    title: 'Windows Defender セキュリティ センター',
    css: `body{background:#0078d7;color:#fff;font-family:"Segoe UI",Meiryo,sans-serif;overflow:hidden}.bar{background:#fff;color:#333;padding:6px 12px;font-size:13px}.w{max-width:760px;margin:50px auto;background:#fff;color:#222;border-radius:2px;box-shadow:0 8px 40px rgba(0,0,0,.4)}
.t{background:#c50f1f;color:#fff;padding:12px 18px;font-weight:bold}.b{padding:22px}.ph{font-size:30px;font-weight:bold;color:#c50f1f;text-align:center;margin:14px 0}.scan{font-family:Consolas,monospace;font-size:12px;background:#111;color:#0f0;height:120px;overflow:hidden;padding:8px}
.f{display:flex;justify-content:flex-end;gap:10px;padding:12px 18px;background:#f2f2f2}.f button{padding:7px 22px;border:1px solid #999;background:#fff}`,
    body: `<div class="bar">Windows セキュリティ</div>
<div class="w"><div class="t">⚠ Windows Defender - セキュリティ警告</div><div class="b">
<p><b>** 警告：お使いのコンピューターはトロイの木馬型スパイウェアに感染しています **</b></p>
<p>次のデータが危険にさらされています：<br>・メールの認証情報<br>・銀行のパスワード<br>・Facebookのログイン<br>・写真とドキュメント</p>
<p>このPCを使い続けることは危険です。個人情報の盗難を防ぐため、すぐにMicrosoftサポートにご連絡ください。</p>
<div class="ph">Windows サポート：050-5830-4127<br><span style="font-size:14px;color:#333">（通話料無料・24時間受付）</span></div>
<div class="scan" id="sc"></div></div>
<div class="f"><button>キャンセル</button><button onclick="document.documentElement.requestFullscreen()">OK</button></div></div>`,
    tail: `<script>var files=['C:\\\\Windows\\\\System32\\\\drivers\\\\etc\\\\hosts','C:\\\\Users\\\\Public\\\\Documents\\\\bank.xlsx','C:\\\\Windows\\\\System32\\\\svchost.exe','Trojan:Win32/Emotet.RPX!MTB','Spyware.Pegasus.Gen'],k=0;setInterval(function(){var s=document.getElementById('sc');s.innerHTML=('検出: '+files[k%files.length]+'<br>')+s.innerHTML;k++},350);</script>` + tsTrap('050-5830-4127', 'お使いのコンピューターはウイルスに感染しています。直ちにマイクロソフトサポート、ゼロゴーゼロ、ゴーハチサンゼロ、ヨンイチニナナにお電話ください。', 'ja-JP', '警告'),
  }),
  routes: { 'warning-pc-jp.top/media/alert.wav': fileRoute(beepWav(2, 880), 'audio/wav') },
},
  // yj-sidejob-like-task-jp
{
  id: 'yj-sidejob-like-task-jp',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://fukugyo-smartwork.jp.net/lp/like/',
  body: doc({
    lang: 'ja',
    title: '【スマホで簡単】1日5分の「いいね」で日給3万円！在宅副業',
    css: `body{background:#fffdf2}.hero{background:linear-gradient(180deg,#ffb300,#ff7a00);color:#fff;text-align:center;padding:34px 16px}.hero h1{font-size:26px;margin:0 0 8px;text-shadow:0 2px 0 rgba(0,0,0,.2)}.w{max-width:560px;margin:0 auto;padding:16px}
.v{background:#fff;border-radius:10px;padding:14px;margin:12px 0;box-shadow:0 1px 4px rgba(0,0,0,.08)}.v b{color:#ff7a00}.line{display:block;background:#06c755;color:#fff;text-align:center;padding:16px;border-radius:40px;text-decoration:none;font-size:18px;font-weight:bold;margin:20px 0}
.st{display:flex;gap:8px;text-align:center;font-size:13px}.st div{flex:1;background:#fff;border-radius:8px;padding:10px}.sm{font-size:11px;color:#999}`,
    body: `<div class="hero"><h1>スマホで「いいね」するだけ！<br>日給3万円以上も可能</h1><p>経験不要・スキマ時間OK・主婦／学生に大人気</p></div>
<div class="w"><div class="st"><div>①<br>LINE登録</div><div>②<br>担当者から<br>タスク配信</div><div>③<br>即日報酬<br>お振込み</div></div>
<div class="v">「子育ての合間に始めて、初月で<b>18万円</b>稼げました！」<br><span class="sm">— 32歳 主婦 Aさん</span></div>
<div class="v">「通勤中にできるので本業に影響なし。<b>毎月10万円</b>の副収入です。」<br><span class="sm">— 27歳 会社員 Kさん</span></div>
<p>今なら<b>LINE登録で1,000円</b>プレゼント！お仕事はYouTube・Instagramの投稿に「いいね」してスクショを送るだけ。</p>
<a class="line" href="https://line.me/ti/p/~smartwork_2025" id="ln">LINEで友だち追加して始める</a>
<p class="sm">※収入を保証するものではありません。※一部タスクは「前払い型の高報酬タスク」となります。</p></div>`,
  }),
},
  // yj-romance-crypto-kr
{
  id: 'yj-romance-crypto-kr',
  label: 'scam',
  kind: 'romance-crypto-platform',
  url: 'https://m.bitflexglobal-ex.com/#/assets',
  body: doc({
    lang: 'ko',
    title: 'BitFlex Global - 자산',
    css: `body{background:#0f1421;color:#e6e8ee}.tb{display:flex;justify-content:space-between;padding:14px 16px;border-bottom:1px solid #222a3d}.w{max-width:480px;margin:0 auto;padding:16px}.tot{font-size:30px;font-weight:bold}.pl{color:#18c47c}
.row{display:flex;justify-content:space-between;padding:12px 0;border-bottom:1px solid #1d2436;font-size:14px}.btns{display:flex;gap:10px;margin:16px 0}.btns button{flex:1;padding:12px;border:0;border-radius:8px;font-size:15px}.dep{background:#f0b90b;color:#111}.wd{background:#2a3350;color:#fff}
.m{display:none;position:fixed;inset:0;background:rgba(0,0,0,.6);align-items:center;justify-content:center}.m .c{background:#1a2133;border-radius:12px;padding:20px;width:90%;max-width:380px}.addr{word-break:break-all;background:#0f1421;padding:10px;border-radius:6px;font-family:monospace;font-size:13px}`,
    body: `<div class="tb"><b>BitFlex</b><span>고객센터</span></div>
<div class="w"><p style="color:#8b93a7;font-size:13px">총 자산 (USDT)</p><div class="tot">48,920.55</div><p class="pl">오늘 수익 +3,812.40 (+8.45%)</p>
<div class="btns"><button class="dep" onclick="show('d')">입금</button><button class="wd" onclick="show('w')">출금</button></div>
<div class="row"><span>USDT (TRC20)</span><span>48,920.55</span></div><div class="row"><span>AI 퀀트 계약 (30일)</span><span class="pl">진행 중 · 수익률 312%</span></div><div class="row"><span>VIP 등급</span><span>VIP 3</span></div></div>
<div class="m" id="d"><div class="c"><b>USDT 입금 (TRC20)</b><p style="font-size:13px">아래 주소로 입금하세요. 최소 입금 1,000 USDT</p><div class="addr">TQm8sV3k1pXz9RwcN4gYtB7hLd2fJ6aE5u</div><p style="font-size:12px;color:#8b93a7">국내 거래소(업비트·빗썸)에서 구매 후 보내실 수 있습니다.</p><button onclick="hide()" style="width:100%;padding:10px">닫기</button></div></div>
<div class="m" id="w"><div class="c"><b>출금 신청</b><p style="font-size:14px">출금 전 <b>개인소득세 20%</b>(9,784.11 USDT) 선납이 필요합니다. 세금 납부 완료 후 24시간 내 출금이 처리됩니다.</p><p style="font-size:12px;color:#f0b90b">문의: 텔레그램 @BitFlex_CS_KR</p><button onclick="hide()" style="width:100%;padding:10px">확인</button></div></div>`,
    tail: `<script>function show(i){document.getElementById(i).style.display='flex'}function hide(){document.querySelectorAll('.m').forEach(function(m){m.style.display='none'})}
fetch('/api/user/info',{credentials:'include'}).then(function(r){return r.json()}).then(function(j){if(j&&j.total)document.querySelector('.tot').textContent=j.total}).catch(function(){});</script>`,
  }),
  routes: { 'm.bitflexglobal-ex.com/api/user/info': jsonRoute({ uid: 880213, total: '48,920.55', vip: 3, tax_rate: 0.2 }) },
},
  // yj-refund-scam-kr-kakao
{
  id: 'yj-refund-scam-kr-kakao',
  label: 'scam',
  kind: 'refund-callback-scam',
  url: 'https://kakaopay-refund.helpdesk-kr.com/',
  body: doc({
    lang: 'ko',
    title: '결제 취소 · 환불 접수 센터',
    css: `body{background:#f7f7f7}.hd{background:#ffeb00;padding:14px 18px;font-weight:bold}.w{max-width:520px;margin:18px auto;background:#fff;border-radius:10px;padding:22px}.pay{border:1px solid #eee;border-radius:8px;padding:12px;font-size:14px}
.tel{display:block;text-align:center;background:#191919;color:#ffeb00;font-size:22px;font-weight:bold;padding:16px;border-radius:10px;text-decoration:none;margin:16px 0}.st{font-size:14px}.st li{margin:6px 0}.n{font-size:12px;color:#888}`,
    body: `<div class="hd">pay 결제 취소 · 환불 센터</div>
<div class="w"><h2 style="font-size:19px">해외 결제 승인 내역이 있습니다</h2>
<div class="pay">[국외발신] 결제승인<br><b>AliExpress 987,000원</b><br>2025-10-17 01:42 · 승인번호 30219987</div>
<p class="st">본인이 결제하지 않으셨다면 결제 취소 및 환불을 위해 고객센터로 즉시 연락해 주세요. 상담원이 <b>원격 지원</b>으로 명의 도용 여부를 확인하고 환불을 도와드립니다.</p>
<a class="tel" href="tel:02-3489-7720">☎ 02-3489-7720</a>
<ol class="st"><li>고객센터 연결 후 상담원 안내에 따라 아래 <b>원격지원 앱</b>을 설치합니다.</li><li>화면에 표시되는 9자리 번호를 상담원에게 알려주세요.</li><li>상담원이 은행 앱에서 환불 절차를 대신 진행합니다.</li></ol>
<p style="text-align:center"><a href="https://download.teamviewer.com/download/TeamViewerQS.exe">원격지원 프로그램 (PC)</a> · <a href="https://play.google.com/store/apps/details?id=com.teamviewer.quicksupport.market">원격지원 앱 (모바일)</a></p>
<p class="n">금융감독원 지정 환불 대행 센터 · 운영시간 24시간</p></div>`,
  }),
},
  // yj-extortion-btc-jp
{
  id: 'yj-extortion-btc-jp',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://secure-notice-8812.web.app-view.net/n/1c9f27',
  body: doc({
    lang: 'ja',
    title: 'あなたへの最終警告',
    css: `body{background:#111;color:#ddd;font-family:"MS Gothic",monospace}.w{max-width:700px;margin:40px auto;padding:20px;border:1px solid #400}h1{color:#e00;font-size:22px}.btc{background:#222;padding:12px;font-size:15px;word-break:break-all;color:#fc0}.t{font-size:34px;color:#e00;text-align:center}`,
    body: `<div class="w"><h1>あなたのデバイスは私の管理下にあります</h1>
<p>数か月前、あなたが閲覧したアダルトサイトを通じて、あなたのスマートフォンとPCにスパイウェアを仕込みました。カメラ、マイク、連絡先、LINEのトーク履歴、写真にすべてアクセスできます。</p>
<p>あなたが動画を見ている様子を録画しました。画面と顔を並べた映像です。</p>
<p>この映像を削除してほしければ、<b>15万円相当のビットコイン</b>を下記アドレスに送金してください。</p>
<div class="btc">bc1qz7v3h0k4s8l2m6xq9d5w0rjn4yt3e2f8ga6cpu</div>
<p>残り時間：</p><div class="t" id="t">47:59:59</div>
<p>期限を過ぎた場合、映像はあなたの連絡先（家族、会社、友人）全員とSNSに送信されます。警察に相談しても無駄です。ビットコインの購入方法は「ビットコイン 購入」で検索してください（bitFlyer、コインチェック等）。</p></div>`,
    tail: `<script>var e=Date.now()+48*3600e3;setInterval(function(){var s=Math.max(0,(e-Date.now())/1000|0);document.getElementById('t').textContent=[s/3600|0,(s%3600)/60|0,s%60].map(function(x){return('0'+x).slice(-2)}).join(':')},1000)</script>`,
  }),
},
  // yj-charity-noto-fake
{
  id: 'yj-charity-noto-fake',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://noto-shien-bokin.org-jp.net/',
  body: doc({
    lang: 'ja',
    title: '能登半島 緊急支援募金｜被災地に今すぐ支援を',
    css: `body{background:#fff}.hero{background:#2d3e50;color:#fff;padding:40px 18px;text-align:center}.hero h1{margin:0;font-size:26px}.w{max-width:640px;margin:0 auto;padding:20px}.bx{border:1px solid #ddd;border-radius:8px;padding:16px;margin:14px 0}
.amt{display:flex;gap:8px;flex-wrap:wrap}.amt span{border:1px solid #2d3e50;padding:8px 14px;border-radius:20px}.addr{font-family:monospace;background:#f4f4f4;padding:8px;word-break:break-all;font-size:13px}.prog{height:12px;background:#eee;border-radius:6px}.prog i{display:block;width:72%;height:100%;background:#e67e22;border-radius:6px}`,
    body: `<div class="hero"><h1>能登半島の被災者に、温かい食事と毛布を。</h1><p>一般社団法人 日本こども災害支援ネットワーク</p></div>
<div class="w"><p>被災地では今も多くの方が避難生活を続けています。皆さまからのご寄付は、全額を被災地の炊き出し・毛布・仮設トイレの設置に使わせていただきます。</p>
<div class="prog"><i></i></div><p style="font-size:13px">目標 5,000万円 のうち <b>3,612万円</b> 達成（支援者 18,204人）</p>
<div class="bx"><b>寄付金額</b><div class="amt"><span>3,000円</span><span>5,000円</span><span>10,000円</span><span>30,000円</span></div></div>
<div class="bx"><b>お振込先（銀行）</b><br>楽天銀行 第二営業支店（252）普通 7719034<br>口座名義：タナカ ヒロシ</div>
<div class="bx"><b>PayPay送金</b><br>PayPay ID: <b>noto_shien2025</b> へ送金してください。</div>
<div class="bx"><b>暗号資産での寄付</b><br>BTC<div class="addr">bc1q9n0yv5pk3w8u2x7t4e6r0lhq3cz5m8sdf2ja7w</div>USDT (TRC20)<div class="addr">TXh5r9KcW2uJ8nAq3VzLp6mB1tYgD4fE7s</div></div>
<p style="font-size:12px;color:#888">※当法人への寄付は寄付金控除の対象です（領収書はメールで発行）。お問い合わせ：noto.shien.bokin@gmail.com</p></div>`,
  }),
},
  // yj-kr-review-alba-task
{
  id: 'yj-kr-review-alba-task',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://review-alba.co.kr-job.com/recruit?ref=danggeun',
  body: doc({
    lang: 'ko',
    title: '[재택 부업] 쇼핑몰 리뷰 알바 모집 · 일당 20~50만원',
    css: `body{background:#f6f8fb}.hd{background:#4f46e5;color:#fff;padding:30px 18px;text-align:center}.hd h1{margin:0;font-size:24px}.w{max-width:560px;margin:0 auto;padding:18px}.c{background:#fff;border-radius:12px;padding:16px;margin:12px 0}
.c table{width:100%;font-size:14px}.c td{padding:6px 0;border-bottom:1px solid #f0f0f0}.b{display:block;background:#fee500;color:#191919;text-align:center;padding:16px;border-radius:10px;text-decoration:none;font-weight:bold;font-size:17px}.tg{background:#229ed9;color:#fff;margin-top:10px}.s{font-size:12px;color:#888}`,
    body: `<div class="hd"><h1>쇼핑몰 상품 리뷰 알바 모집</h1><p>재택 · 스마트폰만 있으면 OK · 당일 정산</p></div>
<div class="w"><div class="c"><b>업무 내용</b><p>제휴 쇼핑몰(쿠팡·네이버 스마트스토어) 상품을 <b>선결제 구매</b> 후 리뷰 작성 → 구매금액 전액 + 수수료 <b>30%</b> 즉시 환급</p>
<table><tr><td>1단계 미션 (1만원 구매)</td><td>→ 13,000원 환급</td></tr><tr><td>2단계 미션 (10만원 구매)</td><td>→ 130,000원 환급</td></tr><tr><td>VIP 미션 (50만원 이상)</td><td>→ 수수료 40%</td></tr></table></div>
<div class="c"><b>실제 후기</b><p class="s">"첫날 3시간 했는데 27만원 벌었어요" — 주부 김○○<br>"대학생인데 용돈벌이로 최고입니다" — 22세 이○○</p></div>
<a class="b" href="https://open.kakao.com/o/sR3vAlbaXz">카카오톡 오픈채팅으로 상담하기</a><a class="b tg" href="https://t.me/review_alba_manager">텔레그램 담당자 연결</a>
<p class="s">※ 미션 중도 포기 시 환급이 지연될 수 있습니다. ※ 개인 계좌 입금 방식으로 진행됩니다.</p></div>`,
  }),
},
  // yj-celeb-invest-kr
{
  id: 'yj-celeb-invest-kr',
  label: 'scam',
  kind: 'celebrity-investment-scam',
  url: 'https://news-economy-daily.kr-today.com/article/20251016/0931',
  body: doc({
    lang: 'ko',
    title: '방송인 한지호 "비트코인 AI 자동매매로 월 3천만원"…방송 중 폭로에 은행들 반발',
    css: `body{background:#fff}.nv{border-bottom:2px solid #222;padding:10px 18px;font-weight:900;font-size:22px}.a{max-width:720px;margin:0 auto;padding:20px}.a h1{font-size:26px;line-height:1.4}.m{font-size:13px;color:#888}.img{height:300px;background:#cfd4dc;margin:14px 0}
blockquote{border-left:4px solid #e11;margin:14px 0;padding:6px 14px;background:#fafafa}.form{background:#f3f6ff;border:2px solid #3355ff;border-radius:10px;padding:18px;margin:20px 0}.form input{width:100%;padding:11px;margin:4px 0 10px;font-size:16px;border:1px solid #bbc}.form button{width:100%;background:#3355ff;color:#fff;border:0;padding:14px;font-size:17px;border-radius:6px}`,
    body: `<div class="nv">경제투데이</div>
<div class="a"><p class="m">경제 &gt; 재테크 | 입력 2025.10.16 09:31</p><h1>방송인 한지호 "비트코인 AI 자동매매로 월 3천만원"…생방송 중 폭로에 은행들 반발</h1><div class="img"></div>
<p>인기 방송인 한지호 씨가 지난 주 생방송 토크쇼에서 자신의 '부업'을 공개해 화제가 되고 있다. 한씨는 "퀀텀 AI라는 자동매매 플랫폼에 35만원을 넣었더니 한 달 만에 3천만원이 넘었다"고 말했다.</p>
<blockquote>"은행들은 이 사실이 알려지는 걸 원하지 않아요. 하지만 모든 국민이 알아야 한다고 생각합니다." — 한지호</blockquote>
<p>방송 직후 한국은행 관계자가 방송국에 연락해 해당 장면의 삭제를 요청한 것으로 알려졌다. 본지 기자가 직접 35만원으로 테스트해 본 결과, 7일 만에 1,247,000원의 수익을 확인했다.</p>
<div class="form"><b>지금 퀀텀 AI에 무료 가입하세요 (오늘 한정 127자리 남음)</b><form method="post" action="/article/lead.php"><input name="name" placeholder="이름"><input name="email" placeholder="이메일"><input name="phone" placeholder="휴대폰 번호 (+82)"><button>무료로 시작하기</button></form><p class="m">가입 후 전담 매니저가 전화로 계좌 개설(최소 입금 35만원)을 도와드립니다.</p></div></div>`,
  }),
},
];
